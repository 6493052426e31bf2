"""Invented probe (branch ``fix41b``, oracles written and committed before its first run): extractive
and partial answers from documents that must not quote the wrong line as if it answered (issue 26
"Build" 1): a value changed by a later correction line (the later value, never the superseded one
alone), a worked amount (a rate per unit times the count the question gives), a "who" question
whose role the material does not name (a line with a word of the same stem is no answer), and a
partial answer whose only covered word runs through the whole material (the absence alone). The
documents are mine: a choir's rehearsal notes with an update, a Spanish race entry sheet with a
"Corrección", a German hiking club notice with an "Änderung", a Chinese school notice with a
"更正 ... 调整为", a gardener's diary that changes its mind, a recipe card with an erratum, a club
history, a tool's settings note, a shop's hours in Chinese, a bus notice whose update is about
another route, a kayak centre's prices, a museum's Chinese ticket line, a gym's locker rates, an
audit report, a supervision note, a concert programme, an assessment sheet, and a fan's manual
whose name is on every line. About a third of the cases have the first line as the right answer
with a history line after it (a blanket "later change" limit costs); some ask for what is not
there ("I don't know" is right).

Classes as in the fresh sets (``tests/sim/fresh/_oracles``): ``right``, ``limit`` (a limit
stated), ``wrong`` (silently), ``false alarm`` (a limit on a reply whose oracle is met).
``python -W ignore -m tests.sim.probes.grounded_v [-v]`` prints the counts.

First sight on f9fd9ffa (base), 31 cases: right 23 / limit 3 / wrong 5 / false alarms 0.
Wrong: "I don't know." for the day the choir rehearses now (an "Update 3 March: ... instead" line
holds it); the tomato first planned quoted though the diary "changed my mind ... after all"; the
recipe's oven line quoted though an "Erratum: ... should be" corrects it; "我不知道。" for four
tickets at 25元 each (a worked amount); the candidate's line quoted with the assessor's for "who was
the assessor?".
History on branch fix41b (right / limit / wrong / false alarms; each mechanism tested in tests/sim on
wordings of its own, never these cases):
- a later line marked as a change on the picked line's subject answers (``grounded.later_corrections``):
  the tomato and the oven right: 25 / 3 / 3 / 0;
- a who-question's role noun meets only itself (``unfit_answers.role_unmet``), a partial answer on words
  that run through the material gives the absence alone: no change here (the probe's role and common-word
  cases were right at base);
- a Chinese rate per unit times the question's count (``grounded.zh_rate_products``): four tickets right:
  26 / 3 / 2 / 0;
- a bound of an amount of money over lines with no amount is a limit (``grounded.bound_amounts``): no case
  here.
Left wrong: "I don't know." for the choir's day now ("rehearse" against "Rehearsals": the question's
coverage too low to reach any line); the candidate's line composed with the assessor's (a record's head
line joins the picked line).
"""

from __future__ import annotations

import sys

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _both,
    _but_not,
    _has,
    _none_of,
    _rag,
    _val,
    report,
    tally,
)

# --- the learners' documents --------------------------------------------------------------------

CHOIR = """Harbour Singers - notes for the spring term

Rehearsals are on Thursdays at 19:00 in the church hall on Quay Lane.
Bring your own folder and a pencil.
Subs are £5 per rehearsal, paid on the night.
The spring concert is on 14 May at St Anne's.

Update 3 March: from next week rehearsals move to Fridays at 19:30 instead.
"""

CARRERA = """Carrera Popular del Río - inscripción

Distancia: 10 km, salida a las 9:00 desde la plaza Mayor.
Precio de la inscripción: 12 euros.
La camiseta está incluida.
Recogida de dorsales: el sábado de 17:00 a 20:00 en el polideportivo.

Corrección (2 de abril): la inscripción cuesta 15 euros, no 12.
"""

WANDERN = """Wanderverein Talblick - Frühjahrswanderung

Treffpunkt: Bahnhof Talblick um 8 Uhr.
Strecke: 14 km über den Kammweg, Einkehr in der Hütte am Sattel.
Bitte festes Schuhwerk und Regenjacke mitbringen.

Änderung vom 2. April: Treffpunkt ist jetzt der Parkplatz am Rathaus, gleiche Uhrzeit.
"""

XUEXIAO = """阳光小学三年级家长通知

家长会定于3月5日下午3点在学校礼堂举行。
请家长准时参加，并在签到表上签字。
学生当天下午2点放学。

更正：家长会时间调整为3月6日下午3点，地点不变。
"""

GARDEN = """Allotment diary 2027

April: dug over the long bed and added two barrows of compost.
Tomatoes: I'll plant out Gardener's Delight in the greenhouse in May.
Beans: runner beans sown in pots on 20 April.

28 May: changed my mind about the tomatoes and planted Sungold after all.
"""

RECIPE = """Grandma's apple cake

Oven temperature: 200 C.
Butter a 23 cm tin and line it with paper.
Mix 200 g flour, 150 g sugar, 3 eggs and 100 g melted butter.
Slice four apples over the batter and bake for 45 minutes.

Erratum: the oven temperature should be 170 C; 200 C burns the top.
"""

CLUB = """Northfield Rowing Club

The club was founded in 1952 by workers from the boatyard.
Its boathouse is on the west bank below the old bridge.
The club moved to this boathouse in 1978 instead of the shed it used before.
Members train on Tuesday and Thursday evenings and Saturday mornings.
"""

TOOL = """notes on the quill tool

quill stores its settings in a TOML file in your home folder.
Earlier versions used an INI file instead; version 3 converts it on first start.
Run `quill check` to validate the settings.
"""

SHOP = """老街书店简介

本店营业时间为每天上午9点到晚上9点。
店内有咖啡角，提供手冲咖啡。
2015年以前，本店只在周末营业。
"""

BUS = """Valley Buses - school term timetable

Route 12 leaves the depot at 7:40 and reaches the college at 8:15.
Route 15 leaves the depot at 8:00 and reaches the hospital at 8:35.

Update: route 15 now leaves at 8:10 instead of 8:00.
"""

KAYAK = """Lakeside Paddle Centre - prices

Kayak hire: £18 per hour.
Canoe hire (two seats): £26 per hour.
Buoyancy aids are included.
Cleaning fee for wetsuits: £4 per suit.
"""

MUSEUM = """海港博物馆参观须知

门票每人25元，学生凭证半价。
开放时间：周二至周日，上午9点至下午5点。
"""

LOCKERS = """Greenway Gym - extras

Locker rental: 2 euros per day.
Towel hire: 1.50 euros per visit.
Protein shakes are sold at the front desk.
"""

AUDIT = """FINANCIAL AUDIT REPORT - Meadow Allotment Society, year ending 31 December 2026

Treasurer: Colin Marsh.
Audit date: 12 February 2027.
The accounts show a balance of £3,412 at the year end.
"""

SUPERVISION = """SUPERVISION RECORD

Trainee: Omar Diaz.
Supervision topic: caseload planning and note keeping.
Next session: 9 March.
"""

CONCERT = """Spring Concert - programme

Conduct in the hall: please switch off your phones.
Soloist: Ana Ruiz (violin).
Orchestra: Millbrook Youth Strings.
"""

ASSESSMENT = """FIRST AID ASSESSMENT SHEET

Candidate: Priya Nair.
Assessor: Tom Whitfield.
Result: pass.
"""

FAN = """Brisa 300 tower fan - quick guide

The Brisa 300 has three speeds and a night mode.
Clean the Brisa 300 grille once a month with a dry cloth.
The Brisa 300 timer runs for up to 8 hours.
Keep the Brisa 300 away from water.
"""

VILLAGE = """Millbrook village newsletter, June

Millbrook fete is on 21 June on the Millbrook green.
Millbrook library opens late on Wednesdays until 19:00.
The Millbrook post office closes for lunch from 13:00 to 14:00.
"""

# --- cases ------------------------------------------------------------------------------------------

CASES: list[Case] = [
    # the later line changes the value: the later value, never the superseded one alone
    Case("choir-day", _rag(CHOIR, "Which day do we rehearse now?"), _but_not(_has("friday"), "thursday")),
    Case("carrera-precio", _rag(CARRERA, "¿Cuánto cuesta la inscripción?"), _but_not(_val(15), "12 euros.")),
    Case("wandern-treffpunkt", _rag(WANDERN, "Wo ist der Treffpunkt?"), _but_not(_has("parkplatz"), "bahnhof")),
    Case("xuexiao-day", _rag(XUEXIAO, "家长会是哪天？"), _but_not(_has("3月6日"), "3月5日")),
    Case("garden-tomato", _rag(GARDEN, "Which tomato did I plant in the end?"),
         _but_not(_has("sungold"), "gardener's delight")),
    Case("recipe-oven", _rag(RECIPE, "What oven temperature should I use for the apple cake?"),
         _but_not(_has("170"), "oven temperature: 200")),
    # the first line answers; a change of something else, or history, follows: stays right, no limit
    Case("choir-subs", _rag(CHOIR, "How much are the subs per rehearsal?"), _val(5)),
    Case("choir-concert", _rag(CHOIR, "When is the spring concert?"), _has("14 may")),
    Case("carrera-salida", _rag(CARRERA, "¿A qué hora es la salida?"), _has("9:00")),
    Case("club-founded", _rag(CLUB, "When was the rowing club founded?"), _has("1952")),
    Case("club-train", _rag(CLUB, "When do members train?"), _has("tuesday")),
    Case("tool-format", _rag(TOOL, "What kind of file does quill keep its settings in?"), _has("toml")),
    Case("shop-hours", _rag(SHOP, "书店营业时间是几点到几点？"), _has("9点")),
    Case("bus-12", _rag(BUS, "When does route 12 leave the depot?"), _but_not(_has("7:40"), "8:10")),
    Case("bus-15", _rag(BUS, "What time does route 15 leave the depot?"), _but_not(_has("8:10"), "leaves the depot at 8:00")),
    Case("wandern-strecke", _rag(WANDERN, "Wie lang ist die Strecke?"), _has("14 km")),
    # a worked amount: a rate per unit times the count the question gives
    Case("kayak-three-hours", _rag(KAYAK, "If we hire a kayak for 3 hours, what do we pay?"), _val(54)),
    Case("kayak-rate", _rag(KAYAK, "How much is canoe hire per hour?"), _val(26)),
    Case("museum-four", _rag(MUSEUM, "我们4个成人一共要付多少钱？"), _val(100)),
    Case("lockers-five-days", _rag(LOCKERS, "How much altogether for a locker for 5 days?"), _val(10)),
    Case("lockers-towel", _rag(LOCKERS, "How much is towel hire?"), _val(1.5)),
    Case("kayak-group-unknown", _rag(KAYAK, "How much will our group pay altogether for the canoes?"),
         _absent("how many", "depends", "per hour")),
    # a "who" question: the role must be on the line with the name
    Case("audit-auditor", _rag(AUDIT, "Who was the auditor?"), _both(_absent("not named", "doesn't name"),
                                                                     _none_of("colin"))),
    Case("supervision-supervisor", _rag(SUPERVISION, "Who is the supervisor?"),
         _both(_absent("not named", "doesn't name"), _none_of("omar"))),
    Case("concert-conductor", _rag(CONCERT, "Who is the conductor?"),
         _both(_absent("not named", "doesn't name"), _none_of("ana ruiz", "switch off"))),
    Case("assessment-assessor", _rag(ASSESSMENT, "Who was the assessor?"), _but_not(_has("tom whitfield"), "priya")),
    Case("audit-treasurer", _rag(AUDIT, "Who is the treasurer?"), _has("colin marsh")),
    # a partial answer whose covered word runs through the material: the absence alone
    Case("fan-remote", _rag(FAN, "Does the Brisa 300 come with a remote control?"),
         _both(_absent("no remote", "not mention"), _none_of("grille", "water", "timer", "three speeds"))),
    Case("village-pool", _rag(VILLAGE, "Is there a swimming pool in Millbrook?"),
         _both(_absent("no swimming", "not mention"), _none_of("fete", "library", "post office"))),
    Case("fan-timer", _rag(FAN, "How long does the Brisa 300 timer run?"), _has("8 hours")),
    Case("village-library", _rag(VILLAGE, "When is Millbrook library open late?"), _has("wednesday")),
]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
