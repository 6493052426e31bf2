"""A partial answer whose only words in common with the question are in heading lines glued to the
front of the chosen sentence (issue 26, ports76).

A page as a PDF loader gives it ("Understanding Ocean Acidification" / "Chapter 1: What Is Happening to
Seawater" / "decay releases more carbon dioxide near the coast." / ...) has title-case lines with no
full stop, which the sentence reader joins to the text under them. Asked "What causes ocean
acidification?", the chosen "sentence" met "ocean" and "acidification" in the headings only, and the
partial answer quoted it with "I could not find anything about 'causes'", while the page's text says
it in other words ("attributes ... to the absorption of carbon dioxide"). The headings name what the
page is about, not an answer: the text under them may answer in words the simulator does not link.

- ``glued_heading(sentence, text)``: the run of the document's heading lines (each in title case, no
  sentence mark at its end, at most ``heading_words`` words, ``data/sim/thresholds.yaml``; the small words of cue ``minor_word`` in
  ``data/sim/patterns.yaml`` ``heading_only`` may stay in lower case) that the sentence opens with,
  and the rest of the sentence; ``None`` when it opens with no such line;
- ``limit(request, found, matcher)``: for an English partial answer of one chosen sentence whose
  covered words are all in its glued headings and none in the rest, a stated limit; ``None``
  otherwise.
"""

from __future__ import annotations

from course_lib.sim.reports import explain, limits
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.thresholds import threshold

_CUE = patterns("heading_only")  # data/sim/patterns.yaml
_SENTENCE_END = (".", "!", "?", ";", ",")


def _heading_line(line: str) -> bool:
    words = [w for w in line.split() if any(c.isalpha() for c in w)]
    if not words or len(line.split()) > threshold("heading_words") or line.rstrip().endswith(_SENTENCE_END):
        return False
    capitalised = [w for w in words if w[0].isupper() or w[0].isdigit()]
    return bool(capitalised) and all(w[0].isupper() or w[0].isdigit() or _CUE.minor_word.fullmatch(w)
                                     for w in words)


def glued_heading(sentence: str, text: str) -> tuple[str, str] | None:
    """The heading lines ``sentence`` opens with, as one string, and its rest (see the module)."""
    flat = " ".join(sentence.split())
    lines = [" ".join(ln.split()) for ln in (text or "").splitlines() if ln.strip()]
    best = None
    for start in range(len(lines)):
        run = []
        for line in lines[start:]:
            if not _heading_line(line):
                break
            run.append(line)
            head = " ".join(run)
            if flat.startswith(head + " ") and (best is None or len(head) > len(best)):
                best = head
    if best is None:
        return None
    return best, flat[len(best):].strip()


def limit(request, found, matcher) -> str | None:
    """The stated limit for a partial answer that met the question in glued headings only."""
    if request.language != "en" or len(found.picks) != 1 or not found.covered:
        return None
    doc, sentence = found.picks[0]
    glued = glued_heading(sentence, getattr(doc, "text", "") or "")
    if glued is None:
        return None
    heading, rest = glued
    keys = {c.key for c in found.covered}
    if not keys <= matcher.forms(heading) or keys & matcher.forms(rest):
        return None
    explain.rule("a partial answer that meets the question only in heading lines glued to its sentence",
                 heading=heading)
    return limits.state(
        "tell whether the documents answer this",
        f"the sentence it found shares the question's words only in the heading above it ({heading!r}), "
        "and the text under that heading may answer in other words, which it does not read",
        "read the text under that heading and answer from it, or say the documents do not hold it",
        kind="documents",
    )
