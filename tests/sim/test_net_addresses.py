"""Network addresses as values of their own (issue 26): an IPv4 address, a dotted hostname, a URL
and an e-mail address are one value each, never cut at a dot ("10.20.0.7" is no number 10, and
"mail.kestrel.io" no word "mail"); a tool argument that holds a host (named host / hostname / ip,
or server / domain / address on a network tool) takes one, and with none written it gets no
guess (a stated limit)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool

from course_lib.sim.values.field_readers import Field, kind_of, read_field, string_value_kind


@tool
def whois_lookup(domain: str) -> str:
    """Registration details of an internet domain name."""
    return ""


@tool
def traceroute(target_ip: str, max_hops: int = 30) -> str:
    """Trace the network route to an IP address."""
    return ""


@tool
def check_certificate(server: str) -> str:
    """Check the TLS certificate a web server presents."""
    return ""


@tool
def ping(host: str) -> str:
    """Ping a machine on the network."""
    return ""


@tool
def block_address(address: str) -> str:
    """Block an IP address at the firewall."""
    return ""


@tool
def ship_parcel(address: str) -> str:
    """Ship a parcel to a postal address."""
    return ""


def _calls(tool_, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools([tool_]).invoke(question)
    return out, [str(w.message) for w in caught]


@pytest.mark.parametrize("tool_,question,field,want", [
    (whois_lookup, "Run a whois on the domain tinyurl.com please", "domain", "tinyurl.com"),
    (traceroute, "Trace the route to 10.20.0.7 with at most 12 hops.", "target_ip", "10.20.0.7"),
    (check_certificate, "Is the certificate on mail.kestrel.io still valid?", "server", "mail.kestrel.io"),
    (ping, "Ping the host nas.home.arpa", "host", "nas.home.arpa"),
    (block_address, "Block 203.0.113.9 right away.", "address", "203.0.113.9"),
])
def test_a_host_argument_takes_the_whole_address(tool_, question, field, want):
    out, _ = _calls(tool_, question)
    assert out.tool_calls and out.tool_calls[0]["args"].get(field) == want, out.tool_calls


@tool
def open_port(host: str, port: int) -> str:
    """Open a firewall port for a host on the network."""
    return ""


@pytest.mark.parametrize("question,want", [
    ("Open 10.0.0.9 to port 22", {"host": "10.0.0.9", "port": 22}),
    ("Open port 8443 on build.ci.local", {"host": "build.ci.local", "port": 8443}),
])
def test_the_address_figures_are_no_numbers_of_the_question(question, want):
    out, _ = _calls(open_port, question)
    assert out.tool_calls and out.tool_calls[0]["args"] == want, out.tool_calls


def test_no_address_written_is_a_stated_limit_not_the_question_words():
    out, limits = _calls(ping, "Ping the printer.")
    assert not any(c["args"].get("host") for c in out.tool_calls), out.tool_calls
    assert limits


def test_a_postal_address_is_no_host():
    assert string_value_kind("address", "", "Ship a parcel to a postal address.") is None
    assert string_value_kind("address", "", "Block an IP address at the firewall.") == "host"
    assert string_value_kind("hostname") == "host"
    # a party's host is a person unless the field or its tool speaks of a network
    assert kind_of(Field.of("host", "who hosts the dinner")) != "host"


def test_host_value_by_the_field_it_fills():
    from course_lib.sim.words.net_addresses import host_value

    text = "Mail ops@relay.example.org or fetch https://status.example.net/now from 192.0.2.14"
    assert host_value("ip_address", "", text) == "192.0.2.14"
    assert host_value("domain", "", "Write to ops@relay.example.org") == "relay.example.org"
    assert host_value("host", "", "curl https://status.example.net/now") == "status.example.net"
    assert host_value("server", "", "Upload notes.txt to files.lab.test") == "files.lab.test"
    assert host_value("ip", "", "nothing here, e.g. nothing") is None


def test_structured_output_reads_a_host_field_whole():
    text = "Gateway gw-2.branch.lan replied from 10.1.4.254 in 3 ms."
    assert read_field("hostname", "", "string", text) == "gw-2.branch.lan"
    assert read_field("ip", "", "string", text) == "10.1.4.254"


@pytest.mark.parametrize("text,kept", [
    ("ping 10.0.0.5 twice", "twice"),
    ("see https://x.example.com/a.b?c=1.5 for 3 days", "for 3 days"),
])
def test_without_addresses_leaves_the_other_words(text, kept):
    from course_lib.sim.words.net_addresses import without_addresses

    out = without_addresses(text)
    assert kept in out and "." not in out.replace("...", "")


def test_hostnames_leave_out_files_versions_and_abbreviations():
    from course_lib.sim.words.net_addresses import hostnames

    assert [h for _, h in hostnames("Python 3.11, e.g. main.py on build.ci.local, i.e. fine")] == ["build.ci.local"]
