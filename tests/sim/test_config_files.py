"""Configuration files read as configuration (issue 26; seventeenth L2): a document that parses
whole as JSON (with or without comments), TOML, INI, ``KEY=VALUE`` lines, a YAML mapping or
nginx-style blocks is read as key paths and values, its keys split into words, and a question is
answered by the one setting whose key path and value meet every word of it.

Read as prose, ``"emitDecoratorMetadata": true`` was one token no question word met, "I don't
know." was trusted. Files and wordings are invented for this test (three or more per format);
every test fails on the code before the change (there was no ``config_files`` nor ``record_keys.name_words``; the chat model's
replies checked in ``test_the_chat_model_answers_from_the_setting`` were "I don't know." or a quoted
line or section with no yes/no); the guards check the new reader's refusals.
"""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import config_files
from course_lib.sim.material.record_keys import name_words
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

JSONC_A = """// jsconfig.json of the docs site
{
  /* editor hints only */
  "compilerOptions": {
    "checkJs": true,
    "moduleResolution": "bundler",
    "target": "ES2019", // old Safari
    "experimentalDecorators": false,
  },
  "exclude": ["dist", "coverage"],
}"""
JSONC_B = """{
  // VS Code workspace settings
  "editor.tabSize": 2,
  "editor.formatOnSave": true,
  "files.trimTrailingWhitespace": false,
  "python.defaultInterpreterPath": "/usr/bin/python3.12"
}"""
JSONC_C = """// .eslintrc.json
{
  "root": true,
  "env": { "browser": true, "node": false },
  "parserOptions": { "ecmaVersion": 2021, "sourceType": "module" },
  "rules": { "no-console": "warn", "eqeqeq": "error" }
}"""
JSON_A = """{
  "name": "kelp-dashboard",
  "version": "0.3.0",
  "engines": { "node": "^20.11.0", "pnpm": ">=8" },
  "dependencies": { "vue": "^3.4.21", "vue-router": "^4.3.0", "pinia": "2.1.7" },
  "scripts": { "serve": "vite preview --port 4173", "lint": "eslint ." }
}"""
JSON_B = """{
  "port": 7070,
  "logLevel": "debug",
  "cache": { "enabled": false, "ttlSeconds": 90 },
  "retry": { "maxAttempts": 5, "backoffMs": 250 }
}"""
JSON_C = """{
  "$schema": "https://json.schemastore.org/renovate",
  "extends": ["config:recommended"],
  "automerge": true,
  "prHourlyLimit": 3,
  "timezone": "Europe/Lisbon"
}"""
TOML_A = """[package]
name = "saltmarsh"
version = "0.4.2"
edition = "2021"
rust-version = "1.74"

[dependencies]
serde = { version = "1.0", features = ["derive"] }
tokio = "1.36"
"""
TOML_B = """[tool.poetry]
name = "otterbox"
version = "1.2.0"

[tool.poetry.dependencies]
python = "^3.11"
fastapi = "^0.110"

[tool.black]
line-length = 120
"""
TOML_C = """[server]
host = "0.0.0.0"
port = 9300
workers = 6

[features]
beta_search = true
dark_theme = false
"""
YAML_A = """version: "3.9"
services:
  api:
    image: ghcr.io/acme/api:2.8
    ports:
      - "5000:5000"
    restart: always
  queue:
    image: rabbitmq:3.13-management
"""
YAML_B = """name: Release
on:
  push:
    tags: ["v*"]
jobs:
  publish:
    runs-on: macos-14
    timeout-minutes: 25
    steps:
      - uses: actions/setup-go@v5
        with:
          go-version: "1.22"
"""
YAML_C = """repos:
  - repo: https://github.com/psf/black
    rev: 24.3.0
    hooks:
      - id: black
default_language_version:
  python: python3.12
fail_fast: true
"""
INI_A = """[Unit]
Description=Backup of the photo share

[Service]
Type=oneshot
User=backup
Nice=15
TimeoutStartSec=3600

[Install]
WantedBy=timers.target
"""
INI_B = """[pytest]
addopts = -ra --maxfail=2
testpaths = tests
xfail_strict = true

[coverage:run]
branch = true
"""
INI_C = """[mysqld]
max_connections = 250
innodb_buffer_pool_size = 2G
slow_query_log = 1

[client]
default-character-set = utf8mb4
"""
ENV_A = """# staging
SENTRY_DSN=https://abc123@o42.ingest.sentry.io/77
FEATURE_NEW_CHECKOUT=false
SESSION_TTL_MINUTES=45
"""
ENV_B = """export AWS_REGION=eu-central-1
export S3_BUCKET=kelp-uploads
export USE_PATH_STYLE=true
"""
ENV_C = """SMTP_HOST=mail.example.net
SMTP_PORT=587
SMTP_USE_TLS=yes
MAIL_FROM="Kelp <noreply@example.net>"
"""
NGINX_A = """server {
    listen 443 ssl;
    server_name wiki.example.com;
    gzip on;
    keepalive_timeout 30s;
}
"""
NGINX_B = """user www-data;
worker_processes auto;
events {
    worker_connections 4096;
}
"""
NGINX_C = """upstream app { server 10.0.0.5:8000; }
server {
    listen 80;
    client_max_body_size 8m;
    location / { proxy_pass http://app; }
}
"""

ANSWERED = [
    (JSONC_A, "Which ES version does it target?", "ES2019", None),
    (JSONC_A, "Are experimental decorators enabled?", "false", False),
    (JSONC_A, "Is JS checked?", "true", True),
    (JSONC_B, "What's the tab size?", "2", None),
    (JSONC_B, "Does it format on save?", "true", True),
    (JSONC_C, "Which ecma version is used?", "2021", None),
    (JSONC_C, "What's the source type?", "module", None),
    (JSON_A, "Which node version does it need?", "^20.11.0", None),
    (JSON_A, "What version of vue is used?", "^3.4.21", None),
    (JSON_B, "Is the cache enabled?", "false", False),
    (JSON_B, "How many max attempts for retry?", "5", None),
    (JSON_C, "Is automerge on?", "true", True),
    (JSON_C, "What's the PR hourly limit?", "3", None),
    (TOML_A, "Which Rust version is required?", "1.74", None),
    (TOML_A, "What edition is it?", "2021", None),
    (TOML_B, "which python version does it need", "^3.11", None),
    (TOML_B, "What's black's line length?", "120", None),
    (TOML_C, "How many workers?", "6", None),
    (TOML_C, "What port does the server listen on?", "9300", None),
    (TOML_C, "Is dark theme turned on?", "false", False),
    (YAML_A, "Which port does the api publish?", "5000:5000", None),
    (YAML_A, "What's the restart policy of the api?", "always", None),
    (YAML_B, "Which Go version is used?", "1.22", None),
    (YAML_B, "What is the timeout in minutes?", "25", None),
    (YAML_C, "Which black rev is pinned?", "24.3.0", None),
    (YAML_C, "Is fail fast on?", "true", True),
    (INI_A, "Which user does the backup run as?", "backup", None),
    (INI_A, "What's the nice value?", "15", None),
    (INI_B, "Is xfail strict?", "true", True),
    (INI_B, "Where are the test paths?", "tests", None),
    (INI_C, "What's the max connections?", "250", None),
    (INI_C, "Is the slow query log on?", "1", True),
    (ENV_A, "Is the new checkout feature on?", "false", False),
    (ENV_A, "What's the session TTL?", "45", None),
    (ENV_B, "Which AWS region?", "eu-central-1", None),
    (ENV_B, "Is path style used?", "true", True),
    (ENV_C, "What's the SMTP port?", "587", None),
    (ENV_C, "Does SMTP use TLS?", "yes", True),
    (NGINX_A, "What's the server name?", "wiki.example.com", None),
    (NGINX_A, "Is gzip on?", "on", True),
    (NGINX_B, "How many worker connections?", "4096", None),
    (NGINX_B, "Which user does it run as?", "www-data", None),
    (NGINX_C, "What's the client max body size?", "8m", None),
    (NGINX_C, "What port does it listen on?", "80", None),
]


@pytest.mark.parametrize(("doc", "question", "value", "yes"), ANSWERED)
def test_the_setting_whose_key_and_value_meet_the_question_answers(doc, question, value, yes):
    found = config_files.answered(question, [doc])
    assert isinstance(found, config_files.Answer), found
    assert found.setting.written() == value and found.yes_no is yes, found


@pytest.mark.parametrize(("doc", "question", "right", "wrong"), [
    (JSONC_A, "Which ES version does this compile to?", "ES2019", "I don't know"),
    (JSON_B, "Is caching enabled?", "No", "Yes"),
    (TOML_C, "Is beta search turned on?", "Yes", "No"),
    (JSONC_C, "Which ecma version is used?", "2021", "I don't know"),
    (ENV_A, "Is the new checkout feature on?", "No", "Yes"),
])
def test_the_chat_model_answers_from_the_setting(llm, doc, question, right, wrong):  # noqa: F811
    text, stated = _rag(llm, doc, question)
    assert text.startswith(right) or right in text, (text, stated)
    assert wrong not in text.split(":")[0] and not stated, (text, stated)


@pytest.mark.parametrize(("doc", "question"), [
    (JSON_A, "Which version of react does it use?"),  # no react: vue and vue-router are look-alikes
    (TOML_C, "What's the database URL?"),
    (ENV_A, "What's the Sentry environment?"),  # SENTRY_DSN only
    (INI_A, "What's the memory limit?"),
    (NGINX_A, "What's the proxy read timeout?"),  # keepalive_timeout only
    (YAML_B, "Which node version is used?"),  # go-version only
])
def test_a_word_no_setting_meets_gives_no_answer(doc, question):
    assert config_files.answered(question, [doc]) is None


def test_settings_alike_in_different_places_tie():
    doc = """[api]\nport = 8001\n\n[admin]\nport = 8002\n"""
    found = config_files.answered("Which port is used?", [doc])
    assert isinstance(found, config_files.Tied) and {s.written() for s in found.settings} == {"8001", "8002"}


def test_a_section_that_sets_nothing_asked_is_said_to():
    found = config_files.answered("What's the queue's restart setting?", [YAML_A])
    assert isinstance(found, config_files.Unset), found
    assert "not mention restart for services.queue" in found.text() and "always" in found.text()


def test_a_yes_no_on_a_negated_key_is_not_read_from_the_key():
    doc = '{"compilerOptions": {"noEmit": true, "strict": true}}'
    assert config_files.answered("Is emit on?", [doc]) is None
    assert config_files.answered("Is noEmit on?", [doc]).yes_no is True


@pytest.mark.parametrize("doc", [
    "Meet at the boathouse at 8:45. Gloves provided; bring boots.\nTea at 12:30.",
    "Renter: Tomasz\nFuel policy: full to full\nReturn: 19 March",
    "- eggs\n- flour\n- milk\n",
    "Date: 3 May\nVenue: Town hall\nPrice: 5",
    "2026-01-04 10:00:01 ERROR disk full\n2026-01-04 10:00:02 INFO retry",
])
def test_prose_notes_and_lists_are_no_configuration(doc):
    assert config_files.parse(doc) is None


@pytest.mark.parametrize(("doc", "settings"), [
    (JSONC_A, 6), (JSON_C, 5), (TOML_A, 10), (YAML_A, 8), (INI_A, 9), (ENV_B, 3), (NGINX_B, 4),
    ("```toml\n" + TOML_C + "```", 7),
])
def test_each_format_is_read_as_settings(doc, settings):
    found = config_files.parse(doc)
    assert found is not None and len(found.settings) == settings, found


@pytest.mark.parametrize(("key", "words"), [
    ("sourceMap", "source map"), ("DATABASE_URL", "database url"), ("node-version", "node version"),
    ("max_workers", "max workers"), ("baseURL", "base url"), ("strict", "strict"),
])
def test_a_key_is_read_as_its_words(key, words):
    assert name_words(key) == words


@pytest.mark.parametrize(("doc", "question", "count"), [
    ("""plugins:\n  - name: lint\n    rules: [a, b, c]\n  - name: docs\n    rules: [d]\n""", "How many rules are there?", "4"),
    (JSONC_A, "How many folders are excluded?", None),  # "folders" meets no setting
    ('{"mirrors": ["eu1", "eu2", "us1"], "primary": "eu1"}', "how many mirrors", "3"),
])
def test_how_many_counts_the_items_of_the_lists_named(doc, question, count):
    found = config_files.answered(question, [doc])
    if count is None:
        assert found is None
    else:
        assert isinstance(found, config_files.Counted) and found.text().startswith(count), found


@pytest.mark.parametrize(("doc", "question", "name"), [
    (YAML_A.replace("    restart: always\n", "    depends_on: [queue]\n"), "Does the api depend on postgres?", "postgres"),
    ("""plugins:\n  - name: lint\n    rules: [a, b]\n  - name: docs\n""", "Is a spellcheck plugin set up?", "spellcheck"),
    ("""plugins:\n  - name: lint\n    rules: [a, b]\n""", "Is a spellcheck plugin set up for markdown?", None),
    ("""extensions:\n  - id: gitlens\n  - id: prettier\nfontSize: 13\n""", "Is eslint one of the extensions?", "eslint"),
])
def test_a_name_no_item_of_the_lists_holds_is_a_no(doc, question, name):
    found = config_files.answered(question, [doc])
    if name is None:  # two words the file never writes: not read as a listing question
        assert not isinstance(found, config_files.NotListed), found
    else:
        assert isinstance(found, config_files.NotListed) and found.name == name, found
        assert found.text().startswith("No:")


@pytest.mark.parametrize(("doc", "question", "count"), [
    ('{"basket": {"lines": [{"title": "oat milk", "count": 3}, {"title": "rye bread", "count": 1}]}}',
     "How many oat milks are in the basket?", "3"),
    ("""stock:\n  - part: m3 bolt\n    qty: 400\n  - part: m4 nut\n    qty: 250\n""", "how many m4 nuts are in stock", "250"),
])
def test_how_many_of_a_record_is_its_count(doc, question, count):
    found = config_files.answered(question, [doc])
    assert isinstance(found, config_files.Answer) and found.setting.written() == count, found


def test_lines_with_spaces_before_the_equals_sign_are_no_ini_settings():
    inventory = "[db]\nomega.example.org ansible_host=192.0.2.7\nsigma.example.org ansible_host=192.0.2.8\n"
    assert config_files.parse(inventory) is None


@pytest.mark.parametrize(
    ("body", "question", "want"),
    [
        ('{\n  "$schema": "https://json.schemastore.org/prettierrc",\n  "printWidth": 100,\n  "semi": false,\n'
         '  "singleQuote": true,\n  "tabWidth": 4\n}', "What tab width does prettier use?", "4"),
        ('{\n  "$schema": "https://biomejs.dev/schemas/1.9.4/schema.json",\n  "formatter": {"indentStyle": "space", '
         '"lineWidth": 88},\n  "linter": {"enabled": true}\n}', "What line width does biome use?", None),
        ('{\n  "$schema": "https://turbo.build/schema.json",\n  "ui": "tui",\n  "concurrency": "6",\n'
         '  "daemon": false\n}', "What concurrency does turbo use?", "6"),
    ],
)
def test_the_tool_a_schema_names_is_no_setting_word(body, question, want):
    """"prettier" in "What tab width does prettier use?" names the file's tool (its "$schema"),
    not a setting: the question's other words find the setting."""
    found = config_files.answered(question, [body])
    if want is None:  # "biomejs.dev/.../schema.json": the schema's last part names no tool
        assert found is None
    else:
        assert found is not None and str(found.setting.value) == want


# --- Apache-style directive files: a repeated directive's lines, a redirect's status code -------

_VHOST_RULES = """# .htaccess for the shop
RewriteEngine On
RewriteRule ^shop/(.*)$ /store/$1 [R=308,L]
Redirect 301 /winter /offers/winter-2029
Redirect 307 /maintenance /status.html
ErrorDocument 500 /errors/oops.html
Options +FollowSymLinks
"""

_SITE_MOVES = """ServerName www.ashwood.example
DocumentRoot /srv/ashwood/public
Redirect 302 /events /whats-on
Redirect 308 /jobs https://careers.ashwood.example/
Redirect 303 /donate /give
DirectoryIndex home.html
LogLevel warn
"""


@pytest.mark.parametrize("doc, question, yes, code", [
    (_VHOST_RULES, "Is the /winter redirect permanent?", True, "301"),
    (_VHOST_RULES, "Is the /maintenance redirect permanent?", False, "307"),
    (_SITE_MOVES, "Is the /events redirect temporary?", True, "302"),
    (_SITE_MOVES, "is the jobs redirect a temporary one", False, "308"),
])
def test_a_redirect_line_is_found_by_its_path_and_read_through_its_status_code(doc, question, yes, code):
    found = config_files.answered(question, [doc])
    assert isinstance(found, config_files.Answer), found
    assert found.yes_no is yes
    assert code in found.text() and ("permanent" in found.text() or "temporary" in found.text())


def test_a_comma_inside_a_bracketed_flag_list_is_no_prose():
    config = config_files.parse(_VHOST_RULES)
    assert config is not None
    assert any(s.path == ("Options",) and s.value == "+FollowSymLinks" for s in config.settings)


def test_a_redirect_question_over_an_htaccess_is_answered_no_with_the_status(llm):  # noqa: F811
    reply, limits = _rag(llm, _SITE_MOVES, "Is the /donate redirect permanent?")
    assert reply.startswith("No")
    assert "303" in reply and "temporary" in reply
    assert not limits


@pytest.mark.parametrize(("word", "truth"), [("Yes", True), ("enabled", True), ("1", True), ("OFF", False),
                                             ("disabled", False), ("0", False)])
def test_a_settings_true_and_false_words_one_table_for_every_reader(word, truth):
    from course_lib.sim.grounded import config_files, share_permissions

    assert (word.lower() in config_files.TRUE_WORDS) is truth and (word.lower() in config_files.FALSE_WORDS) is not truth
    assert share_permissions.TRUE_WORDS is config_files.TRUE_WORDS and share_permissions.FALSE_WORDS is config_files.FALSE_WORDS


# --- a setting changed by another setting's change line (fix65b, the sixtieth set's YL3 latent wrong) -----------------

_SAIL = """# Westmere Sailing Club - fees 2027
[moorings]
swing_mooring = £310 a season
pontoon_berth = £520 a season
dinghy_park = £90 a season

[notice]
committee_5_jan = from 1 March the pontoon berth is £560; swing moorings unchanged"""

_ALLOTMENT = """[plots]
full_plot = "€48 a year"
half_plot = "€26 a year"

[water]
standpipe = "shared, April to October"

[updates]
vote_march = "Update: half plots are now €30 a year."
"""


@pytest.mark.parametrize(("doc", "question", "said", "not_said"), [
    (_SAIL, "how much for a pontoon berth", "£560", "£520"),
    (_SAIL, "pontoon berth this season?", "£560", "£520"),
    (_ALLOTMENT, "how much is a half plot", "€30", "€26"),
], ids=["ini-from-date", "ini-short", "toml-update"])
def test_a_change_setting_gives_the_new_amount(llm, doc, question, said, not_said):  # noqa: F811
    text, limits = _rag(llm, doc, question)
    assert said in text and not_said not in text and not limits, text


@pytest.mark.parametrize(("doc", "question", "said", "not_said"), [
    (_SAIL, "dinghy park fee", "£90", "£560"),
    (_ALLOTMENT, "how much is a full plot", "€48", "€30"),
], ids=["ini-other-key", "toml-other-key"])
def test_a_change_setting_leaves_the_other_keys(llm, doc, question, said, not_said):  # noqa: F811
    """A guard (right before fix65b too): a key the change line does not name keeps its value."""
    text, limits = _rag(llm, doc, question)
    assert said in text and not_said not in text and not limits, text


def test_changed_setting_reads_the_clause_naming_the_key():
    config = config_files.parse(_SAIL)
    berth = next(s for s in config.settings if s.path[-1] == "pontoon_berth")
    swing = next(s for s in config.settings if s.path[-1] == "swing_mooring")
    got = config_files.changed_setting(berth, [_SAIL])
    assert got is not None and got.new == "£560" and got.by.path[-1] == "committee_5_jan"
    assert config_files.changed_setting(swing, [_SAIL]) is None  # "swing moorings unchanged": no figure
