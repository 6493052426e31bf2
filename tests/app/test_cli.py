"""The command line a newcomer meets: help for everything, fitting output, honest JSON."""

from __future__ import annotations

import argparse
import json
import re

import pytest

from course_lib.app.cli import build_parser, main
from course_lib.rag.pipelines import AUTO, DEFAULT_CORPUS, REGISTRY, choose_corpus, get_pipeline


def _parsers(parser: argparse.ArgumentParser, path: str = "course"):
    """Every parser of the CLI, subcommands included, with its command line."""
    yield path, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from _parsers(sub, f"{path} {name}")


def test_every_argument_and_option_has_help():
    missing = []
    for path, parser in _parsers(build_parser()):
        for action in parser._actions:
            if isinstance(action, argparse._HelpAction | argparse._SubParsersAction):
                continue
            if not (action.help or "").strip() or action.help == argparse.SUPPRESS:
                missing.append(f"{path} {'/'.join(action.option_strings) or action.dest}")
        subcommands = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
        for action in subcommands:
            for choice in action._choices_actions:
                if not (choice.help or "").strip():
                    missing.append(f"{path} {choice.dest} (command)")
    assert not missing, f"no help text: {missing}"


@pytest.mark.parametrize("columns", [40, 60, 80, 100, 140])
def test_help_reads_as_plain_text_at_any_width(columns, monkeypatch):
    monkeypatch.setenv("COLUMNS", str(columns))
    for _, parser in _parsers(build_parser()):
        text = parser.format_help()
        assert "``" not in text and ":mod:" not in text  # no reStructuredText
        assert not re.search(r"\w-\n", text), f"a word broken at its hyphen:\n{text}"
    top = " ".join(build_parser().format_help().split())
    assert "build-kb build (or check) the knowledge bases" in top  # whole, in the command list


def test_ask_help_names_each_pipelines_default_corpus():
    ask = dict(_parsers(build_parser()))["course ask"]
    text = " ".join(ask.format_help().split())
    for name, corpus in DEFAULT_CORPUS.items():
        assert f"{name} ({corpus or 'no retrieval'})" in text
    assert "auto" in text and "best matches the question" in text
    assert set(DEFAULT_CORPUS) == set(REGISTRY)


def test_the_default_corpus_table_is_what_each_pipeline_builds():
    from course_lib.models.llm import get_chat_model

    llm = get_chat_model("sim")
    for name in REGISTRY:
        assert get_pipeline(name, llm=llm).corpus == DEFAULT_CORPUS[name], name


def test_auto_picks_the_knowledge_base_that_matches_the_question(tmp_path):
    # Phrasings the labelled set does not use, and a note nobody on the project wrote.
    assert choose_corpus("multihop", "asyncio.wait: when does it hand back control?") == "notes"
    assert choose_corpus("fixed", "Which team is it that owns Project Falcon, and who runs it?") == "wiki"
    extra = tmp_path / "extra"
    extra.mkdir()
    (extra / "sourdough.md").write_text(
        "---\ntitle: Sourdough starter\ntags: [baking]\n---\nFeed a sourdough starter with "
        "equal weights of flour and water every twelve hours.\n", encoding="utf-8")
    question = "How often should I feed my sourdough starter?"
    assert choose_corpus("multihop", question, extra_docs=extra) == "notes"
    # nothing matches: the pipeline's own default; self-routing and direct keep theirs
    assert choose_corpus("multihop", "qwxz vbnm") == DEFAULT_CORPUS["multihop"]
    assert choose_corpus("tools", "Who leads the Ledger Team?") == "all"
    assert choose_corpus("direct", "Who leads the Ledger Team?") is None
    assert choose_corpus("multihop", "anything", "notes") == "notes"
    assert choose_corpus("crag", "anything", None) == DEFAULT_CORPUS["crag"]


def test_auto_is_the_same_for_reworded_questions():
    pairs = [("How does asyncio.wait decide when to return?",
              "When does asyncio.wait return? What decides it?"),
             ("Who leads the team that owns Project Falcon?",
              "PROJECT FALCON: which team owns it and who leads that team?")]
    for original, reworded in pairs:
        assert choose_corpus("crag", original) == choose_corpus("crag", reworded)


def _ask_json(capsys, *argv) -> dict:
    assert main(["ask", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_json_separates_cited_from_retrieved(capsys):
    out = _ask_json(capsys, "How does asyncio.wait decide when to return?", "--pipeline", "fixed")
    assert out["cited"] and set(out["cited"]) <= set(out["retrieved"])
    assert out["sources"] == out["cited"]
    assert out["corpus"] == "notes"
    # small talk through the fixed pipeline: it retrieves (it always does) and cites nothing
    out = _ask_json(capsys, "Hi there, how are you doing today?", "--pipeline", "fixed")
    assert out["cited"] == [] and out["retrieved"]
    assert out["sources"] == out["retrieved"]  # the compatible field: retrieved, as before


def test_multihop_answers_a_notes_question_with_the_default_corpus(capsys):
    out = _ask_json(capsys, "What does the return_when argument of asyncio.wait do?",
                    "--pipeline", "multihop")
    assert out["corpus"] == "notes" and any(s.startswith("notes/") for s in out["cited"])
    assert "know" not in out["answer"].lower()[:40]


def test_plain_output_says_which_knowledge_base_was_searched(capsys):
    assert main(["ask", "Who leads the team that owns Project Falcon?", "--pipeline", "crag"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert last.startswith("[crag on wiki (auto):")


def test_eval_table_fits_100_columns():
    from course_lib.evaluation.questions import CATEGORIES
    from course_lib.evaluation.report import TABLE_WIDTH, format_summaries

    assert TABLE_WIDTH == 100

    def summaries(names):
        return {name: {"pipeline": name, "accuracy": 0.625, "mean_llm_calls": 10.83, "mean_tokens": 12345.0,
                       "latency_mean_s": 14.23, "latency_p50_s": 12.5, "latency_p99_s": 108.0,
                       "cost_per_1k_usd": 12.636, "errors": 3,
                       "accuracy_by_category": {c: [115, 120, 0.9] for c in CATEGORIES}}
                for name in names}

    for names in (list(REGISTRY), [*REGISTRY, *(f"my-router-{i}" for i in range(9))]):
        text = format_summaries(summaries(names))
        assert max(map(len, text.splitlines())) <= 100, text
        for name in names:
            assert name in text
        for category in CATEGORIES:
            assert category in text


@pytest.mark.slow
def test_eval_explains_its_corpus_policy(capsys):
    assert main(["eval", "--pipelines", "fixed", "--categories", "chitchat", "--no-progress"]) == 0
    out = capsys.readouterr().out
    head = " ".join(out.split("\n\n")[0].split())
    assert "corpus policy 'auto':" in head and "by its labels" in head
    assert max(map(len, out.splitlines())) <= 100


def test_eval_json_explains_its_corpus_policy(capsys):
    assert main(["eval", "--pipelines", "direct", "--categories", "chitchat", "--json",
                 "--no-progress", "--corpus", "all"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["corpus_policy"] == "all"
    assert out["corpus_policy_means"] == "every pipeline searches notes and wiki together"


def test_doctor_prints_the_cache_directory(capsys):
    from course_lib.foundation.config import cache_dir

    main(["doctor", "--no-endpoint"])
    out = capsys.readouterr().out
    assert str(cache_dir()) in out


def test_ask_rejects_auto_where_it_cannot_apply():
    from course_lib.foundation.errors import CourseError

    with pytest.raises(CourseError, match="auto"):
        get_pipeline("fixed", llm=object(), corpus=AUTO)
