"""Request -> the task it asks for, by weighing cues.

Layer 6 of 11 of ``course_lib.sim`` (bottom first): it may import only the layers below it,
``request``, ``values``, ``material``, ``words``, ``reports`` (pyproject.toml's layers contract;
tests/sim/test_layout.py).

``task.tasks.recognise`` is the second step of the pipeline; the responders above are the third.

Modules (5):

- ``few_shot_operator``: An operator taught by examples in the conversation
- ``guideline_question``: A "question" that is one of the prompt's guidelines
- ``instructed_replies``: Replies the instructions dictate whatever the user wrote
- ``tasks``: Which task a request asks for, by weighing many cues
- ``writing_request``: A request to write a piece
"""
