"""``first_matches.FirstMatches`` finds exactly what ``[p.search(text) for p in patterns]`` finds.

It skips a pattern whose needed literal strings (read from the parsed pattern) are not in the
lower-cased text; these cases would show a wrong skip or a wrong needed string: case, Unicode
folds that ``str.lower`` does not make ("ı", "ſ", the final sigma), a text whose lower-cased
form is longer ("İ"), alternations, optional parts, repeats, look-behinds and Chinese.
"""

from __future__ import annotations

import re

import pytest

from course_lib.sim.words.cues import task_cues
from course_lib.sim.words.first_matches import (
    DIGIT,
    AnyMatches,
    FirstMatches,
    LiteralFinder,
    top_level_alternatives,
)

_I = re.IGNORECASE

PATTERNS = [re.compile(p, _I) for p in (
    r"\bre-?writ", r"sub-?questions?", r"\b(?:fully|partially) supported\b|\bno support\b",
    r"\bhelps? (?:to )?answer (?:the |a )?question\b", r"(?:如果|若|\bif\b)[^。.\n]{0,16}?(?:足够|\benough\b)",
    r"(?<=step )\d+", r"\bclass\b", r"\bkiss\b", r"σας", r"(?:ab)+c", r"x{2,}y", r"\bstraße\b", r"[a-c]+d",
    r"ıstanbul", r"\bpass\b", r"\d+\s*[月日号]", r"\b\d{1,2}[:.]\d{2}\b", r"[KS]elvin",
)]

TEXTS = [
    "Please REWRITE the question; it has sub-Questions.",
    "The answer is Partially Supported by the facts, or NO SUPPORT at all.",
    "Does this help answer the question? If the notes are ENOUGH, say so.",
    "如果资料足够，请回答。 Step 12 then step 7.",
    "A CLASS of its own; the ſtrange KIſS (long s) and the claſs.",
    "ΣΑΣ and σας, and a word ending in sigma: ΚΑΛΟΣ.",
    "İstanbul and ISTANBUL and ıstanbul: a longer lower-case form.",
    "ababc xxxy abcd STRASSE Straße straẞe, pass PASS paſs",
    "Open 3月 5日, at 9:30 or 10.15; 20 号. 4 Kelvin, 4 Kelvin, ſelvin.",
    "",
    "nothing to find here",
]


def _spans(found):
    return [(m.span(), m.group(0)) if m else None for m in found]


@pytest.mark.parametrize("text", TEXTS)
def test_same_first_matches_as_searching_each(text):
    fm = FirstMatches(PATTERNS)
    for variant in (text, text.upper(), text.lower(), text[::-1], text + " " + text):
        assert _spans(fm(variant)) == _spans(p.search(variant) for p in PATTERNS), variant


_MORE_TEXTS = [
    "Bake at 250 °C for 40 minutes every Friday, 3 km away, $5.", "每周一次，下午三点，温度 25 度。",
    "The ferry sails on 3rd of Oct. and again Dec 12; 1999 was the last year with 2 boats.",
    "Tyres at 2.4 BAR (35 PSI), 12 °F, 90 KM/H, 7 p.m. or 19:45, £3 or 4 yuan, 15 per cent.",
    "Twice a fortnight, once nightly, each MORNING; as soon as the 2024-05-01 build lands.",
    "借期为 30 天，逾期每天罚款 0.5 元；星期三下午 3 点，温度 20 度（不是度假）。",
    "A plain line with no value: gardens, compost and a shed.",
    "ſtudio rule 5: the İstanbul office opens in ſummer; ΣΑΣ.",
]


def _random_texts(n: int = 400) -> list[str]:
    import random

    rng = random.Random(26)
    words = ("at in on every each per once twice 12 3.5 1999 2031 Oct october Fri Friday noon 7pm a.m. "
             "°C ℃ degrees km m mi miles hours h s min weeks $ € 20% percent bar psi 月 日 号 点 天 元 度 假 "
             "星期 周 当 时 , . : / - until before the kiln step number 12:30 3/4 today").split()
    return [" ".join(rng.choice(words) for _ in range(rng.randint(0, 12))) for _ in range(n)]


def test_value_kinds_are_the_same_as_searching_each():
    from course_lib.sim.words import quantities

    patterns = list(quantities._VALUE_PATTERNS.values())
    for text in TEXTS + _MORE_TEXTS + _random_texts():
        for variant in (text, text.upper(), text.title()):
            expected = [p.search(variant) is not None for p in patterns]
            folded = quantities._VALUE_FOUND.fold(variant)
            assert [quantities._VALUE_FOUND.found(i, variant, folded) for i in range(len(patterns))] == expected, variant
            assert [quantities._VALUE_FOUND.found(i, variant) for i in range(len(patterns))] == expected, variant


@pytest.mark.parametrize(
    ("pattern", "parts"),
    [
        (r"a|b", ["a", "b"]),
        (r"(?:a|b)c|d", ["(?:a|b)c", "d"]),
        (r"[|]x|y", ["[|]x", "y"]),
        (r"[]|]x|y", ["[]|]x", "y"]),
        (r"[^]|]x|y", ["[^]|]x", "y"]),
        (r"\|x|\\|y", ["\\|x", "\\\\", "y"]),
        (r"[\]|]|z", ["[\\]|]", "z"]),
        (r"(a(b|c)|d)e", ["(a(b|c)|d)e"]),
    ],
)
def test_top_level_alternatives(pattern, parts):
    assert top_level_alternatives(pattern) == parts


def test_any_matches_is_searching_each_on_patterns_of_every_shape():
    texts = TEXTS + _MORE_TEXTS + _random_texts(100)
    am = AnyMatches(PATTERNS + [re.compile(r"(a)x\1|kiln"), re.compile(r"(?i)kiln|oven"), re.compile(r"[|]|\|z")])
    for text in texts:
        for variant in (text, text.upper()):
            assert [am.found(i, variant) for i in range(len(am.patterns))] == [
                p.search(variant) is not None for p in am.patterns
            ], variant


def test_the_task_cues_are_skipped_by_their_literals():
    patterns = [p for cues in task_cues()[0].values() for p, _ in cues]
    fm = FirstMatches(patterns)
    assert sum(need is not None for need in fm.needs) >= 0.9 * len(patterns)
    text = "You are a grader assessing relevance of a retrieved document to a user question. " * 20
    assert _spans(fm(text)) == _spans(p.search(text) for p in patterns)


@pytest.mark.parametrize(
    ("pattern", "members"),
    [
        (r"\d+\s*km", [r"\d"]),
        (r"\b(?:19|20)\d{2}\b", ["1", "2"]),
        (r"(?<=step )\d+", [r"\d"]),
        (r"[a-c]+d|x{2,}y", ["a-c", "x"]),
        (r"(?:\d+|[一二])\s*天", [r"\d", "一", "二"]),
        (r"\$\s?\d", [r"\$"]),
    ],
)
def test_a_starter_is_the_class_of_first_characters(pattern, members):
    from course_lib.sim.words.first_matches import starter_pattern

    assert starter_pattern(re.compile(pattern)).pattern == f"[{''.join(members)}]"


@pytest.mark.parametrize("pattern", [r"a?b", r"(?:x|)y", r".b", r"[^a]b", r"(?i:k)iln", r"(?:a|.)b", r"\b", r"x*"])
def test_no_starter_where_a_match_may_begin_with_any_character(pattern):
    from course_lib.sim.words.first_matches import starter_pattern

    assert starter_pattern(re.compile(pattern)) is None


def test_searching_from_the_starter_finds_the_first_match():
    """The same first match as a search from the start, look-behinds and word boundaries
    included (a search from a position sees the text before it)."""
    from course_lib.sim.words.first_matches import starter_pattern

    patterns = PATTERNS + [re.compile(p, f) for p, f in (
        (r"(?<![\w.])\d+(?:\.\d+)?", 0), (r"\b\d{1,2}\s*(?:am|pm)", _I), (r"(?<=\d)\s*°C", 0), (r"\bkm\b", _I),
    )]
    for pattern in patterns:
        starter = starter_pattern(pattern)
        if starter is None:
            continue
        for text in TEXTS + _MORE_TEXTS + _random_texts(200):
            for variant in (text, text.upper(), "x" + text):
                start = starter.search(variant)
                found = pattern.search(variant, start.start()) if start else None
                expected = pattern.search(variant)
                assert (found and found.span()) == (expected and expected.span()), (pattern.pattern, variant)


def test_an_alternative_is_searched_only_where_every_string_it_needs_is():
    """"{number} degrees" needs a digit and "degree": a sentence with a number and no unit is not
    searched for it (the unit is the telling string; the digit alone is in most sentences)."""
    am = AnyMatches([re.compile(r"\d+\s*(?:degrees?|°)|\btemperature\b", _I), re.compile(r"(?:\d+|[一二])\s*(?:天|周)|\bnever\b")])
    unit_gates = [also for _, _, _, also in am.parts[0]]
    assert [g.pattern for g in unit_gates[0]] == ["degree|°"] and unit_gates[1] == ()
    assert [g.pattern for g in am.parts[1][0][3]] == ["周|天"]
    for text in TEXTS + _MORE_TEXTS + _random_texts(300) + ["Bake 40 minutes.", "Heat to 200 DEGREES", "等 2 天"]:
        for variant in (text, text.upper()):
            assert [am.found(i, variant) for i in range(2)] == [p.search(variant) is not None for p in am.patterns], variant


def test_matching_is_found_for_every_pattern_with_shared_searches_done_once():
    """``AnyMatches.matching`` (every pattern of one text at once, each shared gate, finder and
    starter searched once) answers as searching each pattern does, on the value patterns (which
    share "a number" as their starter) and on patterns of every shape."""
    from course_lib.sim.words import quantities

    value = quantities._VALUE_FOUND
    other = AnyMatches(PATTERNS + [re.compile(r"(a)x\1|kiln"), re.compile(r"(?i)kiln|oven"), re.compile(r"[|]|\|z")])
    for text in TEXTS + _MORE_TEXTS + _random_texts():
        for variant in (text, text.upper(), text.title()):
            for am in (value, other):
                expected = [p.search(variant) is not None for p in am.patterns]
                assert am.matching(variant) == expected, variant
                assert am.matching(variant, am.fold(variant)) == expected, variant


def test_an_ascii_text_is_not_searched_for_parts_that_need_another_script():
    """An alternative that needs one of some strings each holding a non-ASCII character ("天",
    "个月", "°") is left out of ``matching`` for an ASCII text, which cannot hold it; the others
    and a text in another script are searched as before."""
    am = AnyMatches([re.compile(r"\d+\s*(?:天|个月)|\d+\s*days?|\d+\s*°C?"), re.compile(r"kiln")])
    assert len(am.parts[0]) == 3 and len(am._ascii_parts[0]) == 1 and len(am._ascii_parts[1]) == 1
    for text, expected in [("wait 3 days", [True, False]), ("3 天 kiln", [True, True]), ("20 °C", [True, False]),
                           ("3 hours in the kiln", [False, True])]:
        assert am.matching(text) == expected == [p.search(text) is not None for p in am.patterns], text


def test_found_skips_for_an_ascii_text_the_parts_that_need_another_script():
    """``found``, asked one pattern at a time (``quantities.states``), leaves out the same parts
    for an ASCII text as ``matching``: only the ASCII parts are read for one."""
    am = AnyMatches([re.compile(r"\d+\s*(?:天|个月)|\d+\s*days?|\d+\s*°C?")])
    am.parts = [()]  # every part for a text in another script: none here
    assert am.found(0, "wait 3 days") and not am.found(0, "3 hours")
    assert not am.found(0, "3 天")


_CUE_WORDS = ("answer answers reply respond say help helps the user's question query yes no or / does this passage "
              "document context contains holds key points information use only following provided whether can be "
              "answered useful for in to of relevant grade score JSON rewrite sub-question step back 1 5 : ? . "
              "ſ ı K").split()


def test_the_other_strings_a_cue_needs_are_looked_for_too():
    patterns = [p for cues in task_cues()[0].values() for p, _ in cues]
    fm = FirstMatches(patterns)
    assert sum(bool(also) for also in fm._also) >= 10  # many cues need more than one word
    import random

    rng = random.Random(63)
    texts = [" ".join(rng.choice(_CUE_WORDS) for _ in range(rng.randint(0, 30))) for _ in range(400)]
    texts += ["Does this passage help answer the question? Answer yes or no.",
              "Answer the user's question from the context." + " " * 300 + "\n" * 3,
              "Is the document useful for answering the query? Reply with yes / no only."]
    for text in texts:
        assert _spans(fm(text)) == _spans(p.search(text) for p in patterns), text
        for i in range(0, len(patterns), 7):
            found, plain = fm.search(i, text), patterns[i].search(text)
            assert (found and found.span()) == (plain and plain.span()), (i, text)


def test_a_finder_of_ascii_and_chinese_strings_finds_either_where_it_can_be():  # a guard: passes on the old code too
    """An ASCII text is looked through for the finder's ASCII strings only (speed71): the answer
    is the same, a Chinese string being in no ASCII text; a text with any other character is
    looked through for all of them."""
    finder = LiteralFinder({"ignore", "忽略", DIGIT})
    assert finder.search("please ignore it") and finder.search("请忽略") and finder.search("请 ignore")
    assert finder.search("room 4") and finder.search("房间4")
    assert finder.search("nothing here") is None and finder.search("什么都没有") is None
