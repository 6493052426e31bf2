"""answer_forms._uncaused: a "why" over log lines must be answered by a line that states a cause,
never by one that only repeats the failure (invented logs; none from the fresh sets)."""

import warnings

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.answer_forms import _uncaused


@pytest.mark.parametrize("question,lines,uncaused", [
    ("why did the sync fail", ["2030-03-02T01:00:05Z sync[7]: sync failed, will retry"], True),
    ("how come the print job stopped", ["Apr 11 09:14:02 office cupsd[3]: job 88 stopped"], True),
    ("why did the sync fail", ["2030-03-02T01:00:04Z sync[7]: ERROR: token expired"], False),
    ("why did the sync fail", ["Apr 11 09:14:02 nas smbd[3]: share offline because the disk is full"], False),
    ("why did the sync fail", ["The sync failed on Tuesday."], False),  # no log line: prose, not judged here
    ("when did the sync fail", ["2030-03-02T01:00:05Z sync[7]: sync failed, will retry"], False),  # no "why"
    ("why did it fail", [], False),
])
def test_uncaused(question, lines, uncaused):
    assert _uncaused(question, lines) == uncaused


LOG = ("2030-03-01T01:00:02Z sync[5]: sync started\n"
       "2030-03-01T01:02:40Z sync[5]: sync finished, 212 files\n"
       "2030-03-02T01:00:02Z sync[7]: sync started\n"
       "2030-03-02T01:00:04Z sync[7]: ERROR: remote rejected the token (expired 2030-02-28)\n"
       "2030-03-02T01:00:05Z sync[7]: sync failed, will retry tomorrow\n")
PRINTS = ("Apr 11 09:14:00 office cupsd[3]: job 88 queued for hallway-laser\n"
          "Apr 11 09:14:01 office cupsd[3]: job 88: paper jam in tray 2\n"
          "Apr 11 09:14:02 office cupsd[3]: job 88 stopped\n")


@pytest.mark.parametrize("notes,question,cause", [
    (LOG, "why did the sync fail", "token"),
    (PRINTS, "why did job 88 stop", "jam"),
])
def test_a_why_over_a_log_states_a_cause_or_a_limit(notes, question, cause):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(f"Answer from the notes.\n\nNotes:\n{notes}\nQuestion: {question}")
    assert out.response_metadata.get("simulator_limit") or cause in out.content, out.content
