"""``check_stock``: warehouse stock of packing supplies (notebook 08).

Reads ``data/inventory/stock.csv``: SKU, product, warehouse, units in stock, reorder level and
the next restock date. A product below its reorder level is flagged.
"""

from __future__ import annotations

from langchain_core.tools import BaseTool, StructuredTool
from pydantic import BaseModel, Field

from course_lib.rag.tools.records import RecordTable, data_file, render, safe

COLUMNS = ("sku", "product", "warehouse", "units_in_stock", "reorder_level", "next_restock")
CHECK_STOCK_DESCRIPTION = (
    "Check the warehouse stock of packing and shipping supplies (boxes, labels, tape, crates, "
    "gel packs) by product name or SKU (SKU-121): units in stock, which warehouse, the reorder "
    "level and the next restock date. Use it for questions about whether supplies are in stock. "
    "Do not use it for customer orders or shipments."
)


def stock_table() -> RecordTable:
    return RecordTable(data_file("inventory", "stock.csv"), key="sku", columns=COLUMNS)


@safe
def stock_level(product: str, *, table: RecordTable | None = None) -> str:
    """What ``check_stock`` returns; never raises."""
    table = table or stock_table()
    if not str(product).strip():
        return "Error: give a product name or a SKU, like SKU-121."
    row = table.by_key(product)
    rows = [row] if row else table.matching("product", product)
    if not rows:
        # "labels" finds "shipping labels": plural and singular words both count
        rows = table.matching("product", " ".join(w.rstrip("s") for w in str(product).split()))
        rows = rows or [r for r in table.rows()
                        if any(w.rstrip("s") in r["product"] for w in str(product).lower().split() if len(w) > 3)]
    if not rows:
        return f"No product matches {product!r}."
    flagged = [{**r, "units_in_stock": r["units_in_stock"] + (
        " (below reorder level)" if int(r["units_in_stock"]) < int(r["reorder_level"]) else "")} for r in rows]
    return render(flagged, noun="product", columns=COLUMNS)


class CheckStockInput(BaseModel):
    product: str = Field(description="The product to search for by name, like 'bubble mailers', or its SKU, like SKU-121.")


def make_stock_tool(*, table: RecordTable | None = None) -> BaseTool:
    def check_stock(product: str) -> str:
        return stock_level(product, table=table)

    return StructuredTool.from_function(check_stock, name="check_stock", description=CHECK_STOCK_DESCRIPTION,
                                        args_schema=CheckStockInput)


check_stock = make_stock_tool()
