"""``mtg-conformance rules-check --cr FILE``: fixtures a new Comprehensive Rules release makes stale.

Exit status: 0 no fixture is stale, 1 some are, 2 unreadable input.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "rules-check",
        help="list fixtures whose cited rules changed in a new CR release",
        description=(
            "List the fixtures citing a rule whose text in the given Comprehensive Rules file "
            "differs from its text in the release the corpus is written against (or is gone). "
            "Exit 1 if there are any."
        ),
    )
    p.add_argument("--cr", required=True, type=Path, metavar="FILE",
                   help="the new CR text file (MagicCompRules*.txt)")
    p.add_argument("--format", choices=("md", "json"), default="md",
                   help="output format (default: md)")
    p.add_argument("--base", type=Path, metavar="FILE",
                   help="the CR file the fixtures were written against (default: the corpus's)")
    p.add_argument("--fixtures", nargs="+", type=Path, metavar="PATH",
                   help="fixture files or folders (default: the corpus)")
    p.set_defaults(func=run)


def _markdown(stale: list[dict], base, new, n_fixtures: int) -> str:
    from ..rulesdiff import MD_CONTEXT, word_diff

    title = f"# Rules check: CR {base.effective_date} → {new.effective_date}"
    if not stale:
        return (f"{title}\n\nNo fixture is stale: none of the {n_fixtures} fixtures cites a rule "
                f"whose text differs.\n")
    lines = [title, "", f"{len(stale)} of {n_fixtures} fixtures cite rules whose text differs "
             "in the new release. Review each scenario, then regenerate the fixtures.", ""]
    for fx in stale:
        lines += [f"## {fx['id']}", "", "Rules: " + ", ".join(fx["rules"]), ""]
        for ch in fx["changes"]:
            if ch["status"] == "renumbered":
                same = ch["old"] == ch["new"]
                lines += [f"- **{ch['rule']}** is **{ch['to']}** in CR {new.effective_date}"
                          + (" (same text)" if same else ": " + word_diff(ch["old"] or "", ch["new"] or "", MD_CONTEXT)), ""]
            elif ch["status"] == "missing":
                lines += [f"- **{ch['rule']}**: no longer exists in CR {new.effective_date}", ""]
            elif ch["status"] == "added":
                lines += [f"- **{ch['rule']}**: not in CR {base.effective_date}; "
                          f"exists in CR {new.effective_date}", ""]
            else:
                lines += [f"- **{ch['rule']}**: " + word_diff(ch["old"], ch["new"], MD_CONTEXT), ""]
    return "\n".join(lines).rstrip("\n") + "\n"


def run(args) -> int:
    from ..rulescheck import stale_fixtures
    from .rules_diff import _fixtures, _load

    prog = "mtg-conformance rules-check"
    new = _load(args.cr, prog)
    if new is None:
        return 2
    if args.base is not None:
        base = _load(args.base, prog)
        if base is None:
            return 2
    else:
        from ..corpus import cr_path

        base = _load(cr_path(), prog)  # the release the corpus is written against
        if base is None:
            return 2
    fixtures = _fixtures(args.fixtures, prog)
    if fixtures is None:
        return 2
    from ..rulesdiff import diff

    older = new.effective_date < base.effective_date  # ISO dates: compared as text
    if older:
        print(f"{prog}: warning: {args.cr} is CR {new.effective_date}, older than CR {base.effective_date} "
              "the fixtures are written against; this lists how their rules read in the older release "
              "(renumbered rules are paired as rules-diff pairs them)", file=sys.stderr)
    moved = {e["from"]: e["to"] for e in diff(base, new)["moved"]}
    stale = stale_fixtures(fixtures, base, new, moved)
    if args.format == "json":
        out = {"base": base.effective_date, "cr": new.effective_date, "older": older,
               "fixtures_checked": len(fixtures), "stale": stale}
        sys.stdout.write(json.dumps(out, indent=2, ensure_ascii=False) + "\n")
    else:
        sys.stdout.write(_markdown(stale, base, new, len(fixtures)))
    return 1 if stale else 0
