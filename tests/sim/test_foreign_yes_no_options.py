"""An offered yes / no written in another language (``Literal["oui", "non"]``, ``["ja", "nein"]``,
``["sí", "no"]``) means what "yes" / "no" mean: its polarity is data (``option_positive`` /
``option_negative`` in ``data/sim/lexicons.yaml``), so a relevance grade over such a field is the
grader's verdict, never a tie between the two words broken by their order (issue 26, ports20: a
French support RAG's ``GradeDocuments`` said "oui" to every entry, silently). Invented schemas,
prompts and documents."""

from typing import Literal

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel
from course_lib.sim.responders.verdicts import option_polarity


@pytest.mark.parametrize(("option", "polarity"), [
    ("oui", "positive"), ("non", "negative"), ("ja", "positive"), ("nein", "negative"),
    ("sí", "positive"), ("não", "negative"), ("sim", "positive"), ("non pertinent", "negative"),
    ("bon", "positive"), ("mauvais", "negative"),
])
def test_option_polarity(option, polarity):
    assert option_polarity(option) == polarity


class Pertinence(BaseModel):
    """Note binaire de pertinence du document."""

    note: Literal["oui", "non"] = Field(description="Le document est-il pertinent pour la question, 'oui' ou 'non'")


class Relevanz(BaseModel):
    """Binäre Bewertung der Relevanz."""

    urteil: Literal["ja", "nein"] = Field(description="Ist das Dokument für die Frage relevant? 'ja' oder 'nein'")


FR_SYSTEM = "Vous évaluez la pertinence d'un document extrait pour une question. Répondez 'oui' s'il est pertinent, 'non' sinon."
DE_SYSTEM = "Du bewertest, ob ein abgerufenes Dokument für eine Frage relevant ist. Antworte 'ja' oder 'nein'."


@pytest.mark.parametrize(("schema", "system", "human", "expected"), [
    (Pertinence, FR_SYSTEM, "Document : La piscine municipale ouvre à 7 h en semaine et à 9 h le dimanche.\n\n"
     "Question : À quelle heure ouvre la piscine municipale le dimanche ?", {"note": "oui"}),
    (Pertinence, FR_SYSTEM, "Document : Le marché aux fleurs se tient chaque samedi sur la place du port.\n\n"
     "Question : À quelle heure ouvre la piscine municipale le dimanche ?", {"note": "non"}),
    (Relevanz, DE_SYSTEM, "Dokument: Die Stadtbibliothek verleiht Brettspiele für zwei Wochen.\n\n"
     "Frage: Wie lange verleiht die Stadtbibliothek Brettspiele?", {"urteil": "ja"}),
    (Relevanz, DE_SYSTEM, "Dokument: Der Wochenmarkt findet dienstags auf dem Rathausplatz statt.\n\n"
     "Frage: Wie lange verleiht die Stadtbibliothek Brettspiele?", {"urteil": "nein"}),
])
def test_a_foreign_yes_no_grade_is_the_verdict(schema, system, human, expected):
    llm = SimulatedChatModel().with_structured_output(schema, include_raw=True)
    out = llm.invoke([SystemMessage(content=system), HumanMessage(content=human)])
    limit = out["raw"].response_metadata.get("simulator_limit")
    assert limit or out["parsed"].model_dump() == expected, (out["parsed"], limit)
    if expected in ({"note": "non"}, {"urteil": "nein"}):  # nothing shared: no limit needed, the verdict
        assert not limit and out["parsed"].model_dump() == expected
