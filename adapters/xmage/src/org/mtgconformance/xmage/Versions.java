package org.mtgconformance.xmage;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/** The version reported in hello: the XMage commit the adapter was built against (written by build.sh). */
final class Versions {
    static final String ADAPTER = "0.1";

    private Versions() {
    }

    static String describe() {
        String xmage = System.getProperty("xmage.version");
        if (xmage == null) {
            try (InputStream in = Versions.class.getResourceAsStream("xmage-version.txt")) {
                xmage = in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8).trim();
            } catch (java.io.IOException e) {
                xmage = null;
            }
        }
        return (xmage == null || xmage.isEmpty() ? "unknown" : xmage) + " (adapter " + ADAPTER + ")";
    }
}
