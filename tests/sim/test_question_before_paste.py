"""The question first, then a hand-over ("here you go:", "output below:", "see the table:") and the
paste in the same turn (shapes branch; twenty-ninth pip-*): the turn is split into the question and
its notes (``unlabelled_prompt``: ``pointer_tail`` in data/sim/patterns.yaml strips the hand-over).
"which of these ..." stays a question on the paste as a whole (``other_task``): read as a question
over its items it got a trusted "I don't know." where versions had to be compared. Before, the hand-over's ":" left no question line and the whole turn was read as the
question: a knowledge limit. Pastes and wordings invented for this test; the tests of the split and
of the chat model fail on ba25ef72.
"""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.request.reading import label_kind
from course_lib.sim.request.unlabelled_prompt import question_line, split

CRON = ("$ crontab -l\n"
        "15 2 * * *   /usr/local/bin/rotate-logs.sh\n"
        "0 6 * * 1    /home/ana/bin/weekly-report.py\n"
        "*/10 * * * * /home/ana/bin/poll-sensors.sh\n")

TIDES = ("day | high water | low water\n"
         "Mon | 06:12 | 12:31\n"
         "Tue | 06:58 | 13:15\n"
         "Wed | 07:41 | 14:02\n")


@pytest.mark.parametrize(("line", "want"), [
    ("what runs at 2am? here you go:", "what runs at 2am?"),
    ("when is high water on tuesday? here it is:", "when is high water on tuesday?"),
    ("what does the weekly job run? here's what cron says:", "what does the weekly job run?"),
    ("when is low water on wed? see the table:", "when is low water on wed?"),
    ("how often does the sensor poll run output below:", "how often does the sensor poll run"),
    ("when's low tide on monday pasted below:", "when's low tide on monday"),
    ("how many jobs are there here you go:", "how many jobs are there"),
])
def test_a_hand_over_after_the_question_is_no_part_of_it(line, want):
    assert question_line(line) == want


@pytest.mark.parametrize(("text", "question", "holds"), [
    (f"what runs at 2am? here you go:\n\n{CRON}", "what runs at 2am?", "rotate-logs"),
    (f"when is low water on wed? see the table:\n\n{TIDES}", "when is low water on wed?", "14:02"),
])
def test_the_turn_splits_into_the_question_and_the_paste(text, question, holds):
    found = split(text, label_kind)
    assert found is not None and found.question == question
    assert holds in text[found.material_start:found.material_end]


def _ask(text: str) -> tuple[str, str | None]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(text)
    return out.content, out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize(("text", "want", "not_want"), [
    (f"when is high water on tuesday? here it is:\n\n{TIDES}", "06:58", "07:41"),
    (f"what time is low water on monday pasted below:\n\n{TIDES}", "12:31", "13:15"),
])
def test_the_chat_model_answers_from_the_paste(text, want, not_want):
    reply, limit = _ask(text)
    assert want in reply and not_want not in reply and not limit, (reply, limit)


def test_a_short_question_before_its_hand_over_is_no_heading():
    """"when's low tide on monday here you go:" is short enough to read as a heading ending in ":";
    it asks, so it is the question."""
    text = f"when's low tide on monday here you go:\n\n{TIDES}"
    found = split(text, label_kind)
    assert found is not None and found.question == "when's low tide on monday"


@pytest.mark.parametrize("text", [
    f"how many jobs run every day output below:\n\n{CRON}",
    f"when's high water on wed table pasted below:\n\n{TIDES}",
])
def test_a_question_with_its_hand_over_is_no_label_over_the_paste(text):
    """"... output below:" reads as a label line whose first telling word ("output") made the paste
    an answer to grade; the line asks, so it is the question and the paste its notes."""
    from langchain_core.messages import HumanMessage

    from course_lib.sim.request.reading import parse_message, read_request

    assert not any(s.kind == "generation" for s in parse_message(text).sections)
    request = read_request([HumanMessage(text)])
    assert request.question == text.split(" output below:")[0].split(" table pasted below:")[0] and request.documents


ROTA = "Mon  Aoife\nTue  Bram\nWed  Chidi\nThu  Dana\nFri  Eoin"


def test_a_handed_over_paste_sharing_no_word_with_the_question_is_a_limit_not_i_dont_know():
    """The user hands the paste over for this question: a reading that links none of its lines to
    the question is the reader's limit, not evidence that the paste lacks the answer."""
    reply, limit = _ask(f"who's covering tonight? here you go:\n\n{ROTA}")
    assert limit and "pasted" in limit and reply != "I don't know.", (reply, limit)


def test_only_a_hand_over_marks_the_paste_handed_over():
    from langchain_core.messages import HumanMessage

    from course_lib.sim.request.reading import read_request

    assert read_request([HumanMessage(f"who's covering tonight? here you go:\n\n{ROTA}")]).handed_over
    assert not read_request([HumanMessage(f"Context:\n{ROTA}\n\nQuestion: who's covering tonight?")]).handed_over
