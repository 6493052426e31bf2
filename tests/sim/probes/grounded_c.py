"""Invented probe (2026-12-03, my own, tuned against): residents' meeting minutes, a medication
plan, a changelog with version headings. Lenient oracles. ``python -m tests.sim.probes.grounded_c
[-v]``: on a80914e 18 / 3 / 4, final tree 19 / 3 / 3."""
from tests.sim.probes._grounded import run

DOCS = {
"minutes": """Residents' association - minutes, 18 November
Present: Odile (chair), Kwame, Sunniva, Barış, Maren. Apologies: Teodor.
1. Garden: the new raised beds cost £412; paid from the garden fund. Kwame to order compost by 1 Dec.
2. Bike store: 3 break-ins since August. Agreed to fit a second lock (quote £180 from LockRight). Sunniva to chase the council about CCTV.
3. Service charge: rising from £96 to £104 a month from April. Vote: 4 for, 1 against.
4. AOB: Christmas social on 14 December in the common room, 6-9 pm. Maren organising.
Next meeting: 20 January.""",
"meds": """Medication plan for Grandad (from Dr Lindqvist, 2 Nov)
Morning (8 am): amlodipine 5 mg, one tablet; vitamin D 1000 IU
Lunch (1 pm): metformin 500 mg with food
Evening (7 pm): metformin 500 mg with food; atorvastatin 20 mg
Do not take ibuprofen; paracetamol up to 4 times a day if needed.
Review appointment: 15 January, 10:40.""",
"changelog": """## 3.4.0 (2026-11-20)
- Added: export to Parquet (`--format parquet`).
- Changed: default batch size from 500 to 1000.
- Fixed: crash when a column name contains a dot (#812).
## 3.3.2 (2026-10-02)
- Fixed: timezone offsets were dropped on import (#790).
- Security: bumped `urllib3` to 2.2.3.
## 3.3.0 (2026-08-15)
- Added: `--dry-run` flag.
- Removed: Python 3.8 support.""",
}

CASES = [
 ("minutes", "Who chaired the meeting?", ["Odile"]),
 ("minutes", "Who couldn't come?", ["Teodor"]),
 ("minutes", "How much will the service charge go up by each month?", ["8", "£96", "£104"]),
 ("minutes", "How many people were at the meeting?", ["5", "five"]),
 ("minutes", "When is the Christmas social?", ["14 December"]),
 ("minutes", "Who is ordering compost?", ["Kwame"]),
 ("minutes", "How many people voted against the service charge increase?", ["1", "one"]),
 ("minutes", "What did the raised beds cost?", ["412"]),
 ("minutes", "Who installs the CCTV?", None),
 ("meds", "What does he take at lunchtime?", ["metformin"]),
 ("meds", "How much metformin does he take a day?", ["1000", "1,000", "two", "twice"]),
 ("meds", "Can he have ibuprofen for his knee?", ["Do not take ibuprofen", "not", "no"]),
 ("meds", "How often can he have paracetamol?", ["4 times"]),
 ("meds", "When is his next review?", ["15 January"]),
 ("meds", "Which tablets does he take in the evening?", ["atorvastatin"]),
 ("meds", "What's the dose of atorvastatin?", ["20 mg"]),
 ("meds", "Is he on warfarin?", None),
 ("changelog", "Which version added Parquet export?", ["3.4.0"]),
 ("changelog", "When was Python 3.8 support dropped?", ["3.3.0", "2026-08-15"]),
 ("changelog", "What is the default batch size now?", ["1000"]),
 ("changelog", "What was fixed in 3.3.2?", ["timezone"]),
 ("changelog", "Which issue was the dot crash?", ["812"]),
 ("changelog", "Is there a --dry-run option?", ["3.3.0", "yes", "Added"]),
 ("changelog", "What version of urllib3 does it need?", ["2.2.3"]),
 ("changelog", "Does 3.4.0 support Python 3.7?", None),
]

def main():
    run(DOCS, CASES, "Use the context to answer.\n\nContext:\n{notes}\n\nQuestion: {question}")


if __name__ == "__main__":
    main()
