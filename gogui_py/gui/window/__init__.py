"""The main window's frame: menus and actions, the side panel, persistent settings."""
