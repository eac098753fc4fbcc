"""Umbra armor (702.89a; branch kw3): "If enchanted permanent would be destroyed, instead remove all
damage marked on it and destroy this Aura." A replacement effect (614.1a) applied by damage.destroy,
the one way this engine destroys a permanent (701.8a; lethal damage, 704.5g-h, too).

* Several Auras with umbra armor on the permanent: its controller chooses which one applies (616.1):
  an 'umbra_armor' choice of the Aura, asked of the permanent.
* With a regeneration shield as well, the order of the two replacements is the controller's choice
  (616.1), which this engine doesn't ask: refused (Unsupported), not guessed.
* 702.89b: "totem armor" is the older name of the same ability.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state.support import Unsupported, executes

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

executes("keyword", "umbra armor", "totem armor")


def _has(game: "Game", obj: "GameObject") -> bool:
    return any(a.kind == "keyword" and a.spec.get("keyword") in ("umbra armor", "totem armor")
               for a in game.chars(obj).abilities)


def instead(game: "Game", obj: "GameObject", shielded: bool) -> bool:
    """Apply umbra armor to ``obj``'s destruction, if an Aura attached to it has it: True when the
    destruction was replaced."""
    auras = [a for a in game.battlefield() if a.attached_to == obj.id and _has(game, a)]
    if not auras:
        return False
    if shielded:
        raise Unsupported("a regeneration shield and umbra armor both replacing one destruction: the order "
                          "(616.1) is not chosen by this engine")
    aura = auras[0] if len(auras) == 1 else game.obj(game.choose("umbra_armor", obj.id, [a.id for a in auras]))
    obj.damage = 0  # 702.89a: remove all damage marked on it
    from .damage import destroy

    destroy(game, aura)  # "and destroy this Aura"
    return True
