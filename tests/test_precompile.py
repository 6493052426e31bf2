"""tests/helpers/precompile.py: what ``make test`` imports once before its processes start."""

from __future__ import annotations

from tests.helpers import precompile


def test_it_imports_the_stack_and_every_course_lib_module_but_never_runs_the_cli(monkeypatch, capsys):
    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "")
    asked = []
    monkeypatch.setattr(precompile, "_import", asked.append)
    assert precompile.main() == 0
    assert set(precompile.STACK) <= set(asked)
    assert {"course_lib.exercises.verification", "course_lib.sim.chat.respond", "course_lib.app.cli"} <= set(asked)
    assert not [name for name in asked if name.endswith("__main__")]
    assert "modules compiled or up to date" in capsys.readouterr().out


def test_a_module_that_cannot_be_imported_is_named_not_raised(monkeypatch, capsys):
    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "")

    def fail_one(name):
        if name == "chromadb":
            raise ImportError("no chromadb here")

    monkeypatch.setattr(precompile, "_import", fail_one)
    assert precompile.main() == 0
    assert "not imported: chromadb (ImportError)" in capsys.readouterr().out


def test_with_bytecode_writing_off_it_says_so_in_one_sentence(monkeypatch, capsys):
    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")
    assert precompile.main() == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "PYTHONDONTWRITEBYTECODE" in err
