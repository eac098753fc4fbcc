"""JSON Schema validation of everything that crosses a boundary.

Schemas live in ``schemas/`` (draft 2020-12). Errors come back as one line each, naming the JSON
path of the offending value (``$.setup.objects[2].zone``) and what was wrong.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from jsonschema import Draft202012Validator
from referencing import Registry, Resource

from . import corpus

try:  # optional compiled validator: same answers, ~100x faster (docs/BENCHMARKS.md)
    import jsonschema_rs
except ImportError:  # pragma: no cover
    jsonschema_rs = None

SCHEMA_FILES = {
    "fixture": "fixture.schema.json",
    "card": "card.schema.json",
    "observation": "observation.schema.json",
    "protocol": "protocol.schema.json",
    "inventory": "inventory.schema.json",
    "report": "report.schema.json",
    "baseline": "baseline.schema.json",
}


@lru_cache(maxsize=1)
def _registry() -> tuple[Registry, dict[str, dict[str, Any]]]:
    schemas: dict[str, dict[str, Any]] = {}
    resources = []
    for path in sorted(corpus.schemas_dir().glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if "$id" in data:
            schemas[path.name] = data
            resources.append((data["$id"], Resource.from_contents(data)))
    return Registry().with_resources(resources), schemas


@lru_cache(maxsize=None)
def validator(kind: str, definition: str | None = None) -> Draft202012Validator:
    registry, schemas = _registry()
    file_name = SCHEMA_FILES[kind]
    if file_name not in schemas:
        raise FileNotFoundError(f"schema {file_name} is missing from {corpus.schemas_dir()}")
    schema = schemas[file_name]
    if definition is not None:
        schema = {"$ref": f"{schema['$id']}#/$defs/{definition}"}
    return Draft202012Validator(schema, registry=registry)


def json_path(path) -> str:
    out = "$"
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else f".{part}"
    return out


@lru_cache(maxsize=None)
def _fast_validator(kind: str, definition: str | None = None):
    """A compiled validator (jsonschema-rs) for the yes/no question, built once; None without it.

    Validation is on every fixture loaded and every engine reply, so it is on the hot path; the
    pure-Python validator below only runs to explain a document the fast one rejected.
    """
    _, schemas = _registry()
    if jsonschema_rs is None or SCHEMA_FILES[kind] not in schemas:
        return None
    resources = [(s["$id"], s) for s in schemas.values()]
    schema = schemas[SCHEMA_FILES[kind]]
    if definition is not None:
        schema = {"$ref": f"{schema['$id']}#/$defs/{definition}"}
    try:
        return jsonschema_rs.validator_for(schema, registry=jsonschema_rs.Registry(resources))
    except Exception:  # a schema it cannot compile: the pure-Python validator decides alone
        return None


def problems(kind: str, data: Any, definition: str | None = None) -> list[str]:
    """One message per schema violation, deepest first, each naming its JSON path."""
    fast = _fast_validator(kind, definition)
    if fast is not None and fast.is_valid(data):
        return []
    v = validator(kind, definition)
    errors = sorted(v.iter_errors(data), key=lambda e: (list(map(str, e.absolute_path)), e.message))
    out = []
    for err in errors:
        best = err
        if err.context and all(e.validator == "const" for e in err.context):
            # A closed list (the capabilities): name the value and the nearest allowed one, not one
            # arbitrary branch's "'x' was expected".
            out.append(f"{json_path(err.absolute_path)}: {_not_allowed(err.instance, [e.validator_value for e in err.context])}")
            continue
        if err.context:  # anyOf/oneOf: report the most specific branch error
            best = min(err.context, key=lambda e: (-len(e.absolute_path), len(e.message)))
        out.append(f"{json_path(best.absolute_path)}: {best.message}")
    return out


def _not_allowed(value: Any, allowed: list[Any]) -> str:
    import difflib

    text = f"{json.dumps(value, ensure_ascii=False)} is none of the {len(allowed)} allowed values"
    close = difflib.get_close_matches(str(value), [str(a) for a in allowed], n=1, cutoff=0.6)
    return text + (f" (did you mean {json.dumps(close[0], ensure_ascii=False)}?)" if close else "")


def load_validated(path, kind: str, error: type[Exception], what: str):
    """Read a JSON file that must fit schema ``kind``; any problem raises ``error`` with one line naming
    the file (``what`` says what the file should have been)."""
    from pathlib import Path

    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise error(f"{path}: no such {what}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise error(f"{path}: cannot read: {exc}") from None
    except json.JSONDecodeError as exc:
        raise error(f"{path}: malformed JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}") from None
    probs = problems(kind, data)
    if probs:
        raise error(f"{path}: does not fit the {what} schema (schemas/{SCHEMA_FILES[kind]}): "
                    + "; ".join(probs[:3]))
    return data


def protocol_problems(message_kind: str, msg: Any) -> list[str]:
    return problems("protocol", msg, message_kind)
