"""sibling_records: a line of the pick's shape with another key is a competing answer, never an
elaboration (invented wordings, topics and formats; none from the fresh sets)."""

import warnings

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.material.sibling_records import is_item, is_sibling, record_key

SIBLINGS = [
    # (the pick, a following line): another date's log line, another item under the same label
    ("2030-02-11T23:10:04Z cron[41]: rotate failed: disk full", "2030-02-12T23:10:01Z cron[57]: rotate started"),
    ("Mar 03 04:15:22 kiln heater[9]: thermocouple open", "Mar 04 04:15:20 kiln heater[9]: cycle started"),
    ("[21/07/2031 08:02] pump tripped on overcurrent", "[22/07/2031 08:01] pump started"),
    ("ACTION: Marek to hire the marquee.", "ACTION: Lou to buy the raffle prizes."),
    ("[ ] Femi: renew the insurance", "[x] Joss: send the newsletter"),
    ("TODO: fix the gate latch", "TODO: paint the fence"),
    ("Decision: the fete moves to June.", "Decision: the fee stays at £5."),
]

NOT_SIBLINGS = [
    # the same night's next line (one run), or a line of another shape
    ("2030-02-11T23:10:04Z cron[41]: rotate failed: disk full", "2030-02-11T23:10:05Z cron[41]: exit status 1"),
    ("Mar 03 04:15:22 kiln heater[9]: thermocouple open", "Mar 03 04:15:22 kiln heater[9]: cycle aborted"),
    ("ACTION: Marek to hire the marquee.", "The marquee is 6 m by 12 m."),
    ("ACTION: Marek to hire the marquee.", "TODO: fix the gate latch"),
    ("The pump tripped twice in July.", "It was reset by the caretaker."),
    ("Total: £40", "Total: £55"),  # a plain "Key: value" line is no item label
    ("10:02 the doors open", "11:15 the talk starts"),  # a clock time alone is no date stamp
]


@pytest.mark.parametrize("pick,line", SIBLINGS)
def test_a_sibling_record(pick, line):
    assert is_sibling(pick, line)


@pytest.mark.parametrize("pick,line", NOT_SIBLINGS)
def test_not_a_sibling(pick, line):
    assert not is_sibling(pick, line)


@pytest.mark.parametrize("line,shape", [
    ("ACTION: Marek to hire the marquee.", "item"), ("[ ] Femi: renew the insurance", "item"),
    ("Sep 30 23:59:01 box sshd[2]: accepted", "stamp"), ("Walks: the long route", None), ("", None),
])
def test_record_key_shape(line, shape):
    key = record_key(line)
    assert (key[0] if key else None) == shape
    assert is_item(line) == (shape == "item")


NOTES_ASKED = [
    # (notes, question, the reply must hold, the reply must not hold)
    ("2030-02-11T23:10:01Z cron[41]: rotate started\n"
     "2030-02-11T23:10:04Z cron[41]: rotate failed: disk full\n"
     "2030-02-12T23:10:01Z cron[57]: rotate started\n"
     "2030-02-12T23:10:09Z cron[57]: rotate finished\n",
     "which day did the rotate fail", "02-11", "02-12"),
    ("Fete committee, 4 May\n"
     "Date: agreed for Saturday 12 June.\n"
     "  ACTION: Marek to hire the marquee. ACTION: Lou to buy the raffle prizes.\n",
     "who will hire the marquee", "Marek", "Lou"),
    ("Kiln club notes, 2 June\n"
     "Members: 14 paid up.\n"
     "- [ ] Femi: renew the kiln insurance with the broker\n"
     "- [ ] Joss: send the glaze order to the supplier\n"
     "Firing: the bisque firing starts at 6 am on Saturday.\n"
     "Shelves: two new kiln shelves cost £85.\n",
     "what time does the bisque firing start", "6 am", "Joss"),
]


@pytest.mark.parametrize("notes,question,holds,not_holds", NOTES_ASKED)
def test_the_reply_holds_one_record(notes, question, holds, not_holds):
    prompt = f"Answer from the notes below.\n\nNotes:\n{notes}\nQuestion: {question}"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(prompt)
    assert holds in out.content and not_holds not in out.content, out.content
