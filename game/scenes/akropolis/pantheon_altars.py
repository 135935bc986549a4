"""Divine Altars drawn (Akropolis Pantheon, issue 15): a small stepped altar in its god's colour
with the god's symbol and a fire on its top, on a Capital plaza, beside a challenge or in the results.

``draw_altar(surface, colour, (cx, cy), s, ghost=False)``: the altar centred on pixel (cx, cy)
(the plaza's top face), ``s`` its size in px (about a hex size); ``ghost`` draws it faded (where
an altar would go).  ``GODS``: colour -> (god, what the god is of); the Pantheon rulebook's
Divine Altars: blue Hestia (the hearth), yellow Hermes (trade), red Ares (war), purple Zeus
(king of the gods), green Demeter (agriculture).  Drawing only: no state is read here.
"""

from __future__ import annotations

import pygame

from game.render import palette as P

#: colour -> (the god's name, what the god is of), as the rulebook names them
GODS = {"blue": ("Hestia", "goddess of the hearth"), "yellow": ("Hermes", "god of trade"),
        "red": ("Ares", "god of war"), "purple": ("Zeus", "king of the gods"),
        "green": ("Demeter", "goddess of agriculture")}


def god_name(colour: str) -> str:
    """"Hestia" for blue, ...; the colour itself for an unknown one."""
    return GODS.get(colour, (colour.title(), ""))[0]


def _shade(c, f: float) -> tuple:
    return tuple(max(0, min(255, int(v * f))) for v in c[:3])


def _symbol(surf: pygame.Surface, colour: str, cx: float, cy: float, k: float, col) -> None:
    """The god's symbol, about 2k across, centred at (cx, cy)."""
    w = max(1, round(k * 0.28))
    if colour == "blue":     # Hestia: the hearth's flame
        pts = [(cx, cy - k), (cx + k * 0.55, cy + k * 0.1), (cx + k * 0.3, cy + k * 0.7),
               (cx, cy + k * 0.85), (cx - k * 0.3, cy + k * 0.7), (cx - k * 0.55, cy + k * 0.1)]
        pygame.draw.polygon(surf, col, pts)
    elif colour == "yellow":  # Hermes: the winged staff
        pygame.draw.line(surf, col, (cx, cy - k), (cx, cy + k), w)
        pygame.draw.circle(surf, col, (cx, cy - k * 0.95), max(1, k * 0.2))
        for side in (-1, 1):
            pygame.draw.polygon(surf, col, [(cx, cy - k * 0.6), (cx + side * k * 0.95, cy - k * 0.9),
                                            (cx + side * k * 0.55, cy - k * 0.35)])
    elif colour == "red":     # Ares: an upright sword (blade, cross-guard, grip)
        blade = [(cx, cy - k), (cx + k * 0.2, cy - k * 0.7), (cx + k * 0.2, cy + k * 0.35),
                 (cx - k * 0.2, cy + k * 0.35), (cx - k * 0.2, cy - k * 0.7)]
        pygame.draw.polygon(surf, col, blade)
        pygame.draw.line(surf, col, (cx - k * 0.6, cy + k * 0.45), (cx + k * 0.6, cy + k * 0.45),
                         w)
        pygame.draw.line(surf, col, (cx, cy + k * 0.45), (cx, cy + k), w)
    elif colour == "purple":  # Zeus: the thunderbolt
        pts = [(cx + k * 0.25, cy - k), (cx - k * 0.5, cy + k * 0.1), (cx - k * 0.02, cy + k * 0.1),
               (cx - k * 0.3, cy + k), (cx + k * 0.5, cy - k * 0.2), (cx + k * 0.02, cy - k * 0.2)]
        pygame.draw.polygon(surf, col, pts)
    else:                     # Demeter: an ear of wheat
        pygame.draw.line(surf, col, (cx, cy + k), (cx, cy - k * 0.9), w)
        for i in range(3):
            y = cy - k * 0.7 + i * k * 0.5
            for side in (-1, 1):
                pygame.draw.ellipse(surf, col, pygame.Rect(
                    round(cx + (side - 1) * k * 0.3), round(y - k * 0.15), max(2, round(k * 0.6)),
                    max(2, round(k * 0.3))))


#: the altar's fire (a flame on its top slab: what makes the block read as an altar)
FLAME, FLAME_CORE = (236, 128, 44), (255, 222, 120)


def _flame(surf: pygame.Surface, cx: float, bottom: float, k: float) -> None:
    """A small fire standing on ``bottom`` (the slab's top), about k wide and 1.1k high."""
    outer = [(cx, bottom - k * 1.1), (cx + k * 0.42, bottom - k * 0.45), (cx + k * 0.3, bottom),
             (cx - k * 0.3, bottom), (cx - k * 0.42, bottom - k * 0.45)]
    inner = [(cx, bottom - k * 0.68), (cx + k * 0.2, bottom - k * 0.25), (cx, bottom),
             (cx - k * 0.2, bottom - k * 0.25)]
    pygame.draw.polygon(surf, FLAME, outer)
    pygame.draw.polygon(surf, FLAME_CORE, inner)


def draw_altar(surface: pygame.Surface, colour: str, centre, s: float, ghost: bool = False,
               halo: bool = False) -> pygame.Rect:
    """Draw one Divine Altar of ``colour`` standing on pixel ``centre`` (see the module doc):
    two marble steps, a block of the god's colour carrying the god's symbol, a marble top slab
    with a fire burning on it; ``halo``: a ring of the god's colour around its foot (it stands
    on a plaza of the map).  Each part casts its own small shadow (no dark box around it).
    Returns its bounding rect."""
    cx, cy = centre
    base = P.AK_COLORS.get(colour, P.MARBLE)
    k = max(5.0, s * 0.55)
    lw = max(1, round(k / 18))   # outlines thin enough that the marble parts read as marble
    step = pygame.Rect(0, 0, round(k * 1.9), max(3, round(k * 0.26)))
    step.midbottom = (round(cx), round(cy + k * 0.45))
    step2 = pygame.Rect(0, 0, round(k * 1.6), max(3, round(k * 0.22)))
    step2.midbottom = step.midtop
    block = pygame.Rect(0, 0, round(k * 1.25), round(k * 1.05))
    block.midbottom = step2.midtop
    slab = pygame.Rect(0, 0, round(k * 1.6), max(3, round(k * 0.28)))
    slab.midbottom = block.midtop
    bound = step.union(slab).union(pygame.Rect(slab.x, round(slab.y - k * 1.15), slab.w, 1))
    bound = bound.inflate(int(k * 0.9), int(k * 0.9))
    target = surface
    if ghost:
        target = pygame.Surface(bound.size, pygame.SRCALPHA)
        dx, dy = -bound.x, -bound.y
        step, step2, block, slab = (r.move(dx, dy) for r in (step, step2, block, slab))
        cx, cy = cx + dx, cy + dy
    if halo:
        ring = pygame.Rect(0, 0, round(k * 2.5), round(k * 1.0))
        ring.center = (round(cx), round(cy + k * 0.3))
        pygame.draw.ellipse(target, P.SHADOW, ring.inflate(2, 2), max(2, lw + 1))
        pygame.draw.ellipse(target, P.MARBLE, ring, max(2, lw + 1))
    for r in (step, step2, block, slab):
        pygame.draw.rect(target, P.SHADOW, r.move(lw, lw), border_radius=lw)
    pygame.draw.rect(target, base, block)
    pygame.draw.rect(target, _shade(base, 0.7), (block.right - max(2, block.w // 5), block.y,
                                                max(2, block.w // 5), block.h))
    pygame.draw.rect(target, P.SHADOW, block, lw)
    for r in (step, step2, slab):
        pygame.draw.rect(target, P.MARBLE, r, border_radius=max(1, lw))
        pygame.draw.rect(target, P.SHADOW, r, lw, border_radius=max(1, lw))
    _flame(target, slab.centerx, slab.y + lw, k * 0.8)
    _symbol(target, colour, block.centerx, block.centery, k * 0.38,
            P.MARBLE if colour != "yellow" else P.SHADOW)
    if ghost:
        target.set_alpha(170)
        surface.blit(target, bound.topleft)
    return bound
