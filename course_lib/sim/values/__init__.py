"""The one table of field readers and the kinds of value a field reads (ages, comparisons, days,
addresses, counts, attendance, a field's currency or scale).

Layer 4 of 11 of ``course_lib.sim`` (bottom first): it may import only the layers below it,
``material``, ``words``, ``reports`` (pyproject.toml's layers contract;
tests/sim/test_layout.py).

Above ``material`` because some readers read documents (``ages`` reads age bands from tables).
The readers of a structured-output field's value from a passage (attendance, names, diets, a
declined field, a scale) are here beside the table they share.

Modules (46):

- ``ages``: Ages
- ``argument_phrases``: Free-text tool arguments filled by the phrase that names their ...
- ``attendance``: Whether a reply to an invitation says its sender is coming
- ``attending_names``: The people a text lists as coming
- ``comparisons``: The question's quantity against a threshold the notes state
- ``covered_amounts``: The units of a thing an area needs, from what one unit covers (operand74)
- ``count_changes``: A count a text changes in words in the same phrase, worked
- ``counted_things``: What a short report counts
- ``declined_fields``: A field the text declines in words
- ``described_flags``: A yes/no argument set by what its own description says it is for
- ``described_args``: Free-text tool arguments read from the request's own phrase for what ...
- ``diets``: Dietary needs a message states
- ``exception_clauses``: An option named only inside an exception clause is not the habit
- ``example_forms``: An id argument written in the form its tool's description shows
- ``family_counts``: People counted in family words
- ``field_currency``: The currency a money field is in, and an amount written in another one
- ``answer_fields``: a schema field that holds the reply to the user itself (by name or description).
- ``changed_amounts``: an amount field after a change (reduced by 50%, plus 12.5% service), worked.
- ``field_readers``: One table of field readers, shared by structured output, tool arguments ...
- ``flag_purposes``: A yes/no field read by what its description says it means, when a ...
- ``flag_scope``: Yes/no arguments read from what a request says about their thing, with the ...
- ``grading_scales``: A grader's numeric scale stated in the learner's own words, and its good end
- ``item_durations``: The length of a whole made of listed items that each hold a duration
- ``joined_negations``: A yes/no field's thing named only inside a joined negation
- ``label_lines``: A form's label lines read into the field the label names
- ``labelled_ids``: An id written after its label, whole as written
- ``listed_options``: The values an instruction lists for one field, and the one the question names
- ``labelled_measures``: The part of a text that states one field's measure, when the text states several
- ``named_people``: Which words of a passage are people, and which of its words are about each
- ``number_evidence``: The evidence a number field's value needs
- ``operand_periods``: The period an amount is for, and amounts brought onto one period ...
- ``ordered_counts``: The count a request acts on
- ``payees``: The person a paying or sending request names
- ``postal_addresses``: A postal address written in one line, read into its parts
- ``regional_units``: Units whose size differs between British and US use, read in a field or a tool argument
- ``relative_days``: Days relative to now
- ``stay_lengths``: A count of nights, days or weeks a date range gives ("from the 21st to the ...
- ``relative_times``: A time of day a request gives relative to one it states
- ``scale_glosses``: A number on a scale read from what a field's description says its ends mean
- ``sized_areas``: An area given by its sides ("3.2m by 4m", "4.5m wide and 2.4m high")
- ``stepped_values``: A setting changed by a step from a value the request states
- ``table_objects``: A list of objects filled from a table's rows, and a total worked from them
- ``year_bands``: School years and grades as a condition (Year 4, 小学三至六年级, grade 5)
- ``value_glosses``: Day, time and count words of a request in Spanish, French, Italian, Portuguese or German, as English
- ``zh_values``: Tool arguments read from a Chinese request by their kind, for a tool described in English
- ``time_preferences``: When someone would like something, kept as they write it
"""
