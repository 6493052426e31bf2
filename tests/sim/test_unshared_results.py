"""``course_lib.sim.grounded.unshared_results`` and ``earlier_material.for_this_question``: the result of the
tool call the assistant made for this question is the answer step's material whatever words it
shares with the question; when it shares none, the simulator (which matches words) cannot tell a
chunk that answers in other words from one on another subject, so it states a limit, never a
plain "I don't know" (issue 26, ports21). Invented wordings: a gym's house rules, a library's
loan terms, a bakery's allergens."""

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel

TABLE = [
    ("Is there somewhere to leave my bike?", ["Cycle racks stand beside the main entrance."], True),
    ("Where can I leave my bike?", ["Bikes may be left in the racks by the door."], False),  # "bike"
    ("Thanks!", ["Cycle racks stand beside the main entrance."], False),  # no content word asked
    ("How long can I keep a borrowed novel?", [""], False),  # nothing came back
    ("How long can I keep a borrowed novel?", ["Loans run for three weeks.", "Fiction: 21 days."], True),
    ("How many days until the parcel turns up?", ["Orders ship within two days by courier."], True),  # "days" names the kind
    ("How many days until the parcel turns up?", ["The parcel is delivered in two days."], False),
]


@pytest.mark.parametrize(("question", "bodies", "expected"), TABLE)
def test_retrieval_unshared(question, bodies, expected):
    from course_lib.sim.grounded.unshared_results import retrieval_unshared

    assert retrieval_unshared(question, bodies) is expected


def _thread(question, chunk, *, system=None):
    msgs = [SystemMessage(system)] if system else []
    return msgs + [
        HumanMessage(question),
        AIMessage("", tool_calls=[{"name": "search_rules", "args": {"query": question}, "id": "t1"}]),
        ToolMessage(chunk, tool_call_id="t1", name="search_rules"),
    ]


def _reply(llm, msgs):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        reply = llm.invoke(msgs)
    said = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return reply, said


ANSWERED_IN_OTHER_WORDS = [
    ("Is there somewhere to leave my bike?", "Cycle racks stand beside the main entrance of the club."),
    ("How long can I keep a borrowed novel?", "Loans run for three weeks and may be renewed twice online."),
    ("Is the brown bread safe for someone allergic to nuts?", "Our sourdough rye is baked with walnuts and pecans."),
    ("How many days until my parcel turns up?", "Orders placed before noon ship the same day and arrive within three days."),
]


@pytest.mark.parametrize(("question", "chunk"), ANSWERED_IN_OTHER_WORDS)
def test_answer_step_states_a_limit_not_i_dont_know(question, chunk):
    """The generate node (no tools bound) after the tool node: the chunk is its material."""
    reply, said = _reply(SimulatedChatModel(), _thread(question, chunk, system="Answer from the retrieved rules."))
    assert said, reply.content
    assert reply.response_metadata.get("simulator_limit")
    assert "don't know" not in reply.content.lower()


@tool
def search_rules(query: str) -> str:
    """Search the house rules of the club, the library and the bakery."""
    return ""


@pytest.mark.parametrize(("question", "chunk"), ANSWERED_IN_OTHER_WORDS)
def test_agent_loop_states_a_limit_not_i_dont_know(question, chunk):
    """The agent with the retriever bound, run to its final reply over the same chunk."""
    llm = SimulatedChatModel().bind_tools([search_rules])
    msgs = _thread(question, chunk)
    for _ in range(4):
        reply, said = _reply(llm, msgs)
        if not reply.tool_calls:
            break
        call = reply.tool_calls[0]
        msgs += [reply, ToolMessage(chunk, tool_call_id=call["id"], name=call["name"])]
    assert not reply.tool_calls
    assert said, reply.content
    assert "don't know" not in reply.content.lower()


def test_guard_shared_words_still_answer():
    """Guard (passes before too): a chunk that shares the question's words is answered from."""
    reply, said = _reply(SimulatedChatModel(), _thread(
        "How many guests may a member bring?", "Each member may bring two guests per month."))
    assert "two guests" in reply.content and not said


def test_guard_a_named_thing_the_chunk_lacks_is_not_doubted():
    """Guard (passes before too): a name the question asks about that the chunk lacks is absent."""
    reply, _ = _reply(SimulatedChatModel(), _thread(
        "Does the Zelvora pass include the sauna?", "Each member may bring two guests per month."))
    assert "two guests" not in reply.content


def test_earlier_step_for_this_question_is_its_material():
    """The call made for the question, then the turn's bare instruction: the step is this
    question's own, whatever words it shares (``for_this_question``)."""
    from course_lib.sim.request.earlier_material import for_this_question

    q = "How long can I keep a borrowed novel?"
    msgs = _thread(q, "Loans run for three weeks.") + [HumanMessage("Go on.")]
    assert for_this_question(msgs, 1, 3, q)
    other = [HumanMessage("What are the opening hours?"), *_thread(q, "Loans run for three weeks.")[1:],
             HumanMessage(q)]
    assert not for_this_question(other, 1, 3, q)


@pytest.mark.parametrize(("question", "bodies", "expected"), [
    ("Redis 的内存怎么限制？", ["数据库每天凌晨备份一次。"], True),
    ("Redis 的内存怎么限制？", ["Redis 的 maxmemory 设为 2GB。"], False),
    ("How do I limit Redis memory?", ["数据库每天凌晨备份一次。"], False),  # not a Chinese question
])
def test_latin_name_absent(question, bodies, expected):
    from course_lib.sim.grounded.unshared_results import latin_name_absent

    assert latin_name_absent(question, bodies) is expected


def test_guard_a_name_the_results_lack_keeps_i_dont_know():
    """Guard (passes before too): the question names a product none of the results hold."""
    reply, said = _reply(SimulatedChatModel(), _thread(
        "Does the Quillon membership include towels?", "Members may bring two guests per month."))
    assert not said and "two guests" not in reply.content
