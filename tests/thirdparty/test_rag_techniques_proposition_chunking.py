# ruff: noqa: W291, W293, UP006, UP035
"""Port: NirDiamant/RAG_Techniques "Propositions Chunking": split a document into chunks, ask the
model (few-shot, ``GeneratePropositions``) for the simple self-contained propositions of each chunk,
grade each proposition 1-10 on accuracy, clarity, completeness and conciseness
(``GradePropositions``, four ``int`` fields) against its chunk, keep those scoring 7+ on all four.

Source: github.com/NirDiamant/RAG_Techniques, all_rag_techniques/proposition_chunking.ipynb
@104dd70bbcf63d36268d50b26017c67e3f0994f8.
Kept verbatim: ``GeneratePropositions``, ``GradePropositions`` (docstrings, field descriptions), the
few-shot example and ``FewShotChatMessagePromptTemplate``, the system prompt, the evaluation prompt
(its typos too) and its human message ``"{proposition}, {original_text}"``, ``evaluate_proposition``,
``passes_quality_check`` with the thresholds (7), the splitter
(``RecursiveCharacterTextSplitter.from_tiktoken_encoder(chunk_size=200, chunk_overlap=50)``) and the
``chunk_id`` metadata. Swapped: ``ChatGroq(llama-3.1-70b-versatile)`` -> the simulator;
``OllamaEmbeddings`` + FAISS -> ``LocalVectorStore`` (not reached by a model call);
``langchain_core.pydantic_v1`` -> ``pydantic``; Paul Graham's "Founder Mode" summary -> an invented
summary of an essay on a bakery cooperative (names and figures invented); the splitter's default
``gpt2`` encoding -> ``cl100k_base`` (the one shipped offline).

Oracles (written before the first run), per model call:
- propositions: 2+ of them, none the few-shot example's (Neil Armstrong, Apollo 11), each a sentence
  whose content words are mostly (60 %+) in the chunk and that starts with no pronoun; or a stated
  limit (no propositions);
- a grade: four integers in 1-10; accuracy 7+ for a proposition the chunk states, below 7 for one
  that contradicts it (a changed year, a wrong name); clarity below 7 for a proposition that starts
  with a pronoun; the rest anything in range; or a stated limit.
"""

from __future__ import annotations

import re
import warnings
from typing import List

import pytest
from langchain_core.documents import Document
from langchain_core.prompts import ChatPromptTemplate, FewShotChatMessagePromptTemplate
from pydantic import BaseModel, Field

from tests.thirdparty._support import CallLog, sim_llm
from tests.thirdparty._verdict import verdict

sample_content = """Mira Okafor's essay "Ovens in Common," published in March 2031, describes how twelve independent bakeries in the city of Lenbrook formed a cooperative to survive rising flour and energy prices.
Why the bakeries joined forces
The essay explains that each bakery had been buying flour on its own at retail prices. By buying together, the cooperative cut the price of flour by 22 percent in its first year.
Shared ovens and night shifts
The cooperative rented a former tram depot in 2029 and installed four large stone ovens there. The members bake their bread in the depot at night and sell it in their own shops in the morning, so every shop kept its name and its customers.
Disagreements inside the cooperative
Okafor does not hide the conflicts. Two members left in 2030 because they wanted to keep their own sourdough starters and baking times, and the cooperative now lets each member keep one signature loaf made in its own shop.
What other trades can learn
Okafor argues that butchers, cobblers and bookshops could copy the model. She warns that a cooperative needs a written agreement on costs before the first shared purchase, because the Lenbrook bakers lost four months arguing about electricity bills.
"""

docs_list = [Document(page_content=sample_content, metadata={"Title": "Mira Okafor's Ovens in Common Essay", "Source": "https://example.org/ovens-in-common"})]


def split():
    from langchain_text_splitters import RecursiveCharacterTextSplitter

    text_splitter = RecursiveCharacterTextSplitter.from_tiktoken_encoder(
        encoding_name="cl100k_base", chunk_size=200, chunk_overlap=50
    )
    doc_splits = text_splitter.split_documents(docs_list)
    for i, doc in enumerate(doc_splits):
        doc.metadata['chunk_id'] = i+1 ### adding chunk id
    return doc_splits


# Data model
class GeneratePropositions(BaseModel):
    """List of all the propositions in a given document"""

    propositions: List[str] = Field(
        description="List of propositions (factual, self-contained, and concise information)"
    )


proposition_examples = [
    {"document": 
        "In 1969, Neil Armstrong became the first person to walk on the Moon during the Apollo 11 mission.", 
     "propositions": 
        "['Neil Armstrong was an astronaut.', 'Neil Armstrong walked on the Moon in 1969.', 'Neil Armstrong was the first person to walk on the Moon.', 'Neil Armstrong walked on the Moon during the Apollo 11 mission.', 'The Apollo 11 mission occurred in 1969.']"
    },
]

example_proposition_prompt = ChatPromptTemplate.from_messages(
    [
        ("human", "{document}"),
        ("ai", "{propositions}"),
    ]
)

few_shot_prompt = FewShotChatMessagePromptTemplate(
    example_prompt = example_proposition_prompt,
    examples = proposition_examples,
)

# Prompt
system = """Please break down the following text into simple, self-contained propositions. Ensure that each proposition meets the following criteria:

    1. Express a Single Fact: Each proposition should state one specific fact or claim.
    2. Be Understandable Without Context: The proposition should be self-contained, meaning it can be understood without needing additional context.
    3. Use Full Names, Not Pronouns: Avoid pronouns or ambiguous references; use full entity names.
    4. Include Relevant Dates/Qualifiers: If applicable, include necessary dates, times, and qualifiers to make the fact precise.
    5. Contain One Subject-Predicate Relationship: Focus on a single subject and its corresponding action or attribute, without conjunctions or multiple clauses."""
prompt = ChatPromptTemplate.from_messages(
    [
        ("system", system),
        few_shot_prompt,
        ("human", "{document}"),
    ]
)


# Data model
class GradePropositions(BaseModel):
    """Grade a given proposition on accuracy, clarity, completeness, and conciseness"""

    accuracy: int = Field(
        description="Rate from 1-10 based on how well the proposition reflects the original text."
    )
    
    clarity: int = Field(
        description="Rate from 1-10 based on how easy it is to understand the proposition without additional context."
    )

    completeness: int = Field(
        description="Rate from 1-10 based on whether the proposition includes necessary details (e.g., dates, qualifiers)."
    )

    conciseness: int = Field(
        description="Rate from 1-10 based on whether the proposition is concise without losing important information."
    )


evaluation_prompt_template = """
Please evaluate the following proposition based on the criteria below:
- **Accuracy**: Rate from 1-10 based on how well the proposition reflects the original text.
- **Clarity**: Rate from 1-10 based on how easy it is to understand the proposition without additional context.
- **Completeness**: Rate from 1-10 based on whether the proposition includes necessary details (e.g., dates, qualifiers).
- **Conciseness**: Rate from 1-10 based on whether the proposition is concise without losing important information.

Example:
Docs: In 1969, Neil Armstrong became the first person to walk on the Moon during the Apollo 11 mission.

Propositons_1: Neil Armstrong was an astronaut.
Evaluation_1: "accuracy": 10, "clarity": 10, "completeness": 10, "conciseness": 10

Propositons_2: Neil Armstrong walked on the Moon in 1969.
Evaluation_3: "accuracy": 10, "clarity": 10, "completeness": 10, "conciseness": 10

Propositons_3: Neil Armstrong was the first person to walk on the Moon.
Evaluation_3: "accuracy": 10, "clarity": 10, "completeness": 10, "conciseness": 10

Propositons_4: Neil Armstrong walked on the Moon during the Apollo 11 mission.
Evaluation_4: "accuracy": 10, "clarity": 10, "completeness": 10, "conciseness": 10

Propositons_5: The Apollo 11 mission occurred in 1969.
Evaluation_5: "accuracy": 10, "clarity": 10, "completeness": 10, "conciseness": 10

Format:
Proposition: "{proposition}"
Original Text: "{original_text}"
"""
evaluation_prompt = ChatPromptTemplate.from_messages(
    [
        ("system", evaluation_prompt_template),
        ("human", "{proposition}, {original_text}"),
    ]
)

evaluation_categories = ["accuracy", "clarity", "completeness", "conciseness"]
thresholds = {"accuracy": 7, "clarity": 7, "completeness": 7, "conciseness": 7}


def evaluate_proposition(proposition_evaluator, proposition, original_text, config=None):
    response = proposition_evaluator.invoke({"proposition": proposition, "original_text": original_text}, config)
    
    # Parse the response to extract scores
    scores = {"accuracy": response.accuracy, "clarity": response.clarity, "completeness": response.completeness, "conciseness": response.conciseness}  # Implement function to extract scores from the LLM response
    return scores


def passes_quality_check(scores):
    for category, score in scores.items():
        if score < thresholds[category]:
            return False
    return True


# --- inputs and oracles (invented) ------------------------------------------------------------

_WORD = re.compile(r"[A-Za-z0-9']+")
_STOP = frozenset("a an the of in on at to for by and or is was were are be been it its that this with as from "
                  "their they she he her his has had have".split())
PRONOUNS = ("he ", "she ", "it ", "they ", "this ", "these ", "those ", "its ", "their ", "her ", "his ")


def _content(text):
    return [w.lower() for w in _WORD.findall(text) if w.lower() not in _STOP]


def _proposition_ok(p, chunk):
    words = _content(p)
    if not words or p.strip().lower().startswith(PRONOUNS):
        return False
    if "armstrong" in p.lower() or "apollo" in p.lower():
        return False
    chunk_words = set(_content(chunk))
    return sum(w in chunk_words for w in words) / len(words) >= 0.6


def _limit(log) -> str:
    return log.calls[-1]["limit"] if log.calls else ""


def rows_generate(llm):
    proposition_generator = prompt | llm.with_structured_output(GeneratePropositions)
    rows = []
    for doc in split():
        log = CallLog()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            response = proposition_generator.invoke({"document": doc.page_content}, {"callbacks": [log]})
        props = response.propositions
        ok = len(props) >= 2 and all(_proposition_ok(p, doc.page_content) for p in props)
        rows.append((f"propositions chunk {doc.metadata['chunk_id']}", verdict(str(props), ok, _limit(log)), str(props)[:300]))
    return rows


# (proposition, kind): "true" the text states it, "false" it contradicts the text, "pronoun" starts with one
GRADED = [
    ("The Lenbrook bakery cooperative cut the price of flour by 22 percent in its first year.", "true"),
    ("Mira Okafor's essay \"Ovens in Common\" was published in March 2031.", "true"),
    ("The Lenbrook bakery cooperative cut the price of flour by 45 percent in its first year.", "false"),
    ("The Lenbrook cooperative rented a former tram depot in 2019.", "false"),
    ("She warns that a cooperative needs a written agreement on costs.", "pronoun"),
]


def rows_grade(llm):
    proposition_evaluator = evaluation_prompt | llm.with_structured_output(GradePropositions)
    rows = []
    for proposition, kind in GRADED:
        log = CallLog()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            scores = evaluate_proposition(proposition_evaluator, proposition, sample_content, {"callbacks": [log]})
        ok = all(isinstance(v, int) and 1 <= v <= 10 for v in scores.values())
        if kind == "true":
            ok = ok and scores["accuracy"] >= 7
        elif kind == "false":
            ok = ok and scores["accuracy"] < 7
        else:
            ok = ok and scores["clarity"] < 7
        rows.append((f"grade {kind}: {proposition[:50]!r}", verdict(str(scores), ok, _limit(log)),
                     f"{scores} pass={passes_quality_check(scores)}"))
    return rows


SCENARIOS = {"generate": rows_generate, "grade": rows_grade}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_the_essay_splits_into_several_chunks():
    assert len(split()) >= 2


def _ideal_script(prompt_text, schema, _tools):
    text = str(prompt_text)
    name = getattr(schema, "__name__", "")
    if name == "GeneratePropositions":
        chunk = text.rsplit("human:", 1)[1]
        sentences = [s.strip() for s in re.split(r"(?<=[.])\s+", chunk) if len(_content(s)) >= 4]
        return {"propositions": [s for s in sentences if _proposition_ok(s, chunk)][:3] or ["Mira Okafor wrote an essay."]}
    human = text.rsplit("human:", 1)[1]
    kind = next(k for p, k in GRADED if p in human)
    accuracy, clarity = (3, 9) if kind == "false" else (9, 4) if kind == "pronoun" else (9, 9)
    return {"accuracy": accuracy, "clarity": clarity, "completeness": 8, "conciseness": 8}


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    rows = scenarios(ScriptedChatModel(script=_ideal_script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
