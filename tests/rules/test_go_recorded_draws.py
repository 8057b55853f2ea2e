"""The draw gives the pairings recorded before its candidate pairs (issue 47), seed for seed [003 §3.2.2]."""

from __future__ import annotations

import json

import pytest

from tests.rules.go_recorded_draws import CASES, RECORDED, play, summary

RECORDS = json.loads(RECORDED.read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_same_pairings_as_recorded(case):
    recorded = RECORDS[case.name]
    drawn = [summary(d) for d in play(case)]
    assert len(drawn) == len(recorded) == case.rounds
    for number, (now, before) in enumerate(zip(drawn, recorded), start=1):
        assert now == before, f"{case.name}: round {number} is drawn differently"


def test_the_recorded_events_are_the_cases():
    assert set(RECORDS) == {c.name for c in CASES}
