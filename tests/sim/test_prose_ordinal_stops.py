"""A figure and its stop followed by a lower-case word is an ordinal (a date, an hour, a floor),
no sentence end: ``prose.split_sentences`` keeps the sentence whole (issue 26, nineteenth N5).
Invented wordings, none of the set's."""

from __future__ import annotations

import pytest

from course_lib.sim.material import prose


@pytest.mark.parametrize(
    ("paragraph", "first"),
    [
        (
            "Das Museum bleibt vom 3. bis 5. mai geschlossen. Danach ist wieder offen.",
            "Das Museum bleibt vom 3. bis 5. mai geschlossen.",
        ),
        (
            "Sestanek bo v petek, 9. junija, od 10. do 12. ure v dvorani. Prosimo za točnost.",
            "Sestanek bo v petek, 9. junija, od 10. do 12. ure v dvorani.",
        ),
        (
            "Take the lift to the 3. floor and turn left. The office is there.",
            "Take the lift to the 3. floor and turn left.",
        ),
        (
            "Ispit je u srijedu, 6. svibnja, u 14. sati. Ponesite olovku.",
            "Ispit je u srijedu, 6. svibnja, u 14. sati.",
        ),
    ],
)
def test_an_ordinal_stop_before_a_lower_case_word_is_no_sentence_end(paragraph, first):
    assert prose.split_sentences(paragraph) == (first, paragraph[len(first) + 1 :])


@pytest.mark.parametrize(
    "paragraph",
    [
        "We won 3. Then we lost.",
        "The score was 21. After the break it changed.",
    ],
)
def test_a_figure_before_a_capitalised_sentence_still_ends_one(paragraph):
    assert len(prose.split_sentences(paragraph)) == 2
