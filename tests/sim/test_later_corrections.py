"""``later_corrections``: a later line marked as a change ("Correction:", "Wijziging 4 mei:",
"changed our minds", "变更为") that names the subject of the picked line and states another value is
the answer, never the superseded line alone; history after the line that answers ("Older releases
used ... instead", "以前 ...") is no correction, nor a change of another item or another kind of
value (issue 26, the thirty-ninth set's HH1). Invented notes; the marks are data
(``data/sim/later_corrections.yaml``)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.later_corrections import correcting, marked, telling_terms

# --- the reader ---------------------------------------------------------------------------------------

PAINT = """Hall repaint - notes
Colour for the hall walls: Harbour Grey, two coats.
Ceiling: brilliant white.
Skirting boards: satin finish.
We changed our minds on the walls and went for Pale Sage in the end."""

QUIZ = """Quiz league - fixtures
Round 1: The Swan, 12 September.
Round 2: The Crown, 26 September.
Correction: round 2 is at The Anchor, not The Crown."""

SOFTWARE = """notes on the ledger app
ledger writes its journal as CSV files.
Older releases used a binary format instead, converted on upgrade.
Back up the journal folder weekly."""

DUTCH = """Buurtvereniging De Linde
Het buurtfeest is op zaterdag 10 juni op het pleintje.
Neem zelf een stoel mee.
Wijziging 2 juni: het buurtfeest is verplaatst naar zondag 11 juni."""

ZH_TRIP = """春游通知
出发时间：4月12日早上7点半。
请带好午餐和水。
变更：出发时间变更为4月13日早上7点半。"""

FERRIES = """Harbour ferries
Ferry A leaves the quay at 9:15.
Ferry B leaves the quay at 9:45.
Update: Ferry B now leaves at 10:00."""

HEATING = """Boiler service notes
Thermostat setting: 19 C in the day.
The engineer visits on 3 March.
Change of plan: the engineer now comes on 5 March."""


def _picked(text: str, start: str) -> str:
    return next(line for line in text.splitlines() if line.startswith(start))


@pytest.mark.parametrize(("text", "question", "start", "want"), [
    (PAINT, "What colour did we paint the hall walls?", "Colour", "Pale Sage"),
    (QUIZ, "Where is round 2?", "Round 2", "The Anchor"),
    (DUTCH, "Wanneer is het buurtfeest?", "Het buurtfeest", "zondag 11 juni"),
    (ZH_TRIP, "春游哪天出发？", "出发时间", "4月13日"),
    (HEATING, "When does the engineer visit?", "The engineer", "5 March"),
], ids=["changed-our-minds", "correction-not", "dutch-label", "zh-label", "change-of-plan"])
def test_a_marked_later_line_corrects_the_picked_one(text, question, start, want):
    got = correcting(question, [_picked(text, start)], [text])
    assert got is not None and want in got.line and not got.several, got


@pytest.mark.parametrize(("text", "question", "start"), [
    # history after the line that answers
    (SOFTWARE, "What format does ledger write its journal in?", "ledger writes"),
    # the correction is about another round
    (QUIZ, "Where is round 1?", "Round 1"),
    # another item of the same kind: Ferry B's change is no change of Ferry A
    (FERRIES, "When does ferry A leave?", "Ferry A"),
    # another subject of the same note: the thermostat is not the engineer's visit
    (HEATING, "What is the thermostat set to in the day?", "Thermostat"),
    # the picked line is itself the correction
    (QUIZ, "Where is round 2?", "Correction"),
], ids=["history", "other-round", "other-item", "other-subject", "picked-correction"])
def test_no_correction(text, question, start):
    assert correcting(question, [_picked(text, start)], [text]) is None


@pytest.mark.parametrize(("line", "want"), [
    ("Erratum (p. 4): the dose should be 2 ml.", True),
    ("Rättelse: mötet börjar kl. 18.", True),
    ("Update 14 May: the stall is now at pitch 9.", True),
    ("The batter should be smooth before it goes in.", False),  # "should be" with no value after it
    ("Earlier versions used to say Friday instead.", False),  # history
    ("Updates are installed at night.", False),  # a word, not a label before ":"
    ("集合地点改为南门。", True),
    # latent79: a figure "revised to" a value is a change; a plan "revised" with no value after it is none
    ("Locker hire revised to €9 a week from the spring term.", True),
    ("The mooring fee has been revised up to £410 a season.", True),
    ("The timetable will be revised to suit the new term.", False),
], ids=["erratum", "swedish", "update-now", "should-be-no-value", "history", "updates-word", "zh-phrase",
        "revised-to-value", "revised-up-to", "revised-no-value"])
def test_marked(line, want):
    assert marked(line) is want


def test_a_word_on_most_lines_tells_nothing():
    manual = "\n".join(f"The Zephyr kettle {part}." for part in (
        "boils 1.7 litres", "has a limescale filter", "switches off when dry", "sits on a 360 degree base"))
    assert "zephyr" not in telling_terms("The Zephyr kettle has a limescale filter.", manual.splitlines())
    assert "limescal" in telling_terms("The Zephyr kettle has a limescale filter.", manual.splitlines())


# --- the reply ---------------------------------------------------------------------------------------


def _ask(notes: str, question: str) -> str:
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(f"Answer from the notes.\n\nNotes:\n{notes}\n\nQuestion: {question}")
    return out.content


@pytest.mark.parametrize(("notes", "question", "said", "not_said"), [
    (PAINT, "What colour did we paint the hall walls?", "Pale Sage", "Harbour Grey"),
    (HEATING, "When does the engineer visit?", "5 March", "3 March"),
    (SOFTWARE, "What format does ledger write its journal in?", "CSV", "corrects"),
], ids=["corrected", "corrected-date", "history-stays"])
def test_the_reply_gives_the_value_in_force(notes, question, said, not_said):
    text = _ask(notes, question)
    assert said in text and not_said not in text, text


_OPENING = ("Market hall opening\nThe hall is open 8:00 to 18:00 Monday to Friday, 9:00 to 16:00 on Saturdays\n"
            "and closed on Sundays.\nAlso sold here: flowers, cheese, fish.\nUpdate, 4 June: Saturday opening is now 9:00 to 14:00.")


@pytest.mark.parametrize(("question", "corrected"), [
    ("Is the hall open on Sundays?", False),  # the notice moves Saturday, not the Sunday asked
    ("When does the hall close on Saturdays?", True),
])
def test_a_correction_naming_other_days_corrects_nothing_asked_of_another_day(question, corrected):
    got = correcting(question, [_picked(_OPENING, "The hall is open")], [_OPENING])
    assert (got is not None) is corrected, got


# --- sub-items, kinds, struck figures (mine, fix45a, after the forty-third set's LL6 / LL7; other
# documents than its own and my probe forms_z's) ---------------------------------------------------

PLOTS = """Allotment society - terms
2. Water
a. Troughs are refilled on Mondays.
b. Hosepipes cost £5 a season.
3. Sheds
a. A shed may be up to 6 ft by 4 ft.
b. Shed permits cost £12.
Correction to 3(b): shed permits cost £15, not £12."""

SURGERY = """Greenway dental - charges
4. Check-ups
a. Adults: £28 a visit.
b. Children under 18: every check-up is free.
Correction 4b: children under 16, not 18, are free.
Update (9 May): your next check-up is booked for Tuesday 20 May at 09:10."""

REVIEWS = """Hearing aid care
Yearly review: every review is free.
Batteries cost £1 a pack.
Update (4 April): your next review is booked for Friday 9 May at 14:20."""

SWIM = """Swimming club
Lane swimming starts at 18:00 on Wednesdays.
Galas are on the first Saturday of the month.
Reminder: from next week lane swimming starts at 18:30 instead of 18:00."""


@pytest.mark.parametrize(("text", "question", "start", "want"), [
    (PLOTS, "How much is a shed permit?", "b. Shed", "£15"),
    (SURGERY, "Up to what age are children's check-ups free?", "b. Children", "under 16"),
    (SWIM, "When does lane swimming start?", "Lane swimming", "18:30"),
], ids=["correction-to-3(b)", "correction-4b", "struck-figure"])
def test_a_sub_item_or_a_struck_figure_is_corrected(text, question, start, want):
    got = correcting(question, [_picked(text, start)], [text])
    assert got is not None and want in got.line, got


@pytest.mark.parametrize(("text", "question", "start"), [
    # a booking's date is no correction of a price ("free")
    (REVIEWS, "Do I pay for the yearly review?", "Yearly review"),
    # "Correction to 3(b)" names another sub-item than 2b
    (PLOTS, "How much are hosepipes?", "b. Hosepipes"),
    # the struck figure is not the picked line's
    (SWIM, "When are the galas?", "Galas"),
], ids=["date-over-price", "other-sub-item", "struck-other"])
def test_no_sub_item_or_kind_correction(text, question, start):
    assert correcting(question, [_picked(text, start)], [text]) is None


def test_a_corrected_rate_for_a_counted_question_is_worked_or_the_limit():
    """A correction that changes a rate ("£18 per tyre, not £22") answers a question that counts the
    unit ("both tyres") only with the product: the corrected line alone is the limit (mine, fix45a)."""
    notes = ("Tyre fitting - price list\n2. Fitting\na. Fitting: £22 per tyre, balancing included.\n"
             "b. Disposal of old tyres: free.\nCorrection to 2a: fitting is £18 per tyre, not £22.")
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        reply = SimulatedChatModel().invoke([SystemMessage(f"Use only the context.\n\nContext:\n{notes}"),
                                             HumanMessage("What will fitting cost for both tyres?")])
    assert "36" in reply.content or reply.response_metadata.get("simulator_limit"), reply.content
    assert "£22" not in reply.content.split("not")[0]


# --- the merger's round 71 (the fifty-third set's TT1): a change notice applied only where it belongs -------------
GYM_FAQ = """Riverside Leisure - member questions
Q: What if I lose my locker key?
A: A replacement key costs £8.
Q: Does membership include classes?
A: Membership does not include spin classes.
Q: Can I hire a canoe?
A: Canoe hire is £10 for the first hour, then 20p a minute.
Update (May 2036): spin class minutes now cost 12p.
Front desk: 01632 960 555"""


def _ask_gym(question: str):
    from tests.sim._chat import ask_rag

    return ask_rag(GYM_FAQ, question)


def test_a_change_sharing_only_a_price_word_with_the_picked_line_is_not_applied():
    # the later line shares "cost" with the key's line and nothing of its subject
    got = correcting("how much does a lost key cost", ["A replacement key costs £8."], [GYM_FAQ])
    assert got is None


def test_a_yes_no_over_a_line_of_no_value_and_a_price_change_is_a_limit():
    reply, limits = _ask_gym("does membership include spin classes")
    assert limits and "now cost 12p. (This corrects" not in reply, (reply, limits)


SCOOTERS = """ZipScoot - rider questions
Q: What does a trip cost?
A: £1 to start, then 15p a minute. Seated scooters: £1 to start, then 25p a minute.
Q: Is there a weekly pass?
A: Yes, £9 a week for unlimited 20-minute trips on standing scooters. The pass does not include seated scooters.
Q: Where can I park?
A: Only in a ZipScoot parking zone. Parking outside a zone costs £25.
Q: What if the scooter breaks down?
A: Report it in the app; the trip is free if you report it within 3 minutes of starting.
Update (March 2036): seated scooter minutes now cost 22p.
Help: hello@zipscoot.example"""


@pytest.mark.parametrize("question", ["20 mins on a seated scooter, cost?", "20 min on a seated scooter how much"])
def test_a_changed_rate_with_a_count_asked_is_worked_not_the_rate(question):
    # (was a limit; fix58a's ``start_fees`` works the start fee plus the minutes at the changed rate)
    from tests.sim._chat import ask_rag

    reply, limits = ask_rag(SCOOTERS, question)
    assert not reply.startswith("Update") and (limits or "5.40" in reply), (reply, limits)


@pytest.mark.parametrize("a, b", [("min", "minutes"), ("mins", "minute"), ("hrs", "hours"), ("nights", "night")])
def test_units_meet_by_their_name(a, b):
    from course_lib.sim.grounded.unworked_answers import _unit_key

    assert _unit_key(a) == _unit_key(b)


# --- change74: change labels and verbs as news, an undecided link a limit ------------------------------


@pytest.mark.parametrize(("line", "want"), [
    ("Changed for 2031: a season ticket now costs £410.", True),  # "changed" as a label before ":"
    ("From Monday the darts league moves to the Plough.", True),  # a move told as news
    ("Letter of 3 May: the mooring fee has risen to £12 a metre.", True),  # a rise told as news
    ("The gallery now costs £7 to enter.", True),  # "now costs" before an amount
    ("The choir used to move to the chapel in summer.", False),  # history
    ("Things have changed a lot in the village.", False),  # "changed" as a word, no label
], ids=["changed-label", "moves-to", "risen-to", "now-costs", "history", "changed-word"])
def test_marked_change74(line, want):
    """The "history" and "changed-word" rows are guards (unmarked before change74 too)."""
    assert marked(line) is want


KENNELS = """Brookside Kennels - prices
Large dog, per night: £24.
Small dog, per night: £18.
Grooming is done on Wednesdays.
Update: dogs are now £26 a night."""


def test_an_update_over_two_lines_of_its_term_is_undecided():
    from course_lib.sim.grounded.later_corrections import undecided

    got = undecided("how much for a small dog per night", ["Small dog, per night: £18."], [KENNELS])
    assert got == ("Update: dogs are now £26 a night.", "Small dog, per night: £18.")


@pytest.mark.parametrize(("text", "question", "picked"), [
    (KENNELS.replace("dogs are now", "large dogs are now"), "how much for a small dog per night",
     "Small dog, per night: £18."),  # the update names its own subject (large): not the small dog's
    (KENNELS.replace("Update: dogs are now £26 a night.", "Update: grooming is now on Fridays."),
     "how much for a small dog per night", "Small dog, per night: £18."),  # another subject and kind
    (KENNELS.replace("Large dog, per night: £24.\n", ""), "how much for a small dog per night",
     "Small dog, per night: £18."),  # one line of the term: correcting's to link, not undecided
], ids=["own-subject", "other-kind", "one-candidate"])
def test_no_undecided_change(text, question, picked):
    """Guards: what ``undecided`` (new in change74) must leave to ``correcting`` or to the picked line."""
    from course_lib.sim.grounded.later_corrections import undecided

    assert undecided(question, [picked], [text]) is None


def test_the_reply_states_the_limit_over_an_undecided_change():
    from tests.sim._chat import ask_rag

    reply, limits = ask_rag(KENNELS, "how much is a small dog per night")
    assert limits, reply


@pytest.mark.parametrize(("line", "want"), [
    ("Letter of 9 June: your water rate will be £31 a quarter.", True),  # a dated letter's label
    ("Note: the choir is now on Mondays at 7.", True),  # "is now on" before a day
    ("Note: the bakery now opens at 8.", True),  # "now opens at" before a time
    ("Letters are sorted by the office.", False),  # a word, not a label before ":"
], ids=["letter-label", "now-on", "now-opens-at", "letters-word"])
def test_marked_change74_dated_and_now_forms(line, want):
    """The "letters-word" row is a guard (unmarked before change74 too)."""
    assert marked(line) is want


@pytest.mark.parametrize(("line", "want"), [
    ("From 1 June the car wash is £9.", True),
    ("Aviso: desde agosto la cuota cuesta 45 euros.", True),
    ("As of next month the crèche opens at 8.", True),
    ("From June to August the kiosk opens at 8.", False),  # a season, not a change (a guard)
    ("From 9am the kiosk is staffed.", False),  # a clock time, not a day something takes effect (a guard)
    ("B3. Rule 7: from 1 May dogs may stay overnight.", False),  # a numbered amendment: by its number only (guard)
], ids=["from-date", "es-desde", "as-of-next", "season", "from-clock", "numbered-lead"])
def test_an_effective_from_lead_marks_a_change(line, want):
    """change74: "From <date> ..." dates a value from a day on; the last three rows are guards."""
    assert marked(line) is want


CAR_WASH = """Suds & Shine - prices
Standard wash: £7.
Valet: £25, takes about an hour.
Open daily 8 to 6.
From 1 June the standard wash is £9."""

LAVADO = """Lavadero Brillo
El lavado completo cuesta 12 euros.
El aspirado cuesta 4 euros.
Abrimos todos los días.
Aviso: desde junio el lavado completo cuesta 14 euros."""


def test_an_effective_from_line_corrects_and_an_amount_is_no_item():
    got = correcting("how much is a standard wash", ["Standard wash: £7."], [CAR_WASH])
    assert got is not None and "£9" in got.line
    # "cuesta 12 euros" is an amount, not item 12 of a "cuesta" (which made "cuesta 14" another item)
    got = correcting("¿Cuánto cuesta el lavado completo?", ["El lavado completo cuesta 12 euros."], [LAVADO])
    assert got is not None and "14 euros" in got.line


def test_a_price_change_answers_no_time_question():
    """A guard of change74's own marks (fails on start74 only by the import of ``undecided``): a "From <date>"
    price change, now marked, must not answer a time question."""
    from course_lib.sim.grounded.later_corrections import undecided

    text = CAR_WASH.replace("From 1 June the standard wash is £9.", "From 1 June the Sunday valet is £29.")
    # "Sunday" of a named offer is no day asked, and "£29" no time
    assert correcting("what time does the valet take", ["Valet: £25, takes about an hour."], [text]) is None
    assert undecided("what time does the valet take", ["Valet: £25, takes about an hour."], [text]) is None


# --- later75: a correcting record linked by its key; a note's instruction ------------------------------------------

LOANS = """{"loan": 3, "title": "The Salt Path", "due": "12 May", "renewals": 1}
{"loan": 4, "title": "Hamnet", "due": "19 May", "renewals": 0}
{"loan": 5, "title": "Small Island", "due": "2 June", "renewals": 2}
{"correction": "Desk note: The Salt Path is now due 26 May (a reservation was cancelled)."}"""

VANS = """Source: crews.csv
crew,site,start_time,van
Hughes,Mill Lane,07:30,V1
Patel,Orchard Rise,08:15,V2
Okoro,Station Yard,07:00,V3
Patel,Orchard Rise,09:45,V2 (changed Tuesday)"""

FEEDS = """{"animal": "goat", "pen": 2, "hay_kg": 3}
{"animal": "donkey", "pen": 4, "hay_kg": 6}
{"override": {"animal": "donkey", "hay_kg": 8}}"""


@pytest.mark.parametrize(("text", "question", "picked", "want"), [
    (LOANS, "when is the salt path due back", "loan: 3; title: The Salt Path; due: 12 May; renewals: 1.", "26 May"),
    (VANS, "what time does the Patel crew start", "crew: Patel; site: Orchard Rise; start_time: 08:15; van: V2.",
     "09:45"),
    (FEEDS, "how many kg of hay does the donkey get", "animal: donkey; pen: 4; hay_kg: 6.", "hay_kg: 8"),
], ids=["jsonl-correction", "csv-same-key-row", "jsonl-override"])
def test_a_later_record_naming_a_rows_key_corrects_it(text, question, picked, want):
    """Fails before later75: a record rendered "key: value; ..." was found in no line of the JSON-lines or CSV text,
    so no later record was linked to it."""
    got = correcting(question, [picked], [text])
    assert got is not None and want in got.line, got


@pytest.mark.parametrize(("text", "question", "picked"), [
    (LOANS, "how many renewals has the salt path had", "loan: 3; title: The Salt Path; due: 12 May; renewals: 1."),
    (LOANS, "when is hamnet due", "loan: 4; title: Hamnet; due: 19 May; renewals: 0."),
    (VANS, "what time does the Hughes crew start", "crew: Hughes; site: Mill Lane; start_time: 07:30; van: V1."),
    (FEEDS, "how much hay does the goat get", "animal: goat; pen: 2; hay_kg: 3."),
], ids=["another-field", "another-row", "csv-another-key", "override-of-another"])
def test_no_record_correction(text, question, picked):
    """A guard (passes before later75 too): a change record of another row or another field changes nothing asked."""
    assert correcting(question, [picked], [text]) is None


def test_a_reply_naming_an_item_number_corrects_the_item():
    """Fails before later75: "Re: item 2 - ..." carried no change word read with a numbered item."""
    text = ("Trip costs\n1. Coach hire: £600.\n2. Lunch: £12 a head.\n3. Entry: free for schools.\n\n"
            "Re: item 2 - the café can do it for £10 a head.")
    got = correcting("how much is lunch per head", ["Lunch: £12 a head."], [text])
    assert got is not None and "£10" in got.line, got


PHYSIO = """Home exercise plan - knee
Hamstring stretch: hold for 20 seconds, 3 times a day.
Straight leg raise: 10 repetitions, twice a day.
Physio's note 2 May: increase the hamstring stretch to 40 seconds."""

DOG = """Diet sheet - Pepper
Kibble: 2 scoops morning and evening.
Fresh water always available.
Vet's update: from now on give 1 scoop at night and 2 in the morning."""

TWO_COURSES = """Aftercare - Rocco (dog)
Ear drops: four drops in the left ear twice a day for 10 days.
Tablets: half a tablet once a day for 10 days.
Nurse's note: stop after 6 days."""

STEPS = """Roast potatoes
1. Parboil for 8 minutes.
2. Roast at 200 C for 40 minutes.
3. Increase the oven to 220 C for the last 10 minutes."""


@pytest.mark.parametrize(("text", "question", "want"), [
    (PHYSIO, "how many seconds do i hold the hamstring stretch for", "40 seconds"),
    (DOG, "how many scoops of kibble does pepper get", "1 scoop"),
], ids=["physio-increase", "vet-from-now-on"])
def test_a_note_instruction_changes_the_asked_figure(text, question, want):
    """Fails before later75 (``instructed`` is new): a note's instruction is the value in force."""
    from course_lib.sim.grounded.later_corrections import instructed

    got = instructed(question, [text])
    assert got is not None and want in got.line and not got.ambiguous, got


def test_an_instruction_naming_no_course_over_two_is_ambiguous():
    """Fails before later75: "stop after 6 days" over two courses of 10 days is which one's is not read."""
    from course_lib.sim.grounded.later_corrections import instructed

    got = instructed("how many days do i give the ear drops for", [TWO_COURSES])
    assert got is not None and got.ambiguous


@pytest.mark.parametrize(("text", "question"), [
    (PHYSIO, "how many straight leg raises do i do"),
    (PHYSIO, "how many times a day do i stretch"),
    (STEPS, "how many minutes do the potatoes roast for"),
    (TWO_COURSES, "how many drops in the ear"),
], ids=["other-exercise", "other-unit", "recipe-step-no-note", "no-instruction-of-unit"])
def test_no_instructed_change(text, question):
    """A guard (passes before later75 only because ``instructed`` did not exist): another subject, another unit, a
    recipe's step (no note's lead), or no instruction of the asked unit: no change."""
    from course_lib.sim.grounded.later_corrections import instructed

    assert instructed(question, [text]) is None


def test_the_reply_over_an_instructed_change_and_its_limit():
    """Fails before later75: the reply quoted the old figure ("20 seconds") / gave no limit over two courses."""
    llm = SimulatedChatModel()
    out = llm.invoke([SystemMessage(f"Answer from the plan below.\n\n{PHYSIO}"),
                      HumanMessage("how many seconds do i hold the hamstring stretch for")])
    assert "40 seconds" in out.content and "hold for 20 seconds" not in out.content
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = llm.invoke([SystemMessage(f"Answer from the plan below.\n\n{TWO_COURSES}"),
                          HumanMessage("how many days do i give the ear drops for")])
    assert out.response_metadata.get("simulator_limit"), out.content
    assert any("instruction" in str(w.message) for w in caught)


# --- fix62a (the fifty-seventh set's VV3): a change of another line's head, or of a word in the picked body --------
BAY_WASH = """Bubbles Car Wash - price list
Standard wash: £7 - exterior wash and dry
Deluxe wash: £15 - Standard + wax and wheel clean
Interior valet: £20 - vacuum, dashboard wipe
All washes take about 40 minutes; valets take 2 hours.
Note 2 May: Standard wash is now £9."""

STUDIO = """Harbour Pottery Studio - class terms
Wheel class: Mondays 7-9pm, £22 a session.
Cancellations: 48 hours' notice, or the class is charged in full.
Clay and glazes are included.
Update 28 April: the 3 May class is cancelled and the kiln is being repaired."""

SOURDOUGH = """Sourdough - method card
Flour: 500 g strong white.
Oven temperature: 250 C for the first 20 minutes.
Bake time: 40 minutes in all.
Erratum: the oven temperature should be 230 C."""

FAIR = """Summer fair
Adult ticket: £9.
Child ticket: £7.
Gates open at 10am.
Update: tickets are now £14."""


@pytest.mark.parametrize(("text", "start", "whole", "want"), [
    (BAY_WASH, "Deluxe wash", False, True),  # "Standard wash" is another line's head, and a word of the Deluxe body
    (BAY_WASH, "Deluxe wash", True, True),  # ... another line's head whole
    (BAY_WASH, "Standard wash", False, False),  # its own head
    (STUDIO, "Cancellations", False, True),  # "class" is a word of the cancellation line's body, not its head
    (STUDIO, "Cancellations", True, False),  # ... no other line's head whole
    (SOURDOUGH, "Oven temperature", False, False),  # the erratum names the head
    (FAIR, "Child ticket", False, False),  # "tickets" is part of the head: which ticket is not told apart here
], ids=["other-head", "other-head-whole", "own-head", "body-word", "body-word-not-whole", "names-head", "part-of-head"])
def test_a_change_of_another_head_is_told(text, start, whole, want):
    from course_lib.sim.grounded.later_corrections import _body, _lines, other_head

    lines = _lines(text)
    assert other_head(_picked(text, start), _body(lines[-1]), lines, whole=whole) is want


def test_a_change_of_a_word_in_the_picked_body_corrects_nothing_of_it():
    got = correcting("how much notice do I need to cancel", [_picked(STUDIO, "Cancellations")], [STUDIO])
    assert got is None, got


@pytest.mark.parametrize(("text", "question", "said", "not_said"), [
    (BAY_WASH, "how much is a deluxe wash", "£15", "£9"),
    (STUDIO, "how much notice do I need to cancel", "48 hours", "3 May"),
], ids=["deluxe-price", "studio-notice"])
def test_the_picked_line_answers_when_the_change_is_of_another_head(text, question, said, not_said):
    from tests.sim._chat import ask_rag

    content, limits = ask_rag(text, question)
    assert said in content and not_said not in content and not limits, content


def test_a_question_over_both_heads_is_a_limit_not_the_picked_line():
    """"price gap between the standard and deluxe wash" asks of the changed head too: not the Deluxe line alone
    (a stated limit until the difference is worked on the values in force). A guard: it held before fix62a."""
    from tests.sim._chat import ask_rag

    content, limits = ask_rag(BAY_WASH, "price gap between the standard and deluxe wash")
    assert limits or ("6" in content and "£15 - Standard" not in content), content


# --- fix62a (the fifty-seventh set's VV4 b): a change restating a value in the picked line's own words ------------
CAMP = """Dear families,
Scout camp at Pine Hollow - Friday 4 to Sunday 6 July
Cost: £90 per scout, including food and transport.
Departure: the minibus leaves the hut at 5:30pm on Friday; please be there by 5:00pm. We get back at about 4pm on Sunday.
Kit: sleeping bag, torch, waterproof, wellies.
PS (20 June): the minibus now leaves at 6pm, so please be there by 5:30pm."""


@pytest.mark.parametrize(("question", "want"), [
    ("what time do i drop him off on friday", True),  # "be there by" restated with another time; Friday's sentence
    ("what time do we pick them up on sunday", False),  # the Sunday sentence is asked, not the moved one
    ("what time should he get there", False),  # no sentence of the line is the question's more than another
], ids=["moved-slot", "other-sentence", "undecided-sentence"])
def test_a_value_restated_in_the_same_words_is_its_change(question, want):
    from course_lib.sim.grounded.later_corrections import same_slot

    assert same_slot(_picked(CAMP, "Departure"), CAMP.splitlines()[-1], question) is want


def test_a_moved_slot_answers_a_question_in_other_words():
    """"drop him off" is in no line: the PS restating "be there by" with another time is the answer, not the old
    departure line with "I could not find 'drop', 'off'"."""
    from tests.sim._chat import ask_rag

    content, _ = ask_rag(CAMP, "what time do i drop him off on friday")
    assert "5:30pm" in content and "5:00pm" not in content, content
    content, _ = ask_rag(CAMP, "what time do we pick them up on sunday")
    assert "4pm" in content and "5:30pm" not in content, content


@pytest.mark.parametrize(("line", "want"), [
    ("PS: the ferry now departs at 9:15.", True),
    ("The shuttle now arrives at 10am on Sundays.", True),
    ("The shuttle leaves at 10am.", False),
], ids=["now-departs", "now-arrives", "no-change"])
def test_a_departure_told_anew_is_marked(line, want):
    assert marked(line) is want


def test_a_moved_slot_of_another_clause_is_no_change_of_the_asked_one():
    """"the studio is £18 an hour and the locker deposit is £5" and a later "the locker deposit is now £8": the moved
    value is the deposit's clause, not the studio's the question asks of."""
    from course_lib.sim.grounded.later_corrections import same_slot

    line = "The studio is £18 an hour and the locker deposit is £5."
    change = "Office note: the locker deposit is now £8."
    assert not same_slot(line, change, "how much is the studio an hour")
    assert same_slot(line, change, "how much is the locker deposit")


# --- a notice's lead before a from-date clause; a price change over a count asked (fix64c) ----------------------

CRANE = """Harbour Sailing Club - fees
Mooring: £12 per night.
Crane lift: £40 each way.
Notice to all members (March 2026): from 1 April, the crane lift is £45 each way."""

PITCH = """Riverside Campsite: prices for 2026.
Pitch fee: £20 per night.
Electric hook-up: £5 per night.
Showers are free for guests.
Notice to members (June): from 1 July the pitch fee is £24 per night."""


@pytest.mark.parametrize(("line", "is_marked"), [
    ("Notice to all members (March 2026): from 1 April, the crane lift is £45 each way.", True),
    ("Announcement for season ticket holders (May): from 1 June the car park opens at 7am.", True),
    ("Memo to staff: as of 3 March, lunch is 12:30.", True),
    ("Notice to all members (March 2026): the gate code is 4411.", False),  # a notice's lead alone marks nothing
    ("Notice to the members of the sailing club who moor on the east pontoon: from 1 April the fee is £5.", False),
], ids=["notice-bracket-date", "announcement", "memo-as-of", "lead-alone", "lead-too-long"])
def test_a_notice_lead_before_a_from_date_marks_a_change(line, is_marked):
    assert marked(line) is is_marked


def test_the_change_body_sets_the_notice_lead_aside():
    from course_lib.sim.grounded.later_corrections import change_body

    assert change_body("Notice to members (June): from 1 July the pitch fee is £24 per night.").strip() == (
        "the pitch fee is £24 per night.")


def test_a_notice_dated_change_corrects_the_price():
    text = _ask(PITCH, "how much is the pitch fee per night?")
    assert "£24" in text and "£20" not in text


@pytest.mark.parametrize(("notes", "question"), [
    ("""Leisure centre - guest passes
Members may buy packs of 5 guest passes: £10 a pack, up to 4 packs a year.
Lockers take £1 coins.
Update 2 May 2026: guest pass packs are now £12.""", "max number of guest passes a member can get in a year?"),
    ("""Book club
Each member may borrow up to 3 books at a time.
Late fee: 20p per day per book.
Changed 1 March 2026: the late fee is now 30p per day.""", "what is the number of books I can borrow at a time?"),
], ids=["packs", "loans"])
def test_a_price_change_corrects_no_count(notes, question):
    """The "loans" row is a guard (no correction before fix64c either: its subject is another line's)."""
    from course_lib.sim.grounded.later_corrections import correcting

    picks = [line for line in notes.splitlines()[1:2]]
    assert correcting(question, picks, [notes]) is None


@pytest.mark.parametrize("question, picks, old, secondary", [
    ("does my second child pay for camp?", ["Siblings: the second child goes free", "Trip day: £35 per child"],
     "Trip day: £35 per child", True),
    ("est-ce que le 2e enfant paie ?", ["Fratrie : le 2e enfant ne paie pas", "Sortie : 12 € par enfant"],
     "Sortie : 12 € par enfant", True),
    # the corrected line is the first pick, or covers as much as it: the correction answers (guards)
    ("how much is the trip day?", ["Trip day: £35 per child", "Day rate: £28 per child"], "Trip day: £35 per child",
     False),
    ("trip day price for the second child?", ["Siblings: the second child goes free", "Trip day: £35 per child"],
     "Trip day: £35 per child", False),
    ("how much is the trip day?", ["Trip day: £35 per child"], "Trip day: £35 per child", False),
])
def test_secondary_pick(question, picks, old, secondary):
    """(fails before fix65a: no secondary_pick)"""
    from course_lib.sim.grounded.later_corrections import secondary_pick

    assert secondary_pick(question, picks, old) is secondary


# --- a numbered clause replaced by number, wherever the change stands (fix65b, the sixtieth set's YW2) -----------------

_LIBRARY = """Millbrook Library - borrowing rules
1. Loans
1.1 Books: 3 weeks, renewable twice.
2. Charges
2.1 Late fee: £5 per day, capped at £30.
2.2 Lost card: £2.
3. Changes
3.2 Section 2.1 is amended to read: Late fee £8 per day, capped at £40."""

# a retriever's order: the amendment first, the paragraph it replaces last
_BOATHOUSE = """Para 6. Para 4 replaced: Kayak £20 first hour, £10 each extra hour.
Riverside Boathouse rules
Para 3. Life jackets must be worn at all times.
Para 5. Canoe: £22 first hour, £12 each extra hour.
Para 4. Kayak: £15 first hour, £8 each extra hour."""

_STORAGE = """7.2 Clause 3.4 is replaced: small locker $65, large locker $110 a month.
Harbour Self Storage - terms
3.3 Access from 6am to 10pm daily with your code.
3.4 Rent: small locker $60, large locker $100 a month.
3.5 Insurance is the renter's own."""


@pytest.mark.parametrize(("notes", "question", "said", "not_said", "other"), [
    (_LIBRARY, "late fee per day?", "£8", "£5", "£40"),
    (_LIBRARY, "what is the cap on late fees", "£40", "£30", "£8"),
    (_BOATHOUSE, "kayak for the first hour?", "£20", "£15", "£10"),
    (_BOATHOUSE, "kayak each extra hour", "£10", "£8", None),  # (the amendment quoted with the lines after it)
    (_STORAGE, "rent for a large locker", "$110", "$100", "$65"),
    (_STORAGE, "how much is a small locker", "$65", "$60", "$110"),
], ids=["section-amended", "section-cap", "para-first", "para-extra", "clause-before", "clause-before-small"])
def test_a_clause_replaced_by_its_number_gives_the_amount_in_force(notes, question, said, not_said, other):
    """The reply opens with the one corrected amount asked (``other``, the listing's amount not asked, is not in its
    answer before the cited change) and never states the old one. "para-first" and "para-extra" are guards (right before
    fix65b: the amendment line picked itself; "para-extra" quotes it with the rules after it, a known loose reply)."""
    text = SimulatedChatModel().invoke([SystemMessage(f"Answer from these rules:\n\n{notes}"),
                                        HumanMessage(question)]).content
    answer = text.split(" (")[0]
    assert said in text and not_said not in text, text
    assert other is None or (said in answer and other not in answer), text


def test_a_clause_replaced_by_its_number_leaves_the_other_clauses():
    """A guard (right before fix65b too): the canoe's paragraph is no number the change names."""
    text = SimulatedChatModel().invoke([SystemMessage(f"Answer from these rules:\n\n{_BOATHOUSE}"),
                                        HumanMessage("canoe first hour")]).content
    assert "£22" in text and "£20" not in text, text


@pytest.mark.parametrize(("notes", "pick", "question"), [
    (_LIBRARY, "2.1 Late fee: £5 per day, capped at £30.", "late fee per day?"),
    (_STORAGE, "3.4 Rent: small locker $60, large locker $100 a month.", "rent for a small locker"),
], ids=["after", "before"])
def test_a_dotted_clause_number_links_the_change(notes, pick, question):
    got = correcting(question, [pick], [notes])
    assert got is not None and not got.several and got.old == pick and ("3.2" in got.line or "7.2" in got.line)


def test_a_change_before_the_pick_needs_its_number():
    """A guard (None before fix65b too): a change line standing before the picked line is read only when it names the
    picked clause's number."""
    notes = ("Update: the small locker is now $70.\nHarbour Self Storage - terms\n"
             "3.4 Rent: small locker $60, large locker $100 a month.\n3.5 Insurance is the renter's own.")
    assert correcting("rent for a small locker", [notes.splitlines()[2]], [notes]) is None


# --- a change of an item the picked listing line prices itself (the merger, session 78) -----------------------------

_KIT = ("Under-11s kit order\nKit: club cap £6, club hoodie £25.\nOrders close on 30 April.\n"
        "AMENDMENT 2 April: the club hoodie goes up to £28.")
_FAIR = ("Stall prices at the Easter fair\nBakes: scones £1.50, brownies £2, flapjacks £1.80.\nRaffle tickets are £1 each.\n"
         "Note (Friday): brownies have gone up to £2.50.")


@pytest.mark.parametrize(("notes", "question", "said", "not_said"), [
    (_KIT, "how much is the hoodie", "£28", "£25"),
    (_FAIR, "brownies price?", "£2.50", None),
    (_KIT, "how much is the cap", "£6", "£28"),  # a guard: the change names another item of the line
    (_FAIR, "how much are the flapjacks", "£1.80", "£2.50"),  # a guard
], ids=["hoodie", "brownies", "cap-guard", "flapjacks-guard"])
def test_a_change_of_an_item_the_listing_line_prices_is_applied(notes, question, said, not_said):
    """"club hoodie" of the change is an item the picked line "Kit: club cap £6, club hoodie £25" prices itself
    (``_own_item``), not another thing its body merely mentions ("Silver" of "Gold service: £130 - Silver + ..."):
    the change applies. (hoodie and brownies fail before: the old price was quoted with no word of the change)"""
    text = SimulatedChatModel().invoke([SystemMessage(f"Answer from these notes.\n\n{notes}"),
                                        HumanMessage(question)]).content
    assert said in text and (not_said is None or not_said not in text), text


def test_a_question_in_chinese_is_never_read_as_asking_a_secondary_pick():
    """(the merger, session 78: fix65a's term count found no terms in a Chinese question and made fortieth's
    zh-water-back quote the notice's title line; fails before)"""
    from course_lib.sim.grounded.later_corrections import secondary_pick

    picks = ["游泳馆通知：本馆将于5月20日上午9:00至下午4:00闭馆清洁。", "下午4:00恢复开放。"]
    assert secondary_pick("5月20日几点恢复开放？", picks, picks[1]) is False


# (ground79) a change naming another labelled item of the chosen line than the one asked
@pytest.mark.parametrize(("question", "picked", "line", "want"), [
    ("地面车位一年多少钱", "二、月卡:地面车位每月300元,地下车位每月450元。", "六、调整:地下车位月卡调整为每月500元。",
     "二、月卡:地面车位每月300元"),
    ("how much for a dog per night?", "Boarding: dogs £22 per night, cats £14 per night.",
     "Correction: cats are £16 per night from March.", "Boarding: dogs £22 per night"),
], ids=["zh-other-item", "en-other-item"])
def test_other_item(question, picked, line, want):
    from course_lib.sim.grounded.later_corrections import other_item

    assert other_item(question, picked, line) == want


@pytest.mark.parametrize(("question", "picked", "line"), [
    ("地下车位多少钱", "月卡:地面车位每月300元,地下车位每月450元。", "调整:地下车位月卡调整为每月500元。"),  # the asked one
    ("how much for a cat per night?", "Boarding: dogs £22 per night, cats £14 per night.",
     "Correction: cats are £16 per night from March."),
    ("how much per night?", "Boarding: dogs £22 per night, cats £14 per night.",
     "Correction: cats are £16 per night from March."),  # no item asked
    ("how much for a dog?", "Dogs: £22 per night.", "Correction: dogs are £24 per night."),  # one value on the line
], ids=["zh-asked-changed", "en-asked-changed", "none-asked", "one-value"])
def test_no_other_item(question, picked, line):
    from course_lib.sim.grounded.later_corrections import other_item

    assert other_item(question, picked, line) is None


def test_a_struck_value_keeps_its_currency_sign():
    """"not $12" strikes 12 as "not 12" does (fix66a, the sixty-first set's ZW1 b): a correction that strikes a
    value the picked line does not state is no change of that line."""
    from course_lib.sim.grounded.later_corrections import _struck

    assert _struck("the 75 sq ft unit is £105, not £99.") == {"99"}
    assert "4.50" in _struck("the day ticket is now €5 instead of €4.50")
    assert "12" in _struck("Update: a family pass costs $15 rather than $12.")

