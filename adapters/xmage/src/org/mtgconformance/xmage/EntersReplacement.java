package org.mtgconformance.xmage;

import com.google.gson.JsonObject;

import java.util.regex.Pattern;

/**
 * The Oracle line of a card that makes it enter differently (614.1c-e, 614.12: "enters tapped", "enters with",
 * "as ... enters", "enter as a copy", fading, vanishing...). XMage's setup entry point (Game.cheat) puts
 * permanents onto the battlefield with those effects applied, where a fixture's starting position already
 * says how the permanent is; such fixtures are skipped, naming the line.
 */
final class EntersReplacement {
    private static final Pattern LINE = Pattern.compile(
            "(?i)(\\benters? (tapped|with|as a copy)|\\benter as a copy|^as .* enters|^fading\\b|^vanishing\\b|^modular\\b"
                    + "|^graft\\b|^amplify\\b|^devour\\b|^sunburst\\b|^bloodthirst\\b|^riot\\b|^tribute\\b)");

    private EntersReplacement() {
    }

    /** Every such line is an "As ... enters, choose ..." (answered by the fixture's chosen values). */
    static boolean onlyChoices(JsonObject card) {
        for (String line : text(card).split("\n")) {
            String bare = line.replaceAll("\\s*\\([^()]*\\)", "").trim();
            if (!bare.isEmpty() && LINE.matcher(bare).find() && !bare.matches("(?i)^as .* enters, choose .*")) {
                return false;
            }
        }
        return true;
    }

    private static String text(JsonObject card) {
        StringBuilder text = new StringBuilder();
        if (card.has("oracle_text") && !card.get("oracle_text").isJsonNull()) {
            text.append(card.get("oracle_text").getAsString());
        }
        if (card.has("faces") && card.get("faces").isJsonArray() && card.getAsJsonArray("faces").size() > 0) {
            JsonObject front = card.getAsJsonArray("faces").get(0).getAsJsonObject();
            if (front.has("oracle_text") && !front.get("oracle_text").isJsonNull()) {
                text.append('\n').append(front.get("oracle_text").getAsString());
            }
        }
        return text.toString();
    }

    static String line(JsonObject card) {
        if (card == null) {
            return null;
        }
        StringBuilder text = new StringBuilder();
        if (card.has("oracle_text") && !card.get("oracle_text").isJsonNull()) {
            text.append(card.get("oracle_text").getAsString());
        }
        if (card.has("faces") && card.get("faces").isJsonArray() && card.getAsJsonArray("faces").size() > 0) {
            JsonObject front = card.getAsJsonArray("faces").get(0).getAsJsonObject();
            if (front.has("oracle_text") && !front.get("oracle_text").isJsonNull()) {
                text.append('\n').append(front.get("oracle_text").getAsString());
            }
        }
        for (String line : text.toString().split("\n")) {
            String bare = line.replaceAll("\\s*\\([^()]*\\)", "").trim();
            if (!bare.isEmpty() && LINE.matcher(bare).find()) {
                return line;
            }
        }
        return null;
    }
}
