"""``quoted_replies``: a thread's quoted messages are material, oldest first (issue 26; the
forty-third set's LL1). Wordings and material are mine: a rowing club's thread, a flat-share
forum, a Chinese and a Japanese mail; none from a fresh set or my probe ``forms_z``."""

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.material.plain_text import plain_text
from course_lib.sim.material.quoted_replies import unquoted

_ROWING = """From: Ines Barros <ines@club.example>
Subject: Re: Re: Regatta lunch

Hi both,

The coach now leaves at 07:15, not 07:30, because of the road closure.

Ines

> On Fri, 2 May 2031, Piet de Wit wrote:
> Who is bringing the spare oars? I can take 4 in my van.
>
>> On Thu, 1 May 2031, Ines Barros wrote:
>> The regatta is at Dorney Lake on Sunday. The coach leaves the
>> boathouse at 07:30. The entry fee is £14 a seat.
>> Thanks"""

_FORUM = """Re: Which deposit scheme?

Originally posted by flatmate_kit
> Our landlord used the TDS scheme and the deposit came back in 9 days.

Good to know, thanks. Ours is with DPS."""

_ZH = """主题:回复:周末值班

> 发件人:刘主管
> 发送时间:3月8日
> 本周六值班人员为小陈,值班时间9:00到17:00。
> 有问题吗?"""

_JA = """件名:Re: 会議室

> 田中さんは書きました:
> 会議室Bは火曜日の午後に使えます
> よろしく"""


@pytest.mark.parametrize(("text", "kept", "dropped", "order"), [
    (_ROWING, ["£14 a seat", "4 in my van", "07:15"], ["wrote", "Who is bringing", "> ", "Thanks"],
     ["boathouse at 07:30", "4 in my van", "now leaves at 07:15"]),
    (_FORUM, ["came back in 9 days", "Ours is with DPS"], ["Originally posted", ">"],
     ["Which deposit scheme", "came back in 9 days", "Ours is with DPS"]),
    (_ZH, ["值班时间9:00到17:00"], ["发件人", "发送时间", "有问题吗", ">"], ["周末值班", "小陈"]),
    (_JA, ["火曜日の午後に使えます"], ["書きました", ">"], ["会議室", "火曜日"]),
])
def test_quoted_messages_are_read_oldest_first(text, kept, dropped, order):
    out = plain_text(text)
    for phrase in kept:
        assert phrase in out
    for phrase in dropped:
        assert phrase not in out
    places = [out.index(phrase) for phrase in order]
    assert places == sorted(places)


@pytest.mark.parametrize("text", [
    "Quote of the day:\n> Less is more.\nThat is all.",  # a lone blockquote: markdown's
    "# tool\n\n> **Note:** keys expire after 30 days.\n\nRun it daily.",
    "if a > b:\n    print(a)",
    "no quote here at all",
])
def test_text_that_quotes_no_thread_is_left_as_it_is(text):
    assert unquoted(text) == text


@pytest.mark.parametrize(("question", "want", "not_want"), [
    ("How much is the entry fee?", "14", None),
    ("What time does the coach leave?", "07:15", "leaves the boathouse at 07:30"),
])
def test_a_thread_answers_from_its_quoted_messages(question, want, not_want):
    llm = SimulatedChatModel()
    reply = llm.invoke([SystemMessage(f"Answer from this email.\n\n{_ROWING}"), HumanMessage(question)]).content
    assert want in reply
    if not_want:
        assert not_want not in reply


def test_a_quoted_message_that_asks_keeps_only_its_figures():
    """The asker's wishes are no statement of the material ("I'd love to bring my dog along"); a
    figure they give is ("we are 6 adults")."""
    text = ("Yes, dogs are welcome on the terrace.\n\n> On Sun, Maya wrote:\n> I'd love to bring my dog along. "
            "We are 6 adults and 2 children.\n> Is there room on the terrace?")
    out = plain_text(text)
    assert "6 adults and 2 children" in out and "love to bring" not in out and "Is there room" not in out


def test_a_prompts_marks_alone_are_no_thread():
    """">>>" lines around a passage and "> Question:" lines (a compression prompt's shape) quote no thread."""
    text = "> Question: When does the library open?\n> Passage:\n>>>\nThe library opens at 9.\n>>>\n> Answer:"
    assert unquoted(text) == text
