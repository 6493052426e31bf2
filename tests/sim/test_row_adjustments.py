"""``material.row_adjustments``: a line outside a results table that changes one row's figure
("docked", "penalty", "bonus", "扣") is applied before a superlative, a position or a rank word is
read over that column, or the documents limit is stated when it cannot be (issue 26; the
forty-second set's class KK2). Tables and wordings invented here (a darts league, a cycling time
trial in seconds, a bake-off's marks, a chess club's ladder, a tug-of-war in clock times, a Chinese
singing contest, a relay whose points already hold the change); the cases marked guard pass on
947509df too, the others fail there (the printed order read as final).
"""

from __future__ import annotations

import pytest

from course_lib.sim.material.row_adjustments import changing_lines
from course_lib.sim.material.superlatives import tables
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_DARTS = """| Team | Matches | Pts |
|---|---|---|
| Red Lion Arrows | 12 | 30 |
| Crown Flights | 12 | 28 |
| Swan Checkouts | 12 | 22 |

League secretary: Red Lion Arrows have had three points deducted for fielding an unregistered player."""

_TRIAL = """Club 10-mile time trial
| Rider | Bike | Time (seconds) |
|---|---|---|
| Ana Ruiz | road | 1412 |
| Ben Okafor | TT | 1405 |
| Cat Lowe | road | 1431 |

Commissaire: Ben Okafor receives a 20 second penalty for drafting."""

_BAKE = """Bake-off, week 3
Baker, Village, Marks
Dot Hale, Orton, 27
Ivy Marsh, Leyburn, 29
Len Pike, Orton, 26

The judges awarded Dot Hale 4 extra marks for the showstopper's presentation."""

_TUG = """Tug-of-war knockout - pulls timed (m:ss)
| Team | Pull time |
|---|---|
| Farmers | 1:12 |
| Firemen | 1:05 |
| Rugby club | 1:20 |

Referee: Firemen given a 10 second penalty for a foot over the line."""

_RELAY = """| Club | Points |
|---|---|
| Harriers | 44 |
| Striders | 41 |
| Pacers | 39 |

The points above already include the 5 point penalty given to Harriers for a baton change outside the zone."""

_ZH_SING = """校园歌手大赛决赛得分

| 选手 | 得分 |
|---|---|
| 林晓 | 92 |
| 赵敏 | 90 |
| 陈一 | 85 |

评委会决定:林晓超时,扣5分。"""

_CHESS = """| Player | Rating |
|---|---|
| Ola Berg | 1820 |
| Max Heller | 1790 |
| Rui Santos | 1655 |

Club rules: 10 points are deducted from any player who misses two club nights."""


@pytest.mark.parametrize(("doc", "question", "want", "not_want"), [
    (_DARTS, "Which team has the most points?", "Crown Flights", "Red Lion Arrows"),  # "three points deducted"
    (_DARTS, "Who is top of the league?", "Crown Flights", "Red Lion Arrows"),
    (_DARTS, "Which team came second?", "Red Lion Arrows", "Swan Checkouts"),  # 27 is second
    (_TRIAL, "Which rider had the lowest time?", "Ana Ruiz", "Ben Okafor"),  # 1405 + 20 s = 1425 > 1412
    (_BAKE, "Which baker got the highest marks?", "Dot Hale", "Ivy Marsh"),  # 27 + 4 = 31
])
def test_a_change_is_applied_before_ranking(llm, doc, question, want, not_want):  # noqa: F811
    text, limits = _rag(llm, doc, question)
    assert not limits and text.startswith(want), text


@pytest.mark.parametrize(("doc", "question", "wrong"), [
    (_TUG, "Which team had the shortest pull time?", "Firemen"),  # a time added to clock times: not applied
])
def test_a_change_it_cannot_apply_is_the_limit(llm, doc, question, wrong):  # noqa: F811
    text, limits = _rag(llm, doc, question)
    assert limits and not text.startswith(wrong)


def test_figures_that_already_include_the_change_are_final(llm):  # noqa: F811 - guard
    text, limits = _rag(llm, _RELAY, "Which club has the most points?")
    assert not limits and text.startswith("Harriers")


def test_a_rule_naming_no_row_changes_nothing(llm):  # noqa: F811 - guard
    text, limits = _rag(llm, _CHESS, "Who has the highest rating?")
    assert not limits and text.startswith("Ola Berg")


def test_a_row_s_own_figure_is_still_read(llm):  # noqa: F811 - guard
    text, limits = _rag(llm, _DARTS, "How many matches did Swan Checkouts play?")
    assert not limits and "12" in text


@pytest.mark.parametrize(("doc", "row"), [
    (_DARTS, "Red Lion Arrows"), (_TRIAL, "Ben Okafor"), (_BAKE, "Dot Hale"), (_ZH_SING, "林晓"),
])
def test_the_changing_line_is_tied_to_its_row(doc, row):
    (rows,) = tables(doc)
    (line,) = changing_lines(doc, rows)
    assert row in line


def test_a_rule_line_is_no_change():  # guard
    (rows,) = tables(_CHESS)
    assert changing_lines(_CHESS, rows) == ()


@pytest.mark.parametrize(("doc", "question", "want", "not_want"), [
    (_DARTS, "How many points do Red Lion Arrows have?", "27", "Pts: 30."),
    (_BAKE, "How many marks did Dot Hale get?", "31", "Marks: 27."),
    (_ZH_SING, "林晓得了多少分?", "87", "得分：92。"),
])
def test_a_row_s_changed_figure_is_worked(llm, doc, question, want, not_want):  # noqa: F811
    text, limits = _rag(llm, doc, question)
    assert not limits and want in text and not_want not in text, text


@pytest.mark.parametrize(("doc", "question", "want"), [
    (_DARTS, "How many matches have Red Lion Arrows played?", "12"),  # guard: another column
    (_DARTS, "How many points do Crown Flights have?", "28"),  # guard: another row
    (_RELAY, "How many points do Harriers have?", "44"),  # guard: the printed figure already holds it
])
def test_a_figure_no_change_touches_is_printed(llm, doc, question, want):  # noqa: F811
    text, limits = _rag(llm, doc, question)
    assert not limits and want in text, text


@pytest.mark.parametrize(("doc", "question", "want", "not_want"), [
    (_DARTS, "How many points did the teams score altogether?", "77", "80"),
    (_BAKE, "How many marks were given in total?", "86", "82"),
    (_DARTS, "How many matches were played in total?", "36", "with the later change"),  # guard: another column
])
def test_a_total_adds_the_changed_figures(llm, doc, question, want, not_want):  # noqa: F811
    text, limits = _rag(llm, doc, question)
    assert not limits and text.startswith(want) and not_want not in text, text
