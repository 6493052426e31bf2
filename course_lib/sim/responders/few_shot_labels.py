"""A label taught by examples in the prompt itself (issue 26, build item 2: a prompt that lists
allowed labels gets one of them; few-shot label prompts were a stated limit).

"Text: I loved the pasta -> positive\\nText: The room was dirty -> negative\\nText: <input> ->", or
"Message: ...\\nTeam: billing\\n\\nMessage: ...\\nTeam: tech\\n\\nMessage: <input>\\nTeam:": the prompt ends
with an empty label slot (a key and its colon, or an arrow) that earlier examples fill with short
labels. The labels offered are the examples' own (two different ones at least); the input gets:

- for tone labels (positive / negative, praise / complaint): the side of its clear tone
  (``sentiment``);
- otherwise the label of the examples whose content words it shares most (a stem of the input met
  in those examples and in no example of another label), or the label it names;
- nothing decides: the limit, stated alone (no label guessed beside it).

``read(prompt)`` gives the examples and the input, ``None`` for any other prompt; ``reply(...)``
the label or the limit.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MAX_LABEL_WORDS = 3
MIN_EXAMPLES = 2
_ARROW = r"(?:->|=>|→)"
_FIELD_RE = re.compile(r"^\s*[A-Za-z][\w ]{0,20}:\s*")  # "Text: ", "Message: ": a field's key


@dataclass(frozen=True)
class Taught:
    examples: tuple[tuple[str, str], ...]  # (text, label), in order
    text: str  # the input to label

    @property
    def labels(self) -> list[str]:
        return list(dict.fromkeys(label for _, label in self.examples))


def read(prompt: str) -> Taught | None:
    """The examples and the input of a prompt that ends with an empty label slot, else ``None``."""
    text = prompt.rstrip()
    end = re.search(rf"(?:(?P<key>\b[A-Za-z][\w ]{{0,20}}):|(?P<arrow>{_ARROW}))$", text)
    if not end:
        return None
    slot = re.escape(end.group("key").strip()) + r"\s*:" if end.group("key") else _ARROW
    # the key as a field of its own line or after the example's text on the same line
    found = list(re.finditer(rf"(?:(?<=\n)|(?<=^)|(?<=[\s\"'”]))(?:{slot})[ \t]*(?P<label>[^\n]*)", text))
    if len(found) < MIN_EXAMPLES + 1 or found[-1].group("label").strip():
        return None
    examples, start = [], 0
    for m in found[:-1]:
        label = m.group("label").strip().strip("\"'“”.")
        if not label or len(label.split()) > MAX_LABEL_WORDS:
            return None
        examples.append((_example_text(text[start:m.start()]), label))
        start = m.end()
    final = _example_text(text[start:found[-1].start()])
    labels = [lab.lower() for _, lab in examples]
    if not final or any(not t for t, _ in examples) or len(set(labels)) < 2:
        return None
    # labels, not answers: a label used twice, or a prompt that says it labels ("Classify ...");
    # and no example is a question ("Q: capital of France?\nA: Paris": answers taught, no labels)
    if len(set(labels)) == len(labels) and not _LABELLING_RE.search(text):
        return None
    if any(re.search(r"\?\s*$", t) for t, _ in examples) or re.search(r"\?\s*$", final):
        return None
    return Taught(tuple(examples), final)


_LABELLING_RE = re.compile(r"\b(?:classif\w*|label\w*|categor\w*|sentiment|tag|sort|triage|class)\b|分类|类别|标签",
                           re.IGNORECASE)


def _example_text(chunk: str) -> str:
    """An example's text: its chunk's last non-empty lines, without a leading field key and quotes
    (the prompt's instruction before the first example is left out: its first line is dropped
    when the chunk has several lines and the last one holds a field key)."""
    lines = [ln.strip() for ln in chunk.strip().splitlines() if ln.strip()]
    if not lines:
        return ""
    keyed = [ln for ln in lines if _FIELD_RE.match(ln)]
    line = keyed[-1] if keyed else lines[-1]
    return _FIELD_RE.sub("", line).strip().strip("\"'“”")


def choose(taught: Taught) -> tuple[str | None, str]:
    """``(label, why)``: the label the input gets and the evidence; label ``None`` when nothing
    decides (why then says so)."""
    from course_lib.sim.words import sentiment
    from course_lib.sim.words.text import content_terms

    labels = taught.labels
    if sentiment.sentiment_options(labels) and sentiment.one_option_a_side(labels):
        if sentiment.clear_enough(labels, taught.text):
            return sentiment.choose_sentiment(labels, taught.text), "the input's clear tone"
        return None, "the input's tone is not clear"
    sided = sentiment.tone_side_label(labels, taught.text)
    if sided is not None:
        return sided, "the input's clear tone"
    mine = set(content_terms(taught.text))
    by_label: dict[str, set[str]] = {lab: set() for lab in labels}
    for text, label in taught.examples:
        by_label[label] |= set(content_terms(text))
    scores = {lab: len(mine & (terms - set().union(*(t for other, t in by_label.items() if other != lab))))
              for lab, terms in by_label.items()}
    ranked = sorted(labels, key=lambda lab: -scores[lab])
    if scores[ranked[0]] > 0 and scores[ranked[0]] > scores[ranked[1]]:
        return ranked[0], "the words it shares with that label's examples only"
    named = [lab for lab in labels if re.search(rf"(?<![\w-]){re.escape(lab)}(?![\w-])", taught.text, re.IGNORECASE)]
    if len(named) == 1:
        return named[0], "the one label the input names"
    return None, "the input shares no word with one label's examples only and names no label"


def reply(taught: Taught) -> str:
    """The label, or the limit stated alone."""
    from course_lib.sim.reports import explain, limits

    label, why = choose(taught)
    explain.rule("a label taught by the prompt's examples: " + why, labels=taught.labels,
                 examples=len(taught.examples), option=label)
    if label is not None:
        return label
    return limits.state(
        f"choose between {', '.join(taught.labels[:6])}",
        f"the prompt teaches them by {len(taught.examples)} examples, and {why}",
        "choose the label by the input's meaning, as the examples show",
        kind="reading",
    )


__all__ = ["Taught", "choose", "read", "reply"]
