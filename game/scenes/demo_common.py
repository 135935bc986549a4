"""Demo scenes of the app shell for ``--scene NAME`` (title, new game, settings, pause, rules,
results)."""

from __future__ import annotations


def _title(app, seed):
    from game.scenes.title import TitleScene
    return TitleScene(app)


DEMO_SCENES = {
    "title": _title,
}
