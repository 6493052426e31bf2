"""Extractive answers on note formats and question kinds the other suites do not use (issue 14,
classes 2, 3 and 5).

Formats: definition lists, nested lists, numbered steps, FAQ notes ("Q: ... A: ..."), HTML-ish
snippets, reStructuredText headings (setext underlines), a long paragraph hard-wrapped at 48
columns, JSON search hits, Tavily result dicts (``content`` and ``url``, no title), code spans
and shell expressions. Questions: lists ("which ...", "name the ..."), counts ("how many"),
two facts at once, "what does X say about Y" (the speaker is not the subject), bare topics,
comparisons. Everything here is invented for this file; each note stands among the others, as
a retriever returns a top-k with distractors.
"""

from __future__ import annotations

import json
import textwrap

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from tests.sim.metamorphic._checks import assert_answer, assert_prose, assert_refusal, sim, text_of

NOTES: dict[str, str] = {
    "deflist": """\
# Spinning tools

Drop spindle
: A weighted stick that twists fibre into yarn while it hangs and spins.

Niddy-noddy
: A hand reel that winds finished yarn into a skein for washing and setting the twist.

Lazy kate
: A stand that holds full bobbins while two singles are plied together.
""",
    "nested": """\
# Kiln firing schedule for the Ostrava studio

- Bisque firing
  - ramp at 80 °C per hour up to 600 °C
  - then 150 °C per hour up to 1000 °C
- Glaze firing
  - peak at 1240 °C
  - hold the peak for 15 minutes, then let the kiln cool unopened for a full day
""",
    "steps": """\
## Re-potting a moth orchid

1. Soak the roots in lukewarm water for 10 minutes to soften them.
2. Cut away every root that is brown and hollow with sterilised scissors.
3. Set the plant in fresh pine bark, never in garden soil.
4. Wait one week before the first watering so the cut roots can heal.
""",
    "faq": """\
# Harrowgate ferry FAQ

**Q: Can I bring a bike on the ferry?**
A: Yes. Bikes travel free on every Harrowgate ferry, but only four bikes fit on each crossing.

**Q: When does the last ferry leave?**
A: The last ferry leaves Harrowgate pier at 22:40 on weekdays and at 23:15 on Saturdays.
""",
    "html": """\
<h2>Lindqvist reading room</h2>
<p>The Lindqvist reading room opens at 09:30 and closes at 17:00 from Monday to Friday.
Readers must leave coats and bags in the lockers by the entrance.</p>
<ul><li>Saturday: 10:00 to 14:00</li><li>Sunday: closed</li></ul>
""",
    "rst": """\
Backup rotation
===============

The Pellworm backup server keeps seven daily snapshots and four weekly snapshots. Monthly
snapshots are copied to tape and kept for two years.

Restores
--------

A restore from tape takes about six hours, because the tapes are stored off site in Husum.
""",
    "wrapped": textwrap.fill(
        "The Marrow Creek community orchard was planted in 2011 on the old rail yard. It now "
        "holds 48 trees, mostly heritage apples such as Ribston Pippin and Ashmead's Kernel. "
        "Volunteers prune the trees in February, when the sap is low, and the harvest festival "
        "takes place on the first Sunday of October. Windfalls are pressed into juice by the "
        "cider group, who sell it at the gate for three pounds a bottle.",
        width=48,
    ),
    "shell": """\
# Nightly report job

The report job runs from cron with the schedule `*/15 2-4 * * *`, so it fires every fifteen
minutes between two and five in the morning. Start it by hand with `make report SITE=north`.
""",
    "tiers": """\
# Hollin beehive inspections

Our apiary at Hollin keeps its colonies in long hives. Inspections follow the season.

## Three inspection levels

Hollin uses three inspection levels: a quick entrance check, a brood check and a full
inspection.

- The quick entrance check takes two minutes and needs no smoke.
- The brood check looks at four central frames for eggs.
- The full inspection lifts every frame and happens once a month.
""",
    "fares": """\
## Skerry ferry fares (2031)

| Ticket | Adult | Child |
|---|---|---|
| Single | £4.20 | £2.10 |
| Return | £7.50 | £3.80 |
""",
    "hut": """\
# Corrie mountain hut

The Corrie hut sleeps twelve and has no warden. Bring the following:

- a sleeping bag liner
- a head torch
- cash for the honesty box
""",
    "qa-terse": """\
# Skerry ferry questions

Q: How many bikes fit on each Skerry crossing?
A: Six, and they travel free.

Q: Are dogs allowed on the Skerry ferry?
A: Only on the open deck, on a lead.
""",
    "codefirst": """\
# Deploying the Fenwick site

`make deploy ENV=staging` builds the Fenwick site and copies it to the staging host. The
production host is only updated by the release pipeline.
""",
    "faq-labels": """\
# Quillon Books shipping

Question: Do you ship outside the EU?
Answer: Yes, Quillon Books ships to 14 countries outside the EU, with tracked post only.

Question: How long does a refund take?
Answer: Refunds reach your card within 5 working days of the return arriving.
""",
    "paren-steps": """\
# Changing a Brompton inner tube

1) Release the brake cable. 2) Undo the axle nuts with a 15 mm spanner. 3) Lever the tyre off
with two plastic levers, never a screwdriver.
""",
    "html-table": """\
<p>Prices at the Wrenfield pottery cafe, summer 2031:</p>
<table>
<tr><th>Item</th><th>Price</th></tr>
<tr><td>Paint-your-own mug</td><td>£12</td></tr>
<tr><td>Clay taster session</td><td>£35</td></tr>
</table>
""",
    "fields": """\
Ingest service
==============

:Owner: Dana Whitfield
:Version: 2.3
:Runbook: https://runbooks.example/ingest

The ingest service reads the partner feeds every ten minutes.
""",
    "compare": """\
# Trail shoes tested on the Quantock ridge

The Fellrunner 3 weighs 240 grams per shoe and has a 6 mm lug depth. The Scree Pro weighs
310 grams per shoe and has an 8 mm lug depth, which grips better in mud.
""",
}

# Search results in shapes the other suites do not use.
HITS_JSON = json.dumps({"hits": [
    {"body": "The Tarn Gallery moved to the old wool exchange in Kendal in 2029. Entry is free on Thursdays.",
     "url": "https://arts.example/tarn-gallery"},
    {"body": "The Kendal wool exchange was built in 1868 and restored between 2025 and 2028.",
     "url": "https://history.example/wool-exchange"},
]})
TAVILY_NO_TITLE = str({"query": "glass harbour lighthouse", "results": [
    {"url": "https://coast.example/glass-harbour-light", "score": 0.91,
     "content": "The Glass Harbour lighthouse was automated in 1987. Its lamp flashes white every ten seconds "
                "and can be seen 18 nautical miles out."},
    {"url": "https://coast.example/ferries", "score": 0.42,
     "content": "Ferries to the Glass Harbour islands leave twice a day in summer."},
]})


def rag_prompt(question: str, context: str) -> list:
    """The LangChain hub's rlm/rag-prompt, as most tutorials paste it."""
    return [HumanMessage(
        "You are an assistant for question-answering tasks. Use the following pieces of retrieved "
        "context to answer the question. If you don't know the answer, just say that you don't know. "
        "Use three sentences maximum and keep the answer concise.\n"
        f"Question: {question} \nContext: {context} \nAnswer:")]


def system_prompt(question: str, context: str) -> list:
    """Context in the system turn, the question alone in the human turn."""
    return [SystemMessage(f"Answer the user's question using only these notes.\n\n{context}"),
            HumanMessage(question)]


def _context(key: str) -> str:
    others = [k for k in NOTES if k != key][:2]
    return "\n\n".join(NOTES[k] for k in [others[0], key, others[1]])


CASES = [
    # (note, question, facts)
    ("deflist", "What is a niddy-noddy used for?", ["skein"]),
    ("deflist", "What does a lazy kate hold?", ["bobbins"]),
    ("nested", "How long is the peak held during the glaze firing?", ["15 minutes"]),
    ("nested", "What is the peak temperature of the glaze firing?", ["1240"]),
    ("steps", "How long should I wait before watering a re-potted orchid?", [("one week", "1 week")]),
    ("steps", "What should a re-potted orchid be planted in?", ["bark"]),
    ("faq", "How many bikes fit on each Harrowgate ferry crossing?", [("four", "4")]),
    ("faq", "What time does the last Harrowgate ferry leave on Saturdays?", ["23:15"]),
    ("html", "When does the Lindqvist reading room open on weekdays?", ["09:30"]),
    ("html", "Where must readers leave their bags at the Lindqvist reading room?", ["lockers"]),
    ("rst", "How long does a restore from tape take on the Pellworm server?", [("six hours", "6 hours")]),
    ("rst", "How many daily snapshots does the Pellworm backup server keep?", [("seven", "7")]),
    ("rst", "How long are the monthly Pellworm snapshots kept?", [("two years", "2 years")]),
    ("wrapped", "How many trees does the Marrow Creek orchard hold?", ["48"]),
    ("wrapped", "When do volunteers prune the Marrow Creek orchard trees?", ["February"]),
    ("wrapped", "How much does a bottle of the cider group's juice cost?", [("three pounds", "3 pounds")]),
    ("shell", "What is the cron schedule of the nightly report job?", ["*/15 2-4 * * *"]),
    ("shell", "How do I start the report job by hand?", ["make report SITE=north"]),
    ("tiers", "What are the inspection levels at Hollin?",
     ["entrance check", "brood check", "full inspection"]),
    ("tiers", "How many inspection levels does Hollin use?", [("three", "3")]),
    ("tiers", "How many frames does the Hollin brood check look at?", [("four", "4")]),
    ("compare", "How much does the Scree Pro weigh and what is its lug depth?", ["310", "8 mm"]),
    ("compare", "What lug depth does the Fellrunner 3 have?", ["6 mm"]),
    ("compare", "Which shoe is lighter, the Fellrunner 3 or the Scree Pro?", ["240", "310"]),
    ("fares", "How much is a child return ticket on the Skerry ferry?", ["3.80"]),
    ("fares", "What does an adult single on the Skerry ferry cost?", ["4.20"]),
    ("hut", "What should I bring to the Corrie hut?", ["liner", "head torch", "honesty box"]),
    ("hut", "How many people does the Corrie hut sleep?", [("twelve", "12")]),
    ("qa-terse", "How many bikes can go on one Skerry crossing?", [("six", "6")]),
    ("qa-terse", "Can I take my dog on the Skerry ferry?", ["open deck"]),
    ("deflist", "What is a drop spindle?", ["weighted stick"]),
    ("steps", "What is the second step when re-potting a moth orchid?", ["brown and hollow"]),
    ("steps", "What are the steps for re-potting a moth orchid?", ["soak", "brown and hollow", "bark", "one week"]),
    ("wrapped", "Which heritage apples grow in the Marrow Creek orchard?", ["Ribston Pippin", "Ashmead"]),
    ("faq", "What time does the last Harrowgate ferry leave on weekdays, and how many bikes fit on a crossing?",
     ["22:40", ("four", "4")]),
    ("fares", "Which is cheaper for a child, a single or a return on the Skerry ferry?", ["2.10", "3.80"]),
    ("faq-labels", "How many countries outside the EU does Quillon Books ship to?", ["14"]),
    ("faq-labels", "How long does a Quillon Books refund take?", [("5 working days", "five working days")]),
    ("paren-steps", "What spanner do I need for the Brompton axle nuts?", ["15 mm"]),
    ("paren-steps", "What should I use to lever the Brompton tyre off?", ["plastic levers"]),
    ("html-table", "How much is a clay taster session at the Wrenfield pottery cafe?", ["35"]),
    ("fields", "Who owns the ingest service?", ["Dana Whitfield"]),
    ("fields", "How often does the ingest service read the partner feeds?", [("ten minutes", "10 minutes")]),
    ("nested", "What ramp rate does the bisque firing use up to 600 °C?", ["80 °C per hour"]),
    ("deflist", "Which spinning tools does the note describe?", ["drop spindle", "niddy-noddy", "lazy kate"]),
    ("hut", "Does the Corrie hut have a warden?", ["no warden"]),
    ("html", "What are the Lindqvist reading room's Saturday hours?", ["10:00", "14:00"]),
    ("rst", "How many weekly snapshots does Pellworm keep, and where are the tapes stored?", [("four", "4"), "Husum"]),
]


@pytest.fixture(scope="module")
def llm():
    return sim()


@pytest.mark.parametrize("shape", ["rag-prompt", "system"])
@pytest.mark.parametrize(("key", "question", "facts"), CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_note_formats_answer_the_question(llm, shape, key, question, facts):
    build = rag_prompt if shape == "rag-prompt" else system_prompt
    answer = llm.invoke(build(question, _context(key)))
    assert_answer(answer, facts)
    assert_prose(answer)


def test_code_at_the_start_of_a_sentence_keeps_its_case(llm):
    answer = llm.invoke(rag_prompt("How do I deploy the Fenwick site to staging?", _context("codefirst")))
    assert "make deploy ENV=staging" in text_of(answer), text_of(answer)


def test_what_does_the_author_say_about_a_topic(llm):
    # The speaker ("Ingrid Solvang") is who said it, not what it is about: the chunk need not name her.
    chunk = ("We sort the failures we saw into three kinds: silent truncation, duplicated rows and "
             "clock skew between the two replicas.")
    answer = llm.invoke(rag_prompt("What does Ingrid Solvang say about kinds of failures?", chunk))
    assert_answer(answer, ["silent truncation", "duplicated rows", "clock skew"])


def test_according_to_the_author(llm):
    chunk = "The median repair took 11 days, most of it spent waiting for parts."
    answer = llm.invoke(rag_prompt("According to Tomas Halloran, how long did the median repair take?", chunk))
    assert_answer(answer, ["11 days"])


def test_bare_topic_gets_the_enumeration(llm):
    answer = llm.invoke(rag_prompt("inspection levels", NOTES["tiers"]))
    assert_answer(answer, ["entrance check", "brood check", "full inspection"])


def test_json_hits_are_read_as_documents(llm):
    answer = llm.invoke(rag_prompt("When did the Tarn Gallery move to the wool exchange?", HITS_JSON))
    assert_answer(answer, ["2029"])
    assert "{" not in text_of(answer)


def test_tavily_results_without_titles(llm):
    answer = llm.invoke(rag_prompt("How far out can the Glass Harbour lighthouse be seen?", TAVILY_NO_TITLE))
    assert_answer(answer, ["18 nautical miles"])
    assert "coast.example/glass-harbour-light" in text_of(answer) or "score" not in text_of(answer)


def test_two_facts_one_from_each_result(llm):
    answer = llm.invoke(rag_prompt(
        "When did the Tarn Gallery move to the wool exchange, and when was the wool exchange built?", HITS_JSON))
    assert_answer(answer, ["2029", "1868"])


def test_two_facts_from_two_notes(llm):
    context = "\n\n".join(NOTES[k] for k in ("html", "rst", "faq"))
    answer = llm.invoke(rag_prompt(
        "What time does the Lindqvist reading room open on weekdays, and how long does a Pellworm tape restore take?",
        context))
    assert_answer(answer, ["09:30", ("six hours", "6 hours")])


def test_tavily_response_with_raw_content_and_answer(llm):
    result = json.dumps({"query": "brimley tide mill", "answer": None, "results": [
        {"title": "Brimley tide mill", "url": "https://mills.example/brimley",
         "content": "Brimley tide mill grinds flour twice a day, on the falling tide.",
         "raw_content": "Brimley tide mill grinds flour twice a day, on the falling tide. The mill pond covers "
                        "three hectares and the wheel is 6 metres across.", "score": 0.88}]})
    answer = llm.invoke(rag_prompt("How wide is the wheel of the Brimley tide mill?", result))
    assert_answer(answer, [("6 metres", "six metres")])


def test_second_fact_missing_is_said(llm):
    answer = llm.invoke(rag_prompt(
        "When was the Glass Harbour lighthouse automated, and who designed it?", TAVILY_NO_TITLE))
    text = text_of(answer)
    assert "1987" in text, text
    assert any(w in text.lower() for w in ("could not find", "don't know", "not say", "no information")), text


def test_key_points_without_a_question(llm):
    answer = llm.invoke([HumanMessage(
        "Summarise the main points of this document as a bulleted list:\n\n" + NOTES["rst"] + "\n\nKey points:")])
    lines = [x for x in text_of(answer).splitlines() if x.strip()]
    assert 2 <= len(lines) <= 8, lines
    text = " ".join(lines)
    assert "seven daily" in text and "six hours" in text, lines


def test_key_points_as_a_structured_field(llm):
    from pydantic import BaseModel, Field

    class Points(BaseModel):
        bullet_points: str = Field(description="The main facts of the text, one per line.")

    out = llm.with_structured_output(Points).invoke(
        "List the key facts of the following text as bullet points:\n" + NOTES["faq"])
    lines = [x for x in out.bullet_points.splitlines() if x.strip()]
    assert 2 <= len(lines) <= 8, lines
    assert "22:40" in out.bullet_points and "four" in out.bullet_points, lines
    assert not any(x.rstrip().endswith("?") for x in lines), lines


def test_nothing_relevant_is_an_honest_refusal(llm):
    answer = llm.invoke(rag_prompt("What is the boiling point of the Ostrava studio's glaze?", NOTES["faq"]))
    assert_refusal(answer, forbidden=["1240"])
