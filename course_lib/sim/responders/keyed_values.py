"""A JSON example's keys filled from a text that names each key right before its value (issue 26,
the twenty-seventh set's json-pass-example; notebook 04's JSON prompts): 'Fill this in: {"flight":
"", "seat": "", "gate": ""}' over "my pass says flight NV 614, gate C21, seat 14F" gives NV 614,
14F and C21, never a slice of the text around them.

- ``keyed(keys, text)``: ``{key: value}`` when every key is written once as a word followed by a
  value (one to ``MAX_VALUE_TOKENS`` tokens, the first holding a digit or a capital, up to a comma,
  "and", a stop word or the next key); ``None`` otherwise (the other readers fill the keys).
"""

from __future__ import annotations

import re

MAX_VALUE_TOKENS = 3
MAX_KEYS = 12
MAX_CHARS = 2000
_LINKS = r"(?:\s+(?:is|was|no\.?|number|num|#|=)|\s*[:=#])?"
_STOPS = frozenset("and or for at on in to with from by of the a an please thanks but then so".split())


def _key_words(key: str) -> list[str]:
    return [w for w in re.split(r"[_\W]+", re.sub(r"([a-z])([A-Z])", r"\1_\2", key).lower()) if w]


def keyed(keys: list[str], text: str) -> dict[str, str] | None:
    """Each key's value as the text writes it right after the key's words (see the module)."""
    if not 2 <= len(keys) <= MAX_KEYS or not text:
        return None
    text = text[:MAX_CHARS]
    words = {k: _key_words(k) for k in keys}
    if any(not w for w in words.values()):
        return None
    all_key_words = {w for ws in words.values() for w in ws}
    out: dict[str, str] = {}
    for key, parts in words.items():
        name = r"\s+".join(re.escape(p) for p in parts)
        found = list(re.finditer(rf"(?<![\w-]){name}s?{_LINKS}\s+(?P<rest>[^,;\n]+)", text, re.IGNORECASE))
        if len(found) != 1:
            return None
        kept: list[str] = []
        for token in found[0].group("rest").split()[:MAX_VALUE_TOKENS + 1]:
            bare = token.rstrip(".!?")
            if not bare or bare.lower() in _STOPS or bare.lower() in all_key_words:
                break
            kept.append(bare)
            if bare != token:  # a stop ends the value
                break
        if not kept or len(kept) > MAX_VALUE_TOKENS or not re.search(r"\d|[A-Z]", kept[0]):
            return None
        out[key] = " ".join(kept)
    return out if len(set(out.values())) == len(out) else None
