"""An e-mail's quoted earlier messages are reduced to their statements (``plain_text``; issue 26):
under an Outlook divider ("-----Original Message-----", underscores before "From:"), under a second
"From: ... Sent: ..." block after the body, or on lines led by ">", the asker's own questions are
no statement of the document: they neither make a question covered nor are quoted as answers;
quoted statements stay readable. And a rare word between "a"/"an" and a kind the documents hold
("a motorway lesson") that no document holds is a thing they do not mention (``absence``). Mail
formats, topics and wordings are my own."""
import pytest

from course_lib.sim.material.plain_text import plain_text
from tests.sim._chat import ask_rag

OUTLOOK = """From: Harbour Kayaks <hello@harbourkayaks.example>
Sent: Friday, 6 July 2029 09:02
To: Dev Malik
Subject: RE: Saturday trip

Hi Dev, your two kayaks are booked for Saturday at 10:00. Wetsuits are included in the price.

-----Original Message-----
From: Dev Malik
Sent: Thursday, 5 July 2029 21:15
Subject: Saturday trip

Can we bring our own paddles? Do you rent out dry bags as well?
"""

OWA = """Subject: RE: allotment plot 14
From: Parish Office

Dear Mrs Oduya, plot 14 is yours from 1 April. The rent is £32 a year.

________________________________
From: Grace Oduya
Sent: 2 March 2029 18:02
Is there a water tap near plot 14? I also keep bees.
"""

ANGLED = """From: Print Room
Subject: Re: poster run

The A2 posters will be ready on Tuesday afternoon.

> Could you laminate them too?
>> Is matt paper an option?
"""

STATEMENTS = """From: Nadia
Subject: Re: Re: choir venue

Thanks, I'll tell the others.

> The church hall is free on Wednesdays from 19:30.
> Can you confirm by Friday?
"""

NO_MAIL = """Release notes

> Note: the old importer is removed in version 4.
Does the new importer read CSV? Yes, and TSV too.
"""


@pytest.mark.parametrize(("text", "gone", "kept"), [
    (OUTLOOK, "paddles", "Wetsuits are included"),
    (OUTLOOK, "dry bags", "booked for Saturday"),
    (OWA, "water tap", "rent is £32"),
    (ANGLED, "laminate", "ready on Tuesday"),
    (ANGLED, "matt paper", "A2 posters"),
    (STATEMENTS, "confirm by Friday", "free on Wednesdays from 19:30"),  # a quoted statement stays
])
def test_quoted_questions_are_left_out_and_statements_kept(text, gone, kept):
    plain = plain_text(text)
    assert gone not in plain and kept in plain


def test_no_mail_no_change():
    """A document that is no e-mail keeps its ">" note and its own questions (an FAQ line)."""
    assert plain_text(NO_MAIL) == NO_MAIL


@pytest.mark.parametrize(("context", "question"), [
    (OUTLOOK, "Can I bring my own paddles?"),
    (OWA, "Is there a water tap near the plot?"),
    (ANGLED, "Will they laminate the posters?"),
])
def test_a_quoted_question_is_no_answer(context, question):
    reply, _ = ask_rag(context, question)
    assert not any(w in reply.lower() for w in ("paddles", "tap near", "laminate"))


@pytest.mark.parametrize(("context", "question", "honest"), [
    (OUTLOOK, "Have they booked a canoe trip?", True),        # "canoe": a kind of trip they never name
    (OWA, "Is there a compost heap?", True),
    (ANGLED, "Are the posters ready on Tuesday?", False),      # the answer is there
    (STATEMENTS, "Is the church hall free on Wednesdays?", False),
])
def test_a_rare_modifier_no_document_holds(context, question, honest):
    reply, _ = ask_rag(context, question)
    said = "don't know" in reply.lower() or "could not find" in reply.lower()
    assert said == honest, reply
