"""Options written in lower case after a routing or sorting verb are read as the prompt's options
(``tasks.output_options`` / ``_routed_list``, cue ``tasks.routed_list`` in patterns.yaml; issue
26): "Route this message to vets, rink or driving_school", "classify it as lost_card,
card_declined or other". Only when the verb routes or an option is written in snake_case: a
sorting sentence's plain nouns are no labels. Wordings are my own."""
import pytest

from course_lib.sim.task.tasks import output_options

READ = [
    ("Route this email to billing, dispatch or quality_control. Reply with the route only.",
     ("billing", "dispatch", "quality_control")),
    ("Send the request to plumbing, electrics or roofing. One word.", ("plumbing", "electrics", "roofing")),
    ("Forward each ticket to sales, support or accounts_payable.", ("sales", "support", "accounts_payable")),
    ("Classify the review as too_salty, too_sweet or just_right. Answer with the label only.",
     ("too_salty", "too_sweet", "just_right")),
    ("Tag this photo as indoor_scene, outdoor_scene or unclear.", ("indoor_scene", "outdoor_scene", "unclear")),
    ("Assign it to frontend, backend, infra or docs_team.", ("frontend", "backend", "infra", "docs_team")),
]

NOT_READ = [  # no routing verb and no snake_case option: no options from this cue
    "Sort the laundry into whites, darks or colours before washing.",
    "Put the leftovers into boxes, jars or bags.",
    "Classify the rocks as you like, then tell me what you think.",
    "File the receipts under the desk or in the drawer.",
    "Label the jars as you go and keep them cool.",
    "Tag me when you are done.",
]


@pytest.mark.parametrize(("prompt", "want"), READ)
def test_lower_case_options_after_a_routing_verb_are_read(prompt, want):
    assert output_options(prompt) == want


@pytest.mark.parametrize("prompt", NOT_READ)
def test_plain_nouns_after_a_sorting_verb_are_no_options(prompt):
    assert output_options(prompt) == ()
