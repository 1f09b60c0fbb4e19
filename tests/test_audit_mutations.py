"""Real hands made irregular: every report still points at the PHH file's own action.

Corpus hands of every variant (each WSOP and famous hand, every 40th Pluribus hand) have one
action changed as a careless hand history would: a bet or raise written as 1 chip, two
betting actions swapped, an action written twice.  Whatever the audit finds in such a file,
each irregular record must locate the action in the file (its number in `actions`, its line)
and quote it as written, give advice in PHH's words, and name the player who wrote it; and
a hand it cannot replay is reported with the action's number.  These invariants found that
every Pluribus and WSOP file (which carry `hand = N`) was quoted as null, and that no stud
or draw action was located at all.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from floorcli.audit.run import audit_file
from floorcli.formats.phh import loads

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "phh"

pytestmark = pytest.mark.skipif(
    not CORPUS.is_dir(), reason="the shared corpus is not beside the checkout"
)


def _corpus_sample() -> list[Path]:
    if not CORPUS.is_dir():
        return []
    others = sorted((CORPUS / "wsop").rglob("*.phh")) + sorted(CORPUS.glob("*.phh"))
    return others + sorted((CORPUS / "pluribus").rglob("*.phh"))[::40]


def _betting(actions: list[str]) -> list[int]:
    """The positions of the betting actions (not deals, shows or draws)."""
    return [
        i
        for i, a in enumerate(actions)
        if a.startswith("p") and a.split()[1:2] in (["f"], ["cc"], ["cbr"])
    ]


def _mutations(actions: list[str]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    betting = _betting(actions)
    raises = [i for i in betting if " cbr " in actions[i]]
    if raises:
        changed = list(actions)
        i = raises[len(raises) // 2]
        changed[i] = f"{actions[i].split()[0]} cbr 1"
        out["cbr 1"] = changed
    if len(betting) >= 2:
        changed = list(actions)
        i, j = betting[0], betting[1]
        changed[i], changed[j] = changed[j], changed[i]
        out["swapped"] = changed
    if betting:
        changed = list(actions)
        i = betting[-1]
        changed.insert(i, actions[i])
        out["twice"] = changed
    return out


@pytest.mark.parametrize("source", _corpus_sample(), ids=lambda p: str(p.relative_to(CORPUS)))
def test_every_report_of_a_mutated_hand_points_at_its_own_action(
    source: Path, tmp_path: Path
) -> None:
    text = source.read_text(encoding="utf-8")
    actions = loads(text, file=str(source))["actions"]
    lines = text.splitlines()
    (at,) = [k for k, line in enumerate(lines) if line.startswith("actions = ")]
    end = at if lines[at].rstrip().endswith("]") else lines.index("]", at)  # one line or many
    for kind, changed in _mutations(actions).items():
        path = tmp_path / f"{kind.replace(' ', '-')}.phh"
        # The actions written again on one line: the line of every action is known.
        path.write_text(
            "\n".join([*lines[:at], "actions = " + json.dumps(changed), *lines[end + 1 :]]) + "\n",
            encoding="utf-8",
        )
        result = audit_file(path)
        for skip in result.skipped:  # not replayable: said with the action's number
            assert skip["reason"].startswith("action "), (kind, skip)
        for record in result.irregular:
            index = record["index"]
            assert isinstance(index, int) and 1 <= index <= len(changed), (kind, record)
            assert record["line"] == at + 1, (kind, record)
            assert record["phh"] == changed[index - 1], (kind, record)
            assert record["advice"], (kind, record)
            if record["verdict"] != "error":
                assert record["phh"].split()[0] == record["player"], (kind, record)
