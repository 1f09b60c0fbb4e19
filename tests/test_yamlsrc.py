"""YAML loading keeps line numbers and turns every YAML problem into a HandFileError."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floorcli.errors import FloorError, HandFileError
from floorcli.textio.numbers import Written
from floorcli.textio.yamlsrc import LineDict, LineList, load_yaml, read_yaml_file

HAND = """\
rules: tda-nlhe
blinds: [5, 10]
seats:
  1: 1000
  2: {name: Alice, stack: 1000}
actions:
  - 3 raise 25

  - 4 call
"""


def refused(text: str, file: str = "h.yaml") -> str:
    with pytest.raises(HandFileError) as caught:
        load_yaml(text, file)
    return str(caught.value)


def test_mappings_know_their_lines() -> None:
    data = load_yaml(HAND, "h.yaml")
    assert isinstance(data, LineDict)
    assert data.line == 1
    assert [data.key_line(k) for k in ("rules", "blinds", "seats", "actions")] == [1, 2, 3, 6]
    seats = data["seats"]
    assert isinstance(seats, LineDict)
    assert (seats.line, seats.key_line(1), seats.key_line(2)) == (4, 4, 5)
    assert seats[2] == {"name": "Alice", "stack": 1000}
    assert seats[2].key_line("stack") == 5


def test_sequences_know_their_lines() -> None:
    data = load_yaml(HAND, "h.yaml")
    assert isinstance(data, LineDict)
    actions = data["actions"]
    assert isinstance(actions, LineList)
    assert actions == ["3 raise 25", "4 call"]
    assert (actions.line, actions.item_line(0), actions.item_line(1)) == (7, 7, 9)
    assert actions.item_line(5) == actions.line
    assert data["blinds"].item_line(1) == 2


def test_missing_key_line_falls_back_to_the_mapping() -> None:
    data = load_yaml("a: 1\nb:\n  c: 2\n", "h.yaml")
    assert isinstance(data, LineDict)
    assert data.key_line("zzz") == 1
    assert data["b"].key_line("zzz") == 3


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a: yes", "yes"),
        ("a: no", "no"),
        ("a: on", "on"),
        ("a: true", True),
        ("a: False", False),
        ("a: 010", 10),
        ("a: -5", -5),
        ("a: 2.5", 2.5),
        ("a: 2024-10-09", "2024-10-09"),
        ("a: 1:30", "1:30"),
        ("a: 1_000", "1_000"),
        ("a: ~", None),
        ("a: null", None),
        ("a:", None),
        ("a: '5'", "5"),
        ("a: !!str 5", "5"),
        ("a: !!float 5", 5.0),
    ],
)
def test_scalars_follow_the_yaml_1_2_core_schema(text: str, expected: object) -> None:
    data = load_yaml(text, "h.yaml")
    assert isinstance(data, dict)
    assert data["a"] == expected
    # A float keeps its text (`Written`, a float) so that an amount in cents is read exactly.
    assert type(data["a"]) is type(expected) or isinstance(expected, float) is isinstance(
        data["a"], Written
    )


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("a: 0x10", "16"),  # hex: 1 x 16
        ("a: 0o10", "8"),  # octal: 1 x 8
        ("a: 1e3", "1000"),  # 1 x 10^3
        ("a: +5", "5"),
        ('a: !!int "5"', "5"),  # a tag making a quoted value a number
    ],
)
def test_numbers_spelled_another_way_are_refused_with_the_plain_number(
    text: str, plain: str
) -> None:
    # YAML 1.2 core (and 1.1) reads these as numbers; floorcli's one rule for numbers reads
    # plain digits only and says what to write.
    with pytest.raises(FloorError) as caught:
        load_yaml(text, "h.yaml")
    assert caught.value.line == 1
    assert f"write {plain}" in caught.value.message


def test_a_float_keeps_its_text_for_exact_amounts() -> None:
    data = load_yaml("a: 0.10\nb: [0.25, 1.5]", "h.yaml")
    assert isinstance(data, dict)
    assert data["a"].text == "0.10"
    assert [v.text for v in data["b"]] == ["0.25", "1.5"]


def test_empty_document_is_none() -> None:
    assert load_yaml("", "h.yaml") is None
    assert load_yaml("# only a comment\n", "h.yaml") is None


def test_aliases_are_allowed() -> None:
    assert load_yaml("a: &x [1, 2]\nb: *x\n", "h.yaml") == {"a": [1, 2], "b": [1, 2]}


def laughs(levels: int) -> str:
    """A 'billion laughs' document: each level a list of nine aliases of the level before,
    so the last one stands for 9 ** levels values in a few hundred bytes."""
    rows = ["- &l0 [x, x, x, x, x, x, x, x, x]"]
    rows += [f"- &l{n} [{', '.join([f'*l{n - 1}'] * 9)}]" for n in range(1, levels + 1)]
    return "\n".join(rows) + "\n"


def test_aliases_that_repeat_a_billion_values_are_refused() -> None:
    # Nine levels: 9 ** 9 = 387,420,489 "x" in the last list alone.  &l0 to &l8 (lines 1 to
    # 9) are each written once and aliased nine times by the next level; the one those
    # aliases repeat most is the largest, &l8 on line 9.
    assert refused(laughs(9)).startswith(
        "h.yaml:9: the value anchored here (&) is repeated by aliases (*) into "
    )
    assert refused(laughs(9)).endswith(": write the values out")
    assert len(refused(laughs(9))) < 200  # one short line, not the values


def test_aliases_that_repeat_a_few_values_are_kept() -> None:
    # Four levels: 9 ** 4 = 6,561 values in the last list, well within the bound.
    assert len(load_yaml(laughs(4), "h.yaml")[4]) == 9  # type: ignore[index]


def test_python_object_tag_refused() -> None:
    message = refused("name: x\nblinds: !!python/object:os.system ls\n")
    assert message == (
        "h.yaml:2: unknown tag !!python/object: write plain values (numbers, names, lists)"
    )


@pytest.mark.parametrize(
    ("text", "tag"),
    [
        ("a: !!python/object/apply:os.system [ls]\n", "!!python/object/apply"),
        ("a: !!python/name:os.system ''\n", "!!python/name"),
        ("a: !!binary aGVsbG8=\n", "!!binary"),
        ("a: !!timestamp 2024-01-01\n", "!!timestamp"),
        ("a: !!set {x}\n", "!!set"),
        ("a: !custom value\n", "!custom"),
        ("? !!python/tuple [1, 2]\n: x\n", "!!python/tuple"),
    ],
)
def test_non_standard_tags_refused(text: str, tag: str) -> None:
    assert f"unknown tag {tag}: write plain values" in refused(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a: 1\n  b: 2\n", "h.yaml:2: invalid YAML: mapping values are not allowed here"),
        ("a: [1, 2\nb: 3\n", "h.yaml:2: invalid YAML: expected ',' or ']'"),
        ("a:\n\t- 1\n", "h.yaml:2: invalid YAML: found character '\\t'"),
        ("a: 'abc\n", "h.yaml:2: invalid YAML: found unexpected end of stream"),
        ("a: *nowhere\n", "h.yaml:1: invalid YAML: found undefined alias 'nowhere'"),
    ],
)
def test_syntax_errors_report_the_line(text: str, expected: str) -> None:
    assert refused(text).startswith(expected)


def test_syntax_error_says_what_to_write_instead() -> None:
    assert refused("a:\n\t- 1\n").endswith("; indent with spaces, not tabs")
    assert refused("a: 1\n  b: 2\n").endswith(
        "; quote text that contains ': ', or fix the indentation"
    )


def test_duplicate_key_refused_with_both_lines() -> None:
    assert refused("name: x\nblinds: [1, 2]\nante: 1\nblinds: [2, 4]\n") == (
        "h.yaml:4: duplicate key 'blinds' (first at line 2): write each key once"
    )


def test_duplicate_seat_numbers_refused() -> None:
    assert refused("seats:\n  1: 100\n  01: 200\n") == (
        "h.yaml:3: duplicate key 1 (first at line 2): write each key once"
    )


def test_second_document_refused() -> None:
    assert refused("a: 1\n---\nb: 2\n") == (
        "h.yaml:2: a second YAML document starts here: write one document per file "
        "(one '---' at most)"
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a: 1\nb: \x00\n", "h.yaml:2: invalid character U+0000: write plain text"),
        ("a: &x [1, *x]\n", "h.yaml:1: a value refers to itself through an alias"),
        ("? [1, 2]\n: 3\n", "h.yaml:1: a key must be a plain name or number"),
        ("a: !!seq 5\n", "h.yaml:1: tag !!seq does not fit this value: remove the tag"),
        ("a: !!str [1]\n", "h.yaml:1: tag !!str does not fit this value: remove the tag"),
        ("a: !!int abc\n", "h.yaml:1: 'abc' is not a whole number: write digits"),
        ("a: !!bool yes\n", "h.yaml:1: 'yes' is not true or false"),
        ("a: " + "[" * 3000 + "]" * 3000, "h.yaml: invalid YAML: nested too deeply"),
    ],
)
def test_other_problems_refused_cleanly(text: str, expected: str) -> None:
    assert refused(text).startswith(expected)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab:-[]{}!&*?|>'\"#%@`, \n\t01.~\x00é")), max_size=40))
def test_no_yaml_exception_escapes(text: str) -> None:
    try:
        load_yaml(text, "fuzz.yaml")
    except HandFileError as err:
        assert err.file == "fuzz.yaml"
        assert "\n" not in str(err)


def test_read_yaml_file(tmp_path: Path) -> None:
    path = tmp_path / "hand.yaml"
    path.write_text("\ufeffa: 1\n", encoding="utf-8")
    assert read_yaml_file(path) == {"a": 1}


def test_read_missing_file_names_it(tmp_path: Path) -> None:
    missing = tmp_path / "nope.yaml"
    with pytest.raises(HandFileError) as caught:
        read_yaml_file(missing)
    assert str(caught.value) == f"{missing}: cannot read: No such file or directory"


def test_read_folder_and_binary_file(tmp_path: Path) -> None:
    with pytest.raises(HandFileError, match="cannot read: Is a directory"):
        read_yaml_file(tmp_path)
    binary = tmp_path / "latin1.yaml"
    binary.write_bytes(b"name: caf\xe9\n")
    with pytest.raises(FloorError) as caught:
        read_yaml_file(binary, name="latin1.yaml")
    assert str(caught.value) == (
        "latin1.yaml: cannot read: not UTF-8 text (byte 0xe9 at offset 9); save the file as UTF-8"
    )
