"""``mtg-conformance steps``: list the step vocabulary (``--markdown`` writes docs/STEPS.md's text)."""

from __future__ import annotations

import argparse

from ..steps import STEPS


def markdown() -> str:
    lines = [
        "# The step vocabulary",
        "",
        "Every phrase a feature may use. Generated from `mtg_conformance/steps.py` by",
        "`mtg-conformance steps --markdown > docs/STEPS.md`; `mtg-conformance check` fails when this",
        "file is out of date. The same definitions drive the compiler (features to fixtures) and the",
        "pytest-bdd steps, so a phrase means one thing everywhere.",
        "",
        "Conventions: objects are named by a fixture-local id in double quotes (`\"clone\"`), given",
        "when the object is introduced; players are `alice` (active by default) and `bob`, 20 life each.",
        "`And`/`But` continue the previous keyword. A `Then` after actions observes the game at that",
        "point; `When` steps after a `Then` continue the same game.",
        "",
        "Every scenario needs at least one `@cr-<rule>` tag (a rule it exercises, e.g. `@cr-707.9b`)",
        "and one `@src-<item>` tag (an inventory item it transcribes, e.g. `@src-cr-707.9b-ex1`).",
        "",
    ]
    titles = {"given": "Given — the starting position", "when": "When — actions and choices",
              "then": "Then — expectations"}
    for kind in ("given", "when", "then"):
        lines += [f"## {titles[kind]}", ""]
        for s in STEPS:
            if s.kind != kind:
                continue
            lines.append(f"### `{s.example}`")
            lines.append("")
            lines.append(s.doc)
            lines.append("")
            lines.append(f"Pattern: `{s.pattern}`")
            lines.append("")
    return "\n".join(lines).rstrip() + "\n"


def register(sub) -> None:
    p = sub.add_parser("steps", help="list the step vocabulary")
    p.add_argument("--markdown", action="store_true", help="print docs/STEPS.md")
    p.set_defaults(func=main)


def main(args: argparse.Namespace) -> int:
    if args.markdown:
        print(markdown(), end="")
        return 0
    for s in STEPS:
        print(f"{s.kind:5} {s.example}")
    return 0
