"""Writing YAML: PyYAML's safe dumper, with an amount read in cents written back as typed."""

from __future__ import annotations

from typing import Any

from floorcli.textio.numbers import Written

__all__ = ["dump_yaml"]


def dump_yaml(data: Any, **options: Any) -> str:
    """`data` as YAML text (`yaml.safe_dump`'s `options`); a `Written` amount is written as
    its text, ``0.50`` (not ``0.5``), so the hand reads back with the same decimals.

    >>> print(dump_yaml({"blinds": [Written("0.25"), Written("0.50")]}), end="")
    blinds:
    - 0.25
    - 0.50
    """
    import yaml

    class _Dumper(yaml.SafeDumper):
        pass

    _Dumper.add_representer(
        Written,
        lambda dumper, value: dumper.represent_scalar("tag:yaml.org,2002:float", value.text),
    )
    return str(yaml.dump(data, Dumper=_Dumper, **options))
