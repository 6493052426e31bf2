"""Port: the Hugging Face Agents Course, unit 2, "Building Your First LangGraph": Alfred's email
processing graph (read_email -> classify_email -> handle_spam | draft_response -> notify_mr_hugg).
The classifier is a free-text prompt and the program reads the model's prose with substring
tests: ``is_spam = "spam" in text and "not spam" not in text``, a ``reason:`` split, and the
first of ``["inquiry", "complaint", "thank you", "request", "information"]`` found in the text as
the category; the draft is a second free-text call.

Source: github.com/huggingface/agents-course, ``units/en/unit2/langgraph/first_graph.mdx``
@6657b0860879274099c6374416a719019886e818 (HEAD 8c0832e; the zh-CN, ko, es and fr pages of the
same lesson carry the same program and prompts). Licence: Apache-2.0 (the repository's
LICENSE).

Kept verbatim: ``EmailState``, the five node functions with both f-string prompts and the
parsing logic, ``route_email``, the graph, the course's two example emails. Swapped:
``ChatOpenAI(temperature=0)`` -> the simulator; the ``print`` calls of ``read_email``,
``handle_spam`` and ``notify_mr_hugg`` left out (they return ``{}`` as before); Langfuse left
out. Invented: five more emails (a complaint, a thank-you note, an office notice, a phishing
message, a replica-watch offer).

Oracles (written before the first run), per model call:
- ``classify_email``: the program's own parse of the reply gives the email's truth (spam or
  legitimate); for a legitimate email the parsed category is one the email fits, or ``None``
  (the program then drafts as "general"); never a category it does not fit (e.g. "inquiry" for a
  thank-you note, read from an echoed list);
- ``draft_response``: a non-empty reply on the email's matter (a content word of its subject or
  body), not the prompt's instructions echoed and not "I don't know";
- or a stated limit.

First sight (a4f7a5a0, before any simulator change of ports22): 14 calls, 0 right / 14 stated a
limit / 0 silently wrong: every classification says it cannot tell what the prompt asks ("best:
classify, 2.0 of 2.5"; the program's parse then reads "not spam" nowhere and "spam" nowhere, so
every email goes to the draft), every draft a stated limit. After ports22: the same 0 / 14 / 0
(telling spam from a legitimate email and drafting a reply need what a language model knows).
"""

from __future__ import annotations

import re
import warnings
from typing import Any, Dict, List, Optional, TypedDict  # noqa: UP035 (verbatim)

import pytest
from langchain_core.messages import HumanMessage
from langgraph.graph import END, START, StateGraph

from tests.thirdparty._support import REFUSAL, CallLog, sim_llm
from tests.thirdparty._verdict import verdict

# --- the program ---------------------------------------------------------------------------------


class EmailState(TypedDict):
    # The email being processed
    email: Dict[str, Any]  # Contains subject, sender, body, etc.  # noqa: UP006

    # Category of the email (inquiry, complaint, etc.)
    email_category: Optional[str]  # noqa: UP045

    # Reason why the email was marked as spam
    spam_reason: Optional[str]  # noqa: UP045

    # Analysis and decisions
    is_spam: Optional[bool]  # noqa: UP045

    # Response generation
    email_draft: Optional[str]  # noqa: UP045

    # Processing metadata
    messages: List[Dict[str, Any]]  # Track conversation with LLM for analysis  # noqa: UP006


def build(model):
    def read_email(state: EmailState):
        """Alfred reads and logs the incoming email"""
        # (the print is left out)
        # No state changes needed here
        return {}

    def classify_email(state: EmailState):
        """Alfred uses an LLM to determine if the email is spam or legitimate"""
        email = state["email"]

        # Prepare our prompt for the LLM
        prompt = f"""
    As Alfred the butler, analyze this email and determine if it is spam or legitimate.
    
    Email:
    From: {email['sender']}
    Subject: {email['subject']}
    Body: {email['body']}
    
    First, determine if this email is spam. If it is spam, explain why.
    If it is legitimate, categorize it (inquiry, complaint, thank you, etc.).
    """

        # Call the LLM
        messages = [HumanMessage(content=prompt)]
        response = model.invoke(messages)

        # Simple logic to parse the response (in a real app, you'd want more robust parsing)
        response_text = response.content.lower()
        is_spam = "spam" in response_text and "not spam" not in response_text

        # Extract a reason if it's spam
        spam_reason = None
        if is_spam and "reason:" in response_text:
            spam_reason = response_text.split("reason:")[1].strip()

        # Determine category if legitimate
        email_category = None
        if not is_spam:
            categories = ["inquiry", "complaint", "thank you", "request", "information"]
            for category in categories:
                if category in response_text:
                    email_category = category
                    break

        # Update messages for tracking
        new_messages = state.get("messages", []) + [
            {"role": "user", "content": prompt},
            {"role": "assistant", "content": response.content}
        ]

        # Return state updates
        return {
            "is_spam": is_spam,
            "spam_reason": spam_reason,
            "email_category": email_category,
            "messages": new_messages
        }

    def handle_spam(state: EmailState):
        """Alfred discards spam email with a note"""
        # (the prints are left out)
        # We're done processing this email
        return {}

    def draft_response(state: EmailState):
        """Alfred drafts a preliminary response for legitimate emails"""
        email = state["email"]
        category = state["email_category"] or "general"

        # Prepare our prompt for the LLM
        prompt = f"""
    As Alfred the butler, draft a polite preliminary response to this email.
    
    Email:
    From: {email['sender']}
    Subject: {email['subject']}
    Body: {email['body']}
    
    This email has been categorized as: {category}
    
    Draft a brief, professional response that Mr. Hugg can review and personalize before sending.
    """

        # Call the LLM
        messages = [HumanMessage(content=prompt)]
        response = model.invoke(messages)

        # Update messages for tracking
        new_messages = state.get("messages", []) + [
            {"role": "user", "content": prompt},
            {"role": "assistant", "content": response.content}
        ]

        # Return state updates
        return {
            "email_draft": response.content,
            "messages": new_messages
        }

    def notify_mr_hugg(state: EmailState):
        """Alfred notifies Mr. Hugg about the email and presents the draft response"""
        # (the prints are left out)
        # We're done processing this email
        return {}

    def route_email(state: EmailState) -> str:
        """Determine the next step based on spam classification"""
        if state["is_spam"]:
            return "spam"
        else:
            return "legitimate"

    # Create the graph
    email_graph = StateGraph(EmailState)

    # Add nodes
    email_graph.add_node("read_email", read_email)
    email_graph.add_node("classify_email", classify_email)
    email_graph.add_node("handle_spam", handle_spam)
    email_graph.add_node("draft_response", draft_response)
    email_graph.add_node("notify_mr_hugg", notify_mr_hugg)

    # Start the edges
    email_graph.add_edge(START, "read_email")
    # Add edges - defining the flow
    email_graph.add_edge("read_email", "classify_email")

    # Add conditional branching from classify_email
    email_graph.add_conditional_edges(
        "classify_email",
        route_email,
        {
            "spam": "handle_spam",
            "legitimate": "draft_response"
        }
    )

    # Add the final edges
    email_graph.add_edge("handle_spam", END)
    email_graph.add_edge("draft_response", "notify_mr_hugg")
    email_graph.add_edge("notify_mr_hugg", END)

    # Compile the graph
    return email_graph.compile()


# --- the emails and the judge --------------------------------------------------------------------

# name -> (email, is spam, categories it fits)
EMAILS: dict[str, tuple[dict, bool, set]] = {
    # the course's two examples
    "course_legitimate": ({
        "sender": "john.smith@example.com",
        "subject": "Question about your services",
        "body": "Dear Mr. Hugg, I was referred to you by a colleague and I'm interested in learning more about your consulting services. Could we schedule a call next week? Best regards, John Smith"
    }, False, {"inquiry", "request", "information"}),
    "course_spam": ({
        "sender": "winner@lottery-intl.com",
        "subject": "YOU HAVE WON $5,000,000!!!",
        "body": "CONGRATULATIONS! You have been selected as the winner of our international lottery! To claim your $5,000,000 prize, please send us your bank details and a processing fee of $100."
    }, True, set()),
    # invented
    "complaint": ({
        "sender": "rita.okafor@greenmail.example",
        "subject": "Damaged parcel, order 55812",
        "body": "Hello, the ceramic vase I ordered from your shop arrived in pieces and the box was crushed. This is the second time it has happened. I would like a replacement or my money back. Regards, Rita Okafor"
    }, False, {"complaint", "request"}),
    "thanks": ({
        "sender": "helen.marsh@example.org",
        "subject": "A lovely evening",
        "body": "Dear Mr. Hugg, my husband and I wanted to say how much we enjoyed the charity dinner you hosted on Saturday. The speeches were moving and the quartet was superb. With warm regards, Helen Marsh"
    }, False, {"thank you"}),
    "notice": ({
        "sender": "facilities@hugg-consulting.example",
        "subject": "Office closed on Monday 14 April",
        "body": "Please note that the office will be closed on Monday 14 April for the public holiday. Parcels will be accepted again from Tuesday morning at the front desk."
    }, False, {"information"}),
    "phishing": ({
        "sender": "security@paypa1-verify.example",
        "subject": "URGENT: your account will be suspended",
        "body": "Dear customer, we detected unusual activity on your account. Click the link below within 24 hours and confirm your password and full card number, or your account will be permanently suspended."
    }, True, set()),
    "watches": ({
        "sender": "deals@best-replica-shop.example",
        "subject": "Luxury watches 90% OFF - today only!!!",
        "body": "Limited time offer!!! Buy designer replica watches at 90% off. Free shipping worldwide, no questions asked. Click here now before stock runs out!"
    }, True, set()),
}

_FRAME = re.compile(r"As Alfred the butler|draft a polite|Mr\. Hugg can review|categorized as:|determine if this email", re.I)
_STOP = set("the and for you your are with from this that have has will would could our was were "
            "dear regards hello please best".split())


def _content(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]+", text.lower()) if len(w) > 3 and w not in _STOP}


def initial_state(email: dict) -> dict:
    return {"email": email, "is_spam": None, "spam_reason": None, "email_category": None,
            "email_draft": None, "messages": []}


def rows_email(model, name):
    email, spam, fits = EMAILS[name]
    log = CallLog()
    app = build(model)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        result = app.invoke(initial_state(email), {"callbacks": [log]})
    rows = []
    c_call = log.calls[0]
    ok = result["is_spam"] == spam and (spam or result["email_category"] in fits | {None}) and bool(c_call["text"].strip())
    rows.append((f"{name} classify_email", verdict(c_call["text"], ok, c_call["limit"]),
                 f"is_spam={result['is_spam']} category={result['email_category']} | {c_call['text'][:160]!r}"))
    if len(log.calls) > 1:
        d_call = log.calls[1]
        draft = result["email_draft"] or ""
        ok = (bool(draft.strip()) and not _FRAME.search(draft) and not REFUSAL.search(draft)
              and bool(_content(draft) & _content(email["subject"] + " " + email["body"])))
        rows.append((f"{name} draft_response", verdict(d_call["text"], ok, d_call["limit"]), draft[:240]))
    return rows


SCENARIOS = {n: (lambda m, n=n: rows_email(m, n)) for n in EMAILS}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


_IDEAL = {
    "john.smith@example.com": ("This email is legitimate. Category: inquiry about consulting services.",
                               "Dear John, thank you for your interest in our consulting services. Mr. Hugg would be glad to schedule a call next week."),
    "winner@lottery-intl.com": ("This email is spam. Reason: it promises a lottery prize and asks for bank details and a fee.", None),
    "rita.okafor@greenmail.example": ("Legitimate. This is a complaint about a damaged parcel.",
                                      "Dear Ms Okafor, we are sorry your vase arrived damaged; we will send a replacement or refund your order 55812."),
    "helen.marsh@example.org": ("Legitimate: a thank you note for the charity dinner.",
                                "Dear Mrs Marsh, thank you for your kind words about the charity dinner; Mr. Hugg was delighted you enjoyed it."),
    "facilities@hugg-consulting.example": ("Legitimate. Category: information (an office closure notice).",
                                           "Thank you for the notice; we have noted that the office is closed on Monday 14 April."),
    "security@paypa1-verify.example": ("Spam (phishing). Reason: a fake domain asking for a password and card number.", None),
    "deals@best-replica-shop.example": ("Spam. Reason: an unsolicited offer for replica watches.", None),
}


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        sender = next(s for s in _IDEAL if s in text)
        classify, draft = _IDEAL[sender]
        return classify if "determine if it is spam" in text else draft

    rows = scenarios(ScriptedChatModel(script=script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
