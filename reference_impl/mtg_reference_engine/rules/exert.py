"""Exert (701.43), read from the grammar's tree (branch grams).

701.43a: to exert a permanent, its controller chooses to have it not untap during their next untap
step (502.3: held as rules/tree_restrictions.py holds "doesn't untap during its controller's next
untap step"). 701.43b: it can be exerted whether or not it is tapped, and again; each hold ends in
the same untap step.

- "You may exert this creature as it attacks." is a static ability giving an optional cost to attack
  (701.43d, 508.1g): as the active player declares it as an attacker, they choose whether to exert it
  (a choice of kind ``exert`` for the creature, "yes" or "no", recorded on the declare_attackers
  action). "When you do, …" in the same paragraph is a triggered ability linked to it (607.2h): it
  triggers when the creature is exerted this way (603.2), and waits to be put on the stack the next
  time a player would receive priority (603.3), its targets chosen then (603.3d, a ``trigger_target``
  choice); "it" in it is the exerted creature (text/lowering._exert_as_attacks makes the ability).
- "Exert this creature" as a cost of an activated ability (602.2b): paid by exerting the source.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import checks_node, executes_node
from ..text import nodes as N
from ..text.oracle import Ability
from .costs import cost_part

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject


def exert(game: "Game", obj: "GameObject", player: str) -> None:
    """701.43a: ``obj`` won't untap during ``player``'s next untap step (the lock turns.untap_step reads
    through tree_restrictions.frozen, ended after that step)."""
    game.__dict__.setdefault("frozen_locks", []).append(
        {"object": obj.id, "incarnation": obj.incarnation, "player": player})
    game.events.append({"type": "exerted", "object": obj.id, "player": player})


# -- "You may exert this creature as it attacks. When you do, …" (701.43d, 508.1g, 607.2h) -------------

executes_node("Phrase:may_exert_when")
checks_node("Phrase:may_exert_when", lambda n: None if 1 <= len(n.parts) <= 2 and isinstance(n.parts[0], N.SelfRef)
            else "this 'you may exert … as it attacks' is not executed")


def _exert_abilities(game: "Game", obj: "GameObject") -> list[Ability]:
    return [a for a in game.chars(obj).abilities if a.kind == "static" and a.spec.get("rule") == "exert_attack"]


def optional_attack_costs(game: "Game", declared: dict[str, Any]) -> None:
    """508.1g: for each creature declared as an attacker with "you may exert [it] as it attacks", the
    active player chooses whether to exert it; 508.1h: the cost is paid (701.43a); its linked "When you
    do" ability triggers (603.2, 607.2h)."""
    for obj_id in declared:
        obj = game.obj(obj_id)
        abilities = _exert_abilities(game, obj)
        if not abilities:
            continue
        if game.choose("exert", obj.id, ["yes", "no"]) != "yes":
            continue
        exert(game, obj, game.active)
        for ability in abilities:  # 607.2h: each "When you do" is linked to its own exert ability
            effect = ability.spec.get("when_you_do")
            if effect is None:
                continue
            trig = Ability(ability.text, "triggered", {"event": "reflexive", "effect": effect})
            game.pending_triggers.append({"source": obj.id, "source_incarnation": obj.incarnation,
                                          "controller": obj.controller, "ability": trig,
                                          # 'it': the creature exerted (607.2h: the linked ability's object)
                                          "object": obj.id, "incarnation": obj.incarnation})


# -- "{T}, Exert this creature: …" (602.2b) ---------------------------------------------------------------

@cost_part("exert")
def _pay_exert(game: "Game", source: "GameObject", part: Any, player: str) -> None:
    if source.zone != "battlefield":  # 701.43c: an object that isn't on the battlefield can't be exerted
        from ..state.game import Illegal

        raise Illegal(f'"{source.id}" is not on the battlefield: it can\'t be exerted (701.43c)')
    exert(game, source, player)


checks_node("CostPart:exert", lambda n: None if len(n.parts) == 1 and isinstance(n.parts[0], N.SelfRef)
            else "exerting anything but this permanent as a cost is not executed")
