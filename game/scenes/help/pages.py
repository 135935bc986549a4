"""The pages of the in-game rules reference, in player words and the rulebooks' terms.

A page is ``Page(id, title, body)``; ``body`` is plain text, one block a line:

- ``# Heading``;
- ``- a bullet``;
- ``@picture-id Caption``: a picture drawn by the game's own renderer
  (:mod:`game.scenes.help.pictures` names them) with its caption under it;
- anything else: a paragraph.

Which pages a game's mode has is the registry's (``GameInfo.help_pages``, game.games); the
controls pages read the tables' own controls text (game.scenes.rules_text).  No ruling ids here:
RULES.md keeps those.  :func:`books` lists every mode's pages for the Help screen.
"""

from __future__ import annotations

from dataclasses import dataclass

from game import games
from game.scenes.help.pages_ak import AK_PAGES
from game.scenes.help.pages_pp import PP_PAGES
from game.scenes.rules_text import AK_CONTROLS, AK_VIEW_CONTROLS, PP_CONTROLS


@dataclass(frozen=True)
class Page:
    """One page: ``id`` (as ``GameInfo.help_pages`` names it), ``title`` (the contents row and
    the page heading) and ``body`` (see the module doc)."""

    id: str
    title: str
    body: str

    def blocks(self) -> list[tuple[str, str, str]]:
        """``(kind, text, extra)`` per block: kind "h" heading, "b" bullet, "p" paragraph,
        "pic" picture (text = picture id, extra = caption)."""
        out = []
        for raw in self.body.strip("\n").split("\n"):
            line = raw.rstrip()
            if not line:
                continue
            if line.startswith("# "):
                out.append(("h", line[2:], ""))
            elif line.startswith("- "):
                out.append(("b", line[2:], ""))
            elif line.startswith("@"):
                pid, _, caption = line[1:].partition(" ")
                out.append(("pic", pid, caption))
            else:
                out.append(("p", line, ""))
        return out


def _controls(text: str) -> str:
    """A controls text of game.scenes.rules_text without its own "# Controls" heading."""
    return "\n".join(line for line in text.strip("\n").split("\n") if line != "# Controls")


_CONTROLS = {
    "pp-controls": ("Controls", "The Picture Pie table answers the keyboard, the mouse and a "
                    "controller alike; the line above the buttons always names the controls of "
                    "the device you used last.\n" + _controls(PP_CONTROLS)),
    "ak-controls": ("Controls", "The Akropolis table answers the keyboard, the mouse and a "
                    "controller alike; the line at the bottom names the controls of the device "
                    "you used last.\n" + _controls(AK_CONTROLS + AK_VIEW_CONTROLS)),
}

#: every page by id
PAGES: dict[str, Page] = {
    pid: Page(pid, title, body)
    for pid, (title, body) in {**PP_PAGES, **AK_PAGES, **_CONTROLS}.items()}


@dataclass(frozen=True)
class Book:
    """The pages of one game's mode: ``game``, ``mode``, ``title`` ("Picture Pie \u00b7
    Campaign"), ``pages`` (:class:`Page` s in order), ``label`` (the mode's own name,
    "Campaign"), ``game_title`` ("Picture Pie")."""

    game: str
    mode: str
    title: str
    pages: tuple[Page, ...]
    label: str = ""
    game_title: str = ""


def books() -> list[Book]:
    """One :class:`Book` per registry entry with help pages, in registry order.  Raises
    KeyError for a page id the registry names that no page has (tests catch it)."""
    out = []
    for e in games.entries():
        if not e.help_pages:
            continue
        label = e.mode_label or e.mode.title()
        out.append(Book(e.game, e.mode, f"{e.short_title} \u00b7 {label}",
                        tuple(PAGES[pid] for pid in e.help_pages), label, e.short_title))
    return out


def tutorial_games() -> list[tuple[str, str]]:
    """``(game id, short title)`` of every game with a tutorial, in registry order."""
    return [(gid, games.info(gid).short_title) for gid in games.game_ids()
            if games.info(gid).tutorial]
