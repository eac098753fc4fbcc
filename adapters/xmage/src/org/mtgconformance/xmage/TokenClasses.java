package org.mtgconformance.xmage;

import mage.game.permanent.token.Token;

/**
 * A token's card-pool name to XMage's predefined token class: "Soldier Token" is
 * {@code mage.game.permanent.token.SoldierToken}, the Role named "Cursed" is {@code CursedRoleToken}.
 */
final class TokenClasses {
    private TokenClasses() {
    }

    static Token create(String poolName, boolean role) {
        String base = ClassNames.of(poolName);
        String simple = base == null ? "" : base.substring(base.lastIndexOf('.') + 1);
        if (role && !simple.endsWith("Role")) {
            simple += "Role";  // 111.10j: the Cursed Role token is named Cursed; XMage's class is CursedRoleToken
        }
        if (!simple.endsWith("Token")) {
            simple += "Token";
        }
        String cls = "mage.game.permanent.token." + simple;
        Token token;
        try {
            token = (Token) Class.forName(cls).getConstructor().newInstance();
        } catch (ReflectiveOperationException | ClassCastException | LinkageError e) {
            throw new FixtureGame.Failure("unsupported_card", "XMage has no token class for " + poolName + " (looked for " + cls + ")");
        }
        // The token's characteristics (its name included) are XMage's, and observed as they are.
        return token;
    }
}
