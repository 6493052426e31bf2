"""Port: NirDiamant/RAG_Techniques, query transformations (query rewriting, step-back prompting,
sub-query decomposition), each a plain prompt | LLM chain.

Source: github.com/NirDiamant/RAG_Techniques, all_rag_techniques/query_transformations.ipynb,
last changed in commit 104dd70bbcf63d36268d50b26017c67e3f0994f8.

Kept verbatim: the three prompt templates (the decomposition template keeps its worked example
about climate change, which a model must not copy for another question), the three functions
including ``decompose_query``'s line parsing.
Swapped: ``ChatOpenAI(temperature=0, model_name="gpt-4o", max_tokens=4000)`` -> the simulator;
``langchain.prompts`` -> ``langchain_core.prompts``. The notebook's example queries are about
its climate-change PDF; these tests ask about the invented ocean-acidification report and other
invented subjects.
"""

import re

import pytest

from tests.thirdparty._support import ScriptedChatModel, sim_llm


def build(re_write_llm, step_back_llm=None, sub_query_llm=None):
    from langchain_core.prompts import PromptTemplate

    step_back_llm = step_back_llm or re_write_llm
    sub_query_llm = sub_query_llm or re_write_llm

    # Create a prompt template for query rewriting
    query_rewrite_template = """You are an AI assistant tasked with reformulating user queries to improve retrieval in a RAG system. 
Given the original query, rewrite it to be more specific, detailed, and likely to retrieve relevant information.

Original query: {original_query}

Rewritten query:"""  # noqa: W291

    query_rewrite_prompt = PromptTemplate(
        input_variables=["original_query"],
        template=query_rewrite_template
    )

    # Create an LLMChain for query rewriting
    query_rewriter = query_rewrite_prompt | re_write_llm

    def rewrite_query(original_query):
        response = query_rewriter.invoke(original_query)
        return response.content

    # Create a prompt template for step-back prompting
    step_back_template = """You are an AI assistant tasked with generating broader, more general queries to improve context retrieval in a RAG system.
Given the original query, generate a step-back query that is more general and can help retrieve relevant background information.

Original query: {original_query}

Step-back query:"""

    step_back_prompt = PromptTemplate(
        input_variables=["original_query"],
        template=step_back_template
    )

    # Create an LLMChain for step-back prompting
    step_back_chain = step_back_prompt | step_back_llm

    def generate_step_back_query(original_query):
        response = step_back_chain.invoke(original_query)
        return response.content

    # Create a prompt template for sub-query decomposition
    subquery_decomposition_template = """You are an AI assistant tasked with breaking down complex queries into simpler sub-queries for a RAG system.
Given the original query, decompose it into 2-4 simpler sub-queries that, when answered together, would provide a comprehensive response to the original query.

Original query: {original_query}

example: What are the impacts of climate change on the environment?

Sub-queries:
1. What are the impacts of climate change on biodiversity?
2. How does climate change affect the oceans?
3. What are the effects of climate change on agriculture?
4. What are the impacts of climate change on human health?"""

    subquery_decomposition_prompt = PromptTemplate(
        input_variables=["original_query"],
        template=subquery_decomposition_template
    )

    # Create an LLMChain for sub-query decomposition
    subquery_decomposer_chain = subquery_decomposition_prompt | sub_query_llm

    def decompose_query(original_query: str):
        response = subquery_decomposer_chain.invoke(original_query).content
        sub_queries = [q.strip() for q in response.split('\n') if q.strip() and not q.strip().startswith('Sub-queries:')]
        return sub_queries

    return rewrite_query, generate_step_back_query, decompose_query


@pytest.fixture(scope="module")
def transforms():
    return build(sim_llm())


QUERIES = [
    ("What are the impacts of ocean acidification on shellfish?", ("acidification", "shellfish")),
    ("How does remote work affect team productivity?", ("remote", "productivity")),
    ("Why do sourdough loaves come out flat?", ("sourdough", "flat")),
    ("What does seagrass restoration do for coastal water?", ("seagrass",)),
]
IDS = ["acidification", "remote-work", "sourdough", "seagrass"]

PROMPT_WORDS = ("rewritten query", "step-back query", "original query", "sub-queries:", "rag system")
EXAMPLE_LINES = ("impacts of climate change on biodiversity", "climate change affect the oceans",
                 "climate change on agriculture", "climate change on human health")


def _content_words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]+", text.lower()) if len(w) > 3}


@pytest.mark.parametrize(("query", "subject"), QUERIES, ids=IDS)
def test_rewrite_is_more_specific_and_keeps_the_subject(transforms, query, subject):
    rewritten = transforms[0](query)
    low = rewritten.lower()
    assert all(s in low for s in subject), rewritten
    assert not any(w in low for w in PROMPT_WORDS) and "don't know" not in low, rewritten
    assert len(_content_words(rewritten)) > len(_content_words(query)), rewritten


@pytest.mark.parametrize(("query", "subject"), QUERIES, ids=IDS)
def test_step_back_query_is_a_broader_question(transforms, query, subject):
    step_back = transforms[1](query)
    low = step_back.lower()
    assert step_back.strip().rstrip(".").endswith("?") or low.startswith(("what", "how", "why", "which")), step_back
    assert low.strip() != query.lower() and "don't know" not in low, step_back
    assert not any(w in low for w in PROMPT_WORDS), step_back
    assert _content_words(step_back) & _content_words(query), step_back


@pytest.mark.parametrize(("query", "subject"), QUERIES, ids=IDS)
def test_decomposition_gives_two_to_four_sub_queries_on_the_subject(transforms, query, subject):
    subs = transforms[2](query)
    assert 2 <= len(subs) <= 4, subs
    for sub in subs:
        low = sub.lower()
        assert not any(e in low for e in EXAMPLE_LINES), f"copied the prompt's example: {sub!r}"
        assert _content_words(sub) & _content_words(query), f"sub-query unrelated to the query: {sub!r}"
    assert any(subject[0] in s.lower() for s in subs), f"no sub-query names {subject[0]!r}: {subs}"
    assert len({s.lower() for s in subs}) == len(subs), subs


# --- wiring ----------------------------------------------------------------------------------

def _ideal(prompt: str, schema, tools):
    q = prompt.split("Original query:")[1].strip().splitlines()[0]
    if "Rewritten query:" in prompt:
        return f"{q.rstrip('?')}, with measured effects on growth, survival and farm yields?"
    if "Step-back query:" in prompt:
        return "What is ocean acidification and how does it affect marine ecosystems?"
    return ("1. How does ocean acidification affect shellfish shells?\n"
            "2. How does ocean acidification affect shellfish larvae?")


def test_wiring_with_an_ideal_model():
    rewrite, step_back, decompose = build(ScriptedChatModel(script=_ideal))
    query, subject = QUERIES[0]
    assert all(s in rewrite(query).lower() for s in subject)
    assert step_back(query).endswith("?")
    assert len(decompose(query)) == 2
