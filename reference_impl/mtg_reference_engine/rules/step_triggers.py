"""Abilities that trigger at the beginning of a step (503.1a upkeep, 504 draw, 513.1a end step):
"At the beginning of your upkeep, ..." triggers when its controller's upkeep begins (603.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING
from ..state.support import executes

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game


# What this module executes (support.py: the engine's decision of which rules text it implements).
executes("event", "beginning_of_step")
executes("keyword", "cumulative upkeep")


def beginning_of_step(game: "Game") -> None:
    from ..text.oracle import Ability
    from .cast_keywords import upkeep_triggers

    upkeep_triggers(game)  # echo (702.30a), rebound (702.88a)
    from .enters_keywords import upkeep_triggers as counter_upkeep_triggers

    counter_upkeep_triggers(game)  # fading (702.32a), vanishing (702.63a)
    from .monarch import end_step as monarch_end_step

    monarch_end_step(game)  # 724.2: "At the beginning of the monarch's end step, that player draws a card."

    # 603.7: delayed triggered abilities ("at the beginning of the next end step") trigger once.
    delayed = getattr(game, "delayed_triggers", [])
    due = [d for d in delayed if d["step"] == game.step]
    game.delayed_triggers = [d for d in delayed if d["step"] != game.step]
    for d in due:
        ability = Ability(d.get("text", "At the beginning of the next end step, exile the token."), "triggered",
                          {"effect": d["effect"]})
        # 603.7: a delayed ability's source is the source of the ability that created it, when known
        game.pending_triggers.append({"source": d.get("source", d["object"]), "controller": d["controller"],
                                      "ability": ability, "object": d["object"], "incarnation": d["incarnation"]})
    for perm in game.battlefield():
        for ability in game.chars(perm).abilities:
            spec = ability.spec
            if ability.kind == "keyword" and spec.get("keyword") == "cumulative upkeep" and game.step == "upkeep" \
                    and perm.controller == game.active:
                # 702.24a: "At the beginning of your upkeep, if this permanent is on the battlefield,
                # put an age counter on this permanent. Then you may pay [cost] for each age counter
                # on it. If you don't, sacrifice it."
                effect = {"type": "cumulative_upkeep", "cost": spec["cost"]}
                for part in ("sacrifice", "life", "draw"):  # "draw": branch replace
                    if part in spec:
                        effect[part] = spec[part]
                upkeep = Ability(ability.text, "triggered", {"effect": effect})
                game.pending_triggers.append({"source": perm.id, "source_incarnation": perm.incarnation,
                                              "controller": perm.controller, "ability": upkeep})
                continue
            if ability.kind != "triggered" or spec.get("event") != "beginning_of_step" or spec.get("step") != game.step:
                continue
            whose = spec.get("whose")
            if whose == "you" and perm.controller != game.active:
                continue
            if whose == "opponent" and game.active not in game.opponents(perm.controller):  # "each opponent's"
                continue
            if whose == "enchanted_player" and perm.attached_to != game.active:  # 303.4: enchant player
                continue
            from .rules_effects import trigger_condition_holds

            if not trigger_condition_holds(game, spec["effect"], perm.controller, perm):  # 603.4: an intervening "if"
                continue
            # "that player": the player whose step it is; 701.27f: how often it had transformed
            game.pending_triggers.append({"source": perm.id, "source_incarnation": perm.incarnation,
                                          "controller": perm.controller, "ability": ability, "player": game.active,
                                          "transformations": getattr(perm, "transformations", 0)})
    from .trigger_events import beginning_of_step as tree_beginning_of_step

    tree_beginning_of_step(game)  # the same for triggered abilities read from the grammar's tree
