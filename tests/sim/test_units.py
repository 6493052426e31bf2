"""The simulator's one pint registry and its disk cache (``course_lib.sim.words.units``, issue 26 item 5).

The registry read back from the cache must answer every question exactly as one built from
pint's definitions: the table converts quantities of many kinds (units the course's notebooks
never use among them) and asks each word's dimensions. The tests build registries with the
undecorated function (``_shared.__wrapped__``) so the process's own registry, whose units the
simulator's caches hold, is never replaced.
"""

from __future__ import annotations

import pint
import pytest

from course_lib.sim.words import units

# (amount, from, to): lengths, masses, volumes, speeds, pressures, energies, temperatures, time
CONVERSIONS = [
    (30, "mile", "km"),
    (2.5, "fathom", "m"),
    (12, "stone", "kg"),
    (3, "imperial_gallon", "liter"),
    (65, "knot", "km/h"),
    (14.7, "psi", "kPa"),
    (250, "kcal", "kJ"),
    (98.6, "degF", "degC"),
    (300, "kelvin", "degF"),
    (1.5, "fortnight", "hour"),
    (7, "furlong", "yard"),
    (40, "arcminute", "degree"),
]
WORDS = ["km", "lb", "oz", "mph", "hectare", "acre", "bar", "ns", "parsec", "cup", "tablespoon", "gram"]


def _answers(registry) -> list:
    out = [round(registry.Quantity(a, f).to(t).magnitude, 9) for a, f, t in CONVERSIONS]
    out += [str(registry.get_dimensionality(registry.parse_units(w))) for w in WORDS]
    return out


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path))
    return tmp_path


def test_a_cached_registry_answers_as_one_built_from_the_definitions(cache):
    plain = _answers(pint.UnitRegistry())
    filled = units._shared.__wrapped__()  # fills the cache
    folder = units._cache_folder()
    assert folder.is_dir() and any(folder.glob("*.pickle"))
    assert not list(folder.parent.glob("*.tmp"))  # the private folder was renamed into place
    read_back = units._shared.__wrapped__()
    assert _answers(filled) == plain
    assert _answers(read_back) == plain


def test_a_damaged_cache_is_noticed_removed_and_built_again(cache, capsys):
    units._shared.__wrapped__()
    folder = units._cache_folder()
    for path in folder.glob("*.pickle"):
        path.write_bytes(path.read_bytes()[:50])  # cut short, as a crash while writing would
    damaged = units._shared.__wrapped__()
    assert "cached unit definitions" in capsys.readouterr().err
    assert _answers(damaged) == _answers(pint.UnitRegistry())
    assert not folder.exists()  # removed: the next kernel fills it again
    units._shared.__wrapped__()
    assert any(folder.glob("*.pickle"))


def test_the_folder_is_keyed_on_pints_version_and_definitions(cache, monkeypatch):
    key = units._folder_key()
    monkeypatch.setattr(pint, "__version__", "0.0.0-other")
    assert units._folder_key() != key


def test_without_a_usable_cache_folder_the_registry_is_built_plainly(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("COURSE_CACHE_DIR", str(blocker / "cache"))
    assert _answers(units._shared.__wrapped__()) == _answers(pint.UnitRegistry())


def test_conversions_fields_and_comparisons_share_one_registry():
    from course_lib.sim.values import field_readers
    from course_lib.sim.words import conversion

    assert conversion._registry() is field_readers._registry() is units.registry()


def test_threads_asking_at_once_get_one_registry(cache, monkeypatch):
    import threading

    monkeypatch.setattr(units, "_shared", units.lru_cache(maxsize=1)(units._shared.__wrapped__))
    fresh = units.lru_cache(maxsize=1)(units.registry.__wrapped__)
    barrier, got = threading.Barrier(4), []

    def ask():
        barrier.wait()
        got.append(fresh())

    threads = [threading.Thread(target=ask) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert len(got) == 4 and all(r is got[0] for r in got)
