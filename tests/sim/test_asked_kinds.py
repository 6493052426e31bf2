"""The asked kind checked on every grounded reply (``grounded.asked_kinds``; issue 26, the
forty-second set's KK3 / KK4 / KK1). Wordings and material are my own (branch fix44a): a choir's
member list, a ferry's fares, a bowling alley's board, a Chinese tutoring notice, a Chinese
laundry's price list. Every row fails on 947509df (the module and its wiring are new there)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded import asked_kinds
from tests.sim._chat import ask_rag

CHOIR = ("Northgate Community Choir - members\nPriya Lal - soprano, joined 2019, section leader.\n"
         "Owen Hart - tenor, aged 71, our longest-serving member.\nMaud Ellis - alto, retired teacher.")
FERRY = ("Isle ferry - fares\nFoot passenger, off-peak sailings: £6.40 single\nCar and driver: £38.00 single\n"
         "Bicycles travel free.")
BOWLING = ("Lanes & Co - prices\nWeekend games (Friday night to Sunday): £7.50 per person per game\n"
           "Shoe hire: £2.00\nParty package for 10: £95")
ZH_TUTOR = "辅导班收费通知\n数学:每节课120元\n英语:每节课100元\n教材费:一次性收取60元"
ZH_LAUNDRY = "洗衣店价目表\n衬衫:每件8元\n西装:每套35元\n羽绒服:每件45元\n备注:加急另收20元"

UNMET = [  # (question, reply, documents, the kind asked or None, whether the absence is said)
    ("How old is Maud Ellis?", "Maud Ellis - alto, retired teacher.", CHOIR, "age", True),
    ("What age is Priya Lal?", "Priya Lal - soprano, joined 2019, section leader.", CHOIR, "age", True),
    ("How old is Owen Hart?", "Owen Hart - tenor, aged 71, our longest-serving member.", CHOIR, None, False),
    ("How old is Maud?", "Maud Ellis - alto, retired teacher.",  # an age column: never the absence
     "Name | Age | Voice\nMaud Ellis | 64 | alto", "age", False),
    ("How much is a peak foot passenger single?", "Foot passenger, off-peak sailings: £6.40 single", FERRY,
     "value for the peak", True),
    ("How much is an off-peak foot passenger single?", "Foot passenger, off-peak sailings: £6.40 single", FERRY,
     None, False),
    ("What does a game cost on a weekday?", "Weekend games (Friday night to Sunday): £7.50 per person per game",
     BOWLING, "value for the weekday", True),
    ("What does a game cost on a weekday?", "Weekend games: £7.50 per game",  # a weekday line elsewhere
     "Weekend games: £7.50 per game\nWeekday games: £5.00 per game", "value for the weekday", False),
    ("How much does shoe hire cost for a child?", "Shoe hire: £2.00", BOWLING, None, False),
    ("How much more is a car and driver than a foot passenger?",
     "Car and driver: £38.00 single. Foot passenger, off-peak sailings: £6.40 single", FERRY, "difference", False),
    ("How much more is a car and driver than a foot passenger?", "£31.60 (£38.00 − £6.40).", FERRY, None, False),
    ("数学比英语贵多少?", "数学:每节课120元。英语:每节课100元。", ZH_TUTOR, "difference", False),
    ("How much is the party package going to cost us?", "Party package for 10 people, book a week ahead.",
     BOWLING, "amount", False),
    ("How much is the party package going to cost us?", "Party package for 10: £95", BOWLING, None, False),
    ("Is shoe hire free?", "Shoe hire: £2.00", BOWLING, None, False),  # yes/no: left alone
    # the price asked in everyday words, for a count the reply does not work (fails on 51a15e7a)
    ("What would four pairs of hire shoes set us back?", "Shoe hire: £2.00", BOWLING, "amount", False),
    ("What's the damage for three games?", "A game: £6.50", BOWLING, "amount", False),
    ("What's the damage for three games?", "£19.50 (3 × £6.50).", BOWLING, None, False),
    # a comparison asked as a yes/no, answered by the figures compared and no verdict (round 70, operands_x)
    ("for 3 games is the party package cheaper than paying per game",
     "Weekend games (Friday night to Sunday): £7.50 per person per game", BOWLING, "verdict", False),
    ("would a car work out dearer than two foot passengers", "Car and driver: £38.00 single", FERRY, "verdict", False),
    ("would a car work out dearer than two foot passengers", "Yes: £38.00 against 2 × £6.40.", FERRY, None, False),  # guard
    ("is the car dearer than a foot passenger", "The car is dearer: £38.00 against £6.40.", FERRY, None, False),  # guard
    # a discount written "-10%" beside the prices it applies to, quoted, not applied
    ("what did the wash and wax cost after the loyalty discount",
     "WASH — 9.00. WAX — 3.50. LOYALTY CARD — -10% on the whole bill.", BOWLING, "worked amount", False),
]


@pytest.mark.parametrize(("question", "reply", "docs", "asked", "absent"), UNMET)
def test_unmet(question, reply, docs, asked, absent):
    found = asked_kinds.unmet(question, reply, [docs])
    assert (found.asked if found else None) == asked
    assert bool(found and found.absent) == absent


KEYED = [
    ("西装要多少钱?", "西装:每套35元"),
    ("加急需要加多少钱?", None),  # "备注" keys that line, not "加急"
    ("教材费要交多少?", "教材费:一次性收取60元"),
    ("教材要多少钱?", "教材费:一次性收取60元"),  # the key without its kind word
    ("窗帘清洗多少钱?", None),
    ("How much is a shirt?", None),  # an English question: the Chinese keys are not read
]


@pytest.mark.parametrize(("question", "line"), KEYED)
def test_keyed_line(question, line):
    assert asked_kinds.keyed_line(question, [ZH_LAUNDRY + "\n" + ZH_TUTOR]) == line


ASKED = [  # end to end: the reply a learner's RAG chain gets
    (CHOIR, "How old is Maud Ellis?", "don't give Maud Ellis's age"),
    (FERRY, "What's a peak fare for a foot passenger?", "don't give it for the peak"),
    (CHOIR, "How old is Owen Hart?", "aged 71"),
    (ZH_LAUNDRY, "羽绒服要多少钱?", "45元"),
]


@pytest.mark.parametrize(("docs", "question", "said"), ASKED)
def test_replies(docs, question, said):
    reply, caught = ask_rag(docs, question)
    assert said in reply and not caught, reply


# --- billed increments, a Chinese difference, the threshold gate, rows of unnamed items, totals ---

STUDIO = ("Harbour Recording Studio - invoice 88\nStudio time: GBP 40 per hour, billed per started 15 minutes.\n"
          "Session length: 100 minutes.\nPayment within 21 days.")
MOORING = "Visitor moorings\nCharged per hour or part hour: GBP 3.\nStays over 10 hours pay the day rate."
ZH_KTV = "KTV包厢收费\n计费方式:按每30分钟计,不足30分钟按30分钟计\n小包:每30分钟40元\n晚上10点后另加服务费"

BILLED = [  # (question, documents, the billed minutes, or None for no reading, or "limit")
    ("How many minutes of studio time was I billed for?", STUDIO, 105),
    ("We moored for 2 hours 10 minutes. How many hours were we charged for?", MOORING, 180),
    ("唱了70分钟,按多少分钟收费?", ZH_KTV, 90),
    ("唱了70分钟,要付多少钱?", ZH_KTV, "limit"),  # an amount over increments: not worked here
    ("How much is studio time?", STUDIO, None),
]


@pytest.mark.parametrize(("question", "docs", "minutes"), BILLED)
def test_billed_increments(question, docs, minutes):
    from course_lib.sim.grounded import billed_increments

    found = billed_increments.billed(question, [docs])
    if minutes is None:
        assert found is None
    elif minutes == "limit":
        assert isinstance(found, billed_increments.Unworked)
    else:
        assert isinstance(found, billed_increments.Billed) and found.minutes == minutes, found


ZH_BAKERY = "面包店价目表\n全麦吐司:16元\n牛角包:9元\n蛋糕:小号88元,大号128元\n蛋糕和吐司都可以预订"

ZH_DIFFERENCES = [  # (question, the difference, or "limit", or None)
    ("全麦吐司比牛角包贵多少?", 7),
    ("牛角包比全麦吐司便宜多少?", 7),
    ("蛋糕比牛角包贵多少?", "limit"),  # two sizes on the cake's line
    ("咖啡比茶贵多少?", None),  # no line names either
    ("全麦吐司多少钱?", None),  # no comparison asked
]


@pytest.mark.parametrize(("question", "difference"), ZH_DIFFERENCES)
def test_zh_differences(question, difference):
    from course_lib.sim.grounded import zh_differences

    found = zh_differences.worked(question, [ZH_BAKERY])
    if difference is None:
        assert found is None
    elif difference == "limit":
        assert isinstance(found, zh_differences.Unworked)
    else:
        assert isinstance(found, zh_differences.Worked) and found.difference == difference, found


ORDER = ("Order 3307 - Hillside Print Shop\nItem | Qty | Unit price\nPoster A2 | 4 | £6.00\nFlyers (100) | 2 | £18.00\n"
         "Your account will be invoiced at dispatch.")

OTHER_ROWS = [  # (question, reply, whether the rows are of another item)
    ("How much will I be invoiced?", "Item: Poster A2; Qty: 4; Unit price: £6.00. Your account will be invoiced "
                                     "at dispatch.", True),
    ("How much is a poster?", "Item: Poster A2; Qty: 4; Unit price: £6.00.", False),
    ("How much will I be invoiced?", "Total: £60.00. Item: Poster A2; Qty: 4; Unit price: £6.00.", False),
]


@pytest.mark.parametrize(("question", "reply", "other"), OTHER_ROWS)
def test_rows_of_an_item_not_asked(question, reply, other):
    found = asked_kinds.unmet(question, reply, [ORDER])
    assert (found is not None and found.asked == "amount") == other


WHOLE = [  # (question, documents, whether the total of the whole material is asked)
    ("那总共要交多少钱?", ZH_TUTOR, True),
    ("加起来一共多少钱?", ZH_LAUNDRY, True),
    ("保险一共多少钱?", ZH_LAUNDRY, False),  # a thing of its own: no line may hold it
    ("How much will it all come to altogether?", BOWLING, True),
    ("How much will the insurance come to altogether?", BOWLING, False),
    ("那一共多少钱?", "洗车店\n欢迎光临", False),  # no amounts
]


@pytest.mark.parametrize(("question", "docs", "whole"), WHOLE)
def test_whole_total(question, docs, whole):
    assert asked_kinds.whole_total(question, [docs]) == whole


ZH_RENOVATION = ("装修报价单(编号 ZX-1182)\n客户:陈先生\n地址:西城区柳荫街7号2单元6层(无电梯)\n工期:2039年5月6日至5月20日\n"
                 "墙面翻新:每平方米35元,预计80平方米\n地砖铺设:每平方米60元,预计25平方米\n材料上楼费:无电梯每层30元,有电梯免费\n"
                 "垃圾清运:每车200元\n工人:4名\n联系电话:400-100-2233\n备注:如需更换门锁,每把另收120元。")

GUARDED = [  # end to end: a stated limit, never a silent answer ("I don't know" or a threshold quoted)
    (ZH_RENOVATION, "材料上楼费要多少钱?"),  # a long quotation: the keyed line's coverage under the bar
    (ZH_TUTOR, "那一共要交多少钱?"),
    ("Dog grooming - price card\nFull groom: GBP 45\nNail clip: GBP 8\nLate collection is charged per started "
     "quarter hour.\nCollect within 2 hours of the groom.", "I collected her 50 minutes late. How many minutes "
                                                              "of late collection am I charged for?"),
]


@pytest.mark.parametrize(("docs", "question"), GUARDED)
def test_a_limit_or_the_worked_length_never_a_silent_reply(docs, question):
    reply, caught = ask_rag(docs, question)
    assert caught or "60 minutes" in reply, reply


# --- a contact detail (mine, fix45a, after the forty-third set's LL6 c; other documents than its own
# and my probe forms_z's) ----------------------------------------------------------------------------

_TAXI = "Moorside Taxis\nAirport runs from £45. Book a day ahead, or call the office for a quote."
_TAXI_NUMBER = "Moorside Taxis\nAirport runs from £45. For bookings ring 0161 496 0732 (24 hours)."
_BAKERY = "Crumb & Co bakery\nCelebration cakes need a week's notice. Order through our website or in the shop."
_BAKERY_MAIL = "Crumb & Co bakery\nCelebration cakes need a week's notice. Send orders to cakes@crumb.example."
_TWO_NUMBERS = ("Fernhill surgery\nAppointments: 01632 960 100.\nOut of hours: 01632 960 999.\n"
                "The surgery is closed at weekends.")


@pytest.mark.parametrize(("notes", "question", "said", "limit"), [
    (_TAXI, "What's the taxi firm's phone number?", "know", False),
    (_TAXI_NUMBER, "What's the taxi firm's phone number?", "0161 496 0732", False),
    (_BAKERY, "What is the bakery's email address?", "know", False),
    (_BAKERY_MAIL, "What is the bakery's email address?", "cakes@crumb.example", False),
    (_TWO_NUMBERS, "What's the phone number?", "", True),
    (_TAXI, "How much is an airport run?", "£45", False),
], ids=["phone-absent", "phone-given", "mail-absent", "mail-given", "two-numbers", "plain-price"])
def test_a_contact_detail_is_given_in_its_form_or_said_absent(notes, question, said, limit):
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        reply = SimulatedChatModel().invoke([SystemMessage(f"Answer from the notes.\n\n{notes}"), HumanMessage(question)])
    assert said in reply.content
    assert bool(reply.response_metadata.get("simulator_limit")) is limit, reply.content


# --- fix62a (the fifty-seventh set's VV2): a count or a day asked, and a reply holding none -----------------------
STAFF = "Maple Primary - staff\nStaff: Ms Okafor, Mr Lind, Mrs Bright, Mr Dube.\nUpdate: Mrs Bright has retired."
CHAT = "[Tue 4 Jun 10:02] Sam: Hi, the meeting is moved.\n[Wed 5 Jun 08:30] Sam: Let's say Friday now."

COUNT_DAY = [  # (question, reply, documents, the kind asked or None)
    ("how many teachers are on the staff now", "Staff: Ms Okafor, Mr Lind, Mrs Bright, Mr Dube.", STAFF, "number"),
    ("how many teachers are on the staff now", "Three: Ms Okafor, Mr Lind and Mr Dube.", STAFF, None),
    ("how many teachers are on the staff now", "3 (4 listed, 1 retired).", STAFF, None),
    ("how many rooms does it cost £5 to book", "Rooms: £5 each, book at the office.", STAFF, "number"),  # a price
    ("how many of them can come", "Both of them.", STAFF, None),
    ("what day did the meeting end up on", "[Tue 4 Jun 10:02] Sam: Hi, the meeting is moved.", CHAT, "day"),
    ("what day did the meeting end up on", "[Wed 5 Jun 08:30] Sam: Let's say Friday now.", CHAT, None),
    ("which day is bin collection", "Bins go out on the 14th.", CHAT, None),
    ("which day is bin collection", "Collection is tomorrow.", CHAT, None),
    ("which days is the pool open late", "Late swims on Tuesdays and Fridays.", CHAT, None),  # plural weekdays
    ("how many points did the team gain", "12% (40% − 28%).", STAFF, None),  # a percent is a count
]


@pytest.mark.parametrize(("question", "reply", "docs", "asked"), COUNT_DAY,
                         ids=["list-no-count", "count-word", "count-figure", "price-no-count", "both", "stamp-only",
                              "weekday", "ordinal", "tomorrow", "plural-days", "percent"])
def test_a_count_or_a_day_asked(question, reply, docs, asked):
    """A reply with no count ("list-no-count", "price-no-count") or no day but a chat line's own stamp ("stamp-only")
    holds nothing of the asked kind (these fail before fix62a); the rows whose reply holds a count or a day are
    guards (they pass before too)."""
    found = asked_kinds.unmet(question, reply, [docs])
    assert (found.asked if found else None) == asked


# --- kinds75: the asked-value rows (a time, a length of time, a place, a person; ``asked_value_rows``) ----------------
# Wordings mine (kinds75): a pottery studio, a bike repair shop, a library's book club, an allotment society.
POTTERY = "Clayworks studio\nBring an apron; clay and glazes are provided.\nDoors open 6.30 pm on Thursdays."
REPAIR = "Spokes bike repairs\nPunctures are fixed by our own mechanics.\nA full service takes 3 working days."
CLUB = "Book club\nThe group is friendly and relaxed; newcomers are welcome.\nWe meet in the Garden Room upstairs."
PLOTS = "Allotment society\nplots are let on a first-come basis.\nQueries go to Hamid Rana, the plot secretary."

VALUE_ROWS = [  # (question, reply, documents, the kind asked or None)
    ("What time should we turn up for the pottery class?", "Bring an apron; clay and glazes are provided.", POTTERY,
     "time"),
    ("What time should we turn up for the pottery class?", "Doors open 6.30 pm on Thursdays.", POTTERY, None),
    ("At what hour do they let people in?", "Doors open in the evening.", POTTERY, None),
    ("How long will a full service of my bike take?", "Punctures are fixed by our own mechanics.", REPAIR, "duration"),
    ("How long will a full service of my bike take?", "A full service takes 3 working days.", REPAIR, None),
    ("How long will a full service of my bike take?", "About a week.", REPAIR, None),
    ("Where does the book club get together?", "the group is friendly and relaxed; newcomers are welcome.", CLUB,
     "place"),
    ("Where does the book club get together?", "We meet in the Garden Room upstairs.", CLUB, None),
    ("Where does the book club get together?", "The Garden Room.", CLUB, None),
    ("where are the nightly backups written", "[backup] target = /srv/dumps keep = 7.", CLUB, None),  # a path
    ("Who do I ask about getting a plot?", "plots are let on a first-come basis.", PLOTS, "person"),
    ("Who do I ask about getting a plot?", "Queries go to Hamid Rana, the plot secretary.", PLOTS, None),
    ("Who do I ask about getting a plot?", "Hamid Rana.", PLOTS, None),
    ("Who do I ask about getting a plot?", "the plot secretary.", PLOTS, None),
    ("[Sat 9 Mar 10:00] what time is the talk?", "[Sat 9 Mar 10:00] Jo: it was a lovely talk, thanks all.", PLOTS,
     "time"),
]


@pytest.mark.parametrize(("question", "reply", "docs", "asked"), VALUE_ROWS,
                         ids=["time-none", "time-clock", "time-part-of-day", "long-none", "long-days", "long-week",
                              "where-none", "where-room", "where-name", "where-path", "who-none", "who-name-role", "who-name",
                              "who-role", "time-stamp-only"])
def test_an_asked_value_row(question, reply, docs, asked):
    """A reply holding nothing of the asked kind's value form states the limit ("time-none", "long-none", "where-none",
    "who-none", "time-stamp-only": a chat line's own stamp is no time; these fail on land75); the rows whose reply holds
    a clock time, a length, a place (a path too: records_h's
    false alarm, fixed) or a person are guards (they pass on land75 too)."""
    found = asked_kinds.unmet(question, reply, [docs])
    assert (found.asked if found else None) == asked


def test_an_asked_value_row_states_the_limit_in_a_reply():
    """A guard (passes on land75 too, where an earlier check of the place asked states it): a place asked over notes
    whose only line on the subject names none states the documents limit, never the quote alone."""
    notes = "Chess club\nthe chess club is open to all ages and abilities; boards are provided."
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        reply = SimulatedChatModel().invoke([SystemMessage(f"Answer from the notes.\n\n{notes}"),
                                             HumanMessage("Where does the chess club meet?")])
    assert reply.response_metadata.get("simulator_limit"), reply.content


def test_the_asked_value_rows_are_data():
    """Every row of ``asked_value_rows`` is read from the data with its four fields (fails on land75: no rows there)."""
    kinds = [row[0] for row in asked_kinds._value_rows()]
    assert kinds == ["time", "duration", "place", "person"]


def test_a_quoted_line_charging_beyond_a_free_distance_is_worked():
    """"free within 20 miles, then £3 per mile each way (you are 26 miles away)" quoted for "delivery charge?"
    (fix63c, the fifty-eighth set's WW7 c, other wording): the charge worked, (26 - 20) x £3 x 2."""
    from course_lib.sim.grounded.asked_kinds import unmet

    reply = "Oakfield Hot Tubs - Quote. Delivery: free within 20 miles, then £3 per mile each way (you are 26 miles away)."
    found = unmet("what's the delivery charge?", reply, [reply])
    assert found is not None and found.worked.startswith("£36 "), found
    none = unmet("what's the delivery charge?", "Delivery: free within 20 miles, then £3 per mile.", [reply])
    assert none is not None and not none.worked and "no distance" in none.held


def test_a_distance_charge_is_worked_past_a_could_not_find_tail():
    """The line quoted with "I could not find anything about 'charge'" after it (fix63c): the charge is still worked."""
    from course_lib.sim.grounded.asked_kinds import unmet

    reply = ("Hearth & Home - quote. Delivery: free within 10 miles, then £1.50 per mile (your address is 18 miles "
             "from us). I could not find anything about 'charge' in the documents.")
    found = unmet("whats the delivery charge", reply, [reply])
    assert found is not None and found.worked.startswith("£12 "), found
