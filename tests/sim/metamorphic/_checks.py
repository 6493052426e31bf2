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
    'tests/sim/metamorphic/test_chinese_tasks.py::test_chinese_question_on_a_chinese_note[library-1-known-info]':
        "true limit: '什么证件' is answered by '身份证' only with world knowledge (an ID card is a 证件); jieba also cuts '读者证要带' as '证要'",
    'tests/sim/metamorphic/test_chinese_tasks.py::test_chinese_question_on_a_chinese_note[library-1-rag-zh]':
        "true limit: '什么证件' is answered by '身份证' only with world knowledge (an ID card is a 证件); jieba also cuts '读者证要带' as '证要'",
    'tests/sim/metamorphic/test_chinese_tasks.py::test_chinese_question_on_a_chinese_note[library-1-system-zh]':
        "true limit: '什么证件' is answered by '身份证' only with world knowledge (an ID card is a 证件); jieba also cuts '读者证要带' as '证要'",
    'tests/sim/metamorphic/test_chinese_tasks.py::test_chinese_sufficiency[fine]':
        "true limit: '罚多少钱' (how much is the fine) meets '收取 0.2 元滞纳金' only through synonyms the simulator lacks",
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
    'tests/thirdparty/test_langchain_extraction_and_tagging.py::test_coreference_gives_anna_jeffs_hair_colour':
        "true limit: 'the same color hair as me' needs coreference (who 'me' is, and that colour)",
    'tests/thirdparty/test_langchain_extraction_and_tagging.py::test_tagging_reads_the_sentiment_of_a_spanish_passage':
        'true limit: the sentiment lexicon (VADER) is English; a Spanish passage reads neutral',
    "tests/thirdparty/test_langchain_extraction_and_tagging.py::test_tagging_english_passages[I can't believe you broke my bike again, this is the last time I lend you anything!-negative-aggression0]":
        "open: VADER's negation rule flips 'broke' after \"can't believe\", so the passage reads positive",
    'tests/thirdparty/test_langgraph_quickstart.py::test_weather_in_any_case_and_for_two_cities[is it sunny in paris and london right now-cities3]':
        "open: 'sunny' is not tied to a weather tool (no world knowledge linking the words)",
    'tests/thirdparty/test_langgraph_adaptive_rag.py::test_question_on_the_posts_goes_to_the_vectorstore[banyan]':
        "true limit: 'Banyan drafting' is speculative decoding only with world knowledge; its names send it to the web",
    'tests/thirdparty/test_langgraph_crag.py::test_in_domain_question_keeps_the_relevant_chunks_and_answers[semantic-store]':
        "open: the right chunks are kept and the web is searched, but the answer picks the recall sentence, not the one stating 30,000 notes",
    'tests/thirdparty/test_seed_article_000_agentic_rag.py::test_agent_translates_without_the_tool':
        'true limit: no tool is called now (the description rules translation out), but the term is not in any translation table (CC-CEDICT glosses it word by word)',
    'tests/thirdparty/test_seed_article_000_agentic_rag.py::test_crag_alias_question_is_rewritten_then_found':
        "true limit: 'OOM' means 内存溢出 / OutOfMemoryError only with world knowledge (not in data/sim/aliases.yaml); the article's loop has no cap but recursion_limit, and the same prompt gives the same rewrite",
    'tests/thirdparty/test_seed_article_000_agentic_rag.py::test_kb_agent_routes_by_description[translate]':
        "true limit: no tool is called now, but translating '协程' needs a bilingual dictionary that has it (CC-CEDICT does not)",
    'tests/thirdparty/test_seed_article_002_agentic_rag_zh.py::test_router_simple_or_complex[definition]':
        "true limit: routed 'simple' now, but defining 武侠小说 needs world knowledge the simulator does not have",
}
