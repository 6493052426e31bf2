"""Invented probe (toolsfix3, oracles written before any run): learners' own tools and schemas on
topics of my own (plant watering, bike repair, chess ratings, blood glucose, concert tickets, a
print shop, library rooms), worded as people type them. ``python -m tests.sim.probes.tools_b [-v]``
prints right / limit / wrong (a limit on a case with no fitting tool counts as a limit).
First sight on f941a2d (main): right 7 / limit 13 / wrong 6 of 26. On toolsfix3's last commit:
right 10 / limit 14 / wrong 2 (left wrong: "plant food" for ``fertiliser=True``, a synonym; and
"need compost, twine and ..." whose first item keeps the verb)."""
from datetime import date
from typing import Literal

from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.probes.tools_a import run


@tool
def log_watering(plant: str, millilitres: int, fertiliser: bool = False) -> str:
    """Log a watering of a house plant, with the amount of water in millilitres."""
    return "ok"

@tool
def book_bike_repair(service: Literal["puncture", "brakes", "gears", "full_service"], date: str, email: str) -> str:
    """Book a bike repair slot. date is YYYY-MM-DD; email is where the confirmation goes."""
    return "ok"

@tool
def record_chess_result(white_player: str, black_player: str, result: Literal["white", "black", "draw"]) -> str:
    """Record the result of a chess club game between two members."""
    return "ok"

@tool
def log_blood_pressure(systolic: int, diastolic: int) -> str:
    """Log a blood pressure reading in mmHg."""
    return "ok"

@tool
def log_glucose(mmol_per_litre: float, meal: Literal["fasting", "before_meal", "after_meal", "bedtime"]) -> str:
    """Log a blood glucose reading in mmol/L and when it was taken."""
    return "ok"

@tool
def list_tickets(artist: str, quantity: int, max_price_each: float) -> str:
    """List concert tickets for resale: how many, and the highest price per ticket."""
    return "ok"

@tool
def order_prints(copies: int, paper: Literal["a4", "a3", "a5"], colour: bool, file_url: str) -> str:
    """Order prints from the print shop from a file at a URL."""
    return "ok"

@tool
def book_study_room(room: Literal["quiet", "group", "media"], date: str, hours: int) -> str:
    """Book a library study room. date is YYYY-MM-DD."""
    return "ok"

@tool
def block_ip(ip_address: str, reason: str) -> str:
    """Block an IP address on the club's web server firewall."""
    return "ok"

TOOLS = [log_watering, book_bike_repair, record_chess_result, log_blood_pressure, log_glucose, list_tickets,
         order_prints, book_study_room, block_ip]


class RatingUpdate(BaseModel):
    player: str
    old_rating: int
    new_rating: int


class Score(BaseModel):
    home_goals: int
    away_goals: int


class Seat(BaseModel):
    seat: Literal["window", "middle", "aisle"]


class Utility(BaseModel):
    bill_type: Literal["water", "power", "gas", "internet"]
    amount: float


class Player(BaseModel):
    name: str
    rating: int


class Pairing(BaseModel):
    board: int
    white: Player
    black: Player


class Booking(BaseModel):
    room: str
    day: str = Field(description="date as YYYY-MM-DD")


class Shopping(BaseModel):
    items: list[str]


TOOL_CASES = [
 ("gave the monstera 300ml of water today", ("log_watering", {"plant": "monstera", "millilitres": 300})),
 ("Watered the basil with half a litre and some plant food", ("log_watering", {"plant": "basil", "millilitres": 500, "fertiliser": True})),
 ("Can you book my bike in for new brakes on 2027-03-09? email is sam.k@example.org",
  ("book_bike_repair", {"service": "brakes", "date": "2027-03-09", "email": "sam.k@example.org"})),
 # a date in words with no year and no today known: a stated limit, never a guessed year
 ("Book a puncture repair on the 3rd of May, confirm to lee@example.com", "LIMIT"),
 ("Anna beat Tomek with the black pieces tonight", ("record_chess_result", {"white_player": "Tomek", "black_player": "Anna", "result": "black"})),
 ("bp this morning 128 over 79", ("log_blood_pressure", {"systolic": 128, "diastolic": 79})),
 ("Blood pressure 131/82", ("log_blood_pressure", {"systolic": 131, "diastolic": 82})),
 # two int arguments and one number: never the one number twice
 ("my top number was 140", "LIMIT"),
 ("glucose 6.2 before breakfast", ("log_glucose", {"mmol_per_litre": 6.2, "meal": "before_meal"})),
 ("Sugar was 5.4 first thing, fasting", ("log_glucose", {"mmol_per_litre": 5.4, "meal": "fasting"})),
 ("Sell 2 tickets for Fontaines DC, no more than £65 each", ("list_tickets", {"artist": "Fontaines DC", "quantity": 2, "max_price_each": 65})),
 ("print 40 copies in colour on A3 from https://files.example.net/poster.pdf",
  ("order_prints", {"copies": 40, "paper": "a3", "colour": True, "file_url": "https://files.example.net/poster.pdf"})),
 ("Book the quiet room on 2027-02-17 for 3 hours", ("book_study_room", {"room": "quiet", "date": "2027-02-17", "hours": 3})),
 ("block 203.0.113.57 it keeps hammering the login page", ("block_ip", {"ip_address": "203.0.113.57"})),
 ("Who won the world chess championship in 1972?", None),
 ("what's a good soil mix for cacti?", None),
]
SCHEMA_CASES = [
 (RatingUpdate, "Marta went from 1450 to 1482 after the rapid tournament", {"player": "Marta", "old_rating": 1450, "new_rating": 1482}),
 (Score, "We won 3-1 at home on Saturday", {"home_goals": 3, "away_goals": 1}),
 (Score, "Lost at home, two nil to them", {"home_goals": 0, "away_goals": 2}),
 (Seat, "anything but the middle, and not the window please", {"seat": "aisle"}),
 (Seat, "I'd like to sit by the window", {"seat": "window"}),
 (Utility, "Electricity bill came in at 84.30", {"bill_type": "power", "amount": 84.3}),
 (Utility, "broadband was 32 this month", {"bill_type": "internet", "amount": 32}),
 (Pairing, "Board 4: Ewa (1720) has white against Jonas (1695)",
  {"board": 4, "white": {"name": "Ewa", "rating": 1720}, "black": {"name": "Jonas", "rating": 1695}}),
 # "Thursday the 14th" with no today known: no date can be written, so a stated limit
 (Booking, "group room for Thursday the 14th", "LIMIT"),
 (Shopping, "need compost, twine and a watering can", {"items": ["compost", "twine", "a watering can"]}),
]
assert date.today().year >= 2026  # the dated oracles above are in the future on the day they were written


def main():
    run(TOOLS, TOOL_CASES, SCHEMA_CASES)


if __name__ == "__main__":
    main()
