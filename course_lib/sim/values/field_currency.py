"""The currency a money field is in, and an amount written in another one (issue 26, notebook 03).

A numeric field or tool argument may say which currency it holds: by its name ("amount_eur",
"price_usd", "cost_in_dollars"), its description ("money raised, in euros"), or, for a tool whose
one number is the money, the tool's description ("Tip the courier; the amount is in euros.").
When the text writes its amount in another currency ("send Tom 40 dollars" for ``amount_eur``),
the figure is no value for the field: converting needs an exchange rate the simulator does not
have, so the callers state a limit and give the safe value (or no call), never the bare 40.
(Units of measure convert exactly and are converted by ``field_readers`` with pint.)

A sign or word several currencies share ("$", "dollars": US, Canadian, Australian ...) is no
evidence against a field in any of them (``currencies.SHARED_SIGN_FAMILIES``).
"""

from __future__ import annotations

import re

from course_lib.sim.values.field_readers import (
    MONEY_FIELD_RE,
    amount_currency,
    currency_mentions,
    known_currency_codes,
)
from course_lib.sim.words.currencies import SHARED_SIGN_FAMILIES, UNIT_WORDS

# a description or name that speaks of changing money from one currency to another: its
# currencies are the conversion's, not the unit of a number
_CONVERTING_RE = re.compile(r"conver|exchang|\brates?\b|foreign|\bfx\b", re.IGNORECASE)


def _name_currency(name: str, description: str = "") -> str | None:
    """The currency a field's name says: an ISO code as one of its words of a money name or a
    field described as money ("amount_eur", "rentGBP", "yearly_gbp" described as a salary) or a
    currency's unit word ("cost_in_euros"), else ``None`` ("top_n" names no Tongan pa'anga: "top"
    is no money name)."""
    snake = re.sub(r"(?<=[a-z])(?=[A-Z])", "_", name)
    words = [w for w in re.split(r"[_\W]+", snake) if w]
    found = {UNIT_WORDS[w.lower().removesuffix("s")] for w in words if w.lower().removesuffix("s") in UNIT_WORDS}
    described = "_".join(re.findall(r"\w+", description.lower()))
    if MONEY_FIELD_RE.search(snake.lower()) or MONEY_FIELD_RE.search(described):
        found |= {w.upper() for w in words if len(w) == 3 and w.upper() in known_currency_codes()}
    return found.pop() if len(found) == 1 else None


def _one_currency(text: str) -> str | None:
    found = set(currency_mentions(text))
    return found.pop() if len(found) == 1 else None


def field_currency(name: str, description: str = "", tool_description: str = "") -> str | None:
    """The ISO code of the currency a numeric field holds, from its name, else its description,
    else ``tool_description`` (the caller passes it only for a tool whose one number is the
    money); ``None`` when none says one, or one speaks of converting money."""
    if not _CONVERTING_RE.search(name):
        code = _name_currency(name, description)
        if code is not None:
            return code
    for said in (description, tool_description):
        if said and not _CONVERTING_RE.search(said):
            code = _one_currency(said)
            if code is not None:
                return code
    return None


def _same_money(written: str, wanted: str) -> bool:
    return written == wanted or any(written in family and wanted in family for family in SHARED_SIGN_FAMILIES)


def foreign_amount(name: str, description: str, text: str, tool_description: str = "") -> tuple[str, str] | None:
    """(the currency the text writes its amount in, the field's) when they differ ("300 dollars"
    for ``amount_eur``: ("USD", "EUR")), else ``None`` (no currency said on either side, the same
    one, or a sign both may write)."""
    wanted = field_currency(name, description, tool_description)
    if wanted is None:
        return None
    written = amount_currency(text)
    if written is None or _same_money(written, wanted):
        return None
    return written, wanted


def state_foreign(what: str, name: str, written: str, wanted: str) -> str:
    """State the limit for an amount in ``written`` that ``name`` wants in ``wanted`` (``what``:
    "call the tool 'pay' with the amount", "fill the field 'rent'"); the sentence."""
    from course_lib.sim.reports import limits

    return limits.state(
        what,
        f"the text gives the amount in {written} but '{name}' is in {wanted}, and converting needs an "
        "exchange rate it does not have",
        f"look up today's rate, or ask you for the amount in {wanted}",
        kind="knowledge",
        replace=True,
    )


__all__ = ["field_currency", "foreign_amount", "state_foreign"]
