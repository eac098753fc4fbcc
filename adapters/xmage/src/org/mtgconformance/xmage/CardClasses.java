package org.mtgconformance.xmage;

import mage.cards.Card;
import mage.cards.CardImpl;
import mage.cards.CardSetInfo;
import mage.constants.Rarity;

import java.util.Locale;

/**
 * Oracle name to XMage card class. XMage names a card's class after the card: "Ajani's Pridemate" is
 * {@code mage.cards.a.AjanisPridemate}, the basic lands live in {@code mage.cards.basiclands}; a
 * double-faced or flip card is its front face's class. The created card's name is checked against the
 * Oracle name, so a class that happens to share the spelling of another card is never used.
 */
final class CardClasses {
    private CardClasses() {
    }

    /** The class name XMage gives a card (public for the adapter's tests). */
    static String className(String oracleName) {
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

    static Card create(String oracleName) {
        String cls = className(oracleName);
        Class<?> clazz;
        try {
            clazz = cls == null ? null : Class.forName(cls);
        } catch (ClassNotFoundException | LinkageError e) {
            clazz = null;
        }
        if (clazz == null) {
            throw new FixtureGame.Failure("unsupported_card", "XMage has no card class for " + oracleName
                    + " (looked for " + cls + ")");
        }
        Card card = CardImpl.createCard(clazz, new CardSetInfo(oracleName.split(" // ")[0], "MTGC", "1", Rarity.COMMON));
        if (card == null) {
            throw new FixtureGame.Failure("unsupported_card", "XMage could not create " + oracleName + " from " + cls);
        }
        String front = oracleName.split(" // ")[0];
        if (!card.getName().toLowerCase(Locale.ROOT).equals(front.toLowerCase(Locale.ROOT))) {
            throw new FixtureGame.Failure("unsupported_card", "XMage's class " + cls + " is the card '"
                    + card.getName() + "', not " + oracleName);
        }
        return card;
    }
}
