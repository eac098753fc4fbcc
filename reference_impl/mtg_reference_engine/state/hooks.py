"""The rules the game state calls back into, filled by the rules modules as they are imported.

The state sits below the rules: it never imports a rules module. Where the state's own bookkeeping
needs a rule — drawing a card moves it (121.2, done by the rule for moving between zones), a filter
asks whether a creature is in combat (506.4), the cleanup step ends players' effects (514.2), an
Aura on the battlefield at the start copies at once (707.2c) — the rules module that implements it
registers the function here under a name, and the state calls it by that name. The engine package
imports the rules package, so every hook is filled before a game starts.
"""

from __future__ import annotations

from typing import Any, Callable

HOOKS: dict[str, Callable[..., Any]] = {}


def provides(name: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Decorator for a rules module's function the state calls under ``name``."""
    def register(fn: Callable[..., Any]) -> Callable[..., Any]:
        HOOKS[name] = fn
        return fn
    return register


def rule(name: str) -> Callable[..., Any]:
    """The function a rules module registered under ``name``."""
    try:
        return HOOKS[name]
    except KeyError:
        raise RuntimeError(f"no rules module provides {name!r}: import mtg_reference_engine.rules "
                           f"(the engine package does)") from None
