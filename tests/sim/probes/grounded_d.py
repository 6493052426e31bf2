"""Invented probe (2026-12-03, mine, written after the day's changes were built and never tuned
against): a laundry rota, a wine list, a package.json, a school trip letter, a cycling club's ride
log. Lenient oracles. ``python -m tests.sim.probes.grounded_d [-v]``: on f941a2d (the day's start)
17 / 6 / 3, on c109a13 (every branch of the day but the two held-out fixes merged) 18 / 6 / 2.
Still wrong there: "Which bottle is cheapest?" over an aligned wine list whose header holds
"Glass (175ml)" (the table is not read: a partial answer quotes the header), and "Where are
they going?" answered a trusted "I don't know." over a letter that says "will visit the Eden
Project"."""
from tests.sim.probes._grounded import run

DOCS = {
"rota": """Laundry room rota - Block C
| Day | Morning (7-12) | Evening (17-22) |
|---|---|---|
| Monday | Flats 1-4 | Flats 5-8 |
| Tuesday | Flats 9-12 | Flats 1-4 |
| Wednesday | Flats 5-8 | Flats 9-12 |
| Thursday | Open to all | Open to all |
Machine 2 is out of order until 12 March. Please remove your washing within 30 minutes.""",
"wine": """WINES                         Glass (175ml)   Bottle
House red (Tempranillo)        £6.50           £24.00
Picpoul de Pinet               £7.80           £29.50
Malbec, Mendoza                £8.20           £31.00
Prosecco DOC                   £7.00           £28.00
Corkage on your own bottle: £15. We do not serve half bottles.""",
"pkg": """{
  "name": "harbour-tickets",
  "version": "2.4.1",
  "private": true,
  "engines": { "node": ">=20.11" },
  "scripts": {
    "dev": "vite",
    "build": "tsc -b && vite build",
    "test": "vitest run --coverage",
    "lint": "eslint . --max-warnings 0"
  },
  "dependencies": { "react": "^18.3.1", "zod": "^3.23.8" },
  "devDependencies": { "vite": "^5.4.2", "vitest": "^2.0.5", "typescript": "~5.5.4" }
}""",
"trip": """Dear parents and carers,

Year 5 will visit the Eden Project on Thursday 14 May. The coach leaves school at 8:15 am and
returns at about 4:30 pm. The cost is £18 per pupil, payable on ParentPay by Friday 1 May.
Pupils should bring a packed lunch in a named bag, a waterproof coat and a drink (no fizzy
drinks, please). Children with inhalers must carry them. If you can help as a volunteer,
please tell the class teacher by 24 April.

Ms Adeyemi, Year 5 lead""",
"rides": """Sunday club rides, spring
Date,Route,Distance km,Avg speed km/h,Riders
2027-03-07,Coast loop,62,24.1,11
2027-03-14,Hill reps,38,19.5,7
2027-03-21,Reservoir,81,25.3,14
2027-03-28,Coast loop,62,23.4,9""",
}

CASES = [
 ("rota", "When can flats 9-12 do laundry on Wednesday?", ["Evening", "17-22"]),
 ("rota", "Which machine is broken?", ["Machine 2", "2"]),
 ("rota", "Can anyone use the laundry on Thursday?", ["open to all", "yes"]),
 ("rota", "How long can I leave my washing in the machine?", ["30 minutes"]),
 ("rota", "Is there a slot on Sunday?", None),
 ("wine", "How much is a glass of Malbec?", ["8.20"]),
 ("wine", "Which bottle is cheapest?", ["House red", "Tempranillo", "24"]),
 ("wine", "Can I get a half bottle?", ["no", "do not serve"]),
 ("wine", "What's the corkage charge?", ["15"]),
 ("wine", "Do you have any white wine from New Zealand?", None),
 ("pkg", "Which node version is required?", [">=20.11", "20.11"]),
 ("pkg", "What command runs the tests?", ["vitest run"]),
 ("pkg", "Which version of react does it use?", ["18.3.1"]),
 ("pkg", "Is the package private?", ["yes", "true"]),
 ("pkg", "Does it depend on lodash?", ["no"]),
 ("trip", "When is the payment due?", ["1 May"]),
 ("trip", "How much does the trip cost?", ["18"]),
 ("trip", "What time does the coach get back?", ["4:30"]),
 ("trip", "Can my son bring a can of cola?", ["no", "fizzy"]),
 ("trip", "Where are they going?", ["Eden Project"]),
 ("trip", "What's the name of the coach company?", None),
 ("rides", "Which ride was the longest?", ["Reservoir", "81"]),
 ("rides", "How many riders came on 14 March?", ["7"]),
 ("rides", "How far did the club ride in total this spring?", ["243"]),
 ("rides", "Which ride had the fastest average speed?", ["Reservoir", "25.3"]),
 ("rides", "How many times did they do the coast loop?", ["2", "twice", "two"]),
]


def main() -> None:
    run(DOCS, CASES, "Use the notes to answer the question.\n\nNotes:\n{notes}\n\nQuestion: {question}")


if __name__ == "__main__":
    main()
