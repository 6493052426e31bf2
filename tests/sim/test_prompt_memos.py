"""Readers of a prompt's own words kept once per text (``reply_shape.verdict_pair``,
``tasks._scale``, ``tasks._asks_label_only``; ``reply_shape._offered`` keeps more texts): one
prompt template frames many requests (a grader's for every document, a router's for every
question: 994 requests, 301 distinct instructions in notebook 06). Each memo gives what reading
the text again gives, and the verdict pair follows the lexicons' version (its words' polarity is
data). Guards: they pass on the code before the memos too, where each call read the text."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from course_lib.sim.request import reply_shape
from course_lib.sim.task import tasks
from course_lib.sim.words import cues

PROMPTS = [
    "Answer FITS or MISFIT.",
    "Is the passage relevant? Reply RELEVANT or OFF-TOPIC.",
    "Score 1 if the answer is supported, otherwise 0.",
    "Rate the answer from 1 to 5.",
    "Give a score between 0 and 10 for the draft.",
    "Reply with the category only: billing, outage or feature.",
    "只回答“相关”或“不相关”",
    "Does the excerpt let you answer the query? yes or no",
    "Context:\n" + (" " * 90 + "\n") * 5 + "\nAnswer KEEP or DROP.",
    "Summarise the notes in two sentences.",
    "",
]


@pytest.mark.parametrize("text", PROMPTS)
def test_the_memos_give_what_reading_again_gives(text):
    version = cues.cue_file_version(cues.LEXICONS)
    assert reply_shape.verdict_pair(text) == reply_shape._verdict_pair.__wrapped__(text, version)
    assert reply_shape.verdict_pair(text) == reply_shape.verdict_pair(text)
    assert tasks._scale(text) == tasks._scale.__wrapped__(text)
    assert tasks._asks_label_only(text) == bool(tasks.LABEL_ONLY_RE.search(text))


def test_the_verdict_pair_follows_the_lexicons(tmp_path, monkeypatch):
    text = "Answer GLORP or BLEEP."
    assert reply_shape.verdict_pair(text) is None  # neither word's polarity is known
    (tmp_path / "sim").mkdir()
    shipped = Path(cues.data_path(cues.LEXICONS)).parent
    for name in (cues.TASK_CUES, cues.PATTERNS):
        shutil.copy(shipped / name, tmp_path / "sim" / name)
    lexicons = (shipped / cues.LEXICONS).read_text(encoding="utf-8")
    assert "option_negative: [" in lexicons
    (tmp_path / "sim" / cues.LEXICONS).write_text(
        lexicons.replace("option_negative: [", "option_negative: [bleep, "), encoding="utf-8")
    monkeypatch.setenv("COURSE_DATA_DIR", str(tmp_path))
    assert reply_shape.verdict_pair(text) == ("GLORP", "BLEEP")
