"""The register's checks of a player's contacts (rules.contacts; docs/player-register.md, "Contacts:
personal data"): the regulations set no form for them [001 §1.8.1; 002 "Šahovska partija"], so each
case here is the register's own convention, computed by hand."""

from datetime import date

import pytest

from arbiter_app.rules.contacts import (
    ADDRESS_LINE_MAX,
    EMAIL_MAX,
    Contact,
    ContactReason,
    address_of,
    contact_from_texts,
    contact_texts,
    may_be_given,
)

TODAY = date(2026, 12, 2)


def reasons(texts, base=None):
    contact, problems = contact_from_texts(texts, TODAY, base)
    assert (contact is None) == bool(problems)
    return [(p.field, p.reason) for p in problems]


def test_a_whole_contact_is_read_and_trimmed():
    contact, problems = contact_from_texts(
        {"email": " jan.novak@seznam.cz ", "address": "Údolní 12\r\n\n  142 00   Praha 4 ", "phone": "+420  777 123 456",
         "consent": "2026-01-05"}, TODAY)
    assert problems == []
    assert contact == Contact("jan.novak@seznam.cz", "Údolní 12\n142 00 Praha 4", "+420 777 123 456", date(2026, 1, 5))
    assert contact.address_lines == ("Údolní 12", "142 00 Praha 4")
    assert may_be_given(contact)


@pytest.mark.parametrize("email", ["jan@", "@seznam.cz", "jan novak@seznam.cz", "jan@seznam", "jan@@seznam.cz",
                                   ".jan@seznam.cz", "jan.@seznam.cz", "ja..n@seznam.cz", "jan@-seznam.cz", "jan@seznam_x.cz"])
def test_an_email_that_is_not_an_address_is_refused_naming_the_field(email):
    assert reasons({"email": email}) == [("email", ContactReason.EMAIL)]


@pytest.mark.parametrize("email", ["a@b.cz", "jan.novak+sachy@pošta.example.cz", "Šťastný@příklad.cz", "x_y-z@a1.b2.org"])
def test_an_address_of_any_script_is_an_email(email):
    assert reasons({"email": email}) == []


def test_the_longest_email_is_254_characters():
    local = "a" * 64
    domain = ".".join(["b" * 60] * 3) + ".cz"  # 183 + 3
    fits = local + "@" + domain + "." + "c" * (EMAIL_MAX - len(local) - len(domain) - 2)
    assert len(fits) == 254 and reasons({"email": fits}) == []
    assert reasons({"email": fits + "d"}) == [("email", ContactReason.TOO_LONG)]


@pytest.mark.parametrize(("phone", "reason"), [
    ("777 123 456", None), ("+420 (2) 22-264/764", None), ("123", None),
    ("777 123 456 ext. 5", ContactReason.PHONE_CHARACTER), ("777.123.456", ContactReason.PHONE_CHARACTER),
    ("420+777", ContactReason.PHONE_PLUS), ("++420 777", ContactReason.PHONE_PLUS),
    ("12", ContactReason.PHONE_DIGITS), ("+ ( ) - /", ContactReason.PHONE_DIGITS),
    ("1" * 31, ContactReason.TOO_LONG),
])
def test_a_phone_holds_digits_spaces_and_plus_minus_slash_brackets(phone, reason):
    assert reasons({"phone": phone}) == ([] if reason is None else [("phone", reason)])


def test_a_phone_with_a_tab_names_the_character():
    _contact, [problem] = contact_from_texts({"phone": "777\t123"}, TODAY)
    assert problem.reason is ContactReason.PHONE_CHARACTER and "TAB" in str(problem.values["character"]).upper()


def test_an_address_is_lines_bounded_in_number_and_length():
    assert reasons({"address": "\n".join(f"line {i}" for i in range(6))}) == []
    assert reasons({"address": "\n".join(f"line {i}" for i in range(7))}) == [("address", ContactReason.ADDRESS_LINES)]
    contact, [problem] = contact_from_texts({"address": "Praha\n" + "x" * (ADDRESS_LINE_MAX + 1)}, TODAY)
    assert problem.reason is ContactReason.ADDRESS_LINE_LONG and problem.values == {"line": 2, "limit": 80}
    assert reasons({"address": "Praha\tKarlín"}) == [("address", ContactReason.CONTROL)]


def test_blank_lines_of_an_address_are_dropped():
    assert address_of("\n  Údolní 12 \n\n\n142 00 Praha 4\n") == "Údolní 12\n142 00 Praha 4"
    assert address_of(" \n ") == ""


def test_the_consent_is_an_iso_day_not_after_today():
    email = {"email": "a@b.cz"}
    assert reasons({**email, "consent": "2026-12-02"}) == []
    assert reasons({**email, "consent": "2026-12-03"}) == [("consent", ContactReason.CONSENT_FUTURE)]
    for typed in ("2.12.2026", "2026-02-30", "yesterday", "2026-1-5"):
        assert reasons({**email, "consent": typed}) == [("consent", ContactReason.DATE)]


def test_a_consent_alone_covers_nothing_and_is_refused():
    assert reasons({"consent": "2026-01-05"}) == [("consent", ContactReason.CONSENT_ALONE)]


def test_fields_left_out_keep_the_base_and_an_empty_text_clears():
    base = Contact("a@b.cz", "Praha", "777 123 456", date(2026, 1, 5))
    contact, _ = contact_from_texts({"phone": ""}, TODAY, base)
    assert contact == Contact("a@b.cz", "Praha", "", date(2026, 1, 5))
    contact, _ = contact_from_texts({"consent": ""}, TODAY, base)
    assert contact is not None and contact.consent is None and not may_be_given(contact)
    contact, _ = contact_from_texts({"email": "", "address": "", "phone": "", "consent": ""}, TODAY, base)
    assert contact == Contact() and contact.empty


def test_every_problem_is_listed_in_field_order():
    assert reasons({"consent": "2030-01-01", "phone": "x", "email": "nope"}) == [
        ("email", ContactReason.EMAIL), ("phone", ContactReason.PHONE_CHARACTER), ("consent", ContactReason.CONSENT_FUTURE)]


def test_the_texts_of_a_contact_read_back_to_it():
    contact = Contact("a@b.cz", "Údolní 12\nPraha", "+420 777", date(2026, 1, 5))
    assert contact_texts(contact)["consent"] == "2026-01-05"
    assert contact_from_texts(contact_texts(contact), TODAY) == (contact, [])
    assert contact_texts(None) == {"email": "", "address": "", "phone": "", "consent": ""}


def test_an_unknown_field_is_a_programming_error():
    with pytest.raises(ValueError, match="fax"):
        contact_from_texts({"fax": "1"}, TODAY)
