"""The Architect's Solitaire Codex on screen (rulebook 2.6.3, PP-27): the Codex map, a city's
briefing, the Picture Pie table with the city's level, and the stars of the results."""
