"""A system prompt whose first paragraph is an answering instruction pointing at material after it
("... using only the price list below.", "Use the following extracts from the handbook to answer
...") holds that material in the paragraphs that follow, with no "Context:" label, tags or rule
line (``pointed_material``, ``reading._system_as_notes``). A quote of a configuration file that
spans its sections is no answer (``config_files.unmet_quote``). Wordings of my own (issue 26; the
thirty-first set's "stated limits worth a look", read after its first sight)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

HANDBOOK = ("Holiday: full-time staff get 27 days of paid holiday a year, plus bank holidays. Part-time staff get "
            "the same pro rata.\n\n"
            "Sick leave: phone your line manager before 9.30 am on the first day. From the eighth day you need a "
            "fit note from your doctor.\n\n"
            "Expenses: claim travel within 30 days through the finance portal. Receipts are needed for anything "
            "over £10.")

PRICES = ("Standard wash (up to 8 kg) .... £4.50\n"
          "Large wash (up to 14 kg) ...... £7.00\n"
          "Dryer, per 10 minutes ......... £1.00\n"
          "Service wash (we wash, dry and fold) £15.00\n"
          "Soap powder is included in every wash.")

SETTINGS = ("# thermostat.conf for the greenhouse controller\n"
            "[heating]\n"
            "target_c = 12\n"
            "night_drop_c = 3\n"
            "\n"
            "[vents]\n"
            "open_above_c = 24\n"
            "check_every_minutes = 15\n")


def _ask(system: str, question: str):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        reply = SimulatedChatModel().invoke([SystemMessage(system), HumanMessage(question)])
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return reply.content, limits


@pytest.mark.parametrize(("system", "pointed"), [
    ("Use the following extracts from the staff handbook to answer the employee's question. Say if "
     "they don't cover it.\n\n" + HANDBOOK, True),
    ("You run the launderette's chat. Reply in one sentence using only the price list below.\n\n" + PRICES, True),
    ("Help the customer with what follows. Be brief.\n\n" + PRICES, True),
    ("Answer the customer following these rules.\n\n1. Be polite.\n2. Never promise refunds.\n3. Always "
     "sign off with the shop's name, Suds & Co.", False),
    ("You are a friendly assistant for a launderette.\n\n" + PRICES, False),  # nothing pointed at
    ("Use the following extracts to answer.\n\nSee you soon.", False),  # too short to be the material
])
def test_a_first_paragraph_pointing_at_what_follows(system, pointed):
    from course_lib.sim.request import pointed_material

    assert (pointed_material.after_pointer(system) is not None) is pointed


def test_the_material_after_a_pointing_instruction_answers():
    reply, limits = _ask("Use the following extracts from the staff handbook to answer the employee's question. "
                         "If they do not hold the answer, say you don't know.\n\n" + HANDBOOK,
                         "how many days of paid holiday do full-time staff get?")
    assert "27" in reply and not limits, (reply, limits)


def test_the_price_list_below_answers():
    reply, limits = _ask("You run the launderette's chat. Reply in one sentence using only the price list "
                         "below. Prices include VAT.\n\n" + PRICES, "what does a service wash cost?")
    assert "15.00" in reply and "4.50" not in reply, (reply, limits)


def test_a_config_quote_across_its_sections_is_a_limit():
    reply, limits = _ask("Answer the gardener's question using only the controller's config file below. Lines "
                         "starting with # are comments.\n\n" + SETTINGS,
                         "how many times an hour does the greenhouse controller check things?")
    assert limits and "[heating]" not in reply, (reply, limits)


@pytest.mark.parametrize(("reply", "bodies", "unmet"), [
    ("[heating] target_c = 12 night_drop_c = 3 [vents] open_above_c = 24", [SETTINGS], True),
    ("[vents] open_above_c = 24 check_every_minutes = 15", [SETTINGS], False),  # one section
    ("[heating] target_c = 12 [vents] open_above_c = 24", [SETTINGS, "Vents open by hand in summer."], False),
])
def test_a_quote_across_sections_of_a_config_is_no_answer(reply, bodies, unmet):
    from course_lib.sim.grounded import config_files

    assert config_files.unmet_quote("how often is it checked?", reply, bodies) is unmet


# In Chinese: "请根据下面的须知回答", "以下", "如下" point at the material after the first paragraph;
# a list of instructions ("1. 不要编造。") is no material.
LIBRARY_ZH = ("城市图书馆借阅须知\n"
              "1. 每位读者最多可同时借阅10本图书,借期30天。\n"
              "2. 图书可以在网上续借一次,续借期15天;被其他读者预约的图书不能续借。\n"
              "3. 逾期归还的,每本每天收取滞纳金0.2元。\n"
              "4. 图书丢失的,按书价的两倍赔偿。\n")


@pytest.mark.parametrize(("system", "pointed"), [
    ("你是图书馆的咨询助手。请根据下面的须知回答读者的问题。\n\n须知:\n" + LIBRARY_ZH, True),
    ("你是图书馆的咨询助手。回答问题时只依据如下资料。\n\n" + LIBRARY_ZH, True),
    ("你是图书馆的咨询助手。请遵守下面的规则回答问题。\n\n1. 不要编造任何内容。\n2. 请用中文回答,语气礼貌,内容简短。\n"
     "3. 如果不知道,就直接说不知道,不要猜测答案。\n4. 始终保持礼貌。", False),
])
def test_a_chinese_first_paragraph_pointing_at_what_follows(system, pointed):
    from course_lib.sim.request.pointed_material import after_pointer

    assert (after_pointer(system) is not None) == pointed


@pytest.mark.parametrize(("question", "expected"), [
    ("一次最多能借几本书?", "10本"),
    ("书丢了怎么赔?", "两倍"),
])
def test_the_chinese_material_below_answers(question, expected):
    reply, limits = _ask("你是图书馆的咨询助手。请根据下面的须知回答读者的问题,须知里没有的就说不知道。\n\n须知:\n" + LIBRARY_ZH,
                         question)
    assert expected in reply and not limits, reply


_RECORDS = ("Harbour Kayak Hire\nSingle kayak: £18 per hour\nDouble kayak: £28 per hour\n"
            "Wetsuit hire: £6\nLast launch: 5pm, back by 6pm\nMinimum age: 12 with an adult")


@pytest.mark.parametrize("lead", [
    "You help visitors to the kayak hut. Use the info below.",
    "Answer customers' questions using this info:",
    "You are the hire desk bot. Only use these facts.",
])
def test_records_on_the_line_after_the_lead_are_the_material(lead):
    """A lead joined to its records by one newline, no blank line (issue 26: the whole prompt
    was read as instructions and every question "no document answers it"). Fails on start74."""
    from course_lib.sim.request.pointed_material import after_first_line

    text = f"{lead}\n{_RECORDS}"
    found = after_first_line(text)
    assert found is not None
    assert text[found[0]:found[1]].startswith("Harbour Kayak Hire")
    assert text[found[0]:found[1]].rstrip().endswith("with an adult")


def test_guard_manner_lines_are_no_material():
    """Guard: a role over manner lines (no records) stays instructions."""
    from course_lib.sim.request.pointed_material import after_first_line

    assert after_first_line("You are a helpful assistant.\nKeep answers short.\nIf you do not know, say so.") is None


def test_the_chat_model_answers_from_the_joined_records():
    """Fails on start74 (a knowledge limit: no document)."""
    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib.sim import SimulatedChatModel

    out = SimulatedChatModel().invoke([SystemMessage("You help visitors to the kayak hut. Use the info below.\n" + _RECORDS),
                                       HumanMessage("how much is a wetsuit")])
    assert "£6" in out.content


# A letter or an email inside a system prompt, after a role line (issue 26; the fifty-sixth set's UL1:
# its salutation and "please reply" made the whole prompt instructions). Wordings of my own.
_GARAGE = ("Northgate Motors, 9 Station Road, Derby\n3 September 2025\nDear Mr Haddad,\n"
           "Re: service of your Ford Fiesta, reg KX19 ABC\n"
           "Your car passed its MOT on 2 September. During the service we found these items:\n"
           "- Front brake pads worn: £95\n- Rear tyre below legal tread: £110\n"
           "Please reply within 7 days of this letter if you want the extra work done at this price.\n"
           "Our workshop is closed on Sundays.\nKind regards, Anna Pryce, Service Manager")
_HALL = ("Hello Sam,\n\nThanks for booking the community hall. Your booking is Saturday 9 May, 2 pm to 6 pm.\n\n"
         "The hire fee is £90. Please reply to confirm and let us know if you need the kitchen.\n\n"
         "Best,\nJo Harding\nBookings, Elm Street Hall")


@pytest.mark.parametrize(("text", "first", "last"), [
    (_GARAGE, "Dear Mr Haddad", "Service Manager"),
    (_HALL, "Hello Sam", "Elm Street Hall"),
    ("Notes.\nDear diary,\nRained all day.\nYours truly,\nMe", "Dear diary", "Me"),
])
def test_a_letter_spans_salutation_to_signature(text, first, last):
    """Fails on read74 (no ``letter_spans``)."""
    from course_lib.sim.request.pointed_material import letter_spans

    spans = letter_spans(text)
    assert len(spans) == 1
    assert text[spans[0][0]:spans[0][1]].startswith(first) and text[spans[0][0]:spans[0][1]].endswith(last)


@pytest.mark.parametrize("text", [
    "Hi!\nAnswer the user's question from the context.\nThanks!",  # no name signs it
    "Hello there,\nReply to the user in JSON.\nBest,\nThe Team",  # a prompt's words ("the user", "JSON")
    "Dear customer,\nyour order has shipped.",  # no close
])
def test_guard_no_letter(text):
    """Guard (passes on read74 too, where there is no ``letter_spans``: run here only)."""
    from course_lib.sim.request.pointed_material import letter_spans

    assert letter_spans(text) == []


@pytest.mark.parametrize(("role", "letter"), [
    ("You help a driver make sense of letters from his garage.", _GARAGE),
    ("You help a volunteer with emails about the hall bookings.", _HALL),
])
def test_a_letter_after_a_role_is_the_material(role, letter):
    """Fails on read74: the letter's "please reply" and "you" made it words to the model, no material."""
    from course_lib.sim.request.pointed_material import after_head

    text = f"{role}\n\n{letter}"
    found = after_head(text)
    assert found is not None and text[found[0]:found[1]] == letter


@pytest.mark.parametrize(("role", "letter", "question", "expected"), [
    ("You help a driver make sense of letters from his garage.", _GARAGE, "how much is the tyre", "£110"),
    ("You help a volunteer with emails about the hall bookings.", _HALL, "how much is the hire fee", "£90"),
])
def test_the_chat_model_answers_from_a_letter_in_the_system_prompt(role, letter, question, expected):
    """Fails on read74 ("no tool, document or fact answers it")."""
    reply, _limits = _ask(f"{role}\n\n{letter}", question)
    assert expected in reply, reply


def test_guard_a_prompt_signed_off_stays_instructions():
    """Guard (passes on read74): a persona prompt with a greeting and a sign-off is no letter."""
    from course_lib.sim.request.pointed_material import after_head

    assert after_head("You are the hall's booking bot.\n\nHi there,\nAnswer the user in one sentence.\n"
                      "Best,\nThe Bookings Team") is None


# A price board written in prose in a system prompt, terse human turns (issue 26; the fifty-sixth set's
# UL1 kiosk: "Price board:" named no material, so the prompt was read as instructions only).
_STALL = ("You are the chat helper for Spokes, a bike repair stall at Canal Wharf. Price board: puncture repair £8 per "
          "wheel, new inner tube fitted £12, brake pads fitted £15 a pair, gear tune £20. Open Tuesday to Sunday. "
          "Keep replies to one sentence.")
_HATCH = ("You answer for the Little Owl cafe's window hatch.\nMenu board: flat white £3.20, tea £2.10, bacon roll "
          "£4.80. Oat milk 40p extra. Reply briefly.")


@pytest.mark.parametrize(("label", "named"), [
    ("Price board", True), ("Menu board", True), ("Fee boards", True), ("Notice board", True),
    ("Circuit board", False), ("Board", False),  # guards: a board that holds no prices or notices
])
def test_a_board_label_names_material(label, named):
    """The named rows fail on read74; the unnamed rows are guards (pass on read74 too)."""
    from course_lib.sim.request.pointed_material import material_label

    assert material_label(label) is named


@pytest.mark.parametrize(("system", "question", "expected"), [
    (_STALL, "gear tune?", "£20"),
    (_STALL, "brake pads price", "£15"),
    (_HATCH, "bacon roll", "£4.80"),
])
def test_a_terse_turn_over_a_price_board_in_the_system_prompt(system, question, expected):
    """Fails on read74 ("no tool, document or fact answers it")."""
    reply, limits = _ask(system, question)
    assert expected in reply and not limits, (reply, limits)


_DENTAL = ("Dear Ms Reyes,\nRe: your dental check-up\nYour next check-up is on 14 October at 10.20 am with Dr Shah. "
           "The fee is £27.50, payable on the day. Please reply to confirm, or call us to move it.\nKind regards,\n"
           "Priya, Reception\nHillside Dental")


def test_a_system_prompt_that_is_a_letter_whole_is_material():
    """No role line above the letter. Fails on read74 (no ``only_letters``; the reply was "no document")."""
    from course_lib.sim.request.pointed_material import only_letters

    assert only_letters(_DENTAL)
    reply, _limits = _ask(_DENTAL, "how much is the fee")
    assert "£27.50" in reply, reply


def test_guard_a_letter_under_instructions_is_not_whole():
    """Guard (no ``only_letters`` on read74: run here only): instructions beside the letter."""
    from course_lib.sim.request.pointed_material import only_letters

    assert not only_letters("Answer the user's question in one sentence.\n\n" + _DENTAL)
