"""A partial answer that misses the question's operation word is a stated limit, not the
operands quoted (issue 26; eighteenth M2, SAME as K1 / J1 / H5 / I1).

"How far behind the winner was X?" got X's row quoted with "I could not find anything about
'behind', 'winner'", and "How much did the plant pots bring in?" their price and count: the
missing words name an operation over figures (a difference from the top row, a product), not
a missing fact, so the quoted row passes its operands off as the answer. Now a partial answer
whose missed words include such a word (cue ``unworked_answers.operation_word`` in
data/sim/patterns.yaml) and whose lines give two figures or more states the documents limit
(``unworked_answers.unworked_operation``). Tables and wordings are invented for this test; each
behaviour case fails on the code before the change, the guards pass on both.
"""

from __future__ import annotations

import pytest

from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_SWIM = """County swim gala - 100 m freestyle
Place  Swimmer          Club           Time
1      Nadia Karim      Otters SC      1:02.4
2      Freya Lund       Harbour SC     1:05.9
3      Ola Bakare       Otters SC      1:07.1
"""

_STALLS = """Summer fair - stalls
Stall            Price   Sold
Tombola tickets  £1.00   120
Cake slices      £1.50   64
Plant pots       £3.00   22
"""

_CLIMB = """Club bouldering league - round 4
Rank  Climber        Tops   Points
1     Ines Duarte    9      870
2     Tom Reyes      7      705
3     Lea Brandt     7      690
"""


@pytest.mark.parametrize(("table", "question", "operands"), [
    (_SWIM, "How far behind the winner was Ola Bakare?", "1:07.1"),
    (_STALLS, "How much money did the plant pots bring in?", "Plant pots"),
    (_STALLS, "What were the takings from the tombola tickets?", "Tombola"),
])
def test_a_missed_operation_word_is_a_stated_limit_not_the_operands(llm, table, question, operands):  # noqa: F811
    reply, limits = _rag(llm, table, question)
    assert limits and "work" in limits[0] and operands not in reply


def test_a_difference_of_two_named_rows_is_worked_not_a_limit(llm):  # noqa: F811
    """"How far ahead of Lea Brandt was Tom Reyes on points?" names both rows and the column: the
    difference is worked (``workings``, arith), where it was a stated limit before (the case moved
    here from the limit cases above)."""
    reply, limits = _rag(llm, _CLIMB, "How far ahead of Lea Brandt was Tom Reyes on points?")
    assert not limits and reply.startswith("15 ") and "705" in reply and "690" in reply


@pytest.mark.parametrize(("table", "question", "said"), [
    (_SWIM, "What was Freya Lund's time?", "1:05.9"),
    (_STALLS, "What price were the cake slices?", "£1.50"),
    (_CLIMB, "How many points did Lea Brandt score?", "690"),
])
def test_a_cell_asked_for_is_still_read_without_a_limit(llm, table, question, said):  # noqa: F811
    reply, limits = _rag(llm, table, question)
    assert said in reply and not limits
