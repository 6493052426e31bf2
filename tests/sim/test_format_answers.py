"""Answers read from record formats by their own readers (course_lib.sim.format_answers, issue 26):
the first reader that reads the documents makes the reply; an unsure reader is a stated documents
limit with its reason; other languages, no documents, or nothing read: no reply."""

from __future__ import annotations

import warnings
from types import SimpleNamespace

import pytest

from course_lib.sim import explain, format_answers
from course_lib.sim.reading import Document

_GRID = ("Ferry\n"
         "Northport    07:00   12:00   17:30\n"
         "Isle Quay    07:40   12:40   18:10\n")
_UFW = ("Status: active\n"
        "22/tcp        ALLOW       10.1.0.0/16\n"
        "443/tcp       ALLOW       Anywhere\n")


def _request(body: str, question: str, language: str = "en", sent: tuple[str, ...] = ()) -> SimpleNamespace:
    return SimpleNamespace(language=language, documents=[Document(None, "", body, 1, "notes")],
                           search_question=question, sent=sent)


def _cite(text: str, request) -> str:
    return text + " [cited]"


def _answer(request):
    with warnings.catch_warnings(record=True) as caught, explain.collecting() as record:
        warnings.simplefilter("always")
        reply = format_answers.answer(request, _cite)
    return reply, record, [str(w.message) for w in caught]


@pytest.mark.parametrize(
    ("body", "question", "start"),
    [(_GRID, "when does the 12:00 get to isle quay", "12:40"), (_UFW, "is https open to the internet", "Yes:"),
     (_UFW, "can i ssh in from 4g", "No:")],
)
def test_the_reader_that_reads_the_documents_makes_the_reply(body, question, start):
    reply, _, _ = _answer(_request(body, question))
    assert reply.startswith(start) and reply.endswith("[cited]"), reply


def test_an_unsure_reader_is_a_stated_documents_limit():
    reply, record, _ = _answer(_request(_GRID, "when does the 09:00 get to isle quay"))
    assert reply.startswith("The offline simulator can't read the timetable for this run")
    assert record["limit_kind"] == "documents" and "09:00" in record["limit"]


@pytest.mark.parametrize(
    "request_",
    [_request(_GRID, "when does the 12:00 get to isle quay", language="de"), _request("Just notes.", "who did it"),
     _request(_GRID, "how much is the fare"), SimpleNamespace(language="en", documents=[], search_question="x")],
)
def test_no_reply_when_nothing_is_read(request_):
    assert format_answers.answer(request_, _cite) is None
