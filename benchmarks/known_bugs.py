"""Wrong engines the corpus must catch (issue 15, "Wrong engines that pass today").

Each entry reintroduces one bug a real engine has into a scratch copy of the reference engine —
the copy is in memory: the one patched module is compiled from the patched text and imported in a
forked child (the machinery of bench_mutation.py); nothing on disk changes — and the whole corpus
is run against it. The corpus catches the bug when at least one fixture's outcome differs from
the unpatched engine's; the fixtures that do are listed.

Usage: ``python benchmarks/known_bugs.py [--only NAME[,NAME...]] [--json PATH]``.
Exit status 1 when some bug is not caught. The bugs are written as (module, old text, new text):
the script refuses a patch whose old text no longer occurs exactly as often as stated, so an
engine change that moves the code is noticed rather than silently testing nothing.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_mutation as bm  # noqa: E402


@dataclass
class Bug:
    name: str
    bullet: str  # the bullet, in rules terms
    module: str
    old: str
    new: str
    count: int = 1  # how many times ``old`` occurs (all are replaced)
    more: tuple[tuple[str, str], ...] = ()  # further (old, new) pairs of the same module, each occurring once


BUGS = [
    Bug("lifelink-event-per-recipient", "702.15e: one lifelink source dealing damage to several objects at once "
        "is one life-gain event — the bug gains life once per recipient",
        "rules.damage", "entry = gains.setdefault(p.source.id, ",
        "entry = gains.setdefault((p.source.id, len(gains)), "),
    Bug("layers-7b-7c-by-timestamp", "613.4b then 613.4c: P/T setting before modifying — the bug sorts 7b and 7c "
        "effects together by timestamp",
        "state.layers", "        for eff in by_layer.get(layer, ()):\n            eff.apply(ch, obj)\n        if layer == \"7c\":",
        "        for eff in ([] if layer == \"7c\" else sorted(list(by_layer.get(layer, ())) + (list(by_layer.get("
        "\"7c\", ())) if layer == \"7b\" else []), key=_timestamp)):\n            eff.apply(ch, obj)\n"
        "        if layer == \"7c\":"),
    Bug("layers-counters-before-setting", "613.4c: counters apply in 7c, after 7b setting effects — the bug applies "
        "them before", "state.layers", "        if layer == \"7c\":\n            _apply_counters(ch, obj)",
        "        if layer == \"7a\":\n            _apply_counters(ch, obj)"),
    Bug("copy-keeps-originals-summoning-status", "302.6: a creature that entered as a copy this turn is summoning "
        "sick — the bug lets it inherit the original's status",
        "rules.entering", "    obj.controlled_since_turn = game.turn_number\n",
        "    obj.controlled_since_turn = game.turn_number if not any(e.layer == \"1a\" and (obj.id, obj.incarnation)"
        " in e.affected for e in game.effects) else 0\n"),
    Bug("becoming-a-copy-makes-summoning-sick", "302.6: a permanent that becomes a copy on the battlefield is not a "
        "new object — the bug makes it summoning sick",
        "rules.copy", "    values = copied_values(game, original, exceptions, ability, copier.base.name)\n",
        "    copier.controlled_since_turn = game.turn_number\n"
        "    values = copied_values(game, original, exceptions, ability, copier.base.name)\n"),
    Bug("hexproof-only-against-spells", "702.11b: an opponent's activated and triggered abilities can't target a "
        "hexproof permanent or player — the bug checks hexproof for spells only",
        "rules.protection", "        if \"hexproof\" in kws:\n",
        "        if \"hexproof\" in kws and (source is None or source.zone == \"stack\"):\n"),
    Bug("attack-requirement-ignored", "508.1d: a creature that attacks each combat if able must attack",
        "rules.combat", "raise Illegal(f'\"{left_out.id}\" attacks each combat if able, and it is able (508.1d)')", "pass"),
    Bug("tapped-attacker", "508.1a: a tapped creature can't attack", "rules.combat",
        "    if obj.tapped:\n        raise Illegal(f'\"{obj.id}\" is tapped: a tapped creature can\\'t attack (508.1a)')",
        "    pass"),
    Bug("cant-attack-effect-ignored", "508.1c: an effect saying a creature can't attack (Pacifism)", "rules.combat",
        "or static_effects.cant(game, obj, \"attack\"):  # 508.1c", "or False:  # 508.1c"),
    Bug("attack-any-player", "508.1b: a creature attacks an opponent, not any player", "rules.combat",
        "if target[\"player\"] != defender:", "if target[\"player\"] not in game.players:"),
    Bug("attack-any-planeswalker", "508.1b: a creature attacks a planeswalker the defending player controls",
        "rules.combat", "if \"planeswalker\" in ch.card_types and obj.controller != defender:", "if False:"),
    Bug("attacker-listed-twice", "508.1a: each creature attacks once", "rules.combat",
        "if obj.id in declared:\n            raise", "if False:\n            raise"),
    Bug("attacks-by-nonactive-player", "508.1: only the active player declares attackers", "rules.combat",
        "if player != game.active:\n        raise Illegal(f\"{player} is not the active player",
        "if False:\n        raise Illegal(f\"{player} is not the active player"),
    Bug("blocks-by-wrong-player", "509.1: only the defending player declares blockers", "rules.combat",
        "if player != defending_player(game):\n        raise Illegal(f\"{player} is not the defending player\")",
        "if False:\n        raise Illegal(f\"{player} is not the defending player\")"),
    Bug("tapped-blocker", "509.1a: a tapped creature can't block", "rules.combat",
        "        if blocker.tapped:\n", "        if False:\n"),
    Bug("cant-block-effect-ignored", "509.1b: an effect saying a creature can't block (Pacifism)", "rules.combat",
        "if static_effects.cant(game, blocker, \"block\"):  # 509.1b", "if False:  # 509.1b"),
    Bug("menace-single-blocker", "702.111b: a creature with menace can't be blocked except by two or more creatures",
        "rules.combat", "if count == 1 and keywords.obj_has(game, game.obj(attacker_id), \"menace\"):", "if False:"),
    Bug("block-too-many-attackers", "509.1a: a creature blocks one attacker unless an effect allows more",
        "rules.combat", "if len(attacker_ids) > 1 + extra or len(set(attacker_ids)) != len(attacker_ids):",
        "if len(set(attacker_ids)) != len(attacker_ids):"),
    Bug("cant-be-blocked-by-ignored", "509.1b: \"can't be blocked by Walls\"", "rules.combat",
        "and ability.spec[\"subtype\"].lower() in [s.lower() for s in b.subtypes]:", "and False:"),
    Bug("regenerated-stays-in-combat", "701.19a, 506.4: a regenerated creature is removed from combat", "rules.damage",
        "        remove_from_combat(game, obj)\n", "        pass\n"),
    Bug("trample-over-planeswalkers-at-exact-loyalty", "702.19c: with power exactly the planeswalker's remaining "
        "loyalty, all of it goes to the planeswalker — the bug treats equal as excess",
        "rules.combat", "if spill and power > _loyalty_left(game, attacked, assigned):",
        "if spill and power >= _loyalty_left(game, attacked, assigned):", count=2),
    Bug("cleanup-damage-stays", "514.2: damage wears off in the cleanup step", "rules.turns",
        "        damage_wears_off(game)  #", "        pass  #"),
    Bug("cleanup-skipped-passing-step-by-step", "514.2: every way the game reaches cleanup does its turn-based "
        "actions — the bug moves from the end step to cleanup without them when steps are passed one at a time",
        "engine.engine", "        elif kind == \"next_step\":\n            turns.advance_step(game)\n",
        "        elif kind == \"next_step\":\n            turns.advance_step(game) if game.step != \"end\" "
        "else setattr(game, \"step\", \"cleanup\")\n"),
    Bug("cleanup-until-end-of-turn-effects-stay", "514.2: until-end-of-turn effects end in cleanup", "rules.turns",
        "        end_of_turn_cleanup(game)  #", "        pass  #"),
    Bug("except-color-copies-color-indicator", "707.9d: a copy that doesn't copy color doesn't copy a color "
        "indicator either — the bug keeps the copier's color and adds the indicator's",
        "rules.copy", "            values.color_indicator = []\n", "",
        more=(("        ch.colors = own_colors if keep_color else list(replacement.colors)",
               "        ch.colors = sorted(set(own_colors) | set(replacement.color_indicator)) if keep_color "
               "else list(replacement.colors)"),)),
    Bug("except-color-copies-color-cda", "707.9d: nor a characteristic-defining ability defining color",
        "rules.copy", "            values.abilities = [a for a in values.abilities if a.spec.get(\"defines\") != \"color\"]\n",
        ""),
    Bug("copy-statics-not-applied", "707.2, 611.3a: a permanent that is a copy has the copied static abilities, "
        "and they apply", "state.layers", "(s.id, s.incarnation) in copied and any(",
        "False and any("),
    Bug("copy-new-targets-unchecked", "115.1, 707.10c: a copy's new targets must be legal", "rules.copy_spells",
        "        if not is_legal_target(game, spec, new, copy.controller, source):\n", "        if False:\n"),
    Bug("copy-new-targets-kind-only", "115.1, 707.10c: a new target must be a legal target, not merely an object "
        "where the old one was an object", "rules.copy_spells",
        "        if not is_legal_target(game, spec, new, copy.controller, source):\n",
        "        if (\"object\" in new) != (\"object\" in old):\n"),
    Bug("chosen-color-mana-any-color", "106.5: \"one mana of the chosen color\" is that color, not any",
        "rules.mana", "return [TYPE_BY_WORD[color]] if color in TYPE_BY_WORD else []  # 106.5",
        "return [_choose_type(game, obj, list(COLORED))]"),
    Bug("tapped-for-mana-trigger-any-type", "106.12a: a trigger on mana of one type doesn't trigger on another",
        "rules.mana", "                if wanted is None or wanted not in produced:\n                    continue\n",
        "                if wanted is None:\n                    continue\n"),
    Bug("could-produce-counts-nonlands", "106.7: Exotic Orchard and Reflecting Pool look at lands only", "rules.mana",
        "        if perm.id in visiting or not _matches(game, perm, flt, source.controller):",
        "        if perm.id in visiting or not _matches(game, perm, {k: v for k, v in flt.items() if k == "
        "\"controller\"}, source.controller):"),
    Bug("mana-choice-defaulted", "106.5/605: the player's recorded mana-type choice is honoured, not a default",
        "rules.mana", "        return TYPE_BY_WORD[game.choose(\"mana_type\", obj.id, words)]", "        return options[0]"),
    Bug("hybrid-as-generic", "107.4e: a hybrid symbol is paid with one of its two colors", "rules.mana",
        "return check_payment(ManaCost(cost.generic, cost.typed + list(choice)), paid)",
        "return check_payment(ManaCost(cost.generic + len(choice), cost.typed), paid)"),
    Bug("protection-keeps-every-aura", "702.16n: \"doesn't remove\" keeps only the Auras it names",
        "rules.protection", "(keep == \"already_attached\" and aura.id in spec.get(\"keep_ids\", []))",
        "(keep == \"already_attached\")"),
    Bug("protection-from-player-loses-left-source", "702.16k: a source that left the battlefield is still its "
        "last controller's (or owner's) — the bug asks for its controller now, and it has none",
        "rules.protection", "    if controller is not None:\n        return controller\n",
        "    if source is not None and source.zone in (\"graveyard\", \"exile\"):\n        return None\n"
        "    if controller is not None:\n        return controller\n"),
    Bug("protection-from-multicolored-any-color", "702.16a: multicolored is two or more colors", "rules.protection",
        "return len(ch.colors) > 1", "return len(ch.colors) >= 1"),
    Bug("protection-from-monocolored-any-color", "702.16a: monocolored is exactly one color", "rules.protection",
        "return len(ch.colors) == 1", "return len(ch.colors) >= 1"),
    Bug("protection-from-colorless-ignored", "702.16a: protection from colorless", "rules.protection",
        "        return not ch.colors\n", "        return False\n"),
    Bug("protection-from-card-type-ignored", "702.16a: protection from a card type (artifacts)", "rules.protection",
        "return singular in ch.card_types  # permanents", "return False  # permanents"),
    Bug("protection-from-supertype-ignored", "702.16a: protection from a supertype (snow, legendary)", "rules.protection",
        "        return q in ch.supertypes\n", "        return False\n"),
]


def patched_code(bug: Bug):
    path = bm.module_path(bug.module)
    text = path.read_text(encoding="utf-8")
    for old, new, count in [(bug.old, bug.new, bug.count)] + [(o, n, 1) for o, n in bug.more]:
        found = text.count(old)
        if found != count:
            raise SystemExit(f"{bug.name}: the text to patch occurs {found} times in {path.name}, expected {count}")
        text = text.replace(old, new)
    return compile(text, str(path), "exec")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", help="comma-separated bug names")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)
    bugs = BUGS
    if args.only:
        wanted = set(args.only.split(","))
        unknown = wanted - {b.name for b in BUGS}
        if unknown:
            ap.error("unknown bug(s): " + ", ".join(sorted(unknown)))
        bugs = [b for b in BUGS if b.name in wanted]
    codes = {b.name: patched_code(b) for b in bugs}  # refuse stale patches before running anything
    fixtures, pool = bm.load_corpus()
    kind, baseline = bm.run_in_child(lambda: {fx["id"]: bm.outcome(bm.fresh_engine(), fx, pool) for fx in fixtures},
                                     1800)
    if kind != "ok":
        raise SystemExit(f"the unpatched engine failed: {kind} {baseline}")
    results = {}
    missed = []
    for bug in bugs:
        start = time.perf_counter()
        kind, value = bm.run_in_child(
            lambda: bm.run_engine_variant(f"{bm.ENGINE}.{bug.module}", codes[bug.name], fixtures, pool, baseline,
                                          stop_at_first=False), 1800)
        caught = value if kind == "ok" else {f"({kind})": str(value)}
        results[bug.name] = {"bullet": bug.bullet, "module": bug.module, "caught_by": caught,
                             "seconds": round(time.perf_counter() - start, 1)}
        print(f"{'CAUGHT' if caught else 'MISSED'} {bug.name} ({bug.module.replace('.', '/')}.py): {len(caught)} fixture(s)", flush=True)
        for fid, got in sorted(caught.items()):
            print(f"    {got:8} {fid}")
        if not caught:
            missed.append(bug.name)
    print(f"\n{len(bugs) - len(missed)}/{len(bugs)} bugs caught" + (f"; missed: {', '.join(missed)}" if missed else ""))
    if args.json:
        args.json.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
