"""Measurement: the ledger of calls and tokens, traces, streaming.

Imports retrieval, model access and the foundation.
"""
