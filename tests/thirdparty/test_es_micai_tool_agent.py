# ruff: noqa: E501, RUF001, RUF003, UP035
"""Port: a Spanish LangGraph tutorial's first agent (MICAI 2025 tutorial, exercise 1.2, "Agente
Básico Autónomo con Herramientas"): a hand-built ReAct loop (``agent`` <-> ``ToolNode``) with a
Spanish system prompt and two tools: ``calculator`` (an expression string, with its own
"X% of Y" form) and ``search_knowledge`` (a small store knowledge base matched by substring).

Source: github.com/DSInteg/micai2025-langgraph-tutorial,
ejercicios/modulo_1/ejercicio_1_2_agente_basico/solution.py @71fedb89bc48f847737207517fed89bed72f5f82.
Kept verbatim: ``AgentState``, both tools (docstrings and bodies; ``eval`` on the expression is
the program's own), ``SYSTEM_PROMPT``, ``agent_node`` (the system prompt added before the first
message only), ``should_continue``, ``build_graph`` and the tutorial's four queries. Swapped:
``ChatOpenAI(model="gpt-4o-mini", temperature=0)`` -> the simulator; the prints and ``input()``
-> none. Invented: three more queries.

Oracles (written before the first run), per model call:
- a tool call: the tool the step needs with an argument that gives the right value (a
  ``calculator`` expression that evaluates to the step's number, ``search_knowledge`` with a query
  holding the key the program matches);
- the final answer: the expected number or fact, in Spanish, no raw reprs; for a product the base
  lacks, says it was not found;
- or a stated limit (no call, or a reply that says so).
(Corrected after the first run: a bare worked expression, "0.15 * 250 = 37.5", is in no language
and counts as Spanish.)
"""

from __future__ import annotations

import re
import warnings
from typing import Annotated, Literal, Sequence

import pytest
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.graph import END, StateGraph
from langgraph.graph.message import add_messages
from langgraph.prebuilt import ToolNode

from tests.thirdparty._support import RECURSION_LIMIT, REFUSAL, CallLog, sim_llm
from tests.thirdparty._verdict import verdict

# --- the program -----------------------------------------------------------------------------------


class AgentState(dict):
    """Estado del agente con historial de mensajes."""
    messages: Annotated[Sequence[BaseMessage], add_messages]


@tool
def calculator(expression: str) -> str:
    """
    Calcula expresiones matemáticas simples.

    El decorator @tool convierte una función Python en una herramienta que:
    1. El LLM puede descubrir y entender
    2. Tiene un esquema JSON automático basado en los type hints
    3. Incluye la docstring como descripción para el LLM

    Esta herramienta puede evaluar:
    - Operaciones básicas: +, -, *, /
    - Porcentajes: "15% of 250"
    - Potencias: 2**3
    - Paréntesis para precedencia

    Args:
        expression: Expresión matemática como string (ej: "2 + 2", "15% of 250")

    Returns:
        Resultado del cálculo como string

    Ejemplos:
        calculator("2 + 2") → "4"
        calculator("15% of 250") → "37.5"
        calculator("(10 + 5) * 2") → "30"
    """
    try:
        # Manejar porcentajes: "X% of Y" → (X/100) * Y
        if "%" in expression and "of" in expression:
            parts = expression.replace("%", "").split("of")
            if len(parts) == 2:
                percent = float(parts[0].strip())
                number = float(parts[1].strip())
                result = (percent / 100) * number
                return str(result)

        # Evaluar expresión matemática
        # NOTA: En producción, usar una librería más segura que eval()
        # como simpleeval o crear un parser propio
        result = eval(expression)  # noqa: S307 (the program's own)
        return str(result)
    except Exception as e:
        return f"Error al calcular: {str(e)}"


@tool
def search_knowledge(query: str) -> str:
    """
    Busca información en una base de conocimiento simulada.

    Esta es una simulación simple de una base de datos.
    En un sistema real, esto podría:
    - Consultar una base de datos SQL
    - Buscar en documentos con RAG (Retrieval-Augmented Generation)
    - Llamar a una API externa
    - Consultar un vector store

    Args:
        query: Consulta de búsqueda (ej: "precio producto X")

    Returns:
        Información encontrada o mensaje de no encontrado

    Ejemplos:
        search_knowledge("precio producto X") → "El precio del producto X es $120"
        search_knowledge("horario tienda") → "La tienda abre de 9:00 a 18:00"
    """
    knowledge_base = {
        "producto x": "El precio del producto X es $120",
        "producto y": "El precio del producto Y es $85",
        "producto z": "El precio del producto Z es $200",
        "horario": "La tienda abre de 9:00 a 18:00, de lunes a sábado",
        "envío": "El envío es gratuito para compras superiores a $100",
        "garantía": "Todos los productos tienen garantía de 1 año",
        "devoluciones": "Aceptamos devoluciones dentro de los 30 días",
    }

    query_lower = query.lower()
    for key, value in knowledge_base.items():
        if key in query_lower:
            return value

    return f"No se encontró información sobre: {query}"


tools = [calculator, search_knowledge]

SYSTEM_PROMPT = """Eres un asistente útil que puede realizar cálculos y buscar información.

Tienes acceso a las siguientes herramientas:
- calculator: Para realizar cálculos matemáticos
- search_knowledge: Para buscar información en la base de conocimiento

Cuando recibas una pregunta:
1. Piensa qué información necesitas
2. Usa las herramientas apropiadas
3. Una vez que tengas toda la información, proporciona una respuesta clara

Siempre explica tu razonamiento brevemente."""


def build_graph(llm):
    llm_with_tools = llm.bind_tools(tools)

    def agent_node(state: AgentState) -> dict:
        messages = state["messages"]
        if len(messages) == 1:
            messages = [SystemMessage(content=SYSTEM_PROMPT)] + list(messages)
        response = llm_with_tools.invoke(messages)
        return {"messages": [response]}

    def should_continue(state: AgentState) -> Literal["continue", "end"]:
        last_message = state["messages"][-1]
        if hasattr(last_message, "tool_calls") and len(last_message.tool_calls) > 0:
            return "continue"
        else:
            return "end"

    workflow = StateGraph(AgentState)
    tool_node = ToolNode(tools=tools)
    workflow.add_node("agent", agent_node)
    workflow.add_node("tools", tool_node)
    workflow.set_entry_point("agent")
    workflow.add_conditional_edges(
        "agent",
        should_continue,
        {
            "continue": "tools",
            "end": END
        }
    )
    workflow.add_edge("tools", "agent")
    return workflow.compile()


# --- inputs and oracles -------------------------------------------------------------------------------

# query -> the facts the final answer must hold (each a tuple of alternatives); None: not found
QUERIES = {
    "percent": ("¿Cuánto es 15% de 250?", [("37.5", "37,5")]),
    "price": ("¿Cuál es el precio del producto X?", [("120",)]),
    "percent_plus_price": ("Calcula el 20% de 450 y súmale el precio del producto Y", [("175",)]),
    "hours": ("¿Cuál es el horario de la tienda?", [("9:00",), ("18:00",)]),
    # invented
    "returns": ("¿Cuántos días tengo para hacer una devolución?", [("30",)]),
    "times": ("Si compro 3 unidades del producto Z, ¿cuánto pago en total?", [("600",)]),
    "missing": ("¿Cuál es el precio del producto W?", None),
}

_SPANISH = re.compile(r"\b(el|la|es|de|del|los|las|un|una|precio|resultado|total|días|tienda)\b", re.I)
_NOT_FOUND = re.compile(r"no (?:se )?(?:encontr|encuentr|hay|tengo|dispon)|no figura|no aparece|desconozco|no sé", re.I)
_DUMP = ("tool_call", "ToolMessage(", "{'", "[{")


def _numbers(text: str) -> list[float]:
    return [float(n.replace(",", "")) for n in re.findall(r"\d+(?:,\d{3})*(?:\.\d+)?", text)]


def _value_of(expression: str):
    try:
        return float(calculator.invoke({"expression": expression}))
    except (ValueError, TypeError):
        return None


# the numbers a calculator step of each query may compute (the operands' combinations on the way)
STEP_VALUES = {"percent": {37.5}, "percent_plus_price": {90.0, 175.0}, "times": {600.0}}

_STEP_KEYS = ("producto x", "producto y", "producto z", "horario", "envío", "garantía", "devoluciones")


def rows_query(model, name):
    query, facts = QUERIES[name]
    log = CallLog()
    app = build_graph(model)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            final = app.invoke({"messages": [HumanMessage(content=query)]}, {"recursion_limit": RECURSION_LIMIT, "callbacks": [log]})
            messages = final["messages"]
        except Exception as exc:  # recursion limit
            return [(f"{name} run", "limit" if log.limits() else "wrong", f"{type(exc).__name__}: {exc}"[:200])]
    rows = []
    ai = [m for m in messages if isinstance(m, AIMessage)]
    tool_results = {m.tool_call_id: m.content for m in messages if isinstance(m, ToolMessage)}
    for i, (msg, call) in enumerate(zip(ai, log.calls, strict=True)):
        if msg.tool_calls:
            oks = []
            for c in msg.tool_calls:
                if c["name"] == "calculator":
                    value = _value_of(str(c["args"].get("expression", "")))
                    oks.append(value is not None and any(abs(value - v) < 1e-6 for v in STEP_VALUES.get(name, ())))
                elif c["name"] == "search_knowledge":
                    q = str(c["args"].get("query", "")).lower()
                    wanted = [k for k in _STEP_KEYS if k in query.lower() or k.split()[-1] in query.lower()]
                    oks.append((any(k in q for k in wanted) if wanted else True) and "No se encontró" not in tool_results.get(c["id"], "") or name == "missing")
                else:
                    oks.append(False)
            text = "; ".join(f"{c['name']}({c['args']})" for c in msg.tool_calls)
            rows.append((f"{name} #{i + 1} tool call", verdict(msg, all(oks), call["limit"]), text[:200]))
        else:
            text = msg.text
            if facts is None:
                ok = bool(_NOT_FOUND.search(text) or REFUSAL.search(text))
            else:
                ok = all(any(a in text for a in fact) for fact in facts)
            # in Spanish, or in no language at all (a bare "0.15 * 250 = 37.5")
            worded = bool(re.search(r"[^\W\d_]{3,}", text))
            ok = ok and (bool(_SPANISH.search(text)) or not worded) and not any(d in text for d in _DUMP)
            rows.append((f"{name} #{i + 1} answer", verdict(msg, ok, call["limit"]), text[:200]))
    return rows


SCENARIOS = {f"query_{n}": (lambda m, n=n: rows_query(m, n)) for n in QUERIES}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {
    'query_percent_plus_price': "after calculator('0.2 * 450') the answer is '0.2 * 450 = 90.0': 'y súmale el precio del producto Y' dropped (a partial plan answered as the whole)",
    'query_returns': "search_knowledge('días tengo para hacer una devolución') misses the base's 'devoluciones'; the answer relays the not-found",
    'query_times': "after the product Z's price, a second search ('200 Si compro 3 unidades pago en total') instead of 3 x 200, and an answer relaying both results",
}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


_IDEAL = {
    "¿Cuánto es 15% de 250?": [("calculator", {"expression": "15% of 250"}), "El 15% de 250 es 37.5."],
    "¿Cuál es el precio del producto X?": [("search_knowledge", {"query": "precio producto X"}), "El precio del producto X es $120."],
    "Calcula el 20% de 450 y súmale el precio del producto Y": [("calculator", {"expression": "20% of 450"}), ("search_knowledge", {"query": "precio producto Y"}), ("calculator", {"expression": "90 + 85"}), "El resultado es 175."],
    "¿Cuál es el horario de la tienda?": [("search_knowledge", {"query": "horario tienda"}), "La tienda abre de 9:00 a 18:00."],
    "¿Cuántos días tengo para hacer una devolución?": [("search_knowledge", {"query": "devoluciones"}), "Tienes 30 días para la devolución."],
    "Si compro 3 unidades del producto Z, ¿cuánto pago en total?": [("search_knowledge", {"query": "precio producto Z"}), ("calculator", {"expression": "3 * 200"}), "El total es 600."],
    "¿Cuál es el precio del producto W?": [("search_knowledge", {"query": "precio producto W"}), "No se encontró información sobre el producto W."],
}


def _ideal_script(prompt_text, _schema, _tools):
    text = str(prompt_text)
    query = next(q for q in _IDEAL if q in text)
    step = _IDEAL[query][text.count("\ntool: ")]
    if isinstance(step, tuple):
        return AIMessage(content="", tool_calls=[{"name": step[0], "args": step[1], "id": f"call_{text.count(chr(10))}"}])
    return step


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    rows = scenarios(ScriptedChatModel(script=_ideal_script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
