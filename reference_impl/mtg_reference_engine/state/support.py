"""Which rules text the reference engine implements: the one decision behind ``unsupported``.

The engine's first duty is never to be silently wrong. A line of rules text is implemented only
when the parser accounts for the whole line (no ``unparsed`` part anywhere in what it made of it)
and an engine module executes every part of the parse: the ability's static rule, replacement,
trigger event or keyword, each effect it performs (a sequence's steps, a mode, an intervening
"if"'s effect), its costs, and every ability it quotes (a copy effect's exception granting
"...", 707.9a; an effect giving an object "..."; a token's abilities).

The rules modules say what they execute with :func:`executes`, next to the code that does it, so
this list can't drift from the engine; a module whose reading of a value is narrower than the
parser's (protection's qualities, enchant's) registers a check with :func:`checks`.

Who asks:
* the engine (``game.Game``): before the first action, over every object of the fixture's setup,
  every face of its card (a card's text is part of the game wherever the card is: a card in the
  library can be drawn, a face turned up); then whenever an object's characteristics show an
  ability not yet decided — text granted by an effect, given by a copy effect's exception,
  defined by a token — it stops with :class:`Unsupported` naming card, face, line and origin;
* ``mtg-conformance cards-report`` and ``benchmarks/bench_oracle.py``, through :func:`card_report`.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any, Callable, Iterable

if TYPE_CHECKING:  # pragma: no cover
    from ..text.oracle import Ability

#: The part of a parse each field names: what kind of thing an ability or effect is.
FIELDS = ("kind", "rule", "replacement", "event", "keyword", "effect")
#: The ability's spec key naming its part, per ability kind.
SPEC_FIELD = {"static": ("rule", "rule"), "replacement": ("replacement", "type"), "keyword": ("keyword", "keyword"),
              "triggered": ("event", "event")}
#: Keys of a parsed spec holding Oracle text quoted inside the line ("it has '...'"), parsed when
#: the ability acts: the quoted text must be implemented as well.
QUOTED = ("gain_ability_text", "extra_text", "abilities", "token_gains", "keywords")

EXECUTED: dict[str, set[str]] = {f: set() for f in FIELDS}
CHECKS: dict[tuple[str, str], list[Callable[[dict[str, Any]], str | None]]] = {}


def executes(field: str, *names: str) -> None:
    """A rules module declares that it executes these rules/replacements/events/keywords/effects."""
    EXECUTED[field].update(names)


def checks(field: str, name: str, check: Callable[[dict[str, Any]], str | None]) -> None:
    """A module whose reading of ``name`` is narrower than the parser's: ``check(spec)`` returns why
    a spec isn't implemented, or None. Several modules may each narrow the same name: all must pass."""
    CHECKS.setdefault((field, name), []).append(check)


class Unsupported(Exception):
    """The fixture needs something the reference engine does not implement. ``lines`` names the
    rules text responsible, when there is one: dicts with card, face, line and origin
    (printed | granted | copy | token)."""

    def __init__(self, message: str, lines: list[dict[str, Any]] | None = None) -> None:
        super().__init__(message)
        self.lines = list(lines or [])

    def reply(self) -> dict[str, Any]:
        return {"unsupported": {"message": str(self), "lines": self.lines}}


_REGISTERED = False


def rules_registered() -> None:
    """Called by the rules package once every rules module is imported and has registered itself."""
    global _REGISTERED
    _REGISTERED = True


def _loaded() -> None:
    """The decision needs every rules module's registration: the rules package (which the engine
    imports) fills it. The state never imports the rules, so asking too early is an error, never a
    silently shorter list."""
    if not _REGISTERED:
        raise RuntimeError("the rules modules have not registered what they execute: import "
                           "mtg_reference_engine.rules (the engine package does) before asking support")


# -- the decision ----------------------------------------------------------------------------------

def problems(ability: "Ability", card_name: str = "") -> list[str]:
    """Why the engine doesn't implement this ability; [] when it does."""
    _loaded()
    if "tree" in ability.spec:  # an ability read from the grammar's typed tree
        word = ability.spec.get("keyword_word")  # "Boast — ...": a keyword's label (text/lowering; branch kw3)
        return (_name_problems("keyword", word, ability.spec) if word else []) or tree_problems(ability.spec["tree"])
    if ability.kind == "unparsed":
        return ["no template of the parser accounts for the whole line"]
    out: list[str] = []
    if ability.kind not in EXECUTED["kind"]:
        out.append(f"no engine module executes abilities of kind {ability.kind!r}")
    spec = ability.spec
    if ability.kind in SPEC_FIELD:
        field, key = SPEC_FIELD[ability.kind]
        name = spec.get(key)
        if name is not None:
            out.extend(_name_problems(field, name, spec))
    _walk(spec, out, card_name)
    return out


def _name_problems(field: str, name: str, spec: dict[str, Any]) -> list[str]:
    if name not in EXECUTED[field]:
        return [f"no engine module executes the {field} {name!r}"]
    for check in CHECKS.get((field, name), ()):
        if why := check(spec):
            return [why]
    return []


def _walk(value: Any, out: list[str], card_name: str, key: str | None = None) -> None:
    if isinstance(value, dict):
        if "unparsed" in value:
            out.append(f"the part {value['unparsed']!r} is not understood")
        if key in ("effect", "steps", "modes", "effects", "reflexive", "delayed") and "type" in value:
            out.extend(_name_problems("effect", value["type"], value))
        for k, v in value.items():
            if k in QUOTED:
                for text in [v] if isinstance(v, str) else v if isinstance(v, list) else []:
                    if isinstance(text, str):
                        out.extend(f"its quoted ability {text!r}: {why}" for why in quoted_problems(text, card_name))
            elif k == "other" and isinstance(v, list) and v:
                out.append(f"the cost {', '.join(map(str, v))!r} is not implemented")
            else:
                _walk(v, out, card_name, k)
    elif isinstance(value, list):
        for i, v in enumerate(value):
            if v is None and key == "modes":
                out.append(f"mode {i + 1} is not understood")
            else:
                _walk(v, out, card_name, key)


def quoted_problems(text: str, card_name: str = "") -> list[str]:
    """A quoted ability ("it has '...'") as the engine would parse it when it's granted."""
    from ..text.oracle import parse_line

    text = text if text[:1].isupper() else text[:1].upper() + text[1:]
    return [why for a in parse_line(text, card_name) for why in problems(a, card_name)]


def implemented(ability: "Ability", card_name: str = "") -> bool:
    """The decision, remembered on the ability (an Ability is parsed once and shared)."""
    known = ability._implemented
    if known is None:
        known = ability._implemented = not problems(ability, card_name)
    return known


def not_implemented(abilities: Iterable["Ability"], card_name: str = "") -> list["Ability"]:
    return [a for a in abilities if not implemented(a, card_name)]


# -- typed trees (the grammar's reading of a line) ------------------------------------------------
#
# A line the template parser doesn't read, or reads into something no module executes, is taken
# from the grammar's tree instead (:func:`abilities_of`). Such a line is implemented only when a
# rules module executes every construct of its tree: each node is named by :func:`construct` —
# its class ("Destroy"), its kind for the kinds of node that have one ("CostPart:tap",
# "Duration:until_end_of_turn", "Player:target_player", "Phrase:ctl_you"), and each word of a
# filter ("Filter.noun:creature", "Filter.adj:color:red") — and a rules module declares what it
# executes with :func:`executes_node`, next to the code that does it. A construct whose reading is
# narrower than the grammar's registers a :func:`checks_node` too.

NODES: set[str] = set()
NODE_CHECKS: dict[str, list[Callable[[Any], str | None]]] = {}
#: Node classes named by their ``kind`` (or ``who``/``name``) as well as their class.
_KINDED = {"Phrase": "kind", "Action": "kind", "Restriction": "kind", "Condition": "kind", "Duration": "kind",
           "Count": "kind", "CostPart": "kind", "Player": "who", "Replacement": "kind", "Keyword": "name"}


def executes_node(*constructs: str) -> None:
    """A rules module declares that it executes these tree constructs (see :func:`construct`)."""
    NODES.update(constructs)


def checks_node(construct_name: str, check: Callable[[Any], str | None]) -> None:
    """A module whose reading of a construct is narrower than the grammar's: ``check(node)``
    returns why this node isn't implemented, or None."""
    NODE_CHECKS.setdefault(construct_name, []).append(check)


#: Constructs whose check reads the node's whole subtree itself: the walk doesn't go below them. A
#: static ability's "get +1/+1" is a Pump node like an instruction's, but not the one-shot effect the
#: instructions' check reads (611.3 against 611.2): rules/tree_statics.py reads a Static whole.
WHOLE: set[str] = set()


def checks_whole(construct_name: str, check: Callable[[Any], str | None]) -> None:
    """Like :func:`checks_node`, for a module that reads every node below this construct itself
    (its check must refuse any part it doesn't read: the walk won't see them)."""
    checks_node(construct_name, check)
    WHOLE.add(construct_name)


def _nodes(node: Any):
    """Every node of a tree, depth first, not below a :data:`WHOLE` construct."""
    from dataclasses import fields

    from ..text import nodes as N

    yield node
    if isinstance(node, N.Node):
        if WHOLE and any(c in WHOLE for c in constructs(node)):
            return
        for f in fields(node):
            yield from _nodes(getattr(node, f.name))
    elif isinstance(node, (tuple, list)):
        for x in node:
            yield from _nodes(x)


def constructs(node: Any) -> list[str]:
    """The names a node must have registered: its class or class:kind, a filter's words."""
    from ..text import nodes as N

    name = type(node).__name__
    if isinstance(node, N.Filter):
        return ([f"Filter.adj:{a}" for a in node.adjectives] + [f"Filter.noun:{n}" for n in node.nouns]
                + [f"Filter.qual:{getattr(q, 'kind', type(q).__name__)}" for q in node.qualifiers]
                + (["Filter.alternatives"] if node.alternatives else []) or ["Filter"])
    if name in _KINDED:
        return [f"{name}:{getattr(node, _KINDED[name])}"]
    return [name]


def tree_problems(tree: Any) -> list[str]:
    """Why the engine doesn't execute this tree: the first construct no module executes."""
    from ..text import nodes as N

    _loaded()
    for node in _nodes(tree):
        if isinstance(node, N.Unparsed):
            return [f"the part {node.text!r} is not understood"]
        if not isinstance(node, N.Node):
            continue
        for c in constructs(node):
            if c not in NODES:
                return [f"no engine module executes {c!r}"]
            for check in NODE_CHECKS.get(c, ()):
                if why := check(node):
                    return [why]
    return []


def abilities_of(text: str, name: str, is_spell: bool) -> list["Ability"]:
    """A face's abilities: the template parser's, and for the lines it doesn't read (or reads into
    something the engine doesn't execute) the grammar's tree when the grammar reads the whole line
    as a spell, activated, mana or triggered ability (text/lowering.tree_ability) — implemented or
    not, as support.tree_problems decides. A card whose template abilities are all implemented is
    read exactly as before."""
    from ..text.oracle import parse_oracle_text
    from ..text.station import striations

    if (station := striations(text)) is not None:  # 721.2 (branch station): a station card's striations
        return _station_abilities(station, name, is_spell)
    template = parse_oracle_text(text, name)
    if not text or all(not problems(a, name) for a in template):
        return _solved_only(template)
    from ..text.lowering import TO_SOLVE_PREFIX, case_solve_ability, tree_ability
    from ..text.parse import parse_card

    out: list["Ability"] = []
    for parsed in parse_card(text, tuple(n for n in name.split(" // ") if n)):
        if parsed.text.startswith(TO_SOLVE_PREFIX):  # 719.3a (branch filtlay)
            out.append(case_solve_ability(parsed.text, tuple(n for n in name.split(" // ") if n)))
            continue
        mine = parse_oracle_text(parsed.text, name)
        if mine and all(not problems(a, name) for a in mine):
            out.extend(mine)
            continue
        # The tree's ability even when a construct of it isn't executed: its reason names that construct
        # — unless the template read the whole line too and falls short for its own reason (a quoted
        # ability, a cost): then the template's reason is the more precise one, and the line is
        # unsupported either way.
        tree = tree_ability(parsed, is_spell, tuple(n for n in name.split(" // ") if n))
        if tree is None or (mine and all(_reads_whole(a) for a in mine) and problems(tree, name)):
            out.extend(mine)
        else:
            out.append(tree)
    return _solved_only(out)


def _station_abilities(station: tuple[str, list[tuple[int, str]]], name: str, is_spell: bool) -> list["Ability"]:
    """721.2 (branch station): the lines before the first station symbol are read as any card's; each
    striation's lines too, and its abilities are marked ``station`` = N: they are part of the {N+}
    symbol's static ability (rules/station.py). Copies, as the same wording on another card is the
    same cached ability."""
    import copy

    head, parts = station
    out = list(abilities_of(head, name, is_spell)) if head else []
    for n, body in parts:
        first, _, rest = body.partition("\n")
        for text, line in ((first, f"{n}+ | {first}"), (rest, None)):
            for a in abilities_of(text, name, is_spell) if text else ():
                a = copy.copy(a)
                a.spec = {**a.spec, "station": n}
                if line is not None:  # the Oracle line an unsupported ability is named by (with its symbol)
                    a.spec["station_line"] = line
                out.append(a)
    return out


def _solved_only(abilities: list["Ability"]) -> list["Ability"]:
    """719.3c: "Solved — [ability]" functions only while the Case is solved (rules/cases.py reads the
    mark; the parsers read the ability after the dash as any other). Branch filtlay."""
    for a in abilities:
        if a.text.startswith("Solved — "):
            a.spec["solved_only"] = True
    return abilities


def _reads_whole(ability: "Ability") -> bool:
    """The template accounted for the whole line: no ``unparsed`` ability, and no ``unparsed`` part."""
    def clean(v: Any) -> bool:
        if isinstance(v, dict):  # a mode the template couldn't read is None (spell_text)
            return ("unparsed" not in v and None not in (v.get("modes") or ())
                    and all(clean(x) for x in v.values()))
        if isinstance(v, (list, tuple)):
            return all(clean(x) for x in v)
        return True

    return ability.kind != "unparsed" and clean(ability.spec)


# -- cards ---------------------------------------------------------------------------------------

def faces(card: dict[str, Any]) -> list[dict[str, Any]]:
    """A card-pool entry's faces (the entry itself for a one-face card)."""
    return list(card.get("faces") or [card])


def card_lines(card: dict[str, Any], origin: str = "printed") -> list[dict[str, Any]]:
    """The lines of a card-pool entry's faces the engine doesn't implement, each with the reasons."""
    texts = tuple((face.get("name") or card["name"], face.get("oracle_text", ""), is_spell_card(face))
                  for face in faces(card))
    return [{"card": card["name"], "face": name, "line": line, "origin": origin, "why": list(why)}
            for name, line, why in _text_lines(texts)]


@lru_cache(maxsize=4096)
def _text_lines(texts: tuple[tuple[str, str, bool], ...]) -> tuple[tuple[str, str, tuple[str, ...]], ...]:
    """(face, line, reasons) for the lines not implemented; remembered per text, as every fixture
    sets up the same pool cards."""
    return tuple((name, ability.spec.get("station_line") or ability.text, tuple(why)) for name, text, spell in texts
                 for ability in abilities_of(text, name, spell) if (why := problems(ability, name)))


def is_spell_card(face: dict[str, Any]) -> bool:
    """An instant or sorcery: a line of instructions is its spell ability (113.3a); on a permanent
    it would be a static ability."""
    return any(t in ("instant", "sorcery") for t in face.get("card_types") or [])


def card_report(card: dict[str, Any]) -> dict[str, Any]:
    """Whether the engine understands every line of a card-pool entry: the report's row."""
    lines = card_lines(card)
    return {"name": card["name"], "layout": card.get("layout", "normal"), "understood": not lines,
            "not_understood": [entry["line"] for entry in lines],
            "why": {entry["line"]: entry["why"] for entry in lines}}


def line_of(game: Any, obj: Any, ability: "Ability") -> dict[str, Any]:
    """The card, face, line and origin of an ability an object has, for an Unsupported's lines."""
    from .layers import printed_values

    face = printed_values(obj).name or None
    card = (obj.card or {}).get("name") or face or obj.id
    return {"card": card, "face": face, "line": ability.spec.get("station_line") or ability.text,  # branch station
            "origin": getattr(ability, "origin", "printed")}


def refusal(lines: list[dict[str, Any]]) -> Unsupported:
    """The Unsupported for these lines (each with card, face, line, origin and why)."""
    first = lines[0]
    more = f" (and {len(lines) - 1} more)" if len(lines) > 1 else ""
    message = (f"{first['face'] or first['card']}: the {first['origin']} line {first['line']!r} is not implemented "
               f"by the reference engine: {'; '.join(first['why'])}{more}")
    return Unsupported(message, [{k: e[k] for k in ("card", "face", "line", "origin")} for e in lines])


def claim(registry: dict, key: Any, value: Any, what: str) -> None:
    """Register ``value`` under ``key`` in one of the rules modules' registries (tree instructions,
    trigger verbs, cost parts, filter words...). A key two modules claim would silently run whichever
    registered last: that is an error as the engine loads, never a quiet override."""
    if key in registry and registry[key] is not value:
        raise RuntimeError(f"{what} {key!r} is registered twice ({_name(registry[key])} and {_name(value)})")
    registry[key] = value


def _name(value: Any) -> str:
    fn = value[-1] if isinstance(value, tuple) else value
    return f"{getattr(fn, '__module__', '?')}.{getattr(fn, '__qualname__', fn)}"
