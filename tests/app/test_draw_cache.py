from game.render.cache import DrawCache


def test_lru_bound_and_order():
    c = DrawCache(limit=3)
    for k in "abcd":
        c.put(k, k.upper())
    assert len(c) == 3 and c.get("a") is None
    assert c.get("b") == "B"          # b becomes most recent
    c.put("e", "E")                   # drops c, the oldest
    assert "c" not in c and "b" in c
    assert c.fetch("b", lambda: "X") == "B"
    assert c.fetch("z", lambda: "Z") == "Z"
    c.discard(lambda k: k in ("z", "e"))
    assert len(c) == 1
    c.clear()
    assert len(c) == 0
