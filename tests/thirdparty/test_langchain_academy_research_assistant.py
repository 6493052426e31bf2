"""Port: LangChain Academy, module 4, "research assistant", a slice: ``create_analysts`` (a
``Perspectives`` schema holding a list of nested ``Analyst`` objects, with optional editorial
feedback) and one whole interview sub-graph (the analyst's question in persona, two parallel
``SearchQuery`` rewrites of the conversation for web search and Wikipedia, the expert's answer
with numbered citations from the gathered context, ``save_interview``, and ``write_section``, a
markdown report section with a title, a summary and sources).

Source: github.com/langchain-ai/langchain-academy, module-4/studio/research_assistant.py at commit
2375baf02fe8e689e4d685bc5622c17b55c016a9 (MIT licence).

Kept verbatim: ``Analyst`` (with ``persona``), ``Perspectives``, ``SearchQuery``,
``GenerateAnalystsState``, ``InterviewState``, the prompts ``analyst_instructions``,
``question_instructions``, ``search_instructions``, ``answer_instructions``,
``section_writer_instructions``, the nodes ``create_analysts``, ``generate_question``,
``search_web``, ``search_wikipedia``, ``generate_answer``, ``save_interview``, ``route_messages``,
``write_section`` and the interview graph's edges; the interview's opening message ("So you said
you were writing an article on {topic}?", from ``initiate_all_interviews``) and the tutorial's
topic and editorial feedback for ``create_analysts``.
Swapped: ``ChatOpenAI(model="gpt-4o", temperature=0)`` -> the simulator;
``TavilySearchResults(max_results=3)`` -> ``FakeWebSearch`` over invented results (the list of
``{"url", "content", ...}`` dicts it returned); ``WikipediaLoader`` -> the invented pages sharing
most words with the query (two at most). Left out: the outer research graph (``human_feedback``
interrupt, ``Send`` fan-out, ``write_report`` / intro / conclusion): the slice ends with one
section. Invented: an analyst on regional rail punctuality and one on repair cafés, their web
results and encyclopedia pages; ``max_num_turns=1`` (the program's own setting: one answer, then
the section).

Oracles (written before the first run), per model call:
- ``create_analysts``: exactly ``max_analysts`` analysts, every field non-empty, distinct names,
  each analyst's role or description sharing a word with the topic, no field made of the
  prompt's own instructions; with the feedback "Add in someone from a startup ...", one analyst
  whose affiliation / role / description names a startup or an entrepreneur;
- the analyst's question: a question ("?") on the analyst's focus, not the instructions echoed and
  not the closing "Thank you so much for your help!";
- each ``SearchQuery``: a non-empty query sharing a word with the analyst's question or the topic,
  none of the prompt's frame ("well-structured", "conversation", "final question", "analyst");
- the expert's answer: when the context holds a fact on the question, the answer states one of
  the context's figures with a ``[n]`` citation and every figure it states is in the context or
  the conversation; when the context holds nothing on it, an honest "not in the context";
- ``write_section``: a ``## `` title, ``### Summary`` and ``### Sources`` headers, a summary that
  states one of the context's figures, no figure absent from the context, no ``<Document`` tag;
each one or a stated limit.
"""

from __future__ import annotations

import operator
import re
import warnings
from typing import Annotated, List, TypedDict  # noqa: UP035 (verbatim)

import pytest
from langchain_core.documents import Document
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, get_buffer_string
from langchain_core.runnables import RunnableLambda
from langgraph.graph import MessagesState
from pydantic import BaseModel, Field

from tests.thirdparty._support import REFUSAL, CallLog, FakeWebSearch, _terms, sim_llm
from tests.thirdparty._verdict import verdict

# --- the program's schemas and prompts (verbatim) -------------------------------------------------


class Analyst(BaseModel):
    affiliation: str = Field(
        description="Primary affiliation of the analyst.",
    )
    name: str = Field(
        description="Name of the analyst."
    )
    role: str = Field(
        description="Role of the analyst in the context of the topic.",
    )
    description: str = Field(
        description="Description of the analyst focus, concerns, and motives.",
    )

    @property
    def persona(self) -> str:
        return f"Name: {self.name}\nRole: {self.role}\nAffiliation: {self.affiliation}\nDescription: {self.description}\n"


class Perspectives(BaseModel):
    analysts: List[Analyst] = Field(  # noqa: UP006 (verbatim)
        description="Comprehensive list of analysts with their roles and affiliations.",
    )


class GenerateAnalystsState(TypedDict):
    topic: str  # Research topic
    max_analysts: int  # Number of analysts
    human_analyst_feedback: str  # Human feedback
    analysts: List[Analyst]  # Analyst asking questions  # noqa: UP006


class InterviewState(MessagesState):
    max_num_turns: int  # Number turns of conversation
    context: Annotated[list, operator.add]  # Source docs
    analyst: Analyst  # Analyst asking questions
    interview: str  # Interview transcript
    sections: list  # Final key we duplicate in outer state for Send() API


class SearchQuery(BaseModel):
    search_query: str = Field(None, description="Search query for retrieval.")


analyst_instructions = """You are tasked with creating a set of AI analyst personas. Follow these instructions carefully:

1. First, review the research topic:
{topic}
        
2. Examine any editorial feedback that has been optionally provided to guide creation of the analysts: 
        
{human_analyst_feedback}
    
3. Determine the most interesting themes based upon documents and / or feedback above.
                    
4. Pick the top {max_analysts} themes.

5. Assign one analyst to each theme."""  # noqa: W291,W293

question_instructions = """You are an analyst tasked with interviewing an expert to learn about a specific topic. 

Your goal is boil down to interesting and specific insights related to your topic.

1. Interesting: Insights that people will find surprising or non-obvious.
        
2. Specific: Insights that avoid generalities and include specific examples from the expert.

Here is your topic of focus and set of goals: {goals}
        
Begin by introducing yourself using a name that fits your persona, and then ask your question.

Continue to ask questions to drill down and refine your understanding of the topic.
        
When you are satisfied with your understanding, complete the interview with: "Thank you so much for your help!"

Remember to stay in character throughout your response, reflecting the persona and goals provided to you."""  # noqa: W291,W293

search_instructions = SystemMessage(content="""You will be given a conversation between an analyst and an expert. 

Your goal is to generate a well-structured query for use in retrieval and / or web-search related to the conversation.
        
First, analyze the full conversation.

Pay particular attention to the final question posed by the analyst.

Convert this final question into a well-structured web search query""")  # noqa: W291,W293

answer_instructions = """You are an expert being interviewed by an analyst.

Here is analyst area of focus: {goals}. 
        
You goal is to answer a question posed by the interviewer.

To answer question, use this context:
        
{context}

When answering questions, follow these guidelines:
        
1. Use only the information provided in the context. 
        
2. Do not introduce external information or make assumptions beyond what is explicitly stated in the context.

3. The context contain sources at the topic of each individual document.

4. Include these sources your answer next to any relevant statements. For example, for source # 1 use [1]. 

5. List your sources in order at the bottom of your answer. [1] Source 1, [2] Source 2, etc
        
6. If the source is: <Document source="assistant/docs/llama3_1.pdf" page="7"/>' then just list: 
        
[1] assistant/docs/llama3_1.pdf, page 7 
        
And skip the addition of the brackets as well as the Document source preamble in your citation."""  # noqa: W291,W293

section_writer_instructions = """You are an expert technical writer. 
            
Your task is to create a short, easily digestible section of a report based on a set of source documents.

1. Analyze the content of the source documents: 
- The name of each source document is at the start of the document, with the <Document tag.
        
2. Create a report structure using markdown formatting:
- Use ## for the section title
- Use ### for sub-section headers
        
3. Write the report following this structure:
a. Title (## header)
b. Summary (### header)
c. Sources (### header)

4. Make your title engaging based upon the focus area of the analyst: 
{focus}

5. For the summary section:
- Set up summary with general background / context related to the focus area of the analyst
- Emphasize what is novel, interesting, or surprising about insights gathered from the interview
- Create a numbered list of source documents, as you use them
- Do not mention the names of interviewers or experts
- Aim for approximately 400 words maximum
- Use numbered sources in your report (e.g., [1], [2]) based on information from source documents
        
6. In the Sources section:
- Include all sources used in your report
- Provide full links to relevant websites or specific document paths
- Separate each source by a newline. Use two spaces at the end of each line to create a newline in Markdown.
- It will look like:

### Sources
[1] Link or Document name
[2] Link or Document name

7. Be sure to combine sources. For example this is not correct:

[3] https://ai.meta.com/blog/meta-llama-3-1/
[4] https://ai.meta.com/blog/meta-llama-3-1/

There should be no redundant sources. It should simply be:

[3] https://ai.meta.com/blog/meta-llama-3-1/
        
8. Final review:
- Ensure the report follows the required structure
- Include no preamble before the title of the report
- Check that all guidelines have been followed"""  # noqa: W291,W293

# --- invented material ---------------------------------------------------------------------------

WEB = [
    {"url": "https://news.example.org/vantor-rail-punctuality-2025",
     "title": "Vantor Rail punctuality reaches 91.4 percent",
     "content": "Vantor Rail trains arrived on time 91.4 percent of the time in 2025, up from 87.9 "
                "percent in 2023. Signal failures caused 38 percent of all delay minutes, the largest "
                "single cause of delays on the network."},
    {"url": "https://news.example.org/vantor-rail-timetable-recovery-time",
     "title": "New timetable adds recovery time",
     "content": "The December 2024 timetable added 4 minutes of recovery time to each coastal line "
                "journey, which the operator credits for a third of the punctuality gain."},
    {"url": "https://news.example.org/elmstead-repair-cafes",
     "title": "Elmstead repair cafés fix 12,000 items",
     "content": "Volunteers at the 41 repair cafés of Elmstead fixed 12,000 household items in 2025, "
                "mostly lamps, toasters and bicycles. Two in three repairs succeeded."},
]

WIKI = [
    Document(page_content="Vantor Rail is a regional railway operator in the Province of Elmstead, "
                          "founded in 1998. It serves 212 stations on six lines.",
             metadata={"title": "Vantor Rail", "source": "https://en.wikipedia.example/wiki/Vantor_Rail"}),
    Document(page_content="A repair café is a meeting where people repair household items together "
                          "with volunteers. The first repair café opened in Amsterdam in 2009.",
             metadata={"title": "Repair café", "source": "https://en.wikipedia.example/wiki/Repair_cafe"}),
]


class WikipediaLoader:
    """``WikipediaLoader(query=..., load_max_docs=2).load()`` over the invented pages."""

    def __init__(self, query: str, load_max_docs: int = 25) -> None:
        self.query, self.k = query or "", load_max_docs

    def load(self) -> list[Document]:
        q = _terms(self.query)
        scored = sorted(((-len(q & _terms(d.metadata["title"] + " " + d.page_content)), i, d)
                         for i, d in enumerate(WIKI)), key=lambda t: (t[0], t[1]))
        return [d for s, _, d in scored[: self.k] if s < 0]


# --- the program's nodes and interview graph -------------------------------------------------------


def build(llm, web_queries: list | None = None):
    """``create_analysts`` and the compiled interview graph, over ``llm``."""
    from langgraph.graph import END, START, StateGraph

    def create_analysts(state: GenerateAnalystsState):
        """ Create analysts """

        topic = state['topic']
        max_analysts = state['max_analysts']
        human_analyst_feedback = state.get('human_analyst_feedback', '')

        # Enforce structured output
        structured_llm = llm.with_structured_output(Perspectives)

        # System message
        system_message = analyst_instructions.format(topic=topic,
                                                     human_analyst_feedback=human_analyst_feedback,
                                                     max_analysts=max_analysts)

        # Generate question
        analysts = structured_llm.invoke([SystemMessage(content=system_message)] + [HumanMessage(content="Generate the set of analysts.")])

        # Write the list of analysis to state
        return {"analysts": analysts.analysts}

    def generate_question(state: InterviewState):
        """ Node to generate a question """

        # Get state
        analyst = state["analyst"]
        messages = state["messages"]

        # Generate question
        system_message = question_instructions.format(goals=analyst.persona)
        question = llm.invoke([SystemMessage(content=system_message)] + messages)

        # Write messages to state
        return {"messages": [question]}

    def search_web(state: InterviewState):
        """ Retrieve docs from web search """

        # Search
        tavily_search = FakeWebSearch(results=WEB, k=3)

        # Search query
        structured_llm = llm.with_structured_output(SearchQuery)
        search_query = structured_llm.invoke([search_instructions] + state['messages'])
        if web_queries is not None:
            web_queries.append(search_query.search_query)

        # Search
        search_docs = tavily_search.invoke(search_query.search_query or "")

        # Format
        formatted_search_docs = "\n\n---\n\n".join(
            [
                f'<Document href="{doc["url"]}"/>\n{doc["content"]}\n</Document>'
                for doc in search_docs
            ]
        )

        return {"context": [formatted_search_docs]}

    def search_wikipedia(state: InterviewState):
        """ Retrieve docs from wikipedia """

        # Search query
        structured_llm = llm.with_structured_output(SearchQuery)
        search_query = structured_llm.invoke([search_instructions] + state['messages'])
        if web_queries is not None:
            web_queries.append(search_query.search_query)

        # Search
        search_docs = WikipediaLoader(query=search_query.search_query,
                                      load_max_docs=2).load()

        # Format
        formatted_search_docs = "\n\n---\n\n".join(
            [
                f'<Document source="{doc.metadata["source"]}" page="{doc.metadata.get("page", "")}"/>\n{doc.page_content}\n</Document>'
                for doc in search_docs
            ]
        )

        return {"context": [formatted_search_docs]}

    def generate_answer(state: InterviewState):
        """ Node to answer a question """

        # Get state
        analyst = state["analyst"]
        messages = state["messages"]
        context = state["context"]

        # Answer question
        system_message = answer_instructions.format(goals=analyst.persona, context=context)
        answer = llm.invoke([SystemMessage(content=system_message)] + messages)

        # Name the message as coming from the expert
        answer.name = "expert"

        # Append it to state
        return {"messages": [answer]}

    def save_interview(state: InterviewState):
        """ Save interviews """

        # Get messages
        messages = state["messages"]

        # Convert interview to a string
        interview = get_buffer_string(messages)

        # Save to interviews key
        return {"interview": interview}

    def route_messages(state: InterviewState,
                       name: str = "expert"):
        """ Route between question and answer """

        # Get messages
        messages = state["messages"]
        max_num_turns = state.get('max_num_turns', 2)

        # Check the number of expert answers
        num_responses = len(
            [m for m in messages if isinstance(m, AIMessage) and m.name == name]
        )

        # End if expert has answered more than the max turns
        if num_responses >= max_num_turns:
            return 'save_interview'

        # This router is run after each question - answer pair
        # Get the last question asked to check if it signals the end of discussion
        last_question = messages[-2]

        if "Thank you so much for your help" in last_question.content:
            return 'save_interview'
        return "ask_question"

    def write_section(state: InterviewState):
        """ Node to write a section """

        # Get state
        context = state["context"]
        analyst = state["analyst"]

        # Write section using either the gathered source docs from interview (context) or the interview itself (interview)
        system_message = section_writer_instructions.format(focus=analyst.description)
        section = llm.invoke([SystemMessage(content=system_message)] + [HumanMessage(content=f"Use this source to write your section: {context}")])

        # Append it to state
        return {"sections": [section.content]}

    # Add nodes and edges
    interview_builder = StateGraph(InterviewState)
    interview_builder.add_node("ask_question", generate_question)
    interview_builder.add_node("search_web", search_web)
    interview_builder.add_node("search_wikipedia", search_wikipedia)
    interview_builder.add_node("answer_question", generate_answer)
    interview_builder.add_node("save_interview", save_interview)
    interview_builder.add_node("write_section", write_section)

    # Flow
    interview_builder.add_edge(START, "ask_question")
    interview_builder.add_edge("ask_question", "search_web")
    interview_builder.add_edge("ask_question", "search_wikipedia")
    interview_builder.add_edge("search_web", "answer_question")
    interview_builder.add_edge("search_wikipedia", "answer_question")
    interview_builder.add_conditional_edges("answer_question", route_messages, ['ask_question', 'save_interview'])
    interview_builder.add_edge("save_interview", "write_section")
    interview_builder.add_edge("write_section", END)
    return create_analysts, interview_builder.compile()


# --- scenarios, oracles, verdicts -----------------------------------------------------------------

ANALYST_TOPICS = {
    "tutorial": ("The benefits of adopting LangGraph as an agent framework", 3, "", None),
    "tutorial_feedback": ("The benefits of adopting LangGraph as an agent framework", 3,
                          "Add in someone from a startup to add an entrepreneur perspective",
                          ("startup", "entrepreneur", "founder")),
    "repair_cafes": ("Community repair cafés and the right to repair", 2, "", None),
}

ANALYSTS = {
    "rail": ("Regional rail punctuality in Elmstead",
             Analyst(affiliation="Elmstead Transport Forum", name="Dr. Ines Varga",
                     role="Rail reliability researcher",
                     description="Focuses on what makes regional trains late and which measures "
                                 "improved punctuality.")),
    "repair": ("Community repair cafés",
               Analyst(affiliation="Circular Economy Lab", name="Tomas Brandt",
                       role="Waste reduction analyst",
                       description="Focuses on how many household items repair cafés save from "
                                   "the bin and which items are repaired most.")),
}

FRAME = ("well-structured", "conversation", "final question", "analyst", "retrieval")
PROMPT_WORDS = ("analyst persona", "editorial feedback", "themes", "follow these instructions",
                "research topic")
_NUM = re.compile(r"\d+(?:[.,]\d+)*")
_CITE = re.compile(r"\[\d+\]")
_LIST_NO = re.compile(r"(?m)^\s*\d+[.)]\s")


def _nums(text: str) -> set[str]:
    """The figures of a text, citation markers ``[n]`` and list numbers ``1.`` left out."""
    return {n.replace(",", "") for n in _NUM.findall(_LIST_NO.sub(" ", _CITE.sub(" ", text)))}


def _shares_word(a: str, b: str) -> bool:
    return bool(_terms(a) & _terms(b))


def _limit_of(log, text: str) -> str:
    for c in log.calls:
        if c["text"] and c["text"] == text:
            return c["limit"]
    return ""


def analysts_rows(llm, key):
    topic, n, feedback, needs = ANALYST_TOPICS[key]
    log = CallLog()
    create_analysts, _ = build(llm)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        # run as a runnable so the node's nested model call reports to the CallLog (as in the graph)
        out = RunnableLambda(create_analysts).invoke(
            {"topic": topic, "max_analysts": n, "human_analyst_feedback": feedback}, {"callbacks": [log]})
    analysts = out["analysts"]
    fields = [(a.affiliation, a.name, a.role, a.description) for a in analysts]
    ok = (len(analysts) == n and all(all(f.strip() for f in fs) for fs in fields)
          and len({a.name.strip().lower() for a in analysts}) == n
          and all(_shares_word(a.role + " " + a.description, topic) for a in analysts)
          and not any(w in " ".join(fs).lower() for fs in fields for w in PROMPT_WORDS))
    if ok and needs:
        ok = any(any(w in (a.affiliation + a.role + a.description).lower() for w in needs) for a in analysts)
    limit = next((c["limit"] for c in log.calls if c["limit"]), "")
    return [(f"{key}: create_analysts", verdict("", ok, limit), repr(fields)[:300])]


def interview_rows(llm, key):
    topic, analyst = ANALYSTS[key]
    log = CallLog()
    queries: list = []
    _, interview = build(llm, queries)
    opening = HumanMessage(content=f"So you said you were writing an article on {topic}?")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        final = interview.invoke({"analyst": analyst, "messages": [opening], "max_num_turns": 1},
                                 {"callbacks": [log], "recursion_limit": 25})
    msgs = final["messages"]
    question = msgs[1].content if len(msgs) > 1 else ""
    answer = msgs[2].content if len(msgs) > 2 else ""
    section = (final.get("sections") or [""])[0]
    context = "\n".join(final.get("context") or [])
    rows = []

    # the analyst's question
    ok = ("?" in question and _shares_word(question, analyst.description + " " + topic)
          and "Thank you so much for your help" not in question
          and "Begin by introducing" not in question and "stay in character" not in question)
    rows.append((f"{key}: ask_question", verdict(question, ok, _limit_of(log, question)), question[:300]))

    # the two SearchQuery rewrites (web, Wikipedia)
    text_limits = {question, answer, section}
    q_limits = [c["limit"] for c in log.calls if c["text"] not in text_limits]
    for i, q in enumerate(queries):
        q = q or ""
        ok = (bool(q.strip()) and _shares_word(q, question + " " + topic)
              and not any(f in q.lower() for f in FRAME))
        limit = q_limits[i] if i < len(q_limits) else ""
        rows.append((f"{key}: SearchQuery {i + 1}", verdict("", ok, limit), repr(q)[:300]))

    # the expert's answer
    ctx_nums = _nums(context)
    said = _nums(answer) - _nums(question + " " + opening.content)
    has_fact = bool(ctx_nums & _terms_nums(question, context))
    if has_fact:
        ok = (bool(said & ctx_nums) and bool(_CITE.search(answer)) and said <= ctx_nums
              and "<Document" not in answer)
    else:
        ok = bool(REFUSAL.search(answer)) and not (said - ctx_nums)
    rows.append((f"{key}: answer_question", verdict(answer, ok, _limit_of(log, answer)), answer[:300]))

    # the section
    s_nums = _nums(section)
    ok = (section.lstrip().startswith("## ") and "### Summary" in section and "### Sources" in section
          and bool(s_nums & ctx_nums) and "<Document" not in section
          and not (s_nums - ctx_nums))
    rows.append((f"{key}: write_section", verdict(section, ok, _limit_of(log, section)), section[:300]))
    return rows


def _terms_nums(question: str, context: str) -> set[str]:
    """The figures of the context's sentences that share a content word with the question (what
    an answer on the question would state)."""
    q = _terms(question) - {"elmstead", "rail", "vantor"}
    out: set[str] = set()
    for sentence in re.split(r"(?<=[.!?])\s+", context):
        if q & _terms(sentence):
            out |= _nums(sentence)
    return out


def s_analysts(llm):
    return [row for key in ANALYST_TOPICS for row in analysts_rows(llm, key)]


def s_interview_rail(llm):
    return interview_rows(llm, "rail")


def s_interview_repair(llm):
    return interview_rows(llm, "repair")


SCENARIOS = {"analysts": s_analysts, "interview_rail": s_interview_rail,
             "interview_repair": s_interview_repair}


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

    def script(prompt_text, schema, _tools):
        text = str(prompt_text)
        name = getattr(schema, "__name__", "") if schema is not None else ""
        if name == "Perspectives":
            topic = next(t for t, *_ in ANALYST_TOPICS.values() if t in text)
            n = 2 if "repair" in topic else 3
            base = [("Startup Forge", "Maya Chen", f"Startup founder on {topic}",
                     f"An entrepreneur weighing {topic}.")] if "startup" in text else []
            base += [(f"Institute {i}", f"Analyst {i}", f"Researcher of {topic}",
                      f"Studies {topic} from angle {i}.") for i in range(n)]
            return {"analysts": [dict(zip(("affiliation", "name", "role", "description"), a, strict=True))
                                 for a in base[:n]]}
        if name == "SearchQuery":
            return {"search_query": "Vantor Rail punctuality delays" if "Vantor" in text or "trains" in text
                    else "repair cafés items fixed"}
        if "You are an expert technical writer" in text:
            if "91.4" in text:
                return ("## Why regional trains run late\n### Summary\nPunctuality reached 91.4 percent "
                        "[1].\n### Sources\n[1] https://news.example.org/vantor-rail-punctuality-2025")
            return ("## What repair cafés save\n### Summary\nVolunteers fixed 12,000 items [1].\n"
                    "### Sources\n[1] https://news.example.org/elmstead-repair-cafes")
        if "You are an expert being interviewed" in text:
            if "91.4" in text:
                return "Signal failures caused 38 percent of delay minutes [1].\n\n[1] https://news.example.org/vantor-rail-punctuality-2025"
            return "Volunteers fixed 12,000 household items in 2025 [1].\n\n[1] https://news.example.org/elmstead-repair-cafes"
        if "Ines Varga" in text:
            return "I'm Dr. Ines Varga. What causes most delays on Vantor Rail's regional trains?"
        return "I'm Tomas Brandt. How many household items did the repair cafés fix last year?"

    rows = scenarios(ScriptedChatModel(script=script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), rows
