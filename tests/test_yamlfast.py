"""libyaml's C parser reads exactly what the pure loader reads: the same values, the same lines,
and for anything else the pure loader's own error message."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from floorcli.errors import HandFileError
from floorcli.textio import yamlfast
from floorcli.textio.yamlsrc import LineDict, LineList, load_yaml

ROOT = Path(__file__).resolve().parent.parent
needs_libyaml = pytest.mark.skipif(yamlfast.CLoader is None, reason="PyYAML without libyaml")

# Pieces spliced into real files: YAML syntax, the characters where libyaml and the pure
# loader were seen to differ (tab, '?', '!', a byte-order mark), control and wide characters.
PIECES = [
    *": \t\n-[]{},\"'|>#%\\@`=\r",
    "&a ", "*a", "!!str ", "!!int ", "!!map ", "!x ", "? ", "- - ", "a: b: c", "<<: *a",
    "%YAML 1.1\n", "---\n", "...\n", "\x01", "\x00", "\x7f", "\x85", "\xa0", "\u2028", "\ufeff",
    "\ufffe", "é", "\U0001f600", "0x1F", "0o17", "1e5", ".inf", "99999999999999999999", "~",
    '"\\x41"', "'it''s'", "|-\n", ">+\n", "\n  ", "\n    - ",
]  # fmt: skip


def _snapshot(value: object) -> object:
    """The value with every line it remembers, comparable with ==."""
    if isinstance(value, LineDict):
        items = tuple((_snapshot(k), _snapshot(v), value.key_line(k)) for k, v in value.items())
        return ("map", value.line, items)
    if isinstance(value, LineList):
        return ("seq", value.line, tuple(_snapshot(v) for v in value), tuple(value.item_lines))
    return (type(value).__name__, repr(value))


def _read(text: str, *, fast: bool, monkeypatch: pytest.MonkeyPatch) -> object:
    with monkeypatch.context() as patch:
        if not fast:
            patch.setattr(yamlfast, "CLoader", None)
        try:
            return ("value", _snapshot(load_yaml(text, "h.yaml")))
        except HandFileError as err:
            return ("error", str(err))


def _mutated(rng: random.Random, texts: list[str]) -> str:
    text = rng.choice(texts)
    if rng.random() < 0.2:
        return "".join(rng.choice([*PIECES, "a", "1", " ", "\n", ": ", "- "]) for _ in range(30))
    for _ in range(rng.randint(1, 4)):
        at = rng.randrange(len(text) + 1)
        roll = rng.random()
        if roll < 0.4:
            text = text[:at] + rng.choice(PIECES) + text[at:]
        elif roll < 0.7:
            text = text[:at] + text[at + rng.randint(1, 5) :]
        else:
            start = rng.randrange(len(text) + 1)
            text = text[:at] + text[start : start + 10] + text[at:]
    return text


@pytest.mark.slow
@needs_libyaml
def test_c_parser_and_pure_loader_agree_on_mutated_repository_files(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    paths = sorted(ROOT.glob("examples/**/*.yaml")) + sorted(ROOT.glob("tests/sessions/*.yaml"))
    paths += sorted(ROOT.glob("rulesets/*.yaml"))
    texts = [p.read_text(encoding="utf-8") for p in paths]
    assert len(texts) > 20
    rng = random.Random(15)
    for _ in range(1500):
        text = _mutated(rng, texts)
        fast = _read(text, fast=True, monkeypatch=monkeypatch)
        pure = _read(text, fast=False, monkeypatch=monkeypatch)
        assert fast == pure, text


@needs_libyaml
def test_clean_files_are_read_by_the_c_parser() -> None:
    paths = sorted(ROOT.glob("examples/*.yaml"))
    clean = [p for p in paths if not yamlfast.PURE_ONLY.search(p.read_text(encoding="utf-8"))]
    assert clean
    for path in clean:
        done, value = yamlfast.load_fast(path.read_text(encoding="utf-8"))
        assert done
        assert isinstance(value, LineDict)


@needs_libyaml
@pytest.mark.parametrize(
    "text",
    [
        "a:\n  b: [1,\t2]\n",  # a tab libyaml takes and the pure loader refuses
        "blinds: [5? , 10]\n",  # '?' inside a flow
        "a: !\n",  # a bare '!' (libyaml: an empty string; pure: null)
        "\ufeff\ufeffa: 1\n",  # a second byte-order mark
        "a: 1\n  b: 2\n",  # a syntax error
        "a: 1\na: 2\n",  # a duplicate key
        "a: 0x1g\n",  # not a number: a string
        "a: &x [*x]\n",  # an alias inside its own value
        "[" * 70 + "]" * 70,  # nested deeper than MAX_DEPTH
        "? [1, 2]\n: x\n",  # a list as a key
    ],
)
def test_the_c_parser_leaves_the_rest_to_the_pure_loader(
    text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    done, _ = yamlfast.load_fast(text)
    assert done == (text == "a: 0x1g\n")
    assert _read(text, fast=True, monkeypatch=monkeypatch) == _read(
        text, fast=False, monkeypatch=monkeypatch
    )


def test_without_libyaml_the_pure_loader_reads_everything(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(yamlfast, "CLoader", None)
    assert yamlfast.load_fast("a: 1\n") == (False, None)
    data = load_yaml("a: 1\nb: [x, 2]\n", "h.yaml")
    assert isinstance(data, LineDict)
    assert (data, data.key_line("b"), data["b"].item_lines) == ({"a": 1, "b": ["x", 2]}, 2, [2, 2])
