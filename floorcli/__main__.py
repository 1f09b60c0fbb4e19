"""`python -m floorcli`."""

from floorcli.cli import main

main()
