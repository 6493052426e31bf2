"""Port: NirDiamant/GenAI_Agents "Task-oriented agent": two tools that are themselves model calls
(``Summarize``: "Summarize the following text:\\n\\n{text}\\n\\nSummary:"; ``Translate``: "Translate the
following text to Spanish: ..."), and a tool-calling agent whose single string prompt dictates the
order (summarise the whole text, translate the summary, then answer in a fixed two-line format)
and carries the scratchpad inside that string.
Model calls of three kinds: an agent step that must pick the step's tool and pass the right text
(the whole input, then the tool's own summary, read back from the scratchpad's printed messages);
a one-prompt summary; a one-prompt translation into Spanish; the final reply in the dictated format.

Source: github.com/NirDiamant/GenAI_Agents, all_agents_tutorials/task_oriented_agent.ipynb
@44e9d57b187478d387db65b2653a132ffdb1b1e5. Licence: no LICENSE file among the repository's
stored files (not verified further); the prompts are quoted for testing only.
Kept verbatim: ``summarize`` and ``translate`` (their ``PromptTemplate``s and ``chain.invoke(...).content``),
``TextInput``, the two ``StructuredTool.from_function`` tools (names, descriptions), the agent's
``PromptTemplate`` (with ``{agent_scratchpad}`` inside the string), ``max_iterations=3``,
``early_stopping_method="force"``, ``run_agent_with_query`` and the notebook's query (the pangram
paragraph) and its function test ("The quick brown fox jumps over the lazy dog.").
Swapped: ``ChatOpenAI(model="gpt-4o-mini", max_tokens=1000, temperature=0)`` -> the simulator (the
tools' functions read the model from a closure instead of the module's global ``llm``);
``create_tool_calling_agent`` + ``AgentExecutor`` (langchain_classic, not installed) ->
``AgentExecutorPort``: the same loop. The scratchpad is ``format_to_tool_messages(steps)`` (each
step's AIMessage, then a ``ToolMessage`` with the observation and ``additional_kwargs={"name": tool}``)
formatted into the string template, so the model sees the Python list's printed form, as the
notebook's model did; a reply without tool calls finishes with its content; after three iterations
"force" returns "Agent stopped due to iteration limit or time limit.". Invented: two more
paragraphs for the agent (a tool library's first year, a lighthouse's restoration).

Oracles (written before the first run), per model call:
- the agent's first step: one ``Summarize`` call whose ``text`` is the query (at least 80 % of its
  words), no ``Translate`` call;
- a ``Summarize`` call: a summary on the text's subject (shares a content word of the text's first
  sentence), shorter than the text when the text has more than one sentence, never the prompt's
  frame ("Summarize the following", "Summary:");
- the agent's second step: one ``Translate`` call whose ``text`` is the summary the tool returned
  (its first 40 characters), not the original query;
- a ``Translate`` call: Spanish (two or more common Spanish words, fewer English than Spanish
  ones), on the text's subject;
- the agent's final reply: a ``Summary (English):`` line and a ``Translation (Spanish):`` line,
  the first holding the summary's opening words and the second the translation's;
- or a stated limit (a step that states a limit ends the judged run there: what follows is the
  program relaying it).

First sight (dd1147e2): 5 calls, 0 right / 5 stated a limit / 0 silently wrong: each agent's first
step states that the prompt holds no question or instruction it reads (the run ends there); the
function test's summary of one sentence and its translation into Spanish state limits. After
(ports77): the same.
"""

from __future__ import annotations

import re
import warnings

import pytest
from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.prompts import PromptTemplate
from langchain_core.tools import StructuredTool
from pydantic import BaseModel, Field

from tests.thirdparty._support import CallLog, sim_llm, stated_limit
from tests.thirdparty._verdict import verdict

# --- the program ---------------------------------------------------------------------------------


def make_tools(llm):
    def summarize(text):
        # Create a PromptTemplate for summarization
        prompt = PromptTemplate(
            input_variables=["text"],  # Specify the input variable
            template="Summarize the following text:\n\n{text}\n\nSummary:"  # Define the template for summarization
        )
        chain = prompt | llm  # Create a chain by piping the prompt to the language model
        return chain.invoke({"text": text}).content  # Invoke the chain with the input text and return the content of the response

    def translate(text):
        # Create a PromptTemplate for translation
        prompt = PromptTemplate(
            input_variables=["text"],  # Specify the input variable
            template="Translate the following text to Spanish:\n\n{text}\n\nTranslation:"  # Define the template for translation
        )
        chain = prompt | llm  # Create a chain by piping the prompt to the language model
        return chain.invoke({"text": text}).content  # Invoke the chain with the input text and return the content of the response

    return summarize, translate


class TextInput(BaseModel):
    # Define a Pydantic model for input validation
    text: str = Field(description="The text to summarize or translate")  # Define a text field with a description


def make_tool_list(summarize, translate):
    return [
        StructuredTool.from_function(
            func=summarize,  # The function to be wrapped as a tool
            name="Summarize",  # Name of the tool
            description="Useful for summarizing text",  # Description of what the tool does
            args_schema=TextInput  # The Pydantic model defining the input schema
        ),
        StructuredTool.from_function(
            func=translate,  # The function to be wrapped as a tool
            name="Translate",  # Name of the tool
            description="Useful for translating text to Spanish",  # Description of what the tool does
            args_schema=TextInput  # The Pydantic model defining the input schema
        )
    ]


prompt = PromptTemplate(
    input_variables=["input", "agent_scratchpad"],  # Define the input variables for the prompt
    template="""Summarize the following text and then translate the summary to Spanish:

Text: {input}

Use the following steps:
1. Use the Summarize tool to summarize the text. Pass the entire text as the 'text' argument.
2. Use the Translate tool to translate the summary to Spanish. Pass the summary as the 'text' argument.
3. Immediately after using both tools, respond with the final result in the following format:
   Summary (English): [English summary]
   Translation (Spanish): [Spanish translation]

Do not use any tools after providing the formatted output.

{agent_scratchpad}"""  # Define the template for the agent's instructions
)


class AgentExecutorPort:
    """``AgentExecutor(agent=create_tool_calling_agent(llm, tools, prompt), tools=tools,
    max_iterations=3, early_stopping_method="force")``; ``trace`` records each agent step and
    each tool run as ``(kind, detail, reply_text, limit)``."""

    def __init__(self, llm, tools, prompt, max_iterations=3, log=None):
        self.agent = prompt | llm.bind_tools(tools)
        self.tools = {t.name: t for t in tools}
        self.max_iterations = max_iterations
        self.log = log
        self.trace: list[tuple] = []

    def _new_calls(self, start):
        return self.log.calls[start:] if self.log is not None else []

    def invoke(self, inputs: dict) -> dict:
        config = {"callbacks": [self.log]} if self.log is not None else None
        scratchpad: list = []  # format_to_tool_messages(intermediate_steps)
        for _ in range(self.max_iterations):
            start = len(self._new_calls(0))
            msg = self.agent.invoke({**inputs, "agent_scratchpad": scratchpad}, config)
            limit = next((c["limit"] for c in self._new_calls(start) if c["limit"]), "")
            self.trace.append(("agent", [{"name": c["name"], "args": c["args"]} for c in msg.tool_calls],
                               msg.content if isinstance(msg.content, str) else str(msg.content), limit))
            if not msg.tool_calls:
                return {**inputs, "output": msg.content}
            scratchpad.append(AIMessage(content=msg.content, tool_calls=msg.tool_calls, id=msg.id))
            for call in msg.tool_calls:
                start = len(self._new_calls(0))
                try:
                    observation = self.tools[call["name"]].invoke(call["args"], config)
                except Exception as exc:  # noqa: BLE001 (AgentExecutor hands errors back as observations)
                    observation = f"Error: {exc}"
                limit = next((c["limit"] for c in self._new_calls(start) if c["limit"]), "")
                self.trace.append((call["name"], call["args"].get("text", ""), str(observation), limit))
                scratchpad.append(ToolMessage(content=str(observation), tool_call_id=call["id"],
                                              additional_kwargs={"name": call["name"]}))
        return {**inputs, "output": "Agent stopped due to iteration limit or time limit."}


def run_agent_with_query(agent_executor, query):
    """
    Execute the agent with a given query and return the output.

    Args:
        agent_executor (AgentExecutor): The configured AgentExecutor to run.
        query (str): The input text to be processed by the agent.

    Returns:
        str: The output generated by the agent after processing the query.
    """
    # Invoke the agent_executor with the query as input
    result = agent_executor.invoke({"input": query})

    # Extract and return the 'output' field from the result
    return result['output']


# --- inputs and oracles ----------------------------------------------------------------------------

PANGRAM = "The quick brown fox jumps over the lazy dog."

QUERIES = {
    "pangram": """The quick brown fox jumps over the lazy dog. This sentence is often used as a pangram in typography 
to display font examples, as it contains every letter of the English alphabet. However, it's not the only pangram 
in existence. Another example is 'Pack my box with five dozen liquor jugs', which is shorter but less commonly used.""",
    "tool_library": """The Eastbrook Tool Library opened in a former bank branch last March and lent out 2,140 tools in
its first year. Members pay twelve pounds a year and can borrow up to three tools at a time for a week. The most
popular item was a carpet cleaner, followed by a hedge trimmer and a tile cutter. Volunteers repaired 180 broken tools
at monthly fix-it evenings, and the library now plans a second branch in the north of the town.""",
    "lighthouse": """The Carrick Point lighthouse, built in 1858 and switched off in 1994, has been restored by a local
trust. Over three summers, volunteers replaced the rusted lantern glazing, repainted the tower in its original red
and white bands and rebuilt the keeper's cottage as a small museum. The lamp itself was not restored, but a low-power
LED now shines from the tower on the first Saturday of every month. The museum opens from April to October.""",
}

SPANISH = ("el", "la", "los", "las", "de", "del", "que", "es", "un", "una", "y", "en", "por", "para", "con", "su",
           "se", "más", "pero", "como", "este", "esta", "zorro", "perro")
ENGLISH = ("the", "of", "and", "is", "to", "it", "which", "for", "with", "this", "that", "was", "but", "as", "are")
STOP = frozenset("the a an of and to in is it its for on as at by with this that was has have from".split())


def _words(text: str) -> list[str]:
    return re.findall(r"[a-záéíóúñü']+", text.lower())


def _content_words(text: str) -> set[str]:
    return {w for w in _words(text) if len(w) > 3 and w not in STOP}


def ok_summary(source: str, summary: str) -> bool:
    low = summary.lower()
    if not summary.strip() or "summarize the following" in low or low.startswith("summary:"):
        return False
    first = re.split(r"(?<=[.!?])\s", source.strip(), maxsplit=1)[0]
    if not (_content_words(first) & _content_words(summary)):
        return False
    several = len(re.findall(r"[.!?](\s|$)", source.strip())) > 1
    return not several or len(summary) < len(source)


def ok_translation(source: str, translation: str) -> bool:
    words = _words(translation)
    spanish = sum(w in SPANISH for w in words)
    english = sum(w in ENGLISH for w in words)
    if spanish < 2 or english >= spanish or "translate the following" in translation.lower():
        return False
    names = {w for w in re.findall(r"\b[A-Z][a-z]{3,}\b", source) if w.lower() not in ENGLISH}
    return not names or any(n.lower() in translation.lower() for n in names) or spanish >= 4


def ok_first_step(query: str, calls) -> bool:
    if [c["name"] for c in calls] != ["Summarize"]:
        return False
    given = set(_words(calls[0]["args"].get("text", "")))
    wanted = _words(query)
    return sum(w in given for w in wanted) >= 0.8 * len(wanted)


def ok_second_step(summary: str, calls) -> bool:
    if [c["name"] for c in calls] != ["Translate"]:
        return False
    text = " ".join(calls[0]["args"].get("text", "").split())
    return text[:40] == " ".join(summary.split())[:40]


def ok_final(output: str, summary: str, translation: str) -> bool:
    m1 = re.search(r"Summary \(English\):\s*(.+)", output)
    m2 = re.search(r"Translation \(Spanish\):\s*(.+)", output)
    if not (m1 and m2):
        return False
    return (" ".join(summary.split())[:25].lower() in " ".join(m1.group(1).split()).lower()
            and " ".join(translation.split())[:25].lower() in " ".join(m2.group(1).split()).lower())


def rows_agent(model, key):
    query = QUERIES[key]
    log = CallLog()
    summarize, translate = make_tools(model)
    executor = AgentExecutorPort(model, make_tool_list(summarize, translate), prompt, max_iterations=3, log=log)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        output = run_agent_with_query(executor, query)
    rows, summary, translation, agent_steps = [], "", "", 0
    for kind, detail, text, limit in executor.trace:
        if kind == "agent":
            agent_steps += 1
            if agent_steps == 1:
                ok = ok_first_step(query, detail)
            elif detail:
                ok = bool(summary) and ok_second_step(summary, detail)
            else:
                ok = ok_final(output, summary, translation)
            label = f"{key}: agent step {agent_steps}" + (f" -> {[c['name'] for c in detail]}" if detail else "")
            shown = str(detail)[:200] if detail else text[:200]
        elif kind == "Summarize":
            summary, ok, label, shown = text, ok_summary(detail, text), f"{key}: Summarize", text[:200]
        else:
            translation, ok, label, shown = text, ok_translation(detail, text), f"{key}: Translate", text[:200]
        v = verdict(text, ok, limit)
        rows.append((label, v, shown))
        if v == "limit":
            break
    return rows


def rows_functions(model):
    summarize, translate = make_tools(model)
    rows = []
    for name, fn, oracle in (("summarize", summarize, ok_summary), ("translate", translate, ok_translation)):
        log = CallLog()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            from langchain_core.runnables.config import var_child_runnable_config
            token = var_child_runnable_config.set({"callbacks": [log]})
            try:
                text = fn(PANGRAM)
            finally:
                var_child_runnable_config.reset(token)
        limit = log.calls[-1]["limit"] if log.calls else ""
        rows.append((f"test the functions: {name}", verdict(text, oracle(PANGRAM, text), limit), text[:200]))
    return rows


SCENARIOS = {"functions": rows_functions, **{key: (lambda m, key=key: rows_agent(m, key)) for key in QUERIES}}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_the_scratchpad_is_printed_into_the_string_prompt():
    """Guard on the port itself: the string template prints the message list, as with the notebook."""
    text = prompt.format(input="x", agent_scratchpad=[ToolMessage(content="done", tool_call_id="1")])
    assert "ToolMessage(content='done'" in text and not stated_limit(text)


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    summaries = {
        "quick brown fox": ("The sentence 'The quick brown fox jumps over the lazy dog' is a pangram used to show fonts; "
                            "'Pack my box with five dozen liquor jugs' is a shorter one.",
                            "La frase 'The quick brown fox jumps over the lazy dog' es un pangrama que se usa para "
                            "mostrar fuentes; 'Pack my box with five dozen liquor jugs' es uno más corto."),
        "Eastbrook": ("The Eastbrook Tool Library lent 2,140 tools in its first year and plans a second branch.",
                      "La biblioteca de herramientas Eastbrook prestó 2.140 herramientas en su primer año y planea "
                      "una segunda sede."),
        "Carrick Point": ("Volunteers restored the Carrick Point lighthouse of 1858 as a museum with a monthly LED light.",
                          "Los voluntarios restauraron el faro de Carrick Point de 1858 como un museo con una luz LED "
                          "mensual."),
    }

    def script(prompt_text, _schema, tools):
        text = str(prompt_text)
        if text.startswith("human: Summarize the following text:"):
            if "Another example" not in text and "quick brown fox" in text and "typography" not in text:
                return "A fox jumps over a dog."
            return next(s for k, (s, _) in summaries.items() if k in text.split("Summary:")[0])
        if text.startswith("human: Translate the following text to Spanish:"):
            if "A fox jumps" in text or text.count("quick brown fox") and "pangram" not in text:
                return "El rápido zorro marrón salta sobre el perro perezoso."
            return next(t for k, (s, t) in summaries.items() if s[:30] in text)
        query = text.split("Text: ", 1)[1].split("\n\nUse the following steps:")[0]
        key = next(k for k in summaries if k in query)
        summary, translation = summaries[key]
        if "ToolMessage" not in text:
            return AIMessage(content="", tool_calls=[{"name": "Summarize", "args": {"text": query}, "id": "c1"}])
        if "'name': 'Translate'" not in text:
            return AIMessage(content="", tool_calls=[{"name": "Translate", "args": {"text": summary}, "id": "c2"}])
        return f"Summary (English): {summary}\nTranslation (Spanish): {translation}"

    rows = scenarios(ScriptedChatModel(script=script))
    assert rows and [v for _, v, _ in rows] == ["right"] * len(rows), rows
