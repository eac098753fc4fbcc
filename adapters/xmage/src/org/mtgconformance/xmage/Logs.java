package org.mtgconformance.xmage;

import org.apache.log4j.Level;
import org.apache.log4j.Logger;

/** XMage logs through log4j 1.2 at INFO; only warnings are of use next to a fixture's report. */
final class Logs {
    private Logs() {
    }

    static void quiet() {
        Logger.getRootLogger().setLevel(Level.WARN);
    }
}
