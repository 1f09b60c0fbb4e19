"""`python -m floorcli`."""

from floorcli.cli.app import main

main()
