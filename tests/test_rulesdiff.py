"""Diffing Comprehensive Rules releases: pairing, renumbering, editorial vs substantive."""

from __future__ import annotations

import argparse
import functools
import json
from pathlib import Path

import pytest

from mtg_conformance import corpus, rulesdiff
from mtg_conformance.commands import rules_diff as rules_diff_cmd
from mtg_conformance.crparse import Rule, load_release, rule_hash
from mtg_conformance.rulesdiff import classify_change, diff, render_markdown, word_diff

REPO = Path(__file__).resolve().parents[1]
CR_DIR = REPO.parent / "shared" / "data" / "cr"
DATES = ["2021-06-18", "2022-10-07", "2023-11-17", "2024-11-08", "2025-11-14", "2026-01-16"]


def cr_file(date: str) -> Path:
    if date == corpus.CR_VERSION:
        return corpus.cr_path()
    if not CR_DIR.is_dir():
        pytest.skip(f"real CR releases folder {CR_DIR} is absent")
    return CR_DIR / f"MagicCompRules-{date}.txt"


def release(date: str):
    return load_release(cr_file(date))


def numbers(entries, key="number"):
    return [e[key] for e in entries]


@pytest.fixture(scope="module")
def small():
    """2025-11-14 -> 2026-01-16: Blight added, friends forever folded into partner—[text]."""
    return diff(release("2025-11-14"), release("2026-01-16"))


@pytest.fixture(scope="module")
def renumbering():
    """2021-06-18 -> 2022-10-07: 706 Rolling a Die inserted, 706 Copying Objects became 707."""
    return diff(release("2021-06-18"), release("2022-10-07"))


# --- the small update, exactly ------------------------------------------------------------------


def test_small_update_added(small):
    assert numbers(small["added"]) == ["610.5", "701.68", "701.68a", "701.68b", "701.68c",
                                       "701.68d"]
    blight = small["added"][1]
    assert blight["text"] == "Blight"
    assert small["added"][2]["text"].startswith("To “blight N” means to put N -1/-1 counters")


def test_small_update_removed(small):
    assert numbers(small["removed"]) == ["702.124k"]
    assert small["removed"][0]["text"].startswith("“Friends forever” means")


def test_small_update_changed(small):
    assert numbers(small["changed"]) == ["115.7e", "205.3m", "207.2c", "601.2a", "702.124a",
                                         "702.124i"]
    assert all(e["kind"] == "substantive" and e["editorial"] is False for e in small["changed"])
    by = {e["number"]: e for e in small["changed"]}
    assert "friends forever," in by["702.124a"]["old_text"]
    assert "friends forever," not in by["702.124a"]["new_text"]
    assert "(see rule 610.5)" in by["601.2a"]["new_text"]
    # 115.7e changed only in its example
    assert by["115.7e"]["old_text"] == by["115.7e"]["new_text"]
    assert "any other target" in by["115.7e"]["new_examples"][0]


def test_small_update_moved(small):
    assert [(m["from"], m["to"]) for m in small["moved"]] == [
        ("702.124m", "702.124k"), ("702.124n", "702.124m"), ("702.124p", "702.124n")]
    assert all(m["text_changed"] is False and m["kind"] is None for m in small["moved"])


# --- the July 2021 renumbering ------------------------------------------------------------------


def test_renumbered_rule_is_a_move(renumbering):
    moved = {m["from"]: m for m in renumbering["moved"]}
    assert moved["706.9a"]["to"] == "707.9a"
    assert moved["706.9a"]["text_changed"] is False
    assert moved["706"]["to"] == "707"  # "Copying Objects"
    assert moved["707"]["to"] == "708"  # "Face-Down Spells and Permanents"
    assert moved["707.9"]["to"] == "708.9"
    # 706.9/707.9 exist in both releases with different texts: never a "changed" by number
    changed = set(numbers(renumbering["changed"]))
    assert not changed & {"706.9", "707.9", "706.9a", "706", "707", "708"}
    added = set(numbers(renumbering["added"]))
    assert "706" in added and "706.1" in added  # Rolling a Die is new
    assert "707.9a" not in added and "706.9a" not in set(numbers(renumbering["removed"]))


def test_renumbered_rule_with_changed_text_is_a_flagged_move(renumbering):
    moved = {m["from"]: m for m in renumbering["moved"]}
    m = moved["103.2"]
    assert m["to"] == "103.3" and m["text_changed"] is True and m["kind"] == "substantive"
    assert "and any additional steps performed" in m["new_text"]
    # only the cross-reference changed, renumbered by this very diff (708 -> 709)
    m = moved["201.3b"]
    assert m["to"] == "201.4b" and m["text_changed"] is True and m["kind"] == "editorial"
    # same number kept while the parent moved away (103.2 became 103.3)
    assert "103.2b" in numbers(renumbering["changed"])


@pytest.mark.parametrize("old_date,new_date", list(zip(DATES, DATES[1:])) + [(DATES[0],
                                                                                DATES[-1])])
def test_every_rule_accounted_for_once(old_date, new_date):
    old, new = release(old_date), release(new_date)
    result = diff(old, new)
    olds = (numbers(result["removed"]) + numbers(result["changed"])
            + numbers(result["moved"], "from"))
    news = numbers(result["added"]) + numbers(result["changed"]) + numbers(result["moved"], "to")
    assert len(olds) == len(set(olds)), "an old rule reported twice"
    assert len(news) == len(set(news)), "a new rule reported twice"
    unchanged_old = set(old.rules) - set(olds)
    unchanged_new = set(new.rules) - set(news)
    assert unchanged_old == unchanged_new  # the rest: same number, same text
    for n in unchanged_old:
        assert rule_hash(old.rules[n]) == rule_hash(new.rules[n]), n
    for m in result["moved"]:
        assert m["from"] != m["to"]
        same = rule_hash(old.rules[m["from"]]) == rule_hash(new.rules[m["to"]])
        assert m["text_changed"] is (not same)
    for e in result["changed"]:
        assert rule_hash(old.rules[e["number"]]) != rule_hash(new.rules[e["number"]])
        assert e["kind"] in ("editorial", "substantive")


def test_identical_releases_have_no_diff():
    r = release("2026-01-16")
    assert diff(r, r) == {"added": [], "removed": [], "changed": [], "moved": []}


def test_pairing_is_not_quadratic(monkeypatch):
    """Similarity is only computed for candidates near each unpaired rule."""
    calls = []
    real = rulesdiff._similarity

    def counting(*args):
        calls.append(args)
        return real(*args)

    monkeypatch.setattr(rulesdiff, "_similarity", counting)
    old, new = release("2021-06-18"), release("2026-01-16")
    result = diff(old, new)
    unpaired = len(result["added"]) + len(result["removed"])
    assert unpaired > 500
    assert 0 < len(calls) < 3 * (len(old.rules) + len(new.rules))  # all pairs: ~8.7 million


# --- editorial or substantive on real changes -----------------------------------------------


@functools.lru_cache(maxsize=None)
def diff_of(old_date, new_date):
    return diff(release(old_date), release(new_date))


def changed_entry(old_date, new_date, number):
    result = diff_of(old_date, new_date)
    by = {e["number"]: e for e in result["changed"]}
    return by[number]


def test_editorial_enters_the_battlefield():
    e = changed_entry("2023-11-17", "2024-11-08", "702.82a")  # Devour
    assert "enters the battlefield" in e["old_text"] and "enters the battlefield" not in \
        e["new_text"]
    assert e["kind"] == "editorial"


def test_editorial_card_name_to_this_creature():
    e = changed_entry("2024-11-08", "2025-11-14", "113.6k")
    assert "Absolver Thrull" in e["old_text"] + " ".join(e["old_examples"])
    assert e["kind"] == "editorial"
    e = changed_entry("2024-11-08", "2025-11-14", "400.7e")  # Rancor -> this Aura
    assert e["kind"] == "editorial"


def test_editorial_punctuation_and_renumbered_reference():
    e = changed_entry("2021-06-18", "2022-10-07", "903.10a")  # "’who’s" -> "who’s"
    assert e["kind"] == "editorial"
    e = changed_entry("2021-06-18", "2022-10-07", "104.6")  # See rule 719 -> 723
    assert "rule 719" in e["old_text"] and "rule 723" in e["new_text"]
    assert e["kind"] == "editorial"


def test_substantive_real_changes():
    assert changed_entry("2023-11-17", "2024-11-08", "300.2b")["kind"] == "substantive"  # kindred
    assert changed_entry("2025-11-14", "2026-01-16", "601.2a")["kind"] == "substantive"
    assert changed_entry("2023-11-17", "2024-11-08", "107.4e")["kind"] == "substantive"


def rule(text, *examples):
    return Rule(number="999.1", text=text, examples=list(examples), line=1)


@pytest.mark.parametrize("old,new,kind", [
    ("When Grizzly Bears enters the battlefield, draw a card.",
     "When this creature enters, draw a card.", "editorial"),
    ("Whenever a creature comes into play, you gain 1 life.",
     "Whenever a creature enters, you gain 1 life.", "editorial"),
    ("A card reads “Sacrifice it.”", 'A card reads "Sacrifice it".', "editorial"),
    ("Put it into play under your control.", "Put it onto the battlefield under your control.",
     "editorial"),
    ("Exile target creature.", "Exile target creature or planeswalker.", "substantive"),
    ("Put a -1/-1 counter on it.", "Put a +1/+1 counter on it.", "substantive"),
    ("Target creature gets -1/-1.", "Target creature gets 1/1.", "substantive"),
    ("When Grizzly Bears dies, draw a card.", "When Llanowar Elves dies, draw a card.",
     "substantive"),
])
def test_classify_change(old, new, kind):
    assert classify_change(rule(old), rule(new)) == kind


def test_classify_change_examples_and_references():
    assert classify_change(rule("A.", "Example one."), rule("A.")) == "substantive"
    assert classify_change(rule("See rule 706.2."), rule("See rule 707.2.")) == "substantive"
    assert classify_change(rule("See rule 706.2."), rule("See rule 707.2."),
                           {"706.2": "707.2"}) == "editorial"


# --- rendering and the command ----------------------------------------------------------------


def test_word_diff():
    out = word_diff("one two three four", "one 2 three four five")
    assert out == "one ~~two~~ **2** three four **five**"
    assert word_diff("a *b* [c]", "a *b* [d]") == r"a \*b\* ~~\[c\]~~ **\[d\]**"
    long = " ".join(f"w{i}" for i in range(100))
    short = word_diff(long, long.replace("w50", "X"), context=3)
    assert short == "… w47 w48 w49 ~~w50~~ **X** w51 w52 w53 …"


def test_markdown(small):
    old, new = release("2025-11-14"), release("2026-01-16")
    md = render_markdown(small, old, new, affected=["fx-1"])
    assert md.startswith("# Comprehensive Rules changes: 2025-11-14 → 2026-01-16")
    assert "### 115.7e — substantive" in md
    assert "~~another~~ **any other**" in md
    assert "| 702.124m | 702.124k | unchanged |" in md
    assert "### 701.68a" in md and "## Removed (1)" in md and "`fx-1`" in md


def run_cli(argv):
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers()
    rules_diff_cmd.register(sub)
    args = parser.parse_args(argv)
    return args.func(args)


def test_command_json_with_affected_fixtures(tmp_path, capsys):
    fixtures = tmp_path / "fx"
    fixtures.mkdir()
    old = release("2025-11-14")
    (fixtures / "a.json").write_text(json.dumps(
        {"id": "cites-friends-forever", "cr_version": "2025-11-14",
         "rules": {"702.124k": rule_hash(old.rules["702.124k"])}}), encoding="utf-8")
    (fixtures / "b.json").write_text(json.dumps(
        {"id": "cites-golden-rule", "rules": {"101.1": rule_hash(old.rules["101.1"])}}),
        encoding="utf-8")
    (fixtures / "c.json").write_text(json.dumps(
        {"id": "cites-moved", "rules": {"702.124n": "sha256:x"}}), encoding="utf-8")
    status = run_cli(["rules-diff", str(cr_file("2025-11-14")), str(cr_file("2026-01-16")),
                      "--format", "json", "--fixtures", str(fixtures)])
    assert status == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"added", "removed", "changed", "moved", "affected_fixtures"}
    assert data["affected_fixtures"] == ["cites-friends-forever", "cites-moved"]
    assert numbers(data["removed"]) == ["702.124k"]


def test_command_default_corpus_and_markdown(capsys):
    status = run_cli(["rules-diff", str(cr_file("2025-11-14")), str(cr_file("2026-01-16"))])
    assert status == 0
    out = capsys.readouterr().out
    assert out.startswith("# Comprehensive Rules changes")
    assert "## Affected fixtures" in out


def test_command_unreadable_input(tmp_path, capsys):
    missing = tmp_path / "nope.txt"
    assert run_cli(["rules-diff", str(missing), str(corpus.cr_path())]) == 2
    err = capsys.readouterr().err
    assert "nope.txt" in err and "Traceback" not in err and len(err.strip().splitlines()) == 1
    junk = tmp_path / "junk.txt"
    junk.write_text("not the rules\n", encoding="utf-8")
    assert run_cli(["rules-diff", str(corpus.cr_path()), str(junk)]) == 2
    assert "junk.txt" in capsys.readouterr().err
    assert run_cli(["rules-diff", str(tmp_path), str(corpus.cr_path())]) == 2
    assert "is a directory" in capsys.readouterr().err


def test_registered_in_cli(capsys):
    from mtg_conformance import cli

    status = cli.main(["rules-diff", str(corpus.cr_path()), str(corpus.cr_path()),
                       "--format", "json"])
    assert status == 0
    data = json.loads(capsys.readouterr().out)
    assert data["added"] == data["removed"] == data["changed"] == data["moved"] == []
