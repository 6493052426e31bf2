"""A prompt that asks for the title of the text it hands over gets the text's opening heading line,
or a stated limit when the text opens with no heading; never "I don't know." (issue 26, ports26:
the contextual-chunk-headers port's three titles). ``grounded/document_titles.py``, cues
``document_titles`` in ``data/sim/patterns.yaml``, threshold ``title_words``. Invented wordings,
formats and texts."""

import warnings

import pytest

from course_lib.sim import SimulatedChatModel

PROMPTS = [
    "Give the title of this article. Reply with the title only.\n\nARTICLE:\n{t}",
    "Here is a text.\n\n{t}\n\nWhat is the title of the text above? Answer with the title and nothing else.",
]

HEADED = [  # (text, its title)
    ("# Winter Care for Olive Trees in Pots\n\nOlive trees in pots need shelter when nights fall below "
     "minus five degrees. Move them against a south wall and wrap the pot, not the crown.\n\nWater "
     "sparingly: once a month is enough in a cold spell.", "Winter Care for Olive Trees in Pots"),
    ("Quarterly Safety Review: Brenton Rail Depot\n\nThree near misses were reported between April "
     "and June. Two involved shunting in poor light; one a forklift reversing without a spotter.\n\n"
     "All three were closed with new floodlights and a spotter rule.", "Quarterly Safety Review: Brenton Rail Depot"),
]

UNHEADED = ("The ferry left twenty minutes late because of fog in the harbour mouth. Once out at sea, the crossing "
            "was calm, and we reached Holm by noon.\nThe island's only café was shut, so we ate on the quay.")


def _reply(prompt, t):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(prompt.format(t=t))


@pytest.mark.parametrize("prompt", PROMPTS)
@pytest.mark.parametrize(("text", "title"), HEADED)
def test_a_headed_text_gives_its_heading(prompt, text, title):
    reply = _reply(prompt, text)
    assert not reply.response_metadata.get("simulator_limit"), reply.content
    assert reply.content.strip() == title, reply.content


MEMO = ("From the maintenance desk, 4 April\nThe lift in block B will be out of service from Monday to Wednesday "
        "while its cables are replaced. Residents of the upper floors can ask for help with shopping at the desk.")


@pytest.mark.parametrize("prompt", PROMPTS)
def test_a_memo_header_line_is_no_title(prompt):
    reply = _reply(prompt, MEMO)
    assert reply.response_metadata.get("simulator_limit"), reply.content


@pytest.mark.parametrize("prompt", PROMPTS)
def test_a_text_with_no_heading_states_a_limit(prompt):
    reply = _reply(prompt, UNHEADED)
    assert reply.response_metadata.get("simulator_limit"), reply.content
    assert "title" in reply.content, reply.content


@pytest.mark.parametrize(("question", "asked"), [
    ("What is the title of the following document?", True),
    ("Give the title of this article.", True),
    ("What's this report's title?", True),
    ("What is the title of the loan officer?", False),
    ("Which title did the boxer win in 2019?", False),
])
def test_asked_table(question, asked):
    from course_lib.sim.grounded import document_titles

    assert document_titles.asked(question) is asked


@pytest.mark.parametrize(("text", "line"), [
    ("Harvest Notes\nThe rye was cut on 2 August.", "Harvest Notes"),
    ("== Parking\nCars park on the left.", "Parking"),
    ("The rye was cut on 2 August.\nIt rained after.", None),
    ("Only one line here", None),
    # ports26b: a letter's or memo's header line is no heading
    ("From the grounds office, 12 June\nThe east gate stays locked during the fair.", None),
    ("To: all allotment holders\nWater troughs will be shut off on Friday.", None),
    ("From the Secretary of the Chess Club\nThe league match moves to Tuesday.", None),
    ("From Farm to Fork: Short Supply Chains\nLocal food travels fewer miles.", "From Farm to Fork: Short Supply Chains"),
])
def test_title_line_table(text, line):
    from course_lib.sim.grounded import document_titles

    assert document_titles.title_line(text) == line
