"""Color-changing effects (105.3, 613.1e: layer 5).

"Target spell or permanent becomes white." gives the target a new color that replaces all its
previous colors (105.3); its mana cost doesn't change (202.2 reads the colors from the mana cost
only as printed values). The effect starts as the spell resolves, with that timestamp (613.7b), and
lasts indefinitely unless it says "until end of turn". A spell's target may be a spell on the stack
(115.1a); an effect that changed a permanent spell's characteristics continues to apply to the
permanent it becomes (400.7a: ``entering.carry_spell_effects``).

Effects that read colors ("White creatures get +1/+1", layer 7c) see the colors layer 5 left, so
the color change counts whatever its timestamp (613.9's second example).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.layers import ContinuousEffect

if TYPE_CHECKING:  # pragma: no cover
    from ..state.characteristics import Characteristics
    from ..state.game import Game, GameObject, StackItem

KINDS = ("become_color", "become_chosen_color_self")
COLORS = ("white", "blue", "black", "red", "green")


def spell_or_permanent_legal(game: "Game", target: dict[str, str], controller: str,
                             source: "GameObject | None") -> bool:
    """115.1a: 'target spell or permanent' is a spell on the stack or a permanent on the battlefield."""
    from .copy_spells import stack_target_legal
    from .protection import can_target

    obj = game.objects.get(target.get("object", ""))
    if obj is None:
        return False
    if obj.zone == "stack":
        return obj is not source and stack_target_legal(game, {"zone": "stack", "stack_kind": ["spell"]}, target,
                                                        controller)  # 115.5: not itself
    return obj.zone == "battlefield" and can_target(game, target, controller, source)  # 702.11b, 702.16b


def perform(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    from .targeting import still_legal

    if effect["type"] == "become_chosen_color_self":
        # "[this] becomes the color of your choice until end of turn": chosen as the ability resolves
        incarnation = (item.trigger or {}).get("source_incarnation", item.source_incarnation)
        if source is None or source.zone != "battlefield" or (incarnation is not None and incarnation != source.incarnation):
            return
        color = game.choose("color", item.source, list(COLORS))

        def chosen(ch: "Characteristics", o: "GameObject") -> None:
            ch.colors = [color]  # 105.3

        game.effects.append(ContinuousEffect("5", game.next_timestamp(), {(source.id, source.incarnation)}, chosen,
                                             duration=effect["duration"], source=item.id, description="becomes " + color))
        return

    objs = [game.obj(t["object"]) for spec, t in zip(effect["targets"], item.targets)
            if "object" in t and still_legal(game, item, spec, t)]  # 608.2b: illegal targets are unaffected
    if not objs:
        return
    colors = list(effect["colors"])

    def set_colors(ch: "Characteristics", o: "GameObject") -> None:
        ch.colors = list(colors)  # 105.3: the new color replaces all previous colors

    game.effects.append(ContinuousEffect("5", game.next_timestamp(), {(o.id, o.incarnation) for o in objs},
                                         set_colors, duration=effect["duration"], source=item.id,
                                         description="becomes " + (" and ".join(colors) or "colorless")))

