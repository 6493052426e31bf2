"""``with_structured_output(<a JSON schema dict>)`` with an ``answer`` field (issue 26, the
fifty-sixth set's UL2 pi-*): the schema bound as a tool is the reply's form, so a question that
shares words with its description is no call of a tool missing its ``answer`` argument (the answer
field holds the grounded reply), and a ``"type": ["number", "null"]`` field is a number or null,
never a string. Invented notes (a climbing wall's prices, a pottery studio's terms)."""

from __future__ import annotations

import warnings

from langchain_core.messages import HumanMessage, SystemMessage

from course_lib import SimulatorLimitWarning
from course_lib.sim import SimulatedChatModel

WALL = ("Riverside climbing wall - prices\nAdult day pass: 14 pounds. Junior day pass (under 16): 9 pounds.\n"
        "A ten-visit card costs 120 pounds.\nShoe hire is 4 pounds a visit.")
POTTERY = ("Clayworks pottery studio - terms\nA six-week wheel course costs 150 pounds.\n"
           "Glazing and firing are included in the course price.\nMissed sessions cannot be carried over.")


def _schema(title, about, amount):
    return {"title": title, "description": about, "type": "object",
            "properties": {"answer": {"type": "string", "description": "the reply"},
                           amount: {"type": ["number", "null"], "description": "a sum of money in pounds, if one is asked for"}},
            "required": ["answer"]}


def _ask(schema, notes, question):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage(f"You answer from the sheet.\n\n{notes}"), HumanMessage(question)])
    return out["parsed"], [str(w.message) for w in caught if issubclass(w.category, SimulatorLimitWarning)]


def test_the_answer_field_is_no_argument_to_read_from_the_question():
    """A guard (passes before the change too): the answer field holds the grounded reply, no
    "can't call the tool" limit (the unit case is test_argument_asks's structured-schema test)."""
    parsed, said = _ask(_schema("PotteryReply", "A reply to a student about the pottery course terms.", "fee_gbp"),
                        POTTERY, "is glazing included in the pottery course")
    assert "Glazing and firing are included" in parsed["answer"]
    assert not any("call the tool" in s for s in said)


def test_a_nullable_number_is_never_a_string():
    for question in ("can i bring my dog", "how much is the ten visit card"):
        parsed, _ = _ask(_schema("WallReply", "A reply to a climber.", "cost_gbp"), WALL, question)
        assert parsed["cost_gbp"] is None or isinstance(parsed["cost_gbp"], int | float), (question, parsed)


TENNIS = ("Hillside tennis coaching - fees\nJuniors aged 8-11 £45 per term.\nSeniors aged 12-17 £60 per term.\n"
          "Rackets can be borrowed free.")


def test_the_amount_is_the_answers_money_not_its_range():
    """"Seniors aged 12-17 £60": the amount field beside the answer takes £60 (never 17, read as
    "17 £"), and "a sum of money in pounds" is an amount, no total to doubt."""
    schema = _schema("TennisReply", "A reply to a parent.", "price_gbp")
    for question, amount in (("how much is it for seniors", 60), ("juniors fee?", 45), ("can we borrow rackets", None)):
        parsed, said = _ask(schema, TENNIS, question)
        assert parsed["price_gbp"] == amount and not said, (question, parsed, said)
