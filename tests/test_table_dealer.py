"""`floorcli.table.dealer`: the one reader of a typed line at the live table.

Every line gets its kind here (an action, a street marker, an award, `next`, an event, the stud
upcards, `undo`, a question, `save`, `quit`) and a `Reply` the terminal only draws.  A blind game
and a stud game are two dealers behind one protocol.

The blind game: Ann, Bob, Cat, Dan with 1000 each, blinds 5/10, button on Dan (seat 4): Ann
posts the small blind, Bob the big blind, Cat acts first (SPEC section 2: the blinds are posted
clockwise left of the button).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from floorcli.table.dealer import BlindsDealer, Dealer, StudDealer, dealer_for, resumed_words
from floorcli.table.hand import hand_from_flags, start_table
from floorcli.table.kinds import Kind, Query
from floorcli.table.session import LiveSession, Reply

SEATS = "1:Ann:1000,2:Bob:1000,3:Cat:1000,4:Dan:1000"
STUD = ["small_bet=10", "big_bet=20", "ante=1", "bring_in=5"]


def blinds() -> LiveSession:
    data = hand_from_flags(
        rules="cash-nlhe", blinds="5,10", ante=None, button=4, stacks=None, seats=SEATS
    )
    return LiveSession.begin(start_table(data, file="flags").table)


def stud() -> LiveSession:
    # Upcards Kh, 3c, 9d: the 3c is lowest, seat 2 brings in 5 (Robert's Rules of Poker v5,
    # Seven-Card Stud); seat 3, on its left, acts first.
    data = hand_from_flags(
        rules="stud",
        blinds=None,
        ante=None,
        button=None,
        stacks="1000,1000,1000",
        seats=None,
        settings=STUD,
        upcards="1:Kh,2:3c,3:9d",
    )
    return LiveSession.begin(start_table(data, file="flags").table)


def typed(live: LiveSession, *lines: str) -> Reply:
    """Each line through the one entry, as `floorcli.cli.live.loop` types it; the last reply."""
    reply = Reply(live=live)
    for line in lines:
        reply = dealer_for(live).line(line)
        live = reply.live
    return reply


def test_a_blind_game_and_a_stud_game_are_two_dealers() -> None:
    assert type(dealer_for(blinds())) is BlindsDealer
    assert type(dealer_for(stud())) is StudDealer
    dealers: list[Dealer] = [dealer_for(blinds()), dealer_for(stud())]  # one protocol
    assert [d.line("pots").query for d in dealers] == [Query.POTS, Query.POTS]


@pytest.mark.parametrize(
    ("line", "query"),
    [
        ("", Query.STATE),
        ("pots", Query.POTS),
        ("stacks", Query.STACKS),
        ("why", Query.WHY),
        ("explain", Query.WHY),
        ("hand", Query.HAND),
        ("rules", Query.RULES),
        ("help", Query.HELP),
        ("?", Query.HELP),
        ("  POTS  ", Query.POTS),
    ],
)
def test_a_question_is_answered_by_the_terminal_and_changes_nothing(
    line: str, query: Query
) -> None:
    live = blinds()
    reply = typed(live, line)
    assert (reply.kind, reply.query, reply.live) == (Kind.QUERY, query, live)


def test_an_action_carries_its_ruling_and_the_answer_follows() -> None:
    # Cat raises to 25: 10 to call + a raise of at least the big blind 10 = 20 at least (TDA
    # 2024 Rule 43-A); 25 stands.
    reply = typed(blinds(), "3 raise 25")
    assert reply.kind is Kind.ACTION and reply.answer and not reply.hint
    assert reply.outcome is not None and reply.outcome.ruling is not None
    assert reply.live.table.state.current_bet == 25


def test_a_line_that_cannot_be_read_is_a_hint_that_changes_no_chips() -> None:
    live = blinds()
    reply = typed(live, "3 rasie 25")
    assert reply.kind is Kind.ACTION and not reply.answer
    assert reply.hint.endswith("('help' shows what to type)")
    assert reply.live.table.steps == live.table.steps  # kept in the log, not in the hand


def test_a_street_marker_is_its_own_kind() -> None:
    # Preflop: Cat, Dan and Ann call 10, Bob checks his big blind: the flop comes.
    reply = typed(blinds(), "3 call", "4 call", "1 call", "2 check", "flop")
    assert reply.kind is Kind.MARKER and reply.answer


def test_award_next_event_and_undo_between_hands() -> None:
    # Cat moves all-in for 1000, Dan calls all-in, Ann and Bob fold: no more betting, the pot
    # (1000 + 1000 + 5 + 10 = 2015) goes to the best hand, which the dealer names.
    shown = typed(blinds(), "3 allin", "4 call", "1 fold", "2 fold", "3 wins")
    assert shown.kind is Kind.AWARD and not shown.answer
    assert shown.said[0] == "Seat 3 (Cat) wins the main pot of 2,015 (stack 2,015)."
    folds = ("3 fold", "4 fold", "1 fold")  # Bob's big blind wins the blinds uncontested
    ended = typed(blinds(), *folds, "next")
    assert ended.kind is Kind.NEXT and ended.answer and ended.live.number == 2
    event = typed(blinds(), *folds, "next", "4 fold", "join 5 Eve 500")  # seat 4 first
    assert event.kind is Kind.EVENT and event.said == (
        "Eve joins at seat 5 with 500 before the next hand.",
    )
    undone = dealer_for(event.live).undo()
    assert undone.kind is Kind.UNDO and undone.said == ("undone: join 5 Eve 500",)
    assert typed(event.live, "undo").said == undone.said  # the typed word, the same step


def test_next_with_a_winner_awards_then_deals() -> None:
    # Cat all-in for 1000 and Dan's call: Cat wins 1000 + 1000 + 5 + 10 = 2015; Dan busts.
    reply = typed(blinds(), "3 allin", "4 call", "1 fold", "2 fold", "next 3 wins")
    assert reply.kind is Kind.NEXT and reply.live.number == 2
    assert (
        reply.said[0].startswith("Seat 3 (Cat) wins")
        and "Seat 4 (Dan) busts and leaves." in reply.said
    )
    assert reply.live.stacks[3] == 2015
    bad = typed(blinds(), "3 fold", "4 fold", "1 fold", "next Bob")
    assert bad.kind is Kind.NEXT and bad.live.number == 1
    assert bad.hint == (
        "'next Bob': after 'next' write the winner ('next 3 wins', 'next split 3 5') or nothing"
    )


@pytest.mark.parametrize(
    ("line", "name", "force"),
    [
        ("save", "", False),
        ("save night.yaml", "night.yaml", False),
        ("save a.yaml --force", "a.yaml", True),
    ],
)
def test_save_names_the_file_or_leaves_it_to_the_save_target(
    line: str, name: str, force: bool
) -> None:
    reply = typed(blinds(), line)
    assert (reply.kind, reply.save_name, reply.force, reply.hint) == (Kind.SAVE, name, force, "")


def test_save_with_two_names_says_what_to_type() -> None:
    reply = typed(blinds(), "save a.yaml b.yaml")
    assert reply.kind is Kind.SAVE and reply.hint.startswith("write 'save FILE'")


@pytest.mark.parametrize("line", ["quit", "exit", "q", "QUIT"])
def test_quit(line: str) -> None:
    assert typed(blinds(), line).kind is Kind.QUIT


def test_a_stud_hand_waits_for_its_upcards_after_next() -> None:
    # Seat 3 folds, seat 1 folds: seat 2's bring-in wins the antes (3 x 1) and the bring-in.
    waiting = typed(stud(), "3 f", "1 f", "next")
    assert waiting.kind is Kind.NEXT and waiting.live.waiting and not waiting.answer
    refused = typed(waiting.live, "2 c")
    assert refused.kind is Kind.ACTION and refused.hint.startswith("'2 c': Hand 2: seats 1, 2, 3")
    dealt = typed(waiting.live, "upcards 1:Qs 2:7h 3:8c")
    # 7h is lowest: seat 2 brings in 5
    assert dealt.kind is Kind.UPCARDS and dealt.answer and not dealt.live.waiting
    assert dealt.said == (
        "Hand 2: forced bets: seat 1 ante 1, seat 2 ante 1, seat 3 ante 1, seat 2 bring-in 5",
    )


def test_the_upcards_line_before_next_is_refused_in_stud_and_an_action_in_blinds() -> None:
    assert typed(stud(), "upcards 1:Kh").kind is Kind.UPCARDS
    assert typed(blinds(), "upcards 1:Kh").kind is Kind.ACTION


def test_a_resumed_blind_game_greets_with_the_hand_in_play() -> None:
    # Hand 1: Cat, Dan and Ann fold, Bob's big blind wins.  Hand 2: the button moves one seat
    # clockwise to Ann (seat 1): Bob posts the small blind, Cat the big blind, Dan acts first
    # and calls 10; the button, Ann, is next.
    live = typed(blinds(), "3 fold", "4 fold", "1 fold", "next", "4 call").live
    assert resumed_words(dealer_for(live), 5) == (
        "resumed the unfinished session: 5 typed lines again, 1 in the hand",
        "Hand 2, button Seat 1 (Ann), Seat 1 (Ann) to act",
    )


def test_a_resumed_stud_game_names_no_button() -> None:
    # Seat 2 brought in; seat 3 folded: seat 1, next clockwise, is to act.
    live = typed(stud(), "3 f").live
    assert resumed_words(dealer_for(live), 2)[1] == "Hand 1, Seat 1 to act"
    waiting = typed(stud(), "3 f", "1 f", "next").live
    said = resumed_words(dealer_for(waiting), 3)
    assert said[0] == "resumed the unfinished session: 3 typed lines again, 0 in the hand"
    assert said[1].startswith("Hand 2: seats 1, 2, 3 dealt in; type their third-street upcards")


# -- the walk of a typed line: cli.live.loop -> floorcli.table, never back up

ROOT = Path(__file__).resolve().parents[1]


def _imports(module: str) -> set[str]:
    """Every module `module` imports (at the top or inside a function), by name."""
    path = ROOT / (module.replace(".", "/") + ".py")
    if not path.exists():
        path = ROOT / module.replace(".", "/") / "__init__.py"
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def _walk(start: str) -> dict[str, set[str]]:
    """The floorcli modules reached from `start`, each with what it imports."""
    seen: dict[str, set[str]] = {}
    todo = [start]
    while todo:
        module = todo.pop()
        if module in seen:
            continue
        seen[module] = _imports(module)
        for target in seen[module]:
            if target.startswith("floorcli.table") and _is_module(target):
                todo.append(target)
    return seen


def _is_module(name: str) -> bool:
    base = ROOT / name.replace(".", "/")
    return base.with_suffix(".py").exists() or (base / "__init__.py").exists()


def test_a_typed_line_walks_down_into_floorcli_table_and_never_back_up() -> None:
    walked = _walk("floorcli.cli.live.loop")
    table = {m: found for m, found in walked.items() if m.startswith("floorcli.table")}
    assert "floorcli.table.dealer" in table and "floorcli.table.session" in table
    for module, found in table.items():
        upward = sorted(
            t for t in found if t.startswith(("floorcli.cli", "typer", "rich", "click"))
        )
        assert not upward, f"{module} imports {upward}"


def test_the_loop_dispatches_every_line_through_the_one_line_entry() -> None:
    tree = ast.parse((ROOT / "floorcli/cli/live/loop.py").read_text(encoding="utf-8"))
    called = [
        node.func.attr
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
    ]
    assert called.count("line") == 1  # dealer_for(self.live).line(line)
    # no other way in: the session's steps and the old readers are the dealer's alone
    others = {"enter", "award", "next_hand", "event", "undo", "between_hands", "between"}
    assert not others & set(called)
    assert not {m for m in _imports("floorcli.cli.live.loop") if m.endswith(".lines.undo")}


LIVE = sorted([*(ROOT / "floorcli/table").glob("*.py"), *(ROOT / "floorcli/cli/live").glob("*.py")])


@pytest.mark.parametrize("path", LIVE, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_private_member_is_used_from_another_module(path: Path) -> None:
    """A name with a leading underscore is read only in the module that defines it: no
    `from ... import _name`, no `obj._name` of a name this module does not define."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    own: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            own.add(node.name)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            own.add(node.attr)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            own.add(node.target.id)
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("floorcli"):
            private = [a.name for a in node.names if a.name.startswith("_")]
            assert not private, f"{path.name} imports {private} from {node.module}"
        if isinstance(node, ast.Attribute) and node.attr.startswith("_"):
            dunder = node.attr.startswith("__") and node.attr.endswith("__")
            assert dunder or node.attr in own, f"{path.name} uses {node.attr} of another module"
