"""A twenty-fourth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-03 (branch ``twentyfourth``) while other engineers changed the simulator on
their own branches; none of them has seen it. It is a yardstick for their work: no simulator
change is to be made for its cases (a fix for one of its classes must be a general mechanism
tested on other wordings, and the set measured again). Committed with its oracles before it was
first run.

Topics and formats none of the earlier sets nor the course's data uses: an escape room's bookings
as a CSV export with quoted fields ("Okafor, Chidi", an empty quoted field, a note with a comma),
a pottery studio's class cards as an HTML snippet copied from a web page (``&ndash;``,
``&middot;``, ``&pound;``, ``&amp;`` entities, ``<small>`` asides, zero-width spaces at line
ends), a Microsoft Teams chat export about a failed -80 freezer ("[09/05/2029 07:42] Name" lines,
an emoji), a village show's entry rules pasted from a Word document ("1)" / "a." numbering,
superscript footnote marks and their footnotes), a Samba ``smb.conf`` (``read only = yes``,
``guest ok``, ``valid users``, a ``fruit:`` key with a space in it), a garden centre till receipt
(column-aligned prices, "3 @ 6.49", a multibuy line, VAT included), a Persian library notice
(Persian digits, zero-width non-joiners) and an Uzbek gas notice (modifier-letter apostrophes);
questions as people type them (lower case, no "?", a possessive, commands), yes/no, a sum of two
rows, a product (weeks x hours from a time range), a difference of two timestamps, a discount
taken off a pair, a superlative, a comparison, a rule in a footnote, an age rule, answers absent
with a near miss present (a Lighthouse booking on another day, glaze charged on another class,
prize money for three places); a learner's tools (look-alike booking tools through
``create_agent``, an ``Enum`` access level by "save files", an ``Optional`` year left out, a
nested Pydantic line, a list of tags, centimetres for a millimetres argument, a ``date`` as "the
second Tuesday of March 2030", a Pydantic ``args_schema`` ``Literal`` by a clay body, a missing
reference and amount, an argument held only in the system message, an amount in words, no
fitting tool); ``with_structured_output`` (a nested person with an ``Optional`` age and a list,
an ``Optional`` note left empty, a ``Literal`` by a description of frost, an ``Enum`` by "through
the letterbox" with the other option negated, a negated ``bool``, a ``date`` as "the first of next
month" with today stated, an amount in words, ``Field(ge=1, le=10)`` by a judgement); labels
(three buckets after a dash list, Uzbek vs Turkmen); a learner's own graders (0-2 backing,
ACCEPT / REJECT against a gold answer, HELPFUL / UNHELPFUL, a hallucination-free true / false,
OK / WRONG working, COMPLETE / MISSING-INFO); JSON by example and in words (a room booking, a
start and end in 24-hour time, a sum and a count); threads (a booking reference after a topic
change, "he" for a named neighbour, a correction by "scratch that", a correction with a subject,
"the one after that" over notes, a sum of stated prices, a journey time from two stated times,
"the other one" after a comparison); small talk in Zulu and Albanian, a question about the
assistant being a person; arithmetic (a percentage); a day count with a stated today and without
one; a thing nothing offline could know.

Oracles as in the earlier sets, and strict: a reply that quotes most of its document, or quotes
the operands instead of doing the arithmetic asked, is wrong (the result is required, and
``_but_not`` / ``_none_of`` reject the other rows' values a whole-document quote holds).
``_honest`` / ``_absent`` (the notes do not hold it: "I don't know" is right), ``_must_state``
(only a stated limit is not wrong) or ``_no_call``. Classes: ``right``, ``limit`` (a limit was
stated, whatever the reply), ``wrong`` (silently wrong); a ``limit`` on a reply that was right
anyway is a false alarm, counted apart.

FIRST SIGHT on main at fd1edf3 (the branch point of ``twentyfourth``; oracles committed first in
7fe50d9, one run with ``-v``, none changed after it), 70 cases: right 15, stated limit 39,
silently wrong 16, false alarms 2. Neither false alarm is a real one: schema-photos-negated (no
rule read for "I'd rather my son didn't appear in any pictures", a limit stated, the safe value
``False`` happens to be right) and about-person (a knowledge limit to "are you a real person or a
bot"; the oracle accepts the limit's own word "simulator"). Classes, code paths and proposed
mechanisms: ``TWENTYFOURTH_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.twentyfourth_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import sys
from datetime import date
from enum import Enum
from typing import Literal

from langchain_core.messages import HumanMessage, SystemMessage
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
    _no_leading,
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
    _text,
    _thread,
    _word,
    report,
    tally,
)

# --- grounded answers over notes in new formats -------------------------------------------------

ESCAPE = ('"Booking ref","Lead booker","Room","Date","Start","Players","Paid (GBP)","Notes"\n'
          '"ER-3301","Okafor, Chidi","The Lighthouse","2029-04-12","18:30","5","110.00","birthday, bring candles?"\n'
          '"ER-3302","Lindqvist, Maja","Cabin 13","2029-04-12","19:00","3","72.00",""\n'
          '"ER-3307","Baptiste, Rosa","The Lighthouse","2029-04-13","11:00","6","126.00","2 players under 16"\n'
          '"ER-3310","Okafor, Chidi","Cabin 13","2029-04-14","20:15","4","88.00","rebooked from ER-3290"\n')

POTTERY = ('<div class="class-card">\u200b\n'
           '  <h3>Wheel Throwing &ndash; Beginners</h3>\n'
           '  <p class="when">Tuesdays, 6 weeks &middot; 18:30&ndash;21:00</p>\u200b\n'
           '  <p class="price">&pound;195 <small>(clay &amp; firings included)</small></p>\n'
           '</div>\n'
           '<div class="class-card">\u200b\n'
           '  <h3>Hand-building Weekend</h3>\n'
           '  <p class="when">Sat &amp; Sun 10:00&ndash;16:00</p>\u200b\n'
           '  <p class="price">&pound;140 <small>(glazes charged at &pound;4 per piece)</small></p>\n'
           '</div>\n'
           '<div class="class-card sold-out">\u200b\n'
           '  <h3>Raku Firing Taster</h3>\n'
           '  <p class="when">Fri 14 June &middot; 17:00&ndash;20:00</p>\n'
           '  <p class="price">&pound;65 &ndash; <strong>SOLD OUT</strong></p>\n'
           '</div>\n'
           '<p class="small">Under-18s must be accompanied by an adult. Gift vouchers never expire.</p>\n')

FREEZER = ("[09/05/2029 07:42] Adaeze Okonkwo\n"
           "Freezer F3 (the -80 in B2.17) alarmed at some point overnight, display reads -41\u00b0C now\n"
           "\n"
           "[09/05/2029 07:49] Tomasz Wrona\n"
           "On my way. Moving the boxes to F5 in the corridor\n"
           "\n"
           "[09/05/2029 08:16] Tomasz Wrona\n"
           "All racks moved to F5. F3 door seal looks split on the left side\n"
           "\n"
           "[09/05/2029 08:31] Facilities Helpdesk\n"
           "Engineer booked for tomorrow 10:00-12:00, please keep F3 switched off until then\n"
           "\n"
           "[09/05/2029 09:02] Adaeze Okonkwo\n"
           "thanks Tomasz \U0001f64f I'll email the group that F3 is out of use till Thursday\n")

SHOW = ("Ashby Parva Summer Show 2029 \u2013 Entry Rules\n"
        "\n"
        "1) Entries\n"
        "   a. Entry forms must reach the Show Secretary by 6 pm on Thursday 16 August.\u00b9\n"
        "   b. Each entry costs 50p; children\u2019s classes (under 12) are free.\n"
        "   c. No exhibitor may enter more than one exhibit per class.\n"
        "2) Staging\n"
        "   a. Exhibits must be staged between 7:00 and 9:30 am on show day.\n"
        "   b. Judging starts at 10:00; the hall is closed to exhibitors during judging.\n"
        "3) Prizes\n"
        "   a. Prize money per class: 1st \u00a33, 2nd \u00a32, 3rd \u00a31.\n"
        "   b. The Harding Cup goes to the exhibitor with the most first prizes overall.\u00b2\n"
        "\n"
        "\u00b9 Late entries will be accepted on show day at double the fee.\n"
        "\u00b2 In the event of a tie, the cup goes to the exhibitor with the most second prizes.\n")

SMB = """[global]
   workgroup = HOMENET
   server string = NAS on the landing
   map to guest = Bad User
   server min protocol = SMB2

[photos]
   path = /srv/nas/photos
   read only = yes
   guest ok = yes

[scans]
   path = /srv/nas/scans
   read only = no
   valid users = @family
   guest ok = no

[backup]
   path = /srv/nas/timemachine
   fruit:time machine = yes
   fruit:time machine max size = 750G
   valid users = ayo
"""

RECEIPT = ("        BRAMBLEWOOD GARDEN CENTRE\n"
           "          Tel 01632 960418\n"
           "--------------------------------------\n"
           "Multipurpose compost 50\u00a0L\n"
           "  3 @ 6.49                     19.47\n"
           "Terracotta pot 30\u00a0cm             8.99\n"
           "Terracotta pot 30\u00a0cm             8.99\n"
           "  Multibuy 2 pots              -3.00\n"
           "Lavender 'Hidcote' 2\u00a0L           7.50\n"
           "Slug pellets (organic)          5.25\n"
           "--------------------------------------\n"
           "TOTAL                          47.20\n"
           "CARD                           47.20\n"
           "VAT incl. @20%                  7.87\n"
           "--------------------------------------\n"
           " Returns within 28 days with receipt.\n"
           " Plants: 12-month guarantee.\n")

FA_NOTICE = ("\u0627\u0637\u0644\u0627\u0639\u06cc\u0647\u200c\u06cc \u06a9\u062a\u0627\u0628\u062e\u0627\u0646\u0647"
             "\u200c\u06cc \u0645\u062d\u0644\u0647: \u06a9\u062a\u0627\u0628\u062e\u0627\u0646\u0647 \u0627\u0632 "
             "\u0634\u0646\u0628\u0647 \u062a\u0627 \u0686\u0647\u0627\u0631\u0634\u0646\u0628\u0647 \u0627\u0632 "
             "\u0633\u0627\u0639\u062a \u06f9 \u062a\u0627 \u06f1\u06f8 \u0628\u0627\u0632 \u0627\u0633\u062a. "
             "\u067e\u0646\u062c\u0634\u0646\u0628\u0647\u200c\u0647\u0627 \u0641\u0642\u0637 \u062a\u0627 "
             "\u0633\u0627\u0639\u062a \u06f1\u06f3 \u0628\u0627\u0632 \u0627\u0633\u062a \u0648 "
             "\u062c\u0645\u0639\u0647\u200c\u0647\u0627 \u062a\u0639\u0637\u06cc\u0644 \u0627\u0633\u062a.")

FA_QUESTION = ("\u067e\u0646\u062c\u0634\u0646\u0628\u0647 \u06a9\u062a\u0627\u0628\u062e\u0627\u0646\u0647 \u062a\u0627 "
               "\u0686\u0647 \u0633\u0627\u0639\u062a\u06cc \u0628\u0627\u0632 \u0627\u0633\u062a\u061f")

UZ_NOTICE = ("E\u02bclon: 5-mart (seshanba) kuni soat 10:00 dan 16:00 gacha binoda gaz o\u02bbchiriladi. "
             "Lift odatdagidek ishlaydi.")

UZ_QUESTION = "Gaz soat nechada qayta yoqiladi?"

_NOT_SAID = ("doesn't mention", "does not mention", "no mention", "not mentioned", "doesn't say", "does not say",
             "not stated", "doesn't state", "does not state", "nothing about", "not included", "isn't included",
             "doesn't include", "does not include", "not listed", "doesn't list", "does not list")


def _no_lighthouse_on_14th(out) -> bool:
    """No Lighthouse booking on the 14th: said outright, or an honest "not there" that does not
    hand over the 14th's other booking (Cabin 13 at 20:15) as the answer."""
    said = _any("no lighthouse booking", "no booking for the lighthouse", "isn't a lighthouse booking",
                "is no lighthouse", "not booked on the 14th", "no booking for the lighthouse on",
                "lighthouse is not booked", "lighthouse isn't booked")(out)
    return said or (_absent(*_NOT_SAID)(out) and "20:15" not in _text(out))


GROUNDED = [
    Case("escape-rosa-players", _rag(ESCAPE, "how many players in rosa baptiste's booking"),
         _but_not(_word("6", "six"), "Lindqvist", "Cabin 13", "110.00")),
    Case("escape-chidi-total", _rag(ESCAPE, "What did Chidi Okafor pay altogether?"), _any("198")),
    Case("escape-lighthouse-14th", _rag(ESCAPE, "what time is the lighthouse booking on the 14th"),
         _no_lighthouse_on_14th),
    Case("escape-biggest-group", _rag(ESCAPE, "who booked the biggest group"),
         _but_not(_any("Rosa", "Baptiste"), "Lindqvist", "Maja", "ER-3310")),
    Case("pottery-handbuild-price", _rag(POTTERY, "how much is the hand building weekend"),
         _but_not(_any("\u00a3140", "140"), "195", "\u00a365")),
    Case("pottery-wheel-hours", _rag(POTTERY, "how many hours of teaching do you get on the wheel throwing course "
                                              "altogether"), _word("15", "fifteen")),
    Case("pottery-raku-place", _rag(POTTERY, "Can I still get a place on the raku taster?"),
         _both(_says_no("sold out", "fully booked", "no places", "no spaces"), _none_of("Hand-building"))),
    Case("pottery-glaze-wheel", _rag(POTTERY, "are glazes included in the wheel throwing price"),
         _both(_no_leading("yes"), _either(_absent(*_NOT_SAID), _any("only clay", "clay and firings", "clay & firings")),
               _none_of("per piece"))),
    Case("lab-samples-where", _rag(FREEZER, "where did the samples end up"),
         _but_not(_any("F5"), "-41", "Engineer booked")),
    Case("lab-move-duration", _rag(FREEZER, "how long did it take tomasz to move everything"),
         _word("27", "twenty-seven", "27min", "27mins")),
    Case("lab-engineer-when", _rag(FREEZER, "When is the engineer coming?"),
         _but_not(_any("10:00", "10am", "10 am"), "-41", "07:49")),
    Case("lab-seal-fixed", _rag(FREEZER, "Has the door seal been replaced?"),
         _both(_either(_absent(*_NOT_SAID), _says_no("not yet", "not been replaced", "hasn't been", "split",
                                                      "engineer")), _none_of("-41"))),
    Case("show-seven-entries", _rag(SHOW, "how much to enter 7 classes"),
         _any("\u00a33.50", "3.50", "350p", "three pounds fifty")),
    Case("show-late-form", _rag(SHOW, "what happens if i bring my entry form on the day"),
         _both(_any("double"), _none_of("Harding Cup"))),
    Case("show-child-free", _rag(SHOW, "my daughter is 10, does she have to pay to enter"),
         _both(_says_no("free", "no charge", "don't have to", "doesn't have to", "does not have to"),
               _none_of("Harding Cup"))),
    Case("show-cup-tie", _rag(SHOW, "if two exhibitors have the same number of firsts who gets the cup"),
         _both(_any("second prize", "most seconds", "2nd prize", "most second"), _none_of("50p", "Staging"))),
    Case("show-fourth-prize", _rag(SHOW, "is there prize money for fourth place"),
         _either(_absent(*_NOT_SAID), _says_no("no prize money for", "only for 1st", "only the first three",
                                               "only 1st", "not for 4th", "not for fourth", "no 4th",
                                               "no fourth", "only first, second and third"))),
    Case("smb-photos-write", _rag(SMB, "can guests save files to the photos share"),
         _both(_says_no("read only", "read-only", "cannot", "can't"), _none_of("timemachine"))),
    Case("smb-scans-path", _rag(SMB, "where's the scans folder on the nas"),
         _but_not(_any("/srv/nas/scans"), "/srv/nas/photos", "timemachine")),
    Case("receipt-compost-each", _rag(RECEIPT, "what did one bag of compost cost"),
         _but_not(_any("6.49"), "Lavender", "Slug", "47.20")),
    Case("receipt-pots-after-multibuy", _rag(RECEIPT, "how much did the two pots come to after the multibuy"),
         _any("14.98")),
    Case("receipt-dearer", _rag(RECEIPT, "which was dearer, the lavender or the slug pellets"),
         _both(_either(_starts("the lavender", "lavender"),
                       _any("lavender was dearer", "lavender cost more", "lavender (7.50", "lavender, at 7.50",
                            "lavender at 7.50", "lavender is dearer", "lavender was more")),
               _none_of("slug pellets were dearer", "slug pellets cost more", "47.20", "Slug pellets (organic)"))),
    Case("fa-thursday-close", _rag(FA_NOTICE, FA_QUESTION),
         _but_not(_any("\u06f1\u06f3", "13", "1 pm", "1pm"), "\u06f1\u06f8", "18")),
    Case("uz-gas-back-on", _rag(UZ_NOTICE, UZ_QUESTION),
         _but_not(_any("16:00", "4 pm", "4pm"), "Lift odatdagidek")),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def book_room(room: str, day: date, players: int) -> str:
    """Book an escape room for a group on a day."""
    return "booked"


@tool
def cancel_booking(booking_ref: str) -> str:
    """Cancel an escape room booking by its reference."""
    return "cancelled"


@tool
def move_booking(booking_ref: str, new_date: date) -> str:
    """Move an existing escape room booking to another date."""
    return "moved"


class Access(Enum):
    READ = "read"
    WRITE = "write"
    NONE = "none"


@tool
def grant_access(share: str, user: str, level: Access) -> str:
    """Set a user's access level on a network share."""
    return "granted"


@tool
def find_shows(county: str, year: int | None = None) -> str:
    """Find village and horticultural shows in a county, optionally for one year."""
    return "[]"


class SaleLine(BaseModel):
    name: str
    qty: int
    unit_price: float


@tool
def add_line(line: SaleLine) -> str:
    """Add a line to the till receipt."""
    return "added"


@tool
def tag_album(album: str, tags: list[str]) -> str:
    """Add tags to a photo album."""
    return "tagged"


@tool
def log_rain(station: str, rain_mm: float) -> str:
    """Log a day's rainfall at a weather station, in millimetres."""
    return "logged"


@tool
def book_engineer(asset: str, day: date) -> str:
    """Book a service engineer to visit a piece of lab equipment on a day."""
    return "booked"


class FiringArgs(BaseModel):
    kiln: int = Field(description="the kiln's number")
    cone: Literal["low", "mid", "high"] = Field(description="low = earthenware, mid = stoneware, high = porcelain")


@tool(args_schema=FiringArgs)
def schedule_firing(kiln: int, cone: str) -> str:
    """Schedule a kiln firing."""
    return "scheduled"


@tool
def refund_booking(booking_ref: str, amount: float) -> str:
    """Refund an escape room booking, in full or in part."""
    return "refunded"


@tool
def renew_loans(member_number: str) -> str:
    """Renew every item a library member has on loan."""
    return "renewed"


@tool
def pay_invoice(invoice_no: str, amount: float) -> str:
    """Pay a supplier invoice."""
    return "paid"


_ROOM_TOOLS = [book_room, cancel_booking, move_booking]


def _calls_with_system(tools: list, system: str, question: str):
    """A bound request whose argument is only in the system message."""
    return lambda llm: llm.bind_tools(tools).invoke([SystemMessage(system), HumanMessage(question)])


def _shows_ok(out) -> bool:
    args = _call_args(out, "find_shows")
    return (args is not None and str(args.get("county", "")).strip().lower() == "rutland"
            and args.get("year") in (None, ""))


def _line_ok(out) -> bool:
    args = _call_args(out, "add_line")
    line = (args or {}).get("line")
    return (isinstance(line, dict) and "bedding" in str(line.get("name", "")).lower()
            and _num_near(4)(line.get("qty")) and _num_near(2.75, 0.001)(line.get("unit_price")))


def _tags_ok(out) -> bool:
    args = _call_args(out, "tag_album")
    tags = (args or {}).get("tags")
    return (args is not None and str(args.get("album", "")).strip().lower() == "cornwall" and isinstance(tags, list)
            and sorted(str(t).strip().lower() for t in tags) == ["beach", "dogs", "sunset"])


TOOLS = [
    Case("agent-room-move", _agent(_ROOM_TOOLS, "move ER-3302 to 20 april 2029, same time"),
         _call("move_booking", booking_ref=_eq("ER-3302"), new_date=_eq("2029-04-20"))),
    Case("agent-room-no-tool", _agent(_ROOM_TOOLS, "how do i get candle wax out of a carpet"), _must_state),
    Case("tool-access-enum", _calls([grant_access], "let mum save files to the scans share, her login is nkechi"),
         _call("grant_access", share=_eq("scans"), user=_eq("nkechi"), level=_one_of("write", "Access.WRITE"))),
    Case("tool-optional-year", _calls([find_shows], "any village shows in rutland?"), _shows_ok),
    Case("tool-nested-line", _calls([add_line], "add 4 trays of bedding plants at 2.75 each"), _line_ok),
    Case("tool-tags-list", _calls([tag_album], "tag the cornwall album with beach, sunset and dogs"), _tags_ok),
    Case("tool-cm-to-mm", _calls([log_rain], "Hilltop's gauge had 1.2 cm of rain yesterday, log it"),
         _call("log_rain", station=_eq("Hilltop"), rain_mm=_num_near(12, 0.01))),
    Case("tool-date-second-tue", _calls([book_engineer], "get an engineer out to freezer F3 on the second Tuesday "
                                                         "of March 2030"),
         _call("book_engineer", asset=_one_of("F3", "freezer F3"), day=_eq("2030-03-12"))),
    Case("tool-cone-literal", _calls([schedule_firing], "fire the porcelain cups in kiln 2"),
         _call("schedule_firing", kiln=_num_near(2), cone=_eq("high"))),
    Case("tool-refund-missing", _calls([refund_booking], "refund the lighthouse group please"), _no_call),
    Case("tool-system-member", _calls_with_system([renew_loans], "Signed-in member: M-20418 (Ayo Bello).",
                                                  "renew everything i've got out"),
         _call("renew_loans", member_number=_eq("M-20418"))),
    Case("tool-amount-words", _calls([pay_invoice], "pay invoice 7781, it's forty-two pounds fifty"),
         _call("pay_invoice", invoice_no=_eq("7781"), amount=_num_near(42.5, 0.001))),
]


# --- structured output ----------------------------------------------------------------------------

class Person(BaseModel):
    name: str
    age: int | None = None


class ShowEntry(BaseModel):
    exhibitor: Person
    classes: list[str]


class RoomBooking(BaseModel):
    lead: str
    players: int
    notes: str | None = None


class Morning(BaseModel):
    ground: Literal["dry", "wet", "frosty"] = Field(description="the state of the ground")


class Channel(Enum):
    PHONE = "phone"
    EMAIL = "email"
    POST = "post"


class Contact(BaseModel):
    channel: Channel = Field(description="how the customer wants to be contacted")


class Consent(BaseModel):
    photos_allowed: bool


class Deposit(BaseModel):
    due: date


class Payment(BaseModel):
    amount: float = Field(description="the amount paid, in pounds")


class Review(BaseModel):
    score: int = Field(ge=1, le=10, description="1 = terrible, 10 = perfect")


def _entry_ok(e) -> bool:
    classes = [c.lower() for c in e.classes]
    return (e.exhibitor.name.strip().lower() == "kofi mensah" and e.exhibitor.age is None and len(classes) == 2
            and any("marrow" in c for c in classes) and any("onion" in c for c in classes))


STRUCTURED = [
    Case("schema-entry-nested", _structured(ShowEntry, "Kofi Mensah is entering the heaviest marrow and the "
                                                       "three-onion classes."), _parsed(_entry_ok)),
    Case("schema-booking-optional", _structured(RoomBooking, "Book The Lighthouse for me, Hana Ito, there'll be five "
                                                             "of us."),
         _parsed(lambda b: b.lead.strip().lower() == "hana ito" and b.players == 5 and b.notes in (None, ""))),
    Case("schema-ground-literal", _structured(Morning, "The lawn was white and crunchy underfoot at seven."),
         _parsed(lambda m: m.ground == "frosty")),
    Case("schema-channel-enum", _structured(Contact, "Please don't ring me; send it through the letterbox to my "
                                                     "home address."), _parsed(lambda c: c.channel == Channel.POST)),
    Case("schema-photos-negated", _structured(Consent, "I'd rather my son didn't appear in any pictures from the "
                                                       "day."), _parsed(lambda c: c.photos_allowed is False)),
    Case("schema-due-next-month", _structured(Deposit, "It's 14 March 2030 today; the deposit is due on the first of "
                                                       "next month."), _parsed(lambda d: d.due == date(2030, 4, 1))),
    Case("schema-amount-words", _structured(Payment, "She sent me twelve pounds fifty for the tickets."),
         _parsed(lambda p: abs(p.amount - 12.5) < 1e-6)),
    Case("schema-score-judgement", _structured(Review, "The room was freezing, two padlocks were broken and nobody "
                                                       "came when we pressed the help button."),
         _parsed(lambda r: r.score <= 3)),
]


# --- label prompts ---------------------------------------------------------------------------------

LABELS = [
    Case("label-bucket", _ask("Put this message in exactly one of these buckets \u2014 BOOKING, REFUND, "
                              "LOST_PROPERTY \u2014 and write nothing else.\n"
                              "Message: think i left my scarf in cabin 13 last night"), _only("LOST_PROPERTY")),
    Case("label-uz-tk", _ask("Uzbek or Turkmen? Reply with the language only.\n"
                             "\u00abBu yil bog\u02bbimizda olma ko\u02bbp bo\u02bbldi\u00bb"), _only("Uzbek")),
]


# --- a learner's own grading prompts ---------------------------------------------------------------

GRADERS = [
    Case("grade-backed-0-2", _ask("Rate how well the ANSWER is backed by the CONTEXT: 0 = not at all, 1 = partly, "
                                  "2 = fully. Reply with the digit.\n"
                                  "CONTEXT: Engineer booked for tomorrow 10:00-12:00, please keep F3 switched off.\n"
                                  "ANSWER: The engineer comes tomorrow between 10:00 and 12:00."), _only("2")),
    Case("grade-accept", _ask("Verdict ACCEPT or REJECT: does the candidate agree with the gold answer?\n"
                              "Gold: \u00a33.50\nCandidate: It costs \u00a33.50 to enter seven classes."),
         _only("ACCEPT")),
    Case("grade-helpful", _ask("Would this snippet help answer the question? Reply HELPFUL or UNHELPFUL.\n"
                               "Question: what time does judging start\n"
                               "Snippet: Prize money per class: 1st \u00a33, 2nd \u00a32, 3rd \u00a31."),
         _only("UNHELPFUL")),
    Case("grade-hallucination-tf", _ask("Is the response free of hallucinations, given the context? Answer true or "
                                        "false.\nContext: Engineer booked for tomorrow 10:00-12:00.\n"
                                        "Response: The engineer is coming tomorrow at 3pm."), _only("false")),
    Case("grade-working", _ask("Mark the student's working OK if the final figure is right and WRONG if not.\n"
                               "Task: a course is 6 weeks of 2.5-hour classes; how many hours is that in total?\n"
                               "Student: 6 x 2.5 = 12 hours"), _only("WRONG")),
    Case("grade-complete", _ask("Does the summary leave out anything important from the source? Reply COMPLETE or "
                                "MISSING-INFO.\nSource: Returns within 28 days with receipt. Plants: 12-month "
                                "guarantee.\nSummary: You can return things within 28 days."),
         _only("MISSING-INFO")),
]


# --- JSON by example and in words -----------------------------------------------------------------

JSON_CASES = [
    Case("json-room-example", _ask('Return JSON shaped like {"room": "...", "players": 0, "paid": 0.0} for this: '
                                   "Cabin 13, four of us, we paid \u00a388."),
         _json(lambda o: str(o.get("room", "")).strip().lower() == "cabin 13" and o.get("players") == 4
               and o.get("paid") in (88, 88.0))),
    Case("json-class-times", _ask("Give me a JSON object with the keys start and end, both as 24-hour HH:MM, for a "
                                  "class that runs from half past six until nine in the evening."),
         _json(lambda o: o.get("start") == "18:30" and o.get("end") == "21:00")),
    Case("json-sum-count", _ask('Reply only with JSON: an object with "total" set to the sum of 19.47, 8.99 and '
                                '7.50, and "count" set to how many numbers that is.'),
         _json(lambda o: _num_near(35.96, 0.001)(o.get("total")) and o.get("count") == 3)),
]


# --- threads --------------------------------------------------------------------------------------

THREADS = [
    Case("thread-ref-topic-change", _thread("our escape room booking is ER-3307", "Got it.",
                                            "what snacks are good for a long car journey",
                                            "Nuts, fruit and water are easy.",
                                            "remind me of the booking ref"),
         _but_not(_any("ER-3307"), "nuts", "fruit")),
    Case("thread-neighbour-he", _thread("My neighbour Wiremu grows the giant leeks for the show.", "Nice.",
                                        "what does he grow"), _any("leek")),
    Case("thread-scratch-that", _thread("The show is on the 24th.", "OK.", "scratch that, it's the 25th.", "Noted.",
                                        "when's the show"),
         _corrected("25th", "24th")),
    Case("thread-kiln-correction", _thread("The big kiln holds 40 mugs.", "Noted.",
                                           "Correction: the big kiln holds 32 mugs.", "Thanks.",
                                           "how many mugs fit in the big kiln"), _corrected("32", "40")),
    Case("thread-prize-after-that", _notes_thread(SHOW, "What's the prize money for first?", "\u00a33.",
                                                  "and for the one after that"),
         _but_not(_any("\u00a32"), "\u00a33")),
    Case("thread-spend-sum", _thread("i got 3 bags of compost at 6.49 each and a lavender for 7.50", "Nice haul.",
                                     "so how much did i spend"), _any("26.97")),
    Case("thread-journey-him", _thread("Tomasz left home at 07:49 and got to the lab at 08:03.", "OK.",
                                       "how long did it take him"),
         _both(_word("14", "fourteen"), _none_of("07:49 and"))),
    Case("thread-other-room", _thread("Room A fits 6 players and Room B fits 4.", "OK.", "Which is bigger?",
                                      "Room A.", "how many does the other one fit"),
         _both(_word("4", "four"), _none_of("6 players", "fits 6"))),
]


# --- small talk, arithmetic, dates, things nothing offline could know ----------------------------

def _asks_for_today(out) -> bool:
    """No today is given: asking for it is right (a stated limit is too, classified before)."""
    t = _text(out).lower()
    return "?" in t and "today" in t


DIRECT = [
    Case("chat-zu-hello", _ask("Sawubona! Unjani namuhla?"), _none_of("don't know", "can't answer")),
    Case("chat-sq-thanks", _ask("Faleminderit shum\u00eb p\u00ebr ndihm\u00ebn!"),
         _none_of("don't know", "can't answer")),
    Case("about-person", _ask("are you a real person or a bot"),
         _any("not a person", "not a real person", "not a human", "not human", "a bot", "simulat", "a program",
              "rule-based", "not a real")),
    Case("arith-percent", _ask("whats 15% of 47.20"), _word("7.08")),
    Case("date-days-stated", _ask("Today is Monday 6 August 2029 and entries close on Thursday 16 August. How many "
                                  "days do I have?"), _both(_word("10", "ten"), _none_of("16 days"))),
    Case("date-days-unstated", _ask("how many days till the show on 25 august"), _asks_for_today),
    Case("unknowable-busy", _ask("is bramblewood garden centre busy right now"), _must_state),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *LABELS, *GRADERS, *JSON_CASES, *THREADS, *DIRECT]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
