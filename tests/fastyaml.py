"""The test modules' YAML documents read with libyaml (PyYAML's C parser), as a test reads its
cases at collection: the pure-Python parser took about 6 s of every worker's start, the C one
a tenth of it.  Both are PyYAML's safe loader with the same resolvers: the same documents."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import yaml

LOADER: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def load_all(text: str) -> Iterator[Any]:
    """`yaml.safe_load_all(text)`, parsed in C where PyYAML has libyaml."""
    return yaml.load_all(text, Loader=LOADER)
