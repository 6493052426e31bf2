"""Answers without documents: small talk, translation, what the user said earlier, direct replies.

Layer 9 of 11 of ``course_lib.sim`` (bottom first): it may import only the layers below it,
``tools``, ``grounded``, ``task``, ``request``, ``values``, ``material``, ``words``, ``reports``
(pyproject.toml's layers contract; tests/sim/test_layout.py).

Above ``grounded`` and ``tools``: a direct reply may read the user's earlier statements as
documents (``evidence``) or ask for a tool's arguments (``tools.argument_asks``).

Modules (23):

- ``coordination``: One clause of a statement that coordinates two items
- ``direct_replies``: Direct replies
- ``handed_material``: A chat turn that hands material over and asks nothing yet
- ``introductions``: A greeting in which the user says who they are
- ``other_one``: A follow-up that names only a reference
- ``persona``: The persona a system prompt gives the assistant: its name and, when said, its role
- ``relayed_limit``: A conversation whose last message is the simulator's own stated limit
- ``repeated_answers``: A follow-up answered with the previous answer again
- ``pronoun_jobs``: What a person the user described does for work, asked by a pronoun alone
- ``pronoun_ages``: Someone's age the user stated earlier, asked back by a pronoun or a relation word
- ``reply_language``: The language a system prompt asks the reply to be in, and what the ...
- ``running_counts``: A count the user keeps across turns ("another one"), added up
- ``smalltalk``: Small talk recognised by intent, not by a phrase list
- ``stated_fields``: A fact the user stated earlier, asked back by the field it fills
- ``stated_times``: Clock and calendar arithmetic a question states in full
- ``thread_fields``: A structured output filled over a whole conversation
- ``thread_notes``: What the user told the assistant earlier in a chat, read back as notes
- ``third_persons``: A third person's age or name the user told earlier, asked by name, owner or her / his
- ``thread_rates``: An amount the user stated for one period, worked to the period a later question asks
- ``thread_workings``: A value worked from what the user stated earlier in a chat; the running sums
  over a conversation's figures (a series said the same way, money spent over the turns)
- ``translation``: Translation asked in a message
- ``turn_referents``: A follow-up's bare pronoun read as the assistant's previous turn
- ``word_swaps``: A later user turn that swaps a word or a name of an earlier statement
"""
