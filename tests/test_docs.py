"""The README and docs/ speak to a reader who has only the repository: no path outside it, every
regulation cited by a code that docs/regulations.md names, every linked document present."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def test_no_reference_leaves_the_repository():
    outside = [
        f"{d.relative_to(ROOT)}:{i}: {line.strip()}"
        for d in DOCS
        for i, line in enumerate(d.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"\.\./|shared/|seeds/|\bDOMAIN\b|ENVIRONMENT\.md|ARCHITECTURE\.md", line)
    ]
    assert outside == []


def test_every_regulation_code_is_named_in_the_regulations_page():
    regulations = (ROOT / "docs" / "regulations.md").read_text(encoding="utf-8")
    named = set(re.findall(r"^\| `\[(\d{3})\]` \|", regulations, re.MULTILINE))
    assert named == {"000", "001", "002", "003", "004"}
    cited = {code for d in DOCS for code in re.findall(r"\[(\d{3})[\] ]", d.read_text(encoding="utf-8"))}
    assert cited <= named


def test_every_linked_document_exists():
    linked = {m for d in DOCS for m in re.findall(r"`(docs/[\w.-]+\.md)`", d.read_text(encoding="utf-8"))}
    assert linked and [p for p in sorted(linked) if not (ROOT / p).is_file()] == []


def test_no_merge_conflict_markers_were_committed():
    """Several branches meet in main: a marker left behind would ship as text or break the code."""
    files = [p for pattern in ("**/*.py", "**/*.md", "**/*.toml", "**/*.sh", "**/*.json") for p in ROOT.glob(pattern)]
    marked = [
        f"{p.relative_to(ROOT)}:{i}"
        for p in files
        if ".venv" not in p.parts and "build" not in p.parts
        for i, line in enumerate(p.read_text(encoding="utf-8", errors="replace").splitlines(), 1)
        if line.startswith(("<<<<<<< ", ">>>>>>> "))
    ]
    assert marked == []
