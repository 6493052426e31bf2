"""The tools an agent can call (notebook 03; ``make_search_tool`` from notebook 02).

One module per tool, each with its two-sided description (what it is for, what it is not
for: the model's only basis for choosing it). :data:`AGENT_TOOLS` is what the knowledge
agent (``course_lib.rag.graphs.knowledge_agent``, the ``tools`` pipeline) and the adaptive
router's research path offer besides the search tools: a new tool added there reaches both.
Creating these objects does no work: databases are built and pages read on first use.
Notebook 08's growing tool set (customers, shipments, invoices, staff directory, stock, units,
dates, runbooks, incidents, policies) is in :mod:`course_lib.rag.tools.catalogue`; those tools are
not in :data:`AGENT_TOOLS`, so the knowledge agent of notebook 03 is unchanged.
"""

from __future__ import annotations

from course_lib.rag.tools.calculator import calc, calculate
from course_lib.rag.tools.customers import lookup_customer
from course_lib.rag.tools.dates import days_between
from course_lib.rag.tools.directory import lookup_employee
from course_lib.rag.tools.inventory import check_stock
from course_lib.rag.tools.invoices import lookup_invoice
from course_lib.rag.tools.orders import (
    build_orders_db,
    lookup_orders,
    make_orders_tool,
    query_orders,
)
from course_lib.rag.tools.retrieval import (
    NOTES_DESCRIPTION,
    WIKI_DESCRIPTION,
    make_search_tool,
)
from course_lib.rag.tools.shipments import track_shipment
from course_lib.rag.tools.sql import make_sql_tool, run_select
from course_lib.rag.tools.units import convert_units
from course_lib.rag.tools.web import (
    WebResult,
    search_web,
    set_web_search_provider,
    web_search,
)

AGENT_TOOLS = (query_orders, calc, web_search)
"""The knowledge agent's tools besides its search tools, in the order they are offered."""

__all__ = [
    "AGENT_TOOLS",
    "NOTES_DESCRIPTION",
    "WIKI_DESCRIPTION",
    "WebResult",
    "build_orders_db",
    "calc",
    "calculate",
    "check_stock",
    "convert_units",
    "days_between",
    "lookup_customer",
    "lookup_employee",
    "lookup_invoice",
    "lookup_orders",
    "make_orders_tool",
    "make_search_tool",
    "make_sql_tool",
    "query_orders",
    "run_select",
    "search_web",
    "set_web_search_provider",
    "track_shipment",
    "web_search",
]
