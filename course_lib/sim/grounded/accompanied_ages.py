"""An age asked whether someone may do a thing alone, read against the documents' age rules that
ask for company or allow it alone from an age (issue 26; the thirty-fifth set's known case "can my
14 year old go out alone?" over "under 16 must be with an adult" answered "Yes").

A rule clause holds one age bound (``values.ages.bounds``: "under 16", "at least 14", "aged 18 and
over", "未满12岁", "年满18岁") and either asks for company ("must be with an adult", "accompanied by a
parent", "须由家长陪同") or allows the thing alone ("to take a kayak out alone", "may use the gym
unsupervised", "可以单独租船"); cues in ``data/sim/patterns.yaml`` ``accompanied_ages``. The stated
age is compared with the bound: a company rule it meets says no to "alone" (14 < 16), one it does
not meet says yes (the rule is of other ages); an alone rule it meets says yes, one it misses no. A
yes/no that does not ask "alone" is answered only by a company rule the age meets that shares a
word with the question ("not on their own"; "can he use the flume?" is not what "Under 8s must be
with an adult in the water" answers). Clauses that disagree, or a bound whose own figure's side is not written ("16岁以下" asked
for 16), give a stated limit, never a guess."""

from __future__ import annotations

import re

from course_lib.sim.grounded.citations import bodies as _bodies
from course_lib.sim.grounded.citations import with_citations as _with_citations
from course_lib.sim.reports import explain, limits
from course_lib.sim.request.reading import Request
from course_lib.sim.values import ages
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms

_CUE = patterns("accompanied_ages")  # its cue patterns: data/sim/patterns.yaml
_CLAUSE_RE = re.compile(r"[^,;，；。]+")
_MAX_LINES = 400
_SENTENCE_END_RE = re.compile(r"[.!?]\s+\S")  # a sentence ends inside the line: prose, not a record's row
_SIDE = {"<": "under", "<=": "at most", ">": "over", ">=": "at least"}


def rule_clauses(body: str) -> list[tuple[str, ages.AgeBound, bool]]:
    """(clause, bound, asks for company) of ``body``'s age rule clauses (see the module docstring)."""
    from course_lib.sim.material.prose import without_line_mark

    out = []
    for line in map(without_line_mark, body.splitlines()[:_MAX_LINES]):
        bare = []  # (clause, bound) holding an age bound but no rule, and the line's clauses holding no bound
        unbounded = []
        for part in _CLAUSE_RE.finditer(line):
            clause = part.group(0).strip()
            found = ages.bounds(clause)
            if not found:
                unbounded.append(clause)
            if len(found) != 1 or not _CUE.after_age_bound.search(clause[found[0].end:]):
                continue
            company = bool(_CUE.company_clause.search(clause))
            alone = bool(_CUE.alone_clause.search(clause))
            if company != alone:
                out.append((clause, found[0], company))
            elif not company:
                bare.append((clause, found[0]))
        rule = None if _SENTENCE_END_RE.search(line) else _record_rule(bare, unbounded)
        if rule is not None:
            out.append(rule)
    return out


def _record_rule(bare: list[tuple[str, ages.AgeBound]], unbounded: list[str]) -> tuple[str, ages.AgeBound, bool] | None:
    """(ground80) A record's row whose age bound and rule stand in two cells ("Junior entry (under 16),8.00,must be
    supervised by a paying adult"): the one bounded clause and the one rule clause with no bound of their own,
    joined, as one rule clause; ``None`` unless the row holds exactly one of each. Only a line in which no sentence
    ends is a row: in prose ("Children must be 8 or over to fly a bird, and must be with an adult.") the age bound
    says who may do the thing and the company clause how, and "can my 9-year-old fly a bird himself?" is a yes."""
    rules = [(c, bool(_CUE.company_clause.search(c))) for c in unbounded
             if bool(_CUE.company_clause.search(c)) != bool(_CUE.alone_clause.search(c))]
    if len(bare) != 1 or len(rules) != 1:
        return None
    (clause, bound), (rule, company) = bare[0], rules[0]
    return f"{clause}: {rule}", bound, company


def answer(request: Request) -> str | None:
    """The verdict on "may <age> do it alone?" from the documents' age rule clauses, a stated limit
    when they disagree or a bound's edge is unwritten, or ``None`` (no stated age, no rule clause,
    no yes/no)."""
    question = request.question if ages.stated_age(request.question) is not None else request.search_question
    age = ages.stated_age(question)
    if age is None or not request.documents or not _CUE.yes_no.search(question):
        return None
    rules = [r for body in _bodies(request) for r in rule_clauses(body)]
    if not rules:
        return None
    asks_alone = bool(_CUE.alone_question.search(ages.without_age(question)))
    if not asks_alone:  # only "not on their own", from a company rule on the question's subject
        said = set(content_terms(ages.without_age(question)))
        rules = [r for r in rules if r[2] and r[1].met(age) and not said.isdisjoint(content_terms(r[0]))]
        if not rules:
            return None
    zh = request.language == "zh"
    edge = [c for c, b, _ in rules if b.loose and b.years == age]
    if edge:
        return _limit(age, edge, "its figure's own side is not written (in or out of the bound)", zh)
    verdicts = {(b.met(age) != company) for _, b, company in rules}  # True: may do it alone
    if len(verdicts) != 1:
        return _limit(age, [c for c, _, _ in rules], "they say different things for this age", zh)
    alone_ok = verdicts.pop()
    clause, bound, _ = rules[0]
    met = bound.met(age)
    explain.rule("a stated age against the documents' age rule for doing it alone", age=age,
                 rule=clause, met=met, alone=alone_ok)
    if zh:
        verdict = "可以" if alone_ok else "不可以,需要陪同" if rules[0][2] else "不可以"
        where = "在" if met else "不在"
        reply = f"{verdict}。资料里说“{clause.rstrip('。')}”,{age}岁{where}这个年龄范围内。"
    else:
        verdict = ("Yes" if alone_ok else "No") if asks_alone else "Not on their own"
        side = f"{_SIDE[bound.op]} {bound.years}"
        reply = f"{verdict}: the documents say '{clause.rstrip('.')}', and {age} is {'' if met else 'not '}{side}."
    return _with_citations(reply, request)


def _limit(age: int, clauses: list[str], why: str, zh: bool) -> str:
    shown = "; ".join(f"'{c.rstrip('.。')}'" for c in clauses[:3])
    explain.rule("a stated age against age rules that cannot be settled", age=age, rules=clauses, why=why)
    return limits.state(f"tell whether someone aged {age} may do this alone",
                        f"the documents' age rules ({shown}) cannot be settled for {age}: {why}",
                        "compare the age with each rule and say what follows", kind="documents")
