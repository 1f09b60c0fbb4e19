"""Every PHH variant: stud, razz, stud hi-lo, Omaha hi-lo, short deck and the draw games,
read from real hands (copies of corpus files in tests/data/phh-variants)."""

from __future__ import annotations

from pathlib import Path

from floorcli.answers.phh import iter_hands, load_phh
from floorcli.audit.run import audit
from floorcli.engine.deal import deal_hand
from floorcli.engine.replay import replay_hand
from floorcli.errors import ReplayError
from floorcli.formats.phh.actions import cards_of
from floorcli.model.actions import Street, StreetMarker
from floorcli.model.hand import Hand
from floorcli.profiles.choices import AnteMode, Draws, Game, Structure

DATA = Path(__file__).resolve().parent / "data" / "phh-variants"


def test_each_variant_is_its_game_and_profile() -> None:
    expected = {
        "f7s-wsop": ("stud", Game.STUD),
        "f7s8-unknown-cards": ("stud-hi-lo", Game.STUD_HI_LO),
        "fr-wsop": ("razz", Game.RAZZ),
        "fo8-wsop": ("limit-holdem", Game.COMMUNITY),
        "ns-button-blind": ("tda-nlhe", Game.COMMUNITY),
    }
    for name, (profile, game) in expected.items():
        rules = load_phh(DATA / f"{name}.phh").rules
        assert (rules.name, rules.game) == (profile, game), name


def test_every_variant_hand_replays_with_no_irregular_and_its_chips_add_up() -> None:
    summary = audit([DATA], jobs=1)
    assert (summary.hands, summary.irregular, summary.skipped) == (9, [], [])
    assert summary.chip_mismatches == []


def test_stud_the_lowest_upcard_brings_in() -> None:
    # Seed 000, Bring-in (stud: the lowest card showing brings in); the third card of each
    # first deal is the upcard: Ad, 4h, 9d, Qh, 9s -> the 4h of seat 2, for bring_in = 50000.
    hand = load_phh(DATA / "f7s-wsop.phh")
    assert dict(hand.upcards) == {1: "Ad", 2: "4h", 3: "9d", 4: "Qh", 5: "9s"}
    state, forced = deal_hand(hand)
    assert [(f.seat, f.amount) for f in forced if f.kind == "bring-in"] == [(2, 50000)]
    # Antes 5 x 50000 (ante_mode all) + the bring-in 50000 = 300000 in the pot.
    assert hand.rules.ante_mode is AnteMode.ALL
    assert sum(p.dead + p.live for p in state.players) == 300000
    # Left of the bring-in acts first: seat 3 (the file's p3 f).
    assert state.players[state.actor or 0].seat == 3


def test_razz_the_highest_upcard_brings_in_and_the_lowest_board_acts_first() -> None:
    # Robert's Rules of Poker v5, Razz: upcards Kc 8s 8h 2d 5c, ace low: the king of seat 1
    # brings in; on fourth street seat 3 shows 8h 6c, lower than seat 2's 8s Jh: seat 3 bets.
    hand = load_phh(DATA / "fr-wsop.phh")
    _, forced = deal_hand(hand)
    assert [f.seat for f in forced if f.kind == "bring-in"] == [1]
    fourth = next(e for e in hand.entries if isinstance(e, StreetMarker))
    assert (fourth.street, fourth.seats, fourth.cards) == (Street.FOURTH, (2, 3), ("Jh", "6c"))
    first = next(a for a in hand.actions[5:])
    assert (first.who, first.verb.value) == ("3", "bet")


def test_stud_unknown_upcards_of_folded_players_do_not_stop_the_replay() -> None:
    # p1 and p5 are dealt ?????? and fold on third street; of the known upcards Th, Jd, 2h the
    # 2h of seat 4 is the lowest and brings in for 75000 (the file's p4 pb).
    hand = load_phh(DATA / "f7s8-unknown-cards.phh")
    _, forced = deal_hand(hand)
    assert [(f.seat, f.amount) for f in forced if f.kind == "bring-in"] == [(4, 75000)]
    assert cards_of("??Js") == [None, "Js"]


def test_a_raise_covering_the_last_opponent_is_the_full_raise() -> None:
    # Razz 300000/600000: on sixth street seat 1 bets 600000 with 750000 in all; PHH writes
    # seat 2's raise as 750000, all seat 1 can call.  The full raise is 600000 + 600000 =
    # 1200000 (fixed limit: one bet over the bet); the 450000 nobody can call returns to seat 2.
    result = replay_hand(load_phh(DATA / "fr-covering-raise.phh"))
    raise_ = next(r for r in result.rulings if r.input.startswith("2 raise") and r.to == 1200000)
    assert raise_.verdict.value == "ok"
    assert all(r.verdict.value == "ok" for r in result.rulings)


def test_short_deck_button_blind_and_antes() -> None:
    # Triton short deck: every player antes 3000 and the button posts a blind of 3000
    # (blinds_or_straddles [0, 0, 0, 0, 0, 3000]); the first player left of the button acts first.
    hand = load_phh(DATA / "ns-button-blind.phh")
    rules = hand.rules
    assert (rules.structure, rules.blinds, rules.button_blind) == (
        Structure.NO_LIMIT,
        (3000,),
        True,
    )
    assert (rules.ante, rules.ante_mode) == (3000, AnteMode.ALL)
    state, _ = deal_hand(hand)
    assert state.players[state.actor or 0].seat == 1


def test_omaha_hi_lo_is_fixed_limit_with_small_and_big_bets() -> None:
    rules = load_phh(DATA / "fo8-wsop.phh").rules
    assert (rules.structure, rules.small_bet, rules.big_bet) == (
        Structure.FIXED_LIMIT,
        200000,
        400000,
    )


def draws_of(hand: Hand) -> list[tuple[str, tuple[int, ...], tuple[int, ...]]]:
    return [
        (e.street.value, e.seats, e.drawn)
        for e in hand.entries
        if isinstance(e, StreetMarker) and e.drawn
    ]


def test_triple_draw_small_bets_before_and_after_the_first_draw_then_big_bets() -> None:
    # 2-7 triple draw at 150000/300000 (small_bet, big_bet: fixed-limit bet, rounds 1-2 and
    # 3-4): after the first draw seat 1 bets 150000, after the second 300000; after the third
    # it bets its last 280000, at least half of 300000, so it counts as a full bet (half-bet
    # rule, TDA 2024 Rule 47-B in limit).
    hand = load_phh(DATA / "f2l3d-arieh-yockey.phh")
    assert hand.rules.draws is Draws.TRIPLE
    assert draws_of(hand) == [
        ("first-draw", (1, 4), (0, 2)),  # p1 stands pat, p4 draws AsQs
        ("second-draw", (1, 4), (0, 1)),
        ("third-draw", (1, 4), (0, 1)),
    ]
    result = replay_hand(hand)
    bets = [(r.seat, r.to) for r in result.rulings if r.action == "bet"]
    assert bets == [(1, 150000), (1, 300000), (1, 280000)]
    assert all(r.verdict.value == "ok" for r in result.rulings)
    assert result.final.street is Street.SHOWDOWN


def test_badugi_draws_stand_pat_and_the_bets_double_after_the_second_draw() -> None:
    # Wikipedia's badugi hand, 1/2 blinds, 2/4 limit: the first draw 2, 2 and 1 cards; the
    # second 1, pat, 1; the third 1 and pat.  Carol bets 2 after the first draw (the small
    # bet), 4 after the second (the big bet); Alice raises to 8 (4 over 4).
    hand = load_phh(DATA / "fb-wikipedia.phh")
    assert draws_of(hand) == [
        ("first-draw", (1, 2, 4), (2, 2, 1)),
        ("second-draw", (1, 2, 4), (1, 0, 1)),
        ("third-draw", (2, 4), (1, 0)),
    ]
    result = replay_hand(hand)
    assert [(r.seat, r.action, r.to) for r in result.rulings if r.to and r.action != "check"] == [
        (4, "call", 2),
        (1, "call", 2),
        (2, "bet", 2),
        (4, "call", 2),
        (1, "call", 2),
        (2, "bet", 4),
        (4, "raise", 8),
        (2, "call", 8),
        (4, "bet", 4),
        (2, "call", 4),
    ]
    assert all(r.verdict.value == "ok" for r in result.rulings)


def test_single_draw_has_two_betting_rounds() -> None:
    # No-limit 2-7 single draw: a round before the draw and one after it; when both check
    # after the draw the hand goes to the showdown.
    hand = load_phh(DATA / "n2l1d-wsop.phh")
    assert hand.rules.draws is Draws.SINGLE
    assert draws_of(hand) == [("first-draw", (2, 5), (2, 1))]
    result = replay_hand(hand)
    assert [r.action for r in result.rulings[-2:]] == ["check", "check"]
    assert result.final.street is Street.SHOWDOWN


def test_a_folded_player_cannot_draw(tmp_path: Path) -> None:
    path = tmp_path / "draw.phh"
    path.write_text(
        'variant = "F2L3D"\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\n'
        "small_bet = 2\nbig_bet = 4\nstarting_stacks = [100, 100, 100]\n"
        'actions = ["p3 f", "p1 cc", "p2 cc", "p3 sd ??"]\n'
    )
    ((_, item),) = iter_hands(path)
    assert isinstance(item, ReplayError)
    assert "seat 3 draws but has folded" in item.message


def test_a_draw_before_the_betting_round_is_over_is_refused(tmp_path: Path) -> None:
    # Seat 1 has not acted on the preflop (it must call the blind of 2 or fold) when the
    # draw is written: a draw comes between betting rounds.
    path = tmp_path / "draw.phh"
    path.write_text(
        'variant = "FB"\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\n'
        "small_bet = 2\nbig_bet = 4\nstarting_stacks = [100, 100, 100]\n"
        'actions = ["p3 cc", "p3 sd ??"]\n'
    )
    ((_, item),) = iter_hands(path)
    assert isinstance(item, ReplayError)
    assert "action 2 'first-draw 3:1': the players draw but the betting is at the preflop" in (
        item.message
    )
