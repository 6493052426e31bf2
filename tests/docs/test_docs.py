"""The documentation is true: every command in its code blocks works here, offline, as written,
and every setting the code reads is on the settings page (docs/settings.md).

Each command gets the cheapest check that proves it: ``make`` targets a dry run (``make -n``),
``course`` commands a parse by the real parser (``--help`` is run), paths and files must
exist, installed programs must be in the environment. A command nobody taught the test to
check fails it, so a new command in the README brings its check along.
"""

from __future__ import annotations

import ast
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")), ROOT / "studio" / "README.md",
        ROOT / ".devcontainer" / "README.md", ROOT / "jupyter" / "README.md"]
SHELLS = {"bash", "sh", "shell", "console", "powershell", "ps1", "pwsh"}
EXTERNAL = {
    "ollama": "Ollama, a separate program for local models (README, Troubleshooting)",
    "py": "the Python launcher of Windows",
}
"""Programs the docs use that are not part of the course and cannot run here."""


def _blocks(path: Path) -> list[tuple[str, str]]:
    """``(language, text)`` of every fenced code block of a markdown file."""
    return re.findall(r"^```(\w*)\n(.*?)^```", path.read_text(encoding="utf-8"), re.M | re.S)


def _commands() -> list[tuple[str, str, str]]:
    found = []
    for path in DOCS:
        for language, text in _blocks(path):
            if language.lower() not in SHELLS:
                continue
            for line in text.splitlines():
                line = line.strip()
                if line and not line.startswith("#"):
                    found.append((path.relative_to(ROOT).as_posix(), language.lower(), line))
    return found


def _words(line: str, language: str) -> list[list[str]]:
    """The simple commands of a line (split at ``&&`` and ``;``), environment assignments
    and trailing comments removed, Windows paths written with slashes."""
    if language in ("powershell", "ps1", "pwsh"):
        line = line.replace("\\", "/")
        line = re.sub(r"\$env:(\w+)=\"[^\"]*\"", lambda m: f"{m.group(1)}=x", line)
    words = shlex.split(line, comments=True, posix=True)
    commands, current = [], []
    for word in words:
        if word in ("&&", ";"):
            commands.append(current)
            current = []
        elif word.endswith(";") and len(word) > 1:
            current.append(word[:-1])
            commands.append(current)
            current = []
        else:
            current.append(word)
    commands.append(current)
    result = []
    for command in commands:
        while command and re.match(r"^[A-Z][A-Z0-9_]*=", command[0]):
            assert _documented(command[0].split("=")[0]), f"{command[0]}: not in docs/settings.md"
            command = command[1:]
        if command:
            result.append(command)
    return result


def _program(word: str) -> str:
    """``.venv/Scripts/python`` and ``.venv/bin/python`` are this environment's ``python``."""
    return re.sub(r"^\.venv/(bin|Scripts)/", "", word).removesuffix(".exe")


def _check_make(args: list[str]) -> None:
    targets = [a for a in args if "=" not in a and not a.startswith("-")]
    assert targets, "make without a target"
    run = subprocess.run(["make", "-n", *args], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr


def _check_course(args: list[str]) -> None:
    from course_lib.app.cli import build_parser

    assert (BIN / "course").is_file(), "the `course` entry point is not installed in the venv"
    try:
        build_parser().parse_args(args)
    except SystemExit as exc:  # --help exits 0, a bad option 2
        assert exc.code == 0, f"course {' '.join(args)}: the parser refuses it"


def _check_files(args: list[str], after: tuple[str, ...]) -> None:
    for flag, value in zip(args, args[1:], strict=False):
        if flag in after:
            assert (ROOT / value).exists(), f"{flag} {value}: no such file"


def _check_python(args: list[str]) -> None:
    assert args[:1] == ["-m"], args
    module, rest = args[1], args[2:]
    if module == "course_lib":
        return _check_course(rest)
    if module == "venv":
        return
    import importlib.util

    # pip comes with every `python -m venv` (ensurepip), though a uv-made one may lack it
    present = importlib.util.find_spec(module) or (module == "pip" and importlib.util.find_spec("ensurepip"))
    assert present, f"python -m {module}: not installed"
    if module == "pip":
        _check_files(rest, ("-r", "-e"))
    if module == "pytest":
        assert all((ROOT / a).exists() for a in rest if not a.startswith("-")), rest


def _check(command: list[str]) -> None:
    program, args = _program(command[0]), command[1:]
    if program in EXTERNAL:
        return
    if program == "make":
        return _check_make(args)
    if program == "course":
        return _check_course(args)
    if program in ("python", "python3"):
        return _check_python(args)
    if program in ("source", "."):
        program, args = _program(args[0]), args[1:]
    if program == "activate":
        assert (BIN / "activate").is_file()
        return
    if program == "uv":
        assert args[:2] == ["pip", "install"], args
        return _check_files(args, ("-r", "-e"))
    if program == "jupyter":
        assert (BIN / f"jupyter-{args[0]}").is_file(), f"jupyter {args[0]} is not installed"
        for arg in args[1:]:
            if arg.startswith("--notebook-dir="):  # workspace: made by `course workspace create`
                folder = arg.split("=", 1)[1]
                assert (ROOT / folder).is_dir() or folder == "workspace", folder
        return
    if program == "Copy-Item":
        sources = [a.rstrip(",") for a in args if not a.startswith("-")][:-1]
        assert sources and all((ROOT / s).exists() for s in sources), sources
        return
    raise AssertionError(f"no check for {program!r}: teach tests/docs/test_docs.py how to check it")


COMMANDS = _commands()


def test_the_docs_have_commands():
    programs = {_program(c[0]) for _, language, line in COMMANDS for c in _words(line, language)}
    assert {"make", "course", "activate", "source"} <= programs | {"activate"}, programs
    assert len(COMMANDS) >= 20


@pytest.mark.parametrize("where, language, line", COMMANDS,
                         ids=[f"{w}:{line[:50]}" for w, _, line in COMMANDS])
@pytest.mark.slow
def test_every_documented_command_works_as_written(where, language, line):
    for command in _words(line, language):
        _check(command)


def test_the_readme_uses_one_form_for_the_course_command():
    """`course ...` throughout, never `python -m course_lib ...`, in the README's blocks."""
    for where, _, line in COMMANDS:
        assert "python -m course_lib" not in line and "course_lib " not in line, (where, line)


@pytest.mark.slow
def test_a_command_that_does_not_exist_fails_its_check():
    with pytest.raises(AssertionError):
        _check(["course", "ask", "x", "--pipeline", "no-such-pipeline"])
    with pytest.raises(AssertionError):
        _check_make(["no-such-target"])
    with pytest.raises(AssertionError):
        _check(["frobnicate", "--now"])


# --- the settings page --------------------------------------------------------------------

SETTINGS = (ROOT / "docs" / "settings.md").read_text(encoding="utf-8")
ENV_NAME = re.compile(r"^[A-Z][A-Z0-9]*_[A-Z0-9_]+$")


def _documented(name: str) -> bool:
    return any(f"`{name}`" in line for line in SETTINGS.splitlines() if line.startswith("|"))


def _read_in_course_lib(folder: Path = ROOT / "course_lib") -> dict[str, str]:
    """Every environment variable course_lib reads: the names given to os.environ / getenv,
    every COURSE_* string, and every variable-like string of a module that reads the
    environment (a name in a tuple the module loops over, as doctor.py's KEYS)."""
    names: dict[str, str] = {}
    for path in sorted(folder.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        reads_env = bool(re.search(r"\benviron\b|\bgetenv\b", source))
        tree = ast.parse(source)
        exported = {elt.value for node in ast.walk(tree) if isinstance(node, ast.Assign)
                    and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets)
                    for elt in getattr(node.value, "elts", []) if isinstance(elt, ast.Constant)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value not in exported:
                value = node.value
                if ENV_NAME.match(value) and (reads_env or value.startswith("COURSE_")):
                    names.setdefault(value, path.relative_to(folder.parent).as_posix())
    return names


def _read_by_scripts() -> dict[str, str]:
    names = {}
    for path in sorted((ROOT / "scripts").glob("*.sh")):
        for name in re.findall(r"\$\{(\w+)(?::-|\})", path.read_text(encoding="utf-8")):
            names.setdefault(name, path.name)
    for name in re.findall(r"^(\w+) \?=", (ROOT / "Makefile").read_text(encoding="utf-8"), re.M):
        names.setdefault(name, "Makefile")
    for path in [ROOT / ".env.example"]:
        for name in re.findall(r"^#?\s*([A-Z][A-Z0-9_]+)=", path.read_text(encoding="utf-8"), re.M):
            names.setdefault(name, path.name)
    for doc in DOCS:
        for language, text in _blocks(doc):
            if language == "dotenv":
                for name in re.findall(r"^([A-Z][A-Z0-9_]+)=", text, re.M):
                    names.setdefault(name, doc.name)
    return names


@pytest.mark.slow
def test_every_variable_the_library_reads_is_documented():
    names = _read_in_course_lib()
    assert {"COURSE_LLM", "COURSE_CACHE_DIR", "OPENAI_BASE_URL", "LANGSMITH_API_KEY"} <= set(names)
    missing = {name: where for name, where in names.items() if not _documented(name)}
    assert not missing, f"add these to a table of docs/settings.md: {missing}"


def test_every_variable_of_the_scripts_makefile_and_env_example_is_documented():
    names = _read_by_scripts()
    assert {"COURSE_INSTALLER", "JOBS", "COURSE_LLM"} <= set(names)
    missing = {name: where for name, where in names.items() if not _documented(name)}
    assert not missing, f"add these to a table of docs/settings.md: {missing}"


def test_the_scan_finds_variables_read_in_new_ways(tmp_path):
    """The scan reads the code, not a list: new variables, read in several ways, are caught."""
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "a.py").write_text('import os\nT = float(os.environ.get("COURSE_NEW_TIMEOUT", 3))\n')
    (package / "b.py").write_text('import os\nKEYS = ("ACME_API_KEY",)\n'
                                  'present = [k for k in KEYS if os.getenv(k)]\n')
    (package / "c.py").write_text('LABEL = "NOT_A_SETTING"  # this module never reads the environment\n')
    names = _read_in_course_lib(package)
    assert set(names) == {"COURSE_NEW_TIMEOUT", "ACME_API_KEY"}
    assert not any(_documented(name) for name in names)
