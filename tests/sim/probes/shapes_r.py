"""Invented probe (2026-12-04, mine, branch ``fix36b`` from 9d7a2f2c; oracles written and committed
before its first run): three program shapes from public LangChain / LangGraph code that hide the
material from the reader, on topics and formats of my own (none of the course's data nor the fresh
sets' documents):

- ``numbered``: the context formatted as numbered sources by a ``RunnableLambda`` formatter or a
  list comprehension: "Source [1]:\\n...", "[1] ...", "Document 1:\\n...", "<doc id=\\"1\\">...</doc>",
  "Source 2 (file.md): ..."; the answer must come from the right block, cited when the prompt asks
  ("cite them like [n]");
- ``history``: a ``ChatPromptTemplate`` whose system message holds the material, a
  ``MessagesPlaceholder("history")`` of earlier turns, then the question (a first question with an
  empty history, and follow-ups that refer to the earlier turns: "and where is it?", "what about
  the other one?");
- ``grade``: a per-chunk grader (yes / no, a binary score, a 0-10 relevance score) over calendar
  entries and records in a hand-built ``StateGraph`` retrieve -> grade -> generate, and the grade
  prompt alone: "yes" for an entry that helps answer the question, "no" otherwise.

Oracles from ``tests/sim/fresh/_oracles.py`` (the asked value, none of the other blocks' values).
``python -W ignore -m tests.sim.probes.shapes_r [-v]`` prints the counts.

History (right / limit / wrong (false alarms) of the cases):
- first sight on 9d7a2f2c + this file, one run: **5 / 21 / 2 (1)**. Right: the "Document n:" blocks
  in a human turn (2), the "Source n (file)" blocks (2), one "[n]" block. Limits: every "Source [n]:"
  block under "cite them like [1]" (5: "no tool, document or fact"), every system prompt with a
  ``MessagesPlaceholder`` history (8: the same knowledge limit, or "can't tell what this follow-up
  refers to"), every grade prompt "Entry:\n...\n\nQuestion: ..." (7: "no document to grade", the
  safe "no" empties the context) and the 0-10 score grader. Wrong: num-lib-children (the children's
  fines line for "how many books can my son take out"), num-ferry-last (the first and last sailings
  quoted together). The false alarm: num-ferry-dogs ("restricted to open deck" beside a limit).
- branch fix36b ("Source [n]:" blocks and their numbered citations, the system prompt's material
  under a label ending its first paragraph, the guard on both shapes (``guarded_shapes``), the
  grader's judged item (``judged_items``), "from these entries" as material, a follow-up's "it" /
  "there" / bare "from when?"): **20 / 6 / 2 (1)**. Now right: every "Source [n]" case but the
  absent one (cited [n]), the system-prompt material with and without a history (5 of 8), the
  grader cases but the absent one (6 of 7: yes / no per entry, the 0-10 score, the generate node
  over the kept entries). Limits left: num-allot-absent and hist-news-resurface (the guard: an
  "I don't know" over lines sharing "site", a partial answer), hist-news-recycling-then ("from
  when?": the sentence for both is the previous answer), hist-gym-yoga-who (the guard: the yoga
  line and the "teaching pool" line each hold a part), grade-bins-absent (every entry graded no,
  the generate node has no material: a limit where "I don't know" would do). Wrong: the two of
  first sight, both in shapes read before this work ("[n]", "<doc id>").
"""

from __future__ import annotations

import sys
from typing import TypedDict

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _both,
    _but_not,
    _denies,
    _none_of,
    _not_opening,
    _opens,
    _text,
    _word,
    report,
    tally,
)

# --- invented material ----------------------------------------------------------------------------

ALLOTMENT = [
    "Plot rents\nA full plot costs \u00a348 a year. A half plot costs \u00a326 a year.",
    "Water\nThe taps are turned off from 1 November until 1 March.",
    "Bonfires\nBonfires are not allowed on the site at any time.",
    "Sheds\nA shed may be up to 2 metres tall and needs the committee's approval first.",
]

LIBRARY = [
    "Loans: adults may borrow up to 12 items at once; children up to 8.",
    "Loan period: books are lent for three weeks, DVDs for one week.",
    "Late returns: there are no fines on children's books; adult items cost 25p a day late.",
    "Renewals can be made online or by phone, up to three times.",
]

DENTIST = [
    "Opening hours: Monday to Thursday 8am to 6pm, Friday 8am to 1pm.",
    "Emergency appointments are held back every weekday at 8.30am; call on the day.",
    "A missed appointment without 24 hours' notice is charged at \u00a315.",
    "Hygienist visits cost \u00a342 for thirty minutes.",
]

FERRY = [
    "The first sailing from Kelvick leaves at 06:40; the last returns from Skerra at 21:15.",
    "Bicycles travel free; cars must be booked at least a day ahead.",
    "Dogs are allowed on the open deck only.",
    "In winds above force 8 the crossing is cancelled and fares are refunded.",
]

REPAIR = [
    ("faq/pricing.md", "A standard bike service is \u00a345 and takes two working days."),
    ("faq/wheels.md", "Wheel truing costs \u00a315 per wheel and is done while you wait."),
    ("faq/ebikes.md", "We service e-bikes but cannot repair motors or batteries."),
]

NEWSLETTER = ("HOLLY LANE RESIDENTS' NEWSLETTER, MAY\n"
              "The street party is on Saturday 14 June, from noon to 6pm, outside number 20.\n"
              "The hedge-cutting rota starts again in July.\n"
              "The road resurfacing has been moved to the week of 21 July; parking will be suspended then.\n"
              "Recycling collections change to Wednesdays from 2 June.\n")

GYM = ("Riverside Leisure Centre \u2013 class timetable, summer\n"
       "Spin: Monday and Wednesday 6.30pm, studio 2, with Keziah.\n"
       "Aqua aerobics: Tuesday 10am in the teaching pool, with Dorian.\n"
       "Yoga: Thursday 7pm, studio 1, with Mireille.\n"
       "Classes cost \u00a36.50 each for non-members; members book free.\n")

BINS = [
    "Entry: Green bin (garden waste) \u2013 every other Friday from 7 March; stickers cost \u00a345 a year.",
    "Entry: Black bin (general waste) \u2013 every Tuesday; put it out by 7am.",
    "Entry: Blue box (glass) \u2013 first Monday of the month.",
    "Entry: Bulky items \u2013 book a collection online, \u00a325 for up to three items.",
]

CLINIC = [
    "Record 1 | Clinic: Baby weighing | Day: Wednesday | Time: 9:30-11:30 | Room: Health visitor room",
    "Record 2 | Clinic: Flu jabs | Day: Saturday 11 October | Time: 9:00-12:00 | Room: Main hall",
    "Record 3 | Clinic: Blood tests | Day: Monday to Friday | Time: 8:00-10:00 | Room: Treatment room",
]


# --- the shapes -----------------------------------------------------------------------------------


def _sources(sections: list[str], question: str, fmt: str, system: str):
    """A ``RunnableLambda`` numbers ``sections`` with ``fmt`` (``{i}``, ``{s}``) into ``{context}``."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableLambda

        def number(inputs: dict) -> dict:
            return {"context": "\n\n".join(fmt.format(i=i, s=s) for i, s in enumerate(inputs["docs"], 1)),
                    "question": inputs["question"]}

        prompt = ChatPromptTemplate.from_messages([("system", system), ("human", "{question}")])
        return (RunnableLambda(number) | prompt | llm).invoke({"docs": sections, "question": question})

    return run


def _human_sources(sections: list[str], question: str, fmt: str):
    """The numbered blocks and the question in one human turn (a string prompt's shape)."""
    context = "\n".join(fmt.format(i=i, s=s) for i, s in enumerate(sections, 1))
    return lambda llm: llm.invoke([HumanMessage(f"Answer the question from the documents below.\n\n{context}\n\n"
                                                f"Question: {question}")])


def _files(docs: list[tuple[str, str]], question: str):
    """Sources numbered with their file names: "Source 2 (faq/wheels.md): ..."."""
    context = "\n\n".join(f"Source {i} ({src}): {body}" for i, (src, body) in enumerate(docs, 1))
    return lambda llm: llm.invoke([SystemMessage("You are the bike shop's assistant. Answer from the sources and "
                                                 "say which source you used.\n\n" + context),
                                   HumanMessage(question)])


def _history(material: str, system: str, *turns: str):
    """A ``ChatPromptTemplate``: the material in the system message, a ``MessagesPlaceholder``
    history of ``turns[:-1]`` (human, AI, ...), then ``turns[-1]``."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder

        prompt = ChatPromptTemplate.from_messages([("system", system + "\n\n{material}"),
                                                   MessagesPlaceholder("history"), ("human", "{input}")])
        hist = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns[:-1])]
        return (prompt | llm).invoke({"material": material, "history": hist, "input": turns[-1]})

    return run


def _grade_prompt(entry: str, question: str, system: str, human: str):
    """One grader call; the outcome is its verdict."""
    return lambda llm: llm.invoke([SystemMessage(system), HumanMessage(human.format(entry=entry, question=question))])


def _graded(chunks: list[str], question: str, system: str, human: str, keep, topic: str):
    """retrieve (every chunk) -> grade (``keep(verdict text)``) -> generate, as a ``StateGraph``."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        class S(TypedDict):
            question: str
            docs: list[str]
            answer: str

        def retrieve(s: S):
            return {"docs": list(chunks)}

        def grade(s: S):
            kept = [d for d in s["docs"]
                    if keep(_text(llm.invoke([SystemMessage(system),
                                              HumanMessage(human.format(entry=d, question=s["question"]))])))]
            return {"docs": kept}

        def generate(s: S):
            ctx = "\n\n".join(s["docs"])
            msg = llm.invoke([SystemMessage(f"You answer questions about {topic} from these entries:\n\n{ctx}"),
                              HumanMessage(s["question"])])
            return {"answer": _text(msg)}

        g = StateGraph(S)
        g.add_node("retrieve", retrieve)
        g.add_node("grade", grade)
        g.add_node("generate", generate)
        g.add_edge(START, "retrieve")
        g.add_edge("retrieve", "grade")
        g.add_edge("grade", "generate")
        g.add_edge("generate", END)
        return AIMessage(g.compile().invoke({"question": question, "docs": [], "answer": ""})["answer"])

    return run


_NOT_GIVEN = ("doesn't say", "does not say", "doesn't mention", "does not mention", "not mentioned", "no mention",
              "not listed", "not in the", "nothing about", "not stated", "no information", "don't say")
_CITE_SYS = ("You answer allotment holders' questions. Use the numbered sources and cite them like [1].\n\n"
             "{context}")
_LIB_SYS = "You are the library's helper. Answer only from these sources:\n\n{context}"
_FERRY_SYS = "Answer the traveller's question from the documents.\n{context}"

NUMBERED = [
    Case("num-allot-half", _sources(ALLOTMENT, "how much does a half plot cost?", "Source [{i}]:\n{s}", _CITE_SYS),
         _but_not(_any("\u00a326", "26 a year"), "\u00a348", "2 metres", "1 November")),
    Case("num-allot-shed-cite", _sources(ALLOTMENT, "how tall can my shed be?", "Source [{i}]:\n{s}", _CITE_SYS),
         _both(_word("2 metres", "2m", "two metres"), _any("[4]"), _none_of("\u00a348", "1 November"))),
    Case("num-allot-bonfire", _sources(ALLOTMENT, "am I allowed a bonfire on my plot?", "Source [{i}]:\n{s}",
                                       _CITE_SYS),
         _both(_denies("not allowed", "aren't allowed", "are not allowed", "no bonfires"),
               _none_of("\u00a348", "2 metres"))),
    Case("num-allot-taps", _sources(ALLOTMENT, "when do the taps go off for winter?", "Source [{i}]:\n{s}",
                                    _CITE_SYS),
         _but_not(_any("1 November"), "\u00a326", "2 metres")),
    Case("num-allot-absent", _sources(ALLOTMENT, "is there a toilet on site?", "Source [{i}]:\n{s}", _CITE_SYS),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN), _none_of("\u00a348", "2 metres", "1 November"))),
    Case("num-lib-children", _sources(LIBRARY, "how many books can my son take out at once?", "[{i}] {s}", _LIB_SYS),
         _but_not(_word("8", "eight"), "three weeks", "25p")),
    Case("num-lib-dvd", _sources(LIBRARY, "how long can I keep a DVD?", "[{i}] {s}", _LIB_SYS),
         _but_not(_any("one week", "1 week", "a week"), "12 items", "25p")),
    Case("num-dentist-friday", _human_sources(DENTIST, "what time do you close on Fridays?", "Document {i}:\n{s}\n"),
         _but_not(_word("1pm", "1 pm", "13:00"), "6pm", "\u00a315", "\u00a342")),
    Case("num-dentist-missed", _human_sources(DENTIST, "what's the charge if I miss an appointment?",
                                              "Document {i}:\n{s}\n"),
         _but_not(_any("\u00a315"), "\u00a342", "8.30am")),
    Case("num-ferry-dogs", _sources(FERRY, "can my dog come inside the cabin?", '<doc id="{i}">\n{s}\n</doc>',
                                    _FERRY_SYS),
         _both(_denies("open deck only", "only on the open deck", "only allowed on the open deck", "not inside",
                       "open deck"), _none_of("06:40", "force 8"))),
    Case("num-ferry-last", _sources(FERRY, "when is the last boat back from Skerra?", '<doc id="{i}">\n{s}\n</doc>',
                                    _FERRY_SYS),
         _but_not(_word("21:15"), "06:40", "force 8")),
    Case("num-repair-wheel", _files(REPAIR, "how much to true a wheel?"),
         _both(_any("\u00a315"), _none_of("\u00a345", "motors"))),
    Case("num-repair-motor", _files(REPAIR, "can you fix the motor on my e-bike?"),
         _both(_denies("cannot repair", "can't repair", "cannot fix", "can't fix", "not repair"),
               _none_of("\u00a345", "\u00a315"))),
]

_NEWS_SYS = "You help residents with questions about the newsletter. The newsletter:"
_GYM_SYS = "You are the leisure centre's front-desk assistant. Use this timetable:"

HISTORY = [
    Case("hist-news-party-first", _history(NEWSLETTER, _NEWS_SYS, "when's the street party?"),
         _but_not(_any("14 June", "June 14"), "21 July", "Wednesdays")),
    Case("hist-news-party-where", _history(NEWSLETTER, _NEWS_SYS, "when's the street party?",
                                           "It's on Saturday 14 June, from noon to 6pm.", "and where is it?"),
         _but_not(_any("number 20", "no. 20", "No 20"), "21 July", "Wednesdays")),
    Case("hist-news-resurface", _history(NEWSLETTER, _NEWS_SYS, "hi, quick questions about the newsletter",
                                         "Of course, what would you like to know?",
                                         "when are they resurfacing the road?"),
         _but_not(_any("21 July", "July 21"), "14 June", "Wednesdays")),
    Case("hist-news-recycling-then", _history(NEWSLETTER, _NEWS_SYS, "what day is recycling now?",
                                              "Recycling collections change to Wednesdays from 2 June.",
                                              "from when?"),
         _but_not(_any("2 June", "June 2"), "14 June", "21 July")),
    Case("hist-news-absent", _history(NEWSLETTER, _NEWS_SYS, "when's the street party?",
                                      "It's on Saturday 14 June, from noon to 6pm.", "is there a bouncy castle?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN), _none_of("21 July", "Wednesdays"))),
    Case("hist-gym-yoga-first", _history(GYM, _GYM_SYS, "what time is yoga?"),
         _but_not(_word("7pm", "7 pm", "19:00"), "6.30pm", "10am")),
    Case("hist-gym-yoga-who", _history(GYM, _GYM_SYS, "what time is yoga?", "Yoga is on Thursday at 7pm.",
                                       "who teaches it?"),
         _but_not(_any("Mireille"), "Keziah", "Dorian")),
    Case("hist-gym-aqua-where", _history(GYM, _GYM_SYS, "when is aqua aerobics?", "Tuesday at 10am.",
                                         "which pool is it in?"),
         _but_not(_any("teaching pool"), "studio 2", "studio 1")),
]

_BIN_SYS = "You decide whether a council bin calendar entry helps answer a resident's question. Reply yes or no."
_BIN_HUMAN = "Entry:\n{entry}\n\nQuestion: {question}"
_CLINIC_SYS = ("You are a grader. Give a binary score 'yes' or 'no' to say whether the record is relevant to "
               "the patient's question.")
_CLINIC_HUMAN = "Here is the record:\n{entry}\n\nHere is the question: {question}"
_SCORE_SYS = ("Rate how relevant the calendar entry is to the question on a scale from 0 to 10. Reply with the "
              "number only.")


def _yes(text: str) -> bool:
    return "yes" in text.lower()


def _score_keep(text: str) -> bool:
    import re

    m = re.search(r"\d+", text)
    return bool(m) and int(m.group()) >= 5


GRADE = [
    Case("grade-bins-black-day", _graded(BINS, "which day does the black bin go out?", _BIN_SYS, _BIN_HUMAN, _yes,
                                         "bin collections"),
         _but_not(_any("Tuesday"), "Friday", "first Monday")),
    Case("grade-bins-bulky-cost", _graded(BINS, "how much is a bulky item collection?", _BIN_SYS, _BIN_HUMAN, _yes,
                                          "bin collections"),
         _but_not(_any("\u00a325"), "\u00a345", "Tuesday")),
    Case("grade-bins-absent", _graded(BINS, "when is the food waste caddy collected?", _BIN_SYS, _BIN_HUMAN, _yes,
                                      "bin collections"),
         _both(_absent(*_NOT_GIVEN), _none_of("\u00a345", "\u00a325"))),
    Case("grade-clinic-flu", _graded(CLINIC, "when are the flu jabs?", _CLINIC_SYS, _CLINIC_HUMAN, _yes,
                                     "the surgery's clinics"),
         _but_not(_any("11 October", "Saturday"), "Wednesday", "8:00")),
    Case("grade-clinic-blood-score", _graded(CLINIC, "what time are blood tests?", _SCORE_SYS, _BIN_HUMAN,
                                             _score_keep, "the surgery's clinics"),
         _but_not(_any("8:00", "8am"), "9:30", "9:00-12:00")),
    Case("grade-verdict-yes", _grade_prompt(BINS[2], "when does the glass get collected?", _BIN_SYS, _BIN_HUMAN),
         _opens("yes")),
    Case("grade-verdict-no", _grade_prompt(BINS[0], "when does the glass get collected?", _BIN_SYS, _BIN_HUMAN),
         _opens("no")),
]

CASES: list[Case] = [*NUMBERED, *HISTORY, *GRADE]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
