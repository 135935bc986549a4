"""Words the Senate Wonder Duel table says (PP-26), written one way everywhere: a seat's share
of a site ("3/8"), a site's shares ("Ada 3/8 · Livia 1/4"), the tally ("Monuments controlled:
Ada 3 · Livia 2"), what a placement does to control ("this completes row 1, site 2: you control
it 5/8 to 3/8") and the verdict of the results.

Pure functions (no pygame).  Every rule is the core's: ``state.tile_owner(tid)``,
``state.controller(site)``, ``state.completed_by(site)``, ``state.control_counts()``,
``state.winners()``; the shares are only the sizes of each seat's placed tiles added up, as
the players see them on the board.
"""

from __future__ import annotations

from fractions import Fraction

from game.scenes.picture_pie.words import site_words

EIGHTHS = 8   # a site's circle, in eighths (PP-2)


def share_words(eighths: int) -> str:
    """A share of a circle given in eighths, as the tiles' stamps write it: "3/8", "1/2",
    "1" (the whole circle), "0"."""
    f = Fraction(eighths, EIGHTHS)
    return str(f.numerator) if f.denominator == 1 else f"{f.numerator}/{f.denominator}"


def site_shares(state, site: int) -> tuple[int, int]:
    """(seat 1's, seat 2's) eighths of the shared board's ``site``: the sizes of the tiles each
    seat placed there (``state.tile_owner``) added up."""
    out = [0, 0]
    for tid, _start in state.boards[0].sites[site].placed:
        owner = state.tile_owner(tid)
        if owner in (0, 1):
            out[owner] += state.tiles[tid].size
    return out[0], out[1]


def shares_line(names, shares, short: bool = False) -> str:
    """"Ada 3/8 · Livia 1/4" (``short``: "A 3/8 · L 1/4", the names' initials); a seat with no
    tile there is left out ("Ada 3/8"); "" for an empty site."""
    parts = [f"{initial(names, seat) if short else names[seat]} {share_words(n)}"
             for seat, n in enumerate(shares) if n]
    return " \u00b7 ".join(parts)


def initial(names, seat: int) -> str:
    """The letter that marks ``seat``'s tiles: its name's first letter, or the seat number
    when both names start with the same letter (so the markers always differ)."""
    letters = [(n.strip()[:1] or "?").upper() for n in names[:2]]
    if len(letters) == 2 and letters[0] == letters[1]:
        return str(seat + 1)
    return letters[seat]


def tally_line(names, counts) -> str:
    """"Monuments controlled: Ada 3 · Livia 2"."""
    return "Monuments controlled: " + " \u00b7 ".join(
        f"{names[s]} {counts[s]}" for s in range(2))


def points_line(names, scores, over: bool = False) -> str:
    """The tie-break line under the tally: "Points break a tie: Ada 1450 · Livia 1200" (scores
    if the game ended now; ``over``: the final ones)."""
    head = "Final points" if over else "Points break a tie"
    return f"{head}: " + " \u00b7 ".join(f"{names[s]} {scores[s]}" for s in range(2))


def you(names, seat: int, me: int | None) -> str:
    """"you" for the seat addressed (``me``), else the seat's name."""
    return "you" if seat == me else names[seat]


def control_words(names, shares, controller: int, completer: int | None,
                  me: int | None = None) -> str:
    """Who controls a completed monument and why (PP-26), addressed to seat ``me``: "you
    control it 5/8 to 3/8", "Livia controls it: all of it is Livia's", "1/2 each: you
    completed it, so you control it"."""
    who = you(names, controller, me)
    verb = "control" if who == "you" else "controls"
    mine, theirs = shares[controller], shares[1 - controller]
    if theirs == 0:
        whose = "yours" if who == "you" else f"{who}'s"
        return f"{who} {verb} it: all of it is {whose}"
    if mine == theirs:
        done = you(names, completer, me) if completer is not None else who
        return f"{share_words(mine)} each: {done} completed it, so {who} {verb} it"
    return f"{who} {verb} it {share_words(mine)} to {share_words(theirs)}"


def site_summary(names, state, site: int) -> list[str]:
    """The site panel's lines for ``site``: where it is, how far it is built, each seat's share
    and, once completed, who controls it and why."""
    shares = site_shares(state, site)
    built = sum(shares)
    head = site_words(site).capitalize()
    ctrl = state.controller(site)
    if ctrl is not None:
        lines = [f"{head}: completed"]
    elif built == 0:
        return [f"{head}: empty", "No tiles yet: the first to build here starts the race."]
    else:
        lines = [f"{head}: {share_words(built)} built, {share_words(EIGHTHS - built)} open"]
    lines += [f"{names[s]}: {share_words(shares[s])}" for s in range(2)]
    if ctrl is not None:
        text = control_words(names, shares, ctrl, state.completed_by(site))
        lines.append(text[:1].upper() + text[1:] + ".")
    return lines


def placement_words(names, before, after, site: int, me: int) -> str:
    """What placing a tile in ``site`` does to control, addressed to seat ``me``: ``before`` /
    ``after`` are the states around the placement (``after`` a copy with it applied).
    "This completes row 1, site 2: you control it 5/8 to 3/8." or "Row 1, site 2 after this:
    you 3/8 · Livia 1/4, 3/8 open."."""
    shares = site_shares(after, site)
    where = site_words(site)
    ctrl = after.controller(site)
    if ctrl is not None and before.controller(site) is None:
        return (f"This completes {where}: "
                f"{control_words(names, shares, ctrl, after.completed_by(site), me)}.")
    parts = [f"{you(names, s, me)} {share_words(shares[s])}" for s in range(2) if shares[s]]
    left = EIGHTHS - sum(shares)
    return f"{where.capitalize()} after this: {' · '.join(parts)}, {share_words(left)} open."


def duel_verdict(names, counts, scores, winners) -> str:
    """The results' headline (PP-26): the majority of controlled monuments, else points, else
    a shared victory.  ``counts``: monuments controlled per seat, ``scores``: final points,
    ``winners``: the core's ``winners()``."""
    if len(winners) > 1:
        return (f"Shared victory: {counts[0]} monuments each and {scores[0]} points each.")
    w = winners[0]
    o = 1 - w
    if counts[w] != counts[o]:
        return (f"{names[w]} wins the Duel: controls {counts[w]} monuments to {counts[o]}.")
    return (f"{names[w]} wins the Duel: {counts[w]} monuments each, more points break the tie "
            f"({scores[w]} to {scores[o]}).")
