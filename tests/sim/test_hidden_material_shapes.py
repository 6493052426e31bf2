"""Three program shapes that hid the material from the reader (issue 26; the thirty-fifth set's
"program shapes that hide the material"), on wordings of my own (none of the sets' or probes'):

- numbered "Source [n]:" blocks (``documents._numbered``), cited by number when the prompt asks
  "cite them like [1]" (``reading.cite_by_number``, ``reading._numbered_citations``);
- a system prompt's material under a label ending its first paragraph ("... The leaflet:"), with a
  ``MessagesPlaceholder`` history (``pointed_material._ends_in_label``), the follow-ups read with
  the earlier turns (``reading.place_pronoun``, a bare short follow-up,
  ``conversation.documented_subject``);
- a per-item grader naming what it judges in its own words ("whether a menu entry helps answer ...",
  "Entry:" / "Here is the record:"; ``judged_items``);
- and the guard on the first two shapes (``grounded.guarded_shapes``): a partial answer, an "I don't
  know" over lines that share the question's words, a quote of lines each holding a part, are the
  documents limit; and the "how tall / high / heavy" fit check (``answer_forms.fit_size_*``).
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage


def _ask(messages):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(messages)
    stated = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return out.content, stated


# --- numbered sources --------------------------------------------------------------------------

POTTERY = ["Kiln hire: a half-kiln firing costs \u00a318 and a full kiln \u00a330.",
           "Glazes: members may use the shared glazes free of charge.",
           "Clay: a 12.5 kg bag of stoneware clay is \u00a314.",
           "Opening: the studio is open to members from 8am to 10pm every day."]


@pytest.mark.parametrize("fmt", ["Source [{i}]:\n{s}", "Source [{i}]: {s}", "SOURCE [{i}]\n{s}"])
def test_source_bracket_blocks_are_numbered_documents(fmt):
    from course_lib.sim.material.documents import find

    text = "Answer from these.\n\n" + "\n\n".join(fmt.format(i=i, s=s) for i, s in enumerate(POTTERY, 1))
    docs = find(text)[1]
    assert [d.number for d in docs] == [1, 2, 3, 4]
    assert docs[2].body == POTTERY[2]


@pytest.mark.parametrize(("question", "value", "cite", "others"), [
    ("how much is a bag of clay?", "\u00a314", "[3]", ("\u00a318", "\u00a330")),
    ("what does a full kiln firing cost?", "\u00a330", "[1]", ("\u00a314",)),
])
def test_numbered_sources_answer_from_their_block_and_cite_its_number(question, value, cite, others):
    context = "\n\n".join(f"Source [{i}]:\n{s}" for i, s in enumerate(POTTERY, 1))
    reply, stated = _ask([SystemMessage("You help members of the pottery studio. Use the numbered sources and "
                                        f"cite them like [2].\n\n{context}"), HumanMessage(question)])
    assert not stated
    assert value in reply and cite in reply
    assert not any(o in reply for o in others)


@pytest.mark.parametrize(("text", "asks"), [
    ("Use the numbered sources and cite them like [1].", True),
    ("Cite the source number in square brackets.", True),
    ("Put [n] after each sentence to cite where it came from.", True),
    ("Answer from the sources and cite them.", False),
    ("Use the numbered sources.", False),
])
def test_cite_by_number_cue(text, asks):
    from course_lib.sim.words.cues import patterns

    assert bool(patterns("reading").cite_by_number.search(text)) is asks


# --- a system prompt's material under a label, a MessagesPlaceholder history ---------------------------

LEAFLET = ("WILLOWBANK SWIMMING CLUB \u2013 summer leaflet\n"
           "Junior squads train on Mondays and Thursdays at 5.30pm in the main pool.\n"
           "The open-water session is on Sunday mornings at Kelda Lake, led by coach Anselm.\n"
           "Membership is \u00a322 a month for juniors.\n"
           "The club gala is on Saturday 19 July at the leisure centre.\n")


@pytest.mark.parametrize(("lead", "found"), [
    ("You help parents with questions about the club. The leaflet:", True),
    ("You are the club's assistant. Use this leaflet:", True),
    ("You are a friendly assistant. Be brief:", False),
    ("You help parents with questions about the club.", False),
])
def test_a_label_ending_the_first_paragraph_points_at_the_material(lead, found):
    from course_lib.sim.request.pointed_material import after_pointer

    text = f"{lead}\n\n{LEAFLET}"
    got = after_pointer(text, labelled=True)
    assert (got is not None and text[got[0]:got[1]].startswith("WILLOWBANK")) is found


def _history(*turns):
    from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder

    prompt = ChatPromptTemplate.from_messages([
        ("system", "You help parents with questions about the club. The leaflet:\n\n{leaflet}"),
        MessagesPlaceholder("history"), ("human", "{input}")])
    hist = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns[:-1])]
    return prompt.invoke({"leaflet": LEAFLET, "history": hist, "input": turns[-1]}).to_messages()


@pytest.mark.parametrize(("turns", "value", "others"), [
    (("when is the gala?",), "19 July", ("Kelda", "\u00a322")),
    (("where is the open-water session?", "At Kelda Lake on Sunday mornings.", "who leads it?"), "Anselm",
     ("5.30pm", "\u00a322")),
])
def test_material_under_a_label_with_a_history(turns, value, others):
    reply, stated = _ask(_history(*turns))
    assert not stated
    assert value in reply and not any(o in reply for o in others)


def test_material_under_a_label_states_a_limit_rather_than_a_partial_answer():
    # "how much ... for two children" asks a product the leaflet's one rate does not state
    reply, stated = _ask(_history("how much would a year of membership be for my two children?"))
    assert stated


@pytest.mark.parametrize(("question", "follows"), [
    ("from when?", True),
    ("how much?", True),
    ("can we park there?", True),
    ("is there a cafe?", False),
    ("are there lockers?", False),
])
def test_bare_and_place_follow_ups(question, follows):
    from course_lib.sim.request.reading import is_follow_up

    assert is_follow_up(question) is follows


@pytest.mark.parametrize(("question", "previous", "meant"), [
    ("who leads it?", "where is the open-water session?", "who leads open-water session?"),
    ("how much is it?", "what time is the gala?", "how much is gala?"),
    ("who leads it?", "what's on at 5.30pm?", None),  # nothing of the previous question the notes write as a word run
    ("who leads them?", "where is the open-water session?", None),  # not "it"
])
def test_documented_subject(question, previous, meant):
    from course_lib.sim.request.conversation import documented_subject

    assert documented_subject(question, previous, (LEAFLET,)) == meant


# --- a grader that names what it judges -------------------------------------------------------------

MENU = ["Dish: Lamb tagine with apricots \u2013 \u00a316, contains nuts.",
        "Dish: Mushroom risotto \u2013 \u00a313, vegetarian, can be made vegan.",
        "Dish: Sticky toffee pudding \u2013 \u00a37, served with custard."]


@pytest.mark.parametrize(("instructions", "noun"), [
    ("You decide whether a menu entry helps answer a diner's question. Reply yes or no.", "entry"),
    ("Give a binary score 'yes' or 'no' to say whether the listing is relevant to the buyer's question.",
     "listing"),
    ("Score how relevant the review is to the question, from 0 to 10.", "review"),
    ("Grade each record against the clerk's question: yes if it helps.", "record"),
    ("Decide whether the answer is grounded in the facts.", None),
    ("You answer diners' questions about the menu.", None),
])
def test_judged_noun(instructions, noun):
    from course_lib.sim.request.judged_items import judged_noun

    assert judged_noun(instructions) == noun


@pytest.mark.parametrize(("label", "noun", "relabelled"), [
    ("Entry:", "entry", True),
    ("Menu entry:", "entry", True),
    ("Here is the record:", "record", True),
    ("Entry:", "record", False),
])
def test_relabelled(label, noun, relabelled):
    from course_lib.sim.request.judged_items import relabelled as relabel

    got = relabel(f"{label}\nsome text here\n\nQuestion: what?", noun)
    assert (got is not None and got.startswith("Document:")) is relabelled


@pytest.mark.parametrize(("entry", "question", "verdict"), [
    (MENU[1], "is the risotto vegetarian?", "yes"),
    (MENU[0], "is the risotto vegetarian?", "no"),
    (MENU[2], "how much is the pudding?", "yes"),
])
def test_a_grader_naming_its_item_grades_it(entry, question, verdict):
    reply, stated = _ask([SystemMessage("You decide whether a menu entry helps answer a diner's question. "
                                        "Reply yes or no."),
                          HumanMessage(f"Entry:\n{entry}\n\nQuestion: {question}")])
    assert not stated
    assert reply.strip().lower().startswith(verdict)


# --- the size fit ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(("question", "reply", "unfit"), [
    ("how tall is the new fence?", "The new fence is a close-boarded fence along the back.", True),
    ("how tall is the new fence?", "The new fence will be 1.8 metres tall.", False),
    ("how heavy is the parcel?", "The parcel weighs 4 kg.", False),
    ("how heavy is the parcel?", "The parcel goes by courier.", True),
])
def test_size_fit(question, reply, unfit):
    from course_lib.sim.grounded.answer_forms import unfit_reply

    assert (unfit_reply(question, reply) is not None) is unfit


def test_documented_subject_leaves_a_longer_follow_up_alone():
    from course_lib.sim.request.conversation import documented_subject

    assert documented_subject("is it ok to bring a friend to the gala?", "when is the gala?", (LEAFLET,)) is None


# --- the guard, directly ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("system", "guarded"), [
    ("You help parents with questions about the club. The leaflet:\n\n" + LEAFLET, True),
    ("Use the numbered sources.\n\n" + "\n\n".join(f"Source [{i}]:\n{s}" for i, s in enumerate(POTTERY, 1)), True),
    ("Use the numbered sources.\n\n" + "\n\n".join(f"[{i}] {s}" for i, s in enumerate(POTTERY, 1)), False),
])
def test_guarded_shapes(system, guarded):
    from course_lib.sim.grounded.guarded_shapes import guarded as is_guarded
    from course_lib.sim.request.reading import read_request

    request = read_request([SystemMessage(system), HumanMessage("when is the gala?")])
    assert request.documents
    assert is_guarded(request) is guarded
