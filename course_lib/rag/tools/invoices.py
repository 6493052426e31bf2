"""``lookup_invoice``: invoices and whether they are paid (notebook 08).

Reads ``data/invoices/invoices.csv``: invoice id, order id, customer, amount, currency, the
dates it was issued and is due, and its payment status (paid, open, overdue).
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from course_lib.rag.tools.orders import normalise_order_id
from course_lib.rag.tools.records import RecordTable, normalise, render, table_tool

PAYMENT_STATUSES = ("paid", "open", "overdue")


class LookupInvoiceInput(BaseModel):
    invoice_id: str | None = Field(default=None, description="An invoice id, like INV-5007.")
    order_id: str | None = Field(default=None, description="The id of the order billed, like ORD-1007.")
    payment_status: str | None = Field(default=None, description="paid, open or overdue.")


def find_invoices(table: RecordTable, invoice_id: str | None = None, order_id: str | None = None,
                  payment_status: str | None = None) -> str:
    """What ``lookup_invoice`` returns: by invoice id, else by order id, else by status."""
    if invoice_id and normalise(invoice_id).startswith("ord"):
        invoice_id, order_id = None, invoice_id  # an order id given as the invoice id
    if invoice_id:
        row = table.by_key(invoice_id)
        return render([row], noun="invoice", columns=table.columns) if row else (
            f"No invoice {invoice_id!r}. Invoice ids look like INV-5007.")
    if order_id:
        wanted = normalise_order_id(str(order_id))
        rows = [r for r in table.rows() if r["order_id"] == wanted]
        return render(rows, noun="invoice", columns=table.columns) if rows else f"No invoice for order {wanted}."
    if payment_status:
        status = normalise(payment_status)
        if status not in PAYMENT_STATUSES:
            return f"Error: unknown payment status {payment_status!r}; use {', '.join(PAYMENT_STATUSES)}."
        return render(table.matching("payment_status", status), noun="invoice", columns=table.columns)
    return "Error: give an invoice id, an order id or a payment status (paid, open, overdue)."


lookup_invoice = table_tool(
    find_invoices, name="lookup_invoice", args_schema=LookupInvoiceInput,
    table=RecordTable("invoices/invoices.csv", key="invoice_id", columns=("invoice_id", "order_id", "customer", "amount", "currency", "issued", "due", "payment_status")),
    description=("Look up invoices: one invoice by its invoice id (INV-5007) or by the order id it bills (ORD-1007), or every invoice with a payment status (paid, open, overdue). Returns the amount "
                 "billed, the due date and whether it is paid. Use it for questions about invoices, billing, due dates and overdue payments. Do not use it for deliveries, parcels or for arithmetic."))
