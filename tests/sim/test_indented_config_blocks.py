"""Block configuration files whose blocks are made by indentation (issue 26; twenty-third
ha-backup, mixed_g ssh-port, leftovers_h): an unindented keyword line (``Host buildbox``,
``backend api_pool``, ``global``) opens a block of the indented ``key value`` lines under it
(``ssh_config``, ``haproxy.cfg``), so a question naming a block reads that block's keys
(``config_files._heading``). Before, such a file was no configuration at all (its bare heading
lines failed the directive reader) and the prose reader quoted a whole block or both hosts'
ports. Also: a key is not cut into a question word's head and an unknown rest ("backend" asked
"backup" is no "back" + "end", ``key_splits``), which tied a backend's name with its backup server.

Files and wordings invented for this test.
"""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import config_files
from course_lib.sim.material.key_splits import asked_forms, split_words
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

MAIL = """# ~/.mbsyncrc-like accounts file
Account college
    Server imap.college.example
    Login r.okafor
    Port 993
    Folder Inbox

Account home
    Server mail.home.example
    Login rosa
    Folder Archive
"""

PROXY = """global
    maxconn 800

frontend lobby
    bind *:7070
    default_backend quiz_pool

backend quiz_pool
    balance first
    server quizA 172.16.3.5:5000 check
    server quizB 172.16.3.6:5000 check backup

backend stats_pool
    balance uri
    server st1 172.16.3.9:6000 check
"""

PRINTERS = """Queue studio
    driver postscript
    duplex off
    tray A3

Queue office
    driver pcl6
    duplex on
    tray A4
"""

ANSWERED = [
    (MAIL, "What login does the college account use?", "r.okafor"),
    (MAIL, "which port does college use", "993"),
    (MAIL, "What's the home account's server?", "mail.home.example"),
    (PROXY, "Which balance does stats_pool use?", "uri"),
    (PROXY, "Which server in quiz_pool is the backup?", "quizB 172.16.3.6:5000 check backup"),
    (PRINTERS, "Which tray does the office queue use?", "A4"),
    (PRINTERS, "What driver does the studio queue use?", "postscript"),
]


@pytest.mark.parametrize(("doc", "question", "value"), ANSWERED)
def test_a_question_naming_a_block_reads_that_blocks_key(doc, question, value):
    found = config_files.answered(question, [doc])
    assert isinstance(found, config_files.Answer), found
    assert found.setting.written() == value, found


def test_a_yes_no_reads_the_named_blocks_switch():
    assert config_files.answered("Is duplex on for the studio queue?", [PRINTERS]).yes_no is False
    assert config_files.answered("Is duplex on for the office queue?", [PRINTERS]).yes_no is True


def test_a_block_that_sets_nothing_asked_is_said_to():
    found = config_files.answered("What port does the home account use?", [MAIL])
    assert isinstance(found, config_files.Unset), found
    assert "not mention port for Account home" in found.text()


def test_the_same_key_in_two_blocks_asked_of_neither_ties():
    found = config_files.answered("Which tray is used?", [PRINTERS])
    assert isinstance(found, config_files.Tied) and {s.written() for s in found.settings} == {"A3", "A4"}


@pytest.mark.parametrize("doc", [
    # headings over indented prose, a poem, a list of chores: no block of settings
    "Monday\n    Meet at the boathouse at 8.\n    Bring your own gloves.\n\nTuesday\n    Rest day.\n",
    "The tide\n    comes in slow\n    and leaves the stones\n",
    "Chores for the week\n    hoover the stairs\n    water the plants on the landing\n",
])
def test_headings_over_indented_prose_are_no_configuration(doc):
    assert config_files.parse(doc) is None


def test_the_chat_model_names_the_backup_server_only(llm):  # noqa: F811
    text, stated = _rag(llm, PROXY, "which server is the backup")
    assert "quizB" in text and "quizA" not in text and not stated, (text, stated)


def test_the_chat_model_reads_the_named_hosts_port(llm):  # noqa: F811
    text, stated = _rag(llm, MAIL, "what port does the college account use")
    assert "993" in text and "mail.home" not in text and not stated, (text, stated)


@pytest.mark.parametrize(("key", "question"), [
    ("backend", "backup"),  # "back" only opens "backup"; "end" is unknown: no cut
    ("default_backend", "backup server"),
    ("outstanding", "outside"),  # "outs" opens "outside"; "tanding" is unknown
])
def test_a_words_head_beside_an_unknown_rest_is_no_cut(key, question):
    assert split_words(key, asked_forms(question.split())) == frozenset()


def test_a_words_head_beside_an_asked_word_is_still_a_cut():  # a guard
    assert {"restart", "automatical"} <= split_words("autorestart", asked_forms(["restart", "automatically"]))
