# ruff: noqa: E501, W291, W293, UP006, UP035
"""Port: a Brazilian final-year project's (TCC) RAG chat API: a two-node LangGraph
(``retrieve`` -> ``generate``) over a ``MessagesState`` with ``context`` and ``question``; the
generation sends a Portuguese system prompt (a ChatPromptTemplate rendered to a string with
``.format``) holding the context, built as ``📄 name)`` / text / ``🔎 Metadados:`` bullets / a
rule line per document, then the last 20 messages of the thread and the question; a second chain
writes a conversation title (at most 7 words, in the conversation's language).

Source: github.com/LeandroRodriguesCarneiro/tcc_api_chat, app/services/llm_service.py
@080f7884b52cda3cf3454ec18dedd2dfdff659cc, app/prompts/rag_prompt.py and app/prompts/title_prompt.py
@c6fe5a38b00dbe8308e9f0e9683d1f92e71fa5c2.
Kept verbatim: both prompts, ``RAGState``, the graph, ``_retrieve_documents`` (``n_results=4``),
``_generate_response`` (the system prompt via ``RAG_PROMPT.format(context=..., messages="")``, the
history copied as Human/AI messages, the question appended again), ``_build_context`` and
``generate_title`` (strip, empty -> "Nova conversa", 70 characters). Swapped: ``ChatCohere`` -> the
simulator; the Postgres store and saver -> ``MemorySaver``; ``VectorDataBase.semantic_search`` ->
``LocalVectorStore`` over invented university regulations in Portuguese, results in the
``{"document", "metadata"}`` shape. Invented: the questions and the thread.

Oracles (written before the first run), per model call:
- an answer: the context's fact for the question (a follow-up's pronoun resolved from the thread),
  no metadata dump; "Não encontrei informações relevantes." (or another plain refusal) when the
  context lacks it;
- a title: 1-7 words, no final punctuation, no quotes, sharing a word with the message, never the
  prompt's own words ("título", "conversa");
- or a stated limit.
"""

from __future__ import annotations

import re
import warnings
from typing import List

import pytest
from langchain_core.documents import Document
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from langchain_core.prompts import ChatPromptTemplate
from langgraph.checkpoint.memory import MemorySaver
from langgraph.graph import END, StateGraph
from langgraph.graph.message import MessagesState

from tests.thirdparty._support import REFUSAL, CallLog, LocalVectorStore, embeddings, sim_llm
from tests.thirdparty._verdict import verdict

# --- the program's prompts ------------------------------------------------------------------------

RAG_PROMPT = ChatPromptTemplate.from_messages([
    (
        "system",
        """
        Você é um assistente especializado.
        
        Sua principal fonte de informação para responder a perguntas é o CONTEXTO DOS DOCUMENTOS.
        Use o HISTÓRICO DA CONVERSA (MEMÓRIA DO AGENTE) apenas para preservar continuidade, estilo e preferências do usuário.
        
        -------------------------------
        📘 CONTEXTO DOS DOCUMENTOS:
        {context}

        🧠 HISTÓRICO DA CONVERSA:
        {messages}
        -------------------------------

        REGRAS IMPORTANTES:
        1. Use o CONTEXTO DOS DOCUMENTOS para informações factuais.
        2. Use o HISTÓRICO apenas para coerência, estilo e preferências do usuário.
        3. Se a resposta não estiver no CONTEXTO, diga: "Não encontrei informações relevantes."
        4. Nunca invente fatos.
        5. Seja direto, objetivo e profissional.
        6. Sempre que possivel diga qual o nome do documento que usou para responder com o maximo de detalhes possivel
        """
    )
])

TITLE_PROMPT = ChatPromptTemplate.from_messages([
    ("system",
    """
    Sua tarefa é analisar o texto da conversa fornecido abaixo e gerar um título curto, desciso e envolvente.
    O título deve resumir o tópico principal ou a intenção da primeira mensagem do usuário.
    Gere APENAS o título, sem qualquer texto introdutório, aspas ou pontuação final.

    TEXTO DA CONVERSA:
    {message}

    REGRAS:
    1. O título deve ter no máximo 7 palavras.
    2. Use o mesmo idioma do "TEXTO DA CONVERSA".
    3. Gere APENAS o título final.
    """),
    ("human", "Gere um título excelente.")
])

# --- invented documents (the vector database) ----------------------------------------------------------

DOCS = [
    Document(page_content="Regulamento do Trabalho de Conclusão de Curso. O TCC deve ser entregue à coordenação até 30 de novembro do último ano.\nA banca examinadora é composta por três membros, incluindo o orientador.",
             metadata={"document_name": "Regulamento_TCC_2026.pdf", "pagina": 2}),
    Document(page_content="Regulamento do TCC, avaliação. A nota mínima para aprovação no TCC é 6,0. O aluno reprovado pode reapresentar o trabalho uma única vez, no semestre seguinte.",
             metadata={"document_name": "Regulamento_TCC_2026.pdf", "pagina": 5}),
    Document(page_content="Normas da Biblioteca Central. O prazo de empréstimo de livros é de 14 dias, renovável duas vezes pelo sistema. A multa por atraso é de R$ 1,50 por dia e por livro.",
             metadata={"document_name": "Normas_Biblioteca.pdf", "pagina": 1}),
    Document(page_content="Normas da Biblioteca Central, salas de estudo. As salas de estudo em grupo podem ser reservadas por até 3 horas por dia, com antecedência máxima de uma semana.",
             metadata={"document_name": "Normas_Biblioteca.pdf", "pagina": 3}),
]


class VectorDataBase:
    """``semantic_search`` as the program calls it: ``[{"document", "metadata"}]``, nearest first."""

    def __init__(self) -> None:
        self.store = LocalVectorStore.from_documents(DOCS, embeddings())

    def semantic_search(self, question: str, n_results: int = 4) -> List[dict]:
        return [{"document": d.page_content, "metadata": d.metadata} for d in self.store.similarity_search(question, k=n_results)]


# --- the program: llm_service.py ------------------------------------------------------------------------


class RAGState(MessagesState):
    context: str
    question: str


class LLMService:
    def __init__(self, llm, saver, log=None):
        self.checkpointer = saver
        self.llm = llm  # swapped: ChatCohere(model="command-a-03-2025", temperature=0.7)
        self.log = log
        self.vector_db = VectorDataBase()
        self.rag_prompt = RAG_PROMPT

        workflow = StateGraph(RAGState)
        workflow.add_node("retrieve", self._retrieve_documents)
        workflow.add_node("generate", self._generate_response)
        workflow.set_entry_point("retrieve")
        workflow.add_edge("retrieve", "generate")
        workflow.add_edge("generate", END)

        self.graph = workflow.compile(checkpointer=self.checkpointer)

    def _cfg(self):
        return {"callbacks": [self.log]} if self.log else None

    def _retrieve_documents(self, state: RAGState) -> RAGState:
        last_message = state["messages"][-1]
        question = last_message.content if isinstance(last_message, BaseMessage) else str(last_message)

        results = self.vector_db.semantic_search(question, n_results=4)
        context = self._build_context(results)

        return {
            "messages": state["messages"],
            "context": context,
            "question": question
        }

    def _generate_response(self, state: RAGState) -> RAGState:
        history_messages = state["messages"][-20:] if state.get("messages") else []

        prompt_messages = [
            SystemMessage(content=self.rag_prompt.format(
                context=state["context"],
                messages="",
            ))
        ]

        for m in history_messages:
            if isinstance(m, HumanMessage):
                prompt_messages.append(HumanMessage(content=m.content))
            elif isinstance(m, AIMessage):
                prompt_messages.append(AIMessage(content=m.content))

        prompt_messages.append(HumanMessage(content=state["question"]))

        response: AIMessage = self.llm.invoke(prompt_messages, self._cfg())

        return {
            "messages": state["messages"] + [response],
            "context": state["context"],
            "question": state["question"]
        }

    def _build_context(self, results: List[dict]) -> str:
        if not results:
            return "Nenhum documento relevante encontrado."

        parts = []

        for i, item in enumerate(results, 1):
            document_text = item["document"].replace("\n", " ")
            metadata = item.get("metadata", {})

            # Monta os metadados (todos os campos dinâmicos)
            if metadata:
                metadata_str = "\n".join(
                    f"• {key}: {value}" for key, value in metadata.items()
                )
            else:
                metadata_str = "Nenhum metadado disponível."

            doc_name = f'📄 Documento {i}' 
            parts.append(
                f"📄 {metadata.get('document_name', doc_name)})\n"
                f"{document_text}\n\n"
                f"🔎 Metadados:\n"
                f"{metadata_str}\n"
                f"{'-'*40}\n"
            )

        return "\n".join(parts)

    def generate_title(self, first_message: str) -> str:
        """Gera um título curto usando o modelo LLM e o TITLE_PROMPT."""
        try:
            prompt_messages = TITLE_PROMPT.format_messages(
                message=first_message
            )

            response = self.llm.invoke(prompt_messages, self._cfg())

            title = response.content.strip()

            if not title:
                return "Nova conversa"

            return title[:70]

        except Exception:
            return "Nova conversa"

    def query(self, user_message: str, thread_id: str) -> str:
        user_msg_object = HumanMessage(content=user_message)

        result = self.graph.invoke(
            {
                "messages": [user_msg_object],
                "question": user_message
            },
            {
                "configurable": {"thread_id": thread_id}
            }
        )

        last_message = result["messages"][-1]
        return last_message.content


# --- inputs and oracles (invented) --------------------------------------------------------------------

# thread: [(message, facts (any one) or None for a refusal)]
THREADS = {
    "tcc": [("Qual é o prazo de entrega do TCC?", ["30 de novembro"]),
            ("E quantos membros tem a banca?", ["três", "3 membros"])],
    "biblioteca": [("Qual é a multa por atraso na devolução de livros?", ["1,50"]),
                   ("Por quantos dias posso pegar um livro emprestado?", ["14 dias"])],
    "ausente": [("Qual é o horário de funcionamento do restaurante universitário?", None)],
    "nota": [("Qual a nota mínima para ser aprovado no TCC?", ["6,0", "6.0"])],
}

TITLES = [
    "Qual é o prazo de entrega do TCC?",
    "Quero saber a multa por atraso na devolução de livros da biblioteca",
    "Como reservo uma sala de estudo em grupo?",
]

_DUMP = ("🔎 Metadados", "• pagina", "-----")
_WORD = re.compile(r"\w+", re.U)
_PROMPT_WORDS = ("título", "titulo", "conversa")


def _refused(text: str) -> bool:
    return "Não encontrei informações relevantes" in text or bool(REFUSAL.search(text))


def rows_thread(model, name):
    log = CallLog()
    service = LLMService(model, MemorySaver(), log)
    rows = []
    for i, (message, facts) in enumerate(THREADS[name]):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            answer = service.query(message, thread_id=name)
        call = log.calls[-1]
        if facts is None:
            ok = _refused(answer)
        else:
            ok = any(f.lower() in answer.lower() for f in facts) and not any(d in answer for d in _DUMP)
        rows.append((f"{name} turn {i + 1} {message[:35]!r}", verdict(answer, ok, call["limit"]), answer[:200]))
    return rows


def _title_ok(title: str, message: str) -> bool:
    words = _WORD.findall(title)
    if not 1 <= len(words) <= 7 or title.rstrip()[-1:] in ".!?:;" or any(q in title for q in "\"'“”«»"):
        return False
    low = {w.lower() for w in words}
    if low & set(_PROMPT_WORDS):
        return False
    return bool({w for w in low if len(w) > 3} & {w.lower() for w in _WORD.findall(message)})


def rows_title(model, i):
    message = TITLES[i]
    log = CallLog()
    service = LLMService(model, MemorySaver(), log)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        title = service.generate_title(message)
    limit = log.calls[-1]["limit"] if log.calls else ""
    return [(f"title {message[:40]!r}", verdict(title, _title_ok(title, message), limit), title)]


SCENARIOS = {
    **{f"thread_{n}": (lambda m, n=n: rows_thread(m, n)) for n in THREADS},
    **{f"title{i}": (lambda m, i=i: rows_title(m, i)) for i in range(len(TITLES))},
}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


_IDEAL_TITLES = {TITLES[0]: "Prazo de entrega do TCC", TITLES[1]: "Multa por atraso na biblioteca", TITLES[2]: "Reserva de sala de estudo"}


def _ideal_script(prompt_text, _schema, _tools):
    text = str(prompt_text)
    if "Gere um título excelente." in text:
        return next(t for m, t in _IDEAL_TITLES.items() if m in text)
    last = text.strip().splitlines()[-1]
    for turns in THREADS.values():
        for message, facts in turns:
            if message in last:
                return f"Segundo o regulamento: {facts[0]}." if facts else "Não encontrei informações relevantes."
    raise AssertionError(last)


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    rows = scenarios(ScriptedChatModel(script=_ideal_script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
