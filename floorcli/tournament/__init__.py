"""The tournament floor between hands: balancing tables, breaking tables, color-ups.

Pure rules, no terminal: `roomfile` reads a room file (every table of a tournament: seats,
players, stacks, button and blinds) into the values of `room`; `positions` says where the
next hand's button and blinds fall at a table (the dead button, TDA 2024 Rule 32) and which
empty seat is the worst position; `balance` rules which player moves where (TDA 2024 Rule 11);
`breaking` draws the players of a broken table into new seats (Rules 10 and 8-A); `cards` is
the seeded deck both draws use; `colorup` races off a removed denomination (Rule 24).
"""
