"""Label words beyond the English ones (``label_words``, asked by ``reading.label_kind``; issue 26).
Labels invented here, none from a set or a probe."""
import pytest

from course_lib.sim.request.label_words import kind
from course_lib.sim.request.reading import label_kind


@pytest.mark.parametrize("label, want", [
    ("My question", "question"),
    ("Our ask", "question"),
    ("What I need to know", "question"),
    ("What we'd like to find out", "question"),
    ("The thing I'm wondering about", "question"),
    ("I'm wondering", "question"),
    ("Q from Dmitri", "question"),
    ("Contexto", "docs"),
    ("Contexte", "docs"),
    ("Kontext", "docs"),
    ("Informationen", "docs"),
    ("Consulta", "question"),
    ("Domanda", "question"),
    ("Pytanie", "question"),  # Polish, Turkish, Vietnamese, Indonesian (shapes3)
    ("Soru", "question"),
    ("Câu hỏi", "question"),
    ("Pertanyaan", "question"),
    ("Kontekst", "docs"),
    ("Bağlam", "docs"),
    ("Ngữ cảnh", "docs"),
    ("Tài liệu", "docs"),
    ("Konteks", "docs"),
    ("Dokumen", "docs"),
    ("Sorumlu", None),  # a word that only begins like one ("soru")
    ("문서", None),  # Korean and Japanese label words left out (a ported grader prompt's)
    ("質問", None),
    ("Deposit paid", None),  # a note's own field
    ("Launch point", None),
    ("My bike", None),
    ("What I bought", None),
])
def test_kind(label, want):
    assert kind(label) == want


@pytest.mark.parametrize("label, want", [
    ("What I need to know", "question"),
    ("Kontext", "docs"),
    ("Contexte ", "docs"),
    ("Question", "question"),  # English words still decide first
    ("Context", "docs"),
    ("Booking ref", None),
])
def test_label_kind_asks_it_when_no_english_word_matched(label, want):
    assert label_kind(label) == want


# A prompt labelled in Polish, Turkish, Vietnamese or Indonesian, invented notes: the question is
# read under its label and the notes under theirs, the reply slot after it ("Odpowiedź:") no part
# of a question typed without its "?".
_NOTES = "Warsztat rowerowy Kolo\nThe workshop opens at 08:30 on weekdays.\nA puncture repair costs 6 euros."


@pytest.mark.parametrize("prompt", [
    "Kontekst:\n{notes}\n\nPytanie: when does the workshop open\nOdpowiedź:",
    "Bağlam:\n{notes}\n\nSoru: when does the workshop open\nCevap:",
    "Ngữ cảnh:\n{notes}\n\nCâu hỏi: when does the workshop open\nTrả lời:",
    "Pertanyaan: when does the workshop open\n\nKonteks:\n{notes}\nJawaban:",
])
def test_other_languages_labels_read(prompt):
    from course_lib.sim.request.reading import parse_message

    parsed = parse_message(prompt.format(notes=_NOTES))
    question = parsed.first("question")
    assert question is not None and question.value == "when does the workshop open"
    assert any("08:30" in d.body for d in parsed.documents)
