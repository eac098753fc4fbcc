package org.mtgconformance.xmage;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

/** The reply's body: observations and action outcomes, or skipped, or an error. */
public final class Outcome {
    JsonObject observations;
    JsonArray actions;
    String skipped;
    String errorKind;
    String errorMessage;

    static Outcome error(String kind, String message) {
        Outcome o = new Outcome();
        o.errorKind = kind;
        o.errorMessage = message;
        return o;
    }

    static Outcome skip(String reason) {
        Outcome o = new Outcome();
        o.skipped = reason;
        return o;
    }

    void into(JsonObject reply) {
        if (errorKind != null) {
            JsonObject e = new JsonObject();
            e.addProperty("kind", errorKind);
            e.addProperty("message", errorMessage);
            reply.add("error", e);
        } else if (skipped != null) {
            reply.addProperty("skipped", skipped);
        } else {
            reply.add("observations", observations);
            reply.add("actions", actions);
        }
    }
}
