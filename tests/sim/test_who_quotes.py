"""``grounded.who_quotes``: a who-question asking who does a thing is answered only by a quote that
names someone (issue 26, the forty-seventh set's PP4). Invented material: a cricket club's fixtures,
a harvest supper, a book club."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.who_quotes import asked, unnamed

ROWS = [  # (question, quote, None or (clause, timed))
    ("Who is umpiring the Saturday match?", "Saturday match v. Elmfield, 1.30 pm start.",
     ("is umpiring the Saturday match", True)),
    ("Who will cook the harvest supper?", "The harvest supper is in the church hall.",
     ("will cook the harvest supper", False)),
    ("Who leads the book club?", "Book club: first Monday of the month, 7.30 pm.", ("leads the book club", True)),
    ("Who is marking the papers?", "Marking begins at 4 pm; the room is closed to candidates meanwhile.",
     ("is marking the papers", True)),  # a holder after "to" does not do it
    # guards: a name, a group, a role holder, a number to call; a question of who may, of a role
    ("Who is umpiring the Saturday match?", "Umpire for Saturday: Geoff Latham.", None),
    ("Who will cook the harvest supper?", "The supper is cooked by parent volunteers.", None),
    ("Who leads the book club?", "The book club is led by the librarian.", None),
    ("Who runs the raffle?", "Raffle queries: 07700 900123.", None),
    ("Who is making the cake?", "Priyanka has offered to make the cake.", None),  # a name opening its sentence
    ("Who is making the cake?", "Okay. Bartek'll make the cake then.", None),
    ("Who's refereeing on Sunday?", "Sunday's referee: Imogen.", None),  # a name after a label's colon
    ("Who runs the tuck shop?", "- Kofi runs the tuck shop on Fridays.", None),  # a name before an "-s" verb
    ("Who can join the book club?", "The book club is open to all.", None),
    ("Who is the treasurer?", "Subs are paid to the treasurer.", None),
]


@pytest.mark.parametrize(("question", "quote", "want"), ROWS)
def test_unnamed(question, quote, want):
    assert unnamed(question, quote) == want


def test_asked():
    assert asked("Who's opening the new library?") == "opening the new library"
    assert asked("Who is eligible for a refund?") is None


NOTES = ("Harvest supper - Saturday 4 October\n"
         "Doors open at 6.30 pm; supper is served at 7 pm in the church hall.\n"
         "Tickets £12, children £6, from the village shop.")


def test_the_grounded_reply_says_the_documents_do_not_say_who():
    out = SimulatedChatModel().invoke([SystemMessage(f"Answer from the notes only.\n\n{NOTES}"),
                                       HumanMessage("Who is serving the supper?")])
    assert "do not say who" in out.content and "7 pm" not in out.content


@pytest.mark.parametrize(("question", "quote", "named"), [
    ("明天谁开门?", "明天开门时间:7:30,钥匙在门卫室。", False),
    ("明天谁开门?", "明天由王师傅开门。", True),  # guard: a surname and a role holder
    ("谁可以报名?", "报名时间:周一至周五。", True),  # guard: who may, not who does
])
def test_unnamed_zh(question, quote, named):
    from course_lib.sim.grounded.who_quotes import unnamed_zh

    assert (unnamed_zh(question, quote) is None) is named


@pytest.mark.parametrize(("question", "text", "want"), [
    ("Who is conducting?", "Spring concert\nConductor: Pavel Nowak. The accompanist is tbc.", "Conductor: Pavel Nowak"),
    ("Who is refereeing the final?", "Final, 3 pm: referee - Dana Cole\nSemi, 1 pm: referee - Sam Ede", "Dana Cole"),
    ("Who is organising the quiz?", "Quiz night, organised by the PTA.", "organised by the PTA"),
    # guards: no line names a holder; two that the question does not tell apart
    ("Who is cooking?", "Cooking starts at 5.", None),
    ("Who is refereeing?", "Final: referee - Dana Cole\nSemi: referee - Sam Ede", None),
])
def test_role_line(question, text, want):
    from course_lib.sim.grounded.who_quotes import role_line

    got = role_line(question, [text])
    assert (want in got) if want else got is None


def test_the_grounded_reply_names_the_role_holder():
    system = ("You are a helpful assistant. Use only the context below to answer.\n\nContext:\n"
              "Carol service at St Anne's, Sunday 6 pm.\nConductor: Ruth Abara. Mince pies afterwards in the hall.")
    out = SimulatedChatModel().invoke([SystemMessage(system), HumanMessage("Who is conducting?")])
    assert "Ruth Abara" in out.content


# A who-question answered by a line its writer opens (the merger's round 71; the fifty-third set's gh-who-fix):
# the writer may be who did it, so no "the documents do not say who". Invented threads.
TICKET = """#88 Printer on floor 2 jams
opened by priya-n on 3 Mar 2036
sam-k (3 Mar): I'll take this one.
sam-k (5 Mar): Took the paper tray out to check it. Replaced the roller on Friday morning."""


def test_a_line_its_writer_opens_is_no_one_named_but_a_limit_naming_the_writer():
    from course_lib.sim.grounded.who_quotes import writer
    from tests.sim._chat import ask_rag

    assert writer("Replaced the roller on Friday morning.", [TICKET]) == "sam-k"
    reply, limits = ask_rag(TICKET, "who replaced the roller")
    assert "don't know" not in reply and (limits or "sam-k" in reply.lower()), (reply, limits)


def test_a_line_with_no_writer_has_none():  # guard
    from course_lib.sim.grounded.who_quotes import writer

    assert writer("Replaced the roller on Friday morning.", ["Replaced the roller on Friday morning."]) is None
    assert writer("the bins go out on Monday", ["Note: the bins go out on Monday"]) is None
