"""Documents written as data read as records: a YAML file nested deep, JSON Lines (issue 26;
``course_lib.sim.material.data_records``)."""

from __future__ import annotations

import pytest

from course_lib.sim.material.data_records import (
    KeyedGrid,
    has_cell_gap,
    json_lines,
    keyed_grids,
    spaced_cells,
    yaml_leaves,
)
from course_lib.sim.material.prose import units

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
    # a list's items under their (five) keys, a named item ("- name: reporter") under its name
    assert "template spec containers reporter args: 24h" in leaves


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


@pytest.mark.parametrize("line, cells", [
    ("Size   8   10   12", ["Size", "8", "10", "12"]),
    ("          8    10    12", ["", "8", "10", "12"]),  # indented: a blank corner
    ("Weight\tZone A\t\tZone B  ", ["Weight", "Zone A", "Zone B"]),  # tabs, a run of them one gap
    ("150 cm wide   2.4", ["150 cm wide", "2.4"]),  # single spaces stay inside a cell
    ("", [""]),
])
def test_spaced_cells_part_a_line_at_tabs_and_wide_gaps(line, cells):
    assert spaced_cells(line) == cells


RUG_PRICES = ("Rug cleaning (£ per rug)\n"
              "Rug size     Wool    Silk    Synthetic\n"
              "Small        18      30      12\n"
              "Large        35      60      25\n"
              "Prices include collection.\n")


def test_a_keyed_grid_is_a_header_of_keys_over_labelled_rows_of_figures():
    assert keyed_grids(RUG_PRICES) == [KeyedGrid(
        "Rug cleaning (£ per rug)", "Rug size", ("Wool", "Silk", "Synthetic"),
        (("Small", ("18", "30", "12")), ("Large", ("35", "60", "25"))))]
    corner = "Paint (litres)\n            1 coat   2 coats   3 coats\nDoor        0.5      1         1.5\n"
    assert keyed_grids(corner)[0].header == "" and keyed_grids(corner)[0].keys == ("1 coat", "2 coats", "3 coats")


@pytest.mark.parametrize("text", [
    "Rug size     Wool    Silk\nSmall        18      30\n",  # two keys: too few
    "Rug size     Wool    Silk    Synthetic\nSmall        18      ask     12\n",  # a cell that is no figure
    "Rug size     Wool    Silk    Synthetic\n42           18      30      12\n",  # a row label with no letter
    "Rug size     Wool    Silk    Synthetic\nSmall        18      30\n",  # a row short of a cell
    "The rugs are cleaned by hand. Wool, silk and synthetic rugs are welcome.",
])
def test_no_keyed_grid_without_its_shape(text):
    assert keyed_grids(text) == []


# --- has_cell_gap: the gate that spares the grid readers a line-by-line read ------------------

GAP_CASES = [
    ("Plain prose. Two sentences, single spaces.", False),
    ("line one\nline two\r\nline three", False),  # line ends are no gaps
    ("a\r\n\r\nb", False),  # blank lines between CRLF lines
    ("first\u2028second\x0bthird\x85fourth", False),  # other line boundaries splitlines knows
    ("Name  Mon  Tue", True),
    ("Name\tMon\tTue", True),
    ("  indented line", True),  # the blank corner over row labels
    ("Label\u00a0\u00a0value", True),  # a run of no-break spaces parts cells too
    ("姓名\u3000\u3000周一", True),
    ("trailing  ", True),
    ("unit\x1f\x1fseparators", True),  # (ASCII's one other whitespace inside a line)
    ("unit\x1fseparator", False),  # a gap at the end: stripped later, the gate may pass (never the other way)
]


@pytest.mark.parametrize(("text", "gap"), GAP_CASES)
def test_has_cell_gap(text, gap):
    assert has_cell_gap(text) is gap


@pytest.mark.parametrize(("text", "gap"), GAP_CASES)
def test_no_cell_gap_means_one_cell_a_line(text, gap):
    """The gate never hides a line that ``spaced_cells`` parts into two cells or more."""
    if not has_cell_gap(text):
        assert all(len(spaced_cells(line)) == 1 for line in text.splitlines())
