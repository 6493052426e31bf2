"""Invented probe (branch ``mine63``, session of 2026-12-05, fifth; issue 26; oracles written and
committed before its first run, never tuned against): Chinese notices of my own asked in everyday
Chinese, the way learners on a Chinese course would try the simulator.

Three notices in forms no fresh set used: a residential compound's 物业费 payment notice with
numbered items and a 备注, a community canteen's weekly menu as a table of 星期 and 菜品 with prices,
and a children's swimming class notice with age and height rules. Questions: a value, a worked
amount (a rate times an area or a count, a discount), a yes/no against a rule, a count, a date, an
absent answer (我不知道 / 没有提到 is right), and a follow-up in a thread.

Classes as in the fresh sets (``tests/sim/fresh/_oracles``). ``python -W ignore -m
tests.sim.probes.zh_notices_k [-v]`` prints the counts.

History:
- first sight on d9254031 (branch mine63; oracles committed before the one run): 20 cases: **9 / 5 / 6 / 0**.
  Wrong: fee-villa-rate (the line of both rates quoted, 2.5 beside 3.8), fee-where and fee-sunday ("我不知道"
  over "缴费地点" / "周一至周六": 交 is not 缴 to the reader), canteen-saturday ("我不知道" over "周末不营业":
  no word of the question met, coverage 0), swim-two-kids (the fee rule quoted, 1,800 not worked),
  swim-then ("那要带什么东西?" over "请自备泳衣...": 带 is not 自备). Left for later: Chinese words of one
  meaning written with other characters (交 / 缴, 带 / 自备, 开门 / 营业, 星期六 / 周末) are knowledge the
  reader does not have; a Chinese yes/no over a line on its subject now gets the documents limit (not
  in this probe: its yes/no cases meet no line).
- branch mine64 (``grounded.kind_lines``, tested on notes of my own in test_kind_lines): **9 / 9 / 2 / 4**.
  fee-where, fee-sunday, canteen-saturday and swim-then are the documents limit quoting the line of the
  asked kind (a place, days, what to bring) instead of "我不知道"; each limit's quoted line holds the
  answer, so the set's rule counts them as false alarms. Left: fee-villa-rate, swim-two-kids.
"""

from __future__ import annotations

import sys

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from tests.sim.fresh._oracles import Case, _any, _but_not, _none_of, _val, report, tally

FEE = """翠湖花园 2041年度物业费缴费通知

各位业主:
一、物业费标准:高层住宅每月每平方米2.5元,别墅每月每平方米3.8元。
二、缴费时间:2041年1月1日至1月31日。
三、在1月15日前一次性缴清全年物业费的业主,可享受九五折优惠。
四、车位管理费每个车位每月80元,与物业费一同缴纳。
五、缴费地点:物业服务中心(3号楼一层),周一至周六 8:30-17:30。

备注:逾期未缴的,每日按应缴金额的万分之五收取滞纳金。

翠湖花园物业服务中心
2040年12月20日"""

CANTEEN = """社区长者食堂 本周菜单
| 星期 | 主菜 | 价格 |
| --- | --- | --- |
| 星期一 | 红烧鸡腿饭 | 12元 |
| 星期二 | 番茄牛腩面 | 15元 |
| 星期三 | 清蒸鲈鱼套餐 | 18元 |
| 星期四 | 香菇滑鸡饭 | 12元 |
| 星期五 | 素三鲜饺子 | 10元 |
70岁以上老人凭老年卡每餐减3元。周末不营业。"""

SWIM = """小海豚少儿游泳班招生通知
上课时间:每周六上午9:00-10:30,共10次课。
学费:每期1200元,两个孩子同时报名,第二个孩子半价。
报名条件:年满5周岁,身高1.1米以上。
家长不得进入泳池区域,可在二楼观众席等候。
请自备泳衣、泳帽和泳镜。"""

_NOT = ("没有提到", "未提到", "不知道", "没有说明", "未说明", "没有写", "没有给出")


def _notes(notes: str, question: str):
    return lambda llm: llm.invoke([SystemMessage(f"请只根据下面的资料回答问题。\n\n{notes}"), HumanMessage(question)])


def _thread(notes: str, *turns: str):
    def run(llm):
        msgs = [SystemMessage(f"请只根据下面的资料回答问题。\n\n{notes}")]
        msgs += [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
        return llm.invoke(msgs)

    return run


def _absent(out) -> bool:
    return _any(*_NOT)(out) and _none_of("offline simulator")(out)


CASES = [
    # the fee notice
    Case("fee-villa-rate", _notes(FEE, "别墅的物业费是多少?"), _but_not(_any("3.8"), "2.5元")),
    Case("fee-where", _notes(FEE, "去哪里交物业费?"), _any("物业服务中心", "3号楼")),
    Case("fee-parking", _notes(FEE, "一个车位一个月管理费多少钱?"), _val(80)),
    Case("fee-90sqm-month", _notes(FEE, "我家高层90平方米,每个月物业费要交多少?"), _val(225)),
    Case("fee-discount-by", _notes(FEE, "最晚哪天一次性交清才能打折?"), _any("1月15日", "15日")),
    Case("fee-sunday", _notes(FEE, "星期天能去交费吗?"), _but_not(_any("不能", "不可以", "周一至周六"), "可以在周日")),
    Case("fee-card", _notes(FEE, "可以刷信用卡吗?"), _absent),
    # the canteen menu
    Case("canteen-wed", _notes(CANTEEN, "星期三吃什么?"), _any("清蒸鲈鱼")),
    Case("canteen-fish-price", _notes(CANTEEN, "鲈鱼套餐多少钱?"), _val(18)),
    Case("canteen-cheapest", _notes(CANTEEN, "哪天的饭最便宜?"), _but_not(_any("星期五", "饺子"), "星期三")),
    Case("canteen-senior", _notes(CANTEEN, "我奶奶75岁,有老年卡,星期二吃一碗面要多少钱?"), _val(12, "鸡腿", "香菇")),
    Case("canteen-saturday", _notes(CANTEEN, "星期六开门吗?"), _but_not(_any("不营业", "不开", "周末不"), "开门。")),
    Case("canteen-drink", _notes(CANTEEN, "有豆浆卖吗?"), _absent),
    # the swimming class
    Case("swim-time", _notes(SWIM, "几点上课?"), _any("9:00", "九点", "9点")),
    Case("swim-two-kids", _notes(SWIM, "我两个孩子一起报名,一共多少钱?"), _val(1800)),
    Case("swim-age4", _notes(SWIM, "我儿子4岁半,可以报名吗?"), _but_not(_any("不可以", "不能", "不符合", "年满5周岁"), "可以报名。")),
    Case("swim-parents", _notes(SWIM, "家长可以陪在泳池边吗?"), _any("不得", "不能", "不可以", "观众席")),
    Case("swim-lessons", _notes(SWIM, "一期有几次课?"), _val(10)),
    Case("swim-coach", _notes(SWIM, "教练是谁?"), _absent),
    Case("swim-then", _thread(SWIM, "学费多少?", "每期1200元。", "那要带什么东西?"), _any("泳衣", "泳帽", "泳镜")),
]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
