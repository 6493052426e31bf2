"""``course_lib.sim.words.arithmetic``: "15% of 250" in other languages' words ("de", "von", "di") is
the same percentage, so the calculator gets ``0.15 * 250`` instead of the question going to a
search tool (issue 26, ports18). Invented wordings; English stays as it was."""

import pytest
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.words import arithmetic


@pytest.mark.parametrize(("question", "expression"), [
    ("¿Cuánto es el 12% de 3.400?", None),  # "3.400": a Spanish thousands dot, not read as 3400
    ("¿Cuánto es el 12% de 340?", "0.12 * 340"),
    ("Quanto é 8% de 1250?", "0.08 * 1250"),
    ("Was sind 30% von 90?", "0.3 * 90"),
    ("Quanto fa il 5% di 60?", "0.05 * 60"),
    ("What is 15% of 2,400?", "0.15 * 2400"),
])
def test_percent_of(question, expression):
    got = arithmetic.to_expression(question)
    if expression is None:
        assert got != "0.12 * 3.4", got  # never a silently wrong reading of "3.400"
    else:
        assert got == expression


@tool
def calculadora(expresion: str) -> str:
    """Evalúa una expresión matemática (+, -, *, /)."""
    return "0"


@tool
def buscar_info(consulta: str) -> str:
    """Busca información de la tienda (horarios, precios de productos)."""
    return "nada"


@pytest.mark.parametrize("question", ["¿Cuánto es el 12% de 340?", "Calcula el 30% de 90, por favor"])
def test_a_percentage_goes_to_the_calculator(question):
    reply = SimulatedChatModel().bind_tools([calculadora, buscar_info]).invoke([HumanMessage(content=question)])
    assert [c["name"] for c in reply.tool_calls] == ["calculadora"], reply.tool_calls
