"""YAML read by libyaml's C parser, when PyYAML was built with it (`yaml.CSafeLoader`).

libyaml composes the node tree (each node with its start line, as the pure loader's); one
pass over the tree then checks the tags and builds the same `LineDict`/`LineList` values as
`yamlsrc`'s pure loader, with the same scalar conversions (`yamlvalues`).  This path only ever
answers a clean document: at the first problem of any kind (a syntax error, a bad character,
tag, key or number, an alias that contains itself, aliases repeating more than `MAX_REPEATED`
values, a document nested deeper than `MAX_DEPTH`) it gives up and `yamlsrc.load_yaml` reads
the text again with the pure loader, which words the problem.  So the values and every error
message are the pure loader's.
"""

from __future__ import annotations

import re
from typing import Any

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from floorcli.textio.yamlvalues import (
    IMPLICIT,
    STD,
    LineDict,
    LineList,
    Problem,
    check_aliases,
    to_bool,
    to_float,
    to_int,
)

__all__ = ["MAX_DEPTH", "load_fast"]

# Deeper documents go to the pure loader, whose Python recursion decides where "nested too
# deeply" starts; no hand, session or profile file comes near this.
MAX_DEPTH = 64

# Where libyaml and the pure loader were seen to read a document differently (a fuzz of the
# repository's YAML files, tests/test_yamlfast.py): libyaml takes a tab, and '?' inside a flow,
# where the pure loader refuses them; reads a bare '!' as an empty string, not null; and drops
# a second byte-order mark.  A document with any of these characters goes to the pure loader.
PURE_ONLY = re.compile(r"[\t?!\ufeff]")

_STR, _INT, _FLOAT, _BOOL, _NULL = (f"{STD}{n}" for n in ("str", "int", "float", "bool", "null"))
_SEQ, _MAP = f"{STD}seq", f"{STD}map"

# The implicit tags by a scalar's first character ('' for the empty scalar), as PyYAML's
# resolver files them; there are no path resolvers and no resolvers for any character.
_IMPLICIT: dict[str | None, list[tuple[str, re.Pattern[str]]]] = {}
for _tag, _pattern, _first in IMPLICIT:
    for _char in _first:
        _IMPLICIT.setdefault(_char, []).append((_tag, _pattern))


def _resolve(self: object, kind: type[Node], value: str, implicit: tuple[bool, bool]) -> str:
    """`yaml.resolver.BaseResolver.resolve` for these tags alone (libyaml's composer asks it
    for every node): a plain scalar's implicit tag, else the default tag of its kind."""
    if kind is ScalarNode:
        if implicit[0]:
            for tag, pattern in _IMPLICIT.get(value[:1], ()):
                if pattern.match(value):
                    return tag
        return _STR
    return _SEQ if kind is SequenceNode else _MAP


CLoader: type[Any] | None = None
_CSafeLoader: type[Any] | None = getattr(yaml, "CSafeLoader", None)
if _CSafeLoader is not None:
    # libyaml's parser and composer with the YAML 1.2 core schema's implicit tags.
    CLoader = type("CLoader", (_CSafeLoader,), {"yaml_implicit_resolvers": {}})
    for _tag, _pattern, _first in IMPLICIT:
        CLoader.add_implicit_resolver(_tag, _pattern, _first)
    CLoader.resolve = _resolve


class _GiveUp(Exception):
    """Anything this path does not answer itself: the pure loader reads the text again."""


def load_fast(text: str) -> tuple[bool, object]:
    """(True, value) when libyaml reads `text` as a clean document, else (False, None)."""
    if CLoader is None or PURE_ONLY.search(text):
        return False, None
    try:
        loader = CLoader(text)  # encodes `text`: a lone surrogate is refused here
        try:
            node = loader.get_single_node()
        finally:
            loader.dispose()
        if node is None:
            return True, None
        if "*" in text:  # an alias: the pure loader words a value repeated a billion times
            check_aliases(node)
        return True, _build(node, 0, {}, set())
    except (yaml.YAMLError, Problem, _GiveUp, RecursionError, UnicodeError, TypeError):
        return False, None


def _build(node: Node, depth: int, built: dict[int, object], open_: set[int]) -> object:
    """The value of `node`, as the pure loader's constructors build it."""
    line = int(node.start_mark.line) + 1
    tag = node.tag
    kind = type(node)
    if kind is ScalarNode:
        text: str = node.value
        tagged = bool(getattr(node, "style", None))  # quoted (libyaml: "" when plain)
        if tag == _STR:
            return text
        if tag == _INT:
            return to_int(text, line, tagged=tagged)
        if tag == _FLOAT:
            return to_float(text, line, tagged=tagged)
        if tag == _BOOL:
            return to_bool(text, line)
        if tag == _NULL:
            return None
        raise _GiveUp
    if depth >= MAX_DEPTH:
        raise _GiveUp
    key = id(node)
    if key in built:
        if key in open_:
            raise _GiveUp  # an alias inside its own value
        return built[key]  # an alias: the same value, as the pure loader gives it
    open_.add(key)
    if kind is SequenceNode and tag == _SEQ:
        items = LineList(line=line)
        built[key] = items
        lines = items.item_lines
        for item in node.value:
            if type(item) is ScalarNode and item.tag == _STR:
                items.append(item.value)  # text: the commonest value, built here
            else:
                items.append(_build(item, depth + 1, built, open_))
            lines.append(int(item.start_mark.line) + 1)
        value: object = items
    elif kind is MappingNode and tag == _MAP:
        mapping = LineDict(line=line)
        built[key] = mapping
        key_lines = mapping.key_lines
        for key_node, value_node in node.value:
            if type(key_node) is ScalarNode and key_node.tag == _STR:
                name = key_node.value  # a key in words: the commonest key, built here
            else:
                name = _build(key_node, depth + 1, built, open_)
            if name in mapping:  # also raises TypeError for a list or mapping as a key
                raise _GiveUp
            if type(value_node) is ScalarNode and value_node.tag == _STR:
                mapping[name] = value_node.value
            else:
                mapping[name] = _build(value_node, depth + 1, built, open_)
            key_lines[name] = int(key_node.start_mark.line) + 1
        value = mapping
    else:
        raise _GiveUp
    open_.discard(key)
    return value
