"""``doubted_absence``: no sentence answers, and a step doubts "I don't know" (a stated limit, or an
answer once the question is read another way); ``None`` when none does. Invented notes."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import doubted_absence
from course_lib.sim.reports import explain
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher
from tests.sim._replies_helpers import gathered


@pytest.fixture(scope="module")
def matcher():
    return Matcher(Knowledge.load())


@pytest.mark.parametrize(
    ("notes", "question", "rule"),
    [
        ("Patients in the high dependency unit may have two visitors.", "How many visitors in HDU?",
         "the question's abbreviation read as the documents' words, and still no sentence answers"),
        ("The greenhouse vents open automatically above 26 degrees.", "At what temperature do the vnets close?",
         "no sentence answers, and a word of the question looks mistyped"),
        ("Serial 7XQ-4471 ttyUSB0 baud=115200 fw v2.8.1b crc 0x3FA9 rev C2 pkt=512", "What is the port speed?",
         "no sentence answers, but a document is written mostly in a notation, not in words"),
        ("社区通知：本周六上午九点至十二点停水，请提前储水。", "When will the water be off on Saturday?",
         "no sentence answers, but the question is written in another script than the documents"),
        ("The ferry to Inis Meain leaves at 10:30 on weekdays.", "渡轮周末几点出发？",
         "no sentence answers, but the question is written in another script than the documents"),
    ],
)
def test_a_doubt_states_a_limit(matcher, notes, question, rule):
    request, found = gathered(matcher, notes, question)
    with explain.collecting() as note:
        reply = doubted_absence.reply(request, found, matcher)
    assert note["rule"] == rule and note["limit"] == reply


def test_no_doubt_leaves_i_dont_know(matcher):
    request, found = gathered(matcher, "The museum opens at 10am.", "Who founded the observatory?")
    assert doubted_absence.reply(request, found, matcher) is None


def test_every_step_is_named_once():
    """The broadest doubt runs last: a line that merely names the question's subject (subject_lines)
    states a limit only when no narrower step (operands, a bound, a row) has spoken."""
    names = [s.__name__ for s in doubted_absence.STEPS]
    # (fix54a: two workers run first, a part of equal parts and a span of months over a monthly amount: a
    # worked figure the documents give is no absence to doubt)
    # and a question read without a request's verb or quoted text (request_verbs)
    assert names[:3] == ["_equal_part", "_month_span", "_subjectless_words"]
    # (fix62c: a line on the question's head noun that works with its figure, right after the held quantity)
    assert len(names) == len(set(names)) and names[3:6] == ["_held_quantity", "_head_line", "_unread_line"]
    # (absent75: after them only the age group said otherwise, which replaces a plain "I don't know" and
    # pre-empts no step that may answer)
    assert names[-3:] == ["_operands", "_subject_held", "_age_said_otherwise"]


def test_a_head_noun_line_charging_per_the_counted_unit_is_worked_not_unknown(matcher):
    request, found = gathered(matcher, "Media library charges\nMembership is free.\n"
                                       "Late fees: books 20p per day; CDs 50p per item per day.",
                              "cd brought back 5 days late, how much")
    with explain.collecting() as note:
        out = doubted_absence.reply(request, found, matcher)
    assert out.startswith("£2.50") and note["rule"].startswith("no sentence answers, but a line on the question's head")


_CAKES = ("Sunrise Cakes - celebration cakes\n"
          "Every cake is eggless.\n"
          "Sizes: 6 inch £25, 8 inch £35, 10 inch £48.\n"
          "Order at least five days ahead.")
_BIKES = ("Fenwick cycle hire\n"
          "All our bikes are step-through frames.\n"
          "Hire: £15 a day, £60 a week.\n"
          "Helmets are free.")
_BIKES_OPEN = ("Fenwick cycle hire\n"
               "Hire: £15 a day, £60 a week.\n"
               "Helmets are free.")


def _chat(notes: str, question: str):
    import warnings

    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        return SimulatedChatModel().invoke([SystemMessage(f"Answer only from these notes.\n\n{notes}"),
                                            HumanMessage(question)])


@pytest.mark.parametrize(("notes", "question", "said"), [
    # a kind asked by a pro-form over a line restricting every one to a kind: a stated limit, no "I don't know"
    (_CAKES, "can you do a sponge one?", "Every cake is eggless"),
    (_BIKES, "do you have a racing one", "step-through"),
])
def test_a_kind_asked_by_one_over_a_restriction_of_all_is_a_stated_limit(notes, question, said):
    """Fails on start77 (a plain "I don't know.")."""
    out = _chat(notes, question)
    assert out.response_metadata.get("simulator_limit") and said in out.content, out.content


@pytest.mark.parametrize(("notes", "question"), [
    (_BIKES_OPEN, "do you have a racing one"),  # no line restricts every one: the absence stands
    (_BIKES, "do you sell bike locks"),  # no kind asked by a pro-form
])
def test_no_restriction_or_no_pro_form_leaves_the_absence(notes, question):
    """Guard: passes on start77 too."""
    out = _chat(notes, question)
    assert out.content == "I don't know." and not out.response_metadata.get("simulator_limit"), out.content
