"""Texts of the norms area (see arbiter_app.i18n)."""

MESSAGES: dict[str, dict[str, str]] = {
}
