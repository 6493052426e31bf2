"""Port: LangChain Academy, module 4, "map-reduce" (sub-topics, a joke per sub-topic with
``Send``, then the best joke by id).

Source: github.com/langchain-ai/langchain-academy, module-4/map-reduce.ipynb at commit
fa15bec4a51c541c40c261586b037c9d134977b1 (MIT licence).

Kept verbatim: the three prompts, Subjects / BestJoke / Joke, OverallState / JokeState, the
three nodes, continue_to_jokes and the graph, the topic "animals". Swapped:
``ChatOpenAI(model="gpt-4o", temperature=0)`` -> the simulator. Writing jokes is beyond a
rule-based simulator: each joke must be a joke about its subject or a stated limit; the id it
picks must index the list (``state["jokes"][response.id]``), or the program crashes.
"""

import operator
from typing import Annotated

from pydantic import BaseModel
from typing_extensions import TypedDict

from tests.thirdparty._support import CallLog, queued, sim_llm

# Prompts we will use
subjects_prompt = """Generate a list of 3 sub-topics that are all related to this overall topic: {topic}."""
joke_prompt = """Generate a joke about {subject}"""
best_joke_prompt = """Below are a bunch of jokes about {topic}. Select the best one! Return the ID of the best one, starting 0 as the ID for the first joke. Jokes: \n\n  {jokes}"""


class Subjects(BaseModel):
    subjects: list[str]


class BestJoke(BaseModel):
    id: int


class OverallState(TypedDict):
    topic: str
    subjects: list
    jokes: Annotated[list, operator.add]
    best_selected_joke: str


class JokeState(TypedDict):
    subject: str


class Joke(BaseModel):
    joke: str


def build(model):
    def generate_topics(state: OverallState):
        prompt = subjects_prompt.format(topic=state["topic"])
        response = model.with_structured_output(Subjects).invoke(prompt)
        return {"subjects": response.subjects}

    from langgraph.types import Send

    def continue_to_jokes(state: OverallState):
        return [Send("generate_joke", {"subject": s}) for s in state["subjects"]]

    def generate_joke(state: JokeState):
        prompt = joke_prompt.format(subject=state["subject"])
        response = model.with_structured_output(Joke).invoke(prompt)
        return {"jokes": [response.joke]}

    def best_joke(state: OverallState):
        jokes = "\n\n".join(state["jokes"])
        prompt = best_joke_prompt.format(topic=state["topic"], jokes=jokes)
        response = model.with_structured_output(BestJoke).invoke(prompt)
        return {"best_selected_joke": state["jokes"][response.id]}

    from langgraph.graph import END, START, StateGraph

    graph = StateGraph(OverallState)
    graph.add_node("generate_topics", generate_topics)
    graph.add_node("generate_joke", generate_joke)
    graph.add_node("best_joke", best_joke)
    graph.add_edge(START, "generate_topics")
    graph.add_conditional_edges("generate_topics", continue_to_jokes, ["generate_joke"])
    graph.add_edge("generate_joke", "best_joke")
    graph.add_edge("best_joke", END)
    return graph.compile()


def run(app, topic, log):
    final = {}
    for s in app.stream({"topic": topic}, {"recursion_limit": 25, "callbacks": [log]}):
        final.update(s)
    return final


def _check(final, log):
    subjects = final["generate_topics"]["subjects"]
    if log.calls and log.calls[0]["limit"]:
        assert subjects == [], f"a stated limit, yet sub-topics: {subjects}"
        assert "best_joke" not in final  # no sub-topic, no joke: the map step sends nothing
        return "limit"
    assert len(subjects) == 3, f"asked for 3 sub-topics: {subjects}"
    for s in subjects:
        assert s.strip() and "generate a list" not in s.lower(), f"a sub-topic made of the prompt: {s!r}"
    for c in log.calls[1:1 + len(subjects)]:
        assert c["limit"] or len(c["text"].split()) >= 5, f"neither a joke nor a stated limit: {c['text']!r}"
    assert final["best_joke"]["best_selected_joke"]
    return "right"


def test_animals():
    log = CallLog()
    _check(run(build(sim_llm()), "animals", log), log)


def test_another_topic():
    log = CallLog()
    _check(run(build(sim_llm()), "kitchen appliances", log), log)


def test_wiring_with_an_ideal_model():
    llm = queued({"subjects": ["cats", "dogs", "owls"]}, {"joke": "Why do cats sit on keyboards? To keep an eye on the mouse."},
                 {"joke": "Dogs can't use computers: they chase the mouse."}, {"joke": "Owls give a hoot about jokes."},
                 {"id": 0})
    log = CallLog()
    final = run(build(llm), "animals", log)
    assert _check(final, log) == "right"
    assert final["best_joke"]["best_selected_joke"].startswith("Why do cats")
