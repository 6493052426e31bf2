"""A ``list[Model]`` field read from the items a text lists (issue 26): quoted titles, or names
joined by commas and "and", each with the values that follow it up to the next item mapped to
the item model's fields by kind ("(4 min)" for ``minutes``, "(1987)" for ``year``, "£6.50" for
``price``): ``structured._enumerated_objects``. A list of objects the text gives no such list for
is ``[]`` with a stated limit, never a silent empty list; an item missing a required value makes
no list (a limit too)."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel


class Track(BaseModel):
    title: str
    minutes: int


class Playlist(BaseModel):
    tracks: list[Track]


class Book(BaseModel):
    title: str
    year: int


class Shelf(BaseModel):
    books: list[Book]


class Guest(BaseModel):
    name: str
    plus_one: bool = False


class GuestList(BaseModel):
    guests: list[Guest]


class Dish(BaseModel):
    name: str
    price: float


class Menu(BaseModel):
    dishes: list[Dish]


def _parse(model, text):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(model).invoke(text)
    return out, [str(w.message) for w in caught]


@pytest.mark.parametrize("model,text,want", [
    (Playlist, 'Queue "Night Drive" (5 min), "Glass" (3 min) and "Hollow Pines" (7 min) please.',
     [("Night Drive", 5), ("Glass", 3), ("Hollow Pines", 7)]),
    (Shelf, "I lent her 'Middlemarch' (1871) and 'Beloved' (1987).", [("Middlemarch", 1871), ("Beloved", 1987)]),
    (Menu, "Tonight: 'Leek soup' at £6.50 and 'Plum tart' at £5.", [("Leek soup", 6.5), ("Plum tart", 5.0)]),
])
def test_each_listed_item_is_one_object_with_its_values(model, text, want):
    out, limits = _parse(model, text)
    got = [tuple(item.model_dump().values()) for item in getattr(out, next(iter(model.model_fields)))]
    assert got == want and not limits, (got, limits)


def test_names_joined_by_and_are_items_too():
    out, limits = _parse(GuestList, "Invite Ana Ruiz, Tom Berg and Mia Lund.")
    assert [g.name for g in out.guests] == ["Ana Ruiz", "Tom Berg", "Mia Lund"] and not limits


@pytest.mark.parametrize("model,text", [
    (Playlist, "Play something calm."),
    (Shelf, "I lent her 'Middlemarch' and 'Beloved'."),  # no year beside either
])
def test_an_unread_list_of_objects_is_a_stated_limit(model, text):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(model, include_raw=True).invoke(text)
    field = next(iter(model.model_fields))
    assert getattr(out["parsed"], field) == [] and any(field in str(w.message) for w in caught)
