"""Tools > Regression Tests: run .tst files, inspect failures on the board."""
