"""Invented probe (lowerfix, oracles written before any run): requests typed all in lower case, as
learners type them, over tools and schemas of my own (parcels, ferries, a pottery kiln,
allotments, a smart oven, warranties, a help desk, phone calls, the weather, vets, coffee, a choir,
purchase orders). ``python -m tests.sim.probes.lower_a [-v]`` prints right / limit / wrong.
Stricter than ``tools_a.run``: a string must equal the oracle (case and spaces ignored), so a name
with a clause glued on ("leuven under 80") or an id without its prefix is wrong, not right.
First sight on d14e50e (main): right 5 / limit 12 / wrong 6 of 23 (ids lose their letter prefix or
gain the sentence, a studio name read as "6 pieces", "390f" read as 390 C). On lowerfix (aa3043b):
right 8 / limit 12 / wrong 3 (left wrong, in any case: a "serial" argument, no id field by its
name, takes the sentence's words; "390f" is 198.9 C written as the int 198, truncated)."""
import sys
import warnings
from typing import Literal

from langchain_core.tools import tool
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel


@tool
def track_parcel(tracking_id: str) -> str:
    """Track a parcel by its tracking id, e.g. PX-44120."""
    return "ok"

@tool
def ferry_status(sailing: str) -> str:
    """Status of a ferry sailing by its sailing code, such as FR 212."""
    return "ok"

@tool
def book_kiln(studio: str, pieces: int, firing: Literal["bisque", "glaze", "raku"]) -> str:
    """Book a firing slot in a pottery studio's kiln."""
    return "ok"

@tool
def find_allotment(town: str, max_rent: int) -> str:
    """Find a vacant garden allotment plot in a town, under a yearly rent."""
    return "ok"

@tool
def preheat_oven(temperature_c: int) -> str:
    """Preheat the smart oven to a temperature in degrees Celsius."""
    return "ok"

@tool
def warranty_lookup(serial: str) -> str:
    """Look up a product's warranty by its serial number (like SN-55201-B)."""
    return "ok"

@tool
def get_ticket(ticket_id: str) -> str:
    """Fetch a help desk ticket by its id, e.g. HD-3301."""
    return "ok"

@tool
def call_contact(name: str) -> str:
    """Phone a contact from the address book by their name."""
    return "ok"

@tool
def current_weather(city: str) -> str:
    """Get the current weather for a city."""
    return "ok"

@tool
def find_vet(city: str, open_sunday: bool) -> str:
    """Find a vet clinic in a city, optionally one open on Sundays."""
    return "ok"

@tool
def order_coffee(size: Literal["Small", "Medium", "Large"], drink: str) -> str:
    """Order a coffee from the kiosk."""
    return "ok"

TOOLS = [track_parcel, ferry_status, book_kiln, find_allotment, preheat_oven, warranty_lookup, get_ticket,
         call_contact, current_weather, find_vet, order_coffee]


class Rehearsal(BaseModel):
    singers: list[str] = Field(description="names of the singers coming")


class NewContact(BaseModel):
    name: str
    city: str


class OvenReading(BaseModel):
    temp_c: float = Field(description="temperature in degrees Celsius")


class Shift(BaseModel):
    worker: str
    hours: int


class Chase(BaseModel):
    order_ref: str = Field(description="purchase order reference like PO-1234")


class Priority(BaseModel):
    level: Literal["Low", "Normal", "Urgent"]


class Damaged(BaseModel):
    answer: Literal["Y", "N"] = Field(description="Y if the item arrived damaged, else N")


TOOL_CASES = [
 ("where is my parcel px-90317", ("track_parcel", {"tracking_id": "PX-90317"})),
 ("is fr 318 running on time", ("ferry_status", {"sailing": "FR 318"})),
 ("book a glaze firing for 6 pieces at clayworks north", ("book_kiln", {"studio": "clayworks north", "pieces": 6, "firing": "glaze"})),
 ("any allotments in leuven under 80 a year", ("find_allotment", {"town": "leuven", "max_rent": 80})),
 ("preheat the oven to 390f", ("preheat_oven", {"temperature_c": 199})),
 ("is sn-80412-c still under warranty", ("warranty_lookup", {"serial": "SN-80412-C"})),
 ("whats going on with hd-5102", ("get_ticket", {"ticket_id": "HD-5102"})),
 ("ring olek kowalski", ("call_contact", {"name": "olek kowalski"})),
 ("is it raining in ghent right now", ("current_weather", {"city": "ghent"})),
 ("find a vet in aalborg open on sunday", ("find_vet", {"city": "aalborg", "open_sunday": True})),
 ("a large flat white please", ("order_coffee", {"size": "Large", "drink": "flat white"})),
 ("ring jonas weber on his mobile", ("call_contact", {"name": "jonas weber"})),
 ("weather in cork", ("current_weather", {"city": "cork"})),
 ("what's the warranty on sn-11873-a", ("warranty_lookup", {"serial": "SN-11873-A"})),
 ("whats the capital of peru", None),
]
SCHEMA_CASES = [
 (Rehearsal, "choir tonight: maya lind, joe park and ines duarte", {"singers": ["maya lind", "joe park", "ines duarte"]}),
 (NewContact, "add lena berg from uppsala", {"name": "lena berg", "city": "uppsala"}),
 (OvenReading, "the oven thermometer read 350 fahrenheit", {"temp_c": 176.7}),
 (Shift, "tom hale worked 7 hours on saturday", {"worker": "tom hale", "hours": 7}),
 (Chase, "please chase po-7719 with accounts", {"order_ref": "PO-7719"}),
 (Chase, "has po-2045 been paid yet", {"order_ref": "PO-2045"}),
 (Priority, "this is urgent, the server room is flooding", {"level": "Urgent"}),
 (Damaged, "the box was crushed when it arrived. reply y or n", {"answer": "Y"}),
]


def close(a, b):
    if isinstance(b, bool):
        return a is b
    if isinstance(b, (int, float)):
        try:
            return abs(float(a) - b) < 0.6
        except (TypeError, ValueError):
            return False
    if isinstance(b, str):  # equal, case and spaces ignored: a clause glued to a name is wrong
        return isinstance(a, str) and "".join(a.lower().split()) == "".join(b.lower().split())
    if isinstance(b, list):
        return isinstance(a, list) and len(a) == len(b) and all(close(x, y) for x, y in zip(a, b, strict=True))
    return a == b


def sub(got, want):
    got = got if isinstance(got, dict) else (got.model_dump() if hasattr(got, "model_dump") else {})
    return all(close(got.get(k), v) for k, v in want.items())


def run(tools, tool_cases, schema_cases) -> dict[str, int]:
    """Each case once: right / limit / wrong, printed (every case with ``-v``, else the wrong ones)."""
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
        elif limit:
            k = "limit"
        else:
            k = "right" if len(calls) == 1 and calls[0][0] == want[0] and sub(calls[0][1], want[1]) else "wrong"
        tally(k, q, calls or out.content[:120], limit)
    for schema, text, want in schema_cases:
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            got = SimulatedChatModel().with_structured_output(schema).invoke(text)
        limit = next((str(x.message) for x in w if "Simulator" in type(x.message).__name__), None)
        k = "limit" if limit else ("right" if sub(got, want) else "wrong")
        tally(k, f"{schema.__name__}: {text}", got, limit)
    print(counts)
    return counts


def main():
    run(TOOLS, TOOL_CASES, SCHEMA_CASES)


if __name__ == "__main__":
    main()
