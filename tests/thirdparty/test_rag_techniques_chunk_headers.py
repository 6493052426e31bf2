"""Port: NirDiamant/RAG_Techniques "Contextual Chunk Headers": before chunks are embedded, the model
is asked for the document's title ("Your response MUST be the title of the document, and nothing
else"), with optional guidance and, for a document longer than 4000 tokens, a note that only its
first ~3000 words are given; the title then heads every chunk ("Document Title: ...").
One free-text call per document whose reply must be a short label lifted from, or made for, a
whole document: no question, no answer, nothing else.

Source: github.com/NirDiamant/RAG_Techniques, all_rag_techniques/contextual_chunk_headers.ipynb
@104dd70bbcf63d36268d50b26017c67e3f0994f8 (the repository's licence: custom non-commercial terms;
the prompts are quoted for testing only).
Kept verbatim: ``DOCUMENT_TITLE_PROMPT``, ``TRUNCATION_MESSAGE``, ``MAX_CONTENT_TOKENS``,
``truncate_content`` (tiktoken's gpt-3.5-turbo encoding, cl100k, shipped), ``get_document_title``,
``split_into_chunks`` (800, no overlap) and the chunk header
``f"Document Title: {document_title}\\n\\n{chunk}"``. Swapped: ``make_llm_call`` (the OpenAI client,
gpt-4o-mini, temperature 0.2) -> the simulator's ``invoke`` on the same one user message,
``.content.strip()``; the Cohere reranker that measures the header's effect (no chat-model call) is
left out. Invented, in place of Nike's 2023 annual report: five documents: a ferry company's annual
report with its cover lines, a markdown note with a heading, a club newsletter paragraph with no
title (bare and with guidance), and a trail guide over 4000 tokens (the truncation path).

Oracles (written before the first run), per model call (one title):
- at most 15 words, one line, none of the prompt's words ("INSTRUCTIONS", "DOCUMENT", "title of
  the following"), not the document's first sentence;
- names the document: the ferry report "Brightwater" (and "annual report" or "2023"); the note
  "sourdough"; the newsletter a word of its subject (bird / count / birding), and with the
  guidance "Fenwick"; the trail guide "Kestrel";
- or a stated limit.

First sight (ee78fa9c): 5 calls, 1 right / 2 stated a limit / **2** silently wrong: the ferry report's
title was its first capital line alone ("BRIGHTWATER FERRIES PLC"), the markdown note's "I don't
know." (its heading opened a part of its own). After (ports76, ``grounded.document_titles``): 3 / 2 /
0; the newsletter with no heading states that it does not compose a title.
"""

from __future__ import annotations

import warnings

import pytest
import tiktoken
from langchain_core.messages import BaseMessage
from langchain_text_splitters import RecursiveCharacterTextSplitter

from tests.thirdparty._support import CallLog, sim_llm
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
TOKEN_ENCODER = tiktoken.encoding_for_model('gpt-3.5-turbo')


def make_caller(model, log):
    def make_llm_call(chat_messages: list[dict]) -> str:
        response: BaseMessage = model.invoke(chat_messages, {"callbacks": [log]})
        return response.content.strip()

    return make_llm_call


def truncate_content(content: str, max_tokens: int) -> tuple[str, int]:
    tokens = TOKEN_ENCODER.encode(content, disallowed_special=())
    truncated_tokens = tokens[:max_tokens]
    return TOKEN_ENCODER.decode(truncated_tokens), min(len(tokens), max_tokens)


def get_document_title(make_llm_call, document_text: str, document_title_guidance: str = "") -> str:
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


# --- the invented documents and their oracles ------------------------------------------------

FERRY = """BRIGHTWATER FERRIES PLC
ANNUAL REPORT AND ACCOUNTS 2023
For the financial year ended 31 March 2023
Registered office: Quay House, Port Alder

Chair's statement
Brightwater Ferries carried 2.4 million passengers in the year, 9 per cent more than in 2022, on its
four routes across the Alder Estuary. Revenue rose to 61.2 million pounds. The hybrid vessel Heron
entered service in September and cut fuel use on the short crossing by a third.

Operations
Punctuality reached 96.1 per cent. Two sailings were cancelled for storms in February. The Port Alder
terminal was resurfaced over the winter and now has covered bicycle parking for 120 bicycles.
"""

NOTE = """# Sourdough starter care

Feed the starter once a day when it lives on the counter, and once a week when it lives in the
fridge. Use equal weights of flour and water: 50 g of each is plenty. Discard half before each
feed so the jar does not overflow. A healthy starter doubles within six hours of a feed and smells
pleasantly sour; a grey liquid on top means it is hungry, not dead.
"""

NEWSLETTER = """On the second Saturday of November the Fenwick Birding Club held its autumn bird count along
the reservoir path. Fourteen members counted 2,310 birds of 61 species, the highest total since the
count began in 2009. Highlights were a pair of whooper swans and a late swallow. The spring count is
planned for the third Sunday of April; volunteers should write to the club secretary by the end of
March. Thermos flasks of tea will again be provided at the boathouse.
"""

TRAIL_SECTIONS = [
    ("Ashby Gate to Kite Ridge", "The path climbs through beech woods for 3 km before opening onto heather."),
    ("Kite Ridge to the Tarn", "A level walk along the ridge with views of the valley and two stiles."),
    ("The Tarn to Hollin Crag", "The steepest section: allow an hour for the 300 m of ascent on loose stone."),
    ("Hollin Crag to Fold Farm", "Descend by the old packhorse track; the farm sells tea from Easter to October."),
    ("Fold Farm to Ashby Gate", "Follow the river back to the car park, crossing it twice by footbridges."),
]


def trail_guide() -> str:
    parts = ["Trail Guide to the Kestrel Hills", ""]
    for lap in range(1, 13):
        for name, text in TRAIL_SECTIONS:
            parts.append(f"Stage {lap}: {name}")
            parts.append(f"{text} On variant {lap} the waymarks are painted yellow and the stage takes "
                         f"longer in wet weather, when the stones are slippery and the streams run high. "
                         f"Walkers should carry water, a map of the Kestrel Hills and a waterproof layer, "
                         f"because the weather on the tops changes quickly even in summer.")
            parts.append("")
    return "\n".join(parts)


# key: (document, guidance, words of which one must appear (groups: all groups), first sentence)
DOCUMENTS = {
    "ferry_report": (FERRY, "", (("brightwater",), ("annual report", "2023"))),
    "markdown_note": (NOTE, "", (("sourdough",),)),
    "newsletter": (NEWSLETTER, "", (("bird", "count"),)),
    "newsletter_guided": (NEWSLETTER, "The title should include the name of the organisation.", (("fenwick",),)),
    "trail_guide": (trail_guide(), "", (("kestrel",),)),
}

FRAME = ("instructions", "title of the following", "document\n", "document:", "your response")


def ok_title(title: str, document: str, groups) -> bool:
    low = title.lower()
    if not title or "\n" in title.strip() or len(title.split()) > 15:
        return False
    if any(f in low for f in FRAME) or low.rstrip(".") == document.strip().split(". ")[0].lower():
        return False
    return all(any(w in low for w in group) for group in groups)


def rows_for(model, key):
    document, guidance, groups = DOCUMENTS[key]
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        title = get_document_title(make_caller(model, log), document, guidance)
    chunks = split_into_chunks(document, chunk_size=800)
    _headed = [f"Document Title: {title}\n\n{chunk}" for chunk in chunks]  # what the notebook embeds
    c = log.calls[-1]
    return [(f"{key}: title", verdict(title, ok_title(title, document, groups), c["limit"]), title[:200])]


SCENARIOS = {key: (lambda m, key=key: rows_for(m, key)) for key in DOCUMENTS}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_the_long_guide_takes_the_truncation_path():
    """Guard on the port itself: the invented trail guide is past ``MAX_CONTENT_TOKENS``."""
    assert len(TOKEN_ENCODER.encode(trail_guide())) > MAX_CONTENT_TOKENS


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    titles = {"BRIGHTWATER": "Brightwater Ferries PLC Annual Report 2023", "# Sourdough": "Sourdough Starter Care",
              "Trail Guide": "Trail Guide to the Kestrel Hills"}

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        body = text.split("DOCUMENT\n", 1)[1]
        for start, title in titles.items():
            if body.startswith(start):
                return title
        if "name of the organisation" in text:
            return "Fenwick Birding Club Autumn Bird Count"
        return "Autumn Bird Count at the Reservoir"

    rows = scenarios(ScriptedChatModel(script=script))
    assert rows and [v for _, v, _ in rows] == ["right"] * len(rows), rows
