"""My probe of the session of 2026-12-06 (issue 26): results tables asked the questions people ask of
results (who won, who came n-th, counts of rows of a kind, a margin, a row's value, a filtered
winner, an absent answer), over material none of the sets used: a darts league table as TSV, a
cycling club's hill-climb as a markdown table with a "Pos" column of ordinals, a school sports
day's results as prose lines, a pub quiz's scores with a struck row.

Written after ``rank_positions.asks_winner`` was built (test_results_winners holds its own tables);
the wordings and tables here are new. Oracles strict: the asked row is required; a filtered winner
("the first girl", "the fastest under-12") is right only as the filtered row, a limit otherwise.
``python -W ignore -m tests.sim.probes.results_m [-v]``.

History (right / limit / silently wrong / false alarms): on e764df6c (the round's start) 9 / 8 / 5 / 2;
with asks_winner and no position column as the rows' key 10 / 7 / 5 / 2 (climb-won right); with a
numbered list of placings read (``list_neighbours.placings``, ``rank_positions``) 12 / 7 / 3 / 2. Left:
a count of the list's items ("how many teams took part?" quotes the first), a margin between two
items ("The documents do not record how many points"), a partial answer that quotes the right line
beside the question's verb ('won').
"""

from __future__ import annotations

import sys

from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import ChatPromptTemplate

from tests.sim.fresh._oracles import Case, _absent, _any, _both, _but_not, _none_of, _val, report

DARTS = ("Thursday darts league - table after week 9\n"
         "rank\tteam\tplayed\twon\tlost\tlegs\n"
         "1\tThe Feathers\t9\t8\t1\t41\n"
         "2\tRed Lion B\t9\t6\t3\t35\n"
         "3\tCrown & Anchor\t9\t5\t4\t33\n"
         "4\tRailway Tavern\t9\t2\t7\t20\n"
         "5\tThe Plough\t9\t1\t8\t16\n")

CLIMB = """# Brackley Wheelers hill climb, Sunday

| Pos | Rider | Cat | Time |
|-----|-------|-----|------|
| 1st | Aled Parry | Senior | 4:12 |
| 2nd | Rosa Whitlock | Women | 4:20 |
| 3rd | Jamie Cole | Junior | 4:31 |
| 4th | Nita Shah | Women | 4:44 |
| 5th | Colm Reddy | Vet 50 | 4:58 |

Course record: 3:58 (2019).
"""

SPORTS = """Oakfield Primary sports day - results

Egg and spoon (Year 2): 1st Poppy, 2nd Idris, 3rd Maya.
Sack race (Year 3): 1st Reuben, 2nd Lottie, 3rd Amir.
Relay (Year 6): 1st Blue house, 2nd Red house, 3rd Green house.
House points: Blue 112, Red 98, Green 104.
"""

QUIZ = """Fox & Hounds quiz, 14 March - final scores
1. Quiz Team Aguilera - 58
2. Universally Challenged - 55
3. The Smarty Pints - 51
4. Tequila Mockingbirds - 47
Note: Universally Challenged used a phone in round 5 and are disqualified.
"""

_PROMPT = ChatPromptTemplate.from_messages([
    ("system", "You help a club secretary. Answer from these results only:\n\n{results}"),
    ("human", "{question}"),
])


def _ask(results: str, question: str):
    return lambda llm: (_PROMPT | llm | StrOutputParser()).invoke({"results": results, "question": question})


CASES = [
    Case("darts-top", _ask(DARTS, "Who's top of the league?"), _but_not(_any("Feathers"), "Red Lion")),
    Case("darts-won", _ask(DARTS, "which team has won the most matches?"), _but_not(_any("Feathers"), "Plough")),
    Case("darts-bottom", _ask(DARTS, "Who is bottom?"), _but_not(_any("Plough"), "Feathers")),
    Case("darts-third", _ask(DARTS, "Who's in third place?"), _but_not(_any("Crown"), "Feathers")),
    Case("darts-lion-lost", _ask(DARTS, "How many games have Red Lion B lost?"), _val(3)),
    Case("darts-captain", _ask(DARTS, "Who captains The Feathers?"), _absent("doesn't say", "not say", "no captain")),
    Case("climb-won", _ask(CLIMB, "Who won the hill climb?"), _but_not(_any("Aled Parry"), "Rosa")),
    Case("climb-first-woman", _ask(CLIMB, "Who was the quickest woman?"), _but_not(_any("Rosa Whitlock"), "Aled")),
    Case("climb-women-count", _ask(CLIMB, "How many women rode?"), _val(2)),
    Case("climb-jamie", _ask(CLIMB, "What time did Jamie do?"), _any("4:31")),
    Case("climb-record", _ask(CLIMB, "Did anyone beat the course record?"),
         _both(_any("no", "No"), _none_of("yes", "Yes"))),
    Case("climb-second", _ask(CLIMB, "Who came second?"), _but_not(_any("Rosa Whitlock"), "2nd Jamie")),
    Case("sports-sack", _ask(SPORTS, "Who won the sack race?"), _but_not(_any("Reuben"), "Poppy", "Lottie")),
    Case("sports-egg-second", _ask(SPORTS, "Who was second in the egg and spoon?"),
         _but_not(_any("Idris"), "Lottie")),
    Case("sports-house", _ask(SPORTS, "Which house got the most points?"), _but_not(_any("Blue"), "Green 104")),
    Case("sports-hurdles", _ask(SPORTS, "Who won the hurdles?"), _absent("doesn't say", "not say", "no hurdles")),
    Case("quiz-winner", _ask(QUIZ, "Who won the quiz?"), _but_not(_any("Aguilera"), "Smarty")),
    Case("quiz-second", _ask(QUIZ, "So who ends up second?"),
         _but_not(_any("Smarty Pints"), "Universally Challenged -")),
    Case("quiz-margin", _ask(QUIZ, "How many points did the winners win by over Smarty Pints?"), _val(7)),
    Case("quiz-teams", _ask(QUIZ, "How many teams took part?"), _val(4)),
    Case("quiz-prize", _ask(QUIZ, "What did the winners get as a prize?"),
         _absent("doesn't say", "not say", "no prize")),
    Case("climb-junior-won", _ask(CLIMB, "Who won the junior category?"), _but_not(_any("Jamie Cole"), "Aled")),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
