package org.mtgconformance.xmage;

import com.google.gson.JsonObject;

import java.util.Collection;
import java.util.Locale;

/**
 * XMage writes its own rules text for each ability ("When {this} enters, draw a card."). The suite compares
 * Oracle wordings, so an ability whose XMage text matches a line of a card in the fixture's pool (or one
 * keyword of a keyword line) is reported in that Oracle wording; any other is reported in XMage's text with
 * its markup and reminder text removed (and will not match an Oracle wording that differs).
 */
final class Wording {
    private Wording() {
    }

    /** XMage's text without markup or reminder text. */
    static String strip(String rule) {
        String s = rule.replaceAll("<[^>]*>", " ");
        s = s.replaceAll("\\s*\\([^()]*\\)", "");
        return s.replaceAll("\\s+", " ").trim();
    }

    /** A comparison key: case, punctuation, self-references and reminder text don't count. */
    static String key(String text, String name) {
        String s = strip(text).toLowerCase(Locale.ROOT);
        s = s.replace('\u2014', '-').replace('\u2013', '-').replace('\u2018', '\'').replace('\u2019', '\'')
                .replace('\u201c', '"').replace('\u201d', '"');
        if (name != null && !name.isEmpty()) {
            s = s.replace(name.toLowerCase(Locale.ROOT), "~");
        }
        s = s.replace("{this}", "~");
        s = s.replaceAll("\\bthis (creature|permanent|artifact|enchantment|land|spell|card|planeswalker|equipment|aura)\\b", "~");
        s = s.replaceAll("[^a-z0-9~{}/+\\- ]", " ");
        return s.replaceAll("\\s+", " ").trim();
    }

    static String oracle(String rule, String name, Collection<JsonObject> cards) {
        String want = key(rule, name);
        for (JsonObject card : cards) {
            for (String text : texts(card)) {
                String cardName = card.get("name").getAsString().split(" // ")[0];
                for (String line : text.split("\n")) {
                    if (line.trim().isEmpty()) {
                        continue;
                    }
                    if (key(line, cardName).equals(want)) {
                        // 201.5b: a card's line that names the card, on an object with another name (a copy that
                        // keeps or gains the ability), reads with the object's name
                        return name != null && !name.isEmpty() && !name.equals(cardName) ? line.replace(cardName, name) : line;
                    }
                    if (key(line, name).equals(want)) {
                        return line;
                    }
                    String bare = strip(line);
                    if (!bare.contains(".") && bare.contains(",")) {
                        for (String part : bare.split(",\\s*")) {
                            if (key(part, cardName).equals(want)) {
                                return part.substring(0, 1).toUpperCase(Locale.ROOT) + part.substring(1);
                            }
                        }
                    }
                }
            }
        }
        // XMage capitalizes color words in its generated text ("protection from Black"); Oracle doesn't.
        String bare = strip(rule);
        bare = lowerColorsAfterFrom(bare);
        // XMage writes a granted keyword in lower case ("hexproof from blue"); abilities start with a capital.
        return bare.isEmpty() ? bare : bare.substring(0, 1).toUpperCase(Locale.ROOT) + bare.substring(1);
    }

    static String lowerColorsAfterFrom(String text) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\bfrom (White|Blue|Black|Red|Green)\\b").matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, "from " + m.group(1).toLowerCase(Locale.ROOT));
        }
        m.appendTail(out);
        return out.toString();
    }

    private static java.util.List<String> texts(JsonObject card) {
        java.util.List<String> out = new java.util.ArrayList<>();
        if (card.has("oracle_text") && !card.get("oracle_text").isJsonNull()) {
            out.add(card.get("oracle_text").getAsString());
        }
        if (card.has("faces") && card.get("faces").isJsonArray()) {
            card.getAsJsonArray("faces").forEach(f -> {
                JsonObject face = f.getAsJsonObject();
                if (face.has("oracle_text") && !face.get("oracle_text").isJsonNull()) {
                    out.add(face.get("oracle_text").getAsString());
                }
            });
        }
        return out;
    }
}
