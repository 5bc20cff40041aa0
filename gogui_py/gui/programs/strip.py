"""The program strip of the side panel: every attached program with its state and, for
engines, a black-stone and a white-stone toggle (one click gives or takes a colour;
Sabaki #848) and a magnifier toggle (one click makes it the analyzer, issue 11), and a
menu to make it the analyzer or detach it."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMenu,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gogui_py.go import Color
from gogui_py.gui.i18n import color_name, translate
from gogui_py.gui.icons.palette import is_dark_palette, palette_icon
from gogui_py.gui.programs.program import Program, Role
from gogui_py.gui.programs.program_set import ProgramSet

STATE_COLORS = {"starting": "#c9a227", "busy": "#d9822b", "ready": "#3c9d3c"}
STATE_WORDS = {"starting": "starting", "busy": "thinking", "ready": "ready"}


def _outline(palette: QPalette) -> QColor:
    """The outline of the toggles' pictures: near black on a light palette, a light grey
    rim on a dark one (a black stone stays visible there; Sabaki's grey rim)."""
    return QColor("#b4b4b4") if is_dark_palette(palette) else QColor("#202020")


def _faded(mode: QIcon.Mode) -> float:
    return 0.45 if mode == QIcon.Mode.Disabled else 1.0


def stone_icon(color: Color) -> QIcon:
    """A flat stone of ``color`` for the toggles, outlined in the palette's contrast."""

    def draw(painter: QPainter, rect: QRectF, palette: QPalette, mode: QIcon.Mode) -> None:
        painter.setOpacity(_faded(mode))
        width = max(1.2, rect.width() / 12)
        painter.setPen(QPen(_outline(palette), width))
        painter.setBrush(QColor("#111111") if color is Color.BLACK else QColor("#f4f4f4"))
        inset = rect.width() / 9 + width / 2
        painter.drawEllipse(rect.adjusted(inset, inset, -inset, -inset))

    return palette_icon(f"strip-stone-{color.name_lower}", draw)


def analyzer_icon() -> QIcon:
    """A magnifier (a lens and its handle) for the Analyzer toggle."""

    def draw(painter: QPainter, rect: QRectF, palette: QPalette, mode: QIcon.Mode) -> None:
        painter.setOpacity(_faded(mode))
        size = rect.width()
        left, top = rect.left(), rect.top()
        lens = size * 0.62
        outline = _outline(palette)
        painter.setPen(QPen(outline, size / 9))
        painter.setBrush(QColor("#a8dcf0"))
        radius = lens / 2 - 1
        painter.drawEllipse(QPointF(left + lens / 2 + 1.5, top + lens / 2 + 1.5), radius, radius)
        handle = QPen(outline, size / 6)
        handle.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(handle)
        start = lens * 0.85 + 1.5
        painter.drawLine(
            QPointF(left + start, top + start), QPointF(left + size - 2.5, top + size - 2.5)
        )

    return palette_icon("strip-analyzer", draw)


class ProgramRow(QWidget):
    """One program: state dot, name, colour and Analyzer toggles (engines), menu."""

    def __init__(self, program: Program, is_engine: bool, strip: ProgramStrip) -> None:
        super().__init__(strip)
        self.program = program
        layout = QHBoxLayout(self)
        layout.setContentsMargins(2, 1, 2, 1)
        layout.setSpacing(4)
        self.state_dot = QLabel("●")
        layout.addWidget(self.state_dot)
        self.name_label = QLabel()
        self.name_label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        layout.addWidget(self.name_label, stretch=1)
        self.color_buttons: dict[Color, QToolButton] = {}
        if is_engine:
            for color in (Color.BLACK, Color.WHITE):
                button = QToolButton(self)
                button.setCheckable(True)
                button.setAutoRaise(True)
                button.setIcon(stone_icon(color))
                button.setIconSize(QSize(18, 18))
                button.setObjectName(f"plays-{color.name_lower}")
                button.clicked.connect(
                    lambda on, c=color: strip.color_toggled.emit(self.program, c, on)
                )
                layout.addWidget(button)
                self.color_buttons[color] = button
        self.analyzer_button: QToolButton | None = None
        if is_engine:
            self.analyzer_button = QToolButton(self)
            self.analyzer_button.setCheckable(True)
            self.analyzer_button.setAutoRaise(True)
            self.analyzer_button.setIcon(analyzer_icon())
            self.analyzer_button.setIconSize(QSize(18, 18))
            self.analyzer_button.setObjectName("analyses")
            self.analyzer_button.clicked.connect(
                lambda on: strip.role_toggled.emit(self.program, Role.ANALYZER, on)
            )
            layout.addWidget(self.analyzer_button)
        self.menu_button = QToolButton(self)
        self.menu_button.setText("⋯")
        self.menu_button.setAutoRaise(True)
        self.menu_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(self.menu_button)
        if is_engine:
            self.analyzer_action = menu.addAction(translate("MainWindow", "Analyzer"))
            self.analyzer_action.setCheckable(True)
            self.analyzer_action.toggled.connect(
                lambda on: strip.role_toggled.emit(self.program, Role.ANALYZER, on)
            )
        menu.addAction(translate("MainWindow", "Detach")).triggered.connect(
            lambda: strip.detach_requested.emit(self.program)
        )
        self.menu_button.setMenu(menu)
        layout.addWidget(self.menu_button)
        self.update_from_program()

    def update_from_program(self) -> None:
        program = self.program
        state = program.state
        self.state_dot.setStyleSheet(f"color: {STATE_COLORS[state]};")
        self.state_dot.setToolTip(STATE_WORDS[state])
        name = program.name or program.label
        roles = [translate("MainWindow", "Ruler")] if program.is_ruler else []
        if Role.ANALYZER in program.roles:
            roles.append("analyzer")
        self.name_label.setText(name + (f" ({', '.join(roles)})" if roles else ""))
        self.name_label.setToolTip(" ".join(program.argv))
        for color, button in self.color_buttons.items():
            button.setChecked(program.plays(color))
            tip = (
                translate("Programs", "{0} plays {1} (click to change)")
                if program.plays(color)
                else translate("Programs", "{0} does not play {1} (click to change)")
            )
            button.setToolTip(tip.format(name, color_name(color)))
        analyses = Role.ANALYZER in program.roles
        if self.analyzer_button is not None:
            self.analyzer_button.setChecked(analyses)
            self.analyzer_button.setToolTip(
                (
                    translate("Programs", "{} analyses (click to change)")
                    if analyses
                    else translate("Programs", "{} does not analyse (click to change)")
                ).format(name)
            )
        if hasattr(self, "analyzer_action"):
            self.analyzer_action.blockSignals(True)
            self.analyzer_action.setChecked(analyses)
            self.analyzer_action.blockSignals(False)


class ProgramStrip(QWidget):
    """The attached programs, one row each (redrawn when the set changes).

    Signals:
        color_toggled(Program, Color, bool): a colour toggle was clicked.
        role_toggled(Program, Role, bool): the Analyzer toggle was clicked or a role
            chosen in a program's menu.
        detach_requested(Program): Detach in a program's menu.
    """

    color_toggled = Signal(object, object, bool)
    role_toggled = Signal(object, object, bool)
    detach_requested = Signal(object)

    def __init__(self, programs: ProgramSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._programs = programs
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(0)
        self.empty_label = QLabel(translate("MainWindow", "No program attached (Engine menu)"))
        self.empty_label.setStyleSheet("color: gray;")
        self._layout.addWidget(self.empty_label)
        self.rows: list[ProgramRow] = []
        programs.changed.connect(self.refresh)
        self.refresh()

    def row(self, program: Program) -> ProgramRow | None:
        return next((r for r in self.rows if r.program is program), None)

    def refresh(self) -> None:
        """Rows for the programs of the set, in attach order (rows of programs that stay
        are kept; a detached program's row goes at once)."""
        wanted = list(self._programs.programs)
        kept = [row for row in self.rows if row.program in wanted]
        for row in self.rows:
            if row not in kept:
                self._layout.removeWidget(row)
                row.hide()
                row.deleteLater()
        have = {row.program: row for row in kept}
        self.rows = [
            have.get(p) or ProgramRow(p, self._programs.kind(p) == "engine", self) for p in wanted
        ]
        for index, row in enumerate(self.rows):
            self._layout.insertWidget(index + 1, row)  # after the "no program" label
            row.update_from_program()
        self.empty_label.setVisible(not self.rows)
