"""Copy a frozen value with some fields changed: the one way every layer makes a new value."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Any, TypeVar

T = TypeVar("T")

_EVOLVERS: dict[type, Callable[[Any, dict[str, object]], Any]] = {}


def _evolver(cls: type) -> Callable[[Any, dict[str, object]], Any]:
    """Build (once per class) a function that copies an instance with some fields changed."""
    names = [f.name for f in fields(cls)]
    body = "\n".join(
        f"    setattr_(new, {n!r}, changes[{n!r}] if {n!r} in changes else obj.{n})" for n in names
    )
    source = f"def copy(obj, changes):\n    new = new_(cls)\n{body}\n    return new\n"
    scope: dict[str, Any] = {"new_": object.__new__, "setattr_": object.__setattr__, "cls": cls}
    exec(source, scope)  # a fixed template over the class's own field names
    known = frozenset(names)

    def evolve_one(obj: Any, changes: dict[str, object]) -> Any:
        if not known.issuperset(changes):
            unknown = sorted(set(changes) - known)
            raise TypeError(f"{cls.__name__} has no field {unknown[0]!r}")
        return scope["copy"](obj, changes)

    return evolve_one


def evolve(obj: T, **changes: object) -> T:
    """A copy of a frozen dataclass with some fields changed: `dataclasses.replace` without
    its per-call overhead (the engine makes dozens of these per hand).

    >>> from floorcli.model.actions import Action, Verb
    >>> evolve(Action(who="3", verb=Verb.BET, amount=20), amount=30).amount
    30
    """
    cls = type(obj)
    make = _EVOLVERS.get(cls)
    if make is None:
        make = _EVOLVERS[cls] = _evolver(cls)
    result: T = make(obj, changes)
    return result


__all__ = ["evolve"]
