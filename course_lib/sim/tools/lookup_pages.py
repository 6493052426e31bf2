"""A lookup tool's result that is a page, read for the question (issue 26; notebooks 03 and 08's
agents over a learner's own tools).

A tool that looks things up (``get_menu``, ``get_timetable``, ``fetch_policy``) may return a whole
sheet of text: a menu, a timetable, a policy page. A model reads it for the question it was asked;
shown whole ("Here is what I found:" and the sheet) it answers nothing ("how many vegetarian dishes
are there?" -> the menu). Here such a result is a page (``is_page``): several lines or sentences of
text, not JSON, not a record of ``key: value | key: value`` fields nor a row of ``|`` columns (a
record is said as it is); a markdown table (a header over a ``|---|`` rule and two rows or more) is a page. The agent reads a page as documents, as it reads a search tool's results;
the page is shown whole only when the question asks for the record itself (``asks_for_whole``:
"show me the timetable", "what did the tool return", "list everything it found"). Cues:
``data/sim/patterns.yaml`` ``lookup_pages``.
"""

from __future__ import annotations

from course_lib.sim.words.cues import patterns

_CUE = patterns("lookup_pages")
MIN_LINES = 3  # lines of text: fewer is a short answer or a record
MIN_TABLE_LINES = 4  # a markdown table: its header, its rule and two rows at least
MIN_SENTENCES = 3  # or sentences on one line
MIN_CHARS = 120  # a page of lines, at least
MIN_LINE_CHARS = 240  # a page on one line, at least (a shorter result is said as it is)


def is_page(text: str) -> bool:
    """Is a tool's result a page of text (a sheet, a notice, a policy) rather than a value, a
    record or JSON?"""
    body = text.strip()
    lines = [line for line in body.splitlines() if line.strip()]
    if len(lines) >= MIN_TABLE_LINES and _CUE.table_rule.search(body):
        return True  # a markdown table (a header, its rule, two rows or more): read for the question
    if len(body) < MIN_CHARS or body.startswith(("{", "[")):
        return False
    if sum(bool(_CUE.record_line.search(line)) for line in lines) * 2 >= len(lines):
        return False  # "order_id: ORD-1 | carrier: ...": a record, said as it is
    if len(lines) >= MIN_LINES:
        return True
    return len(body) > MIN_LINE_CHARS and len(_CUE.sentence_end.findall(body)) >= MIN_SENTENCES


def asks_for_whole(question: str) -> bool:
    """Does the question ask for the record itself ("show me the menu", "what did it return")?"""
    return bool(_CUE.whole.search(question))
