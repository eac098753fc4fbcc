"""Mana (CR 106), the tap and untap symbols (107.5, 107.6, 302.6) and mana abilities (605).

* :class:`ManaPool` — a player's typed mana (W U B R G C), emptied at the end of each step and
  phase (106.4, 500.4); ``add``/``spend``/``empty``. What a spell was paid with is kept in
  ``game.mana_spent[<stack id>]`` (see :func:`pay_mana_cost`).
* :func:`activate_mana_ability` — 605.3b: an activated mana ability doesn't use the stack; it
  resolves immediately. Its mana production may be modified by replacement effects (106.12b), and
  abilities that trigger on a permanent being tapped for mana resolve right after it (106.12a,
  605.4a).
* :func:`could_produce` — the types of mana a permanent could produce (106.7).
* :func:`check_symbol_costs` / :func:`summoning_sick` — {T}/{Q} costs (107.5, 107.6, 302.6).
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..state import keywords
from ..text.oracle import Ability, parse_line
from .entering import chosen_value
from ..state.support import checks_node, executes, executes_node
from ..text import nodes as N
from ..state.mana_pool import (  # noqa: F401 - the pool is state; its names stay reachable here
    BASIC_LAND_MANA, COLORED, MANA_TYPES, TYPE_BY_WORD, WORD_BY_TYPE, Mana, ManaError, ManaPool, may_spend,
    symbols)

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

# What this module executes (support.py: the engine's decision of which rules text it implements).
executes("replacement", "mana_production")
executes("event", "tapped_for_mana")
executes("kind", "mana")
# Mana abilities read from the grammar's tree (text/lowering.tree_ability makes their "produce").
executes_node("AddMana", "Phrase:mana_fixed", "Phrase:mana_any_color", "Phrase:mana_choice")
executes_node("Phrase:mana_each", "Phrase:mana_any_one_color", "Phrase:mana_any_combination")  # checked below


def _add_mana_check(node: Any) -> str | None:
    p = node.produce
    if isinstance(p, N.Phrase) and p.kind == "mana_any_color" and not p.parts:
        return None
    if isinstance(p, N.Phrase) and p.kind in ("mana_any_one_color", "mana_any_combination") and len(p.parts) == 1 \
            and isinstance(p.parts[0], int) and not isinstance(p.parts[0], bool) and p.parts[0] > 0:
        return None  # 106.1b: "two mana of any one color" / "in any combination of colors"
    if isinstance(p, N.Phrase) and p.kind == "mana_restricted":  # fx2, 106.6 (lowering.tree_produce)
        from ..text.lowering import spend_types

        syms_ok = all(s.upper() in ("{W}", "{U}", "{B}", "{R}", "{G}", "{C}")
                      for m in p.parts if isinstance(m, N.ManaCost) for s in m.symbols)
        shape_ok = len(p.parts) == 1 or (len(p.parts) == 2 and (isinstance(p.parts[0], N.ManaCost) or (
            isinstance(p.parts[0], int) and not isinstance(p.parts[0], bool) and p.parts[0] > 0)))
        if p.parts and spend_types(p.parts[-1]) is not None and syms_ok and shape_ok:
            return None
        return "this restriction on spending mana is not executed"
    if isinstance(p, N.Phrase) and (why := _mana_amount_problem(p)) != "not this shape":
        return why  # fx2: "Add X mana of any one color, where X is ...", "Add an amount of {G} equal to ..."
    if isinstance(p, N.Phrase) and p.kind == "mana_each" and len(p.parts) == 2 and isinstance(p.parts[0], N.ManaCost) \
            and all(s.upper() in ("{W}", "{U}", "{B}", "{R}", "{G}", "{C}") for s in p.parts[0].symbols):
        from .filters import names_cards, unreadable  # "{B} for each Swamp you control": permanents on the battlefield

        if names_cards(p.parts[1]):  # filt3: "{B} for each creature card in your graveyard" (amounts' count)
            from .amounts import _count_of_check

            return _count_of_check(N.Phrase("count_of", (p.parts[1],)))
        return unreadable(p.parts[1])
    if isinstance(p, N.Phrase) and p.kind in ("mana_fixed", "mana_choice") and p.parts \
            and all(isinstance(m, N.ManaCost) for m in p.parts):
        syms = [s for m in p.parts for s in m.symbols]
        if all(s.upper() in ("{W}", "{U}", "{B}", "{R}", "{G}", "{C}") for s in syms) \
                and (p.kind == "mana_fixed" or all(len(m.symbols) == 1 for m in p.parts)):
            return None
        if p.kind == "mana_choice" and len(p.parts) > 1 \
                and all(s.upper() in ("{W}", "{U}", "{B}", "{R}", "{G}", "{C}") for s in syms):
            return None  # fx2: "Add {U}{U}, {U}{R}, or {R}{R}" (the 'one_of_groups' production below)
    return "this mana production is not executed"


checks_node("AddMana", _add_mana_check)


# fx2: amounts of mana counted as the mana ability resolves (605.3b, 107.1b: none below zero)
#: the amounts read: the state of the game and the source only (not a cost's sacrificed object)
_MANA_AMOUNTS = ("count_of", "power_of", "counters_on", "greatest_power", "devotion")


def _mana_step(effect: Any) -> Any:
    from ..text.lowering import mana_step as step

    return step(effect)


def _mana_amount_problem(p: Any) -> str | None:
    if p.kind == "mana_any_one_color" and len(p.parts) == 3 and p.parts[:2] == ("X", "X"):
        value = p.parts[2]
    elif p.kind == "mana_amount" and len(p.parts) == 2 and isinstance(p.parts[0], N.ManaCost) \
            and len(p.parts[0].symbols) == 1 and p.parts[0].symbols[0].upper() in ("{W}", "{U}", "{B}", "{R}", "{G}", "{C}"):
        value = p.parts[1]
    else:
        return "not this shape"
    if isinstance(value, N.Phrase) and value.kind in _MANA_AMOUNTS:
        return None  # the amount phrase's own check reads its parts
    return "this amount of mana is not executed"


executes_node("Phrase:mana_amount", "Phrase:mana_restricted")  # checked above


def _self_gone_amount(node: Any) -> str | None:
    """"Sacrifice this artifact: Add X mana ..., where X is the number of petal counters on this
    artifact": the amount would be its last known information (not read): refused."""
    eff = _mana_step(getattr(node, "effect", None))
    p = getattr(eff, "produce", None)
    if not isinstance(p, N.Phrase) or _mana_amount_problem(p) is not None:
        return None
    leaves = any(isinstance(c, N.CostPart) and c.kind in ("sacrifice", "exile", "return") and
                 any(isinstance(x, N.SelfRef) for x in N.walk(c)) for c in getattr(node.cost, "parts", ()))
    if leaves and any(isinstance(x, N.SelfRef) for x in N.walk(p)):
        return "an amount of mana counted after its source left the battlefield is not executed"
    return None


checks_node("Activated", _self_gone_amount)


def _mana_amount(game: "Game", obj: "GameObject", ability: Ability, player: str, value: Any) -> int:
    """The amount, read as the tree's instructions read it (a Context like follow_after_mana's)."""
    from ..state.game import StackItem, Unsupported
    from .filters import amount
    from .instructions import Context

    if obj.zone != "battlefield":  # its last known information (a sacrificed source's counters) isn't read
        raise Unsupported("an amount of mana counted after its source left the battlefield is not executed")
    item = StackItem(id=f"mana-ability-{obj.id}", kind="mana_ability", controller=player, source=obj.id,
                     ability=ability, source_incarnation=obj.incarnation)
    return max(0, amount(Context(game, item, obj, {"targets": []}), value))



def parse_mana(text: str) -> list[str]:
    """'{G}{G}{C}' -> ['G', 'G', 'C']: mana as listed in a fixture's ``pay``."""
    found = re.findall(r"\{([^}]+)\}", text)
    if "".join(f"{{{s}}}" for s in found) != text.strip():
        raise ManaError(f"{text!r} is not a list of mana symbols")
    out: list[str] = []
    for s in found:
        s = s.upper()
        if s not in MANA_TYPES:
            raise ManaError(f"{{{s}}} is not one mana of a type (W, U, B, R, G or C)")
        out.append(s)
    return out


# -- costs (601.2f-h, 602.2b) -------------------------------------------------------------------

@dataclass
class ManaCost:
    generic: int = 0
    typed: list[str] = field(default_factory=list)  # {W}...{G} and {C}: one mana of that type each
    hybrid: list[tuple[str, ...]] = field(default_factory=list)  # {G/W}: one mana of either (107.4e)
    # {W/P}, {G/W/P}: one mana of its color (either color) or 2 life (107.4f)
    phyrexian: list[tuple[str, ...]] = field(default_factory=list)


def parse_cost(text: str, x: int | None = None) -> ManaCost:
    """A mana cost with the chosen X (107.3a), two-color hybrid symbols (107.4e) and Phyrexian
    symbols (107.4f). Generic-hybrid ({2/W}) and snow symbols are not supported yet: Unsupported."""
    from ..state.game import Unsupported

    cost = ManaCost()
    for sym in re.findall(r"\{([^}]+)\}", text or ""):
        s = sym.upper()
        if s.isdigit():
            cost.generic += int(s)
        elif s == "X":
            cost.generic += x or 0
        elif s in MANA_TYPES:
            cost.typed.append(s)
        elif re.fullmatch(r"[WUBRG]/[WUBRG]", s):
            cost.hybrid.append(tuple(s.split("/")))
        elif re.fullmatch(r"[WUBRG](?:/[WUBRG])?/P", s):
            cost.phyrexian.append(tuple(s.split("/")[:-1]))
        else:
            raise Unsupported(f"paying the mana symbol {{{sym}}} is not implemented")
    return cost


def _phyrexian_with_life(game: "Game", player: str, cost: ManaCost, paid: list[str], life: int) -> ManaCost:
    """107.4f: each Phyrexian symbol is paid with one mana of its color (either color, for a hybrid
    one) or with 2 life. ``life`` says how many are paid with life (2 each); the cost that remains
    for the mana paid, its other Phyrexian symbols becoming mana symbols of their colors (the ones
    the mana paid can pay, when they differ). 119.4: a player can pay life only if their life total
    is at least the amount."""
    if life % 2 or life // 2 > len(cost.phyrexian):
        raise ManaError(f"{life} life doesn't pay a number of the cost's {len(cost.phyrexian)} Phyrexian "
                        "symbols: each one paid with life costs 2 (107.4f)")
    if life and game.players[player].life < life:
        raise ManaError(f"{player} has {game.players[player].life} life and can't pay {life} life (119.4)")
    by_life = life // 2
    last: ManaError | None = None
    for with_life in itertools.combinations(range(len(cost.phyrexian)), by_life):
        rest = [p for i, p in enumerate(cost.phyrexian) if i not in with_life]
        candidate = ManaCost(cost.generic, list(cost.typed), list(cost.hybrid) + [p for p in rest if len(p) > 1])
        candidate.typed += [p[0] for p in rest if len(p) == 1]
        try:
            check_payment(candidate, paid)
            return candidate
        except ManaError as exc:
            last = exc
    raise last or ManaError("the payment doesn't pay the cost")


def check_payment(cost: ManaCost, paid: list[str]) -> None:
    """The mana ``paid`` pays ``cost`` exactly: each {W}..{G}/{C} symbol with mana of its type,
    generic mana with the rest (601.2h). ManaError otherwise."""
    if cost.hybrid:  # 107.4e: each hybrid symbol is paid with mana of one of its types
        for choice in itertools.product(*cost.hybrid):
            try:
                return check_payment(ManaCost(cost.generic, cost.typed + list(choice)), paid)
            except ManaError:
                continue
        raise ManaError(f"{symbols(paid) or 'no mana'} doesn't pay the cost's hybrid symbols")
    rest = Counter(paid)
    for t in cost.typed:
        if rest[t] <= 0:
            raise ManaError(f"the cost {symbols(cost.typed)} needs {{{t}}}, and {symbols(paid) or 'no mana'} "
                            "doesn't have enough of it")
        rest[t] -= 1
    remaining = sum(rest.values())
    if remaining != cost.generic:
        raise ManaError(f"{symbols(paid) or 'no mana'} leaves {remaining} mana for the generic part of the "
                        f"cost, which is {{{cost.generic}}}: a payment must be exact")


def pay_mana(game: "Game", player: str, cost_text: str, x: int | None, pay: str | None,
             spent_for: str | None = None, purpose: dict[str, Any] | None = None,
             helpers: list[tuple[str, ...]] = (), life: int = 0) -> list[Mana]:
    """Pay a mana cost from ``player``'s pool with the mana the fixture lists in ``pay``, and
    ``life`` for Phyrexian symbols (107.4f); ``purpose`` is what the mana is spent on, for
    restricted mana (106.6, see :func:`may_spend`). ``helpers`` pay part of it without mana
    (convoke, improvise, delve: 702.51a), each as the symbols it may stand for ("*": one generic mana)."""
    from ..state.game import Illegal

    cost = parse_cost(cost_text, x)
    if helpers:
        from .all_objects import any_color_for_all  # branch lattice

        if any_color_for_all(game):
            from ..state.game import Unsupported

            raise Unsupported("convoke, improvise or delve with mana spent as though it were mana of any color "
                              "(609.4b) is not implemented")
        if life:
            from ..state.game import Unsupported

            raise Unsupported("paying Phyrexian mana with life together with convoke, improvise or delve is not implemented")
        spent = _pay_with_helpers(game, player, cost, pay or "", helpers, spent_for, purpose)
        if purpose and "cast" in purpose:  # 700.14: the mana spent to cast spells this turn
            from .expend import record_spent

            record_spent(game, player, len(spent))
        return spent
    if pay is None:
        if cost.generic or cost.typed or cost.hybrid or cost.phyrexian:  # 107.4e-f: a cost to pay too
            raise Illegal(f"the cost {cost_text} must be paid: the action must say which mana pays it")
        pay = ""
    try:
        paid = parse_mana(pay)
        from .gained_abilities import any_color_mana, as_paid  # branch names: 609.4b

        symbol = any_color_mana(game, purpose)
        paid_as = as_paid(cost, paid, symbol) if symbol else paid  # the mana as the symbols it pays
        from .all_objects import any_color_for_all, as_paid_any  # branch lattice: 609.4b, for every payment

        if any_color_for_all(game):
            paid_as = as_paid_any(cost, paid)
        cost = _phyrexian_with_life(game, player, cost, paid_as, life or 0)
        check_payment(cost, paid_as)
        spent = game.players[player].mana_pool.spend(paid, purpose)
    except ManaError as exc:
        raise Illegal(str(exc)) from None
    if life:
        from .life_payment import pay_life  # branch ashiok: THE life payment (119.4, 614.1a)

        pay_life(game, player, life)  # 119.4: paying life is losing it
    if spent_for is not None:
        game.mana_spent.setdefault(spent_for, []).extend(spent)
    if purpose and "cast" in purpose:  # 700.14: the mana spent to cast spells this turn
        from .expend import record_spent

        record_spent(game, player, len(spent))
    return spent


def _exact(cost: ManaCost, paid: list[str]) -> bool:
    """Whether ``paid`` pays ``cost`` exactly (601.2h), as :func:`check_payment`; "*" pays generic only."""
    for hybrid in itertools.product(*cost.hybrid):
        rest = Counter(paid)
        for t in cost.typed + list(hybrid):
            rest[t] -= 1
        if all(n >= 0 for n in rest.values()) and sum(rest.values()) == cost.generic:
            return True
    return False


def _pay_with_helpers(game: "Game", player: str, cost: ManaCost, pay: str, helpers: list[tuple[str, ...]],
                      spent_for: str | None, purpose: dict[str, Any] | None) -> list[Mana]:
    """601.2h with convoke, improvise or delve: the mana and the helpers together pay the cost
    exactly, for some choice of what each helper pays (a convoking creature one mana of one of its
    colors or one generic mana, 702.51a; the others one generic mana)."""
    from ..state.game import Illegal

    try:
        paid = parse_mana(pay)
    except ManaError as exc:
        raise Illegal(str(exc)) from None
    if not any(_exact(cost, paid + list(choice)) for choice in itertools.product(*helpers)):
        raise Illegal(f"{symbols(paid) or 'no mana'} and the {len(helpers)} permanent(s) or card(s) paying for it "
                      "don't pay the cost exactly (601.2h, 702.51a)")
    try:
        spent = game.players[player].mana_pool.spend(paid, purpose)
    except ManaError as exc:
        raise Illegal(str(exc)) from None
    if spent_for is not None:
        game.mana_spent.setdefault(spent_for, []).extend(spent)
    return spent


# -- {T}, {Q} and summoning sickness (107.5, 107.6, 302.6) ---------------------------------------

def most_recent_turn_of(game: "Game", player: str) -> int:
    """The number of ``player``'s most recent turn (the current one if it is theirs)."""
    order = game.turn_order
    back = (order.index(game.active) - order.index(player)) % len(order)
    return game.turn_number - back


def summoning_sick(game: "Game", obj: "GameObject") -> bool:
    """302.6: not under its controller's control continuously since their most recent turn began."""
    return obj.controlled_since_turn >= most_recent_turn_of(game, obj.controller)


def check_symbol_costs(game: "Game", obj: "GameObject", cost: dict[str, Any]) -> None:
    """Whether {T}/{Q} in ``cost`` can be paid now (Illegal if not); nothing is paid here."""
    from ..state.game import Illegal

    if not (cost.get("tap") or cost.get("untap")):
        return
    # 302.6, 107.5, 107.6: a creature's {T}/{Q} ability needs control since its controller's turn began.
    if "creature" in game.chars(obj).card_types and summoning_sick(game, obj) \
            and not keywords.obj_has(game, obj, "haste"):
        raise Illegal(f'"{obj.id}" has not been under {obj.controller}\'s control continuously since '
                      "their most recent turn began (302.6)")
    if cost.get("tap") and obj.tapped:
        raise Illegal(f'"{obj.id}" is already tapped: it can\'t be tapped to pay {{T}} (107.5)')
    if cost.get("untap") and not obj.tapped:
        raise Illegal(f'"{obj.id}" is already untapped: it can\'t be untapped to pay {{Q}} (107.6)')


def pay_symbol_costs(game: "Game", obj: "GameObject", cost: dict[str, Any]) -> None:
    if cost.get("tap"):
        game.tap(obj)
    if cost.get("untap"):
        game.untap(obj)


# -- mana abilities (605) --------------------------------------------------------------------------

_INTRINSIC: dict[str, Ability] = {}


def mana_abilities(game: "Game", obj: "GameObject") -> list[Ability]:
    """The object's activated mana abilities (605.1a), in Oracle order; a land with a basic land
    type has that type's intrinsic "{T}: Add [mana]." (305.6) — its Oracle line is only reminder
    text."""
    ch = game.chars(obj)
    out = [a for a in ch.abilities if a.kind == "mana"]
    if "land" in ch.card_types:
        for subtype, t in BASIC_LAND_MANA.items():
            if subtype in ch.subtypes:
                if t not in _INTRINSIC:
                    _INTRINSIC[t] = parse_line(f"{{T}}: Add {{{t}}}.")[0]
                out.append(_INTRINSIC[t])
    return out


def activate_mana_ability(game: "Game", action: dict[str, Any]) -> list[str]:
    """605.3: activate, pay the costs, and resolve at once (605.3b). Returns the mana added."""
    from ..state.game import Illegal, Unsupported

    from .casting import activating_permanent

    player = action["player"]
    obj = activating_permanent(game, action)
    abilities = mana_abilities(game, obj)
    index = action.get("ability", 0)
    if index >= len(abilities):
        raise Illegal(f'"{obj.id}" has no mana ability number {index}')
    ability = abilities[index]
    cost = ability.spec["cost"]
    if cost.get("other"):
        from ..state.support import line_of

        raise Unsupported(f"the cost {', '.join(cost['other'])} is not implemented", [line_of(game, obj, ability)])
    from .tree_conditions import check_activation

    check_activation(game, obj, player, ability)  # 602.5, 605.3a: "Activate only if ..." of a tree mana ability
    from .exhaust_permissions import begin, check_once  # branch castfrom

    if ability.spec.get("once"):
        check_once(game, obj, player, ability)  # 702.177a-b: an exhaust mana ability, activated only once
    begin(game, player, ability)  # 702.177b
    check_symbol_costs(game, obj, cost)  # 602.2b: the total cost is determined, then paid
    if cost.get("tree_parts"):  # cost parts read from the grammar's tree (rules/costs.py)
        from .costs import pay_tree_parts

        pay_tree_parts(game, obj, cost["tree_parts"], player, cost)
    if cost.get("remove_counters"):  # 602.2b, 118.3: "Remove a charge counter from this artifact: Add ..."
        from .costs import remove_source_counters

        remove_source_counters(obj, cost["remove_counters"])
    pay_mana(game, player, cost.get("mana", ""), action.get("x"), action.get("pay"), purpose={"activate": obj.id})
    pay_symbol_costs(game, obj, cost)
    if cost.get("sacrifice_self"):  # 602.2b, 701.21a: "Sacrifice this token: Add ..." (a Treasure, 111.10a)
        from .entering import move_to_zone

        move_to_zone(game, obj, "graveyard")
        game.events.append({"type": "sacrificed", "object": obj.id})
    if cost.get("exile_source"):  # 602.2b: "Exile this artifact: Add ..." (rules/costs.py)
        from .entering import move_to_zone

        move_to_zone(game, obj, "exile")
    if cost.get("bounce_source"):  # 602.2b: "Return this creature to its owner's hand: Add ..."
        from .entering import move_to_zone

        move_to_zone(game, obj, "hand")
    return resolve_mana_ability(game, obj, ability, player)


def resolve_mana_ability(game: "Game", obj: "GameObject", ability: Ability, player: str) -> list[str]:
    produced = ability_production(game, obj, ability, player, choose=True)
    tapped_for_mana = bool(ability.spec["cost"].get("tap"))  # 106.12
    if produced and tapped_for_mana:
        produced = _replace_production(game, obj, produced, player)  # 106.12b
    pool = game.players[player].mana_pool
    # 106.6a: a restriction applies to all the mana the ability produces, replacement effects included.
    restriction = ability.spec.get("restriction") or ability.spec["produce"].get("restriction")  # fx2: the tree's
    for t in produced:
        pool.add(t, source=obj.id, restriction=restriction)
    game.mana_events.append({"type": "mana_added", "source": obj.id, "player": player, "mana": symbols(produced)})
    if produced and tapped_for_mana:
        _tapped_for_mana_triggers(game, obj, produced, player)  # 106.12a, 605.4a
    if "tree" in ability.spec:  # 605.3b: "... This land deals 1 damage to you." (rules/instructions.py)
        from .instructions import follow_after_mana

        follow_after_mana(game, obj, ability, player)
    return produced


def ability_production(game: "Game", obj: "GameObject", ability: Ability, player: str,
                       choose: bool) -> list[str]:
    """The mana the ability produces as it resolves (before replacement effects). With
    ``choose`` false, it returns instead every type it could produce (one of each), for 106.7."""
    produce = ability.spec["produce"]
    if "double_pool" in produce:  # "Double the amount of each type of unspent mana you have."
        held = game.players[player].mana_pool.types()
        return held if choose else [t for t in MANA_TYPES if t in held]
    if "one_of_groups" in produce:  # fx2: "Add {U}{U}, {U}{R}, or {R}{R}": one group, chosen as it resolves
        groups = [list(g) for g in produce["one_of_groups"]]
        if not choose:
            return sorted({t for g in groups for t in g}, key=MANA_TYPES.index)
        words = ["".join("{%s}" % t for t in g) for g in groups]
        picked = game.choose("mana_combination", obj.id, words, player=player)
        if picked not in words:
            from ..state.game import Illegal

            raise Illegal(f"the mana chosen is one of {', '.join(words)}, not {picked!r}")
        return groups[words.index(picked)]
    if "symbols" in produce:
        syms = [s.upper() for s in produce["symbols"]]
        if "amount" in produce:  # fx2: "Add an amount of {G} equal to ..."
            syms = syms * (_mana_amount(game, obj, ability, player, produce["amount"]) if choose else 1)
        if "for_each_node" in produce:  # the tree's filter (rules/filters.py): permanents on the battlefield
            from .amounts import count_described  # filt3: or cards in a zone ("for each creature card in your graveyard")

            count = count_described(game, produce["for_each_node"], obj.controller, obj)
            syms = syms * count
        if "for_each" in produce:  # "{G} for each creature you control": none when there are none
            count = sum(1 for p in game.battlefield() if game.matches(p, produce["for_each"], obj.controller, obj))
            syms = syms * count
        if produce.get("equal_to") == "self_power":  # 107.1b: a power of 0 or less adds no mana
            power = game.chars(obj).power
            syms = syms * max(0, power if power is not None else 0)
        return syms if choose else sorted(set(syms), key=MANA_TYPES.index)
    if "chosen" in produce:
        color = chosen_value(game, obj, produce["chosen"])
        return [TYPE_BY_WORD[color]] if color in TYPE_BY_WORD else []  # 106.5
    options: list[str]
    if "any_color" in produce:
        options = list(COLORED)
    elif "one_of" in produce:  # "Add {R} or {G}."
        options = list(produce["one_of"])
    elif "color_of_permanent_you_control" in produce:
        colors = {c for p in game.battlefield() if p.controller == obj.controller for c in game.chars(p).colors}
        options = [TYPE_BY_WORD[c] for c in ("white", "blue", "black", "red", "green") if c in colors]
    elif "could_produce" in produce:
        spec = produce["could_produce"]
        options = _could_produce_among(game, obj, spec["filter"], set())
        if spec["kind"] == "color":
            options = [t for t in options if t != "C"]  # colorless is not a color (105.1)
    else:
        from ..state.game import Unsupported

        from ..state.support import line_of

        raise Unsupported(f"the mana ability {ability.text!r} is not implemented", [line_of(game, obj, ability)])
    if not choose:
        return options
    if not options:
        return []  # 106.5, 106.7: mana of an undefined type is no mana
    n = produce.get("any_color", 1) if "any_color" in produce else 1
    if "amount" in produce:  # fx2: "Add X mana of any one color, where X is ..."
        n = _mana_amount(game, obj, ability, player, produce["amount"])
        if n <= 0:
            return []  # 107.1b
    if produce.get("one_color"):  # "two mana of any one color": one choice for all of it
        return [_choose_type(game, obj, options)] * n
    return [_choose_type(game, obj, options) for _ in range(n)]  # "in any combination of colors": one each


def _choose_type(game: "Game", obj: "GameObject", options: list[str]) -> str:
    from ..state.game import MissingChoice

    words = [WORD_BY_TYPE[t] for t in options]
    try:
        return TYPE_BY_WORD[game.choose("mana_type", obj.id, words)]
    except MissingChoice:
        if len(words) == 1:
            return options[0]  # only one legal choice
        raise


# -- could produce (106.7) -------------------------------------------------------------------------

def could_produce(game: "Game", obj: "GameObject") -> list[str]:
    """106.7: each type an ability of ``obj`` would produce if it resolved now, with applicable
    replacement effects in any order, ignoring costs."""
    return _could_produce(game, obj, set())


def _could_produce(game: "Game", obj: "GameObject", visiting: set[str]) -> list[str]:
    visiting = visiting | {obj.id}
    found: set[str] = set()
    for ability in mana_abilities(game, obj):
        produce = ability.spec["produce"]
        if "could_produce" in produce:
            spec = produce["could_produce"]
            types = _could_produce_among(game, obj, spec["filter"], visiting)
            if spec["kind"] == "color":
                types = [t for t in types if t != "C"]
        else:
            types = ability_production(game, obj, ability, obj.controller, choose=False)
        for t in types:
            if ability.spec["cost"].get("tap"):
                for order in itertools.permutations(_production_replacements(game, obj, obj.controller)):
                    found.update(_apply_replacements(game, obj, [t], order))
            else:
                found.add(t)
    return [t for t in MANA_TYPES if t in found]


def _could_produce_among(game: "Game", source: "GameObject", flt: dict[str, Any], visiting: set[str]) -> list[str]:
    """The types any permanent matching ``flt`` (from ``source``'s controller's view) could
    produce. A permanent already being asked about further up is skipped: a cycle of "could
    produce" abilities defines no type by itself (106.7)."""
    found: set[str] = set()
    visiting = visiting | {source.id}
    for perm in game.battlefield():
        if perm.id in visiting or not _matches(game, perm, flt, source.controller):
            continue
        found.update(_could_produce(game, perm, visiting))
    return [t for t in MANA_TYPES if t in found]


def _matches(game: "Game", perm: "GameObject", flt: dict[str, Any], you: str) -> bool:
    if flt.get("controller") == "opponent" and perm.controller == you:
        return False
    rest = {k: v for k, v in flt.items() if k != "controller" or v == "you"}
    return game.matches(perm, rest, you)


# -- replacement effects on mana production (106.12b) ----------------------------------------------

def _production_replacements(game: "Game", source: "GameObject", player: str) -> list[tuple["GameObject", Ability]]:
    """The (permanent, ability) pairs whose replacement effects apply to ``source``'s mana production."""
    out = []
    for perm in game.battlefield():
        for ability in game.chars(perm).abilities:
            spec = ability.spec
            if ability.kind != "replacement" or spec.get("type") != "mana_production":
                continue
            if spec.get("who") == "you" and player != perm.controller:
                continue
            if not _subject_matches(game, source, spec["subject"], perm):
                continue
            out.append((perm, ability))
    return out


def _apply_replacements(game: "Game", source: "GameObject", produced: list[str],
                        order: tuple | list) -> list[str]:
    for _perm, ability in order:
        spec = ability.spec
        if "instead" in spec:
            produced = list(spec["instead"])  # "... instead of any other type and amount"
        elif "multiply" in spec:
            produced = [t for t in produced for _ in range(spec["multiply"])]
        elif "by_subtype" in spec:  # "Islands produce {G} ... instead of any other type": same amount
            kinds = {t for st, t in spec["by_subtype"].items() if st in game.chars(source).subtypes}
            if len(kinds) == 1:
                produced = [kinds.pop()] * len(produced)
            elif kinds:
                from ..state.game import Unsupported

                raise Unsupported("a land with two of the subtypes a replacement effect names")
    return produced


def _replace_production(game: "Game", source: "GameObject", produced: list[str], player: str) -> list[str]:
    """106.12b. With several effects, 616.1: the affected object's controller chooses the order
    (a 'replacement_order' choice listing the effects' sources)."""
    from ..state.game import Illegal, MissingChoice

    effects = _production_replacements(game, source, player)
    if len(effects) > 1:
        ids = [perm.id for perm, _ in effects]
        try:
            order = game.choose("replacement_order", source.id)
        except MissingChoice:
            raise MissingChoice("replacement_order", source.id, ids) from None
        if not isinstance(order, list) or sorted(order) != sorted(ids):
            raise Illegal(f"the replacement effects to order are those of {', '.join(ids)}, not {order!r}")
        effects = sorted(effects, key=lambda e: order.index(e[0].id))
    return _apply_replacements(game, source, produced, effects)


# -- "is tapped for mana" triggers (106.12a, 605.1b, 605.4a) ---------------------------------------

def _subject_matches(game: "Game", obj: "GameObject", subject: dict[str, Any], source: "GameObject") -> bool:
    """Whether ``obj`` is the permanent a "[subject] is tapped for mana" ability refers to."""
    if subject.get("enchanted"):
        return source.attached_to == obj.id
    ch = game.chars(obj)
    if "types" in subject and not all(t in ch.card_types for t in subject["types"]):
        return False
    if "subtypes" in subject and not all(t in ch.subtypes for t in subject["subtypes"]):
        return False
    if "supertypes" in subject and not all(t in ch.supertypes for t in subject["supertypes"]):
        return False
    if "any_subtypes" in subject and not any(t in ch.subtypes for t in subject["any_subtypes"]):
        return False
    return True


def _tapped_for_mana_triggers(game: "Game", tapped: "GameObject", produced: list[str], player: str) -> None:
    """Triggered mana abilities resolve immediately after the mana ability that triggered them."""
    for perm in game.battlefield():
        for ability in game.chars(perm).abilities:
            spec = ability.spec
            if ability.kind != "triggered" or spec.get("event") != "tapped_for_mana":
                continue
            if not _subject_matches(game, tapped, spec["subject"], perm):
                continue
            of_type = spec.get("of_type")
            wanted = None
            if of_type == "chosen_color":
                color = chosen_value(game, perm, "color")
                wanted = TYPE_BY_WORD.get(color) if color else None
                if wanted is None or wanted not in produced:
                    continue
            elif of_type is not None:
                wanted = of_type
                if wanted not in produced:
                    continue
            add = spec["effect"]["add"]
            receiver = tapped.controller  # "its controller adds ..."
            if add == "that_type":
                types = [wanted]
            elif add == "produced_type":  # "that player adds one mana of any type that land produced"
                options = [t for t in MANA_TYPES if t in produced]
                types = [_choose_type(game, perm, options)]
                receiver = player
            else:
                types = [s.upper() for s in add]
            for t in types:
                game.players[receiver].mana_pool.add(t, source=perm.id)
            game.triggered_log.append(perm.id)
            game.mana_events.append({"type": "triggered", "source": perm.id, "player": receiver,
                                     "mana": symbols(types)})


# -- steps and phases (500.5) --------------------------------------------------------------------

def empty_mana_pools(game: "Game") -> None:
    """106.4, 500.5: each player's mana pool empties at the end of each step and phase."""
    # 702.189a: "Until end of combat, you don't lose this mana as steps and phases end" (branch kw3)
    keep = "combat" if game.step in ("beginning_of_combat", "declare_attackers", "declare_blockers",
                                     "combat_damage") else None
    for p in game.players.values():
        p.mana_pool.empty(keep)


# -- mana value (202.3) ----------------------------------------------------------------------------

def mana_value(mana_cost: str, x: int = 0) -> int:
    """202.3: the total amount of mana in a mana cost. 202.3e: X is 0 unless the object is a spell
    on the stack (the caller passes its X); 202.3f: a hybrid symbol counts its largest component;
    202.3g: a Phyrexian symbol counts 1. (For a transformed permanent see ``object_mana_value``;
    melded and split objects, 202.3c-d, are not handled.)"""
    total = 0
    for sym in re.findall(r"\{([^}]+)\}", mana_cost or ""):
        parts = [p for p in sym.upper().split("/") if p != "P"]
        values = [int(p) if p.isdigit() else (x if p == "X" else 1) for p in parts] or [1]
        total += max(values)
    return total


def object_mana_value(game: "Game", obj: "GameObject", x: int = 0) -> int:
    """The mana value of an object. 712.8e, 202.3b: a transformed double-faced permanent's mana
    value is calculated using the mana cost of its front face; one copying something (a layer-1a
    copy effect, 613.2a) has the copied mana cost, so a copy of a back face has mana value 0."""
    cost = game.chars(obj).mana_cost
    if (getattr(obj, "back", None) is not None and getattr(obj, "transformed", False)
            and not any(e.layer == "1a" and e.applies_to(obj) for e in game.effects)):
        cost = obj.base.mana_cost
        from .meld import melded_card  # branch meld: 712.8g, the sum of the mana values of its front faces

        other = melded_card(game, obj)
        if other is not None:
            return mana_value(cost, x) + mana_value(other.base.mana_cost, 0)
    return mana_value(cost, x)
