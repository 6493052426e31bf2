"""Port: LangChain how-to "How to deal with large databases when doing SQL question-answering",
part 1 (a relevant subset of tables): ``prompt | llm.bind_tools([Table]) | PydanticToolsParser(
tools=[Table])`` returns one ``Table(name=...)`` per relevant table (several tool calls of the one
tool in one reply), first over the database's table names, then over two categories ("Music",
"Business") that ``get_tables`` expands into tables. One tool-calling reply per question whose
answer is a subset of a listed set, "ALL POTENTIALLY RELEVANT" ones.

Source: github.com/langchain-ai/langchain, docs/docs/how_to/sql_large_db.ipynb
@0746e55e9b675a4d546133c53e7c5fc2b130e0a0 (MIT).
Kept verbatim: ``Table`` (docstring "Table in SQL database.", ``name`` with its description), both
system prompts (``table_names = "\\n".join(db.get_usable_table_names())``; the category prompt's
"Music\\nBusiness"), the ``("human", "{input}")`` prompt, ``bind_tools([Table])`` +
``PydanticToolsParser``, ``get_tables`` (the category -> tables mapping) and the notebook's
question "What are all the genres of Alanis Morisette songs".
Swapped: ``ChatOpenAI(model="gpt-4o-mini")`` -> the simulator; ``SQLDatabase.from_uri(
"sqlite:///Chinook.db")`` -> ``TABLE_NAMES``, the Chinook schema's eleven table names in
``get_usable_table_names()``'s sorted order (no rows are read: this part of the how-to only
selects tables). The questions past the first are invented.

Oracles (written before the first run), per model call (one reply):
- tables: every returned name is one of the listed tables, and the tables the question needs
  (``NEEDED``) are all among them; an empty list is wrong;
- categories: every returned name is "Music" or "Business", and the categories the question needs
  are among them (so ``get_tables`` yields the needed tables);
- or a stated limit.

First sight (aaff5d4b): 10 calls, 0 right / 8 stated a limit / **2** silently wrong: "What are all
the genres of Alanis Morisette songs" -> ``Table(name="SELECT * FROM in WHERE text LIKE ...")`` for
tables and for categories. After (ports78, ``values.listed_options``): 0 / 10 / 0.
"""

from __future__ import annotations

import warnings
from typing import List  # noqa: UP035 (verbatim)

import pytest
from langchain_core.output_parsers.openai_tools import PydanticToolsParser
from langchain_core.prompts import ChatPromptTemplate
from pydantic import BaseModel, Field

from tests.thirdparty._support import CallLog, sim_llm
from tests.thirdparty._verdict import verdict

# --- the swapped database: its usable table names ------------------------------------------------

TABLE_NAMES = ["Album", "Artist", "Customer", "Employee", "Genre", "Invoice", "InvoiceLine",
               "MediaType", "Playlist", "PlaylistTrack", "Track"]


# --- the program ---------------------------------------------------------------------------------

class Table(BaseModel):
    """Table in SQL database."""

    name: str = Field(description="Name of table in SQL database.")


table_names = "\n".join(TABLE_NAMES)
system = f"""Return the names of ALL the SQL tables that MIGHT be relevant to the user question. \
The tables are:

{table_names}

Remember to include ALL POTENTIALLY RELEVANT tables, even if you're not sure that they're needed."""

table_prompt = ChatPromptTemplate.from_messages(
    [
        ("system", system),
        ("human", "{input}"),
    ]
)

system = """Return the names of any SQL tables that are relevant to the user question.
The tables are:

Music
Business
"""

category_prompt = ChatPromptTemplate.from_messages(
    [
        ("system", system),
        ("human", "{input}"),
    ]
)


def get_tables(categories: List[Table]) -> List[str]:  # noqa: UP006 (verbatim)
    tables = []
    for category in categories:
        if category.name == "Music":
            tables.extend(
                [
                    "Album",
                    "Artist",
                    "Genre",
                    "MediaType",
                    "Playlist",
                    "PlaylistTrack",
                    "Track",
                ]
            )
        elif category.name == "Business":
            tables.extend(["Customer", "Employee", "Invoice", "InvoiceLine"])
    return tables


def make_chains(llm):
    llm_with_tools = llm.bind_tools([Table])
    output_parser = PydanticToolsParser(tools=[Table])
    table_chain = table_prompt | llm_with_tools | output_parser
    category_chain = category_prompt | llm_with_tools | output_parser
    return {"tables": table_chain, "categories": category_chain}


# --- questions and oracles -----------------------------------------------------------------------

# question -> (the tables it needs, the categories it needs)
NEEDED = {
    "What are all the genres of Alanis Morisette songs": ({"Genre", "Track", "Artist"}, {"Music"}),
    "Which playlists contain tracks longer than ten minutes?": ({"Playlist", "PlaylistTrack", "Track"},
                                                                {"Music"}),
    "How many invoices did customers in Norway receive in 2012?": ({"Invoice", "Customer"}, {"Business"}),
    "Which sales support agent looks after the most customers?": ({"Employee", "Customer"}, {"Business"}),
    "What was the total amount spent on jazz tracks?": ({"InvoiceLine", "Track", "Genre"},
                                                        {"Music", "Business"}),
}


def ok_tables(result, question, variant) -> bool:
    if not isinstance(result, list) or not result or not all(isinstance(t, Table) for t in result):
        return False
    names = {t.name for t in result}
    tables, categories = NEEDED[question]
    if variant == "tables":
        return names <= set(TABLE_NAMES) and tables <= names
    return names <= {"Music", "Business"} and categories <= names


def rows_for(model, question, variant):
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            result = make_chains(model)[variant].invoke({"input": question}, {"callbacks": [log]})
        except Exception as exc:  # noqa: BLE001 (a reply the parser cannot read)
            result = f"{type(exc).__name__}: {exc}"
    limit = log.calls[-1]["limit"] if log.calls else ""
    shown = [t.name for t in result] if isinstance(result, list) else result
    if isinstance(result, list) and not result and log.calls:
        shown = log.calls[-1]["text"] or shown
    return [(f"{variant}: {question}", verdict("", ok_tables(result, question, variant), limit), repr(shown)[:200])]


SCENARIOS = {f"{v}: {q}": (lambda m, q=q, v=v: rows_for(m, q, v)) for v in ("tables", "categories") for q in NEEDED}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_get_tables_expands_the_categories():
    """Guard on the port itself: the notebook's mapping."""
    assert get_tables([Table(name="Business")]) == ["Customer", "Employee", "Invoice", "InvoiceLine"]
    assert len(get_tables([Table(name="Music"), Table(name="Business")])) == 11


def test_wiring_with_an_ideal_model():
    from langchain_core.messages import AIMessage

    from tests.thirdparty._support import ScriptedChatModel

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        question = text.rsplit("human: ", 1)[1].strip()
        tables, categories = NEEDED[question]
        names = sorted(categories if "Music\nBusiness" in text else tables)
        return AIMessage("", tool_calls=[{"name": "Table", "args": {"name": n}, "id": f"call_{i}"}
                                         for i, n in enumerate(names)])

    rows = scenarios(ScriptedChatModel(script=script))
    assert rows and [v for _, v, _ in rows] == ["right"] * len(rows), rows
