"""Invented probe (2026-12-03 morning, mine, oracles written before any run, on 2dd664f before any
of the day's branches were merged, never tuned against). Material as it arrives, not as it is
typed carefully: an allotment society email with a quoted reply and a signature (Windows line
ends), a dog groomer's price list copied from a PDF (hard wraps, a hyphenated line break, a page
footer), a choir's rehearsal plan pasted from a spreadsheet (tabs), a bike shop job sheet with
"•" bullets and typographic apostrophes, a ``.env`` file, a markdown table with ragged pipes (a
ferry's fares); half the questions typed in lower case, several without "?" or with a typo.
Lenient oracles; a reply that quotes most of its document counts wrong (``no_dumps``).
``python -m tests.sim.probes.grounded_f [-v]``.

History (right / limit / wrong of 36):
- first sight on 2dd664f (the day's start), one run: **23 / 6 / 7**. Wrong: "when do i get the plot"
  (the email's header lines quoted), "Can I keep hens?" (the asker's own quoted question given as
  the answer), "full groom for a medium dog" and "a child ... off-peak" (the whole row or line with
  every price, no pick), "bath and tidy for a small dog" (£38 - £10 not worked), "cancel the same
  morning" (a trusted "I don't know." beside "less than 24 hours' notice ... 50%"), "a return for a
  car ... at peak" (£29.00 and "Returns cost twice the single" quoted, not worked).
- blind moves (branches that never saw this probe: twentyfirstfixA/B, silentfix, perturbfix2,
  ports13, twentysecondfix): none.
- read moves (mine, after the first run): an amount relative to a row's is a rule not applied (bath
  and tidy, the car return: wrong -> limit), 23 / 8 / 5; an earlier message quoted with its own
  "> On ... wrote:" line left out ("Can I keep hens?"), 24 / 8 / 4; the more specific table
  header ("off-peak", not "peak"), 25 / 8 / 3 on b46fd7f; the one labelled amount of a listing
  sentence ("a medium dog": "medium £46"), **26 / 8 / 2**. Still wrong: the e-mail's header lines
  for "when do i get the plot", a trusted "I don't know." beside "less than 24 hours' notice ...
  50%".
"""
import re

from tests.sim.probes._grounded import run


def _num(n: str, *avoid: str):
    """The figure ``n`` as a whole token, and none of ``avoid``."""
    return lambda t: bool(re.search(rf"(?<![\d.]){re.escape(n)}(?![\d])", t)) and not any(a in t for a in avoid)


DOCS = {
"allot": (
    "From: Marion Pelly <secretary@fernleaallotments.org>\r\n"
    "Sent: 02 March 09:14\r\n"
    "Subject: RE: plot 17B\r\n"
    "\r\n"
    "Hi Ciaran,\r\n"
    "\r\n"
    "Yes, 17B is yours from 1 April. The rent is £46 a year, due by 30 April; water is\r\n"
    "included. You may put up one shed no bigger than 6ft x 4ft, but no bonfires between\r\n"
    "May and September. The gate code is 2291# and the skip for green waste is emptied on\r\n"
    "the first Monday of each month.\r\n"
    "\r\n"
    "Best wishes,\r\n"
    "Marion\r\n"
    "--\r\n"
    "Marion Pelly, Hon. Secretary, Fernlea Allotment Society\r\n"
    "\r\n"
    "> On 28 Feb, Ciaran Doyle wrote:\r\n"
    "> Is plot 17B still free? I'd like to keep two hens there if that's allowed.\r\n"),
"groom": """PAWS & CLAWS GROOMING - PRICE LIST 2029

Full groom (bath, dry, cut, nails, ears): small dogs £38, medium
£46, large £58. Giant breeds are priced on the day. Bath and tidy
(no full cut) is £10 less than a full groom. Nail clip on its own
£8, or free with any groom. Puppies under 6 months get a half-
price introductory session.

De-matting is charged at £12 per 15 minutes.
                                        Page 1 of 2

Please arrive 5 minutes early. Cancellations with less than 24
hours' notice are charged 50% of the booked price.""",
"choir": (
    "Week\tDate\tPiece\tSection call\tVenue\n"
    "1\t9 Jan\tFauré Requiem (Introit)\tAll\tSt Anne's hall\n"
    "2\t16 Jan\tFauré Requiem (Sanctus)\tSopranos 7pm, all 7.30\tSt Anne's hall\n"
    "3\t23 Jan\tGaudete\tTenors & basses\tSchool music room\n"
    "4\t30 Jan\tFauré Requiem (Pie Jesu)\tAll\tSt Anne's hall\n"
    "5\t6 Feb\tNO REHEARSAL (half term)\t\t\n"
    "6\t13 Feb\tFull run-through\tAll\tCathedral (side chapel)\n"),
"bike": """Job sheet #5521 – Spokes & Sprockets
Customer: Nadia Ferreira   Bike: Trek FX 2 (grey)
Booked in: Tue 4 Nov   Ready: Thu 6 Nov after 2pm

Work done:
• Replaced chain (KMC X9) – £24
• New rear brake pads – £12
• Trued front wheel – £15
• Labour – £30

We couldn’t fit the mudguards you asked for: they’re on back order until next week.
Total to pay on collection: £81. We’ll hold the bike for 14 days.""",
"env": """# .env for the booking service (staging)
APP_ENV=staging
PORT=8085
DATABASE_URL=postgres://booking:s3cret@db.internal:5432/booking
REDIS_URL=redis://cache.internal:6379/2
SESSION_TTL_MINUTES=45
MAX_UPLOAD_MB=20
SMTP_HOST=smtp.mailrelay.example
FEATURE_WAITLIST=true
FEATURE_GIFT_CARDS=false
""",
"ferry": """Ferry fares, Kessock - Inverbay (single)
| Ticket | Peak |Off-peak|
|---|---|---|
|Adult | £7.40 | £5.90 |
| Child (5-15)| £3.70| £2.95 |
| Car + driver |£29.00 | £24.50|
|Bicycle| free | free |
Peak is 07:00-09:30 and 16:00-18:30 on weekdays. Under-5s travel free. Returns cost twice the single.""",
}

CASES = [
 ("allot", "when do i get the plot", ["1 April"]),
 ("allot", "How much is the rent?", ["£46", "46"]),
 ("allot", "Can I have a bonfire in July?", lambda t: "no" in t.lower() or "not" in t.lower()),
 ("allot", "whats the gate code", ["2291"]),
 ("allot", "How big can the shed be?", ["6ft x 4ft", "6ft", "6 ft"]),
 ("allot", "Can I keep hens?", None),
 ("allot", "When is the green waste skip emptied?", ["first Monday"]),
 ("groom", "How much is a full groom for a medium dog?", _num("46", "£38", "£58")),
 ("groom", "how much is a bath and tidy for a small dog", _num("28", "£38 ")),
 ("groom", "Do puppies get a discount?", ["half-price", "half price", "half"]),
 ("groom", "What does de-matting cost?", ["£12", "12 per 15"]),
 ("groom", "What if I cancel the same morning?", ["50%", "50 %", "half"]),
 ("groom", "Do you groom cats?", None),
 ("groom", "how much for nail clipping", ["£8", "free with"]),
 ("choir", "Where is the rehearsal on 23 Jan?", ["School music room", "music room"]),
 ("choir", "what are we singing on 16 jan", ["Sanctus"]),
 ("choir", "Is there a rehearsal on 6 Feb?", lambda t: bool(re.search(r"\bno\b|not|half term", t.lower()))),
 ("choir", "When do the sopranos need to arrive on 16 Jan?", ["7pm", "7 pm"]),
 ("choir", "Where is the full run-through?", ["Cathedral"]),
 ("choir", "Who conducts the choir?", None),
 ("bike", "when can i pick up the bike", ["6 Nov", "Thu", "Thursday"]),
 ("bike", "How much were the brake pads?", _num("12", "£81")),
 ("bike", "Why weren't the mudguards fitted?", ["back order"]),
 ("bike", "What's the total?", ["£81", "81"]),
 ("bike", "How long will they keep the bike?", ["14 days"]),
 ("bike", "Did they replace the tyres?", lambda t: "no" in t.lower().split() or "don't know" in t.lower() or "not" in t.lower()),
 ("env", "Which port does the service listen on?", _num("8085")),
 ("env", "How long do sessions last?", ["45"]),
 ("env", "Is the waitlist feature turned on?", ["yes", "true", "on"]),
 ("env", "what's the max upload size", ["20"]),
 ("env", "Which database host does it use?", ["db.internal"]),
 ("ferry", "How much is an adult single at peak time?", _num("7.40", "5.90")),
 ("ferry", "Do bikes go free?", ["free", "yes"]),
 ("ferry", "What does a child pay off-peak?", _num("2.95", "3.70")),
 ("ferry", "when is peak in the evening", ["16:00", "18:30"]),
 ("ferry", "How much is a return for a car and driver at peak?", _num("58", "24.50")),
]

TEMPLATE = """Answer the question using only the notes below. If the notes don't say, say you don't know.

Notes:
{notes}

Question: {question}"""

if __name__ == "__main__":
    run(DOCS, CASES, TEMPLATE, no_dumps=True)
