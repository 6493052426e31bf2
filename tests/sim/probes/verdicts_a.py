"""Invented probe (2026-12-03, my own, tuned against): verdicts over figures and tables written
without a table's markup: a pond water test, a parkrun log (a pipe table with no delimiter line),
a holiday fund, a ride's rules, a quiz league (comma rows under a caption, a note under them).
Lenient oracles (any accepted word in the reply counts it right, so a quote of the whole notes
passes). ``python -m tests.sim.probes.verdicts_a [-v]``: on bd06f30 (main, before) 7 / 0 / 11, three of
the seven "right" only because the whole notes were quoted as one sentence; after the row blocks
and the verdict limit 3 / 4 / 11: the three dumps now read as rows show what the readers do with
them (two answered wrong: a rule line for "which team goes through", the autumn table's top for
"who won the summer league?"; one a partial answer), and four replies that passed a figure or a
line off as a verdict state a limit."""
from tests.sim.probes._grounded import run

DOCS = {
"pond": """Pond water test - 9 Nov
pH: 8.4 (ideal 6.8-8.2)
Ammonia: 0.25 mg/l (safe below 0.5)
Nitrite: 0.1 mg/l
Temperature: 9 C
Next test: 23 Nov""",
"runs": """Parkrun log (Ana)
| Date | Course | Time |
| 4 Oct | Hollins Park | 27:41 |
| 11 Oct | Hollins Park | 26:58 |
| 18 Oct | Riverside | 28:10 |
| 25 Oct | Hollins Park | 26:12 |
Club qualifying time for the relay team: under 26:30.""",
"savings": """Holiday fund
Goal: £1,200 by 1 June
Jan: £150
Feb: £180
Mar: £90
Apr: £200
Balance so far: £620""",
"ride": """Thunder Coaster - rider rules
Riders must be at least 122 cm tall.
Riders between 107 and 122 cm may ride with an adult.
Max rider weight 136 kg. Ride time 2 min 30 s.""",
"quiz": """Pub quiz league - autumn table
Team, Played, Points
The Quizzly Bears, 8, 61
Universally Challenged, 8, 58
Les Quizerables, 8, 55
Agatha Quiztie, 8, 49
The top team goes through to the county final.""",
}
CASES = [
 ("pond", "Is the pH too high?", ["yes", "above the ideal", "higher than"]),
 ("pond", "Is the ammonia level safe?", ["yes"]),
 ("pond", "When is the next test?", ["23 Nov"]),
 ("runs", "Did Ana ever beat the qualifying time?", ["yes", "25 Oct"]),
 ("runs", "Which runs were under the qualifying time?", ["25 Oct"]),
 ("runs", "What was her fastest time?", ["26:12"]),
 ("savings", "How much more does she need to save?", ["580"]),
 ("savings", "Which month did she save the most?", ["Apr"]),
 ("savings", "What is the goal?", ["1,200"]),
 ("ride", "Is 140 kg over the limit?", ["yes"]),
 ("ride", "What is the minimum height?", ["122"]),
 ("ride", "How long is the ride?", ["2 min 30"]),
 ("quiz", "Who's leading the league?", ["Quizzly"]),
 ("quiz", "Which team goes to the county final?", ["Quizzly"]),
 ("quiz", "Who is bottom?", ["Agatha"]),
 ("quiz", "Is Les Quizerables above Agatha Quiztie?", ["yes"]),
 ("quiz", "How many points do Universally Challenged have?", ["58"]),
 ("quiz", "Who won the summer league?", None),
]


def main() -> None:
    run(DOCS, CASES, "Answer from these notes.\n\nNotes:\n{notes}\n\nQuestion: {question}")


if __name__ == "__main__":
    main()
