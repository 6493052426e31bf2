"""Text as it arrives from other machines, made plain (course_lib.sim.plain_text, issue 26)."""

from __future__ import annotations

import unicodedata

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.plain_text import plain_text


@pytest.mark.parametrize(
    ("raw", "plain"),
    [
        ("I’m here, it’s late", "I'm here, it's late"),
        ("She said ‘fine’ and left", "She said ‘fine’ and left"),  # quotation marks stay
        ("line one\r\nline two\rline three", "line one\nline two\nline three"),
        ("10\u00a0km for €\u202f5", "10 km for € 5"),
        (unicodedata.normalize("NFD", "Señora Müller"), "Señora Müller"),
        ('Reply like {“city”: “...”}', 'Reply like {"city": "..."}'),
        ("He said “no” twice", "He said “no” twice"),  # quotation marks outside braces stay
        ("Name:\tAda", "Name:  Ada"),
        ("Bring:\n• water\n  ▪ a hat\nA • in a line stays", "Bring:\n- water\n  - a hat\nA • in a line stays"),
        ("\tindented code", "\tindented code"),  # leading tabs stay
    ],
)
def test_forms_made_plain(raw, plain):
    assert plain_text(raw) == plain


def test_tab_separated_lines_become_aligned_columns():
    pasted = "Item\tQty\tPrice\nRope, 10 m\t2\t14.50\nCarabiner\t\t6.00"
    assert plain_text(pasted).split("\n") == [
        "Item        Qty  Price",
        "Rope, 10 m  2    14.50",
        "Carabiner        6.00",
    ]


_SHEET = ("Ferry fares, winter\nTicket\tAdult\tChild\tCar\nSingle\t£9.50\t£4.75\t£38\n"
          "Day return\t£15\t£7.50\t£61\nBook of 10\t£80\t£40\t£300\nPrices include the harbour levy.")


@pytest.mark.parametrize(
    ("question", "want"),
    [("How much is a day return for a car?", "£61"), ("What does a child single cost?", "£4.75")],
)
def test_a_sheet_pasted_with_tabs_among_other_lines_is_read_as_a_table(question, want):
    """Cells pasted from a spreadsheet (tab-separated) under a caption and over a note read like
    the same table in aligned columns (before: the paragraph was one unit, quoted whole)."""
    llm = SimulatedChatModel()
    spaced = llm.invoke([SystemMessage(f"Answer from these notes.\n\n{plain_text(_SHEET)}"), HumanMessage(question)])
    tabbed = llm.invoke([SystemMessage(f"Answer from these notes.\n\n{_SHEET}"), HumanMessage(question)])
    assert tabbed.content == spaced.content
    assert want in tabbed.content and "harbour levy" not in tabbed.content


def test_windows_line_ends_keep_a_thread_follow_up():
    notes = "Pottery class\r\nTuesdays 18:00-20:00, 8 weeks, £160.\r\nClay and firing included; aprons not provided."
    turns = [SystemMessage(f"Answer from these notes only.\r\n\r\n{notes}"), HumanMessage("When is the class?"),
             AIMessage("Tuesdays 18:00-20:00."), HumanMessage("And how much is it?")]
    plain = [SystemMessage(t.content.replace("\r\n", "\n")) if isinstance(t, SystemMessage) else t for t in turns]
    llm = SimulatedChatModel()
    assert llm.invoke(turns).content == llm.invoke(plain).content


@pytest.mark.parametrize(
    ("notes", "question", "want", "not_want"),
    [
        ("Locker hire\n• Small £2 a day\n• Medium £3.50 a day\n• Large £5 a day", "How much is a large locker?",
         "£5", "£2"),
        ("Packing list:\n• walking boots\n• head torch\n• 3 days of food\nNo stoves in the huts.",
         "How much food should I pack?", "3 days", "boots"),
    ],
)
def test_a_list_pasted_with_bullet_characters_reads_as_a_list(notes, question, want, not_want):
    """Bullets as word processors paste them read like markdown's "- " (before: the whole
    paragraph was one unit, quoted whole)."""
    llm = SimulatedChatModel()
    bulleted = llm.invoke([SystemMessage(f"Answer from these notes.\n\n{notes}"), HumanMessage(question)])
    dashed = llm.invoke([SystemMessage(f"Answer from these notes.\n\n{notes.replace('•', '-')}"), HumanMessage(question)])
    assert bulleted.content == dashed.content
    assert want in bulleted.content and not_want not in bulleted.content
