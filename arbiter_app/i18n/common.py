"""Texts shared by every area: the flags of a crosstable cell (see arbiter_app.i18n)."""

MESSAGES: dict[str, dict[str, str]] = {
    "flag.A": {"en": "adjudication", "cs": "odhad"},
    "flag.C": {"en": "cancelled", "cs": "anulováno"},
    "flag.D": {"en": "default", "cs": "kontumace"},
    "flag.E": {"en": "time exceeded", "cs": "překročení času"},
    "flag.O": {"en": "finished by the original player", "cs": "dohráno původním hráčem"},
}
