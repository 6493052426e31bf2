"""Free-text tool arguments read from the request's own phrase for what they describe (issue 26;
notebook 03's tools). A model passes a short label argument the words the request uses for it, never
the request's bag of words: "the van's reg is KX21 ABC" gives ``vehicle_reg`` "KX21 ABC"; "set a
timer for an hour and a quarter for the bread" gives ``label`` "bread"; "remind me in half an hour
to move the car" gives ``note`` "move the car".

- ``stated_value(name, question)``: the value written after the argument's noun (its name words,
  or an alias: ``data/sim/described_args.yaml``) and a stating cue ("is", "was", ":", "called").
- ``purpose_value(name, question)``: for a purpose field (label, note, reminder...: data), the
  "to <what to do>" or "for <the thing>" phrase that ends the request, when it holds no figure.
- ``described_value(name, question)``: the first of the two.
- ``coded_value(name, question)``: a code written right after the argument's noun with no stating
  cue ("postcode LS6 2QT", "registration YX19 KTE"): one to three tokens, each with a digit or in
  capitals, one with a digit.
- ``nothing_left(question, used)``: the request holds no content word beyond ``used`` (the tool's
  own words and the other arguments' values): a free-text argument has no value of its own.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.values.field_readers import id_values
from course_lib.sim.words.text import STOP_WORDS, content_terms, stem

DATA = "described_args.yaml"
MAX_VALUE_WORDS = 6  # a stated label is a short phrase
MAX_CHARS = 600  # of a request read


@lru_cache(maxsize=1)
def _data() -> dict:
    from course_lib.sim.words.cues import read

    data = read(DATA)
    for key in ("aliases", "stated_cues", "purpose_fields", "generic_words", "stop_at"):
        if key not in data:
            raise ValueError(f"{DATA}: '{key}' is missing")
    return data


def _name_words(name: str) -> list[str]:
    generic = set(_data()["generic_words"])
    return [w for w in re.split(r"[_\W]+", name.lower()) if w and w not in generic]


def _nouns(name: str) -> list[str]:
    """The argument's noun and its aliases ("vehicle_reg": reg, registration, plate, vehicle)."""
    words = _name_words(name)
    out = list(reversed(words))  # the last word is the noun ("vehicle_reg": reg first)
    for w in words:
        out += list(_data()["aliases"].get(w) or [])
    return list(dict.fromkeys(out))


def _stated_re(nouns: list[str]) -> re.Pattern[str]:
    cues = "|".join(sorted((re.escape(c) for c in _data()["stated_cues"]), key=len, reverse=True))
    alt = "|".join(sorted((re.escape(n).replace(r"\ ", r"\s+") for n in nouns), key=len, reverse=True))
    return re.compile(rf"\b(?:{alt})s?\s*(?:{cues})(?!\w)\s*(?P<value>[^,.;!?\n]+)", re.IGNORECASE)


def _trimmed(value: str) -> str | None:
    stops = set(_data()["stop_at"])
    kept: list[str] = []
    for word in value.split():
        if word.lower() in stops and kept:
            break
        kept.append(word)
    text = " ".join(kept[:MAX_VALUE_WORDS + 1]).strip(" '\"“”‘’")
    text = re.sub(r"^(?:the|a|an|my|our)\s+", "", text, flags=re.IGNORECASE)
    if not text or len(text.split()) > MAX_VALUE_WORDS or not re.search(r"\w", text):
        return None
    return text


def stated_value(name: str, question: str) -> str | None:
    """The value the request states for the argument by its noun ("reg is KX21 ABC", "the
    route was Riverside Loop"); ``None`` when it states none."""
    nouns = _nouns(name)
    if not nouns:
        return None
    m = _stated_re(nouns).search(question[:MAX_CHARS])
    return _trimmed(m.group("value")) if m else None


def is_purpose_field(name: str) -> bool:
    """A short label of what a reminder, timer or task is for (by its name words: data)."""
    words = [w for w in re.split(r"[_\W]+", name.lower()) if w]
    return bool(words) and words[-1] in set(_data()["purpose_fields"])


_TAIL_RE = re.compile(r"\b(?P<cue>to|for)\s+(?P<value>[^,.;!?\n]+?)\s*(?:,?\s*(?:please|thanks|thank you))?[\s.!?]*$",
                      re.IGNORECASE)
_FIGURE_RE = re.compile(r"\d|\b(?:hours?|minutes?|mins?|seconds?|days?|weeks?|o'clock|half|quarter|noon|midnight|"
                        r"today|tomorrow|tonight|morning|afternoon|evening)\b", re.IGNORECASE)


def purpose_value(name: str, question: str) -> str | None:
    """For a purpose field: the "to <what to do>" / "for <the thing>" phrase ending the request
    ("... for an hour and a quarter for the bread": "bread"); ``None`` when the request ends in no
    such phrase, or the phrase is a time, a quantity or a number ("for 20 minutes")."""
    if not is_purpose_field(name):
        return None
    text = question[:MAX_CHARS]
    found = None
    for m in _TAIL_RE.finditer(text):  # the last "to" / "for" whose phrase runs to the end
        found = m
    if found is None:
        return None
    # the phrase after the last cue word that starts one ("for an hour for the bread": "the bread")
    value, cue = found.group("value"), found.group("cue").lower()
    inner = list(re.finditer(r"\b(to|for)\s+", value, re.IGNORECASE))
    if inner:
        value, cue = value[inner[-1].end():], inner[-1].group(1).lower()
    if _FIGURE_RE.search(value) or (cue == "to" and value[:1].isupper()):
        return None  # "for 20 minutes": a time; "a note to Callum": a person, no thing to do
    return _trimmed(value)


# a word that says when, ending a clause ("... tomorrow", "at 6pm"); a bare figure is content ("code 4411")
_TIME_WORD_RE = re.compile(r"^(?:today|tomorrow|tonight|morning|afternoon|evening|noon|midnight|o'clock|"
                           r"\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm))\W*$", re.IGNORECASE)


def clause_value(question: str) -> str | None:
    """The request's own clause for what a reminder, a message or a reason says, after a cue of
    the data's ``clause_cues`` ("remind me to take the bins out in an hour": "take the bins
    out"; "... because the boiler broke": "the boiler broke"), cut where a time or a quantity
    begins; ``None`` when no cue opens one or fewer than two words are left."""
    cues = "|".join(sorted((re.escape(c).replace(r"\ ", r"\s+") for c in _data().get("clause_cues") or []),
                           key=len, reverse=True))
    if not cues:
        return None
    from course_lib.sim.values.field_readers import quantities_in_figures

    # "remind me in 20 minutes to ...", "at 6pm": a time between the cue's words is no part of it
    text = re.sub(r"\s+(?:in|at|after|for|within)\s+\d+(?:[.:]\d+)?\s*(?:[a-z]+\b)?(?:\s+time\b)?", "",
                  quantities_in_figures(question[:MAX_CHARS]), flags=re.IGNORECASE)
    m = re.search(rf"\b(?:{cues})\s+(?P<value>[^,.;!?\n]+)", text, re.IGNORECASE)
    if m is None:
        return None
    kept: list[str] = []
    words = m.group("value").split()
    for i, word in enumerate(words):
        after = " ".join(words[i + 1:i + 3])
        if _TIME_WORD_RE.search(word) or (word.lower() in ("in", "for", "after", "at", "by", "within", "every")
                                          and _FIGURE_RE.search(after)):
            break  # "... in an hour and a half", "at 6pm", "tomorrow": a time, no part of the clause
        if word.lower() in ("please", "thanks") or (word.lower() in ("an", "a") and _FIGURE_RE.search(after)):
            break
        kept.append(word)
    while kept and kept[-1].lower() in ("in", "for", "after", "at", "by", "and", "then"):
        kept.pop()
    if len(kept) < 2 or len(kept) > 2 * MAX_VALUE_WORDS:
        return None
    return " ".join(kept).strip(" '\"“”‘’")


def described_value(name: str, question: str) -> str | None:
    """The request's own phrase for the argument: stated by its noun, else its purpose phrase."""
    return stated_value(name, question) or purpose_value(name, question)


def nothing_left(question: str, used: str) -> bool:
    """Whether every content word of ``question`` is one of ``used`` (the tool's name and
    description, the other arguments' values): "send a note to Callum" for
    ``send_note(recipient, message)`` leaves no word a message could be."""
    own = {stem(w) for w in content_terms(used)}
    return all(stem(w) in own for w in content_terms(question[:MAX_CHARS]))


_CODE_TOKEN = r"(?=[A-Za-z0-9-]*\d)[A-Za-z0-9-]{2,}|[A-Z]{2,}"  # "LS6", "2QT", "KTE": one with a digit first
MAX_CODE_TOKENS = 5


def unspaced(code: str, description: str) -> str:
    """``code`` with its group spaces left out when the argument's description asks for none
    (``unspaced_cues``: "no spaces", "digits only"); as written otherwise."""
    cues = "|".join(re.escape(c) for c in _data()["unspaced_cues"])
    return code.replace(" ", "") if re.search(rf"\b(?:{cues})\b", description, re.IGNORECASE) else code


def coded_value(name: str, question: str) -> str | None:
    """A code written right after the argument's noun, or after a stating cue of the data's
    ``stated_cues`` ("postcode LS6 2QT", "tracking number JD0147332188", "the order no. is
    KB 2207 15X"); ``None`` when the noun is not followed by one. The code is up
    to ``MAX_CODE_TOKENS`` tokens, the first holding a digit, the rest a digit or capitals, unless
    the id readers read it on in more groups (an IBAN, a card number): then the whole id. An id
    argument (a name word of ``id_name_words``: "tracking_id") is named too by one id noun of
    ``id_nouns`` the question writes once ("the number is JD0144 7720 19GB": one id in groups)."""
    # a name that is a function word alone names no code: "to" of send_text(to, ...) is no label of the "3pm" after
    # "moved to" (latent79); in a compound it is ("to_account": "to IT60 X054 ...")
    words = _name_words(name)
    nouns = [] if words and all(w in STOP_WORDS for w in words) else _nouns(name)
    if set(re.split(r"[_\W]+", name.lower())) & set(_data()["id_name_words"]):
        # "tracking_id" for "the number is JD0144 ...": an id's own noun, said alone once, names it
        said = [n for n in _data()["id_nouns"] if re.search(rf"\b{re.escape(n)}(?!\w)", question, re.IGNORECASE)]
        if len(said) == 1 and len(re.findall(rf"\b{re.escape(said[0])}(?!\w)", question, re.IGNORECASE)) == 1:
            nouns = [*nouns, said[0]]
    if not nouns:
        return None
    alt = "|".join(sorted((re.escape(n).replace(r"\ ", r"\s+") for n in nouns), key=len, reverse=True))
    cues = "|".join(sorted((re.escape(c) for c in _data()["stated_cues"]), key=len, reverse=True))
    # after the noun: nothing, or a stating cue ("the tracking no. is RM 4471 0923 5GB", "ref = AB12");
    # the first token holds a digit, or is capitals with a token holding a digit after it ("RM 4471")
    m = re.search(rf"\b(?:{alt})s?(?:\s+(?:number|no\.?|code|#))?(?:\s*(?:{cues})(?!\w)\s*|\s*[#:]?\s+)"
                  rf"(?P<value>(?:(?=\S*\d)[A-Za-z0-9-]{{2,}}|(?-i:[A-Z]{{2,}})(?=\s+\S*\d))"
                  rf"(?:\s+(?:{_CODE_TOKEN})){{0,{MAX_CODE_TOKENS - 1}}})(?![\w-])",
                  question[:MAX_CHARS], re.IGNORECASE)
    if not m:
        return None
    tokens = m.group("value").split()
    kept = tokens[:1] + [t for t in tokens[1:] if re.search(r"\d", t) or t.isupper()]
    kept = kept[: next((i for i, t in enumerate(tokens) if t not in kept), len(tokens))]
    value = " ".join(kept)
    # an id in more groups than a code's ("to IT60 X054 2811 1010 0000 0123 456", an IBAN): read whole
    return next((v for v in id_values(question[:MAX_CHARS]) if v.startswith(value) and len(v) > len(value)), value)

