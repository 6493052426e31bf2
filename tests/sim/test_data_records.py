"""Documents written as data read as records: a YAML file nested deep, JSON Lines (issue 26;
``course_lib.sim.data_records``)."""

from __future__ import annotations

from course_lib.sim.data_records import json_lines, yaml_leaves
from course_lib.sim.prose import units

CRONJOB = """# nightly report job (staging)
apiVersion: batch/v1
kind: CronJob
spec:
  schedule: "15 3 * * *"   # UTC
  jobTemplate:
    spec:
      backoffLimit: 2
      template:
        spec:
          containers:
            - name: reporter
              args:
                - --since
                - 24h
"""


def test_a_deep_yaml_file_gives_one_line_per_value_named_by_its_keys():
    title, leaves = yaml_leaves(CRONJOB)
    assert title == "nightly report job (staging)"
    assert "spec schedule: 15 3 * * * (UTC)" in leaves  # quotes dropped, the inline comment kept
    assert "spec jobTemplate spec backoffLimit: 2" in leaves
    assert "spec template spec containers args: 24h" in leaves  # a list's items under their (five) keys


def test_flat_yaml_and_prose_are_not_read_as_such_a_file():
    assert yaml_leaves("backup:\n  schedule: 02:30\n  retention_days: 45\nnotify:\n  to: ops\n") is None
    assert yaml_leaves("Note: the lab is closed.\nIt opens again on Monday: ask Priya.\n") is None
    assert yaml_leaves("spec:\n  a:\n    b: 1\n    c: 2\nThis line is prose, not YAML.\n") is None


def test_each_value_of_a_yaml_file_is_a_unit_of_its_own():
    texts = [u.text for u in units(CRONJOB)]
    assert texts[0] == "nightly report job (staging)" and units(CRONJOB)[0].heading
    assert "spec jobTemplate spec backoffLimit: 2" in texts
    assert all(u.row for u in units(CRONJOB)[1:])  # an answer never runs on into the next value


def test_json_lines_are_rows_of_fields():
    rows = json_lines(['{"level": "warn", "user": {"id": 7}, "tags": ["a", "b"], "ok": true}',
                       '{"level": "info", "user": {"id": 9}, "tags": [], "ok": null}'])
    assert rows == [[("level", "warn"), ("user.id", "7"), ("tags", "a, b"), ("ok", "true")],
                    [("level", "info"), ("user.id", "9"), ("tags", ""), ("ok", "null")]]
    assert json_lines(['{"a": 1}']) is None  # one line is a JSON document, not a log
    assert json_lines(['{"a": 1}', "{not json}"]) is None
    assert json_lines(['{"a": 1}', "[1, 2]"]) is None


def test_a_json_lines_log_reads_one_fact_per_line():
    log = '{"at": "09:00", "job": "sync", "result": "ok"}\n{"at": "09:05", "job": "mail", "result": "failed"}\n'
    texts = [u.text for u in units(log)]
    assert texts == ["at: 09:00; job: sync; result: ok.", "at: 09:05; job: mail; result: failed."]
