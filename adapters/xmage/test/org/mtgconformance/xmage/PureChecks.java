package org.mtgconformance.xmage;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The adapter's parts that don't need XMage, compiled with gson alone (tests/test_xmage_adapter.py):
 * {@code checks} runs the mapping checks; {@code serve} runs the real protocol loop over a fake engine
 * (skips fixtures whose id ends in "/skip", reports an error for "/error", else one observation per
 * observe action), for the harness to drive.
 */
public final class PureChecks {
    private static int checks;

    private PureChecks() {
    }

    static void check(boolean ok, String what) {
        checks++;
        if (!ok) {
            throw new AssertionError("check failed: " + what);
        }
    }

    static void eq(Object want, Object have, String what) {
        check(want == null ? have == null : want.equals(have), what + ": expected " + want + ", got " + have);
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals("serve")) {
            PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true, "UTF-8");
            System.setOut(System.err);
            System.out.println("noise on System.out goes to stderr");
            new Protocol(PureChecks::fake, Capabilities.LIST, Versions.describe())
                    .serve(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)), out);
            return;
        }
        classNames();
        wording();
        entersReplacement();
        answers();
        System.err.println("ok: " + checks + " checks");
    }

    static Outcome fake(JsonObject fixture) {
        String id = fixture.get("id").getAsString();
        if (id.endsWith("/skip")) {
            return Outcome.skip("fake: skipped");
        }
        if (id.endsWith("/error")) {
            return Outcome.error("unsupported_card", "fake: no such card");
        }
        if (id.endsWith("/crash")) {
            throw new IllegalStateException("fake engine fault");
        }
        Outcome o = new Outcome();
        o.observations = new JsonObject();
        o.actions = new JsonArray();
        fixture.getAsJsonArray("actions").forEach(a -> {
            JsonObject act = a.getAsJsonObject();
            if (act.get("do").getAsString().equals("observe")) {
                JsonObject snap = new JsonObject();
                snap.add("objects", new JsonObject());
                snap.add("players", new JsonObject());
                o.observations.add(act.get("label").getAsString(), snap);
            }
            JsonObject ok = new JsonObject();
            ok.addProperty("ok", true);
            o.actions.add(ok);
        });
        return o;
    }

    static void classNames() {
        eq("mage.cards.g.GrizzlyBears", ClassNames.of("Grizzly Bears"), "plain name");
        eq("mage.cards.a.AjanisPridemate", ClassNames.of("Ajani's Pridemate"), "apostrophe");
        eq("mage.cards.g.GadwickTheWizened", ClassNames.of("Gadwick, the Wizened"), "comma and lower-case word");
        eq("mage.cards.t.TrueNameNemesis", ClassNames.of("True-Name Nemesis"), "hyphen");
        eq("mage.cards.a.AfflictedDeserter", ClassNames.of("Afflicted Deserter // Werewolf Ransacker"), "front face");
        eq("mage.cards.basiclands.Forest", ClassNames.of("Forest"), "basic land");
        eq("mage.cards.w.Wastes", ClassNames.of("Wastes"), "Wastes, a basic land with no basic land type");
        eq("mage.cards.j.JotunOwlKeeper", ClassNames.of("Jötun Owl Keeper"), "accented letter");
        eq("mage.cards.a.AssaultBattery", ClassNames.ofWhole("Assault // Battery"), "split card, both halves");
        eq("mage.cards.a.Assault", ClassNames.of("Assault // Battery"), "split card, front half");
        eq(null, ClassNames.ofWhole("Grizzly Bears"), "one face, no whole-name class");
    }

    static JsonObject card(String name, String text) {
        JsonObject c = new JsonObject();
        c.addProperty("name", name);
        c.addProperty("oracle_text", text);
        return c;
    }

    static void wording() {
        List<JsonObject> pool = List.of(
                card("Wall of Omens", "Defender\nWhen this creature enters, draw a card."),
                card("Serra Angel", "Flying, vigilance"));
        eq("When this creature enters, draw a card.",
                Wording.oracle("When {this} enters, draw a card.", "Wall of Omens", pool), "XMage's {this} wording to Oracle");
        eq("When this creature enters, draw a card.",
                Wording.oracle("When Wall of Omens enters, draw a card.", "Wall of Omens", pool), "own name to Oracle");
        eq("Vigilance", Wording.oracle("vigilance", "Serra Angel", pool), "one keyword of a keyword line");
        eq("Defender", Wording.oracle("Defender <i>(This creature can't attack.)</i>", "Wall of Omens", pool),
                "markup and reminder text");
        eq("Hexproof from blue", Wording.oracle("hexproof from blue", "Grizzly Bears", pool),
                "an unmatched XMage text starts with a capital");
        eq("~ gets +1/+1", Wording.key("This creature gets +1/+1.", null), "self-reference key");
        eq("Protection from black", Wording.oracle("protection from Black", "Grizzly Bears", pool),
                "XMage's capitalized color word");
        List<JsonObject> dane = List.of(card("The Ever-Changing 'Dane",
                "{1}, Sacrifice another creature: The Ever-Changing 'Dane becomes a copy of the sacrificed creature, except it has this ability."));
        eq("{1}, Sacrifice another creature: Runeclaw Bear becomes a copy of the sacrificed creature, except it has this ability.",
                Wording.oracle("{1}, Sacrifice another creature: {this} becomes a copy of the sacrificed creature, except it has this ability.",
                        "Runeclaw Bear", dane), "201.5b: the card's name in a line it keeps as a copy is the copy's name");
        eq("{1}, Sacrifice another creature: The Ever-Changing 'Dane becomes a copy of the sacrificed creature, except it has this ability.",
                Wording.oracle("{1}, Sacrifice another creature: {this} becomes a copy of the sacrificed creature, except it has this ability.",
                        "The Ever-Changing 'Dane", dane), "the card's own name on the card");
    }

    static void entersReplacement() {
        eq("You may have this creature enter as a copy of any creature on the battlefield.",
                EntersReplacement.line(card("Clone", "You may have this creature enter as a copy of any creature on the battlefield.")),
                "enter as a copy");
        eq("Fading 2 (This creature enters with two fade counters on it.)",
                EntersReplacement.line(card("Skyshroud Behemoth", "Fading 2 (This creature enters with two fade counters on it.)")),
                "fading");
        eq(null, EntersReplacement.line(card("Wall of Omens", "Defender\nWhen this creature enters, draw a card.")),
                "an enters trigger is no replacement");
    }

    static void answers() {
        eq(List.of("Yes", "@bears"), Answers.of("copy", new JsonPrimitive("bears")), "copy an object");
        eq(List.of("No"), Answers.of("copy", com.google.gson.JsonNull.INSTANCE), "copy nothing");
        eq(List.of("Yes"), Answers.of("may", new JsonPrimitive("yes")), "may yes");
        eq(List.of("No"), Answers.of("may", new JsonPrimitive("no")), "may no");
        eq(List.of("Green"), Answers.of("color", new JsonPrimitive("green")), "color");
        eq(List.of("Blue"), Answers.of("mana_type", new JsonPrimitive("blue")), "mana type");
        boolean unmapped = false;
        try {
            Answers.of("damage_assignment", new JsonPrimitive("x"));
        } catch (Answers.Unmapped e) {
            unmapped = e.getMessage().contains("damage_assignment");
        }
        check(unmapped, "an unmapped choice kind is named");
        JsonObject reply = new JsonObject();
        Outcome.error("missing_choice", "which creature?").into(reply);
        eq("missing_choice", reply.getAsJsonObject("error").get("kind").getAsString(), "error outcome");
        JsonObject skipped = new JsonObject();
        Outcome.skip("why").into(skipped);
        eq("why", skipped.get("skipped").getAsString(), "skip outcome");
        check(JsonParser.parseString(reply.toString()).isJsonObject(), "outcome serialises");
    }
}
