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

``restated(old, body)``: a correction whose body states every labelled amount of the listing ``old`` anew under the
same labels ("Rotavator £50 first day, £25 each extra day, £135 per week." over "1.2 Rotavator: £45 first day, £22 each
extra day, £120 per week."): the listing with each amount corrected, so ``picked`` reads the corrected one (fix65b).
"""

from __future__ import annotations

import re

from course_lib.sim.words.currencies import AMOUNT_RE, SYMBOL_CLASS
from course_lib.sim.words.text import content_terms, has_cjk

_MAX_CHARS = 400
_PIECE_RE = re.compile(rf"^\s*(?P<label>[^\W\d][^{SYMBOL_CLASS[1:-1]}]{{0,40}}?)\s*:?\s*"
                       rf"(?P<amount>{SYMBOL_CLASS}\s?\d[\d,]*(?:\.\d+)?)(?P<per>\s+(?:a|an|per|each|every)\s+[^\W\d]+)?"
                       r"\s*\.?\s*$")  # ("Zone 2 £2.90": a code's figures in the label; "£45 a year": the amount's period said with it)
# "£1,100" is one amount; "and" parts two pieces only after an amount ("car and driver return £41"
# is one label)
_CUT_RE = re.compile(r",(?!\d{3}\b)\s*|;\s*|(?<=\d)\s+and\s+")


def picked(question: str, sentence: str) -> str | None:
    """The one labelled amount of ``sentence`` the question names, with the sentence's lead. A
    piece priced by a word of ``lexicons.yaml`` free_amounts ("under-3s free") is one too; another
    piece that is no label and amount (a remark: "all prices include VAT") is left aside when two
    or more pieces are and it holds none of the question's words."""
    if len(sentence) > _MAX_CHARS:
        return None
    lead, _, listed = sentence.rpartition(":")
    parts = [p for p in _CUT_RE.split(listed.strip().rstrip(".")) if p.strip()]
    pieces = [_PIECE_RE.match(p) or _free_piece(p) for p in parts]
    read = [m for m in pieces if m]
    if len(read) < 2 or not _aside(question, [p for p, m in zip(parts, pieces, strict=True) if not m]):
        return _picked_chinese(question, sentence) if has_cjk(question) else _loose(question, lead, parts)
    label = named_label(question, [m.group("label") for m in read])
    if label is None:
        return None
    one = next(m for m in read if m.group("label") == label)
    head = f"{' '.join(lead.split())}: " if lead.strip() else ""
    return f"{head}{one.group('label').strip()} {one.group('amount')}{one.groupdict().get('per') or ''}."


def _loose(question: str, lead: str, parts: list[str]) -> str | None:
    """The one priced part of a listing whose parts hold words beside their label and amount
    ("adults €9.50 each, concessions €6 with a valid card, under-3s go free"), when the question's
    own words (not the words every priced part shares, the lead's, nor price words: ``party_price_words``) meet
    exactly one of them; the other parts hold none of the question's words. ``None`` otherwise."""
    from course_lib.sim.words.cues import lexicon

    priced = [p for p in parts if len(AMOUNT_RE.findall(p)) == 1]
    if len(priced) < 2 or not _aside(question, [p for p in parts if p not in priced]):
        return None
    terms = [set(content_terms(p)) for p in priced]
    plain = set.intersection(*terms) | {t for w in lexicon("party_price_words") for t in content_terms(w)}
    plain |= set(content_terms(lead))  # "Lessons: ..." asked "how much are lessons?": the whole listing
    asked = set(content_terms(question)) - plain
    named = [p for p, t in zip(priced, terms, strict=True) if t & asked]
    if len(named) != 1:
        return None
    head = f"{' '.join(lead.split())}: " if lead.strip() else ""
    return f"{head}{named[0].strip()}."


def _free_piece(part: str) -> re.Match | None:
    """A piece priced by a word of ``free_amounts`` ("under-3s free", "children go free"), as a
    match with ``label`` and ``amount`` groups."""
    from course_lib.sim.words.cues import lexicon

    words = "|".join(re.escape(w) for w in sorted(lexicon("free_amounts"), key=len, reverse=True))
    return re.match(rf"^\s*(?P<label>[^\W\d][^{SYMBOL_CLASS[1:-1]}]{{0,40}}?)\s*:?\s*(?P<amount>{words})\s*\.?\s*$",
                    part, re.IGNORECASE)


def _aside(question: str, others: list[str]) -> bool:
    """Whether pieces that are no label and amount may be left aside: none holds a word of the
    question (with a Chinese question: none holds a run of two of its characters)."""
    if not others:
        return True
    if has_cjk(question):
        pairs = {question[i:i + 2] for i in range(len(question) - 1)}
        return not any(pair in other for other in others for pair in pairs if has_cjk(pair))
    asked = set(content_terms(question))
    return not any(asked & set(content_terms(other)) for other in others)


def _picked_chinese(question: str, sentence: str) -> str | None:
    """A Chinese question's one labelled amount ("成人门票多少钱？" over "门票：成人 30 元，学生 15 元。"
    -> "门票：成人 30 元。"): the one label of the listing (``pieces``) the question writes."""
    listing = pieces(sentence, question)
    if listing is None:
        return None
    lead, items = listing
    # "双人间每晚" is named by "双人间一晚": the label without its rate's "每<unit>"
    named = [(label, amount) for label, amount in items if label and (
        label in question or len(core := _RATE_TAIL_RE.sub("", label)) >= 2 and core in question)]
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
    if len(named) > 1:  # "zone 2" over "Zone 1", "Zone 2", "Zone 3": the one label named whole
        named = [x for x in named if set(content_terms(x)) <= asked] or named
    return named[0] if len(named) == 1 else None


# a listing's piece: a label, then (after an optional ":") one amount with its currency, before or
# after its figure ("Senior coach £30", "Small: 3.50 EUR", "主任医师50元"); a label may hold a code's
# figures ("C2自动挡 4,800元", "Zone 2 £4.50")
_LABEL_AMOUNT_RE = re.compile(rf"^\s*(?P<label>[^\W\d][^:：]{{0,40}}?)\s*[:：]?\s*(?P<amount>{AMOUNT_RE.pattern})\s*[.。]?\s*$",
                              AMOUNT_RE.flags)
_WIDE_CUT_RE = re.compile(r",(?!\d{3}(?!\d))\s*|[;，、；]\s*|(?<=\d)\s+and\s+|(?<=[\d元])\s*和\s*")


_RATE_TAIL_RE = re.compile(r"每[\u4e00-\u9fff]{1,2}$")


def pieces(sentence: str, question: str | None = None) -> tuple[str, list[tuple[str, str]]] | None:
    """A sentence listing two or more amounts each after its label, as (its lead, [(label,
    amount)]): "Lesson fees: Head coach £40, Senior coach £30." -> ("Lesson fees", [("Head
    coach", "£40"), ("Senior coach", "£30")]); amounts in any currency form ``AMOUNT_RE`` reads
    ("50元", "3.50 EUR"); ``None`` when any piece is not one label and one amount."""
    if len(sentence) > _MAX_CHARS:
        return None
    text = sentence.strip().rstrip(".。")
    cut = max(text.rfind(":"), text.rfind("："))
    lead, listed = (text[:cut], text[cut + 1:]) if cut >= 0 else ("", text)
    parts = [p for p in _WIDE_CUT_RE.split(listed.strip()) if p.strip()]
    found = [_LABEL_AMOUNT_RE.match(p) for p in parts]
    if question is not None and sum(map(bool, found)) >= 2 and _aside(
            question, [p for p, m in zip(parts, found, strict=True) if not m]):
        found = [m for m in found if m]  # (a question's pick: a remark beside the listing left aside)
    if len(found) < 2 or not all(found):
        return None
    if any(_STRUCK_LABEL_RE.fullmatch(m.group("label").strip()) for m in found):
        return None  # "the deposit is £40, not £25": a correction striking an amount out, no listing
    return " ".join(lead.split()), [(" ".join(m.group("label").split()), m.group("amount").strip()) for m in found]


# a "label" that only strikes the amount after it out: "not", "no longer", "instead of", "rather than", "不是"
_STRUCK_LABEL_RE = re.compile(r"(?:and\s+|but\s+)?(?:not|never|no\s+longer|instead\s+of|rather\s+than|was|previously|formerly)|不是|而非|原为",
                              re.IGNORECASE)


def restated(old: str, body: str) -> str | None:
    """``old``'s listing ("lead: £45 first day, £22 each extra day, £120 per week.", two or more parts of one amount
    and a label each) with each amount replaced by the one ``body`` states under the same label, on the same side of
    its amount ("£135 per week", "first hour: €12"; a label before it where a period follows it too: "large locker
    $100 a month"); ``None`` unless every label is found once in ``body`` and one
    amount at least changes."""
    if len(old) > _MAX_CHARS or len(body) > _MAX_CHARS:
        return None
    lead, _, listed = old.rpartition(":")
    parts = [p.strip() for p in _CUT_RE.split(listed.strip().rstrip(".")) if p.strip()]
    if len(parts) < 2:
        return None
    amount = AMOUNT_RE.pattern
    new_parts, changed = [], False
    for part in parts:
        found = list(AMOUNT_RE.finditer(part))
        if len(found) != 1:
            return None
        before, after = part[:found[0].start()].strip(" :"), part[found[0].end():].strip()
        if not re.search(r"[^\W\d]", before + after):
            return None  # (an amount with no label)
        label = re.escape(" ".join((before or after).split())).replace(r"\ ", r"\s+")
        pattern = (rf"(?<![^\W\d_]){label}\s*:?\s*(?P<new>{amount})" if before else
                   rf"(?P<new>{amount})\s+{label}(?![^\W\d_])")
        hits = list(re.finditer(pattern, body, AMOUNT_RE.flags))
        if len(hits) != 1:
            return None
        new = hits[0].group("new").strip()
        changed |= new.replace(" ", "") != found[0].group(0).strip().replace(" ", "")
        new_parts.append(part[:found[0].start()] + new + part[found[0].end():])
    if not changed:
        return None
    return f"{' '.join(lead.split())}: {', '.join(new_parts)}." if lead.strip() else f"{', '.join(new_parts)}."


__all__ = ["named_label", "picked", "pieces", "restated"]
