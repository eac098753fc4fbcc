"""Synthetic fixtures of a growing board, for benchmarks/bench_scaling.py and the reply snapshot
(benchmarks/snapshot_replies.py). Every card is a real pool card (fixtures/cards).

* ``vanilla``: N Grizzly Bears on the battlefield, split between two players; observe.
* ``effects``: N permanents, a mix of creatures (some white, some with +1/+1 or -1/-1 counters; nobody
  dies), Crusade ("White creatures get +1/+1", a layer-7c anthem whose condition looks at layer 5),
  Adaptive Automaton (a chosen creature type, layer 4 and 7c), the Cursed Role token (Cursed: "Enchanted
  creature has base power and toughness 1/1", layer 7b) and Unholy Strength (+2/+1) on one creature; a
  Giant Growth is cast and resolves, two steps pass, and the game is observed three times.
* ``clone``: the same board, where Bob casts a Clone copying a creature (a layer-1a copy effect).
"""

from __future__ import annotations

from typing import Any

from mtg_conformance.cardpool import load_pool

# The creatures of the mix, in turn: white ones (Crusade applies), Bears (Adaptive Automaton's type).
CREATURES = ("Grizzly Bears", "White Knight", "Runeclaw Bear", "Serra Angel", "Llanowar Elves", "Wind Drake")


def _setup(objects: list[dict[str, Any]]) -> dict[str, Any]:
    return {"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
            "turn": {"active": "alice", "step": "precombat_main"}, "objects": objects}


def vanilla(n: int) -> dict[str, Any]:
    objects = [{"id": f"bear-{i}", "card": "Grizzly Bears", "zone": "battlefield",
                "owner": ("alice", "bob")[i % 2]} for i in range(n)]
    return {"id": f"synthetic/vanilla-{n}", "requires": [], "cards": ["Grizzly Bears"],
            "setup": _setup(objects), "actions": [{"do": "observe", "label": "board"}]}


def effects(n: int) -> dict[str, Any]:
    """N permanents on the battlefield with static, copy, P/T-setting effects and counters (N >= 1;
    the effect sources come first, so a small N has fewer of them)."""
    objects: list[dict[str, Any]] = []
    sources = [
        {"id": "crusade", "card": "Crusade"},
        {"id": "automaton", "card": "Adaptive Automaton", "chosen": {"creature_type": "bear"}},
        {"id": "c-0", "card": CREATURES[0]},
        {"id": "role", "card": "Cursed", "token": True, "attached_to": "c-0"},
        {"id": "strength", "card": "Unholy Strength", "attached_to": "c-0"},
    ]
    for spec in sources[:n]:
        objects.append({"zone": "battlefield", "owner": "alice", **spec})
    for i in range(1, n - len(objects) + 1):
        spec: dict[str, Any] = {"id": f"c-{i}", "card": CREATURES[i % len(CREATURES)], "zone": "battlefield",
                                "owner": ("alice", "bob")[i % 2]}
        if i % 5 == 0:
            spec["counters"] = {"+1/+1": 1 + i % 3}
        elif i % 7 == 0 and spec["card"] != "Llanowar Elves":  # a board, not a massacre: nobody dies
            spec["counters"] = {"-1/-1": 1}
        objects.append(spec)
    objects += [{"id": "clone", "card": "Clone", "zone": "hand", "owner": "bob"},
                {"id": "growth", "card": "Giant Growth", "zone": "hand", "owner": "alice"}]
    target = "c-1" if n > 5 else objects[0]["id"]
    actions = [
        {"do": "observe", "label": "board"},
        {"do": "cast", "player": "alice", "object": "growth", "costs": "assume_paid",
         "targets": [{"object": target}]},
        {"do": "resolve"},
        {"do": "observe", "label": "pumped"},
        {"do": "next_step"},
        {"do": "next_step"},
        {"do": "observe", "label": "later"},
    ]
    cards = sorted({o["card"] for o in objects})
    return {"id": f"synthetic/effects-{n}", "requires": [], "cards": cards, "setup": _setup(objects),
            "actions": actions}


def with_clone(n: int) -> dict[str, Any]:
    """``effects(n)`` where Bob casts a Clone copying the first creature (a copy effect, 707)."""
    fx = effects(n)
    fx["id"] = f"synthetic/clone-{n}"
    fx["setup"]["turn"]["active"] = "bob"
    original = next((o["id"] for o in fx["setup"]["objects"] if o["id"].startswith("c-")), "crusade")
    fx["actions"] = [
        {"do": "observe", "label": "board"},
        {"do": "cast", "player": "bob", "object": "clone", "costs": "assume_paid"},
        {"do": "resolve", "choices": [{"kind": "copy", "object": "clone", "choice": original}]},
        {"do": "observe", "label": "copied"},
    ]
    return fx


KINDS = {"vanilla": vanilla, "effects": effects, "clone": with_clone}


def payload(fx: dict[str, Any], pool: dict[str, dict[str, Any]] | None = None) -> dict[str, Any]:
    """The fixture as the engine sees it (cards inlined), as mtg_conformance.runner.payload does."""
    pool = pool if pool is not None else load_pool()
    return {"id": fx["id"], "requires": fx["requires"], "cards": [pool[c] for c in fx["cards"]],
            "setup": fx["setup"], "actions": fx["actions"]}
