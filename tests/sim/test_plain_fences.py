"""A labelled block fenced whole as plain text or program output ("Log excerpt:\\n```\\n<log>\\n```",
issue 26, from my probe grounded_m): the fence only sets the lines apart; they are material to read,
so the grounded reply reads them (it gave a trusted "I don't know." when they were read as code). A
fence naming a programming language stays code."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage

from course_lib.sim.material.documents import labelled_document

RUNS = """TIME   RUNNER   RESULT   NOTE
06:10  Aoife    DNF      cramp at 8 km
06:12  Bilal    FINISH   41:05
06:15  Chen     DNS      not at the start"""


@pytest.mark.parametrize("fence", ["```", "```text", "~~~", "```console"])
def test_a_plain_fence_is_unwrapped(fence):
    close = fence[:3]
    (doc,) = labelled_document(f"{fence}\n{RUNS}\n{close}")
    assert doc.body == RUNS


def test_a_code_fence_stays():
    code = "```python\nprint('hi')\n```"
    (doc,) = labelled_document(code)
    assert doc.body == code


def test_a_fenced_log_is_read():
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([HumanMessage(f"Race log:\n```\n{RUNS}\n```\nwhy did Aoife not finish")])
    assert "cramp" in out.content, out.content
