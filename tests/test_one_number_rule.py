"""One rule for numbers, wherever one is read (issue 26): plain ASCII digits (cents where the
hand is played in cents, commas between thousands where the typed grammar has them).  Hex, a
leading `+`, an exponent, underscores or a tag on a quoted value (`!!int "1000"`) are refused
in one line naming the file and line (or the flag) with the plain number to write.

YAML 1.1 (PyYAML's default) reads `0x3E8` and `+3` as numbers: the stacks were accepted
silently while `raise 0x20` was refused.  `floorcli.textio.numbers.plain_number` is the one
function every reader asks.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from floorcli.cli.app import build_app
from floorcli.textio.numbers import plain_number

SPELLINGS = [
    ("0x3E8", "1000"),  # hex: 3*256 + 14*16 + 8 = 1000
    ("+1000", "1000"),
    ("1e3", "1000"),  # 1 x 10^3
    ("0o1750", "1000"),  # octal: 1*512 + 7*64 + 5*8 + 0 = 1000
    ('!!int "1000"', "1000"),
]


def _run(args: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, stdin: str = ""):
    monkeypatch.chdir(tmp_path)
    return CliRunner().invoke(build_app(), args, input=stdin)


def _one_line(result: object, *where: str) -> str:
    code, stderr = result.exit_code, result.stderr  # type: ignore[attr-defined]
    assert code == 2, (code, stderr)
    lines = stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), stderr
    for word in where:
        assert word in lines[0], (word, lines[0])
    return str(lines[0])


def test_the_rule_gives_the_plain_number_to_write() -> None:
    assert [plain_number(text) for text, _ in SPELLINGS[:4]] == ["1000"] * 4
    assert plain_number("1_000") == "1000"
    assert plain_number("+2.50") == "2.50"
    # Plain numbers (and words that are no number) are not its business.
    assert [plain_number(t) for t in ("1000", "2.50", "-5", "Alice", "")] == [None] * 5


HAND = "rules: tda-nlhe\nblinds: [5, 10]\nbutton: 1\nseats: {{1: {stack}, 2: 1000}}\nactions: []\n"


@pytest.mark.parametrize(("written", "plain"), SPELLINGS, ids=[s for s, _ in SPELLINGS])
def test_a_hand_files_stack(
    written: str, plain: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "h.yaml").write_text(HAND.format(stack=written), encoding="utf-8")
    line = _one_line(_run(["replay", "h.yaml"], tmp_path, monkeypatch), "h.yaml:4:")
    assert line.endswith(f"write {plain} without the tag and quotes") or line.endswith(
        f"write {plain}"
    )


def test_a_hand_files_blinds_and_the_plain_file_still_plays(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "h.yaml").write_text(
        HAND.format(stack=1000).replace("[5, 10]", "[5, 0xA]"), encoding="utf-8"
    )
    _one_line(_run(["replay", "h.yaml"], tmp_path, monkeypatch), "h.yaml:2:", "write 10")
    (tmp_path / "h.yaml").write_text(HAND.format(stack=1000), encoding="utf-8")
    assert _run(["replay", "h.yaml"], tmp_path, monkeypatch).exit_code == 0


def test_a_session_files_stack(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "s.yaml").write_text(
        "rules: cash-nlhe\nblinds: [1, 2]\nseats: {1: Ann, 2: Bob, 3: Cy}\nbutton: 1\n"
        "events:\n  2: {join: {4: {name: Dee, stack: +300}}}\nhands: 3\n",
        encoding="utf-8",
    )
    _one_line(_run(["blinds", "s.yaml"], tmp_path, monkeypatch), "s.yaml:6:", "write 300")


def test_a_levels_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "levels.yaml").write_text(
        "levels:\n  - {blinds: [100, 200], minutes: 20}\n  - {blinds: [200, 4e2], minutes: 20}\n",
        encoding="utf-8",
    )
    result = _run(
        ["table", "--lines", "--stacks", "1000,1000", "--levels", "levels.yaml"],
        tmp_path,
        monkeypatch,
    )
    _one_line(result, "levels.yaml:3:", "write 400")  # 4 x 10^2


def test_a_room_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "room.yaml").write_text(
        "game: flop\ntable_seats: 9\ntables:\n  1:\n    button: 2\n    seats:\n"
        "      2: {name: Ann, stack: 0x3E8}\n      4: {name: Bob, stack: 1000}\n",
        encoding="utf-8",
    )
    _one_line(_run(["balance", "room.yaml"], tmp_path, monkeypatch), "room.yaml:7:", "write 1000")


def test_a_color_up_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "c.yaml").write_text(
        'remove: !!int "25"\nnext: 100\nseats:\n  1: {name: Ann, chips: 7, stack: 31575}\n',
        encoding="utf-8",
    )
    _one_line(_run(["colorup", "c.yaml"], tmp_path, monkeypatch), "c.yaml:1:", "write 25")


def test_a_profile_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "mine.yaml").write_text(
        "name: mine\nextends: tda-nlhe\nblinds: [5, +10]\n", encoding="utf-8"
    )
    result = _run(["rules", "check", "mine.yaml"], tmp_path, monkeypatch)
    # `rules` writes its errors bare, as it always has: the line without `error: `.
    assert result.exit_code == 2
    assert result.stderr == "mine.yaml:3: +10 is not a number as floorcli reads them: write 10\n"


@pytest.mark.parametrize(
    ("args", "flag", "plain"),
    [
        (["table", "--lines", "--stacks", "0x3E8,1000"], "--stacks", "1000"),
        (["table", "--lines", "--stacks", "1000,1000", "--blinds", "5,+10"], "--blinds", "10"),
        (["potmax", "--pot", "1_000"], "--pot", "1000"),
        (["potmax", "1e3"], "potmax", "1000"),
        (["audit", "--jobs", "+2", "x.yaml"], "--jobs", "--jobs 2"),
        (["colorup", "c.yaml", "--seed", "0x10"], "--seed", "--seed 16"),  # 16 = 0x10
        (
            ["blinds", "cash-night", "--write-hand", "+1", "h.yaml"],
            "--write-hand",
            "--write-hand 1",
        ),
    ],
    ids=["stacks", "blinds", "pot", "potmax", "jobs", "seed", "write-hand"],
)
def test_a_flag(
    args: list[str], flag: str, plain: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _one_line(_run(args, tmp_path, monkeypatch), flag, f"write {plain}")


@pytest.mark.parametrize(
    ("typed", "plain"), [("raise 0x20", "32"), ("raise +20", "20"), ("raise 2e1", "20")]
)
def test_a_typed_action_at_the_table(
    typed: str, plain: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Blinds 5/10, seats 1-3, button 3: seat 1 posts 5, seat 2 posts 10, seat 3 acts first.
    result = _run(
        ["table", "--lines", "--stacks", "1000,1000,1000", "--blinds", "5,10", "--button", "3"],
        tmp_path,
        monkeypatch,
        stdin=f"3 {typed}\n",
    )
    assert f"write {plain}" in result.output, result.output


def test_a_file_named_like_a_number_is_a_file_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # `--write-hand N FILE`: only N is read as a number; a FILE called 0x10.yaml is a name.
    result = _run(["blinds", "cash-night", "--write-hand", "1", "0x10.yaml"], tmp_path, monkeypatch)
    assert result.exit_code == 0, result.output
    assert (tmp_path / "0x10.yaml").is_file()
