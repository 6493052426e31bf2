"""Invented web-search results (Tavily-style dicts) for the ports' web fallbacks: topics the
blog posts do not cover. Every name and number is made up."""

from __future__ import annotations

RESULTS = [
    {"url": "https://arxiv.example/abs/2503.01234",
     "title": "Orrery-Coder: test-first program synthesis",
     "content": "Orrery-Coder first asks the model to write unit tests from the problem statement, "
                "then samples candidate programs and keeps the one that passes the most tests. On the "
                "Brightwater benchmark the Orrery-Coder paper reports solving 58 per cent of problems."},
    {"url": "https://news.example/sport/2031-lakeside-marathon",
     "title": "Lakeside Marathon 2031 results",
     "content": "Kenji Abara won the 2031 Lakeside Marathon in 2 hours 9 minutes, ahead of Lucía Ferro. "
                "It was his first marathon win."},
    {"url": "https://weather.example/reykjavik",
     "title": "Reykjavik weather this week",
     "content": "Expect light snow in Reykjavik on Tuesday and clear skies from Thursday, with highs "
                "around minus two degrees."},
    {"url": "https://cooking.example/sourdough",
     "title": "A beginner's sourdough schedule",
     "content": "Feed the starter twelve hours before mixing; bulk fermentation takes about five hours "
                "at 24 degrees."},
]
