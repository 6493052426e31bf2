"""The application: the CLI (python -m course_lib), doctor, Studio's entry points, display.

May import every other layer; nothing imports it.
"""
