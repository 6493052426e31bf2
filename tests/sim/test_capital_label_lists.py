"""A prompt that names its own reply values in capitals after a verb asking for one ("Label it
VALID, INVALID or UNCLEAR", "mark it AGREE / DISAGREE / NEUTRAL") is a label prompt whatever its
verb, never a question for the documents it quotes: its reply is exactly one of its values, with
the can't-choose limit when nothing tells them apart (issue 26, AA8). Invented wordings."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.task.tasks import output_options


@pytest.mark.parametrize("prompt,values", [
    ("Compare the claim with the evidence. Label it VALID, INVALID or UNCLEAR.", ("VALID", "INVALID", "UNCLEAR")),
    ("Mark the review AGREE / DISAGREE / NEUTRAL.", ("AGREE", "DISAGREE", "NEUTRAL")),
    ("Tag this lead as HOT, WARM, or COLD and nothing else.", ("HOT", "WARM", "COLD")),
    ("Grade the essay PASS, RESUBMIT or FAIL_LATE.", ("PASS", "RESUBMIT", "FAIL_LATE")),
])
def test_capital_values_after_a_choosing_verb_are_the_options(prompt, values):
    assert output_options(prompt) == values


@pytest.mark.parametrize("prompt", [
    "Say HELLO to the team and CC the NHS contact.",  # capitals, but no list of values
    "Reply to the customer about the API outage.",
])
def test_capitals_that_are_no_list_offer_nothing(prompt):
    assert output_options(prompt) == ()


PROMPTS = [
    "Compare the claim with the evidence. Label it VALID, INVALID or UNCLEAR.\n"
    "Evidence: The ferry leaves Oban at 09:10 and reaches Mull at 10:00.\nClaim: The ferry reaches Mull at 10:00 and sells hot food.",
    "Read the note and the reply. Label it ON_TRACK, AT_RISK or BLOCKED.\n"
    "Note: The kitchen fit-out waits for the worktops.\nReply: Worktops arrive next month.",
]


@pytest.mark.parametrize("prompt", PROMPTS)
def test_the_reply_is_one_of_the_values_or_the_limit(prompt):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        reply = SimulatedChatModel().invoke([HumanMessage(content=prompt)])
    values = output_options(prompt)
    limited = [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    # one of the values when it can choose; when it cannot, the prompt's own "can't tell" value
    # (UNCLEAR) or the limit sentence alone, never a guessed value beside the limit (fix33c)
    if limited:
        assert reply.content.strip() in ("UNCLEAR", str(limited[0].message)), reply.content
    else:
        assert reply.content.strip() in values, reply.content


@pytest.mark.parametrize("prompt, values", [
    ("Etiqueta la reseña: POSITIVA, NEGATIVA o NEUTRA. Responde solo con la etiqueta.", ("POSITIVA", "NEGATIVA", "NEUTRA")),
    ("Classe le ticket : FACTURATION, TECHNIQUE ou AUTRE. Réponds avec l'étiquette seulement.",
     ("FACTURATION", "TECHNIQUE", "AUTRE")),
    ("Ordne die Meldung zu: DRINGEND, NORMAL oder NIEDRIG. Antworte nur mit dem Label.", ("DRINGEND", "NORMAL", "NIEDRIG")),
])
def test_capital_values_joined_in_another_language_are_the_options(prompt, values):
    assert output_options(prompt) == values


@pytest.mark.parametrize("prompt, label", [
    ("Clasifica el correo como RECLAMACIÓN, CONSULTA o ELOGIO. Responde solo con la etiqueta.\n"
     "Correo: ¿Tenéis aparcamiento para bicicletas?", "CONSULTA"),
    ("Classifique a mensagem: RECLAMAÇÃO, PERGUNTA ou ELOGIO. Responda apenas com o rótulo.\n"
     "Mensagem: Vocês entregam aos domingos?", "PERGUNTA"),
])
def test_a_question_in_another_language_takes_the_label_naming_a_question(prompt, label):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([HumanMessage(prompt)])
    assert out.content == label


def test_a_foreign_label_prompt_it_cannot_tell_apart_states_its_limit():
    # (guard of the limit) a Spanish message of no clear tone asking nothing: a stated limit, never a guess
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([HumanMessage(
            "Clasifica el mensaje como QUEJA, PREGUNTA o ELOGIO. Responde solo con la etiqueta.\n"
            "Mensaje: El pedido llegó el martes por la tarde.")])
    assert out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize("prompt, label", [
    # the values offered after the instruction's own colon, the text under a label of its own (the first row a guard)
    ("Sort this note: COMPLAINT, QUESTION or THANKS. One word only.\nNote: Cheers, the plumber was brilliant.",
     "THANKS"),
    ("Clasifica el mensaje: QUEJA, PREGUNTA o ELOGIO. Responde solo con la etiqueta.\n"
     "Mensaje: La habitación estaba sucia y el personal fue pésimo.", "QUEJA"),
    ("Classe ce message : RÉCLAMATION, QUESTION ou REMERCIEMENT. Réponds uniquement par l'étiquette.\n"
     "Message : Un grand merci, la livraison était parfaite.", "REMERCIEMENT"),
])
def test_values_offered_after_an_instructions_colon_and_a_tone_in_another_language(prompt, label):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([HumanMessage(prompt)])
    assert out.content == label
