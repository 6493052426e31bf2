"""Right, or it says it cannot (issue 26): each invented set's counts, pinned.

Every set (``second_set`` ... ``eighth_set``; ``calibration_cases`` is pinned case by case in
``test_calibration``) was measured at first sight, before any change made for it, then after the
mechanisms its failures called for (``python -m tests.sim.fresh.<set>`` prints the counts: right /
stated limit / silently wrong / false alarms, a limit stated on a reply that was right anyway).
``PINS`` holds, per set, a ceiling on silently wrong replies and on false alarms and a floor on
right ones, so a change to the simulator that makes it silently wrong more often, or right less
often, on material nobody tuned it for fails here. Raise a floor (and lower a ceiling) when a fix
improves it. The mechanisms themselves are checked on variants outside the sets
(``test_third_set``, ``test_fourth_set``, ``test_fifth_variants``, ``test_sixth_variants``,
``test_seventh_variants``, ``test_eighth_variants``, ``test_silent_wrong_variants``,
``test_variants``, ``tests/sim/test_grounded_calibration.py``).

History (first sight -> after):
- second (71 cases): 35 / 28 / 8 / 0 on main before the work -> 45 / 26 / 0 / 1 (a P1/P2/P3
  urgency prompt whose options it reads but cannot choose between gets the first option with the
  limit, and that option happens to be right) -> 46 / 25 / 0 / 0 (calib8: an urgency scale's
  option chosen by the message's urgency cues).
- third (46): 19 / 19 / 8 / 1 (main at 66bbcea) -> 20 / 26 / 0 / 1 -> 21 / 25 / 0 / 1.
- fourth (62): 22 / 20 / 20 / 5 (main at 7578e30) -> 34 / 23 / 5 / 4 -> 35 / 25 / 2 / 4 (marked
  options, the question's rarest word) -> 37 / 24 / 1 / 4 (Python source read for its docstrings).
- fifth (52): 25 / 19 / 8 / 1 (main at dcb59a3) -> 28 / 18 / 6 / 1 (tool arguments by type) ->
  31 / 21 / 0 / 1 (table rows narrowed to the asked column, quantities against thresholds, a bound
  translator called, "I don't know" a stated limit where the wording may hide the answer).
- sixth (53): 18 / 18 / 17 / 4 (main at 93cc5a0) -> 24 / 19 / 10 / 4 (value-kind tool arguments,
  line-per-record documents, question-form label options, a near miss on a figure). The third
  set's false alarms rose to 2 with it: label-or ("Is this request about HARDWARE or SOFTWARE?")
  now reads its two options and, unable to choose, gives the first with the limit (was a
  knowledge limit); that option happens to be right. Merged with silent6: 24 / 21 / 8 / 4 (the
  two "first / last one" threads are stated conversation limits). -> 25 / 25 / 3 / 4 (sixth2) ->
  26 / 27 / 0 / 4 (calib8: crontab comments read as sentences; "I don't know" with the subject
  in the notes in other words a stated limit) -> 27 / 26 / 0 / 3 (calib8: small talk in other
  languages) -> 28 / 25 / 0 / 2 (calib8: urgency scales) -> 29 / 24 / 0 / 1 (calib8: a yes/no
  field on what a text allows, "dogs_allowed" of "Sorry, no dogs."). fourth -> 37 / 25 / 0 / 4 (calib8: policy-pets a stated limit) -> 39 / 23 / 0 / 2
  (calib8: Spanish and Japanese small talk). fifth -> 32 / 20 / 0 / 0 (calib8: French small talk).
- fifth, with the seventh set's line-per-record reading: right 31 -> 30. slack-who-fixed was right
  only by a lenient oracle (the whole Slack export pasted back, which holds "tom"); read line by
  line, the closest line (priya's, without "fixed") is now a stated documents limit, and
  slack-freeze is answered by its one line instead of the whole export.
- seventh (58): 24 / 23 / 11 / 4 (main at 319c0db) -> 29 / 24 / 5 / 4 (line-per-record documents,
  datetime arguments, "Reply with JSON: {...}", "one"/"two" before a counted noun) -> 28 / 26 / 4
  / 4 (the no-match fallback only to a search tool taking free text: agent-recipe, right only by
  the question's words as its ingredient, is a limit with agent-fever).
- calib8 and seventh merged: fifth 31 / 21 / 0 / 0 (calib8's French small talk right, seventh's
  slack-who-fixed a limit); seventh 30 / 24 / 4 / 2 (calib8's small talk in other languages makes
  chat-es-hola and chat-ja-dare right without a limit).
- seventh2: seventh 30 / 24 / 4 / 2 -> 34 / 24 / 0 / 2 (a record line's key in plain words, a
  unified diff's "+" lines, one hop to a second note, an asked upper limit); the other six sets
  unchanged case by case.
- calib9: a string argument that names a thing the tool's description speaks of ("trail" of
  "conditions on a hiking trail", "pattern" of "in a named pattern": ``tool_args.names_a_thing``)
  takes the thing's name or the phrase the question names it by, never the question's other
  words, and with none there is no call and a stated limit: second 46 / 25 / 0 / 0 -> 47 / 24 /
  0 / 0 (tool-fabric: "paisley"); third 21 / 25 / 0 / 2 -> 22 / 24 / 0 / 2 (tool-table:
  restaurant "Osteria Lupa"); the other five sets unchanged.
- calib9: no call because a required id, number, date or time is certainly not in the question
  (it writes no figure beyond the other arguments' values, nor a day word for a date:
  ``tool_args.surely_absent``) is right, and the reply asks for it with no limit: second 47 / 24 /
  0 / 0 -> 49 / 22 / 0 / 0 (tool-ticket-missing, tool-account-absent); third 22 / 24 / 0 / 2 ->
  23 / 23 / 0 / 1 (tool-sku-missing, no longer a false alarm; label-or left: right by luck);
  fifth 31 / 21 / 0 / 0 -> 32 / 20 / 0 / 0 (tool-discount-missing); sixth 29 / 24 / 0 / 1 -> 30 /
  23 / 0 / 0 (tool-refund-no-id); seventh 34 / 24 / 0 / 2 -> 35 / 23 / 0 / 1 (tool-call-no-time;
  label-numbered left: right by luck); calibration 31 / 17 / 0 -> 32 / 16 / 0 (tool-invoice-no-id).
  Left as stated limits (right by luck or by words it cannot read): fourth tool-enum-missing (an
  enum value may be worded, "bump it up") and tool-date-range-words ("the Easter weekend" is a
  date range in words).
- eighth (63): 19 / 20 / 24 / 1 (main at 6e1d262) -> 33 / 20 / 10 / 0 (rows as records, names beyond
  ASCII, IBAN / example-shaped id / date-offset tool arguments, front matter and deep YAML read as
  records, "the other one" a stated limit, a stated rating, small talk in
  Swedish and Polish, "And the potassium?" asking the earlier question about it, "room" and "town"
  kinds of answer); the other seven sets unchanged case by case. Its ceiling on wrong replies is 10,
  not 0: the ten left are listed by class in ``eighth_set``'s docstring. -> 36 / 25 / 2 / 0 (eighth2:
  XML feeds as records, a data or configuration file's key named with no record read a stated
  limit, question words of other languages as data, "kl." before a figure, IPython In/Out records,
  "-eed" stems, a list of objects that names no one a stated limit); ceiling 2: pl-reduced and
  museum-absent, in its docstring. fourth -> 40 / 22 / 0 / 2 (eighth2: es-prestamo right, the
  Spanish question word "Cuántos" no longer a topic word); the other seven sets unchanged.
- ninth (68, held out: written by the session's lead, no simulator change made for its cases):
  28 / 27 / 13 / 1 (main at 6e1d262) -> 29 / 24 / 15 / 0 after the session's six merges (none
  saw it) -> 34 / 25 / 9 / 0 (general fixes for six of its classes, tested on other wordings)
  -> 38 / 30 / 0 / 0 (calib10, which never saw the tenth set: a weight is a kind of value, record-shaped lines are facts of
  their own, an abbreviated weekday is a date, "I don't know" only when it is known, a partial
  answer must answer the question's form; each tested in ``tests/sim/test_grounded_calibration.py``
  on invented notes); the other eight sets unchanged case by case.
- tenth (70, held out: written on branch tenth, no simulator change made for its cases): 21 / 34
  / 15 / 3 (main at 10f3663). Pinned at its first sight so main stays green; its ceilings are its
  first-sight counts (15 wrong, 3 false alarms), its floor 21 right. Its failure classes, the code
  paths responsible and the mechanisms proposed: ``TENTH_CLASSES.md``. Held out, after the merges
  of ports7, eighth2, simspeed7 and calib10 (none saw it): 21 / 35 / 14 / 3. Then seen: a reply
  never says the documents lack a word they write where it does not read -> 21 / 36 / 13 / 3;
  "I don't know" over a notation is a limit -> 21 / 39 / 10 / 3; tenthfix (C7 names in tool
  arguments, C9 JSON by a nested example, F2 small-talk cues for six more languages, C8 a list of a
  named kind: measured on its branch 21/34/15/3 -> 27/32/11/1) -> 27 / 36 / 7 / 1; the other nine
  sets unchanged in counts. tenthfix2 (C1: a list's lines, "2¼ cups flour", '[Event "..."]', "at
  x.Y(Y.java:4)", read one by one, an upper-case title's "(makes 8)" a sentence of its own) -> 28 /
  36 / 6 / 1 (recipe-buttermilk); C10 (a two-valued grade writes an "ambiguous" level as its
  negative option with a stated limit) -> 28 / 37 / 5 / 1 (grade-relevant-text); the other nine
  sets unchanged case by case. counting (``df -h`` read as a table by its header; a question
  naming a table's first column header and none of its values, "Which filesystem is nearly full?",
  is a data-keys limit, ``replies._row_key_asked``) -> 28 / 38 / 4 / 1 (df-nearly-full); the other
  ten sets unchanged in counts.
- ports7 (the seventh batch of ports' general fixes): seventh 35 / 23 / 0 / 1 -> 36 / 22 / 0 / 1
  (pet-optional-absent: the question names one of the species options, which is then chosen with no
  limit); the other eight sets unchanged in their counts (fifth's html-aero16-weight is right
  without its "I don't know that part" tail).
- eleventh (70, held out: written on branch eleventh, no simulator change made for its cases):
  24 / 25 / 21 / 4 (main at 464cdc9). Pinned at its first sight so main stays green; its ceilings
  are its first-sight counts (21 wrong, 4 false alarms), its floor 24 right. Its failure classes,
  code paths and proposed mechanisms: ``ELEVENTH_CLASSES.md``. Then seen: a question in another
  language than the documents gets a limit, not "I don't know" (its D1(e)) -> 24 / 27 / 19 / 4;
  a question word one typo from a document's word likewise (D1(d)) -> 24 / 28 / 18 / 4; among
  look-alike converters the one whose units fit (D7) -> 25 / 28 / 17 / 4; small-talk cues in
  Swahili and Hindi (data) -> 26 / 27 / 17 / 3 (chat-sw-habari stays a limit: its other words are
  Swahili, which wordfreq does not list); "How much did <thing> cost?" keeps <thing> as its
  subject (D3) -> 27 / 27 / 16 / 3; the other ten sets unchanged. counting (fixed-width tables and
  grids read by their header, ``data_records.fixed_width_table``; "how many" over a log's lines or a
  table's cells counted, ``counting``; a table row opening "Date:" is no byline) -> 30 / 27 / 13 / 3
  (log-count-ip, timetable-maths-count right; fixture-count a limit -> right; fixture-pitch wrong ->
  a limit: the question names the column "pitch"); tenth and the other nine sets unchanged in their
  counts (tenth's invoice-cards and df-media-free, eleventh's pods-redis-age quote their row as
  "header: cell" pairs, still right). A short weekday or month header ("Thu") names the full one
  for the data-keys limit (``calendar_names`` in data/sim/lexicons.yaml) -> 30 / 28 / 12 / 3
  (timetable-thu-p2 wrong -> a limit: "Thursday" names the column, "second period" no row);
  the other ten sets unchanged.
- learners' tool habits (2026-12-02, from probes of my own, before the twelfth set was read): a
  Google-/NumPy-/Sphinx-style docstring's argument lines read as the arguments' descriptions, times
  of day in words, a near tie going to the tool the question's words meet, a field named for a unit
  taking the quantity converted: third 23 / 23 / 0 / 1 -> 24 / 22 / 0 / 1 (agent-table booked),
  tenth 28 / 37 / 5 / 1 -> 29 / 36 / 5 / 1 (tool-timer-words: 150 s), eleventh 27 / 27 / 16 / 3 ->
  28 / 26 / 16 / 3 (tool-alarm-words: 06:30); the other eight unchanged.
- twelfth (70, held out: written on branch twelfth, no simulator change made for its cases):
  21 / 29 / 20 / 4 (main at a97fe36). Pinned at its first sight so main stays green; its ceilings
  are its first-sight counts (20 wrong, 4 false alarms), its floor 21 right. Its failure classes,
  code paths and proposed mechanisms: ``TWELFTH_CLASSES.md``. On main after the tool habits
  above (made before it was read): the same 21 / 29 / 20 / 4.
- idk ("I don't know" only with evidence of absence, ``course_lib.sim.grounded.absence``; table of every
  "I don't know" of the eleven sets: ``python -W ignore -m tests.sim.fresh.idk_features``): over
  records, rows or listings read by their words, with the closest line on the question's subject
  and no rare name or code of it missing, "I don't know." is a stated documents limit. eleventh
  27 / 27 / 16 / 3 -> 27 / 32 / 11 / 3 (ins-ends, log-401-ip, parking-max, timetable-thu-p2,
  fixture-pitch limits); tenth 28 / 37 / 5 / 1 -> 28 / 38 / 4 / 1 (df-nearly-full a limit);
  ninth 38 / 30 / 0 / 0 -> 37 / 31 / 0 / 1 (spec-wireless, "Does it support wireless
  charging?" over a spec sheet whose "Battery: ... 45 W wired charging" line is on the subject:
  an honest "I don't know" now hedged, a false alarm kept); the other eight sets unchanged case by case.
  Then a CamelCase term of three or more humps is read as its words too ("CrashLoopBackOff":
  crash, loop; D1(c)): eleventh -> 28 / 32 / 10 / 3 (pods-crashing right); the other ten unchanged.
  Merged on main after the tool habits: eleventh 29 / 31 / 10 / 3, tenth 29 / 37 / 4 / 1, and the
  held-out twelfth (never seen by the branch) 21 / 29 / 20 / 4 -> 22 / 28 / 20 / 4.
- counting merged on main after idk: eleventh 32 / 30 / 8 / 3, tenth 29 / 37 / 4 / 1, held-out twelfth
  22 / 28 / 20 / 4 -> 22 / 29 / 19 / 4.
- ports8 and simspeed8 merged: every set unchanged. A command or embedded question ("Tell me when
  ...", "I'd like to know how long ...") asks what its rest asks (``quantities.question_core``):
  eleventh 32 / 30 / 8 / 3 -> 33 / 29 / 8 / 3 (ins-ends right); the other eleven unchanged.
- eleventhfix (on its branch from a97fe36, eleventh 27 / 27 / 16 / 3 there): an option the
  text names beats the cue scores, the simple/complex cue only for fields about questions (D8),
  "Serves N" / "for N people" read for a people count and a required number with no reading a
  stated limit (D10), a cued correction ("sorry, I misread: ...") replacing the fact of its
  value's kind (D11), the names under the labelled part a list field names (D9) -> 31 / 27 / 12 /
  3; a command's thing for a tool's plain string argument, without the verb, the words other
  arguments took and the tool's nouns (D6) -> 32 / 27 / 11 / 3; a yes/no age threshold ("18 or
  older") decided from the text's birth date and its other date (false alarm schema-bool-age) ->
  33 / 26 / 11 / 2; an amount of data ("30GB") a value kind of its own, what "how much data"
  asks (D4) -> 34 / 26 / 10 / 2 (bill-plan-data right by the oracle, with an "I could not find
  anything about 'comes'" tail); the other ten sets unchanged in their counts.
  Merged on main after idk, counting and the command questions: eleventh 33 / 29 / 8 / 3 ->
  40 / 28 / 2 / 2; the held-out twelfth unchanged at 22 / 29 / 19 / 4; the other ten unchanged.
- a sum or an average over records ("in total", "altogether", "on average") is not answered by one
  record (``replies._unsummed``, a limit; after reading TWELFTH_CLASSES.md, tested on other
  wordings): twelfth 22 / 29 / 19 / 4 -> 22 / 30 / 18 / 4 (bank-lidl-total); the other eleven unchanged.
- thirteenth (72, held out: written on branch thirteenth, no simulator change made for its
  cases): 25 / 29 / 18 / 4 (main at fe80014). Pinned at its first sight so main stays green; its
  ceilings are its first-sight counts (18 wrong, 4 false alarms), its floor 25 right. Its failure
  classes, code paths and proposed mechanisms: ``THIRTEENTH_CLASSES.md``. Measured again (the
  set copied into a throwaway worktree of main at b952c16, with main's ``replies._unsummed`` change): the same
  25 / 29 / 18 / 4, case by case.
- blockruns (on its branch from fe80014): a paragraph's lines read as runs of same-shape lines
  (``prose._run_pieces``: a title, a fixed-width table's run, ``Key: value`` fields parted at
  column gaps, a field's value continued on indented lines, indentation changes as line breaks):
  twelfth 22 / 29 / 19 / 4 -> 25 / 29 / 16 / 4 (car-pads, explain-exec-time, explain-removed
  right; car-mot and explain-index now right by their own line, not the whole block); eleventh
  40 / 28 / 2 / 2 -> 41 / 28 / 1 / 2 (actions-node); the other ten unchanged. ship-recipient
  and ship-parcels still wrong by other classes ("addressed" vs "TO:", G4's "1/2").
  Merged on main (with _unsummed): twelfth 25 / 30 / 15 / 4; and the held-out thirteenth, which
  the branch never saw: 25 / 29 / 18 / 4 -> 27 / 28 / 17 / 4.
- twelfthfix (2026-12-02, twelfth's classes fixed by general mechanisms, each tested on other
  wordings): twelfth 22 / 29 / 19 / 4 -> 23 / 29 / 18 / 4 (G8: digit groups with one space between
  them are one id, one call); a day counted from now (G6/G10: "this Friday", "tomorrow", "how many
  days until") resolved from a stated today with datetime, the stated today never the day; with no
  today stated, the missing date named and asked for, no call and no limit (no model knows today's
  date unless told) -> 26 / 28 / 16 / 3; second 49 / 22 / 0 / 0 -> 50 / 21 / 0 / 0
  (tool-relative-date: a question back instead of a call of safe values with a limit);
  a grader's question under a labelled passage ends the passage and is read as the task, "true or
  false" two verdicts (G12) -> 26 / 29 / 15 / 3 (grade-passage-true: 'false' with a stated limit
  "shares the question's subject but not its other words", no longer "I don't know.");
  "a/an/one <thing>" and "a <container> of <thing>" counted 1 in a list of counted things, a listed
  part it cannot count a stated limit (G11) -> 27 / 29 / 14 / 3; Polish small-talk cues (false
  alarm chat-pl-dzien-dobry) -> 28 / 28 / 14 / 2; a yes/no tool flag said by a word of its kind
  ("takes dogs" for pets_allowed: lexicons.yaml flag_kinds, G9(a)) -> 29 / 28 / 13 / 2; the other
  eleven sets unchanged by all of these but second (above).
  Merged on main after blockruns and _unsummed: twelfth 25 / 30 / 15 / 4 -> 32 / 29 / 9 / 2; the
  held-out thirteenth, which the branch never saw: 27 / 28 / 17 / 4 -> 28 / 27 / 17 / 4.
- fourteenth (70, held out: written on branch fourteenth, no simulator change made for its
  cases): 16 / 36 / 18 / 2 (main at 547555b). Pinned at its first sight so main stays green; its
  ceilings are its first-sight counts (18 wrong, 2 false alarms), its floor 16 right. Its failure
  classes, code paths and proposed mechanisms: ``FOURTEENTH_CLASSES.md``. Measured again (a
  ``git archive`` export of main at 33d6220 with the set copied in): the same, case by case.
- thread notes (2026-12-02): what the user said earlier in a chat read back as notes
  (``sim/thread_notes``: their statements, corrections applied, through the document reader; the
  statement quoted only when it meets every concept of the question and holds the asked form):
  third 24 -> 25 right, sixth 30 -> 31, eighth 36 -> 38, tenth 29 / 37 / 4 -> 31 / 35 / 4,
  eleventh 41 -> 42, twelfth 32 -> 33, thirteenth 28 / 27 / 17 -> 30 / 25 / 17; the held-out
  fourteenth (its cases not read for this change) 16 / 36 / 18 / 2 -> 18 / 34 / 18 / 2. No set
  more wrong or with more false alarms (fifth's thread-older-cat and tenth's
  thread-room-correction were wrong in a first draft and made it strict: every concept met, an
  unplaceable correction leaves the thread unread).
- ports9 (2026-12-02, from 547555b): a list of objects the rules make none of from a text that is
  no set of documents is ``[]`` with a stated limit, not a silent "none", unless every item needs
  a figure and the text has none (``object_lists.unmade``); thirteenth 28 / 27 / 17 / 4 ->
  28 / 28 / 16 / 4 (schema-playlist-nested: ``tracks=[]`` now states the limit). The catch-all
  option ("Other") for arithmetic or small talk naming no option (``choosing._catch_all``) moves
  no set. The other twelve sets unchanged. Merged on main after thread notes: thirteenth
  30 / 25 / 17 / 4 -> 30 / 26 / 16 / 4; the held-out fourteenth unchanged (18 / 34 / 18 / 2).
- labels that are no routes (2026-12-02): the question-kind cues a question gets when nothing
  marks it ("kb", "simple") no longer choose among labels of which only one name is such a word
  ("BILLING / TECHNICAL / OTHER" gave TECHNICAL for every ticket, with no limit); a one-message
  label prompt ("Label the ticket as A, B or C: '...'") is read as a classification. twelfth
  33 / 28 / 9 / 2 -> 32 / 29 / 9 / 2: label-issue-tag ("docs") had been right only by that
  default cue (docs is a knowledge-base word) and is now a stated limit. Every other set unchanged.
- tablesfix (2026-12-02, thirteenth's H1/H2 fixed by general mechanisms, each tested on other
  tables and reports): a fixed-width header with a run of column numbers ("1 2 3 4") is a header,
  short headers spelled out for matching ("Rtg" -> rating, "Pts" -> points: lexicons.yaml
  ``column_short_forms``), a superlative over one numeric column picks its row
  (``superlatives``), a capitalised name one letter from a document name held beside another of
  the question's names read as meant and said so (``replies._misspelled_name``), and a count
  over the one table of a report with prose lines around it (``counting.records``): thirteenth
  28 / 27 / 17 / 4 -> 32 / 27 / 13 / 4 (chess-winner, chess-lowest-rating, chess-brandt-pts,
  nmap-open-count right); twelfth 32 / 29 / 9 / 2 -> 33 / 28 / 9 / 2 (marks-top-chem right, was a
  limit); eighth's box-okafor-points right without its "could not find 'points'" tail; the other
  ten sets unchanged case by case. Merged on main after thread notes, ports9, labels and
  currency options: twelfth 32 / 29 / 9 / 2 -> 33 / 28 / 9 / 2, thirteenth 30 / 26 / 16 / 4 ->
  34 / 26 / 12 / 4; the held-out fourteenth, which the branch never saw, unchanged (18 / 34 / 18 / 2).
- groundfix (2026-12-02, thirteenth's grounded-answer classes H3-H5, each mechanism tested on
  other wordings): a lower-case name no document holds, where a name stands ("depend on redis?",
  "the staging server"), answers "I don't know." before any line is quoted (H3(a),
  ``absence.absent_name``) -> thirteenth 28 / 27 / 17 / 4 -> 30 / 27 / 15 / 4 (compose-redis,
  ssh-staging); the other twelve sets unchanged case by case. A fixed holiday's name read as its
  day and month when no document names it ("Boxing Day" -> "26 December"), a movable one
  (Easter, Thanksgiving) a stated knowledge limit (H3(c), ``holidays``, ``data/sim/holidays.yaml``)
  -> 32 / 26 / 14 / 4 (museum-boxing-day right, museum-nye a limit before, now right); the other
  twelve unchanged case by case.
  An age the question states ("my 10-year-old") met by the age bound of one clause of the
  documents ("children under 16 free"; H4, ``ages``, the bound reader ``field_readers.age_check``
  now shares) -> 33 / 26 / 13 / 4 (museum-child); the other twelve unchanged case by case.
  A money question ("How much was/is ...?") asks an amount of money, which a currency sign or
  word or a price-shaped figure ("2.10", "1,150.00") states, not any figure; a "weekly / per
  month / daily" question over an amount "for N weeks" is the division with its figures
  (``rates``); a "name:tag" reference ("postgres:16") states a version (``matching``) (H5) ->
  thirteenth 36 / 26 / 10 / 4 (deposit-amount, deposit-weekly-rent, compose-pg-version); twelfth
  32 / 29 / 9 / 2 -> 33 / 29 / 8 / 2 (folio-minibar: "120.00" under "What did the minibar cost?");
  eighth 36 / 25 / 2 / 0 -> 37 / 25 / 1 / 0 and sixth 30 / 23 / 0 / 0 -> 31 / 22 / 0 / 0
  (museum-absent in both: "How much is ...?" over notes with no price, now "I don't know."); the
  other nine unchanged case by case.
- groundfix merged on main after tablesfix (its branch point 547555b; both changed ``replies``:
  tablesfix's typo reader now uses groundfix's ``text.one_edit``): sixth 31 -> 32 right, eighth
  38 / 23 / 2 -> 39 / 23 / 1, twelfth 33 / 28 / 9 -> 34 / 28 / 8, thirteenth 34 / 26 / 12 / 4 ->
  42 / 25 / 5 / 4; the held-out fourteenth, which neither branch saw, unchanged (18 / 34 / 18 / 2).
- toolsfix (2026-12-02, thirteenth's H6 / H7 / false-alarm classes by general mechanisms, each
  tested on other tools, schemas and wordings): an IPv4 address, a dotted hostname, a URL's host
  are one value (``net_addresses``), a host / ip / server / domain argument takes one and numbers
  are read without them (H6 agent-net-lookalike) -> thirteenth 28 / 27 / 17 / 4 -> 29 / 27 / 16 / 4;
  a day counted from a stated today in a date field, one reader (``field_readers.day_value``) ->
  unchanged; an option named under a negation ruled out, not chosen (``negation``: labels, enums,
  urgency scales, tool ``Literal``s; H7 schema-priority-near-miss) -> 30 / 27 / 15 / 4; a rating
  the text states ("two stars", "3/5.") before the tone, a review's unstated rating from a clear
  tone only, a mixed one the middle with a limit (H7 schema-review-stars) -> 31 / 27 / 14 / 4;
  Korean and Hebrew small talk read word by word as written, "can you browse the internet / see
  images?" an about-the-assistant fact, language-name options chosen by the quoted text's language
  (false alarms chat-ko-hello, about-browsing, label-language-name; chat-he-thanks now thanked, not
  asked for more) -> 34 / 24 / 14 / 1; a list of objects read from the items a text lists (quoted
  titles or names joined by "and", each one's values beside it), an unread one a stated limit,
  never a silent [] (H7 schema-playlist-nested) -> 35 / 24 / 13 / 1; an optional text argument
  named for a kind (cuisine, genre) takes the question's one left-over specific word, several a
  limit (H6 tool-restaurant-optional) -> 36 / 24 / 12 / 1; the other twelve unchanged by each.
- toolsfix merged on main after tablesfix and groundfix (its branch point 547555b; the two lists
  of objects no rule makes now have one home, ``object_lists.unmade``, whose sentence names the
  enumerated items toolsfix reads): thirteenth 42 / 25 / 5 / 4 -> 50 / 21 / 1 / 1; the held-out
  fourteenth, which none of the three branches saw, 18 / 34 / 18 / 2 -> 20 / 34 / 16 / 2; the
  other twelve sets unchanged.
- fifteenth (70, held out: written on branch fifteenth, no simulator change made for its
  cases): 15 / 41 / 14 / 5 (main at 2010799). Pinned at its first sight so main stays green; its
  ceilings are its first-sight counts (14 wrong, 5 false alarms, three of them documents limits on
  questions the notes do not answer, which ``_honest`` accepts), its floor 15 right. Its failure
  classes, code paths and proposed mechanisms: ``FIFTEENTH_CLASSES.md``. Measured again (a
  ``git archive`` export of main at b8198e6 with the set copied in): 16 / 40 / 14 / 4 (label-ua-ru
  right without a limit), the rest the same case by case.
  Merged on main after 556df70 (the prose price comparison): 16 / 40 / 14 / 4, the same; pinned there.
- fourteenthfixB (the fourteenth's I7-I9 and false alarms, its cases read): a number written with
  a currency fills the money-like argument (max_rent, budget, max_fare), an id field named
  "<thing>_no" / "_nr" takes the id-shaped token (I7 tool-flats-optional, tool-invoice-email) ->
  fourteenth 20 / 34 / 16 / 2 -> 22 / 34 / 14 / 2; a value the answer gives a noun that the facts
  state otherwise ("ground floor" / "4th floor") is a contradiction in a groundedness grade
  (``grading.contradicting_value``, I9 grade-grounded-bool) -> 23 / 34 / 13 / 2; a last line
  "relevant: yes/no" (a verdict key and its two values) is the grader's instruction, not part of
  the passage (``reading._TRAILER_RE``, I9 grade-relevant-yes-no) -> 24 / 34 / 12 / 2; people
  listed one by one added ("me, my wife and our three kids": 5, ``field_readers.
  enumerated_people``; a people field's bounds no rating scale) (I8 schema-guests-count) and an
  option named by another name outside a negation ("a text message" sms, "boat" ferry:
  ``lexicons.yaml`` ``option_synonyms``; I8 schema-channel-negated, schema-trip-boat) -> 27 / 32 /
  11 / 2, twelfth 34 / 28 / 8 -> 35 / 27 / 8 (schema-trip-synonym); the other twelve unchanged
  by each.
  Merged on main after the one-message relevance grader (8b0d487): the same counts (fourteenth
  27 / 32 / 11 / 2, twelfth 35 / 27 / 8 / 2); the held-out fifteenth, which the branch never saw,
  unchanged at 16 / 40 / 14 / 4.
- fourteenthfixA (I1): a fixed-width header's word with no column under it goes on the word on
  its left ("Circuit colour", "Units used", "Rate (p/kWh)"); a run's leading rows of one shape are
  read as a table, its summary lines stay lines (``data_records.leading_table``); "in total /
  altogether" over the one numeric column a question names adds it up (``totals``) ->
  fourteenth 18 / 34 / 18 / 2 -> 20 / 32 / 18 / 1 (grade-v3-colour's false alarm now right,
  grade-total 43 instead of a limit; elec-units and elec-cheaper still wrong, now quoting a row
  instead of the header line); the other thirteen unchanged.
- fourteenthfixA (I6): a line of two ``Key: value`` fields or more parted by runs of spaces, read
  line by line, is one unit a field (``prose._line_fields``) -> fourteenth 20 / 32 / 18 / 1 ->
  21 / 32 / 17 / 1 (payslip-taxcode: "Tax code: 1257L." alone); the other thirteen unchanged.
- fourteenthfixA (I2, part): "holiday" and "vacation" one concept in data/sim/aliases.yaml ->
  fourteenth 21 / 32 / 17 / 1 -> 22 / 32 / 16 / 1 (job-holiday); the other thirteen unchanged.
- fourteenthfixA (I3, part): a partial answer whose missing word is the question's ranking word
  ("the hardest", "the most scenic"; not a listed superlative a figure states: "largest" over
  "max_size_mb = 25") states a limit (``replies._unranked``, ``superlatives.ranking_word``) ->
  fourteenth 22 / 32 / 16 / 1 -> 22 / 33 / 15 / 1 (grade-hardest); the other thirteen unchanged.
- fourteenthfixA (I5): a CODEOWNERS-like rules file (every non-comment line a path or glob pattern
  and its values) is read as pattern -> values and the question's one path matched to the last
  pattern that fits (``path_rules``, stdlib ``fnmatch``) -> fourteenth 22 / 33 / 15 / 1 -> 25 / 33
  / 12 / 1 (owners-billing, owners-tax, owners-sql); the other thirteen unchanged.
- fourteenthfixA merged on main after fourteenthfixB (its branch point 2010799): fourteenth
  27 / 32 / 11 / 2 -> 34 / 31 / 5 / 1; the held-out fifteenth, which neither branch saw,
  unchanged at 16 / 40 / 14 / 4 (first sight 15 / 41 / 14 / 5 on 2010799); the other thirteen
  sets unchanged.
- the figures of a computation are not its result (2026-12-02, after reading FIFTEENTH_CLASSES.md's
  J1, so the fifteenth no longer measures it at first sight): a difference, a quotient, a date
  counted from another or the whole of a bill asked over lines that give two figures or more and
  state no result is a stated limit (``replies._uncomputed``, cues ``replies.computed_*``; a date
  one figure, a clause number none): fifteenth 16 / 40 / 14 / 4 -> 16 / 44 / 10 / 4 (ev-total,
  ev-battery-gain, claim-reply-by, points-drinks now limits); ninth's lease-increase ("4.3 Rent
  shall ...") kept right by the clause-number rule; every other set unchanged.
- fifteenthfix (J6): a yes/no field whose name needs something other than retrieval
  ("signature_required", "passport_needed") is not the router flag (``structured._router_flag``)
  -> fifteenth 16 / 40 / 14 / 4 -> 16 / 41 / 13 / 5: schema-signature-implied was silently True,
  now the stated limit "no rule it has reads that question" with the schema's fallback False,
  which the oracle happens to accept, so the tally counts it a false alarm (a wrong reply made a
  limit, not a right reply that lost its confidence); the ceiling moves 4 -> 5 for it alone.
- fifteenthfix (J5): a carrier-style id ("TP 1361": two or three capitals, a space, digits) is one
  id in ``field_readers.id_values`` (agent-flight-lookalike) -> 17 / 41 / 12 / 5; a field named
  by a temperature scale ("celsius") reads the quantity with its unit, a bare "F" / "C" after a
  number a temperature scale (tool-oven-fahrenheit: 204) -> 18 / 41 / 11 / 5; the other fourteen
  sets unchanged by each.
- fifteenthfix (J7): a short turn of an apology or "make it" and one id-like value ("Sorry, 41C.")
  replaces the one earlier value of its shape, in the stated facts and the thread notes alike
  (``corrections.cued_value`` / ``values_of_kind``; a fact holding two of that shape is dropped)
  -> 19 / 41 / 10 / 5 (thread-seat-corrected); the other fourteen sets unchanged.
- fifteenthfix (J3): in a run of column-gap lines, a ``Key: value``-shaped line whose key holds a
  column gap of its own ("14 Nov   Castle St   Redeemed: free drink   -150") is a row of the table,
  the column cuts winning over the colon (``prose._table_run_end``) -> 20 / 41 / 9 / 5
  (points-riverside 2 rows; points-most now "of the 5 rows"; points-drinks still wrong, J1, now
  quoting a count of rows instead of the redeemed line); the other fourteen sets unchanged.
- fifteenthfix merged on main after ``_uncomputed`` (its branch point 9963016): fifteenth
  16 / 44 / 10 / 4 -> 20 / 44 / 6 / 5. The fifth false alarm is schema-signature-implied: a
  silently wrong ``True`` became a stated limit with the schema's fallback ``False``, which the
  oracle accepts (no right reply lost its confidence). Every other set unchanged.
- a total asked ("in total", "altogether", ``arithmetic.aggregate_said``) over lines that give two
  figures or more and state no total is a stated limit (``replies._uncomputed``), found on notes
  of my own (a rental's "41.00 EUR; 5 days" and a recipe's "30 minutes ..., then 40 minutes" were
  quoted as totals): twelfth 35 / 27 / 8 / 2 -> 35 / 28 / 7 / 3 (thread-rx-he, a silently wrong
  quote, now a limit whose fallback the oracle accepts: counted a false alarm); fifteenth
  20 / 44 / 6 / 5 -> 20 / 45 / 5 / 5 (claim-total); every other set unchanged.
- sixteenth (70, held out: written on branch sixteenth, no simulator change made for its
  cases): 15 / 38 / 17 / 5 (main at a80914e). Pinned at its first sight so main stays green; its
  ceilings are its first-sight counts (17 wrong, 5 false alarms, two of them knowledge limits on
  small talk that the ``_none_of`` oracle passes), its floor 15 right. Its failure classes, code
  paths and proposed mechanisms: ``SIXTEENTH_CLASSES.md``. Measured again on main after the
  merge (0c59e3a: the shared amount reader and the total rule, neither made for it): unchanged.
- my own, found on notes I invented, none of them made for the sixteenth (which I have not read):
  a date or time chosen among tied lines (``_tied_value``), a CSV under a caption line, a
  negated filter answered by the rows it leaves out (``_negation_unapplied``), an FAQ's answer
  read under its question on the same line: every set unchanged. Dates and clock times are no
  count for "how many" (``_without_dates_and_times``) and the asked value stated by the chosen
  sentence's section heading (``_headed_answer``: "Under '3.4.0 (2026-11-20)': Added: ..."):
  calibration 32 / 16 -> 33 / 15 (changelog-csv, the same class), sixteenth 15 / 38 / 17 / 5 ->
  16 / 37 / 17 / 4 (a limit on a right reply became the right reply); the others unchanged.
- threadfix (structured output over a thread; a yes/no field whose description asks whether its
  name's thing is included, "breakfast: Whether breakfast is included", read like "dogs_allowed"):
  second 50 / 21 / 0 / 0 -> 51 / 20 / 0 / 0 (schema-booking-words), ninth 37 / 31 / 0 / 1 ->
  38 / 30 / 0 / 1 (schema-booking): ``breakfast=True`` instead of a limit with ``False``. Every
  other set unchanged.
- thread_probes (23, the branch ``threadfix``'s own multi-turn probes, NOT first-sight material: the
  branch was tuned against them): 7 / 7 / 9 / 0 on main at a80914e -> 17 / 4 / 2 / 1 (structured
  output over the turns, elliptical follow-ups, ordinal references, a pronoun over a listed
  answer, a follow-up completing the previous tool request). The false alarm is
  hotel-two-candidates: its ``_no_call`` oracle accepts the stated limit, which is the wanted
  outcome. The two wrong are readers' cases (gallery-how-much-it: the money question over notes
  answered by the opening-hours sentence; trails-second-one: the right line and a look-alike one).
- threadfix merged on main (after my own changes above): the held-out sixteenth, which the branch
  never saw, unchanged at 16 / 37 / 17 / 4; second and ninth as on the branch; the others unchanged.
- graderfix (class words, 2026-12-03): a member the question names ("my cat") and no document
  names is read as the class word a document writes ("pets"; ``class_words.as_class``, the
  classes as data in data/sim/classes.yaml) -> fourteenth 34 / 31 / 5 / 1 -> 35 / 31 / 4 / 1
  (flat-cat, the silently wrong "I don't know." over "Pets: small pets by agreement", now that
  line quoted). Reference graders and "does it answer" graders (same branch) moved no set; the
  other fourteen unchanged.
- schedfix merged on main (after threadfix, ports10 and graderfix): eleventh 43 / 26 / 1 / 2 and
  fourteenth 36 / 31 / 3 / 1 (its elec-cheaper and graderfix's flat-cat together); the held-out
  sixteenth, which the branch never saw, 16 / 37 / 17 / 4 -> 17 / 37 / 16 / 6: lab-flagged-low
  wrong -> right (tied rows listed), swim-wed limit -> right (a day in a range), lab-count wrong ->
  a tie limit whose fallback the oracle accepts (counted a false alarm), sitter-count right (by a
  lenient oracle: one row quoted) -> a tie limit (a false alarm), and swim-sat-hours limit ->
  WRONG ("How many hours of lane swimming are there on a Saturday?" answered by the Saturday
  hours line). At the merge I read that case and added the rule it lacked, general over both
  schedule readings (``schedules._lasting``: a question how long a day's hours last gets the
  quoted spans added up, "3 hours on Saturday: ..."; tested on other timetables): 18 / 37 / 15 /
  6. That last step is not blind: I saw the case.
- graderfix merged on main after ports10 (both had built a reference grader; the graderfix one is
  kept, ports10's yes/no hook in ``structured`` and its label patterns removed, and its rule that
  the answer needs only the value the question asks for, not the reference's other details, added
  as ``reference_grading._asked_core``): the held-out sixteenth unchanged at 16 / 37 / 17 / 4;
  fourteenth 35 / 31 / 4 / 1 as on the branch; the others unchanged.
- schedfix (weekdays as values, times of day, grid cells, ties no answer: ``schedules``): eleventh
  42 / 27 / 1 / 2 -> 43 / 26 / 1 / 2 (timetable-thu-p2, a day x period grid read by its cell, was
  a data-file limit); every other set unchanged (its own probes, ``tests/sim/probes``:
  2 / 12 / 10 / 1 -> 23 / 1 / 0 / 0).
- schedfix, ties are no answer (``evidence._tied_rows``: table rows that meet the question's words
  equally are listed together, up to three, or a stated limit; never the first by order):
  fourteenth 34 / 31 / 5 / 1 -> 35 / 31 / 4 / 1 (elec-cheaper: the peak row alone became both
  bands' rows); every other set unchanged.
- toolsfix2 (2026-12-03, from 5047a22; learners' tools and schemas on new wordings, each class
  tested on tools of its own): an hour argument takes the time of day's 24-h hour, a count goes
  to the field named for its people noun, a thing's name is never a quantity ("68 F") and is the
  noun after "the" when nothing else names it, a unit the description says converts the one
  number, an id argument takes no value another argument took (one call, not one per such
  "id"), a team is the word before "team"/"squad", a summary the request's own clause, a
  "Label:" list keeps its first item and its notes in parentheses, a "shop" field is no query:
  seventh 36 / 22 / 0 / 1 -> 37 / 21 / 0 / 1 (tool-fan-literal: room "bathroom" after "the");
  eleventh 42 / 27 / 1 / 2 -> 43 / 26 / 1 / 2 (tool-invite-list: event "quiz night", the noun
  after "the"); every other set unchanged case by case (tenth's tool-meter-annotated "3B" stays
  a name: a quantity needs a space before its unit). Then spending categories named by what was
  bought (``lexicons.yaml`` option_synonyms: "lunch" meals, "taxi" travel, "cinema" entertainment)
  and a shop read where one buys ("at" / "from") before where one goes ("to"): calibration
  32 / 16 / 0 -> 34 / 14 / 0 (schema-expense, schema-expense-meals); every pinned set unchanged.
- toolsfix2 merged on main (after schedfix): eleventh 44 / 25 / 1 / 2 (its tool-invite-list and
  schedfix's timetable-thu-p2 together), seventh 37, calibration 35 / 13 / 0 (with my
  changelog-csv); the held-out sixteenth, which the branch never saw, unchanged at 18 / 37 / 15 / 6.
- sixteenthfix (K7): a number field on a scale whose description glosses its ends ("0 (none) to
  10 (worst imaginable)"), with no document or answer to grade, is read from the end whose gloss
  the text meets (``scale_glosses``), else the middle with a stated limit, never a relevance
  verdict on nothing (the scale's bottom, or 0 below a ``ge=1``); sixteenth 15 / 38 / 17 / 5 ->
  16 / 38 / 16 / 5 (schema-pain-judgement); every other set unchanged.
- sixteenthfix (K1): a price asked over lines that give one price and one "save N%" / "N% off"
  is worked out (``discounts``: "79 less 10% is 71.10"), a discount with no single price to
  apply it to is a stated limit, never the operands quoted as the answer; tested on a kayak hire
  grid and a gym's plans of my own: sixteenth 16 / 38 / 16 / 5 -> 17 / 38 / 15 / 5
  (ski-online); every other set unchanged.
- sixteenthfix (K5, part): "Is X too low / high / normal?" over a table row with a value and a
  range column ("Reference range", "Normal", "Target") is decided by comparing the two
  (``reference_ranges``), never the row quoted with "nothing about 'low'"; tested on a pool's
  water test and a van's tyre pressures of my own: sixteenth 17 / 38 / 15 / 5 -> 18 / 38 / 14 / 5
  (lab-vitd); every other set unchanged.
- sixteenthfix (K3): "how many X" counts every record when X names the table's key column ("How
  many species were recorded?" over a "Species" table) or the question points at the document
  ("in this file", "listed") over lines of one record kind, and no other word picks some records
  (``counting._counts_every_record``, cues in patterns.yaml ``counting``); tested on a bird
  count, an /etc/hosts and a ride log of my own: sixteenth 18 / 38 / 14 / 5 -> 20 / 38 / 12 / 5
  (lab-count, freeze-count); every other set unchanged.
- sixteenthfix (K4, part): a yes/no about a name over a listing of names (every line an entry of
  one shape: ``name==version``, ``name@version``, ``name: value``) that no entry holds is "No",
  read from the whole listing (``listings``), when the question's other words are only of being
  there; tested on an ``npm ls``, a pantry list and a gem pin list of my own: sixteenth
  20 / 38 / 12 / 5 -> 21 / 38 / 11 / 5 (freeze-torch); every other set unchanged.
- sixteenthfix (K1, part): what is left of a sum ("still owe", "left to pay", "outstanding
  balance": patterns.yaml ``replies.computed_remainder``) over documents that give two amounts of
  money or more is a stated limit (``replies._unworked_remainder``, on the partial path and before
  "I don't know."); tested on a tutoring log, a rent ledger and a repair estimate of my own:
  sixteenth 21 / 38 / 11 / 5 -> 21 / 39 / 10 / 5 (sitter-owed); every other set unchanged.
- sixteenthfix merged on main last (after all the branches that had not seen the sixteenth):
  sixteenth 18 / 37 / 15 / 6 -> 24 / 37 / 9 / 5; every other set unchanged.
- the sixteenth's K8 and K9 (after threadfix, at the merge): a decimal point ends no statement
  of the thread (``thread_notes._SENTENCE_RE``: "mondo 27.5" was read "27"), and a correction
  opened by "no wait" / "wait" / "hang on" / "I mean" is cued (patterns.yaml
  ``corrections.cue``): sixteenth 24 / 37 / 9 / 5 -> 26 / 37 / 7 / 5; every other set unchanged.
- the sixteenth's K2 in part (read): a question that asks a value ("How much is a 3 day pass?")
  is not put against a threshold that no sentence ties to its words (``_compared_answer``'s
  fallback over the on-subject document only for a yes/no question): sixteenth 26 / 37 / 7 / 5
  -> 26 / 38 / 6 / 5 (ski-adult-3day now a limit; ski-family-6day still wrong, its threshold
  line reached through a sentence that shares "adult"); every other set unchanged.
- seventeenth (70, held out: written on branch seventeenth, no simulator change made for its
  cases): 17 / 37 / 16 / 5 (main at e06c3d8). Pinned at its first sight so main stays green; its
  ceilings are its first-sight counts (16 wrong, 5 false alarms: of them two knowledge limits on
  small talk that the ``_none_of`` oracle passes, one no call the ``_no_call`` oracle wants, two
  limits whose sentence holds the oracle's word), its floor 17 right. Its failure classes, code
  paths and proposed mechanisms: ``SEVENTEENTH_CLASSES.md``.
  Measured again on main after the merge (645a316: the sixteenth's K8 / K9 / K2 fixes): unchanged.
- small talk in Malay / Indonesian, Tagalog, Estonian and Yoruba (greetings, thanks, "how are
  you": ``data/sim/smalltalk.yaml``; I had seen the two sets' small-talk cases, so not blind):
  sixteenth 26 / 38 / 6 / 5 -> 27 / 37 / 6 / 4 (chat-ms-hello), seventeenth 17 / 37 / 16 / 5 ->
  18 / 36 / 16 / 4 (chat-et-hello); the thanks in Tagalog and Yoruba stay limits (wordfreq has no
  everyday words of those languages to read the rest of the message by).
- seventeenthfix (L10): a turn that is only "<value>, not <old value>" ("13, not 12.") is a
  correction with no cue and no subject (``corrections.swapped``, read by ``correction``: one
  home for "X, not Y", ``SWAP_RE`` used by the thread notes too); tested on a locker, a
  plumber's day and seat rows of my own: seventeenth 17 / 37 / 16 / 5 -> 18 / 37 / 15 / 5
  (thread-table-bare); every other set unchanged.
- seventeenthfix (L8): a date in words is read whole (``calendar_dates.WORD_DATE_RE``: an ordinal
  day in words, "the fourteenth of March 2027", "March the 3rd, 2027"); a tool's prose that
  names an argument's date format ("until a date given as YYYY-MM-DD") is that argument's
  description (``tool_args.docstring_arg``); a year inside a date another argument took is no id
  (``tool_args.free_ids``: no second call). Tested on a parking permit and a parcel hold of my
  own: seventeenth 18 / 37 / 15 / 5 -> 19 / 37 / 14 / 5 (tool-renew-date-words), sixteenth
  26 / 38 / 6 / 5 -> 27 / 37 / 6 / 5 (tool-date-words, a stated limit before); every other set
  unchanged.
- seventeenthfix (L7): one number fills one numeric argument: the noun after "per" in a name is
  the rate's unit, not what it counts (``_paired_number``); a number written as a rate of that
  unit ("1.72 a litre", "14.20 an hour") goes to the rate argument (``tool_args.rate_number``);
  a figure the question writes once is paired with one argument only. Tested on honey jars, a
  shift's pay and fabric of my own: seventeenth 19 / 37 / 14 / 5 -> 20 / 37 / 13 / 5
  (tool-fuel-floats); every other set unchanged.
- seventeenthfix (L3): a word after "to" is an infinitive, no missing name, when the word before
  "to" takes a verb (``absence._infinitive``, ``lexicons.yaml`` infinitive_heads: take, need,
  have, wait, how ...); "sprout" / "germinate" / "germination" one alias group. Tested on glue,
  a kettle, floor paint and seed packets of my own: seventeenth 20 / 37 / 13 / 5 -> 21 / 37 / 12
  / 5 (seeds-sprout); every other set unchanged.
- seventeenthfix (L11): a grading prompt's bare letter labels ("Reply Y or N.", "Answer T or F")
  are the reply's values (``tasks.output_options``, beside "true or false"): the verdict is
  written "N", not "no". Tested on relevance prompts of my own: seventeenth 21 / 37 / 12 / 5 ->
  22 / 37 / 11 / 5 (grade-useful-yn); every other set unchanged.
- seventeenthfix merged on main after the small-talk languages: sixteenth 28 / 36 / 6 / 4,
  seventeenth 23 / 36 / 11 / 4; every other set unchanged.
- eighteenth (70, held out: written on branch eighteenth, no simulator change made for its
  cases): 19 / 34 / 17 / 7 (main at f941a2d). Pinned at its first sight so main stays green; its
  ceilings are its first-sight counts (17 wrong, 7 false alarms: of them two knowledge limits on
  small talk that the ``_none_of`` oracle passes, one no call the ``_no_call`` oracle wants, three
  limits on an option every score left at 0 whose first option / safe value happens to be right,
  one tool call with an empty required id whose checked argument is right), its floor 19 right.
  Its failure classes, code paths and proposed mechanisms: ``EIGHTEENTH_CLASSES.md``.
- verdicts (mine, on notes of my own: a pond water test, a parkrun log as a pipe table with no
  delimiter line, a holiday fund, a ride's rules, a quiz league as comma rows under a caption with
  a note): table rows without a table's markup or among other lines read as rows
  (``prose._row_block_units``), a title line over sentences a heading, "Under-16s" no duration,
  and a question asking a verdict over figures ("Is the pH too high?", "Did she beat the
  qualifying time?") answered by lines that do not state it a stated limit (``judgements``,
  ``replies._unjudged``): seventeenth 23 / 36 / 11 / 4 -> 23 / 38 / 9 / 4 (votes-quorum,
  bp-above-target); eighteenth (held out, measured blind) 19 / 34 / 17 / 7 unchanged; every
  other set unchanged.
- nineteenth (70, held out: written on branch nineteenth, no simulator change made for its
  cases): 17 / 36 / 17 / 5 (main at b99e096). Pinned at its first sight so main stays green; its
  ceilings are its first-sight counts (17 wrong, 5 false alarms: of them three knowledge limits on
  small talk and a question about the assistant that the ``_none_of`` / ``_any("offline")``
  oracles pass, one documents limit whose "could not find" the ``_absent`` oracle accepts, one
  undecided bool whose safe value False happens to be right), its floor 17 right. Its failure
  classes, code paths and proposed mechanisms: ``NINETEENTH_CLASSES.md``.
- mine and ports11 merged on main: the nineteenth (held out, blind) 17 / 36 / 17 / 5 unchanged.
- configfix (L2): a document that parses whole as configuration (JSON / JSONC, TOML, INI, .env,
  a YAML mapping of configuration keys, nginx blocks) is read as key paths -> values
  (``config_files``; keys split into words by ``record_keys.name_words``): the one setting whose
  key words and value meet every word of the question answers ("ES" / "ES2022", a boolean for a
  yes/no, a version as written); settings alike in two places give a limit naming them; "how
  many" counts list items or reads a record's count; a yes/no name no list item holds is a "no".
  Tested on three or more invented files per format and a probe of my own
  (``tests/sim/probes/configs_a.py``: 16 / 5 / 4 -> 21 / 3 / 1): seventeenth 23 / 36 / 11 / 4 ->
  25 / 36 / 9 / 4 (ts-target, ts-sourcemaps), fifteenth 20 / 45 / 5 / 5 -> 23 / 44 / 3 / 5
  (precommit-hooks, precommit-black, precommit-ruff-rev); every other set unchanged.
- rankfix (L1, L4, K4b), tested on invented tables only (tests/sim/probes/tables_rank.py 7 / 9 / 10
  -> 21 / 4 / 1 right / limit / wrong): rank words over a ranked table and the rule rows that
  point at a rank (``ranks``); a column named by what it measures and a span from the first row
  to the last (``column_families``, ``totals.spanned``); a bare day of the month read as the rows'
  one-month date (``calendar_dates.month_day``); "I don't know." over a named row and column a
  stated limit (``absence.row_named``); "the longest" over start and end times compares the spans
  (``superlatives._spanned_rows``). seventeenth 23 / 36 / 11 / 4 -> 28 / 36 / 6 / 4
  (darts-top, darts-qualifier, thread-darts-and, fuel-distance, sun-polar), sixteenth
  28 / 36 / 6 / 4 -> 29 / 36 / 5 / 4 (sitter-longest); every other set unchanged.
- boundfix (L5b / K5): "which <rows> ... above / below / after / before <bound>" compares every
  row with the bound the question states (a figure, a time, an "a/b" pair) or names once in the
  documents (a caption's range, a "target:" / "minimum:" line), an "a/b" cell part by part and a
  small-hours time as later than an evening bound (``row_bounds``, ``replies._bounded_answer``);
  a named bound the documents do not state is a stated limit. Tested on logs of my own
  (``tests/sim/test_row_bounds.py``, probe ``bounds_a``): sixteenth 28 / 36 / 6 / 4 -> 29 / 36 /
  5 / 4 (sitter-past-23), seventeenth 23 / 36 / 11 / 4 -> 24 / 36 / 10 / 4 (bp-above-target);
  every other set unchanged.
- boundfix (L5a): "was the quorum / target / minimum reached / met" compares the goal a line states
  (``lexicons.yaml`` goal_nouns) with the one clause that gives the count (present / cast / raised:
  tally_words), of the same kind, and answers yes / no with the figures; "how much more" gives the
  shortfall; a goal with no one count is a stated limit (``goals``, ``replies._goal_answer``).
  Tested on an AGM, a petition and a sponsored climb of my own (``tests/sim/test_goals.py``):
  seventeenth 24 / 36 / 10 / 4 -> 25 / 36 / 9 / 4 (votes-quorum); every other set unchanged.
- boundfix (K1): "what would it have cost without the <line>" / "if I hadn't <done what a line
  charges for>" is the bill's total less that line, a discount line added back (``bill_lines``,
  ``replies._bill_answer``); a line the bill lacks, or two that fit, is a stated limit. Tested on a
  hotel invoice, a phone bill and a café receipt of my own (``tests/sim/test_bill_lines.py``):
  sixteenth 29 / 36 / 5 / 4 -> 30 / 36 / 4 / 4 (scooter-without-fee); every other set unchanged.
- boundfix (K4a): an age stated as "<person> is N" / "she's N" / "I'm N" (``ages.stated_age``,
  ``lexicons.yaml`` age_people) met by age bands one per row or line (an "Ages" column, bracketed
  bands, "over 70s"): the one band's row answers; none or two, or a band line with no price for a
  question about paying (a rule pointing elsewhere), a stated limit (``ages.banded``,
  ``replies._band_answer``). (K2) "What's the total for ... 6 days each?" is put against no
  threshold (``replies._compared_answer``). Tested on a museum, a climbing wall, a kids' club, a
  lido, a ferry and a boat hire of my own (``tests/sim/test_age_bands.py``): sixteenth 30 / 36 / 4
  / 4 -> 31 / 37 / 2 / 4 (ski-senior and ski-family-6day wrong -> stated limit, ski-under6 limit
  -> right); every other set unchanged. ``group_rates`` (a group's size times its tier's price
  per person) moved no set.
- toolsfix3: a tool's arguments keep their signature's order (the tool profile re-sorted the
  schema's properties by name, so numbers read in order went to ``diastolic`` before ``systolic``,
  ``height`` before ``width``): ``tool_choice.profile`` reads the schema as given. Tested on a
  blood pressure log, a window size, a season record and a puzzle grid of my own: seventeenth
  23 / 36 / 11 / 4 -> 24 / 35 / 11 / 4 (tool-bp-optional, a stated limit before); every other
  set unchanged.
- toolsfix3: an exclusion or an aversion rules an option out as a negation does (``patterns.yaml``
  negation ``reach``: "anything / any <noun> but", "except", "other than", "apart from", "rather
  than", "instead of", "hate", "avoid", "can't stand"); a tool's ``Literal`` left with one option
  after the ruled-out ones takes it (``tool_args._enum_value``, as ``choosing`` already did); a
  code-shaped name ends its word ("300ml" holds no name "300m") and a quantity is no thing
  ("with 750ml"). Tested on berths, drinks, deliveries, ferry decks and aquariums of my own:
  fifteenth 20 / 45 / 5 / 5 -> 21 / 44 / 5 / 5 (schema-seat-negated), seventeenth 24 / 35 / 11 /
  4 -> 25 / 34 / 11 / 4 (schema-seat-negated); every other set unchanged.
- toolsfix3: a string argument made only of position words ("Book the first room") is no value
  (``references.only_points``; an enum option such as "second" class kept), a hyphen between
  figures is no minus ("won 3-1": away 1, not -1), a date is no thing ("room on 2027-05-03").
  Tested on lockers, courts, kayaks, football and volleyball results of my own: every set
  unchanged (the first try, without the enum exception, lost thirteenth's tool-seat-args-schema).
- toolsfix3: two sibling nested records filled alike state a reading limit
  (``structured._same_records``). Tested on relays, debates and trips of my own: every set
  unchanged.
- toolsfix3: a required argument for a person's name (the field readers' ``person`` kind) that no
  name in the request fills is a guessed one (``tool_args._names_a_person``): a stated limit, not
  the request's words ("put my sister on the mailing list" gave name="put sister mailing list
  ..."). Tested on a mailing list, an address book and a sign-up of my own: every set unchanged.
- threadfix2 (L9): a question about one item of a statement that coordinates two ("I take X in
  the morning and Y at night" -> "Which one ... at night?") answers the clause holding its telling
  words (``coordination``); "which one" with no single telling clause is a stated conversation
  limit. Tested on threads of my own (pills, relatives, keys, parking): seventeenth 23 / 36 / 11
  / 4 -> 24 / 36 / 10 / 4 (thread-two-meds); every other set unchanged.
- threadfix2 (K5, thread-lab-followup): "And is that normal?" after a question (else an answer)
  naming one row with a value and a range judges that row (``replies._range_answer`` reads the
  previous turn when the question refers back). Tested on a pool log and tyre pressures of my
  own: sixteenth 28 / 36 / 6 / 4 -> 29 / 36 / 5 / 4; every other set unchanged.
- threadfix2 (L6): "<pronoun> <relation>" over a table ("her opponent", "his rival", "his
  manager", "who else is on her team") is the other rows sharing the named row's group column
  (``relations``), asked of by name; a kin word the table does not write ("her cousin") or a
  group that cannot be told: a stated conversation limit. Tested on chess pairings, a ward rota
  and a debate of my own: seventeenth 24 / 36 / 10 / 4 -> 25 / 36 / 9 / 4 (thread-votes-her);
  every other set unchanged.

- all of the day's branches merged on main (mine, ports11, configfix, rankfix, boundfix,
  toolsfix3): fifteenth 24 / 43 / 3 / 5, sixteenth 32 / 37 / 1 / 4, seventeenth 34 / 34 / 2 / 4;
  the two held-out sets, measured blind after each merge, did not move at all: eighteenth
  19 / 34 / 17 / 7, nineteenth 17 / 36 / 17 / 5.
- threadfix2 merged after them: sixteenth 33 / 37 / 0 / 4, seventeenth 36 / 34 / 0 / 4; the
  eighteenth and nineteenth (blind) again unchanged.
- heldfixA (the eighteenth, now open, its grounded classes): a fixed-width header cell may hold
  a figure or a unit's sign ("Left at 3pm", "Q2 2027", "# of beds"; ``data_records``): every
  set unchanged (the bake table is read, its answers still need arithmetic). A partial answer
  whose missed words name an operation ("behind", "bring in", "takings") over lines giving two
  figures is a stated limit (``replies._unworked_operation``): eighteenth 19 / 36 / 15 / 7
  (orient-gap, bake-flapjack-takings wrong -> limit); every other set unchanged.
- mine3 (a question whose subject is only a pronoun a stated limit; a bound's filter before a
  superlative) then heldfixA (read the eighteenth: M1, M2) merged: eighteenth 19 / 36 / 15 / 7;
  the nineteenth, still held out and measured blind, 17 / 36 / 17 / 5 -> 18 / 36 / 16 / 5 (the
  first blind move of the day: heldfixA's header cells, a class the eighteenth and nineteenth
  share); every other set unchanged.
- heldfixB (eighteenth M7, M8): a short id after its noun ("tank C", "court 3", "room 4b") is
  the ``<noun>_id`` argument (``field_readers.labelled_id``), no other argument takes it or its
  phrase, a quoted example of the description the question writes is its argument's value
  (``example_written``); a tool met only in its id's noun is no candidate, no question back
  (``agent._beyond_id_labels``, ``replies._tool_missing_argument``). Tested on tanks, courts,
  gates, rooms of my own: eighteenth 19 / 34 / 17 / 7 -> 21 / 34 / 15 / 6 (agent-hive-lookalike
  and tool-date-words right, agent-hive-no-tool a limit); every other set unchanged.
- heldfixB (eighteenth M11): a follow-up whose short phrase is a superlative ("And the fewest?")
  replaces the previous question's superlative (``ellipsis._superlative_swap``; "most expensive"
  goes whole for "cheapest"). Tested on ponds and a darts league of my own: eighteenth 21 / 34 /
  15 / 6 -> 22 / 34 / 14 / 6 (thread-hives-and right); every other set and thread_probes unchanged.
- heldfixB (eighteenth M10): ``text.stem`` gives an "-ie" word its plural's stem ("brownie" and
  "brownies": "browny"), so a relevance grader meets the plural in a passage's singular. Tested
  on cookies, hoodies, movies: eighteenth 22 / 34 / 14 / 6 -> 23 / 34 / 13 / 6
  (grade-relevant-yes right); every other set, thread_probes, the tool probes and ports unchanged.
- heldfixB (eighteenth M9): a name opening a sentence whose later clauses drop the verb ("Noor
  climbed to 120 metres, Pia to 95 and Lev to 80") is a person (``named_people.parallel_names``),
  and each person reads their own list clause (``segment``), never the figure before. Tested on a
  swim, a climbing wall, a park run: eighteenth 23 / 34 / 13 / 6 -> 24 / 34 / 12 / 6
  (schema-results-nested right); every other set, thread_probes, the tool probes and ports unchanged.
- heldfixB (read the eighteenth: M7-M11) merged after heldfixA: eighteenth 24 / 36 / 10 / 6; the
  nineteenth (blind to it) 18 / 36 / 16 / 5 unchanged.
- ninefixB (the nineteenth, now open, its thread, tool and grader classes): a count in words is a
  number value of a correction ("Sorry, eight." replaces "six", N8); a temperature scale word in
  any case after a figure is a unit ("68 Fahrenheit", N6); an owner argument takes a
  possessive's owner and a user argument of a question naming the person only by a pronoun is a
  stated limit (N7); an answer naming some of the reference's names is "partial": the offered
  middle label, else a limit (N9). Tested on invented variants: nineteenth 18 / 36 / 16 / 5 ->
  22 / 37 / 11 / 5 (thread-sorry-eight, tool-fahrenheit, agent-archery-lookalike, grade-partial
  wrong -> right; tool-mute-missing wrong -> limit); every other set unchanged.
- ninefixA (the nineteenth, now open, its N5 / N1 / N3): a figure's stop before a lower-case
  word is an ordinal, no sentence end (``prose``; sl-water-until wrong -> right); a header cell
  listing days over figure cells ("Sat, Sun, holidays") is a label (``data_records``), a day
  cell may add holidays (``weekdays.cell_days``), a row key whose every word the question holds
  is the row asked and a bare day label is never an answer (``schedules``; cable-sun-last-down
  wrong -> right); a glob-pattern file read line per record (``data_records.pattern_lines``;
  git-bat-eol, git-mp4-lfs, git-png-lfs wrong -> stated limit); a group of days asked ("on
  weekdays") picks the grid column for exactly those days (``schedules``; cable-weekday-freq
  wrong -> right): nineteenth 18 / 36 / 16 / 5 -> 21 / 39 / 10 / 5; every other set unchanged.
- ninefixB then ninefixA (read the nineteenth: N6-N9, N1 / N3 / N5) merged: nineteenth
  18 / 36 / 16 / 5 -> 22 / 37 / 11 / 5 -> 25 / 40 / 5 / 5; the eighteenth 24 / 36 / 10 / 6 and
  every other set unchanged.
- session 42, mine: a label line that introduces the reply's options ("Answer with exactly one
  of:" over a line of labels) is no section of the prompt (``reading._RULES_LABEL_RE``; before,
  the labels were read as an answer to grade): fourth 40 / 22 / 0 / 2 -> 41 / 21 / 0 / 2; every
  other set unchanged.
- twentieth (70, held out: written on branch twentieth, no simulator change made for its
  cases): 16 / 42 / 12 / 5 (main at c1c795a). Pinned at its first sight so main stays green; its
  ceilings are its first-sight counts (12 wrong, 5 false alarms: of them two knowledge limits on
  small talk that the ``_none_of`` oracle passes, one documents limit whose "could not find" the
  ``_absent`` oracle accepts, one ``Literal`` and one bool left undecided whose first option / safe
  value happens to be right), its floor 16 right. Its failure classes, code paths and proposed
  mechanisms: ``TWENTIETH_CLASSES.md``.
- session 42, mine (after reading TWENTIETH_CLASSES.md; built from my own probe ``mixed_e``):
  the user's name asked in other words ("What was my name again?", "Do you remember my name?"),
  and typographic apostrophes inside words ("I’m", as phones type) read as plain ones in every
  message: twentieth 16 / 42 / 12 / 5 -> 17 / 41 / 12 / 5 (name-topic-change limit -> right);
  every other set unchanged (and unchanged with every set's apostrophes made typographic:
  /work/notes/scripts/curly.py; before, four cases went right -> limit that way).
- calibnet (issue 26: the partial answer and "I don't know." over records calibrated on features,
  ``partial_trust`` and ``absence.trusted``; ``python -m tests.sim.fresh.partial_features`` lists
  every such reply of the sets and probes with its verdict): over records (prose share under
  ``absence_prose_share``) a question asking a count or a rank ("how many nights", "the cheapest",
  "the most") is worked out from values no record writes in its words, so "I don't know." there is
  a stated limit (unless a rare name of the question is in no document), and so is a partial
  answer to a rank, or to a count whose found part is only a title or record head. twelfth
  35 / 28 / 7 / 3 -> 35 / 29 / 6 / 3 (folio-nights), fourteenth 36 / 31 / 3 / 1 -> 36 / 32 / 2 / 1
  (job-salary-top), eighteenth 24 / 36 / 10 / 6 -> 24 / 37 / 9 / 6 (bake-cheapest): three wrong
  -> stated limit; the trade: seventeenth 36 / 34 / 0 / 4 -> 35 / 35 / 0 / 4 (votes-chair, "who
  won the chair", right only by a lenient oracle as the set's docstring notes: the first Chair row
  quoted, no comparison of votes, now a stated limit). Every other set unchanged. Probes:
  grounded_d 18 / 7 / 1 -> 18 / 8 / 0, verdicts_a 6 / 6 / 6 -> 6 / 7 / 5, partial_a (written
  before the rule) 18 / 3 / 4 -> 18 / 4 / 3.
- promptfix (a prompt's reply shape as evidence of its task, ``reply_shape``: a closed set of
  reply values offered without cue words, "one of: a (desc), b (desc)", one a line, "Which X: a, b
  or c?", for a text, is a label prompt; a verdict pair of the prompt's own, FITS / MISFIT, OK /
  NOT OK, KEEP / DROP, or "rate 0 to 2" over a passage, is a grade): eighth 39 / 23 / 1 / 0 ->
  40 / 22 / 1 / 0, nineteenth 25 / 40 / 5 / 5 -> 26 / 39 / 5 / 5 (grade-ok-not-ok: a limit ->
  "NOT OK"); every other set unchanged, the twentieth (counted, not read) too. Probe
  ``tests/sim/probes/prompts_a.py`` 0 / 23 / 7 / 1 -> 13 / 13 / 4 / 0.
- twentyfix (the twentieth's recurring classes O2 / O5 / O4, each built on invented variants): an
  end date as a start date plus a validity line (``validity``; specs-expiry wrong -> right); a
  whole's length or end time as its list items' durations added (``item_durations``;
  agenda-length, agenda-end-time wrong -> right); a yes/no whose values no one row holds
  together answered "No" with the closest row (``near_miss``; raffle-yellow-0417 wrong -> right);
  a line keyed by a word the chosen line already holds no longer joins the answer
  (``evidence._elaborate``; proc-web-workers wrong -> right): twentieth 16 / 42 / 12 / 5 ->
  21 / 42 / 7 / 5; every other set unchanged.
- session 42, the twentieth measured blind after each merge (right / limit / wrong / false
  alarms): mine (label lines, signs) 16 / 42 / 12 / 5 unchanged; mine (name asked in other
  words, apostrophes; after reading the twentieth's classes) 17 / 41 / 12 / 5; plain_text,
  calibnet, toolsfix4, ports12, formatfix, machinefix, promptfix (none had seen it) unchanged;
  twentyfix (read it) 22 / 41 / 7 / 5.
- twentyfixB (the twentieth's remaining classes, each built on invented variants): Apache
  directive files read as directives (a comma inside "[R=301,L]" no prose's; a repeated
  ``Redirect`` one setting a line; 301 / 302 read through ``status_code_meanings``;
  ht-sale-permanent wrong -> right); a figure pairs with a field's word only in one sentence and
  never with a negated word (schema-lenses-optional wrong -> right); an ``Optional`` count said
  as none in words ("direct only": ``zero_words``; tool-optional-direct wrong -> right); row
  labels R / L and headers CYL / SPH read through short forms (thread-specs-and-left wrong ->
  right): twentieth 22 / 41 / 7 / 5 -> 26 / 41 / 3 / 5; every other set unchanged. The
  seventeenth's floor 36 -> 35: calibnet's trade above (votes-chair right -> stated limit) was
  recorded but its floor not moved, so ``test_right_answers_stay_right[seventeenth_set]`` failed
  at the branch point 7ae341b already. Then O1 in part: a running total over a line score's first
  N numbered columns (``totals.running_total``; curl-after-four wrong -> right) and a rank over
  list items that each state a measured value ("25 min") no longer trusted as "I don't know." but
  a stated limit (``absence.measured_items``; agenda-longest wrong -> limit): twentieth 26 / 41 /
  3 / 5 -> 27 / 42 / 1 / 5; every other set unchanged. Last, a comparison over rows ("Which eye
  is more short-sighted?": ``absence.asks_worked`` reads "which / who ... more / less / fewer"
  as worked out, unless it names its alternatives with "or") is a stated limit, not a trusted
  "I don't know." (specs-worse-eye wrong -> limit): twentieth 27 / 42 / 1 / 5 -> 27 / 43 / 0 / 5;
  every other set unchanged (a first try without the "or" exception cost twelfth folio-compare,
  right -> limit, and was narrowed).
- wrapfix (hard-wrapped prose re-joined before the line readers, ``prose._rejoined``): every set
  as written unchanged (main 7ae341b and the branch counted side by side); under the ``wrap``
  perturbation (prose lines over 70 characters wrapped at 60 columns) right 656 -> 659 of 1223,
  wrong 44 -> 42. The seventeenth's floor follows calibnet's trade recorded above (36 -> 35 right,
  votes-chair now a stated limit), which left the floor at 36 and ``make test-fast`` red on main.
- twentyfirst (70, held out: written on branch twentyfirst, no simulator change made for its
  cases): 29 / 29 / 12 / 3 (main at ad33743). Pinned at its first sight so main stays green; its
  ceilings are its first-sight counts (12 wrong, 3 false alarms: a tool limit with no call for a
  missing value, a bool left undecided whose safe value happens to be right, a knowledge limit to
  a question about the assistant that the oracle passes on the limit's word "offline"), its floor
  29 right. Its failure classes, code paths and proposed mechanisms: ``TWENTYFIRST_CLASSES.md``.
- twentysecond (70, held out: written on branch twentysecond, no simulator change made for its
  cases): 18 / 37 / 15 / 5 (main at 2dd664f). Pinned at its first sight so main stays green; its
  ceilings are its first-sight counts (15 wrong, 5 false alarms: a documents limit whose own word
  "can't" the oracle passes, a tool limit with no call for a missing amount, an enum and a bool
  left undecided whose safe values happen to be right, a knowledge limit to a question about the
  assistant), its floor 18 right. Its failure classes, code paths and proposed mechanisms:
  ``TWENTYSECOND_CLASSES.md``.
- main (mine, 2026-12-03 morning): an asked-kind word ("city", "name") met by a name the user's
  earlier statement holds and the question does not give, and contractions typed without their
  apostrophe ("im", "whats") read as stop words: fourteenth 36 / 32 / 2 / 1 -> 37 / 31 / 2 / 1
  (thread-landlord-his, "What's his name again?" after "My landlord, Mr Achterberg, lives on the
  ground floor", was a knowledge limit); every other set, the twenty-first and twenty-second too,
  unchanged.
- twentyfirstfixB, P5 (run-together lower-case config keys cut into the question's words and
  short forms: ``key_splits``, data ``key_part_short_forms``; "how many times" / "how long" name
  the answer's kind, no setting; "number" met by a numeric value): twentyfirst 29 / 29 / 12 / 3
  -> 31 / 29 / 10 / 3 (sup-retries, sup-thumbs-procs wrong -> right); every other set unchanged,
  case by case. (A stated limit for every question no setting of a parsed config meets was tried
  and dropped: 13 rights lost over eight sets, "I don't know." to absent settings among them.)
- twentyfirstfixB, P4 (a comparison of two named items, "Which costs more, the X or the Y?": the
  item whose one figure is the larger / smaller, both shown, or a stated documents limit:
  ``either_or``): twentyfirst 31 / 29 / 10 / 3 -> 32 / 29 / 9 / 3 (refit-dearer wrong -> right);
  twelfth folio-compare right by a lenient oracle -> right by a worked comparison (counts
  unchanged); every other set unchanged, case by case.
- twentyfirstfixB, P3 (a score sheet the table reader leaves unread, a label over numbered
  columns with label-less second lines of totals: a question naming its rows, or "who" with a
  word the document never writes, is a stated documents limit: ``score_sheets``): twentyfirst
  32 / 29 / 9 / 3 -> 31 / 33 / 6 / 3 (bowl-winner, bowl-after-five, thread-bowl-and-tomas wrong
  -> limit; bowl-strikes, right only by the lenient oracle its docstring notes (Maeve's marks
  quoted, "nothing about 'strikes'": really wrong), -> limit; bowl-margin a limit still); every
  other set unchanged, case by case.
- twentyfirstfixB, P4 rest (a rule line, "up to two places above you" / "within 12 months", picked
  beside a row is a stated limit: ``rule_lines``; "how many <things> has <name> lost" whose one
  counted row is the one the name picks in a column of names is a value of that row, not a count
  of rows: a limit, ``counting``): twentyfirst 31 / 33 / 6 / 3 -> 30 / 35 / 5 / 3
  (ladder-challenge wrong -> limit; ladder-moss-lost, right only by its lenient oracle ("1 row of
  the document holds 'Moss lost'": really wrong), -> limit); nineteenth 26 / 39 / 5 / 5 -> 26 / 40
  / 4 / 5 (sweep-next-wood wrong -> limit: the "Swept" line and "within 12 months if burning
  seasoned wood" quoted together); every other set unchanged, case by case.
- twentyfirstfixB merged on main (a2688b1 -> the merge): the held-out twenty-second 18 / 37 / 15 /
  5 -> 17 / 38 / 15 / 5: wash-cheaper, right only by a lenient oracle (both prices quoted, no
  comparison; the set's own docstring says so), is now the either-or comparison's stated limit
  (the two items' figures are not each on one line). Its floor goes 18 -> 17 for that trade.
  -> 31 / 30 / 9 / 3 (twentyfirstfixA, P2: a rate times its counts worked out, ``rate_products``;
  a wait "N weeks after your last X" added to the "Last X:" date, ``validity``; a mistyped word read
  as the one word meant, ``typos``; operands on the subject make "I don't know." a stated limit,
  ``operand_units``): refit-labour and donor-next-whole right, refit-total-ex a stated limit; no
  other set moved.
  Then P1 (twentyfirstfixA: a label's or a card's short lines each a unit, ``prose._label_lines``;
  a label line met only by its title's words a stated limit, ``label_titles``): the twenty-first's
  counts unchanged (care-tumble, donor-group, donor-volume, thread-care-ironing now quote their one
  line, not the whole label or card). Two lenient rights elsewhere became stated limits, the floors
  lowered with them: eighth 40 -> 39 (museum-material: the whole museum label was quoted for
  "What is the storage jar made of?"; read a line at a time, the line picked was "Jars like this
  carried ginger ...", silently wrong, hence ``label_titles``) and thirteenth 50 -> 49 (seat-count:
  the whole reservation quoted, documented lenient in the set's docstring). No set more wrong, no
  more false alarms; ``perturbed wrap`` and ``probes/wrapped_a`` unchanged.
  Then P6 (twentyfirstfixA: number words read as digits on both sides of ``grading.grounded``):
  -> 32 / 30 / 8 / 3 (grade-support-1-5 right); no other set moved.
  Then a superlative answered by the line on its subject that states its bound (``bound_lines``:
  "the hottest water" by "max 30°C"): -> 33 / 30 / 7 / 3 (care-hottest right); no other set moved.
- main, the day's merges measured together (2026-12-03, mine): counted_things (a short report's
  one "<figure> <plural noun>" fills a count and a kind field) moves calibration 35 -> 36 right;
  twentyfirstfixA and twentyfirstfixB together give the twenty-first 34 / 36 / 0 / 3 (A alone
  33 / 30 / 7, B alone 30 / 35 / 5); A's label lines trade two lenient rights for stated limits
  (eighth museum-material 40 -> 39, thirteenth seat-count 50 -> 49: each quoted a whole label or
  reservation); with A's typo reading, the nineteenth's karaoke-ref-typo ("whats the bookng
  reference") became the title line quoted with "nothing about 'reference'" until "Ref" was read
  as "reference" (record_key_words): nineteenth 26 / 40 / 4 / 5 -> 27 / 39 / 4 / 5.
- twentythird (70, held out: written on branch twentythird, no simulator change made for its
  cases): 23 / 35 / 12 / 2 (main at af90dd0). Pinned at its first sight so main stays green; its
  ceilings are its first-sight counts (12 wrong, 2 false alarms: a bool left undecided whose safe
  value happens to be right, a knowledge limit to a question about the assistant that the oracle
  passes on the limit's word "offline"), its floor 23 right. Its failure classes, code paths and
  proposed mechanisms: ``TWENTYTHIRD_CLASSES.md``.
- main (mine, after reading TWENTYTHIRD_CLASSES R1 / R2): a markdown delimiter row typed with
  another number of cells than its header is fitted to it, and "–" / "—" open list items
  (plain_text): twenty-third 23 / 35 / 12 / 2 -> 24 / 36 / 10 / 2; every other set unchanged.
- twentysecondfix (Q7 + Q8, graders): "Rate 1-5" / "score it 0-10" / "on a scale of 1-3" / "(1-5)"
  beside "reply with the number" is a scale, never the sum "1 - 5 = -4" (patterns.yaml
  ``arithmetic.scale``); "Source: <a sentence>" is the text an answer is judged against (a
  document; "Source: a.md" stays a citation); a number word meets its digits in the groundedness
  check ("two trout" / "2 trout"); a verdict pair alone in capitals ("...? GROUNDED or NOT
  GROUNDED.", "COMPLIANT or NONCOMPLIANT" on its own line) is the prompt's pair, the verdict
  written as its label, never "no". Tested on graders of my own
  (``tests/sim/test_grader_scales_and_labels.py``): twentysecond 18 / 37 / 15 / 5 -> 20 / 37 / 13
  / 5 (grade-faithful-1-5, grade-grounded); twelfth 35 / 29 / 6 / 3 -> 36 / 28 / 6 / 2
  (grade-grounded-schema: the right ``False`` without the limit); the held-out twentyfirst, which
  I have not read, 29 / 29 / 12 / 3 -> 30 / 29 / 11 / 3; every other set unchanged.
- twentysecondfix (Q2): weekday and month abbreviations read as their full names when words are
  matched (``day_month_abbreviations``, reading the abbreviations ``weekdays`` and
  ``calendar_dates`` know; written with a capital; a month beside a figure, "07 Dec", stays part
  of its date): "Thu 15 May" meets "thursday", "Sept" meets "september". With it, a which-question
  offering two alternatives answered by a line for each and no comparison is a stated documents
  limit (``alternatives``), else pollen-compare, a limit before, quoted both rows. (Q9) with earlier
  turns, a message with no words of its own ("How much more is the other one?") is a follow-up:
  the other of two items the user stated with amounts, resolved by the last answer, and the
  difference worked (``other_one``), else a stated conversation limit; the question back only for
  a first message. Tested on tables and threads of my own (``test_day_month_abbreviations``,
  ``test_alternatives``, ``test_other_one``): twentysecond 20 / 37 / 13 / 5 -> 21 / 38 / 11 / 5
  (pollen-grass-thu wrong -> limit, thread-other-permit wrong -> right); sixteenth 33 / 37 / 0 / 4
  -> 34 / 36 / 0 / 4 (swim-sun-morning: the "Sun" row); the held-out twentyfirst unchanged at
  30 / 29 / 11 / 3; every other set unchanged.
- twentysecondfix (Q1, part): a superlative word of the table that is the verb of the asked thing
  ("What does the winning crew win?") or a rank below the top ("the runners-up", "second-placed")
  reads no rank (``superlatives.asked``); the usual reading goes on. Tested on a regatta and a
  darts league of my own (``test_superlative_verbs_and_lower_ranks``): twentysecond 21 / 38 / 11 /
  5 -> 21 / 39 / 10 / 6: quiz-runners-up, silently wrong (the winner's row), is now a documents
  limit that the case's lenient ``_absent`` oracle also passes (its "could not find"), so the tally
  counts it a false alarm: no right reply got a limit. The ceiling on false alarms moves 5 -> 6
  for it (the merger may drop this commit instead: it is the only change to that count); every
  other set unchanged, the held-out twentyfirst too (30 / 29 / 11 / 3).
- twentysecondfix merged on main (with twentyfirstfixA/B, silentfix, perturbfix2, ports13 and
  mine before it): twentysecond 18 / 39 / 13 / 5 -> 21 / 41 / 8 / 6 (its quiz-runners-up, the
  winner's row before, is now a stated limit that its lenient oracle also passes: the sixth
  false alarm); twelfth 36 / 28 / 6 / 2, sixteenth 34 / 36 / 0 / 4 (as on its branch). The
  held-out twenty-third, blind to it: grade-supported went from a "what this prompt asks" limit
  to a silent "SUPPORTED" once its labels were read; a claim added with "and so do ..." / "and
  also ..." is now a clause of its own (grading._CLAUSE_SPLIT_RE), and the answer, partly
  supported, is "UNSUPPORTED" with a stated limit (a false alarm by the tally): twenty-third
  24 / 36 / 10 / 2 -> 24 / 36 / 10 / 3.
- twentyfourth (70, held out: written on branch twentyfourth, no simulator change made for its
  cases): 15 / 39 / 16 / 2 (main at fd1edf3; oracles committed first in 7fe50d9, strict: a
  whole-document quote or the operands of an asked sum are wrong). Pinned at its first sight so
  main stays green; its ceilings are its first-sight counts (16 wrong, 2 false alarms: a negated
  bool left undecided whose safe value ``False`` happens to be right, a knowledge limit to "are you
  a real person or a bot" that the oracle passes on the limit's word "simulator"), its floor 15
  right. Its failure classes, code paths and proposed mechanisms: ``TWENTYFOURTH_CLASSES.md``.
- merged on main (the afternoon of 2026-12-03): twentythirdfixA, promptsfix, ports14, leftovers and
  twentythirdfixB, each measured on its own branch above; together the pins are the merged counts:
  sixteenth 35 / 35 / 0 / 5 (promptsfix's label-team false alarm beside fixB's +1 right), twentieth
  29 / 41 / 0 / 6 (the same), twenty-second 32 / 36 / 2 / 5 (leftovers 21 -> 29 right and fixB's
  three, which did not overlap), twenty-third 35 / 33 / 2 / 3 (fixA's strict oracles and R2-R4, then
  fixB's R5 / R6 / stated times: the two branches' moves did not overlap).
- twentythirdfixA (oracles only, no simulator change; measured at fd1edf3): four of the
  twenty-third's oracles made strict, as its classes file found them lenient. planet-8yo wants a
  no without the other shows' bands ("6+", "8+", "all ages": the whole table quoted is no answer);
  ha-backup wants app3 without app1 / app2 (the whole backend block quoted); rink-helmet wants
  "not there" without the rest of the price list quoted; croquet-second wants Desmond named as
  second (not both rows quoted). twenty-third 24 / 36 / 10 / 3 -> 22 / 36 / 12 / 3 (ha-backup and
  croquet-second right -> wrong; planet-8yo stays a limit, rink-helmet stays right: its reply
  quotes only "Skate hire" before "nothing about 'helmets'"): the yardstick got harder, its
  floor 24 -> 22 and ceiling on wrong 10 -> 12.
- twentythirdfixA (R2 rest): a hyphenated age group ("Under-5s", "over-60s", "under-18's", not
  "year-over-12") is an age bound (``ages``); a money question meets an age line that
  says what is free ("Under-5s skate free"); a list mark no longer opens a band's quoted line
  (``prose.without_line_mark``); "gran", "nan", "nana" are people with ages (lexicons). Tested on a
  cinema and a cafe of my own (``test_ages``): twenty-third 22 / 36 / 12 / 3 -> 23 / 36 / 11 / 3
  (rink-under5 wrong -> right); every other set unchanged.
- twentythirdfixA (R3a): a rate in one sentence on the question's subject ("Lessons are GBP 38
  per hour.") times the counts of its unit in the document's other sentences on the subject ("2
  hours ... 1 hour"), summed, the working shown (``rate_products._across``); one rate sentence
  only, none when the question names one unit ("one session"). Tested on a dog walker, a studio,
  piano lessons and parking of my own (``test_rate_products``): twenty-third 23 / 36 / 11 / 3 ->
  24 / 36 / 10 / 3 (drive-owe wrong -> right); every other set unchanged.
- twentythirdfixA (R3b): one thing's end time from the one clock time and the one length its
  line, or the clause of it naming the thing, gives ("at 16:00 (2 hours" -> "18:00 (16:00 + 2
  hours)."; ``end_times``, reading ``item_durations``' clocks and lengths); a start with no length
  on the subject's one line is a stated documents limit, never the quote; an offset ("30 minutes
  before"), a frequency ("every 20 minutes") or an amount of money is no length. Tested on a
  clinic, a match, a talks table, a ferry, a shuttle and a kiln of my own (``test_end_times``):
  twenty-third 24 / 36 / 10 / 3 -> 26 / 36 / 8 / 3 (drive-tuesday-end, planet-blackholes-end wrong
  -> right); every other set unchanged.
- twentythirdfixA (R3c): ``together_sums`` covered "X and Y together" but not an item named by a
  kind of charge the bill never writes ("the flea treatment" over "Flea spot-on: GBP 27.00") nor
  "come to" / "add up to" as asking money: a word of ``charge_kind_words`` (lexicons) that no line
  writes is left out of the item's name when a word is left. Tested on a salon receipt and a
  plumber's bill of my own (``test_together_sums``): twenty-third 26 / 36 / 8 / 3 -> 27 / 36 / 7 / 3
  (vet-consult-plus-flea wrong -> right); every other set unchanged.
- twentythirdfixA (R4): a rule over a table's column applied (``column_rules``): the one clause
  outside the table holding the question's word no cell holds ("sloe gin", "voucher") and a bound
  on a word naming a numeric column ("a handicap of 10 or over" ~ "Hcp": "hcp" / "hdcp" added to
  ``column_short_forms``) filters the rows; one kept: its key; several and a rank word ("best",
  ``rule_rank_words``): ranked by the tie line or the score column; else a stated limit. "Who came
  second?" under a tie line ("Ties on games won are split by net hoops.") orders the rows by its two
  columns, the reading (which column "games won" / "net hoops" names) the one the table's written
  order agrees with; disagreeing readings a stated limit. Tested on a darts league and a pub quiz
  of my own (``test_column_rules``): twenty-third 27 / 36 / 7 / 3 -> 29 / 36 / 5 / 3
  (croquet-sloe-gin, croquet-second wrong -> right); every other set unchanged.
- twentythirdfixA (R3c, a shape the set showed beside it): "plus" ending the question is a sum by
  its own word ("how much for a day pass plus a towel", no "together"; ``together_sums``). Tested
  on a gym price list of my own: twenty-third 29 / 36 / 5 / 3 -> 30 / 36 / 4 / 3
  (rink-weekday-hire wrong -> right); every other set unchanged.
- promptsfix (closed answer sets): a prompt's values read in more separator styles (``reply_shape``:
  "pick one:", "one of" with no colon, pipes and slashes, one a line under "Allowed answers:" /
  "Categories:", "How ... - a, b or c?", UPPER CASE after "Reply with"; a JSON example's keys are
  no values), a label of several words named by one of its words (``option_parts``), sentiment
  labels by a clear tone, and a label prompt known by its shape alone that nothing picks now gets
  its first value with the stated limit (was the limit in words, issue 26: exactly one label).
  third 25 / 21 / 0 / 1 -> 26 / 20 / 0 / 1 (label-negative-words); sixteenth and twentieth each one
  false alarm more (4 -> 5, 5 -> 6): label-team and label-queue, a "can't choose" limit before and
  after, now give their first value beside it, and that value happens to be right. Every other set
  unchanged.
- promptsfix (JSON by example in one message, ``json_by_example``): 'Return JSON like {...} for:
  <text>' is read as the instruction and the text; the keys' values are tied to the text (a number
  beside its key's word, "three nights"; a value written whole; a date where the example shows
  "YYYY-MM-DD"; a list not short of a name joined to a listed one), else null with a stated limit.
  The one-message JSON cases of the sets now reach the JSON reader and stay stated limits (a
  team's or town's name, a boolean, a sum, "Ana and Li" read as ["Li"]), none silently wrong;
  every set unchanged. (Reading "Ana" as a name there, in ``text.names``, made sixteenth's
  json-names-list right but differ in lower case, test_perturbed, and took "Great, Friday then."
  for a name: dropped.)
- leftovers (Q1, part): a spreadsheet paste cut at its tabs (``data_records._tab_separated``), a
  coded header ("R2 Music") named by its word (``prose.narrowed_row``), "worst" / "best" ranking a
  named column, turned round over a header of which less is better (``judged_superlatives``,
  ``lower_is_better``): twentysecond 21 / 41 / 8 / 6 -> 23 / 41 / 6 / 6 (quiz-music: the cell, not
  the row; quiz-sport-lowest: the lowest Sport). Every other set unchanged.
- leftovers (Q1, part): a rank below the top ("Who came second?", "the runner-up", "second from
  bottom") over the named or the score column (``rank_positions``; a tie there a stated limit);
  named rows of a table added up over one column ("A and B between them": ``row_sums``);
  "What do the runners-up win?" asks no row (``superlatives.ASKS_ROW_RE``): twentysecond 23 / 41 /
  6 / 6 -> 24 / 41 / 5 / 6 (quiz-two-teams: 56). Every other set unchanged.
- leftovers (Q3, part): a justfile or a Makefile read as recipes (``recipe_files``: the default
  recipe, a recipe's dependencies, a parameter's default): twentysecond 24 / 41 / 5 / 6 -> 26 / 41
  / 3 / 6 (just-default, just-release-deps). Every other set unchanged.
- leftovers (Q3, part): a permission question read against an "X only" rule (``only_rules``: the
  question names X, yes; a word of X's contrast group or "non-X", no; else a stated limit):
  twentysecond 26 / 41 / 3 / 6 -> 27 / 41 / 2 / 6 (permit-spinner). Every other set unchanged.
- leftovers (Q2): a table column of level words (Low < Moderate < High < Very high; ``level_words``)
  compared and ranked: a yes/no naming a level over one row's cell, the highest / lowest / worst
  row, the worse of two named rows: twentysecond 27 / 41 / 2 / 6 -> 29 / 39 / 2 / 6
  (pollen-grass-thu, pollen-compare: limits before, now right). Every other set unchanged.
- twentythirdfixB (R6): a question meeting a bound tool only in its arguments' names ("on the day
  of my test" and book_lesson(day, hours)) is no request for it: the knowledge limit, no question
  back (``replies._tool_missing_argument``): twenty-third 24 / 36 / 10 / 3 -> 24 / 37 / 9 / 3
  (agent-lesson-no-tool); every other set unchanged.
- twentythirdfixB (plain questions from their stated limits): a start time plus one stated length
  asked "when" is added up, and two full dates under "how many days" give their distance (a stated
  today as one of them), with the working (``stated_times``); a time asked backwards, a length in
  words, a date without its year or one date alone keep the knowledge limit. Limits became right:
  sixteenth date-days-between 34 -> 35, seventeenth date-days-until-stated 35 -> 36, eighteenth
  date-days-until-stated 24 -> 25, nineteenth date-days-left-stated 27 -> 28, twentieth
  date-days-claim-stated 27 -> 28, twenty-first date-days-stated 34 -> 35, twenty-second
  date-days-stated and time-film-end 21 -> 23, twenty-third time-exam-end, date-days-stated,
  date-days-between 24 / 37 / 9 / 3 -> 27 / 34 / 9 / 3. No wrong or false alarm added.
- twentythirdfixB (R5): drive-motorway was not wrong because of its quoted block (plain_text had
  already dropped it; the reply was the same without it): "motorway" between "a" and a kind the
  documents hold ("lesson") is a thing they never mention, as "the staging server" was
  (``absence._MODIFIER_RE`` now takes "a" / "an"; no participle after them: "a borrowed book"):
  "I don't know.", twenty-third 27 / 34 / 9 / 3 -> 28 / 34 / 8 / 3. And an e-mail's quoted earlier
  messages (under an Outlook divider, a second "From: ... Sent:" block, or ">" lines with no
  attribution) are kept as their statements only, their questions left out (``plain_text``):
  every set unchanged (the second's email-cost reads a quoted statement: kept).
- twentythirdfixB (questions about the assistant): "are you connected to the internet", "do you
  remember what we talked about" and the like (cues that name "you": smalltalk.yaml ``abilities``,
  ``memory``) get the true answer (offline; nothing kept between conversations), not the
  knowledge limit. Limits (some counted false alarms) became right: twelfth, fourteenth,
  eighteenth, twentieth, twenty-second about-memory; seventeenth about-internet; nineteenth and
  twenty-third about-online; twenty-first about-web. twelfth 36 -> 37, fourteenth 37 -> 38,
  seventeenth 36 / 34 / 0 / 4 -> 37 / 33 / 0 / 3, eighteenth 25 -> 26, nineteenth 28 / 38 / 4 / 5
  -> 29 / 37 / 4 / 4, twentieth 28 -> 29, twenty-first 35 / 35 / 0 / 3 -> 36 / 34 / 0 / 2,
  twenty-second 23 / 39 / 8 / 6 -> 24 / 38 / 8 / 5, twenty-third 28 / 34 / 8 / 3 -> 29 / 33 / 8 / 2.
- twentythirdfixB (snake_case labels): options in lower case after a routing verb or with one in
  snake_case ("Route this message to vets, rink or driving_school") are read as options
  (``tasks._routed_list``); label-route went from "reads a request to route but not the options"
  to a stated "can't choose" limit whose first option, "vets", happens to be right (a false alarm
  by the tally; no option's name meets "rabbit"): twenty-third 29 / 33 / 8 / 2 -> 29 / 33 / 8 / 3.
- twentyfifth (70, held out: written on branch twentyfifth, no simulator change made for its
  cases): 19 / 31 / 20 / 3 at first sight (main at 1829f49; oracles committed first in 5763aa2,
  strict: a whole-document quote or the operands of an asked sum are wrong), then one plain oracle
  bug fixed (bus-940-to-pier's whole word "35" matched inside the clock time "07:35" of the row the
  simulator quoted): 18 / 31 / 21 / 3, pinned so main stays green. Its ceilings are those counts
  (21 wrong; 3 false alarms: two no-call tool cases with a knowledge limit that ``_no_call``
  passes, one Literal whose safe first option "clear" happens to be right), its floor 18 right.
  Its failure classes, code paths and proposed mechanisms: ``TWENTYFIFTH_CLASSES.md``.
- fix24A (S1, footnotes): a footnote whose mark a sentence carries ("¹", "*", "†", "[1]") is written
  into that sentence as a clause after ";" (after a word: in brackets) (``footnotes``, through
  ``plain_text``): twenty-fourth
  15 / 39 / 16 / 2 -> 16 / 40 / 14 / 2 (show-cup-tie right: the tie rule is read with the cup rule;
  show-late-form a stated limit instead of a trusted "I don't know."). Every other set identical.
- fix24A (S2a, a count times the price of one): "how much to <verb> N <things>" over a clause
  pricing one ("each <thing> costs P", "P each", "P per <thing>"; a verb and its noun as data:
  enter / entry) is N x P with the working (``counted_prices``, through ``rate_products``):
  twenty-fourth 16 / 40 / 14 / 2 -> 17 / 40 / 13 / 2 (show-seven-entries). Every other set identical.
- fix24A (S3a, INI keys with spaces and a share's rights): a section whose lines are all "key =
  value" keeps keys with inner spaces and colons (``config_files._ini``: smb.conf's "read only",
  "fruit:time machine"); a yes/no naming one section and asking rights ("save", "upload" -> write;
  "guests", "without an account" -> guest; "hidden" -> listed: data) is read from its permission
  keys (``share_permissions``): twenty-fourth 17 / 40 / 13 / 2 -> 18 / 40 / 12 / 2
  (smb-photos-write). Every other set identical.
- fix24A (S3b, a till receipt read as rows): item rows ending in a price after two spaces or more,
  an indented "N @ P" under a label, a negative amount as a discount of the row above, TOTAL / VAT /
  CARD / CHANGE as summary lines (``receipt_rows``, tried first among the record readers): one
  item's price, its unit price, the rows less their discount, two rows compared. twenty-fourth
  18 / 40 / 12 / 2 -> 21 / 38 / 11 / 2 (receipt-compost-each wrong -> right; receipt-dearer and
  receipt-pots-after-multibuy limit -> right). Every other set identical.
- fix24A (S2b, a chat export read as records): WhatsApp, "[hh:mm] Name: text", IRC and Teams
  header lines read as (time, author, text) (``chat_records``); "how long did it take <author> to
  <act>" is the span from the author's first message on the act to their later one saying it is
  done, else a stated limit: twenty-fourth 21 / 38 / 11 / 2 -> 22 / 38 / 10 / 2 (lab-move-duration).
  Every other set identical.
- fix24A (S5, "where did X end up"): a "where" question with a phrasal verb of movement ("end up",
  "go", "get taken": data) is answered by the clause that moves the thing ("taken to", "moved to",
  "put in": data), and is a stated limit when clauses move things the documents never call by the
  asked name (``moved_places``): twenty-fourth 22 / 38 / 10 / 2 -> 22 / 39 / 9 / 2
  (lab-samples-where: a trusted "I don't know." -> a stated limit). Every other set identical.
- calib (calibration by evidence, read every set up to the twenty-third): a unit the splitter read
  as a sentence but shaped as a record (it opens with a clock time, it is a ``key = value`` line,
  or it is mostly figures) no longer counts as prose for ``absence.trusted``, so "I don't know."
  over such documents is trusted only on the other evidence: eighteenth 26 / 35 / 9 / 6 ->
  26 / 36 / 8 / 6 (orient-valid: a results table whose legend "mp = missed a control" made it half
  prose; the count of valid times is now a stated limit). Every other readable set unchanged.
- a yes/no field no rule reads, in a request where no task was recognised and no document given, or
  with no question at all (``structured``: the last fallback returned "do the documents answer
  the question" as the flag's value, with no limit; ports15's Japanese quality check got
  ``judge=False`` for a right answer that way): a stated limit. twelfth 37 / 27 / 6 / 2 -> 36 / 28 /
  6 / 3 (grade-grounded-schema: its ``False`` was that fallback over an empty question, right by
  luck, now a false alarm, as at its first sight). Every other set identical.
- fix24B (money spoken in major and minor units): "forty-two pounds fifty", "ten euros twenty" are
  n + m/100 (``currencies.join_minor_units``, called by ``quantities.with_digits``; the words that
  may follow the minor number are data, ``lexicons.yaml`` minor_unit_followers), and an amount
  field reads number words (``field_readers._read_amount``): tool-amount-words (42.0 -> 42.5) and
  schema-amount-words (a limit -> 12.5) right: twenty-fourth 15 / 39 / 16 / 2 -> 17 / 38 / 15 / 2.
- fix24B (a day of a month relative to a stated today): "the first / 15th of next month", "the end
  of the month", "a fortnight on Friday" are read by ``relative_days`` (cues: ``patterns.yaml``
  month_day, span_on_weekday), and a today stated before its cue ("It's 14 March 2030 today",
  "Today's date: ...") is the anchor, never the value (stated_today_before): schema-due-next-month
  (2030-03-14 -> 2030-04-01) right: twenty-fourth 17 / 38 / 15 / 2 -> 18 / 38 / 14 / 2.
- fix24B (graders that name their verdicts, no reference): a learner's "expr = value" working is
  checked with the simulator's arithmetic and a summary's coverage of its source is weighed
  sentence by sentence (``verdict_grades``, before the arithmetic rule; labels, operation cues,
  coverage cues and shares are data in ``reference_grading.yaml``; [ok, wrong] joins the verdict
  pairs): grade-working ("6 * 2.5 = 15" -> WRONG) and grade-complete ("I don't know." -> MISSING-
  INFO) right: twenty-fourth 18 / 38 / 14 / 2 -> 20 / 38 / 12 / 2.
- fix24B ("the other one" / "the one after that" in a thread): a follow-up naming "the other one"
  or stepping along a list (``patterns.yaml`` other_one: step_next, step_previous) is resolved
  from the last answer before any notes or documents are read (``respond._referred_item``): the
  other of two items the user stated (item verbs as data: ``lexicons.yaml`` item_verbs, fits /
  holds / seats / sleeps / weighs ...), or the neighbour of the last answer's item in the one
  ordered list of the notes (``other_one.step``); a follow-up naming only the reference and left
  unresolved is the conversation limit: thread-other-room (the statement quoted whole -> "Room B:
  4.") and thread-prize-after-that (the prize line quoted -> "2nd £2.") right: twenty-fourth 20 /
  38 / 12 / 2 -> 22 / 38 / 10 / 2.
- fix24B (tool arguments from the request's context): a required typed argument (an id, a number,
  a date or time) the question leaves out is read from the system message and the user's earlier
  turns (``carried_args.from_context``, a later text winning, the human turn first), in the tool's
  score (no unfilled penalty), in its call and in ``replies.surely_not_given``: tool-system-member
  (a question back -> renew_loans(M-20418)) right: twenty-fourth 22 / 38 / 10 / 2 -> 23 / 38 / 9 /
  2.
- fix24B (a wish said about a flag's thing): a needs_<thing> / wants_<thing> / <thing>_allowed
  field the text wishes away ("No need to print a receipt", a need negated: ``patterns.yaml``
  structured.negated_need; or the thing only in a negation's reach, "I'd rather my son didn't appear in any
  pictures", with ``flag_kinds`` photo) is False with no limit, one the text asks for
  (``lexicons.yaml`` wish_request_cues) True (``structured._wish_said``): the false alarm schema-
  photos-negated right: twenty-fourth 23 / 38 / 9 / 2 -> 24 / 37 / 9 / 1. The same rule turns two
  earlier false alarms right: twenty-first schema-negated-parking 36 / 34 / 0 / 2 -> 37 / 33 / 0 /
  1, twenty-second schema-negated-receipt 32 / 36 / 2 / 5 -> 33 / 35 / 2 / 4.
- fix24B (a person or a machine): either-or questions about the assistant ("... or a bot", "human
  or AI", "person or machine") are the who_are_you small talk (``smalltalk.yaml``), answered from
  the facts about the assistant: the false alarm about-person right: twenty-fourth 24 / 37 / 9 / 1
  -> 25 / 36 / 9 / 0.
- fix24B (a page of cards): sections under sibling headings (an HTML card's <h3>, a markdown ##)
  are read one card at a time (``card_sections``): "can I (still) get a place / book / is there
  room" naming one card whose status line says it takes no more bookings (``lexicons.yaml``
  availability_none; the cue ``patterns.yaml`` card_sections) is "No"; a sibling card's sentence
  is dropped beside the named card's own, or, alone, is a near miss ("the notes say X for <other>,
  and nothing about that for <this one>"): pottery-raku-place (a time line and 'still' -> No, SOLD
  OUT) and pottery-glaze-wheel (the hand-building card's glaze line dropped) right: twenty-fourth
  25 / 36 / 9 / 0 -> 27 / 36 / 7 / 0.
- merging fix24A and fix24B (each read the twenty-fourth; they fixed its classes in parts, A's
  readers S1-S3, S5 and B's S4, S6-S9): twenty-fourth 22 / 39 / 9 / 2 (A alone) and 27 / 36 / 7 / 0 (B
  alone) -> **34 / 36 / 0 / 0** merged. The held-out twenty-fifth, which neither saw, 18 / 31 / 21 / 3
  -> 20 / 32 / 18 / 3 with fix24B (its first blind move).
- leftovers2 (block configs): an unindented heading line over indented "key value" lines
  (``Host buildbox``, ``backend api``, ``global``) opens a block of them (``config_files._heading``;
  such files were no configuration before), a word naming every sibling block alike ("account")
  names none of them in ``Unset``, and a key is not cut into a question word's head and an unknown
  rest ("backend" asked "backup", ``key_splits``): twenty-third 35 / 33 / 2 / 3 -> 36 / 33 / 1 / 3
  (ha-backup: app3 alone, not the backend block). Every other set unchanged.
- leftovers2 (a party's price): counts of kinds of person in the question ("two adults and a
  10-year-old") times the one line that prices each kind ("adult EUR 24, child (6-15) EUR 12"; an
  age put in the kind whose bracketed band holds it), with the working (``party_prices``); a
  stated limit when another price line names something the question names too (a surcharge on
  "the 19:30 show" asked of it). nineteenth 29 / 37 / 4 / 4 -> 30 / 37 / 3 / 4 (cable-family-price:
  "I don't know." -> EUR 60), twenty-third 36 / 33 / 1 / 3 -> 37 / 33 / 0 / 3 (planet-adult-child:
  the table and ticket line quoted -> EUR 15; the 19:30 surcharge is another show's). Every other
  set unchanged.
- leftovers2 (id fields): a structured-output string field named as an id's ("sensor_id",
  "order_ref", "ticket_number"; not "postcode", "country_code" or a bare "code") holds the one id
  the text writes, whole (``field_readers._read_id`` by ``id_values``); and an id's figures are no
  count, amount or length ("LX 318" gave delay_minutes=318, hidden behind the empty
  flight_number's limit). fourth 41 / 21 / 0 / 2 -> 42 / 20 / 0 / 2 (schema-validator: TMP-07),
  fifteenth 24 / 43 / 3 / 5 -> 25 / 42 / 3 / 5 (schema-claim-optional: LX 318, no delay). A first
  version without the two exclusions made eighth json-nested-two ("code" of an airport) and
  fifteenth schema-claim-optional (the 318 minutes) silently wrong: both mended before this
  commit. Every other set unchanged.
- twentysixth (70, held out: written on branch twentysixth, no simulator change made for its
  cases): 13 / 39 / 18 / 1 at first sight (main at 8f3af48; oracles committed first in f1ee086,
  strict: a whole-document quote, a reply holding the other rows' values, or the operands of an
  asked sum are wrong), no oracle changed after the run, pinned at those counts (18 wrong; 1 false
  alarm: tool-no-fit, no call with a knowledge limit that ``_no_call`` passes), its floor 13 right.
  Its failure classes, code paths and proposed mechanisms: ``TWENTYSIXTH_CLASSES.md``.
  fix29g ("a of b" as a percentage, a date's day no operand: ``workings``) -> 22 / 46 / 2 / 1.
- fix25C (T3 timetable grids, T5 firewall listings, chat copies; the twenty-fifth read for its
  classes, mechanisms built and tested on other formats): a timetable grid read by its columns
  (``time_grids``: a run named by a time it holds or by "first / last" and the days its footnote
  letters allow, followed down its column to a place; "--" / "|" = does not call), a rule listing
  read as rules (``firewall_rules``: ufw, iptables, pf, a security group; services' ports as data,
  the network asked against each rule's source), and "who did X" over a chat copy whose Slack
  headers the sent text gives back (``chat_records.who`` / ``with_headers``). twenty-fifth
  20 / 32 / 18 / 3 -> 24 / 31 / 15 / 3 (bus-940-to-pier 35 minutes, bus-first-hospital "No: the
  07:10 (a: Schooldays only) does not call", ufw-ssh-4g "No: ... only from 192.168.1.0/24",
  ufw-allow-count 4 (was a limit)). Every other set unchanged.
- fix25B (T7, T9 of the twenty-fifth's classes): a free-text tool argument takes the request's own
  phrase for it (``described_args``: "<noun> is <value>" by its name words or an alias, "reg is KX21
  ABC"; a purpose field's "for the <thing>" / "to <do something>" ending the request), a purpose
  field with no such phrase, or a free-text one the request leaves no word for, is a guess (the
  arguments limit), never the bag of words; "an hour and a quarter" / "and three quarters" read as
  fractions of a unit (``field_readers``); "how much more was <one of two stated items>" worked
  when the question names the item itself (``other_one``): twenty-fifth 20 / 32 / 18 / 3 -> 23 /
  32 / 15 / 3 (tool-timer-words, tool-tip-date, thread-bill-difference). Every other set unchanged.
- fix25B (T8: label and grader prompts): options joined by "|" in a prompt that asks for one
  label (``tasks._piped_list``; a table's row is none); a grader recognised by its cues replies
  with the prompt's own verdict pair ("Reply RELEVANT or OFF-TOPIC", "ANSWERED or DODGED"; verdict
  words as data: ``option_positive`` / ``option_negative``), never "yes"; a text that asks
  something takes the one label naming a question when nothing else told the labels apart
  (``asking_labels``): twenty-fifth 23 / 32 / 15 / 3 -> 25 / 32 / 13 / 3 (label-pipe-tags,
  grade-on-topic), fourteenth 38 / 30 / 2 / 1 -> 39 / 29 / 2 / 1 (label-intent: a stated "can't
  choose" limit -> "question"). Every other set unchanged.
- fix25B (T4: speaker labels): a transcript's labels ("PANELLIST (NAME):", "Host (Dee):", "[00:01:09]
  Jonah:") read as who said each turn, "who <verb> <what>" answered by the speaker of the turn
  that meets <what> ("answered / replied to": the next turn by one who answers; hosts and callers
  by role words as data), a verb one edit from one verb read as it ("answerd") (``speaker_turns``,
  one entry in ``replies``' answerers): twenty-fifth 25 / 32 / 13 / 3 -> 26 / 32 / 12 / 3
  (phonein-pond-who). Every other set unchanged.
- fix25B (T9: threads): an end time worked from a start and a length the user stated earlier
  (``end_times.ended_in_thread``; "be back", "come out", "be ready", "expire" as end cues in
  ``patterns.yaml``; "1 hour 45 minutes" one length), a bare hour after "at" read as a clock time
  (so "no wait, it's 7:30" replaces "starts at 8") and a weekday in the plural ("on Thursdays") as a
  day (``corrections``' value kinds): twenty-fifth 26 / 32 / 12 / 3 -> 29 / 29 / 12 / 3
  (thread-vet-she, thread-no-wait, thread-parking-end: stated limits -> right), twenty-second
  33 / 35 / 2 / 4 -> 35 / 33 / 2 / 4 (thread-neighbour-she, thread-quiz-end), twenty-third 37 / 33 /
  0 / 3 -> 38 / 32 / 0 / 3 (thread-skate-end). Every other set unchanged.
- fix25B (T8: conditioned verdict pairs): "Score 1 if <condition> and 0 if <negated condition>" (or
  "..., FAIL otherwise") read as the prompt's verdict pair, positive first (``reply_shape._if_pair``),
  and "which port / pin is" asked as a number (``quantities``): twenty-fifth 29 / 29 / 12 / 3 ->
  29 / 29 / 12 / 4 (grade-dodge-1-0: "can't tell what this prompt asks" -> "0" with a stated
  "can't tell whether it answers" limit, which the tally counts as a false alarm; without the port
  kind it would have been a silent "1"); the probe kinds_i's grade-score-1-0 silently wrong -> right.
  Every other set unchanged.
- merge of fix25C and fix25B (the merger): their mechanisms add up on the twenty-fifth, 33 / 28 / 9 /
  4 (fix25C alone 24 / 31 / 15 / 3, fix25B alone 29 / 29 / 12 / 4); fix25B's speaker reader tried
  before fix25C's chat-copy "who" (a time-coded transcript read as a chat otherwise: kinds_i's
  meeting-who-typo). Fourteenth, twenty-second, twenty-third as fix25B left them.
- fix25A (T1, a span between two stamps): "how long is <an event>" asks a duration (event nouns as
  data), and a duration asked over two stamps of the question's subject is worked out with its
  working: two clock times of one sentence joined as a span or by start / end words, a record's
  Start / End fields, a sentence's date and its heading's (``stamp_spans``); pairs that disagree a
  stated limit; ``absence.trusted`` no longer trusts "I don't know." for a duration over two stamps
  on the subject. twenty-fifth 20 / 32 / 18 / 3 -> 22 / 33 / 15 / 3 (letter-trip-length and
  invite-length right; bus-940-to-pier a stated limit: the timetable's times make several spans).
  Every other set unchanged.
- fix25A (T2, worked from one line): a difference ("short", "out by", "by how many", "how much more
  A than B" with each figure paired with the side named before it), a part of a total in a state
  ("how many are open" over "28 beds; 3 are closed": state pairs as data) and a quotient ("per
  <counted thing>") worked out from the figures of the one sentence sharing most of the question's
  words (with the next sentence when each holds one figure; a contrast pair "Expected / Actual"
  breaks a tie), with the working; figures that do not pair a stated limit instead of the quote
  (``line_workings``). seventeenth 37 / 33 / 0 / 3 -> 38 / 32 / 0 / 2 (votes-margin: 52 - 26 = 26,
  was a limit on a right reply), eighteenth 26 / 36 / 8 / 6 -> 26 / 37 / 7 / 6 (bake-brownies-sold:
  wrong -> a stated limit), twenty-fifth 22 / 33 / 15 / 3 -> 24 / 33 / 13 / 3 (issue-overcount:
  23 - 18 = 5; phonein-litres-per-fish: 1000 / 5 = 200). A first version read "4.3 Rent" and
  "3 per cent" as operands (ninth lease-increase wrong) and "each player get" as a quotient
  (seventh game-cards a limit): both mended before this commit. Every other set unchanged.
- fix25A (T6, "what time" answered without a time): an answer to "what time" / "at what time" whose
  chosen lines state no clock time of the question's subject (a time in a line sharing none of its
  words, "£14.50" no 14.50 h; a record's Start / Doors field under a line naming the subject
  counts) is the closest line with a stated limit (``timed_answers``, through
  ``replies._missing_answer_form``; a heading holding a figure but no time is no "Under ..."
  answer to it). twenty-fifth 24 / 33 / 13 / 3 -> 24 / 34 / 12 / 3 (letter-arrival: the cost
  sentence quoted -> a stated limit). "when" is not judged: a first version that did made false
  alarms in the fourth, sixth, tenth, eleventh, sixteenth and twenty-fifth ("until Monday" for
  "when is he back", "when does it raise"). Every other set unchanged.
- fix25A (T2, a sum over fare classes): a price list's kind of person named by its age band alone
  ("under-16s £1.10" a child's fare, "over-60s free" a senior's; the ages as thresholds) is priced
  for the party the question counts ("2 adults and 3 kids") by ``party_prices``. twenty-fifth
  24 / 34 / 12 / 3 -> 25 / 34 / 11 / 3 (bus-family-fare: the fares line quoted -> £7.70 with its
  working). Every other set unchanged.
- fix25A (T2 withdrawn): ``line_workings`` is taken out of ``replies.grounded_answer`` again before
  the merge (at the merge the merger dropped the uncalled module, its tests and data; they stand in
  fix25A's history, 549d87b, for a later session): the slow suite showed it working
  differences over tables and goal lines the row readers answer (test_goals' shortfall, the
  "goal difference" and "seats left" header cells, test_uncomputed_answers' stated limit). The
  seventeenth and eighteenth go back to 37 / 33 / 0 / 3 and 26 / 36 / 8 / 6; the twenty-fifth
  to 23 / 34 / 13 / 3 (issue-overcount and phonein-litres-per-fish wrong again).
- merge of fix25A over fix25B and fix25C (the merger; fix25A's answerer as record_answers' 'stamp
  span' row): twenty-fifth 33 / 28 / 9 / 4 -> 36 / 29 / 5 / 4 (fix25A alone 23 / 34 / 13 / 3).
  Blind, the held-out twenty-sixth 13 / 39 / 18 / 1 -> 13 / 40 / 17 / 1 (one silently wrong reply
  a stated limit now), its ceiling moved to 17.
- twentyseventh (70, held out: written on branch twentyseventh, no simulator change made for its
  cases): 15 / 38 / 17 / 4 at first sight (main at b08707b; oracles committed first in 46767fa,
  strict: a whole-document quote, a reply holding the other rows' values, or the operands of an
  asked sum, share or span are wrong), no oracle changed after the run, pinned at those counts (17
  wrong; 4 false alarms, none a plain one: tool-no-fit's no call with a knowledge limit, two
  structured fields right by the first option / the safe value beside a limit, about-browse's
  limit passing the oracle's phrase "offline"), its floor 15 right. Its failure classes, code
  paths and proposed mechanisms: ``TWENTYSEVENTH_CLASSES.md``.
- arith (the class of a derived number: O2, P2, Q1, R3, S2, T2): the operation the question asks
  (percentage, quotient, difference, product, total; cues as data) worked from the clauses or the
  table cells that state its operands, paired with the question's words, with its working; operands
  that do not pair a stated limit instead of the quote (``workings``, record_answers' 'worked' row,
  after every reader of a shape of its own). fifteenth 25 / 42 / 3 / 5 -> 26 / 41 / 3 / 5
  (ev-battery-gain: 79% - 18% = 61%, was a limit), seventeenth 37 / 33 / 0 / 3 -> 38 / 32 / 0 / 2
  (votes-margin: 52 - 26 = 26, was a limit on a right reply). A first version summed a price grid's
  "6 days" row for a party (sixteenth ski-family-6day), worked a df line's figures (tenth
  df-media-free) and a CSV booking's cells (twenty-fourth escape-chidi-total): all three mended
  before this commit. Every other set unchanged; the held-out twenty-sixth unchanged (13 / 40 / 17 / 1).
- fix26A (U6, sibling records): an extractive answer's elaboration stops at a line of the pick's
  shape with another key (another date's log line, another item under the same "ACTION:" / "TODO:"
  / "[ ]" label), and an item line heads no record (``sibling_records``, called from
  ``evidence._elaborate`` / ``_open_block`` / ``compose_answer``): twentysixth 13 / 40 / 17 / 1 ->
  15 / 40 / 15 / 1 (journal-failed-night, minutes-skip: the reply held a competing night or
  person). Every other set unchanged.
- fix26A (U3 (a), (b): everyday words and joined units): a comparative or superlative of an
  everyday adjective ("the narrower width"; adjectives as data, ``degree_words``) is no name no
  document holds in ``absence.absent_name``; "kitty" an alias of "balance" (``aliases.yaml``); a
  number joined to its unit ("20mph") is written apart in the search question when the documents
  write it so (``joined_units.written_apart``, through ``reading.Request.search_question``):
  twentysixth 15 / 40 / 15 / 1 -> 15 / 41 / 14 / 1 (pattern-18-vs-8: a trusted "I don't know." ->
  the operands limit; minutes-kitty-after-skip now quotes the balance and the cost with "I don't
  know that part" (still wrong: U3 (c), the arithmetic, is the arith helper's);
  minutes-percent-20mph still a trusted "I don't know." (coverage 0.29 -> 0.78, but prose and no
  percent held: U3 (c))). Every other set unchanged.
- fix26A (U1 (a), rank cues): a rank asked in words no superlative lists ("top scored", "fastest",
  "quickest", "slowest", "furthest", "came last", "scored the most", "top of the league"; cues as
  data, ``rank_cues``) is read by ``absence.asks_worked`` as a rank, so neither a trusted "I don't
  know." nor a header quote answers it (the rank limit that exists is stated when no reader ranks
  the rows): twentysixth 15 / 41 / 14 / 1 -> 15 / 43 / 12 / 1 (cricket-top-scorer, run-fastest-km:
  wrong -> a stated limit). Every other set unchanged.
- fix26A (U5 (a), a pick without a value of the asked kind): a table's header row (a row of three
  or more column names with no figure and no fact-line punctuation, over a row of figures:
  ``header_rows``) holds no value: ``answer_forms._missing_answer_form`` reads the chosen lines
  without it (only a header chosen: the form limit for a 'value'), and reads dates before record
  labels ("Wednesday 3 March 2032" is a date, not a label "Wednesday 3" leaving "2032" as a
  count): twentysixth 15 / 43 / 12 / 1 -> 15 / 45 / 10 / 1 (cricket-caught-count: the header row;
  minutes-present-count: "Next meeting: ..."; both wrong -> the count form limit). A first version
  that took any figure-less row for a header ("Tax code: 1257L", "Nice to have: dbt, Kafka") made
  three false alarms in the fourteenth and twenty-second: mended before this commit. Every other
  set unchanged.
- fix26A (U5 (c), a why without a cause): a "why" question answered by dated log lines none of
  which states a cause (an error level or a reason word: ``answer_cause`` in ``patterns.yaml``) is
  the form limit for a 'cause' (``answer_forms._uncaused``): twentysixth 15 / 45 / 10 / 1 -> 15 /
  46 / 9 / 1 (journal-why-failed: the failure lines quoted -> a stated limit). Every other set
  unchanged.
- fix26B (U8, an option ruled out by a dislike said after it): "juice gives me heartburn", "crisps
  make me feel sick", "pork doesn't agree with me", "the middle seat is a no for me" rule the
  option before them out within their clause (``negation.dislike_after``, data), as "allergic to" /
  "not a fan of" do before it; the sole remainder is picked when every named option is ruled out.
  twenty-sixth 13 / 40 / 17 / 1 -> 14 / 40 / 16 / 1 (schema-drink-excluded: TEA). Every other set
  unchanged.
- fix26B (U7, tool arguments): a person argument (recipient, payee, contact, friend) takes the word
  after a paying / sending verb or "to <person>" in its clause (``payees``, data: "pay gemma ...
  for the tickets" pays gemma, never "tickets"; "to my nan" a relation), and never the object of
  "for the"; a code written right after the argument's noun (``described_args.coded_value``:
  "postcode LS6 2QT"); "the first / last day of <month> <year>" (``calendar_dates``);
  ``tool_args.surely_absent`` no longer strips the whole-question fallback of another argument (it
  hid the question's figures) nor calls a coded value absent. twenty-sixth 14 / 40 / 16 / 1 -> 16 /
  40 / 14 / 1 (tool-pay-words, tool-delivery-last-day); twenty-second 35 / 33 / 2 / 4 -> 36 / 32 /
  2 / 4 (agent-bus-lookalike: card BP-48213); twenty-third 38 / 32 / 0 / 3 -> 39 / 31 / 0 / 3
  (tool-email-list). (No call instead of a call with an empty required argument was tried and
  withdrawn before the merge: the slow suite's nb03 exercise checks and two variant tests rely on
  the blank call beside its limit.) Every other set unchanged.
- fix26B (U9, an arrival over a thread's start and duration): "get in", "arrive", "land", "get
  there / home", "reach", "pull in", "dock" ask an end time (``item_durations.asks_end_time``,
  data), so ``end_times.ended_in_thread`` works start + duration with its working; a statement
  whose clock times are all marked as starts (``end_times.start_word``: "leaves at", "sails at",
  "kicks off") is never echoed for such a question (the conversation limit). twenty-sixth
  16 / 40 / 14 / 1 -> 17 / 40 / 13 / 1 (thread-train-arrival 21:09). "be there" is left out of the
  cue: "what time do I need to be there" asks a start (the eighteenth's jury-time went to a limit
  with it). Every other set unchanged.
- fix26B (U4, a grid's cell): a whitespace-aligned block (a header of three keys or more, blank-
  labelled or not, over rows of a label and figures) answers "<row> ... <key>" with the one cell
  (``grid_cells``, record_answers' 'grid cell' row, after 'format'), its unit from the block's
  title; no key, two keys, rows alike, another row's figure named, or a condition / comparison /
  sum asked (``grid_cells.worked``, data) -> None, the other readers as before. twenty-sixth
  17 / 40 / 13 / 1 -> 18 / 40 / 12 / 1 (pattern-fabric-12: "2.5 metres (150 cm wide, 12)"). A first
  version without ``worked`` answered the sixteenth's ski-cheaper and ski-online with the 1-day adult
  cell (wrong): mended before this commit. Every other set unchanged.
- merged (session of 2026-12-03 late): fix26A and fix26B each measured the twenty-sixth alone
  from b08707b (15 / 46 / 9 / 1 and 18 / 40 / 12 / 1); merged with arith and shapes2 it is
  **20 / 46 / 4 / 1** (the two branches' moves add up: no case moved by both). The held-out
  twenty-seventh (first sight 15 / 38 / 17 / 4 on b08707b) moved blind only by arith's worked
  arithmetic: 16 / 37 / 17 / 4 (one limit made right; no silently wrong case moved by any branch).
- merger (read: the twenty-seventh's V12 in its classes file): a grader's instruction line that
  ends in a question about the verdict ("Reply KEEP or DROP: should this document be kept ...?")
  is no question when the prompt labels one of its own ("Question: ..."): ``reading``. The
  twenty-seventh 16 / 37 / 17 / 4 -> 17 / 37 / 16 / 4 (grade-keep-drop: DROP -> KEEP); every
  other set unchanged.
- merger (read: the twenty-seventh's V1): a slash pair in a table row pasted with the prompt
  ("| Fedora / RHEL | ... |", or cells set apart by runs of spaces) is data, not the options a
  label prompt offers (``tasks._in_table_row``). The twenty-seventh 17 / 37 / 16 / 4 -> 17 / 38 /
  15 / 4 (readme-ubuntu-22: "Ubuntu" as a label -> a stated limit; the message's "here's what I
  have:" notes are still not read); every other set unchanged.
- twentyeighth (70, held out: written on branch twentyeighth, no simulator change made for its
  cases): 14 / 41 / 15 / 3 at first sight (main at 6a402f3; oracles committed first in f2284e3,
  strict: a whole-document quote, a reply holding the other rows' values, or the operands of an
  asked sum, share or difference are wrong), no oracle changed after the run, pinned at those
  counts (15 wrong; 3 false alarms, none a plain one: tool-no-fit's no call with a knowledge
  limit, label-which-bucket and grade-a-or-b right by the first option beside a "can't choose"
  limit). Its failure classes W1-W10, code paths and proposed mechanisms:
  ``TWENTYEIGHTH_CLASSES.md``.
  shapes: a forwarded mail's own question read with its body as notes (dk-fwd-restarting right),
  notes under a lead-in two turns back read (sms-*: grounded-reader limits now) -> 15 / 43 / 12 / 3.
  fix29g (W2, W4, W5, W6 on wordings of my own): "a of b" as a percentage worked, a date's day no
  operand, a key in another word form answered ("Assignee: nobody (Unassigned)": ``key_forms``), an
  amount worked from a line the question leaves out a limit (``left_out.guarded``), "answer in one
  word" trimmed or a limit (``answer_format``) -> 17 / 46 / 7 / 3 (jira-share-pct,
  jira-points-total, jira-darkmode-owner right; chess-winner-word, water-supply-cost limits).
- merger (general, from my probe grounded_k's trusted "I don't know."s; no set read): a results
  table's own position column ("Pos", "Place", "Rank") answers "who came third"; a position asked
  is a rank (never a trusted "I don't know."); arithmetic asked with no kind named ("the total
  bill") over figures is worked out, never a trusted "I don't know."; "45p" / "25¢" / "20 pence"
  are money; "cancelled" / "cancellation" stem as "cancel". nineteenth 30 / 37 / 3 / 4 -> 31 / 36 /
  3 / 4, eighteenth 26 / 36 / 8 / 6 -> 27 / 36 / 7 / 6 (first counted as unchanged: my count then
  ran with a lexicon typo that made one case raise; corrected in the next line's commit); the
  twenty-eighth (blind) unchanged, every other set unchanged.
- merger (general, from my probe grounded_k's chat export): a chat message that asks ("what are we
  reading again", its "?" not typed) answers nothing, as a "?" line does (``chat_records
  .asking_message`` in ``evidence``). Every set unchanged (the eighteenth's pin moved to 27 / 7
  here belongs to the line above).
- merger (general, from my probe grounded_k's two-week menu): a fixed-width grid headed under a
  blank corner (its indented header line, which markdown read as code) is read whole, and a
  sentence under a grid's rows is no row of it (``prose._corner_headed_tables``,
  ``data_records._prose_under``). eighteenth 27 / 36 / 7 / 6 -> 28 / 35 / 7 / 6; the
  twenty-eighth (blind) and every other set unchanged.
- fix27A (read: the twenty-seventh's V3): a span asked over the two clock times of the one table
  row the question names (markdown, fixed-width, CSV), past midnight when the second is earlier
  (``row_spans``). The twenty-seventh 17 / 38 / 15 / 4 -> 18 / 38 / 14 / 4 (sleep-wed-in-bed: the
  row's "In bed" cell -> 8 h 7 min); every other set unchanged.
- fix27A (read: the twenty-seventh's V2): a question stating a quantity (a unit pint reads, joined
  or apart, or a counted noun: "3 dogs", "6 of us") whose kind the notes state is on their subject:
  compared with the notes' bounds on that kind when a yes/no is asked, else a stated documents
  limit naming the values, never a trusted "I don't know." (``held_quantities``, first step of
  ``doubted_absence``; "limit of" / "limited to" are at-most words). The twenty-seventh 18 / 38 /
  14 / 4 -> 18 / 39 / 13 / 4 (board-hold-30kg: "I don't know." -> the limit naming 8 kg and 23
  kg); every other set unchanged.
- fix27A (read: the twenty-seventh's V5 (a)): a time the notes state as an offset from another
  ("<event> <verb> N minutes / an hour before / after <anchor>") worked from the one time of the
  line naming the anchor; the anchor at several times or none -> a stated limit naming the rule
  (``offset_times``). The twenty-seventh 18 / 39 / 13 / 4 -> 19 / 39 / 12 / 4 (board-gate-shut: the
  boarding line quoted -> 12:45); every other set unchanged.
- fix27A (read: the twenty-seventh's V4 / V7): one person's share of an amount the notes split
  (the line's own "split 3 ways" / "between Mei and Sami", "half" asked, else the notes' one
  default), from the one line a word of the question names alone (never the asker's or the
  payer's name that several lines hold): ``split_shares``; no split stated anywhere -> not read
  ("Do I owe any fines?"). The twenty-seventh 19 / 39 / 12 / 4 -> 20 / 39 / 11 / 4
  (ledger-cake-share: the cake line and the water line quoted -> £9.20); every other set
  unchanged (a first cut that read every "do I owe" moved the eleventh's lib-fines right -> a
  false alarm: fixed before this commit).
- fit (the reply-fit check, issue 26's "right, or say it cannot" at the grounded pipeline's end;
  the twenty-seventh's V6): before a grounded reply leaves ``replies.grounded_answer`` it must
  hold one value of the kind its question asks (``answer_forms.unfit_reply``: a count, not a
  row's figures or rows listed; a duration, not a start and an end; one total, not its operands;
  yes or no, not two records the question compares), else the limit names what it holds; a
  count of a thing no line names is "the documents do not record how many ..." without the row
  (``unrecorded_count``); "what's on <section> at T" over a listing of start times is the last
  start at or before T (``listing_slots``, record_answers' 'listing slot' row). twelfth
  36 / 28 / 6 / 3 -> 36 / 30 / 4 / 3 (ship-parcels, tf-destroy-count: a row for "how many");
  twentysixth 20 / 46 / 4 / 1 -> 20 / 47 / 3 / 1 (journal-run-length: a start line for "how
  long"); twenty-seventh 17 / 38 / 15 / 4 -> 19 / 39 / 12 / 4 (tv-films-count a limit,
  sleep-wakeups "do not record", tv-northfield-at-9 Kiln Masters). Every other set unchanged (no
  right answer lost; first versions that cost eleven sets a right answer each, "Seats: 5." read
  as no count, "£69.00 together" as operands, were mended before this commit).
- merged on main: fix27A then fit (the reply-fit check): the twenty-seventh 22 / 40 / 8 / 4 (fix27A's
  four and fit's three moves together); **the twenty-eighth (held out, blind to both) 14 / 41 / 15 /
  3 -> 14 / 42 / 14 / 3 by fit** (a reply that does not hold the asked kind stated as a limit), the
  first blind move of a held-out set by a calibration since the nineteenth; fix27A moved it not.
  Merger, after the merge: an adjective a note writes as the thing's plural noun ("only got 2
  spares" for "spare helmets") counts it (``nominal_adjectives``): fit's first cut had turned
  that right reply of my probe grounded_g into a limit (read there); every set unchanged.
- fix27B (read: the twenty-seventh's V8, V10, V11 and its RSVP false alarm; mechanisms built on my
  own probe ``tests/sim/probes/requests_k.py`` and wordings of my own): a yes/no argument read by
  a refusing cue anywhere before its thing in the clause ("skip the", "no need for", "not
  bothered about") or an allowing one after it ("gluten's fine": ``gluten_free`` False)
  (``flag_scope``); a free-text argument filled by its concept's phrase (a place after a place
  word, the kind before the tool's noun, the thing after the tool's verb), never the bag of words,
  else the arguments limit (``argument_phrases``); RSVP yes / no phrases, plus-ones and diets
  (``attendance``, ``diets``); "N pounds and M pence" in any currency whose minor unit the lexicon
  knows (``currencies.join_minor_units``); "it's X not Y" after a correction cue over any value
  kind (``cued_swaps``). third 26 / 20 / 0 / 1 -> 27 / 19 / 0 / 1 (schema-rsvp: attending, one
  friend, vegetarian); tenth 31 / 35 / 4 / 1 -> 33 / 33 / 4 / 1 (agent-installed: package "numpy",
  the kind before the tool's noun; tool-light-literal); twentieth 29 / 41 / 0 / 6 -> 30 / 40 / 0
  / 5 (schema-negated-wrap, a false alarm made plainly right); twentyfifth 36 / 29 / 5 / 4 -> 37 /
  28 / 5 / 4 (schema-rsvp-wouldnt-miss); twentysixth 20 / 46 / 4 / 1 -> 21 / 45 / 4 / 1
  (tool-water-rule: plant "fern"); twenty-seventh 17 / 38 / 15 / 4 -> 24 / 35 / 11 / 3
  (tool-cake-gluten-fine, tool-walks-optional, tool-expense-pence, tool-vet-missing-day,
  schema-refund-pence, schema-rsvp-cant, thread-my-mistake). twentysecond's tool-pounds-to-kg,
  right only by a lenient oracle (species the whole question), now right by its value ("brown
  trout"). Every other set unchanged; my probe 3 / 20 / 7 / 3 -> 17 / 12 / 1 / 2.
- fix27B (the twenty-seventh's false alarms schema-on-foot-enum and about-browse): ways of getting
  about as Enum synonyms ("on foot" walk, "by bike" cycle, "in the car" drive, "cab" taxi:
  ``lexicons.yaml`` option_synonyms) and "look something up on the web" / "google that for me" as
  the abilities small talk (``smalltalk.yaml``): the twenty-seventh 24 / 35 / 11 / 3 -> 26 / 33 /
  11 / 1 (both false alarms plainly right); every other set unchanged.
- fix27B (the twenty-seventh's V9 and thread-trip-split): a share of stated amounts worked by
  ``workings`` (its one arithmetic home: "split 3 ways / between the 4 of us, how much each" divides
  the amounts' total; "how much is that a month / each instalment" divides the one amount by the
  count a statement spreads it over, "paid over 10 months"), and a chat's earlier statements read as
  its notes (``thread_workings``): the worked value with its working, never the statement echoed.
  The twenty-seventh 26 / 33 / 11 / 1 -> 28 / 32 / 10 / 1 (thread-council-tax: wrong -> £183.60;
  thread-trip-split: £41.17); every other set and the probes arith_g, workings_i, threads_b,
  records_i unchanged; my requests_k 18 / 11 / 1 / 1 -> 20 / 10 / 0 / 1.
- fix27B (the twenty-seventh's json-pass-example, a limit with garbage values): a JSON example's
  keys filled from a text that names each key right before its value ("flight NV 614, gate C21,
  seat 14F": ``keyed_values``, tried before the field readers in ``respond.json_reply``). third
  27 / 19 / 0 / 1 -> 28 / 18 / 0 / 1 (json-example-flight: "XX000" with a limit -> LX318 / B12); the
  twenty-seventh 28 / 32 / 10 / 1 -> 29 / 31 / 10 / 1; every other set unchanged; my requests_k
  20 / 10 / 0 / 1 -> 22 / 8 / 0 / 1.
- merged on main: fix27B (tools, schemas, JSON, threads of the twenty-seventh) after fix27A, fit,
  shapes3 and the merger's fixes: the twenty-sixth 21 / 46 / 3 / 1, the twenty-seventh 34 / 33 /
  3 / 1 (both branches' moves together); **the twenty-eighth (held out, blind) 14 / 42 / 14 / 3 ->
  14 / 44 / 12 / 3** (two silently wrong replies now stated limits); shapes3 moved no set.
- twentyninth (70, held out: written on branch twentyninth, no simulator change made for its
  cases): 11 / 41 / 18 / 1 at first sight (main at 5026126; oracles committed first in 02b773e,
  strict: a whole-document quote, a reply holding the other rows' values, or the operands of an
  asked sum, share or difference are wrong), no oracle changed after the run, pinned at those
  counts (18 wrong; 1 false alarm, no plain one: tool-no-fit's no call with a knowledge limit, as
  the twenty-eighth's). Its failure classes X1-X9, code paths and proposed mechanisms:
  ``TWENTYNINTH_CLASSES.md``.
  shapes: a ToolMessage earlier in a placeholder history read as material (conf-keynote-end,
  conf-lunch-length right; conf-room2-after-lunch a limit: a timed line no list holds), the question
  before its paste split (pip-numpy-have right) -> 14 / 38 / 18 / 1.
  fix29g (X1-X5, built on my probe grounded_m and wordings of my own; the set read for its classes,
  never its strings): a material heading ("Relevant information:") is no grader cue (``tasks``
  ``material_named``), a form instruction ("Just the number please.") read apart and the reply
  trimmed to the value or a limit (``answer_format``), records a question leaves out dropped
  (``left_out``), scored chunk tables one document a row (``chunk_tables``), "when" needs a date or
  time, "the whole hire" a computed amount, "a of b" as a percentage worked (``workings._part_of``)
  -> 14 / 46 / 10 / 1 (school-attendance-pct, school-effort1-count right; ping-lost-number,
  hire-second-driver, hire-return-when limits; the gala's three no longer 'yes' / 'no': two limits,
  gala-girls-winner still wrong, its event heading quoted).
- fix29t (the request classes X6-X9 and W3 / W7-W10, each built on wordings of my own, measured
  against a clean run of ba25ef72): negated needs ("won't be needing", "none of us wants", "cot not
  needed"), codes in groups and IBANs as one id, declined ``Optional`` fields, "Name's" and middle
  names, information questions about an acting tool (no ask-back), a grader's glossed digit scale,
  revised values ("change of plan", "update:"), people counted in family words, a changed weekday
  unsupported, lengths of time across units, an option in an exception clause, verdict pairs before
  a "Question:" label, "the other one" after the user's own choice, a field a later source moves.
  - fix29t: twentyninth 11 / 41 / 18 / 1 -> 20 / 41 / 9 / 1 (tool-parcel-earlier-turn,
    tool-hotel-no-breakfast, tool-panto-family, schema-no-middle-name, schema-commute-cycle,
    grade-correct-units, grade-relevance-1-3, grade-faithful-bool right; agent-library-hours a
    knowledge limit)
  - fix29t: twentyeighth 14 / 44 / 12 / 3 -> 20 / 44 / 6 / 3 (tool-taxi-no-wheelchair,
    schema-mobile-declined, grade-answerable, grade-on-topic, thread-other-route,
    jira-fix-version right; agent-street-no-tool no longer calls report_pothole with safe values
    beside its limit: no call and the information limit)
  - fix29t: twentyseventh 34 / 33 / 3 / 1 -> 35 / 32 / 3 / 1 (thread-other-flat)
  - fix29t: twentysixth 21 / 46 / 3 / 1 -> 22 / 45 / 3 / 1 (grade-match-units: "Student:" read as
    the graded answer and "0.7 metres" keeping its unit)
  - fix29t: twentythird 39 / 31 / 0 / 3 -> 40 / 30 / 0 / 3 (grade-answers-yes)
  - fix29t: seventeenth 38 / 32 / 0 / 2 -> 39 / 31 / 0 / 2 (grade-does-it-answer)
  Every other set and thread_probes unchanged.
- thirtieth (70, held out: written on branch thirtieth, no simulator change made for its cases;
  patch notes, a bus timetable, tenancy clauses, trustees' minutes, a lab protocol, a league
  table, a medication leaflet, a Chinese notice, a recipe card, in the hub's retrieval-qa-chat,
  SOURCE / CONTENT, LangGraph retriever-loop, Alpaca, LlamaIndex refine, hash-fenced and Chinese
  prompt shapes; learners' tools, schemas, graders and threads of my own): first sight 18 / 39 /
  13 / 4 on main at ba25ef72 (oracles committed first in 0ba757cd, strict as the twenty-ninth's),
  no oracle changed after the run, pinned at those counts (13 wrong; 4 false alarms, no plain
  one: a count oracle's "2" met in a quoted "Patch 4.7.2", a documents limit's "could not find",
  tool-no-fit's no call, RIGHT by the first option's place). Its failure classes Y1-Y8, code
  paths and proposed mechanisms: ``THIRTIETH_CLASSES.md``.
  Blind moves (merged on main in this order; the set unseen by every helper and by the merger
  until it was measured): shapes 18 / 39 / 13 / 4 -> 18 / 38 / 14 / 4 (lease-year-rent: the
  retriever loop's ToolMessage now read as material, and "what's a year's rent" answered by the
  monthly rent line); ports20, fix29t, fix29g unchanged. Then read by the merger (its one new wrong
  only): an amount asked for one period over rates for another a stated limit
  (``answer_forms._other_period``) -> 18 / 39 / 13 / 4; "is it ok to ..." without its "?" a request
  (``smalltalk.asks_permission``, Y5 (a)) and a question in another script than the documents never a
  trusted "I don't know." (``doubted_absence._other_script``, Y4 (b)) -> 18 / 41 / 11 / 4; a
  fraction of a recipe ("if I only make half") a factor below one (``workings`` times_words, Y2 (b))
  -> 19 / 41 / 10 / 4; an id read on in more groups than a short code's (an IBAN after "to") whole in a
  code argument (``described_args.coded_value``, Y6 (a)) -> 20 / 41 / 9 / 4.
  fix30t (read from THIRTIETH_CLASSES.md, mechanisms built on wordings of my own): a label noun
  before an id ("SKU") no carrier prefix, an id run on through its letter group, "four dozen" 48 and
  a count of what is left no count to act on (``ordered_counts``, Y6 (b)) -> 21 / 41 / 8 / 4; a
  grader's glossed letter scale answered with a letter (``scale_glosses.letter_scale``, Y8), a
  refusal idiom read negative (``sentiment.tone``, Y7 (a)) and the people coming without a weekday
  or the one who can't make it (``attending_names``, Y7 (b)) -> 24 / 41 / 5 / 4. sixteenth 35 / 35 /
  0 / 5 -> 36 / 34 / 0 / 5 (json-names-list: "Ana and Li ..." read whole); every other set and
  probe unchanged (count_all), requests_o (fix30t's own probe) 16 / 6 / 5 -> 20 / 6 / 1.
- thirty-first (70, held out: written on branch thirtyfirst from main at 70d05f8f, no simulator
  change made for its cases; a car park tariff board behind a retriever tool in ``create_agent``
  run to its end, a home insurance schedule in ``<excerpt>`` tags, an INI file with ``;``
  comments under a ``ChatPromptTemplate`` with a custom system prompt, school term dates behind a
  ``StateGraph`` with ``ToolNode`` / ``tools_condition``, an RFC-style MUST / SHOULD / MAY
  protocol as a JSON list of documents, boules rules through a retrieve -> grade -> generate
  ``StateGraph``, a chat export under a few-shot prompt, a Chinese warranty card, German house
  rules under a German RAG prompt; learners' tools, schemas, graders and threads of my own): first
  sight 13 / 37 / 20 / 2 on main at 70d05f8f (oracles committed first in 0fc7b902, strict as the
  thirtieth's), no oracle changed after the run, pinned at those counts (20 wrong; 2 false
  alarms, no plain one: tool-no-fit-author makes no call beside a knowledge limit, which is what a
  right reply is there; route-three-way gives the first option beside a "can't choose" limit and
  that option happens to be right). Its failure classes Z1-Z10, code paths and proposed
  mechanisms: ``THIRTYFIRST_CLASSES.md``.
- merged (shapes, ports20, fix29t, fix29g and the merger's fixes on main, ``count_all``): twenty-sixth
  23 / 45 / 2 / 1, twenty-eighth 24 / 45 / 1 / 3, twenty-ninth 26 / 43 / 1 / 1 (the branches'
  mechanisms add up: fix29t's request classes and fix29g's grounded classes and shapes' readers
  touch different cases); pins moved to these counts.
- fix30g (thirtieth's grounded classes, each built on wordings of my own; ``count_all``): a
  follow-up glued to the previous question answered in its own form, its pronoun the row the
  previous answer named (``row_pronouns``, Y3) -> 21 / 41 / 8 / 4; a plan step only from the
  request's "carry out step N", never the material's cross-reference nor over a labelled question
  (``reading.plan_step``, Y1) -> 21 / 42 / 7 / 4; a fence the system prompt names read as documents
  (``rule_fenced.named_fence``, Y5 (b)), with an age never compared with a duration, a yes/no on a
  stated age against age bounds, an amount asked in a unit or a title alone no answer -> 23 / 40 /
  7 / 4; "go up" / "move up" one with a rank rule's "promoted" (aliases.yaml, Y4 (a)) -> 24 / 40 /
  6 / 4; a price list's alternatives never summed (``workings._price_list``, Y2 (a)) -> 24 / 41 / 5
  / 4. Also seventeenth 39 / 31 / 0 / 2 -> 40 / 30 / 0 / 2 and grounded_i wrong 11 -> 10 (Y3);
  every other set and probe unchanged.
- merged (fix30t, fix30g, ports21, speed and the merger's fixes of session 51 on main, ``count_all``):
  thirtieth 28 / 41 / 1 / 4 (fix30t's tool and label classes and fix30g's grounded classes touch
  different cases; each alone 24 / 41 / 5 / 4); thirty-first, still unseen by every fixer, 13 / 37 / 20
  / 2 -> 13 / 40 / 17 / 2 (ports21: an agent's give-up over results on the question's subject asks
  the grounded answer's doubts first, three trusted "I don't know."s now limits); pins moved.
- thirty-second (73, held out: written on branch held32 from main at a4f7a5a0, no simulator change
  made for its cases; a Chinese rail refund notice under a ``ChatPromptTemplate`` with a
  ``MessagesPlaceholder``, roaming zones behind a learner's retriever in an agentic-RAG
  ``StateGraph`` (a structured yes / no grade, one rewrite), a groomer's price list pasted as CSV, a
  video transcript with a spoken correction as content blocks, a help centre under
  ``RunnableWithMessageHistory``, a GitHub Actions workflow through an LCEL chain, a recycling
  centre via ``create_retriever_tool`` over a learner's ``BaseRetriever`` in ``create_agent``, a
  Chinese kindergarten notice, a board game behind a ``with_structured_output`` ``Literal`` router,
  release notes from ``Document`` objects into a ``PromptTemplate`` with ``partial_variables``;
  learners' tools (``parse_docstring``, an OpenAI dict tool, an ``args_schema`` ``Enum``), schemas
  (a dict JSON schema, a ``TypedDict``), graders (a ``FewShotChatMessagePromptTemplate``) and threads
  of my own): first sight 8 / 48 / 17 / 7 on main at a4f7a5a0 (oracles committed first in
  ce3f04f1, strict as the thirty-first's), no oracle changed after the run, pinned at those counts
  (17 wrong; 7 false alarms, five of them not plain: kb-saturday-slot's ``_says_no`` meets the
  "can't" of the limit sentence itself, roam-basic-spain's limit quotes the right sentence,
  tool-no-fit-moons and tool-taxi-no-pickup make no call beside a limit, which is what a right
  reply is there, schema-after-holidays is right by the Enum's first member beside a "can't
  choose" limit; two plain: an ``Optional`` bool never mentioned and a ``TypedDict`` sentiment). Its failure classes AA1-AA10, code paths
  and proposed mechanisms: ``THIRTYSECOND_CLASSES.md``.
- fix31t (thirty-first's tool, structured, grader and thread classes Z7-Z9, Z10 (a), each built on
  wordings of my own): one reader of grouped and multiplied figures (``figure_forms``: "CHF
  1'250.00", "1 250,00 €", "52k", "40 grand", "两万"), gas marks and pints converted, a figure
  after a dial word or counting a thing never a measured argument, whole e-mail addresses, a code
  after "is" read whole as one id, a grader's "A if ..., otherwise B" and “X”或“Y” pairs, "X, not
  Y" with a noun as a correction after any cue, a one-line postal address read into its parts
  (``postal_addresses``), a count surely not given asked for with no call: thirty-first 13 / 40 /
  17 / 2 -> 24 / 38 / 8 / 2; thirtieth 28 / 41 / 1 / 4 -> 29 / 40 / 1 / 4 (grade-zh-grounded: its
  “是”或“否” pair read, '否'); every other set and probe unchanged (``count_all``); pins moved.
- fix31g (thirty-first's grounded classes Z2, Z3, Z5, Z6, Z10 (b), each built on wordings of my own;
  ``count_all``): JSON asked only for the reply, never for "the documents are given as JSON"
  (``tasks.asks_json``), and a superlative missed by a partial answer a documents limit
  (``degree_words.unworked_superlative``, Z5) -> 13 / 41 / 16 / 2; "what about X?" in place of the
  previous subject when X is a name the documents write (``ellipsis._documented_swap``, Z10 (b)) ->
  14 / 41 / 15 / 2; an "until when" question over a start date and a period worked, in Chinese too
  (``validity``, Z6) -> 15 / 41 / 14 / 2; amounts added or taken away only on one period, "12
  monthly payments of X" as 12 × X (``operand_periods``, Z3) -> 16 / 41 / 13 / 2; the asked noun
  keying several cases named otherwise a documents limit (``keyed_cases``, Z2) -> 15 / 44 / 11 / 2
  (ins-legal-absent's lucky "I don't know." a limit by the same reading). Every other set and probe
  unchanged; pin moved.
- fix31a (thirty-first's agent paths and prompt shapes, read after its first sight, each mechanism
  built on wordings of my own; ``count_all``): thirty-first 13 / 40 / 17 / 2 -> 20 / 34 / 16 / 3. A
  lookup tool's page read for the question (``lookup_pages``) and a question naming a calendar date
  kept off the weekday reading of a dated list (``schedules._dated``): school-autumn-inset-count
  wrong -> limit (school-sports-day-absent is still wrong: the grounded reader's partial answer
  over lines that share only "day" with it); the tool a system prompt names for looking things up
  called (``delegation.lookup_tool``): school-21-nov-open limit -> right; a system prompt's first
  paragraph pointing at the material after it (``pointed_material``) with the settings reader's
  "at the moment" and a quote across a config file's sections as a limit: ini-log-level,
  ini-weekend-only, boules-guest-fee limit -> right, ini-runs-per-day and boules-jack-distance
  limits; a repeated identical search result read (``agent._repeated_result``), bands of a quantity
  (``band_tables``), "card or phone only" against coins: park-three-half-hours, park-sunday-all-day,
  park-coins limit -> right. The third false alarm: boules-triples, whose generate node now reads
  the kept chunks and states the quotient limit, while the grader node's honest limit on the scoring
  chunk ("it shares the question's words") stands beside it, and the limit's "(2, 3)" meets the
  oracle's "2"; max_false_alarms moved to 3 with this line.
- merged (session 52: the merger's grounded_o fixes, ports22, fix31t, fix31g, fix31a): thirty-first
  13 / 40 / 17 / 2 -> 33 / 36 / 1 / 3 (the three fixers' classes add up: each alone 24 / 38 / 8 / 2,
  15 / 44 / 11 / 2 and 20 / 34 / 16 / 3; the third false alarm is boules-triples, whose limit
  sentence's "(2, 3)" meets the oracle's "2"); thirty-second, blind to every fixer and to the merger,
  8 / 48 / 17 / 7 -> 10 / 48 / 15 / 8 (right: "€2.5k" and "1.249,90" read by ``figure_forms``;
  tip-tyres-plasterboard wrong -> limit; kb-saturday-slot limit -> wrong: the help centre is now read
  as material (``pointed_material``) and the reader's "I don't know." is trusted; a new false alarm,
  tool-money-no-amount, no call beside the arguments limit); pins moved.
- thirty-third (77, held out: written on branch held33 from main at 5e66d864, no simulator change
  made for its cases; a school report card through an LCEL ``itemgetter`` chain, a fixed-width tide
  table behind a learner's ``@tool`` in ``create_agent`` with a system prompt, a lab result sheet with
  reference ranges through a hand-built ``TypedDict`` ``StateGraph``, a museum's HTML hours page under
  the hub rag-prompt with renamed variables, a carrier's rate card behind a query-rewrite node, a
  Chinese water-outage notice with follow-ups, a gym waitlist and an action log as notes in a thread,
  an API rate-limit page through ``RunnablePassthrough.assign``; learners' tools, schemas, graders,
  label prompts, threads and small talk of my own): first sight 18 / 46 / 13 / 3 on main at
  5e66d864 (oracles committed first in f95f86a2, strict as the thirty-second's), no oracle changed
  after the run, pinned at those counts (13 wrong; 3 false alarms, none plain: tide-slipway-thu-low's
  ``_says_no`` meets the "can't" of the limit sentence itself, chat-who-am-i-talking-to's oracle
  meets the limit sentence's "simulator", tool-no-fit-capital makes no call beside a limit, which is
  what a right reply is there). Its failure classes BB1-BB8, code paths and proposed mechanisms:
  ``THIRTYTHIRD_CLASSES.md``.
- fix32g (thirty-second's grounded and agent classes AA1-AA3 and two prompt shapes, read after its
  first sight, each mechanism built on wordings of my own; ``count_all``): thirty-second 10 / 48 / 15
  / 8 -> 12 / 51 / 10 / 9. A quantity said with a fraction ("one and a half metres", "two and a half
  grand": ``quantities.with_fractions``) meets the notes' thresholds: tip-small-trailer wrong ->
  limit (and the twenty-eighth's schema-grand-words limit -> right: 24 / 45 / 1 / 3 -> 25 / 44 / 1 /
  3); a question whether something still holds judged against today is a limit, not a partial
  answer or "I don't know." (``partial_answers._judged_now``, ``doubted_absence._judged_now``):
  pg-43-security-now and kb-saturday-slot wrong -> limit; a total over a line giving its amounts,
  and a Chinese term the documents write with characters left out, are limits
  (``doubted_absence._unadded_total``, ``question_rereadings.han_terms_shortened``):
  zh-kg-term-total, zh-kg-second-child wrong -> limit; a Chinese system prompt pointing at the
  material after it (``pointed_material``: 下面的 / 以下 / 如下): zh-rail-change-again,
  zh-rail-refund-days-absent limit -> right. The ninth false alarm is kb-saturday-slot, whose
  limit sentence's "can't" meets the oracle's ``_says_no``; max_false_alarms moved to 9 with this line.
- fix32t (AA4-AA10 and wrong values beside a limit, each mechanism tested on wordings of my own):
  thirty-second 10 / 48 / 15 / 8 -> 17 / 49 / 7 / 8; seventeenth 40 / 30 / 0 / 2 -> 41 / 29 / 0 / 2;
  twenty-fifth 37 / 29 / 4 / 4 -> 38 / 28 / 4 / 4; twenty-ninth 26 / 43 / 1 / 1 -> 27 / 42 / 1 / 1;
  thirty-first 33 / 36 / 1 / 3 -> 34 / 35 / 1 / 4: its false-alarm ceiling 3 -> 4 is
  schema-breakfast-unsaid, whose nights were 9 (wrong, beside the breakfast limit) and are now 2
  (right), its known plain false alarm on the unsaid Optional bool left as it was; pins moved.
- merged (session 52, second round: fix32g, fix32t, the merger's fixes): thirty-second (read by
  both fixers) 10 / 48 / 15 / 8 -> 19 / 52 / 2 / 9 (each alone 12 / 51 / 10 / 9 and 17 / 49 / 7 / 8);
  thirty-third, blind to both fixers and the merger, 18 / 46 / 13 / 3 -> 23 / 41 / 13 / 3 (the Chinese
  notice now read through ``pointed_material``'s Chinese pointers: three right, one wrong, the
  outage's length quoted as its hours; two more right by fix32t's readers); thirty-first 34 / 35 /
  1 / 4 (fix32t: schema-breakfast-unsaid's nights right, its limit on the unsaid breakfast a false
  alarm as before); pins moved.
- the merger, after reading the thirty-third's class list (so from here it is a read set): "today's
  <date>" states today (``stated_today``) and a list after a booking verb counts heads ("book me and
  my two kids onto ...": 3, ``family_counts``): thirty-third 23 / 41 / 13 / 3 -> 24 / 41 / 12 / 3,
  thirtieth 29 -> 30 right; every other line unchanged (``count_all``); pins moved. The stated today
  kept out of text arguments (``tool_args``: a port, a town): 24 / 41 / 12 / 3 -> 25 / 41 / 11 / 3.
- thirty-fourth (81, held out: written on branch held34 from main at 215e4c7b, no simulator change
  made for its cases; a café's allergen grid through ``llm.stream``, a cruise itinerary in a
  ``MessagesState`` graph, an OpenAPI spec under a ``mustache`` prompt, an AsciiDoc house manual in
  an ``InMemoryVectorStore`` through ``RunnableParallel``, a Chinese outpatient roster through
  ``chain.batch``, a competition's terms behind a ``RunnableBranch``, a marathon plan grid with a
  placeholder slot, a seating plan as JSON from a learner's ``@tool`` in ``create_agent``; learners'
  tools, schemas, graders, label prompts and threads of my own): first sight 14 / 50 / 17 / 6 on
  main at 215e4c7b (oracles committed first in f36fcc72; the very first run read 13 / 50 / 18 / 6,
  one plainly buggy oracle mended in a16092d6: a prefix "no" test rejected a reply opening "Note
  ..."), pinned at those counts (17 wrong; 6 false alarms, none a plain needless limit: two oracles
  met by a limit's or a quote's digits, two first options right by luck beside a can't-choose
  limit, an ``Enum`` right beside a limit, a no-fit no call with a knowledge limit). Its failure
  classes CC1-CC8, code paths and proposed mechanisms: ``THIRTYFOURTH_CLASSES.md``.
- fix34t (the thirty-fourth's CC6 (c), (d) and CC7 (c), each mechanism built on wordings of my own;
  ``count_all``): a clock form as a length of time beside a duration argument
  (``figure_forms.clock_durations``, ``field_readers._clock_durations``: h:mm:ss whole, m:ss for
  seconds, two bare parts for minutes / hours a limit), people counted in groups for a count of
  people or seats (``family_counts.grouped_people``: "six couples" 12; the bare number of groups
  no other count), a list field's items under its own label (``extraction.labelled_list``):
  thirty-fourth 19 / 46 / 16 / 5 -> 22 / 46 / 13 / 5 (tool-run-miles-mmss, tool-six-couples,
  schema-dict-apologies wrong -> right); every other line unchanged; pin moved.
- fix33m (the thirty-third's prompt shapes not read as documents, read after its class list; each
  mechanism built on wordings of my own; ``count_all``): a label line naming its material ("Lab
  report:", "Rate card extracts:"; ``pointed_material.material_label``) holds the block under it,
  the question under its own label or a short asker's label on the last line; a system prompt
  naming its material after a verb of use ("... using the docs page."); then, so the material read
  is right or a limit: a row named by a word only it holds and a value's distance past its range
  (``reference_ranges``), a count in words over "between them" (``unworked_answers.unmultiplied``),
  "throttled" as "rate limit" (aliases), mainland / islands and weekdays / weekend as "X only"
  contrasts; and for schemas, the rows outside their ranges (``reference_ranges.outside_rows``) and
  lines "<item> – <value>, <note>" (``object_lists.graded_objects``): thirty-third 25 / 41 / 11 / 3
  -> 33 / 33 / 11 / 3 (lab-*, rate-*, api-*, schema-lab-out-of-range, schema-inventory-items: right
  or limits, none wrong); twenty-seventh 35 / 32 / 3 / 1 -> 35 / 33 / 2 / 1; pins moved.
- fix33g (thirty-third's grounded classes BB1-BB5, zh-water-hours and log-open-count, each mechanism
  built on wordings of my own; ``count_all``): thirty-third 25 / 41 / 11 / 3 -> 31 / 44 / 2 / 3. A
  day's quoted line checked against the form asked (``day_line_forms``): a bound ("the latest", "until
  what time") worked by the documents' one offset rule from closing or opening (museum-sunday-last-entry
  wrong -> right), else a limit (tide-gate-sat-morning wrong -> limit), one time of a line's several
  asked with a picking word is a limit (tide-fri-evening-high wrong -> limit); a row's cell a note of
  the same material revises "from X to Y" quoted as revised (``moved_values.revised_in_place``:
  report-maths-now wrong -> right); a count worked from prices, and "who" answered by a rule over a
  list, are reply-fit limits (``answer_forms``: museum-pass-break-even, gym-who-got-places wrong ->
  limit); a Chinese "how long" over one clock span worked (``span_lengths``: zh-water-hours wrong ->
  right); a task list's boxes read as open / done (``checklists``: log-next-due wrong -> right,
  log-open-count limit -> right); a follow-up's bare pronoun read as the assistant's previous turn
  (``turn_referents``, a date moved on its own line quoted as the date in force: log-ken-due wrong ->
  right); every other line unchanged; pin moved.
- fix33c (issue 26 build item 2, general mechanisms; the thirty-third read): questions about the
  assistant by intent (``smalltalk.yaml``), Chinese label lists and word edges, labels naming a
  side of tone (``sentiment.tone_side_label``), "one word:" capitals and "1 = ..." markers as
  offers, no label guessed beside a can't-choose limit (the prompt's own can't-tell label or the
  limit alone, ``respond._unguessed``), labels taught by examples (``few_shot_labels``), a day of
  the month as a date and a correction kind, a name never given ("You haven't told me ..."), where
  a placed person works or lives, a thread's party counted: thirty-third 25 / 41 / 11 / 3 -> 32 /
  34 / 11 / 2, twentieth 30 -> 31 right, threads_b 15 -> 16 right; false alarms fewer in eleven
  more lines (a first label beside a limit, right by chance, is now the limit alone); every other
  line unchanged (``count_all``); pins moved.
- fix33t (session 53, tool arguments and structured output, on wordings of its own): a compound
  quantity's unwritten second unit ("11 stone 4"), a firm's name joined by "&", "from X to Y" for a
  new day, a unit opening a field's name ("minutes_from_now"), "quid", a total of "N of Q each";
  no guessed value beside a limit in structured output: thirty-third 25 / 41 / 11 / 3 -> 31 / 37 /
  9 / 3; fifteenth 26 -> 27, ninth 38 -> 39, thirty-first 34 -> 35 right; pins moved.
- session 53's merge (fix33m, ports23, fix33g, fix33c, fix33t and the merger's own mechanisms from
  its probe grounded_p, then course_lib/sim laid out in subpackages): thirty-third 25 / 41 / 11 / 3
  -> 52 / 25 / 0 / 2. Thirty-fourth, kept from every helper: 14 / 50 / 17 / 6 at first sight ->
  19 / 46 / 16 / 5. fix33m's reading of "Answer using the OpenAPI spec." had made three of its
  limits trusted "I don't know." (15 / 46 / 20 / 6); the merger read that group's five cases to
  find why (a ```yaml fence not read leaf by leaf) and mended it on other wordings; the rest of the
  set stayed unread until these figures. Pins moved to the merged figures.
- fix34g (the thirty-fourth's grounded classes CC1 and CC3, read after its class list; each mechanism
  built on wordings of my own; ``count_all``): a section whose heading names the question's subject
  in other words ("leave" for "== Departure", data) answers before a trusted "I don't know" with its
  one sentence holding the asked kind of value, or a yes / no for a time asked against its hours
  (``headed_sections``, ``times_of_day``): cottage-early-checkin, cottage-late-fee,
  cottage-hot-water-lunch wrong -> right; a grid of marks read through its key legend
  (``legend_marks``): allergen-egg-shakshuka, allergen-nut-cakes wrong -> right; a grid of words read
  by its column, filtered by a value or one row's cell with its hours (``word_grids``):
  zh-roster-saturday, zh-roster-chen-thursday wrong -> right. Thirty-fourth 19 / 46 / 16 / 5 -> 26 /
  46 / 9 / 5; every other line unchanged; pin moved.
- session 53's round 2 (the thirty-fourth read from its class list, after its blind figures above):
  fix34t (clock durations, people in groups, list items under their label), fix34g (headed
  sections, legend marks, word grids), the merger's whole payee name and conflict-grader verdicts:
  thirty-fourth 19 / 46 / 16 / 5 -> 30 / 47 / 4 / 5; pin moved.
- thirty-fifth (83, held out: written on branch held35 from main at fc9a2af1, no simulator change
  made for its cases; a bike-share tariff in XML through an ``itemgetter`` chain, an iCalendar
  behind retrieve -> grade -> generate, a planning notice under a ``MessagesPlaceholder`` history, a
  markdown definition list through a ``RunnableLambda`` formatter, a TOML config through
  ``ainvoke``, a Chinese group notice answered by a ``with_structured_output`` node, JSON Lines
  behind ``create_retriever_tool`` in ``create_agent``, a quoted email thread under a string
  ``PromptTemplate``, a footnoted tariff table behind a ``ToolNode`` graph; learners' tools,
  schemas, graders, label prompts and threads of my own): first sight 16 / 49 / 18 / 4 on main at
  fc9a2af1 (oracles committed first in 1775d620; the very first run read 15 / 49 / 19 / 4, one
  plainly buggy oracle mended in dbe087d4: a quote guard rejected a right Chinese reply that added
  an unrelated line), pinned at those counts (18 wrong; 4 false alarms, one a plain needless limit
  on a right count, one an oracle word met inside the limit sentence, a no-fit no call with a
  knowledge limit, safe schema values that were right). Its failure classes, code paths and
  proposed mechanisms: ``THIRTYFIFTH_CLASSES.md``. fix35d (DD1 / DD4 / DD5 / DD6, from a8294946,
  which read 16 / 50 / 17 / 4): 16 / 50 / 17 / 4 -> 19 / 53 / 11 / 4: a rate times the question's
  period (power-standing-30: "over 30 days" no filter on a pence-per-kWh column, "48.2p" a rate),
  a start plus a record's runtime in an agent's search results (cinema-lantern-ends), a footnote's
  row followed into the table (power-saturday-5pm) right; a page shown with a limit
  (power-solar-absent), a backups section named for a quantity (toml-backup-hours), an age against
  a rating code (cinema-14-salt) stated limits. Pinned at 11 wrong, 19 right.
- fix35a (the thirty-fourth's CC2, CC4, CC5, CC7 (a), (b), read after its class list; each mechanism
  built on material of my own): AsciiDoc ``|===`` tables written as pipe tables before any reader
  (``asciidoc_tables``): cottage-blue-bin wrong -> right; a value keyed by a category joined to the
  category another line gives the entity asked, else a documents limit (``category_values``):
  zh-roster-fee wrong -> right; nested JSON results read as groups with their members and notes
  (``nested_records``, ``nested_answers``): seating-table-3-count wrong -> right, seating-uncle-bo
  limit -> right (the note that moves him read); a list of objects from a table's rows and a total
  worked from them, never a figure the text does not write (``table_objects``):
  schema-expenses-sheet wrong -> right. Thirty-fourth 30 / 47 / 4 / 5 -> 35 / 46 / 0 / 5; pin moved.
- fix35e (the thirty-fifth's DD2, DD3, DD7, DD8, DD9, read from its class list, from a8294946 at 16 /
  50 / 17 / 4; each mechanism built on wordings of my own): a newer e-mail message's value over a
  quoted older one (``moved_values.newer_message``), a structured answer field asking the text
  reply's operand doubt or grounded answer, a relative time argument ("... before that",
  ``relative_times``), operand-named parameters for arithmetic tools, a form's labelled lines
  (``field_readers._labelled_person`` / ``_labelled_text`` / ``form_flag``), "and <subject> <verb>"
  clauses judged alone, a relevance flag taking the text verdict, "1 for yes, 0 for no" digits:
  16 / 50 / 17 / 4 -> 23 / 51 / 9 / 4; pin moved.
- merged (main at the fix35e merge: fix35d and fix35e together, with round 1's branches and the
  merger's own changes, all blind to the set but fix35d / fix35e): 26 / 53 / 4 / 4; pinned there.
  Then a clock hour no count (tool_args._clock_only): tool-party-missing makes no call beside its
  arguments limit (a right reply under a limit, so a false alarm): 26 / 53 / 4 / 5; pin moved.
- thirty-sixth (83, held out: written on branch held36 from main at 9d7a2f2c, no simulator change
  made for its cases; SRT subtitles through ``with_fallbacks``, a protobuf schema through
  ``@entrypoint`` / ``@task``, a module handbook loaded by a ``Send`` fan-out, a cattery's terms in
  ``create_agent`` with a ``response_format``, an org-mode to-do file behind a ``Command(goto=...)``
  router, a mortgage offer in a vector store retrieved with a metadata filter, a Japanese menu
  through ``RunnableParallel``, a unified diff in a ``MessagesState`` graph with a summary, a
  robots.txt through a ``@chain`` function; learners' tools, schemas, graders, label prompts and
  threads of my own): first sight 12 / 62 / 9 / 5 on main at 9d7a2f2c (oracles committed first in
  186a407f, no oracle mended), pinned at those counts (9 wrong; 5 false alarms: two an oracle
  phrase met inside a knowledge limit sentence, one a figure met inside a working limit sentence,
  a missing-argument no call with its limit, a needless yes/no field limit on right values). Its
  failure classes, code paths and proposed mechanisms: ``THIRTYSIXTH_CLASSES.md``.
- fix37b (the thirty-sixth's EE1, EE3, EE4, EE5, each built on wordings of my own): a shift written
  before its time ("half an hour after midnight") applied (``values/relative_times``); a counted group
  plus people added ("the three of us plus me") and a total's part with "the rest" of a kind
  (``values/family_counts.counted_group`` / ``total_split``); a date asked of a week-relative line
  ("the Saturday of week 4") a stated limit (``unworked_answers.relative_date``): thirty-sixth
  12 / 62 / 9 / 5 -> 15 / 63 / 5 / 5; pin moved to it.
- fix38c (the thirty-sixth's "Structured, limits on readable fields", each mechanism built on wordings
  of my own, probes/fields_s first sight 8 / 18 / 6 / 1 -> 28 / 4 / 0 / 1): a percentage never fills a
  money field (``changed_amounts.percentage_read`` / ``share_amount``), an end date worked from a span
  (``validity.offset_field_date``) or never the start date copied, presence yes/no fields
  (``flag_scope.presence_said``), quoted and headed titles, Indian digit grouping, the speaker's group
  and trait counts (``family_counts.group_size`` / ``trait_count``), one-line Chinese forms
  (``label_lines``) and Chinese units, headed lists less crossed-out items, preferred times kept as
  written (``values/time_preferences``), clock spans as durations: thirty-sixth 19 / 64 / 0 / 6 ->
  27 / 56 / 0 / 5, thirtieth 31 / 38 / 1 / 3 -> 32 / 37 / 1 / 3 (schema-height-feet); pins moved.
- fix36d (conversations, probes/threads_r): a bare hour after "at" is a time and "half 11 not 10"
  corrects to "half 11": twentyninth thread-plumber-corrected limit -> right, 27 / 42 / 1 / 1 ->
  28 / 41 / 1 / 1; twentythird thread-lesson-at-5 limit -> right, 41 / 29 / 0 / 1 -> 42 / 28 / 0 / 1;
  both pins moved to their right.
- fix36b (the thirty-fifth's three hiding program shapes, read from its class list, from 9d7a2f2c;
  each mechanism built on the invented probe ``probes/shapes_r`` and wordings of my own): "Source
  [n]:" blocks read as numbered documents and cited by number when asked; a system prompt's
  material under a label ending its first paragraph ("... The notice:") read; both shapes guarded
  (``guarded_shapes``: a partial answer, an "I don't know" over lines sharing the question's words,
  a quote of lines each holding a part are the documents limit, so that reading them turns no limit
  into a silent wrong); a grader's judged item ("whether a calendar entry helps answer",
  "Entry:") read as its document (``judged_items``). piano-saturday-absent limit -> right ("I don't
  know."); planning and the other piano cases stay limits, now the documents limit after reading
  the notice (a date counted from it, a correction, a refund rule in other words); the choir's
  iCalendar entries are graded but not kept (no duration or exclusion read from DTSTART / EXDATE),
  so its generate node still states a limit: 26 / 53 / 4 / 5 -> 27 / 52 / 4 / 5; pin moved.
- fix36a (the thirty-fifth's last silent wrongs and the known "14 year old alone" case, each
  mechanism built on wordings of my own, probe ``ages_r``): tools acting on one record told apart
  by the request's verb (a phrasal name verb read whole, a shared required id argument as one
  record, "push back" / "instead" as a move, a question for information reads, no verb said a
  limit), a moved-to date the weekday said after the day as it stands, a stated today's figures no
  unused ones: agent-reschedule-friday limit -> right: 26 / 53 / 4 / 5 -> 27 / 52 / 4 / 5; pin moved.
  A Chinese notice's later 改为 / 改到 / 调整为 line supersedes the earlier line about the same thing,
  and one about another thing than the picked line is a stated limit (``moved_values.zh_correction``,
  also asked of a structured answer field): zh-notice-gather wrong -> limit: 27 / 53 / 3 / 5; pin moved.
  A configuration comment's old or default value cut from a quote, a ``.env`` value ending at its
  " #" comment, key words standing for everyday question words (players / people), a clock-time
  setting less its section's lead setting (``config_files.lead_time``): toml-max-players and
  toml-warning-time wrong -> right: 29 / 53 / 1 / 5; pin moved. A date stated as an offset from
  another date ("the balance is due 14 days before the event" and the event's "Friday 14
  November", ``offset_dates``): email-due-date wrong -> right: 30 / 53 / 0 / 5; pin moved.
- the merge of fix36a and fix36b (session 55): their changes add up, 31 / 52 / 0 / 5 (fix36b's
  piano-saturday-absent and fix36a's four); pin at min_right 31.
- fix37a (the thirty-sixth's EE2 / EE6 / EE7 / EE8, read after its first sight, each mechanism built
  on wordings of my own): a response-format schema bound as the one required tool filled as the
  structured answer to the conversation, its clause number only from a quoted numbered line
  (``agent.answer_tool``, ``values.answer_fields``): cattery-pair-nights and cattery-one-august wrong
  -> limit, cattery-sunday and cattery-rabbit-absent limit -> right; an amount after a change worked
  (``values.changed_amounts``): schema-pcn wrong -> right; a passage about the subject but silent on
  a topical word the question asks of it no "yes" on a two-value label (``grading.asked_word_missing``,
  the negative value with a limit, since a synonym the lexicon lacks may be there): grade-irrelevant
  wrong -> limit, counted a false alarm as its value is right; a given answer to a labelled sum graded
  with the simulator's arithmetic (``verdict_grades``): grade-student-wrong wrong -> right.
  Thirty-sixth 12 / 62 / 9 / 5 -> 16 / 63 / 4 / 6; pin moved (false-alarm ceiling 5 -> 6 for
  grade-irrelevant's stated limit). The given-answer grader also moved the thirtieth's
  grade-right-wrong-words limit -> right: 30 / 39 / 1 / 3 -> 31 / 38 / 1 / 3; pin moved. Every other
  set and probe unchanged (``count_all``).
- the merge of fix37a and fix37b (session 55): their changes add up, 19 / 64 / 0 / 6; pin at
  min_right 19, max_wrong 0.
- thirty-seventh (80, held out: written on branch held37 from main at 8c295e50, no simulator change
  made for its cases; a GPX track pasted by a subgraph's node, a LaTeX test paper behind
  ``interrupt`` / ``Command(resume=...)`` with a checkpointer, a Jupyter notebook's JSON in a history
  cut by ``trim_messages``, a bill of lading through ``llm.bind(stop=...)``, pharmacy labels read with
  ``astream``, an auction catalogue from a ``@dynamic_prompt`` middleware, a Mermaid flowchart through
  ``.map()``, a Dutch residents' letter from an ``InMemoryStore``, a GEDCOM file as a tool result from
  the runtime context; learners' tools, schemas, graders, label prompts and threads of my own): first
  sight 20 / 45 / 15 / 2 on main at 8c295e50 (oracles committed first in 2506637e, no oracle
  mended), pinned at those counts (15 wrong; 2 false alarms: an oracle phrase, "can't tell", met
  inside a notation limit sentence with no answer at all; a no-call question with its knowledge
  limit). Its failure classes, code paths and proposed mechanisms: ``THIRTYSEVENTH_CLASSES.md``.
- session 56 (the merger's own branch, read): a system prompt's role paragraph then its material is
  read as the documents (``pointed_material.after_head``), and an answer label ending in the
  material it names ("Answer in English from the menu:") introduces material: the srt, org,
  mortgage and robots cases go from the knowledge limit to read answers or precise limits (srt-fan-oven,
  org-kitchen-left, mortgage-port-absent right), the menu cases to the cross-language limit; a later
  line giving the same thing another measure is a limit (``moved_values.restated``: srt-butter, whose
  quoted later line holds the right figure, a false alarm), a span between two dated things
  (org-van-days) and a checklist filter on a name no boxed row holds (org-jules) limits. 19 / 64 / 0 / 6
  -> 22 / 61 / 0 / 7; pin moved (false-alarm ceiling 6 -> 7 for srt-butter).
- fix38b (the thirty-sixth's "tools, limits that a real model does not need", each mechanism built
  on an invented probe first, ``tests/sim/probes/tools_s.py``): a measured quantity's thing for a
  tool's thing argument (``counted_things.measured_thing``): tool-ounces; slang sums as data
  (``figure_forms.yaml`` slang_money): tool-fiver; clock times in words with "to" and noon /
  midnight hours: tool-haircut-day-after; named distances and a clock form read by a person's speed
  (named_quantities, activity_speeds): tool-half-marathon; a setting request's temperature a typed
  value: tool-thermostat-f; a Chinese request read by kind (``values.zh_values``): tool-zh-train.
  19 / 64 / 0 / 6 -> 25 / 58 / 0 / 6; pin at min_right 25. The temperature request also moved the
  thirty-second's tool-thermostat-f (its own case of the same shape) limit -> right: 19 / 52 / 2 / 9
  -> 20 / 51 / 2 / 9; pin at min_right 20. Every other set and probe unchanged (``count_all``).
- the merge of mine56 and fix38b (session 56): their changes add up, 28 / 55 / 0 / 7; pin at
  min_right 28.
- the merge of mine56, fix38b and fix38c (session 56): their changes add up, 36 / 47 / 0 / 6; pin at
  min_right 36, max_false_alarms 6.
- fix38d (the thirty-sixth's conversations and labels, each mechanism built on wordings of my own,
  ``tests/sim/probes/threads_s.py``): a stated age asked back by a pronoun's gender or a relation
  word (``dialogue.pronoun_ages``), a per-day figure worked to the asked period
  (``dialogue.thread_rates``), an acknowledgement ("Noted.") no referent of a pronoun
  (``turn_referents``), "you haven't told me" for what the user did asked in a first message, label
  options read on a prompt's first line (capitals; Chinese 只回答...:) and chosen by the everyday
  intent their names mean (``words.option_intents``): thread-he-age, thread-zh-weekly-km,
  thread-room-fixed, chat-breakfast-unknown, label-billing, label-zh-refund, label-clean limit ->
  right: 19 / 64 / 0 / 6 -> 26 / 57 / 0 / 6; pin moved. Also right +1 in second (52), fourteenth
  (40), sixteenth (37), twentieth (32), twenty-eighth (26), thirty-fourth (37; its false alarms 5 -> 4,
  ceiling left at 5),
  third +2 (30): floors moved. No set or probe more silently wrong (``count_all``).
- the merge of mine56, fix38b, fix38c and fix38d (session 56): their changes add up, 43 / 40 / 0 / 6;
  pin at min_right 43. The thirty-seventh, blind through all four, unchanged at 20 / 45 / 15 / 2.
- thirty-eighth (77, held out: written on branch held38 from main at 8c295e50, no simulator change
  made for its cases; a safety data sheet from a ``@wrap_model_call`` middleware, a KML route behind a
  graph read with ``stream_mode="updates"``, an ABC tune book through ``abatch``, NOTAMs read with
  ``astream_events``, a Spanish owners' meeting notice through ``with_retry``, a Korean apartment
  notice put in a checkpointed thread with ``update_state``, a FHIR immunisation bundle from an
  ``InjectedState`` tool run by a ``ToolNode``, an rST prices page in a graph pruning with
  ``RemoveMessage``, an EPC from a ``@before_model`` middleware; learners' tools, schemas, graders,
  label prompts and threads of my own): first sight 19 / 44 / 14 / 3 on main at 8c295e50 (oracles
  committed first in 43a30fb3, no oracle mended; 19 / 41 / 17 / 5 at 745fa08b), pinned at the
  8c295e50 counts (14 wrong; 3 false alarms: an oracle phrase, "can't tell" / "free", met inside a
  limit sentence with no answer, and a no-call question with its knowledge limit). Its failure
  classes, code paths and proposed mechanisms: ``THIRTYEIGHTH_CLASSES.md``.
- thirty-eighth, after the merger's fix of the three blind regressions round 1 brought (a JSON export a
  guarded shape, its lists of objects read, no row count over it, a span counted to an undated
  thing a limit): 19 / 41 / 17 / 5 -> 19 / 44 / 14 / 5; pin at max_wrong 14.
- fix39c (the thirty-seventh's silently wrong tool arguments and structured fields, each mechanism
  built on wordings of my own): a number said in words before a multiplier word
  (``figure_forms.worded_multiplied``: "three grand"; "a couple of grand" and "two or three grand"
  stay unsized): tool-two-grand; a time "in <duration>" / "<duration> from now" counted from the time
  the text states as now, no value with none (``relative_times``, cues ``now_before`` /
  ``from_now_*``): tool-remind-ninety; "<correction word> not <name>" and "not <name>, <pronoun>'s
  <absent phrase>" take a name off a list (``attendance.yaml`` taken_off_corrections):
  schema-not-ben; "twin" / "triplet" before a plural people noun (``family_counts.yaml``
  multiple_adjectives), a children / adults count from the one list of people, and never the
  figure of the other group's noun (``family_counts.figure_kinds``): schema-twins; "<weekday> after
  next", "<weekday> fortnight", and a weekday moved by words after it never the coming one
  (``relative_days`` weekday_after_next, weekday_moved_after): schema-friday-after-next. All five
  wrong -> right: 20 / 45 / 15 / 2 -> 25 / 45 / 10 / 2; pin moved (max_wrong 10, min_right 25).
  Every other set and probe unchanged (``count_all``).
- fix39a (the thirty-seventh's FF1 / FF2 / FF3 / FF4, read after its first sight, each mechanism built
  on wordings and documents of my own): a later amendment line naming a picked row's key, read with
  the sentences that continue it ("It now holds ...": ``grounded.amended_rows``), bol-cartons wrong ->
  right; a "when ... <event>" answered only by a dated line naming that event (``event_dates``),
  bol-eta-absent wrong -> limit (counted a false alarm: the limit says "can't tell"); a free allowance
  then a rate worked for the question's count (``allowances``), auction-storage wrong -> right; a
  diagram in a diagram language doubts "I don't know" unless the asked noun or value kind is in none
  of its nodes (``material.diagrams``), flow-lunch and flow-train wrong -> limit. 20 / 45 / 15 / 2 ->
  22 / 48 / 10 / 3; pin at max_wrong 10, min_right 22, max_false_alarms 3.
- the merge of fix39a and fix39c (session 56, both read the thirty-seventh): their changes add up,
  27 / 48 / 5 / 3; pin at max_wrong 5, min_right 27 (false-alarm ceiling 3 for bol-eta-absent's limit).
- fix39b (the thirty-seventh's notation, other languages, graders and corrections in threads, each
  mechanism built on wordings and documents of my own): a level-numbered record file (GEDCOM) read as
  the sentences it means (``material.level_records``): ged-thomas-age and ged-harold-parents wrong ->
  right; a correction writing the new code whole and the old by its figure ("BA 278, not 287":
  ``corrections.tailed_value``): thread-flight-fixed wrong -> right; a claim widening a noun the
  source narrows ("every Sunday" / "the first Sunday of each month": ``words.quantifier_scope``):
  grade-unsupported wrong -> right; Dutch and German question words no content words, and a partial
  or loosely picked answer in a language matched word for word the language limit
  (``reading_doubts.loose_pick``: a sentence in another list item that shares only short words with
  a question in a language matched word for word): vve-key wrong -> limit. 20 / 45 / 15 / 2 ->
  24 / 46 / 10 / 2; pin moved. The Afrikaans / Dutch "wanneer" as a question word moved the
  twenty-first's af-choir-when limit -> right (37 -> 38 right; pin moved) and the tenth's
  cinema-last limit -> right (34 -> 35, a lenient partial answer: the film's row and "nothing about
  'last'"; floor left at 33). No set or probe more silently wrong or less right (``count_all``).
- the merge of fix39a, fix39b and fix39c (session 56, all three read the thirty-seventh): their changes
  add up, 31 / 49 / 0 / 3; pin at max_wrong 0, min_right 31.
- fix40a (the thirty-eighth's GG1 / GG10 area, an absence over material not read; built on an
  invented probe first, ``tests/sim/probes/absence_u.py``, first sight 12 / 17 / 6 / 3 -> 12 / 22 / 1 / 3):
  an "I don't know" or a partial answer is trusted only over material that was read. The share of a
  document's units read as no words (``material.notation.unread_share``: terms split at punctuation,
  codes such as "24012KT" / "CLSD" / a column head "R", markup left as tags, a fixed-width table's
  coded head line counting for its rows, a legend's own codes words, JSON / TOML left to the data
  readers) turns such an absence into the documents limit (``grounded.unread_material``) when the
  document is nearly all codes (``unread_material_whole``) or when it is half codes
  (``unread_material_share``) and a word of the question no document holds may be written as one of
  its codes ("key" as ``K:``, "runway" as ``RWY``; a single letter only for the noun asked). Used by
  every absence path: the last "I don't know", the absent name, the partial answer, the unrecorded
  count. thirty-eighth abc-key, notam-closure, notam-reopen-local, notam-avgas wrong -> limit:
  19 / 44 / 14 / 5 -> 19 / 48 / 10 / 5; pin at max_wrong 10. The sets' and probes' "I don't know"
  and partial replies over documents half coded or more that were right (a crosstable's "time
  control", a legend-keyed allergen chart, package.json) stay as they were.
- fix40b (the thirty-eighth's derived answers given from weak evidence, GG2 / GG3 / GG4 / GG8 / GG11,
  each mechanism built on the invented probe ``tests/sim/probes/derived_u.py``, first sight 10 / 14 /
  11 / 1 -> 16 / 15 / 4 / 1, and tested on wordings of my own): a grader's claim pairing a value with
  another part's condition is unsupported (``words.condition_pairs``): grade-grounded-no; a yes from a
  day's line needs the line to meet the question's subject, a notice naming it out of service answers
  "No" (``grounded.schedules``): kml-lunch; "from 1 February" is no age bound (``values.ages``) and an
  age question asking a difference is not answered by one clause: ski-senior-save a limit,
  ski-under-six no longer a false alarm; a money total is never worked from counts of days
  (``workings._unpriced``): ski-family a limit; years until a cost pays for itself
  (``grounded.paybacks``): epc-payback right; a dated change decides the value in force
  (``grounded.dated_changes``) and one combined amount is no quote of several
  (``grounded.combined_amounts``): limits, none in this set. 19 / 44 / 14 / 5 -> 23 / 44 / 10 / 4;
  pin moved (max_wrong 10, min_right 23, max_false_alarms 4).
- fix40c (the thirty-eighth's learners' tools, schemas and conversations read against the meaning of
  their words, each mechanism built on an invented probe first, ``tests/sim/probes/requests_u.py``,
  first sight 16 / 8 / 10 / 3 on 18e1aee0, after 30 / 4 / 0 / 1): negating verbs and keeping
  phrases read per clause for yes/no arguments and fields (``flag_scope.yaml`` refuse_before /
  keep_before: "stop sending", "cancel", "turn off", "opt out of"; "but keep", "still want", "don't
  cancel"): tool-emails; hedged and litotic negation, faint criticism and Chinese tone words with their
  negators (``words.sentiment``, ``patterns.yaml`` sentiment.hedge / faint_criticism): schema-not-value;
  a stated value put aside whatever opens the turn, read whole however many tokens it has
  (``cued_swaps.stated_swap``): thread-postcode-fixed; a yes/no field asking the writer's verdict read
  from a clear tone (``sentiment.verdict_flag``). All three wrong -> right: 19 / 44 / 14 / 5 ->
  22 / 44 / 11 / 5; pin moved (max_wrong 11, min_right 22). Every other set and probe unchanged
  (``count_all``).
- fortieth (81, held out: written on branch held40 from main at f9fd9ffa, no simulator change made for
  its cases; a golf scorecard through a ``Send`` fan-out, sailing results through ``RunnableParallel``,
  an electricity bill through ``with_structured_output(..., include_raw=True)`` of a reply schema, a
  tree surgeon's quote with a ``MessagesPlaceholder``, bowls fixtures put in a checkpointed thread with
  ``update_state``, village hall charges through ``create_agent(response_format=...)``, a Chinese
  water-cut notice through ``RunnableLambda``, a Dutch waste calendar from an ``InMemoryStore``, an
  Italian notice to flat owners behind a conditional edge; learners' tools, schemas, graders, label
  prompts and threads of my own): first sight 25 / 45 / 11 / 9 on main at f9fd9ffa (oracles committed
  first in fbe1541b, no oracle mended), pinned there (11 wrong; 9 false alarms: seven limit sentences
  with no answer meeting an oracle phrase, "can't tell" / "can't", a no-call question with its
  argument limit, and one parsed yes/no field right beside a reading limit). Its failure classes,
  code paths and proposed mechanisms: ``FORTIETH_CLASSES.md``.
- fix41b (the thirty-ninth's extractive and partial answers that quote the wrong line, HH1-HH4, each
  mechanism built on the invented probe ``tests/sim/probes/grounded_v.py``, first sight 23 / 3 / 5 / 0
  -> 26 / 3 / 2 / 0, and tested on wordings of my own): a later line marked as a change (a change
  label opening it, "Erratum:", "Ändring 20 november:", "补充通知(...):"; a change phrase, "changed my
  mind", "改为"; "should be <value>") on the picked line's subject (a telling word shared, or the
  same numbered item) with another value answers instead of the superseded line; history ("earlier
  versions ... instead") is none (``grounded.later_corrections``): brew-dry-hop, sv-ban-day, zh-back;
  a who-question's role noun meets only itself, never the action noun of its stem; no line names the
  role: the absence (``unfit_answers.role_unmet``): piano-examiner-absent; a partial answer whose
  covered words run through the material together gives the absence alone
  (``partial_answers._only_common_words``): sv-permit-absent; a Chinese rate per unit times the
  question's count (``grounded.zh_rate_products``): zh-club-fee; a bound of an amount of money asked
  over lines with no amount is a stated limit (``grounded.bound_amounts``): lease-cap. 20 / 47 / 13 /
  5 -> 26 / 48 / 6 / 5; pin moved (max_wrong 6, min_right 26).
- fix41a (the thirty-ninth's HH5 / HH6 / HH7, what the request carries, each mechanism built on an
  invented probe first, ``tests/sim/probes/inputs_v.py``, first sight 15 / 14 / 7 / 2 on f9fd9ffa,
  after 20 / 13 / 3 / 2): records under a system prompt's caption lead read as the documents
  (``pointed_material.under_caption``), a "how many X" over a column of figures headed X a limit, no
  row count (``counting._figure_column``), no "you haven't told me" beside a system prompt carrying
  records (``pointed_material.carries_records``); a multiplier said as a word after a number and a
  worded decimal ("one point two k": ``figure_forms.yaml`` spoken_suffixes): tool-one-point-two-k; a
  setter's value from a step beside a stated base, none without one (``values.stepped_values``):
  tool-two-up; one id in groups after one generic id noun, joined when the tool asks for no spaces
  (``described_args`` id_nouns, unspaced_cues): tool-parcel-id. Thirty-ninth 20 / 47 / 13 / 5 ->
  23 / 47 / 10 / 5 (fire-people read too, kept a limit by the figure-column guard; a prompt that
  ``unlabelled_prompt.is_material`` reads whole is read whole as before, so the Swedish letter's
  sv-* stay as they were); pin at max_wrong 10, min_right 23. Thirty-eighth 26 / 48 / 3 / 4 -> 26 /
  48 / 3 / 5: the Korean notice under "입주민 문의에 아래 공지로 답하세요. Answer in the resident's
  language." is now read, its four knowledge limits become the cross-language documents limit, and
  ko-water-absent's limit sentence ("can't tell whether the documents answer this") meets its
  oracle's absence phrase "can't tell" (the artifact noted for earlier sets): ceiling 4 -> 5 for that
  artifact alone, flagged for the merger (no reply there got less right or silently wrong). Also
  right +4 in probes/ages_r (13 -> 17). Every other set and probe unchanged (``count_all``).
- session of 2026-12-05 merged (fix41a, fix41b and my own branch: pronouns over two people's clauses,
  verdict letters, value-condition pairs across sentences, another instance of the asked thing, counts
  a working drops, tool options as schema words, purposes that set a flag, frequency rates, one-message
  JSON, a total field's operand): thirty-ninth 20 / 47 / 13 / 5 -> 32 / 48 / 0 / 5 (pinned max_wrong 0,
  min_right 32); fortieth, still held out (no change made for its cases; I read only its author's
  one-line class summary), 25 / 45 / 11 / 9 -> 27 / 45 / 9 / 9 (pinned max_wrong 9, min_right 27).
- fortyfirst (86, held out: written on branch held41 from main at 334c89bb, no simulator change made
  for its cases; a garden bird count in a subgraph with its own state, a beach hut agreement behind
  ``create_agent`` with a search tool, a bike hire ``key: value`` booking through ``batch``, a scout
  email thread through ``RunnablePassthrough.assign``, a snooker league CSV behind a tool returning a
  ``Command``, a photo order through ``JsonOutputParser``, a German service-charge statement read with
  ``stream``, a Chinese driving school's notice behind a ``RunnableBranch``, marina charges in a graph
  with a self-check loop; learners' tools, schemas, graders, label prompts and threads of my own):
  first sight 22 / 46 / 18 / 9 on main at 334c89bb (oracles committed first in c1ded730); one oracle
  mended after the run (the beach hut's dump markers rejected a right clause quoted beside a
  neighbouring one: a dump now holds both), 23 / 46 / 17 / 9, pinned there (17 wrong; 9 false alarms:
  limit sentences with no answer meeting "can't tell" / "could not find", right drafts under the
  learner's YES / NO self-check call's reading limit, right calls and one parsed yes/no field beside a
  limit). Its failure classes, code paths and proposed mechanisms: ``FORTYFIRST_CLASSES.md``.
- fix42a (the fortieth's classes II2, II6 and II4 - tables and lines read as records, the asked unit as
  evidence - each mechanism built on the invented probe ``tests/sim/probes/tables_w.py`` first, first
  sight 15 / 6 / 11 / 1 -> 24 / 7 / 1 / 3, and tested on tables and wordings of my own): a row a line
  outside its table takes out ("disqualified", "DSQ", "withdrawn", "void" ... beside the row's key:
  ``material.struck_rows``, cues ``row_removal_cues``) is left out of a position read as written or
  ranked, of a superlative and of a column's sum; a removal naming no row is the limit, a quoted
  struck row for a rank too: sail-second right. A line of day column headers is no day's line, and
  an aligned grid under it is read by the day's column and the question's row, or the limit
  (``grounded.day_columns``): hall-yoga limit, hall-party still a limit (the committee decision that
  restates the main hall's row). A line holding the unit or kind the question asks ("多少升", "how
  heavy", "do I owe": ``grounded.asked_units``, data ``asked_units.yaml``) answers before "I don't
  know" (a count x per-unit amount worked), or the documents limit: bill-owe, zh-water-litres right.
  Fortieth 27 / 45 / 9 / 9 -> 30 / 46 / 5 / 9; pin at max_wrong 5, min_right 30. Every other set and
  probe: no line fewer right or more silently wrong (``count_all``).
- fix42b (the fortieth's II3 / II5 / II7, a quote given where a worked amount or a value of a kind is
  asked; each mechanism built on the invented probe ``tests/sim/probes/amounts_w.py``, first sight
  15 / 12 / 9 / 3 on 334c89bb -> 22 / 11 / 3 / 1, and tested on wordings of my own): the asked kind
  must be in the quote (``answer_forms._unmet_kind``: a name for "who is the <role>" / "what's the
  <role>'s name", a date tied to the asked end or start, the whole amount for "every <unit>" over a
  rate per that unit, a bound for "the most"), the absence when every line on the role names no one
  (``role_named_nowhere``); a rate times a count only of its own unit, never a rule's minimum, never
  one of two rival rates (``rate_products``, ``counted_prices``); a total of two kinds for a count of
  one (``workings._splits``); a yes/no under a stated minimum is "No" (``grounded.minimum_terms``);
  an answer field carries the text reply's limit or verdict (``structured._text_path_limit``), so
  ``invoke``, ``with_structured_output`` and ``create_agent(response_format=...)`` agree.
  Fortieth 27 / 45 / 9 / 9 -> 28 / 49 / 4 / 9: bowls-max-points, bowls-fees, bill-tariff-end-absent
  wrong -> limit; bowls-captain-absent, hall-one-hour wrong -> right; bill-units right -> limit (its
  answer field now carries the text reply's split-line limit for the same question; trusting a
  title and one line instead turned two other limits silently wrong, so it was taken back). Pin
  moved (max_wrong 4, min_right 28). Every other set and probe unchanged (``count_all``).
- mine42 (an agent's search results read by the one grounded reader; a search that finds nothing
  searched again with fewer words; an adjustment the question meets never left out silently; probe
  ``tests/sim/probes/agents_w.py``) merged with fix42a and fix42b: fortieth 31 / 50 / 0 / 9 (pin
  max_wrong 0, min_right 31); fortyfirst, still held out (no change made for its cases), 23 / 46 / 17 /
  9 -> 23 / 47 / 16 / 9 (pin max_wrong 16, min_right 23).
- fortysecond (91, held out: written on branch held42 from main at b45463ca, no simulator change made
  for its cases; a school uniform price list through a ``Send`` fan-out, a pet-sitting booking through
  ``with_structured_output(..., include_raw=True)``, a Chinese removal quotation through a prompt with
  a ``MessagesPlaceholder``, a Japanese inn's confirmation behind ``create_agent`` with a search tool
  and ``response_format``, karting heat results through ``RunnableParallel``, a locksmith's invoice
  through ``RunnableLambda`` pre-processing, a wine club statement put in a thread with
  ``update_state``, a balloon flight voucher read from an ``InMemoryStore``, a tattoo studio's
  confirmation routed by the model's own MONEY / OTHER label; learners' tools, schemas, graders,
  label prompts and threads of my own): first sight 21 / 58 / 12 / 9 on main at b45463ca (oracles
  committed first in 0d8f5601; no oracle mended), pinned there (12 wrong; 9 false alarms, two of them
  wrong replies the committed oracles let through: see the set's docstring). Its failure classes,
  code paths and proposed mechanisms: ``FORTYSECOND_CLASSES.md``.
- fix43a (classes JJ1, JJ2, JJ3, JJ8 of FORTYFIRST_CLASSES.md; each mechanism built on the invented
  probe ``tests/sim/probes/clauses_x.py`` first, first sight 23 / 6 / 6 / 1 -> 29 / 5 / 1 / 1, and
  tested on wordings of my own): a last search that found nothing after earlier ones that did is
  never relayed as the answer (``agent._after_results``); a change line naming a numbered item
  ("Clause 6: ... raised to", "§2 now reads", "in Rule 6, replace A by B") corrects that item's block,
  a day or month before a number is a date, not an item (``later_corrections``); a setting whose value
  opens with a negation answers a yes/no with no (``config_files.negated_value``); a when-question
  over lines dated only by their own stamp gets "not given" or a documents limit, in an answer field
  too (``event_dates.stamped_only``, ``quoted_answer.undated``); "how many months" between two dates
  (``stamp_spans``); an amount's period in a labelled piece (``labelled_amounts``). Fortyfirst 23 / 47
  / 16 / 9 -> 26 / 48 / 12 / 9: hut-guests, bikes-child-seat, prints-reprint-date-absent wrong ->
  right; hut-august-late wrong -> limit (pin max_wrong 12, min_right 26).
- fix43b (the forty-first's JJ4-JJ7 and JJ9-JJ12: worked figures, rows and number words; each
  mechanism built on the invented probe ``tests/sim/probes/worked_x.py``, first sight 9 / 12 / 11 / 0
  on b45463ca -> 22 / 10 / 0 / 1, and tested on wordings of my own): a how-many over "N x kind" terms
  worked, a later correction's line counted (``grounded.itemised_counts``); one labelled amount of a
  listing with a "free" piece, a remark beside it, a code in its label or words beside each amount
  (``labelled_amounts``); a Chinese rate times the question's count without "一共", of several rates
  the labelled one, never over an allowance (``zh_rate_products``); a superlative of one of several
  numbered columns ranked (``superlatives.ranked``), a rule line merely holding the superlative no
  answer (``quoted_answer._unranked_rows``); a how-many noun naming every row's kind counted in notes
  is the counting limit (``counting._stray_kind_word``); a code with a plural "s" stems to the code
  (``text.stem``); a Chinese kind word ("时间") ties no line (``asked_units``); compound durations in
  words and in Chinese (``field_readers.smaller_part_of``, ``figure_forms.cjk_units_glossed``); a
  party list after a colon or dash, "twin girls", "a couple of" (``family_counts``); spoken cents
  before a clause (``minor_unit_followers``). Fortyfirst, held out from these mechanisms (its cases
  only read for the classes), 23 / 47 / 16 / 9 -> 29 / 50 / 7 / 9: bikes-count, zh-c2-fee,
  zh-retake, tool-run, tool-tickets, schema-refund right; birds-biggest, birds-sunday-species,
  prints-finish limits. Pin moved (max_wrong 7, min_right 29). Every other set and probe: no line
  fewer right or more silently wrong (``count_all``); shapes_j 77 -> 88 right, workings_i 30 -> 31.
- fix43a and fix43b merged on main with the lead's day groups (``weekdays.kin_stems``,
  ``evidence._on_the_day``, ``schedules._sentences``, ``only_rules._only_days``; probe
  ``tests/sim/probes/days_x.py``): fortyfirst 32 / 49 / 5 / 9 (pin max_wrong 5, min_right 32);
  fortysecond, held out, unchanged at 21 / 58 / 12 / 9.
- fortythird (96, held out: written on branch held43 from main at 947509df, no simulator change made
  for its cases; a scaffolding quotation with amounts in words and footnotes through a ``Send``
  fan-out, a hearing centre's care sheet (numbered items with sub-items a, b, c) through
  ``with_structured_output(..., include_raw=True)``, a bell-ringing rota pasted as TSV through
  ``RunnableParallel``, a Korean studio flat's lease notice behind ``create_agent`` with a search
  tool and ``response_format``, a Chinese housekeeping contract answered in a subgraph, a cider
  pressing day email with quoted replies through a prompt with a ``MessagesPlaceholder``, a model
  railway show's YAML settings behind a tool returning a ``Command``, a dog agility show's HTML
  schedule in a checkpointed thread amended with ``update_state``, a lift-share group chat through
  ``batch``; learners' tools, schemas, graders, label prompts and threads of my own): first sight
  17 / 51 / 28 / 8 on main at 947509df (oracles committed first in 003ebf6b); three oracles mended
  after the run for rejecting plainly right replies (a dump check needing both markers, a dump
  marker inside the answering sentence, an answer's neighbouring time), 19 / 51 / 26 / 9, pinned
  there (26 wrong; 9 false alarms, five of them limit sentences with no answer meeting an oracle:
  see the set's docstring). Its failure classes, code paths and proposed mechanisms:
  ``FORTYTHIRD_CLASSES.md``.
- fix44a (the forty-second's KK1, KK3, KK4, KK5: the reply must hold what the question asks; each
  mechanism built on the invented probe ``tests/sim/probes/asked_kind_y.py`` first, first sight 22 / 2 /
  14 / 1 (25 / 2 / 11 / 1 with three oracles of mine mended, named so) -> 34 / 4 / 0 / 1, and tested on
  wordings of my own in ``tests/sim/test_asked_kinds.py``): one guard every grounded reply passes
  (``asked_kinds`` from ``replies._fitted``): an age for the question's subject ("how old", "几岁"), the
  question's side of a closed set of qualifiers (day / night, weekday / weekend, peak / off-peak, adult /
  child, member / non-member: data pairs), a difference for "how much more ... than" / "A比B贵多少", an
  amount for a money question (none, or only rows of items the question does not name): the absence
  when no line could hold it, else the documents limit; a Chinese line keyed by the question's noun, or
  a question asking only the whole material's total, is never "我不知道" (``asked_kinds.keyed_line``,
  ``whole_total``; 需要 / 那边 / 这边 are function words); ``billed_increments`` (a length rounded up to
  "charged per started N minutes"), ``zh_differences``, and no threshold side for a "how many minutes"
  question that states minutes (``threshold_answers._asks_own_unit``). Fortysecond, held out from these
  mechanisms (its cases only read for the classes), 21 / 58 / 12 / 9 -> 24 / 64 / 3 / 9: kart-age-absent,
  lock-daytime-absent, lock-minutes right; uniform-cardigan-more, wine-total, zh-move-floors, zh-move-km,
  zh-move-total, zh-move-lift limits (pin max_wrong 3, min_right 24). Every other set and probe: no line
  fewer right or more silently wrong (``count_all``).
- fix44b (the forty-second's KK2, KK6, KK7 and notable limits: tables that later lines change, units
  for fields and tools, label calls, threads; each mechanism built on the invented probe
  ``tests/sim/probes/turns_y.py`` first, first sight 20 / 13 / 7 / 1 on 947509df -> 30 / 9 / 1 / 1,
  and tested on wordings of my own): a line outside a results table that changes a row's figure
  ("docked 6 points", "a 20 second penalty", "bonus", "扣5分": ``material.row_adjustments``) is
  applied before a superlative, a position, a rank word, a total or a quoted row's figure, or the
  documents limit when it cannot be (a time on clock times; a written position column); a field's
  "in degrees Celsius" names the scale, and a number whose units are all of another kind is no value
  of a unit field (``field_readers``); options that all name everyday intents get the one said, or
  the rest-option (OTHER, GENERAL, 其他) when no form of theirs is in the text, and a quoted pair asked
  as a question with the reply verb after it is read (``option_intents``, ``choosing._by_intent``,
  ``reply_shape``); a negated switch word is not the value (``switch_value``); a free allowance in
  words, an ordinal past it (``allowances``); a percent sign in prose is no modulo (``arithmetic``);
  a pronoun follow-up picks the clause by its verb's stem and a subject the pronoun can be
  (``coordination``); a "Rescheduled" label marks a change and "first session" is "session 1"
  (``later_corrections``; the moving phrases "moves to", "postponed to" were taken back: with them a
  held-out probe gained a silent wrong). Fortysecond, held out from these mechanisms (its cases only read for the
  classes), 21 / 58 / 12 / 9 -> 28 / 54 / 9 / 6: kart-second wrong -> limit; schema-fahrenheit,
  thread-he, tool-alerts-on, tattoo-third-round right; tattoo-notice, tattoo-numbing-absent right (no
  false alarm); tattoo-first limit -> right. Pin moved (max_wrong 9, min_right 28, max_false_alarms 6).
  Every other set and probe: no line fewer right or more silently wrong (``count_all``); thirtyeighth
  26 -> 27 right (label-billing), lower_a 11 -> 12 right.
- Merged (fix44a, fix44b and the session's own: hours written before their days, ``schedules._hours_first``;
  speed commits that change no reply): fortysecond 21 / 58 / 12 / 9 -> 31 / 60 / 0 / 6 (pin max_wrong 0,
  min_right 31, max_false_alarms 6); fortythird, held out from every change of the round, 19 / 51 / 26 / 9
  -> 21 / 49 / 26 / 9 (pin min_right 21: two limits right, no wrong reply moved); thirtyeighth 27 right.
- fortyfourth (85, held out: written on branch held44 from main at bdeb6502, no simulator change made
  for its cases; a barber's HTML price list through ``RunnableLambda`` pre-processing, a childminder's
  agreement (numbered sections with sub-items, amounts in words) through ``with_structured_output(...,
  include_raw=True)``, a food bank's volunteer chat read from an ``InMemoryStore``, a heating oil email
  with quoted replies in a ``StateGraph`` with a keyword-routed conditional edge, a car boot sale's INI
  settings behind ``create_agent`` with a search tool and ``response_format``, a dance school's CSV
  timetable through a ``Send`` fan-out, an upholsterer's estimate with footnotes through
  ``RunnableParallel``, a Chinese New Year's Eve banquet booking through a prompt with a
  ``MessagesPlaceholder``, a French holiday cottage contract put in a thread with ``update_state``;
  learners' tools, schemas, graders, label prompts and threads of my own): first sight 20 / 52 / 13 / 3
  on main at bdeb6502 (oracles committed first in 9806f620; no oracle mended), pinned there (13 wrong;
  3 false alarms, all right outputs beside a limit). Its failure classes, code paths and proposed
  mechanisms: ``FORTYFOURTH_CLASSES.md``.
- fix45a (the forty-third's LL1, LL2, LL6, LL7 b: forms of material and operand checks; each mechanism
  built on the invented probe ``tests/sim/probes/forms_z.py`` first, first sight 20 / 6 / 12 / 0 on
  bdeb6502 -> 27 / 7 / 4 / 0, and tested on wordings of my own): a thread's quoted messages (">", ">>",
  "> >" under "On ... wrote:", "Quote from:", "发件人:") are material, oldest first, markers stripped,
  wrapped lines joined, attributions, headers, questions, sign-offs and an asking message's wishes
  left out (``material.quoted_replies``; before, they were dropped whole); a line opening with an
  enumerator (一、, (二), 第3条, ①, 2., b), 가.) starts a sentence in a paragraph with two such lines
  (``prose.enumerator``, ``prose._enumerated``); a footnote mark before a colon joins its note; a
  lettered sub-item under a numbered heading is item "3b", named by "Correction to 3(b)" / "4b", a
  correction never crosses a price and a date, a line striking out the picked line's figure ("10:30
  (not 10:00)") corrects it unmarked (``later_corrections``); a phone number or e-mail asked needs its
  form (``asked_kinds.contact_kinds``); "lost" meets "loss"; "both" / "two" count for a rate per unit,
  also after a correction (``unworked_answers.rate_unapplied``); "is there a limit on how many X" is no
  unread answer over a figure of X with no bound (``unread_lines``). Fortythird, held out from these
  mechanisms (its cases only read for the classes), 21 / 49 / 26 / 9 -> 25 / 54 / 17 / 10:
  scaff-licence, hear-review-fee, zh-jz-notice, cider-trailer, cider-pasteurise right; scaff-first-payment,
  zh-jz-hours, cider-big-press, hear-excess-both limits; cider-limit-absent a false alarm (the quoted
  "1 litre of juice from every 1.5 kg" now material: the near-coverage doubt on "is there a limit on
  how much juice"; the one ceiling raised, 9 -> 10, against nine fewer silent wrongs). Pin moved
  (max_wrong 17, min_right 25). Every other line of ``count_all``: no line fewer right or more silently
  wrong; agents_w 1 wrong -> 0 (a limit).
- fix45b (the forty-third's LL3, LL5 (b), LL7 (a): worked figures from the right operands, days changed
  by chat messages, quantities asked in another unit; each mechanism built on the invented probe
  ``tests/sim/probes/operands_z.py`` first, first sight 17 / 6 / 12 / 0 on bdeb6502 -> 27 / 3 / 5 / 0,
  and tested on wordings of my own in ``tests/sim/test_chat_stamps.py``, ``test_asked_unit_conversions.py``,
  ``test_rate_operands.py``): chat stamps ("[Tue 09:14] Name:", "Name (10:02):", WhatsApp's "dd/mm/yyyy,
  HH:MM - Name:") read as the speaker and the time (``material.chat_stamps``, in the schedules and
  day-list readers; taken back from ``prose.units``: three held-out probes each gained a silent wrong); a day-to-person list on one line read by its day for a
  "who" question, and a later chat message that moves a day's turn ("I'll take Wednesday", "Priya can
  have my Thursday") applied, or the limit when it cannot be read (``grounded.day_lists``,
  ``schedules._moved_turn``); a quantity asked in another unit converted (``grounded.converted_quantities``:
  cwt, hands, oz, gallons; British and US readings both where they differ); a product's operand must be
  counted in the question's unit ("4 people per boat" is no rate for 2 hours), a rate charged only after
  an allowance is never worked on the whole count (``rate_products.after_allowance``), amounts of money
  in words read ("thirty pounds an hour"), the question's own count of a rate's unit beats the
  material's, a count after "the first" is an allowance. Fortythird (its cases only read for the
  classes) 21 / 49 / 26 / 9 -> 25 / 50 / 21 / 9: lift-wednesday, lift-thursday, bells-tenor-kg,
  scaff-alarm right; scaff-rear-vat wrong -> limit (pin max_wrong 21, min_right 25).
- The round's merge (fix45a, fix45b, speed62, mine62 on main; measured on the merged tree):
  fortythird 21 / 49 / 26 / 9 -> 41 / 45 / 10 / 8 (pin max_wrong 10, min_right 41, max_false_alarms 8).
  fortyfourth, held out from every change of the round: 20 / 52 / 13 / 3 -> 19 / 53 / 13 / 4: no wrong
  reply moved, and one right reply now carries a limit (a false alarm), found by counts alone to come
  with fix45a's branch (its tip alone gives 19 / 53 / 13 / 4; mine62's tip 20 / 52 / 13 / 3); the case is
  not read this round, so the pin's floor and false-alarm ceiling are loosened by one, named here.
- fortyfifth (90, held out: written on branch held45 from main at 1d73706e, no simulator change made
  for its cases; a falconry booking email with quoted replies through a ``Send`` fan-out, a sheepdog
  trial's CSV results with a "*" footnote through ``RunnableParallel``, a self-storage licence (numbered
  sub-items, amounts in words, a variation) behind ``create_agent`` with a search tool, a Chinese EV
  charging notice in a checkpointed thread amended with ``update_state`` and read with ``get_state``, a
  Spanish ITV report through a ``RunnableLambda`` tidy step, a jeweller's HTML engraving prices through
  ``with_structured_output(..., include_raw=True)``, a glamping YAML booking behind ``create_agent``
  with a look-up tool and ``response_format``, a ukulele group chat through a ``MessagesPlaceholder``
  prompt, a farrier's invoice with [n] footnotes in a graph with a conditional edge, an angling club's
  TSV day tickets read from an ``InMemoryStore``; learners' tools, schemas, graders, label prompts and
  threads of my own): first sight 21 / 50 / 19 / 3 on main at 1d73706e (oracles committed first in
  ffefd6a7), no oracle mended, pinned there (max_wrong 19, min_right 21, max_false_alarms 3). Its
  failure classes, code paths and proposed mechanisms: ``FORTYFIFTH_CLASSES.md``.
- fortysixth (91, held out: written on branch held46 from main at 91badf2a, no simulator change made
  for its cases; a fencing pool's TSV results through a ``Send`` fan-out, a septic tank invoice with
  amounts in words through ``RunnableLambda`` pre-processing, a German Kita fee notice in a checkpointed
  thread with ``update_state`` / ``get_state``, a French after-school club's HTML tariffs through a
  ``MessagesPlaceholder`` prompt, a Chinese community canteen notice behind ``create_agent`` with a
  search tool and ``response_format``, a Christmas tree farm's YAML order through
  ``with_structured_output(..., include_raw=True)``, a prize crossword's rules (sub-items a, b, c,
  [n] footnotes) through ``RunnableParallel``, a stonemason's quotation email with quoted replies in an
  ``InMemoryStore``, a wedding cake chat in a ``StateGraph`` routed by a keyword rule; learners' tools,
  schemas, graders, label prompts and threads of my own): first sight 20 / 52 / 19 / 2 on main at
  91badf2a (oracles committed first in e3cb7531), no oracle mended, pinned there (max_wrong 19,
  min_right 20, max_false_alarms 2). Its failure classes, code paths and proposed mechanisms:
  ``FORTYSIXTH_CLASSES.md``.
- fix46a (the forty-fourth's MM2, MM3, MM4: an amount or a comparison question answered by an operand;
  each mechanism built on the invented probe ``tests/sim/probes/worked_b.py`` first, first sight 18 / 10 /
  10 / 2 on 1d73706e -> 24 / 13 / 1 / 1, and tested on wordings of my own in ``tests/sim/test_worked_amounts.py``,
  ``test_period_amounts.py``, ``test_superlative_kinds.py``, ``test_measure_bounds.py``): one check in the
  reply guard every grounded reply passes (``asked_kinds``): an amount quoted while a content word of the
  question the reply lacks is held by another line stating a rule that changes an amount ("half the
  price", "25% off", "fee x weeks", "per started 30 minutes"; "call it off" says cancel through the
  ``verb_phrases`` lexicon) is an operand -> the working limit; a whole period asked ("a term of", "a week
  of", "for the season") answered by a rate per another unit is worked when the count of that unit in the
  period is plain (``period_amounts``: a row's "lessons_in_block" cell, a line "5 walks a week"), else the
  limit; a percent or a reference number ("20% of the total", "quote 4471") is no amount, and "what's the
  total", "what will X come to", "how much is the deposit" are money questions. A superlative names its
  kind (``material.superlatives``): "longest" / "cheapest" / "oldest" rank only a column of that kind (money
  also by its cells' currency; never a rate header for a length), one column of clock ranges gives
  durations, "the most / least expensive" is a price. Chinese measures against Chinese bounds
  (``values.comparisons.read_measures``, ``figure_forms.spoken_measures``, Chinese bound words in the
  ``compare_*`` lexicons): "一米三" 1.3 m against "1.4米以下", "十八公斤" against "20公斤以内", the comparison
  said in Chinese. Fortyfourth (its cases only read for the classes) 19 / 53 / 13 / 4 -> 20 / 56 / 9 / 4:
  barber-cancel, dance-grade1-term, uph-total wrong -> limit; zh-grandson right; dance-longest now ranks the
  time span (Contemporary, 1h 30m) but quotes its row, which its oracle counts as a dump (pin max_wrong 9,
  min_right 20). Every other line of ``count_all``: no line fewer right or more silently wrong.
- fix46b (the forty-fourth's MM1, MM5, MM6, MM7 and its food-* note: forms of material, tool arguments,
  agents and threads; each mechanism built on the invented probe ``tests/sim/probes/slots_b.py`` first,
  first sight 14 / 9 / 11 / 2 on 1d73706e -> 27 / 6 / 1 / 2, and tested on wordings of my own in
  ``test_footnotes``, ``test_quote_guards``, ``test_response_format_agents``, ``test_settled_corrections``,
  ``test_headcount``, ``test_money_code_fields``, ``test_cued_corrections``): a footnote mark after a space
  ("[1]", "(a)", "*") is a mark by its note (``material.footnotes``; not in a pipe table's row); a chat
  export in a system prompt's material run is notes, its people's questions no task of the reader's
  (``pointed_material._block_kind``); every grounded reply passes three guards in ``replies._fitted``: a
  chat stamp and sender's label leave the quote ("text (Author)."), a block of ``key = value`` settings
  quoted whole when the question meets two of its keys is the documents limit (``settings_dumps``), a
  figure stated against the thing asked ("15 more than the week before") is the working limit
  (``relative_figures``); "claim" asks money; a configuration comment naming a setting with another
  figure puts it in force (undated) or states the limit (``config_files.noted_change``); the
  response-format tool is the answer's form, never a lookup (no first-turn candidate beside other tools
  under a required call, no follow-up lookup, never read against the question) and its answer field
  holds the agent's reply; a code field named for another code takes the code after its words, a
  converter's description fixes its source currency; a correction's number in words is read whole; a
  party list beside the speaker counts N of an unknown plural; a thread correction after a reason
  clause ("oh wait", "I read ... upside down", "they moved us"), the slot's noun picking the value.
  Fortyfourth (its cases only read for the classes) 19 / 53 / 13 / 4 -> 24 / 56 / 5 / 4: uph-fabric,
  uph-armchair, uph-delivery wrong -> limit (uph-address-absent right -> limit: the estimate is now read
  whole, the guarded shape's partial limit); tool-send, tool-oil, tool-room, thread-bay, boot-van right;
  boot-bacon wrong -> limit; boot-cashpoint-absent right; food-* read as material (limits: the day's
  swap, the mileage claim with no amount, the parcels worked from a difference). Pin moved (max_wrong 5,
  min_right 24). Fortysecond 31 / 60 / 0 / 6 -> 33 / 58 / 0 / 6 (ja-dinner, ja-checkout right: pin
  min_right 33). Every other line of ``count_all``: no line fewer right or more silently wrong
  (calibration_report 2736 / 2043 / 221 -> 2743 / 2044 / 213 right / limit / wrong, false alarms 193).
- The round's merge (mine63, fix46a, speed63, fix46b on main; measured on the merged tree a29e48e3 by
  count_all, every line against the round's start: none fewer right or more silently wrong): fortyfourth
  19 / 53 / 13 / 4 -> 26 / 58 / 1 / 3 (pin max_wrong 1, min_right 26, max_false_alarms 3); fortythird
  41 / 45 / 10 / 8 -> 42 / 45 / 9 / 8 (max_wrong 9, min_right 42); fortyfirst 33 / 48 / 5 / 9 -> 34 / 47 / 5 /
  8 (min_right 34, max_false_alarms 8); fortysecond 31 -> 33 right. fortyfifth, held out from every change
  of the round (its cases unread by anyone who changed the simulator): 21 / 50 / 19 / 3 -> 25 / 46 / 19 / 2,
  no wrong reply moved (min_right 25, max_false_alarms 2). Probes of the round (mine: flags_j, programs_k,
  zh_notices_k; fix46a: worked_b; fix46b: slots_b) are counted by count_all.
- fix47b (the forty-fifth's NN2, NN3, NN5, NN9: worked figures and readings of time; each mechanism
  built on the invented probe ``tests/sim/probes/worked_c.py`` first, first sight 16 / 8 / 14 / 1 on
  91badf2a -> 32 / 5 / 1 / 1, and tested on material of my own): a worked amount asked and its operands
  quoted, read once for every grounded reply (``grounded.quoted_operands`` through ``asked_kinds.unmet``:
  a percent change beside one price applied, a rate per a base worked over the base's figure, parts added
  for "too" / "including", a legend line for "how many", else the working limit; amounts in words read
  by ``words.quantities.spoken_amounts``); area units read as one (``words.area_units``) in conversions
  and unit fields; a nights / days / weeks field or argument from a date range, never a day of the month
  (``values.stay_lengths``); day ranges in prose lines and "opens at X and closes at Y"
  (``schedules``, ``times_of_day.joined_hours``); an arrival rule applied to the event's latest time
  (``offset_times``); a place asked over a table of figures never "I don't know"
  (``asked_kinds.ranked_place``). Fortyfifth (its cases only read for the classes) 25 / 46 / 19 / 2 ->
  29 / 49 / 12 / 2: store-metres, tool-kennel, schema-stay, falc-arrive right; dog-finished, store-weekly,
  store-bill, dog-third wrong -> limit. Pin moved (max_wrong 12, min_right 29). Fortythird 42 / 45 / 9 / 8
  -> 42 / 46 / 8 / 8 (max_wrong 8); agents_w 25 -> 26 right. Every other line of ``count_all``: no line
  fewer right or more silently wrong.
- fix47a (the forty-fifth's NN1, NN4, NN6, NN7: forms of material; each mechanism built on the invented
  probe ``tests/sim/probes/forms_c.py`` first, first sight 19 / 3 / 7 / 2 on 91badf2a -> 23 / 3 / 3 / 1,
  and tested on wordings of my own in ``tests/sim/test_delimited_blocks.py``, ``test_chat_offers.py``,
  ``test_age_verdicts.py``, ``test_absent_stems.py``): a footnote mark in a delimited row's cell keeps
  its note on its own line (``material.footnotes``), a CSV header cell may give its unit in brackets
  with any signs ("time (min:sec)"), tight-semicolon rows are rows (``prose``), chat lines under a
  title are no fixed-width grid; one guard where every grounded reply is fitted: a sentence holding a
  block of delimited records is no sentence to quote, the documents limit (``asked_kinds``); a "who"
  question over a chat reads its offers, withdrawals by their senders and take-ups in order
  (``grounded.chat_offers``); an age clause never runs over a sentence end, a met bound answering a
  question asking leave states its verdict ("Yes - ..."), a clause setting a condition gives no "No"
  (``values.ages``, ``stated_answers``); a question word sharing a stem with a word of the documents
  (headings, letterheads) is no absent thing (``absence.held_spelling``); a count of rows never
  answers a figure a line outside them labels ("Points possible: ...": ``counting``). Fortyfifth, its
  cases only read for the classes, 25 / 46 / 19 / 2 -> 29 / 49 / 12 / 2: dog-winner, dog-cap-total,
  falc-nephew, uke-amp right; dog-third, dog-roy-dropped, eng-slowest limits (pin max_wrong 12,
  min_right 29). Every other line of ``count_all``: no line fewer right or more silently wrong;
  operands_z 27 -> 28 right, shapes_j 3 -> 2 wrong.
- merged, session of 2026-12-05 (sixth; fix47a, fix47b and mine64: acknowledged pastes and pasted material
  read in later turns, material under a lead-in line, Chinese context labels, searches within the run's
  ``recursion_limit``, ``kind_lines``, ``changed_later``; count_all at fa7295b8 against the round's start,
  every line): fortyfifth 25 / 46 / 19 / 2 -> 36 / 48 / 6 / 2 (pin
  max_wrong 6, min_right 36); fortythird 42 / 45 / 9 / 8 -> 42 / 47 / 7 / 9 (max_wrong 7; bells-captain,
  wrong before, is now a limit that quotes the change naming the right captain, which the set's rule
  counts as a false alarm: max_false_alarms 9). fortysixth, held out from every change of the round (its
  cases unread by anyone who changed the simulator): 20 / 52 / 19 / 2 at first sight and after the merge.
  No line of count_all fewer right or more silently wrong.
- fortyseventh (93, held out: written on branch held47 from main at 51a15e7a, no simulator change made
  for its cases; a watch repairer's estimate (amounts in words, ``[n]`` footnotes) through a
  ``RunnableLambda`` tidy step, a flower and produce show's schedule (sub-items a, b, c, an amendment)
  behind ``create_agent`` with a search tool and ``response_format``, a riding school's HTML prices
  through ``with_structured_output(..., include_raw=True)``, a Chinese recycling station's price notice
  in a checkpointed thread amended with ``update_state`` and read with ``get_state``, a Dutch ice rink's
  notice through a ``MessagesPlaceholder`` prompt, a photographer's email with quoted replies through a
  ``Send`` fan-out, a hockey club's INI settings read from an ``InMemoryStore``, a school fair's tombola
  chat in a ``StateGraph`` with a conditional edge, a duathlon's CSV results through
  ``RunnableParallel``; learners' tools, schemas, graders, label prompts and threads of my own; every
  text oracle judges the reply with the simulator's limit sentences cut out): first sight 22 / 56 / 15 /
  3 on main at 51a15e7a (oracles committed first in 384b10d5), no oracle mended, pinned there
  (max_wrong 15, min_right 22, max_false_alarms 3; one wrong reply the committed oracles let through is
  named in the set's docstring). Its failure classes, code paths and proposed mechanisms:
  ``FORTYSEVENTH_CLASSES.md``.
- fix48b (the forty-sixth's OO1, OO6, OO7, OO8, OO9: worked figures and values by type; each mechanism
  built on the invented probe ``tests/sim/probes/worked_d.py`` first, first sight 8 / 11 / 16 / 2 on
  51a15e7a -> 23 / 10 / 2 / 3, and tested on material of my own): a figure the documents define by an
  operation, read once for every grounded reply (``grounded.defined_terms`` through ``asked_kinds.unmet``:
  "<term> is A minus / plus / times / divided by B" over the row the question names after a correction
  line, or over "Label: amount" lines; "a <term> of P% of <whole>"; "N <things> ... <amount> each" for a
  question adding up), else the working limit; a sum of a shared-event column (played, games, bouts) over
  a table whose other columns balance halved (``totals``); an age-bound yes/no asked after the stated age,
  under an age lead ("Age guide: 8+"), and in Chinese (``stated_answers``, ``values.ages``); an amount in
  major and minor units ended by a function word, digits joined as words are (``words.currencies``); a
  count changed in words worked in fields and tool arguments (``values.count_changes``). Fortysixth (its
  cases only read for the classes) 20 / 52 / 19 / 2 -> 25 / 53 / 13 / 2: pool-alice-indicator,
  pool-patel-indicator, pool-bouts, tool-pay-words, schema-party right; mason-deposit wrong -> limit (the
  whole spans two e-mails); xw-tokens, xw-age still wrong. Pin moved (max_wrong 13, min_right 25). Ninth 39 -> 40 right
  (car-young: pin min_right 40); zh_notices_k 9 / 9 / 2 -> 10 / 8 / 2. Every other line of ``count_all``:
  no line fewer right or more silently wrong.
- fix48a (the forty-sixth's OO2, OO3, OO4, OO10: the answer's kind and scope; each mechanism built on
  the invented probe ``tests/sim/probes/kinds_d.py`` first, first sight 16 / 8 / 13 / 1 on 51a15e7a ->
  31 / 3 / 3 / 1, and tested on material of my own): a rule line "ranked / decided / seeded by X, then
  by Y" orders a table (``grounded.ranking_rules``, read by ``ranks`` and ``rank_positions``); a
  who-question over a table of people answered by no row and no name is the limit, and a footnote's
  text alone is read with the line carrying its mark (``asked_kinds``); a pasted chat's later message
  of the asked kind answers over the first (``grounded.chat_changes``; chat authors with a role in
  brackets); a later turn moving "it" updates the fact stated last (``corrections.moved_by_pronoun``);
  a struck score is one value and a correction naming only other things leaves the pick
  (``moved_values.other_subjects``); an obligation question over a provided / included thing is "No"
  in its language (``grounded.provided_things``). Fortysixth (its cases read only for the classes)
  20 / 52 / 19 / 2 -> 24 / 53 / 14 / 2 (fr-snack, thread-dentist, cake-serves, kita-august right;
  pool-second-seed a limit; pin max_wrong 14, min_right 24).
- merged, session of 2026-12-06 (held47, fix48b, fix48a, mine65; each set and probe measured on the merged tree
  against the round's start, every line of count_all read, each loss traced by switching one mechanism off
  with the held-out cases unread): fortysixth (read this round) 20 / 52 / 19 / 2 -> 31 / 50 / 10 / 2 (pin
  max_wrong 10, min_right 31); nineteenth 31 / 36 / 3 / 4 -> 31 / 37 / 2 / 5 (a wrong turned into a limit
  quoting the answer: max_wrong 2, max_false_alarms 5); thirtyfourth 40 -> 41 right, fortyfirst 34 -> 35
  right (pins moved). fortyseventh, held out from every change: 22 / 56 / 15 / 3 at first sight and on the
  merged tree. Taken back at the merge: chat_changes (as the answer, one more silently wrong reply on the
  fortyseventh; as a stated limit, a right reply fewer on fortyfifth, slots_b and held-out grounded_u), the
  asked predicate of a yes/no (held-out grounded_s and scratch_s58), three material nouns (tenth,
  thirtyfourth, fields_s), a docs label after a nested key unless written in lower case (held-out grounded_i).
- fortyeighth (93, held out: written on branch held48 from main at e764df6c, no simulator change made
  for its cases; an alterations shop's job card (prices struck through and re-priced) through
  ``prompt | llm | StrOutputParser``, a Chinese tutoring centre's fee table in a checkpointed
  ``StateGraph`` thread with a notice and an earlier turn put there by ``update_state``, a marina's
  reStructuredText grid table of berth rates through ``with_structured_output(..., include_raw=True)``,
  a car-share club's JSON rates behind ``create_agent`` with a search tool and ``response_format``, an
  Italian B&B's house rules through an optional ``MessagesPlaceholder`` prompt, an email with forwarded
  parts through a ``Send`` fan-out, a darts league's TSV table through ``RunnableParallel``, a band's
  channel export with edits in a three-way routed ``StateGraph``, a cattery's hard-wrapped terms found
  with ``InMemoryStore.search``; learners' tools, schemas, graders, label prompts and threads of my
  own; every text oracle judges the reply with the simulator's limit sentences cut out): first sight
  20 / 52 / 21 / 2 on main at e764df6c with the oracles committed first in 7b7e7d3d; four oracle parts
  (three dump-marker pairs, one absence phrase) then mended because they rejected truly right replies (darts-top, darts-draws, gig-bass, gig-dom,
  car-insurance-absent, and piano-phone-absent's false alarm), the replies unchanged: 25 / 52 / 16 / 3,
  pinned there (max_wrong 16, min_right 25, max_false_alarms 3). Read strictly (the set's docstring:
  a flawed reply let through, and four asked replies under the warm-up branch's limit) 25 / 47 / 21.
  Its failure classes, code paths and proposed mechanisms: ``FORTYEIGHTH_CLASSES.md``.
- fix49a (issue 26, the forty-seventh set's PP1 / PP6 / PP7, read): fortyseventh 22 / 56 / 15 / 3 ->
  28 / 57 / 8 / 4 (operations written in words worked: watch-mineral, photo-due, show-prize-two,
  show-cup-points, du-penalty, ride-semi-two; a party list counted item by item: tool-pizzas).
  photo-people was right only by the oracle (its "6" met the price "GBP 6", PP7); a partial answer
  quoting a price for "how many" is now a stated limit, which the set's rule counts as a false alarm:
  max_false_alarms 4.
- round 66 merged (fix49a, fix49b, mine66b; the held-out fortyeighth unchanged at 25 / 52 / 16 / 3):
  fortyseventh 22 / 56 / 15 / 3 -> 34 / 58 / 1 / 4 (fix49b: withdrawals, wrapped corrections, class rules,
  charge verdicts, 'what happens if'; fix49a: worked operations in words, party lists); fortysixth wrong
  10 -> 8, fortythird 42 / 7 -> 43 / 6, fortyfourth right 27 (false alarms 2), fortieth right 32, fortyfirst
  wrong 5 -> 4, ninth 41, thirteenth 50, thirtyfifth 32, thirtyfirst 36, thirtyseventh 32 right.
  Then fix49b's follow-up search in other words (``near_forms``) was taken back (it moved notebooks 07 and 08:
  an out-of-scope question's give-up became a limit, and the sixteen-tool agent's figures): fortyseventh
  34 / 57 / 2 / 4 (show-take-home silently wrong again), max_wrong 2; fortysixth back to 31 / 50 / 10 / 2 and
  fortyfirst to 35 / 46 / 5 / 8 (their pins back at 10 and 5 wrong).
- fortyninth (100, held out: written on branch held49 from main at 0c0993c2, no simulator change made
  for its cases; a karate club's HTML fees table with ``<del>`` prices through ``prompt | llm |
  StrOutputParser``, a paddle hire's fixed-width price list with footnote letters through
  ``with_structured_output(..., include_raw=True)``, a Chinese owners' group chat in a checkpointed
  ``MessagesState`` thread with a notice and an earlier turn put there by ``update_state``, a violin
  teacher's invoice behind ``create_agent`` with a paragraph search tool and ``response_format``, a
  German Kita letter through an optional ``MessagesPlaceholder`` prompt, an angling page of nested
  Markdown bullets through a ``Send`` fan-out with one model call, a village hall's hard-wrapped hire
  agreement through ``RunnableParallel``, a salon's price card in a three-way routed ``StateGraph``, a
  ramblers' sign-up sheet read from an ``InMemoryStore``; learners' tools, schemas, graders, label
  prompts and threads of my own; limits attributed per reply): first sight 32 / 46 / 22 / 0 on main at
  0c0993c2 with the oracles committed first in f38d5aba; two dump-marker pairs then mended because they
  rejected truly right replies (salon-thursday, ramble-staveley), the replies unchanged: 34 / 46 / 20 /
  0, pinned there (max_wrong 20, min_right 34, max_false_alarms 0). Read strictly (a flawed reply let
  through: thread-he) 33 / 46 / 21. Its failure classes, code paths and proposed mechanisms:
  ``FORTYNINTH_CLASSES.md``.
- branch fix50a (round 67; QQ1 / QQ7 / QQ8 / QQ10's piano age): fortyeighth 25 / 52 / 16 / 3 -> 30 / 52 / 11 / 4
  (tailor-buttons, bb-parking-it, darts-harp, tool-split, schema-rolls right; piano-age's own reply now right,
  69 years, but the warm-up branch's limit is counted for it: a false alarm of the harness reading, QQ10).
- fix50b (round 67): fortyeighth 25 / 52 / 16 / 3 -> 28 / 58 / 7 / 3: a lookup's JSON fragments read as
  records before shown (``material.record_fragments``; the six car cases: one right, five limits), a
  same-author pointer message ("^ ...") as the change of the chat message above (``material.chat_pointers``;
  gig-dinner right), a who-question over a chat answered by the speaker of the one message on its object
  (``material.chat_speakers``; gig-pa right), a glued follow-up answered with the previous question's line
  asked anew or a limit (``dialogue.repeated_answers``; bb-checkout a limit). max_wrong 7, min_right 28.
- merged round 67 (fix50a, fix50b and the merger's own branch on main): fortyeighth 33 / 58 / 2 / 4
  (max_wrong 2, min_right 33, max_false_alarms 4: piano-age's false alarm is the harness's QQ10 reading);
  fortyninth, held out, measured on the merged tree: 34 / 46 / 20 / 0, as at first sight (pin unchanged).
- fiftieth (93, held out: written on branch held50 from main at 1f3ad2b7, no simulator change made for
  its cases; a caravan park's YAML-like tariff with an AMENDED comment through ``prompt | llm |
  StrOutputParser``, a physio clinic's voicemail transcript through ``with_structured_output(...,
  include_raw=True)``, a youth theatre's letter with a reply slip behind ``create_agent`` with a paragraph
  search tool and ``response_format``, a pantomime's .ics calendar in a checkpointed ``MessagesState``
  thread with a box-office note and an earlier turn put there by ``update_state``, a Japanese ゴミ出し
  notice through a ``Send`` fan-out with one model call, an optician's AsciiDoc price guide through
  ``RunnableParallel``, a five-a-side team's Discord export in a three-way routed ``StateGraph``, a
  trampoline park's hard-wrapped terms read from an ``InMemoryStore``, a Spanish comunidad notice through
  an optional ``MessagesPlaceholder`` prompt; learners' tools, schemas, graders, label prompts and threads
  of my own; limits attributed per reply): first sight 20 / 54 / 19 / 2 on main at 1f3ad2b7 with the
  oracles committed first in 71355897; one oracle part then mended because it rejected a truly right reply
  (physio-insurer's "I don't know."), the replies unchanged: 21 / 54 / 18 / 2, pinned there (max_wrong 18,
  min_right 21, max_false_alarms 2). Read strictly (three flawed replies let through: park-bank,
  letter-age, opt-diabetes) 18 / 54 / 21. Its failure classes, code paths and proposed mechanisms:
  ``FIFTIETH_CLASSES.md``.
- branch fix51a (round 68; RR1 / RR3 / RR4): fortyninth 34 / 46 / 20 / 0 -> 36 / 50 / 14 / 0 (zh-parking-year
  and hall-deposit right; fish-week, hall-cancel, salon-tuesday and salon-skin-test stated limits:
  ``grounded.period_rates``, ``count_comparisons``, ``threshold_questions``, ``day_conditions``,
  ``added_charges``, struck rows out of ``counting``); pin max_wrong 14, min_right 36.
- branch fix52a (round 68; SS1 / SS2 / SS6, the fiftieth set no longer held out): fiftieth 23 / 51 / 19 / 2
  on b01fcaa1 -> 25 / 59 / 9 / 2 (the seven panto questions no longer summarised: an .ics text written as
  one sentence per event by ``material.record_frames``; the physio voicemail read whole, its "ring us"
  line no words to the model: ``pointed_material``'s stamped blocks; es-second-call without the heading:
  ``grounded.title_lines``); pin max_wrong 9, min_right 25.
- merged round 68 (the merger's branch, fix51a, fix51b, then fix52a and fix52b, on main): fortyninth 34 / 46 /
  20 / 0 -> 43 / 52 / 5 / 0 (max_wrong 5, min_right 43); fiftieth, measured first on the tree merged before
  anyone read it (b01fcaa1): 23 / 51 / 19 / 2, one wrong more than first sight (opt-diabetes, let through
  before, now answered from the age-band table though the note's diabetes rule applies; mended); after
  its classes were read and fixed: 30 / 61 / 2 / 2 (max_wrong 2, min_right 30).
- fiftyfirst (102, held out: written on branch held51 from main at 7d0ec13a, no simulator change made
  for its cases; a bakery's order form as CSV with quoted commas and a re-pricing comment through
  ``prompt | llm | StrOutputParser``, a community bus timetable with footnote letters through
  ``with_structured_output(..., include_raw=True)``, a plumber's invoice with VAT behind ``create_agent``
  with a block search tool and ``response_format``, a Chinese 菜鸟驿站 notice through a ``Send`` fan-out
  with one model call, a climbing centre's TOML price file through ``RunnableParallel``, a learner
  driver's SMS thread in a three-way routed ``StateGraph``, a library's late-fee definition list read
  from an ``InMemoryStore``, a Portuguese condomínio notice through an optional ``MessagesPlaceholder``
  prompt, a vet's LaTeX vaccination table in a checkpointed ``MessagesState`` thread with a note and an
  earlier turn put there by ``update_state``; learners' tools, schemas, graders, label prompts and
  threads of my own; limits attributed per reply): first sight 30 / 50 / 22 / 2 on main at 7d0ec13a
  with the oracles committed first in 373fa49c; no oracle mended; pinned there (max_wrong 22,
  min_right 30, max_false_alarms 2). Read strictly (lib-renew-reserved let through; lib-dvd-cap's
  false alarm lenient) 29 / 50 / 23 / 1. Its failure classes, code paths and proposed mechanisms:
  ``FIFTYFIRST_CLASSES.md``.
- branch fix53a (round 69; day-limited prices, notice deadlines, worked savings, a change-marked price):
  fortyninth 43 / 52 / 5 / 0 -> 46 / 50 / 4 / 0 (salon-tuesday, salon-skin-test, fish-week; max_wrong 4,
  min_right 46); fiftieth 30 / 61 / 2 / 2 -> 31 / 61 / 1 / 2 (physio-saving; max_wrong 1, min_right 31).
- branch fix54a (round 69; TT1 / TT5 / TT7, the fifty-first set no longer held out): fiftyfirst 30 / 50 / 22 / 2
  on d140387a -> 34 / 56 / 12 / 2 (pt-prestacao and pt-quota-year worked: equal parts by structure, a span of
  months over a monthly amount; vet-followup's "from 8 weeks" an age; lib-dvds' count against the bound before
  the part; inv-parts-vat, sms-week-cost, sms-total, sms-who-thu, sms-bring and bake-writing stated limits);
  pin moved to max_wrong 12, min_right 34.
- merged round 69 (main after fix53a, fix53b, fix54a and mine): fortyninth 50 / 45 / 5 / 0 (max_wrong 5 as at the
  round's start, min_right 50): fix53a's three are kept, dojo-start became wrong when "from its web page" began to
  read the club's page as the material (a stated limit before; its three-item first-month sum is quoted as
  operands: left for the next round); hall-deposit and dojo-sessions, wrong on the merged tree, were mended.
- merged round 69, fiftyfirst: on the tree merged before anyone read it (ac56d035: mine, fix53a, fix53b)
  31 / 49 / 22 / 2 (first sight 30 / 50 / 22 / 2); after it was read (fix54a, fix54b and the merger's mends)
  42 / 55 / 5 / 2; then thread-wife-colour (facts kept with their owner) and tool-order (an id in its example's
  shape) right: 44 / 55 / 3 / 2 (max_wrong 3, min_right 44). Left wrong: bus-sat-quiet, wall-student, sms-finish.
- fiftysecond (103, held out: written on branch held52 from main at 38271d7a, no simulator change made
  for its cases; a pharmacy's Markdown hours page with holiday exceptions through ``prompt | llm |
  StrOutputParser``, a netball league's org-mode fixtures with postponed games through
  ``with_structured_output(..., include_raw=True)``, a receipt's noisy OCR text behind ``create_agent`` with
  a read tool and ``response_format``, a Chinese 停水通知 through a ``Send`` fan-out with one model call, a
  pool's numbered lane rules through ``RunnableParallel``, a podcast's JSON Lines log in a three-way routed
  ``StateGraph``, a wedding venue's INI packages read from an ``InMemoryStore``, a Dutch bewonersbrief
  through an optional ``MessagesPlaceholder`` prompt, a tide table with the harbour's note in a checkpointed
  thread built by ``update_state``; learners' tools, schemas, graders, label prompts and threads of my own;
  limits attributed per reply): first sight 31 / 63 / 9 / 1 on main at 38271d7a with the oracles committed
  first in 6beab9d4; no oracle mended; pinned there (max_wrong 9, min_right 31, max_false_alarms 1). Read
  strictly (ph-mum-62 and rc-banana-kg let through) 29 / 63 / 11 / 1. Its failure classes, code paths and
  proposed mechanisms: ``FIFTYSECOND_CLASSES.md``.
The pins can fail: with the tally's simulator swapped for ``course_lib.models.chaos`` over it (a
one-off plugin replacing ``course_lib.sim.SimulatedChatModel``), habit ``eager`` (an extra tool
call) gives the fifth set right 22 / limit 19 / wrong 11 and fails its ceiling and floor; habit
``lazy`` (never calls a tool) gives right 21 / limit 25 / wrong 6 / false alarms 2.

- fiftysecond, fix56b (branch from e587874e): 35 / 60 / 8 / 2 (the wedding planner's "Answer the couple from the
  packages file:" read as material: wed-silver-dep worked, wed-160 right; "do u deliver" English; nl-lift-days
  counted): min_right 35, max_wrong 8. Its second false alarm, wed-gold-extra (the amended 44 given with a limit:
  a config value with no currency sign read as "no amount of money"), is left for asked_kinds: max_false_alarms
  stays 1.
- merged round 70, fiftysecond: on the tree merged before anyone read it (e587874e: the merger's operand
  mechanisms, fix55a's subject_met, speed70) 31 / 63 / 9 / 1, as at first sight; after it was read (the merger's
  score margins and days between named records, fix56a's changes applied from a record's note, a later system
  message or a restated day, fix56b above): 41 / 60 / 2 / 2 (left wrong: ph-lunch "meds ... weds", cn-back
  来水). The second false alarm, wed-gold-extra, was a limit with no value at first sight and is now the right
  value with a limit: max_false_alarms 2.
- fiftyfirst, round 70: 44 / 55 / 3 / 2 -> 45 / 55 / 2 / 2 (fix56a: sms-finish's later "Thursday 5-7pm then").
- fiftyfirst, round 71: 45 / 55 / 2 / 2 -> 45 / 56 / 1 / 2 (the merger's ``cell_notes``: bus-sat-quiet's yes/no over
  the cell "10:00 M", whose key "M - market Saturdays only" it does not judge, is a stated limit).
- fiftyfirst, fix62c: 45 / 56 / 1 / 2 -> 46 / 55 / 1 / 2 (lib-book-late: "£1.80 (9 × 20p a day)" worked from the line
  on the question's head noun, ``unused_quantities.head_line``).
- fiftysecond, fix57a (branch from 991d8e7b): 41 / 60 / 2 / 2 -> 45 / 58 / 0 / 1 (``words.everyday_forms``:
  "meds", "1.15", "weds", 来水, 8号 read as the documents write them; ``grounded.closed_hours``: ph-lunch "No"
  from the lunch closure; cn-back 20:00 from the 【更正】 line; wed-winter-sat's "sat" read as Saturday;
  wed-gold-extra's bare config figure no "no amount of money"): min_right 45, max_wrong 0, max_false_alarms 1.
- fiftythird (105, held out: written on branch held53 from main at 991d8e7b, no simulator change made for its
  cases; a dog groomer's CSV export with a BOM and semicolons through ``prompt | llm | StrOutputParser``, an
  electricity bill with two rates and a correction through ``with_structured_output(..., include_raw=True)``, a
  bike-share FAQ of Q:/A: pairs behind ``create_agent`` whose tool returns the FAQ, a Chinese 体检通知 through a
  ``Send`` fan-out with one model call, a hostel's house rules with lettered sub-items through
  ``RunnableParallel``, a cinema's marked listings in a routed ``StateGraph``, a garden centre's Makefile-like
  delivery zones read from an ``InMemoryStore``, a Welsh community council notice through an optional
  ``MessagesPlaceholder`` prompt, a GitHub issue thread with edits in a checkpointed thread built by
  ``update_state``, a learner's keyword retriever over four rail documents; learners' tools, schemas,
  graders and threads of my own; limits attributed per reply): first sight 23 / 58 / 24 / 2 on main at
  991d8e7b with the oracles committed first in 47ab036a; one dump marker mended (the bike FAQ's title, which
  the simulator puts before right quotes as a heading: bike-train and bike-bay were right) -> 25 / 58 / 22 / 2;
  pinned there (max_wrong 22, min_right 25, max_false_alarms 2). Read strictly (bike-16-ebike and
  tool-parcel let through) 23 / 58 / 24 / 2. Its failure classes, code paths and proposed mechanisms:
  ``FIFTYTHIRD_CLASSES.md``. fix57b (TT2 / TT3: a headcount at a named day's one price, a party priced before
  the day's lines, a charge beyond a limit worked, spans of time compared only within one kind of unit, an
  item's own age rating, a per-one rate stated beside its total) -> 30 / 58 / 17 / 2 (cin-tue, cin-family,
  bike-pass-45, cin-vigo-14, bill-standing right; rr-10min a stated limit); pinned there.
- merged round 71, fiftythird: on the tree merged before anyone read it (premerge71 with ports26, speed71 and
  fix57a merged: the merger's end_times, changed_later, cell_notes; fix57a's everyday forms) 25 / 58 / 22 / 2, as at
  first sight; after it was read (the merger's later corrections only where they belong, a labels line of material
  no label prompt, Chinese comma-joined clauses, a title chosen for a place question, a start fee no per-minute rate,
  a who-question's writer; fix57b above): 31 / 64 / 10 / 2; pinned there.
- fiftythird, fix58a (branch from 6dcae6e6): 31 / 64 / 10 / 2 -> 41 / 61 / 3 / 2 (``prefix_settings``: gc-me13-thu,
  gc-sunday and the zone lookups; ``marked_rows``: cin-subtitled; ``struck_text``: gh-release a limit;
  ``absent_subjects``: bike-helmet-absent, cn-report-absent; ``unmet_modifiers``: gh-chrome-absent;
  ``start_fees``: bike-20min, bike-ebike-15); pinned there.
- fiftythird, fix58b (branch from 6dcae6e6): 31 / 64 / 10 / 2 -> 38 / 60 / 7 / 2 (``request.terse_asks``: a
  system prompt's material read for a terse turn, grm-teeth-absent, bill-dd-year, hos-late right; hos-towel-lock
  summed from its fronted items; cin-finish a stated limit, start times for a finish time; ``sized_areas``:
  tool-tiles 12.8; a party list cut before the day: tool-table 5; ``grading_scales``: grade-score 5);
  min_right 38, max_wrong 7, max_false_alarms 2.
- fiftyfourth (99, held out: written on branch held54 from main at 6dcae6e6, no simulator change made for its
  cases; a Polish housing co-operative notice through ``prompt | llm | StrOutputParser``, a scout camp's Markdown
  checklist through ``with_structured_output(..., include_raw=True)``, PTA minutes with an action table in a
  checkpointed thread, a school lunch menu grid behind a router edge, a campsite's price matrix behind
  ``create_agent`` whose tool returns it, a bin calendar through a ``Send`` fan-out, a Chinese 家长群 homework notice
  through ``RunnableParallel``, a piano invoice from an ``InMemoryStore``, a keyword retriever over four household
  documents): first sight 34 / 48 / 17 / 3 (read strictly 30 / 48 / 21 / 3: four agent relays of the whole matrix
  pass their oracles); pinned there. Classes: ``FIFTYFOURTH_CLASSES.md``.
- fiftyfourth, fix58d (branch from premerge72, b76a8ba6, where it measured 35 / 43 / 21 / 3): 40 / 43 / 16 / 3
  (camp-undone: a negated "done" asks the open rows; camp-nights: nights worked from the date range; tool-fence:
  2(A+B) for "all the way round"; tool-pizza-pl: Polish number words and "wpół do ósmej"; thread-flight: "lisbon
  not oslo" swaps the earlier statement, ``dialogue.word_swaps``): min_right 40, max_wrong 16.
- fiftysecond, fix58d: 45 / 58 / 0 / 1 -> 46 / 57 / 0 / 1 (tool-nl-fiets: Dutch glossed, ``value_glosses``):
  min_right 46.
- merged round 72, fiftythird: fix58a and fix58b together (premerge72, b76a8ba6) 48 / 57 / 0 / 2; pinned there.
- merged round 72, fiftyfourth: first sight at 6dcae6e6 34 / 48 / 17 / 3; on the tree merged before anyone read it
  (premerge72: fix58a, fix58b, speed72) 35 / 43 / 21 / 3 - four limits became silent wrongs where fix58b's system-prompt
  material let the grounded readers answer (pl-meeting, pta-benches-left, pta-priti-there, bin-missed); after it was
  read (the merger's attendance_lists, what-is-left / before differences, a day counted from a "within N days" span and
  a price given as a share stated as limits, no quotient over a rule's bound; fix58c's tool documents answered from;
  fix58d above): 43 / 48 / 8 / 3; pinned there.
- fiftyfourth, fix59a (from cb72417e): 43 / 48 / 8 / 3 -> 47 / 48 / 4 / 3 (pta-castle-absent: a price asked of a
  thing whose lines state none, ``unpriced_subjects``; bin-glass-absent, mr-business-absent: the asked head in no
  line while the chosen lines meet only words many lines share, ``asked_heads``; menu-pudding-absent: a grid's cell
  is no answer to a kind the grid never names, ``asked_heads.unlisted_word``): min_right 47, max_wrong 4.
- fiftyfourth, fix59b (branch from cb72417e, 43 / 48 / 8 / 3): 48 / 47 / 4 / 3 (pta-raffle: a rendered row found as
  its table row, so "has handed action 4" corrects it; pl-meeting: a stop after "klatki C." ends the sentence;
  camp-total: deposit + balance, ``payment_parts``; pta-before-quiz: ``before_after``; mr-ev: ``share_prices``;
  bf-bankhol: the bank-holiday cell plus the hook-up's, ``matrix_extras``, the high-season amendment not applied,
  ``column_changes``): min_right 48, max_wrong 4.
- fiftyfifth (101, held out: written on branch held55 from main at cb72417e, no simulator change made for its
  cases; a Swedish Brf notice through ``prompt | llm | StrOutputParser``, a junior football kit order form through
  ``with_structured_output(..., include_raw=True)``, a sailing race's RST results with a protest in a checkpointed
  thread, an MOT certificate returned by an agent's tool with ``response_format``, school term dates with INSET days
  through a ``Send`` fan-out, a Chinese 快递柜 notice through ``RunnableParallel``, a holiday cottage manual from an
  ``InMemoryStore``, a keyword retriever over four household papers with a dated letter, a tab-pasted staff rota
  behind a router edge, a farm shop's material in a system prompt with terse turns): first sight 38 / 42 / 21 / 0
  (read strictly 36 / 42 / 23 / 0: zh-late-drop disowns its yes/no, tool-fortnight's note argument is the date
  sentence); pinned there. Classes: ``FIFTYFIFTH_CLASSES.md``.
- merged round 73, fiftyfifth: on the tree merged before anyone read it (premerge73, 31dc593c: the merger's label,
  dialogue and review changes, fix59a, fix59b, speed73) 38 / 42 / 21 / 0, the same as first sight (fourteenth round
  without a blind gain, no loss). After it was read: fix60b alone (later change lines linked only on a subject the
  question names, a party count times an "each" price, a running total over chat turns, post-noun negations in schema
  fields) 43 / 42 / 16 / 0; fix60a alone (a prompt's rota kept under its notes label, ``rota_days``, ``holiday_days``,
  terse day abbreviations, closed days quoted with "closed", a terse "N unit thing" worked, ``asked_thing_absent``)
  47 / 41 / 13 / 0; merged with the merger's own (a bare quantity's grade stated as a limit, a trade's verb for "what
  does he do", a short English turn not read as Romanian, a party after "be" and "the in-laws", a flag's everyday
  phrases): 56 / 39 / 6 / 0; pinned there.
- merged round 73, fiftyfourth 57 / 42 / 0 / 3 (fix59a, fix59b, the merger's Polish label prompt, pronoun job and
  "bday", fix60b's running total); fiftythird 50 / 55 / 0 / 2 (fix60b's running total); pinned there.
- fiftyfifth, operand74 (from start74, 56 / 39 / 6 / 0): 58 / 39 / 4 / 0 (let-dogs: "up to 2 dogs, £25 per dog" worked
  for "our 2 dogs", ``grounded.unused_quantities``; tool-paint: litres 5 from area x coats / what a litre covers,
  ``values.covered_amounts``); min_right 58, max_wrong 4.
- fiftysixth (98, held out: written on branch held56 from start74 at b88b9d23, no simulator change made for its
  cases; a foot ferry timetable with numbered notes returned by an agent's tool, a printer's error-code man page
  through a few-shot prompt, a community garden's plot CSV and a later email in an ``InMemoryVectorStore``, a pub
  quiz league's JSON-lines table with a correction in a checkpointed thread, a German Hausordnung with a Nachtrag
  through ``RunnableParallel``, a deposit deduction letter with a revision from an ``InMemoryStore``, a key cutting
  kiosk's price board in a system prompt with terse turns, a Japanese 町内会 festival notice through a ``Send``
  fan-out, a piano teacher's terms through ``with_structured_output(<JSON schema dict>)``, boarding kennels' rates
  behind a router edge, a pharmacy label through a ``PydanticOutputParser`` chain): first sight 29 / 59 / 10 / 4
  with the oracles as committed; tool-pint's oracle mended (a US pint, 710 ml, is right too): 30 / 59 / 9 / 4
  (read strictly 29 / 59 / 10 / 4: de-drill-130 disowns its yes/no); pinned there. Classes: ``FIFTYSIXTH_CLASSES.md``.
- merged round 74, fiftysixth: on the tree merged before anyone read it (premerge74 = start74 + speed74 + the
  merger's own mine74 + operand74 + change74) 30 / 60 / 8 / 4 (one silently wrong reply became a stated limit).
- fix61b, fiftysixth: 30 / 60 / 8 / 4 -> 34 / 58 / 6 / 4 (a letter or email in a system prompt read as material,
  ``pointed_material.letter_spans``; a "Price board:" clause names material; a value asked of a thing whose line
  gives none is "not given", ``asked_heads.unstated_value``); min_right 34, max_wrong 6.
- fix61c (from read74, fiftysixth 30 / 60 / 8 / 4): 34 / 61 / 3 / 4 (schema-tenner: "and fifty pence" added,
  ``figure_forms.minor_units_added``; tool-guest: plus_ones from "bringing her husband",
  ``family_counts.brought_count``; grade-helpful: "User:" no word of the question, ``asker_turns.exchange``;
  conv-km: a bare "and 3.4" takes the series' km, ``thread_workings.series_total``; ferry-family: counts and
  ages no sum, the instructed tool called, a stated limit after); min_right 34, max_wrong 3. fiftyfourth (58 / 41 /
  0 / 3) and fiftyfifth (58 / 39 / 4 / 0) the same on read74 and on fix61c; fiftyfourth's min_right raised to the
  58 it measures. (fiftysecond measures 46 / 56 / 1 / 1 on read74 itself, nl-q2: its max_wrong 0 fails before
  this branch too.)
- merged round 74, fiftysixth: read74 30 / 60 / 8 / 4 -> fix61b + fix61a (PydanticOutputParser / JsonOutputParser
  format instructions read as the reply's schema, ``request.parser_instructions``; a prompt naming its material's JSON
  layout asks no JSON reply; a JSON-schema dict's answer field the grounded reply) 37 / 53 / 8 / 4 (two pharmacy-label
  replies that were limits only because the format instructions were misread are now silently wrong: med-days,
  med-return, the grounded reader's own faults) -> with fix61c 41 / 54 / 3 / 4; pinned there.
- later75, fiftysixth: 41 / 54 / 3 / 4 -> 43 / 54 / 1 / 4 (qz-mensa: a JSON-lines ``{"correction": ...}`` record
  linked to the team's row by its name, ``later_corrections._keyed_change``; med-days: the pharmacist's "stop after 5
  days" read as the course's new length, ``later_corrections.instructed``); min_right 43, max_wrong 1.
- fiftyseventh (105, held out: written on branch held57 from start75 at a28144c7, no simulator change made for its
  cases; a pick-your-own farm's TOML price file through ``itemgetter`` | prompt | ``llm.with_retry()``, a heating
  engineer's text messages through ``RunnableWithMessageHistory``, an Italian condominium avviso with a RETTIFICA
  through the functional API (``@entrypoint`` / ``@task``), a library's charges page and a later email in a vector
  store read by a retrieve -> generate graph, a cat café's page returned by an agent's one-argument tool, a bike
  shop's service price list pasted into the human message, an NHS dental treatment plan through a TypedDict
  structured output, a dog show schedule through a ``JsonOutputParser`` chain, a school trip letter through
  ``asyncio.run(chain.ainvoke(...))``): first sight 39 / 49 / 17 / 2 with the oracles as committed, no oracle
  mended (read strictly 36 / 49 / 20 / 2: it-bici disowns its answer, bike-bronze-true quotes an old price with no
  yes/no, tool-task's title keeps a stray word); pinned there. Classes: ``FIFTYSEVENTH_CLASSES.md``.
- fix62b, fiftyseventh: 39 / 49 / 17 / 2 -> 43 / 50 / 12 / 2 (VV6: a rating field's "four out of five" and bare
  scale "1 to 5", ``field_readers.stated_out_of`` / ``rating_scale``; an ordinal for a place field,
  ``stated_place``, never "the 5k"; "- not Rik" after a list of names, ``attending_names._excepted``; "thirty-two
  and a half grand" = 32500, ``quantities.with_fractions``. VV8 tool-task: the title ends before "as high
  priority", ``argument_phrases`` ``object_end``. VV7 label-ta: a message in a script without word lists is a
  stated reading limit, ``text.unread_script_words``); min_right 43, max_wrong 12.
- fix62d: 39 / 49 / 17 / 2 -> 41 / 47 / 17 / 2 (VL1: "Look the answer up with cafe_info" names the lookup tool,
  so cat-4yo is answered; cat-last-end's "(the last slot starts at 17:00)" beside "50-minute slots" works
  17:50 (end_times), where the quote of "from 10:00 to 17:00" would have been wrong); min_right 41.
- fix62c (from read75), fiftyseventh: 39 / 49 / 17 / 2 -> 42 / 50 / 13 / 2 (VV1 pyo-tractor: a stated age of one person
  of a party a money question names is a stated limit naming the parts, ``ages.beside_age``; VV4 (a) bike-brakes: "front
  and back brakes" over "£10 per brake" worked as 2, ``partial_answers._pair_priced``; VV5 lib-dvd, lib-lost: a line on
  the question's head noun charging per the unit it counts or "cost plus a fee" worked with its figure,
  ``unused_quantities.head_line`` in ``doubted_absence``); fiftyfirst 45 / 56 / 1 / 2 -> 46 / 55 / 1 / 2.
- fix62a (from read75, fiftyseventh 39 / 49 / 17 / 2): 42 / 50 / 13 / 2 (VV3: a change whose subject is another
  line's head or a word in the picked line's body corrects nothing of it: dent-notice and bike-wait-gold right,
  bike-gold-silver a stated limit, the difference not yet worked; VV4 b: a change restating a value in the picked
  line's own words corrects it whatever words the question uses: trip-dropoff right; VV2: a "how many" or "what
  day" reply holding no count or no day (a chat line's own stamp taken out) states the limit: gas-day and cat-count
  limits; dog-classes still wrong, "three classes" of a price line read as a count) -> 42 / 52 / 11 / 2; pinned
  there.
- merged (after75 = read75 + speed75 + fix62a/b/c/d), fiftyseventh: 51 / 52 / 2 / 2 (left wrong: dog-classes, a list
  counted less a later cancellation; bike-tyre-absent, a price for a thing no line is about); pinned there.
- listcount75 (from land75), fiftyseventh: 51 / 52 / 2 / 2 -> 53 / 51 / 1 / 2 (VV2: a how-many over one list of the
  asked thing counted less the members later lines remove, ``grounded/list_counts``: cat-count and dog-classes right;
  left wrong: bike-tyre-absent); pinned there.
- near76 (from start76), fiftysixth: 43 / 54 / 1 / 4 -> 43 / 55 / 0 / 4 (med-return: "The documents do not mention
  'chemist'" over a label whose "Pharmacist's note" line holds a WordNet synonym of it is a stated limit,
  ``grounded/near_words``); max_wrong 0.
- fiftyeighth (106, held out: written on branch held58 from start76 at 42e1a691, no simulator change made for its
  cases; a brewery's tours FAQ through ``prompt.pipe(llm).pipe(StrOutputParser())``, a van hire agreement split by
  ``RecursiveCharacterTextSplitter`` into a vector store read back whole by ``as_retriever``, an adventure golf price
  board through an ``XMLOutputParser`` chain, a gutter cleaning quotation through ``bind_tools`` and
  ``PydanticToolsParser``, a Romanian pool notice with a MODIFICARE in a checkpointed ``MessagesState`` graph, a
  car valet price grid returned by an agent's zero-argument tool with ``response_format``, a marquee hire quote
  through message prompt templates and ``format_messages``, a school photo order form through a string
  ``PromptTemplate`` with ``partial_variables``): first sight 35 / 50 / 21 / 5 with the oracles as committed; one
  oracle mended after the run (valet-book: its dump marker "stamp card" sits on a line that answers another case)
  -> 36 / 50 / 20 / 5 (read strictly 34 / 50 / 22 / 5: ro-adult-oct and ro-who-sauna disown their answers); pinned
  there. Classes: ``FIFTYEIGHTH_CLASSES.md``.
- fix63a (from read76), fiftyeighth: 36 / 50 / 20 / 5 -> 40 / 47 / 19 / 5 (WW1: a "NOTICE:" line closing a block of
  records is a line of it, ``pointed_material.closes_block``: golf-family and golf-toddler right, golf-last a limit,
  golf-saving / golf-treasure-aug / golf-both still wrong on the answering side; WL1: forms named by purpose and
  flyers are material nouns: photo-retake and photo-frame-absent right, photo-a-digital ("do not mention 'plus'") and
  photo-full ("I don't know.") wrong where a limit was; WW9 (a): "Răspunde ..." is the instruction, no longer quoted
  as material (ro-adult-oct and ro-who-sauna still disown "cât", "cine": WW9 (b) left); "do u" asks,
  golf-icecream-absent kept right).
- fix63b (from read76), fiftyeighth: 36 / 50 / 20 / 5 -> 41 / 50 / 15 / 5 (WW2/WW8, ``grounded/revised_tables``: a
  later revision line over a priced list read before a row is quoted - a "new total" line for the Total row
  (gut-total), a yes/no over a row the revision takes out is "No" (gut-conservatory), a "per X" over an item cell "N
  Xs @ £P" is £P (gut-downpipe), a subtotal / VAT / total asked is worked again without the struck rows when the
  table's figures add up and agree with a stated new total (gut-vat: 20% of £185, £37), else a stated limit; a count a later variation extends re-works "rate x count = total" (van-hire-cost)).
- fiftyeighth, fix63d (from read76): 36 / 50 / 20 / 5 -> 38 / 51 / 17 / 5 (brew-sunday "No" from "No tours on
  Sundays." read as a closed day, ``words.weekdays`` ``closed_before``; mq-heaters-absent "do not mention 'heaters'"
  as "patio" sits only inside the pegs line, ``asked_heads`` line heads; van-excess £250 from the granted Excess
  Cover, ``grounded.granted_conditions``; ro-adult-oct, a disowned-answer pass read strictly, now the stated
  Romanian word-for-word limit once "cât" / "costă" name no topic; the quote's kind-naming title no longer heads
  the mq replies, ``title_lines``).
- fix63e (from read76), fiftyeighth: 36 / 50 / 20 / 5 -> 37 / 50 / 19 / 5 (WW6 valet-two: a key line "Small = e.g.
  Fiesta, Corsa" maps a named thing to a grid's column, and two named things are two cells summed with the
  working, ``grid_cells.looked_up``); min_right 37, max_wrong 19.
- fix63c (from read76), fiftyeighth: 36 / 50 / 20 / 5 -> 41 / 50 / 15 / 5 (WW3 van-700, van-late, mq-deposit and WW7 b
  / c mq-balance, mq-delivery: ``unused_quantities.head_line`` works a label-keyed rate per hour started under a cap
  named in words, a percentage of the total the question states, a counted thing priced each after the
  documents' allowance (per day x the days stated, an extension added); ``distance_charge`` works "free within N
  miles, then £P per mile each way" for the stated distance; ``notice_deadlines`` counts back from an event the
  documents date; ``defined_terms``' each cue skips "each way").
- merged (after76: fix63a, fix63b, fix63c, fix63d, fix63e on read76, and the merger's fix of fix63b's extended-count
  step, which re-worked the hire total for "if im 2 hours late ... how much"), fiftyeighth: 36 / 50 / 20 / 5 -> 54 / 47
  / 5 / 5; left wrong: golf-saving, golf-treasure-aug, golf-both (the board read at last, its answers not worked),
  photo-a-digital ("plus" taken as the missing head), photo-full ("I don't know." over "head and shoulders only");
  pinned there.
- merged after76 (round 76), thirtysixth: 43 / 40 / 0 / 6 -> 43 / 40 / 0 / 7, a false alarm more that is not a worse
  reply: cattery-booster's limit (the same rule, the thresholds speak only for the other side) now names both of the
  documents' thresholds ("3 days is not at least 7 days; 3 days is not at least 14 days"), the 7-day one read since
  the round's reader changes, and its oracle passes on "at least 7 days"; max_false_alarms 7. The right reply
  ("No: the booster must be at least 7 days before arrival") is left for a later round: the threshold reader states
  its limit when no sentence speaks for the question's side.
- fiftyninth (106, held out: written on branch held59 from start77 at 96816197, no simulator change made for its
  cases; an allotment rent letter with a P.S. through ``RunnablePassthrough.assign``, a residents' parking leaflet
  split by ``MarkdownHeaderTextSplitter``, a dry cleaner's CSV tariff in one human message via ``from_template``, a
  boiler care plan in a TypedDict-state graph with ``add_conditional_edges`` and a string prompt, a marina berthing
  tariff through ``chain.stream``, a Czech hairdresser's ceník in an ``InMemoryChatMessageHistory``, an airport
  taxi fare sheet as JSON from an agent's one-argument tool, an electricity bill with an amended total through
  ``with_structured_output`` on a learner's answer schema): first sight 33 / 53 / 20 / 4 with the oracles as
  committed (ad855a3b); three oracles mended after the run (bill-standing, bill-credit: their dump marker was the
  bill's title line, carried as noise before a right quote; tool-pints: the US reading of a bare pint, which the
  course's sets accept) -> 36 / 53 / 17 / 4 (read strictly 34 / 53 / 19 / 4:
  park-second disowns "2nd", allot-chickens-absent quotes unrelated lines before its "I don't know"); pinned there.
  Classes: ``FIFTYNINTH_CLASSES.md``; per-case rules: ``fiftyninth_first_sight.csv`` (``--rules OUT.csv``).
- fix64c (from read77b), fiftyninth: 36 / 53 / 17 / 4 -> 39 / 53 / 14 / 4: marina-power right (XW3 a:
  ``later_corrections`` reads a "from <date>" clause after a notice's lead, "Notice to ... (May): from 1 June, ...",
  as a change; ``notice_labels`` data), park-third right (XW4: ``grounded/ordinal_caps``, a permission asked for the
  N-th of a thing over a count cap, "No household may hold more than two", is "No" with the cap), park-motorbike-absent
  right (XW5: ``class_words`` reads no class of a member from a class word written only as a narrower kind, "Electric
  vehicles"; ``sub_kinds`` data). park-vouchers-max stays wrong in another way (a price change no longer corrects a
  count asked, XW3 b; now a partial answer: the 6 x 10 count is not worked).
- regress77 (session 77, from start77), fiftyeighth: 54 / 47 / 5 / 5 -> 56 / 50 / 0 / 5: photo-a-digital right
  ("£30 together": ``together_sums`` sums fronted items joined by "plus" before a bare "how much", a one-letter label
  names its row in ``either_or``, an add-on line prices the thing added), golf-treasure-aug right (``closed_spans``
  reads a day against "closed ... until 30 August"; its oracle's dump marker "hole 7 waterfall", which sits on its
  own answer line, mended as the set's docstring foresaw), golf-saving and golf-both stated limits
  (``combined_amounts``: a "+" inside a quoted name is no working, a bare trailing "how much" asks one amount;
  ``category_values``: an entity whose own line is priced is no category join), photo-full a stated limit
  (``doubted_absence._kind_restricted``: "a full length one" over "all portraits are head and shoulders"). Pinned
  there.
- fix64a (from read77b), fiftyninth: 36 / 53 / 17 / 4 -> 37 / 54 / 15 / 4: bill-days right (``stamp_spans``: a
  period asked in days takes the count its line states, "(92 days)", or counts both ends of a joined period);
  marina-july a stated limit (``band_tables.column_bands``: band rows of several price columns read, the column the
  question's month names, a limit when a line beside the table changes its prices, "Multihulls pay 50% on top").
  ``granted_conditions.within_time`` (a value conditioned on "if paid within N days" settled by the question's own
  time) moves no case here: park-fine still needs "ticket" ~ "penalty charge". min_right 37, max_wrong 15.
- regress77 (session 77), twentysecond: 36 / 32 / 2 / 4 -> 36 / 33 / 1 / 4: wash-big-plus-dryer a stated limit again
  (``unused_quantities.head_line`` worked "£3 (3 x £1)" from the dryer line alone; a time rate is now a reason when
  the question also names another priced thing, "a big wash"); max_wrong 1.
- fix64b (from read77b), fiftyninth: 36 / 53 / 17 / 4 -> 40 / 54 / 12 / 4: schema-second-last right (XW9:
  ``field_readers.place_from_bottom`` works "second to last" of a stated field size as N - k + 1, a stated limit
  without one), tool-inches right (XW8: ``side_of_pair`` gives two length arguments the two sides of "A by B <unit>",
  a bare side taking the other's unit; ``sized_areas`` reads inches), allot-rent right (XW2: ``rate_products._across``
  takes the one rate whose label names the subject; a figure of the question's own left unused is no working),
  park-ev right (XW2: ``share_prices`` takes no base whose sentence names another place than the question's),
  dry-express a stated limit (XW2: ``unapplied_adjustments`` reads "+50%" after a "label:" and a hyphened case word).
  min_right 40, max_wrong 12.
- fix64d (session 77, from read77b), fiftyninth: 36 / 53 / 17 / 4 -> 39 / 52 / 15 / 2: taxi-night right and
  taxi-man-saloon a stated limit (``material.keyed_tables``: a JSON record's nested table descended by the keys the
  question names; a percentage beside it whose clock span holds the question's time applied, a note naming a key
  of the path with a change a stated limit), bill-units right without its limit (``answer_forms``: "1,200" is one
  count), schema-booking right without its limit (a thing's flag described "whether ... is coming" reads the
  thing's own cue when the attendance cues say nothing); taxi-wait / taxi-meet-drop / taxi-seats stay stated limits,
  now "no 'airport' for it to look up" (``look_up_with`` reads "Look fares up with fare_sheet").
- fix64e (session 77, from read77b), fiftyninth: 36 / 53 / 17 / 4 -> 39 / 50 / 17 / 4: the boiler schedule read as
  the document (``pointed_material.points_ahead``: the block between an answering instruction pointing ahead,
  whatever its noun, and a "Question:" label; the label kept out of the block, a "Response:" line inside it the
  block's own): boiler-monthly, boiler-service-excess, boiler-thermostat-absent right; boiler-radiator a stated
  limit (``absence.state_word``: "a leaking radiator" over "Not covered: radiators", the absent "-ing" word may
  only describe the thing held); park-second no longer disowns "2nd" (an ordinal in figures met by its word,
  ``evidence._compounds``). Read strictly 34 / 53 / 19 / 4 -> 38 / 50 / 18 / 4: allot-chickens-absent still
  quotes unrelated lines before its absence. min_right 39.
- the merger (session 77), fiftyninth on the tree with fix64a-e merged: 36 / 53 / 17 / 4 -> 50 / 51 / 5 / 2 (the
  five branches' gains add up: 14 wrongs gone, two false alarms gone); pinned there: min_right 50, max_wrong 5,
  max_false_alarms 2.
- conv78 (session 78, from start78): a grade of an answer to a question of the simulator's own general knowledge
  judged by that fact (``verdicts.known_fact_verdict``: the words the fact's answer adds to the question all in the
  answer, or none of them): fiftysixth 43 / 55 / 0 / 4 -> 44 / 54 / 0 / 4 (grade-mark right, "Canberra." marked 10),
  fiftyseventh 53 / 51 / 1 / 2 -> 54 / 50 / 1 / 1 (grade-correct "365" for a leap year's days: INCORRECT with no
  limit), fiftyeighth 56 / 50 / 0 / 5 -> 57 / 49 / 0 / 5 (grade-helpful right, "Paris." rated 10). Pinned there.
- regress78 (session 78, from start78), fiftyninth: 50 / 51 / 5 / 2 -> 55 / 51 / 0 / 2: allot-card right
  (``listed_means``: a permission asked for a means a listing of its kind leaves out, "by bank transfer or in cash"
  for card, is "No"), dry-dress-sameday right (``excluded_classes``: a note "not available for specialist cleans"
  read against the asked thing's row), allot-late and park-fine right (``conditioned_values``: before a trusted "I
  don't know", a fee "applies from 1 May" settled by the question's "3 may", "reduced to £35 if paid within 14 days"
  by its "within a week"; ``dated_changes`` no longer reads a quoted date's day as a value), park-vouchers-max right
  (``capped_counts``: "max number of" asks a count, "up to 6 books a year" x "books of 10" = 60); read strictly
  allot-chickens-absent right too (``asked_thing_absent.unmet_action``: no unrelated lines quoted before the
  absence). min_right 55, max_wrong 0.
- regress78 (session 78), fiftyeighth: 56 / 50 / 0 / 5 -> 57 / 49 / 0 / 5: gut-cheque right (``listed_means``: "can I
  pay by cheque" over "Payment: on completion by card or bank transfer." is "No", where a limit was); min_right 57.
- the merger (session 78), fiftyeighth on the tree with conv78 and regress78 merged: 56 / 50 / 0 / 5 -> 58 / 48 / 0 / 5
  (grade-helpful and gut-cheque both right: the two branches' gains add up); min_right 58.
- sixtieth (106, held out: written on branch held60 from start78 at a3a0d9e7, no simulator change made for its
  cases; a removals quotation with a revised line through ``llm.batch``, a farm park's Markdown admission board
  behind a ``RunnableBranch``, a mobile library's fixed-width timetable from a zero-argument tool in a hand-built
  ``ToolNode`` / ``tools_condition`` graph, a French after-school club tariff through ``with_fallbacks``, a tool hire
  firm's numbered terms with an amendment clause through the LCEL retriever chain, a tennis club's INI renewal file
  in a human message of two text blocks, a pottery studio's HTML page through a ``@chain`` function, a phone repair
  shop's YAML prices from an agent's two-argument tool): first sight 36 / 59 / 11 / 1 with the oracles as committed
  (3bead9ee); one oracle mended after the run (rem-boxes: its dump marker was on the line that answers it) ->
  37 / 59 / 10 / 1 (read strictly 34 / 59 / 13 / 1: hire-far disowns its words, pot-toddler-tile's "5" is the
  "5s" of "under 5s", tool-task drops "call" from the title); pinned there.
  Classes: ``SIXTIETH_CLASSES.md``; per-case rules: ``sixtieth_first_sight.csv`` (``--rules OUT.csv``).
- fix65a (session 78, from read78), sixtieth: 37 / 59 / 10 / 1 -> 40 / 59 / 7 / 1: pot-mug right (YW6:
  ``changed_later.record_subject_named``: a later change line naming the quoted record's subject, "mugs are now
  £13" over "Piece: Mug", applies though the question's "paint" is not in it), rem-estimate right (YW1 b:
  ``rate_products.worked_correction``: "the estimate altogether" over a correction stating "£110 per hour" and "4
  hours" is £440), fr-troisieme right (YW1 a: ``later_corrections.secondary_pick``: the correction of a pick that
  covers less of the question is a note after the best pick); min_right 40, max_wrong 7.
- fix65b (session 78, from read78), sixtieth: 37 / 59 / 10 / 1 -> 39 / 59 / 8 / 1: hire-rotavator-day and
  hire-rotavator-week right (YW2: ``later_corrections`` reads a dotted clause number, "5.1 Clause 1.2 is replaced:",
  as a change of clause 1.2 wherever the retriever puts it; ``labelled_amounts.restated``: the restated listing's
  one asked amount, £135 per week); min_right 39, max_wrong 8.
- fix65c (from read78), sixtieth: 37 / 59 / 10 / 1 -> 39 / 60 / 7 / 1: hire-delivery right (YW4 b:
  ``rate_products.both_legs``: "delivery and collection" over "£15 each way" on the threshold's side is "GBP 30 (2 x
  £15 each way)"), hire-fuel a stated limit (YW4 a: ``question_measure``: "4 litres" is no count of the delivery
  line's "10 miles", so no GBP 150; the litre rate's limit follows), farm-family right (YW3: ``weekdays.header_days``
  reads "Peak (weekends & school holidays)" as a day column, the Saturday cell £46.00 alone); pot-toddler-tile
  (right as judged, YW8) now also gives the tile's £5 (``stated_answers._priced_item``); min_right 39, max_wrong 7.
- fix65d (session 78), sixtieth: 37 / 59 / 10 / 1 -> 39 / 58 / 9 / 1: tennis-guest-times and tennis-lights right
  (``prose``: an INI section's keys one record each, labelled "[section]", so one key's line answers, not the
  joined section); tennis-adult, -monthly, -junior-joining and farm-kids-weekday read their material now
  (``message_text``: content blocks are parts; ``unlabelled_prompt.short_ask``; ``terse_asks``: "..., total")
  and stay stated limits (tennis-monthly: ``record_answers`` states no amount for "how much a month" met by a
  setting writing none); min_right 39, max_wrong 9. fix65d also moves fiftyfirst 46 / 55 / 1 / 2 -> 46 / 56 / 0 / 2:
  wall-student (an INI [entry] section's joined keys quoted) is a stated limit ("no one line holds all");
  max_wrong 0.
- fix65e (session 79, from read78), sixtieth: 37 / 59 / 10 / 1 -> 39 / 58 / 9 / 0: tool-tins right
  (``field_readers.container_total``: "2 tins of 2.5 litre" is 5 litres, for tool arguments and structured output),
  tool-amount-missing right, its false alarm gone (``argument_asks``: "pay" of pay_invoice is the tool's own verb,
  not only its "payee" argument's; the certainly missing amount asked back, no limit); read strictly tool-task
  right too (``tool_args``: the quoted title 'call gran' taken whole). min_right 39, max_wrong 9, max_false_alarms 0.
- fix65e (session 79, from read78), fiftyeighth: 58 / 48 / 0 / 5 -> 59 / 47 / 0 / 4: tool-bill-missing right, its
  false alarm gone (the same ``argument_asks`` change: "pay" of pay_bill read as the tool's verb, the amount asked
  back with no limit); min_right 59, max_false_alarms 4.
- the merger (session 78), sixtieth on the tree with fix65a-e merged: 37 / 59 / 10 / 1 -> 48 / 58 / 0 / 0 (the five
  branches' gains add up: ten wrongs gone, three of them to stated limits; the false alarm gone); pinned there:
  min_right 48, max_wrong 0, max_false_alarms 0.
- the merger (session 78), after the count of the merged tree: fix65e's ask-back for a certainly missing value
  withdrawn (it asked "which people and time?" for book_table on "book me a taxi to the station", a silently wrong
  reply in scratch_s58, and routed the nb03 exercise's question to the converter): sixtieth 48 / 58 / 0 / 0 ->
  47 / 59 / 0 / 1 (tool-amount-missing back to its false alarm); min_right 47, max_false_alarms 1. fiftyeighth
  59 / 47 / 0 / 4 kept.
- latent79 (session 79, the merger's latent classes on a probe of my own, ``tests/sim/probes/latent79.py``):
  thirtieth 35 / 35 / 0 / 3 -> 36 / 34 / 0 / 3 (tool-alarm-half-six: "wake" meets set_alarm's "alarm",
  ``tool_synonyms``); min_right 32 -> 36. Every other set run one by one unchanged (see the branch's report).
- sixtyfirst (106, held out: written on branch held61 from start79 at 6b90b8dd, no simulator change made for its
  cases; a skip hire price sheet with a price correction in a retrieve -> generate TypedDict graph run with
  ``stream_mode="values"``, a driving instructor's lesson prices as OpenAI-style role dicts, a climbing centre's
  dotted-leader board through a ``MessagesPlaceholder`` prompt with ``.partial``, a launderette's ``.properties``
  price file with a commented price change through a ``RunnableLambda`` chain, a Danish rowing club's kontingent
  with a Rettelse as (role, text) tuples, a steam railway's footnoted leaflet from an agent's ``Literal``-argument
  tool, a hospital's parking Q&A with an Amended line in a ``Command``-routing graph with a checkpointer, a yoga
  studio's email thread with the newest reply on top through message prompt templates): first sight
  35 / 56 / 15 / 2 with the oracles as committed (39e61450); no oracle mended (read strictly 33 / 56 / 17 / 2:
  dk-kajak-absent and hosp-ev-absent disown the question's words beside an unrelated quoted line); pinned there.
  Classes: ``SIXTYFIRST_CLASSES.md``; per-case rules: ``sixtyfirst_first_sight.csv`` (``--rules OUT.csv``).
- fix66b (session 80, from read79), sixtyfirst: 34 / 57 / 15 / 2 -> 39 / 57 / 10 / 2: ZW2 yoga-per-class,
  drive-block-each, climb-punch right (``grounded.bundle_units``: one unit's price from a bundle's price and count, a
  struck value dropped; "N x the <label> price" worked with that label's line), ZW6 climb-kit, yoga-hot-drop right
  (``workings`` total of parts: a superseded line dropped, the base the question names added); min_right 39,
  max_wrong 10.
- fix66b (session 80, from read79), fiftyfourth: 59 / 40 / 0 / 3 -> 60 / 39 / 0 / 3: mr-boiler-co right ("£165 (£95 +
  £70)": the ``workings`` total of parts over an extra and its base, summed though a line states a rate); min_right 60.
- fix66c (session 79, the sixty-first set's ZW3 / ZW4 / ZW8 from read79): sixtyfirst 34 / 57 / 15 / 2 ->
  38 / 57 / 11 / 2 (skip-today, yoga-share: a ban said as "not available" / "not shareable" read through a
  phrasal particle, a time group and another person using the asker's thing, ``banned_actions``; skip-permit-absent:
  a lead time returned for a validity, ``asked_kinds`` ``duration_roles``; dk-ungdom: "Rettelse" a change label and
  "koster" a word of asking); max_wrong 15 -> 11, min_right 35 -> 38.
- fix66d (session 80, from read79), sixtyfirst: 34 / 57 / 15 / 2 -> 37 / 57 / 12 / 2: tool-pint right (ZW9,
  ``regional_units``: "a pint ... (uk pint)", the article the figure 1); rail-santa-rover and rail-monday-steam right
  (ZL1, ``tools.section_args``: the agent's Literal section picked by the question's kind of ask, never ''), with
  rail-arrive and rail-family-dog stated limits, not wrong (``asks_end``: "get to <place>"; ``workings``: the dog's
  £2 is no use of the count "2 adults"); drive-student and drive-block-save stated limits (ZW5: "48 hours' notice"
  meets no lesson's length, ``comparisons.measures_the_asked``; a single price skips the "Test day:" line,
  ``count_comparisons``). min_right 35 -> 37, max_wrong 15 -> 12.
- sixtyfirst, branch fix66e (from read79): 34 / 57 / 15 / 2 -> 37 / 54 / 15 / 2 (ZL2: "You answer questions about
  the launderette's price file:" introduces the material, ``pointed_material.answers_about_named``; a config comment
  restating a key as a change applied, ``config_files.restated_change``: laund-large, laund-dye, laund-ironing-absent
  right; laund-powder a limit through the detergent / powder aliases instead of a silent "I don't know."; ZW10:
  hosp-ev-absent now the absence alone, still right); min_right 35 -> 37.
- fix66a (session 79, the sixty-first's ZW1 / ZW7: table lines, their cells parted by tabs or column gaps, among
  prose lines read one unit a line, never one run-on sentence with the title and the other rows,
  ``prose._cell_line_units``; a struck value keeps its currency sign, "not £330", ``later_corrections._struck``):
  sixtyfirst 34 / 57 / 15 / 2 -> 36 / 57 / 13 / 2 (skip-8yd: the correction alone; skip-bags: the midi's row,
  not the 8-yard correction); max_wrong 15 -> 13, min_right 35 -> 36. skip-road no longer quotes the 8-yard
  correction but quotes the 6-yard row and the permit unworked (still wrong: the asked total, ZW2's family).
- the merger (session 79), sixtyfirst on the tree with fix66a-e merged and the merger's fixes (calib79b, answer_forms):
  34 / 57 / 15 / 2 on read79 -> 52 / 53 / 1 / 2 (the five branches' gains add up; skip-road left: a total of the
  corrected row and the permit not worked); pinned there: min_right 52, max_wrong 1.
- calib80 (session 80, from start80), sixtyfirst: 52 / 53 / 1 / 2 -> 52 / 54 / 0 / 2: skip-road a stated limit (a plain
  quote of two amounts and no total for a question asking a total, ``unworked_answers.unworked_in_quote``); max_wrong 0.
- sixtysecond (99, held out: written on branch held62 from start80 at f742ff07, no simulator change made for its
  cases; a guitar teacher's term fees with an Update line in an ``add_sequence`` graph, a knife sharpening stall's
  pipe-delimited till export with a Correction row through a dict-literal chain head, a Dutch station bicycle
  park's tarieven with a Wijziging through ``llm.stream``, a car boot sale leaflet from an agent with two tools
  (one off the subject), a takeaway receipt with a substitution and refund through a ``PromptValue``, a council's
  bulky waste page with a Revised line via ``llm.with_config``, a foot clinic's prose price paragraph with a
  closing amendment after ``trim_messages``): first sight 33 / 56 / 10 / 1 with the oracles as committed
  (4a2fc018); no oracle mended (read strictly 32 / 56 / 11 / 1: nl-jaar quotes another row's value beside the
  answer); pinned there. Classes: ``SIXTYSECOND_CLASSES.md``; per-case rules: ``sixtysecond_first_sight.csv``.
- fix67c (from read80), sixtysecond: 33 / 56 / 10 / 1 -> 36 / 56 / 7 / 1: guitar-home right (a "no home visits"
  clause after ";" read as a ban, "our house" the asker's home, ``banned_actions``), foot-first-length right (the
  one ";" clause naming the first appointment, ``clause_values``), receipt-time right (the heading's 19:42, not the
  dish line under it, ``composed_quotes.heading_value``); min_right +3, max_wrong -3 (this branch's cases only).
- fix67a (session 80, from read80), sixtysecond: 33 / 56 / 10 / 1 -> 36 / 54 / 9 / 1: YW1 foot-insoles right (a
  paragraph's later amended sentence applied, ``later_corrections``); YL1 the bulky and Dutch prompts read as
  answering from the material after the colon (``pointed_material.answers_about`` / answers_about_nl, a topic
  label whose material's first line names it): bulky-bath, bulky-recycle-absent right, the other YL1 cases document
  limits; YW9 nl-jaar the annual price alone (Dutch "kost" / "een" no content terms); min_right 33 -> 36, max_wrong
  10 -> 9.
- fix67d (session 80, from read80), sixtysecond: 33 / 56 / 10 / 1 -> 36 / 56 / 7 / 1: YW7 schema-turns-40 right (an
  age reached later, "turns N next month", is N - 1 for an age-now field: ``ages.future_age``), schema-due-30 right
  ("due N days later" worked from the one date: ``validity.offset_field_date``); YW8 grade-pass right (a closing
  "Reply PASS or FAIL only." line ends the last labelled value: ``reference_grading.closing_instruction``); the
  tool-no-fit false alarm left (a right limit: no fact it holds answers the question); min_right 36, max_wrong 7.
  fix67b (from read80): YW2 (a threshold's side and an add-on line the question names: the side's flat amount plus
  the add-ons, or a stated limit when the side is itself the add-on: knife-chip wrong -> right, foot-home wrong ->
  limit) and YW3 ("both" / "each of my two" / "a pair of" over a price per one as a count of 2, "either" none, an
  amount asked after the count: foot-two-toes wrong -> right) and YL3's guitar-45 (a changed line's own label,
  "the 45-minute lesson is now £29 per week", no count of minutes: limit -> right): 33 / 56 / 10 / 1 -> 36 / 56 /
  7 / 1; pinned there (these cases' numbers only: min_right +3, max_wrong -3).
- fix67e (session 80, from read80): sixtysecond 33 / 56 / 10 / 1 -> 38 / 51 / 10 / 1 (YL2 boot-van, boot-dog: the
  one tool left whose description looks up the subject's prices / rules / hours, ``tool_choice.subject_lookup``;
  YL3 conv-locker "which X is mine", conv-walked "how far have i walked", conv-film-end the follow-up's own
  length): min_right 38; sixtyfirst 52 / 54 / 0 / 2 -> 53 / 53 / 0 / 2 (conv-train-arrive, the same end-time
  reading): min_right 53. The same branch: twentieth 32 -> 33 right (thread-locker-topic-change) and twentyninth
  28 -> 29 right (thread-locker), "which locker is mine"; thirtyseventh 32 -> 33 right (thread-run-km, "how far
  have i run") and thirtyfirst 36 -> 37 right (thread-run-total); the end time from the follow-up's own length:
  ninth 41 -> 42 (thread-arrival), fiftyninth 55 -> 56 (conv-arrive), sixtieth 47 -> 48 (conv-film-end); the perfect
  of the series' verb: fiftysecond 46 -> 47 (thread-km), fiftyeighth 59 -> 60 (conv-walked): each min_right by one.- the merger (session 80), sixtysecond on the tree with fix67a-e merged: 33 / 56 / 10 / 1 on read80 (the tree merged
  before it was read: the same as at first sight, case by case) -> 50 / 49 / 0 / 1 (the five branches' gains add up);
  pinned there: min_right 50, max_wrong 0.
- the merger (session 80), every set and probe counted on the merged tree (c41b3d45) against start80's counts: the
  floors of the sets the session's branches improved raised to their counts (min_right: eighteenth 28->29, fifth 32->33, fiftyeighth 59->60, fiftyninth 55->56, fortyeighth 33->36, sixteenth 37->38, sixtieth 47->49, sixtyfirst 52->54, twentyfirst 38->39, twentysecond 36->38, twentythird 42->44; the same-numbered
  gains of fix67e / fix67d named above, and fifth +1, eighteenth +1, twentyfirst +1, twentysecond +2, twentythird +1,
  sixteenth +1 from fix67d's age and grader readings, fortyeighth +1 from learner79's field readers re-landed).
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import NamedTuple

import pytest


class Pin(NamedTuple):
    min_cases: int
    max_wrong: int
    min_right: int
    max_false_alarms: int


PINS: dict[str, Pin] = {
    "second_set": Pin(min_cases=60, max_wrong=0, min_right=52, max_false_alarms=0),
    "third_set": Pin(min_cases=45, max_wrong=0, min_right=30, max_false_alarms=1),
    "fourth_set": Pin(min_cases=50, max_wrong=0, min_right=42, max_false_alarms=2),
    "fifth_set": Pin(min_cases=50, max_wrong=0, min_right=33, max_false_alarms=0),
    "sixth_set": Pin(min_cases=50, max_wrong=0, min_right=32, max_false_alarms=0),
    "seventh_set": Pin(min_cases=55, max_wrong=0, min_right=37, max_false_alarms=1),
    "eighth_set": Pin(min_cases=60, max_wrong=1, min_right=39, max_false_alarms=0),
    "ninth_set": Pin(min_cases=65, max_wrong=0, min_right=42, max_false_alarms=1),
    "tenth_set": Pin(min_cases=65, max_wrong=4, min_right=33, max_false_alarms=1),
    "eleventh_set": Pin(min_cases=65, max_wrong=1, min_right=44, max_false_alarms=2),
    "twelfth_set": Pin(min_cases=65, max_wrong=4, min_right=36, max_false_alarms=3),
    "thirteenth_set": Pin(min_cases=65, max_wrong=1, min_right=50, max_false_alarms=1),
    "fourteenth_set": Pin(min_cases=65, max_wrong=2, min_right=40, max_false_alarms=1),
    "fifteenth_set": Pin(min_cases=65, max_wrong=3, min_right=27, max_false_alarms=5),
    "sixteenth_set": Pin(min_cases=65, max_wrong=0, min_right=38, max_false_alarms=5),
    "seventeenth_set": Pin(min_cases=65, max_wrong=0, min_right=41, max_false_alarms=2),
    "eighteenth_set": Pin(min_cases=65, max_wrong=7, min_right=29, max_false_alarms=6),
    "nineteenth_set": Pin(min_cases=65, max_wrong=2, min_right=31, max_false_alarms=5),
    "twentieth_set": Pin(min_cases=65, max_wrong=0, min_right=33, max_false_alarms=5),
    "twentyfirst_set": Pin(min_cases=65, max_wrong=0, min_right=39, max_false_alarms=1),
    "twentysecond_set": Pin(min_cases=65, max_wrong=1, min_right=38, max_false_alarms=4),
    "twentythird_set": Pin(min_cases=65, max_wrong=0, min_right=44, max_false_alarms=3),
    "twentyfourth_set": Pin(min_cases=65, max_wrong=0, min_right=34, max_false_alarms=0),
    "twentyfifth_set": Pin(min_cases=65, max_wrong=4, min_right=38, max_false_alarms=4),
    "twentysixth_set": Pin(min_cases=65, max_wrong=2, min_right=23, max_false_alarms=1),
    "twentyseventh_set": Pin(min_cases=65, max_wrong=2, min_right=35, max_false_alarms=1),
    "twentyeighth_set": Pin(min_cases=65, max_wrong=1, min_right=26, max_false_alarms=3),
    "twentyninth_set": Pin(min_cases=65, max_wrong=1, min_right=29, max_false_alarms=1),
    "thirtieth_set": Pin(min_cases=65, max_wrong=1, min_right=36, max_false_alarms=4),
    "thirtyfirst_set": Pin(min_cases=65, max_wrong=1, min_right=37, max_false_alarms=4),
    "thirtysecond_set": Pin(min_cases=65, max_wrong=2, min_right=20, max_false_alarms=9),
    "thirtythird_set": Pin(min_cases=65, max_wrong=0, min_right=52, max_false_alarms=2),
    "thirtyfourth_set": Pin(min_cases=75, max_wrong=0, min_right=41, max_false_alarms=5),
    "thirtyfifth_set": Pin(min_cases=80, max_wrong=0, min_right=32, max_false_alarms=5),
    "thirtysixth_set": Pin(min_cases=83, max_wrong=0, min_right=43, max_false_alarms=7),
    "thirtyseventh_set": Pin(min_cases=80, max_wrong=0, min_right=33, max_false_alarms=3),
    "thirtyninth_set": Pin(min_cases=80, max_wrong=0, min_right=32, max_false_alarms=5),
    "fortieth_set": Pin(min_cases=81, max_wrong=0, min_right=32, max_false_alarms=9),
    "fortyfirst_set": Pin(min_cases=86, max_wrong=5, min_right=35, max_false_alarms=8),
    "fortysecond_set": Pin(min_cases=91, max_wrong=0, min_right=33, max_false_alarms=6),
    "fortythird_set": Pin(min_cases=96, max_wrong=6, min_right=43, max_false_alarms=9),
    "fortyfifth_set": Pin(min_cases=90, max_wrong=6, min_right=36, max_false_alarms=2),
    "fortyfourth_set": Pin(min_cases=85, max_wrong=1, min_right=27, max_false_alarms=2),
    "fiftyfirst_set": Pin(min_cases=102, max_wrong=0, min_right=46, max_false_alarms=2),
    "fiftysecond_set": Pin(min_cases=103, max_wrong=0, min_right=47, max_false_alarms=1),
    "fiftythird_set": Pin(min_cases=105, max_wrong=0, min_right=50, max_false_alarms=2),
    "fiftyfourth_set": Pin(min_cases=99, max_wrong=0, min_right=60, max_false_alarms=3),
    "fiftyfifth_set": Pin(min_cases=101, max_wrong=4, min_right=58, max_false_alarms=0),
    "fiftysixth_set": Pin(min_cases=98, max_wrong=0, min_right=44, max_false_alarms=4),
    "fiftyseventh_set": Pin(min_cases=105, max_wrong=1, min_right=54, max_false_alarms=1),
    "fiftyeighth_set": Pin(min_cases=106, max_wrong=0, min_right=60, max_false_alarms=4),
    "fiftyninth_set": Pin(min_cases=106, max_wrong=0, min_right=56, max_false_alarms=2),
    "sixtieth_set": Pin(min_cases=106, max_wrong=0, min_right=49, max_false_alarms=1),
    "sixtyfirst_set": Pin(min_cases=106, max_wrong=0, min_right=54, max_false_alarms=2),
    "sixtysecond_set": Pin(min_cases=99, max_wrong=0, min_right=50, max_false_alarms=1),
    "fortyninth_set": Pin(min_cases=100, max_wrong=5, min_right=50, max_false_alarms=0),
    "fiftieth_set": Pin(min_cases=93, max_wrong=1, min_right=31, max_false_alarms=2),
    "fortyeighth_set": Pin(min_cases=93, max_wrong=2, min_right=36, max_false_alarms=4),
    "fortyseventh_set": Pin(min_cases=93, max_wrong=2, min_right=34, max_false_alarms=4),
    "fortysixth_set": Pin(min_cases=91, max_wrong=10, min_right=31, max_false_alarms=2),
    "thirtyeighth_set": Pin(min_cases=77, max_wrong=3, min_right=27, max_false_alarms=5),
    "thread_probes": Pin(min_cases=23, max_wrong=2, min_right=17, max_false_alarms=1),
}


def _set(name: str):
    return importlib.import_module(f"tests.sim.fresh.{name}")


@cache
def _tally(name: str) -> dict[str, int]:
    """A set's counts, once per test run whatever the number of pins read from them."""
    return _set(name).counts()


@pytest.mark.parametrize("name", PINS)
def test_the_set_is_large_and_its_ids_unique(name):
    ids = [c.id for c in _set(name).CASES]
    assert len(ids) == len(set(ids)) >= PINS[name].min_cases


@pytest.mark.parametrize("name", PINS)
def test_never_silently_wrong_beyond_the_ceiling(name):
    tally = _tally(name)
    assert tally["wrong"] <= PINS[name].max_wrong, tally


@pytest.mark.parametrize("name", PINS)
def test_right_answers_stay_right(name):
    tally = _tally(name)
    assert tally["right"] >= PINS[name].min_right, tally


@pytest.mark.parametrize("name", PINS)
def test_no_limit_on_a_right_reply(name):
    tally = _tally(name)
    assert tally["false_alarm"] <= PINS[name].max_false_alarms, tally
