"""The course's standard prompts (notebooks 01 to 07).

Plain English, written as one would write for a real model: every prompt here works the
same with ``COURSE_LLM=openai:gpt-4o-mini`` as with the offline simulator. Each prompt
exists twice: as the raw strings (``*_SYSTEM`` / ``*_HUMAN``, handy to print or edit in a
notebook) and as a ready ``ChatPromptTemplate`` (``*_PROMPT``) to pipe into a model:

    chain = GRADE_DOCUMENT_STRICT_PROMPT | structured_output(llm, GradeDocument, default=...)
    chain.invoke({"question": ..., "document": ...})     # course_lib.models.structured

Template variables: ``{question}``, ``{context}`` (documents formatted by
``course_lib.retrieval.documents.format_documents``), ``{document}`` (one formatted document),
``{documents}`` (numbered documents), ``{query}`` (the last search query), ``{step}`` (a
sub-question to resolve), ``{sub_questions}`` (the open ones). ``chat_prompt(system, human)``
builds a template the same way from your own strings (notebook exercises do).

Every prompt of the library is defined here, once; the route and complexity descriptions of
the adaptive router are the ``RouteDecision`` schema's (``course_lib.rag.schemas``), so the
prompt and the schema cannot describe the routes differently.
"""

from __future__ import annotations

from langchain_core.prompts import ChatPromptTemplate

from course_lib.rag.schemas import COMPLEXITY_DESCRIPTIONS, HANDLER_DESCRIPTIONS, ROUTE_DESCRIPTIONS


def labelled(title: str, descriptions: dict[str, str]) -> str:
    """``title:`` and one ``- label: description.`` line per label: the labels a prompt offers
    (a structured output's enum values), each described once in :mod:`course_lib.rag.schemas`."""
    return "\n".join([f"{title}:", *(f"- {name}: {text}." for name, text in descriptions.items())])


def chat_prompt(system: str, human: str) -> ChatPromptTemplate:
    """A system message and a human message as one ``ChatPromptTemplate``."""
    return ChatPromptTemplate.from_messages([("system", system), ("human", human)])




# --- Agents (notebooks 01, 02, 03) -----------------------------------------------------------

NOTES_AGENT_SYSTEM = """\
You are a helpful assistant for a collection of technical notes.
Use the search tool for questions about the topics covered in the notes, and search again \
with a better query if the first results do not contain the answer.
Answer greetings, small talk, translations and general-knowledge questions directly, \
without calling any tool.
Base note answers only on the search results and cite each source you use as [source], \
for example [notes/example.md]. If the results do not contain the answer, say that you \
could not find it in the notes instead of guessing."""
"""System prompt of the notes agent (notebooks 01 and 02)."""

TOOLS_AGENT_SYSTEM = """\
You are a helpful assistant with several tools. Read each tool's description and pick the \
tool that fits the question; call tools one after another when one result is needed for the \
next step (for example, look up records first, then compute with the calculator).
Answer greetings, small talk and general-knowledge questions directly, without tools.
Never do arithmetic in your head: use the calculator tool. Cite sources as [source] when \
you use search results."""
"""System prompt of the multi-tool knowledge agent (notebook 03)."""

WIKI_AGENT_SYSTEM = """\
You are a research assistant for a company wiki. Questions may need several searches: \
when a search result names a person, team or project you need to know more about, search \
again for that name together with what is still missing. Answer only from the search \
results, cite each source as [source], and say so plainly if the wiki does not contain \
the answer."""
"""System prompt of the multi-hop wiki agent (notebook 05)."""

TOOL_CHOICE_SYSTEM = """\
You are a helpful assistant. You may call the tools you are given when they help answer the \
question; answer directly when no tool is needed."""
"""A neutral system prompt for measuring tool choice: it names no topic, so the tool
descriptions decide alone (notebooks 02, 03)."""


# --- Answering directly, without retrieval (notebooks 01, 03, 06) ----------------------------

DIRECT_ANSWER_SYSTEM = """\
You are a friendly, concise assistant. Answer the user's message directly in one or two \
sentences."""

DIRECT_ANSWER_PROMPT = ChatPromptTemplate.from_messages(
    [("system", DIRECT_ANSWER_SYSTEM), ("human", "{question}")]
)
"""No context, no tools: the pre-router's and the adaptive router's direct branch (notebooks
01, 03) and the ``direct`` pipeline (notebook 06)."""


# --- Grounded answering (notebooks 01, 04, 05) -----------------------------------------------

GROUNDED_ANSWER_SYSTEM = """\
You answer questions using only the context below. Each document in the context starts \
with its source in the form [source: ...].
Rules:
- Use only facts stated in the context; do not add outside knowledge.
- Cite every source you use as [source], for example [notes/example.md].
- If the context does not contain the answer, reply exactly: I don't know.
- Keep the answer short: one to three sentences."""

GROUNDED_ANSWER_HUMAN = """\
Context:
{context}

Question: {question}"""

GROUNDED_ANSWER_PROMPT = chat_prompt(GROUNDED_ANSWER_SYSTEM, GROUNDED_ANSWER_HUMAN)
"""Answer from ``{context}`` only, cite sources, "I don't know" otherwise (notebooks 01, 04, 05)."""


# --- Relevance grading (notebook 04) ---------------------------------------------------------

GRADE_DOCUMENT_STRICT_SYSTEM = """\
You are a strict grader assessing whether a retrieved document is relevant to a user \
question.
A document is relevant only if it addresses the main subject of the question and contains \
information that helps answer it.
A document is irrelevant if it merely shares keywords with the question but is about \
another topic, or if it only mentions the subject in passing.
Give a binary score: 'yes' if the document is relevant, 'no' if it is irrelevant."""

GRADE_DOCUMENT_LENIENT_SYSTEM = """\
You are a grader assessing a retrieved document for a user question.
Is the document related to the question? Give a binary score: 'yes' or 'no'."""

GRADE_DOCUMENT_HUMAN = """\
Retrieved document:
{document}

User question: {question}"""

GRADE_DOCUMENT_STRICT_PROMPT = chat_prompt(GRADE_DOCUMENT_STRICT_SYSTEM, GRADE_DOCUMENT_HUMAN)
"""Per-document yes/no grade that spells out what counts as irrelevant (notebook 04)."""

GRADE_DOCUMENT_LENIENT_PROMPT = chat_prompt(GRADE_DOCUMENT_LENIENT_SYSTEM, GRADE_DOCUMENT_HUMAN)
"""Per-document "is it related?" grade: the lenient grader that says yes too often (notebook 04)."""

GRADE_DOCUMENTS_BATCH_SYSTEM = """\
You are a strict grader assessing whether retrieved documents are relevant to a user \
question. The documents are numbered.
A document is relevant only if it addresses the main subject of the question and contains \
information that helps answer it. A document that merely shares keywords with the question \
but is about another topic is irrelevant.
Return one grade per document, in the same order, each with the document's number and a \
binary score 'yes' or 'no'."""

GRADE_DOCUMENTS_BATCH_HUMAN = """\
Retrieved documents:
{documents}

User question: {question}"""

GRADE_DOCUMENTS_BATCH_PROMPT = chat_prompt(GRADE_DOCUMENTS_BATCH_SYSTEM, GRADE_DOCUMENTS_BATCH_HUMAN)
"""Grades every document in one call, a list of grades (notebook 04, batched grader)."""

GRADE_THREE_WAY_SYSTEM = """\
You are a strict grader assessing whether a retrieved document can answer a user question.
Grade it with one of three values:
- relevant: the document addresses the main subject of the question and contains the answer.
- ambiguous: the document is about the right subject but only partly answers the question, \
or it is unclear whether it answers it.
- irrelevant: the document is about another topic, even if it shares keywords with the \
question.
Give a one-sentence reason."""

GRADE_THREE_WAY_PROMPT = chat_prompt(GRADE_THREE_WAY_SYSTEM, GRADE_DOCUMENT_HUMAN)
"""Relevant / ambiguous / irrelevant grade per document (notebook 04, three-way variant)."""


# --- Query rewriting and decomposition (notebooks 04, 05) ------------------------------------

REWRITE_QUERY_SYSTEM = """\
You rewrite search queries for a knowledge base of technical notes. The previous search \
found nothing relevant, often because the question uses a different word than the notes \
do. Rewrite the question into a short search query: keep its meaning, replace informal \
terms and synonyms with the standard technical term, and drop filler words.
Return only the rewritten query."""

REWRITE_QUERY_HUMAN = """\
Original question: {question}
Previous query: {query}"""

REWRITE_QUERY_PROMPT = chat_prompt(REWRITE_QUERY_SYSTEM, REWRITE_QUERY_HUMAN)
"""Rewrites a query that retrieved nothing relevant (notebook 04)."""

DECOMPOSE_SYSTEM = """\
You break a complex question into the ordered sub-questions needed to answer it, for \
searching a knowledge base one sub-question at a time.
Rules:
- List the sub-questions in the order they must be answered.
- Each sub-question must be self-contained: name the entity explicitly and never use \
pronouns such as "it", "they" or "its".
- When a sub-question depends on the answer of an earlier one, refer to that answer \
explicitly, for example "the team found in step 1".
- Use as few sub-questions as possible; a simple question needs only one."""

DECOMPOSE_HUMAN = "Question: {question}"

DECOMPOSE_PROMPT = chat_prompt(DECOMPOSE_SYSTEM, DECOMPOSE_HUMAN)
"""Ordered, self-contained sub-questions (notebook 05, explicit multi-hop graph)."""

RESOLVE_STEP_SYSTEM = """\
You turn one step of a multi-step search into a self-contained search query.
The step may refer to the answer of an earlier step, for example "the team found in step 1". \
The documents below answer the earlier steps: replace every such reference with the name \
the documents give for it, keep the rest of the step as it is, and never use a pronoun.
Return only the search query."""

RESOLVE_STEP_HUMAN = """\
Original question: {question}
Step to search: {step}

Documents found so far:
{context}"""

RESOLVE_STEP_PROMPT = chat_prompt(RESOLVE_STEP_SYSTEM, RESOLVE_STEP_HUMAN)
"""Rewrites a dependent sub-question with the entity found by earlier hops (notebook 05)."""


# --- Routing, planning, sufficiency (notebooks 03, 05) ---------------------------------------

ROUTER_SYSTEM = "\n".join([
    "You are a router in front of a question-answering system. Decide where the question "
    "should go and how complex it is.",
    labelled("Routes", ROUTE_DESCRIPTIONS), labelled("Complexity", COMPLEXITY_DESCRIPTIONS)])

ROUTER_HUMAN = "Question: {question}"

ROUTER_PROMPT = chat_prompt(ROUTER_SYSTEM, ROUTER_HUMAN)
"""Adaptive router: direct / knowledge_base / web and simple / complex (notebook 03)."""

SUFFICIENCY_SYSTEM = """\
You decide whether the information gathered so far is enough to answer the question.
If it is enough, set enough to true and leave next_query empty.
If something is still missing, set enough to false and write next_query: a short, \
self-contained search query for the missing piece, naming any entity the notes so far \
have revealed (never a pronoun)."""

SUFFICIENCY_HUMAN = """\
Question: {question}

Notes gathered so far:
{context}"""

SUFFICIENCY_PROMPT = chat_prompt(SUFFICIENCY_SYSTEM, SUFFICIENCY_HUMAN)
"""Hop-by-hop sufficiency decision: enough, or the next query (notebook 05)."""

SUFFICIENCY_OR_ANSWER_SYSTEM = """\
You decide whether the information gathered so far is enough to answer the question.
If it is enough, set enough to true, leave next_query empty, and write the answer using \
only the notes, citing each source you use as [source].
If something is still missing, set enough to false, leave answer empty, and write \
next_query: a short, self-contained search query for the missing piece, naming any entity \
the notes so far have revealed (never a pronoun)."""

SUFFICIENCY_OR_ANSWER_PROMPT = chat_prompt(SUFFICIENCY_OR_ANSWER_SYSTEM, SUFFICIENCY_HUMAN)
"""Sufficiency decision merged with answering, which saves a call on the last hop (notebook 05)."""

PLANNER_SYSTEM = """\
You plan the next step of a multi-step search. Given the question, the sub-questions still \
open and the documents retrieved so far, choose one action:
- retrieve: an open sub-question is not yet answered by the documents.
- generate: the documents already contain everything needed to answer the question."""

PLANNER_HUMAN = """\
Question: {question}

Open sub-questions:
{sub_questions}

Documents retrieved so far:
{context}"""

PLANNER_PROMPT = chat_prompt(PLANNER_SYSTEM, PLANNER_HUMAN)
"""Retrieve-or-generate planner of the explicit multi-hop graph (notebook 05)."""


# --- Self-RAG's reflections, the correction ladder, the escalation policy (notebook 07) -------

RETRIEVAL_DECISION_SYSTEM = """\
You decide whether a question needs a search before it is answered.
Answer 'yes' if answering it needs facts from our technical notes, the company wiki or the \
web; answer 'no' for greetings, small talk, translations and general knowledge that needs \
no lookup. Give a one-sentence reason."""

RETRIEVAL_DECISION_HUMAN = "Question: {question}"

RETRIEVAL_DECISION_PROMPT = chat_prompt(RETRIEVAL_DECISION_SYSTEM, RETRIEVAL_DECISION_HUMAN)
"""Retrieve on demand, Self-RAG's first reflection: search or answer directly (notebook 07)."""

GRADE_SUPPORT_SYSTEM = """\
You are a grader assessing whether an answer is grounded in / supported by a set of \
retrieved documents.
Answer 'yes' only if every claim of the answer is stated in the documents. Answer 'no' if the \
answer states anything the documents do not, such as a name, a number, a date or a reason. \
An answer that only says it does not know claims nothing and is grounded.
Give a one-sentence reason."""

GRADE_SUPPORT_HUMAN = """\
Documents:
{context}

Answer: {answer}"""

GRADE_SUPPORT_PROMPT = chat_prompt(GRADE_SUPPORT_SYSTEM, GRADE_SUPPORT_HUMAN)
"""Groundedness, Self-RAG's IsSup: is every claim of ``{answer}`` stated in ``{context}``?
(notebook 07, and the fabrication count of the evaluation harness)."""

GRADE_CORRECTNESS_SYSTEM = """\
You are a careful reader checking an answer against the facts a correct answer must state.
Answer 'yes' if the answer states the expected facts, in any words, and says nothing that \
contradicts them. Answer 'no' if a fact is missing, wrong or contradicted. For an expected \
"don't know", 'yes' means the answer honestly says it does not know. Give a one-sentence reason."""

GRADE_CORRECTNESS_HUMAN = """\
Question: {question}

Expected facts: {expected}

Answer: {answer}"""

GRADE_CORRECTNESS_PROMPT = chat_prompt(GRADE_CORRECTNESS_SYSTEM, GRADE_CORRECTNESS_HUMAN)
"""Model-graded correctness: does ``{answer}`` state ``{expected}``? The optional careful reader
beside the keyword check (notebook 06, ``course_lib.evaluation.correctness``)."""

SUFFICIENCY_CHECK_SYSTEM = """\
You check whether the retrieved documents are enough to answer the question. If they are not, \
say in a few words what is missing, and write a short web search query for it."""

SUFFICIENCY_CHECK_HUMAN = """\
Documents:
{context}

Question: {question}"""

SUFFICIENCY_CHECK_PROMPT = chat_prompt(SUFFICIENCY_CHECK_SYSTEM, SUFFICIENCY_CHECK_HUMAN)
"""CRAG's evaluator before the web: ``SufficiencyCheck`` (enough, missing, web_query) for
``{context}`` and ``{question}`` (notebook 04)."""

GRADE_USEFULNESS_SYSTEM = """\
You are a grader assessing whether an answer resolves a question.
Answer 'yes' if the answer gives the information the question asks for. Answer 'no' if it \
does not: it answers only part of the question, answers another question, or says it does \
not know. Give a one-sentence reason."""

GRADE_USEFULNESS_HUMAN = """\
Question: {question}

Answer: {answer}"""

GRADE_USEFULNESS_PROMPT = chat_prompt(GRADE_USEFULNESS_SYSTEM, GRADE_USEFULNESS_HUMAN)
"""Usefulness, Self-RAG's IsUse: does ``{answer}`` resolve ``{question}``? (notebook 07)."""

REWRITE_FOR_SOURCE_SYSTEM = """\
You rewrite search queries. The last search of {source} found nothing that answers the \
question, often because the question uses other words than {source} does. Rewrite the \
question into a short search query for {source}: keep its meaning, use the standard terms, \
and drop filler words.
Return only the rewritten query."""

REWRITE_FOR_SOURCE_HUMAN = """\
Original question: {question}
Previous query: {query}"""

REWRITE_FOR_SOURCE_PROMPT = chat_prompt(REWRITE_FOR_SOURCE_SYSTEM, REWRITE_FOR_SOURCE_HUMAN)
"""The first rung of the correction ladder: a new query for the same source (notebook 07)."""

POLICY_SYSTEM = "\n".join([
    "You apply the company's escalation policy to a question before anyone answers it. Decide "
    "who must handle the question.", labelled("Handlers", HANDLER_DESCRIPTIONS), "Give a one-sentence reason."])

POLICY_HUMAN = "Question: {question}"

POLICY_PROMPT = chat_prompt(POLICY_SYSTEM, POLICY_HUMAN)
"""The escalation policy check: ``human_review`` or ``self_service`` (notebook 07)."""

PERMISSIVE_ANSWER_SYSTEM = """\
You answer questions using the context below. Each document in the context starts with its \
source in the form [source: ...].
Cite every source you use as [source], for example [notes/example.md]. Keep the answer \
short: one to three sentences."""

PERMISSIVE_ANSWER_PROMPT = chat_prompt(PERMISSIVE_ANSWER_SYSTEM, GROUNDED_ANSWER_HUMAN)
"""``GROUNDED_ANSWER_PROMPT`` without its two rules "only facts stated in the context" and
"I don't know otherwise": the prompt that invites fabrication (notebook 07, refuse or fabricate)."""


__all__ = ["chat_prompt", "labelled", *(name for name in globals() if name.isupper())]


# --- notebook 08: sub-agents as tools, long conversations ---------------------------------

SUPERVISOR_SYSTEM = """\
You are the front desk of a company assistant. You do not look anything up yourself: each of \
your tools is a specialist desk with its own tools. Read each desk's description, pass the \
user's question to the one desk that covers it, and answer with what the desk found. Answer \
greetings, small talk and general-knowledge questions directly, without a desk."""
"""System prompt of the supervisor whose tools are sub-agents (notebook 08)."""

DESK_SYSTEM = """\
You are one specialist desk of a company assistant. Use your tools to answer the question \
you are given; call tools one after another when one result is needed for the next step, \
and use the calculator for any arithmetic. Answer in a few sentences and cite sources as \
[source] when you use search results."""
"""System prompt of every sub-agent (desk) behind the supervisor (notebook 08)."""

CHAT_AGENT_SYSTEM = """\
You are a helpful assistant in a long conversation with one user. Use the tools for facts, \
and use what the conversation (or its summary) already established when the user refers back \
to it ("that order", "the same team"). Cite sources as [source]."""
"""System prompt of the long-conversation agent (notebook 08)."""

CONVERSATION_SUMMARY_PROMPT = """\
Summarize the conversation below so that it can replace it. Keep every fact a later question \
may need: names, ids, numbers, dates and the answers given, one line per exchange.

<messages>
{messages}
</messages>"""
"""The summary prompt of notebook 08's summarization middleware (LangChain's default prompt
works too; this one is shorter, so the summary call itself costs fewer tokens)."""
