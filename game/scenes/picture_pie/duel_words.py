"""Words the Senate Wonder Duel table says (PP-26), written one way everywhere: a seat's share
of a site ("3/8"), a site's shares ("Ada 3/8 · Livia 1/4"), the tally ("Monuments controlled –
Ada 3 · Livia 2"), what a placement does to control ("this completes row 1, site 2: you control
it 5/8 to 3/8") and the verdict of the results.

Pure functions (no pygame).  Every rule is the core's: ``state.control_shares(site)`` (each
seat's eighths of a site), ``state.controller(site)``, ``state.completed_by(site)``,
``state.control_counts()``, ``state.winners()``.
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


def owns(name: str) -> str:
    """"yours" for the seat called "You", else "Livia's"."""
    return "yours" if name == "You" else f"{name}'s"


def shares_line(names, shares, short: bool = False) -> str:
    """"Ada 3/8 · Livia 1/4" (``short``: "A 3/8 · L 1/4", the names' initials); a seat with no
    tile there is left out ("Ada 3/8"), a seat that built the whole circle reads "all Ada's"
    ("all A"); "" for an empty site."""
    who = [initial(names, s) if short else names[s] for s in range(2)]
    for seat, n in enumerate(shares):
        if n == EIGHTHS:
            return f"all {who[seat]}" if short else f"all {owns(who[seat])}"
    return " \u00b7 ".join(f"{who[seat]} {share_words(n)}" for seat, n in enumerate(shares) if n)


def initial(names, seat: int) -> str:
    """The letter that marks ``seat``'s tiles: its name's first letter, or the seat number
    when both names start with the same letter (so the markers always differ)."""
    letters = [(n.strip()[:1] or "?").upper() for n in names[:2]]
    if len(letters) == 2 and letters[0] == letters[1]:
        return str(seat + 1)
    return letters[seat]


def tally_line(names, counts) -> str:
    """"Monuments controlled \u2013 Ada: 3 \u00b7 Livia: 2" (a colon after each name, so
    "Player 2: 0" never reads as "Player 20")."""
    return "Monuments controlled \u2013 " + " \u00b7 ".join(
        f"{names[s]}: {counts[s]}" for s in range(2))


def points_line(names, scores, over: bool = False) -> str:
    """The tie-break line under the tally: "Points break a tie \u2013 Ada: 1450 \u00b7 Livia:
    1200" (scores if the game ended now; ``over``: the final ones)."""
    head = "Final points" if over else "Points break a tie"
    return f"{head} \u2013 " + " \u00b7 ".join(f"{names[s]}: {scores[s]}" for s in range(2))


def you(names, seat: int, me: int | None) -> str:
    """"you" for the seat addressed (``me``), else the seat's name."""
    return "you" if seat == me else names[seat]


def control_words(names, shares, controller: int, completer: int | None,
                  me: int | None = None, preview: bool = False) -> str:
    """Who controls a completed monument and why (PP-26), addressed to seat ``me``: "you
    control it 5/8 to 3/8", "Livia controls it: all of it is Livia's", "1/2 each: Livia
    completed it, so Livia controls it" (``preview``, of a placement not made yet: "1/2 each
    and you complete it, so you control it")."""
    who = you(names, controller, me)
    verb = "control" if who == "you" else "controls"
    mine, theirs = shares[controller], shares[1 - controller]
    if theirs == 0:
        return f"{who} {verb} it: all of it is {'yours' if who == 'you' else owns(who)}"
    if mine == theirs:
        done = you(names, completer, me) if completer is not None else who
        if preview:
            return f"{share_words(mine)} each and {done} complete it, so {who} {verb} it"
        return f"{share_words(mine)} each: {done} completed it, so {who} {verb} it"
    return f"{who} {verb} it {share_words(mine)} to {share_words(theirs)}"


def site_summary(names, state, site: int) -> list[tuple[str, int | None]]:
    """The site panel's lines for ``site`` as (text, seat whose marker goes before it, or
    None): where it is and how far it is built, each seat's share and, once completed, who
    controls it and why."""
    shares = state.control_shares(site)
    built = sum(shares)
    head = site_words(site).capitalize()
    ctrl = state.controller(site)
    if ctrl is not None:
        lines = [(f"{head}: completed", None)]
    elif built == 0:
        return [(f"{head}: empty", None),
                ("No tiles yet: whoever places more of it will control it.", None)]
    else:
        lines = [(f"{head}: {share_words(built)} built, {share_words(EIGHTHS - built)} open",
                  None)]
    lines += [(f"{names[s]}: {share_words(shares[s])}", s) for s in range(2)]
    if ctrl is not None:
        text = control_words(names, shares, ctrl, state.completed_by(site))
        lines.append((text[:1].upper() + text[1:] + ".", None))
    return lines


def placement_words(names, before, after, site: int, me: int) -> str:
    """What placing a tile in ``site`` does to control, addressed to seat ``me``: ``before`` /
    ``after`` are the states around the placement (``after`` a copy with it applied).
    "this completes row 1, site 2: you control it 5/8 to 3/8." or "row 1, site 2 after this:
    you 3/8 · Livia 1/4, 3/8 open."."""
    shares = after.control_shares(site)
    where = site_words(site)
    ctrl = after.controller(site)
    if ctrl is not None and before.controller(site) is None:
        return (f"this completes {where}: "
                f"{control_words(names, shares, ctrl, after.completed_by(site), me, True)}.")
    parts = [f"{you(names, s, me)} {share_words(shares[s])}" for s in range(2) if shares[s]]
    left = EIGHTHS - sum(shares)
    return f"{where} after this: {' · '.join(parts)}, {share_words(left)} open."


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
