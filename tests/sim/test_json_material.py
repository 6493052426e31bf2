"""JSON asked for the reply, not JSON naming the material (issue 26, the thirty-first set's Z5):
"the records are given as JSON" describes what the prompt hands over; a prompt asks a JSON reply
only by a replying verb with JSON as its object or manner, or by an example of its keys. The cue
that masks the material's own format is ``tasks.json_material`` in data/sim/patterns.yaml.
Invented wordings (gym fee schedules, fines); none from the fresh sets."""

import json
import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.task.tasks import asks_json

ASKS = [
    # (instructions, whether they ask the reply in JSON)
    ("The fee schedule rows are given as JSON. Answer the member in one sentence.", False),
    ("The fines table is provided in JSON below; answer from it.", False),
    ("Use the JSON below to answer the question about parking fines.", False),
    ("Here are the search hits (JSON):\n", False),
    ("Read the following JSON list and say which membership is cheapest.", False),
    ("Each record is supplied as a JSON object. Quote the record you used.", False),
    ("Answer in JSON with the keys plan and price.", True),
    ("The plans are given as JSON. Reply in JSON with the key answer.", True),
    ("Return the JSON only.", True),
    ("Respond with a JSON object.", True),
    ("Use JSON.", True),
    ("Format your answer as JSON.", True),
    ("Answer in one sentence.", False),
]


@pytest.mark.parametrize("instructions,asks", ASKS, ids=[f"{i}-{a}" for i, (_, a) in enumerate(ASKS)])
def test_json_is_asked_only_for_the_reply(instructions, asks):
    assert asks_json(instructions) is asks


GYM = [
    {"page_content": "Oakfield Leisure - memberships. Off-peak membership: £24 a month, weekdays before 4 pm. "
                     "Full membership: £39 a month, any time.", "metadata": {"source": "fees.md", "section": "2"}},
    {"page_content": "Oakfield Leisure - guest passes. A guest pass lasts 7 days. The desk may renew a guest pass "
                     "once, for 3 days.", "metadata": {"source": "fees.md", "section": "5"}},
]


def _ask(question: str, system_lead: str):
    system = system_lead + "\n\n" + json.dumps(GYM, indent=2)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke([SystemMessage(system), HumanMessage(question)])


@pytest.mark.parametrize("lead", [
    "You help members of the leisure centre. The documents are given as JSON. Answer from them.",
    "You help members. The retrieved passages are provided in JSON below; answer briefly and cite the section.",
])
def test_documents_given_as_json_get_a_text_reply(lead):
    out = _ask("How much is the off-peak membership?", lead)
    assert not out.content.lstrip().startswith("{"), out.content
    assert "£24" in out.content


def test_a_json_reply_asked_beside_json_material_is_still_json():
    out = _ask("How much is the off-peak membership?",
               "The documents are given as JSON. Reply in JSON with the key answer.")
    assert json.loads(out.content)["answer"]


@pytest.mark.parametrize("question", [
    "What's the longest a guest pass can last if the desk renews it?",
    "What's the longest a guest can keep a pass if it is renewed?",
])
def test_a_superlative_asked_and_unmet_is_no_partial_answer(question):
    """The found line (the renewal) is an operand of the asked value (7 + 3 days): quoting it beside
    "I don't know that part" is no answer; the value, or a stated limit."""
    out = _ask(question, "The documents are given as JSON. Answer from them.")
    limit = out.response_metadata.get("simulator_limit")
    assert "10 days" in out.content or (limit and "don't know that part" not in out.content), out.content


LAYOUT = [
    # a prompt that describes its material's JSON layout asks no JSON reply (the fifty-sixth set's UU3 b);
    # one that asks the reply's format does, whatever else it says
    ("You answer from the stock list. The stock list is one JSON object a line.", False),
    ("The inventory, one JSON record per line:\n", False),
    ("Each line is a JSON object describing one bike for hire.", False),
    ("The data below is JSON. Say which bike is cheapest.", False),
    ("The records below are in JSON Lines format.", False),
    ("Here is the price list as JSON:\n", False),
    ("Here's our timetable in JSON:\n", False),
    ("Here’s the JSON:\n", False),
    ("Here is the CSV:\n", False),
    ("Output one JSON object per line, one per bike.", True),
    ("Reply with one JSON object per line.", True),
    ("The data below is JSON. Reply in JSON with the key total.", True),
    ("Here is the list as JSON. Return a JSON object with keys bike and price.", True),
    ("Your answer is JSON with the key answer.", True),
]


@pytest.mark.parametrize("instructions,asks", LAYOUT, ids=[f"layout{i}-{a}" for i, (_, a) in enumerate(LAYOUT)])
def test_the_materials_layout_is_no_reply_format(instructions, asks):
    """The False rows but the CSV one failed before the change; the CSV row and the True rows are
    guards (they passed before too): a reply format asked beside the layout still asks JSON."""
    assert asks_json(instructions) is asks


def test_a_json_lines_catalogue_gets_a_plain_reply():
    lines = ('{"bike": "Tandem", "rack": "R2", "per_hour": 9}\n{"bike": "Cargo trike", "rack": "R5", "per_hour": 12}\n'
             '{"bike": "Kids 20in", "rack": "R1", "per_hour": 4}')
    for lead in ("The hire list below is one JSON object a line.", "Here is the hire list as JSON:"):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            reply = SimulatedChatModel().invoke([SystemMessage(f"You help at the bike hire desk. {lead}\n\n{lines}"),
                                                 HumanMessage("which rack is the cargo trike on")]).content
        assert not reply.lstrip().startswith("{") and "R5" in reply, (lead, reply)
