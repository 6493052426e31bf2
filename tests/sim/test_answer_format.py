"""An instruction on the answer's form after a grounded question (issue 26, the twenty-eighth set's
W6, the twenty-ninth's X4): the question is read without it, and the grounded reply is the one value
of the asked kind, or a stated limit (never a sentence, a record or a partial answer where "the
number only" was asked). The instruction's pattern is data (``patterns.yaml`` ``answer_format``)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim.request import answer_format

ROTA = ("Lifeguard rota - Saturday\nPool opens at 07:15 and closes at 21:45.\n"
        "Morning shift: Anouk, Bram\nEvening shift: Selin\nThe deep end is shut for repairs until 3 June.")


def _reply(messages):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(messages)
    return out.content, out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize("text,rest,kind", [
    ("How many lanes are open? Reply with the number only.", "How many lanes are open?", "number"),
    ("what time do they open? just the time", "what time do they open?", "time"),
    ("what share passed?\nGive me the percentage, nothing else.", "what share passed?", "percent"),
    ("who's on the evening shift? answer in one word", "who's on the evening shift?", "word"),
    ("when does the deep end reopen? the date only please", "when does the deep end reopen?", "date"),
    ("Q: how much is a swim? just the figure\nA:", "Q: how much is a swim?\nA:", "number"),
    # no question before it: a label prompt's instruction, kept whole
    ("Billing / Shipping / Other. Answer with one word.", "Billing / Shipping / Other. Answer with one word.", ""),
    ("Tell me about the total", "Tell me about the total", ""),
])
def test_split(text, rest, kind):
    got = answer_format.split(text)
    assert (got[0], got[1]) == (rest, kind)


@pytest.mark.parametrize("reply,kind,want", [
    ("14 (9 + 5).", "number", "14"),
    ("GBP 18.00: 4 sessions x £4.50 per session.", "number", "GBP 18.00"),
    ("The pool opens at 07:15.", "time", "07:15"),
    ("Selin.", "word", "Selin"),
    ("72.5% (29 of 40).", "percent", "72.5%"),
    ("I don't know.", "number", "I don't know."),
])
def test_shaped_gives_the_value(reply, kind, want):
    assert answer_format.shaped(reply, kind) == want


@pytest.mark.parametrize("reply,kind", [
    ("Morning shift: Anouk, Bram. I could not find anything about 'lunch' in the documents, so I don't know that part.", "number"),
    ("Pool opens at 07:15 and closes at 21:45.", "time"),  # two times: which one is a guess
    ("Morning shift: Anouk, Bram", "word"),
    ("The rota has no figures.", "number"),
    ("Report for lane 4: all clear.", "number"),  # a figure the quoted line holds in passing is no answer
])
def test_shaped_states_a_limit_when_it_cannot_single_out(reply, kind):
    assert answer_format.shaped(reply, kind).startswith("The offline simulator can't")


@pytest.mark.parametrize("messages,want", [
    ([SystemMessage(f"Answer from the notes.\n\nNotes:\n{ROTA}"),
      HumanMessage("what time does the pool close? just the time")], "21:45"),
    ([HumanMessage(f"{ROTA}\n\nwho's on the evening shift? Answer in one word.")], "Selin"),
])
def test_a_grounded_reply_in_the_asked_form(messages, want):
    text, limit = _reply(messages)
    assert limit is None and text.strip().rstrip(".") == want, text


def test_a_label_prompt_keeps_its_instruction():
    text, limit = _reply([HumanMessage("Which desk should take this? Billing / Shipping / Other. Answer with one word.\n\n"
                                       "Ticket: my parcel never arrived")])
    # one label, or the "can't choose" limit alone, never a label guessed beside it (fix33c)
    assert text.strip().rstrip(".") in ("Billing", "Shipping", "Other") or ("choose between" in (limit or "")
                                                                            and text.strip() == limit)
