"""The Oracle grammar's second pass over the corpus's commonest unparsed lines (issue 13): one test
per construct family, each asserting the typed tree a line becomes (parse -> expected nodes), not
only that it parses."""

from __future__ import annotations

import pytest

from mtg_reference_engine.text import nodes as N
from mtg_reference_engine.text import parse_card, parse_line
from mtg_reference_engine.text.parse import _TRANSFORM_ERRORS


def ability(line: str, name: str = "Test Card"):
    parsed = parse_line(line, (name,))
    assert not N.has_unparsed(parsed.ability), f"not parsed: {line!r}"
    return parsed.ability


def nodes(node, cls, **attrs):
    return [n for n in N.walk(node) if isinstance(n, cls)
            and all(getattr(n, k) == v for k, v in attrs.items())]


def one(node, cls, **attrs):
    found = nodes(node, cls, **attrs)
    assert found, f"no {cls.__name__} {attrs} in\n{N.dump(node)}"
    return found[0]


def static_kind(line: str, name: str = "Test Card") -> N.Phrase:
    a = ability(line, name)
    assert isinstance(a, N.Static), N.dump(a)
    return a.effects[0]


# ------------------------------------------------------------------------------------------ keywords

@pytest.mark.parametrize("line, name, param", [
    ("Teamwork 3", "teamwork", 3), ("Specialize {2}", "specialize", N.ManaCost(("{2}",))),
    ("For Mirrodin!", "for mirrodin!", None), ("Increment", "increment", None),
    ("Paradigm", "paradigm", None),
])
def test_keywords_printed_outside_702(line, name, param):
    a = ability(line)
    assert isinstance(a, N.KeywordLine) and a.keywords == (N.Keyword(name, param),)


def test_partner_variant_is_the_keyword_with_its_text():  # 702.124i
    a = ability("Partner—Friends forever")
    assert a.keywords == (N.Keyword("partner", N.Phrase("kw_variant", ("friends forever",))),)
    b = ability("Partner—Character select")
    assert b.keywords[0].name == "partner" and b.keywords[0].param.parts == ("Character select",)


def test_splice_onto_a_subtype():  # 702.47
    kw = ability("Splice onto Arcane {1}{U}").keywords[0]
    assert kw.name == "splice" and kw.param == N.Phrase("kw_splice", ("Arcane", N.ManaCost(("{1}", "{U}"))))


def test_station_threshold_with_keywords():  # 702.184
    parsed = parse_card("Station\n8+ | Flying, vigilance, haste", ("Test Ship",))
    assert not any(N.has_unparsed(p.ability) for p in parsed)
    line = parsed[1].ability
    assert line.kind == "result_line" and line.parts[0] == "8+"
    assert [k.name for k in line.parts[1].keywords] == ["flying", "vigilance", "haste"]


# ------------------------------------------------------------------------------------------ statics

def test_opening_hand_leyline():  # 103.6a
    assert static_kind("If this card is in your opening hand, you may begin the game with it on the "
                       "battlefield.") == N.Phrase("opening_hand_begin", ())


def test_a_deck_can_have_any_number_the_article_a_is_lowercased():
    assert static_kind("A deck can have any number of cards named Rat Colony.", "Rat Colony").kind == "deck_any_number"


def test_cant_block_it_with_a_filter_subject():
    r = static_kind("Creatures with power less than this creature's power can't block it.")
    assert isinstance(r, N.Restriction) and r.kind == "cant_block_filter" and r.parts == (N.Ref("it"),)
    assert one(r.what, N.Phrase, kind="power_less_than")


def test_static_with_if_condition():
    c = static_kind("This land doesn't untap during your untap step if it has a depletion counter on it.")
    assert isinstance(c, N.Conditional) and c.condition.kind == "has_counters"
    assert isinstance(c.effect, N.Restriction) and c.effect.kind == "no_untap"


@pytest.mark.parametrize("line, kind", [
    ("This spell costs {1} less to cast for each creature in your party.", "self_cost_reduction"),
    ("Domain — This spell costs {1} less to cast for each basic land type among lands you control.",
     "self_cost_reduction"),
    ("This spell costs {X} less to cast, where X is the greatest power among creatures you control.",
     "self_cost_reduction"),
    ("Strive — This spell costs {1}{G} more to cast for each target beyond the first.", "strive_cost"),
    ("Equip abilities you activate cost {1} less to activate.", "equip_cost_reduction"),
    ("The second spell you cast each turn costs {1} less to cast.", "nth_spell_cost_reduction"),
    ("Spells your opponents cast that target this creature cost {2} more to cast.", "cost_increase"),
    ("Spells you cast from anywhere other than your hand cost {2} less to cast.", "cost_reduction"),
    ("You may have this creature assign its combat damage as though it weren't blocked.", "assign_as_unblocked"),
    ("Players play with the top card of their libraries revealed.", "reveal_top_each"),
    ("Your opponents play with their hands revealed.", "hands_revealed"),
    ("Cards in graveyards can't be the targets of spells or abilities.", "graveyard_untargetable"),
    ("You don't lose the game for having 0 or less life.", "no_lose_at_zero_life"),
    ("If it's neither day nor night, it becomes day as this creature enters.", "day_night_start"),
])
def test_static_kinds(line, kind):
    assert static_kind(line).kind == kind


def test_party_and_domain_counts_are_typed():
    assert one(static_kind("This spell costs {1} less to cast for each creature in your party."),
               N.Phrase, kind="party_member")
    assert one(static_kind("This spell costs {1} less to cast for each basic land type among lands you control."),
               N.Phrase, kind="domain_count")


def test_alternative_cost_and_free_cast_under_a_condition():  # 118.9
    alt = static_kind("If you control a Plains, you may tap an untapped creature you control rather than pay "
                      "this spell's mana cost.")
    assert alt.kind == "alternative_cost_if" and alt.parts[0].kind == "you_control"
    assert one(alt, N.CostPart, kind="tap_other")
    free = static_kind("If you control a commander, you may cast this spell without paying its mana cost.")
    assert free == N.Phrase("free_cast_if", (N.Condition("control_commander"),))


def test_goaded_and_all_colors():
    s = ability("Enchanted creature gets +1/+1 and is goaded.")
    assert isinstance(s.effects[0], N.Sequence)
    assert one(s, N.Phrase, kind="st_goaded")
    assert static_kind("Test Card is all colors.").kind == "st_all_colors"


# ------------------------------------------------------------------------------------------ modal

@pytest.mark.parametrize("text, condition, optional", [
    ("Choose one. If you control a commander as you cast this spell, you may choose both instead.",
     N.Condition("control_commander_as_cast"), True),
    ("Choose one. If this spell was cast using teamwork, choose both instead.",
     N.Condition("cast_using", ("teamwork",)), False),
])
def test_modal_header_with_a_larger_choice_under_a_condition(text, condition, optional):  # 700.2
    parsed = parse_card(text + "\n• Draw a card.\n• Destroy target creature.", ("Test Card",))
    assert len(parsed) == 1 and not N.has_unparsed(parsed[0].ability)
    m = parsed[0].ability
    assert isinstance(m, N.Modal) and len(m.modes) == 2
    assert m.header == N.ConditionalChoice(N.ChooseCount("one"), condition, N.ChooseCount("both"), optional)


# ------------------------------------------------------------------------------------------ replacements

def test_enters_tapped_with_counters():  # 614.1c
    r = ability("This land enters tapped with two depletion counters on it.")
    assert r == N.Replacement("enters_tapped_with_counters", (N.SelfRef("land"), N.CounterSpec(2, "depletion")))


def test_enters_tapped_unless_a_player_is_low():
    r = ability("This land enters tapped unless a player has 13 or less life.")
    assert r.kind == "enters_tapped_unless" and r.parts[1] == N.Condition("player_life_at_most", (13,))


def test_gain_that_much_life_plus_one_instead():  # 614.1a
    r = ability("If you would gain life, you gain that much life plus 1 instead.")
    assert r.kind == "replacement_instead"
    assert one(r, N.Action, kind="gain_life_plus").parts == (N.Phrase("that_much"), 1)


# ------------------------------------------------------------------------------------------ triggers, effects

def test_cast_trigger_naming_the_card():
    a = ability("When you cast Taught by Narset, draw a card.", "Taught by Narset")
    assert isinstance(a, N.Triggered) and a.trigger.event == N.Phrase("event_cast_self")  # as "this spell"
    assert a.effect == N.Draw(1)


def test_clash_then_if_you_win():  # 701.30
    a = ability("When this creature enters, clash with an opponent. If you win, put a +1/+1 counter on this creature.")
    assert one(a.effect, N.Action, kind="clash")
    c = one(a.effect, N.Conditional)
    assert c.condition == N.Condition("won_clash") and isinstance(c.effect, N.PutCounters)


def test_intervening_if_conditions():
    a = ability("At the beginning of the end step, if no creatures are on the battlefield, sacrifice this enchantment.")
    assert a.condition.kind == "none_on_battlefield"
    b = ability("At end of combat, if this creature attacked or blocked this combat, remove a +1/+1 counter from it.")
    assert b.condition.kind == "attacked_or_blocked"


@pytest.mark.parametrize("line", [
    "Whenever a player taps a land for mana, that player adds one mana of any type that land produced.",
    "Whenever you tap a land for mana, add one mana of any type that land produced.",
])
def test_triggered_mana_from_a_tapped_land(line):  # 605.1b
    a = ability(line)
    assert isinstance(a, N.Triggered)
    assert one(a.effect, N.AddMana).produce.kind == "mana_type_land_produced"


def test_effects_of_the_second_pass():
    assert one(ability("Target player shuffles their graveyard into their library."), N.Action,
               kind="shuffle_graveyard")
    assert one(ability("All creatures able to block target creature this turn do so."), N.Action, kind="lure_effect")
    p = ability("{1}: This creature gets +1/-1 or -1/+1 until end of turn.").effect
    assert p.kind == "pump_choice" and p.parts[1:3] == ("+1/-1", "-1/+1")
    e = ability("When this creature enters, it endures 2.").effect
    assert e.kind == "endure_obj" and e.parts == (N.Ref("it"), 2)
    t = ability("{1}: This creature becomes the creature type of your choice until end of turn.").effect
    assert one(t, N.Phrase, kind="type_of_choice")
    w = ability("As an additional cost to cast this spell, you may waterbend {2}.")
    assert one(w, N.CostPart, kind="waterbend")


def test_no_transformer_errors():
    assert not _TRANSFORM_ERRORS, _TRANSFORM_ERRORS


# ------------------------------------------------------------------------------------------ third batch

def test_zero_is_a_number_everywhere():
    """A literal "0" in the grammar took every "0" from NUMBER: "Starting intensity 0" never parsed."""
    assert ability("Starting intensity 0") == N.LevelLine(0)
    assert static_kind("You don't lose the game for having 0 or less life.") == N.Phrase("no_lose_at_zero_life", (0,))
    r = ability("If your life total would be reduced to 0 or less, instead draw a card.")
    assert r.parts[0] == N.Phrase("replace_event", ("your life total would be reduced to 0 or less",))
    assert ability("X can't be 0.") == N.Static((N.Phrase("x_restriction", ("X", 0)),))


def test_flip_when_enough_ki_counters():  # 709.4
    a = ability("At the beginning of the end step, if there are two or more ki counters on this creature, you may flip it.")
    assert a.condition == N.Condition("has_counters", (2, "ki", N.SelfRef("creature")))
    assert a.effect == N.Optional_(N.Action("flip_obj", (N.Ref("it"),)))


def test_replacement_with_more_sentences():  # 614.1a
    r = ability("If damage would be dealt to this creature, prevent that damage. Remove a +1/+1 counter from this creature.")
    assert r.kind == "replacement_steps" and r.parts[1] == N.Action("prevent_damage")
    assert r.parts[2].kind == "remove_counters"


def test_then_if():
    a = ability("Whenever enchanted creature attacks, put a +1/+1 counter on it. Then if it has three or more "
                "+1/+1 counters on it, sacrifice this Aura.")
    c = a.effect.steps[1]
    assert isinstance(c, N.Conditional) and c.condition.kind == "has_counters" and isinstance(c.effect, N.Sacrifice)


def test_exile_instead_of_dying_after_damage_this_way():
    a = ability("Test Card deals 3 damage to any target. If a creature dealt damage this way would die this turn, "
                "exile it instead.")
    assert one(a, N.Action, kind="damage_exile_instead")  # the damage and its replacement, one node (fx)
    assert one(a, N.Phrase, kind="dealt_damage_this_way")


@pytest.mark.parametrize("line, kind", [
    ("When this creature dies, put its counters on target creature you control.", "move_counters"),
    ("Change the target of target spell with a single target.", "change_target"),
    ("Whenever this creature becomes blocked, you may untap it and remove it from combat.", "remove_from_combat"),
    ("Whenever this creature attacks and isn't blocked, defending player gets a poison counter.", "get_poison"),
    ("Each player shuffles their hand and graveyard into their library, then draws seven cards.",
     "shuffle_hand_graveyard"),
    ("Whenever Test Card deals combat damage to a player, investigate that many times.", "investigate_that_many"),
])
def test_actions(line, kind):
    assert one(ability(line), N.Action, kind=kind)


@pytest.mark.parametrize("line, kind", [
    ("You may cast this spell as though it had flash. If you cast it any time a sorcery couldn't have been cast, "
     "the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step.",
     "flash_sacrifice"),
    ("Remove this card from your deck before playing if you're not playing for ante.", "ante_remove"),
    ("Enchanted creature has protection from the chosen color. This effect doesn't remove this Aura.",
     "doesnt_remove_aura"),
    ("Test Card's power is equal to the number of card types among cards in all graveyards and its toughness is "
     "equal to that number plus 1.", "cda_pt_plus"),
    ("This spell can't be copied.", "uncopiable"),
    ("Creatures entering don't cause abilities to trigger.", "no_etb_triggers"),
    ("Each opponent can cast spells only any time they could cast a sorcery.", "sorcery_speed_only"),
    ("You may activate abilities of creatures you control as though those creatures had haste.",
     "haste_for_abilities"),
    ("Each creature you control with toughness greater than its power assigns combat damage equal to its "
     "toughness rather than its power.", "toughness_damage"),
    ("Lands you control are every basic land type in addition to their other types.", "all_basic_land_types"),
    ("You don't lose unspent red mana as steps and phases end.", "keep_mana"),
    ("Cast this spell only if you've cast another spell this turn.", "cast_restriction"),
])
def test_more_static_kinds(line, kind):
    assert ability(line).effects[-1].kind == kind


def test_a_static_sentence_pair_keeps_both():
    s = ability("Enchanted creature has protection from the chosen color. This effect doesn't remove this Aura.")
    assert isinstance(s.effects[0], N.Grant) and one(s.effects[0], N.Phrase, kind="q_the_chosen_color")


def test_prevention_statics_say_which_damage():  # 615.1: a fix: combat / to-and-by were one kind
    assert ability("Prevent all damage that would be dealt to this creature.").kind == "prevention_static"
    assert ability("Prevent all combat damage that would be dealt to this creature.").kind == "prevention_static_combat"
    assert ability("Prevent all damage that would be dealt to and dealt by enchanted creature.").kind == \
        "prevention_static_to_and_by"
    assert ability("Prevent all damage that would be dealt by enchanted creature.").kind == "prevention_static_by"


def test_prototype_and_case_variant_keywords():
    kw = ability("Prototype {1}{U}{U} — 2/2").keywords[0]
    assert kw == N.Keyword("prototype", N.Phrase("kw_prototype", (N.ManaCost(("{1}", "{U}", "{U}")), "2/2")))
    assert ability("More Than Meets the Eye {2}{W}").keywords[0] == N.Keyword("more than meets the eye",
                                                                             N.ManaCost(("{2}", "{W}")))


@pytest.mark.parametrize("line, kind", [
    ("This spell costs {2} less to cast if it's bargained.", "bargained"),
    ("If you weren't the starting player, this spell costs {1} less to cast.", "not_starting_player"),
    ("As long as your life total is less than or equal to half your starting life total, Test Card has "
     "indestructible.", "life_at_most_half"),
    ("At the beginning of each end step, if this creature dealt damage to an opponent this turn, put a +1/+1 "
     "counter on it.", "dealt_damage_to_opponent"),
])
def test_conditions(line, kind):
    assert one(ability(line), N.Condition, kind=kind)


def test_state_trigger_and_typed_effects():
    a = ability("When there are no creatures on the battlefield, sacrifice this enchantment.")
    assert a.trigger.event.kind == "event_none_on_battlefield"
    e = ability("Whenever this creature deals combat damage to a player, you get that many {E}.").effect
    assert e.kind == "get_energy" and N.Phrase("that_many") in e.parts
    assert one(ability("{T}: Target land becomes the basic land type of your choice until end of turn."),
               N.Phrase, kind="land_type_of_choice")
    assert isinstance(one(ability("{T}: Target player exiles a card from their graveyard."), N.Actor).effect, N.Exile)
    m = ability("{2}{G}: Target creature blocks this creature this turn if able.").effect
    assert m.kind == "must_block_obj" and m.parts[1] == N.SelfRef("creature")


@pytest.mark.parametrize("line, kind", [
    ("{T}: Add {C}{C}. Spend this mana only to cast artifact spells or activate abilities of artifacts.",
     "spend_cast_or_activate"),
    ("{T}: Add {C}{C}. Spend this mana only to activate abilities.", "spend_activate"),
])
def test_restricted_mana(line, kind):  # 106.6
    a = ability(line)
    assert a.is_mana and a.effect.produce.kind == "mana_restricted_use"
    assert a.effect.produce.parts[1].kind == kind


# ------------------------------------------------------------------------------------------ fourth batch

@pytest.mark.parametrize("line, kind", [
    ("If one or more +1/+1 counters would be put on a creature you control, twice that many +1/+1 counters are "
     "put on that creature instead.", "double_counters_instead"),
    ("If one or more tokens would be created under your control, twice that many of those tokens are created "
     "instead.", "double_tokens_instead"),
    ("If an effect would create one or more tokens under your control, it creates twice that many of those tokens "
     "instead.", "double_tokens_instead"),
    ("If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are "
     "put on it instead.", "plus_one_counters_instead"),
    ("All damage that would be dealt to you is dealt to enchanted creature instead.", "redirect_damage"),
])
def test_doubling_and_redirecting_replacements(line, kind):  # 614.1
    assert ability(line).kind == kind


def test_redirect_the_next_damage():
    e = ability("{1}: The next 1 damage that would be dealt to this creature this turn is dealt to target creature "
                "you control instead.").effect
    assert e.kind == "redirect_next_damage" and e.parts[0] == 1 and isinstance(e.parts[2], N.Target)


def test_keyword_cost_parts_after_the_dash():
    kw = ability("Ward—{2}, Pay 2 life.").keywords[0]
    assert kw.name == "ward" and kw.cost == N.Cost((N.ManaCost(("{2}",)), N.CostPart("life", (2,))))
    esc = ability("Escape—{2}{B}, Exile three other cards from your graveyard.").keywords[0]
    assert esc.name == "escape" and esc.cost.parts[1].kind == "exile"


def test_counter_that_spell_or_ability_the_first_time_each_turn():
    a = ability("Whenever this creature becomes the target of a spell or ability for the first time each turn, "
                "counter that spell or ability.")
    assert a.effect == N.CounterSpell(N.Ref("that spell or ability"))


def test_then_unless_and_a_double_static():
    e = ability("Draw three cards. Then discard two cards unless you discard a creature card.").effect
    assert e.steps[0] == N.Draw(3) and e.steps[1].kind == "unless_does"
    s = ability("Enchanted permanent doesn't untap during its controller's untap step and its activated abilities "
                "can't be activated.")
    assert s.effects[0].kind == "st_no_untap_no_abilities"


# ------------------------------------------------------------------------------------------ fifth batch

def test_choose_new_targets_sentence():  # 707.10c
    a = ability("When this creature is turned face up, copy target instant or sorcery spell. You may choose new "
                "targets for that copy.")
    assert a.effect.steps[1] == N.Optional_(N.Action("choose_new_targets", (N.Ref("that copy"),)))
    # "Copy ... You may choose new targets for the copy." is not the same as "copy it" (707.10c: the
    # copy's targets may be changed only where the effect says so): the two were one kind
    assert ability("Copy target instant or sorcery spell. You may choose new targets for the copy.").effect.kind == \
        "copy_spell_new_targets"


def test_at_random():
    a = ability("{T}: This creature deals 1 damage to any target chosen at random.")
    assert one(a, N.Phrase, kind="any_target_at_random")
    b = ability("At the beginning of your upkeep, reveal a card from your hand at random.")
    assert one(b, N.Phrase, kind="at_random")


def test_storage_land():
    a = ability("{T}, Remove any number of storage counters from this land: Add {C} for each storage counter "
                "removed this way.")
    assert a.is_mana and one(a.cost, N.CostPart, kind="remove_any_counters")
    assert a.effect.produce.kind == "mana_each_removed"


def test_discard_one_or_more_and_defender_this_turn():
    assert ability("Whenever you discard one or more cards, put that many +1/+1 counters on this creature.").trigger
    e = ability("Whenever a land you control enters, this creature can attack this turn as though it didn't have "
                "defender.").effect
    assert e.kind == "ignore_defender_turn"


def test_its_type_after_returning():
    a = ability("When Test Card dies, if it was a creature, return it to the battlefield under its owner's control. "
                "It's an enchantment.")
    assert a.condition.kind == "obj_was_a" and a.effect.steps[1].kind == "its_type_now"


# ------------------------------------------------------------------------------------------ sixth batch

def test_void_condition():
    p = parse_line("Void — At the beginning of your end step, if a nonland permanent left the battlefield this turn "
                   "or a spell was warped this turn, put a +1/+1 counter on this creature.", ("Test Card",))
    assert p.ability_word == "Void"
    cond = p.ability.condition
    assert cond.kind == "or" and [c.kind for c in cond.parts] == ["left_battlefield_this_turn", "warped_this_turn"]


def test_ability_word_with_a_number():  # 207.2c "descend 4"
    p = parse_line("Descend 4 — Whenever this creature attacks, draw a card.", ("Test Card",))
    assert p.ability_word == "Descend 4" and isinstance(p.ability, N.Triggered)


def test_room_unlock_triggers():  # 709.5
    assert ability("When you unlock this door, manifest dread.").trigger.event == N.Phrase("event_unlock")
    a = ability("Eerie — Whenever an enchantment you control enters and whenever you fully unlock a Room, scry 1.")
    assert one(a.trigger, N.Phrase, kind="event_fully_unlock")


def test_base_power_quality_and_two_players_each():
    s = ability("Creatures you control with base power and toughness 1/1 get +1/+1.")
    assert isinstance(s.effects[0], N.Pump) and one(s.effects[0].what, N.Phrase, kind="qual")
    parsed = parse_card("I — You and target opponent each draw two cards.", ("Test Saga",))
    ch = parsed[0].ability
    assert isinstance(ch, N.Chapter) and ch.effect == N.Actor(N.Player("you_and_target_opponent"), N.Draw(2))


# ------------------------------------------------------------------------------------------ seventh batch

@pytest.mark.parametrize("line, kind", [  # a fix: "to" and "by", "combat" or all damage were one kind
    ("Prevent all combat damage that would be dealt to target creature this turn.", "prevent_combat_damage"),
    ("Prevent all combat damage that would be dealt by target creature this turn.", "prevent_combat_damage_by"),
    ("Prevent all damage that would be dealt to target creature this turn.", "prevent_damage"),
    ("Prevent all damage that would be dealt by target creature this turn.", "prevent_damage_by"),
    ("Prevent all damage target creature would deal this turn.", "prevent_damage_by"),
    ("Prevent all combat damage target creature would deal this turn.", "prevent_combat_damage_by"),
    ("Prevent all combat damage that would be dealt this turn by attacking creatures.", "prevent_combat_damage_by"),
    ("The next time a source of your choice would deal damage to you this turn, prevent that damage.",
     "prevent_next_from_chosen_source"),
])
def test_prevention_effects_say_which_damage(line, kind):  # 615
    assert one(ability(line), N.Action).kind == kind


@pytest.mark.parametrize("line", [
    "Whenever you roll one or more dice, you gain 1 life.",
    "Whenever you roll a 5 or 6, draw a card.",
    "Whenever you gain life for the first time each turn, put a +1/+1 counter on this creature.",
    "At the beginning of each of your postcombat main phases, add {R}.",
    "Whenever you cast a spell during combat, you get an experience counter.",
])
def test_more_triggers(line):
    assert isinstance(ability(line), N.Triggered)


def test_spree_modes_exchange_control():
    parsed = parse_card("Spree\n+ {1} — Exchange control of two target creatures.\n+ {2} — Draw a card.", ("T",))
    m = parsed[0].ability
    assert isinstance(m, N.Modal) and not N.has_unparsed(m)
    assert m.modes[0].cost == N.ManaCost(("{1}",)) and m.modes[0].effect.kind == "exchange_control"


def test_once_each_turn_permission_and_commander_adjective():
    s = ability("Once each turn, you may cast a spell from the top of your library.")
    assert s.effects[0].kind == "once_each_turn_permission"
    assert one(s, N.Phrase, kind="from_top_of_library")
    c = ability("Commander creatures you control get +1/+1 and have indestructible.")
    assert "commander" in one(c, N.Filter).adjectives


@pytest.mark.parametrize("line, kind", [
    ("Whenever you cast a multicolored spell, this enchantment deals X damage to any target, where X is the number "
     "of colors that spell is.", "colors_of_spell"),
    ("{T}, Sacrifice a creature: You gain life equal to the sacrificed creature's toughness.", "sacrificed_toughness"),
])
def test_amounts(line, kind):
    assert one(ability(line), N.Phrase, kind=kind)


def test_no_untap_while_and_that_many_tokens():
    a = ability("Whenever this creature deals damage to a player, tap target creature that player controls. That "
                "creature doesn't untap during its controller's untap step for as long as this creature remains on "
                "the battlefield.")
    step = a.effect.steps[1]
    assert step.kind == "no_untap_while" and step.parts[-1].kind == "while_on_battlefield"
    t = ability("Whenever Test Card deals combat damage to a player, create that many 1/1 green Elf Warrior creature "
                "tokens.")
    spec = one(t, N.TokenSpec)
    assert spec.count == N.Phrase("that_many") and spec.pt == "1/1" and spec.subtypes == ("Elf", "Warrior")


@pytest.mark.parametrize("line, kind", [
    ("After this main phase, there are two additional combat phases.", "extra_phases"),
    ("After this phase, there is an additional upkeep step.", "extra_phases"),
    ("Reveal the top seven cards of your library, then put those cards on the bottom of your library in any order.",
     "put_bottom_any_order"),
    ("Whenever you cast a spell during combat, you get an experience counter.", "get_player_counter"),
])
def test_more_actions(line, kind):
    assert one(ability(line), N.Action, kind=kind)


@pytest.mark.parametrize("line, kind", [
    ("As long as your devotion to green and white is less than seven, Test Card isn't a creature.",
     "devotion_less_than"),
    ("At the beginning of combat on your turn, if you have a full party, creatures you control get +1/+1 and gain "
     "indestructible until end of turn.", "full_party"),
    ("{T}: Draw a card. Activate only if you have exactly seven cards in hand.", "have_exactly_cards"),
    ("{1}{G}: Look at the top card of your library. If it's a creature or planeswalker card, you may reveal it and "
     "put it into your hand. If you don't put the card into your hand, put it on the bottom of your library.",
     "did_not_put"),
])
def test_more_conditions(line, kind):
    assert one(ability(line), N.Condition, kind=kind)


def test_tapped_this_way():
    a = ability("When this creature enters, you may tap any number of untapped creatures you control. You gain 1 "
                "life for each creature tapped this way.")
    assert one(a, N.Phrase, kind="tapped_this_way")


# ------------------------------------------------------------------------------------------ eighth batch

@pytest.mark.parametrize("line, kind", [  # a fix: the order and the other cards' zone were dropped
    ("Look at the top three cards of your library. Put one of them into your hand and the rest on the bottom of "
     "your library in any order.", "dig"),
    ("Look at the top three cards of your library. Put one of them into your hand and the rest on the bottom of "
     "your library in a random order.", "dig_random"),
    ("Look at the top three cards of your library. Put one of them into your hand and the rest into your "
     "graveyard.", "dig_graveyard"),
    ("Put the rest on the bottom of your library in any order.", "rest_bottom"),
    ("Put the rest on the bottom of your library in a random order.", "rest_bottom_random"),
])
def test_the_rest_says_where_and_in_what_order(line, kind):
    assert one(ability(line), N.Action, kind=kind)


@pytest.mark.parametrize("line, kind, word", [  # the state word is kept, not dropped
    ("This creature has hexproof as long as it's untapped.", "its_state", "untapped"),
    ("Return target creature to its owner's hand. If it was tapped, create a Map token.", "it_was_state", "tapped"),
])
def test_state_conditions_keep_their_word(line, kind, word):
    assert one(ability(line), N.Condition, kind=kind).parts == (N.Phrase("state_word", (word,)),)


@pytest.mark.parametrize("line, kind", [
    ("Cast this spell only during combat before blockers are declared.", "cast_restriction_before_blockers"),
    ("Cast this spell only during combat after blockers are declared.", "cast_restriction_after_blockers"),
    ("Once during each of your turns, you may cast an instant or sorcery spell from your hand without paying its "
     "mana cost.", "once_each_of_your_turns_permission"),
])
def test_kinds_apart_for_different_meanings(line, kind):
    assert ability(line).effects[0].kind == kind


@pytest.mark.parametrize("line, kind", [
    ("When this creature enters, investigate twice.", "investigate_twice"),
    ("Your life total becomes 10.", "life_total_becomes"),
    ("You may cast sorcery spells this turn as though they had flash.", "flash_grant_turn"),
    ("If you control a creature with power 4 or greater, damage can't be prevented this turn.",
     "damage_unpreventable_turn"),
    ("Target player skips their next draw step.", "skip"),
])
def test_eighth_batch_actions(line, kind):
    assert one(ability(line), N.Action, kind=kind)


def test_ward_with_a_cost_as_long_as():
    s = ability("Test Card has ward {2} as long as it's untapped.").effects[0]
    assert s.kind == "st_has_cond" and s.parts[1:3] == ("ward", N.ManaCost(("{2}",)))


# ------------------------------------------------------------------------------------------ ninth batch

@pytest.mark.parametrize("line, kind", [
    ("If a permanent entering causes a triggered ability of a permanent you control to trigger, that ability "
     "triggers an additional time.", "extra_trigger"),
    ("If a creature dying causes a triggered ability of a permanent you control to trigger, that ability triggers "
     "an additional time.", "extra_trigger"),
    ("If a triggered ability of a legendary creature you control triggers, that ability triggers an additional "
     "time.", "extra_trigger_of"),
    ("Spend only black mana on X.", "spend_only_color_on_x"),
    ("Test Card is also a Cleric, Rogue, Warrior, and Wizard.", "st_also_subtypes"),
    ("Enchanted land is a Swamp.", "st_is_subtype"),
    ("All Mountains are Plains.", "st_is_subtype"),
    ("Enchanted land is the chosen type.", "st_is_chosen_type"),
])
def test_ninth_batch_statics(line, kind):  # 603.2d, 205.1a, 305.7
    assert ability(line).effects[0].kind == kind


def test_extra_trigger_keeps_the_event():
    e = ability("If a creature dying causes a triggered ability of a permanent you control to trigger, that "
                "ability triggers an additional time.").effects[0]
    assert e.parts[1] == N.Phrase("cause_event", ("dying",))


def test_pawprint_modes_are_one_modal_ability():
    parsed = parse_card("Choose up to five {P} worth of modes. You may choose the same mode more than once.\n"
                        "{P} — Create a 1/1 white Rabbit creature token.\n"
                        "{P}{P} — Exile target nonland permanent. Its controller draws a card.", ("Season",))
    assert len(parsed) == 1
    m = parsed[0].ability
    assert m.header == N.Phrase("choose_worth", (5, "{P}", "same mode more than once"))
    assert [x.cost for x in m.modes] == [N.Phrase("pawprints", (1,)), N.Phrase("pawprints", (2,))]


@pytest.mark.parametrize("line, cls, kind", [
    ("When you next cast an instant or sorcery spell this turn, copy that spell.", N.Action, "delayed_next_cast"),
    ("As this creature enters, choose a nonland card name.", N.Action, "choose_name"),
    ("When Test Card enters, sacrifice it unless it escaped.", N.Condition, "escaped"),
    ("When this creature enters, sacrifice it unless {U} was spent to cast it.", N.Condition, "mana_spent_to_cast"),
    ("Test Card enters with a number of +1/+1 counters on it equal to the amount of mana spent to cast it.",
     N.Replacement, "enters_with_counters_equal"),
    ("As long as equipped creature is a Human, it gets an additional +1/+1.", N.Phrase, "st_pump_additional"),
])
def test_ninth_batch_nodes(line, cls, kind):
    assert one(ability(line), cls, kind=kind)


def test_enter_as_a_copy_of_any_creature_and_three_plural_nouns():
    r = ability("You may have this creature enter as a copy of any creature on the battlefield.")
    assert r.kind == "enter_as_copy" and one(r, N.Described, quantifier="any")
    d = ability("{2}, {T}: Destroy all artifacts, creatures, and enchantments.").effect
    assert isinstance(d, N.Destroy) and len(d.what.filter.alternatives) == 4  # three filters and the "and" joiner


# ------------------------------------------------------------------------------------------ tenth batch

@pytest.mark.parametrize("line, cls, kind", [
    ("When this creature enters, you may cast target instant or sorcery card with mana value 4 or less from your "
     "graveyard without paying its mana cost. If that spell would be put into your graveyard, exile it instead.",
     N.Action, "exile_instead_of_graveyard"),
    ("{T}: Untap target attacking creature. Prevent all combat damage that would be dealt to and dealt by that "
     "creature this turn.", N.Action, "prevent_combat_damage_to_and_by"),
    ("Target creature gets +2/+2 until end of turn and must be blocked this turn if able.", N.Phrase,
     "must_be_blocked_turn"),
    ("This spell costs {U} less to cast for each instant and sorcery spell you've cast this turn.", N.Phrase,
     "cast_this_turn_post"),
    ("Search target opponent's library for a creature card and put that card onto the battlefield under your "
     "control. Then that player shuffles.", N.Action, "shuffle"),
    ("When this creature enters, draw three cards, then put two cards from your hand on top of your library in any "
     "order.", N.Action, "put_top_any_order"),
    ("Put all creatures on the bottom of their owners' libraries.", N.Action, "put_bottom"),
    ("You may cast this card from exile.", N.Phrase, "cast_from_exile"),
    ("Untap this artifact during each other player's untap step.", N.Phrase, "untap_each_other_untap"),
    ("Damage that would be dealt by this creature can't be prevented.", N.Phrase, "damage_by_unpreventable"),
    ("As long as enchanted permanent is a Vehicle, it's a creature in addition to its other types.", N.Phrase,
     "its_add_type"),
    ("Enchanted creature loses all abilities and is a blue Frog creature with base power and toughness 1/1.",
     N.Phrase, "st_becomes_creature"),
    ("This creature can't attack if defending player controls an untapped creature with power 3 or greater.",
     N.Restriction, "cant_attack"),  # static_if: Conditional(defending_controls, Restriction)
    ("At the beginning of your upkeep, you gain X life, where X is the number of cards in your hand minus 4.",
     N.Phrase, "minus"),
])
def test_tenth_batch(line, cls, kind):
    assert one(ability(line), cls, kind=kind)


def test_granted_text_with_the_duration_first():
    a = ability('Until end of turn, target creature gains "{T}: Return target nonland permanent to its owner\'s '
                'hand."')
    assert a.effect.kind == "until_eot_pre"
    g = one(a, N.Grant)
    assert isinstance(g.abilities[0], N.Activated) and isinstance(g.abilities[0].effect, N.ReturnToHand)


def test_three_plural_subtypes():
    s = ability("Skeletons, Vampires, and Zombies you control get +1/+1.").effects[0]
    assert isinstance(s, N.Pump) and len(s.what.filter.alternatives) == 3


# ------------------------------------------------------------------------------------------ eleventh batch

def test_modal_header_rules_are_kept():  # 700.2: a fix, these sentences were dropped
    parsed = parse_card("Choose one or more. Each mode must target a different player.\n• Target player draws a "
                        "card.\n• Target player loses 1 life.", ("T",))
    m = parsed[0].ability
    assert m.header == N.Phrase("choose_with_rules", (N.ChooseCount("one or more"),
                                                      "each mode must target a different player"))
    assert parse_card("Choose one.\n• Draw a card.\n• Destroy target creature.", ("T",))[0].ability.header == \
        N.ChooseCount("one")
    t = parse_card("When this creature dies, choose one or more. Each mode must target a different player.\n"
                   "• Target opponent discards two cards.\n• Target opponent loses 5 life.", ("T",))[0].ability
    assert isinstance(t, N.Modal) and len(t.modes) == 2
    assert t.header.effect == N.Phrase("choose_with_rules", (N.ChooseCount("one or more"),
                                                             "each mode must target a different player"))


def test_reveal_until_and_the_rest():
    a = ability("When this creature enters, reveal cards from the top of your library until you reveal a land card. "
                "Put that card onto the battlefield tapped and the rest on the bottom of your library in a random "
                "order.")
    assert [s.kind for s in a.effect.steps] == ["reveal_until", "put_onto_tapped_rest_bottom_random"]


def test_search_library_and_graveyard_names_the_zones():  # a fix: the object was taken for the library
    a = ability("When this Equipment enters, you may search your library and/or graveyard for a card named Eivor, "
                "Battle-Ready, reveal it, and put it into your hand. If you search your library this way, shuffle.")
    s = one(a, N.SearchLibrary)
    assert s.library == "your library and/or graveyard"
    assert one(s.what, N.Phrase, kind="name_words").parts == ("Eivor, Battle-Ready",)
    assert one(a, N.Action, kind="shuffle_if_searched")


@pytest.mark.parametrize("line, cls, kind", [
    ("Target sorcery card in your graveyard gains flashback until end of turn. The flashback cost is equal to its "
     "mana cost.", N.Action, "flashback_cost_mana_cost"),
    ("Whenever a creature you control deals combat damage to a player, add that much {G}. Until end of turn, you "
     "don't lose this mana as steps and phases end.", N.Action, "mana_persists"),
    ("Add two mana in any combination of colors. Spend this mana only to cast spells.", N.Action,
     "mana_spend_restriction"),
    ("Counter target spell unless its controller pays {4}. If that spell is countered this way, exile it instead of "
     "putting it into its owner's graveyard.", N.Action, "counter_to"),
    ("Exile the top two cards of your library. Until the end of your next turn, you may play them.", N.Action,
     "until_next_turn_end_pre"),
    ("Exile target creature and put two time counters on it. If it doesn't have suspend, it gains suspend.",
     N.Action, "gains_keyword_if_not"),
    ("When this creature enters, look at the top two cards of your library. Put one of them into your hand and the "
     "other into your graveyard.", N.Action, "dig_other_graveyard"),
    ("Reveal the top four cards of your library. An opponent separates those cards into two piles. Put one pile "
     "into your hand and the other into your graveyard.", N.Action, "pile_to_hand"),
    ("Prevent the next 3 damage that would be dealt to any target this turn. You gain life equal to the damage "
     "prevented this way.", N.Phrase, "damage_prevented"),
    ("{T}: Add {G} or {U}. Spend this mana only to cast a creature spell.", N.Phrase, "mana_choice_restricted"),
    ("Heartstone deals 1 damage to any target. If it shares a creature type with this creature, you may reveal it.",
     N.Condition, "shares_creature_type"),
])
def test_eleventh_batch(line, cls, kind):
    assert one(ability(line, "Heartstone"), cls, kind=kind)


@pytest.mark.parametrize("line, kind", [
    ("You may reveal this card from your opening hand. If you do, at the beginning of the first upkeep, your life "
     "total becomes 26.", "opening_hand_reveal"),
    ("Activated abilities of creatures cost {1} less to activate. This effect can't reduce the mana in that cost to "
     "less than one mana.", "min_one_mana"),
    ("Creatures you control are the chosen type. The same is true for creature spells you control and creature "
     "cards you own that aren't on the battlefield.", "same_for_spells_and_cards"),
])
def test_static_sentences_of_the_eleventh_batch(line, kind):
    assert one(ability(line), N.Phrase, kind=kind)


# ------------------------------------------------------------------------------------------ twelfth batch

@pytest.mark.parametrize("line, cls, kind", [
    ("Exile the top card of your library. You may cast that card for as long as it remains exiled, and mana of any "
     "type can be spent to cast that spell.", N.Duration, "while_exiled"),
    ("Exile the top card of your library. You may cast that card for as long as it remains exiled, and mana of any "
     "type can be spent to cast that spell.", N.Action, "spend_any_type"),
    ("Exile target card. You may cast that card for as long as it remains exiled, and you may spend mana as though "
     "it were mana of any color to cast that spell.", N.Action, "spend_as_any_color"),
    ("You have no maximum hand size for the rest of the game.", N.Action, "no_max_hand_game"),
    ("Test Card deals 3 damage to target creature. The damage can't be prevented.", N.Action, "unpreventable_this"),
    ("Take an extra turn after this one. At the beginning of that turn's end step, you lose the game.", N.Action,
     "delayed_that_turn"),
    ("Look at the top five cards of your library. Put two of them into your hand and the rest into your graveyard.",
     N.Action, "dig_n_graveyard"),
    ("Look at the top five cards of your library. Put two of them into your hand and the rest on the bottom of your "
     "library in a random order.", N.Action, "dig_n_random"),
    ("Look at the top two cards of your library. Put one of them into your hand and the other on the bottom of your "
     "library.", N.Action, "dig_other_bottom"),
    ("Switch target creature's power and toughness until end of turn.", N.Action, "switch_pt"),
    ("Lands you control don't untap during your next untap step.", N.Restriction, "frozen"),
    ("{T}, Remove a depletion counter from this land: Add {R}{R}. If there are no depletion counters on this land, "
     "sacrifice it.", N.Condition, "no_counters"),
    ("Target player takes an extra turn after this one.", N.Action, "extra_turn"),
    ("End the turn.", N.Action, "end_turn"),
])
def test_twelfth_batch(line, cls, kind):
    assert one(ability(line), cls, kind=kind)


def test_switch_names_its_target_and_activation_limits():
    s = ability("Switch target creature's power and toughness until end of turn.").effect
    assert s.parts[0] == N.Target(N.Filter(nouns=("creature",))) and s.parts[1].kind == "until_end_of_turn"
    a = ability("{1}: This creature gets +1/+1 until end of turn. Activate no more than twice each turn.")
    assert a.restrictions == (N.Phrase("restriction", ("activate no more than twice each turn .",)),)
    d = ability("Test Card deals 3 damage divided as you choose among one, two, or three targets.")
    assert one(d, N.Action, kind="deal_damage_divided")


def test_two_of_them_counts_two():
    a = ability("Look at the top five cards of your library. Put two of them into your hand and the rest into your "
                "graveyard.")
    assert one(a, N.Action, kind="dig_n_graveyard").parts == (N.Described(N.Ref("them"), 2, "of"),)


# ------------------------------------------------------------------------------------------ thirteenth batch

@pytest.mark.parametrize("line, cls, kind", [
    ("{T}: Target creature can't be regenerated this turn.", N.Restriction, "cant_be_regenerated"),
    ("Whenever a creature attacks you or a planeswalker you control, investigate.", N.Phrase, "event_attacks_you"),
    ("Whenever this creature attacks, return target creature card from your graveyard to the battlefield tapped and "
     "attacking.", N.Action, "reanimate_attacking"),
    ("Put a number of +1/+1 counters on target creature equal to the number of creatures you control.", N.Action,
     "put_counters_equal"),
    ("If a source would deal damage to a player or battle this turn, it deals that much damage plus 1 instead.",
     N.Replacement, "damage_plus_instead"),
    ("If another red source you control would deal damage to a permanent or player, it deals that much damage plus "
     "1 to that permanent or player instead.", N.Replacement, "damage_plus_instead"),
    ("Test Card deals damage equal to twice the number of creatures you control to target creature.", N.Phrase,
     "twice"),
    ("Each opponent sacrifices a creature with the greatest power among creatures that player controls.", N.Phrase,
     "greatest_power_that_player"),
    ("Destroy up to three target creatures with toughness X or less. If X is 5 or more, return all creature cards "
     "from your graveyard to the battlefield.", N.Condition, "x_is_at_least"),
])
def test_thirteenth_batch(line, cls, kind):
    assert one(ability(line), cls, kind=kind)


def test_opponent_gains_control():
    a = ability("Target opponent gains control of Test Card.")
    assert a.effect == N.Actor(N.Player("target_opponent"), N.GainControl(N.SelfRef()))


# ------------------------------------------------------------------------------------------ fixes of dropped words

@pytest.mark.parametrize("line, kind", [  # each was one tree with its twin before
    ("Target creature becomes tapped.", "become_tapped"),
    ("Target creature becomes untapped.", "become_untapped"),
    ("That creature becomes a Vampire in addition to its other types.", "become_in_addition"),
    ("Target creature becomes the color of your choice until end of turn.", "become_color_of_choice"),
])
def test_become_says_what(line, kind):
    assert one(ability(line), N.Phrase, kind=kind)


def test_become_without_in_addition_is_unchanged():
    e = ability("Target land becomes a 3/3 Elemental creature until end of turn.").effect
    assert e.kind == "become" and e.parts[1].kind == "become_what"


@pytest.mark.parametrize("line, kind", [
    ("Target creature gets +X/+0 until end of turn, where X is Test Card's toughness.", "toughness_of"),
    ("Target creature gets +X/+0 until end of turn, where X is Test Card's power.", "power_of"),
])
def test_power_and_toughness_of_self_apart(line, kind):
    assert one(ability(line), N.Phrase, kind=kind)


@pytest.mark.parametrize("line, cls, kind", [
    ("At the beginning of each player's upkeep, if that player has two or fewer cards in hand, they draw a card.",
     N.Condition, "hand_at_most"),
    ("At the beginning of each player's upkeep, if that player has four or more cards in hand, they discard a card.",
     N.Condition, "hand_at_least"),
    ("Whenever you cast a spell during an opponent's turn, draw a card.", N.Phrase, "during_opponent_turn"),
    ("Whenever you cast a spell during your turn, draw a card.", N.Phrase, "during_turn"),
    ("Destroy target creature and each other creature that shares a color with it.", N.Phrase, "shares_color"),
    ("Destroy target creature and each other creature that shares a creature type with it.", N.Phrase,
     "shares_type"),
])
def test_more_meanings_apart(line, cls, kind):
    assert one(ability(line), cls, kind=kind)


@pytest.mark.parametrize("line, cls, kind", [
    ("This creature gets +1/+1 as long as an opponent has ten or more cards in their graveyard.", N.Condition,
     "graveyard_at_least"),
    ("As long as you've drawn two or more cards this turn, this creature has double strike.", N.Condition,
     "drawn_at_least"),
    ("As long as you have one or fewer cards in hand, this creature gets +1/+1 and has menace.", N.Condition,
     "hand_at_most"),
    ("Whenever this creature attacks, if you attacked with creatures with total power 6 or greater this combat, put "
     "a +1/+1 counter on this creature.", N.Condition, "attacked_total_power"),
    ("Your maximum hand size is increased by one.", N.Phrase, "max_hand_increased"),
    ("Whenever you cast your first spell during each opponent's turn, put a +1/+1 counter on this creature.",
     N.Phrase, "spell_nth_opp_turn"),
    ("Enchanted land is a 2/2 black Ooze creature. It's still a land.", N.Phrase, "st_becomes_pt_creature"),
    ("Pay any amount of life, then look at that many cards from the top of your library.", N.Action,
     "look_top_that_many"),
])
def test_fourteenth_batch(line, cls, kind):
    assert one(ability(line), cls, kind=kind)


@pytest.mark.parametrize("line, cls, kind", [  # fixes: each was one kind with a twin of another meaning
    ("Creatures with power less than or equal to this creature's power can't block it.", N.Phrase, "power_at_most"),
    ("Destroy each creature with power equal to 2.", N.Phrase, "power_equal_to"),
    ("This creature can't attack you or planeswalkers you control.", N.Restriction, "cant_attack_you_or_pw"),
    ("This creature can't attack or block unless you control an artifact.", N.Restriction,
     "cant_attack_block_unless"),
    ("This creature can't be blocked except by three or more creatures.", N.Restriction, "unblockable_except_three"),
    ("This creature can block any number of creatures.", N.Phrase, "block_any_number"),
    ("Players can't gain life.", N.Phrase, "players_cant_gain_life"),
    ("Players have no maximum hand size.", N.Phrase, "no_max_hand_players"),
    ("Whenever a player plays a land, that player gains 1 life.", N.Phrase, "event_play_any_player"),
    ("Whenever you cast or copy an instant or sorcery spell, draw a card.", N.Phrase, "event_cast_or_copy"),
    ("Choose a basic land type.", N.Action, "choose_basic_land_type"),
    ("Choose a card type.", N.Action, "choose_card_type"),
    ("Exile the top card of your library. Until the end of your next turn, you may play that card.", N.Action,
     "impulse_until_next_turn"),
    ("Return target creature card from your graveyard to your hand at the beginning of your next upkeep.", N.Action,
     "delayed_post_your_next"),
    ("Tap target creature at end of combat.", N.Action, "delayed_post_end_of_combat"),
    ("Whenever this creature attacks, draw a card. This ability triggers only once.", N.Action, "triggers_only_once"),
    ("{T}: Add one mana of any color that a land an opponent controls could produce.", N.Phrase,
     "mana_opponent_land_could_produce"),
    ("{T}: Add two mana of any one color.", N.Phrase, "mana_any_one_color"),
    ("At the beginning of your upkeep, if you have at least 7 life more than your starting life total, draw a card.",
     N.Condition, "life_above_starting"),
])
def test_twins_apart(line, cls, kind):
    assert one(ability(line), cls, kind=kind)


def test_you_may_cast_free_is_optional():  # a fix: it read as a mandatory cast
    a = ability("When this creature enters, you may cast target instant card from your graveyard without paying its "
                "mana cost.")
    assert isinstance(a.effect, N.Optional_) and a.effect.effect.kind == "cast_free"
