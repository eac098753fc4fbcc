package org.mtgconformance.xmage;

import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import mage.MageObject;
import mage.ObjectColor;
import mage.abilities.Ability;
import mage.abilities.mana.BasicManaAbility;
import mage.cards.Card;
import mage.constants.AbilityType;
import mage.constants.CardType;
import mage.constants.SubType;
import mage.constants.SuperType;
import mage.constants.Zone;
import mage.counters.Counter;
import mage.game.Game;
import mage.game.permanent.Permanent;
import mage.game.permanent.PermanentToken;
import mage.game.stack.Spell;
import mage.players.Player;

import java.util.Locale;
import java.util.Map;
import java.util.UUID;

/** The game read back as an observation (schemas/observation.schema.json). */
final class Snapshot {
    private final FixtureGame fg;
    private final Game game;

    Snapshot(FixtureGame fg, Game game) {
        this.fg = fg;
        this.game = game;
    }

    JsonObject take() {
        game.getState().getContinuousEffects();
        JsonObject objects = new JsonObject();
        for (Map.Entry<String, java.util.List<UUID>> e : fg.candidates.entrySet()) {
            UUID where = e.getValue().get(0);
            if (fg.created.contains(e.getKey())) {
                mage.game.stack.StackObject so = game.getStack().getStackObject(where);
                if (so != null && so.getId().equals(where)) {
                    objects.add(e.getKey(), stackObject(so));
                    continue;
                }
                Permanent token = null;
                for (UUID c : e.getValue()) {
                    token = token != null ? token : game.getPermanent(c);
                }
                if (token == null) {
                    JsonObject gone = new JsonObject();
                    gone.add("zone", JsonNull.INSTANCE);  // a copy or ability that left the stack has ceased to exist
                    objects.add(e.getKey(), gone);
                    continue;
                }
                objects.add(e.getKey(), describe(new JsonObject(), token, token, Zone.BATTLEFIELD, "battlefield", token.getId()));
                continue;
            }
            // A double-faced card is wherever one of its faces is; on the battlefield or the stack first.
            for (UUID c : e.getValue()) {
                Zone z = game.getState().getZone(c);
                if (z == Zone.BATTLEFIELD && game.getPermanent(c) != null
                        || z == Zone.STACK && game.getStack().getSpell(c, false) != null) {
                    where = c;
                    break;
                }
            }
            JsonObject o = object(where);
            if (e.getValue().size() > 1) {
                o.addProperty("double_faced", true);
                boolean back = where.equals(e.getValue().get(1));
                mage.game.permanent.Permanent perm = game.getPermanent(where);
                o.addProperty("back_face_up", back || perm != null && perm.isTransformed());
            }
            int count = 0;
            for (UUID c : e.getValue()) {
                count += fg.triggered.getOrDefault(c, 0);
            }
            o.addProperty("triggered", count);
            objects.add(e.getKey(), o);
        }
        // observe.created: every object on the battlefield or the stack is reported, those no fixture id
        // names too (tokens, copies of spells, abilities; 109.1), under "xmage:<id>" as in the stack.
        java.util.Set<UUID> known = new java.util.HashSet<>();
        fg.candidates.values().forEach(known::addAll);
        for (Permanent perm : game.getBattlefield().getAllPermanents()) {
            if (!known.contains(perm.getId())) {
                objects.add("xmage:" + perm.getId(),
                        describe(new JsonObject(), perm, perm, Zone.BATTLEFIELD, "battlefield", perm.getId()));
            }
        }
        for (mage.game.stack.StackObject so : game.getStack()) {
            if (!known.contains(so.getId()) && (so.isCopy() || !(so instanceof Spell))) {
                objects.add("xmage:" + so.getId(), stackObject(so));
            }
        }
        fg.triggered.clear();  // counted since the previous observation
        JsonObject players = new JsonObject();
        for (Map.Entry<String, UUID> e : fg.playerIds.entrySet()) {
            Player p = game.getPlayer(e.getValue());
            JsonObject o = new JsonObject();
            o.addProperty("life", p.getLife());
            if (!p.hasLeft()) {
                // XMage empties the hand, library and graveyard of a player who leaves the game
                // (PlayerImpl.leave, 800.4a), as the loser of a two-player game does once it ends: not reported then.
                o.addProperty("hand_size", p.getHand().size());
                o.addProperty("library_size", p.getLibrary().size());
                o.addProperty("graveyard_size", p.getGraveyard().size());
            }
            o.addProperty("poison", p.getCountersCount(mage.counters.CounterType.POISON));  // 122.1f
            o.addProperty("mana_pool", pool(total(p.getManaPool())));
            o.addProperty("lost", p.hasLost());
            JsonArray playerAbilities = new JsonArray();
            for (Ability a : p.getAbilities()) {
                String rule = a.getRule();
                if (rule != null && !Wording.strip(rule).isEmpty()) {
                    playerAbilities.add(Wording.oracle(rule, null, fg.cardData.values()));
                }
            }
            o.add("abilities", playerAbilities);
            players.add(e.getKey(), o);
        }
        JsonObject snap = new JsonObject();
        snap.add("objects", objects);
        snap.add("players", players);
        JsonObject turn = new JsonObject();
        turn.addProperty("active", fg.playerNames.get(game.getActivePlayerId()));
        turn.addProperty("step", FixtureGame.stepName(game.getTurnStepType()));
        snap.add("turn", turn);
        snap.add("stack", stack());
        return snap;
    }

    /** A spell copy or an ability the engine created, on the stack (109.1, 113.7). */
    private JsonObject stackObject(mage.game.stack.StackObject so) {
        JsonObject o;
        if (so instanceof Spell) {
            o = describe(new JsonObject(), (Spell) so, null, Zone.STACK, "stack", so.getId());
            describeStackObject(o, so);
            return o;
        }
        o = new JsonObject();
        o.addProperty("zone", "stack");
        o.addProperty("kind", so.getStackAbility() instanceof mage.abilities.TriggeredAbility ? "triggered_ability" : "activated_ability");
        String src = fg.fixtureIds.get(so.getSourceId());
        if (src != null) {
            o.addProperty("source", src);
        }
        o.addProperty("text", Wording.oracle(so.getStackAbility().getRule(), so.getName(), fg.cardData.values()));
        if (so.getStackAbility().getManaCosts().getText().contains("{X}")) {
            o.addProperty("x", mage.util.CardUtil.getSourceCostsTagX(game, so.getStackAbility(), 0));
        }
        describeStackObject(o, so);
        return o;
    }

    private void describeStackObject(JsonObject o, mage.game.stack.StackObject so) {
        o.addProperty("controller", fg.playerNames.get(so.getControllerId()));
        o.addProperty("is_copy", so.isCopy());
        JsonArray targets = new JsonArray();
        for (mage.target.Target t : so.getStackAbility().getAllSelectedTargets()) {
            for (UUID id : t.getTargets()) {
                JsonObject target = new JsonObject();
                if (fg.playerNames.containsKey(id)) {
                    target.addProperty("player", fg.playerNames.get(id));
                } else {
                    mage.game.stack.StackObject targeted = game.getStack().getStackObject(id);
                    UUID card = targeted instanceof Spell && !targeted.isCopy() ? targeted.getSourceId() : id;
                    target.addProperty("object", fg.fixtureIds.getOrDefault(card, "xmage:" + id));
                }
                targets.add(target);
            }
        }
        o.add("targets", targets);
    }

    /** The stack, bottom first (XMage's SpellStack iterates top first). */
    private JsonArray stack() {
        java.util.List<JsonObject> items = new java.util.ArrayList<>();
        for (mage.game.stack.StackObject so : game.getStack()) {
            JsonObject item = new JsonObject();
            if (so instanceof Spell) {
                String fid = fg.fixtureIds.get(so.getSourceId());
                item.addProperty("id", fid != null && !so.isCopy() ? fid : "xmage:" + so.getId());
                item.addProperty("kind", "spell");
                item.addProperty("owner", fg.playerNames.get(((Spell) so).getOwnerId()));
            } else {
                item.addProperty("id", "xmage:" + so.getId());
                item.addProperty("kind", so.getStackAbility() instanceof mage.abilities.TriggeredAbility
                        ? "triggered_ability" : "activated_ability");
                String src = fg.fixtureIds.get(so.getSourceId());
                if (src != null) {
                    item.addProperty("source", src);
                }
            }
            item.addProperty("controller", fg.playerNames.get(so.getControllerId()));
            item.addProperty("is_copy", so.isCopy());
            items.add(0, item);
        }
        JsonArray out = new JsonArray();
        items.forEach(out::add);
        return out;
    }

    /** All the mana in a pool, restricted ("spend this mana only...", 106.6) included. */
    static mage.Mana total(mage.players.ManaPool pool) {
        mage.Mana m = pool.getMana().copy();
        for (mage.ConditionalMana c : pool.getConditionalMana()) {
            m.add(c);
        }
        return m;
    }

    /** The pool as mana symbols, WUBRGC order ('' for none). */
    static String pool(mage.Mana m) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < m.getWhite(); i++) b.append("{W}");
        for (int i = 0; i < m.getBlue(); i++) b.append("{U}");
        for (int i = 0; i < m.getBlack(); i++) b.append("{B}");
        for (int i = 0; i < m.getRed(); i++) b.append("{R}");
        for (int i = 0; i < m.getGreen(); i++) b.append("{G}");
        for (int i = 0; i < m.getColorless() + m.getGeneric(); i++) b.append("{C}");
        return b.toString();
    }

    private String zoneName(Zone zone) {
        if (zone == null) {
            return null;
        }
        switch (zone) {
            case BATTLEFIELD: return "battlefield";
            case HAND: return "hand";
            case LIBRARY: return "library";
            case GRAVEYARD: return "graveyard";
            case EXILED: return "exile";
            case STACK: return "stack";
            case COMMAND: return "command";
            default: return null;
        }
    }

    private JsonObject object(UUID id) {
        JsonObject o = new JsonObject();
        Zone zone = game.getState().getZone(id);
        String zn = zoneName(zone);
        MageObject obj;
        Permanent perm = null;
        if (zone == Zone.BATTLEFIELD) {
            perm = game.getPermanent(id);
            obj = perm;
        } else if (zone == Zone.STACK) {
            Spell spell = game.getStack().getSpell(id, false);
            if (spell != null) {
                o.addProperty("kind", "spell");
            }
            obj = spell != null ? spell : game.getCard(id);
        } else {
            obj = game.getCard(id);
        }
        if (obj == null || zn == null) {
            o.add("zone", JsonNull.INSTANCE);
            return o;
        }
        return describe(o, obj, perm, zone, zn, id);
    }

    /** An object's characteristics and status (observation.schema.json#/$defs/object). */
    private JsonObject describe(JsonObject o, MageObject obj, Permanent perm, Zone zone, String zn, UUID id) {
        o.addProperty("zone", zn);
        if (obj instanceof Spell) {
            Spell spell = (Spell) obj;
            o.addProperty("kind", "spell");
            describeStackObject(o, spell);
            o.addProperty("is_copy", spell.isCopy());
            if (spell.getSpellAbility().getModes().size() > 1) {
                // 700.2: the modes chosen, counting the mode lines from 0.
                JsonArray modes = new JsonArray();
                mage.abilities.Modes all = spell.getSpellAbility().getModes();
                java.util.List<UUID> order = new java.util.ArrayList<>(all.keySet());
                for (UUID modeId : all.getSelectedModes()) {
                    modes.add(order.indexOf(modeId));
                }
                o.add("modes", modes);
            }
            if (obj.getManaCost().getText().contains("{X}")) {
                o.addProperty("x", mage.util.CardUtil.getSourceCostsTagX(game, spell.getSpellAbility(), 0));
            }
            mage.cards.Card spellCard = spell.getCard();
            if (spellCard instanceof mage.cards.DoubleFacedCardHalf || spellCard instanceof mage.cards.DoubleFacedCard) {
                o.addProperty("double_faced", true);
                o.addProperty("back_face_up", spellCard instanceof mage.cards.DoubleFacedCardHalf
                        && ((mage.cards.DoubleFacedCardHalf) spellCard).getParentCard().getRightHalfCard() == spellCard);
            }
        }
        String name = obj.getName();
        o.addProperty("name", name);
        o.addProperty("mana_cost", obj.getManaCost().getText());
        JsonArray colors = new JsonArray();
        ObjectColor c = obj.getColor(game);
        if (c.isWhite()) colors.add("white");
        if (c.isBlue()) colors.add("blue");
        if (c.isBlack()) colors.add("black");
        if (c.isRed()) colors.add("red");
        if (c.isGreen()) colors.add("green");
        o.add("colors", colors);
        JsonArray types = new JsonArray();
        for (CardType t : obj.getCardType(game)) {
            types.add(t.toString().toLowerCase(Locale.ROOT));
        }
        o.add("card_types", types);
        JsonArray subtypes = new JsonArray();
        if (obj.isAllCreatureTypes(game)) {
            for (SubType s : SubType.getCreatureTypes()) {
                subtypes.add(s.getDescription());
            }
            for (SubType s : obj.getSubtype(game)) {
                if (s.getSubTypeSet() != mage.constants.SubTypeSet.CreatureType) {
                    subtypes.add(s.getDescription());
                }
            }
        } else {
            for (SubType s : obj.getSubtype(game)) {
                subtypes.add(s.getDescription());
            }
        }
        o.add("subtypes", subtypes);
        JsonArray supertypes = new JsonArray();
        for (SuperType s : obj.getSuperType(game)) {
            supertypes.add(s.toString().toLowerCase(Locale.ROOT));
        }
        o.add("supertypes", supertypes);
        boolean creature = obj.isCreature(game);
        o.add("power", creature ? new com.google.gson.JsonPrimitive(obj.getPower().getValue()) : JsonNull.INSTANCE);
        o.add("toughness", creature ? new com.google.gson.JsonPrimitive(obj.getToughness().getValue()) : JsonNull.INSTANCE);
        JsonObject counters = new JsonObject();
        if (obj instanceof Card) {
            for (Counter counter : ((Card) obj).getCounters(game).values()) {
                if (counter.getCount() > 0) {
                    counters.addProperty(counter.getName(), counter.getCount());
                }
            }
        }
        o.add("counters", counters);
        if (obj.isPlaneswalker(game)) {
            o.addProperty("loyalty", perm != null ? perm.getCounters(game).getCount(mage.counters.CounterType.LOYALTY)
                    : obj.getStartingLoyalty());
        } else {
            o.add("loyalty", JsonNull.INSTANCE);
        }
        o.add("abilities", abilities(obj, name));
        o.addProperty("mana_value", obj.getManaValue());
        Card card = game.getCard(id);
        if (card != null) {
            o.addProperty("owner", fg.playerNames.get(card.getOwnerId()));
        } else if (obj instanceof Spell) {
            o.addProperty("owner", fg.playerNames.get(((Spell) obj).getOwnerId()));
        } else if (perm != null) {
            o.addProperty("owner", fg.playerNames.get(perm.getOwnerId()));
        }
        if (perm != null) {
            o.addProperty("controller", fg.playerNames.get(perm.getControllerId()));
            o.addProperty("tapped", perm.isTapped());
            o.addProperty("face_down", perm.isFaceDown(game));
            o.addProperty("damage", perm.getDamage());
            UUID attached = perm.getAttachedTo();
            o.add("attached_to", FixtureGame.str(attached == null ? null : nameOf(attached)));
            o.addProperty("token", perm instanceof PermanentToken);
            if (perm instanceof PermanentToken && ((PermanentToken) perm).getToken().getBackFace() != null) {
                // A token copy of a double-faced card is double-faced too (707.8a): XMage keeps its back face.
                o.addProperty("double_faced", true);
                o.addProperty("back_face_up", perm.isTransformed());
            }
        } else if (zone == Zone.STACK && obj instanceof Spell) {
            o.addProperty("controller", fg.playerNames.get(((Spell) obj).getControllerId()));
            o.addProperty("tapped", false);
        } else {
            o.add("controller", JsonNull.INSTANCE);
            o.addProperty("tapped", false);
            o.addProperty("damage", 0);
            o.add("attached_to", JsonNull.INSTANCE);
        }
        return o;
    }

    private String nameOf(UUID id) {
        String f = fg.fixtureIds.get(id);
        if (f != null) {
            return f;
        }
        String p = fg.playerNames.get(id);
        return p != null ? p : "xmage:" + id;
    }

    private JsonArray abilities(MageObject obj, String name) {
        JsonArray out = new JsonArray();
        Iterable<Ability> abilities = obj instanceof Permanent ? ((Permanent) obj).getAbilities(game)
                : obj instanceof Card ? ((Card) obj).getAbilities(game) : obj.getAbilities();
        boolean basicLandTypes = obj.getSubtype(game).stream().anyMatch(s -> s.getSubTypeSet() == mage.constants.SubTypeSet.BasicLandType);
        for (Ability a : abilities) {
            if (a.getAbilityType() == AbilityType.SPELL || a.getAbilityType() == AbilityType.PLAY_LAND) {
                continue;
            }
            if (basicLandTypes && a instanceof BasicManaAbility) {
                continue;  // 305.6: a basic land type's intrinsic mana ability is no Oracle line
            }
            String rule = a.getRule(name);
            if (rule == null || Wording.strip(rule).isEmpty()) {
                continue;
            }
            out.add(Wording.oracle(rule, name, fg.cardData.values()));
        }
        return out;
    }
}
