"""Command-line glue: ``progress``, ``exercises verify [--json]``, ``exercises export --out DIR``.

The main CLI calls ``add_commands(subparsers)`` while building its parser and, for these
commands, ``run(args)`` (also set as the parsers' ``func`` default).
"""

from __future__ import annotations

import argparse
import sys

COMMANDS = ("progress", "exercises")


def add_commands(subparsers: argparse._SubParsersAction) -> None:
    """Register the ``progress`` and ``exercises`` commands."""
    progress = subparsers.add_parser("progress", help="your exercise progress, per notebook")
    progress.set_defaults(func=run, command="progress")

    exercises = subparsers.add_parser("exercises", help="instructor tools for the exercises")
    exercises.set_defaults(func=run, command="exercises")
    actions = exercises.add_subparsers(dest="exercises_command", metavar="{verify,export}")
    actions.required = True
    verify = actions.add_parser("verify", help="check every exercise against its solution, starter and wrong answers")
    verify.add_argument("--json", action="store_true", help="print JSON instead of a table")
    verify.add_argument("--notebook", default=None, help="only this notebook's exercises, e.g. 00")
    export = actions.add_parser("export", help="write learner and instructor notebooks")
    export.add_argument("--out", required=True, help="output folder (gets learner/ and instructor/)")
    export.add_argument("--notebooks", default=None, help="source folder (default: notebooks/)")


def run(args: argparse.Namespace) -> int:
    """Run a ``progress`` or ``exercises`` command; returns the exit code."""
    from course_lib.foundation.errors import CourseError

    try:
        if args.command == "progress":
            from course_lib.exercises.progress import progress_rows, render_progress

            print(render_progress(progress_rows()))
            return 0
        if args.exercises_command == "verify":
            from course_lib.exercises.verification import render_json, render_table, verify

            rows = verify(args.notebook)
            print(render_json(rows) if args.json else render_table(rows))
            return 0 if all(r.ok for r in rows) else 1
        if args.exercises_command == "export":
            from course_lib.exercises.classroom import export

            written = export(args.out, args.notebooks)
            print(f"Wrote {len(written)} notebooks to {args.out} (learner/ and instructor/).")
            return 0
    except CourseError as exc:
        print(str(exc), file=sys.stderr)
        return 1
    print(f"Unknown command: {args.command}", file=sys.stderr)
    return 2
