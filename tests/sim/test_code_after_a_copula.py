"""A code the user types after a short word ("El código es 482913", issue 26, ports13): the
number alone is the code. ``field_readers.spaced_code`` reads a carrier's lower-case letters
before a flight number ("has tp 1361 landed": "TP 1361"), whose number has one to four digits
(as ``_SPACED_ID_RE`` reads a carrier code); before a longer number two letters are a word of the
sentence ("es", "is"), never a prefix. Found by the Spanish appointment assistant port
(tests/thirdparty/test_es_lawyer_assistant.py), whose ``verify_code`` got "ES 482913"."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool


@tool
def check_code(email: str, code: str) -> bool:
    """Check the one-time code a client received by e-mail.

    Args:
        email: the client's e-mail
        code: the code to check
    """
    return True


@pytest.mark.parametrize("question,want", [
    ("El código es 482913, mi correo es lena@ejemplo.com", "482913"),
    ("O código é 905531 e o meu e-mail é rui@exemplo.pt", "905531"),
])
def test_the_code_after_a_short_word_is_the_number_alone(question, want):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        calls = SimulatedChatModel().bind_tools([check_code]).invoke(question).tool_calls
    assert calls and calls[0]["args"].get("code") == want, calls


@pytest.mark.parametrize("question,digits,want", [
    ("has tp 1361 landed?", "1361", "TP 1361"),  # guard: a carrier's letters before a flight number
    ("el código es 482913", "482913", None),
    ("code is 77120", "77120", None),
])
def test_spaced_code_reads_carrier_numbers_of_four_digits_at_most(question, digits, want):
    from course_lib.sim.values.field_readers import spaced_code

    assert spaced_code(question, digits) == want
