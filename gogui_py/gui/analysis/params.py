"""The form of a ``param`` analyze command (analyze.md "param"): one field per parameter
(``[bool]`` a check box, ``[list/a/b]`` a choice, anything else a text field), each change
sent to the program at once as ``command key value``.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLineEdit, QWidget

from gogui_py.analysis import Param, ParamAnswer

Change = Callable[[str, str], None]
"""Called with (key, new value) when the user changes a field."""


class ParamForm(QWidget):
    """The fields of one ``param`` answer (module docstring); empty until :meth:`show_params`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QFormLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.fields: dict[str, QWidget] = {}

    def show_params(self, answer: ParamAnswer, changed: Change) -> None:
        """Show the parameters of ``answer``; ``changed(key, value)`` on every edit."""
        while self._layout.rowCount():
            self._layout.removeRow(0)
        self.fields = {}
        for param in answer.params:
            field = _field(param, changed)
            self.fields[param.key] = field
            self._layout.addRow(param.key, field)
        self.setVisible(bool(answer.params))

    def clear(self) -> None:
        """No form (the position or the command changed)."""
        self.show_params(ParamAnswer(()), lambda _key, _value: None)


def _field(param: Param, changed: Change) -> QWidget:
    key = param.key
    if param.kind == "bool":
        box = QCheckBox()
        box.setChecked(param.is_true)
        box.toggled.connect(lambda on: changed(key, "1" if on else "0"))
        return box
    if param.kind == "list":
        choice = QComboBox()
        choice.addItems(list(param.choices))
        if param.value in param.choices:
            choice.setCurrentIndex(param.choices.index(param.value))
        choice.activated.connect(lambda index: changed(key, choice.itemText(index)))
        return choice
    line = QLineEdit(param.value)
    line.editingFinished.connect(lambda: changed(key, line.text()) if line.isModified() else None)
    line.editingFinished.connect(lambda: line.setModified(False))
    return line
