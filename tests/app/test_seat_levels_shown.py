"""Once a game starts, each AI seat still says its level ("AI · Hard"), on both tables."""

from game.app.testing import frames, make_app
from game.scenes.akropolis.table import AkropolisTable
from game.scenes.picture_pie.table import PicturePieTable

SEATS = [{"name": "You", "kind": "person"}, {"name": "Livia", "kind": "ai", "ai": "hard"},
         {"name": "Marcus", "kind": "ai", "ai": "easy"}, {"name": "Old", "kind": "ai",
                                                          "ai": "greedy"}]


def test_seat_labels_name_the_level(tmp_path):
    app = make_app(tmp_path)
    for cls, game in ((PicturePieTable, "picture-pie"), (AkropolisTable, "akropolis")):
        table = cls(app, {"game": game, "seed": 2, "seats": SEATS})
        app.push(table)
        frames(app, 2)
        assert table.seat_tag(0) == ""
        assert table.seat_label(0) == "You"
        assert table.seat_label(1) == "Livia (AI \u00b7 Hard)"
        assert table.seat_tag(2) == "AI \u00b7 Easy"
        assert table.seat_tag(3) == "AI \u00b7 Medium"     # an old save's greedy seat
        app.pop()


def test_solo_architect_tag(tmp_path):
    app = make_app(tmp_path)
    table = AkropolisTable(app, {"game": "akropolis", "seed": 2,
                                 "seats": [{"name": "You", "kind": "person"}],
                                 "options": {"solo": "hippodamos"}})
    app.push(table)
    frames(app, 2)
    assert table.seat_tag(1) == "Illustrious Architect"
