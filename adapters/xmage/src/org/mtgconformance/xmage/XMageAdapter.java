package org.mtgconformance.xmage;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * mtg-conformance's engine protocol (docs/ADAPTERS.md) over XMage: one JVM per run, one JSON object per line
 * on stdin and stdout. XMage writes its logs and its test player's printouts to stdout, so stdout is taken
 * for the protocol before anything else runs and System.out is pointed at stderr.
 *
 * <p>Each fixture is one XMage game ({@link FixtureGame}); this class is only the message loop.
 */
public final class XMageAdapter {

    public static final String ENGINE_NAME = "xmage";

    private XMageAdapter() {
    }

    public static void main(String[] args) throws Exception {
        PrintStream protocol = new PrintStream(new FileOutputStream(FileDescriptor.out), true, "UTF-8");
        System.setOut(System.err);
        Logs.quiet();
        Gson gson = new GsonBuilder().serializeNulls().disableHtmlEscaping().create();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {
            if (line.trim().isEmpty()) {
                continue;
            }
            JsonObject msg;
            try {
                msg = JsonParser.parseString(line).getAsJsonObject();
            } catch (RuntimeException e) {
                System.err.println("xmage adapter: a line that is not a JSON object: " + line);
                continue;
            }
            String type = msg.has("type") ? msg.get("type").getAsString() : "";
            JsonObject reply;
            switch (type) {
                case "hello":
                    reply = hello();
                    break;
                case "run":
                    reply = run(msg);
                    break;
                case "bye":
                    protocol.flush();
                    System.exit(0);
                    return;
                default:
                    System.err.println("xmage adapter: ignoring a message of type " + type);
                    continue;
            }
            System.err.flush();
            protocol.println(gson.toJson(reply));
            protocol.flush();
        }
    }

    static JsonObject hello() {
        JsonObject reply = new JsonObject();
        reply.addProperty("type", "hello");
        reply.addProperty("protocol", 1);
        JsonObject engine = new JsonObject();
        engine.addProperty("name", ENGINE_NAME);
        engine.addProperty("version", Versions.describe());
        reply.add("engine", engine);
        JsonArray caps = new JsonArray();
        for (String c : FixtureGame.CAPABILITIES) {
            caps.add(c);
        }
        reply.add("capabilities", caps);
        return reply;
    }

    static JsonObject run(JsonObject msg) {
        JsonObject reply = new JsonObject();
        reply.addProperty("type", "result");
        JsonElement seq = msg.get("seq");
        reply.add("seq", seq);
        JsonObject fixture = msg.getAsJsonObject("fixture");
        FixtureGame.Outcome outcome;
        try {
            outcome = new FixtureGame(fixture).run();
        } catch (Throwable t) {
            t.printStackTrace(System.err);
            outcome = FixtureGame.Outcome.error("internal", "the adapter failed: " + t);
        }
        outcome.into(reply);
        return reply;
    }
}
