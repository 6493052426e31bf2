"""Cheap checks before a pattern is searched over a whole text (issue 26, "Fast again", speed72):
each gated reading must say exactly what the pattern alone says. Invented texts, none from the
course's data or sets.

- ``changed_later._states_change``: ``_CUE.to_value`` searched by ``AnyMatches`` (only from where
  one of its words stands) instead of at every character of a reply's documents;
- ``chat_records.asking_message``: a line with no ":" holds no message stamp's clock time;
- ``class_words._names``: an ASCII phrase missing from an ASCII text's lower-cased form is named
  nowhere in it;
- ``reading._prompt_material``: a system prompt's material is found once per prompt text;
- ``knowledge._ascii_words``: an ASCII text's words cut with a bytes table, as the str table cuts them.
"""

from __future__ import annotations

import re

import pytest

from course_lib.sim.grounded import changed_later
from course_lib.sim.material import chat_records
from course_lib.sim.request import reading
from course_lib.sim.words import class_words

_CHANGE_TEXTS = [
    "",
    "The glassblowing studio opens at nine. Kiln checks happen weekly.",
    "The ferry to Skerra now leaves at 07:40 from pier 2.",
    "Nowhere on the island sells snowshoes; the snow tour is booked out.",
    "Choir practice was moved to Thursday evening.",
    "choir practice MOVED   TO the vestry",
    "The tasting was rescheduled for 4 May. Please bring a glass.",
    "Rescheduled: see the board.",
    "The vote was re-timed to 18:30 after the power cut.",
    "The match is replayed on Sunday at 3pm.",
    "Pushed back to June, the regatta keeps its route.",
    "The lecture should be in room 4, not 7.",
    "Brought forward to noon: the harvest supper.",
    "The deadline is put back to Friday.",
    "Renowned potters know the kiln.",
    "A \u212aelvin-scale note: now measured in K.",
    "Stra\u00dfe 5 is now closed; the detour uses the \u017fide road.",
    "\u8bb2\u5ea7\u65f6\u95f4\u6539\u4e3a\u4e0b\u5348\u4e09\u70b9\u3002",
    "\u5f00\u59cb\u65f6\u95f4\u63a8\u8fdf\u5230\u5468\u4e94",
    "\u8fd9\u91cc\u6ca1\u6709\u53d8\u5316\u3002",
    "the order changed to express, then changed back",
    "moves to\nthe next line",
]


@pytest.mark.parametrize("text", _CHANGE_TEXTS)
def test_a_change_to_a_value_is_found_as_the_pattern_alone_finds_it(text):  # a guard
    changed_later._states_change.cache_clear()
    assert changed_later._states_change(text) == (changed_later._CUE.to_value.search(text) is not None)


def test_a_change_past_a_long_text_of_notes_is_found():  # a guard
    notes = " ".join(f"Bench {n} of the pottery holds glaze number {n}." for n in range(300))
    changed_later._states_change.cache_clear()
    assert not changed_later._states_change(notes)
    assert changed_later._states_change(notes + " The glaze firing is now on Tuesday.")


def _asking_alone(line: str) -> bool:
    """``asking_message`` as it read before its gate."""
    inline = chat_records._CUE.inline.match(line.strip())
    return bool(inline) and bool(chat_records._CUE.asks.search(inline.group("text").strip()))


@pytest.mark.parametrize("line", [
    "[03/04/2031, 19:05] Orla: anyone got the tent pegs",
    "19:05 - Orla: did anyone bring the tent pegs?",
    "  [19:05] Orla: the pegs are in the van",
    "19.05 Orla did anyone bring the tent pegs",
    "Orla asked whether anyone brought the tent pegs",
    "Did anyone bring the tent pegs?",
    "Note: the pegs are in the van",
    "",
])
def test_a_line_is_read_as_an_asking_message_as_before(line):  # a guard
    assert chat_records.asking_message(line) == _asking_alone(line)


@pytest.mark.parametrize("text", [
    "Hamsters and gerbils are welcome in the cabins.",
    "HAMSTERS are welcome; no reptiles.",
    "The cabin takes small rodents only.",
    "Ha\u017fe and hamster cages: ask at reception.",  # non-ASCII: searched unfiltered
    "Kelvin the \u212aitten is the site's cat.",
])
@pytest.mark.parametrize("phrase", ["hamster", "gerbil", "rodent", "kitten", "reptile", "\u017fnake"])
def test_a_phrase_is_named_as_the_pattern_alone_finds_it(text, phrase):  # a guard
    low = text.lower() if text.isascii() else None
    alone = re.search(rf"(?<![\w-]){re.escape(phrase)}(?:s|es)?(?![\w-])", text, re.IGNORECASE) is not None
    assert class_words._names(text, phrase, low) == alone == class_words._names(text, phrase)


def test_a_system_prompt_is_searched_for_its_material_once():
    prompt = "You help the allotment society's members.\nHere is what the secretary saved earlier:\n" + "\n".join(
        f"Plot {n}: rent paid, water butt {n % 3}" for n in range(1, 8))
    reading._prompt_material.cache_clear()
    first = reading._prompt_material(prompt, None)
    second = reading._prompt_material(prompt, None)
    assert first == second
    assert reading._prompt_material.cache_info().hits == 1


def test_an_ascii_text_is_cut_into_words_as_the_str_table_cuts_it():  # a guard
    from course_lib.sim.words import knowledge

    texts = ["", "Kiln-fired (cone 6) glazes_v2: OK?", "a\tb\nc\x00d\x7fe", "".join(chr(i) for i in range(128))]
    for text in texts:
        assert knowledge._ascii_words(text) == text.lower().translate(knowledge._ASCII_NON_WORD).split()
