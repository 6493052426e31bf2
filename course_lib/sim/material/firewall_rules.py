"""A firewall's rule listing read as rules (issue 26; notebook 02's grounded answers over a learner's
own pasted output: ``ufw status numbered``, ``iptables -L`` / ``-S``, ``pf.conf``, a cloud security
group's inbound rules copied from the console).

"Can I ssh into the box from my phone on 4G?" over "[ 1] 22/tcp  ALLOW IN  192.168.1.0/24": no line
writes "ssh" or "4G"; the answer is the rule for the service's port (a small table of well-known
services as data: ``services.yaml``) read against the network the question connects from. Here
``listing`` reads a document's rules (number, ports, action, source, its comment or description,
IPv6 or not, replies-only) with how the listing decides (the first matching rule for ufw and
iptables, the last one for pf unless ``quick``, any allowing rule for a security group) and the
default it states ("policy DROP"); a network the notes name by its CIDR ("The office network is
172.16.0.0/16") or a rule's comment names ("Leeds office") labels that source. ``read`` answers
- "how many rules allow / let traffic in" (or block): a count of the rules by action;
- "can I <service> / is <service | port N> open (from <network>)": the deciding rule, "from" read
  as the internet ("4G", "outside", "everyone"), the LAN, or a name the labels hold ("the
  office"); a network the listing cannot place (an unnamed private range for "from home") is
  ``Unsure``; no network asked and sources that differ: "only from ..." with the rules.
No listing, or a question naming no service, port or count -> ``None``. Bounded: ``_MAX_LINES``,
``_MAX_DOCS``.
"""

from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.reports.reader_results import Answer, Unsure
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.cues import read as read_data
from course_lib.sim.words.text import STOP_WORDS, stem

_CUE = patterns("firewall_rules")  # its cue patterns: data/sim/patterns.yaml
_MAX_LINES = 1000
_MAX_DOCS = 10
_MIN_RULES = 2
_WORD_RE = re.compile(r"[a-z][a-z0-9'-]*")
_PORT_Q_RE = re.compile(r"\bport\s+(\d{1,5})\b", re.IGNORECASE)
_CIDR_RE = re.compile(r"^\d{1,3}(?:\.\d{1,3}){3}(?:/\d{1,2})?$")
_CIDR_IN_RE = re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}/\d{1,2}(?!\d|\.\d)")
# a word every listing writes (an action, or a port column's name): documents without one are not read
_LISTING_WORD_RE = re.compile(r"\b(?:ALLOW|DENY|REJECT|LIMIT|ACCEPT|DROP|pass|block|[Pp]ort)\b")
_PLAIN = frozenset("the a an my our network net lan subnet range is are of to from".split())


@dataclass(frozen=True)
class Rule:
    number: int
    ports: frozenset[int] | None  # None: every port
    names: frozenset[str]  # service names the rule writes instead of a port (or its type column)
    allow: bool
    source: str
    label: str  # the rule's comment or description
    v6: bool = False
    replies_only: bool = False
    quick: bool = False

    def shown(self) -> str:
        label = f" ({self.label})" if self.label and self.label not in "-" else ""
        return f"rule {self.number}{label}"


@dataclass(frozen=True)
class Listing:
    rules: tuple[Rule, ...]
    decides: str  # "first", "last" or "any"
    policy: bool | None  # the default: True allow, False deny, None not stated
    nets: tuple[tuple[str, frozenset[str], str], ...]  # (CIDR, words of its name, its name) the notes give


@lru_cache(maxsize=1)
def _services() -> tuple[tuple[tuple[str, ...], frozenset[int]], ...]:
    data = read_data("services.yaml")
    try:
        return tuple((tuple(str(n).lower() for n in e["names"]), frozenset(int(p) for p in e["ports"]))
                     for e in data["services"])
    except (KeyError, TypeError, ValueError) as err:
        raise ValueError(f"services.yaml: each service needs 'names' and 'ports' ({err})") from None


def _name_ports(name: str) -> frozenset[int] | None:
    for names, ports in _services():
        if name.lower() in names:
            return ports
    return None


def _ports(text: str) -> tuple[frozenset[int] | None, frozenset[str]]:
    """Ports a rule's port field writes ("80,443/tcp", "8000:8080", "{ 80 443 }", "ssh"), and the
    service names it writes instead."""
    text = text.strip("{} ").split("/")[0]
    ports: set[int] = set()
    names: set[str] = set()
    for part in re.split(r"[,\s]+", text):
        if not part:
            continue
        if re.fullmatch(r"\d{1,5}[:-]\d{1,5}", part):
            a, b = (int(x) for x in re.split(r"[:-]", part))
            if 0 <= b - a <= 65535:
                ports.update(range(a, b + 1)) if b - a <= 2000 else ports.update({a, b})
        elif part.isdigit():
            ports.add(int(part))
        elif part.lower() not in ("any", "all", "anywhere"):
            names.add(part.lower())
            ports |= _name_ports(part) or set()
    if not ports and not names:
        return None, frozenset()
    return frozenset(ports), frozenset(names)


def _table_rules(lines: list[str]) -> list[Rule] | None:
    """A security group's rules: a header with a port column and a source column over rows."""
    for i, line in enumerate(lines[:-1]):
        header = [c.strip() for c in (line.split("\t") if "\t" in line else re.split(r"\s{2,}", line.strip()))]
        port = [j for j, h in enumerate(header) if _CUE.port_column.match(h)]
        source = [j for j, h in enumerate(header) if _CUE.source_column.match(h)]
        if len(port) != 1 or len(source) != 1:
            continue
        kind = [j for j, h in enumerate(header) if _CUE.type_column.match(h)]
        label = [j for j, h in enumerate(header) if _CUE.label_column.match(h)]
        action = [j for j, h in enumerate(header) if _CUE.action_column.match(h)]
        rules = []
        for line2 in lines[i + 1:]:
            cells = [c.strip() for c in (line2.split("\t") if "\t" in line else re.split(r"\s{2,}", line2.strip()))]
            if len(cells) != len(header):
                break
            ports, names = _ports(cells[port[0]])
            if kind:
                names |= {cells[kind[0]].lower()}
                ports = (ports or frozenset()) | (_name_ports(cells[kind[0]]) or frozenset())
            if cells[port[0]].lower() in ("all", "any"):
                ports = None
            allow = True
            if action:
                allow = not _CUE.deny_words.search(cells[action[0]])
            rules.append(Rule(len(rules) + 1, ports, names, allow, cells[source[0]],
                              cells[label[0]] if label else ""))
        return rules if len(rules) >= _MIN_RULES - 1 else None
    return None


def _line_rule(line: str, number: int) -> tuple[Rule, str] | None:
    m = _CUE.ufw.match(line)
    if m:
        ports, names = _ports(m.group("to"))
        if ports is None and not names and "anywhere" not in m.group("to").lower():
            return None
        if m.group("dir") == "OUT":
            return None
        return Rule(int(m.group("num") or number), ports, names, m.group("action") in ("ALLOW", "LIMIT"),
                    m.group("src").replace("(v6)", "").strip(), (m.group("comment") or "").strip(),
                    v6=bool(m.group("v6")) or "(v6)" in m.group("src")), "first"
    m = _CUE.iptables.match(line)
    if m:
        d = _CUE.dport.search(m.group("extra"))
        ports, names = _ports(next(g for g in d.groups() if g)) if d else (None, frozenset())
        return Rule(int(m.group("num") or number), ports, names, m.group("action") == "ACCEPT", m.group("src"), "",
                    v6=":" in m.group("src") and "/" in m.group("src"),
                    replies_only=bool(_CUE.established.search(m.group("extra")))), "first"
    m = _CUE.iptables_s.match(line)
    if m:
        rule = m.group("rule")
        src = re.search(r"-s\s+(\S+)", rule)
        d = _CUE.dport.search(rule)
        ports, names = _ports(next(g for g in d.groups() if g)) if d else (None, frozenset())
        return Rule(number, ports, names, m.group("action") == "ACCEPT", src.group(1) if src else "0.0.0.0/0", "",
                    replies_only=bool(_CUE.established.search(rule))), "first"
    m = _CUE.pf.match(line)
    if m and (" in " in f" {m.group('rule')} " or "from" in m.group("rule") or m.group("rule").strip() == "all"):
        rule = m.group("rule")
        if re.search(r"\bout\b", rule):
            return None
        src = re.search(r"\bfrom\s+(\{[^}]*\}|<[^>]+>|\S+)", rule)
        d = _CUE.dport.search(rule)
        ports, names = _ports(next(g for g in d.groups() if g)) if d else (None, frozenset())
        return Rule(number, ports, names, m.group("action") == "pass", src.group(1) if src else "any",
                    (m.group("comment") or "").strip(), quick=bool(re.search(r"\bquick\b", rule))), "last"
    return None


def _nets(text: str) -> tuple[tuple[str, frozenset[str], str], ...]:
    """The networks the notes name: "The office network is 172.16.0.0/16" (its name), or a line of
    prose that writes one range and no rule ("Our VPN hands out 10.44.0.0/16": its words)."""
    out = []
    for m in _CUE.named_net.finditer(text):
        cidr = m.group("cidr") or m.group("cidr2")
        name = m.group("name") or m.group("name2")
        words = frozenset(stem(w) for w in _WORD_RE.findall(name.lower()) if w not in _PLAIN)
        if words:
            out.append((cidr, words, name[:1].lower() + name[1:]))
    named = {c for c, _, _ in out}
    for line in text.splitlines()[:_MAX_LINES]:
        cidrs = _CIDR_IN_RE.findall(line)
        if len(cidrs) != 1 or cidrs[0] in named or _line_rule(line, 0) or "\t" in line or "  " in line.strip():
            continue
        prose = _CIDR_IN_RE.sub(" ", line)
        words = frozenset(stem(w) for w in _WORD_RE.findall(prose.lower()) if w not in _PLAIN and w not in STOP_WORDS)
        if words:
            out.append((cidrs[0], words, f"named in the notes: {' '.join(prose.split())[:60]}"))
    return tuple(out)


@lru_cache(maxsize=64)
def listing(body: str) -> Listing | None:
    """The rule listing a document holds (see the module docstring), ``None`` when it holds none."""
    lines = [x.rstrip() for x in body.splitlines()[:_MAX_LINES]]
    table = _table_rules([x for x in lines if x.strip()])
    policy_m = _CUE.policy.search(body)
    policy = None
    if policy_m:
        policy = (policy_m.group("a") or policy_m.group("s") or policy_m.group("u")).upper() in ("ACCEPT", "ALLOW")
    if table:
        return Listing(tuple(table), "any", False if policy is None else policy, _nets(body))
    rules, decides = [], set()
    for line in lines:
        read = _line_rule(line, len(rules) + 1)
        if read:
            rules.append(read[0])
            decides.add(read[1])
    if len(rules) < _MIN_RULES or len(decides) != 1:
        return None
    if policy is None and _CUE.ufw_listing.search(body):
        policy = False  # ufw's own default for incoming traffic
    return Listing(tuple(rules), decides.pop(), policy, _nets(body))


# --- asking -------------------------------------------------------------------------------------


def _network(source: str) -> ipaddress.IPv4Network | None:
    s = source.strip()
    if not _CIDR_RE.match(s):
        return None
    try:
        return ipaddress.ip_network(s, strict=False)  # type: ignore[return-value]
    except ValueError:
        return None


def _source_words(rule: Rule, found: Listing) -> frozenset[str]:
    """Words that name a rule's source: its own, its comment's or description's (a service's name
    in it left out: "# home assistant" names what the rule lets in, not from where) and the name
    the notes give its range."""
    label = rule.label.lower()
    for names, _ in _services():
        for name in names:
            if name in label:
                label = re.sub(rf"(?<![\w-]){re.escape(name)}(?![\w-])", " ", label)
    words = {stem(w) for w in _WORD_RE.findall(f"{label} {rule.source}".lower()) if w not in _PLAIN}
    for cidr, name, _ in found.nets:
        if cidr == rule.source.strip():
            words |= name
    return frozenset(words)


def _matches(rule: Rule, asked: tuple[str, frozenset[str], str], found: Listing) -> bool | None:
    """Whether a connection from the network asked meets the rule's source: True, False, or None
    when the listing cannot tell."""
    kind, words, _ = asked
    if _CUE.anywhere.match(rule.source.strip()):
        return True
    net = _network(rule.source)
    labels = _source_words(rule, found)
    if kind == "named" and _CUE.tunnel.search(" ".join(words)) and _CUE.tunnel.search(f"{rule.label} {' '.join(labels)}"):
        return True  # "from the VPN" meets "postgres over wireguard"
    if rule.source.startswith(("sg-", "pl-")):  # a group of machines by name, no place one connects from
        return bool(words & labels) if kind == "named" else False
    if kind == "internet":
        return False if net is not None or rule.source.startswith(("sg-", "<", "{", "pl-")) else None
    if kind == "lan":
        if net is not None and net.is_private:
            if _CUE.tunnel.search(f"{rule.label} {' '.join(labels)}"):
                return False
            private = {r.source for r in found.rules if (n := _network(r.source)) is not None and n.is_private
                       and not _CUE.tunnel.search(f"{r.label} {' '.join(_source_words(r, found))}")}
            return True if len(private) == 1 else None
        return False if net is not None else None
    if words & labels:
        return True
    named = labels - {stem(w) for w in _WORD_RE.findall(rule.source.lower())}
    return False if named else None


def _asked_network(question: str) -> tuple[str, frozenset[str], str] | None:
    """The network the question connects from: its kind, the words naming it, and how to say it."""
    if _CUE.asked_internet.search(question):
        return "internet", frozenset(), "the internet"
    if _CUE.asked_lan.search(question):
        return "lan", frozenset(), "the local network"
    for m in _CUE.asked_from.finditer(question):
        words = frozenset(stem(w) for w in _WORD_RE.findall(m.group("place").lower()) if w not in _PLAIN)
        if words - _service_words():
            return "named", words - _service_words(), m.group(0).split(None, 1)[1]
    return None


@lru_cache(maxsize=1)
def _service_words() -> frozenset[str]:
    return frozenset(stem(n) for names, _ in _services() for n in names)


def _asked_ports(question: str, found: Listing) -> tuple[str, frozenset[int] | None, frozenset[str]] | None:
    """The service the question names: its name, its ports, and names rules write for it."""
    m = _PORT_Q_RE.search(question)
    if m:
        return f"port {m.group(1)}", frozenset({int(m.group(1))}), frozenset()
    q = question.lower()
    for names, ports in _services():
        for name in names:
            if re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", q):
                return f"{names[0]} (port {', '.join(str(p) for p in sorted(ports))})", ports, frozenset(names)
    words = {stem(w) for w in _WORD_RE.findall(q)}
    labelled = [r for r in found.rules if r.label and {stem(w) for w in _WORD_RE.findall(r.label.lower())} & words
                and r.ports]
    if len({r.ports for r in labelled}) == 1:
        ports = labelled[0].ports
        return f"{labelled[0].label} (port {', '.join(str(p) for p in sorted(ports or ()))})", ports, frozenset()
    return None


def _applies(rule: Rule, ports: frozenset[int] | None, names: frozenset[str], v6: bool) -> bool:
    if rule.replies_only or rule.v6 != v6:
        return False
    if rule.ports is None and not rule.names:
        return True
    return bool((ports and rule.ports and ports & rule.ports) or (names & rule.names))


def _decide(found: Listing, rules: list[Rule], asked: tuple[str, frozenset[str], str]) -> tuple[bool | None, Rule | None, str]:
    """(allowed, the deciding rule, why unsure) for a connection from the network asked."""
    verdicts = [(r, _matches(r, asked, found)) for r in rules]
    if found.decides == "any":
        allowing = [r for r, v in verdicts if v and r.allow]
        if allowing:
            return True, allowing[0], ""
        unknown = [r for r, v in verdicts if v is None and r.allow]
        if unknown:
            return None, None, f"the listing does not say whether that network is {unknown[0].source}"
        return False, None, ""
    order = verdicts if found.decides == "first" else [v for v in reversed(verdicts)]
    if found.decides == "last":
        quick = [(r, v) for r, v in verdicts if r.quick]
        order = quick + [x for x in order if not x[0].quick]
    for r, v in order:
        if v is None:
            return None, None, f"the listing does not say whether that network is {r.source}"
        if v:
            return r.allow, r, ""
    return found.policy, None, ""


def _count(question: str, found: Listing) -> Answer | None:
    allow = bool(_CUE.allow_words.search(question))
    deny = bool(_CUE.deny_words.search(question))
    if allow == deny:
        return None
    rules = [r for r in found.rules if r.allow == allow]
    numbers = [str(r.number) for r in rules]
    shown = numbers[0] if len(numbers) == 1 else ", ".join(numbers[:-1]) + " and " + numbers[-1] if numbers else ""
    verb = "allow traffic in" if allow else "block traffic"
    text = (f"{len(rules)}: rule{'s' * (len(rules) != 1)} {shown} {verb}." if rules
            else f"None: no rule of the listing {'allows' if allow else 'blocks'} traffic.")
    return Answer(text, "a count of a firewall listing's rules by their action")


def _only_from(service: str, allowed: list[Rule], found: Listing) -> str:
    parts = []
    for r in allowed:
        names = [text for c, _, text in found.nets if c == r.source.strip()]
        named = f" ({names[0]})" if names else ""
        parts.append(f"{r.source}{named} ({r.shown()})")
    return f"{service} is allowed only from {' and '.join(parts)}"


def _access(question: str, found: Listing) -> Answer | Unsure | None:
    service = _asked_ports(question, found)
    if service is None:
        return None
    name, ports, names = service
    v6 = bool(re.search(r"\bipv6\b|\bv6\b", question, re.IGNORECASE))
    rules = [r for r in found.rules if _applies(r, ports, names, v6)]
    asked = _asked_network(question)
    if not rules:
        if found.policy is None and found.decides != "any":
            return Unsure(f"no rule of the listing is for {name}, and it does not state the default")
        allowed = found.policy if found.decides != "any" else False
        return Answer(f"{'Yes' if allowed else 'No'}: no rule of the listing is for {name}; the default is to "
                      f"{'allow' if allowed else 'deny'} it.", "a firewall listing's default for a port no rule names")
    if asked is None:
        everyone = [r for r in rules if _CUE.anywhere.match(r.source.strip())]
        first = rules[0] if found.decides == "first" else None
        if first is not None and first in everyone or (found.decides == "any" and everyone):
            r = first or everyone[0]
            return Answer(f"{'Yes' if r.allow else 'No'}: {r.shown()} {'allows' if r.allow else 'blocks'} {name} from "
                          f"anywhere.", "a firewall listing's rule for a service's port")
        allowed = [r for r in rules if r.allow]
        if not allowed:
            return Answer(f"No: {name} is blocked ({', '.join(r.shown() for r in rules)}).",
                          "a firewall listing's rule for a service's port")
        return Answer(f"Only from some networks: {_only_from(name, allowed, found)}.",
                      "a firewall listing's rules for a service's port, by source")
    allowed, rule, why = _decide(found, rules, asked)
    if allowed is None:
        return Unsure(why or f"the listing does not state what happens to {name} from that network")
    where = asked[2]
    if allowed:
        how = f"{rule.shown()} allows {name} from {rule.source}" if rule else f"the default lets {name} in"
        return Answer(f"Yes: {how}.", "a firewall listing's rule for a service's port and the network asked")
    allowing = [r for r in rules if r.allow]
    if rule is not None and not rule.allow and not allowing:
        return Answer(f"No: {rule.shown()} blocks {name} from {rule.source}.",
                      "a firewall listing's rule for a service's port and the network asked")
    if allowing:
        return Answer(f"No: {_only_from(name, allowing, found)}, not from {where}.",
                      "a firewall listing's rules for a service's port and the network asked")
    return Answer(f"No: no rule lets {name} in from {where}.", "a firewall listing's rules for a service's port")


def read(question: str, bodies: list[str]) -> Answer | Unsure | None:
    """The answer the one rule listing of the documents gives the question (see the module
    docstring), ``Unsure`` with why, or ``None``."""
    found = [f for f in (listing(b) for b in bodies[:_MAX_DOCS] if _LISTING_WORD_RE.search(b)) if f is not None]
    if len(found) != 1:
        return None
    if _CUE.asks_count.search(question):
        return _count(question, found[0])
    if not _CUE.asks_yes_no.search(question):
        return None
    return _access(question, found[0])
