package org.mtgconformance.xmage;

/**
 * Oracle name to the name XMage gives the card's class: "Ajani's Pridemate" is
 * {@code mage.cards.a.AjanisPridemate}, the basic lands live in {@code mage.cards.basiclands}, a double-faced
 * or flip card is its front face's class.
 */
final class ClassNames {
    private ClassNames() {
    }

    /** The class name XMage gives a card (public for the adapter's tests). */
    static String of(String oracleName) {
        String front = oracleName.split(" // ")[0];
        if (front.matches("Plains|Island|Swamp|Mountain|Forest|Wastes")) {
            return "mage.cards.basiclands." + front;
        }
        StringBuilder cls = new StringBuilder();
        for (String word : front.replace('-', ' ').split("\\s+")) {
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
