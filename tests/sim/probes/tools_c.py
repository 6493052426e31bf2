"""Invented probe (toolsfix4, oracles written before any run): learners' own tools and schemas on
topics of my own (dog walking, a warehouse, invoices, a VPN allowlist, a bakery, bowling, a tailor,
stargazing, a choir, gym lockers, a quiz, a smoker, team chat, a calf shed, hotel faults, parcels,
contacts, chores, shift swaps, a dentist), worded as people type them.
``python -m tests.sim.probes.tools_c [-v]`` prints right / limit / wrong (a limit on a case with no
fitting tool counts as a limit).
Strings are compared strictly (``run(..., strict=True)``: the oracle's value, case aside, not a
longer string holding it: "Add Tomasz ..." is no name).
First sight on c1c795a (main): right 10 / limit 13 / wrong 6 of 29 (with tools_a's lenient
substring test 12 / 13 / 4). Wrong: the client and recipient of "forward Maria's invoice to Tom";
a sentence-initial verb kept in a name ("Add Tomasz ..."); "Smoke the brisket at 110 degrees" and
"The shower in room 312 is leaking" routed to check_locker with the figure as its id; "Remove Dan
Okafor from the choir" called add_member; three chores read as one item. Seen, not in an oracle:
ServerAccess's Optional hostname guessed as the IP.
History (toolsfix4, strict): 10/13/6 -> 11/13/5 (a request's opening verb is no part of a name) ->
12/14/3 (a quantity or a number another noun labels is no id) -> 13/14/2 (a possessive's owner;
sender / recipient by from / to) -> 15/14/0 (a request that undoes what a tool does calls no tool;
a list of commands fills a tasks list). Left limited: the Delivery schema's "Ana de la Cruz" (a
name with two particles), "3 kg of flour" for a name / quantity / unit schema, the calves' feed
and a dentist after "Dr"."""
from typing import Literal

from langchain_core.tools import tool
from pydantic import BaseModel

from tests.sim.probes.tools_a import run


@tool
def walk_dog(dog: str, walker: str, minutes: int) -> str:
    """Schedule a dog walk: which dog, which walker, and how long in minutes."""
    return "ok"

@tool
def move_pallet(pallet_id: str, bay: str) -> str:
    """Move a pallet in the warehouse to a storage bay."""
    return "ok"

@tool
def forward_invoice(client: str, recipient: str) -> str:
    """Forward the invoice of a client to a colleague."""
    return "ok"

@tool
def add_to_allowlist(ip_address: str, note: str | None = None) -> str:
    """Add an IP address to the office VPN allowlist."""
    return "ok"

@tool
def log_ingredient(ingredient: str, grams: float) -> str:
    """Log an ingredient used in the bakery with its weight in grams."""
    return "ok"

@tool
def book_lane(lane: int, players: list[str], hour: int) -> str:
    """Book a bowling lane for a list of players at a start hour (24h)."""
    return "ok"

@tool
def order_alteration(garment: str, alteration: Literal["hem", "take_in", "let_out", "zip"], customer_email: str) -> str:
    """Order an alteration at the tailor's; the email gets the pickup notice."""
    return "ok"

@tool
def log_observation(target: str, telescope: str, magnitude: float | None = None) -> str:
    """Log an astronomy observation of a sky object with the telescope used."""
    return "ok"

@tool
def add_member(name: str, email: str | None = None) -> str:
    """Add a person to the choir's member list."""
    return "ok"

@tool
def check_locker(locker_id: str) -> str:
    """Check who holds a gym locker by its id."""
    return "ok"

@tool
def record_points(player: str, points: int) -> str:
    """Record points scored by a player in the pub quiz league."""
    return "ok"

@tool
def set_smoker(meat: str, celsius: int) -> str:
    """Set the smoker temperature for a cut of meat."""
    return "ok"

@tool
def share_link(url: str, channel: str) -> str:
    """Post a link in a team chat channel."""
    return "ok"

@tool
def log_feed(animal: str, feed: str, litres: float) -> str:
    """Log feed given to farm animals: which animal, what feed, how many litres."""
    return "ok"

@tool
def report_fault(room: str, fault: str) -> str:
    """Report a maintenance fault in a hotel room."""
    return "ok"

TOOLS = [walk_dog, move_pallet, forward_invoice, add_to_allowlist, log_ingredient, book_lane, order_alteration,
         log_observation, add_member, check_locker, record_points, set_smoker, share_link, log_feed, report_fault]


class Delivery(BaseModel):
    sender: str
    recipient: str
    weight_kg: float


class Ingredient(BaseModel):
    name: str
    quantity: float
    unit: str


class Contact(BaseModel):
    name: str
    email: str
    phone: str | None = None


class ServerAccess(BaseModel):
    ip: str
    hostname: str | None = None


class Chores(BaseModel):
    tasks: list[str]


class Swap(BaseModel):
    giver: str
    taker: str


class Pickup(BaseModel):
    room: str


class Appointment(BaseModel):
    patient: str
    dentist: str


_LOCKER_THREAD = [("human", "My locker is L-118 and I think someone cut the lock."),
                  ("ai", "Sorry to hear that. I can look into it."),
                  ("human", "Can you check who has it now?")]

TOOL_CASES = [
 ("Book Jean-Luc to walk Biscuit for 45 minutes", ("walk_dog", {"dog": "Biscuit", "walker": "Jean-Luc", "minutes": 45})),
 ("Move pallet P-2291 to bay 14C", ("move_pallet", {"pallet_id": "P-2291", "bay": "14C"})),
 ("move P-77 into the 9A bay", ("move_pallet", {"pallet_id": "P-77", "bay": "9A"})),
 ("forward Maria's invoice to Tom", ("forward_invoice", {"client": "Maria", "recipient": "Tom"})),
 ("Please allowlist 198.51.100.23, it's the new Lisbon office", ("add_to_allowlist", {"ip_address": "198.51.100.23"})),
 # an Optional argument the request does not give stays absent
 ("Allowlist 203.0.113.9", ("add_to_allowlist", {"ip_address": "203.0.113.9", "note": None})),
 ("Used 3 kg of flour for the rye batch", ("log_ingredient", {"ingredient": "flour", "grams": 3000})),
 ("Book lane 6 for Ana de la Cruz, Jean-Luc and Priya at 8pm",
  ("book_lane", {"lane": 6, "players": ["Ana de la Cruz", "Jean-Luc", "Priya"], "hour": 20})),
 ("Hem Ana's trousers please, email ana.cruz@example.com",
  ("order_alteration", {"garment": "trousers", "alteration": "hem", "customer_email": "ana.cruz@example.com"})),
 ("Observed Saturn through the Dobsonian tonight", ("log_observation", {"target": "Saturn", "telescope": "Dobsonian", "magnitude": None})),
 ("Add Tomasz Wójcik-Lee to the choir list", ("add_member", {"name": "Tomasz Wójcik-Lee", "email": None})),
 # the id is given only by an earlier turn
 (_LOCKER_THREAD, ("check_locker", {"locker_id": "L-118"})),
 ("Give Mei-Ling 7 points for the quiz round", ("record_points", {"player": "Mei-Ling", "points": 7})),
 ("Smoke the brisket at 110 degrees", ("set_smoker", {"meat": "brisket", "celsius": 110})),
 ("Can you post https://docs.example.com/q3-plan in #planning",
  ("share_link", {"url": "https://docs.example.com/q3-plan", "channel": "planning"})),
 ("Gave the calves 2 litres of milk", ("log_feed", {"animal": "calves", "feed": "milk", "litres": 2})),
 # no amount given, and two feeds: never a guessed amount
 ("Log milk and hay for the calves", "LIMIT"),
 ("The shower in room 312 is leaking", ("report_fault", {"room": "312"})),
 # no tool fits
 ("What's the tallest mountain in Africa?", None),
 ("Translate 'good morning' into Welsh", None),
 ("Remove Dan Okafor from the choir", None),
]
SCHEMA_CASES = [
 (Delivery, "Parcel from Ana de la Cruz to Jean-Luc Martin, 2.5 kg",
  {"sender": "Ana de la Cruz", "recipient": "Jean-Luc Martin", "weight_kg": 2.5}),
 (Ingredient, "3 kg of flour", {"name": "flour", "quantity": 3, "unit": "kg"}),
 (Contact, "New contact: Oluwaseun Bakare, seun.b@example.org", {"name": "Oluwaseun Bakare", "email": "seun.b@example.org", "phone": None}),
 (ServerAccess, "Let 192.0.2.44 into the staging box", {"ip": "192.0.2.44"}),
 (Chores, "Vacuum the stairs, clean the oven and water the plants",
  {"tasks": ["vacuum the stairs", "clean the oven", "water the plants"]}),
 (Swap, "Priya is covering Dan's shift on Friday", {"giver": "Dan", "taker": "Priya"}),
 (Pickup, "Towels for 12A please", {"room": "12A"}),
 (Appointment, "Book Kofi in with Dr Alvarez", {"patient": "Kofi", "dentist": "Alvarez"}),
]


def main():
    run(TOOLS, TOOL_CASES, SCHEMA_CASES, strict=True)


if __name__ == "__main__":
    main()
