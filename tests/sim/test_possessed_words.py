"""An English question that ends on what it asks of someone or something after their 's ("What is the
seed library's postcode?") is not answered by a line on the owner that never names the thing asked
(``grounded.evidence._owned_nowhere``, cue ``evidence.owned`` in ``data/sim/patterns.yaml``;
issue 26, ports76: the document-intake port's seed library). Invented texts and wordings."""

from __future__ import annotations

import re
import warnings

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.words.cues import patterns

PROMPT = ("Answer the question using only the notes below. If the notes do not contain the answer, say so.\n\n"
          "Notes:\n{notes}\n\nQuestion: {question}")

REPAIR = "The repair cafe meets in the church hall. Volunteers mend lamps, toasters and bicycles for free."
CHOIR = ("The Linden Street choir rehearses on Thursday evenings in the chapel hall. It sings at the spring fair "
         "and at the carol service, and new voices are always welcome.")
BAKERY = "Call the bakery on 01632 960514 to order a celebration cake. The bakery closes on Mondays."
MUSEUM = "The museum's entry fee is eight euros for adults, and children go in free."

DONT_KNOW = re.compile(r"don['’]t know|not contain|do not (?:say|mention|give|state)|could not find", re.I)


def _ask(notes, question):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(PROMPT.format(notes=notes, question=question))


@pytest.mark.parametrize(("notes", "question"), [
    (REPAIR, "What is the repair cafe's website?"),
    (CHOIR, "What's the Linden Street choir's motto?"),
])
def test_a_line_on_the_owner_alone_is_no_answer(notes, question):
    """Failed on start76: the line on the owner quoted as the answer."""
    reply = _ask(notes, question)
    assert reply.response_metadata.get("simulator_limit") or DONT_KNOW.search(reply.content), reply.content


@pytest.mark.parametrize(("notes", "question", "said"), [
    (BAKERY, "What is the bakery's phone number?", "01632 960514"),
    (MUSEUM, "What's the museum's entry fee?", "eight euros"),
])
def test_a_line_that_gives_it_is_still_the_answer(notes, question, said):
    """Guard (passes on start76 too): a figure unnamed, or the asked word itself, in the line."""
    reply = _ask(notes, question)
    assert said in reply.content and not DONT_KNOW.search(reply.content), reply.content


@pytest.mark.parametrize(("question", "owned"), [
    ("What is the seed library's postcode?", "postcode"),
    ("what's the ferry's top speed?", "speed"),
    ("Which was the team's home ground?", "ground"),
    ("What is the postcode of the seed library?", None),
    ("Where is the seed library?", None),
    ("What's Nia's phone number? And her email?", None),
])
def test_owned_cue_table(question, owned):
    """Table of the ``owned`` cue (new cue: no start76 counterpart)."""
    found = patterns("evidence").owned.search(question)
    assert (found.group(1).lower() if found else None) == owned
