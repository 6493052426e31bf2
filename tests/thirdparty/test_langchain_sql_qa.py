"""Port: LangChain tutorial "Build a Question/Answering system over SQL data", the chain part
(write_query -> execute_query -> generate_answer, a LangGraph sequence).

Source: github.com/langchain-ai/langchain, docs/docs/tutorials/sql_qa.ipynb at commit
0632bcf8ac8953af15e08200909ef6d3ae117b32 (MIT licence).

Kept verbatim: State, ``system_message``, ``user_prompt``, ``query_prompt_template``,
``QueryOutput`` (a TypedDict with ``Annotated[str, ..., "Syntactically valid SQL query."]``),
``write_query`` (``top_k`` 10), ``execute_query``, ``generate_answer``'s prompt and the graph
(``add_sequence``). Swapped:
- ``ChatOpenAI(model="gpt-4o", temperature=0)`` -> the simulator;
- the Chinook sample database -> an invented SQLite database of a town's bike-share scheme
  (stations, bikes, rides), built in memory;
- ``langchain_community``'s ``SQLDatabase`` / ``QuerySQLDatabaseTool`` (not installed) ->
  ``MiniSQLDatabase`` below with the three things the tutorial uses: ``dialect`` ("sqlite"),
  ``get_table_info()`` in SQLDatabase's format (each table's CREATE statement, then "3 rows from
  X table" in a comment) and the tool's ``invoke(query)``: ``str(rows)`` of the result, or
  "Error: ..." when the statement fails (as QuerySQLDatabaseTool does). The connection is
  read-only (``PRAGMA query_only``).

Oracles, written before the first simulator run: for each question, the query the model writes
returns the same values as a reference query of mine (compared on the values, any column
names); the answer states the value and no other figure for it; a question the tables cannot
answer (weather) gets a query-free or failing path and an answer that says so; anything else
must come with a stated limit (from write_query or generate_answer).
"""

import sqlite3

import pytest
from langchain_core.prompts import ChatPromptTemplate
from typing_extensions import Annotated, TypedDict  # noqa: UP035 (verbatim)

from tests.thirdparty._support import REFUSAL, CallLog, ScriptedChatModel, sim_llm

SCHEMA = """
CREATE TABLE "Station" (
\t"StationId" INTEGER NOT NULL,
\t"Name" NVARCHAR(60) NOT NULL,
\t"District" NVARCHAR(40),
\t"Docks" INTEGER NOT NULL,
\tPRIMARY KEY ("StationId")
);
CREATE TABLE "Bike" (
\t"BikeId" INTEGER NOT NULL,
\t"Model" NVARCHAR(40) NOT NULL,
\t"Electric" INTEGER NOT NULL,
\t"HomeStationId" INTEGER,
\tPRIMARY KEY ("BikeId"),
\tFOREIGN KEY("HomeStationId") REFERENCES "Station" ("StationId")
);
CREATE TABLE "Ride" (
\t"RideId" INTEGER NOT NULL,
\t"BikeId" INTEGER NOT NULL,
\t"StartStationId" INTEGER NOT NULL,
\t"EndStationId" INTEGER NOT NULL,
\t"Minutes" INTEGER NOT NULL,
\t"RideDate" DATE NOT NULL,
\tPRIMARY KEY ("RideId"),
\tFOREIGN KEY("BikeId") REFERENCES "Bike" ("BikeId"),
\tFOREIGN KEY("StartStationId") REFERENCES "Station" ("StationId"),
\tFOREIGN KEY("EndStationId") REFERENCES "Station" ("StationId")
);
"""
STATIONS = [(1, "Harbour Gate", "Docklands", 18), (2, "Market Cross", "Old Town", 24),
            (3, "Rowan Park", "Northfield", 12), (4, "Mill Bridge", "Old Town", 16),
            (5, "Quarry Lane", "Northfield", 10)]
BIKES = [(101, "Trekka 3", 0, 1), (102, "Trekka 3", 0, 2), (103, "Volta E", 1, 2), (104, "Volta E", 1, 4),
         (105, "Trekka 3", 0, 3), (106, "Volta E", 1, 5), (107, "Cargo One", 0, 1)]
RIDES = [(1, 101, 1, 2, 14, "2026-05-02"), (2, 103, 2, 4, 9, "2026-05-02"), (3, 104, 4, 1, 22, "2026-05-03"),
         (4, 102, 2, 3, 31, "2026-05-03"), (5, 103, 2, 2, 6, "2026-05-04"), (6, 106, 5, 3, 12, "2026-05-04"),
         (7, 107, 1, 4, 40, "2026-05-05"), (8, 105, 3, 5, 11, "2026-05-05"), (9, 104, 4, 2, 8, "2026-05-06"),
         (10, 101, 1, 1, 19, "2026-05-06")]


class MiniSQLDatabase:
    """The part of langchain_community's SQLDatabase the tutorial uses (see the docstring)."""

    dialect = "sqlite"

    def __init__(self) -> None:
        self.conn = sqlite3.connect(":memory:")
        self.conn.executescript(SCHEMA)
        self.conn.executemany("INSERT INTO Station VALUES (?,?,?,?)", STATIONS)
        self.conn.executemany("INSERT INTO Bike VALUES (?,?,?,?)", BIKES)
        self.conn.executemany("INSERT INTO Ride VALUES (?,?,?,?,?,?)", RIDES)
        self.conn.commit()
        self.conn.execute("PRAGMA query_only = ON")

    def get_table_info(self) -> str:
        parts = []
        for table, ddl in self.conn.execute("SELECT name, sql FROM sqlite_master WHERE type='table' ORDER BY name"):
            cur = self.conn.execute(f'SELECT * FROM "{table}" LIMIT 3')
            cols = "\t".join(d[0] for d in cur.description)
            rows = "\n".join("\t".join(str(v) for v in row) for row in cur.fetchall())
            parts.append(f"{ddl}\n\n/*\n3 rows from {table} table:\n{cols}\n{rows}\n*/")
        return "\n\n\n".join(parts)

    def run(self, query: str) -> str:
        try:
            rows = self.conn.execute(query).fetchall()
        except Exception as exc:  # noqa: BLE001 (the tool reports every error as text)
            return f"Error: {exc}"
        return str(rows) if rows else ""


class QuerySQLDatabaseTool:
    """QuerySQLDatabaseTool(db=db).invoke(query): the result as text, or "Error: ..."."""

    def __init__(self, db: MiniSQLDatabase) -> None:
        self.db = db

    def invoke(self, query: str) -> str:
        return self.db.run(query)


class State(TypedDict):
    question: str
    query: str
    result: str
    answer: str


system_message = """
Given an input question, create a syntactically correct {dialect} query to
run to help find the answer. Unless the user specifies in his question a
specific number of examples they wish to obtain, always limit your query to
at most {top_k} results. You can order the results by a relevant column to
return the most interesting examples in the database.

Never query for all the columns from a specific table, only ask for a the
few relevant columns given the question.

Pay attention to use only the column names that you can see in the schema
description. Be careful to not query for columns that do not exist. Also,
pay attention to which column is in which table.

Only use the following tables:
{table_info}
"""

user_prompt = "Question: {input}"

query_prompt_template = ChatPromptTemplate(
    [("system", system_message), ("user", user_prompt)]
)


class QueryOutput(TypedDict):
    """Generated SQL query."""

    query: Annotated[str, ..., "Syntactically valid SQL query."]


def build(llm, db):
    from langgraph.graph import START, StateGraph

    def write_query(state: State):
        """Generate SQL query to fetch information."""
        prompt = query_prompt_template.invoke(
            {
                "dialect": db.dialect,
                "top_k": 10,
                "table_info": db.get_table_info(),
                "input": state["question"],
            }
        )
        structured_llm = llm.with_structured_output(QueryOutput)
        result = structured_llm.invoke(prompt)
        return {"query": result["query"]}

    def execute_query(state: State):
        """Execute SQL query."""
        execute_query_tool = QuerySQLDatabaseTool(db=db)
        return {"result": execute_query_tool.invoke(state["query"])}

    def generate_answer(state: State):
        """Answer question using retrieved information as context."""
        prompt = (
            "Given the following user question, corresponding SQL query, "
            "and SQL result, answer the user question.\n\n"
            f'Question: {state["question"]}\n'
            f'SQL Query: {state["query"]}\n'
            f'SQL Result: {state["result"]}'
        )
        response = llm.invoke(prompt)
        return {"answer": response.content}

    graph_builder = StateGraph(State).add_sequence(
        [write_query, execute_query, generate_answer]
    )
    graph_builder.add_edge(START, "write_query")
    graph = graph_builder.compile()
    return graph


# question, reference query, the value(s) the answer must state
CASES = [
    ("How many stations are there?", "SELECT COUNT(*) FROM Station", ["5"]),
    ("Which station has the most docks?", "SELECT Name FROM Station ORDER BY Docks DESC LIMIT 1", ["Market Cross"]),
    ("How many electric bikes does the scheme have?", "SELECT COUNT(*) FROM Bike WHERE Electric = 1", ["3"]),
    ("What was the longest ride in minutes?", "SELECT MAX(Minutes) FROM Ride", ["40"]),
    ("How many rides started at Harbour Gate?",
     "SELECT COUNT(*) FROM Ride r JOIN Station s ON r.StartStationId = s.StationId WHERE s.Name = 'Harbour Gate'", ["3"]),
    ("List the stations in the Old Town district.", "SELECT Name FROM Station WHERE District = 'Old Town'",
     ["Market Cross", "Mill Bridge"]),
]


def values(result: str) -> set[str]:
    import ast

    try:
        rows = ast.literal_eval(result) if result else []
    except (ValueError, SyntaxError):
        return set()
    return {str(v) for row in rows for v in row}


def run(graph, question, log):
    return graph.invoke({"question": question}, {"recursion_limit": 25, "callbacks": [log]})


@pytest.mark.parametrize(("question", "reference", "facts"), CASES, ids=[c[0][:30] for c in CASES])
def test_the_query_returns_the_reference_values_and_the_answer_states_them(question, reference, facts):
    db = MiniSQLDatabase()
    log = CallLog()
    out = run(build(sim_llm(), db), question, log)
    if log.limits():
        return  # stated a limit: honest
    assert values(out["result"]) == values(db.run(reference)), (out["query"], out["result"])
    assert all(f.lower() in out["answer"].lower() for f in facts), out["answer"]


@pytest.mark.parametrize(("question", "reference", "facts"), CASES[:3], ids=[c[0][:30] for c in CASES[:3]])
def test_write_query_alone_is_sql_or_a_stated_limit(question, reference, facts):
    """Each model call is right or states a limit (the CallLog rule): write_query's own reply."""
    db = MiniSQLDatabase()
    prompt = query_prompt_template.invoke({"dialect": db.dialect, "top_k": 10,
                                           "table_info": db.get_table_info(), "input": question})
    log = CallLog()
    result = sim_llm().with_structured_output(QueryOutput).invoke(prompt, config={"callbacks": [log]})
    if log.limits():
        assert not values(db.run(result["query"])), "a limit stated, but a query still given"
        return
    assert values(db.run(result["query"])) == values(db.run(reference)), result


def test_a_question_the_tables_cannot_answer():
    db = MiniSQLDatabase()
    log = CallLog()
    out = run(build(sim_llm(), db), "Was it raining at Harbour Gate on 3 May 2026?", log)
    if log.limits():
        return
    assert REFUSAL.search(out["answer"]) or "no " in out["answer"].lower(), out


def test_the_tables_as_the_model_reads_them():
    info = MiniSQLDatabase().get_table_info()
    assert 'CREATE TABLE "Ride"' in info and "3 rows from Station table:" in info


def test_wiring_with_an_ideal_model():
    answers = iter([{"query": "SELECT COUNT(*) FROM Station;"}, "There are 5 stations."])
    llm = ScriptedChatModel(script=lambda _p, _s, _t: next(answers))
    db = MiniSQLDatabase()
    out = build(llm, db).invoke({"question": CASES[0][0]}, {"recursion_limit": 25})
    assert values(out["result"]) == values(db.run(CASES[0][1])) and "5" in out["answer"]
