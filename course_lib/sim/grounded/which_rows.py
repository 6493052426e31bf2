""""Which <plural noun> <state>?" over records (issue 26, the twenty-eighth set's W1, the twenty-ninth's
X4): "which containers have exited" over ``docker ps -a``, "which hives were defensive" over an
inspection table. One row holding the state was quoted, or the header with it, so the reply read as a
complete answer missing the others. Here the rows are those ``counting`` counts for the same question
asked as "how many <plural noun> <state>", named by their name column (``counting``'s naming), all of
them, with their number. Introduced for notebook 01's grounded answers over listings.

``rows(question, bodies)``: the ``counting.Count`` of the rows, a reason (a ``str``) when the count
is ambiguous, ``None`` when the question is no "which <plural>" question or counting is not how it is
read. ``answer(found)``: "ledger-proxy and seed-bucket: 2 rows hold 'exited'." (one row: "the only
one"). Cue: ``patterns.yaml`` ``which_rows.asks``.
"""

from __future__ import annotations

from course_lib.sim.grounded import counting
from course_lib.sim.words.cues import patterns

_CUE = patterns("which_rows")


def asks(question: str) -> bool:
    return bool(_CUE.asks.search(question))


def rows(question: str, bodies: list[str]) -> counting.Count | str | None:
    """See the module docstring."""
    m = _CUE.asks.search(question)
    if m is None:
        return None
    found = counting.count(f"how many {m.group('noun')} {m.group('rest')}", bodies)
    if isinstance(found, counting.Count) and (not found.noun or found.number == 0):
        return None  # every record counted ("which tests are there"): a listing, the usual reading's
    return found


def answer(found: counting.Count) -> str:
    """The rows named, all of them, and their number."""
    names = list(dict.fromkeys(found.quoted))
    if found.number == 1:
        return f"{names[0]}: the only row of the document that holds '{found.subject}'."
    listed = ", ".join(names[:-1]) + f" and {names[-1]}" if len(names) > 1 else names[0]
    return f"{listed}: {found.number} {found.noun} of the document hold '{found.subject}'."
