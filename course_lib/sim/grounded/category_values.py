"""A value keyed by a category, asked for an entity whose category another line states (issue 26,
the thirty-fourth set's CC2; the seventh set's "one hop to a second note").

"How much is a lesson with Marta?" over "Lesson fees: Head coach £40, Senior coach £30, Junior
coach £20." and a rota row "Marta  Senior coach  18:00": the fee line keys its amounts by a
category (the coach's level), the question names a person, and the person's category is on
another line. A model joins the two: Marta -> Senior coach -> £30. Quoting the fee line (or the
fee line and some other line that names Marta) leaves the join to the reader, an answer that
looks right and is not one.

``joined(question, listing_sentence, texts)`` (the listing one of the lines chosen for the
question, or, for a question asking a value, one of ``listings(question, texts)``):

- the listing: a sentence of two or more pieces, each a label and one amount with its currency
  (``labelled_amounts.pieces``: "主任医师50元, 副主任医师30元", "Small £3, Large £4.50");
- the question names none of its labels (else ``labelled_amounts.picked`` answers) but names an
  entity of the documents: a line (a sentence, a table row, a grid's row) holding a term of its
  own that the question holds (a word or, in Chinese, two characters running that no other line
  of its document holds, outside the listing and its labels);
  (a word or, in Chinese, two characters running, outside the listing and its labels, that at
  most ``_MAX_NAMING_LINES`` lines of its document hold, or a quarter of them: "上午" in every row
  of a roster names no one);
- the lines naming the entity hold exactly one of the labels between them (the longest one where
  labels nest: "副主任医师" holds "主任医师"): :class:`Joined`, the entity, its category and the
  category's amount;
- a line naming the entity states an amount of money of its own ("Play both courses: add £4 per person to the
  Shipwreck price"): ``None``, the entity is priced there, not tied to a category;
- they hold two labels, or none while other lines of the documents tie their own entity to a
  label (the documents do map things to categories, but not this one): :class:`Untied`, and the
  caller states a documents limit (never the listing quoted as the answer).

``None`` when the question names no entity of the documents apart from the listing, names a
label itself, or nothing in the documents ties anything to a label. Bounded: ``_MAX_TEXTS``, ``_MAX_UNITS``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.grounded.labelled_amounts import named_label, pieces
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import STOP_WORDS, content_terms

_CUE = patterns("category_values")  # its cue patterns: data/sim/patterns.yaml

_MAX_TEXTS = 20  # documents read
_MAX_UNITS = 400  # lines read per document
_CJK_RE = re.compile("[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_WORD_RE = re.compile(r"[^\W_]+")


@dataclass(frozen=True)
class Joined:
    entity: str
    label: str
    amount: str
    lead: str

    def answer(self) -> str:
        lead = f"{self.lead} " if self.lead else ""
        return f"{self.entity} ({self.label}): {lead}{self.amount}."


@dataclass(frozen=True)
class Untied:
    entity: str
    labels: tuple[str, ...]
    lead: str
    found: tuple[str, ...]  # the labels the entity's lines hold (none, or several)

    def reason(self) -> str:
        listed = ", ".join(self.labels[:4])
        what = self.lead or "its values"
        if self.found:
            return (f"the documents give {what} by category ({listed}), and the lines naming {self.entity!r} "
                    f"tie it to more than one of them ({', '.join(self.found)})")
        return (f"the documents give {what} by category ({listed}), and no line ties {self.entity!r} "
                "to one of them")


def _terms(text: str) -> set[str]:
    """A line's terms: its words (lower case, no stop words, two characters or more) and each two
    Chinese characters running."""
    out: set[str] = set()
    for word in _WORD_RE.findall(text.lower()):
        if _CJK_RE.search(word):
            out.update(word[k:k + 2] for k in range(len(word) - 1) if _CJK_RE.match(word[k]) and _CJK_RE.match(word[k + 1]))
        elif len(word) >= 2 and word not in STOP_WORDS and not word.isdigit():
            out.add(word)
    return out


def labels_in(text: str, labels: list[str]) -> list[str]:
    """The labels ``text`` holds. A Chinese label as written, one inside a longer one the text
    holds at the same place left out ("副主任医师" holds "主任医师" but names only itself); a Latin
    label by its own words, those not every label shares ("Silver" of "Silver members", met by "a
    Silver member"), one whose words another held label's words include left out."""
    low = text.lower()
    spans: list[tuple[int, int, str]] = []
    latin = [x for x in labels if x.strip() and not _CJK_RE.search(x)]
    for label in labels:
        key = label.lower().strip()
        if key and _CJK_RE.search(key):
            spans.extend((m.start(), m.end(), label) for m in re.finditer(re.escape(key), low))
    kept = [label for a, b, label in spans if not any(o[0] <= a and b <= o[1] and o[1] - o[0] > b - a for o in spans)]
    if latin:
        every = set.intersection(*(set(_WORD_RE.findall(x.lower())) for x in latin))
        tokens = set(_WORD_RE.findall(low))
        stems = set(content_terms(text))
        own = {x: (set(_WORD_RE.findall(x.lower())) - every) or set(_WORD_RE.findall(x.lower())) for x in latin}
        met = [x for x in latin if own[x] and all(t in tokens or set(content_terms(t)) & stems for t in own[x])]
        kept.extend(x for x in met if not any(own[x] < own[y] for y in met))
    return list(dict.fromkeys(kept))


def _display(line: str, shared: set[str], question: str) -> str:
    """The entity as the line writes it: the longest run of its words the question holds ("Mill
    Street"), or of its Chinese characters."""
    best = ""
    for m in re.finditer(r"[^\s:：;；,，。.!?()（）|/]+(?:\s+[^\s:：;；,，。.!?()（）|/]+)*", line):
        piece = m.group(0)
        if _CJK_RE.search(piece):
            for token in piece.split():
                for k in range(len(token)):
                    for j in range(len(token), k + 1, -1):
                        if token[k:j] in question and len(token[k:j]) > len(best):
                            best = token[k:j]
                            break
            continue
        run: list[str] = []
        for word in piece.split() + [""]:
            if word and set(content_terms(word)) & shared:
                run.append(word)
                continue
            if len(" ".join(run)) > len(best):
                best = " ".join(run)
            run = []
    return best


def _lines(text: str) -> list[str]:
    """The document's records: its table rows, its sentences, and a sentence's own lines where
    it joins lines that each end a sentence ("Mill Street is in Zone B." over "Canal Row is in
    Zone A.", which a splitter may read as one: "B." an initial)."""
    from course_lib.sim.material.prose import split_sentences, units

    ended = [x.strip() for x in text.split("\n") if x.strip()[-1:] in ".!?。"]
    out: list[str] = []
    for u in units(text)[:_MAX_UNITS]:
        if u.heading:
            continue
        # (a table row's cells without its column names: "医生：赵敏；职称：..." names 赵敏, the column
        # name 医生 is every row's)
        row = "  ".join(c for _, c in u.cells) if u.table and u.cells else u.text
        for sentence in (row,) if u.table else split_sentences(u.text):
            parts = sorted((p for p in ended if p in sentence), key=sentence.find)
            whole = len(parts) >= 2 and sum(len(p) for p in parts) + len(parts) - 1 >= len(sentence)
            out.extend(parts if whole else [sentence])
    return out


def joined(question: str, listing: str, texts: list[str]) -> Joined | Untied | None:
    """See the module docstring. ``texts``: the documents' texts, the listing's among them."""
    read = pieces(listing)
    if read is None:
        return None
    lead, listed = read
    labels = [label for label, _ in listed]
    if named_label(question, labels) is not None or labels_in(question, labels):
        return None
    asked = _terms(question) - _terms(listing)
    for label in labels:
        asked -= _terms(label)
    if not asked:
        return None
    held: set[str] = set()  # the labels the lines naming the entity hold
    entity = ""
    tied_elsewhere = False  # some other line ties its own entity to one label
    for text in texts[:_MAX_TEXTS]:
        lines = [x for x in _lines(text) if x.strip() != listing.strip()]
        own = [_terms(x) - _terms(listing) for x in lines]
        counts: dict[str, int] = {}
        for terms in own:
            for t in terms:
                counts[t] = counts.get(t, 0) + 1
        common = max(_MAX_NAMING_LINES, len(lines) // 4)
        for line, terms in zip(lines, own, strict=True):
            labelled = labels_in(line, labels)
            for label in labelled:
                terms = terms - _terms(label)
            shared = {t for t in terms & asked if counts.get(t, 0) <= common}
            if not shared:
                tied_elsewhere = tied_elsewhere or len(labelled) == 1
                continue
            if _priced(line):
                return None  # "Play both courses: add £4 per person to the Shipwreck price": the entity's own
                # line prices it, no tie of it to a category (the other readers answer from that line)
            held.update(labelled)
            if labelled or not entity:
                entity = _display(line, shared, question) or entity or sorted(shared)[0]
    if not entity:
        return None  # no entity of the documents named apart from the listing: the other readings' business
    if len(held) == 1:
        label = next(iter(held))
        return Joined(entity, label, dict(listed)[label], lead)
    if held or tied_elsewhere:
        return Untied(entity, tuple(labels), lead, tuple(sorted(held)))
    return None


def _priced(line: str) -> bool:
    """``line`` states an amount of money of its own (a sign or a currency code with a figure)."""
    from course_lib.sim.words.currencies import AMOUNT_RE

    return any(m.group("sign") or m.group("code1") or m.group("sign3") or m.group("code3") or m.group("han")
               for m in AMOUNT_RE.finditer(line))


_MAX_NAMING_LINES = 2  # a term held by more lines of a document than this (or a quarter) names no one entity


def listings(question: str, texts: list[str]) -> list[str]:
    """The documents' lines that list values by category (``labelled_amounts.pieces``), when the
    question asks a value (``category_values.asks_value`` in data/sim/patterns.yaml): where the
    lines chosen for the question hold no such listing (they met the entity's line, not the
    listing), the listing is still the one that answers."""
    if not _CUE.asks_value.search(question):
        return []
    from course_lib.sim.material.prose import units

    out = []
    for text in texts[:_MAX_TEXTS]:
        out.extend(u.text for u in units(text)[:_MAX_UNITS] if not u.heading and pieces(u.text) is not None)
    return out[:_MAX_LISTINGS]


_MAX_LISTINGS = 4  # listings tried per question


__all__ = ["Joined", "Untied", "joined", "labels_in", "listings"]
