"""Partial answers that are no part of the answer, and one that is (issue 26, grounded_o read after
its first sight): a figure of the question in no line found (``unworked_answers.unused_figure``),
several values of the asked kind in the one line found (``unworked_answers.several_in_line``),
"together" as a sum's word (``unworked_answers.unsummed``), and a who-question's verb naming a
record's role key (``key_forms``, data ``role_keys.yaml``). Material and wordings of our own."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.key_forms import keyed


def _ask(context: str, question: str) -> tuple[str, str | None]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([
            SystemMessage(f"You are a helpful assistant. Use only the context below to answer.\n\nContext:\n{context}"),
            HumanMessage(question)])
    return out.content, out.response_metadata.get("simulator_limit")


_MUFFINS = ("Banana muffins (makes 6)\n- 150 g self-raising flour\n- 2 ripe bananas\n- 1 egg\n- 80 ml milk\n"
            "Bake at 190C for 20 minutes.")
_WARMUP = ("Club session plan.\nWarm-up: jog for 10 minutes, stretch for 5 minutes, then sprint drills for 15 minutes.\n"
           "Bring water and trainers.")
_FARES = "Single fares: zone 1 £2.10; zone 2 £2.80; zone 3 £3.40. Off-peak fares are 20% lower."
_STALLS = "stall,host,pitch,price_gbp\nRaffle,Jo Park,4,1\nCake table,Sam Lee,7,2\nTombola,Ade Bello,9,1"


@pytest.mark.parametrize(("context", "question", "says"), [
    (_FARES, "what's the single fare for zone 4 at peak times?", "'4'"),
    (_MUFFINS, "how many bananas for a batch of 18?", None),
    (_WARMUP, "how long will the whole warm-up keep me busy?", "values of the kind"),
])
def test_a_partial_line_that_is_no_part_of_the_answer_is_a_limit(context, question, says):
    reply, limit = _ask(context, question)
    assert limit is not None and (says is None or says in limit), reply


def test_a_recipe_scaled_by_its_yield_stays_worked():
    reply, limit = _ask(_MUFFINS, "how much flour do I need for 12 muffins?")
    assert limit is None and reply.startswith("300 g"), reply


def test_who_asks_the_role_key_of_a_row():
    reply, limit = _ask(_STALLS, "who is running the tombola?")
    assert limit is None and reply.startswith("host: Ade Bello"), reply


@pytest.mark.parametrize(("word", "body", "who", "want"), [
    ("teaches", "course: Pottery; tutor: Ines Moreau; day: Monday", True, ("tutor", "Ines Moreau")),
    ("runs", "Stall: Raffle\nHost: Jo Park\nPitch: 4", True, ("Host", "Jo Park")),
    ("teaches", "course: Pottery; tutor: Ines Moreau; day: Monday", False, None),  # not a who-question
    ("teaches", "course: Pottery; tutor: Ines Moreau; instructor: Hal Brennan", True, None),  # two role keys
    ("assigned", "Title: Dark mode\nAssignee: Ana Ruiz", False, ("Assignee", "Ana Ruiz")),  # a word form, as before
])
def test_keyed_table(word, body, who, want):
    assert keyed(word, body, who) == want


@pytest.mark.parametrize(("context", "question"), [
    ("Volunteers must wait 6 weeks after surgery before a shift on the wards.", "I had surgery three weeks ago, can I do a shift?"),
    ("Invoice 88: total 129.50 (parts 99.50, labour 30.00).", "What did invoice 88 come to altogether?"),
])
def test_a_figure_compared_or_a_stated_total_is_no_figure_limit(context, question):
    reply, limit = _ask(context, question)
    assert limit is None or "figure" not in limit and "values of the kind" not in limit, (reply, limit)


def test_together_over_two_rows_named_in_part_is_a_limit_not_two_rows_quoted():
    prompt = ("Here is this season's list:\n\nactivity,leader,day,fee_eur\nNordic walking for beginners,Ana,Monday,45\n"
              "Intermediate watercolour painting,Bea,Tuesday,70\nSourdough baking basics,Cal,Thursday,55\n\n"
              "how much would watercolour and sourdough cost me together")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(prompt)
    assert "'together'" in (out.response_metadata.get("simulator_limit") or ""), out.content


def test_a_comparative_over_rows_with_no_answer_found_is_a_limit_not_i_dont_know():
    csv = ("course,tutor,day,start,end,fee_gbp,places_left\nWelsh for beginners,Aled Jones,Friday,18:00,19:30,90,5\n"
           "Upholstery,Sue Park,Friday,18:30,21:00,150,1\nChess club,Ivo Novak,Tuesday,19:00,21:00,40,9")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(f"Here's the spreadsheet export of the adult education classes:\n\n{csv}\n\n"
                                          "of the two friday classes, which one finishes later?")
    assert "'later'" in (out.response_metadata.get("simulator_limit") or ""), out.content


@pytest.mark.parametrize(("context", "question", "not_said"), [
    ("EARNINGS: Standard hours; Hours: 37.50; Rate: 15.20; Amount: 570.00.", "how much was my overtime", "values of the kind"),
    ("Dictionaries are allowed in French Exam 2 only. Exams start at 9:30.", "can she take a dictionary into french exam 1",
     "figure"),
])
def test_a_line_off_the_subject_or_an_only_rule_keeps_its_partial_answer(context, question, not_said):
    reply, limit = _ask(context, question)
    assert limit is None or not_said not in limit, (reply, limit)
