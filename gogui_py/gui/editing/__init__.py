"""Editing the record on the board and from the Edit menu: tools, setup, markup."""
