# JupyterHub for a workshop of this course (README, "Run it for a workshop"): one machine, the
# course's .venv as every learner's environment, nbgitpuller to hand out and update the course,
# one shared Chroma server for the knowledge bases. `make workshop` tests this very file.
#
#   .venv/bin/jupyterhub -f hub/jupyterhub_config.py
#
# Settings (environment of the hub; each has a default for a one-machine workshop):
#   COURSE_HUB_IP, COURSE_HUB_PORT   where learners connect (default all interfaces, port 8000)
#   COURSE_HUB_PASSWORD              the one password of the workshop (DummyAuthenticator);
#                                    no password set: the hub refuses to start
#   COURSE_HUB_HOMES                 the folder of the learners' home folders (default
#                                    .cache/hub/homes in the project)
#   COURSE_HUB_STATE                 the hub's database, cookie secret and proxy pid (default
#                                    .cache/hub/state)
#   COURSE_HUB_API_PORT, COURSE_HUB_PROXY_API_PORT   the hub's and the proxy's internal ports
#                                    on 127.0.0.1 (default 8081 and 8001)
#   COURSE_CHROMA_SERVER             the shared Chroma server (host:port), given to every learner
#   every other COURSE_* setting (COURSE_LLM, OPENAI_API_KEY, ...) is passed on to the learners,
#   except COURSE_CACHE_DIR and COURSE_WORKSPACE, which are each learner's own.
#
# Isolation: the spawner below starts every learner's server as the user the hub runs as, in a
# home folder of their own. That is what a workshop on one machine with trusted participants
# needs and nothing more: learners can read each other's files. For isolation use The Littlest
# JupyterHub (one system user per learner) or DockerSpawner/KubeSpawner with the same
# single-user environment (README).
import os
import sys
from pathlib import Path

c = get_config()  # noqa: F821 - JupyterHub's config loader provides it

COURSE = Path(__file__).resolve().parent.parent
CACHE = COURSE / ".cache" / "hub"
STATE = Path(os.environ.get("COURSE_HUB_STATE") or CACHE / "state")
HOMES = Path(os.environ.get("COURSE_HUB_HOMES") or CACHE / "homes")
STATE.mkdir(parents=True, exist_ok=True)
HOMES.mkdir(parents=True, exist_ok=True)
BIN = Path(sys.executable).parent  # the environment the hub runs in is the learners' too

c.JupyterHub.ip = os.environ.get("COURSE_HUB_IP", "")
c.JupyterHub.port = int(os.environ.get("COURSE_HUB_PORT", "8000"))
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = int(os.environ.get("COURSE_HUB_API_PORT", "8081"))
c.JupyterHub.db_url = f"sqlite:///{STATE / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(STATE / "jupyterhub_cookie_secret")

# configurable-http-proxy, installed by the project (make hub-proxy: npm into .cache/hub)
proxy = CACHE / "node_modules" / ".bin" / "configurable-http-proxy"
if proxy.exists():
    c.ConfigurableHTTPProxy.command = [str(proxy)]
c.ConfigurableHTTPProxy.api_url = f"http://127.0.0.1:{int(os.environ.get('COURSE_HUB_PROXY_API_PORT', '8001'))}"
c.ConfigurableHTTPProxy.pid_file = str(STATE / "proxy.pid")

password = os.environ.get("COURSE_HUB_PASSWORD", "")
if not password:
    sys.exit("hub/jupyterhub_config.py: set COURSE_HUB_PASSWORD, the workshop's password.")
c.JupyterHub.authenticator_class = "dummy"
c.DummyAuthenticator.password = password
c.Authenticator.allow_all = True  # anyone with the password: name yourself at the login page

c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = str(HOMES / "{username}")
c.Spawner.cmd = [str(BIN / "jupyterhub-singleuser")]
c.Spawner.default_url = "/lab"
c.Spawner.start_timeout = 120
c.Spawner.http_timeout = 120
PASSED_ON = ("TIKTOKEN_CACHE_DIR", "OPENAI_API_KEY", "OPENAI_BASE_URL", "ANONYMIZED_TELEMETRY",
             "PYTHONHASHSEED", "MPLBACKEND")
c.Spawner.environment = {
    key: value for key, value in os.environ.items()
    if (key.startswith("COURSE_") and not key.startswith("COURSE_HUB_")
        and key not in ("COURSE_CACHE_DIR", "COURSE_WORKSPACE")) or key in PASSED_ON
}
# Each learner's workspace and the course clone it copies from, as the workspace page that
# nbgitpuller's link opens makes them (course_lib/app/workspace_server.py): kernels keep the
# exercise progress there, and `course workspace reset 04` in a terminal works on them.
c.Spawner.environment.update(
    COURSE_WORKSPACE=lambda spawner: f"{spawner.home_dir}/workspace",
    COURSE_WORKSPACE_SOURCE=lambda spawner: f"{spawner.home_dir}/agentic-rag-course/notebooks",
)
# The learners' Python and tools are the course's (VIRTUAL_ENV and PATH, as `make lab` does).
c.Spawner.environment.update(VIRTUAL_ENV=str(BIN.parent),
                             PATH=f"{BIN}{os.pathsep}{os.environ.get('PATH', '/usr/bin:/bin')}")

# Run as root (a container, a CI machine), the learners' servers are root too, and Jupyter
# Server refuses that unless told. Prefer running the hub as an ordinary user.
if os.geteuid() == 0:
    c.Spawner.args = ["--allow-root"]

# A token for the instructor's scripts (and `make workshop`'s test): COURSE_HUB_API_TOKEN.
token = os.environ.get("COURSE_HUB_API_TOKEN")
if token:
    c.JupyterHub.services = [{"name": "course-instructor", "api_token": token}]
    c.JupyterHub.load_roles = [{
        "name": "course-instructor",
        "scopes": ["admin:users", "admin:servers", "access:servers", "list:users", "read:users"],
        "services": ["course-instructor"],
    }]
