"""Tools: choosing one, filling its arguments, reading its results.

Layer 8 of 11 of ``course_lib.sim`` (bottom first): it may import only the layers below it,
``grounded``, ``task``, ``request``, ``values``, ``material``, ``words``, ``reports``
(pyproject.toml's layers contract; tests/sim/test_layout.py).

The agent step itself (``agent``) is in ``responders``: it answers as well as calls.

Modules (26):

- ``action_tools``: Tools that act on one object in different ways
- ``argument_asks``: Asking for a tool's arguments
- ``asking_user``: Asking the user through a bound ask-the-human tool
- ``bare_results``: A bare true / false tool result after a turn that asks nothing
- ``blank_calls``: A tool result of a call made without a required value
- ``carried_args``: Values a follow-up carries over from earlier in the conversation
- ``delegation``: What the instructions say each agent or tool is for
- ``document_results``: A tool's result that is a whole document, to be answered from, never relayed
- ``empty_results``: A search result that says it found nothing
- ``function_tools``: Generic arithmetic function tools, called step by step
- ``handoffs``: Multi-agent turns
- ``information_questions``: A question that asks for information is no request to act
- ``keyed_search``: A search tool keyed by a name, not by a query
- ``line_tools``: Tool calling by prompt alone, as label lines
- ``lookup_first``: A request to look something up and then hand it to another tool: the search first
- ``lookup_pages``: A lookup tool's result that is a page, read for the question
- ``memory_tools``: A bound tool that saves what the user says about themselves
- ``named_tools``: Tools the question names by their own names
- ``prompted_tools``: Tool calling by prompt alone
- ``query_echo``: A search result that opens by repeating its own query
- ``section_args``: A tool's enum of sections, picked by the question's kind of ask
- ``search_queries``: Search-engine queries from a question's parts
- ``tool_args``: Filling a chosen tool's arguments from the question, by the argument schema
- ``tool_choice``: Choosing a tool from its name, description and argument schema
- ``tool_errors``: A tool's error message read before the next step
- ``url_options``: The option that reads a given web page, for a request that gives a URL
- ``user_lookup``: A bound tool that looks up the user's own record, called before a turn about the user
"""
