"""``dialogue.repeated_answers``: a glued follow-up answered with the previous question's line, which
holds none of the follow-up's own words, is asked anew or stated as a limit (issue 26, task fix50b)."""

from __future__ import annotations

import warnings

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel

RULES = ("Rifugio Alpino Stella - regolamento\n"
         "Check-in: dalle 15:30 alle 19:00.\n"
         "Check-out: entro le 9:30.\n"
         "Cena: alle 19:30 in sala comune.")


def _reply(*turns: str) -> tuple[str, list[str]]:
    msgs = [SystemMessage(f"Sei l'assistente del rifugio. Rispondi solo dal regolamento.\n\n{RULES}")]
    msgs += [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(msgs)
    return out.content, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


def test_the_earlier_line_is_no_answer_to_a_follow_up_lacking_its_words():
    for follow_up in ("and what about going home?", "and is there wifi?"):
        text, stated = _reply("What time can we check in?", "Check-in: dalle 15:30 alle 19:00.", follow_up)
        assert "15:30" not in text, follow_up


def test_guard_a_follow_up_whose_own_word_the_line_holds():
    text, _ = _reply("What time can we check in?", "Check-in: dalle 15:30 alle 19:00.", "and the cena?")
    assert "19:30" in text
