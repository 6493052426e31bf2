"""A rule met together with a row, and a derived value of one named row (issue 26; twenty-first
P4, eighteenth M3, seventeenth L1).

"Who can Novak challenge?" over a ladder picked Novak's row and the rule "up to two places above
you" and quoted both, the rule unapplied; "How many matches has Moss lost?" counted the one row
holding "Moss" and "lost" ("1 row of the document holds ...") where losses are Played - Won, a
value of Moss's row. Both are now stated limits: ``rule_lines.unapplied`` finds the rule beside a
row among the sentences picked; ``counting`` reads a count whose only row is the one a name picks
in a column of names as a value of that row.

Texts invented for this test (a chess club ladder, a pub quiz league, a library loan record),
none of any fresh set. Every chat-model test here fails on the code before the change (a quoted
row and rule, or "1. 1 row of the document holds ...", with no limit); the guards check a rule
asked alone, and a count of rows, still answered.
"""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import counting
from course_lib.sim.grounded.rule_lines import unapplied
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

CHESS = """Northgate Chess Club - winter ladder, 14 January
Rank  Member          Games  Points  Last game
1     T. Okonkwo      7      6       beat L. Brandt
2     L. Brandt       8      5       lost to T. Okonkwo
3     S. Haddad       6      3       beat M. Iyer
4     M. Iyer         5      2       lost to S. Haddad
5     E. Novotna      3      1       drew with M. Iyer
Rule: you may challenge anyone up to three places above you. Challenges are played within 7 days.
"""

QUIZ = """Quiz league table, round 9
Team             Played  Won  Last week
Brain Drain      9       7    beat Quizzly Bears
Quizzly Bears    9       5    lost to Brain Drain
Pub Lickers      9       4    beat Les Quizerables
Les Quizerables  9       2    lost to Pub Lickers
Teams may swap a fixture with a team up to two places below them.
"""


@pytest.mark.parametrize(("context", "question"), [
    (CHESS, "Who can Iyer challenge?"),
    (CHESS, "Which players can Novotna challenge?"),
    (QUIZ, "Which team could Pub Lickers swap a fixture with?"),
])
def test_a_row_and_a_rule_quoted_together_is_a_stated_limit(llm, context, question):  # noqa: F811
    reply, stated = _rag(llm, context, question)
    assert stated and "rule" in stated[0], reply


@pytest.mark.parametrize(("context", "question"), [
    (CHESS, "How many games has Brandt lost?"),
    (QUIZ, "How many matches have the Quizzly Bears lost?"),
    (QUIZ, "how many games has Les Quizerables lost"),
])
def test_how_many_of_a_named_row_is_not_a_count_of_rows(llm, context, question):  # noqa: F811
    reply, stated = _rag(llm, context, question)
    assert stated and "counts rows" in stated[0], reply
    assert not reply.startswith("1."), reply


def test_a_rule_asked_alone_is_answered(llm):  # noqa: F811
    assert unapplied(["Challenges are played within 7 days."]) is None
    reply, stated = _rag(llm, CHESS, "How long do I have to play a challenge?")
    assert "7 days" in reply and not stated, (reply, stated)


def test_the_rule_is_found_beside_a_row():
    assert unapplied(["4 M. Iyer 5 2 lost to S. Haddad",
                      "Rule: you may challenge anyone up to three places above you."]) == "up to three places"
    assert unapplied(["Rule: you may challenge anyone up to three places above you."]) is None  # no row
    assert unapplied(["Swept: 3 May 2027", "Sweep every year."]) is None  # no rule


def test_a_count_of_rows_a_name_does_not_pick_is_still_a_count():
    log = "\n".join(f"2027-03-0{d} 10:0{d} order {100 + d} from Acme - shipped" for d in range(1, 6))
    found = counting.count("How many orders were shipped?", [log])
    assert isinstance(found, counting.Count) and found.number == 5
    assert counting._row_named(counting.records(QUIZ), [1], [("Quizzly", "quizzly")]) is None  # one word only


# An amount stated relative to another (mine, after reading my own probe grounded_f): "How much is
# a return?" over the single's row and "Returns cost twice the single" are operands, no answer.
@pytest.mark.parametrize(("sentences", "question", "rule"), [
    (["Adult | £12.00", "Concessions pay half the adult price."], "How much do concessions pay?", "pay half"),
    (["Standard room: €90 a night", "A sea-view room costs €15 more than a standard room."],
     "How much is a sea-view room?", "€15 more than"),
    (["Monthly plan: $40", "The yearly plan is 20% less than twelve monthly payments."],
     "what does the yearly plan cost", "20% less than"),
])
def test_an_amount_relative_to_a_row_is_a_rule_beside_it(sentences, question, rule):
    assert unapplied(sentences, question) == rule


@pytest.mark.parametrize(("sentences", "question"), [
    (["Single: £4.20", "Returns cost twice the single."], "How much is a single?"),  # not what it prices
    (["Adult | £12.00", "Concessions pay half the adult price."], ""),  # no question given: no reading
])
def test_a_relative_amount_of_something_else_is_no_rule_here(sentences, question):
    assert unapplied(sentences, question) is None


def test_the_relative_amount_is_stated_not_quoted(llm):  # noqa: F811
    notes = ("Lakeside boat hire\nRowing boat: £18 per hour\nMotor boat: £30 per hour\n"
             "Pedalos cost half the rowing boat rate.")
    reply, stated = _rag(llm, notes, "How much is a pedalo for an hour?")
    assert stated or "9" in reply, reply
