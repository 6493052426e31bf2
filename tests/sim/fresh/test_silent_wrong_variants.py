"""Grounded answers the fifth set found silently wrong (issue 26), checked on variants in no
invented set: tables and notes of their own (plans, a café menu as CSV, city temperatures as
HTML; a gym's rules, a parcel service, a museum's ticket prices) in wordings the course's data
does not use, so no fix is keyed to a case's strings.

- A table row read for a question that names one of its value columns is narrowed to that
  column: the reply never quotes a sibling column's value as if it answered too.
- "I don't know." only when nothing suggests the simulator's own reading failed: an abbreviation
  the notes spell out ("HDU", "high dependency unit") is read as their words; a question and notes
  in a language other than English and Chinese, or a reference to an earlier answer's item ("the
  latter"), that find nothing get a stated limit.
- A bound tool that does what the question asks (a translator) is called with the quoted phrase
  and the language's code, not imitated by the simulator's own few phrases.
- A question that states a quantity ("a 40 kg crate") over notes with thresholds of its kind is
  answered by the sentence whose side the quantity falls on (pint converts units), or states a
  limit when the notes speak only for the other side; never the nearby lines that do not apply.
"""

from __future__ import annotations

import warnings
from typing import Literal

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.tools import tool

_SYSTEM = "Use only these notes to answer; say you don't know otherwise.\n\nNotes:\n{notes}"


def _ask(llm, notes: str, question: str) -> tuple[str, list[str]]:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = llm.invoke([SystemMessage(_SYSTEM.format(notes=notes)), HumanMessage(question)])
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return str(out.content), limits


PLANS_MD = """# Plans

| Plan | Basic | Pro | Team |
|---|---|---|---|
| Monthly price | $9 | $19 | $49 |
| Storage | 10 GB | 100 GB | 1 TB |
| Seats | 1 | 3 | 25 |
"""
CAFE_CSV = """drink,Small,Medium,Large
latte price,€3.10,€3.60,€4.20
caffeine,75 mg,110 mg,150 mg
"""
CITIES_HTML = """<h2>Average temperatures</h2><table><tr><th>City</th><th>January</th><th>July</th></tr>
<tr><td>Oslo</td><td>-4.3 °C</td><td>16.4 °C</td></tr><tr><td>Lisbon</td><td>11.6 °C</td><td>23.5 °C</td></tr></table>"""


@pytest.mark.parametrize(
    ("notes", "question", "right", "siblings"),
    [
        (PLANS_MD, "How much storage comes with Pro?", "100 GB", ("10 GB", "1 TB")),
        (PLANS_MD, "How many seats does the Team plan include?", "25", ("Basic", "Pro")),
        (CAFE_CSV, "How much caffeine is in a Medium?", "110 mg", ("75 mg", "150 mg")),
        (CAFE_CSV, "What does a Large latte cost?", "€4.20", ("€3.10", "€3.60")),
        (CITIES_HTML, "How cold is Lisbon in January?", "11.6", ("23.5",)),
    ],
)
def test_a_row_is_narrowed_to_the_column_the_question_names(llm, notes, question, right, siblings):
    reply, _ = _ask(llm, notes, question)
    assert right in reply, reply
    assert not any(s in reply for s in siblings), reply


def test_a_row_keeps_every_column_the_question_names_and_all_when_it_names_none(llm):
    both, _ = _ask(llm, PLANS_MD, "How much storage do Basic and Team give?")
    assert "10 GB" in both and "1 TB" in both and "100 GB" not in both, both
    unnamed, _ = _ask(llm, PLANS_MD, "How much storage is there?")
    assert all(v in unnamed for v in ("10 GB", "100 GB", "1 TB")), unnamed


def test_narrowing_is_one_reader_for_every_table_shape():
    from course_lib.sim.material.prose import narrowed_row, units

    rows = {
        "markdown": "| | Aero 14 | Aero 16 |\n|---|---|---|\n| Weight | 1.3 kg | 1.9 kg |\n",
        "html": "<table><tr><th></th><th>Aero 14</th><th>Aero 16</th></tr>"
                "<tr><td>Weight</td><td>1.3 kg</td><td>1.9 kg</td></tr></table>",
        "csv": "part,Aero 14,Aero 16\nWeight,1.3 kg,1.9 kg\n",
    }
    for shape, text in rows.items():
        row = next(u for u in units(text) if u.table and "Weight" in u.text)
        narrowed = narrowed_row(row, "What does the Aero 16 weigh?")
        assert "1.9 kg" in narrowed and "1.3 kg" not in narrowed, (shape, narrowed)
        assert narrowed_row(row, "Which is lighter?") == row.text, shape


PARCELS = """# Sending a parcel with QuickPost

Parcels up to 2 kg travel as large letters.
Parcels of 2 kg or more but under 31.5 kg travel as standard parcels, tracked.
Anything heavier than 31.5 kg needs a freight booking.
"""
STUDIO = """Studio rules

Bring a towel. Sessions longer than 90 minutes must be booked at the desk in advance.
"""
SHOP = """Delivery

Orders over $50 ship free. Delivery takes 3-5 working days.
"""
CABIN = """Cabin bags

Each passenger may bring one cabin bag of up to 8 kg.
Cabin bags heavier than 8 kg are checked in at the gate for a fee.
"""


@pytest.mark.parametrize(
    ("notes", "question", "right", "wrong"),
    [
        (PARCELS, "How will my 10 kg box travel?", "standard parcels", ("large letters", "freight")),
        (PARCELS, "I'm sending a 40 kg crate. What do I need?", "freight", ("large letters", "standard")),
        (PARCELS, "How does a 1.5 kg parcel travel?", "large letters", ("standard", "freight")),
        (STUDIO, "Do I need to book a 2 hour session?", "booked", ()),
        (SHOP, "Is shipping free on a $75 order?", "ship free", ()),
        (CABIN, "My cabin bag is 22 lb, is that a problem?", "checked in at the gate", ("one cabin bag of up to",)),
        (CABIN, "My cabin bag is 6 kg, is that a problem?", "up to 8 kg", ("at the gate",)),
    ],
)
def test_a_quantity_is_answered_by_the_sentence_on_its_side_of_the_threshold(llm, notes, question, right, wrong):
    reply, limits = _ask(llm, notes, question)
    assert right in reply and not any(w in reply for w in wrong), reply
    assert not limits, limits


@pytest.mark.parametrize(
    ("notes", "question"),
    [(SHOP, "Is shipping free on a $30 order?"), (STUDIO, "Do I need to book a 45 minute session?")],
)
def test_notes_that_speak_only_for_the_other_side_get_a_stated_limit(llm, notes, question):
    reply, limits = _ask(llm, notes, question)
    assert limits and "can't" in reply, reply


# --- "I don't know." only when the simulator's reading, not the notes, cannot be what failed ---------

WARD = """Ward 7 visiting

Patients in the high dependency unit may have one visitor at a time, after checking with the nurse.
Mobile phones must be on silent.
"""
POOL_ES = """Aviso a los socios

La piscina cierra todo agosto por mantenimiento. Los cursos de natación vuelven el 2 de septiembre
y las inscripciones se abren en la recepción.
"""
CLUB = """Rowing club news

The annual general meeting takes place on 14 March in the town hall. Members may bring one guest.
"""
LAB = """Lab induction

Personal protective equipment: lab coats and safety glasses must be worn at all times. Food and drink stay outside.
"""


@pytest.mark.parametrize(
    ("notes", "question", "right"),
    [
        (WARD, "How many visitors may a patient on the HDU have?", "one visitor"),
        (CLUB, "Where does the AGM take place?", "town hall"),
    ],
)
def test_an_abbreviation_the_notes_spell_out_is_read_as_their_words(llm, notes, question, right):
    reply, limits = _ask(llm, notes, question)
    assert right in reply and not limits, (reply, limits)


@pytest.mark.parametrize(
    ("notes", "question", "kind"),
    [
        (POOL_ES, "¿Hasta cuándo no se puede nadar en el club?", "Spanish"),
        (WARD, "How many beds does the HDU have?", "'HDU' read as 'high dependency unit'"),
        # the spelled-out words cover the abbreviation only: "brother", "tonight", "required" are no answer
        (WARD, "Can my brother visit me in HDU tonight?", "'HDU' read as"),
        (LAB, "Is PPE required in the lab?", "'PPE' read as"),
    ],
)
def test_a_bare_dont_know_becomes_a_stated_limit_when_the_wording_may_hide_the_answer(llm, notes, question, kind):
    reply, limits = _ask(llm, notes, question)
    assert limits and kind in limits[0] and "don't know" not in reply, (reply, limits)


def test_a_reference_to_an_earlier_answer_it_cannot_resolve_is_a_stated_limit(llm):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        from langchain_core.messages import AIMessage

        out = llm.invoke([SystemMessage(_SYSTEM.format(notes=LAB)), HumanMessage("Which two tents do you sell?"),
                          AIMessage("The Ridge 2 and the Summit 3."), HumanMessage("Is the latter waterproof?")])
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    assert limits and "the latter" in limits[0] and "don't know" not in str(out.content), (out.content, limits)


@pytest.mark.parametrize(
    ("notes", "question"),
    [
        (LAB, "Is there parking behind the lab?"),  # English, no abbreviation: the notes do not say
        (LAB, "Is eating allowed near the NMR?"),  # an abbreviation the notes do not spell out
        (WARD, "Are flowers welcome on the ward?"),
        (WARD, "Can visitors bring a dog?"),
    ],
)
def test_notes_that_do_not_hold_it_still_get_a_plain_dont_know(llm, notes, question):
    reply, limits = _ask(llm, notes, question)
    assert "don't know" in reply.lower() and not limits, (reply, limits)


# --- a bound tool that does what the question asks is called, not imitated ----------------------

@tool
def translate_phrase(phrase: str, lang: Literal["nl", "sv", "pt", "it"]) -> str:
    """Translate a phrase with the company glossary (ISO 639-1 language code)."""
    return ""


@tool
def order_status(order_id: str) -> str:
    """Look up an order's delivery status by its id."""
    return ""


def _bound(llm, tools, question):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = llm.bind_tools(tools).invoke(question)
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return out, limits


@pytest.mark.parametrize(
    ("question", "phrase", "lang"),
    [
        ("How would you say 'thank you' in Dutch?", "thank you", "nl"),
        ("What's 'good night' in Italian?", "good night", "it"),
        ("Translate \"see you tomorrow\" into Portuguese, please.", "see you tomorrow", "pt"),
    ],
)
def test_a_translation_goes_to_the_bound_translator_with_the_quoted_phrase_and_the_language_code(
        llm, question, phrase, lang):
    out, limits = _bound(llm, [order_status, translate_phrase], question)
    assert [c["name"] for c in out.tool_calls] == ["translate_phrase"], out
    assert out.tool_calls[0]["args"] == {"phrase": phrase, "lang": lang} and not limits


def test_a_language_the_tool_does_not_offer_is_a_stated_limit_not_a_guess(llm):
    out, limits = _bound(llm, [translate_phrase], "Put 'see you tomorrow' into Japanese.")
    assert limits and "lang" in limits[0], (out, limits)


def test_without_a_translator_or_a_quoted_phrase_the_question_is_never_a_tool_argument(llm):
    out, _ = _bound(llm, [order_status], "What's 'good night' in Italian?")
    assert not out.tool_calls, out.tool_calls
    out, _ = _bound(llm, [translate_phrase], "Translate hello to Swedish.")
    assert all(c["args"].get("phrase") not in ("Translate Swedish", "Translate hello Swedish") for c in out.tool_calls)


# --- pasted Python source: its docstrings are the prose ----------------------------------------------

RELAY_SRC = '''import smtplib


class Relay:
    """A connection to the office mail relay."""

    def send_email(self, to, subject, body, *, retries=3, timeout=10.0):
        """Send one email through the relay.

        Args:
            to: the recipient's address.
            retries: how many times to retry after a temporary failure.
            timeout: seconds to wait for the relay, per attempt.

        Returns:
            The message id the relay assigned.

        Raises:
            ConnectionError: when the relay cannot be reached after all retries.
        """
'''


@pytest.mark.parametrize(
    ("question", "right"),
    [
        ("What does send_email return?", "message id"),
        ("When does send_email raise ConnectionError?", "cannot be reached"),
        ("What is the timeout argument of send_email?", "seconds to wait"),
    ],
)
def test_a_docstrings_sections_answer_like_prose(llm, question, right):
    reply, _ = _ask(llm, RELAY_SRC, question)
    assert right in reply, reply


def test_only_python_source_is_read_for_its_docstrings():
    from course_lib.sim.material.prose import units

    assert [u.text for u in units("class schedule: Monday 9-11 yoga.")] == ["class schedule: Monday 9-11 yoga."]
    assert "Returns: The message id the relay assigned." in [u.text for u in units(RELAY_SRC)]
