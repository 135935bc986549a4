"""app.devices (game.app.devices.SeatDevices) on its own: claims, the shared keyboard, hot-seat,
routing, and controllers lost and found again by GUID (values worked out by hand)."""

from game.app.devices import KBM, DeviceInfo, SeatDevices
from game.input.actions import Act, InputEvent


def pads(*specs) -> dict:
    """{device id: DeviceInfo} for (instance id, guid) pairs."""
    return {f"pad{i}": DeviceInfo(f"pad{i}", f"Pad {i}", guid) for i, guid in specs}


def test_a_controller_belongs_to_one_seat_the_keyboard_may_be_shared():
    d = SeatDevices()
    d.update_present(pads((1, "x"), (2, "x")))
    d.claim(0, "pad1")
    d.claim(1, "pad1")                       # pad 1 moves to seat 1
    assert d.devices_of(0) == [] and d.devices_of(1) == ["pad1"]
    d.claim(0, KBM)
    d.claim(2, KBM)                          # two keyboard players share it
    assert d.devices_of(0) == [KBM] and d.devices_of(2) == [KBM]
    d.active = 2
    assert d.seat_of(KBM) == 2               # the shared keyboard plays the seat to act
    d.active = 1
    assert d.seat_of(KBM) == 0               # not its seat's turn: the first holder
    assert d.seat_of("pad1") == 1 and d.seat_of("pad2") is None


def test_routing_the_seat_to_acts_devices_only_and_no_dead_end():
    d = SeatDevices()
    d.update_present(pads((1, "a"), (2, "b")))
    assert d.may_drive("pad2", 0)            # no claims: everyone, as before issue 16
    d.claim(0, "pad1")
    d.claim(1, "pad2")
    assert d.may_drive("pad1", 0) and not d.may_drive("pad2", 0)
    assert not d.may_drive(KBM, 0)
    assert d.may_drive(KBM, 2)               # a seat holding nothing (an AI): anyone
    ev = d.route(InputEvent(Act.CONFIRM, device="controller", device_id="pad2"))
    assert ev.seat == 1
    d.set_hot_seat(True)                     # one controller passed around
    assert d.may_drive("pad2", 0) and d.route(ev).seat is None and d.lost_seats() == []


def test_a_lost_controller_comes_back_to_its_seat_by_guid():
    d = SeatDevices()
    d.update_present(pads((1, "g-one"), (2, "g-two")))
    d.claim(0, "pad1")
    d.claim(1, "pad2")
    added, removed = d.update_present(pads((2, "g-two")))
    assert (added, removed) == ([], ["pad1"])
    assert d.lost_seats() == [0] and d.lost_device(0).name == "Pad 1"
    assert d.may_drive("pad2", 1) and d.devices_of(1) == ["pad2"]
    d.update_present(pads((2, "g-two"), (7, "g-one")))   # re-plugged: a new instance id
    assert d.devices_of(0) == ["pad7"] and d.devices_of(1) == ["pad2"]
    assert d.lost_seats() == []


def test_two_pads_of_one_model_come_back_in_seat_order_and_a_stand_in_goes_back():
    d = SeatDevices()
    d.update_present(pads((1, "same"), (2, "same"), (3, "other")))
    d.claim(0, "pad1")
    d.claim(1, "pad2")
    d.claim(2, "pad3")
    d.update_present(pads((3, "other")))
    assert d.lost_seats() == [0, 1]
    d.claim(0, "pad3", share=True)            # seat 0 plays with seat 2's pad meanwhile
    assert d.lost_seats() == [1] and d.devices_of(2) == ["pad3"]
    d.update_present(pads((3, "other"), (8, "same")))
    assert d.devices_of(0) == ["pad8"]        # first lost seat first; the stand-in goes back
    d.update_present(pads((3, "other"), (8, "same"), (9, "same")))
    assert d.devices_of(1) == ["pad9"] and d.devices_of(2) == ["pad3"]


def test_unknown_removals_and_mappers_that_cannot_answer_change_nothing():
    d = SeatDevices()
    d.update_present(pads((1, "a")))
    d.claim(0, "pad1")
    before = (d.claims(), d.lost_seats())
    d.update_present(pads((1, "a")))
    d.sync(object())                          # a mapper with no tables at all: nothing there
    assert d.lost_seats() == [0]              # ... so pad 1 is gone; and back on the next sync
    d.update_present(pads((1, "a")))
    assert (d.claims(), d.lost_seats()) == before


def test_a_mapper_that_fails_to_list_its_devices_loses_no_seat():
    class Broken:
        def devices(self):
            raise RuntimeError("in the middle of a hot-plug")

    d = SeatDevices()
    d.update_present(pads((1, "a")))
    d.claim(0, "pad1")
    assert d.sync(Broken()) == ([], [])
    assert d.lost_seats() == [] and d.devices_of(0) == ["pad1"]
