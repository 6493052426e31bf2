"""Invented probe (branch ``mine64``, session of 2026-12-05, sixth; issue 26; oracles written and
committed before its first run, never tuned against): documents in which a later line changes an
earlier value, in forms of my own.

A family that keeps coming back in blind sets ("a value changed by a later line, the first one
answered"): here in a parish newsletter with a "STOP PRESS" box, a gym timetable with a strike-through
written in words ("~~7 pm~~ now 7.30 pm"), a dentist's letter with a "P.S.", a rota as CSV with a
"Swap:" line under it, a price list whose footnote raises one price from a date, a Chinese notice with
"更正:", a YAML booking with a comment overriding a key, and an email whose quoted original the reply
corrects. Per document: the changed value (the new one is right, the old one wrong), a value the
change leaves alone (the old line is right), and for some an absent answer.

Classes as in the fresh sets (``tests/sim/fresh/_oracles``). ``python -W ignore -m
tests.sim.probes.amended_m [-v]`` prints the counts.

History:
- first sight on 91badf2a + branch mine64 at 'flag_purposes' (oracles committed before the one run): 22 cases:
  **15 / 4 / 3 / 1**. Wrong: dentist-who ("I don't know." over a letter naming Dr Flores and a P.S. naming Dr
  Kaminski instead), rota-12 (the CSV row quoted, the "Swap:" line under it unread), mail-day (a correction of
  the deposit quoted for the van's day price: the struck-out rule took the other amount's correction).
- branch mine64 (``grounded.changed_later``, the struck-out rule kept to the asked amount, ``kind_lines``'s
  person kind; each tested on notes of my own): **16 / 6 / 0 / 3**. rota-12 and dentist-who are documents
  limits quoting the change or a named person (their quotes meet the oracle: false alarms by the set's rule).
"""

from __future__ import annotations

import sys

from tests.sim.fresh._oracles import Case, _absent, _any, _but_not, _rag, report, tally

NEWS = ("St Aldhelm's Parish News - March\n\n"
        "The spring jumble sale is on Saturday 14 March in the church hall, doors open at 10 am.\n"
        "Tea and cake will be served by the Mothers' Union, 50p a cup.\n"
        "The Lent lunches continue every Wednesday at 12.30 pm.\n\n"
        "STOP PRESS: because of the boiler repair, the jumble sale moves to the scout hut on Mill Lane. "
        "Same day and time.")
GYM = ("Riverside Leisure - spring timetable\n"
       "Monday: Spin 6.30 pm, Pilates 8 pm\n"
       "Tuesday: Aqua fit 10 am, Circuits ~~7 pm~~ now 7.30 pm\n"
       "Thursday: Yoga 6 pm, Boxfit 7.15 pm\n"
       "All classes £6.50, or £4 for members.")
DENTIST = ("Dear Mr Achterberg,\n\n"
           "Your check-up is booked for Tuesday 9 June at 3.40 pm with Dr Flores.\n"
           "Please bring a list of any medicines you take.\n\n"
           "Yours sincerely,\nMeadow Dental\n\n"
           "P.S. Dr Flores is away that week, so you will see Dr Kaminski instead. The time is unchanged.")
ROTA = ("date,reader,flowers\n"
        "5 April,Gwen,Mrs Patel\n"
        "12 April,Harold,Ruth\n"
        "19 April,Gwen,Mrs Patel\n"
        "26 April,Ifeoma,Ruth\n"
        "Swap: Harold and Ifeoma have swapped readings, so Ifeoma reads on 12 April and Harold on 26 April.")
PRICES = ("Hollin Farm shop - egg and dairy prices\n"
          "Half dozen free-range eggs: £2.40\n"
          "Dozen free-range eggs: £4.50 *\n"
          "Pint of whole milk: £0.95\n"
          "Butter (250 g): £3.10\n"
          "* From 1 May the dozen rises to £4.80.")
ZH = ("绿洲小区 电梯维保通知\n"
      "3号楼电梯将于5月20日(周三)9:00-12:00停运维保。\n"
      "5号楼电梯将于5月21日(周四)14:00-17:00停运维保。\n"
      "更正:5号楼的维保改到5月22日(周五),时间不变。")
BOOKING = ("booking:\n"
           "  guest: Ms Oyelaran\n"
           "  nights: 3\n"
           "  room: Garden Suite\n"
           "  arrival: 2041-08-14\n"
           "  # 2041-07-30: guest rang, arrival moved to 2041-08-15, still 3 nights\n"
           "  breakfast: included")
MAIL = ("Hi Sam,\n"
        "Small correction to the below - the deposit is £150, not £120. Everything else stands.\n"
        "Bea\n\n"
        "> From: Bea\n"
        "> The van hire is £85 a day and the deposit is £120, returned when the van comes back clean.\n"
        "> Pick-up is from the depot on Station Road at 8 am.")

CASES: list[Case] = [
    Case("news-where", _rag(NEWS, "Where is the jumble sale now?"),
         _but_not(_any("scout hut", "Mill Lane"), "in the church hall, doors")),
    Case("news-doors", _rag(NEWS, "What time do the doors open for the jumble sale?"), _any("10 am", "10am", "10:00")),
    Case("news-tea", _rag(NEWS, "How much is a cup of tea?"), _any("50p")),
    Case("news-raffle", _rag(NEWS, "How much are raffle tickets?"), _absent("doesn't say", "not mention", "no mention")),
    Case("gym-circuits", _rag(GYM, "What time is Circuits on Tuesday?"), _but_not(_any("7.30"), "7 pm,", "7 pm.")),
    Case("gym-boxfit", _rag(GYM, "When is Boxfit?"), _any("7.15")),
    Case("gym-member", _rag(GYM, "How much is a class for members?"), _but_not(_any("£4"), "£6.50 or")),
    Case("dentist-who", _rag(DENTIST, "Which dentist will I see?"), _but_not(_any("Kaminski"), "with Dr Flores.")),
    Case("dentist-time", _rag(DENTIST, "What time is my check-up?"), _any("3.40", "15:40")),
    Case("dentist-bring", _rag(DENTIST, "What should I bring?"), _any("medicines")),
    Case("rota-12", _rag(ROTA, "Who reads on 12 April?"), _but_not(_any("Ifeoma"), "Harold,")),
    Case("rota-19", _rag(ROTA, "Who reads on 19 April?"), _any("Gwen")),
    Case("rota-flowers-26", _rag(ROTA, "Who does the flowers on 26 April?"), _any("Ruth")),
    Case("prices-dozen-may", _rag(PRICES, "How much will a dozen eggs be in June?"), _but_not(_any("£4.80"), "£4.50 *")),
    Case("prices-butter", _rag(PRICES, "How much is the butter?"), _any("£3.10")),
    Case("zh-5", _rag(ZH, "5号楼电梯哪天停运?"), _but_not(_any("5月22日", "22日", "周五"), "5月21日(周四)14:00")),
    Case("zh-3", _rag(ZH, "3号楼电梯几点恢复?"), _any("12:00", "12点")),
    Case("booking-arrival", _rag(BOOKING, "When does Ms Oyelaran arrive?"), _but_not(_any("08-15", "15 August", "August 15"), "2041-08-14")),
    Case("booking-room", _rag(BOOKING, "Which room is she in?"), _any("Garden Suite")),
    Case("mail-deposit", _rag(MAIL, "How much is the deposit?"), _but_not(_any("£150"), "£120, returned")),
    Case("mail-day", _rag(MAIL, "How much is the van a day?"), _any("£85")),
    Case("mail-insurance", _rag(MAIL, "Is insurance included?"), _absent("doesn't say", "not mention", "no mention")),
]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
