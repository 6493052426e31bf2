"""Retrieval: corpus, documents, embeddings, the knowledge base, vector search, the
Chroma server.

Imports model access and the foundation.
"""
