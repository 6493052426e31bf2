"""What every grounded answer shares: the documents' texts it reads, and the sources it cites.

``bodies`` gives the request's documents' texts, as the record and table readers take them;
``with_citations`` ends an answer with the prompt's "Sources:" list when the prompt gives one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from course_lib.sim.request.reading import Request


def bodies(request: Request) -> list[str]:
    """The request's documents' texts (its retrieved documents that have a body), as the record
    and table readers take them."""
    return [d.body for d in request.documents if hasattr(d, "body")]


def with_citations(answer: str, request: Request) -> str:
    """The answer followed by the prompt's "Sources:" list, when it gives one to cite."""
    if not request.citations:
        return answer
    label = "来源" if request.language == "zh" else "Sources"
    return f"{answer}\n\n{label}: " + "; ".join(dict.fromkeys(request.citations))
