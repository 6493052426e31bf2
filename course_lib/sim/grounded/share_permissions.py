"""What a shared folder's settings allow (issue 26; notebook 02's grounded answers over a learner's
own configuration files).

"Can guests save files to the photos share?" over an ``smb.conf`` whose ``[photos]`` section says
``read only = yes`` and ``guest ok = yes``: no setting's key or value holds "save" or "files", so
the setting-by-words reading (``config_files.answered``) finds nothing, and a reading by words
would wrongly say "yes" from ``guest ok``. Here a yes/no question that names one section of a
configuration file and asks rights ("save", "upload", "change" ask to write; "guests", "anyone",
"without an account" ask a guest's access; "hidden", "visible" ask whether the share is listed:
data, ``lexicons.yaml`` ``share_permission_words``) is answered from that section's permission keys
(``read only``, ``writable``, ``guest ok``, ``browseable``... and what each one's value allows:
``share_permission_keys``): "No" when a setting withholds a right asked, "Yes" when settings grant
every right asked, and ``None`` (no answer from here) when a right asked is set nowhere in the
section, when the question is negated or names no single section.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.grounded.config_files import FALSE_WORDS, TRUE_WORDS, Setting, parse
from course_lib.sim.words.cues import lexicon
from course_lib.sim.words.text import stem

_MAX_DOCS = 10
_YES_NO_RE = re.compile(r"^\W*(?:is|are|can|could|may|do|does|will|would|am)\b", re.IGNORECASE)
_NEGATED_RE = re.compile(r"\b(?:not|never|cannot)\b|n't\b", re.IGNORECASE)
_WORD_RE = re.compile(r"[A-Za-z][A-Za-z'-]*")
# what a right withheld means, and a right granted when the question asked its absence ("hidden")
_WITHHELD = {"write": ", so nobody can write to it (save, upload or change files there)",
             "guest": ", so it cannot be used without an account", "list": ", so it is not shown in the network's list"}
_GRANTED = {"list": ", so it is shown in the network's list", "write": ", so files can be written to it",
            "guest": ", so it can be used without an account"}
_USERS_KEY_RE = re.compile(r"\busers?\b|\blist\b", re.IGNORECASE)  # "valid users", "write list": who may
_NAME_RE = re.compile(r"(?<=\s)[A-Z][a-z]+\b")  # a name inside the question ("can Tom write ...")


@dataclass(frozen=True)
class Permission:
    """The answer: yes or no, the section, the settings that decide it and what they mean."""

    allowed: bool
    section: str
    deciding: tuple[Setting, ...]
    meaning: str  # "so nobody can write to it ..."

    def text(self) -> str:
        shown = ", ".join(f"{s.path[-1]} = {s.written()}" for s in self.deciding)
        return f"{'Yes' if self.allowed else 'No'}: the [{self.section}] section sets {shown}{self.meaning}."


def _entries(name: str) -> dict[str, tuple[str, str]]:
    out = {}
    for entry in lexicon(name):
        parts = entry.rsplit("/", 2)
        if len(parts) != 3 or parts[2] not in "+-" or not parts[0]:
            raise ValueError(f"lexicons.yaml {name}: '{entry}' must be word/right/sign")
        out[parts[0].lower()] = (parts[1], parts[2])
    return out


@lru_cache(maxsize=1)
def _keys() -> dict[str, tuple[str, str]]:
    return _entries("share_permission_keys")


@lru_cache(maxsize=1)
def _words() -> dict[str, tuple[str, str]]:
    return _entries("share_permission_words")


def _truth(value: object) -> bool | None:
    if isinstance(value, bool):
        return value
    low = str(value).strip().lower()
    return True if low in TRUE_WORDS else False if low in FALSE_WORDS else None


def allowed(question: str, bodies: list[str]) -> Permission | None:
    """The answer to a yes/no on a section's rights (see the module docstring), or ``None``."""
    if not _YES_NO_RE.search(question) or _NEGATED_RE.search(question):
        return None
    words = [w.lower() for w in _WORD_RE.findall(question)]
    asked: dict[str, str] = {}
    for word in words:
        if word in _words():
            right, sign = _words()[word]
            asked.setdefault(right, sign)
    if not asked or set(asked) == {"guest"} and not any(w in ("use", "access", "open", "read", "see") for w in words):
        return None  # (no right asked; a guest alone asked with no act: "are guests welcome?")
    stems = {stem(w) for w in words}
    found = []
    for body in bodies[:_MAX_DOCS]:
        config = parse(body)
        if config is None:
            continue
        for section in config.settings:
            if len(section.path) == 1 and isinstance(section.value, dict) and stem(section.path[0].lower()) in stems:
                found.append(section)
    if len(found) != 1:
        return None
    section = found[0]
    settings = {key.lower(): Setting((*section.path, key), value) for key, value in section.value.items()}
    users = " ".join(str(v) for k, v in settings.items() if _USERS_KEY_RE.search(k) and k not in _keys()).lower()
    if users and any(n.lower() not in users for n in _NAME_RE.findall(question)):
        return None  # a person the question names whom the section's user list does not name: not read here
    deciding: list[Setting] = []
    for right, sign in sorted(asked.items()):
        granted = None
        for key, setting in settings.items():
            meaning = _keys().get(" ".join(key.replace("_", " ").split()))
            truth = _truth(setting.value)
            if meaning is None or meaning[0] != right or truth is None:
                continue
            granted = truth if meaning[1] == "+" else not truth
            deciding.append(setting)
            break
        if granted is None:
            return None  # a right asked that the section does not set: no answer from here
        if granted != (sign == "+"):
            return Permission(False, section.path[0], (deciding[-1],), _WITHHELD[right] if sign == "+" else _GRANTED[right])
    return Permission(True, section.path[0], tuple(deciding), "")
