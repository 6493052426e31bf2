"""A second invented set for the simulator's calibration (issue 26): right, or it says it cannot.

Written after the first set (``calibration_cases``) and in formats, topics and wordings neither
the course's data nor that set uses: notes as commented YAML, a CSV table, an email thread with
quoted replies, org-mode and reStructuredText, a Q&A transcript, release notes with version
headers, a recipe, a hard-wrapped legal clause, Chinese notes; a learner's own typed tools
(ISO and relative dates, ticket ids, counts, temperatures and lengths, money in words and
signs) through ``bind_tools`` and ``create_agent``; label prompts with new labels; JSON asked
for by example or in words; nested Pydantic schemas with Optional, Literal and lists;
follow-ups with pronouns and "the second one"; facts the user stated earlier; small talk and
questions about the assistant in English and Chinese; questions the notes do not answer;
world-knowledge questions.

Each case has an oracle: the right answer(s), or, where nothing offline could know it, that a
limit must be stated (``_must_state``: any reply without a stated limit is then wrong, since
an invented fact would be silently wrong). Classes as in the first set: ``right`` (the check
passes, no limit stated), ``limit`` (a limit was stated, whatever the reply), ``wrong``
(silently wrong). A ``limit`` on a case whose reply was right anyway is a false alarm, counted
apart.

AFTER calib8 (branch calib8, no oracle changed; ``test_calib8_variants``): right 46, stated limit
25, silently wrong 0, false alarms 0 (was 45 / 26 / 0 / 1). label-urgency is right with no limit:
a label prompt whose options are an urgency scale (P1 / P2 / P3 ranked by number) is answered by
the message's urgency cues ("failing for every customer"), not a guessed first option.

``python -m tests.sim.fresh.second_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import sys
from typing import Literal

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _agent,
    _any,
    _ask,
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
    _parsed,
    _rag,
    _structured,
    _text,
    _thread,
    report,
    tally,
)

# --- grounded answers over notes in new formats -------------------------------------------------

YAML_NOTES = """# deploy.yaml -- settings for the nightly backup job
backup:
  schedule: "02:30"        # local time, Europe/Lisbon
  retention_days: 45       # older snapshots are pruned
  target: s3://acme-vault/nightly
  compress: zstd           # switched from gzip in March
notify:
  on_failure: ops-pager@acme.test
"""
CSV_NOTES = """station,line,opened,platforms
Harbour Gate,Green,1998,4
Mill Street,Green,2004,2
Quarry Park,Orange,2011,3
Old Exchange,Orange,1987,6
"""
EMAIL_THREAD = """From: Lena Fischer <lena@bakery.test>
Subject: Re: Re: oven repair

Great, Thursday works. I'll leave the side door open from 7 am.

> From: Omar Said <omar@fixit.test>
> I can come on Thursday morning. The replacement thermostat costs 85 euros plus labour.
>
>> From: Lena Fischer
>> Our main oven stopped heating on Sunday. Can someone look at it this week?
"""
ORG_NOTES = """* Garden plan 2026
** Raised bed A
   - tomatoes (San Marzano), planted late April
   - basil between the rows
** Raised bed B
   - garlic, planted in October, harvest in July
** TODO buy drip irrigation kit before May
"""
RST_NOTES = """Quickstart
==========

Install the plugin with ``npm install lumen-charts``.

Configuration
-------------

The default theme is ``slate``. Set ``animate: false`` to turn off transitions.
The plugin supports Node 18 and later.
"""
TRANSCRIPT = """Interviewer: How long have you run the ferry service?
Captain Ruiz: Since 2012. We started with one boat, the Gaviota.
Interviewer: And today?
Captain Ruiz: Three boats. The crossing to Isla Verde takes forty minutes.
Interviewer: Do you sail in winter?
Captain Ruiz: Only on weekends, from November to February.
"""
RELEASE_NOTES = """Release notes

v3.2.0 -- 2026-01-15
  * New: dark mode for the mobile app.
  * Changed: exports now default to XLSX instead of CSV.

v3.1.4 -- 2025-11-30
  * Fixed: login loop on Safari 17.
  * Removed: the legacy REST v1 endpoints.
"""
RECIPE = """Shakshuka for two

Ingredients: 4 eggs, 1 tin of chopped tomatoes, 1 red pepper, 2 cloves garlic,
1 tsp cumin, 1 tsp smoked paprika.

Method: Soften the pepper and garlic in olive oil for 5 minutes. Add the spices
and tomatoes and simmer for 10 minutes. Make four wells, crack in the eggs,
cover and cook for 6 to 8 minutes until the whites are set.
"""
LEGAL = """7.2 Termination. Either party may terminate this Agreement
for convenience by giving the other party not less than
sixty (60) days' prior written notice. Upon termination, the
Customer shall pay all fees accrued up to the effective date
of termination, and the Provider shall return or destroy all
Customer Data within thirty (30) days.
"""
ZH_LIBRARY = "市图书馆开放时间：周二至周日上午九点到晚上八点，周一闭馆。每张借书证最多可借十本书，借期为三十天。"
ZH_CANTEEN = "员工食堂说明：午餐供应时间为十一点半到一点半。每份套餐十八元，可以用工卡或微信支付。"
ZH_SHUTTLE = "班车通知：从下周起，园区班车发车间隔由二十分钟改为十五分钟，末班车时间为晚上九点半。"

GROUNDED = [
    Case("yaml-retention", _rag(YAML_NOTES, "How many days are backups kept?"), _has("45")),
    Case("yaml-compression", _rag(YAML_NOTES, "Which compression does the backup job use?"), _has("zstd")),
    Case("yaml-time", _rag(YAML_NOTES, "At what time does the nightly backup run?"), _has("02:30")),
    Case("csv-opened", _rag(CSV_NOTES, "When did Quarry Park station open?"), _has("2011")),
    Case("csv-platforms", _rag(CSV_NOTES, "How many platforms does Old Exchange have?"), _has("6")),
    Case("email-day", _rag(EMAIL_THREAD, "On which day will the oven be repaired?"), _has("Thursday")),
    Case("email-cost", _rag(EMAIL_THREAD, "How much does the replacement thermostat cost?"), _any("85")),
    Case("org-garlic", _rag(ORG_NOTES, "When is the garlic harvested?"), _has("July")),
    Case("rst-theme", _rag(RST_NOTES, "What is the default theme of the plugin?"), _has("slate")),
    Case("rst-node", _rag(RST_NOTES, "Which Node versions are supported?"), _has("18")),
    Case("transcript-since", _rag(TRANSCRIPT, "Since when has Captain Ruiz run the ferry?"), _has("2012")),
    Case("transcript-crossing", _rag(TRANSCRIPT, "How long is the crossing to Isla Verde?"), _any("forty minutes", "40 minutes")),
    Case("release-dark-mode", _rag(RELEASE_NOTES, "Which version added dark mode?"), _has("3.2.0")),
    Case("release-removed", _rag(RELEASE_NOTES, "What was removed in v3.1.4?"), _any("REST v1", "legacy REST")),
    Case("recipe-eggs", _rag(RECIPE, "How many eggs do I need for the shakshuka?"), _any("4 eggs", "four", "4")),
    Case("recipe-simmer", _rag(RECIPE, "How long should the tomatoes simmer?"), _has("10 minutes")),
    Case("legal-notice", _rag(LEGAL, "How much notice is needed to terminate for convenience?"), _any("sixty", "60")),
    Case("legal-data", _rag(LEGAL, "Within how many days must the Provider return the Customer Data?"), _any("thirty", "30")),
    Case("zh-library-monday", _rag(ZH_LIBRARY, "图书馆周一开门吗？"), _any("闭馆", "不开", "周一闭")),
    Case("zh-library-books", _rag(ZH_LIBRARY, "一张借书证最多能借几本书？"), _any("十本", "10")),
    Case("zh-canteen-price", _rag(ZH_CANTEEN, "食堂套餐多少钱一份？"), _any("十八元", "18")),
    # the notes do not hold these
    Case("yaml-absent", _rag(YAML_NOTES, "Who wrote the backup script?"), _honest),
    Case("recipe-absent", _rag(RECIPE, "How many calories does one serving have?"), _honest),
    Case("csv-absent", _rag(CSV_NOTES, "How many passengers use Mill Street every day?"), _honest),
    Case("zh-shuttle-absent", _rag(ZH_SHUTTLE, "班车的票价是多少？"), _honest),
]


# --- a learner's own typed tools ------------------------------------------------------------------


@tool
def reschedule_visit(visit_date: str, reason: str) -> str:
    """Move the technician's visit to another date (YYYY-MM-DD)."""
    return "moved"


@tool
def escalate_ticket(ticket_id: str, level: int) -> str:
    """Escalate a support ticket (ids look like ABC-1234) to support level 1, 2 or 3."""
    return "escalated"


@tool
def set_thermostat(celsius: float) -> str:
    """Set the living-room thermostat to a target temperature in degrees Celsius."""
    return "set"


@tool
def order_fabric(length_m: float, pattern: str) -> str:
    """Order a length of fabric, in metres, in a named pattern."""
    return "ordered"


@tool
def send_money(amount: float, currency: str, recipient: str) -> str:
    """Send money to a contact. Currency as an ISO 4217 code."""
    return "sent"


@tool
def reserve_seats(count: int, show: str) -> str:
    """Reserve a number of seats for a theatre show."""
    return "reserved"


@tool
def fahrenheit_to_celsius(fahrenheit: float) -> float:
    """Convert a temperature from degrees Fahrenheit to degrees Celsius."""
    return 0.0


@tool
def cancel_subscription(account_number: str) -> str:
    """Cancel the subscription on a customer account, given its account number."""
    return "cancelled"


@tool
def 查询天气(城市: str) -> str:
    """查询某个城市今天的天气。"""
    return "晴"


TOOLS = [
    Case("tool-iso-date", _calls([reschedule_visit], "Please move my technician visit to 2026-03-17, I'll be travelling."),
         _call("reschedule_visit", visit_date=_eq("2026-03-17"))),
    # "next Tuesday" needs today's date: the simulator has none, so a stated limit or no call
    Case("tool-relative-date", _calls([reschedule_visit], "Can you push the technician visit to next Tuesday?"),
         lambda o: _no_call(o)),
    Case("tool-ticket-level", _calls([escalate_ticket], "Escalate ABC-1234 to level 2, the customer is furious."),
         _call("escalate_ticket", ticket_id=_eq("ABC-1234"), level=_eq(2))),
    Case("tool-ticket-missing", _calls([escalate_ticket], "Please escalate my ticket, nobody answers."),
         lambda o: _no_call(o)),
    Case("tool-thermostat", _calls([set_thermostat], "Make it 21.5 °C in the living room please."),
         _call("set_thermostat", celsius=_num_near(21.5))),
    Case("tool-fahrenheit", _calls([fahrenheit_to_celsius], "It says 98.6 F on the thermometer. What's that in Celsius?"),
         _call("fahrenheit_to_celsius", fahrenheit=_num_near(98.6))),
    Case("tool-fabric", _calls([order_fabric], "I need 3.5 metres of the paisley fabric."),
         _call("order_fabric", length_m=_num_near(3.5), pattern=_one_of("paisley"))),
    Case("tool-money-words", _calls([send_money], "Send forty dollars to Priya for the concert tickets."),
         _call("send_money", amount=_num_near(40), currency=_eq("USD"), recipient=_one_of("Priya"))),
    Case("tool-money-sign", _calls([send_money], "Transfer €1,250 to Jonas, it's the rent."),
         _call("send_money", amount=_num_near(1250), currency=_eq("EUR"), recipient=_one_of("Jonas"))),
    Case("tool-seats-words", _calls([reserve_seats], "Reserve four seats for Hamlet on Saturday."),
         _call("reserve_seats", count=_eq(4), show=_one_of("Hamlet"))),
    Case("tool-account-absent", _calls([cancel_subscription], "I want to cancel my subscription, it's too expensive."),
         lambda o: _no_call(o)),
    Case("tool-account-given", _calls([cancel_subscription], "Cancel the subscription on account 88-41207 please."),
         _call("cancel_subscription", account_number=_eq("88-41207"))),
    Case("tool-zh-weather", _calls([查询天气], "成都今天天气怎么样？"), _call("查询天气", 城市=_one_of("成都", "成都市"))),
    Case("tool-unrelated", _calls([set_thermostat, escalate_ticket], "Who painted the Mona Lisa?"),
         lambda o: _no_call(o) and _has("Leonardo")(o) if _text(o) else False),
    Case("agent-escalate", _agent([escalate_ticket, set_thermostat], "Ticket QRS-0042 needs level 3 support now."),
         _call("escalate_ticket", ticket_id=_eq("QRS-0042"), level=_eq(3))),
    Case("agent-thermostat", _agent([escalate_ticket, set_thermostat], "Set the heating to 19 degrees."),
         _call("set_thermostat", celsius=_num_near(19))),
]


# --- a learner's own structured-output schemas ----------------------------------------------------


class Address(BaseModel):
    city: str
    postcode: str | None = Field(default=None, description="postal code, if given")


class Supplier(BaseModel):
    company: str = Field(description="the supplier's company name")
    address: Address
    rating: Literal["A", "B", "C"] | None = Field(default=None, description="supplier rating if stated")


class Booking(BaseModel):
    guests: int = Field(description="number of guests")
    nights: int = Field(description="number of nights")
    breakfast: bool = Field(description="whether breakfast is included")


class Ingredients(BaseModel):
    items: list[str] = Field(description="the ingredients named in the text")


class Bug(BaseModel):
    component: Literal["ui", "api", "database", "auth"] = Field(description="the part of the system affected")
    severity: Literal["minor", "major", "critical"]
    ticket: str | None = Field(default=None, description="the ticket id if mentioned, like ABC-1234")


class Meeting(BaseModel):
    topic: str
    attendees: list[str] = Field(description="names of the people attending")


class Mood(BaseModel):
    mood: Literal["calm", "anxious", "excited"] = Field(description="the writer's mood")


STRUCTURED = [
    Case("schema-nested-supplier", _structured(Supplier, "Our new supplier is Brightwell Metals, 14 Dock Road, Bristol BS1 4QA."),
         _parsed(lambda p: "Brightwell" in p.company and p.address.city == "Bristol"
                 and (p.address.postcode or "").replace(" ", "") == "BS14QA" and p.rating is None)),
    Case("schema-booking-words", _structured(Booking, "Two guests, three nights, breakfast included, arriving Friday."),
         _parsed(lambda p: p.guests == 2 and p.nights == 3 and p.breakfast is True)),
    Case("schema-ingredients-list", _structured(Ingredients, "Whisk the flour, sugar and butter, then fold in two eggs."),
         _parsed(lambda p: {i.lower().strip() for i in p.items} >= {"flour", "sugar", "butter"}
                 and all(len(i.split()) <= 3 for i in p.items))),
    Case("schema-bug", _structured(Bug, "Since this morning nobody can log in; the token check rejects every password. See AUT-7731.",
                                   "File this bug report."),
         _parsed(lambda p: p.component == "auth" and p.severity in ("critical", "major") and p.ticket == "AUT-7731")),
    Case("schema-meeting-attendees", _structured(Meeting, "Budget review with Aiko, Bruno and Chiara on Wednesday."),
         _parsed(lambda p: {a.strip() for a in p.attendees} == {"Aiko", "Bruno", "Chiara"} and "budget" in p.topic.lower())),
    Case("schema-mood", _structured(Mood, "I can't sleep, the exam is tomorrow and I keep thinking I'll fail.",
                                    "How does the writer feel?"),
         _parsed(lambda p: p.mood == "anxious")),
]


# --- label prompts with labels the course never uses -----------------------------------------------

LABELS = [
    Case("label-plant", _ask("Classify the houseplant problem as WATERING, LIGHT or PESTS. One word.\n"
                             "Problem: Tiny white bugs are crawling on the leaves and there is sticky residue."),
         lambda o: _text(o).strip().strip(".").upper() == "PESTS"),
    Case("label-lang", _ask("Which language is this sentence in? Choose from: Spanish, Italian, Portuguese. "
                            "Give only the language.\nSentence: Obrigado pela ajuda, até amanhã!"),
         lambda o: _text(o).strip().strip(".").lower() == "portuguese"),
    Case("label-urgency", _ask("Rate the urgency of the message as P1, P2 or P3 (P1 = drop everything). Reply with the code.\n"
                               "Message: The whole checkout is failing for every customer since 10 minutes."),
         lambda o: _text(o).strip().strip(".").upper() == "P1"),
    Case("label-zh-topic", _ask("把下面的问题分到一个类别：账户、物流、售后。只回答类别名称。\n问题：我的包裹三天了还没发货。"),
         lambda o: _text(o).strip().strip("。") == "物流"),
]


# --- JSON asked for by example or in words -----------------------------------------------------------

JSON_CASES = [
    Case("json-words", _ask("Return a JSON object with the keys name and age for this person.\n"
                            "Text: Maria Gonzalez turned 34 last week."),
         _json(lambda o: o.get("name") == "Maria Gonzalez" and o.get("age") == 34)),
    Case("json-example-temp", _ask('Extract the reading as JSON like {"value": 0, "unit": "C"}.\n'
                                   "Text: The sensor in room 4 reported 23 C at noon."),
         _json(lambda o: o.get("value") == 23 and str(o.get("unit")).upper() == "C")),
    Case("json-bool-words", _ask("Does the review mention delivery? Answer in JSON with a single boolean field mentions_delivery.\n"
                                 "Review: The parcel came two days late but the shoes fit perfectly."),
         _json(lambda o: o.get("mentions_delivery") is True)),
]


# --- follow-ups, pronouns, facts stated earlier ------------------------------------------------------

FERRY_SYSTEM = "Answer from the context.\n\nContext:\n" + TRANSCRIPT
THREADS = [
    Case("thread-order-number", _thread("My order number is 7781.", "Thanks, noted.", "What was my order number again?"),
         _has("7781")),
    Case("thread-city", _thread("I live in Porto and I'm planning a garden.", "Sounds lovely!", "Which city did I say I live in?"),
         _has("Porto")),
    Case("thread-zh-city", _thread("我住在杭州。", "好的，记下了。", "我住在哪个城市？"), _has("杭州")),
    Case("thread-second-one", _thread("Give me three names for a bakery.",
                                      "1. Crumb & Co\n2. Rise Up\n3. The Flour Room",
                                      "I like the second one. Say it again in capitals."),
         _any("RISE UP")),
    Case("thread-pronoun-ferry", lambda llm: llm.invoke([
        SystemMessage(FERRY_SYSTEM), HumanMessage("Who runs the ferry service?"),
        AIMessage("Captain Ruiz runs the ferry service."), HumanMessage("How many boats does he have today?")]),
        _any("three", "3")),
    Case("thread-unresolved", _ask("And how much did that one cost?"), _must_state),
    Case("thread-never-said", _thread("Hello!", "Hi! How can I help?", "What's my dog's name?"),
         lambda o: _honest(o) or _any("didn't tell", "haven't told", "not told", "did not tell", "haven't mentioned",
                                      "didn't mention")(o)),
]


# --- small talk, the assistant itself, world knowledge ------------------------------------------------

DIRECT = [
    Case("chat-good-morning", _ask("Good morning! How are you today?"), _none_of("don't know", "can't")),
    Case("chat-who-are-you", _ask("Who are you, exactly?"), _none_of("don't know")),
    Case("chat-zh-thanks", _ask("太感谢你了！"), _none_of("不知道", "don't know")),
    Case("chat-zh-who", _ask("你是谁？"), _none_of("不知道", "don't know")),
    Case("world-capital", _ask("What is the capital of Australia?"), lambda o: _has("Canberra")(o) and not _has("Sydney is")(o)),
    Case("world-boiling", _ask("At what temperature does water boil at sea level, in Celsius?"), _has("100")),
    Case("world-obscure", _ask("Who won the 1987 Tour de Suisse?"), _must_state),
    Case("world-today", _ask("What's the weather like in Lisbon right now?"), _must_state),
    Case("direct-limerick", _ask("Write a limerick about a cat who loves spreadsheets."), _must_state),
    Case("direct-units", _ask("How many centimetres are in 2.5 metres?"), _has("250")),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *LABELS, *JSON_CASES, *THREADS, *DIRECT]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``tally(CASES)``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
