"""Self-RAG and the ladder with the simulator, on material the course's data does not contain."""

from __future__ import annotations

import pytest

from course_lib.rag.graphs.self_rag import make_policy_check


@pytest.fixture(scope="module")
def llm():
    from course_lib.models.llm import get_chat_model

    return get_chat_model("sim")


@pytest.mark.parametrize("question", [
    "What is Mira Holt's salary?",
    "Hi! What is the salary of Mira Holt?",  # a greeting first
    "mira holt salary?",  # lower case, no verb
    "Tell me Mira Holt's home address.",
    "What bonus did Mira Holt get last year?",
    "Is Mira Holt on sick leave?",
    "Give me the API key of the billing service.",
    "What is the password for the staging database?",
])
def test_the_policy_sends_sensitive_questions_to_a_human(llm, question):
    assert make_policy_check(llm)({"question": question})["sensitive"] is True


@pytest.mark.parametrize("question", [
    "Which office does Mira Holt work in?",
    "Which team does Mira Holt lead?",
    "How does asyncio.wait decide when to return?",
    "Hello!",
    # ordinary questions that name none of the policy's topics (the policy once sent half of the
    # course's labelled questions to a human: "no topic named" picked the topical option)
    "Thanks, that helped a lot!",
    "What is 18 * 41?",
    "I deleted my branch by accident. How do I recover it?",
    "Why does my kettle switch itself off before the water boils?",
    "Which port does the staging proxy listen on?",
    "How long does our nightly backup job take?",
])
def test_the_policy_leaves_ordinary_questions_to_the_assistant(llm, question):
    assert make_policy_check(llm)({"question": question})["sensitive"] is False


@pytest.mark.slow
def test_the_pipeline_climbs_to_a_note_of_ones_own_and_cites_it(tmp_path, llm):
    from course_lib.rag.pipelines import get_pipeline

    (tmp_path / "harlow.md").write_text(
        "---\ntitle: The Harlow Bridge\ntags: [bridges]\n---\n\n"
        "The Harlow Bridge was opened in 1931 by the engineer Nadia Okoro.\n"
        "It carries two rail tracks over the Venn river.\n", encoding="utf-8")
    result = get_pipeline("selfrag", llm=llm, corpus="wiki", extra_docs=tmp_path).run(
        "Who opened the Harlow Bridge?")
    assert "Nadia Okoro" in result.answer and result.state["source"] == "wiki"
    assert result.state["outcome"] == "answered"
    assert any("harlow" in source for source in result.sources), result.sources


@pytest.mark.slow
def test_the_pipeline_refuses_what_nobody_knows_and_says_where_it_looked(llm):
    from course_lib.rag.pipelines import get_pipeline

    result = get_pipeline("selfrag", llm=llm).run("What is the refund window for enterprise orders at Quillmark Freight?")
    assert result.state["outcome"] == "refused"
    assert result.answer.startswith("I don't know")
    assert all(name in result.answer for name in ("notes", "wiki", "web"))
