"""Port: LangChain how-to "How to route between sub-chains": a one-word classification chain
(`LangChain`, `Anthropic` or `Other`) whose text output picks one of three prompt chains, once
through a custom function (``RunnableLambda(route)``) and once through a ``RunnableBranch``.

Source: github.com/langchain-ai/langchain, docs/docs/how_to/routing.ipynb
@0746e55e9b675a4d546133c53e7c5fc2b130e0a0.
Kept verbatim: the classification prompt, the three sub-chains' prompts, ``route``, the
``full_chain`` of both sections and the tutorial's three questions ("how do I use Anthropic?",
"how do I use LangChain?", "whats 2 + 2").
Swapped: ``ChatAnthropic(model_name="claude-3-haiku-20240307")`` -> the simulator. The section on
embedding similarity (``OpenAIEmbeddings`` over two physics/maths prompts) is left out: the
routing-from-scratch port already covers it. Invented: four more questions.

Oracles (written before the first run), per model call:
- the classifier (``chain``): its text names the question's category (the one the question names
  by name; "Other" for a question naming neither), names no other category, and is at most three
  words (the prompt says "Do not respond with more than one word"); a question naming both
  LangChain and Anthropic may get either; or a stated limit;
- the LangChain / Anthropic expert chains: the reply starts with the sentence the prompt asks
  for ("As Harrison Chase told me" / "As Dario Amodei told me"), is on the question's subject (a
  content word of it) and does not refuse; or a stated limit (these are world-knowledge
  questions: an offline model cannot know them, so a stated limit is the honest outcome);
- the general chain: arithmetic gets its result ("4" for 2 + 2, "51" for 17 * 3); a
  world-knowledge question gets a reply on its subject or a stated limit.
"""

from __future__ import annotations

import re
import warnings

import pytest
from langchain_core.messages import AIMessage
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import PromptTemplate
from langchain_core.runnables import RunnableBranch, RunnableLambda

from tests.thirdparty._support import REFUSAL, CallLog, sim_llm
from tests.thirdparty._verdict import verdict


def build(llm):
    chain = (
        PromptTemplate.from_template(
            """Given the user question below, classify it as either being about `LangChain`, `Anthropic`, or `Other`.

Do not respond with more than one word.

<question>
{question}
</question>

Classification:"""
        )
        | llm
        | StrOutputParser()
    )

    langchain_chain = PromptTemplate.from_template(
        """You are an expert in langchain. \
Always answer questions starting with "As Harrison Chase told me". \
Respond to the following question:

Question: {question}
Answer:"""
    ) | llm
    anthropic_chain = PromptTemplate.from_template(
        """You are an expert in anthropic. \
Always answer questions starting with "As Dario Amodei told me". \
Respond to the following question:

Question: {question}
Answer:"""
    ) | llm
    general_chain = PromptTemplate.from_template(
        """Respond to the following question:

Question: {question}
Answer:"""
    ) | llm

    def route(info):
        if "anthropic" in info["topic"].lower():
            return anthropic_chain
        elif "langchain" in info["topic"].lower():
            return langchain_chain
        else:
            return general_chain

    full_chain = {"topic": chain, "question": lambda x: x["question"]} | RunnableLambda(
        route
    )

    branch = RunnableBranch(
        (lambda x: "anthropic" in x["topic"].lower(), anthropic_chain),
        (lambda x: "langchain" in x["topic"].lower(), langchain_chain),
        general_chain,
    )
    branch_chain = {"topic": chain, "question": lambda x: x["question"]} | branch
    return chain, full_chain, branch_chain


# --- the questions and their oracles -----------------------------------------------------------

# question, categories accepted, what the expert/general reply must contain (None: on subject)
TUTORIAL = [
    ("how do I use Anthropic?", ("Anthropic",), None),
    ("how do I use LangChain?", ("LangChain",), None),
    ("whats 2 + 2", ("Other",), "4"),
]
INVENTED = [
    ("Which LangChain retriever should I use to load PDF files?", ("LangChain",), None),
    ("What rate limits does the Anthropic API have for new accounts?", ("Anthropic",), None),
    ("whats 17 * 3", ("Other",), "51"),
    ("Does LangChain have an integration for Anthropic models?", ("LangChain", "Anthropic"), None),
]
LABELS = ("LangChain", "Anthropic", "Other")
OPENERS = {"LangChain": "As Harrison Chase told me", "Anthropic": "As Dario Amodei told me"}
_STOP = frozenset("how what whats which does should have has the use for new with can".split())


def _content_words(text: str) -> set[str]:
    return {w[:6] for w in re.findall(r"[a-z0-9]{3,}", text.lower()) if w not in _STOP}


def label_ok(text: str, accepted) -> bool:
    words = re.findall(r"[A-Za-z]+", text)
    named = {lab for lab in LABELS if lab.lower() in text.lower()}
    return 0 < len(words) <= 3 and len(named) == 1 and named <= set(accepted)


def routed(topic: str) -> str:
    low = topic.lower()
    return "Anthropic" if "anthropic" in low else "LangChain" if "langchain" in low else "Other"


def reply_ok(text: str, question: str, label: str, must: str | None) -> bool:
    if not text.strip() or REFUSAL.search(text):
        return False
    if label in OPENERS and not text.strip().startswith(OPENERS[label]):
        return False
    if must is not None:
        return bool(re.search(rf"(?<![\d.]){re.escape(must)}(?!\d|\.\d)", text))
    return bool(_content_words(text) & _content_words(question))


def run_question(llm, which: int, question, accepted, must, tag):
    log = CallLog()
    chains = build(llm)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        chains[which].invoke({"question": question}, {"callbacks": [log]})
    rows = []
    if log.calls:
        c = log.calls[0]
        rows.append((f"{tag} classify: {question}", verdict(c["text"], label_ok(c["text"], accepted), c["limit"]),
                     c["text"][:200]))
    if len(log.calls) > 1:
        label = routed(log.calls[0]["text"])
        c = log.calls[1]
        ok = label in accepted and reply_ok(c["text"], question, label, must)
        rows.append((f"{tag} {label} chain: {question}", verdict(c["text"], ok, c["limit"]), c["text"][:200]))
    return rows


def s_custom_function(llm):
    return [row for q in TUTORIAL for row in run_question(llm, 1, *q, "route()")]


def s_runnable_branch(llm):
    return [row for q in TUTORIAL for row in run_question(llm, 2, *q, "branch")]


def s_invented(llm):
    return [row for q in INVENTED for row in run_question(llm, 1, *q, "route()")]


SCENARIOS = {"custom_function": s_custom_function, "runnable_branch": s_runnable_branch, "invented": s_invented}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        entry = next(e for e in TUTORIAL + INVENTED if e[0] in text)
        question, accepted, must = entry
        if "Classification:" in text:
            return AIMessage(accepted[0])
        opener = next((o for lab, o in OPENERS.items() if f"expert in {lab.lower()}" in text), "")
        body = must if must else f"for {question.rstrip('?')} read the official documentation"
        return AIMessage(f"{opener}, {body}.".lstrip(", "))

    rows = scenarios(ScriptedChatModel(script=script))
    assert len(rows) == 2 * (2 * len(TUTORIAL) + len(INVENTED))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), rows
