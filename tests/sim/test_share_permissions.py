"""What a shared folder's settings allow (course_lib.sim.grounded.share_permissions), and INI files whose keys
hold spaces (course_lib.sim.grounded.config_files._ini), issue 26."""

from __future__ import annotations

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.config_files import parse
from course_lib.sim.grounded.share_permissions import allowed
from tests.sim.test_grounded_calibration import _rag

_STUDIO = """[global]
   netbios name = STUDIO-PI
   security = user

[renders]
   path = /mnt/renders
   writeable = no
   guest ok = yes
   browsable = yes

[projects]
   path = /mnt/projects
   read only = no
   valid users = mei jonas
   guest ok = no

[old-takes]
   path = /mnt/old
   browseable = no
"""


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("can anyone upload a video to the renders share", False),  # writeable = no
        ("can guests open the renders share", True),  # guest ok = yes, reading asked
        ("can people without an account edit files in projects", False),  # guest ok = no
        ("can jonas delete files in projects", True),  # read only = no, a listed user
        ("is the old-takes share hidden", True),  # browseable = no
        ("is the renders share visible on the network", True),
        # negatives: a right the section does not set, a negated question, no section named, a
        # person the section's user list does not name, a question asking no right
        ("can guests use the old-takes share", None),
        ("can't guests upload to renders", None),
        ("can guests upload files", None),
        ("can Priya delete files in projects", None),
        ("where is the renders share", None),
    ],
)
def test_allowed(question, answer):
    found = allowed(question, [_STUDIO])
    assert (found.allowed if found else None) is answer


def test_a_no_names_the_setting_and_what_it_withholds():
    text, limits = _rag(SimulatedChatModel(), _STUDIO, "can anyone save files to the renders share")
    assert not limits and text.startswith("No: the [renders] section sets writeable = no, so nobody can write")


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        # every setting line "key = value": keys with inner spaces and a colon are read
        ("[printers]\n   print ok = yes\n   path = /var/spool\n", {"printers.print ok", "printers.path"}),
        ("[media]\n   vfs objects = fruit\n   fruit:time machine = yes\n",
         {"media.vfs objects", "media.fruit:time machine"}),
        # negatives: an inventory's host lines (no " = ") and a section with a bare line beside "key = value"
        ("[web]\nalpha.example.net ansible_host=10.0.0.5\nbeta.example.net ansible_host=10.0.0.6\n", None),
        ("[x]\nsome words here\nkey one = v\n", None),
    ],
)
def test_spaced_keys(text, keys):
    config = parse(text)
    found = {s.where() for s in config.settings if not isinstance(s.value, dict)} if config else None
    assert found == keys
