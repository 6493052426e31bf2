"""One answer, one set of guards (issue 26): the same question over the same document gets the same
answer or the same stated limit through a plain ``invoke``, ``with_structured_output`` of a
one-string reply schema and ``create_agent(response_format=...)`` (``structured._text_path_limit``:
an answer field carries the limit the text reply states, never the quote the text path refused).

Material and wordings of my own (studios with a sauna, a car wash's bays, tennis courts); the
limit rows failed on 334c89bb (the structured and response-format answers quoted the two lines the
text path would not trust), the answer rows must stay answers on every path.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel


class Reply(BaseModel):
    """The reply to the member."""

    answer: str = Field(description="the answer to the member's question")


STUDIOS = """Studio A: £15 per hour
Studio B: £11 per hour
Sauna (with either studio): £4 per visit

Shortest booking: 3 hours.

Board decision, 3 March 2030: the weekend rate for Studio A is now £19 per hour."""

BAYS = """Bay 1: £12 per hour
Bay 2: £8 per hour
Pressure washer (with either bay): £3 per use

Shortest booking: 2 hours.

Manager's note, 5 May 2033: the Saturday price for bay 1 is now £14 per hour."""

COURTS = """Court 1: £9 per hour
Court 2: £7 per hour
Racket hire (with either court): £2 per booking

Minimum booking: 2 hours.

Club notice, 4 April 2031: the evening rate for Court 1 is now £10 per hour."""

_SYSTEM = "You are the club's bookings officer. Price list:\n\n{doc}"


def _three(doc: str, question: str) -> dict[str, tuple[bool, str]]:
    """path -> (a limit stated, the answer text)."""
    from langchain.agents import create_agent

    llm = SimulatedChatModel()
    system = _SYSTEM.format(doc=doc)
    out = {}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        m = llm.invoke([SystemMessage(system), HumanMessage(question)])
        out["invoke"] = (bool(m.response_metadata.get("simulator_limit")), m.content)
        r = llm.with_structured_output(Reply, include_raw=True).invoke([SystemMessage(system), HumanMessage(question)])
        out["structured"] = (bool(r["raw"].response_metadata.get("simulator_limit")),
                             r["parsed"].answer if r["parsed"] is not None else "")
        agent = create_agent(llm, [], system_prompt=system, response_format=Reply)
        res = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 8})
        stated = any((getattr(msg, "response_metadata", None) or {}).get("simulator_limit") for msg in res["messages"])
        sr = res.get("structured_response")
        out["response_format"] = (stated, sr.answer if sr is not None else "")
    return out


@pytest.mark.parametrize(("doc", "question", "limited"), [
    (STUDIOS, "Can I book Studio B for four hours?", True),
    (STUDIOS, "Can I book Studio B for just one hour?", False),  # the text reply's "No" (minimum_terms)
    (BAYS, "Can I book bay 2 for three hours?", True),
    (STUDIOS, "What does a sauna visit cost?", False),
    (COURTS, "How much is court 2 per hour?", False),
    (COURTS, "Can I have court 2 for only one hour?", False),  # the text reply's "No" (minimum_terms)
])
def test_the_three_paths_agree(doc, question, limited):
    got = _three(doc, question)
    assert {stated for stated, _ in got.values()} == {limited}, got
    if limited:
        assert all("can't" in text for _, text in got.values()), got  # the limit, never the quote
    else:
        assert len({text for _, text in got.values()}) == 1, got
