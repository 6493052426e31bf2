"""Messages -> Request: instructions, question, documents, tools, and what earlier turns said.

Layer 5 of 11 of ``course_lib.sim`` (bottom first): it may import only the layers below it,
``values``, ``material``, ``words``, ``reports`` (pyproject.toml's layers contract;
tests/sim/test_layout.py).

``planning`` (query rewriting, sub-questions, pronouns replaced) and ``conversation``
(summaries; a follow-up's pronoun read from the earlier turns) are here by their imports:
``reading`` resolves follow-ups with them.

Modules (32):

- ``answer_format``: An instruction on the answer's form after a grounded question
- ``asker_turns``: The question of a prompt written as a transcript's last turn
- ``conversation``: Summarising a conversation
- ``coordinated_names``: A question about two named subjects at once, split into one query per name
- ``corrections``: A user's correction of what they said before
- ``cued_swaps``: A correction written as "X not Y" inside a turn a correction cue opens
- ``earlier_material``: Tool results the assistant asked for, read as the conversation's ...
- ``ellipsis``: An elliptical follow-up read as the previous question with its new value
- ``embedded_question``: A question written inside a system prompt's instruction
- ``example_questions``: The question a prompt asks, when its worked examples hold questions too
- ``field_runs``: A record's "Key: value" lines are its fields, never labels of the prompt
- ``forwarded_mail``: A forwarded e-mail pasted into a chat turn
- ``judged_items``: The item a grader's instruction judges, read as the document its label heads
- ``label_words``: Label words beyond the English ones ``reading.label_kind`` knows
- ``labelled_parts``: The labelled parts of a text given to rework: several inputs, not one ...
- ``material_leads``: Material a user pastes under a lead-in of their own, in a chat turn
- ``paste_marks``: Lines that mark pasted material in a chat prompt, not part of it nor of ...
- ``parser_instructions``: An output parser's format instructions in a prompt: the reply's schema, not material to read
- ``planning``: Query rewriting, decomposition into sub-questions, and choosing among ...
- ``pointed_material``: Material a system prompt's first paragraph points at, in the ...
- ``question_after_documents``: The question typed after the documents of a prompt, with no ...
- ``reading``: Reading a request the way a model would
- ``references``: A follow-up's reference to an item of the previous answer
- ``reply_form``: What a request says of its reply's form is no part of what it asks about
- ``reply_shape``: What a prompt asks its reply to be, as evidence of its task
- ``retry_turns``: A turn that only asks to do the earlier request again
- ``rule_fenced``: A block of material fenced by two rule lines inside another part of a prompt
- ``same_sentences``: Two sentences a prompt asks to judge the same in meaning, read as the same only when equal after normalising
- ``self_statements``: A statement the user makes about themselves
- ``terse_asks``: A terse request over a system prompt's own material
- ``unlabelled_prompt``: The question and the notes of a prompt written without the labels ...
- ``team_reports``: Other agents' reports in a conversation
"""
