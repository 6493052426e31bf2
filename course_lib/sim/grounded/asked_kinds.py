"""The asked kind, checked on every grounded reply (issue 26; the forty-second set's KK3 / KK4).

A quote that names the question's subject is no answer when it holds nothing of the kind the
question asks. Read from the question, the reply and the documents' lines (``unmet``), for every
grounded reply whatever step made it:

- an age ("how old is Dr Reilly?", "张伟几岁?"): a line of the reply naming the question's subject
  must state an age ("aged 24", "34 years old", "born in", "built in 1890", "25岁"). When none does:
  no line of the documents naming the subject states one and no line names an age column or holds
  a bare figure in brackets -> the absence ("The documents don't give ..."); else the documents
  limit;
- a qualifier of a closed set (day / night, weekday / weekend, peak / off-peak, adult / child,
  member / non-member: data pairs of opposites): a reply naming only the opposite side of the
  question's is for the other case ("weekend rate" quoted for "on a weekday") -> the absence when
  no line of the documents names the question's side, else the documents limit;
- an amount of money ("how much does it cost", "多少钱"): a reply with no amount, or only table rows
  of items the question does not name ("Item: Rose bouquet; Qty: 2; ..." for "how much will my card
  be charged?"), or a rate by a unit the question counts ("£2.50 per day" for "both days") and no
  product worked -> the limit;
- a difference of two named sides ("how much more is A than B", "A比B贵多少"): a reply with no
  difference worked or said (the two rows quoted, or a line naming both together) -> the limit;
- a count ("how many") or a day ("what day"): a reply holding no number (``count_value``) or no day or date
  (``day_value``, a chat line's own time stamp taken out) -> the limit (the fifty-seventh set's VV2);
- a time ("what time"), a length of time ("how long"), a place ("where"), a person ("who"): a reply holding nothing
  of the row's value form (``asked_value_rows``: any figure, any word of its kind) -> the limit;
- a length of time in a role (fix66c, the sixty-first set's ZW4): "how long does the permit last" (a validity)
  answered by a reply whose every length of time stands in another role ("allow 3 working days": the wait to
  get it; ``duration_roles``, the role word nearest the length) -> the absence when no line of the documents
  gives one in the asked role, else the documents limit; a length with no role word is left alone;
- a contact detail (a phone number, an e-mail address): a reply holding none of its
  form ("... stream TV or phone calls to them" for "what's the phone number?") -> the absence when
  no document holds one, else the documents limit;
- a length in a unit of time ("how many hours", "几个小时", "how many nights"): a reply with no figure
  in that unit (clock times quoted, "every 20 minutes" for hours) -> the limit;
- a worked amount (the forty-fourth set's MM2, the family of JJ4 / KK4 / LL4): an operand given for
  it -> the limit. An amount quoted (a cell, a row, a line) when a content word of the question the
  reply does not hold ("cancel", "late", "second child") is held by another line of the documents
  stating a rule that changes an amount ("charged at half the price", "20% off", "fee x weeks",
  "per started 15 minutes": ``worked_rule``); a whole period asked ("a term of", "a week of", "for
  the year": ``period_question``) answered by a rate per another unit ("per class", "£12 a walk")
  with no product worked; an amount asked and the reply's only figures a percent or a reference
  number ("Deposit: 20% of the total", "quote 4471"), which are no amounts (``_amounts``).

- a footnote (the forty-sixth set's OO2): a reply quoting a footnote's text but not the line that
  carries its mark ("[2]", "*") -> the line and its note, for every question;
- a person asked ("who ...?", the forty-sixth set's OO2) over documents holding a table keyed by names:
  a reply naming none of its rows and no one else by name (a rule line, a footnote) -> the limit;

- a block of records (the forty-fifth set's NN1): a sentence of the reply holding many delimited
  fields (a CSV sheet run together with its title line) is no sentence to quote -> the limit, for
  every question, yes/no too.

Yes/no questions are left alone otherwise ("no" answers them). Cues are data (``data/sim/asked_kinds.yaml``).
Bounded: ``_MAX_DOCS`` documents, ``_MAX_LINES`` lines each.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.grounded import unused_quantities
from course_lib.sim.words.cues import read
from course_lib.sim.words.text import content_terms, has_cjk, split_lines, stem

DATA = "asked_kinds.yaml"
_MAX_DOCS = 20
_MAX_LINES = 400
_YES_NO_RE = re.compile(r"^\W*(?:(?:and|so|ok|but)\s+)?(?:is|are|was|were|do|does|did|can|could|will|would|has|"
                        r"have|had|should|must)\s+(?!.*\bor\b)|[吗么]\s*[?？]?\s*$", re.IGNORECASE)
_CJK_RE = re.compile(r"[\u4e00-\u9fff]")


@dataclass(frozen=True)
class Unmet:
    """The kind asked and what the reply holds instead; ``absent`` is the reply to give when the
    documents cannot hold it (empty: state the documents limit)."""

    asked: str
    held: str
    absent: str = ""
    worked: str = ""  # the worked reply, when the reply's operands can be worked (``quoted_operands``)


@lru_cache(maxsize=1)
def _data() -> dict:
    data = read(DATA)
    for key in ("age_question", "age_value", "age_doubt", "qualifier_not", "money_question", "money_value",
                "difference_question", "difference_value", "span_figure", "worked_product", "cost_verdict_question", "verdict_opening", "priced_thing_question", "comparison_verdict_question",
                "comparison_word"):
        if not isinstance(data.get(key), str) or not data[key]:
            raise ValueError(f"{DATA}: '{key}' must be a pattern")
    pairs = data.get("qualifier_pairs")
    if not isinstance(pairs, list) or not all(isinstance(p, list) and len(p) == 2 for p in pairs):
        raise ValueError(f"{DATA}: 'qualifier_pairs' must be a list of [side, side]")
    spans = data.get("span_units")
    if not isinstance(spans, dict) or not all(isinstance(v, list) and len(v) == 2 for v in spans.values()):
        raise ValueError(f"{DATA}: 'span_units' must map a unit to [question pattern, reply pattern]")
    return data


@lru_cache(maxsize=16)
def _re(key: str) -> re.Pattern[str]:
    return re.compile(_data()[key], re.IGNORECASE)


def _term_re(term: str) -> str:
    if _CJK_RE.search(term):
        return re.escape(term)
    body = re.escape(term).replace("\\ ", "\\s+")
    return rf"(?<![\w-]){body}(?![\w-])"


@lru_cache(maxsize=1)
def _qualifier_terms() -> list[tuple[int, int, re.Pattern[str]]]:
    """(pair, side, pattern) for every qualifier form, longest first (so "off-peak" is read before "peak")."""
    forms = [(len(str(t)), i, s, _term_re(str(t).lower())) for i, pair in enumerate(_data()["qualifier_pairs"])
             for s, side in enumerate(pair) for t in side]
    out = [(i, s, re.compile(p, re.IGNORECASE)) for _, i, s, p in sorted(forms, key=lambda f: -f[0])]
    clock = [(int(i), int(s), re.compile(str(p), re.IGNORECASE)) for i, s, p in _data().get("qualifier_clock", [])]
    return clock + out


def _sides(text: str) -> dict[int, set[int]]:
    """The qualifier sides ``text`` names: {pair: {side, ...}} (a form's span is read once)."""
    found: dict[int, set[int]] = {}
    rest = text
    for pair, side, pattern in _qualifier_terms():
        if pattern.search(rest):
            found.setdefault(pair, set()).add(side)
            rest = pattern.sub(" ", rest)
    return found


def _side_word(text: str, pair: int, side: int) -> str:
    found = [m for p, s, pattern in _qualifier_terms() if p == pair and s == side and (m := pattern.search(text))]
    if not found:
        return str(_data()["qualifier_pairs"][pair][side][0])
    word = min(found, key=lambda m: (m.start(), -len(m.group(0)))).group(0).strip()
    return word if has_cjk(word) else word.lower()


def _doc_lines(bodies: list[str]) -> list[str]:
    return [x for body in bodies[:_MAX_DOCS] for x in split_lines(body)[:_MAX_LINES]]


def unmet(question: str, reply: str, bodies: list[str], notes: tuple[str, ...] | list[str] = ()) -> Unmet | None:
    """The module docstring's check of ``reply`` for ``question`` over the documents ``bodies`` (``notes``: the
    texts as sent, where a table's comment lines stay whole when its reading set them apart)."""
    if not reply.strip():
        return None
    honest = _re("honest").search(reply)
    if honest:  # (a reply that says what it could not find is left as it is, unless it missed only words
        # of asking, or the question's own count was taken for a missing word: "anything about '2'")
        return (_worked_past_tail(question, reply, bodies) or _unaccounted(question, reply[:honest.start()])
                or _worked_only(_distance_charge(question, reply[:honest.start()])))
    block = _record_block(reply)
    if block is not None:
        return block
    compared = _unmet_comparison(question, reply)
    if compared is not None:
        return compared
    if _YES_NO_RE.search(question):
        return _unmet_cost_verdict(question, reply)
    return (_distance_charge(question, reply)
            or _equal_part(question, reply, bodies) or _month_span(question, reply, bodies) or _tax_share(question, reply, bodies)
            or _defined(question, reply, bodies) or _unmet_age(question, reply, bodies) or _unnamed_row(question, reply, bodies)
            or _contradicted(question, reply, bodies)
            or _unmet_difference(question, reply) or _table_note(question, reply, [*bodies, *notes])
            or _operands(question, reply, bodies) or _unmet_money(question, reply, bodies)
            or _per_unit(unused_quantities.unworked_rate(question, reply))
            or _per_unit(unused_quantities.unused_count(question, reply)) or _unmet_span(question, reply)
            or _other_role(question, reply, bodies) or _unmet_contact(question, reply, bodies) or _unmet_count(question, reply) or _unmet_day(question, reply)
            or _unmet_value_row(question, reply)
            or _unapplied_rule(question, reply, bodies) or _unworked_period(question, reply)
            or _unaccounted(question, reply))


def _distance_charge(question: str, reply: str) -> Unmet | None:
    """A charge asked, and a quoted line charging per mile beyond a free distance ("free within 25 miles, then £2
    per mile each way", ``unused_quantities.distance_charge``): the charge worked for the distance stated, else
    the reason of the documents limit."""
    from course_lib.sim.grounded.unused_quantities import distance_charge

    found = distance_charge(question, reply)
    if found is None:
        return None
    return Unmet("worked figure", found.reason, worked=found.worked) if found.worked else Unmet("amount", found.reason)


def _worked_only(found: Unmet | None) -> Unmet | None:
    """``found`` when it works the figure (a reply that says what it could not find keeps its own words else)."""
    return found if found is not None and found.worked else None


def _per_unit(held: str | None) -> Unmet | None:
    """An amount asked and a price per one unit not worked for the question's count (``unused_quantities``'
    ``unworked_rate`` / ``unused_count``: their reason)."""
    return Unmet("amount", held) if held else None


def _unaccounted(question: str, reply: str) -> Unmet | None:
    """The question's own count left out by the reply's per-unit figure (``unused_quantities``): the worked
    product when plain, else the reason of the documents limit."""
    from course_lib.sim.grounded.unused_quantities import unaccounted

    found = unaccounted(question, reply)
    if found is None:
        return None
    return Unmet("worked figure", found.reason, worked=found.worked)


# --- a footnote quoted apart from the line carrying its mark ----------------------------------------

_FOOTNOTE_RE = re.compile(r"^\s*(\[\w{1,3}\]|\*{1,3}|[†‡]{1,2})\s*(\S.{14,})$")
_MIN_NOTE = 15  # characters of a footnote's text: a shorter one is no sentence to find in a reply
_MAX_BESIDE = 40  # characters of a reply beside the note (a citation, a full stop): more, and it is no lone note


def lone_footnote(reply: str, bodies: list[str]) -> Unmet | None:
    """A reply that is a footnote's text alone ("[2] Counted from the issue date ...", "* Qualifying players
    must confirm ...") but not the line that carries its mark ("Rule 2c: ... [2]", "qualify*"): the note
    belongs to that line and is read with it -> the reply is the line and its note ("worked"). Read
    over the texts as sent (the documents' reading may set footnotes apart from their marks)."""
    if not any(m in body for body in bodies[:_MAX_DOCS] for m in ("[", "*", "†", "‡")):
        return None
    flat = " ".join(reply.split())
    for body in bodies[:_MAX_DOCS]:
        lines = body.splitlines()[:_MAX_LINES]
        for line in lines:
            m = _FOOTNOTE_RE.match(line) if line[:1] in " [*†‡\t" else None
            if m is None:
                continue
            mark, note = m.group(1), " ".join(m.group(2).split()).rstrip(".")
            if note not in flat or len(flat) - len(note) > _MAX_BESIDE:
                continue  # (a reply that says more than the note is not the note alone)
            carriers = [c for c in lines if c is not line and mark in c and not _FOOTNOTE_RE.match(c)
                        and (mark != "*" or re.search(r"\w\*(?!\*)", c))]
            if len(carriers) != 1:
                continue
            carrier = " ".join(carriers[0].replace(mark, "").split()).rstrip(". ")
            if carrier in flat:
                continue
            return Unmet("answer", "a footnote apart from the line that carries its mark",
                         worked=f"{carrier} ({note}).")
    return None


# --- who, over a table of people, answered by no row -------------------------------------------------

_NAME_WORD_RE = re.compile(r"[A-Z][a-z]")
_CAPITAL_WORD_RE = re.compile(r"(?<![\w'])[A-Z][a-z][\w'-]*")
_SENTENCE_OPENING_RE = re.compile(r"(?:^|[.!?]\s+|\n)\W*[A-Z][\w'-]*")  # a sentence's first word, capitalised as such


def _unnamed_row(question: str, reply: str, bodies: list[str]) -> Unmet | None:
    """A who-question over documents holding a table keyed by names (two rows or more, each key cell
    a word) answered by a reply naming none of its rows and no one else (no capitalised name of the
    reply that the question does not say: a rule line, "Seeding is by victories, then by indicator",
    or a footnote) -> the documents limit."""
    from course_lib.sim.words.answer_types import asks_who

    if not asks_who(question) or has_cjk(reply):
        return None
    from course_lib.sim.material.superlatives import column_cells, key_column, tables

    keys: list[str] = []
    for body in bodies[:_MAX_DOCS]:
        if "|" not in body and ":" not in body and "\t" not in body and "," not in body:
            continue
        for rows in tables(body):
            key = key_column(rows) if len(rows) >= 2 else None
            cells = [c.strip() for c in column_cells(rows, key)] if key else []
            if cells and all(_NAME_WORD_RE.search(c) for c in cells):
                keys.extend(cells)
    if not keys:
        return None
    low = reply.lower()
    if any(k.lower() in low for k in keys):
        return None
    asked = {w.lower() for w in _CAPITAL_WORD_RE.findall(question)}
    # a capitalised word that opens no sentence ("host: Priya", "by Tom Reyes"), and no word of the question
    if any(w.lower() not in asked for w in _CAPITAL_WORD_RE.findall(_SENTENCE_OPENING_RE.sub(" ", reply))):
        return None
    return Unmet("person", "no row of the table and no one by name, only lines about it")


# --- a block of delimited records quoted as one sentence ------------------------------------------

_TIGHT_FIELD_RE = re.compile(r"\t|[,;|](?!\s|\d{3}\b)| \| ")  # a record's delimiter, not prose's ", " nor "1,150"
_MIN_BLOCK_FIELDS = 12  # delimiters in one sentence: more than one record's (a quoted row has fewer)
_MIN_BLOCK_CHARS = 120  # and far over a row's length


def _record_block(reply: str) -> Unmet | None:
    """A "sentence" of the reply that is really several delimited records or a whole block (a CSV
    sheet with a title line over it, run together because no line of it ends a sentence):
    ``_MIN_BLOCK_FIELDS`` tight delimiters or more (tabs, commas or semicolons with no space
    after, spaced pipes) in a sentence of ``_MIN_BLOCK_CHARS`` or more is no sentence to quote ->
    the documents limit. A quoted row, a "Key: value; key: value" record are left alone."""
    if reply.count(",") + reply.count(";") + reply.count("\t") + reply.count("|") < _MIN_BLOCK_FIELDS:
        return None  # (cheap: too few delimiters in the whole reply)
    for sentence in split_lines(reply):
        if len(sentence) >= _MIN_BLOCK_CHARS and len(_TIGHT_FIELD_RE.findall(sentence)) >= _MIN_BLOCK_FIELDS:
            return Unmet("answer", "a block of delimited records run together as one sentence, not one record "
                         "or sentence that answers")
    return None
# --- one of N equal parts asked ----------------------------------------------------------------------------

def _equal_part(question: str, reply: str, bodies: list[str]) -> Unmet | None:
    """One part asked of an amount a line pays in N equal parts ("cada plazo" over "360 € en tres plazos
    iguales"; ``equal_parts``), the reply not giving it: the worked part, else the working limit."""
    from course_lib.sim.grounded.equal_parts import worked

    found = worked(question, bodies)
    if found is None or (found.worked and found.worked.split(" (")[0] in reply):
        return None
    return Unmet("worked figure", found.line, worked=found.worked)


def _month_span(question: str, reply: str, bodies: list[str]) -> Unmet | None:
    """An amount asked over a span of months ("de abril a dezembro", "from March to June") and a line stating an
    amount per month (``month_spans``), the reply not giving the product: the worked figure, else the working
    limit."""
    from course_lib.sim.grounded.month_spans import worked

    found = worked(question, bodies)
    if found is None or (found.worked and found.worked.split(" (")[0] in reply):
        return None
    return Unmet("worked figure", found.line, worked=found.worked)


def _tax_share(question: str, reply: str, bodies: list[str]) -> Unmet | None:
    """The tax on one part of a bill asked ("how much of the VAT was on the parts?") over a rate line and the
    part's line or heading (``tax_shares``), the reply not giving it: the worked share, else the working limit."""
    from course_lib.sim.grounded.tax_shares import worked

    found = worked(question, bodies)
    if found is None or (found.worked and found.worked.split(" (")[0] in reply):
        return None
    return Unmet("worked figure", found.line or "the tax rate and the bill's lines", worked=found.worked)


# --- a figure the documents define by an operation -------------------------------------------------------

def _defined(question: str, reply: str, bodies: list[str]) -> Unmet | None:
    """A term the question names and a line of the documents defines by an operation ("Goal difference
    is F minus A", "a deposit of 20% of the quoted total", "four runners-up get £15 each"), the reply not
    performing it (``defined_terms``): the worked reply, else the working limit."""
    from course_lib.sim.grounded.defined_terms import unworked

    found = unworked(question, reply, bodies)
    return None if found is None else Unmet("worked figure", found.held, worked=found.worked)


# --- a worked amount, its operands quoted -------------------------------------------------------------

def _operands(question: str, reply: str, bodies: list[str]) -> Unmet | None:
    """A worked amount or count asked and its operands quoted (``quoted_operands``): the worked reply
    when they can be worked, else the working limit."""
    from course_lib.sim.grounded import worded_operations
    from course_lib.sim.grounded.quoted_operands import unworked

    if not _re("worked_product").search(reply):  # (an item list's "2 Sofa:" opens no working)
        counted = (worded_operations.per_count(question, reply, bodies, english=False)  # ("8 euros por noche" for "cinco noches")
                   or worded_operations.count_each(question, reply, frozenset(_data()["operand_ignore"])))
        if counted is not None:
            return Unmet("worked figure", counted.held, worked=counted.worked)
    if has_cjk(question) or not question.isascii() or _re("worked_opening").search(reply) \
            or (_re("worked_product").search(reply) and _re("money_question").search(question)):
        return None  # (a legend's "=" is no working: "DNF = did not finish")

    money = bool(_re("money_question").search(question))
    worded = worded_operations.unworked(question, reply, bodies, money or bool(re.search(r"\bhow\s+much\b", question, re.I)),
                                        frozenset(_data()["operand_ignore"]))
    if worded is not None:  # an operation written in words ("thirty pounds less", "the balance is due")
        return Unmet("worked figure", worded.held, worked=worded.worked)
    found = unworked(question, reply, bodies, money, frozenset(_data()["operand_ignore"]))
    return None if found is None else Unmet(found.asked, found.held, worked=found.worked)


def _table_note(question: str, reply: str, texts: list[str]) -> Unmet | None:
    """A row's points quoted for a question taking out a change the table's comment line says they hold
    (``worded_operations.without_points``): the points with it taken back."""
    if "#" not in reply and not any("#" in t for t in texts[:_MAX_DOCS * 2]):
        return None
    from course_lib.sim.grounded.worded_operations import without_points

    found = without_points(question, reply, texts)
    return None if found is None else Unmet("worked figure", found.held, worked=found.worked)


def _worked_past_tail(question: str, reply: str, bodies: list[str]) -> Unmet | None:
    """A partial answer whose quoted part is the operands of a worked amount: worked, when its tail
    missed only words of asking ("... anything about 'pay', 'plus'") and they can be; the working limit
    when they cannot, or when the tail missed more ("'four-weekly'": a figure worked then would be a
    guess); else left as it is."""
    from course_lib.sim.grounded.quoted_operands import without_tail

    cut = without_tail(reply, frozenset(_data()["operand_ignore"]))
    found = (_defined(question, cut[0], bodies) or _operands(question, cut[0], bodies)) if cut and cut[0] else None
    if found is None and cut and cut[0]:
        return _priced_count(question, cut[0], bodies)
    if found is None or (found.worked and cut[1]):
        return found
    return Unmet(found.asked, found.held)  # (never worked past a missed part)


def _priced_count(question: str, part: str, bodies: list[str]) -> Unmet | None:
    """A partial answer to "how many" whose quoted part states only prices ("Extra prints are GBP 6
    each."): a price is no count of what the question asks (the forty-seventh set's PP7) -> the
    documents limit, never the price given as the count; the count itself when the question asks
    "how many of us" and the documents state the party once ("that would make us six")."""
    if not _re("count_asked").search(question) or not any(c.isdigit() for c in part):
        return None
    from course_lib.sim.words.currencies import AMOUNT_RE

    rest = AMOUNT_RE.sub(" ", part)
    if rest == part or re.search(r"\d", rest):
        return None  # (no price, or a figure beside the prices that may count)
    said = _party_said(question, bodies)
    if said is not None:  # "how many of us" and the writer's own "that would make us six"
        return Unmet("count", "a price, no count of what the question asks", worked=f"{said[0]} (\"{said[1]}\").")
    return Unmet("count", "a price, no count of what the question asks")


def _party_said(question: str, bodies: list[str]) -> tuple[int, str] | None:
    """The asker's party as the documents state it ("That would make us six."), when the question asks
    "how many of us" and every such line states the same count."""
    if not _re("us_question").search(question):
        return None
    from course_lib.sim.words.number_words import values

    words = values(1, 20)
    found = {}
    for line in _doc_lines(bodies):
        if " us " not in f" {line.lower()} " and "we" not in line.lower():
            continue
        for m in _re("us_count").finditer(line):
            n = (m.group("n") or m.group("n2")).lower()
            found.setdefault(int(n) if n.isdigit() else words.get(n, 0), line.strip().lstrip("> "))
    found.pop(0, None)
    return next(iter(found.items())) if len(found) == 1 else None


# --- a contact detail -------------------------------------------------------------------------------

@lru_cache(maxsize=1)
def _contact_kinds() -> tuple[tuple[str, re.Pattern[str], re.Pattern[str]], ...]:
    kinds = _data().get("contact_kinds")
    if not isinstance(kinds, list) or not all(isinstance(k, list) and len(k) == 3 for k in kinds):
        raise ValueError(f"{DATA}: 'contact_kinds' must be a list of [name, question, value]")
    return tuple((name, re.compile(q, re.IGNORECASE), re.compile(v, re.IGNORECASE)) for name, q, v in kinds)


def _has_form(value: re.Pattern[str], text: str, name: str) -> bool:
    for found in value.finditer(text):
        if name != "phone number" or sum(ch.isdigit() for ch in found.group(0)) >= _MIN_PHONE_DIGITS:
            return True
    return False


_MIN_PHONE_DIGITS = 7


def _unmet_contact(question: str, reply: str, bodies: list[str]) -> Unmet | None:
    """A phone number or an e-mail address asked: a reply with none of its form quotes a line
    that mentions it ("stream TV or phone calls") instead of giving it."""
    for name, asked, value in _contact_kinds():
        if not asked.search(question):
            continue
        if _has_form(value, reply, name):
            return None
        held = f"lines with no {name} in them"
        if any(_has_form(value, body, name) for body in bodies[:_MAX_DOCS]):
            return Unmet(name, held)
        if has_cjk(question):
            return Unmet(name, held, "资料里没有给出联系方式，所以我不知道。")
        article = "an" if name[0] in "aeiou" else "a"
        return Unmet(name, held, f"The documents don't give {article} {name}, so I don't know.")
    return None


def contact_lines(question: str, bodies: list[str]) -> tuple[str, list[str]] | None:
    """For a question asking a contact detail (``contact_kinds``): its name and the documents' sentences
    holding one of its form ("Call us on 01632 960 441 ..." for "what's the vet's phone number?"), read
    before "I don't know"; ``None`` for any other question."""
    for name, asked, value in _contact_kinds():
        if asked.search(question):
            return name, [x for x in _doc_lines(bodies) if _has_form(value, x, name)]
    return None


# --- an age -----------------------------------------------------------------------------------------

def _subject(question: str) -> tuple[str, ...]:
    """The question's subject: its content words beside the age cue (Chinese: its characters' run)."""
    cue = set(_data()["age_cue_words"])
    if has_cjk(question):
        rest = _re("age_question").sub(" ", question)
        runs = re.findall(r"[\u4e00-\u9fff]+|[A-Za-z][\w.'-]*", rest)
        return tuple(r for r in (("".join(ch for ch in run if ch not in cue)) for run in runs) if len(r) >= 2)
    return tuple(t for t in content_terms(_re("age_question").sub(" ", question)) if t not in cue and len(t) > 2)


def _names(line: str, subject: tuple[str, ...]) -> bool:
    if any(_CJK_RE.search(s) for s in subject):
        return any(s in line for s in subject)
    terms = set(content_terms(line))
    return any(s in terms for s in subject)


# a figure standing alone in a list of a name's particulars ("Biscuit (beagle, 9)", "Tom, 34, plumber"):
# maybe the age asked, so no absence is claimed over it
_BARE_FIGURE_RE = re.compile(r"[(,]\s*\d{1,3}\s*(?=[),]|$)", re.MULTILINE)


def _unmet_age(question: str, reply: str, bodies: list[str]) -> Unmet | None:
    if not _re("age_question").search(question):
        return None
    subject = _subject(question)
    if not subject:
        return None
    lines = split_lines(reply)
    started = _started_age(subject, lines, bodies)
    if started is not None:
        return started
    if any(_names(x, subject) and _re("age_value").search(x) for x in lines):
        return None
    if not any(_names(x, subject) for x in lines) and any(_re("age_value").search(x) for x in lines):
        return None  # (the reply's lines name the subject otherwise: a pronoun, a title)
    named = [x for x in _doc_lines(bodies) if _names(x, subject)]
    doubt = any(_re("age_value").search(x) or _BARE_FIGURE_RE.search(x) for x in named) or any(
        _re("age_doubt").search(x) for x in _doc_lines(bodies))
    held = "lines on what the question names, with no age in them"
    if doubt or not named:
        return Unmet("age", held)
    who = " ".join(subject) if has_cjk(question) else _subject_words(question, subject)
    if has_cjk(question):
        return Unmet("age", held, f"资料里没有提到{who}的年龄，所以我不知道。")
    return Unmet("age", held, f"The documents don't give {who}'s age, so I don't know.")


_YEAR_RE = re.compile(r"(?<![\d.,/-])(?:1[5-9]|20)\d{2}(?![\d.,]\d)")


def _started_age(subject: tuple[str, ...], lines: list[str], bodies: list[str]) -> Unmet | None:
    """A thing's age asked and a line naming it with its year of start ("Boiler: ..., fitted in 2011"):
    the years from it to the latest date the documents hold ("Serviced 3 March 2024": 13), else the
    working limit (no later date to count to), never the absence; ``None`` when no such line names
    it, or the reply gives years already."""
    if any(_re("age_years").search(x) for x in lines):
        return None
    docs = _doc_lines(bodies)
    named = [(x, m) for x in (*lines, *docs) if _names(x, subject) for m in [_re("age_start").search(x)] if m]
    if not named:
        named = _started_by_name(subject, docs)
    if not named:
        return None
    line, m = named[0]
    start = int(m.group("year"))
    held = f"a year of start (\"{line.strip().rstrip('.')}\") and no later date the documents give to count to"
    if len({int(n.group("year")) for _, n in named}) != 1:
        return Unmet("age", held.replace("and no later", "among others, and no one"))
    later = [(int(y.group(0)), x) for x in docs for y in _YEAR_RE.finditer(x) if x.strip() != line.strip()
             and int(y.group(0)) > start]
    if not later:
        return Unmet("age", held)
    year, dated = max(later, key=lambda t: t[0])
    dated = next((x for body in bodies[:_MAX_DOCS] for x in body.splitlines()[:_MAX_LINES] if dated.strip() in x), dated)
    return Unmet("age", held, worked=f"{year - start} years ({m.group(0).strip()}; the latest date the documents give "
                                     f"is in {year}: \"{dated.strip().rstrip('.')}\").")


def _started_by_name(subject: tuple[str, ...], docs: list[str]) -> list[tuple[str, re.Match]]:
    """Lines with a year of start that name the subject by another of its names: a word a line naming
    the subject holds beside it ("Subject: Piano tuning - Mum's Bechstein" and "my mother's Bechstein
    upright (built 1962)"), no word of the subject itself."""
    starts = [(x, m) for x in docs for m in [_re("age_start").search(x)] if m]
    if not starts:
        return []
    own = set(subject) | set(_data()["age_cue_words"])
    names = {t for x in docs if _names(x, subject) for t in content_terms(x) if t not in own and len(t) >= 4}
    return [(x, m) for x, m in starts if names & set(content_terms(x))]


def _subject_words(question: str, subject: tuple[str, ...]) -> str:
    """The question's own words for its subject ("Dr Reilly"), in order."""
    words = re.findall(r"[A-Za-z][\w'-]*", _re("age_question").sub(" ", question))
    kept = [w for w in words if (content_terms(w) or ("",))[0] in subject
            or (w[:1].isupper() and w.lower() not in _data()["age_cue_words"])]
    return " ".join(kept).removesuffix("'s") or "that"


# --- a qualifier of a closed set ------------------------------------------------------------------

def _contradicted(question: str, reply: str, bodies: list[str]) -> Unmet | None:
    asked = _sides(_re("qualifier_not").sub(" ", question))
    if not asked:
        return None
    held = _sides(reply)
    for pair, sides in asked.items():
        if len(sides) != 1:
            continue  # both sides asked ("adults and children"): no one case
        side = next(iter(sides))
        if held.get(pair) != {1 - side}:
            continue
        asked_word = _side_word(question, pair, side)
        held_word = _side_word(reply, pair, 1 - side)
        why = f"lines for the {held_word} case only, not for the {asked_word}"
        lines = _doc_lines(bodies)
        others = [x for x in lines if side in _sides(x).get(pair, set())]
        if others or _aged_otherwise(asked_word, lines):
            # (absent75: "how much do kids pay?" over "Adult bike: £20" and "Under-12s bike: £10": the kids'
            # line says them by an age bound, so "not given for the kids" would be a confident absence)
            return Unmet(f"value for the {asked_word}", why)
        if has_cjk(question):
            return Unmet(f"value for the {asked_word}", why,
                         f"资料只给出了{held_word}的情况，没有提到{asked_word}的，所以我不知道。")
        return Unmet(f"value for the {asked_word}", why,
                     f"The documents don't give it for the {asked_word}: what they give is for the {held_word} "
                     "only, so I don't know.")
    return None


def _aged_otherwise(word: str, lines: list[str]) -> bool:
    """``word`` names people by age ("kids", ``lexicons.yaml`` ``age_group_words``) and a line states an age
    bound ("Under-12s", "ages 3-15", "Over-65s": ``ages.bounds``): that line may be the asked group's."""
    from course_lib.sim.values import ages
    from course_lib.sim.words.cues import lexicon

    return word.lower() in lexicon("age_group_words") and any(ages.bounds(x) for x in lines)


# --- a difference, an amount of money ---------------------------------------------------------------

def _unmet_difference(question: str, reply: str) -> Unmet | None:
    if not _re("difference_question").search(question) or _re("difference_value").search(reply):
        return None
    return Unmet("difference", "the lines of what it compares, but no difference worked out")


def _unmet_cost_verdict(question: str, reply: str) -> Unmet | None:
    """A yes/no question about paying ("Will the check-up cost me anything?") answered by a quote that
    opens with no yes or no and holds no amount and no word that it is free: no answer to it."""
    if not question.isascii() or not _re("cost_verdict_question").search(question) or _re("verdict_opening").search(reply):
        return None
    if any(_re("money_value").search(x) for x in split_lines(_CLOCK_RE.sub(" ", reply))):
        return None  # (a clock time "at 10.40" ending a line is no price)
    return Unmet("amount or whether it is free", "no amount of money and no word that it is free")


def _unmet_comparison(question: str, reply: str) -> Unmet | None:
    """A yes/no question comparing two things by a measure ("for a 7m boat is the weekly rate cheaper than
    paying for 6 nights?") answered by a quote that opens with no yes or no and says no side is the more
    or the less (a row of figures, its operands): no answer to it."""
    if not question.isascii() or _re("verdict_opening").search(reply):
        return None
    m = _re("comparison_verdict_question").search(question)
    if m is None or _re("comparison_word").search(reply):
        return None
    return Unmet("verdict", f"the figures compared and no verdict on which is {m.group('word')}")


_CLOCK_RE = re.compile(r"\b(?:at|from|until|till|by|before|after|between)\s+\d{1,2}[.:]\d{2}\b(?:\s*(?:am|pm|and|-|to)\s*"
                       r"(?:\d{1,2}[.:]\d{2})?)?|\b\d{1,2}:\d{2}\b", re.IGNORECASE)


def _unmet_money(question: str, reply: str, bodies: list[str]) -> Unmet | None:
    if not _re("money_question").search(question):
        if not _re("priced_thing_question").search(question):
            return None
        # "How much is the time trial?" answered "Sun 30 Mar Club time trial, 10 miles.": no price
        if not _amounts(reply):
            if _bare_config_figure(question, reply, bodies):
                return None
            return Unmet("amount", "no amount of money")
        return _amount_elsewhere(question, reply, bodies)
    if not _amounts(reply):
        if _bare_config_figure(question, reply, bodies):
            return None  # "extra_guest = 42" in a file that writes no currency: its figure is the amount
        return Unmet("amount", "no amount of money")
    return _other_row(question, reply) or _amount_elsewhere(question, reply, bodies)


_CONFIG_FIGURE_RE = re.compile(r"^\s*([A-Za-z][\w.-]*)\s*[=:]\s*(\d+(?:\.\d+)?)\s*(?:[;#].*)?$", re.MULTILINE)
_MAX_CONFIG_CHARS = 20000  # of a document read for its keys
_CURRENCY_RE = re.compile(r"[£$€¥₹]|\b(?:gbp|usd|eur|chf|jpy|cny|rmb|aud|cad|pounds?|dollars?|euros?|pence|cents?|quid)\b|元",
                          re.IGNORECASE)


def _bare_config_figure(question: str, reply: str, bodies: list[str]) -> bool:
    """The documents write no amount of money anywhere, a line of them sets a key the question names to a
    bare figure ("extra_guest = 42" for "how much per extra guest"), and the reply gives a figure: a
    configuration's amounts are bare figures, and a reply with one of them is no reply without an amount."""
    if not any(c.isdigit() for c in reply):
        return False
    asked = {stem(w) for w in re.findall(r"[a-z]+", question.lower()) if len(w) > 2}
    for body in bodies:
        text = body[:_MAX_CONFIG_CHARS]
        if "=" not in text and ":" not in text:
            continue
        if _CURRENCY_RE.search(text):
            return False
        for m in _CONFIG_FIGURE_RE.finditer(text):
            words = {stem(w) for w in re.split(r"[_.\-]+", m.group(1).lower()) if len(w) > 2}
            if len(words & asked) >= min(2, len(words)) and words:
                return True
    return False


_SENTENCE_RE = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9£$€])")
# where a chat log's next message starts in a reply that runs them together: its speaker ("[No. 8, Alys]",
# "物业-小周 10:10") after a sentence's end
_MESSAGE_RE = re.compile(r"(?<=[.!?。！？])\s*(?=\[[^\]\n]{1,40}\]|[^\s:：]{1,20}\s+\d{1,2}:\d{2}\s)")
# a message's speaker before its text in a chat log ("[Flat 7, Gordon] ...", "物业-小周 10:10 ..."):
# no words of what the message is about
_SPEAKER_RE = re.compile(r"^\s*\[[^\]\n]{1,40}\]\s*|^\s*[^\s:：]{1,20}\s+\d{1,2}:\d{2}\s+")
# a span of clock hours ("9 till 12", "10am-4pm"): no amount, though its figure ends the line
_HOURS_RE = re.compile(r"\b\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm)?\s*(?:till|until|to|-|–)\s*\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm)?\b",
                       re.IGNORECASE)
# the unit a question shares an amount by ("each flat", "per household", "每户"): no subject of it
_SHARE_UNIT_RE = re.compile(r"\b(?:each|per|every)\s+([a-z]+)\b|每([\u4e00-\u9fff])", re.IGNORECASE)


@lru_cache(maxsize=1)
def _money_terms() -> frozenset[str]:
    """A money question's own words, no subject of it."""
    return frozenset(content_terms("how much cost costs price fee fees entry pay charge ticket"))


def _about(text: str) -> set[str]:
    """The content terms of a reply's sentence or a document's line, its speaker left out."""
    return set(content_terms(_SPEAKER_RE.sub(" ", text)))


def _asked_subject(question: str) -> set[str]:
    """The question's subject: its content terms but the money words and the unit it shares by."""
    units = {u for m in _SHARE_UNIT_RE.finditer(question) for u in m.groups() if u}
    shared = set(content_terms(" ".join(units))) | {f"每{u}" for u in units if has_cjk(u)}
    return {t for t in content_terms(question) if len(t) > 2 or has_cjk(t)} - _money_terms() - shared


def _reply_parts(reply: str) -> list[str]:
    """The reply's sentences, a chat message's speaker kept on its first ("[No. 3, Kwame] Shall we ...?")."""
    out = []
    for message in _MESSAGE_RE.split(reply.strip()):
        speaker = _SPEAKER_RE.match(message)
        head = speaker.group(0) if speaker else ""
        said = [p.strip() for p in _SENTENCE_RE.split(message[len(head):].strip()) if p.strip()]
        if said:
            said[0] = f"{head}{said[0]}"
        out.extend(said)
    return out


def _amount_elsewhere(question: str, reply: str, bodies: list[str]) -> Unmet | None:
    """A reply of two sentences or more whose amounts stand only in sentences that share no word of
    the question, beside one that does, each from another line of the documents ("Entry £6 on the
    day. Sun 26 Jan Hill relay, teams of three." for "How much is the hill relay?"): the amount of
    another line's item, not the one asked. Two messages of a chat log, one naming the subject, the
    other an amount of another thing ("[Flat 2] the bike store?" beside "[Flat 7] Ground rent is £14"):
    the same, and the absence when no line naming the subject states an amount."""
    parts = _reply_parts(reply)
    if len(parts) < 2:
        return None
    asked = _asked_subject(question)
    priced = [p for p in parts if _re("money_value").search(_HOURS_RE.sub(" ", p))]
    subject = [p for p in parts if asked & _about(p)]
    if not priced or not subject or any(asked & _about(p) for p in priced):
        return None
    lines = [x for body in bodies[:_MAX_DOCS] for x in body.splitlines()[:_MAX_LINES]]  # (physical lines)

    def line_of(part: str) -> int | None:  # (a message's text stands on the line after its speaker's in a log)
        flat = re.sub(r"\s+", " ", _SPEAKER_RE.sub("", part).rstrip("."))
        return next((i for i, x in enumerate(lines) if flat in re.sub(r"\s+", " ", x)), None)

    homes = {line_of(p) for p in subject}
    if None in homes or any(line_of(p) in homes or line_of(p) is None for p in priced):
        return None

    def about_else(part: str) -> bool:  # its line says more than it: another item's line ("Sat 18 Jan Cross-country ...")
        line = re.sub(r"\s+", " ", lines[line_of(part)])
        rest = line.replace(re.sub(r"\s+", " ", _SPEAKER_RE.sub("", part).rstrip(".")), " ")
        return len(content_terms(rest)) >= 2

    def message_else(part: str) -> bool:  # a chat message of its own about another thing ("[Flat 7] Ground rent ...")
        return bool(_SPEAKER_RE.match(part)) and len({t for t in _about(part) - _money_terms() if not t.isdigit()}) >= 2

    if not all(about_else(p) or message_else(p) for p in priced):
        return None  # ("Amount: £1,150.00" on a record's own line: the record's amount)
    held = "an amount only on a line about something else"
    if not all(message_else(p) for p in priced) or any(
            asked & _about(x) and _re("money_value").search(_HOURS_RE.sub(" ", _SPEAKER_RE.sub(" ", x))) for x in _doc_lines(bodies)):
        return Unmet("amount", held)
    if has_cjk(question):
        return Unmet("amount", held, "资料里没有提到这项费用是多少，所以我不知道。")
    return Unmet("amount", held, "The documents don't say how much that costs, so I don't know.")


def amount_on_the_line(reply: str, bodies: list[str]) -> str | None:
    """The whole document line a one-sentence reply was cut from, when the rest of that line states
    the amount of money the reply lacks ("Sun 30 Mar  Club time trial, 10 miles. Entry £3 on the
    day." for a reply of its first sentence): a list's line is one item; ``None`` otherwise."""
    from course_lib.sim.grounded import said_amounts

    said = reply.strip().rstrip(".")
    if len(said) < 12 or "\n" in said:
        return None
    flat = re.sub(r"\s+", " ", said)
    for body in bodies[:20]:
        for line in body.splitlines()[:400]:
            whole = re.sub(r"\s+", " ", line).strip()
            at = whole.find(flat)
            if at < 0 or len(whole) <= len(flat) + 3:
                continue
            rest = whole[:at] + " " + whole[at + len(flat):]
            if said_amounts.amounts(rest):  # (a currency, never a bare figure ending the line: "2038.")
                return whole
    return None


def _amounts(reply: str) -> list[str]:
    """The reply's lines stating an amount of money, read with its percents ("20% of the total") and
    reference numbers ("quote 4471", "Invoice no. 88") taken out: neither is an amount."""
    if "%" in reply or "#" in reply or _re("reference_number").search(reply):  # (before lines: "no. 3382" splits)
        reply = _re("reference_number").sub(" ", re.sub(r"\d+(?:[.,]\d+)?\s*%", " ", reply))
    return [x for x in split_lines(reply) if _re("money_value").search(x)]


_RULE_HEAD = 5  # two words sharing their first five letters are one word's forms ("cancel" / "cancellations")


def _meets(term: str, terms: set[str]) -> bool:
    return term in terms or (len(term) >= _RULE_HEAD and any(
        len(t) >= _RULE_HEAD and t[:_RULE_HEAD] == term[:_RULE_HEAD] for t in terms))


def _unapplied_rule(question: str, reply: str, bodies: list[str]) -> Unmet | None:
    """An amount quoted for a money question while a content word of the question the reply does not
    hold ("cancel") is held by another line stating a rule that changes an amount ("Cancellations ...
    are charged at half the price"): the operand, not the amount asked."""
    if has_cjk(question) or not _re("money_question").search(question) or _re("worked_product").search(reply) \
            or re.search(r"\bof\s+(?:the\s+)?[$€£¥]\s?\d", reply) or _re("worked_opening").search(reply) \
            or not _amounts(reply):
        return None  # (a share worked on a figure: "half of £28"; a reply opening with its worked amount)
    held = set(content_terms(reply))
    ignore = set(_data()["operand_ignore"])
    said = question.lower()  # "call it off" says cancel (``verb_phrases``, the tools' everyday wordings of a verb)
    said += "".join(f" {verb}" for verb, phrase in _verb_phrases() if phrase.search(said))
    rest = [t for t in content_terms(said) if t not in ignore and not t.isdigit() and not _meets(t, held)]
    if not rest:
        return None
    quoted = " ".join(reply.split())
    figures = set(re.findall(r"[$€£¥]\s?(\d[\d,]*(?:\.\d+)?)", reply))
    for line in _doc_lines(bodies):
        if " ".join(line.split()) in quoted or not _re("worked_rule").search(line) \
                or figures & set(re.findall(r"[$€£¥]\s?(\d[\d,]*(?:\.\d+)?)", line)):
            continue  # (a line holding the reply's own amount is where it was read, no rule on it)
        hit = next((t for t in rest if _meets(t, set(content_terms(line)))), None)
        if hit is not None:
            return Unmet("worked amount", f"a figure that the rule \"{line.rstrip('.')}\" changes for the "
                                          f"question's '{hit}', not worked")
    return None


@lru_cache(maxsize=1)
def _verb_phrases() -> tuple[tuple[str, re.Pattern[str]], ...]:
    """(verb, the pattern of a phrase saying it, a word allowed between its words: "call it off")."""
    from course_lib.sim.words.cues import lexicon

    out = []
    for e in sorted(lexicon("verb_phrases")):
        if "/" in e:
            verb, phrase = e.split("/", 1)
            body = r"\s+(?:\w+\s+)?".join(re.escape(w) for w in phrase.lower().split())
            out.append((verb, re.compile(rf"(?<!\w){body}(?!\w)")))
    return tuple(out)


def asked_period(question: str) -> str | None:
    """The period whose whole amount ``question`` asks ("a term of ballet": "term"; ``period_question``),
    or ``None``."""
    m = _re("period_question").search(question)
    found = None if m is None else (m.group("period") or m.group("period2"))
    return found.lower() if found else None  # ("this week": a time, no whole period to work a rate over)


def _unworked_period(question: str, reply: str) -> Unmet | None:
    """A whole period asked ("a term of ballet", "a week of walks", "for the whole year") answered by a
    rate per another unit ("fee_per_class: 8.00", "£12 per walk") and no product worked."""
    m = _re("period_question").search(question)
    if m is None or _re("worked_product").search(reply) or _re("worked_opening").search(reply):
        return None
    period = (m.group("period") or m.group("period2") or m.group("period3")).lower()
    amounts = _amounts(reply)
    units = [(r.group("unit") or r.group("unit2")).lower() for x in amounts for r in _re("unit_rate").finditer(x)]
    if any(re.search(rf"\b(?:an?|per|each|every)\s+{re.escape(u)}\b|\b{re.escape(u)}ly\b", question, re.IGNORECASE)
           for u in units):
        return None  # ("what's the hourly rate this week?": the rate is what is asked)
    if not units or any(u.rstrip("s") == period for u in units) or any(
            re.search(rf"(?<![a-z]){period}s?[ _-]?(?:fee|price|cost|rate|total|charge)", x, re.IGNORECASE)
            for x in amounts):
        return None  # "£60 a week", "fee per term", "Term fee: £88"
    return Unmet("amount", f"a rate per {units[0]}, not worked for the {period} the question asks")


def _unmet_span(question: str, reply: str) -> Unmet | None:
    """"How many hours is it open on Saturday?" answered with no figure in hours ("open: 10:00",
    "a shuttle every 20 minutes"): the length is not given."""
    reply = reply.replace("_", " ")  # "keep_days = 14": a setting's key names its unit
    for unit, (asked, written) in _data()["span_units"].items():
        if re.search(asked, question, re.IGNORECASE):
            if re.search(f"{_data()['span_figure']}(?:\\(\\s*\\d+\\s*\\)\\s*)?(?:[a-z]+\\s+)?(?:{written})", reply,
                         re.IGNORECASE) \
                    or re.match(r"\s*\d+(?:[.,]\d+)?(?!\d|[.,:]\d)", reply) \
                    or re.search(rf"(?:{written})\W{{0,3}}(?:\w+\W+){{0,4}}?\d", reply, re.IGNORECASE):
                return None  # "7 hours", "5 working days", "thirty (30) days", a reply opening with its figure,
                # "Hours add up to 17.5"
            return Unmet(f"number of {unit}", f"no figure in {unit}")
    return None


@lru_cache(maxsize=1)
def _duration_roles() -> tuple[tuple[str, re.Pattern[str], re.Pattern[str], str], ...]:
    """(role, question cue, line cue, the absence's sentence) of every ``duration_roles`` row."""
    roles = _data().get("duration_roles")
    if not isinstance(roles, dict) or not roles:
        raise ValueError(f"{DATA}: 'duration_roles' must map a role to its question, line and absent")
    out = []
    for role, row in roles.items():
        if not isinstance(row, dict) or not all(isinstance(row.get(k), str) and row[k] for k in
                                                ("question", "line", "absent")):
            raise ValueError(f"{DATA}: every 'duration_roles' row needs question, line and absent")
        out.append((str(role), re.compile(row["question"], re.IGNORECASE), re.compile(row["line"], re.IGNORECASE),
                    row["absent"]))
    return tuple(out)


def _durations(text: str) -> list[tuple[str, str | None]]:
    """(length of time, its role: the role word nearest before it within ``duration_role_window`` words, else the
    nearest after it within as many, else ``None``) of every length of time in ``text``."""
    window = int(_data().get("duration_role_window") or 4)
    out = []
    for m in _re("duration_value").finditer(text):
        before = re.findall(r"[\w'-]+", text[max(0, m.start() - 200):m.start()])[-window:]
        after = re.findall(r"[\w'-]+", text[m.end():m.end() + 120])[:window]
        role = None
        for word in [*reversed(before), *after]:  # the nearest before it, else the nearest after it ("2 days in advance")
            role = next((r for r, _, line, _ in _duration_roles() if line.fullmatch(word)), None)
            if role:
                break
        if role == "lead" and _re("duration_planned_after").search(text[m.end():]):
            role = None  # "allow 90 minutes for the tour": the tour's own length
        out.append((m.group(0), role))
    return out


def _other_role(question: str, reply: str, bodies: list[str]) -> Unmet | None:
    """A length of time asked in one role ("how long does the permit last": a validity) and every length of time of
    the reply in another ("allow 3 working days": the wait to get it; ``duration_roles``; the sixty-first set's ZW4):
    the absence when no line of the documents gives one in the asked role, else the documents limit. A length of time
    with no role word before it is read as answering (left alone)."""
    if has_cjk(question):
        return None
    asked = next(((role, absent) for role, cue, _, absent in _duration_roles() if cue.search(question)), None)
    if asked is None:
        return None
    found = _durations(reply)
    if not found or any(role in (None, asked[0]) for _, role in found):
        return None
    held = f"a length of time of another kind ({found[0][0]}: {found[0][1]})"
    if any(role == asked[0] for line in _doc_lines(bodies) for _, role in _durations(line)):
        return Unmet(f"length of time ({asked[0]})", held)
    return Unmet(f"length of time ({asked[0]})", held, asked[1].format(duration=found[0][0]))


def _unmet_count(question: str, reply: str) -> Unmet | None:
    """"How many cats live there now?" answered by lines holding no count ("Resident cats: Miso, Tofu, ...", a
    house-rules line): the count is not given (``count_value``; the fifty-seventh set's VV2)."""
    if has_cjk(question) or not _re("count_asked").search(question) or _re("count_value").search(reply):
        return None
    return Unmet("number", "no count")


def _unmet_day(question: str, reply: str) -> Unmet | None:
    """"What day did the service end up being?" answered by a message's greeting and prices: no day or date (the
    message's own time stamp is none; ``day_value``; the fifty-seventh set's VV2)."""
    if has_cjk(question) or not _re("day_question").search(question):
        return None
    if _re("day_value").search(_re("day_stamp").sub(" ", reply)):
        return None
    return Unmet("day", "no day or date")


@lru_cache(maxsize=1)
def _value_rows() -> tuple[tuple[str, str, re.Pattern[str], re.Pattern[str], bool], ...]:
    """(kind, held, question cue, reply value, names) of every ``asked_value_rows`` row."""
    rows = _data().get("asked_value_rows") or []
    out = []
    for row in rows:
        if not isinstance(row, dict) or not all(isinstance(row.get(k), str) and row[k] for k in
                                                ("kind", "held", "question", "value")):
            raise ValueError(f"{DATA}: every 'asked_value_rows' row needs kind, held, question and value")
        names = bool(row.get("names"))
        value = re.compile(row["value"]) if names else re.compile(row["value"], re.IGNORECASE)
        out.append((row["kind"], row["held"], re.compile(row["question"], re.IGNORECASE), value, names))
    return tuple(out)


def _unmet_value_row(question: str, reply: str) -> Unmet | None:
    """A kind learners ask most (``asked_value_rows``: a time, a length of time, a place, a person) answered by a reply
    holding nothing of its value form ("What time do doors open?" -> "Bring a packed lunch and water."): the kind asked is
    not given -> the documents limit. A chat line's own stamp (``day_stamp``) is taken out of the reply first; a row
    reading names (``names``) reads a capital letter as one once the plain sentence openers (``plain_openers``) are out."""
    if has_cjk(question):
        return None
    said = _re("day_stamp").sub(" ", reply)
    for kind, held, asked, value, names in _value_rows():
        if not asked.search(question):
            continue
        text = re.sub(_data()["plain_openers"], " ", said) if names else said
        if not value.search(text):
            return Unmet(kind, held)
    return None


def _other_row(question: str, reply: str) -> Unmet | None:
    """A reply quoting table rows ("Item: Rose bouquet; Qty: 2; Unit price: £25.00") none of whose
    word cells the question names, for a money question: the amount of another item, not the one asked."""
    priced = [x.rstrip(".") for x in split_lines(reply) if _re("money_value").search(x)]
    rows = [x for x in priced if re.match(_data()["row_cells"], x)]
    if not rows or len(rows) < len(priced):
        return None  # (an amount outside a table's rows may be the one asked)
    asked = set(content_terms(question))
    for row in rows:
        cells = [c.split(":", 1)[1] for c in row.split(";") if ":" in c]
        words = [c for c in cells if re.search(r"[A-Za-z]{3,}|[\u4e00-\u9fff]", c)]
        if not words or any(asked & set(content_terms(c)) for c in words) or any(c.strip() in question for c in words):
            return None
    return Unmet("amount", "a table row of an item the question does not name")


# --- a line keyed by the question's noun, before "I don't know" -------------------------------------

_KEY_RE = re.compile(r"^\s*([\u4e00-\u9fff]{2,12})\s*[:：]")
_KEY_TAIL = "费用价格价钱收费标准"  # a key's own kind word ("楼层费" is met by "楼层"): no part of its noun


def keyed_line(question: str, bodies: list[str]) -> str | None:
    """A Chinese line keyed by the question's noun ("楼层费:无电梯每层50元" for "楼层费要多少钱?"): its key
    (before ":" / "："), or its key without a trailing kind word, is in the question. Such a line is
    never "I don't know": the caller states the documents limit. ``None`` for an English question,
    or when no key is the question's."""
    if not has_cjk(question):
        return None
    plain = re.sub("[的之了]", "", question)  # "超出的里程" names the key "超出里程"
    for line in _doc_lines(bodies):
        m = _KEY_RE.match(line)
        if not m:
            continue
        key = m.group(1)
        stem = key.rstrip(_KEY_TAIL)
        if key in plain or (len(stem) >= 2 and stem in plain):
            return line
    return None


def whole_total(question: str, bodies: list[str]) -> bool:
    """Whether ``question`` asks the total of the whole material and nothing else ("那一共要付多少钱?",
    "How much will it all cost altogether?": no content word beside the words of a total and of
    money, ``total_words``) over documents holding two amounts of money or more: never "I don't
    know" (the caller states the working limit)."""
    words = [str(w) for w in _data()["total_words"]]
    if not re.search("|".join(_term_re(w) for w in words if w in ("一共", "总共", "合计", "总计", "加起来", "altogether",
                                                                   "in total", "total", "all together", "in all")),
                     question, re.IGNORECASE):
        return False
    rest = question
    for w in sorted(words, key=len, reverse=True):
        rest = re.sub(_term_re(w), " ", rest, flags=re.IGNORECASE)
    if has_cjk(question):
        if re.search(r"[\u4e00-\u9fff]", re.sub(r"[的了吗呢么是要那这我们你]", "", rest)):
            return False
    elif content_terms(rest):
        return False
    amounts = sum(len(_re("money_value").findall(x)) for x in _doc_lines(bodies) if re.search(r"\d", x))
    return amounts >= 2


def ranked_place(question: str, bodies: list[str]) -> bool:
    """Whether ``question`` asks a place in a ranking (``place_question``: "which dog came third?") over
    documents holding a table of figures (``results_rows`` lines with ``results_figures`` figures or more,
    in any layout: pipes, commas, columns): never "I don't know" (the caller states the working limit)."""
    if has_cjk(question) or not _re("place_question").search(question):
        return False
    rows = int(_data()["results_rows"])
    figures = int(_data()["results_figures"])
    found = 0
    for body in bodies[:_MAX_DOCS]:
        for line in body.split("\n")[:_MAX_LINES]:
            if len(re.findall(r"(?<![\w.])\d+(?:[.:]\d+)?(?![\w.])", line)) >= figures:
                found += 1
                if found >= rows:
                    return True
    return False
