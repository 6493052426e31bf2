"""What the user told the assistant earlier in a chat, read back as notes (issue 26).

"My colleague Aiyana moved to Halifax last spring." ... "Where did she move to?": a model reads
the earlier turns and answers from them. The simulator does the same with its document reader:
the statements of the user's earlier turns (questions left out) become one small note each, the
question's pronoun is replaced by the person or thing the latest statement names
(``conversation.standalone``), and :func:`course_lib.sim.grounded.evidence.gather` picks the statement
that covers the question. The caller answers only when every key word of the question is met
and the statement holds a value of the asked form; otherwise the conversation limit stands.

A turn that goes on from the previous statement with no verb of its own ("And 4.5 km home." after
"I walked 3 km to work.") is read with that statement's words before its first figure.

A later turn that corrects an earlier one is applied before reading:

- "No, I meant 4D, not 4B" / "Correction: Tuesday" (``corrections.correction``): the meant
  value replaces the named one, else the value of its kind or shape in the latest statement;
- "Sorry, 4D." / "Actually 8:15." (a short turn with a correction cue and one value): the one
  value of that kind (a time, a weekday, a date, money, a number) or of that shape (an id such
  as ``4B``: a digit and a letter) that the statements hold.

A correction that names no value the statements hold, or fits two statements equally, leaves
the thread unread (:func:`statements` returns ``None``): which fact it changes is unknown, and a
stale fact would be a silent wrong answer.
"""

from __future__ import annotations

import re

from course_lib.sim.material.documents import Document
from course_lib.sim.words.cues import patterns

_CUE = patterns("thread_notes")  # its cue patterns: data/sim/patterns.yaml

MAX_TURNS = 40  # earlier human turns read (the latest ones)
MAX_TURN_CHARS = 600
_OPENER_ZIPF = 5.5  # a capitalised word opening a sentence is no name only when this common ("We", "My")
_RARE_ZIPF = 3.0  # a capitalised word opening a sentence is a name when rarer than this (wordfreq's scale)  # a longer turn is a pasted document, not a statement about the user's world

_QUESTION_RE = re.compile(r"\?\s*$|^\W*(?:what|whats|which|who|whos|whom|whose|when|where|wheres|why|how|hows|can|could|would|should|"
                          r"do|does|did|is|are|will)\b", re.IGNORECASE)
# a decimal point ends no sentence ("mondo 27.5"), nor a dot inside an address ("jo@x.org", "shop.example.com")
_SENTENCE_RE = re.compile(r"(?:[^.!?\n]|\.(?=\d)|(?<=\w)\.(?=[a-z]{2,}\b))+[.!?]*")
_MAX_CORRECTION = 80  # a correcting turn is short
_MAX_QUESTION = 300  # a question about what was said is one short turn
_CUE_RE = re.compile(r"^\W*(?:sorry|oops|actually|correction|my mistake|my bad|no|wait|i mean|make that|"
                     r"scratch that|typo)\b", re.IGNORECASE)


def _is_statement(sentence: str) -> bool:
    """A sentence that states something: three words or more (five characters in Chinese), no question, no command ("Write
    an essay on ...": its first word opens a request, ``lexicons.yaml`` command_openers)."""
    from course_lib.sim.words.cues import lexicon

    words = re.findall(r"\w+", sentence)
    from course_lib.sim.words.question_form import asks as asks_something

    cjk = len(re.findall(r"[\u4e00-\u9fff]", sentence))  # Chinese is written without spaces: by characters
    return ((len(words) >= 3 or cjk >= 5) and not _QUESTION_RE.search(sentence.strip()) and not asks_something(sentence)
            and words[0].lower() not in lexicon("command_openers"))


def asks(question: str) -> bool:
    """Whether ``question`` is a short question (a chat turn, not a pasted text or a request)."""
    from course_lib.sim.words.question_form import asks as asks_something

    return len(question) <= _MAX_QUESTION and bool(_QUESTION_RE.search(question.strip()) or asks_something(question))


def _replace_value(held: list[str], old_kind: str, value: str, turn: str = "") -> bool:
    """Put ``value`` in place of the one value of ``old_kind`` (a value kind, or ``shape:<s>``)
    the statements hold; False when they hold none or several (which one is meant is unknown).
    Of several, the one written after the slot's noun the correcting ``turn`` writes before its value
    ("Sorry - seat 32." over "seat 23 in coach 4": the seat's) is the one meant."""
    from course_lib.sim.request.corrections import in_form_of, values_of_kind

    holders = []
    for i, sentence in enumerate(held):
        found = values_of_kind(sentence, old_kind)
        holders.extend((i, v) for v in found)
    if len(holders) > 1 and turn and (noun := _slot_noun(turn, value)):
        slotted = [(i, v) for i, v in holders
                   if re.search(rf"\b{re.escape(noun)}s?\s*(?:(?:is|was|number|no\.?|#|:|=)\s*){{0,2}}{re.escape(v)}(?!\w)", held[i], re.I)]
        holders = slotted if len(slotted) == 1 else holders
    if not holders and old_kind == "number" and value.isdigit():
        # "My flight lands at 6." ... "Actually it's 7.": a bare figure corrects a bare hour
        holders = [(i, v) for i, sentence in enumerate(held) for v in values_of_kind(sentence, "time") if v.isdigit()]
    if not holders and old_kind == "number" and re.fullmatch(r"\d[\d,]*(?:\.\d+)?", value):
        # "budget is 800 euros" ... "actually make that 650": a bare figure corrects the one amount's figure
        money = [(i, v) for i, sentence in enumerate(held) for v in values_of_kind(sentence, "money")]
        if len(money) == 1:
            i, old = money[0]
            figure = re.search(r"\d[\d,]*(?:\.\d+)?", old)
            if figure is not None:
                held[i] = held[i].replace(old, old[:figure.start()] + value + old[figure.end():], 1)
                return True
    if len(holders) != 1:
        return False  # none, or two values it could correct: which one is unknown
    i, old = holders[0]
    held[i] = held[i].replace(old, in_form_of(value, old), 1)
    return True


def _slot_noun(turn: str, value: str) -> str | None:
    """The noun a correcting turn writes right before its value ("it's bay 41": "bay"), lower case;
    ``None`` when a function word or nothing stands there."""
    from course_lib.sim.words.text import STOP_WORDS

    m = re.search(rf"\b([A-Za-z]{{2,}})\s+(?:(?:number|no\.?|#)\s*)?{re.escape(value)}(?!\w)", turn)
    if m is None or m.group(1).lower() in STOP_WORDS:
        return None
    return m.group(1).lower()


def _correct(held: list[str], turn: str) -> bool | None:
    """Apply a correcting ``turn`` to ``held``: True when applied, False when it is a correction
    that cannot be placed, None when the turn corrects nothing. A turn no valued correction places
    may swap a plain word or a name ("sorry, its lisbon not oslo", "make that the Crown Inn":
    ``word_swaps``)."""
    applied = _valued_correction(held, turn)
    if applied is not True:
        from course_lib.sim.dialogue.word_swaps import swapped

        if swapped(held, turn):
            return True
    return applied


def _valued_correction(held: list[str], turn: str) -> bool | None:
    from course_lib.sim.request.corrections import (
        ID_TOKEN_RE,
        SWAP_RE,
        correction,
        cued_value,
        put_in_place,
        shape,
        value_kind,
    )
    from course_lib.sim.request.cued_swaps import cued_swap

    fixed = correction(turn) or cued_swap(turn)  # "sorry my mistake, it's wednesday not tuesday"
    if fixed:
        meant, replaced = fixed
        if replaced:
            for i in range(len(held) - 1, -1, -1):
                fixed_text = put_in_place(held[i], meant, replaced)  # "hall 41, not 14": "hall 41", once
                if fixed_text is not None:
                    held[i] = fixed_text
                    return True
            return False
        kind = value_kind(meant)
        return bool(kind) and _replace_value(held, kind, meant)
    cued = cued_value(turn)
    if cued:
        if _names_other_thing(held, turn):
            return None  # "change of plan: dinner is now at 8.30" over "my sister lands at 7pm": a new statement
        return _replace_value(held, *cued, turn)
    if len(turn) > _MAX_CORRECTION or not _CUE_RE.search(turn):
        return None
    swap = SWAP_RE.search(turn)  # "Correction: it's room 21, not 12."
    if swap:
        old = re.compile(rf"(?<!\w){re.escape(swap.group('old').rstrip('.:-'))}(?!\w)")
        holders = [i for i, sentence in enumerate(held) if old.search(sentence)]
        if len(holders) != 1:
            return False
        held[holders[0]] = old.sub(swap.group("new").rstrip(".:-"), held[holders[0]], count=1)
        return True
    ids = ID_TOKEN_RE.findall(turn)
    if len(ids) == 1:
        return _replace_value(held, "shape:" + shape(ids[0]), ids[0])
    if ids or re.search(r"\d", turn):
        return False  # a cued turn with a value it cannot place
    return None


def _names_other_thing(held: list[str], turn: str) -> bool:
    """A correcting turn names the thing it changes before its "now" ("dinner is now at 8.30"), a content
    word that no earlier statement holds: it changes none of them (a pronoun or a function word names
    nothing, "it's now 7:45")."""
    from course_lib.sim.words.text import STOP_WORDS

    m = _CUE.named_subject.search(turn)
    if m is None or (thing := m.group("thing").lower()) in STOP_WORDS:
        return False
    stem = thing[:max(4, len(thing) - 2)]
    return not any(re.search(rf"\b{re.escape(stem)}", sentence, re.I) for sentence in held)


def statements(turns: list[str]) -> list[str] | None:
    """The statements of the user's earlier ``turns`` (oldest first), corrections applied;
    ``None`` when a correction cannot be placed (the thread is then not read at all)."""
    held: list[str] = []
    for turn in turns[-MAX_TURNS:]:
        if len(turn) > MAX_TURN_CHARS:
            continue
        if held:
            applied = _correct(held, turn)
            if applied is False:
                return None
            if applied:
                continue
        for s in _SENTENCE_RE.findall(turn):
            s = _continued(s.strip(), held)
            if _is_statement(s):
                held.append(s)
            else:  # "any tips on pacing, since i teach ceramics?": the aside a statement of its own
                held.extend(f"{m.group('said').strip()}." for m in _CUE.aside_statement.finditer(s)
                            if _is_statement(m.group("said")))
    return held


def _continued(sentence: str, held: list[str]) -> str:
    """"And 4.5 km home." after "I walked 3 km to work.": "I walked 4.5 km home." (the previous
    statement's words before its first figure, then the turn's own words after its conjunction);
    the sentence as it is when it does not go on from a statement with a figure."""
    m = _CUE.continuation.match(sentence)
    if m is None or not held:
        return sentence
    first = _CUE.first_figure.search(held[-1])
    if first is None or first.start() == 0:
        return sentence
    return f"{held[-1][: first.start()]}{_unit_inherited(m.group('rest'), held[-1][first.start():])}"


def _unit_inherited(rest: str, previous: str) -> str:
    """``rest`` ("3.4 this evening") with its bare leading figure given the unit and currency sign
    of ``previous``'s first figure ("4.2 km this morning": "3.4 km this evening"); ``rest`` as it
    is when its figure has a unit or noun of its own ("2 laps"), or ``previous``'s has none."""
    own = re.match(r"(?P<sign>[£$€¥]\s?)?(?P<n>\d+(?:[.,]\d+)?)", rest)
    said = _CUE.figure_unit.match(previous)
    if own is None or said is None or own.group("sign") or not _CUE.bare_figure_after.match(rest[own.end():]):
        return rest
    unit = said.group("unit")
    if unit and _CUE.bare_figure_after.match(f" {unit}"):
        unit = None  # "12 for the taxi": a function word, no unit
    if not unit and not said.group("sign"):
        return rest
    return f"{said.group('sign') or ''}{own.group('n')}{' ' + unit if unit else ''}{rest[own.end():]}"


def as_documents(said: list[str]) -> list[Document]:
    """One note per statement, numbered in the order said."""
    return [Document(source=None, title="", body=s, number=i + 1, shape="conversation") for i, s in enumerate(said)]


def question_about(question: str, said: list[str]) -> str:
    """``question`` with its pronoun replaced by what the latest statement names, a lead-in that
    asks to be reminded ("Remind me, ...") left out."""
    from course_lib.sim.request.conversation import standalone

    question = _CUE.recall_lead.sub("", question, count=1) or question
    return _located(standalone(_owned(question), said), said)


_OWNER = {"mine": "my", "ours": "our"}


def _owned(question: str) -> str:
    """"which locker is mine?" read as "which is my locker?" (``owned_predicate`` in
    ``data/sim/patterns.yaml``): a possessive pronoun as the predicate names the user's own thing,
    which their statement says with "my" / "our"; ``question`` unchanged otherwise."""
    m = _CUE.owned_predicate.match(question.strip())
    if not m:
        return question
    owner = _OWNER[m.group("owner").lower()]
    return f"{m.group('wh')} {m.group('verb')} {owner} {m.group('thing')}?"


def _located(question: str, said: list[str]) -> str:
    """"Which city does Kofi work in?" read as "which city is Kofi in?" when no statement says
    "work" but one places the person ("Kofi is a nurse in Accra"): a verb of where someone is
    (``location_verbs`` in ``data/sim/lexicons.yaml``: work, live, study, based ...) asks where
    they are; ``question`` unchanged otherwise."""
    from course_lib.sim.words.cues import lexicon

    m = _CUE.located_question.match(question.strip())
    if not m or m.group("verb").lower() not in lexicon("location_verbs"):
        return question
    verb = m.group("verb").lower().rstrip("s")
    if any(re.search(rf"\b{re.escape(verb[:4])}", s, re.IGNORECASE) for s in said):
        return question  # the statements use the verb: read the question as asked
    return f"{m.group('wh')} is {m.group('who')} in?"


_WHEN_RE = re.compile(r"^\W*(?:when|what\s+time|what\s+day|what\s+date|which\s+day|which\s+date)\b", re.IGNORECASE)
_WHO_RE = re.compile(r"^\W*(?:who|whom)\b", re.IGNORECASE)
_TIME_WORDS_RE = re.compile(r"\b(?:today|tonight|tomorrow|yesterday|ago|last|next|this|morning|afternoon|evening|"
                            r"noon|midnight|spring|summer|autumn|fall|winter|week|month|year|weekend)\b|\d",
                            re.IGNORECASE)


def holds_asked_form(question: str, said: str) -> bool:
    """Whether ``said`` holds a value of the form a "when" or "who" question asks for (a time or
    date; a name the question does not give); True for other questions (the document reader's
    own form checks cover "which", "where", "how many" and "how much")."""
    from course_lib.sim.request.corrections import values_by_kind
    from course_lib.sim.words.text import names
    from course_lib.sim.words.weights import zipf

    if _WHEN_RE.search(question):
        return bool(_TIME_WORDS_RE.search(said)) or any(k in ("time", "day", "month", "month_day") for k, _ in values_by_kind(said))
    if _WHO_RE.search(question):
        given = {n.lower() for n in names(question)}
        # a name opening the sentence ("Priya runs it") is one when the word is rare
        opening = [w for w in re.findall(r"(?:^|[.!?]\s+)([A-Z][a-z]+)\b", said) if zipf(w.lower()) < _RARE_ZIPF]
        return any(n.lower() not in given for n in (*names(said), *opening))
    return True


_WHAT_RE = re.compile(r"^\W*(?:what|which|who)\b", re.IGNORECASE)
_OBJECT_PRONOUNS = r"(?:me|us|him|her|them|it)"
_SKIP_VERBS = frozenset("be is am are was were do does did should shall would will can could may might must have has had "
                        "you your i my we our what which who call".split()) - {"call"}


def named_by_asked_verb(question: str, said: list[str]) -> str | None:
    """The one capitalised name the statements write right after the question's own verb and an
    object pronoun ("what should you call me?" over "I'm Oluwaseun, but everyone calls me Seun":
    Seun; "what do the kids call him?" over "The kids call him Grandpa Joe"): the value the question
    asks for, not the whole statement with the other name in it (issue 26, AA10). ``None`` for a
    question that asks no "what / which / who", no such verb, or two different names."""
    from course_lib.sim.words.text import raw_tokens, stem

    if not _WHAT_RE.search(question):
        return None
    verbs = {stem(w) for w in raw_tokens(question.lower()) if len(w) > 2 and w not in _SKIP_VERBS}
    found: set[str] = set()
    for sentence in said:
        for m in re.finditer(rf"\b([A-Za-z]+)\s+{_OBJECT_PRONOUNS}\s+([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?)", sentence):
            if stem(m.group(1).lower()) in verbs:
                found.add(m.group(2))
    return found.pop() if len(found) == 1 else None


def unsaid_name(question: str, said: list[str]) -> str | None:
    """"You haven't told me what your dog is called." for a question asking the name of a thing of
    the user's (``thread_notes.name_asked`` in ``data/sim/patterns.yaml``) that their statements
    speak of but never name: no statement gives a name ("called", "his name is": ``name_given``)
    or holds one (a capitalised name, or a rare capitalised word opening a sentence). ``None``
    when the question asks no such name, no statement speaks of the thing (which thing is
    unknown: the conversation limit then stands), or a name may be there."""
    from course_lib.sim.words.cues import lexicon
    from course_lib.sim.words.text import names
    from course_lib.sim.words.weights import zipf

    m = _CUE.name_asked.match(question.strip())
    if not m:
        return None
    thing = m.group("thing").lower()
    if thing.split()[-1] in ("name", "names"):
        thing = " ".join(thing.split()[:-1]) or thing
    head = thing.split()[-1].rstrip("s")
    if not any(re.search(rf"\b{re.escape(head)}s?\b", s, re.IGNORECASE) for s in said):
        return None
    calendar = lexicon("calendar_names")  # "on Saturday" names a day, not the thing
    for sentence in said:
        # a capitalised word opening a sentence may be a name unless it is one of the commonest
        # words ("We", "My", "The"): "Pip is our new kitten", "Max sleeps all day"
        opening = [w for w in re.findall(r"(?:^|[.!?]\s+)([A-Z][a-z]+)\b", sentence) if zipf(w.lower()) < _OPENER_ZIPF]
        given = [n for n in names(sentence) if n.lower() not in calendar]
        if _CUE.name_given.search(sentence) or given or opening:
            return None
    return f"You haven't told me what your {thing} is called."


_ZH_CLAUSE_RE = re.compile(r"[^,，;；。！!？?\n]+")
_ZH_CONTEXT = 2  # characters of the question on each side of its asking phrase that the statement must repeat
_ZH_PRONOUNS = "他她它我你您咱们的"  # pronouns (and 们 / 的 after them) beside an asking phrase
_ZH_KIND = 2  # characters after the asking word that may be the kind asked ("哪个城市": 城市)


def zh_filled(question: str, said: list[str]) -> str | None:
    """The clause of the user's Chinese statements that says the question's own words around its
    asking phrase with something else in its place ("他在哪个城市工作?" over "我哥哥叫大伟,他在上海工作。":
    "他在上海工作"; "谁送我的自行车?" over "我妹妹送我一辆自行车。"), latest statement first. A pronoun
    next to the asking phrase is no word the statement must repeat ("她在哪里读大学?" over "我女儿在杭州读
    大学"), and a question that ends at its asking phrase ends the clause too. ``None`` when no clause
    fits, or the question asks nothing in Chinese."""
    m = _CUE.zh_asking.search(question)
    if m is None:
        return None
    close = "".join(re.findall(r"[\u4e00-\u9fff]", question[: m.start()])[-_ZH_CONTEXT:])
    before = close.lstrip(_ZH_PRONOUNS)
    pronoun = next((p for p in "他她" if p in question[: m.start()]), "")  # who the question is about
    for kind in range(_ZH_KIND, -1, -1):  # the longest kind word first ("哪个城市" before "哪个城")
        rest = question[m.end() + kind :]
        after = re.match(r"[\u4e00-\u9fff]*", rest).group(0)[:_ZH_CONTEXT]
        if not after and re.search(r"[\u4e00-\u9fff]", rest):
            continue
        if not before and not after:
            return None
        frame = re.compile(f"{re.escape(before) if before else '^'}(?P<fill>[^,，;；。！!？?\\s]{{1,10}}?)"
                           f"{re.escape(after) if after else '$'}")
        for statement in reversed(said):
            for clause in _ZH_CLAUSE_RE.findall(statement):
                found = frame.search(clause.strip())
                if found and not _CUE.zh_asking.search(found.group("fill")) \
                        and _zh_same_person(pronoun, clause.strip()[: found.start()]):
                    return clause.strip()
    return None


def _zh_same_person(pronoun: str, subject: str) -> bool:
    """Whether a clause's words before the frame (its subject) can be who 他 / 她 stands for: not the
    speaker alone, not a word of the other sex ("她" is no "我哥哥"); any subject for no pronoun."""
    if not pronoun:
        return True
    female, male = bool(_CUE.zh_female.search(subject)), bool(_CUE.zh_male.search(subject))
    if pronoun == "她":
        return not (male and not female) and not (subject.strip() in ("我", "我们") and not female)
    return not (female and not male) and not (subject.strip() in ("我", "我们") and not male)


_HAN_END_RE = re.compile(r"[\u4e00-\u9fff]\W*$")  # a Chinese sentence ends with 。, not "."
_END_MARKS_RE = re.compile(r"[。.!?！？]+$")


def quoted(sentences: list[str]) -> str:
    """The reply: what the user said, quoted."""
    shown = " ".join(s if s.endswith((".", "!", "?", "。", "！", "？")) else s + ("。" if _HAN_END_RE.search(s) else ".")
                     for s in sentences)
    if sentences and all(_HAN_END_RE.search(_END_MARKS_RE.sub("", s)) for s in sentences):
        return f"你之前说过：“{shown}”"  # a Chinese statement is quoted in Chinese
    return f"Earlier you said: \"{shown}\""


__all__ = ["MAX_TURNS", "as_documents", "asks", "holds_asked_form", "named_by_asked_verb", "question_about", "quoted",
           "statements", "unsaid_name", "zh_filled"]
