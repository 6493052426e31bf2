"""``raw_tokens`` and ``content_terms`` read each token once (``_token_raw``, ``_token_terms``)
and give exactly what the text-at-a-time reading gave: compared here with that reading, kept
verbatim, on invented texts (English, possessives, compounds with dots, dashes and underscores,
Chinese, Japanese, Korean, mixed scripts)."""

from __future__ import annotations

import random
import re

from course_lib.sim.words import text as T


def _raw_tokens_by_text(text: str) -> tuple[str, ...]:
    out: list[str] = []
    for match in T.TOKEN_RE.finditer(text):
        tok = match.group(0)
        if T._CJK_RE.match(tok):
            if T._HAN_ONLY_RE.fullmatch(tok):
                out.extend(T.chinese_words(tok))
                continue
            chars = [c for c in tok]
            if len(chars) == 1:
                if chars[0] not in T._FUNCTION_CHARS:
                    out.append(chars[0])
                continue
            for a, b in zip(chars, chars[1:], strict=False):
                if not (a in T._FUNCTION_CHARS and b in T._FUNCTION_CHARS):
                    out.append(a + b)
        else:
            low = tok.lower().strip("'")
            if low.endswith(("'s", "’s")) and len(low) > 3:
                low = low[:-2]
            out.append(low)
    return tuple(out)


def _content_terms_by_text(text: str) -> tuple[str, ...]:
    seen: dict[str, None] = {}
    for tok in _raw_tokens_by_text(text):
        if not T.is_content(tok):
            continue
        seen.setdefault(tok if T.has_cjk(tok) else T.stem(tok), None)
        if any(sep in tok for sep in "._-"):
            for part in re.split(r"[._\-]", tok):
                if part and T.is_content(part):
                    seen.setdefault(T.stem(part), None)
            if "." in tok:
                for segment in tok.split("."):
                    if segment and segment != tok and any(sep in segment for sep in "_-"):
                        seen.setdefault(T.stem(segment), None)
    return tuple(seen)


_WORDS = (
    "The kiln's Estrada's it's o'clock asyncio.wait builder.add_conditional_edges snake_case "
    "CPU-heavy x-y-z a.b_c-d 1.5 2,000 v2.0 runs running covered inspection Café naïve "
    "烧成温度是多少 窑炉需要预热 翻译成 几册 の ひらがな カタカナ 한국어 문장 I a an of "
    "'quoted' ’s Mr. e.g. U.S. 12th — … ( ) , ; ! ? 数据库ABC混合 abc数据"
).split()


def test_token_readings_match_the_text_reading():
    rng = random.Random(26)
    for _ in range(3000):
        text = "".join(rng.choice(_WORDS) + rng.choice([" ", " ", "", ", ", ".", "\n", "-", "'"]) for _ in range(rng.randint(1, 14)))
        assert T.raw_tokens(text) == _raw_tokens_by_text(text), text
        assert T.content_terms(text) == _content_terms_by_text(text), text
