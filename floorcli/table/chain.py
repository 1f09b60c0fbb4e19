"""A persistent stack: adding or dropping the last item costs the same at the 10,000th item as
at the first, and every earlier version stays as it was (the live table's steps and log).

A tuple would copy every earlier item on each action, so the cost of an answer would grow
with the length of the hand; a `Chain` shares them.

>>> c = Chain().push("3 raise 25").push("4 call")
>>> len(c), c.last, tuple(c)
(2, '4 call', ('3 raise 25', '4 call'))
>>> tuple(c.pop()), tuple(c)
(('3 raise 25',), ('3 raise 25', '4 call'))
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Generic, TypeVar

__all__ = ["Chain"]

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class _Link(Generic[T]):
    item: T
    prev: _Link[T] | None


@dataclass(frozen=True, slots=True, kw_only=True)
class Chain(Generic[T]):
    """Items in order; `push`, `pop`, `last` and `len` are O(1), iteration O(n)."""

    top: _Link[T] | None = None
    size: int = 0

    def push(self, item: T) -> Chain[T]:
        """This chain with `item` added at the end."""
        return Chain(top=_Link(item, self.top), size=self.size + 1)

    def pop(self) -> Chain[T]:
        """This chain without its last item (empty stays empty)."""
        if self.top is None:
            return self
        return Chain(top=self.top.prev, size=self.size - 1)

    @property
    def last(self) -> T | None:
        """The last item, or None when empty."""
        return None if self.top is None else self.top.item

    def __len__(self) -> int:
        return self.size

    def __iter__(self) -> Iterator[T]:
        items: list[T] = []
        link = self.top
        while link is not None:
            items.append(link.item)
            link = link.prev
        return reversed(items)
