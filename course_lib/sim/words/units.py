"""The simulator's one pint unit registry (issue 26, item 5; notebooks 00, 03 and 04).

Unit conversions (``conversion``), quantity fields (``field_readers``) and thresholds
(``comparisons``) all read units with pint. Building a ``pint.UnitRegistry`` parses pint's
definition files and derives every unit's dimensions: about 0.13 CPU s, and the simulator used
to build two per process. Now there is one, built with pint's own disk cache
(``cache_folder``), kept under the course's cache folder: a kernel reads the parsed
definitions back in about a quarter of the time.

Safe to share between kernels:
- pint names each cached file by the SHA-1 of the definition file's content (or of the parsed
  project's statements) together with pint's version, Python's version and the number type, so
  edited definitions or another pint get new entries, never old ones; the folder's own name
  adds pint's version and the definition files' digest (:func:`_folder_key`);
- pint writes its cache files in place, so a kernel could read a file another is still
  writing: the cache is filled in a folder of this process's own and renamed into place whole
  (a rename is atomic), and a shared folder is only ever read;
- a cache that fails to load (a damaged file) is removed and the registry built without it,
  with a one-line notice; a folder that cannot be written just means no cache.
"""

from __future__ import annotations

import os
import shutil
import threading
from functools import lru_cache
from pathlib import Path

_BUILDING = threading.Lock()

# The temperature scales as people write them, by pint's name for each: the scale words in any
# case ("68 Fahrenheit", "20 Celsius", "300 Kelvin"; pint's own names are case-sensitive and
# its "centigrade" is an angle) and the letters a conversion question writes ("98.6 °F to C")
TEMPERATURE_SCALES = {"c": "degC", "°c": "degC", "celsius": "degC", "centigrade": "degC", "f": "degF",
                      "°f": "degF", "fahrenheit": "degF", "kelvin": "kelvin", "k": "kelvin"}


def scale_word(word: str) -> str | None:
    """pint's name for a temperature scale written as a word ("Fahrenheit" -> "degF",
    "centigrade" -> "degC", "Kelvin" -> "kelvin"), ``None`` for anything else (a bare letter
    too: "F" alone is a farad, or a grade, unless a temperature is asked)."""
    low = word.lower()
    return TEMPERATURE_SCALES.get(low) if len(low) > 2 else None


@lru_cache(maxsize=1)
def registry():
    """The process's ``pint.UnitRegistry`` (pint's default definitions), built once: under a lock,
    so two threads asking at once get the same one (pint refuses to mix units of two registries,
    and the simulator's caches keep the units they read)."""
    with _BUILDING:
        return _shared()


@lru_cache(maxsize=1)
def _shared():
    import pint

    folder = _cache_folder()
    if folder is None:
        return pint.UnitRegistry()
    if folder.is_dir():
        try:
            return pint.UnitRegistry(cache_folder=folder)
        except Exception:  # a damaged cache file: pint's errors are of many kinds
            from course_lib.foundation.integrity import notice

            notice(f"the cached unit definitions in {folder} are damaged; building them again.")
            shutil.rmtree(folder, ignore_errors=True)
            return pint.UnitRegistry()
    partial = folder.with_name(f"{folder.name}.{os.getpid()}.tmp")
    try:
        shutil.rmtree(partial, ignore_errors=True)
        partial.mkdir(parents=True)
        built = pint.UnitRegistry(cache_folder=partial)
    except OSError:
        return pint.UnitRegistry()
    try:
        os.rename(partial, folder)  # whole or not at all; another kernel may have won the race
    except OSError:
        shutil.rmtree(partial, ignore_errors=True)
    return built


def _cache_folder() -> Path | None:
    """``<cache>/pint/<key>``, or ``None`` when the course's cache folder cannot be used."""
    from course_lib.foundation.config import cache_dir

    try:
        return cache_dir() / "pint" / _folder_key()
    except Exception:  # CourseError: no writable cache folder; the registry is built without
        return None


def _folder_key() -> str:
    """pint's version and the SHA-256 of its definition files' contents."""
    import hashlib

    import pint

    digest = hashlib.sha256(pint.__version__.encode())
    for path in sorted(Path(pint.__file__).parent.glob("*.txt")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return f"{pint.__version__}-{digest.hexdigest()[:16]}"
