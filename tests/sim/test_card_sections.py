"""``card_sections``: a page of cards (sibling headings, HTML blocks or markdown) read one card at
a time: the card a question names, its "sold out" status for "can I still get a place", and a
sibling card's sentence never given as the named card's answer (invented pages)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.material import card_sections

WORKSHOPS = ('<section class="event">\n  <h3>Bread Basics</h3>\n  <p>Saturday 10:00&ndash;13:00</p>\n'
             '  <p>&pound;45, flour and aprons provided</p>\n</section>\n'
             '<section class="event">\n  <h3>Sourdough Masterclass</h3>\n  <p>Sunday 09:00&ndash;15:00</p>\n'
             '  <p>&pound;85 &ndash; <b>Fully Booked</b></p>\n</section>\n'
             '<section class="event">\n  <h3>Pizza Night</h3>\n  <p>Friday 18:00&ndash;21:00</p>\n'
             '  <p>&pound;40, wine included</p>\n</section>\n')

TOURS = ("<ul>\n<li><h4>Harbour Walk</h4><p>Daily at 11:00.</p><p>Tickets £8. No spaces left this week.</p></li>\n"
         "<li><h4>Castle Tour</h4><p>Weekends at 14:00.</p><p>Tickets £12, audio guide included.</p></li>\n"
         "<li><h4>Ghost Walk</h4><p>Fridays at 21:00.</p><p>Tickets £10.</p></li>\n</ul>\n")

PROSE = ("## Harbour Walk\n\nThe walk leaves the quay daily at eleven and follows the old sea wall past the lifeboat "
         "station, the fish market and the lighthouse before it turns back towards the town.\n\n"
         "## Castle Tour\n\nWeekends at 14:00.\n")


def _ask(notes: str, question: str) -> tuple[str, str | None]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([SystemMessage(f"Answer from these notes only.\n\n{notes}"),
                                           HumanMessage(question)])
    return out.content, out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize(("body", "question", "heading"), [
    (WORKSHOPS, "can I still book the sourdough class", "Sourdough Masterclass"),
    (WORKSHOPS, "what time is pizza night", "Pizza Night"),
    (TOURS, "how much is the castle tour", "Castle Tour"),
    (TOURS, "is the ghost walk on saturdays", "Ghost Walk"),
])
def test_the_card_a_question_names(body, question, heading):
    assert card_sections.named(question, body).heading == heading


@pytest.mark.parametrize(("body", "question"), [
    (WORKSHOPS, "what do the workshops cost"),  # names no card
    (TOURS, "is the walk wheelchair friendly"),  # "walk" is two cards' word
    ("<div><h2>Only heading</h2><p>One card alone.</p></div>", "what about the only heading"),  # one card
    (PROSE, "how much is the castle tour"),  # a section of prose: no page of cards
])
def test_no_card_is_named(body, question):
    assert card_sections.named(question, body) is None


@pytest.mark.parametrize(("notes", "question", "card"), [
    (WORKSHOPS, "Can I still get a place on the sourdough masterclass?", "Sourdough Masterclass"),
    (WORKSHOPS, "is there any room left on the sourdough masterclass", "Sourdough Masterclass"),
    (TOURS, "Could we still book the harbour walk?", "Harbour Walk"),
])
def test_a_card_taking_no_more_bookings_answers_no(notes, question, card):
    text, limit = _ask(notes, question)
    assert text.startswith("No") and card in text and not limit


@pytest.mark.parametrize(("notes", "question", "wanted", "unwanted"), [
    (WORKSHOPS, "Can I still get a place at pizza night?", None, "Fully Booked"),  # no status: not "No"
    (WORKSHOPS, "is wine included in pizza night", "wine included", "flour"),
    (TOURS, "how much is the castle tour", "£12", "£8"),
])
def test_a_card_is_read_on_its_own(notes, question, wanted, unwanted):
    text, _ = _ask(notes, question)
    assert (wanted is None or wanted in text) and unwanted not in text and not text.startswith("No")


@pytest.mark.parametrize(("notes", "question", "other", "named_card"), [
    (WORKSHOPS, "is wine included at bread basics", "Pizza Night", "Bread Basics"),
    (TOURS, "does the ghost walk include an audio guide", "Castle Tour", "Ghost Walk"),
])
def test_a_sibling_cards_sentence_is_a_near_miss(notes, question, other, named_card):
    text, _ = _ask(notes, question)
    assert other in text and named_card in text and "nothing" in text
