"""course_lib.rag.tools.records.table_tool: a lookup tool over any CSV table, declared in one call."""

from __future__ import annotations

from pydantic import BaseModel, Field

from course_lib.rag.tools.records import RecordTable, render, table_tool


class PlantInput(BaseModel):
    name: str = Field(description="A plant's common name or its id, like PL-7.")


def find_plant(table: RecordTable, name: str) -> str:
    rows = table.find(name, "common_name")
    return render(rows, noun="plant", columns=table.columns) if rows else f"No plant {name!r}."


def _tool(path):
    return table_tool(find_plant, name="lookup_plant", args_schema=PlantInput, description="Look up a plant.",
                      table=RecordTable(path, key="plant_id", columns=("plant_id", "common_name", "water")))


def test_a_table_tool_reads_a_new_table_by_key_or_by_words(tmp_path):
    path = tmp_path / "plants.csv"
    path.write_text("\ufeffplant_id,common_name,water\nPL-7,Swiss cheese plant,weekly\nPL-9,Snake plant,monthly\n",
                    encoding="utf-8")
    tool = _tool(path)
    assert tool.name == "lookup_plant" and list(tool.args) == ["name"]
    assert tool.invoke({"name": "pl-7"}) == "plant_id: PL-7 | common_name: Swiss cheese plant | water: weekly\n1 plant found"
    assert tool.invoke({"name": "snake"}).endswith("1 plant found")
    assert tool.invoke({"name": "plant"}).endswith("2 plants found")
    assert tool.invoke({"name": "fern"}) == "No plant 'fern'."


def test_a_table_tool_never_raises_and_says_what_is_wrong(tmp_path):
    missing = _tool(tmp_path / "nowhere.csv").invoke({"name": "PL-7"})
    assert missing.startswith("Error: The table ") and "does not exist" in missing
    bad = tmp_path / "bad.csv"
    bad.write_text("plant_id,common_name\nPL-7,Fern\n", encoding="utf-8")
    assert _tool(bad).invoke({"name": "PL-7"}).endswith("lacks the column(s) water.")


def test_a_relative_table_path_is_in_the_data_folder_and_read_only_when_used():
    table = RecordTable("no-such-folder/x.csv", key="id", columns=("id",))  # declaring reads nothing
    assert table.file.parts[-2:] == ("no-such-folder", "x.csv")
