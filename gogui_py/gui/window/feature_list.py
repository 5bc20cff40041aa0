"""The features the main window installs once completed (see
:mod:`gogui_py.gui.window.features`); one line each."""

from __future__ import annotations

from PySide6.QtWidgets import QMainWindow

from gogui_py.gui.window.features import Features, WindowParts


def install_features(parts: WindowParts, window: QMainWindow) -> Features:
    """Install every feature into ``window`` (whose ``parts`` they use); returns them."""
    features = Features(parts, window)
    return features
