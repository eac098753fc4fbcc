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


def problems(kind: str, data: Any, definition: str | None = None) -> list[str]:
    """One message per schema violation, deepest first, each naming its JSON path."""
    v = validator(kind, definition)
    errors = sorted(v.iter_errors(data), key=lambda e: (list(map(str, e.absolute_path)), e.message))
    out = []
    for err in errors:
        best = err
        if err.context:  # anyOf/oneOf: report the most specific branch error
            best = min(err.context, key=lambda e: (-len(e.absolute_path), len(e.message)))
        out.append(f"{json_path(best.absolute_path)}: {best.message}")
    return out


def protocol_problems(message_kind: str, msg: Any) -> list[str]:
    return problems("protocol", msg, message_kind)
