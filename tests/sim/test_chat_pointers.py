"""``material.chat_pointers``: a chat message pointing back at the one above to change it, and the
chat-line reader's "Author HH:MM text" form (issue 26, task fix50b)."""

from __future__ import annotations

from course_lib.sim.grounded.later_corrections import correcting
from course_lib.sim.material.chat_pointers import pointed_change
from course_lib.sim.material.chat_records import parse

ALLOTMENT = ("Gwen 07:40 The water trough gets filled on Friday.\n"
             "Gwen 07:44 ^ Saturday this time, the tap is being fixed\n"
             "Ravi 08:02 ok")
KILN = ("Ada 12:00 The kiln firing starts at 9am.\n"
        "Ada 12:05 edit: 10am, waiting on the glaze\n"
        "Bea 12:30 thanks")
CHEER = ("Nia 19:00 The bake sale is on Sunday.\n"
         "Cal 19:02 ^ brilliant, I'll bring flapjacks\n"
         "Nia 19:05 lovely")


def test_author_time_text_lines_read_as_a_chat():
    messages = parse(ALLOTMENT)
    assert messages is not None and [m.author for m in messages] == ["Gwen", "Gwen", "Ravi"]
    spaced = parse(ALLOTMENT.replace(" 07:", "  07:").replace(" 08:", "  08:").replace(":40 ", ":40  "))
    assert spaced is not None and spaced[1].text.startswith("^ Saturday")


def test_guard_a_slack_header_with_am_pm_stays_a_header():
    messages = parse("Gwen Hale  7:40 AM\ntrough filled\nRavi Shah  7:44 AM\nthanks\nGwen Hale  8:02 AM\nnp\n")
    assert messages is not None and messages[0].text == "trough filled"


def test_pointer_from_the_same_author_is_the_change():
    assert pointed_change(ALLOTMENT, "Gwen 07:40 The water trough gets filled on Friday.").startswith("^ Saturday")
    got = correcting("What time does the kiln firing start?", ["Ada 12:00 The kiln firing starts at 9am."], [KILN])
    assert got is not None and "10am" in got.line


def test_guard_another_authors_pointer_changes_nothing():
    assert pointed_change(CHEER, "Nia 19:00 The bake sale is on Sunday.") is None
    assert correcting("When is the bake sale?", ["Nia 19:00 The bake sale is on Sunday."], [CHEER]) is None
