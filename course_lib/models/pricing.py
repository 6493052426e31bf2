"""Prices: turning a ledger's tokens into dollars (notebook 06).

The table lives in ``data/prices.yaml`` (dated, with a source note, meant to be edited):
dollars per million input and output tokens for chat models, per million tokens for
embedding models. ``load_prices()`` reads it (or another file, or ``COURSE_PRICES``);
``PriceTable.chat_cost(model, input_tokens, output_tokens)`` prices one call.

Model names are matched leniently: ``openai:gpt-4o-mini`` and the dated name a provider
reports (``gpt-4o-mini-2024-07-18``) both find ``gpt-4o-mini`` (the longest listed name
the reported one starts with). An unknown model costs 0 and is listed in ``unpriced`` so
a report can say so instead of silently showing $0.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

PRICES_FILE = "prices.yaml"


@dataclass(frozen=True)
class ChatPrice:
    """Dollars per ``per_tokens`` input and output tokens."""

    input: float
    output: float


@dataclass
class PriceTable:
    """A dated price table; see ``data/prices.yaml`` for the units and the source."""

    chat: dict[str, ChatPrice]
    embeddings: dict[str, float] = field(default_factory=dict)
    as_of: str = ""
    source: str = ""
    currency: str = "USD"
    per_tokens: int = 1_000_000
    unpriced: set[str] = field(default_factory=set)

    @staticmethod
    def _lookup(table: dict[str, Any], model: str) -> str | None:
        name = (model or "").strip().lower()
        name = name.split(":", 1)[1] if ":" in name else name  # "openai:gpt-4o" -> "gpt-4o"
        name = name.rsplit("/", 1)[-1]  # "models/x" or "org/x" -> "x"
        if name in table:
            return name
        matches = [key for key in table if name.startswith(key)]
        return max(matches, key=len) if matches else None

    def chat_price(self, model: str) -> ChatPrice | None:
        key = self._lookup(self.chat, model)
        return self.chat[key] if key else None

    def chat_cost(self, model: str, input_tokens: int, output_tokens: int) -> float:
        """Dollars for one chat call (0 for an unknown model, remembered in ``unpriced``)."""
        price = self.chat_price(model)
        if price is None:
            if model:
                self.unpriced.add(model)
            return 0.0
        return (input_tokens * price.input + output_tokens * price.output) / self.per_tokens

    def embedding_cost(self, model: str, tokens: int) -> float:
        """Dollars for embedding ``tokens`` tokens with ``model``."""
        key = self._lookup(self.embeddings, model)
        if key is None:
            if model and tokens:
                self.unpriced.add(model)
            return 0.0
        return tokens * self.embeddings[key] / self.per_tokens

    def describe(self) -> str:
        """One line for a notebook: where the prices come from and when."""
        return f"prices as of {self.as_of} ({self.currency} per {self.per_tokens:,} tokens): {self.source}"


def prices_path() -> Path:
    """``COURSE_PRICES`` if set, else ``data/prices.yaml``."""
    explicit = os.environ.get("COURSE_PRICES")
    if explicit:
        return Path(explicit)
    from course_lib.foundation.config import data_dir

    return data_dir() / PRICES_FILE


def price_table_from_dict(raw: dict[str, Any]) -> PriceTable:
    """Build a ``PriceTable`` from the YAML's structure (useful in tests and exercises)."""
    chat = {
        str(name).lower(): ChatPrice(float(p["input"]), float(p["output"]))
        for name, p in (raw.get("chat") or {}).items()
    }
    embeddings = {str(name).lower(): float(p) for name, p in (raw.get("embeddings") or {}).items()}
    return PriceTable(
        chat=chat,
        embeddings=embeddings,
        as_of=str(raw.get("as_of", "")),
        source=str(raw.get("source", "")),
        currency=str(raw.get("currency", "USD")),
        per_tokens=int(raw.get("per_tokens", 1_000_000)),
    )


def load_prices(path: Path | str | None = None) -> PriceTable:
    """Read the price table (``data/prices.yaml`` unless ``path`` or ``COURSE_PRICES``)."""
    from course_lib.foundation.errors import CourseError
    from course_lib.foundation.yamltext import load_yaml

    file = Path(path) if path else prices_path()
    try:
        raw = load_yaml(file.read_text(encoding="utf-8")) or {}
    except FileNotFoundError:
        raise CourseError(f"No price table at {file}: restore data/prices.yaml or set COURSE_PRICES.") from None
    return price_table_from_dict(raw)
