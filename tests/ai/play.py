"""Playing a seeded game between AI players with every action checked legal by the core."""


def play_checked(state, seats, upto: int | None = None):
    """Play ``state`` to the end (or until its action log holds ``upto`` actions), seat k by
    ``seats[k].choose``; each action must be legal (``why_illegal`` None) before it is
    applied.  Returns the state."""
    while not state.is_terminal and (upto is None or len(state.action_log) < upto):
        action = seats[state.current_seat].choose(state)
        assert state.why_illegal(action) is None, action
        state.apply(action)
    return state
