"""A string field the instructions close to the values they list ("`author` attribute MUST be one
of: ...", "The tables are:" over one value per line): the listed value the question names, else
nothing and a stated limit, never a value outside the list (``values.listed_options``, cues
``listed_options`` in ``data/sim/patterns.yaml``; issue 26, ports78: LangChain's "high
cardinality categoricals" and "large databases" how-tos). Invented fields, lists and wordings."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values import listed_options

# --- the reader, table-driven ----------------------------------------------------------------------

OPTIONS_CASES = [
    # (field, description, instructions, options)
    ("genre", "", "Find a record.\n\n`genre` attribute MUST be one of:\n\nFolk, Jazz Fusion, Ambient\n\nNo others.",
     ["Folk", "Jazz Fusion", "Ambient"]),
    ("venue", "", "The field 'venue' must be one of the following: Corn Exchange, Old Library, Quay Hall",
     ["Corn Exchange", "Old Library", "Quay Hall"]),
    ("name", "Name of department in the directory.", "Pick departments.\nThe departments are:\n\nPayroll\nLegal\n"
     "Estates\n\nInclude every one that might help.", ["Payroll", "Legal", "Estates"]),
    # another field's list, a noun the field does not name, a single value, a listing of sentences
    ("venue", "", "`genre` attribute MUST be one of: Folk, Ambient", []),
    ("name", "Name of the customer.", "The departments are:\n\nPayroll\nLegal\n", []),
    ("genre", "", "`genre` attribute MUST be one of: Folk", []),
    ("name", "Name of rule.", "The rules are:\nNo dogs are allowed on the pier.\nBikes stay at the gate.\n", []),
]


@pytest.mark.parametrize(("field", "description", "instructions", "options"), OPTIONS_CASES)
def test_the_listed_values_of_a_field(field, description, instructions, options):
    assert listed_options.options_for(field, description, instructions) == options


NAMED_CASES = [
    # (question, filled value, the listed value)
    ("any ambient records for sleeping?", None, "Ambient"),
    ("Jazz Fusion albums from 1975", "Jazz", "Jazz Fusion"),  # the longer value, not its part
    ("Old Library's opening hours", None, "Old Library"),
    ("records by the band Folkways", "Folkways", None),  # no value as a word of its own
    ("folk or ambient for a rainy day?", None, None),  # two named: not one
    ("something calm", "ambient", "Ambient"),  # the filled value in the list's spelling
]


@pytest.mark.parametrize(("question", "value", "expected"), NAMED_CASES)
def test_the_value_the_question_names(question, value, expected):
    options = ["Folk", "Jazz Fusion", "Jazz", "Ambient", "Old Library"]
    assert listed_options.named_option(options, question, value) == expected


# --- through the model -----------------------------------------------------------------------------

MEMBERS = ["Odile Brannigan", "Tomasz Weller", "Priya Nair", "Kofi Mensah", "Ines Okafor", "Marta Lindgren"]


class Lookup(BaseModel):
    query: str
    owner: str


def _structured(system, question):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        model = SimulatedChatModel().with_structured_output(Lookup, include_raw=True)
        return model.invoke([SystemMessage(system), HumanMessage(question)])


SYSTEM = ("Generate a relevant search query for a seed bank's catalogue.\n\n`owner` attribute MUST be one "
          "of:\n\n" + ", ".join(MEMBERS) + "\n\nDo NOT invent an owner!")


def test_a_misspelled_owner_is_not_filled_as_written():
    """Failed on start78: owner 'Tomas Weler' (the question's spelling, outside the list), no limit."""
    out = _structured(SYSTEM, "bean seeds saved by Tomas Weler")
    assert out["parsed"].owner == "", out
    assert out["raw"].response_metadata.get("simulator_limit"), out


def test_a_possessive_owner_is_the_listed_one():
    """Failed on start78: owner "Kofi Mensah's" or nothing (the possessive kept, outside the list)."""
    out = _structured(SYSTEM, "Show me Kofi Mensah's squash seeds")
    assert out["parsed"].owner == "Kofi Mensah", out


def test_a_listed_owner_in_lower_case_takes_the_list_spelling():
    """Failed on start78: the owner field left empty (a name in lower case is no name it reads)."""
    out = _structured(SYSTEM, "tomato seeds from priya nair")
    assert out["parsed"].owner == "Priya Nair", out


def test_a_possessive_person_outside_any_list():
    """Failed on start78: author "Greta Lund's" (the possessive read with the name)."""

    class Search(BaseModel):
        query: str
        author: str

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(Search).invoke(
            [SystemMessage("Generate a relevant search query for a music archive"),
             HumanMessage("I want Greta Lund's essays on tides")])
    assert out.author == "Greta Lund", out


class Table(BaseModel):
    """Table in the warehouse."""

    name: str = Field(description="Name of table in the SQL warehouse.")


TABLES = ("Return the names of ALL the tables that MIGHT be relevant to the analyst's question. "
          "The tables are:\n\nshipments\ncarriers\ndepots\nparcels\nroutes\n\n"
          "Remember to include ALL POTENTIALLY RELEVANT tables.")


def _tools(question):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().bind_tools([Table]).invoke([SystemMessage(TABLES), HumanMessage(question)])


def test_a_table_the_question_names_is_called_by_its_listed_name():
    """Failed on start78: a call with name "SELECT * FROM ... WHERE ..." (a SQL statement for a name)."""
    reply = _tools("How many rows does the carriers table hold?")
    assert [c["args"] for c in reply.tool_calls] == [{"name": "carriers"}], reply


def test_tables_the_question_only_implies_are_a_stated_limit():
    """Failed on start78: a call with a SQL statement for the table's name, no limit ("parcel" is
    no listed name as written: which table is meant is a judgement)."""
    reply = _tools("Which table says how heavy each parcel was?")
    assert not reply.tool_calls and reply.response_metadata.get("simulator_limit"), reply


def test_closed_fields_reads_only_string_fields_the_instructions_close():
    """A guard for the merger's fold (the tool-argument and structured-field loops now share
    ``closed_fields``): an enum field and a number field are never read; a closed string field gets
    the named option, or ``None`` beside its options."""
    from course_lib.sim.values.listed_options import closed_fields

    system = "The `shelf` attribute MUST be one of: Attic, Cellar, Garage Loft, Porch."
    props = {"shelf": {"type": "string"}, "size": {"type": "integer"}, "kind": {"type": "string", "enum": ["a", "b"]}}
    got = closed_fields(props, system, "is the garage loft full?", {})
    assert [(n, c) for n, _, c in got] == [("shelf", "Garage Loft")]
    got = closed_fields(props, system, "what's in the shed?", {"shelf": "shed"})
    assert [(n, c) for n, _, c in got] == [("shelf", None)] and "Porch" in got[0][1]
