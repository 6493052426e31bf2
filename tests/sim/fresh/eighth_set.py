"""An eighth invented set for the simulator's calibration (issue 26), measured at FIRST SIGHT.

Written after ``calibration_cases``, ``second_set`` ... ``seventh_set`` and before any simulator
change made for it, in topics and formats none of them nor the course's data uses: a Kubernetes
Deployment manifest, an SQL migration, a Jupyter cell dump, a flight itinerary, a blood-test lab
report with units (mmol/L, °F), a museum object label, a podcast transcript with timestamps, a
basketball box score, Swedish, Polish and Indonesian notices, an Atom feed, a JSON Lines log, a
blog post with YAML front matter, a CSV with quoted commas, a systemd unit, a Terraform block, a
knitting pattern, a weather forecast table, a conference programme; a learner's tools with keyword-only ``Annotated`` arguments, a ``Literal`` of numbers, a tool
returning a dict, a ``date`` computed from "3 weeks after ...", a bool read from "fasting", money
in words, and ``create_agent`` over a forecast / translation / currency trio;
``with_structured_output`` on a list of models, ``Field(ge=, le=)``, defaults overridden by the
text, a JSON-schema dict with an integer enum, units; label prompts as a Markdown bullet list
with descriptions, in German, with letters and descriptions, "respond with one word"; JSON by
example nested two deep, with a date and a float; threads that change the subject and come back,
give two facts in one message, ask "and the other one?", ask in German, or do arithmetic on what
was said; small talk in Portuguese, Swedish and Chinese; arithmetic in words; date arithmetic;
world knowledge; things nothing offline could know.

Each case has an oracle, written and committed before the set was first run: the right answer(s)
with alternatives, or ``_must_state`` (nothing offline could know it: only a stated limit is not
wrong). Classes as in the earlier sets: ``right``, ``limit`` (a limit was stated, whatever the
reply), ``wrong`` (silently wrong); a ``limit`` on a reply that was right anyway is a false alarm,
counted apart.

FIRST SIGHT (branch eighth from main at 6e1d262, one run, oracles committed first in 75d8f3d and
none changed after it), 63 cases: right 19, stated limit 20, silently wrong 24, false alarms 1
(chat-sv-hej: Swedish small talk answered with a knowledge limit). The silently wrong, by class:

- A line of a table or a statement list runs on into the next one (the answer's line is picked,
  then the next row "elaborates" it): itinerary-seat-out (both legs' seats), csv-scarborough-phone
  (the Pickering row too), lab-potassium (the glucose row too), sql-default-status (the next
  ``ALTER TABLE``).
- A structured document quoted whole or not read: k8s-replicas (a YAML manifest as one
  "sentence"), jupyter-sites (an IPython ``In [n]:`` / ``Out[n]:`` dump), atom-pruning-date (an
  Atom feed's XML), museum-absent (a label's unpunctuated lines quoted for "insured"),
  jsonl-export-status (JSON Lines: "I don't know."), blog-author (YAML front matter dropped before
  reading: "I don't know."), terraform-type and systemd-restart (``instance_type = "t3.small"``,
  ``RestartSec=15``: "I don't know.").
- A question word of another language read as a topic word ("I could not find anything about
  'När'" / "'Ile'"), with a sentence cut after the abbreviation "kl.": sv-friday, pl-reduced (and
  its one sentence holds both prices).
- Two lines picked where one answers: programme-keynote-room ("Room 3" for "which room"),
  podcast-sourdough-when (the title and two other lines, "feeding" not met in "feed").
- A follow-up: thread-other-one ("And the other one?" answered with the outbound line again),
  thread-lab-in-range ("And the potassium?" after "What was the sodium?": both lines).
- A tool argument: tool-dict-result ("BA 2490" -> "2490"), agent-weather ("Gdańsk" -> "Gda"),
  tool-money-words (``iban`` filled with the question's words), tool-date-arith ("3 weeks after
  2026-02-11" -> 2026-02-11).
- Structured output: schema-list-of-models (names "250", "125", "90", grams 0), schema-ge-le
  ("Four stars" -> ``stars=1``, the lower bound).

AFTER (branch eighth, issue 26, no oracle changed; each mechanism checked on variants outside the
set in ``test_eighth_variants``, 24 of whose 26 fail on 6e1d262, the other 2 marked guards): right
33, stated limit 20, silently wrong 10, false alarms 0. The other seven sets unchanged case by case
(fifth's ci-pythons stays right, now quoting its one YAML line instead of the whole file).

- A row of a fixed-width table, a CSV row or a line of code is one record: an answer does not run
  on into the next (``Unit.row``; itinerary-seat-out, csv-scarborough-phone, lab-potassium,
  sql-default-status right).
- Names keep their letters beyond ASCII ("Gdańsk" was "Gda": agent-weather right); a number is no
  person's name (json-person stays a limit, its "29" as the name was masked by the city's limit).
- Tool arguments: an IBAN is a value kind (tool-money-words right), an id takes the shape of the
  description's example ("BA 2490": tool-dict-result right), a date moves by an offset written
  before it ("3 weeks after 2026-02-11" -> 2026-03-04: tool-date-arith right).
- YAML front matter is one "key: value" record (it was dropped), its fields no byline
  (blog-author right); a YAML file nested three levels deep is read one value a line, named by its
  keys (``data_records``: k8s-replicas right); JSON Lines one row of fields a line (the reading is
  right, but jsonl-export-status still says "I don't know.": "status code" is an alias group the
  row's "status" does not meet).
- A follow-up that is only a reference to an earlier item, or whose partial answer rests on one
  ("And the other one?"), is the unresolved-reference limit (thread-other-one a limit).
- A rating on a scale takes the figure the text writes ("Four stars out of five", "7 out of 10":
  schema-ge-le right, was the lower bound 1).
- Small talk: "how are you" in Swedish, Danish/Norwegian and Polish (chat-sv-hej right, was the
  false alarm).
- "And the potassium?" after "What was the sodium?" (a follow-up of "and" and a noun phrase sharing
  no word with the earlier question, whose one content word was its subject) asks the earlier
  question about the new subject, not both (``reading._subject_swapped``: thread-lab-in-range right).
- "room" and "town" name the kind of answer asked (``text.ANSWER_TYPE_WORDS``): "In which room is
  the keynote?" no longer picks the line naming "Room 3" to cover the word
  (programme-keynote-room right).

Still silently wrong (left, by class):
- A document format read but the answer's line not found: jupyter-sites (an ``Out[4]: 37`` line
  answers the ``In [4]`` line above it; tried reading them as line records paired by number, the
  ``In`` lines still won: reverted), atom-pruning-date (Atom XML quoted whole), podcast-sourdough-when
  ("feeding" is not met in "feed"; the title and two other lines quoted).
- "I don't know." with the answer in a record: jsonl-export-status (above), systemd-restart
  (``RestartSec=15`` for "how long ... wait before restarting"; "systemd" is a rare word the unit
  file never writes), terraform-type (``instance_type = "t3.small"``; "server" is not there).
- A sentence cut after an abbreviation of another language: sv-friday ("stänger vi redan kl." then
  "20.00."; joining a piece that ends in a short lower-case word's period to a next one opening
  with a figure made it right, but changed notebook 08's figures on its 47 questions: reverted).
- A sentence holding both answers: pl-reduced ("Bilet normalny kosztuje 28 zł, a bilet ulgowy 16
  zł."; with the Polish question word "Ile" read as a topic: a partial answer).
- museum-absent: a label's unpunctuated lines read as one sentence, quoted for "insured".
- schema-list-of-models: a list of models filled with the figures as names ("250", grams 0).

AFTER eighth2 (branch eighth2, issue 26, no oracle changed; each mechanism tested on invented
variants in ``tests/sim``: test_config_and_feed_records, test_other_language_questions,
test_prompts_and_transcripts, test_lists_of_objects, each failing on the code before it): right 36,
stated limit 25, silently wrong 2, false alarms 0. fourth's es-prestamo became right ("Cuántos" is
a question word); the other seven sets unchanged.

- An XML feed or export is read one record an entry, its fields keyed by their tags
  (``data_records.xml_records``: atom-pruning-date right).
- A data or configuration file (an INI or unit file, JSON Lines, a table's columns but the first)
  whose key the question names, and no record answers: a stated limit, not "I don't know."
  (``prose.data_keys``: jsonl-export-status, systemd-restart, terraform-type limits). Tried: each
  HCL setting read under its block's opening line, which made terraform-type right, but no variant
  of my own failed without it: dropped.
- Question words of other languages name no topic (lexicon ``other_question_words``) and an
  abbreviation before a figure ends no sentence (``abbreviations_before_figure``: "kl. 20.00");
  sv-friday right, notebook 08 unchanged. pl-reduced is still wrong: its one sentence holds both
  prices ("Bilet normalny kosztuje 28 zł, a bilet ulgowy 16 zł."), and no rule narrows a sentence to
  the clause that answers.
- IPython ``In [n]:`` / ``Out[n]:`` lines are records, an input one statement read as code, its
  output under it: jupyter-sites is a stated limit (the outputs of "site" and "count" both match).
- "-eed" words keep their stem ("feed" was "fee"; the generic "need" kept, as the course's router
  and grader figures rest on it) and "talk", "discuss", "mention" name no topic:
  podcast-sourdough-when right.
- A list of objects is made one per person named; a figure is nobody's name, and a passage naming
  no one is a stated limit with an empty list (schema-list-of-models a limit).

Still silently wrong: pl-reduced (above) and museum-absent (the label's unpunctuated lines read
as one sentence, and "jar" plus a figure cover "How much is the jar insured for?" enough to quote it).

Noticed and left: a fixed-width table's header row can be picked as the answer when the question
names a column ("Which seat ...?" against a header "... Coach  Seat": the header row, seen while
writing the variants).

``python -W ignore -m tests.sim.fresh.eighth_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import sys
from datetime import date
from typing import Annotated, Literal

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

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
    _none_of,
    _num_near,
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

K8S = """# ledger-api deployment (production)
apiVersion: apps/v1
kind: Deployment
metadata:
  name: ledger-api
  namespace: finance
spec:
  replicas: 4
  selector:
    matchLabels:
      app: ledger-api
  template:
    spec:
      containers:
        - name: ledger-api
          image: registry.example.test/ledger-api:2.7.1
          ports:
            - containerPort: 8443
          resources:
            requests:
              memory: "256Mi"
              cpu: "250m"
            limits:
              memory: "768Mi"
              cpu: "1"
"""
MIGRATION = """-- 0042_add_invoice_status.sql
-- Adds a status to invoices so unpaid ones can be chased.
BEGIN;
ALTER TABLE invoices ADD COLUMN status VARCHAR(16) NOT NULL DEFAULT 'pending';
ALTER TABLE invoices ADD COLUMN paid_at TIMESTAMPTZ NULL;
CREATE INDEX idx_invoices_status ON invoices (status);
COMMIT;
"""
JUPYTER = """In [1]: import pandas as pd
In [2]: birds = pd.read_csv("heron_counts_2026.csv")
In [3]: birds.shape
Out[3]: (1204, 9)
In [4]: birds["site"].nunique()
Out[4]: 37
In [5]: birds["count"].max()
Out[5]: 212
"""
ITINERARY = """BOOKING REFERENCE: QX7T2M
Passenger: Ms Ingeborg Halvorsen

Outbound  Tue 14 Apr 2026  SK 1429  Oslo (OSL) 07:05 -> Reykjavik (KEF) 08:20  Seat 14C
Return    Sun 19 Apr 2026  FI 318   Reykjavik (KEF) 16:40 -> Oslo (OSL) 21:35  Seat 22A

Checked baggage: 1 x 23 kg per passenger.
"""
LAB_REPORT = """NORTHGATE CLINICAL LABORATORY -- Patient: R. Adeyemi -- Collected 2026-11-03 07:50

Test                 Result      Units      Reference range
Sodium               139         mmol/L     135 - 145
Potassium            5.9  H      mmol/L     3.5 - 5.1
Fasting glucose      4.8         mmol/L     3.9 - 5.5
Body temperature     101.3       °F         97.0 - 99.5
"""
MUSEUM_LABEL = """Storage jar with dragon decoration
Jingdezhen, China, about 1620-1640
Porcelain painted in underglaze cobalt blue
Given by Mrs Eleanor Whitcombe, 1931
Jars like this carried ginger and spices on the long voyage to Amsterdam.
"""
PODCAST = """Crumb & Crust, episode 58 -- transcript

[00:00:12] MAYA: Welcome back. Today my guest is the baker Tobias Lindqvist.
[00:04:30] TOBIAS: I started baking at nineteen, in my uncle's bakery in Malmö.
[00:18:02] MAYA: Let's talk about rye. Why is it so sticky?
[00:31:10] TOBIAS: For sourdough I feed the starter twice a day, at 8 and at 20.
[00:44:55] MAYA: That's all for today. Thanks for listening.
"""
BOX_SCORE = """Harbor City Gulls 104, Lakeside Herons 98 -- final

GULLS          MIN  PTS  REB  AST
D. Okafor       36   27   11    4
J. Marsh        34   19    3    9
T. Villanueva   29   12    8    2

HERONS         MIN  PTS  REB  AST
K. Brandt       38   31    6    5
S. Yilmaz       33   22   12    1
"""
SV_NOTE = """Information från Ekbacka simhall

Från och med den 1 mars har simhallen nya öppettider. Måndag till torsdag är vi öppna 06.30-21.00,
på fredagar stänger vi redan kl. 20.00. Bastun är stängd för renovering hela mars.
"""
PL_NOTE = """Muzeum Bursztynu -- cennik

Bilet normalny kosztuje 28 zł, a bilet ulgowy 16 zł. W czwartki wstęp na wystawę stałą jest
bezpłatny. Muzeum jest nieczynne w poniedziałki.
"""
ID_NOTE = """Pengumuman Kantor Kelurahan Sukamaju

Mulai bulan depan, kantor buka Senin sampai Jumat pukul 08.00-15.00, dan hari Sabtu pukul
08.00-12.00. Pembuatan KTP hanya dilayani pada hari Selasa dan Kamis.
"""
ATOM = """<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Orchard Diary</title>
  <entry>
    <title>Pruning apple trees in winter</title>
    <published>2027-01-18T09:00:00Z</published>
    <author><name>Hedda Koskinen</name></author>
  </entry>
  <entry>
    <title>Grafting a pear onto quince</title>
    <published>2027-03-02T09:00:00Z</published>
    <author><name>Rafael Quintero</name></author>
  </entry>
</feed>
"""
JSONL = """{"ts": "2027-06-01T10:02:11Z", "level": "info", "path": "/api/report", "status": 200, "ms": 184}
{"ts": "2027-06-01T10:02:15Z", "level": "error", "path": "/api/export", "status": 504, "ms": 30000}
{"ts": "2027-06-01T10:02:19Z", "level": "info", "path": "/api/login", "status": 200, "ms": 95}
"""
FRONT_MATTER = """---
title: "Why our heat pump hums at night"
author: Siobhan Gallagher
date: 2026-12-09
tags: [heating, noise]
---
The hum comes from the defrost cycle, which runs about once an hour when the outdoor air is
near freezing. It lasts two to three minutes and is normal.
"""
CSV_BRANCHES = """branch,address,phone,opens
Whitby,"14 Harbour Lane, Whitby",01947 600 812,09:00
Scarborough,"2 Valley Road, Scarborough",01723 410 377,08:30
Pickering,"Market Place, Pickering",01751 220 954,09:30
"""
SYSTEMD = """[Unit]
Description=Kestrel metrics exporter
After=network-online.target

[Service]
ExecStart=/usr/local/bin/kestrel-exporter --port 9311
Restart=on-failure
RestartSec=15
User=kestrel

[Install]
WantedBy=multi-user.target
"""
TERRAFORM = """resource "aws_instance" "web" {
  ami           = "ami-0c9d2f1e8a7b6c5d4"
  instance_type = "t3.small"
  count         = 2

  tags = {
    Name = "shop-web"
    Team = "storefront"
  }
}
"""
KNITTING = """Fenwick Beanie (adult size)

Yarn: 100 g of DK wool. Needles: 4 mm circular, 40 cm long.
Cast on 96 stitches and join in the round, taking care not to twist.
Work k2, p2 rib for 6 cm. Then knit every round until the hat measures 18 cm from the cast-on edge.
Crown: decrease 8 stitches every second round until 16 stitches remain.
"""
FORECAST = """Five-day forecast -- Tromsø

Day        Sky               High   Low   Wind
Monday     snow showers      -2     -7    NW 9 m/s
Tuesday    cloudy            0      -4    W 5 m/s
Wednesday  sunny spells      3      -3    SW 4 m/s
Thursday   rain              5      1     S 11 m/s
"""
PROGRAMME = """PyNorth 2027 -- Saturday programme

09:00  Registration and coffee (foyer)
09:45  Keynote: "Twenty years of packaging pain" -- Dr Amina Farouk (Hall B)
11:00  Typed dataframes in practice -- Lucas Moreau (Room 3)
12:30  Lunch (atrium)
14:00  Lightning talks (Hall B)
"""

GROUNDED = [
    Case("k8s-replicas", _rag(K8S, "How many replicas of ledger-api run in production?"),
         _but_not(_word("4", "four"), "8443", "768Mi", "256Mi")),
    Case("sql-default-status", _rag(MIGRATION, "What is the default status of an invoice after this migration?"),
         _but_not(_has("pending"), "paid_at", "idx_invoices")),
    Case("jupyter-sites", _rag(JUPYTER, "How many different sites are in the heron counts?"),
         _but_not(_word("37"), "1204", "212")),
    Case("itinerary-return-time", _rag(ITINERARY, "What time does the return flight leave Reykjavik?"),
         _but_not(_has("16:40"), "07:05", "08:20")),
    Case("itinerary-seat-out", _rag(ITINERARY, "Which seat do I have on the outbound flight?"),
         _but_not(_has("14C"), "22A")),
    Case("lab-potassium", _rag(LAB_REPORT, "What was the patient's potassium level?"),
         _but_not(_has("5.9"), "139", "4.8", "101.3")),
    Case("museum-material", _rag(MUSEUM_LABEL, "What is the storage jar made of?"), _has("porcelain")),
    Case("podcast-guest", _rag(PODCAST, "Who is the guest on episode 58?"), _has("Tobias")),
    Case("podcast-sourdough-when", _rag(PODCAST, "At what point in the episode do they talk about feeding the starter?"),
         _but_not(_has("31:10"), "18:02", "04:30")),
    Case("box-okafor-points", _rag(BOX_SCORE, "How many points did Okafor score?"),
         _but_not(_word("27"), "19", "31", "Marsh")),
    Case("sv-friday", _rag(SV_NOTE, "När stänger simhallen på fredagar?"), _any("20.00", "20:00", "kl. 20")),
    Case("pl-reduced", _rag(PL_NOTE, "Ile kosztuje bilet ulgowy?"), _but_not(_has("16 zł"), "28 zł")),
    Case("id-saturday", _rag(ID_NOTE, "Jam berapa kantor buka pada hari Sabtu?"), _has("08.00-12.00")),
    Case("atom-pruning-date", _rag(ATOM, "When was the post about pruning apple trees published?"),
         _but_not(_any("2027-01-18", "18 January 2027", "January 18, 2027"), "2027-03-02")),
    Case("jsonl-export-status", _rag(JSONL, "What status code did the export request return?"),
         _but_not(_has("504"), "/api/login", "/api/report")),
    Case("blog-author", _rag(FRONT_MATTER, "Who wrote the post about the heat pump humming?"), _has("Siobhan Gallagher")),
    Case("csv-scarborough-phone", _rag(CSV_BRANCHES, "What is the phone number of the Scarborough branch?"),
         _but_not(_has("01723 410 377"), "01947", "01751")),
    Case("systemd-restart", _rag(SYSTEMD, "How long does systemd wait before restarting the exporter?"),
         _but_not(_word("15"), "9311")),
    Case("terraform-type", _rag(TERRAFORM, "Which instance type does the web server use?"), _has("t3.small")),
    Case("knit-cast-on", _rag(KNITTING, "How many stitches do I cast on for the beanie?"),
         _but_not(_word("96"), "16 stitches remain")),
    Case("forecast-wed-high", _rag(FORECAST, "What is the high on Wednesday in Tromsø?"),
         _but_not(_word("3", "3°", "3 °C"), "-2", "Thursday")),
    Case("programme-keynote-room", _rag(PROGRAMME, "In which room is the keynote?"),
         _but_not(_has("Hall B"), "Room 3", "foyer")),
    # the notes do not hold these
    Case("k8s-absent", _rag(K8S, "Which cloud provider runs the finance cluster?"), _honest),
    Case("lab-absent", _rag(LAB_REPORT, "Which medication is the patient taking?"), _honest),
    Case("museum-absent", _rag(MUSEUM_LABEL, "How much is the jar insured for?"), _honest),
]


# --- a learner's own tools: keyword-only Annotated args, Literal of numbers, a dict result -------


@tool
def book_table(
    *,
    restaurant: Annotated[str, "the restaurant's name"],
    guests: Annotated[int, "how many people will eat"],
    time: Annotated[str, "time of the booking, 24 h HH:MM"],
) -> str:
    """Reserve a table at a restaurant."""
    return "booked"


@tool
def print_document(copies: int, dpi: Literal[300, 600, 1200]) -> str:
    """Send the open document to the office printer at a print resolution in dots per inch."""
    return "queued"


@tool
def flight_status(flight_number: str) -> dict:
    """Look up a flight's gate, status and departure time by its flight number (e.g. BA 2490)."""
    return {"gate": "A12", "status": "on time"}


@tool
def set_reminder(day: date, text: str) -> str:
    """Create a reminder for a calendar day with a short text."""
    return "ok"


@tool
def log_glucose(*, mmol_per_l: float, fasting: bool) -> str:
    """Log a blood glucose reading in mmol/L, and whether it was taken fasting."""
    return "logged"


@tool
def send_transfer(amount_eur: float, iban: str) -> str:
    """Send a bank transfer in euros to an IBAN."""
    return "sent"


@tool
def weather_forecast(city: str) -> str:
    """The weather forecast for the next three days in one city."""
    return "sunny"


@tool
def translate_text(text: str, target_language: str) -> str:
    """Translate a short text into another language."""
    return ""


@tool
def exchange_rate(base_currency: str, quote_currency: str) -> float:
    """Today's exchange rate between two currencies, given as ISO codes (EUR, USD, ...)."""
    return 1.0


_TRAVEL = [weather_forecast, translate_text, exchange_rate]


TOOLS = [
    Case("tool-kwonly-annotated", _calls([book_table], "Book a table for five at Osteria Lupa at 19:30."),
         _call("book_table", restaurant=_one_of("Osteria Lupa"), guests=_num_near(5), time=_eq("19:30"))),
    Case("tool-literal-numbers", _calls([print_document], "Print 2 copies at 600 dpi, please."),
         _call("print_document", copies=_num_near(2), dpi=_num_near(600))),
    Case("tool-dict-result", _calls([flight_status], "Which gate does BA 2490 leave from?"),
         _call("flight_status", flight_number=_one_of("BA 2490", "BA2490"))),
    Case("tool-date-arith", _calls([set_reminder], "Remind me 3 weeks after 2026-02-11 to renew the parking permit."),
         lambda o: (not o.tool_calls) or _call("set_reminder", day=lambda v: str(v).startswith("2026-03-04"))(o)),
    Case("tool-bool-fasting", _calls([log_glucose], "Log a fasting reading of 5.4 mmol/L."),
         _call("log_glucose", mmol_per_l=_num_near(5.4), fasting=lambda v: v is True)),
    Case("tool-money-words", _calls([send_transfer], "Send two hundred and fifty euros to DE89370400440532013000."),
         _call("send_transfer", amount_eur=_num_near(250), iban=_eq("DE89370400440532013000"))),
    Case("agent-weather", _agent(_TRAVEL, "What will the weather be like in Gdańsk over the next few days?"),
         _call("weather_forecast", city=_one_of("Gdańsk", "Gdansk"))),
    Case("agent-translate", _agent(_TRAVEL, "How do you say 'thank you very much' in Swedish?"),
         _call("translate_text", text=lambda v: "thank you very much" in str(v).lower(),
               target_language=_one_of("Swedish", "sv"))),
    Case("agent-rate", _agent(_TRAVEL, "How many Polish złoty do I get for one euro today?"),
         _call("exchange_rate", base_currency=_eq("EUR"), quote_currency=_eq("PLN"))),
    Case("agent-off-topic", _agent(_TRAVEL, "Write me a sonnet about a rusty bicycle."), _must_state),
]


# --- structured output: a list of models, ge/le, defaults, a JSON-schema integer enum, units -------


class Ingredient(BaseModel):
    name: str
    grams: int


class ShoppingList(BaseModel):
    items: list[Ingredient] = Field(description="every ingredient with its weight in grams")


class Rating(BaseModel):
    stars: int = Field(ge=1, le=5, description="the star rating the reviewer gives")


class Alarm(BaseModel):
    time: str = Field(description="24 h time HH:MM")
    repeat_daily: bool = False
    label: str = "Alarm"


SPICE_SCHEMA = {
    "title": "Spice",
    "description": "How hot a dish is.",
    "type": "object",
    "properties": {"heat": {"type": "integer", "enum": [1, 2, 3], "description": "1 mild, 2 medium, 3 very hot"}},
    "required": ["heat"],
}


class LabValue(BaseModel):
    analyte: str = Field(description="what was measured")
    value: float
    unit: str


def _items_ok(p) -> bool:
    got = sorted((i.name.lower(), i.grams) for i in p.items)
    return got == [("butter", 125), ("flour", 250), ("sugar", 90)]


STRUCTURED = [
    Case("schema-list-of-models", _structured(ShoppingList, "For the shortbread you need 250 g flour, 125 g butter "
                                                           "and 90 g sugar."), _parsed(_items_ok)),
    Case("schema-ge-le", _structured(Rating, "Four stars out of five: lovely staff, slow kitchen.", "Read the review."),
         _parsed(lambda p: p.stars == 4)),
    Case("schema-defaults-overridden", _structured(Alarm, "Wake me at 06:45 every day."),
         _parsed(lambda p: p.time == "06:45" and p.repeat_daily is True)),
    Case("schema-json-int-enum", _structured(SPICE_SCHEMA, "This vindaloo is fiercely hot, my eyes are watering.",
                                             "Rate the dish."),
         _parsed(lambda p: isinstance(p, dict) and p.get("heat") == 3)),
    Case("schema-lab-units", _structured(LabValue, "Fasting glucose 6.8 mmol/L (reference 3.9-5.5)."),
         _parsed(lambda p: "glucose" in p.analyte.lower() and abs(p.value - 6.8) < 1e-9 and p.unit == "mmol/L")),
]


# --- label prompts: a bullet list with descriptions, German, letters, "one word" ------------------

LABELS = [
    Case("label-bullets-described", _ask("Labels:\n- **bug**: something that used to work is broken\n"
                                         "- **feature**: a request for a new capability\n"
                                         "- **docs**: the documentation is wrong or missing\n"
                                         "Respond with one word.\n"
                                         "Issue: The README still says Python 3.8 is supported, but 3.10 is required."),
         _only("docs", "**docs**")),
    Case("label-de", _ask("Ordne die Nachricht einer Kategorie zu: Rechnung, Lieferung, Technik. Antworte nur mit "
                          "der Kategorie.\nNachricht: Mein Paket ist seit zwei Wochen unterwegs und kommt nicht an."),
         _only("Lieferung")),
    Case("label-letters-described", _ask("Choose A, B or C.\nA - the customer wants money back\n"
                                         "B - the customer wants a different size\nC - anything else\n"
                                         "Answer with the letter only.\n"
                                         "Message: These boots are lovely but too small, can I have a 42 instead?"),
         _only("B")),
    Case("label-language", _ask("Which language is this text in: English, Swedish or Polish? One word only.\n"
                                "Text: Dzień dobry, czy mogę zapłacić kartą?"), _only("Polish")),
]


# --- JSON by example: nested two deep, a date and a float -----------------------------------------

JSON_CASES = [
    Case("json-nested-two", _ask('Return JSON like {"flight": {"number": "", "from": {"city": "", "code": ""}}}.\n'
                                 "Text: Your flight SK 1429 departs from Oslo Gardermoen (OSL) at 07:05."),
         _json(lambda o: isinstance(o.get("flight"), dict) and o["flight"].get("number") == "SK 1429"
               and isinstance(o["flight"].get("from"), dict) and o["flight"]["from"].get("city") == "Oslo"
               and o["flight"]["from"].get("code") == "OSL")),
    Case("json-date-float", _ask('Reply only with JSON like {"date": "YYYY-MM-DD", "amount_eur": 0.0}.\n'
                                 "Text: Paid 19.90 euros on 3 March 2027 for the parking permit."),
         _json(lambda o: o.get("date") == "2027-03-03" and o.get("amount_eur") == 19.9)),
    Case("json-person", _ask('Output JSON like {"name": "", "age": 0, "city": ""}.\n'
                             "Text: Małgorzata is 29 and lives in Kraków."),
         _json(lambda o: o.get("name") == "Małgorzata" and o.get("age") == 29 and o.get("city") == "Kraków")),
]


# --- threads: subject changed and back, two facts in one, "the other one", German, arithmetic ----

_ITIN_SYS = "Answer from the context.\n\nContext:\n" + ITINERARY
_LAB_SYS = "Answer from the context.\n\nContext:\n" + LAB_REPORT
THREADS = [
    Case("thread-back-to-sister", _thread("My sister's name is Astrid.", "What a lovely name!",
                                          "What's the capital of Norway?", "Oslo.",
                                          "What was my sister's name again?"), _has("Astrid")),
    Case("thread-two-facts", _thread("I live in Gdańsk and I work as a nurse.", "Got it!",
                                     "What do I do for a living?"), _has("nurse")),
    Case("thread-other-one", lambda llm: llm.invoke([
        SystemMessage(_ITIN_SYS), HumanMessage("When does the outbound flight leave?"), AIMessage("At 07:05."),
        HumanMessage("And the other one?")]), _but_not(_has("16:40"), "07:05")),
    Case("thread-de-where", _thread("Ich heiße Jonas und wohne in Graz.", "Hallo Jonas!", "Wo wohne ich?"),
         _has("Graz")),
    Case("thread-apples-left", _thread("I bought 12 apples this morning.", "Nice!",
                                       "I ate 5 of them. How many are left?"), _word("7", "seven")),
    Case("thread-lab-in-range", lambda llm: llm.invoke([
        SystemMessage(_LAB_SYS), HumanMessage("What was the sodium?"), AIMessage("139 mmol/L."),
        HumanMessage("And the potassium?")]), _but_not(_has("5.9"), "139 mmol")),
]


# --- small talk, arithmetic in words, dates, world knowledge, things nothing offline could know --

DIRECT = [
    Case("chat-pt-ola", _ask("Olá! Tudo bem com você?"), _none_of("don't know", "não sei")),
    Case("chat-sv-hej", _ask("Hej! Hur mår du idag?"), _none_of("don't know", "vet inte")),
    Case("chat-zh-evening", _ask("晚上好！今天过得怎么样？"), _none_of("不知道", "don't know")),
    Case("direct-words-times", _ask("What is seventeen times three?"), _word("51", "fifty-one", "fifty one")),
    Case("direct-date-plus-weeks", _ask("What date is 3 weeks after 2026-02-11?"),
         _any("2026-03-04", "4 March 2026", "March 4, 2026")),
    Case("direct-f-to-c", _ask("Convert 98.6 °F to Celsius."), _word("37", "37.0", "37 °C")),
    Case("world-gold-symbol", _ask("What is the chemical symbol for gold?"), _word("Au")),
    Case("world-bitcoin-now", _ask("What is the price of one bitcoin right now?"), _must_state),
    Case("world-next-tuesday", _ask("What's the date next Tuesday?"), _must_state),
    Case("world-my-parcel", _ask("Has my parcel from the Kraków shop arrived yet?"), _must_state),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *LABELS, *JSON_CASES, *THREADS, *DIRECT]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
