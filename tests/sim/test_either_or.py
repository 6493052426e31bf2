"""A comparison between two named items (issue 26; twenty-first P4, twentieth O1, nineteenth N4):
"Which costs more, the X or the Y?" over items listed inside one sentence ("...; X EUR 640; Y
EUR 720") quoted the sentence with both figures and "nothing about 'costs'": no answer, no limit.
``either_or`` names the item with the larger (or smaller) figure, both shown, or the reply states
a limit when the figures are not one of each in one unit.

Texts and wordings invented for this test (a van hire quote, a garden centre order, a hiking
guide, a vet's bill), none of any fresh set. Every test of the chat model's replies fails on the
code before the change (it quoted the sentence or line holding both items, with no limit).
"""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import either_or
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

VAN = """Hello Marta,

Thanks for asking about the move. The hire options are: a short-wheelbase
van at GBP 89 per day; a Luton van with tail lift at GBP 135 per day; a
7.5 tonne lorry GBP 210 per day. Fuel is not included.

Best,
Owen"""

GARDEN = """Order 55102 - Hollybank Garden Centre
Compost, 3 bags: CHF 27.60. Olive tree in terracotta pot: CHF 149.00. Raised bed kit, larch: CHF 96.50.
Delivery on Friday."""

HIKE = """Two ways up Carn Dubh. The ridge path is 9.5 km and exposed near the top;
the forest track is 12 km but sheltered all the way. Both start at the car park."""

VET = """Ashgrove Vets - invoice
Consultation                 48.00
Vaccination booster          62.50
Flea treatment               19.90
Total                       130.40
"""


@pytest.mark.parametrize(("context", "question", "first", "second"), [
    (VAN, "Which costs more, the Luton van or the lorry?", "lorry (GBP 210)", "Luton van (GBP 135)"),
    (VAN, "Which is cheaper, the short-wheelbase van or the Luton van?", "short-wheelbase van (GBP 89)",
     "Luton van (GBP 135)"),
    (GARDEN, "which is more expensive, the olive tree or the raised bed", "olive tree (CHF 149.00)",
     "raised bed (CHF 96.50)"),
    (HIKE, "Which is longer, the ridge path or the forest track?", "forest track (12 km)", "ridge path (9.5 km)"),
    (VET, "Which was cheaper, the vaccination or the flea treatment?", "flea treatment (19.90)", "vaccination (62.50)"),
])
def test_the_chat_model_names_the_item_with_the_larger_or_smaller_figure(llm, context, question, first, second):  # noqa: F811
    reply, stated = _rag(llm, context, question)
    assert reply.startswith(f"The {first}") and second in reply, reply
    assert not stated, stated


@pytest.mark.parametrize(("context", "question"), [
    (VAN, "Which costs more, the Luton van or the fuel?"),  # fuel has no figure
    (GARDEN, "Which is cheaper, the compost or the delivery?"),  # delivery has no figure
    (HIKE, "Which is longer, the ridge path or the car park?"),  # the car park has none either
])
def test_a_comparison_the_figures_do_not_settle_is_a_stated_limit(llm, context, question):  # noqa: F811
    reply, stated = _rag(llm, context, question)
    assert stated and "compare" in stated[0], reply


def test_figures_in_different_units_are_not_compared():
    found = either_or.compared("Which is bigger, the tank or the pump?",
                               ["The tank holds 200 litres; the pump weighs 12 kg."])
    assert isinstance(found, either_or.Unread) and "different units" in found.reason


@pytest.mark.parametrize("question", [
    "How much is the Luton van?",  # no comparison
    "Which van has a tail lift?",  # no alternatives
    "Which costs more, the van or the van?",  # one item twice
])
def test_a_question_of_another_form_is_left_to_the_other_readers(question):
    assert either_or.compared(question, [VAN]) is None


# A comparison that measures in one dimension reads each item's figure in its units only (mine,
# after the metamorphic suite's trail shoes became a limit: "240 grams ... 6 mm lug depth").
@pytest.mark.parametrize(("notes", "question", "winner"), [
    ("The Alder tent weighs 1.9 kg and packs to 40 cm. The Birch tent weighs 2.6 kg and packs to 35 cm.",
     "Which is lighter, the Alder tent or the Birch tent?", "Alder"),
    ("The ridge route is 14 km with 3 stiles. The valley route is 11 km with 5 stiles.",
     "Which is longer, the ridge route or the valley route?", "ridge"),
    ("The Hawk drill weighs 1.4 kg and has a 13 mm chuck. The Osprey drill weighs 1.8 kg and has a 10 mm chuck.",
     "Which is heavier, the Hawk drill or the Osprey drill?", "Osprey"),
])
def test_a_measured_comparison_reads_the_figure_in_its_units(notes, question, winner):
    found = either_or.compared(question, [notes])
    assert found is not None and not isinstance(found, either_or.Unread), found
    assert winner.lower() in found.winner.name.lower()
    assert ".;" not in found.answer() and not found.answer().endswith("..")


# The currencies are currencies' (one home): every ISO code and sign it knows is money here too
# ("₹", "¥", "PLN" were read as no currency, so a priced comparison found no figures).
@pytest.mark.parametrize(("piece", "unit"), [("The day trek costs ₹1,800.", "inr"), ("Ramen from ¥950", "jpy"),
                                             ("A week pass is PLN 120.", "pln"), ("Dinner was HKD 460", "hkd"),
                                             ("Tickets €12", "eur")])
def test_every_known_currency_is_money(piece, unit):
    assert [f[2] for f in either_or._figures(piece, priced=True)] == [unit]


@pytest.mark.parametrize(("pieces", "name", "figure"), [
    (["Cleaning fee: £30", "A late checkout adds a fee of £15"], "cleaning fee", "£30"),
    (["Parking: £8", "Parking and breakfast bundle: £20"], "parking", "£8"),  # the line labelled with the item alone
])
def test_the_one_piece_naming_the_item(pieces, name, figure):
    got = either_or.item(name, pieces, True)
    assert isinstance(got, either_or.Item) and got.figure == figure, got


def test_two_pieces_naming_the_item_with_different_figures_are_unsettled():
    pieces = ["The entry fee for the show is £12, paid at the gate.", "A dog brought in pays a fee of £3."]
    assert isinstance(either_or.item("fee", pieces, True), str)
