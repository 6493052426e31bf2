"""Foundation: errors, settings, deadlines, the network guard, file checks.

Imports nothing else of course_lib.
"""
