"""A paragraph's lines read as runs of same-shape lines (``prose._run_pieces``), not all-or-nothing:
a title, a fixed-width table's run, ``Key: value`` fields (several on a line when column gaps part
them), a field's value continued on the indented lines under it, an indentation change as a line
break. Mixed blocks (a title, a table and footer fields; a plan with fields and nodes; a label with
an address) were one "sentence", quoted whole (tenth C1, eleventh D5, twelfth G3). Invented
formats, none of the fresh sets' strings."""

from course_lib.sim.material import prose

PACKING_SLIP = """PACKING SLIP - Hollowbrook Goods
SHIP TO:  Mr Oskar Lindqvist
          Storgatan 12
          114 51 Stockholm
ORDER: 58213    CARRIER: PostNord    WEIGHT: 1.8 kg
Item                  Qty   Bin
Walnut cutting board  1     B-14
Linen apron           2     C-03
Packed by: Mireille
"""

NMAP = """Nmap scan report for 10.0.4.17
Latency: 0.0031s
PORT     STATE SERVICE
22/tcp   open  ssh
80/tcp   open  http
443/tcp  open  https
MAC Address: 52:54:00:AB:12:9F (QEMU virtual NIC)
"""

SYSTEMCTL = """● quillpad.service - Quillpad note sync daemon
     Loaded: loaded (/etc/systemd/system/quillpad.service; enabled)
     Active: active (running) since Tue 2026-11-24 08:12:03 UTC; 2 days ago
   Main PID: 1184 (quillpad)
      Tasks: 3 (limit: 4557)
     CGroup: /system.slice/quillpad.service
             ├─1184 /usr/bin/quillpad --serve
             └─1190 /usr/bin/quillpad-indexer
"""

BUILD_LOG = """Step build-docs
  using:
    sphinx-version: 7
Fetched 96 wheels in 14s
Step publish
"""

WRAPPED_LETTER = """Dear Ms Adeyemi, thank you for the samples of the walnut boards, which
arrived on Tuesday in good order. We would like to order forty of the large
ones for the spring catalogue, if the price we discussed still stands, and
Note: the delivery should come to the side gate rather than the shop.
"""


def _texts(text: str) -> list[str]:
    return [u.text for u in prose.units(text)]


def _holding(text: str, *words: str) -> list[str]:
    return [t for t in _texts(text) if all(w in t for w in words)]


def test_a_field_value_continued_on_indented_lines_reads_whole():
    assert _holding(PACKING_SLIP, "Oskar Lindqvist", "Storgatan 12", "Stockholm")
    assert not _holding(PACKING_SLIP, "Lindqvist", "Mireille")


def test_fields_parted_by_column_gaps_are_separate():
    assert "WEIGHT: 1.8 kg" in _texts(PACKING_SLIP)
    assert not _holding(PACKING_SLIP, "PostNord", "1.8 kg")


def test_a_table_run_between_fields_reads_as_rows_named_by_its_header():
    assert _holding(PACKING_SLIP, "Item: Linen apron", "Qty: 2", "Bin: C-03")
    assert not _holding(PACKING_SLIP, "Walnut", "Linen")


def test_a_report_title_a_table_and_a_footer_field():
    assert _holding(NMAP, "PORT: 443/tcp", "SERVICE: https")
    assert _holding(NMAP, "MAC Address: 52:54:00:AB:12:9F")
    assert not _holding(NMAP, "ssh", "https")
    heads = [u.text for u in prose.units(NMAP) if u.heading]
    assert heads == ["Nmap scan report for 10.0.4.17"]


def test_status_fields_each_a_line_and_the_cgroup_value_continued():
    assert "Main PID: 1184 (quillpad)" in _texts(SYSTEMCTL)
    assert not _holding(SYSTEMCTL, "Main PID", "Tasks")
    assert _holding(SYSTEMCTL, "CGroup:", "quillpad-indexer")


def test_an_indentation_change_is_a_line_break_and_the_line_above_its_lead():
    units = {u.text: u for u in prose.units(BUILD_LOG)}
    assert "sphinx-version: 7" in units
    assert units["sphinx-version: 7"].lead == "using"
    assert not _holding(BUILD_LOG, "sphinx-version", "wheels")


def test_hard_wrapped_prose_stays_joined():  # a guard: it held on the old code too
    assert _holding(WRAPPED_LETTER, "forty of the large ones")
