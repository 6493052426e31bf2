"""``tasks.cue_hits``: the task cues' first matches, read once per text and cue set (issue 26, item 5).

The memo must give exactly what searching every cue gives, and must not outlive its cue set:
a data folder whose cues differ recognises the same text by its own cues, even right after the
shipped cues read that text.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim.request.reading import read_request
from course_lib.sim.task.tasks import cue_hits, recognise
from course_lib.sim.words import cues

SHIPPED = Path(cues.__file__).resolve().parents[3] / "data" / "sim"

# invented prompts of many kinds: none is one of the course's own
TEXTS = [
    "You grade whether a tide-table excerpt is relevant to a sailor's question. Answer 'yes' or 'no'.",
    "Rewrite the beekeeper's question so a search engine finds hive-inspection notes.",
    "Break the question about the choir's tour budget into two to four sub-questions.",
    "把这个关于茶园采摘的问题改写得更具体。",
    "Is the claim about the lighthouse keeper supported by the set of facts below? Reply True or False.",
    "Classify the bakery ticket: 'oven fault', 'late delivery' or 'billing'. Answer with the label only.",
    "Summarize the ferry timetable changes in three bullet points.",
    "Hello! How are you today?",
    "",
]


@pytest.mark.parametrize("text", TEXTS)
def test_the_memo_gives_what_searching_every_cue_gives(text):
    _, _, first_matches = cues.task_cues()
    searched = tuple(m.group(0).strip() if m else None for m in (p.search(text) for p in first_matches.patterns))
    assert cue_hits(text, first_matches) == searched
    assert cue_hits(text, first_matches) == searched  # the second time, from the memo


def test_another_cue_set_is_not_answered_from_the_memo(tmp_path, monkeypatch):
    request = read_request([SystemMessage("Write a step-back question about harbour dredging, a broader one."),
                            HumanMessage("Why do harbours silt up?")])
    assert recognise(request).name == "step_back"  # the shipped cues, now in the memo
    shipped = (SHIPPED / cues.TASK_CUES).read_text(encoding="utf-8")
    changed = shipped.replace("['\\bstep-?back\\b', 4.0]", "['\\bstep-?forward\\b', 4.0]") \
                     .replace("['\\bbroader\\b', 2.0]", "['\\bnarrower\\b', 2.0]")
    assert changed != shipped
    (tmp_path / "sim").mkdir()
    for name in (cues.TASK_CUES, cues.LEXICONS, cues.PATTERNS):
        shutil.copy(SHIPPED / name, tmp_path / "sim" / name)
    (tmp_path / "sim" / cues.TASK_CUES).write_text(changed, encoding="utf-8")
    monkeypatch.setenv("COURSE_DATA_DIR", str(tmp_path))
    assert recognise(request).name != "step_back"
