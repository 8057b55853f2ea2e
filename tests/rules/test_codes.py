"""One parser per code (rules.codes): every reader, mapper and option reads codes through Code.parse."""

import pytest

from arbiter_app.rules.codes import Code, CodeError
from arbiter_app.rules.draw import DrawMethod
from arbiter_app.rules.event_kinds import EventKind
from arbiter_app.rules.go.placing import Placing
from arbiter_app.rules.model import Flag, Organiser, RatingKind, Result, WithdrawalReason


def all_codes(cls: type = Code) -> list[type[Code]]:
    found = []
    for sub in cls.__subclasses__():
        found += [sub, *all_codes(sub)]
    return found


def test_every_code_reads_back_each_of_its_values() -> None:
    import arbiter_app.rules.ratings.period  # noqa: F401  (codes defined there)

    codes = all_codes()
    assert {Result, Flag, RatingKind, Organiser, EventKind, Placing, DrawMethod} <= set(codes)
    for code in codes:
        assert [code.parse(v) for v in code.values()] == list(code)


def test_a_draw_reads_as_an_arbiter_types_it() -> None:
    assert {Result.parse(t) for t in ("1/2-1/2", "1/2", "½-½", "½", "=")} == {Result.DRAW}
    assert Result.parse("0-0") is Result.BOTH_LOSE


def test_an_organiser_in_any_capitalisation() -> None:
    assert Organiser.parse("planetsah") is Organiser.PLANET_SAH and Organiser.parse("CAGO") is Organiser.CAGO


def test_an_unknown_text_names_the_code_and_the_closest_value() -> None:
    with pytest.raises(CodeError) as e:
        Flag.parse("DD")
    assert str(e.value) == "unknown flag 'DD'; did you mean 'D'?"
    with pytest.raises(CodeError) as e:
        WithdrawalReason.parse("boredom")
    assert str(e.value) == "unknown withdrawal reason 'boredom'; expected one of death, illness, force-majeure, personal"
    with pytest.raises(ValueError, match="unknown result '2-0'"):
        Result.parse("2-0")


def test_a_missing_optional_code_is_none() -> None:
    assert Flag.parse_optional(None) is None and Flag.parse_optional("") is None
    assert Flag.parse_optional("A") is Flag.ADJUDICATED


def test_a_stored_kind_unknown_to_this_version_reads_as_other() -> None:
    assert EventKind.of("kind_of_2030") is EventKind.OTHER and EventKind.of(None) is EventKind.OTHER
    with pytest.raises(CodeError, match="did you mean 'master_class'"):
        EventKind.parse("master_clas")
