"""A fourth invented set for the simulator's calibration (issue 26), measured at FIRST SIGHT.

Written after ``calibration_cases``, ``second_set`` and ``third_set`` and before any simulator
change made for it, in topics and formats none of them uses: an issue-tracker export, an INI/TOML
config document, a lab protocol, a sports results table, a poem, a git log, a menu with prices,
an insurance policy, a bus timetable, Spanish and Japanese notes, a docstring/API reference;
a learner's typed tools with Literal (enum) arguments, optional arguments, lists of ids, booleans,
a nested Pydantic argument and date ranges, through ``bind_tools`` and ``create_agent`` with
several tools; ``with_structured_output`` on schemas with validators, Optional fields and date
ranges; label prompts with numbered or lettered options; JSON by example; threads with
corrections ("no, I meant ...") and a follow-up on a tool's result; small talk and world
knowledge.

Each case has an oracle: the right answer(s) with alternatives, or ``_must_state`` (nothing
offline could know it: only a stated limit is not wrong). Classes as in the earlier sets:
``right``, ``limit`` (a limit was stated, whatever the reply), ``wrong`` (silently wrong); a
``limit`` on a reply that was right anyway is a false alarm, counted apart.

FIRST SIGHT (branch fourth from main at 7578e30, before any change made for this set), 62 cases:
right 22, stated limit 20, silently wrong 20, false alarms 5. Three oracles were tightened after
the very first run and before any simulator change (it then read right 24 / limit 20 / wrong 18):
jira-assignee, jira-status and menu-vegan reject a whole table or menu pasted back
(``_but_not``), and tool-off-topic (a book recommendation) became ``_must_state``, since nothing
offline can know it. The silently wrong: git-pillow, policy-pets, es-prestamo, ja-cash,
api-raises ("I don't know" with the answer in the notes), menu-risotto (the line before the
asked one), api-resample and the two jira cases (the whole document), tool-flight-oneway and
tool-flight-return (a date read as a place, an optional date filled), tool-id-list (an empty
list), tool-nested-address (a postcode computed as a subtraction), tool-sku-in-question (the
question as the SKU), tool-fx-words (the currencies swapped), label-lettered (an answer, not the
letter), thread-correction-city and thread-correction-number (the corrected fact forgotten),
thread-rag-correction, direct-translate.

AFTER the mechanisms this set's failures called for (each checked on variants outside the set
in ``test_fourth_set``): right 34, stated limit 23, silently wrong 5, false alarms 4. Now right:
the two flight searches, the id list, the on/off switch, the SKU, the currency words, the two
corrections, the correction of a grounded question, the menu price (dot leaders) and the two
jira rows (a CSV export read row by row). Now a stated limit: the nested address (no call made
of the question's words), the translation, api-raises and es-prestamo (a line on the question's
own, specific subject). Still silently wrong: git-pillow, policy-pets and ja-cash ("I don't
know" with the answer in the notes: "upgrade" is "bump", a dog is a pet, a Japanese yes/no),
api-resample (the signature line, not the Args line) and label-lettered (a lettered option list
is not read as labels). The false alarms are tool-enum-missing and tool-date-range-words (no
call was right, and the reply also states why) and chat-es-hola, chat-ja-who (small talk in
Spanish and Japanese, which the simulator does not read).

LATER (branch limits5, each checked on variants in ``test_fourth_set``): right 35, stated limit
25, silently wrong 2, false alarms 4. label-lettered is right (a marked option list, "A) ...",
"1. ...", is read as the prompt's labels: the option sharing words or figures with a known fact,
the documents or the question, else one option with a stated limit); git-pillow and ja-cash are
a stated documents limit (the question's one rarest word names a line on its own; a Japanese
question's kana endings are not its content words). Still silently wrong: policy-pets (a dog is
a pet: world knowledge the simulator lacks, and no word of the question is rare) and
api-resample.

AFTER (branch silent6, issue 26 items 1-2, no oracle changed): right 37, stated limit 24, silently
wrong 1, false alarms 4. api-resample and api-raises are right: pasted Python source is read for
its docstrings, whose indented Args / Returns / Raises sections had been skipped as code. Still
silently wrong: policy-pets ("my dog" for the notes' "pets": world knowledge it lacks, and
nothing in the question's wording, no abbreviation, language or reference, gives it reason to
doubt its "I don't know.").

AFTER calib8 (branch calib8, no oracle changed): right 37, stated limit 25, silently wrong 0,
false alarms 4. policy-pets is a stated documents limit: the closest sentences cover half the
question ("policy", "cover", "damage", the last beyond the notes' title) and miss only everyday
words ("dog", "TV"), which notes may say another way ("pets", "televisions"); the simulator
matches words, not meanings, so "I don't know." would be a guess (``test_calib8_variants``).
Then small talk in other languages (cues in data/sim/smalltalk.yaml, the other words everyday
words of the message's own language): chat-es-hola and chat-ja-who right, no longer knowledge
limits on right replies: right 39, stated limit 23, silently wrong 0, false alarms 2, both left on
purpose: tool-enum-missing and tool-date-range-words make no call, which is right, and state why
(no priority value in the question; "the Easter weekend" is a date range it cannot compute).

``python -m tests.sim.fresh.fourth_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import sys
from typing import Literal

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field, field_validator

from tests.sim.fresh._oracles import (
    Case,
    _agent,
    _any,
    _ask,
    _but_not,
    _call,
    _calls,
    _eq,
    _has,
    _honest,
    _json,
    _must_state,
    _no_call,
    _none_of,
    _num_near,
    _one_of,
    _only,
    _parsed,
    _rag,
    _structured,
    _text,
    _thread,
    report,
    tally,
)

# --- grounded answers over notes in new formats -------------------------------------------------

JIRA_EXPORT = """Issue key,Summary,Issue Type,Status,Priority,Assignee,Fix Version
WEB-311,Checkout button hidden on small screens,Bug,In Review,Major,Keiko Tanaka,4.2
WEB-318,Add Apple Pay to the payment step,Story,To Do,Minor,Dario Costa,4.3
WEB-322,Session expires during long forms,Bug,Done,Critical,Keiko Tanaka,4.1
"""
TOML_CONFIG = """# gallery-server configuration
[server]
host = "0.0.0.0"
port = 8420
workers = 6

[uploads]
max_size_mb = 25
allowed = ["jpg", "png", "webp"]

[cache]
backend = "redis"
ttl_seconds = 900
"""
LAB_PROTOCOL = """Protocol 7B: Plasmid miniprep

1. Pellet 3 mL of overnight culture by centrifuging at 8,000 g for 3 minutes.
2. Resuspend the pellet in 250 µL of buffer P1 (keep P1 at 4 °C).
3. Add 250 µL of lysis buffer P2 and invert gently 5 times. Do not vortex.
4. Within 5 minutes add 350 µL of neutralisation buffer N3 and mix.
5. Centrifuge 10 minutes at 13,000 g and transfer the supernatant to a spin column.
6. Elute the DNA with 50 µL of warm elution buffer.
"""
RESULTS_TABLE = """### Valley League, round 12

| Home          | Score | Away          | Attendance |
|---------------|-------|---------------|------------|
| Riverside FC  | 2-1   | Ashford Town  | 4,310      |
| Kelso United  | 0-0   | Marlow Rovers | 2,875      |
| Bramley City  | 1-3   | Dunmore AFC   | 6,102      |
"""
POEM = """The Ferryman's Lantern

He lights the lantern at the turn of tide,
and rows the sleeping village to the shore;
the gulls are silver ash on either side,
the oars remember every night before.

No coin he asks, no name, no reason why;
he only counts the stars as payment due,
and when the last of them has left the sky
he folds the dark and rows back home to you.
"""
GIT_LOG = """commit 9f2c1e7a4b
Author: Ines Duarte <ines@lumen.dev>
Date:   Mon Mar 2 14:05:11 2026 +0100

    Fix off-by-one in pagination of search results

commit 51aa08d3c2
Author: Tobias Wren <tobias@lumen.dev>
Date:   Fri Feb 27 09:41:37 2026 +0100

    Add rate limiting to the public API (100 requests per minute)

commit 0c7d9e1f88
Author: Ines Duarte <ines@lumen.dev>
Date:   Wed Feb 25 17:20:02 2026 +0100

    Bump pillow from 10.2.0 to 10.3.0
"""
MENU = """TRATTORIA DEL PONTE -- dinner menu

Starters
  Burrata with roasted peppers ............ 11.50
  Minestrone (vegan) ........................ 8.00
Mains
  Tagliatelle al ragù ...................... 16.00
  Risotto ai funghi (vegetarian) ........... 15.50
  Grilled sea bass ......................... 22.00
Desserts
  Tiramisù .................................. 7.50

All prices in euros. Service not included.
"""
POLICY = """HOME CONTENTS POLICY -- SCHEDULE OF COVER

Policy number: HC-7741092
Sum insured (contents): £40,000
Excess: £250 per claim (£1,000 for subsidence)

Section 3 -- Accidental damage
We will pay for accidental damage to televisions, computers and audio equipment in the home.
We will not pay for damage caused by pets, wear and tear, or gradual deterioration.

Section 5 -- Personal possessions away from home
Cover is limited to £2,500 per claim and £750 for any single item.
"""
TIMETABLE = """Route 42 -- Weekdays (from Central Station)

Central Station   06:10  06:40  07:10  07:40  08:25
Museum Square     06:18  06:48  07:18  07:48  08:33
Hospital          06:27  06:57  07:27  07:57  08:42
Airport           06:45  07:15  07:45  08:15  09:00

No service on public holidays. Saturdays: see route 42S.
"""
ES_NOTES = """Horario de la biblioteca municipal

La biblioteca abre de lunes a viernes de 9:00 a 20:00 y los sábados de 10:00 a 14:00.
Los domingos permanece cerrada. El préstamo de libros dura 21 días y se puede renovar
dos veces por internet.
"""
JA_NOTES = """社員食堂のご案内

営業時間は11時30分から14時までです。
日替わり定食は650円で、毎週金曜日はカレーの日です。
支払いは社員証またはQRコード決済のみで、現金は使えません。
"""
API_REF = '''def resize(image, width, height=None, *, keep_aspect=True, resample="bilinear"):
    """Resize an image.

    Args:
        image: the source Image.
        width: target width in pixels.
        height: target height in pixels. If None, it is computed from the aspect ratio.
        keep_aspect: when True (the default), the image is padded instead of stretched.
        resample: one of "nearest", "bilinear" or "lanczos".

    Returns:
        A new Image; the source is not modified.

    Raises:
        ValueError: if width is zero or negative.
    """
'''

GROUNDED = [
    Case("jira-assignee", _rag(JIRA_EXPORT, "Who is assigned to WEB-318?"), _but_not(_has("Dario"), "Keiko")),
    Case("jira-status", _rag(JIRA_EXPORT, "What's the status of the issue about sessions expiring?"),
         _but_not(_has("Done"), "In Review", "To Do")),
    Case("toml-port", _rag(TOML_CONFIG, "Which port does the gallery server listen on?"), _has("8420")),
    Case("toml-upload-size", _rag(TOML_CONFIG, "What is the largest upload allowed?"), _any("25 mb", "25mb", "max_size_mb = 25", "25")),
    Case("lab-p2-inversions", _rag(LAB_PROTOCOL, "How many times should I invert the tube after adding P2?"), _any("5 times", "five")),
    Case("lab-vortex", _rag(LAB_PROTOCOL, "Can I vortex after adding the lysis buffer?"), _any("do not vortex", "don't vortex", "not vortex")),
    Case("results-bramley", _rag(RESULTS_TABLE, "What was the score of the Bramley City game?"), _has("1-3")),
    Case("results-attendance", _rag(RESULTS_TABLE, "How many people watched Kelso United against Marlow Rovers?"), _any("2,875", "2875")),
    Case("poem-payment", _rag(POEM, "What does the ferryman take as payment?"), _has("stars")),
    Case("git-rate-limit", _rag(GIT_LOG, "Who added rate limiting to the API?"), _has("Tobias")),
    Case("git-pillow", _rag(GIT_LOG, "Which pillow version did we upgrade to?"), _has("10.3.0")),
    Case("menu-risotto", _rag(MENU, "How much is the risotto?"), _has("15.50")),
    Case("menu-vegan", _rag(MENU, "Is there a vegan dish on the menu?"), _but_not(_any("minestrone"), "sea bass")),
    Case("policy-excess", _rag(POLICY, "What is the excess per claim?"), _has("250")),
    Case("policy-pets", _rag(POLICY, "Does the policy cover damage my dog did to the TV?"), _any("will not pay", "not covered", "isn't covered", "caused by pets")),
    Case("bus-hospital", _rag(TIMETABLE, "When does the 07:10 bus from Central Station reach the Hospital?"), _has("07:27")),
    Case("es-sabado", _rag(ES_NOTES, "¿A qué hora abre la biblioteca los sábados?"), _any("10:00", "10 h", "las 10")),
    Case("es-prestamo", _rag(ES_NOTES, "¿Cuántos días dura el préstamo de libros?"), _any("21")),
    Case("ja-price", _rag(JA_NOTES, "日替わり定食はいくらですか？"), _any("650")),
    Case("ja-cash", _rag(JA_NOTES, "現金で払えますか？"), _any("使えません", "いいえ", "できません", "不可")),
    Case("api-resample", _rag(API_REF, "Which resample methods does resize accept?"), _has("nearest", "lanczos")),
    Case("api-raises", _rag(API_REF, "When does resize raise a ValueError?"), _any("zero or negative", "width is zero")),
    # the notes do not hold these
    Case("toml-absent", _rag(TOML_CONFIG, "Which database user does the gallery server connect as?"), _honest),
    Case("menu-absent", _rag(MENU, "Do you take reservations for groups?"), _honest),
    Case("bus-absent", _rag(TIMETABLE, "How much is a single ticket on route 42?"), _honest),
]


# --- a learner's own typed tools --------------------------------------------------------------------


@tool
def set_ticket_priority(ticket_id: str, priority: Literal["low", "medium", "high", "urgent"]) -> str:
    """Set the priority of a support ticket."""
    return "ok"


@tool
def search_flights(origin: str, destination: str, depart_date: str, return_date: str | None = None) -> str:
    """Search flights between two IATA airport codes (e.g. LIS, OSL); dates as YYYY-MM-DD.
    Leave return_date empty for a one-way trip."""
    return "[]"


@tool
def archive_documents(doc_ids: list[str]) -> str:
    """Archive several documents at once, given their ids (like DOC-1042)."""
    return "archived"


@tool
def toggle_dark_mode(enabled: bool) -> str:
    """Turn the app's dark mode on or off."""
    return "ok"


class Address(BaseModel):
    street: str
    city: str
    postcode: str


@tool
def update_shipping_address(order_id: str, address: Address) -> str:
    """Change the shipping address of an order."""
    return "updated"


@tool
def occupancy_report(start_date: str, end_date: str) -> str:
    """Hotel occupancy between two dates (inclusive), dates as YYYY-MM-DD."""
    return "81%"


@tool
def product_price(sku: str) -> float:
    """Return the current price of a product given its SKU code."""
    return 0.0


@tool
def fx_convert(amount: float, from_currency: str, to_currency: str) -> float:
    """Convert money from one currency to another. Currencies are three-letter ISO codes."""
    return 0.0


@tool
def weather_forecast(city: str) -> str:
    """Get tomorrow's weather forecast for a city."""
    return "sunny"


TOOLS = [
    Case("tool-enum-priority", _calls([set_ticket_priority], "Bump HELP-2209 to urgent, the client's site is down."),
         _call("set_ticket_priority", ticket_id=_eq("HELP-2209"), priority=_eq("urgent"))),
    Case("tool-enum-missing", _calls([set_ticket_priority], "Change the priority of HELP-2209 please."),
         _no_call),
    Case("tool-flight-oneway", _calls([search_flights], "Find me a one-way flight from LIS to OSL on 2026-05-14."),
         lambda o: _call("search_flights", origin=_eq("LIS"), destination=_eq("OSL"), depart_date=_eq("2026-05-14"))(o)
         and o.tool_calls[0]["args"].get("return_date") in (None, "")),
    Case("tool-flight-return", _calls([search_flights], "Flights LIS to OSL, leaving 2026-05-14 and coming back 2026-05-21."),
         _call("search_flights", origin=_eq("LIS"), destination=_eq("OSL"), depart_date=_eq("2026-05-14"),
               return_date=_eq("2026-05-21"))),
    Case("tool-id-list", _calls([archive_documents], "Archive DOC-1042, DOC-1043 and DOC-1107."),
         _call("archive_documents", doc_ids=lambda v: isinstance(v, list) and sorted(v) == ["DOC-1042", "DOC-1043", "DOC-1107"])),
    Case("tool-bool-off", _calls([toggle_dark_mode], "Please switch dark mode off, it's hard to read outside."),
         _call("toggle_dark_mode", enabled=lambda v: v is False)),
    Case("tool-nested-address", _calls([update_shipping_address],
                                       "Ship order 55-9031 to 14 Rua das Flores, Porto, 4050-262 instead."),
         _call("update_shipping_address", order_id=_eq("55-9031"),
               address=lambda a: isinstance(a, dict) and "Flores" in str(a.get("street", ""))
               and str(a.get("city", "")).strip() == "Porto" and str(a.get("postcode", "")).strip() == "4050-262")),
    Case("tool-date-range", _calls([occupancy_report], "What was occupancy from 2026-01-05 to 2026-01-11?"),
         _call("occupancy_report", start_date=_eq("2026-01-05"), end_date=_eq("2026-01-11"))),
    Case("tool-date-range-words", _calls([occupancy_report], "How full were we over the Easter weekend?"), _no_call),
    Case("tool-sku-in-question", _calls([product_price], "What's the price of SKU TB-88213 right now?"),
         _call("product_price", sku=_eq("TB-88213"))),
    Case("tool-fx-words", _calls([fx_convert], "How many yen is 80 euros?"),
         _call("fx_convert", amount=_num_near(80), from_currency=_eq("EUR"), to_currency=_eq("JPY"))),
    Case("tool-off-topic", _calls([fx_convert, product_price], "Can you recommend a good book about sailing?"), _must_state),
    Case("agent-several-tools", _agent([weather_forecast, fx_convert, set_ticket_priority],
                                       "Will it rain in Bergen tomorrow?"),
         _call("weather_forecast", city=_one_of("Bergen"))),
    Case("agent-several-tools-fx", _agent([weather_forecast, fx_convert, set_ticket_priority],
                                          "Convert 120 USD to GBP for me."),
         _call("fx_convert", amount=_num_near(120), from_currency=_eq("USD"), to_currency=_eq("GBP"))),
]


# --- a learner's own structured-output schemas ----------------------------------------------------


class Reading(BaseModel):
    sensor_id: str = Field(description="the sensor's id")
    celsius: float

    @field_validator("celsius")
    @classmethod
    def plausible(cls, v: float) -> float:
        if not -60 <= v <= 80:
            raise ValueError("implausible temperature")
        return v


class Stay(BaseModel):
    guest: str
    check_in: str = Field(description="YYYY-MM-DD")
    check_out: str = Field(description="YYYY-MM-DD")
    breakfast: bool = False


class Complaint(BaseModel):
    product: str
    order_number: str | None = Field(default=None, description="the order number, if the customer gives one")
    wants_refund: bool


class Recipe(BaseModel):
    title: str
    servings: int
    ingredients: list[str]


STRUCTURED = [
    Case("schema-validator", _structured(Reading, "Sensor TMP-07 reported 21.4 degrees Celsius at noon."),
         _parsed(lambda p: p.sensor_id == "TMP-07" and abs(p.celsius - 21.4) < 1e-6)),
    Case("schema-date-range", _structured(Stay, "Booking for Amara Okafor, arriving 2026-07-03 and leaving 2026-07-06, with breakfast."),
         _parsed(lambda p: "Amara Okafor" in p.guest and p.check_in == "2026-07-03" and p.check_out == "2026-07-06"
                 and p.breakfast is True)),
    Case("schema-optional-absent", _structured(Complaint, "The blender I bought arrived with a cracked jug. I want my money back."),
         _parsed(lambda p: "blender" in p.product.lower() and p.order_number is None and p.wants_refund is True)),
    Case("schema-list-ingredients", _structured(Recipe, "Pancakes for 4: 200 g flour, 2 eggs, 300 ml milk, a pinch of salt."),
         _parsed(lambda p: p.servings == 4 and "pancake" in p.title.lower() and len(p.ingredients) == 4
                 and any("flour" in i for i in p.ingredients) and any("salt" in i for i in p.ingredients))),
]


# --- label prompts with numbered or lettered options -------------------------------------------

LABELS = [
    Case("label-numbered", _ask("Which category fits this expense? Reply with the category name.\n"
                                "1. Travel\n2. Meals\n3. Office supplies\n4. Software\n"
                                "Expense: Annual licence for the diagramming app."),
         _only("Software", "4", "4. Software")),
    Case("label-lettered", _ask("Choose the best answer and reply with its letter only.\n"
                                "What is the boiling point of water at sea level?\n"
                                "A) 90 °C\nB) 100 °C\nC) 120 °C"),
         _only("B", "B)")),
    Case("label-urgency-scale", _ask("Rate the urgency of this message as one of: P1, P2, P3 (P1 = most urgent).\n"
                                     "Message: Production database is down, no customer can log in."),
         _only("P1")),
]


# --- JSON by example ---------------------------------------------------------------------------------

JSON_CASES = [
    Case("json-example-event", _ask('Return JSON exactly like {"event": "...", "date": "YYYY-MM-DD", "city": "..."}.\n'
                                    "Text: The Nordic Data Summit takes place in Tampere on 2026-09-17."),
         _json(lambda o: "Nordic Data Summit" in str(o.get("event")) and o.get("date") == "2026-09-17"
               and o.get("city") == "Tampere")),
    Case("json-example-list", _ask('Answer as JSON in this shape: {"tags": ["tag1", "tag2"]}. Tags for: '
                                   "a beginner's guide to sourdough baking at home."),
         _json(lambda o: isinstance(o.get("tags"), list) and any("sourdough" in str(t).lower() for t in o["tags"]))),
    Case("json-example-bool", _ask('Reply with JSON such as {"spam": true}. Is this message spam?\n'
                                   "Message: CONGRATULATIONS!!! You won a free cruise, click here to claim now."),
         _json(lambda o: o.get("spam") is True)),
]


# --- threads: corrections, a follow-up on a tool's result ------------------------------------------


def _tool_follow_up(llm):
    """The agent called a tool; its result is in the thread; the user asks about it."""
    msgs = [
        HumanMessage("What's the weather tomorrow in Tromsø?"),
        AIMessage("", tool_calls=[{"name": "weather_forecast", "args": {"city": "Tromsø"}, "id": "c1"}]),
        ToolMessage("Tromsø tomorrow: snow showers, -4 °C, wind 35 km/h from the north.", tool_call_id="c1"),
        AIMessage("Tomorrow in Tromsø: snow showers, -4 °C, with a northerly wind of 35 km/h."),
        HumanMessage("How strong will the wind be?"),
    ]
    return llm.bind_tools([weather_forecast]).invoke(msgs)


def _tool_result_answer(llm):
    msgs = [
        HumanMessage("How much is SKU TB-88213?"),
        AIMessage("", tool_calls=[{"name": "product_price", "args": {"sku": "TB-88213"}, "id": "p1"}]),
        ToolMessage("34.90", tool_call_id="p1"),
    ]
    return llm.bind_tools([product_price]).invoke(msgs)


THREADS = [
    Case("thread-correction-city", _thread("I live in Ghent.", "Nice, Ghent is lovely.", "Sorry, no, I meant Bruges, not Ghent.",
                                           "Got it, Bruges.", "Where do I live?"), _has("Bruges")),
    Case("thread-correction-number", _thread("My order number is 7731.", "Thanks, noted.", "No wait, I meant 7713.",
                                             "Okay.", "What's my order number?"),
         lambda o: "7713" in _text(o) and "7731" not in _text(o)),
    Case("thread-tool-follow-up", _tool_follow_up, lambda o: not o.tool_calls and "35" in _text(o)),
    Case("thread-tool-result", _tool_result_answer, lambda o: not o.tool_calls and "34.90" in _text(o)),
    Case("thread-ja-name", _thread("私の名前は佐藤です。", "佐藤さん、こんにちは！", "私の名前は何ですか？"), _has("佐藤")),
    Case("thread-rag-correction", lambda llm: llm.invoke([
        SystemMessage("Answer from the context.\n\nContext:\n" + MENU), HumanMessage("How much is the tiramisu?"),
        AIMessage("The tiramisù is 7.50."), HumanMessage("No, I meant the sea bass.")]), _has("22.00")),
]


# --- small talk, the assistant itself, world knowledge ---------------------------------------------

DIRECT = [
    Case("chat-thanks", _ask("Thanks a lot, that was really helpful!"), _none_of("don't know", "can't")),
    Case("chat-es-hola", _ask("¡Hola! ¿Qué tal?"), _none_of("don't know")),
    Case("chat-ja-who", _ask("あなたは誰ですか？"), _none_of("don't know", "分かりません")),
    Case("world-capital", _ask("What is the capital of Canada?"), _has("Ottawa")),
    Case("world-obscure-fact", _ask("How many goals did the Faroe Islands score in the 1994 qualifiers?"), _must_state),
    Case("direct-haiku", _ask("Write a haiku about a bus that is always late."), _must_state),
    Case("direct-translate", _ask("Translate 'the library is closed on Sundays' into Japanese."), _must_state),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *LABELS, *JSON_CASES, *THREADS, *DIRECT]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
