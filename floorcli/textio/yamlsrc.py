"""Safe YAML loading that remembers line numbers, for error messages that say file:line.

Mappings load as `LineDict`, sequences as `LineList`; both know the line they start on and the
line of each key or item.  Scalars follow the YAML 1.2 core schema (only ``true``/``false`` are
booleans, ``010`` is ten, dates stay text), so ``straddle: no`` or a player named ``Yes`` is not
silently turned into a boolean.  Every YAML problem becomes a `HandFileError` with file and line.

Where PyYAML was built with libyaml, the document is composed by its C parser (`CSafeLoader`,
several times faster: `yamlfast`); the nodes carry the same start lines and the values are
built by the same conversions (`yamlvalues`).  Any document that path does not take as it is
(a syntax error, a bad character, a bad tag or key) is read again by the pure-Python loader
below, so every accepted value and every error message is the pure loader's, byte for byte.
"""

from __future__ import annotations

import gc
import json
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from floorcli.errors import HandFileError
from floorcli.textio.limits import MAX_PARSED_BYTES, STDIN_NAME, is_stdin, read_text_limited
from floorcli.textio.numbers import Written
from floorcli.textio.yamlfast import load_fast
from floorcli.textio.yamlvalues import (
    IMPLICIT,
    STD,
    LineDict,
    LineList,
    Problem,
    check_aliases,
    line_of,
    show,
    to_bool,
    to_float,
    to_int,
)

__all__ = [
    "LineDict",
    "LineList",
    "dump_yaml",
    "load_yaml",
    "one_line",
    "read_yaml_file",
    "yaml_flow",
]

_TAGS = {f"{STD}{name}" for name in ("str", "int", "float", "bool", "null", "seq", "map")}
_KINDS: dict[str, type[Node]] = {f"{STD}seq": SequenceNode, f"{STD}map": MappingNode}


class _Loader(yaml.SafeLoader):
    """SafeLoader with the YAML 1.2 core schema and line-keeping containers."""

    yaml_implicit_resolvers: dict[Any, Any] = {}  # noqa: RUF012 (replaces SafeLoader's table)

    def construct_int(self, node: Node) -> int:
        text = str(self.construct_scalar(node))  # type: ignore[arg-type]
        return to_int(text, line_of(node), tagged=bool(node.style))  # type: ignore[attr-defined]

    def construct_float(self, node: Node) -> float:
        text = str(self.construct_scalar(node))  # type: ignore[arg-type]
        return to_float(text, line_of(node), tagged=bool(node.style))  # type: ignore[attr-defined]

    def construct_bool(self, node: Node) -> bool:
        return to_bool(str(self.construct_scalar(node)), line_of(node))  # type: ignore[arg-type]

    def construct_null(self, node: Node) -> None:
        return None

    def construct_seq(self, node: Node) -> Any:
        data = LineList(line=line_of(node))
        yield data
        for item in node.value:
            data.append(self.construct_object(item, deep=True))
            data.item_lines.append(line_of(item))

    def construct_map(self, node: Node) -> Any:
        data = LineDict(line=line_of(node))
        yield data
        for key_node, value_node in node.value:
            key = self.construct_object(key_node, deep=True)
            line = line_of(key_node)
            try:
                hash(key)
            except TypeError:
                raise Problem(
                    "a key must be a plain name or number, not a list or mapping", line
                ) from None
            if key in data:
                raise Problem(
                    f"duplicate key {show(key)} (first at line {data.key_line(key)}): "
                    "write each key once",
                    line,
                )
            data[key] = self.construct_object(value_node, deep=True)
            data.key_lines[key] = line


class _Dumper(yaml.SafeDumper):
    """Writes what `_Loader` reads back the same: a string the loader would take for a
    number, a boolean or null (`1e400`, `0x1F`) is quoted, and an amount read in cents
    (`Written`) is written as it was typed, ``0.50`` (not ``0.5``)."""

    yaml_implicit_resolvers: dict[Any, Any] = {}  # noqa: RUF012 (the loader's table, below)


for _tag, _pattern, _first in IMPLICIT:
    _Loader.add_implicit_resolver(_tag, _pattern, _first)
    _Dumper.add_implicit_resolver(_tag, _pattern, _first)

_Dumper.add_representer(
    Written, lambda dumper, value: dumper.represent_scalar(f"{STD}float", value.text)
)


def dump_yaml(data: object, *, flow: bool | None = False, width: int = 80) -> str:
    """`data` (plain dicts, lists, strings, numbers) as YAML that `load_yaml` reads back to
    the same values, in the order given; `flow=None` writes innermost collections in flow
    style.

    >>> print(dump_yaml({"blinds": [Written("0.25"), Written("0.50")], "note": "1e400"}), end="")
    blinds:
    - 0.25
    - 0.50
    note: '1e400'
    """
    return str(
        yaml.dump(
            data,
            Dumper=_Dumper,
            sort_keys=False,
            default_flow_style=flow,
            allow_unicode=True,
            width=width,
        )
    )


_Loader.yaml_constructors = {
    f"{STD}str": yaml.SafeLoader.construct_yaml_str,
    f"{STD}int": _Loader.construct_int,
    f"{STD}float": _Loader.construct_float,
    f"{STD}bool": _Loader.construct_bool,
    f"{STD}null": _Loader.construct_null,
    f"{STD}seq": _Loader.construct_seq,
    f"{STD}map": _Loader.construct_map,
}


def _short_tag(tag: str) -> str:
    if tag.startswith(STD):
        name = tag[len(STD) :]
        return "!!" + (name.split(":", 1)[0] if name.startswith("python/") else name)
    return tag


def _check_nodes(root: Node) -> None:
    """Refuse non-standard tags and values that contain themselves (recursive aliases)."""
    stack: list[tuple[Node, frozenset[int]]] = [(root, frozenset())]
    seen: set[int] = set()
    while stack:
        node, ancestors = stack.pop()
        if id(node) in ancestors:
            raise Problem("a value refers to itself through an alias: write it out", line_of(node))
        if node.tag not in _TAGS:
            raise Problem(
                f"unknown tag {_short_tag(node.tag)}: write plain values (numbers, names, lists)",
                line_of(node),
            )
        kind = _KINDS.get(node.tag, ScalarNode)
        if not isinstance(node, kind):
            raise Problem(
                f"tag {_short_tag(node.tag)} does not fit this value: remove the tag", line_of(node)
            )
        if id(node) in seen and not isinstance(node, ScalarNode):
            continue
        seen.add(id(node))
        inner = ancestors | {id(node)}
        if isinstance(node, SequenceNode):
            stack.extend((item, inner) for item in node.value)
        elif isinstance(node, MappingNode):
            for key, value in node.value:
                stack.append((key, inner))
                stack.append((value, inner))


_HINTS = (
    ("mapping values are not allowed", "quote text that contains ': ', or fix the indentation"),
    ("'\\t'", "indent with spaces, not tabs"),
    ("could not find expected ':'", "write each setting as key: value"),
    ("found undefined alias", "define the &anchor before using *alias, or write the value out"),
    ("found unexpected end of stream", "close the quote or bracket that is still open"),
    ("expected ',' or ']'", "close the list with ']' and separate items with ', '"),
    ("expected ',' or '}'", "close the mapping with '}' and separate items with ', '"),
)


def _syntax_message(err: yaml.MarkedYAMLError) -> str:
    if err.problem and "another document" in err.problem:
        return "a second YAML document starts here: write one document per file (one '---' at most)"
    problem = err.problem or err.context or "cannot be read"
    if err.context and err.problem:
        problem = f"{problem} {err.context}"
    text = f"{err.problem} {err.context}"
    hint = next((h for needle, h in _HINTS if needle in text), "check the indentation and quotes")
    return f"invalid YAML: {problem}; {hint}"


def _char(character: object) -> str:
    return f"U+{character:04X}" if isinstance(character, int) else repr(character)


def load_yaml(text: str, file: str) -> object:
    """Parse one YAML document safely; mappings become `LineDict`, sequences `LineList`.

    Python's cyclic garbage collector is paused meanwhile: a 10,000-hand session makes
    hundreds of thousands of objects, and each collection pass would walk them all again
    (2.6x slower with libyaml, docs/speed.md); the values hold no cycles to collect.
    """
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _load(text, file)
    finally:
        if collecting:
            gc.enable()


def _load(text: str, file: str) -> object:
    done, value = load_fast(text)
    if done:
        return value
    loader: _Loader | None = None
    try:
        loader = _Loader(text)
        node = loader.get_single_node()
        if node is None:
            return None
        _check_nodes(node)
        if "*" in text:  # an alias: it may repeat a value a billion times
            check_aliases(node)
        return loader.construct_document(node)
    except Problem as err:
        raise HandFileError(err.message, file=file, line=err.line) from None
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        line = int(mark.line) + 1 if mark is not None else None
        raise HandFileError(_syntax_message(err), file=file, line=line) from None
    except yaml.reader.ReaderError as err:
        line = text.count("\n", 0, max(err.position, 0)) + 1
        raise HandFileError(
            f"invalid character {_char(err.character)}: write plain text (no control characters)",
            file=file,
            line=line,
        ) from None
    except yaml.YAMLError as err:
        raise HandFileError(f"invalid YAML: {err}", file=file) from None
    except RecursionError:
        raise HandFileError("invalid YAML: nested too deeply; flatten it", file=file) from None
    finally:
        if loader is not None:
            loader.dispose()


def read_yaml_file(path: Path, *, name: str | None = None, limit: int | None = None) -> object:
    """Read and parse a UTF-8 YAML file (standard input for `-`); errors name the file
    (`name`, default the path, `<stdin>` for `-`).

    A file of more than `limit` bytes (default `MAX_PARSED_BYTES`) is refused, and no more
    than that is ever read, so a device or an endless pipe named as a file cannot hold the
    reader forever (`floorcli.textio.limits`).
    """
    file = name if name is not None else STDIN_NAME if is_stdin(path) else str(path)
    limit = MAX_PARSED_BYTES if limit is None else limit
    try:
        text = read_text_limited(path, limit=limit)
    except HandFileError as err:
        err.file = file
        raise
    return load_yaml(text, file)


# ---------------------------------------------------------------- writing

_PLAIN = re.compile(r"[A-Za-z][\w.\-/]*")
_SPECIAL = frozenset({"true", "false", "null", "yes", "no", "on", "off", "y", "n", "~"})


def yaml_flow(value: object) -> str:
    """A value in YAML flow style: plain when that reads back the same, else a JSON string.

    >>> [yaml_flow(v) for v in ((1, 2), True, None, "no-limit", "No", "a,b")]
    ['[1, 2]', 'true', 'null', 'no-limit', '"No"', '"a,b"']
    """
    if isinstance(value, str) and _PLAIN.fullmatch(value) and value.lower() not in _SPECIAL:
        return value
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(yaml_flow(v) for v in value) + "]"
    if isinstance(value, Mapping):
        return (
            "{" + ", ".join(f"{yaml_flow(str(k))}: {yaml_flow(v)}" for k, v in value.items()) + "}"
        )
    return json.dumps(str(value))


def one_line(text: str) -> str:
    r"""`text` for a ``#`` comment line of a file written: a newline or any other control
    character is written as its escape, so a file name cannot start a line of its own.

    >>> one_line("hand\nbutton: 9.phh")
    'hand\\nbutton: 9.phh'
    """
    if text.isprintable():
        return text
    return "".join(
        c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in text
    )
