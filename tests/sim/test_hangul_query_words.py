"""A search query is written in the question's words, never in the Hangul pieces words are
matched by (issue 26, the twenty-third batch of ports: after a fruitless search, an agent's next
query for "테디노트의 랭체인 튜토리얼에 대해서 알려줘" was "테디 디노 노트 트의 ..."). The helper
``text.whole_hangul_words`` and the agent's next query, on invented Korean questions (a museum's
closing day, a ferry's fare)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool

from course_lib import get_chat_model
from course_lib.sim.words.text import whole_hangul_words

WORD_CASES = [
    (["해양", "양박", "박물"], "부산 해양박물관의 휴관일", ["해양박물관의"]),
    (["부산", "휴관"], "부산 해양박물관의 휴관일", ["부산", "휴관일"]),
    (["ferry", "fare"], "ferry fare to Ulleungdo", ["ferry", "fare"]),
    (["울릉", "릉도", "fare"], "울릉도 fare", ["울릉도", "fare"]),
]


@pytest.mark.parametrize(("terms", "text", "expected"), WORD_CASES)
def test_whole_hangul_words(terms, text, expected):
    assert whole_hangul_words(terms, text) == expected


@tool
def archive_search(query: str) -> str:
    """Search the city archive's notices."""
    return ""


QUESTIONS = ["부산 해양박물관의 휴관일은 언제야", "울릉도 여객선 요금은 얼마인가요"]


@pytest.mark.parametrize("question", QUESTIONS)
def test_a_repeated_search_is_written_in_the_question_words(question):
    llm = get_chat_model("sim").bind_tools([archive_search])
    messages = [HumanMessage(question),
                AIMessage("", tool_calls=[{"name": "archive_search", "args": {"query": question}, "id": "c1"}]),
                ToolMessage("<document>시청 민원실은 평일 9시부터 18시까지 운영한다.</document>", tool_call_id="c1"),
                AIMessage(question + "?")]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.invoke(messages)
    words = set(question.split())
    for call in out.tool_calls:
        assert set(call["args"]["query"].split()) <= words, call["args"]
