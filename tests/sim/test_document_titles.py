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


COVERS = [  # (a cover whose lines in capitals stand one under the other, its title); ports76
    ("HARTWELL PARISH COUNCIL\nMINUTES OF THE APRIL MEETING\nHeld on 3 April in the village hall.\n\nSeven "
     "councillors attended. The council agreed to repaint the bus shelter and to ask the county about the "
     "potholes on Mill Lane.", "HARTWELL PARISH COUNCIL MINUTES OF THE APRIL MEETING"),
    ("RIVERSIDE ROWING CLUB\nANNUAL REPORT 2031\nPrepared by the committee for the general meeting\n\nThe club "
     "raced at nine regattas and won four of them. Membership rose to 214.", "RIVERSIDE ROWING CLUB ANNUAL REPORT 2031"),
]


@pytest.mark.parametrize("prompt", PROMPTS)
@pytest.mark.parametrize(("text", "title"), COVERS)
def test_a_cover_in_capitals_gives_all_its_title_lines(prompt, text, title):
    """The first capital line alone names the organisation, not the document (failed on start76)."""
    reply = _reply(prompt, text)
    assert not reply.response_metadata.get("simulator_limit"), reply.content
    assert reply.content.strip() == title, reply.content


def test_a_cover_line_over_a_sentence_stays_alone():
    """Guard (passes on start76 too): a capital line over lines in lower case is the title alone."""
    text = ("LOW TIDE WALKS\nThe sands can be crossed two hours either side of low water.\nAlways check the "
            "tide table at the car park before setting out.")
    assert _reply(PROMPTS[0], text).content.strip() == "LOW TIDE WALKS"


SPLIT_PROMPT = ("TASK\nName the title of the following text.\n\nAnswer with the title alone. Nothing else.\n\n"
                "TEXT\n{t}")
MARKDOWN_NOTES = [  # (a note under a markdown heading, its title): the heading opens a section of its own
    ("# Repotting a Monstera\n\nRepot in spring, one pot size up. Use a chunky mix of bark, perlite and compost, "
     "and water lightly for the first fortnight.", "Repotting a Monstera"),
    ("# Sharpening a chisel\n\nFlatten the back on a coarse stone first, then hone the bevel at thirty degrees "
     "and strop it on leather until it shaves end grain cleanly.", "Sharpening a chisel"),
]
RADIATORS = ("## Bleeding radiators\n\nTurn the heating off and let the radiators cool. Open the valve at the top "
             "with a key until water appears, then close it and check the boiler pressure.")


@pytest.mark.parametrize(("text", "title"), MARKDOWN_NOTES)
def test_a_markdown_note_under_the_label_line_gives_its_heading(text, title):
    """The prompt's own words end on the label line, the note under it is the one text (failed on start76:
    "I don't know.")."""
    reply = _reply(SPLIT_PROMPT, text)
    assert not reply.response_metadata.get("simulator_limit"), reply.content
    assert reply.content.strip() == title, reply.content


def test_a_second_level_heading_under_the_label_line():
    """Guard (passes on start76 too): a "## " heading opens no section of its own."""
    assert _reply(SPLIT_PROMPT, RADIATORS).content.strip() == "Bleeding radiators"
