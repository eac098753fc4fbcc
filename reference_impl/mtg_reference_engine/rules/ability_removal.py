"""Effects that make objects lose abilities (613.1f: layer 6, with the effects that add them).

* "Enchanted creature loses flying." (an Aura's or Equipment's static ability) and "All creatures
  lose flying." (a static ability affecting every creature, 611.3a) generate layer-6 effects with
  their source's timestamp (613.7a; an Aura gets a new one as it becomes attached, 613.7e).
* "Target creature loses flying until end of turn." (a resolving spell or ability) creates one
  with the timestamp of its creation (613.7b), on the target as it resolves (611.2c).

An ability-removing and an ability-adding effect in layer 6 don't depend on each other (613.8a),
so they apply in timestamp order and the later one "wins" (613.7, 613.9's first example): an
effect removes the instances of the keyword present when it applies, and one applied after it may
add the keyword again. A removed keyword goes with all its instances.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.layers import ContinuousEffect, provides, static_sources
from ..text.oracle import Ability, keyword_ability
from ..state.support import executes

if TYPE_CHECKING:  # pragma: no cover
    from ..state.characteristics import Characteristics
    from ..state.game import Game, GameObject, StackItem

KINDS = ("lose_keywords",)
RULES = ("attached_lose_keywords", "all_lose_keywords", "graveyard_cards_lose_all")
# What this module executes (support.py: the engine's decision of which rules text it implements).
executes("rule", *RULES)


# (Its Oracle templates: text/removal_text.py.)


# -- the rule ---------------------------------------------------------------------------------------

def _is_instance(ability: Ability, removed: Ability) -> bool:
    """Whether ``ability`` is an instance of the keyword ``removed`` (flying; protection from red)."""
    return ability.kind == "keyword" and all(ability.spec.get(k) == v for k, v in removed.spec.items())


COLORS = ("white", "blue", "black", "red", "green")


def _each_color(ability: Ability) -> list[Ability]:
    """702.11g, 702.16h: "Protection from each color" ("Hexproof from each color") is shorthand for one
    ability per color and behaves as five separate abilities; returns them (or [ability] itself)."""
    spec = ability.spec
    if ability.kind != "keyword" or spec.get("keyword") not in ("protection", "hexproof_from") \
            or spec.get("from") != "each color":
        return [ability]
    word = "Protection" if spec["keyword"] == "protection" else "Hexproof"
    return [keyword_ability(f"{word} from {c}") for c in COLORS]


def remover(texts: list[str]):
    """The layer-6 apply function removing every instance of these keywords (613.1f); losing one
    quality of "protection from each color" keeps the other four (702.16h, 702.11g)."""
    removed = [keyword_ability(t) for t in texts]

    def apply(ch: "Characteristics", o: "GameObject") -> None:
        kept: list[Ability] = []
        for a in ch.abilities:
            parts = _each_color(a)
            left = [p for p in parts if not any(_is_instance(p, r) for r in removed)]
            kept.extend([a] if left == parts else left)
        ch.abilities = kept
    return apply


def _lose_all(ch: "Characteristics", o: "GameObject") -> None:
    ch.abilities = []


def perform(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    from .targeting import still_legal

    objs = [game.obj(t["object"]) for spec, t in zip(effect["targets"], item.targets)
            if "object" in t and still_legal(game, item, spec, t)]  # 608.2b: illegal targets are unaffected
    if not objs:
        return
    game.effects.append(ContinuousEffect("6", game.next_timestamp(), {(o.id, o.incarnation) for o in objs},
                                         remover(effect["keywords"]), duration=effect["duration"], source=item.id,
                                         description="loses " + ", ".join(effect["keywords"])))


def _mine(ability: Ability) -> bool:
    return ability.kind == "static" and ability.spec.get("rule") in RULES


def _sources(game: "Game") -> list[tuple["GameObject", dict[str, Any]]]:
    """The permanents with one of these abilities (see layers.static_sources)."""
    return static_sources(game, "ability_removal", _mine)


def _effects(game: "Game", obj: "GameObject") -> list[ContinuousEffect]:
    if obj.zone == "graveyard":
        # "Cards in graveyards lose all abilities." (613.1f): a static ability of a permanent that
        # applies to cards in graveyards (609.2: the text says so); not to a card as it would exist
        # on the battlefield (614.12)
        return [ContinuousEffect("6", source.timestamp, {(obj.id, obj.incarnation)}, _lose_all, source=source.id,
                                 description="loses all abilities")
                for source, spec in _sources(game) if spec["rule"] == "graveyard_cards_lose_all"]
    if obj.zone != "battlefield":
        return []
    me = {(obj.id, obj.incarnation)}
    out: list[ContinuousEffect] = []
    for source, spec in _sources(game):
        if spec["rule"] == "attached_lose_keywords" and source.attached_to == obj.id:
            out.append(ContinuousEffect("6", source.timestamp, me, remover(spec["keywords"]), source=source.id,
                                        description="loses " + ", ".join(spec["keywords"])))
        elif spec["rule"] == "all_lose_keywords":
            remove = remover(spec["keywords"])

            def if_type(ch: "Characteristics", o: "GameObject", spec=spec, remove=remove) -> None:
                if all(t in ch.card_types for t in spec["types"]):  # 611.3a: its types as of layer 4
                    remove(ch, o)

            out.append(ContinuousEffect("6", source.timestamp, me, if_type, source=source.id,
                                        description="loses " + ", ".join(spec["keywords"])))
    return out


provides(_effects, "6", guard="_in_ability_removal")


# -- from the grammar's tree: "it loses flying until end of turn" ----------------------------------

from .filters import keyword_problem, objects_of  # noqa: E402
from .instructions import DURATIONS, Context, phrase  # noqa: E402
from ..state.support import checks_node  # noqa: E402
from ..text import nodes as N  # noqa: E402


@phrase("lose_keyword")
def _lose_keyword(ctx: Context, node: N.Phrase) -> None:
    """613.1f (layer 6), 611.2c: '<object> loses <keyword> until end of turn' from a resolving
    spell or ability, locked to the objects it affects as it resolves, with the timestamp of its
    creation (613.7b)."""
    what, kws, duration = (*node.parts, None)[:3]  # branch loops: none stated, indefinitely (611.2a)
    objs = objects_of(ctx, what)
    if not objs:
        return
    names = [k.name for k in kws]
    lasts = DURATIONS[duration.kind] if duration is not None else "permanent"
    ctx.game.effects.append(ContinuousEffect("6", ctx.game.next_timestamp(), {(o.id, o.incarnation) for o in objs},
                                             remover(names), duration=lasts, source=ctx.item.id,
                                             description="loses " + ", ".join(names)))


def _lose_keyword_check(node: N.Phrase) -> str | None:
    if len(node.parts) not in (2, 3) or not isinstance(node.parts[1], tuple):
        return "this 'loses' shape is not executed"
    what, kws, duration = (*node.parts, None)[:3]  # branch loops: 611.2a, no duration: indefinitely
    if duration is not None and (not isinstance(duration, N.Duration) or duration.kind not in DURATIONS):
        return "losing an ability without an until-end-of-turn duration is not executed here"
    if not isinstance(what, (N.Target, N.SelfRef, N.Ref)):
        return f"losing an ability for {type(what).__name__} is not executed"
    for k in kws:
        if why := keyword_problem(k):
            return f"losing {why}"
    return None


checks_node("Phrase:lose_keyword", _lose_keyword_check)
