"""The files written from the pipeline specs: ``langgraph.json`` and the README's table.

Each fact about a pipeline is stated once, in :data:`course_lib.rag.pipelines.SPECS`; the two
files that repeat them for other readers (LangGraph Studio's server, a person reading the
README) are written from it: ``python -m course_lib.app.pipeline_docs`` rewrites both, and a
test (tests/app/test_pipeline_docs.py) fails when either is stale.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from course_lib.rag.pipelines import SPECS

BEGIN = "<!-- pipelines: written from course_lib.rag.pipelines.SPECS by python -m course_lib.app.pipeline_docs -->"
END = "<!-- end of pipelines -->"

_CORPUS = {None: "none", "notes": "notes", "wiki": "wiki", "all": "notes and wiki"}


def readme_table() -> str:
    """The README's table of pipelines (markdown), one row per spec."""
    rows = ["| pipeline | what it does | knowledge base | picks its sources | notebook "
            "| model calls, tokens per question (simulator) |",
            "|---|---|---|---|---|---|"]
    for spec in SPECS:
        rows.append(f"| `{spec.name}` | {spec.summary} | {_CORPUS.get(spec.corpus, spec.corpus)} "
                    f"| {'yes' if spec.routes_itself else 'no'} | {spec.notebook} "
                    f"| {spec.typical_calls:.2f}, {spec.typical_tokens:,.0f} |")
    return "\n".join(rows)


def with_table(readme: str) -> str:
    """``readme`` with the text between the two markers replaced by :func:`readme_table`."""
    start, end = readme.find(BEGIN), readme.find(END)
    if start < 0 or end < start:
        raise ValueError(f"README.md has no {BEGIN!r} ... {END!r} block")
    return readme[: start + len(BEGIN)] + "\n" + readme_table() + "\n" + readme[end:]


def langgraph_config() -> dict:
    """The content of ``langgraph.json``: one graph per pipeline Studio shows."""
    return {
        "python_version": "3.11",
        "dependencies": ["."],
        "graphs": {spec.name: f"./course_lib/app/studio.py:{spec.name}" for spec in SPECS
                   if spec.studio},
    }


def write_all(root: Path | str | None = None) -> list[Path]:
    """Rewrite ``langgraph.json`` and the README's table under ``root`` (the project root)."""
    from course_lib.foundation.config import PROJECT_ROOT

    root = Path(root) if root else PROJECT_ROOT
    studio = root / "langgraph.json"
    studio.write_text(json.dumps(langgraph_config(), indent=2) + "\n", encoding="utf-8")
    readme = root / "README.md"
    readme.write_text(with_table(readme.read_text(encoding="utf-8")), encoding="utf-8")
    return [studio, readme]


if __name__ == "__main__":
    for path in write_all(sys.argv[1] if len(sys.argv) > 1 else None):
        print(f"wrote {path}")


__all__ = ["BEGIN", "END", "langgraph_config", "readme_table", "with_table", "write_all"]
