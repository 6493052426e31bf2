"""The asked value stated by the chosen sentence's section heading (``composed_quotes.headed_answer``):
"Which version added dark mode?" over a changelog whose "## 2.1.0 (2027-05-04)" heads the line
"- Added: dark mode." is answered under that heading; before, it was a stated limit (the line
names no version). Guards: a heading with no figure still leaves the limit; an answer that states
the value itself needs no heading."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel


def _ask(notes: str, question: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(f"Notes:\n{notes}\n\nQuestion: {question}")
    return out.content, out.response_metadata.get("simulator_limit")


APP = ("## 2.1.0 (2027-05-04)\n- Added: dark mode for the map view.\n- Fixed: slow start on old phones.\n"
       "## 2.0.0 (2027-02-11)\n- Added: offline routes.\n- Removed: the legacy sync server.")
PLUGIN = ("# Release notes\n### v0.9.3\n* New: keyboard shortcuts for tagging\n* Fix: tags lost on rename\n"
          "### v0.9.0\n* New: bulk export of notes")
MINUTES = ("# Committee minutes\n## 12 March 2027\n- Agreed to buy a new urn for the hall.\n- Treasurer to open a savings account.\n"
           "## 9 April 2027\n- Agreed the summer fair budget.")


@pytest.mark.parametrize(("notes", "question", "head"), [
    (APP, "Which version added dark mode?", "2.1.0"),
    (PLUGIN, "In which version are there keyboard shortcuts for tagging?", "v0.9.3"),
    (MINUTES, "At which meeting did they agree to buy a new urn?", "12 March 2027"),
], ids=["app", "plugin", "minutes"])
def test_the_heading_states_the_asked_value(notes, question, head):
    text, limit = _ask(notes, question)
    assert head in text and limit is None, text


def test_a_heading_with_no_figure_leaves_the_limit():
    notes = "## Exports\n- Added: CSV export from the reports screen.\n## Imports\n- Added: Excel import."
    text, limit = _ask(notes, "Which version added CSV export?")
    assert limit is not None, text
