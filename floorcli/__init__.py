"""floorcli: the poker rulebook at the table."""

__version__ = "0.1.0"
