# ruff: noqa: UP006, UP015, UP035
"""Port: NirDiamant/RAG_Techniques "Contextual Chunk Headers (CCH)": the model is given the start
of a whole document and asked for its title ("Your response MUST be the title of the document,
and nothing else"); the title is prepended to each chunk ("Document Title: ...") before the
chunk is scored against a query.

Source: github.com/NirDiamant/RAG_Techniques, all_rag_techniques/contextual_chunk_headers.ipynb
@04b64140bcff75a63cd93da0be41bce442f9ee65 (the repository's licence: custom non-commercial terms;
the prompts are quoted for testing only).
Kept verbatim: ``split_into_chunks`` (chunk 800, overlap 0), ``DOCUMENT_TITLE_PROMPT``,
``TRUNCATION_MESSAGE``, ``MAX_CONTENT_TOKENS = 4000``, ``get_document_title`` (the truncation
message only when the document reaches the limit, one user message), ``compare_chunk_similarities``
(``f"Document Title: {document_title}\\n\\n{chunk_text}"``). Swapped: ``make_llm_call`` (the
OpenAI client, gpt-4o-mini, temperature 0.2) -> the simulator's ``invoke`` on the same message
dicts, ``.content.strip()``; ``tiktoken.encoding_for_model('gpt-3.5-turbo')`` (its encoding is
downloaded on first use) -> whitespace tokens; the Cohere reranker (no chat model) -> cosine
similarity of the course's embeddings; ``data/nike_2023_annual_report.txt`` -> three invented
documents: an outdoor-gear company's annual report that opens with its title line (as the Nike
10-K does), a town council's minutes with no title line, and a field guide chapter on lichens
with a heading; the query "Nike climate change impact" -> one query per document in its shape
("Halvard climate change impact").

Oracles (written before the first run), per model call (one title per document):
- one line, at most 15 words, no preamble ("The title is", "Title:", "Sure"), not a sentence copied
  from the body (ends without a full stop), naming the document's subject: the report's company
  (Halvard) and that it is an annual report; for the minutes, the council or the bridge; for the
  chapter, lichens;
- or a stated limit.

First sight (1f03f9ba): 3 calls, 0 right / 0 stated a limit / **3** silently wrong: each title was
"I don't know." (the request read as a question the text's sentences answer). After (ports26,
``grounded/document_titles.py``): 2 / 1 / 0: the report's and the chapter's opening heading lines;
the minutes, which open with no heading, state that no title is given and none is composed.
"""

from __future__ import annotations

import math
import re
import warnings
from typing import List

import pytest
from langchain_text_splitters import RecursiveCharacterTextSplitter

from tests.thirdparty._support import CallLog, embeddings, sim_llm
from tests.thirdparty._verdict import verdict

# --- the program -------------------------------------------------------------------------


def split_into_chunks(text: str, chunk_size: int = 800) -> list[str]:
    text_splitter = RecursiveCharacterTextSplitter(
        chunk_size=chunk_size,
        chunk_overlap=0,
        length_function=len
    )
    documents = text_splitter.create_documents([text])
    return [document.page_content for document in documents]


# Constants
DOCUMENT_TITLE_PROMPT = """
INSTRUCTIONS
What is the title of the following document?

Your response MUST be the title of the document, and nothing else. DO NOT respond with anything else.

{document_title_guidance}

{truncation_message}

DOCUMENT
{document_text}
""".strip()

TRUNCATION_MESSAGE = """
Also note that the document text provided below is just the first ~{num_words} words of the document. That should be plenty for this task. Your response should still pertain to the entire document, not just the text provided below.
""".strip()

MAX_CONTENT_TOKENS = 4000


class _WhitespaceEncoder:
    """Stands in for ``tiktoken.encoding_for_model('gpt-3.5-turbo')`` (no download)."""

    def encode(self, content, disallowed_special=()):
        return content.split(" ")

    def decode(self, tokens):
        return " ".join(tokens)


TOKEN_ENCODER = _WhitespaceEncoder()


def make_program(llm, config=None):
    def make_llm_call(chat_messages: list[dict]) -> str:
        response = llm.invoke(chat_messages, config)
        return response.content.strip()

    def truncate_content(content: str, max_tokens: int) -> tuple[str, int]:
        tokens = TOKEN_ENCODER.encode(content, disallowed_special=())
        truncated_tokens = tokens[:max_tokens]
        return TOKEN_ENCODER.decode(truncated_tokens), min(len(tokens), max_tokens)

    def get_document_title(document_text: str, document_title_guidance: str = "") -> str:
        # Truncate the content if it's too long
        document_text, num_tokens = truncate_content(document_text, MAX_CONTENT_TOKENS)
        truncation_message = TRUNCATION_MESSAGE.format(num_words=3000) if num_tokens >= MAX_CONTENT_TOKENS else ""

        # Prepare the prompt for title extraction
        prompt = DOCUMENT_TITLE_PROMPT.format(
            document_title_guidance=document_title_guidance,
            document_text=document_text,
            truncation_message=truncation_message
        )
        chat_messages = [{"role": "user", "content": prompt}]

        return make_llm_call(chat_messages)

    return get_document_title


def rerank_documents(query: str, chunks: List[str]) -> List[float]:
    """The Cohere reranker's place: cosine similarity, in the chunks' order."""
    emb = embeddings()
    q = emb.embed_query(query)
    out = []
    for vec in emb.embed_documents(chunks):
        dot = sum(a * b for a, b in zip(q, vec, strict=True))
        out.append(dot / ((math.sqrt(sum(a * a for a in q)) or 1.0) * (math.sqrt(sum(b * b for b in vec)) or 1.0)))
    return out


def compare_chunk_similarities(chunk_index: int, chunks: List[str], document_title: str, query: str):
    chunk_text = chunks[chunk_index]
    chunk_wo_header = chunk_text
    chunk_w_header = f"Document Title: {document_title}\n\n{chunk_text}"
    return rerank_documents(query, [chunk_wo_header, chunk_w_header])


# --- the documents and their oracles -------------------------------------------------------------

HALVARD = """HALVARD OUTDOOR GEAR, INC. ANNUAL REPORT FOR FISCAL YEAR 2023

PART I

ITEM 1. BUSINESS

GENERAL

Halvard Outdoor Gear, Inc. designs and sells tents, sleeping bags, backpacks and technical clothing for hiking and mountaineering. The company was founded in 1987 in Tromsø and now sells through 212 own stores, independent retailers in 31 countries and its online shop. In fiscal 2023 revenue rose 6 per cent to 1.42 billion euros, of which apparel made up 58 per cent.

PRODUCTS

Our product lines are Fjellsport (technical mountaineering equipment), Kveld (camping and sleeping systems) and Lysning (everyday outdoor clothing). We introduced 140 new products during the year, including a tent made from recycled polyester.

ITEM 1A. RISK FACTORS

Given the broad and global scope of our operations, we are exposed to the physical risks of climate change, such as shifts in weather patterns. Warm winters reduce demand for insulated clothing, and extreme weather in the areas where our stores, suppliers, distribution centres and offices are located could disrupt our operations and affect our operating results. Floods closed our distribution centre in Drammen for nine days in August 2023.

Our suppliers are concentrated in a small number of countries. A disruption at a single fabric mill could delay the launch of a season's collection.

ITEM 2. PROPERTIES

We own our headquarters in Tromsø and lease our two distribution centres and most of our stores.
"""

MINUTES = """Present: Councillors Okafor (chair), Lindqvist, Baptiste, Moreau and Tanaka. Apologies: Councillor Reyes.

1. The minutes of the meeting of 4 March were approved without changes.

2. Mill Street footbridge. The engineer's inspection found corrosion in two of the six steel cross-beams. The bridge will stay open to pedestrians but closed to cyclists until repairs are done. Councillor Lindqvist proposed accepting the lowest of three tenders, 86,000 euros from Brenner Steelworks, with work to start in June. Carried, four votes to one.

3. Library opening hours. From 1 May the library will open until 8 pm on Thursdays. The extra staff hours will be paid from the reading programme budget.

4. Any other business. Residents of Quay Lane asked for a second streetlight near the ferry steps. The clerk will ask the lighting contractor for a quote.

The meeting closed at 21:10. Next meeting: 6 May.
"""

LICHENS = """Chapter 7: Lichens of Coastal Rocks

A lichen is not a single organism but a partnership between a fungus and an alga or a cyanobacterium. The fungus builds the body and anchors it to the rock; the partner makes sugars by photosynthesis.

Zones on the shore. On sea cliffs lichens grow in bands. Closest to the water is a black band of Verrucaria maura, which looks like a tar stain and tolerates regular splashing with salt water. Above it, orange species of Xanthoria and Caloplaca form a bright band where seabirds perch, because they need the nitrogen in bird droppings. Highest up, grey leafy and shrubby lichens such as Ramalina siliquosa grow where only spray reaches them.

Growth is slow: a crust of Verrucaria may widen by less than a millimetre a year, so a patch the size of a dinner plate can be several centuries old.

Lichens are sensitive to air pollution, and their return to city walls since the 1990s reflects cleaner air.
"""

DOCUMENTS = {
    "halvard_annual_report": {"text": HALVARD, "query": "Halvard climate change impact",
                              "subject": (("halvard",), ("annual report", "10-k", "fiscal year 2023", "form"))},
    "council_minutes": {"text": MINUTES, "query": "Mill Street footbridge repair tender",
                        "subject": (("council", "footbridge", "bridge", "minutes", "meeting"),)},
    "lichen_chapter": {"text": LICHENS, "query": "which lichens grow near the sea",
                       "subject": (("lichen",),)},
}

_PREAMBLE = re.compile(r"^\s*(the title( of (the|this) document)? is|title\s*:|sure|here is|document title\s*:)", re.I)


def ok_title(title: str, doc: dict) -> bool:
    if not title or "\n" in title.strip() or len(title.split()) > 15 or _PREAMBLE.search(title):
        return False
    if title.rstrip().endswith(".") and title.rstrip(". ") in doc["text"]:
        return False
    low = title.lower()
    return all(any(w in low for w in group) for group in doc["subject"])


def rows_titles(llm):
    rows = []
    for name, doc in DOCUMENTS.items():
        log = CallLog()
        get_document_title = make_program(llm, {"callbacks": [log]})
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            document_title = get_document_title(doc["text"])
        limit = log.calls[-1]["limit"] if log.calls else ""
        rows.append((f"get_document_title: {name}", verdict(document_title, ok_title(document_title, doc), limit),
                     document_title[:200]))
        chunks = split_into_chunks(doc["text"], chunk_size=800)
        compare_chunk_similarities(0, chunks, document_title, doc["query"])
    return rows


SCENARIOS = {"titles": rows_titles}


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
        assert "INSTRUCTIONS" in text and "Also note" not in text
        if "HALVARD" in text:
            return "HALVARD OUTDOOR GEAR, INC. ANNUAL REPORT FOR FISCAL YEAR 2023"
        if "Councillors" in text:
            return "Town Council Meeting Minutes: Mill Street Footbridge and Library Hours"
        return "Chapter 7: Lichens of Coastal Rocks"

    rows = scenarios(ScriptedChatModel(script=script))
    assert rows and [v for _, v, _ in rows] == ["right"] * len(rows), rows
    chunks = split_into_chunks(HALVARD, chunk_size=800)
    risk = next(i for i, c in enumerate(chunks) if "climate change" in c)
    without, with_header = compare_chunk_similarities(risk, chunks, "HALVARD OUTDOOR GEAR, INC. ANNUAL REPORT",
                                                      "Halvard climate change impact")
    assert with_header >= without - 0.05, (without, with_header)
