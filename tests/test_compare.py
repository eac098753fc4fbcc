"""The comparison semantics of docs/FORMAT.md, one rule at a time."""

from mtg_conformance.compare import compare, normalize_ability


def snap(**obj):
    return {"observations": {"end": {"objects": {"x": {"zone": "battlefield", **obj}}, "players": {"alice": {"life": 20}}}},
            "actions": [{"ok": True}]}


def check(exp, **obj):
    return compare([{"at": "end", "object": "x", **exp}], snap(**obj))


def test_sets_compare_as_sets():
    assert not check({"card_types": ["creature", "artifact"]}, card_types=["artifact", "creature"])
    assert check({"card_types": ["artifact"]}, card_types=["artifact", "creature"])
    assert not check({"card_types": {"includes": ["artifact"]}}, card_types=["artifact", "creature"])
    assert check({"card_types": {"excludes": ["creature"]}}, card_types=["artifact", "creature"])


def test_abilities_compare_by_normalized_wording():
    have = ["Flying", "When Wall of Omens enters, draw a card. (Reminder.)"]
    assert not check({"abilities": {"includes": ["When this creature enters, draw a card."]}},
                     name="Wall of Omens", abilities=have)
    assert check({"abilities": ["Flying"]}, name="Wall of Omens", abilities=have)
    assert normalize_ability("This creature can’t be blocked — ever.") == "~ can't be blocked - ever."
    assert normalize_ability('except it has "Flying."') == "except it has 'Flying.'"


def test_a_players_abilities_compare_like_an_objects():
    def player(exp, abilities):
        result = {"observations": {"end": {"objects": {}, "players": {"alice": {"abilities": abilities}}}},
                  "actions": [{"ok": True}]}
        return compare([{"at": "end", "player": "alice", **exp}], result)

    assert not player({"abilities": {"includes": ["Hexproof from blue"]}}, ["Hexproof from black", "Hexproof from blue"])
    assert player({"abilities": {"includes": ["Hexproof"]}}, ["Hexproof from blue"])
    assert player({"abilities": {"excludes": ["Hexproof from blue"]}}, ["Hexproof from blue"])
    assert not player({"abilities": {"excludes": ["Hexproof"]}}, ["Hexproof from blue"])
    assert player({"abilities": ["Hexproof", "Hexproof"]}, ["Hexproof"])  # a list is a multiset


def test_counters_exact_or_included():
    assert not check({"counters": {}}, counters={"+1/+1": 0})
    assert check({"counters": {}}, counters={"fade": 2})
    assert not check({"counters": {"includes": {"fade": 2}}}, counters={"fade": 2, "+1/+1": 1})
    assert check({"counters": {"fade": 2}}, counters={"fade": 2, "+1/+1": 1})


def test_unnamed_fields_are_unchecked_and_none_means_none():
    assert not check({"name": "Clone"}, name="Clone", power=99)
    assert check({"power": None}, power=0)


def test_exists_false():
    assert not compare([{"at": "end", "object": "gone", "exists": False}], snap())
    assert compare([{"at": "end", "object": "x", "exists": False}], snap())


def test_missing_observation_and_refusals():
    assert compare([{"at": "later", "object": "x", "name": "y"}], snap())
    reply = {"observations": {}, "actions": [{"ok": False, "refused": "illegal"}]}
    assert compare([], reply)  # refused but expected ok
    assert not compare([{"action": 0, "outcome": "refused"}], reply)
    assert compare([{"action": 0, "outcome": "refused"}], {"observations": {}, "actions": [{"ok": True}]})


def test_counting_the_permanents_a_player_controls() -> None:
    from mtg_conformance.compare import compare

    snap = {"objects": {
        "a": {"zone": "battlefield", "controller": "alice", "card_types": ["creature"], "token": True},
        "b": {"zone": "battlefield", "controller": "alice", "card_types": ["creature"], "token": False},
        "c": {"zone": "battlefield", "controller": "alice", "card_types": ["land"]},
        "d": {"zone": "graveyard", "controller": "alice", "card_types": ["creature"], "token": True},
        "e": {"zone": "battlefield", "controller": "bob", "card_types": ["creature"], "token": True}},
        "players": {"alice": {}, "bob": {}}}
    reply = {"observations": {"c1": snap}, "actions": [{"ok": True}]}

    def check(**want):
        return compare([{"at": "c1", "player": "alice", "permanents": want}], reply)

    assert check(count=3) == [] and check(count=2, card_type="creature") == []
    assert check(count=1, card_type="creature", token=True) == [] and check(count=2, token=False) == []
    [m] = check(count=2, card_type="creature", token=True)
    assert m.message == "alice controls creature tokens: expected 2, observed 1"
    [m] = check(count=0, token=False)
    assert m.message == "alice controls nontoken permanents: expected 0, observed 2"


def test_the_turn_compares_the_fields_named():
    reply = {"observations": {"end": {"objects": {}, "turn": {"active": "bob", "step": "upkeep"}}}, "actions": []}
    assert not compare([{"at": "end", "turn": {"active": "bob", "step": "upkeep"}}], reply)
    assert not compare([{"at": "end", "turn": {"active": "bob"}}], reply)
    [m] = compare([{"at": "end", "turn": {"active": "bob", "step": "draw"}}], reply)
    assert m.message == 'step: expected "draw", observed "upkeep"'
    [m] = compare([{"at": "end", "turn": {"active": "alice"}}], {**reply, "observations": {"end": {"objects": {}}}})
    assert m.message == 'active player: expected "alice", observed none'


def test_the_game_compares_the_fields_named():
    reply = {"observations": {"end": {"objects": {}, "game": {"over": True, "winner": "alice"}}}, "actions": []}
    assert not compare([{"at": "end", "game": {"over": True, "winner": "alice"}}], reply)
    assert not compare([{"at": "end", "game": {"over": True}}], reply)
    [m] = compare([{"at": "end", "game": {"over": True, "winner": None}}], reply)  # a draw expected
    assert m.message == 'winner: expected none, observed "alice"'
    [m] = compare([{"at": "end", "game": {"over": False}}], reply)
    assert m.message == "game over: expected false, observed true"
    [m] = compare([{"at": "end", "game": {"winner": None}}], {**reply, "observations": {"end": {"objects": {}}}})
    assert m.message == "game.winner: expected none, not reported by the engine"  # missing is not "no winner"


def test_created_counts_objects_reported_after_that_were_not_before():
    before = {"objects": {"bears": {"zone": "battlefield"}, "trigger-1": {"zone": "stack"}}}
    after = {"objects": {"bears": {"zone": "battlefield"}, "token-2": {"zone": "battlefield"},
                         "gone-3": {"zone": None}}}
    reply = {"observations": {"before": before, "after": after}, "actions": []}
    assert not compare([{"at": "after", "created": {"since": "before", "count": 1}}], reply)
    [m] = compare([{"at": "after", "created": {"since": "before", "count": 0}}], reply)
    assert m.message == "objects the action created: expected 0, observed 1 (token-2)"
    [m] = compare([{"at": "after", "created": {"since": "nowhere", "count": 0}}], reply)
    assert "no observation labelled \"nowhere\"" in m.message


def test_a_shortened_name_is_the_objects_name_201_5c():
    from mtg_conformance.compare import normalize_ability

    names = ("Skithiryx, the Blight Dragon",)
    assert normalize_ability("{B}{B}: Regenerate Skithiryx.", names) == normalize_ability("{B}{B}: Regenerate ~.", names)
    assert normalize_ability("{B}{B}: Regenerate Skithiryx.", ("Grizzly Bears",)) != "{B}{B}: Regenerate ~."
