"""The error taxonomy: one root, a few kinds, each message a complete sentence for the user."""

from __future__ import annotations


class FloorError(Exception):
    """Anything floorcli refuses; the CLI prints it on one line and exits 2."""

    def __init__(self, message: str, *, file: str | None = None, line: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.file = file
        self.line = line

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


def close_match_hint(word: object, choices: list[str]) -> str:
    """`` (did you mean 'Carol'?)`` for the choice closest to `word`, or ``""``.

    >>> close_match_hint("Carl", ["Alice", "Carol"])
    " (did you mean 'Carol'?)"
    """
    import difflib  # only for error messages

    close = difflib.get_close_matches(str(word), choices, n=1)
    return f" (did you mean '{close[0]}'?)" if close else ""
