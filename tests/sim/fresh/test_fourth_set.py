"""Right, or it says it cannot (issue 26), on a fourth invented set (``fourth_set``).

The set was measured at first sight, before any change made for it (branch fourth from main at
7578e30): right 22, stated limit 20, silently wrong 20, false alarms 5 of 62. After the
mechanisms this file's variants check: right 34, stated limit 23, silently wrong 5, false alarms
4 (``python -m tests.sim.fresh.fourth_set``); then (branch limits5: marked options, the
question's rarest word) right 35, stated limit 25, silently wrong 2, false alarms 4. ``test_pins``
pins that. Each variant uses tools, notes and wordings the set
does not hold, so no mechanism is keyed to the set's strings.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

# --- each mechanism on a variant the set does not hold ---------------------------------------


@pytest.fixture()
def llm():
    from course_lib.sim import SimulatedChatModel

    return SimulatedChatModel()


def _limit(out) -> str:
    return out.response_metadata.get("simulator_limit") or ""


def _calls(llm, tools, question):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return llm.bind_tools(tools).invoke(question)


@tool
def change_money(value: float, currency_from: str, currency_to: str) -> float:
    """Change money between two currencies."""
    return 0.0


@pytest.mark.parametrize(
    ("question", "source", "target"),
    [
        ("What's 2,500 yen in Swiss francs?", "JPY", "CHF"),
        ("How many dollars do I get for €60?", "EUR", "USD"),
        ("How many pounds is 45 Canadian dollars?", "CAD", "GBP"),
        ("Change 90 EUR into SEK.", "EUR", "SEK"),
    ],
)
def test_the_currency_written_with_the_amount_is_the_one_converted(llm, question, source, target):
    out = _calls(llm, [change_money], question)
    assert out.tool_calls and out.tool_calls[0]["args"]["currency_from"] == source, out.tool_calls
    assert out.tool_calls[0]["args"]["currency_to"] == target


def test_amount_currency_reads_names_codes_and_signs():
    from course_lib.sim.values.field_readers import amount_currency

    assert amount_currency("is 80 euros a lot?") == "EUR"
    assert amount_currency("GBP 12 or so") == "GBP"
    assert amount_currency("pay £7.50 in dollars") == "GBP"
    assert amount_currency("dollars or euros?") is None  # no amount
    assert amount_currency("5 euros and 3 dollars") is None  # two amounts: no one source


@tool
def rent_car(city: str, pickup_date: str, dropoff_date: str | None = None) -> str:
    """Rent a car in a city; dates as YYYY-MM-DD. Without a drop-off date it is open-ended."""
    return "ok"


@tool
def leave_request(first_day: str, last_day: str) -> str:
    """Request leave from a first to a last day (YYYY-MM-DD)."""
    return "ok"


def test_one_date_fills_one_date_field_not_both(llm):
    out = _calls(llm, [rent_car], "Rent me a car in Lyon from 2027-02-03.")
    args = out.tool_calls[0]["args"]
    assert args["pickup_date"] == "2027-02-03" and args.get("dropoff_date") in (None, ""), args
    out = _calls(llm, [rent_car], "A car in Lyon, picked up 2027-02-03 and returned 2027-02-09.")
    args = out.tool_calls[0]["args"]
    assert (args["pickup_date"], args["dropoff_date"]) == ("2027-02-03", "2027-02-09"), args


def test_a_range_with_one_date_is_no_guessed_end(llm):
    out = _calls(llm, [leave_request], "I'd like leave starting 2027-08-02.")
    got = [c["args"] for c in out.tool_calls]
    assert not got or got[0].get("last_day") != "2027-08-02" or _limit(out), got
    out = _calls(llm, [leave_request], "Leave from 2027-08-02 to 2027-08-13 please.")
    assert out.tool_calls[0]["args"] == {"first_day": "2027-08-02", "last_day": "2027-08-13"}


@tool
def suspend_accounts(account_ids: list[str]) -> str:
    """Suspend user accounts by id."""
    return "suspended"


@tool
def stock_level(sku: str) -> int:
    """How many units of a product are in the warehouse."""
    return 0


def test_a_list_of_ids_takes_every_id(llm):
    out = _calls(llm, [suspend_accounts], "Suspend AC-301 and AC-417 for abuse.")
    assert out.tool_calls[0]["args"]["account_ids"] == ["AC-301", "AC-417"]


def test_an_sku_field_takes_the_code_not_the_question(llm):
    out = _calls(llm, [stock_level], "Do we still have ZX-4410 in the warehouse?")
    assert out.tool_calls and out.tool_calls[0]["args"] == {"sku": "ZX-4410"}, out.tool_calls


@tool
def set_vpn(active: bool) -> str:
    """Switch the VPN connection."""
    return "ok"


@tool
def notify(message: str, urgent: bool) -> str:
    """Send a notification to the team."""
    return "sent"


@pytest.mark.parametrize(("question", "value"), [("Turn the VPN on before the call.", True),
                                                  ("Please disable the VPN for now.", False)])
def test_an_on_off_field_takes_the_switch_word(llm, question, value):
    out = _calls(llm, [set_vpn], question)
    assert out.tool_calls[0]["args"] == {"active": value} and not _limit(out), out


def test_switch_words_do_not_fill_a_yes_no_field_of_another_meaning(llm):
    from course_lib.sim.values.field_readers import switch_value

    assert switch_value("turn it on and off again") is None
    out = _calls(llm, [notify], "Tell the team the build is off the rails.")
    args = out.tool_calls[0]["args"] if out.tool_calls else {}
    assert args.get("urgent") is not True or _limit(out)  # "off" says nothing of urgency


def test_a_sentence_s_first_word_is_not_part_of_the_code_after_it():
    from course_lib.sim.words.text import names

    assert names("Trains BER to MUC on Friday.")[:2] == ("BER", "MUC")
    assert names("New York is big.") == ("New York",)
    assert names("Hello Maria.") == ("Hello Maria",) or "Maria" in names("Hello Maria.")


def _ask(llm, *messages):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = llm.invoke(list(messages))
    return out, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


def test_digits_joined_by_a_hyphen_in_a_message_that_asks_nothing_are_no_subtraction(llm):
    from course_lib.sim.words.arithmetic import looks_like_arithmetic

    assert not looks_like_arithmetic("Call the plumber on 0161-4420 tomorrow morning.")
    assert not looks_like_arithmetic("We won 3-1 against the Harriers, great game.")
    assert looks_like_arithmetic("What is 30-12?") and looks_like_arithmetic("30-12")
    out, _ = _ask(llm, "Leave the parcel at unit 12-4 by the gate, thanks.")
    assert "=" not in out.content and "8" not in out.content, out.content


class LineItem(BaseModel):
    description: str
    quantity: int
    unit_price: float


@tool
def add_line_item(invoice_id: str, item: LineItem) -> str:
    """Add a line item to an invoice."""
    return "added"


def test_a_nested_record_argument_it_cannot_read_is_no_silent_call(llm):
    out = _calls(llm, [add_line_item], "Add a line to INV-2201 for the desk chairs.")
    for call in out.tool_calls:
        assert not isinstance(call["args"].get("item"), str), call
    assert not out.tool_calls or _limit(out), out.tool_calls


def test_a_translation_it_has_no_data_for_is_a_stated_limit(llm):
    out, limits = _ask(llm, "Please translate 'the gate closes at nine' into Icelandic.")
    assert limits and "translate" in limits[0], out.content


def _thread(llm, *turns):
    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    return _ask(llm, *msgs)


def test_a_correction_replaces_the_fact_it_names_or_the_last_one(llm):
    out, _ = _thread(llm, "My locker is 114.", "Noted.", "Oops, I meant 141.", "OK.", "What's my locker?")
    assert "141" in out.content and "114" not in out.content, out.content
    out, _ = _thread(llm, "I live in Leeds.", "Nice.", "My dog is Rex.", "Cute!", "No, I meant York, not Leeds.", "Got it.",
                     "Where do I live?")
    assert "York" in out.content and "Leeds" not in out.content, out.content


def test_correction_reads_a_meant_value_and_nothing_else():
    from course_lib.sim.request.corrections import corrected_question, correction

    assert correction("Sorry, I meant the blue one, not the red one.") == ("the blue one", "the red one")
    assert correction("I meant to ask about pricing.") is None
    assert correction("What do you mean by that?") is None
    assert corrected_question("No, I meant the flat white.", "How much is the espresso?") == "How much is the flat white?"
    assert corrected_question("No, I meant the flat white.", "Tell me about espresso.") is None


def test_a_grounded_correction_asks_the_previous_question_again(llm):
    notes = "Espresso costs 2.20 at the kiosk. A flat white costs 3.40 at the kiosk."
    out, _ = _ask(llm, SystemMessage("Answer from the context.\n\nContext:\n" + notes), HumanMessage("How much is the espresso?"),
                  AIMessage("The espresso costs 2.20."), HumanMessage("Sorry, I meant the flat white."))
    assert "3.40" in out.content and "2.20" not in out.content, out.content


def test_dot_leaders_join_an_entry_to_its_value(llm):
    from course_lib.sim.material.prose import units

    price_list = "Oil change ............ 49.00\nBrake pads ............ 120.00\nTyre rotation ......... 25.00\n"
    assert [u.text for u in units(price_list)] == ["Oil change — 49.00.", "Brake pads — 120.00.", "Tyre rotation — 25.00."]
    out, _ = _rag(llm, "Garage prices\n\n" + price_list, "How much are the brake pads?")
    assert "120.00" in out.content and "49.00" not in out.content, out.content


def _rag(llm, notes, question):
    return _ask(llm, SystemMessage("Answer only from the context.\n\nContext:\n" + notes), HumanMessage(question))


def test_a_line_on_the_question_s_own_subject_makes_dont_know_a_limit(llm):
    ref = 'def fetch(bucket, key):\n    """Fetch an object.\n\n    Raises:\n        KeyError: if the bucket name is unknown.\n    """\n'
    out, limits = _rag(llm, ref, "When does fetch raise a KeyError?")
    assert "unknown" in out.content or limits, out.content


def test_a_line_sharing_one_common_word_leaves_dont_know_alone(llm):
    notes = ("SQLite is an embedded SQL database engine written in C.\n"
             "It stores a whole database in one file.\nThe project started in 2000.\n")
    out, limits = _rag(llm, "# SQLite\n" + notes, "Who is on call this weekend for the billing database cluster?")
    assert "don't know" in out.content.lower() and not limits, (out.content, limits)


def test_a_csv_export_reads_row_by_row_and_prose_with_commas_does_not(llm):
    from course_lib.sim.material.prose import units

    export = "sku,name,stock,warehouse\nAB-1,hex bolt,120,North\nAB-2,lock nut,0,South\nAB-3,washer,45,East\n"
    assert [u.text for u in units(export)][1] == "sku: AB-2; name: lock nut; stock: 0; warehouse: South."
    out, _ = _rag(llm, export, "Which warehouse holds the washers?")
    assert "East" in out.content and "North" not in out.content, out.content
    prose = "We sell apples,pears and plums, all organic\nDelivery is free, fast and tracked, always.\n"
    assert not any(u.table for u in units(prose))


class Lease(BaseModel):
    tenant: str
    move_in: str = Field(description="YYYY-MM-DD")
    move_out: str = Field(description="YYYY-MM-DD")


def test_structured_output_gives_each_date_field_a_date_of_its_own(llm):
    from langchain_core.messages import HumanMessage as H

    ask = llm.with_structured_output(Lease, include_raw=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        both = ask.invoke([SystemMessage("Extract the lease."), H("Tenant Ola Nordmann moves in 2027-01-15 and out 2027-12-31.")])
        one = ask.invoke([SystemMessage("Extract the lease."), H("Tenant Ola Nordmann moves in 2027-01-15.")])
    assert (both["parsed"].move_in, both["parsed"].move_out) == ("2027-01-15", "2027-12-31"), both["parsed"]
    assert one["parsed"].move_out != "2027-01-15", one["parsed"]  # one date never fills both ends


# --- marked options: exactly one of them, chosen with evidence or with a stated limit ---------


@pytest.mark.parametrize(
    ("prompt", "expected"),
    [
        ("Which is the capital of Japan? Answer with the letter only.\n(a) Osaka\n(b) Kyoto\n(c) Tokyo", "c"),
        ("Which is the largest ocean on Earth? Pick one and reply with the number only.\n1. Atlantic Ocean\n"
         "2. Pacific Ocean\n3. Indian Ocean", "2"),
        ("Reply with the option's letter.\nA: Ag\nB: Au\nC: Gd\nWhat is the chemical symbol for gold?", "B"),
    ],
)
def test_marked_options_get_the_marker_the_evidence_supports(llm, prompt, expected):
    out = llm.invoke(prompt)
    assert out.content.strip() == expected, out.content
    assert not _limit(out)


@pytest.mark.parametrize(
    ("prompt", "markers"),
    [
        ("Pick the team for this ticket and answer with the option number only.\n1) Billing\n2) Shipping\n"
         "3) Technical support\nTicket: my invoice shows a double charge for March.", {"1", "2", "3"}),
        ("Which bird cannot fly? Reply with its letter.\nA) Sparrow\nB) Penguin\nC) Eagle", {"A", "B", "C"}),
        ("Which category fits this purchase? Reply with the category name.\n1. Rent\n2. Groceries\n"
         "3. Entertainment\nPurchase: two cinema tickets.", {"Rent", "Groceries", "Entertainment"}),
    ],
)
def test_marked_options_without_evidence_get_the_limit_and_no_guessed_option(llm, prompt, markers):
    # (before fix33c: the first option beside the limit, which a program reads as the answer)
    with pytest.warns(UserWarning):
        out = llm.invoke(prompt)
    assert out.content.strip() not in markers, out.content
    assert "choose between" in _limit(out) and "choose between" in out.content


def test_a_numbered_list_that_offers_no_choice_is_not_read_as_options():
    from course_lib.sim.task.tasks import enumerated_options

    steps = "Steps to reproduce:\n1. Open the app\n2. Click save\nWhat happens after step 2?"
    assert enumerated_options(steps) == {}
    assert enumerated_options("Reply with the letter.\nA) yes\nC) no") == {}  # not a run from A
    assert enumerated_options("Reply with the letter.\nb) cat\nc) dog") == {}


# --- "I don't know" with the question's own rare subject named in the notes -----------------


@pytest.mark.parametrize(
    ("notes", "question"),
    [
        # the rarest word of the question names one line on its own, in other words than the question's
        ("Release log\n\nFix typo in the footer\nRaise numpy floor from 1.24 to 1.26\nTidy imports\n",
         "Which numpy version are we requiring now?"),
        ("Dependencies changelog\n\n* Move tokio 1.36 -> 1.38\n* Drop the unused rand crate\n",
         "Which tokio release did we update to?"),
        # a Japanese yes/no question: its kana endings are not words of its subject
        ("受付のご案内\n\n受付時間は9時から17時までです。\n領収書の発行は行っておりません。\n", "領収書はもらえますか？"),
    ],
)
def test_the_question_s_rarest_word_on_a_line_makes_dont_know_a_limit(llm, notes, question):
    out, limits = _rag(llm, notes, question)
    assert limits or not any(w in out.content.lower() for w in ("don't know", "不知道", "わかりません")), out.content


def test_a_rare_word_the_notes_never_name_leaves_dont_know_alone(llm):
    notes = "Release log\n\nFix typo in the footer\nRaise numpy floor from 1.24 to 1.26\nTidy imports\n"
    out, limits = _rag(llm, "Release log\n\n" + notes, "Which pandas version are we requiring now?")
    assert "don't know" in out.content.lower() and not limits, (out.content, limits)
