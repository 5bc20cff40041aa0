"""Game menu extras: resign, interrupt the engine, pause an engine-vs-engine game and
its delay between moves; the offer to terminate an engine that does not stop."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QMessageBox

from gogui_py.gui.i18n import translate
from gogui_py.gui.play.session import PlaySession
from gogui_py.gui.record.controller import GameController

DELAYS = (0.0, 0.5, 1.0, 2.0, 5.0)


def build_game_extras(
    window: QMainWindow, menu: QMenu, controller: GameController, session: PlaySession
) -> QAction:
    """Add the actions to ``menu``; returns the Pause action (checkable)."""
    menu.addSeparator()
    resign = menu.addAction(translate("Menu", "&Resign"))
    resign.triggered.connect(lambda: _resign(controller, session))
    interrupt = menu.addAction(translate("Menu", "&Interrupt Engine"))
    interrupt.setShortcut(QKeySequence("Escape"))
    interrupt.triggered.connect(session.interrupt)
    pause = menu.addAction(translate("Menu", "Pause Engine &Game"))
    pause.setCheckable(True)
    pause.setShortcut(QKeySequence("F6"))
    pause.toggled.connect(session.set_paused)
    paused = QLabel(translate("Play", "Paused"))  # stays while the status line moves on
    paused.setObjectName("paused-label")
    paused.hide()
    window.statusBar().addPermanentWidget(paused)
    pause.toggled.connect(paused.setVisible)
    delay_menu = menu.addMenu(translate("Menu", "&Delay Between Engine Moves"))
    group = QActionGroup(window)
    for seconds in DELAYS:
        action = delay_menu.addAction(
            translate("Menu", "&None")
            if seconds == 0
            else translate("Menu", "&{} s").format(f"{seconds:g}")
        )
        action.setCheckable(True)
        action.setChecked(seconds == session.move_delay)
        action.triggered.connect(lambda _=False, s=seconds: setattr(session, "move_delay", s))
        group.addAction(action)
    session.terminate_offered.connect(lambda text: _offer_terminate(window, session, text))
    return pause


def _resign(controller: GameController, session: PlaySession) -> None:
    if session.thinking:
        controller.message.emit(translate("MainWindow", "The computer is thinking"))
        return
    session.resigned(controller.game.to_move())


def _offer_terminate(window: QMainWindow, session: PlaySession, text: str) -> None:
    box = QMessageBox(
        QMessageBox.Icon.Question,
        translate("MainWindow", "Terminate engine?"),
        translate(
            "Play", "{}\nTerminate it? The game record is kept; you can attach it again."
        ).format(text),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        window,
    )
    box.setObjectName("terminate-offer")
    terminate = box.button(QMessageBox.StandardButton.Yes)
    terminate.setText(translate("MainWindow", "Terminate"))
    box.button(QMessageBox.StandardButton.No).setText(translate("MainWindow", "Wait"))
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def clicked(button: object) -> None:
        if button is terminate:
            session.terminate_thinking()  # that engine only: another may play the other colour

    box.buttonClicked.connect(clicked)
    box.open()
