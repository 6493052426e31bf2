"""A CSV export under a caption line (``prose._csv_units``): "Seed bank inventory (March)" above
"packet,crop,variety,..." is the table's title, and the rows are read as records with their
header, as they are without a caption. Before, the caption made the whole block one sentence,
quoted whole for any question. Invented tables; a guard that prose is still prose."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.material.prose import units

SEEDS = ("Seed library inventory (counted 2 March)\npacket,crop,variety,year,grams,donor\n"
         "S-101,tomato,Gardener's Delight,2025,4,Mina\nS-102,bean,Cherokee Trail of Tears,2024,60,\n"
         "S-103,squash,Crown Prince,2025,22,Olu\nS-104,lettuce,Reine des Glaces,2023,9,Mina")
BIKES = ("Fleet list - depot B\nbike,model,frame,last_service,status\nB-07,Brompton C,steel,2026-09-14,in use\n"
         "B-08,Tern GSD,aluminium,2026-05-02,workshop\nB-09,Urban Arrow,aluminium,2026-10-30,in use")
PARCELS = ("Parcels held at reception\nparcel,for,carrier,arrived\nP-331,Flat 4,DPD,1 Dec\nP-332,Flat 9,Royal Mail,2 Dec\n"
           "P-333,Flat 2,Evri,2 Dec")


def _ask(notes: str, question: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(f"Use the context to answer.\n\nContext:\n{notes}\n\nQuestion: {question}")
    return out.content, out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize(("notes", "question", "holds", "not_holds"), [
    (SEEDS, "What year is the squash seed from?", "2025", "Cherokee"),
    (BIKES, "Which bike is in the workshop?", "B-08", "B-07"),
    (PARCELS, "Which carrier brought the parcel for Flat 9?", "Royal Mail", "DPD"),
], ids=["seeds", "bikes", "parcels"])
def test_a_csv_under_a_caption_is_read_by_its_rows(notes, question, holds, not_holds):
    text, limit = _ask(notes, question)
    assert holds in text and not_holds not in text and limit is None, text


def test_the_caption_is_the_tables_heading():
    read = units(BIKES)
    assert read[0].heading and read[0].text == "Fleet list - depot B"
    assert len(read) >= 4 and all("model:" in u.text.lower() for u in read[1:4])


def test_prose_under_a_caption_stays_prose():
    notes = "Meeting notes\nWe agreed to paint, sand and varnish the benches.\nAnna, Tom and Li will bring brushes."
    assert not any(u.heading for u in units(notes)[1:])
    assert all(";" not in u.text for u in units(notes))


# A sheet exported with headers that open with a figure ("1 cup", "2nd leg"), every text cell
# quoted (perturbfix3: the csv mode of tests/sim/fresh/perturbed.py; invented sheets).
CONVERSIONS = ('"Ingredient","1 cup","1 tbsp"\n"Icing sugar","120 g","8 g"\n"Cocoa","100 g","7 g"\n'
               '"Honey","340 g","21 g"')
RELAY = '"Team","1st leg","2nd leg","Total"\n"Harriers","11:02","10:48","21:50"\n"Striders","10:40","11:31","22:11"'


@pytest.mark.parametrize(("notes", "question", "holds", "not_holds"), [
    (CONVERSIONS, "How much does a cup of cocoa weigh?", "100 g", "120 g"),
    (RELAY, "What was the Striders' total?", "22:11", "21:50"),
], ids=["conversions", "relay"])
def test_a_csv_whose_headers_open_with_a_figure_is_read_by_its_rows(notes, question, holds, not_holds):
    text, limit = _ask(notes, question)
    assert holds in text and not_holds not in text and limit is None, text


def test_a_csv_of_data_rows_only_has_no_header():
    read = units("12,14,9\n8,7,11\n3,5,6")  # no cell with a letter: no header, no table facts
    assert not any(":" in u.text for u in read)
