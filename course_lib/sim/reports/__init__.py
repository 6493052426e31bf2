"""What a reply says of itself: why it replied so (explain), what it cannot do (limits), a reader's
Answer or Unsure.

Layer 1 of 11 of ``course_lib.sim`` (bottom first): it imports no other layer of the simulator
(pyproject.toml's layers contract; tests/sim/test_layout.py).

The bottom layer: every other layer may say why it replied (``explain.rule``) and state a limit
(``limits``); these import nothing of the simulator but each other.

Modules (3):

- ``explain``: Why the simulator replied as it did
- ``limits``: What the simulator says when it cannot do what a request asks
- ``reader_results``: What a reader of documents gives back besides nothing
"""
