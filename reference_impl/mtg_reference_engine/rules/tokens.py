"""Creating tokens (701.7, 111), read from the grammar's typed tree: "create two 1/1 green
Squirrel creature tokens [with flying]" (111.4: a token's name is its subtypes plus "Token" unless
the effect names it) and the predefined tokens of 111.10, with exactly the characteristics that rule
gives them. A token's abilities are read as lines of rules text (origin "token"); a token whose
abilities the engine doesn't implement leaves the creating line unsupported.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..state.support import checks_node, executes_node
from ..text import nodes as N
from .filters import amount, amount_check, keyword_problem
from .instructions import Context, action, instruction

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Ability

#: 111.10: the predefined tokens (a colorless <Name> artifact token with "<ability>" unless said
#: otherwise). The Incubator (a double-faced token) and the Role Auras (created attached) are not here.
PREDEFINED: dict[str, dict[str, Any]] = {
    "Treasure": {"card_types": ["artifact"], "text": "{T}, Sacrifice this token: Add one mana of any color."},  # 111.10a
    "Food": {"card_types": ["artifact"], "text": "{2}, {T}, Sacrifice this token: You gain 3 life."},  # 111.10b
    "Gold": {"card_types": ["artifact"], "text": "Sacrifice this token: Add one mana of any color."},  # 111.10c
    "Walker": {"card_types": ["creature"], "subtypes": ["Zombie"], "colors": ["black"], "pt": (2, 2),
               "name": "Walker", "text": ""},  # 111.10d: a 2/2 black Zombie creature token named Walker
    "Shard": {"card_types": ["enchantment"], "text": "{2}, Sacrifice this token: Scry 1, then draw a card."},  # 111.10e
    "Clue": {"card_types": ["artifact"], "text": "{2}, Sacrifice this token: Draw a card."},  # 111.10f
    "Blood": {"card_types": ["artifact"],
              "text": "{1}, {T}, Discard a card, Sacrifice this token: Draw a card."},  # 111.10g
    "Powerstone": {"card_types": ["artifact"],
                   "text": "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell."},  # 111.10h
    "Map": {"card_types": ["artifact"], "text": "{1}, {T}, Sacrifice this token: Target creature you control explores. "
                                                "Activate only as a sorcery."},  # 111.10s
    "Junk": {"card_types": ["artifact"], "text": "{T}, Sacrifice this token: Exile the top card of your library. "
                                                 "You may play that card this turn. Activate only as a sorcery."},  # 111.10t
    "Lander": {"card_types": ["artifact"], "text": "{2}, {T}, Sacrifice this token: Search your library for a basic "
                                                   "land card, put it onto the battlefield tapped, then shuffle."},  # 111.10u
}


@lru_cache(maxsize=None)
def _predefined_abilities(name: str) -> tuple["Ability", ...]:
    from ..state.support import abilities_of

    text = PREDEFINED[name]["text"]
    return tuple(abilities_of(text, name, False)) if text else ()


def _abilities(name: str) -> list["Ability"]:
    """Fresh copies of a predefined token's abilities, marked as a token's (the cache is shared)."""
    import copy

    out = []
    for a in _predefined_abilities(name):
        a = copy.copy(a)
        a.origin = "token"
        out.append(a)
    return out


def token_definition(spec: N.TokenSpec) -> dict[str, Any]:
    """The characteristics a TokenSpec defines, in the shape spell_effects.create_tokens makes
    tokens from (111.3, 111.4)."""
    from ..text.oracle import keyword_ability

    if spec.name in PREDEFINED and not spec.pt:  # 111.10
        d = PREDEFINED[spec.name]
        pt = d.get("pt")
        return {"name": d.get("name") or f"{spec.name} Token", "colors": d.get("colors", []),
                "card_types": d["card_types"], "subtypes": d.get("subtypes", [spec.name]),
                "power": pt[0] if pt else None, "toughness": pt[1] if pt else None,
                "abilities": _abilities(spec.name)}
    # branch names: no P/T written when the token's quoted abilities define them (604.3, 201.5a)
    p, t = spec.pt.split("/") if spec.pt else (None, None)
    abilities = [keyword_ability(k.name) for k in spec.keywords]
    for a in abilities:
        a.origin = "token"
    return {"name": spec.name or " ".join(spec.subtypes) + " Token",  # 111.4
            "supertypes": ["legendary"] if "legendary" in spec.extra else [],  # "Voja, a legendary ... token"
            "colors": [c for c in spec.colors if c != "colorless"], "card_types": list(spec.types),
            "subtypes": list(spec.subtypes), "power": None if p is None else int(p),
            "toughness": None if t is None else int(t), "abilities": abilities}


@instruction(N.CreateToken, "CreateToken", "TokenSpec")
def _create_token(ctx: Context, node: N.CreateToken) -> None:
    """701.7a, 111.2: the player following the instruction creates the tokens, under their control;
    "it" then refers to the tokens created."""
    from .spell_effects import create_tokens

    created = []
    has_after = getattr(ctx, "token_has", ())  # fx2: 'It has "…"' right after (instructions._token_has, 111.4)
    for spec in node.tokens:
        # branch lattice: the quoted abilities of its own definition ('tokens with "…"', 111.4) too
        has = tuple(has_after) + tuple(x for x in getattr(spec, "extra", ()) if isinstance(x, (N.Activated, N.Triggered)))
        # tokcopy: "a token that's a copy of ..." (707.5) and "a number of ... equal to" (rules/token_copies.py)
        from . import token_copies

        if isinstance(spec, N.Phrase) and spec.kind == "token_copy":
            created.extend(token_copies.create_copies(ctx, spec))
            continue
        if isinstance(spec, N.Phrase) and spec.kind == "token_count":
            spec = token_copies.count_spec(spec)
        from . import self_names  # branch names: 111.11 (a token by a card's name), 201.5a (its quoted statics)

        if self_names.by_name(spec):
            token = self_names.token_by_name(ctx.game, spec.name)
        else:
            token = token_definition(spec)
            token = {**token, "abilities": list(token["abilities"]) + self_names.token_statics(ctx, spec)}
        if has and "base" in token:  # branch names
            from ..state.support import Unsupported

            raise Unsupported("a token by a card's name (111.11) with more abilities is not executed")
        if has:
            import copy

            from .tree_statics import granted_ability

            extra = [copy.copy(granted_ability(ctx.effect, a)) for a in has]
            for a in extra:
                a.origin = "token"
            token = {**token, "abilities": list(token["abilities"]) + extra}
        ids = create_tokens(ctx.game, token, amount(ctx, spec.count), ctx.player, ctx.item.id)
        for oid in ids:
            if "tapped" in spec.extra:  # "create a tapped Treasure token"
                ctx.game.objects[oid].tapped = True
        created.extend(ctx.game.objects[i] for i in ids)
    ctx.refer(created)
    ctx.did = bool(created)  # fx3: "When you do" after creating tokens (603.12): whether any was created


COLORS = {"white", "blue", "black", "red", "green", "colorless"}
TYPES = {("creature",), ("artifact", "creature"), ("enchantment", "creature")}


def _token_check(node: N.CreateToken) -> str | None:
    from ..state.support import problems

    for spec in node.tokens:
        from . import token_copies  # tokcopy

        if isinstance(spec, N.Phrase) and spec.kind == "token_copy":
            if why := token_copies.copy_check(spec):
                return why
            continue
        if isinstance(spec, N.Phrase) and spec.kind == "token_count" and token_copies.count_spec(spec) is not None:
            spec = token_copies.count_spec(spec)
        if not isinstance(spec, N.TokenSpec):
            return f"creating a token by {getattr(spec, 'kind', type(spec).__name__)!r} is not executed"
        if why := amount_check(spec.count):
            return why
        from . import self_names  # branch names: 111.11, 201.5a

        if self_names.by_name(spec):  # 111.11: the card's characteristics, read as the game runs
            continue
        statics = self_names.quoted_statics(spec)
        for s in statics:
            if why := self_names.static_problem(s):
                return f"a token's ability: {why}"
        if statics and not spec.pt and not self_names.defines_pt(spec):
            return "a token whose power and toughness nothing defines is not executed"
        extra = [x for x in spec.extra if x not in statics]
        # branch lattice: quoted triggered and activated abilities in the token's definition ('tokens with
        # "Whenever this token ..."', 111.4): each checked as the ability the token has (tree_statics)
        from .tree_statics import quoted_problem

        for q in [x for x in extra if isinstance(x, (N.Activated, N.Triggered))]:
            if why := quoted_problem(q):
                return f"a token's ability: {why}"
        extra = [x for x in extra if not isinstance(x, (N.Activated, N.Triggered))]
        if set(extra) - {"tapped", "legendary"} or ("legendary" in extra and not spec.pt):
            return f"a token {' '.join(map(str, extra))!r} is not executed"
        if statics and not spec.pt:
            spec = N.TokenSpec(spec.count, "0/0", spec.colors, spec.subtypes, spec.types, spec.keywords,
                               spec.name, tuple(extra))  # its P/T defined by its ability (604.3)
        if not spec.pt:
            if spec.name not in PREDEFINED or spec.colors or spec.types or spec.subtypes or spec.keywords:
                return f"a {spec.name or 'named'} token is not executed (111.10, 111.11)"
            for a in _predefined_abilities(spec.name):
                if why := problems(a, spec.name):
                    return f"a {spec.name} token's ability {a.text!r}: {why[0]}"
            continue
        try:
            int(spec.pt.split("/")[0]), int(spec.pt.split("/")[1])
        except ValueError:
            return f"a {spec.pt} token is not executed"
        if not spec.subtypes or tuple(spec.types) not in TYPES or not spec.colors or set(spec.colors) - COLORS:
            return "this token's characteristics are not executed"
        for k in spec.keywords:
            if why := keyword_problem(k):
                return f"a token with {why}"
    return None


checks_node("CreateToken", _token_check)
#: Keyword nodes a token's definition (and a Grant, instructions._grant_check) holds: each is
#: checked there against the keyword rules implemented (support.problems of the keyword ability).
executes_node(*(f"Keyword:{k}" for k in ("flying", "haste", "reach", "vigilance", "trample", "deathtouch", "lifelink",
                                          "first strike", "double strike", "menace", "defender", "indestructible",
                                          "hexproof", "flash", "prowess", "shroud", "intimidate", "fear")))


@action("investigate")
def _investigate(ctx: Context, node: N.Action) -> None:
    """701.16a: "Investigate" means "Create a Clue token" (111.10f)."""
    _create_token(ctx, N.CreateToken((N.TokenSpec(1, name="Clue"),)))


checks_node("Action:investigate", lambda n: None if not n.parts and _token_check(
    N.CreateToken((N.TokenSpec(1, name="Clue"),))) is None else "this investigation is not executed")
