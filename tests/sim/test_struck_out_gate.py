"""``moved_values.struck_out`` cuts into sentences only a text that writes one of its marks ("not",
"instead", "rather", "place") or an escape ("\\u006e", "&#110;"): every sentence of the others
holds none, so none could strike a value out. This checks that claim on the course's documents,
on each with its marks removed, and on invented texts of every shape the sentence reader knows
(markdown, tables, JSON, XML, YAML, a crontab), and that the replies' corrections still come
(a guard: it passes before the gate too)."""

from __future__ import annotations

from pathlib import Path

import pytest

from course_lib.sim.grounded import moved_values
from course_lib.sim.material.prose import sentences

ROOT = Path(__file__).resolve().parents[2]
MARKS = moved_values._struck_out_marks()


def _gated(text: str) -> bool:
    return not any(m in text for m in MARKS) and "\\" not in text and "&" not in text


def _course_texts() -> list[str]:
    files = sorted(p for p in (ROOT / "data").rglob("*") if p.suffix in (".md", ".txt", ".yaml", ".csv", ".json"))
    texts = [p.read_text(encoding="utf-8", errors="replace")[: moved_values.MAX_CHARS] for p in files[:200]]
    # each again with every mark written otherwise, so that the gate skips it
    return texts + [_unmarked(t) for t in texts]


def _unmarked(text: str) -> str:
    for mark in MARKS:
        text = text.replace(mark, mark[0].upper() + mark[1:] + "x")
    return text.replace("\\", "/").replace("&", "+")


INVENTED = [
    "Pick-up is at 3:30pm.\n\nUpdate: collect them at 4:15pm, not 3:30pm.",
    "| Day | Room |\n|---|---|\n| Mon | Atrium |\n| Tue | Room 2 |",
    '{"events": [{"room": "Atrium", "time": "10:00"}, {"room": "Room 2", "time": "11:00"}]}',
    "<events><event><room>Atrium</room><time>10:00</time></event></events>",
    "---\ntitle: Rota\n---\n# Rota\n\n- Mon: Priya\n- Tue: Tom",
    "# send the digest on Mondays at 07:00\n0 7 * * 1 /usr/local/bin/send-digest\n# clean up at night\n0 2 * * * cleanup",
    "Name    Day    Room\nPriya   Mon    Atrium\nTom     Tue    Room 2",
    "The meeting moved to the Lighthouse instead of the Atrium.",
]


@pytest.mark.parametrize("text", INVENTED + _course_texts())
def test_a_skipped_text_has_no_sentence_with_a_mark(text):
    if _gated(text):
        assert not any(m in s for s in sentences(text) for m in MARKS)


def test_a_correction_is_still_found():
    texts = ["Hi! Back for a 3:30pm pick-up.", "Please collect them at 4:15pm, not 3:30pm. Thanks!", "Lunch is at noon."]
    assert moved_values.struck_out("Back for a 3:30pm pick-up.", texts) == "Please collect them at 4:15pm, not 3:30pm."
