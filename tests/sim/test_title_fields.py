"""A string field of a work's title ("title", "book_title", "film", "course_name") takes the one
phrase the text sets in quote marks (``field_readers``, the ``title`` kind; lexicons
``title_field_words`` / ``title_work_words``); two different quoted phrases, or none, read nothing
(the caller's limit), and a person's title ("job_title") is no work's."""

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
