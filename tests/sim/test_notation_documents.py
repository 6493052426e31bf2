""""I don't know" over a document written in a notation is no evidence of absence (issue 26,
``replies.notation_share``).

The simulator matches words. Over a METAR report, a crontab or an NMEA fix the question's words
("gusts", "days", "satellites") are never written, so "I don't know." came out as sure as over
prose that truly lacks the answer. Now, when most of a document's terms are codes, paths or
unknown letter strings and no reader takes the document by its keys (a table, key/value lines,
JSON, TOML), the reply is a stated documents limit. Notes invented for this test; each behaviour
case fails on the code before the change; the guards pass on both.
"""

from __future__ import annotations

import pytest

from tests.sim.test_written_elsewhere import _rag, llm  # noqa: F401 - the fixture

_CRONTAB = "*/15 2 * * 1-5 /usr/local/bin/rsnap --prune\n0 4 * * 0 /usr/local/bin/dbdump -z\n"
_NMEA = ("$GPGGA,123519,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,*47\n"
         "$GPRMC,123519,A,4807.038,N,01131.000,E,022.4,084.4,230394,003.1,W*6A\n")
_TAF = "TAF KJFK 121130Z 1212/1318 18012KT P6SM SCT040 BKN250\n  FM121800 20015G25KT P6SM BKN050\n"


@pytest.mark.parametrize(
    ("notes", "question"),
    [
        (_CRONTAB, "On which days does the database dump run?"),
        (_NMEA, "How many satellites does the receiver track?"),
        (_TAF, "How strong will the wind gusts be this evening?"),
    ],
)
def test_a_notation_gets_a_limit_not_i_dont_know(llm, notes, question):  # noqa: F811
    text, stated = _rag(llm, notes, question)
    assert stated and "notation" in stated[0], (text, stated)


@pytest.mark.parametrize(
    ("notes", "question"),
    [
        # prose with a code or two: the words were read, so "I don't know" stands
        ("Shelf AB12 holds the spare fuses; shelf CD40 the cables. Ask Tomasz before taking anything.\n",
         "Where are the spare batteries kept?"),
        # a TOML file is read by its keys
        ('[backup]\ntarget = "s3://vault-7/nightly"\nretain_days = 30\n\n[alerts]\nchannel = "#ops-night"\n',
         "Which database engine does the service use?"),
        # a JSON object likewise
        ('{"station": "WX-114", "elevation_m": 212, "sensors": ["t2m", "rh2m", "p_msl"]}',
         "Who installed the station?"),
    ],
)
def test_words_it_read_still_give_i_dont_know(llm, notes, question):  # noqa: F811  guard: passed before too
    text, stated = _rag(llm, notes, question)
    assert text == "I don't know." and not stated, (text, stated)


def test_the_share_of_coded_terms():
    from course_lib.sim.responders.replies import notation_share

    assert notation_share("METAR LFPG 141230Z 27012KT 9999 SCT030 12/05 Q1019 NOSIG") >= 0.9
    assert notation_share("The reading room opens at nine and closes at five on weekdays.") == 0.0
    assert notation_share("Ask Okafor or Lindqvist about the keys to the boathouse.") < 0.2  # names are words


def test_data_files_are_told_from_notations():
    from course_lib.sim.material.data_records import parses_as_data

    assert parses_as_data('{"a": 1}') and parses_as_data("[1, 2]") and parses_as_data('[x]\nport = 80\n')
    assert not parses_as_data("METAR LFPG 141230Z 27012KT 9999")
    assert not parses_as_data('[Event "Club final"]\n[Result "1-0"]\n')  # a chess game's tags
    assert not parses_as_data("The gate opens at nine.")
