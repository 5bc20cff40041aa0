"""The open game record and its file: the controller, file and dialog commands."""
