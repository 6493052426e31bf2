"""Model access: the chat-model factory, the endpoint, the LLM cache, reading replies,
structured output, tokens, pricing, the chaos models, the scripted test model.

Imports the foundation and the simulator (course_lib.sim).
"""
