"""``prose._enumerated``: a line opening with an enumerator starts a sentence whatever ends the
line above (issue 26; the forty-third set's LL2). Notices and lists are mine: a Chinese school
notice, a Japanese apartment rule sheet, a Korean gym notice, an English club list with lettered
items; none from a fresh set or my probe ``forms_z``."""

import pytest

from course_lib.sim.material.prose import sentences, units

_CASES = [
    ("家长会通知\n一、时间:5月20日下午2点\n二、地点:三楼会议室\n三、请家长准时参加",
     ["一、时间:5月20日下午2点", "二、地点:三楼会议室", "三、请家长准时参加"]),
    ("(一)报名截止:6月1日\n(二)报名费:80元\n(三)咨询电话:010-5550123",
     ["(一)报名截止:6月1日", "(二)报名费:80元"]),
    ("マンション規則\n第1条 ゴミは朝8時までに出すこと\n第2条 ペットの飼育は禁止とする",
     ["第1条 ゴミは朝8時までに出すこと", "第2条 ペットの飼育は禁止とする"]),
    ("①受付は9時から\n②料金は500円\n③駐車場なし", ["①受付は9時から", "②料金は500円", "③駐車場なし"]),
    ("헬스장 안내\n가. 운영 시간: 오전 6시부터 밤 11시까지\n나. 샤워실은 밤 10시 30분에 닫습니다",
     ["가. 운영 시간: 오전 6시부터 밤 11시까지", "나. 샤워실은 밤 10시 30분에 닫습니다"]),
    ("Chess club rules\na) boards are set up by 7pm\nb) phones off during games\nc) juniors play free",
     ["a) boards are set up by 7pm", "b) phones off during games", "c) juniors play free"]),
]


@pytest.mark.parametrize(("text", "want"), _CASES)
def test_each_enumerated_line_is_a_sentence(text, want):
    found = sentences(text)
    for sentence in want:
        assert any(s.rstrip(".。") == sentence for s in found), found


def test_the_line_over_enumerated_clauses_is_their_title():
    first = units("家长会通知\n一、时间:5月20日下午2点\n二、地点:三楼会议室\n三、请家长准时参加")[0]
    assert first.heading and first.text == "家长会通知"


@pytest.mark.parametrize("text", [
    "We met at 9 and went over the plan for\n2. the second phase starts in May.",  # one enumerator line: prose
    "Bring 1.5 kg of flour and\n2.5 litres of milk for the class.",
])
def test_a_lone_number_at_a_line_start_joins_as_before(text):
    assert len(sentences(text)) <= 2
    assert not any(s.startswith(("2. the", "2.5 litres")) for s in sentences(text))
