"""Generated FIDE rating lists (TXT and XML, the layouts FIDE publishes), for the benchmark and the tests.

The TXT columns are those of FIDE's combined list (`players_list_foa.txt`): each column starts where
its name starts in the header line.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Iterator
from xml.sax.saxutils import escape

# (header name, width) in FIDE's order
TXT_COLUMNS = (
    ("ID Number", 15), ("Name", 61), ("Fed", 4), ("Sex", 4), ("Tit", 5), ("WTit", 5), ("OTit", 15), ("FOA", 4),
    ("SRtng", 6), ("SGm", 4), ("SK", 3), ("RRtng", 6), ("RGm", 4), ("Rk", 3), ("BRtng", 6), ("BGm", 4), ("BK", 3),
    ("B-day", 6), ("Flag", 4),
)
SURNAMES = ("Novak", "Svoboda", "Dvorak", "Kumar", "Smith", "Müller", "Kowalski", "Šťastný", "Garcia", "Ivanov", "Nguyen", "Židů")
FIRST_NAMES = ("Jan", "Petr", "Anna", "Ravi", "John", "Eva", "Tomáš", "Maria", "Igor", "Lan", "Jiří", "Sophie")
FEDERATIONS = ("CZE", "SVK", "GER", "IND", "USA", "POL", "ESP", "RUS", "VIE", "FRA")


@dataclass(frozen=True)
class FidePlayer:
    fide_id: int
    name: str
    federation: str
    sex: str
    title: str
    rating: int | None
    games: int
    k: int
    birth_year: int
    flag: str


def generated_players(count: int, seed: int = 1) -> Iterator[FidePlayer]:
    rng = random.Random(seed)
    for i in range(count):
        sex = "F" if rng.random() < 0.12 else "M"
        rated = rng.random() < 0.7
        yield FidePlayer(
            fide_id=100_000 + i * 7,
            name=f"{rng.choice(SURNAMES)}{i % 9973 or ''}, {rng.choice(FIRST_NAMES)}",
            federation=rng.choice(FEDERATIONS),
            sex=sex,
            title=rng.choice(("", "", "", "", "FM", "IM", "GM")) if rated else "",
            rating=rng.randint(1400, 2750) if rated else None,
            games=rng.randint(0, 12) if rated else 0,
            k=rng.choice((10, 20, 40)),
            birth_year=rng.randint(1930, 2018),
            flag=("w" if sex == "F" else "") + ("i" if rng.random() < 0.4 else ""),
        )


def txt_header() -> str:
    return "".join(name.ljust(width) for name, width in TXT_COLUMNS).rstrip()


def txt_line(p: FidePlayer) -> str:
    values = {
        "ID Number": str(p.fide_id), "Name": p.name, "Fed": p.federation, "Sex": p.sex, "Tit": p.title,
        "SRtng": str(p.rating or ""), "SGm": str(p.games) if p.rating else "", "SK": str(p.k) if p.rating else "",
        "B-day": str(p.birth_year), "Flag": p.flag,
    }
    return "".join(values.get(name, "").ljust(width) for name, width in TXT_COLUMNS).rstrip()


def write_txt(path: Path, players: Iterable[FidePlayer]) -> None:
    with path.open("w", encoding="utf-8", newline="\r\n") as f:
        f.write(txt_header() + "\n")
        for p in players:
            f.write(txt_line(p) + "\n")


def xml_record(p: FidePlayer) -> str:
    return (
        f"<player><fideid>{p.fide_id}</fideid><name>{escape(p.name)}</name><country>{p.federation}</country>"
        f"<sex>{p.sex}</sex><title>{p.title}</title><w_title></w_title><o_title></o_title><foa_title></foa_title>"
        f"<rating>{p.rating or ''}</rating><games>{p.games if p.rating else ''}</games><k>{p.k if p.rating else ''}</k>"
        f"<birthday>{p.birth_year}</birthday><flag>{p.flag}</flag></player>"
    )


def write_xml(path: Path, players: Iterable[FidePlayer]) -> None:
    with path.open("w", encoding="utf-8") as f:
        f.write('<?xml version="1.0" encoding="utf-8"?>\n<playerslist>\n')
        for p in players:
            f.write(xml_record(p) + "\n")
        f.write("</playerslist>\n")
