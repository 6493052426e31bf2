"""Invented probe (2026-12-03, formatfix, oracles written before any run): everyday formats
people paste into notes, none of them in the fresh sets: an aligned table whose header cells hold
units in brackets ("Dist. [km]", "Ascent (m)"), an aligned table whose blank cells mean "same as
above", ditto marks, dot leaders, several "Label: value" fields on a line, a two-column key/value
list, a till receipt with right-aligned amounts and a TOTAL line, records parted by blank lines,
numbered steps with sub-items, a table with a totals row and a footnote marker, numbers written
the European way ("1 234,50 kr", "1.234,50 €"), times written "07h15" / "7.15 pm", a markdown
table with empty edge cells, tab-separated rows. Lenient oracles.
``python -m tests.sim.probes.formats_a [-v]``: first sight on main at c1c795a: see FIRST_SIGHT.
"""
from tests.sim.probes._grounded import run

FIRST_SIGHT = """right 22 / stated limit 5 / silently wrong 6 of 33. Wrong: the three shift questions
(an aligned table whose blank cells mean "same as above": its indented rows lose their cells and
the table is misread), a ditto mark read as the row's price, "Is the pressure washer overdue?" over
records parted by blank lines (the next record's status quoted), "How much was the shipping?" over
an invoice written "12,90 \u20ac" ("I don't know."). Limits: an aligned table whose header cells hold
"Dist. [km]" (two), a vote table with a totals row and a footnote (its title read as the header),
a markdown table with empty edge cells, a tab-separated absent runner (a language limit).
After the format readers of branch formatfix (f7c22f4): right 26 / limit 5 / wrong 2 (shifts read
with their group labels filled down, two right and the absent Sunday late shift a stated limit; the
ditto row right; the walks table read). Still wrong: the blank-line records ("overdue" quoted from
the next record) and the "12,90 \u20ac" invoice ("I don't know.")."""

DOCS = {
"walks": """Autumn walks
Walk               Dist. [km]   Ascent (m)   Time (h)
Brockley Combe     9.5          240          3
Wrington Ridge     14.2         410          4.5
Blagdon Shore      6.8          60           2
Dolebury Warren    11.0         330          3.5""",
"shifts": """Bar shifts, week 49
Day         Shift     Name
Friday      Early     Priya
            Late      Tom
Saturday    Early     Maja
            Late      Priya
Sunday      Early     Tom""",
"ditto": """Seed order
Carrot 'Nantes'      2 packets   £1.80 each
Carrot 'Autumn King'   "          "
Beetroot 'Boltardy'  1 packet    £2.10
Kale 'Nero'          3 packets   £1.95 each""",
"leaders": """Allotment fees 2027
Full plot ............ £62
Half plot ............ £34
Quarter plot ......... £20
Water charge ......... £8 per plot
Key deposit .......... £10 (refundable)""",
"fields": """Name: Oskar Lind   Room: 214   Floor: 2
Check-in: 14 Feb   Check-out: 17 Feb   Guests: 2
Breakfast: included   Parking: not booked""",
"kv": """Bike service card
Frame        Trek FX 2
Chain        replaced 3 Oct
Brake pads   front worn, rear fine
Tyres        32 mm, 60 psi
Next check   April""",
"receipt": """CORNER DELI
2x Flat white             6.40
Almond croissant          3.20
Soup of the day           5.50
Sparkling water           1.90
                       -------
TOTAL                    17.00
Card                     17.00
Thank you for visiting!""",
"loans": """Name: Ada Okafor
Item: Cordless drill
Due: 9 March
Status: returned

Name: Ben Walsh
Item: Ladder (3 m)
Due: 12 March
Status: overdue

Name: Chloe Marr
Item: Pressure washer
Due: 20 March
Status: on loan""",
"steps": """Resetting the boiler
1. Switch off the power at the fused spur.
2. Check the pressure gauge.
   a. If it reads below 1 bar, top up with the filling loop.
   b. If it reads above 2.5 bar, bleed a radiator.
3. Hold the reset button for 10 seconds.
4. Wait 5 minutes before turning the heating back on.""",
"votes": """Club vote on the new kit
Option        Votes
Green/black   14
Blue/white    9*
Red           6
Total         29
* two postal votes arrived late and are not counted.""",
"swedish": """Club expenses, Stockholm trip
Hall hire          1 234,50 kr
Coffee and buns      312,00 kr
Poster printing      480,75 kr""",
"euro": """Invoice no. 5521 (Berlin office)
Laptop repair       1.234,50 €
Shipping               12,90 €
Discount              -50,00 €""",
"ferry": """Island ferry, winter timetable
Departs mainland 07h15, 11h40 and 16h05.
Last return from the island at 17h30 (Fridays 19h00).
Ticket office opens at 6.45 am; the café closes at 7.15 pm.""",
"md": """| | Mon | Tue | Wed | |
|---|---|---|---|---|
| | Yoga | Pilates | Spin | |
| | 18:00 | 18:30 | 19:00 | |""",
"tsv": "Runner\tBib\tTime\nLena Vogt\t114\t41:07\nSam Ortiz\t87\t39:52\nIra Bell\t203\t44:30",
}

CASES = [
 ("walks", "How long is the Wrington Ridge walk?", ["14.2"]),
 ("walks", "How much climbing is there on Blagdon Shore?", ["60"]),
 ("walks", "Which walk is the longest?", ["Wrington"]),
 ("walks", "How long does Dolebury Warren take?", ["3.5"]),
 ("shifts", "Who works the late shift on Saturday?", ["Priya"]),
 ("shifts", "Who is on the late shift on Friday?", ["Tom"]),
 ("shifts", "Who works the late shift on Sunday?", None),
 ("ditto", "How much is a packet of Autumn King carrots?", ["1.80"]),
 ("ditto", "How many packets of kale are ordered?", ["3"]),
 ("leaders", "How much is a half plot?", ["34"]),
 ("leaders", "Is the key deposit refundable?", ["yes", "refundable"]),
 ("fields", "Which room is Oskar in?", ["214"]),
 ("fields", "When does he check out?", ["17 Feb"]),
 ("fields", "Is parking booked?", ["no", "not booked"]),
 ("kv", "What size are the tyres?", ["32 mm", "32mm"]),
 ("kv", "When was the chain replaced?", ["3 Oct"]),
 ("receipt", "How much was the almond croissant?", ["3.20"]),
 ("receipt", "What was the total?", ["17.00"]),
 ("loans", "Who has the ladder?", ["Ben Walsh"]),
 ("loans", "Is the pressure washer overdue?", ["no", "on loan"]),
 ("loans", "When is the cordless drill due back?", ["9 March"]),
 ("steps", "What should I do if the pressure is below 1 bar?", ["filling loop"]),
 ("steps", "How long do I hold the reset button?", ["10 seconds"]),
 ("votes", "How many votes did blue/white get?", ["9"]),
 ("votes", "Which kit won the vote?", ["Green/black", "green"]),
 ("swedish", "How much did the hall hire cost?", ["1 234,50", "1234,50", "1234.50"]),
 ("euro", "How much was the shipping?", ["12,90", "12.90"]),
 ("ferry", "When does the last ferry leave the island on a Friday?", ["19h00", "19:00", "7 pm", "7pm"]),
 ("ferry", "What time does the ticket office open?", ["6.45"]),
 ("md", "What class is on Tuesday?", ["Pilates"]),
 ("tsv", "What was Sam Ortiz's time?", ["39:52"]),
 ("tsv", "Which bib did Ira Bell wear?", ["203"]),
 ("tsv", "What was Tom Reed's time?", None),
]


def main() -> None:
    run(DOCS, CASES, "Use the notes to answer the question.\n\nNotes:\n{notes}\n\nQuestion: {question}")


if __name__ == "__main__":
    main()
