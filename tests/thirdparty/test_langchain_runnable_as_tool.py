"""Port: LangChain how-to "How to convert Runnables to Tools", its agent part: a retriever made
a tool (``retriever.as_tool(name="pet_info_retriever", ...)``, one string argument) and a RAG
chain made a tool (``rag_chain.as_tool(name="pet_expert", ...)``) whose arguments are the chain's
input keys, ``question`` and ``answer_style`` (no descriptions, no types: the schema the chain's
``itemgetter`` map gives), each handed to ``create_react_agent``.

Source: github.com/langchain-ai/langchain, docs/docs/how_to/convert_runnable_to_tool.ipynb
@0746e55e9b675a4d546133c53e7c5fc2b130e0a0 (MIT).
Kept verbatim: the two documents ("Dogs are great companions, ...", "Cats are independent pets
...") and ``search_kwargs={"k": 1}``, both ``as_tool`` calls (names, "Get information about
pets."), the RAG ``system_prompt`` ("Answer in the style of {answer_style}. ... Context:
{context}") as a lone system message, the ``rag_chain`` map (``itemgetter("question") |
retriever``, ``itemgetter("answer_style")``) ``| prompt | llm | StrOutputParser()``,
``create_react_agent(llm, tools)``, and the questions "What are dogs known for?" and "What would
a pirate say dogs are known for?". Swapped: ``ChatOpenAI`` -> the simulator;
``InMemoryVectorStore`` + ``OpenAIEmbeddings`` -> ``LocalVectorStore`` + ``get_embeddings()``;
``agent.stream`` -> ``agent.invoke`` (the same steps). Invented: three more pet documents and
four questions (a style asked in other words, no style asked, a pet the documents lack).

Oracles (written before the first run), per model call:
- the agent's first reply calls the tool once, its question / query on the question's animal;
  for ``pet_expert`` the ``answer_style`` holds the style the question asks for ("pirate", "sports
  commentator", ...) or, where none is asked, any non-empty style;
- the RAG chain's reply (inside the tool) states the retrieved document's fact, or that it does
  not know when the document is about another animal;
- the agent's last reply states the fact (for the pet the documents lack: no invented fact);
- or a stated limit.
First sight (a4b7e2d3): 8 calls, 4 right / 4 stated a limit / 0 silently wrong (``pet_expert`` is
never chosen: a knowledge limit); unchanged after (ports80).
"""

from __future__ import annotations

import warnings
from operator import itemgetter

import pytest
from langchain_core.documents import Document
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import ChatPromptTemplate

from tests.thirdparty._support import CallLog, LocalVectorStore, embeddings, sim_llm
from tests.thirdparty._verdict import contains_any, verdict

documents = [
    Document(
        page_content="Dogs are great companions, known for their loyalty and friendliness.",
    ),
    Document(
        page_content="Cats are independent pets that often enjoy their own space.",
    ),
    # invented
    Document(page_content="Parrots can mimic human speech and some live for more than fifty years."),
    Document(page_content="Rabbits eat mostly hay, and they need it to keep their teeth short."),
    Document(page_content="Goldfish need a filtered tank and can recognise the person who feeds them."),
]

system_prompt = """
You are an assistant for question-answering tasks.
Use the below context to answer the question. If
you don't know the answer, say you don't know.
Use three sentences maximum and keep the answer
concise.

Answer in the style of {answer_style}.

Question: {question}

Context: {context}
"""

prompt = ChatPromptTemplate.from_messages([("system", system_prompt)])


def build(llm):
    from langgraph.prebuilt import create_react_agent

    vectorstore = LocalVectorStore.from_documents(documents, embedding=embeddings())
    retriever = vectorstore.as_retriever(
        search_type="similarity",
        search_kwargs={"k": 1},
    )
    tools = [
        retriever.as_tool(
            name="pet_info_retriever",
            description="Get information about pets.",
        )
    ]
    retriever_agent = create_react_agent(llm, tools)

    rag_chain = (
        {
            "context": itemgetter("question") | retriever,
            "question": itemgetter("question"),
            "answer_style": itemgetter("answer_style"),
        }
        | prompt
        | llm
        | StrOutputParser()
    )
    rag_tool = rag_chain.as_tool(
        name="pet_expert",
        description="Get information about pets.",
    )
    expert_agent = create_react_agent(llm, [rag_tool])
    return retriever_agent, expert_agent


# question, agent, animal word, fact words (any), asked style (None: any; "" : none asked)
CASES = {
    "retriever_dogs": ("What are dogs known for?", "retriever", "dog", ("loyal", "friendl"), None),
    "expert_pirate_dogs": ("What would a pirate say dogs are known for?", "expert", "dog", ("loyal", "friendl"), "pirate"),
    # invented
    "retriever_rabbits": ("What do rabbits mostly eat?", "retriever", "rabbit", ("hay",), None),
    "expert_commentator_parrots": ("How long can parrots live? Answer like a sports commentator would.",
                                   "expert", "parrot", ("fifty", "50"), "sports commentator"),
    "expert_plain_goldfish": ("What does a goldfish tank need?", "expert", "goldfish", ("filter",), ""),
    "expert_hamster_missing": ("In the voice of a grumpy librarian, tell me what hamsters like to eat.",
                               "expert", "hamster", (), "grumpy librarian"),
}


def rows_for(model, name):
    question, which, animal, facts, style = CASES[name]
    retriever_agent, expert_agent = build(model)
    agent = retriever_agent if which == "retriever" else expert_agent
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            agent.invoke({"messages": [("human", question)]}, {"callbacks": [log], "recursion_limit": 25})
        except Exception as exc:  # noqa: BLE001 (recursion limit or a tool error: judged on the calls made)
            log.calls.append({"text": f"{type(exc).__name__}: {str(exc)[:80]}", "tool_calls": [], "limit": ""})
    rows = []
    calls = log.calls
    tool_name = "pet_info_retriever" if which == "retriever" else "pet_expert"
    for i, c in enumerate(calls):
        text = c["text"]
        if c["tool_calls"]:
            tc = c["tool_calls"]
            args = tc[0]["args"] if tc else {}
            asked = " ".join(str(v) for k, v in args.items() if k != "answer_style").lower()
            ok = len(tc) == 1 and tc[0]["name"] == tool_name and animal in asked
            if which == "expert" and ok:
                got_style = str(args.get("answer_style", "")).lower()
                ok = bool(got_style.strip()) and (not style or style in got_style)
            rows.append((f"{name} #{i} call", verdict("", ok, c["limit"]), f"{tc} | {text[:80]}"))
            continue
        # a text reply: the RAG chain's answer (inside pet_expert) or the agent's last answer
        if facts:
            ok = contains_any(text, facts)
        else:  # a pet the documents lack: no fact of another animal, says it does not know
            ok = (contains_any(text, ("don't know", "do not know", "no information", "not know", "doesn't say",
                                      "does not say", "not mention", "doesn't mention", "not contain"))
                  and not contains_any(text, ("hay", "seed", "pellet", "vegetable", "fruit")))
        is_last = i == len(calls) - 1
        label = f"{name} #{i} {'answer' if is_last else 'rag chain'}"
        rows.append((label, verdict(text, ok and bool(text.strip()), c["limit"]), text[:200]))
    if not calls:
        rows.append((f"{name} (no call)", "wrong", ""))
    return rows


SCENARIOS = {n: (lambda m, n=n: rows_for(m, n)) for n in CASES}


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
    from langchain_core.messages import AIMessage

    from tests.thirdparty._support import ScriptedChatModel, call

    answers = {"dog": "Dogs are known for their loyalty and friendliness.",
               "rabbit": "Rabbits eat mostly hay.", "parrot": "Some parrots live for more than fifty years!",
               "goldfish": "A goldfish tank needs a filter.", "hamster": "I don't know; my notes do not say."}

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        if "Answer in the style of" in text:  # the RAG chain
            low = text.split("Question:", 1)[-1].split("Context:", 1)[0].lower()
            return next(a for k, a in answers.items() if k in low)
        q, which, animal, _f, style = next(c for c in CASES.values() if f"human: {c[0]}" in text)
        if "\ntool: " in text:
            return AIMessage(answers[animal])
        if which == "retriever":
            return call("pet_info_retriever", query=q)
        return call("pet_expert", question=q, answer_style=style or "a friendly vet")

    rows = scenarios(ScriptedChatModel(script=script))
    assert rows and [v for _, v, _ in rows] == ["right"] * len(rows), rows
