"""The mechanisms the second set led to (issue 26), each checked on variants that are in neither
invented set: other topics, other wordings, so no fix is keyed to a case's strings."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.tools import tool

from tests.sim.fresh._oracles import _RAG_SYSTEM


def _ask(llm, *messages):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = llm.invoke(list(messages))
    return out, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


def _rag(llm, context, question):
    return _ask(llm, SystemMessage(_RAG_SYSTEM.format(context=context)), HumanMessage(question))


def test_a_figure_written_twice_reads_as_one_value(llm):
    from course_lib.sim.words.quantities import value_types

    assert "duration" in value_types("for a period of five (5) years")
    out, limits = _rag(llm, "12.1 Confidentiality. The Recipient shall keep the Information secret\n"
                            "for a period of five (5) years after disclosure.",
                       "For how many years must the Information be kept secret?")
    assert "five (5) years" in out.content and not limits


def test_a_config_value_it_cannot_read_is_a_limit_not_i_dont_know(llm):
    config = "[logs]\nkeep_days = 14   # rotated daily\nlevel = \"info\"\n"
    out, limits = _rag(llm, config, "How many days are logs retained?")  # "retained" meets no key
    assert limits and "mentions days" in limits[0]
    out, limits = _rag(llm, config, "How many days are logs kept?")  # configfix: keep_days read as a setting
    assert not limits and "14" in out.content
    out, limits = _rag(llm, config, "How many users can log in?")  # the notes name no users
    assert not limits and "don't know" in out.content


def test_which_thing_with_a_past_tense_verb_needs_that_thing(llm):
    notes = "Version history\nv1.8 - 2024-02-01\n - New: offline sync for notes.\nv1.7 - 2023-12-10\n - Fixed: crash on start.\n"
    out, limits = _rag(llm, notes, "Which release introduced offline sync?")
    assert limits and "the release this question asks for" in limits[0]


def test_a_chinese_possessive_question_needs_the_possessed_thing(llm):
    notes = "健身房通知：健身房每天早上六点开门，晚上十点关门。会员卡可以在前台办理。"
    out, limits = _rag(llm, notes, "健身房的年费是多少？")
    assert "年费" in out.content and "不知道" in out.content
    out, limits = _rag(llm, notes, "健身房的开门时间是几点？")
    assert "六点" in out.content and "不知道" not in out.content and not limits


@tool
def close_policy(policy_number: str) -> str:
    """Close an insurance policy given its policy number."""
    return "closed"


@tool
def order_pizzas(count: int, topping: str) -> str:
    """Order a number of pizzas with one topping."""
    return "ordered"


@tool
def plant_trees(trees: int, rows: int) -> str:
    """Plant trees in rows."""
    return "planted"


@tool
def pay_invoice(amount: float, payee: str) -> str:
    """Pay an amount to a payee."""
    return "paid"


def _calls(llm, tools, question):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = llm.bind_tools(tools).invoke(question)
    return out.tool_calls, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


def test_hyphenated_record_numbers_are_ids_not_subtractions(llm):
    calls, _ = _calls(llm, [close_policy], "Please close policy no. 12-3344 for me.")
    assert calls and calls[0]["args"] == {"policy_number": "12-3344"}
    assert _ask(llm, HumanMessage("What is 88-41?"))[0].content.startswith("88 - 41 = 47")


def test_numbers_go_to_the_field_whose_noun_they_count(llm):
    calls, _ = _calls(llm, [plant_trees], "Plant 4 rows of 30 trees")
    assert calls[0]["args"] == {"trees": 30, "rows": 4}
    calls, limits = _calls(llm, [order_pizzas], "Get us 5 pizzas with mushroom please")
    assert calls[0]["args"]["count"] == 5
    # (before calib9 "mushroom" was no name it could read: a stated limit; now the thing named
    # after "pizzas with", an argument that names one topping: tool_args.names_a_thing)
    assert calls[0]["args"]["topping"] == "mushroom" and not limits


def test_a_name_like_argument_takes_the_name_and_words_numbers_count(llm):
    calls, limits = _calls(llm, [pay_invoice], "Pay thirty pounds to Okafor for the plumbing.")
    assert calls[0]["args"] == {"amount": 30.0, "payee": "Okafor"} and not limits


def test_json_keys_typed_by_the_prompts_words_and_their_names(llm):
    import json

    out, _ = _ask(llm, HumanMessage("Give me JSON with the fields city and year.\nText: The festival moved to Ghent in 2019."))
    assert json.loads(out.content) == {"city": "Ghent", "year": 2019}
    from course_lib.sim.chat.respond import _worded_type

    assert _worded_type("is_urgent", "Reply in JSON with a boolean key is_urgent.") == "boolean"
    assert _worded_type("score", "Return the score as an integer.") == "integer"
    assert _worded_type("pages", "Output JSON with keys title and pages.") == "integer"
    assert _worded_type("title", "Output JSON with keys title and pages.") == "string"


@pytest.mark.parametrize(("said", "asked", "expected"), [
    ("Hi! I am based in Cape Town, by the way.", "Where do I live?", "Cape Town"),
    ("我家在成都。", "我住哪？", "成都"),
])
def test_where_the_user_lives_is_recalled(llm, said, asked, expected):
    out, limits = _ask(llm, HumanMessage(said), AIMessage("Noted."), HumanMessage(asked))
    assert expected in out.content and not limits


def test_a_home_never_stated_is_a_limit(llm):
    out, limits = _ask(llm, HumanMessage("I live in a small flat."), AIMessage("Nice!"),
                       HumanMessage("Which city do I live in?"))
    assert limits


@pytest.mark.parametrize(("prompt", "options"), [
    ("Which season is this? Choose from: Winter, Spring, Summer, Autumn.", ("Winter", "Spring", "Summer", "Autumn")),
    ("Sort the email into one bucket: urgent, routine, spam.", ("urgent", "routine", "spam")),
    ("Mark the risk as LOW, MEDIUM or HIGH.", ("LOW", "MEDIUM", "HIGH")),
    ("请把这条反馈归入一个类别：价格、质量、服务。", ("价格", "质量", "服务")),
    ("Describe the car as fast, cheap and reliable.", ()),  # prose, not labels
])
def test_label_lists_in_other_forms(prompt, options):
    from course_lib.sim.task.tasks import output_options

    assert output_options(prompt) == options


def test_a_label_prompt_gets_exactly_one_label_or_states_a_limit(llm):
    out, limits = _ask(llm, HumanMessage("Sort the message into one bucket: urgent, routine, spam. Reply with the "
                                         "bucket only.\nMessage: Win a free phone now, click this link!"))
    assert out.content.strip(" .") in {"urgent", "routine", "spam"} or limits
    # the labels in a prompt whose text it reads as a document: one label, or a stated limit
    out, limits = _ask(llm, HumanMessage("Which season is this? Choose from: Winter, Spring, Summer, Autumn. "
                                         "Answer with the season only.\nText: Snow covered the village all week."))
    assert out.content.strip(" .") in {"Winter", "Spring", "Summer", "Autumn"} or limits


def test_a_tool_described_in_another_language_states_a_reading_limit(llm):
    @tool
    def lookup_book(title: str) -> str:
        """按书名查询图书馆里的一本书是否可借。"""
        return "可借"

    calls, limits = _calls(llm, [lookup_book], "Is the novel Middlemarch available at the library?")
    if not calls:
        assert limits and "another language" in limits[-1]
