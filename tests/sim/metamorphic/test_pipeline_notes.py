"""The whole pipeline on a learner's own notes: the invented notes, written in one shape to a
temporary folder, added to the course knowledge base with ``extra_docs`` (what
``python -m course_lib ask --extra-docs DIR`` does), asked through the course's own pipelines.
The course's notes stay in the store as distractors. The same notes in another shape give the
same answers and cite the same note.
"""

from __future__ import annotations

import pytest

from tests.sim.metamorphic._checks import assert_answer, assert_prose, sim
from tests.sim.metamorphic._notes import NOTES

FOLDER_SHAPES = {
    "wrapped80-front-matter": lambda n: n.with_front_matter(n.prose(80)),
    "wrapped60": lambda n: n.prose(60),
    "bullets": lambda n: n.bullets(),
    "table": lambda n: n.table(),
}
PIPELINES = ("fixed", "agent", "crag")


@pytest.fixture(scope="module", params=list(FOLDER_SHAPES))
def notes_folder(request, tmp_path_factory):
    folder = tmp_path_factory.mktemp(f"notes-{request.param}")
    for note in NOTES:
        (folder / f"{note.slug}.md").write_text(FOLDER_SHAPES[request.param](note), encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def pipelines(notes_folder):
    from course_lib.rag.pipelines import get_pipeline

    llm = sim()
    return {name: get_pipeline(name, llm=llm, corpus="notes", extra_docs=notes_folder)
            for name in PIPELINES}


# A whole pipeline run costs far more than one model call, so each folder shape gets one question
# per note; the question and the pipeline rotate with the shape, so across the shapes every
# pipeline meets every shape and most questions are asked.
@pytest.mark.parametrize("note", NOTES, ids=[n.slug for n in NOTES])
def test_pipeline_answers_from_the_learners_note(request, pipelines, note):
    shape_index = list(FOLDER_SHAPES).index(request.node.callspec.params["notes_folder"])
    note_index = NOTES.index(note)
    question = note.questions[(note_index + shape_index) % len(note.questions)]
    pipeline = PIPELINES[(note_index + shape_index) % len(PIPELINES)]
    result = pipelines[pipeline].run(question.en[0])
    assert_answer(result.answer, question.facts, chinese=False)
    assert_prose(result.answer.split("[")[0])
    assert f"extra/{note.slug}.md" in result.sources, (pipeline, result.sources)
