"""Every schema is valid draft 2020-12, has an $id, and describes every field it defines."""

from __future__ import annotations

import json

import pytest
from jsonschema import Draft202012Validator

from mtg_conformance import corpus

SCHEMAS = sorted(corpus.schemas_dir().glob("*.json"))


def undescribed(node, path="$"):
    """Paths of properties (and $defs) that carry no description, directly or on what they $ref."""
    out = []
    if isinstance(node, dict):
        for key in ("properties", "$defs"):
            for name, sub in (node.get(key) or {}).items():
                if isinstance(sub, dict) and "description" not in sub:
                    out.append(f"{path}.{key}.{name}")
        for key, sub in node.items():
            if key == "if":  # a condition, not a field definition
                continue
            out += undescribed(sub, f"{path}.{key}")
    elif isinstance(node, list):
        for i, sub in enumerate(node):
            out += undescribed(sub, f"{path}[{i}]")
    return out


@pytest.mark.parametrize("path", SCHEMAS, ids=lambda p: p.name)
def test_schema_is_valid_with_id_and_descriptions(path) -> None:
    schema = json.loads(path.read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    assert schema.get("$id", "").startswith("https://mtg-conformance.dev/schemas/")
    assert "description" in schema
    missing = undescribed(schema)
    assert not missing, f"fields without a description in {path.name}: {missing}"
