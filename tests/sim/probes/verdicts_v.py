"""Invented grader and pronoun probes (issue 26, session of 2026-12-05), written with their oracles
before any change: relevance and yes/no graders whose reply form is a closed pair of short options
("Answer T or F", "Reply 1 for yes, 0 for no", "只回答 是 或 否", "Reply P for positive or N for
negative"); grounding checks (a text verdict and a ``bool`` field) where the answer ties a stated
value to another condition than the facts do ("free after 6 pm" read back as "2 pounds after 6
pm"), with faithful restatements that must stay supported; and a pronoun asked over an earlier turn
that joins two people's clauses ("my dad fixes clocks and my mum grows orchids" then "what does she
grow?"), in English and Chinese, with one-person turns that must stay right and a pronoun that fits
neither person. Topics and wordings are my own (no fresh set's strings). Not held out.

Classes as in the fresh sets: ``right``, ``limit`` (a limit stated on the last turn), ``wrong``
(silently), ``false alarm`` (a limit on a case whose oracle is met).
``python -W ignore -m tests.sim.probes.verdicts_v [-v]`` prints the counts.

History (right / limit / silently wrong / false alarms):
- f9fd9ffa (main, before any change): 12 / 9 / 6 / 1 (the false alarm is vv-p-neither, whose
  oracle accepts a stated limit: the pronoun fits neither person, so the limit is right there).
"""

from __future__ import annotations

import sys

from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _any,
    _ask,
    _but_not,
    _none_of,
    _only,
    _thread,
    report,
    tally,
)


class Verdict(BaseModel):
    """Whether an answer is backed by the facts it was given."""

    is_grounded: bool = Field(description="True only if every claim in the answer is stated in the facts")


def _grounding(facts: str, answer: str):
    def run(llm):
        return llm.with_structured_output(Verdict).invoke(
            "Check the answer against the facts. Say whether it is grounded.\n\n"
            f"FACTS:\n{facts}\n\nANSWER:\n{answer}"
        )

    return run


def _field(value: bool):
    return lambda out: isinstance(out, Verdict) and out.is_grounded is value


# --- graders with a closed reply form ------------------------------------------------------------------

CLOSED = [
    Case("vv-tf-off", _ask("Does this snippet help answer the question? Answer T or F.\n"
                           "Question: When does the swimming pool open on Saturdays?\n"
                           "Snippet: Our bakery sells sourdough loaves every Friday."), _only("F")),
    Case("vv-tf-on", _ask("Does this snippet help answer the question? Answer T or F.\n"
                          "Question: When does the swimming pool open on Saturdays?\n"
                          "Snippet: On Saturdays the swimming pool opens at 7:30 and closes at 18:00."), _only("T")),
    Case("vv-10-on", _ask("Relevant? Reply 1 for yes, 0 for no.\nQuery: how do I reset my wifi router\n"
                          "Text: To reset the router, hold the reset button for ten seconds until the lights "
                          "flash."), _only("1")),
    Case("vv-10-off", _ask("Relevant? Reply 1 for yes, 0 for no.\nQuery: how do I reset my wifi router\n"
                           "Text: The canteen serves soup and sandwiches from noon."), _only("0")),
    Case("vv-yn-price-off", _ask("Reply with Y or N only. Does the text mention a price?\n"
                                 "Text: The pottery workshop runs on Saturday mornings in the old barn."),
         _only("N")),
    Case("vv-yn-price-on", _ask("Reply with Y or N only. Does the text mention a price?\n"
                                "Text: The pottery workshop costs 35 euros and runs on Saturday mornings."),
         _only("Y")),
    Case("vv-grade-irrelevant", _ask("Grade the document: RELEVANT or IRRELEVANT. One word.\n"
                                     "Question: What time is check-out at the hostel?\n"
                                     "Document: The museum shop sells postcards and maps."), _only("IRRELEVANT")),
    Case("vv-zh-no", _ask("这段文字能回答问题吗?只回答 是 或 否。\n问题:图书馆晚上几点关门?\n文字:本店每周一休息,其他时间正常营业。"),
         _only("否")),
    Case("vv-zh-yes", _ask("这段文字能回答问题吗?只回答 是 或 否。\n问题:图书馆晚上几点关门?\n文字:图书馆每天晚上九点关门。"),
         _only("是")),
    Case("vv-pn-negative", _ask("Reply P for positive or N for negative, nothing else.\n"
                                "Review: The heater broke on day one and nobody came to fix it."), _only("N")),
    Case("vv-pn-positive", _ask("Reply P for positive or N for negative, nothing else.\n"
                                "Review: Spotless room and the staff were lovely."), _only("P")),
]

# --- grounding checks: a value moved to another condition -----------------------------------------------

GROUNDING = [
    Case("vv-g-children", _grounding("Children under 5 travel free. Everyone else pays 3 euros a trip.",
                                     "Children under 5 pay 3 euros a trip."), _field(False)),
    Case("vv-g-sunday", _grounding("The hardware shop opens at 9 on weekdays and at 10 on Sundays.",
                                   "The hardware shop opens at 9 on Sundays."), _field(False)),
    Case("vv-g-sunday-ok", _grounding("The hardware shop opens at 9 on weekdays and at 10 on Sundays.",
                                      "On Sundays the hardware shop opens at 10."), _field(True)),
    Case("vv-g-parking", _grounding("Parking is free after 6 pm. Before 6 pm it costs 2 pounds an hour.",
                                    "Parking costs 2 pounds an hour after 6 pm."), _field(False)),
    Case("vv-g-parking-ok", _grounding("Parking is free after 6 pm. Before 6 pm it costs 2 pounds an hour.",
                                       "After 6 pm parking is free."), _field(True)),
    Case("vv-text-members", _ask("Is the answer supported by the facts? Reply yes or no.\n"
                                 "Facts: Members borrow up to 8 books. Guests may borrow 2 books.\n"
                                 "Answer: Guests may borrow up to 8 books."), _only("no")),
    Case("vv-text-members-ok", _ask("Is the answer supported by the facts? Reply yes or no.\n"
                                    "Facts: Members borrow up to 8 books. Guests may borrow 2 books.\n"
                                    "Answer: Members can borrow up to 8 books."), _only("yes")),
]

# --- a pronoun over a turn that joins two people ---------------------------------------------------------

PRONOUNS = [
    Case("vv-p-mum-grows", _thread("My dad fixes old clocks and my mum grows orchids.", "What lovely hobbies!",
                                   "what does she grow?"), _but_not(_any("orchid"), "clock")),
    Case("vv-p-son-law", _thread("My son Leo studies law and my daughter Mia studies medicine.", "Impressive.",
                                 "What does he study?"), _but_not(_any("law"), "medicine")),
    Case("vv-p-wife-yoga", _thread("My brother Tom plays the cello and my wife Ana teaches yoga.", "Nice.",
                                   "and what does she teach?"), _but_not(_any("yoga"), "cello")),
    Case("vv-p-grandpa", _thread("My grandpa collects stamps and my grandma knits scarves.", "How sweet.",
                                 "What does he collect?"), _but_not(_any("stamp"), "scarves", "knit")),
    Case("vv-p-neither", _thread("My cousin Sam paints murals and my friend Alex sings in a choir.", "Cool.",
                                 "what does she do?"), _none_of("mural", "choir")),
    Case("vv-p-zh-sister", _thread("我哥哥在银行工作,我姐姐在医院工作。", "好的。", "她在哪里工作?"),
         _but_not(_any("医院"), "银行")),
    Case("vv-p-zh-mum", _thread("我爸爸喜欢钓鱼,我妈妈喜欢跳舞。", "真好。", "她喜欢什么?"),
         _but_not(_any("跳舞"), "钓鱼")),
    Case("vv-p-one", _thread("My sister Jo works at the city zoo.", "Fun job!", "where does she work?"),
         _any("zoo")),
    Case("vv-p-days", _thread("My husband cooks on Mondays and my daughter cooks on Fridays.", "Fair split.",
                              "when does she cook?"), _but_not(_any("Friday"), "Monday")),
]

CASES: list[Case] = [*CLOSED, *GROUNDING, *PRONOUNS]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
