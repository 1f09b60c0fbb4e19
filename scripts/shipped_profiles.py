"""Write floorcli/profiles/shipped.json: each shipped profile's text and its parsed document.

The document is what floorcli's YAML loader reads from the file (every mapping and list with
its lines), so `floorcli.profiles.shipped` can give it without importing PyYAML while the file
is unchanged.

    python scripts/shipped_profiles.py           # exit 1 if shipped.json is stale
    python scripts/shipped_profiles.py --write   # rewrite it

tests/test_rulesets.py checks that the committed file is the generated one.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from floorcli.profiles.shipped import CACHE, document_tree
from floorcli.textio.yamlsrc import load_yaml

ROOT = Path(__file__).resolve().parent.parent


def generated() -> str:
    """shipped.json as the YAML loader reads rulesets/*.yaml today."""
    profiles = {}
    for path in sorted((ROOT / "rulesets").glob("*.yaml")):
        text = path.read_bytes().decode("utf-8")
        profiles[path.name] = {"text": text, "document": document_tree(load_yaml(text, path.name))}
    return json.dumps(profiles, ensure_ascii=False, indent=1) + "\n"


def main() -> int:
    text = generated()
    if "--write" in sys.argv[1:]:
        CACHE.write_text(text, encoding="utf-8")
        return 0
    current = CACHE.read_text(encoding="utf-8") if CACHE.exists() else ""
    if current != text:
        print(f"{CACHE.relative_to(ROOT)} is stale: python scripts/shipped_profiles.py --write")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
