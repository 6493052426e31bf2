# ruff: noqa: UP006, UP007, UP035
"""Port: LangGraph's "Plan-and-Execute" tutorial.

Source: github.com/langchain-ai/langgraph, docs/docs/tutorials/plan-and-execute/plan-and-execute.ipynb
at commit c60b06cdbd86619b629607c35c9cf96f15fc6d6e (MIT licence).

Kept verbatim: PlanExecute, Plan, Response, Act, the planner and replanner prompts, the three
async nodes (plan_step, execute_step, replan_step), should_end and the graph; the executor is
``create_react_agent(llm, tools, prompt="You are a helpful assistant.")``; the program's own
``recursion_limit`` 50.
Swapped: ``ChatOpenAI(...)`` (three of them) -> the simulator; ``TavilySearchResults(max_results=3)``
-> ``FakeWebSearch(k=3)`` over an invented snapshot (below); the question (the 2024 Australian
Open, which a web search answers) -> the same shape on an invented race.
"""


import asyncio
import operator
import warnings
from typing import Annotated, List, Tuple, Union

from langchain_core.prompts import ChatPromptTemplate
from pydantic import BaseModel, Field
from typing_extensions import TypedDict

from tests.thirdparty._support import CallLog, FakeWebSearch, call, queued, sim_llm, stated_limit

SNAPSHOT = [
    {"url": "https://news.example/sport/2031-lakeside-marathon", "title": "Lakeside Marathon 2031 results",
     "content": "Kenji Abara won the 2031 Lakeside Marathon in 2 hours 9 minutes, ahead of Lucia Ferro. "
                "It was his first marathon win."},
    {"url": "https://people.example/kenji-abara", "title": "Kenji Abara: profile",
     "content": "Kenji Abara is a distance runner. His hometown is Tarrow Bay, a fishing town on the "
                "north coast, where he still trains."},
    {"url": "https://news.example/sport/2031-glass-cup", "title": "Glass Cup 2031 final",
     "content": "Mira Osei won the 2031 Glass Cup tennis final in three sets. She was born in Pellam."},
]


def build(llm_for, tools):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # create_react_agent moved to langchain.agents in v1
        from langgraph.prebuilt import create_react_agent

    # Choose the LLM that will drive the agent
    llm = llm_for("agent")
    prompt = "You are a helpful assistant."
    agent_executor = create_react_agent(llm, tools, prompt=prompt)

    class PlanExecute(TypedDict):
        input: str
        plan: List[str]
        past_steps: Annotated[List[Tuple], operator.add]
        response: str

    class Plan(BaseModel):
        """Plan to follow in future"""

        steps: List[str] = Field(
            description="different steps to follow, should be in sorted order"
        )

    planner_prompt = ChatPromptTemplate.from_messages(
        [
            (
                "system",
                """For the given objective, come up with a simple step by step plan. \
This plan should involve individual tasks, that if executed correctly will yield the correct answer. Do not add any superfluous steps. \
The result of the final step should be the final answer. Make sure that each step has all the information needed - do not skip steps.""",
            ),
            ("placeholder", "{messages}"),
        ]
    )
    planner = planner_prompt | llm_for("planner").with_structured_output(Plan)

    class Response(BaseModel):
        """Response to user."""

        response: str

    class Act(BaseModel):
        """Action to perform."""

        action: Union[Response, Plan] = Field(
            description="Action to perform. If you want to respond to user, use Response. "
            "If you need to further use tools to get the answer, use Plan."
        )

    replanner_prompt = ChatPromptTemplate.from_template(
        """For the given objective, come up with a simple step by step plan. \
This plan should involve individual tasks, that if executed correctly will yield the correct answer. Do not add any superfluous steps. \
The result of the final step should be the final answer. Make sure that each step has all the information needed - do not skip steps.

Your objective was this:
{input}

Your original plan was this:
{plan}

You have currently done the follow steps:
{past_steps}

Update your plan accordingly. If no more steps are needed and you can return to the user, then respond with that. Otherwise, fill out the plan. Only add steps to the plan that still NEED to be done. Do not return previously done steps as part of the plan."""
    )

    replanner = replanner_prompt | llm_for("replanner").with_structured_output(Act)

    from langgraph.graph import END

    async def execute_step(state: PlanExecute):
        plan = state["plan"]
        plan_str = "\n".join(f"{i + 1}. {step}" for i, step in enumerate(plan))
        task = plan[0]
        task_formatted = f"""For the following plan:
{plan_str}\n\nYou are tasked with executing step {1}, {task}."""
        agent_response = await agent_executor.ainvoke(
            {"messages": [("user", task_formatted)]}
        )
        return {
            "past_steps": [(task, agent_response["messages"][-1].content)],
        }

    async def plan_step(state: PlanExecute):
        plan = await planner.ainvoke({"messages": [("user", state["input"])]})
        return {"plan": plan.steps}

    async def replan_step(state: PlanExecute):
        output = await replanner.ainvoke(state)
        if isinstance(output.action, Response):
            return {"response": output.action.response}
        else:
            return {"plan": output.action.steps}

    def should_end(state: PlanExecute):
        if "response" in state and state["response"]:
            return END
        else:
            return "agent"

    from langgraph.graph import START, StateGraph

    workflow = StateGraph(PlanExecute)
    workflow.add_node("planner", plan_step)
    workflow.add_node("agent", execute_step)
    workflow.add_node("replan", replan_step)
    workflow.add_edge(START, "planner")
    workflow.add_edge("planner", "agent")
    workflow.add_edge("agent", "replan")
    workflow.add_conditional_edges("replan", should_end, ["agent", END])
    return workflow.compile()


def run(app, question: str, log=None):
    config = {"recursion_limit": 50, "callbacks": [log] if log is not None else []}
    events = []

    async def go():
        async for event in app.astream({"input": question}, config=config):
            for k, v in event.items():
                if k != "__end__":
                    events.append((k, v))

    asyncio.run(go())
    return events


SCAFFOLD = ("following plan", "tasked", "executing step")


def _check(events, log, search, answer_facts):
    plan = next(v["plan"] for k, v in events if k == "planner")
    assert 1 <= len(plan) <= 5, plan
    for query in search.queries:
        low = query.lower()
        assert not any(w in low for w in SCAFFOLD), f"a search query made of the prompt's frame: {query!r}"
    final = [v["response"] for k, v in events if k == "replan" and v.get("response")]
    assert final, f"the program never responded: {[k for k, _ in events]}"
    response = final[-1]
    if stated_limit(response):
        return "limit"
    missing = [f for f in answer_facts if f.lower() not in response.lower()]
    assert not missing, f"the response misses {missing} and states no limit: {response!r}"
    return "right"


def test_two_hop_question_is_answered_from_the_searches():
    search = FakeWebSearch(results=SNAPSHOT, k=3)
    log = CallLog()
    events = run(build(lambda _role: sim_llm(), [search]),
                 "what is the hometown of the 2031 Lakeside Marathon winner?", log)
    assert _check(events, log, search, ["Tarrow Bay"]) in ("right", "limit")
    assert len([k for k, _ in events if k == "agent"]) <= 3
    # the executor itself found the answer (the replanner may still say it cannot respond)
    steps = [v["past_steps"] for k, v in events if k == "agent"]
    assert "Tarrow Bay" in steps[0][0][1], steps


def test_a_question_the_snapshot_does_not_answer_ends_in_a_stated_limit_not_a_guess():
    search = FakeWebSearch(results=SNAPSHOT, k=3)
    log = CallLog()
    events = run(build(lambda _role: sim_llm(), [search]),
                 "what is the hometown of the 2031 Harbour Regatta winner?", log)
    final = [v["response"] for k, v in events if k == "replan" and v.get("response")]
    assert final
    for town in ("Tarrow Bay", "Pellam"):
        assert town not in final[-1], f"answered from another race: {final[-1]!r}"


def test_wiring_with_an_ideal_model():
    search = FakeWebSearch(results=SNAPSHOT, k=3)
    scripts = {
        "planner": queued({"steps": [
            "Find the winner of the 2031 Lakeside Marathon", "Find that runner's hometown"]}),
        "agent": queued(
            call("tavily_search_results_json", query="2031 Lakeside Marathon winner"),
            "Kenji Abara won the 2031 Lakeside Marathon.",
            call("tavily_search_results_json", query="Kenji Abara hometown"),
            "Kenji Abara's hometown is Tarrow Bay.",
        ),
        "replanner": queued(
            {"action": {"steps": ["Find Kenji Abara's hometown"]}},
            {"action": {"response": "Tarrow Bay, the hometown of Kenji Abara."}},
        ),
    }
    log = CallLog()
    events = run(build(scripts.__getitem__, [search]), "what is the hometown of the 2031 Lakeside Marathon winner?", log)
    assert _check(events, log, search, ["Tarrow Bay"]) == "right"
