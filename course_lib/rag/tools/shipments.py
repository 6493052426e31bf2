"""``track_shipment``: where an order's parcel is (notebook 08).

Reads ``data/shipments/shipments.csv``: per shipped order the carrier, the tracking number,
the shipment status, the last scan and the estimated delivery date.
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from course_lib.rag.tools.orders import normalise_order_id
from course_lib.rag.tools.records import RecordTable, render, table_tool


class TrackShipmentInput(BaseModel):
    order_id: str = Field(description="The order's id, like ORD-1007.")


def track(table: RecordTable, order_id: str) -> str:
    """What ``track_shipment`` returns: the shipment of that order, or why there is none."""
    wanted = normalise_order_id(str(order_id))
    row = table.by_key(wanted)
    if row is None:
        return f"No shipment for order {wanted!r}: it has not been shipped, or the id is wrong."
    return render([row], noun="shipment", columns=table.columns)


track_shipment = table_tool(
    track, name="track_shipment", args_schema=TrackShipmentInput,
    table=RecordTable("shipments/shipments.csv", key="order_id", columns=("order_id", "carrier", "tracking_number", "shipment_status", "last_scan", "estimated_delivery")),
    description=("Track the shipment of an order by its order id (e.g. ORD-1007): the carrier, the tracking number, where the parcel was last scanned, delays or customs holds, "
                 "and the estimated delivery date. Use it for questions about where a delivery is or when it will arrive. Do not use it for amounts, payments or invoices."))
