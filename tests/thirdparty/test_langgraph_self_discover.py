"""Port: LangGraph's "Self-Discover Agent" tutorial (select reasoning modules, adapt them to the
task, operationalise them into a JSON reasoning structure, then reason along it to the answer).

Source: github.com/langchain-ai/langgraph, docs/docs/tutorials/self-discover/self-discover.ipynb
@23961cff61a42b52525f3b20b4094d8d2fba1744 (the last commit before the docs were deleted; MIT
licence). The four prompts are ``hub.pull("hwchase17/self-discovery-{select,adapt,structure,
reasoning}")``; their text is the notebook's own printout of them (``pretty_print``), kept
verbatim as ``PromptTemplate`` strings (the hub objects are string prompts: one human message).
Kept verbatim: ``SelfDiscoverState``, the four nodes (``prompt | model | StrOutputParser()``), the
linear graph, the notebook's ``reasoning_modules`` list (its commented-out modules and its
missing commas, which glue modules 34-37 into one string, included) and both of its task
examples (the apples word problem, then the SVG path).
Swapped: ``ChatOpenAI(temperature=0, model="gpt-4-turbo-preview")`` -> the simulator; the hub
pull -> the printed templates. Invented: a third task (a bakery word problem).

Oracles (written before the first run), per model call:
- select: the reply names between 1 and 12 of the listed modules (by their number or by quoting
  most of a module's words), and does not solve the task;
- adapt: the reply is not the selection copied, refers to the task's subject, and rephrases
  modules (names at least one listed module by number or words);
- structure: a JSON-like plan with at least two quoted keys, none of the example's keys
  ("Position after instruction"), and no conclusion (the task's answer is not stated);
- reason: the task's answer (Lisa: 12 apples; SVG: (C) hexagon, the path's points E, F, G lie on
  one line, so six corners; bakery: 18 rolls), no other option asserted;
- or a stated limit.

First sight (fc9a2af1): 12 calls, 0 right / 8 stated a limit / 4 silently wrong: the bakery
task's select answered "4 - 12 - 30 = -38", its adapt echoed the prompt as a rewritten query,
its structure gave that sum as ``{"answer": ...}``; the apples task's reason said "I don't know."
After ports24: 0 / 12 / 0 (no all-minus sum with a product or a later gain; a rework of several
labelled parts and a word problem state limits; README, "Twenty-fourth batch").
"""

from __future__ import annotations

import re
import warnings

import pytest
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import PromptTemplate
from typing_extensions import TypedDict

from tests.thirdparty._support import REFUSAL, CallLog, sim_llm
from tests.thirdparty._verdict import verdict

# --- the program -------------------------------------------------------------------------

select_prompt = PromptTemplate.from_template(
    "Select several reasoning modules that are crucial to utilize in order to solve the given task:\n"
    "\n"
    "All reasoning module descriptions:\n"
    "{reasoning_modules}\n"
    "\n"
    "Task: {task_description}\n"
    "\n"
    "Select several modules are crucial for solving the task above:\n"
)
adapt_prompt = PromptTemplate.from_template(
    "Rephrase and specify each reasoning module so that it better helps solving the task:\n"
    "\n"
    "SELECTED module descriptions:\n"
    "{selected_modules}\n"
    "\n"
    "Task: {task_description}\n"
    "\n"
    "Adapt each reasoning module description to better solve the task:\n"
)
structured_prompt = PromptTemplate.from_template(
    "Operationalize the reasoning modules into a step-by-step reasoning plan in JSON format:\n"
    "\n"
    "Here's an example:\n"
    "\n"
    "Example task:\n"
    "\n"
    "If you follow these instructions, do you return to the starting point? Always face forward. Take 1 step backward. Take 9 steps left. Take 2 steps backward. Take 6 steps forward. Take 4 steps forward. Take 4 steps backward. Take 3 steps right.\n"
    "\n"
    "Example reasoning structure:\n"
    "\n"
    "{{\n"
    '    "Position after instruction 1":\n'
    '    "Position after instruction 2":\n'
    '    "Position after instruction n":\n'
    '    "Is final position the same as starting position":\n'
    "}}\n"
    "\n"
    "Adapted module description:\n"
    "{adapted_modules}\n"
    "\n"
    "Task: {task_description}\n"
    "\n"
    "Implement a reasoning structure for solvers to follow step-by-step and arrive at correct answer.\n"
    "\n"
    "Note: do NOT actually arrive at a conclusion in this pass. Your job is to generate a PLAN so that in the future you can fill it out and arrive at the correct conclusion for tasks like this"
)
reasoning_prompt = PromptTemplate.from_template(
    "Follow the step-by-step reasoning plan in JSON to correctly solve the task. Fill in the values following the keys by reasoning specifically about the task given. Do not simply rephrase the keys.\n"
    "    \n"
    "Reasoning Structure:\n"
    "{reasoning_structure}\n"
    "\n"
    "Task: {task_description}\n"
)


class SelfDiscoverState(TypedDict):
    reasoning_modules: str
    task_description: str
    selected_modules: str | None
    adapted_modules: str | None
    reasoning_structure: str | None
    answer: str | None


def build(model):
    from langgraph.graph import END, START, StateGraph

    def select(inputs):
        select_chain = select_prompt | model | StrOutputParser()
        return {"selected_modules": select_chain.invoke(inputs)}

    def adapt(inputs):
        adapt_chain = adapt_prompt | model | StrOutputParser()
        return {"adapted_modules": adapt_chain.invoke(inputs)}

    def structure(inputs):
        structure_chain = structured_prompt | model | StrOutputParser()
        return {"reasoning_structure": structure_chain.invoke(inputs)}

    def reason(inputs):
        reasoning_chain = reasoning_prompt | model | StrOutputParser()
        return {"answer": reasoning_chain.invoke(inputs)}

    graph = StateGraph(SelfDiscoverState)
    graph.add_node(select)
    graph.add_node(adapt)
    graph.add_node(structure)
    graph.add_node(reason)
    graph.add_edge(START, "select")
    graph.add_edge("select", "adapt")
    graph.add_edge("adapt", "structure")
    graph.add_edge("structure", "reason")
    graph.add_edge("reason", END)
    return graph.compile()


reasoning_modules = [
    "1. How could I devise an experiment to help solve that problem?",
    "2. Make a list of ideas for solving this problem, and apply them one by one to the problem to see if any progress can be made.",
    # "3. How could I measure progress on this problem?",
    "4. How can I simplify the problem so that it is easier to solve?",
    "5. What are the key assumptions underlying this problem?",
    "6. What are the potential risks and drawbacks of each solution?",
    "7. What are the alternative perspectives or viewpoints on this problem?",
    "8. What are the long-term implications of this problem and its solutions?",
    "9. How can I break down this problem into smaller, more manageable parts?",
    "10. Critical Thinking: This style involves analyzing the problem from different perspectives, questioning assumptions, and evaluating the evidence or information available. It focuses on logical reasoning, evidence-based decision-making, and identifying potential biases or flaws in thinking.",
    "11. Try creative thinking, generate innovative and out-of-the-box ideas to solve the problem. Explore unconventional solutions, thinking beyond traditional boundaries, and encouraging imagination and originality.",
    # "12. Seek input and collaboration from others to solve the problem. Emphasize teamwork, open communication, and leveraging the diverse perspectives and expertise of a group to come up with effective solutions.",
    "13. Use systems thinking: Consider the problem as part of a larger system and understanding the interconnectedness of various elements. Focuses on identifying the underlying causes, feedback loops, and interdependencies that influence the problem, and developing holistic solutions that address the system as a whole.",
    "14. Use Risk Analysis: Evaluate potential risks, uncertainties, and tradeoffs associated with different solutions or approaches to a problem. Emphasize assessing the potential consequences and likelihood of success or failure, and making informed decisions based on a balanced analysis of risks and benefits.",
    # "15. Use Reflective Thinking: Step back from the problem, take the time for introspection and self-reflection. Examine personal biases, assumptions, and mental models that may influence problem-solving, and being open to learning from past experiences to improve future approaches.",
    "16. What is the core issue or problem that needs to be addressed?",
    "17. What are the underlying causes or factors contributing to the problem?",
    "18. Are there any potential solutions or strategies that have been tried before? If yes, what were the outcomes and lessons learned?",
    "19. What are the potential obstacles or challenges that might arise in solving this problem?",
    "20. Are there any relevant data or information that can provide insights into the problem? If yes, what data sources are available, and how can they be analyzed?",
    "21. Are there any stakeholders or individuals who are directly affected by the problem? What are their perspectives and needs?",
    "22. What resources (financial, human, technological, etc.) are needed to tackle the problem effectively?",
    "23. How can progress or success in solving the problem be measured or evaluated?",
    "24. What indicators or metrics can be used?",
    "25. Is the problem a technical or practical one that requires a specific expertise or skill set? Or is it more of a conceptual or theoretical problem?",
    "26. Does the problem involve a physical constraint, such as limited resources, infrastructure, or space?",
    "27. Is the problem related to human behavior, such as a social, cultural, or psychological issue?",
    "28. Does the problem involve decision-making or planning, where choices need to be made under uncertainty or with competing objectives?",
    "29. Is the problem an analytical one that requires data analysis, modeling, or optimization techniques?",
    "30. Is the problem a design challenge that requires creative solutions and innovation?",
    "31. Does the problem require addressing systemic or structural issues rather than just individual instances?",
    "32. Is the problem time-sensitive or urgent, requiring immediate attention and action?",
    "33. What kinds of solution typically are produced for this kind of problem specification?",
    "34. Given the problem specification and the current best solution, have a guess about other possible solutions."
    "35. Let’s imagine the current best solution is totally wrong, what other ways are there to think about the problem specification?"
    "36. What is the best way to modify this current best solution, given what you know about these kinds of problem specification?"
    "37. Ignoring the current best solution, create an entirely new solution to the problem."
    # "38. Let’s think step by step."
    "39. Let’s make a step by step plan and implement it with good notation and explanation.",
]

reasoning_modules_str = "\n".join(reasoning_modules)

# --- the tasks and their oracles ------------------------------------------------------------

APPLES = "Lisa has 10 apples. She gives 3 apples to her friend and then buys 5 more apples from the store. How many apples does Lisa have now?"
SVG = """This SVG path element <path d="M 55.57,80.69 L 57.38,65.80 M 57.38,65.80 L 48.90,57.46 M 48.90,57.46 L
45.58,47.78 M 45.58,47.78 L 53.25,36.07 L 66.29,48.90 L 78.69,61.09 L 55.57,80.69"/> draws a:
(A) circle (B) heptagon (C) hexagon (D) kite (E) line (F) octagon (G) pentagon(H) rectangle (I) sector (J) triangle"""
BAKERY = "A bakery bakes 4 trays of 12 rolls each morning. By noon it has sold 30 rolls. How many rolls are left?"  # invented

# task -> (subject words, the answer's accepted forms, forms of wrong answers)
TASKS = {
    "apples": (APPLES, ("apple", "lisa"), (r"\b12\b", r"\btwelve\b"), (r"\b(?:7|15|18|2|8)\s+apples\b",)),
    "svg": (SVG, ("svg", "path", "shape", "line", "point", "coordinate"), (r"\bhexagon\b", r"\(C\)"),
            (r"\b(?:circle|heptagon|kite|octagon|pentagon|rectangle|sector|triangle)\b",)),
    "bakery": (BAKERY, ("roll", "bakery", "tray"), (r"\b18\b", r"\beighteen\b"), (r"\b(?:48|78|16|42)\s+rolls\b",)),
}

_MODULE_WORDS = {}
for _line in reasoning_modules_str.splitlines():
    _m = re.match(r"(\d+)\.\s*(.*)", _line)
    if _m:
        _MODULE_WORDS[int(_m.group(1))] = set(re.findall(r"[a-z]{4,}", _m.group(2).lower()))
_GLUED = (35, 36, 37, 39)  # numbers inside module 34's string (the notebook's missing commas)


def modules_named(text: str) -> set[int]:
    """The listed modules a reply names: by a number the list has, written "(10)" or "module 10"
    (a reply's own list numbering does not count), or by quoting at least 60 % of a module's words
    (4+ letters)."""
    listed = set(_MODULE_WORDS) | set(_GLUED)
    pairs = re.findall(r"\((\d{1,2})\)|\bmodules?\s+#?(\d{1,2})\b", text, re.I)
    named = {int(a or b) for a, b in pairs} & listed
    words = set(re.findall(r"[a-z]{4,}", text.lower()))
    for n, mw in _MODULE_WORDS.items():
        if mw and len(mw & words) / len(mw) >= 0.6:
            named.add(n)
    return named


def _answers(text: str, task: str) -> bool:
    _, _, right, _ = TASKS[task]
    return any(re.search(p, text, re.I) for p in right)


def ok_select(text: str, task: str) -> bool:
    return 1 <= len(modules_named(text)) <= 12 and not _answers(text, task) and not REFUSAL.search(text)


def ok_adapt(text: str, task: str, selected: str) -> bool:
    subject = TASKS[task][1]
    return (text.strip() != (selected or "").strip() and any(w in text.lower() for w in subject)
            and bool(modules_named(text)) and not REFUSAL.search(text))


def ok_structure(text: str, task: str) -> bool:
    keys = re.findall(r'"[^"\n]{3,}"\s*:', text)
    return ("{" in text and len(keys) >= 2 and "position after instruction" not in text.lower()
            and not _answers(text, task))


def ok_reason(text: str, task: str) -> bool:
    _, _, right, wrong = TASKS[task]
    return _answers(text, task) and not any(re.search(p, text, re.I) for p in wrong)


def rows_task(model, task):
    app = build(model)
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        state = app.invoke({"task_description": TASKS[task][0], "reasoning_modules": reasoning_modules_str},
                           {"callbacks": [log]})
    calls = log.calls
    assert len(calls) == 4, calls
    checks = [
        ("select", ok_select(state["selected_modules"], task)),
        ("adapt", ok_adapt(state["adapted_modules"], task, state["selected_modules"])),
        ("structure", ok_structure(state["reasoning_structure"], task)),
        ("reason", ok_reason(state["answer"], task)),
    ]
    return [(f"{task}: {node}", verdict(call["text"], ok, call["limit"]), call["text"][:200])
            for (node, ok), call in zip(checks, calls, strict=False)]


SCENARIOS = {task: (lambda m, task=task: rows_task(m, task)) for task in TASKS}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


_IDEAL = {
    "apples": ("12 apples", "Lisa"),
    "svg": ("(C) hexagon", "SVG path"),
    "bakery": ("18 rolls", "rolls"),
}


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        task = next(t for t, (desc, *_rest) in TASKS.items() if desc[:40] in text)
        answer, subject = _IDEAL[task]
        if "Select several reasoning modules" in text:
            return "1. 9. How can I break down this problem into smaller, more manageable parts?\n2. 10. Critical Thinking"
        if "Rephrase and specify" in text:
            return f"1. Decomposition (9): break the {subject} problem into its steps.\n2. Critical Thinking (10): check each step of the {subject} problem."
        if "Operationalize the reasoning" in text:
            return '{\n  "Step 1: list the quantities": "",\n  "Step 2: apply each change": "",\n  "Final answer": ""\n}'
        return f"Following the plan, the answer is {answer}."

    rows = scenarios(ScriptedChatModel(script=script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
