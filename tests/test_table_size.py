"""Table size (SPEC section 2, pinned): seats are numbered 1 to `table_seats` (default 10), and
every reader of a hand refuses a seat outside the table in one line: hand files (and the
`table` command's flags, which build a hand mapping), and PHH files (whose own `seat_count`,
when given, is the table's size).  Hand-file cases with their lines: tests/scenarios/table-size.yaml.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from floorcli.answers.phh import read_hand
from floorcli.cli import app as cli
from floorcli.errors import FloorError, HandFileError
from floorcli.table.hand import hand_from_flags, start_table

runner = CliRunner()


def phh(**fields: object) -> dict[str, object]:
    base: dict[str, object] = {
        "variant": "NT",
        "antes": [0, 0, 0],
        "blinds_or_straddles": [5, 10, 0],
        "min_bet": 10,
        "starting_stacks": [1000, 1000, 1000],
        "actions": [],
    }
    base.update(fields)
    return base


def test_phh_seats_beyond_the_default_table_of_ten_are_refused() -> None:
    # Seat 12 at the default table of 10 seats: 12 > 10.
    with pytest.raises(HandFileError, match=r"seat 12 is not at the table.*1 to 10"):
        read_hand(phh(seats=[3, 7, 12]), file="x.phh")


def test_phh_seat_count_is_the_size_of_its_table() -> None:
    # PHH's seat_count (the number of seats) of 12 seats seat 12; of 6, seat 7 is refused.
    hand = read_hand(phh(seats=[3, 7, 12], seat_count=12), file="x.phh").hand
    assert [s.seat for s in hand.seats] == [3, 7, 12]
    with pytest.raises(HandFileError, match=r"seat 7 is not at the table.*seat_count = 6"):
        read_hand(phh(seats=[1, 3, 7], seat_count=6), file="x.phh")
    with pytest.raises(HandFileError, match="seat_count 0"):
        read_hand(phh(seat_count=0), file="x.phh")


def test_phh_outside_the_table_is_one_line_and_exit_2(tmp_path: Path) -> None:
    path = tmp_path / "big.phh"
    path.write_text(
        'variant = "NT"\nantes = [0, 0, 0]\nblinds_or_straddles = [5, 10, 0]\nmin_bet = 10\n'
        "starting_stacks = [1000, 1000, 1000]\nseats = [3, 7, 11]\nactions = []\n"
    )
    result = runner.invoke(cli.app, ["ask", str(path)])
    assert result.exit_code == 2
    assert "big.phh" in result.output
    assert "seat 11 is not at the table" in result.output
    assert len(result.output.strip().splitlines()) == 1


def test_table_flags_outside_the_table_are_refused() -> None:
    # --stacks with eleven stacks seats players 1 to 11: seat 11 is not at a table of 10.
    data = hand_from_flags(
        rules="tda-nlhe",
        blinds="5,10",
        ante=None,
        button=None,
        stacks=",".join(["1000"] * 11),
        seats=None,
    )
    with pytest.raises(FloorError, match="seat 11 is not at the table"):
        start_table(data, file="flags")
    bigger = hand_from_flags(
        rules="tda-nlhe",
        blinds="5,10",
        ante=None,
        button=None,
        stacks=",".join(["1000"] * 11),
        seats=None,
        settings=["table_seats=11"],
    )
    assert start_table(bigger, file="flags").table is not None
