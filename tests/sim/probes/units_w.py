"""Probe of fix52b (issue 26): units the simulator must read whole, written before any change.

Four kinds of unit, each on wordings of my own:
- a chat export's message (a WhatsApp export and a bracket-stamped work-chat copy whose messages
  carry no full stop): each stamped line is one message; "has X paid" reads X's own message;
- an id argument given in lower case with spaces ("tracking no. hx 0142 7731 de"): the id as
  written, its letter groups kept;
- a grader prompt's own verdict words in lower case ("answer supported or unsupported"): the reply
  is one of them, not the default yes / no;
- a share asked in another language ("ogni rata", "por persona", 每期) or in English ("each
  payment") over "N equal parts": worked (total / N) or the working limit, never the operand line.

Oracles strict. ``python -W ignore -m tests.sim.probes.units_w [-v]``.

History (right / limit / silently wrong / false alarms): first sight on b01fcaa1 before any change:
5 / 7 / 9 / 1. One oracle part then mended because it rejected a truly right reply: share-each-payment
took the £120 but refused any reply naming "£480", and the worked "£120 (£480 / 4)." names it as its
operand; it now refuses the misreading it guarded against ("a quarter", "a year": £480 read as a rate).
After fix52b's changes (``reply_shape.lower_pair``, ``values.labelled_ids``, ``chat_stamps.message_lines``,
``grounded.equal_parts``): 13 / 5 / 3 / 1. Left: chat-shed-key (a who-question answered by a message naming
"the shed" in passing), choir-olu-thursday (a yes over "can't make Thursday"), share-por-persona (a price per
family of four asked per person: no equal parts stated); id-tracking-no is a limit (no tool chosen for a
question opening "tracking no."), share-ogni-rata a limit ("rata" read as a typo of "rate").
"""

from __future__ import annotations

import re
import sys

from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.tools import tool

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _both,
    _but_not,
    _call,
    _calls,
    _denies,
    _none_of,
    _only,
    _rag,
    _val,
    report,
)

ALLOTMENT = """Greenside Allotments committee (WhatsApp chat export)
14/04/2033, 19:02 - Rosa Lindqvist: reminder the plot rent is £35 for the year, due by 30 April
14/04/2033, 19:15 - Imran: sent £12 for the water levy just now
14/04/2033, 19:31 - Bea Okafor: paid my plot rent, £35 to the treasurer
14/04/2033, 20:05 - Rosa Lindqvist: work party this Saturday from 10, bring gloves
14/04/2033, 20:40 - Imran: can someone lend me a wheelbarrow on Saturday?
14/04/2033, 21:10 - Bea Okafor: the compost bays are full, please use the new ones by the shed"""

CHOIR = """Northgate Community Choir - #sopranos (copied from the team chat)
[09:12] Maeve: concert dress is black top and black trousers, no jeans
[09:20] Olu: I've bought my concert ticket for my mum, £8
[09:34] Maeve: rehearsal on Thursday moves to the church hall, 7.30 start
[10:02] Kit: has anyone got the alto part for the second song
[10:15] Maeve: Kit, it's in the shared folder under scores
[10:40] Olu: can't make Thursday, dentist"""

_ALLOT_DUMP = ("compost bays", "WhatsApp chat export")
_CHOIR_DUMP = ("copied from the team chat", "shared folder under scores")


def _chat(export: str, question: str, instruction: str = "Answer the member's question from the chat."):
    def run(llm):
        return llm.invoke([SystemMessage(f"{instruction}\n\n{export}"), HumanMessage(question)])

    return run


@tool
def track_parcel(tracking_code: str) -> str:
    """Look up where a parcel is by its tracking code."""
    return "in transit"


@tool
def find_booking(booking_ref: str) -> str:
    """Find a ferry booking by its booking reference."""
    return "found"


@tool
def chase_order(order_number: str) -> str:
    """Chase a shop order by its order number."""
    return "chased"


def _code(value: str):
    return lambda v: re.sub(r"[\s\-#.]", "", str(v)).upper() == re.sub(r"\s", "", value).upper()


_COURSE = ("Corso di ceramica (autunno 2033)\n"
           "Il corso costa 450 € in tutto, da pagare in tre rate uguali (ottobre, novembre, dicembre).\n"
           "Le lezioni sono il martedì dalle 18 alle 20. L'argilla è inclusa.")
_VIAJE = ("Excursión a Toledo - información\n"
          "El autobús sale a las 8:00 de la plaza Mayor.\n"
          "El precio del viaje es de 96 € por familia de cuatro personas, comida incluida.\n"
          "Regreso previsto a las 19:00.")
_XUEFEI = ("钢琴班收费说明\n"
           "全年学费3600元,分四期支付,每学期开学前缴纳。\n"
           "每节课45分钟,每周一次。")
_GYM = ("Harbourside Gym - annual plan\n"
        "The annual plan costs £480, payable in four equal quarterly payments.\n"
        "Towels are £1 each. The pool opens at 6.30am.")

CASES = [
    # chat exports whose messages carry no full stop
    Case("chat-imran-rent", _chat(ALLOTMENT, "Has Imran paid his plot rent?"),
         _both(_denies("only", "water levy", "not yet", "hasn't", "has not", "no record"), _none_of(*_ALLOT_DUMP))),
    Case("chat-bea-rent", _chat(ALLOTMENT, "Has Bea paid her plot rent?"),
         _both(_any("yes", "paid"), _none_of(*_ALLOT_DUMP, "hasn't", "has not"))),
    Case("chat-work-party", _chat(ALLOTMENT, "When is the work party?"),
         _both(_any("saturday"), _none_of(*_ALLOT_DUMP))),
    Case("chat-rent-due", _chat(ALLOTMENT, "By when is the plot rent due?"),
         _both(_any("30 april"), _none_of(*_ALLOT_DUMP))),
    Case("chat-shed-key", _chat(ALLOTMENT, "Who has the key to the shed?"),
         _both(_absent("doesn't say", "not say", "no one says", "not mentioned"), _none_of(*_ALLOT_DUMP))),
    Case("choir-olu-thursday", _chat(CHOIR, "Is Olu coming on Thursday?"),
         _both(_denies("can't make", "cannot make", "dentist"), _none_of(*_CHOIR_DUMP))),
    Case("choir-dress", _chat(CHOIR, "What do we wear for the concert?"),
         _both(_any("black"), _none_of(*_CHOIR_DUMP, "dentist"))),
    Case("choir-where", _chat(CHOIR, "Where is Thursday's rehearsal?"),
         _both(_any("church hall"), _none_of(*_CHOIR_DUMP, "dentist"))),
    Case("choir-kit-alto", _chat(CHOIR, "Where can Kit find the alto part?"),
         _both(_any("shared folder"), _none_of("copied from the team chat", "dentist"))),
    # an id as written: letters and spaces kept
    Case("id-tracking-no", _calls([track_parcel], "tracking no. hx 0142 7731 de - where is it?"),
         _call("track_parcel", tracking_code=_code("HX01427731DE"))),
    Case("id-booking-ref", _calls([find_booking], "my booking ref is ab 12 cd 34, can you find it"),
         _call("find_booking", booking_ref=_code("AB12CD34"))),
    Case("id-reference-tail", _calls([find_booking], "find the booking with reference xk 55 902 t"),
         _call("find_booking", booking_ref=_code("XK55902T"))),
    Case("id-order-digits", _calls([chase_order], "please chase order number 771 204 for me"),
         _call("chase_order", order_number=_code("771204"))),
    # a grader's own verdict words in lower case
    Case("grade-unsupported", lambda llm: llm.invoke(
        "Is the answer supported by the facts? Answer supported or unsupported, nothing else.\n"
        "Facts: The ferry leaves at 7.10am and the crossing takes 50 minutes.\n"
        "Answer: The ferry leaves at noon."), _only("unsupported")),
    Case("grade-supported", lambda llm: llm.invoke(
        "Is the answer supported by the facts? Answer supported or unsupported, nothing else.\n"
        "Facts: The ferry leaves at 7.10am and the crossing takes 50 minutes.\n"
        "Answer: The crossing takes 50 minutes."), _only("supported")),
    Case("grade-helpful", lambda llm: llm.invoke(
        "Does the document help answer the question? Reply helpful or unhelpful only.\n"
        "Question: What time does the ferry leave?\n"
        "Document: The ferry leaves at 7.10am every weekday."), _only("helpful")),
    Case("grade-relevant-no", lambda llm: llm.invoke(
        "Grade the document: is it relevant to the question? answer relevant or not relevant.\n"
        "Question: How long is the ferry crossing?\n"
        "Document: The café on deck sells sandwiches and hot drinks."), _only("not relevant")),
    # a share of N equal parts asked in other languages
    Case("share-ogni-rata", _rag(_COURSE, "Quanto è ogni rata del corso?"), _but_not(_val(150), "450 €")),
    Case("share-por-persona", _rag(_VIAJE, "¿Cuánto cuesta el viaje por persona?"), _but_not(_val(24), "96 €")),
    Case("share-meiqi", _rag(_XUEFEI, "学费每期多少钱?"), _but_not(_val(900), "3600")),
    Case("share-each-payment", _rag(_GYM, "How much is each payment on the annual plan?"),
         _but_not(_val(120), "a quarter", "a year")),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
