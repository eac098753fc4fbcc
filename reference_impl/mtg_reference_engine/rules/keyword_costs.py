"""(branch costs) Damage of an amount its controller chooses as the ability resolves (120.3, 615.12):
"When this creature enters, it deals an amount of damage of your choice to you and target creature.
The damage can't be prevented." (Volcano Hellion). The amount is a ``damage_amount`` choice of the
ability's source (a number, 0 or more); the damage to the controller and to the target, if it is still
legal (608.2b), is dealt at once by the source (as it last existed, if it has left: 608.2h) and no
prevention effect applies to it (615.12)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.game import Illegal
from .damage import Packet, deal, source_view
from .targeting import still_legal

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject, StackItem

KINDS = ("chosen_damage_you_and_target",)


def perform(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    dealer = game.objects.get(item.source or "")
    if dealer is None:
        from ..state.support import Unsupported

        raise Unsupported("damage dealt by an ability with no source")
    n = game.choose("damage_amount", dealer.id, None)
    if not isinstance(n, int) or isinstance(n, bool) or n < 0:
        raise Illegal(f"the 'damage_amount' choice for {dealer.id!r} is a number of damage, 0 or more")
    chars, controller = source_view(game, dealer, item.source_incarnation)
    recipients = [{"player": item.controller}]
    spec, target = effect["targets"][0], item.targets[0] if item.targets else {}
    if "object" in target and still_legal(game, item, spec, target):
        recipients.append({"object": target["object"]})
    deal(game, [Packet(dealer, chars, controller, r, n, unpreventable=bool(effect.get("unpreventable")))
                for r in recipients])
