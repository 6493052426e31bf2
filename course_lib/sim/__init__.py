"""The course's offline chat model: a rule-based teaching simulator (introduced in notebook 00).

It is not a language model. It reads a request like a model would and answers by small,
readable rules; its "world knowledge" (alias lexicon, general facts, translations, small talk)
is data in ``data/sim``. How a request is answered:

  messages -> ``request.reading.read_request``            -> a ``Request``
  Request  -> ``task.tasks.recognise`` (cues weighed)      -> a task
  task     -> ``chat.respond.RESPONDERS[task]``            -> a responder of ``responders``
           -> the reply (tool calls: ``responders.agent.agent_step``), with its explanation
              (``reports.explain``) and any stated limit (``reports.limits``)

``chat.model.SimulatedChatModel`` is the LangChain chat model around it (tools, structured
output, JSON mode, streaming). The subpackages are layers, each importing only those below it
(pyproject.toml's layers contract, checked by ``lint-imports`` and tests/sim/test_layout.py);
each one's docstring names its modules. Top first:

  chat/        the chat model: ``model`` (``SimulatedChatModel``), ``respond`` (request -> task ->
               responder, the one table), ``latency``
  responders/  the replies by kind: the grounded answer (``replies.grounded_answer``,
               ``extractive``), verdicts, choices, grades, structured output (``structured``,
               ``extraction``), the agent step (``agent``)
  dialogue/    answers without documents: small talk, translation, the user's earlier
               statements (``thread_notes``), ``direct_replies``
  tools/       tools: choosing one (``tool_choice``), filling its arguments (``tool_args``),
               reading its results and errors
  grounded/    answers from documents: ``evidence`` (sentences gathered, cited), the answer's
               form (``answer_forms``), the record answerers (``record_answers``: tables, logs,
               configuration files, receipts, timetables) and the extractive answer's steps
  task/        the task a request asks for (``tasks``: cues weighed), instructed replies
  request/     messages -> ``Request`` (``reading``): labelled sections, prompts without labels,
               pasted and forwarded material, earlier turns (corrections, ellipsis, references)
  values/      the one table of field readers (``field_readers``), shared by structured
               output, tool arguments and extraction, and the kinds of value it reads
  material/    documents in every shape (``documents``), as markdown blocks and sentences
               (``prose``), data files and tables as records
  words/       words and stems (``text``), word weights, cues and thresholds as data (``cues``,
               ``thresholds``), numbers, dates, times, currencies (``currencies``: the one
               table), units (pint), quantities, matching, world knowledge (``knowledge``)
  reports/     what a reply says of itself: ``explain`` (why), ``limits``
               (``SimulatorLimitWarning``: what it cannot do), ``reader_results``

Importing one module (``import course_lib.sim.words.text``) loads that module and what it
needs, never the whole simulator nor LangChain: the subpackages import nothing when imported,
and this package exports its names lazily.
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
