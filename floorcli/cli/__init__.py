"""The command line: the only package that imports typer or rich.

- `app`: the typer app (`build_app`), the argv fast path for `ask`/`replay`, `main`.
- `boundary`: the one error boundary (`run`, `@command`, `error`): a `FloorError` is one line
  on stderr and exit code 2.
- `handrun`: `ask`/`replay` on a hand file, printed; shared by the fast path and typer.
- One module per command group: `hand` (ask, replay, examples), `blinds`, `table` (live mode,
  with its loop in `tableloop`), `calculators` (potmax, sidepots), `audit` (audit, convert),
  `compare`, `rules`.
- `render`: everything printed for people, one module per kind of answer, and `write_json`,
  the one JSON writer.
"""
