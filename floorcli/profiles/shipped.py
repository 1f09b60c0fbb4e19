"""The shipped profiles as already parsed, so that a command that only needs a shipped
profile (a PHH audit) does not import PyYAML (about 15 ms of a short `floorcli audit`).

`shipped.json`, next to this module, holds each shipped profile file's text and the document
the YAML loader reads from it: every mapping and list with its line and the line of each key
or item.  `shipped_document` gives that document only while the file on disk still has that
very text; a profile edited since (or any other file) is read by the YAML loader as always.
`scripts/shipped_profiles.py --write` writes the JSON from the YAML loader itself, and
`tests/test_rulesets.py` checks that it is current and reads as the loader does.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

from floorcli.textio.numbers import Written
from floorcli.textio.yamlvalues import LineDict, LineList

__all__ = ["CACHE", "document_tree", "from_tree", "shipped_document"]

CACHE = Path(__file__).with_name("shipped.json")
"""The parsed shipped profiles: {file name: {"text": ..., "document": tree}}."""


def document_tree(value: object) -> object:
    """A loaded YAML value as plain JSON data that keeps every line (`from_tree` undoes it)."""
    if isinstance(value, LineDict):
        keys = [[k, value.key_line(k), document_tree(v)] for k, v in value.items()]
        return {"map": value.line, "keys": keys}
    if isinstance(value, LineList):
        items = [[value.item_line(i), document_tree(v)] for i, v in enumerate(value)]
        return {"list": value.line, "items": items}
    if isinstance(value, Written):
        return {"written": value.text}
    if value is None or isinstance(value, str | bool | int):
        return value
    raise TypeError(f"a shipped profile holds {value!r}, which shipped.json cannot keep")


def from_tree(tree: Any) -> object:
    """The loaded value `document_tree` wrote down: `LineDict`, `LineList`, scalars."""
    if not isinstance(tree, dict):
        return tree
    if "written" in tree:
        return Written(tree["written"])
    if "map" in tree:
        mapping = LineDict(line=tree["map"])
        for key, line, value in tree["keys"]:
            mapping[key] = from_tree(value)
            mapping.key_lines[key] = line
        return mapping
    items = LineList(line=tree["list"])
    for line, value in tree["items"]:
        items.append(from_tree(value))
        items.item_lines.append(line)
    return items


@functools.cache
def _cache() -> dict[str, Any]:
    try:
        with CACHE.open(encoding="utf-8") as handle:
            data = json.load(handle)
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def shipped_document(path: Path, raw: bytes) -> object | None:
    """The document of the shipped profile file `path` whose bytes are `raw`, as the YAML
    loader reads it, when `raw` is the text it was parsed from; None otherwise."""
    entry = _cache().get(path.name)
    if entry is None or raw != entry["text"].encode("utf-8"):
        return None
    return from_tree(entry["document"])
