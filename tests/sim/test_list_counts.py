"""grounded/list_counts: a "how many X (now)" over one list of X, less the members later lines remove and
plus those they add (listcount75, issue 26); wordings invented (a staff room, a team sheet, a menu, a club)."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.list_counts import Answer, Unsure, read

STAFF = """Hollins Primary - staff room notice
Staff: Ann Lee, Bob Marsh, Cara Dunn and Dev Patel.
Term starts on 5 September; parents' evening is in October.
Update 1 Sept: Cara Dunn has retired after 30 years."""

SQUAD = """Saturday's squad:
- Jones
- Smith
- Okafor
- Ruiz
Kick-off 3pm, meet at 1:45.
Transfer news: Kim Larsen has joined the squad from Odense."""

MENU = """Tonight's mains:
1. Lamb tagine
2. Fish pie
3. Mushroom risotto
4. Chicken curry
Chef's note: the fish pie is off today, sorry."""

MENU_UNNAMED = MENU.replace("the fish pie is off today", "one of the mains is off today")

CLUB = """读书会通知
成员：张伟、李娜、王芳、赵强
每周六下午三点活动。
更新：李娜已退出。"""

BUNDLE = """Craft fair workshops
Entry: £3 per workshop, or £8 for any three workshops.
Workshops:
 1. Candle making
 2. Lino printing
 3. Basket weaving
 4. Felt animals
Workshop 3 is cancelled - the tutor is away."""


@pytest.mark.parametrize(("question", "bodies", "want"), [
    ("how many teachers are on the staff now", [STAFF], "3 teachers"),
    ("how many players are in the squad now", [SQUAD], "5 players"),
    ("how many mains are there tonight", [MENU], "3 mains"),
    ("读书会现在还有几位成员?", [CLUB], "3:"),
    ("how many workshops are still running", [BUNDLE], "3 workshops"),
])
def test_list_counted_with_later_changes(question: str, bodies: list[str], want: str) -> None:
    found = read(question, bodies)
    assert isinstance(found, Answer)
    assert found.text.startswith(want)


def test_working_names_the_change() -> None:
    found = read("how many teachers are on the staff now", [STAFF])
    assert isinstance(found, Answer)
    assert "4 listed" in found.text and "less Cara Dunn" in found.text
    found = read("how many players are in the squad now", [SQUAD])
    assert isinstance(found, Answer) and "plus Kim Larsen" in found.text


def test_removal_naming_no_member_is_a_limit() -> None:
    assert isinstance(read("how many mains are there tonight", [MENU_UNNAMED]), Unsure)


@pytest.mark.parametrize("question", [
    "how many workshops for £8",  # a stated figure asked (the bundle), not the list
    "how many workshops can i book",
    "what time is kick-off",
])
def test_not_a_list_count(question: str) -> None:
    """A guard (passes before too: no such reader): these questions leave the list alone."""
    assert read(question, [BUNDLE, SQUAD]) is None


def test_list_items_with_figures_are_not_counted() -> None:
    """A guard: "Rooms: 2 doubles, 1 twin" is a count by kind (head_counts, itemised_counts), not a list of members."""
    assert read("how many rooms are there", ["Rooms: 2 doubles, 1 twin, 3 singles."]) is None


@pytest.mark.parametrize("line", [
    "Note: Bob Marsh has left the school.",
    "Note: Bob Marsh is no longer teaching here.",
    "Note: Bob Marsh has withdrawn.",
    "Note: Bob Marsh stepped down in August.",
])
def test_removal_verbs_from_data(line: str) -> None:
    body = "Staff: Ann Lee, Bob Marsh, Cara Dunn and Dev Patel.\n" + line
    found = read("how many teachers are on the staff now", [body])
    assert isinstance(found, Answer) and found.text.startswith("3 teachers")


def test_a_speakers_line_is_not_a_list() -> None:
    """A transcript's "Name: clause, clause" named by the question is a speaker, not a list of members."""
    body = ("Reporter: How many vans do you run?\nMrs Okoro: Four vans, all electric.\n"
            "Mrs Okoro: Only in town, from Monday to Friday.")
    assert read("how many vans does mrs okoro have now", [body]) is None


@pytest.mark.parametrize(("line", "plus"), [
    ("Also joined: Priya Shah.", "plus Priya Shah"),  # "Also" names no one: the name after the cue
    ("News: joined - Tom Hale.", "plus Tom Hale"),
])
def test_words_naming_no_one_are_data(line: str, plus: str) -> None:
    """The opening words that name no one joining are data (``list_counts.yaml`` not_added_names)."""
    from course_lib.sim.grounded.list_counts import _not_names

    assert {"also", "news", "update"} <= _not_names()
    found = read("how many players are in the squad now", ["Squad: Jones, Smith, Okafor and Ruiz.\n" + line])
    assert isinstance(found, Answer) and plus in found.text


@pytest.mark.parametrize("line", [
    "Note: Lino printing has been called off.",  # lexicons.yaml cancelled_cues, read by list_counts too
    "Note: Lino printing is axed this year.",
    "Note: Lino printing is not taking place.",
])
def test_the_cancelled_cues_remove_a_member(line: str) -> None:
    body = BUNDLE.replace("Workshop 3 is cancelled - the tutor is away.", line)
    found = read("how many workshops are still running", [body])
    assert isinstance(found, Answer) and found.text.startswith("3 workshops") and "less Lino printing" in found.text
