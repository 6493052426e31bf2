"""The request reader's instruction / material split on three shapes (issue 26; the fifty-eighth set's
classes WW1, WL1 and WW9 (a), read after its first sight), each on wordings of my own:

- a material label line ("NOTICE:", "Notice:", "Memo:") with its sentence at the END of a block of
  unlabelled records is a line of that block (``pointed_material.closes_block``), not the whole
  material with the block above read as instructions; alone under an instruction it is still the
  material;
- a form named by what it is for ("Booking form:", "Sports day entry form:") or a flyer, a handout,
  a booklet is a material label (``pointed_material.material_noun``), so the block under it is the
  document of the question labelled below it;
- a system prompt's first paragraph that is an answering instruction in another language
  ("Răspunde ...", "Responde ...", "Antworte ...", ``pointed_material.role_lead_other``) is an
  instruction, the paragraphs after its blank line the material;
- a text-speak "u" after an auxiliary asks ("do u sell ice cream", ``question_form.asks``).
"""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim.request import pointed_material
from course_lib.sim.request.reading import read_request
from course_lib.sim.words.question_form import asks


def _docs(messages) -> list[str]:
    return [d.body if hasattr(d, "body") else d.page_content for d in read_request(messages).documents]


BIKES = ("CITY BIKES - hire rates\nStandard bike | £12 per day\nE-bike | £30 per day\nHelmets are free.\n"
         "NOTICE: E-bikes unavailable until 3 June for servicing.")
ROOMS = ("Room rates: double £90, single £70\nBreakfast £12 per person\n"
         "Memo: the lift is out of order until Friday 12th.")
MENU = "MENU\nSoup £4\nRoll £1\nNotice: the kitchen closes at 9pm on Sundays and bank holidays."


@pytest.mark.parametrize(("system", "question", "wanted"), [
    ("You answer riders of a bike hire shop from its rates.\n\n" + BIKES, "how much is a standard bike for two days",
     "Standard bike"),
    ("You help guests.\n\n" + ROOMS, "how much is a double", "double £90"),
    ("Answer from the menu.\n\n" + MENU, "how much is soup", "Soup £4"),
])
def test_a_notice_line_at_the_foot_of_records_is_a_line_of_them(system, question, wanted):
    docs = _docs([SystemMessage(system), HumanMessage(question)])
    assert len(docs) >= 1
    whole = "\n".join(docs)
    assert wanted in whole  # the records above the notice are material, not instructions
    assert whole.rstrip().endswith(("servicing.", "Friday 12th.", "bank holidays."))  # the notice is with them


def test_a_notice_at_the_foot_of_records_in_a_human_turn():
    text = ("Opening hours: Mon-Fri 9-5\nSat 10-2\nNotice: We are closed on 25 December and 1 January.\n\n"
            "Question: are you open on 1 January?")
    docs = _docs([HumanMessage(text)])
    assert any("Mon-Fri 9-5" in d and "1 January" in d for d in docs)


@pytest.mark.parametrize("system", [
    "Answer from the notice.\n\nNotice: The pool is shut on Mondays and Tuesdays.",
    "Answer from the notice.\nNotice: The pool is shut on Mondays and Tuesdays.",
    "Reply in 2 sentences at most.\nNotice: The pool is shut on Mondays and Tuesdays.",
])
def test_guard_a_notice_under_an_instruction_is_the_material(system):
    """A guard (passes before the change too): a genuine lead-in notice stays the one document."""
    docs = _docs([SystemMessage(system), HumanMessage("is the pool open on monday")])
    assert docs == ["The pool is shut on Mondays and Tuesdays."]


@pytest.mark.parametrize(("text", "start_of", "closes"), [
    ("Adult £9\nChild £7\nNOTICE: The small course is closed until 30 August.", "NOTICE", True),
    ("Room | Price\nTwin | £80\nMemo: the lift is out of order until Friday.", "Memo", True),
    ("Answer from the notice.\nNotice: The pool is shut on Mondays.", "Notice", False),
    ("Here is the notice:\nNotice: The pool is shut on Mondays.", "Notice", False),
    ("Notice: The pool is shut on Mondays.", "Notice", False),
    ("Prices below.\n\nNotice: The pool is shut on Mondays.", "Notice", False),
])
def test_closes_block_table(text, start_of, closes):
    assert pointed_material.closes_block(text, text.index(start_of)) is closes


@pytest.mark.parametrize(("label", "named"), [
    ("Booking form", True),
    ("Sports day entry form", True),
    ("School trip consent form", True),
    ("Kids club flyer", True),
    ("Course handout", True),
])
def test_a_form_named_by_its_purpose_is_a_material_label(label, named):
    assert pointed_material.material_label(label) is named


@pytest.mark.parametrize("label", ["Form", "Reply form", "Answer in this form"])
def test_guard_a_bare_form_is_no_material_label(label):
    """A guard (passes before the change too): a bare "form" is often the reply's, no material."""
    assert pointed_material.material_label(label) is False


@pytest.mark.parametrize(("text", "wanted"), [
    ("Booking form:\nRoom A - seats 10 ........ £40 per hour\nRoom B - seats 30 ........ £75 per hour\n"
     "Bookings close 48 hours before.\n\nCustomer question: how much is room B for two hours?\nAnswer:", "£75"),
    ("Sports day entry form:\nEntry fee £3 per child, closes 2 June.\nRaces: sack race, egg and spoon, relay.\n\n"
     "Parent's question: what is the entry fee?\nAnswer:", "£3 per child"),
])
def test_a_form_under_its_label_is_the_document_of_the_question_below(text, wanted):
    docs = _docs([HumanMessage(text)])
    assert any(wanted in d for d in docs)


@pytest.mark.parametrize(("system", "question", "first"), [
    ("Răspunde clienților pe baza listei de prețuri.\n\nSALA DE FITNESS\nAbonament lunar: 120 lei\nO intrare: 20 lei\n"
     "Program: luni-vineri 06:00-22:00\nProsoapele se închiriază cu 5 lei.", "cât costă o intrare?", "SALA DE FITNESS"),
    ("Responde a los clientes según la lista de precios.\n\nGIMNASIO SOL\nCuota mensual: 35 euros\nEntrada única: 6 "
     "euros\nHorario: lunes a viernes de 7:00 a 22:00\nLa toalla cuesta 2 euros.", "¿cuánto cuesta una entrada?",
     "GIMNASIO SOL"),
    ("Antworte den Gästen anhand der Preisliste.\n\nCAFÉ MÜLLER\nKaffee: 3 Euro\nKuchen: 4 Euro\nGeöffnet Dienstag bis "
     "Sonntag 8-18 Uhr\nMontags Ruhetag.", "Was kostet ein Kaffee?", "CAFÉ MÜLLER"),
    ("Odpowiedz klientom na podstawie cennika.\n\nPIEKARNIA POD LIPĄ\nChleb żytni: 8 zł\nBułka: 1,20 zł\nCzynne od "
     "poniedziałku do soboty 6:00-18:00.", "ile kosztuje bułka?", "PIEKARNIA"),
])
def test_an_instruction_in_another_language_is_no_line_of_the_material(system, question, first):
    docs = _docs([SystemMessage(system), HumanMessage(question)])
    assert docs and docs[0].startswith(first)
    assert not any(system.split()[0] in d for d in docs)


@pytest.mark.parametrize(("question", "asked"), [
    ("do u sell ice cream", True),
    ("can u deliver on sunday", True),
    ("is ur car park free", True),
])
def test_text_speak_you_asks(question, asked):
    assert asks(question) is asked


def test_guard_a_text_speak_statement_does_not_ask():
    """A guard (passes before the change too): "u" opening a statement asks nothing."""
    assert asks("u can park round the back") is False


def test_a_question_line_above_a_label_line_is_no_block_of_records():
    """Fails before the merger's fix (fix63a read "Flyer: ..." under "Query: ...?" as the foot of a block of
    records, so the grader's material was lost): a line ending in a question mark is no record."""
    from course_lib.sim.request.pointed_material import closes_block

    text = ("Is the flyer useful for the query? Say useful or useless only.\n"
            "Query: What time does the ferry to the island sail?\n"
            "Flyer: The island ferry sails at 10.15 every morning.")
    assert not closes_block(text, text.index("Flyer:"))
