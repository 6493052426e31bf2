"""Is a TCP port free to serve on? ``make studio`` asks before starting LangGraph's server.

Usage: python scripts/check_port.py HOST PORT SETTING [URL_TEMPLATE]

Free: prints the URL that will be served (URL_TEMPLATE with {host} and {port}) and exits 0.
Taken, or not a port: one sentence naming SETTING (the make variable that picks another port)
on stderr, exit status 2. Standard library only: it runs in the studio's own environment.
"""

from __future__ import annotations

import socket
import sys


def main(argv: list[str]) -> int:
    if len(argv) not in (3, 4):
        print("usage: check_port.py HOST PORT SETTING [URL_TEMPLATE]", file=sys.stderr)
        return 2
    host, port_text, setting = argv[:3]
    template = argv[3] if len(argv) == 4 else "http://{host}:{port}"
    if not port_text.isdigit() or not 0 < int(port_text) < 65536:
        print(f"error: {setting}={port_text!r} is not a port number: give one from 1 to 65535.",
              file=sys.stderr)
        return 2
    port = int(port_text)
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        if sys.platform != "win32":  # as the server binds: a port left in TIME_WAIT is free
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError as exc:
            reason = "another program is serving on it" if exc.errno in (98, 48, 10048) else exc.strerror
            print(f"error: port {port} on {host} is taken ({reason}): stop that program, or pick a "
                  f"free port with {setting}, e.g. `make studio {setting}={port % 65535 + 1}`.", file=sys.stderr)
            return 2
    print(template.format(host=host, port=port))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
