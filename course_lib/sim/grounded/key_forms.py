"""A question word that names a record key in another word form (issue 26, the twenty-eighth set's
W4): "who's assigned the dark mode one" over a ticket's "Assignee: Unassigned", "who reported it" over
"Reporter: ...". The partial answer said "I could not find anything about 'assigned'" with the field
right there. Introduced for notebook 01's grounded answers over tickets and records.

``keyed(word, body)``: the ("Key", "value") of the one "Key: value" line of ``body`` whose key is
``word`` in another form (both stripped of their endings, ``patterns.yaml`` ``key_forms.suffix``, the
same root of four letters or more), ``None`` when no line's key is or several are. A who-question's verb also names the keys of
the people who do it (data: ``role_keys.yaml``, "teaches" -> tutor, teacher, instructor: "who teaches
guitar?" over "tutor: Tom Okafor"). ``said(key, value)``
writes it: "Assignee: nobody (Unassigned)" when the value says the key is empty
(``key_forms.empty_value``), else "Assignee: Ana Ruiz".
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns

_CUE = patterns("key_forms")
_KEY_LINE_RE = re.compile(r"(?:^|[|;\n])[ \t]*(?P<key>[A-Za-z][A-Za-z ]{1,30}?)[ \t]*:[ \t]*(?P<value>[^|;\n]{1,80}?)(?=[ \t]{2,}|[|;\n]|$)")


def _root(word: str) -> str:
    return _CUE.suffix.sub("", word.lower())


def _role_roots(word: str) -> frozenset[str]:
    """The roots of the keys that name who does what ``word`` says ("teaches": tutor, teacher, ...)."""
    from course_lib.sim.words.cues import read

    roles = read("role_keys.yaml")
    low = word.lower()
    from course_lib.sim.words.text import stem

    verb = next((v for v in (low, stem(low), _root(low), low[:-1], low[:-2]) if v in roles), None)
    return frozenset(_root(k) for k in roles.get(verb, ())) if verb else frozenset()


def keyed(word: str, body: str, who: bool = False) -> tuple[str, str] | None:
    """See the module docstring (``who``: the question asks who, so a role key counts too)."""
    root = _root(word)
    roots = {root} if len(root) >= 4 else set()
    if who:
        roots |= _role_roots(word)
    if not roots:
        return None
    found = {(m.group("key").strip(), m.group("value").strip().rstrip("."))
             for m in _KEY_LINE_RE.finditer(body)
             if len(m.group("key").split()) <= 2 and _root(m.group("key").split()[-1]) in roots
             and m.group("key").split()[-1].lower() != word.lower()}
    return next(iter(found)) if len(found) == 1 else None


def said(key: str, value: str) -> str:
    """The key's value as a reply writes it."""
    if _CUE.empty_value.match(value):
        return f"{key}: nobody ({value})" if key.lower().endswith(("ee", "er", "or")) else f"{key}: none ({value})"
    return f"{key}: {value}"
