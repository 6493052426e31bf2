"""Network addresses as values: an IPv4 address, a dotted hostname, a URL, an e-mail address.

Each is one value, never cut at its dots ("192.168.10.47" is no number 192, "mail.kestrel.io"
no word "mail"). ``field_readers`` reads a host / ip / server / domain field with ``host_value``;
``tool_args`` takes every address out of a question before it reads numbers from it
(``without_addresses``). Introduced for a learner's network tools (notebook 03's multi-tool
routing, issue 26).
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

_OCTET = r"(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)"
IPV4_RE = re.compile(rf"(?<![\w.]){_OCTET}(?:\.{_OCTET}){{3}}(?![\w-]|\.\d)")
_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
# two or more labels, the last (the top-level domain) of letters: "nas.home.arpa", "example-shop.co.uk";
# not "e.g." (a one-letter end), "3.11" (figures), nor a part of an e-mail address or a URL's path
HOSTNAME_RE = re.compile(rf"(?<![\w@./:-])(?:{_LABEL}\.)+[A-Za-z][A-Za-z0-9-]*[A-Za-z0-9](?![\w@-]|\.[A-Za-z0-9])")
URL_RE = re.compile(r"\b(?:https?|ftp)://[^\s)>\]\"']+[^\s)>\]\"'.,;:!?]")
EMAIL_RE = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")

# a file's name is no host ("notes.txt", "main.py")
_FILE_ENDINGS = frozenset(
    "txt md pdf csv tsv json yaml yml toml xml html htm js ts py ipynb rb java c h cpp rs go sh bat exe dll "
    "png jpg jpeg gif svg webp mp3 mp4 wav zip tar gz tgz bz2 7z log conf cfg ini doc docx xls xlsx ppt pptx "
    "odt sql db sqlite bak tmp lock".split()
)

# what the field wants: an IP address, a domain name, or either (a host)
_IP_NAME_RE = re.compile(r"(?:^|_)ip(?:v4)?(?:_|$)", re.IGNORECASE)
_DOMAIN_NAME_RE = re.compile(r"(?:^|_)domain(?:_|$)", re.IGNORECASE)
_IP_SAID_RE = re.compile(r"\bip(?:v4)? address", re.IGNORECASE)
_HOST_SAID_RE = re.compile(r"\b(?:host|domain)", re.IGNORECASE)
_DOMAIN_SAID_RE = re.compile(r"\bdomain name", re.IGNORECASE)


def hostnames(text: str) -> list[tuple[int, str]]:
    """(offset, name) of every dotted hostname the text writes, files' names left out."""
    return [(m.start(), m.group(0)) for m in HOSTNAME_RE.finditer(text)
            if m.group(0).rsplit(".", 1)[-1].lower() not in _FILE_ENDINGS]


def _url_hosts(text: str) -> list[tuple[int, str]]:
    out = []
    for m in URL_RE.finditer(text):
        host = urlsplit(m.group(0)).hostname
        if host:
            out.append((m.start(), host))
    return out


def host_value(name: str, description: str, text: str) -> str | None:
    """The host a field named ``name`` (described by ``description``) takes from ``text``: for an
    IP field the IPv4 address, for a domain field the hostname (a URL's or an e-mail address's
    host when no bare one is written), for any other host field the first IPv4 address or
    hostname (a URL's host when neither is written); ``None`` when the text writes none."""
    ips = [(m.start(), m.group(0)) for m in IPV4_RE.finditer(text)]
    if _IP_NAME_RE.search(name) or (_IP_SAID_RE.search(description) and not _HOST_SAID_RE.search(f"{name} {description}")):
        return ips[0][1] if ips else None
    names = hostnames(text)
    if _DOMAIN_NAME_RE.search(name) or _DOMAIN_SAID_RE.search(description):
        found = names or _url_hosts(text) or [(m.start(), m.group(0).rsplit("@", 1)[1]) for m in EMAIL_RE.finditer(text)]
        return found[0][1] if found else None
    found = sorted(ips + names) or _url_hosts(text)
    return found[0][1] if found else None


def without_addresses(text: str) -> str:
    """The text with every URL, e-mail address, IPv4 address and hostname blanked out (their
    figures are no numbers of the question)."""
    for pattern in (URL_RE, EMAIL_RE, IPV4_RE, HOSTNAME_RE):
        if pattern is HOSTNAME_RE or pattern.search(text):
            text = pattern.sub(" ", text)
    return text
