"""Invented probe (2026-12-03, branch ``leftovers2``, my own; oracles written and committed before
its first run): the classes earlier helpers noticed and left alone, in shapes of my own. Block
configs (a keyword line opening a block, then indented "key value" lines: an ssh_config with two
hosts, an haproxy-shaped file with a frontend and two backends), a person named in lower case
against a capitalised table or list, a two-column CSV read as a lookup, "who came after X" over a
ranked and an ordered list, level words that are a level of something good, a structured field
holding a hyphenated id, a usefulness judge whose question follows the answer, SUPPORTED /
UNSUPPORTED over "Evidence:" / "Claim:", counts of two labelled prices, an e-mail's header lines
beside its body, and a same-day rule ("on the day" against "less than 48 hours' notice").
Strict oracles: the asked value as a whole word and never its competitors (the other block's,
row's or item's value); "absent" cases right only with an honest "I don't know"-like reply.

``python -m tests.sim.probes.leftovers_h [-v]`` prints right / stated limit / silently wrong /
false alarms like the fresh sets.

History:
- first sight on the branch point 1829f49 (oracles committed first, one run): **9 / 9 / 8 / 1**
  (right / stated limit / silently wrong / false alarms). Wrong: both ssh ports and lb-backup (the
  whole ssh_config or backend block quoted), csv-almonds (the CSV quoted whole), bee-after (Amara
  Obi's own line), pond-oxygen (the report quoted, no yes/no), cinema-two-adults-child (the ticket
  line quoted, nothing added), kayak-on-the-day (both refund lines quoted). ssh-archive-user and
  lb-admin-balance right only because the named block, quoted whole, holds no competitor.
- after leftovers2 (indented config blocks, list_neighbours, same_day, two-column CSV,
  party_prices, id fields): **18 / 6 / 2 / 1**. Still wrong: ssh-archive-port (the reply says the
  file sets no port for archive, then gives buildbox's 2202 beside it: honest, but the committed
  oracle refuses any reply naming 2202), pond-oxygen (no reader of whether a level is good).
  Limits left: lb-frontend-port ("listen" meets the frontend's "bind" by meaning only),
  marks-absent-person (a table's keys named, no Farida: a limit, not "I don't know"),
  pond-algae-high, the judge whose question follows the answer (a false alarm: "no" with the
  limit), and both SUPPORTED / UNSUPPORTED over "Evidence:" / "Claim:" (not read as a verdict task).
"""
from __future__ import annotations

import sys

from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _ask,
    _both,
    _but_not,
    _eq,
    _only,
    _parsed,
    _rag,
    _starts,
    _structured,
    _word,
    report,
)

SSH = """# ~/.ssh/config on the lab laptop
Host buildbox
    HostName 10.20.0.7
    User ci
    Port 2202
    IdentityFile ~/.ssh/ci_ed25519

Host archive
    HostName archive.lab.example
    User vault
    ProxyJump buildbox
"""

LB = """global
    maxconn 2000

defaults
    mode http
    timeout connect 4s

frontend public_site
    bind *:8081
    default_backend shop_pool

backend shop_pool
    balance roundrobin
    server shopA 192.168.5.21:3000 check
    server shopB 192.168.5.22:3000 check backup

backend admin_pool
    balance source
    server adm1 192.168.5.40:4000 check
"""

MARKS = """Pottery course - end of term marks
| Student | Throwing | Glazing | Portfolio |
|---|---|---|---|
| Wojciech Malinowski | 14 | 11 | 17 |
| Ngozi Adeyemi | 16 | 18 | 12 |
| Ilse Vermeer | 9 | 15 | 13 |
"""

POINTS = """Charity swim - lengths per swimmer
- Bartholomew Quaye: 64 lengths
- Sunniva Lie: 48 lengths
- Eamon Rourke: 71 lengths
"""

PANTRY = """ingredient,grams
flour,500
butter,225
caster sugar,150
ground almonds,80
"""

BEE = """County spelling bee - final placings
1. Oskar Lind
2. Amara Obi
3. Teodor Vass
4. Saanvi Rao
"""

RUNNING = """Summer fete running order (main stage)
11:00 Welcome from the mayor
11:15 Greenhill school choir
11:45 Brass band
12:30 Dog agility display
"""

AIR = """Garden pond report - week 32
Oxygen level: High
Algae level: Low
Water clarity: Moderate
"""

MAIL = """From: Tomasz Bielecki <t.bielecki@cobbleyard.example>
Sent: Tuesday 6 May 2031 16:40
To: Hannah Roe
Subject: Re: workshop bench

Hi Hannah,

Your bench is ready for collection from Thursday 8 May, any time after 2pm. The balance
of £140 can be paid by card when you pick it up.

Cheers,
Tomasz
"""

CANCEL = """Lakeside kayak hire - booking terms
Cancel 48 hours or more before your slot: full refund.
Cancel with less than 48 hours' notice: 50% refund.
No-shows are not refunded.
"""

CINEMA = """Roxy cinema - prices
Tickets: adult £11, child (under 14) £7
Wednesdays: every seat £6
"""


class ReturnRequest(BaseModel):
    order_ref: str = Field(description="the order reference")
    reason: str = Field(description="why the item is being returned")


CASES = [
    # block configs
    Case("ssh-archive-user", _rag(SSH, "Which user do I log in to archive as?"), _but_not(_word("vault"), "ci ")),
    Case("ssh-buildbox-port", _rag(SSH, "what port does buildbox use"), _but_not(_word("2202"), "10.20.0.7")),
    Case("ssh-archive-port", _rag(SSH, "What port does archive use?"), _but_not(_absent("no port", "not set"), "2202")),
    Case("lb-admin-balance", _rag(LB, "Which balancing method does admin_pool use?"),
         _but_not(_word("source"), "roundrobin")),
    Case("lb-frontend-port", _rag(LB, "what port does the frontend listen on"), _but_not(_word("8081"), "3000")),
    Case("lb-backup", _rag(LB, "Which server in shop_pool is the backup?"), _but_not(_word("shopB"), "shopA")),
    # a person named in lower case
    Case("marks-lower", _rag(MARKS, "what glazing mark did ngozi get"), _but_not(_word("18"), "16", "12")),
    Case("swim-lower", _rag(POINTS, "how many lengths did eamon swim"), _but_not(_word("71"), "64", "48")),
    Case("marks-absent-person", _rag(MARKS, "what did farida get for throwing"),
         _but_not(_absent("no farida", "not listed"), "14", "16", "9")),
    # a two-column CSV read as a lookup
    Case("csv-butter", _rag(PANTRY, "How much butter do I need?"), _but_not(_word("225"), "500", "150")),
    Case("csv-almonds", _rag(PANTRY, "how many grams of ground almonds"), _but_not(_word("80"), "500", "225")),
    Case("csv-absent", _rag(PANTRY, "How much yeast goes in?"), _but_not(_absent("no yeast"), "500", "225")),
    # who came next / after X
    Case("bee-after", _rag(BEE, "Who came after Amara Obi?"), _but_not(_any("Teodor"), "Saanvi", "Oskar")),
    Case("bee-next-last", _rag(BEE, "who finished behind saanvi rao?"),
         _but_not(_absent("nobody", "no one", "last", "fourth"), "Teodor", "Oskar", "Amara")),
    Case("fete-after", _rag(RUNNING, "What's on after the brass band?"), _but_not(_any("agility"), "choir", "mayor")),
    # level words that are a level of something good
    Case("pond-oxygen", _rag(AIR, "Is the oxygen level ok?"), _starts("yes")),
    Case("pond-algae-high", _rag(AIR, "Is the algae level high?"), _starts("no")),
    # a hyphenated id read whole
    Case("schema-order-ref", _structured(ReturnRequest, "Hi, I'd like to send back order KT-40917, the kettle leaks."),
         _parsed(lambda p: _eq("KT-40917")(p.order_ref))),
    # judges in other orders and words
    Case("judge-question-after-no", _ask(
        "Answer: Parking at the museum costs £4 for the day.\nQuestion: What time does the museum open?\n"
        "Does the answer address the question? Reply yes or no."), _only("no")),
    Case("judge-question-after-yes", _ask(
        "Answer: The museum opens at 9:30 every day.\nQuestion: What time does the museum open?\n"
        "Does the answer address the question? Reply yes or no."), _only("yes")),
    Case("verdict-claim-no", _ask(
        "Does the evidence support the claim? Answer SUPPORTED or UNSUPPORTED.\n"
        "Evidence: The ferry runs every two hours from 7am and does not sail on Christmas Day.\n"
        "Claim: The ferry sails on Christmas Day."), _only("UNSUPPORTED")),
    Case("verdict-claim-yes", _ask(
        "Does the evidence support the claim? Answer SUPPORTED or UNSUPPORTED.\n"
        "Evidence: The ferry runs every two hours from 7am and does not sail on Christmas Day.\n"
        "Claim: The ferry runs every two hours."), _only("SUPPORTED")),
    # counts of two labelled prices
    Case("cinema-two-adults-child", _rag(CINEMA, "How much are tickets for two adults and one child?"),
         _but_not(_word("£29", "29"), "£30", "£18")),
    # e-mail header lines beside the body
    Case("mail-collect", _rag(MAIL, "when can i pick up the bench"), _both(_any("8 May", "Thursday"), _any("2pm", "2 pm"))),
    Case("mail-balance", _rag(MAIL, "How much is left to pay?"), _but_not(_word("£140", "140"), "16:40")),
    # a same-day rule
    Case("kayak-on-the-day", _rag(CANCEL, "What if I cancel on the morning of my slot?"),
         _but_not(_any("50%", "50 %", "half"), "full refund")),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
