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

    static Card create(String oracleName) {
        // a split card's class is named after all its halves, and it is created under its whole name (XMage's
        // SplitCard names its halves from it); any other card under its front face's name
        String whole = ClassNames.ofWhole(oracleName);
        Class<?> clazz = load(whole);
        String name = oracleName;
        String cls = whole;
        if (clazz == null) {
            cls = ClassNames.of(oracleName);
            clazz = load(cls);
            name = oracleName.split(" // ")[0];
        }
        if (clazz == null) {
            throw new FixtureGame.Failure("unsupported_card", "XMage has no card class for " + oracleName
                    + " (looked for " + cls + ")");
        }
        Card card = CardImpl.createCard(clazz, new CardSetInfo(name, "MTGC", "1", Rarity.COMMON));
        if (card == null) {
            throw new FixtureGame.Failure("unsupported_card", "XMage could not create " + oracleName + " from " + cls);
        }
        if (!card.getName().toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT))) {
            throw new FixtureGame.Failure("unsupported_card", "XMage's class " + cls + " is the card '"
                    + card.getName() + "', not " + oracleName);
        }
        return card;
    }

    private static Class<?> load(String cls) {
        try {
            return cls == null ? null : Class.forName(cls);
        } catch (ClassNotFoundException | LinkageError e) {
            return null;
        }
    }
}
