#!/usr/bin/env python3
"""Draws which folders of caisson's code include which, from the code's own #include lines.

Each folder of the product (bindings/, cli/, render/, server/, and each area of engine/: dice/,
play/, rules/, ...; a rule system's own folder counts as rules/) is a node; an arrow A --> B means a
file in A includes a file in B ("engine/play/battle.hpp"). Tests and benchmarks, which reach
everything, are left out. The result is a Mermaid flowchart, kept in docs/architecture.md between
the marker comments below.

  python3 tools/include_graph.py                              print the block
  python3 tools/include_graph.py --write docs/architecture.md rewrite the block in the document
  python3 tools/include_graph.py --check docs/architecture.md exit 1 if the document's block is stale
"""
import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ["engine", "bindings", "cli", "render", "server"]
BEGIN = "<!-- include-graph: begin (written by tools/include_graph.py; do not edit by hand) -->"
END = "<!-- include-graph: end -->"
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.MULTILINE)


def node_of(path: str):
    """The node a file (or an included path, from the root) belongs to, or None if outside."""
    parts = path.split("/")
    if parts[0] not in FOLDERS:
        return None
    if parts[0] == "engine":
        return "engine/" + parts[1] if len(parts) > 2 else "engine"
    return parts[0]


def edges():
    found = set()
    nodes = set()
    for top in FOLDERS:
        for f in sorted((ROOT / top).rglob("*")):
            if f.suffix not in (".cpp", ".hpp"):
                continue
            source = node_of(f.relative_to(ROOT).as_posix())
            if source is None:
                continue
            nodes.add(source)
            for included in INCLUDE.findall(f.read_text(encoding="utf-8")):
                target = node_of(included)
                if target is not None and target != source:
                    found.add((source, target))
                    nodes.add(target)
    return sorted(nodes), sorted(found)


def mermaid_id(node: str) -> str:
    return node.replace("/", "_")


def block() -> str:
    nodes, arrows = edges()
    lines = [BEGIN, "```mermaid", "flowchart LR"]
    for n in nodes:
        lines.append(f'  {mermaid_id(n)}["{n}/"]')
    for a, b in arrows:
        lines.append(f"  {mermaid_id(a)} --> {mermaid_id(b)}")
    lines += ["```", END]
    return "\n".join(lines)


def with_block(text: str, path: Path) -> str:
    start, stop = text.find(BEGIN), text.find(END)
    if start < 0 or stop < start:
        sys.exit(f"{path}: no include-graph markers ({BEGIN} ... {END})")
    return text[:start] + block() + text[stop + len(END):]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--write", metavar="DOC", help="rewrite the diagram between the markers in DOC")
    group.add_argument("--check", metavar="DOC", help="exit 1 if DOC's diagram differs from the code's includes")
    args = parser.parse_args()
    if args.write:
        path = Path(args.write)
        text = path.read_text(encoding="utf-8")
        new = with_block(text, path)
        if new != text:
            path.write_text(new, encoding="utf-8")
        return 0
    if args.check:
        path = Path(args.check)
        text = path.read_text(encoding="utf-8")
        if with_block(text, path) != text:
            print(f"{path}: the include diagram is stale; run python3 tools/include_graph.py --write {path}",
                  file=sys.stderr)
            return 1
        return 0
    print(block())
    return 0


if __name__ == "__main__":
    sys.exit(main())
