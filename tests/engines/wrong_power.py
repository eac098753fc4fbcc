"""Not a protocol fault: a wrong engine. On the fixtures whose id contains ``$MTG_FAULT_ON`` it
reports every creature one power bigger than the reference engine does."""
from _base import ReferenceEngine, serve

engine = ReferenceEngine()


def misbehave(msg, reply):
    result = engine.run(msg["fixture"])
    for snap in result.get("observations", {}).values():
        for obj in snap["objects"].values():
            if isinstance(obj.get("power"), int):
                obj["power"] += 1
    reply({"type": "result", "seq": msg["seq"], **result})
    return True


serve(misbehave)
