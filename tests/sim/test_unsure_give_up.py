"""``course_lib.sim.responders.word_for_word.unsure_give_up``: giving up ("I don't know") on tool results that
share a word with a question in a language matched only word for word states a limit (the answer
may be there in other words); English questions keep the plain "I don't know" (issue 26, ports18; results that share
no word with the question now state their own limit, ``unshared_results``, ports21). Table-driven, then through a search
loop the simulator runs to the end."""

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.reports import limits
from course_lib.sim.responders import word_for_word


@pytest.fixture
def stated(monkeypatch):
    said: list[str] = []
    monkeypatch.setattr(limits, "state", lambda cannot, why, real, **_: said.append(why) or why)
    return said


CASES = [
    ("¿A qué hora cierra la biblioteca municipal?", "La biblioteca municipal abre de 8:00 a 20:00.", True),
    ("Wann öffnet das Hallenbad am Sonntag?", "Das Hallenbad ist sonntags von 9 bis 17 Uhr geöffnet.", True),
    ("¿A qué hora cierra la biblioteca municipal?", "El parque zoológico tiene nuevos pingüinos.", False),
    ("When does the municipal library close?", "The municipal library opens from 8:00 to 20:00.", False),
    ("¿Horario?", "La biblioteca abre a las 8:00.", False),
    ("¿A qué hora cierra la biblioteca municipal?", "", False),
]


@pytest.mark.parametrize(("question", "results", "expected"), CASES)
def test_unsure_give_up(question, results, expected, stated):
    out = word_for_word.unsure_give_up(question, results)
    assert bool(out) is expected
    assert bool(stated) is expected


@tool
def search_knowledge(query: str) -> str:
    """Busca información en la base de conocimiento del centro deportivo."""
    return ""


def _after_four_searches(question: str, result: str):
    """The fourth search's result in: the agent's cap on searches makes it answer or give up."""
    queries = ("horario farmacia", "farmacia", "horario", "farmacia central")
    calls = [AIMessage(content="", tool_calls=[{"name": "search_knowledge", "args": {"query": q}, "id": f"c{i}"}])
             for i, q in enumerate(queries)]
    messages = [HumanMessage(content=question)]
    for i, call in enumerate(calls):
        messages += [call, ToolMessage(content=result, tool_call_id=f"c{i}")]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().bind_tools([search_knowledge]).invoke(messages)


def test_a_spanish_give_up_over_results_on_the_subject_is_a_limit():
    reply = _after_four_searches("¿Cuál es el horario de la farmacia?",
                                 "La farmacia abre de 8:30 a 21:00, de lunes a sábado")
    assert not reply.tool_calls
    assert reply.response_metadata.get("simulator_limit"), reply.content
    assert "I don't know" not in reply.content


def test_an_english_give_up_stays_plain():
    # results on the subject that do not answer (ports21: results sharing no word at all with
    # the question now state a limit, ``unshared_results``; see tests/sim/test_unshared_results.py)
    reply = _after_four_searches("What are the opening hours of the pharmacy?",
                                 "The pharmacy's manager is Ana Ruiz.")
    assert not reply.response_metadata.get("simulator_limit"), reply.content
