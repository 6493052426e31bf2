"""``excluded_classes``: a permission question whether a thing can have a service ("can the leather sofa go on
the express wash?") over a note excluding a class from that service ("Express wash: not for leather") is "No"
when the question names the class or every line naming the thing names it; a thing of another class, a thing no
line names, an exclusion of another service, two notes or no permission asked: ``None`` (issue 26, the
fifty-ninth set's XW4, regress78). Invented documents; the exclusion phrases are data
(``data/sim/excluded_classes.yaml``)."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.excluded_classes import excluded

LAUNDRY = """Sofa and rug cleaning
Express wash (48 hours): +£20. Not for leather.
Fabric sofa: £60. Rugs: £25 each."""

GARAGE = """item | type | price
Tyre fitting (car) | standard | £15
Tyre fitting (van) | commercial | £25
Run-flat tyre fitting | specialist fitting | £35
Mobile fitting at your home: £10 extra, not available for specialist fittings."""

HOTEL = """Room | kind | per night
Garden room | standard | £95
Tower suite | suite | £180
Late checkout until 2pm: £15, except suites (always included)."""

CAKES = """Cakes
Next-day collection: available for sponges and tray bakes; not available for tiered cakes.
Two-tier cake, tiered: £140
Lemon sponge, sponge: £22"""


@pytest.mark.parametrize(("question", "doc", "excluded_class"), [
    ("can the leather sofa go on the express wash?", LAUNDRY, "leather"),
    ("Could I get mobile fitting for a run-flat tyre?", GARAGE, "specialist fittings"),
    ("can the two-tier cake be ready for next-day collection", CAKES, "tiered cakes"),
], ids=["class-in-question", "class-in-row", "hyphened-service"])
def test_a_thing_of_the_excluded_class_is_no(question, doc, excluded_class):
    found = excluded(question, [doc])
    assert found is not None and found.excluded == excluded_class
    assert found.answer().startswith("No: ") and found.rule in found.answer()


@pytest.mark.parametrize(("question", "doc"), [
    ("can the fabric sofa go on the express wash?", LAUNDRY),  # another class
    ("could I get mobile fitting for a van tyre?", GARAGE),  # the van's row is commercial
    ("can the lemon sponge be ready for next-day collection", CAKES),  # a sponge row
    ("can the marble table go on the express wash?", LAUNDRY),  # no line names the thing
    ("how do I book mobile fitting for a run-flat tyre?", GARAGE),  # no permission asked
    ("can I have a garden room for two nights?", HOTEL),  # the note's service not asked
], ids=["other-class", "other-row", "sponge", "unnamed-thing", "not-permission", "other-service"])
def test_no_reading_where_the_note_does_not_settle_it(question, doc):
    assert excluded(question, [doc]) is None


def test_two_notes_settle_nothing():
    doc = ("Express wash: not for leather.\nExpress wash on Sundays: not for wool.\n"
           "Leather sofa: £90. Wool rug: £30.")
    assert excluded("can the leather sofa go on the express wash?", [doc]) is None


def test_the_chat_model_answers_no_with_the_note():
    import warnings

    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([SystemMessage(f"Answer only from the context.\n\nContext:\n{CAKES}"),
                                           HumanMessage("can the two-tier cake be ready for next-day collection")])
    assert out.content.startswith("No") and "not available for tiered cakes" in out.content
