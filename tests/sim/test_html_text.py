"""A web page's HTML read as the markdown it shows (course_lib.sim.material.html_text, issue 26)."""

from __future__ import annotations

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.material.html_text import html_as_markdown, looks_like_html
from course_lib.sim.material.plain_text import plain_text
from tests.sim.test_grounded_calibration import _rag


@pytest.mark.parametrize(
    ("raw", "markdown"),
    [
        ("<p>Doors open at 18:30.</p>\n<p>Bar closes at 23:00.</p>", "Doors open at 18:30.\n\nBar closes at 23:00."),
        ("<p>Line one<br>\nline two</p>", "Line one\nline two"),
        ("<h3>Fees</h3><p>Adults &amp; teens &pound;4&nbsp;each</p>", "### Fees\n\nAdults & teens £4 each"),
        ("<ul>\n  <li>Towel</li>\n  <li>Padlock <b>(coin)</b></li>\n</ul>", "- Towel\n- Padlock (coin)"),
        ('<ol start="3"><li>Rinse</li><li>Dry</li></ol>', "3. Rinse\n4. Dry"),
        ("<ul><li>Bikes<ul><li>road</li><li>gravel</li></ul></li><li>Parts</li></ul>",
         "- Bikes\n    - road\n    - gravel\n- Parts"),
        ("<table><tr><th>Lane</th><th>Use</th></tr><tr><td>1</td><td>Slow | easy</td></tr></table>",
         "| Lane | Use |\n|---|---|\n| 1 | Slow \\| easy |"),
        ("<table><tr><td>Mon</td><td>closed</td></tr><tr><td>Tue</td></tr></table>",
         "| Mon | closed |\n|---|---|\n| Tue |  |"),
        ("<div><pre>port = 8080\n\n[log]\nlevel = &quot;warn&quot;</pre></div>", 'port = 8080\n\n[log]\nlevel = "warn"'),
        ("<div><script>var x = 1;</script><style>p {color: red}</style><p>Shown</p></div>", "Shown"),
    ],
)
def test_a_fragment_is_written_as_markdown(raw, markdown):
    assert html_as_markdown(raw) == markdown


def test_text_around_a_fragment_stays_as_written():
    text = "Answer from the page below.\n\n<div>\n<p>Gate B &amp; C</p>\n</div>\n\nQuestion: which gates?"
    assert html_as_markdown(text) == "Answer from the page below.\n\nGate B & C\n\nQuestion: which gates?"


@pytest.mark.parametrize(
    ("text", "holds"),
    [
        ("<p>Hello</p>", True),
        ('<div class="post">\n<p>Hi</p>\n</div>', True),
        ("Use <b>bold</b> sparingly.", False),  # inline markup in prose
        ("Why does my <p> tag not close?", False),  # a tag named in a question
        ("<rss><channel><item><title>Ep 4</title></item></channel></rss>", False),  # XML
        ("<p>no closing tag anywhere", False),
    ],
)
def test_looks_like_html(text, holds):
    assert looks_like_html(text) is holds


def test_a_fragment_inside_a_fenced_block_is_code_left_alone():
    text = "Why is this list empty?\n\n```html\n<ul>\n  <li>{{ item }}</li>\n</ul>\n```"
    assert html_as_markdown(text) == text
    assert plain_text(text) == text


_POOL_PAGE = """<div class="entry-content">
<h2>Riverside Lido &ndash; winter timetable</h2>
<p>The lido is heated to 26&nbsp;°C from November to March. Under-8s must be accompanied by an adult.</p>
<table>
  <tr><th>Session</th><th>Days</th><th>Times</th><th>Price</th></tr>
  <tr><td>Early swim</td><td>Mon&ndash;Fri</td><td>06:30&ndash;08:30</td><td>&pound;5.20</td></tr>
  <tr><td>Family swim</td><td>Sat &amp; Sun</td><td>10:00&ndash;12:00</td><td>&pound;12.00</td></tr>
  <tr><td>Lane swim</td><td>Tue &amp; Thu</td><td>19:00&ndash;21:00</td><td>&pound;4.60</td></tr>
</table>
<ul>
  <li>Lockers take a &pound;1 coin, returned.</li>
  <li>The caf&eacute; opens at 09:00.</li>
</ul>
</div>"""

_POOL_NOTES = """## Riverside Lido – winter timetable

The lido is heated to 26 °C from November to March. Under-8s must be accompanied by an adult.

| Session | Days | Times | Price |
|---|---|---|---|
| Early swim | Mon–Fri | 06:30–08:30 | £5.20 |
| Family swim | Sat & Sun | 10:00–12:00 | £12.00 |
| Lane swim | Tue & Thu | 19:00–21:00 | £4.60 |

- Lockers take a £1 coin, returned.
- The café opens at 09:00."""

_REPAIR_PAGE = """<article>
<h1>Spoke &amp; Chain repairs</h1>
<p>Drop-off before 10am for same-day work.<br>
Collection until 6pm.</p>
<ol>
<li>Puncture repair &ndash; &pound;12</li>
<li>Brake service &ndash; &pound;25 per wheel</li>
<li>Full service &ndash; &pound;85, includes a chain clean</li>
</ol>
<p>We don&#39;t repair e-bike motors.</p>
</article>"""

_REPAIR_NOTES = """# Spoke & Chain repairs

Drop-off before 10am for same-day work.
Collection until 6pm.

1. Puncture repair – £12
2. Brake service – £25 per wheel
3. Full service – £85, includes a chain clean

We don't repair e-bike motors."""


_CONFIG_PAGE = """<div class="post">
<h2>Our backup settings</h2>
<p>This is the config we ship on every server:</p>
<pre>[backup]
schedule = &quot;03:30&quot;
keep_days = 21

[upload]
bucket = &quot;s3://vault-eu/nightly&quot;
max_mbps = 40</pre>
</div>"""

_CONFIG_NOTES = """## Our backup settings

This is the config we ship on every server:

[backup]
schedule = "03:30"
keep_days = 21

[upload]
bucket = "s3://vault-eu/nightly"
max_mbps = 40"""

_TIDES_PAGE = """<div class="entry">
<p>Tide times for Porthkerris, week of 9 March.</p>
<pre>Day   High water   Low water
Mon   06:12        12:25
Tue   06:58        13:10
Wed   07:41        13:52</pre>
<p>Times are GMT.</p>
</div>"""

_TIDES_NOTES = """Tide times for Porthkerris, week of 9 March.

Day   High water   Low water
Mon   06:12        12:25
Tue   06:58        13:10
Wed   07:41        13:52

Times are GMT."""


@pytest.mark.parametrize(
    ("page", "notes", "question", "want", "not_want"),
    [
        (_CONFIG_PAGE, _CONFIG_NOTES, "When is the backup scheduled?", "03:30", "&quot;"),
        (_TIDES_PAGE, _TIDES_NOTES, "When is low water on Tuesday?", "13:10", "<pre>"),
        (_TIDES_PAGE, _TIDES_NOTES, "When is high water on Wednesday?", "07:41", "06:12"),
        (_POOL_PAGE, _POOL_NOTES, "How much is the lane swim?", "4.60", "12.00"),
        (_POOL_PAGE, _POOL_NOTES, "When is the family swim?", "10:00", "06:30"),
        (_POOL_PAGE, _POOL_NOTES, "How much do the lockers take?", "£1", "&pound;"),
        (_REPAIR_PAGE, _REPAIR_NOTES, "How much is a brake service?", "£25", "&pound;"),
        (_REPAIR_PAGE, _REPAIR_NOTES, "Until when can I collect my bike?", "6pm", "<br>"),
    ],
)
def test_a_page_as_html_reads_like_the_page_as_notes(page, notes, question, want, not_want):
    """The same page as its HTML source and as markdown notes gives the same reply (before: tags
    and entities quoted, a table's rows read as one paragraph)."""
    llm = SimulatedChatModel()
    from_html, html_limits = _rag(llm, page, question)
    from_notes, notes_limits = _rag(llm, notes, question)
    assert (from_html, html_limits) == (from_notes, notes_limits)
    assert want in from_html and not_want not in from_html, from_html
