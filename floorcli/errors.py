"""The error taxonomy: one root, a few kinds, each message a complete sentence for the user.

Every error floorcli raises on purpose is a `FloorError`; the CLI prints it on one line (file,
line, message) and exits 2.  The kinds carry what a program needs without reading the text:
`file` and `line` where the input was wrong, `hint` (what to write instead) when there is one,
`variant` for a game floorcli does not replay, `index` for the action a replay stopped at.
This module imports nothing of floorcli's: every other module may raise these.
"""

from __future__ import annotations


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
    (as numbered in the file) where it stopped, when known."""

    def __init__(self, message: str, *, file: str | None = None, index: int | None = None) -> None:
        super().__init__(message, file=file)
        self.index = index


def close_match_hint(word: object, choices: list[str]) -> str:
    """`` (did you mean 'Carol'?)`` for the choice closest to `word`, or ``""``.

    >>> close_match_hint("Carl", ["Alice", "Carol"])
    " (did you mean 'Carol'?)"
    """
    import difflib  # only for error messages

    close = difflib.get_close_matches(str(word), choices, n=1)
    return f" (did you mean '{close[0]}'?)" if close else ""
