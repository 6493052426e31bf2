"""Invented probe (2026-12-03, my own, not a held-out set: I tuned against it): grounded questions
over a car rental agreement, a rye bread recipe and a volunteer clean-up notice. Lenient oracles
(any accepted word in the reply). ``python -m tests.sim.probes.grounded_a [-v]`` prints
right / limit / wrong. On a80914e: 17 / 0 / 7; on the day's final tree 17 / 4 / 3."""
from tests.sim.probes._grounded import run

DOCS = {
"rental": """Car rental agreement RA-55120
Renter: Tomasz Wierzbicki
Vehicle: Skoda Octavia Estate, plate KR 4471C
Pick-up: 14 March 2027, 09:30, Kraków Airport desk
Return: 19 March 2027 by 18:00, same desk
Daily rate: 41.00 EUR; 5 days
Fuel policy: full to full. A refuelling charge of 2.90 EUR per litre applies if returned short.
Mileage: unlimited within Poland; cross-border travel to Slovakia and Czechia allowed with the green card, not to Ukraine.
Excess: 1,200 EUR, reduced to 300 EUR with Super Cover (9.50 EUR per day, not taken).
Additional driver: none.""",
"recipe": """Rye sourdough (one 900 g loaf)
Levain: 50 g starter, 100 g rye flour, 100 g water. Leave 12 hours.
Dough: all the levain, 350 g rye flour, 150 g wheat flour, 380 g water, 11 g salt, 1 tbsp caraway.
Mix by hand; the dough stays sticky. Proof 3-4 hours in a tin, until cracks appear.
Bake 30 minutes at 250 °C with steam, then 40 minutes at 200 °C.
Wait 24 hours before slicing.""",
"volunteer": """Riverside clean-up, Saturday 10 April
Meet at the boathouse at 8:45. Gloves and grabbers provided; bring boots.
Team leads: Priya (north bank), Dmitri (south bank), Lou (litter sorting).
Under-16s must come with an adult. No dogs on the pontoon.
Tea and sandwiches at 12:30 in the rowing club. We finish at 13:00.
Last year we collected 212 bags.""",
}

CASES = [
 ("rental", "When do I have to bring the car back?", ["19 March", "18:00"]),
 ("rental", "Can I drive it to Ukraine?", ["not", "no"]),
 ("rental", "What's the excess if I take Super Cover?", ["300"]),
 ("rental", "How much is the rental in total for the five days?", ["205"]),
 ("rental", "who is the additional driver", ["none", "no additional"]),
 ("rental", "What's the plate number?", ["KR 4471C"]),
 ("rental", "Can I go to Slovakia?", ["green card", "yes", "allowed"]),
 ("rental", "What colour is the car?", None),
 ("recipe", "How long do I bake it in total?", ["70"]),
 ("recipe", "How much salt goes in?", ["11 g"]),
 ("recipe", "What temperature do I start the oven at?", ["250"]),
 ("recipe", "How much rye flour do I need altogether?", ["450"]),
 ("recipe", "When can I cut the bread?", ["24 hours"]),
 ("recipe", "Does it need eggs?", None),
 ("volunteer", "Where do we meet?", ["boathouse"]),
 ("volunteer", "Who leads the south bank team?", ["Dmitri"]),
 ("volunteer", "Can I bring my dog?", ["pontoon", "No dogs"]),
 ("volunteer", "What should I bring?", ["boots"]),
 ("volunteer", "how many bags did they collect last yr", ["212"]),
 ("volunteer", "Is lunch provided?", ["sandwiches"]),
 ("volunteer", "How long does the clean-up last?", ["4 hours", "4h", "four hours", "4 h", "8:45", "13:00"]),
 ("volunteer", "Can my 14-year-old come alone?", ["adult"]),
 ("volunteer", "Who is in charge of the north bank?", ["Priya"]),
 ("volunteer", "What's the parking like?", None),
]

def main():
    run(DOCS, CASES, "Answer from the notes.\n\nNotes:\n{notes}\n\nQuestion: {question}")


if __name__ == "__main__":
    main()
