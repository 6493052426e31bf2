"""An absence trusted only over material that was read (``material.notation.unread_share``,
``grounded.unread_material``; issue 26). Invented material of my own: a GPS receiver's NMEA
sentences, a train's coded fault log, a cricket bowling card whose column heads are letters, a dog
walking rota keyed by its own legend, a village hall's booking notes, an INI file, a markdown
table, a JSON order. Over the coded ones "I don't know" becomes the documents limit; over prose and
the formats the reader reads it stays a plain "I don't know"."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel

NMEA = """$GPGGA,092750.000,5321.6802,N,00630.3372,W,1,8,1.03,61.7,M,55.2,M,,*76
$GPRMC,092750.000,A,5321.6802,N,00630.3372,W,0.02,31.66,280511,,,A*43
$GPGSA,A,3,10,07,05,02,29,04,08,13,,,,,1.72,1.03,1.38*0A
$GPVTG,31.66,T,,M,0.02,N,0.04,K,A*3D"""

FAULTS = """FLT 2231 CAR3 BRK PRS LO 0614Z RST OK
FLT 2232 CAR1 DR4 OBS 0702Z ISOL
FLT 2233 CAR3 HVAC TMP HI 0745Z DEFER DPT YRK
FLT 2234 CAR2 PIS NO AUD 0811Z RST OK"""

BOWLING = """Bowling - Kestrel Park CC v Elm Lane, 9 May
Bowler            O   M   R   W  Wd Nb
A. Shah           8   1  31   3   1  0
T. Mensah         6   0  40   1   2  1
D. Roy            4   0  22   0   0  0"""

ROTA = """Dog walking rota - key: M = morning, A = afternoon, E = evening
Walker   Mon Tue Wed Thu Fri
Sunita   M   A   M   -   E
Gareth   E   -   A   M   M
Lowri    A   M   -   E   A"""

HALL = """The village hall can be booked for parties on Saturdays from 10 am to 11 pm.
The main room holds 120 people standing or 80 seated. A deposit of £50 is returned after
the hall is checked. Tables and chairs are included; the kitchen costs £15 extra."""

INI = """[server]
listen_port = 9090
worker_threads = 6
request_timeout_seconds = 45
[storage]
upload_folder = /srv/uploads
max_upload_megabytes = 200"""

TABLE = """| Route | Leaves | Fare |
|---|---|---|
| Harbour loop | 08:15 | £2.40 |
| Castle hill | 09:05 | £3.10 |"""

ORDER = '{"order": {"id": "K-118", "items": [{"name": "teapot", "qty": 1}, {"name": "mug", "qty": 4}]}}'


@pytest.mark.parametrize(
    ("body", "low", "high"),
    [
        (NMEA, 0.9, 1.0),  # every line coded
        (FAULTS, 0.9, 1.0),  # a coded log
        (BOWLING, 0.5, 1.0),  # rows named by words, but every column head a letter
        (ROTA, 0.0, 0.49),  # letters its own legend spells out
        (HALL, 0.0, 0.0),  # prose
        (INI, 0.0, 0.49),  # keys that split into words
        (TABLE, 0.0, 0.0),  # a markdown table with named columns
        (ORDER, 0.0, 0.0),  # JSON: the data readers take it by its keys
        ("FLT 2231 OK", 0.0, 0.0),  # too short to measure
    ],
)
def test_the_share_of_a_document_read_as_no_words(body, low, high):
    from course_lib.sim.material.notation import unread_share

    assert low <= unread_share(body) <= high


@pytest.mark.parametrize(
    ("term", "code"),
    [
        ("QTY", 1.0), ("24012KT", 1.0), ("CAR3", 1.0), ("R", 0.5), ("acme", 0.0), ("2231", 0.0),
        ("harbour", None), ("Okafor", None), ("a", None),
    ],
)
def test_what_counts_as_a_code(term, code):
    from course_lib.sim.material.notation import _coded_term

    assert _coded_term(term) == code


@pytest.mark.parametrize(
    ("question", "body", "code"),
    [
        ("How many wickets did Shah take?", BOWLING, "W"),  # "wickets" written as the W column
        ("Which depot is the car sent to?", FAULTS, "DPT"),
        ("Was the second car isolated?", FAULTS, "ISOL"),
        ("What key is the air in?", "X:4\nT:Brae Air\nM:3/4\nL:1/8\nK:D\n|:A2 FA dB|", "K"),
        ("Who was the umpire?", BOWLING, None),  # no code starts as "umpire" does
        ("Who sponsored the match?", BOWLING, None),
        ("Which car had the fault?", FAULTS, "FLT"),  # "fault" is written only as FLT
        ("Which car had the fault in the mirror?", FAULTS, "FLT"),
        ("Which car is it?", FAULTS, None),  # every word held: nothing missing
    ],
)
def test_a_missing_word_a_code_may_write(question, body, code):
    from course_lib.sim.grounded.unread_material import abbreviated

    got = abbreviated(question, [body])
    assert (got[1] if got else None) == code


def _ask(notes: str, question: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(f"Answer from the notes.\n\nNotes:\n{notes}\n\nQuestion: {question}")
    return out.content, out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize(
    ("notes", "question"),
    [
        (BOWLING, "How many wickets did Shah take?"),
        (BOWLING, "How many runs did Mensah concede?"),
        (FAULTS, "Which car had the brake pressure fault?"),
        (FAULTS, "Was the door fault fixed?"),
    ],
)
def test_an_absence_over_codes_is_the_documents_limit(notes, question):
    text, limit = _ask(notes, question)
    assert limit and "codes" in limit, text
    assert "don't know" not in text.lower()


@pytest.mark.parametrize(
    ("notes", "question"),
    [
        (HALL, "Can we use the car park overnight?"),
        (HALL, "Is there a bar at the hall?"),
        (BOWLING, "Who was the umpire?"),  # guard: no code may write "umpire"
        (ROTA, "Does anyone get paid for walking?"),
        (TABLE, "Is there a night bus?"),
    ],
)
def test_an_absence_over_read_material_stays(notes, question):
    text, limit = _ask(notes, question)
    assert limit is None, limit
    assert "don't know" in text.lower() or "could not find" in text.lower(), text
