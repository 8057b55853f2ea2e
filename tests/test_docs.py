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


ARBITER_PAGES = (
    "rule-choices", "regulations", "results-and-flags", "installing", "setup", "withdrawals", "tiebreaks",
    "time-control", "publish", "backups", "database-faults", "norms", "ratings", "reports", "player-register",
    "go-events", "exchange-formats", "running-event",
)
"""The arbiter-facing pages of docs/ that have a Czech twin, docs/<name>.cs.md (issue 32)."""
CITATION = re.compile(r"\[((?:\d{3}|SKŠ|ICCF) [^\]]*)\]")
"""A regulation cited in brackets: `[001 §7.2c]`, `[000 §7.3; 001 §8]`, `[SKŠ §7.7a; ICCF §8.7b]`."""


def citations(text: str) -> set[str]:
    return {" ".join(c.split()) for c in CITATION.findall(text)}  # a line break inside a citation is a space


def test_every_arbiter_page_has_a_czech_twin_citing_the_same_rules():
    """The Czech page keeps every rule's reference as the English one writes it, and each links the other."""
    docs = ROOT / "docs"
    for name in ARBITER_PAGES:
        english, czech = (docs / f"{name}.md").read_text(encoding="utf-8"), (docs / f"{name}.cs.md").read_text(encoding="utf-8")
        assert citations(czech) == citations(english), name
        assert f"]({name}.cs.md)" in english and f"]({name}.md)" in czech, name


def test_the_citation_pattern_tells_rules_apart():
    found = CITATION.findall("a [000 §7.3; 001 §8] b [SKŠ §7.7a; ICCF §8.7b] c [setup.md](setup.md) [002 \"Delitev mest\"]")
    assert found == ["000 §7.3; 001 §8", "SKŠ §7.7a; ICCF §8.7b", '002 "Delitev mest"']


def test_every_page_a_page_links_opens():
    """A Markdown link between pages of docs/ leads to a page; a Czech page not written yet
    ("norms.cs.md") opens its English twin in the Help window (help_menu.existing_page)."""
    broken = []
    for page in sorted((ROOT / "docs").glob("*.md")):
        for target in re.findall(r"\]\(([\w.-]+\.md)\)", page.read_text(encoding="utf-8")):
            english = re.sub(r"\.[a-z]{2}\.md$", ".md", target)
            if not (ROOT / "docs" / target).is_file() and not (ROOT / "docs" / english).is_file():
                broken.append(f"{page.name}: {target}")
    assert broken == []


def test_the_czech_guide_links_the_czech_pages_where_the_english_one_links_the_english():
    def links(name: str) -> set[str]:
        return set(re.findall(r"\]\(([\w.-]+\.md)\)", (ROOT / "docs" / name).read_text(encoding="utf-8")))

    english = links("user-guide.md") - {"user-guide.cs.md"}
    assert links("user-guide.cs.md") - {"user-guide.md"} == {t.replace(".md", ".cs.md") for t in english}
