"""My probe of fix58c (issue 26): a ``create_agent`` agent whose learner's tool returns a whole
document (a gym's class timetable as a Markdown table, a guesthouse's room rates, a recipe, a shop's
returns policy, a bus timetable), written before any change of the task.

A real model reads the tool's document for the question and answers from it; relaying the document
(or most of it) is no answer, and inside a ``response_format`` it becomes the answer field. Each
document's last line holds a dump marker: a reply that carries it relayed the document. About a
third of the questions ask what the document does not hold ("not listed" / "I don't know" is right).

``python -W ignore -m tests.sim.probes.tool_docs_z [-v]``.

History (right / limit / silently wrong / false alarms): first sight on premerge72 (b76a8ba6), before
any change: 2 / 1 / 9 / 0 (the tables relayed after "Here is what I found:"). After
``tools.document_results`` (a bordered table's document answered from by the grounded reader): 5 / 4 / 3 / 0.
"""

from __future__ import annotations

import sys

from langchain_core.messages import HumanMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import Case, _absent, _any, _both, _denies, _none_of, _val, report

GYM = """Riverside Leisure Centre - studio classes this term
| Day       | 07:00        | 12:30        | 18:30          |
| Monday    | Spin         | Pilates      | Circuits       |
| Tuesday   | Aqua aerobics| -            | Boxercise      |
| Wednesday | Spin         | Yoga         | Zumba          |
| Thursday  | -            | Pilates      | Yoga           |
| Friday    | Spin         | -            | -              |
Classes last 45 minutes. Book up to 7 days ahead on the app.
Lost property is kept at reception for 14 days."""
_GYM_DUMP = ("Lost property", "reception for 14 days")

ROOMS = """The Gull's Rest guesthouse - room rates per night
| Room            | Nov-Mar | Apr-Jun | Jul-Aug |
| Single          | £55     | £62     | £70     |
| Double          | £78     | £88     | £105    |
| Family (sleeps 4)| £110   | £120    | £145    |
Breakfast is included in every rate.
Check-in 3pm to 8pm; check-out by 10am.
Our cat Biscuit lives downstairs and is not allowed upstairs."""
_ROOMS_DUMP = ("Biscuit", "not allowed upstairs")

RECIPE = """Lemon drizzle traybake (makes 16 squares)
Ingredients:
- 225g softened butter
- 225g caster sugar
- 4 eggs
- 275g self-raising flour
- 2 lemons, zested and juiced
Method:
1. Heat the oven to 180C (160C fan).
2. Beat everything but the lemon juice together and spread in the tin.
3. Bake for 35 minutes, then pour over the juice mixed with 175g sugar.
Keeps for 3 days in a tin; the squares freeze well for a month."""
_RECIPE_DUMP = ("freeze well", "for a month")

RETURNS = """Harrow & Pine Homewares - returns policy
Unused items can be returned within 30 days of delivery for a full refund.
Sale items can be exchanged but not refunded.
Made-to-measure curtains cannot be returned.
Refunds go back to the original card within 5 working days.
Return postage is free with the label in the box; otherwise it is £4.95.
Questions? Our team answers emails Monday to Friday, 9am to 5pm."""
_RETURNS_DUMP = ("Our team answers emails", "9am to 5pm")

BUS = """Route 47 - Old Quay to Hillcrest Hospital (weekdays)
| Stop             | Early | Morning | Afternoon | Evening |
| Old Quay         | 06:10 | 08:40   | 14:15     | 19:50   |
| Market Square    | 06:22 | 08:53   | 14:28     | 20:02   |
| Hillcrest Hosp.  | 06:41 | 09:14   | 14:49     | 20:21   |
Saturdays: the Morning and Afternoon buses only. No service on Sundays.
Fares: single £2, day rider £5.
Timetable valid from 6 January until further notice."""
_BUS_DUMP = ("valid from 6 January", "until further notice")


@tool
def get_class_timetable(week: str = "this") -> str:
    """Get the leisure centre's studio class timetable."""
    return GYM


@tool
def room_rates(month: str = "") -> str:
    """Look up the guesthouse's room rates and house rules."""
    return ROOMS


@tool
def fetch_recipe(name: str = "lemon drizzle") -> str:
    """Fetch the recipe card the customer asks about."""
    return RECIPE


@tool
def returns_policy() -> str:
    """Get the shop's returns policy."""
    return RETURNS


@tool
def bus_times(route: str = "47") -> str:
    """Get the bus timetable for a route."""
    return BUS


class Reply(BaseModel):
    reply: str = Field(description="the answer for the customer")


def _agent(tool_fn, question: str, form: bool = False):
    def run(llm):
        from langchain.agents import create_agent

        kwargs = {"response_format": Reply} if form else {}
        agent = create_agent(llm, [tool_fn], system_prompt="You help customers. Use the tool to look things up "
                             "before answering.", **kwargs)
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        if form and out.get("structured_response") is not None:
            resp = out["structured_response"]
            return resp.reply if isinstance(resp, Reply) else str(resp.get("reply", resp))
        return out["messages"][-1]

    return run


_NOT = ("not listed", "doesn't say", "does not say", "not mention", "no information", "isn't listed")

CASES = [
    Case("gym-yoga-thu", _agent(get_class_timetable, "any yoga on a thursday evening?"),
         _both(_any("18:30", "yes"), _none_of(*_GYM_DUMP))),
    Case("gym-fri-lunch", _agent(get_class_timetable, "what's on at lunchtime on wednesdays", form=True),
         _both(_any("yoga"), _none_of("Zumba", *_GYM_DUMP))),
    Case("gym-sauna", _agent(get_class_timetable, "is the sauna open on sundays?", form=True),
         _both(_absent(*_NOT), _none_of(*_GYM_DUMP))),
    Case("rooms-double-jul", _agent(room_rates, "double room in july, how much a night", form=True),
         _both(_val(105), _none_of(*_ROOMS_DUMP))),
    Case("rooms-checkout", _agent(room_rates, "what time do we need to check out"),
         _both(_any("10am", "10 am"), _none_of(*_ROOMS_DUMP))),
    Case("rooms-parking", _agent(room_rates, "is there parking at the guesthouse?", form=True),
         _both(_absent(*_NOT), _none_of(*_ROOMS_DUMP))),
    Case("recipe-eggs", _agent(fetch_recipe, "how many eggs do i need"),
         _both(_val(4), _none_of(*_RECIPE_DUMP))),
    Case("recipe-vegan", _agent(fetch_recipe, "can i swap the butter for a vegan spread?", form=True),
         _both(_absent(*_NOT), _none_of(*_RECIPE_DUMP))),
    Case("returns-days", _agent(returns_policy, "how long have i got to send something back", form=True),
         _both(_any("30 days"), _none_of(*_RETURNS_DUMP))),
    Case("returns-curtains", _agent(returns_policy, "can i return made to measure curtains?"),
         _both(_denies("cannot", "can't", "not be returned"), _none_of(*_RETURNS_DUMP))),
    Case("bus-last", _agent(bus_times, "when is the last bus from old quay on a weekday", form=True),
         _both(_any("19:50"), _none_of(*_BUS_DUMP))),
    Case("bus-wheelchair", _agent(bus_times, "do the buses take wheelchairs"),
         _both(_absent(*_NOT), _none_of(*_BUS_DUMP))),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
