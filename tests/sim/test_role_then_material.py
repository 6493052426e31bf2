"""A system prompt that opens with the assistant's role or task in a paragraph of its own, the
material in the paragraphs after it, with no label the reader knows ("You look after the
allotment society's shed.\\n\\n<inventory>"): ``pointed_material.after_head``, read by
``reading._system_as_notes``. Beside it, what reading more material asked of the answers: a JSON
export read as one row per record (``data_records.json_records``); a later line that gives the
same thing another measure is a limit (``moved_values.restated``); a span between two things the
documents date is no "I don't know today's date" (``relative_days.other_anchor``); a checklist
question naming what no boxed row names is a limit (``checklists``); a configuration value the
question itself gives is no answer (``config_files``). Wordings of my own (issue 26, session 56;
the thirty-sixth set's EE-L1)."""

from __future__ import annotations

import json
import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

SHED = ("Shed inventory, checked on 3 May\n"
        "Spades: 4 (one with a split handle, do not lend it)\n"
        "Forks: 3\n"
        "Wheelbarrows: 2, the green one has a slow puncture\n"
        "Hosepipe: 30 m, on the reel behind the door\n"
        "Key safe code: 5190, changed every quarter")

WIFI = ("Guest network: Harbour-Guest, password on the card at reception.\n"
        "Staff network: Harbour-Staff, set up by IT only.\n"
        "VPN: use the Okta app on your laptop; the token lasts 12 hours.")

NOTES_WITH_ASIDE = ("Feed the hens at 7 each morning, two scoops of layers pellets.\n\n"
                    "Do not let them out before the fox fence is shut.\n\n"
                    "Eggs go in the blue tray in the larder, dated in pencil.")


@pytest.mark.parametrize(("system", "read"), [
    # a role, then material of several lines
    ("You look after the allotment society's shed.\n\n" + SHED, True),
    # a task, then material whose later line holds an imperative ("use the Okta app")
    ("Act as our front-desk IT helper.\n\n" + WIFI, True),
    # an imperative paragraph between two paragraphs of notes: a note's words to a person
    ("You answer the hen-sitter's questions.\n\n" + NOTES_WITH_ASIDE, True),
    # Chinese role sentence, then a notice
    ("你是小区物业的值班助手。\n\n停车场B区3月10日至12日重新划线，期间请停到A区。\n访客车位每次最多停4小时，超时每小时收费5元。", True),
    # a fenced block after an instruction
    ("Explain the deploy script to the new starter.\n\n```bash\n#!/bin/sh\nset -e\nnpm ci\nnpm run build\n"
     "rsync -a dist/ web01:/srv/site/\n```", True),
    # instructions only, however many paragraphs
    ("You are a helpful assistant for a bakery.\n\nKeep every answer short. If you do not know, say so.\n\n"
     "Never promise a delivery time.", False),
    ("You are a tutor for ten-year-olds.\n\n1. Be patient.\n2. Use everyday examples.\n3. Check they "
     "understood before moving on.", False),
    ("You are Captain Finn, a pirate.\n\nSpeak like a pirate in every message and never break character.", False),
    ("You are a support agent.\n\nWhat would you like to know about our plans?", False),
    # no role or task in the first paragraph: not this reading
    ("Shed inventory, checked on 3 May.\n\n" + SHED, False),
])
def test_material_after_a_role_paragraph(system, read):
    from course_lib.sim.request import pointed_material

    found = pointed_material.after_head(system)
    assert (found is not None) is read, found
    if read:
        start, end = found
        assert system[start:end].strip() and not system[start:end].startswith(("You", "Act", "Explain", "你是"))


def _ask(system: str, question: str):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        reply = SimulatedChatModel().invoke([SystemMessage(system), HumanMessage(question)])
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return reply.content, limits


@pytest.mark.parametrize(("question", "want"), [
    ("What's the key safe code?", "5190"),
    ("How long is the hosepipe?", "30 m"),
    ("How many forks are there?", "3"),
])
def test_the_material_after_a_role_answers(question, want):
    text, limits = _ask("You look after the allotment society's shed.\n\n" + SHED, question)
    assert not limits, limits
    assert want in text, text


def test_an_instructions_only_prompt_is_not_quoted_as_an_answer():
    text, limits = _ask("You are a helpful assistant for a bakery.\n\nKeep every answer short. If you do not "
                        "know, say so.\n\nNever promise a delivery time.", "Do you make gluten-free bread?")
    assert "Never promise" not in text and "Keep every answer" not in text, text


RECORDS = {"team": "Riverside Runners", "kit": "green vests",
           "sessions": [{"day": "Tuesday", "start": "18:30", "route": "canal loop", "km": 6, "leader": "Imran"},
                        {"day": "Thursday", "start": "19:00", "route": "hill repeats", "km": 8, "leader": "Gwen"},
                        {"day": "Sunday", "start": "09:00", "route": "park long run", "km": 15, "leader": "Imran",
                         "notes": {"cafe": "Lakeside"}}]}


def test_a_json_export_reads_one_row_per_record():
    from course_lib.sim.material.data_records import json_records

    own, rows = json_records(json.dumps(RECORDS, indent=2))
    assert own == [("team", "Riverside Runners"), ("kit", "green vests")]
    assert len(rows) == 3
    assert ("route", "hill repeats") in rows[1] and ("notes.cafe", "Lakeside") in rows[2]
    assert json_records('{"debug": true, "port": 8080}') is None  # a settings file: no records
    assert json_records("not json") is None


def test_a_record_of_a_json_export_answers_not_the_export_run_together():
    text, _ = _ask("You are the running club's helper. Our session plan, exported from the app (JSON).\n\n"
                   + json.dumps(RECORDS, indent=2), "Who leads the hill repeats?")
    assert "Gwen" in text, text
    assert "canal loop" not in text and "park long run" not in text, text


def test_a_later_line_with_another_measure_of_the_same_thing_is_a_limit():
    from course_lib.sim.grounded.moved_values import restated

    texts = ["Mix 300 ml of milk with the flour. Rest the batter for 20 minutes. "
             "Oops, that should be 250 ml of milk, the batter was too thin."]
    assert restated("How much milk goes in?", "Mix 300 ml of milk with the flour.", texts)
    # another thing of the same kind, or the same figure again, is no restatement
    assert restated("How much is the off-peak pass?", "Off-peak pass: 24 a month.",
                    ["Off-peak pass: 24 a month. Full pass: 39 a month."]) is None
    assert restated("How much milk goes in?", "Mix 300 ml of milk with the flour.",
                    ["Mix 300 ml of milk with the flour. Warm the 300 ml of milk first."]) is None
    # the whole reply: a limit before session 80; since fix67a the later sentence "that should be 250 ml" is read as
    # a correction of the sentence it names (``later_corrections``), so the new figure is the answer, never the old
    text, limits = _ask("You answer questions about my pancake video.\n\n" + texts[0], "How much milk goes in?")
    assert "250 ml" in text and "300 ml" not in text.split("The offline simulator")[0], (text, limits)


def test_a_span_between_two_dated_things_is_not_counted_from_today():
    from course_lib.sim.values.relative_days import other_anchor

    bodies = ["Kitchen fitting starts 2036-05-04.\nDeposit due 2036-04-20.\n"]
    assert other_anchor("How many days before the fitting is the deposit due?", bodies, "2036-04-20")
    assert other_anchor("How many days until the deposit is due?", bodies, "2036-04-20") is None
    text, limits = _ask("You keep our renovation plan.\n\nKitchen fitting starts 2036-05-04.\nDeposit due "
                        "2036-04-20, by bank transfer.\nTiles arrive the week before fitting.",
                        "How many days before the fitting is the deposit due?")
    assert limits and "today's date" not in text, (text, limits)


def test_a_checklist_filter_on_a_name_no_row_holds_is_a_limit():
    from course_lib.sim.grounded import checklists

    body = ("* Camping trip (Priya, Leon)\n- [x] book the pitch\n- [ ] pack the stove\n- [ ] buy gas\n"
            "- [ ] check the tent poles\n")
    assert isinstance(checklists.answer("Which open jobs are Leon's?", [body]), checklists.Unworked)
    found = checklists.answer("Which jobs are still open?", [body])
    assert isinstance(found, checklists.Checked) and "buy gas" in found.text


def test_a_configuration_value_the_question_gives_is_no_answer():
    from course_lib.sim.grounded import config_files

    doc = json.dumps({"shifts": [{"day": "Monday", "picked_by": "Dana"},
                                 {"day": "Wednesday", "picked_by": "Ravi"}]}, indent=2)
    found = config_files.answered("Which shift did Ravi pick?", [doc])
    assert found is None, found.text()
    ini = "[backup]\nuser = backup\nschedule = 02:00\n"
    found = config_files.answered("Which user does the backup run as?", [ini])
    assert found is not None and "backup" in found.text()


@pytest.mark.parametrize(("label", "kind_is_docs"), [
    ("Answer briefly from the leaflet", True),
    ("Answer in Spanish, based on the brochure", True),
    ("Answer in one sentence", False),
    ("Answer", False),
])
def test_an_answer_label_ending_in_the_material_it_names_introduces_material(label, kind_is_docs):
    from course_lib.sim.request.reading import label_kind

    assert (label_kind(label) == "docs") is kind_is_docs, label_kind(label)


def test_another_measure_of_a_neighbouring_thing_is_no_restatement():
    from course_lib.sim.grounded.moved_values import restated

    # the same unit and the same subject word, but another setting's figure: no restating word, and
    # the picked figure not given again (before restate_marks this read as a correction)
    texts = ["max-age=600 keeps a response fresh for 600 seconds. stale-if-error=120 lets a cache serve the "
             "response for 120 seconds after an error."]
    assert restated("How long is a response good for?", "max-age=600 keeps a response fresh for 600 seconds.",
                    texts) is None
    corrected = ["max-age=600 keeps a response fresh for 600 seconds. Correction: the response now stays fresh "
                 "for 300 seconds."]
    assert restated("How long is a response good for?", "max-age=600 keeps a response fresh for 600 seconds.",
                    corrected)


DOSES = json.dumps({"resourceType": "Collection", "entry": [
    {"resource": {"kind": "Dose", "status": "completed", "product": {"coding": [{"display": "Tetanus booster"}]},
                  "given": "2031-09-14", "patient": {"ref": "p-7"}}},
    {"resource": {"kind": "Dose", "status": "completed", "product": {"coding": [{"display": "Hepatitis A"}]},
                  "given": "2034-04-02", "patient": {"ref": "p-7"}}},
    {"resource": {"kind": "Person", "id": "p-7", "name": "Tom Hale"}}]}, indent=2)


def test_a_json_records_list_of_objects_is_read_under_its_name():
    from course_lib.sim.material.data_records import json_records

    _, rows = json_records(DOSES)
    assert ("resource.product.coding.display", "Tetanus booster") in rows[0]


def test_a_question_over_a_json_export_answers_from_its_record_or_states_a_limit():
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        when = SimulatedChatModel().invoke([HumanMessage(f"Records:\n{DOSES}\n\nWhen was the tetanus booster given?")])
        many = SimulatedChatModel().invoke([HumanMessage(f"Records:\n{DOSES}\n\nHow many doses has Tom had?")])
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    assert "2031-09-14" in when.content, when.content
    # the doses name Tom only by his reference: a count of the rows that name him is no answer
    assert any("JSON export" in x for x in limits), many.content


def test_a_span_counted_to_something_the_dated_line_does_not_name_is_a_limit():
    from course_lib.sim.values.relative_days import clause_unmet

    text = "Survey date: 4 June 2036\nSolar panels: cost 6,000 GBP, save 540 GBP a year"
    assert clause_unmet("How many years until the panels pay for themselves?", text, "4 June 2036")
    assert not clause_unmet("How many days until the survey?", text, "4 June 2036")
    assert not clause_unmet("Is it still valid?", text, "4 June 2036")


def test_a_settings_file_with_a_list_of_rules_is_no_export_of_records():
    from course_lib.sim.material.data_records import records_dominate

    settings = json.dumps({"timezone": "Europe/Oslo", "schedule": "weekends", "maxOpen": 3, "labels": ["deps"],
                           "rules": [{"match": "eslint", "group": "lint"}]})
    assert not records_dominate(settings)
    assert records_dominate(DOSES)
