"""Run-together lower-case configuration keys read as words (issue 26; twenty-first P5, seventeenth
L2, nineteenth N3, twentieth O3): ``startsecs``, ``maxclients``, ``idletimeoutms`` join their words
with no "_", "-" or capital, so a question's plain words met nothing in them and the reply fell to
the documents read as prose (a whole section run together, or a key's line quoted for a word it
shares). ``key_splits`` cuts such a key into the question's words and short forms of key parts
(data: ``key_part_short_forms``); ``config_files`` reads the cut key's words.

Files and wordings invented for this test (a print queue daemon, a chat relay, a game server, a
backup agent), none of any fresh set. Every test of the chat model's replies fails on the code
before the change (the replies were a run-together section or a look-alike key's line, e.g.
"[program:spooler]. Process_name=..."); the guards check the cut's refusals.
"""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import config_files
from course_lib.sim.material.key_splits import asked_forms, split_words
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

SPOOLER = """; /etc/supervisor/conf.d/print.conf
[program:spooler]
command=/opt/print/.env/bin/spoold --queue main --workers 8
autostart=true
startsecs=15
startretries=7
stopwaitsecs=45
user=lp

[program:previews]
command=/opt/print/.env/bin/previewd
numprocs=3
process_name=%(program_name)s_%(process_num)02d
autostart=false
"""

RELAY = """[relay]
listenport=6697
maxclients=250
idletimeoutms=90000
keepalivesecs=20
motdfile=/srv/relay/motd.txt

[logging]
logdir=/var/log/relay
"""

GAME = """[server]
maxplayers=24
tickrate=64
respawndelay=5
mapcycle=harbor,quarry,lighthouse
friendlyfire=false
"""


@pytest.mark.parametrize(("context", "question", "wanted", "not_wanted"), [
    (SPOOLER, "How many times does it retry starting the spooler?", "7", "15"),
    (SPOOLER, "how many preview processes are run", "3", "8"),
    (SPOOLER, "How long does the spooler wait when stopping?", "45", "15"),
    (RELAY, "What's the maximum number of clients?", "250", "6697"),
    (RELAY, "what is the idle timeout", "90000", "20"),
    (RELAY, "What is the keepalive in seconds?", "20", "90000"),
    (GAME, "How many players at most?", "24", "64"),
    (SPOOLER, "How many seconds does the spooler wait to stop?", "45", "15"),
])
def test_the_chat_model_answers_from_a_run_together_key(llm, context, question, wanted, not_wanted):  # noqa: F811
    reply, stated = _rag(llm, context, question)
    assert wanted in reply and not_wanted not in reply, reply
    assert not stated, stated


def test_a_yes_no_meets_a_key_by_the_head_of_a_question_word(llm):  # noqa: F811
    reply, stated = _rag(llm, SPOOLER, "Do the previews start automatically?")
    assert reply.startswith("No") and "autostart" in reply, reply
    assert not stated


@pytest.mark.parametrize(("key", "question", "words"), [
    ("startretries", "retry starting", {"start", "retry"}),
    ("numprocs", "anything", {"numb", "process"}),
    ("maxclients", "clients", {"maximum", "client"}),
    ("idletimeoutms", "idle timeout", {"idl", "timeout", "millisecond"}),  # stems
    ("stopwaitsecs", "wait", {"stop", "wait", "second"}),
])
def test_a_key_is_cut_into_asked_words_and_short_forms(key, question, words):
    assert split_words(key, asked_forms(question.split())) == frozenset(words)


@pytest.mark.parametrize(("key", "question"), [
    ("template", "anything"),  # "temp" is a short form, "late" no word the question says: no cut
    ("hostname", "where"),  # nothing of it is asked or a short form
    ("keepAliveTimeout", "keep alive"),  # split by its capitals elsewhere, not here
    ("port", "port"),  # one short word
    ("a" * 60, "a"),  # too long to be a key
])
def test_a_key_that_is_no_run_of_known_words_is_not_cut(key, question):
    assert split_words(key, asked_forms(question.split())) == frozenset()


def test_config_files_read_the_cut_words():
    found = config_files.answered("How many times does it retry starting the spooler?", [SPOOLER])
    assert isinstance(found, config_files.Answer) and found.setting.where() == "program:spooler.startretries"
