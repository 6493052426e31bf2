# ruff: noqa: E501
"""Port: SiteGPT from Nomad Coders' "FullstackGPT" course (a Korean course, English prompts), as
a learner committed it: a map-rerank chain without the library's chain class. Each retrieved page
gets its own answer with a 0-5 score (``answers_prompt``, with worked examples "Answer: ... /
Score: 5"); a second prompt (``choose_prompt``) picks among the scored answers, favouring high
scores and recent dates, and cites the sources as given.

Source: github.com/Jinwook-Song/fullstack-gpt, pages/04_SiteGPT.py
@23165b340dafc6ea7d9ba291939d6b5c3787a672.
Kept verbatim: both prompts, ``get_answers``, ``choose_answer`` (the ``Source:`` / ``Date`` lines,
"Date" without its colon as written) and the chain ``{"docs": retriever, "question":
RunnablePassthrough()} | RunnableLambda(get_answers) | RunnableLambda(choose_answer)``.
Swapped: ``ChatOpenAI(temperature=0.1)`` -> the simulator; ``SitemapLoader`` + FAISS +
``OpenAIEmbeddings`` -> invented pages of a product documentation site (``source`` and ``lastmod``
metadata as the sitemap gives them) in ``LocalVectorStore`` (k = 4, FAISS's default); Streamlit
-> none. Invented: the pages and the questions.

Oracles (written before the first run), per model call:
- a scored answer: has a ``Score: n`` line with n in 0-5; over a page that states the fact, the
  answer has the fact and n >= 3; over a page that does not, it says it does not know and n <= 2;
- the chosen answer: has the fact and the source URL of a page that states it, no raw reprs; for
  a question no page answers, says it does not know;
- or a stated limit.
"""

from __future__ import annotations

import re
import warnings

import pytest
from langchain_core.documents import Document
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import RunnableLambda, RunnablePassthrough

from tests.thirdparty._support import REFUSAL, CallLog, LocalVectorStore, embeddings, sim_llm
from tests.thirdparty._verdict import verdict

# --- the program (pages/04_SiteGPT.py) --------------------------------------------------------------

answers_prompt = ChatPromptTemplate.from_template(
    """
    Using ONLY the following context answer the user's question.
    If you can't just say you don't know, don't make anything up.

    Then, give a score to the answer between 0 and 5.
    The score should be high if the answer is related to the user's question, and low otherwise.
    If there is no relevant content, the score is 0.
    Always provide scores with your answers
    Context: {context}

    Examples:

    Question: How far away is the moon?
    Answer: The moon is 384,400 km away.
    Score: 5

    Question: How far away is the sun?
    Answer: I don't know
    Score: 0

    Your turn!
    Question: {question}
"""
)

choose_prompt = ChatPromptTemplate.from_messages(
    [
        (
            "system",
            """
            Use ONLY the following pre-existing answers to answer the user's question.
            Use the answers that have the highest score (more helpful) and favor the most recent ones.
            Cite sources and return the sources of the answers as they are with Date, do not change them.
            Answers: {answers}
            """,
        ),
        ("human", "{question}"),
    ]
)


def make_chain(llm, retriever, config=None):
    """The program's module-level functions, over a given ``llm`` (the program's global)."""

    def get_answers(inputs):
        docs = inputs["docs"]
        question = inputs["question"]
        answers_chain = answers_prompt | llm
        return {
            "question": question,
            "answers": [
                {
                    "answer": answers_chain.invoke(
                        {"context": doc.page_content, "question": question}, config
                    ).content,
                    "source": doc.metadata["source"],
                    "date": doc.metadata["lastmod"],
                }
                for doc in docs
            ],
        }

    def choose_answer(inputs):
        answers = inputs["answers"]
        question = inputs["question"]
        choose_chain = choose_prompt | llm
        condensed = "\n\n".join(
            f'{answer["answer"]}\nSource:{answer["source"]}\nDate{answer["date"]}\n'
            for answer in answers
        )

        return choose_chain.invoke(
            {"question": question, "answers": condensed}, config
        )

    chain = (
        {
            "docs": retriever,
            "question": RunnablePassthrough(),
        }
        | RunnableLambda(get_answers)
        | RunnableLambda(choose_answer)
    )
    return chain


# --- invented site (the swapped sitemap) ---------------------------------------------------------------

PAGES = [
    ("https://docs.nimbuscloud.example/functions/limits", "2024-03-02", "Nimbus Functions limits. Each function invocation can run for at most 15 minutes. The memory of a function can be set between 128 MB and 10 GB."),
    ("https://docs.nimbuscloud.example/functions/pricing", "2024-05-11", "Nimbus Functions pricing. The free tier includes 400,000 GB-seconds of compute per month. Beyond the free tier, compute is billed at $0.0000167 per GB-second."),
    ("https://docs.nimbuscloud.example/storage/buckets", "2023-11-20", "Nimbus Storage buckets. A bucket name must be between 3 and 63 characters long and use only lowercase letters, numbers and hyphens. Each account can create up to 100 buckets."),
    ("https://docs.nimbuscloud.example/storage/lifecycle", "2024-01-15", "Nimbus Storage lifecycle rules. Lifecycle rules move objects to the archive tier after a number of days you choose. Archived objects are restored within 12 hours."),
    ("https://docs.nimbuscloud.example/gateway/overview", "2024-04-08", "Nimbus Gateway overview. The gateway routes HTTP requests to functions. Requests larger than 10 MB are rejected with status 413."),
]

# question -> (facts (any one), the url of the page that states it) or None when no page does
QUESTIONS = {
    "timeout": ("What is the maximum run time of a Nimbus function?", ("15 minutes",), PAGES[0][0]),
    "buckets": ("How many buckets can one account create in Nimbus Storage?", ("100",), PAGES[2][0]),
    "missing": ("Which regions does Nimbus Storage replicate buckets to?", None, None),
}

_SCORE = re.compile(r"score\s*:\s*\**\s*([0-9]+(?:\.[0-9]+)?)", re.I)
_DUMP = ("Document(", "page_content", "metadata=", "{'answer'")


def _retriever():
    docs = [Document(page_content=text, metadata={"source": url, "lastmod": date}) for url, date, text in PAGES]
    return LocalVectorStore.from_documents(docs, embeddings()).as_retriever()


def _scored_ok(text: str, context: str, facts) -> bool:
    match = _SCORE.search(text)
    if not match:
        return False
    score = float(match.group(1))
    if not 0 <= score <= 5:
        return False
    answer = text[: match.start()]
    if facts and any(f.lower() in context.lower() for f in facts):
        return any(f.lower() in answer.lower() for f in facts) and score >= 3
    return bool(REFUSAL.search(answer)) and score <= 2


def rows_question(model, name):
    question, facts, url = QUESTIONS[name]
    log = CallLog()
    chain = make_chain(model, _retriever(), {"callbacks": [log]})
    retrieved = _retriever().invoke(question)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        result = chain.invoke(question)
    rows = []
    for doc, call in zip(retrieved, log.calls[:-1], strict=True):
        ok = _scored_ok(call["text"], doc.page_content, facts)
        rows.append((f"{name} answer over {doc.metadata['source'].rsplit('/', 2)[-2:]}", verdict(call["text"], ok, call["limit"]), call["text"][:200]))
    final = result.content
    if facts:
        ok = any(f.lower() in final.lower() for f in facts) and url in final
    else:
        ok = bool(REFUSAL.search(final))
    ok = ok and not any(d in final for d in _DUMP)
    rows.append((f"{name} chosen answer", verdict(result, ok, log.calls[-1]["limit"]), final[:200]))
    return rows


SCENARIOS = {f"question_{n}": (lambda m, n=n: rows_question(m, n)) for n in QUESTIONS}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {
    'question_buckets': "the choose step answers 'I don't know.' over the scored answers, one of which states 100 buckets (the answers read as one document: coverage 0.38)",
}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def _ideal_script(prompt_text, _schema, _tools):
    text = str(prompt_text)
    q = next(v for v in QUESTIONS.values() if v[0] in text)
    _, facts, url = q
    if "Your turn!" in text:
        context = text.split("Context:", 1)[1].split("Examples:", 1)[0]
        if facts and any(f in context for f in facts):
            return f"Answer: {facts[0]}.\nScore: 5"
        return "Answer: I don't know.\nScore: 0"
    if facts:
        return f"The answer is {facts[0]}.\nSource:{url}"
    return "I don't know: none of the answers covers it."


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    rows = scenarios(ScriptedChatModel(script=_ideal_script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
