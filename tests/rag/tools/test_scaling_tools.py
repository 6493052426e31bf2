"""The tools notebook 08 adds: real lookups over the CSV tables, conversions, the catalogue."""

from __future__ import annotations

import pytest

from course_lib.rag.tools import (
    check_stock,
    convert_units,
    days_between,
    lookup_customer,
    lookup_employee,
    lookup_invoice,
    track_shipment,
)
from course_lib.rag.tools.catalogue import CORE_TOOLS, TOOL_SETS
from course_lib.rag.tools.records import RecordTable


def test_customer_by_name_words_and_by_id():
    by_name = lookup_customer.invoke({"name": "mirelle textiles"})
    assert "Clara Beaumont" in by_name and "1 customer found" in by_name
    assert lookup_customer.invoke({"name": "cus-204"}) == by_name
    assert "No customer matches" in lookup_customer.invoke({"name": "Globex"})
    assert lookup_customer.invoke({"name": "  "}).startswith("Error:")


def test_shipment_accepts_any_spelling_of_an_order_id():
    for spelling in ("ORD-1007", "ord1007", "#1007", "1007"):
        assert "held at customs" in track_shipment.invoke({"order_id": spelling})
    assert "has not been shipped" in track_shipment.invoke({"order_id": "ORD-1005"})


def test_invoices_by_id_order_and_status_and_an_order_id_given_as_invoice_id():
    assert "2026-05-06" in lookup_invoice.invoke({"invoice_id": "INV-5041"})
    overdue = lookup_invoice.invoke({"payment_status": "Overdue"})
    assert "INV-5007" in overdue and "INV-5018" in overdue and "2 invoices found" in overdue
    assert "INV-5007" in lookup_invoice.invoke({"invoice_id": "ORD-1007"})  # a model's mix-up
    assert lookup_invoice.invoke({"payment_status": "late"}).startswith("Error: unknown payment status")
    assert lookup_invoice.invoke({}).startswith("Error:")


def test_directory_and_stock():
    assert "hiroshi.tanaka@quillmark.example" in lookup_employee.invoke({"name": "Hiroshi"})
    assert "3 people found" in lookup_employee.invoke({"team": "ledger team"})
    assert "below reorder level" in check_stock.invoke({"product": "bubble mailers"})
    assert "SKU-146" in check_stock.invoke({"product": "wooden crate"})  # singular finds the plural


@pytest.mark.parametrize("text, expected", [
    ("250 kg to lb", "551.1557 lb"),
    ("pounds 250 kg", "551.1557 pounds"),  # a search-style query: target first
    ("Convert 120 miles kilometres", "193.1213 kilometres"),
    ("20 degrees Celsius in Fahrenheit", "68 fahrenheit"),
    ("5 nautical miles to km", "9.26 km"),
    ("1,000 ml to litres", "1 litres"),
])
def test_unit_conversions(text, expected):
    assert convert_units.invoke({"conversion": text}).endswith(expected)


def test_unit_conversion_refuses_in_one_sentence():
    assert convert_units.invoke({"conversion": "3 apples to kg"}).startswith("Error:")
    assert convert_units.invoke({"conversion": "5 kg to km"}) == "Error: cannot convert mass (kg) to length (km)."
    assert convert_units.invoke({"conversion": "no number here"}).startswith("Error: no quantity")


def test_days_between_counts_calendar_and_working_days_in_any_order():
    text = days_between.invoke({"start_date": "2 March 2026", "end_date": "2026-04-15"})
    assert "44 calendar days, 32 working days" in text
    back = days_between.invoke({"start_date": "2026-04-15", "end_date": "March 2, 2026"})
    assert "-44 calendar days" in back
    assert days_between.invoke({"start_date": "someday", "end_date": "2026-01-01"}).startswith("Error:")


def test_a_record_table_works_on_a_new_file_and_reports_bad_files(tmp_path):
    path = tmp_path / "people.csv"
    path.write_text("id,name\nP-1,Ada Lovelace\nP-2,Alan Turing\n", encoding="utf-8")
    table = RecordTable(path, key="id", columns=("id", "name"))
    assert table.by_key("p-2")["name"] == "Alan Turing"
    assert [r["id"] for r in table.matching("name", "ADA")] == ["P-1"]
    path.write_text("id\nP-1\n", encoding="utf-8")
    from course_lib.foundation.errors import CourseError

    with pytest.raises(CourseError, match="lacks the column"):
        table.rows()


def test_each_tool_set_extends_the_smaller_one():
    assert TOOL_SETS[4] == CORE_TOOLS
    assert TOOL_SETS[8][:4] == TOOL_SETS[4] and TOOL_SETS[16][:8] == TOOL_SETS[8]
    assert len(set(TOOL_SETS[16])) == 16
