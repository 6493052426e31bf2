"""Port: LangGraph tutorial "Web Research (STORM)", a slice: the direct outline
(``Outline`` of nested ``Section`` / ``Subsection``), the related-subjects expansion
(``RelatedSubjects``), one editor's question in persona, and the expert's answer: query
expansion (``Queries``, ``include_raw=True``), a search per query, the results as a JSON
``ToolMessage`` after the raw tool call, then ``AnswerWithCitations`` (``include_raw=True``).

Source: github.com/langchain-ai/langgraph, docs/docs/tutorials/storm/storm.ipynb at commit
443fc19672fd9c9ce1d4b8c4c355d7241d33ea27 (MIT licence), as rendered on the LangGraph docs site.

Kept verbatim: ``direct_gen_outline_prompt``, ``Subsection``, ``Section``, ``Outline`` (with
``as_str``), ``gen_related_topics_prompt``, ``RelatedSubjects``, ``Editor``, ``gen_qn_prompt``,
``tag_with_name``, ``swap_roles``, ``generate_question``, ``Queries``, ``gen_queries_prompt``,
``gen_queries_chain``, ``AnswerWithCitations``, ``gen_answer_prompt``, ``gen_answer_chain`` and
``gen_answer``; the opening message "So you said you were writing an article on {topic}?".
Swapped: ``fast_llm`` (``ChatOpenAI(model="gpt-4o-mini")``) and ``ChatOpenAI(model=
"gpt-3.5-turbo")`` -> the simulator; ``search_engine`` (DuckDuckGo) -> the same ``@tool`` over
invented results (``{"content", "url"}`` dicts for the results sharing two or more words with
the query); ``message.dict(exclude=...)`` -> ``message.model_dump(exclude=...)`` (pydantic 2).
Invented: the topics (a lake bridge, a time-series database), the editor, the editor's question
and the web results.

Oracles (written before the first run), per model call:
- ``Outline``: a page title naming the topic, 3+ sections with titles and descriptions, none of
  the prompt's frame ("Wikipedia writer", "user-provided topic"); or a stated limit (with no
  world knowledge of the topic, an outline is a guess);
- ``RelatedSubjects``: 1+ subjects, none the prompt's frame ("Wikipedia page", "Topic of
  interest"); or a stated limit;
- the editor's question: one question (a "?") on the topic, in the persona's voice is not
  checked; or a stated limit;
- ``Queries``: 1+ search queries, each naming the question's subject, none the prompt's frame
  ("search engine", "research assistant");
- ``AnswerWithCitations``: the answer holds the fact the results give for the question, every
  cited url is one of the results' urls, and the url of the result with the fact is cited; or,
  when the results do not answer it, an answer that says so and cites nothing invented;
- each or a stated limit.
"""

from __future__ import annotations

import asyncio
import json
import warnings
from typing import Annotated, List, Optional  # noqa: UP035 (verbatim)

import pytest
from langchain_core.messages import AIMessage, AnyMessage, HumanMessage, ToolMessage
from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder
from langchain_core.runnables import RunnableConfig, RunnableLambda
from langchain_core.runnables import chain as as_runnable
from langchain_core.tools import tool
from pydantic import BaseModel, Field
from typing_extensions import TypedDict

from tests.thirdparty._support import REFUSAL, CallLog, _terms, sim_llm
from tests.thirdparty._verdict import verdict

# --- invented web ---------------------------------------------------------------------------

RESULTS = [
    {"url": "https://news.example/osric-bridge-opening",
     "content": "The Osric Lake bridge opened to traffic on 14 May 2019 after four years of construction."},
    {"url": "https://engineering.example/osric-bridge-span",
     "content": "The Osric Lake bridge has a main span of 410 metres, the longest cable-stayed span in the region."},
    {"url": "https://travel.example/osric-lake",
     "content": "Osric Lake is popular with sailors; the bridge crossing the lake carries two road lanes."},
    {"url": "https://db.example/kestrel-history",
     "content": "The Kestrel time-series database was first released in 2021 by the Hallam Data Collective."},
    {"url": "https://db.example/kestrel-storage",
     "content": "Kestrel stores readings in compressed column blocks of 4,096 points each."},
]


@tool
async def search_engine(query: str):
    """Search engine to the internet."""
    q = _terms(query)
    scored = sorted(((-len(q & _terms(r["content"] + " " + r["url"])), i, r) for i, r in enumerate(RESULTS)),
                    key=lambda t: (t[0], t[1]))
    return [{"content": r["content"], "url": r["url"]} for n, _, r in scored if -n >= 2][:4]


# --- the program ----------------------------------------------------------------------------

direct_gen_outline_prompt = ChatPromptTemplate.from_messages(
    [
        (
            "system",
            "You are a Wikipedia writer. Write an outline for a Wikipedia page about a user-provided topic. Be comprehensive and specific.",  # noqa: E501
        ),
        ("user", "{topic}"),
    ]
)


class Subsection(BaseModel):
    subsection_title: str = Field(..., title="Title of the subsection")
    description: str = Field(..., title="Content of the subsection")

    @property
    def as_str(self) -> str:
        return f"### {self.subsection_title}\n\n{self.description}".strip()


class Section(BaseModel):
    section_title: str = Field(..., title="Title of the section")
    description: str = Field(..., title="Content of the section")
    subsections: Optional[List[Subsection]] = Field(  # noqa: UP006,UP045 (verbatim)
        default=None,
        title="Titles and descriptions for each subsection of the Wikipedia page.",
    )

    @property
    def as_str(self) -> str:
        subsections = "\n\n".join(
            f"### {subsection.subsection_title}\n\n{subsection.description}"
            for subsection in self.subsections or []
        )
        return f"## {self.section_title}\n\n{self.description}\n\n{subsections}".strip()


class Outline(BaseModel):
    page_title: str = Field(..., title="Title of the Wikipedia page")
    sections: List[Section] = Field(  # noqa: UP006 (verbatim)
        default_factory=list,
        title="Titles and descriptions for each section of the Wikipedia page.",
    )

    @property
    def as_str(self) -> str:
        sections = "\n\n".join(section.as_str for section in self.sections)
        return f"# {self.page_title}\n\n{sections}".strip()


gen_related_topics_prompt = ChatPromptTemplate.from_template(
    """I'm writing a Wikipedia page for a topic mentioned below. Please identify and recommend some Wikipedia pages on closely related subjects. I'm looking for examples that provide insights into interesting aspects commonly associated with this topic, or examples that help me understand the typical content and structure included in Wikipedia pages for similar topics.

Please list the as many subjects and urls as you can.

Topic of interest: {topic}
"""  # noqa: E501
)


class RelatedSubjects(BaseModel):
    topics: List[str] = Field(  # noqa: UP006 (verbatim)
        description="Comprehensive list of related subjects as background research.",
    )


class Editor(BaseModel):
    affiliation: str = Field(
        description="Primary affiliation of the editor.",
    )
    name: str = Field(
        description="Name of the editor.", pattern=r"^[a-zA-Z0-9_-]{1,64}$"
    )
    role: str = Field(
        description="Role of the editor in the context of the topic.",
    )
    description: str = Field(
        description="Description of the editor's focus, concerns, and motives.",
    )

    @property
    def persona(self) -> str:
        return f"Name: {self.name}\nRole: {self.role}\nAffiliation: {self.affiliation}\nDescription: {self.description}\n"


def add_messages(left, right):
    if not isinstance(left, list):
        left = [left]
    if not isinstance(right, list):
        right = [right]
    return left + right


class InterviewState(TypedDict):
    messages: Annotated[List[AnyMessage], add_messages]  # noqa: UP006 (verbatim)
    references: Optional[dict]  # noqa: UP045 (the reducer is not needed for a slice)
    editor: Optional[Editor]  # noqa: UP045


gen_qn_prompt = ChatPromptTemplate.from_messages(
    [
        (
            "system",
            """You are an experienced Wikipedia writer and want to edit a specific page. \
Besides your identity as a Wikipedia writer, you have a specific focus when researching the topic. \
Now, you are chatting with an expert to get information. Ask good questions to get more useful information.

When you have no more questions to ask, say "Thank you so much for your help!" to end the conversation.\
Please only ask one question at a time and don't ask what you have asked before.\
Your questions should be related to the topic you want to write.
Be comprehensive and curious, gaining as much unique insight from the expert as possible.\

Stay true to your specific perspective:

{persona}""",
        ),
        MessagesPlaceholder(variable_name="messages", optional=True),
    ]
)


def tag_with_name(ai_message: AIMessage, name: str):
    ai_message.name = name
    return ai_message


def swap_roles(state: InterviewState, name: str):
    converted = []
    for message in state["messages"]:
        if isinstance(message, AIMessage) and message.name != name:
            message = HumanMessage(**message.model_dump(exclude={"type"}))
        converted.append(message)
    return {"messages": converted}


class Queries(BaseModel):
    queries: List[str] = Field(  # noqa: UP006 (verbatim)
        description="Comprehensive list of search engine queries to answer the user's questions.",
    )


gen_queries_prompt = ChatPromptTemplate.from_messages(
    [
        (
            "system",
            "You are a helpful research assistant. Query the search engine to answer the user's questions.",
        ),
        MessagesPlaceholder(variable_name="messages", optional=True),
    ]
)


class AnswerWithCitations(BaseModel):
    answer: str = Field(
        description="Comprehensive answer to the user's question with citations.",
    )
    cited_urls: List[str] = Field(  # noqa: UP006 (verbatim)
        description="List of urls cited in the answer.",
    )

    @property
    def as_str(self) -> str:
        return f"{self.answer}\n\nCitations:\n\n" + "\n".join(
            f"[{i+1}]: {url}" for i, url in enumerate(self.cited_urls)
        )


gen_answer_prompt = ChatPromptTemplate.from_messages(
    [
        (
            "system",
            """You are an expert who can use information effectively. You are chatting with a Wikipedia writer who wants\
 to write a Wikipedia page on the topic you know. You have gathered the related information and will now use the information to form a response.

Make your response as informative as possible and make sure every sentence is supported by the gathered information.
Each response must be backed up by a citation from a reliable source, formatted as a footnote, reproducing the URLS after your response.""",  # noqa: E501
        ),
        MessagesPlaceholder(variable_name="messages", optional=True),
    ]
)


def build(fast_llm):
    generate_outline_direct = direct_gen_outline_prompt | fast_llm.with_structured_output(Outline)
    expand_chain = gen_related_topics_prompt | fast_llm.with_structured_output(RelatedSubjects)

    @as_runnable
    async def generate_question(state: InterviewState):
        editor = state["editor"]
        gn_chain = (
            RunnableLambda(swap_roles).bind(name=editor.name)
            | gen_qn_prompt.partial(persona=editor.persona)
            | fast_llm
            | RunnableLambda(tag_with_name).bind(name=editor.name)
        )
        result = await gn_chain.ainvoke(state)
        return {"messages": [result]}

    gen_queries_chain = gen_queries_prompt | fast_llm.with_structured_output(Queries, include_raw=True)
    gen_answer_chain = gen_answer_prompt | fast_llm.with_structured_output(
        AnswerWithCitations, include_raw=True
    ).with_config(run_name="GenerateAnswer")

    async def gen_answer(
        state: InterviewState,
        config: Optional[RunnableConfig] = None,  # noqa: UP045 (verbatim)
        name: str = "Subject_Matter_Expert",
        max_str_len: int = 15000,
    ):
        swapped_state = swap_roles(state, name)  # Convert all other AI messages
        queries = await gen_queries_chain.ainvoke(swapped_state, config)
        query_results = await search_engine.abatch(
            queries["parsed"].queries, config, return_exceptions=True
        )
        successful_results = [
            res for res in query_results if not isinstance(res, Exception)
        ]
        all_query_results = {
            res["url"]: res["content"] for results in successful_results for res in results
        }
        # We could be more precise about handling max token length if we wanted to here
        dumped = json.dumps(all_query_results)[:max_str_len]
        ai_message: AIMessage = queries["raw"]
        tool_call = queries["raw"].tool_calls[0]
        tool_id = tool_call["id"]
        tool_message = ToolMessage(tool_call_id=tool_id, content=dumped)
        swapped_state["messages"].extend([ai_message, tool_message])
        # Only update the shared state with the final answer to avoid
        # polluting the dialogue history with intermediate messages
        generated = await gen_answer_chain.ainvoke(swapped_state, config)
        cited_urls = set(generated["parsed"].cited_urls)
        # Save the retrieved information to a the shared state for future reference
        cited_references = {k: v for k, v in all_query_results.items() if k in cited_urls}
        formatted_message = AIMessage(name=name, content=generated["parsed"].as_str)
        return {"messages": [formatted_message], "references": cited_references,
                "_parsed": generated["parsed"], "_results": all_query_results, "_queries": queries["parsed"]}

    return generate_outline_direct, expand_chain, generate_question, gen_queries_chain, gen_answer


# --- topics, oracles ------------------------------------------------------------------------------

TOPICS = {
    "bridge": ("The Osric Lake bridge", ("osric", "bridge")),
    "kestrel": ("Kestrel, an embedded time-series database", ("kestrel",)),
}
EDITOR = Editor(affiliation="Regional Transport Museum", name="MiraHistorian", role="Historian",
                description="Mira focuses on the construction history and the engineering records of regional "
                            "infrastructure.")
# question -> (subject words, the fact (alternatives) or None when the results lack it, the url with it)
QUESTIONS = {
    "When did the Osric Lake bridge open, and how long is its main span?":
        (("osric", "bridge"), ("2019", "410"), "https://engineering.example/osric-bridge-span"),
    "Who first released the Kestrel time-series database, and in which year?":
        (("kestrel",), ("hallam", "2021"), "https://db.example/kestrel-history"),
    "Who designed the lighting of the Osric Lake bridge?":
        (("osric", "bridge"), None, None),
}
OUTLINE_FRAME = ("wikipedia writer", "user-provided topic")
RELATED_FRAME = ("wikipedia page", "topic of interest", "closely related subjects")
QUERY_FRAME = ("search engine", "research assistant")


def _outline_ok(out, words) -> bool:
    if not isinstance(out, Outline):
        return False
    title = out.page_title.lower()
    text = out.as_str.lower()
    return (any(w in title for w in words) and len(out.sections) >= 3
            and all(s.section_title.strip() and s.description.strip() for s in out.sections)
            and not any(f in text for f in OUTLINE_FRAME))


def _related_ok(out) -> bool:
    return (isinstance(out, RelatedSubjects) and bool(out.topics)
            and not any(f in t.lower() for t in out.topics for f in RELATED_FRAME))


def _limit_of(log) -> str:
    return next((c["limit"] for c in log.calls if c["limit"]), "")


def rows_topic(model, key):
    topic, words = TOPICS[key]
    outline, expand, generate_question, _, _ = build(model)
    rows = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        log = CallLog()
        out = outline.invoke({"topic": topic}, {"callbacks": [log]})
        rows.append((f"{key}: Outline", verdict(str(out), _outline_ok(out, words), _limit_of(log)), repr(out)[:300]))
        log = CallLog()
        out = expand.invoke({"topic": topic}, {"callbacks": [log]})
        rows.append((f"{key}: RelatedSubjects", verdict(str(out), _related_ok(out), _limit_of(log)), repr(out)[:300]))
        log = CallLog()
        editor = EDITOR
        messages = [HumanMessage(f"So you said you were writing an article on {topic}?")]
        out = asyncio.run(generate_question.ainvoke({"editor": editor, "messages": messages}, {"callbacks": [log]}))
        text = out["messages"][0].content
        ok = "?" in text and any(w in text.lower() for w in words)
        rows.append((f"{key}: editor's question", verdict(text, ok, _limit_of(log)), text[:300]))
    return rows


def rows_answer(model, question):
    subject, fact, fact_url = QUESTIONS[question]
    _, _, _, _, gen_answer = build(model)
    rows = []
    log = CallLog()
    state = {"messages": [AIMessage(name="MiraHistorian", content=question)], "editor": EDITOR, "references": None}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            out = asyncio.run(gen_answer(state, {"callbacks": [log]}))
            error = ""
        except Exception as exc:  # the program stops on the model's reply (e.g. no raw tool call)
            out, error = None, f"{type(exc).__name__}: {exc}"
    calls = log.calls
    q_call = calls[0] if calls else {"text": "", "limit": "", "tool_calls": []}
    if out is not None:
        qs = [q.lower() for q in out["_queries"].queries]
        ok = bool(qs) and all(any(w in q for w in subject) for q in qs) and not any(
            f in q for q in qs for f in QUERY_FRAME)
        rows.append((f"{question[:40]!r}: Queries", verdict(q_call["text"], ok, q_call["limit"]), repr(qs)[:300]))
        parsed, results = out["_parsed"], out["_results"]
        a_call = calls[-1]
        answer = parsed.answer.lower()
        cited = set(parsed.cited_urls)
        if fact is not None and fact_url in results:
            ok = all(f in answer for f in fact) and cited <= set(results) and fact_url in cited
        else:
            ok = bool(REFUSAL.search(answer)) and cited <= set(results)
        rows.append((f"{question[:40]!r}: AnswerWithCitations", verdict(a_call["text"], ok, a_call["limit"]),
                     repr(parsed)[:300]))
    else:
        limit = _limit_of(log)
        rows.append((f"{question[:40]!r}: Queries", verdict(q_call["text"], False, limit), error[:300]))
    return rows


SCENARIOS = {
    **{f"topic_{k}": (lambda m, k=k: rows_topic(m, k)) for k in TOPICS},
    **{f"answer{i}": (lambda m, q=q: rows_answer(m, q)) for i, q in enumerate(QUESTIONS)},
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


def test_the_swapped_search_finds_the_facts():
    hits = asyncio.run(search_engine.ainvoke({"query": "Osric Lake bridge main span"}))
    assert hits and hits[0]["url"] == "https://engineering.example/osric-bridge-span"


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    def script(prompt_text, schema, _tools):
        text = str(prompt_text)
        name = (schema or {}).get("name") if isinstance(schema, dict) else getattr(schema, "__name__", None)
        if name == "Outline" or "Write an outline" in text:
            title = "Osric Lake bridge" if "Osric" in text else "Kestrel (database)"
            return Outline(page_title=title, sections=[Section(section_title=s, description=f"{s} of {title}.")
                                                       for s in ("History", "Design", "Reception")])
        if name == "RelatedSubjects" or "closely related subjects" in text:
            return RelatedSubjects(topics=["Cable-stayed bridge", "Time series database"])
        if name == "Queries" or "Query the search engine" in text:
            if "Kestrel" in text:
                return Queries(queries=["Kestrel time-series database first release"])
            return Queries(queries=["Osric Lake bridge opening main span", "Osric Lake bridge lighting designer"])
        if name == "AnswerWithCitations" or "AnswerWithCitations" in text:
            if "Kestrel" in text:
                return AnswerWithCitations(answer="Kestrel was first released in 2021 by the Hallam Data Collective.",
                                           cited_urls=["https://db.example/kestrel-history"])
            if "lighting" in text:
                return AnswerWithCitations(answer="The gathered information does not say who designed the lighting.",
                                           cited_urls=[])
            return AnswerWithCitations(answer="It opened on 14 May 2019 and its main span is 410 metres.",
                                       cited_urls=["https://news.example/osric-bridge-opening",
                                                   "https://engineering.example/osric-bridge-span"])
        topic = "Osric Lake bridge" if "Osric" in text else "Kestrel database"
        return AIMessage(content=f"What records survive from the construction of the {topic}?")

    def as_tool_call(prompt_text, schema, tools):
        out = script(prompt_text, schema, tools)
        if not isinstance(out, (Outline, RelatedSubjects, Queries, AnswerWithCitations)):
            return out
        return AIMessage(content="", tool_calls=[{"name": type(out).__name__, "args": out.model_dump(),
                                                  "id": f"call_{type(out).__name__}"}])

    model = ScriptedChatModel(script=as_tool_call, tool_calling=True)
    rows = scenarios(model)
    assert [v for _, v, _ in rows] == ["right"] * len(rows), rows
