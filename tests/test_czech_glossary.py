"""One Czech term per thing (docs/glossary.cs.md): the Czech catalogue and the Czech pages of docs/ use
none of the words the glossary says not to use, no straight double quote and no "MKS" for MKŠ; the
Czech web pages of the demo have no bracket inside a bracket. Each finding is named by its catalogue
key, or its page and line."""

from __future__ import annotations

import html
import re
from pathlib import Path

from babel.messages.pofile import read_po

from arbiter_app.services import publish
from tests.conftest import ICCF_DEMO

ROOT = Path(__file__).parent.parent
GLOSSARY = ROOT / "docs" / "glossary.cs.md"
CATALOGUE = ROOT / "resources" / "locale" / "cs" / "LC_MESSAGES" / "arbiter.po"


def glossary() -> tuple[list[str], list[str]]:
    """The words not to use (the third column of the glossary's table, each in `code`) and the
    quotations of the regulations kept word for word (the list after "Doslovné citace")."""
    text = GLOSSARY.read_text(encoding="utf-8")
    table, _, quoted = text.partition("Doslovné citace")
    rows = [line.split("|") for line in table.splitlines() if line.startswith("|") and not line.startswith("|---")]
    forbidden = [word for row in rows[1:] for word in re.findall(r"`([^`]+)`", row[3])]
    return forbidden, re.findall(r"`([^`]+)`", quoted)


FORBIDDEN, QUOTATIONS = glossary()
_TYPED = re.compile(r"`[^`]*`|\{[^{}]*\}")  # code and commands as typed, placeholders
_REFERENCE = re.compile(r"\[\d{3}[^\]]*\]|\]\([^)]*\)")  # a rule's reference as the English writes it, a link's target
_WORDS = [(word, re.compile(r"(?<!\w)" + re.escape(word), re.IGNORECASE)) for word in FORBIDDEN if word not in ('"', "MKS")]


def findings(text: str) -> list[str]:
    """What the glossary forbids in `text`, outside code, placeholders, references and quotations."""
    for quotation in QUOTATIONS:
        text = text.replace(quotation, "")
    prose = _REFERENCE.sub("", _TYPED.sub("", text))
    found = [word for word, pattern in _WORDS if pattern.search(prose)]
    found += ['"'] if '"' in prose else []
    found += ["MKS"] if re.search(r"\bMKS\b", prose) else []
    return found


def _catalogue() -> list[tuple[str, str]]:
    with CATALOGUE.open("rb") as handle:
        catalogue = read_po(handle, locale="cs")
    return [(m.id if isinstance(m.id, str) else m.id[0], text) for m in catalogue if m.id
            for text in (m.string if isinstance(m.string, tuple) else (m.string,))]


def test_the_glossary_names_the_words_not_to_use():
    assert {"odstoup", "vklad", "typ vystoupení", "uznané vystoupení", '"', "MKS"} <= set(FORBIDDEN)
    assert QUOTATIONS == ["„nebo z turnaje odstoupil“"]


def test_the_check_finds_each_kind_of_mistake_and_leaves_typed_text_alone():
    assert findings('Odstoupení hráče "Novák" bez vrácení vkladu, titul MKS, typ vystoupení') == [
        "odstoup", "vklad", "typ vystoupení", '"', "MKS"]
    assert findings('`--award MKS`, {kind}, [002 "Delitev mest"], „nebo z turnaje odstoupil“ [003 §3.3.3]') == []


def test_the_czech_catalogue_uses_the_glossarys_terms():
    wrong = [f"{key}: {', '.join(found)}: {text}" for key, text in _catalogue() if (found := findings(text))]
    assert wrong == [], "\n".join(wrong)


def _blank(match: re.Match) -> str:
    """Code left out, its line breaks kept: each line keeps its number."""
    return "\n" * match.group().count("\n")


def test_the_czech_pages_of_the_docs_use_the_glossarys_terms():
    wrong = []
    for page in sorted((ROOT / "docs").glob("*.cs.md")):
        if page == GLOSSARY:
            continue
        text = re.sub(r"^```.*?^```", _blank, page.read_text(encoding="utf-8"), flags=re.S | re.M)
        text = re.sub(r"`[^`]*`", _blank, text)  # a command or JSON as typed, also over a line break
        wrong += [f"{page.name}:{no}: {', '.join(found)}: {line}"
                  for no, line in enumerate(text.splitlines(), start=1) if (found := findings(line))]
    assert wrong == [], "\n".join(wrong)


def test_the_czech_web_pages_put_no_bracket_inside_a_bracket(demo_db, tmp_path):
    """The demo's pages in Czech, as published (a default's note "(kontumace, …)" in the explained
    tie-breaks; the go wall list's bye), read as a person reads them: no "(… (…))"."""
    publish.publish_all(demo_db, tmp_path, "cs")
    nested = []
    for page in sorted(tmp_path.glob("*.html")):
        text = re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", page.read_text(encoding="utf-8"))))
        nested += [f"{page.name}: {m.group()}" for m in re.finditer(r"\([^()]*\([^()]*\)[^()]*\)", text)]
    assert (tmp_path / f"{ICCF_DEMO.replace('/', '_')}.html").exists()
    assert nested == [], "\n".join(nested)
