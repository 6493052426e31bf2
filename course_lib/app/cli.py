"""The command line: ``course`` (installed in .venv by ``make venv``), or ``python -m course_lib``.

Every learner-fixable problem is printed as one sentence (``error: ...``), exit status 2;
anything else as one sentence too, exit status 1; ``COURSE_DEBUG=1`` adds the traceback
(``course_lib.app.session.cli_boundary``).
"""

from __future__ import annotations

import argparse
import json

from course_lib.app.session import cli_boundary
from course_lib.foundation.errors import CourseError
from course_lib.rag.pipelines import AUTO, CHOOSES_ITSELF, DEFAULT_CORPUS, REGISTRY

DESCRIPTION = """\
The command line of the course "Agentic RAG with LangGraph": ask a question through one of
the course's pipelines, compare them on the labelled questions, build the knowledge bases,
check your set-up. Runs offline with the simulator unless COURSE_LLM names a real model.
Every problem you can fix is reported as one sentence ("error: ..."), exit status 2.

Run "course COMMAND --help" for the options of a command."""

CORPORA_HELP = "notes: the technical notes; wiki: the company wiki; all: both"


class _HelpFormatter(argparse.HelpFormatter):
    """argparse's formatter, without breaking words such as build-kb at their hyphen."""

    def _split_lines(self, text, width):
        import textwrap

        return textwrap.wrap(" ".join(text.split()), width, break_on_hyphens=False)

    def _fill_text(self, text, width, indent):
        import textwrap

        paragraphs = text.split("\n\n")
        return "\n\n".join(textwrap.fill(" ".join(p.split()), width, initial_indent=indent,
                                         subsequent_indent=indent, break_on_hyphens=False)
                             for p in paragraphs)


def _pipeline_help() -> str:
    defaults = ", ".join(f"{name} ({DEFAULT_CORPUS[name] or 'no retrieval'})" for name in REGISTRY)
    return ("the pipeline to run (default: agent); each with the knowledge base it searches by "
            f"default: {defaults}")


def text(value: str) -> str:
    """An argument that must be text (a question): invalid UTF-8 is one sentence."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        shown = value.encode("utf-8", "backslashreplace").decode("ascii", "backslashreplace")
        raise CourseError(f"The argument {shown[:60]!r} is not valid UTF-8 text (character "
                          f"{exc.start + 1}): check your terminal's encoding and type it again.") from None
    return value


def question(value: str) -> str:
    """The question argument: valid UTF-8 text, not empty (one sentence before any model call)."""
    from course_lib.foundation.safe_text import question_text

    return question_text(text(value))


def cmd_doctor(args: argparse.Namespace) -> int:
    from course_lib.app.doctor import run_doctor

    return run_doctor(check_endpoint=not args.no_endpoint)


def cmd_build_kb(args: argparse.Namespace) -> int:
    from course_lib.app.session import setup
    from course_lib.retrieval.kb import build_knowledge_base

    setup(quiet=True)
    corpora = ["notes", "wiki", "web"] if args.corpus == "all" else [args.corpus]
    for corpus in corpora:
        kb = build_knowledge_base(corpus, extra_docs=args.extra_docs, progress=not args.quiet)
        state = "built" if kb.rebuilt else "up to date"
        print(f"{corpus}: {len(kb)} chunks ({state})")
    return 0


def cmd_ask(args: argparse.Namespace) -> int:
    from course_lib.app.session import setup
    from course_lib.rag.pipelines import get_pipeline

    setup(quiet=True)
    from course_lib.rag.pipelines import choose_corpus

    corpus = choose_corpus(args.pipeline, args.question, args.corpus, extra_docs=args.extra_docs)
    pipe = get_pipeline(args.pipeline, corpus=corpus, extra_docs=args.extra_docs)
    if args.json:  # the simulator's stated limits go into the object, not to stderr
        import warnings

        from course_lib.sim.reports.limits import SimulatorLimitWarning

        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always", SimulatorLimitWarning)
            result = pipe.run(args.question)
        stated = [str(w.message) for w in caught if issubclass(w.category, SimulatorLimitWarning)]
        for other in (w for w in caught if not issubclass(w.category, SimulatorLimitWarning)):
            warnings.showwarning(other.message, other.category, other.filename, other.lineno)
        out = {**result.to_dict(), "simulator_limits": list(dict.fromkeys(stated))}
        print(json.dumps(out, ensure_ascii=False, indent=2))
        return 0
    result = pipe.run(args.question)
    for call in result.ledger.tool_calls:
        print(f"-> {call.name}({json.dumps(call.args, ensure_ascii=False)})")
    print(result.answer)
    s = result.ledger.summary()
    where = f" on {result.corpus}" if result.corpus else ""
    if result.corpus and args.corpus == AUTO and args.pipeline not in CHOOSES_ITSELF:
        where += " (auto)"
    print(f"[{args.pipeline}{where}: {s['llm_calls']} LLM calls, {s['retrievals']} retrievals, "
          f"{s['input_tokens']}+{s['output_tokens']} tokens]")
    return 0


def cmd_eval(args: argparse.Namespace) -> int:
    """``python -m course_lib eval``: run the harness and print a table or JSON."""
    from course_lib.app.session import setup
    from course_lib.evaluation.harness import evaluate
    from course_lib.evaluation.questions import load_questions
    from course_lib.evaluation.report import TABLE_WIDTH, format_summaries
    from course_lib.foundation.errors import CourseError
    from course_lib.rag.pipelines import available

    setup(quiet=True)
    names = list(getattr(args, "pipelines", None) or available())
    unknown = [n for n in names if n not in available()]
    if unknown:
        raise CourseError(f"Unknown pipeline {unknown[0]!r}: choose from {', '.join(available())}.")
    questions = load_questions(categories=getattr(args, "categories", None),
                               path=getattr(args, "questions", None))
    if not questions:
        raise CourseError("No questions to run: check --questions and --categories.")
    result = evaluate(names, questions, corpus=getattr(args, "corpus", None) or "auto",
                      progress=not getattr(args, "no_progress", False))
    from course_lib.evaluation.corpora import explain_policy

    if getattr(args, "json", False):
        payload = result.to_json(records=bool(getattr(args, "records", False)))
        payload["corpus_policy_means"] = explain_policy(result.corpus_policy)
        print(json.dumps(payload, ensure_ascii=False, indent=2))
        return 0
    import textwrap

    head = (f"{len(questions)} questions, prices as of {result.prices_as_of}; corpus policy "
            f"{result.corpus_policy!r}: {explain_policy(result.corpus_policy)}.")
    print(textwrap.fill(head, TABLE_WIDTH, break_on_hyphens=False, break_long_words=False) + "\n")
    print(format_summaries(result.summaries()))
    for problem in result.problems():
        print(f"warning: {problem}")
    return 0


def cmd_workspace(args: argparse.Namespace) -> int:
    from course_lib.app.workspace import Workspace, render_status

    workspace = Workspace(args.workspace, args.source)
    if args.action == "status":
        print(render_status(workspace))
        return 0
    if args.action == "reset":
        if bool(args.lessons) == args.all:
            raise CourseError("Name the lessons to reset (e.g. `course workspace reset 04`) or "
                              "give --all, not both.")
        report = workspace.reset(None if args.all else args.lessons)
    else:
        report = workspace.create() if args.action == "create" else workspace.update()
    if not args.quiet or report.kept or report.newer:
        print("\n".join(report.lines()))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="course", description=DESCRIPTION,
                                     formatter_class=_HelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def command(name: str, help: str, description: str | None = None) -> argparse.ArgumentParser:
        return sub.add_parser(name, help=help, description=description or help[0].upper() + help[1:] + ".",
                              formatter_class=_HelpFormatter)

    p = command("doctor", "check the environment, backend, tokenizer and knowledge bases",
                "Check this machine for the course: Python and package versions, the chat model "
                "and embeddings, which keys are set (never their values), the tokenizer files, "
                "the cache directory and the knowledge bases, and whether a configured endpoint "
                "answers. Exit status 0 when everything needed is in place.")
    p.add_argument("--no-endpoint", action="store_true",
                   help="do not contact the endpoint in OPENAI_BASE_URL")
    p.set_defaults(func=cmd_doctor)

    p = command("build-kb", "build (or check) the knowledge bases",
                "Build the knowledge bases (Chroma stores) in the cache directory; one that is "
                "up to date is only checked. The notebooks and ask build what they need too.")
    p.add_argument("--corpus", default="all", choices=["notes", "wiki", "web", "all"],
                   help="which one to build (default: all, meaning notes, wiki and web: the "
                        "offline web snapshot that web search reads)")
    p.add_argument("--extra-docs", default=None, metavar="DIR",
                   help="a folder of markdown notes to add to the notes (and to a wiki built alone)")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=cmd_build_kb)

    p = command("ask", "ask one question through a pipeline",
                "Ask one question through one of the course's pipelines and print the tools it "
                "called, its answer and what it cost (LLM calls, retrievals, tokens).")
    p.add_argument("question", type=question, help="the question, in quotes")
    p.add_argument("--pipeline", default="agent", choices=list(REGISTRY), metavar="NAME",
                   help=_pipeline_help())
    p.add_argument("--corpus", default=AUTO, choices=[AUTO, "notes", "wiki", "all"],
                   help=f"the knowledge base to search ({CORPORA_HELP}). Default auto: tools and "
                        "adaptive search both and choose themselves, direct searches nothing, and "
                        "every other pipeline searches the one (notes or wiki) that best matches "
                        "the question")
    p.add_argument("--extra-docs", default=None, metavar="DIR",
                   help="a folder of markdown notes added to the notes for this run")
    p.add_argument("--json", action="store_true",
                   help="print one JSON object: answer, pipeline, corpus, tool_calls, retrievals, "
                        "llm_calls, tokens, latency_s, cited (sources the answer cites), retrieved "
                        "(every source retrieved) and sources (cited, or retrieved when the answer "
                        "cites none)")
    p.set_defaults(func=cmd_ask)

    from course_lib.evaluation.corpora import POLICIES
    from course_lib.evaluation.questions import CATEGORIES

    p = command("eval", "run pipelines over the labelled question set",
                "Run pipelines over the labelled questions of data/eval and print accuracy, "
                "LLM calls, tokens, latency and cost per pipeline, then correct answers by category.")
    p.add_argument("--pipelines", nargs="+", default=None, metavar="NAME",
                   help=f"the pipelines to compare (default: all of {', '.join(REGISTRY)})")
    p.add_argument("--questions", default=None, metavar="FILE",
                   help="a JSONL file of labelled questions (default: data/eval/questions.jsonl)")
    p.add_argument("--categories", nargs="+", default=None, metavar="CATEGORY",
                   help="only the questions of these categories (default: all of "
                        f"{', '.join(CATEGORIES)})")
    p.add_argument("--corpus", default=AUTO, choices=list(POLICIES),
                   help="the corpus policy. " + "; ".join(f"{k}: {v}" for k, v in POLICIES.items())
                        + " (default: auto)")
    p.add_argument("--json", action="store_true",
                   help="print one JSON object with a summary per pipeline instead of the tables")
    p.add_argument("--records", action="store_true",
                   help="with --json, also one record per question and pipeline")
    p.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    p.set_defaults(func=cmd_eval)

    p = command("workspace", "your working copies of the notebooks: create, update, reset, status",
                "Your workspace holds your own copies of the course notebooks (make lab opens "
                "JupyterLab on it); the course's notebooks stay untouched. create: copy the "
                "notebooks you do not have yet (never overwrites). update: bring in the course's "
                "newer notebooks, keeping every one you edited (it names them). reset NN / --all: "
                "restore lessons afresh (your copies are saved in .course/backup first). status: "
                "each copy's state.")
    p.add_argument("action", choices=["create", "update", "reset", "status"],
                   help="create: copy the notebooks you do not have yet; update: bring in the "
                        "course's newer ones, keeping those you edited; reset: restore lessons "
                        "afresh; status: each copy's state")
    p.add_argument("lessons", nargs="*", metavar="LESSON",
                   help="for reset: lesson numbers or names (04, 04_corrective_rag)")
    p.add_argument("--all", action="store_true", help="for reset: every lesson")
    p.add_argument("--workspace", default=None, metavar="DIR",
                   help="the workspace folder (default: COURSE_WORKSPACE, else workspace/ in the project)")
    p.add_argument("--source", default=None, metavar="DIR",
                   help="the course's notebooks (default: notebooks/ in the project)")
    p.add_argument("--quiet", action="store_true", help="print only what needs your attention")
    p.set_defaults(func=cmd_workspace)

    try:
        from course_lib.exercises.cli import add_commands
    except ImportError:  # the exercises package is optional while it is being built
        add_commands = None
    if add_commands is not None:
        add_commands(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()

    def run() -> int:
        args = parser.parse_args(argv)
        return args.func(args)

    return cli_boundary(run)
