"""Hedged and litotic negation, faint criticism and Chinese tone with its negators
(``course_lib.sim.words.sentiment``; issue 26, the thirty-eighth's GG7; cues in
``data/sim/patterns.yaml`` sentiment.hedge / faint_criticism, Chinese words in ``data/sim/lexicons.yaml``
tone_*_zh). Praise in a hedge's scope is criticism, a complaint in it praise; a plain positive (or
one said through a plain negation VADER reads) stays positive; a text whose rest is clearly of the
other side keeps VADER's reading. Wordings of my own (a museum, a taxi, a gym, a bakery, a dentist,
a hotel bar), none of a set's or probe's."""

from __future__ import annotations

import warnings
from typing import Literal

import pytest
from pydantic import BaseModel

from course_lib.sim.words.sentiment import tone, zh_sides


@pytest.mark.parametrize("text, label", [
    # hedged praise: criticism
    ("Far from the friendliest taxi driver in the city.", "negative"),
    ("Not exactly what you'd call a bargain, the museum café.", "negative"),
    ("I wouldn't describe the changing rooms as clean.", "negative"),
    ("Barely a helpful answer from the help desk.", "negative"),
    ("I can't say I enjoyed the guided tour.", "negative"),
    ("Not the most comfortable dentist's chair.", "negative"),
    # faint criticism VADER reads as neutral or praise
    ("The croissants could've been fresher, and the coffee could be better.", "negative"),
    ("The hotel bar leaves a lot to be desired.", "negative"),
    ("The gym's showers are nothing to write home about.", "negative"),
    # a hedged complaint: praise
    ("The lecture was anything but boring.", "positive"),
    ("Far from disappointing, the new exhibition.", "positive"),
    # guards: plain praise, praise through a plain negation, a clearly positive rest, a neutral fact
    ("The bakery's sourdough is superb.", "positive"),
    ("Not bad, the taxi came on time.", "positive"),
    ("Hardly ever late and always polite, our driver is great.", "positive"),
    ("Far from cheap, but the tasting menu was wonderful and the staff were lovely.", "positive"),
    ("I can't say the tour was long.", "neutral"),  # "can't say" hedges only a first person's verdict
    ("The museum opens at ten on Sundays.", "neutral"),
])
def test_hedged_tone(text, label):
    assert tone(text).label == label


@pytest.mark.parametrize("text, sides", [
    ("健身房的环境谈不上干净。", (0, 1)),      # a negated praise word
    ("这家面包店并不贵，很划算。", (2, 0)),    # a negated complaint, then praise
    ("出租车司机一点都不专业。", (0, 1)),
    ("牙医很耐心，推荐。", (2, 0)),
    ("好的，我周六再去博物馆。", (0, 0)),      # 好 as "OK": no praise
    ("酒店的酒吧太吵了，不推荐。", (0, 2)),
])
def test_chinese_tone_words_and_negators(text, sides):
    assert zh_sides(text) == sides


class Verdict(BaseModel):
    sentiment: Literal["positive", "neutral", "negative"]


@pytest.mark.parametrize("text, label", [
    ("Not exactly what I'd call a relaxing massage.", "negative"),
    ("Far from the cleanest gym I've been to.", "negative"),
    ("这家博物馆算不上有意思，也不值这个票价。", "negative"),
    ("服务一点也不差，下次还会来。", "positive"),
    ("Lovely museum, I'd go again.", "positive"),
])
def test_the_structured_sentiment(text, label):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(Verdict, include_raw=True).invoke(text)
    assert out["parsed"].sentiment == label
