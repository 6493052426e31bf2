"""Days counted from now (issue 26): "this Friday", "tomorrow", "how many days until ..." need
today's date, which the offline simulator has only when the text states it ("Today is Monday
7 June 2027"). Then the day is resolved with ``datetime`` (never the anchor date itself); with
no today stated, the reply names the missing date and asks for it: no model knows today's date
unless told, so that is a right reply, not a simulator limit."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool


@pytest.mark.parametrize("text,want", [
    ("Today is Monday 7 June 2027. Move my dentist visit to this Thursday.", "2027-06-10"),
    ("today's date is 2027-01-30; deliver the sofa tomorrow", "2027-01-31"),
    ("As of 14 May 2027, put the review on next Monday.", "2027-05-17"),
    ("Today is Sunday 6 June 2027. Plan the hike for next Saturday.", "2027-06-12"),
    ("It's now March 3, 2027 and I want the day after tomorrow.", "2027-03-05"),
])
def test_a_relative_day_is_counted_from_the_stated_today(text, want):
    from course_lib.sim.values.relative_days import relative_day

    assert relative_day(text).iso == want


@pytest.mark.parametrize("text,reason", [
    ("Put the review on next Monday.", "today's date"),
    ("Can you deliver it tomorrow?", "today's date"),
    ("Today is Monday 7 June 2027; see you next Friday.", "11 June 2027 or 18 June 2027"),
])
def test_an_unresolved_relative_day_says_why(text, reason):
    from course_lib.sim.values.relative_days import relative_day

    found = relative_day(text)
    assert found.iso is None and reason in found.reason


def test_the_stated_today_is_cut_out_and_never_read_as_a_day():
    from course_lib.sim.values.relative_days import stated_today, without_stated_today

    assert stated_today("Today is the day we ship 3 May 2027.") is None
    assert "2027" not in without_stated_today("Today is Friday 4 June 2027. Which train?")


@tool
def book_haircut(date: str) -> str:
    """Book a haircut on a date (YYYY-MM-DD)."""
    return "booked"


@tool
def schedule_pickup(pickup_day: str) -> str:
    """Schedule a bin pickup for a day, as YYYY-MM-DD."""
    return "scheduled"


def _ask(tools, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools(tools).invoke(question)
    return out, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize("tools,question,field,want", [
    ([book_haircut], "Today is Tuesday 9 March 2027. Book me a haircut this Saturday.", "date", "2027-03-13"),
    ([schedule_pickup], "It is now 2027-02-26. Schedule the pickup for tomorrow.", "pickup_day", "2027-02-27"),
    ([book_haircut], "Today is 9 March 2027. Book a haircut on 16 March 2027.", "date", "2027-03-16"),
])
def test_a_tool_gets_the_day_counted_from_the_stated_today(tools, question, field, want):
    out, _ = _ask(tools, question)
    assert out.tool_calls and out.tool_calls[0]["args"][field] == want, out.tool_calls


@pytest.mark.parametrize("tools,question", [
    ([book_haircut], "Book me a haircut this Saturday."),
    ([schedule_pickup], "Schedule the bin pickup for the day after tomorrow."),
])
def test_with_no_today_no_call_and_the_missing_date_is_the_reason(tools, question):
    """No model knows today's date unless told: a question back naming it, no call, no limit."""
    out, stated = _ask(tools, question)
    assert not out.tool_calls and "today's date" in out.content and not stated, (out.tool_calls, out.content)


def test_an_ambiguous_next_weekday_is_asked_about():
    out, _ = _ask([book_haircut], "Today is Monday 7 June 2027. Book me a haircut next Friday.")
    assert not out.tool_calls and "11 June 2027 or 18 June 2027" in out.content, out


@pytest.mark.parametrize("doc,question,date", [
    ("Passport\nHolder: R. Osei\nIssued: 02/05/2019\nExpires: 01/05/2029\n", "How many days until my passport expires?",
     "01/05/2029"),
    ("Gym membership for T. Lund. Joined on 12 January 2024. Renewal due on 12 January 2028.",
     "How long ago did T. Lund join the gym?", "12 January 2024"),
    ("The parking permit for bay 14 runs until 31/08/2027.", "Is the parking permit for bay 14 still valid?",
     "31/08/2027"),
])
def test_a_grounded_question_counted_from_now_names_the_date_and_the_missing_today(doc, question, date):
    from langchain_core.messages import HumanMessage

    from course_lib.sim import SimulatedChatModel

    prompt = f"Answer from the context.\n\nContext:\n{doc}\n\nQuestion: {question}"
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([HumanMessage(prompt)])
    assert date in out.content and "today's date" in out.content, out.content
    assert not any(type(w.message).__name__ == "SimulatorLimitWarning" for w in caught), out.content


def test_a_duration_the_documents_state_is_answered_without_a_limit():
    from langchain_core.messages import HumanMessage

    from course_lib.sim import SimulatedChatModel

    prompt = ("Answer from the context.\n\nContext:\nRefunds are paid back within 5 working days of the return "
              "reaching our warehouse.\n\nQuestion: How many days until my refund is paid back?")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([HumanMessage(prompt)])
    assert "5 working days" in out.content and not out.response_metadata.get("simulator_limit"), out.content


# --- days of a month relative to now, a span on from a weekday, a today stated before its cue ---


@pytest.mark.parametrize(("text", "want"), [
    ("Today is 9 July 2032. The boiler service is on the first of next month.", "2032-08-01"),
    ("Today's date: 4 November 2029. Invoices are paid on the 28th of this month.", "2029-11-28"),
    ("It's 12 December 2031 today, the lease ends on the 3rd of next month", "2032-01-03"),
    ("Today is 10 February 2032. Fees are due by the end of the month.", "2032-02-29"),
    ("It is Wednesday 5 May 2027 today; the parts come a week on Thursday.", "2027-05-13"),
    ("Today is Friday 7 May 2027 and the crate ships a fortnight on Friday", "2027-05-28"),
    ("As of 30 January 2030 the report is due at the end of next month.", "2030-02-28"),
])
def test_a_day_of_a_month_or_a_span_on_a_weekday_is_counted_from_the_stated_today(text, want):
    from course_lib.sim.values.field_readers import day_value

    assert day_value(text) == want


@pytest.mark.parametrize("text", [
    "The boiler service is on the first of next month.",  # no today stated
    "Today is 10 May 2030. The visit is some time after the summer holidays.",  # no day named
    "Today is 10 June 2030. It is due on the 31st of this month.",  # June has 30 days
    "It's 3 March 2030 today and the rent is due on the first of next month or the 15th of this month",  # two days
])
def test_a_month_relative_day_it_cannot_resolve_is_no_date(text):
    from course_lib.sim.values.field_readers import day_value

    assert day_value(text) is None


def test_a_today_stated_before_its_cue_is_the_anchor_never_the_value():
    from course_lib.sim.values.relative_days import stated_today, without_stated_today

    text = "It's 14 August 2031 today; the deposit is due on the 2nd of next month."
    assert stated_today(text)[0].isoformat() == "2031-08-14"
    assert "14 August" not in without_stated_today(text)


# issue 26 (AA4 and the thirty-second's "today used for 后天"): "It's <date>." opening a sentence
# states today; a week / fortnight "today" or "tomorrow", the nth weekday of next month / year and
# the Chinese 明天 / 后天 / 大后天 are days counted from it, never the stated today itself.
@pytest.mark.parametrize("text,want", [
    ("It's Friday 3 June 2033. Remind me to water the ferns a week today.", "2033-06-10"),
    ("It's 3 June 2033 - pencil the vet in for a fortnight tomorrow.", "2033-06-18"),
    ("It's Monday 5 December 2033. Book the boiler check for the second Tuesday of next year.", "2034-01-10"),
    ("Today is 2033-06-03. Plan the picnic for the last Saturday of next month.", "2033-07-30"),
    ("今天是2033年6月3日,帮我把会议安排在大后天。", "2033-06-06"),
    ("今天是2033年6月3日,明天提醒我交房租。", "2033-06-04"),
])
def test_more_days_counted_from_a_stated_today(text, want):
    from course_lib.sim.values.relative_days import relative_day

    assert relative_day(text).iso == want


def test_it_is_a_figure_that_is_no_date_states_no_today():
    from course_lib.sim.values.relative_days import stated_today

    assert stated_today("It's 5 days late, chase the courier.") is None
    assert stated_today("The form says it's due soon.") is None


def test_a_tool_gets_the_day_after_a_sentence_stating_today():
    out, _ = _ask([book_haircut], "It's Tuesday 9 March 2027. Book a haircut for a week tomorrow.")
    assert out.tool_calls and out.tool_calls[0]["args"]["date"] == "2027-03-17", out.tool_calls


def test_a_title_argument_is_the_title_written_not_the_tools_own_words():
    from course_lib.sim import SimulatedChatModel

    @tool
    def locate_film(title: str) -> str:
        """Find which cinema is showing a film."""
        return "ok"

    @tool
    def find_album(title: str) -> str:
        """Find an album in the record shop's stock."""
        return "ok"

    for tools, question, want in [
        ([locate_film], "Where can I see the film The Iron Orchard?", "The Iron Orchard"),
        ([locate_film], "where's that film playing, the one called Blue Ferry", "Blue Ferry"),
        ([find_album], "do you have the album Northern Lights Again in stock?", "Northern Lights Again"),
    ]:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            out = SimulatedChatModel().bind_tools(tools).invoke(question)
        assert out.tool_calls and out.tool_calls[0]["args"]["title"] == want, (question, out.tool_calls)
