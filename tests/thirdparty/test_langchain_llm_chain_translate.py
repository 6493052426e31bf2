"""Port: LangChain tutorial "Build a simple LLM application with chat models and prompt
templates" (the translation chain).

Source: github.com/langchain-ai/langchain, docs/docs/tutorials/llm_chain.ipynb (stored version
@0768a3f79c3c1510b5de6cf83ca16cce3b3d5e93). Kept: the messages
``[SystemMessage("Translate the following from English into Italian"), HumanMessage("hi!")]``,
the template ``system_template = "Translate the following from English into {language}"`` with
``("user", "{text}")``, and ``prompt_template.invoke({"language": "Italian", "text": "hi!"})``
then ``model.invoke(prompt)``; the tutorial also streams the reply. Swapped: the chat model
(``init_chat_model("gpt-4o-mini", model_provider="openai")``) -> the simulator. Invented: more
sentences and target languages, so nothing keys on "hi!"/"Italian".

Oracle (written before the first run): the reply is the text in the target language (a
translation with the expected word in it, not the English text echoed, not an answer to it), or
a stated limit. Anything else is silently wrong.

First sight (6 calls): right 0, stated limit 1, silently wrong 5 (an English greeting or "You're
welcome!" for the translation). After ``sim/reply_language.py``: 0 / 6 / 0.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.prompts import ChatPromptTemplate

from tests.thirdparty._support import sim_llm, text_of
from tests.thirdparty._verdict import contains_any, verdict

system_template = "Translate the following from English into {language}"
prompt_template = ChatPromptTemplate.from_messages([("system", system_template), ("user", "{text}")])

# (language, text, words one of which a translation contains)
CASES = [
    ("Italian", "hi!", ("ciao", "salve")),
    ("French", "Good morning, my friend.", ("bonjour",)),
    ("Spanish", "Thank you very much for the bread.", ("gracias",)),
    ("German", "The train leaves at seven.", ("zug",)),
]


def judge(reply, text: str, words) -> str:
    out = text_of(reply)
    ok = contains_any(out, words) and out.strip().lower() != text.strip().lower()
    return verdict(reply, ok)


def run(llm, language: str, text: str, *, via_template: bool = True):
    if via_template:
        prompt = prompt_template.invoke({"language": language, "text": text})
    else:
        prompt = [SystemMessage(f"Translate the following from English into {language}"), HumanMessage(text)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return llm.invoke(prompt)


def scenarios(llm):
    out = []
    reply = run(llm, "Italian", "hi!", via_template=False)
    out.append(("messages Italian hi!", judge(reply, "hi!", CASES[0][2]), text_of(reply)))
    for language, text, words in CASES:
        reply = run(llm, language, text)
        out.append((f"template {language}: {text}", judge(reply, text, words), text_of(reply)))
    prompt = prompt_template.invoke({"language": "Italian", "text": "hi!"})
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        chunks = list(llm.stream(prompt))
    joined = "".join(text_of(c) for c in chunks)
    limit = any((getattr(c, "response_metadata", {}) or {}).get("simulator_limit") for c in chunks)
    out.append(("stream Italian hi!", verdict(joined, contains_any(joined, CASES[0][2]), "x" if limit else ""),
                joined))
    return out


def test_the_tutorials_messages_translate_or_state_a_limit():
    reply = run(sim_llm(), "Italian", "hi!", via_template=False)
    assert judge(reply, "hi!", CASES[0][2]) != "wrong", text_of(reply)


@pytest.mark.parametrize("language,text,words", CASES, ids=[c[0] for c in CASES])
def test_the_template_translates_or_states_a_limit(language, text, words):
    reply = run(sim_llm(), language, text)
    assert judge(reply, text, words) != "wrong", text_of(reply)


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import queued

    reply = run(queued("Ciao!"), "Italian", "hi!")
    assert judge(reply, "hi!", CASES[0][2]) == "right"
