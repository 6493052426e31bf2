"""A tool result that is a JSON object of labelled passages ({"snippet 1": "...", ...}) is read as
documents, one per label: the answer quotes the passage, never the JSON (issue 26)."""

import json

from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool

from course_lib import get_chat_model
from course_lib.sim.material.documents import tool_documents


@tool
def handbook_search(query: str) -> str:
    """Search the staff handbook."""
    return ""


def test_the_answer_quotes_the_passage_not_the_json():
    result = json.dumps({"snippet 1": "Night shifts at the Dunmore depot start at 22:00 and end at 06:00.",
                         "snippet 2": "Uniforms are collected from the stores office on the ground floor."})
    messages = [HumanMessage("When do night shifts start at the Dunmore depot?"),
                AIMessage("", tool_calls=[{"name": "handbook_search", "args": {"query": "night shifts"}, "id": "h1"}]),
                ToolMessage(result, tool_call_id="h1")]
    reply = get_chat_model("sim").bind_tools([handbook_search]).invoke(messages)
    assert "22:00" in reply.content and "{" not in reply.content and "snippet" not in reply.content


def test_a_record_of_short_fields_is_not_passages():
    docs = tool_documents(json.dumps({"status": "shipped", "carrier": "DHL"}))
    assert len(docs) == 1 and docs[0].shape == "plain"


def test_numbered_labels_give_one_document_each():
    docs = tool_documents(json.dumps({"已知内容 1": "年假为每年十五天。", "已知内容 2": "病假需要医生证明。"}, ensure_ascii=False))
    assert [d.title for d in docs] == ["已知内容 1", "已知内容 2"]
