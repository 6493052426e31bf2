"""Three small readings of a learner's own prompt wording:
- "<someone> asks:" / "<someone> wants to know:" labels the question ("Member asks: ...", "The
  tenant wants to know: ..."), as "Question:" does (``reading.label_kind``);
- a label whose last word names a list of prices or a schedule ("Price list:", "Fees:", "Tariff:",
  "Agenda:") heads material (``pointed_material.material_label``);
- a figure joined to its unit in the question ("a 4-night stay") that no line found holds makes a
  partial answer a stated limit (``unworked_answers.unused_figure``): the answer is worked from it."""
from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage

from course_lib import SimulatorLimitWarning
from course_lib.sim.chat.model import SimulatedChatModel
from course_lib.sim.request.pointed_material import material_label
from course_lib.sim.request.reading import label_kind

RINK = """Skate hire :: 4.00 GBP per session
Public session :: 7.50 GBP adult, 5.00 GBP child
Lessons :: 12 GBP for 30 minutes
Sessions run Saturday 10:00-12:00 and Sunday 14:00-16:00"""


def _ask(prompt: str):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([HumanMessage(prompt)])
    return out.content, [w for w in caught if issubclass(w.category, SimulatorLimitWarning)]


@pytest.mark.parametrize("label", ["Member asks", "The tenant asks", "Caller wants to know", "Parent asks"])
def test_an_asker_label_is_a_question_label(label):
    assert label_kind(label) == "question"


@pytest.mark.parametrize(("label", "material"), [
    ("Price list", True), ("Fees", True), ("Tariff", True), ("Agenda", True), ("Our rates", True),
    ("Please answer briefly", False), ("Be polite", False), ("Packing list", False), ("Shopping list", False),
])
def test_labels_naming_prices_and_schedules_head_material(label, material):
    assert material_label(label) is material


@pytest.mark.parametrize(("label", "question", "want"), [
    ("Visitor asks", "How much is skate hire?", "4.00"),
    ("The customer wants to know", "How long is a lesson?", "30 minutes"),
])
def test_the_question_after_an_asker_label_is_answered_from_the_material(label, question, want):
    text, stated = _ask(f"Help the visitor with our ice rink's prices.\n\nPrice list:\n{RINK}\n\n{label}: {question}")
    assert not stated and want in text and label.split()[-1] not in text


def test_a_figure_joined_to_its_unit_that_no_line_holds_is_no_partial_answer():
    text, stated = _ask(f"Price list:\n{RINK}\n\nQuestion: What would a 3-session pass cost for an adult?")
    assert stated or "22.5" in text


NODE_IMAGE = """FROM node:20-alpine
WORKDIR /home/node/site
COPY package*.json ./
RUN npm ci --omit=dev
COPY . .
USER node
EXPOSE 3000
CMD ["node", "server.js"]"""


def test_a_directive_in_capitals_is_no_word_to_the_model():
    """"USER node" in a Dockerfile under a one-line task is material, not a prompt naming "the user"."""
    from langchain_core.messages import SystemMessage

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([SystemMessage(f"Help me understand this image build.\n\n{NODE_IMAGE}"),
                                           HumanMessage("Which port does the container expose?")])
    assert "3000" in out.content or out.response_metadata.get("simulator_limit_kind") == "documents"
