"""A question that names nothing but the kind of value it asks ("what does she weigh", "how much is
it") over documents that state that kind in several sentences with different figures is a stated
limit, never the first such sentence quoted (``kind_only.several``, checked by ``quoted_answer``);
one sentence of that kind, or a question that names its subject, is answered as before. Wordings
of my own (issue 26; grounded_n, read after its first sight: a vet's note's dose quoted for the
dog's weight)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

HORSE = ("Horse passport summary. Name: Juniper, mare, 14 years, 520 kg. "
         "Wormer: 12 g of paste every 8 weeks. Hay ration: 9 kg a day in winter.")
ONE = "Horse passport summary. Name: Juniper, mare, 14 years, 520 kg. Shod on 3 June by Lewis."


def _ask(notes: str, question: str):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([SystemMessage(f"Answer from these notes only.\n\n{notes}"), HumanMessage(question)])
    return out, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize("question", ["what does she weigh", "how heavy is she?"])
def test_several_sentences_of_the_kind_are_a_limit(question):
    out, limits = _ask(HORSE, question)
    assert limits and "which value" in limits[0], out.content
    assert out.content.startswith("The offline simulator can't")


# guards: one sentence of the kind answers; a question naming its subject is read as before
def test_one_sentence_of_the_kind_answers():
    out, limits = _ask(ONE, "what does she weigh")
    assert "520 kg" in out.content and not limits, (out.content, limits)


def test_a_named_subject_is_read_as_before():
    out, limits = _ask(HORSE, "how much hay does she get a day in winter")
    assert "9 kg" in out.content and not limits, (out.content, limits)


def _several(notes: str, question: str):
    from course_lib.sim.grounded import evidence, kind_only
    from course_lib.sim.request.reading import read_request
    from course_lib.sim.words.knowledge import Knowledge
    from course_lib.sim.words.matching import Matcher

    request = read_request([SystemMessage(f"Answer from these notes only.\n\n{notes}"), HumanMessage(question)])
    matcher = Matcher(Knowledge.load())
    return kind_only.several(request, evidence.gather(matcher, request.search_question, request.documents))


def test_several_names_the_values_it_cannot_tell_apart():
    why = _several(HORSE, "what does she weigh")
    assert why and "520 kg" in why and "12 g" in why


@pytest.mark.parametrize("notes,question", [(ONE, "what does she weigh"), (HORSE, "how much hay does she get a day")])
def test_several_is_none_for_one_value_or_a_named_subject(notes, question):
    assert _several(notes, question) is None
