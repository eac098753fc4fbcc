package org.mtgconformance.xmage;

import java.text.Normalizer;

/**
 * Oracle name to the name XMage gives the card's class: "Ajani's Pridemate" is
 * {@code mage.cards.a.AjanisPridemate}, the five basic lands with a land type live in {@code mage.cards.basiclands}
 * (Wastes, with none, is {@code mage.cards.w.Wastes}), a double-faced
 * or flip card is its front face's class, a split card is named after all its halves ("Assault // Battery" is
 * {@code mage.cards.a.AssaultBattery}: {@link #ofWhole}), and letters lose their accents ("Jötun" is Jotun).
 */
final class ClassNames {
    private ClassNames() {
    }

    /** The class name XMage gives a card (public for the adapter's tests). */
    static String of(String oracleName) {
        String front = oracleName.split(" // ")[0];
        if (front.matches("Plains|Island|Swamp|Mountain|Forest")) {
            return "mage.cards.basiclands." + front;
        }
        return className(front);
    }

    /**
     * The class XMage gives a split card, named after all its halves ("Fire // Ice" is
     * {@code mage.cards.f.FireIce}); null for a one-faced name.
     */
    static String ofWhole(String oracleName) {
        return oracleName.contains(" // ") ? className(oracleName.replace(" // ", " ")) : null;
    }

    private static String className(String name) {
        // "Jötun Owl Keeper" is JotunOwlKeeper: accents go, the letters stay
        String plain = Normalizer.normalize(name, Normalizer.Form.NFD).replaceAll("\\p{M}", "");
        StringBuilder cls = new StringBuilder();
        for (String word : plain.replace('-', ' ').split("\\s+")) {
            String w = word.replaceAll("[^A-Za-z0-9]", "");
            if (w.isEmpty()) {
                continue;
            }
            cls.append(Character.toUpperCase(w.charAt(0))).append(w.substring(1));
        }
        if (cls.length() == 0) {
            return null;
        }
        return "mage.cards." + Character.toLowerCase(cls.charAt(0)) + "." + cls;
    }
}
