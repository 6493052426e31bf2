"""A CODEOWNERS-like rules file read as pattern -> values, a question's path matched to the last
pattern that fits (issue 26; fourteenth I5).

Read as prose, "*.sql   @data/dba" became the word "sql" and "src/app/api/routes.py" met no
line, so "I don't know." was trusted. Now ``path_rules`` reads every non-comment line as a
pattern and its values, matches the question's path as these files do (a leading "/" anchors,
a trailing "/" is a folder, a bare glob matches a name at any depth) and answers with the last
match. Files and wordings are invented for this test; each behaviour case fails on the code
before the change, the guards pass on both.
"""

from __future__ import annotations

import pytest

from course_lib.sim.material import path_rules
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_OWNERS = """# review owners for the shop monorepo
*                     @shop/core
/web/                 @shop/frontend @lina-k
/web/checkout/        @shop/payments
*.tf                  @shop/infra
/docs/**/*.md         @shop/writers
"""

_REVIEWERS = """# who must review what (later lines win)
**/*.py        @py-guild
/api/          @api-team
/api/legacy/   @old-timers
Makefile       @build-cop
"""


@pytest.mark.parametrize(("path", "pattern", "hit"), [
    ("web/checkout/cart.ts", "/web/", True),
    ("web/checkout/cart.ts", "/web/checkout/", True),
    ("infra/prod/main.tf", "*.tf", True),
    ("docs/guide/setup.md", "/docs/**/*.md", True),
    ("api/v2/users.py", "/web/", False),
    ("webapp/index.ts", "/web/", False),
    ("tools/Makefile", "Makefile", True),
])
def test_a_path_matches_a_pattern_as_such_files_read_it(path, pattern, hit):
    assert path_rules.matches(path, pattern) is hit


@pytest.mark.parametrize(("doc", "question", "right", "wrong"), [
    (_OWNERS, "Who owns web/checkout/pay.tsx?", "@shop/payments", ("@lina-k", "@shop/infra")),
    (_OWNERS, "Who has to review infra/prod/main.tf?", "@shop/infra", ("@shop/frontend", "@shop/payments")),
    (_OWNERS, "who reviews web/home/hero.css", "@shop/frontend", ("@shop/payments", "@shop/infra")),
    (_REVIEWERS, "Who must review api/legacy/orders.py?", "@old-timers", ("@api-team", "@build-cop")),
])
def test_the_last_matching_pattern_answers(llm, doc, question, right, wrong):  # noqa: F811
    text, stated = _rag(llm, doc, question)
    assert right in text and not any(w in text for w in wrong) and not stated, (text, stated)


@pytest.mark.parametrize(("doc", "question"), [
    (_OWNERS, "Who owns the mobile app?"),  # no path in the question
    ("Opening hours\nMon-Fri  9-17\nSat  10-14\nSun  closed\n", "Is it open on Sat?"),  # no rules file
])
def test_no_path_or_no_rules_file_is_left_to_the_usual_path(doc, question):  # guard: None before too
    assert path_rules.ruled(question, [doc]) is None
