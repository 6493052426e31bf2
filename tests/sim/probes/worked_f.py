"""Invented probe (branch ``fix50a``, session of 2026-12-06; issue 26; oracles written and committed
before its first run, never tuned against): worked figures on every path, amounts and counts in words.

Material and wordings are mine, none from a fresh set: an upholsterer's job sheet ("4 cushions
recovered at £18 each"), a ferry kiosk's board in Chinese ("每位30元", "三人同行打九折"), a
Spanish campsite's tariff ("8 euros por noche"), an Italian bike hire's ("12 euro al giorno"), a
bowls league table with a legend ("Fernside had 4 points deducted"), amounts with pence words in
tool arguments and schema fields ("forty-two pounds fifty"), collective count words ("two dozen",
"three pairs", "a score of"), party lists ("the Okafors, there are three of them"), and the age of
a thing with a stated year ("fitted in 2011") worked to the latest date of the material. Paths:
plain RAG text, the partial-answer path (a question whose count word and verb are its own),
``with_structured_output`` schemas and ``bind_tools`` calls. Each mechanism has rows that must stay
right (the plain figure asked).

Classes as in the fresh sets: ``right``, ``limit`` (stated), ``wrong`` (silently), ``false alarm``.
``python -W ignore -m tests.sim.probes.worked_f [-v]`` prints the counts.

First sight on 0c0993c2 (the base of ``fix50a``; oracles committed before the one run, the boiler record
given one service date before it), 32 cases: right 15 / limit 6 / wrong 11 / false alarms 1. After branch
``fix50a`` (``worded_operations``' count times each and rate times the question's count in several languages,
a table's comment line undone for "without", ages from a year of start, collective count words, pence
after a dash, sized families in party lists): **25 / 5 / 2 / 1**. Left: ferry-zh-one (an unmarked "每位30元"
beside "儿童每位15元" read as the child's case only), ferry-zh-last ("几点开" over "17:30开出": "I don't
know"), both other classes; upholstery-when a limit on a right reply; the Italian and English-over-Italian
bike questions limits (the cross-language reader).
"""

from __future__ import annotations

import sys

from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _any,
    _call,
    _calls,
    _num_near,
    _parsed,
    _rag,
    _structured,
    _val,
    report,
    tally,
)

UPHOLSTERY = ("Hollis & Dean Upholstery - job sheet, Mrs Arkwright\n"
              "1 Wing chair: new webbing and springs £140.\n"
              "2 Sofa: 4 cushions recovered at £18 each.\n"
              "3 Footstool: re-stuff and new cover £65.\n"
              "Collection in three weeks.")
FERRY_ZH = ("渡轮售票处 价目表\n"
            "单程票:每位30元,儿童每位15元。\n"
            "往返票:每位50元。\n"
            "三人及以上同行打九折。\n"
            "末班船17:30开出。")
CAMPING_ES = ("Camping Los Pinos - tarifas 2026\n"
              "Parcela para tienda: 8 euros por noche.\n"
              "Electricidad: 4 euros por noche.\n"
              "La recepción abre de 9:00 a 20:00.")
BIKES_IT = ("Noleggio Bici Lago - listino\n"
            "Bici da città: 12 euro al giorno.\n"
            "Casco incluso nel prezzo.\n"
            "Aperto tutti i giorni dalle 8 alle 19.")
BOWLS = ("# Riverside bowls league, table after week 12\n"
         "Pos\tTeam\tPlayed\tWon\tPts\n"
         "1\tOakhill\t12\t9\t27\n"
         "2\tFernside\t12\t8\t20\n"
         "3\tMillbrook\t12\t6\t18\n"
         "# Fernside had 4 points deducted for fielding an unregistered player.")
BOILER = ("Service record - 14 Quarry Lane\n"
          "Boiler: Vaillant combi, fitted in 2011.\n"
          "Serviced 3 March 2024 by T. Hughes.\n"
          "Pressure topped up to 1.2 bar.")
BOILER_NO_DATE = ("Notes on the house\n"
                  "The boiler is a Vaillant combi, fitted in 2011.\n"
                  "The stopcock is under the kitchen sink.")


class Order(BaseModel):
    """A bakery order."""

    rolls: int = Field(description="how many bread rolls")


class Socks(BaseModel):
    """A sock order."""

    socks: int = Field(description="how many socks in all")


class Eggs(BaseModel):
    """An egg order."""

    eggs: int = Field(description="number of eggs")


class Payment(BaseModel):
    """A payment to record."""

    amount_gbp: float = Field(description="the amount paid in pounds")
    payee: str = Field(description="who was paid")


@tool
def share_cost(total_gbp: float, people: int) -> str:
    """Split a cost equally between a number of people."""
    return "split"


@tool
def book_rooms(guests: int, nights: int) -> str:
    """Book hotel rooms for a number of guests for a number of nights."""
    return "booked"


@tool
def send_money(amount_eur: float, to: str) -> str:
    """Send an amount in euros to a person."""
    return "sent"


CASES = [
    # a count in the quoted item times a price "each"
    Case("upholstery-cushions", _rag(UPHOLSTERY, "What will the sofa cushions cost altogether?"), _val(72, "£18 each.")),
    Case("upholstery-sofa-total", _rag(UPHOLSTERY, "How much is the sofa job?"), _val(72)),
    Case("upholstery-chair", _rag(UPHOLSTERY, "How much is the wing chair?"), _val(140)),
    Case("upholstery-each", _rag(UPHOLSTERY, "How much is each cushion?"), _val(18)),
    Case("upholstery-when", _rag(UPHOLSTERY, "When can it be collected?"), _any("three weeks", "3 weeks")),
    # Chinese: 每位 times the question's count, 打九折 on the sum
    Case("ferry-zh-three", _rag(FERRY_ZH, "我们三个大人买单程票一共多少钱?"), _val(81)),
    Case("ferry-zh-two", _rag(FERRY_ZH, "两个大人买往返票要多少钱?"), _val(100)),
    Case("ferry-zh-one", _rag(FERRY_ZH, "单程票成人多少钱?"), _val(30)),
    Case("ferry-zh-last", _rag(FERRY_ZH, "末班船几点开?"), _any("17:30")),
    # Spanish / Italian price per day or night times the question's count word
    Case("camping-es-nights", _rag(CAMPING_ES, "¿Cuánto cuesta la parcela para cinco noches?"), _val(40)),
    Case("camping-es-one", _rag(CAMPING_ES, "¿Cuánto cuesta la electricidad por noche?"), _val(4)),
    Case("bikes-it-days", _rag(BIKES_IT, "Quanto costa noleggiare una bici per quattro giorni?"), _val(48)),
    Case("bikes-it-day", _rag(BIKES_IT, "Quanto costa una bici da città al giorno?"), _val(12)),
    Case("bikes-en-days", _rag(BIKES_IT, "How much for a city bike for three days?"), _val(36)),
    # a legend's points deducted, undone for "without"
    Case("bowls-without", _rag(BOWLS, "How many points would Fernside have without the deduction?"), _val(24)),
    Case("bowls-fernside", _rag(BOWLS, "How many points does Fernside have?"), _val(20)),
    Case("bowls-oakhill", _rag(BOWLS, "How many points has Oakhill got?"), _val(27)),
    # amounts with pence words, party lists (tool arguments, schema fields)
    Case("tool-taxi-split", _calls([share_cost], "split the taxi - thirty-two pounds forty - between me, Ravi and "
                                                 "his two sisters"),
         _call("share_cost", total_gbp=_num_near(32.4), people=_num_near(4))),
    Case("tool-party-them", _calls([book_rooms], "book rooms for two nights for me, my husband and the Okafors, "
                                                 "there are three of them"),
         _call("book_rooms", guests=_num_near(5), nights=_num_near(2))),
    Case("tool-euros-cents", _calls([send_money], "send Lucia twelve euros fifty"),
         _call("send_money", amount_eur=_num_near(12.5))),
    Case("tool-plain-split", _calls([share_cost], "split £60 between 3 people"),
         _call("share_cost", total_gbp=_num_near(60), people=_num_near(3))),
    Case("schema-pence", _structured(Payment, "Paid the window cleaner forty-two pounds fifty on Friday."),
         _parsed(lambda p: abs(p.amount_gbp - 42.5) < 1e-6)),
    Case("schema-plain-amount", _structured(Payment, "Paid the plumber £85 on Monday."),
         _parsed(lambda p: abs(p.amount_gbp - 85) < 1e-6)),
    # collective count words
    Case("schema-dozens", _structured(Order, "Two dozen of the white rolls, please."), _parsed(lambda p: p.rolls == 24)),
    Case("schema-half-dozens", _structured(Order, "Could I have four half-dozens of the brown rolls?"),
         _parsed(lambda p: p.rolls == 24)),
    Case("schema-pairs", _structured(Socks, "Three pairs of wool socks for the walk."), _parsed(lambda p: p.socks == 6)),
    Case("schema-score", _structured(Eggs, "A score of eggs for the village fete."), _parsed(lambda p: p.eggs == 20)),
    Case("schema-zh-da", _structured(Eggs, "买两打鸡蛋。"), _parsed(lambda p: p.eggs == 24)),
    Case("schema-plain-count", _structured(Eggs, "Ten eggs, please."), _parsed(lambda p: p.eggs == 10)),
    # the age of a thing with a stated year, to the latest date the material holds
    Case("boiler-age", _rag(BOILER, "How old is the boiler?"), _val(13)),
    Case("boiler-fitted", _rag(BOILER, "When was the boiler fitted?"), _any("2011")),
    Case("boiler-age-nodate", _rag(BOILER_NO_DATE, "How old is the boiler?"),
         lambda out: False),  # (no date to count to: only the working limit is right)
]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
