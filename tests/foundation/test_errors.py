"""The foundation's errors: explain() asks what upper layers registered, lowest order first."""

from __future__ import annotations

from course_lib.foundation import errors


class Odd(Exception):
    pass


def test_registered_explainers_are_asked_in_order_and_a_bug_stays_a_bug():
    def mine(exc):
        return "an odd failure, explained" if isinstance(exc, Odd) else None

    def late(exc):
        return "asked too late" if isinstance(exc, Odd) else None

    keys = [f"{f.__module__}.{f.__qualname__}" for f in (mine, late)]
    try:
        errors.register_explainer(late, order=1001)
        errors.register_explainer(mine, order=1000)
        assert errors.explain(Odd("x")) == "an odd failure, explained"
        assert errors.explain(RuntimeError("a bug")) is None
        errors.register_explainer(mine, order=1002)  # registered again: replaced, not doubled
        assert errors.explain(Odd("x")) == "asked too late"
    finally:
        for key in keys:
            errors._EXPLAINERS.pop(key, None)


def test_model_access_registers_its_explainers():
    import course_lib.models.endpoint  # noqa: F401
    import course_lib.models.structured  # noqa: F401

    names = {name.rsplit(".", 1)[-1] for name in errors._EXPLAINERS}
    assert {"explain_backend_error", "explain_model_output_error"} <= names
