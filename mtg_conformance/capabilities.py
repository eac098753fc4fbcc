"""The closed list of capabilities a fixture may require and an engine may declare.

A fixture's ``requires`` is derived from what it uses (action kinds, choice kinds, setup
features) plus anything a step declares; an engine lists what it supports in its ``hello``
reply, and the harness skips fixtures needing more, naming what is missing. The list is also in
``schemas/capabilities.json`` (kept equal to this one by ``mtg-conformance check``).
"""

from __future__ import annotations

from typing import Any, Iterable

CAPABILITIES: dict[str, str] = {
    # setup
    "setup.battlefield": "start with permanents on the battlefield",
    "setup.hand": "start with cards in a player's hand",
    "setup.library": "start with cards in a player's library, in a given order",
    "setup.graveyard": "start with cards in a graveyard",
    "setup.exile": "start with cards in exile",
    "setup.counters": "start with counters on permanents",
    "setup.tapped": "start with tapped permanents",
    "setup.entered_this_turn": "start with permanents that came under their controller's control this turn",
    "setup.chosen": "start with permanents whose 'as enters' choices were already made",
    "setup.token": "start with tokens, each defined by a card-pool entry of layout 'token' (111.3)",
    "setup.face_down": "start with face-down permanents (708)",
    "setup.transformed": "start with double-faced permanents with their back face up (712.8e)",
    "setup.flipped": "start with flipped flip-card permanents (710.2)",
    "setup.phased_out": "start with phased-out permanents (702.26b)",
    "setup.turn": "start in a given player's turn and step",
    "setup.entered_last_turn": "start with permanents that came under their controller's control during the previous turn",
    "setup.attached_to": "start with Auras and Equipment attached to permanents",
    "setup.copy_of": "start with a permanent that entered as a copy of another object (707.5)",
    "setup.damage": "start with damage marked on permanents",
    # actions
    "action.cast": "cast a spell with recorded targets, X and modes (601.2)",
    "action.activate": "activate an activated ability (602.2)",
    "action.resolve": "pass priority until the top object of the stack resolves (608)",
    "action.resolve_stack": "pass priority until the stack is empty",
    "action.put_onto_battlefield": "put a card onto the battlefield by an effect",
    "action.enter_together": "put several cards onto the battlefield at the same time by one effect (603.6a, 614.12)",
    "action.turn_face_up": "turn a face-down permanent face up by paying its morph cost (702.37e)",
    "action.suspend": "suspend a card from the hand: exile it with time counters, a special action (702.62a, 116.2f)",
    "action.plot": "plot a card from the hand: exile it, to cast it on a later turn without paying its mana cost, a special action (702.170a-d)",
    "action.foretell": "foretell a card from the hand: pay {2} and exile it face down, to cast it after this turn for its foretell cost, a special action (702.143a-b)",
    "action.replicate": "pay a spell's replicate cost a number of times as it is cast (702.56a)",
    "action.conspire": "tap two creatures sharing a color with a spell to pay its conspire cost as it is cast (702.78a)",
    "action.casualty": "sacrifice a creature to pay a spell's casualty cost as it is cast (702.153a)",
    "action.prototyped": "cast a prototype card prototyped, with its alternative mana cost, power and toughness (702.160a, 718.3)",
    "action.emerge": "cast a spell for its emerge cost, sacrificing a creature that reduces it (702.119a)",
    "action.multikicker": "pay a spell's multikicker cost a number of times as it is cast (702.33c)",
    "action.fuse": "cast both halves of a split card with fuse as one fused split spell (702.102a)",
    "action.bargain": "sacrifice an artifact, enchantment or token to pay a spell's bargain cost as it is cast (702.166a)",
    "action.reveal": "reveal a card from the hand to pay a spell's additional cost as it is cast (601.2b, 701.20a)",
    "action.cast_adventure": "cast an adventurer card as an Adventure, naming it; exiled as it resolves, then castable from exile (715.3)",
    "action.mana_abilities": "activate mana abilities while a spell or ability is being cast or activated, before its cost is paid (601.2g, 602.2b)",
    "action.put_counters": "an effect puts counters on a permanent mid-scenario (122.1, 122.6)",
    "action.next_turn": "pass on into the next turn: this turn's cleanup, then the next player's untap, upkeep and draw steps (103.1, 502-504)",
    "action.play_land": "play a land from the hand: a special action (116.2a, 305.1), once a turn unless effects allow more (305.2)",
    "action.declare_attackers": "declare attackers, each with the player, planeswalker or battle it attacks (508.1)",
    "action.declare_blockers": "declare blockers, each with the attacking creature it blocks (509.1)",
    "action.combat_damage": "move to the next combat damage step, where combat damage is assigned and dealt (510, 702.7b)",
    "action.pass_to_step": "pass until a later step of the turn, performing the turn-based actions on the way",
    "action.activate_mana": "activate a mana ability, which resolves at once without the stack (605.3b)",
    "action.next_step": "all players pass with an empty stack: the step ends and mana pools empty (500.2, 500.4)",
    "action.pay_mana": "pay a spell's or ability's mana cost from the mana pool with the mana the fixture lists (601.2h)",
    "action.pay_phyrexian_life": "pay Phyrexian mana symbols of a cost with 2 life each (107.4f)",
    "action.cast_split_half": "cast one half of a split card (709.3)",
    "action.splice": "splice cards from hand onto a spell as it is cast (702.47)",
    "action.modes": "choose the modes of a modal spell as it is cast (601.2b, 700.2)",
    "action.sacrifice": "sacrifice permanents to pay a spell's additional cost (601.2b, 601.2h)",
    "action.additional_costs": "pay an optional additional cost such as kicker or buyback as a spell is cast (601.2b, 702.33a, 702.27a)",
    "action.kicker_cost": "name which of a spell's two kicker costs is paid as it is cast, 'kicker {2}{B}' in additional_costs (607.2i, 702.33a)",
    "action.alternative_cost": "cast a spell for an alternative cost such as disturb, flashback, evoke or dash (118.9, 702.146a, 702.34a, 702.74a, 702.109a)",
    "action.convoke": "tap creatures to pay for a spell with convoke (702.51a)",
    "action.improvise": "tap artifacts to pay for a spell with improvise (702.126a)",
    "action.delve": "exile cards from the graveyard to pay for a spell with delve (702.66a)",
    "action.discard": "discard cards from the hand to pay a spell's costs (retrace 702.81a, jump-start 702.133a)",
    "action.exile": "exile other cards from the graveyard to pay an escape cost (702.138a)",
    "action.tap": "tap untapped permanents to pay an activation cost such as crew (702.122a)",
    "action.decided_by": "an action whose decisions a player makes for another player they control (722.5), named in its `by`",
    "action.waterbend": "tap untapped artifacts and creatures to pay the generic mana of a waterbend cost (701.67a-b), listed in the cast's `waterbend`",
    "action.name_created": "give fixture ids to the objects an action creates (spell and ability copies, tokens, abilities on the stack)",
    # choices
    "choice.damage_assignment": "how a creature divides its combat damage among the creatures it is blocked by or blocks and the player, planeswalker or battle it attacks (510.1c-d, 702.19b)",
    "choice.copy": "the object to copy as a permanent enters as a copy (707.5), or none",
    "choice.color": "a color chosen as a permanent enters",
    "choice.creature_type": "a creature type chosen as a permanent enters",
    "choice.opponent": "an opponent chosen as a permanent enters (614.12)",
    "choice.exchange": "the Aura card in hand an aura swap ability exchanges its Aura with (702.65a)",
    "choice.card": "a card a player chooses from a revealed hand as a spell resolves",
    "choice.trigger_order": "the order a player puts their waiting triggered abilities on the stack (603.3b)",
    "choice.trigger_target": "the target of a triggered ability, chosen as it is put on the stack (603.3d)",
    "choice.may": "whether to do what a 'you may' instruction offers, or to pay an 'unless' cost (118.12), as the ability resolves ('yes' or 'no')",
    "choice.replaced_word": "the word a text-changing effect replaces (612.2: a basic land type or color word)",
    "choice.new_word": "the word a text-changing effect puts in its place (612.2)",
    "choice.creature": "a creature on the battlefield chosen as a permanent enters (614.12)",
    "choice.enchant": "what an Aura entering other than as an Aura spell will enchant (303.4f)",
    "choice.card_name": "a card name chosen as an effect resolves (707.13)",
    "choice.form": "the form an 'as enters, it becomes your choice of' ability gives (Primal Clay)",
    "choice.legend_rule": "the legendary permanent a player keeps under the legend rule (704.5j)",
    "choice.mana_type": "the type of mana a mana ability adds when it offers several (106.7)",
    "choice.replacement_order": "the order in which several replacement effects apply to one event (616.1)",
    "choice.new_targets": "new targets for a copy of a spell or ability, or keeping them (707.10c)",
    "choice.copy_target": "which of several objects a copy targets when an effect names its new target (707.10e)",
    "choice.copy_order": "the order of copies made for each object a spell could target (707.10d)",
    "choice.discard": "the cards a player discards as a spell or ability resolves (701.9a), or down to their maximum hand size in the cleanup step (514.1)",
    "choice.hand_card": "a card a player chooses from their hand as a spell or ability resolves (608.2d), or none where the effect says 'may'",
    "choice.cast": "casting a card an effect offers without paying its mana cost as it resolves, with its decisions, or declining (rebound 702.88a, cascade 702.85a)",
    "choice.search": "the card a player finds searching their library as a spell or ability resolves, or none (701.23)",
    "choice.exile_cards": "the cards a permanent's 'as enters' ability exiles from a graveyard (614.12, 614.13a)",
    "choice.devour": "the creatures a permanent with devour sacrifices as it enters, or none (702.82a, 614.13b)",
    "choice.replacement_first": "which of several replacement effects on one event applies first (616.1)",
    "choice.destination": "the zone a player chooses for an object two simultaneous events would move to different zones (400.6)",
    "choice.return_cost": "the permanents a player returns to hand to pay an activated ability's cost (602.2b; ninjutsu, 702.49a)",
    "choice.encode": "the creature a spell with cipher is exiled encoded on as it resolves, or none (702.99a)",
    "choice.discard_cost": "the cards a player discards from hand to pay an activated ability's cost (602.2b, 701.9a)",
    "choice.cast_copy": "casting a copy of a card an effect offers, with its targets, or declining (707.12)",
    "choice.sacrifice": "the permanents a player sacrifices as an ability resolves: one to pay an 'unless' cost, or none to decline (118.12), or the list an effect such as annihilator demands (701.21a, 702.86a)",
    "choice.damage_recipient": "the player or a planeswalker that player controls an ability dealing damage to 'that player or a planeswalker that player controls' damages",
    "choice.life_payment": "the amount of life paid for 'as this creature enters, pay any amount of life' (614.12, 119.4)",
    "choice.piles": "how a player separates objects into two piles as a spell or ability resolves (700.3a: [[ids], [ids]], each object once; a pile may be empty, 700.3d)",
    "choice.pile": "the pile a player chooses of those just made (700.3): the ids of that pile's objects",
    "choice.name_sticker": "the object a player puts a name sticker on and the sticker (its word) as an effect tells them to (123.3)",
    "choice.sticker_position": "where a name sticker's word goes in an object's name, chosen by its controller: how many words come before it (123.6b)",
    "setup.name_stickers": "name stickers a player has access to, and name stickers already on objects (123.2c, 123.6)",
    "choice.untap": "whether a permanent whose ability says 'You may choose not to untap this creature during your untap step' untaps in its controller's untap step (502.3): true or false",
    "choice.pay_mana": "the mana a player pays from their mana pool for a mana cost an ability asks for as it resolves: cumulative upkeep (702.24a), echo (702.30a), 'you may pay' (118.12) (branch costs)",
    # observations
    "action.bands": "declare attacking bands with the attackers (702.22c: creatures with banding and up to one without)",
    "observe.characteristics": "report name, mana cost, colors, types, abilities, power, toughness",
    "observe.status": "report zone, controller, owner, tapped, counters",
    "observe.players": "report life totals and hand sizes",
    "observe.stack": "report the stack",
    "observe.turn": "report whose turn it is and which step or phase (102.1, 500.1)",
    "observe.game": "report whether the game is over and who won it, or that it is a draw (104.2a, 104.4a)",
    "observe.created": "report every object, those an action creates included (tokens, copies, abilities on the stack), so what an action created can be counted",
    "observe.mana_pool": "report each player's mana pool",
    "observe.player_abilities": "report the abilities each player has (hexproof, protection...: 702.11c, 702.16j)",
    "observe.triggers": "report how many times each object's abilities triggered since the previous observation",
    "observe.mana_value": "report each object's mana value (202.3)",
    "observe.visibility": "report which players can see each object's face (400.2, 402.3, 708.5; 722.4: the controller of a player sees what they see)",
    "observe.refusal": "report that an illegal action was refused",
    # branch meld (701.42, 712.4a)
    "setup.melded": "start with a melded permanent: two meld cards of one pair on the battlefield as one permanent with the combined back face (712.4a, 712.8g)",
    "choice.exile_order": "which of the two cards of a melded permanent a player exiles is exiled last: their relative timestamp order (712.21b)",
    "observe.melded": "report, for each card of a melded permanent, the id of the other card it is melded with (712.4a)",
    # branch restart (issue 16): 400.11, 726
    "setup.outside_game": "start with cards a player owns outside the game, in their sideboard (100.4a, 400.11a): the setup zone `outside_game`",
    "choice.outside_game": "the card a player chooses among the cards they own outside the game that an effect lets them put into their hand (400.11a)",
    # branch subgame (issue 16): 728, 104.3a
    "action.concede": "a player concedes the game: they leave it and lose it (104.3a); in a subgame, the subgame (728)",
    "choice.starting_player": "which player goes first in a subgame a spell starts (728.2, 103.1: determined at random; the recorded result, like a coin flip's)",
    "setup.day_night": "start the game with the designation day or night (730.1): the setup turn's `day_night` (branch lattice)",
    # branch soulfire (issue 16): 608.2f
    "choice.processing_order": "the order in which a resolving spell's controller considers its targets for an action taken on each of them individually (608.2f: APNAP order of the players concerned, then the controller's choice)",
    "observe.at_choice": "report an observation, labelled by the choice's `observe`, of the game as the player makes that choice in the middle of an action (700.3c: cards separated into piles are still in the library)",
}

_SETUP_FIELDS = {"counters": "setup.counters", "tapped": "setup.tapped", "token": "setup.token", "face_down": "setup.face_down",
                 "transformed": "setup.transformed", "flipped": "setup.flipped", "phased_out": "setup.phased_out",
                 "entered_this_turn": "setup.entered_this_turn", "chosen": "setup.chosen",
                 "entered_last_turn": "setup.entered_last_turn", "attached_to": "setup.attached_to", "copy_of": "setup.copy_of",
                 "damage": "setup.damage", "melded_with": "setup.melded", "name_stickers": "setup.name_stickers"}


def capabilities_for(actions: list[dict[str, Any]], objects: list[dict[str, Any]],
                     extra: Iterable[str] = (), expect: list[dict[str, Any]] | None = None) -> list[str]:
    """The sorted capabilities a fixture with these actions and setup objects needs."""
    caps: set[str] = set(extra)
    for obj in objects:
        caps.add(f"setup.{obj['zone']}")
        for key, cap in _SETUP_FIELDS.items():
            if obj.get(key):
                caps.add(cap)
    for action in actions:
        if action["do"] != "observe":
            caps.add(f"action.{action['do']}")
        for choice in action.get("choices", []):
            caps.add(f"choice.{choice['kind']}")
            if "observe" in choice:
                caps.add("observe.at_choice")
        if any(c.startswith("kicker ") for c in action.get("additional_costs") or []):
            caps.add("action.kicker_cost")  # 607.2i: one of two kicker costs, named
        if action["do"] == "put_onto_battlefield" and action.get("objects"):
            caps.add("action.enter_together")
        for key in ("modes", "sacrifice", "name_created", "alternative_cost", "additional_costs", "convoke",
                    "improvise", "delve", "tap", "discard", "exile", "replicate",
                    "conspire", "casualty", "prototyped", "emerge", "multikicker", "fuse", "bargain", "reveal", "mana_abilities",
                    "bands", "waterbend"):
            if action.get(key):
                caps.add(f"action.{key}")
        if action.get("by"):
            caps.add("action.decided_by")  # 722.5
    caps.add("observe.characteristics")
    unknown = caps - CAPABILITIES.keys()
    if unknown:
        raise ValueError(f"capabilities not in the closed list: {', '.join(sorted(unknown))}")
    return sorted(caps)


def schema_document() -> dict[str, Any]:
    """schemas/capabilities.json: the closed list as a JSON Schema enum, each value described."""
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://mtg-conformance.dev/schemas/capabilities.json",
        "title": "Capabilities",
        "description": "The closed list of capabilities a fixture may require and an engine may "
                       "declare. Generated from mtg_conformance/capabilities.py.",
        "$defs": {
            "capability": {
                "description": "One capability.",
                "oneOf": [{"const": name, "description": text} for name, text in CAPABILITIES.items()],
            }
        },
    }
