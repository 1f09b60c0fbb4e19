"""The error taxonomy: one root, a few kinds, each message a complete sentence for the user.

Every error floorcli raises on purpose is a `FloorError`; the CLI prints it on one line (file,
line, message) and exits 2.  The kinds carry what a program needs without reading the text:
`file` and `line` where the input was wrong, `hint` (what to write instead) when there is one,
`variant` for a game floorcli does not replay, `index` for the action a replay stopped at.
This module imports nothing of floorcli's: every other module may raise these.
"""

from __future__ import annotations

from collections.abc import Iterable


class FloorError(Exception):
    """Anything floorcli refuses; the CLI prints it on one line and exits 2."""

    def __init__(
        self,
        message: str,
        *,
        file: str | None = None,
        line: int | None = None,
        hint: str | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.file = file
        self.line = line
        self.hint = hint

    def __str__(self) -> str:
        where = self.file or ""
        if self.file and self.line is not None:
            where = f"{self.file}:{self.line}"
        return f"{where}: {self.message}" if where else self.message


class NotationError(FloorError):
    """An action written in a form the grammar does not know."""


class RulesetError(FloorError):
    """A profile that is missing, unknown or has a bad setting."""


class HandFileError(FloorError):
    """A hand or session file that cannot be read as written."""


class UnsupportedHand(HandFileError):
    """A well-formed hand floorcli does not replay (unknown stacks, a forced-bet layout it does
    not know, amounts finer than it counts).  Audit skips it with the reason; it is never counted
    as irregular."""


class UnsupportedVariant(UnsupportedHand):
    """A hand of a game floorcli does not replay; `variant` is the code as the file wrote it."""

    def __init__(self, message: str, *, variant: str, file: str | None = None) -> None:
        super().__init__(message, file=file)
        self.variant = variant


class ReplayError(HandFileError):
    """A hand that was read but whose history the engine cannot follow; `index` is the action
    (as numbered in the file) where it stopped, when known, and `state` the engine's state of
    the hand there (what the floor would allow instead), when known."""

    def __init__(
        self,
        message: str,
        *,
        file: str | None = None,
        index: int | None = None,
        state: object | None = None,
    ) -> None:
        super().__init__(message, file=file)
        self.index = index
        self.state = state


class FileExistsRefused(HandFileError):
    """A file floorcli would write already exists and `--force` was not given; `path` is it."""

    def __init__(self, path: object) -> None:
        super().__init__(
            "already exists; add --force to replace it, or write to another name",
            file=str(path),
            hint="--force",
        )
        self.path = path


def close_match_hint(word: object, choices: Iterable[str], *, fold: bool = False) -> str:
    """`` (did you mean 'Carol'?)`` for the choice closest to `word`, or ``""``.

    With `fold` (setting names and values) case and ``_`` or ``-`` do not count, a `word`
    that is not text gets no hint, and a word of three letters or more that begins a choice
    (or that a choice begins) is close to it.

    >>> close_match_hint("Carl", ["Alice", "Carol"])
    " (did you mean 'Carol'?)"
    >>> close_match_hint("Button-Rule", ["blinds", "button_rule"], fold=True)
    " (did you mean 'button_rule'?)"
    >>> close_match_hint("kill", ["blinds", "kill_pot_over"], fold=True)
    " (did you mean 'kill_pot_over'?)"
    """
    import difflib  # only for error messages

    if fold and not isinstance(word, str):
        return ""

    def key(text: str) -> str:
        return text.lower().replace("_", "-") if fold else text

    by_key = {key(c): c for c in choices}
    target = key(str(word))
    close = [target] if target in by_key else difflib.get_close_matches(target, by_key, n=1)
    if fold and not close and len(target) >= 3:
        close = [k for k in by_key if target.startswith(k) or k.startswith(target)][:1]
    return f" (did you mean '{by_key[close[0]]}'?)" if close and target else ""
