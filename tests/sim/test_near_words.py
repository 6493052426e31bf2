"""``grounded.near_words`` (issue 26 point 1, near76): a question's word that no line holds while a WordNet
synonym of it stands on a line ("drugstore" for "pharmacy", "automobile" for "car", "repair" for "mend") is no
evidence of absence: the reply states a limit instead of "I don't know" or "I could not find anything about
...". True absences (no related word anywhere) keep their "I don't know" (guards, marked). Also the table
(``related``: read lazily, never at import) and the limit sentence. Material of my own, not any set's or
probe's."""

from __future__ import annotations

import subprocess
import sys
import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.near_words import Near, limit, related

_SYSTEM = "Answer only from the context below.\n\nContext:\n{context}"

GARAGE = """\
Northgate Motors - workshop notes

Automobile servicing from £140, booked a week ahead.
MOT test: £54.85.
Courtesy vans are lent free for the day.
Workshop hours: 8am to 5.30pm, Monday to Friday."""

SHOES = """\
Heel & Sole - price board

Resoling: £28 per pair.
Heels replaced while you wait: £14.
Keys cut from £6.
Watch batteries fitted: £8."""


def _ask(context: str, question: str):
    llm = SimulatedChatModel()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = llm.invoke([SystemMessage(_SYSTEM.format(context=context)), HumanMessage(question)])
    return out.content, [str(w.message) for w in caught]


@pytest.mark.parametrize("context, question, asked, written", [
    (GARAGE, "can I borrow a loaner car?", "car", "Automobile"),
    (GARAGE, "what does the yearly car check cost?", "car", "Automobile"),
])
def test_other_words_state_a_limit(context, question, asked, written):
    """Fails before near76: "I don't know." (or a partial answer disowning the word)."""
    text, caught = _ask(context, question)
    assert "can't tell" in text and repr(asked) in text and repr(written) in text, text
    assert caught and "can't tell" in caught[0]


@pytest.mark.parametrize("context, question", [
    (GARAGE, "how much is a tyre balancing?"),
    (SHOES, "do you sell umbrellas?"),
    (SHOES, "how much to dye a handbag?"),
    (GARAGE, "how many cars does the Leeds branch of Northgate Motors sell?"),  # a name on no line
])
def test_true_absences_keep_their_absence(context, question):
    """Guard (passes before too): no word related to the missing one stands on a line."""
    text, _ = _ask(context, question)
    assert "WordNet" not in text and "may mean it in other words" not in text, text


PIER = """\
Southsea Pier - sea angling

Day permit: £6, from the kiosk.
Only two rods per angler.
Hooks must be barbless.
No casting from the café end."""


@pytest.mark.parametrize("question", ["can I use prawns as bait?", "are ragworms ok for bait here?"])
def test_a_rare_thing_on_no_line_keeps_the_absence(question):
    """Fails before the merger's fix (near76 said "no line writes 'bait', but a line writes 'hook'"): the
    rare thing asked about (prawns, ragworms) is on no line in any words and modifies nothing said in other
    words, so the absence rests on it, whatever 'bait' ~ 'hook' says."""
    text, _ = _ask(PIER, question)
    assert "may mean it in other words" not in text, text


@pytest.mark.parametrize("word, near", [
    ("car", "automobile"), ("luggage", "baggage"), ("chemist", "pharmacist"), ("mend", "repair"), ("film", "movie"),
])
def test_related_reads_the_table(word, near):
    assert near in related(word)


SHOP = """\
Pollard's Hardware

Keys cut while you wait: £5.
Knives and scissors sharpened: £3 each.
We mend bicycles on Saturdays only.
Open 8am-6pm, closed Sundays."""


def test_question_reread_in_the_lines_words_answers():
    """Fails before near76: "I don't know." Both missing words ("bike", "repaired") have a synonym on one line."""
    text, _ = _ask(SHOP, "which day can I get my bike repaired?")
    assert text.startswith("(Reading 'bike' as 'bicycles'; 'repaired' as 'mend'.) We mend bicycles on Saturdays"), text


def test_phrasal_verbs_keyed_by_the_table():
    from course_lib.sim.grounded.near_words import _phrasal_verbs

    assert _phrasal_verbs("can I give back the jacket?") == ["give back"]
    assert "refund" in related("give back")
    assert _phrasal_verbs("what colour is the jacket?") == []


def test_related_skips_unknown_and_the_word_itself():
    assert related("zzxqv") == frozenset()
    assert "car" not in related("car")


def test_limit_sentence_names_both_words():
    text = limit(Near("car", "Automobile", "Automobile servicing from £140"))
    assert "'car'" in text and "'Automobile'" in text and text.startswith("The offline simulator can't tell")


def test_table_not_read_at_import():
    """The table loads on first use, never at import (guard: the module is new)."""
    code = ("import course_lib.sim, course_lib.sim.grounded.near_words as n; "
            "assert n._table.cache_info().currsize == 0")
    subprocess.run([sys.executable, "-c", code], check=True)


WORKSHOP = """\
Ridley's Cycle Workshop

Puncture repair: £10 while you wait.
Wheel truing: £15.
Allow a minute or two at the counter for card payments."""


@pytest.mark.parametrize("question", [
    "did they fix the saddle",  # "fix" ~ "repair", but the saddle, the head of the thing asked, is on no line
    "is card payment free at the moment?",  # a guard (passes before too): "at the moment" names no thing
])
def test_another_thing_on_no_line_or_a_stock_phrase_keeps_the_reply(question):
    """The saddle row fails before the merger's second fix (near76 stated "no line writes 'fix', but a line
    writes 'repair'"; the thirtyfifth set's "at the moment" was the same kind of miss): the absence rests on the saddle, a noun phrase's head on no line in any words; the
    words of "at the moment" name no thing (``near_words.yaml`` filler_phrases, determiners)."""
    text, _ = _ask(WORKSHOP, question)
    assert "may mean it in other words" not in text, text
