"""The rules, one module per CR section or small group, named for it (casting 601-602, triggers 603,
resolution 608, layers' providers 613, copy 707, combat 506-511, damage 120/510, protection
702.16, sba 704, mana 106/605, priority 117.5 ...). Imports the text and state packages, never the
engine. Modules inside this package still import each other in circles (many lazily): tolerated
for now; none crosses a package boundary upwards (tests/test_engine_layout.py).

Importing the package imports every module, so each registers what it executes (state/support.py),
the effects it provides to the layer system (state/layers.py) and the hooks the state calls
(state/hooks.py) before any game starts. The static abilities and CDAs applying through
layers.EFFECT_PROVIDERS come first, in the order the engine has always registered them (604, 611.3).
"""

from ..state import support
from . import (  # noqa: F401 - static abilities and CDAs first (layers.EFFECT_PROVIDERS order)
    ability_removal, cda, chosen_type, static_effects, text_change, overload, statics, tree_statics, tree_ability_loss)
from . import modes, subtype_words, tree_replacements  # noqa: F401 - modal spells (700.2), subtypes as filter words (205.3)
from . import (  # noqa: F401 - every other rules module
    ability_effects, attachments, battles, cast_keywords, casting, color_change, combat, combat_effects, control, copy,
    counters, copy_spells, costs, damage, enchant, entering, expend, face_down, filters, group_effects, instructions,
    lands, legend_rule, loyalty, mana, priority, protection, resolution, rules_effects, sba, spell_effects,
    step_triggers, targeting, trigger_events, tree_conditions, triggers,
    turn_effects, turns, undying, zone_abilities)
from . import enters_keywords  # noqa: F401 - riot, fabricate, living weapon (702.136, 702.123, 702.92)
from . import dredge, extort  # noqa: F401 - dredge (702.52), a draw replacement; extort (702.101)
from . import tokens, tree_actions, tree_control, tree_prevention, tree_restrictions, trigger_verbs, zone_effects  # noqa: F401 - one-shot effects of the grammar's tree (issue 13)
from . import misc_actions, turn_history  # noqa: F401 - the misc family (issue 13); the turn's history (603.4)
from . import amounts, zone_changes  # noqa: F401 - amounts, 'where X is' (107, 608.2h); zone changes (400.7, 610.3)
from . import divided, instead, reflexive, resolution_costs, tree_counts  # noqa: F401 - costs paid as an instruction resolves (118.12), amounts counted (fx)
from . import object_words  # noqa: F401 - more words of the object matcher (109.2, 205, 506.4; branch filt)
from . import energy  # noqa: F401 - energy counters (122.1c, 107.14)
from . import shuffles  # noqa: F401 - shuffling (701.24; branch lead16)
from . import monstrosity  # noqa: F401 - monstrosity (701.37; branch lead16)
from . import goad  # noqa: F401 - goad (701.15; branch lead16)
from . import monarch  # noqa: F401 - the monarch (724; branch lead16)

from . import activated_keywords, backup, day_night, firebending, graft, ingest, mobilize, phasing, speed, sunburst, umbra_armor  # noqa: F401 - ingest (702.115), firebending (702.189), mobilize (702.181), sunburst (702.44), graft (702.58), phasing (702.26), umbra armor (702.89), outlast (702.107), backup (702.165), day and night (730, 702.145); speed, boast, exhaust, max speed (702.179, 702.142, 702.177, 702.178; branch kw3)
from . import sagas  # noqa: F401 - Saga chapter abilities and lore counters (714; branch filtlay)
from . import cases  # noqa: F401 - Case cards: to solve, solved (719; branch filtlay)

from . import amass, become_types, choose_action, for_each_pre, graveyard_exile, plural_refs, poison  # noqa: F401 - exiling graveyards (404.1), poison counters (122.1f), amass (701.44; branch fx2)
from . import trigger_actions  # noqa: F401 - trigger events of a player's actions (603.2, 701.21, 702.29c; branch trig2)
from . import bargain  # noqa: F401 - bargain's linked conditions (702.166; branch kwcast)
from . import player_statics, static_replacements  # noqa: F401 - casting permissions and restrictions (601.3), "exile it instead" (614.6; branch static2)
from . import cast_trigger_values  # noqa: F401 - values of the spell a cast trigger is about (603.2; branch gramt)
from . import intervening_conditions  # noqa: F401 - more intervening-if conditions (603.4; branch gramt)
from . import no_combat_damage  # noqa: F401 - 'assigns no combat damage this turn' (510.1a; branch gramt)
from . import counter_destinations, exert, power_conditions, sacrificed_amounts, top_or_bottom  # noqa: F401 - exert (701.43), countered into another zone (701.6a, 614.1a), the sacrificed permanent's amounts (608.2h), total power conditions, the owner's choice of top or bottom (401.4; branch grams)
from . import play_permissions  # noqa: F401 - playing a card from exile by permission (601.2a, 305.1; branch impulse)

from . import token_copies  # noqa: F401 - token copies (707.5, 707.9) and 'a number of ... tokens equal to' (branch tokcopy)
from . import pt_setting, static_types  # noqa: F401 - base power and toughness set until end of turn (613.4b), static type, color and supertype changes (613.1d-e; branch layers4)
from . import one_or_more_events, trigger_amounts  # noqa: F401 - 'that many': the amount of a trigger's event (603.2, 119.10); 'one or more' cards leaving a graveyard, put into one, permanents entering (603.2c; branch trig3)
from . import cast_origin  # noqa: F401 - where a spell was cast from, on the permanent it became (601.2a, 608.3; branch cond3)
from . import player_control  # noqa: F401 - controlling another player (722; branch lead722)

from . import adventures, exhaust_permissions, other_graveyards, reveal_costs, top_of_library, trigger_copies  # noqa: F401 - 'copy it' of a cast trigger (707.10); adventurer cards (715); exhaust abilities activated as though they hadn't been and mana abilities activated while paying (702.177b, 601.2g); revealing a card for an additional cost (601.2b, 701.20c); casting and playing the top card of a library by permission (601.2a, 601.3e, 305.1), from other players' graveyards "as though" in yours (609.4; branch castfrom)

from . import entering_types  # noqa: F401 - '<it> is a ... in addition to its other types' as it enters (611.2e; branch trig4)
from . import each_opponent  # noqa: F401 - 'For each opponent, ... target ... that player controls' (601.2c, 608.2f; branch trig4)
from . import haunt  # noqa: F401 - haunt (702.55, 113.6k; branch trig4)
from . import anywhere_triggers  # noqa: F401 - 'put into a graveyard from anywhere' triggers about themselves (113.6k, 603.10a; branch trig4)
from . import self_names  # noqa: F401 - a name in a granted ability (201.5a), a token by a card's name (111.11; branch names)
from . import linked_abilities  # noqa: F401 - 'exiled with' linked abilities (607.2a, 607.5), 'blocks ~ this turn if able' (509.1c; branch names)
from . import gained_abilities  # noqa: F401 - gaining all activated abilities of an object (613.1f, 201.5b), spending mana as though of any color for them (609.4b; branch names)

from . import flip_and_damage_plus  # noqa: F401 - 'flip it' (710.4), 'that much damage plus N' (614.1a; branch faces)
from . import devotion  # noqa: F401 - devotion after layers 1-3 (700.5, 700.5a; branch faces)
from . import dependent_targets  # noqa: F401 - a target judged against an earlier one (601.2c, 608.2b; branch faces)
from . import revealed_this_way  # noqa: F401 - 'if an instant or sorcery card is revealed this way' (701.20a; branch faces)
from . import player_replacements  # noqa: F401 - replacement effects on gaining life and drawing (614.1a, 616.2; branch replace)
from . import entering_restrictions  # noqa: F401 - 'can't enter the battlefield' (608.3e), 'Players can't play lands' (305.2; branch replace)
from . import enter_control, keyword_costs, waterbend  # noqa: F401 - enters under another player's control instead (614.1, 118.12-ex2); 'an amount of damage of your choice', unpreventable (120.3, 615.12); waterbend as an additional cost (701.67; branch costs)
from . import meld  # noqa: F401 - meld (701.42, 712.4, 712.21; branch meld)
from . import linked_exile  # noqa: F401 - cards exiled with an object (607.2a; branch meld)
from . import banding, piles, stickers  # noqa: F401 - piles (700.3), banding (702.22), name stickers (123; branch misc16)

from . import restart  # noqa: F401 - cards outside the game (400.11), restarting the game (726; branch restart)
from . import exile_history, life_payment  # noqa: F401 - paying life and its replacement (119.4, 614.1a, 614.13c); cards put into exile this turn, total mana value, exiling the top of a library (603.4, 202.3, 406.2; branch ashiok)

from . import station  # noqa: F401 - station (702.184), station cards (721), toughness instead of power (702.184c, 510.1a; branch station)
from . import loops  # noqa: F401 - loops: the game state a loop returns to, fragmented and mandatory loops (731.3-731.5, 104.4b; branch loops)
from . import subgames  # noqa: F401 - subgames (728), conceding (104.3a); branch subgame
from . import all_objects, next_enter_copies  # noqa: F401 - statics on every permanent, card, spell and payment (205.1b, 105.2c, 609.4b); 'the next time one or more creatures enter this turn, they enter as copies' (614.1c, 707.5); 712.13a in rules/entering.py (branch lattice)

from . import individual_actions  # noqa: F401 - 'For each of them, ...' one at a time (608.2f); 'that card's mana value'; the exiled cards' permission (branch soulfire)

support.rules_registered()
