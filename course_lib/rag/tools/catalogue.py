"""The growing tool set of notebook 08: 4, 8 and 16 tools with overlapping descriptions.

A real assistant collects tools over time, and the new ones overlap the old: customers,
invoices and shipments all talk about orders; runbooks, incident reports and the wiki all talk
about services; unit and date conversions are arithmetic too. :data:`TOOL_SETS` names the
tools offered at each size, in the order they are offered, and :func:`make_tool_catalogue`
builds every tool once (the search tools over their own knowledge bases, the lookups over
the CSV tables in ``data/``), so the three sizes share the same objects.
"""

from __future__ import annotations

from langchain_core.tools import BaseTool

CORE_TOOLS = ("search_notes", "search_wiki", "query_orders", "calc")
TOOL_SETS: dict[int, tuple[str, ...]] = {
    4: CORE_TOOLS,
    8: (*CORE_TOOLS, "web_search", "lookup_customer", "track_shipment", "search_runbooks"),
    16: (*CORE_TOOLS, "web_search", "lookup_customer", "track_shipment", "search_runbooks",
         "lookup_invoice", "lookup_employee", "check_stock", "convert_units", "days_between",
         "search_incidents", "search_policies", "run_sql"),
}
"""Tool names offered at each size; every set starts with the smaller one."""

SEARCH_CORPORA = {"search_notes": "notes", "search_wiki": "wiki", "search_runbooks": "runbooks",
                  "search_incidents": "incidents", "search_policies": "policies"}
"""Search tool -> the knowledge base it searches."""


def make_tool_catalogue(*, k: int = 4, embeddings=None) -> dict[str, BaseTool]:
    """Every tool of :data:`TOOL_SETS` by name (search tools over their knowledge bases)."""
    from course_lib.rag.tools import (
        calc,
        check_stock,
        convert_units,
        days_between,
        lookup_customer,
        lookup_employee,
        lookup_invoice,
        make_search_tool,
        make_sql_tool,
        query_orders,
        track_shipment,
        web_search,
    )
    from course_lib.retrieval.kb import build_knowledge_base

    tools: dict[str, BaseTool] = {}
    for name, corpus in SEARCH_CORPORA.items():
        kb = build_knowledge_base(corpus, embeddings=embeddings, progress=False)
        tools[name] = make_search_tool(kb.as_retriever(k=k), name=name)
    for tool in (query_orders, calc, web_search, lookup_customer, track_shipment, lookup_invoice,
                 lookup_employee, check_stock, convert_units, days_between, make_sql_tool()):
        tools[tool.name] = tool
    return tools


def tool_set(size: int, catalogue: dict[str, BaseTool]) -> list[BaseTool]:
    """The tools offered at ``size`` (4, 8 or 16), in order."""
    if size not in TOOL_SETS:
        raise ValueError(f"No tool set of size {size}: choose one of {', '.join(map(str, TOOL_SETS))}.")
    return [catalogue[name] for name in TOOL_SETS[size]]


__all__ = ["CORE_TOOLS", "SEARCH_CORPORA", "TOOL_SETS", "make_tool_catalogue", "tool_set"]
