"""Edit > Preferences (issue 14): the board's look (wood texture, plain colour, high
contrast), coordinates, move numbers, variations, the last-move mark, confirmations, the
default engine, sounds for moves and captures, and Restore Defaults.

The dialog (:mod:`.dialog`) edits the same settings as the View menu; the link
(:mod:`.link`) adds Edit > Preferences… (Ctrl+,) to a main window and plays the sounds
(:mod:`.sounds`).

Sounds: QtMultimedia is not in PySide6-Essentials. Of the Python libraries that play
sounds on Linux, playsound, playsound3 and nava start a player program for each sound (a
child process, and a player that must be installed), sounddevice needs PortAudio,
simpleaudio and pyalsaaudio are built against ALSA's headers, pygame and pyglet are heavy
for two knocks. miniaudio is a 1.7 MB wheel with the C library inside, which finds ALSA or
PulseAudio at run time: that one is used.
"""
