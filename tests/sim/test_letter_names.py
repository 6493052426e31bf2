"""``course_lib.sim.words.letter_names``: a thing named by one capital letter after its noun ("plan B",
"produto K", "vitamin D") keeps its letter in a search query; a letter that is a word ("I") or
opens a sentence names nothing (issue 26, ports18). Table-driven on invented wordings, then
through the simulator's first search call."""

import pytest
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.words.letter_names import letter_names, with_letter_names

CASES = [
    ("How much does plan B cost per month?", [("plan", "B")]),
    ("Qual é o preço do produto K na loja?", [("produto", "K")]),
    ("Is vitamin D made in the skin?", [("vitamin", "D")]),
    ("Wie schwer ist Paket Q und Paket R?", [("Paket", "Q"), ("Paket", "R")]),
    ("So I asked twice already", []),
    ("Y ahora, ¿qué hago?", []),
    ("Model X-200 ships in May", []),  # a code, not a bare letter
    ("Compare the Q3 figures", []),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_letter_names(text, expected):
    assert letter_names(text) == expected


@pytest.mark.parametrize(("words", "text", "expected"), [
    (["price", "plan"], "What is the price of plan B?", ["price", "plan", "B"]),
    (["preço", "produto", "loja"], "Qual é o preço do produto K na loja?", ["preço", "produto", "K", "loja"]),
    (["opening", "hours"], "Opening hours of the shop?", ["opening", "hours"]),
])
def test_with_letter_names(words, text, expected):
    assert with_letter_names(words, text) == expected


@tool
def lookup_catalogue(query: str) -> str:
    """Look up a catalogue entry (prices, sizes) by the item's name."""
    return "no entry"


@tool
def buscar_catalogo(consulta: str) -> str:
    """Busca el precio de un modelo o producto del catálogo de la tienda."""
    return "nada"


@pytest.mark.parametrize(("question", "tool_", "letter"), [
    ("What is the price of plan B?", lookup_catalogue, "B"),
    ("How big is crate M in the catalogue?", lookup_catalogue, "M"),
    ("¿Cuál es el precio del modelo T en la tienda?", buscar_catalogo, "T"),
])
def test_the_search_query_keeps_the_letter(question, tool_, letter):
    llm = SimulatedChatModel().bind_tools([tool_])
    reply = llm.invoke([HumanMessage(content=question)])
    assert reply.tool_calls, reply
    words = next(iter(reply.tool_calls[0]["args"].values())).split()
    assert letter in words, reply.tool_calls
