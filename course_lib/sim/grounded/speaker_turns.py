"""A transcript's speaker labels read as who said each turn (issue 26; notebook 02's grounded
answers over a learner's own transcripts).

"who suggested the beer trap" over a podcast transcript ("Host (Dee): ...", "Guest (Farah Idowu):
Honestly, a beer trap ..."): the labels are no text of the turns but their authors. ``turns(body)``
reads a body whose lines open with a speaker label: a role in capitals or a name, with the
person's name in brackets after a role ("PANELLIST (SIOBHAN DEVLIN):", "CALLER (MAREK, NEWRY):",
"Host (Dee):"), a name alone ("Priya:", "Mr Adebayo:"), or a time stamp before either ("[00:01:09]
Jonah:"); a line with no label continues the turn before it; three turns or more, and most lines
labelled. ``who(question, bodies)`` answers "who <verb> <what>" (the verbs: ``lexicons.yaml``
speaker_verbs, a question's verb one edit from one of them read as it, as ``typos.meant`` reads a
mistyped word): the speaker of the one turn that meets the most of <what>'s content words (a
question turn never "suggested" anything; "asked" prefers one); "who answered / replied to
<what>" the speaker of the first later turn by another speaker. ``None`` when the documents hold no
transcript, the question asks no such thing, or no turn meets <what>; ``Unsure`` when two turns
by different speakers meet it equally (the caller states a limit). Bounded: ``MAX_LINES``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.reports.reader_results import Unsure
from course_lib.sim.words.cues import lexicon
from course_lib.sim.words.text import content_terms, one_edit, stem

MAX_LINES = 2000  # of a body read
MAX_DOCS = 8
MIN_TURNS = 3
MIN_LABELLED = 0.6  # the share of a transcript's lines that open with a label

_STAMP = r"(?:\[?\(?\d{1,2}:\d{2}(?::\d{2})?\)?\]?\s*-?\s*)?"
_ROLE = r"[A-Z][A-Z'’-]+(?:\s+[A-Z][A-Z'’-]+){0,2}"
_NAME = r"(?:(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.?\s+)?[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){0,2}"
_LABEL_RE = re.compile(
    rf"^\s*{_STAMP}(?P<label>{_ROLE}|{_NAME})(?:\s*\((?P<who>[^()\n]{{1,60}})\))?\s*:\s+(?P<text>\S.*)$")
_WHO_RE = re.compile(r"^\W*who\s+(?P<verb>[a-z]+)(?:\s+(?:to|on|about|for|up))?\s+(?P<what>[^?!.]{2,120})",
                     re.IGNORECASE)
_REPLY_VERBS = frozenset({"answered", "answer", "answers", "replied", "reply", "replies", "responded", "respond",
                          "responds"})
_ASK_VERBS = frozenset({"asked", "ask", "asks", "raised", "queried"})


@dataclass(frozen=True)
class Turn:
    speaker: str
    text: str
    role: str = ""  # the role word of a label ("presenter", "caller"), lower case; "" for a name alone


def _speaker(label: str, who: str | None) -> str:
    """The person of a label: the name in brackets after a role ("CALLER (MAREK, NEWRY)": Marek),
    else the label itself; a name in capitals written as a name."""
    name = (who.split(",")[0].strip() if who else label.strip())
    return name.title() if name.isupper() and len(name) > 2 else name


def turns(body: str) -> tuple[Turn, ...] | None:
    """``body`` read as a transcript's turns, or ``None`` when it is none."""
    lines = [line for line in body.splitlines()[:MAX_LINES] if line.strip()]
    out: list[list[str]] = []
    labelled = 0
    for line in lines:
        m = _LABEL_RE.match(line)
        if m and len(m.group("label")) <= 40:
            role = m.group("label").strip().lower() if (m.group("who") or m.group("label").isupper()) else ""
            out.append([_speaker(m.group("label"), m.group("who")), m.group("text").strip(), role])
            labelled += 1
        elif out:
            out[-1][1] = f"{out[-1][1]} {line.strip()}"
    speakers = {s for s, _, _ in out}
    if len(out) < MIN_TURNS or len(speakers) < 2 or labelled < MIN_LABELLED * len(lines):
        return None
    return tuple(Turn(s, t, r) for s, t, r in out)


def _verb(word: str) -> str | None:
    """The speaker verb ``word`` is, or means by one edit ("answerd": answered or answers, one verb
    either way); ``None`` for a known word that is none of them, or one edit from two verbs."""
    from course_lib.sim.words.typos import is_unknown

    verbs = lexicon("speaker_verbs")
    low = word.lower()
    if low in verbs:
        return low
    if len(low) < 4 or not is_unknown(low):
        return None
    near = sorted(v for v in verbs if one_edit(low, v))
    return near[0] if near and len({stem(v) for v in near}) == 1 else None


def _stems(text: str) -> set[str]:
    return {stem(w) for w in content_terms(text)}


def who(question: str, bodies: list[str]) -> str | Unsure | None:
    """The speaker the question asks for (see the module docstring)."""
    m = _WHO_RE.match(question.strip())
    if not m:
        return None
    verb = _verb(m.group("verb"))
    if verb is None:
        return None
    found = [t for t in (turns(b) for b in bodies[:MAX_DOCS]) if t]
    if len(found) != 1:
        return None
    said = found[0]
    what = _stems(m.group("what")) - _stems(" ".join(lexicon("speaker_verbs")))
    speakers = {stem(w) for s in {t.speaker for t in said} for w in content_terms(s)}
    if verb in _REPLY_VERBS and what and what <= speakers:  # "who replied to priya": after Priya's turn
        i = next((i for i, t in enumerate(said) if what & {stem(w) for w in content_terms(t.speaker)}), None)
        if i is None:
            return None
        return next((t.speaker for t in said[i + 1:] if t.speaker != said[i].speaker), None)
    if not what:
        return None
    asking = verb in _ASK_VERBS
    hosts, askers = lexicon("moderator_roles"), lexicon("asking_roles")
    scored = []
    for i, t in enumerate(said):
        if verb not in _REPLY_VERBS and not asking and (_role_in(t, hosts) or _asks_for_advice(t.text)):
            continue  # a host introduces and a question asking for advice suggests nothing
        hits = len(what & _stems(t.text))
        if hits:
            scored.append((hits + (0.5 if asking and "?" in t.text else 0.0), i))
    if not scored:
        return None
    best = max(s for s, _ in scored)
    top = [i for s, i in scored if s == best]
    if best < len(what) / 2 and len(scored) > 1:
        return None  # the turns meet too little of what was said to tell them apart
    if len({said[i].speaker for i in top}) > 1:
        return Unsure("two speakers' turns meet what the question names equally")
    i = top[0]
    if verb in _REPLY_VERBS:  # "who answered the pond question": the next turn by one who answers
        return next((t.speaker for t in said[i + 1:] if t.speaker != said[i].speaker
                     and not _role_in(t, hosts | askers)), None)
    return said[i].speaker


def _role_in(turn: Turn, roles: frozenset[str]) -> bool:
    return bool(set(re.split(r"[\s-]+", (turn.role or turn.speaker).lower())) & roles)


def _asks_for_advice(text: str) -> bool:
    """A turn that asks a question and proposes nothing ("What works?", "And for carrot fly?");
    "Could it move to the 14th?" proposes (its opener: ``lexicons.yaml`` proposal_openers)."""
    if not text.rstrip().endswith("?"):
        return False
    last = re.split(r"(?<=[.!?])\s+", text.strip())[-1].lower()
    return not any(last.startswith(o) for o in lexicon("proposal_openers"))


__all__ = ["Turn", "Unsure", "turns", "who"]
