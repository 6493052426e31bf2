"""py3langid's language identifier, restricted to the languages the simulator tells apart, loaded
from a quick copy in the cache folder (issue 26, "Fast again"; used by ``sentiment``).

py3langid ships its model as one LZMA file of 97 languages: unpacking 68 MB took about half a
second of CPU in every kernel that asked for a language (a grounded answer's last check before
"I don't know"). The first load here unpacks it as py3langid does, keeps only the columns of the
languages asked for (the same arrays ``set_languages`` slices out), and writes those arrays to
the cache folder zlib-compressed (about 3 MB, a tenth of a second to read); later loads read
that copy. The identifier is the same either way: the same arrays, so the same scores, codes
and confidences (``tests/sim/test_language_model.py``). The copy is named by py3langid's
version, the model file's size and date and the languages; a damaged or unreadable copy is
rebuilt with a one-line notice, and a cache folder that cannot be written is simply not used.
"""

from __future__ import annotations

import hashlib
import io
import os
import zlib
from pathlib import Path

_VERSION = "v1"  # of the copy's layout


def load_identifier(langs: tuple[str, ...]):
    """A ``py3langid`` ``LanguageIdentifier`` that classifies among ``langs`` only."""
    from py3langid.langid import _load_identifier

    path = _copy_path(langs)
    if path is not None:
        arrays = _read_copy(path)
        if arrays is None:
            arrays = _write_copy(path, langs)
        if arrays is not None:
            return _identifier(arrays, langs)
    return _load_identifier(langs=list(langs))


def _identifier(arrays: dict, langs: tuple[str, ...]):
    import numpy as np
    from py3langid.langid import LanguageIdentifier
    from py3langid.modelio import _to_array

    identifier = LanguageIdentifier(
        np.asarray(arrays["ptc"]), np.asarray(arrays["pc"]), arrays["classes"].tolist(),
        _to_array(arrays["nextmove"]), arrays["out_feat"].tolist(), tk_row=_to_array(arrays["nextmove_row"]),
    )
    identifier.set_languages(list(langs))  # every column is one of them: the same arrays again
    return identifier


def _model_file() -> Path:
    from py3langid import langid

    return Path(langid.MODEL_DIR) / langid.MODEL_FILE


def _copy_path(langs: tuple[str, ...]) -> Path | None:
    try:
        from importlib.metadata import version

        from course_lib.foundation.config import cache_dir

        stat = _model_file().stat()
        key = f"{_VERSION}:{version('py3langid')}:{stat.st_size}:{stat.st_mtime_ns}:{','.join(langs)}"
        return cache_dir() / "langid" / f"model-{hashlib.sha256(key.encode()).hexdigest()[:16]}.npz.z"
    except Exception:  # noqa: BLE001 - no cache folder, no metadata: load the shipped model
        return None


_NAMES = ("ptc", "pc", "classes", "nextmove", "nextmove_row", "out_feat")


def _read_copy(path: Path) -> dict | None:
    import numpy as np

    if not path.is_file():
        return None
    try:
        data = path.read_bytes()
        digest, payload = data[:32], data[32:]
        if hashlib.sha256(payload).digest() == digest:
            with np.load(io.BytesIO(zlib.decompress(payload)), allow_pickle=False) as found:
                if set(_NAMES) <= set(found.files):
                    return {name: found[name] for name in _NAMES}
    except (OSError, ValueError, zlib.error):
        pass
    from course_lib.foundation.integrity import notice

    notice(f"the cached language model {path} is damaged; unpacking py3langid's model again.")
    return None


def _write_copy(path: Path, langs: tuple[str, ...]) -> dict | None:
    """The shipped model's arrays (as ``py3langid.modelio.load_model`` reads them) with only
    ``langs``' columns, written to ``path``; ``None`` if the shipped model cannot be read that
    way (then py3langid loads it itself)."""
    import numpy as np

    try:
        import lzma

        with lzma.open(_model_file()) as packed, np.load(io.BytesIO(packed.read()), allow_pickle=False) as shipped:
            classes = shipped["classes"].tolist()
            keep = [i for i, c in enumerate(classes) if c in set(langs)]
            arrays = {name: shipped[name] for name in _NAMES}
        arrays["ptc"], arrays["pc"], arrays["classes"] = arrays["ptc"][:, keep], arrays["pc"][keep], arrays["classes"][keep]
    except Exception:  # noqa: BLE001 - another model layout: py3langid reads it
        return None
    try:
        buffer = io.BytesIO()
        np.savez(buffer, **arrays)
        payload = zlib.compress(buffer.getvalue(), 1)
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_suffix(f".{os.getpid()}.tmp")
        partial.write_bytes(hashlib.sha256(payload).digest() + payload)
        os.replace(partial, path)  # atomic: parallel kernels never read half a file
    except OSError:
        pass  # a read-only cache: this process still has the arrays
    return arrays
