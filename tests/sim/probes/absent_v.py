"""My probe of fix55a (issue 26): "I don't know." over material that answers, and its opposite.

Four documents in shapes none of the sets use: a board game's rulebook in numbered clauses ("§2.4"),
a pottery workshop's subtitle file (SRT cues with their timings), a tide gauge's reStructuredText
README (a field list, then prose), and a beekeeping club's newsletter pasted into the prompt.
Half the questions are answered by the material in a wording the reader may miss ("at the
beginning" for "starts with", "caught" for "collected", "bottoms" for "feet"); half are true
absences that sit near words the material holds ("how many lighthouse cards are in the box",
"who judges the honey show").

Oracles strict: the answer where the material holds it (an "I don't know." there is silently
wrong); "I don't know" or a reply saying the material does not say where it does not (two lines
quoted with no not-found are wrong). ``python -W ignore -m tests.sim.probes.absent_v [-v]``.

History (right / limit / silently wrong / false alarms): written before first run on 38271d7a; first run
there: 13 / 5 / 6 / 0 ("I don't know." for rules-first, rules-length, srt-cool; a partial "don't know that
part" for news-deadline; rules-box and news-yield quote near lines with no not-found). With
``grounded.subject_met`` (fix55a): 13 / 7 / 4 / 0 (rules-first and srt-cool the documents limit: only a verb
unmet over lines on the subject).
"""

from __future__ import annotations

import sys

from tests.sim.fresh._oracles import Case, _absent, _any, _ask, _both, _none_of, _rag, report

RULES = """\
§1.1 Each player starts with five harbour tokens and one lighthouse card.
§1.2 The youngest player takes the first turn.
§2.4 A storm card discards every fishing boat on the outer ring.
§3.1 Trading is permitted only during the market phase; a trade may swap at most three tokens.
§4.2 The game ends when the last lighthouse is lit; the player holding the most pearls wins.
§5.0 Recommended for 2-5 players aged 10 and up; a session lasts around 45 minutes."""

SUBTITLES = """\
1
00:00:01,000 --> 00:00:05,200
Welcome back to the studio. Today we're glazing the mugs we threw last week.

2
00:00:05,400 --> 00:00:11,000
The kiln gets fired to 1240 degrees, and it needs a full day to cool before we open it.

3
00:00:11,200 --> 00:00:16,500
Dip each mug for a slow count of three; any longer and the glaze will run.

4
00:00:16,700 --> 00:00:21,000
Wax the feet first, otherwise the mugs stick to the kiln shelf."""

GAUGE = """\
Tide Gauge Station TG-7
=======================

:Location: Kessock pier, north piling
:Sampling: one reading every six minutes
:Datum: chart datum, 2.4 m below the pier deck

Maintenance
-----------

The pressure sensor is swapped every eighteen months. Batteries are replaced each spring.
Data are uploaded nightly at 02:00 to the regional archive."""

NEWSLETTER = (
    "The spring swarm season arrived early this year. Members collected eleven swarms in April alone, "
    "most of them from the orchard hives. Our honey show moves to the village hall on 14 June; entries "
    "close a week before. Jars must be clear glass, with no labels other than the class number. The club "
    "extractor can be borrowed for £5 a weekend, paid to Margaret.")


def _news(question: str):
    return _ask(f"From the club newsletter below, answer my question.\n\n---\n{NEWSLETTER}\n---\n\n{question}")


_NOT = ("doesn't say", "does not say", "not mention", "not state", "no information", "not in the")

PRESENT = [
    Case("rules-tokens", _rag(RULES, "How many harbour tokens do I get at the beginning?"),
         _both(_any("five", "5"), _none_of("I don't know"))),
    Case("rules-first", _rag(RULES, "Who goes first?"), _any("youngest")),
    Case("rules-swap", _rag(RULES, "What's the largest number of tokens I can hand over in one deal?"),
         _both(_any("three", "3"), _none_of("I don't know"))),
    Case("rules-length", _rag(RULES, "Roughly how long will a game take us?"), _any("45")),
    Case("rules-age", _rag(RULES, "Is it OK for an eight-year-old?"),
         _both(_any("10 and up", "aged 10", "no", "not"), _none_of("I don't know"))),
    Case("srt-temp", _rag(SUBTITLES, "How hot does the kiln get?"), _any("1240")),
    Case("srt-cool", _rag(SUBTITLES, "How long has the kiln got to sit before we can take things out?"),
         _both(_any("full day", "a day"), _none_of("I don't know"))),
    Case("srt-wax", _rag(SUBTITLES, "Why do we wax the bottoms of the mugs?"),
         _both(_any("stick"), _none_of("I don't know"))),
    Case("gauge-rate", _rag(GAUGE, "How often does TG-7 take a measurement?"), _any("six minutes", "6 minutes")),
    Case("gauge-sensor", _rag(GAUGE, "How frequently is the pressure sensor changed?"),
         _any("eighteen months", "18 months")),
    Case("news-caught", _news("How many swarms were caught in April?"), _any("eleven", "11")),
    Case("news-deadline", _news("When is the last day to enter the honey show?"),
         _both(_any("week before", "7 June"), _none_of("I don't know"))),
]

ABSENT = [
    Case("rules-box", _rag(RULES, "How many lighthouse cards come in the box?"), _absent(*_NOT)),
    Case("rules-storm-pearls", _rag(RULES, "How many pearls does a storm card cost?"), _absent(*_NOT)),
    Case("rules-designer", _rag(RULES, "Who designed the harbour game?"), _absent(*_NOT)),
    Case("srt-colour", _rag(SUBTITLES, "What colour is the glaze on the mugs?"), _absent(*_NOT)),
    Case("srt-price", _rag(SUBTITLES, "How much does the glazing workshop cost?"), _absent(*_NOT)),
    Case("srt-clay", _rag(SUBTITLES, "What kind of clay were the mugs thrown from?"), _absent(*_NOT)),
    Case("gauge-owner", _rag(GAUGE, "Which agency maintains the TG-7 station?"), _absent(*_NOT)),
    Case("gauge-accuracy", _rag(GAUGE, "How accurate is the pressure sensor?"), _absent(*_NOT)),
    Case("gauge-battery-date", _rag(GAUGE, "On what date were the batteries last replaced?"), _absent(*_NOT)),
    Case("news-judge", _news("Who judges the honey show?"), _absent(*_NOT)),
    Case("news-smoker", _news("Can I borrow the club's smoker as well?"), _absent(*_NOT)),
    Case("news-yield", _news("How much honey did the orchard hives produce?"), _absent(*_NOT)),
]

CASES = [*PRESENT, *ABSENT]

if __name__ == "__main__":
    report(CASES, sys.argv)
