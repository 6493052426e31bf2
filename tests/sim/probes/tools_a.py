"""Invented probe (2026-12-03, my own; toolsfix2 fixed its classes by general mechanisms): six
tools and five schemas in new wordings. ``python -m tests.sim.probes.tools_a [-v]``: on a80914e
2 / 7 / 5, final tree 10 / 4 / 0."""
import sys
import warnings
from enum import Enum
from typing import Literal

from langchain_core.tools import tool
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel


@tool
def book_court(sport: Literal["tennis", "squash", "badminton"], date: str, hour: int, players: int = 2) -> str:
    """Book a court at the leisure centre. date is YYYY-MM-DD, hour is 24h start hour."""
    return "ok"

@tool
def water_plant(plant: str, millilitres: int) -> str:
    """Record that a plant was watered with an amount of water in millilitres."""
    return "ok"

@tool
def set_thermostat(room: str, celsius: float) -> str:
    """Set a room's thermostat target temperature in degrees Celsius."""
    return "ok"

@tool
def transfer(amount: float, currency: str, to_iban: str, reference: str | None = None) -> str:
    """Send money by bank transfer to an IBAN."""
    return "ok"

@tool
def find_recipe(ingredients: list[str], max_minutes: int | None = None, vegetarian: bool = False) -> str:
    """Find recipes that use the given ingredients."""
    return "ok"

@tool
def page_oncall(team: str, severity: Literal["sev1", "sev2", "sev3"], summary: str) -> str:
    """Page the on-call engineer of a team."""
    return "ok"

TOOLS = [book_court, water_plant, set_thermostat, transfer, find_recipe, page_oncall]

class Severity(str, Enum):  # noqa: UP042 - a learner's usual spelling
    low = "low"
    medium = "medium"
    high = "high"

class Expense(BaseModel):
    merchant: str
    amount: float
    currency: str = Field(description="ISO code")
    category: Literal["travel", "meals", "office", "other"]

class Pet(BaseModel):
    name: str
    species: Literal["dog", "cat", "rabbit", "bird", "other"]
    age_years: int | None = None

class Bug(BaseModel):
    title: str
    severity: Severity
    component: str | None = None

class Attendee(BaseModel):
    name: str
    dietary: str | None = None

class Guests(BaseModel):
    attendees: list[Attendee]

TOOL_CASES = [
 ("Book a squash court for 2027-01-14 at 6pm for four people", ("book_court", {"sport": "squash", "date": "2027-01-14", "hour": 18, "players": 4})),
 ("I gave the fern half a litre of water", ("water_plant", {"plant": "fern", "millilitres": 500})),
 ("Make the nursery 20.5 degrees", ("set_thermostat", {"room": "nursery", "celsius": 20.5})),
 ("Set the study to 68 F", ("set_thermostat", {"room": "study", "celsius": 20})),
 ("Send 250 euros to DE89370400440532013000 for the March rent", ("transfer", {"amount": 250, "currency": "EUR", "to_iban": "DE89370400440532013000"})),
 ("Something vegetarian with leeks and potatoes, under 40 minutes", ("find_recipe", {"ingredients": ["leeks", "potatoes"], "max_minutes": 40, "vegetarian": True})),
 ("Payments API is down for everyone, page the payments team, this is a sev1", ("page_oncall", {"team": "payments", "severity": "sev1"})),
 ("What's the capital of Peru?", None),
]
SCHEMA_CASES = [
 (Expense, "Lunch with the client at Dishoom, £46.20", {"merchant": "Dishoom", "amount": 46.2, "currency": "GBP", "category": "meals"}),
 (Expense, "Taxi from the airport, 38 CHF, Uber", {"amount": 38, "currency": "CHF", "category": "travel"}),
 (Pet, "Our rabbit Clover turned 3 last week", {"name": "Clover", "species": "rabbit", "age_years": 3}),
 (Pet, "Pip is a budgie", {"name": "Pip", "species": "bird"}),
 (Bug, "Checkout button does nothing on Safari - blocks all iPhone purchases!", {"severity": "high"}),
 (Guests, "Coming: Amara (vegan), Luis, and Bettina (no nuts)", {"attendees": [{"name": "Amara", "dietary": "vegan"}, {"name": "Luis"}, {"name": "Bettina", "dietary": "no nuts"}]}),
]

def close(a, b, strict=False):
    """``strict``: a string must equal the oracle (case aside), not merely hold it."""
    if isinstance(b, (int, float)) and not isinstance(b, bool):
        try:
            return abs(float(a) - b) < 0.6
        except (TypeError, ValueError):
            return False
    if isinstance(b, str):
        return isinstance(a, str) and (b.lower() == a.strip().lower() if strict else b.lower() in a.lower())
    if isinstance(b, list):
        return isinstance(a, list) and len(a) == len(b) and all(
            sub(x, y, strict) if isinstance(y, dict) else close(x, y, strict) for x, y in zip(a, b, strict=True))
    return a == b

def sub(got, want, strict=False):
    got = got if isinstance(got, dict) else (got.model_dump() if hasattr(got, "model_dump") else {})
    return all(close(got.get(k), v, strict) for k, v in want.items())

def run(tools, tool_cases, schema_cases, strict=False) -> dict[str, int]:
    """Each case once: right / limit / wrong, printed (every case with ``-v``, else the wrong ones);
    ``strict``: a string value must be the oracle's, not a longer string holding it."""
    counts = {"right": 0, "limit": 0, "wrong": 0}

    def tally(k, label, shown, limit):
        counts[k] += 1
        if "-v" in sys.argv or k == "wrong":
            print(f"[{k}] {label}\n    -> {shown}" + (f"\n    LIMIT {limit[:160]}" if limit else ""))
    for q, want in tool_cases:
        with warnings.catch_warnings(record=True):
            warnings.simplefilter("always")
            out = SimulatedChatModel().bind_tools(tools).invoke(q)
        limit = out.response_metadata.get("simulator_limit")
        calls = [(c["name"], c["args"]) for c in out.tool_calls]
        if want is None:
            k = "right" if not calls else ("limit" if limit else "wrong")
        elif want == "LIMIT":  # only a stated limit (or no call) is right: any call made without one is a guess
            k = "limit" if limit else ("right" if not calls else "wrong")
        elif limit:
            k = "limit"
        else:
            k = "right" if len(calls) == 1 and calls[0][0] == want[0] and sub(calls[0][1], want[1], strict) else "wrong"
        tally(k, q, calls or out.content[:120], limit)
    for schema, text, want in schema_cases:
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            got = SimulatedChatModel().with_structured_output(schema).invoke(text)
        limit = next((str(x.message) for x in w if "Simulator" in type(x.message).__name__), None)
        k = "limit" if limit else ("wrong" if want == "LIMIT" else ("right" if sub(got, want, strict) else "wrong"))
        tally(k, f"{schema.__name__}: {text}", got, limit)
    print(counts)
    return counts


def main():
    run(TOOLS, TOOL_CASES, SCHEMA_CASES)


if __name__ == "__main__":
    main()
