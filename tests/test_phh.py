"""Reading PHH: positions to seats, blinds and antes to settings, actions to rulings."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from floorcli.answers.hand import ask_report
from floorcli.answers.load import load_hand
from floorcli.answers.phh import iter_hands, load_phh, read_hand
from floorcli.cli import app as cli
from floorcli.engine.deal import deal_hand
from floorcli.engine.replay import replay_hand
from floorcli.errors import HandFileError, UnsupportedHand
from floorcli.model.actions import Action, StreetMarker, Verb
from floorcli.profiles.choices import AnteMode, Structure

DATA = Path(__file__).resolve().parent / "data" / "phh"
runner = CliRunner()


def hand_of(**fields: object) -> dict[str, object]:
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


def test_positions_become_seats_with_the_button_last() -> None:
    hand = load_phh(DATA / "nt-pluribus.phh")
    assert [s.seat for s in hand.seats] == [1, 2, 3, 4, 5, 6]
    assert hand.button == 6
    assert hand.seats[0].name == "MrBlue"
    _state, forced = deal_hand(hand)
    assert [(f.seat, f.kind, f.amount) for f in forced] == [
        (1, "small blind", 50),
        (2, "big blind", 100),
    ]
    assert hand.rules.name == "tda-nlhe"


def test_cc_is_a_check_or_a_call_and_cbr_a_bet_or_a_raise_from_the_state() -> None:
    hand = load_phh(DATA / "nt-pluribus.phh")
    actions = [e for e in hand.entries if isinstance(e, Action)]
    assert str(actions[1]) == "4 raise 210"
    assert str(actions[4]) == "1 call"
    assert str(actions[6]) == "1 check"
    assert str(actions[-2]) == "1 bet 230"
    markers = [e for e in hand.entries if isinstance(e, StreetMarker)]
    assert [str(m) for m in markers] == ["flop 7d 5h 9d", "turn 7c", "river Qh"]
    assert replay_hand(hand).stands


def test_heads_up_blinds_apply_reversed_the_button_posts_the_small_blind() -> None:
    hand = load_phh(DATA / "heads-up.phh")
    _, forced = deal_hand(hand)
    assert [(f.seat, f.amount) for f in forced] == [(2, 1), (1, 2)]
    assert hand.button == 2
    assert replay_hand(hand).stands


def test_big_blind_ante_maps_to_ante_mode_big_blind() -> None:
    hand = load_phh(DATA / "nt-big-blind-ante.phh")
    assert hand.rules.ante_mode is AnteMode.BIG_BLIND
    assert hand.rules.ante == 120000
    assert replay_hand(hand).stands


def test_equal_antes_are_paid_by_everyone() -> None:
    hand = read_hand(hand_of(antes=[2, 2, 2]), file="x.phh").hand
    assert (hand.rules.ante, hand.rules.ante_mode) == (2, AnteMode.ALL)


def test_uneven_antes_are_refused_clearly() -> None:
    with pytest.raises(UnsupportedHand, match="antes"):
        read_hand(hand_of(antes=[1, 2, 0]), file="x.phh")


def test_an_under_the_gun_straddle_is_a_third_blind() -> None:
    hand = load_phh(DATA / "straddle.phh")
    assert hand.rules.blinds == (1, 2, 4)
    result = replay_hand(hand)
    assert result.stands


def test_a_button_straddle_is_refused() -> None:
    with pytest.raises(UnsupportedHand, match="blinds_or_straddles"):
        read_hand(
            hand_of(
                antes=[0, 0, 0, 0],
                blinds_or_straddles=[5, 10, 0, 20],
                starting_stacks=[1000] * 4,
            ),
            file="x.phh",
        )


def test_variants_give_the_structure_and_the_default_profile() -> None:
    po = load_phh(DATA / "po-wsop.phh")
    ft = load_phh(DATA / "ft-wsop.phh")
    assert (po.rules.structure, po.rules.name) == (Structure.POT_LIMIT, "tda-plo")
    assert (ft.rules.structure, ft.rules.name) == (Structure.FIXED_LIMIT, "limit-holdem")
    assert (ft.rules.small_bet, ft.rules.big_bet) == (200000, 400000)


def test_rules_option_picks_the_profile_but_the_variant_keeps_its_structure() -> None:
    po = load_phh(DATA / "po-wsop.phh", default_rules="cash-nlhe")
    assert (po.rules.name, po.rules.structure) == ("cash-nlhe", Structure.POT_LIMIT)


def test_fractional_chips_are_scaled_to_whole_units() -> None:
    ((_name, item),) = iter_hands(DATA / "po-fractional.phh")
    assert not isinstance(item, Exception)
    assert item.scale == 100
    assert item.hand.seats[0].stack == 125945025


def test_other_variants_are_refused_never_half_replayed() -> None:
    with pytest.raises(UnsupportedHand, match="variant XX"):
        read_hand(hand_of(variant="XX", small_bet=10, big_bet=20), file="x.phh")


def test_a_phhs_file_yields_every_hand_and_its_errors() -> None:
    found = list(iter_hands(DATA / "session.phhs"))
    assert [name for name, _ in found] == ["1", "2", "3"]
    assert isinstance(found[1][1], UnsupportedHand)
    assert not isinstance(found[2][1], Exception)


def test_load_hand_dispatches_phh_so_ask_and_replay_read_it() -> None:
    hand = load_hand(DATA / "po-wsop.phh")
    report = ask_report(replay_hand(hand).final)
    assert report["street"] == "complete"


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("corrupt.phh", "not valid TOML"),
        ("session.phhs", "holds 3 hands"),
    ],
)
def test_cli_refuses_a_bad_single_file_with_exit_2(name: str, message: str) -> None:
    result = runner.invoke(cli.app, ["ask", str(DATA / name)])
    assert result.exit_code == 2
    assert message in result.output


def test_cli_refuses_an_unsupported_variant_with_exit_2(tmp_path: Path) -> None:
    path = tmp_path / "other.phh"
    path.write_text(
        'variant = "XX"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nsmall_bet = 2\n'
        "big_bet = 4\nstarting_stacks = [100, 100]\nactions = []\n"
    )
    result = runner.invoke(cli.app, ["replay", str(path)])
    assert result.exit_code == 2
    assert "variant XX" in result.output and "not supported" in result.output


@pytest.mark.parametrize(
    ("actions", "message"),
    [
        ("[]", "the third-street upcards must be known"),
        ('["d dh p1 ??????", "d dh p2 2c3c4c", "p1 pb"]', "p1's upcard must be known"),
    ],
)
def test_a_stud_hand_needs_the_upcards_that_pick_the_bring_in(
    actions: str, message: str, tmp_path: Path
) -> None:
    path = tmp_path / "stud.phh"
    path.write_text(
        'variant = "F7S"\nantes = [1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\n'
        f"starting_stacks = [100, 100]\nactions = {actions}\n"
    )
    result = runner.invoke(cli.app, ["replay", str(path)])
    assert result.exit_code == 2
    assert message in result.output and "'d dh p1 ????7h'" in result.output


def test_missing_fields_name_the_field() -> None:
    with pytest.raises(HandFileError, match="starting_stacks"):
        read_hand({"variant": "NT", "antes": [0, 0]}, file="x.phh")
    with pytest.raises(HandFileError, match="3 entries for 2 players"):
        read_hand(hand_of(starting_stacks=[10, 10]), file="x.phh")


def test_seats_field_gives_the_seat_numbers() -> None:
    hand = read_hand(hand_of(seats=[4, 7, 2]), file="x.phh").hand
    assert hand.button == 2
    assert [s.seat for s in hand.seats] == [2, 4, 7]
    _, forced = deal_hand(hand)
    assert [(f.seat, f.amount) for f in forced] == [(4, 5), (7, 10)]


def test_verbs_map_to_the_engine() -> None:
    item = read_hand(hand_of(actions=["p3 cbr 30", "p1 cc", "p2 f"]), file="x.phh")
    verbs = [e.verb for e in item.hand.entries if isinstance(e, Action)]
    assert verbs == [Verb.RAISE, Verb.CALL, Verb.FOLD]


@pytest.mark.parametrize(
    ("actions", "one_pass"),
    [
        (["d dh p1 AsKs", "p1 cbr 300", "p2 cc", "p1 sm AsKs", "p2 sm"], True),
        (["p1 cbr 300", "p2 cc", "p2 sm\t7c7d"], False),  # a tab: the loop splits it
        (["p1 cbr 300", "p2 cc", "p2 smx 7c7d"], False),  # not a PHH verb: the loop refuses it
        (["p1 cbr 300 # a raise", "p2 f"], False),
    ],
)
def test_which_hands_are_read_in_one_pass(actions: list[str], one_pass: bool) -> None:
    """Hole cards, shows and mucks are passed over in the one pass as the loop passes over
    them; anything the loop reads otherwise (or refuses) is left to it."""
    from floorcli.formats.phh.actions import plain_actions

    assert (plain_actions({"variant": "NT", "actions": actions}) is not None) is one_pass


@pytest.mark.parametrize(
    "actions",
    [
        # the usual spelling: read in one pass over all the actions
        ["d dh p1 AsKs", "d dh p2 ????", "p1 cbr 300", "p2 cc", "d db 2c3d4h", "p2 cc", "p1 f"],
        # shows and a muck at the showdown (Pluribus writes them): still one pass
        ["p1 cbr 300", "p2 cc", "d db 2c3d4h", "p2 cc", "p1 cc", "p1 sm AsKs", "p2 sm"],
        # a comment, a tab in a show, an amount with cents: each read one by one
        ["d dh p1 AsKs", "p1 cbr 300 # a raise", "p2 cc", "p2 sm 7c7d", "p1 cc"],
        ["p1 cbr 300", "p2 cc", "p2 sm\t7c7d"],
        ["p1 cbr 2.5", "p2 f"],
        ["p1 cbr 300", "p2 cc\np1 f"],  # a line break inside an action
        [],
    ],
)
def test_actions_read_in_one_pass_give_the_tokens_of_the_loop(actions: list[str]) -> None:
    """`tokens_of` reads a hand written the usual way with one regular-expression pass: the
    tokens (actor, verb, amount, action number) must be those of reading each action alone."""
    from floorcli.formats.phh import actions as module

    data = {"variant": "NT", "actions": actions}
    fast = module.tokens_of(data, "hand.phh", "")
    real = module.plain_actions
    try:
        module.plain_actions = lambda data: None  # type: ignore[assignment]
        slow = module.tokens_of(data, "hand.phh", "")
    finally:
        module.plain_actions = real
    assert fast == slow


@pytest.mark.parametrize("odd", ["true", "2.0"])
def test_a_header_read_before_does_not_stand_for_one_equal_only_as_a_number(
    tmp_path: Path, odd: str
) -> None:
    """`[true, 2, 0]` and `[1, 2, 0]` (or `2.0` and `2`) are equal as Python values: the
    header cache must still read each file as it is, whatever file came before it."""
    from floorcli.audit.run import audit_files

    header = "variant = 'NT'\nantes = [0, 0, 0]\nmin_bet = 2\nstarting_stacks = [100, 100, 100]\n"
    actions = "actions = ['p3 f', 'p1 f']\n"
    plain, other = tmp_path / "a.phh", tmp_path / "b.phh"
    plain.write_text(header + "blinds_or_straddles = [1, 2, 0]\n" + actions)
    blinds = "[true, 2, 0]" if odd == "true" else "[1, 2.0, 0]"
    other.write_text(header + f"blinds_or_straddles = {blinds}\n" + actions)
    alone = audit_files([str(other)])
    after = audit_files([str(plain), str(other)])
    assert after.skipped == alone.skipped
    assert after.hands == alone.hands + 1
