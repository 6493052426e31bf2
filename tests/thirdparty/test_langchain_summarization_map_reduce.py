"""Port: LangChain tutorial "Summarize Text", the map-reduce part orchestrated with LangGraph
(map each document to a summary with ``Send``, collapse the summaries while they exceed a
token limit, then reduce them to one final summary).

Source: github.com/langchain-ai/langchain, docs/docs/tutorials/summarization.ipynb at commit
0ea17179fdb05d03b262d83ac98401df525f8da5 (MIT licence).

Kept verbatim: ``map_prompt``, ``reduce_template``/``reduce_prompt``, ``length_function``
(``llm.get_num_tokens``), OverallState / SummaryState, every node (``generate_summary``,
``map_summaries``, ``collect_summaries``, ``_reduce``, ``collapse_summaries``,
``should_collapse``, ``generate_final_summary``), the graph and ``recursion_limit`` 10. Note what
the program does: ``_reduce`` is handed a *list of Documents*, so ``reduce_prompt`` renders
``str(list_of_Documents)`` (``[Document(metadata={}, page_content='...'), ...]``) as ``{docs}``.
Swapped:
- ``ChatOpenAI(model="gpt-4o-mini", temperature=0)`` -> the simulator;
- ``WebBaseLoader`` over one long blog post + ``CharacterTextSplitter`` -> eight invented field
  reports of a city's community-garden season, one Document each (the tutorial's "set of
  documents"); each is shorter than a chunk, so no splitter is needed;
- ``token_max`` 1000 -> 300: the tutorial sets "an artificially low maximum token length ... to
  illustrate the collapsing step" for ~14 chunks of 1000 tokens; the invented set is about a
  fifth of that, so the limit is scaled to keep the collapse step in play;
- ``langchain.chains.combine_documents.reduce`` (gone from LangChain 1.x, now in
  langchain-classic, not installed) -> ``split_list_of_docs`` and ``acollapse_docs`` copied below
  from that module (same logic).

Oracles, written before the first simulator run: each map summary is shorter than its report
(at most 70 % of its words), names its garden or shares at least three content words with it,
and repeats neither the prompt's frame nor a refusal; the final summary covers at least three
of the season's themes (water, volunteers, pests, harvest, soil/compost), is no raw Document
dump, and is shorter than the summaries it consolidates; the graph finishes within its
recursion limit. Any step that cannot do this must state a limit.
"""

import asyncio
import operator
import re
from collections.abc import Callable
from typing import Annotated, Any, List, Literal, TypedDict  # noqa: UP035 (verbatim)

from langchain_core.documents import Document
from langchain_core.prompts import ChatPromptTemplate

from tests.thirdparty._support import DUMP_MARKERS, REFUSAL, CallLog, sim_llm

REPORTS = {
    "Alder Street": "Alder Street garden opened its beds on 2 April with 31 plot holders. The new rain "
    "barrels collected about 4,000 litres by June, so the volunteers only ran the mains hose during the "
    "July heatwave. Slugs ate most of the early lettuce; copper tape around the raised beds stopped them "
    "by mid-May. The season's harvest was 410 kg, mostly courgettes, beans and tomatoes.",
    "Brook Lane": "Brook Lane lost two weeks in May when the borehole pump failed and beds had to be watered "
    "by hand from cans. Volunteer numbers fell from 18 to 9 over the summer because the Saturday shift "
    "clashed with the market. Aphids hit the broad beans, and a ladybird release in June brought them under "
    "control. The plot produced 190 kg of vegetables.",
    "Castle Mews": "Castle Mews tested its soil in March and found high lead near the old wall, so the "
    "committee moved the salad beds to new raised boxes filled with municipal compost. A school group of "
    "24 pupils adopted four beds. Drip irrigation on a timer cut water use by a third. The harvest reached "
    "260 kg, with a record squash crop.",
    "Dockside": "Dockside is the newest site, built on a former car park. Everything grows in 60 containers, "
    "which dried out fast: the volunteers watered twice a day through August. Pigeons stripped the brassicas "
    "until netting went up. A local cafe now takes surplus herbs. The first season gave 95 kg of produce.",
    "Elm Green": "Elm Green ran composting workshops every month and now turns all its green waste into "
    "compost, about 3 tonnes this year. Blight destroyed the outdoor tomatoes in August, so next year the "
    "garden will grow resistant varieties. Fourteen regular volunteers kept the paths and the shared "
    "orchard in order. The harvest was 330 kg.",
    "Fenwick Yard": "Fenwick Yard struggled with water: the standpipe was metered for the first time and the "
    "bill tripled, so the group installed a 2,000-litre tank fed from the shed roof. Vine weevils damaged "
    "the strawberries in pots. Volunteers from the housing association doubled after a spring open day. "
    "The yard harvested 150 kg.",
    "Gorse Hill": "Gorse Hill is exposed to wind, so volunteers planted a hawthorn hedge along the west "
    "side in March. Rabbits were the main pest until a fence was finished in May. Mulching with wood chip "
    "kept the soil moist through the dry spell. Potatoes and onions made up most of the 280 kg harvest.",
    "Heron Quay": "Heron Quay shared its tools with two other sites through a new lending shed. The pond "
    "attracted frogs that kept the slugs down without pellets. Water came from the canal under a licence "
    "that limits pumping to evenings. Twelve volunteers and a community-payback team built three new "
    "beds, and the harvest came to 220 kg.",
}
THEMES = {
    "water": ("water", "irrigation", "rain", "tank", "barrel", "hose", "drip"),
    "volunteers": ("volunteer",),
    "pests": ("pest", "slug", "aphid", "pigeon", "rabbit", "weevil", "blight"),
    "harvest": ("harvest", "kg", "produce", "crop"),
    "soil": ("soil", "compost", "mulch"),
}
FRAME = ("concise summary", "set of summaries", "distill", "consolidated summary of")

# --- from langchain.chains.combine_documents.reduce (langchain 0.3, MIT), unchanged logic ---------


def split_list_of_docs(docs: List[Document], length_func: Callable, token_max: int, **kwargs: Any) -> List[List[Document]]:  # noqa: UP006
    """Split Documents into subsets that each meet a cumulative length constraint."""
    new_result_doc_list = []
    _sub_result_docs = []
    for doc in docs:
        _sub_result_docs.append(doc)
        _num_tokens = length_func(_sub_result_docs, **kwargs)
        if _num_tokens > token_max:
            if len(_sub_result_docs) == 1:
                raise ValueError("A single document was longer than the context length, we cannot handle this.")
            new_result_doc_list.append(_sub_result_docs[:-1])
            _sub_result_docs = _sub_result_docs[-1:]
    new_result_doc_list.append(_sub_result_docs)
    return new_result_doc_list


async def acollapse_docs(docs: List[Document], combine_document_func, **kwargs: Any) -> Document:  # noqa: UP006
    """Execute a collapse function on a set of documents and merge their metadatas."""
    result = await combine_document_func(docs, **kwargs)
    combined_metadata = {k: str(v) for k, v in docs[0].metadata.items()}
    for doc in docs[1:]:
        for k, v in doc.metadata.items():
            if k in combined_metadata:
                combined_metadata[k] += f", {v}"
            else:
                combined_metadata[k] = str(v)
    return Document(page_content=result, metadata=combined_metadata)


# --- the tutorial ---------------------------------------------------------------------------------

map_prompt = ChatPromptTemplate.from_messages(
    [("system", "Write a concise summary of the following:\\n\\n{context}")]
)

# Also available via the hub: `hub.pull("rlm/reduce-prompt")`
reduce_template = """
The following is a set of summaries:
{docs}
Take these and distill it into a final, consolidated summary
of the main themes.
"""

reduce_prompt = ChatPromptTemplate([("human", reduce_template)])

token_max = 300  # the tutorial's 1000, scaled to the invented set (see the module docstring)


def build(llm):
    from langgraph.graph import END, START, StateGraph
    from langgraph.types import Send

    def length_function(documents: List[Document]) -> int:  # noqa: UP006
        """Get number of tokens for input contents."""
        return sum(llm.get_num_tokens(doc.page_content) for doc in documents)

    # This will be the overall state of the main graph.
    # It will contain the input document contents, corresponding
    # summaries, and a final summary.
    class OverallState(TypedDict):
        # Notice here we use the operator.add
        # This is because we want combine all the summaries we generate
        # from individual nodes back into one list - this is essentially
        # the "reduce" part
        contents: List[str]  # noqa: UP006
        summaries: Annotated[list, operator.add]
        collapsed_summaries: List[Document]  # noqa: UP006
        final_summary: str

    # This will be the state of the node that we will "map" all
    # documents to in order to generate summaries
    class SummaryState(TypedDict):
        content: str

    # Here we generate a summary, given a document
    async def generate_summary(state: SummaryState):
        prompt = map_prompt.invoke(state["content"])
        response = await llm.ainvoke(prompt)
        return {"summaries": [response.content]}

    # Here we define the logic to map out over the documents
    # We will use this an edge in the graph
    def map_summaries(state: OverallState):
        # We will return a list of `Send` objects
        # Each `Send` object consists of the name of a node in the graph
        # as well as the state to send to that node
        return [
            Send("generate_summary", {"content": content}) for content in state["contents"]
        ]

    def collect_summaries(state: OverallState):
        return {
            "collapsed_summaries": [Document(summary) for summary in state["summaries"]]
        }

    async def _reduce(input: dict) -> str:
        prompt = reduce_prompt.invoke(input)
        response = await llm.ainvoke(prompt)
        return response.content

    # Add node to collapse summaries
    async def collapse_summaries(state: OverallState):
        doc_lists = split_list_of_docs(
            state["collapsed_summaries"], length_function, token_max
        )
        results = []
        for doc_list in doc_lists:
            results.append(await acollapse_docs(doc_list, _reduce))

        return {"collapsed_summaries": results}

    # This represents a conditional edge in the graph that determines
    # if we should collapse the summaries or not
    def should_collapse(
        state: OverallState,
    ) -> Literal["collapse_summaries", "generate_final_summary"]:
        num_tokens = length_function(state["collapsed_summaries"])
        if num_tokens > token_max:
            return "collapse_summaries"
        else:
            return "generate_final_summary"

    # Here we will generate the final summary
    async def generate_final_summary(state: OverallState):
        response = await _reduce(state["collapsed_summaries"])
        return {"final_summary": response}

    # Construct the graph
    # Nodes:
    graph = StateGraph(OverallState)
    graph.add_node("generate_summary", generate_summary)  # same as before
    graph.add_node("collect_summaries", collect_summaries)
    graph.add_node("collapse_summaries", collapse_summaries)
    graph.add_node("generate_final_summary", generate_final_summary)

    # Edges:
    graph.add_conditional_edges(START, map_summaries, ["generate_summary"])
    graph.add_edge("generate_summary", "collect_summaries")
    graph.add_conditional_edges("collect_summaries", should_collapse)
    graph.add_conditional_edges("collapse_summaries", should_collapse)
    graph.add_edge("generate_final_summary", END)

    app = graph.compile()
    return app


def run(app, log=None) -> list[dict]:
    async def go():
        steps = []
        config = {"recursion_limit": 10, **({"callbacks": [log]} if log else {})}
        async for step in app.astream({"contents": list(REPORTS.values())}, config):
            steps.append(step)
        return steps

    return asyncio.run(go())


def words(text: str) -> list[str]:
    return re.findall(r"[A-Za-z][A-Za-z'-]+|\d[\d,.]*", text)


def content_words(text: str) -> set[str]:
    return {w.lower() for w in words(text) if len(w) > 3}


def check_map_summary(summary: str, report: str, garden: str) -> None:
    assert summary.strip(), "empty summary"
    assert len(words(summary)) <= 0.7 * len(words(report)), f"not shorter than the report: {summary!r}"
    assert garden.lower() in summary.lower() or len(content_words(summary) & content_words(report)) >= 3, summary
    assert not any(f in summary.lower() for f in FRAME), f"the prompt's frame: {summary!r}"
    assert not REFUSAL.search(summary), f"a refusal: {summary!r}"


def check_final(final: str, summaries: list[str]) -> None:
    low = final.lower()
    covered = [t for t, ws in THEMES.items() if any(w in low for w in ws)]
    assert len(covered) >= 3, f"covers only {covered}: {final[:400]!r}"
    assert not [m for m in DUMP_MARKERS if m in final], f"a raw dump: {final[:300]!r}"
    assert len(words(final)) < sum(len(words(s)) for s in summaries), "not a consolidation: longer than its inputs"
    assert not any(f in low for f in FRAME), f"the prompt's frame: {final[:300]!r}"


def test_each_report_is_summarised_on_its_own():
    llm = sim_llm()
    log = CallLog()
    for garden, report in REPORTS.items():
        msg = llm.invoke(map_prompt.invoke(report), config={"callbacks": [log]})
        if msg.response_metadata.get("simulator_limit"):
            continue
        check_map_summary(msg.content, report, garden)


def test_the_graph_summarises_the_season():
    log = CallLog()
    steps = run(build(sim_llm()), log)
    final = next(s["generate_final_summary"]["final_summary"] for s in steps if "generate_final_summary" in s)
    summaries = [u["summaries"][0] for s in steps for n, u in s.items() if n == "generate_summary"]
    if log.limits():
        return
    check_final(final, summaries)


def test_the_reduce_prompt_reads_a_list_of_documents():
    """The collapse step as the tutorial calls it: ``reduce_prompt`` over ``str(list_of_Documents)``."""
    llm = sim_llm()
    docs = [Document(r) for r in list(REPORTS.values())[:3]]
    msg = llm.invoke(reduce_prompt.invoke(docs))
    if msg.response_metadata.get("simulator_limit"):
        return
    low = msg.content.lower()
    assert sum(any(w in low for w in ws) for ws in THEMES.values()) >= 3, msg.content
    assert not [m for m in DUMP_MARKERS if m in msg.content], msg.content[:300]


def test_wiring_with_an_ideal_model():
    from course_lib.models.testing import ScriptedChatModel

    class Counting(ScriptedChatModel):  # the ideal model counts tokens as words
        def get_num_tokens(self, text: str) -> int:
            return len(text.split())

    def script(prompt, _schema, _tools):
        if "set of summaries" in prompt:
            return "Across the eight gardens the season turned on water supply, volunteer numbers, pests and a good harvest."
        garden = next(g for g in REPORTS if g in prompt)
        return f"{garden}: water, volunteers, pests and the harvest, briefly."

    steps = run(build(Counting(script=script)))
    final = next(s["generate_final_summary"]["final_summary"] for s in steps if "generate_final_summary" in s)
    summaries = [u["summaries"][0] for s in steps for n, u in s.items() if n == "generate_summary"]
    assert len(summaries) == len(REPORTS)
    for s, (g, r) in zip(sorted(summaries), sorted(REPORTS.items()), strict=True):
        check_map_summary(s, r, g)
    check_final(final, summaries)

