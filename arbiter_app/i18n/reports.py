"""Texts of the reports area (see arbiter_app.i18n)."""

MESSAGES: dict[str, dict[str, str]] = {
}
