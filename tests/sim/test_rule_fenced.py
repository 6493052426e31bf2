"""Material fenced by rule lines inside a draft reply's block (``rule_fenced``, read by
``reading.parse_message``; issue 26). Prompts invented here in the shape of LlamaIndex's refine
prompt, none from a set or a probe."""
import pytest

from course_lib.sim.request.reading import parse_message
from course_lib.sim.request.rule_fenced import block

_NOTES = "The bakery opens at 07:00 on Sundays.\nSourdough loaves cost 4.20 each."


@pytest.mark.parametrize("text, inner", [
    (f"intro\n-----\n{_NOTES}\n-----\nafter", _NOTES),
    (f"intro\n=====\n{_NOTES}\n=====\n", _NOTES),
    ("intro\n-----\nshort\n-----\nafter", None),  # too little between the rules
    (f"intro\n-----\n{_NOTES}\nno closing rule", None),
])
def test_block(text, inner):
    found = block(text, 0, len(text))
    if inner is None:
        assert found is None
    else:
        assert found is not None and text[found[1]:found[2]] == inner


@pytest.mark.parametrize("rule", ["------------", "========"])
def test_refine_prompt_reads_the_new_context_as_documents(rule):
    prompt = (f"The original query is as follows: when does the bakery open on sundays\nWe have provided an existing "
              f"answer: The first page does not say.\nWe have the opportunity to refine the existing answer (only if "
              f"needed) with some more context below.\n{rule}\n{_NOTES}\n{rule}\nGiven the new context, refine the "
              f"original answer to better answer the query. If the context isn't useful, return the original answer.\n"
              f"Refined Answer: ")
    parsed = parse_message(prompt)
    assert parsed.first("question").value == "when does the bakery open on sundays"
    assert any("07:00" in d.body for d in parsed.documents)
    draft = parsed.first("generation")
    assert draft is not None and "07:00" not in draft.value


def test_a_draft_without_rules_is_left_alone():
    prompt = "Question: when does the bakery open?\nDraft answer: It opens at 07:00.\nIs the draft grounded?"
    parsed = parse_message(prompt)
    assert parsed.first("generation").value.startswith("It opens at 07:00.")
    assert not parsed.documents


# (shapes3) a docs block whose every line is indented alike, the first too (Haystack's rendered
# "{% for doc in documents %}    {{ doc.content }}{% endfor %}"): read dedented; a code block whose
# first line is not indented keeps its indentation.
@pytest.mark.parametrize("prompt, want", [
    ("Context:\n\n    Pool rules\n    Swim caps are required.\n\n    Lanes close at 21:00.\n\nQuestion: when do lanes close\nAnswer:",
     "Pool rules\nSwim caps are required.\n\nLanes close at 21:00."),
    ("Context:\ndef close(lane):\n    return '21:00'\n\nQuestion: when do lanes close", "def close(lane):\n    return '21:00'"),
])
def test_indented_docs_block(prompt, want):
    parsed = parse_message(prompt)
    assert parsed.documents[0].body == want


def test_a_whole_prompt_indented_in_its_source_keeps_its_lines():
    # (shapes3) the label indented as deep as its block: a template indented in its source file,
    # not a loop's indented documents (a ported Portuguese title prompt's shape)
    prompt = "    NOTES:\n    Rooms open at 9.\n\n    RULES:\n    1. Be brief."
    assert parse_message(prompt).documents[0].body.endswith("    RULES:\n    1. Be brief.")


def test_an_answer_graders_fenced_draft_stays_the_draft():
    prompt = ("You are a grader.\nHere is the answer:\n -------\nThe bakery opens at 07:00 on Sundays.\n -------\n"
              "Here is the question: when does the bakery open\nGive a binary score 'yes' or 'no'.")
    parsed = parse_message(prompt)
    assert not parsed.documents
    assert "07:00" in parsed.first("generation").value


# --- material after an instruction's rule (2026-12-04; LangChain's RetrievalQA chat prompt) -------

from langchain_core.messages import HumanMessage, SystemMessage  # noqa: E402

from course_lib.sim import SimulatedChatModel  # noqa: E402
from course_lib.sim.request.rule_fenced import after_rule  # noqa: E402

_CLUB_NOTES = """Marlow Rowing Club
Junior sessions run on Saturdays from 8:30 to 10:00.
Adult beginners' course: six Tuesday evenings, £95.
"""


@pytest.mark.parametrize("system", [
    "Use the following pieces of context to answer the user's question. \nIf you don't know the answer, just "
    "say that you don't know, don't try to make up an answer.\n----------------\n" + _CLUB_NOTES,
    "You are a club helper. Answer from the notes below.\n=====\n" + _CLUB_NOTES,
    "Use the retrieved information that follows to reply.\n***\n" + _CLUB_NOTES,
])
def test_material_after_the_rule_is_read(system):
    found = after_rule(system)
    assert found is not None and system[found[0]:found[1]].startswith("Marlow Rowing Club")
    out = SimulatedChatModel().invoke([SystemMessage(system), HumanMessage("how much is the adult beginners course")])
    assert "£95" in out.content and not out.response_metadata.get("simulator_limit"), out.content


@pytest.mark.parametrize("system", [
    "You are a rowing coach.\n----------------\nBe brief and friendly.",  # no pointer, little text
    "Use the following pieces of context.\n---\n" + _CLUB_NOTES + "---\nThen answer.",  # fenced: block()'s
])
def test_no_material_after_a_rule(system):  # guards
    assert after_rule(system) is None
