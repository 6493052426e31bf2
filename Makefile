# Agentic RAG with LangGraph: set-up, tests and notebook execution.
#   make lab        create .venv, install, build the knowledge base, start JupyterLab on
#                   your workspace (workspace/: your own copies of the notebooks)
#   make test       everything CI runs: lint, unit tests, exercise verification, nbval
#   make test-fast  the quick loop: lint and the tests that start no kernel and no process (two workers)
#   make test-times make test, then the CPU seconds it used (its budget, whatever the load)
#   make notebooks  re-execute every notebook in place with the simulator (two at once; NB_JOBS=1: one)
#   make notebook NB=04   re-execute one notebook
#   make sync       after editing a notebook's .py source: update its .ipynb (outputs kept)
#   make bench      benchmarks that print figures

PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
# Tests and notebooks always run offline against the simulator, whatever .env says.
# An empty PYTHONDONTWRITEBYTECODE lets kernels keep course_lib compiled, as on a learner's
# machine (some CI images set it, and every kernel then recompiles the library). An empty
# COURSE_WORKSPACE keeps tests run in a JupyterLab terminal (make lab sets it) out of the
# learner's workspace and its exercise progress.
TEST_ENV := COURSE_LLM=sim COURSE_EMBEDDINGS=local COURSE_BLOCK_NETWORK=1 \
            COURSE_CACHE_DIR=$(CURDIR)/.cache/test PYTHONHASHSEED=0 \
            TIKTOKEN_CACHE_DIR=$(CURDIR)/data/tiktoken ANONYMIZED_TELEMETRY=False \
            MPLBACKEND=Agg PYDEVD_DISABLE_FILE_VALIDATION=1 PYTHONDONTWRITEBYTECODE= \
            COURSE_WORKSPACE=

.PHONY: venv lab kb test test-fast test-times lint unit verify nbval notebooks notebook sync bench classroom clean \
        studio studio-venv studio-lock hub-proxy hub-kb workshop

venv: $(STAMP)

# uv when it is on PATH or installable (seconds), pip otherwise (minutes): scripts/install_venv.sh
$(STAMP): requirements.txt pyproject.toml scripts/install_venv.sh jupyter/etc/jupyter/*.json \
          jupyter/etc/jupyter/jupyter_server_config.d/*.json \
          jupyter/etc/jupyter/labconfig/*.json \
          jupyter/share/jupyter/lab/settings/*.json
	@PYTHON="$(PYTHON)" VENV="$(VENV)" sh scripts/install_venv.sh
	@touch $(STAMP)

kb: $(STAMP)
	$(BIN)/python -m course_lib build-kb --corpus all

# In a container you are often root; JupyterLab refuses that unless told.
ROOT_FLAG := $(if $(filter 0,$(shell id -u 2>/dev/null)),--allow-root,)

# JupyterLab opens on the learner's workspace (WORKSPACE, ignored by git): working copies of
# the course notebooks, made on the first run and never overwritten (course_lib/app/workspace.py;
# `course workspace update` / `reset NN`). The course's notebooks are trusted (their outputs
# were made here), so the copies show without "not trusted" warnings. JupyterLab runs as if
# .venv were activated, so `course` and `python` in its terminals are the course's, and
# COURSE_WORKSPACE tells them (and the kernels) whose exercise progress they keep.
# LAB_ARGS="--port 8899 --no-browser" for another port, or no browser.
WORKSPACE ?= workspace
lab: kb
	@$(BIN)/python -m course_lib workspace create --workspace "$(WORKSPACE)"
	@$(BIN)/jupyter trust notebooks/*.ipynb >/dev/null
	COURSE_WORKSPACE="$(abspath $(WORKSPACE))" VIRTUAL_ENV=$(CURDIR)/$(VENV) PATH="$(CURDIR)/$(BIN):$$PATH" \
	  $(BIN)/jupyter lab --notebook-dir="$(WORKSPACE)" $(ROOT_FLAG) $(LAB_ARGS)

lint: $(STAMP)
	$(BIN)/ruff check course_lib tests bench scripts notebooks
	$(BIN)/lint-imports

# The suites run on one process per CPU each (pytest-xdist; JOBS=1 for one), every worker
# with its own cache directory (tests/helpers/worker_cache.py). Both hand out whole files
# (--dist loadfile): a module's fixtures (the chaos suite's kernels, a verify run) then run
# once, and nbval keeps each notebook on one worker, in order. The unit suite hands its files
# out heaviest first (HEAVY_FIRST in tests/conftest.py, kept in that order by
# --no-loadscope-reorder). `make test` runs lint, unit and nbval side by side (make -j, output
# kept per suite); each has its own cache, so none waits for another. Each suite ends with its
# CPU seconds and its CPU_TOP most expensive tests (tests/helpers/cpu_times.py): the budget.
JOBS ?= $(shell nproc 2>/dev/null || sysctl -n hw.ncpu 2>/dev/null || echo 2)
XDIST = $(if $(filter-out 0 1,$(JOBS)),-n $(JOBS) --dist loadfile --no-loadscope-reorder,-p no:xdist)
CPU_TOP := 15

# nbval's pytest plugin imports nbformat (and with it jsonschema's URI grammar, built at import),
# jupyter_client and coverage: about a CPU second in every process that loads it. Only the
# nbval suite uses it; the unit suite and the quick loop leave it out (a test that runs nbval
# starts its own pytest).
NO_NBVAL := -p no:nbval

unit: $(STAMP)
	$(TEST_ENV) COURSE_CACHE_DIR=$(CURDIR)/.cache/test/unit \
	  $(BIN)/python -m pytest tests -q $(NO_NBVAL) $(XDIST) --cpu-times $(CPU_TOP)

verify: $(STAMP)
	$(TEST_ENV) COURSE_CACHE_DIR=$(CURDIR)/.cache/test/verify \
	  $(BIN)/python -m course_lib exercises verify

# nbval executes every notebook once, and runs the inline-build checks of
# tests/notebooks/test_inline_graphs.py as extra cells of that execution
# (tests/helpers/nbval_checks.py), so they need no kernel of their own. Notebook 06 (the whole
# question set; about a third of nbval's CPU) is handed out first, the others beside it.
NBVAL_FIRST := $(wildcard notebooks/06_*.ipynb)
NBVAL_FILES := $(NBVAL_FIRST) $(filter-out $(NBVAL_FIRST),$(sort $(wildcard notebooks/[0-9][0-9]_*.ipynb)))
nbval: $(STAMP)
	$(TEST_ENV) COURSE_CACHE_DIR=$(CURDIR)/.cache/test/nbval \
	  $(BIN)/python -m pytest -q --nbval --nbval-current-env \
	  --nbval-sanitize-with tests/nbval_sanitize.cfg -p no:randomly -p tests.helpers.worker_cache \
	  -p tests.helpers.nbval_checks $(XDIST) --cpu-times $(CPU_TOP) $(NBVAL_FILES)

# `exercises verify` is not run again here: tests/exercises/test_registry.py::test_verify runs
# the same verification of every registered problem inside `unit` (`make verify` is the
# instructors' command, and tests/chaos/test_notebooks.py runs it under the chaos models, in the
# kernel that ran the notebooks).
# uv installs no bytecode, so on a fresh clone the dozen processes that make test starts at
# once (unit and nbval workers, the chaos suite's kernels and verify runs, nbval's kernels)
# would each compile the same modules (about 13 CPU s each). One process imports course_lib
# and the stack first, once per install (tests/helpers/precompile.py); the others find the
# bytecode written. The suites wait for it; lint (which compiles nothing) runs beside it.
COMPILED := $(VENV)/.compiled
$(COMPILED): $(STAMP)
	@$(TEST_ENV) $(BIN)/python -m tests.helpers.precompile
	@touch $@

unit nbval: $(COMPILED)

test: $(STAMP)
	@echo "lint, unit and nbval run side by side; each prints its report when it is done"
	@$(MAKE) --no-print-directory -j3 --output-sync=target lint unit nbval

# `make test` with the CPU seconds of its whole process tree at the end: what it would take on
# a quiet machine (about CPU / cores, plus the serial part), whatever else runs beside it.
test-times: $(STAMP)
	@$(BIN)/python -m tests.helpers.cpu_times $(MAKE) --no-print-directory test

# The quick loop: no kernel, no subprocess (tests/conftest.py refuses one in a test not marked
# slow), on one worker per CPU like the unit suite (JOBS=1 for one process): the tests take
# about 25 CPU s and a worker's start and collection about 5, so two workers answer in about
# two thirds of one process's time on a quiet 2-core machine (for about 10 CPU s more), and
# get two shares of a busy one. The folders whose every test is slow are not even collected
# (tests/conftest.py). It waits for the one-off precompile like the other suites: on a new
# machine that also builds matplotlib's font cache, which runs fc-list (a subprocess the quick
# loop refuses) the first time a plot is drawn.
test-fast: lint $(COMPILED)
	$(TEST_ENV) COURSE_TEST_FAST=1 COURSE_CACHE_DIR=$(CURDIR)/.cache/test/fast \
	  $(BIN)/python -m pytest tests -q -m "not slow" $(NO_NBVAL) $(XDIST) --cpu-times $(CPU_TOP)

# Notebooks are jupytext pairs (notebooks/jupytext.toml): edit NN_name.py, keep outputs in
# NN_name.ipynb. Executing syncs each pair first, so the edited .py is what runs.
# Two notebooks run at once on a machine with two cores or more (own kernels, the second lane its
# own cache dir; the longest first, by the last run's times), one at a time on one core or with
# NB_JOBS=1: the same outputs, in about half the wall time on two free cores. Each notebook's
# kernel is started while the one before it runs (scripts/execute_notebooks.py).
NB_JOBS ?= $(if $(filter 0 1,$(JOBS)),1,2)
notebooks: $(STAMP)
	$(TEST_ENV) $(BIN)/python scripts/execute_notebooks.py --jobs $(NB_JOBS) notebooks/*.ipynb

notebook: $(STAMP)
	@test -n "$(NB)" || { echo "usage: make notebook NB=04"; exit 2; }
	$(TEST_ENV) $(BIN)/python scripts/execute_notebooks.py notebooks/$(NB)_*.ipynb

# A markdown-only edit needs no execution: this copies the new text into the .ipynb.
sync: $(STAMP)
	$(BIN)/jupytext --sync notebooks/*.py

bench: $(STAMP)
	$(TEST_ENV) $(BIN)/python bench/run_all.py

# Four seats execute every notebook in parallel (own cache dirs): outputs must be identical
# and nothing under data/ may change. About 7 minutes on 2 cores.
classroom: $(STAMP)
	$(TEST_ENV) $(BIN)/python scripts/classroom_check.py --seats 4

# A workshop on JupyterHub (README, "Run it for a workshop"; hub/): the proxy JupyterHub needs,
# from npm into .cache/hub (pinned by hub/package-lock.json); the post-build step that builds
# the knowledge bases once on the room's Chroma server; and the test that runs a real hub on
# 127.0.0.1 with three learners (about 2 minutes; CI runs it after make test).
HUB_CACHE := .cache/hub
hub-proxy: $(HUB_CACHE)/node_modules/.bin/configurable-http-proxy

$(HUB_CACHE)/node_modules/.bin/configurable-http-proxy: hub/package.json hub/package-lock.json
	@command -v npm >/dev/null 2>&1 || { echo "make hub-proxy needs npm (Node.js 20 or later): install Node.js, then run it again." >&2; exit 2; }
	@mkdir -p $(HUB_CACHE)
	cp hub/package.json hub/package-lock.json $(HUB_CACHE)/
	npm ci --prefix $(HUB_CACHE) --no-audit --no-fund --ignore-scripts --loglevel=error
	@touch $@

hub-kb: $(STAMP)
	COURSE_BIN=$(BIN) sh hub/postBuild

workshop: $(STAMP) hub-proxy
	$(TEST_ENV) COURSE_CACHE_DIR=$(CURDIR)/.cache/test/workshop COURSE_HUB_TEST=1 \
	  $(BIN)/python -m pytest tests/workshop -q -p no:xdist -p no:randomly

# LangGraph Studio's local server (`langgraph dev`) in its own small environment: the server
# needs protobuf<7 and the notebook stack pins protobuf 7 (requirements.txt). studio/README.md.
STUDIO_VENV := .venv-studio

studio-venv: $(STUDIO_VENV)/.installed

$(STUDIO_VENV)/.installed: studio/requirements.txt pyproject.toml scripts/install_venv.sh
	@PYTHON="$(PYTHON)" VENV="$(STUDIO_VENV)" REQUIREMENTS=studio/requirements.txt \
	  JUPYTER_SETTINGS=0 sh scripts/install_venv.sh
	@touch $@

# STUDIO_PORT=2025 for another port (a taken port stops with one sentence saying so);
# STUDIO_ARGS= (empty) restarts the server whenever a file of the project changes.
STUDIO_PORT ?= 2024
STUDIO_ARGS ?= --no-reload
studio: studio-venv
	@$(STUDIO_VENV)/bin/python scripts/check_port.py 127.0.0.1 "$(STUDIO_PORT)" STUDIO_PORT \
	  "Serving the graphs on http://{host}:{port} (Studio: https://smith.langchain.com/studio/?baseUrl=http://{host}:{port})"
	$(STUDIO_VENV)/bin/langgraph dev --host 127.0.0.1 --port "$(STUDIO_PORT)" --no-browser $(STUDIO_ARGS)

# Re-pin studio/requirements.txt after requirements.txt changed: the same versions, except
# protobuf and grpcio, which the resolver picks for the server.
studio-lock:
	@mkdir -p .cache
	grep -v -E '^(protobuf|grpcio)==' requirements.txt > .cache/studio-constraints.txt
	uv pip compile pyproject.toml --extra studio --universal --python-version 3.11.5 --quiet --no-annotate \
	  -c .cache/studio-constraints.txt --custom-compile-command "make studio-lock" \
	  -o studio/requirements.txt

clean:
	rm -rf .cache/test export
