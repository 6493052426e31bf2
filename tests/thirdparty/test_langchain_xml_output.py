"""Port: LangChain how-to "How to parse XML output": a plain request to enclose the movies in
``<movie></movie>`` tags, then ``prompt | model | XMLOutputParser()`` (the parser's format
instructions after the query: "The output should be formatted as a XML file. ... Here are the
output tags: None") and with ``XMLOutputParser(tags=["movies", "actor", "film", "name",
"genre"])``. One text call per request whose answer is a filmography written as XML (nested tags,
each opened and closed), read back into nested dicts and lists.

Source: github.com/langchain-ai/langchain, docs/docs/how_to/output_parser_xml.ipynb
@0746e55e9b675a4d546133c53e7c5fc2b130e0a0 (MIT).
Kept verbatim: ``actor_query = "Generate the shortened filmography for Tom Hanks."``, the plain
f-string request ("Please enclose the movies in <movie></movie> tags"), ``PromptTemplate(template=
(triple-quoted) "{query}\\n{format_instructions}", input_variables=["query"], partial_variables=
{"format_instructions": parser.get_format_instructions()})``, ``XMLOutputParser()`` and
``XMLOutputParser(tags=["movies", "actor", "film", "name", "genre"])``, ``prompt | model | parser``.
Swapped: ``ChatAnthropic(model="claude-2.1", ...)`` -> the simulator. The second actor and the
festival programme the requests hand over are invented (a filmography the request itself states).

Oracles (written before the first run), per model call (one reply):
- the reply parses (``XMLOutputParser``; the plain request: its ``<movie>`` elements are read with
  a regex), else wrong (the chain raises);
- Tom Hanks: three or more film titles, every one of them a Tom Hanks film (``HANKS``); with the
  tags, the actor's name is Tom Hanks;
- the invented actor: exactly the programme's three films (no other title), with the tags each
  film's genre as the programme gives it;
- or a stated limit.

First sight (059c2608): 6 calls, 0 right / 6 stated a limit / 0 silently wrong (a knowledge limit
for the plain requests; with the parser's instructions a limit sentence the parser cannot read, so
the chain raises); unchanged after (ports79).
"""

from __future__ import annotations

import re
import warnings

import pytest
from langchain_core.output_parsers import XMLOutputParser
from langchain_core.prompts import PromptTemplate

from tests.thirdparty._support import CallLog, sim_llm
from tests.thirdparty._verdict import verdict

actor_query = "Generate the shortened filmography for Tom Hanks."

PROGRAMME = ("The harbour film festival's retrospective: 'The Tin Lantern' (drama, 1998), 'Salt Roads' "
             "(western, 2004) and 'Harbour Lights' (comedy, 2011), all three starring Mirela Osei.")
invented_query = PROGRAMME + " Generate the shortened filmography for Mirela Osei."

HANKS = {"splash", "big", "a league of their own", "sleepless in seattle", "philadelphia", "forrest gump",
         "toy story", "apollo 13", "saving private ryan", "you've got mail", "the green mile", "cast away",
         "road to perdition", "catch me if you can", "the terminal", "the da vinci code", "captain phillips",
         "saving mr. banks", "bridge of spies", "sully", "the post", "toy story 2", "toy story 3", "toy story 4",
         "turner & hooch", "the money pit", "bachelor party", "dragnet", "the polar express", "angels & demons",
         "cloud atlas", "inferno", "greyhound", "news of the world", "elvis", "finch", "a man called otto",
         "charlie wilson's war", "the burbs", "the 'burbs", "larry crowne"}
INVENTED = {"the tin lantern": "drama", "salt roads": "western", "harbour lights": "comedy"}


# --- the program --------------------------------------------------------------------------------

def plain_request(model, query, config=None):
    output = model.invoke(
        f"""{query}
Please enclose the movies in <movie></movie> tags""", config
    )
    return output.content


def xml_chain(model, tags=None):
    parser = XMLOutputParser(tags=tags) if tags else XMLOutputParser()
    prompt = PromptTemplate(
        template="""{query}\n{format_instructions}""",
        input_variables=["query"],
        partial_variables={"format_instructions": parser.get_format_instructions()},
    )
    return prompt | model | parser


TAGS = ["movies", "actor", "film", "name", "genre"]


# --- reading the result --------------------------------------------------------------------------

def leaves(node, key=None):
    """(tag, text) of every leaf of the parser's nested dicts / lists."""
    if isinstance(node, dict):
        for k, v in node.items():
            yield from leaves(v, k)
    elif isinstance(node, list):
        for v in node:
            yield from leaves(v, key)
    elif isinstance(node, str):
        yield key, node.strip()


def films_of(result) -> list[dict]:
    """Each ``film`` element as {"name": ..., "genre": ...} (tags variant)."""
    out = []

    def walk(node, key=None):
        if isinstance(node, dict):
            for k, v in node.items():
                if k == "film" and isinstance(v, list):
                    out.append({t: s for t, s in leaves(v)})
                else:
                    walk(v, k)
        elif isinstance(node, list):
            for v in node:
                walk(v, key)

    walk(result)
    return out


def _norm(title: str) -> str:
    return re.sub(r"\s+", " ", title.strip().strip("'\"").lower())


def titles_ok(titles, actor) -> bool:
    titles = [_norm(t) for t in titles if t.strip()]
    if actor == "hanks":
        return len(titles) >= 3 and all(t in HANKS for t in titles)
    return sorted(set(titles)) == sorted(INVENTED) and len(titles) == len(INVENTED)


def ok_plain(text, actor) -> bool:
    return titles_ok(re.findall(r"<movie>(.*?)</movie>", text, flags=re.S), actor)


def ok_untagged(result, actor) -> bool:
    if not isinstance(result, dict):
        return False
    titles = [s for t, s in leaves(result) if t and t.lower() in {"title", "name", "movie", "film"}
              and _norm(s) not in {"tom hanks", "mirela osei"}]
    return titles_ok(titles, actor)


def ok_tagged(result, actor) -> bool:
    if not isinstance(result, dict):
        return False
    names = [s for t, s in leaves(result) if t == "name"]
    films = films_of(result)
    want_actor = "tom hanks" if actor == "hanks" else "mirela osei"
    if want_actor not in {_norm(n) for n in names}:
        return False
    if not titles_ok([f.get("name", "") for f in films], actor):
        return False
    if actor == "invented":
        return all(_norm(f.get("genre", "")) == INVENTED[_norm(f.get("name", ""))] for f in films)
    return True


# --- scenarios -----------------------------------------------------------------------------------

def _run(fn):
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            result = fn({"callbacks": [log]})
        except Exception as exc:  # noqa: BLE001 (the reply is no XML the parser reads: the chain raises)
            result = f"{type(exc).__name__}: {str(exc)[:100]}"
    limit = log.calls[-1]["limit"] if log.calls else ""
    reply = log.calls[-1]["text"] if log.calls else ""
    return result, limit, reply


CASES = {
    "plain_hanks": ("plain", actor_query, "hanks"),
    "parser_hanks": ("untagged", actor_query, "hanks"),
    "tags_hanks": ("tagged", actor_query, "hanks"),
    "plain_invented": ("plain", invented_query, "invented"),
    "parser_invented": ("untagged", invented_query, "invented"),
    "tags_invented": ("tagged", invented_query, "invented"),
}


def rows_for(model, name):
    kind, query, actor = CASES[name]
    if kind == "plain":
        result, limit, reply = _run(lambda cfg: plain_request(model, query, cfg))
        ok = isinstance(result, str) and ok_plain(result, actor)
    elif kind == "untagged":
        result, limit, reply = _run(lambda cfg: xml_chain(model).invoke({"query": query}, cfg))
        ok = ok_untagged(result, actor)
    else:
        result, limit, reply = _run(lambda cfg: xml_chain(model, TAGS).invoke({"query": query}, cfg))
        ok = ok_tagged(result, actor)
    return [(name, verdict("", ok, limit), f"{result!s} | reply: {reply}"[:220])]


SCENARIOS = {n: (lambda m, n=n: rows_for(m, n)) for n in CASES}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    def films(actor):
        if actor == "hanks":
            return [("Forrest Gump", "Drama"), ("Cast Away", "Adventure"), ("Saving Private Ryan", "War")]
        return [("The Tin Lantern", "drama"), ("Salt Roads", "western"), ("Harbour Lights", "comedy")]

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        actor = "invented" if "Mirela Osei" in text else "hanks"
        who = "Mirela Osei" if actor == "invented" else "Tom Hanks"
        if "<movie></movie>" in text:
            return "\n".join(f"<movie>{t}</movie>" for t, _ in films(actor))
        if "['movies', 'actor'" in text:
            body = "".join(f"<film><name>{t}</name><genre>{g}</genre></film>" for t, g in films(actor))
            return f"<movies><actor><name>{who}</name>{body}</actor></movies>"
        body = "".join(f"<movie><title>{t}</title></movie>" for t, _ in films(actor))
        return f"<filmography>{body}</filmography>"

    rows = scenarios(ScriptedChatModel(script=script))
    assert rows and [v for _, v, _ in rows] == ["right"] * len(rows), rows
