"""One amount of a sentence that lists several, each after its label: "Full groom: small dogs £38,
medium £46, large £58." asked "How much is a full groom for a medium dog?" (issue 26; a price list
quoted whole where one of its prices answers).

``picked`` cuts the sentence's list (after its last colon, if any) at commas, semicolons and an
"and" after an amount into pieces; when two or more pieces are each a label and one amount with a
currency, its period perhaps after it ("Fares: foot passenger return £8.20, car and driver return £41.",
"Junior membership stays at £45 a year; adult membership rises to £160 a year."), and the
question's words meet exactly one piece's label (its first word), the answer is that piece under the sentence's
lead ("Full groom (...): medium £46."). A Chinese question takes the one label of the listing
(``pieces``) it writes ("成人门票多少钱？" over "门票：成人 30 元，学生 15 元。" -> "门票：成人 30 元。").
Otherwise ``None``: the sentence is quoted as before.
"""

from __future__ import annotations

import re

from course_lib.sim.words.currencies import AMOUNT_RE, SYMBOL_CLASS
from course_lib.sim.words.text import content_terms, has_cjk

_MAX_CHARS = 400
_PIECE_RE = re.compile(rf"^\s*(?P<label>[^\W\d][^{SYMBOL_CLASS[1:-1]}\d]{{0,40}}?)\s*:?\s*"
                       rf"(?P<amount>{SYMBOL_CLASS}\s?\d[\d,]*(?:\.\d+)?)(?P<per>\s+(?:a|an|per|each|every)\s+[^\W\d]+)?"
                       r"\s*\.?\s*$")  # ("£45 a year": the amount's period said with it)
# "£1,100" is one amount; "and" parts two pieces only after an amount ("car and driver return £41"
# is one label)
_CUT_RE = re.compile(r",(?!\d{3}\b)\s*|;\s*|(?<=\d)\s+and\s+")


def picked(question: str, sentence: str) -> str | None:
    """The one labelled amount of ``sentence`` the question names, with the sentence's lead."""
    if len(sentence) > _MAX_CHARS:
        return None
    lead, _, listed = sentence.rpartition(":")
    pieces = [_PIECE_RE.match(p) for p in _CUT_RE.split(listed.strip().rstrip("."))]
    if len(pieces) < 2 or not all(pieces):
        return _picked_chinese(question, sentence) if has_cjk(question) else None
    label = named_label(question, [m.group("label") for m in pieces if m])
    if label is None:
        return None
    one = next(m for m in pieces if m and m.group("label") == label)
    head = f"{' '.join(lead.split())}: " if lead.strip() else ""
    return f"{head}{one.group('label').strip()} {one.group('amount')}{one.group('per') or ''}."


def _picked_chinese(question: str, sentence: str) -> str | None:
    """A Chinese question's one labelled amount ("成人门票多少钱？" over "门票：成人 30 元，学生 15 元。"
    -> "门票：成人 30 元。"): the one label of the listing (``pieces``) the question writes."""
    listing = pieces(sentence)
    if listing is None:
        return None
    lead, items = listing
    named = [(label, amount) for label, amount in items if label and label in question]
    # the longest labels only: "非会员" names no "会员"
    named = [(lab, amt) for lab, amt in named if not any(lab != other and lab in other for other, _ in named)]
    if len(named) != 1:
        return None
    label, amount = named[0]
    return f"{lead}：{label} {amount}。" if lead else f"{label} {amount}。"


def named_label(question: str, labels: list[str]) -> str | None:
    """The one label of ``labels`` the question names, by its first word, the one that tells it
    from the others ("small dogs", "medium", "large": "dog" of the first is the list's, not its
    own); the question's words whole ("semi-detached" names no "detached"); ``None`` for none or
    several."""
    asked = {terms[0] for terms in map(content_terms, question.split()) if terms}
    named = [x for x in labels if (content_terms(x)[:1] or ("",))[0] in asked]
    return named[0] if len(named) == 1 else None


# a listing's piece: a label, then (after an optional ":") one amount with its currency, before or
# after its figure ("Senior coach £30", "Small: 3.50 EUR", "主任医师50元")
_LABEL_AMOUNT_RE = re.compile(rf"^\s*(?P<label>[^\W\d][^\d:：]{{0,40}}?)\s*[:：]?\s*(?P<amount>{AMOUNT_RE.pattern})\s*[.。]?\s*$",
                              AMOUNT_RE.flags)
_WIDE_CUT_RE = re.compile(r",(?!\d{3}\b)\s*|[;，、；]\s*|(?<=\d)\s+and\s+|(?<=[\d元])\s*和\s*")


def pieces(sentence: str) -> tuple[str, list[tuple[str, str]]] | None:
    """A sentence listing two or more amounts each after its label, as (its lead, [(label,
    amount)]): "Lesson fees: Head coach £40, Senior coach £30." -> ("Lesson fees", [("Head
    coach", "£40"), ("Senior coach", "£30")]); amounts in any currency form ``AMOUNT_RE`` reads
    ("50元", "3.50 EUR"); ``None`` when any piece is not one label and one amount."""
    if len(sentence) > _MAX_CHARS:
        return None
    text = sentence.strip().rstrip(".。")
    cut = max(text.rfind(":"), text.rfind("："))
    lead, listed = (text[:cut], text[cut + 1:]) if cut >= 0 else ("", text)
    found = [_LABEL_AMOUNT_RE.match(p) for p in _WIDE_CUT_RE.split(listed.strip()) if p.strip()]
    if len(found) < 2 or not all(found):
        return None
    return " ".join(lead.split()), [(" ".join(m.group("label").split()), m.group("amount").strip()) for m in found]


__all__ = ["named_label", "picked", "pieces"]
