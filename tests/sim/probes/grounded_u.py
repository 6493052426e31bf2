"""Invented probe (2026-12-05, the merger of session 57, oracles written and committed before any
run, on 18e1aee0; held out: no helper of the session opens it). Its axis: material in shapes a
learner's program produces that no earlier set or probe used, handed over in program shapes of
its own:
- a choir's chat export (``[dd/mm/yyyy, hh:mm] Name: text`` lines, a later message moving the dress
  rehearsal) returned by a learner's ``search_chat`` tool inside ``create_agent``;
- a car club's tariff as ``key :: value`` lines behind a ``RunnableParallel`` of
  ``{"context": ..., "question": RunnablePassthrough()}`` and a ``StrOutputParser``;
- a village hall committee's minutes with ``ACTION:`` lines, in a system template whose history
  comes through a ``MessagesPlaceholder``;
- a Python ``dict`` literal (single quotes, ``True`` / ``None``) as a ``ToolMessage`` after the
  model's own call already in the messages;
- a Dockerfile in a ``SystemMessage``;
- a leisure centre's fixed-width timetable (columns aligned with spaces, no pipes) through
  ``llm.batch``;
- a French canteen menu read in a one-node ``StateGraph`` whose state holds the menu.

Strict: the worked value is required; the superseded value, another row's value or an operand
alone is wrong; a reply over half its document's length is no answer. A stated limit is never
wrong. ``python -m tests.sim.probes.grounded_u [-v]`` prints "right / stated limit / silently
wrong (false alarms)".
"""
from __future__ import annotations

import sys
from typing import TypedDict

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import tool

from tests.sim.fresh._oracles import Case, _any, _but_not, _has, _under_half, _val, _word, report
from tests.sim.probes.grounded_t import _absent  # the same "not in the material" oracle

CHAT = """[02/03/2037, 19:04] Dana: Hi all! Spring concert is Saturday 21 March at St Aidan's, doors 7pm.
[02/03/2037, 19:06] Dana: Dress rehearsal Thursday 19 March, 6:30pm in the church.
[02/03/2037, 19:15] Malik: I can bring the music stands in my van
[03/03/2037, 08:40] Rhiannon: What are we wearing?
[03/03/2037, 08:52] Dana: Black top, black trousers or skirt, and the green scarves (I'll hand them out)
[09/03/2037, 21:10] Dana: Change of plan - the church is double booked on the 19th, so the dress rehearsal is now Friday 20 March, same time.
[10/03/2037, 07:30] Priya: Tickets are £12, or £8 for under-18s, from the choir website"""


@tool
def search_chat(query: str) -> str:
    """Search the choir's group chat export for messages about a topic."""
    return CHAT


def _choir(q: str):
    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [search_chat], system_prompt="You help members of the Thornbury Community Choir.")
        out = agent.invoke({"messages": [HumanMessage(q)]}, {"recursion_limit": 8})
        return out["messages"][-1]

    return run


TARIFF = """Zipcar-style club tariff (members)
hourly rate :: 7.50 GBP
daily cap :: 59 GBP per 24 hours
miles included :: 60 per booking
extra miles :: 0.29 GBP per mile
late return fee :: 15 GBP per 30 minutes late
membership :: 6 GBP per month, first month free"""


def _tariff(q: str):
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableParallel, RunnablePassthrough

        prompt = ChatPromptTemplate.from_template(
            "Use our price list to help the member.\n\nPrice list:\n{context}\n\nMember asks: {question}")
        chain = RunnableParallel(context=lambda _q: TARIFF, question=RunnablePassthrough()) | prompt | llm | StrOutputParser()
        return chain.invoke(q)

    return run


MINUTES = """Elmfield Village Hall committee - minutes, 4 February 2037
Present: June (chair), Arif, Bethan, Colm. Apologies: Sue.
1. Roof: the quote from Hartley Roofing is 3,400 GBP; agreed to accept it. ACTION: Arif to book the work for April.
2. Hire charges: from 1 April the main hall goes up from 14 GBP to 16 GBP an hour; the small room stays at 9 GBP.
3. Summer fete: Saturday 27 June. ACTION: Bethan to ask the school about the field.
4. Defibrillator: the pads expire in May. ACTION: Colm to order new pads.
Next meeting: 4 March 2037, 7.30pm."""


def _minutes(history: list[tuple[str, str]], q: str):
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You are the committee secretary's assistant. The latest minutes:\n\n{minutes}"),
            MessagesPlaceholder("history"),
            ("human", "{question}"),
        ])
        msgs = [HumanMessage(t) if who == "h" else AIMessage(t) for who, t in history]
        return (prompt | llm).invoke({"minutes": MINUTES, "history": msgs, "question": q})

    return run


BOOKING = ("{'booking_ref': 'KX-4471', 'guest': 'A. Moreau', 'room': 'Twin, garden view', 'nights': 3, "
           "'check_in': '2037-07-08', 'breakfast_included': True, 'parking': None, "
           "'total_eur': 411.0, 'paid_eur': 100.0}")


@tool
def get_booking(ref: str) -> str:
    """Fetch a hotel booking by its reference."""
    return BOOKING


def _booking(q: str):
    def run(llm):
        call = {"name": "get_booking", "args": {"ref": "KX-4471"}, "id": "call_1"}
        msgs = [HumanMessage(q), AIMessage("", tool_calls=[call]),
                ToolMessage(BOOKING, tool_call_id="call_1", name="get_booking")]
        return llm.bind_tools([get_booking]).invoke(msgs)

    return run


DOCKERFILE = """FROM python:3.12-slim
WORKDIR /srv/app
ENV PORT=8081 WORKERS=3
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
COPY . .
EXPOSE 8081
USER nobody
CMD ["gunicorn", "-w", "3", "-b", "0.0.0.0:8081", "shop.wsgi:app"]"""


def _docker(q: str):
    return lambda llm: llm.invoke([SystemMessage(f"Answer questions about this Dockerfile.\n\n{DOCKERFILE}"),
                                   HumanMessage(q)])


TIMETABLE = """Riverside Leisure Centre - pool timetable (from 6 April)
Day         Lane swim       Family swim     Aqua fit
Monday      07:00-09:00     16:00-18:00     19:00-19:45
Tuesday     07:00-09:00     closed          10:00-10:45
Wednesday   06:30-08:30     16:00-18:00     closed
Thursday    07:00-09:00     17:00-19:00     19:00-19:45
Saturday    08:00-10:00     10:00-13:00     closed"""


def _pool(q: str):
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_template("{timetable}\n\nQ: {q}\nA:")
        return (prompt | llm).batch([{"timetable": TIMETABLE, "q": q}])[0]

    return run


MENU = """Cantine de l'école Jules-Verne - menu de la semaine
Lundi : carottes râpées, poulet basquaise, riz, yaourt
Mardi : soupe de potiron, lasagnes végétariennes, pomme
Mercredi : pas de cantine (demi-journée)
Jeudi : salade de lentilles, poisson pané, haricots verts, compote
Vendredi : pizza maison, salade verte, mousse au chocolat
Prix du repas : 3,20 EUR (2,10 EUR à partir du 3e enfant)"""


class _MenuState(TypedDict):
    menu: str
    question: str
    answer: str


def _menu(q: str):
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        def answer(state: _MenuState) -> dict:
            reply = llm.invoke([SystemMessage("Answer the parent's question from the canteen menu below.\n\n"
                                              + state["menu"]), HumanMessage(state["question"])])
            return {"answer": reply.content}

        g = StateGraph(_MenuState)
        g.add_node("answer", answer)
        g.add_edge(START, "answer")
        g.add_edge("answer", END)
        return g.compile().invoke({"menu": MENU, "question": q, "answer": ""})["answer"]

    return run


CASES: list[Case] = [
    # a chat export from a learner's tool
    Case("choir-dress", _choir("When is the dress rehearsal?"), _but_not(_any("20 March", "Friday"), "Thursday 19")),
    Case("choir-wear", _choir("What do I need to wear for the concert?"), _has("black")),
    Case("choir-stands", _choir("Who's bringing the music stands?"), _has("Malik")),
    Case("choir-ticket-kid", _choir("How much is a ticket for my 15-year-old?"), _any("£8", "8 GBP", "8 pounds")),
    Case("choir-parking-absent", _choir("Is there parking at St Aidan's?"), _absent()),
    # a key :: value tariff through RunnableParallel
    Case("tariff-hour", _tariff("How much is it per hour?"), _any("7.50", "7.5")),
    Case("tariff-three-hours", _tariff("What would a 3-hour booking cost, if I stay within the included miles?"),
         _val(22.5)),
    Case("tariff-extra-miles", _tariff("How much do I pay for each mile over the allowance?"), _any("0.29", "29p")),
    Case("tariff-miles", _tariff("How many miles are included?"), _word("60")),
    Case("tariff-fuel-absent", _tariff("Is fuel included in the price?"), _absent()),
    # minutes in a system template, history through a MessagesPlaceholder
    Case("minutes-roof", _minutes([], "How much is the roof going to cost?"), _any("3,400", "3400")),
    Case("minutes-fete-who", _minutes([], "Who is sorting out the field for the fete?"), _has("Bethan")),
    Case("minutes-hire-may", _minutes([], "What will it cost to hire the main hall for an hour in May?"),
         _but_not(_any("16 GBP", "£16", "16"), "14 GBP an hour in May")),
    Case("minutes-followup", _minutes([("h", "Who is ordering the defibrillator pads?"), ("a", "Colm is ordering them.")],
                                      "And when do the old ones expire?"), _has("May")),
    Case("minutes-absent", _minutes([], "Who was the treasurer at the meeting?"), _absent()),
    # a dict literal as a tool result after the model's own call
    Case("booking-nights", _booking("How many nights is booking KX-4471?"), _word("3")),
    Case("booking-breakfast", _booking("Is breakfast included in KX-4471?"), _any("yes", "Yes", "included")),
    Case("booking-left", _booking("How much is still left to pay on KX-4471?"), _val(311)),
    Case("booking-checkin", _booking("When do I check in for KX-4471?"), _any("2037-07-08", "8 July", "July 8")),
    # a Dockerfile in a system message
    Case("docker-port", _docker("Which port does the app listen on?"), _has("8081")),
    Case("docker-python", _docker("What Python version is the image based on?"), _has("3.12")),
    Case("docker-workers", _docker("How many gunicorn workers does it start?"), _word("3")),
    Case("docker-db-absent", _docker("Which database does the app use?"), _absent()),
    # a fixed-width timetable through batch
    Case("pool-lane-wed", _pool("When can I do lane swimming on Wednesday?"), _has("06:30")),
    Case("pool-aqua-tue", _pool("What time is aqua fit on Tuesday?"), _has("10:00")),
    Case("pool-family-tue", _pool("Is there family swim on Tuesday?"), _any("No", "no", "closed")),
    Case("pool-sunday-absent", _pool("What's on at the pool on Sunday?"), _absent()),
    # a French canteen menu in a StateGraph's state
    Case("menu-thursday", _menu("What's for lunch on Thursday?"), _any("poisson", "fish")),
    Case("menu-wednesday", _menu("Is there school lunch on Wednesday?"), _any("pas de cantine", "no", "No")),
    Case("menu-third-child", _menu("How much is a meal for our third child?"), _any("2,10", "2.10")),
    Case("menu-allergens-absent", _menu("Does the menu say which dishes contain nuts?"), _absent()),
]


_DOCS = {"choir": CHAT, "tariff": TARIFF, "minutes": MINUTES, "booking": BOOKING, "docker": DOCKERFILE,
         "pool": TIMETABLE, "menu": MENU}


CASES = _under_half(CASES, _DOCS)


if __name__ == "__main__":
    report(CASES, sys.argv)
