"""joined_words: a question's word that is two adjacent words of the documents joined (invented
wordings; none from the fresh sets)."""

import pytest

from course_lib.sim.words import joined_words


@pytest.mark.parametrize("word,text,held", [
    ("wifi", "Wi-Fi: network Kestrel, password hoverfly22", True),
    ("checkout", "Check-out is by 11:00.", True),
    ("email", "Send an e-mail to the office.", True),
    ("login", "Use the log in button on the home page.", True),
    ("cashpoint", "The nearest cash/point is by the station.", True),
    ("setup", "Set up takes ten minutes.", True),
    # negatives: the parts are not adjacent, or not there at all
    ("wifi", "Wireless internet is free in the lounge.", False),
    ("checkout", "Check your bags out at the desk.", False),
    ("sauna", "Pool, gym and steam room open daily.", False),
    ("carport", "Parking on the drive; the car port is round the back.", True),
])
def test_held(word, text, held):
    assert joined_words.held(word, [text]) is held


def test_the_absent_name_reader_counts_a_joined_word_held():
    import warnings

    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib.sim.chat.model import SimulatedChatModel

    system = ("Answer the question using only the context below. If the context does not contain the answer, "
              "say you don't know.\n\nContext:\n* Wi-Fi: network \"Kestrel\", password hoverfly22\n"
              "* Bins: Tuesday morning\n* Heating: thermostat in the hall")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([SystemMessage(system), HumanMessage("whats the wifi password")])
    assert out.response_metadata["explanation"]["rule"] != "the question names a thing no document holds"
    assert out.content != "I don't know."
