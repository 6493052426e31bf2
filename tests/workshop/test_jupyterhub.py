"""A workshop on a real JupyterHub (README, "Run it for a workshop"; hub/), on 127.0.0.1.

`make workshop` runs it (about 2 minutes; CI runs it after `make test`): a Chroma server,
the post-build step (hub/postBuild) that builds the knowledge bases on it once, JupyterHub with
hub/jupyterhub_config.py (DummyAuthenticator, SimpleLocalProcessSpawner, configurable-http-proxy
from npm), three learners who log in through the login form, get the course with nbgitpuller
(from a git repository of this checkout's HEAD) and their workspace through the course's page,
and run notebook 01 in their workspace through their server's kernel websocket. Checked:
identical outputs, progress kept per workspace, no knowledge base built by a learner, and an
instructor's update that reaches every learner without overwriting the one who edited."""

from __future__ import annotations

import asyncio
import http.cookiejar
import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from pathlib import Path

import pytest

from tests.helpers.kernel_client import KernelSocket, sanitizers

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
PROXY = ROOT / ".cache" / "hub" / "node_modules" / ".bin" / "configurable-http-proxy"
USERS = ("ada", "grace", "linus")
PASSWORD = "workshop-" + uuid.uuid4().hex[:8]
NOTEBOOK = "01_fixed_vs_agentic.ipynb"
COURSE_DIR, WORKSPACE_DIR = "agentic-rag-course", "workspace"  # the page's defaults (README's link)
DEADLINE_S = 420  # the whole module; every wait below has its own deadline too
CHROMA_RUN = "import sys, chromadb_rust_bindings; chromadb_rust_bindings.cli(['chroma', *sys.argv[1:]])"

pytestmark = pytest.mark.skipif(os.environ.get("COURSE_HUB_TEST") != "1",
                                reason="the JupyterHub workshop test runs with `make workshop`")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait(what: str, ready, seconds: float, proc: subprocess.Popen | None = None, log: Path | None = None):
    deadline = time.monotonic() + seconds
    while True:
        try:
            result = ready()
            if result:
                return result
        except OSError:
            pass
        if proc is not None and proc.poll() is not None:
            pytest.fail(f"{what}: the process exited ({proc.returncode}):\n"
                        f"{log.read_text(errors='replace')[-3000:] if log else ''}")
        if time.monotonic() > deadline:
            pytest.fail(f"{what}: not within {seconds:.0f} s\n"
                        f"{log.read_text(errors='replace')[-3000:] if log else ''}")
        time.sleep(0.5)


def _stop(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)
        except ProcessLookupError:
            pass


def _git(*args: str, cwd: Path | None = None) -> str:
    return subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True,
                          timeout=120).stdout.strip()


class Hub:
    def __init__(self, url: str, token: str, homes: Path, repo: Path, chroma: str):
        self.url, self.token, self.homes, self.repo, self.chroma = url, token, homes, repo, chroma

    def api(self, path: str, method: str = "GET", body: dict | None = None, raw: bool = False):
        req = urllib.request.Request(f"{self.url}{path}", method=method,
                                     data=None if body is None else json.dumps(body).encode(),
                                     headers={"Authorization": f"token {self.token}",
                                              "Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=60) as reply:
            data = reply.read()
        return data.decode() if raw else json.loads(data or b"null")

    def pull(self, user: str) -> None:
        """nbgitpuller's own endpoint: clone or merge the course into the learner's home."""
        query = urllib.parse.urlencode({"repo": self.repo.as_uri(), "branch": "workshop",
                                        "targetpath": COURSE_DIR})
        req = urllib.request.Request(f"{self.url}/user/{user}/git-pull/api?{query}",
                                     headers={"Authorization": f"token {self.token}"})
        deadline = time.monotonic() + 120
        with urllib.request.urlopen(req, timeout=120) as stream:
            for line in stream:
                if time.monotonic() > deadline:
                    pytest.fail(f"nbgitpuller for {user}: no end within 120 s")
                if line.startswith(b"data:"):
                    event = json.loads(line[5:])
                    if event.get("phase") == "error":
                        pytest.fail(f"nbgitpuller for {user}: {event.get('message')} {event.get('output', '')}")
                    if event.get("phase") == "finished":
                        return
        pytest.fail(f"nbgitpuller for {user}: the stream ended without 'finished'")

    def workspace_page(self, user: str) -> str:
        """Where nbgitpuller sends the learner after the pull (the link's urlpath)."""
        return self.api(f"/user/{user}/course/workspace", raw=True)

    def progress(self, user: str) -> list[dict]:
        path = self.homes / user / WORKSPACE_DIR / ".course" / "exercise-progress.json"
        return json.loads(path.read_text())["attempts"] if path.exists() else []


def _chroma_collections(address: str) -> list[str]:
    url = f"http://{address}/api/v2/tenants/default_tenant/databases/default_database/collections"
    with urllib.request.urlopen(url, timeout=30) as reply:
        return sorted(c["name"] for c in json.loads(reply.read()))


@pytest.fixture(scope="module")
def hub(tmp_path_factory):
    if not PROXY.exists():
        pytest.fail("configurable-http-proxy is not installed: `make hub-proxy` installs it")
    tmp = tmp_path_factory.mktemp("hub")
    started: list[subprocess.Popen] = []
    try:
        # the room's Chroma server
        chroma_port = _free_port()
        chroma_log = tmp / "chroma.log"
        env = {**os.environ, "ANONYMIZED_TELEMETRY": "False", "CHROMA_TELEMETRY": "false", "NO_COLOR": "1"}
        with chroma_log.open("wb") as out:
            chroma = subprocess.Popen([sys.executable, "-c", CHROMA_RUN, "run", "--path", str(tmp / "chroma"),
                                       "--host", "127.0.0.1", "--port", str(chroma_port)],
                                      stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                      env=env, start_new_session=True)
        started.append(chroma)
        address = f"127.0.0.1:{chroma_port}"
        _wait("the Chroma server", lambda: _chroma_collections(address) is not None, 60, chroma, chroma_log)

        # the post-build step, once
        build = subprocess.run(["sh", str(ROOT / "hub" / "postBuild")], cwd=ROOT, capture_output=True, text=True,
                               timeout=300, env={**os.environ, "COURSE_CHROMA_SERVER": address,
                                                 "COURSE_BIN": str(BIN),
                                                 "COURSE_CACHE_DIR": str(tmp / "instructor-cache")})
        assert build.returncode == 0, build.stderr[-2000:]

        # the course as the instructor publishes it: a git repository of this checkout's HEAD
        repo = tmp / "course.git"
        _git("init", "--bare", "--quiet", str(repo))
        _git("config", "receive.shallowUpdate", "true", cwd=repo)  # CI clones may be shallow
        _git("push", "--quiet", str(repo), "HEAD:refs/heads/workshop", cwd=ROOT)

        port, token, homes = _free_port(), uuid.uuid4().hex, tmp / "homes"
        hub_env = {**os.environ, "COURSE_HUB_IP": "127.0.0.1", "COURSE_HUB_PORT": str(port),
                   "COURSE_HUB_API_PORT": str(_free_port()), "COURSE_HUB_PROXY_API_PORT": str(_free_port()),
                   "COURSE_HUB_PASSWORD": PASSWORD, "COURSE_HUB_HOMES": str(homes),
                   "COURSE_HUB_STATE": str(tmp / "state"), "COURSE_HUB_API_TOKEN": token,
                   "COURSE_CHROMA_SERVER": address}
        hub_log = tmp / "hub.log"
        with hub_log.open("wb") as out:
            proc = subprocess.Popen([str(BIN / "jupyterhub"), "-f", str(ROOT / "hub" / "jupyterhub_config.py")],
                                    cwd=tmp, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                    env=hub_env, start_new_session=True)
        started.append(proc)
        url = f"http://127.0.0.1:{port}"
        _wait("JupyterHub", lambda: urllib.request.urlopen(f"{url}/hub/api/", timeout=5).status == 200,
              90, proc, hub_log)
        the_hub = Hub(url, token, homes, repo, address)
        the_hub.log = hub_log
        the_hub.started_collections = _chroma_collections(address)
        yield the_hub
        for user in USERS:  # stop the learners' servers through the hub, as an instructor would
            try:
                the_hub.api(f"/hub/api/users/{user}/server", "DELETE")
            except OSError:
                pass
    finally:
        for proc in reversed(started):
            _stop(proc)
        # a learner's server the hub could not stop: ours (its home is under tmp), ended by id
        for pid in filter(str.isdigit, os.listdir("/proc")):
            try:
                environ = Path(f"/proc/{pid}/environ").read_bytes()
            except OSError:
                continue
            if f"HOME={tmp}".encode() in environ and int(pid) != os.getpid():
                try:
                    os.kill(int(pid), signal.SIGKILL)
                except ProcessLookupError:
                    pass


def _login(hub: Hub, user: str, password: str) -> int:
    """The login form, as a browser fills it in; the status of the page it ends on."""
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    opener.open(f"{hub.url}/hub/login", timeout=30).read()
    xsrf = next(c.value for c in jar if c.name == "_xsrf")
    form = urllib.parse.urlencode({"username": user, "password": password, "_xsrf": xsrf}).encode()
    try:
        with opener.open(urllib.request.Request(f"{hub.url}/hub/login?next=", data=form), timeout=60) as page:
            return page.status
    except urllib.error.HTTPError as exc:
        return exc.code


async def _run_notebook(hub: Hub, user: str, deadline: float) -> list:
    path = f"{WORKSPACE_DIR}/{NOTEBOOK}"
    model = hub.api(f"/user/{user}/api/contents/{path}?content=1")
    session = hub.api(f"/user/{user}/api/sessions", "POST",
                      {"path": path, "type": "notebook", "name": NOTEBOOK, "kernel": {"name": "python3"}})
    ws = hub.url.replace("http", "ws") + f"/user/{user}/api/kernels/{session['kernel']['id']}/channels"
    subs = sanitizers()
    outputs = []
    async with KernelSocket(ws, hub.token) as kernel:
        for cell in model["content"]["cells"]:
            if cell["cell_type"] != "code":
                continue
            result = await kernel.run("".join(cell["source"]), deadline)
            for pattern, replacement in subs:
                result = [tuple(pattern.sub(replacement, x) for x in item) for item in result]
            outputs.append(result)
        # the learner solves exercise 2 of this lesson (ada only: progress must stay hers)
        if user == USERS[0]:
            outputs.append(await kernel.run(
                "from course_lib.exercises.registry import problems\n"
                "p = problems('01')[1]\nprint(p.check(p.reference_answer()).status)", deadline))
    hub.api(f"/user/{user}/api/sessions/{session['id']}", "DELETE")
    return outputs


async def _run_code(hub: Hub, user: str, code: str, deadline: float) -> list:
    """``code`` in a new kernel of the learner's, started in their workspace."""
    session = hub.api(f"/user/{user}/api/sessions", "POST",
                      {"path": f"{WORKSPACE_DIR}/scratch.ipynb", "type": "notebook", "name": "scratch",
                       "kernel": {"name": "python3"}})
    ws = hub.url.replace("http", "ws") + f"/user/{user}/api/kernels/{session['kernel']['id']}/channels"
    try:
        async with KernelSocket(ws, hub.token) as kernel:
            return await kernel.run(code, deadline)
    finally:
        hub.api(f"/user/{user}/api/sessions/{session['id']}", "DELETE")


def test_a_workshop_of_three_on_jupyterhub(hub):
    deadline = time.monotonic() + DEADLINE_S
    assert _login(hub, USERS[0], "not-the-password") == 403
    for user in USERS:  # log in: the hub starts each learner's server
        assert _login(hub, user, PASSWORD) == 200
    for user in USERS:
        _wait(f"{user}'s server", lambda u=user: (hub.api(f"/hub/api/users/{u}")["servers"]
                                                  .get("", {}).get("ready")), 120, log=hub.log)
        hub.pull(user)
        page = hub.workspace_page(user)
        assert "copied into" in page and NOTEBOOK in page
        assert (hub.homes / user / WORKSPACE_DIR / NOTEBOOK).exists()

    with pytest.raises(urllib.error.HTTPError) as outside:  # the page stays inside the learner's home
        hub.api(f"/user/{USERS[0]}/course/workspace?workspace=../{USERS[1]}", raw=True)
    assert outside.value.code == 400

    async def everyone():
        return await asyncio.gather(*(_run_notebook(hub, u, deadline) for u in USERS))

    results = dict(zip(USERS, asyncio.run(everyone()), strict=True))
    ada_extra = results[USERS[0]].pop()
    assert ada_extra[-1] == ("stream", "stdout", "correct\n"), ada_extra  # after the check's verdict
    first = results[USERS[0]]
    assert sum(len(cell) for cell in first) > 10
    assert not [o for cell in first for o in cell if o[0] == "error"], first
    for user in USERS[1:]:
        assert results[user] == first, f"{user}'s outputs differ from {USERS[0]}'s"

    # progress: each workspace its own; only ada solved exercise 2
    progress = {user: hub.progress(user) for user in USERS}
    assert all(progress.values()), "every learner's checks are recorded in their workspace"
    solved = {user: [a for a in attempts if a["verdict"] == "correct"] for user, attempts in progress.items()}
    assert len(solved[USERS[0]]) == 1 and not solved[USERS[1]] and not solved[USERS[2]]
    counts = [len(progress[user]) for user in USERS]
    assert counts[0] == counts[1] + 1 and counts[1] == counts[2]

    # the knowledge bases came from the shared server: built once, by the post-build step
    assert _chroma_collections(hub.chroma) == hub.started_collections
    assert not list(hub.homes.glob("*/.cache/**/chroma.sqlite3"))

    # the instructor fixes notebook 01; ada had edited hers, grace had not
    nb = hub.api(f"/user/{USERS[0]}/api/contents/{WORKSPACE_DIR}/{NOTEBOOK}?content=1")["content"]
    nb["cells"].append({"cell_type": "code", "source": "my_answer = 'mine'", "metadata": {},
                        "outputs": [], "execution_count": None, "id": "ada-answer"})
    hub.api(f"/user/{USERS[0]}/api/contents/{WORKSPACE_DIR}/{NOTEBOOK}", "PUT",
            {"type": "notebook", "format": "json", "content": nb})
    clone = hub.homes.parent / "instructor"
    _git("clone", "--quiet", "--branch", "workshop", str(hub.repo), str(clone))
    text = (clone / "notebooks" / NOTEBOOK).read_text()
    fixed = json.loads(text)
    fixed["cells"][0]["source"] = ["# A fix by the instructor\n"] + list(fixed["cells"][0]["source"])
    (clone / "notebooks" / NOTEBOOK).write_text(json.dumps(fixed, indent=1) + "\n")
    _git("-c", "user.name=Instructor", "-c", "user.email=i@example.org", "commit", "--quiet", "-am",
         "fix notebook 01", cwd=clone)
    _git("push", "--quiet", "origin", "workshop", cwd=clone)
    for user in USERS[:2]:
        hub.pull(user)
    ada_page, grace_page = hub.workspace_page(USERS[0]), hub.workspace_page(USERS[1])
    assert re.search(r"kept, because you edited them[^<]*" + re.escape(NOTEBOOK), ada_page), ada_page
    assert "my_answer = 'mine'" in (hub.homes / USERS[0] / WORKSPACE_DIR / NOTEBOOK).read_text()
    assert "updated to the course" in grace_page
    assert "A fix by the instructor" in (hub.homes / USERS[1] / WORKSPACE_DIR / NOTEBOOK).read_text()
    # nbgitpuller's clone itself stays the course's: the learners never edit it
    assert "A fix by the instructor" in (hub.homes / USERS[0] / COURSE_DIR / "notebooks" / NOTEBOOK).read_text()
    # ada takes the fixed version after all, from a terminal (here, her kernel's shell)
    reset = asyncio.run(_run_code(hub, USERS[0], "!course workspace reset 01", deadline))
    assert "restored as the course has it" in reset[0][2], reset
    mine = hub.homes / USERS[0] / WORKSPACE_DIR
    assert "A fix by the instructor" in (mine / NOTEBOOK).read_text()
    assert any("my_answer = 'mine'" in p.read_text() for p in (mine / ".course" / "backup").iterdir())
    log = hub.log.read_text(errors="replace")
    assert "is not trusted" not in log, "the workspace page marks the course's copies trusted"
    assert "websocket_ping_timeout" not in log
    assert time.monotonic() < deadline
