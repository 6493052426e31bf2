"""Invented probe (branch ``fix48a``, session of 2026-12-06; issue 26; oracles written and committed
before its first run, never tuned against): the answer's KIND and SCOPE.

Material and wordings are mine, none from a fresh set: a chess club's winter ladder with a ranking
rule line and a "*" footnote, a sailing club's rules page with [1] / [2] footnotes sharing words
with questions, a spring fair's raffle notes naming no winner, a Sunday league table with a
corrected result between two other teams, a nursery's fee page with a band notice beside a
question about months, a café menu with a struck price on another row; pasted chat logs in three
stamp forms ("[dd/mm/yyyy, hh:mm] Name:", "dd/mm/yyyy, hh:mm - Name:", "Name (hh:mm):") whose later
messages change a value; conversations where the user moves a train, a haircut, a check-up (in
Chinese) by a pronoun, and one where the change is about another thing; French, German and Spanish
questions with function words and modal openings over lines saying a thing is provided / included.
Plain cases whose right reply must stay right, and absent answers that must stay "I don't know".

Classes as in the fresh sets (``tests/sim/fresh/_oracles``): ``right``, ``limit`` (a limit stated),
``wrong`` (silently), ``false alarm`` (a limit on a reply whose oracle is met).
``python -W ignore -m tests.sim.probes.kinds_d [-v]`` prints the counts.

History:
- first sight on 51a15e7a (oracles committed before the one run): 37 cases: **16 / 8 / 13 / 1**
  (right / stated limit / silently wrong / false alarms). Wrong: ladder-top and ladder-qualify (the
  table's top rows, the rule line "by wins, then by draws" not applied), sail-guest-fee (the [2]
  footnote quoted beside its rule), fair-winner (the raffle lines for a who naming no one),
  league-dunmore-points (the correction about two other teams quoted), plumber-day, bake-cupcakes,
  buffet-guests, buffet-price (the first message of a pasted chat log, not the later change),
  thread-train, thread-haircut, thread-zh-checkup (the first statement kept after "moved it" /
  "pushed it back" / "改到"), fr-bonnet ("could not find anything about 'Faut-il', 'un'").
  Limits: ladder-second, fair-collect (a false alarm), league-carlton, nursery-august, fr-draps,
  de-bettwaesche, de-parkplatz-absent, es-chaleco.
- after branch ``fix48a`` (each mechanism tested in tests/sim on wordings and material of my own,
  never these cases nor the forty-sixth's): **31 / 3 / 3 / 1**. A rule line "by X, then by Y" orders
  a table (``grounded.ranking_rules``: ladder-second, ladder-top, ladder-qualify right); a pasted
  chat's later message of the asked kind answers (``grounded.chat_changes``: plumber-day,
  bake-cupcakes, buffet-guests, buffet-price right); a later turn moving "it" updates the fact stated
  last (``corrections.moved_by_pronoun``: thread-train, thread-haircut, thread-zh-checkup right); a
  correction about other things leaves the pick (``moved_values.other_subjects``, a struck score is
  one value: league-dunmore-points, league-carlton right); an obligation over a provided thing is
  "No" (``provided_things``: fr-draps, de-bettwaesche, es-chaleco right). Left wrong: sail-guest-fee (the rule and its [2] note
  quoted together: right by the brief's reading, my oracle stricter), fair-winner (the raffle lines
  for a who: no table of people, so no row-key check), fr-bonnet ("could not find anything about
'Faut-il', 'un'": French function words read as no topic everywhere moved six picks of earlier sets,
taken back). Left limits: fair-collect (a false alarm),
  nursery-august, de-parkplatz-absent.
"""

from __future__ import annotations

import re
import sys

from langchain_core.messages import HumanMessage

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _both,
    _but_not,
    _corrected,
    _honest,
    _not_opening,
    _rag,
    _text,
    _thread,
    _val,
    _yes_or,
    report,
    tally,
)

LADDER = ("Elmwood Chess Club - winter ladder\nPlayer | Wins | Draws | Losses\nMarta Kowal | 5 | 1 | 2\n"
          "Dev Anand | 6 | 0 | 2\nRosa Lind | 5 | 3 | 0\nJonah Pike | 3 | 2 | 3\n"
          "Standings are decided by wins, then by draws.\nThe top two players qualify* for the county final.\n"
          "* Qualifying players must confirm their place by 1 March.")
SAILING = ("Harbour Sailing Club - rules for members\n1. Boats must be off the slipway by 18:00.[1]\n"
           "2. Guests sail free twice a season; after that the guest fee is £12 a day.[2]\n"
           "3. Life jackets are compulsory on the water.\n[1] On regatta days the slipway closes at 16:00.\n"
           "[2] Counted from the first sail of the calendar year.")
FAIR = ("Spring Fair - notes\nThe raffle was drawn at 4 pm by the mayor's office.\n"
        "Prizes: a hamper, a bike and a voucher.\nWinners can collect prizes from the school office until Friday.")
LEAGUE = ("Sunday League - Division 2 table\nTeam | Played | Won | Points\nAshby Rovers | 6 | 4 | 13\n"
          "Carlton Town | 6 | 3 | 10\nDunmore FC | 6 | 2 | 7\nElm Park | 6 | 1 | 4\n"
          "Correction: the match Carlton Town v Elm Park ended 2-1, not 2-2, so Carlton Town have 12 points "
          "and Elm Park 3.")
NURSERY = ("Little Acorns Nursery - fees 2039\nFees are charged for 12 months a year, including August.\n"
           "Band A (under 2s): £980 a month.\nBand B (2 and over): £860 a month.\n"
           "Notice of 3 May 2039: from 1 September the Band B fee falls to £820 a month.")
CAFE = ("Quayside Café - lunch menu\n- Soup of the day: £6\n- Fish pie: ~~£14~~ £16\n- Salad bowl: £14\n"
        "- Sandwiches: £7")
PLUMBER = ("[03/04/2039, 09:12] Dan (Plumber): Hi Kate, I can come on Tuesday 11 April at 10:00 to replace the "
           "boiler valve.\n[03/04/2039, 09:15] Kate: Great, thanks. How long will it take?\n"
           "[03/04/2039, 09:20] Dan (Plumber): About two hours. Parts are £45.\n"
           "[05/04/2039, 17:02] Dan (Plumber): Sorry Kate, I need to move you to Wednesday 12 April, same time.\n"
           "[05/04/2039, 17:30] Kate: No problem, see you then.")
BAKE = ("12/05/2039, 08:01 - Priya: Bake sale update: we need 40 cupcakes for Saturday.\n"
        "12/05/2039, 08:05 - Tom: I can do a tray of them.\n"
        "12/05/2039, 19:44 - Priya: Update - the school says 60 cupcakes now, numbers went up.\n"
        "12/05/2039, 19:50 - Tom: OK!")
BUFFET = ("Rita (10:02): Quote for Saturday: a buffet feeding 30 guests, £450 all in.\n"
          "Sam (10:30): Lovely, thanks.\n"
          "Rita (16:15): Revised quote with the extra table: the buffet now feeds 36 guests, £540 all in.\n"
          "Sam (16:40): Perfect.")
GITE = ("Gîte des Tilleuls - infos pratiques\nArrivée à partir de 16 h, départ avant 10 h.\n"
        "Les draps et les serviettes sont fournis.\nLes animaux ne sont pas acceptés.")
HUETTE = ("Berghütte Alpenrose - Hinweise\nHalbpension: Frühstück und Abendessen.\nBettwäsche wird gestellt.\n"
          "Hüttenruhe ab 22 Uhr.")
KAYAK = ("Kayaks del Río - información\nAlquiler de kayak: 25 euros por persona y dos horas.\n"
         "El chaleco salvavidas está incluido en el precio.\nSalidas a las 10:00 y a las 16:00.")
PISCINE = ("Piscine municipale\nLa piscine ouvre à 7 h 30 et ferme à 21 h.\nLe bonnet de bain est obligatoire.\n"
           "Entrée adulte : 4,50 euros.")
YOGA = "Estudio Loto\nClase de prueba: 8 euros.\nBono de diez clases: 70 euros.\nTrae tu propia esterilla."
_NOT_SAID = ("doesn't say", "does not say", "not given", "not stated", "not named", "doesn't name",
             "does not name", "not listed", "doesn't mention", "does not mention")


def _pasted(block: str, question: str):
    return lambda llm: llm.invoke([HumanMessage(f"{block}\n\n{question}")])


def _not_unknown(out) -> bool:
    """No "I don't know" / "could not find" about the asked part."""
    return not _honest(out)


def _no_word(*words: str):
    return lambda out: not any(re.search(rf"\b{re.escape(w)}\b", _text(out), re.I) for w in words)


CASES = [
    # who over a ranked table with a rule line; a footnote for its own line; plain footnote answer
    Case("ladder-second", _rag(LADDER, "Who is second on the winter ladder?"),
         _but_not(_any("Rosa"), "Marta", "Dev Anand")),
    Case("ladder-top", _rag(LADDER, "Who is top of the ladder?"), _but_not(_any("Dev"), "Marta", "Rosa")),
    Case("ladder-qualify", _rag(LADDER, "Which players qualify for the county final?"),
         _both(_any("Dev"), _any("Rosa"), _no_word("Marta", "Jonah"))),
    Case("ladder-confirm", _rag(LADDER, "By when must qualifying players confirm their place?"), _any("1 March")),
    Case("ladder-rosa", _rag(LADDER, "How many draws does Rosa Lind have?"), _val(3)),
    # a rules page whose footnotes share words with questions
    Case("sail-guest-fee", _rag(SAILING, "How much does a guest pay to sail after the free sails?"),
         _but_not(_val(12), "Counted from")),
    Case("sail-regatta", _rag(SAILING, "What time does the slipway close on regatta days?"), _any("16:00")),
    Case("sail-jackets", _rag(SAILING, "Do we have to wear life jackets?"), _yes_or("compulsory")),
    Case("sail-bar-absent", _rag(SAILING, "Who runs the club bar?"), _absent(*_NOT_SAID)),
    # who asked, the lines name no person
    Case("fair-winner", _rag(FAIR, "Who won the bike in the raffle?"), _absent(*_NOT_SAID)),
    Case("fair-collect", _rag(FAIR, "Where can winners collect their prizes?"), _any("school office")),
    # a corrected result between two teams, questions about another team and about one of them
    Case("league-dunmore-points", _rag(LEAGUE, "How many points do Dunmore FC have?"),
         _both(_val(7), _no_word("12"))),
    Case("league-dunmore-won", _rag(LEAGUE, "How many games have Dunmore FC won?"),
         _both(_val(2), lambda out: "2-1" not in _text(out))),
    Case("league-carlton", _rag(LEAGUE, "How many points do Carlton Town have now?"), _val(12)),
    # a band notice beside a question about months; a band's own change; the other band
    Case("nursery-august", _rag(NURSERY, "Do we have to pay the fee in August too?"),
         _both(_yes_or("including August"), _no_word("820"))),
    Case("nursery-band-b", _rag(NURSERY, "What will the Band B fee be from September?"), _val(820)),
    Case("nursery-band-a", _rag(NURSERY, "What is the monthly fee for Band A?"), _both(_val(980), _no_word("820"))),
    # a struck price on another row
    Case("cafe-salad", _rag(CAFE, "How much is the salad bowl?"), _both(_val(14), _no_word("16"))),
    Case("cafe-pie", _rag(CAFE, "How much is the fish pie?"), _val(16)),
    # pasted chat logs, later messages changing a value
    Case("plumber-day", _pasted(PLUMBER, "What day is the plumber coming?"), _any("Wednesday", "12 April")),
    Case("plumber-time", _pasted(PLUMBER, "What time is Dan coming?"), _any("10:00")),
    Case("plumber-parts", _pasted(PLUMBER, "How much are the parts?"), _val(45)),
    Case("bake-cupcakes", _pasted(BAKE, "How many cupcakes do we need for the bake sale?"), _val(60)),
    Case("buffet-guests", _pasted(BUFFET, "How many guests will the buffet feed?"), _val(36)),
    Case("buffet-price", _pasted(BUFFET, "How much is the buffet?"), _val(540)),
    # a conversation where the user moves a stated thing by a pronoun
    Case("thread-train", _thread("My train to Leeds is at 8:10 on Monday.", "Noted.",
                                 "Ugh, they've pushed it back to 8:40.", "That's annoying.", "What time is my train?"),
         _corrected("8:40", "8:10")),
    Case("thread-haircut", _thread("My haircut is on Tuesday at 2 pm.", "Got it.",
                                   "The salon moved it to Thursday, same time.", "Okay.", "When is my haircut?"),
         _both(_corrected("Thursday", "Tuesday"), _any("2 pm", "2pm", "14:00"))),
    Case("thread-zh-checkup", _thread("我的体检是周三上午10点。", "好的,记下了。", "医院把它改到周五了,时间不变。", "明白。",
                                      "我的体检是什么时候?"),
         _both(_any("周五"), _any("10"), lambda out: "周三" not in _text(out))),
    Case("thread-other-thing", _thread("My dentist appointment is on Thursday at 9:40.", "Noted.",
                                       "My gym class has moved to Friday.", "OK.", "When is my dentist appointment?"),
         _both(_any("Thursday"), _any("9:40"))),
    Case("thread-plain", _thread("My yoga class is on Monday at 6 pm.", "Noted.", "When is my yoga class?"),
         _both(_any("Monday"), _any("6 pm", "6pm", "18:00"))),
    # French, German, Spanish questions with function words and modal openings
    Case("fr-draps", _rag(GITE, "Est-ce qu'il faut apporter des draps ?"),
         _both(_any("fourni"), _not_opening("oui"), _not_unknown)),
    Case("fr-piscine", _rag(PISCINE, "À quelle heure ouvre la piscine le matin ?"), _any("7 h 30", "7h30", "7:30")),
    Case("fr-bonnet", _rag(PISCINE, "Faut-il un bonnet de bain ?"),
         _both(_any("obligatoire"), _not_opening("non"), _not_unknown)),
    Case("de-bettwaesche", _rag(HUETTE, "Muss man eine eigene Bettwäsche mitbringen?"),
         _both(_any("gestellt"), _not_opening("ja"), _not_unknown)),
    Case("de-parkplatz-absent", _rag(HUETTE, "Gibt es einen Parkplatz bei der Hütte?"),
         _absent(*_NOT_SAID, "nicht erwähnt", "keine Angabe", "weiß ich nicht", "weiß es nicht")),
    Case("es-chaleco", _rag(KAYAK, "¿Hay que pagar aparte el chaleco salvavidas?"),
         _both(_any("incluido"), _not_opening("sí", "si"), _not_unknown)),
    Case("es-prueba", _rag(YOGA, "¿Cuánto cuesta una clase de prueba?"), _val(8)),
]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
