"""Grammar additions of the grammar3 pass (issue 13): each new shape's typed tree, the lexer guard
that keeps capitalised words subtypes and names, and the lines played in a game."""

from __future__ import annotations

import re

from mtg_reference_engine.engine import engine as _engine  # noqa: F401 - registers the rules modules
from mtg_reference_engine.state.support import abilities_of, problems
from mtg_reference_engine.text import nodes as N
from mtg_reference_engine.text import parse_line
from mtg_reference_engine.text.parse import parser
from tests.tree_play import card, holds


def ability(line: str, name: str = "Test Card"):
    parsed = parse_line(line, (name,))
    assert not N.has_unparsed(parsed.ability), f"not parsed: {line!r}"
    return parsed.ability


def nodes(node, cls, **attrs):
    return [n for n in N.walk(node) if isinstance(n, cls) and all(getattr(n, k) == v for k, v in attrs.items())]


# -- the lexer guard --------------------------------------------------------------------------------

# Under lark's basic lexer a string literal wins over a regex terminal its text matches: a literal
# capitalised word ("Vehicle") is then never lexed CAPWORD, so every rule that reads a subtype or a
# name as CAPWORD stops reading that word ("is a Vehicle", "Vehicles you control"). The literals that
# may do so are listed here, each with why; a new one fails this test until it is judged.
CAPWORD_LITERALS = {
    "X": "the variable X (107.3), never a subtype or a name",
    "LEVEL": "a leveler's 'LEVEL 2-3' line (711), written in capitals only there",
}


def _terminal(name):
    return next(t for t in parser().terminals if t.name == name)


def test_no_literal_takes_a_capitalised_word_from_capword():
    capword = re.compile(_terminal("CAPWORD").pattern.to_regexp())
    literals = {t.pattern.value for t in parser().terminals if t.pattern.type == "str"}
    taken = {w for w in literals if capword.fullmatch(w)}
    assert taken == set(CAPWORD_LITERALS), (
        f"literal capitalised words in oracle.lark: {sorted(taken)}; a literal takes the word from "
        "CAPWORD in every rule (write CAPWORD and check the word where it is read), or list it here")


def test_capitalised_subtypes_still_read_as_capword():
    for line in ("Vehicles you control get +1/+1.", "Goblins you control have haste.",
                 "This Vehicle is a Goblin in addition to its other types."):
        assert ability(line)


# -- "that land's controller" ------------------------------------------------------------------------

def test_that_lands_controller_is_its_controller():
    a = ability("Destroy target land. Test Card deals 2 damage to that land's controller.")
    assert nodes(a, N.Player, who="its_controller"), N.dump(a)
    for noun in ("artifact", "enchantment", "planeswalker"):
        b = ability(f"Destroy target {noun}. Test Card deals 1 damage to that {noun}'s controller.")
        assert nodes(b, N.Player, who="its_controller"), N.dump(b)


def test_destroyed_lands_controller_is_dealt_damage():
    text = "Destroy target land. Test Quake deals 3 damage to that land's controller."
    abilities = abilities_of(text, "Test Quake", True)
    assert len(abilities) == 1 and "tree" in abilities[0].spec and problems(abilities[0]) == []
    holds('''
        Given bob controls Forest as "forest"
        And alice has Test Quake in hand as "quake"
        When alice casts "quake" targeting "forest"
        And the top of the stack resolves
        Then "forest" is in the graveyard
        And bob has 17 life
        And alice has 20 life
    ''', [card("Test Quake", text, "sorcery", "{2}{R}")])


# -- a spell's line the grammar reads as a static ability (113.3a) ------------------------------------

def test_a_spells_targeting_line_is_its_instructions_not_a_static_ability():
    text = "Target creature can't block this turn."
    assert isinstance(parse_line(text, ("Test Card",)).ability, N.Static)  # the whole grammar's reading
    spell = abilities_of(text, "Test Card", True)
    assert len(spell) == 1 and spell[0].kind == "spell" and isinstance(spell[0].spec["tree"], N.SpellAbility)
    permanent = abilities_of("Creatures your opponents control can't block.", "Test Card", False)
    assert permanent[0].kind == "static"


def test_a_spells_own_static_line_stays_static():
    for text in ("As an additional cost to cast this spell, sacrifice a creature.", "This spell can't be countered."):
        tree = abilities_of(text, "Test Card", True)
        assert all(not isinstance(a.spec.get("tree"), N.SpellAbility) for a in tree), (text, tree)


def test_a_condition_on_that_land_not_executed_is_refused():
    text = "Destroy target land. If that land was a snow land, Test Quake deals 1 damage to that land's controller."
    abilities = abilities_of(text, "Test Quake", True)
    assert not N.has_unparsed(parse_line(text, ("Test Quake",)).ability)
    assert any(problems(a) for a in abilities)  # read whole, and refused: 'was a snow land' isn't executed


# -- three static verb phrases of one subject -------------------------------------------------------

def test_three_static_verb_phrases_each_apply_to_the_subject():
    a = ability("Enchanted creature gets +2/+2, has vigilance, and can't attack you or planeswalkers you control.")
    seq = nodes(a, N.Sequence)[0]
    assert [type(s).__name__ for s in seq.steps] == ["Pump", "Grant", "Restriction"]
    assert len({s.what for s in seq.steps}) == 1 and seq.steps[2].kind == "cant_attack_you_or_pw"
    b = ability("Enchanted creature gets +2/+2, has first strike, and is a Knight in addition to its other types.")
    assert nodes(b, N.Phrase, kind="st_add_type")
    # the engine doesn't execute such a list as a static ability yet: refused, not dropped
    abilities = abilities_of("Enchanted creature gets +2/+2, has vigilance, and can't attack you or planeswalkers "
                             "you control.", "Test Card", False)
    assert any(problems(x) for x in abilities)


# -- "also" -------------------------------------------------------------------------------------------

def test_also_adds_nothing_to_the_clause():
    a = ability("Creatures you control get +2/+0 until end of turn. White creatures you control also gain "
                "first strike until end of turn.")
    grant = nodes(a, N.Grant)[0]
    assert grant.abilities == (N.Keyword("first strike"),) and grant.duration is not None
    assert nodes(a, N.Pump)


def test_creatures_also_gain_played():
    text = "Creatures you control get +1/+0 until end of turn. Green creatures you control also gain trample until end of turn."
    abilities = abilities_of(text, "Test Rally", True)
    assert len(abilities) == 1 and "tree" in abilities[0].spec and problems(abilities[0]) == []
    holds('''
        Given alice controls Test Green Bear as "bears"
        And alice controls Test White Bear as "seeker"
        And alice has Test Rally in hand as "rally"
        When alice casts "rally"
        And the top of the stack resolves
        Then "bears" is 3/2
        And "seeker" is 3/2
        And "bears" has the ability "Trample"
        And "seeker" does not have the ability "Trample"
    ''', [card("Test Rally", text, "instant", "{R}"), card("Test Green Bear", "", "creature", "{1}{G}", "2/2"),
          card("Test White Bear", "", "creature", "{1}{W}", "2/2")])


# -- a named legendary token (111.4) -----------------------------------------------------------------

def test_named_legendary_token_spec():
    for line, name in (("{T}: Create Voja, a legendary 2/2 green and white Wolf creature token.", "Voja"),
                       ("At the beginning of your end step, create Primo, the Indivisible, a legendary 0/0 green "
                        "and blue Fractal creature token.", "Primo, the Indivisible"),
                       ("When this creature dies, create Tuktuk the Returned, a legendary 5/5 colorless Goblin Golem "
                        "artifact creature token.", "Tuktuk the Returned")):
        spec = nodes(ability(line), N.TokenSpec)[0]
        assert spec.name == name and "legendary" in spec.extra, spec
    # the card's own name as the token's ("create Ragavan, a legendary ...") is not read here
    parsed = parse_line("Whenever Ragavan attacks, create Ragavan, a legendary 2/1 red Monkey creature token.",
                        ("Ragavan, Nimble Pilferer",))
    assert N.has_unparsed(parsed.ability)


def test_named_legendary_token_is_created_legendary_and_named():
    holds('''
        Given alice controls Test Den as "den"
        When alice activates the ability of "den"
        And the top of the stack resolves
        And it creates "v"
        Then "v" is named "Voja"
        And "v" is legendary
        And "v" is 2/2
        And "v" has the creature type Wolf
    ''', [card("Test Den", "{T}: Create Voja, a legendary 2/2 green and white Wolf creature token.", "land")])


def test_a_named_legendary_noncreature_token_is_refused():
    text = "{T}: Create Cragflame, a legendary colorless Equipment artifact token with equip {2}."
    abilities = abilities_of(text, "Test Den", False)
    assert not N.has_unparsed(parse_line(text, ("Test Den",)).ability)
    assert any(problems(a) for a in abilities)
