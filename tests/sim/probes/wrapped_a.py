"""Invented probe (2026-12-03, mine, written before the wrapped-prose fix and never tuned against):
sixteen notes as people paste them, hard-wrapped (letters, notices, a README, a policy, a
glossary, a council notice in Dutch, a school letter in Indonesian), each asked one or two
questions, the oracles written first. Each note is asked twice: on its long lines as written
(the control) and hard-wrapped at the width given beside it (``textwrap.fill`` of each long
line, as a mail client or a PDF copy does). Lenient oracles.
``python -m tests.sim.probes.wrapped_a [-v]`` prints both runs' counts. Measured: on 7ae341b
(main, before ``prose._rejoined``) and after it alike, control 32 / 3 / 0 and wrapped 32 / 3 / 0
(right / limit / wrong): the replies hold up on these notes either way (the answerer finds the
sentence even when the reader cut it); the reader's own difference is held by
``tests/sim/test_prose_wrapped_lines.py``. The first sixteen notes were written before the fix;
"mailhdr", "jadwal" and "vet" after the mechanism was understood."""
import textwrap

from tests.sim.probes._grounded import run

# (note, wrap width)
DOCS = {
"boiler": ("""Hi Marek,

Just a quick note about the boiler service next week. The engineer from Calder Heating will come on Thursday 9 October between 10:00 and 12:00 instead of on Tuesday as planned, because their van broke down. Please leave the side gate unlocked: the boiler is in the utility room at the back.

The service costs £85 and I will pay it directly, so you do not need to hand over any money. If nobody is home the engineer will leave a card with a new slot.

Thanks, Ruth""", 64),
"pool": ("""NOTICE TO ALL MEMBERS

The small training pool will be closed from Monday 3 November until Friday 14 November while the tiles around the edge are replaced. During this time aqua-fit classes move to the main pool, lane 6, at the usual times. Lockers in the lower changing room cannot be used, so please bring a padlock for the upper room.

We apologise for the disruption. Questions can go to the front desk or to facilities@northgatepool.example.""", 58),
"readme": ("""# tidepool

tidepool is a small command line tool that downloads tide predictions for a harbour and prints them as a table or as JSON. It reads station ids from a plain text file, one per line, and caches every response for six hours in the user's cache directory so that repeated runs do not hit the upstream service.

## Installing

You need Python 3.11 or newer. Install it with pipx so that it lives in its own environment, then run tidepool --help to see the options. The only runtime dependency is httpx; the test suite additionally needs pytest and respx.

## Limits

The upstream service allows at most 60 requests a minute per address, so tidepool waits between requests when you ask for more than that many stations.""", 72),
"leave": ("""Parental leave policy (staff handbook, section 7)

Employees who have completed 26 weeks of continuous service by the fifteenth week before the expected week of childbirth are entitled to 16 weeks of parental leave on full pay, followed by up to 10 weeks on half pay. Leave can start at any time from 11 weeks before the expected week of childbirth.

Notice must be given in writing to your line manager and to HR at least 8 weeks before you intend to start the leave. Staff on fixed term contracts have the same entitlement as permanent staff.""", 68),
"glossary": ("""Orbital mechanics glossary

Apoapsis The point of an orbit farthest from the body being orbited, where the orbiting object moves at its slowest speed.

Inclination The angle between the plane of an orbit and a reference plane, usually the equator of the central body, measured in degrees.

Delta-v The total change in velocity a spacecraft can achieve with its fuel, used as the budget when planning a sequence of manoeuvres.""", 55),
"afval": ("""Beste bewoners,

Vanaf 1 januari wordt het restafval in de wijk Oosterpark op woensdag opgehaald in plaats van op maandag. Zet de container voor 07:30 aan de straat en haal hem dezelfde dag weer binnen. Het gft-afval wordt voortaan elke week opgehaald, ook in de winter.

Heeft u vragen, bel dan de gemeente op 14 050 of kijk op de afvalkalender in de app.

Met vriendelijke groet,
Team Afval en Grondstoffen""", 60),
"sekolah": ("""Yth. Bapak/Ibu Orang Tua Murid Kelas 5,

Dengan hormat, kami memberitahukan bahwa kegiatan karyawisata ke Kebun Raya Bogor akan dilaksanakan pada hari Sabtu, 18 Oktober, pukul 07.00 sampai 15.00. Biaya kegiatan sebesar Rp150.000 per siswa sudah termasuk bus, tiket masuk, dan makan siang.

Siswa diharapkan membawa topi, botol minum, dan jas hujan. Formulir izin harus dikembalikan kepada wali kelas paling lambat hari Senin, 13 Oktober.

Hormat kami,
Kepala Sekolah""", 62),
"recall": ("""Product safety notice

Brightwell Home is recalling the Model KT-220 electric kettle sold between March and June this year because the lid hinge can crack and let boiling water escape when the kettle is tipped. No other Brightwell kettles are affected.

Stop using the kettle straight away and return it to any store for a full refund; you do not need a receipt. Customers who bought online can book a free courier collection on our website.""", 60),
"bike": ("""Hello all,

A reminder that the bike shed behind building B is being cleared on Saturday 22 November. Any bike without a green 2025 sticker on the frame will be cut loose and taken to the council depot on Harrow Road, where it is kept for 28 days. Stickers are free from the caretaker's office, which is open weekdays from 8 to 4.

Cheers,
Owen (residents' committee)""", 66),
"lab": ("""Lab induction: what to know before your first day

All new starters must complete the online chemical safety course before they are given a swipe card. The course takes about 90 minutes and the certificate must be emailed to the lab manager, Dr Ines Carvalho. Lab coats are issued on your first morning; safety glasses are your own responsibility and prescription ones can be ordered through the department.

Food and drink are not allowed past the yellow line at any time.""", 70),
"tenancy": ("""Dear Ms Okafor,

Following our inspection on 2 September, I am writing to confirm that your tenancy at Flat 4, 17 Linden Crescent will be renewed for a further twelve months from 1 December. The rent will rise from £1,150 to £1,195 per calendar month, in line with the local market review that we sent to all tenants in July.

Your deposit stays registered with the same protection scheme and nothing changes about how it is held. Please sign and return the enclosed renewal by 31 October.

Yours sincerely,
Harriet Lowe, Lettings Manager""", 60),
"meeting": ("""Minutes of the allotment committee, 4 March

Present were Anil, Bea, Colm and Dorota; Ewan sent apologies. The committee agreed to raise the annual plot fee from £40 to £46 from next season, mainly to cover the new water meter, and to let half plots for £25. Colm will contact the three plot holders who have not paid last year's fee and report back at the April meeting.

The next meeting is on Tuesday 8 April at 19:30 in the pavilion.""", 57),
"wifi": ("""Guest wifi at the Old Mill

The network name is OldMill-Guest and the password is printed on the card by the kettle; it changes every Monday morning. The connection in the garden room is weak, so if you need a video call please use the desk in the library, which is next to the router. Printing is not available to guests, but the reception can print up to ten pages for you free of charge.""", 52),
"visa": ("""Dear applicant,

Thank you for your application for a study visa. Your biometric appointment has been booked at the Leeds application centre on 14 January at 09:40. Please arrive fifteen minutes early and bring your passport, the appointment letter and your confirmation of acceptance for studies. You will not be admitted if you arrive more than thirty minutes late, and a missed appointment cannot be rebooked without a new fee of £55.""", 61),
"plant": ("""Watering guide for the office plants

The fiddle leaf fig by the window needs about 500 ml of water once a week, on Mondays, and should be turned a quarter turn each time so that it grows straight. The snake plants in reception only need water every three weeks and must not stand in water. Please do not move the orchids: they flower only where they are.""", 50),
"strike": ("""Service update for passengers

Because of industrial action by signalling staff, no trains will run between Carlisle and Dumfries on Wednesday 26 November. Replacement buses will leave from stop D outside Carlisle station every hour from 06:15, and journeys will take around forty minutes longer than usual. Tickets dated for that day will also be accepted on Thursday 27 November or refunded in full without a fee.""", 66),
# (added after the mechanism was understood, same day: notes pasted with their header fields)
"mailhdr": ("""From: office@stmarys-hall.example
Subject: Hall booking confirmed
Date: 20 October
Your booking of the main hall on Saturday 15 November is confirmed for 14:00 to 18:00. The deposit of £60 is returned within ten days after the event. Keys: collect them from the caretaker at the side door, not from the office.""", 56),
"jadwal": ("""Acara: Lomba kebersihan kampung
Tempat: Lapangan RW 07
Penilaian akan dilakukan oleh tim dari kecamatan pada hari Jumat, 21 November, mulai pukul 08.00 sampai selesai, dan setiap RT wajib menyiapkan dua orang pendamping.""", 60),
"vet": ("""Patient: Biscuit (cat, 9 years)
Owner: J. Harrow
Biscuit's blood test shows slightly raised kidney values, so we recommend changing to a renal diet and repeating the test in three months. Her weight is stable at 4.2 kg and her teeth are fine.""", 62),
}

CASES = [
 ("boiler", "When will the engineer come?", ["Thursday", "9 October"]),
 ("boiler", "How much does the service cost?", ["85"]),
 ("pool", "Until when is the training pool closed?", ["14 November"]),
 ("pool", "Where do aqua-fit classes move to?", ["main pool", "lane 6"]),
 ("readme", "How long are responses cached?", ["six hours", "6 hours"]),
 ("readme", "Which Python version is needed?", ["3.11"]),
 ("leave", "How many weeks of parental leave on full pay?", ["16"]),
 ("leave", "How much notice must be given before starting the leave?", ["8 weeks", "eight weeks"]),
 ("glossary", "What is apoapsis?", ["farthest"]),
 ("glossary", "What is delta-v?", ["change in velocity"]),
 ("afval", "Op welke dag wordt het restafval opgehaald?", ["woensdag"]),
 ("afval", "Hoe laat moet de container aan de straat staan?", ["07:30"]),
 ("sekolah", "Berapa biaya karyawisata per siswa?", ["150.000"]),
 ("sekolah", "Kapan formulir izin harus dikembalikan?", ["13 Oktober", "Senin"]),
 ("recall", "Why is the kettle being recalled?", ["hinge", "crack"]),
 ("recall", "Do I need a receipt to return it?", ["do not need", "no"]),
 ("bike", "What happens to bikes without a sticker?", ["cut loose", "depot"]),
 ("bike", "When is the caretaker's office open?", ["8 to 4", "weekdays"]),
 ("lab", "Who should the certificate be emailed to?", ["Carvalho"]),
 ("tenancy", "What will the new rent be?", ["1,195"]),
 ("tenancy", "When must the renewal be returned?", ["31 October"]),
 ("meeting", "What will the annual plot fee be from next season?", ["46"]),
 ("meeting", "When is the next meeting?", ["8 April"]),
 ("wifi", "How often does the password change?", ["every Monday", "Monday"]),
 ("wifi", "How many pages can reception print for guests?", ["ten", "10"]),
 ("visa", "When is the biometric appointment?", ["14 January"]),
 ("visa", "How much does rebooking a missed appointment cost?", ["55"]),
 ("plant", "How much water does the fiddle leaf fig need?", ["500"]),
 ("strike", "Where do the replacement buses leave from?", ["stop D"]),
 ("strike", "Can I use my ticket on another day?", ["27 November", "Thursday"]),
 ("mailhdr", "How much is the deposit?", ["60"]),
 ("mailhdr", "Where do I collect the keys?", ["caretaker", "side door"]),
 ("jadwal", "Jam berapa penilaian dimulai?", ["08.00"]),
 ("vet", "When should the blood test be repeated?", ["three months", "3 months"]),
 ("vet", "How much does Biscuit weigh?", ["4.2"]),
]


def wrapped(text: str, width: int) -> str:
    """Each line longer than ``width`` hard-wrapped at it, as a mail client or a PDF copy does."""
    return "\n".join(textwrap.fill(x, width) if len(x) > width else x for x in text.split("\n"))


TEMPLATE = "Use the notes to answer the question.\n\nNotes:\n{notes}\n\nQuestion: {question}"


def main() -> dict[str, dict[str, int]]:
    print("on long lines (control):")
    control = run({k: v for k, (v, _) in DOCS.items()}, CASES, TEMPLATE)
    print("hard-wrapped:")
    wrap = run({k: wrapped(v, w) for k, (v, w) in DOCS.items()}, CASES, TEMPLATE)
    return {"control": control, "wrapped": wrap}


if __name__ == "__main__":
    main()
