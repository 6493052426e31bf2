"""Reading YAML quickly, with the pure-Python loader's error messages.

PyYAML's ``safe_load`` is pure Python; the libyaml-backed ``CSafeLoader`` gives the same
result about ten times faster (the notes' front matter and ``data/sim`` are read in every
notebook). A document libyaml rejects is parsed again by ``safe_load``, so an error names
the problem and line the way the course reports it.
"""

from __future__ import annotations


def load_yaml(text: str):
    import yaml

    try:
        return yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))  # noqa: S506
    except yaml.YAMLError:
        return yaml.safe_load(text)
