"""tax_shares (fix54a, issue 26, the fifty-first set's TT1): the tax on one part of a bill, the rate line's
rate times the part's amount (its labelled line, or the lines under its heading added); the working limit
when the part's amount is not among the lines."""

from course_lib.sim.grounded.tax_shares import worked

BILL = """Catering: €1,200.00
Room hire: €300.00
IVA (23%): €345.00
Total: €1,845.00"""

SECTIONS = """Materials
Timber, 12 lengths: £84.00
Screws and fixings: £16.00

Labour
Two days at £150 a day: £300.00

VAT at 20%: £80.00"""


def test_a_labelled_line():
    assert worked("How much of the IVA is for the room hire?", [BILL]).worked.startswith("€69")


def test_a_heading_over_its_items():
    assert worked("What VAT did I pay on the materials?", [SECTIONS]).worked.startswith("£20")


def test_the_part_not_among_the_lines_is_the_working_limit():
    got = worked("How much VAT was on the flooring?", [SECTIONS])
    assert got is not None and got.worked == ""


def test_guard_the_whole_tax_asked_is_left_alone():  # guard: no part named
    assert worked("How much was the VAT?", [SECTIONS]) is None
    assert worked("How much VAT is on this invoice?", [SECTIONS]) is None


def test_guard_no_tax_asked():  # guard
    assert worked("How much were the materials?", [SECTIONS]) is None
