"""A hand file's comments at the end of action lines, kept with their actions in what is saved.

``- 3 raise 20   # said "raise" first`` is the dealer's own word on that action.  A YAML
loader drops comments, so `remarks_of` reads them from the file's text at each action's line,
and `actions_yaml` writes the saved file's `actions:` with each remark back on the line of
the action it was written beside (`Table.hand_file_text`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from floorcli.textio.yamlsrc import dump_yaml

__all__ = ["Remark", "actions_yaml", "remarks_of"]

Remark = tuple[int, str, str]
"""(the action's place among the hand's actions, the action as written, the ``#`` comment)."""


def _same(a: str, b: str) -> bool:
    return " ".join(a.split()).lower() == " ".join(b.split()).lower()


def remarks_of(text: str, actions: Sequence[object], lines: Sequence[int]) -> tuple[Remark, ...]:
    """The end-of-line comments of a hand file's actions: `actions` as loaded and `lines`
    their 1-based lines in `text`.  An action sharing its line with another (a flow list
    ``[3 fold, 4 call]``) has none of its own.

    >>> remarks_of("actions:\\n  - 3 raise 20   # said raise\\n  - 4 call\\n", ["3 raise 20",
    ...     "4 call"], [2, 3])
    ((0, '3 raise 20', '# said raise'),)
    """
    rows = text.splitlines()
    shared = Counter(lines)
    found: list[Remark] = []
    for at, (action, line) in enumerate(zip(actions, lines, strict=False)):
        if not 1 <= line <= len(rows) or shared[line] != 1:
            continue
        row, value = rows[line - 1], str(action)
        start = row.find(value)
        if start < 0:
            continue
        rest = row[start + len(value) :].lstrip("'\"").strip()
        if rest.startswith("#"):
            found.append((at, value, rest))
    return tuple(found)


def actions_yaml(actions: Sequence[str], remarks: Sequence[Remark]) -> str:
    """``actions:`` as `dump_yaml` writes it, each remark at the end of its action's line
    (when the action there is still the one it was written beside: an undo may have taken
    it back).

    >>> print(actions_yaml(["3 raise 20", "4 call"], [(0, "3 raise 20", "# said raise")]), end="")
    actions:
    - 3 raise 20  # said raise
    - 4 call
    """
    said = {at: (action, remark) for at, action, remark in remarks}
    if not actions:
        return dump_yaml({"actions": []})
    out = ["actions:\n"]
    for at, action in enumerate(actions):
        item = dump_yaml([action], width=10**6)
        if at in said and _same(said[at][0], action):
            item = item.rstrip("\n") + f"  {said[at][1]}\n"
        out.append(item)
    return "".join(out)
