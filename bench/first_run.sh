#!/bin/sh
# A newcomer's first run, timed (README, Performance):
#   1. a fresh clone of this repository into a temporary folder;
#   2. `make lab` there (install, knowledge bases, JupyterLab) until JupyterLab answers;
#   3. `make test` in a second fresh clone (everything CI runs, the install included);
#   4. the size of .venv.
# Usage: sh bench/first_run.sh [REPOSITORY]   (default: this one). Needs git, make, curl.
# The knowledge bases are built in the clone's own cache folder, so nothing is reused from an
# earlier run but uv's package cache (the packages are downloaded once per machine).
set -eu
SOURCE=${1:-$(git rev-parse --show-toplevel)}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
git clone --quiet "$SOURCE" "$WORK/course"
cd "$WORK/course"
export COURSE_CACHE_DIR="$WORK/cache"
PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')

now() { python3 -c 'import time; print(time.time())'; }
since() { python3 -c "import sys, time; print(f'{time.time() - float(sys.argv[1]):.1f}')" "$1"; }

start=$(now)
# its own process group, so JupyterLab (a child of make) stops with it
setsid make lab LAB_ARGS="--no-browser --ip 127.0.0.1 --port $PORT --ServerApp.token=" \
  > "$WORK/lab.log" 2>&1 &
lab=$!
deadline=$(( $(date +%s) + 600 ))
until curl -fs -o /dev/null "http://127.0.0.1:$PORT/api/status"; do
  if ! kill -0 "$lab" 2>/dev/null || [ "$(date +%s)" -gt "$deadline" ]; then
    echo "make lab did not start JupyterLab; its log:" >&2
    cat "$WORK/lab.log" >&2
    kill -- -"$lab" 2>/dev/null || true
    exit 1
  fi
  sleep 0.5
done
lab_s=$(since "$start")
kill -- -"$lab" 2>/dev/null || true
wait "$lab" 2>/dev/null || true

git clone --quiet "$SOURCE" "$WORK/again"
cd "$WORK/again"
export COURSE_CACHE_DIR="$WORK/cache-again"
start=$(now)
make test > "$WORK/test.log" 2>&1 || { tail -40 "$WORK/test.log" >&2; exit 1; }
test_s=$(since "$start")

echo "make lab, fresh clone, until JupyterLab answers: $lab_s s"
echo "make test, fresh clone, install included:        $test_s s"
grep -E "passed|failed" "$WORK/test.log" | sed 's/^/  /'
echo ".venv: $(du -sh .venv | cut -f1)"
