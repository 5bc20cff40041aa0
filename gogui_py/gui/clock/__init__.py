"""Game clocks: the clock of the record and its view."""
