"""Values a hand is made of: streets, verbs, actions (`actions`), seats, forced bets, a kill
and the `Hand` itself (`hand`), and `evolve` to copy one with fields changed.  Nothing here
deals or replays: that is the engine's job."""
