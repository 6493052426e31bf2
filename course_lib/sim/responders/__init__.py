"""The responders by kind of reply: the grounded answer (extractive, replies), verdicts, choices,
structured output, the agent step.

Layer 10 of 11 of ``course_lib.sim`` (bottom first): it may import only the layers below it,
``dialogue``, ``tools``, ``grounded``, ``task``, ``request``, ``values``, ``material``,
``words``, ``reports`` (pyproject.toml's layers contract; tests/sim/test_layout.py).

Modules (27):

- ``agent``: One step of a tool-calling agent
- ``answer_scores``: The score a prompt asks for beside its answer
- ``asking_labels``: The label that names a question, for a text that asks one
- ``choosing``: Choosing one value of an enum
- ``completion_repair``: A completion handed back to be rewritten in the format the instructions ask for
- ``entity_names``: The names of people, organisations and places in a text, as a list
- ``extraction``: Extracting a schema field's value from a passage, by the field's name, ...
- ``explained_verdicts``: A relevance verdict asked as an explanation: a sentence, never a bare "yes" / "no"
- ``extractive``: The extractive answer
- ``grading``: Relevance grading whose strictness follows the grading instructions
- ``json_by_example``: A one-message prompt that asks for JSON by its example
- ``keyed_values``: A JSON example's keys filled from a text that names each key right ...
- ``list_items``: The items of a filled list field, checked against the schema's item type
- ``object_lists``: A list of objects to extract from a text that is no set of documents, ...
- ``reference_grading``: Grading an answer against a reference answer
- ``scaled_grades``: A grader's numeric field filled on the scale the learner states in their own words
- ``replies``: The responders' building blocks, by what they answer
- ``reply_fields``: The fields of a response-format tool beside its answer field, read from the agent's own reply
- ``structured``: Filling a structured-output schema field by field, from each field's name, ...
- ``summary_echo``: A summary that would be its text again
- ``union_choice``: A structured output whose one field is a union of object schemas is a ...
- ``urgency``: A label prompt whose options are an urgency scale
- ``verdict_grades``: Graders that name their verdicts but give no reference answer
- ``verdicts``: Verdicts
- ``word_for_word``: A "no" the simulator cannot trust
- ``few_shot_labels``: A label taught by examples in the prompt itself
- ``graded_items``: The item a relevance grade is about, when it is not the document
"""
