"""The question typed after a prompt's documents with no label (``question_after_documents``, read
by ``reading.parse_message``; issue 26). Documents and questions invented here, none from a set or
a probe."""
import pytest

from course_lib.sim.request.question_after_documents import trailing
from course_lib.sim.request.reading import extract_question, parse_message

_BODY = "The swimming pool opens at 06:30. The locker code is 4471. Towels cost 2 euros."


@pytest.mark.parametrize("tail, want", [
    ("Which locker code do I use?", "Which locker code do I use?"),
    ("Using the sources, when does the pool open", "when does the pool open"),
    ("locker code", "locker code"),  # a bare phrase the documents name
    ("towel price\nAnswer:", "towel price"),  # the reply slot left out
    ("Kind regards", None),  # a sign-off names nothing the documents name
    ("The sauna is closed on Mondays.", None),  # a statement, not a question
    ("Summarise these.", None),  # another task on the material
])
def test_trailing(tail, want):
    text = f"[1] {_BODY}\n\n{tail}"
    found = trailing(text, 0, _BODY)
    if want is None:
        assert found is None
    else:
        assert found is not None and found[0] == want
        assert text[found[1]:].startswith(tail.split("\n")[0].strip()[:6])


def test_no_blank_line_no_question():
    # a document's own last line, not set apart: no question taken from it
    assert trailing("[1] Opening times\nwhen does the pool open", 0, _BODY) is None


@pytest.mark.parametrize("prompt, question", [
    ("Sources:\n[1] The pool opens at 06:30 on weekdays.\n[2] The locker code is 4471.\n\nUsing the sources, what is the locker code?",
     "what is the locker code?"),
    ("Source 1 (leisure.pdf, p. 2):\nThe pool opens at 06:30 on weekdays.\n\nSource 2 (leisure.pdf, p. 5):\nThe locker code is 4471.\n\nlocker code",
     "locker code"),
    ("Document 1: The pool opens at 06:30 on weekdays.\nDocument 2: The locker code is 4471.\n\nWhen does the pool open?",
     "When does the pool open?"),
])
def test_read_after_numbered_documents(prompt, question):
    parsed = parse_message(prompt)
    assert extract_question(prompt) == question
    assert parsed.documents and not any(d.body.endswith(question) for d in parsed.documents)
    assert any("4471" in d.body for d in parsed.documents)


def test_documents_without_question_stay_without():
    prompt = "[1] The pool opens at 06:30 on weekdays.\n[2] The locker code is 4471."
    assert parse_message(prompt).first("question") is None


# --- a "Q:" line under an instruction below the notes is the question (merger, 2026-12-04, from
# my probe templates_j: the instruction's tail "and cite the source number" was read instead) ----

@pytest.mark.parametrize("prompt", [
    "Sources:\n[1] Hall hire is £40 an hour; the kitchen adds £15.\nAnswer the question and cite the source number.\n"
    "Q: how much is the kitchen",
    "Notes:\nHall hire is £40 an hour; the kitchen adds £15.\nReply briefly.\nQ: how much is the kitchen",  # guard
    "Context:\nHall hire is £40 an hour; the kitchen adds £15.\nBe concise and cite sources.\nQuery: how much is the kitchen",  # guard
])
def test_a_q_line_under_an_instruction_is_the_question(prompt):
    from course_lib.sim.request.reading import parse_message

    assert parse_message(prompt).first("question").value == "how much is the kitchen"
