"""A question that leaves something out (issue 26, the twenty-eighth set's W5, the twenty-ninth's X4):
"not counting X", "leaving out X", "apart from X", "except X". Over records (a table's rows, a log's
lines) the records naming X are left out before any reader counts or picks; an X no record names is
a stated limit; an amount question is left to ``bill_lines``. Cues: ``patterns.yaml`` ``left_out``."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim.grounded import left_out

KENNEL = """| Dog | Breed | Walked | Fed |
|---|---|---|---|
| Pip | terrier | yes | yes |
| Moss | collie | yes | no |
| Juno | greyhound | no | yes |
| Rolo | terrier | yes | yes |
| Bea | spaniel | yes | yes |"""


@pytest.mark.parametrize("question,rest,things", [
    ("how many dogs were walked, not counting Pip", "how many dogs were walked", ("Pip",)),
    ("leaving out the terriers, which dog was fed", "which dog was fed", ("terriers",)),
    ("how many shifts did she work except the night ones?", "how many shifts did she work?", ("night",)),
    ("apart from Moss and Juno, who was walked", "who was walked", ("Moss", "Juno")),
    ("who was walked", "who was walked", ()),
    ("is there a salad bar on fridays", "is there a salad bar on fridays", ()),  # "bar" is no "except"
])
def test_split(question, rest, things):
    assert left_out.split(question) == (rest, things)


def _reply(question: str):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([SystemMessage(f"Answer from the kennel sheet in the context.\n\nContext:\n{KENNEL}"),
                                           HumanMessage(question)])
    return out.content, out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize("question,want,not_in", [
    ("how many terriers are there, not counting Pip", "1", ("Pip",)),
    ("how many terriers are there except Rolo", "1", ("Rolo",)),
])
def test_a_count_leaves_the_named_rows_out(question, want, not_in):
    text, limit = _reply(question)
    assert limit is None and text.startswith(f"{want}.") and not any(w in text for w in not_in), text


def test_a_pick_leaves_the_named_row_out():
    text, limit = _reply("apart from Moss, which dog is a collie")
    assert limit is not None or "Moss" not in text


def test_an_exclusion_no_record_names_is_a_limit():
    text, limit = _reply("how many terriers are there, not counting the cats")
    assert limit is not None and "leave out 'cats'" in limit


ENERGY = """Electricity bill - 1 Jan to 31 Mar 2032 (91 days)
Daily standing charge   £0.53 per day
Energy used: 812 kWh at £0.245 per kWh
Climate levy           £4.10
Total due: £251.27"""


def test_an_amount_worked_from_the_line_left_out_is_a_limit():
    from course_lib.sim.grounded.left_out import guarded
    from course_lib.sim.request.reading import read_request

    request = read_request([HumanMessage(f"Context:\n{ENERGY}\n\nQuestion: what did the energy cost, not counting "
                                         "the standing charge")])
    assert guarded(request, "GBP 48.23: 91 days x £0.53 per day.").startswith("The offline simulator can't leave out")
    assert guarded(request, "£198.94 (812 x £0.245).") == "£198.94 (812 x £0.245)."
    assert guarded(request, "£246.17: the total £251.27 less the levy £4.10.").startswith("£246.17")



QUOTE = """Wedding venue quote
Venue hire: £2,400
Optional add-ons: fireworks £600, late bar licence £150
Deposit: 25% on booking"""

PLAN = """Boiler service plan
Annual plan: £96
Callout fee: £45 per visit, not counting parts"""


@pytest.mark.parametrize("notes,question,reply", [
    # an amount's own "before any <thing>" leaves the thing out; the reply quotes its line whole
    (QUOTE, "what's the price before any add-ons?", "Optional add-ons: fireworks £600, late bar licence £150."),
    # the thing named in another word form than its line's ("callouts" / "Callout fee")
    (PLAN, "how much is the plan not including callouts?", "Boiler service plan. Callout fee: £45 per visit."),
], ids=["before-any", "word-form"])
def test_an_amount_from_the_line_left_out_in_other_words_is_a_limit(notes, question, reply):
    from course_lib.sim.grounded.left_out import guarded
    from course_lib.sim.request.reading import read_request

    request = read_request([HumanMessage(f"Context:\n{notes}\n\nQuestion: {question}")])
    assert guarded(request, reply).startswith("The offline simulator can't leave out"), guarded(request, reply)


@pytest.mark.parametrize("notes,question,reply", [
    (QUOTE, "what's the price before any add-ons?", "Venue hire: £2,400."),
    # "before any" outside an amount question is a time, and nothing is left out
    (PLAN, "what should I check before any callout?", "Callout fee: £45 per visit, not counting parts."),
], ids=["kept-line", "not-an-amount"])
def test_a_reply_from_the_lines_kept_stands(notes, question, reply):
    from course_lib.sim.grounded.left_out import guarded
    from course_lib.sim.request.reading import read_request

    request = read_request([HumanMessage(f"Context:\n{notes}\n\nQuestion: {question}")])
    assert guarded(request, reply) == reply
