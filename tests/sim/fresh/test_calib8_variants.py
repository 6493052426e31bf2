"""The leftover silently wrong replies and false alarms of the invented sets (issue 26, branch
calib8), checked on variants in no set: documents, topics and wordings of their own, so no fix
is keyed to a case's strings.

- "#" comments of a text that is all comments and source (a crontab, a shell script, a TOML or
  INI file, a Makefile) are sentences that answer, not markdown headings (which never answer);
  a markdown note's "# Title" above prose, a table or a list stays a heading.
- "I don't know." with the notes on the question's subject but not in its words is a stated
  limit: the closest sentences share a word of the question beyond the notes' title and pin it
  (two of its words on one line, one with the asked kind of value, or a specific word one or two
  lines name), and every word they miss is an everyday English word the notes may say another
  way. A missed name or rare term, a question sharing only the notes' title or one everyday
  word by chance, stays an honest "I don't know." with no limit.
- Small talk in Spanish, French, German, Italian, Portuguese, Dutch, Swedish or Japanese is
  small talk (cues in data/sim/smalltalk.yaml; the other words everyday words of the message's
  own language), answered in English, not a knowledge limit; a request in those languages (a
  capital, the weather, an invoice number) is still no small talk.
- A label prompt whose options are an urgency scale (named levels or ranked codes such as
  SEV1 / SEV2) gets the most urgent option for a message that says it cannot wait, the least
  urgent for one that says it can (cues in data/sim/lexicons.yaml); with no such cue it still
  states that it cannot choose.
- A yes/no field of a JSON schema on whether a thing is allowed, included, accepted or present
  ("breakfast_included", "accepts_cards") is read from a text that names the thing: True, False
  after a negation ("we do not take cards"); a text that does not name it keeps the limit.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

_SYSTEM = "Answer the question using only the context below. If it is not there, say you don't know.\n\nContext:\n{context}"


def _rag(llm, context, question):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        reply = llm.invoke([SystemMessage(_SYSTEM.format(context=context)), HumanMessage(question)]).content
    return reply, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


# --- comments of source files --------------------------------------------------------------------

_BACKUP_SH = """#!/bin/sh
# copy the photo library to the NAS every Sunday night
rsync -a ~/Pictures nas:/backups/pictures
# delete snapshots older than ninety days
find /backups -mtime +90 -delete
"""
_DASHBOARD_TOML = """[dashboard]
# the admin dashboard listens on port 9400
port = 9400
# idle sessions expire after 45 minutes
session_timeout = 2700

[mail]
# alerts go to the on-call rota's shared inbox
to = "oncall@example.test"
"""
_GREENHOUSE_INI = """; greenhouse controller
[vents]
# the roof vents open above 27 degrees
open_above = 27
# they close again at dusk
close_at = sunset
"""


@pytest.mark.parametrize(("context", "question", "answer"), [
    (_BACKUP_SH, "When is the photo library copied to the NAS?", "Sunday"),
    (_DASHBOARD_TOML, "After how many minutes do idle sessions expire?", "45 minutes"),
    (_DASHBOARD_TOML, "Which port does the admin dashboard listen on?", "9400"),
    (_GREENHOUSE_INI, "Above which temperature do the roof vents open?", "27 degrees"),
])
def test_a_comment_of_a_source_file_answers_like_a_sentence(llm, context, question, answer):
    reply, limits = _rag(llm, context, question)
    assert answer in reply and not limits, (reply, limits)


def test_a_comment_file_still_says_what_it_does_not_hold(llm):
    reply, limits = _rag(llm, _DASHBOARD_TOML, "Which database does the dashboard store its users in?")
    assert "don't know" in reply.lower() or limits, (reply, limits)


@pytest.mark.parametrize("text", [
    "# Opening hours\n\nThe bakery opens at 7:00 on weekdays.\n\n# Prices\n\nA loaf costs 3 euros.\n",
    "# Menu\n\n| Dish | Price |\n|---|---|\n| Soup | 5 |\n\n# Drinks\n\n- tea\n- coffee\n",
])
def test_a_markdown_title_above_prose_a_table_or_a_list_stays_a_heading(text):
    from course_lib.sim.material.prose import units

    assert [u.text for u in units(text) if u.heading] == [line[2:] for line in text.splitlines() if line.startswith("# ")]


# --- "I don't know." with the subject in the notes, said in other words --------------------------

_STATION = """Central station -- services

Hall A    Ticket machines; left-luggage lockers; cash machine
Hall B    Bakery, pharmacy, newsagent
Platforms 1-4 are reached through the underpass.
"""
_GYM = """Riverside Gym -- membership terms

1. Fees. The monthly fee is 39 euros, taken on the first working day of the month.
2. Guests. A member may bring one guest per visit; the guest pays 8 euros at the desk.
3. Towels. Members must bring their own towels to the pool.
"""
_KENNEL = """-- kennel.sql: boarding schema
CREATE TABLE stays (
    stay_id     INTEGER PRIMARY KEY,
    pet_name    TEXT NOT NULL,
    pick_up     DATE NOT NULL,   -- the day the owner collects the animal
    diet_notes  TEXT             -- food the pet may not be given
);
"""
_CAMP = """Lakeside campsite -- site map

Block A    Reception, shop, bread orders
Block B    Toilets, showers, washing-up sinks
Block D    Playground and barbecue area

Quiet hours run from 22:00 to 07:00.
"""


@pytest.mark.parametrize(("context", "question"), [
    (_STATION, "Where can I drop off my suitcase in a locker?"),        # a specific word, everyday rest
    (_GYM, "How much does a friend I take along pay?"),                 # a word and a price on one line
    # ("pup", a word the class lexicon does not list: "my puppy" is now read as the notes' "pet",
    # data/sim/classes.yaml)
    (_KENNEL, "Which column lists the food my pup must not be given?"),  # two words on one line
])
def test_the_subject_in_the_notes_in_other_words_is_a_limit_not_a_confident_dont_know(llm, context, question):
    reply, limits = _rag(llm, context, question)
    assert limits and "other words" in limits[0], (reply, limits)


@pytest.mark.parametrize(("context", "question"), [
    (_CAMP, "Is the campsite haunted?"),                 # only the notes' title is shared
    (_GYM, "What is the boiling point of water?"),       # nothing of the question
    (_STATION, "Does the bakery sell Pastéis de Belém?"),  # a name the notes would write as it is
    (_CAMP, "Are dogs allowed on the campsite?"),
])
def test_notes_silent_on_the_question_stay_an_honest_dont_know_without_a_limit(llm, context, question):
    reply, limits = _rag(llm, context, question)
    assert "don't know" in reply.lower() and not limits, (reply, limits)


@pytest.mark.parametrize(("setting", "limited"), [
    ({}, True),
    ({"said_otherwise_word_zipf": 9}, False),   # no missed word is everyday enough: "I don't know."
    ({"said_otherwise_coverage": 0.99}, False),  # the closest sentences must cover nearly all
    ({"said_otherwise_share": 0.0}, True),
])
def test_the_other_words_limit_follows_its_thresholds_in_the_data(tmp_path, monkeypatch, setting, limited):
    import yaml

    from course_lib.sim import SimulatedChatModel
    from course_lib.sim.words import thresholds

    shipped = yaml.safe_load(thresholds._path().read_text(encoding="utf-8"))
    path = tmp_path / "thresholds.yaml"
    path.write_text(yaml.safe_dump({**shipped, **setting}), encoding="utf-8")
    monkeypatch.setattr(thresholds, "_path", lambda: path)
    reply, limits = _rag(SimulatedChatModel(), _STATION, "Where can I drop off my suitcase in a locker?")
    # (without it, the map's rows on lockers get ``absence``'s records limit, not this one)
    assert any("in those words" in said for said in limits) is limited, (reply, limits)


# --- small talk in other languages ----------------------------------------------------------------

def _ask(llm, text):
    from langchain_core.messages import HumanMessage

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        reply = llm.invoke([HumanMessage(text)]).content
    return reply, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize(("text", "intent_word"), [
    ("Buongiorno, come stai?", "fine"),
    ("Olá, tudo bem?", "fine"),
    ("Danke schön!", "welcome"),
    ("Merci beaucoup, à bientôt !", "goodbye"),
    ("Hej!", "hello"),
    ("Chi sei?", "simulator"),
    ("Kannst du mir helfen?", "answer questions"),
    ("こんばんは", "hello"),
])
def test_small_talk_in_other_languages_is_small_talk_not_a_limit(llm, text, intent_word):
    reply, limits = _ask(llm, text)
    assert intent_word in reply.lower() and not limits, (reply, limits)


@pytest.mark.parametrize("text", [
    "Hola, ¿cuál es la capital de Perú?",
    "Bonjour, quel temps fait-il à Lyon ?",
    "Guten Tag, ich brauche die Rechnung 4471.",
])
def test_a_request_in_another_language_is_no_small_talk(llm, text):
    from course_lib.sim.dialogue.smalltalk import detect
    from course_lib.sim.words.knowledge import Knowledge

    assert detect(text, Knowledge.load()) is None


# --- urgency scales -------------------------------------------------------------------------------

@pytest.mark.parametrize(("prompt", "answer"), [
    ("Classify the ticket as 'high', 'medium' or 'low'. Reply with one word.\nTicket: Nobody can log in to the payroll system, "
     "salaries go out today.", "high"),
    ("Rate the severity of the incident as SEV1, SEV2 or SEV3. Reply with the code only.\nIncident: the main database is down "
     "and the shop is not taking orders.", "SEV1"),
    ("Classify the report as 'critical', 'normal' or 'minor'. Reply with one word.\nReport: There's a typo on the About page, fix it whenever.",
     "minor"),
    ("Classify the request as 'urgent' or 'low'.\nRequest: No rush, but could we get a second monitor "
     "for the new intern next month?", "low"),
])
def test_an_urgency_scale_is_chosen_by_the_messages_urgency(llm, prompt, answer):
    reply, limits = _ask(llm, prompt)
    assert reply.strip().strip(".'`").lower() == answer.lower() and not limits, (reply, limits)


def test_an_urgency_scale_with_no_cue_in_the_message_is_still_a_stated_limit(llm):
    reply, limits = _ask(llm, "Classify the note as 'high', 'medium' or 'low'. Reply with one word.\nNote: The quarterly report template has a new logo.")
    # the limit alone: no value guessed beside it (fix33c; before, one of the values beside the limit)
    assert limits and reply.strip().lower() not in ("high", "medium", "low") and reply == limits[0], (reply, limits)


def test_options_that_are_no_urgency_scale_are_not_read_as_one(llm):
    from course_lib.sim.responders.urgency import choose

    assert choose(["billing", "shipping", "returns"], "The parcel is lost, help now!") is None
    assert choose(["P1", "P1"], "Everything is down right now") is None


@pytest.mark.parametrize(("value", "rank"), [
    ("P1", 1), ("sev-3", 3), ("Prio 2", 2), ("'urgent'", 0), ("Critical", 0), ("normal", 1), ("medium", 1),
    ("low", 2), ("minor", 2), ("billing", None), ("P12", None),
])
def test_urgency_ranks_come_from_the_lexicons_data(value, rank):
    from course_lib.sim.responders.urgency import rank as urgency_rank

    assert urgency_rank(value) == rank


# --- yes/no fields on what a text allows or includes ----------------------------------------------

def _listing(props):
    return {"title": "Listing", "description": "Facts from a listing.", "type": "object",
            "properties": props, "required": list(props)}


def _structured(llm, schema, text):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = llm.with_structured_output(schema).invoke(text)
    return out, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize(("field", "text", "value"), [
    ("breakfast_included", "Hotel Miramar: double room 95 euros, breakfast included.", True),
    ("accepts_cards", "Café Lume on Rua Nova. Cash only, we do not take cards.", False),
    ("has_parking", "The Old Mill seats 80 and has free parking behind the building.", True),
    ("smoking_allowed", "Quiet rooms with river views. No smoking anywhere on the premises.", False),
])
def test_a_yes_no_field_on_what_the_text_allows_is_read_from_the_text(llm, field, text, value):
    out, limits = _structured(llm, _listing({field: {"type": "boolean"}}), text)
    assert out[field] is value and not limits, (out, limits)


def test_a_yes_no_field_the_text_does_not_name_keeps_its_limit(llm):
    out, limits = _structured(llm, _listing({"pets_allowed": {"type": "boolean"}}), "The Old Mill seats 80.")
    assert limits, (out, limits)
