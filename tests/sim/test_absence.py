""""I don't know" only with evidence of absence (issue 26, ``course_lib.sim.grounded.absence``).

Over prose the simulator reads sentence by sentence, its "I don't know." is evidence that the
answer is absent. Over a listing, a schedule, a sign or a log it reads lines by their words, and
the answer may be written there in a form it does not read ("Last return 19:00" for "the latest I
can bring it back"; "draining" for "taken out of service"). Then, when the closest line is on the question's subject (a topical word
shared, not only the document's title) and no name or code of the question is missing, "I don't
know." becomes a stated documents limit. Notes invented for this test; the behaviour cases fail on
the code before the change (no module ``absence``, a plain "I don't know."); the guards pass on both.
"""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import absence
from tests.sim.test_written_elsewhere import _rag, llm  # noqa: F401 - the fixture

_NODES = "Node        Status     Uptime\nedge-1      healthy    41d\nedge-2      draining   2h\nedge-3      healthy    41d\n"
_TANKS = "Tank     Level    Alert\nT-1      81%      -\nT-2      4%       refill\nT-3      55%      -\n"
_ROUTERS = "Router   Uplink   Latency\nr-north  up       4 ms\nr-south  flapping 310 ms\nr-east   up       6 ms\n"
_SHIPMENT = "SHIPMENT 4471-QX\nCarrier:      Parcelnet\nDispatched:   03/03/2027\nETA:          06/03/2027\n"
_PLANT = "Plant care card\nLight:    bright, indirect\nWater:    when top 2 cm dry\nFeed:     monthly, spring-summer\n"
_SERVERS = "Server   CPU   Mem   State\nalpha    12%   3.1G  up\nbravo    97%   7.8G  degraded\n"
_NOTICE = ("Library notice: the reading room opens at 9 am and closes at 5 pm on weekdays. Group study rooms "
           "must be booked at the front desk.")


@pytest.mark.parametrize(
    ("notes", "question"),
    [
        (_NODES, "Which node is being taken out of service?"),  # "draining"
        (_TANKS, "Which tank is nearly empty?"),  # "4%  refill"
        (_ROUTERS, "Which router keeps going up and down?"),  # "flapping"
    ],
)
def test_records_on_the_subject_get_a_limit_not_i_dont_know(llm, notes, question):  # noqa: F811
    text, stated = _rag(llm, notes, question)
    assert stated and "records" in stated[0], (text, stated)
    assert "I don't know" not in text


@pytest.mark.parametrize(
    ("notes", "question"),
    [
        (_NOTICE, "Can I bring my dog into the reading room?"),  # prose read in full
        (_SHIPMENT, "Which warehouse packed shipment 9902-ZZ?"),  # its code is not there
        (_SERVERS, "Which coffee blend does the office buy?"),  # its subject is not there
        (_PLANT, "What is the Latin name of this plant?"),  # only the title ("this plant") is shared
    ],
)
def test_evidence_of_absence_keeps_i_dont_know(llm, notes, question):  # noqa: F811  guard: passed before too
    text, stated = _rag(llm, notes, question)
    assert text == "I don't know." and not stated, (text, stated)


def _features(**changed):
    from course_lib.sim.grounded.absence import Features

    base = dict(coverage=0.45, on_subject=True, unit="record", names=0, names_found=0, rare_name_absent=False,
                terms=2, terms_found=1, asked="", asked_held=False, prose=0.1, sentence_words=3.0)
    base.update(changed)
    return Features(**base)


@pytest.mark.parametrize(
    ("changed", "trusted"),
    [
        ({}, False),  # records, the closest one on the subject: no evidence of absence
        ({"prose": 0.8}, True),  # prose read sentence by sentence
        ({"rare_name_absent": True}, True),  # "ZX-900" asked, no document names it
        ({"on_subject": False}, True),  # only the asked kind or the title shared
        ({"coverage": 0.1}, True),  # the closest line shares little of the question
        ({"asked": "money", "asked_held": False}, True),  # a price asked, no unit states one
        ({"asked": "money", "asked_held": True}, False),
    ],
)
def test_when_i_dont_know_is_trusted(changed, trusted):
    from course_lib.sim.grounded.absence import trusted as is_trusted

    assert is_trusted(_features(**changed)) is trusted


def test_features_read_a_listing():
    from course_lib.sim.grounded import absence
    from course_lib.sim.material.documents import Document
    from course_lib.sim.request.reading import Request
    from course_lib.sim.words.knowledge import Knowledge
    from course_lib.sim.words.matching import Matcher

    request = Request(system="", human="", question="Which node is being taken out of service?", instructions="",
                      documents=[Document(None, "", _NODES, 1)])
    found = absence.features(request, Matcher(Knowledge.load()))
    # (a fixed-width listing reads as a table's rows: ``data_records.fixed_width_table``)
    assert found.prose == 0.0 and found.on_subject and found.unit in ("row", "table"), found
    assert absence.features(Request(system="", human="", question="Why?", instructions=""),
                            Matcher(Knowledge.load())) is None


@pytest.mark.parametrize(("setting", "limited"), [
    ({}, True),
    ({"absence_prose_share": 0.0}, False),  # every document counts as prose read in full
    ({"absence_coverage": 0.99}, False),  # the closest line must cover nearly all of the question
])
def test_the_thresholds_are_data(tmp_path, monkeypatch, setting, limited):
    import yaml

    from course_lib.sim.words import thresholds

    shipped = yaml.safe_load(thresholds._path().read_text(encoding="utf-8"))
    path = tmp_path / "thresholds.yaml"
    path.write_text(yaml.safe_dump({**shipped, **setting}), encoding="utf-8")
    monkeypatch.setattr(thresholds, "_path", lambda: path)
    # the rule itself, on the listing's features (the pipeline may state the table's data-keys
    # limit first, whatever these thresholds say)
    from course_lib.sim.grounded import absence
    from course_lib.sim.material.documents import Document
    from course_lib.sim.request.reading import Request
    from course_lib.sim.words.knowledge import Knowledge
    from course_lib.sim.words.matching import Matcher

    request = Request(system="", human="", question="Which node is being taken out of service?", instructions="",
                      documents=[Document(None, "", _NODES, 1)])
    found = absence.features(request, Matcher(Knowledge.load()))
    assert (not absence.trusted(found)) is limited, found


# --- a table row the question names: "I don't know." is not trusted (L4 of the seventeenth set) ---

_WALKS = """Walking week
Day   Fell        Distance (mi)
Mon   Catbells    3.5
Wed   Blencathra  7.9
Fri   Skiddaw     9.1
"""

_ROOMS = """| Room | Seats | Projector |
|---|---|---|
| Lovelace | 12 | yes |
| Turing | 30 | no |
"""

_BAND = """Rehearsal rota
Week   Lead       Venue
1      Priya      church hall
2      Tomasz     scout hut
"""


@pytest.mark.parametrize(("question", "body", "row"), [
    ("How far did I walk on Wednesday?", _WALKS, "Wed"),
    ("How many seats has Lovelace got?", _ROOMS, "Lovelace"),
    ("Is Lovelace step-free?", _ROOMS, ""),  # no column of the question's: it may well be absent
    ("Does the scout hut have parking?", _BAND, ""),  # not the key column
    ("Who is the caretaker?", _BAND, ""),
])
def test_row_named(question, body, row):
    from course_lib.sim.grounded.absence import row_named

    assert row_named(question, [body]) == row


@pytest.mark.parametrize(("context", "question"), [
    (_WALKS, "How far did I walk on Wednesday?"),
    (_WALKS, "how far did we go on friday"),
])
def test_i_dont_know_over_a_named_row_is_a_stated_limit(context, question):
    import warnings

    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib import SimulatorLimitWarning
    from course_lib.sim.chat.model import SimulatedChatModel

    system = ("Answer the question using only the context below. If the context does not contain the answer, "
              "say you don't know.\n\nContext:\n" + context)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([SystemMessage(system), HumanMessage(question)])
    assert out.content != "I don't know." and any(issubclass(w.category, SimulatorLimitWarning) for w in caught)


# --- a rank over list items that each state a measured value (twentyfixB, O1) ------------------

_RUN_SHEET = """Harbour festival - stage running order
- Brass band warm-up (Pier Players, 15 min)
- Sea shanty choir (Rope Works Singers, 40 min)
- Poetry slam (open mic, 25 min)
- Fireworks briefing (Harbour Master, 10 min)
"""

_PACKING = """Camping gear for the Beara trip
1. Tent with footprint (2.4 kg)
2. Sleeping bag (1.1 kg)
3. Stove and two gas canisters (0.9 kg)
4. Food for three days (3.2 kg)
"""

_WALKS = """Walks from the village hall
- Lough loop, mostly flat (6 km)
- Ridge path to the mast (14 km)
- Woodland trail with the kids (3 km)
- Coast road and back (9 km)
"""


@pytest.mark.parametrize("doc, question", [
    (_RUN_SHEET, "which act gets the most time on stage"),
    (_PACKING, "What's the heaviest thing I'm carrying?"),
    (_WALKS, "which walk covers the most ground"),
])
def test_a_rank_over_measured_list_items_is_a_stated_limit_not_i_dont_know(llm, doc, question):  # noqa: F811
    reply, limits = _rag(llm, doc, question)
    assert limits, reply
    assert reply != "I don't know."


def test_list_items_stating_one_measured_kind_are_counted():
    from course_lib.sim.grounded.absence import measured_items

    assert measured_items((_RUN_SHEET,)) == 4
    assert measured_items(("- milk\n- eggs\n- bread\n",)) == 0


# --- a comparison ("which ... more / less / fewer ...") over rows is worked out, not read --------

_ATTENDANCE = """Pupil record, term 2
Name       Absent  Late
Aoife        3      1
Bartek       1      4
Chidi        5      0
"""

_TYRES = """Tyre check, Ford Transit
          Tread (mm)   Pressure (psi)
Front L      5.2          55
Front R      4.1          55
Rear L       6.0          62
"""

_BIKE_FIT = """Bike fit notes
        Saddle (cm)   Reach (cm)
Road       74.5          52
Gravel     73.0          49
"""


@pytest.mark.parametrize("doc, question", [
    (_ATTENDANCE, "Who was less punctual?"),
    (_TYRES, "which tyre is more worn"),
    (_BIKE_FIT, "Which bike is more stretched out?"),
])
def test_a_comparison_over_rows_is_a_stated_limit_not_a_quiet_row(llm, doc, question):  # noqa: F811
    reply, limits = _rag(llm, doc, question)
    assert limits, reply


@pytest.mark.parametrize("question, worked", [
    ("Which eye is more long-sighted?", "rank"), ("who has fewer points", "rank"),
    ("Is there more parking at the back?", ""), ("Tell me more about the tyres", ""),
])
def test_a_comparison_question_is_worked(question, worked):
    from course_lib.sim.grounded.absence import asks_worked

    assert asks_worked(question) == worked


def test_a_comparison_naming_its_alternatives_is_read_from_their_lines():
    from course_lib.sim.grounded.absence import asks_worked

    assert asks_worked("Which was more filling, the soup or the stew?") == ""


# --- record-shaped units are no prose (calib): a chat line, a setting, a line of figures ---------

@pytest.mark.parametrize(
    ("unit", "record"),
    [
        ("[12/11/2026, 19:04:51] Ines: yes, I booked three slots", True),  # a chat export's message
        ("2026-11-14 08:02:11 INFO api up and serving", True),  # a log line
        ("09:02 Ana: the export job failed again overnight.", True),  # minutes by the clock
        ("MAX_UPLOAD_MB = 20", True),  # a setting
        ("export PATH=/usr/local/bin", True),
        ("DNF = did not finish.", True),  # a legend's key
        ("50 free 31.42 28 May.", True),  # a row pasted without its columns
        ("2 x 4.50 9.00 brass hinges.", True),  # a receipt's line
        ("The meeting starts at 9:30 in room 4.", False),  # prose with a time in it
        ("We meet at the pier at dawn and shoot until the light goes.", False),
        ("Total 26.39 paid by card.", False),  # one figure among words
        ("In 2019 we moved house 3 times.", False),
        ("If x = 3 the loop stops.", False),  # "=" inside a sentence
        ("Subtotal 21.99.", False),  # too short to tell
    ],
)
def test_record_shaped(unit, record):
    assert absence.record_shaped(unit) is record


def test_record_shaped_reads_its_threshold_from_data(monkeypatch):
    from course_lib.sim.words import thresholds

    real = thresholds.threshold
    monkeypatch.setattr(thresholds, "threshold",
                        lambda name: 0.9 if name == "absence_record_figures" else real(name))
    assert not absence.record_shaped("2 x 4.50 9.00 brass hinges.")  # 3 figures of 5 tokens: under 0.9


_RECEIPT = "Harbour Hardware, Quay Street\n2 x 4.50 9.00 brass hinges.\n1 x 12.99 12.99 wood glue.\nSubtotal 21.99.\nVAT 20% 4.40.\nTotal 26.39 paid by card.\n"
_RESULTS = ("Spring Sprint triathlon - Women 40-44\nPos  Name            Club           Time\n"
            "1    Hana Kowal      Tri Leeds      1:08:44\n2    Rosa Delgado    Vigo Tri       1:11:02\n"
            "-    Ama Boateng     Accra Ironmen  DNF\nDNF = did not finish. DSQ = disqualified.\n")


def test_a_receipt_read_as_sentences_is_not_prose():
    assert absence.prose_share((_RECEIPT,)) < 0.5  # 1.0 before: every line a "sentence"
    assert absence.record_share((_RECEIPT,)) > 0.5
    assert absence.record_share(("",)) == 0.0


def test_a_count_over_a_results_table_with_a_legend_is_a_stated_limit(llm):  # noqa: F811
    # the legend ("DNF = did not finish.") counted as prose made the table half prose, and "I don't
    # know." was trusted for a count the rows give (two finished)
    text, stated = _rag(llm, _RESULTS, "How many athletes completed the race?")
    assert stated and "I don't know" not in text, (text, stated)


# --- the documents ask the question themselves (calib): a chat's question, its reply below --------

_KICKOFF = ("[14/05/2027, 20:01] Leo: what time is the five-a-side kick-off on sunday?\n"
            "[14/05/2027, 20:03] Aisha: 11am, pitch 4\n[14/05/2027, 20:05] Leo: cheers, I'll bring the bibs\n"
            "[14/05/2027, 20:09] Aisha: Ravi is away so we need a keeper\n")
_OPS = ("#ops, Tuesday\nnina: how long was the checkout outage this morning?\n"
        "omar: about 40 minutes, payments were queued\nnina: thanks\nomar: postmortem on Thursday\n")


@pytest.mark.parametrize(
    ("notes", "question", "back"),
    [
        (_KICKOFF, "What time is kick-off on Sunday?", True),  # asked, "11am" right after
        (_OPS, "How long did the checkout outage last?", True),  # "about 40 minutes" right after
        (_OPS, "How long did the search outage last?", False),  # the notes' question is another outage's
        (_KICKOFF, "What time is kick-off on Saturday?", False),  # a name of the question the notes' question lacks
        (_KICKOFF, "How much does the kick-off cost?", False),  # no amount after it
        (_OPS, "When is the postmortem?", False),  # no question of the notes on it
    ],
)
def test_asked_back(notes, question, back):
    from course_lib.sim.grounded import evidence
    from course_lib.sim.material.documents import Document
    from course_lib.sim.words import quantities
    from course_lib.sim.words.knowledge import Knowledge
    from course_lib.sim.words.matching import Matcher

    matcher = Matcher(Knowledge.load())
    docs = [Document(source=None, title="", body=notes, number=1)]
    concepts = evidence.gather(matcher, question, docs).question.concepts
    names = {c.key for c in concepts if c.is_name or c.kind == "code"}
    topical = {c.key: c.weight for c in concepts
               if c.key not in names and c.key_term and not c.answer_type and c.kind != "type"}
    kind = quantities.asked_type(quantities.question_core(question))[0]
    assert absence.asked_back(matcher, docs, names, topical, kind) is back


@pytest.mark.parametrize(
    ("notes", "question"),
    [
        (_KICKOFF, "What time is kick-off on Sunday?"),
        (_OPS, "How long did the checkout outage last?"),
    ],
)
def test_a_question_the_notes_ask_and_answer_below_gets_a_limit_not_i_dont_know(llm, notes, question):  # noqa: F811
    text, stated = _rag(llm, notes, question)
    assert stated and "ask" in stated[0], (text, stated)
    assert "I don't know" not in text


@pytest.mark.parametrize(
    ("notes", "question"),
    [
        (_OPS, "How long did the search outage last?"),  # another outage: the notes do not say
        (_KICKOFF, "Who is playing in goal?"),  # no value kind asked
    ],
)
def test_a_question_the_notes_do_not_ask_keeps_i_dont_know(llm, notes, question):  # noqa: F811  guard
    text, stated = _rag(llm, notes, question)
    assert not stated and "I don't know" in text, (text, stated)


# --- a position asked ("who came third") and arithmetic asked with no kind named (2026-12-04) ----

@pytest.mark.parametrize("question, worked", [
    ("who came third", "rank"), ("Which dog placed 2nd?", "rank"), ("which team was runner-up", "rank"),
    ("What's on the third floor?", ""),  # guard: no who / which row asked
    ("When is the second payment due?", ""),  # guard
])
def test_a_position_asked_is_worked(question, worked):
    from course_lib.sim.grounded.absence import asks_worked

    assert asks_worked(question) == worked


_SHOW_RESULTS = """Pos  Dog        Handler       Score
1    Pepper     A. Lindgren   96
2    Muffin     C. Obi        91
3    Tarka      R. Haddad     88
"""

_ROOF_QUOTE = """Item                     Materials   Labour
Replace ridge tiles      140.00      95.00
Clear gutters            -           60.00
Reseal flashing          35.00       80.00
"""

_CLUB_LIST = """Name        Role          Since
Orla        treasurer     2029
Bram        captain       2031
Nadia       secretary     2030
"""


@pytest.mark.parametrize("doc, question", [
    (_SHOW_RESULTS, "who came third"),  # read from the Pos column
    (_ROOF_QUOTE, "whats the total for the job"),  # a total over figures: worked out, never a trusted no
    (_ROOF_QUOTE, "what does it all come to altogether"),
])
def test_a_position_or_a_total_over_rows_is_no_trusted_i_dont_know(llm, doc, question):  # noqa: F811
    reply, limits = _rag(llm, doc, question)
    assert reply != "I don't know.", reply
    if "third" in question:
        assert reply.startswith("Tarka") or "Tarka" in reply and "Muffin" not in reply, reply


def test_a_subject_absent_keeps_i_dont_know_beside_positions(llm):  # noqa: F811 guard: passed before too
    reply, limits = _rag(llm, _CLUB_LIST, "Which beer does the club serve?")
    assert reply == "I don't know." and not limits, (reply, limits)
