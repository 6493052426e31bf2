"""The tools an agent can call (notebook 03; ``make_search_tool`` from notebook 02).

Creating these objects does no work: databases are built and pages read on first use.
"""

from __future__ import annotations

from course_lib.tools.calculator import calc, calculate
from course_lib.tools.orders import build_orders_db, lookup_orders, make_orders_tool, query_orders
from course_lib.tools.retrieval import (
    NOTES_DESCRIPTION,
    WIKI_DESCRIPTION,
    make_search_tool,
)
from course_lib.tools.sql import make_sql_tool, run_select
from course_lib.tools.web import (
    WebResult,
    search_web,
    set_web_search_provider,
    web_search,
)

__all__ = [
    "NOTES_DESCRIPTION",
    "WIKI_DESCRIPTION",
    "WebResult",
    "build_orders_db",
    "calc",
    "calculate",
    "lookup_orders",
    "make_orders_tool",
    "make_search_tool",
    "make_sql_tool",
    "query_orders",
    "run_select",
    "search_web",
    "set_web_search_provider",
    "web_search",
]
