"""Invented probe (2026-12-03 afternoon, branch ``fix24A``, mine; oracles written and committed
before its first run, never tuned against). Records read as records, in shapes the twenty-fourth
set does not use: a rowing club's hire rules with "*", "†" and "[1]" footnotes and prices "each" /
"per booking"; a school file server's INI file with spaced keys ("guest ok", "writable",
"browseable") and no Samba section names the set has; a hardware shop's till receipt (an indented
"4 @ 1.15" continuation, a loyalty discount as a negative amount, CASH / CHANGE lines); a
WhatsApp export ("dd/mm/yyyy, hh:mm - Name: text") with a job begun and finished by one person; a
Slack copy ("Name  10:02 AM" then the text). Strict oracles: the asked figure or fact, and none of
the figures a whole-record quote would bring along; a reply that quotes most of its document is
wrong (``no_dumps``). ``python -m tests.sim.probes.records_h [-v]``.

History (right / limit / wrong of 22):
- first sight on 1829f49 (the branch point of fix24A), one run: **8 / 4 / 10**. Wrong: the two
  products ("book 3 single sculls", "hire 4 oars": the rate line quoted), the three share questions
  (a trusted "I don't know.": the INI file's spaced keys not read), the sandpaper's price and the
  brush set after its discount ("TOTAL 25.84": the receipt's rows run together), "who changed the
  wheel" (a message's text without its author), the Slack migration (its header lines dropped, a
  trusted "I don't know.") and the tables (the whole Slack export quoted). Limits: the tape's unit
  price, the screws against the sandpaper, both chat spans.
- read moves (mine, fix24A): footnotes joined to their sentences 7 / 4 / 11 (the "17 year old who
  can't swim" lost: the note in brackets hid the over-16s clause from the age reader; a clause after
  ";" since, right again); counted prices 9 / 4 / 9; spaced INI keys and share permissions
  12 / 4 / 6; receipt rows 16 / 2 / 4; chat spans 17 / 1 / 4 (line the pitch: a stated limit, no
  message of Carys on it); moved places 18 / 1 / 3 -> **19 / 1 / 2** at 5b1475f. Still wrong: "who
  changed the wheel" (no reader of a chat's authors for "who"), the Slack span (plain_text drops a
  Slack copy's header lines, so the author is not known).
"""
import re

from tests.sim.probes._grounded import run


def _num(n: str, *avoid: str):
    """The figure ``n`` as a whole token, and none of ``avoid``."""
    return lambda t: bool(re.search(rf"(?<![\d.]){re.escape(n)}(?![\d])", t)) and not any(a in t for a in avoid)


def _no(*avoid: str):
    """A negative answer (a leading "no", "cannot", "can't", "not"), quoting none of ``avoid``."""

    def check(t: str) -> bool:
        low = t.lower()
        said_no = bool(re.match(r"\W*no\b", low)) or any(w in low for w in ("cannot", "can't", "not allowed", "read only",
                                                                               "read-only", "writable = no"))
        return said_no and not low.startswith("yes") and not any(a in t for a in avoid)

    return check


def _yes(*avoid: str):
    return lambda t: bool(re.match(r"\W*yes\b", t.lower())) and not any(a in t for a in avoid)


DOCS = {
"rowing": """Riverside Rowing Club \u2013 Boat Hire Rules

1. Hire boats may be taken out between 8 am and dusk.*
2. Each booking of a single scull costs \u00a312; doubles are \u00a320 per booking.
3. Life jackets are compulsory for under-16s.\u2020
4. Members may bring one guest per outing.[1]
5. Oars can be hired at \u00a32.50 each.

* On race days the river closes to hire boats at noon.
\u2020 Over-16s who cannot swim 50 m must also wear one.
[1] Guests pay a \u00a35 day fee at the boathouse.
""",
"fileserver": """; fileserver.conf - St Brigid's school
[global]
   server name = BRIGID-FS
   log level = 1

[homework]
   path = /data/homework
   writable = yes
   guest ok = no
   valid users = @pupils @staff

[archive]
   path = /data/archive
   read only = yes
   browseable = no

[public]
   path = /data/public
   guest ok = yes
   writable = no
""",
"till": """      HOLLIS HARDWARE LTD
      VAT No 123 4567 89
------------------------------
Wood screws 4x40 (200)        6.80
Masking tape 25 mm
  4 @ 1.15                    4.60
Paint brush set              12.99
  Loyalty discount           -2.00
Sandpaper assorted            3.45
------------------------------
TOTAL                        25.84
CASH                         30.00
CHANGE                        4.16
VAT @20% included             4.31
""",
"whatsapp": """14/03/2030, 08:05 - Rhiannon Pugh: Morning all, the minibus has a flat tyre \U0001f629
14/03/2030, 08:11 - Dev Malhotra: I'll sort it. Changing the wheel now
14/03/2030, 08:12 - Rhiannon Pugh: thanks!
14/03/2030, 08:47 - Dev Malhotra: Wheel changed, minibus is good to go
14/03/2030, 09:03 - Carys Jones: The folding chairs have been taken to the sports hall
14/03/2030, 09:20 - Rhiannon Pugh: Great, kick-off is 10:30 at the Lakeside pitch
""",
"slack": """Sam Ortiz  10:02 AM
Starting the database migration on staging now
Lena Brandt  10:05 AM
ok, I'll keep the site in maintenance mode
Sam Ortiz  10:41 AM
Migration finished, all tables moved to the new cluster
Lena Brandt  10:44 AM
Maintenance mode off \U0001f389
""",
}

CASES = [
 ("rowing", "what time do hire boats have to be off the river on race days", ["noon", "12 pm", "midday"]),
 ("rowing", "does a 17 year old who can't swim need a life jacket",
  lambda t: ("must also wear" in t or t.lower().startswith("yes")) and "£" not in t),
 ("rowing", "do guests have to pay anything", _num("5", "£12", "£20", "2.50")),
 ("rowing", "how much to book 3 single sculls", _num("36", "£20")),
 ("rowing", "how much would it cost to hire 4 oars", _num("10", "£12", "£20")),
 ("fileserver", "can visitors without an account upload to the public share", _no("/data/homework", "/data/archive")),
 ("fileserver", "where is the archive kept", _num("/data/archive", "/data/public", "/data/homework")),
 ("fileserver", "can pupils change files in the homework share", _yes("/data/archive")),
 ("fileserver", "what is the server called", ["BRIGID-FS"]),
 ("fileserver", "is the archive share hidden from the network list",
  lambda t: (t.lower().startswith("yes") or "browseable = no" in t) and "/data/public" not in t),
 ("till", "how much was one roll of masking tape", _num("1.15", "25.84", "6.80", "12.99")),
 ("till", "what did the sandpaper cost", _num("3.45", "6.80", "12.99", "25.84")),
 ("till", "which cost more, the screws or the sandpaper",
  lambda t: bool(re.match(r"\W*(the )?(wood )?screws", t.lower())) and "25.84" not in t),
 ("till", "how much change did i get", _num("4.16", "25.84", "6.80")),
 ("till", "how much was the brush set after the discount", _num("10.99", "25.84")),
 ("whatsapp", "how long did it take dev to change the wheel",
  lambda t: bool(re.search(r"\b36\b|thirty-six", t)) and "09:20" not in t),
 ("whatsapp", "where did the chairs end up", _num("sports hall", "Lakeside", "minibus")),
 ("whatsapp", "what time is kick-off", _num("10:30", "08:05", "09:03")),
 ("whatsapp", "how long did it take carys to line the pitch", None),
 ("whatsapp", "who changed the wheel", lambda t: "Dev" in t and "Carys" not in t and "Rhiannon" not in t),
 ("slack", "how long did the migration take sam", lambda t: bool(re.search(r"\b39\b|thirty-nine", t))),
 ("slack", "where did the tables end up", _num("new cluster", "maintenance")),
]

TEMPLATE = """Answer the question using only the notes below. If the notes don't say, say you don't know.

Notes:
{notes}

Question: {question}"""

if __name__ == "__main__":
    run(DOCS, CASES, TEMPLATE, no_dumps=True)
