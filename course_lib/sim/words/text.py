"""Plain text handling for the simulator: words, stems, sentences, names, documents.

Everything here is a small, readable rule, not a language model:
- words are lower-cased runs of letters/digits (``asyncio.wait`` and ``return_when`` stay whole
  and also yield their parts); Chinese/Japanese/Korean text becomes character bigrams;
- a light suffix stripper makes "manages", "managed" and "manager" meet at "manag";
- names ("Project Falcon", "Alice Chen") are runs of capitalised words.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

STOP_WORDS = frozenset(
    """
    a an the and or but if then else of to in on at by for with from into onto about as is are
    was were be been being am do does did doing done have has had having i me my we our ours
    you your yours he him his she her it its they them their theirs this that these those
    there here what which who whom whose when where why how can could should would will shall
    may might must not no yes so than too very just also only any all some each every both
    either neither such own same other more most less least few many much up down out over
    under again further once s t please tell explain give show let lets know want like
    describe say said talk talks talked discuss discussed mention mentioned mean means get gets got one thing things way ways kind using via per let
    hi hello hey thanks thank ok okay vs versus between e g eg ie etc
    don't doesn't didn't isn't aren't wasn't weren't can't cannot won't wouldn't shouldn't
    couldn't haven't hasn't what's it's that's there's here's how's where's who's i'm i've
    you're we're they're let's none something someone somebody anyone anybody
    dont doesnt didnt isnt arent wasnt werent cant wont wouldnt shouldnt couldnt havent hasnt
    whats thats theres heres hows wheres whos im ive youre theyre
    """.split()
)
"""Words that carry no topic. Questions and descriptions are compared without them. The
contractions are there typed without their apostrophe too ("whats", "im", "dont": phones and
quick typing), where that form is no other word ("its", "were", "ill", "id", "well" are)."""

GENERIC_WORDS = frozenset(
    "use used uses work works working happen happens need needs make makes example examples "
    "difference differences purpose main new".split()
)
"""Words that carry a little topic: they count half when comparing texts."""

GENERIC_WORDS_ZH = frozenset(
    "需要 需 使用 用 进行 应该 应当 必须 一般 通常 主要 方法 办法 方式 具体 相关 有关 要求 可能".split()
)
"""The same for Chinese: "需要" (need), "使用" (use), "方法" (way) ask, they do not name a topic."""

# iCalendar's compact dates: "DTSTART:20260314T093000Z", "DTEND;VALUE=DATE:20260315" (a bare
# eight-digit number only as a property's value: an order number is no date)
COMPACT_DATE = (r"(?:(?<=[:=])|(?=\d{8}T\d{4}))((?:19|20)\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])"
                r"(?:T([01]\d|2[0-3])([0-5]\d)(?:[0-5]\d)?(Z)?)?(?![\dA-Za-z])")
"""iCalendar's compact date (and time): year, month, day (hour, minute, "Z") as groups."""

_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff"
_CJK_RE = re.compile(f"[{_CJK}]")
HIRAGANA_RE = re.compile(r"[\u3040-\u309f]")
"""Hiragana: a text with it is Japanese, not Chinese (which has none)."""
KANA_RE = re.compile(r"[\u3040-\u30ff]")
"""Hiragana or katakana."""
CAMEL_PART_RE = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
"""A word of a camelCase or PascalCase name ("DeadlineExceededError": Deadline, Exceeded, Error)."""
NAME_WORD_RE = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
"""A word of a name in camelCase or PascalCase, or a run of its digits ("orderID2": order, ID, 2)."""
LEAD_LABEL_RE = re.compile(r"^\s*(?:[A-Za-z][\w ]{0,20}:|[\u4e00-\u9fff]{1,6}[:：])\s*")
"""A short label opening a line or a sentence ("Note:", "Customer message:", "留言:"): a reader of
what the line says takes it off first."""


def name_words(name: str) -> tuple[str, ...]:
    """The lower-case words of a field's or a tool's name in snake_case, kebab-case or camelCase
    ("preferred_shift": preferred, shift; "bookingRef": booking, ref; "orderID": order, id): a
    name is typed by its whole words, never by a piece of one ("ref" inside "preferred")."""
    return tuple(w.lower() for chunk in re.split(r"[\s_\-./]+", name.strip()) for w in NAME_WORD_RE.findall(chunk))


HAN_RE = re.compile("[\u3400-\u4dbf\u4e00-\u9fff]")
"""A Chinese character (the unified ideographs and their extension A)."""
COMMON_HAN_RE = re.compile("[\u4e00-\u9fff]")
"""A Chinese character of the unified ideographs' main block (no extension)."""
TOKEN_RE = re.compile(rf"[{_CJK}]+|[A-Za-z0-9\u00c0-\u024f]+(?:[._'\-][A-Za-z0-9\u00c0-\u024f]+)*")
"""A token: a run of CJK characters, or of Latin letters and digits joined by . _ ' or -."""
_FUNCTION_CHARS = frozenset(
    "的了是在吗呢吧啊么什怎如何哪谁为我你他她它们这那和与及或有个也都就要会能可以一不请问"
)
_HAN_ONLY_RE = re.compile("[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_FUNCTION_WORDS = frozenset(
    """的 了 是 在 吗 呢 吧 啊 么 和 与 及 或 有 个 也 都 就 要 会 能 可以 一 不 请 问 请问 我 你 他 她 它
    我们 你们 他们 这 那 这个 那个 什么 怎么 怎样 如何 哪 哪个 哪些 谁 为什么 多少 吗 呀 哦 嗯 把 被
    给 对 从 到 让 使 由 为 以 而 之 其 该 此 并 但 还 又 再 很 更 最 没有 没 已经 所以 因为 如果
    时候 情况 情况下 下 哪里 哪儿 怎么样 是否 是不是 有没有 才能 才 能够 能否 可否 能不能 要不要 需不需要
    几 多久 一下 啊 呀 吧 呢 嘛 需要 那边 这边""".split()
)
"""Chinese function words, and the frames a question is asked in ("什么时候" when, "什么情况下"
under what circumstances, "哪里" where): like English "when" and "where", they carry no topic."""
# A name's letters: ASCII and the Latin supplements ("Gdańsk", "Łódź", "Ørsted", "Málaga"),
# never cut at the first letter outside ASCII ("Gda").
_UPPER = "A-Z" + "".join(ch for ch in map(chr, range(0xC0, 0x250)) if ch.isupper() and ch.isalpha())
_LETTER = r"A-Za-z0-9\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f"
# (a code ends its word: "300ml" holds no name "300m")
_NAME_WORD = rf"(?:[{_UPPER}][{_LETTER}]*(?:[-'][{_LETTER}]+)?|[A-Z0-9]{{2,}}[a-z]?(?![{_LETTER}]))"
# a name starts a word: never inside one ("kWh" holds no name "Wh")
# particles inside a name: "Bank of England", "Ana de la Cruz", "Ludwig van der Berg", "Vasco da Gama"
# (one "of"; at most two particles otherwise); an ampersand joins a firm's name ("Hartley & Sons")
_PARTICLE = r"(?:de|la|le|del|della|van|von|der|den|da|di|du|dos|das)"
_NAME_RE = re.compile(
    rf"(?<![{_LETTER}]){_NAME_WORD}(?:\s+(?:of\s+|&\s+|{_PARTICLE}\s+(?:{_PARTICLE}\s+)?)?{_NAME_WORD})*")
# "and" before a word that ends a firm's name ("Carter and Sons"; data/sim/lexicons.yaml
# firm_name_tails) joins it; "Alice and Bob" stays two names
_AND_FIRM_RE = re.compile(rf"\s+and\s+({_NAME_WORD})(?![{_LETTER}])")


SENTENCE_LINE_RE = re.compile(r"(?<=[.!?])\s+|(?<=[。！？])|\n")
"""Where a text's sentences and lines part: after ". ! ?" and a space, after "。！？", at each line
break (``split_lines`` strips the pieces; a reader that keeps them as written splits with this)."""
STOP_UNIT_RE = re.compile(r"(?<=[.!?。！？;；])\s*|\n+")
"""Where a text's stop units part: after ". ! ? ;" (and "。！？；") with the white space after it, and at
each run of line breaks (``stop_units`` strips the pieces)."""
ENUMERATION_SPLIT_RE = re.compile(r"\s*(?:,\s*(?:and\s+|plus\s+)?|\s+and\s+|\s+plus\s+|\s*&\s*)", re.IGNORECASE)
"""Where the items of an enumeration part: a comma (with "and" / "plus" after it), "and", "plus",
"&" ("my wife, our two kids plus Gran" -> three items)."""


def stop_units(text: str) -> list[str]:
    """The text's sentences, semicolon clauses and lines (``STOP_UNIT_RE``), stripped, the empty
    ones dropped: the unit a rule, an adjustment or a deadline is read in."""
    return [x.strip() for x in STOP_UNIT_RE.split(text) if x and x.strip()]


def split_lines(text: str) -> list[str]:
    """The text's sentences and lines, stripped, the empty ones dropped: split after ". ! ?" and a
    space, after "。！？", and at each line break (the grounded checks' one splitter of a reply or a
    document into the lines a figure or a rule is read in)."""
    return [x.strip() for x in SENTENCE_LINE_RE.split(text) if x and x.strip()]


@lru_cache(maxsize=1)
def _marks() -> str:
    """A character class body of the combining marks (Unicode categories Mn, Mc) of the basic plane:
    the vowel signs of Tamil, Hindi, Bengali, Thai ("ு", "ा", "ি", "ั") that ``\\w`` does not match."""
    return "".join(re.escape(chr(c)) for c in range(0x300, 0x10000)
                   if unicodedata.category(chr(c)) in ("Mn", "Mc"))


@lru_cache(maxsize=1)
def script_word_re() -> re.Pattern[str]:
    """A word of any script, each combining mark after a letter kept in it ("புகார்", "शिकायत",
    "ร้องเรียน" whole, where ``\\w+`` cuts them at every vowel sign)."""
    return re.compile(rf"(?:[^\W\d_][{_marks()}]*)+")


def script_words(text: str) -> list[str]:
    """The words of ``text`` in any script, combining marks kept (``script_word_re``)."""
    return script_word_re().findall(text)


def unread_script_words(text: str) -> list[str]:
    """The words of ``text`` (two characters or more) that ``content_terms`` reads nothing of: words of
    a script with no word lists here (Tamil, Hindi, Thai, Cyrillic, Greek, Arabic), never Latin or CJK."""
    if text.isascii():
        return []
    return [w for w in script_words(text) if len(w) >= 2 and not TOKEN_RE.search(w)]


def has_cjk(text: str) -> bool:
    # (no CJK character is ASCII: most texts read are, and skip the scan)
    return not text.isascii() and bool(_CJK_RE.search(text))


def whole_word(word: str, joiners: str = "") -> str:
    """A regex source finding ``word`` as a whole word (no letter or digit, nor one of
    ``joiners``, right before or after it); at a Chinese character's edge no boundary is asked,
    since Chinese writes no spaces between words ("咨询、投诉或表扬" names 表扬)."""
    before = "" if re.match(r"[\u4e00-\u9fff]", word) else rf"(?<![\w{joiners}])"
    after = "" if re.search(r"[\u4e00-\u9fff]$", word) else rf"(?![\w{joiners}])"
    return before + re.escape(word) + after


def lexicon_re(name: str, joiners: str = "") -> re.Pattern[str]:
    """The word list ``name`` of ``lexicons.yaml`` as one pattern (case ignored, the longest first),
    each phrase a whole word (``whole_word``: no letter, digit or one of ``joiners`` next to a Latin
    edge, none asked at a Chinese one): the cue lists' one way to a pattern."""
    from course_lib.sim.words.cues import lexicon

    return _lexicon_re(lexicon(name), joiners)


@lru_cache(maxsize=32)
def _lexicon_re(words: frozenset[str], joiners: str) -> re.Pattern[str]:
    return re.compile("|".join(whole_word(w, joiners) for w in sorted(words, key=len, reverse=True)), re.IGNORECASE)


_HANGUL_RE = re.compile("[\uac00-\ud7af]+")


def is_hangul_word(text: str) -> bool:
    """``text`` is Hangul only ("노바마인드"): a Korean word, which spaces already delimit, never a
    run of characters to cut into words as Chinese is."""
    return bool(_HANGUL_RE.fullmatch(text))


def whole_hangul_words(terms: list[str], text: str) -> list[str]:
    """``terms`` with each Hangul fragment of a longer Hangul word of ``text`` (a matching unit
    such as "디노" of "테디노트의") written as that word, in order, each word once: a query is
    written in the text's words, never in the pieces words are matched by."""
    words = text.split()
    out: list[str] = []
    for term in terms:
        if is_hangul_word(term) and term not in words:
            term = next((w for w in words if term in w), term)
        if term not in out:
            out.append(term)
    return out


_IRREGULAR = {
    "led": "lead",
    "ran": "run",
    "built": "build",
    "wrote": "write",
    "written": "write",
    "made": "make",
    "kept": "keep",
    "held": "hold",
    "sold": "sell",
    "bought": "buy",
    "taught": "teach",
    "went": "go",
    "gone": "go",
    "began": "begin",
    "begun": "begin",
    "chose": "choose",
    "chosen": "choose",
    "gave": "give",
    "given": "give",
    "took": "take",
    "taken": "take",
    "saw": "see",
    "seen": "see",
    "knew": "know",
    "known": "know",
    "paid": "pay",
    "sent": "send",
    "spent": "spend",
    "met": "meet",
    "brought": "bring",
    "thought": "think",
    "told": "tell",
    "grew": "grow",
    "grown": "grow",
    "drew": "draw",
    "drawn": "draw",
    "won": "win",
    "lost": "lose",
    "loss": "lose",  # a noun of the verb: "lost both aids" meets "Loss and accidental damage" (LL7 b)
    "losses": "lose",
    "stole": "steal",
    "stolen": "steal",
    "became": "become",
    "came": "come",
    "stood": "stand",
    "sat": "sit",
    "spoke": "speak",
    "spoken": "speak",
    "broke": "break",
    "broken": "break",
    "found": "find",
    "founded": "found",
    # more past forms of everyday verbs, none of them a noun or a name in their own right ("left",
    # "rose", "bit", "lay" are left out)
    "lent": "lend", "said": "say", "heard": "hear", "caught": "catch", "felt": "feel", "drove": "drive",
    "driven": "drive", "rode": "ride", "ridden": "ride", "ate": "eat", "eaten": "eat", "drank": "drink",
    "swam": "swim", "sang": "sing", "sung": "sing", "flew": "fly", "flown": "fly", "threw": "throw",
    "thrown": "throw", "forgot": "forget", "forgotten": "forget",
    "slept": "sleep", "sought": "seek", "fought": "fight", "understood": "understand", "wore": "wear",
    "worn": "wear", "hid": "hide", "hidden": "hide", "hung": "hang",
    "dug": "dig", "stuck": "stick", "struck": "strike", "sank": "sink", "sunk": "sink", "rang": "ring",
    "meant": "mean", "dealt": "deal", "fled": "flee", "bent": "bend", "burnt": "burn", "learnt": "learn",
    "swept": "sweep", "shot": "shoot", "got": "get", "gotten": "get", "forgave": "forgive",
    "forgiven": "forgive", "laid": "lay", "bitten": "bite", "lit": "light",
    "children": "child",
    "people": "person",
    "men": "man",
    "women": "woman",
}


# a code of letters and figures ending in a figure, with a plural "s" after it ("2x4s", "a3s"); a
# figure alone with an "s" ("1990s", "30s") is a decade or an age, left as written
_CODE_PLURAL_RE = re.compile(r"(?=[a-z0-9]*[a-z][a-z0-9]*\ds$)[a-z0-9]+\ds")


def _folded(word: str) -> str:
    """``word`` without the accents of its Latin letters when that is how English writes it too
    ("café" -> "cafe", "crème" -> "creme", "Zürich" -> "zurich": an English word of wordfreq's,
    Zipf >= ``_FOLDED_ZIPF``); else as it is: Dutch "vóór" (before) is no "voor" (for), "één" no
    "een", and Chinese, Greek, Cyrillic or "straße" keep their letters."""
    bare = "".join(c for c in unicodedata.normalize("NFKD", word) if not unicodedata.combining(c))
    if bare == word or not bare.isascii():
        return word
    from course_lib.sim.words.weights import zipf

    return bare if zipf(bare) >= _FOLDED_ZIPF else word


_FOLDED_ZIPF = 3.0  # the unaccented form an English word (wordfreq's Zipf: once per million words)


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light English suffix stripper (consistent, not linguistically perfect).

    "manages", "managed", "manager", "management" -> "manag"; "takes", "take" -> "tak";
    a few irregular forms first ("led" -> "lead", "written" -> "write").
    """
    w = word.lower()
    if not w.isascii():
        w = _folded(w)  # "café" is "cafe", as learners type it
    w = _IRREGULAR.get(w, w)
    if "-" in w and w.replace("-", "").isalpha() and not w.startswith("-") and not w.endswith("-"):
        head, _, last = w.rpartition("-")  # "re-potted", "re-potting" -> "re-pot"
        return f"{head}-{stem(last)}"
    if _CODE_PLURAL_RE.fullmatch(w):
        return w[:-1]  # a code with a plural "s" ("7x5s", "a3s", "m8s"): the code's own rows
    if len(w) <= 3 or not w.isalpha():
        return w
    for suffix in (
        "ations",
        "ation",
        "tions",
        "tion",
        "ments",
        "ment",
        "ings",
        "ing",
        "ers",
        "er",
        "ies",
        "ied",
        "es",
        "ed",
        "ly",
        "s",
    ):
        if not w.endswith(suffix):
            continue
        if suffix == "s" and (w.endswith("ss") or w.endswith("us") or w.endswith("is")):
            continue
        base = w[: -len(suffix)]
        if len(base) < 3:
            if suffix == "ed" and w.endswith("eed") and w not in GENERIC_WORDS:
                return w  # "feed", "seed": no "-ed" to strip ("feeding" -> "feed"; "need" is a generic word, kept)
            if suffix in ("es", "ed"):
                base = w[:-1]  # "uses" -> "use", "used" -> "use"
            else:
                continue
        if suffix in ("ies", "ied"):
            base += "y"
        elif suffix in ("tion", "tions"):
            base += "t"  # "inspection" -> "inspect", "connections" -> "connect"
        elif len(base) >= 4 and base[-1] == base[-2] and base[-1] not in "lsz":
            base = base[:-1]  # running -> run
        w = base
        if suffix in ("ed", "ing", "ings") and w.endswith("er") and len(w) >= 5:
            w = w[:-2]  # "covered" -> "cov", as "covers" and "cover" do
        break
    if len(w) > 3 and w.endswith("e"):
        w = w[:-1]
    if len(w) >= 6 and w.endswith("ll") and w.isalpha():
        w = w[:-1]  # "cancelled", "cancellation" -> "cancel", as "cancel" is; "travelled", "installed" likewise
    if len(w) > 3 and w.endswith("i") and w[-2] not in "aeiou":
        w = w[:-1] + "y"  # "brownie" -> "browny", as "brownies" is ("cookie", "cookies": "cooky")
    return w


@lru_cache(maxsize=1)
def jieba_segmenter():
    """The Chinese word segmenter, loaded on first use (rjieba: jieba's dictionary and
    algorithm, ported to Rust; 0.13 s to load against jieba's 1.7 s, 37x faster per call)."""
    import rjieba

    return rjieba


@lru_cache(maxsize=16384)
def chinese_words(run: str) -> tuple[str, ...]:
    """The words of a run of Chinese characters (jieba's segmentation), function words dropped;
    a verb with a result complement ("翻译成", "设置为", "分配到") as the verb itself ("翻译"), as
    the stemmer makes "translated" meet "translate"."""
    out = []
    for w in jieba_segmenter().cut(run):
        if not w.strip() or w in _FUNCTION_WORDS:
            continue
        w = _RESULT_COMPLEMENT_RE.sub("", w)
        w = _HOW_MANY_RE.sub("", w) or w  # "几册" (how many volumes): the question asks for a number of "册"
        if w and w not in _FUNCTION_WORDS:
            out.append(w)
    return tuple(out)


# "翻译成" -> "翻译", "最多能" -> "最多": a verb's result complement or a trailing modal
_RESULT_COMPLEMENT_RE = re.compile("(?<=^[\u4e00-\u9fff]{2})[成为到能会]$")
_HOW_MANY_RE = re.compile("^(?:几|多少)(?=[\u4e00-\u9fff])")


@lru_cache(maxsize=8192)
def raw_tokens(text: str) -> tuple[str, ...]:
    """Lower-cased tokens in order; Chinese runs become words (jieba), Japanese/Korean runs
    overlapping character bigrams."""
    out: list[str] = []
    for tok in TOKEN_RE.findall(text):
        out.extend(_token_raw(tok))
    return tuple(out)


# A text never seen before is mostly made of words seen before: the two functions below read one
# token (a match of ``TOKEN_RE``) once per process, and ``raw_tokens`` and ``content_terms`` of a
# new text are the concatenation of its tokens' readings (a tenth of a reply's time on new notes).


@lru_cache(maxsize=65536)
def _token_raw(tok: str) -> tuple[str, ...]:
    """``raw_tokens`` of one token."""
    if _CJK_RE.match(tok):
        if _HAN_ONLY_RE.fullmatch(tok):
            return chinese_words(tok)
        chars = [c for c in tok]
        if len(chars) == 1:
            return (chars[0],) if chars[0] not in _FUNCTION_CHARS else ()
        return tuple(a + b for a, b in zip(chars, chars[1:], strict=False)
                     if not (a in _FUNCTION_CHARS and b in _FUNCTION_CHARS))
    low = tok.lower().strip("'")
    if low.endswith(("'s", "’s")) and len(low) > 3:
        low = low[:-2]  # "Estrada's email" is about Estrada
    return (low,)


def is_content(token: str) -> bool:
    return (
        token not in STOP_WORDS
        and (len(token) > 1 or has_cjk(token) or token.isdigit())
        and token not in (_OTHER_QUESTION_WORDS or _other_question_words())
    )


_OTHER_QUESTION_WORDS: frozenset[str] = frozenset()


def _opens_command(word: str) -> bool:
    """Whether a sentence's first word is a request's verb (``command_openers`` in
    data/sim/lexicons.yaml): "Add", "Invite", "Book"."""
    from course_lib.sim.words.cues import lexicon

    return word.lower() in lexicon("command_openers")


def _leads_name(word: str) -> bool:
    """Whether a word leads a person's name and is no part of it (``name_lead_ins`` in
    data/sim/lexicons.yaml): "Name's" of "Name's Ingrid Solberg"."""
    from course_lib.sim.words.cues import lexicon

    return word.lower() in lexicon("name_lead_ins")


def _other_question_words() -> frozenset[str]:
    """Question words of other languages (``other_question_words`` in data/sim/lexicons.yaml),
    read on first use."""
    global _OTHER_QUESTION_WORDS
    from course_lib.sim.words.cues import lexicon

    _OTHER_QUESTION_WORDS = lexicon("other_question_words")
    return _OTHER_QUESTION_WORDS


@lru_cache(maxsize=8192)
def content_terms(text: str) -> tuple[str, ...]:
    """Stems of the content words, in order of first appearance, without repeats.

    A compound like ``asyncio.wait`` yields itself and its parts ``asyncio`` and ``wait``.
    """
    seen: dict[str, None] = {}
    for tok in TOKEN_RE.findall(text):
        if tok.isdigit() and tok.isascii():
            # a figure reads as itself (``_token_terms``' reading, without its cache: most figures of
            # a text never seen before are new, "step number 1003", and each missed it)
            if is_content(tok):
                seen.setdefault(tok, None)
            continue
        for term in _token_terms(tok):
            seen.setdefault(term, None)
    return tuple(seen)


@lru_cache(maxsize=65536)
def _token_terms(tok: str) -> tuple[str, ...]:
    """The terms ``content_terms`` takes from one token, in order (repeats included)."""
    seen: list[str] = []
    for raw in _token_raw(tok):
        if not is_content(raw):
            continue
        seen.append(raw if has_cjk(raw) else stem(raw))
        if any(sep in raw for sep in "._-"):
            for part in re.split(r"[._\-]", raw):
                if part and is_content(part):
                    seen.append(stem(part))
            if "." in raw:  # "builder.add_conditional_edges" also yields "add_conditional_edges"
                for segment in raw.split("."):
                    if segment and segment != raw and any(sep in segment for sep in "_-"):
                        seen.append(stem(segment))
    return tuple(seen)


def without_possessive(token: str) -> str:
    """ "Estrada's" -> "Estrada" (a possessive, not a word of its own)."""
    return token[:-2] if len(token) > 3 and token[-2:] in ("'s", "’s", "'S") else token


def content_words(text: str) -> list[str]:
    """The content words themselves (original spelling), in order, without repeats."""
    seen: dict[str, None] = {}
    for match in TOKEN_RE.finditer(text):
        tok = without_possessive(match.group(0))
        if is_content(tok.lower()) and tok.lower() not in {w.lower() for w in seen}:
            seen.setdefault(tok, None)
    return list(seen)


_FIGURE_GOES_ON_RE = re.compile(r"[.,:/]\d")
_AMOUNT_TAIL_RE = re.compile(r"\d+(?: [A-Z]{3})?")  # "500", "20 EUR"
_THEN_PREPOSITION_RE = re.compile(r"\s+(?:to|for|as|into|from|on|at|in|per|each)\b")
_NAME_STOP = STOP_WORDS | {"i", "id", "ok", "faq", "url", "api", "note", "notes"}


@lru_cache(maxsize=8192)
def names(text: str) -> tuple[str, ...]:
    """Capitalised names in a text ("Project Falcon", "Alice Chen"), in order, no repeats.

    A leading stop word is dropped ("The Data Platform" -> "Data Platform"); single words that
    only start a sentence ("What", "Use") are ignored.
    """
    from course_lib.sim.words.cues import lexicon

    found: dict[str, None] = {}
    joined_until = -1
    for match in _NAME_RE.finditer(text):
        if match.start() < joined_until:
            continue  # the firm word "and" joined to the name before
        words = match.group(0).split()
        tail = _AND_FIRM_RE.match(text, match.end())
        if tail and tail.group(1).lower() in lexicon("firm_name_tails"):
            words += ["and", tail.group(1)]
            joined_until = tail.end()
        # a figure cut from a longer one is a quantity's or a time's part, no name's ("Submit
        # 412.7 m³": no "Submit 412"; "at 08:40": no "08", "40")
        if words and words[-1].isdigit() and _FIGURE_GOES_ON_RE.match(text, match.end()):
            words = words[:-1]
        at = match.start()
        if words and words[0].isdigit() and at >= 2 and text[at - 1] in ".,:/" and text[at - 2].isdigit():
            words = words[1:]
        while words and (words[0].lower() in _NAME_STOP or (len(words) > 1 and _leads_name(words[0]))):
            words = words[1:]
        while words and (words[-1].lower() == "of" or re.fullmatch(_PARTICLE, words[-1].lower())):
            words = words[:-1]
        if not words:
            continue
        start = match.start() + match.group(0).find(words[0])
        at_sentence_start = start == 0 or text[:start].rstrip()[-1:] in {
            ".",
            "!",
            "?",
            ":",
            "\n",
            "",
        }
        if (at_sentence_start and len(words) > 1 and words[0].istitle() and words[1].isdigit()
                and _AMOUNT_TAIL_RE.fullmatch(" ".join(words[1:])) and _THEN_PREPOSITION_RE.match(text, match.end())):
            continue  # "Transfer 500 to Bob", "Send 20 EUR to Ann": a verb and an amount, no name
        if at_sentence_start and len(words) > 1 and words[0].istitle() and _opens_command(words[0]):
            words = words[1:]  # "Add Grace Otieno to ...", "Book Jean-Luc ...": the command's verb is no part of a name
            start = match.start() + match.group(0).find(words[0], len(match.group(0).split()[0]))
            at_sentence_start = False
        if at_sentence_start and len(words) > 1 and words[0].istitle() and all(w.isupper() for w in words[1:]):
            words = words[1:]  # "Flights LIS to OSL": the sentence's first word is no part of the code
            start = match.start() + match.group(0).find(words[0])
            at_sentence_start = False
        if len(words) == 1 and at_sentence_start and not any(c.isdigit() for c in words[0]):
            if words[0].isupper() and len(words[0]) > 1:
                pass  # an acronym such as GIL is a name even at the start
            else:
                continue
        found.setdefault(" ".join(words), None)
    return tuple(found)


def one_edit(a: str, b: str) -> bool:
    """Whether ``b`` is ``a`` with one letter added, dropped or changed, or two neighbours swapped."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return len(diff) == 1 or (
            len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]])
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    i = 0
    while i < len(short) and short[i] == long_[i]:
        i += 1
    return short[i:] == long_[i + 1:]


def shares_a_word(question: str, body: str) -> bool:
    """``question`` and ``body`` share a content word of three letters or more, by its stem
    ("talking" / "talks"): a question on the subject of earlier material, not "thanks" or "what's
    2+2" after it."""

    def stems(text: str) -> set[str]:
        return {stem(w.lower()) for w in content_words(text) if len(w) > 2}

    if stems(question) & stems(body):
        return True
    # in Chinese, a word of two characters or more by jieba's cut ("充电桩" in "充电桩坏了打什么电话?")
    return bool(HAN_RE.search(question)) and bool(_han_words(question) & _han_words(body))


_HAN_RUN_RE = re.compile(r"[\u4e00-\u9fff]{2,}")


def _han_words(text: str) -> set[str]:
    """The Chinese content words of two characters or more in ``text`` (``chinese_words``)."""
    return {w for run in _HAN_RUN_RE.findall(text) for w in chinese_words(run) if len(w) >= 2}


def _mostly_chinese(text: str) -> bool | None:
    """Whether ``text`` is mostly Chinese (``None``: too few letters to tell)."""
    han = len(HAN_RE.findall(text))
    latin = len(re.findall(r"[A-Za-z]", text))
    if han + latin < 4:
        return None
    return han * 3 >= latin  # a Chinese character says about as much as three letters


def other_script(a: str, b: str) -> bool:
    """One text mostly Chinese and the other mostly not (each with enough letters to tell): the
    simulator matches words, and words of one script meet nothing in the other."""
    x, y = _mostly_chinese(a), _mostly_chinese(b)
    return x is not None and y is not None and x != y
