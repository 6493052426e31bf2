"""Invented probe (2026-12-04, mine, branch ``shapes`` from ba25ef72; oracles written and committed
before its first run): grounded questions whose material stands somewhere the reader does not look
today, in five prompt shapes, on topics and wordings of my own (none of the course's data nor the
fresh sets' topics):

- ``tool``: a tool's result (a ``ToolMessage``) the assistant asked for earlier in the thread, an AI
  turn after it, then a new human question about it; as a ``ChatPromptTemplate`` with a
  ``MessagesPlaceholder`` history, as a plain message list (a LangGraph thread replayed), and as a
  retriever tool's result (documents with their sources);
- ``earlier``: notes the user pasted one or two human turns before the question ("here are my notes
  from ...:", "this is what the landlord sent:"), a "thanks" or a side question between;
- ``after``: the question first, then "here you go:" / "output below:" / "see the table:" and the
  paste in the same turn (a command's output, a log, a table);
- ``fwd``: a question inside a forwarded e-mail (Gmail's "---------- Forwarded message ---------",
  Apple Mail's "Begin forwarded message:"), the notes in the mail, a lead-in of the user's above;
- ``paste``: a long paste under a lead-in, the question typed under it, the paste's table headed by
  words a grader would use ("Grade", "Score", "Relevance", "Rating").

Controls that must keep working: chat memory ("what's my name?"), a tool loop whose ``ToolMessage``
answers the current question, a thanks after a tool result (no answer from it), a question the
earlier result does not answer (an honest "I don't know" or a limit).

Oracles from ``tests/sim/fresh/_oracles.py`` (strict as the fresh sets: the asked value, none of the
other rows' values). ``python -W ignore -m tests.sim.probes.shapes_m [-v]`` prints the counts.

History (right / limit / wrong (false alarms) of the cases):
- first sight on ce94aa31 (ba25ef72 + this file), one run: **10 / 21 / 0 (0)**. Right: two of the
  notes pasted a turn before, the gas check by chat memory ("Earlier you said: ..."), two Gmail
  forwards, three pastes under a lead-in, the name-memory and thanks controls. Limits: every tool
  result earlier in the thread (7) and this turn's result for a model with no tools (the control),
  notes whose question shares no word with them ("sub" / "subscription") or whose lead-in block
  holds a "Please ..." sentence (the landlord's letter), every question before its paste (6), the
  Apple Mail forwards and a question inside a Gmail forward (3), two pastes (piano "Grade",
  cellar "Score").
- branch shapes (1b58a231 .. this commit: earlier_material, the hand-over pointer, forwarded_mail,
  material_leads, question_form's mistyped opener, a caption over a paste, list_neighbours' timed
  lines): **21 / 7 / 3 (2)**. Now right: every earlier tool result but one, this turn's result for
  a model with no tools, the question before its paste (4 of 6), the Apple Mail forward and the
  question inside a Gmail forward, the piano "Grade" paste. Wrong: tool-bees-queen-cells (right in
  substance, "Source: inspections/hive-5.md. No queen seen, two queen cells ...": the hive named by
  its source, not "Hive 5"), fwd-scouts-pickup (the one sentence holding drop-off and pick-up quoted
  whole, "5pm" beside the asked "2pm"), after-branch-current (was a limit: the split paste shares no
  word with "what branch am i on" once its "$ git branch -vv" line is cut, so a trusted "I don't
  know."; the current branch is git's "*" mark). Limits left: "sub" / "subscription" (no shared
  word), the landlord's rent (a documents limit), a count and a fastest over the pastes, a
  "how much do we owe for this?" forward ("this": a task on the mail), the cellar's "left".
- then (a label line asking before its hand-over is no label; a handed-over paste sharing no word
  with its question is the documents limit, never a trusted "I don't know."): **21 / 8 / 2 (2)**.
  after-branch-current a limit again; after-failed-count a limit that is right anyway (the second
  false alarm, beside tool-bees-marked's colour limit).
"""

from __future__ import annotations

import sys

from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _both,
    _but_not,
    _no_leading,
    _none_of,
    _word,
    report,
    tally,
)

# --- invented material ----------------------------------------------------------------------------

KILN = ("Firing schedule \u2013 Millbrook Pottery Studio, week of 8 November\n"
        "Monday: bisque firing, loaded by Anouk, kiln on at 07:30, cone 04\n"
        "Wednesday: glaze firing, loaded by Teodor, kiln on at 09:00, cone 6\n"
        "Friday: raku session in the yard, led by Harriet, starts 14:00\n"
        "Shelves must be cleared of kiln wash flakes before every load.\n"
        "Pieces left on the collection rack for more than two weeks go to the seconds shelf.")

BEEHIVES = [
    ("inspections/hive-3.md", "Hive 3 (the blue WBC): inspected 2 June. Queen seen, marked yellow. Five frames of brood. "
                              "Added a super. Temper calm."),
    ("inspections/hive-5.md", "Hive 5 (the national by the hedge): inspected 2 June. No queen seen, two queen cells "
                              "on frame 7. Temper tetchy. Recheck on 9 June."),
]

ROWING = ("Thames Reach Rowing Club \u2013 committee notes, 14 March\n"
          "The new coxless four arrives on 2 April and will be named Kittiwake.\n"
          "Annual subscription goes up to 310 pounds from May.\n"
          "Boat-house keys are now held by Oona Pellow, not the bar.\n"
          "The spring regatta is on Saturday 26 April at Wallingford.\n"
          "Erg tests for the novices: every Tuesday at 6.30pm.")

LANDLORD = ("Hi both,\n"
            "The gas safety check is booked for Thursday 12 September between 8am and noon; the engineer "
            "is from Hearthline.\n"
            "Rent goes up to 1,140 pounds a month from the October payment.\n"
            "Please do not put anything down the back bedroom sink until the plumber has been on the 19th.\n"
            "The bins move to Monday collection from next week.\n"
            "Regards, Gwen Attley")

FAILED = ("$ systemctl --failed\n"
          "  UNIT                    LOAD   ACTIVE SUB    DESCRIPTION\n"
          "\u25cf backup-nightly.service  loaded failed failed Nightly restic backup\n"
          "\u25cf certbot-renew.service   loaded failed failed Renew TLS certificates\n"
          "\n"
          "2 loaded units listed.")

BRANCHES = ("$ git branch -vv\n"
            "  feature/export-csv  4e1a9c2 [origin/feature/export-csv: ahead 3] add csv writer\n"
            "* main                b71d003 [origin/main] bump version to 0.9.2\n"
            "  fix/login-timeout   0c55e81 [origin/fix/login-timeout: behind 2] retry on 504\n")

SPLITS = ("km | split | heart rate\n"
          "1 | 5:02 | 148\n"
          "2 | 4:55 | 156\n"
          "3 | 5:20 | 161\n"
          "4 | 4:47 | 166\n"
          "5 | 4:41 | 171")

CATERER = ("Hello Mina,\n\n"
           "Thanks for the tasting on Saturday. To confirm for the 21 June wedding: a buffet for 85 guests at "
           "32 pounds a head, canapes on arrival, and a vegan main of roast squash with freekeh.\n"
           "We need final numbers by 6 June and the deposit of 500 pounds is non-refundable.\n"
           "Service staff leave at 11pm.\n\n"
           "Best,\nRhiannon at Saltmarsh Kitchen")

SCOUT_TRIP = ("Dear parents,\n"
              "The Cubs' camp at Fernhollow runs from Friday 4 July to Sunday 6 July.\n"
              "Drop-off is at the scout hut at 5pm on Friday; pick-up is at Fernhollow at 2pm on Sunday.\n"
              "The cost is 65 pounds, payable on OSM by 20 June.\n"
              "Please pack a torch, wellies and a named water bottle.\n"
              "Akela (Dan Crowther)")

CLIMBING = ("Route setting log \u2013 north wall, reset 3 October\n"
            "Colour | Grade | Setter | Style\n"
            "Purple | V2 | Ines | slab\n"
            "Orange | V4 | Bartek | overhang\n"
            "Teal | V5 | Ines | crimps\n"
            "Black | V7 | Sunniva | dyno\n"
            "Competition routes stay up until 24 October.")

PIANO = ("ABRSM results, autumn session\n"
         "Student | Grade | Mark | Result\n"
         "Elodie | 3 | 131 | Merit\n"
         "Kwame | 5 | 119 | Pass\n"
         "Rosa | 5 | 138 | Distinction\n"
         "Tiernan | 2 | 97 | Below pass\n"
         "Examiner: Mr H. Lacey. Certificates arrive in about six weeks.")

HYGIENE = ("Food hygiene visits, Marlow Street\n"
           "Premises | Rating | Inspected | Relevance note\n"
           "The Copper Pot | 5 | 11 Feb | none\n"
           "Dosa Corner | 3 | 19 Feb | fridge seals\n"
           "Baker & Wren | 4 | 2 Mar | hand basin blocked\n")

WINE = ("Cellar list for the supper club\n"
        "Wine | Vintage | Score | Bottles\n"
        "Rioja Reserva | 2016 | 92 | 4\n"
        "Muscadet sur lie | 2021 | 88 | 9\n"
        "Barolo | 2013 | 95 | 2\n"
        "Txakoli | 2022 | 87 | 6")


# --- the shapes -----------------------------------------------------------------------------------


def _placeholder(tool: str, args: dict, result: str, question: str, system: str):
    """A ``ChatPromptTemplate`` with a ``MessagesPlaceholder`` history: the assistant called ``tool``,
    its result, an AI turn, then the question."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder

        prompt = ChatPromptTemplate.from_messages([("system", system), MessagesPlaceholder("history"),
                                                   ("human", "{question}")])
        history = [HumanMessage(f"could you fetch the {tool.replace('_', ' ')} for me"),
                   AIMessage("", tool_calls=[{"name": tool, "args": args, "id": "call_x1"}]),
                   ToolMessage(result, tool_call_id="call_x1", name=tool),
                   AIMessage("Here it is. Ask me anything about it.")]
        return llm.invoke(prompt.invoke({"history": history, "question": question}))

    return run


def _replayed(tool: str, args: dict, result: str, first: str, reply: str, question: str):
    """A LangGraph thread replayed as a message list (no system prompt): the first question, the
    tool call and its result, the AI's answer, then a follow-up question."""
    def run(llm):
        return llm.invoke([HumanMessage(first),
                           AIMessage("", tool_calls=[{"name": tool, "args": args, "id": "call_r7"}]),
                           ToolMessage(result, tool_call_id="call_r7", name=tool),
                           AIMessage(reply),
                           HumanMessage(question)])

    return run


def _retrieved(docs: list[tuple[str, str]]) -> str:
    """A retriever tool's result: each document with its source (``document_prompt``-like)."""
    return "\n\n".join(f"Source: {src}\n{body}" for src, body in docs)


def _earlier(lead: str, notes: str, between: list[str], question: str):
    """The notes pasted in an earlier human turn under ``lead``, then ``between`` (alternating AI /
    human turns, starting with an AI one), then the question."""
    def run(llm):
        msgs = [HumanMessage(f"{lead}\n\n{notes}")]
        for i, text in enumerate(between):
            msgs.append(AIMessage(text) if i % 2 == 0 else HumanMessage(text))
        msgs.append(HumanMessage(question))
        return llm.invoke(msgs)

    return run


def _after(question: str, pointer: str, paste: str):
    """The question first, ``pointer`` ("here you go:") and the paste after it in the same turn."""
    return lambda llm: llm.invoke([HumanMessage(f"{question} {pointer}\n\n{paste}")])


def _gmail(lead: str, sender: str, subject: str, body: str):
    return lambda llm: llm.invoke([HumanMessage(
        f"{lead}\n\n---------- Forwarded message ---------\nFrom: {sender}\nDate: Mon, 2 Jun 2031 at 09:14\n"
        f"Subject: {subject}\nTo: me\n\n{body}")])


def _apple_mail(lead: str, sender: str, subject: str, body: str):
    return lambda llm: llm.invoke([HumanMessage(
        f"{lead}\n\nBegin forwarded message:\n\nFrom: {sender}\nSubject: {subject}\nDate: 3 June 2031 at 18:02\n"
        f"To: Sam\n\n{body}")])


def _long_paste(lead: str, notes: str, question: str):
    return lambda llm: llm.invoke([HumanMessage(f"{lead}\n\n{notes}\n\n{question}")])


def _thread(*turns: str):
    return lambda llm: llm.invoke([HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)])


_KILN_SYS = "You are the studio's helper. Answer from the tool results in the conversation."
_NOT_SAID = ("doesn't say", "does not say", "doesn't mention", "does not mention", "not mentioned", "no mention",
             "not listed", "doesn't list", "not in the", "isn't in the", "nothing about")

TOOL = [
    Case("tool-kiln-glaze-who", _placeholder("get_firing_schedule", {"week": "8 November"}, KILN,
                                             "who is loading the glaze firing", _KILN_SYS),
         _but_not(_any("Teodor"), "Anouk", "Harriet")),
    Case("tool-kiln-raku-time", _placeholder("get_firing_schedule", {"week": "8 November"}, KILN,
                                             "what time does the raku session start?", _KILN_SYS),
         _but_not(_word("14:00", "2pm", "2 pm"), "07:30", "09:00")),
    Case("tool-kiln-rack", _placeholder("get_firing_schedule", {"week": "8 November"}, KILN,
                                        "what happens to pots left on the collection rack too long", _KILN_SYS),
         _but_not(_any("seconds shelf"), "07:30", "Teodor")),
    Case("tool-kiln-absent", _placeholder("get_firing_schedule", {"week": "8 November"}, KILN,
                                          "how much does a firing cost per shelf", _KILN_SYS),
         _both(_absent(*_NOT_SAID), _none_of("07:30", "09:00", "Teodor"))),
    Case("tool-bees-queen-cells", _replayed("search_hive_notes", {"query": "hive inspections"}, _retrieved(BEEHIVES),
                                            "pull up my hive inspection notes",
                                            "I found the notes for hives 3 and 5 from 2 June.",
                                            "which hive had queen cells?"),
         _but_not(_any("Hive 5", "hive 5"), "Hive 3 had", "blue WBC")),
    Case("tool-bees-recheck", _replayed("search_hive_notes", {"query": "hive inspections"}, _retrieved(BEEHIVES),
                                        "pull up my hive inspection notes",
                                        "I found the notes for hives 3 and 5 from 2 June.",
                                        "when do I need to recheck the national"),
         _word("9 June", "June 9", "9th")),
    Case("tool-bees-marked", _placeholder("search_hive_notes", {"query": "queen"}, _retrieved(BEEHIVES),
                                          "what colour was the queen in hive 3 marked",
                                          "You are a beekeeping assistant. Use the retrieved notes above to answer."),
         _but_not(_any("yellow"), "tetchy")),
    # controls
    Case("tool-loop-now", lambda llm: llm.invoke([
        HumanMessage("what cone is wednesday's firing"),
        AIMessage("", tool_calls=[{"name": "get_firing_schedule", "args": {}, "id": "call_now"}]),
        ToolMessage(KILN, tool_call_id="call_now", name="get_firing_schedule")]),
         _but_not(_any("cone 6", "6"), "cone 04")),
    Case("tool-then-thanks", _replayed("search_hive_notes", {"query": "hive inspections"}, _retrieved(BEEHIVES),
                                       "pull up my hive inspection notes",
                                       "I found the notes for hives 3 and 5 from 2 June.",
                                       "great, thanks a lot!"),
         _none_of("queen cells", "Five frames", "super", "tetchy")),
]

EARLIER = [
    Case("earlier-rowing-keys", _earlier("here are my notes from the rowing committee:", ROWING,
                                         ["Thanks, I've read them."],
                                         "who has the boat-house keys now?"),
         _but_not(_any("Oona"), "Kittiwake", "310")),
    Case("earlier-rowing-regatta", _earlier("ok these are the minutes from thursday's committee", ROWING,
                                            ["Got them.", "thanks!", "No problem \u2013 what would you like to know?"],
                                            "where's the spring regatta"),
         _but_not(_any("Wallingford"), "Kittiwake", "310")),
    Case("earlier-rowing-subs", _earlier("here are my notes:", ROWING,
                                         ["Thanks \u2013 what do you need?", "quick one first, what's a coxless four?",
                                          "A racing boat for four rowers with no cox; one of them steers with a foot."],
                                         "how much is the sub going up to"),
         _but_not(_word("310"), "Kittiwake", "26 April")),
    Case("earlier-landlord-gas", _earlier("this is what the landlord sent us:", LANDLORD,
                                          ["Thanks, I have it."],
                                          "when is the gas check?"),
         _but_not(_any("12 September", "Thursday"), "1,140", "19th")),
    Case("earlier-landlord-rent", _earlier("this is what the landlord sent us:", LANDLORD,
                                           ["Thanks, I have it.", "cheers", "Anything you'd like to know?"],
                                           "whats the new rent"),
         _but_not(_any("1,140", "1140"), "12 September", "Hearthline")),
    # control: chat memory, not notes
    Case("earlier-name-memory", _thread("hi, I'm Tobias and I run the allotment shed", "Nice to meet you, Tobias!",
                                        "what's my name?"),
         _any("Tobias")),
]

AFTER = [
    Case("after-failed-units", _after("which services failed?", "here you go:", FAILED),
         _both(_any("backup-nightly"), _any("certbot"))),
    Case("after-failed-count", _after("how many units failed", "output below:", FAILED),
         _but_not(_word("2", "two"), "3")),
    Case("after-branch-ahead", _after("which branch is ahead of origin?", "here's what git says:", BRANCHES),
         _but_not(_any("export-csv"), "login-timeout")),
    Case("after-branch-current", _after("what branch am i on", "here you go:", BRANCHES),
         _but_not(_word("main"), "export-csv", "login-timeout")),
    Case("after-splits-fastest", _after("which km was my fastest?", "see the table:", SPLITS),
         _but_not(_any("km 5", "5th", "fifth", "4:41"), "4:55", "5:02")),
    Case("after-splits-hr", _after("what was my heart rate on km 3", "pasted below:", SPLITS),
         _but_not(_word("161"), "148", "171")),
]

FWD = [
    Case("fwd-caterer-deadline", _gmail("can you tell me what she says about the final numbers?",
                                        "Rhiannon <rhiannon@saltmarsh.example>", "Wedding buffet confirmation",
                                        CATERER),
         _but_not(_any("6 June", "June 6"), "21 June wedding", "11pm")),
    Case("fwd-caterer-deposit", _gmail("fyi see below", "Rhiannon <rhiannon@saltmarsh.example>",
                                       "Wedding buffet confirmation",
                                       "Quick question from my side: is the deposit refundable?\n\n" + CATERER),
         _both(_no_leading("yes"), _any("non-refundable", "not refundable", "isn't refundable", "no,", "no."),
               _none_of("32 pounds"))),
    Case("fwd-scouts-pickup", _apple_mail("what time is pick-up on sunday? it's in here somewhere",
                                          "Dan Crowther <akela@cubs.example>", "Fernhollow camp", SCOUT_TRIP),
         _but_not(_word("2pm", "2 pm", "14:00"), "5pm")),
    Case("fwd-scouts-cost", _apple_mail("how much do we owe for this?", "Dan Crowther <akela@cubs.example>",
                                        "Fernhollow camp", SCOUT_TRIP),
         _but_not(_any("65"), "5pm", "torch")),
    Case("fwd-inner-question", _gmail("can you answer Mina's question below?", "Mina <mina@example.org>",
                                      "Fwd: buffet",
                                      "Hi, what time do the service staff leave? The caterer's mail is below.\n\n"
                                      + CATERER),
         _but_not(_word("11pm", "11 pm", "23:00"), "500 pounds")),
]

PASTE = [
    Case("paste-climb-setter", _long_paste("here's the setting log from the gym", CLIMBING,
                                           "who set the orange one"),
         _but_not(_any("Bartek"), "Sunniva", "Ines set")),
    Case("paste-climb-grade", _long_paste("pasted the wall sheet below", CLIMBING,
                                          "what grade is the black route"),
         _but_not(_word("V7"), "V2", "V4", "V5")),
    Case("paste-piano-mark", _long_paste("results came through for my students", PIANO,
                                         "waht mark did rosa get"),
         _but_not(_word("138"), "131", "119", "97")),
    Case("paste-hygiene-dosa", _long_paste("copied from the council site", HYGIENE,
                                           "what rating did dosa corner get"),
         _but_not(_word("3"), "The Copper Pot", "Baker")),
    Case("paste-wine-barolo", _long_paste("our cellar list as of today", WINE,
                                          "how many bottles of barolo are left"),
         _but_not(_word("2", "two"), "Txakoli", "Muscadet", "Rioja")),
]

CASES: list[Case] = [*TOOL, *EARLIER, *AFTER, *FWD, *PASTE]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
