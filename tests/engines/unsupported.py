"""Not a protocol fault: an honest engine that does not implement some rules text. On the fixtures whose
id contains ``$MTG_FAULT_ON`` it answers ``unsupported``, naming the first line of rules text of the
first card the fixture sets up (card, face, line, origin), as an engine that refuses to guess does."""
import _base


def misbehave(msg, reply):
    fixture = msg["fixture"]
    cards = {c["name"]: c for c in fixture["cards"]}
    lines = []
    for obj in fixture["setup"]["objects"]:
        card = cards[obj["card"]]
        faces = card.get("faces") or [card]
        for face in faces:
            text = face.get("oracle_text") or ""
            if text:
                lines.append({"card": card["name"], "face": face["name"] if card.get("faces") else None,
                              "line": text.splitlines()[0], "origin": "printed"})
                break
        if lines:
            break
    reply({"type": "result", "seq": msg["seq"],
           "unsupported": {"message": "no rules module implements this line", "lines": lines}})
    return True


_base.serve(misbehave)
