"""A firewall's rule listing read as rules (course_lib.sim.material.firewall_rules, issue 26): invented
listings of other shapes than the sets' (``iptables -S``, ``pf.conf``, plain ``ufw status``, a
security group with an action column, ``iptables -L`` with service names), and documents that are
no listing."""

from __future__ import annotations

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.material.firewall_rules import Answer, Unsure, listing, read
from tests.sim.test_grounded_calibration import _rag

_IPT_S = ("Our VPN hands out 10.44.0.0/16.\n"
          "-P INPUT DROP\n"
          "-A INPUT -m conntrack --ctstate RELATED,ESTABLISHED -j ACCEPT\n"
          "-A INPUT -s 10.44.0.0/16 -p tcp -m tcp --dport 3389 -j ACCEPT\n"
          "-A INPUT -p tcp -m tcp --dport 25 -j REJECT\n"
          "-A INPUT -p tcp -m multiport --dports 80,443 -j ACCEPT\n")

_PF = ("# /etc/pf.conf on the gateway\n"
       "block in all\n"
       "pass in on egress proto tcp from any to any port 443\n"
       "pass in on egress proto tcp from 192.168.50.0/24 to any port 22\n"
       "block in quick on egress proto tcp from any to any port 6379   # redis stays private\n")

_UFW_PLAIN = ("Status: active\n"
              "\n"
              "To                         Action      From\n"
              "--                         ------      ----\n"
              "8123/tcp                   ALLOW       192.168.0.0/24             # home assistant\n"
              "25565                      ALLOW       Anywhere                   # minecraft\n"
              "51820/udp                  ALLOW       Anywhere\n"
              "3000/tcp                   DENY        Anywhere                   # grafana\n")

_SG = ("Inbound rules\n"
       "Rule\tAction\tPort\tSource\tNote\n"
       "100\tAllow\t22\t203.0.113.7/32\tDana's home IP\n"
       "110\tDeny\t3306\t0.0.0.0/0\t-\n"
       "120\tAllow\t443\t0.0.0.0/0\tpublic site\n")

_IPT_NAMES = ("Chain INPUT (policy ACCEPT)\n"
              "target     prot opt source               destination\n"
              "DROP       tcp  --  anywhere             anywhere             tcp dpt:telnet\n"
              "ACCEPT     tcp  --  10.0.0.0/8           anywhere             tcp dpt:ssh\n"
              "DROP       tcp  --  anywhere             anywhere             tcp dpt:ssh\n")


@pytest.mark.parametrize(
    ("doc", "rules", "decides"),
    [(_IPT_S, 4, "first"), (_PF, 4, "last"), (_UFW_PLAIN, 4, "first"), (_SG, 3, "any"), (_IPT_NAMES, 3, "first")],
)
def test_listings_are_read_as_rules(doc, rules, decides):
    found = listing(doc)
    assert found is not None and (len(found.rules), found.decides) == (rules, decides)


@pytest.mark.parametrize(
    "doc",
    ["Port 22 is for ssh and port 443 for https; we allow both.\nAsk Sam about the VPN.\n",
     "Name  Port  Notes\nweb   8080  dev only\n",  # one row, no source column
     "| Service | Port |\n|---|---|\n| ssh | 22 |\n| web | 80 |\n"],
)
def test_documents_that_are_no_listing_are_not_read(doc):
    assert listing(doc) is None and read("is ssh open from outside", [doc]) is None


@pytest.mark.parametrize(
    ("doc", "question", "opening", "not_want"),
    [
        (_IPT_S, "can i use remote desktop from the vpn", "Yes:", "25"),  # rdp = 3389, the VPN named by its CIDR
        (_IPT_S, "can i rdp in from a hotel wifi", "No:", "443"),  # the internet: only the VPN's range
        (_IPT_S, "is smtp open to the internet", "No:", "3389"),  # REJECT
        (_IPT_S, "is https reachable from outside", "Yes:", "3389"),
        (_PF, "is redis reachable from the internet", "No:", "443"),  # quick wins over later rules
        (_PF, "can i ssh to the gateway from 4g", "No:", "443"),  # last match: the "block in all" before it
        (_PF, "can i ssh in from the lan", "Yes:", "6379"),
        (_UFW_PLAIN, "can my friends join minecraft from outside", "Yes:", "8123"),
        (_UFW_PLAIN, "is home assistant reachable from my phone on 5g", "No:", "25565"),
        (_UFW_PLAIN, "is grafana open to everyone", "No:", "8123"),
        (_SG, "is mysql open to the internet", "No:", "22"),
        (_SG, "can dana ssh in from home", "Yes:", "3306"),  # "Dana's home IP" names the source
        (_IPT_NAMES, "can i ssh in from the internet", "No:", "telnet"),  # dpt:ssh read as 22
        (_IPT_NAMES, "is telnet open from outside", "No:", "ssh"),
    ],
)
def test_the_deciding_rule_for_a_service_and_a_network(doc, question, opening, not_want):
    found = read(question, [doc])
    assert isinstance(found, Answer), found
    assert found.text.startswith(opening) and not_want not in found.text, found.text


@pytest.mark.parametrize(
    ("doc", "question", "count"),
    [(_IPT_S, "how many rules accept traffic", "3:"), (_PF, "how many rules block traffic", "2:"),
     (_UFW_PLAIN, "how many rules allow connections in", "3:"), (_SG, "how many rules deny traffic", "1:")],
)
def test_rules_counted_by_their_action(doc, question, count):
    found = read(question, [doc])
    assert isinstance(found, Answer) and found.text.startswith(count), found


@pytest.mark.parametrize(
    ("doc", "question"),
    [(_UFW_PLAIN, "can i reach home assistant from my flat"),  # an unnamed private range: is the flat on it?
     (_IPT_S, "can i rdp in from the warehouse")],  # the VPN is named; the warehouse's network is not told
)
def test_a_network_the_listing_cannot_place_is_unsure(doc, question):
    found = read(question, [doc])
    assert isinstance(found, Unsure) or (isinstance(found, Answer) and found.text.startswith("No:")), found


def test_the_reply_names_the_rule_with_no_limit():
    text, limits = _rag(SimulatedChatModel(), _UFW_PLAIN, "is home assistant reachable from my phone on 5g")
    assert not limits and text.startswith("No:") and "192.168.0.0/24" in text


def test_an_unsure_reading_is_a_stated_limit():
    text, limits = _rag(SimulatedChatModel(), _UFW_PLAIN, "can i reach home assistant from my flat")
    assert limits and "192.168.0.0/24" in limits[0]


@pytest.mark.parametrize(
    ("field", "ports", "names"),
    [("22/tcp", {22}, set()), ("80,443/tcp", {80, 443}, set()), ("8000:8003", {8000, 8001, 8002, 8003}, set()),
     ("{ 80 443 }", {80, 443}, set()), ("ssh", {22}, {"ssh"}), ("postgresql", {5432}, {"postgresql"}),
     ("Anywhere", None, set())],
)
def test_a_rules_port_field_and_the_services_table(field, ports, names):
    from course_lib.sim.material.firewall_rules import _ports

    got_ports, got_names = _ports(field)
    assert (set(got_ports) if got_ports is not None else None, set(got_names)) == (ports, names)
