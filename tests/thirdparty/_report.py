"""An invented stand-in for the PDF the RAG_Techniques notebooks load
(data/Understanding_Climate_Change.pdf): a short report on a neighbouring topic, as
``PyPDFLoader`` returns it: one Document per page, text hard-wrapped at the page width, with
``source`` and ``page`` metadata. Stations, hatcheries and figures are made up.
"""

from __future__ import annotations

import textwrap

from langchain_core.documents import Document

PATH = "data/Understanding_Ocean_Acidification.pdf"

PAGES = [
    """Understanding Ocean Acidification
Chapter 1: What Is Happening to Seawater
The ocean absorbs part of the carbon dioxide that human activity releases into the air. Dissolved
carbon dioxide forms carbonic acid, which lowers the pH of seawater and removes the carbonate ions
that shell-building animals need. At the Corvina Ridge monitoring station, surface pH fell from 8.11
in 1994 to 8.03 in 2024. The report attributes 82 per cent of the decline to the absorption of carbon
dioxide and the remaining 18 per cent to nutrient run-off from farmland, which feeds algal blooms whose
decay releases more carbon dioxide near the coast.""",
    """Chapter 2: Effects on Marine Life
Acidification makes it harder for animals to build shells and skeletons. Pteropods, the small sea snails
at the base of many food webs, showed visible shell dissolution after only six weeks in water at the
pH expected for 2080. Reef-building corals on the Tamsin Bank grew 14 per cent more slowly between 2005
and 2020. Oyster larvae are especially sensitive: in the spring of 2019 the Mallow Bay hatchery lost 60
per cent of its larvae when upwelling brought acidic deep water into its intake. Fish are affected less
directly, but several species lose their sense of smell in acidified water and fail to avoid predators.""",
    """Chapter 3: Economic Consequences
Shellfish farming is the first industry to feel the change. Hatcheries on the northern coast now buffer
their intake water with sodium carbonate, which costs about 40,000 euros per hatchery each year. Tourism
that depends on coral reefs is expected to lose revenue as reefs erode, and small fishing communities
that rely on molluscs have few alternatives.""",
    """Chapter 4: What Can Be Done
The only lasting remedy is to cut carbon dioxide emissions. Local measures can buy time: restoring
seagrass meadows raises the pH of the surrounding water by about 0.05 at midday, because the plants
take up carbon dioxide while they photosynthesise. Ocean alkalinity enhancement, which spreads ground
olivine on beaches, is being tested on two sites but its effects on sediment life are not yet known.""",
]


def load() -> list[Document]:
    """What ``PyPDFLoader(PATH).load()`` would give: one Document per page."""
    docs = []
    for i, page in enumerate(PAGES):
        lines = page.splitlines()
        headings = [ln for ln in lines if len(ln) < 60]
        body = " ".join(ln for ln in lines if len(ln) >= 60)
        docs.append(Document(page_content="\n".join(headings + [textwrap.fill(body, 96)]),
                             metadata={"source": PATH, "page": i}))
    return docs
