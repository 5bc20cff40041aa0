<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Board</name>
    <message>
        <source>Vertex entry cancelled</source>
        <translation>Eingabe des Punkts abgebrochen</translation>
    </message>
    <message>
        <source>Type a vertex, like D4 (Enter plays, Esc cancels)</source>
        <translation>Punkt eingeben, z. B. D4 (Enter spielt, Esc bricht ab)</translation>
    </message>
    <message>
        <source>Vertex: {typed} (Enter plays, Esc cancels)</source>
        <translation>Punkt: {typed} (Enter spielt, Esc bricht ab)</translation>
    </message>
    <message>
        <source>{text} is not a vertex: type a column letter and a row number, like D4</source>
        <translation>{text} ist kein Punkt: Spaltenbuchstabe und Zeilennummer eingeben, z. B. D4</translation>
    </message>
    <message>
        <source>{text}: there is no column {letters} on this board (columns {first}-{last})</source>
        <translation>{text}: Spalte {letters} gibt es auf diesem Brett nicht (Spalten {first}-{last})</translation>
    </message>
    <message>
        <source>{text}: there is no row {row} on this board (rows 1-{last})</source>
        <translation>{text}: Zeile {row} gibt es auf diesem Brett nicht (Zeilen 1-{last})</translation>
    </message>
    <message>
        <source>{text} is not a point of this board</source>
        <translation>{text} ist kein Punkt dieses Bretts</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>black stone</source>
        <translation>schwarzer Stein</translation>
    </message>
    <message>
        <source>white stone</source>
        <translation>weißer Stein</translation>
    </message>
    <message>
        <source>Board, cursor {vertex}, {what}</source>
        <translation>Brett, Cursor {vertex}, {what}</translation>
    </message>
    <message>
        <source>The board takes no moves now</source>
        <translation>Das Brett nimmt gerade keine Züge an</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>{move}, suicide of {n}</source>
        <translation>{move}, Selbstmord von {n}</translation>
    </message>
    <message>
        <source>{move}, captured {n}</source>
        <translation>{move}, {n} gefangen</translation>
    </message>
    <message>
        <source>Last move: {move}.</source>
        <translation>Letzter Zug: {move}.</translation>
    </message>
    <message>
        <source>No move here.</source>
        <translation>Hier kein Zug.</translation>
    </message>
    <message>
        <source>{color} to play.</source>
        <translation>{color} am Zug.</translation>
    </message>
</context>
<context>
    <name>Comment</name>
    <message>
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
    <message>
        <source>Comment of move {n}</source>
        <translation>Kommentar zu Zug {n}</translation>
    </message>
    <message>
        <source>Comment of the start</source>
        <translation>Kommentar zum Anfang</translation>
    </message>
</context>
<context>
    <name>Dock</name>
    <message>
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
    <message>
        <source>Game Tree</source>
        <translation>Spielbaum</translation>
    </message>
    <message>
        <source>GTP Shell</source>
        <translation>GTP-Konsole</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Zählung</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Export Position</source>
        <translation>Stellung exportieren</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>Position copied</source>
        <translation>Stellung kopiert</translation>
    </message>
    <message>
        <source>SGF copied</source>
        <translation>SGF kopiert</translation>
    </message>
    <message>
        <source>Cannot paste SGF</source>
        <translation>SGF kann nicht eingefügt werden</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Die Zwischenablage enthält keinen Text.</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>The computer is thinking</source>
        <translation>Der Computer denkt nach</translation>
    </message>
    <message>
        <source>Terminate engine?</source>
        <translation>Programm beenden?</translation>
    </message>
    <message>
        <source>Terminate</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Warten</translation>
    </message>
    <message>
        <source>Bad command line: {}</source>
        <translation>Ungültige Befehlszeile: {}</translation>
    </message>
    <message>
        <source>Analyzer</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Detach</source>
        <translation>Trennen</translation>
    </message>
    <message>
        <source>Ruler</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>No program attached (Engine menu)</source>
        <translation>Kein Programm verbunden (Menü Programm)</translation>
    </message>
    <message>
        <source>Move {}</source>
        <translation>Zug {}</translation>
    </message>
    <message>
        <source>Black to play</source>
        <translation>Schwarz am Zug</translation>
    </message>
    <message>
        <source>White to play</source>
        <translation>Weiß am Zug</translation>
    </message>
    <message>
        <source>variation {}/{}</source>
        <translation>Variante {}/{}</translation>
    </message>
    <message>
        <source>{} variations</source>
        <translation>{} Varianten</translation>
    </message>
    <message>
        <source>Nothing analysed on this line yet: Analyze Game first</source>
        <translation>Auf dieser Linie noch nichts analysiert: zuerst Partie analysieren</translation>
    </message>
    <message>
        <source>No comment (type here to add one)</source>
        <translation>Kein Kommentar (hier tippen, um einen hinzuzufügen)</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>captures: {}</source>
        <translation>Gefangene: {}</translation>
    </message>
    <message>
        <source>Komi {}</source>
        <translation>Komi {}</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>handicap {}</source>
        <translation>Vorgabe {}</translation>
    </message>
    <message>
        <source>result {}</source>
        <translation>Ergebnis {}</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Keine Zeitbegrenzung</translation>
    </message>
    <message>
        <source>Attached {}</source>
        <translation>{} verbunden</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>Analyze Commands</source>
        <translation>Analysebefehle</translation>
    </message>
    <message>
        <source>Analysis (lz-/kata-analyze)</source>
        <translation>Analyse (lz-/kata-analyze)</translation>
    </message>
    <message>
        <source>Win Rate Graph</source>
        <translation>Gewinnraten-Diagramm</translation>
    </message>
    <message>
        <source>Show Ownership</source>
        <translation>Gebietsbesitz zeigen</translation>
    </message>
    <message>
        <source>Win Rate</source>
        <translation>Gewinnrate</translation>
    </message>
    <message>
        <source>Score Lead</source>
        <translation>Punktvorsprung</translation>
    </message>
    <message>
        <source>Loss Against Best</source>
        <translation>Verlust gegenüber dem besten Zug</translation>
    </message>
    <message>
        <source>Analysis Settings…</source>
        <translation>Analyse-Einstellungen…</translation>
    </message>
    <message>
        <source>Analyze Game</source>
        <translation>Partie analysieren</translation>
    </message>
    <message>
        <source>Stop Analyze Game</source>
        <translation>Partieanalyse anhalten</translation>
    </message>
    <message>
        <source>Write Analysis to Record…</source>
        <translation>Analyse in die Partie schreiben…</translation>
    </message>
    <message>
        <source>Snapshot Parameters</source>
        <translation>Parameter festhalten</translation>
    </message>
    <message>
        <source>Restore Parameters</source>
        <translation>Parameter wiederherstellen</translation>
    </message>
    <message>
        <source>Save Parameters…</source>
        <translation>Parameter speichern…</translation>
    </message>
    <message>
        <source>Reattach With Parameters</source>
        <translation>Mit Parametern neu verbinden</translation>
    </message>
    <message>
        <source>Good Move (!)</source>
        <translation>Guter Zug (!)</translation>
    </message>
    <message>
        <source>Very Good Move (!!)</source>
        <translation>Sehr guter Zug (!!)</translation>
    </message>
    <message>
        <source>Bad Move (?)</source>
        <translation>Schlechter Zug (?)</translation>
    </message>
    <message>
        <source>Very Bad Move (??)</source>
        <translation>Sehr schlechter Zug (??)</translation>
    </message>
    <message>
        <source>Interesting Move (!?)</source>
        <translation>Interessanter Zug (!?)</translation>
    </message>
    <message>
        <source>Doubtful Move (?!)</source>
        <translation>Zweifelhafter Zug (?!)</translation>
    </message>
    <message>
        <source>Good for Black</source>
        <translation>Gut für Schwarz</translation>
    </message>
    <message>
        <source>Good for White</source>
        <translation>Gut für Weiß</translation>
    </message>
    <message>
        <source>Even Position</source>
        <translation>Ausgeglichene Stellung</translation>
    </message>
    <message>
        <source>Unclear Position</source>
        <translation>Unklare Stellung</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Delete Node</source>
        <translation>Knoten &amp;löschen</translation>
    </message>
    <message>
        <source>&amp;Truncate</source>
        <translation>&amp;Abschneiden</translation>
    </message>
    <message>
        <source>Truncate &amp;Children</source>
        <translation>&amp;Kinder abschneiden</translation>
    </message>
    <message>
        <source>&amp;Make Main Variation</source>
        <translation>Zur &amp;Hauptvariante machen</translation>
    </message>
    <message>
        <source>Move Variation &amp;Up</source>
        <translation>Variante nach &amp;oben</translation>
    </message>
    <message>
        <source>Move Variation Do&amp;wn</source>
        <translation>Variante nach &amp;unten</translation>
    </message>
    <message>
        <source>&amp;Keep Only Position</source>
        <translation>Nur &amp;Stellung behalten</translation>
    </message>
    <message>
        <source>&amp;Player to Move</source>
        <translation>Spieler am &amp;Zug</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Not Set</source>
        <translation>Nicht gesetzt</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>&amp;Kommentieren</translation>
    </message>
    <message>
        <source>&amp;Game Info…</source>
        <translation>&amp;Partieinformationen…</translation>
    </message>
    <message>
        <source>Go to Node</source>
        <translation>Zum Knoten gehen</translation>
    </message>
    <message>
        <source>Make Main Variation</source>
        <translation>Zur Hauptvariante machen</translation>
    </message>
    <message>
        <source>Move Variation Up</source>
        <translation>Variante nach oben</translation>
    </message>
    <message>
        <source>Move Variation Down</source>
        <translation>Variante nach unten</translation>
    </message>
    <message>
        <source>Truncate</source>
        <translation>Abschneiden</translation>
    </message>
    <message>
        <source>Truncate Children</source>
        <translation>Kinder abschneiden</translation>
    </message>
    <message>
        <source>Delete Node</source>
        <translation>Knoten löschen</translation>
    </message>
    <message>
        <source>No Move Annotation</source>
        <translation>Keine Zugbewertung</translation>
    </message>
    <message>
        <source>No Position Annotation</source>
        <translation>Keine Stellungsbewertung</translation>
    </message>
    <message>
        <source>Hotspot</source>
        <translation>Brennpunkt</translation>
    </message>
    <message>
        <source>No Hotspot</source>
        <translation>Kein Brennpunkt</translation>
    </message>
    <message>
        <source>Position Value…</source>
        <translation>Stellungswert…</translation>
    </message>
    <message>
        <source>No Position Value</source>
        <translation>Kein Stellungswert</translation>
    </message>
    <message>
        <source>Position Value</source>
        <translation>Stellungswert</translation>
    </message>
    <message>
        <source>Value (positive: good for Black):</source>
        <translation>Wert (positiv: gut für Schwarz):</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Copy Posi&amp;tion</source>
        <translation>&amp;Stellung kopieren</translation>
    </message>
    <message>
        <source>Copy S&amp;GF</source>
        <translation>S&amp;GF kopieren</translation>
    </message>
    <message>
        <source>Paste SGF as New &amp;Game</source>
        <translation>SGF als neue &amp;Partie einfügen</translation>
    </message>
    <message>
        <source>&amp;Score</source>
        <translation>&amp;Zählen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>Werk&amp;zeuge</translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation>R&amp;egeln</translation>
    </message>
    <message>
        <source>&amp;Matches…</source>
        <translation>&amp;Wettkämpfe…</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Aufgeben</translation>
    </message>
    <message>
        <source>&amp;Interrupt Engine</source>
        <translation>Programm &amp;unterbrechen</translation>
    </message>
    <message>
        <source>Pa&amp;use Engine Game</source>
        <translation>Programmpartie &amp;pausieren</translation>
    </message>
    <message>
        <source>&amp;Delay Between Engine Moves</source>
        <translation>&amp;Pause zwischen Programmzügen</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>{} s</source>
        <translation>{} s</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Detach</source>
        <translation>&amp;Trennen</translation>
    </message>
    <message>
        <source>&amp;Reattach</source>
        <translation>&amp;Neu verbinden</translation>
    </message>
    <message>
        <source>Attach {}</source>
        <translation>{} verbinden</translation>
    </message>
    <message>
        <source>Attach &amp;Program…</source>
        <translation>&amp;Programm verbinden…</translation>
    </message>
    <message>
        <source>&amp;Edit Programs…</source>
        <translation>Programme &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>Reattach &amp;Program</source>
        <translation>&amp;Programm neu verbinden</translation>
    </message>
    <message>
        <source>Attach Program</source>
        <translation>Programm verbinden</translation>
    </message>
    <message>
        <source>Command line of a GTP engine:</source>
        <translation>Befehlszeile eines GTP-Programms:</translation>
    </message>
    <message>
        <source>&amp;Regression Tests…</source>
        <translation>&amp;Regressionstests…</translation>
    </message>
    <message>
        <source>&amp;Detach Ruler</source>
        <translation>Regelwerk &amp;trennen</translation>
    </message>
    <message>
        <source>&amp;Reattach Ruler</source>
        <translation>Regelwerk &amp;neu verbinden</translation>
    </message>
    <message>
        <source>Ruler &amp;Plays White</source>
        <translation>Regelwerk &amp;spielt Weiß</translation>
    </message>
    <message>
        <source>Play {}</source>
        <translation>{} spielen</translation>
    </message>
    <message>
        <source>Attach &amp;Ruler…</source>
        <translation>&amp;Regelwerk verbinden…</translation>
    </message>
    <message>
        <source>&amp;Edit Rulers…</source>
        <translation>Regelwerke &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>Attach Ruler</source>
        <translation>Regelwerk verbinden</translation>
    </message>
    <message>
        <source>Command line of a GTP ruler:</source>
        <translation>Befehlszeile eines GTP-Regelwerks:</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Beide</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <source>Computer &amp;Play</source>
        <translation>&amp;Computer zieht</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;More</source>
        <translation>&amp;Weitere</translation>
    </message>
    <message>
        <source>&amp;Engine</source>
        <translation>&amp;Programm</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Computer Color</source>
        <translation>&amp;Computerfarbe</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>&amp;Gehe</translation>
    </message>
    <message>
        <source>Beginning</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Backward 10</source>
        <translation>10 zurück</translation>
    </message>
    <message>
        <source>Backward</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vorwärts</translation>
    </message>
    <message>
        <source>Forward 10</source>
        <translation>10 vorwärts</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Previous Variation</source>
        <translation>Vorige Variante</translation>
    </message>
    <message>
        <source>Next Variation</source>
        <translation>Nächste Variante</translation>
    </message>
    <message>
        <source>Candidate &amp;Labels</source>
        <translation>&amp;Kandidatenbeschriftung</translation>
    </message>
    <message>
        <source>Next &amp;Pane</source>
        <translation>Nächster &amp;Bereich</translation>
    </message>
    <message>
        <source>Pre&amp;vious Pane</source>
        <translation>&amp;Voriger Bereich</translation>
    </message>
    <message>
        <source>No Variations</source>
        <translation>Keine Varianten</translation>
    </message>
    <message>
        <source>Variations as Ghost Stones</source>
        <translation>Varianten als blasse Steine</translation>
    </message>
    <message>
        <source>Variations as Letters</source>
        <translation>Varianten als Buchstaben</translation>
    </message>
    <message>
        <source>No Move Numbers</source>
        <translation>Keine Zugnummern</translation>
    </message>
    <message>
        <source>Last 10 Moves</source>
        <translation>Letzte 10 Züge</translation>
    </message>
    <message>
        <source>All Moves</source>
        <translation>Alle Züge</translation>
    </message>
    <message>
        <source>Next Earlier Variation</source>
        <translation>Nächste frühere Variante</translation>
    </message>
    <message>
        <source>Previous Earlier Variation</source>
        <translation>Vorige frühere Variante</translation>
    </message>
    <message>
        <source>Back to Main Line</source>
        <translation>Zurück zur Hauptlinie</translation>
    </message>
    <message>
        <source>Go to Move…</source>
        <translation>Gehe zu Zug…</translation>
    </message>
    <message>
        <source>Find in Comments…</source>
        <translation>In Kommentaren suchen…</translation>
    </message>
    <message>
        <source>Find Next</source>
        <translation>Weitersuchen</translation>
    </message>
    <message>
        <source>Find Previous</source>
        <translation>Rückwärts suchen</translation>
    </message>
    <message>
        <source>Select Game of Collection…</source>
        <translation>Partie der Sammlung wählen…</translation>
    </message>
    <message>
        <source>Reopen with Encoding…</source>
        <translation>Mit Kodierung neu öffnen…</translation>
    </message>
    <message>
        <source>Show Repairs Made on Reading…</source>
        <translation>Beim Lesen vorgenommene Reparaturen zeigen…</translation>
    </message>
    <message>
        <source>Coordinates</source>
        <translation>Koordinaten</translation>
    </message>
    <message>
        <source>Game Tree</source>
        <translation>Spielbaum</translation>
    </message>
    <message>
        <source>GTP Shell</source>
        <translation>GTP-Konsole</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Fixed points</source>
        <translation>Feste Punkte</translation>
    </message>
    <message>
        <source>Chosen by the engine</source>
        <translation>Vom Programm gewählt</translation>
    </message>
    <message>
        <source>Placed by me</source>
        <translation>Von mir gesetzt</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Keine Zeitbegrenzung</translation>
    </message>
    <message>
        <source>Absolute</source>
        <translation>Absolut</translation>
    </message>
    <message>
        <source>Byo-yomi</source>
        <translation>Byo-yomi</translation>
    </message>
    <message>
        <source>Canadian</source>
        <translation>Kanadisch</translation>
    </message>
    <message>
        <source>Area scoring (Chinese)</source>
        <translation>Flächenzählung (chinesisch)</translation>
    </message>
    <message>
        <source>Territory scoring (Japanese)</source>
        <translation>Gebietszählung (japanisch)</translation>
    </message>
    <message>
        <source>New {} Game</source>
        <translation>Neue {}-Partie</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Board size:</source>
        <translation>Brettgröße:</translation>
    </message>
    <message>
        <source>Komi:</source>
        <translation>Komi:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <translation>Vorgabe:</translation>
    </message>
    <message>
        <source>Handicap stones:</source>
        <translation>Vorgabesteine:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Zeit:</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>Schwarz:</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>Weiß:</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>byo-yomi periods, or moves per Canadian period</source>
        <translation>Byo-yomi-Perioden oder Züge je kanadischer Periode</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Wood texture</source>
        <translation>Holzstruktur</translation>
    </message>
    <message>
        <source>Plain colour</source>
        <translation>Einfarbig</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Restore &amp;Defaults…</source>
        <translation>&amp;Standard wiederherstellen…</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Board &amp;look:</source>
        <translation>Brett&amp;aussehen:</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>&amp;Koordinaten zeigen</translation>
    </message>
    <message>
        <source>Mark the las&amp;t move</source>
        <translation>&amp;Letzten Zug markieren</translation>
    </message>
    <message>
        <source>Move &amp;numbers:</source>
        <translation>Zug&amp;nummern:</translation>
    </message>
    <message>
        <source>&amp;Variations:</source>
        <translation>&amp;Varianten:</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Programm</translation>
    </message>
    <message>
        <source>First in the program list</source>
        <translation>Erstes der Programmliste</translation>
    </message>
    <message>
        <source>No engine</source>
        <translation>Kein Programm</translation>
    </message>
    <message>
        <source>The engine a new window attaches (Engine &gt; Edit Programs…)</source>
        <translation>Das Programm, das ein neues Fenster verbindet (Programm &gt; Programme bearbeiten…)</translation>
    </message>
    <message>
        <source>Default &amp;engine:</source>
        <translation>Standard&amp;programm:</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Klänge</translation>
    </message>
    <message>
        <source>Play &amp;sounds for moves and captures</source>
        <translation>&amp;Klänge für Züge und Schlagen</translation>
    </message>
    <message>
        <source>Confirmations</source>
        <translation>Rückfragen</translation>
    </message>
    <message>
        <source>Ask before discarding unsaved changes (always)</source>
        <translation>Vor dem Verwerfen ungespeicherter Änderungen fragen (immer)</translation>
    </message>
    <message>
        <source>Language (changes at the next start)</source>
        <translation>Sprache (wechselt beim nächsten Start)</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemvorgabe</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Standard wiederherstellen</translation>
    </message>
    <message>
        <source>Restore every preference of this dialog to its default?</source>
        <translation>Alle Einstellungen dieses Dialogs auf den Standard zurücksetzen?</translation>
    </message>
    <message>
        <source>Ask before saving over a &amp;repaired or re-encoded file</source>
        <translation>Vor dem Überschreiben einer &amp;reparierten oder umkodierten Datei fragen</translation>
    </message>
    <message>
        <source>Ask before stopping a running m&amp;atch</source>
        <translation>Vor dem Anhalten eines laufenden &amp;Wettkampfs fragen</translation>
    </message>
</context>
<context>
    <name>Toolbar</name>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Black Stone</source>
        <translation>Schwarzer Stein</translation>
    </message>
    <message>
        <source>White Stone</source>
        <translation>Weißer Stein</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Kreis</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Quadrat</translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation>Dreieck</translation>
    </message>
    <message>
        <source>Cross</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Buchstabe</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>Label…</source>
        <translation>Beschriftung…</translation>
    </message>
    <message>
        <source>Arrow</source>
        <translation>Pfeil</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <source>Dim</source>
        <translation>Abblenden</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>Board tool: {}</source>
        <translation>Brettwerkzeug: {}</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>Navigation</translation>
    </message>
</context>
<context>
    <name>Tree</name>
    <message>
        <source>Move {n}, {move}</source>
        <translation>Zug {n}, {move}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Setup after move {n}</source>
        <translation>Aufstellung nach Zug {n}</translation>
    </message>
    <message>
        <source>Empty node after move {n}</source>
        <translation>Leerer Knoten nach Zug {n}</translation>
    </message>
    <message>
        <source>variation {i} of {n}</source>
        <translation>Variante {i} von {n}</translation>
    </message>
    <message>
        <source>{n} variations</source>
        <translation>{n} Varianten</translation>
    </message>
    <message>
        <source>commented</source>
        <translation>kommentiert</translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation>Spielbaum</translation>
    </message>
</context>
</TS>
