"""``track_shipment``: where an order's parcel is (notebook 08).

Reads ``data/shipments/shipments.csv``: per shipped order the carrier, the tracking number,
the shipment status, the last scan and the estimated delivery date.
"""

from __future__ import annotations

from langchain_core.tools import BaseTool, StructuredTool
from pydantic import BaseModel, Field

from course_lib.rag.tools.orders import normalise_order_id
from course_lib.rag.tools.records import RecordTable, data_file, render, safe

COLUMNS = ("order_id", "carrier", "tracking_number", "shipment_status", "last_scan", "estimated_delivery")
TRACK_SHIPMENT_DESCRIPTION = (
    "Track the shipment of an order by its order id (e.g. ORD-1007): the carrier, the tracking "
    "number, where the parcel was last scanned, delays or customs holds, and the estimated "
    "delivery date. Use it for questions about where a delivery is or when it will arrive. Do "
    "not use it for amounts, payments or invoices."
)


def shipment_table() -> RecordTable:
    return RecordTable(data_file("shipments", "shipments.csv"), key="order_id", columns=COLUMNS)


@safe
def track(order_id: str, *, table: RecordTable | None = None) -> str:
    """What ``track_shipment`` returns; never raises."""
    table = table or shipment_table()
    wanted = normalise_order_id(str(order_id))
    row = table.by_key(wanted)
    if row is None:
        return f"No shipment for order {wanted!r}: it has not been shipped, or the id is wrong."
    return render([row], noun="shipment", columns=COLUMNS)


class TrackShipmentInput(BaseModel):
    order_id: str = Field(description="The order's id, like ORD-1007.")


def make_shipment_tool(*, table: RecordTable | None = None) -> BaseTool:
    def track_shipment(order_id: str) -> str:
        return track(order_id, table=table)

    return StructuredTool.from_function(track_shipment, name="track_shipment",
                                        description=TRACK_SHIPMENT_DESCRIPTION,
                                        args_schema=TrackShipmentInput)


track_shipment = make_shipment_tool()
