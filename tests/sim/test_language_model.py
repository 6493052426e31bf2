"""``sim.language_model``: the language identifier read from the cache folder's copy is the one
py3langid builds itself (the same codes, confidences and rankings), the copy is made once and
read after, and a damaged copy is made again (issue 26, "Fast again": unpacking py3langid's
LZMA model cost every kernel about half a second of CPU)."""

from __future__ import annotations

import random

import pytest

from course_lib.sim.words import language_model
from course_lib.sim.words.sentiment import _LANGUAGES

TEXTS = [
    "Where is the nearest train station?",
    "¿Dónde está la estación de tren más cercana?",
    "Où se trouve la gare la plus proche ?",
    "Wo ist der nächste Bahnhof? Die Bibliothek schließt um acht.",
    "Dov'è la stazione più vicina?",
    "Onde fica a estação de trem mais próxima?",
    "Waar is het dichtstbijzijnde treinstation?",
    "Где ближайший вокзал?",
    "最近的火车站在哪里？",
    "最寄りの駅はどこですか？",
    "가장 가까운 기차역이 어디에 있나요?",
    "Nerede en yakın tren istasyonu?",
    "Gdzie jest najbliższy dworzec kolejowy?",
    "Var ligger närmaste tågstation?",
    "Hvor er den nærmeste togstation?",
    "Missä on lähin rautatieasema?",
    "Kde je nejbližší vlakové nádraží?",
    "Πού είναι ο πλησιέστερος σιδηροδρομικός σταθμός;",
    "איפה תחנת הרכבת הקרובה?",
    "Di mana stasiun kereta terdekat?",
    "Ga tàu gần nhất ở đâu?",
    "Hol van a legközelebbi vasútállomás?",
    "Unde este cea mai apropiată gară?",
    "Де найближчий вокзал?",
    "محطة القطار الأقرب أين؟",
    "निकटतम रेलवे स्टेशन कहाँ है?",
    "",
    "ok",
    "The kiln step number 1005 needs care.",
]


def _random_texts(n: int) -> list[str]:
    rng = random.Random(26)
    words = " ".join(TEXTS).split()
    return [" ".join(rng.choice(words) for _ in range(rng.randint(1, 9))) for _ in range(n)]


pytestmark = pytest.mark.slow  # each load unpacks py3langid's model (about half a second)


@pytest.fixture(scope="module")
def shipped():
    from py3langid.langid import _load_identifier

    return _load_identifier(langs=list(_LANGUAGES))


def _same(a, b, texts):
    for text in texts:
        assert a.classify(text) == b.classify(text), text
        assert a.rank(text) == b.rank(text), text


def test_the_copy_classifies_as_py3langid_does(tmp_path, monkeypatch, shipped):
    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path))
    texts = TEXTS + _random_texts(300)
    first = language_model.load_identifier(tuple(_LANGUAGES))  # unpacks the shipped model, writes the copy
    copies = list((tmp_path / "langid").glob("*.npz.z"))
    assert len(copies) == 1 and copies[0].stat().st_size < 8_000_000
    second = language_model.load_identifier(tuple(_LANGUAGES))  # reads the copy
    _same(first, shipped, texts)
    _same(second, shipped, texts)


def test_a_damaged_copy_is_made_again(tmp_path, monkeypatch, capsys, shipped):
    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path))
    language_model.load_identifier(tuple(_LANGUAGES))
    (copy,) = (tmp_path / "langid").glob("*.npz.z")
    data = bytearray(copy.read_bytes())
    data[1000] ^= 0xFF
    copy.write_bytes(bytes(data))
    capsys.readouterr()
    again = language_model.load_identifier(tuple(_LANGUAGES))
    assert "cached language model" in capsys.readouterr().err
    _same(again, shipped, TEXTS)
    assert language_model._read_copy(copy) is not None  # written anew


def test_without_a_cache_folder_py3langid_loads_its_own(monkeypatch, shipped):
    monkeypatch.setattr(language_model, "_copy_path", lambda langs: None)
    _same(language_model.load_identifier(tuple(_LANGUAGES)), shipped, TEXTS)


@pytest.mark.parametrize(("text", "code"), [
    ("1.5kg lamb leg cost", "en"),       # short English words the identifier took for another language
    ("2 pints whole milk price", "en"),
    ("var hålls stämman", "sv"),         # guards: short texts in their own language stay theirs
    ("quanto costa il pane", "it"),
    ("precio del pan", "es"),
])
def test_a_short_text_of_english_words_is_english(text, code):
    from course_lib.sim.words.sentiment import language_code

    assert language_code(text) == code
