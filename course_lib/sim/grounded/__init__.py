"""Answers from documents: evidence gathered, answer forms, the record answerers and the extractive
steps.

Layer 7 of 11 of ``course_lib.sim`` (bottom first): it may import only the layers below it,
``task``, ``request``, ``values``, ``material``, ``words``, ``reports`` (pyproject.toml's layers
contract; tests/sim/test_layout.py).

The building blocks of the grounded answer; its top (``extractive``, ``replies.grounded_answer``)
is in ``responders``, because it also answers small talk and direct replies.

Modules (117):

- ``absence``: Evidence of absence
- ``accompanied_ages``: An age asked whether someone may do a thing alone, against age rules
- ``allowances``: A charge worked from a free allowance then a rate, for the question's own count
- ``amended_rows``: A row a later amendment line naming its key changes, read with the sentences that continue it
- ``alternatives``: A which-question that offers its own alternatives
- ``answer_forms``: The form an answer must take, read from the question
- ``banned_actions``: A permission question answered by a rule that bans the asked action in other words
- ``band_tables``: A price by bands of a quantity, read against the quantity a question states
- ``bill_lines``: A bill's total less one of its lines
- ``bound_lines``: A superlative question answered by the line that states its bound
- ``caps``: A cap on a worked amount
- ``category_values``: A value keyed by a category, asked for an entity whose category another line states
- ``chains``: Multi-hop
- ``citations``: What every grounded answer shares
- ``column_rules``: A rule over a table's column, applied
- ``combined_amounts``: One amount of money asked, made of several
- ``composed_quotes``: Composing the quote
- ``config_files``: Configuration files read as configuration
- ``counted_prices``: The price of a count of things the question asks, from a line that ...
- ``counting``: Counting questions over line-per-record documents
- ``discounts``: A price after a stated percentage discount, worked out from the lines an ...
- ``doubted_absence``: The absent answer doubted
- ``document_titles``: A document's title, asked for: its opening heading line, else a stated limit
- ``either_or``: A comparison between two named items
- ``end_times``: One thing's end time from the clock time and the one length the documents ...
- ``event_dates``: A date asked for one event, answered only by a dated line that names it
- ``evidence``: Extractive answering and multi-hop reasoning over documents
- ``fallback_phrase``: The reply a prompt prescribes for when its context does not answer
- ``follow_up_answers``: Follow-ups read against the conversation before the documents are
- ``frequency_amounts``: An amount per day (or week) from a dose and how often it is given
- ``goals``: A stated goal against the count the documents give
- ``guarded_shapes``: Answers from a prompt shape the reader has only lately learned, trusted only when whole
- ``group_rates``: A group's price by the rule that states it per person
- ``held_quantities``: A quantity the question states against quantities of the same kind ...
- ``headed_sections``: A section that answers under a heading in the question's other words
- ``judgements``: Questions that ask for a verdict over figures, not for a fact the notes state
- ``key_forms``: A question word that names a record key in another word form
- ``keyed_cases``: The asked noun keys several cases the documents list
- ``keyed_questions``: A question naming a record key of a data or configuration document
- ``kind_only``: A question that names nothing but the kind of value it asks
- ``label_titles``: A label's line picked only for the words of the label's title
- ``labelled_amounts``: One amount of a sentence that lists several, each after its label
- ``left_out``: A question that leaves something out
- ``level_words``: A table column of level words compared and ranked
- ``list_neighbours``: The item just after
- ``listing_slots``: What is on at a time, read from a listing of start times under section ...
- ``listings``: A yes/no about a name over a listing of names
- ``moved_places``: Where a thing was moved, asked in other words than the document's
- ``moved_values``: A later source that moves a field's value
- ``near_coverage``: The closest sentences cover most of the question and miss only a figure ...
- ``near_miss``: A yes/no whose values are spread over different rows, none holding them all
- ``no_answer``: The replies when there is no answer to give
- ``numbered_items``: A question about one numbered item answered by a line that lists other items of ...
- ``offset_dates``: A date the documents state as an offset from another date, worked out
- ``offset_times``: A time the notes state as an offset from another time, worked out
- ``only_rules``: An "X only" rule met, broken or not settled by a yes/no question
- ``operand_units``: When "I don't know." is no answer
- ``other_period``: Notes about another period than the one the question names
- ``partial_answers``: The partial answer
- ``partial_trust``: When a partial answer rests on what the simulator read
- ``paybacks``: Years until a cost pays for itself
- ``party_prices``: A party's price from prices per kind of person
- ``question_rereadings``: The question read another way when no sentence answers it as written
- ``quote_choice``: Choosing the units to quote, once ``evidence.gather`` has picked them
- ``quoted_answer``: The answered path of ``extractive``
- ``rank_positions``: A rank below the top over a table's column
- ``ranks``: Rank words over a ranked table
- ``rate_products``: A cost worked out from a rate and the counts it is charged by
- ``rates``: A rate per period from an amount stated for several periods
- ``reading_doubts``: The simulator's own reading, not the documents, may be what failed
- ``receipt_rows``: A till receipt read as rows
- ``record_answers``: The record answerers
- ``reference_ranges``: A value judged against the range its own row states
- ``recurrences``: The next time a recurring thing is due, from how often it recurs and when it last was
- ``relations``: A follow-up whose pronoun names a relation of the row the conversation is about
- ``row_bounds``: Rows filtered by a bound
- ``row_comparisons``: A follow-up comparing the previous answer's figure with another row ...
- ``row_pronouns``: A follow-up's pronoun read as the one table row the previous answer named
- ``row_references``: A line that names a table's row instead of giving its value, followed into the table
- ``row_spans``: A span between the two clock times of one table row, past midnight when the ...
- ``row_sums``: Two or more named rows of a table added up
- ``rule_lines``: A rule line met together with a row
- ``run_on_text``: A chosen sentence that is a whole text stripped of its punctuation
- ``said_otherwise``: The words a question misses may be said another way
- ``same_day``: A question's "on the day" read as an amount of notice
- ``schedules``: Opening hours, timetables and rotas read as days x values
- ``share_permissions``: What a shared folder's settings allow
- ``speaker_turns``: A transcript's speaker labels read as who said each turn
- ``split_shares``: One person's share of an amount the notes split, worked out
- ``stamp_spans``: A span between two stamps the documents state, worked out
- ``stated_answers``: Answers to what the question itself states, read against the documents ...
- ``stated_problems``: A question that states its own amounts: a word problem, whose answer is ...
- ``subject_lines``: A line of the documents that names everything a question asks about
- ``subject_pronouns``: A follow-up's pronoun read as the previous question's subject, or as the one ...
- ``subjectless``: A question whose subject is only a pronoun and everyday words no document ...
- ``threshold_answers``: Answers from the documents' thresholds
- ``time_grids``: Timetable grids read by their columns
- ``timed_answers``: Whether an answer to "what time" / "when" states a time of the ...
- ``together_sums``: Two named items' prices added up
- ``totals``: Totals over a table's column
- ``unfit_answers``: Why the chosen sentences are no answer to the form the question asks
- ``unread_lines``: A line of the documents holds what the question asks, in a shape the ...
- ``unread_material``: An absence trusted only over material that was read
- ``unshared_results``: A retrieval made for this question that shares none of its words
- ``unworked_answers``: The chosen lines are the operands of the answer, not the answer
- ``validity``: An end date worked out from a start date and a validity
- ``which_rows``: "Which <plural noun> <state>?" over records
- ``worked_answers``: Answers worked out from the chosen lines rather than quoted as they are
- ``zh_weekdays``: The one weekday a Chinese grounded reply quotes, for a "星期几" question
- ``workings``: Arithmetic the question asks, worked from the lines or rows that state its ...
- ``checklists``: A task list's boxes read as a status
- ``dated_changes``: A value changed from a date on
- ``day_line_forms``: Whether a day's quoted line answers the form a schedule question asks
- ``nested_answers``: Questions over nested JSON records answered by the group and its members
- ``next_times``: The next departure after a time the question states
- ``span_lengths``: The length of the one span of clock times a Chinese grounded reply quotes, ...
- ``unset_answers``: A when-question answered by a sentence saying the time has not been fixed yet
"""
