package org.mtgconformance.xmage;

import java.util.List;

/** The capabilities the adapter declares in hello (schemas/capabilities.json): what it really maps to XMage. */
final class Capabilities {
    private Capabilities() {
    }

    /** What the adapter really supports (schemas/capabilities.json); the harness skips the rest. */
    static final List<String> LIST = List.of(
            "setup.battlefield", "setup.hand", "setup.library", "setup.graveyard", "setup.exile",
            "setup.tapped", "setup.counters", "setup.turn", "setup.attached_to", "setup.chosen",
            "setup.entered_this_turn", "setup.entered_last_turn", "setup.token", "setup.transformed",
            "action.cast", "action.resolve", "action.resolve_stack", "action.activate", "action.activate_mana",
            "action.play_land", "action.next_step", "action.pass_to_step", "action.put_onto_battlefield",
            "action.pay_mana", "action.tap", "choice.trigger_target", "action.name_created", "action.modes",
            "choice.enchant", "choice.creature", "choice.legend_rule", "choice.sacrifice", "choice.discard",
            "choice.new_targets",
            "action.declare_attackers", "action.declare_blockers", "action.combat_damage",
            "choice.copy", "choice.may", "choice.color", "choice.creature_type", "choice.mana_type",
            "observe.characteristics", "observe.status", "observe.players", "observe.refusal", "observe.stack",
            "observe.mana_pool", "observe.mana_value", "observe.player_abilities",
            "observe.triggers", "observe.created");
}
