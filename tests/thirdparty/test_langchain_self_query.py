"""Port: LangChain how-to "How to do "self-querying" retrieval": ``SelfQueryRetriever`` /
``query_constructor = prompt | llm | StructuredQueryOutputParser.from_components()``. The model
reads a few-shot prompt (the request schema, the comparators ``eq | ne | gt | gte | lt | lte |
contain | like | in | nin`` and operators ``and | or | not``, two song examples, then the movie
data source and the user query) and writes a markdown JSON block ``{"query": ..., "filter": ...}``
(``limit`` too when enabled), the filter in the prompt's small grammar (``and(gt("rating", 8.5),
eq("genre", "science fiction"))`` or ``NO_FILTER``); the filter is applied to the documents'
metadata and the query searched among what is left. One text call per question whose answer is a
query and a filter expression over the listed attributes.

Source: github.com/langchain-ai/langchain, docs/docs/how_to/self_query.ipynb
@0746e55e9b675a4d546133c53e7c5fc2b130e0a0; the prompt pieces from
libs/langchain/langchain/chains/query_constructor/prompt.py @16a2521 (MIT).
Kept verbatim: ``metadata_field_info`` (the four ``AttributeInfo``: genre with its list, year,
director, rating), ``document_content_description``, the prompt pieces (``DEFAULT_SCHEMA``,
``SCHEMA_WITH_LIMIT``, ``DEFAULT_PREFIX``, ``DEFAULT_SUFFIX``, ``EXAMPLE_PROMPT_TEMPLATE``, the
song examples with and without a limit) assembled as ``get_query_constructor_prompt`` does
(``FewShotPromptTemplate``, the attributes as ``json.dumps(..., indent=4)``, every comparator and
operator), the parser's rules (the ```json block, an empty query -> " ", ``NO_FILTER`` -> no
filter, a falsy limit dropped) and the notebook's questions.
Swapped: ``ChatOpenAI(temperature=0)`` -> the simulator; ``Chroma`` + ``OpenAIEmbeddings`` ->
``LocalVectorStore`` over the documents the filter keeps (the translator's work done in Python);
langchain 1.x no longer ships ``langchain.chains.query_constructor``, so its prompt assembly and
its lark grammar are written out here (a small recursive reader of ``op(args)`` with quoted
strings and numbers). The movies are invented (summaries with year / director / genre / rating,
as the notebook's six), and so are the questions past the notebook's.

Oracles (written before the first run), per model call (one reply):
- the reply parses (a JSON block with "query" and "filter", the filter in the grammar, only the
  listed comparators / operators / attributes), else wrong (the program raises);
- the filter, applied to the invented movies' metadata, keeps exactly the movies the question's
  conditions keep (``EXPECTED``); a question with no condition keeps all (``NO_FILTER`` or a
  filter that keeps every movie);
- the query holds the question's subject word where it has one (``SUBJECT``), and no word of a
  condition that the filter already carries (a director's surname, a year);
- with the limit enabled, ``limit`` is the number the question asks for;
- or a stated limit.

First sight (059c2608): 8 calls, 0 right / 8 stated a limit / 0 silently wrong (the question's
keywords as ``query``, no ``filter``, a limit); unchanged after (ports79).
"""

from __future__ import annotations

import json
import re
import warnings

import pytest
from langchain_core.documents import Document
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import FewShotPromptTemplate, PromptTemplate
from langchain_core.utils.json import parse_and_check_json_markdown

from tests.thirdparty._support import CallLog, LocalVectorStore, embeddings, sim_llm
from tests.thirdparty._verdict import verdict

# --- the prompt pieces (verbatim) -------------------------------------------------------------------

SONG_DATA_SOURCE = """\
```json
{{
    "content": "Lyrics of a song",
    "attributes": {{
        "artist": {{
            "type": "string",
            "description": "Name of the song artist"
        }},
        "length": {{
            "type": "integer",
            "description": "Length of the song in seconds"
        }},
        "genre": {{
            "type": "string",
            "description": "The song genre, one of \"pop\", \"rock\" or \"rap\""
        }}
    }}
}}
```\
"""

FULL_ANSWER = """\
```json
{{
    "query": "teenager love",
    "filter": "and(or(eq(\\"artist\\", \\"Taylor Swift\\"), eq(\\"artist\\", \\"Katy Perry\\")), lt(\\"length\\", 180), eq(\\"genre\\", \\"pop\\"))"
}}
```\
"""

NO_FILTER_ANSWER = """\
```json
{{
    "query": "",
    "filter": "NO_FILTER"
}}
```\
"""

WITH_LIMIT_ANSWER = """\
```json
{{
    "query": "love",
    "filter": "NO_FILTER",
    "limit": 2
}}
```\
"""

DEFAULT_EXAMPLES = [
    {
        "i": 1,
        "data_source": SONG_DATA_SOURCE,
        "user_query": "What are songs by Taylor Swift or Katy Perry about teenage romance under 3 minutes long in the dance pop genre",
        "structured_request": FULL_ANSWER,
    },
    {
        "i": 2,
        "data_source": SONG_DATA_SOURCE,
        "user_query": "What are songs that were not published on Spotify",
        "structured_request": NO_FILTER_ANSWER,
    },
]

EXAMPLES_WITH_LIMIT = [
    *DEFAULT_EXAMPLES,
    {
        "i": 3,
        "data_source": SONG_DATA_SOURCE,
        "user_query": "What are three songs about love",
        "structured_request": WITH_LIMIT_ANSWER,
    },
]

EXAMPLE_PROMPT_TEMPLATE = """\
<< Example {i}. >>
Data Source:
{data_source}

User Query:
{user_query}

Structured Request:
{structured_request}
"""

EXAMPLE_PROMPT = PromptTemplate.from_template(EXAMPLE_PROMPT_TEMPLATE)

DEFAULT_SCHEMA = """\
<< Structured Request Schema >>
When responding use a markdown code snippet with a JSON object formatted in the following schema:

```json
{{{{
    "query": string \\ text string to compare to document contents
    "filter": string \\ logical condition statement for filtering documents
}}}}
```

The query string should contain only text that is expected to match the contents of documents. Any conditions in the filter should not be mentioned in the query as well.

A logical condition statement is composed of one or more comparison and logical operation statements.

A comparison statement takes the form: `comp(attr, val)`:
- `comp` ({allowed_comparators}): comparator
- `attr` (string):  name of attribute to apply the comparison to
- `val` (string): is the comparison value

A logical operation statement takes the form `op(statement1, statement2, ...)`:
- `op` ({allowed_operators}): logical operator
- `statement1`, `statement2`, ... (comparison statements or logical operation statements): one or more statements to apply the operation to

Make sure that you only use the comparators and logical operators listed above and no others.
Make sure that filters only refer to attributes that exist in the data source.
Make sure that filters only use the attributed names with its function names if there are functions applied on them.
Make sure that filters only use format `YYYY-MM-DDTHH:MM:SSZ` in Zulu time when handling timestamp data typed values.
Make sure that filters only use format `YYYY-MM-DD` when handling date data typed values.
Make sure that filters take into account the descriptions of attributes and only make comparisons that are feasible given the type of data being stored.
Make sure that filters are only used as needed. If there are no filters that should be applied return "NO_FILTER" for the filter value.\
"""

SCHEMA_WITH_LIMIT = """\
<< Structured Request Schema >>
When responding use a markdown code snippet with a JSON object formatted in the following schema:

```json
{{{{
    "query": string \\ text string to compare to document contents
    "filter": string \\ logical condition statement for filtering documents
    "limit": int \\ the number of documents to retrieve
}}}}
```

The query string should contain only text that is expected to match the contents of documents. Any conditions in the filter should not be mentioned in the query as well.

A logical condition statement is composed of one or more comparison and logical operation statements.

A comparison statement takes the form: `comp(attr, val)`:
- `comp` ({allowed_comparators}): comparator
- `attr` (string):  name of attribute to apply the comparison to
- `val` (string): is the comparison value

A logical operation statement takes the form `op(statement1, statement2, ...)`:
- `op` ({allowed_operators}): logical operator
- `statement1`, `statement2`, ... (comparison statements or logical operation statements): one or more statements to apply the operation to

Make sure that you only use the comparators and logical operators listed above and no others.
Make sure that filters only refer to attributes that exist in the data source.
Make sure that filters only use the attributed names with its function names if there are functions applied on them.
Make sure that filters only use format `YYYY-MM-DDTHH:MM:SSZ` in Zulu time when handling timestamp data typed values.
Make sure that filters only use format `YYYY-MM-DD` when handling date data typed values.
Make sure that filters take into account the descriptions of attributes and only make comparisons that are feasible given the type of data being stored.
Make sure that filters are only used as needed. If there are no filters that should be applied return "NO_FILTER" for the filter value.
Make sure the `limit` is always an int value. It is an optional parameter so leave it blank if it does not make sense.
"""

DEFAULT_PREFIX = """\
Your goal is to structure the user's query to match the request schema provided below.

{schema}\
"""

DEFAULT_SUFFIX = """\
<< Example {i}. >>
Data Source:
```json
{{{{
    "content": "{content}",
    "attributes": {attributes}
}}}}
```

User Query:
{{query}}

Structured Request:
"""

COMPARATORS = ["eq", "ne", "gt", "gte", "lt", "lte", "contain", "like", "in", "nin"]
OPERATORS = ["and", "or", "not"]

# --- the program's data source (verbatim) -----------------------------------------------------------

metadata_field_info = [
    {"name": "genre",
     "description": "The genre of the movie. One of ['science fiction', 'comedy', 'drama', 'thriller', 'romance', 'action', 'animated']",
     "type": "string"},
    {"name": "year", "description": "The year the movie was released", "type": "integer"},
    {"name": "director", "description": "The name of the movie director", "type": "string"},
    {"name": "rating", "description": "A 1-10 rating for the movie", "type": "float"},
]
document_content_description = "Brief summary of a movie"


def _format_attribute_info(info) -> str:
    info_dicts = {}
    for i in info:
        i_dict = dict(i)
        info_dicts[i_dict.pop("name")] = i_dict
    return json.dumps(info_dicts, indent=4).replace("{", "{{").replace("}", "}}")


def get_query_constructor_prompt(document_contents, attribute_info, *, enable_limit=False):
    schema_prompt = PromptTemplate.from_template(SCHEMA_WITH_LIMIT if enable_limit else DEFAULT_SCHEMA)
    attribute_str = _format_attribute_info(attribute_info)
    schema = schema_prompt.format(allowed_comparators=" | ".join(COMPARATORS),
                                  allowed_operators=" | ".join(OPERATORS))
    examples = EXAMPLES_WITH_LIMIT if enable_limit else DEFAULT_EXAMPLES
    prefix = DEFAULT_PREFIX.format(schema=schema)
    suffix = DEFAULT_SUFFIX.format(i=len(examples) + 1, content=document_contents, attributes=attribute_str)
    return FewShotPromptTemplate(examples=list(examples), example_prompt=EXAMPLE_PROMPT,
                                 input_variables=["query"], suffix=suffix, prefix=prefix)


# --- the parser (the library's rules; its lark grammar as a small reader) ---------------------------

_TOKEN = re.compile(r'\s*(?:(?P<name>[A-Za-z_][A-Za-z0-9_]*)\s*\(|(?P<close>\))|(?P<comma>,)'
                    r'|"(?P<dq>(?:[^"\\]|\\.)*)"|\'(?P<sq>[^\']*)\'|(?P<num>-?\d+(?:\.\d+)?)'
                    r'|(?P<bool>true|false|True|False)|\[(?P<list>[^\]]*)\])')


class FilterSyntaxError(ValueError):
    pass


def parse_filter(text: str):
    """``op(args)`` -> ``("and", [..])`` / ``("gt", "rating", 8.5)``; values: quoted strings,
    numbers, booleans, lists."""
    pos = 0

    def value():
        nonlocal pos
        m = _TOKEN.match(text, pos)
        if not m:
            raise FilterSyntaxError(text[pos:pos + 20])
        pos = m.end()
        if m.group("name"):
            return call(m.group("name"))
        if m.group("dq") is not None:
            return m.group("dq").replace('\\"', '"')
        if m.group("sq") is not None:
            return m.group("sq")
        if m.group("num") is not None:
            n = m.group("num")
            return float(n) if "." in n else int(n)
        if m.group("bool") is not None:
            return m.group("bool").lower() == "true"
        if m.group("list") is not None:
            return [json.loads(p) if p.strip()[:1] in '"0123456789-' else p.strip()
                    for p in m.group("list").split(",") if p.strip()]
        raise FilterSyntaxError(text[pos:pos + 20])

    def call(name):
        nonlocal pos
        args = []
        while True:
            m = _TOKEN.match(text, pos)
            if m and m.group("close"):
                pos = m.end()
                break
            args.append(value())
            m = _TOKEN.match(text, pos)
            if m and m.group("comma"):
                pos = m.end()
        name = name.lower()
        if name in OPERATORS:
            return (name, args)
        if name in COMPARATORS and len(args) == 2 and isinstance(args[0], str):
            if args[0] not in {a["name"] for a in metadata_field_info}:
                raise FilterSyntaxError(f"unknown attribute {args[0]!r}")
            return (name, args[0], args[1])
        raise FilterSyntaxError(f"not an allowed comparator or operator: {name}")

    out = value()
    if not isinstance(out, tuple) or text[pos:].strip():
        raise FilterSyntaxError(text)
    return out


def parse_structured_query(text: str) -> dict:
    expected_keys = ["query", "filter"]
    parsed = parse_and_check_json_markdown(text, expected_keys)
    if parsed["query"] is None or len(parsed["query"]) == 0:
        parsed["query"] = " "
    if parsed["filter"] == "NO_FILTER" or not parsed["filter"]:
        parsed["filter"] = None
    else:
        parsed["filter"] = parse_filter(parsed["filter"])
    if not parsed.get("limit"):
        parsed.pop("limit", None)
    return parsed


def matches(flt, metadata: dict) -> bool:
    if flt is None:
        return True
    if flt[0] in OPERATORS:
        results = [matches(f, metadata) for f in flt[1]]
        return all(results) if flt[0] == "and" else any(results) if flt[0] == "or" else not any(results)
    comp, attr, val = flt
    have = metadata.get(attr)
    if have is None:
        return False
    if isinstance(have, str) and isinstance(val, str):
        have, val = have.lower(), val.lower()
    try:
        return {"eq": lambda: have == val, "ne": lambda: have != val, "gt": lambda: have > val,
                "gte": lambda: have >= val, "lt": lambda: have < val, "lte": lambda: have <= val,
                "contain": lambda: str(val) in str(have), "like": lambda: str(val) in str(have),
                "in": lambda: have in val, "nin": lambda: have not in val}[comp]()
    except TypeError:
        return False


# --- invented movies (the notebook's kind: a summary, year, director, genre, rating) ---------------

MOVIES = [
    Document(page_content="A lighthouse keeper's daughter decodes signals from a drifting research ship",
             metadata={"year": 1996, "director": "Ilse Maranto", "genre": "science fiction", "rating": 8.8}),
    Document(page_content="Two rival bakers are snowed in at a mountain inn and fall for each other",
             metadata={"year": 2012, "director": "Tomas Okafor", "genre": "romance", "rating": 6.9}),
    Document(page_content="Wind-up tin soldiers escape a closing toy shop and cross the city at night",
             metadata={"year": 1998, "genre": "animated", "rating": 7.9}),
    Document(page_content="A retired ferry captain is drawn into smuggling on the northern islands",
             metadata={"year": 2003, "director": "Ilse Maranto", "genre": "thriller", "rating": 7.4}),
    Document(page_content="Colonists on a frozen moon discover the ice is listening",
             metadata={"year": 2017, "director": "Ravi Castellanos", "genre": "science fiction", "rating": 9.1}),
    Document(page_content="A marching band of misfits enters a national contest with stolen sheet music",
             metadata={"year": 2008, "director": "June Adebayo", "genre": "comedy", "rating": 7.1}),
    Document(page_content="A toymaker's clockwork rabbit searches for the boy who lost it",
             metadata={"year": 2009, "genre": "animated", "rating": 8.6}),
    Document(page_content="A night taxi driver in a flooded city ferries strangers between rooftops",
             metadata={"year": 1994, "director": "Ravi Castellanos", "genre": "science fiction", "rating": 8.1}),
]

# question -> (expected movie indexes the filter keeps, subject word or None,
#              condition words the query must not hold, limit or None)
QUESTIONS = {
    "I want to watch a movie rated higher than 8.5": ({0, 4, 6}, None, ("rated", "8.5"), None),
    "Has Ilse Maranto directed any movies about lighthouses": ({0, 3}, "lighthouse", ("maranto",), None),
    "What's a highly rated (above 8.5) science fiction film?": ({0, 4}, None, ("8.5",), None),
    "What's a movie after 1990 but before 2005 that's all about toys, and preferably is animated":
        ({2}, "toy", ("1990", "2005"), None),
    "What are some sci-fi movies from the 90's directed by Ravi Castellanos about taxi drivers":
        ({7}, "taxi", ("castellanos", "90"), None),
    "Which comedies came out after 2005?": ({5}, None, ("2005",), None),
    "movies about a smuggler on the islands": (set(range(len(MOVIES))), "smuggl", (), None),
}
LIMIT_QUESTIONS = {
    "What are two movies about toys": (set(range(len(MOVIES))), "toy", ("two",), 2),
}


def query_constructor(model, *, enable_limit=False):
    prompt = get_query_constructor_prompt(document_content_description, metadata_field_info,
                                          enable_limit=enable_limit)
    return prompt | model | StrOutputParser() | parse_structured_query


def self_query_retrieve(structured: dict):
    kept = [d for d in MOVIES if matches(structured["filter"], d.metadata)]
    if not kept:
        return []
    store = LocalVectorStore.from_documents(kept, embeddings())
    return store.similarity_search(structured["query"], k=structured.get("limit") or 4)


# --- oracles ----------------------------------------------------------------------------------------

def ok_structured(structured, spec) -> bool:
    expected, subject, banned, limit = spec
    if not isinstance(structured, dict):
        return False
    kept = {i for i, d in enumerate(MOVIES) if matches(structured["filter"], d.metadata)}
    query = structured["query"].lower()
    return (kept == expected
            and (subject is None or subject in query)
            and not any(b in query for b in banned)
            and (limit is None or structured.get("limit") == limit))


def rows_for(model, question, spec, *, enable_limit=False):
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            structured = query_constructor(model, enable_limit=enable_limit).invoke(
                {"query": question}, {"callbacks": [log]})
            self_query_retrieve(structured)
        except Exception as exc:  # noqa: BLE001 (the reply does not parse: the program raises)
            structured = f"{type(exc).__name__}: {str(exc)[:100]}"
    limit = log.calls[-1]["limit"] if log.calls else ""
    reply = log.calls[-1]["text"] if log.calls else ""
    shown = f"{structured} | reply: {reply}" if isinstance(structured, str) else str(structured)
    return [(question, verdict("", ok_structured(structured, spec), limit), shown[:220])]


SCENARIOS = {
    **{q: (lambda m, q=q: rows_for(m, q, QUESTIONS[q])) for q in QUESTIONS},
    **{q: (lambda m, q=q: rows_for(m, q, LIMIT_QUESTIONS[q], enable_limit=True)) for q in LIMIT_QUESTIONS},
}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_the_prompt_is_the_librarys():
    """The assembled prompt ends as the library's does and shows its worked examples."""
    text = get_query_constructor_prompt(document_content_description, metadata_field_info).format(
        query="dummy question")
    assert text.startswith("Your goal is to structure the user's query to match the request schema")
    assert "`comp` (eq | ne | gt | gte | lt | lte | contain | like | in | nin): comparator" in text
    assert '"filter": "and(or(eq(\\"artist\\", \\"Taylor Swift\\")' in text
    assert '<< Example 3. >>\nData Source:\n```json\n{\n    "content": "Brief summary of a movie",' in text
    assert '"rating": {\n        "description": "A 1-10 rating for the movie",' in text
    assert text.rstrip().endswith("User Query:\ndummy question\n\nStructured Request:")


def test_the_filter_reader():
    flt = parse_filter('and(gt("rating", 8.5), eq("genre", "science fiction"))')
    assert {i for i, d in enumerate(MOVIES) if matches(flt, d.metadata)} == {0, 4}
    with pytest.raises(FilterSyntaxError):
        parse_filter('gt("rating", 8.5), eq("genre", "science fiction")')
    with pytest.raises(FilterSyntaxError):
        parse_filter('eq("studio", "Ealing")')


IDEAL = {
    "I want to watch a movie rated higher than 8.5": ("", 'gt("rating", 8.5)'),
    "Has Ilse Maranto directed any movies about lighthouses": ("lighthouses", 'eq("director", "Ilse Maranto")'),
    "What's a highly rated (above 8.5) science fiction film?":
        ("", 'and(gt("rating", 8.5), eq("genre", "science fiction"))'),
    "What's a movie after 1990 but before 2005 that's all about toys, and preferably is animated":
        ("toys", 'and(gt("year", 1990), lt("year", 2005), eq("genre", "animated"))'),
    "What are some sci-fi movies from the 90's directed by Ravi Castellanos about taxi drivers":
        ("taxi driver", 'and(eq("genre", "science fiction"), gte("year", 1990), lt("year", 2000), '
                        'eq("director", "Ravi Castellanos"))'),
    "Which comedies came out after 2005?": ("", 'and(eq("genre", "comedy"), gt("year", 2005))'),
    "movies about a smuggler on the islands": ("smuggler islands", "NO_FILTER"),
    "What are two movies about toys": ("toys", "NO_FILTER"),
}


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    def script(prompt_text, _schema, _tools):
        question = str(prompt_text).rsplit("User Query:\n", 1)[1].split("\n\nStructured Request:")[0].strip()
        query, flt = IDEAL[question]
        body = {"query": query, "filter": flt}
        if question in LIMIT_QUESTIONS:
            body["limit"] = LIMIT_QUESTIONS[question][3]
        return "```json\n" + json.dumps(body, indent=4) + "\n```"

    rows = scenarios(ScriptedChatModel(script=script))
    assert rows and [v for _, v, _ in rows] == ["right"] * len(rows), rows
