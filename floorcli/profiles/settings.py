"""House-rule settings: the `Rules` a hand is played under, and what each setting means.

`SETTINGS` is the single table of every setting: its allowed values, its default and its
meaning.  The profile loader validates against it, `floorcli rules show` prints it, and the
README's settings table is written from it.  The choices themselves are
`floorcli.profiles.choices` (importable from here too).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from floorcli.profiles.choices import (
    AnteMode,
    BigBlindAnteOrder,
    ButtonRule,
    DeclaredRaise,
    Draws,
    Game,
    HeadsUpUncapped,
    IncompleteRaise,
    KillBlindActs,
    KillKind,
    MinRaiseBasis,
    MissedBlinds,
    NewPlayer,
    OutOfTurnCheck,
    PotLimitPreflop,
    ShowOrder,
    Straddle,
    StraddleMinRaise,
    Structure,
    Undercall,
    Underraise,
    VerbalVsChips,
)
from floorcli.profiles.shown import shown_value, typed_amounts

__all__ = [
    "META_KEYS",
    "SETTINGS",
    "Rules",
    "Setting",
]


@dataclass(frozen=True, slots=True, kw_only=True)
class Rules:
    """Every house-rule setting of one profile, after `extends` and hand-file overrides.

    Amounts are whole chips.  `sources` maps a setting's key to the rule it follows
    (e.g. ``"TDA 2024 Rule 47"``); rulings quote it.
    """

    name: str = "custom"
    description: str = ""
    sources: dict[str, str] = field(default_factory=dict)
    structure: Structure = Structure.NO_LIMIT
    blinds: tuple[int, ...] = ()
    button_blind: bool = False
    ante: int = 0
    ante_mode: AnteMode = AnteMode.ALL
    big_blind_ante_order: BigBlindAnteOrder = BigBlindAnteOrder.BLIND_FIRST
    small_bet: int | None = None
    big_bet: int | None = None
    spread: tuple[int, ...] | None = None
    cap: int | None = None
    min_bet: int | None = None
    incomplete_raise: IncompleteRaise = IncompleteRaise.FULL_BET
    cumulative_allins: bool = True
    min_raise_basis: MinRaiseBasis = MinRaiseBasis.LAST_FULL_RAISE
    raise_cap: int | None = None
    heads_up_uncapped: HeadsUpUncapped = HeadsUpUncapped.NEVER
    pot_limit_preflop: PotLimitPreflop = PotLimitPreflop.TRUE_POT
    straddle: Straddle = Straddle.NONE
    max_straddles: int = 1
    straddle_min_raise: StraddleMinRaise = StraddleMinRaise.STRADDLE
    straddle_counts_toward_cap: bool = True
    straddle_in_kill_pot: bool = False
    short_allin_counts_toward_cap: bool = False
    sleeper: bool = False
    game: Game = Game.COMMUNITY
    draws: Draws = Draws.NONE
    bring_in: int | None = None
    open_pair_big_bet: bool = True
    kill_kind: KillKind = KillKind.FULL
    kill_blind_acts: KillBlindActs = KillBlindActs.LAST
    kill_pot_over: int | None = None
    kill_win_streak: int | None = None
    button_rule: ButtonRule = ButtonRule.DEAD
    table_seats: int = 10
    show_order: ShowOrder = ShowOrder.LAST_AGGRESSOR
    missed_blinds: MissedBlinds = MissedBlinds.BIG_LIVE_SMALL_DEAD
    new_player: NewPlayer = NewPlayer.POST
    verbal_vs_chips: VerbalVsChips = VerbalVsChips.FIRST
    declared_raise: DeclaredRaise = DeclaredRaise.ONE_MOTION
    underraise: Underraise = Underraise.MINIMUM
    undercall: Undercall = Undercall.OPENING_OR_HEADS_UP
    out_of_turn_check: OutOfTurnCheck = OutOfTurnCheck.ALL_OPTIONS
    chip_unit: int | None = None  # None: the smallest chip of the forced bets
    clock_seconds: int = 25  # a player on the clock: seconds to act (TDA 2024 Rule 29)
    clock_countdown: int = 5  # then a countdown of this many seconds (TDA 2024 Rule 29)
    decimals: int = 0  # amounts are in units of 10**-decimals chips (`profiles.amounts`)

    @property
    def big_blind(self) -> int:
        """The largest blind (0 when the game has none)."""
        return max(self.blinds, default=0)

    @property
    def opening_bet(self) -> int:
        """The smallest opening bet: `min_bet`, else the largest blind, else one chip."""
        if self.min_bet is not None:
            return self.min_bet
        return self.big_blind or 1

    def cite(self, key: str) -> str:
        """``key: value (source)``: the setting a ruling rests on, as a ruling quotes it."""
        value = getattr(self, key)
        if self.decimals and "amount" in SETTINGS[key].kind:  # a hand in cents: as typed
            value = typed_amounts(value, self.decimals)
        shown = shown_value(key, value)
        source = self.sources.get(key)
        return f"{key}: {shown} ({source})" if source else f"{key}: {shown}"


@dataclass(frozen=True, slots=True, kw_only=True)
class Setting:
    """One house-rule setting: how it is written and what it means."""

    key: str
    kind: str  # "enum", "bool", "amount", "optional-amount", "count", "optional-count", "amounts"
    meaning: str
    choices: tuple[str, ...] = ()
    min_items: int = 0
    max_items: int = 0


def _enum(key: str, enum: type[StrEnum], meaning: str) -> Setting:
    return Setting(key=key, kind="enum", meaning=meaning, choices=tuple(e.value for e in enum))


SETTINGS: dict[str, Setting] = {
    s.key: s
    for s in (
        _enum("structure", Structure, "betting structure"),
        Setting(
            key="blinds",
            kind="amounts",
            min_items=1,
            max_items=3,
            meaning="blind amounts, posted clockwise starting left of the button "
            "(heads-up: the button posts the first)",
        ),
        Setting(
            key="button_blind",
            kind="bool",
            meaning="the first blind is posted by the button (three-blind games)",
        ),
        Setting(
            key="ante",
            kind="amount",
            meaning="ante amount: per player under ante_mode all; the whole ante the one "
            "payer puts in under big-blind or button",
        ),
        _enum("ante_mode", AnteMode, "who pays the ante"),
        _enum(
            "big_blind_ante_order",
            BigBlindAnteOrder,
            "what a big blind too short for both pays first under a big-blind ante",
        ),
        Setting(
            key="small_bet",
            kind="optional-amount",
            meaning="fixed-limit bet, rounds 1-2 (null in a game with blinds: the big blind)",
        ),
        Setting(
            key="big_bet",
            kind="optional-amount",
            meaning="fixed-limit bet, rounds 3-4 (null in a game with blinds: twice the small bet)",
        ),
        Setting(
            key="spread",
            kind="amounts",
            min_items=2,
            max_items=3,
            meaning="spread-limit [min, max] bet, optionally a last-round max",
        ),
        Setting(
            key="cap",
            kind="optional-amount",
            meaning="cap-limit: the most one player may put in during the hand",
        ),
        Setting(
            key="min_bet",
            kind="optional-amount",
            meaning="minimum opening bet (null: the largest blind)",
        ),
        _enum(
            "incomplete_raise",
            IncompleteRaise,
            "whether a short all-in bet or raise re-opens the betting: only a full one "
            "(full-bet) or one of at least half (half-bet)",
        ),
        Setting(
            key="cumulative_allins",
            kind="bool",
            meaning="several short all-ins that together make a full raise re-open the betting",
        ),
        _enum(
            "min_raise_basis",
            MinRaiseBasis,
            "after short all-ins: the next raise is at least the last full raise, or the "
            "cumulative raise over the last full bet",
        ),
        Setting(
            key="raise_cap",
            kind="optional-count",
            meaning="raises allowed after the opening bet in one round (null: unlimited)",
        ),
        _enum(
            "heads_up_uncapped",
            HeadsUpUncapped,
            "lifts raise_cap when the round starts heads-up (round-start) or whenever only "
            "two players remain (any-time); a player all-in is not counted",
        ),
        _enum(
            "pot_limit_preflop",
            PotLimitPreflop,
            "pot-limit before the flop: blinds count at full size (true-pot), as posted "
            "(posted), or the small blind as a big blind (assumed-call)",
        ),
        _enum("straddle", Straddle, "where a voluntary live straddle may be posted"),
        Setting(key="max_straddles", kind="count", meaning="straddle plus re-straddles allowed"),
        _enum(
            "straddle_min_raise",
            StraddleMinRaise,
            "minimum raise over a straddle: the straddle amount, or straddle minus big blind",
        ),
        Setting(
            key="straddle_counts_toward_cap",
            kind="bool",
            meaning="a straddle counts as a raise toward raise_cap (limit games)",
        ),
        Setting(
            key="straddle_in_kill_pot",
            kind="bool",
            meaning="a straddle may be posted in a kill hand (the hand file's kill); WSOP Live "
            "Action Rule 203 allows none",
        ),
        Setting(
            key="short_allin_counts_toward_cap",
            kind="bool",
            meaning="an all-in raise too short to re-open the betting still counts as one of "
            "the raise_cap raises (limit games)",
        ),
        Setting(
            key="sleeper",
            kind="bool",
            meaning="blind raises from other positions are allowed, with no option",
        ),
        _enum(
            "game",
            Game,
            "community-card game with blinds and flop/turn/river (hold'em, Omaha), or a "
            "stud game (third to seventh street, bring-in from the upcards): stud and "
            "stud-hi-lo bring in from the lowest upcard, razz from the highest",
        ),
        _enum(
            "draws",
            Draws,
            "draw games (a community game with blinds and no board): the draws between "
            "betting rounds, single (2-7 single draw: two rounds) or triple (2-7 triple draw, "
            "badugi: four rounds, small bets on the first two)",
        ),
        Setting(
            key="bring_in",
            kind="optional-amount",
            meaning="stud: the forced bet of the player the upcards pick on third street "
            "(they may complete to the small bet instead)",
        ),
        Setting(
            key="open_pair_big_bet",
            kind="bool",
            meaning="stud: when an upcard pair shows on fourth street, a player may bet or "
            "raise the big bet; once one does, the rest of the round is at the big bet",
        ),
        _enum(
            "kill_kind",
            KillKind,
            "kill hand (the hand file's kill): full doubles the limits and the kill blind is "
            "twice the big blind; half multiplies them by 1.5",
        ),
        _enum(
            "kill_blind_acts",
            KillBlindActs,
            "kill hand: the kill blind acts last in the opening round whatever its seat "
            "(last), or in its seat's turn (in-turn)",
        ),
        Setting(
            key="kill_pot_over",
            kind="optional-amount",
            meaning="kill game (`floorcli blinds`): a pot over this amount won by one player "
            "puts the kill on the next hand, that player posting the kill blind (null: no "
            "pot trigger)",
        ),
        Setting(
            key="kill_win_streak",
            kind="optional-count",
            meaning="kill game (`floorcli blinds`): a player who wins this many pots in a row "
            "posts the kill blind next hand, and again after each further win (null: no "
            "streak trigger)",
        ),
        _enum("button_rule", ButtonRule, "blinds and button when players leave"),
        Setting(key="table_seats", kind="count", meaning="seats at the table, numbered 1 to N"),
        _enum(
            "show_order",
            ShowOrder,
            "who shows first at the showdown: the last aggressor, else the first to act "
            "(Robert's Rules), or under TDA every hand tabled at once when a player is all-in",
        ),
        _enum(
            "missed_blinds",
            MissedBlinds,
            "a player back from away makes up the blinds that passed the seat: the big blind "
            "live and the small blind dead at once, one a hand, or waits for the big blind; or "
            "(blinded-off) an absent player is dealt in and posts what is due, hand killed",
        ),
        _enum(
            "new_player",
            NewPlayer,
            "a new player posts a live big blind to be dealt in at once, waits for the big "
            "blind, or (free) is dealt in without posting unless between button and small blind",
        ),
        _enum(
            "verbal_vs_chips",
            VerbalVsChips,
            "a verbal declaration and chips that disagree: whichever came first defines the "
            "action (first), or the verbal statement prevails (verbal)",
        ),
        _enum(
            "declared_raise",
            DeclaredRaise,
            "chips put in with more than one move after 'raise' is said: the first move only, "
            "the rest a string raise returned (one-motion), or every move until the hands come "
            "to rest (many-moves: Robert's Rules, no-limit rule 4, non-tournament play)",
        ),
        _enum(
            "underraise",
            Underraise,
            "chips or an amount said (no 'raise' declared) over the call but short of a "
            "minimum raise: at least half the raise makes a full minimum raise, less is a call "
            "(fifty-percent), or it is brought up to the minimum raise (minimum)",
        ),
        _enum(
            "undercall",
            Undercall,
            "a call of less than the amount with chips behind: a mandatory full call heads-up "
            "or facing the opening bet, elsewhere the floor's discretion (opening-or-heads-up), "
            "or always corrected to the full call, the 80% rule of thumb flagged (corrected)",
        ),
        _enum(
            "out_of_turn_check",
            OutOfTurnCheck,
            "a check out of turn voided by a bet before the player's turn: the player has "
            "every option (all-options), or may call or fold but not bet or raise "
            "(no-bet-or-raise)",
        ),
        Setting(
            key="chip_unit",
            kind="optional-count",
            meaning="the smallest chip in play: a split pot is divided in these units, the odd "
            "unit to the first winner left of the button (board games), to the high card by "
            "suit (stud, razz), to the high hand (high-low); unset, the smallest chip in "
            "play: the largest amount every blind, ante, bring-in and chip put in is a "
            "multiple of (25 at 25/50, 0.25 at 0.25/0.50)",
        ),
        Setting(
            key="clock_seconds",
            kind="count",
            meaning="a player on the clock ('clock NAME' at the table) has this many seconds to "
            "act, then the countdown; when time expires the hand is dead facing a bet, checked "
            "otherwise, and a tie goes to the player (TDA 2024 Rule 29: 25 seconds)",
        ),
        Setting(
            key="clock_countdown",
            kind="count",
            meaning="the countdown after clock_seconds, in seconds (TDA 2024 Rule 29: a 5 "
            "second countdown)",
        ),
    )
}

META_KEYS: tuple[str, ...] = ("name", "description", "sources", "extends")
