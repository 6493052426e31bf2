"""``course_lib.sim.request.example_questions``: a prompt whose worked examples hold questions asks its last
one (issue 26, ports16). Direct tests of ``asked`` over parsed messages, and the rewrite a prompt
with examples gets: the question under its final label, never the first example's. Invented
wordings; the guards are prompts with one question or no example cue."""

import warnings

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.request import example_questions
from course_lib.sim.request.reading import parse_message

WITH_EXAMPLES = [
    ("Turn the question into a better search query.\n\n## Examples\n\nInput: \"How tall is the Eiffel Tower?\"\n"
     "Output: \"Eiffel Tower height\"\n\nInput: \"Who painted the Night Watch?\"\nOutput: \"Night Watch painter\"\n\n"
     "## The question to improve:\nWhen does the Kessick ferry leave on Sundays?\n",
     "When does the Kessick ferry leave on Sundays?"),
    ("Rewrite the query for a vector store. For example:\nQuestion: what is rag\nRewritten: What is "
     "retrieval-augmented generation?\n\nNow the real one.\n\n# Here is the user query to rewrite:\n"
     "best soil for blueberries in pots\n",
     "best soil for blueberries in pots"),
    ("질문을 검색에 맞게 다시 써 주세요.\n\n# 예시\n**Input**: \"파이썬 설치 방법\"\n**Output**: \"파이썬 설치 절차\"\n\n"
     "# Here is the original question:\n오르순 시립도서관 개관 시간\n",
     "오르순 시립도서관 개관 시간"),
]


@pytest.mark.parametrize(("prompt", "question"), WITH_EXAMPLES)
def test_the_last_question_is_the_one_asked(prompt, question):
    parsed = parse_message(prompt)
    assert example_questions.asked(parsed.text, parsed.sections) == question


GUARDS = [
    "Question: When does the Kessick ferry leave?\nAnswer:",  # one question, no examples
    "Answer the question from the notes.\nQuestion: How many docks?\nNotes: The station has 12 docks.",
]


@pytest.mark.parametrize("prompt", GUARDS)
def test_no_examples_no_choice(prompt):
    parsed = parse_message(prompt)
    assert example_questions.asked(parsed.text, parsed.sections) is None


@pytest.mark.parametrize(("prompt", "question"), WITH_EXAMPLES)
def test_the_rewrite_is_of_the_question_asked(prompt, question):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reply = SimulatedChatModel().invoke(prompt)
    text = reply.content.lower()
    assert "eiffel" not in text and "night watch" not in text and "파이썬" not in text and "rag" not in text.split()
    assert any(w.lower() in text for w in question.split() if len(w) > 4) or reply.response_metadata.get("simulator_limit")


def test_a_korean_rewrite_keeps_its_words_whole():
    from course_lib.sim.request.planning import rewrite_query
    from course_lib.sim.words.knowledge import Knowledge

    query = rewrite_query("오르순 시립도서관 개관 시간", Knowledge.load())
    assert "오르순" in query.split() and "시립도서관" in query.split()
