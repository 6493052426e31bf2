"""A settings file of ``KEY := value`` lines read as groups by key prefix (issue 26).

A Makefile-like or INI-like file ("ZONE_A_POSTCODES := ME13", "ZONE_A_DAYS := Mon Wed Fri",
"NO_DELIVERY := Sunday bank-holidays", "PICKUP_TIME = 08:05") is read as prose by the other
readers: a line is one token the question's words barely meet, and quoting it puts ":=" in the
reply with no yes or no. Here a document most of whose lines are such assignments (upper-case keys,
``:=``, ``?=``, ``=``; a later assignment of a key wins, as in make) is read as settings grouped by
the key's prefix (all but its last word: ``ZONE_A`` for ``ZONE_A_DAYS``).

``answered(question, bodies)``:

- a day asked (``data/sim/prefix_settings.yaml`` days; a day name one letter off, "thursay", is
  the day): a ``NO_...`` key (data: negative_keys) listing the day answers "No"; else the group
  one of whose values the question names ("ME13", "Quarry Lane") answers from its ``..._DAYS`` key:
  "Yes" when the day is listed, else "No" with the group's days; a day asked of several groups with
  no value named is ``Unsure``;
- a value of a group named with no day: the group's key the question asks ("how much" -> PRICE,
  "min order" -> MIN_ORDER, "which days" -> DAYS) given with its value;
- a code of the shape of a group's values that no group lists ("TN23" beside "ME13"): ``NotListed``;
- else the one key all of whose words the question names ("what time is pickup" -> PICKUP_TIME).

The reply never writes ":=": keys are given as words ("zone a days"). ``None`` when the documents are
no such file or nothing here answers (the other readers answer). Bounded: ``_MAX_LINES``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.reports.reader_results import Answer, Unsure
from course_lib.sim.words.cues import read as read_data
from course_lib.sim.words.text import stem

DATA = "prefix_settings.yaml"
RULE = "a settings file of KEY := value lines read as groups by their key prefix"
_MAX_LINES = 400
_MIN_SETTINGS = 3
_LINE_RE = re.compile(r"^[ \t]*(?P<key>[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{2,}[A-Z0-9]*)[ \t]*(?::=|\?=|\+=|=)[ \t]*"
                      r"(?P<value>[^\n]*?)[ \t]*$")
_WORD_RE = re.compile(r"[a-z0-9][a-z0-9'\-]*")
_CLOCK_RE = re.compile(r"(?:[01]?\d|2[0-3])[:.][0-5]\d(?:\s*[ap]\.?m\.?)?", re.I)
_CODE_RE = re.compile(r"\b[A-Z]{1,3}\d{1,3}[A-Z]?\b")


@dataclass(frozen=True)
class NotListed:
    code: str
    keys: tuple[str, ...]
    rule: str = "a code of the shape of a settings file's listed values that none of its lists holds"

    @property
    def text(self) -> str:
        return f"{self.code} is not in any of the settings' lists ({', '.join(self.keys)}), so the settings do not cover it."


@lru_cache(maxsize=1)
def _data() -> dict:
    d = read_data(DATA)
    day_of = {name: int(n) for n, names in d["days"].items() for name in names}
    return {"day_keys": frozenset(d["day_keys"]), "negative": frozenset(d["negative_keys"]), "day_of": day_of,
            "full": {names[0]: int(n) for n, names in d["days"].items()},
            "asks": {k: tuple(v) for k, v in d["asks"].items()}, "yes_no": re.compile(d["yes_no"], re.I)}


_DAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


@lru_cache(maxsize=64)
def _settings(body: str) -> dict[str, str] | None:
    """The file's settings, key -> value (the last assignment wins); ``None`` for no such file."""
    if ":=" not in body and "=" not in body:
        return None
    lines = [ln for ln in body.splitlines()[:_MAX_LINES] if ln.strip() and not ln.lstrip().startswith(("#", ";", "//"))]
    found: dict[str, str] = {}
    met = 0
    for ln in lines:
        m = _LINE_RE.match(ln)
        if m:
            met += 1
            found[m.group("key")] = m.group("value").strip().strip("\"'")
    if met < _MIN_SETTINGS or met < 0.8 * len(lines) or not any("_" in k for k in found):
        return None
    return found


def _words(key: str) -> list[str]:
    return key.lower().split("_")


def _named(key: str) -> str:
    return " ".join(_words(key))


def _edit1(a: str, b: str) -> bool:
    """``a`` is ``b`` with one letter left out, added or changed."""
    if abs(len(a) - len(b)) > 1 or a == b:
        return a == b
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b, strict=True)) == 1
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return any(long_[:i] + long_[i + 1:] == short for i in range(len(long_)))


def _day(words: list[str]) -> int | None:
    day_of = _data()["day_of"]
    for w in words:
        if w in day_of and w not in ("sun", "sat"):  # "sat" and "sun" are words too
            return day_of[w]
        if len(w) >= 5:
            for full, n in _data()["full"].items():
                if _edit1(w, full) or _edit1(w, full + "s"):
                    return n
    return None


def _items(value: str) -> list[str]:
    parts = value.split(",") if "," in value else value.split()
    return [p.strip() for p in parts if p.strip()]


def _days_of(value: str) -> set[int] | None:
    day_of = _data()["day_of"]
    days = {day_of[i.lower().rstrip(".")] for i in _items(value) if i.lower().rstrip(".") in day_of}
    return days or None


def _groups(settings: dict[str, str]) -> dict[str, list[str]]:
    """prefix -> its keys: each key under its longest prefix that another key shares ("ZONE_C" for
    "ZONE_C_MIN_ORDER" beside "ZONE_C_DAYS")."""
    shared: dict[str, int] = {}
    for key in settings:
        parts = key.split("_")
        for n in range(1, len(parts)):
            shared["_".join(parts[:n])] = shared.get("_".join(parts[:n]), 0) + 1
    by: dict[str, list[str]] = {}
    for key in settings:
        parts = key.split("_")
        prefix = next(("_".join(parts[:n]) for n in range(len(parts) - 1, 0, -1) if shared["_".join(parts[:n])] >= 2),
                      None)
        if prefix is not None:
            by.setdefault(prefix, []).append(key)
    return {p: keys for p, keys in by.items() if len(keys) >= 2}


def _is_day_key(key: str) -> bool:
    return _words(key)[-1] in _data()["day_keys"]


def _is_negative(key: str) -> bool:
    return _words(key)[0] in _data()["negative"]


def _member(question: str, settings: dict[str, str], groups: dict[str, list[str]]) -> tuple[str, str] | None:
    """(the group's prefix, the value the question names) for the one group whose values it names."""
    low = f" {question.lower()} "
    found: set[tuple[str, str]] = set()
    for prefix, keys in groups.items():
        if _is_negative(prefix + "_x"):
            continue
        for key in keys:
            if _is_day_key(key):
                continue
            for item in _items(settings[key]):
                if item.isdigit() or len(item) < 2 or re.fullmatch(r"[\d.,£$€%]+", item):
                    continue
                if re.search(rf"(?<![\w-]){re.escape(item.lower())}(?![\w-])", low):
                    found.add((prefix, item))
    return next(iter(found)) if len({p for p, _ in found}) == 1 else None


def _day_list(days: set[int]) -> str:
    return ", ".join(_DAY_NAMES[d] for d in sorted(days))


def _asked_key(question: str, keys: list[str], prefix: str, settings: dict[str, str]) -> str | None:
    low = question.lower()
    words = {stem(w) for w in _WORD_RE.findall(low)}
    asks = _data()["asks"]
    hits = []
    for key in keys:
        own = _words(key)[len(_words(prefix)):]
        if own and all(stem(w) in words for w in own):
            hits.append((2, key))
        elif own and any(re.search(rf"\b{re.escape(c)}\b", low) for c in asks.get(own[0], ())):
            hits.append((1, key))
    if not hits and any(re.search(rf"\b{re.escape(c)}\b", low) for c in asks.get("time", ())):
        hits = [(1, key) for key in keys if _CLOCK_RE.fullmatch(settings[key].strip())]  # "what time" -> a clock value
    if not hits:
        return None
    best = max(h for h, _ in hits)
    top = [k for h, k in hits if h == best]
    return top[0] if len(top) == 1 else None


def _unlisted_code(question: str, settings: dict[str, str], groups: dict[str, list[str]]) -> NotListed | None:
    codes = [c for c in _CODE_RE.findall(question)]
    if not codes:
        return None
    shapes: dict[str, list[str]] = {}
    for keys in groups.values():
        for key in keys:
            for item in _items(settings[key]):
                if _CODE_RE.fullmatch(item):
                    shapes.setdefault(key, []).append(item)
    if not shapes:
        return None
    listed = {i for items in shapes.values() for i in items}
    for code in codes:
        if code not in listed:
            return NotListed(code, tuple(_named(k) for k in shapes))
    return None


def _other_terms(question: str, item: str, settings: dict[str, str], groups: dict[str, list[str]], prefix: str) -> bool:
    """The question names a figure besides the value ``item``, or a setting of no group parallel to
    ``prefix``'s (an extra charge beside the zone's price; not another zone's price, not a NO_ key)."""
    rest = question.lower().replace(item.lower(), " ")
    if any(c.isdigit() for c in rest):
        return True
    stems = {stem(w) for w in _WORD_RE.findall(rest) if len(w) > 3}
    suffixes = {key[len(prefix):] for key in groups[prefix]}
    for key in settings:
        if key in groups[prefix] or _is_negative(key):
            continue
        p = next((p for p, keys in groups.items() if key in keys), None)
        if p is not None and key[len(p):] in suffixes:
            continue  # another zone's own setting of the same name
        if any(stem(w) in stems for w in _words(key)[1:] if len(w) > 3):
            return True
    return False


def answered(question: str, bodies: list[str]) -> Answer | Unsure | NotListed | None:
    """The answer a settings file grouped by key prefix gives ``question`` (module docstring)."""
    if not any(":=" in b or "_" in b for b in bodies):
        return None
    settings: dict[str, str] = {}
    for body in bodies:
        found = _settings(body)
        if found:
            settings.update(found)
    if not settings:
        return None
    groups = _groups(settings)
    words = _WORD_RE.findall(question.lower())
    day = _day(words)
    member = _member(question, settings, groups)
    if day is not None and _data()["yes_no"].search(question):
        for key, value in settings.items():
            if _is_negative(key) and (days := _days_of(value)) and day in days:
                return Answer(f"No: {_DAY_NAMES[day]} is listed under '{_named(key)}' ({value}).", RULE)
        day_keys = {p: k for p, keys in groups.items() for k in keys if _is_day_key(k) and _days_of(settings[k])}
        if member is not None and member[0] in day_keys:
            prefix, item = member
            days = _days_of(settings[day_keys[prefix]]) or set()
            where = f"{item} is under {_named(prefix)}, whose days are {_day_list(days)}"
            if day in days:
                return Answer(f"Yes: {where}, and {_DAY_NAMES[day]} is one of them.", RULE)
            return Answer(f"No: {where}; {_DAY_NAMES[day]} is not one of them.", RULE)
        if member is None and len(day_keys) >= 2:
            return Unsure(f"the settings give days for each of {', '.join(_named(p) for p in day_keys)}, and the "
                          "question names none of their values")
        return None
    if member is not None:
        prefix, item = member
        if _other_terms(question, item, settings, groups, prefix):
            return None  # "CT2, 600kg with a timed slot - total": more than the group's one setting is asked
        key = _asked_key(question, groups[prefix], prefix, settings)
        if key is not None:
            value = settings[key]
            shown = _day_list(d) if _is_day_key(key) and (d := _days_of(value)) else value
            return Answer(f"{item} is under {_named(prefix)}; {_named(key)}: {shown}.", RULE)
        return None
    unlisted = _unlisted_code(question, settings, groups)
    if unlisted is not None:
        return unlisted
    if not any(":=" in b for b in bodies):
        return None  # one setting of a KEY=VALUE file named by its words is config_files' to read
    stems = {stem(w) for w in words}
    whole = [k for k in settings if all(stem(w) in stems for w in _words(k))]
    if len(whole) == 1:
        key = whole[0]
        return Answer(f"{_named(key).capitalize()}: {settings[key]}.", RULE)
    return None
