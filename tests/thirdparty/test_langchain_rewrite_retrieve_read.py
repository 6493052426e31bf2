"""Port: LangChain cookbook "Rewrite-Retrieve-Read" (Ma et al. 2023): a baseline retrieve-and-read
LCEL chain over web-search snippets, then a rewriter ("Provide a better search query for web
search engine ... end the queries with '**'") whose output, stripped of ``**``, is the search
query, and the same read prompt over what the rewritten query found.

Source: github.com/langchain-ai/langchain, cookbook/rewrite.ipynb at commit
194cf1549fc3cc240c3590a34dbbc48512a67dbf (MIT licence).

Kept verbatim: the read ``template`` ("Answer the users question based only on the following
context:\\n\\n<context>\\n{context}\\n</context>\\n\\nQuestion: {question}\\n"), ``retriever(query)
= search.run(query)``, the baseline ``chain``, ``_parse`` (``text.strip("**")``), ``rewriter``,
``rewrite_retrieve_read_chain``; the rewrite prompt is the one the notebook uses,
``hub.pull("langchain-ai/rewrite")``, whose template it prints: "Provide a better search query for
web search engine to answer the given question, end the queries with ’**’.  Question {x} Answer:"
(the hub is online, so the printed template is built with ``ChatPromptTemplate.from_template``).
Swapped: ``ChatOpenAI(temperature=0)`` (both) -> the simulator; ``DuckDuckGoSearchAPIWrapper`` ->
``DuckDuckGoSearchAPIWrapper`` below: ``run(query)`` joins the snippets of the best invented
results (up to 3 sharing at least two words with the query, most shared first) with spaces, as
the wrapper joins DuckDuckGo's snippets, or returns "No good DuckDuckGo Search Result was found".
Invented: two subjects (an embedded database, a bridge), each asked plainly and "distracted" by
small talk about something the web has plenty on (a regatta, late trains), like the notebook's
"man that sam bankman fried trial was crazy! what is langchain?".

Oracles (written before the first run), per model call:
- the baseline on the plain question: the answer states the subject's fact from the snippets;
- the baseline on the distracted question: the snippets are about the distraction only, so an
  honest "the context does not say" that asserts none of the subject's facts (the notebook's
  "Based on the given context, there is no information provided about ...");
- the rewriter: a search query (the ``**`` stripped) naming the subject, without the distraction
  and without the prompt's frame ("search query", "web search engine", "Answer:");
- the read after the rewrite: the subject's fact (or, if the rewritten query found nothing on it,
  the honest "not in the context");
each or a stated limit.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import RunnablePassthrough

from tests.thirdparty._support import REFUSAL, CallLog, _terms, sim_llm
from tests.thirdparty._verdict import verdict

# --- invented web ----------------------------------------------------------------------------------

SNIPPETS = [
    ("Kestrel database release", "Kestrel is an open-source embedded time-series database written in "
     "Rust, first released in 2021 by the Hallam Data Collective. The Kestrel database stores readings "
     "in compressed column blocks."),
    ("Kestrel database benchmark", "In the 2024 benchmark the Kestrel database ingested 1.2 million "
     "points per second on one laptop core."),
    ("Harbour regatta yesterday", "Yesterday's harbour regatta ended in chaos when wild gusts capsized "
     "six dinghies near the harbour mouth."),
    ("Regatta winner", "The harbour regatta was won by the crew of the Sea Lark yesterday, despite the "
     "wild weather."),
    ("Regatta rescue", "Harbour rescue crews pulled eleven sailors from the water at yesterday's regatta "
     "as wild winds hit."),
    ("Osric Lake bridge facts", "The Osric Lake bridge is 2.3 kilometres long and carries two road lanes "
     "and a cycle path across the lake."),
    ("Trains late again", "Trains were late again this morning across the region after a signal "
     "failure; commuters said the trains were late for the third morning running."),
    ("Late trains compensation", "Passengers whose trains were late this morning can claim compensation "
     "online, the operator said after the signal failure."),
    ("Morning trains signal failure", "A signal failure made morning trains late again; the operator "
     "apologised to commuters for the late trains."),
]


class DuckDuckGoSearchAPIWrapper:
    """``run(query)``: the best snippets joined with spaces (see the module docstring)."""

    def __init__(self, max_results: int = 3) -> None:
        self.max_results = max_results
        self.queries: list[str] = []

    def run(self, query: str) -> str:
        self.queries.append(query)
        q = _terms(query)
        scored = sorted(((-len(q & _terms(t + " " + s)), i, s) for i, (t, s) in enumerate(SNIPPETS)),
                        key=lambda x: (x[0], x[1]))
        hits = [s for n, _, s in scored if -n >= 2][: self.max_results]
        return " ".join(hits) if hits else "No good DuckDuckGo Search Result was found"


# --- the program ---------------------------------------------------------------------------------


def build(model, search):
    template = """Answer the users question based only on the following context:

<context>
{context}
</context>

Question: {question}
"""
    prompt = ChatPromptTemplate.from_template(template)

    def retriever(query):
        return search.run(query)

    chain = (
        {"context": retriever, "question": RunnablePassthrough()}
        | prompt
        | model
        | StrOutputParser()
    )

    # hub.pull("langchain-ai/rewrite"), as the notebook prints it
    rewrite_prompt = ChatPromptTemplate.from_template(
        "Provide a better search query for web search engine to answer the given question, end the "
        "queries with ’**’.  Question {x} Answer:"
    )

    # Parser to remove the `**`

    def _parse(text):
        return text.strip("**")  # noqa: B005 (verbatim)

    rewriter = rewrite_prompt | model | StrOutputParser() | _parse

    rewrite_retrieve_read_chain = (
        {
            "context": {"x": RunnablePassthrough()} | rewriter | retriever,
            "question": RunnablePassthrough(),
        }
        | prompt
        | model
        | StrOutputParser()
    )
    return chain, rewriter, rewrite_retrieve_read_chain


# --- subjects, oracles, verdicts --------------------------------------------------------------------

# key: (plain question, distracted question, subject words (one must be in the rewrite), the fact
# (alternatives), distraction words the rewrite must not carry)
SUBJECTS = {
    "kestrel": ("what is the kestrel database?",
                "man that harbour regatta yesterday was wild! what is the kestrel database?",
                ("kestrel",), ("time-series", "time series"), ("regatta", "wild", "harbour")),
    "bridge": ("how long is the osric lake bridge?",
               "ugh, commuters again: my trains were late this morning after another signal failure. "
               "how long is the osric lake bridge?",
               ("osric", "bridge"), ("2.3 kilometres", "2.3 km", "2.3 kilometers"), ("trains", "late", "signal")),
}
FRAME = ("search query", "web search engine", "answer:", "question:", "’**’")


def _states(text: str, fact) -> bool:
    low = text.lower()
    return any(f.lower() in low for f in fact)


def rows_for(llm, key):
    plain, distracted, subject, fact, distraction = SUBJECTS[key]
    rows = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        # baseline, plain question
        log = CallLog()
        chain, rewriter, rrr = build(llm, DuckDuckGoSearchAPIWrapper())
        out = chain.invoke(plain, {"callbacks": [log]})
        rows.append((f"{key}: baseline, plain", verdict(out, _states(out, fact), log.calls[-1]["limit"]), out[:300]))
        # baseline, distracted question: the context is about the distraction
        log = CallLog()
        out = chain.invoke(distracted, {"callbacks": [log]})
        ok = bool(REFUSAL.search(out)) and not _states(out, fact)
        rows.append((f"{key}: baseline, distracted", verdict(out, ok, log.calls[-1]["limit"]), out[:300]))
        # the rewriter alone
        log = CallLog()
        query = rewriter.invoke({"x": distracted}, {"callbacks": [log]})
        low = query.lower()
        ok = (any(s in low for s in subject) and not any(d in low for d in distraction)
              and not any(f in low for f in FRAME))
        rows.append((f"{key}: rewriter", verdict(query, ok, log.calls[-1]["limit"]), repr(query)[:300]))
        # rewrite-retrieve-read
        log = CallLog()
        search = DuckDuckGoSearchAPIWrapper()
        _, _, rrr = build(llm, search)
        out = rrr.invoke(distracted, {"callbacks": [log]})
        found = _states(search.run(search.queries[0]), fact)
        ok = _states(out, fact) if found else (bool(REFUSAL.search(out)) and not _states(out, fact))
        rw, rd = log.calls[0], log.calls[-1]
        q = rw["text"].strip("*").lower()
        rw_ok = (any(s in q for s in subject) and not any(d in q for d in distraction)
                 and not any(f in q for f in FRAME))
        rows.append((f"{key}: rewrite-retrieve-read, rewrite", verdict(rw["text"], rw_ok, rw["limit"]),
                     repr(rw["text"])[:300]))
        rows.append((f"{key}: rewrite-retrieve-read, read", verdict(out, ok, rd["limit"]), out[:300]))
    return rows


def s_kestrel(llm):
    return rows_for(llm, "kestrel")


def s_bridge(llm):
    return rows_for(llm, "bridge")


SCENARIOS = {"kestrel": s_kestrel, "bridge": s_bridge}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_the_distraction_defeats_the_baseline_search():
    """The swapped search behaves like the notebook's: the distracted question finds only the
    distraction, the subject's own words find the subject."""
    s = DuckDuckGoSearchAPIWrapper()
    for plain, distracted, _, fact, _ in SUBJECTS.values():
        assert not _states(s.run(distracted), fact)
        assert _states(s.run(plain), fact)


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        if "Provide a better search query" in text:
            return "**Kestrel database**" if "kestrel" in text else "**Osric Lake bridge length**"
        ctx = text.split("<context>")[1].split("</context>")[0]
        if "time-series" in ctx:
            return "Kestrel is an open-source embedded time-series database written in Rust."
        if "2.3 kilometres" in ctx:
            return "The Osric Lake bridge is 2.3 kilometres long."
        return "The context does not provide any information about that."

    rows = scenarios(ScriptedChatModel(script=script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), rows
