# ruff: noqa: UP006, UP035, RUF001
"""Port: LangGraph's "Reasoning without Observation" (ReWOO) tutorial.

Source: github.com/langchain-ai/langgraph, docs/docs/tutorials/rewoo/rewoo.ipynb at commit
c60b06cdbd86619b629607c35c9cf96f15fc6d6e (MIT licence).

Kept verbatim: ReWOO (the state), the planner prompt with its Thomas/Toby/Rebecca example, the
plan regex, get_plan, _get_current_task, tool_execution (Google -> search, LLM -> the model),
the solve prompt and node, _route and the graph.
Swapped: ``ChatOpenAI(model="gpt-4o")`` -> the simulator; ``TavilySearchResults()`` ->
``FakeWebSearch`` over an invented snapshot; the task (the 2024 Australian Open) -> the same
two-hop shape on an invented race. LangGraph's default recursion limit (25) caps the loop.
"""

import re
from typing import List

import pytest
from langchain_core.messages import AIMessage
from typing_extensions import TypedDict

from tests.thirdparty._support import CallLog, FakeWebSearch, queued, sim_llm, stated_limit
from tests.thirdparty.test_langgraph_plan_and_execute import SNAPSHOT


class ReWOO(TypedDict):
    task: str
    plan_string: str
    steps: List
    results: dict
    result: str


prompt = """For the following task, make plans that can solve the problem step by step. For each plan, indicate \
which external tool together with tool input to retrieve evidence. You can store the evidence into a \
variable #E that can be called by later tools. (Plan, #E1, Plan, #E2, Plan, ...)

Tools can be one of the following:
(1) Google[input]: Worker that searches results from Google. Useful when you need to find short
and succinct answers about a specific topic. The input should be a search query.
(2) LLM[input]: A pretrained LLM like yourself. Useful when you need to act with general
world knowledge and common sense. Prioritize it when you are confident in solving the problem
yourself. Input can be any instruction.

For example,
Task: Thomas, Toby, and Rebecca worked a total of 157 hours in one week. Thomas worked x
hours. Toby worked 10 hours less than twice what Thomas worked, and Rebecca worked 8 hours
less than Toby. How many hours did Rebecca work?
Plan: Given Thomas worked x hours, translate the problem into algebraic expressions and solve
with Wolfram Alpha. #E1 = WolframAlpha[Solve x + (2x − 10) + ((2x − 10) − 8) = 157]
Plan: Find out the number of hours Thomas worked. #E2 = LLM[What is x, given #E1]
Plan: Calculate the number of hours Rebecca worked. #E3 = Calculator[(2 ∗ #E2 − 10) − 8]

Begin! 
Describe your plans with rich details. Each Plan should be followed by only one #E.

Task: {task}"""  # noqa: W291

solve_prompt = """Solve the following task or problem. To solve the problem, we have made step-by-step Plan and \
retrieved corresponding Evidence to each Plan. Use them with caution since long evidence might \
contain irrelevant information.

{plan}

Now solve the question or task according to provided Evidence above. Respond with the answer
directly with no extra words.

Task: {task}
Response:"""


def build(model, search):
    from langchain_core.prompts import ChatPromptTemplate

    # Regex to match expressions of the form E#... = ...[...]
    regex_pattern = r"Plan:\s*(.+)\s*(#E\d+)\s*=\s*(\w+)\s*\[([^\]]+)\]"
    prompt_template = ChatPromptTemplate.from_messages([("user", prompt)])
    planner = prompt_template | model

    def get_plan(state: ReWOO):
        task = state["task"]
        result = planner.invoke({"task": task})
        # Find all matches in the sample text
        matches = re.findall(regex_pattern, result.content)
        return {"steps": matches, "plan_string": result.content}

    def _get_current_task(state: ReWOO):
        if "results" not in state or state["results"] is None:
            return 1
        if len(state["results"]) == len(state["steps"]):
            return None
        else:
            return len(state["results"]) + 1

    def tool_execution(state: ReWOO):
        """Worker node that executes the tools of a given plan."""
        _step = _get_current_task(state)
        _, step_name, tool, tool_input = state["steps"][_step - 1]
        _results = (state["results"] or {}) if "results" in state else {}
        for k, v in _results.items():
            tool_input = tool_input.replace(k, v)
        if tool == "Google":
            result = search.invoke(tool_input)
        elif tool == "LLM":
            result = model.invoke(tool_input)
        else:
            raise ValueError
        _results[step_name] = str(result)
        return {"results": _results}

    def solve(state: ReWOO):
        plan = ""
        for _plan, step_name, tool, tool_input in state["steps"]:
            _results = (state["results"] or {}) if "results" in state else {}
            for k, v in _results.items():
                tool_input = tool_input.replace(k, v)
                step_name = step_name.replace(k, v)
            plan += f"Plan: {_plan}\n{step_name} = {tool}[{tool_input}]"
        prompt = solve_prompt.format(plan=plan, task=state["task"])
        result = model.invoke(prompt)
        return {"result": result.content}

    def _route(state):
        _step = _get_current_task(state)
        if _step is None:
            # We have executed all tasks
            return "solve"
        else:
            # We are still executing tasks, loop back to the "tool" node
            return "tool"

    from langgraph.graph import END, START, StateGraph

    graph = StateGraph(ReWOO)
    graph.add_node("plan", get_plan)
    graph.add_node("tool", tool_execution)
    graph.add_node("solve", solve)
    graph.add_edge("plan", "tool")
    graph.add_edge("solve", END)
    graph.add_conditional_edges("tool", _route)
    graph.add_edge(START, "plan")
    return graph.compile()


TASK = "what is the exact hometown of the 2031 Lakeside Marathon winner"


def run(app, task, log):
    out = {}
    for s in app.stream({"task": task}, {"recursion_limit": 25, "callbacks": [log]}):
        out.update(s)
    return out


def test_plan_has_the_format_the_program_parses_or_states_a_limit():
    model, search, log = sim_llm(), FakeWebSearch(results=SNAPSHOT, k=3), CallLog()
    app = build(model, search)
    plan = app.get_graph()  # noqa: F841  (the graph compiles)
    try:
        out = run(app, TASK, log)
    except IndexError:
        # the plan had no "Plan: ... #E1 = Tool[input]" line: the program cannot go on
        assert log.calls and log.calls[0]["limit"], (
            f"the plan has none of the example's lines and states no limit: {log.calls[0]['text'][:300]!r}")
        return
    steps = out["plan"]["steps"]
    assert steps, out
    for _plan, _name, tool, tool_input in steps:
        assert tool in ("Google", "LLM"), f"a tool the prompt does not offer: {tool}"
        assert "Thomas" not in tool_input and "157" not in tool_input, f"copied the example: {tool_input!r}"
    answer = out["solve"]["result"]
    assert "Tarrow Bay" in answer or stated_limit(answer), answer


@pytest.mark.parametrize("task", ["Who won the 2031 Glass Cup tennis final, and where was she born?"])
def test_another_task_plans_or_states_a_limit(task):
    model, search, log = sim_llm(), FakeWebSearch(results=SNAPSHOT, k=3), CallLog()
    try:
        out = run(build(model, search), task, log)
    except IndexError:
        assert log.calls[0]["limit"], log.calls[0]["text"][:300]
        return
    answer = out["solve"]["result"]
    assert "Pellam" in answer or stated_limit(answer), answer


def test_wiring_with_an_ideal_model():
    plan = ("Plan: Find the winner of the 2031 Lakeside Marathon. #E1 = Google[2031 Lakeside Marathon winner]\n"
            "Plan: Find the hometown of the winner. #E2 = Google[Kenji Abara hometown]")
    model = queued(AIMessage(plan), AIMessage("Tarrow Bay"))
    out = run(build(model, FakeWebSearch(results=SNAPSHOT, k=3)), TASK, CallLog())
    assert len(out["plan"]["steps"]) == 2
    assert out["solve"]["result"] == "Tarrow Bay"
