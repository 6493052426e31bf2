"""Exercises of notebook 01 (fixed pipeline vs agentic).

q1: the routing rule of a hybrid pre-router that spends fewer tokens than the fixed pipeline
    without turning away a single question that needs the notes.
q2: fixed or agentic? Apply the rule of thumb to four new scenarios.
q3: a thought question: what to do when nearly every question calls the retriever.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from course_lib.exercises.blank import is_blank
from course_lib.exercises.display import short_repr, type_name
from course_lib.exercises.problem import Problem, ThoughtProblem, ValueProblem
from course_lib.exercises.timebox import describe_error, run_timeboxed
from course_lib.exercises.verdict import Status, Verdict

PREROUTER_CATEGORIES = ("chitchat", "general", "notes", "alias-mismatch", "out-of-scope")
"""The check's questions: every labelled question of these categories (not only those shown)."""

NOTES_TOOL = "search_notes"


# --- q1: the pre-router's rule --------------------------------------------------------------

def needs_retrieval(question: str) -> bool:
    import re

    text = question.lower().strip()
    # Small talk: greetings, thanks, goodbyes, questions about the assistant itself.
    small_talk = re.compile(
        r"^(hi|hello|hey|good (morning|afternoon|evening)|thanks|thank you|bye|goodbye"
        r"|see you|how are you|who are you|what are you|are you|what can you do)\b"
    )
    # Translations: "how do you say X in French", "translate X into German".
    translation = re.compile(r"\b(translate|translation of|how do you say)\b")
    if small_talk.search(text) or translation.search(text):
        return False
    return True  # when in doubt, retrieve: a wasted retrieval is cheaper than a lost answer


@dataclass(frozen=True)
class BranchCost:
    """Tokens one question costs on each branch of the hybrid graph."""

    retrieve: int
    direct: int


@lru_cache(maxsize=4)
def _branch_costs(model_spec: str) -> tuple[tuple[Any, BranchCost], ...]:
    """Run every check question down both branches once (per process and model)."""
    from course_lib.evaluation.questions import load_questions
    from course_lib.models.llm import get_chat_model
    from course_lib.rag.graphs.hybrid_rag import hybrid_pipeline
    from course_lib.retrieval.kb import build_knowledge_base

    llm = get_chat_model(model_spec)
    kb = build_knowledge_base("notes", progress=False)
    retriever = kb.as_retriever(k=4)
    always = hybrid_pipeline(llm=llm, retriever=retriever, needs_retrieval=lambda q: True)
    never = hybrid_pipeline(llm=llm, retriever=retriever, needs_retrieval=lambda q: False)

    def tokens(pipe, question: str) -> int:
        s = pipe.run(question).ledger.summary()
        return s["input_tokens"] + s["output_tokens"]

    rows = []
    for q in load_questions(categories=PREROUTER_CATEGORIES):
        rows.append((q, BranchCost(retrieve=tokens(always, q.question),
                                   direct=tokens(never, q.question))))
    return tuple(rows)


def branch_costs() -> tuple[tuple[Any, BranchCost], ...]:
    """``(question, BranchCost)`` for every check question, with the configured model."""
    from course_lib.foundation.config import settings

    return _branch_costs(settings().llm)


@dataclass(eq=False, kw_only=True)
class PreRouterProblem(Problem):
    """The learner's ``needs_retrieval(question) -> bool``, judged on every check question.

    Correct when every question that needs the notes goes to retrieval, the rule sends at
    least half of the other questions straight to the model, and the hybrid pipeline spends
    fewer tokens in total than the fixed pipeline (which retrieves for every question).
    """

    kind = "function"

    def _judge(self, fn: Any) -> Verdict:
        from course_lib.evaluation.questions import load_questions

        if not callable(fn):
            return self.verdict(Status.INCORRECT,
                                f"Pass your function itself, like {self.check_call}, not a {type_name(fn)}.")
        routes: dict[str, bool] = {}
        questions = load_questions(categories=PREROUTER_CATEGORIES)
        for q in questions:
            outcome = run_timeboxed(fn, q.question, timeout=2.0)
            call = f"{self.answer_name}({q.question!r})"
            if outcome.timed_out:
                return self.verdict(Status.INCORRECT, f"{call} took more than 2 seconds: a router must be cheap.")
            if isinstance(outcome.error, NotImplementedError):
                return self.verdict(Status.NOT_ATTEMPTED, "Your function still raises NotImplementedError.")
            if outcome.error is not None:
                return self.verdict(Status.INCORRECT, f"{call} raised {describe_error(outcome.error)}.")
            if is_blank(outcome.value):
                return self.verdict(Status.NOT_ATTEMPTED, "Your function still returns ____: write the rule.")
            if not isinstance(outcome.value, bool):
                return self.verdict(Status.INCORRECT, f"{call} returned {short_repr(outcome.value)}; "
                                    "return True (retrieve) or False (answer directly).")
            routes[q.id] = outcome.value
        lost = [q for q in questions if NOTES_TOOL in q.expected_tools and not routes[q.id]]
        if lost:
            return self.verdict(Status.INCORRECT,
                                f"{len(lost)} question(s) that need the notes would be answered without "
                                f"them, for example {lost[0].question!r}.")
        others = [q for q in questions if NOTES_TOOL not in q.expected_tools]
        direct = sum(not routes[q.id] for q in others)
        if direct * 2 < len(others):
            example = next(q for q in others if routes[q.id])
            return self.verdict(Status.INCORRECT,
                                f"Only {direct} of the {len(others)} questions that need no notes skip the "
                                f"retrieval (for example, {example.question!r} still retrieves). Aim for at "
                                "least half.")
        costs = {q.id: cost for q, cost in branch_costs()}
        fixed_total = sum(costs[q.id].retrieve for q in questions)
        hybrid_total = sum(costs[q.id].retrieve if routes[q.id] else costs[q.id].direct for q in questions)
        if hybrid_total >= fixed_total:
            return self.verdict(Status.INCORRECT,
                                f"Your hybrid spends {hybrid_total} tokens, the fixed pipeline {fixed_total}: "
                                "no saving. Send the questions that need no notes straight to the model.")
        saved = 1 - hybrid_total / fixed_total
        return self.verdict(Status.CORRECT,
                            f"Every note question still retrieves, {direct} of {len(others)} other questions "
                            f"go straight to the model, and the hybrid spends {hybrid_total} tokens instead "
                            f"of {fixed_total} ({saved:.0%} fewer).")


Q1 = PreRouterProblem(
    id="q1",
    notebook="01",
    title="A pre-router that beats the fixed pipeline",
    prompt=(
        "Write `needs_retrieval(question) -> bool`, the rule of a hybrid pre-router: True sends "
        "the question to the fixed pipeline (retrieve, then generate), False sends it straight "
        "to the model. The check runs it on every labelled small-talk, general-knowledge and "
        "notes question, those whose words miss the notes and those the notes do not cover "
        "(including many this notebook did not show). It passes when no question that needs the "
        "notes is sent away, at least half of the others skip the retrieval, and the total "
        "token count beats the fixed pipeline's."
    ),
    starter='''def needs_retrieval(question: str) -> bool:
    """True: retrieve, then generate. False: answer directly, without the notes."""
    return ____''',
    answer_name="needs_retrieval",
    reference=needs_retrieval,
    hints=(
        "Look at the table above: which kinds of question paid for a retrieval and gained "
        "nothing from it? Greetings, thanks, questions about the assistant, translations.",
        "Recognise those by their *form*, not by listing the course's questions: a regular "
        "expression for messages that start like small talk (`hello`, `thanks`, `who are you`) "
        "and one for translation requests (`how do you say`, `translate`).",
        "When in doubt, return True: a wasted retrieval costs some tokens, a note question "
        "answered without the notes costs a wrong answer.",
    ),
    explanation=(
        "The rule recognises small talk and translation requests by their form and retrieves "
        "for everything else. General-knowledge questions still pay for a retrieval, which is "
        "the price of a rule that never turns away a note question: a rule cannot know what "
        "the notes cover. A small classifier (or the model itself, as in notebook 03) can do "
        "better at the cost of a call."
    ),
    wrong_answers=(
        lambda question: True,  # the fixed pipeline again: no saving
        lambda question: False,  # never retrieves: loses every note answer
        lambda question: not question.lower().startswith(("how", "what", "why")),  # loses notes
    ),
    timeout=300.0,
)


# --- q2: fixed or agentic? ------------------------------------------------------------------

SCENARIOS = {
    "warranty_bot": "fixed",
    "team_chat_assistant": "agentic",
    "autocomplete_endpoint": "fixed",
    "report_analyst": "agentic",
}

_REASONS = {
    "warranty_bot": "almost every question is about the warranty text, so the decision carries no information",
    "team_chat_assistant": "many messages need no lookup at all, so a fixed retrieval is often wasted",
    "autocomplete_endpoint": "a strict latency budget cannot afford an extra model call, or its variance",
    "report_analyst": "questions need rephrased and repeated searches that a single fixed retrieval cannot do",
}


def _label(value: Any) -> Any:
    """A choice as the learner may write it: 'Fixed', ' agentic ', 'AGENTIC' all count."""
    return " ".join(value.split()).lower() if isinstance(value, str) else value


def _check_scenarios(value: Any) -> str | None:
    if set(value) != set(SCENARIOS):
        return f"Keep exactly the keys {sorted(SCENARIOS)}."
    choices = {k: _label(v) for k, v in value.items()}
    bad = [k for k, v in choices.items() if v not in ("fixed", "agentic")]
    if bad:
        return f"Each value should be 'fixed' or 'agentic'; {bad[0]!r} is {value[bad[0]]!r}."
    wrong = [k for k in SCENARIOS if choices[k] != SCENARIOS[k]]
    if wrong:
        return (f"{len(wrong)} of {len(SCENARIOS)} are not what the rule of thumb suggests; "
                f"look again at {wrong[0]!r}: does its retrieval decision carry information?")
    return None


Q2 = ValueProblem(
    id="q2",
    notebook="01",
    title="Fixed or agentic?",
    prompt=(
        "For each scenario choose `'fixed'` or `'agentic'`:\n\n"
        "- `warranty_bot`: a bot on a product page that answers questions about the warranty "
        "terms; nearly every question is about that document.\n"
        "- `team_chat_assistant`: an assistant in a team chat; people greet it, ask it to "
        "reword messages, and now and then ask about the internal runbooks.\n"
        "- `autocomplete_endpoint`: an API that suggests answers while the user types, at "
        "thousands of requests per second with a 150 ms budget.\n"
        "- `report_analyst`: an assistant that compares findings across many research reports "
        "and often needs a second, refined search."
    ),
    starter='''scenario_choice = {
    "warranty_bot": ____,
    "team_chat_assistant": ____,
    "autocomplete_endpoint": ____,
    "report_analyst": ____,
}''',
    answer_name="scenario_choice",
    expected=SCENARIOS,
    value_type=dict,
    test=_check_scenarios,
    hints=(
        "Ask of each scenario: does deciding whether to retrieve carry information? If nearly "
        "every question needs the documents, the decision is wasted work.",
        "Latency budgets count too: an agent adds at least one model call before the first "
        "retrieval, and its latency varies with the number of rounds.",
    ),
    explanation="\n".join(f"- `{k}`: **{v}**, {_REASONS[k]}." for k, v in SCENARIOS.items()),
    wrong_answers=(
        dict.fromkeys(SCENARIOS, "agentic"),
        dict.fromkeys(SCENARIOS, "fixed"),
        {**SCENARIOS, "report_analyst": "fixed"},
        {**SCENARIOS, "report_analyst": " Fixed "},  # a wrong choice stays wrong in any case
        {**SCENARIOS, "warranty_bot": "fixed pipeline"},  # not one of the two labels
    ),
    alternatives=(  # the labels in another case or with stray spaces
        {k: v.capitalize() for k, v in SCENARIOS.items()},
        {k: v.upper() for k, v in SCENARIOS.items()},
        {k: f" {v}\n" for k, v in SCENARIOS.items()},
    ),
)


# --- q3: a thought question -----------------------------------------------------------------

Q3 = ThoughtProblem(
    id="q3",
    notebook="01",
    title="When the agent always retrieves",
    prompt=(
        "A month of traces from your agentic assistant shows that 94 % of questions called the "
        "retriever, and the p99 latency is three times the p50. What would you change, and "
        "what would you measure before and after?"
    ),
    starter="**Your answer:** (double-click to write)",
    explanation=(
        "When almost every question retrieves, the model's decision carries little information: "
        "you pay an extra model call (and its latency variance) to learn what you already knew. "
        "Go back to a fixed pipeline, or put a cheap pre-router in front that handles the few "
        "questions that need no retrieval. Measure, before and after, on the same questions: "
        "LLM calls and tokens per question, p50 and p99 latency, and answer quality (for "
        "example the share of answers with the expected facts and a citation), so you can show "
        "the change saved cost without losing answers."
    ),
)

PROBLEMS = [Q1, Q2, Q3]
