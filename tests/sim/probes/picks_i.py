"""Invented probe (2026-12-03 evening, helper ``fix26A``, oracles written and committed before any
run, never tuned against). Classes U1 / U3 / U5 / U6 of the twenty-sixth set in other shapes:
ranks whose word is no plain rank cue ("quickest", "furthest", "lightest", "came last") over a
swimming gala's lane sheet (times: lower ranks first), a sponsored walk's tally (miles, pounds) and
an e-bike comparison (kg, km, £); everyday words, comparatives and joined units ("the pot", "the
shorter walk", "9km", "50m", "250W"); counts over a labelled list and over rows; a deploy log with
a failed night between two good ones (the cause is the ERROR line, not "deploy failed"); a club's
notes with "- [ ] Name: task" checkboxes (one job, one person). Strict oracles: the asked value is
required and the competing rows' values rejected; a reply that quotes most of its document is
wrong (``no_dumps``). ``python -m tests.sim.probes.picks_i [-v]``.

History (right / limit / wrong of 26):
- first sight on b08707b (fix26A's branch point), one run: **10 / 7 / 9**. Wrong: "slowest"
  swimmer, "furthest on a charge", "the pricier of", "the 250W volt", "how many people came" (four
  trusted "I don't know."), "which version went out on the 16th" (a trusted "I don't know."), the
  shorter walk (the previous "- [ ] Ola: ..." item joined in front of the walks line), "how many
  swimmers were from kendal" (the two rows, no count), "why did the deploy fail" (the "deploy
  failed, rolling back" line, not the ERROR line before it).
- read moves (fix26A, mine): sibling records (8bb4f0a) 10 / 7 / 9 (the shorter walk's reply no
  longer opens with Ola's item, but holds both walks' times: still wrong by the oracle); everyday
  words and joined units (7141c5e) 11 / 5 / 10 ("hana ... in the 50m" right; "9km" and "50m" now
  meet their lines: "the 9km walk" quotes the walks line with both times, "quickest in the 50m" the
  gala's header line with "nothing about 'quickest'"; "the 250W volt" a limit); rank cues
  (547412d) 11 / 8 / 7 (quickest, slowest, furthest on a charge: stated rank limits); header rows
  (a48b326) unchanged; a why over log lines without a cause (b4cc0b6) **11 / 9 / 6** ("why did the
  deploy fail": a stated limit). Still wrong: the two walk lines holding both times, "the pricier of
  the carrera and the ridgeback" and "which version went out on the 16th" (trusted "I don't know.":
  the e-bike table and the ISO-stamped log line are not met), "how many people came" (a trusted
  "I don't know."), "how many swimmers were from kendal" (the two rows, not counted).
"""
import re

from tests.sim.probes._grounded import run


def _has(*want: str, avoid: tuple[str, ...] = ()):
    """Any of ``want`` (case-insensitive) and none of ``avoid``."""
    def judge(t: str) -> bool:
        low = t.lower()
        return any(w.lower() in low for w in want) and not any(a.lower() in low for a in avoid)
    return judge


def _num(n: str, avoid: tuple[str, ...] = ()):
    """The figure ``n`` as a whole token (a number word for a small count also counts), and none of
    ``avoid``."""
    words = {"1": "one", "2": "two", "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven"}

    def judge(t: str) -> bool:
        low = t.lower()
        hit = bool(re.search(rf"(?<![\d.,]){re.escape(n)}(?![\d])", low)) or (
            n in words and re.search(rf"\b{words[n]}\b", low) is not None)
        return hit and not any(a.lower() in low for a in avoid)
    return judge


def _no_or_absent(t: str) -> bool:
    low = t.lower()
    return bool(re.search(r"\bno\b|\bnot\b|don't know|could not find|does not mention|doesn't", low))


DOCS = {
"gala": """Lindale Otters Swim Club - Autumn gala, Saturday 8 November 2031
Event 7: girls 11-12 years, 50 m freestyle (heat 2)

Lane  Swimmer           Club              Time
1     Freya Lund        Kendal ASC        38.41
2     Maisie Oduya      Lindale Otters    36.95
3     Ellen Park        Ulverston SC      35.72
4     Hana Quigley      Lindale Otters    37.10
5     Rosa Tindall      Kendal ASC        39.88

Times in seconds. Medals are presented after event 12.
""",
"walk": """SPONSORED WALK FOR THE HOSPICE - TALLY (updated Sunday night)
Walker            Miles   Raised
Bev Amankwah       12     £340
Josh Kirkbride      7     £415
Priya Dalal        18     £260
Owen Stirk          9     £95
Grand total raised: £1,110. Thank you all!
""",
"bikes": """E-bike shortlist (for the commute)
Model          Range    Motor   Weight    Price
Ridgeback E    80 km    250 W   22.4 kg   £1,899
Carrera X      55 km    250 W   19.8 kg   £1,249
Volt Metro     100 km   250 W   24.1 kg   £2,350
All three come with a two-year battery warranty.
""",
"deploy": """2031-05-14T03:00:02Z deploy[811]: starting deploy of shopfront v2.8.1
2031-05-14T03:00:40Z deploy[811]: migrations applied (4)
2031-05-14T03:01:12Z deploy[811]: deploy finished OK
2031-05-15T03:00:01Z deploy[902]: starting deploy of shopfront v2.8.2
2031-05-15T03:00:38Z deploy[902]: ERROR: migration 0042_add_gift_cards: relation "vouchers" does not exist
2031-05-15T03:00:38Z deploy[902]: deploy failed, rolling back
2031-05-15T03:00:51Z deploy[902]: rollback complete
2031-05-16T03:00:02Z deploy[977]: starting deploy of shopfront v2.8.3
2031-05-16T03:01:20Z deploy[977]: deploy finished OK
""",
"birds": """Bramley Bird Club - committee notes, 9 April 2032
Attending: Tomasz Wrona, Ines Carvalho, Dev Mistry, Marguerite Hale, Ola Adeyemi, Bernie Cass
Sent regrets: Kofi Mensah

Funds: £612.40 in the account after the March walk.
- [ ] Ines: order the new padlocks for the hide
- [ ] Dev: update the sightings page on the website
- [ ] Ola: ask the reserve warden about early access
Walks: the long route (9 km) leaves the car park at 7 am; the short route (4 km) at 8.15 am.
Coach to Leighton Moss on 17 May: £18 a head, 32 seats.
""",
}

CASES = [
 # U1: a rank whose word is no plain rank cue, over a measure with a direction
 ("gala", "who was quickest in the 50m freestyle", _has("Ellen", "Park", avoid=("Rosa", "Freya", "Maisie", "Hana"))),
 ("gala", "which swimmer was slowest", _has("Rosa", "Tindall", avoid=("Ellen", "Freya", "Maisie", "Hana"))),
 ("walk", "who walked furthest", _has("Priya", "Dalal", avoid=("Josh", "Owen", "Bev"))),
 ("walk", "who raised the least", _has("Owen", "Stirk", avoid=("Josh", "Priya", "Bev"))),
 ("bikes", "which bike is lightest", _has("Carrera", avoid=("Volt", "Ridgeback"))),
 ("bikes", "which one goes furthest on a charge", _has("Volt", avoid=("Carrera", "Ridgeback"))),
 # U3: everyday words, comparatives and joined units that name nothing absent
 ("birds", "how much is in the pot", _num("612.40")),
 ("birds", "what time does the shorter walk leave", _has("8.15", avoid=("7 am",))),
 ("birds", "when does the 9km walk set off", _has("7 am", "7am", avoid=("8.15",))),
 ("gala", "what time did hana get in the 50m", _num("37.10", ("38.41", "36.95", "35.72", "39.88"))),
 ("bikes", "how heavy is the pricier of the carrera and the ridgeback", _num("22.4", ("19.8", "24.1"))),
 ("bikes", "whats the range of the 250W volt", _num("100", ("55 km", "80 km"))),
 # U5: a pick holding no value of the asked kind
 ("birds", "how many people came to the meeting", _num("6", ("32",))),
 ("gala", "how many swimmers were from kendal", _num("2", ("38.41", "39.88"))),
 ("deploy", "why did the deploy fail", _has("vouchers", "does not exist", "0042")),
 ("walk", "how many walkers were there", _num("4", ("£340", "£415"))),
 ("bikes", "how many of the bikes cost under £2,000", _num("2", ("£2,350",))),
 # U6: one instance, no sibling record holding a competing value
 ("deploy", "which day did the deploy fail", _has("05-15", "15 May", avoid=("05-16", "05-14"))),
 ("birds", "who is sorting out the padlocks", _has("Ines", avoid=("Dev", "Ola"))),
 ("birds", "who's ordering the padlocks", _has("Ines", avoid=("Dev", "Ola"))),
 ("deploy", "which version went out on the 16th", _has("2.8.3", avoid=("2.8.2", "2.8.1"))),
 # negatives and controls: plain questions, and questions the notes do not answer
 ("birds", "how much is the coach", _num("18")),
 ("walk", "how much did josh raise", _num("415", ("£340", "£260", "£95"))),
 ("gala", "who won the boys 100m backstroke", None),
 ("bikes", "is there a 500W model", _no_or_absent),
 ("birds", "how much is the club's annual subscription", None),
]

TEMPLATE = """Answer the question using only the notes below. If the notes don't say, say you don't know.

Notes:
{notes}

Question: {question}"""

if __name__ == "__main__":
    run(DOCS, CASES, TEMPLATE, no_dumps=True)
