"""A twenty-third invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-03 (branch ``twentythird``) while other engineers changed the simulator on
their own branches; none of them has seen it. It is a yardstick for their work: no simulator
change is to be made for its cases (a fix for one of its classes must be a general mechanism
tested on other wordings, and the set measured again). Committed with its oracles before it was
first run.

Topics and formats none of the earlier sets nor the course's data uses: a croquet tournament
result sheet pasted from a spreadsheet (tabs, a tie-break rule, a handicap prize), a planetarium
show list as a markdown table with ragged pipes (start times and lengths), a driving school's
email (hard-wrapped with a hyphenated line break, a signature and a quoted reply block), a vet
invoice pasted with Windows line ends, typographic quotes, "•" bullets and a "×", an
``haproxy.cfg``, an ice rink price list with "–" bullets and no-break spaces, an Armenian water
cut notice and an Azerbaijani swimming pool notice; questions as commands, lower case without a
question mark, yes/no, a sum of two prices, an hours x rate product, a comparison of two items in
one sentence, a tie broken by a stated rule, a superlative, an end time from a start and a length,
answers absent with a near miss present (a prize for the winner and for high handicaps, none for
the runner-up; a quoted question the email never answers); a learner's tools (look-alike driving
lesson tools through ``create_agent``, an ``Enum`` by a description, an ``Optional`` left out, a
nested Pydantic argument, a list of e-mail addresses, a URL, grams for a kilogram argument, a
``date`` as "the last Friday of November 2029", a Pydantic ``args_schema`` ``Literal`` by
"three quarters of an hour", missing arguments, no fitting tool); ``with_structured_output`` (a
nested list of invoice lines, an ``Optional`` left empty, a ``Literal`` by "half past seven at
night", ``Field(ge=1, le=5)`` by a judgement, an ``Enum`` by a description, a negated ``bool``, a
``date`` in words); labels (a route among three services, Armenian vs Georgian); a learner's own
graders (1-5 against a reference, PASS / FAIL, useful / not useful, "does the reply answer"
yes/no, CORRECT / INCORRECT by an answer key, SUPPORTED / UNSUPPORTED); JSON by example (lessons
and cost); threads (an invoice number after a topic change, "he" for a named instructor, a
correction with no subject, a correction with a subject, "And the other one?" over a price list,
"What about ...?" over a show list, a sum of two stated payments, an end time, "the other one"
after a comparison); small talk in Breton and Kazakh, a question about the assistant being
online; arithmetic; an end time; day counts with a stated today, between two dates and with no
today; things nothing offline could know.

Oracles as in the earlier sets: the right answer(s) with alternatives, ``_honest`` / ``_absent``
(the notes do not hold it: "I don't know" is right), ``_must_state`` (only a stated limit is not
wrong) or ``_no_call``. Classes: ``right``, ``limit`` (a limit was stated, whatever the reply),
``wrong`` (silently wrong); a ``limit`` on a reply that was right anyway is a false alarm,
counted apart.

FIRST SIGHT on main at af90dd0 (the branch point of ``twentythird``; oracles committed first in
c7c9b44, one run with ``-v``, none changed after it), 70 cases: right 23, stated limit 35,
silently wrong 12, false alarms 2. Neither false alarm is a real one: schema-negated-pickup (no
rule read for "no need to collect me", a limit stated, the safe value ``False`` happens to be
right), about-online (a knowledge limit to a question about the assistant; the oracle accepts
the limit's word "offline"). The silently wrong (classes, code paths and proposed mechanisms in
``TWENTYTHIRD_CLASSES.md``):

- A markdown table whose separator row has fewer cells than the header (``|--|---|---|`` under
  four columns) is not read as a table: the whole table quoted as one "sentence":
  planet-blackholes-end (no end time worked out from 12:15 + 50 min), planet-adult-child (the
  table and the ticket line quoted, EUR 9 + EUR 6 not added), thread-planet-what-about ("What
  about Aurora Night?" after an age question: the whole table, the age not picked);
  planet-longest ("I don't know." for a superlative over the Length column).
- A list whose bullets are "–" (en dash) with no-break spaces is joined into one sentence:
  rink-weekday-hire (the whole price list quoted, 7.50 + 3.00 not added), rink-under5 ("I don't
  know." with "Under-5s skate free with a paying adult" in the notes: "4-year-old" not met by
  "Under-5s").
- Arithmetic the question asks for, over lines picked right, not done: drive-owe (the booking
  sentence and "GBP 38 per hour" quoted, 3 h x 38 not worked out), drive-tuesday-end (the
  booking sentence quoted: 16:00 + 2 hours not worked out), vet-consult-plus-flea (both lines
  quoted, 42.00 + 27.00 not added, and "nothing about 'treatment', 'come', 'together'").
- croquet-sloe-gin: the prize rule quoted ("the best player with a handicap of 10 or over"), the
  one row it picks (Hugo, Hcp 12) not found: a rule over a column read as the answer.
- drive-motorway: "Subject: Re: lesson times" and the booking sentence quoted for "Has Callum
  booked a motorway lesson?": no sentence names a motorway lesson except the quoted question in
  the reply block, yet an extractive answer is given with no "no".
- Tools: agent-lesson-no-tool (a question back, "Which day and hours do you mean?", for "Will it
  snow in Manchester on the day of my test?": ``book_lesson`` scored -0.5 yet picked as "the tool
  the question is about" by the word "day", where no tool fits).

Right by a lenient oracle (noted, not changed): planet-8yo (the whole table quoted, no "no"; the
oracle passes on "12+" inside it: really no answer), ha-backup (the whole backend block quoted,
app3's "backup" inside it), rink-helmet (the whole joined price list quoted, then "I could not
find anything about 'helmets'"), croquet-second (both rows quoted, "nothing about 'came',
'second'": the tie-break rule not applied; the oracle asks only for "Desmond" and no "Priya came
second"), chat-kk-thanks ("Could you tell me a bit more about what you need?" to Kazakh thanks:
not wrong, not a reply to thanks). Limits worth the merger's eye: tool-email-list ("names no
'invoice'" though the request says "invoice 22-0917"), tool-grams-to-kg ("no value for 'pet'"
though it says "Pepper"), label-route (a route prompt whose options are "vets, rink or
driving_school" not read), ha-balance (the ``balance leastconn`` line named but not read), the
knowledge limits on an end time, two day counts with dates stated, a JSON template, a
correction with no subject, "he", a sum and an end time stated in earlier turns, Breton
small talk and three graders.

STRICTER ORACLES (twentythirdfixA, measured at fd1edf3 before any simulator change of that
branch): planet-8yo, ha-backup, rink-helmet and croquet-second no longer pass a whole table, block
or list quoted with the answer inside it, nor both rows for "who came second" (see each case's
comment): 24 / 36 / 10 / 3 -> 22 / 36 / 12 / 3 (ha-backup, croquet-second right -> wrong).

``python -W ignore -m tests.sim.fresh.twentythird_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import sys
from datetime import date
from enum import Enum
from typing import Literal

from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _agent,
    _any,
    _ask,
    _both,
    _but_not,
    _call,
    _call_args,
    _calls,
    _corrected,
    _either,
    _eq,
    _json,
    _must_state,
    _no_call,
    _none_of,
    _notes_thread,
    _num_near,
    _one_of,
    _only,
    _parsed,
    _rag,
    _says_no,
    _starts,
    _structured,
    _thread,
    _word,
    report,
    tally,
)

# --- grounded answers over notes in new formats -------------------------------------------------

CROQUET = ("Player\tHcp\tGames\tWon\tHoops for\tHoops against\tNet\n"
           "Margaret Oyelaran\t4\t5\t4\t31\t18\t+13\n"
           "Desmond Achterberg\t8\t5\t3\t27\t22\t+5\n"
           "Priya Venkataraman\t2\t5\t3\t29\t25\t+4\n"
           "Hugo Fairclough\t12\t5\t0\t14\t36\t-22\n"
           "Ties on games won are split by net hoops.\n"
           "Trophy: the Lawson Mallet to the winner; a bottle of sloe gin to the best player with a handicap "
           "of 10 or over.\n")

PLANETARIUM = """| Show | Starts | Length | Age |
|--|---|---|
| Journey to the Rings | 10:30 | 35 min | 6+ |
|Black Holes Live| 12:15 | 50 min |12+|
| Tiny Stars (relaxed) | 14:00| 25 min | all ages |
| Aurora Night |19:30 | 45 min | 8+ |

Tickets: adult \u20ac9, child (under 16) \u20ac6. The 19:30 show costs \u20ac2 extra per ticket.
"""

DRIVING = """From: Callum Reyes <callum@clearroad.example>
To: Sophie Marchetti
Subject: Re: lesson times

Hi Sophie,

Your next two lessons are booked: Tuesday 9 Oct at 16:00 (2 hours,
pick-up from college) and Friday 12 Oct at 08:30 (1 hour, pick-up
from home). Lessons are \u00a338 per hour. Please bring your provision-
al licence to the Friday one, as we'll do a mock test.

Cheers,
Callum
--
ClearRoad Driving School \u00b7 0161 496 0733

> On 2 Oct, Sophie Marchetti wrote:
> Can we do a motorway lesson soon? And could you tell me
> what I owe for the next two?
"""

VET = ("Hollybank Veterinary Surgery\r\n"
       "Invoice 22-0917 \u2013 \u201cPepper\u201d (cat, 6 yrs)\r\n"
       "\u2022 Consultation: \u00a342.00\r\n"
       "\u2022 Booster vaccination (cat flu + enteritis): \u00a355.50\r\n"
       "\u2022 Flea spot-on \u00d73: \u00a327.00\r\n"
       "\u2022 Nail clip: no charge\r\n"
       "Total: \u00a3124.50\r\n"
       "Pepper\u2019s next booster is due in 12 months; we\u2019ll send a reminder.\r\n"
       "Payment is due within 14 days.\r\n")

HAPROXY = """global
    maxconn 4096

defaults
    mode http
    timeout connect 5s
    timeout client  30s
    timeout server  45s

frontend www
    bind *:443 ssl crt /etc/haproxy/certs/site.pem
    default_backend app_servers

backend app_servers
    balance leastconn
    server app1 10.0.4.11:8080 check
    server app2 10.0.4.12:8080 check
    server app3 10.0.4.13:8080 check backup
"""

RINK = ("Riverside Ice Rink \u2013 public sessions\n"
        "\u2013 Weekday session (90\u00a0min): \u00a37.50\n"
        "\u2013 Weekend session (2\u00a0hours): \u00a39.00\n"
        "\u2013 Skate hire: \u00a33.00\n"
        "\u2013 Penguin skating aid: \u00a34.00 for 30\u00a0min\n"
        "\u2013 Family ticket (2 adults + 2 children, skate hire included): \u00a330.00\n"
        "Under-5s skate free with a paying adult.\n")

HY_NOTICE = ("\u053e\u0561\u0576\u0578\u0582\u0581\u0578\u0582\u0574\u0589 \u0535\u0580\u056f\u0578\u0582\u0577\u0561"
             "\u0562\u0569\u056b, \u0570\u0578\u0582\u0576\u056b\u057d\u056b 10-\u056b\u0576, \u056a\u0561\u0574\u0568 "
             "9:00-\u056b\u0581 \u0574\u056b\u0576\u0579\u0587 17:00 \u0577\u0565\u0576\u0584\u0578\u0582\u0574 \u057b"
             "\u0578\u0582\u0580 \u0579\u056b \u056c\u056b\u0576\u056b \u056d\u0578\u0572\u0578\u057e\u0561\u056f"
             "\u0576\u0565\u0580\u056b \u057e\u0565\u0580\u0561\u0576\u0578\u0580\u0578\u0563\u0574\u0561\u0576 "
             "\u057a\u0561\u057f\u0573\u0561\u057c\u0578\u057e\u0589")

HY_QUESTION = ("\u0544\u056b\u0576\u0579\u0587 \u056a\u0561\u0574\u0568 \u0584\u0561\u0576\u056b\u057d\u0568 "
               "\u057b\u0578\u0582\u0580 \u0579\u056b \u056c\u056b\u0576\u056b\u055e")

AZ_NOTICE = ("Elan: \u015e\u0259h\u0259r hovuzu 14 iyul c\u00fcm\u0259 g\u00fcn\u00fc t\u0259mir s\u0259b\u0259bind\u0259n "
             "ba\u011fl\u0131 olacaq. \u015e\u0259nb\u0259 g\u00fcn\u00fcnd\u0259n hovuz 07:00-dan 22:00-d\u0259k "
             "i\u015fl\u0259yir.")

_NOT_SAID = ("doesn't mention", "does not mention", "no mention", "not mentioned", "doesn't say", "does not say",
             "not stated", "doesn't state", "does not state", "nothing about", "not included", "isn't included",
             "doesn't include", "does not include", "doesn't answer", "does not answer", "not answered",
             "not listed", "doesn't list", "does not list")

GROUNDED = [
    Case("croquet-winner", _rag(CROQUET, "who won the croquet"),
         _but_not(_any("Margaret Oyelaran", "Margaret"), "Desmond Achterberg won", "Priya Venkataraman won")),
    Case("croquet-second", _rag(CROQUET, "Who came second, Desmond or Priya?"),
         # strict (twentythirdfixA): Desmond named as the one who came second, not both rows quoted
         _both(_either(_starts("desmond"), _any("Desmond came second", "Desmond was second", "Desmond finished second",
                                                "Desmond Achterberg came second", "Desmond Achterberg was second",
                                                "Desmond Achterberg finished second", "second place went to Desmond")),
               _none_of("Priya came second", "Priya was second", "Priya finished second", "Player: Priya"))),
    Case("croquet-sloe-gin", _rag(CROQUET, "Who gets the sloe gin?"),
         _but_not(_any("Hugo"), "Margaret gets", "Desmond gets", "Priya gets")),
    Case("croquet-runner-up", _rag(CROQUET, "Is there a prize for the runner-up?"),
         _either(_absent(*_NOT_SAID), _says_no("only the winner", "no prize", "no runner-up prize"))),
    Case("planet-blackholes-end", _rag(PLANETARIUM, "what time does black holes live finish"),
         _any("13:05", "1:05", "1.05")),
    Case("planet-longest", _rag(PLANETARIUM, "Which show is the longest?"),
         _but_not(_any("Black Holes Live"), "Aurora Night is the longest", "Journey to the Rings is the longest")),
    Case("planet-8yo", _rag(PLANETARIUM, "can my 8 year old see black holes live"),
         # strict (twentythirdfixA): a no with the show's bound, not the whole table with "12+" inside it
         _both(_says_no("12+", "12 and over", "aged 12", "12 or older", "over 12", "too young", "12 and up"),
               _none_of("6+", "8+", "all ages"))),
    Case("planet-compare", _rag(PLANETARIUM, "Which is shorter, Tiny Stars or Journey to the Rings?"),
         _either(_starts("tiny stars"), _any("Tiny Stars is shorter", "Tiny Stars (25", "Tiny Stars, at 25",
                                             "Tiny Stars at 25", "Tiny Stars, 25"))),
    Case("planet-adult-child", _rag(PLANETARIUM, "How much for one adult and one child at the 10:30 show?"),
         _but_not(_any("\u20ac15", "15 euro", "15.00", "fifteen euro"), "\u20ac19")),
    Case("drive-owe", _rag(DRIVING, "how much will the next two lessons cost"), _any("\u00a3114", "114")),
    Case("drive-friday-bring", _rag(DRIVING, "What do I need to bring on Friday?"),
         _any("provisional licence", "provisional license", "provision- al licence", "provisional driving")),
    Case("drive-tuesday-end", _rag(DRIVING, "What time does Tuesday's lesson finish?"),
         _any("18:00", "6pm", "6 pm", "6:00 pm", "six o'clock", "6 o'clock")),
    Case("drive-motorway", _rag(DRIVING, "Has Callum booked a motorway lesson?"),
         _either(_absent(*_NOT_SAID), _says_no("not booked", "no motorway", "hasn't booked", "has not booked"))),
    Case("vet-booster-cost", _rag(VET, "how much was the booster"), _but_not(_any("55.50", "55.5"), "42.00")),
    Case("vet-nail-clip", _rag(VET, "Did they charge for the nail clip?"),
         _says_no("no charge", "free", "not charged", "wasn't charged", "didn't charge", "did not charge")),
    Case("vet-consult-plus-flea", _rag(VET, "What did the consultation and the flea treatment come to together?"),
         _any("\u00a369", "69.00", "69 pounds", "sixty-nine")),
    Case("vet-pricier", _rag(VET, "Which cost more, the consultation or the flea spot-on?"),
         _either(_starts("the consultation", "consultation"),
                 _any("consultation cost more", "consultation (\u00a342", "consultation, at \u00a342",
                      "consultation at \u00a342", "consultation was more"))),
    Case("ha-balance", _rag(HAPROXY, "What load balancing algorithm does the backend use?"),
         _but_not(_any("leastconn", "least connections", "least-connections"), "roundrobin")),
    Case("ha-backup", _rag(HAPROXY, "which server is the backup"),
         # strict (twentythirdfixA): app3 named, not the whole backend block with every server in it
         _but_not(_any("app3", "10.0.4.13"), "app1", "app2")),
    Case("ha-server-timeout", _rag(HAPROXY, "What is the server timeout?"),
         _but_not(_any("45s", "45 s", "45 seconds"), "30s", "30 s")),
    Case("rink-weekday-hire", _rag(RINK, "how much for a weekday session plus skate hire"),
         _any("\u00a310.50", "10.50", "10.5")),
    Case("rink-under5", _rag(RINK, "Does my 4-year-old need to pay?"),
         _says_no("free", "skate free", "under-5s", "don't need to pay", "doesn't need to pay")),
    # strict (twentythirdfixA): helmets said to be absent, not the price list quoted before it
    Case("rink-helmet", _rag(RINK, "do you hire out helmets"),
         _both(_absent(*_NOT_SAID), _none_of("Weekday session", "Weekend session", "Penguin", "Family ticket"))),
    Case("hy-water-until", _rag(HY_NOTICE, HY_QUESTION), _any("17:00", "5 pm", "5pm", "17")),
    Case("az-pool-opens", _rag(AZ_NOTICE, "Hovuz \u015f\u0259nb\u0259 g\u00fcn\u00fc saat ne\u00e7\u0259d\u0259 "
                                          "a\u00e7\u0131l\u0131r?"), _any("07:00", "7:00", "7 am", "7am")),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def book_lesson(day: date, hours: int) -> str:
    """Book a driving lesson on a day, for a number of hours."""
    return "booked"


@tool
def cancel_lesson(lesson_id: str) -> str:
    """Cancel a booked driving lesson by its id."""
    return "cancelled"


class Species(Enum):
    CAT = "cat"
    DOG = "dog"
    RABBIT = "rabbit"
    BIRD = "bird"


@tool
def register_pet(pet_name: str, species: Species) -> str:
    """Register a new pet with the surgery."""
    return "registered"


@tool
def find_rink(city: str, open_late: bool | None = None) -> str:
    """Find ice rinks in a city; open_late filters to rinks open after 10pm."""
    return "[]"


class Server(BaseModel):
    name: str
    ip: str
    port: int


@tool
def add_server(server: Server) -> str:
    """Add a server to the load balancer pool."""
    return "added"


@tool
def email_invoice(invoice: str, recipients: list[str]) -> str:
    """E-mail an invoice to one or more addresses."""
    return "sent"


@tool
def add_health_check(url: str) -> str:
    """Add an HTTP health check for a URL."""
    return "added"


@tool
def record_weight(pet: str, weight_kg: float) -> str:
    """Record a pet's weight in kilograms."""
    return "recorded"


class SessionArgs(BaseModel):
    skater: str = Field(description="the skater's name")
    length: Literal["half", "full", "double"] = Field(description="half = 45 min, full = 90 min, double = 3 h")


@tool(args_schema=SessionArgs)
def book_session(skater: str, length: str) -> str:
    """Book a public skating session."""
    return "booked"


_LESSON_TOOLS = [book_lesson, cancel_lesson]


def _rink_ok(out) -> bool:
    args = _call_args(out, "find_rink")
    return (args is not None and "dundee" in str(args.get("city", "")).lower()
            and args.get("open_late") in (None, ""))


def _server_ok(out) -> bool:
    args = _call_args(out, "add_server")
    server = (args or {}).get("server")
    return (isinstance(server, dict) and str(server.get("name", "")).strip().lower() == "app4"
            and str(server.get("ip", "")).strip() == "10.0.4.14" and str(server.get("port")) in ("8080", "8080.0"))


def _recipients_ok(out) -> bool:
    args = _call_args(out, "email_invoice")
    got = (args or {}).get("recipients")
    return (args is not None and str(args.get("invoice", "")).strip() == "22-0917" and isinstance(got, list)
            and sorted(str(r).strip().lower() for r in got) == ["ana.r@example.com", "vets@hollybank.example"])


TOOLS = [
    Case("agent-lesson-cancel", _agent(_LESSON_TOOLS, "Cancel lesson DL-5521, I'm ill."),
         _call("cancel_lesson", lesson_id=_eq("DL-5521"))),
    Case("tool-species-enum", _calls([register_pet], "Register our new budgie, Kiwi."),
         _call("register_pet", pet_name=_eq("Kiwi"), species=_one_of("bird", "Species.BIRD"))),
    Case("tool-optional-absent", _calls([find_rink], "find an ice rink in Dundee"), _rink_ok),
    Case("tool-nested-server", _calls([add_server], "Add app4 at 10.0.4.14 on port 8080 to the pool."), _server_ok),
    Case("tool-email-list", _calls([email_invoice], "Email invoice 22-0917 to ana.r@example.com and "
                                                    "vets@hollybank.example."), _recipients_ok),
    Case("tool-url", _calls([add_health_check], "Add a health check on https://shop.example.com/healthz please"),
         _call("add_health_check", url=_eq("https://shop.example.com/healthz"))),
    Case("tool-grams-to-kg", _calls([record_weight], "Pepper weighs 4500 g now, please record it."),
         _call("record_weight", pet=_eq("Pepper"), weight_kg=_num_near(4.5, 0.01))),
    Case("tool-date-last-fri", _calls([book_lesson], "Book a 2 hour lesson on the last Friday of November 2029."),
         _call("book_lesson", day=_eq("2029-11-30"), hours=_num_near(2))),
    Case("tool-session-literal", _calls([book_session], "Book Ines a skate of about three quarters of an hour."),
         _call("book_session", skater=_eq("Ines"), length=_eq("half"))),
    Case("tool-lesson-missing", _calls([book_lesson], "Book me a driving lesson please."), _no_call),
    Case("agent-lesson-no-tool", _agent(_LESSON_TOOLS, "Will it snow in Manchester on the day of my test?"),
         _must_state),
]


# --- structured output ----------------------------------------------------------------------------

class Line(BaseModel):
    item: str
    price: float


class VetBill(BaseModel):
    lines: list[Line]


class NewPet(BaseModel):
    name: str
    age_years: int | None = None


class ShowSlot(BaseModel):
    part_of_day: Literal["morning", "afternoon", "evening"]


class LessonRating(BaseModel):
    score: int = Field(ge=1, le=5, description="1 = awful, 5 = excellent")


class Urgency(Enum):
    ROUTINE = "routine"
    SOON = "soon"
    EMERGENCY = "emergency"


class Triage(BaseModel):
    urgency: Urgency


class Pickup(BaseModel):
    needs_pickup: bool


class Due(BaseModel):
    due: date


def _lines_ok(bill) -> bool:
    got = {ln.item.strip().lower(): ln.price for ln in bill.lines}
    return (len(got) == 2 and sorted(got.values()) == [42.0, 55.5]
            and any("booster" in k and abs(v - 55.5) < 1e-6 for k, v in got.items()))


STRUCTURED = [
    Case("schema-lines-nested", _structured(VetBill, "Consultation was \u00a342 and the booster \u00a355.50."),
         _parsed(_lines_ok)),
    Case("schema-pet-optional", _structured(NewPet, "Our new cat is called Miso, we've no idea how old she is."),
         _parsed(lambda p: p.name.strip().lower() == "miso" and p.age_years is None)),
    Case("schema-slot-literal", _structured(ShowSlot, "We're going to the one at half past seven at night."),
         _parsed(lambda p: p.part_of_day == "evening")),
    Case("schema-rating-ge", _structured(LessonRating, "Brilliant lesson, Callum was so patient and I finally "
                                                       "nailed parallel parking!"),
         _parsed(lambda p: p.score >= 4)),
    Case("schema-urgency-enum", _structured(Triage, "The cat has been vomiting blood since this morning."),
         _parsed(lambda p: p.urgency == Urgency.EMERGENCY)),
    Case("schema-negated-pickup", _structured(Pickup, "I'll make my own way there, no need to collect me."),
         _parsed(lambda p: p.needs_pickup is False)),
    Case("schema-date-words", _structured(Due, "Payment is due by the twenty-first of October 2029."),
         _parsed(lambda p: p.due == date(2029, 10, 21))),
]


# --- label prompts ---------------------------------------------------------------------------------

LABELS = [
    Case("label-route", _ask("Route this message to vets, rink or driving_school. Answer with the route only.\n"
                             "Message: my rabbit has stopped eating since tuesday"), _only("vets")),
    Case("label-hy-ka", _ask("Armenian or Georgian? One word.\n\"\u0532\u0561\u0580\u0587, "
                             "\u056b\u0576\u0579\u057a\u0565\u055e\u057d \u0565\u057d\""), _only("Armenian")),
]


# --- a learner's own grading prompts ---------------------------------------------------------------

GRADERS = [
    Case("grade-1-5-reference", _ask("Score the answer from 1 (poor) to 5 (excellent) for correctness against the "
                                     "reference. Output only the number.\nReference: The backup server is app3.\n"
                                     "Answer: app3 is the backup."), _only("5", "4")),
    Case("grade-pass-fail", _ask("PASS or FAIL: does the answer agree with the reference?\nReference: \u00a3114\n"
                                 "Answer: \u00a376"), _only("FAIL")),
    Case("grade-useful", _ask("Is this passage useful for the question? Say useful or not useful.\n"
                              "Question: when does the rink close\nPassage: Skate hire: \u00a33.00"),
         _only("not useful")),
    Case("grade-answers-yes", _ask("Does the reply answer what was asked? yes or no\n"
                                   "Asked: What is the server timeout?\nReply: The server timeout is 45 seconds."),
         _only("yes")),
    Case("grade-answer-key", _ask("Compare the student's answer with the answer key. Write CORRECT or INCORRECT.\n"
                                  "Key: Margaret Oyelaran won.\nStudent: Hugo Fairclough won."), _only("INCORRECT")),
    Case("grade-supported", _ask("Is everything in the answer supported by the source? SUPPORTED or UNSUPPORTED.\n"
                                 "Source: Under-5s skate free with a paying adult.\n"
                                 "Answer: Under-5s skate free, and so do pensioners."), _only("UNSUPPORTED")),
]


# --- JSON by example ------------------------------------------------------------------------------

JSON_CASES = [
    Case("json-lessons-cost", _ask('Fill in {"lessons": 0, "cost": 0} for 3 lessons at \u00a338 each.'),
         _json(lambda o: o.get("lessons") == 3 and o.get("cost") in (114, 114.0))),
]


# --- threads --------------------------------------------------------------------------------------

THREADS = [
    Case("thread-invoice-topic-change", _thread("My vet invoice number is 22-0917.", "Noted.",
                                                "Can cats catch a cold from people?",
                                                "It's very unlikely.",
                                                "What was my invoice number?"),
         _but_not(_any("22-0917"), "unlikely")),
    Case("thread-instructor-he", _thread("My instructor Callum teaches on Tuesdays and Fridays.", "Great.",
                                         "which days does he teach"), _both(_any("Tuesday"), _any("Friday"))),
    Case("thread-lesson-at-5", _thread("The lesson is at 4.", "OK.", "Sorry, 5.", "Noted.",
                                       "When is the lesson?"),
         _both(_word("5", "five", "5pm", "5:00", "17:00"), _none_of("at 4.", "at 4 ", "4pm", "4:00"))),
    Case("thread-cat-weight-corrected", _thread("My cat weighs 4 kg.", "Noted.",
                                                "Actually my cat weighs 5 kg.", "Thanks, updated.",
                                                "How heavy is my cat?"), _corrected("5", "4")),
    Case("thread-rink-other-one", _notes_thread(RINK, "How much is the weekday session?", "\u00a37.50.",
                                                "And the other one?"),
         _but_not(_any("\u00a39.00", "\u00a39", "9.00"), "7.50")),
    Case("thread-planet-what-about", _notes_thread(PLANETARIUM, "What age is Black Holes Live for?", "12+.",
                                                   "What about Aurora Night?"),
         _but_not(_any("8+", "8 and over", "8 and up", "aged 8", "eight"), "12+")),
    Case("thread-vet-sum", _thread("i paid \u00a342 for the consult and \u00a355.50 for the booster", "OK.",
                                   "what did i spend altogether"), _any("97.50", "97.5")),
    Case("thread-skate-end", _thread("Skating starts at 18:20 and lasts 90 minutes.", "Have fun!",
                                     "When does it finish?"), _any("19:50", "7:50", "ten to eight")),
    Case("thread-other-lesson", _thread("Two lessons: the Tuesday one is 2 hours and the Friday one is 1 hour.",
                                        "OK.", "Which is longer?", "The Tuesday one.",
                                        "How many minutes shorter is the other one?"),
         _both(_word("60", "sixty"), _none_of("120 minutes shorter"))),
]


# --- small talk, arithmetic, dates, things nothing offline could know ----------------------------

DIRECT = [
    Case("chat-br-hello", _ask("Demat! Penaos emaout hiziv?"), _none_of("don't know", "can't answer")),
    Case("chat-kk-thanks", _ask("\u0420\u0430\u049b\u043c\u0435\u0442, \u043a\u04e9\u043c\u0435\u0433\u0456\u04a3\u0456\u0437 "
                                "\u04af\u0448\u0456\u043d \u04af\u043b\u043a\u0435\u043d \u0440\u0430\u0445\u043c\u0435\u0442!"),
         _none_of("don't know", "can't answer")),
    Case("about-online", _ask("Are you connected to the internet right now?"),
         _either(_starts("no"), _any("offline", "not connected", "no internet", "can't browse", "cannot browse",
                                     "no access to the internet", "don't have internet", "do not have internet",
                                     "can't access the internet", "cannot access the internet"))),
    Case("arith-lessons", _ask("whats 3 x 38 plus 27"), _word("141")),
    Case("time-exam-end", _ask("My exam starts at 13:50 and lasts 2 h 15 min. When do I finish?"),
         _any("16:05", "4:05", "4.05")),
    Case("date-days-stated", _ask("Today is 1 October 2029. The invoice is due on 21 October 2029. How many days "
                                  "are left?"), _word("20", "twenty")),
    Case("date-days-between", _ask("How many days are there between 9 Oct 2029 and 12 Oct 2029?"),
         _word("3", "three")),
    Case("date-days-unstated", _ask("how many days till the invoice is due on 15 november"), _must_state),
    Case("unknowable-rink-ice", _ask("Is the ice at Riverside rink smooth tonight?"), _must_state),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *LABELS, *GRADERS, *JSON_CASES, *THREADS, *DIRECT]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
