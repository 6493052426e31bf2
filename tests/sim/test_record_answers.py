"""The record answerers' table (``course_lib.sim.grounded.record_answers``, issue 26 part 4): one row per
answerer, tried in order before the evidence reader.

Every row meets an invented document and question (none of any fresh set's wording) that it, and
no row before it, answers: the reply explains itself with the row's rule sentence (or its limit's)
and the row's reader reads something in the document. A row dropped from ``TABLE`` or moved behind
one that answers its case fails here; a row without a case fails ``test_every_row_has_a_case``.
Where a row must come before a later one (its ``before`` says why), a case that both rows answer
pins the order (``ORDER``).
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from course_lib.sim.chat.model import SimulatedChatModel
from course_lib.sim.grounded import record_answers
from course_lib.sim.grounded.citations import bodies
from course_lib.sim.grounded.record_answers import TABLE, Row
from course_lib.sim.reports import limits
from course_lib.sim.request.reading import read_request

SYSTEM = "Answer only from the notes below.\n\nNotes:\n"

RECEIPT = """    QUAYSIDE DIY
================================
Wood glue 250ml              4.10
Sandpaper pack
   3 x 2.40                   7.20
Dust masks 5                  5.95
================================
TOTAL                        17.25
CARD                         17.25
"""
ADHESIVE_GRID = ("TILE ADHESIVE NEEDED (kg)\n"
        "                 5 m2    10 m2    20 m2\n"
        "6 mm notch        12      24       48\n"
        "10 mm notch       20      40       80\n")

LIFEGUARDS = ("Lido lifeguards - who covers what\n"
              "Key: P = pool, OW = open water; Y = qualified, N = not qualified\n\n"
              "Name      P    OW\n"
              "Amara     Y    N\n"
              "Ben       Y    Y\n")

DUTIES = ("Ward 4 duties\n"
          "Nurse     Mon      Tue      Wed\n"
          "Hale      days     nights   off\n"
          "Osei      nights   days     days\n")

SHUTTLE = """Coastal shuttle, weekdays
Harbour        07:15   09:40   12:05
Old Town       07:32   09:57   12:22
Lighthouse     07:50   10:15   12:40
"""
FIREWALL = """Status: active

To            Action      From
--            ------      ----
22/tcp        ALLOW       192.168.4.0/24
80/tcp        ALLOW       Anywhere
"""
# a Slack copy: the text read drops its header lines, the text as sent keeps who wrote what
SLACK_COPY = """Priya Nair  2:05 PM
the printer on floor 3 is jammed again
Omar Haddad  2:11 PM
on it, clearing the printer now
Omar Haddad  2:38 PM
printer sorted, it was a torn label stuck inside
Priya Nair  2:40 PM
thank you!
"""
PANEL = """Gardeners' phone-in, 12 May
HOST (Dee): Our first caller has slugs on her hostas.
CALLER (Wyn): Every night they eat another leaf.
PANELLIST (Rhodri): Sink a jar of beer level with the soil; they crawl in overnight.
PANELLIST (Amira): Copper tape round the pots works too, if you'd rather not use beer.
"""
SHIFTS = """Ward rota, week of 6 May
Day shift: 07:45 to 20:15, two nurses and a healthcare assistant.
Night shift: 19:45 to 08:15, one nurse and one healthcare assistant.
Handover happens in the half hour the shifts overlap.
"""
CHAT_SPAN = """[08:10] Ines: starting to pack the books now
[08:45] Marco: need a hand?
[10:25] Ines: books all packed, done!
"""
MOVED = """The two ladders have been taken to the boiler room. The paint stays in the shed.
"""
RECIPE = """default: lint

lint:
    ruff check .

ship: lint bundle
    scp dist/* host:

bundle:
    zip -r dist/app.zip src
"""
SHARE_RIGHTS = """[photos]
   path = /srv/photos
   read only = yes
   guest ok = yes
"""
CONFIGURED = """{
  "compilerOptions": {
    "sourceMap": true,
    "strict": false
  }
}
"""
UNREAD_SCORE_SHEET = """Oakfield Pitch & Putt - Sunday card
Hole    1     2     3     4     5     6
Maeve   3     4 x   2     3     5     3
        3     7     9     12    17    20
Osian   4     3     3     4 p   3     2
        4     7     10    14    17    19
"""
CLOSED_HOURS = ("Library opening hours\nMon-Fri 09:00-18:00\n"
                "The loans desk closes 13:00-13:45 on weekdays for staff lunch.")
SCHEDULED = """Library opening hours
Monday: closed
Tuesday: 10:00-17:00
Wednesday: 10:00-20:00
Thursday: 10:00-17:00
"""
COUNTED = """2027-05-01T10:01:02Z GET /index 200 198.51.100.23
2027-05-01T10:01:09Z GET /about 200 192.0.2.44
2027-05-01T10:02:15Z GET /shop 200 198.51.100.23
2027-05-01T10:03:40Z GET /cart 500 198.51.100.23
"""
ROW_COMPARED = """Allotment water use, summer 2027
| Month | Litres |
| June | 410 |
| July | 655 |
| August | 520 |
"""
EITHER_OR = """Kettle: £24.99
Toaster: £31.50
Bread bin: £12.00
"""
PARTY = """Marsh Farm Park
Admission: adult £9, child (3-15) £6, under-3s free.
"""
TOGETHER = """Bike shop quote
- New chain £22.00
- Brake pads £14.50
- Labour £30.00
"""
ROW_SUM = """| Stall | Morning | Afternoon |
| Plant Stand | 140 | 95 |
| Jam Table | 60 | 80 |
| Book Box | 35 | 50 |
"""
RUNNING_TOTAL = """Pub darts - legs
Side      1  2  3  4  5   Total
Crown     1  0  1  1  0   3
Anchor    0  1  0  0  1   2
"""
BOUNDED = """Cold room log (keep below 5 C)
| Day | Temp C |
| Mon | 3.8 |
| Tue | 5.6 |
| Wed | 4.1 |
| Thu | 6.2 |
"""
LEVEL = """| Beach | Swell | Rip current risk |
| North Sands | 1 m | low |
| Gull Cove | 2 m | high |
| Long Strand | 1.5 m | moderate |
"""
PLACED = """Club quiz results
| Team | Points |
| Owls | 42 |
| Foxes | 51 |
| Hares | 38 |
"""
NEIGHBOUR = """Harbour 5k - results
1. Lena Park
2. Tomas Ruiz
3. Aoife Kelly
4. Sam Idris
"""
RANKED = """| Hotel | Rating | Price |
| Seaview | 8.1 | 120 |
| Old Mill | 9.0 | 140 |
| Station Inn | 7.2 | 85 |
"""
PRICED = """The basic plan costs $8 a month. The plus plan costs $14 a month. The team plan costs $30 a month.
"""
RANK_WORD = """Five-a-side league
| Team | Played | Points |
| Rovers | 8 | 19 |
| Athletic | 8 | 15 |
| Wanderers | 8 | 9 |
| Dynamo | 8 | 4 |
The bottom two are relegated.
"""
SPAN = """Boat log
Date      Engine hours   Work
02 Apr    410            oil change
18 Jul    455            impeller
09 Oct    498            lay-up
"""
TOTAL = """| Room | Seats |
| Hall A | 120 |
| Hall B | 80 |
| Studio | 35 |
"""
RATE_PRODUCT = """Garden work quote
3 gardeners for 2 days at £150 per gardener per day.
"""
WORKED_END = """Season ticket bought on 4 March 2027, valid for 90 days.
"""
END_TIME = """The harbour tour starts at 14:30 and lasts 75 minutes.
"""
PATH_RULE = """# owners (later lines win)
*            @web-team
/docs/       @writers
/src/pay/    @payments
"""
REFERENCE_RANGE = """Blood test, 3 May
Test        Result   Range
Ferritin    18       30-400
Sodium      140      135-145
"""
GOAL = """Tenants' meeting, 9 May
Quorum: 15 members.
Present: 11 members.
"""
BILL = """Guesthouse invoice
Room, 2 nights          £180.00
Breakfast               £24.00
Late checkout fee       £20.00
Total                   £224.00
"""
GROUP = """Castle tours
Adults £12 per person.
Groups of 10 or more: £9 per person.
"""
UNLISTED = """$ pip freeze
flask==3.0.2
requests==2.31.0
numpy==1.26.4
"""
BANNED = """Climbing wall rules
Vaping is not permitted anywhere in the centre.
Chalk bags must be closed when not in use.
"""

ONLY_RULE = """Community garden rules
Greenhouse: members only.
Tools: return them by 6 pm.
"""

AGE_COLUMNS = """Treetops adventure park
| Course    | Under 7s | Juniors 7-15 | Adults 16+ |
|-----------|----------|--------------|------------|
| Zip wire  | -        | £14          | £18        |
| Low ropes | £8       | £10          | £12        |
"""

SCHOOL_CLUBS = """Lunchtime clubs
| Club | Who | Room |
|---|---|---|
| Origami | Year 1 to Year 3 | Library |
| Chess | Year 4 and above | Hall |
| Staff choir | adults only | Hall |
"""

COLUMN_RULE = """| Bowler | Average | Games |
|---|---|---|
| Rosa Lind | 152 | 20 |
| Theo Marsh | 138 | 22 |
| Una Petrov | 131 | 18 |
| Wes Nakamura | 119 | 21 |

The Improver's Cup goes to the bowler with an average below 125.
The Club Plate goes to the top bowler with an average below 140.
"""

GIG_COSTS = """Van hire £96.00 - paid by Jo - split 4 ways
Strings £14.00 - paid by Cal
"""
FERRY_TICKET = """Sailing: Ardmore to Kilbrin
Check-in closes 30 minutes before departure.
Departure 17:40
Vehicles: lane 3
"""
SWIM_CAMP = """Swim camp
The camp starts on Monday 20 July 2037 at the lido.
The balance is due 10 days before the camp.
"""
KILN_LOG = """date,firing,kiln on,kiln off
12 Jan,bisque,19:40,04:10
19 Jan,glaze,20:15,06:05
"""
RADIO = """Harbour FM, Sunday
MORNING
07:00  Early Tide with Col
09:30  Sea Shanty Hour
10:30  Garden Phone-in

EVENING
18:00  Folk Roots
20:00  Quiz Night Live
"""

# (row name, the notes, the question, earlier turns as (question, answer) pairs)
CAMP_KIT = """Scout camp kit, summer
Tent hire: €84.00
Stove hire: €21.00
Deposit paid on booking: €30.00
"""

CHORES = """Move-out chores
- [x] defrost the freezer
- [ ] clean the oven, due 3 Jun
- [ ] return the keys, due 5 Jun
"""

HEAT_PUMP = """Heat pump quote
Installed cost after the grant: £4,800.
Expected saving on your heating bills: £400 a year.
"""

CHAT_DEED = """[Tue 09:12] Wen: Minibus to the coast is £15 a seat, pay me by Friday
[Tue 09:40] Kofi: sent £15 for my seat
[Tue 10:05] Wen: thanks Kofi
[Tue 10:30] Abi: can I bring my dog?"""

POOL_DAYS = """Eastgate Pool - prices
Swim: adult £4.80, junior (under 16) £2.90; on Fridays every ticket is £2.
Opening
  Fri 07:00-21:00
  Sat 08:00-18:00"""

BUS_SETTINGS = """# minibus settings
ROUTE_HILL_STOPS := Church Lane, Pike Farm
ROUTE_HILL_DAYS := Mon Thu
ROUTE_VALE_STOPS := Old Mill, Brook End
ROUTE_VALE_DAYS := Tue Wed Fri
NO_SERVICE := Sunday"""

QUIZ_NIGHTS = """Fox & Hound - quiz and music nights
Key: (T) = team prizes; (K) = kids welcome till 8pm
PUB QUIZ
  Tue 3   20:00 (T)
  Tue 10  20:00
OPEN MIC
  Thu 5   19:30 (K)
Food served until 9pm."""

BOWLS_NOTES = """Greenside Bowls Club - committee notes, 9 May
Present: Alwyn (chair), Bethan, Carys, Dilys. Apologies: Emrys.
Emrys has offered to repaint the scoreboard."""

ALLOTMENT_PLOTS = """Sandy Lane allotments - plot holders 2026
Plot holders: Gwen Hale, Ivor Pugh, Nia Rees, Owain Bell and Sian Lloyd.
The water is turned on from 1 April.
Note 20 March: Ivor Pugh has given up his plot and is no longer a plot holder."""

KAYAKS = "Riverbend kayaks: £2 to unlock the rack, then 12p a minute. Life jackets are free."

CASES = [
    ('attendance lists', BOWLS_NOTES, 'was emrys at the committee meeting?', []),
    ('list count', ALLOTMENT_PLOTS, 'how many plot holders are there now?', []),
    ('prefix settings', BUS_SETTINGS, 'does the minibus stop at pike farm on a friday?', []),
    ('marked rows', QUIZ_NIGHTS, 'is there a pub quiz with team prizes?', []),
    ('start fee', KAYAKS, '25 minutes on a kayak, how much?', []),
    ('day price', POOL_DAYS, 'how much for 3 juniors on friday?', []),
    ('payback', HEAT_PUMP, 'how many years before the heat pump pays for itself?', []),
    ('checklist', CHORES, 'how many chores are still open?', []),
    ('receipt', RECEIPT, 'what did one sandpaper pack cost', []),
    ('chat span', CHAT_SPAN, 'How long did it take Ines to pack the books?', []),
    ('timetable', SHUTTLE, 'When does the 9:40 from Harbour get to the Lighthouse?', []),
    ('listing slot', RADIO, "what's on in the evening at 9", []),
    ('firewall', FIREWALL, 'is http open to everyone', []),
    ('chat who', SLACK_COPY, 'who sorted the printer', []),
    ('chat deed', CHAT_DEED, 'Has Kofi paid for the minibus?', []),
    ('chat span copy', SLACK_COPY, 'How long did it take Omar to sort the printer?', []),
    ('grid cell', ADHESIVE_GRID, 'how much adhesive for 10 m2 with the 6 mm notch', []),
    ('legend marks', LIFEGUARDS, 'is Amara ok to cover the open water?', []),
    ('word grid', DUTIES, 'who is on nights on Tuesday?', []),
    ('speaker', PANEL, 'who suggested the beer trap', []),
    ('moved', MOVED, 'Where did the ladders end up?', []),
    ('recipe', RECIPE, 'What runs if I type `just` alone?', []),
    ('share rights', SHARE_RIGHTS, 'Can guests write to the photos share?', []),
    ('configured', CONFIGURED, 'Are source maps generated?', []),
    ('unread score sheet', UNREAD_SCORE_SHEET, "What was Osian's total after four holes?", []),
    ('closed hours', CLOSED_HOURS, 'can i use the loans desk at 13:10 on Tuesday', []),
    ('scheduled', SCHEDULED, 'When is the library open on Wednesday?', []),
    ('which rows', "| Id | Name | Stage | Result |\n|---|---|---|---|\n| 101 | lint | check | passed |\n"
                   "| 102 | unit-tests | test | failed |\n| 103 | e2e-tests | test | failed |", 'which jobs failed', []),
    ('counted', COUNTED, 'How many requests came from 198.51.100.23?', []),
    ('row compared', ROW_COMPARED, 'Is that more than June?', [('How much water did we use in July?', '655 litres.')]),
    ('either or', EITHER_OR, 'Which costs more, the kettle or the toaster?', []),
    ('party', PARTY, 'How much for two adults and a 7-year-old?', []),
    ('together', TOGETHER, 'How much are the chain and the brake pads together?', []),
    ('row sum', ROW_SUM, 'What did the Plant Stand and the Jam Table take in the morning together?', []),
    ('running total', RUNNING_TOTAL, 'What was the score after three legs?', []),
    ('column rule', COLUMN_RULE, "Who gets the Improver's Cup?", []),
    ('column rule', COLUMN_RULE, "Who gets the Club Plate?", []),  # three rows meet it: its limit
    ('bounded', BOUNDED, 'On which days was the cold room above the limit?', []),
    ('level', LEVEL, 'Is the rip current risk high at Gull Cove?', []),
    ('placed', PLACED, 'Which team came second?', []),
    ('neighbour', NEIGHBOUR, 'Who came after Tomas Ruiz?', []),
    ('ranked', RANKED, 'Which hotel had the lowest rating?', []),
    ('priced', PRICED, 'Which plan is cheapest?', []),
    ('rank word', RANK_WORD, 'Which teams get relegated?', []),
    ('span', SPAN, 'How many engine hours between the first and the last entry?', []),
    ('total', TOTAL, 'How many seats are there altogether?', []),
    ('rate product', RATE_PRODUCT, 'How much is the garden work?', []),
    ('zh rate product', '自行车租赁\n普通自行车每小时15元，押金100元。', '租3个小时一共要付多少钱？', []),
    ('zh cap', '游乐场收费\n一、电瓶车每小时20元，每天最高收费80元。\n二、押金100元。', '电瓶车玩一整天最多收多少？', []),
    ('billed increments', "Tutoring invoice\nSessions are billed per started 20 minutes at GBP 9.\n"
                          "Session length: 50 minutes.", "How many minutes was I billed for?", []),
    ('zh difference', '文具店价目表\n钢笔:25元\n铅笔:3元', '钢笔比铅笔贵多少？', []),
    ('free allowance', "Kayak hire\nThe first 30 minutes are free; then it costs GBP 0.20 per minute.\n"
                       "Life jackets are included.", "I'll paddle for 90 minutes - what will I be charged?", []),
    ('worked end', WORKED_END, 'When does the season ticket expire?', []),
    ('end time', END_TIME, 'What time does the harbour tour end?', []),
    ('split share', GIG_COSTS, 'how much do i owe jo for the van hire', []),
    ('offset time', FERRY_TICKET, 'what time does check-in close', []),
    ('offset date', SWIM_CAMP, 'what date is the balance due?', []),
    ('row span', KILN_LOG, 'how long was the glaze firing', []),
    ('stamp span', SHIFTS, 'how long is the night shift', []),
    ('day count', 'The village hall is shut from 3 to 9 November for rewiring.', 'how many days is the village hall shut?', []),
    ('converted', 'Our Highland pony stands 13 hands and is very calm.', 'how tall is the pony in centimetres', []),
    ('path rule', PATH_RULE, 'Who owns src/pay/refunds.py?', []),
    ('reference range', REFERENCE_RANGE, 'Is my ferritin too low?', []),
    ('range margin', REFERENCE_RANGE, 'How far below the bottom of its range is my ferritin?', []),
    ('goal', GOAL, 'Was the quorum reached?', []),
    ('bill', BILL, 'What would it have cost without the late checkout fee?', []),
    ('group', GROUP, 'What does a group of 14 pay?', []),
    ('head count', "Bell-ringers' practice\n\nThis week we have 4 trebles, 3 tenors and 2 learners ringing.\nTower opens at 7pm.", 'how many trebles and tenors this week altogether?', []),
    ('worked', CAMP_KIT, 'How much of the tent hire is still owed now that the deposit is paid?', []),
    ('unlisted', UNLISTED, 'Is pandas installed?', []),
    ('ordinal cap', "Members' guests\nEach member may sign in up to three guests per visit.\nGuests must be over 18.",
     'can I bring a fourth guest?', []),
    ('capped count', "Climbing wall\nTaster sessions come in cards of 4 climbs. Each member may buy up to 3 cards a "
     "month.", 'max number of climbs i can get in a month?', []),
    ('excluded class', "Bike servicing\nItem | kind | price\nRoad bike tune-up | standard | £45\nHub gear overhaul | "
     "specialist work | £90\nSame-day service: £15 extra, not available for specialist work.",
     'can the hub gear overhaul be done same-day?', []),
    ('listed means', "Pottery classes\nTerm fee £120. We accept payment by bank transfer or cheque only at the "
     "first class.", 'can I pay by card?', []),
    ('only rule', ONLY_RULE, 'Can my neighbour use the greenhouse?', []),
    ('school year', SCHOOL_CLUBS, 'My daughter is in Year 5. Can she do origami?', []),
    ('age column', AGE_COLUMNS, 'Can my 6-year-old go on the zip wire?', []),
    ('banned action', BANNED, 'Can I vape in the changing area?', []),
]

GRAIN = """Grain store checks (maximum: 14/16 % wheat/barley)
Date     Wheat/Barley
3 Sep    13/15
10 Sep   15/15
17 Sep   13/17
24 Sep   12/14
Read with the hand meter."""

WATER = """Allotment water use, summer 2027
| Month | Litres |
| June | 410 |
| July | 655 |
| August | 520 |
"""

SET_LIST = """Set list (start 20:00)
1. Opening song - 4 minutes
2. Ballad - 6 minutes
3. Encore - 5 minutes
"""

# (the row tried first, a later row that answers the same request too, notes, question, turns)
ORDER = [
    ("closed hours", "scheduled", CLOSED_HOURS, "can i use the loans desk at 13:10 on Tuesday", []),
    ("day price", "scheduled", POOL_DAYS, "what do 3 juniors pay on friday?", []),
    ("party", "scheduled", POOL_DAYS, "how much for 2 adults and a junior on saturday?", []),
    ("school year", "only rule", SCHOOL_CLUBS, "Can my son, who is in Year 2, go to Origami?", []),
    ("speaker", "chat who", "[00:00:05] Dee: Welcome back to the phone-in.\n[00:00:40] Wyn: Slugs have eaten my hostas.\n"
     "[00:01:10] Rhodri: Sink a jar of beer in the soil overnight.\n[00:01:45] Amira: Copper tape round the pots "
     "works as well.\n[00:02:30] Wyn: Thanks, I'll try the copper tape.", "who suggested the copper tape", []),
    ("receipt", "either or", RECEIPT, "which cost more, the wood glue or the dust masks", []),
    ("row compared", "bounded", WATER, "Was that above 500?", [("Which month used the most water?", "July, 655 litres.")]),
    ("bounded", "ranked", GRAIN, "On which dates was the grain above the maximum?", []),
    ("span", "total", SPAN, "How many engine hours in total between the first and the last entry?", []),
    ("worked end", "end time", SET_LIST, "When does the set end?", []),
    ("row span", "counted", "day,volunteer,on,off\nFri,Ola Berg,18:30,00:15\nSat,Ola Berg,17:45,23:30\n",
     "how many hours did ola volunteer on friday", []),
]


def _messages(notes: str, question: str, turns: list[tuple[str, str]]) -> list:
    messages = [SystemMessage(SYSTEM + notes)]
    for asked, answered in turns:
        messages += [HumanMessage(asked), AIMessage(answered)]
    return [*messages, HumanMessage(question)]


def _row(name: str) -> Row:
    return next(row for row in TABLE if row.name == name)


def _rules(row: Row, request=None) -> set[str]:
    """The rule sentences ``row`` explains its replies with: its limit's, and its own (made from its
    reader's result on ``request`` when the rule is a function of the result)."""
    rule = row.rule
    if callable(rule):
        asked = request.search_question if row.question == "search" else request.question
        found = row.reader(asked, row.bodies(request))
        rule = rule(found) if found is not None and not (row.limit and row.limit.when(found)) else None
    return {rule} - {None} | ({row.limit.rule} if row.limit else set())


@pytest.fixture(scope="module")
def llm():
    return SimulatedChatModel()


def _explained(llm, notes: str, question: str, turns) -> str:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.invoke(_messages(notes, question, turns))
    return out.response_metadata["explanation"]["rule"]


def _answering(request) -> list[str]:
    """The rows that answer ``request``, each tried on its own, in the table's order."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return [row.name for row in TABLE if row.answer(request) is not None]


@pytest.mark.parametrize(("name", "notes", "question", "turns"), CASES, ids=[c[0] for c in CASES])
def test_each_row_answers_its_case_with_its_rule(llm, name, notes, question, turns):
    row = _row(name)
    request = read_request(_messages(notes, question, turns))
    assert _explained(llm, notes, question, turns) in _rules(row, request)
    assert _answering(request)[:1] == [name]  # it answers, and no row before it does
    if row.respond is None:  # the generic shape: its reader reads the document
        asked = request.search_question if row.question == "search" else request.question
        assert row.reader(asked, row.bodies(request)) is not None


def test_every_row_has_a_case_and_a_name_of_its_own():
    names = [row.name for row in TABLE]
    assert len(set(names)) == len(names)
    assert {c[0] for c in CASES} == set(names)


@pytest.mark.parametrize(("first", "later", "notes", "question", "turns"), ORDER, ids=[f"{o[0]}<{o[1]}" for o in ORDER])
def test_a_row_that_must_come_first_does(llm, first, later, notes, question, turns):
    names = [row.name for row in TABLE]
    assert names.index(first) < names.index(later), f"{first!r} must be tried before {later!r}: {_row(first).before}"
    answering = _answering(read_request(_messages(notes, question, turns)))
    assert first in answering and later in answering  # both read the request: the order decides
    assert _explained(llm, notes, question, turns) in _rules(_row(first))


def test_every_row_that_says_why_it_comes_first_has_an_order_case():
    assert {row.name for row in TABLE if row.before} == {o[0] for o in ORDER}


# --- the generic adapter (Row.answer) ---------------------------------------------------------


def _request(notes: str, question: str, language_text: str | None = None):
    return read_request(_messages(notes, question, []))


def test_an_english_only_row_leaves_another_language_alone():
    row = _row("unlisted")
    request = read_request(_messages(UNLISTED, "pandas 安装了吗？", []))
    assert request.language != "en" and row.answer(request) is None


def test_a_row_whose_question_does_not_ask_is_not_read():
    calls = []
    row = Row("probe", lambda q, b: calls.append(q) or "found", "a probe", text=lambda f: f,
              english_only=False, asks=lambda q: "how many" in q.lower())
    assert row.answer(read_request(_messages(TOTAL, "Which room is biggest?", []))) is None and not calls
    assert row.answer(read_request(_messages(TOTAL, "How many rooms are there?", []))) == "found" and calls


def test_a_row_states_its_limit_in_its_own_words():
    row = Row("probe", lambda q, b: "unread", "a probe",
              limit=record_answers.Limit(lambda f: f == "unread", "a probe that cannot work it out",
                                         "work it out", lambda f: f"the reader says {f!r}", "work it out by hand"),
              english_only=False)
    reply = row.answer(read_request(_messages(TOTAL, "How many seats?", [])))
    assert reply == limits.sentence("work it out", "the reader says 'unread'", "work it out by hand")


def test_a_rule_made_from_the_result():
    from course_lib.sim.reports import explain

    row = Row("probe", lambda q, b: ("found", "the probe's own rule"), lambda f: f[1], text=lambda f: f[0],
              english_only=False)
    with explain.collecting() as note:
        reply = row.answer(read_request(_messages(TOTAL, "How many seats?", [])))
    assert reply == "found" and note["rule"] == "the probe's own rule"


def test_a_row_reads_the_bodies_it_is_given():
    seen = []
    row = Row("probe", lambda q, b: seen.extend(b) or None, "a probe", english_only=False,
              bodies=lambda request: ["only this"])
    assert row.answer(read_request(_messages(TOTAL, "How many seats?", []))) is None and seen == ["only this"]


# --- the format readers' rows (a timetable grid, a rule listing, a chat copy) -------------------


GRID = "Ferry\nNorthport    07:00   12:00   17:30\nIsle Quay    07:40   12:40   18:10\n"


@pytest.mark.parametrize(
    ("name", "notes", "question", "start"),
    [("timetable", GRID, "when does the 12:00 get to isle quay", "12:40"),
     ("firewall", FIREWALL, "can I reach ssh from the internet", "No:"),
     ("chat who", SLACK_COPY, "who sorted the printer", "Omar Haddad:")],
)
def test_a_format_row_replies_with_its_readers_text(name, notes, question, start):
    assert _row(name).answer(_request(notes, question)).startswith(start)


@pytest.mark.parametrize(
    ("name", "notes", "question", "rule"),
    [("timetable", GRID, "when does the 09:00 get to isle quay", "time_grids: unsure")],
)
def test_an_unsure_format_reader_is_a_stated_documents_limit(name, notes, question, rule):
    from course_lib.sim.reports import explain

    with warnings.catch_warnings(), explain.collecting() as note:
        warnings.simplefilter("ignore")
        reply = _row(name).answer(_request(notes, question))
    assert reply.startswith("The offline simulator can't read the timetable for this run")
    assert note["rule"] == rule and note["limit_kind"] == "documents" and "09:00" in note["evidence"]["why"]


@pytest.mark.parametrize(
    ("name", "notes", "question"),
    [("timetable", GRID, "wann fährt die 12:00 nach isle quay"),  # another language
     ("timetable", GRID, "how much is the fare"),  # no run named
     ("firewall", "Just notes.", "is ssh open"), ("chat who", "Just notes.", "who did it")],
)
def test_a_format_row_with_nothing_to_read_gives_no_reply(name, notes, question):
    assert _row(name).answer(_request(notes, question)) is None


def test_a_slack_copy_is_read_with_its_authors_only_when_the_question_asks_them():
    request = _request(SLACK_COPY, "who sorted the printer")
    assert "Omar Haddad" not in " ".join(bodies(request))  # the text read lost its headers
    assert "Omar Haddad  2:38 PM" in " ".join(record_answers._headed(request))
    plain = _request(SLACK_COPY, "what was stuck in the printer")
    assert record_answers._headed(plain) == bodies(plain)
