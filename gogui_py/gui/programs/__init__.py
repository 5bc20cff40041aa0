"""Attached GTP programs: their threads, roles, the program list, menus and shell tabs."""
