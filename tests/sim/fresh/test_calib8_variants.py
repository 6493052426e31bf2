"""The leftover silently wrong replies and false alarms of the invented sets (issue 26, branch
calib8), checked on variants in no set: documents, topics and wordings of their own, so no fix
is keyed to a case's strings.

- "#" comments of a text that is all comments and source (a crontab, a shell script, a TOML or
  INI file, a Makefile) are sentences that answer, not markdown headings (which never answer);
  a markdown note's "# Title" above prose, a table or a list stays a heading.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

_SYSTEM = "Answer the question using only the context below. If it is not there, say you don't know.\n\nContext:\n{context}"


def _rag(llm, context, question):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        reply = llm.invoke([SystemMessage(_SYSTEM.format(context=context)), HumanMessage(question)]).content
    return reply, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


# --- comments of source files --------------------------------------------------------------------

_BACKUP_SH = """#!/bin/sh
# copy the photo library to the NAS every Sunday night
rsync -a ~/Pictures nas:/backups/pictures
# delete snapshots older than ninety days
find /backups -mtime +90 -delete
"""
_DASHBOARD_TOML = """[dashboard]
# the admin dashboard listens on port 9400
port = 9400
# idle sessions expire after 45 minutes
session_timeout = 2700

[mail]
# alerts go to the on-call rota's shared inbox
to = "oncall@example.test"
"""
_GREENHOUSE_INI = """; greenhouse controller
[vents]
# the roof vents open above 27 degrees
open_above = 27
# they close again at dusk
close_at = sunset
"""


@pytest.mark.parametrize(("context", "question", "answer"), [
    (_BACKUP_SH, "When is the photo library copied to the NAS?", "Sunday"),
    (_DASHBOARD_TOML, "After how many minutes do idle sessions expire?", "45 minutes"),
    (_DASHBOARD_TOML, "Which port does the admin dashboard listen on?", "9400"),
    (_GREENHOUSE_INI, "Above which temperature do the roof vents open?", "27 degrees"),
])
def test_a_comment_of_a_source_file_answers_like_a_sentence(llm, context, question, answer):
    reply, limits = _rag(llm, context, question)
    assert answer in reply and not limits, (reply, limits)


def test_a_comment_file_still_says_what_it_does_not_hold(llm):
    reply, limits = _rag(llm, _DASHBOARD_TOML, "Which database does the dashboard store its users in?")
    assert "don't know" in reply.lower() or limits, (reply, limits)


@pytest.mark.parametrize("text", [
    "# Opening hours\n\nThe bakery opens at 7:00 on weekdays.\n\n# Prices\n\nA loaf costs 3 euros.\n",
    "# Menu\n\n| Dish | Price |\n|---|---|\n| Soup | 5 |\n\n# Drinks\n\n- tea\n- coffee\n",
])
def test_a_markdown_title_above_prose_a_table_or_a_list_stays_a_heading(text):
    from course_lib.sim.prose import units

    assert [u.text for u in units(text) if u.heading] == [line[2:] for line in text.splitlines() if line.startswith("# ")]
