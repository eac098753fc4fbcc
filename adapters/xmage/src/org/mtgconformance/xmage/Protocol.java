package org.mtgconformance.xmage;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.List;

/**
 * The suite's JSON-lines protocol (docs/ADAPTERS.md, schemas/protocol.schema.json): hello, one result per
 * run carrying its seq, bye. Independent of XMage, so it is tested without it.
 */
final class Protocol {
    static final String ENGINE_NAME = "xmage";

    /** Plays one fixture (the run message's payload). */
    interface Engine {
        Outcome run(JsonObject fixture);
    }

    private final Engine engine;
    private final List<String> capabilities;
    private final String version;
    private final Gson gson = new GsonBuilder().serializeNulls().disableHtmlEscaping().create();

    Protocol(Engine engine, List<String> capabilities, String version) {
        this.engine = engine;
        this.capabilities = capabilities;
        this.version = version;
    }

    /** Answers every request on in until bye or end of input; nothing but replies goes to out. */
    void serve(BufferedReader in, PrintStream out) throws IOException {
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
            if (type.equals("hello")) {
                reply = hello();
            } else if (type.equals("run")) {
                reply = run(msg);
            } else if (type.equals("bye")) {
                return;
            } else {
                System.err.println("xmage adapter: ignoring a message of type '" + type + "'");
                continue;
            }
            System.err.flush();
            out.println(gson.toJson(reply));
            out.flush();
        }
    }

    JsonObject hello() {
        JsonObject reply = new JsonObject();
        reply.addProperty("type", "hello");
        reply.addProperty("protocol", 1);
        JsonObject engineInfo = new JsonObject();
        engineInfo.addProperty("name", ENGINE_NAME);
        engineInfo.addProperty("version", version);
        reply.add("engine", engineInfo);
        JsonArray caps = new JsonArray();
        capabilities.forEach(caps::add);
        reply.add("capabilities", caps);
        return reply;
    }

    JsonObject run(JsonObject msg) {
        JsonObject reply = new JsonObject();
        reply.addProperty("type", "result");
        reply.add("seq", msg.get("seq"));
        Outcome outcome;
        try {
            JsonObject fixture = msg.getAsJsonObject("fixture");
            if (fixture == null) {
                outcome = Outcome.error("bad_fixture", "the run message has no fixture");
            } else {
                outcome = engine.run(fixture);
            }
        } catch (Throwable t) {
            // An engine fault stays this fixture's: the next one gets a fresh game.
            t.printStackTrace(System.err);
            outcome = Outcome.error("internal", "the adapter failed: " + t);
        }
        outcome.into(reply);
        return reply;
    }
}
