"""gogui-display (issue 16): a GTP proxy showing the game it passes through in a window."""
