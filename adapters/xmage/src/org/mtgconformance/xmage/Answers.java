package org.mtgconformance.xmage;

import com.google.gson.JsonElement;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A fixture's recorded choice as the answers XMage's test player takes: its "choices" list of strings,
 * consumed in the order XMage asks ("Yes"/"No" for a may, a color's name, "@id" for an object).
 */
final class Answers {
    private Answers() {
    }

    /** A choice kind the adapter does not map (the fixture is skipped, naming it). */
    static final class Unmapped extends RuntimeException {
        Unmapped(String message) {
            super(message);
        }
    }

    /** A recorded choice as XMage's test-player answers (public for the adapter's tests). */
    static List<String> of(String kind, JsonElement value) {
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
                // Recorded as "yes"/"no" (or a boolean).
                out.add(!none && value.isJsonPrimitive() && (value.getAsJsonPrimitive().isBoolean() ? value.getAsBoolean()
                        : value.getAsString().equalsIgnoreCase("yes")) ? "Yes" : "No");
                return out;
            case "color": {
                String v = value.getAsString();
                out.add(v.substring(0, 1).toUpperCase(Locale.ROOT) + v.substring(1).toLowerCase(Locale.ROOT));
                return out;
            }
            case "creature_type":
                out.add(value.getAsString());
                return out;
            case "mana_type": {
                // 106.7: XMage asks for the color by name.
                String v = value.getAsString();
                out.add(v.substring(0, 1).toUpperCase(Locale.ROOT) + v.substring(1).toLowerCase(Locale.ROOT));
                return out;
            }
            case "enchant":
            case "creature":
            case "legend_rule":
            case "sacrifice":
            case "discard":
                // An object (or several) chosen as XMage asks: the test player's alias of each.
                if (none) {
                    throw new Unmapped("a recorded '" + kind + "' of none is not mapped to XMage's scripted player");
                }
                if (value.isJsonArray()) {
                    value.getAsJsonArray().forEach(v -> out.add("@" + v.getAsString()));
                } else {
                    out.add("@" + value.getAsString());
                }
                return out;
            default:
                throw new Unmapped("the choice kind '" + kind + "' is not mapped to XMage's scripted player");
        }
    }
}
