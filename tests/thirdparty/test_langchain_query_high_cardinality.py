"""Port: LangChain how-to "How deal with high cardinality categoricals when doing query analysis":
``{"question": RunnablePassthrough()} | prompt | llm.with_structured_output(Search)`` fills
``Search(query, author)`` for a library search, first with a bare system prompt, then with ALL the
valid author names in the system prompt ("`author` attribute MUST be one of: ... Do NOT
hallucinate author name!"), then with only the ten names nearest the question (a vector search
over the names). One structured call per question whose one field must be an exact value of a
long list, and the question may misspell it.

Source: github.com/langchain-ai/langchain, docs/docs/how_to/query_high_cardinality.ipynb
@0746e55e9b675a4d546133c53e7c5fc2b130e0a0 (MIT).
Kept verbatim: ``Search`` (``query: str``, ``author: str``), both system prompts,
``base_prompt.partial(authors=", ".join(names))``, ``select_names`` (``similarity_search(question,
k=10)``, names joined by ", "), the three analyzers' wiring and the notebook's two questions
("what are books about aliens by Jesse Knight" / "... by jess knight").
Swapped: ``ChatOpenAI(model="gpt-4o-mini")`` (and ``gpt-4-turbo-preview`` for the long prompt) ->
the simulator; ``OpenAIEmbeddings`` + Chroma -> ``course_lib.get_embeddings()`` +
``LocalVectorStore``; ``Faker().name()`` x 10000 -> ``NAMES``: 400 invented names from fixed
first and last names (the notebook's "Jesse Knight" among them, other Knights beside it). The
notebook's last step (a ``model_validator`` that replaces the author by a vector search) makes
no model call and is left out.

Oracles (written before the first run), per model call (one ``Search``):
- ``query`` names the question's subject (aliens, fermentation, lighthouses, rivers), never the
  prompt's words ("library system", "author");
- bare prompt: ``author`` is the name as the question writes it (any case) or the list's name it
  means;
- with all names, or with the ten nearest: ``author`` is the list's name the question means when
  the prompt offers it; when the ten nearest do not offer it, any offered name counts (the
  program's own limit), a name not offered never does;
- or a stated limit.

First sight (aaff5d4b): 15 calls, 4 right / 6 stated a limit / **5** silently wrong: "I'm looking
for Rafael Mbekki's history of lighthouses" -> ``author="Rafael Mbekki's"`` in all three variants;
"poems about rivers written by Imogen Haro" -> "Imogen Haro" with the list that allows only its own
names. After (ports78, ``values.listed_options`` and the person reader's possessive): 5 / 10 / 0.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import RunnablePassthrough
from pydantic import BaseModel

from tests.thirdparty._support import CallLog, LocalVectorStore, embeddings, sim_llm
from tests.thirdparty._verdict import verdict

# --- the swapped data: invented names in place of Faker's ----------------------------------------

_FIRST = ("Jesse Lisa Ryan Stephanie Susan Andrew Casey Vickie Connor Theodora Rafael Imogen Kwame "
          "Beatriz Oskar Mirela Tobias Anjali Declan Yusra").split()
_LAST = ("Knight Quennell Mbeki Harrow Lindqvist Achebe Fairweather Okonjo Castellanos Pryce Varga "
         "Holloway Sato Brennan Duarte Whitcombe Nakamura Ferreira Abernathy Kowalski").split()
NAMES = [f"{f} {s}" for s in _LAST for f in _FIRST]


# --- the program ---------------------------------------------------------------------------------

class Search(BaseModel):
    query: str
    author: str


def make_analyzers(llm, names=NAMES):
    system = """Generate a relevant search query for a library system"""
    prompt = ChatPromptTemplate.from_messages(
        [
            ("system", system),
            ("human", "{question}"),
        ]
    )
    structured_llm = llm.with_structured_output(Search)
    query_analyzer = {"question": RunnablePassthrough()} | prompt | structured_llm

    system = """Generate a relevant search query for a library system.

`author` attribute MUST be one of:

{authors}

Do NOT hallucinate author name!"""
    base_prompt = ChatPromptTemplate.from_messages(
        [
            ("system", system),
            ("human", "{question}"),
        ]
    )
    prompt = base_prompt.partial(authors=", ".join(names))
    query_analyzer_all = {"question": RunnablePassthrough()} | prompt | structured_llm

    vectorstore = LocalVectorStore.from_texts(names, embeddings(), collection_name="author_names")

    def select_names(question):
        _docs = vectorstore.similarity_search(question, k=10)
        _names = [d.page_content for d in _docs]
        return ", ".join(_names)

    create_prompt = {
        "question": RunnablePassthrough(),
        "authors": select_names,
    } | base_prompt
    query_analyzer_select = create_prompt | structured_llm
    return {"bare": query_analyzer, "all": query_analyzer_all, "select": query_analyzer_select}, select_names


# --- questions and oracles -----------------------------------------------------------------------

# question -> (the list's name it means, how the question writes it, subject words for query)
QUESTIONS = {
    "what are books about aliens by Jesse Knight": ("Jesse Knight", "Jesse Knight", ("alien",)),
    "what are books about aliens by jess knight": ("Jesse Knight", "jess knight", ("alien",)),
    "any cookbooks on fermentation by theodora quenell?": ("Theodora Quennell", "theodora quenell",
                                                           ("ferment",)),
    "I'm looking for Rafael Mbekki's history of lighthouses": ("Rafael Mbeki", "Rafael Mbekki",
                                                              ("lighthouse",)),
    "poems about rivers written by Imogen Haro": ("Imogen Harrow", "Imogen Haro", ("river",)),
}

PROMPT_WORDS = ("library system", "author attribute", "hallucinate")


def ok_search(result, question, variant, offered) -> bool:
    if not isinstance(result, Search):
        return False
    meant, written, subject = QUESTIONS[question]
    query, author = result.query.lower(), result.author.strip()
    if not any(s in query for s in subject) or any(p in query for p in PROMPT_WORDS):
        return False
    if variant == "bare":
        return author.lower() in (meant.lower(), written.lower())
    if meant in offered:
        return author == meant
    return author in offered


def rows_for(model, question, variant):
    analyzers, select_names = make_analyzers(model)
    offered = NAMES if variant != "select" else select_names(question).split(", ")
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            result = analyzers[variant].invoke(question, {"callbacks": [log]})
        except Exception as exc:  # noqa: BLE001 (a reply that does not parse as Search)
            result = f"{type(exc).__name__}: {exc}"
    limit = log.calls[-1]["limit"] if log.calls else ""
    return [(f"{variant}: {question}", verdict("", ok_search(result, question, variant, offered), limit),
             repr(result)[:200])]


SCENARIOS = {f"{v}: {q}": (lambda m, q=q, v=v: rows_for(m, q, v))
             for v in ("bare", "all", "select") for q in QUESTIONS}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_the_names_are_a_long_list():
    """Guard on the port itself: 400 distinct names, the meant names among them."""
    assert len(set(NAMES)) == 400
    assert all(meant in NAMES for meant, _, _ in QUESTIONS.values())


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        question = text.rsplit("human: ", 1)[1].strip()
        meant, written, subject = QUESTIONS[question]
        offered = text.split("MUST be one of:", 1)[1].split("Do NOT", 1)[0] if "MUST be one of" in text else ""
        if not offered:
            author = written.title()
        elif meant in offered:
            author = meant
        else:
            author = offered.split(",")[0].strip()
        return {"query": subject[0] + "s", "author": author}

    rows = scenarios(ScriptedChatModel(script=script))
    assert rows and [v for _, v, _ in rows] == ["right"] * len(rows), rows
