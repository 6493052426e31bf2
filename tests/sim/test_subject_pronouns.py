"""``course_lib.sim.grounded.subject_pronouns``: a follow-up's pronoun read as the previous
question's subject ("How much does it cost?" after "When is the pottery class?") or the one name
the previous answer gave, so the follow-up is answered on its own words, not with the previous
question's form (issue 26: a follow-up's pronoun resolved from the previous turn). Table-driven on
invented wordings, then through the simulator (a message list, and a retriever tool in
``create_agent``)."""

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.subject_pronouns import resolved

GARAGE = """Kestrel Motors - services
Winter tyre check: 20 minutes, done on Mondays only. Price: £15.
Full valet: takes 3 hours. £85 for a saloon.
The service manager is Ngozi Ibe; she answers calls from 9am.
"""

CASES = [
    ("How much is it?", "When can I get the winter tyre check?", "Mondays only.", "How much is the winter tyre check?"),
    ("And how long does that take?", "What does the full valet cost?", "£85 for a saloon.",
     "And how long does the full valet take?"),
    ("What's its price?", "When is the winter tyre check done?", "On Mondays.", "What's the winter tyre check's price?"),
    ("When does she answer calls?", "Who is the service manager?", "Ngozi Ibe.", "When does Ngozi Ibe answer calls?"),
    ("How much is the full valet?", "When is the winter tyre check?", "Mondays.", None),  # names its own subject
    ("Is it open on Sundays?", "What's the weather like?", "Sunny.", None),  # no subject the notes write
    ("When does he start?", "Who is the service manager?", "Ngozi Ibe, since 2019, for all calls and bookings.", None),
    ("Is it worth booking ahead?", "When is the full valet?", "Any day.", None),  # "it" stands for nothing
    ("Is it ok to wait there?", "How long does the full valet take?", "3 hours.", None),
]


@pytest.mark.parametrize(("question", "previous", "answer", "want"), CASES)
def test_resolved(question, previous, answer, want):
    assert resolved(question, previous, answer, [GARAGE]) == want


def _thread(*turns):
    msgs = [SystemMessage(f"Answer from these notes only.\n\n{GARAGE}")]
    msgs += [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    return SimulatedChatModel().invoke(msgs)


def test_a_follow_up_asks_the_previous_subject_on_its_own_words():
    reply = _thread("When can I get the winter tyre check?", "Mondays only.", "How much is it?")
    assert "£15" in reply.content and "£85" not in reply.content
    assert not reply.response_metadata.get("simulator_limit")


def test_that_stands_for_the_previous_subject():
    reply = _thread("What does the full valet cost?", "£85 for a saloon.", "And how long does that take?")
    assert "3 hours" in reply.content and "20 minutes" not in reply.content


def test_through_a_retriever_agent_with_memory():
    from langchain.agents import create_agent
    from langchain_core.callbacks import CallbackManagerForRetrieverRun
    from langchain_core.documents import Document
    from langchain_core.retrievers import BaseRetriever
    from langchain_core.tools import create_retriever_tool
    from langgraph.checkpoint.memory import MemorySaver

    class Lines(BaseRetriever):
        def _get_relevant_documents(self, query: str, *, run_manager: CallbackManagerForRetrieverRun):
            return [Document(page_content=line) for line in GARAGE.splitlines()[1:] if line]

    tool = create_retriever_tool(Lines(), "search_services", "Search the garage's services.")
    agent = create_agent(SimulatedChatModel(), [tool], system_prompt="Search the services first.",
                         checkpointer=MemorySaver())
    cfg = {"configurable": {"thread_id": "a"}, "recursion_limit": 10}
    agent.invoke({"messages": [HumanMessage("When can I get the winter tyre check?")]}, cfg)
    out = agent.invoke({"messages": [HumanMessage("How much is it?")]}, cfg)["messages"][-1]
    assert "£15" in out.content and "£85" not in out.content


def test_through_a_retriever_agent_when_the_it_is_put_as_the_previous_words():
    """"How much does it cost?" after "When is the yoga class?": the question is also read with the
    previous question's words for its "it" (``conversation.documented_subject``); it is still asked on
    its own words, not answered with the previous answer (``follow_up_answers.subject_pronoun``)."""
    from langchain.agents import create_agent
    from langchain_core.callbacks import CallbackManagerForRetrieverRun
    from langchain_core.documents import Document
    from langchain_core.retrievers import BaseRetriever
    from langchain_core.tools import create_retriever_tool
    from langgraph.checkpoint.memory import MemorySaver

    rows = ["Yoga class: Tuesdays 19:00-20:00 in the hall, led by Ana Ruiz. £7 a session.",
            "Table tennis: Fridays 18:00-21:00 in the gym. £3 for members, £5 for guests."]

    class Rows(BaseRetriever):
        def _get_relevant_documents(self, query: str, *, run_manager: CallbackManagerForRetrieverRun):
            return [Document(page_content=r) for r in rows]

    tool = create_retriever_tool(Rows(), "search_classes", "Search the leisure centre's classes.")
    agent = create_agent(SimulatedChatModel(), [tool], system_prompt="Search the classes first.",
                         checkpointer=MemorySaver())
    cfg = {"configurable": {"thread_id": "b"}, "recursion_limit": 10}
    agent.invoke({"messages": [HumanMessage("When is the yoga class?")]}, cfg)
    out = agent.invoke({"messages": [HumanMessage("How much does it cost?")]}, cfg)["messages"][-1]
    assert "£7" in out.content and "£3" not in out.content, out.content
