"""File > Export, Print, Copy Position, Copy SGF and Paste SGF as New Game."""
