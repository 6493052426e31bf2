"""Summarising a conversation: what the simulator writes when asked to compress a chat history
(notebook 08: ``SummarizationMiddleware`` with the simulator as the summariser).

A request is a conversation-summary request when its text carries a transcript of at least two
turns and its instructions ask for a summary (see :func:`is_summary_request`). A transcript is
read in the two forms LangChain writes: ``get_buffer_string(..., format="xml")``
(``<message type="human">...</message>``, what ``SummarizationMiddleware`` sends) and the plain
``Human: ... / AI: ...`` lines; tool results and system turns are left out.

The summary is extractive and deterministic, one line per exchange, oldest first::

    - Asked: Which team owns Project Falcon? Answered: Project Falcon is owned by the Ledger Team. [wiki/project-falcon.md]

A summary written earlier (LangChain puts it in the thread as a human message starting "Here is
a summary of the conversation") keeps its lines as they are, so summaries do not nest.
The answer part keeps the first ``ANSWER_SENTENCES`` sentences of the assistant's reply (with
their citations): names, ids, numbers and dates stated there survive; later sentences do not.
What the summariser never saw (the middleware trims its input to ``trim_tokens_to_summarize``,
keeping the most recent messages) cannot survive either: that is how a summary loses facts.
"""

from __future__ import annotations

import html
import re

from course_lib.sim.material.prose import sentences
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.everyday_forms import same_word

_CUE = patterns("conversation")  # its cue patterns: data/sim/patterns.yaml

ANSWER_SENTENCES = 2
MIN_TURNS = 2
_XML_RE = re.compile(r'<message\s+type="(?P<role>[\w-]+)"[^>]*>(?P<text>.*?)</message>', re.DOTALL)
_LINE_RE = re.compile(r"^(?P<role>Human|AI|Assistant|User|Tool|System)\s*:\s?(?P<text>.*)$", re.MULTILINE)
_TOOL_CALL_RE = re.compile(r"<tool_call\b[^>]*>.*?(?:</tool_call>|$)", re.DOTALL)
_ROLES = {"human": "human", "user": "human", "ai": "ai", "assistant": "ai", "tool": "tool", "system": "system"}


_REPR_RE = re.compile(r"(?P<role>Human|AI)Message\(content=(?P<q>['\"])(?P<text>.*?)(?<!\\)(?P=q)", re.DOTALL)
_PRONOUN_RE = re.compile(r"\b(?:it|its|they|them|their|he|she|his|her)\b", re.IGNORECASE)


def earlier_human_turns(text: str) -> list[str]:
    """The human turns of a chat history written into a prompt: a transcript (see
    :func:`transcript`) or a list of messages formatted as text (``[HumanMessage(content='...'),
    ...]``, what ``str(messages)`` gives a template), oldest first."""
    turns = [body for role, body in transcript(text) if role == "human"]
    if not turns:
        turns = [m.group("text") for m in _REPR_RE.finditer(text) if m.group("role") == "Human"]
    return turns


def standalone(question: str, earlier: list[str]) -> str:
    """A follow-up made standalone: its pronouns ("it", "its", "they") replaced by the subject
    the latest earlier human turn names (its first name-like phrase); unchanged when the
    follow-up has no pronoun, or names its own subject, or no earlier turn names one."""
    from course_lib.sim.request.planning import replace_pronouns
    from course_lib.sim.words.text import names

    if not earlier or not _PRONOUN_RE.search(question):
        return question
    own = [n for n in names(question) if not _PRONOUN_RE.fullmatch(n)]
    if own:
        return question
    for turn in reversed(earlier):
        subject = names(turn)
        if subject:
            return replace_pronouns(question, subject[0])
    return question


_IT_RE = re.compile(r"\b(?:it|its)\b", re.IGNORECASE)
MAX_IT_FOLLOW_UP_WORDS = 6  # "who teaches it?", "which pool is it in?": a short question about the earlier thing


def documented_subject(question: str, previous: str, bodies: tuple[str, ...]) -> str | None:
    """A follow-up's "it" read as the thing the previous question asked about, when the documents
    name it: "what time is yoga?" ... "who teaches it?" over a timetable that writes "Yoga" ->
    "who teaches yoga?". The thing is the one run of the previous question's content words that
    the documents write (a whole word, case aside) and the follow-up does not; ``None`` when the
    follow-up has no "it" or another pronoun, or no such single run stands out (then the caller
    reads the two questions together)."""
    from course_lib.sim.request.planning import replace_pronouns
    from course_lib.sim.words.text import content_words

    if (not bodies or not _IT_RE.search(question) or len(re.findall(r"\w+", question)) > MAX_IT_FOLLOW_UP_WORDS
            or len(_PRONOUN_RE.findall(question)) != len(_IT_RE.findall(question))):
        return None  # (a longer follow-up asks a thing of its own: "is it ok to swim after adding acid?")
    text = "\n".join(bodies).lower()
    own = {w.lower() for w in content_words(question)}
    words = re.findall(r"[\w'-]+", previous)
    held = [i for i, w in enumerate(words) if w.lower() in {c.lower() for c in content_words(previous)}
            and w.lower() not in own and re.search(rf"(?<!\w){re.escape(w.lower())}(?!\w)", text)]
    if not held or held[-1] - held[0] + 1 != len(held):
        return None  # none, or apart: which one "it" means is not clear
    subject = " ".join(words[held[0]: held[-1] + 1])
    if not re.search(rf"(?<!\w){re.escape(subject.lower())}(?!\w)", text):
        return None
    return replace_pronouns(question, subject)


def transcript(text: str) -> list[tuple[str, str]]:
    """``(role, text)`` turns of a transcript in ``text`` (role ``human``, ``ai``, ``tool``,
    ``system``); an AI turn's tool calls are left out, and a turn with nothing else with them."""
    found = [(m.group("role").lower(), html.unescape(_TOOL_CALL_RE.sub(" ", m.group("text"))).strip())
             for m in _XML_RE.finditer(text)]
    if not found:
        starts = list(_LINE_RE.finditer(text))
        for i, m in enumerate(starts):
            end = starts[i + 1].start() if i + 1 < len(starts) else len(text)
            body = (m.group("text") + text[m.end():end]).strip()
            found.append((m.group("role").lower(), body))
    return [(_ROLES.get(role, role), body) for role, body in found if body]


def summary_of_messages(human: str, turns: list[tuple[str, str]] | tuple) -> str | None:
    """The summary when the last human message asks for a summary of the conversation the
    messages themselves hold ("Create a summary of the conversation above:"; "This is summary of
    the conversation to date: ... Extend the summary by taking into account the new messages
    above:"), else ``None``. A summary written before keeps its lines, then come the new
    exchanges; a reply that was the simulator's own stated limit says nothing about the
    conversation and is left out."""
    from course_lib.sim.reports.limits import PREFIX

    if sum(1 for role, _ in turns if role == "human") < MIN_TURNS - 1:
        return None  # (first: most requests carry no earlier turns, and then no text is scanned)
    if not (_CUE.cues.search(human) and _CUE.of_messages.search(human)):
        return None
    said = [(role, text) for role, text in turns if not (role == "ai" and PREFIX in text)]
    if not said:
        return None
    earlier = _CUE.earlier_summary.search(human)
    kept = []
    if earlier:
        kept = [line.strip() for line in human[earlier.end():].splitlines() if line.strip().startswith("- ")]
    new = summarize(list(said))
    return "\n".join([*kept, new]) if kept else new


def is_summary_request(text: str) -> bool:
    """A transcript of at least ``MIN_TURNS`` human or AI turns, and words asking for a summary
    outside it."""
    turns = [t for t in transcript(text) if t[0] in ("human", "ai")]
    if len(turns) < MIN_TURNS:
        return False
    outside = _LINE_RE.sub(" ", _XML_RE.sub(" ", text))
    return bool(_CUE.cues.search(outside))


def _first_sentences(text: str, n: int) -> str:
    units = [s.strip() for s in sentences(" ".join(text.split())) if s.strip()]
    head = " ".join(units[:n]) if units else text.strip()
    citations = re.findall(r"\[[^\]]+\.md[^\]]*\]", " ".join(units[n:]))
    missing = [c for c in dict.fromkeys(citations) if c not in head]
    return " ".join([head, *missing]).strip()


def summarize(turns: list[tuple[str, str]], *, answer_sentences: int = ANSWER_SENTENCES) -> str:
    """One line per exchange: the user's words, and the first sentences of the reply."""
    lines: list[str] = []
    asked: str | None = None
    for role, text in turns:
        earlier = _CUE.earlier_summary.search(text) if role == "human" else None
        if earlier:  # a summary written before: its lines stay as they are
            lines.extend(line.strip() for line in text[earlier.end():].splitlines() if line.strip().startswith("- "))
            continue
        if role == "human":
            if asked is not None:
                lines.append(f"- Asked: {asked} (no answer yet)")
            asked = " ".join(text.split())
        elif role == "ai" and text:
            answer = _first_sentences(text, answer_sentences)
            lines.append(f"- Asked: {asked} Answered: {answer}" if asked else f"- Said: {answer}")
            asked = None
    if asked is not None:
        lines.append(f"- Asked: {asked} (no answer yet)")
    return "\n".join(lines) if lines else "Nothing was said yet."


def summary_reply(text: str) -> str | None:
    """The summary for a conversation-summary request, else ``None``."""
    if not is_summary_request(text):
        return None
    return summarize(transcript(text))




# --- facts the user stated earlier in the thread (issue 26) ----------------------------------

# "my favourite colour is teal", "my mum is 64 and my dad is 67": the user's fact of a thing they name
_MY_FACT_RE = re.compile(r"\bmy\s+((?:\w+(?:['’]s)?\s+){0,2}?\w+)\s+is\s+((?:(?!\s+(?:and|while|whereas|but)\s+(?:my|his|her|our)\s)"
                         r"(?:[^.,;!?\n]|(?<=\w)\.(?=[a-z]{2,}\b)))+)", re.IGNORECASE)
_STATED_RES = (  # (pattern, what it names): the user's own statements about themselves
    (re.compile(r"\b(?i:I'm|I am|my name is|call me)\s+([A-Z][\w-]+(?:\s+[A-Z][\w-]+)?)"), "name"),
    # (the value ends where a second "my <x> is" clause of the same sentence opens: "my mum is 64
    # and my dad is 67" states two facts, mum 64 and dad 67)
    (_MY_FACT_RE, None),
    (re.compile(r"我叫([\u4e00-\u9fff]{1,4}?)(?:[。，！,.!]|$)"), "name"),
    (re.compile(r"我的([\u4e00-\u9fff]{1,6}?)是([^。，！,.!]+)"), None),
    # where the user lives: "I live in Porto", "I'm based in São Paulo", "我住在杭州"
    (re.compile(r"\bI(?:'ve|\s+have)?\s+(?i:moved|relocated)\s+(?i:to)\s+([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)"), "home"),
    (re.compile(r"\bI(?:\s+(?i:live|reside)|'m\s+(?i:based|living)|\s+am\s+(?i:based|living))\s+(?i:in)\s+"
                r"([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)"), "home"),
    (re.compile(r"我(?:住在|生活在|家在)([\u4e00-\u9fff]{1,6}?)(?:[。，！,.!]|$)"), "home"),
    # the same typed in lower case, as people chat ("hi im bob! and i live in sf"): a name only
    # right after a greeting, a place only when the clause ends with it (never "a flat", "the city")
    (re.compile(r"^\W*(?:hi|hello|hey)(?:\s+there)?\W+(?:i'm|im|i am)\s+([a-z][\w-]+)\b", re.IGNORECASE), "name"),
    (re.compile(r"\bi\s+(?:live|reside)\s+in\s+(?!(?:a|an|the|my|our|this|that|here)\b)"
                r"([a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?)(?=\s*(?:[.!?,;]|$))", re.IGNORECASE), "home"),
)
# a question about the place the user lives, to fill into a search ("the weather where I live")
_AT_HOME_RE = re.compile(r"\bwhere I (?:live|am based|'m based|reside)\b|\bin my (?:city|town|area)\b|"
                         r"\bnear me\b|我住的地方|我家这边|我这里", re.IGNORECASE)
# a message that asks or requests something (then it is no mere introduction)
_ASKS_RE = re.compile(r"\?|？|\b(?:what|whats|how|when|where|which|who|why|tell|find|search|look up|show|"
                      r"give|please|list|explain|help me|can you|could you|would you)\b|吗|什么|怎么|哪|请|帮",
                      re.IGNORECASE)
_ASKS_HOME_RE = re.compile(r"\bwhere (?:do|did) I (?:say I )?live\b|\b(?:city|town|country|place)\b.*\blive\b|"
                           r"\blive\b.*\b(?:city|town|where)\b|我住在哪|我住哪|我家在哪", re.IGNORECASE)
# "What's my name?", "What was my name again?", "Do you remember my name?", "Who am I?"
_ASKS_NAME_RE = re.compile(
    r"\b(?:what(?:'s| is| was)|do you (?:know|remember|recall)|(?:tell|remind) me(?: of)?|did I (?:say|tell you))"
    r"\b[^?.!\n]{0,30}?\bmy name\b|\bwho am I\b|我叫什么|我的名字",
    re.IGNORECASE,
)
_ASKS_OWN_RE = re.compile(r"\bmy\b|\bI\b|\bme\b|我", re.IGNORECASE)
_SKIP = frozenset("a an the question name".split())
# "my favourite colour is green but my wife's is purple": the second owner's value of the same thing, its noun
# left out after the owner's "'s" (the key is the owner's: "wife's favourite colour")
_ELIDED_RE = re.compile(r"\b(?:but|and|while|whereas)\s+my\s+(\w+)['’]s\s+is\s+([^.,;!?\n]+)", re.IGNORECASE)
_OWNER_RE = re.compile(r"\bmy\s+(\w+)['’]s\s", re.IGNORECASE)  # the owner a question names ("my wife's ...")


def stated_facts(turns: list[str]) -> dict[str, str]:
    """``{what: value}`` the user said of themselves in ``turns`` (oldest first; later wins):
    "I'm Bob" -> name: Bob; "My favourite colour is teal" -> favourite colour: teal; "我叫李雷".
    A correcting turn ("no, I meant 7713") puts its value in place of the one it names, else of
    the fact stated last (``corrections.correction``); one that only says an earlier statement
    was wrong ("sorry, I misread: it's 7:45") puts its one typed value in place of the value of
    that kind in the one fact that holds one, and with two such facts, keeps neither (which one
    it corrects is unknown: the question then gets a conversation limit, not a guess)."""
    from course_lib.sim.request.corrections import (
        correction,
        cued_value,
        moved_by_pronoun,
        put_in_place,
        settled,
        values_by_kind,
    )
    from course_lib.sim.request.cued_swaps import cued_swap, stated_swap

    facts: dict[str, str] = {}
    for turn in turns:
        turn = settled(turn)  # "my door code is 4471 - no wait, 4417": the value meant, in place
        # a stated value put aside ("oops, it's LS6 2AD, not LS6 2AB") first: the stated value its evidence
        fixed = (stated_swap(turn, list(facts.values())) or correction(turn) or cued_swap(turn)) if facts else None
        if fixed:  # "no, I meant Bruges, not Ghent": the meant value replaces the named one, else the last
            meant, replaced = fixed
            what = next((k for k, v in reversed(facts.items()) if replaced and v.lower() == replaced.lower()),
                        None if replaced else next(reversed(facts)))
            if what is None and replaced:  # "500 euros", then "I meant 800, not 500": the figure inside it
                what = next((k for k, v in reversed(facts.items()) if put_in_place(v, meant, replaced)), None)
                if what is not None:
                    meant = put_in_place(facts[what], meant, replaced) or meant
            if what is not None:
                del facts[what]
                facts[what] = meant
            continue
        cued = cued_value(turn) if facts and not _states_a_fact(turn) else None
        if facts and not cued and moved_by_pronoun(turn):  # "医院把它改到周五了": the one value it moves to
            moved = values_by_kind(turn)
            cued = moved[0] if len(moved) == 1 else None
        if cued:  # "My train is at 7:15." ... "Sorry, I misread: it's 7:45.": the one time replaced
            _replace_by_kind(facts, *cued, latest=moved_by_pronoun(turn))
            continue
        for pattern, what in _STATED_RES:
            for m in pattern.finditer(turn):
                if what:
                    value = m.group(1).strip()
                    if what in facts and value.islower() and not facts[what].islower():
                        continue  # the lower-case reading never overrides a capitalised one
                    if what == "name" and _no_name(value):
                        continue  # "hi i'm tired", "I'm Sorry to ...": how the user is, no name (latent79)
                    facts[what] = value.capitalize() if what == "name" and value.islower() else value
                elif m.group(1).lower() not in _SKIP:
                    facts[m.group(1).lower().strip()] = m.group(2).strip()
        for m in _ELIDED_RE.finditer(turn):  # "... but my wife's is purple": her value of the thing just named
            own = [x for x in _MY_FACT_RE.finditer(turn[:m.start()]) if not _OWNER_RE.match(x.group(0))]
            if own:
                facts[f"{m.group(1).lower()}'s {own[-1].group(1).lower().strip()}"] = m.group(2).strip()
    return facts


def _no_name(value: str) -> bool:
    """A value read after "I'm" that tells how the user is, not who: its first word one of
    ``introduction_not_names`` (lexicons.yaml: "tired", "Sorry"), or, typed in lower case, a participle of a verb
    ("knackered", "wondering": ``_PARTICIPLE_RE``)."""
    from course_lib.sim.words.cues import lexicon

    first = value.split()[0] if value.split() else value
    return first.lower() in lexicon("introduction_not_names") or (first.islower() and bool(_PARTICIPLE_RE.search(first)))


_PARTICIPLE_RE = re.compile(r"^[a-z]{4,}(?:ing|ed)$")  # (long enough that "jared", "ming" stay names)


def _states_a_fact(turn: str) -> bool:
    return any(pattern.search(turn) for pattern, _ in _STATED_RES)


def _replace_by_kind(facts: dict[str, str], kind: str, value: str, latest: bool = False) -> None:
    """Put ``value`` in place of the one value of ``kind`` in the one fact that holds such a value;
    with several such facts, or one holding two, drop them (which one is corrected is unknown).
    ``latest`` (a move by a pronoun, "they moved it to Friday"): only the fact stated last that holds
    a value of ``kind`` is the pronoun's."""
    from course_lib.sim.request.corrections import in_form_of, values_of_kind

    holders = []
    for what, stated in facts.items():
        of_kind = values_of_kind(stated, kind)
        if of_kind:
            holders.append((what, of_kind[0] if len(of_kind) == 1 else None))
    if latest and holders:
        holders = holders[-1:]
    if len(holders) == 1 and holders[0][1] is not None:
        what, old = holders[0]
        facts[what] = facts[what].replace(old, in_form_of(value, old), 1)
    else:
        for what, _ in holders:
            del facts[what]


def introduction(message: str) -> dict[str, str]:
    """The facts a message states about the user when it only introduces them and asks nothing
    ("hi im bob! and i live in sf"); ``{}`` for anything else."""
    if _ASKS_RE.search(message):
        return {}
    facts = stated_facts([message])
    return facts if "name" in facts or "home" in facts else {}


def acknowledgement(facts: dict[str, str]) -> str:
    """The reply to an introduction: a greeting with the name, and an offer to help."""
    name = facts.get("name")
    return f"Nice to meet you, {name}! How can I help you?" if name else "Thanks for telling me! How can I help you?"


def home_for(question: str, turns: list[str]) -> str | None:
    """The place the user said they live, when ``question`` asks about where they live and the
    question does not name a place itself ("whats the weather where I live?" after "i live in sf")."""
    if not turns or not _AT_HOME_RE.search(question):
        return None
    return stated_facts(turns).get("home")


def asks_about_unknown_home(question: str, turns: list[str]) -> bool:
    """``question`` is about the place the user lives ("whats the weather where I live?", "near
    me") and no earlier turn says where that is (``home_for`` finds none)."""
    return bool(_AT_HOME_RE.search(question)) and home_for(question, turns) is None


def with_home(question: str, turns: list[str]) -> str:
    """``question`` with "where I live" / "near me" / "in my city" replaced by the place the user
    said they live ("whats the weather in sf"); unchanged when there is none."""
    home = home_for(question, turns)
    if not home:
        return question
    return _AT_HOME_RE.sub(lambda m: f"near {home}" if "near" in m.group(0).lower() else f"in {home}", question, count=1)


def recall(turns: list[str], question: str) -> str | None:
    """The reply to a question about something the user stated earlier ("What's my name?",
    "Which colour do I like best?"), or ``None``: the fact whose words the question names."""
    if not _ASKS_OWN_RE.search(question):
        return None
    facts = stated_facts(turns)
    zh = bool(re.search(r"[\u4e00-\u9fff]", question))
    if "name" in facts and _ASKS_NAME_RE.search(question):
        return f"你叫{facts['name']}。" if zh else f"Your name is {facts['name']}."
    if "home" in facts and _ASKS_HOME_RE.search(question):
        return f"你住在{facts['home']}。" if zh else f"You said you live in {facts['home']}."
    words = {w.lower() for w in re.findall(r"\w+", question)}
    asked_owner = _OWNER_RE.search(question)  # "my wife's favourite colour": only the wife's fact answers
    owner = asked_owner.group(1).lower() if asked_owner else None
    for what, value in reversed(list(facts.items())):
        if what in ("name", "home"):
            continue
        held_by = re.match(r"(\w+)['’]s\s", what)
        if (held_by.group(1).lower() if held_by else None) != owner:
            continue  # the user's own fact answers no question about their wife's, nor hers one about theirs
        head = what.split()[-1]
        if head in words or any(same_word(head, w) for w in words) or (zh and what in question):
            return f"你的{what}是{value}。" if zh else f"Your {what} is {value}."
    return None


__all__ = ["ANSWER_SENTENCES", "acknowledgement", "asks_about_unknown_home", "earlier_human_turns", "home_for", "introduction", "with_home", "is_summary_request", "recall", "standalone", "stated_facts", "summarize", "summary_reply",
           "transcript"]
