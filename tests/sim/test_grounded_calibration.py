"""Calibration of grounded answers (issue 26, branch calib10), on invented notes and wordings of
their own (no case of an invented set, no string of the course): each test fails on the code
before calib10 unless it says it is a guard.

- A weight is a kind of value (``quantities``: "189 g", "1.2 kg", "12 oz"; asked by "how heavy",
  "weigh", "weight"), so "How heavy is X?" is answered by the spec line "Weight: 1.2 kg" rather
  than the sheet's title with "I could not find anything about 'heavy'".
- Record-shaped lines are facts of their own (``prose``): a label with its figure ("Total sugars
  9 g", "Calories 180"), a short dot leader ("Pet safety .. non-toxic") on a card aligned with
  long ones, "key: value" lines under a title with a whole sentence among them; an upper-case title
  line ("RENT AND DEPOSIT") over its clauses is a heading, not the first clause's start.
- A weekday abbreviated and capitalised before a time, range or list ("Wed 19:00", "Mon-Fri") is
  a date, so "On which day is X?" is answered by a timetable's line.
- "I don't know" only when it is known (``replies``): a stated limit instead when a record line
  is keyed by the question's specific word and gives it a bare figure ("Cooldown: 45" for "How
  long is the cooldown ...?"); when the closest line holds a question word and the family of
  another ("Quietness" for "quiet"); when every word of the question but its bare figure ("I'm
  70") is covered and the documents state a threshold ("over 65").
- A partial answer must answer the question's form (``partial_answers.unfit_partial``): a stated limit
  instead when the asked kind of value ("when": "at 2 am") stands only in a sentence sharing no
  other word with the question (a thread's first post, the subject in another sentence), or
  when the closest line is only the document's title and what it misses is everyday words
  ("fix", "stop") another line may say in other words.
- A list field no reader knows by its name (``structured``) takes the items the text enumerates
  ("mushrooms, olives and extra cheese"; ``extraction.enumerated``), or the safe value (an empty
  list) with a stated limit: never the question's words ("large", "pizza" as toppings).
"""

from __future__ import annotations

import warnings

import pytest


@pytest.fixture(scope="module")
def llm():
    from course_lib.sim import SimulatedChatModel

    return SimulatedChatModel()


def _rag(llm, context: str, question: str) -> tuple[str, list[str]]:
    from langchain_core.messages import HumanMessage, SystemMessage

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = llm.invoke([SystemMessage("Answer only from the notes below.\n\nNotes:\n" + context),
                          HumanMessage(question)])
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return out.content, limits


# --- a weight is a kind of value ---------------------------------------------------------------

_BACKPACK = """Ridgeline 30 - product sheet
Capacity: 30 litres
Weight: 1.2 kg
Back length: 48 cm
Fabric: recycled nylon
"""
_KETTLE = """Model K-220 electric kettle
Power: 2200 W
Volume: 1.7 l
Mass: 950 g
Cable length: 75 cm
"""
_BIKE = """The Breeze folding bike packs into a carry bag the size of a suitcase. Folded, it comes in
at just 11.4 kg, and the saddle height adjusts without tools. The frame is guaranteed for 10 years.
"""


@pytest.mark.parametrize("context,question,want,not_want", [
    (_BACKPACK, "How heavy is the Ridgeline 30?", "1.2 kg", "48 cm"),
    (_KETTLE, "How much does the K-220 weigh?", "950 g", "2200"),
    (_BIKE, "How heavy is the Breeze when it is folded?", "11.4 kg", "10 years"),
])
def test_a_weight_question_is_answered_by_the_line_stating_a_weight(llm, context, question, want, not_want):
    reply, limits = _rag(llm, context, question)
    assert want in reply and not_want not in reply and not limits, reply


def test_weights_are_a_kind_of_value_asked_and_stated():
    from course_lib.sim.words.quantities import asked_type, states, value_types

    assert asked_type("How heavy is the tent?")[0] == "mass"
    assert asked_type("How much does the parcel weigh?")[0] == "mass"
    assert "mass" in value_types("Net weight: 1.9 kg") and states("about 350 grams", "mass")
    assert "mass" not in value_types("It costs 5 pounds") and "mass" not in value_types("Gate 4 at 9 am")


# --- record-shaped lines are facts of their own -------------------------------------------------

def _texts(text: str) -> list[str]:
    from course_lib.sim.material.prose import units

    return [u.text for u in units(text)]


_CEREAL = """Honey Crunch Granola - per 45 g serving
Energy 190 kcal
Fat 6.5 g
Carbohydrate 28 g
Fibre 4.1 g
Salt 0.12 g
"""
_PRICES = """Harbour Bikes - hire prices
Half day 18 EUR
Full day 30 EUR
Child seat 5 EUR
"""
_TYRES = """Tyre check sheet
Front left 2.3 bar
Front right 2.2 bar
Rear left 2.5 bar
Rear right 2.4 bar
"""


@pytest.mark.parametrize("text,line", [
    (_CEREAL, "Fibre 4.1 g"), (_PRICES, "Child seat 5 EUR"), (_TYRES, "Rear left 2.5 bar"),
])
def test_label_figure_lines_are_units_of_their_own(text, line):
    assert line in _texts(text), _texts(text)


@pytest.mark.parametrize("context,question,want,not_want", [
    (_CEREAL, "How much fibre is in a serving of the granola?", "4.1 g", "28 g"),
    (_PRICES, "What does a child seat cost at Harbour Bikes?", "5 EUR", "30 EUR"),
    (_TYRES, "What pressure is the rear left tyre at?", "2.5 bar", "2.2 bar"),
])
def test_a_label_figure_line_answers_alone(llm, context, question, want, not_want):
    reply, limits = _rag(llm, context, question)
    assert want in reply and not_want not in reply and not limits, reply


_HERB_CARD = """BASIL - growing notes
Sun ........ six hours a day, a south window indoors
Soil ....... rich and free-draining
Pinch .. the tips weekly so it grows bushy
"""
_MENU = """Lunch at the Quay
Soup of the day ........ 6.50
Fish pie ....... 14.00
Kids' plate .. 7.00
"""
_KIT_LIST = """Kit list, junior sailing
Buoyancy aid ....... provided by the club
Wetsuit ........ bring your own
Shoes .. old trainers are fine, no bare feet
"""


@pytest.mark.parametrize("text,line", [
    (_HERB_CARD, "Pinch — the tips weekly so it grows bushy."), (_MENU, "Kids' plate — 7.00."),
    (_KIT_LIST, "Shoes — old trainers are fine, no bare feet."),
])
def test_a_short_leader_on_a_card_of_long_ones_is_a_leader(text, line):
    assert line in _texts(text), _texts(text)


def test_a_short_leader_alone_is_no_leader():  # guard: two dots in prose are no leader
    assert not any("—" in t for t in _texts("Wait .. what did she say?\nWe left early."))


_GYM_RULES = """HARBOURSIDE GYM - MEMBERSHIP TERMS
Joining fee: 25 pounds, paid once.
Freeze: up to 2 months a year, free of charge.
Guests: members may bring one guest a month.
Lockers are emptied every night at closing time.
"""
_FLAT = """Flat 2, Rowan Court - tenancy summary
Rent: 940 a month, due on the 1st.
Bins: collected on Tuesdays; the recycling goes out fortnightly.
Heating: gas boiler, serviced every October.
The landlord must give 24 hours' notice before a visit.
"""
_CAMP = """Summer camp - key facts
Ages: 8 to 13.
Drop-off: from 8:15 at the sports hall.
Lunch: bring a packed lunch; water is provided.
Campers must wear a hat on sunny days.
"""


@pytest.mark.parametrize("text,title,line", [
    (_GYM_RULES, "HARBOURSIDE GYM - MEMBERSHIP TERMS", "Freeze: up to 2 months a year, free of charge."),
    (_FLAT, "Flat 2, Rowan Court - tenancy summary", "Rent: 940 a month, due on the 1st."),
    (_CAMP, "Summer camp - key facts", "Ages: 8 to 13."),
])
def test_a_title_over_key_value_lines_and_a_sentence_is_a_record(text, title, line):
    from course_lib.sim.material.prose import units

    found = {u.text: u for u in units(text)}
    assert line in found and found[line].record_head == title, list(found)


def test_prose_lines_among_a_few_key_value_lines_stay_prose():  # guard: no title on top
    text = "Yarn: 100 g of wool.\nCast on 96 stitches and join\nin the round.\nCrown: decrease 8 stitches."
    assert "Cast on 96 stitches and join in the round." in _texts(text), _texts(text)


@pytest.mark.parametrize("text,heading,clause", [
    ("7. TERMINATION AND NOTICE\n7.1 Either party may end this agreement with one month's notice.\n"
     "7.2 Notice must be given in writing.\n", "TERMINATION AND NOTICE", "7.2 Notice must be given in writing."),
    ("SAFETY RULES\nGoggles must be worn at all times in the workshop.\nNo food near the lathes.\n",
     "SAFETY RULES", "Goggles must be worn at all times in the workshop."),
    ("OPENING TIMES & ACCESS\nThe hall opens at 9 and closes at 5.\nThe side door is locked after 4.\n",
     "OPENING TIMES & ACCESS", "The hall opens at 9 and closes at 5."),
])
def test_an_upper_case_title_line_is_a_heading(text, heading, clause):
    from course_lib.sim.material.prose import units

    found = {u.text: u for u in units(text)}
    assert found.get(heading) is not None and found[heading].heading and clause in found, list(found)


def test_an_upper_case_directive_is_no_heading():  # guard: "EXPOSE 8750", one word, a figure
    from course_lib.sim.material.prose import units

    assert not any(u.heading for u in units("EXPOSE 8750\nUSER app\nCMD run it"))


def test_a_clause_under_an_upper_case_title_answers_alone(llm):  # guard: the clause answered before too
    text = ("3. PAYMENT AND LATE FEES\n3.1 Invoices are issued on the 5th of each month.\n"
            "3.2 A late fee of 40 euros applies after 14 days.\n")
    reply, _ = _rag(llm, text, "How large is the late fee?")
    assert "40 euros" in reply and "PAYMENT" not in reply and "Invoices" not in reply, reply


# --- an abbreviated weekday is a date ------------------------------------------------------------

_POOL = """Pool lanes - lane booking
Mon 06:30   Lane swim      Main pool
Tue 18:00   Aquafit        Teaching pool
Thu 20:15   Masters squad  Main pool
Sat 09:00   Family splash  Teaching pool
"""
_CLINIC = """Clinic rota
Tue 09:00-12:00  Dr Ferreira  Travel vaccines
Wed 14:00-17:00  Dr Lindqvist  Asthma review
Fri 08:30-11:30  Nurse Obi  Blood tests
"""
_MARKET = """Farmers' market stalls
Thu 7-13  Honey and beeswax, Brook Farm
Sat 8-14  Sourdough and rye, Millstone Bakery
Sun 9-13  Cheese, Hillside Dairy
"""


@pytest.mark.parametrize("context,question,want,not_want", [
    (_POOL, "On which day is Aquafit?", "Tue", "Thu"),
    (_CLINIC, "What day are the asthma reviews?", "Wed", "Fri"),
    (_MARKET, "Which day can I buy honey?", "Thu", "Sat"),
])
def test_a_timetable_line_answers_which_day(llm, context, question, want, not_want):
    reply, limits = _rag(llm, context, question)
    assert want in reply and not_want not in reply and not limits, reply


def test_an_abbreviated_weekday_needs_its_capital_and_a_time():  # guard: "Sun", "sat" as words
    from course_lib.sim.words.quantities import value_types

    assert "date" in value_types("Fri 08:30 blood tests") and "date" in value_types("Open Mon-Sat")
    assert "date" not in value_types("Sun cream is sold at the desk") and "date" not in value_types("she sat 3 exams")


# --- "I don't know" only when it is known --------------------------------------------------------

def _is_limit(reply: str, limits: list[str]) -> bool:
    return bool(limits) and "don't know" not in reply


@pytest.mark.parametrize("context,question", [
    ("Login policy\nLockout: after 5 failed attempts\nCooldown: 45\nPassword length: 12 or more characters\n",
     "How long is the cooldown after a lockout?"),
    ("[button]\npin = 17\ndebounce = 250\npull = up\n", "How long is the debounce on the button?"),
    ("upstream api\n  keepalive    75\n  workers      4\n  backlog      511\n", "How long is the keepalive?"),
])
def test_a_line_keyed_by_the_subject_with_a_bare_figure_is_a_limit(llm, context, question):
    reply, limits = _rag(llm, context, question)
    assert _is_limit(reply, limits), reply


def test_a_key_the_question_does_not_name_is_still_i_dont_know(llm):  # guard
    reply, limits = _rag(llm, "Login policy\nLockout: after 5 failed attempts\nCooldown: 45\n",
                         "How long is the session timeout?")
    assert "don't know" in reply and not limits, reply


@pytest.mark.parametrize("context,question", [
    ("Dishwasher DW-40 - key facts\nQuietness ..... 42 dB, fine for open-plan rooms\nProgrammes .... eco, quick, "
     "intensive\nWater use .. 9 litres\n", "Is it quiet in a small room?"),
    ("Toddler gate - leaflet\nSafety ........ fits stairs up to 90 cm wide\nFinish ........ white steel\n"
     "Fixing .. screws included\n", "Is it safe at the top of my stairs?"),
    ("Salt lamp SL-1 - card\nElectrical safety ..... double insulated; fine in a bedroom overnight\n"
     "Bulb ........ E14, 15 W\nHeight .. 22 cm\n", "Is it safe to leave on in a bedroom?"),
])
def test_a_line_with_a_question_word_and_the_family_of_another_is_a_limit(llm, context, question):
    reply, limits = _rag(llm, context, question)
    assert _is_limit(reply, limits), reply


@pytest.mark.parametrize("context,question", [
    ("Restaurant bookings\nGroups of more than 8 guests must book a week ahead.\nWe open at 6 pm.\n",
     "We are 10 - must we book a week ahead?"),
    ("Ferry fares\nPassengers aged 65 and over travel at half price.\nBikes travel free.\n", "I'm 71 - what is my fare?"),
])
def test_a_bare_figure_against_a_stated_threshold_is_a_limit(llm, context, question):
    reply, limits = _rag(llm, context, question)
    assert _is_limit(reply, limits), reply


def test_a_figure_after_i_am_is_an_age_when_the_notes_state_age_bounds(llm):
    # (boundfix: "I'm 70" is read as an age, ``ages.stated_age``; this case was a stated limit before)
    reply, limits = _rag(llm, "Museum tickets\nAdults pay 14 EUR.\nVisitors over 65 pay a reduced price of 9 EUR.\n"
                              "Children under 6 enter free.\n", "I'm 70 - what price do I pay?")
    assert "9 EUR" in reply and "14" not in reply and not limits, reply


def test_a_bare_figure_with_no_threshold_is_still_i_dont_know(llm):  # guard
    reply, limits = _rag(llm, "Ferry fares\nA return ticket costs 18 EUR.\nBikes travel free.\n", "I'm 71 - what is my fare?")
    assert "don't know" in reply and not limits, reply


# --- a partial answer must answer the question's form -------------------------------------------

@pytest.mark.parametrize("context,question", [
    ("Thread: Printer offline\nPosted by ben: It drops offline every day at noon. Driver is v3.\n\n"
     "Reply by admin: The fixed package ships on 6 April.\n", "When is the next driver coming out?"),
    ("Thread: Tram app freezes\nPosted by ola: It freezes each morning around 7:30. My app edition is 12.\n\n"
     "Reply by support: A corrected build reaches the stores on 20 May.\n", "When is the next app edition coming?"),
    ("Thread: Gate code not working\nPosted by sam: The code fails every night after 10 pm. Keypad model is K4.\n\n"
     "Reply by warden: The replacement unit goes in on 2 May.\n", "When will the new keypad be installed?"),
])
def test_a_value_of_the_asked_kind_on_another_subject_is_no_partial_answer(llm, context, question):
    reply, limits = _rag(llm, context, question)
    assert _is_limit(reply, limits) and "could not find" not in reply, reply


@pytest.mark.parametrize("context,question,want", [  # guard: the value stands with the subject
    ("Thread: Library app crashes on login\nPosted by mia_k: Since Monday the app crashes every morning around 8 am. "
     "Release is 5.0.\n\nReply by dev_ana: Confirmed; release 5.0.1 ships on 3 March with the fix.\n",
     "When is the next release coming?", "3 March"),
    ("Issue #88: Export button greyed out\nOpened by tom_r: The export button is greyed out after 6 pm on Fridays. "
     "Build is 2.4.\n\nComment by maintainer: Known problem; build 2.5 lands next Tuesday.\n",
     "When does the new build come out?", "next Tuesday"),
])
def test_a_value_with_the_subject_is_still_quoted(llm, context, question, want):
    reply, limits = _rag(llm, context, question)
    assert want in reply and not limits, reply


@pytest.mark.parametrize("context,question", [
    ("Thread: Dishwasher leaves streaks on glasses\nPosted by ivo: Every glass comes out streaky, even on the hot "
     "programme.\n\nSOLVED by techsupport: Turn the rinse-aid dial up to 4 and use a salt refill.\n",
     "How can I fix the streaks on my glasses?"),
    ("Thread: Bike chain keeps slipping on hills\nPosted by ana_p: On steep climbs my chain slips off the big cog.\n\n"
     "Best answer by wrenchman: Replace the worn chain and adjust the rear derailleur's limit screw.\n",
     "How do I stop the chain slipping?"),
    ("Thread: Laptop fan loud under load\nPosted by kai: It roars whenever I compile.\n\nAccepted answer by it_desk: "
     "Clean the vents with compressed air and set the power mode to balanced.\n", "How do I quiet the laptop fan?"),
])
def test_a_title_alone_is_no_partial_answer(llm, context, question):
    reply, limits = _rag(llm, context, question)
    assert _is_limit(reply, limits) and "could not find" not in reply, reply


def test_a_title_and_a_price_asked_stays_an_honest_partial_answer(llm):  # guard: a value is asked for
    reply, limits = _rag(llm, "Route 7 -- Sundays\n\nHarbour   09:10  10:10\nCastle    09:25  10:25\n",
                         "How much is a return ticket on route 7?")
    # no limit; since groundfix "How much is ...?" asks an amount of money, which a timetable never
    # states, so a plain "I don't know." is as honest as the title with "could not find"
    assert ("could not find" in reply or reply.strip() == "I don't know.") and not limits, reply


# --- a list field no reader knows: the text's enumeration, or the safe value --------------------

def _structured(schema, text):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(schema).invoke(text)
    return out, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize("field,text,want", [
    ("toppings", "One medium pizza with peppers, onions and goat cheese, thanks.", ["peppers", "onions", "goat cheese"]),
    ("stops", "The tour bus calls at the harbour, the old mill and the castle gardens.",
     ["harbour", "old mill", "castle gardens"]),
    ("equipment", "Bring these to the session: a helmet, gloves, knee pads and a water bottle.",
     ["helmet", "gloves", "knee pads", "water bottle"]),
])
def test_a_list_field_takes_the_items_the_text_enumerates(field, text, want):
    from pydantic import create_model

    out, limits = _structured(create_model("Items", **{field: (list[str], ...)}), text)
    assert getattr(out, field) == want and not limits, out


@pytest.mark.parametrize("field,text", [
    ("travellers", "Marta and her brother fly out to Oslo on Sunday morning."),
    ("allergens", "This bar is made in a factory that also handles nuts."),
    ("symptoms", "My head has been hurting since Tuesday and I feel tired."),
])
def test_a_list_field_with_no_reader_and_no_list_is_empty_with_a_limit(field, text):
    from pydantic import create_model

    out, limits = _structured(create_model("Items", **{field: (list[str], ...)}), text)
    assert getattr(out, field) == [] and limits, out


def test_a_keywords_list_still_takes_the_question_words():  # guard
    from pydantic import BaseModel

    class Search(BaseModel):
        keywords: list[str]

    out, limits = _structured(Search, "Find articles about coral reef bleaching")
    assert {"coral", "reef", "bleaching"} <= {k.lower() for k in out.keywords} and not limits, out
