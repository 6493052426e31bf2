"""The RAG parts: prompts, schemas, tools, graphs with their hop helpers, and the
pipeline registry.

Imports measurement, retrieval, model access and the foundation.
"""
