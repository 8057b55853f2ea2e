"""Being written (issue 45)."""


def register(sub, db_option) -> None:
    pass
