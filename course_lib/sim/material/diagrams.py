"""Documents drawn in a diagram language (issue 26; the thirty-seventh set's Mermaid flowchart):
Mermaid (``flowchart TD``, ``graph LR``, a ```` ```mermaid ```` fence), Graphviz (``digraph {``),
PlantUML (``@startuml``). Their facts are paths: a node's text, the label on an arrow out of it,
the node it leads to ("Amount" -- "GBP 50 to 500" --> "Line manager approves"). The reader matches
sentences, and a diagram's lines are no sentences, so an "I don't know" over one says nothing about
the diagram (``grounded.doubted_absence``). ``is_diagram`` tells such a document by its first line
(cues in data/sim/patterns.yaml ``diagrams``); ``texts`` gives the words written in its nodes and on
its arrows, which the caller uses to tell a question the diagram may answer from one it plainly
cannot.
"""

from __future__ import annotations

from course_lib.sim.words.cues import patterns

_CUE = patterns("diagrams")  # its cue patterns: data/sim/patterns.yaml
_MAX_LINES = 400  # a diagram's lines read at most


def is_diagram(body: str) -> bool:
    """Whether ``body`` opens as a diagram in a diagram language and draws arrows in it."""
    head = body.lstrip()[:200]
    if not _CUE.header.match(head):
        return False
    return any(_CUE.arrow.search(f" {line} ") for line in body.splitlines()[1:_MAX_LINES])


def texts(body: str) -> tuple[str, ...]:
    """The texts written in a diagram's nodes and on its arrows, in order, each once."""
    out: list[str] = []
    for line in body.splitlines()[:_MAX_LINES]:
        for match in _CUE.text.finditer(f" {line} "):
            text = next((g for g in match.groups() if g), "").strip("[](){}\"' ")
            if text and text not in out:
                out.append(text)
    return tuple(out)
