"""Material a system prompt's first paragraph points at, in the paragraphs after it (issue 26;
notebook 02's prompts as learners write them).

A learner's ``ChatPromptTemplate`` often puts its material straight after the instruction, with no
"Context:" label, no tags and no rule line: "Answer in one short sentence using only the config
file below.\\n\\n{config}", "Use the following pieces of the club's rules to answer the member's
question. ...\\n\\n{context}". A model reads what follows as the material the instruction names.
Here (``after_pointer``) the first paragraph must be an instruction about answering (an answering
verb: answer, reply, respond, help) that points at material after it ("the following ...", "...
below", "... that follows", "the attached ..."; in Chinese "请根据下面的规则回答", "以下",
"如下"); the material is every paragraph after it, when it has at least ``MIN_CHARS`` characters and is not itself instructions (a list of rules the reply must
keep: "1. Be polite.", "- Never ...", "1. 不要编造。"). ``reading._system_as_notes`` reads it as the documents of the
human turn's question. The pointer may also name the material after a verb of use ("... using the
docs page.", "Answer from the rate card extracts only."): ``uses`` then a ``material_noun``; or
named with "only" at a sentence's end, whatever its noun ("Use only the lease.": ``only_named``),
or as a label ending the paragraph ("You help residents with the newsletter. The newsletter:",
"... Use this timetable:": ``_ends_in_label``), the material under it whatever the verb before.

A prompt also labels its material with a line of its own that names it and ends in ":" ("Lab
report:", "Rate card extracts:", "Inspection notes:", "Rapport :", "通知："), the block under it,
then the question under its own label ("Patient's question:", "Customer: ...") or after it.
``material_label(label)``: such a label (a few words, the last a ``material_noun``, nothing after
its colon); ``reading.parse_message`` reads the block under it as a docs section when the message
names no material of its own otherwise. ``asker_line(text)``: under such a block, the message's
last line when it is a short label of the asker's own and a question ("Rider: what time is the
last sailing?"). Cues: ``data/sim/patterns.yaml`` ``pointed_material``.

Often the head names no material in words the reader knows, or none at all: "You're the tour
manager's helper tonight. This is the running order the crew works from.", "Explain our build
to new developers.", "你是社区菜园的小助手，帮园友解答问题。", and the material after it. A model
reads the paragraphs after a role or instruction as what it is given to work from, unless they
are instructions too. ``after_head(text)``: the first paragraph addresses the assistant (its role
or task, ``role_lead``: "You ...", "Your job ...", "Act as ...", "Explain ...", "你是 ..."); the
material is the run of paragraphs right after it that are not written to the model: a fenced
block always is material; a paragraph naming the model's task (``unlabelled_prompt``'s
``model_words``: "answer", "the user", "context") ends the run; an imperative paragraph with no
such word, opening with it ("Do not water the cactus at all."), is material only between two
paragraphs of it (a note's words to a person, ``unlabelled_prompt._sandwiched``'s rule). The run must have the shape
of material, not of a persona's manner: a fenced block, a figure, or at least two paragraphs or
``_MIN_TAIL_LINES`` lines. "You are a helpful assistant.\n\nKeep answers short. If you don't know,
say so." has none: its second paragraph names the answer.

Often too the lead is a caption, no role and no pointer: "Museum guide. The visitor's ticket:",
"Allotment helper. Sum up the plot rents from the ledger and give the result.", "以下是账单。", then
a block of the user's records. ``under_caption(text)``: the first paragraph is one line of at most
``caption_lead_sentences`` short sentences (data/sim/thresholds.yaml) ending in ":" or "." (not
a question, nor a lead into instructions: ``instruction_lead``, "Follow these steps:", "Style
rules:"); the material is the run of paragraphs after it up to one written to the model, when it
is record-shaped, whatever the lead's words: enough lines (``material_leads.enough_lines``), at
least half of them records (a figure, a "label: value", a column gap, a "key - value"), and not
instructions (no rule line, under half of its lines imperatives or words to "you").
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.material import chat_stamps
from course_lib.sim.request import material_leads, unlabelled_prompt
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import HAN_RE as _HAN_RE
from course_lib.sim.words.thresholds import threshold

_CUE = patterns("pointed_material")
_MAX_LABEL_WORDS = 5  # a material label's words, at most ("Rate card extracts", "Lab report")
_MAX_LABEL_CHARS = 40
# a note of the material's format or date after its name: "(CSV export)", "(CSV)", "(as of today)"
_FORMAT_NOTE_RE = re.compile(r"\s*\([^()]{1,30}\)$")
_MAX_ASKER_WORDS = 3  # an asker's label over its question ("Rider", "Site manager", "Our tenant")
_ASKER_LINE_RE = re.compile(r"[ \t]*(?P<label>[^\W\d][\w'’ -]{0,30}?)[ \t]*[:：][ \t]*(?P<words>[^\n]*\S)[ \t]*$")
MIN_CHARS = 80  # the material after the pointing paragraph, at least
_PARAGRAPH_RE = re.compile(r"\n[ \t]*\n")
_MAX_LEAD = 1_000  # the pointing paragraph, at most (a long first paragraph is material itself)
_SENTENCE_END_RE = re.compile(r"(?<=[.!?。！？])\s+|\n")
_MAX_CAPTION = 200  # a caption lead's characters, at most ("Library helper. The member's loan receipt:")
_MIN_TAIL_LINES = 3  # a one-paragraph tail with no figure and no fence, at least (a persona's manner is shorter)
_FENCE_RE = re.compile(r"^[ \t]*(`{3,}|~{3,})[^\n]*\n.*?^[ \t]*\1[ \t]*$", re.MULTILINE | re.DOTALL)
_FIGURE_RE = re.compile(r"\d")
_RECORD_LINE_RE = re.compile(r"\d|^[^:：\n]{1,40}[:：]\s*\S|\S(?: {2,}|\t| ?\| ?)\S|^\s*\S[^\n]{0,40}\s[-\u2013\u2014]\s\S")
_KEY_RE = re.compile(r"^[ \t]*[^:：\n]{1,40}[:：]", re.MULTILINE)
_ADDRESSED_RE = re.compile(r"\b(?:you|your)\b|你|您", re.IGNORECASE)
_LABEL_LEAD_RE = re.compile(r"^(?:here\s+(?:is|are)|here's|use|read|see|below\s+(?:is|are))\s+", re.IGNORECASE)


def after_pointer(text: str, labelled: bool = False) -> tuple[int, int] | None:
    """(the material's start, its end) in a system prompt ``text`` whose first paragraph is an
    answering instruction pointing at material after it (``labelled``: or ending in a label that
    names it, ``_ends_in_label``); ``None`` otherwise (see the module)."""
    gap = _PARAGRAPH_RE.search(text)
    if gap is None or gap.start() > _MAX_LEAD:
        return None
    lead = text[: gap.start()]
    if not ((_CUE.points.search(lead) or _names_material(lead)) and _CUE.answering.search(lead)
            or labelled and _ends_in_label(lead)):
        return None
    rest = text[gap.end():]
    body = rest.strip()
    if len(body) < MIN_CHARS:
        return None
    lines = [line for line in body.splitlines() if line.strip()]
    if sum(bool(_CUE.rule_item.match(line)) for line in lines) * 2 > len(lines):
        return None  # "The following rules apply:\n\n1. Be brief.\n2. Never guess.": instructions, not material
    start = gap.end() + (len(rest) - len(rest.lstrip()))
    return start, start + len(body)


def after_head(text: str, other_language: bool = False) -> tuple[int, int] | None:
    """(the material's start, its end) in a system prompt ``text`` whose first paragraph is the
    assistant's role or task and whose next paragraphs are material, not instructions; ``None``
    otherwise (see the module). ``other_language``: the first paragraph an answering instruction in
    another language instead ("Răspunde clienților ...", "Antworte den Gästen ...", ``role_lead_other``)."""
    blocks = _blocks(text)
    if len(blocks) < 2:
        return None
    lead = text[blocks[0][0]:blocks[0][1]]
    leads = _CUE.role_lead_other if other_language else _CUE.role_lead
    if len(lead) > _MAX_LEAD or not leads.match(lead) or lead.rstrip().endswith(("?", "？")):
        return None
    kinds = _kinds(text, blocks[1:])
    last = None
    for i, kind in enumerate(kinds):
        if kind == "model":
            break
        if kind == "imperative":
            if last is None or not any(k in ("notes", "fence") for k in kinds[i + 1:_next_model(kinds, i)]):
                break
            continue
        last = i
    if last is None:
        return None
    start, end = blocks[1][0], blocks[last + 1][1]
    body = text[start:end]
    size = len(body) + len(_HAN_RE.findall(body))  # a Chinese character says as much as a short word
    if size < MIN_CHARS or not _material_shaped(body, kinds[: last + 1]):
        return None
    lines = [line for line in body.splitlines() if line.strip()]
    if sum(bool(_CUE.rule_item.match(line)) for line in lines) * 2 > len(lines):
        return None  # "You are a tutor.\n\n1. Be patient.\n2. Use examples.": its rules, not material
    return start, end


def under_caption(text: str) -> tuple[int, int] | None:
    """(the material's start, its end) in a system prompt ``text`` whose first paragraph is a short
    caption or instruction line and whose next paragraphs are records, not instructions; ``None``
    otherwise (see the module)."""
    blocks = _blocks(text)
    if len(blocks) < 2:
        return None
    lead = text[blocks[0][0]:blocks[0][1]].strip()
    if "\n" in lead or len(lead) > _MAX_CAPTION or not lead.endswith((":", "：", ".", "。")):
        return None
    if re.search(r"[:：][ \t]*\S", lead):
        return None  # "Summary so far: the user asks ...": a labelled value, material itself, no caption
    sentences = [x for x in re.split(r"(?<=[.!?。！？])\s*", lead) if x.strip()]
    if len(sentences) > threshold("caption_lead_sentences") or _CUE.instruction_lead.search(lead):
        return None
    last = 0
    for i, (a, b) in enumerate(blocks[1:], start=1):
        kind = _block_kind(_KEY_RE.sub("", text[a:b]))  # a record's key ("User no:", "用户号：") is no word to the model
        if kind in ("model", "imperative"):
            break
        last = i
    if last == 0:
        return None
    start, end = blocks[1][0], blocks[last][1]
    return (start, end) if _records(text[start:end]) else None


_MAX_LINES_BEFORE_LEAD = 3  # role or manner lines above a lead-in line, at most
_MIN_LEAD_BODY = 40  # characters under a lead-in line, at least (a short table is notes enough)


_GENERAL_LABEL_RE = re.compile(r"\b(?:reference\s+)?(?:material|materials|information|info|reference|background)\s*[:：]\s*$",
                               re.IGNORECASE)


def _ends_in_general_label(line: str) -> bool:
    """``line``'s last sentence is a label of material in general words ("... for the household.
    Reference material:", "Background information:"), read only over a lead-in line's lines (the
    general words are no material noun elsewhere: "Task: ...\n\nMaterial:" is a prompt's own layout)."""
    last = _SENTENCE_END_RE.split(line.strip())[-1].strip()
    return len(last.split()) <= _MAX_LABEL_WORDS and bool(_GENERAL_LABEL_RE.search(last))


def after_lead_line(text: str) -> tuple[int, int] | None:
    """(the material's start, its end) in a system prompt ``text`` whose material stands under a
    lead-in line of its own, with no blank line around it: "You are Pip, the allotment helper.\nHere
    is what the member saved earlier:\n{notes}" (the ``InMemoryStore`` shape: a node puts the saved
    notes under a persona). The lead-in is one of the first lines (``material_leads.is_lead``: "here
    is ...:", "these are ...:"); the lines above it are the assistant's role or manner, none of them a
    lead-in or a record; the lines under it are enough to be notes and not a list of rules to keep;
    ``None`` otherwise."""
    lines = text.split("\n")
    offset = 0
    for k, line in enumerate(lines[: _MAX_LINES_BEFORE_LEAD + 1]):
        # (a format note after the label's noun only when the material starts on the very next line:
        # "Our prices (CSV):\njob,price"; a label over a blank line is read by the other finders first)
        noted = k + 1 < len(lines) and bool(lines[k + 1].strip())
        if (material_leads.is_lead(line) or _ends_in_label(line, noted=noted) or _ends_in_general_label(line)
                or _CUE.place_rules.search(line)):  # "Site rules:" over the site's rules
            body = "\n".join(lines[k + 1:])
            kept = [x for x in body.splitlines() if x.strip()]
            if not kept or not material_leads.enough_lines(kept) or len(body.strip()) < _MIN_LEAD_BODY:
                return None
            if sum(bool(_CUE.rule_item.match(x)) for x in kept) * 2 > len(kept):
                return None  # "Here are your rules:\n1. Be brief.\n2. Never guess.": instructions
            start = offset + len(line) + 1
            start += len(body) - len(body.lstrip())
            return start, start + len(_without_closing_instructions(body.strip()))
        if _RECORD_LINE_RE.search(line) or not line.strip():
            return None  # a record or a paragraph break above the lead: not a role line over material
        offset += len(line) + 1
    return None


def after_first_line(text: str) -> tuple[int, int, bool] | None:
    """(the material's start, its end, whether under a role's lead) in a system prompt ``text``
    whose first line is the instruction or the role and whose records follow it on the very next
    line, no blank line between: "You help members of the centre. Use the info below.\nMain
    pool: 25 m ...\nCar park: £2 ..." (a string joined with one newline, as often typed). The
    paragraph readers (``after_pointer``, ``after_head``) read the first line as the paragraph
    it would be with a blank line after it, when the lines under it are records (``_records``: a
    figure, a "label: value" on at least half of them, no rule line, few lines to "you"); ``None``
    otherwise."""
    first, sep, rest = text.lstrip().partition("\n")
    if not sep or not rest.strip() or not rest.split("\n", 1)[0].strip() or not _records(rest):
        return None
    cut = len(text) - len(text.lstrip()) + len(first) + 1  # where the records start in ``text``
    apart = text[:cut] + "\n" + text[cut:]
    for reader, guarded in ((after_pointer, False), (after_head, True)):
        found = reader(apart)
        if found is not None and found[0] > cut:
            return found[0] - 1, found[1] - 1, guarded
    return None


def _without_closing_instructions(body: str) -> str:
    """``body`` without its closing lines written to the model ("Answer in one sentence.", "Be
    friendly."): a prompt's manner after its material is no part of it (an instruction is never a
    material answer); a body of such lines only is kept whole."""
    lines = body.split("\n")
    end = len(lines)
    while end > 1 and lines[end - 1].strip() and not _FENCE_RE.match(lines[end - 1].strip()) and (
            unlabelled_prompt.opens_imperative(lines[end - 1]) or unlabelled_prompt.names_model_task(lines[end - 1])
            or _CUE.rule_item.match(f"- {lines[end - 1].strip()}")):  # "Be friendly.": a rule item's opening
        end -= 1
    return "\n".join(lines[:end]).rstrip()


def carries_records(text: str) -> bool:
    """A paragraph of ``text`` after its first is a block of records, not instructions (the
    user's own card, log or bill, read or not): a question about what the user did may be
    answered there, so "you haven't told me" is no reply."""
    blocks = _blocks(text)
    return any(_records(text[a:b]) for a, b in blocks[1:])


def _records(body: str) -> bool:
    """``body`` is records: enough lines, at least half of them records (a figure, a "label:
    value", a column gap, a "key - value"), no rule line, under half imperatives or words to
    "you"."""
    lines = [line.strip() for line in body.splitlines() if line.strip()]
    if not material_leads.enough_lines(lines) or sum(bool(_RECORD_LINE_RE.search(x)) for x in lines) * 2 < len(lines):
        return False
    if any(_CUE.rule_item.match(x) for x in lines):
        return False  # "Style:\n- Be brief.": rules, not records
    return sum(bool(unlabelled_prompt.opens_imperative(x) or _ADDRESSED_RE.search(x)) for x in lines) * 2 < len(lines)


def _blocks(text: str) -> list[tuple[int, int]]:
    """The spans of ``text``'s paragraphs (split at blank lines), a fenced code block whole however
    many blank lines it holds; each span stripped of the blank space around it."""
    fences = [m.span() for m in _FENCE_RE.finditer(text)]
    cuts = [0]
    for gap in _PARAGRAPH_RE.finditer(text):
        if not any(a < gap.start() < b for a, b in fences):
            cuts += [gap.start(), gap.end()]
    cuts.append(len(text))
    spans = []
    for a, b in zip(cuts[::2], cuts[1::2], strict=True):
        chunk = text[a:b]
        if chunk.strip():
            pad = len(chunk) - len(chunk.lstrip())
            spans.append((a + pad, a + len(chunk.rstrip())))
    return spans


_MAX_SIGNATURE_WORDS = 8  # a sender's name line under a letter's close, at most ("Peter Lund, Property Manager")
_MAX_SIGNATURE_LINES = 3  # lines of name, title and office under the close, at most


def letter_spans(text: str) -> list[tuple[int, int]]:
    """The spans of the letters and emails ``text`` holds: from a salutation line ("Dear Ms Achebe,",
    "Hi Sam,": ``letter_salutation``) to a close after it ("Yours sincerely", "Kind regards", "Best,":
    ``letter_closing``) signed with a name (on the close's line or a short line under it), with the
    signature lines. Its "you", "please reply" and "let us know" are the sender's words to the
    letter's reader, not an instruction to the model; a span that holds a word only a prompt holds
    (``letter_not``: "the user", "assistant", "context") is no letter."""
    spans = []
    pos = 0
    while (hello := _CUE.letter_salutation.search(text, pos)) is not None:
        # the first close signed with a name ("Thanks for booking ..." opens a line of the body, no close)
        close, end = next(((c, e) for c in _CUE.letter_closing.finditer(text, hello.end())
                           if (e := _signed(text, c.start(), c.end())) is not None), (None, None))
        if close is None or end is None:
            break
        if text[hello.end():close.start()].strip() and not _CUE.letter_not.search(text[hello.start():end]):
            spans.append((hello.start(), end))
            pos = end
        else:
            pos = hello.end()
    return spans


def _signed(text: str, close_start: int, close_end: int) -> int | None:
    """The end of a letter's signature after its close at ``close_start:close_end``: the close's line
    when a name follows on it ("Yours sincerely, Peter Lund"), else up to ``_MAX_SIGNATURE_LINES``
    short lines under it, the first a name's (capitalised, no sentence's end); ``None`` when no name
    signs it ("Thanks!" closing a prompt)."""
    line_end = text.find("\n", close_end)
    line_end = len(text) if line_end < 0 else line_end
    rest = text[close_end:line_end].strip(" \t,.")
    if rest:
        return line_end if _name_line(rest) else None
    end, taken, at = None, 0, line_end
    for line in text[line_end + 1:].split("\n") if line_end < len(text) else []:
        at += 1 + len(line)
        if not line.strip():
            if taken or at - len(line) - 1 > line_end + 1:
                break
            continue  # (one blank line between the close and the name)
        if not _name_line(line.strip()) or taken >= _MAX_SIGNATURE_LINES:
            break
        end, taken = at, taken + 1
    return end


def _name_line(line: str) -> bool:
    """A signature's line: a few words, the first capitalised, no sentence's end or question."""
    words = line.split()
    return 0 < len(words) <= _MAX_SIGNATURE_WORDS and line[0].isupper() and not line.rstrip().endswith((".", "?", "!", ":")) or (
        0 < len(words) <= 2 and line[0].isupper())


def only_letters(text: str) -> bool:
    """``text`` is a letter or an email whole (``letter_spans``), its other paragraphs notes too (an
    address block, a date, a "Re:" line): a system prompt that is the letter, no role line above it."""
    blocks = _blocks(text)
    return bool(blocks) and bool(letter_spans(text)) and all(k == "notes" for k in _kinds(text, blocks))


def _kinds(text: str, blocks: list[tuple[int, int]]) -> list[str]:
    """Each block's kind (``_block_kind``) read from its words outside the letters ``text`` holds
    (``letter_spans``): a letter's "please reply" or "you" is said to its reader, so a block that is
    all letter is notes, and one with an address block above the letter is read by that block."""
    letters = letter_spans(text)
    kinds = []
    for a, b in blocks:
        rest = text[a:b]
        for s, e in sorted(letters, reverse=True):  # the block's words outside its letters (an address block above one)
            if s < b and a < e:
                rest = rest[:max(s - a, 0)] + "\n" + rest[min(e, b) - a:]
        kinds.append("notes" if not rest.strip() else _block_kind(rest.strip()))
    return kinds


def _block_kind(block: str) -> str:
    """"fence" (a fenced block), "model" (written to the model: it names the model's task, or asks
    the reader something), "imperative" (an imperative with no word of the model's task: to the
    model or to a person) or "notes". A chat export (two stamped lines or more,
    ``chat_stamps.messages``) is notes: its questions and requests are its people's to each other
    ("Ruth, could you do it with Dev instead?"), never the reader's task. So is a block of time-stamped
    lines (``_stamped``: a voicemail's or a meeting's transcript), its closing "ring us" line too."""
    if _FENCE_RE.match(block):
        return "fence"
    if chat_stamps.messages(block) or _stamped(block):
        return "notes"
    if unlabelled_prompt.names_model_task(block):
        return "model"
    if unlabelled_prompt.opens_imperative(block):
        return "imperative"
    return "notes"


_MIN_STAMPED_LINES = 3  # a transcript block's stamped lines, at least


def _stamped(block: str) -> bool:
    """``block`` is a transcript's or a log's: at least ``_MIN_STAMPED_LINES`` lines, two in three
    of them opened by a time stamp (``stamped_line``: "[00:42] ...", "[19:06] ..."). Its kind is
    read from its lines together, not from one: a closing courtesy line ("[01:19] Any questions,
    ring us on ...", "Any problems, email the clerk.") is the recording's, no words to the model
    (before, it made the block "model" and the material ended at the heading above it)."""
    if "\n" not in block or ":" not in block:
        return False
    lines = [line for line in block.split("\n") if line.strip()]
    if len(lines) < _MIN_STAMPED_LINES:
        return False
    return sum(bool(_CUE.stamped_line.match(line)) for line in lines) * 3 >= len(lines) * 2


def _next_model(kinds: list[str], i: int) -> int:
    """The index of the first "model" block after ``i`` (``len(kinds)`` if none)."""
    return next((j for j in range(i + 1, len(kinds)) if kinds[j] == "model"), len(kinds))


def _material_shaped(body: str, kinds: list[str]) -> bool:
    """``body`` reads as material rather than a persona's manner: a fenced block, a figure, at
    least two paragraphs, or at least ``_MIN_TAIL_LINES`` lines."""
    if "fence" in kinds or _FIGURE_RE.search(body) or len(kinds) >= 2:
        return True
    return sum(1 for line in body.splitlines() if line.strip()) >= _MIN_TAIL_LINES


def _ends_in_label(lead: str, noted: bool = False) -> bool:
    """``lead``'s last sentence is a material label ending in a colon, the material under it ("You
    help tenants with the house rules. The rules:", "... Use this timetable:", "Here is the memo:")."""
    last = _SENTENCE_END_RE.split(lead.strip())[-1].strip()
    if not last.endswith((":", "：")):
        return False
    label = _LABEL_LEAD_RE.sub("", last[:-1]).strip()
    return material_label(label, noted)


def ends_naming_material(label: str) -> bool:
    """``label`` ends by naming its material after a verb of use ("Answer in English from the
    menu", "Reply using the rate card"): a label that introduces material, not an answer."""
    return bool(_ending_named_re().search(label.strip().rstrip(":：").rstrip()))


def answers_from_named(label: str) -> bool:
    """``label`` (a label line's last sentence, before its colon) tells the assistant to answer from
    the material it names, whatever its noun ("Answer the couple from the packages file", "reply to
    members using the rules below", "Use only this FAQ"): the prompt's own words say what follows is
    what to answer from; not when the named thing is an asker, an answerer or the reply's form
    ("Answer from the model", "Reply using the format below": ``answers_from_agent``)."""
    label = label.strip().rstrip(":：").rstrip()
    m = _CUE.answers_from.search(label)
    if m is not None and not _CUE.answers_from_agent.search(m.group("named")):
        return True
    return answers_about_named(label)


def answers_about_named(label: str) -> bool:
    """``label`` tells the assistant it answers questions about material it names ("You answer
    questions about the launderette's price file", "Field queries on our fee list"): what follows
    its colon is that material. Only when the named thing ends in a material noun (``material_noun``,
    ``about_noun``): "You answer questions about our opening hours:" is a topic, not named material."""
    named = _about_named(label)
    return named is not None and _material_named(named)


def answers_about_topic(label: str) -> str | None:
    """The topic ``label`` says the assistant answers questions about when it names no material ("You
    answer questions about our allotments", "Je beantwoordt vragen over de fietsenstalling"): its last
    word, for the caller to find in the material's first line (``reading``); ``None`` otherwise."""
    named = _about_named(label)
    if named is None or _material_named(named) or _CUE.answers_from_agent.search(named):
        return None
    return named.split()[-1].strip("'’").lower() or None


def _about_named(label: str) -> str | None:
    """The thing an answering-about label names (English ``answers_about``, Dutch ``answers_about_nl``)."""
    label = label.strip().rstrip(":：").rstrip()
    m = _CUE.answers_about.search(label) or _CUE.answers_about_nl.search(label)
    return m.group("named") if m is not None else None


def _material_named(named: str) -> bool:
    return bool(_CUE.about_noun.search(named) or _CUE.material_noun_nl.search(named)
                or re.search(f"(?:{_CUE.material_noun.pattern})\\s*$", named, _CUE.material_noun.flags))


@lru_cache(maxsize=1)
def _ending_named_re() -> re.Pattern[str]:
    return re.compile(f"(?:{_named_re().pattern})\\s*$", _CUE.uses.flags)


def _names_material(lead: str) -> bool:
    """``lead`` names the material it answers from after a verb of use ("using the docs page",
    "from the rate card extracts only")."""
    return bool(_named_re().search(lead) or _CUE.only_named.search(lead))


@lru_cache(maxsize=1)
def _named_re() -> re.Pattern[str]:
    """``uses`` then a ``material_noun``, as one pattern."""
    return re.compile(f"(?:{_CUE.uses.pattern})(?:{_CUE.material_noun.pattern})", _CUE.uses.flags)


def material_label(label: str, noted: bool = False) -> bool:
    """``label`` (a label line's words before its colon) names material: a few words, the last a
    ``material_noun`` ("Lab report", "Rate card extracts", "Inspection notes", "Rapport", "停水通知")."""
    label = label.strip().strip("*#").strip()
    if noted:  # "Our prices (CSV):" on a lead-in line of its own: the prices, their format aside
        label = _FORMAT_NOTE_RE.sub("", label).strip()
    if not label or len(label) > _MAX_LABEL_CHARS or len(label.split()) > _MAX_LABEL_WORDS:
        return False
    if not label[:1].isalnum():
        return False
    if _CUE.material_not_named.search(label):
        return False  # "Appointments missed without notice": a notice given, no material's name
    last = label.split()[-1]
    if _CUE.material_noun.fullmatch(" ".join(label.split()[-2:]).lower()):
        return True  # "Price list" (not a bare "Packing list:", which heads the text to extract from)
    return bool(_CUE.material_noun.fullmatch(last) or _CUE.material_noun.search(label[-6:]) and not last.isascii())


def closes_block(text: str, start: int) -> bool:
    """Whether the label line at ``start`` ("NOTICE: Course B closed until 30 August.", "Memo: ...")
    is the last line of a block of unlabelled material running on above it, no blank line between:
    the line right above is no instruction (``role_lead``, ``answering``, ``instruction_lead``, a
    rule item, a lead-in ending in a colon) and at least half the block's lines above are records
    (``_RECORD_LINE_RE``: a figure, a "key: value", a table's columns). Such a line is a line of
    that block, not a section of its own; a label line with nothing or an instruction above it
    ("Answer from the notice.\nNotice: The pool is shut on Mondays.") is not one."""
    line_start = text.rfind("\n", 0, start) + 1
    above: list[str] = []
    for line in reversed(text[: max(line_start - 1, 0)].split("\n") if line_start else []):
        if not line.strip():
            break
        above.append(line)
    if not above:
        return False
    nearest = above[0].strip()
    if nearest.endswith((":", "：", "?", "？")) or _instruction_line(nearest):
        return False  # a lead-in, an instruction, or a question ("Question: When does the bus leave?") above
    lines = [x for x in above if not _instruction_line(x.strip())]
    records = sum(bool(_RECORD_LINE_RE.search(x)) for x in lines)
    return records >= 1 and records * 2 >= len(lines)


def _instruction_line(line: str) -> bool:
    """A line that speaks to the assistant: its role or task, an answering instruction, a rule."""
    return bool(_CUE.role_lead.match(line) or _CUE.role_lead_other.match(line) or _CUE.answering.search(line)
                or _CUE.instruction_lead.search(line) or _CUE.rule_item.match(line))


def asker_line(text: str) -> tuple[str, int] | None:
    """(the question, where it starts in ``text``) when ``text``'s last line is a short label and a
    question ending in "?" ("Rider: what time is the last sailing?", "Our tenant: is the boiler
    safe?"); ``None`` otherwise."""
    end = len(text.rstrip())
    start = text.rfind("\n", 0, end) + 1
    m = _ASKER_LINE_RE.match(text, start, end)
    if m is None or len(m.group("label").split()) > _MAX_ASKER_WORDS or not m.group("words").endswith(("?", "？")):
        return None
    if material_label(m.group("label")):
        return None
    return m.group("words"), m.start("words")


_POINTED_WORD_RE = re.compile(r"[\w'’-]+")


def points_ahead(lead: str) -> bool:
    """``lead`` (a paragraph) is an instruction about answering that points at material after it,
    whatever the material's noun ("Answer the plan holder's question from the schedule of cover
    below.", "Reply to the tenant using the lease extract that follows.", "Answer from the attached
    tariff."): ``answering`` and a ``points`` whose pointed word (the word before "below" / "that
    follows", or the one after "the following" / "attached") is no reply form, example, rule, question
    or asker (``points_not_material``: "Answer in the format below", "Answer the question below")."""
    if not _CUE.answering.search(lead):
        return False
    for m in _CUE.points.finditer(lead):
        words = _POINTED_WORD_RE.findall(m.group(0))
        if len(words) >= 2 and words[-1].lower() in ("below", "follows", "follow", "underneath"):
            word = words[-2] if words[-2].lower() != "that" else (words[-3] if len(words) > 2 else "")
        else:  # "the following <noun>", "attached <noun>", "下面的<noun>"
            after = _POINTED_WORD_RE.findall(lead[m.end():])
            word = after[0] if after else ""
        word = re.sub(r"['’]s$", "", word)
        if word and not _CUE.points_not_material.match(word):
            return True
    return False
