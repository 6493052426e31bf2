# Agentic RAG with LangGraph: set-up, tests and notebook execution.
#   make lab        create .venv, install, build the knowledge base, start JupyterLab
#   make test       everything CI runs: lint, unit tests, exercise verification, nbval
#   make notebooks  re-execute every notebook in place with the simulator
#   make notebook NB=04   re-execute one notebook
#   make sync       after editing a notebook's .py source: update its .ipynb (outputs kept)
#   make bench      benchmarks that print figures

PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
# Tests and notebooks always run offline against the simulator, whatever .env says.
# An empty PYTHONDONTWRITEBYTECODE lets kernels keep course_lib compiled, as on a learner's
# machine (some CI images set it, and every kernel then recompiles the library).
TEST_ENV := COURSE_LLM=sim COURSE_EMBEDDINGS=local COURSE_BLOCK_NETWORK=1 \
            COURSE_CACHE_DIR=$(CURDIR)/.cache/test PYTHONHASHSEED=0 \
            TIKTOKEN_CACHE_DIR=$(CURDIR)/data/tiktoken ANONYMIZED_TELEMETRY=False \
            MPLBACKEND=Agg PYDEVD_DISABLE_FILE_VALIDATION=1 PYTHONDONTWRITEBYTECODE=

.PHONY: venv lab kb test lint unit verify nbval notebooks notebook sync bench classroom clean

venv: $(STAMP)

# uv when it is on PATH or installable (seconds), pip otherwise (minutes): scripts/install_venv.sh
$(STAMP): requirements.txt pyproject.toml scripts/install_venv.sh jupyter/etc/jupyter/*.json \
          jupyter/share/jupyter/lab/settings/*.json
	@PYTHON="$(PYTHON)" VENV="$(VENV)" sh scripts/install_venv.sh
	@touch $(STAMP)

kb: $(STAMP)
	$(BIN)/python -m course_lib build-kb --corpus all

# In a container you are often root; JupyterLab refuses that unless told.
ROOT_FLAG := $(if $(filter 0,$(shell id -u 2>/dev/null)),--allow-root,)

# The course's notebooks are trusted (their outputs were made here), so JupyterLab shows them
# without "not trusted" warnings.
lab: kb
	@$(BIN)/jupyter trust notebooks/*.ipynb >/dev/null
	$(BIN)/jupyter lab --notebook-dir=notebooks $(ROOT_FLAG) $(LAB_ARGS)

lint: $(STAMP)
	$(BIN)/ruff check course_lib tests bench scripts notebooks

unit: $(STAMP)
	$(TEST_ENV) $(BIN)/python -m pytest tests -q

verify: $(STAMP)
	$(TEST_ENV) $(BIN)/python -m course_lib exercises verify

nbval: $(STAMP)
	$(TEST_ENV) $(BIN)/python -m pytest -q --nbval --nbval-current-env \
	  --nbval-sanitize-with tests/nbval_sanitize.cfg -p no:randomly notebooks

test: lint unit verify nbval

# Notebooks are jupytext pairs (notebooks/jupytext.toml): edit NN_name.py, keep outputs in
# NN_name.ipynb. Executing syncs each pair first, so the edited .py is what runs.
notebooks: $(STAMP)
	$(TEST_ENV) $(BIN)/python scripts/execute_notebooks.py notebooks/*.ipynb

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

clean:
	rm -rf .cache/test export
