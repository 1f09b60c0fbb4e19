"""The values a YAML document loads as: line-keeping containers and YAML 1.2 core scalars.

Shared by the pure-Python loader (`yamlsrc`) and the libyaml one (`yamlfast`), so that both
build the same values from the same nodes and word a bad scalar the same way.
"""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING, Any

from floorcli.textio.numbers import MAX_CHIPS, Written, plain_number, too_large

if TYPE_CHECKING:
    from yaml.nodes import Node

__all__ = [
    "IMPLICIT",
    "MAX_REPEATED",
    "STD",
    "LineDict",
    "LineList",
    "Problem",
    "check_aliases",
    "line_of",
    "show",
    "to_bool",
    "to_float",
    "to_int",
]

STD = "tag:yaml.org,2002:"


class LineDict(dict[Any, Any]):
    """A YAML mapping that knows its own line and the line of each key (1-based)."""

    def __init__(self, *args: Any, line: int = 0, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.line = line
        self.key_lines: dict[Any, int] = {}

    def key_line(self, key: object) -> int:
        """Line of `key`, or of the mapping itself when the key was not written."""
        return self.key_lines.get(key, self.line)


class LineList(list[Any]):
    """A YAML sequence that knows its own line and the line of each item (1-based)."""

    def __init__(self, *args: Any, line: int = 0) -> None:
        super().__init__(*args)
        self.line = line
        self.item_lines: list[int] = []

    def item_line(self, index: int) -> int:
        """Line of item `index`, or of the sequence itself when out of range."""
        if -len(self.item_lines) <= index < len(self.item_lines):
            return self.item_lines[index]
        return self.line


class Problem(Exception):
    """A YAML problem found while building values: message and 1-based line."""

    def __init__(self, message: str, line: int) -> None:
        super().__init__(message)
        self.message = message
        self.line = line


def line_of(node: Node) -> int:
    """The 1-based line a node starts on."""
    return int(node.start_mark.line) + 1


MAX_REPEATED = 100_000
"""The most values aliases (`*name`) may add to one document, over the values written in it.

A file written out in full never comes near; a "billion laughs" of a few hundred bytes (nine
levels of nine aliases of the level before: 387,420,489 values) would take gigabytes and
minutes to walk, and an error message quoting one of its values would be hundreds of
megabytes long."""


def check_aliases(root: Node) -> None:
    """Refuse a document whose aliases repeat more than `MAX_REPEATED` values in all, at the
    line of the anchored value they repeat most (a `Problem`).  Each value is counted once
    however often it is repeated, so the check costs one pass over the nodes written.
    (An alias inside its own value is a `Problem` too.)
    """
    from yaml.nodes import MappingNode, SequenceNode

    def inside(node: Node) -> list[Node]:
        if isinstance(node, SequenceNode):
            return list(node.value)
        if isinstance(node, MappingNode):
            return [part for pair in node.value for part in pair]
        return []

    sizes: dict[int, int] = {}  # node -> the values it stands for, itself included
    uses: dict[int, tuple[Node, int]] = {}  # node -> (node, how often it is written or aliased)
    open_: set[int] = set()
    stack: list[tuple[Node, bool]] = [(root, False)]
    while stack:
        node, done = stack.pop()
        key = id(node)
        if done:
            open_.discard(key)
            parts = inside(node)
            sizes[key] = 1 + sum(sizes[id(part)] for part in parts)
            for part in parts:
                uses[id(part)] = (part, uses.get(id(part), (part, 0))[1] + 1)
            continue
        if key in sizes:
            continue
        if key in open_:
            raise Problem("a value refers to itself through an alias: write it out", line_of(node))
        open_.add(key)
        stack.append((node, True))
        stack.extend((part, False) for part in inside(node) if id(part) not in sizes)
    repeated = sizes[id(root)] - len(sizes)
    if repeated > MAX_REPEATED:
        node, _ = max(uses.values(), key=lambda use: (use[1] - 1) * sizes[id(use[0])])
        raise Problem(
            f"the value anchored here (&) is repeated by aliases (*) into {repeated:,} more "
            f"values, more than the {MAX_REPEATED:,} floorcli reads: write the values out",
            line_of(node),
        )


def show(value: object) -> str:
    """A key as a message quotes it: text in quotes, a number as written."""
    return repr(value) if isinstance(value, str) else str(value)


def _too_large(text: str) -> str:
    shown = text if len(text) <= 24 else f"{text[:12]}...({len(text)} characters)"
    return f"{shown} is too large: amounts are at most {MAX_CHIPS:,} chips"


_INT = re.compile(r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$")
_FLOAT = re.compile(
    r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
    r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$"
)
_MAX_DIGITS = len(str(MAX_CHIPS)) + 1
_BOOL = re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$")
_NULL = re.compile(r"^(?:~|null|Null|NULL|)$")

# The YAML 1.2 core schema's implicit tags: (tag, pattern, first characters).
IMPLICIT: tuple[tuple[str, re.Pattern[str], list[str | None]], ...] = (
    (f"{STD}bool", _BOOL, list("tTfF")),
    (f"{STD}int", _INT, list("-+0123456789")),
    (f"{STD}float", _FLOAT, list("-+0123456789.")),
    (f"{STD}null", _NULL, ["~", "n", "N", ""]),
)


def _plain(text: str, line: int, *, tagged: bool) -> None:
    """Refuse a number not written plainly (`floorcli.textio.numbers.plain_number`: hex, a
    leading ``+``, an exponent), or given by a tag on a quoted value (``!!int "1000"``)."""
    plain = plain_number(text)
    if tagged:
        kind = "a whole number" if _INT.match(text) else "a number"
        raise Problem(
            f"{text!r} is made {kind} by a tag (!!int, !!float): write {plain or text} "
            "without the tag and quotes",
            line,
        )
    if plain is not None:
        raise Problem(f"{text} is not a number as floorcli reads them: write {plain}", line)


def to_int(text: str, line: int, *, tagged: bool = False) -> int:
    """A whole number written in plain decimal digits (an optional minus), within the chip
    bound; `tagged` says a tag made it a number (``!!int "1000"``), which is refused."""
    _plain(text, line, tagged=tagged)
    if not _INT.match(text):
        raise Problem(f"{text!r} is not a whole number: write digits, e.g. 10", line)
    digits = text.lstrip("+-")
    if len(digits) > _MAX_DIGITS:
        raise Problem(_too_large(text), line)
    if text.startswith("0o"):
        value = int(text[2:], 8)
    elif text.startswith("0x"):
        value = int(text[2:], 16)
    else:
        value = int(text, 10)
    if too_large(value):
        raise Problem(_too_large(text), line)
    return value


def to_float(text: str, line: int, *, tagged: bool = False) -> float:
    """A number with a fraction (or ``.inf``, ``.nan``), within the chip bound; an exponent,
    a leading ``+`` or a tag on a quoted value is refused (`to_int`)."""
    lowered = text.lower()
    if not lowered.endswith((".inf", ".nan")):
        _plain(text, line, tagged=tagged)
    lowered = text.lower()
    if lowered.endswith(".inf"):
        return -math.inf if lowered.startswith("-") else math.inf
    if lowered == ".nan":
        return math.nan
    try:
        value = float(text)
    except ValueError:
        raise Problem(f"{text!r} is not a number: write digits, e.g. 2.5", line) from None
    if too_large(value):
        raise Problem(_too_large(text), line)
    return Written(text)  # the text kept: an amount in cents is read exactly


def to_bool(text: str, line: int) -> bool:
    """``true`` or ``false`` in any case."""
    if text.lower() not in ("true", "false"):
        raise Problem(f"{text!r} is not true or false", line)
    return text.lower() == "true"
