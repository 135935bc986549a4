"""Moved to :mod:`game.render.art` (the app shell draws its window icon with it); kept so
older imports keep working."""

from game.render.art import PIE_MOTIFS, akropolis_tile, crown, hex_points, mosaic_pie  # noqa: F401
