# ruff: noqa: W291, W293, UP006, UP035, UP007, UP045, E501
"""Port: the CampusX "Generative AI using LangChain" lesson on structured output, as a learner
committed it: one product review read into a ``TypedDict`` (``summary``, ``sentiment``), a
Pydantic ``Review`` (key themes, summary, a ``Literal['pos','neg']`` sentiment, optional pros,
cons and reviewer name) and the same schema as a JSON-schema dict, each through
``model.with_structured_output(...)``.

Source: github.com/Kumbhakarn/LangChain, 05.Structured_Output/with_structured_output_typeddict.py,
with_structured_output_pydantic.py and with_structured_output_jason.py
@e42a393f1e0b1ee507a26370427ba0443498de87 (the course's files, copied by a learner; the Pydantic
field descriptions keep that copy's spelling, "themesdiscussed", "netural").
Kept verbatim: the three schemas (field names, types, descriptions, ``required``), the bare
``structured_model.invoke(review_text)`` with no prompt around the review, the lesson's two
reviews (the KeyChron stub and the Samsung Galaxy S24 Ultra review "by Nitish Singh").
Swapped: ``ChatOpenAI()`` -> the simulator. Invented: three more reviews of the same shape (a
negative one with a "Cons:" list, a positive one with no name, a mixed one signed "- Priya
Raman"), and the oracles.

Oracles (written before the first run), per model call:
- ``summary``: a non-empty string, shorter than the review, sharing a content word with it and not
  the review's first sentence copied whole... unless it is the review's own gist (one sentence);
- ``sentiment``: ``pos`` for a review whose verdict is favourable, ``neg`` for an unfavourable one
  (a mixed review: either); the free ``str`` sentiment of the TypedDict names the polarity;
- ``key_themes``: 1+ items, each sharing a content word with the review, none the whole review;
- ``pros`` / ``cons``: for a review with a "Pros:" / "Cons:" list, 1+ items each drawn from the
  review (sharing a content word) and none drawn only from the other list; ``None`` or ``[]``
  allowed where the review states none;
- ``name``: the signer's name when the review is signed ("Review by ...", "- ..."), ``None``
  otherwise (never a product or brand name);
- or a stated limit.
"""

from __future__ import annotations

import re
import warnings
from typing import Literal, Optional, TypedDict

import pytest
from pydantic import BaseModel, Field

from tests.thirdparty._support import CallLog, sim_llm
from tests.thirdparty._verdict import verdict

# --- the program -------------------------------------------------------------------------------


class ReviewTD(TypedDict):
    # simple TypedDict
    summary: str
    sentiment: str


ReviewTD.__name__ = "Review"


class Review(BaseModel):

    key_themes: list[str] = Field(description='Write down all the key themesdiscussed in the review in a list')
    summary: str = Field(description='A brief summary of the review')
    sentiment: Literal['pos','neg'] = Field(description='Return Sentiment of the review sentiment of the review either negative, positive or netural')
    pros: Optional[list[str]] = Field(default=None,description='Write down all the pros inside a list')
    cons: Optional[list[str]] = Field(default=None,description='Write down all the cons inside a list')
    name: Optional[str] = Field(default=None,description='Write the name of the reviewer')


json_schema = {
  "title": "Review",
  "type": "object",
  "properties": {
    "key_themes": {
      "type": "array",
      "items": {
        "type": "string"
      },
      "description": "Write down all the key themes discussed in the review in a list"
    },
    "summary": {
      "type": "string",
      "description": "A brief summary of the review"
    },
    "sentiment": {
      "type": "string",
      "enum": ["pos", "neg"],
      "description": "Return sentiment of the review either negative, positive or neutral"
    },
    "pros": {
      "type": ["array", "null"],
      "items": {
        "type": "string"
      },
      "description": "Write down all the pros inside a list"
    },
    "cons": {
      "type": ["array", "null"],
      "items": {
        "type": "string"
      },
      "description": "Write down all the cons inside a list"
    },
    "name": {
      "type": ["string", "null"],
      "description": "Write the name of the reviewer"
    }
  },
  "required": ["key_themes", "summary", "sentiment"]
}

# the lesson's reviews
KEYCHRON = """
The KeyChron K8 Wireless Mechanical Keyboard is a solid mid-range option for anyone looking to upgrade 
their typing or gaming setup with a reliable and customizable mechanical keyboard. After using it for over a month, here’s my take
"""

SAMSUNG = """I recently upgraded to the Samsung Galaxy S24 Ultra, and I must say, it’s an absolute powerhouse! The Snapdragon 8 Gen 3 processor makes everything lightning fast—whether I’m gaming, multitasking, or editing photos. The 5000mAh battery easily lasts a full day even with heavy use, and the 45W fast charging is a lifesaver.

The S-Pen integration is a great touch for note-taking and quick sketches, though I don't use it often. What really blew me away is the 200MP camera—the night mode is stunning, capturing crisp, vibrant images even in low light. Zooming up to 100x actually works well for distant objects, but anything beyond 30x loses quality.

However, the weight and size make it a bit uncomfortable for one-handed use. Also, Samsung’s One UI still comes with bloatware—why do I need five different Samsung apps for things Google already provides? The $1,300 price tag is also a hard pill to swallow.

Pros:
Insanely powerful processor (great for gaming and productivity)
Stunning 200MP camera with incredible zoom capabilities
Long battery life with fast charging
S-Pen support is unique and useful
                                 
Review by Nitish Singh
"""

# --- inputs and oracles (invented) --------------------------------------------------------------

KETTLE = """I bought the Brewline K2 electric kettle three weeks ago and I regret it. The lid hinge snapped on day nine, the handle gets hot enough to burn your fingers, and the water tastes of plastic even after ten boils. Customer service took eleven days to answer my email and then offered a voucher instead of a refund.

Cons:
Lid hinge broke within two weeks
Handle gets dangerously hot
Plastic taste in the water
Slow and unhelpful customer service

Review by Marta Ilves
"""

BACKPACK = """The Trailhart 28L daypack has been on every hike I took this summer and it still looks new. The back panel breathes well, so my shirt stays dry on steep climbs, and the hip belt pockets hold a phone and two snack bars. The side bottle pockets are deep enough that nothing falls out when I scramble over rocks. For the price of 85 euros it is the best pack I have owned.
"""

HEADPHONES = """The Sonora Q3 headphones sound warm and detailed, and the noise cancelling silences a train carriage almost completely. Battery life is around 30 hours, which covers a week of commuting. On the other hand, the ear cups get warm after an hour, the touch controls trigger by accident when I adjust them, and the case is bulky.

Pros:
Warm, detailed sound
Strong noise cancelling
30-hour battery

Cons:
Ear cups get warm
Touch controls misfire
Bulky case

- Priya Raman
"""

# review -> (polarity or None for mixed, signer or None, has pros list, has cons list)
REVIEWS = {
    "keychron": (KEYCHRON, "pos", None),
    "samsung": (SAMSUNG, "pos", "Nitish Singh"),
    "kettle": (KETTLE, "neg", "Marta Ilves"),
    "backpack": (BACKPACK, "pos", None),
    "headphones": (HEADPHONES, None, "Priya Raman"),
}

_WORD = re.compile(r"[a-z0-9]+")
_STOP = frozenset("the and for are was with that this but not you your its it's has have had any all "
                  "from into after over even than then when what which very just also about".split())


def _words(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if len(w) > 2 and w not in _STOP}


def _list_block(review: str, label: str) -> str:
    m = re.search(rf"^{label}:\s*\n(.*?)(?:\n\s*\n|\Z)", review, re.S | re.M)
    return m.group(1) if m else ""


def _drawn(item, review: str) -> bool:
    return isinstance(item, str) and bool(_words(item) & _words(review)) and len(item) < len(review.strip())


def _summary_ok(summary, review: str) -> bool:
    return (isinstance(summary, str) and summary.strip() != "" and len(summary) < len(review.strip())
            and bool(_words(summary) & _words(review)))


def _sentiment_ok(value, polarity) -> bool:
    if polarity is None:
        return value in ("pos", "neg")
    return value == polarity


def _free_sentiment_ok(value, polarity) -> bool:
    low = str(value).lower()
    pos = bool(re.search(r"\bpos", low))
    neg = bool(re.search(r"\bneg", low))
    if polarity is None:
        return pos or neg or "mixed" in low or "neutral" in low
    return pos and not neg if polarity == "pos" else neg and not pos


def _items_ok(items, review: str, label: str, other: str) -> bool:
    block = _list_block(review, label)
    other_block = _list_block(review, other)
    if not block:
        return items is None or isinstance(items, list)
    if not items:
        return False
    for item in items:
        if not _drawn(item, review):
            return False
        w = _words(item)
        if other_block and (w & _words(other_block)) and not (w & _words(block)):
            return False
    return True


def _name_ok(name, signer) -> bool:
    if signer is None:
        return name in (None, "")
    return isinstance(name, str) and name.strip() == signer


def _get(result, key):
    return result.get(key) if isinstance(result, dict) else getattr(result, key, None)


def _limit(log) -> str:
    return log.calls[-1]["limit"] if log.calls else ""


def _run(model, schema, review):
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        structured_model = model.with_structured_output(schema)
        result = structured_model.invoke(review, {"callbacks": [log]})
    return result, _limit(log)


def rows_typeddict(model, key):
    review, polarity, _signer = REVIEWS[key]
    result, limit = _run(model, ReviewTD, review)
    checks = {
        "summary": _summary_ok(_get(result, "summary"), review),
        "sentiment": _free_sentiment_ok(_get(result, "sentiment"), polarity),
    }
    return [_call_row(f"typeddict {key}", result, checks, limit)]


def _full_rows(kind, key, result, limit):
    review, polarity, signer = REVIEWS[key]
    g = lambda k: _get(result, k)  # noqa: E731
    themes = g("key_themes")
    checks = {
        "key_themes": bool(themes) and all(_drawn(t, review) for t in themes),
        "summary": _summary_ok(g("summary"), review),
        "sentiment": _sentiment_ok(g("sentiment"), polarity),
        "pros": _items_ok(g("pros"), review, "Pros", "Cons"),
        "cons": _items_ok(g("cons"), review, "Cons", "Pros"),
        "name": _name_ok(g("name"), signer),
    }
    return [_call_row(f"{kind} {key}", result, checks, limit)]


def _call_row(label, result, checks, limit):
    """One row per model call: right only when every field's oracle holds (the failing fields
    named in the text)."""
    bad = [f for f, ok in checks.items() if not ok]
    shown = {f: _get(result, f) for f in checks}
    return (label, verdict(str(shown), not bad, limit), f"bad={bad} {shown!r}"[:400])


def rows_pydantic(model, key):
    result, limit = _run(model, Review, REVIEWS[key][0])
    return _full_rows("pydantic", key, result, limit)


def rows_json(model, key):
    result, limit = _run(model, json_schema, REVIEWS[key][0])
    return _full_rows("json", key, result, limit)


SCENARIOS = {
    **{f"typeddict_{k}": (lambda m, k=k: rows_typeddict(m, k)) for k in ("keychron", "kettle", "backpack")},
    **{f"pydantic_{k}": (lambda m, k=k: rows_pydantic(m, k)) for k in REVIEWS},
    **{f"json_{k}": (lambda m, k=k: rows_json(m, k)) for k in ("samsung", "kettle", "headphones")},
}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


IDEAL = {
    "keychron": {"key_themes": ["wireless mechanical keyboard", "customizable"], "summary": "A solid mid-range wireless mechanical keyboard.",
                 "sentiment": "pos", "pros": None, "cons": None, "name": None},
    "samsung": {"key_themes": ["processor", "battery", "camera", "bloatware", "price"],
                "summary": "A powerful phone with a great camera and battery, but heavy, bloated and expensive.",
                "sentiment": "pos", "pros": ["Insanely powerful processor", "Stunning 200MP camera", "Long battery life with fast charging", "S-Pen support"],
                "cons": ["weight and size", "bloatware", "$1,300 price"], "name": "Nitish Singh"},
    "kettle": {"key_themes": ["lid hinge", "hot handle", "plastic taste", "customer service"], "summary": "A kettle that broke quickly and tastes of plastic.",
               "sentiment": "neg", "pros": None, "cons": ["Lid hinge broke", "Handle gets hot", "Plastic taste", "Slow customer service"], "name": "Marta Ilves"},
    "backpack": {"key_themes": ["back panel", "hip belt pockets", "price"], "summary": "A breathable daypack, the best the reviewer has owned.",
                 "sentiment": "pos", "pros": ["breathes well"], "cons": None, "name": None},
    "headphones": {"key_themes": ["sound", "noise cancelling", "battery", "ear cup warmth"], "summary": "Headphones with warm sound and strong noise cancelling, but warm ear cups.",
                   "sentiment": "pos", "pros": ["Warm, detailed sound", "Strong noise cancelling", "30-hour battery"],
                   "cons": ["Ear cups get warm", "Touch controls misfire", "Bulky case"], "name": "Priya Raman"},
}


def _ideal_script(prompt_text, schema, _tools):
    text = str(prompt_text)
    for key, (review, _p, _s) in REVIEWS.items():
        if review.strip()[:60] in text:
            full = IDEAL[key]
            if schema is ReviewTD:
                return {"summary": full["summary"], "sentiment": "positive" if full["sentiment"] == "pos" else "negative"}
            return dict(full)
    raise AssertionError("unknown review")


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    rows = scenarios(ScriptedChatModel(script=_ideal_script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
