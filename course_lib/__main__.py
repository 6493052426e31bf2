"""``python -m course_lib``: see ``course_lib.app.cli``."""

import sys


def _missing_packages() -> str | None:
    """The first course dependency this Python cannot import (run outside ``.venv``?)."""
    import importlib.util

    for name in ("langchain_core", "langgraph", "platformdirs"):
        if importlib.util.find_spec(name) is None:
            return name
    return None


missing = _missing_packages()
if missing:
    print(
        f"This Python ({sys.executable}) does not have the course's packages ({missing} is"
        " missing): run `make venv`, then `source .venv/bin/activate` (Windows:"
        " `.venv\\Scripts\\activate`) and try again.",
        file=sys.stderr,
    )
    sys.exit(2)

from course_lib.app.cli import main  # noqa: E402

sys.exit(main())
