# ruff: noqa: E501
"""Port: "LangChain Mastery" tutorial 14, a multi-tool LangGraph chatbot with memory
(``multi_tool_graph_chatbot.py``): ``MessagesState``, a Wikipedia tool, ``palindrome_checker``
and ``historical_events`` (a tool that itself asks the model to list the events of a date), a
``chatbot`` node that calls the tool-bound model, ``ToolNode``, ``MemorySaver`` and one thread
(``thread_id`` "1") for every query, the follow-ups "What about the word `kayak`?" and "What about
9 November 1989?" among them.

Source: github.com/datatweets/langchain-mastery, ``script_14.py`` @2ac61d295a3e4278eda15755ce840145576322cc.
Kept verbatim: the three tools (docstrings and bodies; ``historical_events`` calls the same
``llm``), ``should_continue``, ``call_model`` (its branch for an AI message with tool calls, which
never runs here, too), the graph, ``MemorySaver``, the one ``config`` and the demo's seven queries
in order (three single turns, then four in ``user_agent_multiturn``, all in thread "1").
Swapped: ``ChatOpenAI(model="gpt-4o-mini")`` -> the simulator; ``WikipediaQueryRun`` ->
``tests.thirdparty._wikipedia.OfflineWikipediaQueryRun`` (same name, description and argument; a
few short pages written from the articles); the printing -> the rows below; the PNG export -> none.

Oracles (written before the first run), per model call:
- a tool call: the tool the query needs with its subject: ``palindrome_checker`` with the text in
  backticks (the follow-up's ``kayak`` too), ``historical_events`` with the query's date (the
  follow-up's 9 November 1989 too; corrected after the first run, where no call reached this
  tool: the date in ISO 8601 counts too, as "any format" the docstring allows), ``wikipedia`` with
  "Eiffel Tower";
- the model call inside ``historical_events``: names what happened on that date (the Moon landing
  / Apollo 11; the end of the war in Europe / VE Day / Germany's surrender; the fall of the Berlin
  Wall) or states a limit (it is world knowledge the simulator lacks);
- the final answer: the checker's verdict (is / is not a palindrome, right for the text), the
  events the tool returned (or that it could not list them), two sentences at most with a fact of
  the page for the summary;
- or a stated limit.

First sight (de7c145, before any simulator change): 19 calls, 3 right / 0 stated a limit / 16
silently wrong. ``palindrome_checker`` got the question's content words ("moody baby doom yam
palindrome"; the follow-up "stressed desserts palindrome word kayak"), never the text in
backticks; every date question went to ``wikipedia`` ("happened 20th July 1969"; the follow-up
"happened 8th November 1989", the earlier date mixed in) and ended "I don't know"; the summary
searched "Summarize 2 sentences" and answered "Page: Eiffel Tower. I could not find anything about
'Summarize', 'sentences'."

After (728d79d, same command): 17 calls, 11 right / 6 stated a limit / 0 silently wrong. The
text in backticks fills ``text`` (``tests/sim/test_quote_marks.py``); a written date sends the
question to ``historical_events`` (``tests/sim/test_dated_tool_choice.py``); the summary searches
"Eiffel Tower" once and answers in two sentences (``tests/sim/test_reply_form.py``). The model
call inside ``historical_events`` (world knowledge) and the answer relaying it are stated limits.
"""

from __future__ import annotations

import re
import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import MemorySaver
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode

from tests.thirdparty._support import CallLog, sim_llm, stated_limit
from tests.thirdparty._verdict import verdict
from tests.thirdparty._wikipedia import OfflineWikipediaQueryRun

# --- the program -----------------------------------------------------------------------------------


def build(llm):
    wikipedia_tool = OfflineWikipediaQueryRun()

    # Tool that invokes the LLM inside the tool body
    @tool
    def historical_events(date_input: str) -> str:
        """Provide a list of important historical events for a given date in any format."""
        try:
            # Ask the LLM to interpret the date and enumerate events
            response = llm.invoke(
                f"List important historical events that occurred on {date_input}. "
                f"Answer concisely with bullets and brief dates."
            )
            return response.content
        except Exception as e:
            return f"Error retrieving events: {str(e)}"

    # Palindrome checker tool
    @tool
    def palindrome_checker(text: str) -> str:
        """Check if a word or phrase is a palindrome."""
        cleaned_text = "".join(ch.lower() for ch in text if ch.isalnum())
        if cleaned_text == cleaned_text[::-1]:
            return f"The phrase or word '{text}' is a palindrome."
        else:
            return f"The phrase or word '{text}' is not a palindrome."

    tools = [wikipedia_tool, palindrome_checker, historical_events]
    model_with_tools = llm.bind_tools(tools)

    tool_node = ToolNode(tools=tools)

    def should_continue(state: MessagesState):
        last_message = state["messages"][-1]
        if getattr(last_message, "tool_calls", None):
            return "tools"
        return END

    def call_model(state: MessagesState):
        last_message = state["messages"][-1]
        if isinstance(last_message, AIMessage) and getattr(last_message, "tool_calls", None):
            # Return only the tool's response if present
            return {"messages": [AIMessage(content=last_message.tool_calls[0]["response"])]}
        # Otherwise, call the tool-enabled model with the full history
        return {"messages": [model_with_tools.invoke(state["messages"])]}

    workflow = StateGraph(MessagesState)
    workflow.add_node("chatbot", call_model)
    workflow.add_node("tools", tool_node)
    workflow.add_edge(START, "chatbot")
    workflow.add_conditional_edges("chatbot", should_continue, ["tools", END])
    workflow.add_edge("tools", "chatbot")

    memory = MemorySaver()
    return workflow.compile(checkpointer=memory)


config = {"configurable": {"thread_id": "1"}}

# --- inputs and oracles -------------------------------------------------------------------------------

def _on_date(arg: str, iso: str, day: str, month: str, year: str) -> bool:
    """The date as the question writes it, or as ISO 8601 (the tool takes "a given date in any
    format"; ISO accepted after the first run, where no call reached this tool)."""
    return iso in arg or (day in arg and year in arg and bool(re.search(month, arg, re.I)))


# the demo's queries in order: (query, tool, a check of the tool's argument, kind of answer)
QUERIES = [
    ("Is `may a moody baby doom a yam` a palindrome?", "palindrome_checker", lambda a: "may a moody baby doom a yam" in a.lower(), ("palindrome", True)),
    ("What happened on 20th July, 1969?", "historical_events", lambda a: _on_date(a, "1969-07-20", "20", "jul", "1969"), ("events", "1969")),
    ("Summarize the Eiffel Tower in 2 sentences.", "wikipedia", lambda a: "eiffel" in a.lower(), ("summary", None)),
    ("Is `stressed desserts?` a palindrome?", "palindrome_checker", lambda a: "stressed desserts" in a.lower(), ("palindrome", True)),
    ("What about the word `kayak`?", "palindrome_checker", lambda a: a.strip(" `'\"").lower() == "kayak", ("palindrome", True)),
    ("What happened on the May 8th, 1945?", "historical_events", lambda a: _on_date(a, "1945-05-08", "8", "may", "1945"), ("events", "1945")),
    ("What about 9 November 1989?", "historical_events", lambda a: _on_date(a, "1989-11-09", "9", "nov", "1989"), ("events", "1989")),
]

EVENTS = {
    "1969": re.compile(r"moon|apollo|armstrong", re.I),
    "1945": re.compile(r"victory in europe|v-?e day|surrender|end of (?:the )?(?:second world )?war|world war", re.I),
    "1989": re.compile(r"berlin wall", re.I),
}
_NOT_PAL = re.compile(r"\bnot a palindrome|isn't a palindrome|is not\b", re.I)
_DUMP = ("tool_call", "ToolMessage(", "{'", "[{", "Page: ")


def _sentences(text: str) -> int:
    return len([s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s])


def rows_demo(model):
    app = build(model)
    rows = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for n, (query, wanted, arg_ok, (kind, key)) in enumerate(QUERIES, 1):
            log = CallLog()
            before = len(app.get_state(config).values.get("messages", []))
            app.invoke({"messages": [HumanMessage(content=query)]}, {**config, "callbacks": [log]})
            new = app.get_state(config).values["messages"][before:]
            ai = [m for m in new if isinstance(m, AIMessage)]
            results = [str(m.content) for m in new if isinstance(m, ToolMessage)]
            calls = iter(log.calls)
            for msg in ai:
                if msg.tool_calls:
                    call = next(calls)
                    oks = []
                    for c in msg.tool_calls:
                        arg = str(next(iter(c["args"].values()), "")) if c["args"] else ""
                        oks.append(c["name"] == wanted and bool(arg_ok(arg)))
                    text = "; ".join(f"{c['name']}({c['args']})" for c in msg.tool_calls)
                    rows.append((f"q{n} tool call", verdict(msg, all(oks), call["limit"]), text[:200]))
                    if any(c["name"] == "historical_events" for c in msg.tool_calls):
                        inner = next(calls)  # the model call inside the tool
                        ok = bool(EVENTS[key].search(inner["text"]))
                        rows.append((f"q{n} historical_events' own call", verdict(inner["text"], ok, inner["limit"]), inner["text"][:200]))
                else:
                    call = next(calls)
                    text = msg.text
                    if kind == "palindrome":
                        ok = "palindrome" in text.lower() and not _NOT_PAL.search(text) if key else bool(_NOT_PAL.search(text))
                    elif kind == "events":
                        ok = bool(EVENTS[key].search(text)) or (bool(results) and stated_limit(results[-1]) and bool(re.search(r"can(?:'t|not)|unable|don't know|couldn't", text, re.I)))
                    else:
                        ok = _sentences(text) <= 2 and bool(re.search(r"Gustave Eiffel|Paris|330|1889", text))
                    ok = ok and not any(d in text for d in _DUMP)
                    rows.append((f"q{n} answer", verdict(msg, ok, call["limit"]), text[:200]))
    return rows


SCENARIOS = {"demo_thread": rows_demo}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def _ideal_script(prompt_text, _schema, _tools):
    text = str(prompt_text)
    if text.startswith("human: List important historical events"):
        for year, line in (("1969", "- 20 July 1969: Apollo 11 lands on the Moon."),
                           ("1945", "- 8 May 1945: Victory in Europe (VE) Day, Germany's surrender."),
                           ("1989", "- 9 November 1989: the fall of the Berlin Wall.")):
            if year in text:
                return line
    last_human = text.rsplit("\nhuman: ", 1)[-1] if "\nhuman: " in text else text.split("human: ", 1)[-1]
    answered = "\ntool: " in last_human
    steps = {
        "may a moody": (("palindrome_checker", {"text": "may a moody baby doom a yam"}), "Yes, it is a palindrome."),
        "20th July": (("historical_events", {"date_input": "20th July, 1969"}), "On 20 July 1969 Apollo 11 landed on the Moon."),
        "Eiffel Tower in 2": (("wikipedia", {"query": "Eiffel Tower"}), "The Eiffel Tower is a wrought-iron tower in Paris built by Gustave Eiffel's company for the 1889 World's Fair. It is 330 metres tall."),
        "stressed desserts": (("palindrome_checker", {"text": "stressed desserts?"}), "Yes, it is a palindrome."),
        "kayak": (("palindrome_checker", {"text": "kayak"}), "Yes, kayak is a palindrome."),
        "May 8th": (("historical_events", {"date_input": "May 8th, 1945"}), "8 May 1945 was VE Day: Germany's surrender ended the war in Europe."),
        "9 November": (("historical_events", {"date_input": "9 November 1989"}), "On 9 November 1989 the Berlin Wall fell."),
    }
    for key, (call, answer) in steps.items():
        if key in last_human.split("\n", 1)[0]:
            if answered:
                return answer
            return AIMessage(content="", tool_calls=[{"name": call[0], "args": call[1], "id": f"call_{key[:4]}"}])
    raise KeyError(text[-200:])


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    rows = scenarios(ScriptedChatModel(script=_ideal_script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
