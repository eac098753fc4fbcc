"""Guard: no Oracle line of the card pool is silently ignored by the reference engine.

A line no template understands becomes an ability of kind "unparsed" that does nothing, so a
scenario using the card could pass for the wrong reason. Every such line must be listed in
``ALLOWED`` below with the feature files whose scenarios use the card and why the line can't act
in any of them. The tests fail when

* a card in ``fixtures/cards/`` has a line not understood and not listed (implement it, or list it);
* a listed line is now understood (remove it from the list);
* a feature file not listed starts using a listed card (check the line can't act there, then list
  the file with the reason);
* a parsed ability's rule, replacement, trigger event, keyword or effect is read by no engine
  module (parsed, but it would still do nothing).
"""

from __future__ import annotations

import glob
import json
import os
from typing import Any

from reference_impl.oracle import parse_oracle_text, unparsed_lines

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# (card-pool entry name, face name, line) -> (feature files using the card, why the line can't act there)
ALLOWED: dict[tuple[str, str, str], tuple[tuple[str, ...], str]] = {
    # e.g. ("Card Name", "Face Name", "Its line."): (("features/area/topic.feature",),
    #       "why the line can't act in those scenarios (no scenario reaches an upkeep, ...)"),
}


def _pool() -> dict[str, dict[str, Any]]:
    cards = {}
    for path in sorted(glob.glob(os.path.join(ROOT, "fixtures", "cards", "*.json"))):
        with open(path, encoding="utf-8") as f:
            card = json.load(f)
        cards[card["name"]] = card
    return cards


def _unparsed() -> set[tuple[str, str, str]]:
    out = set()
    for name, card in _pool().items():
        for face in card.get("faces") or [card]:
            for line in unparsed_lines(parse_oracle_text(face.get("oracle_text", ""), face["name"])):
                out.add((name, face["name"], line))
    return out


def _features_using(card_name: str) -> set[str]:
    found = set()
    for path in glob.glob(os.path.join(ROOT, "features", "**", "*.feature"), recursive=True):
        with open(path, encoding="utf-8") as f:
            if card_name in f.read():
                found.add(os.path.relpath(path, ROOT))
    return found


def test_every_line_the_reference_engine_doesnt_understand_is_allowed_with_a_reason():
    new = sorted(_unparsed() - set(ALLOWED))
    assert not new, (
        "Oracle lines the reference engine parses as 'unparsed' (they would do nothing):\n"
        + "\n".join(f"  {face} ({name}): {line!r}" for name, face, line in new)
        + "\nImplement them (a template in reference_impl/oracle.py or rules_text.py and the rule in its "
          "module), or, if no scenario can depend on them, list them in ALLOWED in tests/test_pool_parsing.py "
          "with the feature files using the card and why the line can't act there.")


def test_allowed_lines_are_still_not_understood():
    stale = sorted(set(ALLOWED) - _unparsed())
    assert not stale, (
        "These lines are now parsed (or their card changed): remove them from ALLOWED in "
        "tests/test_pool_parsing.py:\n" + "\n".join(f"  {face}: {line!r}" for _, face, line in stale))


def test_the_scenarios_using_an_allowed_card_are_the_ones_reviewed():
    for (name, face, line), (features, _why) in ALLOWED.items():
        using = _features_using(name)
        assert using == set(features), (
            f"{name}: the feature files using it are {sorted(using)}, but ALLOWED lists {sorted(features)} for "
            f"its line {line!r}, which does nothing in the reference engine. Check the line can't act in the "
            f"scenarios of the new files (or implement it), then update the entry in tests/test_pool_parsing.py.")


def test_every_allowed_entry_gives_a_reason():
    assert all(why.strip() and features for features, why in ALLOWED.values())


# A parsed ability is only as good as the module that interprets it: the name of each static rule,
# replacement, trigger event, keyword and effect the pool's abilities use must appear in an engine
# module other than the parsers (a textual check: a name nothing reads would be a silent gap).
PARSERS = {"oracle.py", "rules_text.py", "spell_text.py"}
STRUCTURAL = {("keyword", "equip")}  # 702.6a: interpreted through its "activation" spec (casting.activate)


def _interpreted_names() -> set[tuple[str, str, str]]:
    names = set()
    for name, card in _pool().items():
        for face in card.get("faces") or [card]:
            for ability in parse_oracle_text(face.get("oracle_text", ""), face["name"]):
                spec = ability.spec
                field = {"static": "rule", "replacement": "type", "keyword": "keyword", "triggered": "event"}.get(ability.kind)
                if field and spec.get(field):
                    names.add((field, spec[field], face["name"]))
                effect = spec.get("effect")
                if isinstance(effect, dict) and effect.get("type"):  # (mana triggers' effects have no type)
                    names.add(("effect", effect["type"], face["name"]))
    return names


def test_every_parsed_ability_is_interpreted_by_some_engine_module():
    sources = {}
    for path in glob.glob(os.path.join(ROOT, "reference_impl", "*.py")):
        if os.path.basename(path) not in PARSERS:
            with open(path, encoding="utf-8") as f:
                sources[os.path.basename(path)] = f.read()
    missing = sorted((field, value, face) for field, value, face in _interpreted_names()
                     if (field, value) not in STRUCTURAL
                     and not any(f'"{value}"' in text or f"'{value}'" in text for text in sources.values()))
    assert not missing, (
        "Parsed abilities whose name no engine module reads (they would do nothing):\n"
        + "\n".join(f"  {face}: {field} {value!r}" for field, value, face in missing)
        + "\nImplement the rule in its module of reference_impl/.")
