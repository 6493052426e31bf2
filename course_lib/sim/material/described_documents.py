"""A line that describes its document rather than saying anything in it (issue 26, fix54b; the
fifty-first set's TT6): a chat export's or a printed page's first line, in any case ("SMS thread with
Gareth - exported from my phone 13 April", "WhatsApp chat with Mum", "Printed from the parish website on
2 May", "Transcript of a voicemail ..."; cue ``describes_document`` of ``data/sim/patterns.yaml``
``described_documents``). The prose reader makes it a heading over the lines below it (never run into the
first message as one sentence), and the grounded reader never quotes it as part of an answer."""

from __future__ import annotations

from course_lib.sim.words.cues import patterns

_CUE = patterns("described_documents")  # its cue patterns: data/sim/patterns.yaml
_MAX_CHARS = 160  # a longer line is a sentence, whatever it names


def describes_document(line: str) -> bool:
    """Whether ``line`` describes its document ("Signal chat with Tomasz - exported 20 Feb", "Printed from
    the club's site on 4 March"); a cheap length test first."""
    return bool(line) and len(line) <= _MAX_CHARS and bool(_CUE.describes_document.search(line))
