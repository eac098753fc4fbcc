"""What happens before a player would receive priority (117.5): the game checks state-based
actions (704.3), then puts waiting triggered abilities on the stack (603.3), and repeats until
neither applies; control effects "for as long as ..." that stopped applying end first (611.2b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import control, day_night, sba, speed, triggers, turns

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game


def before_priority(game: Game) -> None:
    for _ in range(100):
        control.update(game)  # 611.2b: control effects "for as long as ..." end when that stops being true
        turns.end_untap_locks(game)  # 611.2b: "doesn't untap ... for as long as this creature remains tapped"
        day_night.update(game)  # 702.145c-g: immediately, not a state-based action (branch kw3)
        speed.state_based(game)  # 702.179a: a state-based action (branch kw3)
        speed.check_life_loss(game)  # 702.179d (branch kw3)
        sba.check(game)
        triggers.check_events(game)
        if not game.pending_triggers:
            return
        triggers.put_on_stack(game)
