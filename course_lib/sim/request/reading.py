"""Reading a request the way a model would: instructions, question, documents, tools.

``read_request(messages, tools, ...)`` turns LangChain messages plus the bound tools into a
``Request``. Each system and human message is cut into *sections* at its label lines: a short
line ending in ":" or "：" whose words say what follows ("Question:", "User question:", "Here
is the user question:", "问题：", "Retrieved document:", "Set of facts:", "Context:", "LLM
generation:", "STUDENT ANSWER:", "Previous query:", "Open sub-questions:"), in any case or
language (markdown bold and headings allowed). The label's first telling word decides its kind,
so "Here is the context to use to answer the question:" introduces documents.

- Documents: the sections under a document label, and documents in any shape that
  ``documents.find`` recognises anywhere. A label inside a document (a note that contains
  "Question: ...", YAML in a code block) is no label: documents are data.
- The question: the labelled one (when a template has the question both before and inside its
  context, the one before the context), else the latest human message, else (when that
  message only says "Answer the question." or the like) the system prompt's labelled
  question, or an earlier human turn. A quoted question ("Given the query 'X', ...") counts as
  labelled. In a long message without labels, the last interrogative sentence outside the
  documents is the question. A message with no question label in a shape of its own (notes
  pasted bare, between quotes, fences or rules; a docs block that runs into the question line or
  a chat label; the question after a lead-in) is split into its question and its notes by
  ``unlabelled_prompt``; a system prompt of bare notes is the documents of the human question.
- The instructions: every system and human text with the documents and the question cut out,
  so task cues are read from what the user asked for, never from the documents.
- The generation to grade ("LLM generation: ...", "Student answer: ..."), the previous
  search query, open sub-questions, and this turn's tool calls with their results.
"""

from __future__ import annotations

import dataclasses
import json
import re
import textwrap
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage

from course_lib.sim.material import documents as docs_mod
from course_lib.sim.material.documents import Document
from course_lib.sim.material.plain_text import plain_text
from course_lib.sim.request import (
    answer_format,
    asker_turns,
    embedded_question,
    example_questions,
    field_runs,
    label_words,
    paste_marks,
    pointed_material,
    reply_shape,
)
from course_lib.sim.words import text_speak
from course_lib.sim.words.cues import data_setting, patterns
from course_lib.sim.words.text import HAN_RE, content_words

_PRONOUN_RE = re.compile(
    r"\b(it|its|it's|they|them|their|this|that|these|those|he|she|his|her|one)\b", re.IGNORECASE
)
_LABEL_LINE_RE = re.compile(
    r"^[ \t]*(?:>[ \t]*)?(?:#{1,6}[ \t]*)?(?:[-*][ \t]+)?(?:\*\*|__)?(?P<label>[^\n:：*_]{1,160}?)(?:\*\*|__)?"
    r"[ \t]*[:：](?:\*\*|__)?[ \t]*(?P<rest>[^\n]*)$",
    re.MULTILINE,
)
_LABEL_TAIL_RE = re.compile(_LABEL_LINE_RE.pattern[1:], re.MULTILINE)  # the same, from inside a line
_SOURCE_ATTR_RE = re.compile(r"^[\w][\w \t-]{0,40}?[ \t]*\([ \t]*(?:source|file|path|url|from|src)[ \t]*$", re.IGNORECASE)
_SOURCE_TEXT_LABEL_RE = re.compile(r"^[ \t]*(?:the[ \t]+)?source(?:[ \t]+text)?[ \t]*$", re.IGNORECASE)
_SOURCE_VALUE_RE = re.compile(r"^([^()\n]{1,200})\)[ \t]*[:：]?[ \t]*$")
_LABEL_KINDS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (kind, re.compile(pattern, re.IGNORECASE))
    for kind, pattern in (
        ("subquestions", r"sub-?questions?|子问题"),
        (
            "previous_query",
            r"\b(?:previous|last|earlier|old|prior|current|tried)\s+(?:search\s+)?quer(?:y|ies)\b|上次查询",
        ),
        (
            "docs",
            r"\bcontext\b|\bdocuments?\b|\bdocs?\b|\bfacts?\b|\bpassages?\b|\bknowledge\b|\bnotes\b|"
            r"\bevidence\b|\binformation\b|\bsearch results?\b|\bresults\b|\bretrieved\b|\bexcerpts?\b|"
            r"\bsnippets?\b|\bchunks?\b|\bsources\b|\barticles?\b|\btext\b(?!\s+to\b)|上下文|资料|文档|背景|参考|事实|检索结果|搜索结果|"
            r"片段|知识库|笔记|原文|材料|(?:已知|参考|背景|相关|检索到的?)信息|"
            # a message someone other than the asker sent ("同事消息", "老师的消息"); the user's or a
            # customer's own message ("用户消息", bare "消息") is the question
            r"^(?!用户|客户|顾客|访客)(?![^的]*[这那把将请])[\u4e00-\u9fff]{1,4}?的?消息$",
        ),
        ("question", r"\bquestions?\b|\bquer(?:y|ies)\b|\bask(?:ed)?\b|\binput\b|\bproblem\b|\b(?:user|customer)?\s*(?:message|request|utterance)\b|问题|提问|查询|疑问|(?:用户|客户|顾客|访客)?的?消息"),
        (
            "generation",
            r"\bgeneration\b|\banswers?\b|\bresponses?\b|\breply\b|\bcompletion\b|\boutput\b|回答|答案|回复|生成",
        ),
    )
)
_ASKER_LABEL_RE = re.compile(r"(?:the\s+|a\s+|our\s+)?[\w'’-]+(?:\s+[\w'’-]+)?\s+(?:asks|wants\s+to\s+know)",
                             re.IGNORECASE)
_ASIDE_RE = re.compile(r"[（(][^（）()]{0,40}[）)]")
_MAX_HAN_AFTER_KIND = 3  # Chinese characters a label may go on with after its kind word ("问题描述", "上下文信息")
_RULES_LABEL_RE = re.compile(
    r"(?:要求|格式|规则|规范|说明|注意事项|注意|原则|步骤|指引|字段)$|"
    r"\b(?:format|requirements?|rules|guidelines?|instructions?|constraints|style|fields)$|"
    # "Answer with exactly one of:", "Reply using one of the following:": the list below is the
    # reply's options, no part of the prompt to answer or grade
    r"\b(?:(?:one|any|each|either) of(?: the following| these)?|the following|(?:choose|pick|select) from)$",
    re.IGNORECASE,
)
_HEADING_LABEL_RE = re.compile(
    r"^[ \t]*#{1,6}[ \t]+(?P<label>(?:[\w\u4e00-\u9fff'-]+[ \t]*){1,4}?)[ \t]*#*[ \t]*(?P<rest>)$",
    re.MULTILINE,
)
_SEPARATOR_RE = re.compile(r"^[\s\-=_*~#`]*$")
_INTERROGATIVE_RE = re.compile(
    r"[?？]\s*$|^\W*(?:what|who|whom|whose|which|where|when|why|how|is|are|does|do|did|can|could|"
    r"should|would|will|was|were|has|have)\b|什么|谁|哪|怎么|如何|为什么|吗|多少",
    re.IGNORECASE,
)
_INSTRUCTION_WORDS = frozenset(
    """answer question questions respond response reply please the a an this that above below
    following given provided use using based on context document documents now go ahead it
    me my to of in with and or user query generate write give your you help task do output
    final return based only facts info information step next continue proceed retrieved
    回答 问题 请 根据 上下文 资料""".split()
)
_META_QUESTION_RE = re.compile(
    r"\b(?:the (?:answer|generation|document|context|facts?|response|passage)s?|relevant|grounded|"
    r"supported|'yes'|'no'|yes or no|binary score)\b",
    re.IGNORECASE,
)
_INSTRUCTION_LINE_RE = re.compile(
    r"^\W*(?:please\s+)?(?:formulate|rewrite|re-write|rephrase|return|give|provide|output|answer|"
    r"respond|reply|write|grade|assess|decide|determine|classify|route|use|think|now|this|"
    r"carefully|make sure|remember|do not|don't|only|keep|based on|according to|根据|请)\b",
    re.IGNORECASE,
)
_FENCE_RE = re.compile(r"^[ \t]*(```|~~~).*?^[ \t]*\1[ \t]*$", re.MULTILINE | re.DOTALL)
# a line that asks about the graded text itself ("Is this answer fully grounded in the documents?",
# "Does the response address the question?"): it ends the text to grade, it is no part of it
_ASKS_OF_IT_RE = re.compile(
    r"^\W*(?:is|are|does|do|did|was|were|has|can|could|would)\b[^\n?]{0,80}?\b(?:this|the|that)\s+"
    r"(?:answer|generation|response|reply|output|summary)\b[^\n?]{0,80}\?\s*$",
    re.IGNORECASE,
)

_CUE = patterns("reading")  # its cue patterns: data/sim/patterns.yaml


@dataclass(frozen=True)
class ToolSpec:
    name: str
    description: str
    parameters: dict[str, Any]


@dataclass(frozen=True)
class ToolRound:
    """One tool call of this turn and its result."""

    name: str
    args: dict[str, Any]
    result: str
    call_id: str
    artifact: Any = field(default=None, compare=False, hash=False)

    @property
    def documents(self) -> tuple[Document, ...]:
        return docs_mod.tool_documents(self.result, self.artifact)

    @property
    def marked_documents(self) -> tuple[Document, ...]:
        """Documents the result shows in a recognised shape (not the plain-text fallback)."""
        docs = self.documents
        return () if len(docs) == 1 and docs[0].shape == "plain" else docs


@dataclass(frozen=True)
class Section:
    kind: str  # "question", "docs", "generation", "previous_query", "subquestions", "slot"
    label: str
    value: str
    start: int  # where the label starts in its message
    end: int
    value_start: int = 0  # where its value starts


@dataclass(frozen=True)
class Parsed:
    """One message read: its sections, documents, and the text outside both."""

    text: str
    sections: tuple[Section, ...]
    documents: tuple[Document, ...]
    outside: str  # the text with the documents cut out (labels and their values kept)

    def first(self, kind: str) -> Section | None:
        return next((s for s in self.sections if s.kind == kind), None)

    def all(self, kind: str) -> list[Section]:
        return [s for s in self.sections if s.kind == kind]


@dataclass
class Request:
    system: str
    human: str  # the latest human message, whole
    question: str  # the question inside it
    instructions: str  # system and human text, documents and the question cut out
    history: list[str] = field(default_factory=list)  # earlier questions, oldest first
    documents: list[Document] = field(default_factory=list)  # documents in the prompt
    rounds: list[ToolRound] = field(default_factory=list)  # tool calls of this turn
    tools: list[ToolSpec] = field(default_factory=list)
    tool_choice: Any = None
    structured: bool = False
    previous_query: str = ""
    generation: str = ""  # an answer to grade ("LLM generation: ...")
    sub_questions: str = ""  # the open sub-questions section, as written
    json_mode: bool = False  # JSON asked for by response_format / format="json"
    labels: tuple[str, ...] = ()  # the kinds of labelled sections found
    question_from: str = "human"  # where the question was found (for the explanation)
    citations: tuple[str, ...] = ()  # a "Sources:" list printed beside the documents, to cite
    earlier_result: str = ""  # the last tool result of an earlier turn ("that" in a follow-up)
    shown: tuple[str, ...] = ()  # AI texts and tool results after the question (listings: "Available tables: ...")
    turns: tuple[tuple[str, str], ...] = ()  # ("human" / "ai", text) of the messages before the last human one
    earlier_calls: tuple[tuple[str, dict], ...] = ()  # (tool, args) the model called before the last human message
    handed_over: bool = False  # the question hands its paste over in the same turn ("... ? here you go:")
    # the documents are the results of the tool call the assistant made for this question (``earlier_material``)
    retrieved: bool = False
    # the texts of the system, last human and tool messages as sent, before ``plain_text`` (a Slack copy's
    # header lines, which the plain text drops, say who wrote each message: ``chat_records.with_headers``)
    sent: tuple[str, ...] = ()
    # the kind of value a form instruction after the question asks for ("Reply with the number only."):
    # number, percent, time, date, name, word; "" when none (``answer_format``)
    answer_form: str = ""

    @property
    def search_question(self) -> str:
        """The question plus, for a follow-up ("and its default?"), the previous subject; for a
        correction ("no, I meant the sea bass") the previous question about the meant thing; over
        documents, a fixed holiday's name read as its date ("on Boxing Day" -> "on 26 December",
        ``holidays.dated``) when no document names it, a bare day ("on the 10th") as the documents' one
        month's date ("on 10 Jan", ``calendar_dates.month_day``), a mistyped word as the one word it means ("totl" -> "total",
        ``typos.corrected``), an everyday or shortened form as the documents write it ("meds at 1.15 on
        a weds" -> "medication at 13:15 on a Wednesday", ``everyday_forms.written``), a number joined to its unit as the documents write it ("20mph" -> "20
        mph", ``joined_units.written_apart``), and a member of a class read as the class
        word the documents write ("my cat" -> "pets", ``class_words.as_class``). Worked out once per
        request (and again only if its question is set anew: ``chat.model`` trims small talk off it)."""
        memo = self.__dict__.get("_search_question_memo")
        if memo is not None and memo[0] == self.question:
            return memo[1]
        found = self._search_question()
        self.__dict__["_search_question_memo"] = (self.question, found)
        return found

    def _search_question(self) -> str:
        asked = self._asked_question()
        if not self.documents:
            return asked
        from course_lib.sim.words.calendar_dates import month_day
        from course_lib.sim.words.class_words import as_class
        from course_lib.sim.words.everyday_forms import written
        from course_lib.sim.words.holidays import dated, names_a_holiday
        from course_lib.sim.words.joined_units import written_apart
        from course_lib.sim.words.typos import corrected

        bodies = tuple(d.body for d in self.documents)
        asked = dated(asked, bodies) if names_a_holiday(asked) else asked
        asked = written(asked, bodies)  # "meds at 1.15 on a weds" as the documents write it
        asked = written_apart(asked, bodies)  # "want 20mph" over notes that write "20 mph"
        asked = month_day(asked, bodies)  # "on the 10th" over dates of one month: "on 10 Jan"
        asked = corrected(asked, bodies)  # "the totl" read as "the total"
        classed = as_class(asked, bodies)  # "my cat" read as the notes' "pets"
        return classed[0] if classed else asked

    @property
    def glued(self) -> bool:
        """The question is a follow-up read glued to the previous question ("who's top? ... and how
        many points behind them is X": both together), its form not its own."""
        return bool(self.history) and self._asked_question() == f"{self.history[-1]} {self.question}"

    @property
    def reworded(self) -> bool:
        """The question is a follow-up read with a word of the previous question put in for its
        pronoun ("How much does it cost?" -> "How much does pottery class cost?",
        ``conversation.documented_subject``), its history still the thread's."""
        if not self.history or self.glued:
            return False
        from course_lib.sim.request.conversation import documented_subject

        bodies = tuple(d.body for d in self.documents)
        return self._asked_question() == documented_subject(self.question, self.history[-1], bodies)

    def _asked_question(self) -> str:
        if self.turns:
            from course_lib.sim.request.references import resolved

            meant = resolved(self.question, self.turns)  # "the second one": the previous answer's second item
            if meant is not None:
                return meant
        if self.history:
            from course_lib.sim.request.retry_turns import asked_again

            redo = asked_again(self.question, self.history)  # "Try again": the earlier request
            if redo:
                return redo
        if self.history:
            from course_lib.sim.request.corrections import corrected_question

            again = corrected_question(self.question, self.history[-1])
            if again:
                return again
        if self.history:
            from course_lib.sim.request.conversation import with_home

            located = with_home(self.question, self.history)  # "where I live" -> "in Porto"
            if located != self.question:
                return located
        if self.history:
            from course_lib.sim.request.ellipsis import reframed, zh_follow_up

            if zh_follow_up(self.question) is not None:  # "那成人呢？": reframed, else read alone (never glued)
                bodies = tuple(d.body for d in self.documents)
                return reframed(self.history[-1], self.question, bodies) or self.question
        if self.history and is_follow_up(self.question):
            from course_lib.sim.request.conversation import documented_subject
            from course_lib.sim.request.ellipsis import reframed

            bodies = tuple(d.body for d in self.documents)
            return (reframed(self.history[-1], self.question, bodies)
                    or _subject_swapped(self.history[-1], self.question)
                    or documented_subject(self.question, self.history[-1], bodies)  # "who teaches it?" -> yoga
                    or f"{self.history[-1]} {self.question}")
        return self.question

    @property
    def language(self) -> str:
        """"zh" for a question with Chinese characters, else "en"; read once per question (the record
        answerers ask it one after another, fifty-odd times a reply)."""
        memo = self.__dict__.get("_language_memo")
        if memo is not None and memo[0] is self.question:
            return memo[1]
        found = "zh" if HAN_RE.search(self.question) else "en"
        self.__dict__["_language_memo"] = (self.question, found)
        return found




_AND_THE_RE = re.compile(r"^\W*(?:and|what about|how about)\s+(?:the\s+|her\s+|his\s+|my\s+)?(?P<rest>[^?]+?)\s*\?*\s*$",
                         re.IGNORECASE)


def _subject_swapped(previous: str, question: str) -> str | None:
    """"And the potassium?" after "What was the sodium?": the earlier question asked again about
    the follow-up's own subject ("What was the potassium?"), when the follow-up is only "and" and
    a noun phrase that shares no word with the earlier question and names no pronoun; ``None``
    otherwise (then both are read together)."""
    from course_lib.sim.words.text import content_words

    m = _AND_THE_RE.match(question)
    if m is None or _PRONOUN_RE.search(question) or len(m.group("rest").split()) > 3:
        return None
    new = content_words(m.group("rest"))
    old = content_words(previous)
    if not new or not old or {w.lower() for w in new} & {w.lower() for w in old}:
        return None
    if len(old) != 1:
        return None  # (which of several words was the earlier subject is not clear)
    return re.sub(rf"\b{re.escape(old[0])}\b", m.group("rest"), previous, count=1)


_BARE_FOLLOW_UP_WORDS = 3  # a question this short that names nothing is a follow-up


def is_follow_up(question: str) -> bool:
    words = re.findall(r"\w+", question.lower())
    if not words:
        return False
    if words[0] in {"and", "also"} or question.lower().startswith(
        ("what about", "how about", "and ")
    ):
        return True
    if len(words) <= _BARE_FOLLOW_UP_WORDS and not content_words(question):
        return True  # "from when?", "how much?", "and where is it?": nothing of its own to ask about
    return bool(_PRONOUN_RE.search(question) or _CUE.place_pronoun.search(question)) and len(words) <= 14


def message_text(message: BaseMessage) -> str:
    """A message's text, made plain (``plain_text``: line ends, apostrophes, tabs as pasted)."""
    content = message.content
    if isinstance(content, str):
        return plain_text(content)
    parts = []
    for part in content:
        if isinstance(part, str):
            parts.append(part)
        elif isinstance(part, dict) and part.get("type") == "text":
            parts.append(str(part.get("text", "")))
    # each content block a part of its own (a pasted file's last line is no start of the question after it)
    return plain_text("\n\n".join(x.strip("\n") for x in parts))


# a label line's rest that is only the reply's values in capitals, the last joined by "or" (or "o", "ou", "oder",
# "eller"): "Classify this message: COMPLAINT, QUESTION or THANKS.", "Classe ce message : RÉCLAMATION, ... ou ..."
_CAPITAL_WORD = r"[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻČĎĚŇŘŠŤŮŽŐŰĞİŞ][A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻČĎĚŇŘŠŤŮŽŐŰĞİŞ0-9]+(?:[_-][A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻČĎĚŇŘŠŤŮŽŐŰĞİŞ0-9]+)*"
# the word joining the last of a list of reply values ("A, B or C", "A, B o C", "A, B ou C", "A, B oder C", Polish
# "albo" / "lub", Czech "nebo", Turkish "veya", Hungarian "vagy"); the
# same words stand in ``patterns.yaml`` tasks.capitals_alternatives
OPTIONS_OR = r"(?:or|OR|o|O|ou|OU|oder|ODER|eller|ELLER|albo|ALBO|lub|LUB|nebo|NEBO|veya|VEYA|vagy|VAGY)"
_OFFERED_VALUES_RE = re.compile(
    rf"{_CAPITAL_WORD}(?:\s*,\s*{_CAPITAL_WORD}){{0,6}},?\s+{OPTIONS_OR}\s+{_CAPITAL_WORD}"
    r"\s*(?:[.?!](?:\s|$)|$)")


def label_kind(label: str) -> str | None:
    """What a label introduces: the kind of its first telling word (``None``: no known kind)."""
    if re.fullmatch(r'\s*"[^"\n]{1,60}"\s*', label):
        return None  # '"notes": {...}': a key of JSON data, no label of the prompt's
    label = re.split(r"(?<=[.!?。！？])['\"’”]?\s+", label.strip())[-1]  # "You are ... Use this context:"
    label = label.lstrip("'\"’”‘“ ")
    label = _ASIDE_RE.sub(" ", label).strip() or label  # "已检索上下文（来自本地知识库）"
    if _RULES_LABEL_RE.search(label) or reply_shape.heads_values(label):
        return None  # "回答要求：", "Answer format:", "Allowed answers:": instructions about the reply, not a part
    if "{" in label or "}" in label:  # 'Reply with JSON {"useful": ...}': a JSON example, no label
        return None
    from course_lib.sim.request.unlabelled_prompt import question_line

    if question_line(label + ":"):  # "how many units failed output below:": a question, then its paste
        return None
    if _ASKER_LABEL_RE.fullmatch(label.strip()):
        return "question"  # "Member asks:", "The tenant wants to know:" (a short label, the asker named)
    words = label.split()
    if not label or len(words) > 12 or (not words[0][:1].isalnum() and not HAN_RE.match(label)):
        return None
    if HAN_RE.search(label) and len(label) > 14:
        return None
    best: tuple[int, str] | None = None
    last_end = 0
    for kind, pattern in _LABEL_KINDS:
        m = pattern.search(label)
        if m and (best is None or m.start() < best[0]):
            best = (m.start(), kind)
        if m:
            last_end = max(last_end, max(x.end() for x in pattern.finditer(label)))
    if best and HAN_RE.search(label) and len(HAN_RE.findall(label[last_end:])) > _MAX_HAN_AFTER_KIND:
        # "如有疑问请联系物业服务中心：" ("if in doubt, call the office:"): a clause that goes on past its
        # kind word, no label (a Chinese label ends with its head noun: "用户问题：", "上下文信息：")
        return None
    if best and best[1] in ("generation", "question") and not _CUE.choice_lead.search(label) and (
            _CUE.material_last.search(label) or pointed_material.ends_naming_material(label)
            or pointed_material.answers_from_named(label)):
        # "Answer the user's questions based on the below context:", "You answer from these
        # notes:", "Answer in English from the menu:": an instruction whose last words name the
        # material it introduces
        return "docs"
    if best is None:
        if pointed_material.answers_from_named(label):
            return "docs"  # "Act as the campsite's helpdesk. Use only this FAQ:": what follows is it
        return label_words.kind(label)  # "문맥:", "Pregunta:", "What I need to know:"
    return best[1]


_LABEL_HEADING_WORDS = frozenset(
    """user user's original initial input main your my the a current follow-up final last previous
    retrieved relevant provided given search web supporting source reference background additional
    and or of for to here is are sub sub-questions llm model student""".split()
)


def _is_label_heading(label: str) -> bool:
    """A heading that labels a part of the prompt ("## Question", "### Retrieved documents"),
    not a note's own heading that happens to hold such a word ("# Skerry ferry questions")."""
    words = label.lower().split()
    if HAN_RE.search(label):
        return True
    strays = [w for w in words if w not in _LABEL_HEADING_WORDS and label_kind(w) is None]
    return not strays


def _blank(text: str, spans: list[tuple[int, int]]) -> str:
    """``text`` with the characters of ``spans`` replaced by spaces (newlines kept)."""
    if not spans:
        return text
    if all(start >= 0 for start, _ in spans):  # by slices: a long document costs no Python loop per character
        out, pos = [], 0
        for start, end in sorted((start, min(end, len(text))) for start, end in spans):
            start = max(start, pos)
            if end <= start:
                continue
            out.append(text[pos:start])
            out.append("\n".join(" " * len(line) for line in text[start:end].split("\n")))
            pos = end
        out.append(text[pos:])
        return "".join(out)
    chars = list(text)
    for start, end in spans:
        for i in range(start, min(end, len(chars))):
            if chars[i] != "\n":
                chars[i] = " "
    return "".join(chars)


_NESTED_KEY_LINE_RE = re.compile(r"^[ \t]+(?:-[ \t]+)?[\w.-]+[ \t]*:(?:[ \t]|$)")


def _after_nested_key(scan: str, start: int) -> bool:
    """Whether the label line at ``start`` comes right after an indented "key: value" line (a YAML
    block's nested key, "  charge: 9.50"): the label is a key of that data, not a part of the prompt."""
    before = scan[:start].rstrip("\n").rsplit("\n", 1)[-1]
    return bool(before.strip()) and bool(_NESTED_KEY_LINE_RE.match(before))


def _fields(scan: str, found: set[int] | None) -> set[int]:
    """The starts of ``scan``'s lines that are a record's "Key: value" fields (``field_runs``),
    ``found`` when already read."""
    if found is not None:
        return found
    return field_runs.field_lines(scan, lambda key: label_kind(key) is not None)


def _label_lines(scan: str):
    """``_LABEL_LINE_RE.finditer(scan)``, tried only on lines with a colon (the pattern needs one
    on its line). The same matches, without the backtracking the pattern does on the long runs
    of spaces that blanked-out documents leave (about 1 s per long document otherwise)."""
    pos = 0
    for line in scan.split("\n"):  # the pattern's lines end at "\n" only
        if ":" in line or "：" in line:
            m = _LABEL_LINE_RE.match(scan, pos, pos + len(line))
            if m:
                ends = list(_CUE.label_sentence_end.finditer(m.group("label")))
                if ends and len(m.group("label")[: ends[-1].start()].split()) >= 3:
                    # "<a question>?. Improved question:": the label is the part after the sentence
                    m = _LABEL_TAIL_RE.match(scan, m.start("label") + ends[-1].end(), pos + len(line)) or m
                yield m
        pos += len(line) + 1


@lru_cache(maxsize=1024)
def parse_message(text: str) -> Parsed:
    """The sections and documents of one message (see the module docstring)."""
    spans, found_docs = docs_mod.find(text)
    protected = list(spans) + [(m.start(), m.end()) for m in _FENCE_RE.finditer(text)]
    quoted = [
        q for q in quoted_spans(text) if len(q[1]) > 40 or "\n" in q[1] or q[0] not in ("question", "query", "request")
    ]
    protected += [(start, end) for label, _, start, end in quoted if label not in ("question", "query", "request")]
    tagged = _tag_sections(_blank(text, protected), text)
    protected += [(t.start, t.end) for t in tagged]
    scan = _blank(text, protected)
    labels = []
    sourced: dict[int, str] = {}  # "Note (source: kb/x.md):" -> the block's source
    one_line: set[int] = set()  # question labels whose question ends with their line
    promoted: set[int] = set()  # instruction lines whose rest was read as the question
    fields: set[int] | None = None
    roles = asker_turns.exchange(scan)  # "Customer: how do I ...\nAgent: Click ...": the question, the answer
    if roles is not None and any(label_kind(m.group("label")) == "question" for m in _label_lines(scan)
                                 if m.start() not in roles):
        roles = None  # "Chat History:\nHuman: ...\nAssistant: ...\nFollow Up Input: <q>": the history, not the graded pair
    for m in _label_lines(scan):
        kind = label_kind(m.group("label"))
        if roles is not None and m.start() in roles:
            kind = "question" if m.start() == roles[0] else "generation"
        if kind == "docs" and m.group("label")[:1].islower() and _after_nested_key(scan, m.start()):
            continue  # "notes: Please leave ..." after "  charge: 9.50": a key of the YAML it closes
        if kind == "docs" and m.group("rest").strip() and m.start() in (fields := _fields(scan, fields)):
            continue  # "Summary: Printer jams" among "Priority: High" / "Reporter: ...": a record's field
        rest = m.group("rest").strip()
        if _OFFERED_VALUES_RE.match(rest):
            continue  # "Classify this message: COMPLAINT, QUESTION or THANKS.": the reply's values offered, no part
        attr = _SOURCE_ATTR_RE.match(m.group("label")) and _SOURCE_VALUE_RE.match(rest)
        if attr:
            sourced[m.start()] = attr.group(1).strip().strip("'\"`")
            labels.append((m, "docs"))
            continue
        if (
            kind in ("docs", "generation", None)
            and rest
            and rest.endswith(("?", "？"))
            and re.search(r"\banswer\b|\brespond\b|\breply\b|\bquestion\b|\btell me\b|回答|问题", m.group("label"), re.IGNORECASE)
        ):
            kind = "question"  # "Using only the set of facts, answer: <question>?"
            promoted.add(m.start())
        elif (
            kind in ("docs", "generation", None)
            and rest
            and len(rest.split()) <= 30
            and rest[:1] not in ("{", "[", "<")
            and _CUE.instruction_then_question.search(m.group("label"))
            and m.group("label").strip().lower() != "answer"
        ):
            kind = "question"  # "Using just these notes, answer: who signed for it" (no "?" typed)
            one_line.add(m.start())  # its question is that line's rest: the next line is the prompt's again
            promoted.add(m.start())
        if (kind == "generation" and rest[:1] in ("{", "[") and rest.rstrip(" .")[-1:] in ("}", "]")
                and _CUE.json_example_label.search(m.group("label"))):
            continue  # a line 'Reply with JSON: {"guest": "..."}': the prompt's example, an instruction
        if kind is None and _SOURCE_TEXT_LABEL_RE.match(m.group("label")) and len(rest.split()) >= 3:
            kind = "docs"  # "Source: Bag limit: 2 trout per day.": a text given as the source (not "Source: a.md")
        if kind in (None, "question", "generation") and not rest and _topic_headed(m.group("label"), text[m.end():]):
            kind = "docs"  # "Je beantwoordt vragen over de fietsenstalling:\n\nFietsenstalling Stationsplein - ..."
        if kind:
            labels.append((m, kind))
    if promoted and any(k == "question" and x.start() not in promoted for x, k in labels):
        # a "Question:" label of its own is the question; an instruction's question ("Reply KEEP or
        # DROP: should this document be kept?") is about the verdict: the line is the instruction
        labels = [(x, k) for x, k in labels if x.start() not in promoted]
    if not found_docs and not tagged and not any(k == "docs" for _, k in labels):
        labels += [(x, k) for x, k in _material_labels(scan, labels)  # "Lab report:\n<the sheet>": a label naming its material
                   if not (x.group("rest").strip() and x.start() in (fields := _fields(scan, fields)))]
    for m in _HEADING_LABEL_RE.finditer(scan):
        kind = label_kind(m.group("label")) or ("docs" if _CUE.notes_heading.match(m.group("label")) else None)
        if kind and _is_label_heading(m.group("label")) and not any(x.start() == m.start() for x, _ in labels):
            labels.append((m, kind))
    labels.sort(key=lambda item: item[0].start())
    labels = _drop_inner_question_labels(labels)
    sections: list[Section] = []
    for i, (m, kind) in enumerate(labels):
        stop = labels[i + 1][0].start() if i + 1 < len(labels) else len(text)
        rest = text[m.start("rest") : m.end("rest")].strip()
        end = stop
        if kind in ("question", "previous_query") and rest:
            value = rest
            if not rest.endswith(("?", "？", ".", "。")) and m.start() not in one_line:  # a question that goes on below
                more, end = _lines_until(text, m.end() + 1, stop, paragraph=True)
                value = f"{rest} {more}".strip()
            else:
                end = m.end()
        elif kind in ("question", "previous_query"):
            value = _next_paragraph(text[m.end() : stop])
        elif kind == "generation":
            more, end = _lines_until(text, m.end() + 1, stop, paragraph=False, started=bool(rest))
            value = f"{rest}\n{more}".strip()
        elif m.start() in sourced:
            value = text[m.end() : stop].strip()
        else:
            begin = m.start("rest") if rest else m.end()
            if kind == "docs":
                end = stop = _trailing_instructions(scan, begin, stop)
            value = text[begin:stop].strip()
            if kind == "docs" and value and _indented_under_label(text, m.start(), text[begin:stop]):
                # every line indented alike, the first too, deeper than the label (a template's
                # "{% for doc in docs %}    {{ doc.content }}" loop): no line is an indented code block
                value = textwrap.dedent(text[begin:stop].lstrip("\n")).strip()
        if value.endswith(("?.", "？.", "..")):  # "{question}." in a template
            value = value[:-1]
        value = value.strip()
        if kind == "generation" and not value:
            kind = "slot"
        if kind == "question" and not value:
            kind = "slot"
        value_start = m.start("rest") if rest else m.end()
        sections.append(Section(kind, m.group("label").strip(), value, m.start(), end, value_start))
    if tagged:
        sections = sorted(sections + tagged, key=lambda x: x.start)
    sections = _fenced_in_generation(text, sections)
    if (
        (found_docs or any(s.kind == "docs" for s in sections))
        and not any(s.kind == "question" for s in sections)
        and (turn := asker_turns.last_turn(text) or _labelled_last_question(text, sections))
    ):
        # "Documents: ...\nUser: how much is a day pass\nAssistant:": a transcript template's last
        # turn asks (unlabelled notes are read by ``_unlabelled_parts``, which finds its question too)
        spans, found_docs, sections = _asked_at(text, tuple(spans), tuple(found_docs), sections, *turn)
    if not found_docs and not any(s.kind == "question" for s in sections):
        sections = _unlabelled_parts(text, scan, sections)
    elif not found_docs and not any(s.kind in ("docs", "generation") for s in sections):
        sections = _notes_beside_question(text, sections)
    elif found_docs and not any(s.kind == "question" for s in sections):
        spans, found_docs, sections = _question_after_documents(text, spans, found_docs, sections)
    documents = list(found_docs)
    if sum(s.kind == "docs" for s in sections) >= 2:
        sections = [dataclasses.replace(s, kind="citations") if s.kind == "docs" and _is_citation_list(s) else s for s in sections]
    if not documents:
        for s in sections:
            if s.kind == "docs":
                found = docs_mod.labelled_document(s.value, len(documents) + 1)
                if _named_by_answering(s.label):  # a shape lately learned: its weakest answers are limits
                    found = tuple(dataclasses.replace(d, shape=docs_mod.GUARDED_SHAPE) for d in found)
                source = sourced.get(s.start)
                if source:
                    found = tuple(d if d.source else dataclasses.replace(d, source=source) for d in found)
                documents.extend(found)
        if not documents and not any(s.kind == "docs" for s in sections):
            loose, ahead = _loose_sections(text, sections)
            if ahead:  # a "Response: ..." line of the schedule is its own line, no reply to judge
                sections = [s for s in sections if not (s.kind == "generation" and any(d.start <= s.start < d.end for d in loose))]
            for s in loose:
                documents.extend(docs_mod.loose_documents(s.value, len(documents) + 1))
            sections.extend(loose)
            sections.sort(key=lambda x: x.start)
        if not documents:
            documents.extend(_quoted_documents(text))
    outside = _blank(text, list(spans))
    return Parsed(text, tuple(sections), tuple(documents), outside)


def _topic_headed(label: str, after: str) -> bool:
    """``label`` says the assistant answers questions about a topic, no material named ("You answer
    questions about our allotments:", "Je beantwoordt vragen over de fietsenstalling:",
    ``pointed_material.answers_about_topic``), and the first line after it names that topic (a heading
    "Riverside Allotments - plot rules 2026"): that text is the topic's material. A first line that does
    not name the topic leaves the label unread, as before (the stated limit)."""
    last = re.split(r"(?<=[.!?。！？])['\"’”]?\s+", label.strip())[-1].lstrip("'\"’”‘“ ")
    topic = pointed_material.answers_about_topic(last)
    if not topic or len(topic) < 3:
        return False
    first = next((line for line in after.splitlines() if line.strip()), "")
    return bool(re.search(rf"(?<![\w'’-]){re.escape(topic)}(?![\w'’-])", first, re.IGNORECASE))


_ANSWER_VERB_RE = re.compile(r"\b(?:answer|reply|respond)\b", re.IGNORECASE)


def _named_by_answering(label: str) -> bool:
    """A docs label read as one only because it tells the assistant to answer from what it names
    ("Answer the couple from the packages file:", ``pointed_material.answers_from_named``), no
    known material word in it: its documents are of the lately learned, guarded shape."""
    last = re.split(r"(?<=[.!?。！？])['\"’”]?\s+", label.strip())[-1].lstrip("'\"’”‘“ ")
    if not pointed_material.answers_from_named(last) or _CUE.material_last.search(last):
        return False
    # "Answer in English from the menu:" was read before by its material word; "Use only this FAQ:",
    # with no answering word, was not
    return not (pointed_material.ends_naming_material(last) and _ANSWER_VERB_RE.search(last))


def _labelled_last_question(text: str, sections: list[Section]) -> tuple[str, int] | None:
    """Under a block a material label names ("Ferry notice:"), the message's last line when it is a
    short label of the asker's own and a question ("Rider: what time is the last sailing?"):
    (its question, where it starts); else ``None``."""
    if not any(s.kind == "docs" and pointed_material.material_label(s.label) for s in sections):
        return None
    return pointed_material.asker_line(text)


def _material_labels(scan: str, labels: list) -> list:
    """The label lines that name the material under them ("Lab report:", "Rate card extracts:",
    "通知：", ``pointed_material.material_label``) with nothing after their colon and a line of
    content under them, as docs labels; for a message with no docs label of a known kind. Such a
    label with a sentence on its own line ("Notice: The centre is shut on Sundays.", "Memo: The car
    park closes at 7pm from Monday.") is material too, unless it is the last line of a block of
    records above it (``pointed_material.closes_block``: "Adult £9\nChild £7\nNOTICE: ..."), a line
    of that block."""
    taken = {x.start() for x, _ in labels}
    judged = any(k == "generation" for _, k in labels)
    found = []
    offers: bool | None = None  # (read once, when a label with its sentence is met)
    for m in _label_lines(scan):
        if m.start() in taken or not pointed_material.material_label(m.group("label")):
            continue
        if label_kind(m.group("label")) is not None:
            continue
        rest = m.group("rest").strip()
        if rest:
            before = [x for x, _ in labels if x.start() < m.start()]
            inner = bool(before) and not max(before, key=lambda x: x.start()).group("rest").strip()
            if (len(rest.split()) >= _MIN_LABELLED_MATERIAL_WORDS and not inner
                    and not _NUMBERED_LABEL_RE.match(m.group("label"))
                    and not pointed_material.closes_block(scan, m.start())):  # (a price board's last line)
                if offers is None:
                    offers = bool(reply_shape.offered(scan) or _CAPS_OPTIONS_RE.search(scan)) and not judged
                if not offers:  # ("Log: <line>" under "ERROR / WARNING / INFO": the text to label)
                    found.append((m, "docs"))  # (not a line inside a block another label heads: "### Input:")
            continue
        below = scan[m.end() + 1 :].split("\n", 1)[0]
        if below.strip():
            found.append((m, "docs"))
    return found


_MIN_LABELLED_MATERIAL_WORDS = 5  # "Notice: <a sentence>": material, not a heading
_CAPS_OPTIONS_RE = re.compile(r"\b[A-Z][A-Z_-]{1,20}(?:[ \t]*/[ \t]*[A-Z][A-Z_-]{1,20})+\b")  # "ERROR / WARNING / INFO"
_NUMBERED_LABEL_RE = re.compile(r"^\s*(?:\d+[.)]|[-*+•])\s")  # "2. Treasurer's report:": an item of a list


def _unlabelled_parts(text: str, scan: str, sections: list[Section]) -> list[Section]:
    """The question (and the notes) of a message that has no question label, found by
    ``unlabelled_prompt``: a question line outside the labelled parts ("Hey, quick one - who
    ...?" above "Here are my notes:"), or at the end of a docs block that ran into it ("User: ...",
    "Q: ... A:"); in a message with no labelled parts at all, its question line and its notes."""
    from course_lib.sim.request import unlabelled_prompt

    docs = [s for s in sections if s.kind == "docs"]
    if docs:
        taken = _blank(scan, [(s.start, s.end) for s in sections])
        pos = 0
        outside: list[tuple[int, str]] = []
        for line in taken.split("\n"):
            if line.strip():
                outside.append((pos, line))
            pos += len(line) + 1
        for start, line in reversed(outside):
            labelled = _LABEL_LINE_RE.match(line)
            if labelled and not _asks_under_label(labelled.group("label")):
                continue  # ("Q: <question>" under the notes is its question, as "Question:" is)
            question = unlabelled_prompt.question_line(line)
            if question:
                q = Section("question", "", question, start, start + len(line), start)
                return sorted([*sections, q], key=lambda x: x.start)
        last = docs[-1]
        if last is not sections[-1]:
            return sections
        found = unlabelled_prompt.trailing_question(last.value)
        if found is None:
            return sections
        question, offset = found
        begin = text.find(last.value, last.value_start)
        if begin < 0:
            return sections
        q_start = begin + offset
        kept = dataclasses.replace(last, value=last.value[:offset].rstrip(), end=q_start)
        q = Section("question", "", question, q_start, last.end, q_start)
        return [*(s for s in sections if s is not last), kept, q]
    if sections:
        return sections
    found = unlabelled_prompt.split(text, label_kind)
    if found is None:
        return sections
    material = text[found.material_start : found.material_end]
    return sorted(
        [
            Section("docs", "", material, found.material_start, found.material_end, found.material_start),
            Section("question", "", found.question, found.question_start, found.question_end, found.question_start),
        ],
        key=lambda x: x.start,
    )


_QUESTION_LETTER_RE = re.compile(r"^\s*Q\s*$")  # "Q:" (few-shot pairs' "Q:" over "A:" are read elsewhere)


def _asks_under_label(label: str) -> bool:
    """Whether a label line outside the labelled parts holds the question: its label is a question
    label ("Question", "Query", "Pregunta") or the bare letter "Q"."""
    return label_kind(label) == "question" or bool(_QUESTION_LETTER_RE.match(label))


def _indented_under_label(text: str, label_start: int, block: str) -> bool:
    """``block`` (a docs label's value) starts on a line of its own indented deeper than the label's
    line: "Context:\n\n    doc one\n\n    doc two", not a whole prompt indented in its source."""
    if "\n" not in block.split(block.strip()[:1], 1)[0]:
        return False  # the value starts on the label's line
    body = block.lstrip("\n")
    line_start = text.rfind("\n", 0, label_start) + 1
    line_end = text.find("\n", label_start)
    label_line = text[line_start : line_end if line_end >= 0 else len(text)]
    label_indent = len(label_line) - len(label_line.lstrip(" \t"))
    indent = len(body) - len(body.lstrip(" \t"))
    return indent > label_indent


def _fenced_in_generation(text: str, sections: list[Section]) -> list[Section]:
    """A draft reply's block that ran on over material fenced by rule lines (LlamaIndex's refine
    prompt, ``rule_fenced``): the draft cut before the first rule, the material a docs section. A
    draft with nothing before the rule is itself the fenced text (an answer grader's)."""
    from course_lib.sim.request import rule_fenced

    if any(s.kind == "docs" for s in sections):
        return sections
    out = []
    for i, s in enumerate(sections):
        stop = sections[i + 1].start if i + 1 < len(sections) else len(text)  # a block that ran on, or stopped at the rule
        found = rule_fenced.block(text, s.value_start, max(s.end, stop)) if s.kind == "generation" else None
        if found is None:
            out.append(s)
            continue
        cut, begin, end = found
        if not text[s.value_start : cut].strip():
            out.append(s)  # "Here is the answer:\n-------\n{generation}\n-------": the draft itself, fenced
            continue
        out.append(dataclasses.replace(s, value=text[s.value_start : cut].strip(), end=cut))
        out.append(Section("docs", "", text[begin:end], begin, end, begin))
    return out


def _question_after_documents(text: str, spans, docs, sections: list[Section]):
    """A question on its own line after the last document ("[1] ... [2] ...\n\nWhich room is it
    in?"), which that document's span swallowed (``question_after_documents``): the span, the
    document and any docs section cut before it, and a question section added."""
    from course_lib.sim.request import question_after_documents

    found = question_after_documents.trailing(text, spans[-1][0], " ".join(d.body for d in docs))
    if found is None:
        return spans, docs, sections
    return _asked_at(text, spans, docs, sections, *found)


def _asked_at(text: str, spans, docs, sections: list[Section], question: str, q_start: int):
    """The spans, documents and sections with ``question`` asked on the line that starts at
    ``q_start``: a document or docs section that swallowed that line cut before it."""
    line_start = text.rfind("\n", 0, q_start) + 1  # a speaker's label before the words is the line's too
    line = text[line_start:].split("\n", 1)[0].rstrip()
    if any(s.start <= q_start < s.end and s.kind != "docs" for s in sections):
        return spans, docs, sections  # a labelled part of its own holds that line
    last = docs[-1] if docs else None
    if spans and q_start < spans[-1][1]:
        at = last.body.rfind(line.strip())
        if at <= 0:
            return spans, docs, sections
        docs = (*docs[:-1], dataclasses.replace(last, body=last.body[:at].rstrip()))
        spans = (*spans[:-1], (spans[-1][0], line_start))
    cut = []
    for s in sections:
        if s.kind == "docs" and s.start <= q_start < s.end:
            at = s.value.rfind(line.strip())
            s = dataclasses.replace(s, value=s.value[:at].rstrip() if at > 0 else s.value, end=line_start)
        cut.append(s)
    asked = Section("question", "", question, line_start, line_start + len(line), q_start)
    return spans, docs, sorted([*cut, asked], key=lambda x: x.start)


def _notes_beside_question(text: str, sections: list[Section]) -> list[Section]:
    """A labelled question with the notes beside it unlabelled ("<notes> --- My question: ...",
    "Context information is below. ---- <notes> ---- ... Query: ..."): the runs of notes outside
    the labelled parts (``unlabelled_prompt.notes_beside``) are docs sections."""
    from course_lib.sim.request import unlabelled_prompt

    question = next((s.value for s in sections if s.kind == "question"), "")
    if unlabelled_prompt.other_task(question):
        return sections  # "Message: ... Query: classify it": a task on the text, no question over notes
    spans = unlabelled_prompt.notes_beside(text, [(s.start, s.end) for s in sections])
    found = [Section("docs", "", text[a:b], a, b, a) for a, b in spans]
    return sorted([*sections, *found], key=lambda x: x.start) if found else sections


_CITATION_LABEL_RE = re.compile(r"^\W*(?:sources?|references?|citations?|links?|urls?|参考(?:资料|来源)?|来源)\W*$", re.IGNORECASE)
_URL_RE = re.compile(r"https?://\S+|\b[\w-]+(?:\.[\w-]+)+/\S*")


def _is_citation_list(section: Section) -> bool:
    """A "Sources:" block that only lists titles and links ("Title: https://..."), printed
    beside the knowledge to be cited, not read as knowledge itself."""
    if not _CITATION_LABEL_RE.match(section.label):
        return False
    lines = [x.strip(" -*•\t") for x in section.value.splitlines() if x.strip()]
    if not lines or len(lines) > 20:
        return False
    return all(len(x.split()) <= 16 and (_URL_RE.search(x) or not re.search(r"[.!?。]\s*\S", x)) for x in lines)


_MATERIAL_RE = re.compile(
    r"\b(?:notes?|context|documents?|docs|passages?|texts?|information|articles?|sources?|excerpts?|"
    r"material|pages?|facts|snippets?|records?|data)\b|资料|文档|上下文|内容|材料|笔记",
    re.IGNORECASE,
)
_POINTER_RE = re.compile(
    r"\b(?:below|following|above|these|this|those|provided|given|attached|here)\b|以下|下面|如下|上面|以上",
    re.IGNORECASE,
)


def _loose_sections(text: str, sections: list[Section]) -> tuple[list[Section], bool]:
    """Documents pasted without a label: the paragraphs after (or before) an instruction that
    points at them ("Use only the notes below.", "Answer from these notes."). The question
    paragraph and other instructions stay out. With them, whether the block was found between an
    answering instruction pointing ahead and a question label (``pointed_material.points_ahead``):
    then every label line inside the block is the block's own."""
    paragraphs = [(m.start(), m.end(), m.group(0)) for m in re.finditer(r"\S(?:.*?\S)?(?=\n\s*\n|\s*\Z)", text, re.DOTALL)]
    if len(paragraphs) < 2:
        return [], False
    taken = [(s.start, s.end) for s in sections]
    pointer, ahead = None, False
    for i, (start, stop, para) in enumerate(paragraphs):
        if any(a <= start < b for a, b in taken):
            continue
        if len(para) >= 300 or para.lstrip().startswith("#"):
            continue
        if _MATERIAL_RE.search(para) and _POINTER_RE.search(para):
            pointer = i
            break
        if pointed_material.points_ahead(para) and any(s.kind == "question" and s.start >= stop for s in sections):
            # "Answer the holder's question from the schedule of cover below.\n\n<block>\n\nQuestion: ...":
            # the block between an answering instruction pointing ahead and a question label is the
            # material, whatever the instruction calls it (the label's question stays the question)
            pointer, ahead = i, True
            break
    if pointer is None:
        return [], False
    if not ahead and not re.search(r"\babove\b|以上|上面", paragraphs[pointer][2], re.IGNORECASE):
        # "Question: ... / Answer: ..." lines below "use these notes" are a FAQ in the notes
        after = paragraphs[pointer][1]
        taken = [(s.start, s.end) for s in sections if not (s.start >= after and s.kind in ("question", "generation"))]
    above = re.search(r"\babove\b|以上|上面", paragraphs[pointer][2], re.IGNORECASE) and pointer > 0
    chosen = paragraphs[:pointer] if above else paragraphs[pointer + 1 :]
    chosen = [p for p in chosen if not any(a <= p[0] < b for a, b in taken)]
    asks = [s.start for s in sections if s.kind == "question" and s.start >= paragraphs[pointer][1]]
    if asks and not above:  # the block ends at the question label it stands over (the last one: a FAQ's
        asked = min(asks) if ahead else max(asks)  # "Question: ..." lines above it are the notes')
        if ahead or not _answered_after(sections, asked):  # (a last label with its own "Answer: ..." is a
            chosen = [p for p in chosen if p[1] <= asked]  # FAQ's pair: the question is asked elsewhere)
    if chosen and not above:  # a short question or instruction after the documents stays out
        while chosen and _is_question_paragraph(chosen[-1][2]):
            chosen.pop()
    if not chosen:
        return [], False
    start, end = chosen[0][0], chosen[-1][1]
    return [Section("docs", "", text[start:end], start, end, start)], ahead


def _answered_after(sections: list[Section], start: int) -> bool:
    """Whether an "Answer: ..." line with words follows the question label at ``start``: the label is a
    pair of a FAQ in the notes (a system turn's notes, the question in the human turn), not the
    prompt's own question, whose answer line is empty."""
    return any(s.kind == "generation" and s.start > start and s.value.strip() for s in sections)


# (each line's opening run of spaces is possessive, "*+": every branch goes on with a character
# that is no space, so giving spaces back finds nothing; a line of a prompt's documents blanked to
# spaces had its run tried again a character at a time, a third of a millisecond a line)
_TRAILER_RE = re.compile(
    r"^[ \t]*+(?:请|评估|判断|根据|基于|结合|给出|输出|选择|回答|只|仅|不要)[^\n]{0,40}?"
    r"(?:(?:这些|上述|以上|上面|前面|所给|给定)的?(?:文档|资料|上下文|片段|内容|检索结果)|用户(?:的)?问题)|"
    r"^[ \t]*+(?:please\s+)?(?:based on|using|given|assess|evaluate|grade|judge|decide|determine|answer|"
    r"give|return|output|choose|rate)\b[^\n]{0,60}?\b(?:the|these|those|above)\s+(?:retrieved\s+)?"
    r"(?:documents?|context|passages?|facts|results|question)\b|"
    # a question about the labelled parts: "Is the passage useful for answering the question?",
    # "Does the excerpt above support the claim?"
    r"^[ \t]*+(?:is|are|does|do|can|could|would|will|did|has|have)\b[^\n]{0,60}?\b(?:the|these|those|this|above)\s+"
    r"(?:retrieved\s+)?(?:documents?|context|passages?|facts|results|excerpts?|snippets?|text|chunks?)\b[^\n]*[?？]|"
    # a verdict key with its two values: "relevant: yes/no", "Grounded (true or false):"
    r"^[ \t]*+(?:is\s+)?(?:relevant|relevance|grounded|supported|useful|helpful|verdict|grade|score)\b[^\n:]{0,30}:"
    r"[ \t]*[\[(]?[ \t]*(?:yes|no|true|false)[ \t]*(?:/|\||\bor\b)[ \t]*(?:yes|no|true|false)\b|"
    r"^[ \t]*+(?:is\s+)?(?:relevant|relevance|grounded|supported|useful|helpful|verdict|grade|score)[ \t]*[\[(][ \t]*"
    r"(?:yes|no|true|false)[ \t]*(?:/|\||\bor\b)[ \t]*(?:yes|no|true|false)[ \t]*[\])][ \t]*:",
    re.IGNORECASE | re.MULTILINE,
)


_TAG_SECTION_RE = re.compile(
    r"<(?P<tag>[A-Za-z_\u4e00-\u9fff][\w \u4e00-\u9fff-]{0,24})>(?P<body>.*?)</(?P=tag)\s*>", re.DOTALL
)


def _tag_sections(scan: str, text: str | None = None) -> list[Section]:
    """Parts written as tags, in English or Chinese: ``<question>…</question>``,
    ``<已知信息>…</已知信息>``, ``<问题>…</问题>``; a tag of no known kind (``<指令>``) stays
    instructions."""
    out = []
    for m in _TAG_SECTION_RE.finditer(scan):
        kind = label_kind(m.group("tag").replace("_", " "))
        body = (text or scan)[m.start("body") : m.end("body")].strip()
        if kind in ("docs", "question", "generation") and body:
            if kind == "question":
                body = " ".join(body.split())
            out.append(Section(kind, m.group("tag"), body, m.start(), m.end(), m.start("body")))
    return out


def _trailing_instructions(scan: str, begin: int, stop: int) -> int:
    """Where a documents section that runs to the end of its message really ends: at a line,
    after the documents' first line, in which the prompt speaks about them ("评估这些文档是否能
    回答用户问题：", "Based on the documents above, ..."); what follows is instructions."""
    first_break = scan.find("\n", begin, stop)
    if first_break < 0:
        return stop
    line = first_break + 1
    while line < stop:  # each branch starts with "^": tried at line starts only, as finditer would find it
        m = _TRAILER_RE.match(scan, line, stop)
        if m:
            return m.start()
        next_break = scan.find("\n", line, stop)
        if next_break < 0:
            break
        line = next_break + 1
    return stop


def _is_question_paragraph(para: str) -> bool:
    return len(para) < 300 and "\n" not in para.strip() and bool(_INTERROGATIVE_RE.search(para)) and not para.lstrip().startswith("#")


def _drop_inner_question_labels(labels: list) -> list:
    """When a question label appears before and after a document label, the ones after it lie
    inside the documents (a template puts its question before or after its context, once)."""
    questions = [i for i, (_, k) in enumerate(labels) if k == "question"]
    doc_positions = [i for i, (_, k) in enumerate(labels) if k == "docs"]
    if questions and doc_positions and questions[0] < doc_positions[0]:
        # "Question: {q}\nContext: {docs}": a "Question: ... / Answer: ..." pair after the
        # context is a FAQ inside it; only an empty final "Answer:" slot is the prompt's own.
        first_doc = doc_positions[0]
        last = len(labels) - 1
        labels = [
            x for i, x in enumerate(labels)
            if not (
                i > first_doc
                and x[1] in ("question", "generation")
                and x[0].group("rest").strip()
                and not (i == last and x[1] == "question")
            )
        ]
        questions = [i for i, (_, k) in enumerate(labels) if k == "question"]
        doc_positions = [i for i, (_, k) in enumerate(labels) if k == "docs"]
    if len(questions) < 2 or not doc_positions:
        return labels
    keep: int
    if questions[0] < doc_positions[0]:
        keep = questions[0]
    else:
        keep = questions[-1]
    return [x for i, x in enumerate(labels) if not (x[1] == "question" and i in questions and i != keep)]


def _lines_until(
    text: str, start: int, stop: int, paragraph: bool, started: bool = True
) -> tuple[str, int]:
    """The lines of ``text[start:stop]`` up to an instruction line (or, for ``paragraph``, a
    blank line), joined; and where they end."""
    out: list[str] = []
    pos = start
    for line in text[start:stop].split("\n"):
        if (out or started) and _INSTRUCTION_LINE_RE.match(line):
            break
        if not paragraph and out and _ASKS_OF_IT_RE.search(line.strip()):
            break  # "Is this answer fully grounded in the documents?": the grader's question, after the answer
        if paragraph and (out or started) and re.search(r"[:：]\s*$", line) and len(line.strip()) <= 80:
            break  # a new label line ("Choose a route:", "选择路由策略：") starts another part
        if paragraph and (out or started) and not line.strip():
            break
        if line.strip():
            out.append(line.strip())
        pos += len(line) + 1
    return " ".join(out) if paragraph else "\n".join(out), min(pos, stop)


_PART_LABEL_RE = re.compile(r"^[ \t]*(?:#{1,6}[ \t]*)?(?:\*\*)?[\w\u4e00-\u9fff][\w\u4e00-\u9fff \t]{0,14}(?:\*\*)?[:：]")


def _next_paragraph(text: str) -> str:
    """The first paragraph of ``text``, separator lines ("-----") skipped; a line that gives
    an instruction ("Formulate an improved question.") ends it."""
    lines = text.split("\n")
    out: list[str] = []
    for line in lines:
        if _SEPARATOR_RE.match(line):
            if out:
                break
            continue
        if out and (_INSTRUCTION_LINE_RE.match(line) or _PART_LABEL_RE.match(line)):
            break  # "Formulate an improved question.", "任务：将问题拆成……" start another part
        out.append(line.strip())
    value = " ".join(x for x in out if x).strip()
    return value[:-1] if value.endswith(("?.", "？.")) else value  # "{question}." in a template


_QUOTE_OPEN_RE = re.compile(
    r"\b(?P<label>question|query|request|context|document|passage|text|response|answer|generation)"
    r"(?:\s+(?:is|was))?(?:\s*[:：]\s*|\s+)(?P<quote>['\"“‘«])",
    re.IGNORECASE,
)
_CLOSERS = {"'": "'’", '"': '"”', "“": "”\"", "‘": "’'", "«": "»"}
_AFTER_QUOTE_RE = re.compile(
    r"\s*(?:[,.;:!?)]\s*)*(?:(?:and|or|with)\s+(?:the|a|an|its)\s+\w+\s+(?:\w+\s+)?['\"“‘«]|"
    r"(?:determine|generate|rate|output|answer|decide|evaluate|assess|return|please|judge|check|"
    r"respond|reply|give|write|classify|is it|does it|using|based|to|$))",
    re.IGNORECASE,
)


def quoted_values(text: str) -> list[tuple[str, str]]:
    return [(label, value) for label, value, _, _ in quoted_spans(text)]


@lru_cache(maxsize=1024)
def quoted_spans(text: str) -> tuple[tuple[str, str, int, int], ...]:
    """``(label, value)`` of values quoted in a template ("Given the query '{query}' and the
    context '{context}', determine ..."). A value ends at the quote that the template's own
    words follow, so an apostrophe inside a document ("the ocean's") does not end it."""
    out: list[tuple[str, str, int, int]] = []
    pos = 0
    while True:
        m = _QUOTE_OPEN_RE.search(text, pos)
        if not m:
            break
        closers = _CLOSERS[m.group("quote")]
        start = m.end()
        end = None
        for i in range(start, len(text)):
            if text[i] in closers and i > start and _AFTER_QUOTE_RE.match(text, i + 1):
                end = i
                break
        if end is None:
            pos = start
            continue
        out.append((m.group("label").lower(), text[start:end].strip(), start, end))
        pos = end + 1
    return tuple(out)


def _quoted_documents(text: str) -> list[Document]:
    out = []
    for label, body in quoted_values(text):
        if label in ("context", "document", "passage", "text") and body:
            out.append(Document(None, "", body, len(out) + 1, "quoted"))
    return out


def _quoted_generation(text: str) -> str:
    return next((v for label, v in quoted_values(text) if label in ("response", "answer", "generation")), "")


def _quoted_question(text: str) -> str:
    return next((v for label, v in quoted_values(text) if label in ("question", "query", "request")), "")


_INSTRUCTION_THEN_TEXT_RE = re.compile(r"^(?P<instr>[^\n]{6,300}?[:：])[ \t]*\n(?P<body>.+)$", re.DOTALL)
_TASK_VERB_RE = re.compile(
    r"\b(?:rewrite|re-write|rephrase|reformulate|improve|optimi[sz]e|translate|summari[sz]e|answer|"
    r"classify|route|decompose|break|split|expand|question|query|queries)\b|改写|重写|改成|翻译|回答|总结|分解|问题|查询",
    re.IGNORECASE,
)


def extract_question(text: str) -> str:
    """The question of one message: its labelled question, a quoted one, else the text."""
    parsed = parse_message(text)
    labelled = parsed.first("question")
    if labelled is not None:
        return labelled.value
    quoted = _quoted_question(_blank(parsed.outside, [(s.start, s.end) for s in parsed.sections if s.kind == "docs"]))
    if quoted:
        return quoted
    return _unlabelled_question(parsed)


def _names_graded_parts(parsed: Parsed) -> re.Pattern[str] | None:
    """"the <label>" for each label of an answer to grade and of the material beside it ("Reply:",
    "Notice:"), when the message holds an answer to grade: a question naming them ("Is the reply
    backed by the notice?") asks about those parts, it is no question of their own."""
    if not any(s.kind == "generation" for s in parsed.sections):
        return None
    labels = {s.label.strip().lower() for s in parsed.sections if s.kind in ("docs", "generation") and s.label.strip()}
    labels = {x for x in labels if 0 < len(x.split()) <= 3}
    if not labels:
        return None
    return re.compile(r"\b(?:the|this|that)\s+(?:" + "|".join(map(re.escape, sorted(labels))) + r")\b", re.IGNORECASE)


def _unlabelled_question(parsed: Parsed) -> str:
    """The question of a message without a question label."""
    text = parsed.outside
    for s in parsed.sections:
        if s.kind in ("docs", "generation", "subquestions", "previous_query"):
            text = text[: s.start] + " " * (s.end - s.start) + text[s.end :]
    text = text.strip()
    inline = embedded_question.framed(text)
    if inline:  # "... end the queries with '**'.  Question <question> Answer:"
        return inline
    if not parsed.documents and not any(s.kind == "docs" for s in parsed.sections):
        led = _INSTRUCTION_THEN_TEXT_RE.match(text)
        if led and _TASK_VERB_RE.search(led.group("instr")):
            # "Rewrite the following query for a web search:\n{query}\nRewritten query:"
            lines = [ln for ln in led.group("body").strip().split("\n") if ln.strip()]
            while lines and re.fullmatch(r"[^\n:：]{1,40}[:：]\s*", lines[-1]):
                lines.pop()  # the empty slot for the reply
            if lines:
                return " ".join(" ".join(lines).split())
        if len(text) <= 400:
            return " ".join(text.split()) if "\n\n" not in text else text
    paragraphs = [p.strip() for p in re.split(r"\n\s*\n", text) if p.strip()]
    if not paragraphs:
        return ""
    named = _names_graded_parts(parsed)
    asking = [
        p for p in paragraphs
        if _INTERROGATIVE_RE.search(p.split("\n")[-1]) and not _META_QUESTION_RE.search(p) and not (named and named.search(p))
    ]
    if not asking and any(s.kind in ("docs", "generation") for s in parsed.sections):
        return ""  # labelled parts and instructions around them: no question was asked
    chosen = asking[-1] if asking else paragraphs[-1]
    lines = [x.strip() for x in chosen.split("\n") if x.strip()]
    asking_lines = [x for x in lines if _INTERROGATIVE_RE.search(x)]
    return (asking_lines[-1] if asking_lines else " ".join(lines)).strip()


def is_bare_instruction(text: str) -> bool:
    """True for a turn that only asks to get on with it ("Answer the question.", "Go ahead")."""
    from course_lib.sim.words.text import raw_tokens

    words = [w for w in raw_tokens(text)]
    return bool(text.strip()) and len(words) <= 12 and all(w in _INSTRUCTION_WORDS for w in words)


def tool_specs(tools: list[dict[str, Any]] | None) -> list[ToolSpec]:
    specs = []
    for tool in tools or []:
        fn = tool.get("function", tool)
        specs.append(
            ToolSpec(
                str(fn.get("name", "")),
                str(fn.get("description", "") or ""),
                dict(fn.get("parameters") or {}),
            )
        )
    return specs


_NUMBERED_ITEM_RE = re.compile(r"^\s*(\d{1,2})[.)]\s+(.+?)\s*$", re.MULTILINE)
_STEP_REF_RE = re.compile(r"\b(?:step|item|task)\s+(?:number\s+|#)?\{?(\d{1,2})\}?\b", re.IGNORECASE)


def plan_step(text: str, material: tuple[str, ...] = ()) -> str:
    """The item a message asks to carry out when it gives a numbered plan and, outside the
    list, names one of its steps ("For the following plan: 1. ... 2. ... Execute step 2."):
    that step's text is the question (the plan's other words are its frame). "" otherwise.
    The reference is the request's own only when the words before it ask to carry it out
    (``plan_step_request`` in data/sim/patterns.yaml: "execute", "carry out", "now do") and its
    line is no line of the ``material`` (the documents' texts): a manual's "repeat step 3" or a
    protocol's "extend step 6" is a cross-reference of the material, never the user's step."""
    items = {int(m.group(1)): (m.start(), m.end(), m.group(2)) for m in _NUMBERED_ITEM_RE.finditer(text)}
    if not items:
        return ""
    material_lines = {" ".join(x.split()) for body in material for x in body.splitlines() if x.strip()}
    for ref in _STEP_REF_RE.finditer(text):
        if any(start <= ref.start() < end for start, end, _ in items.values()):
            continue  # "step 2" inside the list is part of an item
        if not _CUE.plan_step_request.search(text[max(0, ref.start() - 40):ref.start()]):
            continue  # "see step 3", "repeat step 3": a cross-reference, not a request to carry it out
        line_start = text.rfind("\n", 0, ref.start()) + 1
        line_end = text.find("\n", ref.end())
        if " ".join(text[line_start:line_end if line_end >= 0 else len(text)].split()) in material_lines:
            continue  # the material's own line
        item = items.get(int(ref.group(1)))
        if item:
            return item[2].strip()
    return ""


def read_request(
    messages: list[BaseMessage],
    tools: list[dict] | None = None,
    tool_choice: Any = None,
    structured: bool = False,
    json_mode: bool = False,
) -> Request:
    from course_lib.sim.request import team_reports

    messages, reports = team_reports.split(messages)  # other agents' results: material, not the request
    systems = [message_text(m) for m in messages if isinstance(m, SystemMessage)]
    system = "\n\n".join(systems)
    human_indexes = [i for i, m in enumerate(messages) if isinstance(m, HumanMessage)]
    last_human = human_indexes[-1] if human_indexes else -1
    human = message_text(messages[last_human]) if last_human >= 0 else ""

    parsed_system = parse_message(system) if system else None
    # "How many failed? Reply with the number only.": the question is read without its form instruction
    asked, answer_form, _form_said = answer_format.split(human) if human else (human, "", "")
    parsed_human = parse_message(asked) if human else None
    from course_lib.sim.request import forwarded_mail

    if parsed_human is not None and not any(s.kind in ("docs", "question") and s.label
                                            and not paste_marks.is_header_line(f"{s.label}: {s.value}")
                                            and not forwarded_mail.is_marker(f"{s.label}:")
                                            for s in parsed_human.sections):
        # a forwarded e-mail: its question and its notes (read before plain_text reduces the mail
        # under its header block to statements, which drops the mail's own question)
        raw = messages[last_human].content
        forwarded = forwarded_mail.reading(raw.replace("\r\n", "\n") if isinstance(raw, str) else human)
        if forwarded is not None:
            parsed_human = parse_message(plain_text(forwarded_mail.labelled(*forwarded)))
    if parsed_human is not None and parsed_system is not None and not parsed_human.documents and not any(
            s.kind == "docs" for s in parsed_human.sections):
        from course_lib.sim.request import judged_items

        noun = judged_items.judged_noun(parsed_system.text)
        named = judged_items.relabelled(parsed_human.text, noun) if noun else None
        if named is not None:  # "whether a calendar entry helps ..." over "Entry:\n<the entry>": the document
            parsed_human = parse_message(named)
    question, where = _find_question(parsed_human, parsed_system, messages, human_indexes)
    if not answer_form:  # "Q: what time is it? just the time\nA:": the instruction inside the question read
        question, answer_form, _form_said = answer_format.split(question)
    parsed_system = _system_as_notes(parsed_system, parsed_human, question)
    # a plan's step asked to be carried out, never over a labelled question, never the material's own reference
    material = tuple(d.body for p in (parsed_system, parsed_human) if p is not None for d in p.documents)
    step = plan_step(human, material) if where not in ("human label", "system label") else ""
    if step:
        question, where = step, "plan step"

    documents: list[Document] = []
    for parsed in (parsed_system, parsed_human):
        if parsed is not None:
            documents.extend(parsed.documents)
    sections = [s for p in (parsed_system, parsed_human) if p is not None for s in p.sections]

    instructions = _instructions([p for p in (parsed_system, parsed_human) if p], question)
    question = text_speak.days_named(question)  # "r u open sun": the day, as "Sun" would be written
    noted: set[int] = set()
    retrieved = False
    if not documents and not tools and not structured and parsed_human is not None:
        from course_lib.sim.request import earlier_material

        noted, earlier = _earlier_notes(messages, human_indexes, question)
        at, results = earlier_material.documents(messages, last_human, question)
        if results and at > max(noted, default=-1):  # a tool result the assistant asked for, more recent
            noted, earlier = set(), results
            retrieved = earlier_material.for_this_question(messages, at, last_human, question)
        documents.extend(earlier)
    if reports and (structured or not tools):  # a tool-calling worker asks the request itself again
        documents.extend(docs_mod.Document(source=name, title="", body=plain_text(text), number=len(documents) + n, shape="report")
                         for n, (name, text) in enumerate(reports, start=1))
    history = []
    for i in human_indexes[:-1]:
        if i in noted:
            continue  # a turn of notes, now the documents: no earlier question
        previous = extract_question(message_text(messages[i]))
        if previous and not is_bare_instruction(previous):
            history.append(previous)
    if where == "history" and history and history[-1] == question:
        history = history[:-1]

    # a system prompt's worked examples show replies ("Examples: ... Response: TOOL: ..."): when the
    # human turn asks, those are no generation to grade
    shown = (example_questions.example_replies(parsed_system.text, parsed_system.sections)
             if parsed_system is not None and where in ("human", "human label") else ())
    generation = next((s.value for s in reversed(sections)
                       if s.kind == "generation" and not any(s is e for e in shown)), "")
    if not generation and parsed_human is not None:
        generation = _quoted_generation(parsed_human.text)
    previous_query = next((s.value for s in reversed(sections) if s.kind == "previous_query"), "")
    sub_questions = next((s.value for s in reversed(sections) if s.kind == "subquestions"), "")

    calls: dict[str, tuple[str, dict]] = {}
    rounds: list[ToolRound] = []
    shown: list[str] = []
    for message in messages[last_human + 1 :]:
        if isinstance(message, AIMessage | ToolMessage):
            text = message_text(message)
            if text:
                shown.append(text)
        if isinstance(message, AIMessage):
            for call in message.tool_calls:
                calls[call.get("id") or ""] = (call["name"], dict(call.get("args") or {}))
        elif isinstance(message, ToolMessage):
            name, args = calls.get(message.tool_call_id, (getattr(message, "name", "") or "", {}))
            rounds.append(
                ToolRound(
                    name,
                    args,
                    message_text(message),
                    message.tool_call_id,
                    getattr(message, "artifact", None),
                )
            )

    specs = tool_specs(tools)
    if specs:
        # A tool this model cannot call is another agent's (a supervisor's handoff, a worker's
        # search): its result is not a round of this model's own calls ("Successfully transferred
        # to research_agent" is no fruitless search of the research agent's).
        bound = {spec.name for spec in specs}
        rounds = [r for r in rounds if r.name in bound]

    earlier_result = next(
        (message_text(m) for m in reversed(messages[: max(last_human, 0)]) if isinstance(m, ToolMessage)), ""
    )

    from course_lib.sim.request.unlabelled_prompt import hands_over

    handed_over = parsed_human is not None and any(
        s.kind == "question" and not s.label and hands_over(parsed_human.text[s.start:s.end])
        for s in parsed_human.sections) and any(s.kind == "docs" and not s.label for s in parsed_human.sections)
    return Request(
        system=system,
        human=human,
        handed_over=handed_over,
        retrieved=retrieved,
        earlier_result=earlier_result,
        shown=tuple(shown),
        turns=tuple(
            ("human" if isinstance(m, HumanMessage) else "ai", message_text(m))
            for m in messages[: max(last_human, 0)]
            if isinstance(m, HumanMessage | AIMessage) and message_text(m)
        ),
        earlier_calls=tuple(
            (call["name"], dict(call.get("args") or {}))
            for m in messages[: max(last_human, 0)]
            if isinstance(m, AIMessage)
            for call in m.tool_calls
        ),
        question=question,
        instructions=instructions,
        history=history,
        sent=tuple(m.content for m in messages if isinstance(m.content, str)
                   and (isinstance(m, SystemMessage | ToolMessage) or (last_human >= 0 and m is messages[last_human]))),
        documents=_numbered_citations(_dedupe(documents), instructions),
        rounds=rounds,
        tools=specs,
        tool_choice=tool_choice,
        structured=structured,
        previous_query=previous_query,
        generation=generation,
        sub_questions=sub_questions,
        json_mode=json_mode,
        labels=tuple(dict.fromkeys(s.kind for s in sections)),
        question_from=where,
        answer_form=answer_form,
        citations=tuple(
            line.strip(" -*•\t")
            for s in sections
            if s.kind == "citations"
            for line in s.value.splitlines()
            if line.strip(" -*•\t")
        ),
    )


def _find_question(
    human: Parsed | None, system: Parsed | None, messages: list[BaseMessage], human_indexes: list[int]
) -> tuple[str, str]:
    if human is not None:
        # a prompt with worked examples asks its last question, not the first example's
        asked = example_questions.asked(human.text, human.sections)
        if asked:
            return asked, "human label"
        labelled = human.first("question")
        if labelled is not None:
            return labelled.value, "human label"
        quoted = extract_question(human.text)
        bare = is_bare_instruction(quoted) or not quoted.strip()
        if not bare:
            return quoted, "human"
    if system is not None:
        labelled = system.first("question")
        if labelled is not None:
            return labelled.value, "system label"
        quoted = _quoted_question(system.outside)
        if quoted:
            return quoted, "system quote"
        if human is not None and is_bare_instruction(human.text):  # "Answer the question." alone
            embedded = embedded_question.question_in(system.outside)
            if embedded:
                return embedded, "system sentence"
    for i in reversed(human_indexes[:-1]):
        earlier = extract_question(message_text(messages[i]))
        if earlier and not is_bare_instruction(earlier):
            return earlier, "history"
    if human is not None and human.text.strip():
        return extract_question(human.text), "human"
    if system is not None:
        return extract_question(system.text), "system"
    return "", "none"


_MAX_EARLIER_TURNS = 4  # earlier human turns looked at for notes


def _earlier_notes(
    messages: list[BaseMessage], human_indexes: list[int], question: str
) -> tuple[set[int], list[Document]]:
    """The notes a learner sent in an earlier human turn ("Here are my notes: ..." or the notes
    bare, then "Got it." and the question in a later turn): (the turns' indexes, their documents).
    Only a turn that is material and asks nothing of its own counts (documents with no question,
    or ``unlabelled_prompt.is_material``), and only for a question that asks (``asks``, or a bare
    phrase of a few words); the most recent such turn wins."""
    from course_lib.sim.request import material_leads, unlabelled_prompt
    from course_lib.sim.words.question_form import asks
    from course_lib.sim.words.text import shares_a_word

    clauses = [question, *re.split(r"\s[-–—]\s", question)[1:]]  # "back to dad - what time is his train in"
    if not question or not (any(asks(c) for c in clauses) or len(question.split()) <= 6) or unlabelled_prompt.other_task(question):
        return set(), []
    for i in list(reversed(human_indexes[:-1]))[:_MAX_EARLIER_TURNS]:
        text = message_text(messages[i])
        parsed = parse_message(text)
        if parsed.first("question") is not None:
            return set(), []  # an earlier turn with a question of its own: a conversation, not notes
        found: list[Document] = []
        if parsed.documents and not any(x.rstrip().endswith(("?", "？")) for x in parsed.outside.split("\n")):
            found = list(parsed.documents)
        elif unlabelled_prompt.is_material(text):
            found = list(docs_mod.loose_documents(text.strip()))
        elif material_leads.block(text):  # "these are my texts with dad:" and the texts
            found = list(docs_mod.loose_documents(material_leads.block(text)))
        if found:
            # only a question on the notes' subject ("gate code" over notes that name the gate code;
            # not "what's 2+2" or "thanks" after them)
            return ({i}, found) if shares_a_word(question, " ".join(d.body for d in found)) else (set(), [])
    return set(), []


def _system_as_notes(system: Parsed | None, human: Parsed | None, question: str) -> Parsed | None:
    """A system prompt that is only notes (``unlabelled_prompt.is_material``: no label, no
    instruction, no question) read as the documents of the human turn's question, when that turn
    asks and brings no documents of its own; else ``system`` as it was."""
    from course_lib.sim.request import terse_asks
    from course_lib.sim.words.question_form import asks

    if system is None or human is None or human.documents:
        return system
    if system.sections and (wider := _notes_in_material(system, human, question)) is not None:
        return wider
    if system.sections or system.documents:
        return system
    if any(s.kind == "docs" for s in human.sections) or not (asks(question) or terse_asks.asks_of(question, system.text)):
        return system  # ("late checkout how much" over the system prompt's house rules asks too: ``terse_asks``)
    found = _prompt_material(system.text, data_setting())
    if found is None:
        return system
    start, end, guarded = found
    body = system.text[start:end]
    section = Section("docs", "", body, start, end, start)
    docs = docs_mod.loose_documents(body)
    if guarded:
        docs = tuple(dataclasses.replace(d, shape=docs_mod.GUARDED_SHAPE) for d in docs)
    return dataclasses.replace(system, sections=(section,), documents=docs)


def _notes_in_material(system: Parsed, human: Parsed, question: str) -> Parsed | None:
    """A system prompt whose only labelled part is a notes label ("Notes: Good Friday is paid ...") at
    the foot of material a lead-in introduces ("This week's rota:\n\n{rota}\nNotes: ..."): the material
    whole, the notes with it, is the documents; ``None`` when the prompt's material starts at the label
    or the label's section reaches past it."""
    from course_lib.sim.request import terse_asks
    from course_lib.sim.words.question_form import asks

    if not all(s.kind == "docs" and _CUE.foot_notes_label.match(s.label) and s.value_start > s.start and ":" in system.text[s.start:s.value_start]
               and "\n" not in system.text[s.start:s.value_start] for s in system.sections):
        return None  # (only "Notes: <its first line>" labels: a heading's or an unlabelled part is read as before)
    if any(s.kind == "docs" for s in human.sections):
        return None
    if not (asks(question) or terse_asks.asks_of(question, system.text)):
        return None
    found = _prompt_material(system.text, data_setting())
    if found is None:
        return None
    start, end, guarded = found
    first = min(s.start for s in system.sections)
    if start >= first or end < len(system.text[:max(s.end for s in system.sections)].rstrip()) or not system.text[start:first].strip():
        return None
    body = system.text[start:end]
    docs = docs_mod.loose_documents(body)
    if guarded:
        docs = tuple(dataclasses.replace(d, shape=docs_mod.GUARDED_SHAPE) for d in docs)
    return dataclasses.replace(system, sections=(Section("docs", "", body, start, end, start),), documents=docs)


@lru_cache(maxsize=64)
def _prompt_material(text: str, _data_setting: str | None) -> tuple[int, int, bool] | None:
    """``(start, end, guarded)`` of the material a system prompt ``text`` holds for ``_system_as_notes``
    (``guarded``: under a role's lead-in, its documents kept in ``GUARDED_SHAPE``), or ``None``: read
    once per prompt and data folder (``cues.data_setting``: the readings' word lists depend on it),
    as an agent sends the same system prompt every turn and its eight readings were about 2 % of a
    reply's time."""
    from course_lib.sim.request import rule_fenced, unlabelled_prompt

    # "... between the lines of hashes" with the leaflet so fenced, or "the following context" under a rule
    fenced = rule_fenced.named_fence(text) or rule_fenced.after_rule(text)
    if fenced is not None:  # "Use the following pieces of context ...\n----------------\n{context}"
        return fenced[0], fenced[1], False
    pointed = pointed_material.after_pointer(text)
    if pointed is not None:  # "... using only the config file below.\n\n{config}": what follows is it
        return pointed[0], pointed[1], False
    other = pointed_material.after_head(text, other_language=True)
    if other is not None:  # "Răspunde clienților ...\n\n{notice}": the instruction apart, the rest read as before
        return other[0], other[1], False
    labelled = pointed_material.after_pointer(text, labelled=True)
    if labelled is None:  # "You're the crew's helper tonight.\n\n{running order}": a role, then material
        labelled = pointed_material.after_head(text)
    if labelled is None and not unlabelled_prompt.is_material(text):
        # "Museum guide. The visitor's ticket:\n\n{ticket}": a caption, then records (a prompt that is
        # notes whole is read whole below, as before)
        labelled = pointed_material.under_caption(text)
    if labelled is None:  # "You are Pip, ...\nHere is what the member saved earlier:\n{notes}": a lead-in line
        labelled = pointed_material.after_lead_line(text)
    if labelled is not None:  # "You help tenants with the house rules. The rules:\n\n{rules}"
        return labelled[0], labelled[1], True
    joined = pointed_material.after_first_line(text)
    if joined is not None:  # "You help members. Use the info below.\nMain pool: 25 m\n...": no blank line
        return joined
    if not unlabelled_prompt.is_material(text) and not pointed_material.only_letters(text):
        return None  # (a letter whole is material: its "you" and "please reply" are said to its reader)
    body = text.strip()
    start = text.find(body)
    return start, start + len(body), False


def _instructions(parsed: list[Parsed], question: str) -> str:
    parts = []
    for p in parsed:
        text = p.outside
        # values are cut, labels kept ("Retrieved document:", "Here is the user question:")
        cut = [(s.value_start, s.end) for s in p.sections if s.kind in ("docs", "citations", "generation", "subquestions")]
        # a material label's aside names the material's format, not the reply's ("Documents (JSON):")
        cut += [(s.start + m.start(), s.start + m.end()) for s in p.sections if s.kind in ("docs", "citations")
                for m in _ASIDE_RE.finditer(text[s.start : s.value_start])]
        # so does an unlabelled block's in the sentence just before it ("... our app (JSON).\n\n{json}")
        cut += [(a + m.start(), a + m.end()) for s in p.sections if s.kind in ("docs", "citations")
                and s.start == s.value_start for a in [_sentence_before(text, s.start)]
                for m in _ASIDE_RE.finditer(text[a : s.start])]
        text = _blank(text, cut)
        if question and len(question) > 3:
            text = text.replace(question, " ")
        parts.append(text)
    return "\n\n".join(parts)


def _sentence_before(text: str, end: int) -> int:
    """Where the sentence that ends just before ``end`` (blank space aside) starts in ``text``."""
    stop = len(text[:end].rstrip())
    head = text[:stop].rstrip(".:：。")
    breaks = [m.end() for m in _SENTENCE_BREAK_RE.finditer(head)]
    return breaks[-1] if breaks else 0


_SENTENCE_BREAK_RE = re.compile(r"[.!?。！？]\s+|\n")


def _numbered_citations(docs: list[Document], instructions: str) -> list[Document]:
    """Numbered documents with no source of their own ("Source [2]:", "[2] ...", "<doc id=2>")
    cited by the number the prompt shows them under, when the instructions ask to cite them so
    ("cite them like [1]": ``reading.cite_by_number``); else as they are."""
    if not docs or not _CUE.cite_by_number.search(instructions):
        return docs
    return [dataclasses.replace(d, source=str(d.number)) if d.source is None and d.shape in ("numbered", "tag", docs_mod.GUARDED_SHAPE)
            else d for d in docs]


def _dedupe(docs: list[Document]) -> list[Document]:
    seen: dict[tuple, Document] = {}
    for d in docs:
        seen.setdefault((d.source, d.title, d.body), d)
    return list(seen.values())


def render_messages(messages: list[BaseMessage]) -> str:
    """The conversation as the text a model reads (used for token counts and hashing)."""
    lines = []
    for m in messages:
        lines.append(f"<{m.type}>")
        lines.append(message_text(m))
        if isinstance(m, AIMessage) and m.tool_calls:
            lines.append(
                json.dumps(
                    [{"name": c["name"], "args": c["args"]} for c in m.tool_calls],
                    sort_keys=True,
                    ensure_ascii=False,
                )
            )
    return "\n".join(lines)
