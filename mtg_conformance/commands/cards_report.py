"""``mtg-conformance cards-report --cards FILE``: which cards the reference engine understands.

A card is understood when the reference engine implements every line of its rules text, decided
by the same code that makes a fixture ``unsupported`` (the engine's ``cards_report`` entry:
mtg_reference_engine.state.support), so a card the report calls understood is one the engine plays.

Input: a JSON array of MTGJSON-style card objects (``name``, ``manaCost``, ``type``, ``types``,
``subtypes``, ``supertypes``, ``text``, ``power``, ``toughness``, ``loyalty``, ``layout``, and
optionally ``faces``/``card_faces`` holding one such object per face, named by ``faceName`` or
``name``), a JSON array of card-pool
entries (``oracle_text``), or a folder of card-pool entries (``fixtures/cards/*.json``).
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

TOP_PHRASES = 50


class CardsInputError(Exception):
    """The cards can't be read: the message names the file and JSON path."""


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "cards-report",
        help="say which cards the reference engine understands, line by line",
        description=(
            "For each card, whether the reference engine implements every line of its Oracle text "
            "(the decision that makes a fixture 'unsupported'), and the most common phrases it "
            "doesn't understand."),
    )
    p.add_argument("--cards", required=True, type=Path, metavar="FILE",
                   help="a JSON array of MTGJSON-style card objects or card-pool entries, or a folder of "
                        "card-pool entries (*.json)")
    p.add_argument("--format", choices=("text", "json"), default="text", help="output format (default: text)")
    p.add_argument("--skip-layout", action="append", default=[], metavar="LAYOUT",
                   help="leave out cards of this layout (repeatable), e.g. vanguard, planar, scheme")
    p.add_argument("--top", type=int, default=TOP_PHRASES, metavar="N",
                   help=f"how many of the most common phrases not understood to list (default: {TOP_PHRASES})")
    p.set_defaults(func=run)


# -- input ---------------------------------------------------------------------------------------

def load_cards(path: Path) -> list[dict[str, Any]]:
    """Card-pool entries from a file or folder; CardsInputError names what is wrong and where."""
    if path.is_dir():
        files = sorted(path.glob("*.json"))
        if not files:
            raise CardsInputError(f"{path}: no *.json card-pool entries in this folder")
        return [_pool_entry(_read(f), f"{f}") for f in files]
    data = _read(path)
    if not isinstance(data, list):
        raise CardsInputError(f"{path}: expected a JSON array of card objects, found {type(data).__name__}")
    return [_pool_entry(item, f"{path}: [{i}]") for i, item in enumerate(data)]


def _read(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise CardsInputError(f"{path}: no such file") from None
    except (UnicodeDecodeError, IsADirectoryError):
        raise CardsInputError(f"{path}: not a JSON text file") from None
    except json.JSONDecodeError as exc:
        raise CardsInputError(f"{path}: line {exc.lineno} column {exc.colno}: invalid JSON: {exc.msg}") from None
    except OSError as exc:
        raise CardsInputError(f"{path}: {exc.strerror or exc}") from None


def _pool_entry(item: Any, where: str) -> dict[str, Any]:
    if not isinstance(item, dict):
        raise CardsInputError(f"{where}: expected a card object, found {type(item).__name__}")
    if not isinstance(item.get("name"), str) or not item["name"]:
        raise CardsInputError(f"{where}: a card needs a 'name' (a string)")
    if "text" not in item and "oracle_text" not in item and not (item.get("faces") or item.get("card_faces")):
        raise CardsInputError(f"{where} ({item['name']}): no 'text' (MTGJSON) or 'oracle_text' (card pool)")
    faces = item.get("faces") or item.get("card_faces")
    if faces is not None and not isinstance(faces, list):
        raise CardsInputError(f"{where} ({item['name']}): 'faces' must be an array")
    entry = _face(item, where)
    if faces:
        entry["faces"] = [_face(face, f"{where}.faces[{i}]") for i, face in enumerate(faces)]
    return entry


def _face(item: Any, where: str) -> dict[str, Any]:
    """One face as a card-pool face: MTGJSON names are mapped, card-pool names kept."""
    if not isinstance(item, dict):
        raise CardsInputError(f"{where}: expected a card face object, found {type(item).__name__}")
    text = item["oracle_text"] if "oracle_text" in item else item.get("text")
    if text is not None and not isinstance(text, str):
        raise CardsInputError(f"{where}: 'text' must be a string")
    name = item.get("faceName") or item.get("name")  # MTGJSON names a face by "faceName"
    if not isinstance(name, str) or not name:
        raise CardsInputError(f"{where}: a face needs a 'name' (a string)")
    return {
        "name": name,
        "layout": item.get("layout") or "normal",
        "mana_cost": item.get("mana_cost", item.get("manaCost")) or "",
        "type_line": item.get("type_line", item.get("type")) or "",
        "card_types": [t.lower() for t in item.get("card_types", item.get("types")) or []],
        "subtypes": list(item.get("subtypes") or []),
        "supertypes": [t.lower() for t in item.get("supertypes") or []],
        "oracle_text": text or "",
        **{k: item[k] for k in ("power", "toughness", "loyalty", "defense") if item.get(k) is not None},
    }


# -- the report ----------------------------------------------------------------------------------

def phrase(line: str, card_name: str) -> str:
    """A line as a phrase to count: the card's own names as CARDNAME, numbers as N, reminder text
    dropped."""
    s = re.sub(r"\s*\([^()]*\)", "", line).strip()
    for name in sorted({card_name, *card_name.split(" // "), card_name.split(", ")[0]}, key=len, reverse=True):
        if name:
            s = re.sub(rf"\b{re.escape(name)}\b", "CARDNAME", s)
    s = re.sub(r"\{\d+\}", "{N}", s)
    return re.sub(r"(?<![{\w])[+-]?\d+(?![}\w])", "N", s)


def report(cards: list[dict[str, Any]], skip_layouts: tuple[str, ...] = (), top: int = TOP_PHRASES,
           engine: Any = None) -> dict[str, Any]:
    """The report as JSON data. ``engine`` is the reference engine's adapter (its ``cards_report``
    entry); by default the one registered under the entry point ``reference``."""
    if engine is None:
        from ..engines import load_engine

        engine = load_engine("reference")
    kept = [c for c in cards if c.get("layout", "normal") not in skip_layouts]
    rows = engine.cards_report(kept)
    by_layout: dict[str, Counter] = {}
    phrases: Counter = Counter()
    for card, row in zip(kept, rows):
        counts = by_layout.setdefault(row["layout"], Counter())
        counts["cards"] += 1
        counts["understood"] += bool(row["understood"])
        phrases.update({phrase(line, card["name"]) for line in row["not_understood"]})
    understood = sum(1 for r in rows if r["understood"])
    summary = {
        "cards": len(rows),
        "understood": understood,
        "share": round(understood / len(rows), 4) if rows else 0.0,
        "left_out": {"layouts": list(skip_layouts), "cards": len(cards) - len(kept)},
        "by_layout": {layout: {"cards": c["cards"], "understood": c["understood"],
                               "share": round(c["understood"] / c["cards"], 4)}
                      for layout, c in sorted(by_layout.items(), key=lambda kv: -kv[1]["cards"])},
        # Ties by the phrase, so the report is the same from run to run (a set's order is not).
        "not_understood_phrases": [{"phrase": p, "cards": n}
                                   for p, n in sorted(phrases.items(), key=lambda kv: (-kv[1], kv[0]))[:top]],
    }
    return {"cards": [{k: r[k] for k in ("name", "layout", "understood", "not_understood", "why")} for r in rows],
            "summary": summary}


def format_text(data: dict[str, Any]) -> str:
    s = data["summary"]
    out = [f"{s['understood']} of {s['cards']} cards understood ({s['share']:.1%})"]
    if s["left_out"]["cards"]:
        out.append(f"left out: {s['left_out']['cards']} cards of layouts {', '.join(s['left_out']['layouts'])}")
    out.append("")
    out.append("by layout:")
    for layout, c in s["by_layout"].items():
        out.append(f"  {layout:<16} {c['understood']:>6} / {c['cards']:<6} {c['share']:.1%}")
    if s["not_understood_phrases"]:
        out.append("")
        out.append("most common phrases not understood (cards):")
        for p in s["not_understood_phrases"]:
            out.append(f"  {p['cards']:>6}  {p['phrase']}")
    return "\n".join(out)


def run(args) -> int:
    prog = "mtg-conformance cards-report"
    try:
        cards = load_cards(args.cards)
    except CardsInputError as exc:
        print(f"{prog}: cannot read cards: {exc}", file=sys.stderr)
        return 2
    if not cards:
        print(f"{prog}: {args.cards}: no cards", file=sys.stderr)
        return 2
    data = report(cards, tuple(args.skip_layout), args.top)
    if args.format == "json":
        json.dump(data, sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
    else:
        print(format_text(data))
    return 0
