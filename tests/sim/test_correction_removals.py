"""A name taken off a list by a correction ("on second thought, not Lukas", "not Sade, she is
away") is left out of any list field (``attending_names.taken_off``; ``attendance.yaml``
``taken_off_corrections``; the thirty-seventh set's FF9). Invented wordings."""

from __future__ import annotations

import pytest
from pydantic import BaseModel, Field


@pytest.mark.parametrize("text,kept", [
    ("Pick Omar, Priya, Lukas and Sade for Saturday. On second thought, not Lukas.", ["Omar", "Priya", "Sade"]),
    ("Team sheet: Omar, Priya, Lukas, Sade - wait, not Priya, she's injured.", ["Omar", "Lukas", "Sade"]),
    ("Pick Omar, Priya and Sade. Not Sade, she is away that weekend.", ["Omar", "Priya"]),
    ("Rota: Hana, Igor and Jules; sorry, not Igor.", ["Hana", "Jules"]),
    ("Rota: Hana, Igor and Jules. Igor is not keen but will do it.", ["Hana", "Igor", "Jules"]),  # no removal
])
def test_taken_off_table(text, kept):
    from course_lib.sim.values.attending_names import listed_names, taken_off

    assert taken_off(listed_names(text, starts=True), text) == kept


class Rota(BaseModel):
    people: list[str] = Field(description="who is on the cleaning rota")


def test_list_field_drops_a_corrected_name():
    from course_lib.sim import SimulatedChatModel

    out = SimulatedChatModel().with_structured_output(Rota).invoke(
        "Put Hana, Igor and Jules on the rota, actually not Igor, he's off sick.")
    assert out.people == ["Hana", "Jules"], out
