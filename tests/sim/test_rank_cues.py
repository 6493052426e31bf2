"""rank_cues: a rank asked in words no superlative lists is worked out, never a trusted "I don't
know." nor a header quote (invented wordings, topics and formats; none from the fresh sets)."""

import warnings

import pytest

from course_lib.sim.grounded.absence import asks_worked
from course_lib.sim.words.rank_cues import asks_rank

RANKS = ["who was quickest off the blocks", "which lap was my slowest", "who cycled furthest",
         "which boat came last", "who top-scored in the quiz", "which team is top of the league",
         "who sold the most raffle tickets", "which horse finished first"]
NOT_RANKS = ["how fast is the 10 km route", "what did ana score", "when is the last bus", "is the course flat",
             "how far is the lake", "who scored in the second half", "which lap had a puncture"]


@pytest.mark.parametrize("question", RANKS)
def test_a_rank_cue(question):
    assert asks_rank(question) and asks_worked(question) == "rank"


@pytest.mark.parametrize("question", NOT_RANKS)
def test_no_rank_cue(question):
    assert not asks_rank(question)


LAPS = ("Club time trial, Thursday\n\n"
        "Rider          Lap 1    Lap 2    Total\n"
        "Kemi Adebayo   11:02    10:48    21:50\n"
        "Lars Vik       10:31    10:40    21:11\n"
        "Tom Ferris     12:15    11:58    24:13\n")


@pytest.mark.parametrize("question", ["who was quickest overall", "which rider was slowest", "who came last"])
def test_never_a_trusted_i_dont_know(question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(f"Answer from the notes.\n\nNotes:\n{LAPS}\nQuestion: {question}")
    limit = out.response_metadata.get("simulator_limit")
    right = {"who was quickest overall": "Lars", "which rider was slowest": "Tom", "who came last": "Tom"}[question]
    assert limit or (right in out.content and out.content.count("Lap") <= 1), out.content
