"""Material under a lead-in line of a system prompt, below a persona (issue 26; probes ``pasted_m``
and ``programs_k``'s store shape; ``request/pointed_material.after_lead_line``).

A LangGraph node that reads a user's saved notes from an ``InMemoryStore`` often writes them under a
persona with no blank line: "You are Pip, the allotment helper.\\nHere is what the member saved
earlier:\\n{notes}". The notes were read as no material (the knowledge limit for every question).
Now a lead-in line ("here is ...:", "these are ...:"), or a line ending in a material label ("You are
a helpful assistant for the choir. Reference material:"), among the first lines, under role lines,
hands over the lines after it, when they are enough to be notes and no list of rules to keep. Prompts and
notes are invented here; the positive rows and the end-to-end answers fail on 91badf2a.
"""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.request.pointed_material import after_lead_line

BOATS = ("Mooring B14 on the east pontoon.\n"
         "Annual fee £640, paid by standing order in April.\n"
         "Electricity hook-up is metered; read the meter on the pontoon post.\n"
         "The harbour office shuts at 4 pm on Saturdays.")
CHOIR = ("name\tpart\tseat\n"
         "Wen\tsoprano\tA3\n"
         "Olu\ttenor\tC1\n"
         "Maddie\talto\tB2\n"
         "Tomasz\tbass\tD4")


@pytest.mark.parametrize("prompt, first_words", [
    (f"You are Skipper, a friendly marina assistant.\nHere is what the berth holder saved earlier:\n{BOATS}",
     "Mooring B14"),
    (f"You help choir members.\nKeep replies short.\nThese are the seating notes:\n{CHOIR}", "name\tpart"),
    (f"Here are the member's notes:\n{BOATS}", "Mooring B14"),
    (f"You are a helpful assistant for the choir. Reference material:\n{CHOIR}", "name\tpart"),
    (f"You answer berth holders' questions. Background information:\n{BOATS}", "Mooring B14"),
])
def test_the_lines_under_the_lead_are_the_material(prompt, first_words):
    span = after_lead_line(prompt)
    assert span is not None
    start, end = span
    assert prompt[start:end].startswith(first_words) and prompt[start:end].endswith(prompt.strip()[-12:])


@pytest.mark.parametrize("prompt", [
    "You are a tutor.\nHere are your rules:\n1. Always be patient.\n2. Never give the answer outright.\n"
    "3. Use examples from everyday life.\n4. Keep replies under five sentences.",
    "You are Skipper.\nHere is the note:\nFee £640.",  # too little to be notes
    f"Mooring B14, fee £640.\nHere is what the berth holder saved earlier:\n{BOATS}",  # a record above the lead
    f"You are Skipper.\n\nHere is what the berth holder saved earlier:\n{BOATS}",  # a paragraph break: other readers
    f"You are Skipper, a friendly marina assistant.\n{BOATS}",  # no lead-in line
])
def test_no_material_under_no_lead(prompt):
    assert after_lead_line(prompt) is None


@pytest.mark.parametrize("system, question, expected", [
    (f"You are Skipper, a friendly marina assistant.\nHere is what the berth holder saved earlier:\n{BOATS}",
     "How much is the annual fee?", "£640"),
    (f"You help choir members.\nThese are the seating notes:\n{CHOIR}", "Which seat is Olu in?", "C1"),
    (f"You are a helpful assistant for the choir. Reference material:\n{CHOIR}", "What part does Maddie sing?", "alto"),
])
def test_answered_from_the_notes(system, question, expected):
    out = SimulatedChatModel().invoke([SystemMessage(system), HumanMessage(question)])
    assert expected in out.content and not out.response_metadata.get("simulator_limit")
