"""The seventh set's failure classes (issue 26), checked on variants in no invented set: documents,
tools and wordings of their own, so no fix is keyed to a case's strings.

- A line-per-record document (a log or chat export whose lines open with a timestamp, a file of
  ``KEY=value`` settings, a LaTeX tabular, upper-case directives) is read line by line: the line
  that answers, never the whole export joined into one "sentence".
- The next line of such a document is another record: an answer does not run on into it.
- "Who is <doing> X?" asks for one fact (the person), not for everything the notes say.
- A record line's key is read in plain words ("TEL" the phone, "REQUEST_TIMEOUT_S" the request
  timeout; ``record_key_words`` in data/sim/lexicons.yaml), and a unified diff is read line by
  line, its "+" lines the state now and its "-" lines the state before (seventh2).
- An answer that needs two notes: one hop through the entity the first names (seventh2).
- "The most X I can ..." asks for the sentence stating the upper limit (seventh2).
"""

from __future__ import annotations

import warnings

import pytest


def _rag(llm, context, question):
    from langchain_core.messages import HumanMessage, SystemMessage

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = llm.invoke([SystemMessage("Only use the notes below.\n\nNotes:\n" + context),
                          HumanMessage(question)])
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return out.content, limits


# --- line-per-record documents ------------------------------------------------------------------

_IRC = """[09:14] <dara> morning all, the choir concert is on the 19th
[09:15] <ben_k> I'll print the programmes
[09:17] <yusuf> and I can collect the chairs from the church hall
[09:20] <dara> perfect, I'll do the tickets then
"""
_PGCONF = """max_connections = 120
shared_buffers = 2GB
work_mem = 16MB
effective_cache_size = 6GB
"""
_RESULTS = r"""\begin{tabular}{lcc}
\toprule
Model & Accuracy & Latency (ms) \\
\midrule
Baseline CNN & 81.2 & 14 \\
Distilled ViT & 86.9 & 22 \\
Full ViT & 89.4 & 71 \\
\bottomrule
\end{tabular}
"""
_SERVER_LOG = """2026-11-30 22:41:05 sshd accepted key for deploy from 10.0.4.7
2026-11-30 22:43:19 nginx reload requested by deploy
2026-11-30 23:02:51 cron disk usage on /var reached 91 percent
2026-11-30 23:30:00 logrotate rotated 12 files
"""


@pytest.mark.parametrize("context,question,want,not_want", [
    (_IRC, "Who is printing the programmes?", "ben_k", ["yusuf", "tickets", "choir"]),
    (_PGCONF, "What is shared_buffers set to?", "2GB", ["120", "16MB", "6GB"]),
    (_RESULTS, "What accuracy does the Distilled ViT reach?", "86.9", ["81.2", "89.4"]),
    (_SERVER_LOG, "When did disk usage on /var reach 91 percent?", "23:02", ["22:41", "23:30"]),
])
def test_a_line_per_record_document_is_answered_by_its_line_not_quoted_whole(llm, context, question, want,
                                                                              not_want):
    reply, limits = _rag(llm, context, question)
    assert want in reply and not any(w in reply for w in not_want), (reply, limits)


def test_a_record_line_is_no_wrapped_sentence_but_a_hard_wrapped_paragraph_still_is():
    from course_lib.sim.material.prose import units

    assert [u.text for u in units(_PGCONF)] == ["max_connections = 120", "shared_buffers = 2GB",
                                                 "work_mem = 16MB", "effective_cache_size = 6GB"]
    wrapped = "The ferry leaves the quay\nat nine and returns at\nfive in the afternoon."
    assert [u.text for u in units(wrapped)] == ["The ferry leaves the quay at nine and returns at five in the afternoon."]


# --- "who is <doing> X?" ----------------------------------------------------------------------

_ROTA = """Kitchen rota for the retreat.

Arun is cooking dinner on Friday. Beth is washing up after dinner on Friday. Cleo is baking the
bread for the whole weekend. Arun also leads the Saturday walk.
"""


def test_who_is_doing_something_asks_for_the_person_not_everything_about_them(llm):
    reply, limits = _rag(llm, _ROTA, "Who is baking the bread?")
    assert "Cleo" in reply and "Arun" not in reply and "Beth" not in reply, (reply, limits)


# --- a line that covers part of a one-fact question -------------------------------------------

_STANDUP = """[10:02] <mo> the nightly export to the warehouse failed again
[10:05] <ines> looks like the disk on the worker filled up, I'll purge old dumps
[10:19] <ines> purged, export re-run is green
[10:21] <mo> great, thanks
"""


def test_a_log_line_on_the_subject_without_the_asked_part_is_a_stated_limit_not_a_partial_answer(llm):
    reply, limits = _rag(llm, _STANDUP, "Who repaired the failing nightly export?")
    assert limits, reply  # was: mo's line and "I could not find anything about 'repaired'", no limit


def test_a_log_line_that_answers_the_question_is_answered_without_a_limit(llm):
    reply, limits = _rag(llm, _STANDUP, "What filled up on the worker?")
    assert "disk" in reply and "purged" not in reply and not limits, (reply, limits)


_INI = """[mail]
smtp_host = mail.fernhill.example
smtp_port = 587

[backups]
keep_days = 30
target = /mnt/nas/fernhill
"""


def test_an_ini_section_is_read_with_its_header_not_line_by_line():
    # a guard, passing on the old code by design: the line-per-record reading leaves a section
    # of settings under its "[header]" one record (read apart, "keep_days = 30" loses "backups")
    from course_lib.sim.material.prose import units

    texts = [u.text for u in units(_INI)]
    assert any("[backups]" in t and "keep_days = 30" in t for t in texts), texts


# --- a datetime argument ---------------------------------------------------------------------

from datetime import datetime as _dt  # noqa: E402

from langchain_core.tools import tool  # noqa: E402

from tests.sim.fresh._oracles import tool_calls_and_limits as _call  # noqa: E402


@tool
def book_viewing(flat: str, starts: _dt) -> str:
    """Book a viewing of a flat for sale."""
    return "booked"


@pytest.mark.parametrize("question,when", [
    ("Book a viewing of flat 4B on 2026-09-12 at 10:15.", "2026-09-12T10:15:00"),
    ("Can I see flat 4B at 6 pm on 3 October 2026?", "2026-10-03T18:00:00"),
])
def test_a_datetime_argument_takes_the_date_and_the_time_of_day(llm, question, when):
    calls, limits = _call(llm, [book_viewing], question)
    assert [c["args"].get("starts") for c in calls] == [when], (calls, limits)


@tool
def remind_me(text: str, when: _dt) -> str:
    """Set a reminder."""
    return "set"


def test_a_datetime_argument_with_a_date_but_no_time_is_no_midnight_guess(llm):
    calls, limits = _call(llm, [remind_me], "Remind me to ring the plumber on 2026-09-12.")
    assert limits and not any(c["args"].get("when") for c in calls), (calls, limits)


# --- JSON by example after "Reply with JSON:" -----------------------------------------------------

import json as _json  # noqa: E402


@pytest.mark.parametrize("prompt,keys", [
    ('Reply in JSON: {"title": "...", "year": 0}.\nText: The film Stillwater Creek came out in 2011.',
     {"title", "year"}),
    ('Output JSON: {"sender": "...", "urgent": false}.\nMessage: From Hana Ito -- the boiler is leaking, come today!',
     {"sender", "urgent"}),
])
def test_a_json_example_after_a_json_label_is_the_replys_shape_not_a_reply_given(llm, prompt, keys):
    out = llm.invoke(prompt).content
    obj = _json.loads(out[out.find("{"): out.rfind("}") + 1])
    assert set(obj) == keys, out


# --- "one" and "two" before the noun a count argument names ---------------------------------------


@tool
def plan_hike(trail: str, max_days: int | None = None) -> str:
    """Plan a multi-day hike on a named trail, optionally within a number of days."""
    return "planned"


@tool
def hire_bikes(shop: str, bikes: int) -> str:
    """Hire bikes from a bike shop."""
    return "hired"


@pytest.mark.parametrize("tools,question,name,value", [
    ([plan_hike], "Plan the Cairn Ridge hike so it takes at most two days.", "max_days", 2),
    ([hire_bikes], "Hire one bike from Spokes & Co.", "bikes", 1),
])
def test_one_and_two_before_the_counted_noun_fill_the_count(llm, tools, question, name, value):
    calls, limits = _call(llm, tools, question)
    assert len(calls) == 1 and calls[0]["args"].get(name) == value, (calls, limits)


# --- the fallback search for a question no tool matches takes free text ---------------------------


@tool
def search_songs(artist: str) -> str:
    """Find songs by an artist in the music library."""
    return "[]"


@tool
def search_manuals(query: str) -> str:
    """Search the appliance manuals."""
    return "[]"


@tool
def set_alarm(time: str) -> str:
    """Set an alarm clock."""
    return "set"


def _first_turn(llm, tools, question):
    from langchain.agents import create_agent
    from langchain_core.messages import AIMessage, HumanMessage

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = create_agent(llm, tools).invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 8})
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return next(m for m in out["messages"] if isinstance(m, AIMessage)), limits


def test_no_matching_tool_puts_no_question_words_into_a_search_by_a_typed_key(llm):
    first, limits = _first_turn(llm, [search_songs, set_alarm], "My knee hurts after running, what should I do?")
    assert not any("knee" in str(c["args"]).lower() for c in first.tool_calls), first.tool_calls
    assert first.tool_calls or limits, first.content


def test_a_search_that_takes_free_text_is_still_the_fallback(llm):
    # a guard, passing on the old code by design: a query-taking search tool stays the fallback
    first, _ = _first_turn(llm, [search_manuals, set_alarm], "Why does the dishwasher beep three times?")
    assert [c["name"] for c in first.tool_calls] == ["search_manuals"], first.tool_calls


# --- a record line's key in its format's vocabulary (seventh2) ----------------------------------

_CONTACT = """BEGIN:VCARD
VERSION:3.0
FN:Ingrid Halvorsen
ORG:Nordkapp Sailing Club
ADR;TYPE=home:;;Strandveien 12;Tromsø;;9008;Norway
TEL;TYPE=cell:+47 412 55 019
BDAY:1987-03-21
END:VCARD
"""
_STAFF = """EMP_ID=40917
DEPT=Radiology
MGR=Tomasz Wren
DESK=3F-22
"""
_APP_SETTINGS = """retryLimit: 4
uploadChunkKb: 512
sessionIdleMinutes: 25
themeAccent: teal
"""
_WAREHOUSE = """SKU=LAMP-0093
QTY=37
SHELF_CODE=C-14
REORDER_LEVEL=10
"""


@pytest.mark.parametrize("context,question,want,not_want", [
    (_CONTACT, "What is Ingrid Halvorsen's phone number?", "412 55 019", ["1987"]),
    (_CONTACT, "What is Ingrid's home address?", "Strandveien 12", ["412 55"]),
    (_CONTACT, "When is Ingrid Halvorsen's birthday?", "1987-03-21", ["412 55"]),
    (_STAFF, "Which department is employee 40917 in?", "Radiology", ["Wren", "3F-22"]),
    (_STAFF, "Who is the manager of employee 40917?", "Tomasz Wren", ["3F-22"]),
    (_APP_SETTINGS, "How many minutes can a session stay idle?", "25", ["512", "teal"]),
    (_WAREHOUSE, "What quantity of the lamp is in stock?", "37", ["C-14", "10"]),
    (_WAREHOUSE, "What is the shelf code?", "C-14", ["37"]),  # a guard: right on main too
])
def test_a_record_lines_key_is_read_in_plain_words(llm, context, question, want, not_want):
    reply, limits = _rag(llm, context, question)
    assert want in reply and not any(w in reply for w in not_want) and not limits, (reply, limits)


@pytest.mark.parametrize("line,words", [
    ("TEL;TYPE=work:+44 161 555 0142", "telephone phone number"),
    ("REQUEST_TIMEOUT_S = 45", "request timeout s"),
    ("maxRetries: 3", "max retries"),
    ("db.pool-size=8", "db pool size"),
    ("+water_temp_c=28", "water temperature c"),
    ("QTY=37", "quantity"),
    ("Note: bring a torch.", ""),  # a plain word before a colon is prose, no key
    ("The ferry leaves at nine.", ""),
])
def test_record_key_words_table(line, words):
    from course_lib.sim.material.record_keys import key_words

    assert key_words(line) == words


# --- a unified diff: "+" lines hold now, "-" lines held before (seventh2) ------------------------

_DIFF_POOL = """diff --git a/ops/pool.yaml b/ops/pool.yaml
--- a/ops/pool.yaml
+++ b/ops/pool.yaml
@@ -3,6 +3,6 @@ lifeguards:
 opening_hour: 7
-lane_count=6
+lane_count=8
-session_length_min=45
+session_length_min=50
 closing_hour: 21
"""


@pytest.mark.parametrize("question,want,not_want", [
    ("How many lanes are there now?", "8", ["=6"]),
    ("What is the session length set to?", "50", ["45"]),
    ("What was the lane count before?", "6", ["=8"]),
])
def test_a_diffs_added_line_is_the_current_value_and_its_removed_line_the_old(llm, question, want, not_want):
    reply, limits = _rag(llm, _DIFF_POOL, question)
    assert want in reply and not any(w in reply for w in not_want), (reply, limits)


def test_a_hyphen_bullet_list_is_no_diff_and_still_reads_as_a_list():
    """A guard (on main the bullets read the same; it fails there only for want of record_keys)."""
    from course_lib.sim.material.prose import units
    from course_lib.sim.material.record_keys import removed_lines

    bullets = "Packing list\n\n- tent\n- stove\n- two mugs\n"
    assert removed_lines(bullets) == frozenset()
    assert "tent" in " ".join(u.text for u in units(bullets))


# --- an answer that needs two notes: one hop through the entity the first names (seventh2) -----

_TWO_HOPS = """[1] crews/night-shift.md
The night shift crew reports to Quayside Depot at ten.

[2] depots/quayside.md
Quayside Depot is on Ferry Road in Dundee, Scotland. Parking is behind the gatehouse.

[3] boats/heron.md
The Heron is moored at Pier Nine. Pier Nine lies in Arbroath harbour.
"""


@pytest.mark.parametrize("question,want", [
    ("In which city does the night shift crew report?", "Dundee"),
    ("Which country do the night shift crew report in?", "Scotland"),
])
def test_an_answer_that_needs_the_note_on_what_the_first_note_names(llm, question, want):
    reply, limits = _rag(llm, _TWO_HOPS, question)
    assert want in reply and "Arbroath" not in reply, (reply, limits)


def test_no_hop_when_the_first_note_lacks_a_word_of_the_question(llm):
    """A guard: the hop reads on only from picks that cover every topic word; the cleaning crew is in
    no note, so no note on the night crew's depot answers for it (passes on main too)."""
    reply, limits = _rag(llm, _TWO_HOPS, "In which city does the cleaning crew report?")
    assert "Dundee" not in reply or limits, (reply, limits)


# --- "the most ... in a day?" asks for the stated upper limit (seventh2) -------------------------

_PUPPY = """Feeding guide for puppies

Give a puppy its food in three small meals, morning, noon and evening.
Never give a puppy more than 400 g of food in one day.
Fresh water should always be available.
"""


@pytest.mark.parametrize("context,question,want,not_want", [
    (_PUPPY, "What is the most food I can give a puppy?", "400 g", ["three small meals"]),
    (_PUPPY, "What is the maximum amount of food a puppy should get?", "400 g", ["three small meals"]),
])
def test_the_most_asks_for_the_sentence_stating_the_upper_limit(llm, context, question, want, not_want):
    reply, limits = _rag(llm, context, question)
    assert want in reply and not any(w in reply for w in not_want), (reply, limits)


def test_a_superlative_that_asks_no_limit_gets_no_limit_sentence(llm):
    """A guard: "the most popular" is no upper limit (passes on main too)."""
    notes = ("Trail guide\n\nThe Ridge Loop is the most popular trail in the park.\n"
             "No more than 20 hikers may start the Ridge Loop per hour.\n")
    reply, limits = _rag(llm, notes, "Which trail is the most popular?")
    assert reply.startswith("The Ridge Loop is the most popular"), (reply, limits)
