""""I don't know." when the question names a thing no document holds (issue 26, thirteenth H3(a),
``absence.absent_name``).

Over a compose file, an SSH config or an inventory that name other services and hosts, "Does the
worker depend on rabbitmq?" used to quote the worker's other dependency, and "What's the address of
the preview host?" another host's block: the lines met the question's common words ("depend",
"address"), never its name. Now a lower-case word that stands where a name stands (the object ending
the question after a preposition and rare, or between "the" and a word the documents hold, "the
preview host") and that no document holds answers "I don't know.". A word the documents write one
edit away or as a longer or shorter form ("postgres" / "postgresql") is held, and a common word
("the main server") is no name. Notes invented for this test; the behaviour cases fail on the code
before the change, the guards pass on both.
"""

from __future__ import annotations

import pytest

from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

STACK = """services:
  worker:
    image: celery-app:3.1
    depends_on:
      - broker
  broker:
    image: eclipse-mosquitto:2
    ports:
      - "1883:1883"
"""

INVENTORY = """[webservers]
alpha.example.net ansible_host=192.0.2.10 ansible_user=deploy
beta.example.net ansible_host=192.0.2.11 ansible_user=deploy

Host gateway
    HostName 198.51.100.40
    User admin
    Port 2022
"""

PLANTS = """Greenhouse schedule
The tomato house is watered at 06:00 and 18:00.
The orchid house is misted every two hours from 08:00.
"""


@pytest.mark.parametrize(
    ("notes", "question"),
    [
        (STACK, "Which port does the worker use to talk to zookeeper?"),
        (INVENTORY, "What's the address of the preview host?"),
        (INVENTORY, "Which port does the canary gateway listen on?"),
        (PLANTS, "When is the bonsai house watered?"),
    ],
)
def test_a_name_no_document_holds_is_i_dont_know(llm, notes, question):  # noqa: F811
    text, stated = _rag(llm, notes, question)
    assert text.strip() == "I don't know.", (text, stated)


def test_a_name_no_item_of_a_list_holds_is_a_no(llm):  # noqa: F811
    # (was "I don't know." here; since configfix the compose file is read as settings, and the
    # worker's whole depends_on list, which names no rabbitmq, answers "No" (config_files.NotListed))
    text, stated = _rag(llm, STACK, "Does the worker depend on rabbitmq?")
    assert text.startswith("No:") and "rabbitmq" in text and "broker" not in text and not stated, (text, stated)


@pytest.mark.parametrize(
    ("notes", "question", "answer"),
    [
        (STACK, "Does the worker depend on the brokker?", "broker"),  # one edit from a held name
        (STACK.replace("eclipse-mosquitto:2", "postgresql:15"), "Which image runs postgres?", "postgresql"),
        (INVENTORY, "Which port does the gateway listen on?", "2022"),
        (PLANTS, "When is the tomato house watered?", "06:00"),
        (PLANTS.replace("from 08:00", "from 08:00, Monday to Friday"), "When is the orchid house misted on weekdays?",
         "08:00"),  # a time word, no name (both found by the metamorphic suite)
        (PLANTS + "The heater check starts at 23:00.\n", "When does the nightly heater check start?", "23:00"),
    ],
)
def test_a_name_the_documents_hold_is_answered(llm, notes, question, answer):  # noqa: F811
    text, _ = _rag(llm, notes, question)
    assert answer in text, text
