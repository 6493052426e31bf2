"""What a reply says of itself: why it replied so (explain), what it cannot do (limits), a reader's Answer or Unsure.

Modules (3):

- ``explain``: Why the simulator replied as it did
- ``limits``: What the simulator says when it cannot do what a request asks
- ``reader_results``: What a reader of documents gives back besides nothing
"""
