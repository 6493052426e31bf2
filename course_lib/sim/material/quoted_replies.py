"""Replies quoted in an e-mail or a forum post read as material with an age (issue 26; the
forty-third set's LL1).

An e-mail thread pasted as notes carries the newest message on top and the earlier ones quoted
below it, each a level deeper (">", ">>", "> >"), each under a line naming who wrote it ("On Tue,
3 May, Ana wrote:", "Quote from: jo on 12 March", "王老师 写道:"). Before, the quoted messages were
left out whole (their questions had been answered as the user's), so every fact they held was
"I don't know". Here a thread is written as the messages it holds, oldest first:

- a quoted line's marks are stripped and its depth is the number of ">" marks; the lines of one
  depth in a run are one message, its wrapped lines joined (a list item, an enumerator or a "Key:
  value" field keeps its own line);
- the deepest message comes first and the unquoted newest one last (deeper = earlier), so a
  newer message's change of a value ("the start is now 10:30") stands after the value it changes,
  where every reader of later lines looks for it;
- attribution lines, a quoted message's own header lines ("From:", "发件人:", "Sent:"), its
  questions (the asker's, no statement of the material) and its sign-offs (a line of one or two
  words with no figure: "Thanks", "T.") are left out; a message that asks keeps only its
  sentences holding a figure (the rest are the asker's wishes: "I'd like to keep hens there");
- the older messages stand under the newest message's own header block (the e-mail's "From:" ...
  "Date:" lines), or where the quote stood when it has none.

Only a thread is read so: some quoted line under an attribution line, or lines quoted two deep; a
lone Markdown blockquote ("> **Note:** ...") is markdown's to read. Cues: ``patterns.yaml``
``quoted_replies``. Bounded: ``_MAX_LINES`` lines.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns

_CUE = patterns("quoted_replies")
_MAX_LINES = 2000
_MIN_WORDS = 3  # a quoted sentence shorter than this, with no figure, is a sign-off ("Thanks", "T.")
_MIN_CJK_CHARS = 4

_CJK_RE = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")
_QUOTED_LINE_RE = re.compile(r"^[ \t]*>", re.MULTILINE)
_HAN_END_RE = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff，。、；：！？]")


def _depth(line: str) -> tuple[int, str]:
    found = _CUE.marks.match(line) if ">" in line[:40] else None
    if not found:
        return 0, line
    return found.group(1).count(">"), line[found.end():]


def _said(sentence: str) -> bool:
    """A statement worth keeping: no question, no sign-off."""
    s = sentence.strip()
    if not s or s.endswith(("?", "？")):
        return False
    if any(ch.isdigit() for ch in s):
        return True
    if _CJK_RE.search(s):
        return len(_CJK_RE.findall(s)) >= _MIN_CJK_CHARS
    return len(s.split()) >= _MIN_WORDS


def _joined(lines: list[str]) -> list[str]:
    """A message's lines as its paragraphs' lines: wrapped lines joined, own lines kept apart."""
    out: list[str] = []
    for line in lines:
        line = line.strip()
        if not line:
            continue
        if out and not _CUE.own_line.match(line):
            gap = "" if _HAN_END_RE.match(out[-1][-1]) and _CJK_RE.match(line[0]) else " "
            out[-1] += gap + line
        else:
            out.append(line)
    return out


def _message(lines: list[str]) -> str:
    """A quoted message's statements, one paragraph per paragraph."""
    paragraphs: list[list[str]] = [[]]
    for line in lines:
        if not line.strip():
            if paragraphs[-1]:
                paragraphs.append([])
            continue
        if _CUE.attribution.match(line) or _CUE.header.match(line):
            continue
        paragraphs[-1].append(line)
    joined = [_joined(paragraph) for paragraph in paragraphs]
    # a message that asks is the asker's: its other sentences are the asker's wishes ("I'd like to
    # keep two hens there"), no statement of the material, save those that hold a figure
    asks = any(s.strip().endswith(("?", "？")) for lines_ in joined for line in lines_
               for s in _CUE.sentence_end.split(line))
    out = []
    for paragraph in joined:
        kept = []
        for line in paragraph:
            said = [s.strip() for s in _CUE.sentence_end.split(line)
                    if _said(s) and (not asks or any(ch.isdigit() for ch in s))]
            if said:
                kept.append(" ".join(said) if not _CJK_RE.search(line) else "".join(said))
        if kept:
            out.append("\n".join(kept))
    return "\n\n".join(out)


def unquoted(text: str) -> str:
    """``text`` with the messages it quotes written oldest first (module docstring); ``text``
    itself when it quotes none as a thread does."""
    if ">" not in text or not _QUOTED_LINE_RE.search(text):
        return text
    lines = text.split("\n")
    if len(lines) > _MAX_LINES:
        return text
    read = [_depth(line) for line in lines]
    deepest = max(d for d, _ in read)
    if not deepest:
        return text
    quoted = [d > 0 for d, _ in read]
    attributed = set()
    for k, (d, body) in enumerate(read):
        if _CUE.attribution.match(body):
            nxt = next((j for j in range(k + 1, min(len(read), k + 3)) if read[j][1].strip() or read[j][0]), None)
            if d or (nxt is not None and quoted[nxt]):
                attributed.add(k)
    # (a line of marks alone, ">>>", is a delimiter of a prompt's passage, no quote two deep)
    if (max((d for d, body in read if body.strip()), default=0) < 2 and not attributed
            and not any(d and _CUE.header.match(body) for d, body in read)):
        return text
    # the messages by depth, each a run of lines of one depth (blank quoted lines inside it kept)
    runs: list[tuple[int, list[str]]] = []
    for k, (d, body) in enumerate(read):
        if not d:
            continue
        if k in attributed:
            body = ""
        if runs and runs[-1][0] == d and (quoted[k - 1] if k else False):
            runs[-1][1].append(body)
        else:
            runs.append((d, [body]))
    messages = [m for d in range(deepest, 0, -1) for dd, run in runs if dd == d and (m := _message(run))]
    first = quoted.index(True)
    first = min([first, *attributed])
    headers = [k for k in range(first) if _CUE.header.match(lines[k])]
    # the older messages stand before the newest one: under its header block when it has one (the
    # e-mail's "From:" ... "Date:" lines), else where the quote stood
    at = headers[-1] + 1 if headers else first
    if at < first:
        while at < first and not lines[at].strip():
            at += 1
    kept = [line for k, line in enumerate(lines) if not quoted[k] and k not in attributed]
    at -= sum(1 for k in range(at) if quoted[k] or k in attributed)
    before = "\n".join(kept[:at]).rstrip("\n")
    after = "\n".join(kept[at:]).strip("\n")
    parts = [p for p in (before, "\n\n".join(messages), after) if p.strip()]
    return "\n\n".join(parts) + ("\n" if text.endswith("\n") and parts else "")


__all__ = ["unquoted"]
