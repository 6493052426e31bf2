"""The course's offline chat model: a rule-based teaching simulator (introduced in notebook 00).

It is not a language model. It reads a request like a model would and answers by small,
readable rules; its "world knowledge" (alias lexicon, general facts, translations, small talk)
is data in ``data/sim``. Modules, one concept each:

- ``model``: ``SimulatedChatModel`` (the LangChain chat model: tools, structured output, JSON
  mode, streaming; every reply explains itself in ``response_metadata["explanation"]``)
- ``explain``: reading those explanations back (``explain(llm)`` prints the last call's)
- ``limits``: right, or it says it cannot: ``SimulatorLimitWarning`` and the one sentence a
  reply states when the simulator's own evidence is too weak to answer
- ``reading``: messages and bound tools into a ``Request`` (labelled sections in any case or
  language, the question wherever it is, never from inside a document)
- ``documents``: documents in every common shape (markers, reprs, JSON, tags, records, numbered)
- ``prose``: a document's text as markdown blocks and real sentences (markdown-it-py, pysbd)
- ``text``, ``weights``, ``quantities``: words and stems (Chinese by jieba's rjieba port), word
  weights from general-language frequencies (wordfreq), kinds of values (dates, durations, ...;
  number words by text2num)
- ``tasks``: the task a request asks for, by weighing cues; ``replies``: carrying it out
- ``smalltalk``: small talk by intent; ``injection``: sentences addressed to the model
- ``tool_choice``: choosing a tool from its name, description and argument schema
- ``tool_args``: filling the chosen tool's arguments from the question, by its schema
- ``function_tools``: generic arithmetic function tools called step by step
- ``agent``: one agent step (call a tool or answer; multi-hop follow-ups; giving up)
- ``evidence``: extractive answers with citations, bridge entities
- ``chains``: chained (multi-hop) questions followed relation by relation through documents
- ``grading``, ``choosing``, ``planning``, ``structured``: grades, enums, rewrites, sub-questions
- ``extraction``: a schema field's value read from a passage (names, places, quantities in the
  field's unit by pint, ages, dates, amounts); ``sentiment``: tone (VADER) and language
  (py3langid) for classification schemas
- ``matching``, ``knowledge``, ``arithmetic``, ``latency``: the building blocks
- ``currencies``: the one table of currency signs and unit words (the yen sign decided by the
  text); ``field_kinds``: what a schema field holds (a place); ``thresholds``: the rules' numbers,
  as data in ``data/sim/thresholds.yaml``
"""

from course_lib.sim.knowledge import Fact, Intent, Knowledge
from course_lib.sim.model import MODEL_NAME, SimulatedChatModel

__all__ = ["MODEL_NAME", "Fact", "Intent", "Knowledge", "SimulatedChatModel"]
