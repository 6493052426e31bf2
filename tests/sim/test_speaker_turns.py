"""A transcript's speaker labels read as who said a turn (``speaker_turns``; issue 26, the
twenty-fifth set's T4). Transcripts and questions invented here.
"""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.grounded.speaker_turns import Unsure, turns, who

RADIO = ("Evening phone-in (transcript)\n"
         "HOST: First up, Ana from Leeds has a question about her boiler.\n"
         "CALLER (ANA, LEEDS): The pressure keeps dropping below one bar every week.\n"
         "EXPERT (KOFI MENSAH): That's usually a leaking expansion vessel; get it checked.\n"
         "HOST: Thanks Kofi. Now, Len has a damp problem.\n"
         "CALLER (LEN, HULL): There's black mould behind the wardrobe.\n"
         "EXPERT (RUTH OSEI): Pull the wardrobe away from the wall and run a dehumidifier.\n")

STANDUP = ("[09:00] Lead: Morning all, blockers?\n"
           "[09:01] Sam: The build is red since the library upgrade.\n"
           "[09:02] Ines: I can pin the old version until Friday.\n"
           "[09:03] Lead: Good. Anything on the release notes?\n"
           "[09:04] Tariq: Could we move the release to Thursday?\n")

CLASS = ("Tutor: Today we compare two poems.\n"
         "Maya: I think the first one is angrier.\n"
         "Leo: I think the first one is angrier too.\n")


@pytest.mark.parametrize("question, body, wanted", [
    ("who answered the boiler question", RADIO, "Kofi Mensah"),
    ("who suggested a dehumidifier", RADIO, "Ruth Osei"),
    ("who asked about black mould", RADIO, "Len"),
    ("who offered to pin the old version", STANDUP, "Ines"),
    ("who proposed moving the release", STANDUP, "Tariq"),
    ("who replied to sam", STANDUP, "Ines"),
    ("who suggestd moving the release", STANDUP, "Tariq"),  # a typo one edit from one verb
    ("who mentioned the roof", RADIO, None),  # no turn meets it
    ("what did kofi say about the boiler", RADIO, None),  # no "who" question
    ("who suggested a dehumidifier", "The dehumidifier was suggested by the landlord.", None),  # no transcript
])
def test_who_said_a_turn(question, body, wanted):
    assert who(question, [body]) == wanted


def test_two_speakers_meeting_it_equally_is_unsure():
    assert isinstance(who("who said the first one is angrier", [CLASS]), Unsure)


def test_turns_read_roles_and_bracketed_names():
    read = turns(RADIO)
    assert read is not None and [t.speaker for t in read[:3]] == ["Host", "Ana", "Kofi Mensah"]
    assert read[1].role == "caller"
    assert turns("Note: bring a pen.\nThe meeting starts at 9.") is None


def test_through_the_model():
    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([SystemMessage(f"Use only the context below to answer.\n\nContext:\n{STANDUP}"),
                                           HumanMessage("who offered to pin the old version")])
    assert "Ines" in out.content and "Tariq" not in out.content, out.content
