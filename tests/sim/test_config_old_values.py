"""Configuration files whose comments hold a setting's old or default value, and settings asked in
everyday words (issue 26, the thirty-fifth set's toml-max-players / toml-warning-time): the
comment's value is not the setting's (``config_files.old_value_comments``; a ``.env`` value ends at
its " #" comment), a key's word stands for an everyday question word (``config_key_synonyms``:
players / people), and a clock-time setting less its section's lead setting answers a when-question
about the lead (``config_files.lead_time``: "notify_minutes"). Files and wordings of my own."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded import config_files

LOBBY = """# quiz night lobby
[lobby]
title = "Friday quiz"
max_guests = 12        # was 8 before the upgrade
port = 4100
"""

BACKUP = """# jobs.toml - nightly jobs on the file server
[backup]
starts_at = "01:30"
notify_minutes = 20
keep = 5

[mail]
sender = "ops@example.org"
"""

OVEN = """[oven]
start = "18:00"
delay_hours = 2
fan = true
"""


def _ask(config: str, question: str):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([SystemMessage("You help with config files."),
                                           HumanMessage(f"here is the file:\n```toml\n{config}```\n{question}")])
    return out.content, [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


def test_people_asked_for_a_key_that_counts_guests():
    reply, stated = _ask(LOBBY, "how many people can be in the lobby at once?")
    assert "12" in reply and "8" not in reply and not stated


def test_a_lead_setting_taken_off_a_clock_time():
    reply, stated = _ask(BACKUP, "what time are users notified about the backup?")
    assert "01:10" in reply and not stated


def test_the_reader_of_lead_and_lag():
    assert config_files.lead_time("when is the oven delayed start?", [OVEN]).value() == "20:00"
    assert config_files.lead_time("when does the backup run?", [BACKUP]) is None  # no lead named


@pytest.mark.parametrize("quote, kept, cut", [
    ("[lobby] max_guests = 12 # was 8 before the upgrade port = 4100.", "port = 4100", "was 8"),
    ("retries = 5 ; previously 3", "retries = 5", "previously 3"),
    ("max_guests = 12 # default: 4", "max_guests = 12", "default"),
])
def test_an_old_value_comment_is_cut_from_a_quote(quote, kept, cut):
    out = config_files.old_value_comments(quote, [LOBBY])
    assert kept in out and cut not in out


def test_an_env_value_ends_at_its_comment():
    parsed = config_files.parse("UPLOAD_LIMIT_MB=50   # default 10\nAPP_NAME=gallery\nTOKEN=\"a#b\"\n")
    values = {s.path[-1]: s.value for s in parsed.settings}
    assert values == {"UPLOAD_LIMIT_MB": "50", "APP_NAME": "gallery", "TOKEN": "a#b"}
