"""``lookup_customer``: a customer's account record (notebook 08).

Reads ``data/customers/customers.csv``: id, name, country, city, account manager, plan and the
date the customer joined. Found by id (``CUS-204``) or by words of the name (``mirelle``).
"""

from __future__ import annotations

from langchain_core.tools import BaseTool, StructuredTool
from pydantic import BaseModel, Field

from course_lib.rag.tools.records import RecordTable, data_file, render, safe

COLUMNS = ("customer_id", "customer", "country", "city", "account_manager", "plan", "customer_since")
LOOKUP_CUSTOMER_DESCRIPTION = (
    "Look up the account record of one of our customers, by name or by id such as CUS-204: "
    "where they are based (country and city), their account manager, their plan and since "
    "when they are a customer. Use it for questions about who a customer is, where they are "
    "based or who manages their account. Do not use it for orders, shipments or invoices."
)


def customer_table() -> RecordTable:
    return RecordTable(data_file("customers", "customers.csv"), key="customer_id", columns=COLUMNS)


@safe
def lookup_customer_record(customer: str, *, table: RecordTable | None = None) -> str:
    """What ``lookup_customer`` returns; never raises."""
    table = table or customer_table()
    if not str(customer).strip():
        return "Error: give a customer's name or id, like 'Mirelle Textiles' or CUS-204."
    row = table.by_key(customer)
    rows = [row] if row else table.matching("customer", customer)
    if not rows:
        return f"No customer matches {customer!r}. Ids look like CUS-201."
    return render(rows, noun="customer", columns=COLUMNS)


class LookupCustomerInput(BaseModel):
    name: str = Field(description="The customer's name, like Mirelle Textiles, or id, like CUS-204.")


def make_customer_tool(*, table: RecordTable | None = None) -> BaseTool:
    def lookup_customer(name: str) -> str:
        return lookup_customer_record(name, table=table)

    return StructuredTool.from_function(lookup_customer, name="lookup_customer",
                                        description=LOOKUP_CUSTOMER_DESCRIPTION,
                                        args_schema=LookupCustomerInput)


lookup_customer = make_customer_tool()
