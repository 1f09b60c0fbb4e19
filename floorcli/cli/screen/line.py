"""The screen's input line: the line mode's grammar, typed, with the lines typed before a key
away (up and down), as `input()` with readline gives them in line mode."""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.widgets import Input

__all__ = ["TypedLine"]


class TypedLine(Input):
    """An `Input` that remembers each line played: up goes back through them, down forward
    again to the line being written."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "back", "the line before", show=False),
        Binding("down", "forward", "the line after", show=False),
    ]

    def __init__(self, *, placeholder: str, id: str) -> None:
        super().__init__(placeholder=placeholder, id=id)
        self.history: list[str] = []
        self.at = 0  # len(history): the line being written
        self.draft = ""

    def remember(self, line: str) -> None:
        """Keep `line` (not an empty one, nor the one just before again)."""
        if line and (not self.history or self.history[-1] != line):
            self.history.append(line)
        self.at = len(self.history)
        self.draft = ""

    def action_back(self) -> None:
        if self.at == 0:
            return
        if self.at == len(self.history):
            self.draft = self.value
        self.at -= 1
        self._show(self.history[self.at])

    def action_forward(self) -> None:
        if self.at >= len(self.history):
            return
        self.at += 1
        self._show(self.draft if self.at == len(self.history) else self.history[self.at])

    def _show(self, line: str) -> None:
        self.value = line
        self.cursor_position = len(line)
