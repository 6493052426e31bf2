"""Tools the question names by their own names (issue 26, ports10; ``sim/named_tools.py``).

LangGraph's "many tools" how-to binds one look-alike tool per company. "Compare 3M and Abbott in
2020." got the confused pick of look-alike tools, one call, and its year read from "3M"
(``3M(year=3)``, silently wrong). Now alike tools the question names by their own names are each
called, each reading the question without the others' names; a figure in the tool's own name is
no argument value; and the answer states every named tool's result.
Tools and questions are invented here (shops); every case fails on the code before.
"""

from __future__ import annotations

import warnings

from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import StructuredTool


def _shop_tool(shop: str):
    def sales(year: int) -> str:
        return f"{shop} sold {len(shop) * 100} units in {year}."

    return StructuredTool.from_function(sales, name=shop.replace(" ", "_"), description=f"Sales figures of {shop}")


SHOPS = [_shop_tool(s) for s in ("Harbor Books", "4Seasons", "Kestrel Bikes")]


def _invoke(messages):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().bind_tools(SHOPS).invoke(messages)


def test_a_figure_in_the_tools_own_name_is_no_argument():
    out = _invoke([HumanMessage("How did 4Seasons do in 2023?")])
    assert [(c["name"], c["args"]) for c in out.tool_calls] == [("4Seasons", {"year": 2023})]


def test_each_named_tool_is_called_and_answered():
    from course_lib.sim.request.reading import ToolSpec
    from course_lib.sim.tools.named_tools import named, question_for

    question = "Compare Harbor Books and 4Seasons in 2023."
    out = _invoke([HumanMessage(question)])
    assert sorted((c["name"], c["args"]["year"]) for c in out.tool_calls) == [("4Seasons", 2023), ("Harbor_Books", 2023)]
    results = [ToolMessage(t.invoke(c["args"]), tool_call_id=c["id"]) for c in out.tool_calls
               for t in SHOPS if t.name == c["name"]]
    answer = _invoke([HumanMessage(question), out, *results])
    assert "1200 units" in answer.content and "800 units" in answer.content and not answer.tool_calls
    specs = [ToolSpec(t.name, t.description, {"properties": {"year": {"type": "integer"}}}) for t in SHOPS]
    assert [t.name for t in named(question, specs)] == ["Harbor_Books", "4Seasons"]
    assert "4Seasons" not in question_for(question, specs[0], specs[:2])
    assert isinstance(out, AIMessage)
