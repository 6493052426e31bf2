""""What about X?" after a question about another of the documents' names (issue 26, the
thirty-first set's Z10 (b)): X takes the place of the previous question's subject, even when the
questions write the names in lower case, so the earlier subject's record is not quoted beside X's
(``ellipsis._documented_swap``). Invented notes (a dog-walking rota); none from the
fresh sets."""

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.request.ellipsis import reframed

ROTA = ("Dog-walking rota for the week. Bruno: two walks a day, 7am and 5pm. Rex: one long walk, at noon. "
        "Treats are in the blue tin. Emergency vet: Hollins & Co, 01632 960222.")


@pytest.mark.parametrize("previous,question,bodies,expected", [
    ("how often is bruno walked?", "what about rex?", (ROTA,), "how often is rex walked?"),
    ("how often is bruno walked?", "and rex?", (ROTA,), "how often is rex walked?"),
    ("how often is bruno walked?", "what about the cat?", (ROTA,), None),  # no name of the documents
    ("how often is bruno walked?", "what about rex?", (), None),  # no documents: nothing tells a name
    ("when do bruno and rex go out?", "what about hollins?", (ROTA,), None),  # two subjects: which one
])
def test_a_documented_name_replaces_the_previous_subject(previous, question, bodies, expected):
    assert reframed(previous, question, bodies) == expected


def _thread(notes, *turns):
    msgs = [SystemMessage(f"Answer from these notes only.\n\n{notes}")]
    msgs += [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(msgs)


@pytest.mark.parametrize("turns,right,wrong", [
    (("when is bruno walked?", "At 7am and 5pm.", "what about rex?"), "noon", "7am"),
    (("how many walks does bruno get?", "Two walks a day.", "and rex?"), "one long walk", "two walks"),
])
def test_what_about_x_answers_for_x_alone(turns, right, wrong):
    out = _thread(ROTA, *turns)
    limit = out.response_metadata.get("simulator_limit")
    assert wrong not in out.content.lower() and (limit or right in out.content.lower()), out.content


def test_a_short_capitalised_name_is_the_question_s_subject():
    """"How many Xs did Mei shoot?" (after the swap above, a follow-up's own question): a three-letter
    name the question writes capitalised names its subject's line, so "I don't know." is doubted
    (``unread_lines._subject_line``) as for a longer name."""
    from course_lib.sim.grounded.unread_lines import _subject_line
    from course_lib.sim.request.reading import read_request
    from course_lib.sim.words.text import content_terms

    notes = ("Clay shoot scores (20 targets; X = straight, M = miss)\nShooter   Round 1        Round 2\n"
             "Ife       X 8 9 M 7      X X 9 9 8\nGregory   9 9 8 7 M      8 8 X 9 9\n")
    question = "How many Xs did Ife get?"
    request = read_request([SystemMessage(f"Answer from these notes only.\n\n{notes}"), HumanMessage(question)])
    assert _subject_line(question, set(content_terms(question)), request)
