"""The workspace inside Jupyter Server: one page that creates or updates a learner's workspace.

On a JupyterHub (README, "Run it for a workshop"), nbgitpuller pulls the course into each
learner's home and then opens the page its ``urlpath`` names. Pointed at
``course/workspace`` (by default ``source=agentic-rag-course/notebooks`` and
``workspace=workspace``, nbgitpuller's ``targetpath`` and the learner's folder), this page brings
the pulled notebooks into the learner's workspace (``course_lib.app.workspace``: new ones copied,
newer ones replacing only copies the learner did not edit), shows what it did, and moves on
to JupyterLab in the workspace. Both folders are relative to the server's root folder and
must stay inside it. Enabled by ``jupyter/etc/jupyter/jupyter_server_config.d/course_lib.json``.
"""

from __future__ import annotations

import html
from pathlib import Path
from urllib.parse import quote

ROUTE = "course/workspace"
DEFAULT_SOURCE = "agentic-rag-course/notebooks"
DEFAULT_WORKSPACE = "workspace"


def _jupyter_server_extension_points():
    return [{"module": "course_lib.app.workspace_server"}]


def _inside(root: Path, relative: str, what: str) -> Path:
    from course_lib.foundation.errors import CourseError

    path = (root / relative).resolve()
    if path != root and root not in path.parents:
        raise CourseError(f"The {what} folder {relative!r} is outside your home folder.")
    return path


def _load_jupyter_server_extension(serverapp) -> None:
    from jupyter_server.base.handlers import JupyterHandler
    from jupyter_server.utils import url_path_join
    from tornado import web

    root = Path(serverapp.root_dir).expanduser().resolve()

    class WorkspaceHandler(JupyterHandler):
        @web.authenticated
        def get(self) -> None:
            from course_lib.app.workspace import Workspace
            from course_lib.foundation.errors import CourseError

            source = self.get_argument("source", DEFAULT_SOURCE)
            target = self.get_argument("workspace", DEFAULT_WORKSPACE)
            try:
                workspace_dir = _inside(root, target, "workspace")
                report = Workspace(workspace_dir, _inside(root, source, "course notebook")).update()
                lines, status = report.lines(), 200
                self._trust(workspace_dir, report.copied + report.updated + report.restored)
            except CourseError as exc:
                lines, status, workspace_dir = [f"error: {exc}"], 400, root
            lab = url_path_join(self.base_url, "lab", "tree", quote(workspace_dir.relative_to(root).as_posix()))
            self.log.info("course workspace %s: %s", workspace_dir, "; ".join(lines))
            self.set_status(status)
            refresh = f'<meta http-equiv="refresh" content="8; url={html.escape(lab)}">' if status == 200 else ""
            items = "".join(f"<li>{html.escape(line)}</li>" for line in lines)
            self.finish(f"<!doctype html><html><head><title>Your workspace</title>{refresh}</head>"
                        f"<body><h1>Your workspace</h1><ul>{items}</ul>"
                        f'<p><a href="{html.escape(lab)}">Open JupyterLab in your workspace</a></p>'
                        "</body></html>")

        def _trust(self, folder: Path, names: list[str]) -> None:
            """The copies are the course's notebooks, whose outputs the course made: trusted, as
            `make lab` trusts them (no "not trusted" warning; HTML outputs shown)."""
            import nbformat

            for name in names:
                try:
                    self.contents_manager.notary.sign(nbformat.read(str(folder / name), as_version=4))
                except Exception as exc:  # an untrusted notebook still opens: say so, go on
                    self.log.info("course workspace: %s not marked trusted (%s)", name, exc)

    serverapp.web_app.add_handlers(".*$", [(url_path_join(serverapp.base_url, ROUTE), WorkspaceHandler)])
