"""Invented probe (branch ``fix48b``, session of 2026-12-06; issue 26; oracles written and committed
before its first run, never tuned against): worked figures and values by type.

Material and wordings are mine, none from a fresh set: a five-a-side league with a goal-difference
rule, a spelling bee's marks with a defining line and a correction, a German Hallenturnier table, a
market seller's payout statement, a kitchen fitter's quote with a percent-of-total deposit, a
builder's contract sum, a village raffle's prizes "each", a Chinese 征文 prize list, a chess
round-robin crosstable, a volunteers' hours table, age rules (a quiz night, a board game's "8+", a
Chinese 活动 "18岁以上", a German "ab 16 Jahren") asked with an age, tool calls with amounts in words
before prepositions, schemas and tools with counts changed in words. Questions ask for the worked
figure; plus plain cases whose right reply is the cell or row itself and absent answers that must
stay "I don't know".

Classes as in the fresh sets: ``right``, ``limit`` (stated), ``wrong`` (silently), ``false alarm``.
``python -W ignore -m tests.sim.probes.worked_d [-v]`` prints the counts.

First sight on 51a15e7a (the base of ``fix48b``; oracles committed before the one run), 35 cases:
right 8 / limit 11 / wrong 16 / false alarms 2. Wrong: league-gd, league-gd-neg, bee-final,
bee-final-fixed, de-tordifferenz, payout (the row or statement and its defining line quoted, not
worked), league-ground-absent (a row quoted for an absent ground), builder-deposit, raffle-total,
zh-prize-total (the percent / each line quoted), chess-games (the per-player Games summed, 20),
quiz-gran and zh-run-16 ("I don't know" over an age bound), tool-gift (10.0 for "ten euros twenty
towards"), schema-party-less and tool-minibus-minus (the first count). Limits: kitchen-deposit,
league-matches, league-goals, quiz-17, game-6, de-kurs-17, tool-expense, schema-guests-plus,
schema-zh-minus; tool-transfer and tool-expense-plain false alarms (the right amount, the limit for
the free-text argument).

After branch ``fix48b`` (each mechanism tested on material and wordings of my own in tests/sim, never
these cases nor the forty-sixth's): **23 / 10 / 2 / 3**.
- a figure the documents define by an operation (``grounded.defined_terms`` through
  ``asked_kinds.unmet``): league-gd, league-gd-neg, bee-final, bee-final-fixed, payout, builder-deposit,
  raffle-total right; de-tordifferenz a limit (its partial answer's tail names German words);
- a shared-event column over balanced sides halved (``totals``): chess-games right;
- an age-bound yes/no asked after the age, under "Age guide", in Chinese (``stated_answers``): quiz-17,
  quiz-gran, game-6, zh-run-16 right;
- a function word ends "<n> pounds <m>" (``words.currencies``): tool-gift right, tool-expense a false
  alarm now (6.45 right, the free-text limit beside it);
- a count changed in words (``values.count_changes``): schema-party-less, tool-minibus-minus right.
Left: league-ground-absent and zh-prize-total wrong (a row quoted for a "where" question; a Chinese
"每人" prize line not worked); kitchen-deposit, league-matches, league-goals, de-kurs-17,
schema-guests-plus, schema-zh-minus limits.
"""

from __future__ import annotations

import re
import sys
from typing import Annotated, TypedDict

from langchain_core.messages import HumanMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _but_not,
    _call,
    _calls,
    _no_or,
    _num_near,
    _parsed,
    _rag,
    _starts,
    _structured,
    _text,
    _val,
    _yes_or,
    report,
    tally,
)

LEAGUE = ("Thursday five-a-side - table after round 3\nTeam | P | W | D | L | F | A\n"
          "Badgers | 3 | 2 | 1 | 0 | 11 | 6\nOtters | 3 | 2 | 0 | 1 | 9 | 7\n"
          "Stoats | 3 | 1 | 0 | 2 | 8 | 10\nVoles | 3 | 0 | 1 | 2 | 5 | 10\n"
          "P = played, F = goals for, A = goals against. Goal difference is F minus A.")
BEE = ("Year 6 spelling bee - marks\nPupil | Written | Oral\nRavi Shah | 18 | 12\nMina Cole | 15 | 11\n"
       "Tom Pryce | 17 | 9\nThe final score is the written mark plus the oral mark.")
BEE_FIXED = BEE + "\nCorrection from the judges: Mina Cole's oral mark was 14, not 11."
TURNIER = ("Hallenturnier der E-Jugend - Tabelle\nMannschaft | Tore | Gegentore | Punkte\n"
           "Eintracht Nord | 12 | 4 | 9\nSV Lindenau | 7 | 7 | 4\nFC Auental | 3 | 11 | 1\n"
           "Die Tordifferenz ist Tore minus Gegentore.")
PAYOUT = ("Crafters' Market - your May statement\nStall holder: Jo Penrose\nGross sales: £1,240.00\n"
          "Platform fees: £186.00\nYour payout is gross sales less platform fees, paid on the 5th.")
KITCHEN = ("Oakline Kitchens - quotation\nCabinets: £3,400.00\nWorktops: £1,100.00\nFitting labour: £900.00\n"
           "A deposit of 20% of the quoted total is payable on acceptance; the rest on completion.")
BUILDER = ("Dear Mr Ahmed,\nThe contract sum for the garage conversion is £18,000.\n"
           "We ask for a deposit of 10% of the contract sum before we order materials.\n"
           "Work can start on 3 March.")
RAFFLE = ("St Anne's summer fete - raffle\nFirst prize: a £60 garden centre voucher.\n"
          "Four runners-up get a £15 voucher each.\nTickets are £1 each or six for £5.")
ZH_PRIZE = "社区征文比赛奖项\n一等奖一名,奖金800元。\n二等奖三名,每人300元。\n截稿日期为10月31日。"
CHESS = ("Elmfield chess club - autumn round-robin\nPlayer | Games | Won | Drawn | Lost | Points\n"
         "A. Novak | 4 | 3 | 1 | 0 | 3.5\nB. Osei | 4 | 2 | 1 | 1 | 2.5\nC. Lund | 4 | 2 | 0 | 2 | 2\n"
         "D. Ferris | 4 | 1 | 1 | 2 | 1.5\nE. Kaur | 4 | 0 | 1 | 3 | 0.5")
HOURS = ("Food bank volunteers - hours in March\nVolunteer | Shifts | Hours\nAnna | 4 | 12\nBilal | 3 | 9\n"
         "Chen | 5 | 15\nDora | 2 | 6")
QUIZ_NIGHT = ("Fox & Hound charity quiz - Friday 8pm\nTeams of up to six. Entry £2 per person.\n"
              "Open to anyone aged 18 or over, as the quiz is held in the bar.")
GAME = "Castle Builders (board game)\nPlayers: 2-5. Playing time: 45 minutes.\nAge guide: 8+.\nRRP £29.99."
ZH_EVENT = "城市夜跑活动报名须知\n本活动仅限18岁以上人士报名参加。\n报名费每人50元,含T恤一件。\n集合时间为晚上7点。"
DE_KURS = ("Töpferkurs im Gemeindehaus\nDienstags 18 bis 20 Uhr, acht Termine.\n"
           "Teilnahme ab 16 Jahren.\nKursgebühr 96 Euro inklusive Ton.")
_NOT_SAID = ("doesn't say", "does not say", "doesn't give", "does not give", "not given", "not stated",
             "not listed", "doesn't list", "does not list", "doesn't mention", "does not mention",
             "没有", "nicht")


def _pasted(block: str, question: str):
    return lambda llm: llm.invoke([HumanMessage(f"{block}\n\n{question}")])


def _worked(value: float, *avoid: str):
    """The worked figure given as the answer: the reply's first number, or "is / = / comes to <value>";
    none of ``avoid`` (a quoted row holding the operands is no answer)."""

    def ok(out) -> bool:
        text = _text(out)
        if any(a in text for a in avoid):
            return False
        nums = re.findall(r"(?<![\w.])-?\d[\d,]*(?:\.\d+)?", text)
        first = float(nums[0].replace(",", "")) if nums else None
        said = re.search(rf"(?:\bis|=|\bequals|\bcomes to|\bmakes|\bof)\s*[£€$]?{value:g}\b", text)
        return first == value or said is not None

    return ok


def _signed(value: float):
    """The signed figure ``value`` in the reply ("-4", "−4", "minus 4"), never its plain absolute."""

    def ok(out) -> bool:
        text = _text(out).replace("−", "-").replace("minus ", "-")
        nums = [float(n) for n in re.findall(r"(?<![\w.])[-+]?\d+(?:\.\d+)?", text)]
        return value in nums

    return ok


class Party(BaseModel):
    people: int = Field(description="how many people the table is for")


class Headcount(TypedDict):
    organiser: Annotated[str, ..., "who made the booking"]
    guests: Annotated[int, ..., "the number of guests coming"]


@tool
def transfer_money(amount_usd: float, to_account: str) -> str:
    """Move money from the current account to another of the user's accounts."""
    return "moved"


@tool
def add_to_gift_fund(amount_eur: float, gift: str) -> str:
    """Add a contribution in euros to a group gift."""
    return "added"


@tool
def log_expense(amount_gbp: float, what: str) -> str:
    """Record a small expense in the household budget."""
    return "logged"


@tool
def book_minibus(passengers: int, destination: str) -> str:
    """Book the club minibus for a trip."""
    return "booked"


def _field(name: str, check):
    return _parsed(lambda p: check(p.get(name) if isinstance(p, dict) else getattr(p, name, None)))


CASES = [
    # a defined term over a table row (OO1's family): worked from its definition
    Case("league-gd", _rag(LEAGUE, "What is the Otters' goal difference?"), _worked(2)),
    Case("league-gd-neg", _rag(LEAGUE, "What's the goal difference for the Voles?"), _signed(-5)),
    Case("bee-final", _rag(BEE, "What was Ravi Shah's final score?"), _val(30)),
    Case("bee-final-fixed", _rag(BEE_FIXED, "What is Mina Cole's final score?"), _but_not(_val(29), "26")),
    Case("de-tordifferenz", _rag(TURNIER, "Wie hoch ist die Tordifferenz von Eintracht Nord?"), _val(8)),
    Case("payout", _rag(PAYOUT, "How much is my payout for May?"), _val(1054)),
    # the plain cell or row: the reply is the cell itself
    Case("league-for", _rag(LEAGUE, "How many goals have the Badgers scored?"), _val(11)),
    Case("bee-oral", _rag(BEE, "What oral mark did Tom Pryce get?"), _val(9)),
    Case("payout-fees", _rag(PAYOUT, "What were the platform fees?"), _val(186)),
    Case("league-ground-absent", _rag(LEAGUE, "Where do the Badgers play their home games?"), _absent(*_NOT_SAID)),
    # a percent of a whole the material states or sums
    Case("kitchen-deposit", _rag(KITCHEN, "How much is the deposit?"), _val(1080)),
    Case("builder-deposit", _pasted(BUILDER, "What deposit do I have to pay before they order materials?"), _val(1800)),
    Case("builder-start", _rag(BUILDER, "When can the work start?"), _any("3 March")),
    # prizes "each": a count times an amount, plus the rest
    Case("raffle-total", _rag(RAFFLE, "How much are the raffle prizes worth altogether?"), _val(120)),
    Case("raffle-first", _rag(RAFFLE, "What is the first prize?"), _any("£60", "60")),
    Case("zh-prize-total", _rag(ZH_PRIZE, "奖金一共是多少元?"), _val(1700)),
    # a per-player event column over a table whose sides balance (won = lost): each game counted twice
    Case("chess-games", _rag(CHESS, "How many games were played in the tournament altogether?"), _val(10, "20")),
    Case("league-matches", _rag(LEAGUE, "How many matches have been played in total so far?"), _worked(6, "12 ", "12.")),
    Case("league-goals", _rag(LEAGUE, "How many goals have been scored in the league altogether?"), _val(33)),
    Case("hours-total", _rag(HOURS, "How many hours did the volunteers give in March in total?"), _val(42)),
    # an age rule asked with an age
    Case("quiz-17", _rag(QUIZ_NIGHT, "I'm 17 - am I allowed to join a team?"), _no_or()),
    Case("quiz-gran", _rag(QUIZ_NIGHT, "My gran is 82. Can she play in our team?"), _yes_or()),
    Case("game-6", _rag(GAME, "My nephew is 6. Is Castle Builders OK for him?"), _no_or()),
    Case("zh-run-16", _rag(ZH_EVENT, "我今年16岁,可以报名吗?"), _no_or("不可以", "不能")),
    Case("de-kurs-17", _rag(DE_KURS, "Meine Tochter ist 17. Darf sie am Kurs teilnehmen?"), _starts("ja")),
    Case("quiz-parking-absent", _rag(QUIZ_NIGHT, "Is there parking at the pub?"), _absent(*_NOT_SAID)),
    # amounts in words before a preposition keep their minor units (tool arguments)
    Case("tool-transfer", _calls([transfer_money], "transfer fifteen dollars thirty to savings please"),
         _call("transfer_money", amount_usd=_num_near(15.30, 0.001))),
    Case("tool-gift", _calls([add_to_gift_fund], "put ten euros twenty towards the leaving gift for Sam"),
         _call("add_to_gift_fund", amount_eur=_num_near(10.20, 0.001))),
    Case("tool-expense", _calls([log_expense], "log 6 pounds 45 for stamps and envelopes"),
         _call("log_expense", amount_gbp=_num_near(6.45, 0.001))),
    Case("tool-expense-plain", _calls([log_expense], "log twelve pounds for the window cleaner"),
         _call("log_expense", amount_gbp=_num_near(12))),
    # a count changed in words (schemas and tool arguments)
    Case("schema-party-less", _structured(Party, "Can we have a table for ten, less the three who are driving home early?"),
         _field("people", _num_near(7))),
    Case("schema-guests-plus", _structured(Headcount, "Hi, it's Dana Kerr: five of us confirmed, plus another two from work."),
         _field("guests", _num_near(7))),
    Case("schema-zh-minus", _structured(Party, "我们一共九个人,减去两个不来的同事。"), _field("people", _num_near(7))),
    Case("schema-party-plain", _structured(Party, "A table for six please - two of us are vegetarian."),
         _field("people", _num_near(6))),
    Case("tool-minibus-minus", _calls([book_minibus], "book the minibus to Harlech for fourteen, minus the four who are driving"),
         _call("book_minibus", passengers=_num_near(10))),
]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
