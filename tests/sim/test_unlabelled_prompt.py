"""The question and the notes of a prompt written without the labels the reader knows
(``unlabelled_prompt``, read by ``reading.parse_message`` and ``read_request``; issue 26).
Notes and wordings invented here (a pottery class, a boiler service), none from a
set or the shapes probe."""
import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.request.reading import read_request
from course_lib.sim.request.unlabelled_prompt import (
    is_material,
    question_line,
    split,
    strip_lead,
    trailing_question,
)

POTTERY = (
    "Pottery evening class, autumn term\n"
    "Classes run on Tuesdays from 18:30 in studio B.\n"
    "Clay is included; glazes cost 6 pounds a jar.\n"
    "The kiln is fired on Friday mornings by Agnieszka."
)
BOILER = (
    "Boiler service report, 14 Sept\n"
    "Engineer: Rafael Moreno, Gas Safe number 551902.\n"
    "Pressure topped up to 1.3 bar; the expansion vessel was recharged.\n"
    "The flue seal is worn and should be replaced within six months."
)


@pytest.mark.parametrize("line, question", [
    ("Given the following notes, when is the kiln fired?", "when is the kiln fired?"),
    ("based on the text above who serviced the boiler", "who serviced the boiler"),
    ("I want to know what the pressure was set to", "what the pressure was set to"),
    ("Can you help: which studio is it in", "which studio is it in"),
    ("Query - how much does a jar of glaze cost", "how much does a jar of glaze cost"),
    ("Q. When do classes start?", "When do classes start?"),
    ("User: what needs replacing", "what needs replacing"),
    ("Read these and tell me who fires the kiln", "who fires the kiln"),
    ("hi, quick question - what day are classes (see notes below)", "what day are classes"),
    ("Frage: Wann beginnt der Kurs?", "Wann beginnt der Kurs?"),
    ("When the tap is fixed, water the beds.", ""),  # a note's statement, typed as one
    ("Summarise the notes above", ""),
    ("what does this mean", ""),  # about the material as a whole
    ("Is it positive or negative?", ""),  # a label to choose, no question over notes
    ("Kysymys: kuka teki?", ""),  # a label no list knows heads a template's part: not read
    # (was "Soru: kim yaptı?" until shapes3 put the Turkish label words in the lexicon)
])
def test_question_line(line, question):
    assert question_line(line) == question


def test_strip_lead_says_whether_it_stripped():
    assert strip_lead("Task: when is the kiln fired") == ("when is the kiln fired", True)
    assert strip_lead("When is the kiln fired?") == ("When is the kiln fired?", False)


@pytest.mark.parametrize("text, question", [
    (f"{POTTERY}\n\nwho fires the kiln", "who fires the kiln"),
    (f"Who fires the kiln?\n\n{POTTERY}", "Who fires the kiln?"),
    (f"'''\n{POTTERY}\n'''\nwho fires the kiln", "who fires the kiln"),
    (f"~~~\n{POTTERY}\n~~~\n\nLook at this and tell me who fires the kiln", "who fires the kiln"),
    (f"MATERIAL\n{POTTERY}\n\nASK\nwho fires the kiln", "who fires the kiln"),
    (f"{POTTERY}\n***\nI'd like to know who fires the kiln", "who fires the kiln"),
])
def test_split_finds_the_question_and_the_notes(text, question):
    from course_lib.sim.request.reading import label_kind

    found = split(text, label_kind)
    assert found is not None and found.question == question
    notes = text[found.material_start : found.material_end]
    assert "Agnieszka" in notes and "who fires" not in notes.lower()


@pytest.mark.parametrize("text", [
    f"Summarise this:\n\n{POTTERY}",
    f"{POTTERY}\n\nWhat is the main point of this text?",
    f"{POTTERY}\n\nis it formal or informal",
    "Q: What is 3+3?\nA: 6\nQ: What is the capital of Peru?\nA: Lima\nQ: Who painted Guernica?\nA:",
    "My washing machine leaks.\nIt is three years old.\nThe seal looks fine to me.\n\nWhat should I check?",
    "I have a meeting at three.\n\nWhat should I wear?",  # a short remark: no notes
])
def test_split_leaves_other_requests_alone(text):
    from course_lib.sim.request.reading import label_kind

    assert split(text, label_kind) is None


def test_trailing_question_leaves_the_reply_slot_out():
    block = f"{BOILER}\n\nQ: when must the flue seal be replaced\nA:"
    question, offset = trailing_question(block)
    assert question == "when must the flue seal be replaced"
    assert block[:offset].rstrip().endswith("six months.")
    assert trailing_question("one line?") is None


def test_is_material():
    assert is_material(BOILER)
    assert not is_material("You are a helpful assistant.\nAnswer briefly.\nCite your sources.")
    assert not is_material(f"{BOILER}\nAny questions?")
    assert not is_material("Two short lines.\nThat is all.")


def _read(*messages):
    return read_request(list(messages))


@pytest.mark.parametrize("messages, question", [
    ((HumanMessage(f"{POTTERY}\n\nwho fires the kiln"),), "who fires the kiln"),
    ((HumanMessage(f"Notes:\n{BOILER}\nwhat pressure was it topped up to"),), "what pressure was it topped up to"),
    ((HumanMessage(f"Background:\n{BOILER}\n\nUser: who did the service?"),), "who did the service?"),
    ((HumanMessage(f"Informationen:\n{BOILER}\n\nQ: who did the service?\nA:"),), "who did the service?"),
    ((HumanMessage(f"Hi! Quick one - who did the service\nThe report:\n{BOILER}"),), "who did the service"),
    ((HumanMessage(f"## Reference\n{BOILER}\n\n## Question\nwho did the service"),), "who did the service"),
    ((SystemMessage(BOILER), HumanMessage("who did the service?")), "who did the service?"),
])
def test_the_request_reads_question_and_notes(messages, question):
    request = _read(*messages)
    assert request.question == question
    assert request.documents and any("Moreno" in d.body or "Agnieszka" in d.body for d in request.documents)
    assert not any(question in d.body for d in request.documents)


def test_a_persona_system_prompt_stays_instructions():
    request = _read(SystemMessage("You are a friendly tutor.\nAlways answer in one sentence.\nNever invent facts."),
                    HumanMessage("who did the service?"))
    assert request.documents == []


@pytest.mark.parametrize("prompt, want", [
    (f"{POTTERY}\n\nwhat do glazes cost", "6 pounds"),
    (f"\"\"\"\n{BOILER}\n\"\"\"\nWho was the engineer?", "Rafael Moreno"),
    (f"Using the report below, please answer what the pressure was topped up to\n\n{BOILER}", "1.3 bar"),
    (f"Context:\n{POTTERY}\n\nUser: which studio are classes in?", "studio B"),
])
def test_the_simulator_answers_from_the_notes(prompt, want):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(prompt)
    assert not out.response_metadata.get("simulator_limit")
    assert want.lower() in out.content.lower()


KILN_TEXT = POTTERY  # (the notes above, reused)


@pytest.mark.parametrize("template, want", [
    ("{notes}\n---\nMy question: who fires the kiln", "Agnieszka"),
    ("{notes}\n\n*****\n\nWhat I need to know: which studio", "studio B"),
    ("Notes follow.\n~~~~~~~~\n{notes}\n~~~~~~~~\nUsing those, reply to the query.\nQuery: what day are classes\nAnswer:", "Tuesday"),
    ("Kontext:\n{notes}\n\nFrage: how much is a jar of glaze?", "6 pounds"),
    ("Contexte :\n{notes}\n\nQuestion : which studio are classes in", "studio B"),
])
def test_notes_beside_a_labelled_question_are_read(template, want):
    from langchain_core.messages import HumanMessage

    request = read_request([HumanMessage(template.format(notes=KILN_TEXT))])
    assert request.documents and any(want in d.body for d in request.documents)
    assert not any("who fires" in d.body.lower() or "what day" in d.body.lower() for d in request.documents)


@pytest.mark.parametrize("text", [
    "Route a question to the notes index or the web.\n\nUse the notes index for questions on kilns, glazes and clay bodies.\n\n"
    "Otherwise, use the web. Give one word, 'notes' or 'web', and nothing else.\n\nQuestion to route: who fires the kiln",
    "你是分类器，请判断问题属于哪一类。\n类别：\n- 陶艺: 窑、釉、黏土的问题。\n- 其他: 其余问题。\n\n用户问题：谁负责烧窑",
])
def test_no_notes_beside_a_question_under_instructions(text):
    from langchain_core.messages import HumanMessage

    assert read_request([HumanMessage(text)]).documents == []


@pytest.mark.parametrize("text", [
    "Allowed answers:\n- billing\n- shipping\n- technical\n\nReply with one only.\n\nMessage: I was billed twice.",
    "You are a grader. Be strict and answer yes or no.\nAlways cite the rule you used.\n\nQuestion: is the sky blue?",
    "Q: 2+2?\nA: 4\nQ: 3+3?\nA: 6\n\nQuestion: 5+5?",
    "I bought a kettle last week and it stopped working.\nThe shop says it is not their problem.\nIt cost 40 pounds.\n\nMy question: can I get a refund",
])
def test_no_notes_beside_a_question_without_material(text):
    from langchain_core.messages import HumanMessage

    assert read_request([HumanMessage(text)]).documents == []


PLANTS = ("The fern in the hall likes its soil damp, so water it every two or three days.\n\n"
          "The cactus on the landing windowsill needs water only once a fortnight. Please don't move it out of "
          "the sun, and keep the cat off the sill.\n\n"
          "The spare watering can is under the kitchen sink, next to the plant food.")


def test_a_paragraph_to_a_person_between_notes_is_notes():
    """An owner's "Please don't move it ..." in the middle of a sitter's note, under a label the
    reader does not know: the paragraph is written to the sitter, not to the model, so its facts
    stay in the notes (``unlabelled_prompt._sandwiched``)."""
    request = read_request([HumanMessage(f"From the owners, for the plant sitter:\n\n{PLANTS}\n\n"
                                         "My question: how often does the cactus need watering?")])
    assert any("once a fortnight" in d.body for d in request.documents)


def test_a_paragraph_naming_the_model_task_between_notes_stays_instructions():
    text = PLANTS.replace("Please don't move it out of the sun, and keep the cat off the sill.",
                          "Please answer in one sentence and cite the note.")
    request = read_request([HumanMessage(f"From the owners, for the plant sitter:\n\n{text}\n\n"
                                         "My question: where is the watering can?")])
    assert not any("one sentence" in d.body for d in request.documents)


def test_notes_beside_cuts_at_labelled_parts():
    from course_lib.sim.request.unlabelled_prompt import notes_beside

    text = f"{KILN_TEXT}\n---\nMy question: who fires the kiln"
    q = text.index("My question")
    spans = notes_beside(text, [(q, len(text))])
    assert spans == [(0, len(KILN_TEXT))]
    assert notes_beside("Short remark here.\n\nMy question: why", [(20, 37)]) == []


@pytest.mark.parametrize("line, question", [
    ("Look through the page below and let me know when is the kiln fired", "when is the kiln fired"),
    ("Check these notes and tell me which studio", "which studio"),
    ("From this class info, find glaze price", "glaze price"),
    ("Subject: kiln day", "kiln day"),
    ("Hello there, one question - which studio? Here's what I have:", "which studio?"),
    ("Sorry to bug you - glaze price. Notes below.", "glaze price"),
    ("Good morning! Can you check something for me: who fires the kiln", "who fires the kiln"),
    ("so I've read this twice and I'm stuck on who fires the kiln?", "who fires the kiln?"),
    ("(What we'd like to know: glaze price)", "glaze price"),
    ("-> which studio are classes in", "which studio are classes in"),
    ("Hi - the meeting is at five.", ""),  # a statement after a greeting
    ("Tell me a joke", ""),  # no phrase asked of notes: a task
    ("Studio B is on the left.", ""),
])
def test_question_line_reads_more_leads_and_asked_phrases(line, question):
    assert question_line(line) == question


@pytest.mark.parametrize("text, question", [
    (f"**Notes**\n{POTTERY}\n\n**Question**\nglaze price", "glaze price"),
    (f"Subject: kiln day\n\n{POTTERY}", "kiln day"),
    (f"Could you look at this and tell me who fires the kiln\n{POTTERY}", "who fires the kiln"),
])
def test_split_reads_short_questions_and_instructions_on_the_notes_first_line(text, question):
    from course_lib.sim.request.reading import label_kind

    found = split(text, label_kind)
    assert found is not None and found.question == question
    assert "Agnieszka" in text[found.material_start : found.material_end]


def test_a_question_under_a_double_dash_is_no_signature():
    from langchain_core.messages import HumanMessage

    request = read_request([HumanMessage(f"{POTTERY}\n\n--\nQ from Ines: who fires the kiln")])
    assert request.question == "who fires the kiln" and request.documents
    signed = read_request([HumanMessage(f"Who fires the kiln?\n\n{POTTERY}\n\n--\nIrena Sokol\nStudio manager")])
    assert not any("Irena" in d.body for d in signed.documents)


@pytest.mark.parametrize("turns, question", [
    ([("human", f"Here are my notes:\n{POTTERY}"), ("ai", "Thanks."), ("human", "who fires the kiln")], "who fires the kiln"),
    ([("human", BOILER), ("ai", "Got it, ask away."), ("human", "gas safe number")], "gas safe number"),
    ([("system", "You help with documents."), ("human", POTTERY), ("human", "Which studio?")], "Which studio?"),
])
def test_notes_in_an_earlier_turn_are_the_documents(turns, question):
    from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

    roles = {"human": HumanMessage, "ai": AIMessage, "system": SystemMessage}
    request = read_request([roles[r](t) for r, t in turns])
    assert request.question == question and request.documents
    assert not request.history  # the notes are no earlier question


@pytest.mark.parametrize("turns", [
    [("human", "Who fires the kiln at the studio?"), ("ai", "Agnieszka."), ("human", "which day")],
    [("human", f"Context:\n{POTTERY}\n\nQuestion: who fires the kiln?"), ("ai", "Agnieszka."),
     ("human", "Tell me a story about a dragon who likes pottery and lives in a cave by the sea.")],
    [("human", f"Here are my notes:\n{POTTERY}"), ("ai", "Got it."), ("human", "what's 2+2")],
    [("human", POTTERY), ("ai", "Got it."), ("human", "summarise them")],
    [("human", POTTERY), ("ai", "Got it."), ("human", "thanks!")],
])
def test_no_earlier_notes_for_a_conversation(turns):
    from langchain_core.messages import AIMessage, HumanMessage

    roles = {"human": HumanMessage, "ai": AIMessage}
    assert read_request([roles[r](t) for r, t in turns]).documents == []


def test_a_pointer_after_the_question_does_not_read_as_a_task_on_the_notes():
    from course_lib.sim.request.reading import label_kind

    found = split(f"Sorry to bug you - who fires the kiln. Notes below.\n\n{POTTERY}", label_kind)
    assert found is not None and found.question.startswith("who fires the kiln")


@pytest.mark.parametrize("lines, want", [
    (["1. glaze price", "2. Who fires the kiln"], "glaze price? Who fires the kiln?"),
    (["- which studio?", "- when do classes start"], "which studio? when do classes start?"),
    (["1) Who serviced the boiler?", "2) what pressure was set?", "3) flue seal"], "Who serviced the boiler? what pressure was set? flue seal?"),
    (["- glazes", "- clay"], ""),  # a list of things, no question among them
    (["1. Clay is included.", "2. Who fires the kiln?"], ""),  # a statement in the list
    (["Who fires the kiln?"], ""),  # one line: no list
    (["1. Summarise the notes", "2. which studio"], ""),
])
def test_listed_questions(lines, want):
    from course_lib.sim.request.unlabelled_prompt import listed_questions

    assert listed_questions(lines) == want


def test_two_listed_questions_after_the_notes_are_both_asked():
    from course_lib.sim.request.reading import label_kind

    found = split(f"{POTTERY}\n\nTwo questions:\n1. glaze price\n2. who fires the kiln", label_kind)
    assert found is not None and found.question == "glaze price? who fires the kiln?"


@pytest.mark.parametrize("text", [
    f"{POTTERY}\n---\nMy question: summarise it in one line",
    f"{POTTERY}\n---\nOur ask: translate to French",
    f"{POTTERY}\n---\nWhat I need to know: is the tone formal",
])
def test_no_notes_beside_a_task_on_the_text(text):
    from langchain_core.messages import HumanMessage

    assert read_request([HumanMessage(text)]).documents == []


# (shapes3) A CSV whose first header cell is a word of instruction ("route,...", "check,...") is
# notes beside the question, not the prompt's own imperative sentence; "Route the question ..." is.
@pytest.mark.parametrize("block, read", [
    ("route,leaves,fare\nHolm-Ness,07:40,6.00\nNess-Holm,18:10,6.00", True),
    ("check,in,out\nroom 4,14:00,10:00\nroom 5,15:00,11:00", True),
    ("Route the question to the notes tool.\nUse web search otherwise.\nKeep it short please.", False),
])
def test_notes_beside_csv_with_instruction_word_header(block, read):
    from course_lib.sim.request.unlabelled_prompt import notes_beside

    text = f"Context information is below.\n-----\n{block}\n-----\nQuery: when does it leave\nAnswer:"
    q = text.index("Query:")
    spans = notes_beside(text, [(q, len(text))])
    assert bool(spans) is read


# --- an instruction on the answer's form before the question on its line (2026-12-04, from my
# probe templates_j: "Reply with just the answer, nothing else. <q>" was no question at all) ------

@pytest.mark.parametrize(("line", "question"), [
    ("Reply with just the answer, nothing else. how long does the crossing take", "how long does the crossing take"),
    ("Answer in one word: who runs the allotment shop", "who runs the allotment shop"),
    ("Please respond briefly. when is the bin collected", "when is the bin collected"),
    ("Answer only from the notes. what's the wifi password", "what's the wifi password"),
])
def test_an_answer_form_instruction_leads_into_the_question(line, question):
    from course_lib.sim.request.unlabelled_prompt import question_line

    assert question_line(line) == question


@pytest.mark.parametrize("line", ["Reply in French please", "Answer in full sentences."])
def test_an_answer_form_instruction_alone_asks_nothing(line):  # guards
    from course_lib.sim.request.unlabelled_prompt import question_line

    assert question_line(line) == ""
