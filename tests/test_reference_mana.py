"""Unit tests of the reference engine's mana pool and payment (reference_impl/mtg_reference_engine/rules/mana.py)."""

from __future__ import annotations

import pytest

from mtg_reference_engine.state.game import Game, Illegal
from mtg_reference_engine.rules.mana import (
    ManaCost, ManaError, ManaPool, check_payment, parse_cost, parse_mana, pay_mana, symbols,
)


def test_pool_add_and_symbols_in_wubrgc_order():
    pool = ManaPool()
    pool.add("G")
    pool.add("W", 2, source="plains")
    pool.add("C")
    assert pool.symbols() == "{W}{W}{G}{C}"
    assert pool.types().count("W") == 2
    assert pool.mana[1].source == "plains"


def test_pool_rejects_a_type_that_is_not_mana():
    with pytest.raises(ValueError):
        ManaPool().add("X")


def test_spend_removes_exactly_the_listed_mana():
    pool = ManaPool()
    for t in "GGUC":
        pool.add(t)
    spent = pool.spend(["G", "C"])
    assert [m.type for m in spent] == ["G", "C"]
    assert pool.symbols() == "{U}{G}"


def test_spend_of_absent_mana_fails_and_changes_nothing():
    pool = ManaPool()
    pool.add("G")
    with pytest.raises(ManaError):
        pool.spend(["G", "G"])
    assert pool.symbols() == "{G}"


def test_empty_loses_all_mana():
    pool = ManaPool()
    pool.add("R", 3)
    lost = pool.empty()
    assert len(lost) == 3 and pool.symbols() == ""


def test_parse_cost_with_x():
    cost = parse_cost("{X}{2}{G}{G}", x=3)
    assert cost.generic == 5 and sorted(cost.typed) == ["G", "G"]
    assert parse_cost("{X}").generic == 0  # X not chosen: 0


def test_parse_mana_lists_one_symbol_per_mana():
    assert parse_mana("{G}{C}{G}") == ["G", "C", "G"]
    assert parse_mana("") == []
    with pytest.raises(ManaError):
        parse_mana("{2}")
    with pytest.raises(ManaError):
        parse_mana("GG")


@pytest.mark.parametrize("cost, paid", [
    ("{1}{G}", "GG"), ("{1}{G}", "GU"), ("{G}", "G"), ("{C}", "C"), ("{2}", "CW"), ("", ""),
])
def test_payment_that_pays_the_cost_exactly(cost, paid):
    check_payment(parse_cost(cost), list(paid))


@pytest.mark.parametrize("cost, paid", [
    ("{1}{G}", "UU"),   # the {G} needs green mana
    ("{1}{G}", "G"),    # too little
    ("{1}{G}", "GGG"),  # too much: a payment is exact
    ("{C}", "G"),       # {C} needs colorless mana
    ("{G}", ""),
])
def test_payment_that_does_not_pay_the_cost(cost, paid):
    with pytest.raises(ManaError):
        check_payment(parse_cost(cost), list(paid))


def _game() -> Game:
    setup = {"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
             "turn": {"active": "alice", "step": "precombat_main"}, "objects": []}
    return Game(setup, {})


def test_pay_mana_spends_from_the_players_pool_and_records_what_was_spent():
    game = _game()
    game.players["alice"].mana_pool.add("G", 2, source="forest")
    pay_mana(game, "alice", "{1}{G}", None, "{G}{G}", spent_for="bears")
    assert game.players["alice"].mana_pool.symbols() == ""
    assert [m.type for m in game.mana_spent["bears"]] == ["G", "G"]
    assert game.mana_spent["bears"][0].source == "forest"


def test_pay_mana_refuses_mana_the_pool_does_not_hold():
    game = _game()
    game.players["alice"].mana_pool.add("G")
    with pytest.raises(Illegal):
        pay_mana(game, "alice", "{1}{G}", None, "{G}{G}")
    assert game.players["alice"].mana_pool.symbols() == "{G}"


def test_pay_mana_needs_a_payment_for_a_nonzero_cost():
    with pytest.raises(Illegal):
        pay_mana(_game(), "alice", "{G}", None, None)
    pay_mana(_game(), "alice", "{X}", 0, None)  # {X} with X = 0 costs nothing


def test_symbols_helper_orders_types():
    assert symbols(["C", "G", "W", "U"]) == "{W}{U}{G}{C}"
    assert ManaCost().generic == 0


@pytest.mark.parametrize("cost, x, value", [
    ("{X}{U}{U}{U}", 0, 3), ("{X}{U}{U}{U}", 2, 5), ("{X}", 0, 0), ("", 0, 0), ("{2}{G}", 0, 3),
    ("{2/W}{G/U}", 0, 3), ("{G/P}", 0, 1), ("{C}", 0, 1),
])
def test_mana_value(cost, x, value):
    from mtg_reference_engine.rules.mana import mana_value

    assert mana_value(cost, x) == value


# -- restricted mana (106.6, 106.6a) ---------------------------------------------------------------

class _Spell:
    def __init__(self, *card_types: str) -> None:
        self.card_types = list(card_types)


CREATURE_ONLY = {"cast": {"types": ["creature"]}, "text": "Spend this mana only to cast a creature spell."}


def test_restricted_mana_pays_only_what_its_restriction_allows():
    pool = ManaPool()
    pool.add("R", restriction=CREATURE_ONLY)
    with pytest.raises(ManaError, match="106.6"):
        pool.spend(["R"], {"cast": _Spell("instant")})
    with pytest.raises(ManaError):
        pool.spend(["R"], {"activate": "cube"})
    with pytest.raises(ManaError):
        pool.spend(["R"])  # no purpose known: restricted mana can't be assumed spendable
    assert pool.symbols() == "{R}"
    assert [m.type for m in pool.spend(["R"], {"cast": _Spell("artifact", "creature")})] == ["R"]


def test_spending_leaves_the_unrestricted_mana_when_restricted_mana_can_pay():
    pool = ManaPool()
    pool.add("G")
    pool.add("G", restriction=CREATURE_ONLY)
    spent = pool.spend(["G"], {"cast": _Spell("creature")})
    assert spent[0].restriction == CREATURE_ONLY
    assert pool.mana[0].restriction is None
    # ...and an instant then still finds the unrestricted {G}.
    assert pool.spend(["G"], {"cast": _Spell("instant")})[0].restriction is None


def test_a_payment_needing_more_spendable_mana_than_there_is_fails_whole():
    pool = ManaPool()
    pool.add("R")
    pool.add("R", restriction=CREATURE_ONLY)
    with pytest.raises(ManaError):
        pool.spend(["R", "R"], {"cast": _Spell("sorcery")})
    assert len(pool.mana) == 2


def test_oracle_restriction_sentence_is_part_of_the_mana_ability():
    from mtg_reference_engine.text.oracle import parse_oracle_text, unparsed_lines

    abilities = parse_oracle_text("{T}: Add one mana of any color. Spend this mana only to cast creature spells.")
    assert [a.kind for a in abilities] == ["mana"]
    assert abilities[0].spec["restriction"]["cast"] == {"types": ["creature"]}
    assert unparsed_lines(abilities) == []
    # A restriction the engine doesn't model is no silently unrestricted mana.
    odd = parse_oracle_text("{T}: Add {C}. Spend this mana only to cast colorless Eldrazi spells.")
    assert unparsed_lines(odd) == [odd[0].text]
    # A mana ability whose production isn't understood is reported too.
    assert unparsed_lines(parse_oracle_text("{T}: Add {C} or {W}, whichever you like.")) != []
