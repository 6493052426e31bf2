"""An offline stand-in for LangChain's ``WikipediaQueryRun(api_wrapper=WikipediaAPIWrapper(
top_k_results=1))``: the same tool name, description and argument schema (langchain-community
``tools/wikipedia/tool.py``), and the wrapper's output shape (``Page: <title>\\nSummary: <text>``,
or "No good Wikipedia Search Result was found"), over a few short summaries written here from
the public articles (only the facts the ports ask about; no text copied). A query finds the page
whose title shares the most words with it.
"""

from __future__ import annotations

import re

from langchain_core.tools import BaseTool
from pydantic import BaseModel, Field

PAGES = {
    "Eiffel Tower": (
        "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris, France. "
        "It is named after the engineer Gustave Eiffel, whose company designed and built the tower "
        "between 1887 and 1889 as the entrance arch of the 1889 World's Fair. It is 330 metres tall "
        "and was the tallest man-made structure in the world until 1930. The tower has three levels "
        "for visitors, with restaurants on the first and second levels."
    ),
    "Øresund Bridge": (
        "The Øresund Bridge is a combined railway and motorway cable-stayed bridge across the Øresund "
        "strait between Denmark and Sweden. It is nearly 8 kilometres long and runs from the Swedish "
        "coast near Malmö to the artificial island of Peberholm, where the crossing continues in the "
        "Drogden Tunnel to the Danish island of Amager. It was built by the Sundlink Contractors "
        "consortium and opened on 1 July 2000."
    ),
    "Hagia Sophia": (
        "Hagia Sophia is a mosque and former church in Istanbul, Turkey. The present building was "
        "built between 532 and 537 under the Byzantine emperor Justinian I, to a design by the "
        "mathematicians Isidore of Miletus and Anthemius of Tralles. Its main dome is about 31 metres "
        "across."
    ),
}

_WORD = re.compile(r"\w+")


def _words(text: str) -> set[str]:
    return {w.lower() for w in _WORD.findall(text) if len(w) > 2}


class WikipediaQueryInput(BaseModel):
    """Input for the WikipediaQuery tool."""

    query: str = Field(description="query to look up on wikipedia")


class OfflineWikipediaQueryRun(BaseTool):
    """Tool that searches the Wikipedia API (here: the pages above)."""

    name: str = "wikipedia"
    description: str = (
        "A wrapper around Wikipedia. "
        "Useful for when you need to answer general questions about "
        "people, places, companies, facts, historical events, or other subjects. "
        "Input should be a search query."
    )
    args_schema: type[BaseModel] = WikipediaQueryInput
    queries: list[str] = Field(default_factory=list)

    def _run(self, query: str, **_) -> str:
        self.queries.append(query)
        q = _words(query)
        best = max(PAGES, key=lambda t: (len(q & _words(t)), -list(PAGES).index(t)))
        if not q & _words(best):
            return "No good Wikipedia Search Result was found"
        return f"Page: {best}\nSummary: {PAGES[best]}"
