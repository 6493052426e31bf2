"""A grader's parts under labels of the prompt's own (``course_lib.sim.request.reading``: a material
label with its text on the line, beside an answer to grade, is the material; a question naming the
labelled parts, "Is the response consistent with the policy?", asks about them and is no question
of its own; issue 26, the merger's probe grounded_q). Wordings of my own."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage

from course_lib.sim.request.reading import read_request

POLICY = ("Is the response consistent with the policy? Reply OK or NOT_OK.\n"
          "Policy: Refunds are given within 30 days of purchase with a receipt.\n"
          "Response: {r}")


def test_the_labelled_parts_are_read_as_material_and_answer():
    request = read_request([HumanMessage(POLICY.format(r="You can get a refund within 30 days with the receipt."))])
    assert request.question == ""
    assert request.generation == "You can get a refund within 30 days with the receipt."
    assert [d.body for d in request.documents] == ["Refunds are given within 30 days of purchase with a receipt."]


def _reply(prompt):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(prompt).content.strip()


@pytest.mark.parametrize("response, verdict", [
    ("You can get a refund within 30 days with the receipt.", "OK"),
    ("You can get a refund within 60 days with the receipt.", "NOT_OK"),
])
def test_a_grader_under_its_own_labels(response, verdict):
    assert _reply(POLICY.format(r=response)) == verdict


def test_a_material_label_with_its_sentence_beside_a_question_is_the_material():
    assert _reply("Memo: The staff car park closes at 7pm from Monday.\n\nWhen does the car park close?") \
        == "The staff car park closes at 7pm from Monday."


def test_a_label_line_inside_a_labelled_block_is_no_material_of_its_own():
    text = ("### Instruction:\nAnswer the question from the input.\n\n### Input:\nPresent: Ann Ode, Bo Lind\n"
            "2. Treasurer's report: the balance is £800 after the grant came in.\n3. Next meeting on Friday.\n\n"
            "### Question:\nwho was present?\n\n### Response:\n")
    request = read_request([HumanMessage(text)])
    assert not any(d.body.startswith("the balance") for d in request.documents)


@pytest.mark.parametrize("label, kind", [
    ("如有疑问请联系物业服务中心", None),  # "if in doubt, call the office": a clause past its kind word
    ("用户问题", "question"),
    ("上下文信息", "docs"),
    ("参考资料", "docs"),
])
def test_a_chinese_label_ends_with_its_head_noun(label, kind):
    from course_lib.sim.request.reading import label_kind

    assert label_kind(label) == kind


def test_a_chinese_notice_under_a_system_instruction_is_read():
    from langchain_core.messages import SystemMessage

    notice = ("【停电通知】\n各位住户：\n因供电公司检修线路，本周六9:00至15:00停电，涉及A区1号楼至4号楼，请提前做好准备，关闭家中电器。\n"
              "如有疑问请联系物业服务中心：电话 8801 2200。")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = __import__("course_lib.sim", fromlist=["SimulatedChatModel"]).SimulatedChatModel().invoke(
            [SystemMessage(f"只根据下面的通知回答问题。\n\n{notice}"), HumanMessage("物业电话是多少？")])
    assert "8801 2200" in out.content


@pytest.mark.parametrize("prompt", [
    "Which priority fits this line? HIGH / MEDIUM / LOW\n\nLog: the payroll export crashed and nobody can be paid.",
    'Tag the memo. Reply "billing" or "delivery".\n\nMemo: the parcel with my order never arrived at the depot.',
])
def test_a_label_with_its_sentence_under_offered_labels_is_the_text_to_label(prompt):
    assert not read_request([HumanMessage(prompt)]).documents
