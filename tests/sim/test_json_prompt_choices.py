"""Prompts that ask for JSON by words alone (issue 26, ports14): the values offered in another
sentence than the key's ("Give a binary choice 'X' or 'Y'. Return JSON with a single key
'team'."), a router that can tell nothing of a question stating a limit, and a template that puts
the question right before its next label ("{question}. Improved question:"). Prompts, keys,
values and questions invented here; cues in data/sim/patterns.yaml (respond.choice,
reading.label_sentence_end)."""

import json
import warnings

import pytest
from langchain_core.messages import HumanMessage

from course_lib import get_chat_model
from course_lib.sim.request.reading import parse_message


def _ask(text):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reply = get_chat_model("sim").invoke([HumanMessage(text)])
    return reply.content, reply.response_metadata.get("simulator_limit", "")


ROUTE = """You are an expert at routing a user question to the cellar or web search.
Use the cellar for questions on wine storage, cork taint, and decanting.
Otherwise, use web-search. Give a binary choice 'web_search' or 'cellar' based on the question.
Return the a JSON with a single key 'where' and no preamble or explanation.
Question to route: {question}"""


@pytest.mark.parametrize(("question", "where"), [
    ("At what temperature should wine storage be kept?", "cellar"),
    ("How do I spot cork taint in an old bottle?", "cellar"),
    ("Who won the 2030 Tour de France?", "web_search"),
])
def test_a_single_key_takes_the_values_offered_in_another_sentence(question, where):
    content, limit = _ask(ROUTE.format(question=question))
    assert (json.loads(content), limit) == ({"where": where}, "")


TRIAGE = """You sort support tickets for a bike shop. Send repairs of wheels, brakes and gears to the
workshop. Everything else goes to the front desk. Make a choice: 'workshop' or 'front_desk'.
Answer with a JSON object with one key 'team' and nothing else.
Ticket: {ticket}"""


def test_no_routing_task_recognised_no_offered_value_guessed():  # guard: the whole prompt is the question
    content, limit = _ask(TRIAGE.format(ticket="My rear brakes squeal whenever I stop"))
    assert json.loads(content)["team"] == "workshop" or limit


def test_offered_choice_reads_one_choice_sentence_only():
    from course_lib.sim.chat.respond import _offered_choice

    assert _offered_choice("Pick 'red' or 'blue'. Return JSON with the key 'colour'.", ["colour"]) == ["red", "blue"]
    two = "Pick 'red' or 'blue'. Or choose 'big' or 'small'. Return JSON with the key 'colour'."
    assert _offered_choice(two, ["colour"]) == []  # two offers: which belongs to the key is not said
    assert _offered_choice("Say 'red' and 'blue' are colours. Return JSON with the key 'colour'.", ["colour"]) == []


ROUTER = """You route questions for a beekeeping club. The archive holds documents on hive inspections,
swarm control and varroa treatment. Use the archive for those topics; otherwise use web_search.
Give a binary choice 'web_search' or 'archive'. Return JSON with a single key 'source'.
Question: {question}"""


def test_a_router_that_can_tell_nothing_states_a_limit():
    content, limit = _ask(ROUTER.format(question="How many minutes should a soft-boiled egg cook?"))
    assert json.loads(content)["source"] in ("web_search", "archive")
    assert limit


def test_offered_values_nothing_picks_are_a_stated_limit():
    # the archive's topics are said in a sentence the simulator does not tie to the option
    content, limit = _ask(ROUTER.format(question="When should we start varroa treatment?"))
    assert json.loads(content)["source"] == "archive" or limit


STORE = """You are an expert at routing a user question to a vectorstore or web search.
Use the vectorstore for questions on wine storage, cork taint, and decanting.
Otherwise, use web-search. Give a binary choice 'web_search' or 'vectorstore' based on the question.
Return the a JSON with a single key 'datasource' and no preamble or explanation.
Question to route: {question}"""


def test_a_router_with_no_topic_and_no_private_mark_states_a_limit():
    content, limit = _ask(STORE.format(question="How long should bread dough rise?"))
    assert json.loads(content)["datasource"] in ("web_search", "vectorstore")
    assert limit and "which source" in limit


def test_a_private_matter_goes_to_the_store_without_a_limit():  # guard
    content, limit = _ask(STORE.format(question="Where did we put the spare fridge thermometer?"))
    assert (json.loads(content), limit) == ({"datasource": "vectorstore"}, "")


def test_a_question_before_its_next_label_is_read_as_the_question():
    text = ("You improve search queries for a library catalogue.\nThe initial query:\n\n"
            "Which novels did Ilse Marwick publish after 1990?. Better query, no preamble:\n")
    sections = [(s.kind, s.value) for s in parse_message(text).sections]
    assert ("question", "Which novels did Ilse Marwick publish after 1990?") in sections


def test_a_label_after_a_short_phrase_stays_whole():  # guard: "Dr. Reyes notes:" is one label
    sections = parse_message("Dr. Reyes notes: the clinic opens at nine.").sections
    assert [s.label for s in sections] == ["Dr. Reyes notes"]
