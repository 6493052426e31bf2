"""The course's offline chat model: a rule-based teaching simulator (introduced in notebook 00).

It is not a language model. It reads a request like a model would and answers by small,
readable rules; its "world knowledge" (alias lexicon, general facts, translations, small talk)
is data in ``data/sim``. Modules, one concept each:

- ``model``: ``SimulatedChatModel`` (the LangChain chat model: tools, structured output, streaming)
- ``reading``: turning messages and bound tools into a ``Request``
- ``tool_choice``: choosing a tool from its name, description and argument schema
- ``tool_args``: filling the chosen tool's arguments from the question, by its schema
- ``agent``: one agent step (call a tool or answer; multi-hop follow-ups; giving up)
- ``evidence``: extractive answers with citations, bridge entities
- ``chains``: chained (multi-hop) questions followed relation by relation through documents
- ``grading``, ``choosing``, ``planning``, ``structured``: grades, enums, rewrites, sub-questions
- ``tasks``: text tasks recognised from the instructions; small talk, translations, facts
- ``text``, ``matching``, ``knowledge``, ``arithmetic``, ``latency``: the building blocks
"""

from course_lib.sim.knowledge import Fact, Intent, Knowledge
from course_lib.sim.model import MODEL_NAME, SimulatedChatModel

__all__ = ["MODEL_NAME", "Fact", "Intent", "Knowledge", "SimulatedChatModel"]
