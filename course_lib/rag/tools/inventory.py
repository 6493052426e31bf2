"""``check_stock``: warehouse stock of packing supplies (notebook 08).

Reads ``data/inventory/stock.csv``: SKU, product, warehouse, units in stock, reorder level and
the next restock date. A product below its reorder level is flagged.
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from course_lib.rag.tools.records import RecordTable, render, table_tool


class CheckStockInput(BaseModel):
    product: str = Field(description="The product to search for by name, like 'bubble mailers', or its SKU, like SKU-121.")


def stock_level(table: RecordTable, product: str) -> str:
    """What ``check_stock`` returns: the products with that SKU or name, flagged when low."""
    if not str(product).strip():
        return "Error: give a product name or a SKU, like SKU-121."
    rows = table.find(product, "product")
    if not rows:
        # "labels" finds "shipping labels": plural and singular words both count
        rows = table.matching("product", " ".join(w.rstrip("s") for w in str(product).split()))
        rows = rows or [r for r in table.rows()
                        if any(w.rstrip("s") in r["product"] for w in str(product).lower().split() if len(w) > 3)]
    if not rows:
        return f"No product matches {product!r}."
    flagged = [{**r, "units_in_stock": r["units_in_stock"] + (
        " (below reorder level)" if int(r["units_in_stock"]) < int(r["reorder_level"]) else "")} for r in rows]
    return render(flagged, noun="product", columns=table.columns)


check_stock = table_tool(
    stock_level, name="check_stock", args_schema=CheckStockInput,
    table=RecordTable("inventory/stock.csv", key="sku", columns=("sku", "product", "warehouse", "units_in_stock", "reorder_level", "next_restock")),
    description=("Check the warehouse stock of packing and shipping supplies (boxes, labels, tape, crates, gel packs) by product name or SKU (SKU-121): units in stock, which warehouse, "
                 "the reorder level and the next restock date. Use it for questions about whether supplies are in stock. Do not use it for customer orders or shipments."))
