"""How a batch of a rating list travels from the reading process (services.ratings.list_batches): the text
columns joined into one text each, and back; anything else as it is."""

import pytest

from arbiter_app.services.ratings.list_batches import _packed, _unpacked


@pytest.mark.parametrize("column", [["Židů, Tomáš", "Novák, Jan"], [""], ["", ""], ["FIDE:1"]])
def test_a_column_of_texts_travels_as_one_text(column):
    packed = _packed(column)
    assert isinstance(packed, str) and _unpacked(packed) == column


@pytest.mark.parametrize("column", [["a\0b", "c"], [None, "x"], [2412, None], []])
def test_any_other_column_travels_as_it_is(column):
    assert _packed(column) is column and _unpacked(column) is column
