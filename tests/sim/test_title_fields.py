"""A string field of a work's title ("title", "book_title", "film", "course_name") takes the one
phrase the text sets in quote marks (``field_readers``, the ``title`` kind; lexicons
``title_field_words`` / ``title_work_words``); two different quoted phrases, or none, read nothing
(the caller's limit), and a person's title ("job_title") is no work's; with no quotes, the name after
a work's label opening the text ("Workshop: Soldering for beginners, ..."). A duration field in a
unit of time takes the minutes of a clock span ("10am to 12:30pm": 150; ``clock_span_minutes``)."""

from __future__ import annotations

import pytest

from course_lib.sim.values.field_readers import Field, kind_of, read_field


@pytest.mark.parametrize("name, text, expected", [
    ("title", "Checked out 'A Wizard of Earthsea' today, due in two weeks.", "A Wizard of Earthsea"),
    ("film", "We watched \u201cThe Third Man\u201d last night.", "The Third Man"),
    ("course_name", "She signed up for \"Bread Baking Basics\" on Monday.", "Bread Baking Basics"),
    ("book_title", "Either 'Dune' or 'Emma' would do.", None),
    ("title", "No quotes here at all.", None),
])
def test_a_title_is_the_one_quoted_phrase(name, text, expected):
    assert read_field(name, "", "string", text) == expected


@pytest.mark.parametrize("name, kind", [
    ("book_title", "title"), ("podcast", "title"), ("episode_title", "title"), ("job_title", "text"),
])
def test_title_kind(name, kind):
    assert kind_of(Field.of(name, "", "string")) == kind


@pytest.mark.parametrize("text, expected", [
    ("Workshop: Soldering for beginners, 10am to 12:30pm", "Soldering for beginners"),
    ("Lecture: Tides and the moon. Room 4.", "Tides and the moon"),
    ("Reminder: buy milk", None),  # no work's label
])
def test_a_title_after_a_works_label(text, expected):
    assert read_field("title", "", "string", text) == expected


@pytest.mark.parametrize("name, description, text, expected", [
    ("minutes", "how long it lasts, in minutes", "Workshop: Soldering, 10am to 12:30pm", 150),
    ("duration", "the length in minutes", "Class runs 9:30-11:00.", 90),
    ("hours", "how long it lasts, in hours", "Shift 6pm to 2am", None),  # the end not after the start
    ("minutes", "length in minutes", "Doors at 7pm, curtain at 7:30pm", None),  # two times, no span
])
def test_a_duration_from_a_clock_span(name, description, text, expected):
    assert read_field(name, description, "integer", text) == expected
