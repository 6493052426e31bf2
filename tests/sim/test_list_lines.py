"""A list's lines are read one by one, never as one hard-wrapped sentence (issue 26, C1).

``prose._paragraph_units`` used to join a paragraph's lines into one "sentence" unless they were
"key: value" records, line records or column rows. An ingredient list ("250 g rolled oats"), a
game record's tag pairs ('[Event "..."]', "PB[...]") and a stack trace's frames ("at
com.x.Y.z(Y.java:42)") are none of these, so the whole list was quoted as the answer, with every
wrong line in it. Now a paragraph of such lines (``prose.list_line`` in data/sim/patterns.yaml,
one line aside) is read line by line, and an upper-case title's bracketed note ("(serves 6)") is
a sentence of its own under the title. Texts and wordings are invented for this test; each
behaviour case fails on the code before the change; the last two are guards (a hard-wrapped
letter stays one sentence; a title with no note stays whole).
"""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.material import prose

_GRAMS = """Porridge bread
500 g natural yoghurt
400 g rolled oats
2 tsp bicarbonate of soda
1 tsp fine salt
3 tbsp sunflower seeds
"""

_SGF = """GM[1]
FF[4]
SZ[19]
PB[Iwamoto Kaoru]
PW[Cho Namchul]
KM[4.5]
RE[W+3.5]
"""

_JAVA = """java.lang.IllegalStateException: basket is closed
at com.shop.cart.Basket.add(Basket.java:42)
at com.shop.cart.CartService.addItem(CartService.java:117)
at com.shop.web.CartController.post(CartController.java:63)
"""

_LETTER = """Dear Ms Okonkwo,
thank you for your letter of 3 March about the repairs to
the roof, which we have now passed to our surveyor for
a full report on the damage.
"""


def _texts(text: str) -> list[str]:
    return [u.text for u in prose.units(text) if not u.heading]


@pytest.mark.parametrize("text, line", [
    (_GRAMS, "400 g rolled oats"),
    (_SGF, "PW[Cho Namchul]"),
    (_JAVA, "at com.shop.cart.CartService.addItem(CartService.java:117)"),
])
def test_a_list_line_is_a_unit_of_its_own(text: str, line: str) -> None:
    assert line in _texts(text)


def test_a_titles_bracketed_note_is_a_sentence_of_its_own() -> None:
    units = prose.units("LEMON DRIZZLE CAKE  (serves 10)\n175 g self-raising flour\n2 large eggs\n")
    assert [(u.text, u.heading) for u in units][:2] == [("LEMON DRIZZLE CAKE", True), ("serves 10", False)]


@pytest.fixture(scope="module")
def llm():
    from course_lib.sim import SimulatedChatModel

    return SimulatedChatModel()


def _rag(llm, context: str, question: str) -> str:
    from langchain_core.messages import HumanMessage, SystemMessage

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.invoke([SystemMessage("Use only the notes below.\n\nNotes:\n" + context), HumanMessage(question)])
    return out.content


def test_an_ingredient_question_quotes_its_line_only(llm) -> None:
    reply = _rag(llm, _GRAMS, "How many grams of oats go in?")
    assert "400 g" in reply and "500 g" not in reply and "bicarbonate" not in reply


def test_a_hard_wrapped_letter_stays_one_sentence() -> None:
    texts = _texts(_LETTER)
    assert any("repairs to the roof, which we have now passed" in t for t in texts)


def test_a_title_with_no_note_stays_whole() -> None:
    units = prose.units("OPENING HOURS\nThe pool opens at 7am on weekdays.\n")
    assert units[0].heading and units[0].text == "OPENING HOURS"
