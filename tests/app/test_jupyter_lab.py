"""JupyterLab as `make lab` starts it, headless on 127.0.0.1: on a learner workspace, with the
course's settings (jupyter/, installed into .venv by `make venv`). A kernel is started and
talked to over its websocket, a notebook is saved as JupyterLab's autosave saves it, and then:
the course's notebooks and their .py sources are untouched, the workspace got no paired .py,
and the server's log has no warning (the ping timeout that jupyter_server's defaults give
Tornado 6.5 was one: jupyter/README.md)."""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
import uuid
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # starts processes (make test-fast skips it)

ROOT = Path(__file__).resolve().parents[2]
JUPYTER = Path(sys.executable).parent / "jupyter"
DEADLINE_S = 90


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _request(url: str, token: str, method: str = "GET", body: dict | None = None) -> dict:
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(url, data=data, method=method,
                                 headers={"Authorization": f"token {token}",
                                          "Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=20) as reply:
        return json.loads(reply.read() or b"null")


async def _run_code(ws_url: str, token: str, code: str, deadline: float) -> str:
    """Execute ``code`` in the kernel over its websocket; the text it printed."""
    from tornado.httpclient import HTTPRequest
    from tornado.websocket import websocket_connect

    conn = await asyncio.wait_for(websocket_connect(HTTPRequest(
        ws_url, headers={"Authorization": f"token {token}"})), timeout=20)
    msg_id = uuid.uuid4().hex
    conn.write_message(json.dumps({
        "header": {"msg_id": msg_id, "msg_type": "execute_request", "username": "test",
                   "session": uuid.uuid4().hex, "version": "5.3"},
        "parent_header": {}, "metadata": {}, "channel": "shell",
        "content": {"code": code, "silent": False, "store_history": False,
                    "user_expressions": {}, "allow_stdin": False, "stop_on_error": True}}))
    printed = []
    while time.monotonic() < deadline:
        raw = await asyncio.wait_for(conn.read_message(), timeout=max(1, deadline - time.monotonic()))
        if raw is None:
            break
        msg = json.loads(raw)
        if msg.get("parent_header", {}).get("msg_id") != msg_id:
            continue
        if msg["msg_type"] == "stream":
            printed.append(msg["content"]["text"])
        if msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle":
            break
    conn.close()
    return "".join(printed)


def _hashes(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())
            if p.is_file()}


@pytest.fixture
def lab(tmp_path):
    if not JUPYTER.exists():
        pytest.skip("JupyterLab is not installed in this environment")
    from course_lib.app.workspace import Workspace

    workspace = Workspace(tmp_path / "workspace")
    workspace.create()
    port, token = _free_port(), uuid.uuid4().hex
    log = tmp_path / "lab.log"
    env = {**os.environ, "COURSE_WORKSPACE": str(workspace.path),
           "JUPYTER_CONFIG_DIR": str(tmp_path / "user-config"),  # only the environment's settings
           "JUPYTER_RUNTIME_DIR": str(tmp_path / "runtime"), "JUPYTER_DATA_DIR": str(tmp_path / "data")}
    # as `make lab` does: the course's notebooks are trusted, so their copies are too
    subprocess.run([str(JUPYTER), "trust", *map(str, sorted((ROOT / "notebooks").glob("*.ipynb")))],
                   env=env, capture_output=True, timeout=60, check=True)
    with log.open("w") as out:
        proc = subprocess.Popen(
            [str(JUPYTER), "lab", "--no-browser", "--ip=127.0.0.1", f"--port={port}",
             f"--IdentityProvider.token={token}", f"--notebook-dir={workspace.path}",
             "--allow-root"], stdout=out, stderr=subprocess.STDOUT, env=env, start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                _request(f"{base}/api/status", token)
                break
            except OSError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(f"jupyter lab did not start:\n{log.read_text()[-2000:]}")
                time.sleep(0.3)
        yield base, token, workspace, log, proc
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(timeout=5)


def test_lab_on_a_workspace_keeps_the_course_clean_and_logs_no_warning(lab):
    base, token, workspace, log, proc = lab
    deadline = time.monotonic() + DEADLINE_S
    course_before = _hashes(ROOT / "notebooks")
    name = "01_fixed_vs_agentic.ipynb"
    session = _request(f"{base}/api/sessions", token, "POST",
                       {"path": name, "type": "notebook", "name": name, "kernel": {"name": "python3"}})
    kernel = session["kernel"]["id"]
    ws_url = base.replace("http", "ws") + f"/api/kernels/{kernel}/channels?session_id={uuid.uuid4().hex}"
    printed = asyncio.run(_run_code(
        ws_url, token, "import os, course_lib.app.workspace as w; print(os.getcwd()); print(w.progress_file())",
        deadline))
    cwd, progress = printed.split()
    assert Path(cwd) == workspace.path
    assert Path(progress) == workspace.path / ".course" / "exercise-progress.json"

    # what JupyterLab's autosave does: PUT the notebook with the learner's new cell
    model = _request(f"{base}/api/contents/{name}?content=1", token)
    model["content"]["cells"].append({"cell_type": "code", "source": "my_answer = 42",
                                      "metadata": {}, "outputs": [], "execution_count": None,
                                      "id": "learner-cell"})
    _request(f"{base}/api/contents/{name}", token, "PUT",
             {"type": "notebook", "format": "json", "content": model["content"]})
    _request(f"{base}/api/sessions/{session['id']}", token, "DELETE")
    assert "my_answer = 42" in (workspace.path / name).read_text()
    assert sorted(p.name for p in workspace.path.glob("*.py")) == []  # no jupytext pairing here
    assert _hashes(ROOT / "notebooks") == course_before

    os.killpg(proc.pid, signal.SIGTERM)
    proc.wait(timeout=15)
    text = log.read_text()
    # Every warning of the server's; the kernel's own stderr ("[IPKernelApp] WARNING | Kernel is
    # running over TCP without encryption", ipykernel 7.4) is ipykernel's, not the course's.
    warnings = [line for line in text.splitlines()
                if line.startswith(("[W ", "[E ")) or ("WARNING" in line and "[IPKernelApp]" not in line)]
    assert "Kernel started" in text
    assert warnings == [], text[-3000:]
