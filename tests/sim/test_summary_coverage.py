"""A summary of several documents represents every one of them, or says it cannot (issue 26,
fourth batch of ports: the summarization tutorial's reduce step, "distill these summaries" over
three documents, was answered with the opening sentences of the first two only). Invented
documents in the two shapes a prompt carries them: a repr of LangChain Documents and headed notes."""

from __future__ import annotations

import warnings

from langchain_core.documents import Document
from langchain_core.prompts import ChatPromptTemplate

from course_lib import get_chat_model

LIGHTHOUSES = [
    "Skerry Light was automated in 1988 and its keepers' cottage is now a bird observatory. The lens is a "
    "first-order Fresnel lens.",
    "Hollow Point Light runs on solar panels since 2019. Its fog signal was switched off after complaints "
    "from the village.",
    "Gannet Rock Light can only be reached at low tide. The trust repaints the tower every seven years.",
    "Marram Head Light lost its lantern room in the 1953 storm. A replica lantern was fitted in 2004.",
    "Cobble Ness Light is the oldest on the coast, lit first in 1791. It still uses its original stone stair.",
]
DISTINCT = ["Skerry", "Hollow Point", "Gannet Rock", "Marram Head", "Cobble Ness"]
PROMPT = "Summarize these notes in a few sentences:\n\n{docs}"
THEMES_PROMPT = "Give me a summary of the main themes of these notes.\n\n{docs}"
TRAILING_PROMPT = "Here are some notes:\n{docs}\nCondense them into one short summary of the main points."


def summarise(docs, template=PROMPT):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return get_chat_model("sim").invoke(ChatPromptTemplate([("human", template)]).invoke({"docs": docs}))


def test_three_documents_each_appear_in_the_summary():
    reply = summarise([Document(t) for t in LIGHTHOUSES[:3]])
    assert all(name in reply.content for name in DISTINCT[:3]), reply.content
    assert not reply.response_metadata.get("simulator_limit"), reply.response_metadata


def test_five_headed_notes_each_appear_in_the_summary():
    notes = "\n\n".join(f"## {name}\n{text}" for name, text in zip(DISTINCT, LIGHTHOUSES, strict=True))
    reply = summarise(notes, THEMES_PROMPT)
    assert all(name in reply.content for name in DISTINCT), reply.content


def test_an_instruction_after_the_notes_is_all_of_them_or_a_stated_limit():
    reply = summarise([Document(t) for t in LIGHTHOUSES[:4]], TRAILING_PROMPT)
    assert reply.response_metadata.get("simulator_limit") or all(n in reply.content for n in DISTINCT[:4]), reply.content


def test_more_documents_than_it_can_string_together_is_a_stated_limit():
    many = [Document(f"Buoy {n} marks the {side} edge of the channel at mile {n * 3}.")
            for n, side in zip(range(1, 12), ["north", "south"] * 6, strict=False)]
    reply = summarise(many)
    assert reply.response_metadata.get("simulator_limit", "").startswith("The offline simulator can't summarise every document"), reply.content
