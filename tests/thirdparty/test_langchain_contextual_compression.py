# ruff: noqa: W291, W293
"""Port: LangChain how-to "How to do retrieval with contextual compression": a vanilla vector-store
retriever over a long speech, wrapped by a ``ContextualCompressionRetriever`` whose compressor is an
``LLMChainExtractor`` (the model copies the relevant parts of each chunk *as is*, or answers
``NO_OUTPUT``) or an ``LLMChainFilter`` (the model answers YES or NO per chunk).

Source: github.com/langchain-ai/langchain, docs/docs/how_to/contextual_compression.ipynb
@0746e55e9b675a4d546133c53e7c5fc2b130e0a0; the compressors as the notebook's langchain ran them:
``libs/langchain/langchain/retrievers/document_compressors/chain_extract.py`` @032a67f
(``default_get_input``, ``from_llm``: ``prompt | llm | StrOutputParser()``, documents with empty
output dropped), ``chain_filter_prompt.py`` @6e12138 and the extractor's English prompt (the
index's copy of ``chain_extract_prompt.py`` is a fork's translation; the text below is the one the
docs and langchaingo's port quote, with its ``{no_output_str}`` = ``NO_OUTPUT``).
Kept verbatim: both prompts, ``NoOutputParser``'s ``NO_OUTPUT``, the filter's YES / NO reading
(``BooleanOutputParser``: YES true, NO false, anything else an error), ``CharacterTextSplitter(
chunk_size=1000, chunk_overlap=0)``, ``as_retriever()`` (k = 4), ``pretty_print_docs``.
Swapped: ``OpenAI(temperature=0)`` (a completion model) -> the simulator, sent the formatted prompt
as one human message; ``OpenAIEmbeddings`` + ``FAISS`` -> ``LocalVectorStore``; the 2023 State of
the Union (``TextLoader``) -> an invented mayor's annual address; ``ContextualCompressionRetriever``,
``LLMChainExtractor`` and ``LLMChainFilter`` (not in langchain 1.x) -> ``compress`` below, the same
loop. Invented: the questions, shaped like the notebook's ("What did the mayor say about ...").

Oracles (written before the first run), per model call:
- extractor: for a chunk that holds the question's answer, a reply whose every sentence is verbatim
  in the chunk (whitespace aside) and that holds the answer's key fact; for a chunk that does not
  name the question's subject, ``NO_OUTPUT``; for a chunk that names the subject without the fact,
  either ``NO_OUTPUT`` or a verbatim part naming the subject; or a stated limit;
- filter: YES for a chunk that holds the answer, NO for a chunk that does not name the subject,
  either for the rest; or a stated limit.
"""

from __future__ import annotations

import re
import warnings

import pytest
from langchain_core.documents import Document
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import PromptTemplate

from tests.thirdparty._support import CallLog, LocalVectorStore, embeddings, sim_llm
from tests.thirdparty._verdict import verdict

# --- the program -------------------------------------------------------------------------

EXTRACT_TEMPLATE = """Given the following question and context, extract any part of the context *AS IS* that is relevant to answer the question. If none of the context is relevant return {no_output_str}. 

Remember, *DO NOT* edit the extracted parts of the context.

> Question: {{question}}
> Context:
>>>
{{context}}
>>>
Extracted relevant parts:"""

FILTER_TEMPLATE = """Given the following question and context, return YES if the context is relevant to the question and NO if it isn't.

> Question: {question}
> Context:
>>>
{context}
>>>
> Relevant (YES / NO):"""

NO_OUTPUT = "NO_OUTPUT"


def default_get_input(query: str, doc: Document) -> dict:
    """Return the compression chain input."""
    return {"question": query, "context": doc.page_content}


def extractor_chain(llm):
    template = EXTRACT_TEMPLATE.format(no_output_str=NO_OUTPUT)
    prompt = PromptTemplate(template=template, input_variables=["question", "context"])
    return prompt | llm | StrOutputParser()


def filter_chain(llm):
    prompt = PromptTemplate(template=FILTER_TEMPLATE, input_variables=["question", "context"])
    return prompt | llm | StrOutputParser()


def parse_boolean(text: str) -> bool:
    """``BooleanOutputParser`` (true_val YES, false_val NO): the one of the two the text holds."""
    found = set(re.findall(r"\b(YES|NO)\b", text.upper()))
    if found == {"YES"}:
        return True
    if found == {"NO"}:
        return False
    raise ValueError(f"BooleanOutputParser expected output value to include either YES or NO. Received {text}.")


def pretty_print_docs(docs):
    return f"\n{'-' * 100}\n".join([f"Document {i+1}:\n\n" + d.page_content for i, d in enumerate(docs)])


# --- the invented speech -----------------------------------------------------------------

SPEECH = """Good evening. A year ago I stood in this hall and promised a city that works for the people who live in it. Tonight I want to tell you what we did, what we did not manage, and what comes next.

Let me start with housing. We approved 1,450 new homes this year, more than in any year since 1998. Four hundred of them are for rent at a price tied to local wages, and the first tenants moved into the Birchfield estate in September. I know the waiting list is still too long.

Our parks had a hard summer. The drought closed the Wennick ponds for six weeks, and volunteers watered the young trees on Harbour Hill by hand. Thank you to every one of them. Next year we plant eight hundred more trees along the river path.

Now to transport. The new tram line from the station to the university will open on the fourth of March, and it will run every six minutes at peak hours. The line cost 212 million, of which the national government paid sixty per cent. Bus route 14 will be rerouted to meet the tram at Carver Square.

I also want to speak plainly about the budget. Energy prices raised the cost of heating our schools by a third. We did not cut a single teaching post, but we delayed the renovation of the Lindon library by a year, and I am sorry for that.

Tonight I would like to honour someone who gave forty years to this city: Judge Amara Felton, who retires this spring from the district court. Judge Felton founded the youth mediation programme that has kept hundreds of teenagers out of court. Judge Felton, thank you for your service.

Public safety matters to every family. Response times of the fire service fell to seven minutes on average, and the new station in Oster Park opens in June. We will hire twenty more paramedics this year.

Finally, our city will host the regional games in 2027. The athletes' village will become student housing afterwards, so that every euro we spend stays useful.

Thank you, and good night."""


def build_retriever():
    from langchain_text_splitters import CharacterTextSplitter

    documents = [Document(page_content=SPEECH, metadata={"source": "mayors_address.txt"})]
    text_splitter = CharacterTextSplitter(chunk_size=1000, chunk_overlap=0)
    texts = text_splitter.split_documents(documents)
    return LocalVectorStore.from_documents(texts, embeddings()).as_retriever()


# --- inputs and oracles ---------------------------------------------------------------------

# question -> (subject words: a chunk naming one "names the subject", facts: a chunk holding all holds the answer)
QUESTIONS = {
    "What did the mayor say about the new tram line": (["tram"], ["fourth of March", "every six minutes"]),
    "What did the mayor say about Judge Amara Felton": (["Felton"], ["retires this spring"]),
    "What did the mayor say about the Lindon library": (["Lindon", "library"], ["delayed the renovation"]),
}


def _norm(text: str) -> str:
    return " ".join(text.replace("\u2019", "'").split()).lower()


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s+|\n+", text.strip()) if s.strip()]


def rows_extract(model, question):
    subject, facts = QUESTIONS[question]
    docs = build_retriever().invoke(question)
    chain = extractor_chain(model)
    rows = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for i, doc in enumerate(docs):
            log = CallLog()
            output = chain.invoke(default_get_input(question, doc), {"callbacks": [log]})
            low = doc.page_content.lower()
            holds = all(f.lower() in low for f in facts)
            names = any(s.lower() in low for s in subject)
            verbatim = bool(output.strip()) and all(_norm(s) in _norm(doc.page_content) for s in _sentences(output))
            if holds:
                ok = verbatim and any(f.lower() in output.lower() for f in facts)
            elif not names:
                ok = output.strip() == NO_OUTPUT
            else:
                ok = output.strip() == NO_OUTPUT or (verbatim and any(s.lower() in output.lower() for s in subject))
            call = log.calls[-1]
            rows.append((f"extract {question[28:]!r} chunk {i + 1}", verdict(call["text"], ok, call["limit"]),
                         f"{output[:200]!r} <- {doc.page_content[:60]!r}"))
    return rows


def rows_filter(model, question):
    subject, facts = QUESTIONS[question]
    docs = build_retriever().invoke(question)
    chain = filter_chain(model)
    rows = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for i, doc in enumerate(docs):
            log = CallLog()
            output = chain.invoke(default_get_input(question, doc), {"callbacks": [log]})
            try:
                keep = parse_boolean(output)
            except ValueError:
                keep = None
            low = doc.page_content.lower()
            if all(f.lower() in low for f in facts):
                ok = keep is True
            elif not any(s.lower() in low for s in subject):
                ok = keep is False
            else:
                ok = keep is not None
            call = log.calls[-1]
            rows.append((f"filter {question[28:]!r} chunk {i + 1}", verdict(call["text"], ok, call["limit"]),
                         f"{output[:120]!r} <- {doc.page_content[:60]!r}"))
    return rows


SCENARIOS = {
    **{f"extract{i}": (lambda m, q=q: rows_extract(m, q)) for i, q in enumerate(QUESTIONS)},
    **{f"filter{i}": (lambda m, q=q: rows_filter(m, q)) for i, q in enumerate(QUESTIONS)},
}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_the_compressed_docs_print_like_the_notebook():
    docs = [Document(page_content="a"), Document(page_content="b")]
    assert pretty_print_docs(docs) == "Document 1:\n\na\n" + "-" * 100 + "\nDocument 2:\n\nb"


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        question = re.search(r"> Question: (.*)", text).group(1).strip()
        context = text.split(">>>", 1)[1].rsplit(">>>", 1)[0]
        subject, facts = QUESTIONS[question]
        holds = all(f.lower() in context.lower() for f in facts)
        if "Relevant (YES / NO)" in text:
            return "YES" if holds else "NO"
        if not holds:
            return NO_OUTPUT
        return next(s for s in _sentences(context) if facts[0].lower() in s.lower())

    rows = scenarios(ScriptedChatModel(script=script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
