"""A chat or log export read as records: each message's time, author and text (issue 26; notebook
02's grounded answers over a learner's own exports).

"How long did it take Tomasz to move everything?" over a Teams export ("[09/05/2029 07:49] Tomasz
Wrona" over "Moving the boxes to F5", then "[09/05/2029 08:16] Tomasz Wrona" over "All racks moved
to F5"): no line states a length; the answer is the span between the author's first message on the
act and the later one of theirs that says it is done. Read as prose, the header lines and the
texts run together and nothing answers. Here ``parse`` reads a WhatsApp line ("14/03/2030, 08:05 -
Dev: text"), a "[14:02] Priya: text" line, an IRC log's "10:02 <sam> text" or a Teams header line
over its text (patterns: ``patterns.yaml`` ``chat_records``), three messages or more; ``span``
answers "how long did it take <author> to <act>": the first message of the one author the question
names that meets a word of the act (by its stem: "change" / "changing"), and the first later one
of theirs that says it is done (a word of the act in its past form, "changed", "moved", or a done
word: "finished", "fixed", "ready"). No message of theirs on the act, or none saying it is done
-> ``Unworked`` with why (the caller states a limit); an author the chat does not hold, or a
question asking no such span -> ``None``. Bounded: ``_MAX_LINES``, ``_MAX_DOCS``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime

from course_lib.sim.reports.reader_results import Unsure
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms, stem

_CUE = patterns("chat_records")  # its cue patterns: data/sim/patterns.yaml
_MAX_LINES = 2000
_MAX_DOCS = 10
_MIN_MESSAGES = 3
_IRREGULAR_PAST = {"put": "put", "sent": "send", "taken": "take", "took": "take", "done": "do", "gone": "go",
                   "went": "go", "brought": "bring", "made": "make", "set": "set", "cut": "cut", "swept": "sweep",
                   "written": "write", "wrote": "write", "hung": "hang", "built": "build"}
_WORD_RE = re.compile(r"[A-Za-z][A-Za-z'-]*")

# the rule a span over a chat is explained with (record_answers' "chat span" row, and its "chat span copy" row over a re-headed copy)
SPAN_RULE = "a span over a chat export: the author's first message on the act to the one saying it is done"


@dataclass(frozen=True)
class Message:
    date: str
    time: str
    author: str
    text: str

    def minutes(self) -> float | None:
        hour, minute = (int(p) for p in self.time.split(":")[:2])
        if not self.date:
            return hour * 60 + minute
        for form in ("%d/%m/%Y", "%d/%m/%y", "%Y-%m-%d", "%d.%m.%Y", "%d-%m-%Y"):
            try:
                day = datetime.strptime(self.date, form)
            except ValueError:
                continue
            return day.toordinal() * 1440 + hour * 60 + minute
        return None


@dataclass(frozen=True)
class Span:
    author: str
    start: Message
    end: Message
    minutes: int

    def text(self) -> str:
        hours, mins = divmod(self.minutes, 60)
        length = (f"{hours} hour{'s' * (hours != 1)} " if hours else "") + (f"{mins} minutes" if mins or not hours else "")
        return (f"{length.strip()}: {self.author} wrote \"{_short(self.start.text)}\" at {self.start.time} "
                f"and \"{_short(self.end.text)}\" at {self.end.time}.")


@dataclass(frozen=True)
class Unworked:
    reason: str


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= 90 else text[:87] + "..."


def parse(body: str, weekdays: bool = False) -> tuple[Message, ...] | None:
    """``body`` read as a chat's messages, or ``None`` when it is not a chat export; with ``weekdays``,
    a message stamped with a weekday ("[Mon 18:02] Dan: text") too."""
    lines = body.splitlines()[:_MAX_LINES]
    out: list[list[str]] = []  # date, time, author, text
    read = 0
    stamped = 0  # header lines with a date or an AM / PM time: a chat app's own ("Mei Chen 10:15 AM")
    for line in lines:
        if not line.strip():
            continue
        inline = (_CUE.inline.match(line.strip()) or _CUE.inline_after.match(line.strip())
                  or (_CUE.inline_day.match(line.strip()) if weekdays else None))
        header = None if inline else _CUE.header.match(line.strip())
        after = None if inline or header else _CUE.header_after.match(line.strip())
        if inline:
            got = inline.groupdict()
            out.append([got.get("date") or "", got["time"], (got.get("author") or got.get("nick") or "").strip(),
                        got["text"].strip()])
            read += 1
        elif header or after:
            m = header or after
            stamped += bool(m.group("date") or (after and after.group("ampm")))
            out.append([m.group("date") or "", _clock24(m.group("time"), after.group("ampm") if after else None),
                        m.group("author").strip(), ""])
            read += 1
        elif out:
            out[-1][3] = (out[-1][3] + " " + line.strip()).strip()
            read += 1
    if len(out) < _MIN_MESSAGES or read < 0.8 * sum(1 for line in lines if line.strip()):
        return None
    if sum(1 for m in out if m[3]) < max(_MIN_MESSAGES, 0.8 * len(out)):
        return None  # (header lines with no message under them: a list of times, no chat)
    authors = [m[2] for m in out]
    if (len(set(authors)) < 2 or (len(set(authors)) == len(authors) and stamped < len(out))
            or any(_CUE.log_level.match(a) for a in authors)):
        # a chat is people talking: some speak twice (or every header is a chat app's stamped one), none
        # is a log's level ("09:00 Welcome: hall")
        return None
    return tuple(Message(*m) for m in out)


def asking_message(line: str) -> bool:
    """Whether ``line`` is one chat message ("[02/03/2032, 18:20] Marcus: what are we reading
    again", "14:02 - Dev: is it still on") whose text asks rather than tells, its "?" typed or not
    (``chat_records.asks``): the asker's words, which answer nothing (the reply after it may).
    A message's stamp holds a clock time's ":" ("18:20"): a line without one is no message, and
    most lines asked (every sentence of every document) have none."""
    if ":" not in line:
        return False
    inline = _CUE.inline.match(line.strip())
    return bool(inline) and bool(_CUE.asks.search(inline.group("text").strip()))


def _clock24(time: str, ampm: str | None) -> str:
    """"9:14" with "PM" -> "21:14"; a 24-hour time as it is."""
    if not ampm:
        return time
    hour, minute = time.split(":")[:2]
    h = int(hour) % 12 + (12 if ampm.lower().startswith("p") else 0)
    return f"{h}:{minute}"


def _done(text: str, act: frozenset[str]) -> bool:
    if _CUE.done.search(text):
        return True
    for word in _WORD_RE.findall(text.lower()):
        base = _IRREGULAR_PAST.get(word)
        if base and stem(base) in act:
            return True
        if word.endswith(("ed", "en")) and stem(word) in act:
            return True
    return False


def span(question: str, bodies: list[str]) -> Span | Unworked | None:
    """The span the question asks (see the module docstring), ``Unworked`` or ``None``."""
    asked = _CUE.span_question.search(question)
    if asked is None:
        return None
    who = (asked.group("who") or asked.group("who2")).lower()
    act = frozenset(content_terms(asked.group("what"))) - {"everyth", "everything", "all", "stuff", "thing"}
    chats = [m for m in (parse(b) for b in bodies[:_MAX_DOCS]) if m is not None]
    if len(chats) != 1:
        return None
    messages = chats[0]
    authors = {m.author for m in messages if who in {p.lower() for p in m.author.split()} or m.author.lower() == who}
    if len(authors) != 1:
        return None
    (author,) = authors
    theirs = [m for m in messages if m.author == author]
    on_it = [m for m in theirs if act & (frozenset(content_terms(m.text)) | {stem(w) for w in _WORD_RE.findall(m.text.lower())})]
    if not act or not on_it:
        return Unworked(f"no message of {author} in the chat is about '{asked.group('what').strip()}'")
    start = on_it[0]
    later = [m for m in theirs[theirs.index(start) + 1:] if _done(m.text, act)]
    if not later:
        return Unworked(f"no later message of {author} says '{asked.group('what').strip()}' is done")
    end = later[0]
    a, b = start.minutes(), end.minutes()
    if a is None or b is None or b < a:
        return Unworked("the messages' times cannot be told apart in order")
    return Span(author, start, end, int(b - a))


@dataclass(frozen=True)
class Said:
    """The author of the message(s) a "who" question asks about."""

    author: str
    message: Message
    rule: str

    @property
    def text(self) -> str:
        return f"{self.author}: at {self.message.time} they wrote \"{_short(self.message.text)}\"."


def _forms(text: str) -> set[str]:
    return {stem(w) for w in _WORD_RE.findall(text.lower())} | set(content_terms(text))


def _did(text: str, verb: str) -> bool:
    """Whether a message says the verb was done (its past form, or an irregular past of it)."""
    for word in _WORD_RE.findall(text.lower()):
        if word == verb or _IRREGULAR_PAST.get(word) == _IRREGULAR_PAST.get(verb, verb):
            return True
        if word.endswith(("ed", "en")) and stem(word) == stem(verb):
            return True
    return False


def who(question: str, bodies: list[str]) -> Said | Unsure | None:
    """The author of the one message a "who did X / who said X" question asks about, over one chat
    copy: for a verb of saying, the message holding most of X's words; for another verb, the
    messages that tell (not ask) that it was done (the verb in its past form) and name a word of
    its object. Authors that differ -> ``Unsure``; a chat with messages on the object but none
    saying it was done -> ``Unsure``; no chat, no such question, nothing on the object -> ``None``."""
    asked = _CUE.who_question.search(question)
    if asked is None or _CUE.who_is.match(asked.group("verb")):
        return None
    chats = [m for m in (parse(b) for b in bodies[:_MAX_DOCS]) if m is not None]
    if len(chats) != 1:
        return None
    messages = chats[0]
    verb = asked.group("verb").lower()
    what = frozenset(content_terms(asked.group("what"))) - {"everyth", "everything", "all", "stuff", "thing"}
    if not what:
        return None
    on_it = [m for m in messages if what & _forms(m.text)]
    if not on_it:
        return None
    if _CUE.say_verb.match(verb):
        best = max(len(what & _forms(m.text)) for m in on_it)
        if best * 2 < len(what):
            return Unsure("no message of the chat holds most of the words asked about")
        picked = [m for m in on_it if len(what & _forms(m.text)) == best]
        rule = "a chat's message holding the words asked about, by its author"
    else:
        picked = [m for m in on_it if not _CUE.asks.search(m.text) and _did(m.text, verb)]
        rule = "a chat's message telling that the act asked about was done, by its author"
        if not picked:
            return Unsure(f"messages of the chat speak of '{asked.group('what').strip()}' but none says who {verb} it")
    authors = list(dict.fromkeys(m.author for m in picked))
    if len(authors) != 1:
        return Unsure(f"more than one person's messages say it: {' and '.join(authors[:3])}")
    return Said(authors[0], picked[0], rule)


_MAX_SENT_CHARS = 200_000  # a cap on the sent text searched for header lines
_KEY_RE = re.compile(r"[a-z0-9]+")


def _key(line: str) -> str:
    return " ".join(_KEY_RE.findall(line.lower()))[:40]


def with_headers(body: str, sent: tuple[str, ...]) -> str:
    """``body`` with the header line ("Hannah Okafor  9:14 AM") that stood over each of its lines
    in the text as sent put back (``plain_text`` drops a Slack copy's headers so that its messages
    read as the typed notes do; who wrote them is in the headers); ``body`` itself when the sent
    texts hold no such header over its lines."""
    header_re = patterns("plain_text").chat_header
    over: dict[str, str] = {}
    for text in sent:
        if "\n" not in text or not header_re.search(text[:_MAX_SENT_CHARS]):
            continue
        lines = text[:_MAX_SENT_CHARS].replace("\r\n", "\n").split("\n")
        for k in range(1, min(len(lines), _MAX_LINES)):
            if header_re.fullmatch(lines[k - 1]) and lines[k].strip() and not header_re.fullmatch(lines[k]):
                over.setdefault(_key(lines[k]), lines[k - 1].strip())
    if not over:
        return body
    out = []
    for line in body.split("\n")[:_MAX_LINES]:
        header = over.get(_key(line)) if line.strip() else None
        if header:
            out.append(header)
        out.append(line)
    return "\n".join(out)


def asks(question: str) -> bool:
    """Whether the question asks what a chat's authors tell: who did or said something, or how
    long it took someone (the readers above)."""
    return bool(_CUE.who_question.search(question) or _CUE.span_question.search(question))
