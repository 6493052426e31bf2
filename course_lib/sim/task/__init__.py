"""Request -> the task it asks for, by weighing cues.

Modules (5):

- ``few_shot_operator``: An operator taught by examples in the conversation
- ``guideline_question``: A "question" that is one of the prompt's guidelines
- ``instructed_replies``: Replies the instructions dictate whatever the user wrote
- ``tasks``: Which task a request asks for, by weighing many cues
- ``writing_request``: A request to write a piece
"""
