"""The reference engine as an mtg-conformance engine (entry point ``reference``)."""

from __future__ import annotations

from typing import Any

from mtg_conformance.capabilities import CAPABILITIES

from .. import __version__
from .engine import run_fixture
from ..state.game import BadFixture, MissingChoice, Unsupported
from ..state.support import card_report


class ReferenceEngine:
    """In-process adapter: ``hello`` and ``run`` as the harness expects (mtg_conformance.engines)."""

    def hello(self) -> dict[str, Any]:
        # Build the Oracle grammar's parser now (lru-cached, about a second on a quiet machine, several
        # under load): a harness gives the hello reply its start-up time, and the first fixture that
        # reads a line through the grammar should not pay for it within its own deadline.
        from ..text.parse import parser

        parser()
        return {"engine": {"name": "mtg-conformance reference engine", "version": __version__},
                "capabilities": sorted(CAPABILITIES)}

    def run(self, payload: dict[str, Any]) -> dict[str, Any]:
        try:
            return run_fixture(payload)
        except MissingChoice as exc:
            return {"error": {"kind": "missing_choice", "message": str(exc)}}
        except BadFixture as exc:
            return {"error": {"kind": "bad_fixture", "message": str(exc)}}
        except Unsupported as exc:  # issue 13: the engine refuses rather than guess (support.py)
            return exc.reply()

    def cards_report(self, cards: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """For each card-pool entry, whether the engine implements every line of every face — the
        decision that makes a fixture ``unsupported`` (reference_impl.support). Each row:
        ``{"name", "layout", "understood", "not_understood": [lines], "why": {line: [reasons]}}``."""
        return [card_report(card) for card in cards]

    def close(self) -> None:
        pass
