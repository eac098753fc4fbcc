package org.mtgconformance.xmage;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import mage.Mana;
import mage.abilities.Ability;
import mage.abilities.common.SimpleStaticAbility;
import mage.abilities.effects.common.InfoEffect;
import mage.cards.Card;
import mage.cards.DoubleFacedCard;
import mage.cards.decks.Deck;
import mage.constants.MultiplayerAttackOption;
import mage.constants.PhaseStep;
import mage.constants.RangeOfInfluence;
import mage.constants.Zone;
import mage.counters.Counter;
import mage.counters.CounterType;
import mage.game.Game;
import mage.game.GameOptions;
import mage.game.PutToBattlefieldInfo;
import mage.game.TwoPlayerDuel;
import mage.game.mulligan.MulliganType;
import mage.game.permanent.Permanent;
import mage.game.stack.StackObject;
import mage.players.Player;
import org.mage.test.player.PlayerAction;
import org.mage.test.player.TestComputerPlayer;
import org.mage.test.player.TestPlayer;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;

/**
 * One fixture played as one XMage game.
 *
 * <p>Setup: the fixture's cards are created from XMage's card classes ({@link CardClasses}) and put into
 * their zones with XMage's own test entry point {@code Game.cheat}, as XMage's card tests do. The game
 * starts on turn 1 with the fixture's active player; nothing happens until the fixture's step.
 *
 * <p>Actions: both players are XMage's scripted {@link TestPlayer} in strict choose mode (a decision it has
 * no scripted answer for stops the game with "Missing ... def", reported as {@code missing_choice}). Each
 * player's priority goes through {@link Director}: when the next fixture action is the player's, it is
 * queued as a TestPlayer command ("activate:Cast @id$target=@other") and TestPlayer performs it; when it
 * is a resolve, every player passes until the object on top of the stack has left it; an observe reads
 * the game. After the last action the game is stopped.
 */
final class FixtureGame {

    static final Map<String, PhaseStep> STEPS = new LinkedHashMap<>();
    static final Map<PhaseStep, String> STEP_NAMES = new EnumMap<>(PhaseStep.class);

    static {
        STEPS.put("untap", PhaseStep.UNTAP);
        STEPS.put("upkeep", PhaseStep.UPKEEP);
        STEPS.put("draw", PhaseStep.DRAW);
        STEPS.put("precombat_main", PhaseStep.PRECOMBAT_MAIN);
        STEPS.put("beginning_of_combat", PhaseStep.BEGIN_COMBAT);
        STEPS.put("declare_attackers", PhaseStep.DECLARE_ATTACKERS);
        STEPS.put("declare_blockers", PhaseStep.DECLARE_BLOCKERS);
        STEPS.put("combat_damage", PhaseStep.COMBAT_DAMAGE);
        STEPS.put("end_of_combat", PhaseStep.END_COMBAT);
        STEPS.put("postcombat_main", PhaseStep.POSTCOMBAT_MAIN);
        STEPS.put("end", PhaseStep.END_TURN);
        STEPS.put("cleanup", PhaseStep.CLEANUP);
        STEPS.forEach((k, v) -> STEP_NAMES.put(v, k));
    }

    /** The fixture can't be expressed on XMage by this adapter (reported as skipped). */
    static final class Skip extends RuntimeException {
        Skip(String message) {
            super(message);
        }
    }

    /** A fixture error the engine reports as such (missing_choice, unsupported_card, bad_fixture...). */
    static final class Failure extends RuntimeException {
        final String kind;

        Failure(String kind, String message) {
            super(message);
            this.kind = kind;
        }
    }

    /** A recorded answer that is not among the options XMage offers for its question. */
    static final class NotOffered extends RuntimeException {
        NotOffered(String message) {
            super(message);
        }
    }

    /** Thrown from a player's priority after the last action: it unwinds XMage's game loop. */
    static final class Done extends Error {
        Done() {
            super("all fixture actions performed", null, false, false);
        }
    }

    private final JsonObject fixture;
    /** Fixture id to the XMage object id that is cast, enters and is targeted (a double-faced card's front half). */
    final Map<String, UUID> ids = new LinkedHashMap<>();
    /** Fixture id to every XMage id the object may have: a double-faced card's front half, back half, card. */
    final Map<String, List<UUID>> candidates = new LinkedHashMap<>();
    /** Fixture id to the XMage card id (the whole card, for double-faced cards). */
    final Map<String, UUID> mainIds = new LinkedHashMap<>();
    final Map<UUID, String> fixtureIds = new HashMap<>();
    final Map<String, UUID> playerIds = new LinkedHashMap<>();
    final Map<UUID, String> playerNames = new HashMap<>();
    final Map<String, JsonObject> cardData = new HashMap<>();
    /** Permanents the setup has tapped: tapped again when the fixture's step begins, after turn 1's untap step. */
    final List<String> tapped = new ArrayList<>();
    /** Answers to "as enters" questions the setup expects XMage to ask (setup.chosen). */
    int chosenAnswers;
    /** Non-active players' permanents that entered during their controller's last turn (302.6). */
    final List<String> sickSinceLastTurn = new ArrayList<>();
    /** Permanents that came under their controller's control this turn (302.6: summoning sick). */
    final List<String> enteredThisTurn = new ArrayList<>();
    /** Tokens at setup, created once the cards are in place. */
    final Map<String, JsonObject> tokens = new LinkedHashMap<>();
    /** Auras and Equipment the setup attaches, to what. */
    final Map<String, String> attachments = new LinkedHashMap<>();
    Game game;
    PhaseStep startStep;
    UUID activePlayer;

    FixtureGame(JsonObject fixture) {
        this.fixture = fixture;
    }

    Outcome run() {
        try {
            setUp();
            Director director = new Director(this, fixture.getAsJsonArray("actions"));
            for (Player p : game.getPlayers().values()) {
                ((Seat) p).director = director;
            }
            try {
                game.start(activePlayer);
            } catch (Done done) {
                // every action was performed
            } catch (AssertionError e) {
                return director.fromAssertion(e);
            } catch (Failure | Skip e) {
                throw e;
            } catch (RuntimeException e) {
                Throwable cause = e;
                while (cause.getCause() != null && cause.getCause() != cause) {
                    cause = cause.getCause();
                }
                if (cause instanceof Failure || cause instanceof Skip) {
                    throw (RuntimeException) cause;
                }
                if (cause instanceof AssertionError) {
                    return director.fromAssertion((AssertionError) cause);
                }
                if (cause instanceof NotOffered) {
                    // a recorded answer XMage doesn't offer, asked in the middle of XMage's own game loop (a
                    // choice as a permanent spell enters): XMage refused it, and its game can't go on
                    return director.notOffered((NotOffered) cause);
                }
                e.printStackTrace(System.err);
                return Outcome.error("internal", "XMage failed at action " + director.index + ": " + e.getMessage());
            }
            return director.finish();
        } catch (Skip s) {
            return Outcome.skip(s.getMessage());
        } catch (Failure f) {
            return Outcome.error(f.kind, f.getMessage());
        }
    }

    // -- setup ---------------------------------------------------------------------------------------

    private void setUp() {
        for (JsonElement c : fixture.getAsJsonArray("cards")) {
            JsonObject card = c.getAsJsonObject();
            cardData.put(card.get("name").getAsString(), card);
        }
        JsonObject setup = fixture.getAsJsonObject("setup");
        JsonArray players = setup.getAsJsonArray("players");
        if (players.size() != 2) {
            throw new Skip("the adapter plays XMage's two-player duel; the fixture has " + players.size() + " players");
        }
        JsonObject turn = setup.getAsJsonObject("turn");
        startStep = STEPS.get(turn.get("step").getAsString());
        if (startStep == PhaseStep.UNTAP || startStep == PhaseStep.CLEANUP) {
            throw new Skip("no player gets priority in the " + turn.get("step").getAsString() + " step (502.4, 514.3)");
        }
        game = new Duel(MultiplayerAttackOption.LEFT, RangeOfInfluence.ONE,
                MulliganType.GAME_DEFAULT.getMulligan(0), 0, 20, 7, triggered);
        ((Duel) game).settingUp = true;
        Map<String, Integer> life = new HashMap<>();
        for (JsonElement p : players) {
            String id = p.getAsJsonObject().get("id").getAsString();
            Seat seat = new Seat(new TestComputerPlayer(id, RangeOfInfluence.ONE));
            seat.setTestMode(true);
            seat.setChooseStrictMode(true);
            seat.setMaxCallsWithoutAction(1000);
            game.addPlayer(seat, new Deck());
            playerIds.put(id, seat.getId());
            playerNames.put(seat.getId(), id);
            life.put(id, p.getAsJsonObject().get("life").getAsInt());
        }
        activePlayer = player(turn.get("active").getAsString(), "setup.turn.active");

        Map<String, List<Card>> library = new HashMap<>(), hand = new HashMap<>(), graveyard = new HashMap<>(),
                exile = new HashMap<>();
        Map<String, List<PutToBattlefieldInfo>> battlefield = new HashMap<>();
        Map<String, JsonObject> counters = new LinkedHashMap<>();
        for (String p : playerIds.keySet()) {
            library.put(p, new ArrayList<>());
            hand.put(p, new ArrayList<>());
            graveyard.put(p, new ArrayList<>());
            exile.put(p, new ArrayList<>());
            battlefield.put(p, new ArrayList<>());
        }
        for (JsonElement e : setup.getAsJsonArray("objects")) {
            JsonObject o = e.getAsJsonObject();
            String id = o.get("id").getAsString();
            for (String unsupported : new String[]{"face_down", "flipped",
                    "damage"}) {
                if (o.has(unsupported) && !o.get(unsupported).isJsonNull()
                        && !(o.get(unsupported).isJsonPrimitive() && o.get(unsupported).getAsJsonPrimitive().isBoolean()
                        && !o.get(unsupported).getAsBoolean())) {
                    throw new Skip("setup field '" + unsupported + "' (object " + id + ") is not mapped to XMage");
                }
            }
            String owner = o.get("owner").getAsString();
            player(owner, "setup.objects." + id + ".owner");
            if (o.has("controller") && !o.get("controller").getAsString().equals(owner)) {
                throw new Skip("a permanent controlled by a player other than its owner (" + id + ") is not mapped");
            }
            String name = o.get("card").getAsString();
            if (o.get("zone").getAsString().equals("battlefield")) {
                String line = EntersReplacement.line(cardData.get(name));
                if (line != null && o.has("chosen") && EntersReplacement.onlyChoices(cardData.get(name))) {
                    // "As ~ enters, choose ...": XMage asks as the setup puts it onto the battlefield, and the
                    // fixture's chosen values are the answers (614.12).
                    TestPlayer chooser = (TestPlayer) game.getPlayer(playerIds.get(o.has("controller")
                            ? o.get("controller").getAsString() : owner));
                    for (Map.Entry<String, JsonElement> c : o.getAsJsonObject("chosen").entrySet()) {
                        if (!c.getKey().equals("color") && !c.getKey().equals("creature_type")) {
                            throw new Skip("setup: the chosen " + c.getKey() + " of " + id + " is not mapped");
                        }
                        chooser.addChoice(Answers.of(c.getKey(), c.getValue()).get(0));
                        chosenAnswers++;
                    }
                    line = null;
                }
                if (line != null) {
                    throw new Skip("setup: XMage applies 'enters' replacement effects to a permanent put onto the battlefield"
                            + " at setup, and the fixture's " + id + " (" + name + ") has one: \"" + line + "\"");
                }
            }
            if (o.has("token") && o.get("token").getAsBoolean()) {
                // 111.3: a token as its creating effect defined it; XMage's predefined token class.
                if (!o.get("zone").getAsString().equals("battlefield")) {
                    throw new Skip("setup: a token outside the battlefield (" + id + ")");
                }
                tokens.put(id, o);
                continue;
            }
            Card card = CardClasses.create(name);
            UUID objectId = card.getId();
            List<UUID> faces = new ArrayList<>();
            if (card instanceof DoubleFacedCard) {
                // The card's front face is what is cast and what enters (XMage moves the half, not the whole card).
                objectId = ((DoubleFacedCard) card).getLeftHalfCard().getId();
                faces.add(((DoubleFacedCard) card).getRightHalfCard().getId());
                faces.add(card.getId());
                fixtureIds.put(((DoubleFacedCard) card).getRightHalfCard().getId(), id);
                fixtureIds.put(card.getId(), id);
            }
            ids.put(id, objectId);
            faces.add(0, objectId);
            candidates.put(id, faces);
            mainIds.put(id, card.getId());
            fixtureIds.put(objectId, id);
            switch (o.get("zone").getAsString()) {
                case "battlefield":
                    if (o.has("tapped") && o.get("tapped").getAsBoolean()) {
                        tapped.add(id);
                    }
                    if (o.has("transformed") && o.get("transformed").getAsBoolean()) {
                        if (!(card instanceof DoubleFacedCard)) {
                            throw new Failure("bad_fixture", "setup: " + id + " is transformed but is not a double-faced card");
                        }
                        // 712.8e: back face up. XMage's test setup puts the back half onto the battlefield.
                        Card back = ((DoubleFacedCard) card).getRightHalfCard();
                        ids.put(id, back.getId());
                        fixtureIds.put(back.getId(), id);
                        candidates.get(id).remove(back.getId());
                        candidates.get(id).add(0, back.getId());
                        battlefield.get(owner).add(new PutToBattlefieldInfo(back,
                                o.has("tapped") && o.get("tapped").getAsBoolean()));
                        continue;
                    }
                    battlefield.get(owner).add(new PutToBattlefieldInfo(card,
                            o.has("tapped") && o.get("tapped").getAsBoolean()));
                    if (o.has("counters")) {
                        counters.put(id, o.getAsJsonObject("counters"));
                    }
                    if (o.has("entered_this_turn") && o.get("entered_this_turn").getAsBoolean()) {
                        enteredThisTurn.add(id);
                    }
                    String controllerId = o.has("controller") ? o.get("controller").getAsString() : owner;
                    if (o.has("entered_last_turn") && o.get("entered_last_turn").getAsBoolean()
                            && !controllerId.equals(setup.getAsJsonObject("turn").get("active").getAsString())) {
                        // 302.6: it came under its controller's control after that player's most recent turn
                        // began (the previous turn was theirs), so it is still summoning sick.
                        sickSinceLastTurn.add(id);
                    }
                    if (o.has("attached_to")) {
                        attachments.put(id, o.get("attached_to").getAsString());
                    }
                    break;
                case "hand":
                    hand.get(owner).add(card);
                    break;
                case "library":
                    library.get(owner).add(card);  // bottom first: cheat puts each on top
                    break;
                case "graveyard":
                    graveyard.get(owner).add(card);
                    break;
                case "exile":
                    exile.get(owner).add(card);
                    break;
                default:
                    throw new Skip("setup zone " + o.get("zone").getAsString() + " is not mapped");
            }
        }
        for (Player p : game.getPlayers().values()) {
            TestPlayer seat = (TestPlayer) p;
            ids.forEach((id, uuid) -> seat.addAlias(id, uuid));
        }
        GameOptions options = new GameOptions();
        options.testMode = true;
        options.skipInitShuffling = true;
        game.setGameOptions(options);
        for (Player p : game.getPlayers().values()) {
            p.updateRange(game);
        }
        for (Map.Entry<String, String> a : attachments.entrySet()) {
            object(a.getValue(), "setup.objects." + a.getKey() + ".attached_to");
            JsonObject data = cardData.get(cardOf(setup, a.getKey()));
            if (data != null && data.has("type_line") && data.get("type_line").getAsString().contains("Aura")) {
                // 303.4f: an Aura put onto the battlefield other than by resolving asks what it enchants.
                TestPlayer owner = (TestPlayer) game.getPlayer(playerIds.get(ownerOf(setup, a.getKey())));
                owner.addChoice("@" + a.getValue());
            }
        }
        for (Map.Entry<String, UUID> p : playerIds.entrySet()) {
            String id = p.getKey();
            Map<Zone, String> commands = new EnumMap<>(Zone.class);
            commands.put(Zone.OUTSIDE, "life:" + life.get(id));
            game.cheat(p.getValue(), commands);
            game.cheat(p.getValue(), library.get(id), hand.get(id), battlefield.get(id), graveyard.get(id),
                    new ArrayList<>(), exile.get(id));
        }
        Ability source = new SimpleStaticAbility(Zone.OUTSIDE, new InfoEffect("mtg-conformance setup"));
        for (Map.Entry<String, JsonObject> t : tokens.entrySet()) {
            JsonObject o = t.getValue();
            String controller = o.has("controller") ? o.get("controller").getAsString() : o.get("owner").getAsString();
            JsonObject data = cardData.get(o.get("card").getAsString());
            boolean role = data != null && data.has("subtypes") && data.get("subtypes").toString().contains("\"Role\"");
            mage.game.permanent.token.Token token = TokenClasses.create(o.get("card").getAsString(), role);
            if (o.has("attached_to")) {
                // A token Aura (a Role) asks what it enchants as it is created (303.4f).
                ((TestPlayer) game.getPlayer(playerIds.get(controller))).addChoice("@" + o.get("attached_to").getAsString());
                attachments.put(t.getKey(), o.get("attached_to").getAsString());
            }
            source.setControllerId(playerIds.get(controller));
            token.putOntoBattlefield(1, game, source, playerIds.get(controller),
                    o.has("tapped") && o.get("tapped").getAsBoolean(), false);
            UUID tokenId = token.getLastAddedTokenIds().stream().findFirst().orElse(null);
            if (tokenId == null) {
                throw new Failure("internal", "setup: XMage did not create the token " + t.getKey());
            }
            ids.put(t.getKey(), tokenId);
            mainIds.put(t.getKey(), tokenId);
            candidates.put(t.getKey(), new ArrayList<>(List.of(tokenId)));
            fixtureIds.put(tokenId, t.getKey());
            if (o.has("counters")) {
                counters.put(t.getKey(), o.getAsJsonObject("counters"));
            }
            for (Player p : game.getPlayers().values()) {
                ((TestPlayer) p).addAlias(t.getKey(), tokenId);
            }
        }
        for (Map.Entry<String, JsonObject> c : counters.entrySet()) {
            Permanent perm = game.getPermanent(ids.get(c.getKey()));
            if (perm == null) {
                throw new Failure("internal", "XMage did not put " + c.getKey() + " onto the battlefield");
            }
            source.setControllerId(perm.getControllerId());
            // The fixture gives the permanent's counters exactly: XMage has already put a battle's defense
            // counters (310.4b) and a planeswalker's loyalty counters (306.5b) on it as it entered.
            // Only the difference is added or removed: removing a battle's last defense counter would trigger.
            for (Counter existing : new ArrayList<>(perm.getCounters(game).values())) {
                if (!c.getValue().has(existing.getName())) {
                    perm.removeCounters(existing.getName(), existing.getCount(), source, game);
                }
            }
            for (Map.Entry<String, JsonElement> kind : c.getValue().entrySet()) {
                CounterType type = CounterType.findByName(kind.getKey());
                if (type == null) {
                    throw new Skip("XMage has no counter kind '" + kind.getKey() + "'");
                }
                int have = perm.getCounters(game).getCount(kind.getKey());
                int want = kind.getValue().getAsInt();
                if (want > have) {
                    perm.addCounters(type.createInstance(want - have), perm.getControllerId(), source, game);
                } else if (have > want) {
                    perm.removeCounters(kind.getKey(), have - want, source, game);
                }
            }
        }
        for (Map.Entry<String, String> a : attachments.entrySet()) {
            Permanent attachment = game.getPermanent(ids.get(a.getKey()));
            Permanent host = game.getPermanent(ids.get(a.getValue()));
            if (attachment == null || host == null) {
                throw new Failure("bad_fixture", "setup: " + a.getKey() + " is attached to " + a.getValue()
                        + ", but XMage has " + (attachment == null ? a.getKey() : a.getValue()) + " off the battlefield");
            }
            if (!host.getId().equals(attachment.getAttachedTo())) {
                source.setControllerId(attachment.getControllerId());
                host.addAttachment(attachment.getId(), source, game);
            }
            if (!host.getId().equals(attachment.getAttachedTo())) {
                throw new Skip("setup: XMage would not attach " + a.getKey() + " to " + a.getValue());
            }
        }
        for (Player p : game.getPlayers().values()) {
            if (chosenAnswers > 0 && !((TestPlayer) p).getChoices().isEmpty()
                    && ((TestPlayer) p).getChoices().stream().noneMatch(c -> c.startsWith("@"))) {
                throw new Skip("setup: XMage did not ask " + p.getName() + " for the chosen " + ((TestPlayer) p).getChoices());
            }
            // An Aura with one possible object to enchant is attached without a question.
            ((TestPlayer) p).getChoices().clear();
        }
        ((Duel) game).settingUp = false;
        triggered.clear();
        // XMage's setup puts the permanents onto the battlefield on turn 1, so they "entered this turn"
        // (turnsOnBattlefield 0). The fixture's permanents have been there since before the turn unless it
        // says otherwise: their first turn on the battlefield is ended as XMage ends a turn for them.
        for (Map.Entry<String, UUID> e : ids.entrySet()) {
            Permanent perm = game.getPermanent(e.getValue());
            if (perm != null && !enteredThisTurn.contains(e.getKey())) {
                perm.endOfTurn(game);
            }
        }
    }

    private static String cardOf(JsonObject setup, String id) {
        for (JsonElement e : setup.getAsJsonArray("objects")) {
            if (e.getAsJsonObject().get("id").getAsString().equals(id)) {
                return e.getAsJsonObject().get("card").getAsString();
            }
        }
        return null;
    }

    private static String ownerOf(JsonObject setup, String id) {
        for (JsonElement e : setup.getAsJsonArray("objects")) {
            if (e.getAsJsonObject().get("id").getAsString().equals(id)) {
                return e.getAsJsonObject().get("owner").getAsString();
            }
        }
        return null;
    }

    /** Objects XMage created that the fixture named (name_created). */
    final java.util.Set<String> created = new java.util.HashSet<>();

    void nameCreated(Game game, String name, UUID uuid) {
        if (ids.containsKey(name)) {
            throw new Failure("bad_fixture", "name_created reuses the id '" + name + "'");
        }
        ids.put(name, uuid);
        mainIds.put(name, uuid);
        List<UUID> where = new ArrayList<>(List.of(uuid));
        mage.game.stack.StackObject so = game.getStack().getStackObject(uuid);
        if (so instanceof mage.game.stack.Spell && so.getId().equals(uuid)) {
            // 111.1, 608.3f: a copy of a permanent spell becomes a token as it resolves; XMage's token
            // is made from the copy's card.
            where.add(((mage.game.stack.Spell) so).getCard().getId());
        }
        candidates.put(name, where);
        fixtureIds.put(uuid, name);
        created.add(name);
        for (Player p : game.getPlayers().values()) {
            if (((TestPlayer) p).getAliasByName(name) == null) {
                ((TestPlayer) p).addAlias(name, uuid);
            }
        }
    }

    UUID player(String id, String where) {
        UUID uuid = playerIds.get(id);
        if (uuid == null) {
            throw new Failure("bad_fixture", where + " names the player '" + id + "', who is not in the setup");
        }
        return uuid;
    }

    UUID object(String id, String where) {
        UUID uuid = ids.get(id);
        if (uuid == null) {
            throw new Failure("unknown_object", where + " names the object '" + id + "', which the setup lacks");
        }
        return uuid;
    }

    /** The mana of a cost, for costs: assume_paid (generic as colorless, which pays any generic). */
    static Mana manaFor(String cost) {
        return manaFor(cost, 0);
    }

    /** The mana of a cost with X chosen (107.3: X is the chosen value while the cost is paid). */
    static Mana manaFor(String cost, int x) {
        Mana mana = new Mana();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\{([^}]+)\\}").matcher(cost == null ? "" : cost);
        while (m.find()) {
            String s = m.group(1);
            if (s.matches("\\d+")) {
                mana.add(Mana.ColorlessMana(Integer.parseInt(s)));
                continue;
            }
            switch (s) {
                case "W": mana.add(Mana.WhiteMana(1)); break;
                case "U": mana.add(Mana.BlueMana(1)); break;
                case "B": mana.add(Mana.BlackMana(1)); break;
                case "R": mana.add(Mana.RedMana(1)); break;
                case "G": mana.add(Mana.GreenMana(1)); break;
                case "C": mana.add(Mana.ColorlessMana(1)); break;
                case "X": mana.add(Mana.ColorlessMana(x)); break;
                default:
                    if (s.matches("[WUBRG]/P") || s.matches("[WUBRG]/[WUBRG]")) {
                        // Hybrid and Phyrexian symbols (107.4e-f) are paid with the first color's mana.
                        mana.add(manaFor("{" + s.charAt(0) + "}"));
                        break;
                    }
                    throw new Skip("assume_paid: the cost symbol {" + s + "} is not mapped to mana");
            }
        }
        return mana;
    }

    /** A mana cost's mana for comparison: generic as generic, X as chosen. */
    static Mana costMana(String cost, int x) {
        Mana mana = new Mana();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\{([^}]+)\\}").matcher(cost == null ? "" : cost);
        while (m.find()) {
            String s = m.group(1);
            if (s.matches("\\d+")) {
                mana.add(Mana.GenericMana(Integer.parseInt(s)));
            } else if (s.equals("X")) {
                mana.add(Mana.GenericMana(x));
            } else {
                mana.add(manaFor("{" + s + "}"));
            }
        }
        return mana;
    }

    static String stepName(PhaseStep step) {
        return STEP_NAMES.getOrDefault(step, step == null ? null : step.name().toLowerCase(Locale.ROOT));
    }

    static JsonElement str(String s) {
        return s == null ? JsonNull.INSTANCE : new com.google.gson.JsonPrimitive(s);
    }

    /** Times each object's abilities triggered (603.2, 605.4a) since the last observation, by XMage object id. */
    final Map<UUID, Integer> triggered = new HashMap<>();

    /** XMage's two-player duel, counting the abilities that trigger (observe.triggers). */
    static final class Duel extends TwoPlayerDuel {
        private final transient Map<UUID, Integer> triggered;

        Duel(MultiplayerAttackOption attackOption, RangeOfInfluence range, mage.game.mulligan.Mulligan mulligan,
             int minimumDeckSize, int startLife, int startHandSize, Map<UUID, Integer> triggered) {
            super(attackOption, range, mulligan, minimumDeckSize, startLife, startHandSize);
            this.triggered = triggered;
        }

        Duel(final Duel game) {
            super(game);
            this.triggered = new HashMap<>();  // a copy (AI simulation, state checks) counts for itself
        }

        @Override
        public Duel copy() {
            return new Duel(this);
        }

        /** True while the fixture's starting position is built: nothing that happens then is a game event. */
        boolean settingUp;

        @Override
        public void addTriggeredAbility(mage.abilities.TriggeredAbility ability, mage.game.events.GameEvent triggeringEvent) {
            if (settingUp) {
                // Building the position (a battle's defense counters set to the fixture's, an Aura attached)
                // is not the game: abilities don't trigger on it.
                System.err.println("xmage adapter: setup: not triggering " + Wording.strip(String.valueOf(ability.getRule())));
                return;
            }
            // Every ability that triggers comes through here, triggered mana abilities included.
            if (ability.getControllerId() != null && ability.getSourceId() != null) {
                triggered.merge(ability.getSourceId(), 1, Integer::sum);
            }
            super.addTriggeredAbility(ability, triggeringEvent);
        }
    }

    /** XMage's scripted player, whose priority goes through the director. */
    static final class Seat extends TestPlayer {
        Director director;

        Seat(TestComputerPlayer computer) {
            super(computer);
        }

        Seat(final Seat seat) {
            super(seat);
            this.director = seat.director;
        }

        @Override
        public Seat copy() {
            return new Seat(this);
        }

        @Override
        public boolean priority(Game game) {
            return director.priority(this, game);
        }

        @Override
        public void selectAttackers(Game game, UUID attackingPlayerId) {
            if (!director.selectAttackers(this, game)) {
                super.selectAttackers(game, attackingPlayerId);  // nothing scripted: no attackers
            }
        }

        @Override
        public void selectBlockers(Ability source, Game game, UUID defendingPlayerId) {
            if (!director.selectBlockers(this, game)) {
                super.selectBlockers(source, game, defendingPlayerId);  // nothing scripted: no blockers
            }
        }

        @Override
        public boolean chooseUse(mage.constants.Outcome outcome, String message, String secondMessage, String trueText,
                                 String falseText, Ability source, Game game) {
            Boolean change = director == null ? null : director.changeTarget(this, Wording.strip(String.valueOf(message)), game);
            boolean answer = change != null ? change : super.chooseUse(outcome, message, secondMessage, trueText, falseText, source, game);
            System.err.println("xmage adapter: " + getName() + " asked \"" + Wording.strip(String.valueOf(message))
                    + "\": " + (answer ? "yes" : "no"));
            return answer;
        }

        @Override
        public boolean choose(mage.constants.Outcome outcome, mage.choices.Choice choice, Game game) {
            if (!getChoices().isEmpty()) {
                String answer = getChoices().get(0);
                java.util.Collection<String> offered = choice.isKeyChoice() ? choice.getKeyChoices().values() : choice.getChoices();
                boolean found = offered.stream().anyMatch(answer::equalsIgnoreCase)
                        || choice.isKeyChoice() && choice.getKeyChoices().keySet().stream().anyMatch(answer::equalsIgnoreCase);
                if (!found) {
                    throw new NotOffered("XMage offers " + offered + " for \"" + Wording.strip(String.valueOf(choice.getMessage()))
                            + "\", not the recorded " + answer);
                }
            }
            return super.choose(outcome, choice, game);
        }

        /**
         * 603.3b: the order of simultaneous triggered abilities. The fixture records it (choice.trigger_order
         * is not mapped); when every waiting ability is the same ability of the same source the order can't
         * matter, and the first is put on the stack without asking.
         */
        @Override
        public mage.abilities.TriggeredAbility chooseTriggeredAbility(List<mage.abilities.TriggeredAbility> abilities, Game game) {
            if (getChoices().isEmpty() && abilities.size() > 1 && abilities.stream()
                    .allMatch(a -> a.getSourceId().equals(abilities.get(0).getSourceId())
                            && a.getRule().equals(abilities.get(0).getRule()))) {
                return abilities.get(0);
            }
            return super.chooseTriggeredAbility(abilities, game);
        }

        /**
         * A recorded copy choice is "Yes" then the object, for XMage's "you may ... enter as a copy" question;
         * where XMage asks for the object directly (a copy effect that isn't optional), the "Yes" is dropped.
         */
        private void objectNext() {
            List<String> answers = getChoices();
            if (answers.size() > 1 && answers.get(0).equals("Yes") && answers.get(1).startsWith("@")) {
                answers.remove(0);
            }
        }

        @Override
        public boolean choose(mage.constants.Outcome outcome, mage.target.Target target, Ability source, Game game,
                              Map<String, java.io.Serializable> options) {
            objectNext();
            return super.choose(outcome, target, source, game, options);
        }

        @Override
        public boolean choose(mage.constants.Outcome outcome, mage.cards.Cards cards, mage.target.TargetCard target,
                              Ability source, Game game) {
            objectNext();
            return super.choose(outcome, cards, target, source, game);
        }

        @Override
        public boolean chooseTarget(mage.constants.Outcome outcome, mage.target.Target target, Ability source, Game game) {
            objectNext();
            return super.chooseTarget(outcome, target, source, game);
        }

        @Override
        public boolean chooseTarget(mage.constants.Outcome outcome, mage.cards.Cards cards, mage.target.TargetCard target,
                                    Ability source, Game game) {
            objectNext();
            return super.chooseTarget(outcome, cards, target, source, game);
        }

        boolean scripted(Game game) {
            return super.priority(game);
        }

        void queue(Game game, String command, String name) {
            addAction(new PlayerAction(name, game.getTurnNum(), game.getTurnStepType(), command));
        }
    }

    static StackObject top(Game game) {
        return game.getStack().isEmpty() ? null : game.getStack().getFirstOrNull();
    }

    static int count(Counter c) {
        return c.getCount();
    }
}
