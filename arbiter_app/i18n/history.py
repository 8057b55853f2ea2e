"""Texts of undo, redo and several programs on one database (docs/concurrency.md)."""

MESSAGES: dict[str, dict[str, str]] = {
    "history.busy": {
        "en": "the database is busy (another program is writing to it); nothing was changed, try again",
        "cs": "databáze je zaneprázdněná (zapisuje do ní jiný program); nic se nezměnilo, zkuste to znovu",
    },
    "history.nothing_to_undo": {"en": "nothing to undo", "cs": "není co vrátit"},
    "history.nothing_to_redo": {"en": "nothing to redo", "cs": "není co zopakovat"},
    "history.action": {"en": "{action} of {at}", "cs": "{action} z {at}"},
    "history.done_undo": {"en": "undone: {what} ({count} change(s))", "cs": "vráceno: {what} (změn: {count})"},
    "history.done_redo": {"en": "redone: {what} ({count} change(s))", "cs": "zopakováno: {what} (změn: {count})"},
    "history.refused_undo": {
        "en": "cannot undo {what}: {row} was changed since by {later}; nothing was changed",
        "cs": "{what} nelze vrátit: {row} mezitím změnila akce {later}; nic se nezměnilo",
    },
    "history.refused_redo": {
        "en": "cannot redo {what}: {row} was changed since by {later}; nothing was changed",
        "cs": "{what} nelze zopakovat: {row} mezitím změnila akce {later}; nic se nezměnilo",
    },
    "history.later": {"en": "{action} of {at} by {actor} (batch {batch})", "cs": "{action} z {at}, {actor} (dávka {batch})"},
    "history.unknown_change": {"en": "a change missing from the audit log", "cs": "změna, která v záznamu změn chybí"},
    "gui.action.redo": {"en": "Redo undone change", "cs": "Znovu provést vrácenou změnu"},
    "gui.external_change": {"en": "Changed by another program: {what}", "cs": "Změněno jiným programem: {what}"},
    "gui.external_change_any": {"en": "Changed by another program", "cs": "Změněno jiným programem"},
}
