"""``quantities.states`` and the sentences ``evidence.gather`` compares are what they were when
every sentence was typed in every way (issue 26, "Fast again").

``gather`` no longer reads every kind of value in every sentence of every document: a candidate
sentence keeps its words, and only the kind of value the question asks for ("@duration") is
looked for, one pattern (``quantities.states``). Two things must hold for the replies to stay
the same, checked here on the course's notes, the texts of the invented calibration sets
(``tests/sim/fresh``) and invented sentences in other wordings and formats:

- ``states(text, kind)`` is ``kind in value_types(text)`` for every kind, however the kinds
  depend on one another ("when" needs a date, an hour or a when-word; a stated value is a number);
- what ``gather`` intersects with the question's keys (``keys & cand.forms``, ``keys & cand.own``)
  is the same set as with all the sentence's values. It may iterate in another order (a set
  made of other members), which is no part of a score: ``gather`` sums weights with
  ``math.fsum``, exactly rounded in any order.
"""

from __future__ import annotations

import ast
import json
import random
from pathlib import Path

import pytest

from course_lib.sim.grounded.evidence import (
    _asked_values,
    _Candidate,
    _doc_candidates,
    _greedy,
    _words_only,
)
from course_lib.sim.material.documents import Document
from course_lib.sim.material.prose import units
from course_lib.sim.words import quantities, weekdays
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher

ROOT = Path(__file__).resolve().parents[2]
KINDS = sorted(quantities.NUMERIC_TYPES) + ["colour"]  # and a kind no pattern states

_INVENTED = [
    "Bake at 250 °C for 40 minutes every Friday, 3 km away, $5.",
    "The ferry leaves at 7.45 and again at noon; tickets cost 12 EUR.",
    "Renew the permit once a year, before 31 March, or pay a 15% surcharge.",
    "Inflate the tyres to 2.4 bar (35 psi) when they are cold.",
    "We meet on Tuesdays in the library; bring the form.",
    "Keep it in the fridge until the dough doubles.",
    "Press at 12 °C.",
    "It takes thirty seconds.",
    "for a period of five (5) years",
    "At the end of the sprint the team demos the build.",
    "During winter the office opens late.",
    "Water the seedlings twice daily in summer.",
    "The notice period is sixty (60) days from the date of the letter.",
    "每周一次，下午三点，温度 25 度。",
    "借期为 30 天，逾期每天罚款 0.5 元。",
    "如果下雨，比赛推迟到明天。",
    "The 2031 Lakeside Marathon winner lives in Porto.",
    "Set the cron to 0 3 * * 1.",
    "In the morning, check the kiln.",
    "A common mistake with slip is rushing; wait 4 hours.",
    "Studio rule 1007: clean the raku area after use.",
    "Distance to the hut: 14 km, about 900 m of climbing.",
    "No numbers here, only words about gardens.",
    "",
]


def _literals(path: Path) -> list[str]:
    """The string constants of a module (the calibration sets' notes, questions and prompts)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str) and len(n.value) > 15]


def _texts() -> list[str]:
    texts = [p.read_text(encoding="utf-8", errors="replace") for p in sorted((ROOT / "data").glob("*/**/*.md"))]
    texts += [t for p in sorted((ROOT / "tests/sim/fresh").glob("*.py")) for t in _literals(p)]
    return texts


def _sentences() -> list[str]:
    found = {u.text: None for text in _texts() for u in units(text)}
    found.update(dict.fromkeys(_INVENTED))
    rng = random.Random(26)
    words = " ".join(_INVENTED).split()
    for _ in range(400):  # the invented sentences' words shuffled into new ones
        found[" ".join(rng.choice(words) for _ in range(rng.randint(1, 14)))] = None
    return list(found)


@pytest.fixture(scope="module")
def sentences() -> list[str]:
    return _sentences()


def test_the_corpus_is_broad(sentences):
    assert len(sentences) > 3000
    for kind in quantities.NUMERIC_TYPES:  # every kind is stated somewhere, and not everywhere
        found = sum(kind in quantities.value_types(s) for s in sentences)
        assert 0 < found < len(sentences), kind


def test_states_is_value_types_one_kind_at_a_time(sentences):
    for text in sentences:
        want = quantities.value_types(text)
        got = {kind for kind in KINDS if quantities.states(text, kind)}
        assert got == want, text


def _questions() -> list[str]:
    found = []
    for path in sorted((ROOT / "data/eval").glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                found.append(row.get("question") or row.get("query") or "")
    found += [  # questions asking for values of every kind, in other wordings
        "How long should the dough rest?", "When does the ferry leave?", "What temperature for the glaze?",
        "How often do I water the seedlings?", "How far is the hut?", "How much does the permit cost?",
        "What pressure for the tyres?", "What percentage is the surcharge?", "How many hours should I wait?",
        "What time does the office open?", "Which day do we meet?", "什么时候还书？", "借期多久？", "温度是多少度？",
    ]
    return [q for q in found if q]


def _documents() -> list[Document]:
    docs = []
    for n, text in enumerate(_texts()):
        title = text.split("\n", 1)[0].lstrip("# ").strip()[:60] if n % 2 else ""  # with a title and without
        docs.append(Document(source=f"doc-{n}.md", title=title, body=text, number=n + 1))
    return docs


def test_gather_intersects_the_same_sets():
    knowledge = Knowledge.load()
    matcher, before = Matcher(knowledge), Matcher(knowledge)
    questions = _questions()
    rng = random.Random(26)
    checked = 0
    for i, doc in enumerate(_documents()):
        candidates = _doc_candidates(matcher, i, doc)
        for question in rng.sample(questions, 6):
            keys = {c.key for c in matcher.analyse(question).concepts}
            asked = tuple(k for k in keys if k[:1] == "@")
            for cand in candidates:
                read = _asked_values(cand, asked)
                own = before.forms(cand.sentence)  # as before: every value of the sentence
                own = own | weekdays.kin_stems(own, cand.sentence)  # (and the days its day groups speak of)
                forms = cand.forms | own  # (its context's forms with them)
                assert keys & read.forms == keys & forms, (question, cand.sentence)
                assert keys & read.own == keys & own, (question, cand.sentence)
                assert read.own <= own and read.forms <= forms  # nothing unasked is added
                checked += 1
    assert checked > 10_000


def test_short_sentences_against_many_keys_share_the_same_keys():
    """A sentence with fewer forms than the question has keys: the keys it shares are those it
    shares with all its values typed (the smaller set, the one an intersection iterates)."""
    knowledge = Knowledge.load()
    matcher, before = Matcher(knowledge), Matcher(knowledge)
    words = ("wait 4 hours on Friday at 9:30 for 3 km every day 25 °C costs $5 kiln glaze cone rule "
             "step number 10% 2 bar until noon twice log book clean area").split()
    rng = random.Random(26)
    doc = Document(source="s.md", title="", body="", number=1)
    checked = 0
    for _ in range(3000):
        sentence = " ".join(rng.choice(words) for _ in range(rng.randint(2, 9)))
        own = before.forms(sentence)
        cand = _Candidate(0, doc, sentence, matcher.forms_without_values(sentence), matcher.forms_without_values(sentence))
        for kind in ("duration", "number", "when", "date"):
            pool = [f for f in own if f[:1] != "@"] + [f"@{kind}"] + [f"x{i}" for i in range(10)]
            keys = set(rng.sample(pool, min(len(pool), rng.randint(2, 12))))
            read = _asked_values(cand, (f"@{kind}",))
            assert keys & read.forms == keys & own and keys & read.own == keys & own, (sentence, keys)
            checked += len(own) <= len(keys)
    assert checked > 3000


def test_a_score_is_the_same_in_whatever_order_its_keys_iterate():
    """Three words weighing 0.1, 0.3 and 1.05 meet exactly what one word of 1.45 meets: the two
    sentences tie and the first in the notes is picked. Summed one by one in any of the six
    orders the three come to 1.4500000000000002 and the later sentence won (at every hash seed);
    in another order than it was before, a sum can also move the other way, so a reply could
    hang on the order a set of keys iterates in (``gather`` and ``_greedy`` sum with ``fsum``)."""
    doc = Document(source="f.md", title="", body="The pier is open. The ferry runs daily.", number=1)
    weight = {"ferry": 1.45, "tide": 0.1, "pier": 0.3, "dock": 1.05}
    single = _Candidate(0, doc, "The ferry runs daily.", frozenset({"ferry"}), frozenset({"ferry"}), position=0)
    triple = _Candidate(0, doc, "The pier is open.", frozenset({"tide", "pier", "dock"}),
                        frozenset({"tide", "pier", "dock"}), position=1)
    for hits in (frozenset({"tide", "pier", "dock"}), frozenset({"dock", "pier", "tide"}), frozenset(weight) - {"ferry"}):
        pool = [(single, frozenset({"ferry"}), 0.0), (triple, hits, 0.0)]
        picked = _greedy(pool, weight, "when does the ferry leave?", None, frozenset(), frozenset())
        assert picked[0] is single


def test_a_candidate_keeps_its_words_and_context():
    knowledge = Knowledge.load()
    matcher = Matcher(knowledge)
    doc = Document(source="k.md", title="Kiln care", body="Wait 4 hours before glazing. Clean the kiln on Fridays.", number=1)
    first, second = _doc_candidates(matcher, 0, doc)
    assert "@duration" not in first.own and "wait" in first.own
    assert _words_only(matcher.forms("Kiln care")) <= first.forms
    assert "@duration" in _asked_values(first, ("@duration",)).own
    assert "@duration" not in _asked_values(second, ("@duration",)).forms
    doc = Document(source="f.md", title="Project Falcon notes", body="The team reports to Alice Chen in Porto.", number=1)
    (cand,) = _doc_candidates(matcher, 0, doc)
    assert cand.entities == ("Alice Chen", "Porto", "Project Falcon")  # read when first asked for
    assert cand.entities_low == ("alice chen", "porto", "project falcon")


def test_a_read_candidate_is_the_candidate_with_its_new_sets():
    """``_asked_values`` makes its candidate field by field (``dataclasses.replace`` reflected on
    every field each time); every other field must be the candidate's own, a field added later
    included (the dataclass's equality compares them all)."""
    from dataclasses import replace

    knowledge = Knowledge.load()
    matcher = Matcher(knowledge)
    doc = Document(source="k.md", title="Kiln care", body="Wait 4 hours before glazing. Clean the kiln on Fridays.", number=1)
    for cand in _doc_candidates(matcher, 0, doc):
        for keys in ({"@duration", "kiln", "wait"}, {"@date", "clean", "kiln"}):
            read = _asked_values(cand, tuple(k for k in keys if k[:1] == "@"))
            assert read == replace(cand, forms=read.forms, own=read.own)
