"""Invented notes for the metamorphic suites, and the shapes the same content can take.

Each note is a set of facts (rows). The same rows render as prose hard-wrapped at 60, 80 or
100 columns, as one long line per paragraph, as a bullet list, as a markdown table, with the
paragraphs reordered, with or without YAML front matter, and in Chinese. Every question names
the facts a correct answer must contain, whatever the shape. None of this comes from data/:
the topics (bike upkeep, beekeeping, sourdough, an office move, a greenhouse) are not the
course's, and the names and numbers are made up.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Row:
    cells: tuple[str, ...]  # the table row
    en: str  # the same fact as an English sentence
    zh: str  # and as a Chinese sentence


@dataclass(frozen=True)
class Question:
    en: tuple[str, ...]  # paraphrases, first is the plain one
    zh: str
    facts: tuple[str | tuple[str, ...], ...]  # each a string or alternatives
    facts_zh: tuple[str | tuple[str, ...], ...] = ()


@dataclass(frozen=True)
class Note:
    slug: str
    title: str
    title_zh: str
    intro: str
    intro_zh: str
    header: tuple[str, ...]
    rows: tuple[Row, ...]
    questions: tuple[Question, ...]
    tags: tuple[str, ...] = field(default=())

    # --- shapes ---------------------------------------------------------------------------

    def paragraphs(self) -> list[str]:
        """The intro, then the rows two by two as paragraphs."""
        sentences = [r.en for r in self.rows]
        paras = [self.intro] + [" ".join(sentences[i:i + 2]) for i in range(0, len(sentences), 2)]
        return paras

    def prose(self, width: int | None = 80) -> str:
        paras = self.paragraphs()
        if width:
            paras = [textwrap.fill(p, width=width) for p in paras]
        return f"# {self.title}\n\n" + "\n\n".join(paras) + "\n"

    def reordered(self, width: int = 80) -> str:
        paras = self.paragraphs()
        paras = [paras[0]] + paras[1:][::-1]
        return f"# {self.title}\n\n" + "\n\n".join(textwrap.fill(p, width=width) for p in paras) + "\n"

    def bullets(self) -> str:
        items = "\n".join(f"- {r.en}" for r in self.rows)
        return f"# {self.title}\n\n{self.intro}\n\n{items}\n"

    def table(self) -> str:
        head = "| " + " | ".join(self.header) + " |"
        rule = "|" + "|".join("---" for _ in self.header) + "|"
        body = "\n".join("| " + " | ".join(r.cells) + " |" for r in self.rows)
        return f"# {self.title}\n\n{self.intro}\n\n{head}\n{rule}\n{body}\n"

    def with_front_matter(self, body: str) -> str:
        tags = ", ".join(self.tags or (self.slug,))
        return f"---\ntitle: {self.title}\ntags: [{tags}]\nupdated: 2025-04-02\n---\n{body}"

    def chinese(self) -> str:
        sentences = [r.zh for r in self.rows]
        paras = [self.intro_zh] + ["".join(sentences[i:i + 2]) for i in range(0, len(sentences), 2)]
        return f"# {self.title_zh}\n\n" + "\n\n".join(paras) + "\n"

    def shape(self, name: str) -> str:
        return SHAPES[name](self)


SHAPES = {
    "wrapped80": lambda n: n.prose(80),
    "wrapped60": lambda n: n.prose(60),
    "wrapped100": lambda n: n.prose(100),
    "one-line-paragraphs": lambda n: n.prose(None),
    "bullets": Note.bullets,
    "table": Note.table,
    "reordered": Note.reordered,
    "front-matter": lambda n: n.with_front_matter(n.prose(80)),
}


NOTES = [
    Note(
        slug="bike-upkeep",
        title="Keeping the commuter bike running",
        title_zh="通勤自行车保养",
        intro=("These are the maintenance habits that keep my steel commuter bike reliable through "
               "a wet winter of daily riding across the city."),
        intro_zh="下面是让我的钢架通勤自行车在多雨的冬天每天穿城骑行也能保持可靠的保养习惯。",
        header=("Part", "Interval", "Task"),
        rows=(
            Row(("Chain", "every 300 km", "clean and oil with dry lube"),
                "Clean the chain and oil it with dry lube every 300 km.",
                "每骑行 300 公里清洁一次链条，并上干性链条油。"),
            Row(("Tyres", "weekly", "pump to 4.5 bar"),
                "Pump the tyres to 4.5 bar once a week.",
                "每周把轮胎打气到 4.5 bar。"),
            Row(("Brake pads", "every 2,000 km", "replace when thinner than 1.5 mm"),
                "Check the brake pads every 2,000 km and replace them when they are thinner than 1.5 mm.",
                "每 2000 公里检查一次刹车片，厚度不足 1.5 毫米时更换。"),
            Row(("Cassette", "every 6,000 km", "replace together with the chain"),
                "Replace the cassette every 6,000 km, together with the chain.",
                "每 6000 公里更换一次飞轮，并同时更换链条。"),
        ),
        questions=(
            Question(("How often should I oil the bike chain?",
                      "What is the interval for lubricating the chain?",
                      "When does the chain need oiling?",
                      "chain lube - how many km between treatments?"),
                     "链条多久上一次油？", ("300",), ("300",)),
            Question(("What pressure should the tyres be pumped to?",
                      "Which tyre pressure does the note recommend?",
                      "How hard should I inflate the tyres?",
                      "tyre pressure?"),
                     "轮胎应该打气到多少？", ("4.5 bar",), ("4.5",)),
            Question(("When should the brake pads be replaced?",
                      "At what thickness do brake pads need replacing?",
                      "How thin can the brake pads get before I swap them?",
                      "brake pad replacement threshold"),
                     "刹车片什么时候需要更换？", ("1.5 mm", ), ("1.5",)),
        ),
        tags=("bike", "maintenance"),
    ),
    Note(
        slug="hive-inspection",
        title="Hive inspection checklist",
        title_zh="蜂箱检查清单",
        intro=("Our club keeps six hives on the allotment; this checklist is what a volunteer follows "
               "during the season."),
        intro_zh="我们俱乐部在社区菜园里养了六箱蜜蜂，志愿者在蜂季按这份清单检查。",
        header=("Check", "Rule"),
        rows=(
            Row(("Inspection frequency", "every 9 days in May and June"),
                "Inspect every hive every 9 days in May and June, the swarming season.",
                "五月和六月是分蜂季，每 9 天检查一次每个蜂箱。"),
            Row(("Queen cells", "split the colony if more than 3 are capped"),
                "If more than 3 queen cells are capped, split the colony the same day.",
                "如果封盖的王台超过 3 个，当天就要分箱。"),
            Row(("Varroa mites", "treat when the daily drop exceeds 10"),
                "Treat against varroa when the natural mite drop exceeds 10 mites per day.",
                "当每天自然掉落的瓦螨超过 10 只时进行治螨。"),
            Row(("Smoker fuel", "dry pine needles"),
                "Light the smoker with dry pine needles, never with paper.",
                "喷烟器用干松针点燃，不要用纸。"),
        ),
        questions=(
            Question(("How often are the hives inspected in May and June?",
                      "What is the inspection interval during swarming season?",
                      "In May, how many days between hive checks?",
                      "inspection frequency in swarm season"),
                     "五六月份多久检查一次蜂箱？", (("9 days", "nine days"),), ("9",)),
            Question(("When should a colony be split?",
                      "How many capped queen cells mean we must split the colony?",
                      "What triggers splitting a hive?",
                      "queen cells - when to split"),
                     "什么情况下需要分箱？", ("3",), ("3",)),
            Question(("When do we treat the hives against varroa?",
                      "What mite drop triggers a varroa treatment?",
                      "At what daily mite count should I treat?",
                      "varroa treatment threshold"),
                     "什么时候需要治螨？", ("10",), ("10",)),
        ),
        tags=("bees",),
    ),
    Note(
        slug="sourdough",
        title="Weekend sourdough routine",
        title_zh="周末酸面包流程",
        intro="This is the routine that gives me an open crumb with the flour from the village mill.",
        intro_zh="用村里磨坊的面粉，按这个流程能烤出组织开放的面包。",
        header=("Step", "Detail"),
        rows=(
            Row(("Feed the starter", "1:4:4 starter, flour, water, 10 hours before mixing"),
                "Feed the starter at 1:4:4 (starter, flour, water) 10 hours before mixing.",
                "和面前 10 小时按 1:4:4（酵种、面粉、水）喂养酵种。"),
            Row(("Hydration", "78 per cent"),
                "Mix the dough at 78 per cent hydration.",
                "面团含水量为 78%。"),
            Row(("Bulk fermentation", "6 hours at 23 °C"),
                "Let the bulk fermentation run for 6 hours at 23 °C.",
                "在 23 °C 下进行 6 小时的基础发酵。"),
            Row(("Bake", "250 °C, 20 minutes lid on, 25 minutes lid off"),
                "Bake at 250 °C for 20 minutes with the lid on and 25 minutes with the lid off.",
                "以 250 °C 先盖盖烤 20 分钟，再开盖烤 25 分钟。"),
        ),
        questions=(
            Question(("How long is the bulk fermentation?",
                      "For how many hours does the dough ferment in bulk?",
                      "What is the bulk fermentation time?",
                      "bulk ferment duration"),
                     "基础发酵要多长时间？", (("6 hours", "six hours"),), (("6", "六"),)),
            Question(("At what temperature is the bread baked?",
                      "How hot should the oven be for baking?",
                      "What oven temperature does the routine use?",
                      "oven temp"),
                     "面包用多少度烤？", ("250",), ("250",)),
            Question(("What hydration is the dough mixed at?",
                      "How much water relative to flour goes into the dough?",
                      "What is the dough's hydration percentage?",
                      "dough hydration"),
                     "面团的含水量是多少？", ("78",), ("78",)),
        ),
        tags=("baking",),
    ),
    Note(
        slug="harbour-office-move",
        title="Moving to the Harbour building",
        title_zh="搬迁到港湾大楼",
        intro="Practical details for everyone moving from the old site to the Harbour building.",
        intro_zh="从旧办公地点搬到港湾大楼的同事须知。",
        header=("Topic", "Detail"),
        rows=(
            Row(("Move date", "Friday 14 March"),
                "The move happens on Friday 14 March, and the old site closes that evening.",
                "搬迁在 3 月 14 日星期五进行，旧办公地点当晚关闭。"),
            Row(("Desk booking", "through the Perch app"),
                "Desks in the Harbour building are booked through the Perch app.",
                "港湾大楼的工位通过 Perch 应用预订。"),
            Row(("Parking", "40 spaces on level -2, badge required"),
                "There are 40 parking spaces on level -2, opened with your staff badge.",
                "地下二层有 40 个停车位，刷员工卡进入。"),
            Row(("Quiet floor", "the 5th floor"),
                "The 5th floor is the quiet floor, with no calls at the desks.",
                "五楼是安静楼层，工位上不能打电话。"),
        ),
        questions=(
            Question(("When is the move to the Harbour building?",
                      "On what date do we move to the Harbour building?",
                      "What day does the office move happen?",
                      "harbour move date"),
                     "什么时候搬到港湾大楼？", (("14 March", "March 14"),), ("14",)),
            Question(("How do I book a desk in the Harbour building?",
                      "Which app is used for desk booking?",
                      "Where do I reserve a desk at the new office?",
                      "desk booking app"),
                     "港湾大楼的工位怎么预订？", ("Perch",), ("Perch",)),
            Question(("How many parking spaces does the Harbour building have?",
                      "How much parking is there at the new building?",
                      "What is the number of parking spaces on level -2?",
                      "parking spaces count"),
                     "港湾大楼有多少个停车位？", ("40",), ("40",)),
        ),
        tags=("office", "facilities"),
    ),
    Note(
        slug="greenhouse-watering",
        title="Greenhouse watering plan",
        title_zh="温室浇水计划",
        intro="The summer plan for the community greenhouse, agreed at the April meeting.",
        intro_zh="社区温室的夏季计划，在四月的会议上通过。",
        header=("Item", "Setting"),
        rows=(
            Row(("Tomatoes in July", "2 litres per plant per day"),
                "In July each tomato plant gets 2 litres of water per day.",
                "七月每株番茄每天浇 2 升水。"),
            Row(("Drip timer", "starts at 06:00"),
                "The drip timer starts at 06:00 so the leaves dry before noon.",
                "滴灌定时器在早上 6 点启动，好让叶子在中午前晾干。"),
            Row(("Roof vents", "open at 27 °C"),
                "The roof vents open automatically at 27 °C.",
                "温度达到 27 °C 时顶窗自动打开。"),
            Row(("Rain barrel", "1,200 litres"),
                "The rain barrel holds 1,200 litres and is used before mains water.",
                "雨水桶容量为 1200 升，优先于自来水使用。"),
        ),
        questions=(
            Question(("How much water does each tomato plant get in July?",
                      "What is the daily water ration for a tomato plant in July?",
                      "In July, how many litres per tomato plant per day?",
                      "tomato watering amount july"),
                     "七月每株番茄每天浇多少水？", (("2 litres", "2 liters", "two litres", "two liters", "2 l "),), (("2", "两"),)),
            Question(("When does the drip timer start?",
                      "At what time does the drip irrigation come on?",
                      "What time is the drip timer set to?",
                      "drip timer start time"),
                     "滴灌定时器几点启动？", (("06:00", "6:00", "6 a.m", "6am", "6 am"),), (("6", "06:00"),)),
            Question(("At what temperature do the roof vents open?",
                      "When do the greenhouse vents open automatically?",
                      "What temperature triggers the roof vents?",
                      "vent opening temperature"),
                     "顶窗在什么温度打开？", ("27",), ("27",)),
        ),
        tags=("garden",),
    ),
]

CASES = [(note, q) for note in NOTES for q in note.questions]
CASE_IDS = [f"{note.slug}-{i}" for note in NOTES for i, _ in enumerate(note.questions)]
