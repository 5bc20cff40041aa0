"""The features the main window installs once completed (see
:mod:`gogui_py.gui.window.features`); one line each.

Layers (pyproject's gui rooms contract): this package above the features, the features
above :mod:`gogui_py.gui.window` (whose :class:`~gogui_py.gui.window.features.Features`
they take), so a feature may use the window's parts and the window never imports one."""

from __future__ import annotations

from PySide6.QtWidgets import QMainWindow

from gogui_py.gui import annotations as annotations_feature
from gogui_py.gui import board_menu as board_menu_feature
from gogui_py.gui import bookmarks as bookmarks_feature
from gogui_py.gui import comments as comments_feature
from gogui_py.gui import estimate as estimate_feature
from gogui_py.gui import help as help_menu
from gogui_py.gui import importing as importing_feature
from gogui_py.gui import navigation as navigation_feature
from gogui_py.gui import orientation as orientation_feature
from gogui_py.gui import recent as recent_feature
from gogui_py.gui import shell_menu as shell_menu_feature
from gogui_py.gui import theme as theme_feature
from gogui_py.gui import tree_menu as tree_menu_feature
from gogui_py.gui.window import layout_memory
from gogui_py.gui.window.features import Features, WindowParts


def install_features(parts: WindowParts, window: QMainWindow) -> Features:
    """Install every feature into ``window`` (whose ``parts`` they use); returns them."""
    features = Features(parts, window)
    annotations_feature.install(features)  # Edit > Annotate checks follow the node
    comments_feature.install(features)  # View > Render Comments as Markdown
    navigation_feature.install(features)  # Go to Variation, Play Single Move, Clock
    bookmarks_feature.install(features)  # Go > Bookmarks
    recent_feature.install(features)  # File > Open Recent
    importing_feature.install(features)  # File > Import > Position from Text, SGF from Clipboard
    board_menu_feature.install(features)  # the board's context menu (right click)
    orientation_feature.install(features)  # View > Board Orientation
    theme_feature.install(features)  # View > Theme (light, dark, follow the system)
    estimate_feature.install(features)  # Game > Estimate Score (territory, no engine)
    tree_menu_feature.install(features)  # tree context menu: Hide Subtree, Node Info…
    shell_menu_feature.install(features)  # Tools > GTP Shell: Save Commands, Send File…
    help_menu.install(features)  # Help > User Manual (F1), About; the last menu
    layout_memory.install(features)  # saved docks back; View > panes, Reset Window Layout
    return features
