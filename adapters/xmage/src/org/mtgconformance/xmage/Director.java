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
import org.mage.test.player.TestPlayer;

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
    /** The game at the latest priority (XMage's state copies replace players, not the game). */
    private Game current;
    /** The stack object a resolve waits for, or null. */
    private UUID resolving;
    private boolean resolvingAll;
    /** An action's name_created in progress: the objects that existed when it began. */
    private static final class Naming {
        final int action;
        final List<String> names = new ArrayList<>();
        final java.util.Set<UUID> stack = new java.util.HashSet<>();
        final java.util.Set<UUID> permanents = new java.util.HashSet<>();

        Naming(int action) {
            this.action = action;
        }
    }

    private Naming naming;
    /** A copy's recorded new targets (new_targets), or keepTargets when it keeps them all. */
    private List<JsonObject> newTargets;
    private boolean keepTargets;
    /** How many of XMage's "Change this target" questions the recorded new targets answered so far. */
    private int changeAsked;

    /**
     * XMage's question for a copy's target number i (of n) now naming X: keep it (no) when the recorded
     * new target i is X, else change it (yes) to the recorded one. Null when nothing is recorded.
     */
    Boolean changeTarget(FixtureGame.Seat seat, String message, Game game) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("^Change this (\\d+) of (\\d+) target: (.*)\\?$").matcher(message);
        if (!m.find() || newTargets == null && !keepTargets) {
            return null;
        }
        if (keepTargets) {
            return false;
        }
        // XMage counts "i of n" within one of the spell's Target objects (Arc Trail's two targets are two
        // Targets, each asked as "1 of 1"), and asks them in order: the k-th question is the k-th target.
        int i = changeAsked++;
        if (i >= newTargets.size()) {
            return false;
        }
        JsonObject want = newTargets.get(i);
        String wantName;
        String answer;
        if (want.has("player")) {
            wantName = want.get("player").getAsString();
            answer = "targetPlayer=" + wantName;
        } else {
            UUID id = fg.ids.get(want.get("object").getAsString());
            mage.MageObject obj = id == null ? null : game.getObject(id);
            wantName = obj == null ? null : obj.getName();
            answer = "@" + want.get("object").getAsString();
        }
        String current = m.group(3).replaceAll("<[^>]*>", "").replaceAll("\\s*\\[[0-9a-f]{3}\\]", "").replaceAll(" \\(amount: \\d+\\)$", "").trim();
        if (wantName != null && wantName.equals(current)) {
            return false;
        }
        seat.getTargets().add(0, answer);
        return true;
    }

    /** The state before a resolve began: restored when the resolve turns out refused. */
    private int resolveBookmark;
    /** Declarations waiting for XMage's declare attackers / blockers turn-based actions (508.1, 509.1). */
    final List<UUID[]> pendingAttacks = new ArrayList<>();
    final List<UUID[]> pendingBlocks = new ArrayList<>();
    /** The step the game is expected to be in while the director acts (it moves with step actions). */
    private mage.constants.PhaseStep step;
    /** A step-moving action in progress: done once this holds at a player's priority. */
    private java.util.function.Predicate<Game> moving;
    /** Checked when a moving action is done: null when it did what the fixture asked, else why not. */
    private java.util.function.Function<Game, String> movedCheck;

    Director(FixtureGame fg, JsonArray actions) {
        this.fg = fg;
        for (JsonElement a : actions) {
            this.actions.add(a.getAsJsonObject());
        }
    }

    boolean priority(FixtureGame.Seat seat, Game game) {
        current = game;
        if (!started) {
            if (game.getTurnNum() == 1 && game.getTurnStepType() == fg.startStep) {
                started = true;
                step = fg.startStep;
                for (String id : fg.sickSinceLastTurn) {
                    mage.game.permanent.Permanent perm = game.getPermanent(fg.ids.get(id));
                    if (perm != null) {
                        summoningSick(perm);
                    }
                }
                for (String id : fg.enteredThisTurn) {
                    mage.game.permanent.Permanent perm = game.getPermanent(fg.ids.get(id));
                    if (perm != null) {
                        summoningSick(perm);
                    }
                }
                for (String id : fg.tapped) {
                    mage.game.permanent.Permanent perm = game.getPermanent(fg.ids.get(id));
                    if (perm != null) {
                        perm.setTapped(true);  // XMage's game began with an untap step (502.3)
                    }
                }
            } else {
                return seat.scripted(game);  // nothing queued: the player passes
            }
        }
        while (true) {
            if (naming != null && index > naming.action) {
                // The action is done and XMage has put its triggered abilities on the stack (117.5, 603.3).
                name(game);
            }
            followCopies(game);
            if (moving != null) {
                if (game.getTurnNum() == 1 && !moving.test(game)) {
                    return seat.scripted(game);
                }
                moving = null;
                step = game.getTurnStepType();
                String why = movedCheck == null ? null : movedCheck.apply(game);
                movedCheck = null;
                clearCombatCommands(game);
                if (why != null) {
                    refusedAfterTheFact(game, why);
                } else {
                    ok();
                }
                continue;
            }
            if (game.getTurnNum() != 1 || game.getTurnStepType() != step) {
                throw new FixtureGame.Failure("internal", "XMage's game moved on to " + FixtureGame.stepName(game.getTurnStepType())
                        + " (turn " + game.getTurnNum() + ") with action " + index + " still to perform: all players passed");
            }
            if (resolving != null) {
                if (game.getStack().getStackObject(resolving) != null) {
                    return seat.scripted(game);
                }
                resolving = null;
                resolved(seat, game);
                continue;
            }
            if (resolvingAll) {
                if (!game.getStack().isEmpty()) {
                    return seat.scripted(game);
                }
                resolvingAll = false;
                resolved(seat, game);
                continue;
            }
            if (index >= actions.size()) {
                throw new FixtureGame.Done();
            }
            JsonObject act = actions.get(index);
            String kind = act.get("do").getAsString();
            if (act.has("name_created") && (naming == null || naming.action != index)) {
                naming = new Naming(index);
                act.getAsJsonArray("name_created").forEach(n -> naming.names.add(n.getAsString()));
                game.getStack().forEach(so -> naming.stack.add(so.getId()));
                game.getBattlefield().getAllPermanents().forEach(p -> naming.permanents.add(p.getId()));
            }
            switch (kind) {
                case "observe":
                    followCopies(game);
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
                        throw emptyStack();
                    }
                    resolveBookmark = game.bookmarkState();
                    addChoices(game, act, top.getControllerId());
                    resolving = top.getId();
                    return seat.scripted(game);
                }
                case "resolve_stack":
                    resolveBookmark = game.bookmarkState();
                    addChoices(game, act, null);
                    resolvingAll = true;
                    if (game.getStack().isEmpty()) {
                        continue;
                    }
                    return seat.scripted(game);
                case "next_step": {
                    mage.constants.PhaseStep from = game.getTurnStepType();
                    moving = g -> g.getTurnStepType() != from;
                    return seat.scripted(game);
                }
                case "pass_to_step": {
                    mage.constants.PhaseStep to = FixtureGame.STEPS.get(act.get("step").getAsString());
                    if (to == null || to.getIndex() <= game.getTurnStepType().getIndex()) {
                        throw new FixtureGame.Failure("bad_fixture", where("step") + ": " + act.get("step") + " is not later in the turn");
                    }
                    moving = g -> g.getTurnStepType().getIndex() >= to.getIndex();
                    return seat.scripted(game);
                }
                case "declare_attackers": {
                    String why = declareAttackers(game, act);
                    if (why != null) {
                        refused(seat, game, why);
                        continue;
                    }
                    return seat.scripted(game);
                }
                case "declare_blockers": {
                    String why = declareBlockers(game, act);
                    if (why != null) {
                        refused(seat, game, why);
                        continue;
                    }
                    return seat.scripted(game);
                }
                case "combat_damage": {
                    mage.constants.PhaseStep from = game.getTurnStepType();
                    if (from.getIndex() >= mage.constants.PhaseStep.COMBAT_DAMAGE.getIndex()
                            || game.getCombat().getAttackers().isEmpty()) {
                        // 510, 511.1: no combat damage step is still to come in this combat.
                        refused(seat, game, "no combat damage step is left in this combat (XMage is in "
                                + FixtureGame.stepName(from) + " with " + game.getCombat().getAttackers().size() + " attackers)");
                        continue;
                    }
                    // 510, 702.7b: the next combat damage step (a first-strike one when one is needed).
                    moving = g -> g.getTurnStepType() != from && (g.getTurnStepType() == mage.constants.PhaseStep.FIRST_COMBAT_DAMAGE
                            || g.getTurnStepType() == mage.constants.PhaseStep.COMBAT_DAMAGE
                            || g.getTurnStepType().getIndex() > mage.constants.PhaseStep.COMBAT_DAMAGE.getIndex());
                    return seat.scripted(game);
                }
                case "put_onto_battlefield": {
                    // An effect puts the card onto the battlefield: XMage's own move, with its replacement effects.
                    String id = act.get("object").getAsString();
                    fg.object(id, where("object"));
                    UUID controller = fg.player(act.get("controller").getAsString(), where("controller"));
                    mage.cards.Card card = game.getCard(fg.mainIds.get(id));
                    if (card == null) {
                        throw new FixtureGame.Failure("internal", "XMage has no card for " + id);
                    }
                    addChoices(game, act, controller);
                    Ability source = new SimpleStaticAbility(Zone.OUTSIDE, new InfoEffect("mtg-conformance: put onto the battlefield"));
                    source.setControllerId(controller);
                    Player player = game.getPlayer(controller);
                    int bookmark = game.bookmarkState();
                    try {
                        player.moveCards(card, Zone.BATTLEFIELD, source, game);
                    } catch (FixtureGame.NotOffered e) {
                        game.restoreState(bookmark, "mtg-conformance: recorded choice not offered");
                        refused((FixtureGame.Seat) game.getPlayer(seat.getId()), game, e.getMessage());
                        continue;
                    }
                    game.removeBookmark(bookmark);
                    ok();
                    // XMage checks state-based actions and puts triggered abilities on the stack before the
                    // next priority (117.5), as after any action a player takes.
                    return true;
                }
                case "play_land":
                    if (!seat.getId().equals(fg.player(act.get("player").getAsString(), where("player")))) {
                        return seat.scripted(game);
                    }
                    if (playLand(seat, game, act)) {
                        return true;
                    }
                    continue;
                case "activate_mana":
                    if (!seat.getId().equals(fg.player(act.get("player").getAsString(), where("player")))) {
                        return seat.scripted(game);
                    }
                    if (activateMana(seat, game, act)) {
                        return true;
                    }
                    continue;
                case "activate":
                    if (!seat.getId().equals(fg.player(act.get("player").getAsString(), where("player")))) {
                        return seat.scripted(game);
                    }
                    if (activate(seat, game, act)) {
                        return true;
                    }
                    continue;
                default:
                    throw new FixtureGame.Skip("the action '" + kind + "' is not mapped to XMage's scripted player");
            }
        }
    }

    /**
     * costs: pay (601.2g-h): refused unless the listed mana is in the pool and pays the cost exactly; XMage
     * then pays from the pool itself, and the adapter checks it spent that mana.
     */
    private String payable(FixtureGame.Seat seat, JsonObject act, String costText, int x) {
        return payable(seat, act, costText, x, true);
    }

    private String payable(FixtureGame.Seat seat, JsonObject act, String costText, int x, boolean exact) {
        String pay = act.has("pay") ? act.get("pay").getAsString() : "";
        Mana listed = FixtureGame.manaFor(pay);
        Mana pool = Snapshot.total(seat.getManaPool());
        String[][] kinds = {{"W", "" + pool.getWhite(), "" + listed.getWhite()}, {"U", "" + pool.getBlue(), "" + listed.getBlue()},
                {"B", "" + pool.getBlack(), "" + listed.getBlack()}, {"R", "" + pool.getRed(), "" + listed.getRed()},
                {"G", "" + pool.getGreen(), "" + listed.getGreen()},
                {"C", "" + (pool.getColorless() + pool.getGeneric()), "" + listed.getColorless()}};
        for (String[] k : kinds) {
            if (Integer.parseInt(k[2]) > Integer.parseInt(k[1])) {
                return "the pool has no " + pay + " to pay with (it has " + Snapshot.pool(pool) + ")";
            }
        }
        if (!exact) {
            return null;  // the cost XMage computes (increases, reductions) is checked as it is paid
        }
        Mana cost = FixtureGame.costMana(costText, x);
        if (listed.count() != cost.count() || !cost.enough(listed)) {
            return pay + " does not pay " + costText + (x > 0 ? " with X=" + x : "") + " exactly";
        }
        return null;
    }

    /** The untapped permanents (but one), to see whether XMage tapped any for mana while paying. */
    private static java.util.Set<UUID> untapped(Game game, UUID except) {
        java.util.Set<UUID> out = new java.util.HashSet<>();
        for (mage.game.permanent.Permanent p : game.getBattlefield().getAllPermanents()) {
            if (!p.isTapped() && !p.getId().equals(except)) {
                out.add(p.getId());
            }
        }
        return out;
    }

    /**
     * costs: pay (601.2g-h): the cost XMage computed must have been paid with exactly the listed mana. A
     * reason to refuse, or null; XMage spending other mana of the same amount is the adapter's limit.
     */
    private String paidExactly(Game game, FixtureGame.Seat seat, JsonObject act, String poolBefore, Mana paying,
                               java.util.Set<UUID> untappedBefore, String what) {
        String pay = act.get("pay").getAsString();
        for (UUID id : untappedBefore) {
            mage.game.permanent.Permanent p = game.getPermanent(id);
            if (p != null && p.isTapped()) {
                return pay + " does not pay " + what + ": XMage tapped " + p.getName() + " for more mana";
            }
        }
        String after = Snapshot.pool(Snapshot.total(seat.getManaPool()));
        if (after.equals(Snapshot.pool(poolMinus(poolBefore, paying)))) {
            return null;
        }
        int spent = FixtureGame.manaFor(poolBefore).count() - FixtureGame.manaFor(after).count();
        if (spent != paying.count()) {
            return pay + " does not pay " + what + " exactly: XMage's cost took " + spent + " mana";
        }
        throw new FixtureGame.Failure("internal", "XMage paid " + what + " with other mana than the fixture's " + pay
                + " (pool " + poolBefore + " -> " + after + "): the adapter can't choose which mana pays");
    }

    private static Mana poolMinus(String pool, Mana paid) {
        Mana m = FixtureGame.manaFor(pool);
        m.subtract(paid);
        return m;
    }

    /**
     * 302.6: a permanent that came under its controller's control this turn. XMage's turn 1 untap step
     * marked the setup's permanents as controlled since the turn began, and XMage has no setter for the
     * opposite, so the field is set directly.
     */
    private static void summoningSick(mage.game.permanent.Permanent perm) {
        try {
            java.lang.reflect.Field f = mage.game.permanent.PermanentImpl.class.getDeclaredField("controlledFromStartOfControllerTurn");
            f.setAccessible(true);
            f.setBoolean(perm, false);
        } catch (ReflectiveOperationException e) {
            throw new FixtureGame.Skip("setup.entered_this_turn: this XMage build has no PermanentImpl.controlledFromStartOfControllerTurn ("
                    + e + ")");
        }
    }

    /**
     * name_created: the objects XMage created while the action was performed, in creation order — new
     * spells copies and abilities on the stack (bottom first), then new tokens — get the fixture's ids.
     */
    private void name(Game game) {
        Naming n = naming;
        naming = null;
        if (!outcomes.get(n.action).getAsJsonObject().get("ok").getAsBoolean()) {
            return;  // refused: nothing was created
        }
        List<UUID> created = new ArrayList<>();
        for (StackObject so : game.getStack()) {
            boolean fixtureSpell = so instanceof mage.game.stack.Spell && !so.isCopy() && fg.fixtureIds.containsKey(so.getSourceId());
            if (!n.stack.contains(so.getId()) && !fixtureSpell) {
                created.add(0, so.getId());  // the stack iterates top first
            }
        }
        for (mage.game.permanent.Permanent p : game.getBattlefield().getAllPermanents()) {
            if (!n.permanents.contains(p.getId()) && p instanceof mage.game.permanent.PermanentToken) {
                created.add(p.getId());
            }
        }
        if (created.size() < n.names.size()) {
            throw new FixtureGame.Failure("bad_fixture", "actions[" + n.action + "] names " + n.names.size()
                    + " created objects (" + String.join(", ", n.names) + "); XMage created " + created.size());
        }
        for (int i = 0; i < n.names.size(); i++) {
            fg.nameCreated(game, n.names.get(i), created.get(i));
        }
    }

    /** Named spell copies on the stack, with the permanents there while they were. */
    private final java.util.Map<String, java.util.Set<UUID>> copiesOnStack = new java.util.LinkedHashMap<>();

    /**
     * 608.3f, 111.1: a copy of a permanent spell becomes a token as it resolves. XMage makes a new token
     * object for it; the named copy is followed to the token that appeared as it left the stack.
     */
    private void followCopies(Game game) {
        for (String name : fg.created) {
            UUID id = fg.ids.get(name);
            mage.game.stack.StackObject so = game.getStack().getStackObject(id);
            if (so instanceof mage.game.stack.Spell && so.getId().equals(id)) {
                java.util.Set<UUID> there = new java.util.HashSet<>();
                game.getBattlefield().getAllPermanents().forEach(p -> there.add(p.getId()));
                copiesOnStack.put(name, there);
            }
        }
        for (java.util.Iterator<java.util.Map.Entry<String, java.util.Set<UUID>>> it = copiesOnStack.entrySet().iterator(); it.hasNext(); ) {
            java.util.Map.Entry<String, java.util.Set<UUID>> e = it.next();
            UUID id = fg.ids.get(e.getKey());
            if (game.getStack().getStackObject(id) != null) {
                continue;
            }
            it.remove();
            for (mage.game.permanent.Permanent p : game.getBattlefield().getAllPermanents()) {
                if (p instanceof mage.game.permanent.PermanentToken && !e.getValue().contains(p.getId())
                        && !fg.fixtureIds.containsKey(p.getId())) {
                    fg.candidates.get(e.getKey()).add(p.getId());
                    fg.fixtureIds.put(p.getId(), e.getKey());
                    break;
                }
            }
        }
    }

    /** A resolve finds XMage's stack empty: the fixture's mistake unless an earlier action was refused. */
    private FixtureGame.Failure emptyStack() {
        for (int i = 0; i < outcomes.size(); i++) {
            JsonObject o = outcomes.get(i).getAsJsonObject();
            if (!o.get("ok").getAsBoolean()) {
                return new FixtureGame.Failure("internal", where("do") + ": resolve, but XMage's stack is empty: it refused action "
                        + i + " (" + o.get("refused").getAsString() + ")");
            }
        }
        return new FixtureGame.Failure("bad_fixture", where("do") + ": resolve with an empty stack");
    }

    /** Performs a cast; false when XMage refused it (recorded), true when the spell was cast. */
    private boolean cast(FixtureGame.Seat seat, Game game, JsonObject act) {
        String id = act.get("object").getAsString();
        fg.object(id, where("object"));
        for (String field : new String[]{"sacrifice", "additional_costs", "alternative_cost"}) {
            if (act.has(field)) {
                throw new FixtureGame.Skip("cast with '" + field + "' is not mapped to XMage's scripted player");
            }
        }
        String costs = act.has("costs") ? act.get("costs").getAsString() : null;
        if (!"assume_paid".equals(costs) && !"pay".equals(costs)) {
            throw new FixtureGame.Skip("cast with costs " + costs + " is not mapped (only assume_paid and pay)");
        }
        int x = act.has("x") ? act.get("x").getAsInt() : 0;
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
        mage.cards.Card card = game.getCard(fg.ids.get(id));
        if (card != null && card.getSpellAbility() == null && !(card instanceof mage.cards.ModalDoubleFacedCard)) {
            // 305.1, 601.1a: a land card is played, not cast. XMage's test player matches "Cast @alias" to any
            // ability of the object, the play ability included, so a card XMage gives no spell ability is refused here.
            refused(seat, game, "XMage gives " + id + " no spell ability: a land is played, not cast (305.1)");
            return false;
        }
        if (card != null && act.has("modes")) {
            // 700.2: XMage's test player takes the first modes it is given and drops the rest, so a cast with
            // more modes than the spell lets its caster choose (XMage's own maximum) is refused here.
            int most = card.getSpellAbility() == null ? 1
                    : card.getSpellAbility().getModes().getMaxModes(game, card.getSpellAbility());
            int chosen = act.getAsJsonArray("modes").size();
            if (chosen > most) {
                refused(seat, game, "XMage lets " + id + "'s caster choose at most " + most + " mode" + (most == 1 ? "" : "s")
                        + ", not " + chosen + " (700.2)");
                return false;
            }
        }
        int bookmark = game.bookmarkState();
        String costText = card == null ? "" : card.getManaCost().getText();
        Mana paying = null;
        if ("assume_paid".equals(costs)) {
            Mana mana = FixtureGame.manaFor(costText, x);
            Ability source = new SimpleStaticAbility(Zone.OUTSIDE, new InfoEffect("mtg-conformance: costs assumed paid"));
            source.setControllerId(seat.getId());
            seat.getManaPool().addMana(mana, game, source);
        } else {
            String why = payable(seat, act, costText, x, false);
            if (why != null) {
                game.removeBookmark(bookmark);
                refused(seat, game, why);
                return false;
            }
            paying = FixtureGame.manaFor(act.get("pay").getAsString());
        }
        String poolBefore = Snapshot.pool(Snapshot.total(seat.getManaPool()));
        java.util.Set<UUID> untapped = untapped(game, null);
        if (act.has("x")) {
            seat.addChoice("X=" + x);
        }
        if (card != null) {
            // 702.33a, 601.2b: XMage asks, for each kicker cost, whether to pay it ("Kicker {W} and/or {2}{B}" is
            // two questions), and whether to pay an optional waterbend cost (701.67); the fixture casts it
            // without them (action.additional_costs is not mapped).
            for (Ability a : card.getAbilities()) {
                if (a instanceof mage.abilities.keyword.KickerAbility) {
                    for (int k = 0; k < ((mage.abilities.keyword.KickerAbility) a).getKickerCosts().size(); k++) {
                        seat.addChoice("No");
                    }
                } else if (a instanceof mage.abilities.keyword.WaterbendAbility) {
                    seat.addChoice("No");
                }
            }
        }
        if (act.has("modes")) {
            // 700.2, 601.2b: the test player takes modes by number, counting from 1.
            if (act.getAsJsonArray("modes").size() > 1 && act.has("targets")) {
                throw new FixtureGame.Skip("targets of a spell cast with several modes are not mapped");
            }
            for (JsonElement m : act.getAsJsonArray("modes")) {
                seat.addModeChoice(String.valueOf(m.getAsInt() + 1));
            }
        }
        {
            // 107.4f: XMage offers 2 life for each Phyrexian symbol; the cost is paid with mana, the mana added
            // above or the listed mana (paying life is action.pay_phyrexian_life, not declared).
            for (int i = costText.indexOf("/P}"); i >= 0; i = costText.indexOf("/P}", i + 1)) {
                seat.addChoice("No");
            }
        }
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
            game.restoreState(bookmark, "mtg-conformance: cast refused");
            refused((FixtureGame.Seat) game.getPlayer(seat.getId()), game, "XMage offers no such cast: " + firstLine(message));
            return false;
        }
        if (!seat.getActions().isEmpty() || game.getStack().size() <= stackBefore && game.getState().getZone(fg.ids.get(id)) == Zone.HAND) {
            seat.getActions().clear();
            game.restoreState(bookmark, "mtg-conformance: cast refused");
            refused((FixtureGame.Seat) game.getPlayer(seat.getId()), game, "XMage did not cast it");
            return false;
        }
        if (paying != null) {
            String why = paidExactly(game, seat, act, poolBefore, paying, untapped, id + "'s cost");
            if (why != null) {
                game.restoreState(bookmark, "mtg-conformance: cost not paid with the listed mana");
                refused((FixtureGame.Seat) game.getPlayer(seat.getId()), game, why);
                return false;
            }
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

    // -- combat ------------------------------------------------------------------------------------------

    /**
     * 508.1: the attack commands go to the active player's test player, which declares them when XMage's
     * declare attackers step asks; the action is done at the first priority in that step (or later, when
     * no creature attacked and XMage skipped the rest of combat, 508.8).
     */
    private String declareAttackers(Game game, JsonObject act) {
        FixtureGame.Seat attacker = (FixtureGame.Seat) game.getPlayer(fg.player(act.get("player").getAsString(), where("player")));
        List<UUID> wanted = new ArrayList<>();
        for (JsonElement e : act.getAsJsonArray("attackers")) {
            JsonObject a = e.getAsJsonObject();
            String id = a.get("object").getAsString();
            wanted.add(fg.object(id, where("attackers")));
            UUID defender = null;
            if (a.has("attacks")) {
                JsonObject t = a.getAsJsonObject("attacks");
                defender = t.has("player") ? fg.player(t.get("player").getAsString(), where("attackers"))
                        : fg.object(t.get("object").getAsString(), where("attackers"));
            } else {
                for (UUID p : fg.playerIds.values()) {
                    if (!p.equals(attacker.getId())) {
                        defender = p;  // 508.1b: in a two-player game, the defending player
                    }
                }
            }
            pendingAttacks.add(new UUID[]{wanted.get(wanted.size() - 1), defender});
        }
        if (game.getTurnStepType().getIndex() >= mage.constants.PhaseStep.DECLARE_ATTACKERS.getIndex()
                || !attacker.getId().equals(game.getActivePlayerId())) {
            pendingAttacks.clear();
            return "attackers are declared by the active player at the start of the declare attackers step (508.1)";
        }
        for (UUID[] a : pendingAttacks) {
            // XMage's own check (Permanent.canAttack), asked before the game leaves the step so that a
            // refusal changes nothing; the declaration itself is checked again as XMage makes it.
            mage.game.permanent.Permanent perm = game.getPermanent(a[0]);
            if (perm == null || !perm.isControlledBy(attacker.getId()) || !perm.canAttack(a[1], game)) {
                pendingAttacks.clear();
                return "XMage: " + fg.fixtureIds.get(a[0]) + " can't attack " + nameOf(a[1]);
            }
        }
        addChoices(game, act, attacker.getId());
        int target = mage.constants.PhaseStep.DECLARE_ATTACKERS.getIndex();
        moving = g -> g.getTurnStepType().getIndex() >= target;
        movedCheck = g -> {
            for (UUID id : wanted) {
                if (g.getCombat().getAttackers().stream().noneMatch(id::equals)) {
                    return "XMage did not declare " + fg.fixtureIds.get(id) + " as an attacker";
                }
            }
            if (g.getCombat().getAttackers().size() != wanted.size()) {
                return "XMage declared other attackers too: " + g.getCombat().getAttackers().size();
            }
            return null;
        };
        return null;
    }

    /** 509.1: the block commands go to the defending player's test player; checked as XMage declared them. */
    private String declareBlockers(Game game, JsonObject act) {
        FixtureGame.Seat defender = (FixtureGame.Seat) game.getPlayer(fg.player(act.get("player").getAsString(), where("player")));
        List<UUID[]> wanted = new ArrayList<>();
        for (JsonElement e : act.getAsJsonArray("blockers")) {
            JsonObject b = e.getAsJsonObject();
            String blocker = b.get("object").getAsString();
            String blocked = b.get("blocks").getAsString();
            wanted.add(new UUID[]{fg.object(blocker, where("blockers")), fg.object(blocked, where("blockers"))});
            pendingBlocks.add(wanted.get(wanted.size() - 1));
        }
        if (game.getTurnStepType().getIndex() >= mage.constants.PhaseStep.DECLARE_BLOCKERS.getIndex()) {
            pendingBlocks.clear();
            return "blockers are declared at the start of the declare blockers step (509.1), which has begun";
        }
        for (UUID[] b : pendingBlocks) {
            mage.game.combat.CombatGroup group = game.getCombat().findGroup(b[1]);
            mage.game.permanent.Permanent blocker = game.getPermanent(b[0]);
            String why = null;
            if (group == null) {
                why = fg.fixtureIds.get(b[1]) + " is not attacking";
            } else if (!defender.getId().equals(game.getCombat().getDefendingPlayerId(b[1], game))) {
                why = act.get("player").getAsString() + " is not the player " + fg.fixtureIds.get(b[1]) + " attacks (509.1a)";
            } else if (blocker == null || !blocker.isControlledBy(defender.getId())) {
                why = fg.fixtureIds.get(b[0]) + " is not a creature " + act.get("player").getAsString() + " controls";
            } else if (!group.canBlock(blocker, game)) {
                why = "XMage: " + fg.fixtureIds.get(b[0]) + " can't block " + fg.fixtureIds.get(b[1]);
            } else if (blocker.getMaxBlocks() > 0
                    && pendingBlocks.stream().filter(o -> o[0].equals(b[0])).count() > blocker.getMaxBlocks()) {
                // 509.1a: XMage checks how many creatures a blocker may block in the filter its players choose
                // blockers from (FilterCreatureForCombatBlock), not in Player.declareBlocker, which the adapter calls.
                why = "XMage: " + fg.fixtureIds.get(b[0]) + " can block only " + blocker.getMaxBlocks() + " creature(s)";
            }
            if (why != null) {
                pendingBlocks.clear();
                return why;
            }
        }
        addChoices(game, act, defender.getId());
        int target = mage.constants.PhaseStep.DECLARE_BLOCKERS.getIndex();
        moving = g -> g.getTurnStepType().getIndex() >= target;
        movedCheck = g -> {
            int blocks = 0;
            for (mage.game.combat.CombatGroup group : g.getCombat().getGroups()) {
                blocks += group.getBlockers().size();
            }
            for (UUID[] w : wanted) {
                boolean found = false;
                for (mage.game.combat.CombatGroup group : g.getCombat().getGroups()) {
                    if (group.getAttackers().contains(w[1]) && group.getBlockers().contains(w[0])) {
                        found = true;
                    }
                }
                if (!found) {
                    return "XMage did not declare " + fg.fixtureIds.get(w[0]) + " as blocking " + fg.fixtureIds.get(w[1]);
                }
            }
            if (blocks != wanted.size() && wanted.stream().map(w -> w[0]).distinct().count() == wanted.size()) {
                return "XMage's blocks differ from the declared ones (" + blocks + " blocks)";
            }
            return null;
        };
        return null;
    }

    private String nameOf(UUID id) {
        String f = fg.fixtureIds.get(id);
        return f != null ? f : fg.playerNames.getOrDefault(id, String.valueOf(id));
    }

    /** Declarations XMage never asked for (no declare attackers or blockers step came). */
    private void clearCombatCommands(Game game) {
        pendingAttacks.clear();
        pendingBlocks.clear();
    }

    /**
     * XMage's declare attackers turn-based action asks the active player: the fixture's attackers are
     * declared through XMage's own Player.declareAttacker, which checks each one (508.1a-c).
     */
    boolean selectAttackers(FixtureGame.Seat seat, Game game) {
        if (pendingAttacks.isEmpty()) {
            return false;
        }
        for (UUID[] a : pendingAttacks) {
            seat.declareAttacker(a[0], a[1], game, false);
        }
        pendingAttacks.clear();
        return true;
    }

    /** XMage's declare blockers turn-based action: each block through Player.declareBlocker (509.1a-c). */
    boolean selectBlockers(FixtureGame.Seat seat, Game game) {
        if (pendingBlocks.isEmpty()) {
            return false;
        }
        for (UUID[] b : pendingBlocks) {
            seat.declareBlocker(seat.getId(), b[0], b[1], game, false);
        }
        pendingBlocks.clear();
        return true;
    }

    /**
     * A declaration XMage did not make as asked. The game has moved into the step by then, so unlike a
     * refused cast this cannot be undone; later actions go on from XMage's declaration.
     */
    private void refusedAfterTheFact(Game game, String why) {
        JsonObject o = new JsonObject();
        o.addProperty("ok", false);
        o.addProperty("refused", why);
        outcomes.add(o);
        index++;
    }

    // -- lands and abilities -----------------------------------------------------------------------------

    /** 305.1, 116.2a: the land's play ability, if XMage offers it to the player now. */
    private boolean playLand(FixtureGame.Seat seat, Game game, JsonObject act) {
        UUID card = fg.object(act.get("object").getAsString(), where("object"));
        for (mage.abilities.ActivatedAbility a : seat.getPlayable(game, true)) {
            if (a instanceof mage.abilities.PlayLandAbility && card.equals(a.getSourceId())) {
                // 614.12: a replacement effect of the land entering may ask (a shock land's "you may pay
                // 2 life"): the play's recorded choices answer it.
                addChoices(game, act, seat.getId());
                if (seat.activateAbility((mage.abilities.ActivatedAbility) a.copy(), game)) {
                    leftovers(game);
                    ok();
                    return true;
                }
            }
        }
        refused(seat, game, "XMage does not offer to play " + act.get("object").getAsString() + " now");
        return false;
    }

    /** The object's abilities of one kind in Oracle order, as the fixture counts them. */
    private List<mage.abilities.ActivatedAbility> abilities(Game game, UUID id, boolean mana) {
        mage.MageObject obj = game.getPermanent(id);
        if (obj == null) {
            obj = game.getCard(id);
        }
        List<mage.abilities.ActivatedAbility> printed = new ArrayList<>();
        List<mage.abilities.ActivatedAbility> intrinsic = new ArrayList<>();
        if (obj == null) {
            return printed;
        }
        Iterable<Ability> all = obj instanceof mage.game.permanent.Permanent
                ? ((mage.game.permanent.Permanent) obj).getAbilities(game) : ((mage.cards.Card) obj).getAbilities(game);
        boolean basicTypes = obj.getSubtype(game).stream().anyMatch(t -> t.getSubTypeSet() == mage.constants.SubTypeSet.BasicLandType);
        for (Ability a : all) {
            if (!(a instanceof mage.abilities.ActivatedAbility) || a instanceof mage.abilities.SpellAbility
                    || a instanceof mage.abilities.PlayLandAbility) {
                continue;
            }
            boolean isMana = a instanceof mage.abilities.mana.ActivatedManaAbilityImpl;
            if (isMana != mana) {
                continue;
            }
            // 305.6: a basic land type's intrinsic mana ability counts after the printed ones.
            if (mana && basicTypes && a instanceof mage.abilities.mana.BasicManaAbility) {
                intrinsic.add((mage.abilities.ActivatedAbility) a);
            } else {
                printed.add((mage.abilities.ActivatedAbility) a);
            }
        }
        printed.addAll(intrinsic);
        return printed;
    }

    /** 605.3b: a mana ability is activated and resolves at once. */
    private boolean activateMana(FixtureGame.Seat seat, Game game, JsonObject act) {
        String id = act.get("object").getAsString();
        UUID uuid = fg.object(id, where("object"));
        int n = act.has("ability") ? act.get("ability").getAsInt() : 0;
        List<mage.abilities.ActivatedAbility> list = abilities(game, uuid, true);
        if (n >= list.size()) {
            throw new FixtureGame.Skip("XMage's " + id + " has " + list.size() + " mana abilities; the fixture activates number " + n);
        }
        mage.abilities.ActivatedAbility ability = list.get(n);
        String manaCost = ability.getManaCosts().getText();
        if (act.has("costs") && !act.get("costs").getAsString().equals("pay")) {
            throw new FixtureGame.Skip("activate_mana with costs " + act.get("costs").getAsString() + " is not mapped");
        }
        Mana paying = null;
        if (!manaCost.isEmpty() || act.has("pay")) {
            // 605.3b, 601.2g-h: the mana cost is paid from the pool with the listed mana.
            String why = payable(seat, act, manaCost, 0);
            if (why != null) {
                refused(seat, game, why);
                return false;
            }
            paying = FixtureGame.manaFor(act.has("pay") ? act.get("pay").getAsString() : "");
        }
        if (!ability.canActivate(seat.getId(), game).canActivate()
                || !ability.getCosts().canPay(ability, ability, seat.getId(), game)) {
            refused(seat, game, "XMage: " + id + "'s mana ability can't be activated now");
            return false;
        }
        addChoices(game, act, seat.getId());
        int bookmark = game.bookmarkState();
        mage.Mana before = Snapshot.total(seat.getManaPool()).copy();
        boolean activated;
        try {
            activated = seat.activateAbility((mage.abilities.ActivatedAbility) ability.copy(), game);
        } catch (FixtureGame.NotOffered e) {
            game.restoreState(bookmark, "mtg-conformance: mana type not offered");
            seat = (FixtureGame.Seat) game.getPlayer(seat.getId());
            refused(seat, game, e.getMessage());
            return false;
        }
        if (!activated) {
            game.restoreState(bookmark, "mtg-conformance: mana ability not activated");
            seat = (FixtureGame.Seat) game.getPlayer(seat.getId());
            refused(seat, game, "XMage did not activate " + id + "'s mana ability");
            return false;
        }
        String chosen = chosenManaType(act);
        boolean unasked = chosen != null && seat.getChoices().contains(recordedManaAnswer(act));
        if (chosen != null && unasked) {
            // XMage did not ask (it had one type to offer): the recorded type must be what it added.
            // 106.7: the recorded type must be what the ability added; XMage offers only the types it can add.
            mage.Mana after = Snapshot.total(seat.getManaPool());
            if (!Snapshot.pool(after).contains(chosen) || Snapshot.pool(after).equals(Snapshot.pool(before))) {
                game.restoreState(bookmark, "mtg-conformance: mana type not offered");
                seat = (FixtureGame.Seat) game.getPlayer(seat.getId());
                refused(seat, game, "XMage did not add " + chosen + " (it added "
                        + Snapshot.pool(after).replaceFirst(java.util.regex.Pattern.quote(Snapshot.pool(before)), "") + ")");
                return false;
            }
        }
        game.removeBookmark(bookmark);
        leftovers(game);
        ok();
        return true;
    }

    private static String recordedManaAnswer(JsonObject act) {
        for (JsonElement c : act.getAsJsonArray("choices")) {
            JsonObject choice = c.getAsJsonObject();
            if (choice.get("kind").getAsString().equals("mana_type")) {
                return Answers.of("mana_type", choice.get("choice")).get(0);
            }
        }
        return null;
    }

    private static String chosenManaType(JsonObject act) {
        if (!act.has("choices")) {
            return null;
        }
        for (JsonElement c : act.getAsJsonArray("choices")) {
            JsonObject choice = c.getAsJsonObject();
            if (choice.get("kind").getAsString().equals("mana_type") && !choice.get("choice").isJsonNull()) {
                switch (choice.get("choice").getAsString().toLowerCase(Locale.ROOT)) {
                    case "white": return "{W}";
                    case "blue": return "{U}";
                    case "black": return "{B}";
                    case "red": return "{R}";
                    case "green": return "{G}";
                    case "colorless": return "{C}";
                    default: return null;
                }
            }
        }
        return null;
    }

    /** 602.2: an activated ability, through the test player (which takes its scripted targets). */
    private boolean activate(FixtureGame.Seat seat, Game game, JsonObject act) {
        String id = act.get("object").getAsString();
        UUID uuid = fg.object(id, where("object"));
        int n = act.has("ability") ? act.get("ability").getAsInt() : 0;
        for (String field : new String[]{"modes", "sacrifice"}) {
            if (act.has(field)) {
                throw new FixtureGame.Skip("activate with '" + field + "' is not mapped to XMage's scripted player");
            }
        }
        int x = act.has("x") ? act.get("x").getAsInt() : 0;
        List<mage.abilities.ActivatedAbility> list = abilities(game, uuid, false);
        if (n >= list.size()) {
            refused(seat, game, "XMage's " + id + " has no activated ability number " + n + " (it has " + list.size() + ")");
            return false;
        }
        mage.abilities.ActivatedAbility ability = list.get(n);
        int bookmark = game.bookmarkState();
        String costs = act.has("costs") ? act.get("costs").getAsString() : null;
        Mana paying = null;
        String poolBefore = Snapshot.pool(Snapshot.total(seat.getManaPool()));
        if ("assume_paid".equals(costs)) {
            Ability source = new SimpleStaticAbility(Zone.OUTSIDE, new InfoEffect("mtg-conformance: costs assumed paid"));
            source.setControllerId(seat.getId());
            seat.getManaPool().addMana(FixtureGame.manaFor(ability.getManaCosts().getText(), x), game, source);
        } else if ("pay".equals(costs)) {
            String why = payable(seat, act, ability.getManaCosts().getText(), x, false);
            if (why != null) {
                game.removeBookmark(bookmark);
                refused(seat, game, why);
                return false;
            }
            paying = FixtureGame.manaFor(act.get("pay").getAsString());
        } else if (costs != null) {
            throw new FixtureGame.Skip("activate with costs " + costs + " is not mapped");
        }
        if (act.has("x")) {
            seat.addChoice("X=" + x);
        }
        java.util.Set<UUID> untapped = untapped(game, uuid);
        StringBuilder command = new StringBuilder("activate:@").append(id).append(' ').append(ability.toString());
        if (act.has("targets") && act.getAsJsonArray("targets").size() > 0) {
            List<String> targets = new ArrayList<>();
            for (JsonElement t : act.getAsJsonArray("targets")) {
                JsonObject target = t.getAsJsonObject();
                targets.add(target.has("object") ? "@" + alias(game, target.get("object").getAsString())
                        : "targetPlayer=" + target.get("player").getAsString());
            }
            command.append("$target=").append(String.join("^", targets));
        }
        List<UUID> tapping = tapList(game, act);
        if (tapping != null) {
            String why = tapRefusal(game, seat, ability, act, tapping);
            if (why != null) {
                game.restoreState(bookmark, "mtg-conformance: tap cost not payable");
                refused((FixtureGame.Seat) game.getPlayer(seat.getId()), game, why);
                return false;
            }
            // 602.2b, 702.184a: the permanents tapped to pay "Tap another untapped creature you control" are
            // XMage's TapTargetCost choice, answered with the fixture's list.
            List<String> aliases = new ArrayList<>();
            for (JsonElement t : act.getAsJsonArray("tap")) {
                aliases.add("@" + t.getAsString());
            }
            seat.addChoice(String.join("^", aliases));
        }
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
            game.restoreState(bookmark, "mtg-conformance: ability not activated");
            seat = (FixtureGame.Seat) game.getPlayer(seat.getId());
            refused(seat, game, "XMage offers no such activation: " + firstLine(message));
            return false;
        }
        if (!seat.getActions().isEmpty() || game.getStack().size() <= stackBefore) {
            seat.getActions().clear();
            game.restoreState(bookmark, "mtg-conformance: ability not activated");
            seat = (FixtureGame.Seat) game.getPlayer(seat.getId());
            refused(seat, game, "XMage did not activate it");
            return false;
        }
        if (paying != null) {
            String why = paidExactly(game, seat, act, poolBefore, paying, untapped, id + "'s ability");
            if (why != null) {
                game.restoreState(bookmark, "mtg-conformance: cost not paid with the listed mana");
                refused((FixtureGame.Seat) game.getPlayer(seat.getId()), game, why);
                return false;
            }
        }
        if (tapping != null) {
            for (UUID t : tapping) {
                mage.game.permanent.Permanent p = game.getPermanent(t);
                if (p == null || !p.isTapped()) {
                    game.restoreState(bookmark, "mtg-conformance: other permanents tapped");
                    refused((FixtureGame.Seat) game.getPlayer(seat.getId()), game,
                            "XMage did not tap the listed permanents to pay the cost");
                    return false;
                }
            }
        }
        String illegal = illegalPlayerTarget(game, seat.getId());
        if (illegal != null) {
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

    /** An activation's "tap" list (the permanents tapped for a cost that taps others), or null. */
    private List<UUID> tapList(Game game, JsonObject act) {
        if (!act.has("tap")) {
            return null;
        }
        List<UUID> out = new ArrayList<>();
        for (JsonElement t : act.getAsJsonArray("tap")) {
            out.add(fg.object(t.getAsString(), where("tap")));
        }
        return out;
    }

    /**
     * Why the listed permanents can't pay the ability's "tap other permanents" cost (XMage's TapTargetCost),
     * or null when they can. 602.2b: a cost is paid only with what it allows; each listed permanent must be
     * one XMage's cost target accepts, and their number within the cost's.
     */
    private String tapRefusal(Game game, FixtureGame.Seat seat, mage.abilities.ActivatedAbility ability, JsonObject act,
                              List<UUID> tapping) {
        mage.abilities.costs.common.TapTargetCost cost = null;
        for (mage.abilities.costs.Cost c : ability.getCosts()) {
            if (c instanceof mage.abilities.costs.common.TapTargetCost) {
                cost = (mage.abilities.costs.common.TapTargetCost) c;
            }
        }
        if (cost == null) {
            throw new FixtureGame.Skip("an activation's 'tap' list for a cost other than XMage's TapTargetCost is not mapped");
        }
        mage.target.Target target = cost.getTarget();
        if (tapping.size() < target.getMinNumberOfTargets() || tapping.size() > target.getMaxNumberOfTargets()
                || new java.util.HashSet<>(tapping).size() != tapping.size()) {
            return "XMage's cost taps " + target.getMinNumberOfTargets() + " to " + target.getMaxNumberOfTargets()
                    + " permanents; the fixture lists " + tapping.size();
        }
        java.util.Set<UUID> possible = target.possibleTargets(seat.getId(), ability, game);
        for (int i = 0; i < tapping.size(); i++) {
            if (!possible.contains(tapping.get(i))) {
                return "XMage: " + act.getAsJsonArray("tap").get(i).getAsString() + " can't be tapped to pay \""
                        + cost.getText() + "\"";
            }
        }
        return null;
    }

    /**
     * A resolve is done. A recorded object answer XMage never asked for means the fixture's choice was not
     * among XMage's options (it had nothing of that kind to offer): the resolve is undone and refused.
     */
    private void resolved(FixtureGame.Seat seat, Game game) {
        String unasked = null;
        for (Player p : game.getPlayers().values()) {
            for (String answer : ((FixtureGame.Seat) p).getChoices()) {
                if (answer.startsWith("@") && !doneWithoutAsking(game, answer.substring(1))) {
                    unasked = answer.substring(1);
                }
            }
        }
        if (unasked == null) {
            game.removeBookmark(resolveBookmark);
            ok();
            return;
        }
        leftovers(game);
        game.restoreState(resolveBookmark, "mtg-conformance: recorded choice not offered");
        refused((FixtureGame.Seat) game.getPlayer(seat.getId()), game,
                "XMage never offered " + unasked + " for the recorded choice");
    }

    /** Recorded discards and sacrifices of the current action, by object: XMage may not ask when there's no choice. */
    private final java.util.Map<String, String> objectAnswers = new java.util.HashMap<>();

    /**
     * 701.9a, 701.21a: a player who must discard or sacrifice as many as they have isn't asked; the recorded
     * choice was then made all the same if the object is in the graveyard.
     */
    private boolean doneWithoutAsking(Game game, String id) {
        String kind = objectAnswers.get(id);
        UUID uuid = fg.ids.get(id);
        return uuid != null && ("discard".equals(kind) || "sacrifice".equals(kind))
                && game.getState().getZone(uuid) == Zone.GRAVEYARD;
    }

    private void refused(FixtureGame.Seat seat, Game game, String why) {
        // 'A refused action must change nothing': every caller has restored the game to before it.
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
        objectAnswers.clear();
        newTargets = null;
        keepTargets = false;
        changeAsked = 0;
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
            if (kind.equals("sacrifice") || kind.equals("discard")) {
                // 701.21a, 701.9a: the player who sacrifices or discards chooses: the chosen objects' controller.
                JsonElement value = choice.get("choice");
                JsonElement first = value.isJsonArray() && value.getAsJsonArray().size() > 0 ? value.getAsJsonArray().get(0) : value;
                UUID chosen = first.isJsonPrimitive() ? fg.ids.get(first.getAsString()) : null;
                UUID who = chosen == null ? null : game.getControllerId(chosen);
                if (who == null && chosen != null && game.getCard(chosen) != null) {
                    who = game.getCard(chosen).getOwnerId();
                }
                if (who != null) {
                    chooser = who;
                }
            } else if (choice.has("object") && !choice.get("object").isJsonNull()) {
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
            if (kind.equals("new_targets")) {
                // 707.10c: XMage asks, target by target, "Change this i of n target: X?" (answered in
                // changeTarget), then the new target.
                JsonElement value = choice.get("choice");
                changeAsked = 0;
                newTargets = value == null || value.isJsonNull() ? new ArrayList<>() : null;
                if (newTargets == null) {
                    newTargets = new ArrayList<>();
                    for (JsonElement t : value.getAsJsonArray()) {
                        newTargets.add(t.getAsJsonObject());
                    }
                } else {
                    newTargets = null;
                    keepTargets = true;
                }
                continue;
            }
            if (kind.equals("trigger_target")) {
                // 603.3d: the target chosen as the triggered ability is put on the stack (the test player's targets);
                // a spell on the stack is named by its spell's alias, as for a cast's targets (115.1b).
                // The choice is an object id, {"player": id} (115.1), or a list of object ids for a variable
                // number of targets (601.2c), [] for none: the test player's "skip" ends an "up to" choice.
                JsonElement value = choice.get("choice");
                if (value.isJsonObject() && value.getAsJsonObject().has("player")) {
                    seat.addTarget("targetPlayer=" + value.getAsJsonObject().get("player").getAsString());
                } else if (value.isJsonArray()) {
                    List<String> chosen = new ArrayList<>();
                    for (JsonElement t : value.getAsJsonArray()) {
                        chosen.add("@" + alias(game, t.getAsString()));
                    }
                    seat.addTarget(chosen.isEmpty() ? TestPlayer.TARGET_SKIP : String.join("^", chosen));
                } else {
                    String id = value.getAsString();
                    seat.addTarget(fg.playerIds.containsKey(id) ? "targetPlayer=" + id : "@" + alias(game, id));
                }
                continue;
            }
            List<String> answers;
            try {
                answers = Answers.of(kind, choice.get("choice"));
            } catch (Answers.Unmapped e) {
                throw new FixtureGame.Skip(e.getMessage());
            }
            for (String answer : answers) {
                seat.addChoice(answer);
                if (answer.startsWith("@")) {
                    objectAnswers.put(answer.substring(1), kind);
                }
            }
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
        if (current != null) {
            leftovers(current);
        }
    }

    String where(String field) {
        return "actions[" + index + "]." + field;
    }

    static String firstLine(String s) {
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }

    /** An AssertionError out of XMage's test player: a missing scripted answer, or a failure. */
    /**
     * The test player stopped the game because a recorded answer wasn't among XMage's options (a target it
     * can't have, an object it doesn't offer). That is XMage refusing the action; the game can't go on, so
     * the actions after it are not performed (an engine that stops early reports only those it did).
     */
    private Outcome refusedAndStopped(String why) {
        JsonObject o = new JsonObject();
        o.addProperty("ok", false);
        o.addProperty("refused", why);
        outcomes.add(o);
        Outcome out = new Outcome();
        out.observations = observations;
        out.actions = outcomes;
        if (index + 1 < actions.size()) {
            System.err.println("xmage adapter: XMage refused action " + index + " while performing it; actions "
                    + (index + 1) + ".." + (actions.size() - 1) + " were not performed");
        }
        return out;
    }

    Outcome notOffered(FixtureGame.NotOffered e) {
        return refusedAndStopped(firstLine(String.valueOf(e.getMessage())));
    }

    Outcome fromAssertion(AssertionError e) {
        String message = String.valueOf(e.getMessage());
        if (message.contains("Targets list was setup by addTarget") || message.contains("Found wrong choice command")) {
            return refusedAndStopped("XMage did not offer the recorded choice: " + firstLine(message).trim());
        }
        if (message.contains("Missing ") && message.contains(" def")) {
            return Outcome.error("missing_choice", "XMage asked a question the fixture records no answer for, at action "
                    + index + ": " + message.replace('\n', ' ').trim());
        }
        e.printStackTrace(System.err);
        return Outcome.error("internal", "XMage's test player failed at action " + index + ": " + firstLine(message));
    }

    Outcome finish() {
        if (index < actions.size() && current != null && current.hasEnded() && outcomes.size() == index) {
            // 104.2a, docs/FORMAT.md: nothing further happens in a game that is over. The action that ended it
            // is accepted; later observations see the game as it ended, every other later action is refused.
            Game game = current;
            ok();
            while (index < actions.size()) {
                JsonObject act = actions.get(index);
                if (act.get("do").getAsString().equals("observe")) {
                    observations.add(act.get("label").getAsString(), new Snapshot(fg, game).take());
                    ok();
                } else {
                    refusedAfterTheFact(game, "XMage's game is over (104.2a): no action can be taken");
                }
            }
        }
        if (index < actions.size()) {
            return Outcome.error("internal", "XMage's game ended with action " + index + " still to perform");
        }
        Outcome o = new Outcome();
        o.observations = observations;
        o.actions = outcomes;
        return o;
    }
}
