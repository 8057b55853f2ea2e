"""The ICCF conversion tables as printed [000 §2.3–2.4; 001 App. I 3–4, 8]."""

from fractions import Fraction

import pytest

from arbiter_app.rules.ratings.tables import (
    D_OF_P,
    EXPECTED_BANDS,
    expected_pair,
    percentage_hundredths,
    rating_difference,
)


@pytest.mark.parametrize(
    ("p", "d"),
    [
        (Fraction(1), 677),  # 1.00 -> 677
        (Fraction(99, 100), 677),  # 0.99 -> 677 (printed twice)
        (Fraction(89, 100), 351),
        (Fraction(1, 2), 0),
        (Fraction(11, 100), -351),
        (Fraction(1, 100), -677),
        (Fraction(0), -677),
    ],
)
def test_d_of_p_values_as_printed_000_s2_3(p: Fraction, d: int) -> None:
    assert rating_difference(p) == d


def test_d_of_p_is_antisymmetric_and_monotonic_000_s2_3() -> None:
    assert sorted(D_OF_P) == list(range(101))
    for h in range(101):
        assert D_OF_P[h] == -D_OF_P[100 - h]
    assert all(D_OF_P[h] <= D_OF_P[h + 1] for h in range(100))


@pytest.mark.parametrize(
    ("p", "hundredths", "d"),
    [
        (Fraction(2, 3), 67, 125),  # 0.6667 -> 0.67
        (Fraction(1, 3), 33, -125),  # 0.3333 -> 0.33
        (Fraction(27, 40), 68, 133),  # 0.675 exactly -> .5 up -> 0.68
        (Fraction(1, 200), 1, -677),  # 0.005 -> 0.01
        (Fraction(6, 11), 55, 36),  # 0.5454 -> 0.55
    ],
)
def test_percentage_rounded_to_table_hundredths_001_app1_3(p: Fraction, hundredths: int, d: int) -> None:
    assert percentage_hundredths(p) == hundredths
    assert rating_difference(p) == d


def test_percentage_outside_0_1_is_refused() -> None:
    with pytest.raises(ValueError):
        rating_difference(Fraction(11, 10))


@pytest.mark.parametrize(
    ("d", "ph"),
    [
        (0, 50), (3, 50), (4, 51), (10, 51), (11, 52),
        (100, 64), (344, 88), (345, 89), (349, 89), (350, 89), (351, 89), (357, 89), (358, 90),
        (619, 98), (620, 99), (5000, 99),
    ],
)
def test_expected_bands_as_printed_000_s2_4(d: int, ph: int) -> None:
    assert expected_pair(d) == (Fraction(ph, 100), Fraction(100 - ph, 100))


def test_expected_bands_are_contiguous_and_pl_complements_ph_001_app1_4() -> None:
    previous_high = -1
    for low, high, ph, pl in EXPECTED_BANDS:
        assert low == previous_high + 1
        assert ph + pl == 100
        previous_high = high if high is not None else previous_high
    assert EXPECTED_BANDS[-1][1] is None  # "620 - >>>"


def test_negative_difference_is_refused() -> None:
    with pytest.raises(ValueError):
        expected_pair(-1)
