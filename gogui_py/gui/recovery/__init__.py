"""Autosave and crash recovery in the window: the journal of the open record
(:mod:`.journal`) and the offer to restore unsaved games at start (:mod:`.offer`)."""
