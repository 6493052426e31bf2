"""Port: LangChain how-to "How to handle long text when doing extraction": a nested schema
(``ExtractionData`` holding a list of ``KeyDevelopment`` with year, description and a verbatim
``evidence`` quote) filled by ``with_structured_output`` chunk by chunk (``extractor.batch``, the
"brute force" approach) and from the one chunk a retriever finds (the "RAG based" approach).

Source: github.com/langchain-ai/langchain, docs/docs/how_to/extraction_long_text.ipynb
@0746e55e9b675a4d546133c53e7c5fc2b130e0a0.
Kept verbatim: ``KeyDevelopment``, ``ExtractionData``, the system prompt, ``extractor`` (
``include_raw=False``), the batch call with ``max_concurrency`` 5, the merge loop, the
``rag_extractor`` (``k`` 1, ``docs[0].page_content``) and its query "Key developments associated
with cars" (asked here about bicycles, the invented article's subject).
Swapped: ``ChatOpenAI(model="gpt-4-0125-preview", temperature=0)`` -> the simulator; the
Wikipedia "Car" article (``requests`` + ``BSHTMLLoader``) -> an invented article on the history
of the bicycle; ``TokenTextSplitter(chunk_size=2000)`` -> the article's four sections as the
chunks (the invented article is short; the splitter's GPT-2 encoding is not stored offline);
``FAISS.from_texts`` + ``OpenAIEmbeddings`` -> ``LocalVectorStore`` + the course's embeddings.

Oracles (written before the first run), per model call (one per chunk):
- every extracted development is one of the chunk's: its ``year`` is a year the chunk states, its
  ``evidence`` is a sentence of the chunk (verbatim up to whitespace and the closing full stop)
  that contains that year, and its ``description`` shares a content word with that evidence;
- at least half of the chunk's dated developments are extracted (recall), and the chunk with no
  historic development (the maintenance section) gives ``key_developments: []``;
- or a stated limit.
"""

from __future__ import annotations

import re
import warnings

import pytest
from langchain_core.documents import Document
from langchain_core.prompts import ChatPromptTemplate
from pydantic import BaseModel, Field

from tests.thirdparty._support import CallLog, LocalVectorStore, embeddings, sim_llm
from tests.thirdparty._verdict import verdict


class KeyDevelopment(BaseModel):
    """Information about a development in the history of cars."""

    year: int = Field(
        ..., description="The year when there was an important historic development."
    )
    description: str = Field(
        ..., description="What happened in this year? What was the development?"
    )
    evidence: str = Field(
        ...,
        description="Repeat in verbatim the sentence(s) from which the year and description information were extracted",
    )


class ExtractionData(BaseModel):
    """Extracted information about key developments in the history of cars."""

    key_developments: list[KeyDevelopment]


# Define a custom prompt to provide instructions and any additional context.
prompt = ChatPromptTemplate.from_messages(
    [
        (
            "system",
            "You are an expert at identifying key historic development in text. "
            "Only extract important historic developments. Extract nothing if no important information can be found in the text.",
        ),
        ("human", "{text}"),
    ]
)

# --- the invented article (four sections = the chunks) -------------------------------------------

CHUNKS = [
    "Early machines\n"
    "In 1817, the German inventor Karl Drais presented his running machine, a two-wheeled vehicle "
    "pushed along by the rider's feet. The machine had no pedals and weighed about 22 kilograms. "
    "In 1839, a Scottish blacksmith is said to have added treadles to a rear-wheel drive, although "
    "historians doubt the story. Riders in Mannheim used the running machine on paved paths.",
    "Pedals and the high wheeler\n"
    "In 1864, Pierre Michaux's workshop in Paris began fitting pedals and cranks to the front wheel. "
    "The large front wheel of the high wheeler appeared in 1870, because each turn of the pedals "
    "covered more ground with a bigger wheel. High wheelers were fast but dangerous, and falls over "
    "the handlebars were common.",
    "The safety bicycle\n"
    "In 1885, John Kemp Starley built the Rover safety bicycle with two wheels of similar size and a "
    "chain drive to the rear wheel. John Boyd Dunlop developed the first practical pneumatic tyre in "
    "1888, which made riding far more comfortable. By the late 1890s, bicycle clubs had formed in "
    "most European cities.",
    "Looking after a bicycle\n"
    "Keep the chain clean and lightly oiled, and wipe off extra oil so dirt does not stick. Check the "
    "tyre pressure every week; the right pressure is printed on the side of the tyre. Brake pads "
    "wear down over time and should be replaced when the grooves are gone.",
]
# per chunk: the years of its dated developments (the 1839 story and "late 1890s" are optional)
DEVELOPMENT_YEARS = [{1817}, {1864, 1870}, {1885, 1888}, set()]
OPTIONAL_YEARS = [{1839}, set(), {1890, 1895, 1897, 1899}, set()]
_STOP = frozenset("the and with was were which that this from for its their his her had each more "
                  "first".split())


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().rstrip(".").lower()


def _sentences(chunk: str) -> list[str]:
    return [_norm(s) for s in re.split(r"(?<=[.;])\s+|\n", chunk) if s.strip()]


def _words(text: str) -> set[str]:
    return {w[:6] for w in re.findall(r"[a-z]{3,}", text.lower()) if w not in _STOP}


def extraction_ok(data, chunk_index: int) -> bool:
    if not isinstance(data, ExtractionData):
        return False
    chunk = CHUNKS[chunk_index]
    sentences = _sentences(chunk)
    allowed = DEVELOPMENT_YEARS[chunk_index] | OPTIONAL_YEARS[chunk_index]
    found = set()
    for dev in data.key_developments:
        ev = _norm(dev.evidence)
        if dev.year not in allowed or not ev or str(dev.year) not in ev:
            return False
        if not any(ev in s or s in ev for s in sentences if str(dev.year) in s):
            return False
        if not (_words(dev.description) & _words(dev.evidence)):
            return False
        found.add(dev.year)
    need = DEVELOPMENT_YEARS[chunk_index]
    if not need:
        return not data.key_developments
    return len(found & need) * 2 >= len(need)


def extractor_of(llm):
    return prompt | llm.with_structured_output(
        schema=ExtractionData,
        include_raw=False,
    )


def s_brute_force(llm):
    extractor = extractor_of(llm)
    texts = CHUNKS
    rows = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for i, text in enumerate(texts):  # the batch, one chunk at a time so each call is logged
            log = CallLog()
            extractions = extractor.batch(
                [{"text": text}],
                {"max_concurrency": 5, "callbacks": [log]},
            )
            c = log.calls[0]
            rows.append((f"brute force, chunk {i}", verdict(c["text"], extraction_ok(extractions[0], i), c["limit"]),
                         repr(extractions[0])[:300]))
    return rows


def s_rag_based(llm):
    extractor = extractor_of(llm)
    texts = CHUNKS
    vectorstore = LocalVectorStore.from_documents([Document(page_content=t) for t in texts], embeddings())
    retriever = vectorstore.as_retriever(
        search_kwargs={"k": 1}
    )  # Only extract from first document
    rag_extractor = {
        "text": retriever | (lambda docs: docs[0].page_content)  # fetch content of top doc
    } | extractor
    rows = []
    for query in ("Key developments associated with bicycles", "When did bicycles get pedals?"):
        log = CallLog()
        top = retriever.invoke(query)[0].page_content
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            results = rag_extractor.invoke(query, {"callbacks": [log]})
        c = log.calls[0]
        rows.append((f"rag: {query}", verdict(c["text"], extraction_ok(results, CHUNKS.index(top)), c["limit"]),
                     repr(results)[:300]))
    return rows


SCENARIOS = {"brute_force": s_brute_force, "rag_based": s_rag_based}


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
    from tests.thirdparty._support import ScriptedChatModel, call

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        i = next(n for n, c in enumerate(CHUNKS) if c.split("\n")[1][:40] in text)
        devs = []
        for s in re.split(r"(?<=\.)\s+", CHUNKS[i].split("\n", 1)[1]):
            year = next((y for y in DEVELOPMENT_YEARS[i] if str(y) in s), None)
            if year:
                devs.append({"year": year, "description": s.split(",", 1)[1].strip(), "evidence": s})
        return call("ExtractionData", key_developments=devs)

    rows = scenarios(ScriptedChatModel(script=script, tool_calling=True))  # structured replies logged too
    assert [v for _, v, _ in rows] == ["right"] * len(rows), rows
