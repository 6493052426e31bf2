"""Another instance of the asked thing (``grounded.other_instances``; issue 26, my own fresh
allotment notes): "What is the rent for a quarter plot?" over a line of the full and half plots, or
"Who keeps the key to the gate?" over "The shed key is kept by ...", quoted the line as the answer,
silently. Now the text reply and a structured answer field both state a documents limit (the
structured field asks the text reply's quote checks: ``quoted_answer.doubts``). Notes and questions
invented here; the behaviour cases fail on f9fd9ffa."""

from __future__ import annotations

import warnings

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel, Field

from course_lib.sim.grounded.other_instances import other_instance

NOTES = ("Harbour marina - berth notes\n"
         "A summer berth costs 900 euros and a winter berth costs 400 euros.\n"
         "The fuel dock key is held by the harbourmaster, Ines Vaz.\n"
         "The Lisbon office manager is Rui Costa.\n"
         "Showers are open from 6 am to 10 pm.")


@pytest.mark.parametrize("question, line, found", [
    ("What does a spring berth cost?", "A summer berth costs 900 euros and a winter berth costs 400 euros.",
     ("spring berth", "summer berth")),
    ("Who holds the key to the chandlery?", "The fuel dock key is held by the harbourmaster, Ines Vaz.",
     ("key to the chandlery", "dock key")),
    ("Who is the Porto office manager?", "The Lisbon office manager is Rui Costa.", ("porto office", "lisbon office")),
])
def test_another_instance_of_the_head_noun(question, line, found):
    assert other_instance(question, line, NOTES) == found


@pytest.mark.parametrize("question, line", [
    ("What does a winter berth cost?", "A summer berth costs 900 euros and a winter berth costs 400 euros."),
    ("What does the cheapest berth cost?", "A summer berth costs 900 euros and a winter berth costs 400 euros."),
    ("What is the usual berth price?", "A summer berth costs 900 euros and a winter berth costs 400 euros."),
    ("Who holds the fuel dock key?", "The fuel dock key is held by the harbourmaster, Ines Vaz."),
    ("When do the showers open?", "Showers are open from 6 am to 10 pm."),
])
def test_the_asked_instance_or_a_qualifying_word_is_none(question, line):
    assert other_instance(question, line, NOTES) is None


class Reply(BaseModel):
    answer: str = Field(description="the answer to the user's question")


def _both(question: str):
    from course_lib.sim import SimulatedChatModel

    msgs = [SystemMessage(f"Answer from the notes.\n\n{NOTES}"), HumanMessage(question)]
    out = []
    for structured in (False, True):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            llm = SimulatedChatModel()
            reply = llm.with_structured_output(Reply).invoke(msgs).answer if structured else llm.invoke(msgs).content
        out.append((reply, [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]))
    return out


@pytest.mark.parametrize("question, wrong", [
    ("What does a spring berth cost?", "900"),
    ("Who holds the key to the chandlery?", "Ines"),
])
def test_the_other_instance_is_a_stated_limit_in_text_and_in_a_field(question, wrong):
    for reply, stated in _both(question):
        assert stated and wrong not in reply, reply


def test_the_asked_instance_is_still_answered():
    for reply, stated in _both("What does a winter berth cost?"):
        assert "400" in reply and not stated, reply


def test_what_a_thing_holds_names_no_instance():
    # "a bottle of juice" is a bottle that holds juice: the line's "glass bottles" may be it
    assert other_instance("Can I bring a bottle of juice?", "No glass bottles on the coach.",
                          "No glass bottles on the coach.") is None


def test_a_csv_cell_after_a_code_is_held():
    # "T-022,Pressure washer": the word after the comma is the documents' word (not glued to the code)
    csv = "item_id,item,borrower\nT-022,Pressure washer,Sian Hughes\nT-040,Carpet cleaner,Keiko Tan"
    assert other_instance("Who borrowed the pressure washer?", "item_id: T-022; item: Pressure washer", csv) is None


def test_a_synonym_or_a_do_questions_verb_names_no_instance():
    from course_lib.sim.words.knowledge import Knowledge

    notes = "A lock lets one thread at a time into the file protect section."
    # "mutex" is the notes' "lock" (aliases.yaml); "protect" ends a do-question: its verb, no head noun
    assert other_instance("What does a mutex protect?", notes, notes, Knowledge.load()) is None
    assert other_instance("What does a spring berth cost?", NOTES.splitlines()[1], NOTES) == ("spring berth", "summer berth")


def test_a_verb_before_the_head_in_the_line_is_no_instance():
    line = "Do not take ibuprofen; paracetamol up to 4 times a day if needed."
    assert other_instance("Can he have ibuprofen for his knee?", line, line) is None


# --- other_picks: among several chosen lines, those about another instance --------------------------

@pytest.mark.parametrize(("question", "sentences", "dropped"), [
    ("What's the weekly fee for a junior member?",
     ["Junior members pay £4 a week.", "Senior members pay £9 a week and get a locker."], {1}),
    ("How long is the drive to the north campsite?",
     ["The north campsite is a 20 minute drive.", "The south campsite is a 45 minute drive."], {1}),
    ("What's the weekly fee for a junior member?",  # no line names the junior: nothing to keep apart
     ["Members pay £4 a week.", "Senior members pay £9 a week."], set()),
    ("What's the weekly fee for a junior member?",  # one line names both: it stays
     ["Junior members pay £4 a week and senior members £9.", "Fees are paid in advance."], set()),
])
def test_other_picks(question, sentences, dropped):
    from course_lib.sim.grounded.other_instances import other_picks

    assert other_picks(question, sentences) == dropped


def test_the_quote_leaves_out_the_line_about_another_instance():
    from course_lib.sim import SimulatedChatModel

    notes = ("Canoe club fees\nJunior members pay £4 a week.\nSenior members pay £9 a week and get a locker.\n"
             "Sessions run on Tuesday evenings.")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([SystemMessage(f"Answer from the notes.\n\n{notes}"),
                                           HumanMessage("What's the weekly fee for a junior member?")])
    assert "£4" in out.content and "£9" not in out.content, out.content


def test_a_which_question_asks_for_the_instance():  # guard: "Marlin Queue" may be the message queue asked for
    from course_lib.sim.grounded.other_instances import other_picks

    assert other_picks("Which message queue does the billing service publish to?",
                       ["The wiki has a page per message queue.", "Billing publishes to the Osprey Queue."]) == set()


# ``_held`` first asks whether the word is written as one of the documents' words (``_written``),
# without stemming every word of every document: that must only ever say so when it is one.
_WRITTEN_CASES = [
    ("kiln", "The kiln step needs care.", True),
    ("kiln", "Kilns need care; the KILN is hot.", True),
    # "kiln's" is no "kiln"; "3kiln" and "end.kiln" hold it, left to the stems (after a figure or a dot)
    ("kiln", "pre-kiln checks; kiln's door; 3kiln; end.kiln", False),
    ("kiln", "pre-kiln checks and kilns", False),
    ("plot", "a quarter-plot, plots, plot-holders", False),
    ("plot", "the (plot) is let", True),
    ("desk", "hot_desk and hot desk", True),
    ("desk", "1,2desk", False),
]


@pytest.mark.parametrize(("word", "documents", "written"), _WRITTEN_CASES)
def test_a_word_written_in_the_documents_is_one_of_their_words(word, documents, written):
    from course_lib.sim.grounded.other_instances import _words, _written

    assert _written(word, documents) is written
    if written:
        assert word in _words(documents)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="ab' -.,:3_é\nAB", max_size=40), st.sampled_from(["ab", "ba", "aab", "abb"]))
def test_written_says_so_only_of_the_documents_words(documents, word):
    from course_lib.sim.grounded.other_instances import _words, _written

    if _written(word, documents):
        assert word in _words(documents)


def test_the_language_is_identified_only_when_lines_would_be_left_out(monkeypatch):
    """speed77: ``other_picks`` asks the language identifier (its dearest test) last, only when some
    lines name another instance: over lines that name none it is never asked (fails on start77,
    which asked it first for every quote of two lines or more)."""
    from course_lib.sim.grounded import other_instances

    asked: list[str] = []
    real = other_instances._english
    monkeypatch.setattr(other_instances, "_english", lambda text: asked.append(text) or real(text))
    question = "How much is a spring berth?"
    assert other_instances.other_picks(question, ["Showers are open from 6 am.", "The office is on the quay."]) == set()
    assert asked == []
    # lines naming another instance: the identifier is asked, and what it says decides as before
    lines = ["A spring berth costs 500 euros.", "A winter berth costs 400 euros."]
    assert other_instances.other_picks(question, lines) == {1}
    assert asked == [question]
    monkeypatch.setattr(other_instances, "_english", lambda text: False)
    assert other_instances.other_picks(question, lines) == set()
