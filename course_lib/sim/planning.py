"""Query rewriting, decomposition into sub-questions, and choosing among labelled options.

Decomposition works innermost first on chained questions:
"Where is the manager of the team that owns Project Falcon based?" becomes
1. "Which team owns Project Falcon?"
2. "Who is the manager of the team found in step 1?"
3. "Where is the manager found in step 2 based?"
A dependent step refers to an earlier one only when it must ("the team found in step 1");
``resolve_placeholders`` later replaces that phrase with the entity the earlier step found.
Questions joined by "and" are split, and pronouns are replaced by the entity they stand for.
"""

from __future__ import annotations

import re

from course_lib.sim.knowledge import Knowledge
from course_lib.sim.text import Document, content_words, names, sentences, stem

_NAME = r"(?:[A-Z][\w\-.]*(?:\s+[A-Z][\w\-.]*)*|the\s+\w+\s+found\s+in\s+step\s+\d+)"
_RELATIVE_RE = re.compile(
    rf"\bthe\s+(?P<noun>[a-z][\w\-]*)\s+(?:that|which|who)\s+(?P<verb>[a-z]+(?:\s+[a-z]+){{0,2}}?)\s+(?P<obj>{_NAME})"
)
_PARTICIPLE_RE = re.compile(
    rf"\bthe\s+(?P<noun>[a-z][\w\-]*)\s+(?P<verb>[a-z]+ed|run|built|written|led)\s+by\s+(?P<obj>{_NAME})"
)
_OF_RE = re.compile(rf"\bthe\s+(?P<noun>[a-z][\w\-]*)\s+of\s+(?P<obj>{_NAME})")
_POSSESSIVE_RE = re.compile(
    r"(?P<obj>[A-Z][\w\-.]*(?:\s+[A-Z][\w\-.]*)*)'s\s+(?P<noun>[a-z][\w\-]*)"
)
_PLACEHOLDER_RE = re.compile(
    r"\bthe\s+(?P<noun>[a-z][\w\-]*)\s+(?:found|identified|from)\s+(?:in\s+)?(?:step|sub-question|question)\s+(?P<k>\d+)",
    re.IGNORECASE,
)
_PERSON_NOUNS = frozenset(
    "manager lead leader owner head author founder director maintainer ceo cto sponsor boss chair creator".split()
)
_WH_SPLIT_RE = re.compile(
    r"\?\s+(?=\S)|;\s+|,?\s+and\s+(?=(?:what|how|who|whom|which|where|when|why|is|are|does|do|can)\b)",
    re.IGNORECASE,
)
_COMPARE_RE = re.compile(
    r"(?:difference|differences)\s+between\s+(?P<a>.+?)\s+and\s+(?P<b>.+?)\s*\??$|\bcompare\s+(?P<c>.+?)\s+(?:and|with|to|vs\.?|versus)\s+(?P<d>.+?)\s*\??$",
    re.IGNORECASE,
)
_PRONOUNS = {
    "it": "{e}",
    "its": "{e}'s",
    "they": "{e}",
    "them": "{e}",
    "their": "{e}'s",
    "he": "{e}",
    "she": "{e}",
    "his": "{e}'s",
    "her": "{e}'s",
}


def _ask_about(noun: str, obj: str) -> str:
    wh = "Who" if noun.lower() in _PERSON_NOUNS else "What"
    return f"{wh} is the {noun} of {obj}?"


def decompose(question: str) -> list[str]:
    """Ordered, self-contained sub-questions (a simple question gives itself)."""
    q = question.strip()
    parts = [p.strip(" ,") for p in _WH_SPLIT_RE.split(q) if p and p.strip(" ,?")]
    if len(parts) > 1:
        entity = (names(parts[0]) or [""])[0]
        out: list[str] = []
        for part in parts:
            out.extend(decompose(_replace_pronouns(part, entity)))
        return [_finish(p) for p in dict.fromkeys(out)]
    compare = _COMPARE_RE.search(q)
    if compare:
        a = compare.group("a") or compare.group("c")
        b = compare.group("b") or compare.group("d")
        return [f"What is {a.strip()}?", f"What is {b.strip()}?"]
    return _chain(q)


def _chain(question: str) -> list[str]:
    current = question.rstrip(" ?")
    steps: list[str] = []
    for _ in range(4):
        found = None
        for pattern, build in (
            (
                _RELATIVE_RE,
                lambda m: (
                    f"{'Who' if m.group('noun') in ('person', 'people', 'one') else 'Which ' + m.group('noun')} {m.group('verb')} {m.group('obj')}?"
                ),
            ),
            (
                _PARTICIPLE_RE,
                lambda m: f"Which {m.group('noun')} is {m.group('verb')} by {m.group('obj')}?",
            ),
            (_POSSESSIVE_RE, lambda m: _ask_about(m.group("noun"), m.group("obj"))),
            (_OF_RE, lambda m: _ask_about(m.group("noun"), m.group("obj"))),
        ):
            matches = list(pattern.finditer(current))
            if matches:
                found = (matches[-1], build)
                break
        if found is None:
            break
        match, build = found
        rest = (current[: match.start()] + current[match.end() :]).strip()
        if len(re.findall(r"\w+", rest)) <= 2 and re.fullmatch(
            r"(?i)(what|who|which)(\s+(is|are|was))?", rest or "what"
        ):
            break  # the whole question is this one step ("What is the capital of France?")
        steps.append(_finish(build(match)))
        current = f"{current[: match.start()]}the {match.group('noun')} found in step {len(steps)}{current[match.end() :]}"
    steps.append(_finish(current))
    return steps


def _finish(text: str) -> str:
    text = re.sub(r"\s+", " ", text).strip(" ,")
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith("?") else text.rstrip(".") + "?"


def _replace_pronouns(text: str, entity: str) -> str:
    if not entity:
        return text

    def swap(match: re.Match[str]) -> str:
        return _PRONOUNS[match.group(0).lower()].format(e=entity)

    return re.sub(r"\b(" + "|".join(_PRONOUNS) + r")\b", swap, text, flags=re.IGNORECASE)


# --- placeholders and rewriting --------------------------------------------------------------


def resolve_placeholders(text: str, docs: list[Document]) -> str:
    """Replace "the team found in step 1" with the entity the documents name for it."""

    def entity_for(match: re.Match[str]) -> str:
        noun = stem(match.group("noun"))
        known = {n.lower() for n in names(_PLACEHOLDER_RE.sub("", text))}
        best: tuple[int, str] | None = None
        for doc in docs:
            for sentence in sentences(doc.body) or (doc.title,):
                for rank, entity in _entities_near(sentence, noun):
                    if entity.lower() not in known and (best is None or rank < best[0]):
                        best = (rank, entity)
        return best[1] if best else match.group(0)

    return _PLACEHOLDER_RE.sub(entity_for, text)


def _entities_near(sentence: str, noun_stem: str) -> list[tuple[int, str]]:
    words = list(re.finditer(r"[\w\-']+(?:\.\w+)*", sentence))
    hits = [i for i, w in enumerate(words) if stem(w.group(0).lower().strip(".")) == noun_stem]
    if not hits:
        return []
    found = []
    for entity in names(sentence):
        start = sentence.find(entity)
        end = start + len(entity)
        for i in hits:
            w = words[i]
            gap_before = sentence[end : w.start()]
            gap_after = sentence[w.end() : start]
            if start <= w.start() and w.end() <= end:
                found.append((0, entity))  # "the Vega Lab" for "lab"
            elif 0 <= w.start() - end <= 1 and not gap_before.strip():
                found.append((0, entity))  # "Data Platform team"
            elif start >= w.end() and len(gap_after.split()) <= 3:
                found.append((1, entity))  # "managed by Alice Chen"
            else:
                found.append((2, entity))
    return found


def rewrite_query(
    question: str, knowledge: Knowledge, docs: list[Document] | None = None, previous: str = ""
) -> str:
    """A short search query: placeholders resolved, synonyms replaced by preferred terms."""
    text = resolve_placeholders(question, docs or [])
    text = knowledge.to_preferred(text)
    words = content_words(text)
    query = " ".join(words) if words else text.strip()
    if previous and query.lower() == previous.strip().lower():
        query = (
            " ".join(w for w in words if w.lower() not in {"use", "work", "do", "happen"}) or query
        )
    return query


# --- choosing among labelled options ---------------------------------------------------------


def option_descriptions(values: list[str], *texts: str) -> dict[str, str]:
    """For each option value, the text that follows its mention ("web: current events ...")."""
    out = {v: "" for v in values}
    for text in texts:
        if not text:
            continue
        positions = []
        for v in values:
            for pattern in (
                rf"(?:^|[\s\-*•;,(]){re.escape(v)}\s*[:=\-–]+\s*",
                rf"'{re.escape(v)}'\s*[:=\-–(]+\s*",
            ):
                m = re.search(pattern, text, re.IGNORECASE | re.MULTILINE)
                if m:
                    positions.append((m.end(), m.start(), v))
                    break
        positions.sort()
        for i, (end, _, v) in enumerate(positions):
            stop = positions[i + 1][1] if i + 1 < len(positions) else len(text)
            stop = min(stop, text.find("\n\n", end) if text.find("\n\n", end) >= 0 else len(text))
            if not out[v]:
                out[v] = text[end:stop].strip(" ;,\n")
    return out
