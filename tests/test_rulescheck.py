"""Rule citations of fixtures: stale or missing rules, and the rules-check command."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from mtg_conformance import corpus
from mtg_conformance.commands import rules_check as rules_check_cmd
from mtg_conformance.crparse import canonical_text, corpus_release, load_release, rule_hash
from mtg_conformance.rulescheck import citation_problems, load_fixtures, stale_fixtures

REPO = Path(__file__).resolve().parents[1]
CR_DIR = REPO.parent / "shared" / "data" / "cr"


def cr_file(date: str) -> Path:
    if date == corpus.CR_VERSION:
        return corpus.cr_path()
    if not CR_DIR.is_dir():
        pytest.skip(f"real CR releases folder {CR_DIR} is absent")
    return CR_DIR / f"MagicCompRules-{date}.txt"


def fixture(fid, release, *numbers, **extra):
    return {"id": fid, "cr_version": release.effective_date,
            "rules": {n: rule_hash(release.rules[n]) for n in numbers}, **extra}


# --- citation_problems --------------------------------------------------------------------------


def test_valid_citations_have_no_problem():
    cr = corpus_release()
    assert citation_problems(fixture("ok", cr, "707.9b", "707.2", "100"), cr) == []
    assert citation_problems({"id": "no-rules"}, cr) == []


def test_missing_and_stale_rules_one_message_each():
    cr = corpus_release()
    fx = fixture("copy-fixture", cr, "707.9b", "707.2", "101.1")
    fx["rules"]["707.9b"] = "sha256:" + "0" * 64
    fx["rules"]["707.99z"] = "sha256:" + "1" * 64
    problems = citation_problems(fx, cr)
    assert len(problems) == 2
    stale, missing = problems
    assert stale.startswith("copy-fixture: rule 707.9b is stale")
    assert "2026-01-16" in stale
    assert missing == "copy-fixture: cites rule 707.99z, which does not exist in CR 2026-01-16"


def test_hash_from_another_release_is_stale():
    old = load_release(cr_file("2025-11-14"))
    new = corpus_release()
    fx = fixture("blighted", old, "601.2a", "101.1", "702.124k")
    problems = citation_problems(fx, new)
    assert [p.split(":")[1].strip() for p in problems] == ["rule 601.2a is stale",
                                                           "rule 702.124k is stale"]
    assert all("written against CR 2025-11-14" in p for p in problems)
    assert citation_problems(fx, old) == []


def test_malformed_citations():
    cr = corpus_release()
    assert citation_problems({"id": "x", "rules": {"101.1": None}}, cr) == [
        'x: rule 101.1 is cited without a text hash (expected "sha256:…")']
    assert citation_problems({"id": "x", "rules": ["101.1", "999.9"]}, cr) == [
        "x: cites rule 999.9, which does not exist in CR 2026-01-16"]
    assert citation_problems({"id": "x", "rules": "101.1"}, cr) == [
        'x: "rules" must map rule numbers to text hashes, got str']


# --- stale_fixtures -----------------------------------------------------------------------------


def test_stale_fixtures_between_releases():
    base = corpus_release()
    new = load_release(cr_file("2025-11-14"))  # going back: 610.5 and Blight do not exist there
    fixtures = [
        fixture("golden", base, "101.1", "707.9b"),
        fixture("casting", base, "601.2a", "101.1", "610.5"),
        fixture("partner", base, "702.124k", "702.124n"),
    ]
    stale = stale_fixtures(fixtures, base, new)
    assert [s["id"] for s in stale] == ["casting", "partner"]
    casting, partner = stale
    assert casting["rules"] == ["601.2a", "610.5"]
    c601, c610 = casting["changes"]
    assert c601["status"] == "changed"
    assert c601["old"] == canonical_text(base.rules["601.2a"])
    assert c601["new"] == canonical_text(new.rules["601.2a"])
    assert c610 == {"rule": "610.5", "old": canonical_text(base.rules["610.5"]), "new": None,
                    "status": "missing"}
    assert partner["rules"] == ["702.124k", "702.124n"]
    assert partner["changes"][0]["new"].startswith("“Friends forever” means")


def test_no_stale_fixture_against_same_text():
    base = corpus_release()
    fixtures = [fixture("a", base, "101.1"), {"id": "b"}]
    assert stale_fixtures(fixtures, base, base) == []
    new = load_release(cr_file("2025-11-14"))
    assert stale_fixtures([fixture("a", base, "101.1", "707.9b")], base, new) == []


def test_rule_only_in_new_release():
    old = load_release(cr_file("2025-11-14"))
    new = corpus_release()
    fx = {"id": "ahead", "rules": {"610.5": "sha256:whatever"}}
    [entry] = stale_fixtures([fx], old, new)
    assert entry["changes"][0]["status"] == "added"


# --- the rules-check command --------------------------------------------------------------------


def run_cli(argv):
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers()
    rules_check_cmd.register(sub)
    args = parser.parse_args(argv)
    return args.func(args)


def write_fixtures(folder: Path, *fixtures):
    folder.mkdir(exist_ok=True)
    for fx in fixtures:
        (folder / f"{fx['id']}.json").write_text(json.dumps(fx), encoding="utf-8")
    return folder


def test_check_finds_stale_fixtures(tmp_path, capsys):
    base = corpus_release()
    folder = write_fixtures(tmp_path / "fx", fixture("casting", base, "601.2a"),
                            fixture("golden", base, "101.1"))
    status = run_cli(["rules-check", "--cr", str(cr_file("2025-11-14")), "--fixtures",
                      str(folder), "--format", "json"])
    assert status == 1
    data = json.loads(capsys.readouterr().out)
    assert data["base"] == "2026-01-16" and data["cr"] == "2025-11-14"
    assert [s["id"] for s in data["stale"]] == ["casting"]
    status = run_cli(["rules-check", "--cr", str(cr_file("2025-11-14")), "--fixtures",
                      str(folder)])
    assert status == 1
    md = capsys.readouterr().out
    assert "## casting" in md and "601.2a" in md and "~~" in md


def test_check_clean(tmp_path, capsys):
    base = corpus_release()
    folder = write_fixtures(tmp_path / "fx", fixture("golden", base, "101.1", "707.9b"))
    assert run_cli(["rules-check", "--cr", str(cr_file("2025-11-14")), "--fixtures",
                    str(folder)]) == 0
    assert "No fixture is stale" in capsys.readouterr().out


def test_check_shipped_corpus_against_itself(capsys):
    # whatever fixtures the corpus holds, the release they were written against changes nothing
    assert run_cli(["rules-check", "--cr", str(corpus.cr_path())]) == 0


def test_check_unreadable_inputs(tmp_path, capsys):
    missing = tmp_path / "MagicCompRules-missing.txt"
    assert run_cli(["rules-check", "--cr", str(missing)]) == 2
    err = capsys.readouterr().err
    assert "MagicCompRules-missing.txt" in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1
    binary = tmp_path / "binary.txt"
    binary.write_bytes(b"\x81\x8d\x8f\x90\x9d" * 10)
    assert run_cli(["rules-check", "--cr", str(binary)]) == 2
    assert "binary.txt" in capsys.readouterr().err
    folder = tmp_path / "fx"
    folder.mkdir()
    (folder / "broken.json").write_text("{not json", encoding="utf-8")
    assert run_cli(["rules-check", "--cr", str(corpus.cr_path()), "--fixtures",
                    str(folder)]) == 2
    err = capsys.readouterr().err
    assert "broken.json" in err and "invalid JSON" in err and len(err.strip().splitlines()) == 1


def test_load_fixtures_ids_and_non_objects(tmp_path):
    folder = tmp_path / "fx"
    folder.mkdir()
    (folder / "named.json").write_text(json.dumps({"id": "given", "rules": {}}), "utf-8")
    (folder / "anonymous.json").write_text(json.dumps({"rules": {}}), "utf-8")
    (folder / "list.json").write_text("[1, 2]", "utf-8")
    assert sorted(f["id"] for f in load_fixtures([folder])) == ["anonymous", "given"]


def test_registered_in_cli(tmp_path, capsys):
    from mtg_conformance import cli

    folder = write_fixtures(tmp_path / "fx", fixture("casting", corpus_release(), "601.2a"))
    assert cli.main(["rules-check", "--cr", str(cr_file("2025-11-14")), "--fixtures",
                     str(folder)]) == 1


def test_an_older_release_warns_and_pairs_renumbered_rules(tmp_path, capsys):
    """Issue 14: rules-check with a release older than the corpus's says so, and a rule renumbered
    between them (2026-01-16's 702.124m, "Doctor's companion", was 702.124n on 2025-11-14) is paired as rules-diff pairs it."""
    base = corpus_release()
    folder = write_fixtures(tmp_path / "fx", fixture("partner", base, "702.124m"))
    status = run_cli(["rules-check", "--cr", str(cr_file("2025-11-14")), "--fixtures", str(folder),
                      "--format", "json"])
    out, err = capsys.readouterr()
    data = json.loads(out)
    assert status == 1 and data["older"] is True
    assert "warning:" in err and "older than CR 2026-01-16" in err
    [stale] = data["stale"]
    [change] = [c for c in stale["changes"] if c["rule"] == "702.124m"]
    assert change["status"] == "renumbered" and change["to"] == "702.124n", stale
    older = load_release(cr_file("2025-11-14"))
    assert canonical_text(older.rules["702.124n"]) == canonical_text(base.rules["702.124m"])
