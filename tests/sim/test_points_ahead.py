"""A string prompt whose material sits between an answering instruction that points ahead at it, under a name
the reader has no word for ("... from the schedule of visits below.", "... using the hire terms that
follow."), and a "Question:" label (``pointed_material.points_ahead``, ``reading._loose_sections``); the
label's question stays out of the material, and a "Response: ..." line inside the block is the block's
own. Beside it: an absent "-ing" word before a thing the documents name ("a dripping tap") is a stated
limit (``absence.state_word``), and an ordinal in figures ("3rd") is met by its word ("third") on a line
(``evidence._compounds``). Wordings of my own (issue 26; the fifty-ninth set's XL1 / XW10 classes)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage

from course_lib.sim.request.pointed_material import points_ahead
from course_lib.sim.request.reading import read_request

WINDOWS = ("CLEARVIEW WINDOWS - window cleaning plan, schedule of visits\n"
           "Customer: Ms R. Okafor, 12 Mill Lane        Account: CV-3381\n"
           "Plan: Standard, £14 a month\n"
           "Includes: outside windows every 4 weeks; frames and sills twice a year.\n"
           "Response: missed visits are made up within 5 working days.\n"
           "Not covered: conservatory roofs, skylights, and any window above the second floor.")

HIRE = ("Paddle boards: £18 an hour, £45 a day.\n"
        "Kayaks (single): £15 an hour; doubles £22 an hour.\n"
        "Wetsuits: £6 a session, buoyancy aids free with every hire.\n"
        "Return by 6pm or a late fee of £10 applies.")


@pytest.mark.parametrize("lead, expected", [
    ("Answer the customer's question from the schedule of visits below.", True),
    ("Reply to the renter using the hire terms that follow.", True),
    ("Answer from the attached rota.", True),
    ("Using the tariff below, answer the guest.", True),
    ("Answer the question below.", False),  # the question itself, no material
    ("Reply in the format below.", False),  # the reply's form
    ("Answer like the example that follows.", False),
    ("Follow the rules below.", False),  # no answering instruction
    ("Use the following rules when you answer.", False),
    ("The schedule of visits is below.", False),  # points, but asks no answer
])
def test_points_ahead(lead, expected):
    assert points_ahead(lead) is expected


@pytest.mark.parametrize("lead, material, question, held", [
    ("Answer the customer's question from the schedule of visits below.", WINDOWS, "are skylights cleaned",
     "skylights"),
    ("Reply to the renter using the hire terms that follow.", HIRE, "how much is a double kayak for an hour",
     "doubles £22"),
])
def test_block_between_pointer_and_question_label_is_the_document(lead, material, question, held):
    r = read_request([HumanMessage(f"{lead}\n\n{material}\n\nQuestion: {question}")])
    assert len(r.documents) == 1
    body = r.documents[0].body
    assert held in body
    assert "Question:" not in body and question not in body
    assert r.question == question


def test_known_noun_pointer_keeps_the_question_label_out():
    """"... from the notes below" was read before too; its "Question:" line was taken into the notes."""
    r = read_request([HumanMessage(f"Answer from the notes below.\n\n{HIRE}\n\nQuestion: do wetsuits cost extra")])
    assert len(r.documents) == 1
    assert "Question:" not in r.documents[0].body
    assert r.question == "do wetsuits cost extra"


def test_response_line_inside_block_stays_material():
    from course_lib.sim import SimulatedChatModel

    llm = SimulatedChatModel()
    msg = llm.invoke("Answer the customer's question from the schedule of visits below.\n\n"
                     f"{WINDOWS}\n\nQuestion: how soon is a missed visit made up")
    assert "5 working days" in msg.content


def _ask(material: str, question: str) -> tuple[str, bool]:
    from course_lib.sim import SimulatedChatModel
    from course_lib.sim.reports.limits import SimulatorLimitWarning

    llm = SimulatedChatModel()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        msg = llm.invoke(f"Answer from the notes below.\n\n{material}\n\nQuestion: {question}")
    return msg.content, any(issubclass(w.category, SimulatorLimitWarning) for w in caught)


PLUMBING = ("Home plumbing cover - what we fix\n"
            "Covered: taps, toilets, the cold water tank and pipes inside the home.\n"
            "Not covered: outside drains, garden taps and septic tanks.\n"
            "Call-out excess: £40 per visit.")


@pytest.mark.parametrize("question", ["is a dripping tap covered", "would they fix a leaking toilet"])
def test_absent_state_word_before_held_thing_is_a_limit(question):
    reply, limited = _ask(PLUMBING, question)
    assert limited and "I don't know" not in reply


SAILING = ("Harbour Sailing Club - fees 2026\n"
           "Membership: £210 a year.\n"
           "[Amended 1 May 2026] The third boat stored on the hardstanding now costs £95 a season.\n"
           "Crane lift: £40 each way.")


def test_ordinal_in_figures_met_by_its_word():
    reply, limited = _ask(SAILING, "how much is a 3rd boat on the hardstanding now")
    assert "£95" in reply
    assert "could not find" not in reply and not limited


def test_state_word_before_a_longer_thing_keeps_its_absence():
    """A guard (passes on read77b too): "a leaking pipe joint" asks about the joint, which no line names; the
    absence stays an absence, no limit."""
    reply, limited = _ask(PLUMBING, "how much to reseal a leaking pipe joint")
    assert not limited


def test_a_thing_held_only_inside_an_identifier_is_no_state_of_it():
    """The merger (session 77): "the staging server" over a config file whose only "server" is inside
    "KeepServerAlive" asks about a thing the file does not name: "I don't know.", no limit (the first form
    of ``state_word`` read the identifier's forms as a held server; thirteenth's ssh-staging); the yes/no
    form is the one ``state_word`` reads, so it tests the whole-word check."""
    config = ("[deploy]\nhost = 198.51.100.7\nuser = deploy\nport = 22\n\n"
              "[backup]\nhost = 198.51.100.9\nuser = restic\nKeepServerAlive = yes\n")
    for question in ("what's the host of the staging server?", "is the staging server on port 22?"):
        reply, limited = _ask(config, question)
        assert not limited and "198.51.100" not in reply and "may only describe" not in reply, reply


def test_a_value_asked_of_a_kind_keeps_its_absence():
    """The merger (session 77): "how much is a snorkelling lesson?" over a price list of an "Adult lesson"
    asks the price of a kind no line prices: the absence is the answer, no state of a held
    lesson (``state_word`` reads yes/no questions only; its first form broke test_weak_absences' bouldering
    guard)."""
    prices = ("Riverside Pool - lesson prices\n\nAdult lesson: £14\nJuniors (5-12): £9, with a parent poolside\n"
              "Lifeguard course (three days): £120\nGoggles on sale at reception.")
    reply, limited = _ask(prices, "how much is a snorkelling lesson?")
    assert not limited and "may only describe" not in reply, reply
