"""A Codex city on the Picture Pie table (rulebook 2.6.3, PP-27): the Campaign table over the
codex state (``state.mode == "codex"``: the level's fixed tile sequence, turn limit, closed
and pre-built sites), with the top bar's round replaced by the city's line, "Turn 4 of 12 ·
1,250 for the second star", and closed sites drawn as fenced ruins.

Pause, Restart (the same city from its first tile) and Quit (back to the Codex map) work as
on every table.  A Codex game is autosaved like every game, in its own file
(``autosave-picture-pie-codex.toml``: the Campaign's save is never replaced), and the title's
Continue resumes it on this table.  At the end the record is written
(:func:`game.scenes.codex.cities.finish`) and :class:`CodexResults` shows the stars.
"""

from __future__ import annotations

from game import games
from game.storage import saves
from game.scenes.codex import cities as C
from game.scenes.codex.map import CodexMapScene
from game.scenes.codex.results import CodexResults
from game.scenes.pause import PauseScene
from game.scenes.picture_pie.table import PicturePieTable


class CodexTable(PicturePieTable):
    """``CodexTable(app, config, state=None)``: ``config`` from
    :func:`cities.play_config` (one person seat; ``options["codex"]`` the level's plain
    data)."""

    name = "codex-table"

    def new_state(self, config: dict):
        """The codex state of the config's level (its seed; one seat)."""
        return games.new_state(self.game_id, 1, int(config.get("seed", 1)),
                               codex=(config.get("options") or {})["codex"])

    @property
    def level(self):
        """The city's Level (the codex state's)."""
        return self.state.level

    # ------------------------------------------------------------------ what the table shows
    def round_label(self) -> str:
        """"Turn 4 of 12 · 1,250 for the second star"; once over, "Final · 2 stars"."""
        st = self.state
        turns = self.level.turns
        score = self.renderer.scores()[0] if hasattr(self, "renderer") else st.scores()[0]
        stars = st.stars_for(score)
        if st.is_terminal:
            return f"Final \u00b7 {C.plural(stars, 'star')}"
        turn = max(1, min(turns, turns - st.turns_left + 1))
        return f"Turn {turn} of {turns} \u00b7 {C.star_target(st.next_star(), stars)}"

    def closed_sites(self) -> frozenset:
        """Indexes (row * 4 + col) of the level's closed sites: drawn as fenced ruins."""
        return self.state.closed_sites

    def open_pause(self) -> None:
        """The pause menu, whose Quit leads back to the Codex map (this city focused)."""
        def to_map() -> None:
            self.app.reset_to(CodexMapScene(self.app, focus=self.level.id))

        self.app.push(PauseScene(self.app, on_restart=self.restart, rules_text=self.game_id,
                                 quit_to=("Quit to the Codex map", "Quit to the Codex map?",
                                          "This city's game is kept: Continue on the title "
                                          "resumes it.", to_map)))

    # ------------------------------------------------------------------ results
    def show_results(self) -> None:
        """The game is over: delete this city's autosave, write the record and push the
        results (the Campaign's autosave is left alone)."""
        saves.delete_autosave(self.app, self.game_id, self.config)
        self.results_scene = self.make_results()
        if self.app is not None:
            self.app.push(self.results_scene)

    def make_results(self):
        st = self.state
        score = st.scores()[0]
        stars = st.stars_for(score)
        done = C.finish(self.app, self.level, score, stars)
        if done.message and hasattr(self.app, "toast"):
            self.app.toast(done.message, 10.0)
        return CodexResults(self.app, self, score, stars, done)
