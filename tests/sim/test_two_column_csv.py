"""A two-column CSV export ("ingredient,grams" over "flour,500") read as a lookup table (issue 26;
leftovers_h csv-almonds): it was read as configuration directives ("caster sugar,150" -> key
"caster", value "sugar 150") or quoted whole, since the CSV reader wanted three columns or more.
Exports and wordings invented for this test.
"""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import config_files
from course_lib.sim.material.prose import units
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

PAINT = """colour,litres
sage green,2.5
chalk white,10
navy blue,1
brick red,4
"""

LOANS = """member,books out
Ines Carvalho,3
Tobiah Marsh,0
Yara Haddad,5
"""

PORTS = """service,port
grafana,3000
prometheus,9090
node exporter,9100
"""


@pytest.mark.parametrize(("doc", "fact"), [
    (PAINT, "colour: chalk white; litres: 10."),
    (LOANS, "member: Yara Haddad; books out: 5."),
    (PORTS, "service: node exporter; port: 9100."),
])
def test_each_row_is_a_fact_named_by_the_header(doc, fact):
    assert fact in [u.text for u in units(doc)]


@pytest.mark.parametrize("doc", [PAINT, LOANS, PORTS])
def test_a_two_column_export_is_no_configuration(doc):
    assert config_files.parse(doc) is None


@pytest.mark.parametrize("doc", [
    "Smith,John\nJones,Mary\nPatel,Ravi\n",  # names: no figure in the second cells, no header labels
    "item,qty\nnails,40\n",  # one row: too few to be an export
    "note,when\nCall the vet, then the farrier,Monday\nFeed,daily\nWater,daily\n",  # commas of prose
    "We met at 9,then left.\nIt rained,as usual.\nThen home,at 4.\n",  # sentences
])
def test_lines_that_are_no_key_value_export_are_not_read_as_one(doc):
    assert not any(": " in u.text and "; " in u.text for u in units(doc))


@pytest.mark.parametrize(("doc", "question", "right", "wrong"), [
    (PAINT, "How many litres of brick red do I need?", "4", ["2.5", "10"]),
    (LOANS, "how many books has yara haddad got out", "5", ["3"]),
    (PORTS, "Which port does node exporter use?", "9100", ["9090", "3000"]),
    (PAINT, "how much sage green", "2.5", ["10"]),
])
def test_the_chat_model_reads_the_named_row(llm, doc, question, right, wrong):  # noqa: F811
    text, stated = _rag(llm, doc, question)
    assert right in text and not any(w in text for w in wrong) and not stated, (text, stated)
