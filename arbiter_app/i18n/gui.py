"""Texts of the gui area (see arbiter_app.i18n)."""

MESSAGES: dict[str, dict[str, str]] = {
}
