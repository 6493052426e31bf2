"""The rules' cues and word lists are data (data/sim/task_cues.yaml, data/sim/lexicons.yaml),
read once by ``course_lib.sim.words.cues``; the rules follow the files, and a bad file is one line.

The prompts are invented (not the course's), in the wordings a learner might use.
"""

from __future__ import annotations

import shutil

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim.chat.respond import task_of
from course_lib.sim.request.reading import read_request
from course_lib.sim.responders.replies import option_polarity
from course_lib.sim.task.tasks import json_keys
from course_lib.sim.words import cues

SHIPPED = cues.data_path(cues.TASK_CUES).parent

TASK_CASES = [
    # (instructions, the question, the task)
    ("Split the learner's question into smaller sub-questions, one per line.", "How do tides and moons relate?", "decompose"),
    ("Rephrase the question so that a search engine finds better pages.", "tide tables bristol", "rewrite"),
    ("Write a step-back question: the broader question behind this one.", "Why did the 1911 ferry sink?", "step_back"),
    ("Route the question to the right datasource: 'harbour_docs' or 'web_search'.", "When is high tide?", "route"),
    ("Classify the message into a category: Billing, Shipping or Other.", "My parcel is late.", "classify"),
    ("Extract the key points of the passage.", "", "chat"),  # no documents: nothing to extract from
    ("Summarize the conversation so far in two lines.", "", "chat"),
]


@pytest.mark.parametrize("instructions,question,task", TASK_CASES, ids=[c[2] + str(i) for i, c in enumerate(TASK_CASES)])
def test_a_request_becomes_its_task_by_the_cues_in_the_data(instructions, question, task):
    request = read_request([SystemMessage(instructions), HumanMessage(question or instructions)])
    assert task_of(request).name == task


def test_every_task_of_the_data_has_cues_and_a_place_in_the_precedence():
    compiled, precedence, _ = cues.task_cues()
    assert sorted(compiled) == sorted(precedence)
    assert all(patterns for patterns in compiled.values())


@pytest.mark.parametrize(
    "option,polarity",
    [("Yes", "positive"), ("Partly", "middle"), ("No support", "negative"), ("不相关", "negative"), ("Lavender", "unknown")],
)
def test_option_words_come_from_the_lexicons(option, polarity):
    assert option_polarity(option) == polarity


def test_json_key_words_come_from_the_lexicons():
    assert json_keys("Return JSON with a single key called harbour_name.") == ("harbour_name",)


def _data_dir(tmp_path, monkeypatch, name: str, text: str):
    (tmp_path / "sim").mkdir(exist_ok=True)
    for shipped in (cues.TASK_CUES, cues.LEXICONS, cues.PATTERNS):
        shutil.copy(SHIPPED / shipped, tmp_path / "sim" / shipped)
    (tmp_path / "sim" / name).write_text(text, encoding="utf-8")
    monkeypatch.setenv("COURSE_DATA_DIR", str(tmp_path))


def test_the_rules_follow_the_data(tmp_path, monkeypatch):
    request = read_request([SystemMessage("Write a step-back question, a broader one."), HumanMessage("Why do kilns crack?")])
    assert task_of(request).name == "step_back"
    shipped = (SHIPPED / cues.TASK_CUES).read_text(encoding="utf-8")
    _data_dir(tmp_path, monkeypatch, cues.TASK_CUES, shipped.replace("['\\bstep-?back\\b', 4.0]", "['\\bstep-?back\\b', 0.0]")
              .replace("['\\bbroader\\b', 2.0]", "['\\bbroader\\b', 0.0]"))
    assert task_of(request).name != "step_back"
    lexicons = (SHIPPED / cues.LEXICONS).read_text(encoding="utf-8")
    _data_dir(tmp_path, monkeypatch, cues.LEXICONS, lexicons.replace("option_middle: [", "option_middle: [lavender, "))
    assert option_polarity("Lavender") == "middle"


@pytest.mark.parametrize(
    "name,text,message",
    [
        (cues.TASK_CUES, "tasks: [oops\n", "not readable as YAML"),
        (cues.TASK_CUES, "- a list\n", "expected 'name: ...' entries"),
        (cues.TASK_CUES, "tasks:\n  route:\n    - ['\\brout', 'heavy']\nprecedence: [route]\n", r"a cue must be \[pattern, weight\]"),
        (cues.TASK_CUES, "tasks:\n  route:\n    - ['(unclosed', 1.0]\nprecedence: [route]\n", "bad pattern"),
        (cues.TASK_CUES, "tasks:\n  route:\n    - ['\\brout', 1.0]\nprecedence: [route, classify]\n", "'precedence' must list every task"),
        (cues.LEXICONS, "option_middle: partly\n", "'option_middle' must be a list of words"),
    ],
)
def test_a_bad_data_file_is_one_line_naming_it(tmp_path, monkeypatch, name, text, message):
    _data_dir(tmp_path, monkeypatch, name, text)
    with pytest.raises(ValueError, match=message) as caught:
        if name == cues.TASK_CUES:
            cues.task_cues()
        else:
            cues.lexicon("option_middle")
    assert "\n" not in str(caught.value) and name in str(caught.value)


def test_a_missing_data_file_is_one_line(tmp_path, monkeypatch):
    monkeypatch.setattr(cues, "data_path", lambda name: tmp_path / "sim" / name)
    with pytest.raises(ValueError, match="data file is missing"):
        cues.lexicon("smalltalk_filler")


def test_a_phrase_list_file_with_an_empty_key_is_one_line_naming_it(tmp_path, monkeypatch):
    """``cues.phrase_lists``: the phrase files of flag_scope, declined_fields, exception_clauses,
    information_questions and moved_values are checked by one reader."""
    _data_dir(tmp_path, monkeypatch, "declined_fields.yaml", "before: [haven't got a]\nafter: []\n")
    with pytest.raises(ValueError, match="'after' must be a non-empty list of phrases") as caught:
        cues.phrase_lists("declined_fields.yaml", ("before", "after"))
    assert "\n" not in str(caught.value) and "declined_fields.yaml" in str(caught.value)


def test_an_alternation_tries_the_longest_phrase_first_and_any_white_space():
    import re

    pattern = re.compile(rf"^(?:{cues.alternation(['no', 'no need for'])})$")
    assert pattern.match("no  need\tfor") and pattern.match("no") and not pattern.match("no need")


# --- cue patterns (data/sim/patterns.yaml) -------------------------------------------------------

def _pattern_sections() -> dict:
    return cues.read(cues.PATTERNS)


def test_every_cue_pattern_of_the_data_is_used_by_its_module_and_every_use_is_in_the_data():
    import re

    from tests.helpers.sim_modules import source_path

    for section, entries in _pattern_sections().items():
        source = source_path(section).read_text(encoding="utf-8")
        used = set(re.findall(r"_CUE\.(\w+)", source))
        assert f'patterns("{section}")' in source
        assert used == set(entries), f"{section}: unused {sorted(set(entries) - used)}, missing {sorted(used - set(entries))}"


PATTERN_CASES = [
    # (module, pattern, text, matches)
    ("respond", "choice", "Give a binary choice 'keep' or 'drop' for the row.", True),
    ("respond", "choice", "Say 'keep' and 'drop' are the labels.", False),
    ("reading", "label_sentence_end", "Which ferries run on Sundays?. Better query", True),
    ("reading", "label_sentence_end", "Harbour notes", False),
    ("function_tools", "from_order", "subtract 12 from 40", True),
    ("function_tools", "from_order", "divide 40 by 8", False),
    ("function_tools", "nested", "cube the sum of 2 and 1", True),
    ("function_tools", "nested", "cube 3 then add 2", False),
    ("function_tools", "outer_verb", "then square the result", True),
    ("function_tools", "outer_verb", "take the square root of 81", False),
    ("evidence", "asks_most", "What is the most tablets I can take in a day?", True),
    ("evidence", "asks_most", "What is the maximum number of guests?", True),
    ("evidence", "asks_most", "Which trail is the most popular?", False),
    ("evidence", "states_most", "Do not take more than 8 tablets in 24 hours.", True),
    ("evidence", "states_most", "Never give a puppy more than 400 g of food in one day.", True),
    ("evidence", "states_most", "Puppies eat three small meals.", False),
    ("record_keys", "record_key", "ADR;TYPE=home:;;Strandveien 12", True),
    ("record_keys", "record_key", "retryLimit: 4", True),
    ("record_keys", "record_key", "The ferry leaves at nine: sharp.", False),
    ("record_keys", "diff_hunk", "@@ -12,4 +12,5 @@ def main():", True),
    ("record_keys", "diff_hunk", "@@ see above @@", False),
    ("record_keys", "diff_removed", "-lane_count=6", True),
    ("record_keys", "diff_removed", "- tent", False),  # a bullet
    ("record_keys", "diff_removed", "--- a/ops/pool.yaml", False),
    ("record_keys", "asks_before", "What was the lane count before the change?", True),
    ("record_keys", "asks_before", "What is the lane count now?", False),
    ("prose", "record_line", "-lane_count=6", True),
    ("prose", "record_line", "- tent and stove", False),
    ("prose", "record_line", "FN:Ingrid Halvorsen", True),
    ("prose", "record_line", "TEL;TYPE=cell:+47 412 55 019", True),
    ("prose", "record_line", "Note: bring a torch", False),
    ("tool_choice", "recent", "What are the latest ferry timetables?", True),
    ("tool_choice", "recent", "What is the ferry timetable?", False),
    ("tool_choice", "negative", "Do not use it for weather questions.", True),
    ("tool_choice", "calc_desc", "Evaluates arithmetic expressions.", True),
    ("tool_choice", "calc_desc", "Tests regular expressions.", False),
    ("direct_replies", "general_task", "Write me a short poem about herons.", True),
    ("direct_replies", "first_person", "What's my locker number?", True),
    ("doubted_absence", "conversation_task", "Based on the chat history below, update the guest profile memory.", True),
    ("doubted_absence", "conversation_task", "Answer the question using the context below.", False),
    ("choosing", "recency", "Who won the regatta this week?", True),
    ("arithmetic", "taken", "I spent 40 of it on rope.", True),
    ("arithmetic", "aggregate", "How much did the three cost altogether?", True),
    ("conversation", "cues", "Summarise the conversation so far.", True),
    ("conversation", "of_messages", "Create a summary of the conversation above:", True),
    ("conversation", "of_messages", "Summarise the report below in two lines.", False),
    ("conversation", "earlier_summary", "This is summary of the conversation to date: - Asked: hi", True),
    ("function_tools", "previous", "then double the result", True),
    ("planning", "compare", "What is the difference between sloops and ketches?", True),
    ("grading", "strict", "Call it relevant only if it answers the question itself.", True),
    ("grading", "strict", "You are a strict grader.", False),  # an adjective specifies nothing
    ("grading", "refusal", "I don't know where the ferry leaves from.", True),
    ("tasks", "json", "Reply as a JSON object with the keys name and port.", True),
    ("tasks", "json", "Save the JSON file first.", False),
    ("tasks", "listing_line", "Issue #88 - export drops rows\nlabels: bug, export\nopened by kai", True),
    ("tasks", "listing_line", "Label each ticket with one of: bug, feature", False),
    ("tasks", "choosing_words", "Pick the best category for the ticket.", True),
    ("tasks", "choosing_words", "请给这条留言分类", True),
    ("tasks", "choosing_words", "how many rows end up in the csv?", False),
    ("structured", "code_field", "query Syntactically valid SQL query.", True),
    ("structured", "code_field", "cypher_statement A read-only Cypher statement over the graph", True),
    ("structured", "code_field", "pattern a regex pattern that matches the ids", True),
    ("structured", "code_field", "query search query for the Python docs", False),
    ("structured", "code_field", "language the programming language the snippet is in, e.g. Python", False),
    ("structured", "code_field", "postal_code the customer's postal code", False),
    ("answer_forms", "answer_where", "Where can I leave my bike overnight?", True),
    ("answer_forms", "answer_where", "Who decides where the market stands?", False),
    ("answer_forms", "answer_place", "Bikes go in the yard behind block C.", True),
    ("answer_forms", "answer_time_phrase", "Open on the first Sunday of each month.", True),
    ("answer_forms", "answer_how_much", "How much does a day pass cost?", True),
    ("answer_forms", "answer_how_much", "How much notice must a tenant give?", False),
    ("answer_forms", "answer_how_many", "How many kayaks can one group hire?", True),
    ("answer_forms", "answer_price", "Entry is free for members.", True),
    ("answer_forms", "answer_price", "Tickets are sold at the desk.", False),
    ("answer_forms", "answer_count", "Up to six people per boat.", True),
    ("prose", "record_line", "[09:14] <dara> I'll print the programmes", True),
    ("prose", "record_line", "2026-11-30 22:41:05 sshd accepted key for deploy", True),
    ("prose", "record_line", "[14/03/2027, 18:04] Tomás: I'll bring the tent", True),
    ("prose", "record_line", "MAX_RETRIES=3", True),
    ("prose", "record_line", "work_mem = 16MB", True),
    ("prose", "record_line", "Distilled ViT & 86.9 & 22 \\\\", True),
    ("prose", "record_line", "\\midrule", True),
    ("prose", "record_line", "EXPOSE 8750", True),
    ("prose", "record_line", "The ferry leaves the quay at nine", False),
    ("prose", "record_line", "In 2019 the club moved to 12 Mill Lane.", False),
    ("prose", "record_line", "The rate = cost over time", False),
    ("prose", "record_line", "I went home early.", False),
    ("prose", "section_header", "[uploads]", True),
    ("prose", "section_header", "[09:14] <dara> hello", False),
    ("tool_choice", "free_text_arg", "search_query", True),
    ("tool_choice", "free_text_arg", "__arg1", True),
    ("tool_choice", "free_text_arg", "ingredient", False),
    ("reading", "json_example_label", "Reply with JSON", True),
    ("reading", "json_example_label", "Reply with the answer", False),
]


@pytest.mark.parametrize("module,name,text,matches", PATTERN_CASES, ids=[f"{c[0]}.{c[1]}-{i}" for i, c in enumerate(PATTERN_CASES)])
def test_a_cue_pattern_matches_what_it_names(module, name, text, matches):
    assert bool(getattr(cues.patterns(module), name).search(text)) is matches


@pytest.mark.parametrize(
    "text,message",
    [
        ("tool_choice:\n  recent: ['(unclosed', 'i']\n", "bad pattern"),
        ("tool_choice:\n  recent: ['latest', 'q']\n", "must be \\[pattern, flags"),
        ("tool_choice: [latest]\n", "must map names to"),
    ],
)
def test_a_bad_pattern_file_is_one_line(tmp_path, monkeypatch, text, message):
    _data_dir(tmp_path, monkeypatch, cues.PATTERNS, text)
    with pytest.raises(ValueError, match=message) as caught:
        cues.patterns("tool_choice").recent  # noqa: B018
    assert "\n" not in str(caught.value) and cues.PATTERNS in str(caught.value)


def test_every_cue_pattern_of_the_data_compiles():
    """Each pattern is compiled on its first use; a bad one is found here, not in a learner's cell."""
    for section in _pattern_sections():
        assert cues.compiled_patterns(section)


def test_a_pattern_is_compiled_on_its_first_use_alone(tmp_path, monkeypatch):
    """A bad pattern of the section stops only the rule that uses it (each compiled when first asked)."""
    _data_dir(tmp_path, monkeypatch, cues.PATTERNS, "tool_choice:\n  recent: ['latest', 'i']\n  broken: ['(unclosed', 'i']\n")
    assert cues.patterns("tool_choice").recent.search("the latest ferry")
    with pytest.raises(ValueError, match="'tool_choice.broken': bad pattern"):
        cues.compiled_patterns("tool_choice")


def test_a_long_pattern_may_be_written_in_parts(tmp_path, monkeypatch):
    _data_dir(tmp_path, monkeypatch, cues.PATTERNS, "tool_choice:\n  recent: [['\\blatest\\b|', '\\bnewest\\b'], 'i']\n")
    assert cues.patterns("tool_choice").recent.pattern == "\\blatest\\b|\\bnewest\\b"


def test_an_unknown_pattern_name_is_one_line():
    with pytest.raises(AttributeError, match="no pattern 'nonesuch' under 'tool_choice'"):
        cues.patterns("tool_choice").nonesuch  # noqa: B018


def test_no_data_file_names_a_top_level_key_twice():
    """A guard (passes on start76 too): YAML keeps the last of two equal keys without a word, so a
    second ``place_words`` in lexicons.yaml silently replaced the first (fold76's own slip, caught by
    the arith_g probe). Every top-level key of every data/sim file is written once."""
    import collections
    import re

    from course_lib.foundation.config import data_dir

    for path in sorted((data_dir() / "sim").glob("*.yaml")):
        keys = collections.Counter(re.findall(r"^([A-Za-z_][\w-]*):", path.read_text(encoding="utf-8"), re.M))
        assert not [k for k, n in keys.items() if n > 1], path.name
