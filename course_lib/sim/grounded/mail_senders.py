"""Who sent an e-mail or a letter the documents are (issue 26; the merger's own probing on a pony
party e-mail): "Who is the email from?", "who sent this?", "who wrote the letter?", "谁发的邮件?".

The reader of plain text drops an e-mail's header lines ("From: ...", "Subject: ...") and a
sign-off's name is a line of one or two words, so no sentence answered and the reply was "I don't
know." although the sender stood at the top. Here a question that asks the sender (``asks``, data:
``patterns.yaml`` mail_senders) is answered from the one document that names one: its own "From:"
header near the top (the display name and the address), and its sign-off ("Best,\\nGail") at the
end; a document whose header and sign-off name different writers gives both ("from Hollybank
Stables, signed Gail"). Documents that name different senders answer nothing (which one is meant
is not read); a document with neither is no answer either. Bounded: ``_TOP_LINES``, ``_MAX_DOCS``.

``forwarded_role``: "Who is the roofer?" over an e-mail whose writer says "see below from the
roofer" above a forwarded part: that part's sender.
"""

from __future__ import annotations

import re

from course_lib.sim.grounded.citations import with_citations
from course_lib.sim.reports import explain
from course_lib.sim.request import forwarded_mail
from course_lib.sim.request.reading import Request
from course_lib.sim.words.cues import patterns

_CUE = patterns("mail_senders")  # its cue patterns: data/sim/patterns.yaml
_TOP_LINES = 6  # a sender's header stands within the document's first lines
_TAIL_CHARS = 600  # a sign-off stands within the document's last characters
_MAX_DOCS = 20
_MAX_LINES = 400  # lines of one e-mail read for a forwarded part


def asks(question: str) -> bool:
    """Whether ``question`` asks who sent or wrote the e-mail, message or letter."""
    return bool(_CUE.asks.search(question.strip()))


def sender(text: str) -> tuple[str, str, str] | None:
    """(the header's name, its address, the sign-off's name) of one document, empty where absent;
    ``None`` when it names no sender."""
    top = "\n".join(text.splitlines()[:_TOP_LINES])
    head = _CUE.header.search(top)
    name = (head.group("who") or "").strip().strip('"') if head else ""
    address = (head.group("address") or "").strip() if head else ""
    if head and not name and not address:
        address = head.group(0).split(":", 1)[-1].strip()
    sign = _CUE.sign_off.search(text[-_TAIL_CHARS:])
    signed = sign.group("who").strip() if sign else ""
    return (name, address, signed) if name or address or signed else None


def forwarded_role(role: str, bodies: list[str]) -> str | None:
    """Who holds ``role`` ("roofer") in an e-mail whose writer points at a forwarded part as the
    role's ("Tom - see below from the roofer."): the forwarded part's own "From:" sender, as
    "Dai Pritchard (dai@...)"; ``None`` when no document has a forwarded part, its writer's lines
    say the role with no pointer, or the part names no sender. (Before: "The documents do not name
    the roofer", with his name in the forwarded header.)"""
    role_re = re.compile(rf"\b{re.escape(role)}(?:s|es|['’]s)?\b", re.IGNORECASE)
    found = set()
    for body in bodies[:_MAX_DOCS]:
        lines = body.splitlines()[:_MAX_LINES]
        at = next((i for i, line in enumerate(lines) if forwarded_mail.is_marker(line)), None)
        if at is None:
            continue
        if not any(role_re.search(line) and _CUE.points_at_part.search(line) for line in lines[:at]):
            continue
        head = _CUE.header.search("\n".join(lines[at + 1:at + 1 + _TOP_LINES]))
        if head is None:
            continue
        name, address = (head.group("who") or "").strip().strip('"'), (head.group("address") or "").strip()
        if name or address:
            found.add(f"{name} ({address})" if name and address else name or address)
    return found.pop() if len(found) == 1 else None


def role_answer(request: Request) -> str | None:
    """"Who is the roofer?" over an e-mail whose writer points at a forwarded part as the roofer's:
    "The roofer is Dai Pritchard (...)" (``forwarded_role``); ``None`` otherwise."""
    from course_lib.sim.grounded.answer_forms import asked_role

    asked = asked_role(request.search_question.strip())
    if asked is None or not request.documents:
        return None
    role = asked.split()[-1].lower()
    # (the messages as sent: the plain text keeps no forwarded part's header lines)
    found = forwarded_role(role, list(request.sent) or [d.text for d in request.documents])
    if found is None:
        return None
    explain.rule("a who-question's role: the sender of the forwarded part the writer points at", role=role,
                 sender=found)
    return with_citations(f"The {role} is {found}: the forwarded message below is from them.", request)


def answer(request: Request) -> str | None:
    """The sender of the one document that names one, for a question that asks it; ``None`` otherwise."""
    if not request.documents or not asks(request.search_question):
        return None
    found = {s for d in request.documents[:_MAX_DOCS] if (s := sender(d.text)) is not None}
    if len(found) != 1:
        return None
    name, address, signed = found.pop()
    explain.rule("who sent the e-mail or letter: its From header or its sign-off", name=name, address=address,
                 signed=signed)
    zh = request.language == "zh"
    who = name or address
    if who and address and name:
        who = f"{name} ({address})" if not zh else f"{name}（{address}）"
    if zh:
        text = f"发件人是{who}" if who else ""
        if signed and signed not in who:
            text = f"{text}，落款是{signed}" if text else f"落款是{signed}"
        return with_citations(text + "。", request)
    text = f"It is from {who}" if who else ""
    if signed and signed not in who:
        text = f"{text}, signed {signed}" if text else f"It is signed {signed}"
    return with_citations(text + ".", request)
