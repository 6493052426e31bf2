"""A one-message prompt that asks for JSON by its example (issue 26, point 2): 'Turn this into
JSON like {"city": "", "nights": 0}: "Booking three nights in Lisbon"', 'Return {"names": []}
with the people mentioned: Ana and Li ...', 'Reply with JSON like {"name": ..., "count": ...}'
followed by the text on the next lines. Such a message is the instruction and the text at once;
``split`` tells them apart, so the JSON reader (``respond.json_reply``) takes its keys and their
types from the example and fills them from the text only (never from the example's own sample
values). Introduced for notebook 04's JSON-mode graders and the learners' own extraction prompts.

``split(message)``: (the instruction, the text) or ``None`` when the message holds no JSON example
with keys, or no line of it asks for the reply in that shape (``data/sim/patterns.yaml``, section
``json_by_example``), or nothing is left to fill from.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.number_words import values
from course_lib.sim.words.text import CAMEL_PART_RE

_SMALL_NUMBERS = {w: str(i) for w, i in values(0, 12).items()}  # "three" -> "3" (number_words: one home)

_CUE = patterns("json_by_example")
MAX_TEXT = 8000  # characters of a message read
MAX_EXAMPLES = 8  # opening braces tried
_COUNT_KEY_RE = re.compile(r"(?i)qty|quantity|count|num|number|how_many|howmany")  # a key naming a count alone
_KEY_RE = re.compile(r"[\"'][A-Za-z_][\w -]{0,40}[\"']\s*:")


def example_span(message: str) -> tuple[int, int] | None:
    """Where the first JSON example with keys is ('{"a": 1, "b": [..]}', nesting balanced)."""
    start, tried = message.find("{"), 0
    while start != -1 and tried < MAX_EXAMPLES:
        tried += 1
        end = _closing(message, start)
        if end is not None and _KEY_RE.search(message[start:end]):
            return start, end
        start = message.find("{", start + 1)
    return None


def _closing(text: str, start: int) -> int | None:
    depth = 0
    for i in range(start, min(len(text), start + 2000)):
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return i + 1
    return None


def split(message: str) -> tuple[str, str] | None:
    """(the instruction holding the example, the text to fill from), or ``None``."""
    message = message[:MAX_TEXT]
    span = example_span(message)
    if span is None:
        return None
    start, end = span
    line_start = message.rfind("\n", 0, start) + 1
    line_end = message.find("\n", end)
    line_end = len(message) if line_end == -1 else line_end
    before, after = message[line_start:start], message[end:line_end]
    if not (_CUE.asks.search(before) or re.search(r"\bjson\b", after, re.IGNORECASE)):
        return None
    tail = _CUE.text_after.match(after) or _CUE.text_after_word.match(after)
    rest_lines = (message[:line_start] + message[line_end:]).strip()
    if tail:  # "... } for: <text>": the text is what follows the colon (and any lines around)
        instruction = message[line_start:end] + after[: tail.start("text")]
        text = "\n".join(t for t in (tail.group("text").strip(), rest_lines) if t)
    else:  # the example ends its sentence: the text is the other lines, or the words before it
        instruction = message[line_start:line_end]
        text = rest_lines or _quoted_before(before)
    text = _strip_label(text)
    return (instruction.strip(), text) if text.strip() else None


def _quoted_before(before: str) -> str:
    """'From "2 adults, 1 child" give JSON like': the quoted text before the example."""
    m = re.search(r"[\"“]([^\"”]{3,400})[\"”]", before)
    return m.group(1) if m else ""


def _strip_label(text: str) -> str:
    """'Text: The museum ...' -> 'The museum ...' (a leading label of one or two words)."""
    return re.sub(r"^\s*[A-Za-z]+(?: [A-Za-z]+)?\s*[:：]\s+", "", text.strip(), count=1).strip().strip("\"“”")


# --- the values filled, checked against the text ---------------------------------------------------

_TOKEN_RE = re.compile(r"\d+(?:\.\d+)?|[A-Za-z]+")
IN_A_LIST = "in a list"  # a number of several beside the key's word ("10, 15 and 20 minutes")
MIN_SHARED = 4  # a text word and a key word alike by this many first letters ("child", "children")


def _key_words(key: str) -> set[str]:
    from course_lib.sim.words.cues import lexicon

    skip = lexicon("option_part_skip")
    words = [w.lower() for chunk in re.split(r"[\s_\-]+", key) for w in CAMEL_PART_RE.findall(chunk)]
    return {w for w in words if len(w) >= 3 and w not in skip}


def _alike(word: str, key_words: set[str]) -> bool:
    word = word.lower()
    return any(word == k or (min(len(word), len(k)) >= MIN_SHARED and (word.startswith(k[:max(MIN_SHARED, len(k) - 3)])
                                                                      and k.startswith(word[:max(MIN_SHARED, len(word) - 3)])))
               for k in key_words)


def counted(key: str, text: str) -> float | str | None:
    """The number the text writes beside the key's word ("three nights" for ``nights``, "won six"
    for ``won``, "3 adults" for ``adults``), as a number; ``IN_A_LIST`` when that number is one of
    a list ("10, 15 and 20 minutes": a sum or a choice, not read); ``None`` when none is there, or
    two different ones are."""
    words = _key_words(key)
    tokens = list(_TOKEN_RE.finditer(text[:MAX_TEXT]))
    if _COUNT_KEY_RE.fullmatch(key):  # "qty", "count": the text's one number, whatever it counts
        said = {raw if raw[0].isdigit() else _SMALL_NUMBERS.get(raw) for t in tokens
                if (raw := t.group(0).lower())[0].isdigit() or raw in _SMALL_NUMBERS}
        if len(said) == 1 and None not in said:
            n = float(said.pop())
            return int(n) if n.is_integer() else n
    if not words:
        return None
    found: set[float] = set()
    listed = False
    for i, tok in enumerate(tokens):
        raw = tok.group(0).lower()
        value = raw if raw[0].isdigit() else _SMALL_NUMBERS.get(raw)
        if value is None:
            continue
        # "three nights", "3 big rooms" (the number, at most one word, the key's word) or "won six"
        # (the key's word right before the number), with no punctuation between
        after = [t for t in tokens[i + 1:i + 3] if _plain(text[tok.end():t.start()])]
        before = [tokens[i - 1]] if i and _plain(text[tokens[i - 1].end():tok.start()]) else []
        if not any(_alike(t.group(0), words) for t in after + before):
            continue
        gap_before = text[tokens[i - 1].end():tok.start()] if i else ""
        prev = tokens[i - 1].group(0).lower() if i else ""
        if i and (prev[0].isdigit() or prev in _SMALL_NUMBERS) and re.fullmatch(r"\s*(?:,|&)?\s*", gap_before):
            listed = True
        if i >= 2 and prev in ("and", "or") and tokens[i - 2].group(0)[0].isdigit():
            listed = True
        found.add(float(value))
    if listed:
        return IN_A_LIST
    if len(found) != 1:
        return None
    n = found.pop()
    return int(n) if n.is_integer() else n


def _left_out(items: list[str], text: str) -> bool:
    """A word joined to a listed item by "and" / "or" / a comma is not in the list ("Ana and Li
    will drive" listed as ["Li"]): the list is short of an item the reader did not take."""
    listed = {i.lower() for i in items}
    for item in items:
        for m in re.finditer(rf"\b([A-Za-z][\w'-]*)(?:\s*,\s*|\s+(?:and|or|&)\s+){re.escape(item)}\b", text):
            if m.group(1).lower() not in listed and m.group(1)[:1].isupper():
                return True
    return False


def _plain(gap: str) -> bool:
    return bool(re.fullmatch(r"[ \t]*|[ \t]+[A-Za-z]+[ \t]+", gap))


def whole_in(value: str, text: str) -> bool:
    """``value`` is written in the text as whole words ("AB-" is not, in "3 x AB-112")."""
    v = value.strip()
    return bool(v) and bool(re.search(rf"(?<![\w-]){re.escape(v)}(?![\w-])", text, re.IGNORECASE))


_DATE_TEMPLATE_RE = re.compile(r"\bYYYY-MM-DD\b", re.IGNORECASE)
_ISO_DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def _sample(key: str, example: str) -> str:
    """What the example writes for ``key`` ('"dates": ["YYYY-MM-DD"]' -> '["YYYY-MM-DD"]')."""
    m = re.search(rf"[\"']{re.escape(key)}[\"']\s*:\s*(?P<v>[^,}}]*(?:\][^,}}]*)?)", example)
    return m.group("v") if m else ""


def checked(obj: dict, schema: dict, text: str, example: str = "") -> tuple[dict, list[str]]:
    """The object filled for a JSON example, each value checked against the text: a number key
    takes the number written beside its word (else, of several numbers, null); a text value cut
    short or not in the text is null; a value the example shows as a date template ("YYYY-MM-DD")
    that is no such date is null. Returns the object and the keys it could not fill."""
    unfilled: list[str] = []
    for key in list(obj):
        if _DATE_TEMPLATE_RE.search(_sample(key, example)):
            values = obj[key] if isinstance(obj[key], list) else [obj[key]]
            if not values or not all(isinstance(v, str) and _ISO_DATE_RE.match(v) for v in values):
                obj[key] = None
                unfilled.append(key)
    numbers = _TOKEN_RE.findall(text)
    several = len([t for t in numbers if t[0].isdigit()]) > 1 or any(
        t.lower() in _number_words() for t in numbers)
    for key, field in (schema.get("properties") or {}).items():
        if key in unfilled:
            continue
        kind, value = field.get("type"), obj.get(key)
        if kind in ("integer", "number"):
            tied = counted(key, text)
            if isinstance(tied, (int, float)):
                obj[key] = tied
            elif tied == IN_A_LIST or (several and value is not None):
                obj[key] = None
                unfilled.append(key)
        elif kind == "string" and isinstance(value, str) and value and not whole_in(value, text):
            obj[key] = None
            unfilled.append(key)
        elif kind == "array" and isinstance(value, list) and value and all(isinstance(v, str) for v in value):
            kept = [v for v in value if whole_in(v, text)]
            if len(kept) < len(value) or _left_out(kept, text):
                obj[key] = kept or None
                unfilled.append(key)
        elif kind == "array" and isinstance(value, list) and (field.get("items") or {}).get("type") == "object":
            for item in value:
                if isinstance(item, dict):
                    for k, v in item.items():
                        if isinstance(v, str) and v and not whole_in(v, text):
                            item[k] = None
                            if key not in unfilled:
                                unfilled.append(key)
    return obj, unfilled


def _number_words() -> frozenset[str]:
    return frozenset(_SMALL_NUMBERS)
