# ruff: noqa: E501, RUF001, RUF003, UP006, UP007, UP035, W291
"""Port: a French customer-support RAG for a doctors' web application (IMESY), built in LangGraph:
retrieve (k=5) -> grade each document with ``GradeDocuments`` (``binary_score:
Literal["oui", "non"]``) -> generate an answer in Markdown from a French system prompt -> grade
the answer with ``GradeAnswer`` (``answer_score: Literal["bon", "mauvais", "humain"]``, a long
French rubric with worked examples) -> on "mauvais" rewrite the question (a French rewriter
prompt), on "humain" hand over to a person.

Source: a public repository whose name the index does not give; its three files are stored as
index ids 66171414224 (``graph`` nodes: ``retrieve_node``, ``grade_documents_node``,
``generate_node``, ``router_answer_cond``, ``transform_query_node``), 66139337582 (``chains``:
``GradeDocuments``, ``GradeAnswer``, ``chain_retrieval_grader_document``,
``chain_asnwer_question``, ``chain_grader_question_answer``, ``chain_rewriter_question``) and
66030410292 (``constants``: ``SYSTEM_GRADE_DOCUMENT``, ``SYSTEM_GRADE_ANSWER``,
``SYSTEM_REWRITE_ANSWER``, ``SYSTEM_ANSWER_QUESTION``). Kept verbatim: the two schemas, the four
chains, the four system prompts, and the nodes' calls and decisions (``grade == "oui"``, the
``match`` on ``answer_score``, ``max_iter``). Swapped: ``model_groq`` / ``model_ggl`` (Groq and
Gemini, each the other's fallback) -> the simulator for both; the FAISS ``vector_store`` ->
``LocalVectorStore`` over a small invented knowledge base of French questions and answers about the
application's menus (the real one is not public; same kind of content: the menus the prompts name);
``db.support_links_context`` -> the support links the answer prompt lists; the prints, logger and
the e-mail / webhook node -> none. The graph's wiring file is not in the index: the driver runs
the nodes in the order their names and labels give (retrieve, grade, generate, grade the answer;
``transform_query_node`` once on its own).

Oracles (written before the first run), per model call:
- ``GradeDocuments``: "oui" for the entry that answers the question; "non" for entries that share
  no subject with it (listed per question); either for the rest (the rubric asks for leniency);
- the answer: French, with the entry's fact (the button, the 15 minutes, ...); for the medical
  question outside the application, says it cannot answer now (and that the question is passed
  on), no dosage;
- ``GradeAnswer``: "bon" for an answer with the fact; "humain" for the out-of-scope question's
  answer; "mauvais" or "humain" for an in-scope answer without the fact;
- the rewrite: one French question on the same subject (the words of the original's subject), not
  the prompt's instructions;
- or a stated limit (structured output: the limit stated, whatever value the safe default took).

First sight (de7c145, before any simulator change): 29 calls, 13 right / 11 stated a limit / 5
silently wrong. ``GradeDocuments`` said "oui" to every entry: with a stated limit for the first
question, silently for the others (the VIDAL entry for the default appointment length; the
new-patient, cancel, dashboard and language entries for the paracetamol dosage); the answers
are the matching entries quoted whole with "[n]" marks (the cancel answer leads with the
consultations entry, yet holds "Annuler le rendez-vous": the oracle, loose, counts it right);
every ``GradeAnswer`` "bon" with a stated limit; the rewrite a stated limit.

After (728d79d, same command): 29 calls, 19 right / 10 stated a limit / 0 silently wrong:
"oui" / "non" mean yes / no (``tests/sim/test_foreign_yes_no_options.py``), so each grade is the
grader's verdict ("non" for the entries that share nothing with the question). Left as stated
limits: the answering entry of the cancel question (French matched word for word), so its answer;
every ``GradeAnswer``; the rewrite.
"""

from __future__ import annotations

import re
import warnings
from typing import List, Literal, Union

import pytest
from langchain_core.documents import Document
from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables.base import RunnableSequence
from pydantic import BaseModel, Field
from typing_extensions import TypedDict

from tests.thirdparty._support import CallLog, LocalVectorStore, embeddings, sim_llm
from tests.thirdparty._verdict import verdict

# --- the program: constants ----------------------------------------------------------------------

SYSTEM_GRADE_DOCUMENT = """
    # **Rôle** : Vous êtes un examinateur chargé d'évaluer la pertinence d'un document extrait par rapport à une question posée par un utilisateur.

    **Critères d'évaluation** :
        - Un document est considéré comme pertinent s'il contient des mots-clés ou une signification sémantique en rapport avec la question de l'utilisateur.
        - L'évaluation ne doit pas être excessivement rigoureuse; l'objectif principal est d'éliminer les résultats manifestement hors sujet.

    **Instruction** :
    Attribuez une note binaire :
        - "oui" si le document est pertinent.
        - "non" si le document est non pertinent.
"""


SYSTEM_GRADE_ANSWER = """
    **Rôle :** Tu es un expert en évaluation de la pertinence des réponses pour un système de support client de l'application web **IMESY**.

**Objectif :** Évaluer si la "Réponse Fournie" répond correctement et pertinemment à la "Question Posée" concernant l'utilisation ou les fonctionnalités de l'application IMESY, en te basant **uniquement** sur le fait que la réponse a pu être générée grâce à des informations pertinentes trouvées dans la base de connaissances dédiée à IMESY.

**Contexte :**
*   IMESY est une application web conçue pour aider les médecins à simplifier le processus de consultation.
*   La base de connaissances contient des séries de questions-réponses portant **spécifiquement** sur IMESY et ses fonctionnalités, notamment les menus : **Tableau de bord, Patients, Rendez-vous, VIDAL, Historique de consultations, et Préférences (y compris ses sous-menus)**.
*   Un utilisateur pose une "Question Posée".
*   Le système RAG recherche dans la base de connaissances IMESY et génère une "Réponse Fournie".
*   Ton évaluation détermine la prochaine étape du processus (répondre, reformuler, escalader).

**Instructions :**
Lis attentivement la "Question Posée" et la "Réponse Fournie". Choisis **exactement une** des trois évaluations suivantes, en te basant sur le périmètre défini d'IMESY :

1.  **"bon"** :
    *   La "Réponse Fournie" répond directement, correctement et utilement à la "Question Posée" **concernant une fonctionnalité ou l'utilisation d'IMESY** (ex: comment utiliser le Tableau de bord, ajouter un patient, consulter l'historique, etc.).
    *   ET la réponse est clairement basée sur des informations pertinentes trouvées dans la base de connaissances IMESY.

2.  **"mauvais"** :
    *   La "Réponse Fournie" **tente** de répondre à une question **portant sur IMESY**, mais échoue : elle est hors sujet par rapport à la *question spécifique* (même si elle parle d'IMESY), incorrecte, incomplète (ex: manque des étapes), ou basée sur des informations non pertinentes trouvées dans la base IMESY.
    *   La *question concerne bien IMESY*, mais la réponse générée n'est pas satisfaisante.
    *   *Implique :* La question pourrait potentiellement être mieux répondue avec une reformulation ou une recherche différente *dans la même base de connaissances IMESY*.

3.  **"humain"** :
    *   La "Réponse Fournie" indique explicitement ou implicitement l'incapacité à répondre car la question sort du cadre d'IMESY.
    *   *Implique :* La base de connaissances IMESY ne contient pas et n'est pas censée contenir l'information. La question doit être traitée manuellement.

**Format de sortie attendu :**
Réponds **uniquement** avec l'une des trois chaînes de caractères suivantes : `bon`, `mauvais`, `humain`. Ne fournis aucune explication supplémentaire.

**Exemples spécifiques à IMESY :**

*   **Question:** "Comment puis-je ajouter un nouveau patient dans IMESY ?"
    **Réponse:** "Pour ajouter un patient, allez dans le menu 'Patients' sur la gauche, puis cliquez sur le bouton '+ Nouveau Patient'."
    **Évaluation attendue:** `bon`

*   **Question:** "Où se trouve la section pour gérer mes préférences de notification ?"
    **Réponse:** "Le menu Préférences vous permet de personnaliser divers aspects de l'application IMESY." (Réponse vague, n'indique pas où *exactement* gérer les notifications)
    **Évaluation attendue:** `mauvais`

*   **Question:** "Quel est le dosage recommandé pour l'amoxicilline chez l'enfant ?"
    **Réponse:** "Je peux vous aider avec l'utilisation du module VIDAL dans IMESY pour rechercher des informations médicamenteuses, mais je ne peux pas fournir de recommandation de dosage directe." (Réponse correcte indiquant la limite, mais la question est hors scope direct de *l'utilisation d'IMESY*)
    **Évaluation attendue:** `humain` (car la question initiale est une demande médicale, pas sur le *comment utiliser* IMESY/VIDAL)

*   **Question:** "Comment IMESY s'intègre-t-il avec Doctolib ?"
    **Réponse:** "IMESY se concentre sur la simplification de vos consultations internes. Pour les intégrations, veuillez consulter la documentation ou contacter le support." (Si l'intégration Doctolib n'est pas documentée dans la base)
    **Évaluation attendue:** `humain` (Question sur une fonctionnalité hors scope de la KB actuelle)


**À évaluer maintenant :**

**Question Posée :**
"""

SYSTEM_REWRITE_ANSWER = """
    # **Rôle**: Vous êtes un réécrivain de questions chargé d'optimiser une question d'entrée pour la recherche vectorielle.

    **Objectif**:
        - Reformuler la question pour maximiser sa pertinence et sa correspondance avec la base de connaissances.
        - Raisonner sur l'intention sémantique sous-jacente afin d'améliorer la précision des résultats.

    **Contexte de la base de connaissances**:
    La base vectorielle contient une série de questions-réponses sur l'application IMESY, une application web conçue pour aider les médecins à simplifier le processus de consultation.
    **IMESY** possède plusieurs menus, notamment (Tableau de bord, Patients, Rendez-vous, VIDAL, Historique des consultations, Préférences) qui contient des sous-menus.

    **Instruction**: À partir d'une question d'entrée, reformulez-la pour qu'elle soit plus précise, explicite et adaptée à la recherche dans la base de connaissances.
"""


SYSTEM_ANSWER_QUESTION = """
    # **Rôle** : Tu es un assistant conçu pour répondre de manière claire et structurée aux questions des utilisateurs en te basant exclusivement sur les informations mises à ta disposition.

    **Format des réponses** : 
        - Utilise le format Markdown pour améliorer la lisibilité.
        - Organise les réponses de manière claire et concise.

    **Contexte disponible**
    {context}

    **Instructions**
        - *Salutations* :
            Si la question est une simple salutation, réponds de manière chaleureuse et accueillante.
        - *Réponses basées sur le contexte* :
            Si la question trouve une correspondance dans le contexte fourni, réponds de façon complète et bien structurée.
        - *Absence d'information* :
            Si aucune référence au sujet n'est présente dans le contexte, indique qu'il semble que tu ne soit pas en mesure de répondre correctement à
            cette question pour le moment mais toutefois que la question à été transmise à l'équipe qui prendra soins d'y apporter une réponse dans les plus bref délais.

    **Ajout de lien vers le support formations de la plateforme IMESY**
    - Sur Imesy Il existe un module formation accessible à l'adress https://imesy.com/doctor/support qui permet de se familiariser 
    avec la plateforme. Le lien précedent présente l'ensemble des modules de formations. lorsqu'on clique sur un module on affiche les topics de ce module en question.
    VOICI QUELQUELS TOPIC DISPONIBLE POUR LE MOMENT:
        https://imesy.com/doctor/support?query=tableau-de-bord  -> affiche le dashboard du docteur
        https://imesy.com/doctor/support?query=consultations  -> regroupe les vidéos pour l'onglet consultation
        https://imesy.com/doctor/support?query=patients  -> regroupe les vidéos pour l'onglet patients 
        https://imesy.com/doctor/support?query=rendez-vous  -> regroupe les vidéos pour l'onglet prise de rendez-vous
        https://imesy.com/doctor/support?query=vidal  -> regroupe les vidéos pour l'onglet consultation vidal (la base de données des médicaments)

    Ces vidéos permettent ainsi d'aider l'utilisateur en cas de difficulté sur la plateforme. En focntion de la problématique du docteur
    tu devras lui suggérer des liens pour qu'il puisse regarder les videos du modules concernant sa problématiques afin de lui permettre d'avancer.
    N'oublie pas de formater tes liens au format mardown dans ta réponse. exemple: [tableau de bord](https://imesy.com/doctor/support?query=tableau-de-bord)

"""

# --- the program: chains ---------------------------------------------------------------------------


class GradeDocuments(BaseModel):
    """Score binaire pour la vérification de la pertinence des documents récupérés."""

    binary_score: Literal["oui", "non"] = Field(
        description="Si les documents sont pertinents pour la question, 'oui' ou 'non'"
    )


class GradeAnswer(BaseModel):
    """Score binaire pour évaluer la réponse à la question."""

    answer_score: Literal["bon", "mauvais", "humain"] = Field(
        description="La réponse à la question est 'bon', 'mauvais' ou 'humain."
    )


def chain_retrieval_grader_document(model: Union[BaseChatModel]) -> RunnableSequence:
    structured_llm_grader = model.with_structured_output(GradeDocuments)

    grade_prompt = ChatPromptTemplate.from_messages(
        [
            ("system", SYSTEM_GRADE_DOCUMENT),
            ("human", "Documents recupérés: \n\n {document} \n\n Question de l'utilisateur: {question}"),
        ]
    )

    retrieval_grader = grade_prompt | structured_llm_grader
    return retrieval_grader


def chain_asnwer_question(model: Union[BaseChatModel]) -> RunnableSequence:
    prompt_generate = ChatPromptTemplate.from_messages(
        [
            (
                "system", SYSTEM_ANSWER_QUESTION,
            ),
            (
                "human",
                "{question}"
            ),
        ]
    )

    rag_chain = prompt_generate | model | StrOutputParser()
    return rag_chain


def chain_grader_question_answer(model: Union[BaseChatModel]) -> RunnableSequence:
    structured_llm_grader = model.with_structured_output(GradeAnswer)

    # Prompt
    answer_prompt = ChatPromptTemplate.from_messages(
        [
            ("system", SYSTEM_GRADE_ANSWER),
            ("human", "User question: \n\n {question} \n\n LLM generation: {answer}"),
        ]
    )
    answer_grader = answer_prompt | structured_llm_grader
    return answer_grader


def chain_rewriter_question(model: Union[BaseChatModel]) -> RunnableSequence:
    re_write_prompt = ChatPromptTemplate.from_messages(
        [
            ("system", SYSTEM_REWRITE_ANSWER),
            (
                "human",
                "Voici la question initiale: \n\n {question} \n Formuler une meilleure question.",
            ),
        ]
    )
    re_writer_chain = re_write_prompt | model | StrOutputParser()
    return re_writer_chain


# --- the program: nodes (model_groq / model_ggl and the vector store passed in) --------------------


class GraphState(TypedDict):
    max_iter: int
    question: str
    documents: List[Document]
    answer: str


def make_nodes(model, vector_store, support_links_context):
    model_groq = model_ggl = model

    def retrieve_node(state: GraphState) -> GraphState:
        question = state["question"]
        documents = vector_store.similarity_search(query=question, k=5)
        return {"documents": documents, "question": question, "max_iter": state["max_iter"]}

    def grade_documents_node(state: GraphState) -> GraphState:
        question = state["question"]
        documents = state["documents"]

        def essaie(model, d, f):
            score = chain_retrieval_grader_document(model=model).invoke(
                {"question": question, "document": d.page_content}
            )
            grade = score.binary_score
            if grade == "oui":
                f.append(d)
        filtered_docs = []
        for d in documents:
            try:
                essaie(model_groq, d, filtered_docs)
            except Exception:
                try:
                    essaie(model_ggl, d, filtered_docs)
                except Exception:
                    pass
        return {"documents": filtered_docs, "question": question}

    def generate_node(state: GraphState) -> GraphState:
        question = state["question"]
        documents = state["documents"]
        max_iter = state["max_iter"]

        def answers(model):
            return chain_asnwer_question(model).invoke({"context": documents, "links": support_links_context, "question": question})
        try:
            answer = answers(model_ggl)  # google
        except Exception:
            answer = answers(model_groq)
        return {"question": question, "answer": answer, "max_iter": max_iter}

    def router_answer_cond(state: GraphState) -> Literal["bon", "mauvais", "humain"]:
        def check_answer(model) -> GradeAnswer:
            answer_grader = chain_grader_question_answer(model)
            return answer_grader.invoke({"question": state["question"], "answer": state["answer"]})

        try:
            grader = check_answer(model_ggl)  # ggl
        except Exception:
            grader = check_answer(model_groq)

        match grader.answer_score:
            case "bon":
                return "good"
            case "mauvais":
                return "bad"
            case _:
                return "humain"

    def transform_query_node(state: GraphState) -> GraphState:
        question = state["question"]
        max_iter = state["max_iter"]
        try:
            better_question = chain_rewriter_question(model_ggl).invoke({"question": question})
        except Exception:
            better_question = chain_rewriter_question(model_groq).invoke({"question": question})
        return {"question": better_question, "max_iter": max_iter + 1}

    return retrieve_node, grade_documents_node, generate_node, router_answer_cond, transform_query_node


# --- the invented knowledge base and the driver -----------------------------------------------------

KB = [
    "Question : Comment ajouter un nouveau patient ?\nRéponse : Dans le menu Patients, cliquez sur le bouton « + Nouveau patient », remplissez le nom, la date de naissance et le numéro de téléphone, puis cliquez sur « Enregistrer ».",
    "Question : Comment annuler un rendez-vous ?\nRéponse : Ouvrez le menu Rendez-vous, cliquez sur le rendez-vous dans l'agenda puis sur « Annuler le rendez-vous ». Le patient reçoit automatiquement un SMS d'annulation.",
    "Question : Comment rechercher un médicament dans VIDAL ?\nRéponse : Dans le menu VIDAL, saisissez le nom commercial ou la molécule dans la barre de recherche ; la fiche du médicament s'ouvre avec ses présentations et ses contre-indications.",
    "Question : Où voir les consultations passées d'un patient ?\nRéponse : Le menu Historique de consultations liste toutes les consultations ; vous pouvez les filtrer par patient et par date.",
    "Question : Comment changer la langue de l'application ?\nRéponse : Dans Préférences > Général, choisissez la langue dans la liste « Langue », puis cliquez sur « Enregistrer ».",
    "Question : Que montre le tableau de bord ?\nRéponse : Le Tableau de bord affiche les rendez-vous du jour, le nombre de patients vus dans la semaine et les alertes de résultats d'analyses.",
    "Question : Comment modifier la durée par défaut d'un rendez-vous ?\nRéponse : Dans Préférences > Agenda, changez la « Durée par défaut » (15 minutes à l'origine), puis cliquez sur « Enregistrer ».",
]

SUPPORT_LINKS = "\n".join(f"https://imesy.com/doctor/support?query={t}" for t in ("tableau-de-bord", "consultations", "patients", "rendez-vous", "vidal"))

# name -> (question, index of the answering entry or None, indexes that must be "non", the facts of the answer: any of)
QUESTIONS = {
    "new_patient": ("Comment ajouter un nouveau patient ?", 0, {4, 5}, re.compile(r"Nouveau patient", re.I)),
    "cancel": ("Comment est-ce que je peux annuler le rendez-vous d'un patient ?", 1, {2, 4}, re.compile(r"Annuler le rendez-vous", re.I)),
    "duration": ("Quelle est la durée par défaut d'un rendez-vous ?", 6, {2, 4}, re.compile(r"15 minutes")),
    "dosage": ("Quel est le dosage recommandé du paracétamol chez l'enfant ?", None, {0, 1, 4, 5, 6}, None),
}

_FRENCH = re.compile(r"\b(le|la|les|de|du|des|un|une|et|dans|pour|vous|est|sur)\b", re.I)
_CANNOT = re.compile(r"pas en mesure|ne (?:peux|pouvons|suis) pas|impossible|transmise?|aucune (?:information|référence)|pas d'information", re.I)
_DOSE = re.compile(r"\d+\s*(?:mg|ml|g)\b|mg/kg", re.I)


def _store():
    return LocalVectorStore.from_documents([Document(page_content=t, metadata={"id": i}) for i, t in enumerate(KB)], embeddings())


def _call(log, i):
    """The i-th model call the log saw (the ideal model's structured replies are not logged)."""
    return log.calls[i] if i < len(log.calls) else {"text": "", "limit": ""}


def rows_question(model, name, store=None):
    question, answer_idx, must_be_no, facts = QUESTIONS[name]
    retrieve, grade, generate, route, _ = make_nodes(model, store or _store(), SUPPORT_LINKS)
    log = CallLog()
    rows = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from langchain_core.runnables import RunnableLambda

        def run(fn, state):
            return RunnableLambda(fn).invoke(state, {"callbacks": [log]})

        state: dict = {"question": question, "max_iter": 0}
        state.update(run(retrieve, state))
        docs = list(state["documents"])
        state.update(run(grade, state))
        kept = {d.metadata["id"] for d in state["documents"]}
        for k, d in enumerate(docs):
            call = _call(log, k)
            i = d.metadata["id"]
            said = "oui" if i in kept else "non"
            ok = (said == "oui") if i == answer_idx else (said == "non") if i in must_be_no else True
            rows.append((f"{name} grade doc {i}", verdict(said, ok, call["limit"]), said))
        state.update(run(generate, state))
        answer = state["answer"]
        call = _call(log, len(docs))
        if facts is None:
            ok = bool(_CANNOT.search(answer)) and not _DOSE.search(answer)
        else:
            ok = bool(facts.search(answer))
        ok = ok and bool(_FRENCH.search(answer))
        rows.append((f"{name} answer", verdict(answer, ok, call["limit"]), answer[:200]))
        label = run(lambda s: route(s), state)
        call = _call(log, len(docs) + 1)
        has_fact = facts is not None and bool(facts.search(answer))
        if facts is None:
            ok = label == "humain"
        elif has_fact:
            ok = label == "good"
        else:
            ok = label in ("bad", "humain")
        rows.append((f"{name} grade answer", verdict(label, ok, call["limit"]), label))
    return rows


def rows_rewrite(model):
    *_, transform = make_nodes(model, None, SUPPORT_LINKS)
    log = CallLog()
    from langchain_core.runnables import RunnableLambda

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = RunnableLambda(transform).invoke({"question": "annuler rdv patient demain", "max_iter": 0, "answer": ""}, {"callbacks": [log]})
    q = out["question"]
    ok = (bool(re.search(r"annul", q, re.I)) and bool(re.search(r"rendez-vous|rdv", q, re.I)) and bool(_FRENCH.search(q))
          and q.count("?") <= 2 and not re.search(r"réécrivain|reformulez|Rôle|base vectorielle", q, re.I))
    return [("rewrite", verdict(q, ok, _call(log, 0)["limit"]), q[:200])]


SCENARIOS = {**{f"question_{n}": (lambda m, n=n: rows_question(m, n)) for n in QUESTIONS}, "rewrite": rows_rewrite}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


_IDEAL_ANSWERS = {
    "Comment ajouter un nouveau patient ?": "Dans le menu **Patients**, cliquez sur « + Nouveau patient », remplissez la fiche puis « Enregistrer ».",
    "Comment est-ce que je peux annuler le rendez-vous d'un patient ?": "Ouvrez le menu **Rendez-vous**, cliquez sur le rendez-vous puis sur « Annuler le rendez-vous ».",
    "Quelle est la durée par défaut d'un rendez-vous ?": "La durée par défaut est de 15 minutes ; vous pouvez la changer dans Préférences > Agenda.",
    "Quel est le dosage recommandé du paracétamol chez l'enfant ?": "Il semble que je ne sois pas en mesure de répondre à cette question pour le moment ; elle a été transmise à l'équipe.",
}


def _ideal_script(prompt_text, schema, _tools):
    text = str(prompt_text)
    name = getattr(schema, "__name__", "")
    if name == "GradeDocuments":
        question = text.rsplit("Question de l'utilisateur: ", 1)[-1].strip()
        _, idx, _, _ = next(v for v in QUESTIONS.values() if v[0] == question)
        return {"binary_score": "oui" if idx is not None and KB[idx][:40] in text else "non"}
    if name == "GradeAnswer":
        return {"answer_score": "humain" if "paracétamol" in text else "bon"}
    if "Formuler une meilleure question" in text:
        return "Comment annuler le rendez-vous d'un patient prévu demain dans le menu Rendez-vous ?"
    return _IDEAL_ANSWERS[text.rsplit("human: ", 1)[-1].strip()]


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    rows = scenarios(ScriptedChatModel(script=_ideal_script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
