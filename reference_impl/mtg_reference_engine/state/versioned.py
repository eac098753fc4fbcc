"""The game state's version: what is computed from the state (an object's characteristics, 613) is
kept until the state changes, and this is how the engine knows that it changed.

``version`` changes whenever anything in a game's state changes: an attribute of a game, an object,
a player, a stack item or a continuous effect is set to a different value (``Versioned.__setattr__``), or one of the lists,
dicts and sets those attributes hold is changed in place (``counters``, ``chosen``, ``effects``,
``objects``, an effect's ``affected``...: assigned containers are made ``Tracked*`` ones). So no
mutator has to remember to invalidate anything. Not tracked: what a class names ``UNVERSIONED``
(below), a mana pool's contents, and the values inside those containers (characteristics are
replaced, never changed in place; a fixture's own dicts are read only).

The number is global and every new one is unique (``itertools.count``, atomic under the GIL): a
value kept with the version it was computed at is valid exactly while ``version`` still equals it.
Another game's change (the copy the engine keeps to undo a refused action, another fixture in
another thread) only makes a kept value be computed again.
"""

from __future__ import annotations

import copy
import itertools
from typing import Any

_numbers = itertools.count(1)
version = 0


def bump() -> None:
    """The state changed."""
    global version
    version = next(_numbers)


#: Attributes that are not game state: the caches and the providers' guards (``_in_<name>``).
_ABSENT = object()
UNTRACKED = frozenset({"_layer_cache", "_guards"})


class Versioned:
    """A class whose attribute assignments change the state's version; a plain list, dict or set
    assigned to a public attribute is stored as a tracked one. A class may name in ``UNVERSIONED``
    attributes that are state but that no characteristic depends on (a game's stack, its event
    log...): changing them, or the containers they hold, keeps what was computed (a test makes sure
    no characteristics computation reads them: tests/test_reference_layers_cache.py)."""

    __slots__ = ()
    UNVERSIONED: frozenset[str] = frozenset()

    def __setattr__(self, name: str, value: Any) -> None:
        if name in UNTRACKED or name.startswith("_in_") or name in self.UNVERSIONED:
            object.__setattr__(self, name, value)
            return
        if not name.startswith("_"):
            value = track(value)
        old = self.__dict__.get(name, _ABSENT)
        object.__setattr__(self, name, value)
        if old is not value and not (type(old) is type(value) and old == value):  # setting the same value changes nothing
            bump()


def track(value: Any) -> Any:
    kind = type(value)
    if kind is list:
        return TrackedList(value)
    if kind is dict:
        return TrackedDict(value)
    if kind is set:
        return TrackedSet(value)
    return value


def _changing(name: str, base: type):
    method = getattr(base, name)

    def changed(self, *args, **kwargs):
        result = method(self, *args, **kwargs)
        bump()
        return result
    changed.__name__ = name
    return changed


def _deepcopy(self, memo: dict[int, Any]) -> Any:
    out = type(self)()
    memo[id(self)] = out
    if isinstance(self, dict):
        for k, v in self.items():
            dict.__setitem__(out, copy.deepcopy(k, memo), copy.deepcopy(v, memo))
    elif isinstance(self, list):
        list.extend(out, (copy.deepcopy(v, memo) for v in self))
    else:
        set.update(out, (copy.deepcopy(v, memo) for v in self))
    return out


class TrackedList(list):
    __slots__ = ()
    __deepcopy__ = _deepcopy


class TrackedDict(dict):
    __slots__ = ()
    __deepcopy__ = _deepcopy


class TrackedSet(set):
    __slots__ = ()
    __deepcopy__ = _deepcopy


for _name in ("append", "extend", "insert", "remove", "pop", "clear", "sort", "reverse", "__setitem__",
              "__delitem__", "__iadd__", "__imul__"):
    setattr(TrackedList, _name, _changing(_name, list))
for _name in ("__setitem__", "__delitem__", "pop", "popitem", "clear", "update", "setdefault", "__ior__"):
    setattr(TrackedDict, _name, _changing(_name, dict))
for _name in ("add", "discard", "remove", "pop", "clear", "update", "difference_update", "intersection_update",
              "symmetric_difference_update", "__ior__", "__iand__", "__isub__", "__ixor__"):
    setattr(TrackedSet, _name, _changing(_name, set))
