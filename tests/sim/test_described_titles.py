"""A first line that describes its document, in mixed case ("Signal chat with ... - exported ...",
"Printed from ... on ..."), is context, never the front of the answer (``grounded.title_lines``,
fix54b: ``describes_document``, ``without_leading_title``)."""

from __future__ import annotations

import warnings

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded import title_lines
from course_lib.sim.material.described_documents import describes_document

TEMPLATE = "Answer the question based only on the following context:\n{notes}\n\nQuestion: {question}\n"

SIGNAL = ("Signal chat with Tomasz (plumber) - exported 20 Feb 2032\n"
          "Tomasz, 19 Feb 08:40: I can fit the new boiler valve on Friday at 1pm, parts are £64.\n"
          "Me, 19 Feb 08:52: great, thanks\n"
          "Tomasz, 19 Feb 09:05: please clear the cupboard under the stairs before I come.\n"
          "Me, 19 Feb 09:10: will do, the side gate will be open.")
CLUB = ("Printed from the Larkfield Chess Club site on 4 March 2032\n"
        "Club nights are on Tuesdays from 7.15pm in the Scout Hut.\n"
        "Juniors play on Saturday mornings at 10am in the library.")
HALL = ("Printed from the village hall website on 8 April 2032\n"
        "Sunday yoga is at 9am in the main hall.\n"
        "The craft market runs on the second Saturday of each month.")


def _ask(notes: str, question: str) -> str:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(TEMPLATE.format(notes=notes, question=question)).content


def test_describes_document_reads_exports_and_prints():
    assert describes_document("Signal chat with Tomasz (plumber) - exported 20 Feb 2032")
    assert describes_document("Printed from the Larkfield Chess Club site on 4 March 2032")
    assert not describes_document("Club nights are on Tuesdays from 7.15pm in the Scout Hut.")


def test_a_leading_export_line_is_cut_off_a_pick():
    line = SIGNAL.split("\n")[0] + " Tomasz, 19 Feb 08:40: I can fit the new boiler valve on Friday at 1pm."
    assert title_lines.without_leading_title("When is the valve being fitted?", SIGNAL, line).startswith("Tomasz")
    # guard: a question about the export keeps it
    assert title_lines.without_leading_title("Who is this chat with?", SIGNAL, line) == line


def test_the_reply_leaves_a_printed_line_out():
    text = _ask(HALL, "When is the Sunday yoga?")
    assert "9am" in text and "Printed" not in text


def test_the_reply_leaves_the_export_line_out():  # guard: a reply that never held it
    text = _ask(SIGNAL, "What day is the boiler valve being fitted?")
    assert "Friday" in text and "exported" not in text
