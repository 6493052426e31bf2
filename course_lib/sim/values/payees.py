"""The person a paying or sending request names (issue 26; notebook 03's tools): "pay gemma two
hundred and fifteen pounds for the tickets" pays ``gemma``, never "tickets" (what the money is
for); "can you transfer 12.50 to aoife for the taxi" pays ``aoife``. The verbs, particles and the
words that are no one are data (``data/sim/payees.yaml``); a word as common as an everyday word is
no name unless written with a capital ("send cover" is none).

- ``payee(question)``: the word right after a paying / sending verb (the whole capitalised name it
  opens: "pay Nordvik Rør"), else the word after "to" in that verb's clause ("to my nan": a
  relation, data); ``None`` when neither is a name.
"""

from __future__ import annotations

import re
from functools import lru_cache

DATA = "payees.yaml"
MAX_CHARS = 600  # of a request read
MAX_MATCHES = 8  # verbs looked at


@lru_cache(maxsize=1)
def _data() -> dict:
    from course_lib.sim.words.cues import read

    data = read(DATA)
    for key in ("verbs", "skip", "not_people", "everyday_zipf", "people_nouns"):
        if key not in data:
            raise ValueError(f"{DATA}: '{key}' is missing")
    return data


@lru_cache(maxsize=1)
def _verb_re() -> re.Pattern[str]:
    verbs = "|".join(sorted(map(re.escape, _data()["verbs"]), key=len, reverse=True))
    return re.compile(rf"\b(?:{verbs})\b(?P<rest>(?:[^.;!?\n]|(?<=\d)\.(?=\d))*)", re.IGNORECASE)


def _a_name(word: str) -> bool:
    from course_lib.sim.words.number_words import values
    from course_lib.sim.words.weights import zipf

    if re.search(r"['’]s?$", word):
        return False  # "forward Kwame's payslip to Lotte": the owner of what is sent, not whom to
    low = word.lower().strip("'’")
    if low in set(_data()["not_people"]) or low in values(0, 100):
        return False
    return word[:1].isupper() or zipf(low) < float(_data()["everyday_zipf"])


def _whole_name(first: str, rest: str) -> str:
    """The capitalised name that opens with ``first`` ("pay Nordvik Rør 450 kroner": "Nordvik Rør",
    "pay Hartley & Sons": the whole firm), else ``first``."""
    from course_lib.sim.words.text import names

    if not first[:1].isupper():
        return first
    from course_lib.sim.words.day_names import MONTHS, WEEKDAYS

    whole = next((n for n in names(rest) if n.split()[0] == first), None)
    if not whole or not rest.lstrip().startswith(whole):
        return first
    kept = []
    for word in whole.split():  # never a figure or a day ("pay Tom Monday", "Ana de la Cruz 40")
        if any(c.isdigit() for c in word) or word.lower() in WEEKDAYS or word.lower() in MONTHS:
            break
        kept.append(word)
    while kept and not kept[-1][:1].isupper():
        kept.pop()  # a particle or "&" left at the end
    return " ".join(kept) or first


def payee(question: str) -> str | None:
    """The person paid or sent to: the word right after a paying / sending verb ("pay gemma"),
    else the word after "to" in that verb's clause, before any "for" ("transfer 12.50 to aoife for
    the taxi"); ``None`` when there is none."""
    for i, m in enumerate(_verb_re().finditer(question[:MAX_CHARS])):
        if i >= MAX_MATCHES:
            break
        words = m.group("rest").split()
        if words and words[0].lower() in set(_data()["skip"]):
            words = words[1:]  # "pay back gemma"
        first = words[0].strip(",:") if words else ""
        if re.fullmatch(r"[^\W\d_][\w'’-]*", first) and _a_name(first):
            return _whole_name(first, m.group("rest"))
        clause = re.split(r"\bfor\b", m.group("rest"), maxsplit=1, flags=re.IGNORECASE)[0]
        to = re.search(r"\bto\s+(?:(?P<det>my|our|his|her|their)\s+)?(?P<who>[^\W\d_][\w'’-]*)", clause, re.IGNORECASE)
        if to and to.group("det"):  # "to my nan": a person by a relation
            if to.group("who").lower() in set(_data()["people_nouns"]):
                return f"{to.group('det')} {to.group('who')}"
        elif to and _a_name(to.group("who")):
            return to.group("who")
    return None
