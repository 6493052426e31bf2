"""Directive files read as configuration (issue 26: machine-made files read by their format):
``name value`` lines (a ``sshd_config``, a ``redis.conf``-like server file, a ``resolv.conf``, an
asdf ``.tool-versions``), Apache-style ``<Tag args>`` ... ``</Tag>`` blocks, ``go.mod`` with its ``require ( ... )`` block and a ``Gemfile`` whose
``gem "name", "spec"`` lines are named entries, read as key paths and values by
``config_files._directives`` and answered by ``config_files.answered``.

Before, none of these parsed as configuration (``config_files.parse`` gave ``None``) and the
prose reader quoted the whole file or a line with "I could not find anything about 'version'":
every test of a reading fails on the code before the change. Files and wordings are invented for
this test (three or more per format); the guards check the reader's refusals.
"""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import config_files
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

SSHD_A = """# hardened sshd_config
Port 2202
PermitRootLogin no
PasswordAuthentication no
MaxAuthTries 4
AllowUsers deploy@10.0.0.0/8
"""
SSHD_B = """Port 22
ListenAddress 0.0.0.0
X11Forwarding yes
ClientAliveInterval 120
Subsystem sftp /usr/lib/openssh/sftp-server
"""
SSHD_C = """Protocol 2
LoginGraceTime 30s
PubkeyAuthentication yes
Banner /etc/issue.net
"""
SERVER_A = """# memcache-ish cache server
listen 0.0.0.0:11311
threads 6
max-connections 2048
eviction-policy lru-2q
"""
SERVER_B = """dir /var/lib/kvstore
snapshot-every 600
maxclients 900
requirepass "s3cr3t-pass"
"""
SERVER_C = """loglevel notice
tcp-backlog 511
timeout 0
daemonize yes
"""
RESOLV_A = """search lab.example.net
nameserver 192.168.7.1
nameserver 9.9.9.9
options ndots:3
"""
RESOLV_B = """domain office.example
nameserver 172.16.0.10
options rotate attempts:4
"""
RESOLV_C = """nameserver 8.8.4.4
search dev.example eng.example
options timeout:5
"""
TOOLS_A = """ruby 3.2.4
golang 1.21.9
postgres 16.2
"""
TOOLS_B = """java temurin-21.0.2+13.0.LTS
kotlin 1.9.23
gradle 8.7
"""
TOOLS_C = """deno 1.42.1
erlang 26.2.3
elixir 1.16.2
"""
GOMOD_A = """module example.org/tally

go 1.21

require (
\tgithub.com/spf13/cobra v1.8.0
\tgolang.org/x/sync v0.6.0
)
"""
GOMOD_B = """module git.example.com/ops/relay

go 1.20

require github.com/rs/zerolog v1.32.0
"""
GOMOD_C = """module example.net/mapper

go 1.22.1

require (
\tgithub.com/mattn/go-sqlite3 v1.14.22
\tgithub.com/stretchr/testify v1.9.0 // indirect
)
"""
GEM_A = """source "https://rubygems.org"
ruby "3.2.2"
gem "sinatra", "~> 4.0"
gem "sequel", ">= 5.70"
"""
GEM_B = """source 'https://rubygems.org'
gem 'jekyll', '~> 4.3.3'
gem 'webrick', '~> 1.8'

group :jekyll_plugins do
  gem 'jekyll-feed', '~> 0.17'
end
"""
GEM_C = """source "https://rubygems.org"
ruby "3.1.4"
gem "hanami", "~> 2.1"
gem "dry-types", "~> 1.7"
gem "rake"
"""

HTTPD_A = """<VirtualHost *:443>
    ServerName docs.example.net
    DocumentRoot /srv/docs/public
    SSLEngine on
    SSLCertificateFile /etc/ssl/docs.pem
</VirtualHost>
"""
HTTPD_B = """Listen 8090
<Directory /srv/files>
    Options None
    Require all granted
</Directory>
ServerAdmin ops@example.net
KeepAliveTimeout 7
"""
HTTPD_C = """<IfModule mod_deflate.c>
    DeflateCompressionLevel 6
</IfModule>
<Location /status>
    SetHandler server-status
</Location>
MaxRequestWorkers 150
"""

ANSWERED = [
    (HTTPD_A, "What's the document root?", "/srv/docs/public", None),
    (HTTPD_A, "Is the SSL engine on?", "on", True),
    (HTTPD_B, "Who is the server admin?", "ops@example.net", None),
    (HTTPD_B, "What's the keep alive timeout?", "7", None),
    (HTTPD_C, "What's the deflate compression level?", "6", None),
    (HTTPD_C, "How many max request workers?", "150", None),
    (SSHD_A, "Which port does sshd listen on?", "2202", None),
    (SSHD_A, "Is root login permitted?", "no", False),
    (SSHD_A, "How many auth tries?", "4", None),
    (SSHD_B, "Is X11 forwarding enabled?", "yes", True),
    (SSHD_B, "What's the client alive interval?", "120", None),
    (SSHD_C, "What's the login grace time?", "30s", None),
    (SSHD_C, "Is pubkey authentication on?", "yes", True),
    (SERVER_A, "How many threads?", "6", None),
    (SERVER_A, "What's the eviction policy?", "lru-2q", None),
    (SERVER_B, "What's the max clients?", "900", None),
    (SERVER_B, "What's the dir?", "/var/lib/kvstore", None),
    (SERVER_C, "Does it daemonize?", "yes", True),
    (SERVER_C, "What's the tcp backlog?", "511", None),
    (RESOLV_B, "Which domain?", "office.example", None),
    (RESOLV_C, "What's the search setting?", "dev.example eng.example", None),
    (RESOLV_A, "What are the options?", "ndots:3", None),
    (TOOLS_A, "Which postgres version?", "16.2", None),
    (TOOLS_B, "What version of gradle is pinned?", "8.7", None),
    (TOOLS_C, "Which elixir version does it need?", "1.16.2", None),
    (GOMOD_A, "Which version of cobra is required?", "v1.8.0", None),
    (GOMOD_A, "What Go version does the module need?", "1.21", None),
    (GOMOD_B, "Which zerolog version?", "v1.32.0", None),
    (GOMOD_C, "What version of testify?", "v1.9.0", None),
    (GEM_A, "Which sinatra version?", "~> 4.0", None),
    (GEM_B, "What version of jekyll is used?", "~> 4.3.3", None),
    (GEM_C, "Which ruby version?", "3.1.4", None),
]


@pytest.mark.parametrize(("doc", "question", "value", "yes"), ANSWERED)
def test_a_directive_file_answers_from_its_setting(doc, question, value, yes):
    found = config_files.answered(question, [doc])
    assert isinstance(found, config_files.Answer), found
    assert found.setting.written() == value and found.yes_no is yes, found


@pytest.mark.parametrize(("doc", "path", "value"), [
    (GOMOD_A, "require.golang.org/x/sync", "v0.6.0"),
    (GEM_B, "group jekyll_plugins.gem.jekyll-feed", "~> 0.17"),
    (GEM_C, "gem.dry-types", "~> 1.7"),
    (GEM_C, "gem.rake", "true"),
    (GOMOD_B, "require.github.com/rs/zerolog", "v1.32.0"),
    (HTTPD_B, "Directory /srv/files.Require", "all granted"),
    (HTTPD_C, "Location /status.SetHandler", "server-status"),
    (RESOLV_A, "nameserver", "192.168.7.1, 9.9.9.9"),
    (SERVER_B, "requirepass", "s3cr3t-pass"),
])
def test_blocks_named_entries_and_repeats_are_read(doc, path, value):
    found = config_files.parse(doc)
    assert found is not None
    assert {s.where(): s.written() for s in found.settings}.get(path) == value, [s.where() for s in found.settings]


@pytest.mark.parametrize(("doc", "question", "item"), [
    (RESOLV_A, "Which is the second nameserver?", "9.9.9.9"),
    (RESOLV_A, "What's the last nameserver?", "9.9.9.9"),
    ('{"mirrors": ["https://m1.example", "https://m2.example", "https://m3.example"], "retries": 3}', "the first mirror?",
     "https://m1.example"),
    ("stages:\n  - lint\n  - build\n  - deploy\nimage: node:20\n", "What's the third stage?", "deploy"),
])
def test_an_ordinal_picks_the_item_in_its_place(doc, question, item):
    found = config_files.answered(question, [doc])
    assert isinstance(found, config_files.Answer) and found.setting.value == item, found


@pytest.mark.parametrize(("doc", "question"), [
    (RESOLV_A, "What's the fourth nameserver?"),  # two only
    ("search a.example b.example\nnameserver 10.0.0.1\noptions ndots:2\n", "What's the second search domain?"),
    (RESOLV_B, "What's the second domain?"),  # one domain, written as one value
])
def test_an_ordinal_past_the_list_or_on_no_list_gives_no_item(doc, question):
    assert config_files.parse(doc) is not None
    found = config_files.answered(question, [doc])
    assert not (isinstance(found, config_files.Answer) and isinstance(found.setting.value, str)
                and found.setting.path[-1].startswith("[")), found


@pytest.mark.parametrize(("doc", "question"), [
    (GOMOD_A, "Which version of viper is required?"),  # cobra and sync only
    (TOOLS_A, "Which python version?"),
    (SSHD_B, "What's the max auth tries?"),
])
def test_a_word_no_directive_meets_gives_no_answer(doc, question):
    assert config_files.parse(doc) is not None  # read as settings, and still no answer
    assert config_files.answered(question, [doc]) is None


@pytest.mark.parametrize(("doc", "question", "right"), [
    (GOMOD_C, "Which Go version does the module need?", "1.22.1"),
    (SSHD_A, "Is password authentication enabled?", "No"),
    (GEM_A, "Which sequel version is used?", ">= 5.70"),
])
def test_the_chat_model_answers_from_the_directive(llm, doc, question, right):  # noqa: F811
    text, stated = _rag(llm, doc, question)
    assert right in text and "could not find" not in text and not stated, (text, stated)


@pytest.mark.parametrize("doc", [
    "Walk the dog 7:30\nFeed cat twice\nCall mum at 6",  # prose lines with figures
    "milk 2\neggs 12\nbread 1\nmilk 1\nmilk 3",  # one key opening most lines
    "Dec 1 10:00 backup ok\nDec 2 10:00 backup ok\nDec 3 10:00 backup failed",  # a log's month
    "Filesystem Size Used Avail\n/dev/sda1 50G 20G 30G\ntmpfs 2G 0 2G",  # a listing's header line
    "Apples red\nPears green\nPlums 3",  # bare words on most lines: not sure they are settings
    "Buy tomatoes.\nPay rent 1200\nSee Ana 3pm",
    "Stall  Apples  Pears\nNorth  40  12\nSouth  8  30\nWest  15  15",  # a table: the table reader's
    "Hut count, May\nHut 4 2\nBarn 7 1\nShed 2 0",  # a title with a comma over rows
    "<div>\nPort 80\nUser www\nroot /srv\n</span>",  # a tag closed by another's name
    "<section>\nDinner at the pier 19:30\nBring 2 chairs\nCall 555-0100\n</section>",  # prose in a tag
])
def test_prose_logs_and_listings_are_no_directive_file(doc):
    assert config_files._directives([x for x in doc.splitlines() if x.strip()]) is None
