"""``reading_doubts.language_doubt`` before the absent-name "I don't know" (issue 26, the
forty-seventh set's PP2: an English question naming "rink" over a Dutch notice got "I don't know" because no document holds "rink", while the notice said the rink is closed on 25
December). A word of the question absent from documents in another language is no evidence of
absence. (Tried before the partial answer too and taken back: the thirty-ninth set's Swedish letter lost
two right replies, a partial answer and an honest absence.) Invented notices: a Dutch ice rink, an
English museum."""

from __future__ import annotations

from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel

RINK_NL = ("IJsbaan Noorderplas - seizoen 2031/2032\nOpen van 1 november tot en met 28 februari.\n"
           "Dagelijks 10:00-22:00, vrijdag en zaterdag tot 23:00.\n24, 25 en 31 december: gesloten.\n"
           "Entree: volwassenen €8, kinderen tot 12 jaar €5. Schaatsen huren: €4.\nGroepen vanaf 15 personen: 10% korting.")
MUSEUM_EN = "Harbour museum\nOpen daily 10:00-17:00.\nClosed 25 December."


def _reply(notes: str, question: str) -> str:
    return SimulatedChatModel().invoke([SystemMessage(f"Answer from the notes only.\n\n{notes}"),
                                        HumanMessage(question)]).content


def test_an_absent_english_word_over_a_dutch_notice_is_the_language_limit():
    out = _reply(RINK_NL, "Is the rink open on Christmas Day?")  # (the absent-name step)
    assert "offline simulator" in out and "Dutch" in out


def test_an_absent_thing_in_english_notes_keeps_its_plain_answer():  # guard
    out = _reply(MUSEUM_EN, "Is the museum's cafe open on Sundays?")
    assert "offline simulator" not in out


def test_named_days_in_other_languages_read_as_dates():
    from course_lib.sim.words.holidays import dated

    assert "25 December" in dated("Zijn jullie open op eerste kerstdag?", ("Openingstijden",))
    assert "26 December" in dated("Habt ihr am zweiten Weihnachtsfeiertag geöffnet?", ("Öffnungszeiten",))
    assert "1 January" in dated("¿Abren el día de Año Nuevo?", ("Horario",))
