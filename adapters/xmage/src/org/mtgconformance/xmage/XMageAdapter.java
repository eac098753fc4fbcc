package org.mtgconformance.xmage;

import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * mtg-conformance's engine protocol over XMage: one JVM per run, one JSON object per line on stdin and
 * stdout ({@link Protocol}); each fixture is one XMage game ({@link FixtureGame}). XMage and its test player
 * print to stdout, so stdout is kept for the protocol before anything else runs and System.out is pointed
 * at stderr.
 */
public final class XMageAdapter {

    public static final String ENGINE_NAME = Protocol.ENGINE_NAME;

    private XMageAdapter() {
    }

    public static void main(String[] args) throws Exception {
        PrintStream protocol = new PrintStream(new FileOutputStream(FileDescriptor.out), true, "UTF-8");
        System.setOut(System.err);
        Logs.quiet();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        new Protocol(fixture -> new FixtureGame(fixture).run(), Capabilities.LIST, Versions.describe()).serve(in, protocol);
        protocol.flush();
        System.exit(0);  // XMage may leave non-daemon threads behind
    }
}
