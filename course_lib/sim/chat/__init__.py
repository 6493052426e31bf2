"""The chat model: SimulatedChatModel, respond (request -> task -> responder), latency.

Modules (3):

- ``latency``: Token usage and the simulated latency of a reply
- ``model``: ``SimulatedChatModel``
- ``respond``: Request -> task -> responder
"""
