"""The label that names a question, for a text that asks one (issue 26; notebook 03's label prompts).
"Pick from praise | grumble | question ... Text: do you sell gift cards for the cafe": a text that
asks something (``question_form.asks``, with or without its "?") takes the one offered label that
names a question (``lexicons.yaml`` question_labels: question, query, enquiry...), when nothing
else told the labels apart. ``None`` when no label or several name a question, or the text asks
nothing.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import lexicon
from course_lib.sim.words.question_form import asks
from course_lib.sim.words.text import LEAD_LABEL_RE, has_cjk

MAX_SENTENCES = 12  # of the text read


def asking_label(values: list[str], text: str) -> str | None:
    """The one value of ``values`` naming a question, when ``text`` (the text to label, not the
    prompt's own "Which tag fits best?": a sentence with a word of ``label_instruction_words``
    or naming an option is the prompt's) asks something."""
    words = lexicon("question_labels")
    named = [v for v in values if set(re.split(r"[\s_/-]+", v.lower())) & words]
    if len(named) != 1:
        return None
    prompt_words = lexicon("label_instruction_words") | {v.lower() for v in values}
    sentences = [s for s in re.split(r"(?<=[.!?。！？])\s*|\n+", text.strip()) if s.strip()][:MAX_SENTENCES]
    own = [s for s in sentences if not set(re.findall(r"[a-z]+", LEAD_LABEL_RE.sub("", s).lower())) & prompt_words
           and not any(has_cjk(v) and v in s for v in values)]  # "分到一类:好评、差评或咨询。" is the prompt's
    # "Message: is the pool open on Sundays": the label before the text is no part of it
    return named[0] if any(asks(LEAD_LABEL_RE.sub("", s)) for s in own) else None




__all__ = ["asking_label"]
