"""Port: LangGraph tutorial "Build a SQL agent", section 3 (the customised agent: a predetermined
``sql_db_list_tables`` call, a forced ``sql_db_schema`` call, ``generate_query`` with
``sql_db_query`` bound, ``check_query`` forced to call it again, ``run_query``, back to
``generate_query`` until it answers in text).

Source: github.com/langchain-ai/langgraph, docs/docs/tutorials/sql/sql-agent.md
@1981e7c44fba429379132735f8f62d53dd0d9224.
Kept verbatim: ``list_tables``, ``call_get_schema`` (``tool_choice="any"``),
``generate_query_system_prompt`` and ``generate_query``, ``check_query_system_prompt`` and
``check_query``, ``should_continue``, the graph and its edges, ``top_k=5``, dialect "sqlite".
Swapped: ``init_chat_model("openai:gpt-4.1")`` -> the simulator; Chinook -> the invented
bike-share SQLite database of ``test_langchain_sql_qa.py`` (``MiniSQLDatabase``); the
``SQLDatabaseToolkit`` tools (langchain_community is not installed) -> three tools with the
toolkit's names, argument names and descriptions, over that database: ``sql_db_list_tables``
(comma-separated table names), ``sql_db_schema`` (``table_names``: CREATE statements and three
rows per table, "Error: table_names {...} not found in database" for unknown ones, as the
toolkit does), ``sql_db_query`` (``str(rows)`` or "Error: ..."). Invented: the questions.

Oracles (written before the first run), per model call:
- call_get_schema: one ``sql_db_schema`` call naming only existing tables, the question's
  tables among them;
- generate_query, first: a ``sql_db_query`` call whose rows hold the reference answer, or a text
  reply that states a limit; for the question the tables cannot answer (weather), a text reply
  that says so;
- check_query: a ``sql_db_query`` call whose query gives the same rows as the one checked;
- generate_query after the rows: a text answer with the reference value.
"""

from __future__ import annotations

import re
import sqlite3
import warnings
from typing import Literal

import pytest
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode

from tests.thirdparty._support import REFUSAL, sim_llm, text_of
from tests.thirdparty._verdict import verdict
from tests.thirdparty.test_langchain_sql_qa import BIKES, RIDES, SCHEMA, STATIONS
from tests.thirdparty.test_langchain_sql_qa import MiniSQLDatabase as _SQLQADatabase


class MiniSQLDatabase(_SQLQADatabase):
    """The SQL QA port's database, opened so ToolNode's worker thread may use it."""

    def __init__(self) -> None:
        self.conn = sqlite3.connect(":memory:", check_same_thread=False)
        self.conn.executescript(SCHEMA)
        self.conn.executemany("INSERT INTO Station VALUES (?,?,?,?)", STATIONS)
        self.conn.executemany("INSERT INTO Bike VALUES (?,?,?,?)", BIKES)
        self.conn.executemany("INSERT INTO Ride VALUES (?,?,?,?,?,?)", RIDES)
        self.conn.commit()
        self.conn.execute("PRAGMA query_only = ON")

QUESTIONS = [
    # question, tables needed, value the answer must state, reference query
    ("Which station has the most docks?", {"Station"}, "Market Cross",
     "SELECT Name FROM Station ORDER BY Docks DESC LIMIT 1"),
    ("How many rides started at Harbour Gate?", {"Ride", "Station"}, "3",
     "SELECT COUNT(*) FROM Ride r JOIN Station s ON r.StartStationId = s.StationId WHERE s.Name = 'Harbour Gate'"),
    ("What is the average length in minutes of rides on electric bikes?", {"Ride", "Bike"}, "11.4",
     "SELECT AVG(r.Minutes) FROM Ride r JOIN Bike b ON r.BikeId = b.BikeId WHERE b.Electric = 1"),
]
UNANSWERABLE = "What was the weather in the Old Town on 2026-05-03?"


def make_tools(db: MiniSQLDatabase):
    def tables() -> list[str]:
        return [r[0] for r in db.conn.execute("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name")]

    @tool("sql_db_query")
    def run_query(query: str) -> str:
        """Input to this tool is a detailed and correct SQL query, output is a result from the database. If the query is not correct, an error message will be returned. If an error is returned, rewrite the query, check the query, and try again. If you encounter an issue with Unknown column 'xxxx' in 'field list', use sql_db_schema to query the correct table fields."""
        return db.run(query)

    @tool("sql_db_schema")
    def get_schema(table_names: str) -> str:
        """Input to this tool is a comma-separated list of tables, output is the schema and sample rows for those tables. Be sure that the tables actually exist by calling sql_db_list_tables first! Example Input: table1, table2, table3"""
        names = [t.strip() for t in table_names.split(",") if t.strip()]
        missing = {n for n in names if n not in tables()}
        if missing or not names:
            return f"Error: table_names {missing or set()} not found in database"
        info = db.get_table_info().split("\n\n\n")
        return "\n\n\n".join(part for part in info if any(f'TABLE "{n}"' in part for n in names))

    @tool("sql_db_list_tables")
    def list_tables_tool(tool_input: str = "") -> str:
        """Input is an empty string, output is a comma-separated list of tables in the database."""
        return ", ".join(tables())

    return [run_query, get_schema, list_tables_tool]


def build(llm, db):
    tools = make_tools(db)
    get_schema_tool = next(tool for tool in tools if tool.name == "sql_db_schema")
    get_schema_node = ToolNode([get_schema_tool], name="get_schema")
    run_query_tool = next(tool for tool in tools if tool.name == "sql_db_query")
    run_query_node = ToolNode([run_query_tool], name="run_query")

    def list_tables(state: MessagesState):
        tool_call = {"name": "sql_db_list_tables", "args": {}, "id": "abc123", "type": "tool_call"}
        tool_call_message = AIMessage(content="", tool_calls=[tool_call])
        list_tables_tool = next(tool for tool in tools if tool.name == "sql_db_list_tables")
        tool_message = list_tables_tool.invoke(tool_call)
        response = AIMessage(f"Available tables: {tool_message.content}")
        return {"messages": [tool_call_message, tool_message, response]}

    def call_get_schema(state: MessagesState):
        llm_with_tools = llm.bind_tools([get_schema_tool], tool_choice="any")
        response = llm_with_tools.invoke(state["messages"])
        return {"messages": [response]}

    generate_query_system_prompt = f"""
You are an agent designed to interact with a SQL database.
Given an input question, create a syntactically correct {db.dialect} query to run,
then look at the results of the query and return the answer. Unless the user
specifies a specific number of examples they wish to obtain, always limit your
query to at most {5} results.

You can order the results by a relevant column to return the most interesting
examples in the database. Never query for all the columns from a specific table,
only ask for the relevant columns given the question.

DO NOT make any DML statements (INSERT, UPDATE, DELETE, DROP etc.) to the database.
"""

    def generate_query(state: MessagesState):
        system_message = {"role": "system", "content": generate_query_system_prompt}
        llm_with_tools = llm.bind_tools([run_query_tool])
        response = llm_with_tools.invoke([system_message] + state["messages"])
        return {"messages": [response]}

    check_query_system_prompt = f"""
You are a SQL expert with a strong attention to detail.
Double check the {db.dialect} query for common mistakes, including:
- Using NOT IN with NULL values
- Using UNION when UNION ALL should have been used
- Using BETWEEN for exclusive ranges
- Data type mismatch in predicates
- Properly quoting identifiers
- Using the correct number of arguments for functions
- Casting to the correct data type
- Using the proper columns for joins

If there are any of the above mistakes, rewrite the query. If there are no mistakes,
just reproduce the original query.

You will call the appropriate tool to execute the query after running this check.
"""

    def check_query(state: MessagesState):
        system_message = {"role": "system", "content": check_query_system_prompt}
        tool_call = state["messages"][-1].tool_calls[0]
        user_message = {"role": "user", "content": tool_call["args"]["query"]}
        llm_with_tools = llm.bind_tools([run_query_tool], tool_choice="any")
        response = llm_with_tools.invoke([system_message, user_message])
        response.id = state["messages"][-1].id
        return {"messages": [response]}

    def should_continue(state: MessagesState) -> Literal[END, "check_query"]:
        messages = state["messages"]
        last_message = messages[-1]
        if not last_message.tool_calls:
            return END
        else:
            return "check_query"

    builder = StateGraph(MessagesState)
    builder.add_node(list_tables)
    builder.add_node(call_get_schema)
    builder.add_node(get_schema_node, "get_schema")
    builder.add_node(generate_query)
    builder.add_node(check_query)
    builder.add_node(run_query_node, "run_query")
    builder.add_edge(START, "list_tables")
    builder.add_edge("list_tables", "call_get_schema")
    builder.add_edge("call_get_schema", "get_schema")
    builder.add_edge("get_schema", "generate_query")
    builder.add_conditional_edges("generate_query", should_continue)
    builder.add_edge("check_query", "run_query")
    builder.add_edge("run_query", "generate_query")
    return builder.compile()


def run(agent, question):
    updates: list = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            for chunk in agent.stream({"messages": [{"role": "user", "content": question}]},
                                      {"recursion_limit": 25}, stream_mode="updates"):
                updates.extend(chunk.items())
        except Exception as exc:  # noqa: BLE001 (GraphRecursionError: the run's last rows still count)
            updates.append(("error", {"messages": [AIMessage(f"{type(exc).__name__}: {exc}")]}))
    return updates


def rows_of(db, query: str):
    try:
        return db.conn.execute(query).fetchall()
    except Exception:  # noqa: BLE001
        return None


def holds(rows, value: str) -> bool:
    if not rows:
        return False
    cells = [str(round(c, 2)) if isinstance(c, float) else str(c) for row in rows for c in row]
    return value in cells


def judge(db, question, tables, value, updates):
    out = []
    checked_query = None
    after_rows = False
    for node, update in updates:
        msgs = update.get("messages", []) if isinstance(update, dict) else []
        msg = msgs[-1] if msgs else None
        if node == "call_get_schema":
            calls = msg.tool_calls
            names = {t.strip() for c in calls for t in str(c["args"].get("table_names", "")).split(",") if t.strip()}
            existing = {"Station", "Bike", "Ride"}
            ok = (len(calls) == 1 and calls[0]["name"] == "sql_db_schema" and names <= existing
                  and (tables <= names if tables else True))
            out.append((f"{question}: call_get_schema {sorted(names)}", verdict(msg, ok), str(calls)))
        elif node == "generate_query":
            if msg.tool_calls:
                q = str(msg.tool_calls[0]["args"].get("query", ""))
                checked_query = q
                ok = value is not None and holds(rows_of(db, q), value)
                out.append((f"{question}: generate_query (query)", verdict(msg, ok), q))
            else:
                t = text_of(msg)
                if value is None:
                    ok = bool(REFUSAL.search(t))
                else:
                    ok = after_rows and value.lower() in t.lower()
                out.append((f"{question}: generate_query (answer)", verdict(msg, ok), t))
        elif node == "check_query":
            q = str(msg.tool_calls[0]["args"].get("query", "")) if msg.tool_calls else ""
            ok = bool(q) and checked_query is not None and rows_of(db, q) == rows_of(db, checked_query) \
                and rows_of(db, q) is not None
            out.append((f"{question}: check_query", verdict(msg, ok), q or text_of(msg)))
        elif node == "run_query":
            after_rows = bool(msg) and not text_of(msg).startswith("Error")
        elif node == "error":
            out.append((f"{question}: run stopped", "wrong", text_of(msg)))
    return out


def s_questions(model):
    out = []
    for question, tables, value, ref in QUESTIONS:
        db = MiniSQLDatabase()
        assert holds(rows_of(db, ref), value), (question, rows_of(db, ref))
        out += judge(db, question, tables, value, run(build(model, db), question))
    return out


def s_unanswerable(model):
    db = MiniSQLDatabase()
    return judge(db, UNANSWERABLE, set(), None, run(build(model, db), UNANSWERABLE))


SCENARIOS = {"questions": s_questions, "unanswerable": s_unanswerable}


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
    from tests.thirdparty._support import call, queued

    question, tables, value, ref = QUESTIONS[0]
    model = queued(call("sql_db_schema", table_names="Station"), call("sql_db_query", query=ref),
                   call("sql_db_query", query=ref), AIMessage("Market Cross has the most docks (24)."))
    db = MiniSQLDatabase()
    rows = judge(db, question, tables, value, run(build(model, db), question))
    assert [v for _, v, _ in rows] == ["right"] * 4, rows
    assert re.search("Market Cross", rows[-1][2])
