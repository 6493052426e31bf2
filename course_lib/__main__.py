"""``python -m course_lib``: see ``course_lib.cli``."""

import sys

from course_lib.cli import main

sys.exit(main())
