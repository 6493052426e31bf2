"""A pytest plugin that keeps the suite's budget visible: CPU seconds per test, not wall time.

``pytest -p tests.helpers.cpu_times --cpu-times 15`` prints, at the end, the 15 tests that
used the most CPU, the CPU per folder, and the total. A test's CPU is user + system time of
the test process and of every child it started and waited for (kernels, ``subprocess.run``),
over its set-up, call and tear-down (a module fixture's cost falls on the first test that
uses it). CPU, unlike wall time, does not depend on what else runs on the machine: on the
quiet 2-core reference machine a suite takes about its CPU seconds / 2 once both cores are
busy. Under pytest-xdist each worker measures its own tests and the totals are summed.
``make test`` prints this after the unit suite and nbval; ``make test-times`` prints it
for the unit suite alone, one process.
"""

from __future__ import annotations

import os
from collections import defaultdict

import pytest

_KEY = "cpu_s"


def _cpu() -> float:
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def pytest_addoption(parser) -> None:
    parser.getgroup("cpu times").addoption(
        "--cpu-times", type=int, default=None, metavar="N",
        help="print the N tests that used the most CPU (with children), CPU per folder and the total")
    parser.getgroup("cpu times").addoption(
        "--cpu-times-log", default=None, metavar="PATH",
        help="also append each test phase's CPU seconds to PATH as it ends (with --cpu-times)")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    item.stash[_started] = _cpu()
    yield


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    now = _cpu()
    report.user_properties.append((_KEY, round(now - item.stash.get(_started, now), 3)))
    item.stash[_started] = now


_started = pytest.StashKey[float]()


class _Collector:
    def __init__(self, top: int, log: str | None):
        self.top = top
        self.log = log
        self.per_test: dict[str, float] = defaultdict(float)

    def pytest_runtest_logreport(self, report) -> None:
        for key, value in report.user_properties:
            if key == _KEY:
                self.per_test[report.nodeid] += value
                if self.log:
                    with open(self.log, "a", encoding="utf-8") as out:
                        out.write(f"{value:.3f} {report.when} {report.nodeid}\n")

    def pytest_terminal_summary(self, terminalreporter) -> None:
        if not self.per_test:
            return
        write = terminalreporter.write_line
        total = sum(self.per_test.values())
        terminalreporter.section(f"CPU seconds (user + sys, with children): {total:.0f} s in "
                                 f"{len(self.per_test)} tests")
        folders: dict[str, float] = defaultdict(float)
        for nodeid, seconds in self.per_test.items():
            path = nodeid.split("::")[0]
            folder = path.rsplit("/", 1)[0] if "/" in path else path
            folders[folder] += seconds
        for folder, seconds in sorted(folders.items(), key=lambda kv: -kv[1]):
            if seconds >= 1:
                write(f"{seconds:8.1f} s  {folder}/")
        write(f"the {self.top} tests that used the most CPU:")
        for nodeid, seconds in sorted(self.per_test.items(), key=lambda kv: -kv[1])[:self.top]:
            write(f"{seconds:8.1f} s  {nodeid}")


def pytest_configure(config) -> None:
    top = config.getoption("--cpu-times")
    if top is not None and not hasattr(config, "workerinput"):  # the xdist controller, or no xdist
        config.pluginmanager.register(_Collector(top, config.getoption("--cpu-times-log")), "cpu-times-collector")


def main(argv: list[str]) -> int:
    """``python -m tests.helpers.cpu_times COMMAND ...``: run COMMAND and print the CPU seconds
    of its whole process tree (every process it started and waited for) and its wall time."""
    import resource
    import subprocess
    import time

    if not argv:
        print("usage: python -m tests.helpers.cpu_times COMMAND [ARG ...]")
        return 2
    started = time.monotonic()
    status = subprocess.call(argv)
    wall = time.monotonic() - started
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = usage.ru_utime + usage.ru_stime
    print(f"{' '.join(argv)}: {cpu:.0f} CPU s (user {usage.ru_utime:.0f} + sys {usage.ru_stime:.0f}, "
          f"the whole process tree), {wall:.0f} s wall; on a quiet 2-core machine about "
          f"{cpu / 2:.0f} s plus the serial part")
    return status


if __name__ == "__main__":
    import sys

    sys.exit(main(sys.argv[1:]))
