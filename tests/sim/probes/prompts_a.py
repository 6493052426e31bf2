"""Invented probe (2026-12-03, my own, oracles written before any run): label and grader prompts
that say none of the cue words ("classify", "label", "category", "route", "relevant", "grounded",
"useful", "grade") and are recognised, if at all, by what they ask the reply to be: one of a closed
set of values (options in a list line, in a question, after "as", on their own lines, in caps,
with descriptions), a verdict pair of the prompt's own (FITS / MISFIT, KEEP / DROP, OK / NOT_OK),
a numeric scale ("1 to 5", "0-3"), Y / N; reference graders whose sections are labelled in other
words. About half can be read from the text's words (an option word or a listed description word
in the text); the rest cannot (a stated limit is right there, never the first option silently).
Three guards: a question to answer from notes that merely offers "yes or no" or names places in
it stays a grounded answer.

``python -m tests.sim.probes.prompts_a [-v]``: on bf647da (main, before any change) 30 cases: right
0, stated limit 23, silently wrong 7, false alarms 1. Most label prompts fell to chat ("can't answer
this: no tool, document or fact") or "can't tell what this prompt asks"; the silently wrong: a Y / N
note check answered as a question, KEEP / DROP and a 0-2 scale answered with the passage or "I don't
know", "0-3" read as a sum, and one guard (rooms from the notes) answered "I don't know".
After ``reply_shape`` (the reply's shape as evidence of the task): right 13, stated limit 13,
silently wrong 4, false alarms 0: the six readable label prompts but one (values under a queue
line as "NAME - description", not read) get their value; the five unreadable ones state a
"can't choose" limit: beside the first value where an older reader already read the values (as
every label prompt on main), alone where only the new reader reads them; the own verdict pairs (FITS / MISFIT, KEEP / DROP, OK /
NOT_OK) and "Rate 0 to 2" over a passage are graded. Left: the reference graders with other
section labels ("Marking key:", "Worked answer:", "Model solution:", "Sample:") still state a
limit; "Reply Y or N" over a note, "0-3?" with no scale word, a Y/N paraphrase and one guard stay
wrong as on main (a grounded answer's, not a task's, failure).
"""
from __future__ import annotations

import sys

from tests.sim.fresh._oracles import Case, _ask, _but_not, _has, _must_state, _only, _starts, report

# --- label prompts with no "classify" / "label" / "category" / "route" word ---------------------

LABELS = [
    # options in a list line with descriptions; a description word ("tap") is in the text
    Case("lab_desc_line", _ask(
        "Which trade should we send? Reply with one of: plumbing (pipes, taps, drains), electrical "
        "(sockets, wiring, fuses), roofing (tiles, gutters).\n\n"
        "Job: The kitchen tap keeps dripping even when it is turned off hard."), _only("plumbing")),
    # a question "Which X: a, b or c?"; the option word is in the text
    Case("lab_which_colon", _ask(
        "Which team owns this: frontend, backend or database?\n\n"
        "Ticket: After last night's migration the database refuses new connections."), _only("database")),
    # after "as", in caps; the option word is in the text
    Case("lab_as_caps", _ask(
        "Mark this email as URGENT, ROUTINE or SOCIAL. Reply with the mark only.\n\n"
        "Email: Urgent - the freezer in lab 3 stopped overnight, samples are warming."), _only("URGENT")),
    # options on their own lines
    Case("lab_own_lines", _ask(
        "Put this chore on one of these lists:\nkitchen\ngarden\ngarage\n\n"
        "Answer with the list name only.\n\nChore: weed the garden beds before the frost."), _only("garden")),
    # caps options with dash descriptions on their own lines; description word "password" in the text
    Case("lab_caps_dash", _ask(
        "Pick the queue for this message. Answer with the queue name only.\n"
        "SHIPPING - parcels, delivery, tracking numbers\n"
        "REFUNDS - money back, returns\n"
        "ACCOUNT - password, sign-in, email change\n\n"
        "Message: I asked for a password reset twice and nothing came."), _only("ACCOUNT")),
    # "Tag this ..." with a slashed set; option word in the text
    Case("lab_tag_slash", _ask(
        "Tag this recipe by its main ingredient (chicken / beef / tofu). Reply with the tag only.\n\n"
        "Recipe: Crispy tofu cubes tossed in a sticky ginger glaze."), _only("tofu")),
    # "Which shelf ... - a, b or c?" with the option word in the text
    Case("lab_shelf_dash", _ask(
        "Which shelf does this book go on - poetry, history or science? One word.\n\n"
        "Book: A history of the canal boats of the Midlands."), _only("history")),
    # unreadable: nothing in the text names a desk or its description
    Case("lab_desk_unread", _ask(
        "Decide which desk takes this. Reply with one of: sales, legal, support.\n\n"
        "Text: Hi all, thanks for a lovely afternoon yesterday, see you soon!"), _must_state),
    # unreadable: "as" caps with nothing to match
    Case("lab_as_unread", _ask(
        "Mark this status update as RED, AMBER or GREEN. Reply with the mark only.\n\n"
        "Update: the vendor shipped version 2 on Friday."), _must_state),
    # unreadable with descriptions
    Case("lab_desc_unread", _ask(
        "Which trade should we send? Reply with one of: plumbing (pipes, taps, drains), electrical "
        "(sockets, wiring, fuses), roofing (tiles, gutters).\n\n"
        "Job: The back door sticks in wet weather."), _must_state),
    # unreadable "Which X: a, b or c?"
    Case("lab_which_unread", _ask(
        "Which shelf: fiction, travel or cookery?\n\nBook: 'Moonlight over the harbour wall'"), _must_state),
    # unreadable on own lines
    Case("lab_lines_unread", _ask(
        "Put this chore on one of these lists:\nkitchen\ngarden\ngarage\n\n"
        "Answer with the list name only.\n\nChore: ring the dentist about Tuesday."), _must_state),
]

# --- graders in the prompt's own words and values ---------------------------------------------

GRADERS = [
    # Y / N over a text, readable (the word is in the note)
    Case("gr_yn_mentions", _ask(
        "Does this note mention a refund? Reply Y or N.\n\n"
        "Note: The customer asked for a refund on the second order."), _only("Y")),
    # a verdict pair of its own, the reply answers what was asked
    Case("gr_pair_fits", _ask(
        "Does the reply deal with what was asked? Answer FITS or MISFIT.\n\n"
        "Asked: What time does the pool open on weekdays?\n"
        "Reply: The pool opens at 7 am on weekdays."), _only("FITS")),
    # the same pair, the reply talks of something else
    Case("gr_pair_misfit", _ask(
        "Does the reply deal with what was asked? Answer FITS or MISFIT.\n\n"
        "Asked: What time does the pool open on weekdays?\n"
        "Reply: Parking behind the centre is free after 6 pm."), _only("MISFIT")),
    # KEEP / DROP for a passage against a question
    Case("gr_keep", _ask(
        "Should this passage stay in the pile for the question? Say KEEP or DROP.\n\n"
        "Question: How do I descale the kettle?\n"
        "Passage: To descale the kettle, fill it with equal parts water and vinegar, boil, and rinse twice."),
        _only("KEEP")),
    Case("gr_drop", _ask(
        "Should this passage stay in the pile for the question? Say KEEP or DROP.\n\n"
        "Question: How do I descale the kettle?\n"
        "Passage: The toaster has three browning settings and a defrost button."), _only("DROP")),
    # OK / NOT_OK: an answer against facts it contradicts
    Case("gr_ok_not", _ask(
        "Check the bot's answer against the facts. Output OK or NOT_OK.\n\n"
        "Facts: The museum is closed on Mondays. It opens 10:00-17:00 Tuesday to Sunday.\n"
        "Bot answer: The museum is open on Mondays from 9:00."), _only("NOT_OK")),
    Case("gr_ok", _ask(
        "Check the bot's answer against the facts. Output OK or NOT_OK.\n\n"
        "Facts: The museum is closed on Mondays. It opens 10:00-17:00 Tuesday to Sunday.\n"
        "Bot answer: It opens at 10:00 from Tuesday to Sunday."), _only("OK")),
    # a numeric scale "1 to 5" for sticking to the source: a summary made of its sentences
    Case("gr_scale_high", _ask(
        "Score from 1 to 5 how closely the summary sticks to the source. Reply with the number only.\n\n"
        "Source: The bridge closes for repairs on 4 May. Buses will divert via Mill Lane.\n"
        "Summary: The bridge closes for repairs on 4 May and buses divert via Mill Lane."), _only("5", "4")),
    # "0-3": a summary that invents everything
    Case("gr_scale_low", _ask(
        "How faithful is the summary to the source, 0-3? Number only.\n\n"
        "Source: The bridge closes for repairs on 4 May. Buses will divert via Mill Lane.\n"
        "Summary: The library will open late every Thursday in winter."), _only("0", "1")),
    # "0 to 2" for a snippet against a query
    Case("gr_zero_two", _ask(
        "Rate 0 to 2 whether the snippet answers the query (0 = not at all, 2 = fully). Digit only.\n\n"
        "Query: How long should pizza dough rise?\n"
        "Snippet: Let the pizza dough rise for 2 hours in a warm place until doubled."), _only("2")),
    # Y/N for a claim against an excerpt, with no shared key word (a paraphrase): unreadable
    Case("gr_yn_paraphrase", _ask(
        "Is the claim borne out by the excerpt? Y/N.\n\n"
        "Excerpt: Shops in the old town shut their doors at dusk.\n"
        "Claim: Old-town retailers close when evening falls."), _only("Y")),
]

# --- reference graders with sections labelled in other words ------------------------------------

REFERENCE = [
    Case("ref_marking_key", _ask(
        "Compare the candidate's reply to the marking key. Say RIGHT or WRONG.\n\n"
        "Question: How far is the ferry crossing?\n"
        "Marking key: 42 km\n"
        "Candidate's reply: It is about 24 km."), _only("WRONG")),
    Case("ref_worked", _ask(
        "Does the pupil's working agree with the worked answer? Reply AGREE or DISAGREE.\n\n"
        "Worked answer: The train leaves at 14:35.\n"
        "Pupil's working: It leaves at 14:35 from platform 2."), _only("AGREE")),
    Case("ref_model_attempt", _ask(
        "Mark the attempt against the model solution: PASS or FAIL.\n\n"
        "Model solution: Canberra\n"
        "Attempt: Sydney"), _only("FAIL")),
    Case("ref_sample_pupil", _ask(
        "Is the learner's reply the same as the sample? CORRECT / INCORRECT.\n\n"
        "Sample: 12 March 1998\n"
        "Learner's reply: It happened on 12 March 1998."), _only("CORRECT")),
]

# --- guards: questions to answer from notes that only mention options ---------------------------

GUARDS = [
    Case("guard_yes_no_notes", _ask(
        "Answer from the notes. Is the sauna open on Sundays, yes or no?\n\n"
        "Notes: The sauna is open Tuesday to Sunday, 10:00-21:00. Closed on Mondays."), _starts("yes")),
    Case("guard_rooms_notes", _ask(
        "Using the notes, is the review in the Oak room, the Elm room or the Pine room?\n\n"
        "Notes: Friday's design review meets in the Elm room at 3 pm."),
        _but_not(_has("Elm"), "Oak", "Pine")),
    Case("guard_which_notes", _ask(
        "From the notes below: which day is the bin collection, Monday or Thursday?\n\n"
        "Notes: Bins go out on Wednesday night; the lorry comes on Thursday morning."), _has("Thursday")),
]

CASES: list[Case] = [*LABELS, *GRADERS, *REFERENCE, *GUARDS]


if __name__ == "__main__":
    report(CASES, sys.argv)
