"""Invented probe (2026-12-03, branch ``configfix``, my own, not a held-out set: I tuned against
it): grounded questions over a learner's own configuration files in eight formats (a
``tsconfig.json`` with ``//`` and ``/* */`` comments and trailing commas, a ``package.json``, a
``pyproject.toml``, a ``.env``, a ``docker-compose.yml``, a GitHub Actions workflow, a systemd
unit (INI), an nginx server block, a ``setup.cfg``). Oracles written before the first run.
Stricter than ``_grounded.run``: an accepted word counts only as a whole word, and never in a
reply that says it found nothing ("could not find ... not" is no "No"). ``None``: the file does
not hold the answer, so "I don't know" / "could not find" / "does not mention" is right.

``python -m tests.sim.probes.configs_a [-v]`` prints right / limit / wrong.
FIRST SIGHT on main at f941a2d (the branch point): right 11, limit 5, wrong 9 with a bug in the
word test (it refused a word after "=" or ":", so "DATABASE_URL=postgres://..." did not count);
with the word test fixed (no accepted word changed) right 16, limit 5, wrong 4: the prose reader
quotes a line or a whole section that holds the value ("[Service] User=tide ExecStart=...
Restart=on-failure ..."), which the lenient oracle accepts. The wrong: "Is strict mode on?" (the
"strict": false line with "nothing about 'mode'"), "What's the base URL?" and "is the package
private" ("I don't know."), "Does the worker restart automatically?" (the web service's restart
line). On configfix (``config_files``): right 21, limit 3, wrong 1 (the worker's restart:
"automatically" meets no setting, so the prose reader still quotes the web service's line).
"""

from __future__ import annotations

import re
import sys

from tests.sim.probes._grounded import _ABSENT, ask

DOCS = {
"tsconfig": """// tsconfig.json for the web app
{
  /* shared by every package */
  "compilerOptions": {
    "target": "ES2020",
    "lib": ["dom", "es2020"],
    "strict": false,
    "noUnusedLocals": true,
    "baseUrl": "./src",
    "declaration": true,
  },
}""",
"package": """{
  "name": "harbor-ui",
  "version": "2.4.1",
  "private": true,
  "engines": { "node": ">=18.17" },
  "scripts": { "dev": "vite", "build": "vite build", "test": "vitest run" },
  "dependencies": { "react": "^18.2.0", "react-router-dom": "^6.22.0" },
  "devDependencies": { "typescript": "~5.4.5", "vite": "^5.2.0" }
}""",
"pyproject": """[project]
name = "tidewater"
version = "0.9.0"
requires-python = ">=3.10"
dependencies = ["httpx>=0.27", "pydantic>=2.6"]

[tool.ruff]
line-length = 100
target-version = "py311"

[tool.pytest.ini_options]
addopts = "-q --strict-markers"
""",
"env": """# local settings, never commit
APP_ENV=development
DATABASE_URL=postgres://app:s3cret@localhost:5432/tide
REDIS_HOST=localhost
MAX_UPLOAD_MB=25
DEBUG=true
""",
"compose": """services:
  web:
    image: nginx:1.25
    ports:
      - "8080:80"
    restart: unless-stopped
  worker:
    build: ./worker
    environment:
      CELERY_CONCURRENCY: 4
    depends_on:
      - web
""",
"workflow": """name: CI
on:
  push:
    branches: [main]
jobs:
  test:
    runs-on: ubuntu-22.04
    strategy:
      matrix:
        python-version: ["3.11", "3.12"]
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with:
          python-version: ${{ matrix.python-version }}
      - run: pytest -q
""",
"systemd": """[Unit]
Description=Tide sync worker
After=network-online.target

[Service]
User=tide
ExecStart=/opt/tide/bin/sync --interval 300
Restart=on-failure
RestartSec=10

[Install]
WantedBy=multi-user.target
""",
"nginx": """worker_processes 4;
events { worker_connections 1024; }
http {
  server {
    listen 8443 ssl;
    server_name shop.example.org;
    client_max_body_size 20m;
    location /api/ { proxy_pass http://127.0.0.1:9000; }
  }
}
""",
"setupcfg": """[metadata]
name = tidewater-cli

[options]
python_requires = >=3.9
install_requires =
    click>=8.1
    rich

[flake8]
max-line-length = 88
""",
}

NO = ["no", "false", "disabled", "off"]
YES = ["yes", "true", "enabled", "on"]

CASES = [
 ("tsconfig", "Is strict mode on?", NO),
 ("tsconfig", "What's the base URL?", ["./src"]),
 ("tsconfig", "Which ES version is targeted?", ["ES2020"]),
 ("package", "Which node version does it need?", [">=18.17"]),
 ("package", "What version of react is used?", ["^18.2.0"]),
 ("package", "is the package private", YES),
 ("package", "Which version of vue does it use?", None),
 ("pyproject", "which Python version does it require?", [">=3.10"]),
 ("pyproject", "What's the line length?", ["100"]),
 ("pyproject", "Is mypy strict?", None),
 ("env", "what's the database URL?", ["postgres://app:s3cret@localhost:5432/tide"]),
 ("env", "Is debug on?", YES),
 ("env", "What's the Redis port?", None),
 ("compose", "Which nginx version does the web service run?", ["1.25"]),
 ("compose", "What port is web published on?", ["8080"]),
 ("compose", "Does the worker restart automatically?", None),
 ("workflow", "Which python versions does CI test on?", ["3.11"]),
 ("workflow", "which OS does the test job run on", ["ubuntu-22.04"]),
 ("systemd", "Does it restart on failure?", YES + ["on-failure"]),
 ("systemd", "Which user does the service run as?", ["tide"]),
 ("systemd", "What's the memory limit?", None),
 ("nginx", "What port does it listen on?", ["8443"]),
 ("nginx", "How many worker processes?", ["4"]),
 ("nginx", "What's the max body size?", ["20m"]),
 ("setupcfg", "What's the max line length for flake8?", ["88"]),
]

_TEMPLATE = "Answer from the notes.\n\nNotes:\n{notes}\n\nQuestion: {question}"


def _says(text: str, word: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text, re.IGNORECASE) is not None


def run(docs: dict[str, str], cases, template: str = _TEMPLATE) -> dict[str, int]:
    counts = {"right": 0, "limit": 0, "wrong": 0}
    for doc, question, want in cases:
        text, limit = ask(template.format(notes=docs[doc], question=question))
        found_nothing = any(a in text.lower() for a in _ABSENT)
        if limit:
            k = "limit"
        elif want is None:
            k = "right" if found_nothing else "wrong"
        else:
            k = "right" if not found_nothing and any(_says(text, w) for w in want) else "wrong"
        counts[k] += 1
        if "-v" in sys.argv or k == "wrong":
            print(f"[{k}] {doc}: {question}\n    -> {text[:220]!r}" + (f"\n    LIMIT {limit[:150]}" if limit else ""))
    print(counts)
    return counts


def main():
    run(DOCS, CASES)


if __name__ == "__main__":
    main()
