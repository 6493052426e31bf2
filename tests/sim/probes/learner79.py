"""Invented probe (branch ``learner79``, oracles written and committed before its first run): a
learner's own tools, schemas, graders and conversations (issue 26 points 1-3), in styles and topics
no earlier set or probe used. Tools: a docstring in Chinese, a NumPy-style ``Parameters`` section,
an ``args_schema`` with a nested model, ``StructuredTool.from_function`` with a description string,
a list of enum toppings, a ``datetime`` argument with a stated today, money in words in other
currencies ("fifty euro", "2 grand in Canadian dollars", "twelve hundred yen"), two competing stock
tools, one request no tool fits, one missing a required value. Structured outputs: Optional lists
(present and absent), a nested contact, Literal fields read from synonyms, conint / confloat bounds,
a date in words, values in another unit (lb, feet and inches), a JSON schema whose list items are
enums, a household counted from its members, a field the text does not hold. Graders: criteria in
new words ("backed by the source", "bears on the query"), a 0-5 and an A-F scale, label prompts in
Polish, Swahili and Hungarian, a grader whose guide is never given (a stated limit is right).
Conversations of 3-6 turns: facts in passing, a correction, "the other one", "same again but for
two", a running total, a question about the assistant, a never-stated fact, one in Dutch.

Classes as in the fresh sets (``tests/sim/fresh/_oracles``): ``right``, ``limit`` (a limit stated),
``wrong`` (silently), ``false alarm`` (a limit on a reply whose oracle is met). ``_limit_only`` /
``_must_state``: no quiet reply meets it (its right reply is a stated limit).
``python -W ignore -m tests.sim.probes.learner79 [-v]``.

First sight on start79 (6b90b8dd), 49 cases: right 17 / limit 26 / wrong 6 / false alarms 3.
Wrong: "a two-seater kayak for ninety minutes" gave seats=90 (the minutes' figure read as the count);
"this Friday at 2pm" with today Wednesday 14 March gave 2040-03-14T14:00 (today, not the Friday);
"hire me a kayak please" asked back with no call and no stated limit; "add another week to my ski
pass" asked for the days (a week not read as 7 days); "absolutely furious" chose mood 'sad';
"spent 12.50 ... then 4.80 ... and 30 on a taxi. how much have i spent today?" gave 17.30 (the last
turn's own figure left out). False alarms: the no-fit case (its right no-call reply with a limit), a
letter grade 'A' with a limit, "what are you exactly, some kind of AI?" answered with a limit (its
text says "offline simulator", which the oracle counts).
History on branch learner79 (each mechanism tested in tests/sim on wordings of its own):
- one unit said as "another week" / "an extra hour" / "one more day" is 1 of it (``one_more_unit_leads``);
  a numeric field named for a time unit ("extra_days") reads lengths of time in that unit in structured
  output too, the one nearest its own word among several (``tail_time_units``): 18 / 26 / 5 / 3;
- a date-time value reads its day as a date field does ("this Friday at 2pm" from the stated today):
  19 / 26 / 4 / 3;
- two sentiment labels of one side (sad / angry) told apart by the emotion's words ("furious": angry;
  ``emotion_words``), a limit when the text uses neither's: 20 / 26 / 3 / 3;
- a number word fused to its noun ("a two-seater") counts it; a length of time ("for ninety minutes")
  fills no count of things: 21 / 26 / 2 / 3;
- a running total spent adds the question turn's own amount ("and 30 on a taxi. how much have i spent
  today?"): 22 / 26 / 1 / 3;
- a question about the assistant in passing words ("some kind of AI?") is small talk about itself:
  23 / 25 / 1 / 2.
Left wrong: "hire me a kayak please" (a question back with no call and no stated limit, the class
tools78 left: the committed oracle counts only a stated limit right). Left false alarms: the no-fit
case's limit beside its right no-call reply; a letter grade 'A' chosen with a limit.
"""

from __future__ import annotations

import re
import sys
import warnings
from datetime import date, datetime
from enum import Enum
from typing import Literal, Optional

from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.tools import StructuredTool, tool
from pydantic import BaseModel, Field, confloat, conint

from tests.sim.fresh._oracles import (
    Case,
    _any,
    _ask,
    _both,
    _call,
    _call_args,
    _calls,
    _either,
    _must_state,
    _no_call,
    _none_of,
    _not_opening,
    _num_near,
    _only,
    _parsed,
    _structured,
    _text,
    _thread,
    _word,
    report,
)

# --- the learner's tools --------------------------------------------------------------------------


@tool
def book_meeting_room(room_number: int, people: int) -> str:
    """预订会议室。

    参数:
        room_number: 会议室编号
        people: 参会人数
    """
    return "已预订"


@tool
def hire_kayak(hours: float, seats: int) -> str:
    """Hire a kayak at the lake.

    Parameters
    ----------
    hours : float
        Hire length in hours.
    seats : int
        Number of seats in the kayak (1 or 2).

    Returns
    -------
    str
        A hire reference.
    """
    return "KY-1"


class Pet(BaseModel):
    name: str = Field(description="the pet's name")
    species: Literal["dog", "cat", "rabbit"]


class VetVisit(BaseModel):
    pet: Pet
    reason: str = Field(description="why the pet needs to be seen")


@tool(args_schema=VetVisit)
def book_vet(pet: Pet, reason: str) -> str:
    """Book a vet appointment for a pet."""
    return "booked"


def _tip(bill: float, percent: float) -> str:
    return "ok"


work_out_tip = StructuredTool.from_function(
    func=_tip, name="work_out_tip",
    description="Work out the tip on a restaurant bill. bill is the bill total; percent is the tip rate, e.g. 12.5.")


class Topping(str, Enum):  # noqa: UP042 (a learner's str-Enum)
    CHEESE = "cheese"
    MUSHROOM = "mushroom"
    OLIVE = "olive"
    PEPPER = "pepper"
    HAM = "ham"


@tool
def order_pizza(size: Literal["small", "medium", "large"], toppings: list[Topping]) -> str:
    """Order a pizza of one size with any of the listed toppings."""
    return "ordered"


@tool
def book_boiler_service(when: datetime) -> str:
    """Book a boiler service visit at a date and time (ISO 8601)."""
    return "booked"


@tool
def send_gift(amount: float, currency: str, recipient: str) -> str:
    """Send a gift of money to someone. currency is an ISO 4217 code."""
    return "sent"


@tool
def set_budget(amount: float, currency: str) -> str:
    """Set the renovation budget.

    Args:
        amount: the budget cap
        currency: three-letter ISO 4217 currency code
    """
    return "set"


@tool
def check_stock(product: str) -> str:
    """Check how many of a product are in the shop's stock room. Read-only; orders nothing."""
    return "12 in stock"


@tool
def reorder_stock(product: str, quantity: int) -> str:
    """Place an order with the supplier for more of a product."""
    return "ordered"


@tool
def preheat_oven(celsius: int) -> str:
    """Preheat the smart oven to a temperature in degrees Celsius."""
    return "heating"


@tool
def order_eggs(count: int) -> str:
    """Order eggs from the farm shop by the number of eggs."""
    return "ordered"


@tool
def extend_ski_pass(days: int) -> str:
    """Extend the ski pass by a number of days."""
    return "extended"


@tool
def pay_rent(amount: float, currency: str) -> str:
    """Pay this month's rent. currency is an ISO 4217 code."""
    return "paid"


def _is(value: str):
    return lambda v: str(getattr(v, "value", v)).strip().lower() == value.lower()


def _limit_only(out) -> bool:
    """No reply meets it: its right reply is a stated limit."""
    return False


def _vet(out) -> bool:
    args = _call_args(out, "book_vet")
    if args is None:
        return False
    pet = args.get("pet")
    pet = pet if isinstance(pet, dict) else getattr(pet, "__dict__", {})
    return (str(pet.get("name", "")).strip().lower() == "miso" and _is("cat")(pet.get("species", ""))
            and "sneez" in str(args.get("reason", "")).lower())


def _toppings(*wanted: str):
    def ok(v) -> bool:
        got = sorted(str(getattr(x, "value", x)).strip().lower() for x in (v or []))
        return got == sorted(wanted)

    return ok


def _when(value: str):
    return lambda v: str(v).strip().replace(" ", "T")[:16] == value


def _has_words(*words: str):
    return lambda v: all(w in str(v).lower() for w in words)


TOOLS = [
    Case("tool-zh-doc", _calls([book_meeting_room], "帮我订3号会议室,一共八个人"),
         _call("book_meeting_room", room_number=_num_near(3), people=_num_near(8))),
    Case("tool-numpy-doc", _calls([hire_kayak], "we'd like a two-seater kayak for ninety minutes"),
         _call("hire_kayak", hours=_num_near(1.5), seats=_num_near(2))),
    Case("tool-nested-schema", _calls([book_vet], "can you get my cat Miso seen at the vet? she keeps sneezing"), _vet),
    Case("tool-from-function", _calls([work_out_tip], "what's a 15% tip on a bill of 64.20?"),
         _call("work_out_tip", bill=_num_near(64.2), percent=_num_near(15))),
    Case("tool-enum-list", _calls([order_pizza], "a large pizza with mushrooms and olives please"),
         _call("order_pizza", size=_is("large"), toppings=_toppings("mushroom", "olive"))),
    Case("tool-datetime-today", _calls([book_boiler_service],
                                       "Today is Wednesday 14 March 2040. Book the boiler service for this "
                                       "Friday at 2pm."),
         _call("book_boiler_service", when=_when("2040-03-16T14:00"))),
    Case("tool-fifty-euro", _calls([send_gift], "send Marta fifty euro for her birthday"),
         _call("send_gift", amount=_num_near(50), currency=_is("EUR"), recipient=_is("Marta"))),
    Case("tool-two-grand", _calls([set_budget], "cap the kitchen budget at 2 grand in Canadian dollars"),
         _call("set_budget", amount=_num_near(2000), currency=_is("CAD"))),
    Case("tool-yen-words", _calls([pay_rent], "pay the rent, it's eighty-five thousand yen this month"),
         _call("pay_rent", amount=_num_near(85000), currency=_is("JPY"))),
    Case("tool-compete-check", _calls([check_stock, reorder_stock], "do we still have any blue merino yarn?"),
         _call("check_stock", product=_has_words("blue", "yarn"))),
    Case("tool-compete-order", _calls([check_stock, reorder_stock], "order 30 more skeins of the blue merino yarn"),
         _call("reorder_stock", product=_has_words("blue", "yarn"), quantity=_num_near(30))),
    Case("tool-no-fit", _calls([hire_kayak, order_pizza, work_out_tip], "who wrote Middlemarch?"), _no_call),
    Case("tool-missing-seats", _calls([hire_kayak], "hire me a kayak please"), _limit_only),
    Case("tool-fahrenheit", _calls([preheat_oven], "preheat the oven to 400 fahrenheit"),
         _call("preheat_oven", celsius=_num_near(204, 1.01))),
    Case("tool-dozen-half", _calls([order_eggs], "order a dozen and a half eggs"),
         _call("order_eggs", count=_num_near(18))),
    Case("tool-week", _calls([extend_ski_pass], "add another week to my ski pass"),
         _call("extend_ski_pass", days=_num_near(7))),
]

# --- structured output ----------------------------------------------------------------------------


class Guest(BaseModel):
    name: str = Field(description="the guest's first name")
    allergies: Optional[list[str]] = Field(  # noqa: UP045 (a learner's Optional)
        default=None, description="foods the guest cannot eat, if any")


class Contact(BaseModel):
    email: str


class Supplier(BaseModel):
    name: str = Field(description="the supplier's company name")
    contact: Contact


class Sky(BaseModel):
    sky: Literal["clear", "cloudy", "rain", "snow"] = Field(description="the weather described")


class Spice(BaseModel):
    level: conint(ge=0, le=3) = Field(description="spice level: 0 mild, 1 medium, 2 hot, 3 hottest")


class FilmScore(BaseModel):
    score: confloat(ge=0, le=10) = Field(description="the reviewer's score out of ten")


class Stay(BaseModel):
    check_in: date = Field(description="the arrival date")


class Luggage(BaseModel):
    weight_kg: float = Field(description="the suitcase's weight in kilograms")


class Height(BaseModel):
    height_cm: float = Field(description="the person's height in centimetres")


class Return(BaseModel):
    order_number: str = Field(description="the order number being returned")


class Departure(BaseModel):
    departs: str = Field(description="departure time as HH:MM, 24-hour clock")


class Mood(BaseModel):
    mood: Literal["happy", "sad", "angry", "neutral"]


class Household(BaseModel):
    people: int = Field(description="how many people live in the household")


DAYS_SCHEMA = {"title": "Availability", "type": "object",
               "properties": {"days": {"type": "array", "description": "the weekdays the person is free",
                                       "items": {"type": "string",
                                                 "enum": ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]}}},
               "required": ["days"]}


def _allergies(g) -> bool:
    got = {re.sub(r"s$", "", str(a).strip().lower()) for a in (g.allergies or [])}
    return g.name.strip() == "Noor" and got == {"peanut", "shellfish"}


STRUCTURED = [
    Case("schema-optional-list", _structured(Guest, "Noor is coming on Saturday; she can't eat peanuts or shellfish."),
         _parsed(_allergies)),
    Case("schema-optional-list-absent", _structured(Guest, "Jonas is coming on Saturday too."),
         _parsed(lambda g: g.name.strip() == "Jonas" and not g.allergies)),
    Case("schema-nested-contact", _structured(Supplier, "Our flour comes from Hartley Mills - email them at "
                                                        "orders@hartleymills.co.uk."),
         _parsed(lambda s: s.name.strip().lower() == "hartley mills"
                 and s.contact.email.strip().lower() == "orders@hartleymills.co.uk")),
    Case("schema-literal-synonym", _structured(Sky, "It's been pouring all afternoon."),
         _parsed(lambda s: s.sky == "rain")),
    Case("schema-conint-top", _structured(Spice, "Make my curry as hot as you possibly can."),
         _parsed(lambda s: s.level == 3)),
    Case("schema-confloat-words", _structured(FilmScore, "I'd give the film seven and a half out of ten."),
         _parsed(lambda f: abs(f.score - 7.5) <= 1e-6)),
    Case("schema-date-words", _structured(Stay, "We arrive on the twenty-third of August 2041."),
         _parsed(lambda s: str(s.check_in) == "2041-08-23")),
    Case("schema-lb", _structured(Luggage, "My suitcase weighs 50 lb."),
         _parsed(lambda lug: abs(lug.weight_kg - 22.68) <= 0.05)),
    Case("schema-feet-inches", _structured(Height, "She's 5 foot 6."),
         _parsed(lambda h: abs(h.height_cm - 167.64) <= 0.6)),
    Case("schema-missing-order", _structured(Return, "I'd like to return the walking boots I bought."), _limit_only),
    Case("schema-time-words", _structured(Departure, "The ferry leaves at ten past nine at night."),
         _parsed(lambda d: d.departs.strip() == "21:10")),
    Case("schema-mood", _structured(Mood, "I'm absolutely furious about the delay."),
         _parsed(lambda m: m.mood == "angry")),
    Case("schema-enum-days", _structured(DAYS_SCHEMA, "I can only do Tuesdays and Thursdays."),
         _parsed(lambda d: isinstance(d, dict) and sorted(d.get("days") or []) == ["thu", "tue"])),
    Case("schema-household", _structured(Household, "It's me, my wife and our three kids."),
         _parsed(lambda h: h.people == 5)),
]

# --- graders --------------------------------------------------------------------------------------


class Backed(BaseModel):
    supported: bool = Field(description="Is each statement in the response backed by the source?")


class Bears(BaseModel):
    pertinent: Literal["yes", "no"] = Field(description="whether the excerpt bears on the query")


class LetterGrade(BaseModel):
    grade: Literal["A", "B", "C", "D", "F"] = Field(description="the grade of the student's answer")


def _grader(schema, system: str, human: str):
    def run(llm):
        return llm.with_structured_output(schema, include_raw=True).invoke([SystemMessage(system), HumanMessage(human)])

    return run


def _score(lo: int, hi: int):
    """The reply is one whole number in ``lo``..``hi``."""
    def ok(out) -> bool:
        m = re.fullmatch(r"\s*(\d+)(?:\s*/\s*5)?\s*\.?\s*", _text(out))
        return bool(m) and lo <= int(m.group(1)) <= hi

    return ok


GRADERS = [
    Case("gr-backed-extra", _grader(Backed, "You audit chatbot responses.",
                                    "Source: The library opens at 9am on Saturdays.\n"
                                    "Response: The library opens at 9am on Saturdays and has free parking."),
         _parsed(lambda b: b.supported is False)),
    Case("gr-bears-yes", _grader(Bears, "Judge the retrieved excerpt.",
                                 "Query: how do I repot an orchid\n"
                                 "Excerpt: Orchids should be repotted every two years into fresh bark mix."),
         _parsed(lambda b: b.pertinent == "yes")),
    Case("gr-zero-five", _ask("Score the answer from 0 (wrong) to 5 (fully correct). Reply with the number only.\n"
                              "Question: How many legs does a spider have?\nAnswer: Eight."), _score(4, 5)),
    Case("gr-letter-grade", _grader(LetterGrade, "Grade the student's answer.",
                                    "Question: What is 7 times 8?\nStudent answer: 56"),
         _parsed(lambda g: g.grade == "A")),
    Case("gr-pl-label", _ask("Oceń, czy fragment odpowiada na pytanie. Odpowiedz tylko TAK lub NIE.\n"
                             "Pytanie: O której otwiera się basen?\nFragment: Basen jest otwarty od 7:00 do 21:00."),
         _only("TAK")),
    Case("gr-sw-label", _ask("Je, maoni haya ni chanya au hasi? Jibu kwa neno moja tu: CHANYA au HASI.\n"
                             "Maoni: Chakula kilikuwa kibaya sana na huduma ilikuwa mbaya."), _only("HASI")),
    Case("gr-hu-label", _ask("Releváns-e a részlet a kérdéshez? Válaszolj csak IGEN vagy NEM szóval.\n"
                             "Kérdés: Hogyan kell kenyeret sütni?\nRészlet: A vonatjegy ára 20 euró."), _only("NEM")),
    Case("gr-guide-unseen", _ask("Check the response against our brand voice guide (section 4). "
                                 "Answer COMPLIANT or NON-COMPLIANT.\nResponse: Hey there! Your order's on its way."),
         _must_state),
]

# --- conversations --------------------------------------------------------------------------------


def _quiet(fn):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return fn()


def _memory(*user_turns: str):
    """A ``StateGraph(MessagesState)`` with a ``MemorySaver``: each user turn on one thread."""
    def run(llm):
        from langgraph.checkpoint.memory import MemorySaver
        from langgraph.graph import START, MessagesState, StateGraph

        def chat(state: MessagesState):
            return {"messages": [llm.invoke(state["messages"])]}

        g = StateGraph(MessagesState)
        g.add_node("chat", chat)
        g.add_edge(START, "chat")
        app = g.compile(checkpointer=MemorySaver())
        cfg = {"configurable": {"thread_id": "l79"}}
        for t in user_turns[:-1]:
            _quiet(lambda t=t: app.invoke({"messages": [HumanMessage(t)]}, cfg))
        return app.invoke({"messages": [HumanMessage(user_turns[-1])]}, cfg)["messages"][-1]

    return run


def _re(pattern: str):
    return lambda out: bool(re.search(pattern, _text(out), re.I))


def _new_not_old(new: str, old: str):
    """``new`` is given; ``old`` only right after a "not" if at all."""
    def ok(out) -> bool:
        t = _text(out)
        if not re.search(new, t, re.I):
            return False
        return not re.search(old, re.sub(rf"\bnot\s*(?:{old})", "", t, flags=re.I), re.I)

    return ok


def _not_invented(*forbidden: str):
    said = ("haven't told", "have not told", "didn't tell", "did not tell", "didn't mention", "did not mention",
            "haven't mentioned", "have not mentioned", "haven't said", "don't know", "do not know", "no way of knowing")

    def ok(out) -> bool:
        t = _text(out).lower()
        return any(s in t for s in said) and not any(f.lower() in t for f in forbidden)

    return ok


NOT_HUMAN = ("simulat", "a program", "not a real person", "not a person", "rule-based", "offline", "language model",
             "computer", "not human", "not a human")

CONVERSATIONS = [
    Case("cv-passing-birthday", _thread("we're driving up to Inverness for my mum's 70th on Saturday, any tips for "
                                        "the A9?", "Leave early and plan a stop at Pitlochry.",
                                        "good shout. remind me, whose birthday is it?"),
         _both(_any("mum", "mother"), _none_of("don't know", "haven't told"))),
    Case("cv-passing-left", _thread("as a left-handed guitarist I always struggle with chord diagrams",
                                    "Try mirroring them, or look for left-handed charts.",
                                    "which hand do i strum with then?"),
         _both(_any("left"), _none_of("don't know", "right hand"))),
    Case("cv-correction-time", _thread("book a table for five at 8pm", "OK, a table for five at 8pm.",
                                       "actually make it 7pm, not 8", "Noted.", "what time is my table?"),
         _new_not_old(r"\b7(?::00)?\s*(?:pm|p\.m\.)?|\bseven\b", r"\b8(?::00)?\s*(?:pm|p\.m\.)|\beight\b")),
    Case("cv-other-one", _thread("there's a red scarf for £15 and a grey one for £22", "Both sound nice.",
                                 "i'll skip the red one. how much is the other one?"),
         _both(_re(r"£?\b22\b"), _none_of("15"))),
    Case("cv-same-for-two", _thread("one adult return to Brighton is £28", "OK, £28 for one adult return.",
                                    "same again but for two people - what's the total?"),
         _re(r"£?\b56(?:\.00)?\b")),
    Case("cv-running-total", _thread("spent 12.50 on lunch", "Noted.", "then 4.80 on coffee", "Noted.",
                                     "and 30 on a taxi. how much have i spent today?"),
         _re(r"\b47\.30?\b")),
    Case("cv-about-assistant", _thread("how do i get candle wax off a tablecloth",
                                       "Freeze it, scrape it off, then iron between paper towels.",
                                       "what are you exactly, some kind of AI?"),
         _both(_not_opening("no"), _either(_any(*NOT_HUMAN), _word("AI", "bot")))),
    Case("cv-never-stated", _thread("my sister is visiting next week and I need to tidy the spare room",
                                    "Good luck with the tidying!", "what's my sister's name?"),
         _not_invented()),
    Case("cv-nl-city", _thread("Ik woon in Utrecht en ik werk als bakker.", "Leuk!", "In welke stad woon ik?"),
         _both(_any("Utrecht"), _none_of("weet ik niet", "don't know"))),
    Case("cv-memory-frame", _memory("my bike's frame number is WX-5521, writing it down here in case it's stolen",
                                    "what's my bike's frame number?"),
         _both(_any("WX-5521"), _none_of("don't know"))),
    Case("cv-other-cat", _thread("my two cats are Tofu, who is 3, and Bean, who is 9", "They sound lovely.",
                                 "Tofu is the shy one. how old is the other one?"),
         _both(_re(r"\b9\b|\bnine\b"), _none_of("don't know"))),
]

CASES: list[Case] = [*TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS]


def counts(verbose: bool = False) -> dict[str, int]:
    from tests.sim.fresh._oracles import tally

    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
