"""Guards every grounded reply passes (``replies._fitted``; fix46b, after the forty-fourth set's boot-*
and food-* cases): a block of ``key = value`` settings quoted whole (``settings_dumps``), a figure
stated against the very thing the question asks about (``relative_figures``), a chat stamp and
sender's label inside a quote (``chat_stamps.attributed``); and a configuration comment that names a
setting with another figure (``config_files.noted_change``). Material and wordings of my own: a
printer's ``.env``, a kiln's INI file, a choir's attendance note, a shop's sales line, a bakery
chat, a rowing club's export."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.config_files import Setting, noted_change
from course_lib.sim.grounded.relative_figures import unworked
from course_lib.sim.grounded.settings_dumps import dumped
from course_lib.sim.material.chat_stamps import attributed


@pytest.mark.parametrize("question, reply, want", [
    ("How long does the kiln hold at max temp?", "[kiln] max_temp = 1240 ramp_rate = 150 hold_minutes = 20 cool_to = 80.", 4),
    ("Does the printer print duplex on A4 paper?", "PRINT_DPI=600 PAPER=A4 DUPLEX=true TRAY=2 COLOUR=false", 5),
    # one key met (its value is the answer), no key met, a setting or two, an equation: no dump
    ("What is the ramp rate?", "[kiln] max_temp = 1240 ramp_rate = 150 hold_minutes = 20 cool_to = 80.", None),
    ("Which index does it use?", "Index Scan on idx_a (cost=0.1..8.3 rows=1 width=4) (actual time=0.01 loops=1)", None),
    ("What is the max temp?", "max_temp = 1240.", None),
    ("What is the ramp rate?", "ramp_rate = 150 and hold_minutes = 20.", None),
    ("What is y?", "If x = 2 then y = 4, so the ratio is 2.", None),
])
def test_dumped(question, reply, want):
    assert dumped(question, reply) == want


@pytest.mark.parametrize("question, reply, want", [
    ("How many singers came the week before?", "This week 31 singers came, 6 more than the week before.", "the week before"),
    ("What does the adult ticket cost?", "The child ticket is £9, £5 cheaper than the adult ticket.",
     "the adult ticket"),
    ("How many loaves did we sell last Saturday?", "We sold 80 loaves today, twenty fewer than last Saturday.",
     "last Saturday"),
    # the question asks the difference itself, or is about the figure stated: the quote answers it
    ("How many more singers came than the week before?", "This week 31 singers came, 6 more than the week before.", None),
    ("How many singers came this week?", "This week 31 singers came, 6 more than the week before.", None),
    ("How much is the adult ticket?", "The adult ticket is £14, £5 cheaper than the child ticket.", None),
])
def test_unworked(question, reply, want):
    assert unworked(question, reply) == want


@pytest.mark.parametrize("reply, want", [
    ("[Mon 07:05] Priya Shah: Sourdough is sold out by nine.", "Sourdough is sold out by nine (Priya Shah)."),
    ("Ade (18:40): boats back on the rack by 8", "boats back on the rack by 8 (Ade)."),
    ("03/05/2041, 06:10 - Lars: Outing cancelled, river too high. Check the board.",
     "Outing cancelled, river too high (Lars). Check the board."),
    # no stamp: as it is
    ("The outing starts at 06:30: bring a bottle.", "The outing starts at 06:30: bring a bottle."),
])
def test_attributed(reply, want):
    assert attributed(reply) == want


@pytest.mark.parametrize("setting, body, noted", [
    (Setting(("kiln", "max_temp"), "1240"), "[kiln]\nmax_temp = 1240\n; note: max temp lowered to 1220 after the repair",
     True),
    (Setting(("fees", "junior"), "35"), "[fees]\njunior = 35\n# junior fees rise to 40 from May", True),
    # a comment on another setting, or with the same figure, or none
    (Setting(("fees", "junior"), "35"), "[fees]\njunior = 35\nsenior = 60\n# senior fees rise to 65", False),
    (Setting(("kiln", "max_temp"), "1240"), "[kiln]\nmax_temp = 1240\n; max temp checked: 1240", False),
    (Setting(("kiln", "max_temp"), "1240"), "[kiln]\nmax_temp = 1240", False),
])
def test_noted_change(setting, body, noted):
    assert (noted_change(setting, [body]) is not None) == noted


def _ask(system: str, question: str):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([SystemMessage(system), HumanMessage(question)])
    return out.content, [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


ROWING = """You help the rowing club's members. Their chat, exported:

[03/05/2041, 06:10] Lars Berg: Outing cancelled, the river is too high
[03/05/2041, 06:25] Mia Cole: Could someone move the blue eight onto the top rack?
[03/05/2041, 07:40] Tom Reid: Done - the blue eight is on the top rack now
[03/05/2041, 08:15] Lars Berg: Erg session at the boathouse at 18:00 instead"""


def test_a_chat_in_the_system_message_is_material_and_quoted_without_stamps():
    text, limits = _ask(ROWING, "Where is the blue eight now?")
    assert not limits and "top rack" in text and "[03/05" not in text and "Tom Reid:" not in text


@pytest.mark.parametrize("comment, value", [
    ("note: max temp lowered to 1220 after the repair", "1220"),
    ("the junior fee is now 40", "40"),
    ("van pitches go down to 16.00 this season; trailers unchanged", "16.00"),
    # a dated change, two values, no cue: no value in force read
    ("junior fees rise to 40 from May", None),
    ("fees rise to 40, then rise to 45 in autumn", None),
    ("junior fee was 30 last year", None),
])
def test_new_value(comment, value):
    from course_lib.sim.grounded.config_files import new_value

    assert new_value(comment) == value


KILN = """[kiln]
max_temp = 1240
ramp_rate = 150
; note: max temp lowered to 1220 after the element repair

[glaze]
cone = 6"""


def test_a_configuration_answer_reads_the_comment_that_changes_its_setting():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([SystemMessage(f"Answer from the kiln's settings file.\n\nContext:\n{KILN}"),
                                           HumanMessage("What is the kiln's max temp?")])
    assert not [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    assert "1220" in out.content
