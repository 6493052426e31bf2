"""The command line: ``python -m course_lib {doctor,build-kb,ask,eval,progress,exercises}``.

Every learner-fixable problem is printed as one sentence (``error: ...``), exit status 2;
anything else as one sentence too, exit status 1; ``COURSE_DEBUG=1`` adds the traceback
(``course_lib.errors.cli_boundary``).
"""

from __future__ import annotations

import argparse
import json

from course_lib.errors import CourseError, cli_boundary
from course_lib.pipelines import REGISTRY


def text(value: str) -> str:
    """An argument that must be text (a question): invalid UTF-8 is one sentence."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        shown = value.encode("utf-8", "backslashreplace").decode("ascii", "backslashreplace")
        raise CourseError(f"The argument {shown[:60]!r} is not valid UTF-8 text (character "
                          f"{exc.start + 1}): check your terminal's encoding and type it again.") from None
    return value


def cmd_doctor(args: argparse.Namespace) -> int:
    from course_lib.doctor import run_doctor

    return run_doctor(check_endpoint=not args.no_endpoint)


def cmd_build_kb(args: argparse.Namespace) -> int:
    from course_lib.config import setup
    from course_lib.kb import build_knowledge_base

    setup(quiet=True)
    corpora = ["notes", "wiki", "web"] if args.corpus == "all" else [args.corpus]
    for corpus in corpora:
        kb = build_knowledge_base(corpus, extra_docs=args.extra_docs, progress=not args.quiet)
        state = "built" if kb.rebuilt else "up to date"
        print(f"{corpus}: {len(kb)} chunks ({state})")
    return 0


def cmd_ask(args: argparse.Namespace) -> int:
    from course_lib.config import setup
    from course_lib.pipelines import get_pipeline

    setup(quiet=True)
    pipe = get_pipeline(args.pipeline, corpus=args.corpus, extra_docs=args.extra_docs)
    result = pipe.run(args.question)
    if args.json:
        print(json.dumps(result.to_dict(), ensure_ascii=False, indent=2))
        return 0
    for call in result.ledger.tool_calls:
        print(f"-> {call.name}({json.dumps(call.args, ensure_ascii=False)})")
    print(result.answer)
    s = result.ledger.summary()
    print(f"[{args.pipeline}: {s['llm_calls']} LLM calls, {s['retrievals']} retrievals, "
          f"{s['input_tokens']}+{s['output_tokens']} tokens]")
    return 0


def cmd_eval(args: argparse.Namespace) -> int:
    from course_lib.evaluation import run_cli

    return run_cli(args)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m course_lib", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("doctor", help="check the environment, backend, tokenizer and knowledge base")
    p.add_argument("--no-endpoint", action="store_true", help="skip contacting a configured endpoint")
    p.set_defaults(func=cmd_doctor)

    p = sub.add_parser("build-kb", help="build (or check) the knowledge bases")
    p.add_argument("--corpus", default="all", choices=["notes", "wiki", "web", "all"])
    p.add_argument("--extra-docs", default=None, help="a folder of extra markdown notes")
    p.add_argument("--quiet", action="store_true")
    p.set_defaults(func=cmd_build_kb)

    p = sub.add_parser("ask", help="ask one question through a pipeline")
    p.add_argument("question", type=text)
    p.add_argument("--pipeline", default="agent", choices=list(REGISTRY))
    p.add_argument("--corpus", default=None, choices=["notes", "wiki", "all"])
    p.add_argument("--extra-docs", default=None, help="a folder of markdown notes added for this run")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=cmd_ask)

    p = sub.add_parser("eval", help="run pipelines over the labelled question set")
    p.add_argument("--pipelines", nargs="+", default=None)
    p.add_argument("--questions", default=None, help="a JSONL file of questions (default data/eval)")
    p.add_argument("--categories", nargs="+", default=None)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_eval)

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
