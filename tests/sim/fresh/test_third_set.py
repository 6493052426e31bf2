"""Right, or it says it cannot (issue 26), on a third invented set (``third_set``).

The set was measured at first sight, before any change made for it (main at 66bbcea): right
19, stated limit 19, silently wrong 8, false alarms 1 of 46. After the mechanisms below: right
20, stated limit 26, silently wrong 0, false alarms 1 (``python -m tests.sim.fresh.third_set``).
``test_pins`` pins that; the variants check each mechanism on material the set does
not hold (other notes, other tools, other prompts), so none is keyed to the set's strings.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.tools import tool

# --- each mechanism on a variant the set does not hold ---------------------------------------


@pytest.fixture()
def llm():
    from course_lib.sim import SimulatedChatModel

    return SimulatedChatModel()


def _limit(out) -> str:
    return out.response_metadata.get("simulator_limit") or ""


def _rag(llm, notes: str, question: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return llm.invoke([SystemMessage("Answer only from the context.\n\nContext:\n" + notes), HumanMessage(question)])


CHANGES = """# Changelog

## [Unreleased]
### Added
- A CLI.

## [2.3.0] - 2026-02-11
### Added
- Support for Redis 7.
### Deprecated
- The `--no-cache` switch.

## [2.2.1] - 2025-12-03
### Fixed
- A race in the worker pool.
"""


@pytest.mark.parametrize(
    ("notes", "question", "answer"),
    [
        # one sentence holds every word of the question (a chat log's request and its yes)
        ("[11:20] Kim: Could Omar own the vendor contract?\n[11:21] Omar: Yes, fine.\n",
         "Who owns the vendor contract?", "Omar"),
        # every word covered but a version the question gives, which stands in a heading
        (CHANGES, "What was deprecated in 2.3.0?", "no-cache"),
        (CHANGES, "What got fixed in 2.2.1?", "race"),
    ],
)
def test_dont_know_is_no_guess_where_a_document_sentence_holds_the_question(llm, notes, question, answer):
    out = _rag(llm, notes, question)
    assert answer.lower() in out.content.lower() or _limit(out), out.content


def test_a_when_follow_up_whose_sentence_states_a_day_is_no_silent_dont_know(llm):
    log = ("[15:01] Noor: Kai, could you take the load-test report?\n"
           "[15:02] Kai: Sure, I'll send it on Monday.\n[15:04] Noor: Thanks.\n")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.invoke([SystemMessage("Answer from the context.\n\nContext:\n" + log),
                          HumanMessage("Who is doing the load-test report?"),
                          AIMessage("Kai is doing the load-test report."), HumanMessage("When will he send it?")])
    assert "monday" in out.content.lower() or _limit(out), out.content


def test_dont_know_stays_where_the_notes_say_nothing_of_it(llm):
    out = _rag(llm, "[09:12] Ana: Could Piotr lead the quarterly audit?\n[09:13] Piotr: Sure.\n",
               "How much does the canteen charge for lunch?")
    assert "don't know" in out.content.lower() and not _limit(out), out.content


def test_a_which_question_s_own_figures_are_not_the_asked_value(llm):
    out = _rag(llm, CHANGES, "Which release added Redis 7 support?")
    assert "2.3.0" in out.content or _limit(out), out.content


@tool
def infusion(rate_ml_per_h: float, volume_ml: float) -> str:
    """Program an infusion pump with a rate and a volume."""
    return "ok"


def test_a_numeric_field_named_with_a_unit_takes_the_number_written_with_it(llm):
    out = llm.bind_tools([infusion]).invoke("Give 500 ml at 125 ml per h.")
    assert out.tool_calls and out.tool_calls[0]["args"] == {"volume_ml": 500.0, "rate_ml_per_h": 125.0}


def test_unit_tail_number_reads_plain_units_and_rates_apart():
    from course_lib.sim.values.field_readers import unit_tail_number

    text = "a 30 kg dog, 10 mg/kg twice a day"
    assert unit_tail_number("weight_kg", text) == "30"
    assert unit_tail_number("dose_mg_per_kg", text) == "10"
    assert unit_tail_number("weight", text) is None


@tool
def rename_branch(old_branch: str, new_branch: str) -> str:
    """Rename a git branch."""
    return "renamed"


def test_two_short_string_fields_nothing_read_are_no_call_but_a_limit(llm):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.bind_tools([rename_branch]).invoke("Please rename my branch, the name is confusing.")
    assert all(c["args"].get("old_branch", "") in ("", None) for c in out.tool_calls), out.tool_calls
    assert _limit(out)


def test_a_json_number_the_text_does_not_state_is_no_silent_zero(llm):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.invoke("Give back a JSON object with one integer field comma_count for this line.\n"
                         "Line: Eggs, milk, bread and tea.")
    assert '"comma_count": 2' in out.content or _limit(out), out.content


def test_a_prompt_read_as_text_without_a_question_states_a_limit(llm):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.invoke("Urgency of this text (high/low): The server room is flooding right now.")
    assert out.content.strip().lower().strip(".") == "high" or _limit(out), out.content


def test_a_message_with_text_but_no_question_it_reads_states_a_limit(llm):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.invoke("Politeness of this reply (polite/rude): Go away, I am busy.")
        bare = llm.invoke("??")
    assert out.content.strip().lower().strip(".") == "rude" or _limit(out), out.content
    assert not _limit(bare), bare.content  # nothing to read: it asks what you need, no limit


def test_options_in_brackets_before_the_text_s_colon_are_the_labels(llm):
    from course_lib.sim.task.tasks import output_options

    assert output_options("Mood (happy/sad): I lost my keys.") == ("happy", "sad")
    assert output_options("Speed in (km/h) is 40 today.") == ()  # no colon after: not a list of labels
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.invoke("Formality of the message (formal/casual): yo whats up")
    assert out.content.strip().lower().strip(".") == "casual" or _limit(out), out.content
