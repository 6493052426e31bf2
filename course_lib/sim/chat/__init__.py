"""The chat model: SimulatedChatModel, respond (request -> task -> responder), latency.

Layer 11 of 11 of ``course_lib.sim`` (bottom first): it may import only the layers below it,
``responders``, ``dialogue``, ``tools``, ``grounded``, ``task``, ``request``, ``values``,
``material``, ``words``, ``reports`` (pyproject.toml's layers contract;
tests/sim/test_layout.py).

The top: nothing of the simulator imports it; ``course_lib.sim`` exports ``SimulatedChatModel``
and ``MODEL_NAME`` from here lazily.

Modules (4):

- ``graph_budget``: The tool rounds a LangGraph run still has room for
- ``latency``: Token usage and the simulated latency of a reply
- ``model``: ``SimulatedChatModel``
- ``respond``: Request -> task -> responder
"""
