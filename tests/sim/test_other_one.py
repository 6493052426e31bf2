"""A follow-up that names only "the other one" / "that one" or asks "how much more", over a thread
that stated two items with an amount each (issue 26; the twenty-second set's Q9, seen before as
O8 / L6 / I4): the reference is resolved by the last answer (the other one is the item it did not
name) and the difference worked (``other_one``); when the turns do not make it clear, a stated
conversation limit. The question back ("Could you tell me a bit more ...?") is only for a first
message with nothing to read. Before, every such follow-up got the question back. All threads are
invented here.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim.dialogue.other_one import answer, refers


@pytest.fixture(scope="module")
def llm():
    from course_lib.sim import SimulatedChatModel

    return SimulatedChatModel()


def _thread(llm, *turns: str) -> tuple[str, str]:
    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.invoke(msgs)
    return out.content, out.response_metadata.get("simulator_limit") or ""


GYM = ("The gym pass is £30 a month and the pool pass is £18.", "Noted.", "Which one is cheaper?", "The pool pass.")
KETTLES = ("The blue kettle is 24.99 EUR, the red one 31.50 EUR.", "OK.", "Which should I buy?",
           "The red one looks sturdier.")
TRIPS = ("The coast path walk is 14 km and the ridge walk is 9 km.", "Nice.", "Which is shorter?", "The ridge walk.")


@pytest.mark.parametrize("turns, question, wanted", [
    (GYM, "How much more is the other one?", ("£12", "gym pass is £30")),
    (KETTLES, "how much more is that one", ("6.51 EUR", "red one is 31.50 EUR")),
    (TRIPS, "How much longer is the other one?", ("5 km", "coast path walk is 14 km")),
])
def test_the_difference_between_the_two_items_is_worked(llm, turns, question, wanted):
    reply, limit = _thread(llm, *turns, question)
    assert all(w in reply for w in wanted), reply
    assert not limit


@pytest.mark.parametrize("turns, question, wanted, unwanted", [
    (GYM, "And the other one?", "£30", "£18"),
    (TRIPS, "what about the other one", "14 km", "9 km"),
])
def test_the_other_one_is_the_item_the_last_answer_did_not_name(llm, turns, question, wanted, unwanted):
    reply, limit = _thread(llm, *turns, question)
    assert wanted in reply and unwanted not in reply, reply
    assert not limit


@pytest.mark.parametrize("turns", [
    ("I booked two rooms for the weekend.", "Lovely.", "Which one has the sea view?", "I can't tell from here."),
    ("The gym pass is £30 a month and the pool pass is £18.", "Noted."),  # no answer naming one of them
])
def test_an_unresolved_follow_up_is_a_stated_conversation_limit(llm, turns):
    reply, limit = _thread(llm, *turns, "How much more is the other one?")
    assert limit and "bit more" not in reply, reply


def test_a_first_message_with_nothing_to_read_still_gets_the_question_back(llm):
    reply, limit = _thread(llm, "How much more is the other one?")
    assert "bit more" in reply and not limit


def test_the_reader():
    assert refers("How much more is the other one?") and refers("and that one?") and not refers("How are you?")
    turns = [("human", "The oak table costs $50 and the pine table costs $80."), ("ai", "The oak table is cheaper.")]
    assert answer("how much more is the other one", turns).startswith("$30 more")
    mixed = [("human", "The tour is €40 and the boat is £30."), ("ai", "The boat.")]
    assert answer("how much more is the other one", mixed) is None  # two currencies: no difference


# --- "the other one" read before the user's statement is quoted; items named by their verbs ----

@pytest.mark.parametrize("turns, question, wanted, unwanted", [
    (("Tent X sleeps 3 people and tent Y sleeps 5.", "OK.", "Which is roomier?", "Tent Y."),
     "how many does the other one sleep", "3", "sleeps 5"),
    (("The oak table seats 8 and the pine table seats 6.", "Right.", "Which one is bigger?", "The oak table."),
     "and the other one?", "6", "seats 8"),
    (("Crate 1 weighs 40 kg while crate 2 weighs 55 kg.", "Noted.", "Which is lighter?", "Crate 1."),
     "what does the other one weigh", "55 kg", "40 kg"),
    (("The day pass costs $12 but the week pass costs $45.", "Sure.", "Which is better value for one day?",
      "The day pass."), "what about the other one", "$45", "$12"),
    (("Hall North holds 120 and Hall South holds 80.", "OK.", "Which holds fewer?", "Hall South."),
     "how many does the other one hold", "120", "holds 80"),
])
def test_the_other_one_of_two_stated_items_is_resolved_before_the_statement_is_quoted(
        llm, turns, question, wanted, unwanted):
    text, limit = _thread(llm, *turns, question)
    assert wanted in text and unwanted not in text and not limit


# --- stepping along an ordered list: "the one after that", "the next one" ---------------------

def _notes(llm, notes: str, *turns: str) -> tuple[str, str]:
    from langchain_core.messages import SystemMessage

    msgs = [SystemMessage(f"Answer from these notes only.\n\n{notes}")]
    msgs += [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.invoke(msgs)
    return out.content, out.response_metadata.get("simulator_limit") or ""


RACE = "Relay order: Amara, Bex, Chidi, Dana.\nThe race starts at 11:00."
RAFFLE = "Raffle prizes: first a hamper, second a bottle of wine, third a box of chocolates.\nTickets £1."
LEVELS = "Belt grades in order: white; yellow; orange; green.\nGradings are held each term."


@pytest.mark.parametrize("notes, turns, wanted, unwanted", [
    (RACE, ("Who runs first?", "Amara.", "and the one after that"), "Bex", ("Chidi", "Dana")),
    (RACE, ("Who runs third?", "Chidi.", "the one before that?"), "Bex", ("Dana", "Amara")),
    (RAFFLE, ("What's the top prize?", "A hamper.", "and the next one?"), "wine", ("hamper", "chocolates")),
    (LEVELS, ("What belt do beginners get?", "White.", "what's the next one"), "yellow", ("orange", "green")),
])
def test_the_next_or_previous_item_of_the_list_the_last_answer_came_from(llm, notes, turns, wanted, unwanted):
    text, limit = _notes(llm, notes, *turns)
    assert wanted in text.lower() or wanted in text
    assert not any(u in text.lower() for u in (w.lower() for w in unwanted)) and not limit


@pytest.mark.parametrize("notes, turns", [
    (RACE, ("Who runs last?", "Dana.", "and the one after that")),  # past the list's end
    (RACE, ("When does it start?", "11:00.", "and the next one?")),  # the last answer is in no list
    ("Opening hours: 9-5.", ("When do you open?", "9.", "and the one after that")),  # no list
])
def test_a_step_it_cannot_resolve_is_a_stated_conversation_limit(llm, notes, turns):
    text, limit = _notes(llm, notes, *turns)
    assert limit and "follow-up" in limit


@pytest.mark.parametrize("question, only", [
    ("how many does the other one fit", True),
    ("and the one after that", True),
    ("what about the next one?", True),
    ("is the other one dog friendly", False),
    ("what time does the next one leave from the harbour", False),
])
def test_only_reference_tells_a_bare_reference_from_a_question_of_its_own(question, only):
    from course_lib.sim.dialogue.other_one import only_reference

    assert only_reference(question) is only


# --- the question names its item itself: "how much more was <one of the two>" (fix25B, T9) --------

@pytest.mark.parametrize("turns, question, wanted", [
    (("Electricity was £92.40 in March and £71.15 in April.", "Thanks."), "how much more was march", "21.25"),
    (("The kayak hire is €45 and the paddleboard hire is €32.", "OK."), "how much dearer is the kayak", "€13"),
    (("I swam 1.8 km on Monday and 1.1 km on Wednesday.", "Great."), "how much further did I swim on monday",
     "0.7"),
    (("Our flat uses 210 litres a day and the cottage 165 litres.", "Noted."), "how much more does the flat use",
     "45"),
])
def test_a_comparison_over_a_stated_pair_naming_one_item_is_worked(llm, turns, question, wanted):
    reply, limit = _thread(llm, *turns, question)
    assert wanted in reply, reply
    assert not limit


@pytest.mark.parametrize("turns, question", [
    (("The kayak hire is €45.", "OK."), "how much more is it than the canoe"),  # one amount stated
    (("Electricity was £92.40 in March and £71.15 in April.", "Thanks."), "how much more was may"),  # neither named
])
def test_a_comparison_it_cannot_ground_is_no_worked_difference(llm, turns, question):
    reply, limit = _thread(llm, *turns, question)
    assert limit or not any(ch.isdigit() for ch in reply.replace("92.40", "").replace("71.15", "")), reply
