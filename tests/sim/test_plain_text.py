"""Text as it arrives from other machines, made plain (course_lib.sim.material.plain_text, issue 26)."""

from __future__ import annotations

import re
import unicodedata

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.material.plain_text import plain_text
from tests.sim.test_grounded_calibration import _rag


@pytest.mark.parametrize(
    ("raw", "plain"),
    [
        ("I’m here, it’s late", "I'm here, it's late"),
        ("She said ‘fine’ and left", "She said ‘fine’ and left"),  # quotation marks stay
        ("line one\r\nline two\rline three", "line one\nline two\nline three"),
        ("10\u00a0km for €\u202f5", "10 km for € 5"),
        (unicodedata.normalize("NFD", "Señora Müller"), "Señora Müller"),
        ('Reply like {“city”: “...”}', 'Reply like {"city": "..."}'),
        ("He said “no” twice", "He said “no” twice"),  # quotation marks outside braces stay
        ("Name:\tAda", "Name:  Ada"),
        ("Bring:\n• water\n  ▪ a hat\nA • in a line stays", "Bring:\n- water\n  - a hat\nA • in a line stays"),
        ("\tindented code", "\tindented code"),  # leading tabs stay
    ],
)
def test_forms_made_plain(raw, plain):
    assert plain_text(raw) == plain


def test_tab_separated_lines_become_aligned_columns():
    pasted = "Item\tQty\tPrice\nRope, 10 m\t2\t14.50\nCarabiner\t\t6.00"
    assert plain_text(pasted).split("\n") == [
        "Item        Qty  Price",
        "Rope, 10 m  2    14.50",
        "Carabiner        6.00",
    ]


_SHEET = ("Ferry fares, winter\nTicket\tAdult\tChild\tCar\nSingle\t£9.50\t£4.75\t£38\n"
          "Day return\t£15\t£7.50\t£61\nBook of 10\t£80\t£40\t£300\nPrices include the harbour levy.")


@pytest.mark.parametrize(
    ("question", "want"),
    [("How much is a day return for a car?", "£61"), ("What does a child single cost?", "£4.75")],
)
def test_a_sheet_pasted_with_tabs_among_other_lines_is_read_as_a_table(question, want):
    """Cells pasted from a spreadsheet (tab-separated) under a caption and over a note read like
    the same table in aligned columns (before: the paragraph was one unit, quoted whole)."""
    llm = SimulatedChatModel()
    spaced = llm.invoke([SystemMessage(f"Answer from these notes.\n\n{plain_text(_SHEET)}"), HumanMessage(question)])
    tabbed = llm.invoke([SystemMessage(f"Answer from these notes.\n\n{_SHEET}"), HumanMessage(question)])
    assert tabbed.content == spaced.content
    assert want in tabbed.content and "harbour levy" not in tabbed.content


def test_windows_line_ends_keep_a_thread_follow_up():
    notes = "Pottery class\r\nTuesdays 18:00-20:00, 8 weeks, £160.\r\nClay and firing included; aprons not provided."
    turns = [SystemMessage(f"Answer from these notes only.\r\n\r\n{notes}"), HumanMessage("When is the class?"),
             AIMessage("Tuesdays 18:00-20:00."), HumanMessage("And how much is it?")]
    plain = [SystemMessage(t.content.replace("\r\n", "\n")) if isinstance(t, SystemMessage) else t for t in turns]
    llm = SimulatedChatModel()
    assert llm.invoke(turns).content == llm.invoke(plain).content


@pytest.mark.parametrize(
    ("notes", "question", "want", "not_want"),
    [
        ("Locker hire\n• Small £2 a day\n• Medium £3.50 a day\n• Large £5 a day", "How much is a large locker?",
         "£5", "£2"),
        ("Packing list:\n• walking boots\n• head torch\n• 3 days of food\nNo stoves in the huts.",
         "How much food should I pack?", "3 days", "boots"),
    ],
)
def test_a_list_pasted_with_bullet_characters_reads_as_a_list(notes, question, want, not_want):
    """Bullets as word processors paste them read like markdown's "- " (before: the whole
    paragraph was one unit, quoted whole)."""
    llm = SimulatedChatModel()
    bulleted = llm.invoke([SystemMessage(f"Answer from these notes.\n\n{notes}"), HumanMessage(question)])
    dashed = llm.invoke([SystemMessage(f"Answer from these notes.\n\n{notes.replace('•', '-')}"), HumanMessage(question)])
    assert bulleted.content == dashed.content
    assert want in bulleted.content and not_want not in bulleted.content


@pytest.mark.parametrize(
    ("raw", "plain"),
    [
        ("The warranty covers manu-\nfacturing faults only.", "The warranty covers manufacturing faults only."),
        ("Bring a refill-\n  able bottle", "Bring a refillable bottle"),
        ("Die Anmel-\ndung schließt Freitag.", "Die Anmeldung schließt Freitag."),
        ("Signed by Marie-\nClaire Dubois", "Signed by Marie-\nClaire Dubois"),  # a capital after: stays
        ("Port 80-\n443 open", "Port 80-\n443 open"),  # figures: stays
        ("- milk\n- eggs", "- milk\n- eggs"),  # a list's dashes: stay
    ],
)
def test_a_word_broken_across_a_pdf_line_end_is_whole_again(raw, plain):
    assert plain_text(raw) == plain


@pytest.mark.parametrize(
    ("raw", "plain"),
    [
        ("Opening hours are posted.\n\nPage 1 of 4\n\nFees are due monthly.", "Opening hours are posted.\n\n\nFees are due monthly."),
        ("Ferries leave hourly\nSeite 3 von 7\nfrom the north pier.", "Ferries leave hourly\nfrom the north pier."),
        ("Rules\n- 2 -\nNo pets.\npage 12", "Rules\nNo pets."),
        ("Page 12 lists the fees.\nSee page 4 of the guide.", "Page 12 lists the fees.\nSee page 4 of the guide."),
    ],
)
def test_a_pdf_page_header_or_footer_line_is_left_out(raw, plain):
    assert plain_text(raw) == plain


@pytest.mark.parametrize(
    ("raw", "plain"),
    [
        ('{\n  “runtime”: “node20”,\n  “regions”: [“fra1”, “lhr1”]\n}', '{\n  "runtime": "node20",\n  "regions": ["fra1", "lhr1"]\n}'),
        ("[db]\nuser = “reports_ro”\npool = 4", '[db]\nuser = "reports_ro"\npool = 4'),
        ("clinic,address,opens\nLeith,“9 Shore Road, Leith”,08:00", 'clinic,address,opens\nLeith,"9 Shore Road, Leith",08:00'),
        ("She called it “the long room” on the map.", "She called it “the long room” on the map."),  # prose: stays
    ],
)
def test_typographic_quotes_that_delimit_code_are_plain(raw, plain):
    assert plain_text(raw) == plain


_PDF_NOTES = [
    ("Harbour kayak hire\n\nSingle kayaks cost £18 for two hours. Double kayaks cost £30 for two hours and "
     "need two adult pad-\ndlers.\n\nPage 1 of 2\n\nLife jackets are included. Wetsuits can be rented for £6.",
     "How much is a double kayak?", "paddlers"),
    ("Allotment society rules\n\nPlot holders pay an annual subscription of £45, due on 1 April. Bonfires are "
     "permitted only between Novem-\nber and February.\n\n- 1 -\n\nWater butts must be covered.",
     "When are bonfires permitted?", "November"),
    ("Choir rehearsals\n\nRehearsals run on Thursdays at 19:30 in the parish hall. New singers are "
     "wel-\ncome without an audition.\n\nPage 2 of 3\n\nThe spring concert is on 14 May.",
     "Do new singers need an audition?", "welcome"),
    ("Bike shed\n\nThe shed opens at 06:30 on week-\ndays.\nPage 1 of 2\nAt weekends it opens at 08:00.",
     "When does the shed open at weekends?", "08:00"),
]


@pytest.mark.parametrize(("notes", "question", "want"), _PDF_NOTES)
def test_notes_copied_out_of_a_pdf_read_like_the_notes(notes, question, want):
    """Hyphenated line breaks and a page footer (text copied out of a PDF) give the reply the
    notes give as typed (before: "pad- dlers", "Page 1 of 2" quoted in the reply)."""
    typed = re.sub(r"-\n", "", re.sub(r"\n\n?(Page \d of \d|- \d -)\n\n?", "\n\n", notes))
    llm = SimulatedChatModel()
    copied = llm.invoke([SystemMessage(f"Answer from these notes.\n\n{notes}"), HumanMessage(question)])
    plain = llm.invoke([SystemMessage(f"Answer from these notes.\n\n{typed}"), HumanMessage(question)])
    assert copied.content == plain.content
    assert want in copied.content and "Page" not in copied.content


_CODE_FILES = [
    ('// deploy.json\n{\n  “service”: “ledger”,\n  “replicas”: 3,\n  “region”: “eu-west-2”\n}',
     "What is the region?", "eu-west-2"),
    ("# mailer settings\n[smtp]\nhost = “smtp.example.net”\nport = 587\nsender = “noreply@example.net”",
     "Which port does the mailer use?", "587"),
    ("depot,address,phone\nCrewe,“4 Mill Street, Crewe”,01270 555 201\nStone,“12 Lime Road, Stone”,01785 555 934",
     "What is the phone number of the Stone depot?", "01785 555 934"),
]


@pytest.mark.parametrize(("notes", "question", "want"), _CODE_FILES)
def test_a_file_with_typographic_quotes_reads_like_the_file(notes, question, want):
    """A JSON, TOML or CSV file whose quotes a web page or a word processor made typographic
    gives the reply the file gives as written."""
    llm = SimulatedChatModel()
    smart = llm.invoke([SystemMessage(f"Answer from these notes.\n\n{notes}"), HumanMessage(question)])
    plain = notes.replace("“", '"').replace("”", '"')
    written = llm.invoke([SystemMessage(f"Answer from these notes.\n\n{plain}"), HumanMessage(question)])
    assert smart.content == written.content
    assert want in smart.content


@pytest.mark.parametrize(
    ("raw", "plain"),
    [
        ("Gate code 4417.\n\n--\nPriya Nair\nSite manager\n", "Gate code 4417.\n\n"),
        ("Gate code 4417.\n\nOn Fri, 7 Feb 2025 at 08:02, Tom Reyes <tom@example.com> wrote:\n> Which gate?\n> T.",
         "Gate code 4417."),
        ("Kód brány 4417.\n\nAm 7. Feb. 2025 um 08:02 schrieb Tom Reyes:\n> Welches Tor?\n\nDanke", "Kód brány 4417.\n\nDanke"),
        # the "On ... wrote:" line quoted too, as some mail programs write it (mine, after my probe grounded_f);
        # a quoted message holding only questions and sign-offs leaves nothing (``quoted_replies``)
        ("Skip emptied Mondays.\n\n> On 3 Mar, Ines Vale wrote:\n> Can I put turf in it?", "Skip emptied Mondays."),
        ("Room 4 is free.\n> On Tue, Kofi wrote:\n> Is room 4 free on Friday?\n> Thanks", "Room 4 is free."),
        ("Quote of the day:\n> Less is more.\nThat is all.", "Quote of the day:\n> Less is more.\nThat is all."),  # a block quote: stays
        ("SELECT 1; -- a comment\n-- another\nSELECT 2;", "SELECT 1; -- a comment\n-- another\nSELECT 2;"),  # SQL: stays
    ],
)
def test_an_e_mails_signature_and_quoted_earlier_message_are_left_out(raw, plain):
    assert plain_text(raw) == plain


def _in_an_email(notes: str, earlier: str) -> str:
    """``notes`` sent as the reply to the e-mail ``earlier``, quoted under it."""
    quoted = "\n".join(f"> {line}" for line in earlier.split("\n"))
    return (f"From: Ines Varga <ines@example.net>\nSent: Thursday, 6 February 2025 16:40\nTo: office@example.net\n"
            f"Subject: RE: details\n\nHere you go.\n\n{notes}\n\n--\nInes Varga\nFacilities\n\n"
            f"On Thu, 6 Feb 2025 at 15:10, Office <office@example.net> wrote:\n{quoted}")


_MAIL_NOTES = [  # (notes, the earlier message they answer, a question, the answer)
    ("# backup job\nschedule: \"0 2 * * *\"\nretention_days: 14\ntarget: s3://archive-bucket/nightly",
     "Is the retention still 7 days?\nThanks", "What is the retention in days?", "14"),
    ("# crontab\n15 3 * * * /opt/bin/rotate-logs\n0 6 * * 1 /opt/bin/weekly-report",
     "When does the weekly report run? Was it Sunday?", "When does the weekly report run?", "weekly-report"),
    ("repos:\n  - repo: https://github.com/psf/black\n    rev: 24.2.0\n    hooks:\n      - id: black",
     "Which hooks do we run? Send me the list please.", "Which hooks run?", "black"),
]


@pytest.mark.parametrize(("notes", "earlier", "question", "want"), _MAIL_NOTES)
def test_notes_inside_an_email_read_like_the_notes(notes, earlier, question, want):
    """Notes forwarded inside an e-mail (a header, a signature, an earlier message quoted) give the
    reply the notes give alone: the earlier message quoted under them (a stale figure) is no part
    of them."""
    llm = SimulatedChatModel()
    mailed = llm.invoke([SystemMessage(f"Answer from these notes.\n\n{_in_an_email(notes, earlier)}"),
                         HumanMessage(question)])
    alone = llm.invoke([SystemMessage(f"Answer from these notes.\n\nHere you go.\n\n{notes}"), HumanMessage(question)])
    assert mailed.content == alone.content
    assert want in mailed.content
    assert ">" not in mailed.content and "Ines" not in mailed.content


# A markdown table typed with a short (or long) delimiter row, and lists with dash bullets (mine,
# after reading the twenty-third set's classes R1 / R2; other tables and lists than its own).
@pytest.mark.parametrize("typed", [
    "| Boat | Seats | Fare |\n|--|--|\n| Puffin | 12 | £8 |",
    "| Boat | Seats | Fare |\n|---|\n| Puffin | 12 | £8 |",
    "Boat | Seats | Fare\n--|--|--|--\nPuffin | 12 | £8",
])
def test_a_delimiter_row_gets_one_cell_per_heading(typed):
    assert plain_text(typed).split("\n")[1] == "|---|---|---|"


def test_a_fitting_delimiter_row_and_a_rule_line_stay():
    fitted = "| a | b |\n|---|:--|\n| 1 | 2 |"
    assert plain_text(fitted) == fitted
    prose = "Notes\n----\nNothing here is a table."
    assert plain_text(prose) == prose


@pytest.mark.parametrize("dash", ["–", "—"])
def test_dash_bullets_open_list_items(dash):
    assert plain_text(f"Hire\n{dash} Skates £3.00\n{dash} Helmet £1.50") == "Hire\n- Skates £3.00\n- Helmet £1.50"
    assert plain_text(f"It was late{dash}very late.") == f"It was late{dash}very late."


def test_a_table_with_a_short_delimiter_row_is_read_by_its_rows():
    notes = ("| Boat | Seats | Leaves | Fare |\n|--|---|\n| Puffin | 12 | 10:15 | £8 |\n"
             "| Guillemot | 30 | 11:40 | £6 |\n| Razorbill | 8 | 14:05 | £11 |")
    reply, stated = _rag(SimulatedChatModel(), notes, "When does the Guillemot leave?")
    assert "11:40" in reply and "10:15" not in reply and "14:05" not in reply, reply


# --- text as Word, a scan, a chat and a sheet hand it over (perturbfix3) ------------------------


@pytest.mark.parametrize(
    ("raw", "plain"),
    [
        ("Bring a refill\u00adable bottle", "Bring a refillable bottle"),  # a soft hyphen
        ("see the office/\u200bonline form", "see the office/online form"),  # a zero-width space
        ("\ufeffMenu\u2060 of the day", "Menu of the day"),  # a byte-order mark, a word joiner
        ("The \ufb01rst \ufb02oor o\ufb03ce", "The first floor office"),  # ligatures
        ("Pay the fee.[2] Then queue.", "Pay the fee. Then queue."),  # a footnote's mark
        ("Bins go out on Monday.[12]\n[12] Except bank holidays.", "Bins go out on Monday; Except bank holidays."),
        ("value = arr[1] + 2", "value = arr[1] + 2"),  # an index: stays
        ("See [1] for details.", "See [1] for details."),  # a reference in the sentence: stays
    ],
)
def test_characters_no_reader_sees_are_gone(raw, plain):
    assert plain_text(raw) == plain


@pytest.mark.parametrize(
    ("raw", "plain"),
    [
        ("Steps\n1)\tUnplug the kettle\n2)\tDescale it", "Steps\n1. Unplug the kettle\n2. Descale it"),
        ("1.\tWash\n\ta.\tcold only\n\tb.\tno bleach", "1. Wash\n\t- cold only\n\t- no bleach"),
        ("iv)\tSign the form", "- Sign the form"),
        ("·\tGloves\n·\tGoggles", "- Gloves\n- Goggles"),
        ("1.\tMon\t£5\n2.\tTue\t£6", "1.  Mon  £5\n2.  Tue  £6"),  # numbered rows of cells: a table
    ],
)
def test_words_list_markers_are_markdowns(raw, plain):
    assert plain_text(raw) == plain


@pytest.mark.parametrize(
    ("raw", "plain"),
    [
        ("Ana Ruiz  9:14 AM\nThe van comes at noon. :truck:\n\nBen Ode  9:20 AM\nOK, gate 3 (edited)",
         "The van comes at noon.\n\nOK, gate 3"),
        ("Mara Lind  14:02\nKeys are in the red box.\nJo Pike  14:05\nThanks! :+1:", "Keys are in the red box.\nThanks!"),
        ("Sam Hale  8:01 PM\nPlease lock up.", "Please lock up."),  # one message, a clock's PM
        # a timetable's rows are no chat's headers
        ("Last Car  16:30\nFirst Car  08:00", "Last Car  16:30\nFirst Car  08:00"),
        ("Gate Opens  09:00\nbring your ticket", "Gate Opens  09:00\nbring your ticket"),  # one, 24-hour: stays
        ("Python slices x[:n:] stay", "Python slices x[:n:] stay"),
    ],
)
def test_a_chats_headers_marks_and_emoji_codes_are_left_out(raw, plain):
    assert plain_text(raw) == plain


_WORD_NOTES = [  # (as Word copies them, as typed, a question, the answer, not the answer)
    ("Descaling the Brewmaster 300\n\n1)\tFill the tank with 500\u00a0ml of descaler.\n2)\tRun the "
     "de\u00adscale cycle (about 25 minutes).\n3)\tRinse twice with fresh water.[1]\n\n[1] See the manual, p. 14.",
     "Descaling the Brewmaster 300\n\n1. Fill the tank with 500 ml of descaler.\n2. Run the descale cycle "
     "(about 25 minutes).\n3. Rinse twice with fresh water.\n\n[1] See the manual, p. 14.",
     "How long does the descale cycle take?", "25 minutes", "500"),
    ("Studio rules\n\n·\tShoes off in the mirror room\n·\tMats are cleaned after every class\n"
     "·\tLockers cost £1 (re\u00adturned)",
     "Studio rules\n\n- Shoes off in the mirror room\n- Mats are cleaned after every class\n"
     "- Lockers cost £1 (returned)",
     "How much do lockers cost?", "£1", "Shoes"),
]


@pytest.mark.parametrize(("copied", "typed", "question", "want", "not_want"), _WORD_NOTES)
def test_notes_copied_out_of_word_read_like_the_notes_typed(copied, typed, question, want, not_want):
    """Word's numbering ("1)" then a tab), soft hyphens, no-break spaces and a footnote's mark give
    the reply the notes typed give (before: an item read as a row of two cells)."""
    llm = SimulatedChatModel()
    from_word = _rag(llm, copied, question)
    from_typed = _rag(llm, typed, question)
    assert from_word == from_typed
    assert want in from_word[0] and not_want not in from_word[0], from_word


_CHAT = ("Ines Rocha  9:02 AM\nThe boiler service is booked for Thursday at 8:30. :wrench:\n\n"
         "Dev Patel  9:05 AM\nThe engineer needs access to the loft hatch. (edited)\n\n"
         "Ines Rocha  9:11 AM\nParking permit for the van is on the hall table :+1:")
_CHAT_TYPED = ("The boiler service is booked for Thursday at 8:30.\n\nThe engineer needs access to the loft hatch.\n\n"
               "Parking permit for the van is on the hall table")


@pytest.mark.parametrize(
    ("question", "want", "not_want"),
    [("When is the boiler service?", "Thursday", "AM"), ("What does the engineer need?", "loft hatch", "Dev")],
)
def test_a_chat_copied_out_of_slack_reads_like_its_messages(question, want, not_want):
    llm = SimulatedChatModel()
    assert _rag(llm, _CHAT, question) == _rag(llm, _CHAT_TYPED, question)
    reply = _rag(llm, _CHAT, question)[0]
    assert want in reply and not_want not in reply, reply


@pytest.mark.parametrize("tail, kept", [
    ("--\nQ from Ines: who fires the kiln", True),  # the asker's question under a "--" rule
    ("--\nwhich studio is it?", True),
    ("--\nIrena Sokol\nStudio manager", False),  # a signature
])
def test_a_question_under_a_double_dash_is_no_signature(tail, kept):
    text = plain_text(f"Kiln fired on Fridays.\nStudio B.\n\n{tail}")
    assert (tail.split("\n")[1] in text) is kept


def test_the_cue_gates_hold_what_their_cues_need():
    """``plain_text`` searches the mail header cue only in a text holding one of ``_MAIL_KEYS`` and the
    footnote mark cue only where ``_MARK_OPEN_RE`` finds "[" and a digit: the cues (data/sim/patterns.yaml)
    must need them, case and all (a speed-up; this fails when a cue is edited past its gate)."""
    import re

    from course_lib.sim.material.plain_text import _CUE, _MAIL_KEYS, _MARK_OPEN_RE
    from course_lib.sim.words.first_matches import top_level_alternatives

    keys = re.fullmatch(r"\^\(\?:(?P<keys>[A-Za-z|]+)\):\[ \\t\]", _CUE.mail_header.pattern)
    assert keys is not None and not _CUE.mail_header.flags & re.IGNORECASE
    assert {f"{k}:" for k in keys.group("keys").split("|")} == set(_MAIL_KEYS)
    assert _MARK_OPEN_RE.pattern in _CUE.footnote_mark.pattern.replace(r"\[\d{1,3}", r"\[\d")
    assert len(top_level_alternatives(_CUE.footnote_mark.pattern)) == 1  # every match holds the "[" and digit
    assert not _CUE.footnote_mark.flags & re.IGNORECASE
