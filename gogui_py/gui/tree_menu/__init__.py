"""tree_menu (issue 15)."""
