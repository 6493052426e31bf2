"""Problem kinds: a value, a function run on test cases, and a thought question.

Every problem shows its verdict and never raises from ``check``; graph problems live in
``course_lib.exercises.graph_problem``. Everything that touches the learner's answer (blank
detection, running it, its ``repr``, comparing what it returns) runs inside a time box, and
the check as a whole inside ``CheckGuard`` (``course_lib.exercises.sandbox``): ``data/``,
the library and the kernel come out of a check as they went in.
"""

from __future__ import annotations

import contextlib
import inspect
import io
import textwrap
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from course_lib.exercises.blank import ____, is_blank
from course_lib.exercises.display import escape, short_repr, show, type_name
from course_lib.exercises.timebox import TimeUp, describe_error, run_timeboxed, runaway_threads
from course_lib.exercises.verdict import Status, Verdict

STUCK = ("It could not be stopped and is still running in the background, using a processor "
         "core (a loop whose `except:` catches every exception cannot be interrupted): restart "
         "the kernel (Kernel > Restart Kernel) to stop it, then fix the loop.")
"""What a check adds when learner code outlived its time box."""


class _Missing:
    def __repr__(self) -> str:
        return "<missing>"


MISSING: Any = _Missing()  # "no argument given" (and "no expected value given")

Judgement = str | Verdict | None  # a test's answer: None = passes, str = what is wrong


@dataclass(frozen=True)
class Lazy:
    """A recorded wrong answer that is expensive to make: verify calls ``make()`` first."""

    make: Callable[[], Any]
    note: str = ""


class _Inert:
    """Stands in for ``qN`` while a starter runs: every method call does nothing."""

    def __getattr__(self, name: str) -> Callable[..., None]:
        return lambda *args, **kwargs: None


@dataclass(eq=False, kw_only=True)
class Problem:
    """What all problems share: identity, prompt, hints, the reference solution, the starter."""

    id: str  # "q1"
    notebook: str  # "00"
    title: str
    prompt: str
    hints: Sequence[str] = ()
    starter: str = ""  # the exercise cell exactly as shipped to learners
    answer_name: str | None = None  # the name the starter defines; learners pass it to check
    reference: Callable[..., Any] | None = None  # the reference solution: real library code
    explanation: str = ""  # shown under the solution's code
    wrong_answers: Sequence[Any] = ()  # recorded wrong answers (verify: must be incorrect)
    alternatives: Sequence[Any] = ()  # other right answers a learner may write (verify: must pass)
    success: str = ""  # message for a correct answer
    timeout: float = 10.0  # seconds allowed for each run of the learner's code
    check_limit: float | None = None  # seconds for the whole check (default: check_timeout)
    # the answer is text the model reads (a tool description): a limit the simulator states
    # while judging it voids a pass too, which may rest on what it could not read
    limits_void_a_pass: bool = False
    _next_hint: int = field(default=0, init=False, repr=False)

    kind = "problem"

    # -- what the notebook calls -------------------------------------------------------
    def check(self, answer: Any = MISSING) -> Verdict:
        """Judge ``answer``, display the verdict, record progress; never raises."""
        verdict = self.evaluate(answer)
        try:
            from course_lib.exercises.progress import record

            record(self.notebook, self.id, verdict.status)
        except Exception:  # progress is a convenience; never let it break a check
            pass
        try:
            verdict.show()
        except Exception:
            pass
        return verdict

    def hint(self, n: int | None = None) -> None:
        """Show the next hint, or hint ``n`` (1-based)."""
        if not self.hints:
            show(f"There are no hints for {self.id}.")
            return
        if n is None:
            n = min(self._next_hint + 1, len(self.hints))
        if not 1 <= n <= len(self.hints):
            show(f"{self.id} has hints 1 to {len(self.hints)}; try {self.id}.hint(1).")
            return
        self._next_hint = max(self._next_hint, n)
        more = f" (next: {self.id}.hint({n + 1}))" if n < len(self.hints) else ""
        head = f"Hint {n} of {len(self.hints)} for {self.id}{more}"
        body = self.hints[n - 1]
        show(f"{head}\n{body}", markdown=f"**{head}**\n\n{body}")

    def solution(self) -> None:
        """Show the reference solution's code and the explanation."""
        head = f"Solution to {self.label}"
        code = self.solution_code()
        text_parts, md_parts = [head], [f"**{head}**"]
        if code:
            text_parts.append(code.rstrip())
            md_parts.append(f"```python\n{code.rstrip()}\n```")
        if self.explanation:
            text_parts.append(self.explanation)
            md_parts.append(self.explanation)
        show("\n\n".join(text_parts), markdown="\n\n".join(md_parts))

    def describe(self) -> None:
        """Show the exercise's prompt and how to check it."""
        how = f"Check it with {self.check_call}; hints: {self.id}.hint(); solution: {self.id}.solution()."
        text = f"{self.label}\n{self.prompt}\n{how}"
        show(text, markdown=f"**{escape(self.label)}**\n\n{self.prompt}\n\n{how}")

    # -- identity and solution text ----------------------------------------------------
    @property
    def label(self) -> str:
        return f"{self.notebook} {self.id}: {self.title}"

    @property
    def check_call(self) -> str:
        return f"{self.id}.check({self.answer_name or ''})"

    def solution_code(self) -> str | None:
        """The code of the reference solution as an instructor notebook's exercise cell."""
        if self.reference is None:
            return None
        source = textwrap.dedent(inspect.getsource(self.reference))
        if self.answer_name and self.reference.__name__ != self.answer_name:
            source = source.rstrip() + f"\n\n\n{self.answer_name} = {self.reference.__name__}\n"
        return source

    # -- what verify uses --------------------------------------------------------------
    def reference_answer(self) -> Any:
        """What a learner who solved it would pass to ``check``."""
        return self.reference

    def starter_answer(self) -> Any:
        """What the untouched starter cell defines under ``answer_name``."""
        if not self.answer_name:
            return MISSING
        # A starter cell may end with its own check call (``q1.check(answer)``): bind the
        # problem names to inert stand-ins so running the starter records and shows nothing.
        namespace: dict[str, Any] = {f"q{i}": _Inert() for i in range(1, 51)}
        namespace.update({"____": ____, "__name__": "__exercise__"})
        exec(compile(self.starter, f"<starter {self.notebook} {self.id}>", "exec"), namespace)
        return namespace.get(self.answer_name, MISSING)

    # -- judging -----------------------------------------------------------------------
    @property
    def check_timeout(self) -> float:
        """The backstop for a whole check (each run of the learner's code has ``timeout``)."""
        return self.check_limit if self.check_limit is not None else self.timeout * 3 + 10

    def evaluate(self, answer: Any = MISSING, *, reference: bool = False) -> Verdict:
        """The verdict for ``answer`` without displaying or recording it; never raises.

        ``reference=True`` says ``answer`` is what :meth:`reference_answer` just gave (verify):
        library code, judged in the kernel like the reference function itself, once, instead
        of a warm-up judgement in the kernel and the same judgement again in a fork.

        The checker first verifies its own code (a patch made before the check is put back and
        makes the verdict incorrect). The judgement runs in a forked process killed at the
        deadline (``course_lib.exercises.isolation``; in a time-boxed thread where there is no
        fork) and under ``CheckGuard``; what the learner's code changed in the checker or in
        ``data/`` makes the verdict incorrect.
        """
        from course_lib.exercises import isolation
        from course_lib.exercises.sandbox import CheckGuard

        forged = _verify_checker()
        before = set(runaway_threads())
        child_labels: list[str] = []
        with CheckGuard() as guard:
            kind = "needs_kernel"
            # No learner code to run (nothing passed, or ____ itself), or the library's own
            # reference solution (which warms the kernel for the forks that follow): the kernel.
            ours = reference or (self.reference is not None and answer is self.reference)
            trusted = answer is MISSING or answer is ____ or ours
            if ours:
                _WARMED.add((self.notebook, self.id, id(self)))
            if not trusted and isolation.isolation_available():
                if not self.is_untouched_starter(answer):  # the starter's verdict needs no warm kernel
                    self._warm_up()
                kind, value, printed = isolation.run_isolated(self._judge_guarded, answer, True,
                                                              timeout=self.check_timeout)
                isolation.replay(printed)
            if kind == "needs_kernel":  # no fork here, or the check needs the kernel's Chroma store
                outcome = run_timeboxed(self._judge_guarded, answer, False, timeout=self.check_timeout)
                kind, value = (("timeout", None) if outcome.timed_out else
                               ("error", outcome.error) if outcome.error is not None else ("ok", outcome.value))
        if kind == "timeout":
            verdict = self.verdict(Status.INCORRECT, (
                f"The check did not finish within {self.check_timeout:g} seconds: something in your "
                "answer never returns (a loop, or its __repr__, __eq__, __iter__ or an attribute)."))
        elif kind == "error":
            shown = value if isinstance(value, str) else describe_error(value)
            verdict = self.verdict(Status.INCORRECT, f"The check could not use your answer ({shown}).")
        else:
            status, message, label, child_labels = value
            verdict = Verdict(status=Status(status), message=message, problem=label)
        if forged:
            verdict = Verdict(status=Status.INCORRECT, message=forged, problem=self.label)
        guard.library_restored = list(dict.fromkeys([*guard.library_restored, *child_labels]))
        extra = [note for note in (guard.notes(),) if note]
        if problem := guard.problems():
            verdict = Verdict(status=Status.INCORRECT, message=problem, problem=verdict.problem)
        if set(runaway_threads()) - before:
            extra.append(STUCK)
        if extra:
            verdict = Verdict(status=verdict.status, message="\n".join([verdict.message, *extra]),
                              problem=verdict.problem)
        return verdict

    def is_untouched_starter(self, answer: Any) -> bool:
        """True when ``answer`` is what the untouched starter cell defines: a function with the
        starter's code, defaults and the same objects behind the names it reads (``____``), or
        a value equal to the starter's. Such an answer is still judged as any other (in the
        fork, by the same code): only the warm-up is skipped, which exists to make the judging
        of real answers fast and would cost seconds (a whole reference run) for a verdict that
        is "not attempted" at the first probe. Never raises; False when unsure."""
        try:
            starter = self.starter_answer()
            if starter is MISSING:
                return False
            if inspect.isfunction(starter):
                return inspect.isfunction(answer) and _same_function(answer, starter)
            if callable(answer) or type(answer) is not type(starter):
                return False
            return bool(answer == starter)
        except Exception:  # noqa: BLE001 - a learner's __eq__ may raise anything: not the starter
            return False

    def _warm_up(self) -> None:
        """Once per process and problem: judge the reference solution in the kernel (library
        code, trusted) with the simulator (a real model's calls would cost), output discarded,
        so the imports, knowledge bases and models a check needs are loaded before forks
        inherit them (a cold fork would load them again for every check: seconds each)."""
        import os

        key = (self.notebook, self.id, id(self))
        if key in _WARMED or self.reference is None:
            return
        _WARMED.add(key)
        sink = io.StringIO()
        chosen = os.environ.get("COURSE_LLM")
        os.environ["COURSE_LLM"] = "sim"
        try:
            with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink), warnings.catch_warnings():
                warnings.simplefilter("ignore")
                with contextlib.suppress(Exception):
                    run_timeboxed(self._evaluate, self.reference_answer(), timeout=self.check_timeout)
        finally:
            if chosen is None:
                os.environ.pop("COURSE_LLM", None)
            else:
                os.environ["COURSE_LLM"] = chosen

    def _judge_guarded(self, answer: Any, isolated: bool) -> tuple[str, str, str, list[str]]:
        """``_evaluate``, then verify that the learner's code left the checker as it was:
        plain data (status, message, problem, library names put back) for the kernel."""
        from course_lib.exercises import isolation
        from course_lib.exercises.sandbox import library_state, restore_library_names

        # What the verification needs, taken before the learner's code can rebind any of it.
        tampered, describe, restore, restore_library = (isolation.tampered, isolation.describe_tampering,
                                                        isolation.restore_checker, restore_library_names)
        status_type, incorrect, label = Status, Status.INCORRECT.value, self.label
        state = isolation.checker_state(self)
        library = library_state() if isolated else None
        verdict = self._evaluate(answer)
        if changed := tampered(state, self):
            if not isolated:  # in the kernel: put it back for the checks that follow
                restore(state, changed)
            return incorrect, describe(changed), label, []
        labels = restore_library(library) if library is not None else []
        return str(status_type(verdict.status).value), str(verdict.message), str(verdict.problem), labels

    def _evaluate(self, answer: Any = MISSING) -> Verdict:
        if answer is MISSING:
            return self.verdict(
                Status.NOT_ATTEMPTED, f"Pass your answer to the check, like this: {self.check_call}."
            )
        if is_blank(answer):
            return self.verdict(
                Status.NOT_ATTEMPTED, "Replace ____ with your answer, then run the cell again."
            )
        from course_lib.exercises.model_watch import model_in_play

        verdict, trouble, model = self._judge_watched(answer)
        if verdict.status is not Status.INCORRECT or not model_in_play():
            return verdict
        return self._with_real_model(answer, verdict, trouble, model)

    def _judge_watched(self, answer: Any, *, fresh: bool = False) -> tuple[Verdict, list[str], str]:
        """The verdict, what the model visibly did wrong meanwhile, and the model's name."""
        from course_lib.exercises.model_watch import error_is_the_models, watching
        from course_lib.models.llm_cache import fresh_replies

        with watching() as watch, (fresh_replies() if fresh else contextlib.nullcontext()):
            try:
                verdict = self._judge(answer)
                error = None
            except Exception as exc:
                error = exc
                verdict = self.verdict(
                    Status.INCORRECT, f"The check could not use your answer ({describe_error(exc)})."
                )
        trouble = list(watch.trouble)
        if error_is_the_models(error):
            trouble.append(describe_error(error))
        voided = verdict.status is Status.INCORRECT or (verdict.status is Status.CORRECT and self.limits_void_a_pass)
        if voided and watch.limits:  # the simulator said it could not
            verdict = self._simulator_limit(list(watch.limits), verdict.message.split("\n")[0])
        return verdict, trouble, watch.model()

    def _with_real_model(self, answer: Any, verdict: Verdict, trouble: list[str], model: str) -> Verdict:
        """An "incorrect" with a real model: retry if the model misbehaved, then ask whether the
        reference solution passes with this model (see ``course_lib.exercises.model_watch``)."""
        if trouble:  # the model visibly failed: once more, with fresh replies
            verdict, more, model = self._judge_watched(answer, fresh=True)
            if verdict.status is not Status.INCORRECT:
                return verdict
            if more:  # it misbehaved on this answer again: the verdict rests on its failures
                return self._model_failed(model, f"it misbehaved twice on your answer ({'; '.join(more[:2])})",
                                          first=verdict.message.split("\n")[0])
            trouble = trouble + more
        if self.reference is None:
            return verdict
        try:
            reference = self.reference_answer()
        except Exception as exc:
            return self._model_failed(model, f"the reference solution could not run ({describe_error(exc)})")
        ref_verdict, ref_trouble, _ = self._judge_watched(reference)
        if ref_verdict.status is Status.CORRECT:
            return verdict  # the model can pass this check: the answer is what differs
        why = "the reference solution fails this check too with it"
        seen = (trouble + ref_trouble)[:2]
        if seen:
            why += f"; it misbehaved ({'; '.join(seen)})"
        return self._model_failed(model, why, first=verdict.message.split("\n")[0])

    def _model_failed(self, model: str, why: str, *, first: str = "") -> Verdict:
        said = f" The check said: {first}" if first else ""
        return Verdict(
            status=Status.MODEL_FAILED,
            message=(f"This says nothing about your answer: {model} failed or misbehaved ({why}).{said}\n"
                     f"Run the check again, try another model, or check with the simulator (COURSE_LLM=sim)."),
            problem=self.label,
        )

    def _simulator_limit(self, limits: list[str], first: str) -> Verdict:
        """"Model failed": the simulator stated a limit while judging the answer (issue 26)."""
        return Verdict(
            status=Status.MODEL_FAILED,
            message=(f"This says nothing about your answer: the offline simulator could not judge it. "
                     f"{' '.join(limits[:2])} The check said: {first}\n"
                     f"Check it with a real model (notebook 00 shows how: COURSE_LLM=openai:gpt-4o-mini)."),
            problem=self.label,
        )

    def _judge(self, answer: Any) -> Verdict:
        raise NotImplementedError

    def verdict(self, status: Status, message: str) -> Verdict:
        if status is Status.INCORRECT and self.hints:
            message = f"{message}\nNeed a nudge? Run {self.id}.hint()."
        return Verdict(status=status, message=message, problem=self.label)

    def judged(self, judgement: Judgement) -> Verdict:
        """Turn a test's answer (None, a message, or a Verdict) into a verdict."""
        if isinstance(judgement, Verdict):
            return judgement
        if judgement is None:
            return self.verdict(Status.CORRECT, self.success or "Well done.")
        return self.verdict(Status.INCORRECT, str(judgement))


_WARMED: set[tuple] = set()


def _code_shape(code: Any) -> tuple:
    """What a code object does, without where it was written (file, line numbers)."""
    consts = tuple(_code_shape(c) if inspect.iscode(c) else (type(c).__name__, repr(c)) for c in code.co_consts)
    return (code.co_code, consts, code.co_names, code.co_varnames, code.co_freevars, code.co_cellvars,
            code.co_argcount, code.co_posonlyargcount, code.co_kwonlyargcount,
            code.co_flags & 0xFFFF)  # not the __future__ flags: the starter is compiled under ours


def _same_function(answer: Any, starter: Any) -> bool:
    """Same code, same defaults, no closure, and every global name the code reads bound to the
    same object (or absent in both): then the two behave alike on any input."""
    import builtins

    if answer.__closure__ or starter.__closure__:
        return False
    if _code_shape(answer.__code__) != _code_shape(starter.__code__):
        return False
    if repr(answer.__defaults__) != repr(starter.__defaults__) or \
            repr(answer.__kwdefaults__) != repr(starter.__kwdefaults__):
        return False
    missing = object()

    def names(code: Any) -> set[str]:
        found = set(code.co_names)
        for const in code.co_consts:
            if inspect.iscode(const):
                found |= names(const)
        return found

    for name in names(answer.__code__):
        mine = answer.__globals__.get(name, getattr(builtins, name, missing))
        theirs = starter.__globals__.get(name, getattr(builtins, name, missing))
        if mine is not theirs:
            return False
    return True
"""Problems whose reference solution has run in this process (``Problem._warm_up``)."""
_BASELINE: dict[tuple, Any] = {}
"""The checker as first seen in this process (``course_lib.exercises.isolation``)."""


def _verify_checker() -> str | None:
    """Before a check: the checker's code as first seen; a change (made in a notebook cell) is
    put back and named (the sentence that makes the verdict incorrect), else None."""
    from course_lib.exercises import isolation

    changed = isolation.tampered(_BASELINE) if _BASELINE else []
    changed = [key for key in changed if key[0] != "problem"]
    if changed:
        isolation.restore_checker(_BASELINE, changed)
    for key, value in isolation.checker_state().items():  # modules imported since: first seen now
        _BASELINE.setdefault(key, value)
    return isolation.describe_tampering(changed) if changed else None


def wrong_type(expected: type | tuple[type, ...], value: Any, what: str = "The answer") -> str | None:
    """A message if ``value`` is not of the expected type(s); bool never passes as int."""
    types = expected if isinstance(expected, tuple) else (expected,)
    ok = isinstance(value, types) and not (isinstance(value, bool) and bool not in types)
    if ok:
        return None
    names = " or ".join("None" if t is type(None) else t.__name__ for t in types)
    got = type_name(value)
    return f"{what} should be {_article(names)} {names}, but it is {_article(got)} {got} ({short_repr(value, 60)})."


def _article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


@dataclass(eq=False, kw_only=True)
class ValueProblem(Problem):
    """The learner computes a value; ``reference()`` (no arguments) computes the right one.

    The value passes if ``test(value)`` returns None (a string says what is wrong), or, if
    there is no ``test``, if it equals ``expected`` (default: ``reference()``).
    """

    value_type: type | tuple[type, ...] | None = None
    expected: Any = MISSING
    test: Callable[[Any], Judgement] | None = None
    wrong_message: str = "That is not the value this exercise asks for."

    kind = "value"

    def reference_answer(self) -> Any:
        return self.reference() if self.reference is not None else self.expected

    def solution_code(self) -> str | None:
        if self.reference is None:
            return f"{self.answer_name} = {self.expected!r}\n" if self.answer_name else None
        source = textwrap.dedent(inspect.getsource(self.reference)).rstrip()
        return f"{source}\n\n\n{self.answer_name} = {self.reference.__name__}()\n"

    def _judge(self, value: Any) -> Verdict:
        if self.value_type is not None and (problem := wrong_type(self.value_type, value)):
            return self.verdict(Status.INCORRECT, problem)
        if self.test is not None:
            try:
                judgement = self.test(value)
            except Exception as exc:
                return self.verdict(Status.INCORRECT, f"Checking your value failed with {describe_error(exc)}.")
            return self.judged(judgement)
        expected = self.expected if self.expected is not MISSING else self.reference_answer()
        return self.judged(None if _equal(value, expected) else self.wrong_message)


def _equal(a: Any, b: Any) -> bool:
    outcome = run_timeboxed(lambda: bool(a == b), timeout=5.0)
    return outcome.ok and outcome.value is True


@dataclass(eq=False)
class Case:
    """One call of the learner's function.

    ``args`` may be a function returning the arguments (built lazily, e.g. a knowledge base).
    The result passes if ``test(result)`` returns None, else if it equals ``expected``
    (default: what the reference solution returns for the same arguments).
    """

    args: tuple | Callable[[], tuple] = ()
    kwargs: dict[str, Any] = field(default_factory=dict)
    label: str = ""  # how the call is shown, e.g. "kb, 'how do I wait?'"
    expected: Any = MISSING
    test: Callable[[Any], Judgement] | None = None
    message: str = ""  # shown when the result is wrong (default: a generic sentence)

    def resolve_args(self) -> tuple:
        return tuple(self.args() if callable(self.args) else self.args)


@dataclass(eq=False, kw_only=True)
class FunctionProblem(Problem):
    """The learner writes a function; it is called on each ``Case`` (time-boxed)."""

    cases: Sequence[Case] | Callable[[], Sequence[Case]] = ()
    returns: type | tuple[type, ...] | None = None
    then: Callable[[Any], Judgement] | None = None
    """A further test once every case passes: ``then(fn)`` (the function inside a graph, say);
    None, a message or a :class:`Verdict`, as a case's test returns."""

    kind = "function"

    def _judge(self, fn: Any) -> Verdict:
        name = self.answer_name or "your function"
        if not callable(fn):
            return self.verdict(
                Status.INCORRECT,
                f"{self.id} expects your function itself, like {self.check_call} (without "
                f"calling it), but it got a {type_name(fn)}.",
            )
        from course_lib.exercises.sandbox import handout

        cases = self.cases() if callable(self.cases) else self.cases
        for i, case in enumerate(cases, 1):
            args, kwargs = handout(case.resolve_args()), handout(dict(case.kwargs))
            call = f"{name}({case.label})" if case.label else f"{name} on test case {i}"
            phase = {"returned": False}
            outcome = run_timeboxed(self._run_case, fn, case, args, kwargs, call, phase, timeout=self.timeout)
            if outcome.timed_out:
                if phase["returned"]:
                    return self.verdict(Status.INCORRECT, (
                        f"{call} returned, but using what it returned did not finish within "
                        f"{self.timeout:g} seconds (its __repr__, __eq__, __iter__ or an attribute never returns)."))
                return self.verdict(
                    Status.INCORRECT,
                    f"{call} did not finish within {self.timeout:g} seconds. Look for a loop that never ends.",
                )
            if outcome.error is not None:
                return self.verdict(Status.INCORRECT, f"Checking {call} failed with {describe_error(outcome.error)}.")
            if outcome.value is not None:
                return outcome.value
        return self.judged(self.then(fn) if self.then is not None else None)

    def _run_case(self, fn: Any, case: Case, args: tuple, kwargs: dict, call: str, phase: dict) -> Verdict | None:
        """Run one case and judge what it returned: None if it passes, else the verdict."""
        try:
            result = fn(*args, **kwargs)
        except TimeUp:
            raise
        except NotImplementedError:
            return self.verdict(
                Status.NOT_ATTEMPTED, "Your function still raises NotImplementedError: write its body."
            )
        except BaseException as exc:  # noqa: BLE001 - learner code may raise anything
            return self.verdict(Status.INCORRECT, f"{call} raised {describe_error(exc)}.")
        phase["returned"] = True
        if is_blank(result):
            return self.verdict(
                Status.NOT_ATTEMPTED, "Your function still returns ____: replace it with your code."
            )
        if self.returns is not None and (problem := wrong_type(self.returns, result, f"What {call} returns")):
            return self.verdict(Status.INCORRECT, problem)
        if case.test is not None:
            judgement = case.test(result)
            if judgement is not None:
                return self.judged(judgement if isinstance(judgement, Verdict) else f"{call}: {judgement}")
            return None
        expected = case.expected
        if expected is MISSING:
            expected = self.reference(*case.resolve_args(), **case.kwargs)
        if not _equal(result, expected):
            message = case.message or "which is not the right answer."
            return self.verdict(Status.INCORRECT, f"{call} returned {short_repr(result)}, {message}")
        return None


@dataclass(eq=False, kw_only=True)
class ThoughtProblem(Problem):
    """A question to think about: nothing to check; ``solution()`` shows a discussion."""

    kind = "thought"

    def evaluate(self, answer: Any = MISSING, *, reference: bool = False) -> Verdict:
        return self._evaluate(answer)

    def _evaluate(self, answer: Any = MISSING) -> Verdict:
        return Verdict(
            status=Status.NOT_CHECKED,
            message=(
                "This is a thought question, so there is nothing to check. When you have "
                f"your answer, compare it with the discussion: {self.id}.solution()."
            ),
            problem=self.label,
        )

    def solution(self) -> None:
        head = f"Discussion of {self.label}"
        show(f"{head}\n\n{self.explanation}", markdown=f"**{head}**\n\n{self.explanation}")
