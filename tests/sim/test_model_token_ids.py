"""``get_num_tokens`` / ``get_token_ids`` work offline and count as the usage does (o200k), as
``ChatOpenAI``'s do with tiktoken. LangChain's default falls back to GPT-2 from ``transformers``
(not installed): the summarization tutorial's ``length_function`` crashed on it (issue 26,
fourth batch of ports)."""

from course_lib import get_chat_model
from course_lib.models.tokens import count_tokens

TEXTS = [
    "The Kestrel Point pad launched Zephyr-9 into a 705 km orbit.",
    "社区花园今年收获了 410 公斤蔬菜，志愿者从 18 人减少到 9 人。",
    "<|endoftext|> is plain text here, as in the usage count.",
    "",
]


def test_token_counts_are_the_usage_tokenizer_s():
    llm = get_chat_model("sim")
    for text in TEXTS:
        assert llm.get_num_tokens(text) == count_tokens(text)
        assert len(llm.get_token_ids(text)) == count_tokens(text)


def test_a_longer_text_has_more_tokens():
    llm = get_chat_model("sim")
    assert llm.get_num_tokens(TEXTS[0] * 3) > llm.get_num_tokens(TEXTS[0]) > 5
