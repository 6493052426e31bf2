"""A stated value put aside in a later turn, whatever opens it (``cued_swaps.stated_swap``,
``conversation.stated_facts``; issue 26, the thirty-eighth's GG9): "X, not Y" / "not Y but X" /
"X rather than Y" / "不是Y，是X" where Y is a value the user stated (read whole however many tokens
it has) and X one alike (the same kind, or the same shape token by token). A value never stated
after "not", or a second value of the kind about something else, changes nothing. Threads of my
own (a parcel locker, a ferry booking, a bike frame, a vet, a hire car, a train seat), none of a
set's or probe's."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim.request.conversation import stated_facts
from course_lib.sim.request.cued_swaps import stated_swap


@pytest.mark.parametrize("turn, stated, swap", [
    ("ah, it's PX4 7RT, not PX4 7TR", ["PX4 7TR"], ("PX4 7RT", "PX4 7TR")),
    ("hmm, FR 8815 rather than FR 8851", ["FR 8851"], ("FR 8815", "FR 8851")),
    ("ugh, 3 June not 3 July", ["3 July"], ("3 June", "3 July")),
    ("Not Marek but Mirek, the vet's spelling", ["Marek"], ("Mirek", "Marek")),
    ("不是K4471，是K4417。", ["K4471"], ("K4417", "K4471")),
    ("是7车15F，不是15F。", ["15F"], None),  # "7车15F" is not alike "15F" token by token: no guess
    # guards: nothing stated after the marker, nothing alike beside it, a question
    ("it's PX4 7RT, not the old one", ["PX4 7TR"], None),
    ("not bad, thanks", ["PX4 7TR"], None),
    ("is it PX4 7RT, not PX4 7TR?", ["PX4 7TR"], None),
    ("red, not PX4 7TR", ["PX4 7TR"], None),
])
def test_a_stated_value_put_aside(turn, stated, swap):
    assert stated_swap(turn, stated) == swap


@pytest.mark.parametrize("turns, fact, value", [
    (["My hire car registration is YD21 KHT.", "oh dear, YD21 KTH, not YD21 KHT"], "hire car registration", "YD21 KTH"),
    (["My seat is 42D.", "argh, 24D rather than 42D"], "seat", "24D"),
    (["我的取件码是8842。", "不是8842，是8824。"], "取件码", "8824"),
    # no correction: a second value of the kind about something else
    (["My postcode is BN2 9QA.", "My sister lives at BN1 4GH."], "postcode", "BN2 9QA"),
])
def test_the_fact_kept(turns, fact, value):
    assert stated_facts(turns).get(fact) == value


def test_the_reply():
    from course_lib.sim import SimulatedChatModel

    turns = ["My bike frame number is WTU 2291 C.", "Noted.", "eek, WTU 2219 C, not WTU 2291 C", "OK.",
             "What's my bike frame number?"]
    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(msgs).content
    assert "WTU 2219 C" in out and "2291" not in out
