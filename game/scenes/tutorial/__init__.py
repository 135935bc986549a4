"""The interactive tutorials (issue 18): a scripted, seeded first game on each game's real table
whose callouts walk the first turns and check (through the session's applied actions and the
table's state) that the player did each step.  ``picture_pie.start_tutorial(app)`` and
``akropolis.start_tutorial(app)`` are the registry's ``GameInfo.tutorial`` entries."""
