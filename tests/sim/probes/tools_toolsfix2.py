"""Invented probe (toolsfix2): tools and schemas in other domains and wordings than tools_a.py."""
from typing import Literal

from langchain_core.tools import tool
from pydantic import BaseModel

from tests.sim.probes.tools_a import run


@tool
def reserve_table(restaurant: str, time: str, party_size: int = 2) -> str:
    """Reserve a table at a restaurant. time is HH:MM (24h)."""
    return "ok"

@tool
def schedule_lesson(instrument: Literal["piano", "guitar", "violin"], weekday: str, start_hour: int, students: int = 1) -> str:
    """Schedule a music lesson. start_hour is the 24h hour it starts."""
    return "ok"

@tool
def set_fridge(appliance: str, temperature: float) -> str:
    """Set an appliance's target temperature in degrees Celsius."""
    return "ok"

@tool
def pay_invoice(amount: float, currency: str, invoice_id: str, memo: str | None = None) -> str:
    """Pay a supplier invoice."""
    return "ok"

@tool
def alert_group(group: str, priority: Literal["p1", "p2", "p3"], message: str) -> str:
    """Alert the duty person of a group."""
    return "ok"

@tool
def log_run(route: str, kilometres: float) -> str:
    """Log a run on a route with its distance in kilometres."""
    return "ok"

TOOLS = [reserve_table, schedule_lesson, set_fridge, pay_invoice, alert_group, log_run]

class Member(BaseModel):
    name: str
    role: str | None = None

class Crew(BaseModel):
    members: list[Member]

class Item(BaseModel):
    product: str
    note: str | None = None

class Order(BaseModel):
    items: list[Item]

class Purchase(BaseModel):
    shop: str
    total: float
    currency: str
    category: Literal["groceries", "transport", "entertainment", "other"]

TOOL_CASES = [
 ("Reserve a table at Nopi at half past seven in the evening for 3 guests", ("reserve_table", {"restaurant": "Nopi", "time": "19:30", "party_size": 3})),
 ("Can you reserve Padella for a party of 6 at 20:15?", ("reserve_table", {"restaurant": "Padella", "time": "20:15", "party_size": 6})),
 ("Schedule a violin lesson on Tuesday at 5pm for two students", ("schedule_lesson", {"instrument": "violin", "weekday": "Tuesday", "start_hour": 17, "students": 2})),
 ("Put a guitar lesson on Friday at 4 pm", ("schedule_lesson", {"instrument": "guitar", "weekday": "Friday", "start_hour": 16})),
 ("Set the freezer to -18 degrees", ("set_fridge", {"appliance": "freezer", "temperature": -18})),
 ("Set the wine cooler to 54 F", ("set_fridge", {"appliance": "wine cooler", "temperature": 12.2})),
 ("Pay 1200 dollars on invoice INV-20931 for the October hosting", ("pay_invoice", {"amount": 1200, "currency": "USD", "invoice_id": "INV-20931"})),
 ("Pay 80 GBP against invoice INV-4471", ("pay_invoice", {"amount": 80, "currency": "GBP", "invoice_id": "INV-4471"})),
 ("The login page returns 500 errors, alert the identity group, this is a p1", ("alert_group", {"group": "identity", "priority": "p1"})),
 ("Nightly backups failed twice. Alert the storage group with p2", ("alert_group", {"group": "storage", "priority": "p2"})),
 ("Log 7.5 km on the canal route", ("log_run", {"route": "canal", "kilometres": 7.5})),
 ("How tall is Mont Blanc?", None),
]
SCHEMA_CASES = [
 (Crew, "Crew: Ines (captain), Tomasz, and Yuki (navigator)", {"members": [{"name": "Ines", "role": "captain"}, {"name": "Tomasz"}, {"name": "Yuki", "role": "navigator"}]}),
 (Crew, "On board tonight: Priya (cook), Mateo and Sven", {"members": [{"name": "Priya", "role": "cook"}, {"name": "Mateo"}, {"name": "Sven"}]}),
 (Order, "Basket: oat milk (unsweetened), rye bread, and lemons (unwaxed)", {"items": [{"product": "oat milk", "note": "unsweetened"}, {"product": "rye bread"}, {"product": "lemons", "note": "unwaxed"}]}),
 (Purchase, "Cinema tickets at Odeon, £24.50", {"shop": "Odeon", "total": 24.5, "currency": "GBP", "category": "entertainment"}),
 (Purchase, "Weekly shop at Lidl, 63.10 EUR", {"shop": "Lidl", "total": 63.1, "currency": "EUR", "category": "groceries"}),
 (Purchase, "Train fare to Leeds, bought at the Northern ticket office, £31", {"shop": "Northern", "total": 31, "currency": "GBP", "category": "transport"}),
]

def main():
    run(TOOLS, TOOL_CASES, SCHEMA_CASES)


if __name__ == "__main__":
    main()
