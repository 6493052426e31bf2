"""Invented probe (2026-12-04, mine, oracles written before any run, on 5026126 before any of this
session's branches was merged, never tuned against). Formats none of my earlier probes used: a
payslip (payments and deductions columns, totals, year to date), a harbour tide table (two lows
and two highs a day with heights, a slipway rule), `git log` one-line output with dates and
authors (a revert), a hard-wrapped school letter about mock exams (start times, a rule "15 minutes
before"), a traybake recipe (scaling), a pathology results sheet (reference ranges and flags), and
a ferry fare table with footnote letters. The prompt is LangChain's LCEL RAG template ("Answer the
question based only on the following context: ... Question: ..."). Questions as people type them:
lower case, no "?", sums and differences, a rule applied to a time, scaling, a count of rows, rows
in a state (all of them), a revert that undoes a change, answers absent with a near miss present.
Strict: a reply that quotes most of its document counts wrong (``no_dumps``); figures checked as
whole tokens and, where a competing value is near, that it is not given.
``python -m tests.sim.probes.grounded_l [-v]``.

Held out: the helpers of 2026-12-04 (second session that day) do not see this file; it measures
their moves blind.

History (right / limit / wrong of 47):
- first sight on 0b2a1f2 (5026126 plus this file), one run: **26 / 6 / 15**. Wrong: a trusted "I
  don't know." for "take home" (Net pay) and "fan oven" (160C fan); a tide table's whole day row
  for a time, a height, a slipway time two hours before high water and a range (four cases); a
  sum of two deduction lines given as one; a count of log rows by author a trusted "do not
  record"; "how many science papers" the sentence listing their dates; a start time minus 15
  minutes not worked; "which results are low" one row and the comment; a difference from a
  range's bound not worked; a fare times two, a fare plus another row's, and "free" for under-5s
  answered by the child row.
"""
import re

from tests.sim.probes._grounded import run


def _num(n: str, *avoid: str):
    """The figure ``n`` as a whole token, and none of ``avoid``."""
    return lambda t: bool(re.search(rf"(?<![\d.:,/]){re.escape(n)}(?![\d])", t)) and not any(a in t for a in avoid)


def _any_of(*patterns: str, avoid: tuple[str, ...] = ()):
    """One of the regular expressions ``patterns`` (lower case), and none of ``avoid``."""
    return lambda t: any(re.search(p, t.lower()) for p in patterns) and not any(a.lower() in t.lower() for a in avoid)


def _all_of(*patterns: str, avoid: tuple[str, ...] = ()):
    """Every one of the regular expressions ``patterns`` (lower case), and none of ``avoid``."""
    return lambda t: all(re.search(p, t.lower()) for p in patterns) and not any(a.lower() in t.lower() for a in avoid)


_NOT_SAID = (r"don't know|do not know|don't say|do not say|doesn't say|does not say|not mention|"
             r"could not find|no information|not in the (notes|context)|don't mention|do not mention|"
             r"don't cover|do not cover|doesn't cover|does not cover|not covered|nothing about")


def _absent(t: str) -> bool:
    """The context does not hold it: any plain words saying so."""
    return bool(re.search(_NOT_SAID, t.lower()))


def _no(t: str) -> bool:
    low = re.sub(_NOT_SAID, "", t.lower())
    return bool(re.search(r"\bno\b|\bnot\b|n't\b|cannot|\bonly\b", low))


def _yes(*extra: str):
    """A yes (or one of ``extra``'s words), and no negation."""
    def judge(t: str) -> bool:
        low = t.lower()
        ok = re.search(r"\byes\b" + "".join(f"|{e}" for e in extra), low)
        return bool(ok) and not re.search(r"\bno\b|\bnot\b|n't\b|cannot", low)
    return judge


DOCS = {
"payslip": """NORTHGATE FOODS LTD                                   PAYSLIP
Employee: Imani Okoro    Emp no: 40718    Tax code: 1257L    NI no: QQ 12 34 56 C
Pay date: 28/02/2033     Period: 11 (Feb)

PAYMENTS                 Hours    Rate      Amount
Basic pay                150.00   12.40   1,860.00
Overtime (x1.5)            8.00   18.60     148.80
Holiday pay                7.50   12.40      93.00

DEDUCTIONS                                  Amount
Income tax (PAYE)                           172.60
National Insurance                           86.34
Pension (5%)                                105.09
Student loan (Plan 2)                        41.00

Gross pay           2,101.80
Total deductions      405.03
Net pay             1,696.77

Year to date: Gross 22,480.15   Tax 1,904.20   NI 951.62
""",
"tides": """PORTHMELLIN HARBOUR - TIDE TIMES (BST), heights in metres above chart datum
Date        Low     Ht    High    Ht    Low     Ht    High    Ht
Sat 12 Jul  03:41   1.2   09:58   5.8   16:07   1.0   22:19   6.0
Sun 13 Jul  04:22   1.0   10:39   6.1   16:49   0.8   23:01   6.3
Mon 14 Jul  05:04   0.9   11:21   6.3   17:32   0.7   23:44   6.5
The slipway is usable from 2 hours before high water until 2 hours after.
""",
"gitlog": """$ git log --pretty='%h %ad %an  %s' --date=short -8
9f3e2a1 2033-03-14 Priya Nair  Bump version to 3.2.0
4c71d0b 2033-03-13 Tom Fairley  Fix crash when the export folder is missing (#412)
b28e6f9 2033-03-13 Priya Nair  Add dark theme toggle to settings (#405)
e0a9c34 2033-03-10 Jonas Berg  Revert "Switch PDF renderer to pdfium"
77d15e2 2033-03-09 Jonas Berg  Switch PDF renderer to pdfium
1a2b3c4 2033-03-07 Tom Fairley  Update translations (de, fr, pl)
5d6e7f8 2033-03-02 Priya Nair  Bump version to 3.1.4
c9b8a7d 2033-02-27 Amara Obi  Initial support for CSV import (#398)
""",
"mocks": """Dear parents and carers,

Year 11 mock exams run from Monday 17 January to Friday 28 January. Students must be
in the sports hall 15 minutes before each paper starts. Morning papers start at 9:00
and afternoon papers at 13:30.

English Literature is on Tuesday 18 January (morning, 1 hr 45 min), Maths Paper 1 on
Wednesday 19 January (morning, 1 hr 30 min) and Maths Paper 2 on Monday 24 January
(afternoon, 1 hr 30 min). Combined Science papers are on 20, 25 and 27 January, all
in the afternoon.

Calculators are allowed in Maths Paper 2 only. Phones must be handed in at the door.
Results will be given out on Friday 11 February.

Mrs H. Adeyemi, Exams Officer
""",
"traybake": """Lemon drizzle traybake (makes 12 squares)
225g softened butter
225g caster sugar
275g self-raising flour
2 tsp baking powder
4 large eggs
4 tbsp milk
finely grated zest of 2 lemons

For the drizzle: juice of 2 lemons, 175g granulated sugar.

Oven 180C / 160C fan / gas 4. Bake 35-40 minutes in a 30x23cm tin.
Keeps 3 days in a tin; freezes for a month without the drizzle.
""",
"bloods": """CITY HOSPITAL PATHOLOGY    Patient: DUNNE, Maeve   DOB 02/07/1968   Collected 09/05/2033 08:12
Test                  Result   Units      Reference range   Flag
Haemoglobin           118      g/L        120 - 150         L
White cell count      7.2      x10^9/L    4.0 - 11.0
Platelets             265      x10^9/L    150 - 400
Ferritin              9        ug/L       15 - 200          L
Vitamin B12           310      ng/L       180 - 900
TSH                   2.1      mU/L       0.3 - 4.2
Comment: Low ferritin consistent with iron deficiency. Suggest repeat FBC in 8 weeks.
""",
"ferry": """ISLE OF KERRA FERRY - FARES 2033
                     Single    Day return   Notes
Adult                £6.40     £11.20
Child (5-15)         £3.20     £5.60        under 5s free
Car (up to 5m)       £28.50    £49.00       a
Bicycle              £2.00     £2.00
Dog                  free      free         b
a) driver not included   b) must stay on the car deck
Last sailing from Kerra: 18:45 (Fri and Sat 21:15)
""",
}

CASES = [
 ("payslip", "what's my take home this month", _num("1,696.77", "2,101.80")),
 ("payslip", "how much overtime did i get paid", _num("148.80", "1,860.00")),
 ("payslip", "whats my overtime rate per hour", _num("18.60", "12.40")),
 ("payslip", "how much went on tax and NI together", _num("258.94")),
 ("payslip", "how many hours overtime did i do", _any_of(r"(?<![\d.])8(\.00)?(?![\d.])|\beight\b", avoid=("150",))),
 ("payslip", "what's my tax code", ["1257L"]),
 ("payslip", "do i pay into a pension", _yes(r"105\.09", r"\b5 ?%")),
 ("payslip", "how much was my bonus", _absent),
 ("tides", "when's high tide on sunday morning", _num("10:39", "23:01", "04:22")),
 ("tides", "how high is monday evening's high tide", _num("6.5", "6.3")),
 ("tides", "what's the lowest tide of the three days", _all_of(r"(?<![\d.])0\.7(?![\d])", avoid=("0.9", "1.2"))),
 ("tides", "what time can i start using the slipway sunday morning", _num("08:39")),
 ("tides", "how big is the range between saturday's first low and first high", _num("4.6")),
 ("tides", "what's the sea temperature", _absent),
 ("gitlog", "who fixed the export crash", lambda t: "Tom Fairley" in t and "Priya" not in t),
 ("gitlog", "what's the current version", _num("3.2.0", "3.1.4")),
 ("gitlog", "how many commits did priya make", _any_of(r"\b3\b|\bthree\b")),
 ("gitlog", "which commit added dark mode", ["b28e6f9"]),
 ("gitlog", "are we still using pdfium", _any_of(r"\bno\b|revert|not\b")),
 ("gitlog", "when was csv import added", _any_of(r"2033-02-27|27 feb")),
 ("gitlog", "who reviewed the dark theme change", _absent),
 ("mocks", "what time does he need to be in for maths paper 2", _num("13:15")),
 ("mocks", "when does english lit finish", _any_of(r"10:45|10\.45|quarter to eleven")),
 ("mocks", "can he use a calculator in maths paper 1", _no),
 ("mocks", "how many science papers are there", _any_of(r"\b3\b|\bthree\b")),
 ("mocks", "when do results come out", _any_of(r"11 feb", avoid=("28 January",))),
 ("mocks", "is there a french exam", _absent),
 ("traybake", "how much flour for 24 squares", _num("550")),
 ("traybake", "how many eggs", _any_of(r"\b4\b|\bfour\b")),
 ("traybake", "what temp for a fan oven", _num("160", "180")),
 ("traybake", "how long does it keep", _any_of(r"3 days|three days")),
 ("traybake", "can i freeze it", _yes(r"freezes", r"a month")),
 ("traybake", "how much sugar altogether", _num("400")),
 ("traybake", "is it gluten free", _absent),
 ("bloods", "which results are low", lambda t: "Haemoglobin" in t and "Ferritin" in t and "Platelets" not in t),
 ("bloods", "what's her ferritin", _num("9", "310", "118")),
 ("bloods", "is the tsh normal", _yes(r"normal", r"within", r"in range")),
 ("bloods", "when should the blood test be repeated", _any_of(r"8 weeks|eight weeks|4 jul|04/07/2033")),
 ("bloods", "how far below the range is the haemoglobin", _any_of(r"(?<![\d.])2 ?g/l|\b2\b|\btwo\b", avoid=("150",))),
 ("bloods", "what's her cholesterol", _absent),
 ("ferry", "how much for two adults day return", _num("22.40")),
 ("ferry", "does the car fare include the driver", _no),
 ("ferry", "whats the last boat back on a saturday", _num("21:15", "18:45")),
 ("ferry", "how much for a 3 year old", _any_of(r"\bfree\b", avoid=("£3.20", "£5.60"))),
 ("ferry", "how much is a single for a car and its driver", _num("34.90")),
 ("ferry", "can the dog come up to the lounge", _no),
 ("ferry", "is there a student discount", _absent),
]

TEMPLATE = """Answer the question based only on the following context:
{notes}

Question: {question}
"""

if __name__ == "__main__":
    run(DOCS, CASES, TEMPLATE, no_dumps=True)
