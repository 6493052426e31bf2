"""joined_units: a number joined to its unit split into the forms documents write (invented
wordings; none from the fresh sets)."""

import pytest

from course_lib.sim.words.joined_units import held, split, written_apart


@pytest.mark.parametrize("word,parts", [
    ("20mph", ("20", "mph")), ("9km", ("9", "km")), ("10am", ("10", "am")), ("2GB", ("2", "GB")),
    ("250W", ("250", "W")), ("1.5kg", ("1.5", "kg")), ("30mins", ("30", "mins")),
])
def test_split(word, parts):
    assert split(word) == parts


@pytest.mark.parametrize("word", ["mp3", "B2", "20", "mph", "v2", "4x4x", "covid19", ""])
def test_no_split(word):
    assert split(word) is None


BODIES = ["The survey asked about a 20 mph limit.", "Doors at 7 pm; the 5km route is flat."]


@pytest.mark.parametrize("question,rewritten", [
    ("who wants 20mph", "who wants 20 mph"),
    ("what time, 7pm?", "what time, 7 pm?"),
    ("is the 5km route flat", "is the 5km route flat"),  # written joined in the notes: kept
    ("is there a 30mph zone", "is there a 30mph zone"),  # another number: kept
    ("version 2.1rc", "version 2.1rc"),  # no unit
    ("what about mp3 files", "what about mp3 files"),
])
def test_written_apart(question, rewritten):
    assert written_apart(question, BODIES) == rewritten


def test_held():
    assert held("20mph", BODIES) and held("5km", BODIES) and not held("30mph", BODIES) and not held("mp3", BODIES)
