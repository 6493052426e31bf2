"""The invented sets read the same when their text arrives as other machines write it
(``perturbed.py``): each mode over the sets where it changed verdicts before ``plain_text``
(``lower``: before lowerfix's lower-case readers)."""

from __future__ import annotations

import importlib

import pytest

from tests.sim.fresh.perturbed import changed

_WHERE = {  # mode -> sets it changed verdicts in before plain_text (5782ee8; all six fail there)
    "curly": ["calibration_cases"],
    "crlf": ["seventeenth_set", "eighteenth_set"],
    "nbsp": ["sixteenth_set"],
    "nfd": ["seventh_set"],
    "tabs": ["sixteenth_set"],
    "lower": ["twelfth_set", "sixteenth_set"],  # human messages in lower case (both fail on d14e50e)
    "wrap": ["seventh_set"],  # hard-wrapped prose: fails before prose._rejoined (7ae341b: nl-papier right -> wrong)
    # a file's quotes made typographic: fails at 2dd664f (ts-target, ts-sourcemaps right -> wrong)
    "smartq": ["seventeenth_set"],
    # the notes inside an e-mail: fails at 2dd664f (owners-billing, owners-tax, owners-sql right ->
    # wrong, th-pool, ar-water limit -> wrong: the quoted earlier message read as the notes)
    "email": ["fourteenth_set"],
    # human messages without their question mark: fails at 2dd664f (agent-oven right -> wrong, a
    # look-alike tool called with "C"; the other sets' noq changes are right -> limit)
    "noq": ["seventh_set"],
    # the notes as a web page's HTML: fails at fd1edf3 (fifth_set 6 cases changed: slack-freeze and
    # html-aero16-weight right -> wrong; nineteenth_set 16: a .gitattributes, an fstab and a cable-car
    # timetable in <pre> read as one paragraph)
    "html": ["fifth_set", "nineteenth_set"],
    # a chat copied out of Slack (header lines, emoji codes, "(edited)"): fails at fd1edf3 (recipe-buttermilk,
    # ooo-back right -> wrong: a header line read as the message's first sentence)
    "slack": ["tenth_set"],
    # a scan's text layer (ligatures, two spaces after a full stop, a page number): fails at fd1edf3
    # (lease-deposit right -> wrong: "ﬁve weeks' rent")
    "ocr": ["ninth_set"],
    # a Word document copied (list numbering and tabs, soft hyphens, zero-width spaces, a footnote):
    # fails at fd1edf3 (elec-cheaper, owners-billing, owners-tax, owners-sql right -> wrong)
    "docx": ["fourteenth_set"],
    # tables exported as CSV, text cells quoted: fails at fd1edf3 (conv-sugar-cup, thread-same-for
    # right -> wrong: a header "1 cup" opening with a figure)
    "csv": ["sixth_set"],
}


# known changes from right to a stated limit (never to wrong), each with its reason
_ALLOWED = {
    # fix30t: "Ana and Li will drive; Marta ..." is read whole since attending_names reads a name
    # opening a list of names (was two names and a limit); typed in lower case, names are not
    # told from other words: the limit it always had there
    ("lower", "sixteenth_set"): {("json-names-list", "right", "limit")},
}


@pytest.mark.parametrize(("mode", "name"), [(m, s) for m, sets in _WHERE.items() for s in sets])
def test_a_set_reads_the_same_as_other_machines_write_it(mode, name):
    found = changed(importlib.import_module(f"tests.sim.fresh.{name}").CASES, mode)
    assert [c for c in found if c not in _ALLOWED.get((mode, name), set())] == []
