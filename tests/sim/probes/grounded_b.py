"""Invented probe (2026-12-03, my own, tuned against): a CSV register under a caption line, a
communal boiler e-mail, an allotment FAQ in "Q? A." bullets. Lenient oracles: on a80914e the
register was quoted whole for every question and counted "right" (7 of its 15). ``python -m
tests.sim.probes.grounded_b [-v]``: on a80914e 15 / 4 / 3, final tree 15 / 6 / 1."""
from tests.sim.probes._grounded import run

DOCS = {
"orchard": """Community orchard: tree register (updated Oct 2026)
tree,variety,planted,rootstock,last_pruned,notes
T01,Bramley,2014,MM106,Feb 2026,canker on south limb
T02,Discovery,2016,M26,Feb 2026,
T03,Egremont Russet,2016,M26,Mar 2025,needs formative prune
T04,Conference (pear),2018,Quince A,Feb 2026,
T05,Victoria (plum),2019,St Julien A,Jul 2026,silver leaf checked: clear
T06,Bramley,2021,MM106,never,replacement for storm loss""",
"email": """From: Hamid Rostami <hamid@alder-lane.coop>
To: members@alder-lane.coop
Subject: Boiler works next week

Hi all,
The heating contractor (Pell & Sons) will replace the communal boiler from Tuesday 9 to Thursday 11 November.
Hot water will be off on Tuesday from 8:00 until about 16:00. Heating will be off for all three days.
Electric heaters can be borrowed from the office (we have 8; first come, first served).
Please keep the plant room door clear. Questions to me or to Aoife on 07700 900412.
Hamid""",
"faq": """Allotment FAQ
- Can I keep bees? Yes, with the committee's written consent and a course certificate.
- Are bonfires allowed? Only between 1 November and 31 March, and never on Sundays.
- Can I put up a shed? Sheds up to 6 x 4 ft need no permission; bigger ones need approval.
- How much is the rent? £38 a year for a half plot, £70 for a full plot; concessions half price.
- Is there water? Troughs are filled from April to October.""",
}

CASES = [
 ("orchard", "How many Bramley trees are there?", ["2", "two"]),
 ("orchard", "Which tree was planted most recently?", ["T06", "2021"]),
 ("orchard", "Which trees haven't been pruned in 2026?", ["T03", "T06"]),
 ("orchard", "What rootstock is the pear on?", ["Quince A"]),
 ("orchard", "Does any tree have canker?", ["T01", "Bramley", "south limb"]),
 ("orchard", "When was the plum last pruned?", ["Jul 2026"]),
 ("orchard", "How old is the Discovery tree?", ["10", "2016"]),
 ("orchard", "Who planted T04?", None),
 ("email", "Will there be hot water on Wednesday?", ["Tuesday", "yes"]),
 ("email", "How many heaters are available?", ["8", "eight"]),
 ("email", "Who is doing the work?", ["Pell"]),
 ("email", "How long will the heating be off?", ["three days", "3 days"]),
 ("email", "What's Aoife's number?", ["07700 900412"]),
 ("email", "Is the heating off on Friday?", ["Thursday", "no"]),
 ("email", "What does the new boiler cost?", None),
 ("faq", "can i have a bonfire on a sunday in december", ["never on Sundays", "no"]),
 ("faq", "How much would a full plot cost me with a concession?", ["35", "half price"]),
 ("faq", "Do I need permission for an 8 x 6 shed?", ["approval", "yes"]),
 ("faq", "Is water available in January?", ["April to October", "no"]),
 ("faq", "Can I keep chickens?", None),
 ("faq", "What do I need to keep bees?", ["consent", "certificate"]),
 ("faq", "Are bonfires allowed in July?", ["1 November", "no"]),
]

def main():
    run(DOCS, CASES, "Use the context to answer.\n\nContext:\n{notes}\n\nQuestion: {question}")


if __name__ == "__main__":
    main()
