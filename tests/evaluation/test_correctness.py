"""Model-graded correctness (notebook 06): the grader's verdicts beside the keyword check's."""

from __future__ import annotations

from types import SimpleNamespace

from course_lib.evaluation.correctness import agreement, expected_facts, grade_correctness


def _reader(prompt: str) -> dict:
    """A scripted careful reader: right when the answer says the kiln 'cools too fast'."""
    answer = prompt.split("Answer:")[-1]
    return {"binary_score": "yes" if "cools too fast" in answer else "no", "reason": "scripted"}


def test_a_model_grade_accepts_other_words_and_the_keyword_check_does_not():
    from course_lib.models.testing import scripted

    question = SimpleNamespace(id="k-1", question="Why does my kiln crack pots?",
                               expected_keywords=("thermal shock",), alternatives=())
    records = [SimpleNamespace(pipeline="fixed", id="k-1", correct=False,
                               answer="The kiln cools too fast, so the glaze and body shrink unevenly."),
               SimpleNamespace(pipeline="agent", id="k-1", correct=True,
                               answer="It is not thermal shock; the clay is simply too wet.")]
    frame = agreement(records, [question], llm=scripted(CorrectnessGrade=_reader))
    assert frame["model"].tolist() == [True, False]
    assert frame["agree"].tolist() == [False, False]  # the two checks disagree both ways


def test_an_unreadable_grade_is_not_correct_and_an_empty_answer_costs_no_call():
    from course_lib.evaluation.correctness import correctness_grader
    from course_lib.models.testing import scripted

    model = scripted(CorrectnessGrade={"verdict": "looks fine"})  # no binary_score: unreadable
    grader = correctness_grader(model)
    assert grade_correctness("The kiln cools too fast.", question="Why?", keywords=("thermal shock",),
                             grader=grader) is False
    calls = len(model.calls)
    assert grade_correctness("  ", question="Why?", keywords=("x",), grader=grader) is False
    assert len(model.calls) == calls


def test_expected_facts_name_the_alternatives():
    line = expected_facts(("weak references", "garbage collected"), (("nothing else references", "garbage collected"),))
    assert '"weak references"' in line and "in other words" in line and '"nothing else references"' in line
    assert expected_facts(("391",)) == '"391"'



def test_a_real_model_grades_the_answers_at_once_and_the_rows_keep_their_order(monkeypatch):
    from tests.helpers.timed_model import InFlight, timed_model

    # the rows that say "cools" finish first, so rows come back out of order unless put back
    reader = InFlight(_reader, seconds=lambda prompt: 0.05 if "cools" in prompt.split("Answer:")[-1] else 0.2)
    monkeypatch.setenv("COURSE_CONCURRENCY", "3")
    answers = ["It cools too fast.", "The clay is wet.", "Too much glaze.", "It cools too fast, again."] * 2
    questions = [SimpleNamespace(id=f"k-{i}", question="Why does my kiln crack pots?",
                                 expected_keywords=("thermal shock",), alternatives=()) for i in range(8)]
    records = [SimpleNamespace(pipeline="fixed", id=f"k-{i}", correct=False, answer=a) for i, a in enumerate(answers)]
    frame = agreement(records, questions, llm=timed_model(replies={"CorrectnessGrade": reader}))
    assert frame["id"].tolist() == [f"k-{i}" for i in range(8)]
    assert frame["model"].tolist() == ["cools too fast" in a for a in answers]
    assert reader.most == 3  # COURSE_CONCURRENCY grades in flight, never more
