"""Qt's own texts (wizard buttons, message boxes, file dialogs) follow the interface's language:
the qtbase catalogue shipped with PySide6 is loaded (arbiter_app.gui.languages.install_qt_translation)."""

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QMessageBox, QWizard, QWizardPage

from arbiter_app.gui.languages import install_qt_translation
from arbiter_app.i18n import set_language


@pytest.fixture
def czech(qapp):
    set_language("cs")
    assert install_qt_translation("cs")
    yield
    set_language("en")
    install_qt_translation("en")


def wizard_buttons(qtbot) -> list[str]:
    wizard = QWizard()
    wizard.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
    for _ in range(2):
        wizard.addPage(QWizardPage())
    qtbot.addWidget(wizard)
    wizard.show()
    return [wizard.button(b).text() for b in (QWizard.WizardButton.BackButton, QWizard.WizardButton.NextButton,
                                              QWizard.WizardButton.CancelButton)]


def test_wizard_message_box_and_file_dialog_buttons_are_czech(qtbot, czech, tmp_path):
    assert wizard_buttons(qtbot) == ["< &Zpět", "&Další >", "Zrušit"]
    box = QMessageBox(QMessageBox.Icon.Question, "?", "?", QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    assert sorted(b.text() for b in box.buttons()) == ["&Ano", "&Ne"]
    dialog = QFileDialog(None, "", str(tmp_path))
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(dialog)
    assert sorted(b.text() for b in dialog.findChild(QDialogButtonBox).buttons()) == ["&Otevřít", "Zrušit"]


def test_back_to_english_removes_the_czech_qt_texts(qtbot, czech):
    install_qt_translation("en")
    assert wizard_buttons(qtbot) == ["< &Back", "&Next >", "Cancel"]
