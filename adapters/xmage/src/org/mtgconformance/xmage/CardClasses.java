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
        String cls = ClassNames.of(oracleName);
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
