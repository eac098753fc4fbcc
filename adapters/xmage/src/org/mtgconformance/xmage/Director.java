package org.mtgconformance.xmage;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import mage.Mana;
import mage.abilities.Ability;
import mage.abilities.common.SimpleStaticAbility;
import mage.abilities.effects.common.InfoEffect;
import mage.constants.Zone;
import mage.game.Game;
import mage.game.stack.StackObject;
import mage.players.Player;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;

/**
 * Feeds the fixture's actions to XMage's scripted players one at a time, at the moment the rules give the
 * acting player priority, and records each action's outcome and each observation.
 *
 * <p>XMage's TestPlayer runs every command queued for the current turn and step as soon as its player has
 * priority, so queuing a whole script up front would let a later action jump ahead of a resolve. The
 * director queues the next command only when its turn has come.
 */
final class Director {
    private final FixtureGame fg;
    private final List<JsonObject> actions = new ArrayList<>();
    final JsonObject observations = new JsonObject();
    final JsonArray outcomes = new JsonArray();
    int index;
    private boolean started;
    /** The stack object a resolve waits for, or null. */
    private UUID resolving;
    private boolean resolvingAll;

    Director(FixtureGame fg, JsonArray actions) {
        this.fg = fg;
        for (JsonElement a : actions) {
            this.actions.add(a.getAsJsonObject());
        }
    }

    boolean priority(FixtureGame.Seat seat, Game game) {
        if (!started) {
            if (game.getTurnNum() == 1 && game.getTurnStepType() == fg.startStep) {
                started = true;
            } else {
                return seat.scripted(game);  // nothing queued: the player passes
            }
        }
        while (true) {
            if (game.getTurnNum() != 1 || game.getTurnStepType() != fg.startStep) {
                throw new FixtureGame.Failure("internal", "XMage's game moved on to " + FixtureGame.stepName(game.getTurnStepType())
                        + " (turn " + game.getTurnNum() + ") with action " + index + " still to perform: all players passed");
            }
            if (resolving != null) {
                if (game.getStack().getStackObject(resolving) != null) {
                    return seat.scripted(game);
                }
                resolving = null;
                ok();
                continue;
            }
            if (resolvingAll) {
                if (!game.getStack().isEmpty()) {
                    return seat.scripted(game);
                }
                resolvingAll = false;
                ok();
                continue;
            }
            if (index >= actions.size()) {
                throw new FixtureGame.Done();
            }
            JsonObject act = actions.get(index);
            String kind = act.get("do").getAsString();
            switch (kind) {
                case "observe":
                    observations.add(act.get("label").getAsString(), new Snapshot(fg, game).take());
                    ok();
                    continue;
                case "cast":
                    if (!seat.getId().equals(fg.player(act.get("player").getAsString(), where("player")))) {
                        return seat.scripted(game);  // the caster gets priority when this player passes
                    }
                    if (cast(seat, game, act)) {
                        return true;
                    }
                    continue;
                case "resolve": {
                    StackObject top = FixtureGame.top(game);
                    if (top == null) {
                        throw new FixtureGame.Failure("bad_fixture", where("do") + ": resolve with an empty stack");
                    }
                    addChoices(game, act, top.getControllerId());
                    resolving = top.getId();
                    return seat.scripted(game);
                }
                case "resolve_stack":
                    addChoices(game, act, null);
                    resolvingAll = true;
                    if (game.getStack().isEmpty()) {
                        continue;
                    }
                    return seat.scripted(game);
                default:
                    throw new FixtureGame.Skip("the action '" + kind + "' is not mapped to XMage's scripted player");
            }
        }
    }

    /** Performs a cast; false when XMage refused it (recorded), true when the spell was cast. */
    private boolean cast(FixtureGame.Seat seat, Game game, JsonObject act) {
        String id = act.get("object").getAsString();
        fg.object(id, where("object"));
        for (String field : new String[]{"x", "modes", "sacrifice", "additional_costs", "alternative_cost", "name_created", "pay"}) {
            if (act.has(field)) {
                throw new FixtureGame.Skip("cast with '" + field + "' is not mapped to XMage's scripted player");
            }
        }
        String costs = act.has("costs") ? act.get("costs").getAsString() : null;
        if (!"assume_paid".equals(costs)) {
            throw new FixtureGame.Skip("cast with costs " + costs + " is not mapped (only assume_paid)");
        }
        StringBuilder command = new StringBuilder("activate:Cast @").append(id);
        if (act.has("targets") && act.getAsJsonArray("targets").size() > 0) {
            List<String> targets = new ArrayList<>();
            for (JsonElement t : act.getAsJsonArray("targets")) {
                JsonObject target = t.getAsJsonObject();
                if (target.has("object")) {
                    targets.add("@" + alias(game, target.get("object").getAsString()));
                } else {
                    fg.player(target.get("player").getAsString(), where("targets"));
                    targets.add("targetPlayer=" + target.get("player").getAsString());
                }
            }
            command.append("$target=").append(String.join("^", targets));
        }
        int bookmark = game.bookmarkState();
        mage.cards.Card card = game.getCard(fg.ids.get(id));
        Mana mana = FixtureGame.manaFor(card == null ? "" : card.getManaCost().getText());
        Ability source = new SimpleStaticAbility(Zone.OUTSIDE, new InfoEffect("mtg-conformance: costs assumed paid"));
        source.setControllerId(seat.getId());
        seat.getManaPool().addMana(mana, game, source);
        addChoices(game, act, seat.getId());
        seat.queue(game, command.toString(), "fixture action " + index);
        int stackBefore = game.getStack().size();
        try {
            seat.scripted(game);
        } catch (AssertionError e) {
            String message = String.valueOf(e.getMessage());
            if (!message.contains("Can't find")) {
                throw e;
            }
            seat.getActions().clear();
            refused(seat, game, "XMage offers no such cast: " + firstLine(message));
            return false;
        }
        if (!seat.getActions().isEmpty() || game.getStack().size() <= stackBefore && game.getState().getZone(fg.ids.get(id)) == Zone.HAND) {
            seat.getActions().clear();
            refused(seat, game, "XMage did not cast it");
            return false;
        }
        String illegal = illegalPlayerTarget(game, seat.getId());
        if (illegal != null) {
            // XMage's test player puts a scripted player target on the spell without asking whether it may
            // be targeted (its object targets come from the legal ones); the cast is undone and refused.
            game.restoreState(bookmark, "mtg-conformance: illegal player target");
            seat = (FixtureGame.Seat) game.getPlayer(seat.getId());
            refused(seat, game, illegal);
            return false;
        }
        game.removeBookmark(bookmark);
        leftovers(game);
        ok();
        return true;
    }

    /** A player target of the spell just cast that its target can't have (115.4, 702.11d, 702.16b), or null. */
    private String illegalPlayerTarget(Game game, UUID caster) {
        StackObject top = FixtureGame.top(game);
        if (top == null) {
            return null;
        }
        Ability ability = top.getStackAbility();
        for (mage.target.Target t : ability.getAllSelectedTargets()) {
            for (UUID chosen : t.getTargets()) {
                if (game.getPlayer(chosen) != null && !t.canTarget(caster, chosen, ability, game)) {
                    return "XMage: " + fg.playerNames.get(chosen) + " can't be the target of " + top.getName();
                }
            }
        }
        return null;
    }

    /**
     * The test player's alias for a fixture object: its card, or the spell it is on the stack (XMage gives a
     * spell an id of its own, and the test player's target matching compares ids).
     */
    private String alias(Game game, String fixtureId) {
        UUID uuid = fg.object(fixtureId, where("targets"));
        if (game.getState().getZone(uuid) == Zone.STACK) {
            mage.game.stack.Spell spell = game.getStack().getSpell(uuid, false);
            if (spell != null && !spell.getId().equals(uuid)) {
                String a = fixtureId + ".spell." + spell.getId();
                for (Player p : game.getPlayers().values()) {
                    if (((FixtureGame.Seat) p).getAliasByName(a) == null) {
                        ((FixtureGame.Seat) p).addAlias(a, spell.getId());
                    }
                }
                return a;
            }
        }
        return fixtureId;
    }

    private void refused(FixtureGame.Seat seat, Game game, String why) {
        // 'A refused action must change nothing': the mana assumed paid leaves the pool again.
        seat.getManaPool().emptyPool(game);
        for (Player p : game.getPlayers().values()) {
            ((FixtureGame.Seat) p).getChoices().clear();
        }
        JsonObject o = new JsonObject();
        o.addProperty("ok", false);
        o.addProperty("refused", why);
        outcomes.add(o);
        index++;
    }

    private void ok() {
        leftoversQuiet();
        JsonObject o = new JsonObject();
        o.addProperty("ok", true);
        outcomes.add(o);
        index++;
    }

    /**
     * The recorded choices, as the answers XMage's test player takes (its "choices" list, consumed in the
     * order XMage asks). Each goes to the player who decides: the controller of the asking object.
     */
    private void addChoices(Game game, JsonObject act, UUID defaultChooser) {
        if (!act.has("choices")) {
            return;
        }
        for (JsonElement c : act.getAsJsonArray("choices")) {
            JsonObject choice = c.getAsJsonObject();
            String kind = choice.get("kind").getAsString();
            UUID chooser = defaultChooser;
            if (choice.has("object") && !choice.get("object").isJsonNull()) {
                UUID asking = fg.ids.get(choice.get("object").getAsString());
                UUID controller = asking == null ? null : game.getControllerId(asking);
                if (controller != null) {
                    chooser = controller;
                }
            }
            if (chooser == null) {
                chooser = game.getActivePlayerId();
            }
            FixtureGame.Seat seat = (FixtureGame.Seat) game.getPlayer(chooser);
            for (String answer : answers(kind, choice.get("choice"))) {
                seat.addChoice(answer);
            }
        }
    }

    /** A recorded choice as XMage's test-player answers (public for the adapter's tests). */
    static List<String> answers(String kind, JsonElement value) {
        List<String> out = new ArrayList<>();
        boolean none = value == null || value.isJsonNull();
        switch (kind) {
            case "copy":
                // "You may have this creature enter as a copy of ..." (707.5): the may, then the object.
                if (none) {
                    out.add("No");
                } else {
                    out.add("Yes");
                    out.add("@" + value.getAsString());
                }
                return out;
            case "may":
                out.add(!none && value.isJsonPrimitive() && value.getAsJsonPrimitive().isBoolean() && value.getAsBoolean() ? "Yes" : "No");
                return out;
            case "color": {
                String v = value.getAsString();
                out.add(v.substring(0, 1).toUpperCase(Locale.ROOT) + v.substring(1).toLowerCase(Locale.ROOT));
                return out;
            }
            case "creature_type":
                out.add(value.getAsString());
                return out;
            default:
                throw new FixtureGame.Skip("the choice kind '" + kind + "' is not mapped to XMage's scripted player");
        }
    }

    /** Recorded answers XMage never asked for: said on stderr and dropped, so they can't answer a later question. */
    private void leftovers(Game game) {
        for (Player p : game.getPlayers().values()) {
            List<String> left = ((FixtureGame.Seat) p).getChoices();
            if (!left.isEmpty()) {
                System.err.println("xmage adapter: action " + index + ": XMage did not ask " + p.getName() + " for " + left);
                left.clear();
            }
        }
    }

    private void leftoversQuiet() {
    }

    String where(String field) {
        return "actions[" + index + "]." + field;
    }

    static String firstLine(String s) {
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }

    /** An AssertionError out of XMage's test player: a missing scripted answer, or a failure. */
    FixtureGame.Outcome fromAssertion(AssertionError e) {
        String message = String.valueOf(e.getMessage());
        if (message.contains("Missing ") && message.contains(" def")) {
            return FixtureGame.Outcome.error("missing_choice", "XMage asked a question the fixture records no answer for, at action "
                    + index + ": " + message.replace('\n', ' ').trim());
        }
        e.printStackTrace(System.err);
        return FixtureGame.Outcome.error("internal", "XMage's test player failed at action " + index + ": " + firstLine(message));
    }

    FixtureGame.Outcome finish() {
        if (index < actions.size()) {
            return FixtureGame.Outcome.error("internal", "XMage's game ended with action " + index + " still to perform");
        }
        FixtureGame.Outcome o = new FixtureGame.Outcome();
        o.observations = observations;
        o.actions = outcomes;
        return o;
    }
}
