"""``lookup_customer``: a customer's account record (notebook 08).

Reads ``data/customers/customers.csv``: id, name, country, city, account manager, plan and the
date the customer joined. Found by id (``CUS-204``) or by words of the name (``mirelle``).
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from course_lib.rag.tools.records import RecordTable, render, table_tool


class LookupCustomerInput(BaseModel):
    name: str = Field(description="The customer's name, like Mirelle Textiles, or id, like CUS-204.")


def find_customer(table: RecordTable, name: str) -> str:
    """What ``lookup_customer`` returns: the customer with that id, else those with that name."""
    rows = table.find(name, "customer")
    if rows:
        return render(rows, noun="customer", columns=table.columns)
    if str(name).strip():
        return f"No customer matches {name!r}. Ids look like CUS-201."
    return "Error: give a customer's name or id, like 'Mirelle Textiles' or CUS-204."


lookup_customer = table_tool(
    find_customer, name="lookup_customer", args_schema=LookupCustomerInput,
    table=RecordTable("customers/customers.csv", key="customer_id", columns=("customer_id", "customer", "country", "city", "account_manager", "plan", "customer_since")),
    description=("Look up the account record of one of our customers, by name or by id such as CUS-204: where they are based (country and city), their account manager, their plan and since when "
                 "they are a customer. Use it for questions about who a customer is, where they are based or who manages their account. Do not use it for orders, shipments or invoices."))
