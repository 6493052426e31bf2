"""``recipe_files``: a justfile or a Makefile read as recipes (issue 26; the twenty-second set's
Q3: its default recipe and a recipe's dependencies got a trusted "I don't know."). Files and
wordings invented here; the module did not exist on fd1edf3, so every case fails there at
collection; the end-to-end cases are the behaviour (the guards, marked, are ``None``).
"""

from __future__ import annotations

import pytest

from course_lib.sim.material import recipe_files
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_JUST = """# justfile for the shop site
set shell := ["bash", "-c"]
default: fmt

fmt:
    prettier --write src

bundle mode="production": fmt
    esbuild src/main.ts --bundle --minify

ship env region="eu-west-1": bundle smoke
    aws s3 sync dist s3://shop-{{env}} --region {{region}}

smoke:
    playwright test smoke/
"""

_MAKE = """.PHONY: all docs clean

all: docs

docs: clean
\tsphinx-build -b html docs build/html

clean:
\trm -rf build
"""


def test_a_justfile_and_a_makefile_parse():
    just = recipe_files.parse(_JUST)
    make = recipe_files.parse(_MAKE)
    assert just is not None and [r.name for r in just] == ["default", "fmt", "bundle", "ship", "smoke"]
    assert just[3].params == (("env", None), ("region", "eu-west-1")) and just[3].deps == ("bundle", "smoke")
    assert make is not None and make[1].deps == ("clean",) and make[1].commands[0].startswith("sphinx-build")


@pytest.mark.parametrize("body", [
    "Setup notes:\n  install node first\nThen run the tests.\n",  # guard: prose with a colon
    "server:\n  port: 8080\n  host: example.org\n",  # guard: YAML
    "build:\n    make all\n",  # guard: one recipe only
])
def test_other_documents_are_no_recipe_file(body):
    assert recipe_files.parse(body) is None


@pytest.mark.parametrize(("doc", "question", "kind", "says"), [
    (_JUST, "What does just do on its own?", "default", "fmt"),
    (_JUST, "what's the default recipe", "default", "prettier"),
    (_MAKE, "What happens if I type make with no target?", "default", "docs"),
    (_JUST, "What needs to run before ship?", "dependencies", "bundle and smoke"),
    (_MAKE, "Does docs depend on anything?", "dependencies", "clean"),
    (_JUST, "What runs before fmt?", "dependencies", "Nothing"),
    (_JUST, "Which region does ship use by default?", "parameter", "eu-west-1"),
    (_JUST, "What's the default mode for bundle?", "parameter", "production"),
    (_JUST, "does ship have a default env", "parameter", "no default"),
])
def test_recipe_questions_answered(doc, question, kind, says):
    found = recipe_files.answered(question, [doc])
    assert found is not None and found.kind == kind and says in found.text


@pytest.mark.parametrize("question", [
    "Which command does the smoke recipe run?",  # guard: the prose reader's
    "What is the shell set to?",  # guard: a setting, not a recipe question
    "What runs before the meeting?",  # no recipe named
])
def test_other_questions_are_not_read(question):
    assert recipe_files.answered(question, [_JUST]) is None


def test_end_to_end_the_dependencies(llm):  # noqa: F811 - the fixture
    text, limits = _rag(llm, _JUST, "what has to run before ship")
    assert text.startswith("bundle and smoke") and not limits
