"""The persona a system prompt gives the assistant: its name and, when said, its role ("You are
Nell, the booking helper of Fernhill Spa.", "You are a friendly assistant called Nell.", "Your name
is Nell.", "你是“小橙”，一家书店的客服助手。", "你叫阿福。").

``persona(system)`` is the ``Persona`` or ``None``: a capitalised name right after "You are" that is
no adjective or article and no owner ("You are Sam's assistant") (``persona_not_names`` in data/sim/lexicons.yaml), a name after "named" /
"called" in the sentence that says what the assistant is, after "your name is", or a Chinese name
in quotes after 你是 / 你叫 (bare after 你叫). ``introduce(persona, chinese)`` is the sentence that
says who the assistant is in that role; small talk that asks who the assistant is opens with it
(issue 26: "What's your name?" under "You are Pip, ..." was answered as the simulator, not as Pip).
Cues are data (``persona`` in data/sim/patterns.yaml).
"""

from __future__ import annotations

from dataclasses import dataclass

from course_lib.sim.words.cues import lexicon, patterns

__all__ = ["Persona", "introduce", "persona"]

_CUE = patterns("persona")


@dataclass(frozen=True)
class Persona:
    name: str
    role: str = ""


def persona(system: str) -> Persona | None:
    """The name (and role) the system prompt gives the assistant, or ``None``."""
    if not system:
        return None
    for m in _CUE.you_are_name.finditer(system):
        name = m.group("name")
        if name.split()[0].lower() not in lexicon("persona_not_names") and not name.endswith(("'s", "’s")):
            return Persona(name, (m.group("role") or "").strip())
    m = _CUE.called_name.search(system)
    if m and (name := m.group("name") or m.group("name2")):
        if name.split()[0].lower() not in lexicon("persona_not_names"):
            return Persona(name)
    m = _CUE.zh_quoted.search(system)
    if m:
        return Persona(m.group("name").strip(), (m.group("role") or "").strip())
    m = _CUE.zh_bare.search(system)
    return Persona(m.group("name").strip()) if m else None


def introduce(found: Persona, chinese: bool = False) -> str:
    """"I'm Pip, the cheerful helper of Larkfield Garden Centre." / "我是小橙，一家书店的客服助手。\""""
    if chinese:
        return f"我是{found.name}，{found.role}。" if found.role else f"我是{found.name}。"
    return f"I'm {found.name}, {found.role}." if found.role else f"I'm {found.name}."
