"""Class words (issue 26): a rule on a class rules on its members. "Can I bring my cat?" over
"The hostel does not allow pets." is answered from that line, not with a trusted "I don't know."
(``class_words.as_class``, the classes as data in data/sim/classes.yaml); a plain absence stays
"I don't know." without a limit. Invented rules and topics (none from the fresh sets)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.reports.limits import SimulatorLimitWarning
from course_lib.sim.words.class_words import as_class, classes
from course_lib.sim.words.cues import read


def _ask(context: str, question: str) -> tuple[str, bool]:
    messages = [SystemMessage("Answer the question using only the context below. If the context does not "
                              f"contain the answer, say you don't know.\n\nContext:\n{context}"),
                HumanMessage(question)]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        msg = SimulatedChatModel().invoke(messages)
    limited = bool(msg.response_metadata.get("simulator_limit")) or any(
        issubclass(w.category, SimulatorLimitWarning) for w in caught)
    return msg.content, limited


@pytest.mark.parametrize(("context", "question", "quoted"), [
    ("Guests must check in before 10 pm. The guesthouse does not allow pets. Breakfast is from 7 am.",
     "Can I bring my hamster?", "does not allow pets"),
    ("Visitors are searched at the gate. Weapons of any kind are forbidden at the festival.",
     "Can I take my penknife to the festival?", "Weapons of any kind are forbidden"),
    ("The lido has a café. Alcohol is not permitted anywhere on the premises.",
     "Are we allowed to drink cider at the lido?", "Alcohol is not permitted"),
    ("Parking is free after 6 pm. Motor vehicles may not enter the old town square.",
     "Can I drive my campervan into the old town square?", "Motor vehicles may not enter"),
    ("Les enfants sont les bienvenus. Electronic devices must be switched off during the concert.",
     "Can I use my tablet during the concert?", "Electronic devices must be switched off"),
])
def test_a_member_is_answered_from_the_rule_on_its_class(context, question, quoted):
    reply, limited = _ask(context, question)
    assert quoted in reply and "I don't know" not in reply.split(".")[0]
    assert not limited


def test_members_are_never_read_as_each_other():
    assert as_class("Can I bring my dog?", ["Cats are welcome in the lounge."]) is None
    # the member itself named: the line on it answers, not the class
    assert as_class("Can I bring my dog?", ["Dogs are welcome. Pets must not be left alone."]) is None
    # one way only: a question on the class is not read as a member
    assert as_class("Are pets allowed?", ["Dogs are welcome."]) is None
    assert as_class("Can I bring my kitten?", ["No pets, please."]) == ("Can I bring my pets?", "kitten", "pets")


@pytest.mark.parametrize(("context", "question"), [
    ("The reading room opens at 9 am. Coats must be left in the lockers.", "Can I bring my umbrella?"),
    ("Pets are not allowed in the cabins. Check-out is at 10 am.", "Can I bring my laptop?"),  # known: no pet
    ("Glass bottles are not allowed on the beach.", "Can I bring my frisbee?"),  # no class word
    ("The hotel welcomes children. Smoking is not permitted in any room.", "Can I bring my guitar?"),
])
def test_a_plain_absence_stays_a_trusted_i_dont_know(context, question):
    assert as_class(question, [context]) is None
    reply, limited = _ask(context, question)
    assert "don't know" in reply and not limited


def test_the_class_table_is_well_formed():
    data = read("classes.yaml")["classes"]
    table = classes()
    for name, entry in data.items():
        assert entry["words"] and entry["members"], name
        assert all(w == w.lower() for w in entry["words"] + entry["members"]), name
        for member in entry["members"]:
            assert name in table.members[member]
    # a member is never also a word of one of its own classes
    for member, names in table.members.items():
        for name in names:
            assert member not in table.words[name], (member, name)


# --- a class word written only as a narrower kind (fix64c) ------------------------------------------------------


@pytest.mark.parametrize(("question", "doc", "reads"), [
    ("do scooters need a licence?", "Town licences\nElectric vehicles: licence free.\nTaxis need a licence.", False),
    ("are ferrets allowed?", "Cafe rules\nAssistance animals are welcome.\nNo smoking.", False),
    ("can my van park here?", "Car park\nCommercial vehicles may not park overnight.", False),
    ("do electric scooters need a licence?", "Electric vehicles: licence free.", True),
    ("can I bring my cat?", "Small pets are welcome in the cabins.", True),
    ("do scooters need a licence?", "Electric vehicles: licence free.\nAll vehicles must be insured.", True),
], ids=["electric", "assistance", "commercial", "asked-modifier", "size-word", "also-bare"])
def test_a_class_word_written_only_as_a_narrower_kind_is_no_class_of_the_member(question, doc, reads):
    """The "asked-modifier", "size-word" and "also-bare" rows are guards (read as the class before fix64c too)."""
    assert (as_class(question, [doc]) is not None) is reads
