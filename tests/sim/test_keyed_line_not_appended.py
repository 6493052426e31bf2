"""A line keyed by a word the chosen line already holds is another record, not more of the
answer: "How many threads does the app run?" over "app: puma ... --threads 5" then "thread: ..."
quotes the app line alone (``evidence._elaborate``; issue 26, the twentieth set's class O4: the
question's word stemmed to the next line's key pulled that record in). Invented wordings, none of
the set's."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import evidence  # noqa: F401  (the module under test: _elaborate)
from tests.sim._chat import ask_rag

APP = """# processes
app: puma -C config/puma.rb --threads 5
thread: ruby bin/thread_monitor --interval 30
"""

PROXY = """# services
proxy: nginx -c /etc/nginx/nginx.conf --timeout 30
timeouts: reaper --kill-after 300
"""

RUNNER = """# tasks
test: pytest -q --retries 2
retry: ./scripts/retry_failed.sh --max 5
"""


@pytest.mark.parametrize(("context", "question", "right", "other"), [
    (APP, "How many threads does the app run?", "--threads 5", "--interval"),
    (PROXY, "What timeout does the proxy use?", "--timeout 30", "--kill-after"),
    (RUNNER, "How many retries does the test task allow?", "--retries 2", "--max 5"),
])
def test_the_next_line_keyed_by_a_word_already_met_is_not_appended(context, question, right, other):
    reply, _ = ask_rag(context, question)
    assert right in reply and other not in reply, reply

