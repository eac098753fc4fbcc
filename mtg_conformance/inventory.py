"""The source inventory: every item of every transcribed document.

Each document under ``sources/`` (the seed documents and the Comprehensive Rules release) has an
inventory file ``inventory/<document stem>.json`` (schema: ``schemas/inventory.schema.json``)
listing every rule, example, ruling, erratum, statement and heading in it with a verbatim quote and
a status:

* ``testable`` – a game scenario can show it;
* ``superseded`` – today's rules give another outcome; ``superseded_by`` names the modern rule
  and ``note`` says what changed (a scenario tests the modern outcome);
* ``definitional`` – nothing observable (a definition, a classification, a heading); ``reason``
  says why.

Scenarios cite items with the Gherkin tag ``@src-<id>``; compiled fixtures carry
``{"item": id, "document": file name, "quote": quote}`` entries made by :func:`resolve`.
"""

from __future__ import annotations

import copy
import json
import difflib
import re
from functools import lru_cache
from pathlib import Path

from . import corpus

SCHEMA_FILE = "inventory.schema.json"
ID_PATTERN = re.compile(r"^[0-9a-z][0-9a-z.-]*$")
#: Statuses whose items need a scenario.
NEEDS_SCENARIO = frozenset({"testable", "superseded"})


def normalize(text: str) -> str:
    """Collapse every whitespace run (including no-break spaces) to one space and trim."""
    return " ".join(text.split())


# --------------------------------------------------------------------------------------------
# loading


def _stamp(folder: Path) -> tuple:
    files = sorted(folder.glob("*.json")) if folder.is_dir() else []
    return tuple((f.name, f.stat().st_mtime_ns, f.stat().st_size) for f in files)


@lru_cache(maxsize=8)
def _load(folder: str, stamp: tuple) -> dict[str, dict]:
    out: dict[str, dict] = {}
    for name, _mtime, _size in stamp:
        path = Path(folder) / name
        data = corpus.load_json(path)
        if not isinstance(data, dict):
            raise ValueError(f"{path}: an inventory file must hold a JSON object")
        document = data.get("document")
        if not isinstance(document, str) or not document:
            raise ValueError(f"{path}: missing the string field 'document'")
        if document in out:
            raise ValueError(f"{path}: a second inventory for document {document!r}")
        data["_file"] = name
        out[document] = data
    return out


def _loaded() -> dict[str, dict]:
    folder = corpus.inventory_dir()
    return _load(str(folder), _stamp(folder))


def load_inventory() -> dict[str, dict]:
    """Document file name → parsed inventory file, read from ``corpus.inventory_dir()``.

    Raises ``ValueError`` (or ``json.JSONDecodeError``) for an unreadable inventory file.
    """
    out = {}
    for document, data in _loaded().items():
        data = copy.deepcopy(data)
        data.pop("_file", None)
        out[document] = data
    return out


def _items(loaded: dict[str, dict]) -> dict[str, tuple[str, dict]]:
    """Item id → (document, the item itself, not a copy). A duplicate id keeps the first."""
    out: dict[str, tuple[str, dict]] = {}
    for document, data in loaded.items():
        for item in data.get("items") or []:
            if isinstance(item, dict) and isinstance(item.get("id"), str):
                out.setdefault(item["id"], (document, item))
    return out


_ITEMS: list = [None, {}]  # [the loaded inventory the index was made from, the index]


def _item_index() -> dict[str, tuple[str, dict]]:
    """``_items`` of the loaded inventory, made again only when it is read again (a file changed)."""
    loaded = _loaded()
    if _ITEMS[0] is not loaded:
        _ITEMS[:] = [loaded, _items(loaded)]
    return _ITEMS[1]


def items_by_id() -> dict[str, dict]:
    """Item id → the item (a copy) with its ``document`` added. A duplicate id keeps the first."""
    return {item_id: {**copy.deepcopy(item), "document": document}
            for item_id, (document, item) in _item_index().items()}


def resolve(item_id: str) -> dict:
    """``{"item": id, "document": file name, "quote": quote}`` for a fixture's ``sources``.

    Raises ``KeyError`` naming the id (and the nearest known ids) when no inventory defines it.
    """
    items = _item_index()
    found = items.get(item_id)
    item = {**found[1], "document": found[0]} if found is not None else None
    if item is None:
        near = difflib.get_close_matches(str(item_id), list(items), n=3, cutoff=0.75)
        hint = f"; did you mean {', '.join(near)}?" if near else ""
        raise KeyError(
            f"unknown inventory item {item_id!r}: no file in {corpus.inventory_dir()} "
            f"defines it{hint}"
        )
    return {"item": item_id, "document": item["document"], "quote": item["quote"]}


# --------------------------------------------------------------------------------------------
# documents


def document_path(document: str) -> Path | None:
    """Where the document with this file name lives under ``corpus.sources_dir()``."""
    hits = sorted(corpus.sources_dir().rglob(document))
    return hits[0] if hits else None


@lru_cache(maxsize=16)
def _normalized_text(path: str, mtime: int) -> str:
    return normalize(Path(path).read_text(encoding="utf-8"))


def document_text(document: str) -> str | None:
    """The document's text with whitespace runs collapsed (``None`` if the file is missing)."""
    path = document_path(document)
    if path is None:
        return None
    return _normalized_text(str(path), path.stat().st_mtime_ns)


def id_prefix(document: str) -> str | None:
    """The id prefix items of this document must use (``000-``, ``cr-``), if there is a rule."""
    m = re.match(r"^(\d{3})_", document)
    if m:
        return m.group(1) + "-"
    if document.startswith("MagicCompRules"):
        return "cr-"
    return None


@lru_cache(maxsize=4)
def _cr_rule_numbers(path: str, mtime: int) -> frozenset[str]:
    numbers = set()
    for line in Path(path).read_text(encoding="utf-8").split("\n"):
        m = re.match(r"^(\d{3}(?:\.\d+[a-z]?)?)\.? ", line)
        if m:
            numbers.add(m.group(1))
    return frozenset(numbers)


def cr_rule_numbers() -> frozenset[str]:
    """Every rule number of the corpus's Comprehensive Rules release (empty if it is missing)."""
    path = corpus.cr_path()
    if not path.is_file():
        return frozenset()
    return _cr_rule_numbers(str(path), path.stat().st_mtime_ns)


# --------------------------------------------------------------------------------------------
# validation


def schema() -> dict:
    return corpus.load_json(corpus.schemas_dir() / SCHEMA_FILE)


def validate() -> list[str]:
    """Every problem of the inventory, as readable lines (empty when all is well).

    Checks each file against the schema; that it is named after its document and the document
    exists under sources/; that ids are unique across files, tag-safe and carry the document's
    prefix; that every item and skipped quote is verbatim in the document (whitespace runs
    collapsed); that definitional items give a reason and superseded ones ``superseded_by`` and
    a note; and that the rule numbers cited exist in the Comprehensive Rules release.
    """
    import jsonschema

    problems: list[str] = []
    folder = corpus.inventory_dir()
    files = sorted(folder.glob("*.json")) if folder.is_dir() else []
    if not files:
        return [f"{folder}: no inventory files"]
    try:
        validator = jsonschema.Draft202012Validator(schema())
    except (OSError, ValueError) as exc:
        problems.append(f"cannot read the inventory schema: {exc}")
        validator = None
    cr_numbers = cr_rule_numbers()
    seen: dict[str, str] = {}
    documents: dict[str, str] = {}
    for path in files:
        where = path.name
        try:
            data = corpus.load_json(path)
        except (OSError, ValueError) as exc:
            problems.append(f"{where}: unreadable: {exc}")
            continue
        if validator is not None:
            for err in sorted(validator.iter_errors(data), key=lambda e: list(e.absolute_path)):
                loc = "/".join(str(p) for p in err.absolute_path) or "(top)"
                problems.append(f"{where}: schema: {loc}: {err.message}")
        if not isinstance(data, dict):
            continue
        document = data.get("document")
        if not isinstance(document, str):
            continue
        if document in documents:
            problems.append(f"{where}: document {document} is also inventoried by "
                            f"{documents[document]}")
        documents[document] = where
        if Path(document).stem != path.stem:
            problems.append(f"{where}: should be named {Path(document).stem}.json after its "
                            f"document {document}")
        text = document_text(document)
        if text is None:
            problems.append(f"{where}: document {document} not found under "
                            f"{corpus.sources_dir()}")
        prefix = id_prefix(document)
        items = data.get("items") if isinstance(data.get("items"), list) else []
        for n, item in enumerate(items):
            if not isinstance(item, dict):
                continue
            item_id = item.get("id")
            label = f"{where}: item {item_id if isinstance(item_id, str) else n}"
            if isinstance(item_id, str):
                if item_id in seen:
                    problems.append(f"{label}: duplicate id (also in {seen[item_id]})")
                else:
                    seen[item_id] = where
                if not ID_PATTERN.match(item_id):
                    problems.append(f"{label}: id is not tag-safe (must match "
                                    f"{ID_PATTERN.pattern})")
                if prefix and not item_id.startswith(prefix):
                    problems.append(f"{label}: id should start with {prefix!r}")
            quote = item.get("quote")
            if text is not None and isinstance(quote, str) and normalize(quote) not in text:
                problems.append(f"{label}: quote not found verbatim in {document}: "
                                f"{normalize(quote)[:80]!r}")
            status = item.get("status")
            if status == "definitional" and not item.get("reason"):
                problems.append(f"{label}: definitional item without a reason")
            if status == "superseded":
                if not item.get("superseded_by"):
                    problems.append(f"{label}: superseded item without superseded_by")
                if not item.get("note"):
                    problems.append(f"{label}: superseded item without a note")
            if cr_numbers:
                cited = list(item.get("rules") or [])
                if isinstance(item.get("superseded_by"), str):
                    cited.append(item["superseded_by"])
                for rule in cited:
                    if isinstance(rule, str) and rule not in cr_numbers:
                        problems.append(f"{label}: rule {rule} is not in "
                                        f"{corpus.CR_FILE_NAME}")
        skipped = data.get("skipped") if isinstance(data.get("skipped"), list) else []
        for n, entry in enumerate(skipped):
            quote = entry.get("quote") if isinstance(entry, dict) else None
            if text is not None and isinstance(quote, str) and normalize(quote) not in text:
                problems.append(f"{where}: skipped[{n}]: quote not found verbatim in "
                                f"{document}: {normalize(quote)[:80]!r}")
    return problems


def dump(data: dict) -> str:
    """Serialize an inventory file the one way the corpus does."""
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"
