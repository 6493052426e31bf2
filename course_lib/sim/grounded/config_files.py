"""Configuration files read as configuration (issue 26; notebook 02's grounded answers over a
learner's own files).

Learners ask about their own ``tsconfig.json``, ``package.json``, ``pyproject.toml``,
``setup.cfg``, ``.env``, ``docker-compose.yml``, CI workflows, systemd units and nginx servers.
Read as prose, ``"sourceMap": false`` is one token no question word meets. Here a document that
parses whole as configuration (JSON, JSON with ``//`` / ``/* */`` comments and trailing commas,
TOML, INI with sections, ``KEY=VALUE`` lines, a YAML mapping with configuration keys, nginx-style
``name args;`` / ``name args { ... }`` blocks, ``name value`` directive lines with ``( ... )``,
``do ... end`` or Apache ``<Tag> ... </Tag>`` blocks, or an unindented heading line over
indented ones: ``sshd_config``, ``redis.conf``, ``go.mod``, a ``Gemfile``, ``httpd.conf``,
``ssh_config``'s ``Host x``, ``haproxy.cfg``'s ``backend y``) is read as key paths and values (``parse``, once
per document), its keys split into words ("sourceMap" -> source map, "DATABASE_URL" -> database
url, "node-version" -> node version). A question is answered by the one setting whose key path
and value meet every content word of the question (``answered``): a key word, a value word, a
leading part of a value of letters then digits ("ES" / "ES2022"), a word the setting's value
has the shape of ("version" / ">=3.10", "port" / "8080"), a word naming the file itself, or a
word of configuration talk that names no setting (data: ``lexicons.yaml``
``config_talk_words``). A boolean answers a yes/no ("false" -> "No"); a value is given as
written. Settings that tie in different places give no answer but a limit naming them (``Tied``);
"how many" counts the items of the lists named or reads a record's count key (``Counted``); "the
second nameserver" is the item in that place of the list the rest of the question finds; a
yes/no on a name no item of the lists named holds is a "no" (``NotListed``); a section the
question names that sets nothing it asks, while one other section does, is said to (``Unset``;
a word naming every sibling section alike, "account" of ``Account home`` / ``Account work``,
names none of them).
A question some word of which meets no setting gives ``None`` (the caller reads the documents as
before). Bounded: ``_MAX_CHARS``, ``_MAX_SETTINGS``, ``_MAX_DEPTH``.
``changed_setting``: another setting whose value is a change line ("[change] agm = from 1 April the adult subscription
is £260; couple unchanged", ``later_corrections.marked``) naming a setting's key with another figure (fix65b).
"""

from __future__ import annotations

import configparser
import json
import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

from course_lib.sim.material.data_records import fixed_width_table
from course_lib.sim.material.key_splits import asked_forms, split_words
from course_lib.sim.material.record_keys import name_words
from course_lib.sim.words.cues import lexicon, patterns
from course_lib.sim.words.text import STOP_WORDS, stem

_CUE = patterns("config_files")  # its cue patterns: data/sim/patterns.yaml

_MAX_CHARS = 60_000  # a longer document is not read as configuration
_MAX_SETTINGS = 3000  # a cap on the settings kept per document
_MAX_DEPTH = 12  # a cap on nesting
_MIN_SETTINGS = 2
_MAX_LISTED = 8  # entries of a section given in an answer

_FENCE_RE = re.compile(r"^\s*```[\w.+-]*[ \t]*\n(?P<body>.*?)\n\s*```\s*$", re.DOTALL)
_FILE_LINE_RE = re.compile(r"^\s*(?P<name>[\w.\-/]*\.(?:json|jsonc|toml|ya?ml|ini|cfg|conf|env|service|properties)|"
                           r"\.env[\w.]*|Dockerfile|Caddyfile)\s*:?\s*\n", re.IGNORECASE)
_JSONC_RE = re.compile(r'"(?:\\.|[^"\\])*"|//[^\n]*|/\*.*?\*/', re.DOTALL)
_TRAILING_COMMA_RE = re.compile(r",(\s*[}\]])")
_ENV_RE = re.compile(r"^(?:export\s+)?(?P<key>[A-Za-z_][A-Za-z0-9_.]*)=(?P<value>.*)$")
_YAML_KEY_RE = re.compile(r"^[\"']?[A-Za-z_$@][\w.\-/@$]*[\"']?:(?:\s|$)")
_SECTION_RE = re.compile(r"^\[[^\]\n]+\]\s*$")
_CONFIG_KEY_RE = re.compile(r"^[A-Za-z_$@.][\w.\-/@$*]*$")
_SPACED_KEY_RE = re.compile(r"^[A-Za-z_][\w.\-/:]*(?: [\w.\-/:]+){1,5}$")  # "guest ok", "fruit:time machine"
_SPACED_LINE_RE = re.compile(r"^\s*[A-Za-z_][\w.\-/: ]{0,60}? = ")  # "   read only = yes"
_QUESTION_WORD_RE = re.compile(r"[A-Za-z][A-Za-z0-9+#]*(?:[.\-][A-Za-z0-9]+)*")
_VALUE_TOKEN_RE = re.compile(r"[A-Za-z]+\d[\w.]*|[A-Za-z]+|\d[\w.]*")
_VERSION_RE = re.compile(r"^\s*(?:~>|[\^~]|[<>=!]=?|==|~=)?\s*v?\d+(?:\.[\dx*]+)*(?:[-+][\w.]+)?"
                         r"(?:\s*,\s*(?:[<>=!~^]=?)?\s*\d+(?:\.[\dx*]+)*)*\s*$|^[A-Za-z]{1,8}\d{1,4}$")
_TAGGED_RE = re.compile(r"^[\w.\-/]+[:@]v?\d+(?:\.[\w*]+)*$")  # "nginx:1.25", "actions/checkout@v4"
_PORT_RE = re.compile(r"^(?:[\w.\-]*:)?\d{2,5}(?::\d{2,5})?(?:/\w+)?(?:\s+\w+)?$")
_NUMBER_RE = re.compile(r"^\s*\d+(?:\.\d+)?\s*$")
_SHAPED = {"version": _VERSION_RE, "versions": _VERSION_RE, "port": _PORT_RE, "ports": _PORT_RE,
           "number": _NUMBER_RE}  # "the maximum number of clients" / maxclients=250
_REFERENCE_RE = re.compile(r"\$\{|\{\{")  # "${{ matrix.python-version }}": another setting, not a value
_HOW_MANY_RE = re.compile(r"^\W*how\s+many\b", re.IGNORECASE)
_ASKING_RE = re.compile(r"^\W*how\s+(?:many\s+(?P<word>times)|(?P<span>long|often))\b", re.IGNORECASE)
_YES_NO_RE = re.compile(r"^\W*(?:is|are|was|were|do|does|did|will|can|has|have|should)\b", re.IGNORECASE)
_NEGATED_RE = re.compile(r"\b(?:not|never)\b|n't\b", re.IGNORECASE)
TRUE_WORDS = frozenset({"true", "yes", "on", "1", "enabled"})
"""A setting's value that means true (any case)."""
FALSE_WORDS = frozenset({"false", "no", "off", "0", "disabled"})
"""A setting's value that means false (any case)."""


@dataclass(frozen=True)
class Setting:
    """One key path of a configuration document and its value (a scalar, a list or a section)."""

    path: tuple[str, ...]
    value: object
    item: frozenset[str] = frozenset()  # in a list of records: the words of its record's other values

    def where(self) -> str:
        out = ""
        for part in self.path:
            out += part if not out else (part if part.startswith("[") else f".{part}")
        return out

    def written(self) -> str:
        return _written(self.value)


@dataclass(frozen=True)
class Config:
    """A document read as configuration: its settings and the words that name the file itself."""

    settings: tuple[Setting, ...]
    header: frozenset[str]


@dataclass(frozen=True)
class Answer:
    """The setting that answers a question, and how."""

    setting: Setting
    yes_no: bool | None  # a yes/no question's answer, read from a boolean or from words met in the value

    def text(self) -> str:
        where, value = self.setting.where(), self.setting.written()
        if self.yes_no is None:
            return f"{where} is {value}."
        return f"{'Yes' if self.yes_no else 'No'}: {where} is {value}."


@dataclass(frozen=True)
class Tied:
    """Settings in different places that each answer the question as well as the others."""

    settings: tuple[Setting, ...]

    def listed(self) -> str:
        return "; ".join(f"{s.where()} = {s.written()}" for s in self.settings[:4])


@dataclass(frozen=True)
class Counted:
    """"How many hooks?": the items of the list settings the question names, counted."""

    settings: tuple[Setting, ...]

    def text(self) -> str:
        total = sum(len(s.value) for s in self.settings)  # type: ignore[arg-type]
        if len(self.settings) == 1:
            return f"{total}: {self.settings[0].where()} lists {self.settings[0].written()}."
        parts = "; ".join(f"{s.where()} has {len(s.value)}" for s in self.settings[:_MAX_LISTED])  # type: ignore[arg-type]
        return f"{total} in all: {parts}."


@dataclass(frozen=True)
class NotListed:
    """"Is black one of the hooks?": a name that no item of the lists the question names holds."""

    name: str
    settings: tuple[Setting, ...]

    def text(self) -> str:
        items = sum(len(s.value) for s in self.settings)  # type: ignore[arg-type]
        where = ", ".join(s.where() for s in self.settings[:4])
        return f"No: {self.name} is not in {where}; none of its {items} entries names it."


@dataclass(frozen=True)
class Unset:
    """A section the question names that sets nothing the question asks, while another section
    sets it ("Does the worker restart?": services.web.restart, nothing under services.worker)."""

    section: Setting
    words: tuple[str, ...]  # the question's words the other section's setting meets
    elsewhere: Setting

    def text(self) -> str:
        asked = " ".join(self.words)
        share = self.share()
        if share is not None:
            return share
        return (f"The file does not mention {asked} for {self.section.where()}; "
                f"{self.elsewhere.where()} is {self.elsewhere.written()}.")


    def share(self) -> str | None:
        """A percentage set elsewhere for the asked thing, worked on the named section's one price
        ("deposit on silver?" with terms.deposit = 25% and silver.price = 6500: "1625 (25% of 6500)");
        ``None`` when the setting is no percentage or the section has no single price."""
        pct = _CUE.percent_value.match(str(self.elsewhere.value)) if not isinstance(self.elsewhere.value, (dict, list)) else None
        if pct is None or not isinstance(self.section.value, dict):
            return None
        prices = [(k, v) for k, v in self.section.value.items() if _CUE.price_key.match(str(k)) and _figure(v) is not None]
        if len(prices) != 1:
            return None
        key, base = prices[0][0], _figure(prices[0][1])
        rate = float(pct.group("pct"))
        worked = round(base * rate / 100, 2)
        shown = f"{worked:g}" if worked == int(worked) else f"{worked:.2f}"
        asked = " ".join(self.words)
        return (f"{asked.capitalize()} for {self.section.where()}: {shown} ({rate:g}% of {self.section.where()}.{key} "
                f"{_written(prices[0][1])}; {self.elsewhere.where()} is {self.elsewhere.written()}).")


def _figure(value: object) -> float | None:
    """A setting's value as a number ("6500", 6500, 6500.0); ``None`` for anything else."""
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return float(value)
    try:
        return float(str(value).strip().replace(",", ""))
    except ValueError:
        return None


def _written(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        parts = [f"{k}: {_written(v) if not isinstance(v, dict) else '{...}'}" for k, v in list(value.items())[:_MAX_LISTED]]
        more = len(value) - _MAX_LISTED
        return "; ".join(parts) + (f"; and {more} more" if more > 0 else "")
    if isinstance(value, list):
        return ", ".join(_written(v) for v in value[:_MAX_LISTED]) + (", ..." if len(value) > _MAX_LISTED else "")
    return str(value).strip()


# --- reading a document as configuration ---------------------------------------------------------


def _json(text: str):
    if not text.lstrip().startswith(("{", "//", "/*")):
        return None
    stripped = _JSONC_RE.sub(lambda m: m.group(0) if m.group(0).startswith('"') else "", text)
    try:
        data = json.loads(_TRAILING_COMMA_RE.sub(r"\1", stripped))
    except ValueError:
        return None
    return data if isinstance(data, dict) else None


def _toml(text: str):
    if "=" not in text:
        return None
    try:
        return tomllib.loads(text)
    except (tomllib.TOMLDecodeError, ValueError):
        return None


def _ini(lines: list[str], text: str):
    if not lines or not _SECTION_RE.match(lines[0]):
        return None
    spaced = all(_SECTION_RE.match(line) or _SPACED_LINE_RE.match(line) for line in lines)
    # every setting line "key = value" (smb.conf, git config, php.ini, a desktop file): keys may hold
    # inner spaces and colons ("read only", "fruit:time machine"), split at the "=" alone
    parser = configparser.ConfigParser(interpolation=None, strict=False, allow_no_value=True,
                                       delimiters=("=",) if spaced else ("=", ":"),
                                       comment_prefixes=("#", ";"), inline_comment_prefixes=(" #", " ;"))
    parser.optionxform = str  # keys as written ("ExecStart")
    try:
        parser.read_string(text)
    except (configparser.Error, AttributeError):  # (an indented line under a bare key: AttributeError)
        return None
    out: dict = {}
    for name in parser.sections():
        section = {}
        for key, value in parser.items(name, raw=True):
            if not _CONFIG_KEY_RE.match(key) and not (spaced and _SPACED_KEY_RE.match(key)):
                return None  # "alpha.example.net ansible_host": an inventory's host line, no setting
            if value is not None and "\n" in value.strip():
                section[key] = [v.strip() for v in value.strip().splitlines() if v.strip()]
            else:
                section[key] = value if value is not None else True
        out[name] = section
    return out


def _env(lines: list[str]):
    found = [_ENV_RE.match(line.strip()) for line in lines]
    if not found or not all(found):
        return None
    return {m.group("key"): _env_value(m.group("value")) for m in found}  # type: ignore[union-attr]


def _env_value(raw: str) -> str:
    """A ``KEY=value`` line's value: a quoted one inside its quotes, an unquoted one up to a " #"
    comment ("MAX_UPLOAD_MB=25   # default 10" sets 25)."""
    value = raw.strip()
    if value[:1] in "\"'":
        end = value.find(value[0], 1)
        return value[1:end] if end > 0 else value.strip("\"'")
    return re.sub(r"\s+#.*$", "", value).strip()


def _yaml(lines: list[str], text: str):
    from course_lib.foundation.yamltext import load_yaml

    if not lines or not _YAML_KEY_RE.match(lines[0]):
        return None  # (prose is not handed to the YAML parser)
    try:
        data = load_yaml(text)
    except Exception:  # noqa: BLE001 (not YAML: read as prose)
        return None
    if not isinstance(data, dict) or not all(_config_keys(data, 0)):
        return None
    nested = any(isinstance(v, (dict, list)) for v in data.values())
    marked = any(re.search(r"[_\-]|[a-z][A-Z]", str(k)) for k in data)
    return data if nested or marked else None


def _config_keys(data: object, depth: int):
    """Whether every key of ``data`` is written like a configuration key (no spaces), one per key."""
    if depth > _MAX_DEPTH:
        yield False
        return
    if isinstance(data, dict):
        for key, value in data.items():
            yield isinstance(key, (str, int, float, bool)) and bool(_CONFIG_KEY_RE.match(str(key)))
            yield from _config_keys(value, depth + 1)
    elif isinstance(data, list):
        for item in data[:200]:
            yield from _config_keys(item, depth + 1)


_NGINX_TOKEN_RE = re.compile(r'"[^"\n]*"|\'[^\'\n]*\'|[{};]|[^\s{};"\']+')


def _nginx(text: str):
    """``name args;`` directives and ``name args { ... }`` blocks (nginx, and the like), or ``None``."""
    if ";" not in text or "{" not in text:
        return None  # (the text without its comments has neither then: not cut line by line to tell)
    body = "\n".join(line.split("#", 1)[0] for line in text.splitlines())
    if ";" not in body or "{" not in body:
        return None
    root: dict = {}
    stack = [root]
    words: list[str] = []
    for token in _NGINX_TOKEN_RE.findall(body):
        if token == ";" or token == "{":
            if not words:
                return None
            key, args = words[0], " ".join(w.strip("\"'") for w in words[1:])
            if token == ";":
                _put(stack[-1], key, args if args else True)
            else:
                if len(stack) > _MAX_DEPTH:
                    return None
                block: dict = {}
                _put(stack[-1], f"{key} {args}".strip(), block)
                stack.append(block)
            words = []
        elif token == "}":
            if words or len(stack) == 1:
                return None
            stack.pop()
        else:
            words.append(token)
    return root if len(stack) == 1 and not words else None


def _put(node: dict, key: str, value: object) -> None:
    if key in node:  # a repeated directive ("listen 80; listen 443 ssl;"): all its values
        old = node[key]
        node[key] = (old if isinstance(old, list) else [old]) + [value]
    else:
        node[key] = value


# a directive file's token: a quoted string, a block's opening or closing mark, or a run of other
# characters (a comma parts a Gemfile's arguments); each character is read once
_DIRECTIVE_TOKEN_RE = re.compile(r'"[^"\n]*"|\'[^\'\n]*\'|[^\s,]+')
_DIRECTIVE_KEY_RE = re.compile(r"^[A-Za-z_][\w.\-/]*$")
_MACHINE_VALUE_RE = re.compile(r"[\d/:.\-_=@~<>*\"'$]")  # a figure, a path, an address, a version, a quote
# "<Directory /srv>", "</Directory>": the name ends at a space or the ">" (each character read once)
_TAG_LINE_RE = re.compile(r"^<(?P<close>/)?(?P<name>[A-Za-z][\w.\-]*)(?P<args>\s[^<>\n]*)?>$")
_MODULE_PATH_RE = re.compile(r"[A-Za-z][\w.\-]*/")  # "github.com/": a module path's host
_OPENS = frozenset({"(", "{", "do"})
_CLOSES = frozenset({")", "}", "end"})
_MAX_DIRECTIVE_ARGS = 4
_MAX_LINE_WORDS = 10  # words of a directive line before its comment, at most (quoted arguments may hold spaces)
_CSV_PAIR_RE = re.compile(r"^[^\s,][^,]*[^\s,],[^\s,][^,]*$")  # "ground almonds,80": one comma, no space at it
_MAX_HEADING_TOKENS = 3  # "Host buildbox", "frontend www", "Match User backup"
_HEADING_NAME_RE = re.compile(r"^[\w.\-*:/@]+$")  # a block's name after its keyword: "shop_pool", "*.lab", "*:443"
_MIN_DIRECTIVES = 3
_MAX_TABLE_WIDTH = 400  # a longer line is no fixed-width table's row (and is not cut column by column)


_COMMENT_CUT_RE = re.compile(r"\s(?:#|//)")  # a directive line's comment starts after a space


def _directives(lines: list[str]):
    """``name value`` lines (``redis.conf``, ``sshd_config``, ``resolv.conf``, ``.tool-versions``,
    ``go.mod``, a ``Gemfile``): each line a key then up to four arguments (a ``#`` or ``//``
    comment after them dropped), most values machine-made (a figure, a path, an address, a version,
    a quoted string or a switch word: "appendonly no"; a bare word or a small word on half of
    the lines at most: "loglevel notice", "Require all granted"), three lines or more, no line of
    prose; a block ``name (`` / ``name do`` ... ``)`` / ``end`` or ``<Tag args>`` ... ``</Tag>``
    keys the lines inside by its name ("require" / "go.uber.org/zap", "VirtualHost *:443"); a
    quoted first argument (``gem "rails", "~> 7.1"``: gem -> rails -> "~> 7.1") or a module path
    with more after it (``require example.org/mod v1.2.0``) is a named entry. ``None`` unless every
    line reads so."""
    if any(len((_COMMENT_CUT_RE.split(line, maxsplit=1)[0] if "#" in line or "//" in line else line).split())
           > _MAX_LINE_WORDS for line in lines):  # (a line with no comment mark is not cut: no scan for one)
        return None  # a line of prose (a directive is a key and up to four arguments): nothing more to read
    if all(_CSV_PAIR_RE.match(line.strip()) for line in lines):
        return None  # "flour,500", "caster sugar,150": a two-column export, the table reader's
    root: dict = {}
    stack = [root]
    read = bare = 0
    heads: dict[str, int] = {}
    indented: dict | None = None  # the block an unindented heading line opened (``_heading``)
    for at, line in enumerate(lines):
        if indented is not None and not line[:1].isspace():
            if stack[-1] is not indented:
                return None  # a bracketed block left open inside an indented one
            stack.pop()
            indented = None
        heading = _heading(lines, at) if len(stack) == 1 else None
        if heading:  # "Host buildbox", "backend shop_pool", "global": a block of the indented lines below
            indented = {}
            _put(stack[-1], heading, indented)
            stack.append(indented)
            continue
        tag = _TAG_LINE_RE.match(line.strip())
        if tag and tag.group("close"):  # "</VirtualHost>": closes the block its name opened
            if len(stack) == 1 or not stack[-1].get("\0tag") == tag.group("name"):
                return None
            stack.pop()["\0tag"] = None
            continue
        if tag:  # "<VirtualHost *:8081>": an Apache-style block named by its tag and arguments
            if len(stack) > _MAX_DEPTH:
                return None
            block = {"\0tag": tag.group("name")}
            _put(stack[-1], " ".join([tag.group("name"), *(tag.group("args") or "").split()]), block)
            stack.append(block)
            continue
        tokens = _DIRECTIVE_TOKEN_RE.findall(line.strip())
        if tokens == [tokens[0]] and tokens[0] in _CLOSES:
            if len(stack) == 1:
                return None
            stack.pop()
            continue
        cut = next((n for n, t in enumerate(tokens) if n and t.startswith(("#", "//"))), len(tokens))
        key, args = tokens[0], tokens[1:cut]
        if not _DIRECTIVE_KEY_RE.match(key) or key.lower() in STOP_WORDS:
            return None
        if args and args[-1] in _OPENS:
            if len(stack) > _MAX_DEPTH or args[-1] == "{":  # (braces: the nginx reader's)
                return None
            name = " ".join([key, *(a.strip("\"':") for a in args[:-1])])
            block: dict = {}
            _put(stack[-1], name, block)
            stack.append(block)
            continue
        if not args or len(args) > _MAX_DIRECTIVE_ARGS or line.rstrip()[-1:] in ".!?":
            return None
        plain = [a for a in args if a[:1] not in "\"'"]
        if re.search(r"[^\s\"'],(?:\s|$)", line):
            return None  # "survey, June": a comma after a bare word is prose's (a Gemfile's follows a quote;
            # "[R=301,L]": a comma inside a machine token is no prose's)
        worded = any(a.lower() in STOP_WORDS and a.lower() not in TRUE_WORDS | FALSE_WORDS for a in plain)
        if worded and len(plain) > 2:
            return None  # "Meet at the boathouse 10:30": a line of prose
        bare += worded or not any(_MACHINE_VALUE_RE.search(a) for a in args) and not (
            len(args) == 1 and args[0].lower() in TRUE_WORDS | FALSE_WORDS)  # ("AllowOverride All", "loglevel notice")
        values = [a.strip("\"'") for a in args]
        host = _MODULE_PATH_RE.match(args[0])
        named = len(args) > 1 and (args[0][:1] in "\"'" or bool(host and "." in host.group(0)))
        node = stack[-1].get(key)
        if named or isinstance(node, dict):  # (a named entry's key holds its entries: gem "rake" among them)
            if not isinstance(node, dict):
                node = {str(v): True for v in (node if isinstance(node, list) else [node] if node else [])}
                stack[-1][key] = node
            _put(node, values[0], " ".join(values[1:]) if named else True)
        else:
            _put(stack[-1], key, " ".join(values))
            heads[key] = heads.get(key, 0) + 1
        read += 1
    if indented is not None and stack[-1] is indented:
        stack.pop()
    if len(stack) != 1 or read < _MIN_DIRECTIVES or 2 * bare > read or max(heads.values(), default=0) * 2 > read:
        return None  # (one key opening most lines: a log's month or a listing's owner, no setting)
    if max(map(len, lines)) <= _MAX_TABLE_WIDTH and fixed_width_table(lines) is not None:
        return None  # a header of labels over rows of cells: the table reader's
    _untag(root, 0)
    return root


def _heading(lines: list[str], at: int) -> str | None:
    """An unindented line of one to three name-like tokens (``Host buildbox``, ``backend
    shop_pool``, ``global``) followed by an indented line: the name of the block those indented
    lines make (``ssh_config``, ``haproxy.cfg``); ``None`` otherwise. The block's lines must read
    as directives themselves (the caller reads them on)."""
    line = lines[at]
    if line[:1].isspace() or at + 1 >= len(lines) or not lines[at + 1][:1].isspace():
        return None
    tokens = _DIRECTIVE_TOKEN_RE.findall(line.strip())
    if not tokens or len(tokens) > _MAX_HEADING_TOKENS or tokens[-1] in _OPENS:
        return None
    if not _DIRECTIVE_KEY_RE.match(tokens[0]) or tokens[0].lower() in STOP_WORDS:
        return None
    if any(t.lower() in STOP_WORDS or not _HEADING_NAME_RE.match(t) for t in tokens[1:]):
        return None  # "Meet at noon": prose, no block's name
    return " ".join(tokens)


def _untag(node: dict, depth: int) -> None:
    """The tag marks of ``_directives``' blocks taken out (they were only to match a close)."""
    node.pop("\0tag", None)
    for value in node.values():
        for inner in value if isinstance(value, list) else [value]:
            if isinstance(inner, dict) and depth < _MAX_DEPTH:
                _untag(inner, depth + 1)


def _settings(data: dict) -> tuple[Setting, ...]:
    out: list[Setting] = []

    def walk(value: object, path: tuple[str, ...], item: frozenset[str], depth: int) -> None:
        if len(out) >= _MAX_SETTINGS or depth > _MAX_DEPTH:
            return
        if path:
            out.append(Setting(path, value, item))
        if isinstance(value, dict):
            for key, inner in value.items():
                walk(inner, (*path, str(key)), item, depth + 1)
        elif isinstance(value, list) and any(isinstance(v, (dict, list)) for v in value):
            for i, inner in enumerate(value[:200]):
                walk(inner, (*path, f"[{i}]"), item | _record_words(inner), depth + 1)
        elif _argument_lines(value):  # "Redirect 302 /sale ...", "Redirect 301 /blog ...": one setting a line
            for i, inner in enumerate(value[:200]):
                walk(inner, (*path, f"[{i}]"), item, depth + 1)

    walk(data, (), frozenset(), 0)
    return tuple(out)


def _argument_lines(value: object) -> bool:
    """A repeated directive whose every line holds several arguments ("Redirect 302 /sale /spring"):
    its lines are told apart by their arguments, each line a setting of its own."""
    return (isinstance(value, list) and len(value) > 1
            and all(isinstance(v, str) and len(v.split()) > 1 for v in value))


def _record_words(record: object) -> frozenset[str]:
    """The words of a record's short scalar values ("repo: https://github.com/psf/black", "name:
    api"), which name the record its other settings belong to."""
    if not isinstance(record, dict):
        return frozenset()
    found = [t.lower() for v in record.values() if isinstance(v, (str, int, float)) and not isinstance(v, bool)
             and len(str(v)) < 80 for t in _VALUE_TOKEN_RE.findall(str(v))]
    return frozenset(stem(t) for t in found[:40])


@lru_cache(maxsize=256)
def parse(body: str) -> Config | None:
    """``body`` read as a configuration file, or ``None`` when it is not one as a whole."""
    if len(body) > _MAX_CHARS:
        return None
    text = body.strip()
    fenced = _FENCE_RE.match(text)
    if fenced:
        text = fenced.group("body").strip()
    header: set[str] = set()
    named = _FILE_LINE_RE.match(text + "\n")
    if named:
        header.update(_key_words(named.group("name")) - {"json", "toml", "yaml", "yml", "ini", "cfg", "conf", "env"})
        text = text[named.end():].strip()
    lines = [line for line in text.splitlines() if line.strip() and not line.lstrip().startswith(("#", ";", "//"))]
    for line in text.splitlines():
        if not line.strip():
            continue
        if not line.lstrip().startswith(("#", "//")):
            break
        header.update(stem(p) for w in _question_words(line.lstrip("#/ ")) for p in {w, *w.split(".")} if p)
        # "// tsconfig for the web app", "# redis.conf for the cache": redis.conf, redis, conf
    data = None
    for reader in (lambda: _json(text), lambda: _toml(text), lambda: _ini(lines, text), lambda: _env(lines),
                   lambda: _nginx(text), lambda: _yaml(lines, text), lambda: _directives(lines)):
        data = reader()
        if data:
            break
    if not data:
        return None
    settings = _settings(data)
    if sum(not isinstance(s.value, dict) for s in settings) < _MIN_SETTINGS:
        return None
    name = data.get("name") if isinstance(data, dict) else None
    if isinstance(name, str) and len(name) < 60:
        header.update(stem(w) for w in _question_words(name))  # a workflow's "name: CI", a package's "name": "harbor-ui"
    schema = data.get("$schema") if isinstance(data, dict) else None
    if isinstance(schema, str) and len(schema) < 200:
        # "https://docs.renovatebot.com/renovate-schema.json": the file says what it configures,
        # so "Renovate" in "What timezone does Renovate use?" names the file, no setting
        words = re.findall(r"[a-z]{3,}", schema.lower())
        header.update(stem(w.removesuffix("rc")) for w in words if w not in lexicon("schema_url_words"))
    return Config(settings, frozenset(header))


# --- answering a question from the settings ------------------------------------------------------


@lru_cache(maxsize=4096)
def _key_words(key: str) -> frozenset[str]:
    """A key's words, stemmed: "sourceMap" -> source, map; "DATABASE_URL" -> database, url; the key
    itself too ("flake8")."""
    parts = name_words(key).split()
    whole = re.sub(r"[^a-z0-9]", "", key.lower())
    return frozenset(stem(p) for p in [*parts, whole] if p)


def _value_meets(word: str, value: object) -> bool:
    """A question word is a word of the value, or the leading letters of a value token of letters
    then digits ("es" / "ES2022", "py" / "py311")."""
    if isinstance(value, (dict, bool)) or value is None:
        return False
    if isinstance(value, list) and (any(isinstance(v, (dict, list)) for v in value) or _argument_lines(value)):
        return False  # (a repeated directive's lines are met one by one)
    text = _written(value) if isinstance(value, list) else str(value)
    for token in _VALUE_TOKEN_RE.findall(text[:300]):
        low = token.lower()
        if stem(low) == word or low == word:
            return True
        letters = re.match(r"[a-z]+", low)
        if letters and letters.group(0) == word and low[len(word):len(word) + 1].isdigit():
            return True
    return False


def _shaped(word: str, value: object) -> bool:
    """The value has the shape the word asks for ("version" / ">=3.10", "port" / 8080)."""
    shape = _SHAPED.get(word)
    if shape is None or isinstance(value, (dict, bool)) or value is None:
        return False
    items = value if isinstance(value, list) else [value]
    tagged = _TAGGED_RE if shape is _VERSION_RE else shape
    return bool(items) and all(not isinstance(v, (dict, list, bool)) and (shape.match(str(v)) or tagged.match(str(v)))
                               for v in items)


def _question_words(question: str) -> list[str]:
    words = []
    for raw in _QUESTION_WORD_RE.findall(question):
        low = raw.lower().removesuffix("'s")
        parts = [low] if "-" not in low else low.split("-")  # "ruff-pre-commit": its parts, as keys split
        words.extend(p for p in parts if p not in STOP_WORDS and len(p) >= 2)
    return list(dict.fromkeys(words))


@dataclass(frozen=True)
class _Fit:
    setting: Setting
    own: int  # question words met by the setting's own key or value
    keyed: int  # question words met by its own key, its value or the keys above it
    plain: int  # of ``own``, the words that are no configuration talk ("used", "enabled")
    extra: int  # words of its own key the question does not say
    by_value: bool  # a word met by the value (not only by keys)


def _fit(words: list[str], stems: set[str], setting: Setting, talk: frozenset[str], header: frozenset[str],
         counted: bool = False, span: str = "") -> _Fit | None:
    own_key = _key_words(setting.path[-1]) if not setting.path[-1].startswith("[") else frozenset()
    if own_key:  # "startretries" asked "retry starting": start, retry (``key_splits``)
        own_key |= split_words(setting.path[-1], asked_forms(words))
        own_key |= _key_synonyms(own_key)  # "max_players" asked "how many people": people
    inherited = frozenset().union(*(_key_words(p) for p in setting.path[:-1] if not p.startswith("[")), setting.item)
    joined = {w for a, b in pairwise(words) if stem(a + b) in own_key for w in (a, b)}  # "test paths" / testpaths
    own = plain = keyed = 0
    by_value = False
    for word in words:
        s = stem(word)
        if s in own_key or word in own_key or word in joined:
            own += 1
            plain += s not in talk
        elif _value_meets(s, setting.value) or _value_meets(word, setting.value):
            own += 1
            plain += s not in talk
            by_value = True
        elif s in inherited or word in inherited:
            keyed += 1
        elif _shaped(word, setting.value) or s in talk or s in header or word in header:
            continue
        elif word == span and own_key & _span_units():
            continue  # "how long" of stopwaitsecs / idletimeoutms: the key's unit makes the figure a length
        elif _status_meaning(word) and _statuses(setting.value):
            continue  # "permanent" of "Redirect 302 ...": asked of the status code (``_answer``)
        else:
            return None
    if counted and own_key & _count_keys() and _number(setting.value):
        own += 1  # "How many cables?": the cable record's "qty" answers the "how many"
    if own == 0:
        return None
    extra = sum(1 for k in own_key if k not in stems and not k.isdigit()) - (len(own_key) > 1)
    return _Fit(setting, own, own + keyed, plain, max(extra, 0), by_value)


def _rank(fit: _Fit) -> tuple[int, int, int, int]:
    """More of the question met by keys and values, then by its own words that are no talk, then
    by its own key or value, then fewer words of its key the question leaves out."""
    return (fit.keyed, fit.plain, fit.own, -fit.extra)


@lru_cache(maxsize=1)
def _status_glossary() -> dict[str, str]:
    """HTTP status codes and the kind of redirect each means (data: ``lexicons.yaml``
    ``status_code_meanings``, "301/permanent")."""
    return dict(entry.split("/", 1) for entry in sorted(lexicon("status_code_meanings")))


def _status_meaning(word: str) -> str | None:
    """The meaning a question word names ("permanent", "permanently" -> permanent), or ``None``."""
    meanings = set(_status_glossary().values())
    low = word.lower()
    return next((m for m in meanings if low == m or low == m + "ly" or stem(low) == stem(m)), None)


def _statuses(value: object) -> dict[str, str]:
    """The glossary's status codes a scalar value holds as whole tokens ("302 /sale /spring", "[R=301 L]")."""
    if not isinstance(value, (str, int)) or isinstance(value, bool):
        return {}
    glossary = _status_glossary()
    return {t: glossary[t] for t in re.findall(r"(?<![\w.])\d{3}(?![\w.])", str(value)) if t in glossary}


def _number(value: object) -> bool:
    return not isinstance(value, bool) and (isinstance(value, (int, float)) or bool(re.fullmatch(r"\d+", str(value))))


@lru_cache(maxsize=1)
def _synonym_table() -> dict[str, frozenset[str]]:
    table: dict[str, set[str]] = {}
    for entry in lexicon("config_key_synonyms"):
        key, _, word = entry.partition("/")
        table.setdefault(stem(key), set()).add(stem(word))
    return {k: frozenset(v) for k, v in table.items()}


def _key_synonyms(key_words: frozenset[str]) -> frozenset[str]:
    """The question words a key's words stand for in everyday talk (data: ``lexicons.yaml``
    ``config_key_synonyms``, "players/people": a key naming players counts people)."""
    table = _synonym_table()
    return frozenset().union(*(table.get(k, frozenset()) for k in key_words))


@lru_cache(maxsize=1)
def _count_keys() -> frozenset[str]:
    return frozenset(stem(w) for w in lexicon("config_count_keys"))


@lru_cache(maxsize=1)
def _span_units() -> frozenset[str]:
    return frozenset(stem(w) for w in lexicon("config_span_units"))


@lru_cache(maxsize=1)
def _talk() -> frozenset[str]:
    return frozenset(stem(w) for w in lexicon("config_talk_words"))


def negated_value(value: object) -> bool:
    """Does a setting's value open with a negation ("not booked", "none", "n/a", "无")? Its yes/no
    is a no (the words are data: ``negated_value_words``)."""
    if not isinstance(value, str) or not value.strip():
        return False
    low = value.strip().lower()
    first = re.match(r"[^\s,;:(]+", low)
    words = lexicon("negated_value_words")
    return bool(first and first.group(0).rstrip(".") in words) or any(
        low.startswith(w) for w in words if re.match(r"[\u3040-\u9fff]", w))


def _truth(value: object) -> bool | None:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in TRUE_WORDS | FALSE_WORDS:
        return value.strip().lower() in TRUE_WORDS
    return None


def answered(question: str, bodies: list[str]) -> Answer | Counted | NotListed | Tied | Unset | None:
    """The setting of the configuration documents among ``bodies`` that answers ``question``, the
    settings that tie, or ``None`` (see the module docstring)."""
    configs = [c for c in (parse(b) for b in bodies[:20]) if c is not None]
    if not configs:
        return None
    words = _question_words(question)
    asking = _ASKING_RE.match(question)
    if asking and asking.group("word"):  # "how many times": the kind of answer, no setting's word
        words = [w for w in words if w != asking.group("word").lower()]
    span = asking.group("span").lower() if asking and asking.group("span") else ""
    if not words:
        return None
    talk = _talk()
    stems = {stem(w) for w in words} | set(words)
    counted = bool(_HOW_MANY_RE.search(question))
    fits = [f for c in configs for s in c.settings
            if not (isinstance(s.value, str) and _REFERENCE_RE.search(s.value))
            and (not counted or isinstance(s.value, list) or _number(s.value))  # a count answers "how many"
            for f in [_fit(words, stems, s, talk, c.header, counted, span)] if f is not None]
    if not fits:
        placed = _placed(question, words, bodies)
        if placed is not None:
            return placed
        return _not_listed(question, words, stems, configs, bodies) or _unset(words, stems, configs, talk)
    best_rank = max(map(_rank, fits))
    best = [f for f in fits if _rank(f) == best_rank]
    if counted and all(isinstance(f.setting.value, list) for f in best):
        return Counted(tuple(f.setting for f in best))  # "How many hooks?" over three repos' hook lists
    top = min(best, key=lambda f: len(f.setting.path))
    inside = all(f.setting.path[:len(top.setting.path)] == top.setting.path for f in best)
    if not inside and len({f.setting.written() for f in best}) > 1:
        return Tied(tuple(f.setting for f in best))
    return _answer(question, top, words)


_COMMENT_LINE_RE = re.compile(r"^[ \t]*(?:;|#(?!!)|//)[ \t]*(?P<text>\S[^\n]*)$", re.MULTILINE)
_FIGURE_RE = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.]|\.\d)")


def new_value(comment: str) -> str | None:
    """The value a comment line says is in force ("van pitches go down to 16.00 this season": "16.00";
    ``patterns.yaml`` config_files.new_value), when it names one figure so and dates no change ("rise
    to 40 from May" is no value of today); ``None`` otherwise."""
    found = {m.group("value") for m in _CUE.new_value.finditer(comment)}
    if len(found) != 1 or _CUE.dated.search(comment):
        return None
    return found.pop()


def noted_change(setting: Setting, bodies: list[str]) -> str | None:
    """A comment line of the documents (";", "#", "//" opening it) that names ``setting``'s last key
    by its words ("van pitches ..." for ``pitches.van``) and holds a figure other than the setting's
    own number ("; note: van pitches go down to 16.00 this season" beside ``van = 18.00``): the line,
    else ``None``. Only a setting whose value is a number is checked. (``new_value`` reads the value
    such a line puts in force, when it says one.)"""
    try:
        own = float(str(setting.value).strip())
    except ValueError:
        return None
    parts = re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", setting.path[-1]) if setting.path else []
    key = {stem(p.lower()) for p in parts if len(p) > 1 and not p.isdigit()}
    if not key:
        return None
    for body in bodies[:20]:
        if ";" not in body and "#" not in body and "//" not in body:
            continue
        for m in _COMMENT_LINE_RE.finditer(body[:_MAX_CHARS]):
            text = m.group("text")
            words = {stem(w) for w in re.findall(r"[a-z]+", text.lower())}
            if not key <= words:
                continue
            if any(float(f) != own for f in _FIGURE_RE.findall(text)):
                return text.strip()
    return None


@dataclass(frozen=True)
class Restated:
    """A comment line (``line``) that restates ``setting``'s key with the value ``new`` and says it is a change."""

    setting: Setting
    line: str
    new: str

    def text(self) -> str:
        return (f"{self.setting.where()} is {self.new}: a comment in the file changes it from "
                f"{self.setting.written()} (\"{self.line.rstrip('.')}\").")


def restated_change(setting: Setting, bodies: list[str]) -> Restated | None:
    """A comment line of the documents (";", "#", "//" opening it) that restates ``setting``'s whole key path as
    written (``where``) with ``=`` or ``:`` and another value, and says it is a change (``patterns.yaml``
    config_files.restated_change: "# price change 1 June: washer.large.12kg=7.00"): that change, else ``None``.
    A comment restating the key with no change word ("#washer.large.12kg=7.00") is a commented-out setting and
    changes nothing; two such comments giving different values give ``None`` (the caller reads as before)."""
    key = setting.where()
    if not key or isinstance(setting.value, (dict, list)):
        return None
    own = setting.written().strip()
    key_re = re.compile(rf"(?<![\w.\-]){re.escape(key)}\s*[=:]\s*(?P<value>[^\s,;#]+(?:\s[^\s,;#=:]+)?)")
    found: list[Restated] = []
    for body in bodies[:20]:
        if key not in body:
            continue
        for m in _COMMENT_LINE_RE.finditer(body[:_MAX_CHARS]):
            text = m.group("text")
            restated = key_re.search(text)
            if restated is None:
                continue
            value = restated.group("value").strip().rstrip(".")
            cue_text = text[:restated.start()] + " " + text[restated.end():]
            if value and value != own and _CUE.restated_change.search(cue_text):
                found.append(Restated(setting, text.strip(), value))
    return found[0] if len({r.new for r in found}) == 1 else None


@dataclass(frozen=True)
class Changed:
    """``setting``'s value changed by the clause ``clause`` of the value of ``by`` (a change line); ``new`` is the one
    amount the clause states, else ``None`` (the caller states a limit)."""

    setting: Setting
    by: Setting
    clause: str
    new: str | None


def changed_setting(setting: Setting, bodies: list[str]) -> Changed | None:
    """Another setting of the documents whose value is a change line (``later_corrections.marked``: "from 1 April the
    adult subscription is £260; couple unchanged") with a clause that names ``setting``'s last key by its words and
    states a figure the setting's value does not ("adult" of ``subscriptions.adult = £240 a year``): that change, else
    ``None``. A clause naming the key with no figure ("couple unchanged") changes nothing."""
    from course_lib.sim.grounded.later_corrections import change_body, marked
    from course_lib.sim.words.currencies import AMOUNT_RE

    parts = re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", setting.path[-1]) if setting.path else []
    key = {stem(p.lower()) for p in parts if len(p) > 1 and not p.isdigit()}
    own = set(re.findall(r"\d+(?:\.\d+)?", setting.written()))
    if not key or not own:
        return None
    for body in bodies[:20]:
        config = parse(body)
        if config is None:
            continue
        for other in config.settings:
            if other.path == setting.path or not isinstance(other.value, str) or not marked(other.value):
                continue
            for clause in re.split(r"\s*;\s*|(?<=[.!?])\s+", other.value):
                said = change_body(clause)
                words = {stem(w) for w in re.findall(r"[a-z]+", said.lower())}
                figures = set(re.findall(r"\d+(?:\.\d+)?", said))
                if key <= words and figures - own:
                    amounts = [m.group(0).strip() for m in AMOUNT_RE.finditer(said)]
                    return Changed(setting, other, clause.strip(), amounts[0] if len(amounts) == 1 else None)
    return None


@dataclass(frozen=True)
class LeadTime:
    """"What time do players get warned about the restart?" over ``daily_at = "05:30"`` and
    ``warning_minutes = 15`` in one section: the clock time less (or plus) the lead."""

    clock: Setting
    lead: Setting
    unit_minutes: int
    sign: int  # -1: the lead comes before the clock time (a warning, a reminder); +1 after (a delay)

    def value(self) -> str:
        h, m = map(int, str(self.clock.value).split(":"))
        total = (h * 60 + m + self.sign * int(float(str(self.lead.value))) * self.unit_minutes) % (24 * 60)
        return f"{total // 60:02d}:{total % 60:02d}"

    def text(self) -> str:
        how = "less" if self.sign < 0 else "plus"
        return (f"{self.value()} ({self.clock.where()} {self.clock.written()} {how} "
                f"{self.lead.where()} {self.lead.written()}).")


_CLOCK_RE = re.compile(r"^\s*(?:[01]?\d|2[0-3]):[0-5]\d\s*$")
_WHAT_TIME_RE = re.compile(r"^\W*(?:(?:at\s+)?what\s+time|when)\b", re.IGNORECASE)
_UNIT_MINUTES = {"second": 0, "minut": 1, "min": 1, "hour": 60, "hr": 60}


def lead_time(question: str, bodies: list[str]) -> LeadTime | None:
    """A when-question naming a lead (data: ``lexicons.yaml`` ``config_lead_words``: "warned",
    "reminded"; ``config_lag_words``: "delayed") answered from one section's clock-time setting and
    its setting of that lead in a unit of time ("warning_minutes"), when another question word names
    the section or the clock setting ("restart", "daily"); ``None`` otherwise or for two such pairs."""
    if not _WHAT_TIME_RE.search(question):
        return None
    configs = [c for c in (parse(b) for b in bodies[:20]) if c is not None]
    if not configs:
        return None
    words = {stem(w) for w in _question_words(question)}
    before = {stem(w) for w in lexicon("config_lead_words")}
    after = {stem(w) for w in lexicon("config_lag_words")}
    found = []
    for config in configs:
        for clock in config.settings:
            if not isinstance(clock.value, str) or not _CLOCK_RE.match(clock.value):
                continue
            near = _key_words(clock.path[-1]) | frozenset().union(*(_key_words(p) for p in clock.path[:-1]))
            if not words & near:
                continue
            for lead in config.settings:
                if lead.path[:-1] != clock.path[:-1] or lead is clock or not _number(lead.value):
                    continue
                keys = _key_words(lead.path[-1])
                unit = next((n for u, n in _UNIT_MINUTES.items() if any(k.startswith(u) for k in keys)), 0)
                said = words & keys
                sign = -1 if said & before else 1 if said & after else 0
                if unit and sign:
                    found.append(LeadTime(clock, lead, unit, sign))
    return found[0] if len(found) == 1 else None


def _placed(question: str, words: list[str], bodies: list[str]) -> Answer | None:
    """"What's the first nameserver?": the one ordinal word that meets no setting, taken out, and
    the item in that place of the list setting the rest of the question finds; ``None`` when the
    rest finds no list of plain values that long."""
    from course_lib.sim.grounded.evidence import ordinal_place

    places = [(w, ordinal_place(w)) for w in words if ordinal_place(w) is not None]
    if len(places) != 1 or _HOW_MANY_RE.search(question):
        return None
    word, place = places[0]
    found = answered(re.sub(rf"\b{re.escape(word)}\b", " ", question, flags=re.IGNORECASE), bodies)
    if not isinstance(found, Answer) or found.yes_no is not None:
        return None
    value = found.setting.value
    if not isinstance(value, list) or not value or any(isinstance(v, (dict, list)) for v in value):
        return None
    if place > len(value):
        return None
    at = place - 1 if place > 0 else len(value) - 1
    return Answer(Setting((*found.setting.path, f"[{at}]"), value[at], found.setting.item), None)


def _not_listed(question: str, words: list[str], stems: set[str], configs: list[Config],
                bodies: list[str]) -> NotListed | None:
    """The one word of a yes/no question that the documents never write, when every other word
    meets lists of the one configuration file: "no", read from the whole of those lists."""
    if len(configs) != 1 or not _YES_NO_RE.search(question) or _NEGATED_RE.search(question):
        return None
    talk = _talk()
    written = "\n".join(bodies).lower()
    unwritten = [w for w in words if stem(w) not in talk and not re.search(rf"(?<![a-z0-9]){re.escape(w)}", written)]
    if len(unwritten) != 1 or not re.fullmatch(r"[a-z][a-z0-9_.+]*", unwritten[0]):
        return None
    rest = [w for w in words if w != unwritten[0]]
    fits = [f for s in configs[0].settings if isinstance(s.value, list) and s.value
            for f in [_fit(rest, stems, s, talk, configs[0].header)] if f is not None and not f.by_value]
    if not fits:
        return None
    best = max(map(_rank, fits))
    return NotListed(unwritten[0], tuple(f.setting for f in fits if _rank(f) == best))


def _unset(words: list[str], stems: set[str], configs: list[Config], talk: frozenset[str]) -> Unset | None:
    """The one section named by a question word under which no setting fits the question, when
    exactly one setting elsewhere fits it with that word left out; ``None`` otherwise."""
    found = []
    for config in configs:
        for section in config.settings:
            if not isinstance(section.value, dict) or section.path[-1].startswith("["):
                continue
            shared = _kind_words(words, section, config)
            named = [w for w in words if w not in shared and _names(w, section.path[-1])]
            if len(named) != 1:
                continue
            rest = [w for w in words if w != named[0] and w not in shared]
            if not rest:
                continue
            deep = len(section.path)
            elsewhere = [f for s in config.settings
                         if len(s.path) > deep and s.path[:deep - 1] == section.path[:-1] and s.path[:deep] != section.path
                         for f in [_fit(rest, stems, s, talk, config.header)] if f is not None and f.own == len(
                             [w for w in rest if stem(w) not in talk])]
            if len(elsewhere) == 1:
                found.append(Unset(section, tuple(w for w in rest if stem(w) not in talk), elsewhere[0].setting))
    return found[0] if len(found) == 1 else None


def _names(word: str, key: str) -> bool:
    return stem(word) in _key_words(key) or word in _key_words(key)


def _kind_words(words: list[str], section: Setting, config: Config) -> set[str]:
    """The question's words that name every section beside ``section`` alike ("account" of
    ``Account home`` and ``Account college``): the kind of block, which names none of them."""
    siblings = [s.path[-1] for s in config.settings if isinstance(s.value, dict) and len(s.path) == len(section.path)
                and s.path[:-1] == section.path[:-1]]
    if len(siblings) < 2:
        return set()
    return {w for w in words if all(_names(w, k) for k in siblings)}


def _answer(question: str, fit: _Fit, words: list[str]) -> Answer | None:
    setting = fit.setting
    if not _YES_NO_RE.search(question):
        if _given(setting, question):
            return None  # "Which book did Bea choose?" over chosen_by = "Bea": the value it gives, not the one asked
        return Answer(setting, None)
    if _NEGATED_RE.search(question):
        return None  # "Aren't source maps generated?": the polarity of the question is not read here
    negated_key = lexicon("config_negated_key_words")
    said = {stem(w) for w in words} | set(words)
    if any(stem(w) in _key_words(p) and not said & _key_words(p) - {stem(w)} - _talk()
           for p in setting.path for w in negated_key if w not in words) and not any(
            re.sub(r"[^a-z0-9]", "", p.lower()) in said for p in setting.path):
        return None  # "noImplicitAny": a yes on the key is a no on what the question asks
    off = lexicon("switch_off")
    flipped = any(w in off for w in words)
    meant = {m for w in words for m in [_status_meaning(w)] if m}
    codes = _statuses(setting.value)
    if len(meant) == 1 and len(codes) == 1:  # "Is the /sale redirect permanent?" / "302": temporary
        (asked,), ((code, means),) = meant, codes.items()
        return Answer(Setting(setting.path, f"{_written(setting.value)} ({code} is a {means} redirect)", setting.item),
                      (asked == means) != flipped)
    truth = _truth(setting.value)
    if truth is not None:
        return Answer(setting, truth != flipped)
    if negated_value(setting.value):  # "child_seat: not booked": the value itself says no
        return Answer(setting, flipped)
    if fit.by_value and not flipped:  # "Does it restart on failure?" / Restart=on-failure
        return Answer(setting, True)
    return Answer(setting, None)


_WH_NOUN_RE = re.compile(r"\b(?:which|what)\s+([A-Za-z]+)", re.IGNORECASE)


def _given(setting: Setting, question: str) -> bool:
    """A setting's text value is written in the wh-question itself, as whole words, and is no key
    of its path ("Which user does the backup run as?" over ``[backup] user = backup`` names the
    section): the question gives the value, and asks something else of its record."""
    value = setting.value
    if not isinstance(value, str) or len(value.strip()) < 2:
        return False
    if any(value.strip().lower() == str(p).lower() for p in setting.path):
        return False
    asked = _WH_NOUN_RE.search(question)  # "which user ..." over ``User=backup``: the key asked, its value the answer
    if asked and setting.path and stem(asked.group(1).lower()) in _key_words(str(setting.path[-1])):
        return False
    return bool(re.search(rf"(?<!\w){re.escape(value.strip())}(?!\w)", question, re.IGNORECASE))


_QUOTED_SECTION_RE = re.compile(r"(?<![\w\]])\[[A-Za-z_][\w. -]{0,60}\](?![\w(\[])")


def old_value_comments(reply: str, bodies: list[str]) -> str:
    """``reply`` without the comments of a quoted configuration line that give a setting's old or
    default value ("max_players = 40 # was 64 until ...", "MAX_UPLOAD_MB=25 # default 10"): the
    comment's value is not the setting's (data: ``patterns.yaml`` ``config_files.old_value_comment``);
    ``reply`` unchanged when no body parses as configuration."""
    if not bodies or not any(parse(b) is not None for b in bodies[:20]):
        return reply
    return _CUE.old_value_comment.sub("", reply)


def unmet_quote(question: str, reply: str, bodies: list[str]) -> bool:
    """Is ``reply`` a quote of configuration documents (every one of ``bodies`` parses as one)
    that spans two of their sections or more, while a word of the question stands nowhere in it
    ("how many times a day does the backup run?" answered by ``[general] hostname = ...
    [schedule] interval_hours = 6 ...``: no "times")? Such a quote is sections picked by words of
    their comments, not an answer: the settings reader (``answered``) found no setting that
    answers. A quote holding every word of the question ("what's my git email?" over ``[user] ...
    email = ...``) may hold the answer and is left as it is."""
    if not bodies or not all(parse(b) is not None for b in bodies[:20]):
        return False
    if len(set(_QUOTED_SECTION_RE.findall(reply))) < 2:
        return False
    said = {stem(w) for w in re.findall(r"[a-z0-9]+", name_words(reply).lower() + " " + reply.lower())}
    asked = {stem(w) for w in _question_words(question)} - _talk()
    return bool(asked - said)
