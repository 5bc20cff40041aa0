"""board_menu (issue 15)."""
