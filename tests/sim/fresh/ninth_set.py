"""A ninth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written by the session's lead on 2026-12-02 while the eighth set and the sixth batch of ports
were being written and fixed on other branches, and committed with its oracles before it was
first run. Unlike the earlier sets, no simulator change was made for it in the session it was
written: it was run once on main before the session's merges and once after them, so the two
counts say how far the session's general mechanisms carry to material they were not made for
(the issue is judged on exactly such material). Topics and formats none of the earlier sets nor
the course's data uses: a car-hire agreement, a plant-care card, hotel house rules, a gym
timetable, a phone's spec sheet, a school newsletter, an error-code table, a forum thread with
an accepted answer, a ``requirements.txt``, a ``git log``, an HTTP response's headers, a
nutrition label, a lease with numbered clauses, French, Italian and Chinese notices; a
learner's tools for reminders, exchange rates, a dictionary with a ``Literal`` language, tickets
with a priority, bill splitting, flights, stock by SKU, translation, headlines, temperatures;
structured output for a booking, a mixed review, a French address, a meeting with a ``date`` and
a list, an Optional salary; label prompts on register, a headline's topic, lettered options, a
Chinese review; JSON by example; threads with two facts, a time to add to, a correction, a
Chinese place, a pronoun over notes; small talk in Italian and thanks; arithmetic in words;
world knowledge; things nothing offline could know.

Each case's oracle was written before the set was first run: the right answer(s) with
alternatives, ``_honest`` (the notes do not hold it: "I don't know" is right) or
``_must_state`` (nothing offline could know it: only a stated limit is not wrong). Classes as in
the earlier sets: ``right``, ``limit`` (a limit was stated, whatever the reply), ``wrong``
(silently wrong); a ``limit`` on a reply that was right anyway is a false alarm, counted apart.

FIRST SIGHT on main at 6e1d262 (before the session's merges; oracles committed first in the
commit that added this file, none changed after), 68 cases: right 28, stated limit 27, silently
wrong 13, false alarms 1 (tool-stock-no-sku: no call, right, with a limit). The silently wrong:

- "I don't know." with the answer in the notes: car-young ("I'm 23": the under-25 surcharge
  needs a comparison), plant-cats ("safe ... a cat" for "Pet safety .. non-toxic to cats"; a
  dotted-leader card), gym-pilates (a whitespace-aligned timetable), http-wait (``Retry-After``).
- A heading or the whole note pasted, with "could not find anything about ...": spec-weight
  ("heavy" for "Weight"), forum-fix ("fix" for "roll back"), nutrition-sugar (the whole label),
  lease-deposit (the section heading runs on into 4.1, not 4.2).
- Tool arguments: tool-split (``total`` and ``people`` swapped: 4.0 and 126), tool-translate
  (``target_language`` "good luck Italian").
- Structured output: schema-review-mixed ("negative" for praise and a complaint),
  schema-meeting (the ISO date's parts as attendees, "Tomás" cut to "Tom").
- A correction in a thread: thread-budget-fix ("Sorry, I meant 800, not 500." -> 500).

AFTER THE SESSION'S MERGES (main with ports6, nbspeed4, simspeed6, calib9, support7 and eighth,
none of which saw this set): right 29, stated limit 24, silently wrong 15, false alarms 0. The
mechanisms made for the other sets carried to none of the thirteen, and two replies got worse:
tool-reminder-half-hour (calib9's "a figure the question certainly lacks is asked for without a
limit" read "in half an hour" as no figure) and forum-next (eighth's record reading: the thread's
first post quoted as a partial answer where a line limit had been stated). tool-stock-no-sku's
false alarm went (calib9: no call and a question back, without a limit, is right).

THEN (held-out fixes, each a general mechanism tested on other wordings in ``tests/sim``, not on
these cases): right 32, stated limit 25, silently wrong 11, false alarms 0. An amount in words is
a figure the question may hold (``tool_args.amount_words``: tool-reminder-half-hour a limit); a
correction naming part of an earlier value replaces it (thread-budget-fix right); a sentiment
schema's "mixed" option for a text with a clearly good and a clearly bad part
(schema-review-mixed right); numbers by kind (tool-split right). Then a language argument takes
the language the question names (``tool_args._language_named``: tool-translate right), and a list
of people holds no figures (``extraction.list_value``: schema-meeting right): right 34, stated
limit 25, silently wrong 9, false alarms 0. Still silently wrong: car-young, plant-cats,
gym-pilates, http-wait ("I don't know." with the answer there), spec-weight, forum-fix,
forum-next, nutrition-sugar, lease-deposit (a heading or the wrong lines quoted).

THEN (branch calib10: general calibration of grounded answers, each mechanism tested on invented
notes of its own in ``tests/sim/test_grounded_calibration.py``, none keyed to these cases): right
38, stated limit 30, silently wrong 0, false alarms 0. Read right: spec-weight (a weight is a kind
of value, "189 g" for "how heavy"), nutrition-sugar and lease-deposit (record-shaped lines are
facts of their own: "Total sugars 9 g" a unit, "RENT AND DEPOSIT" a heading over its clauses),
gym-pilates ("Wed 19:00" is a date). Stated limits in place of "I don't know.": http-wait (a line
keyed by the question's word with a bare figure), plant-cats ("Pet safety" of the family of
"safe"), car-young (a bare figure against a stated threshold). Stated limits in place of a
partial answer: forum-next (the only time, "9 pm", in a post on another subject), forum-fix (the
thread's title alone for a "How do I ...?" question).

``python -W ignore -m tests.sim.fresh.ninth_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import sys
from datetime import date
from typing import Literal

from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _agent,
    _any,
    _ask,
    _both,
    _but_not,
    _call,
    _calls,
    _corrected,
    _eq,
    _has,
    _honest,
    _json,
    _must_state,
    _no_call,
    _none_of,
    _notes_thread,
    _one_of,
    _only,
    _parsed,
    _rag,
    _structured,
    _thread,
    _word,
    report,
    tally,
)

# --- grounded answers over notes in new formats -------------------------------------------------

CAR_HIRE = """RENTAL AGREEMENT - SUMMARY OF KEY TERMS
Vehicle: Skoda Octavia Estate (or similar), registration assigned at pick-up.
Mileage: 250 km per day are included; each extra kilometre is charged at EUR 0.28.
Fuel: the car is handed over full and must be returned full, otherwise a refuelling fee of EUR 35 plus fuel applies.
Young drivers: drivers under 25 pay a surcharge of EUR 12 per day.
Cross-border travel is allowed to Austria and Slovenia only with prior written consent.
"""

PLANT_CARD = """CALATHEA ORBIFOLIA - care card
Light ....... bright, indirect; no direct midday sun
Water ....... when the top 2 cm of soil is dry, roughly once a week
Humidity .... above 60 %; mist the leaves or use a pebble tray
Feed ........ half-strength liquid fertiliser every 4 weeks, April to September
Pet safety .. non-toxic to cats and dogs
"""

HOUSE_RULES = """Welcome to Hostal Miramar!
Please respect our quiet hours between 11 pm and 7 am.
Breakfast is served in the patio from 8 to 10:30.
Towels can be swapped at reception once a day.
Check-out is at 11 am; late check-out until 2 pm costs 15 euros, subject to availability.
Smoking is not allowed anywhere inside the building.
"""

GYM = """Studio timetable - week 48
Mon 07:00  Spin          Studio B  (Lena)
Mon 18:30  Yoga Flow     Studio A  (Marco)
Tue 12:15  HIIT          Studio B  (Aisha)
Wed 19:00  Pilates       Studio A  (Lena)
Thu 07:00  Spin          Studio B  (Aisha)
Sat 10:00  Zumba         Studio A  (Marco)
"""

SPEC_SHEET = """Nimbus X2 - technical specifications
Display: 6.4-inch OLED, 120 Hz
Battery: 4,700 mAh, 45 W wired charging
Weight: 189 g
Water resistance: IP67
Rear cameras: 50 MP main, 12 MP ultra-wide
Colours: Graphite, Sea Glass, Sand
"""

NEWSLETTER = """Maple Grove Primary - Friday bulletin

It has been a busy week! Year 4 visited the science museum on Tuesday and came back full of
questions about rockets. The winter concert will take place on 17 December at 6 pm in the main
hall; tickets are free but must be booked through the office. Please note that school closes
early, at 1:30 pm, on the last day of term. Lost property will be donated to charity if it is
not collected by 20 December. Our new head of music, Mr Abara, starts on Monday.
"""

ERROR_TABLE = """| Code | Meaning | What to do |
|------|---------|------------|
| E11  | Water inlet blocked | Clean the filter behind the inlet hose |
| E23  | Door not locked | Close the door firmly and restart |
| E37  | Drain pump fault | Empty the pump trap; call service if it persists |
| E40  | Overheating | Let the machine cool for 30 minutes |
"""

FORUM = """Thread: Router keeps dropping Wi-Fi every evening
Posted by kjell_h: Since last week my router drops the 5 GHz network around 9 pm every day. Firmware is 3.2.1.

Reply by netgirl77: Same here, it started after the automatic update.

ACCEPTED ANSWER by support_team: This is a known issue in firmware 3.2.1. Please roll back to 3.1.8
from the admin page (Settings > Firmware > Previous version) or wait for 3.2.2, due on 9 January.
"""

REQUIREMENTS = """# core
fastapi==0.115.2
uvicorn[standard]==0.32.0
# data
sqlalchemy>=2.0,<2.1
pydantic==2.9.2
# pinned because 2.32.4 breaks our proxy setup
requests==2.32.3
"""

GIT_LOG = """commit 9f2c1e7a
Author: Hana Sato <hana@example.dev>
Date:   Tue Oct 14 16:02:11 2025 +0200

    Raise upload limit to 25 MB

commit 41b8d03c
Author: Luis Ortega <luis@example.dev>
Date:   Mon Oct 13 09:47:30 2025 +0200

    Retry webhooks three times with exponential backoff

commit c07aa915
Author: Hana Sato <hana@example.dev>
Date:   Fri Oct 10 11:15:04 2025 +0200

    Drop support for Node 16
"""

HTTP = """HTTP/1.1 429 Too Many Requests
Content-Type: application/json
Retry-After: 120
X-RateLimit-Limit: 600
X-RateLimit-Remaining: 0

{"error": "rate_limited", "detail": "Slow down."}
"""

NUTRITION = """Nutrition Facts - Oat & Hazelnut Bar
Serving size 1 bar (40 g)
Calories 180
Total fat 8 g
  Saturated fat 1.5 g
Sodium 95 mg
Total carbohydrate 22 g
  Total sugars 9 g
Protein 5 g
"""

LEASE = """4. RENT AND DEPOSIT
4.1 The monthly rent is GBP 1,150, payable in advance on the first day of each month.
4.2 The tenant shall pay a deposit of five weeks' rent before moving in.
4.3 Rent shall be reviewed once a year; any increase shall not exceed 3 per cent.
5. PETS
5.1 No pets may be kept at the property without the landlord's written consent.
"""

FR_NOTICE = """Avis aux résidents
Les travaux de ravalement de la façade commenceront le lundi 12 janvier et dureront environ six semaines.
Pendant cette période, les balcons ne devront pas être utilisés.
Pour toute question, contactez le syndic au 04 72 10 33 58.
"""

IT_NOTICE = """Biblioteca comunale - avviso
Dal 1° febbraio la biblioteca sarà aperta anche il sabato, dalle 9 alle 13.
Il prestito è gratuito per tutti i residenti; i non residenti pagano 10 euro all'anno.
"""

ZH_NOTICE = "小区停水通知：因管道维修，本周四上午九点至下午五点全楼停水，请住户提前储水。如有疑问请联系物业，电话 8862 1107。"

GROUNDED = [
    Case("car-extra-km", _rag(CAR_HIRE, "How much do I pay for each kilometre over the daily allowance?"), _has("0.28")),
    Case("car-young", _rag(CAR_HIRE, "I'm 23 - is there an extra charge for me?"), _has("12")),
    Case("car-abroad", _rag(CAR_HIRE, "Can I take the car into Slovenia?"), _any("consent")),
    Case("plant-water", _rag(PLANT_CARD, "How often should I water it?"), _any("once a week", "top 2 cm")),
    Case("plant-cats", _rag(PLANT_CARD, "Is this plant safe if I have a cat?"), _any("non-toxic")),
    Case("rules-breakfast", _rag(HOUSE_RULES, "Until what time can I get breakfast?"), _has("10:30")),
    Case("rules-late-checkout", _rag(HOUSE_RULES, "How much is a late check-out?"), _has("15")),
    Case("rules-parking", _rag(HOUSE_RULES, "Is there parking at the hostel?"), _honest),
    Case("gym-pilates", _rag(GYM, "On which day is Pilates?"), _but_not(_word("Wed", "Wednesday"), "Mon 07", "Thu")),
    Case("gym-aisha", _rag(GYM, "Which classes does Aisha teach?"),
         _but_not(_both(_has("HIIT"), _has("Spin")), "Zumba", "Pilates", "Yoga")),
    Case("spec-weight", _rag(SPEC_SHEET, "How heavy is the Nimbus X2?"), _but_not(_has("189"), "4,700")),
    Case("spec-colours", _rag(SPEC_SHEET, "What colours does it come in?"), _both(_has("Graphite"), _has("Sand"))),
    Case("spec-wireless", _rag(SPEC_SHEET, "Does it support wireless charging?"), _honest),
    Case("news-concert", _rag(NEWSLETTER, "When is the winter concert?"), _has("17 December")),
    Case("news-early", _rag(NEWSLETTER, "What time does school finish on the last day of term?"), _has("1:30")),
    Case("news-music", _rag(NEWSLETTER, "Who is the new head of music?"), _has("Abara")),
    Case("error-e37", _rag(ERROR_TABLE, "My washer shows E37. What should I do?"),
         _but_not(_any("pump trap"), "inlet hose", "cool for")),
    Case("error-hot", _rag(ERROR_TABLE, "Which code means the machine is overheating?"), _but_not(_has("E40"), "E11", "E23")),
    Case("forum-fix", _rag(FORUM, "How do I fix the evening Wi-Fi drops?"), _any("3.1.8", "roll back")),
    Case("forum-next", _rag(FORUM, "When is the next firmware version coming out?"), _has("9 January")),
    Case("req-requests", _rag(REQUIREMENTS, "Which version of requests is pinned, and why?"),
         _both(_has("2.32.3"), _any("proxy"))),
    Case("req-pydantic", _rag(REQUIREMENTS, "What pydantic version do we use?"), _but_not(_has("2.9.2"), "0.115")),
    Case("git-webhooks", _rag(GIT_LOG, "Who added the webhook retries?"), _but_not(_has("Luis"), "Hana")),
    Case("git-upload", _rag(GIT_LOG, "What is the upload limit now?"), _has("25 MB")),
    Case("http-wait", _rag(HTTP, "How long should the client wait before retrying?"), _any("120")),
    Case("nutrition-sugar", _rag(NUTRITION, "How much sugar is in one bar?"), _but_not(_has("9 g"), "22 g", "180")),
    Case("nutrition-fibre", _rag(NUTRITION, "How much fibre does it have?"), _honest),
    Case("lease-deposit", _rag(LEASE, "How big is the deposit?"), _any("five weeks")),
    Case("lease-increase", _rag(LEASE, "By how much can the rent go up each year?"), _any("3 per cent", "3%")),
    Case("fr-balcons", _rag(FR_NOTICE, "Combien de temps vont durer les travaux ?"), _any("six semaines")),
    Case("fr-phone", _rag(FR_NOTICE, "Quel numéro dois-je appeler si j'ai une question ?"), _has("04 72 10 33 58")),
    Case("it-sabato", _rag(IT_NOTICE, "La biblioteca è aperta il sabato?"), _any("9 alle 13", "sì", "si,")),
    Case("zh-when", _rag(ZH_NOTICE, "什么时候停水？"), _any("周四", "星期四")),
    Case("zh-phone", _rag(ZH_NOTICE, "物业电话是多少？"), _has("8862 1107")),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def set_reminder(text: str, minutes_from_now: int) -> str:
    """Set a reminder that fires after the given number of minutes."""
    return "ok"


@tool
def exchange_rate(base: str, quote: str) -> float:
    """Current exchange rate between two currencies (ISO 4217 codes, e.g. GBP, JPY)."""
    return 1.0


@tool
def define_word(word: str, language: Literal["en", "fr", "de", "es"]) -> str:
    """Dictionary definition of a single word in the given language."""
    return "..."


@tool
def open_ticket(title: str, priority: Literal["low", "normal", "urgent"]) -> str:
    """Open a helpdesk ticket with a short title and a priority."""
    return "T-1"


@tool
def split_bill(total: float, people: int) -> float:
    """Split a bill evenly; returns each person's share."""
    return 0.0


@tool
def search_flights(origin: str, destination: str, depart_on: date) -> list:
    """Search direct flights between two cities on a date."""
    return []


@tool
def stock_level(sku: str) -> int:
    """Units in stock for a product SKU such as LMP-0042."""
    return 0


@tool
def translate_text(text: str, target_language: str) -> str:
    """Translate a short text into the target language."""
    return "..."


@tool
def city_weather(city: str) -> str:
    """Today's weather forecast for a city."""
    return "sunny"


@tool
def headlines(topic: str) -> list:
    """Latest news headlines about a topic."""
    return []


@tool
def convert_temperature(value: float, from_scale: Literal["C", "F", "K"], to_scale: Literal["C", "F", "K"]) -> float:
    """Convert a temperature between Celsius (C), Fahrenheit (F) and Kelvin (K)."""
    return 0.0


def _contains(*words: str):
    return lambda v: all(w.lower() in str(v).lower() for w in words)


TOOLS = [
    Case("tool-reminder-half-hour", _calls([set_reminder], "Remind me to take the bread out of the oven in half an hour."),
         _call("set_reminder", minutes_from_now=_eq(30), text=_contains("bread"))),
    Case("tool-rate-yen", _calls([exchange_rate], "How many yen do I get for one British pound right now?"),
         _call("exchange_rate", base=_one_of("GBP"), quote=_one_of("JPY"))),
    Case("tool-define-german", _calls([define_word], "What does the German word 'Fernweh' mean?"),
         _call("define_word", word=_one_of("Fernweh"), language=_eq("de"))),
    Case("tool-ticket-urgent", _calls([open_ticket], "The payroll server is down and nobody can get paid today. "
                                                    "Please open a ticket."),
         _call("open_ticket", priority=_eq("urgent"), title=_contains("payroll"))),
    Case("tool-split", _calls([split_bill], "Split 126.40 between the four of us, please."),
         _call("split_bill", total=_eq(126.4), people=_eq(4))),
    Case("tool-flights", _calls([search_flights], "Find me a direct flight from Oslo to Rome on 5 May 2027."),
         _call("search_flights", origin=_one_of("Oslo"), destination=_one_of("Rome"), depart_on=_eq("2027-05-05"))),
    Case("tool-stock-no-sku", _calls([stock_level], "Do you still have the blue desk lamp in stock?"), _no_call),
    Case("tool-translate", _calls([translate_text], "How do you say 'good luck' in Italian?"),
         _call("translate_text", text=_one_of("good luck"), target_language=_one_of("Italian", "it"))),
    Case("tool-temp", _calls([convert_temperature], "What is 451 degrees Fahrenheit in Celsius?"),
         _call("convert_temperature", value=_eq(451), from_scale=_eq("F"), to_scale=_eq("C"))),
    Case("agent-news", _agent([city_weather, headlines], "Any headlines about the rail strike?"),
         _call("headlines", topic=_contains("rail strike"))),
    Case("agent-weather", _agent([city_weather, headlines], "Do I need an umbrella in Galway today?"),
         _call("city_weather", city=_one_of("Galway"))),
]


# --- structured output ----------------------------------------------------------------------------

class Booking(BaseModel):
    guest: str = Field(description="guest's surname")
    nights: int
    breakfast: bool = Field(description="whether breakfast is included")


class Review(BaseModel):
    sentiment: Literal["positive", "negative", "mixed"]


class Address(BaseModel):
    street: str
    postcode: str
    city: str


class Meeting(BaseModel):
    day: date
    attendees: list[str]


class JobAd(BaseModel):
    title: str
    city: str
    salary_gbp: int | None = Field(default=None, description="yearly salary in pounds, if stated")


STRUCTURED = [
    Case("schema-booking", _structured(Booking, "Mr Okafor will stay with us for three nights, breakfast included."),
         _parsed(lambda p: "okafor" in p.guest.lower() and p.nights == 3 and p.breakfast is True)),
    Case("schema-review-mixed", _structured(Review, "The food was superb but the service was painfully slow."),
         _parsed(lambda p: p.sentiment == "mixed")),
    Case("schema-address-fr", _structured(Address, "Please send it to 14 rue des Lilas, 69003 Lyon."),
         _parsed(lambda p: p.postcode == "69003" and p.city.lower() == "lyon" and "lilas" in p.street.lower())),
    Case("schema-meeting", _structured(Meeting, "Let's meet on 2027-01-19 with Priya and Tomás."),
         _parsed(lambda p: p.day == date(2027, 1, 19) and sorted(p.attendees) == ["Priya", "Tomás"])),
    Case("schema-job-no-salary", _structured(JobAd, "We're hiring a night-shift baker for our Bristol shop."),
         _parsed(lambda p: "baker" in p.title.lower() and p.city.lower() == "bristol" and p.salary_gbp is None)),
]


# --- label prompts --------------------------------------------------------------------------------

LABELS = [
    Case("label-register", _ask("Classify the register of the text as formal or informal. Output only the label.\n"
                                "Text: yo whats up, u coming tonight?"), _only("informal")),
    Case("label-headline", _ask("Tag the headline with one topic from: sport, politics, science, cooking. "
                                "Reply with the tag alone.\nHeadline: Telescope spots water vapour on a distant planet"),
         _only("science")),
    Case("label-letters", _ask("What does the customer want? A) a refund  B) an exchange  C) a repair. "
                               "Reply with the letter only.\nMessage: The zip on my bag broke, can you fix it?"),
         _only("C", "C)")),
    Case("label-zh-review", _ask("请判断下面评论的情感，只回答“正面”或“负面”。\n评论：这家店的服务太差了，再也不来了。"),
         _only("负面")),
]


# --- JSON asked for in the prompt's words or by example -------------------------------------------

JSON_CASES = [
    Case("json-order", _ask('Return a JSON object like {"product": "...", "quantity": 0} for this order: '
                            '"two dozen eggs and nothing else"'),
         _json(lambda o: "egg" in str(o.get("product", "")).lower() and o.get("quantity") in (24, 2))),
    Case("json-tags", _ask('List the hashtags as JSON, e.g. {"tags": ["a", "b"]}.\n'
                           'Post: Weekend hike in the Dolomites with my dog #hiking #dogs #italy'),
         _json(lambda o: {t.lstrip("#").lower() for t in o.get("tags", [])} == {"hiking", "dogs", "italy"})),
]


# --- threads --------------------------------------------------------------------------------------

_BRIDGE = ("The Tamsin Bridge over the river Ewe was designed by the engineer Orla Quigley. "
           "Construction began in 1931 and she saw it finished in 1934.")


THREADS = [
    Case("thread-cats", _thread("I have two cats, Miso and Tofu.", "Lovely names!", "What are my cats called?"),
         _both(_has("Miso"), _has("Tofu"))),
    Case("thread-arrival", _thread("My flight lands at 14:20.", "Noted.",
                                   "I need 90 minutes to get to the hotel. What time will I get there?"),
         _any("15:50", "3:50")),
    Case("thread-budget-fix", _thread("My budget is 500 euros.", "OK, 500 euros.", "Sorry, I meant 800, not 500.",
                                      "Got it.", "What's my budget?"),
         _corrected("800", "500")),
    Case("thread-zh-city", _thread("我住在成都。", "好的，记住了。", "我住在哪个城市？"), _has("成都")),
    Case("thread-bridge-she", _notes_thread(_BRIDGE, "Who designed the Tamsin Bridge?", "Orla Quigley designed it.",
                                            "When did she finish it?"), _has("1934")),
]


# --- small talk, arithmetic, world knowledge, things nothing offline could know -------------------

DIRECT = [
    Case("chat-it-ciao", _ask("Ciao! Come stai?"), _none_of("don't know", "non lo so")),
    Case("chat-thanks", _ask("Thanks, that was really helpful!"), _none_of("don't know")),
    Case("math-pages", _ask("If I read 25 pages a day, how many days will a 340-page book take me?"),
         _word("14", "13.6")),
    Case("math-percent", _ask("What is 15% of 240?"), _word("36")),
    Case("world-canada", _ask("What is the capital of Canada?"), _has("Ottawa")),
    Case("world-lisbon-now", _ask("What's the weather like in Lisbon right now?"), _must_state),
    Case("world-my-parcel", _ask("Has my parcel from Zalando been delivered yet?"), _must_state),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *LABELS, *JSON_CASES, *THREADS, *DIRECT]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
