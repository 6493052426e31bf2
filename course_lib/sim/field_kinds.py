"""Patterns that say what kind of value a schema field holds, shared by every reader of fields.

Tool arguments (``tool_args``) and extraction / structured output (``extraction``) both ask "is
this field a place?"; they ask it here, so a field is a place to both or to neither.
"""

from __future__ import annotations

import re

# A field that holds a place ("city", "origin_country", "where", "shipping_address"): the one
# pattern tool arguments and extraction share. An email / IP / web address is not a place.
PLACE_FIELD_RE = re.compile(
    r"city|cities|country|countries|location|place|town|region|origin|destination|where|"
    r"(?<!email_)(?<!e-mail_)(?<!ip_)(?<!web_)(?<!mac_)address",
    re.IGNORECASE,
)

# A field that holds a whole number by its name alone ("age", "count", "num_items", "quantity",
# "year"), for a JSON key a prompt names without an example value.
COUNT_FIELD_RE = re.compile(
    r"(?:\w+_)?(?:age|count|quantity|qty|num|number_of_\w+|n_\w+|total_\w+|year|years|items|pages|seats|"
    r"guests|people|nights|days|minutes|hours)",
    re.IGNORECASE,
)
