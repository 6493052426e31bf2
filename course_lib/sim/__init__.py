"""The course's offline chat model: a rule-based teaching simulator (introduced in notebook 00).

It is not a language model. It reads a request like a model would and answers by small,
readable rules; its "world knowledge" (alias lexicon, general facts, translations, small talk)
is data in ``data/sim``. How a request is answered (``respond``):

  messages -> ``reading.read_request`` -> a ``Request``
  Request  -> ``respond.task_of`` (``tasks.recognise``: cues weighed) -> a task
  task     -> ``respond.RESPONDERS[task]`` -> the reply (tool calls: ``agent.agent_step``)

Modules, one concept each:

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
- ``tasks``: the task a request asks for, by weighing cues; ``respond``: request -> task ->
  responder, the one table; ``replies``: the responders' blocks (``direct_replies``,
  ``verdicts``, and ``grounded_answer``: a pipeline over ``follow_up_answers``,
  ``threshold_answers``, ``record_answers`` (the record answerers, one table), ``stated_answers``
  and ``extractive``: its named ``STEPS`` over the sentences ``evidence`` gathers, the units to
  quote chosen (``quote_choice``), quoted and checked (``quoted_answer``, ``composed_quotes``,
  ``worked_answers``, ``unworked_answers``, ``unfit_answers``), the partial answer
  (``partial_answers``), the absent answer doubted (``doubted_absence``))
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
- ``reader_results``: what a reader of records gives back, an ``Answer`` or ``Unsure`` (why not)
- ``field_readers``: the one table of field readers (a field's kind -> the reader of its value),
  shared by structured output, tool arguments and extraction; ``currencies``: the one table of
  currency signs and unit words (the yen sign decided by the text)
- prompt shapes read as material: ``forwarded_mail``, ``material_leads`` (notes pasted turns
  before), ``earlier_material`` (a tool result earlier in the thread), ``chunk_tables`` (scored
  retrieval tables), ``answer_format`` / ``reply_form`` (what a prompt says of its reply's form)
- grounded readers: ``left_out`` (exclusions), ``which_rows``, ``key_forms``, ``moved_values`` (a
  value a later source moves); request readers: ``declined_fields``, ``exception_clauses``,
  ``family_counts``, ``information_questions``, ``introductions``, ``quote_marks``
- ``cues``: the rules' cues, word lists and cue patterns as data (``data/sim/task_cues.yaml``,
  ``lexicons.yaml``, ``patterns.yaml``); ``thresholds``: the rules' numbers (``data/sim/thresholds.yaml``)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from course_lib.foundation.lazy_exports import lazy_exports

if TYPE_CHECKING:  # what editors and type checkers see; at run time see __getattr__
    from course_lib.sim.chat.model import MODEL_NAME, SimulatedChatModel
    from course_lib.sim.words.knowledge import Fact, Intent, Knowledge

# The package's names, loaded from their modules on first use (PEP 562): importing one module
# of the simulator (``course_lib.sim.words.text``) loads that module and what it needs, not the whole
# simulator and LangChain with it.
_HOMES = {
    "Fact": "course_lib.sim.words.knowledge",
    "Intent": "course_lib.sim.words.knowledge",
    "Knowledge": "course_lib.sim.words.knowledge",
    "MODEL_NAME": "course_lib.sim.chat.model",
    "SimulatedChatModel": "course_lib.sim.chat.model",
}

__all__ = ["MODEL_NAME", "Fact", "Intent", "Knowledge", "SimulatedChatModel"]


__getattr__, __dir__ = lazy_exports(__name__, _HOMES)
