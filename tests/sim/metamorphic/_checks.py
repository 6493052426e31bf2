"""Checks shared by the metamorphic suites (on top of tests/thirdparty/_support.py)."""

from __future__ import annotations

import re

from tests.thirdparty._support import assert_answer, assert_refusal, text_of

__all__ = ["assert_answer", "assert_prose", "assert_refusal", "sim", "text_of"]


def sim(**kwargs):
    from course_lib.sim import SimulatedChatModel

    return SimulatedChatModel(**kwargs)


def assert_prose(answer) -> None:
    """Whole sentences: no markdown table pipes, headings, list markers or front matter."""
    text = text_of(answer)
    assert "|" not in text, f"the answer quotes a table row: {text[:300]!r}"
    assert not re.search(r"(^|\n)\s*(#{1,6} |[-*] |---)", text), f"the answer quotes markdown: {text[:300]!r}"
    assert not re.search(r"\b(title|tags|updated):", text), f"the answer quotes front matter: {text[:300]!r}"


# Known failures of the judge suites (issue 14), applied by tests/conftest.py as
# ``xfail(strict=True)``: a test that starts passing fails until its entry is removed.
# "true limit": the simulator cannot do it by design (no translation, no world knowledge);
# "open": a gap not fixed yet, with its cause. Keys are pytest node ids.
KNOWN_LIMITS: dict[str, str] = {
    'tests/sim/metamorphic/test_note_shapes.py::test_chinese_note_chinese_question[hive-inspection-1]':
        'open: the Chinese question on splitting a colony picks no sentence of the Chinese note',
    'tests/sim/metamorphic/test_note_shapes.py::test_english_note_chinese_question_is_answered_in_chinese[bike-upkeep-0]':
        'true limit: answering a Chinese question from English notes needs translation',
    'tests/sim/metamorphic/test_note_shapes.py::test_english_note_chinese_question_is_answered_in_chinese[greenhouse-watering-0]':
        'true limit: answering a Chinese question from English notes needs translation',
    'tests/sim/metamorphic/test_note_shapes.py::test_english_note_chinese_question_is_answered_in_chinese[harbour-office-move-0]':
        'true limit: answering a Chinese question from English notes needs translation',
    'tests/sim/metamorphic/test_note_shapes.py::test_english_note_chinese_question_is_answered_in_chinese[hive-inspection-0]':
        'true limit: answering a Chinese question from English notes needs translation',
    'tests/sim/metamorphic/test_note_shapes.py::test_english_note_chinese_question_is_answered_in_chinese[sourdough-0]':
        'true limit: answering a Chinese question from English notes needs translation',
    'tests/sim/metamorphic/test_pipeline_notes.py::test_pipeline_answers_from_the_learners_note[table-sourdough]':
        "open: strict CRAG grader rejects the table row ('hydration' without 'dough' or 'mixed' in one row)",
    'tests/sim/metamorphic/test_questions.py::test_paraphrases_get_the_same_facts[harbour-office-move-1-2]':
        'open: the paraphrase shares no term with the desk-booking sentence',
    'tests/sim/metamorphic/test_questions.py::test_paraphrases_get_the_same_facts[sourdough-1-2]':
        "open: 'oven' in the paraphrase is not tied to 'bake at 250 C' (no world knowledge linking the words)",
    'tests/sim/metamorphic/test_questions.py::test_paraphrases_get_the_same_facts[sourdough-1-3]':
        "open: 'oven' in the paraphrase is not tied to 'bake at 250 C' (no world knowledge linking the words)",
    'tests/sim/metamorphic/test_structured.py::test_relevant_document_is_graded_relevant_in_every_shape[bike-upkeep-chinese]':
        'true limit: no bilingual lexicon, so an English question shares no term with a Chinese document',
    'tests/sim/metamorphic/test_structured.py::test_relevant_document_is_graded_relevant_in_every_shape[greenhouse-watering-chinese]':
        'true limit: no bilingual lexicon, so an English question shares no term with a Chinese document',
    'tests/sim/metamorphic/test_structured.py::test_relevant_document_is_graded_relevant_in_every_shape[harbour-office-move-chinese]':
        'true limit: no bilingual lexicon, so an English question shares no term with a Chinese document',
    'tests/sim/metamorphic/test_structured.py::test_relevant_document_is_graded_relevant_in_every_shape[hive-inspection-chinese]':
        'true limit: no bilingual lexicon, so an English question shares no term with a Chinese document',
    'tests/sim/metamorphic/test_structured.py::test_relevant_document_is_graded_relevant_in_every_shape[sourdough-chinese]':
        'true limit: no bilingual lexicon, so an English question shares no term with a Chinese document',
    'tests/thirdparty/test_langchain_rag_tutorial.py::test_agent_retrieves_then_answers[tiers]':
        'open: extractive answer picks the intro sentence, not the one naming the three tiers',
    'tests/thirdparty/test_langgraph_adaptive_rag.py::test_question_on_the_posts_goes_to_the_vectorstore[banyan]':
        "true limit: 'Banyan drafting' is speculative decoding only with world knowledge; its names send it to the web",
    'tests/thirdparty/test_langgraph_agentic_rag.py::test_generate_answer_step':
        "open: the list answer ('types of reward hacking') is not extracted from the chunk",
    "tests/thirdparty/test_langgraph_agentic_rag.py::test_question_retrieves_grades_and_answers[How many turns does Tessellate's working]":
        'open: the answer picks the memory-tiers sentence, not the one stating 12 turns',
    'tests/thirdparty/test_langgraph_crag.py::test_generation_from_a_list_of_documents':
        'open: extractive answer picks the intro sentence over the one listing the tiers',
    'tests/thirdparty/test_langgraph_crag.py::test_in_domain_question_keeps_the_relevant_chunks_and_answers[semantic-store]':
        "open: the right chunks are kept and the web is searched, but the answer picks the recall sentence, not the one stating 30,000 notes",
    'tests/thirdparty/test_langgraph_crag.py::test_off_topic_question_is_rewritten_and_searched_on_the_web[orrery]':
        'open: the web answer misses the second fact of the question',
    'tests/thirdparty/test_rag_techniques_crag.py::test_knowledge_refinement_gives_bullet_points':
        "open: 'extract the key points as bullet points' is not recognised as a task",
    'tests/thirdparty/test_rag_techniques_crag.py::test_query_with_low_relevance_searches_the_web_and_cites[marathon]':
        "open: the answer quotes the result's title line instead of its content",
    'tests/thirdparty/test_rag_techniques_crag.py::test_query_with_low_relevance_searches_the_web_and_cites[orrery]':
        "open: web results in the tutorial's tuple format are not read as documents",
    'tests/thirdparty/test_seed_article_000_agentic_rag.py::test_agent_searches_notes_then_answers[cron]':
        "open: the cron expression's leading '*' is lost as a markdown list marker",
    'tests/thirdparty/test_seed_article_000_agentic_rag.py::test_agent_translates_without_the_tool':
        'open: a Chinese translation request still calls the notes tool',
    'tests/thirdparty/test_seed_article_000_agentic_rag.py::test_crag_alias_question_is_rewritten_then_found':
        'open: the rewritten alias query is not found and the graph loops to the recursion limit',
    'tests/thirdparty/test_seed_article_000_agentic_rag.py::test_kb_agent_routes_by_description[pending-total]':
        'open: Chinese order questions: tool chaining (orders then calc), status values and translation',
    'tests/thirdparty/test_seed_article_000_agentic_rag.py::test_kb_agent_routes_by_description[shipped]':
        'open: Chinese order questions: tool chaining (orders then calc), status values and translation',
    'tests/thirdparty/test_seed_article_000_agentic_rag.py::test_kb_agent_routes_by_description[translate]':
        'open: Chinese order questions: tool chaining (orders then calc), status values and translation',
    'tests/thirdparty/test_seed_article_001_crag_routing.py::test_crag_nothing_relevant_retries_twice_then_says_what_is_missing':
        'open: a loosely related document is graded relevant, so no retry happens',
    'tests/thirdparty/test_seed_article_001_crag_routing.py::test_tools_are_chosen_by_their_descriptions[revenue]':
        "open: Chinese 'revenue of Q3 2024' goes to web search, not the database tool",
    'tests/thirdparty/test_seed_article_002_agentic_rag_zh.py::test_evaluate_enough_generates_without_the_web':
        "open: Chinese sufficiency evaluation says 'not enough' on a complete local answer",
    'tests/thirdparty/test_seed_article_002_agentic_rag_zh.py::test_evaluate_not_enough_searches_the_web_once_then_generates':
        'open: the second Chinese sufficiency evaluation asks for another search',
    'tests/thirdparty/test_seed_article_002_agentic_rag_zh.py::test_multihop_decomposes_retrieves_each_hop_and_answers':
        'open: the Chinese multi-hop plan stops after the first hop',
    'tests/thirdparty/test_seed_article_002_agentic_rag_zh.py::test_router_simple_or_complex[definition]':
        'open: Chinese simple/complex routing and answers from Chinese notes',
    'tests/thirdparty/test_seed_article_002_agentic_rag_zh.py::test_router_simple_or_complex[pages]':
        'open: Chinese simple/complex routing and answers from Chinese notes',
    'tests/thirdparty/test_seed_article_002_agentic_rag_zh.py::test_router_simple_or_complex[tavern]':
        'open: Chinese simple/complex routing and answers from Chinese notes',
}
