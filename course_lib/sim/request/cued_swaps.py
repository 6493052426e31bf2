"""A correction written as "X not Y" inside a turn a correction cue opens (issue 26, the
twenty-seventh set's V10; the threads of notebook 02's follow-ups): "sorry my mistake, it's
wednesday not tuesday", "oops, it's York not Leeds", "sorry, not 6 but 8". X is meant and Y
replaced when both are values of one kind: times, weekdays, dates, money, numbers or ids of one
shape (``corrections.value_kind``), or names (both capitalised); lower case is allowed for the
typed kinds. The cue words are the corrections' own (``patterns.yaml`` corrections.cue); the
forms are data too (``patterns.yaml`` cued_swaps.swap_forms).

- ``cued_swap(turn)``: ``(meant, replaced)``, or ``None`` when the turn holds no cue, no such
  form, or two values of different kinds ("tea not coffee" is a preference, not a correction of
  a stated value).
- ``stated_swap(turn, stated)``: the same form anchored on a value the user stated earlier, with
  no cue needed and whatever opens the turn (issue 26, the thirty-eighth's GG9): "oops, it's LS6
  2AD, not LS6 2AB", "15 May rather than 14 May", "不是CA1832，是CA1823": the replaced value is the
  stated one, read whole however many tokens it has, and the meant value the same number of tokens
  before the marker (or after it past "but" / 是), of the same kind or the same shape token by token.
"""

from __future__ import annotations

import re

from course_lib.sim.request.corrections import headed_value, tailed_value, value_kind
from course_lib.sim.words.cues import patterns

_CUE = patterns("cued_swaps")  # its forms: data/sim/patterns.yaml
_CORRECTION = patterns("corrections")  # the correction cue words, the corrections' own
MAX_TURN = 200  # a correcting turn is short
_NAME_RE = re.compile(r"^[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?$")


def _same_kind(new: str, old: str) -> bool:
    kind = value_kind(new)
    if kind is not None:
        return kind == value_kind(old)
    return bool(_NAME_RE.match(new) and _NAME_RE.match(old)) and new.lower() != old.lower()


def cued_swap(turn: str) -> tuple[str, str] | None:
    """``(meant, replaced)`` of a short turn with a correction cue and "X(,) not Y" / "not Y(,) but
    X" whose two values are of one kind; ``None`` otherwise."""
    if not turn or len(turn) > MAX_TURN or "?" in turn:
        return None
    if not _CORRECTION.cue.search(turn):
        return None
    found: list[tuple[str, str]] = []
    for m in _CUE.swap_forms.finditer(turn.replace("\u2019", "'")):
        new = (m.group("new") or m.group("new2") or "").strip(" .,!\"'")
        old = (m.group("old") or m.group("old2") or "").strip(" .,!\"'")
        if new and old and _same_kind(new, old):
            found.append((new, old))
        elif new and old and (headed := headed_value(new)) and headed[0] == value_kind(old):
            found.append((headed[1], old))  # "four kids, not three": the count, as the old one is written
        elif new and old and (tailed := tailed_value(new)) and tailed[0] == value_kind(old):
            found.append((new, old))  # "it's BA 278, not 287": the whole code meant, the old one by its figure
    return found[0] if len(found) == 1 else None


def _shapes(value: str) -> list[str]:
    from course_lib.sim.request.corrections import shape

    return [shape(t) for t in value.split()]


def _alike(new: str, old: str) -> bool:
    """Two values of one kind ("15 May" / "14 May"), or of one shape token by token ("LS6 2AD" /
    "LS6 2AB", "CA1823" / "CA1832"), and not the same value."""
    if not new or not old or new.lower() == old.lower():
        return False
    if _same_kind(new, old):
        return True
    if re.fullmatch(r"[\u4e00-\u9fff]{1,6}", old):  # a Chinese name or word: one of its length ("王方" / "王芳")
        return len(new) == len(old) and bool(re.fullmatch(r"[\u4e00-\u9fff]+", new))
    return bool(re.search(r"\d", old)) and _shapes(new) == _shapes(old)


def _stated_parts(stated: list[str]) -> list[str]:
    """The values a stated fact holds, longest first: the fact's value whole, its typed values and
    its id-like tokens ("at 7pm": "at 7pm", "7pm")."""
    from course_lib.sim.request.corrections import ID_TOKEN_RE, values_by_kind

    parts: list[str] = []
    for value in stated:
        value = value.strip()
        if not value or len(value) > 40:
            continue
        parts += [value, *(v for _, v in values_by_kind(value)), *ID_TOKEN_RE.findall(value)]
    return sorted(dict.fromkeys(p for p in parts if p), key=len, reverse=True)


def stated_swap(turn: str, stated: list[str]) -> tuple[str, str] | None:
    """``(meant, replaced)`` of a short turn that puts a stated value aside ("X, not Y", "not Y but
    X", "X rather than Y", "不是Y，是X") where Y is one of ``stated`` (or a value inside one) and X
    is alike (``_alike``); ``None`` otherwise (no stated value after a marker, or no alike value
    beside it)."""
    if not turn or len(turn) > MAX_TURN or "?" in turn or "\uff1f" in turn:
        return None
    text = turn.replace("\u2019", "'")
    found: set[tuple[str, str]] = set()
    seen: list[tuple[int, int]] = []  # a part inside a longer stated value already read is that value's
    for old in _stated_parts(stated):
        edge = "" if re.match(r"[\u4e00-\u9fff]", old) else r"(?<![A-Za-z0-9_-])"  # "是CA1832": a value
        for m in re.finditer(edge + re.escape(old) + r"(?![A-Za-z0-9_-])", text, re.IGNORECASE):
            if any(a <= m.start() and m.end() <= b for a, b in seen):
                continue
            seen.append(m.span())
            marker = _CUE.replaced_marker.search(text[: m.start()])
            if marker is None:
                continue
            meant = _before(text[: marker.start()], old) or _after(text[m.end():], old)
            if meant:
                found.add((meant, text[m.start(): m.end()]))
    return found.pop() if len(found) == 1 else None


def _before(head: str, old: str) -> str | None:
    """The value meant before the marker: as many tokens as ``old`` at the end of its clause."""
    clause = re.split(r"[.;!?\n。；！]", head.rstrip(" ,;:-，：—"))[-1]
    clause = _CUE.swap_opener.sub("", clause.strip())
    if re.match(r"[\u4e00-\u9fff]", old):  # a Chinese value: what follows the last 是
        meant = re.split(r"[，,\s]|是", clause)[-1].strip()
    elif re.search(r"[\u4e00-\u9fff]", clause) and " " not in old:  # "是21A": the run after the Chinese
        meant = re.split(r"[，,\s]|[\u4e00-\u9fff]+", clause)[-1].strip()
    else:
        words = clause.split()
        meant = " ".join(words[-len(old.split()):]) if len(words) >= len(old.split()) else ""
        longer = " ".join(words[-len(old.split()) - 1:])
        if (tailed := tailed_value(longer)) and tailed[0] == value_kind(old):
            return longer  # "KL 4401, not 4410": the whole code meant, the old one named by its figure
    meant = meant.strip(" \"'“”‘’,")
    return meant if _alike(meant, old) else None


def _after(tail: str, old: str) -> str | None:
    """The value meant after the replaced one, past a joining word ("but", 是): as many tokens."""
    tail = tail[_CUE.swap_joint.match(tail).end():] if _CUE.swap_joint.match(tail) else tail
    first = re.split(r"[.,;!?\n。，；！]", tail)[0].strip()
    if re.match(r"[\u4e00-\u9fff]", old) or re.match(r"[A-Za-z0-9]+$", first) and not first.count(" "):
        meant = first
    else:
        meant = " ".join(first.split()[: len(old.split())])
    meant = meant.strip(" \"'“”‘’")
    return meant if _alike(meant, old) else None
