# ruff: noqa: W291
"""Port: NirDiamant/GenAI_Agents "Essay Grading System using LangGraph": four free-text graders
(relevance, grammar, structure, depth), each told to start its reply with "Score: " and a number
between 0 and 1; the program reads the number with a regex (0.0 when it finds none) and stops
early when a score is at or under its threshold (relevance 0.5, grammar 0.6, structure 0.7); the
final score is a weighted sum.

Source: github.com/NirDiamant/GenAI_Agents, all_agents_tutorials/essay_grading_system_langgraph.ipynb
@55708ca909677067c433c4fc90da3d095cff26fb (no LICENSE file stored for the repository; quoted for
testing only).
Kept verbatim: ``State``, ``extract_score``, the four grading nodes (prompts, try/except to 0.0),
``calculate_final_score``, the graph and its thresholds, ``grade_essay``, the sample essay on AI.
Swapped: ``ChatOpenAI(model="gpt-4o-mini")`` -> the simulator; the error ``print`` kept. Invented:
three essays: a sound one on urban beekeeping, one full of grammar errors on school uniforms, and
one whose title promises the history of the bicycle while the body is a pasta recipe.

Oracles (written before the first run), per model call:
- the reply starts with "Score: " and a number between 0 and 1, followed by an explanation (at
  least a few words after the number);
- the number is not absurd for the essay: the two sound essays (the sample, beekeeping) score at
  least 0.6 on relevance, grammar and structure (depth anything in range); the ungrammatical essay
  scores at most 0.6 on grammar; the off-topic essay at most 0.5 on relevance;
- or a stated limit (the program then reads 0.0 and stops: a path the oracle accepts).

First sight (f29fd15c) and after (ports25): 4 calls, 0 right / 4 stated a limit / 0 silently
wrong: every relevance grader says it can't tell what the prompt asks (no "Score: " in the reply,
so the program reads 0.0 and stops after the first node).
"""

from __future__ import annotations

import re
import warnings
from typing import TypedDict

import pytest
from langchain_core.prompts import ChatPromptTemplate

from tests.thirdparty._support import CallLog, sim_llm
from tests.thirdparty._verdict import verdict

# --- the program -------------------------------------------------------------------------


class State(TypedDict):
    """Represents the state of the essay grading process."""
    essay: str
    relevance_score: float
    grammar_score: float
    structure_score: float
    depth_score: float
    final_score: float


def extract_score(content: str) -> float:
    """Extract the numeric score from the LLM's response."""
    match = re.search(r'Score:\s*(\d+(\.\d+)?)', content)
    if match:
        return float(match.group(1))
    raise ValueError(f"Could not extract score from: {content}")


def build_app(llm):
    from langgraph.graph import END, StateGraph

    def check_relevance(state: State) -> State:
        """Check the relevance of the essay."""
        prompt = ChatPromptTemplate.from_template(
            "Analyze the relevance of the following essay to the given topic. "
            "Provide a relevance score between 0 and 1. "
            "Your response should start with 'Score: ' followed by the numeric score, "
            "then provide your explanation.\n\nEssay: {essay}"
        )
        result = llm.invoke(prompt.format(essay=state["essay"]))
        try:
            state["relevance_score"] = extract_score(result.content)
        except ValueError as e:
            print(f"Error in check_relevance: {e}")
            state["relevance_score"] = 0.0
        return state

    def check_grammar(state: State) -> State:
        """Check the grammar of the essay."""
        prompt = ChatPromptTemplate.from_template(
            "Analyze the grammar and language usage in the following essay. "
            "Provide a grammar score between 0 and 1. "
            "Your response should start with 'Score: ' followed by the numeric score, "
            "then provide your explanation.\n\nEssay: {essay}"
        )
        result = llm.invoke(prompt.format(essay=state["essay"]))
        try:
            state["grammar_score"] = extract_score(result.content)
        except ValueError as e:
            print(f"Error in check_grammar: {e}")
            state["grammar_score"] = 0.0
        return state

    def analyze_structure(state: State) -> State:
        """Analyze the structure of the essay."""
        prompt = ChatPromptTemplate.from_template(
            "Analyze the structure of the following essay. "
            "Provide a structure score between 0 and 1. "
            "Your response should start with 'Score: ' followed by the numeric score, "
            "then provide your explanation.\n\nEssay: {essay}"
        )
        result = llm.invoke(prompt.format(essay=state["essay"]))
        try:
            state["structure_score"] = extract_score(result.content)
        except ValueError as e:
            print(f"Error in analyze_structure: {e}")
            state["structure_score"] = 0.0
        return state

    def evaluate_depth(state: State) -> State:
        """Evaluate the depth of analysis in the essay."""
        prompt = ChatPromptTemplate.from_template(
            "Evaluate the depth of analysis in the following essay. "
            "Provide a depth score between 0 and 1. "
            "Your response should start with 'Score: ' followed by the numeric score, "
            "then provide your explanation.\n\nEssay: {essay}"
        )
        result = llm.invoke(prompt.format(essay=state["essay"]))
        try:
            state["depth_score"] = extract_score(result.content)
        except ValueError as e:
            print(f"Error in evaluate_depth: {e}")
            state["depth_score"] = 0.0
        return state

    def calculate_final_score(state: State) -> State:
        """Calculate the final score based on individual component scores."""
        state["final_score"] = (
            state["relevance_score"] * 0.3 +
            state["grammar_score"] * 0.2 +
            state["structure_score"] * 0.2 +
            state["depth_score"] * 0.3
        )
        return state

    # Initialize the StateGraph
    workflow = StateGraph(State)

    # Add nodes to the graph
    workflow.add_node("check_relevance", check_relevance)
    workflow.add_node("check_grammar", check_grammar)
    workflow.add_node("analyze_structure", analyze_structure)
    workflow.add_node("evaluate_depth", evaluate_depth)
    workflow.add_node("calculate_final_score", calculate_final_score)

    # Define and add conditional edges
    workflow.add_conditional_edges(
        "check_relevance",
        lambda x: "check_grammar" if x["relevance_score"] > 0.5 else "calculate_final_score"
    )
    workflow.add_conditional_edges(
        "check_grammar",
        lambda x: "analyze_structure" if x["grammar_score"] > 0.6 else "calculate_final_score"
    )
    workflow.add_conditional_edges(
        "analyze_structure",
        lambda x: "evaluate_depth" if x["structure_score"] > 0.7 else "calculate_final_score"
    )
    workflow.add_conditional_edges(
        "evaluate_depth",
        lambda x: "calculate_final_score"
    )

    # Set the entry point
    workflow.set_entry_point("check_relevance")

    # Set the exit point
    workflow.add_edge("calculate_final_score", END)

    # Compile the graph
    return workflow.compile()


def grade_essay(app, essay: str, config=None) -> dict:
    """Grade the given essay using the defined workflow."""
    initial_state = State(
        essay=essay,
        relevance_score=0.0,
        grammar_score=0.0,
        structure_score=0.0,
        depth_score=0.0,
        final_score=0.0
    )
    result = app.invoke(initial_state, config)
    return result


# --- the essays and their oracles ---------------------------------------------------------------

sample_essay = """
    The Impact of Artificial Intelligence on Modern Society

    Artificial Intelligence (AI) has become an integral part of our daily lives, 
    revolutionizing various sectors including healthcare, finance, and transportation. 
    This essay explores the profound effects of AI on modern society, discussing both 
    its benefits and potential challenges.

    One of the most significant impacts of AI is in the healthcare industry. 
    AI-powered diagnostic tools can analyze medical images with high accuracy, 
    often surpassing human capabilities. This leads to earlier detection of diseases 
    and more effective treatment plans. Moreover, AI algorithms can process vast 
    amounts of medical data to identify patterns and insights that might escape 
    human observation, potentially leading to breakthroughs in drug discovery and 
    personalized medicine.

    In the financial sector, AI has transformed the way transactions are processed 
    and monitored. Machine learning algorithms can detect fraudulent activities in 
    real-time, enhancing security for consumers and institutions alike. Robo-advisors 
    use AI to provide personalized investment advice, democratizing access to 
    financial planning services.

    The transportation industry is another area where AI is making significant strides. 
    Self-driving cars, powered by complex AI systems, promise to reduce accidents 
    caused by human error and provide mobility solutions for those unable to drive. 
    In logistics, AI optimizes routing and inventory management, leading to more 
    efficient supply chains and reduced environmental impact.

    However, the rapid advancement of AI also presents challenges. There are concerns 
    about job displacement as AI systems become capable of performing tasks 
    traditionally done by humans. This raises questions about the need for retraining 
    and reskilling the workforce to adapt to an AI-driven economy.

    Privacy and ethical concerns also arise with the increasing use of AI. The vast 
    amount of data required to train AI systems raises questions about data privacy 
    and consent. Additionally, there are ongoing debates about the potential biases 
    in AI algorithms and the need for transparent and accountable AI systems.

    In conclusion, while AI offers tremendous benefits and has the potential to solve 
    some of humanity's most pressing challenges, it also requires careful consideration 
    of its societal implications. As we continue to integrate AI into various aspects 
    of our lives, it is crucial to strike a balance between technological advancement 
    and ethical considerations, ensuring that the benefits of AI are distributed 
    equitably across society.
    """

BEEKEEPING = """
    Why Cities Should Welcome Rooftop Beehives

    Urban beekeeping has grown quickly over the last decade, and rooftops in many cities now carry
    hives. This essay argues that cities should encourage it, while setting rules that protect
    wild pollinators.

    First, rooftop hives support the pollination of parks, street trees and community gardens.
    Allotment growers near hives often report heavier crops of beans and fruit, because honeybees
    visit flowers that would otherwise be poorly pollinated.

    Second, beekeeping connects residents with the natural world. School visits to rooftop apiaries
    teach children where food comes from, and local honey gives neighbourhoods a shared product.

    However, too many hives can harm wild bees, which compete with honeybees for the same flowers.
    Cities should therefore cap the number of hives per district and plant more flowering trees.

    In conclusion, rooftop beekeeping brings real benefits, provided that it grows together with the
    flowers that all pollinators need.
    """

UNIFORMS = """
    School Uniform

    school uniform is good and bad i think. student wear it every days and it make them same, this
    are good because nobody feel poor. but uniform is cost many money for parent and the shirt it
    get dirty very quick so they buys more. also student cant show there style, they is sad. my
    school have uniform blue and it dont look nice in winter it is cold the skirt. so uniform is
    both good and bad and school should thinking about it more what is better for the student
    """

BICYCLE = """
    The History of the Bicycle

    Bring a large pot of salted water to the boil. Add 400 grams of spaghetti and cook it for ten
    minutes, stirring now and then so that it does not stick.

    Meanwhile, warm olive oil in a pan and soften two cloves of chopped garlic. Add a tin of chopped
    tomatoes, a pinch of salt and a few basil leaves, and let the sauce simmer for fifteen minutes.

    Drain the pasta, keeping a cup of the cooking water, and toss it with the sauce. Add a splash of
    the water if the sauce is too thick, and serve with grated parmesan.
    """

ESSAYS = {
    "sample_ai": (sample_essay, {"relevance": (0.6, 1.0), "grammar": (0.6, 1.0), "structure": (0.6, 1.0)}),
    "beekeeping": (BEEKEEPING, {"relevance": (0.6, 1.0), "grammar": (0.6, 1.0), "structure": (0.6, 1.0)}),
    "uniforms": (UNIFORMS, {"grammar": (0.0, 0.6)}),
    "bicycle_pasta": (BICYCLE, {"relevance": (0.0, 0.5)}),
}
_KIND = {"relevance of the following essay": "relevance", "grammar and language usage": "grammar",
         "structure of the following essay": "structure", "depth of analysis": "depth"}


def ok_reply(text: str, kind: str, ranges: dict) -> bool:
    match = re.match(r"\s*\**Score:\**\s*(\d+(?:\.\d+)?)\**\s*(.*)", text, re.S)
    if not match:
        return False
    score = float(match.group(1))
    if not 0.0 <= score <= 1.0 or len(re.findall(r"[A-Za-z]+", match.group(2))) < 4:
        return False
    low, high = ranges.get(kind, (0.0, 1.0))
    return low <= score <= high


def rows_essay(llm, name):
    essay, ranges = ESSAYS[name]
    app = build_app(llm)
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        grade_essay(app, essay, {"callbacks": [log]})
    rows = []
    kinds = ["relevance", "grammar", "structure", "depth"]
    for kind, call in zip(kinds, log.calls, strict=False):
        rows.append((f"{name}: {kind}", verdict(call["text"], ok_reply(call["text"], kind, ranges), call["limit"]),
                     call["text"][:200]))
    return rows


SCENARIOS = {name: (lambda m, name=name: rows_essay(m, name)) for name in ESSAYS}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


_IDEAL_SCORES = {
    "Artificial Intelligence": {"relevance": 0.95, "grammar": 0.9, "structure": 0.85, "depth": 0.7},
    "Rooftop Beehives": {"relevance": 0.9, "grammar": 0.9, "structure": 0.8, "depth": 0.6},
    "School Uniform": {"relevance": 0.8, "grammar": 0.3},
    "History of the Bicycle": {"relevance": 0.05},
}


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        essay = next(k for k in _IDEAL_SCORES if k in text)
        kind = next(v for k, v in _KIND.items() if k in text)
        return f"Score: {_IDEAL_SCORES[essay][kind]}\n\nThe {kind} of this essay is judged against its title and text."

    model = ScriptedChatModel(script=script)
    rows = scenarios(model)
    assert rows and [v for _, v, _ in rows] == ["right"] * len(rows), rows
    # the program's own early stops: the ungrammatical essay stops after grammar, the off-topic one after relevance
    assert [label for label, _, _ in rows if label.startswith("uniforms")] == ["uniforms: relevance", "uniforms: grammar"]
    assert [label for label, _, _ in rows if label.startswith("bicycle")] == ["bicycle_pasta: relevance"]
    result = grade_essay(build_app(model), sample_essay)
    assert result["final_score"] == pytest.approx(0.95 * 0.3 + 0.9 * 0.2 + 0.85 * 0.2 + 0.7 * 0.3)


def test_extract_score_reads_the_prefix():
    assert extract_score("Score: 0.85\nWell organised.") == 0.85
    with pytest.raises(ValueError):
        extract_score("I would give it 0.8.")
