"""Invented probe (2026-12-03 afternoon, mine, oracles written before its first run, branch
``promptsfix`` from fd1edf3): prompts learners write for a model that must answer in a closed
shape. Label prompts in many separator styles (a pipe, a bulleted or numbered list, snake_case,
UPPER CASE, quoted, hyphenated, "X, Y or Z?" in lower case, labels with descriptions); yes/no
judges ("Answer yes or no: does the reply ..."); JSON asked for by example (numbers, number
words, names, lists, booleans, a key the text does not fill); graders in other words (a 1-5 or
0-10 score against a reference or expected answer, CORRECT / INCORRECT by an answer key,
SUPPORTED / UNSUPPORTED, USEFUL / NOT USEFUL), each with a known-right and a known-wrong answer
(a wrong answer must be judged wrong). Guards: a grounded question that offers two options, a
writing request that mentions "or", are no label prompts.

``python -m tests.sim.probes.prompts_g [-v]`` prints right / stated limit / silently wrong / false
alarms like the fresh sets.

History:
- first sight on 4aaceca (fd1edf3 + this file), one run: **6 / 21 / 5 / 3** (right / stated limit /
  silently wrong / false alarms). Wrong: "How does the writer feel - happy, sad or angry?" and the
  mood "Pick one:" answered "I don't know."; JSON with a list answered with one key's name;
  NOT USEFUL judged USEFUL; a 0-10 score against "Expected:" / "Given:" answered as the question.
  Limits: pipes, "Allowed answers:" bullets, snake_case and hyphenated labels, every yes/no judge,
  every one-message JSON example, SUPPORTED / UNSUPPORTED over "Passage:" / "Statement:".
- after the closed answer sets (90329d4): 11 / 19 / 2 / 3; after JSON by example (a98308e):
  13 / 17 / 2 / 3; after graders in other words (eb8f5bb): 15 / 17 / 0 / 3; after the yes/no
  judge: **17 / 15 / 0 / 3**. Left as limits: labels nothing in the text picks (spam, weather,
  a mood, a colour: the first label beside the limit; two happen to be right, the false alarms),
  a mixed review with "but" (no silent POSITIVE), the judge whose question comes after the
  answer (read as part of it), booleans and titles in JSON, "Statement:" graders, the grounded
  cash-or-card guard (no question read), the writing request (a knowledge limit, a false alarm).
"""
from __future__ import annotations

import sys

from tests.sim.fresh._oracles import Case, _ask, _but_not, _has, _json, _must_state, _only, report


def _lower(v) -> str:
    return str(v).strip().lower()


# --- label prompts in many separator styles ----------------------------------------------------

LABELS = [
    # pipes
    Case("lab_pipes", _ask(
        "What's the tone of this review? Choose one of positive | negative | neutral.\n\n"
        "Review: Terrible service, the soup was cold and nobody apologised."), _only("negative")),
    # a bulleted list under "Allowed answers:", the label's stem in the text ("billed")
    Case("lab_bullets", _ask(
        "Allowed answers:\n- billing\n- shipping\n- technical\n\n"
        "Reply with one allowed answer only.\n\nMessage: I was billed twice for the same month."),
        _only("billing")),
    # snake_case labels, the label's first word in the text
    Case("lab_snake", _ask(
        "Return exactly one of: order_status, return_request, product_question.\n\n"
        "Customer: I'd like to return the blue kettle I bought last week."), _only("return_request")),
    # UPPER CASE with slashes, readable ("error")
    Case("lab_caps_slash", _ask(
        "Which severity fits this log line? ERROR / WARNING / INFO\n\n"
        "Log: disk write failed with an error, the upload service stopped."), _only("ERROR")),
    # quoted labels, not readable from the words (a model knows spam when it sees it)
    Case("lab_quoted", _ask(
        'Answer "spam" or "not_spam".\n\n'
        "Email: Congratulations, you won a free cruise! Click here to claim your prize."), _only("spam")),
    # a numbered list of options, not readable from the words ("snow" is weather to a model)
    Case("lab_numbered", _ask(
        "Options:\n1. weather\n2. sport\n3. politics\n\nReply with the option's name.\n\n"
        "Headline: Heavy snow closes schools across the north"), _only("weather")),
    # lower case question with "a, b or c", a hyphenated label, readable ("thank")
    Case("lab_lower_or", _ask(
        "is this message a question, a complaint or a thank-you? one word\n\n"
        "message: thank you so much for fixing the gate so quickly"), _only("thank-you")),
    # a feeling, with the label word in the text
    Case("lab_feel", _ask(
        "How does the writer feel - happy, sad or angry? Reply with just the word.\n\n"
        "Text: I'm so angry that the bus left early again."), _only("angry")),
    # bulleted UPPER CASE labels with descriptions; a description word ("VPN") in the text
    Case("lab_desc_bullets", _ask(
        "Categories:\n* HARDWARE: broken devices, screens, keyboards\n* SOFTWARE: apps, updates, crashes\n"
        "* NETWORK: wifi, vpn, internet\n\nGive the category only.\n\n"
        "Ticket: The VPN drops every ten minutes when I work from home."), _only("NETWORK")),
    # unreadable: nothing in the item names a colour; only a stated limit is not wrong
    Case("lab_unreadable", _ask(
        "Pick one: red, blue, green.\n\nItem: a pair of woollen socks"), _must_state),
    # mixed sentiment, three caps options
    Case("lab_mixed", _ask(
        "Reply with POSITIVE, NEGATIVE or MIXED.\n\n"
        "Review: The room was spotless and the staff were lovely, but breakfast was cold and bland."),
        _only("MIXED")),
    # a mood "Pick one:" with no label word in the text
    Case("lab_mood", _ask(
        "How would you describe the mood of this text? Pick one: relaxed, tense, joyful.\n\n"
        "Text: Deadline in an hour and the build is still failing, my hands are shaking."), _only("tense")),
]

# --- yes/no judges --------------------------------------------------------------------------

JUDGES = [
    Case("judge_yes_open", _ask(
        "Answer yes or no: does the reply say when the library opens?\n\n"
        "Reply: The library opens at 9 am on Saturdays."), _only("yes")),
    Case("judge_no_open", _ask(
        "Answer yes or no: does the reply say when the library opens?\n\n"
        "Reply: You can borrow up to ten books at a time."), _only("no")),
    # the question and answer first, the judge's question last
    Case("judge_last_yes", _ask(
        "Question: What is the capital of Peru?\nAnswer given: Lima is the capital of Peru.\n\n"
        "Does the answer respond to the question? Yes or No."), _only("yes")),
    Case("judge_last_no", _ask(
        "Question: What is the capital of Peru?\nAnswer given: Peru is famous for its alpacas.\n\n"
        "Does the answer respond to the question? Yes or No."), _only("no")),
]

# --- JSON by example ----------------------------------------------------------------------------

JSON = [
    # a place and a number word
    Case("json_city_nights", _ask(
        'Turn this into JSON like {"city": "", "nights": 0}: "Booking three nights in Lisbon from 2 June"'),
        _json(lambda o: _lower(o.get("city")) == "lisbon" and o.get("nights") == 3)),
    # a name, a count, a boolean
    Case("json_guest", _ask(
        'Give me JSON in this shape: {"guest": "name", "adults": 1, "vegetarian": false}\n\n'
        "Text: Table for Priya Nair, 3 adults, one of them vegetarian."),
        _json(lambda o: _lower(o.get("guest")) == "priya nair" and o.get("adults") == 3
              and o.get("vegetarian") is True)),
    # a list and a number
    Case("json_recipe", _ask(
        'Output JSON like {"ingredients": ["..."], "minutes": 0}\n\n'
        "Recipe: Whisk eggs, milk and flour, then bake for 25 minutes."),
        _json(lambda o: {_lower(x) for x in o.get("ingredients") or []} == {"eggs", "milk", "flour"}
              and o.get("minutes") == 25)),
    # a key the text does not fill (no author, no year): null is right for them
    Case("json_book_nulls", _ask(
        'Reply in JSON like {"title": "", "author": "", "year": 0}\n\n'
        'Text: I just finished "The Quiet Orchard" and loved it.'),
        _json(lambda o: _lower(o.get("title")) == "the quiet orchard" and o.get("author") is None
              and o.get("year") is None)),
    # a boolean asked for and an id
    Case("json_refund", _ask(
        'Return JSON like {"refund_requested": false, "order_id": "A-0"}\n\n'
        "Email: Please refund order B-7731, the mug arrived broken."),
        _json(lambda o: o.get("refund_requested") is True and str(o.get("order_id")) == "B-7731")),
]

# --- graders in other words, each with a known-right and a known-wrong answer -------------------

GRADERS = [
    Case("gr_scale_right", _ask(
        "Score the student answer from 1 to 5 against the reference answer. Output the number only.\n\n"
        "Question: How many legs does a spider have?\nReference answer: Eight.\n"
        "Student answer: A spider has 8 legs."), _only("5", "4")),
    Case("gr_scale_wrong", _ask(
        "Score the student answer from 1 to 5 against the reference answer. Output the number only.\n\n"
        "Question: How many legs does a spider have?\nReference answer: Eight.\n"
        "Student answer: Six legs."), _only("1", "2")),
    Case("gr_key_wrong", _ask(
        "Using the answer key, mark the response CORRECT or INCORRECT.\n\n"
        "Question: In which year did the first Moon landing happen?\nAnswer key: 1969\n"
        "Response: It was in 1972."), _only("INCORRECT")),
    Case("gr_key_right", _ask(
        "Using the answer key, mark the response CORRECT or INCORRECT.\n\n"
        "Question: In which year did the first Moon landing happen?\nAnswer key: 1969\n"
        "Response: July 1969."), _only("CORRECT")),
    Case("gr_unsupported", _ask(
        "Is the statement backed by the passage? Reply SUPPORTED or UNSUPPORTED.\n\n"
        "Passage: The clinic is open on weekdays from 8 to 6 and closed at weekends.\n"
        "Statement: The clinic opens on Saturdays."), _only("UNSUPPORTED")),
    Case("gr_supported", _ask(
        "Is the statement backed by the passage? Reply SUPPORTED or UNSUPPORTED.\n\n"
        "Passage: The clinic is open on weekdays from 8 to 6 and closed at weekends.\n"
        "Statement: The clinic is closed at weekends."), _only("SUPPORTED")),
    Case("gr_useful", _ask(
        "Would this answer help the user? USEFUL or NOT USEFUL.\n\n"
        "User question: How do I reset my router?\n"
        "Answer: Hold the reset button on the back of the router for ten seconds until the lights blink."),
        _only("USEFUL")),
    Case("gr_not_useful", _ask(
        "Would this answer help the user? USEFUL or NOT USEFUL.\n\n"
        "User question: How do I reset my router?\nAnswer: Routers are made by many companies."),
        _only("NOT USEFUL")),
    Case("gr_ten_wrong", _ask(
        "Rate the answer's accuracy from 0 to 10 given the expected answer. Number only.\n\n"
        "Question: What is the capital of France?\nExpected: Paris\n"
        "Given: The capital of France is Madrid."), _only("0", "1", "2", "3")),
]

# --- guards: prompts that mention options but ask something else --------------------------------

GUARDS = [
    # a grounded question offering two options: the answer from the notes, not a bare label
    Case("guard_cash_card", _ask(
        "Using the notes: should I bring cash or a card to the market?\n\n"
        "Notes: The Saturday market stalls take cash only; there is a cash machine by the gate."),
        _but_not(_has("cash"), "card")),
    # a writing request that mentions "or": never a bare "tea" / "coffee"
    Case("guard_writing_or", _ask(
        "Write two sentences on whether tea or coffee keeps you awake longer."),
        lambda out: str(out.content).strip().strip(".").lower() not in {"tea", "coffee", ""}),
]

CASES: list[Case] = [*LABELS, *JUDGES, *JSON, *GRADERS, *GUARDS]


if __name__ == "__main__":
    report(CASES, sys.argv)
