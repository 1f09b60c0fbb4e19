"""The live table, pure: no terminal, no typer, no rich.

`floorcli table` keeps its whole state here: the hand being played (`hand.Table`), the session
over many hands (`session.LiveSession`, the stud session beside it in `studsession`), the one
reader of a typed line (`dealer`: `line(text)` gives a `session.Reply` of a `kinds.Kind`; fast
input in `typed`), awards (`awards`), players coming and going (`events`), the next hand's
button and blinds (`planner`), the journal of typed lines (`journal`), the saved session file
(`savefile`) and a played session read back (`played`).  `floorcli.cli.live` only reads the
terminal and draws.
"""
