"""The audit summary written without rich is byte for byte what rich writes to a pipe.

`floorcli.cli.render.plain` draws the summary table and the lines under it when rich would
write plain text; these tests draw random tables both ways at random widths (`COLUMNS`) and
compare, and check when the plain writer must leave the drawing to rich.
"""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floorcli.cli.render.audit import _rich_summary
from floorcli.cli.render.plain import write_table

ascii_text = st.text(st.characters(min_codepoint=0x20, max_codepoint=0x7E), max_size=60)
rows = st.lists(st.tuples(ascii_text, st.integers(0, 10**15)), min_size=1, max_size=12)
any_text = st.text(st.characters(min_codepoint=0x20, max_codepoint=0x3000), max_size=120)
words = st.text(st.characters(min_codepoint=0x21, max_codepoint=0x7E), min_size=1, max_size=30)
spaces = st.text(" ", max_size=4)
long_line = st.lists(st.tuples(spaces, words), max_size=20).map(
    lambda parts: "".join(gap + word for gap, word in parts)
)
lines = st.lists(st.one_of(ascii_text, any_text, long_line, long_line.map(str.upper)), max_size=6)


def _drawn(draw: object) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        draw()  # type: ignore[operator]
    return out.getvalue()


@pytest.mark.slow
@settings(max_examples=500, deadline=None)
@given(rows=rows, lines=lines, width=st.integers(10, 160))
def test_plain_table_is_riches_bytes(
    rows: list[tuple[str, int]], lines: list[str], width: int
) -> None:
    wrote: list[bool] = []
    plain = _drawn(lambda: wrote.append(write_table("Audit", ("", "count"), rows, lines, width)))
    if wrote[0]:
        with mock.patch.dict(os.environ, {"COLUMNS": str(width)}):
            assert plain == _drawn(lambda: _rich_summary(rows, lines))
    else:
        assert plain == ""


@mock.patch.dict(os.environ, {"COLUMNS": "80"})
def test_the_corpus_summary_is_written_plain() -> None:
    """The usual summary fits: the plain writer takes it, with rich's bytes."""
    summary = [("files read", 10088), ("hands replayed", 10088), ("irregular actions", 0)]
    summary += [("skipped", 0), ("chip accounting checked", 10088), ("chip mismatches", 8)]
    chips = ["chips: wsop/2023/43.phh: the pots leave 0.5 chips (an odd chip split in halves)"]
    plain = _drawn(lambda: write_table("Audit", ("", "count"), summary, chips, 80))
    assert plain.splitlines()[0] == " " * 15 + "Audit" + " " * 15  # 23 + 5 + 7 = 35 wide
    assert plain == _drawn(lambda: _rich_summary(summary, chips))


def test_a_long_line_is_wrapped_as_rich_wraps_it() -> None:
    line = "chips: ../shared/corpus/phh/pluribus/102/0.phh hand 0: a finishing stack is not "
    line += "a whole number of chips (a split pot's odd chip was halved)"
    with mock.patch.dict(os.environ, {"COLUMNS": "80"}):
        plain = _drawn(lambda: write_table("Audit", ("", "count"), [("files read", 1)], [line], 80))
        assert plain == _drawn(lambda: _rich_summary([("files read", 1)], [line]))
    assert plain.splitlines()[-2:] == [line[:80], line[80:]]  # 80 wide, up to "not "


def test_wide_or_unusual_text_is_left_to_rich() -> None:
    rows = [("files read", 1)]
    assert not write_table("Audit", ("", "count"), rows, ["caf\u00e9"], 80)
    assert not write_table("Audit", ("", "count"), [("wide label " * 8, 1)], [], 80)


@pytest.mark.parametrize(
    ("env", "plain"),
    [({}, True), ({"FORCE_COLOR": "1"}, False), ({"TTY_COMPATIBLE": "1"}, False)],
)
def test_plain_only_when_rich_would_write_plain_text(env: dict[str, str], plain: bool) -> None:
    """Piped, rich writes no styles; forced to a terminal, it would: then rich draws."""
    code = "from floorcli.cli.render.plain import plain_width; print(plain_width())"
    base = {"PATH": "/usr/bin:/bin", "COLUMNS": "72", "PYTHONIOENCODING": "utf-8"}
    done = subprocess.run(
        [sys.executable, "-c", code],
        env={**base, **env},
        capture_output=True,
        text=True,
        check=True,
        stdin=subprocess.DEVNULL,
    )
    assert done.stdout.strip() == ("72" if plain else "None")


def test_not_utf8_is_left_to_rich() -> None:
    code = "from floorcli.cli.render.plain import plain_width; print(plain_width())"
    done = subprocess.run(
        [sys.executable, "-c", code],
        env={"PATH": "/usr/bin:/bin", "PYTHONIOENCODING": "latin-1"},
        capture_output=True,
        text=True,
        check=True,
        stdin=subprocess.DEVNULL,
    )
    assert done.stdout.strip() == "None"


@pytest.mark.parametrize(
    "line",
    [
        "skipped: hands/:smile:.phh: cannot read the file: No such file or directory",
        "table.phh hand 3 action 2: 'p1 cbr 100': irregular",
        "  floorcli (Seat 1 is :fire:): raise below the minimum",
    ],
)
def test_emoji_codes_in_names_are_written_as_they_are(line: str) -> None:
    """A file or player name holding `:smile:` is printed as written by both writers (rich
    would otherwise turn it into an emoji on a terminal, and differ from the plain writer)."""
    rows = [("files read", 1), ("  :smile:", 2)]
    with mock.patch.dict(os.environ, {"COLUMNS": "100"}):
        plain = _drawn(lambda: write_table("Audit", ("", "count"), rows, [line], 100))
        assert plain == _drawn(lambda: _rich_summary(rows, [line]))
    assert plain.splitlines()[-1] == line
