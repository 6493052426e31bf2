"""The question and the notes of a prompt written without the labels the reader knows (issue 26).

Learners and public programs write a RAG prompt in many shapes besides "Context: ... Question:
...": the notes pasted bare with the question on its own last (or first) line; the notes between
triple quotes, a fence, rules of dashes or equals signs, "[NOTES]" tags; a heading without a
colon ("NOTES" ... "QUESTION"); a docs label whose block runs into the question line or into a
chat label ("User: ...", "Q: ... A:"); the question after a lead-in ("Given the following notes,
...", "I want to know ...", "Read this and tell me ...", "Query - ...", "Frage: ..."), typed with
or without its "?". The reader (``reading.parse_message``) asks this module when it found no
question label:

- ``question_line(line)``: the question a line asks, its lead-in and trailing pointer ("(see
  notes below)") stripped (``lead_in`` / ``lead_out`` in data/sim/patterns.yaml); a line asks when
  ``question_form.asks`` says so and it is typed as a question ("?", a lead-in, or a lower-case
  start without a full stop: a note's own "When the tap is fixed, water the beds." is no question).
- ``split(text, heading_kind)``: for a message with neither labels nor documents, the question
  line (first or last of its blocks, or under a "QUESTION" heading) and the span of the notes
  (the other blocks, at least ``unlabelled_material_lines`` lines or ``unlabelled_material_words``
  words: a short remark before a question is no notes).
- ``trailing_question(block)``: the question on the last line of a docs block that ran into it.
- ``is_material(text)``: a system prompt that is only notes (no word of an instruction, no
  question), for a human turn that asks.

A question about the material as a whole or another task on it (summarise, translate, classify,
extract, "what does this mean", "is it positive") is no question over notes: nothing is split
(``other_task``); nor is text in the asker's own voice ("My order hasn't arrived ...": their
situation, ``asker_voice``) or few-shot examples ("Q: ... / A: 4", ``example_answer``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from course_lib.sim.request import label_words, material_leads, paste_marks
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.question_form import asks, opener_fixed
from course_lib.sim.words.text import content_words, stem

_CUE = patterns("unlabelled_prompt")
_MAX_STRIPS = 4  # lead-ins stripped from one line at most
_MAX_LINES = 400  # lines of one message looked at at most
_MAX_QUESTION_WORDS = 40
_MAX_PHRASE_WORDS = 6  # words of a bare noun phrase asked for at most
_MAX_LISTED = 5  # questions of one list at most
_LIST_ITEM_RE = re.compile(r"^\s*(?:\d{1,2}[.)]|[-*•])\s+(\S.*)$")
_LABELLED_RE = re.compile(r"^([^:：\n]{1,60})[:：]\s+(\S.*)$")
_HEADING_RE = re.compile(r"^\s*(?:#{1,6}\s*)?(?:\*\*|__)?(?P<words>[^\W\d][\w' \-]{0,40}?)(?:\*\*|__)?\s*[:：]?\s*$")


@dataclass(frozen=True)
class Split:
    """Where the question and the notes are in a message (offsets into its text)."""

    question: str
    question_start: int
    question_end: int
    material_start: int
    material_end: int


def strip_lead(line: str) -> tuple[str, bool]:
    """``line`` without the words that lead into its question and point after it, and whether
    any were stripped."""
    text = line.strip()
    stripped = False
    for _ in range(_MAX_STRIPS):
        m = _CUE.lead_in.match(text)
        if not m or not m.group(0).strip() or m.end() >= len(text):
            break
        text = text[m.end():].strip()
        stripped = True
    m = _CUE.request_tail.match(text)  # "I've been reading this and I'm stuck on <q>"
    if m and (not asks(text) or asks(m.group("rest"))):
        text, stripped = m.group("rest").strip(), True
    label = _LABELLED_RE.match(text)  # "What I'd like to know: <q>", "Q from Sam: <q>"
    if label and label_words.kind(label.group(1)) == "question":
        text, stripped = label.group(2).strip(), True
    out = _CUE.lead_out.sub("", text).strip()
    return out, stripped or out != text


def hands_over(line: str) -> bool:
    """``line`` ends by handing its paste over ("... ? here you go:", "... output below:")."""
    return bool(_CUE.pointer_tail.search(line.strip()))


def _unwrapped(line: str) -> str:
    """``line`` without the parentheses around it and the sentence after it that only points at
    the notes ("Here's what I have:", "Notes below.")."""
    text = line.strip()
    if text.startswith("(") and text.endswith(")") and text.count("(") == 1:
        text = text[1:-1].strip()
    return _CUE.pointer_tail.sub("", text).strip()


def _asked_phrase(raw: str, text: str) -> bool:
    """``text`` is a bare noun phrase ("gate code") that the words before it in ``raw`` ask for
    ("tell me", "Subject:", "-", "->")."""
    if not text or len(text.split()) > _MAX_PHRASE_WORDS or not _CUE.noun_phrase.match(text):
        return False
    at = raw.rfind(text)
    return at > 0 and bool(_CUE.asks_for.search(raw[:at]))


def question_line(line: str) -> str:
    """The question ``line`` asks (see the module), or ``""``."""
    raw = _unwrapped(line)
    if not raw or len(raw.split()) > _MAX_QUESTION_WORDS or raw.endswith((":", "：")) or "{" in raw:
        return ""
    handed = _after_hand_over(raw)
    if handed:  # "My landlord sent me this. When is the gas check now?": the question after the hand-over
        return question_line(handed)
    text, stripped = strip_lead(raw)
    text = opener_fixed(text)  # "waht did ..." -> "what did ..."
    if stripped and not asks(text) and not _CUE.unknown_label.match(text):
        phrase = text.rstrip(".!?？ ").strip()
        if _asked_phrase(raw, phrase) and not _CUE.other_task.search(phrase):
            return phrase  # "tell me the gate code", "Subject: gate code"
    if not text or not asks(text) or _CUE.unknown_label.match(text):
        return ""  # (a label no list here knows, "질문: ...", heads a part of a template not read)
    typed_as_question = (
        text.endswith(("?", "？"))
        or stripped
        or (text[:1].islower() and not text.endswith((".", "!", "。")))
    )
    if not typed_as_question or _CUE.other_task.search(text):
        return ""
    return text


_SENTENCE_GAP_RE = re.compile(r"(?<=[.!。！])\s+")
_MAX_HAND_OVER_WORDS = 15


def _after_hand_over(raw: str) -> str:
    """The last sentence of ``raw`` when it is typed as a question and the sentences before it only
    hand a paste over ("My landlord sent me this.", "Got this from the school."); else ``""``."""
    parts = _SENTENCE_GAP_RE.split(raw)
    if len(parts) < 2 or not parts[-1].rstrip().endswith(("?", "？")):
        return ""
    before = " ".join(parts[:-1])
    if len(before.split()) > _MAX_HAND_OVER_WORDS or "?" in before or not _CUE.points_at_paste.search(before):
        return ""
    return parts[-1]


def figure_asked_last(line: str) -> bool:
    """The line ends in a word asking for a figure ("..., total", "... - cost?", "how much":
    ``short_ask_tail`` in patterns.yaml)."""
    return bool(_CUE.short_ask_tail.search(" ".join(line.split())))


def short_ask(line: str) -> str:
    """A short line asked without a question word first (``short_ask_words`` in thresholds.yaml at
    most): one ending in "?" ("adult sub this year?"), one with a clause after a comma that asks
    ("adult paying by instalments, how much a month"), or one ending in a word asking for a figure
    ("2 kids on a tuesday in term time, total": ``short_ask_tail``); ``""`` otherwise. Read only as
    the last block after pasted material (``_question_of``): alone, such a line asks nothing known."""
    from course_lib.sim.words.thresholds import threshold

    text = " ".join(line.split())
    if not text or len(text.split()) > threshold("short_ask_words") or text.endswith((":", "：")) or "{" in text:
        return ""
    if _CUE.unknown_label.match(text) or _CUE.other_task.search(_CUE.this_period.sub(" ", text)):
        return ""
    if text.endswith(("?", "？")) or figure_asked_last(text):
        return text
    if any(question_line(part) for part in text.split(",")[1:]):
        return text
    return ""


def listed_questions(lines: list[str]) -> str:
    """The questions of a numbered or bulleted list ("1. gate code", "2. When are bonfires
    allowed?"), each ending in "?" and joined, when every line is an item, there are two to
    ``_MAX_LISTED`` of them, at least one asks (``question_line``) and the others ask or are bare
    noun phrases; else ``""``."""
    if not 2 <= len(lines) <= _MAX_LISTED:
        return ""
    items = []
    for line in lines:
        m = _LIST_ITEM_RE.match(line)
        if not m:
            return ""
        items.append(m.group(1).strip())
    asked = [question_line(item) or (item if asks(item) and not _CUE.other_task.search(item) else "") for item in items]
    if not any(asked):
        return ""
    out = []
    for item, question in zip(items, asked, strict=True):
        phrase = item.rstrip(".!?？ ")
        if not question and not (
            len(phrase.split()) <= _MAX_PHRASE_WORDS and _CUE.noun_phrase.match(phrase) and not _CUE.other_task.search(phrase)
        ):
            return ""
        out.append((question or phrase).rstrip(".!?？ ") + "?")
    return " ".join(out)


def trailing_question(block: str) -> tuple[str, int] | None:
    """(the question, where its line starts in ``block``) when the last line of ``block`` (a reply
    slot such as "A:" left out) asks and the lines before it are more than that line; else ``None``."""
    lines = block.rstrip().split("\n")[-_MAX_LINES:]
    while lines and (_CUE.slot_line.match(lines[-1]) or not lines[-1].strip()):
        lines.pop()
    if len([x for x in lines if x.strip()]) < 2:
        return None
    question = question_line(lines[-1])
    if not question:
        return None
    return question, len("\n".join(lines[:-1])) + 1


_enough = material_leads.enough_lines


def split(text: str, heading_kind: Callable[[str], str | None]) -> Split | None:
    """The question and the notes of a message with neither labels nor documents (see the
    module); ``heading_kind(words)`` names what a heading line introduces ("docs", "question" or
    ``None``)."""
    blocks: list[list[tuple[int, str]]] = []  # runs of content lines: (offset, line)
    question_heading: int | None = None  # the block index a "QUESTION" heading stands above
    before_command: set[int] = set()  # the offsets of blocks a command line or a fence follows ("$ cat x")
    current: list[tuple[int, str]] = []
    for n, (start, line) in enumerate(_pieces(text)):
        if n >= _MAX_LINES:
            return None
        heading = _HEADING_RE.match(line)
        kind = heading_kind(heading.group("words")) if heading and len(heading.group("words").split()) <= 4 else None
        command = paste_marks.is_command_line(line)
        # a heading ends in ":" ("Notes:"), unless the line asks before a hand-over ("what version
        # have i got here you go:")
        marker = command or _CUE.marker_line.match(line) or (heading and (kind or (
            line.rstrip().endswith((":", "：")) and not question_line(line))))
        if not line.strip() or marker:
            if (command or line.lstrip().startswith(("```", "~~~"))) and (current or blocks):
                before_command.add((current or blocks[-1])[0][0])
            if current:
                blocks.append(current)
                current = []
            if kind == "question":
                question_heading = len(blocks)
            continue
        current.append((start, line))
    if current:
        blocks.append(current)
    blocks = [b for b in blocks if not _courtesy(b)]
    if len(blocks) >= 2 and paste_marks.is_header_block([line for _, line in blocks[0]]):
        blocks = blocks[1:]  # "From: ... / Subject: ...": an e-mail's header
        question_heading = None if question_heading is None else question_heading - 1
    if len(blocks) < 1:
        return None
    found = _question_of(blocks, question_heading) or _phrase_before_command(blocks, before_command)
    if found is None:
        return None
    question, (q_start, q_end), material = found
    if not material or not (_enough([line for _, line in material])
                            or _pointed(text[q_start:max(q_end, material[0][0])], [line for _, line in material])):
        return None
    if len(blocks) >= 3 and len(blocks[0]) == 1 and material[0] == blocks[0][0] and material_leads.is_lead(material[0][1]):
        material = material[1:]  # "our cellar list as of today", then the list: the paste's caption
    if _CUE.asker_voice.match(material[0][1]) or any(_CUE.example_answer.match(line) for _, line in material):
        return None  # the asker's own situation, or few-shot examples: no notes
    lead = text[:q_start] if q_start < material[0][0] else ""
    asked_line = _unwrapped(text[q_start:q_end])
    asked_line = _after_hand_over(asked_line) or asked_line  # (not "sent me this": the hand-over)
    if _CUE.other_task.search(lead) or _CUE.other_task.search(_CUE.this_period.sub(" ", strip_lead(asked_line)[0])):
        return None
    m_start = material[0][0]
    m_end = material[-1][0] + len(material[-1][1])
    return Split(question, q_start, q_end, m_start, m_end)


# a question then the material on the same line ("Here's my invoice, can you tell me the total?
# INVOICE #2291 ..."): the question's "?" and at least this many words after it
_INLINE_AFTER_WORDS = 8
_INLINE_QUESTION_RE = re.compile(r"^([^\n?？]{8,240}[?？])[ \t]+(?=\S)")


def _pieces(text: str) -> list[tuple[int, str]]:
    """(offset, line) of each line of ``text``; a one-line message that asks a question pointing
    at a paste and goes on after its "?" ("... what the total is? INVOICE #2291 ...") is read as
    the question's line, a blank line and the rest (a hand-over opening it, "Here it is:", left out)."""
    lines, pos = [], 0
    for line in text.split("\n"):
        lines.append((pos, line))
        pos += len(line) + 1
    if len(lines) != 1:
        return lines
    m = _INLINE_QUESTION_RE.match(text)
    if not m:
        return lines
    rest_at = m.end()
    opening = _CUE.paste_opening.match(text[rest_at:])
    if opening:
        rest_at += opening.end()
    elif not _CUE.points_at_paste.search(m.group(1)):
        return lines
    rest = text[rest_at:]
    if len(rest.split()) < _INLINE_AFTER_WORDS or question_line(rest.split("?")[0] + "?") and "?" in rest:
        return lines
    return [(0, m.group(1)), (m.end(1), ""), (rest_at, rest)]


def _pointed(question: str, material: list[str]) -> bool:
    """The question points at a paste of its own ("can you check this?", "Here's my invoice",
    "这个通知") and the material beside it holds at least ``pointed_material_words`` words."""
    from course_lib.sim.words.text import raw_tokens
    from course_lib.sim.words.thresholds import threshold

    if not _CUE.points_at_paste.search(question):
        return False
    return len(raw_tokens(" ".join(material))) >= threshold("pointed_material_words")


def _courtesy(block: list[tuple[int, str]]) -> bool:
    """A one-line block of three words or fewer that asks nothing ("Thanks!", "Cheers, Ann"; not
    "gate code" under a question heading, nor "Subject: gate code")."""
    if len(block) != 1 or "?" in block[0][1] or "？" in block[0][1]:
        return False
    if len(block[0][1].split()) > 3 or (re.search(r"[\u4e00-\u9fff]", block[0][1]) and len(block[0][1]) > 8):
        return False  # (Chinese is written without spaces: a long line of it is no courtesy)
    line = block[0][1]
    return not question_line(line) and not _CUE.noun_phrase.match(line.strip())


def _question_of(blocks, question_heading):
    """(question, its span, the material's lines) from the blocks, or ``None``."""
    if question_heading is not None and question_heading < len(blocks):
        block = blocks[question_heading]
        listed = listed_questions([line for _, line in block])
        if listed:
            rest = [x for i, b in enumerate(blocks) if i != question_heading for x in b]
            return listed, (block[0][0], block[-1][0] + len(block[-1][1])), rest
        if len(block) <= 2:
            text = " ".join(line.strip() for _, line in block)
            question = strip_lead(text)[0]
            rest = [x for i, b in enumerate(blocks) if i != question_heading for x in b]
            return question, (block[0][0], block[-1][0] + len(block[-1][1])), rest
        return None
    last, first = blocks[-1], blocks[0]
    if len(blocks) >= 2:
        listed = listed_questions([line for _, line in last])
        if listed:  # "1. gate code / 2. when are bonfires allowed?": both asked
            rest = [x for b in blocks[:-1] for x in b]
            return listed, (last[0][0], last[-1][0] + len(last[-1][1])), rest
    tries = []
    if len(blocks) >= 2:
        tries += [(len(blocks) - 1, last), (0, first)]
    for index, block in tries:
        if len(block) == 1:
            question = question_line(block[0][1])
            if question:
                rest = [x for i, b in enumerate(blocks) if i != index for x in b]
                return question, (block[0][0], block[0][0] + len(block[0][1])), rest
    if len(blocks) >= 2 and len(last) == 1 and (asked := short_ask(last[0][1])):
        # "adult sub this year?" on its own line after the pasted file: a short question of it
        return asked, (last[0][0], last[0][0] + len(last[0][1])), [x for b in blocks[:-1] for x in b]
    # the question on the last (or first) line of a block of notes
    for line, rest in ((last[-1], [x for b in blocks for x in b][:-1]), (first[0], [x for b in blocks for x in b][1:])):
        question = question_line(line[1])
        if question and len(rest) >= 2:
            return question, (line[0], line[0] + len(line[1])), rest
    return None


def _phrase_before_command(blocks, before_command: set[int]):
    """(phrase, its span, the material's lines) when the first block is one bare noun phrase
    ("part numbers") and a command line ("$ cat parts.txt") or a fence follows it: the asker's own
    line before the output they pasted, when the output names its words; else ``None``."""
    first = blocks[0]
    if len(blocks) < 2 or len(first) != 1 or first[0][0] not in before_command:
        return None
    phrase = strip_lead(first[0][1])[0].rstrip(".!?？ ")
    if len(phrase.split()) > _MAX_PHRASE_WORDS or not _CUE.noun_phrase.match(phrase) or _CUE.other_task.search(phrase):
        return None
    rest = [x for b in blocks[1:] for x in b]
    said = {stem(w.lower()) for _, line in rest for w in content_words(line)}
    if not {stem(w.lower()) for w in content_words(phrase)} & said:
        return None
    return phrase, (first[0][0], first[0][0] + len(first[0][1])), rest


def notes_beside(text: str, taken: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The spans of the notes beside a labelled question ("<notes> --- My question: ..."): the
    runs of lines outside ``taken`` (the labelled parts), cut at blank and marker lines, that read
    as notes: no word of an instruction to the model, no line that asks, not in the asker's own
    voice, no few-shot answer, more than a short remark; together at least the lines or words of
    ``_enough``. Runs next to each other (only blank or marker lines between) are one span."""
    runs: list[list[tuple[int, str]]] = []
    current: list[tuple[int, str]] = []
    pos = 0
    for n, line in enumerate(text.split("\n")):
        if n >= _MAX_LINES:
            return []
        start, pos = pos, pos + len(line) + 1
        inside = any(a <= start < b or a < start + len(line) <= b for a, b in taken)
        if inside or not line.strip() or _CUE.marker_line.match(line):
            if current:
                runs.append(current)
                current = []
            if inside:
                runs.append([])  # a labelled part between: the runs around it are apart
            continue
        current.append((start, line))
    if current:
        runs.append(current)
    spans: list[tuple[int, int]] = []
    lines: list[str] = []
    joined = False
    notes = _sandwiched([bool(run) and _notes_run([line for _, line in run]) for run in runs], runs)
    for run, is_notes in zip(runs, notes, strict=True):
        if not run:
            joined = False
            continue
        body = [line for _, line in run]
        if not is_notes:
            joined = False
            continue
        span = (run[0][0], run[-1][0] + len(run[-1][1]))
        if joined and spans:
            spans[-1] = (spans[-1][0], span[1])
        else:
            spans.append(span)
        lines += body
        joined = True
    return spans if spans and _enough(lines) else []


def _sandwiched(notes: list[bool], runs: list[list[tuple[int, str]]]) -> list[bool]:
    """``notes`` with a run between two runs of notes (no labelled part between) taken as notes too
    when it is written to a person, not to the model: an owner's "Please keep the utility room door
    shut" in the middle of a handover note. A prompt's own instructions stand before or after its
    material, not inside it; a run that names the model's task (``model_words``: "answer", "the
    user", "context") or asks is never taken."""
    out = list(notes)
    for i in range(1, len(runs) - 1):
        if notes[i] or not runs[i] or not (notes[i - 1] and notes[i + 1]):
            continue
        text = "\n".join(line for _, line in runs[i])
        lines = [line for _, line in runs[i]]
        if _CUE.model_words.search(text) or _CUE.asker_voice.match(lines[0]) or lines[0].rstrip().endswith((":", "：")):
            continue
        if any(x.rstrip().endswith(("?", "？")) for x in lines) or any(_CUE.example_answer.match(x) for x in lines):
            continue
        out[i] = True
    return out


def _notes_run(lines: list[str]) -> bool:
    text = "\n".join(lines)
    if len(lines) == 1 and len(lines[0].split()) < 6:
        return False  # "Context information is below.", "Thanks!": a remark, not notes
    if _CUE.instruction_words.search(text) or _CUE.asker_voice.match(lines[0]):
        return False
    if _CUE.imperative_sentence.search(text):
        return False  # "Use the vectorstore for ...", "Return JSON ...": the prompt's instructions
    if lines[0].rstrip().endswith((":", "：")):
        return False  # under a label no kind was read for ("Allowed answers:"): that label's list
    if any(_CUE.example_answer.match(x) for x in lines):
        return False
    return not any(x.rstrip().endswith(("?", "？")) for x in lines)


def names_model_task(text: str) -> bool:
    """``text`` is written to the model: it names the model's task (``model_words``: "answer", "the
    user", "context"; not a keyword in capitals heading its line, "USER nobody" in a Dockerfile, nor
    part of a file name or key, "package.json", "user_id") or
    asks its reader something ("What would you like to know?")."""
    for m in _CUE.model_words.finditer(text):
        line_start = text.rfind("\n", 0, m.start()) + 1
        if m.group().isupper() and len(m.group()) > 2 and not text[line_start:m.start()].strip():
            continue  # "USER nobody" (a Dockerfile), "OUTPUT ..." : a directive keyword heading its line, not prose
        if text[m.start() - 1:m.start()] in (".", "/", "_") or text[m.end():m.end() + 1] in ("/", "_") or (
                text[m.end():m.end() + 1] == "." and text[m.end() + 1:m.end() + 2].isalnum()):
            continue  # "package.json", "src/prompt/", "user_id": a name in a file or a key, not prose
        return True
    return any(line.rstrip().endswith(("?", "？")) and re.search(r"\byou\b|你|您", line, re.I)
               for line in text.splitlines())


def opens_imperative(text: str) -> bool:
    """``text``'s first sentence opens with an imperative (``imperative_sentence``: "Use ...", "Do
    not ...", "Keep ..."): instructions lead with one; notes that hold one further on ("VPN: use the
    app.") do not."""
    return bool(_CUE.imperative_sentence.match(text.lstrip()))


def other_task(question: str) -> bool:
    """``question`` asks about the material as a whole or for another task on it (summarise,
    translate, classify, "is it positive": ``other_task``), not a question over notes."""
    return bool(_CUE.other_task.search(question))


def is_material(text: str) -> bool:
    """A system prompt that is only notes: enough lines or words (the thresholds above), no word
    of an instruction to the model (``instruction_words``), no line that asks."""
    lines = [x for x in text.split("\n")[:_MAX_LINES] if x.strip()]
    if not lines or not _enough(lines) or _CUE.instruction_words.search(text):
        return False
    return not any(x.rstrip().endswith(("?", "？")) for x in lines)


__all__ = ["Split", "figure_asked_last", "hands_over", "is_material", "listed_questions", "names_model_task", "notes_beside",
           "opens_imperative", "other_task", "question_line", "short_ask", "split", "strip_lead", "trailing_question"]
