"""Data and configuration files read as records (issue 26): an XML feed one record an entry, and
a stated limit, not "I don't know.", when the question names a key of such a file and no record
answers it in words the simulator reads. Invented variants, none from the fresh sets."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

_SYSTEM = "Use only the context below to answer.\n\nContext:\n{context}"

RSS = """<rss version="2.0">
  <channel>
    <title>Harbour Notices</title>
    <item>
      <title>Ferry timetable changes for spring</title>
      <pubDate>Mon, 02 Mar 2026 08:00:00 GMT</pubDate>
    </item>
    <item>
      <title>Fish market closed for repairs</title>
      <pubDate>Thu, 19 Mar 2026 08:00:00 GMT</pubDate>
    </item>
  </channel>
</rss>
"""
EXPORT = """<library>
  <book><isbn>978-0-14-044913-6</isbn><shelf>C4</shelf><name>The Odyssey</name></book>
  <book><isbn>978-0-19-953556-9</isbn><shelf>F11</shelf><name>Middlemarch</name></book>
</library>
"""
ENV_FILE = """# worker settings
QUEUE_URL=amqp://broker.internal:5672
PREFETCH_COUNT=32
RETRY_BACKOFF_MS=2500
LOG_FORMAT=json
"""
JSON_LINES = """{"at": "08:01:07", "route": "/v2/upload", "status": 413, "bytes": 52428800}
{"at": "08:01:09", "route": "/v2/health", "status": 200, "bytes": 17}
"""


def _ask(context: str, question: str):
    from course_lib import SimulatorLimitWarning
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        reply = SimulatedChatModel().invoke([SystemMessage(_SYSTEM.format(context=context)), HumanMessage(question)])
    return reply.content, [w for w in seen if issubclass(w.category, SimulatorLimitWarning)]


@pytest.mark.parametrize(
    ("context", "question", "want", "not_want"),
    [
        (RSS, "When was the notice about the fish market published?", "19 Mar 2026", "02 Mar"),
        (EXPORT, "On which shelf is Middlemarch?", "F11", "C4"),
    ],
)
def test_an_xml_feed_is_read_one_record_an_entry(context, question, want, not_want):
    text, seen = _ask(context, question)
    assert want in text and not_want not in text and not seen


def test_xml_records_table():
    from course_lib.sim.material.data_records import xml_records

    own, rows = xml_records(RSS)
    assert own == [("title", "Harbour Notices")]
    assert rows[1] == [("title", "Fish market closed for repairs"), ("pubDate", "Thu, 19 Mar 2026 08:00:00 GMT")]
    assert xml_records("<div><p>one</p><p>two</p></div>") is None  # HTML: markdown reads it
    assert xml_records("<note>unclosed") is None


@pytest.mark.parametrize(
    ("context", "question"),
    [
        (ENV_FILE, "How long does the worker back off before it retries a message?"),
        (JSON_LINES, "What status code did the upload call get back?"),
    ],
)
def test_a_key_named_but_no_record_read_is_a_stated_limit(context, question):
    text, seen = _ask(context, question)
    assert "offline simulator can't" in text and seen
    assert text != "I don't know."


def test_a_question_naming_no_key_still_gets_i_dont_know():
    """A guard: a question none of whose words names a key is answered "I don't know." as before."""
    text, seen = _ask(ENV_FILE, "Which team owns the payment gateway?")
    assert text == "I don't know." and not seen
