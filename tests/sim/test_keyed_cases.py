"""keyed_cases: the noun a question asks for keys several cases the documents list, and the
question names its case in its own words (issue 26, the thirty-first set's Z2): a stated documents
limit naming the keyed lines, never a trusted "I don't know.". Invented material (library fines by
offence, a gym's fees by membership type, parcel cover); none from the fresh sets."""

import warnings

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.keyed_cases import asked_noun, keyed

FINES = ("Riverside Library - charges\n"
         "FINES\n"
         "Overdue adult book: 25p a day\n"
         "Overdue DVD: £1 a day\n"
         "Lost or damaged item: replacement cost plus £5\n")
FEES = ("Membership type      JOINING FEE   MONTHLY\n"
        "Adult                £30           £35\n"
        "Student              £0            £22\n"
        "Over-65              £10           £20\n")
PARCELS = ("Sendwell parcel services\n"
           "Service          COVER        LIMIT\n"
           "Standard         Included     £50\n"
           "Signed for       Included     £100\n"
           "Overseas         Not included -\n")

JOINING = ("Oakfield gym - prices\n"
           "Joining fee:\n"
           "Adult: £30\n"
           "Student: £0\n"
           "Over-65: £10\n"
           "Towels are free for everyone.\n")
POSTAGE = ("Postage\n"
           "POSTAGE RATES\n"
           "Zone 1 (UK): £3.20\n"
           "Zone 2 (Europe): £9.50\n"
           "Zone 3 (rest of the world): £14.00\n")


@pytest.mark.parametrize("question,noun", [
    ("what's my fine?", "fine"), ("what is the joining fee for me?", "fee"), ("am I covered?", "covered"),
    ("how much is the deposit if I pay today", "deposit"), ("where is the library?", ""),
])
def test_the_asked_noun(question, noun):
    assert asked_noun(question) == noun


@pytest.mark.parametrize("question,bodies,keys", [
    ("our puppy ripped the box of a borrowed jigsaw. what's my fine?", [FINES], True),
    ("I'm at uni full time - what's the joining fee?", [FEES], True),
    ("I'm sending a jumper to my sister in Spain, am I covered?", [PARCELS], True),
    ("my dvd came back late, what's my fine?", [FINES], False),  # "dvd" names a case: the reader's business
    ("what's my fine?", [FINES], False),  # no case said at all
    ("the toddler chewed a book. what's my fine?", ["Fines are charged at the desk."], False),  # nothing keyed
])
def test_keyed(question, bodies, keys):
    assert bool(keyed(question, bodies)) is keys


def _ask(notes: str, question: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(f"Answer from the notes.\n\nNotes:\n{notes}\nQuestion: {question}")


@pytest.mark.parametrize("notes,question", [
    (FINES, "our puppy ripped the box of a borrowed jigsaw. what's my fine?"),
    (FEES, "I'm at uni full time - what's the joining fee?"),
    (PARCELS, "I'm sending a jumper to my sister in Spain, am I covered?"),
    (JOINING, "I'm at uni full time - what's the joining fee?"),
    (POSTAGE, "I'm sending a birthday card to my gran in Lisbon, what's the postage?"),
])
def test_never_a_trusted_i_dont_know(notes, question):
    out = _ask(notes, question)
    assert out.content.strip() != "I don't know.", out.content
    assert out.response_metadata.get("simulator_limit"), out.content
