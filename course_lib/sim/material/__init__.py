"""Documents in every shape: found in a prompt, parsed as markdown blocks and sentences, data files
and tables as records.

Layer 3 of 11 of ``course_lib.sim`` (bottom first): it may import only the layers below it,
``words``, ``reports`` (pyproject.toml's layers contract; tests/sim/test_layout.py).

``superlatives`` (a table's column read for a superlative) is here, beside the tables it reads,
because ``values.ages`` reads age bands from tables with it.

Modules (41):

- ``asciidoc_tables``: AsciiDoc tables written as the markdown pipe tables they show
- ``card_sections``: A page of cards
- ``chat_pointers``: A chat message that points back at the one above it to change it
- ``chat_records``: A chat or log export read as records
- ``chat_deeds``: Whether someone in a chat export paid or replied, from their own messages
- ``chat_speakers``: A who-question answered from a chat: the one message on its object, and its speaker
- ``chat_stamps``: Chat stamps read as the speaker and the time, never as words of the message
- ``chunk_tables``: A table of retrieved chunks written as a markdown table
- ``data_records``: Documents written as data, read as records
- ``described_documents``: A line that describes its document (a chat export's or a printed page's first line), read as its title
- ``diagrams``: Documents drawn in a diagram language (Mermaid, Graphviz, PlantUML): told by their first line, their node and arrow texts
- ``documents``: Documents in a prompt or a tool result, in every common shape
- ``firewall_rules``: A firewall's rule listing read as rules
- ``footnotes``: Footnotes read with the sentence that carries their mark
- ``grid_cells``: A cell of a whitespace-aligned grid looked up by its row and its column
- ``header_rows``: A table's header row is never an answer
- ``html_text``: A web page's HTML written as the markdown the simulator's readers read
- ``injection``: Sentences addressed to the model inside a document
- ``keyed_stanzas``: Records written as blocks of "Key: value" lines, read as the table they are (ports77)
- ``keyed_tables``: A JSON object's nested table descended by the keys the question names
- ``key_splits``: A configuration key written as run-together lower-case words, read as ...
- ``legend_marks``: A grid of marks read through its key legend
- ``level_records``: A file of level-numbered records written as the sentences it means
- ``nested_records``: Nested JSON read as records that keep their parent
- ``notation``: Documents written in a notation, not in words
- ``path_rules``: Path rules files
- ``plain_text``: Text as it arrives from other machines, made plain before anything reads it
- ``prose``: A document's text as a reader sees it
- ``quoted_replies``: Replies quoted in an e-mail or a forum post read as material with an age
- ``recipe_files``: Recipe files read as recipes
- ``record_fragments``: A tool result of JSON fragments, read as the JSON it is a part of
- ``record_frames``: A BEGIN:X ... END:X record file (iCalendar, vCard) written as one sentence per record
- ``record_keys``: A record line's key read as words
- ``row_adjustments``: A table row's figure changed by a line outside the table
- ``score_sheets``: A score sheet the table reader cannot read
- ``sibling_records``: Sibling records
- ``struck_rows``: Rows of a table struck out by a line outside it
- ``struck_text``: Struck-out text read as the old value
- ``superlatives``: Superlative questions over a table's column
- ``word_grids``: A whitespace-aligned grid of words read by its column and its rows
"""
