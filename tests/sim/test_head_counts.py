"""``grounded.head_counts``: a "how many" question over one line that counts groups: the groups summed
when the question names them or counts people by a collective noun, the documents limit when it counts a
noun no document names (issue 26, invent75). Invented wordings: a film crew, a rowing club, a ward's
night shift, a brass band, a farm's animals, a cake stall. Every row but the guards fails on start75 (where
the module did not exist; the reply rows through the simulator fail there too); the guards say so."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim.grounded.head_counts import Summed, Unsummed, counted, groups


@pytest.mark.parametrize(("line", "counts"), [
    ("The shoot needs 4 camera operators, 2 sound recordists and 3 runners.", [4, 2, 3]),
    ("Tonight's shift: 5 nurses & 2 doctors.", [5, 2]),
    ("We have 12 cornets plus 4 trombones.", [12, 4]),
    ("The trip took 3 hours and 20 minutes.", []),  # measures, no head count
    ("Book 2 rooms for 3 nights.", []),  # not one enumeration
])
def test_groups(line, counts):
    assert [g.count for g in groups(line)] == counts


@pytest.mark.parametrize(("question", "body", "total"), [
    ("how many people are on the shoot?", "Crew list\nThe shoot needs 4 camera operators, 2 sound recordists and 3 runners.", 9),
    ("how many nurses and doctors on tonight", "Tonight's shift: 5 nurses & 2 doctors. Handover at 7.", 7),
    ("how many members do we have", "Rowing club: 18 seniors and 7 juniors this season.", 25),
    ("how many cornets and trombones in total?", "We have 12 cornets plus 4 trombones. Practice on Fridays.", 16),
])
def test_summed(question, body, total):
    found = counted(question, [body])
    assert isinstance(found, Summed) and found.total == total, found


@pytest.mark.parametrize(("question", "body"), [
    ("how many animals on the farm", "The farm keeps 40 sheep, 12 goats and 6 pigs."),
    ("how many players in the band?", "This year the band has 12 cornets and 4 trombones."),
])
def test_unsummed(question, body):
    assert isinstance(counted(question, [body]), Unsummed)


@pytest.mark.parametrize(("question", "body"), [
    ("how many nurses?", "Tonight's shift: 5 nurses & 2 doctors."),  # guard: one group named, the line answers
    ("how many people can come?", "We have 6 developers and 2 designers."),  # guard: a bound
    ("how many hours did it take", "It took 3 hours and 20 minutes."),  # guard: a measure
    ("how many people came", "We sold 30 cakes and 12 pies."),  # guard: not person groups
    ("what time is practice", "We have 12 cornets plus 4 trombones."),  # guard: no how-many
])
def test_none(question, body):
    assert counted(question, [body]) is None


def _reply(notes: str, question: str):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([SystemMessage(f"Answer from the context only.\n\nContext:\n{notes}"),
                                           HumanMessage(question)])
    return out, [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


def test_reply_sums_a_team():
    out, limits = _reply("Stall rota\n\nSaturday: 3 bakers and 2 cashiers on the cake stall.\nSetup at 8am.",
                         "how many people on the stall saturday?")
    assert not limits and out.content.startswith("5 (3 bakers + 2 cashiers)"), out.content


def test_reply_limit_for_an_unnamed_noun():
    out, limits = _reply("Farm notes\n\nThe farm keeps 40 sheep, 12 goats and 6 pigs.\nOpen on Sundays.",
                         "how many animals does the farm have")
    assert limits and "animals" in str(limits[0].message), out.content


@pytest.mark.parametrize("question", [
    "how many people could fit in the van?", "how many volunteers at most per shift?",
    "how many helpers are still needed?", "how many seats left for us?",
])
def test_a_bound_word_from_the_data_is_no_head_count(question):
    """The bound words are data (``head_counts.yaml`` bounds, read through ``_words``): each one here
    keeps "6 drivers and 2 stewards" unsummed."""
    from course_lib.sim.grounded.head_counts import _words

    assert "at most" in _words()["bounds"]
    assert counted(question, ["The rota: 6 drivers and 2 stewards."]) is None
