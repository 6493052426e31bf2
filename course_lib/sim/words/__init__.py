"""Words, cues and values as texts write them: tokens and stems, word weights, the cue and
threshold data, numbers, dates, times, currencies, units, matching.

Layer 2 of 11 of ``course_lib.sim`` (bottom first): it may import only the layers below it,
``reports`` (pyproject.toml's layers contract; tests/sim/test_layout.py).

Values as texts write them live here too (numbers, dates, times, currencies, units, quantities):
they read words, not documents. ``matching`` (how a question is compared with a text) is here
because every layer above compares.

Modules (41):

- ``area_units``: Area units written in two words or with a sign ("120 square yards", ...
- ``answer_types``: Words that name the kind of answer a question wants
- ``arithmetic``: Turning arithmetic in words into a clean expression for a calculator tool
- ``calendar_dates``: Calendar dates as texts write them
- ``class_words``: Class words
- ``condition_pairs``: Values paired with their conditions
- ``conversion``: Unit conversions asked in plain words, answered with pint
- ``cues``: Cues and word lists of the simulator's rules, as data
- ``currencies``: The one table of currency signs and unit words -> ISO 4217 codes the ...
- ``day_month_abbreviations``: Weekday and month abbreviations read as their full names when ...
- ``day_names``: The English names of the days and months and the days' abbreviations
- ``degree_words``: A comparative or superlative of an everyday adjective
- ``everyday_forms``: A question's everyday and shortened forms read as the words the documents write
- ``figure_forms``: Numbers as people write them, as plain figures
- ``first_matches``: The first match of each of many patterns in a text, found in one pass
- ``holidays``: Holidays by name
- ``joined_units``: A number written joined to its unit
- ``joined_words``: Words the documents write split that a question writes joined
- ``knowledge``: The simulator's "world knowledge"
- ``language_model``: py3langid's language identifier, restricted to the languages the ...
- ``letter_names``: A thing named by one capital letter after its noun
- ``matching``: How the simulator compares a question with a text
- ``negation``: Words said under a negation
- ``net_addresses``: Network addresses as values
- ``number_words``: English number words
- ``option_intents``: A label option chosen by the everyday intent its name means
- ``option_parts``: An option named in a text by the words of its name
- ``quantifier_scope``: A claim that widens a noun to every one of its kind where the documents narrow it
- ``quantities``: Kinds of values a question asks for and a sentence states
- ``question_form``: Whether a sentence asks something, typed with or without its "?"
- ``quote_marks``: Quote marks
- ``rank_cues``: Rank cues whose word is no listed superlative
- ``sentiment``: The tone of a text and the language it is written in, for classification ...
- ``text``: Plain text handling for the simulator
- ``text_speak``: English as quick typing shortens it
- ``thresholds``: The simulator's thresholds, read from ``data/sim/thresholds.yaml`` once
- ``times_of_day``: Times of day as values
- ``typos``: A question's mistyped word read as the word meant, before the documents are ...
- ``units``: The simulator's one pint unit registry
- ``weekdays``: Days of the week as values
- ``weights``: How much a word says about a topic
"""
