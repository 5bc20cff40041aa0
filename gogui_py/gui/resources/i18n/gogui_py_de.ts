<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Analysis</name>
    <message>
        <source>Side to move</source>
        <translation>Am Zug</translation>
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
        <source>Search commands</source>
        <translation>Befehle suchen</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Auto Run</source>
        <translation>Automatisch ausführen</translation>
    </message>
    <message>
        <source>Run the command again after every change of the position</source>
        <translation>Den Befehl nach jeder Änderung der Stellung erneut ausführen</translation>
    </message>
    <message>
        <source>Answers and errors of analyze commands</source>
        <translation>Antworten und Fehler der Analysebefehle</translation>
    </message>
    <message>
        <source>Send Points</source>
        <translation>Punkte senden</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>No attached program lists analyze commands</source>
        <translation>Kein angeschlossenes Programm bietet Analysebefehle an</translation>
    </message>
    <message>
        <source>{}: click points on the board, then Send Points</source>
        <translation>{}: Punkte auf dem Brett anklicken, dann „Punkte senden“</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Läuft…</translation>
    </message>
    <message>
        <source>Analyze</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Save Parameters</source>
        <translation>Parameter speichern</translation>
    </message>
    <message>
        <source>GTP files (*.gtp);;All files (*)</source>
        <translation>GTP-Dateien (*.gtp);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Snapshot of {0}: {1}</source>
        <translation>Schnappschuss von {0}: {1}</translation>
    </message>
    <message>
        <source>Snapshot Parameters</source>
        <translation>Parameter-Schnappschuss</translation>
    </message>
    <message>
        <source>Restore Parameters: take a snapshot first</source>
        <translation>Parameter wiederherstellen: zuerst einen Schnappschuss machen</translation>
    </message>
    <message>
        <source>Restore Parameters: no program is running</source>
        <translation>Parameter wiederherstellen: kein Programm läuft</translation>
    </message>
    <message>
        <source>Restore Parameters</source>
        <translation>Parameter wiederherstellen</translation>
    </message>
    <message>
        <source>Save Parameters: cannot write {0}: {1}</source>
        <translation>Parameter speichern: {0} kann nicht geschrieben werden: {1}</translation>
    </message>
    <message>
        <source>Saved {0} to {1}</source>
        <translation>{0} in {1} gespeichert</translation>
    </message>
    <message>
        <source>Reattach With Parameters: {} is gone</source>
        <translation>Mit Parametern neu anschließen: {} ist nicht mehr da</translation>
    </message>
    <message>
        <source>Reattaching {0} with {1}…</source>
        <translation>{0} wird mit {1} neu angeschlossen…</translation>
    </message>
    <message>
        <source>Reattach With Parameters</source>
        <translation>Mit Parametern neu anschließen</translation>
    </message>
    <message>
        <source>{}: no program is running</source>
        <translation>{}: kein Programm läuft</translation>
    </message>
    <message>
        <source>{0}: {1} has not listed its analyze commands yet</source>
        <translation>{0}: {1} hat seine Analysebefehle noch nicht gemeldet</translation>
    </message>
    <message>
        <source>{0}: {1} has no parameter commands</source>
        <translation>{0}: {1} hat keine Parameterbefehle</translation>
    </message>
    <message>
        <source>; {} refused (see the Analyze pane)</source>
        <translation>; {} abgelehnt (siehe Analyse-Bereich)</translation>
    </message>
    <message>
        <source> (values of {})</source>
        <translation> (Werte von {})</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} values sent to {3}{4}{5}</source>
        <translation>{0}: {1} von {2} Werten an {3} gesendet{4}{5}</translation>
    </message>
    <message>
        <source>Reattach With Parameters: {} did not start; no parameters were sent</source>
        <translation>Mit Parametern neu anschließen: {} startete nicht; keine Parameter gesendet</translation>
    </message>
    <message>
        <source>Analyze Game cancelled</source>
        <translation>Partie analysieren abgebrochen</translation>
    </message>
    <message>
        <source>Analyze Game done: {} positions</source>
        <translation>Partie analysieren fertig: {} Stellungen</translation>
    </message>
    <message>
        <source>Analyze Game stopped: {}</source>
        <translation>Partie analysieren gestoppt: {}</translation>
    </message>
    <message>
        <source>Analyze Game %v/%m</source>
        <translation>Partie analysieren %v/%m</translation>
    </message>
    <message>
        <source>Positions of the line analysed; Analyze Game again resumes</source>
        <translation>Analysierte Stellungen der Linie; erneutes „Partie analysieren“ setzt fort</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Stop Analyze Game (what is analysed stays)</source>
        <translation>Partie analysieren stoppen (Analysiertes bleibt erhalten)</translation>
    </message>
    <message>
        <source>Win Rate</source>
        <translation>Gewinnchance</translation>
    </message>
    <message>
        <source>Analyze Game: {}</source>
        <translation>Partie analysieren: {}</translation>
    </message>
    <message>
        <source>{} (the analyzer) is not running</source>
        <translation>{} (der Analysator) läuft nicht</translation>
    </message>
    <message>
        <source>attach an engine first</source>
        <translation>zuerst eine Engine anhängen</translation>
    </message>
    <message>
        <source>Analyze Game: {0}/{1} positions</source>
        <translation>Partie analysieren: {0}/{1} Stellungen</translation>
    </message>
    <message>
        <source>{}: click a point</source>
        <translation>{}: einen Punkt anklicken</translation>
    </message>
    <message>
        <source>{0}: {1} points sent</source>
        <translation>{0}: {1} Punkte gesendet</translation>
    </message>
    <message>
        <source>{} is not running</source>
        <translation>{} läuft nicht</translation>
    </message>
    <message>
        <source>{0}: {1} sent an invalid response (no = or ?): {2}</source>
        <translation>{0}: {1} hat eine ungültige Antwort gesendet (kein = oder ?): {2}</translation>
    </message>
    <message>
        <source>Waiting up to {} s for a valid answer…</source>
        <translation>Warte bis zu {} s auf eine gültige Antwort…</translation>
    </message>
    <message>
        <source>Analysis Settings</source>
        <translation>Analyse-Einstellungen</translation>
    </message>
    <message>
        <source>Centiseconds between two updates of the analysis</source>
        <translation>Hundertstelsekunden zwischen zwei Aktualisierungen der Analyse</translation>
    </message>
    <message>
        <source>Interval between updates:</source>
        <translation>Intervall zwischen Aktualisierungen:</translation>
    </message>
    <message>
        <source>Pause at:</source>
        <translation>Anhalten bei:</translation>
    </message>
    <message>
        <source>Pause after:</source>
        <translation>Anhalten nach:</translation>
    </message>
    <message>
        <source>Ponder: analyse until stopped (limits ignored)</source>
        <translation>Dauerhaft analysieren, bis gestoppt (Grenzen ignoriert)</translation>
    </message>
    <message>
        <source>Best {0} {1:.1f} % ({2} visits)</source>
        <translation>Bester {0} {1:.1f} % ({2} Besuche)</translation>
    </message>
    <message>
        <source>Analysis: {}</source>
        <translation>Analyse: {}</translation>
    </message>
    <message>
        <source>{} has no lz-analyze or kata-analyze: attach Leela Zero or KataGo, or choose an analyzer with the Analyzer toggle (magnifier) in the program strip</source>
        <translation>{} hat weder lz-analyze noch kata-analyze: hängen Sie Leela Zero oder KataGo an oder wählen Sie einen Analysator mit dem Analysator-Schalter (Lupe) in der Programmleiste</translation>
    </message>
    <message>
        <source>Analysis paused after {} s</source>
        <translation>Analyse angehalten nach {} s</translation>
    </message>
    <message>
        <source>Analysis paused at {} visits</source>
        <translation>Analyse angehalten bei {} Besuchen</translation>
    </message>
    <message>
        <source>Write Analysis to Record</source>
        <translation>Analyse in die Partie schreiben</translation>
    </message>
    <message>
        <source>Comment lines: win rate, score lead, best move</source>
        <translation>Kommentarzeilen: Gewinnchance, Punktvorsprung, bester Zug</translation>
    </message>
    <message>
        <source>Move annotations: bad move, doubtful, interesting</source>
        <translation>Zugbewertungen: schlechter Zug, zweifelhaft, interessant</translation>
    </message>
    <message>
        <source>BM when the mover lost more win rate than this</source>
        <translation>BM, wenn der Ziehende mehr Gewinnchance als dies verlor</translation>
    </message>
    <message>
        <source>DO when the mover lost more than this, up to the BM threshold</source>
        <translation>DO, wenn der Ziehende mehr als dies verlor, bis zur BM-Schwelle</translation>
    </message>
    <message>
        <source>IT when a move the analyzer did not prefer gained more than this over its best</source>
        <translation>IT, wenn ein nicht bevorzugter Zug mehr als dies gegenüber dem besten gewann</translation>
    </message>
    <message>
        <source>Bad move (BM), lost more than:</source>
        <translation>Schlechter Zug (BM), verlor mehr als:</translation>
    </message>
    <message>
        <source>Doubtful (DO), lost more than:</source>
        <translation>Zweifelhaft (DO), verlor mehr als:</translation>
    </message>
    <message>
        <source>Interesting (IT), gained more than:</source>
        <translation>Interessant (IT), gewann mehr als:</translation>
    </message>
    <message>
        <source>Writes into the analysed nodes of the current line, as one undo step. Writing again replaces the analysis written before; other comment text and annotations of your own stay.</source>
        <translation>Schreibt in die analysierten Knoten der aktuellen Linie, als ein Rückgängig-Schritt. Erneutes Schreiben ersetzt die zuvor geschriebene Analyse; andere Kommentare und eigene Bewertungen bleiben.</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>Write analysis</source>
        <translation>Analyse schreiben</translation>
    </message>
    <message>
        <source>Analysis written to {} nodes</source>
        <translation>Analyse in {} Knoten geschrieben</translation>
    </message>
    <message>
        <source>B win %</source>
        <translation>S Gewinn %</translation>
    </message>
    <message>
        <source>Black&apos;s win rate (%)</source>
        <translation>Gewinnrate von Schwarz (%)</translation>
    </message>
</context>
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
    <name>Bookmarks</name>
    <message>
        <source>Edit Bookmarks</source>
        <translation>Lesezeichen bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Umbenennen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>{}, move {}</source>
        <translation>{}, Zug {}</translation>
    </message>
    <message>
        <source>, variation {}</source>
        <translation>, Variante {}</translation>
    </message>
    <message>
        <source>Bookmarks need a saved file: save the game first.</source>
        <translation>Lesezeichen brauchen eine gespeicherte Datei: zuerst die Partie speichern.</translation>
    </message>
    <message>
        <source>The game has unsaved changes: save it before setting a bookmark.</source>
        <translation>Die Partie hat ungespeicherte Änderungen: vor dem Setzen eines Lesezeichens speichern.</translation>
    </message>
    <message>
        <source>Bookmarks can be set at the start of the game or at a move only.</source>
        <translation>Lesezeichen können nur am Partieanfang oder bei einem Zug gesetzt werden.</translation>
    </message>
    <message>
        <source>Cannot set bookmark</source>
        <translation>Lesezeichen kann nicht gesetzt werden</translation>
    </message>
    <message>
        <source>Add Bookmark</source>
        <translation>Lesezeichen hinzufügen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Bookmark added: {}</source>
        <translation>Lesezeichen hinzugefügt: {}</translation>
    </message>
    <message>
        <source>{}: the bookmarked position is not in the file</source>
        <translation>{}: die Stellung des Lesezeichens ist nicht in der Datei</translation>
    </message>
</context>
<context>
    <name>Clock</name>
    <message>
        <source>{0} lost on time: {1}</source>
        <translation>{0} hat die Zeit überschritten: {1}</translation>
    </message>
</context>
<context>
    <name>Color</name>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
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
    <name>Display</name>
    <message>
        <source>Move {number}</source>
        <translation>Zug {number}</translation>
    </message>
    <message>
        <source>Captured: B {black}, W {white}</source>
        <translation>Gefangene: S {black}, W {white}</translation>
    </message>
    <message>
        <source>Komi {komi:g}</source>
        <translation>Komi {komi:g}</translation>
    </message>
    <message>
        <source>Last {move}</source>
        <translation>Letzter {move}</translation>
    </message>
    <message>
        <source>GTP stream was closed</source>
        <translation>GTP-Datenstrom wurde geschlossen</translation>
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
        <source>genmove: {answer}</source>
        <translation>genmove: {answer}</translation>
    </message>
    <message>
        <source>Waiting for the first command</source>
        <translation>Warte auf den ersten Befehl</translation>
    </message>
    <message>
        <source>Last command: {command}</source>
        <translation>Letzter Befehl: {command}</translation>
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
    <name>Editing</name>
    <message>
        <source>Click {} points for the handicap stones</source>
        <translation>{} Punkte für die Vorgabesteine anklicken</translation>
    </message>
    <message>
        <source>1 more handicap stone</source>
        <translation>Noch 1 Vorgabestein</translation>
    </message>
    <message>
        <source>{} more handicap stones</source>
        <translation>Noch {} Vorgabesteine</translation>
    </message>
    <message>
        <source>Handicap placed: White to play</source>
        <translation>Vorgabe gesetzt: Weiß am Zug</translation>
    </message>
    <message>
        <source>The computer is thinking</source>
        <translation>Der Computer denkt nach</translation>
    </message>
    <message>
        <source>Setup stones cannot be sent to the ruler</source>
        <translation>Aufgestellte Steine können nicht an den Schiedsrichter gesendet werden</translation>
    </message>
    <message>
        <source>Drag from one point to another to draw an arrow</source>
        <translation>Von einem Punkt zu einem anderen ziehen, um einen Pfeil zu zeichnen</translation>
    </message>
    <message>
        <source>Drag from one point to another to draw a line</source>
        <translation>Von einem Punkt zu einem anderen ziehen, um eine Linie zu zeichnen</translation>
    </message>
    <message>
        <source>Label at {}:</source>
        <translation>Beschriftung bei {}:</translation>
    </message>
</context>
<context>
    <name>Encoding</name>
    <message>
        <source>Latin-1</source>
        <translation>Latin-1</translation>
    </message>
    <message>
        <source>Western</source>
        <translation>Westeuropäisch</translation>
    </message>
    <message>
        <source>Chinese, GB2312, GBK</source>
        <translation>Chinesisch, GB2312, GBK</translation>
    </message>
    <message>
        <source>Traditional Chinese</source>
        <translation>Traditionelles Chinesisch</translation>
    </message>
    <message>
        <source>Japanese, cp932</source>
        <translation>Japanisch, cp932</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>Japanisch</translation>
    </message>
    <message>
        <source>Korean, cp949</source>
        <translation>Koreanisch, cp949</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>Russisch</translation>
    </message>
    <message>
        <source>Cyrillic</source>
        <translation>Kyrillisch</translation>
    </message>
    <message>
        <source>Central European</source>
        <translation>Mitteleuropäisch</translation>
    </message>
    <message>
        <source>Reopen with Encoding</source>
        <translation>Mit Kodierung erneut öffnen</translation>
    </message>
    <message>
        <source>Preview of the file with this encoding:</source>
        <translation>Vorschau der Datei in dieser Kodierung:</translation>
    </message>
    <message>
        <source>Encoding:</source>
        <translation>Kodierung:</translation>
    </message>
    <message>
        <source>Not an encoding Python knows: choose one from the list or type a codec name such as cp1251, iso8859-2 or utf-16-le.</source>
        <translation>Keine Kodierung, die Python kennt: eine aus der Liste wählen oder einen Codec-Namen wie cp1251, iso8859-2 oder utf-16-le eingeben.</translation>
    </message>
</context>
<context>
    <name>Estimate</name>
    <message>
        <source>Estimating…</source>
        <translation>Schätze…</translation>
    </message>
    <message>
        <source>Estimate: {result}</source>
        <translation>Schätzung: {result}</translation>
    </message>
    <message>
        <source>Black {black}, White {white}, komi {komi} (area)</source>
        <translation>Schwarz {black}, Weiß {white}, Komi {komi} (Fläche)</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Export Position</source>
        <translation>Stellung exportieren</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>&amp;Koordinaten</translation>
    </message>
    <message>
        <source>&amp;Markup (marks, labels, lines, arrows)</source>
        <translation>&amp;Markierungen (Zeichen, Beschriftungen, Linien, Pfeile)</translation>
    </message>
    <message>
        <source>Move &amp;numbers from</source>
        <translation>Zug&amp;nummern ab</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Exported {}</source>
        <translation>{} exportiert</translation>
    </message>
    <message>
        <source>The clipboard&apos;s text is not SGF:
{}</source>
        <translation>Der Text der Zwischenablage ist kein SGF:
{}</translation>
    </message>
</context>
<context>
    <name>FileOps</name>
    <message>
        <source>Game records ({0})</source>
        <translation>Partiedateien ({0})</translation>
    </message>
    <message>
        <source>SGF files (*.sgf *.SGF)</source>
        <translation>SGF-Dateien (*.sgf *.SGF)</translation>
    </message>
    <message>
        <source>Tygem GIB, WBaduk NGF, Pandanet UGF ({0})</source>
        <translation>Tygem GIB, WBaduk NGF, Pandanet UGF ({0})</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The game has unsaved changes. Save them first?</source>
        <translation>Die Partie hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation>Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>it was repaired when it was read (repairs: {})</source>
        <translation>sie wurde beim Lesen repariert (Reparaturen: {})</translation>
    </message>
    <message>
        <source>it was read as {} and will be written as UTF-8</source>
        <translation>sie wurde als {} gelesen und wird als UTF-8 geschrieben</translation>
    </message>
    <message>
        <source>Overwrite file?</source>
        <translation>Datei überschreiben?</translation>
    </message>
    <message>
        <source>.
Save over it anyway?</source>
        <translation>.
Trotzdem überschreiben?</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <source>Cannot save file</source>
        <translation>Datei kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>The file holds a single game</source>
        <translation>Die Datei enthält nur eine Partie</translation>
    </message>
    <message>
        <source>No problems were found when the file was read</source>
        <translation>Beim Lesen der Datei wurden keine Probleme gefunden</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>der Datei</translation>
    </message>
    <message>
        <source>Problems repaired in {}</source>
        <translation>Behobene Probleme in {}</translation>
    </message>
    <message>
        <source>Not found: {}</source>
        <translation>Nicht gefunden: {}</translation>
    </message>
    <message>
        <source>Go to Move</source>
        <translation>Gehe zu Zug</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>Zugnummer:</translation>
    </message>
    <message>
        <source>The game has no file to reopen</source>
        <translation>Die Partie hat keine Datei zum erneuten Öffnen</translation>
    </message>
</context>
<context>
    <name>Find</name>
    <message>
        <source>Invalid regular expression: {}</source>
        <translation>Ungültiger regulärer Ausdruck: {}</translation>
    </message>
    <message>
        <source>Find in Comments</source>
        <translation>In Kommentaren suchen</translation>
    </message>
    <message>
        <source>Regular expression, e.g. joseki|tesuji</source>
        <translation>Regulärer Ausdruck, z. B. joseki|tesuji</translation>
    </message>
    <message>
        <source>Case sensitive</source>
        <translation>Groß-/Kleinschreibung beachten</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Find the previous comment that matches (Shift+Enter)</source>
        <translation>Vorigen passenden Kommentar suchen (Umschalt+Eingabe)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Find the next comment that matches (Enter)</source>
        <translation>Nächsten passenden Kommentar suchen (Eingabe)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>Suchen:</translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <source>Black:</source>
        <translation>Schwarz:</translation>
    </message>
    <message>
        <source>PB: name of the black player</source>
        <translation>PB: Name des Spielers mit Schwarz</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>Weiß:</translation>
    </message>
    <message>
        <source>PW: name of the white player</source>
        <translation>PW: Name des Spielers mit Weiß</translation>
    </message>
    <message>
        <source>Rank:</source>
        <translation>Rang:</translation>
    </message>
    <message>
        <source>BR: rank of the black player, e.g. 5d, 3k, 9p</source>
        <translation>BR: Rang des Spielers mit Schwarz, z. B. 5d, 3k, 9p</translation>
    </message>
    <message>
        <source>WR: rank of the white player, e.g. 5d, 3k, 9p</source>
        <translation>WR: Rang des Spielers mit Weiß, z. B. 5d, 3k, 9p</translation>
    </message>
    <message>
        <source>Game name:</source>
        <translation>Partiename:</translation>
    </message>
    <message>
        <source>GN: name of the game, shown in the game list</source>
        <translation>GN: Name der Partie, in der Partieliste gezeigt</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Veranstaltung:</translation>
    </message>
    <message>
        <source>EV: tournament or event</source>
        <translation>EV: Turnier oder Veranstaltung</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Runde:</translation>
    </message>
    <message>
        <source>RO: round number and type, e.g. 5 (final)</source>
        <translation>RO: Nummer und Art der Runde, z. B. 5 (final)</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Datum:</translation>
    </message>
    <message>
        <source>DT: date played, YYYY-MM-DD (partial dates and lists allowed)</source>
        <translation>DT: Datum der Partie, JJJJ-MM-TT (Teildaten und Listen erlaubt)</translation>
    </message>
    <message>
        <source>Place:</source>
        <translation>Ort:</translation>
    </message>
    <message>
        <source>PC: where the game was played</source>
        <translation>PC: wo die Partie gespielt wurde</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Ergebnis:</translation>
    </message>
    <message>
        <source>RE: B+R, W+3.5, B+T (time), W+F (forfeit), 0 (draw), Void, ?</source>
        <translation>RE: B+R, W+3.5, B+T (Zeit), W+F (kampflos), 0 (Jigo), Void, ?</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <source>RU: rule set</source>
        <translation>RU: Regelwerk</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Zeit:</translation>
    </message>
    <message>
        <source>TM: main time in seconds</source>
        <translation>TM: Hauptzeit in Sekunden</translation>
    </message>
    <message>
        <source>Overtime:</source>
        <translation>Nachspielzeit:</translation>
    </message>
    <message>
        <source>OT: overtime system, e.g. 5x30 byo-yomi</source>
        <translation>OT: Art der Nachspielzeit, z. B. 5x30 byo-yomi</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Quelle:</translation>
    </message>
    <message>
        <source>SO: where the record comes from</source>
        <translation>SO: woher die Aufzeichnung stammt</translation>
    </message>
    <message>
        <source>Annotator:</source>
        <translation>Kommentator:</translation>
    </message>
    <message>
        <source>AN: who commented the game</source>
        <translation>AN: wer die Partie kommentiert hat</translation>
    </message>
    <message>
        <source>User:</source>
        <translation>Erfasser:</translation>
    </message>
    <message>
        <source>US: who entered the record</source>
        <translation>US: wer die Aufzeichnung erfasst hat</translation>
    </message>
    <message>
        <source>Copyright:</source>
        <translation>Urheberrecht:</translation>
    </message>
    <message>
        <source>CP: copyright notice</source>
        <translation>CP: Urheberrechtsvermerk</translation>
    </message>
    <message>
        <source>Comment:</source>
        <translation>Kommentar:</translation>
    </message>
    <message>
        <source>GC: background information and summary of the game</source>
        <translation>GC: Hintergrund und Zusammenfassung der Partie</translation>
    </message>
    <message>
        <source>Game Info</source>
        <translation>Partie-Info</translation>
    </message>
    <message>
        <source>HA: number of handicap stones (0 = none)</source>
        <translation>HA: Anzahl der Vorgabesteine (0 = keine)</translation>
    </message>
    <message>
        <source>KM: komi in points, added to White&apos;s score</source>
        <translation>KM: Komi in Punkten, zu Weiß’ Ergebnis addiert</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>e.g. 5d</source>
        <translation>z. B. 5d</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <source>Set the date to today&apos;s date</source>
        <translation>Das Datum auf heute setzen</translation>
    </message>
    <message>
        <source>Rules and result</source>
        <translation>Regeln und Ergebnis</translation>
    </message>
    <message>
        <source>Komi:</source>
        <translation>Komi:</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <translation>Vorgabe:</translation>
    </message>
    <message>
        <source>seconds, e.g. 3600</source>
        <translation>Sekunden, z. B. 3600</translation>
    </message>
    <message>
        <source>e.g. 5x30 byo-yomi</source>
        <translation>z. B. 5x30 byo-yomi</translation>
    </message>
    <message>
        <source>Game comment</source>
        <translation>Partiekommentar</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Aufzeichnung</translation>
    </message>
    <message>
        <source>Date: the SGF form is YYYY-MM-DD (e.g. 2024-03-09).</source>
        <translation>Datum: die SGF-Form ist JJJJ-MM-TT (z. B. 2024-03-09).</translation>
    </message>
    <message>
        <source>Result: the SGF form is B+R, W+3.5, B+T, W+F, 0 (draw), Void or ?.</source>
        <translation>Ergebnis: die SGF-Form ist B+R, W+3.5, B+T, W+F, 0 (Jigo), Void oder ?.</translation>
    </message>
    <message>
        <source>Time: the SGF form is a number of seconds (e.g. 3600).</source>
        <translation>Zeit: die SGF-Form ist eine Anzahl Sekunden (z. B. 3600).</translation>
    </message>
</context>
<context>
    <name>GameList</name>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Game List</source>
        <translation>Partieliste</translation>
    </message>
    <message>
        <source>Filter: players, result, date, name…</source>
        <translation>Filter: Spieler, Ergebnis, Datum, Name…</translation>
    </message>
    <message>
        <source>{0} of {1} games shown</source>
        <translation>{0} von {1} Partien angezeigt</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 Partie</translation>
    </message>
    <message>
        <source>{} games</source>
        <translation>{} Partien</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>gogui-py User Manual</source>
        <translation>gogui-py Benutzerhandbuch</translation>
    </message>
    <message>
        <source>A board for programs that speak GTP (the Go Text Protocol).</source>
        <translation>Ein Brett für Programme, die GTP (das Go Text Protocol) sprechen.</translation>
    </message>
    <message>
        <source>About gogui-py</source>
        <translation>Über gogui-py</translation>
    </message>
</context>
<context>
    <name>Import</name>
    <message>
        <source>Cannot import the position</source>
        <translation>Die Stellung kann nicht importiert werden</translation>
    </message>
    <message>
        <source>Imported a {}x{} position: {} black and {} white stones</source>
        <translation>Eine {}x{}-Stellung importiert: {} schwarze und {} weiße Steine</translation>
    </message>
    <message>
        <source>Position from Text</source>
        <translation>Stellung aus Text</translation>
    </message>
    <message>
        <source>Paste a board diagram (GTP showboard, an ASCII export): X # @ are black stones, O white ones, . + empty points; coordinates are ignored.</source>
        <translation>Ein Brettdiagramm einfügen (GTP showboard, ein ASCII-Export): X # @ sind schwarze Steine, O weiße, . + leere Punkte; Koordinaten werden ignoriert.</translation>
    </message>
    <message>
        <source>Not a board diagram: {}</source>
        <translation>Kein Brettdiagramm: {}</translation>
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
        <source>{0} vs {1}</source>
        <translation>{0} gegen {1}</translation>
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
        <translation>Schiedsrichter</translation>
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
        <source>Bad move</source>
        <translation>Schlechter Zug</translation>
    </message>
    <message>
        <source>Very bad move</source>
        <translation>Sehr schlechter Zug</translation>
    </message>
    <message>
        <source>Good move</source>
        <translation>Guter Zug</translation>
    </message>
    <message>
        <source>Very good move</source>
        <translation>Sehr guter Zug</translation>
    </message>
    <message>
        <source>Doubtful move</source>
        <translation>Zweifelhafter Zug</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>Interessanter Zug</translation>
    </message>
    <message>
        <source>Good for Black</source>
        <translation>Gut für Schwarz</translation>
    </message>
    <message>
        <source>Very good for Black</source>
        <translation>Sehr gut für Schwarz</translation>
    </message>
    <message>
        <source>Good for White</source>
        <translation>Gut für Weiß</translation>
    </message>
    <message>
        <source>Very good for White</source>
        <translation>Sehr gut für Weiß</translation>
    </message>
    <message>
        <source>Even position</source>
        <translation>Ausgeglichene Stellung</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>Unklare Stellung</translation>
    </message>
    <message>
        <source>Hotspot</source>
        <translation>Brennpunkt</translation>
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
    <message>
        <source>Clock halted</source>
        <translation>Uhr angehalten</translation>
    </message>
    <message>
        <source>Clock resumed</source>
        <translation>Uhr läuft weiter</translation>
    </message>
    <message>
        <source>This game is played with a ruler</source>
        <translation>Diese Partie wird mit einem Schiedsrichter gespielt</translation>
    </message>
    <message>
        <source>{} played an illegal move ({})</source>
        <translation>{} spielte einen ungültigen Zug ({})</translation>
    </message>
    <message>
        <source>The engine is busy; try again when it has moved</source>
        <translation>Die Engine ist beschäftigt; erneut versuchen, wenn sie gezogen hat</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Beschriftung</translation>
    </message>
    <message>
        <source>Scoring is for Go; the ruler gives the result of this game</source>
        <translation>Zählen gibt es nur bei Go; das Ergebnis dieser Partie gibt der Schiedsrichter</translation>
    </message>
    <message>
        <source>Click dead stones to mark them, then Done</source>
        <translation>Tote Steine anklicken, um sie zu markieren, dann „Fertig“</translation>
    </message>
    <message>
        <source>Game over: {}</source>
        <translation>Partie beendet: {}</translation>
    </message>
    <message>
        <source>The engine is thinking; open the game when it has moved</source>
        <translation>Die Engine denkt nach; die Partie öffnen, wenn sie gezogen hat</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <source>New Match</source>
        <translation>Neues Turnier</translation>
    </message>
    <message>
        <source>None (Go)</source>
        <translation>Keiner (Go)</translation>
    </message>
    <message>
        <source>A ruler referees another game (Othello, Gomoku, Hex...); none: Go</source>
        <translation>Ein Schiedsrichter leitet ein anderes Spiel (Othello, Gomoku, Hex...); keiner: Go</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Swap colours every game</source>
        <translation>Farben jede Partie tauschen</translation>
    </message>
    <message>
        <source>The players (final_score)</source>
        <translation>Die Spieler (final_score)</translation>
    </message>
    <message>
        <source>Internal (area scoring)</source>
        <translation>Intern (Flächenzählung)</translation>
    </message>
    <message>
        <source>Stop each pairing once an SPRT decides</source>
        <translation>Jede Paarung beenden, sobald ein SPRT entscheidet</translation>
    </message>
    <message>
        <source>H0: the first program is at most elo0 stronger</source>
        <translation>H0: das erste Programm ist höchstens elo0 stärker</translation>
    </message>
    <message>
        <source>H1: it is at least elo1 stronger</source>
        <translation>H1: es ist mindestens elo1 stärker</translation>
    </message>
    <message>
        <source>False-positive rate</source>
        <translation>Falsch-positiv-Rate</translation>
    </message>
    <message>
        <source>False-negative rate</source>
        <translation>Falsch-negativ-Rate</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Ordner:</translation>
    </message>
    <message>
        <source>Referee (ruler):</source>
        <translation>Schiedsrichter:</translation>
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
        <source>Handicap:</source>
        <translation>Vorgabe:</translation>
    </message>
    <message>
        <source>Games per pairing:</source>
        <translation>Partien pro Paarung:</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>Zählung:</translation>
    </message>
    <message>
        <source>Games at once:</source>
        <translation>Gleichzeitige Partien:</translation>
    </message>
    <message>
        <source>Programs (two: a playoff; more: all play all):</source>
        <translation>Programme (zwei: ein Stichkampf; mehr: jeder gegen jeden):</translation>
    </message>
    <message>
        <source>The ruler</source>
        <translation>Der Schiedsrichter</translation>
    </message>
    <message>
        <source>Not for a game refereed by a ruler (it scores its game)</source>
        <translation>Nicht für eine Partie mit Schiedsrichter (er zählt seine Partie)</translation>
    </message>
    <message>
        <source>Not for a game refereed by a ruler</source>
        <translation>Nicht für eine Partie mit Schiedsrichter</translation>
    </message>
    <message>
        <source>Ruler&apos;s default</source>
        <translation>Vorgabe des Schiedsrichters</translation>
    </message>
    <message>
        <source>Choose at least two programs.</source>
        <translation>Mindestens zwei Programme wählen.</translation>
    </message>
    <message>
        <source>The name must be a file name (no &apos;/&apos;, not starting with &apos;.&apos;).</source>
        <translation>Der Name muss ein Dateiname sein (kein „/“, nicht mit „.“ beginnend).</translation>
    </message>
    <message>
        <source>This match cannot be played: {}</source>
        <translation>Dieses Turnier kann nicht gespielt werden: {}</translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}</source>
        <translation>{0} kann nicht geschrieben werden: {1}</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>{} exists. Replace it? Games already played in its folder are kept and counted (the match resumes).</source>
        <translation>{} existiert. Ersetzen? Bereits gespielte Partien im Ordner bleiben und zählen (das Turnier wird fortgesetzt).</translation>
    </message>
    <message>
        <source>Match folder</source>
        <translation>Turnierordner</translation>
    </message>
    <message>
        <source>Elo (first - second)</source>
        <translation>Elo (erstes − zweites)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
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
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>&amp;Open in Board</source>
        <translation>Auf dem Brett &amp;öffnen</translation>
    </message>
    <message>
        <source>No game under way</source>
        <translation>Keine Partie im Gang</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>Paarung</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Niederlagen</translation>
    </message>
    <message>
        <source>Jigo</source>
        <translation>Jigo</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>Void</source>
        <translation>Ungültig</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Gewinnrate</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>SPRT</source>
        <translation>SPRT</translation>
    </message>
    <message>
        <source>, {0} accepted after {1}</source>
        <translation>, {0} angenommen nach {1}</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>stopped or halted</source>
        <translation>gestoppt oder angehalten</translation>
    </message>
    <message>
        <source>match file refused</source>
        <translation>Turnierdatei abgelehnt</translation>
    </message>
    <message>
        <source>folder in use</source>
        <translation>Ordner wird verwendet</translation>
    </message>
    <message>
        <source>Matches — gogui-py</source>
        <translation>Turniere — gogui-py</translation>
    </message>
    <message>
        <source>No match: New Match… or Open Match…</source>
        <translation>Kein Turnier: Neues Turnier… oder Turnier öffnen…</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>&amp;New Match…</source>
        <translation>&amp;Neues Turnier…</translation>
    </message>
    <message>
        <source>&amp;Open Match…</source>
        <translation>Turnier ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;topp</translation>
    </message>
    <message>
        <source>Games at once</source>
        <translation>Gleichzeitige Partien</translation>
    </message>
    <message>
        <source>  Games at once: </source>
        <translation>  Gleichzeitige Partien: </translation>
    </message>
    <message>
        <source>Open Match</source>
        <translation>Turnier öffnen</translation>
    </message>
    <message>
        <source>Match files (*.toml)</source>
        <translation>Turnierdateien (*.toml)</translation>
    </message>
    <message>
        <source>Stop the match under way first.</source>
        <translation>Zuerst das laufende Turnier stoppen.</translation>
    </message>
    <message>
        <source>Match {} — gogui-py</source>
        <translation>Turnier {} — gogui-py</translation>
    </message>
    <message>
        <source>Another run is playing this match (gogui-match run).</source>
        <translation>Ein anderer Lauf spielt dieses Turnier (gogui-match run).</translation>
    </message>
    <message>
        <source>No record of game {0} ({1}).</source>
        <translation>Keine Aufzeichnung von Partie {0} ({1}).</translation>
    </message>
    <message>
        <source>status {}</source>
        <translation>Status {}</translation>
    </message>
    <message>
        <source>runner ended: {}</source>
        <translation>Lauf beendet: {}</translation>
    </message>
    <message>
        <source>&amp;Kill</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>not running</source>
        <translation>läuft nicht</translation>
    </message>
    <message>
        <source>{0}/{1} games, {2} void, {3} under way · {4}</source>
        <translation>{0}/{1} Partien, {2} ungültig, {3} im Gang · {4}</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Turniere</translation>
    </message>
    <message>
        <source>The match is running. Stop it? The games under way finish first; Start resumes it later.</source>
        <translation>Das Turnier läuft. Stoppen? Laufende Partien werden zuerst beendet; „Starten“ setzt es später fort.</translation>
    </message>
    <message>
        <source>Opening positions</source>
        <translation>Eröffnungsstellungen</translation>
    </message>
    <message>
        <source>SGF files (*.sgf);;All files (*)</source>
        <translation>SGF-Dateien (*.sgf);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Fixed (fixed_handicap)</source>
        <translation>Fest (fixed_handicap)</translation>
    </message>
    <message>
        <source>Free (place_free_handicap)</source>
        <translation>Frei (place_free_handicap)</translation>
    </message>
    <message>
        <source>Free: black&apos;s program chooses where its stones go</source>
        <translation>Frei: das Programm von Schwarz wählt, wohin seine Steine kommen</translation>
    </message>
    <message>
        <source>Openings (main lines played first)</source>
        <translation>Eröffnungen (Hauptvarianten zuerst gespielt)</translation>
    </message>
    <message>
        <source>Game n of a pairing starts from opening n (n/2 when colours swap), in turn</source>
        <translation>Partie n einer Paarung beginnt mit Eröffnung n (n/2, wenn die Farben tauschen), reihum</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Hinzufügen…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Time limits</source>
        <translation>Zeitbegrenzung</translation>
    </message>
    <message>
        <source>None (sudden death)</source>
        <translation>Keine (Sudden Death)</translation>
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
        <source>Over time loses the game</source>
        <translation>Zeitüberschreitung verliert die Partie</translation>
    </message>
    <message>
        <source>Unchecked: time is only recorded, the game goes on</source>
        <translation>Nicht markiert: die Zeit wird nur aufgezeichnet, die Partie geht weiter</translation>
    </message>
    <message>
        <source>Main time:</source>
        <translation>Hauptzeit:</translation>
    </message>
    <message>
        <source>Overtime:</source>
        <translation>Nachspielzeit:</translation>
    </message>
    <message>
        <source>Period:</source>
        <translation>Periode:</translation>
    </message>
    <message>
        <source>Periods:</source>
        <translation>Perioden:</translation>
    </message>
    <message>
        <source>Moves per period:</source>
        <translation>Züge je Periode:</translation>
    </message>
</context>
<context>
    <name>Menu</name>
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
        <source>&amp;Black</source>
        <translation>&amp;Schwarz</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Weiß</translation>
    </message>
    <message>
        <source>&amp;Not Set</source>
        <translation>&amp;Nicht gesetzt</translation>
    </message>
    <message>
        <source>&amp;Go to Node</source>
        <translation>Zum Knoten &amp;gehen</translation>
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
        <source>&amp;Good Move (!)</source>
        <translation>&amp;Guter Zug (!)</translation>
    </message>
    <message>
        <source>&amp;Very Good Move (!!)</source>
        <translation>&amp;Sehr guter Zug (!!)</translation>
    </message>
    <message>
        <source>&amp;Bad Move (?)</source>
        <translation>S&amp;chlechter Zug (?)</translation>
    </message>
    <message>
        <source>Ve&amp;ry Bad Move (??)</source>
        <translation>Se&amp;hr schlechter Zug (??)</translation>
    </message>
    <message>
        <source>&amp;Interesting Move (!?)</source>
        <translation>&amp;Interessanter Zug (!?)</translation>
    </message>
    <message>
        <source>&amp;Doubtful Move (?!)</source>
        <translation>&amp;Zweifelhafter Zug (?!)</translation>
    </message>
    <message>
        <source>Good &amp;for Black</source>
        <translation>Gut &amp;für Schwarz</translation>
    </message>
    <message>
        <source>Good for &amp;White</source>
        <translation>Gut für &amp;Weiß</translation>
    </message>
    <message>
        <source>&amp;Even Position</source>
        <translation>&amp;Ausgeglichene Stellung</translation>
    </message>
    <message>
        <source>&amp;Unclear Position</source>
        <translation>&amp;Unklare Stellung</translation>
    </message>
    <message>
        <source>Move Var&amp;iation Up</source>
        <translation>Variante nach &amp;oben</translation>
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
        <source>&amp;No Move Annotation</source>
        <translation>&amp;Keine Zugbewertung</translation>
    </message>
    <message>
        <source>No &amp;Position Annotation</source>
        <translation>Keine S&amp;tellungsbewertung</translation>
    </message>
    <message>
        <source>&amp;Hotspot</source>
        <translation>&amp;Brennpunkt</translation>
    </message>
    <message>
        <source>No Hotspo&amp;t</source>
        <translation>Kein Bre&amp;nnpunkt</translation>
    </message>
    <message>
        <source>Position Va&amp;lue…</source>
        <translation>Stellungswe&amp;rt…</translation>
    </message>
    <message>
        <source>N&amp;o Position Value</source>
        <translation>Kein St&amp;ellungswert</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>Ko&amp;mmentieren</translation>
    </message>
    <message>
        <source>&amp;Game Info…</source>
        <translation>&amp;Partieinformationen…</translation>
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
        <translation>S&amp;tellung kopieren</translation>
    </message>
    <message>
        <source>Copy S&amp;GF</source>
        <translation>S&amp;GF kopieren</translation>
    </message>
    <message>
        <source>Paste SG&amp;F as New Game</source>
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
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
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
        <source>Pause Engine &amp;Game</source>
        <translation>Programmpar&amp;tie pausieren</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>&amp;Keine</translation>
    </message>
    <message>
        <source>&amp;{} s</source>
        <translation>&amp;{} s</translation>
    </message>
    <message>
        <source>&amp;Delay Between Engine Moves</source>
        <translation>Pause z&amp;wischen Programmzügen</translation>
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
        <source>Reatta&amp;ch Program</source>
        <translation>Programm neu &amp;verbinden</translation>
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
        <translation>Schiedsrichter &amp;trennen</translation>
    </message>
    <message>
        <source>Re&amp;attach Ruler</source>
        <translation>Schiedsrichter &amp;neu verbinden</translation>
    </message>
    <message>
        <source>Ruler &amp;Plays White</source>
        <translation>Schiedsrichter &amp;spielt Weiß</translation>
    </message>
    <message>
        <source>Play {}</source>
        <translation>{} spielen</translation>
    </message>
    <message>
        <source>Attach &amp;Ruler…</source>
        <translation>Schiedsrichter &amp;verbinden…</translation>
    </message>
    <message>
        <source>&amp;Edit Rulers…</source>
        <translation>Schiedsrichter &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>Attach Ruler</source>
        <translation>Schiedsrichter verbinden</translation>
    </message>
    <message>
        <source>Command line of a GTP ruler:</source>
        <translation>Befehlszeile eines GTP-Schiedsrichters:</translation>
    </message>
    <message>
        <source>B&amp;oth</source>
        <translation>&amp;Beide</translation>
    </message>
    <message>
        <source>E&amp;ngine</source>
        <translation>&amp;Programm</translation>
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
        <source>Computer Pl&amp;ay</source>
        <translation>Computer z&amp;ieht</translation>
    </message>
    <message>
        <source>&amp;Beginning</source>
        <translation>&amp;Anfang</translation>
    </message>
    <message>
        <source>Backward &amp;10</source>
        <translation>&amp;10 zurück</translation>
    </message>
    <message>
        <source>Back&amp;ward</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>Vorwär&amp;ts</translation>
    </message>
    <message>
        <source>Forwar&amp;d 10</source>
        <translation>10 vo&amp;rwärts</translation>
    </message>
    <message>
        <source>&amp;End</source>
        <translation>&amp;Ende</translation>
    </message>
    <message>
        <source>&amp;Previous Variation</source>
        <translation>V&amp;orige Variante</translation>
    </message>
    <message>
        <source>&amp;Next Variation</source>
        <translation>&amp;Nächste Variante</translation>
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
        <source>Add Label</source>
        <translation>Beschriftung hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Play Here</source>
        <translation>Hier s&amp;pielen</translation>
    </message>
    <message>
        <source>Board &amp;Tool</source>
        <translation>Brett&amp;werkzeug</translation>
    </message>
    <message>
        <source>Add &amp;Label…</source>
        <translation>&amp;Beschriftung hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Analyze Here</source>
        <translation>Hier &amp;analysieren</translation>
    </message>
    <message>
        <source>&amp;Copy Vertex Name ({vertex})</source>
        <translation>Punktnamen &amp;kopieren ({vertex})</translation>
    </message>
    <message>
        <source>Copied {vertex}</source>
        <translation>{vertex} kopiert</translation>
    </message>
    <message>
        <source>Boo&amp;kmarks</source>
        <translation>&amp;Lesezeichen</translation>
    </message>
    <message>
        <source>&amp;Add Bookmark…</source>
        <translation>Lesezeichen &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Edit Bookmarks…</source>
        <translation>Lesezeichen &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>C&amp;lock</source>
        <translation>U&amp;hr</translation>
    </message>
    <message>
        <source>&amp;Halt</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Set &amp;Time Left…</source>
        <translation>Restzeit &amp;setzen…</translation>
    </message>
    <message>
        <source>Render Comments as &amp;Markdown</source>
        <translation>Kommentare als &amp;Markdown darstellen</translation>
    </message>
    <message>
        <source>&amp;Estimate Score</source>
        <translation>Ergebnis &amp;schätzen</translation>
    </message>
    <message>
        <source>Show who owns each point and the result, without an engine</source>
        <translation>Zeigt ohne Engine, wem jeder Punkt gehört, und das Ergebnis</translation>
    </message>
    <message>
        <source>&amp;User Manual</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>&amp;About gogui-py</source>
        <translation>&amp;Über gogui-py</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>Position from &amp;Text…</source>
        <translation>Stellung aus &amp;Text…</translation>
    </message>
    <message>
        <source>SGF from &amp;Clipboard</source>
        <translation>SGF aus der &amp;Zwischenablage</translation>
    </message>
    <message>
        <source>Go to &amp;Variation…</source>
        <translation>Gehe zu &amp;Variante…</translation>
    </message>
    <message>
        <source>Find &amp;Next Comment</source>
        <translation>Nächsten Kommen&amp;tar suchen</translation>
    </message>
    <message>
        <source>Play Si&amp;ngle Move</source>
        <translation>Einzel&amp;nen Zug spielen</translation>
    </message>
    <message>
        <source>Delete &amp;Side Variations</source>
        <translation>&amp;Nebenvarianten löschen</translation>
    </message>
    <message>
        <source>Flip &amp;Horizontally</source>
        <translation>&amp;Horizontal spiegeln</translation>
    </message>
    <message>
        <source>Flip &amp;Vertically</source>
        <translation>&amp;Vertikal spiegeln</translation>
    </message>
    <message>
        <source>Rotate &amp;Clockwise</source>
        <translation>Im &amp;Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Rotate C&amp;ounterclockwise</source>
        <translation>&amp;Gegen den Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Rotate &amp;180°</source>
        <translation>Um &amp;180° drehen</translation>
    </message>
    <message>
        <source>&amp;Transpose</source>
        <translation>&amp;Transponieren</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>flipped horizontally</source>
        <translation>horizontal gespiegelt</translation>
    </message>
    <message>
        <source>flipped vertically</source>
        <translation>vertikal gespiegelt</translation>
    </message>
    <message>
        <source>rotated clockwise</source>
        <translation>im Uhrzeigersinn gedreht</translation>
    </message>
    <message>
        <source>rotated counterclockwise</source>
        <translation>gegen den Uhrzeigersinn gedreht</translation>
    </message>
    <message>
        <source>rotated 180°</source>
        <translation>um 180° gedreht</translation>
    </message>
    <message>
        <source>transposed</source>
        <translation>transponiert</translation>
    </message>
    <message>
        <source>transposed on the other diagonal</source>
        <translation>an der anderen Diagonale transponiert</translation>
    </message>
    <message>
        <source>Board &amp;Orientation</source>
        <translation>Brett&amp;ausrichtung</translation>
    </message>
    <message>
        <source>&amp;Reset Orientation</source>
        <translation>Ausrichtung &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>This board cannot be shown that way</source>
        <translation>Dieses Brett kann so nicht gezeigt werden</translation>
    </message>
    <message>
        <source>Board orientation: {name}</source>
        <translation>Brettausrichtung: {name}</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>No Recent Files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>Menü &amp;leeren</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>Dem &amp;System folgen</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;Hide Subtree</source>
        <translation>Teilbaum aus&amp;blenden</translation>
    </message>
    <message>
        <source>&amp;Show Subtree</source>
        <translation>Teilbaum &amp;einblenden</translation>
    </message>
    <message>
        <source>Show &amp;All</source>
        <translation>Alle &amp;zeigen</translation>
    </message>
    <message>
        <source>Node &amp;Info…</source>
        <translation>Knoten-&amp;Info…</translation>
    </message>
    <message>
        <source>Su&amp;btree Statistics…</source>
        <translation>Teilbaum-S&amp;tatistik…</translation>
    </message>
    <message>
        <source>Scro&amp;ll to Current</source>
        <translation>Zum aktuellen &amp;rollen</translation>
    </message>
    <message>
        <source>&amp;Analyze Commands</source>
        <translation>&amp;Analysebefehle</translation>
    </message>
    <message>
        <source>A&amp;nalysis (lz-/kata-analyze)</source>
        <translation>Analy&amp;se (lz-/kata-analyze)</translation>
    </message>
    <message>
        <source>&amp;Win Rate Graph</source>
        <translation>&amp;Gewinnraten-Diagramm</translation>
    </message>
    <message>
        <source>Show &amp;Ownership</source>
        <translation>Gebietsbesitz &amp;zeigen</translation>
    </message>
    <message>
        <source>&amp;Win Rate</source>
        <translation>&amp;Gewinnrate</translation>
    </message>
    <message>
        <source>&amp;Score Lead</source>
        <translation>&amp;Punktvorsprung</translation>
    </message>
    <message>
        <source>&amp;Loss Against Best</source>
        <translation>&amp;Verlust gegenüber dem besten Zug</translation>
    </message>
    <message>
        <source>Analysis &amp;Settings…</source>
        <translation>Analyse-&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Analyze &amp;Game</source>
        <translation>Partie ana&amp;lysieren</translation>
    </message>
    <message>
        <source>S&amp;top Analyze Game</source>
        <translation>Partieanalyse an&amp;halten</translation>
    </message>
    <message>
        <source>Write Anal&amp;ysis to Record…</source>
        <translation>Analyse in die Partie s&amp;chreiben…</translation>
    </message>
    <message>
        <source>Snaps&amp;hot Parameters</source>
        <translation>Parameter &amp;festhalten</translation>
    </message>
    <message>
        <source>Restore Para&amp;meters</source>
        <translation>Parameter &amp;wiederherstellen</translation>
    </message>
    <message>
        <source>Sa&amp;ve Parameters…</source>
        <translation>Parameter speiche&amp;rn…</translation>
    </message>
    <message>
        <source>Reattach W&amp;ith Parameters</source>
        <translation>&amp;Mit Parametern neu verbinden</translation>
    </message>
    <message>
        <source>&amp;No Variations</source>
        <translation>Kei&amp;ne Varianten</translation>
    </message>
    <message>
        <source>Variations as &amp;Ghost Stones</source>
        <translation>Varianten als blasse S&amp;teine</translation>
    </message>
    <message>
        <source>Variations as &amp;Letters</source>
        <translation>Varianten als B&amp;uchstaben</translation>
    </message>
    <message>
        <source>No Move N&amp;umbers</source>
        <translation>Keine &amp;Zugnummern</translation>
    </message>
    <message>
        <source>Last &amp;10 Moves</source>
        <translation>Letzte &amp;10 Züge</translation>
    </message>
    <message>
        <source>&amp;All Moves</source>
        <translation>A&amp;lle Züge</translation>
    </message>
    <message>
        <source>Ne&amp;xt Earlier Variation</source>
        <translation>Nächste &amp;frühere Variante</translation>
    </message>
    <message>
        <source>P&amp;revious Earlier Variation</source>
        <translation>Vorige frü&amp;here Variante</translation>
    </message>
    <message>
        <source>B&amp;ack to Main Line</source>
        <translation>Zurück zur Hauptl&amp;inie</translation>
    </message>
    <message>
        <source>Go to &amp;Move…</source>
        <translation>&amp;Gehe zu Zug…</translation>
    </message>
    <message>
        <source>F&amp;ind in Comments…</source>
        <translation>In &amp;Kommentaren suchen…</translation>
    </message>
    <message>
        <source>Find Nex&amp;t</source>
        <translation>&amp;Weitersuchen</translation>
    </message>
    <message>
        <source>Find Previo&amp;us</source>
        <translation>Rückwärt&amp;s suchen</translation>
    </message>
    <message>
        <source>Select &amp;Game of Collection…</source>
        <translation>&amp;Partie der Sammlung wählen…</translation>
    </message>
    <message>
        <source>Reopen with &amp;Encoding…</source>
        <translation>Mit &amp;Kodierung neu öffnen…</translation>
    </message>
    <message>
        <source>Show &amp;Repairs Made on Reading…</source>
        <translation>Beim Lesen vorgenommene &amp;Reparaturen zeigen…</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>&amp;Koordinaten</translation>
    </message>
    <message>
        <source>Sho&amp;w Last Move</source>
        <translation>Letzten Zug z&amp;eigen</translation>
    </message>
    <message>
        <source>Game &amp;Tree</source>
        <translation>&amp;Spielbaum</translation>
    </message>
    <message>
        <source>GTP &amp;Shell</source>
        <translation>GTP-K&amp;onsole</translation>
    </message>
    <message>
        <source>Comm&amp;ent Panel</source>
        <translation>Kommentarbere&amp;ich</translation>
    </message>
    <message>
        <source>The comment, programs, players, captures and clocks</source>
        <translation>Kommentar, Programme, Spieler, Gefangene und Uhren</translation>
    </message>
    <message>
        <source>Tool Ba&amp;rs</source>
        <translation>&amp;Werkzeugleisten</translation>
    </message>
    <message>
        <source>Reset Window La&amp;yout</source>
        <translation>Fensteranordnung zu&amp;rücksetzen</translation>
    </message>
</context>
<context>
    <name>Navigation</name>
    <message>
        <source>Go to Variation</source>
        <translation>Gehe zu Variante</translation>
    </message>
    <message>
        <source>Variation (branch numbers from the root, e.g. 2.1;
empty: the main line):</source>
        <translation>Variante (Zweignummern ab der Wurzel, z. B. 2.1;
leer: die Hauptvariante):</translation>
    </message>
    <message>
        <source>No variation {} in this game</source>
        <translation>Keine Variante {} in dieser Partie</translation>
    </message>
    <message>
        <source>No more comments: continued from the start</source>
        <translation>Keine weiteren Kommentare: vom Anfang fortgesetzt</translation>
    </message>
    <message>
        <source>No other node has a comment</source>
        <translation>Kein anderer Knoten hat einen Kommentar</translation>
    </message>
    <message>
        <source>Delete Side Variations</source>
        <translation>Nebenvarianten löschen</translation>
    </message>
    <message>
        <source>All variations but the one through the current position will be deleted.
Edit &gt; Undo brings them back.</source>
        <translation>Alle Varianten außer der durch die aktuelle Stellung werden gelöscht.
Bearbeiten &gt; Rückgängig holt sie zurück.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
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
        <source>Over {0}x{0}: GTP engines cannot play this size (record and edit only).</source>
        <translation>Über {0}x{0}: GTP-Engines können diese Größe nicht spielen (nur aufzeichnen und bearbeiten).</translation>
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
    <name>Play</name>
    <message>
        <source>{0} resigns: {1}</source>
        <translation>{0} gibt auf: {1}</translation>
    </message>
    <message>
        <source>{}
Terminate it? The game record is kept; you can attach it again.</source>
        <translation>{}
Beenden? Die Partie bleibt erhalten; das Programm kann wieder angeschlossen werden.</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <source>Resumed</source>
        <translation>Fortgesetzt</translation>
    </message>
    <message>
        <source>No engine command is running</source>
        <translation>Keine Engine führt gerade einen Befehl aus</translation>
    </message>
    <message>
        <source>Interrupting {}…</source>
        <translation>{} wird unterbrochen…</translation>
    </message>
    <message>
        <source>{} cannot be interrupted (no gogui-interrupt): wait for its answer</source>
        <translation>{} kann nicht unterbrochen werden (kein gogui-interrupt): warten Sie auf die Antwort</translation>
    </message>
    <message>
        <source>{} cannot be interrupted.</source>
        <translation>{} kann nicht unterbrochen werden.</translation>
    </message>
    <message>
        <source>{} did not stop thinking.</source>
        <translation>{} hat nicht aufgehört zu denken.</translation>
    </message>
    <message>
        <source>{0} placed {1} handicap stones</source>
        <translation>{0} setzte {1} Vorgabesteine</translation>
    </message>
    <message>
        <source>The engine did not place the handicap: {}</source>
        <translation>Die Engine hat die Vorgabe nicht gesetzt: {}</translation>
    </message>
    <message>
        <source>{} detached while thinking: no move was played</source>
        <translation>{} wurde während des Denkens getrennt: kein Zug gespielt</translation>
    </message>
    <message>
        <source>The computer is thinking</source>
        <translation>Der Computer denkt nach</translation>
    </message>
    <message>
        <source>Engine not told: {}</source>
        <translation>Engine nicht informiert: {}</translation>
    </message>
    <message>
        <source>{0} refused the move: {1}</source>
        <translation>{0} lehnte den Zug ab: {1}</translation>
    </message>
    <message>
        <source>{0} was not told of the move: {1}</source>
        <translation>{0} wurde über den Zug nicht informiert: {1}</translation>
    </message>
    <message>
        <source>No engine attached</source>
        <translation>Keine Engine angeschlossen</translation>
    </message>
    <message>
        <source>{} is thinking…</source>
        <translation>{} denkt nach…</translation>
    </message>
    <message>
        <source>{0} played an illegal move ({1}); it no longer plays a colour</source>
        <translation>{0} spielte einen ungültigen Zug ({1}); es spielt keine Farbe mehr</translation>
    </message>
    <message>
        <source>{0} played {1}{2}</source>
        <translation>{0} spielte {1}{2}</translation>
    </message>
    <message>
        <source>counted by gogui-py, no stones removed</source>
        <translation>von gogui-py gezählt, keine Steine entfernt</translation>
    </message>
    <message>
        <source>final_score of {}</source>
        <translation>final_score von {}</translation>
    </message>
    <message>
        <source>counted by gogui-py</source>
        <translation>von gogui-py gezählt</translation>
    </message>
    <message>
        <source>counted by gogui-py ({})</source>
        <translation>von gogui-py gezählt ({})</translation>
    </message>
    <message>
        <source>Game over: {0} ({1})</source>
        <translation>Partie beendet: {0} ({1})</translation>
    </message>
    <message>
        <source>{0} answered “{1}” with something that is not a move:</source>
        <translation>{0} hat auf „{1}“ mit etwas geantwortet, das kein Zug ist:</translation>
    </message>
    <message>
        <source>{0} answered {1} with no move</source>
        <translation>{0} hat auf {1} keinen Zug geantwortet</translation>
    </message>
    <message>
        <source>Engine Refused to Move</source>
        <translation>Engine verweigert den Zug</translation>
    </message>
    <message>
        <source>{0} refused to play: {1}</source>
        <translation>{0} verweigert den Zug: {1}</translation>
    </message>
    <message>
        <source>It no longer plays a colour: it is your turn. The game record is intact; Game &gt; Computer Color lets it play again.</source>
        <translation>Es spielt keine Farbe mehr: Sie sind am Zug. Die Partie ist unverändert; mit Spiel &gt; Computerfarbe spielt es wieder.</translation>
    </message>
    <message>
        <source>{0}; it no longer plays a colour</source>
        <translation>{0}; es spielt keine Farbe mehr</translation>
    </message>
    <message>
        <source>No move was played; the game record is intact.</source>
        <translation>Es wurde kein Zug gespielt; die Partie ist unverändert.</translation>
    </message>
    <message>
        <source>Invalid Response from Engine</source>
        <translation>Ungültige Antwort der Engine</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Unentschieden</translation>
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
        <source>Slate (for the dark theme)</source>
        <translation>Schiefer (für das dunkle Design)</translation>
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
        <source>T&amp;heme:</source>
        <translation>&amp;Design:</translation>
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
    <message>
        <source>No sound: {}</source>
        <translation>Kein Ton: {}</translation>
    </message>
</context>
<context>
    <name>Programs</name>
    <message>
        <source>{0} refused {1}</source>
        <translation>{0} hat {1} abgelehnt</translation>
    </message>
    <message>
        <source>{0} is not at the displayed position: {1}</source>
        <translation>{0} steht nicht auf der angezeigten Stellung: {1}</translation>
    </message>
    <message>
        <source>Position: move {0} of {1}x{2}</source>
        <translation>Stellung: Zug {0} von {1}x{2}</translation>
    </message>
    <message>
        <source>Position: start of {0}x{1}</source>
        <translation>Stellung: Anfang von {0}x{1}</translation>
    </message>
    <message>
        <source>the displayed position cannot be sent to it</source>
        <translation>die angezeigte Stellung kann ihr nicht gesendet werden</translation>
    </message>
    <message>
        <source>Position not set: {}</source>
        <translation>Stellung nicht gesetzt: {}</translation>
    </message>
    <message>
        <source>Enter the command line that starts the program.</source>
        <translation>Die Befehlszeile eingeben, die das Programm startet.</translation>
    </message>
    <message>
        <source>The command line does not parse: {}.</source>
        <translation>Die Befehlszeile lässt sich nicht zerlegen: {}.</translation>
    </message>
    <message>
        <source>Connects to {}</source>
        <translation>Verbindet mit {}</translation>
    </message>
    <message>
        <source>The working directory {} does not exist.</source>
        <translation>Das Arbeitsverzeichnis {} existiert nicht.</translation>
    </message>
    <message>
        <source>Runs {}</source>
        <translation>Startet {}</translation>
    </message>
    <message>
        <source>in the working directory</source>
        <translation>im Arbeitsverzeichnis</translation>
    </message>
    <message>
        <source>in the current folder</source>
        <translation>im aktuellen Ordner</translation>
    </message>
    <message>
        <source>{0} is not found {1}.</source>
        <translation>{0} wurde nicht gefunden {1}.</translation>
    </message>
    <message>
        <source>{0} is not on PATH but is in the working directory: write ./{1}</source>
        <translation>{0} ist nicht im PATH, aber im Arbeitsverzeichnis: ./{1} schreiben</translation>
    </message>
    <message>
        <source>{} is not found on PATH.</source>
        <translation>{} wurde im PATH nicht gefunden.</translation>
    </message>
    <message>
        <source>New Engine</source>
        <translation>Neue Engine</translation>
    </message>
    <message>
        <source>Edit Engine</source>
        <translation>Engine bearbeiten</translation>
    </message>
    <message>
        <source>New Ruler</source>
        <translation>Neuer Schiedsrichter</translation>
    </message>
    <message>
        <source>Edit Ruler</source>
        <translation>Schiedsrichter bearbeiten</translation>
    </message>
    <message>
        <source>e.g. gnugo --mode gtp or &quot;/opt/my engine/run&quot; -v</source>
        <translation>z. B. gnugo --mode gtp oder &quot;/opt/my engine/run&quot; -v</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Choose the program&apos;s executable file</source>
        <translation>Die ausführbare Datei des Programms wählen</translation>
    </message>
    <message>
        <source>the current folder</source>
        <translation>der aktuelle Ordner</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>Choose the folder the program runs in</source>
        <translation>Den Ordner wählen, in dem das Programm läuft</translation>
    </message>
    <message>
        <source>not known until attached</source>
        <translation>erst nach dem Anschließen bekannt</translation>
    </message>
    <message>
        <source>Restore Default Command</source>
        <translation>Standardbefehl wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>&amp;Bezeichnung:</translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation>&amp;Befehl:</translation>
    </message>
    <message>
        <source>&amp;Working directory:</source>
        <translation>&amp;Arbeitsverzeichnis:</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>Programm:</translation>
    </message>
    <message>
        <source>Built-in entry: the program is kept up to date when the settings are loaded; the label, folder and arguments are yours.</source>
        <translation>Eingebauter Eintrag: das Programm wird beim Laden der Einstellungen aktuell gehalten; Bezeichnung, Ordner und Argumente gehören Ihnen.</translation>
    </message>
    <message>
        <source>Choose the Program</source>
        <translation>Programm wählen</translation>
    </message>
    <message>
        <source>Choose the Working Directory</source>
        <translation>Arbeitsverzeichnis wählen</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Programm</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
    <message>
        <source>Rulers</source>
        <translation>Schiedsrichter</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>Engine did not start</source>
        <translation>Engine startete nicht</translation>
    </message>
    <message>
        <source>Could not start {0}: {1}</source>
        <translation>{0} konnte nicht gestartet werden: {1}</translation>
    </message>
    <message>
        <source>Engine stopped</source>
        <translation>Engine beendet</translation>
    </message>
    <message>
        <source>{0}: {1}.
The game record is intact; attach the engine again from the Engine menu to go on.</source>
        <translation>{0}: {1}.
Die Partie ist unversehrt; die Engine im Menü Engine wieder anschließen, um fortzufahren.</translation>
    </message>
    <message>
        <source>Starting {}…</source>
        <translation>{} wird gestartet…</translation>
    </message>
    <message>
        <source>No program attached</source>
        <translation>Kein Programm angeschlossen</translation>
    </message>
    <message>
        <source>&apos;{}&apos; changed the ruler&apos;s position: it is set back to the game</source>
        <translation>„{}“ hat die Stellung des Schiedsrichters geändert: sie wird auf die Partie zurückgesetzt</translation>
    </message>
    <message>
        <source>&apos;{}&apos; changed the engine&apos;s position: it is set back to the game</source>
        <translation>„{}“ hat die Stellung der Engine geändert: sie wird auf die Partie zurückgesetzt</translation>
    </message>
    <message>
        <source>Position: changed by a typed command</source>
        <translation>Stellung: durch einen eingegebenen Befehl geändert</translation>
    </message>
    <message>
        <source>{0} plays {1} (click to change)</source>
        <translation>{0} spielt {1} (zum Ändern klicken)</translation>
    </message>
    <message>
        <source>{0} does not play {1} (click to change)</source>
        <translation>{0} spielt nicht {1} (zum Ändern klicken)</translation>
    </message>
    <message>
        <source>{} analyses (click to change)</source>
        <translation>{} analysiert (zum Ändern klicken)</translation>
    </message>
    <message>
        <source>{} does not analyse (click to change)</source>
        <translation>{} analysiert nicht (zum Ändern klicken)</translation>
    </message>
</context>
<context>
    <name>Record</name>
    <message>
        <source>Suicide is not allowed</source>
        <translation>Selbstmord ist nicht erlaubt</translation>
    </message>
    <message>
        <source>Ko: retake not allowed yet</source>
        <translation>Ko: Zurückschlagen noch nicht erlaubt</translation>
    </message>
    <message>
        <source>Point {} is occupied</source>
        <translation>Punkt {} ist besetzt</translation>
    </message>
    <message>
        <source>Point ({0}, {1}) is off the {2}x{3} board</source>
        <translation>Punkt ({0}, {1}) liegt außerhalb des {2}x{3}-Bretts</translation>
    </message>
    <message>
        <source>converted from {0}; Save writes a new SGF file</source>
        <translation>aus {0} umgewandelt; Speichern schreibt eine neue SGF-Datei</translation>
    </message>
    <message>
        <source>{} games in file, showing the first</source>
        <translation>{} Partien in der Datei, die erste wird gezeigt</translation>
    </message>
    <message>
        <source>{} problem repaired</source>
        <translation>{} Problem behoben</translation>
    </message>
    <message>
        <source>{} problems repaired</source>
        <translation>{} Probleme behoben</translation>
    </message>
    <message>
        <source>{}: played with a ruler</source>
        <translation>{}: mit einem Schiedsrichter gespielt</translation>
    </message>
    <message>
        <source>Opened {}</source>
        <translation>{} geöffnet</translation>
    </message>
    <message>
        <source>Saved {}</source>
        <translation>{} gespeichert</translation>
    </message>
    <message>
        <source>Saved {0} (UTF-8; read as {1})</source>
        <translation>{0} gespeichert (UTF-8; gelesen als {1})</translation>
    </message>
    <message>
        <source>Handicap stones go on an empty game only</source>
        <translation>Vorgabesteine nur in einer leeren Partie</translation>
    </message>
    <message>
        <source>Game {0} of {1}</source>
        <translation>Partie {0} von {1}</translation>
    </message>
    <message>
        <source>File &gt; More &gt; Reopen with Encoding to change</source>
        <translation>Datei &gt; Weitere &gt; Mit Kodierung neu öffnen, um sie zu ändern</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>Restore Unsaved Games</source>
        <translation>Ungespeicherte Partien wiederherstellen</translation>
    </message>
    <message>
        <source>gogui-py ended without saving this game. Restore it?</source>
        <translation>gogui-py wurde beendet, ohne diese Partie zu speichern. Wiederherstellen?</translation>
    </message>
    <message>
        <source>gogui-py ended without saving these {} games. Restore the checked ones?</source>
        <translation>gogui-py wurde beendet, ohne diese {} Partien zu speichern. Die markierten wiederherstellen?</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;Nicht jetzt</translation>
    </message>
    <message>
        <source>{}: no unsaved game to restore there</source>
        <translation>{}: keine ungespeicherte Partie zum Wiederherstellen</translation>
    </message>
    <message>
        <source>Cannot restore {0}: {1}</source>
        <translation>{0} kann nicht wiederhergestellt werden: {1}</translation>
    </message>
    <message>
        <source> — paused: Game &gt; Pause (F6) goes on</source>
        <translation> — pausiert: Partie &gt; Pause (F6) setzt fort</translation>
    </message>
    <message>
        <source>clock halted: Game &gt; Clock &gt; Resume</source>
        <translation>Uhr angehalten: Partie &gt; Uhr &gt; Fortsetzen</translation>
    </message>
    <message>
        <source>Restored {0} ({1} moves){2}</source>
        <translation>{0} wiederhergestellt ({1} Züge){2}</translation>
    </message>
    <message>
        <source>Cannot write the recovery file: {}</source>
        <translation>Die Wiederherstellungsdatei kann nicht geschrieben werden: {}</translation>
    </message>
</context>
<context>
    <name>Regress</name>
    <message>
        <source>{} sets up no position from a record (no loadsgf)</source>
        <translation>{} stellt keine Stellung aus einer Partie auf (kein loadsgf)</translation>
    </message>
    <message>
        <source>The engine is thinking; show the test when it has moved</source>
        <translation>Die Engine denkt nach; den Test zeigen, wenn sie gezogen hat</translation>
    </message>
    <message>
        <source>{0}: {1} not opened</source>
        <translation>{0}: {1} nicht geöffnet</translation>
    </message>
    <message>
        <source> · not shown: {}</source>
        <translation> · nicht gezeigt: {}</translation>
    </message>
    <message>
        <source> before move {}</source>
        <translation> vor Zug {}</translation>
    </message>
    <message>
        <source>not run yet</source>
        <translation>noch nicht ausgeführt</translation>
    </message>
    <message>
        <source>error: {}</source>
        <translation>Fehler: {}</translation>
    </message>
    <message>
        <source>engine answered {}</source>
        <translation>Engine antwortete {}</translation>
    </message>
    <message>
        <source>command line of a GTP engine</source>
        <translation>Befehlszeile einer GTP-Engine</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Engine:</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>Befehl:</translation>
    </message>
    <message>
        <source>Other command</source>
        <translation>Anderer Befehl</translation>
    </message>
    <message>
        <source>none run</source>
        <translation>keiner ausgeführt</translation>
    </message>
    <message>
        <source>{0} test: {1}</source>
        <translation>{0} Test: {1}</translation>
    </message>
    <message>
        <source>{0} tests: {1}</source>
        <translation>{0} Tests: {1}</translation>
    </message>
    <message>
        <source>{} not run</source>
        <translation>{} nicht ausgeführt</translation>
    </message>
    <message>
        <source>no test run</source>
        <translation>kein Test ausgeführt</translation>
    </message>
    <message>
        <source> · engine restarted {}x</source>
        <translation> · Engine {}-mal neu gestartet</translation>
    </message>
    <message>
        <source> · {} problem</source>
        <translation> · {} Problem</translation>
    </message>
    <message>
        <source> · {} problems</source>
        <translation> · {} Probleme</translation>
    </message>
    <message>
        <source>Regression Tests — gogui-py</source>
        <translation>Regressionstests — gogui-py</translation>
    </message>
    <message>
        <source>Add .tst files, choose the engine, then Run</source>
        <translation>.tst-Dateien hinzufügen, die Engine wählen, dann Ausführen</translation>
    </message>
    <message>
        <source>Regression</source>
        <translation>Regression</translation>
    </message>
    <message>
        <source>&amp;Add Files…</source>
        <translation>Dateien &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Remove Files</source>
        <translation>Dateien &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;topp</translation>
    </message>
    <message>
        <source>R&amp;erun Test</source>
        <translation>Test &amp;erneut ausführen</translation>
    </message>
    <message>
        <source>&amp;Show on Board</source>
        <translation>Auf dem Brett &amp;zeigen</translation>
    </message>
    <message>
        <source>Longest wait for one answer; then the test is an error</source>
        <translation>Längste Wartezeit auf eine Antwort; danach ist der Test ein Fehler</translation>
    </message>
    <message>
        <source>Engine processes at once (they share the files&apos; positions)</source>
        <translation>Gleichzeitige Engine-Prozesse (sie teilen sich die Stellungen der Dateien)</translation>
    </message>
    <message>
        <source> Timeout: </source>
        <translation> Zeitlimit: </translation>
    </message>
    <message>
        <source>  Engines: </source>
        <translation>  Engines: </translation>
    </message>
    <message>
        <source>Select a test to see its command, answer and GTP log</source>
        <translation>Einen Test wählen, um Befehl, Antwort und GTP-Protokoll zu sehen</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Zeigen:</translation>
    </message>
    <message>
        <source>Test files:</source>
        <translation>Testdateien:</translation>
    </message>
    <message>
        <source>Add Regression Test Files</source>
        <translation>Regressionstest-Dateien hinzufügen</translation>
    </message>
    <message>
        <source>GTP test files (*.tst);;All (*)</source>
        <translation>GTP-Testdateien (*.tst);;Alle (*)</translation>
    </message>
    <message>
        <source>Add .tst files first</source>
        <translation>Zuerst .tst-Dateien hinzufügen</translation>
    </message>
    <message>
        <source>Reading the test files…</source>
        <translation>Testdateien werden gelesen…</translation>
    </message>
    <message>
        <source>Rerunning {}…</source>
        <translation>{} wird erneut ausgeführt…</translation>
    </message>
    <message>
        <source>Engine command: {}</source>
        <translation>Engine-Befehl: {}</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird gestoppt…</translation>
    </message>
    <message>
        <source>{}: unreadable</source>
        <translation>{}: nicht lesbar</translation>
    </message>
    <message>
        <source>The run failed: {}</source>
        <translation>Der Lauf schlug fehl: {}</translation>
    </message>
    <message>
        <source>Show on Board</source>
        <translation>Auf dem Brett zeigen</translation>
    </message>
    <message>
        <source>Rerun Test</source>
        <translation>Test erneut ausführen</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Unexpected</source>
        <translation>Unerwartet</translation>
    </message>
    <message>
        <source>Known failure</source>
        <translation>Bekannter Fehlschlag</translation>
    </message>
    <message>
        <source>{file}, line {line}</source>
        <translation>{file}, Zeile {line}</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>{0} plays Go only: attach an engine for {1} (Engine menu) and choose its colour in the Game menu</source>
        <translation>{0} spielt nur Go: eine Engine für {1} anschließen (Menü Engine) und ihre Farbe im Menü Partie wählen</translation>
    </message>
    <message>
        <source>The record is a game of {0}: a new game of {1} starts</source>
        <translation>Die geöffnete Partie ist eine {0}-Partie: eine neue {1}-Partie beginnt</translation>
    </message>
    <message>
        <source>The open game is kept; start a new game to play {}</source>
        <translation>Die offene Partie bleibt; eine neue Partie starten, um {} zu spielen</translation>
    </message>
    <message>
        <source>The ruler plays {0} on {1}, the record on {2}</source>
        <translation>Der Schiedsrichter spielt {0} auf {1}, die Partie auf {2}</translation>
    </message>
    <message>
        <source>{0} is played on {1}</source>
        <translation>{0} wird auf {1} gespielt</translation>
    </message>
    <message>
        <source>No ruler for {} in Game &gt; Rules: attach one to see the positions</source>
        <translation>Kein Schiedsrichter für {} in Partie &gt; Regeln: einen anschließen, um die Stellungen zu sehen</translation>
    </message>
    <message>
        <source>Attaching the {0} ruler for {1}</source>
        <translation>Schiedsrichter {0} für {1} wird angeschlossen</translation>
    </message>
    <message>
        <source>Warning: the engine plays {0}, the ruler {1}</source>
        <translation>Warnung: die Engine spielt {0}, der Schiedsrichter {1}</translation>
    </message>
    <message>
        <source>Waiting for the ruler…</source>
        <translation>Warte auf den Schiedsrichter…</translation>
    </message>
    <message>
        <source>The game is over: {}</source>
        <translation>Die Partie ist beendet: {}</translation>
    </message>
    <message>
        <source>It is {}&apos;s turn, played by the computer</source>
        <translation>{} ist am Zug, vom Computer gespielt</translation>
    </message>
    <message>
        <source>{} may not pass now</source>
        <translation>{} darf jetzt nicht passen</translation>
    </message>
    <message>
        <source>{0} is not a legal move for {1}</source>
        <translation>{0} ist kein gültiger Zug für {1}</translation>
    </message>
    <message>
        <source>the ruler refused it: {}</source>
        <translation>der Schiedsrichter lehnte ihn ab: {}</translation>
    </message>
    <message>
        <source>The ruler refused {0}: {1}</source>
        <translation>Der Schiedsrichter lehnte {0} ab: {1}</translation>
    </message>
    <message>
        <source>Engine not told: {}</source>
        <translation>Engine nicht informiert: {}</translation>
    </message>
    <message>
        <source>No engine attached</source>
        <translation>Keine Engine angeschlossen</translation>
    </message>
    <message>
        <source>{} has no move and passes</source>
        <translation>{} hat keinen Zug und passt</translation>
    </message>
    <message>
        <source>{} is not a legal move</source>
        <translation>{} ist kein gültiger Zug</translation>
    </message>
    <message>
        <source>{0} played an illegal move for {1} ({2}): it forfeits, {3}</source>
        <translation>{0} spielte einen ungültigen Zug für {1} ({2}): verloren, {3}</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>Partie beendet</translation>
    </message>
    <message>
        <source>Game over: {}</source>
        <translation>Partie beendet: {}</translation>
    </message>
    <message>
        <source>Starting ruler {}…</source>
        <translation>Schiedsrichter {} wird gestartet…</translation>
    </message>
    <message>
        <source>The ruler</source>
        <translation>Der Schiedsrichter</translation>
    </message>
    <message>
        <source>Ruler not answering</source>
        <translation>Schiedsrichter antwortet nicht</translation>
    </message>
    <message>
        <source>{0}: {1}.
It was detached; the game record is intact. Attach it again from Game &gt; Rules to go on.</source>
        <translation>{0}: {1}.
Er wurde getrennt; die Partie ist unversehrt. Unter Partie &gt; Regeln wieder anschließen, um fortzufahren.</translation>
    </message>
    <message>
        <source>Ruler error</source>
        <translation>Schiedsrichterfehler</translation>
    </message>
    <message>
        <source>{0} gave an answer that makes no sense: {1}.
The game record is intact.</source>
        <translation>{0} gab eine unsinnige Antwort: {1}.
Die Partie ist unversehrt.</translation>
    </message>
    <message>
        <source>Ruler {0} {1} attached: {2}</source>
        <translation>Schiedsrichter {0} {1} angeschlossen: {2}</translation>
    </message>
    <message>
        <source>Not a ruler</source>
        <translation>Kein Schiedsrichter</translation>
    </message>
    <message>
        <source>the ruler</source>
        <translation>der Schiedsrichter</translation>
    </message>
    <message>
        <source>Ruler did not start</source>
        <translation>Schiedsrichter startete nicht</translation>
    </message>
    <message>
        <source>Could not start {0}: {1}</source>
        <translation>{0} konnte nicht gestartet werden: {1}</translation>
    </message>
    <message>
        <source>Ruler stopped</source>
        <translation>Schiedsrichter beendet</translation>
    </message>
    <message>
        <source>{0}: {1}.
The game record is intact; attach the ruler again from Game &gt; Rules to go on.</source>
        <translation>{0}: {1}.
Die Partie ist unversehrt; den Schiedsrichter unter Partie &gt; Regeln wieder anschließen, um fortzufahren.</translation>
    </message>
    <message>
        <source>The ruler did not start a new game: {}</source>
        <translation>Der Schiedsrichter startete keine neue Partie: {}</translation>
    </message>
    <message>
        <source>The ruler refused the position: {}</source>
        <translation>Der Schiedsrichter lehnte die Stellung ab: {}</translation>
    </message>
    <message>
        <source>no ruler attached</source>
        <translation>kein Schiedsrichter angeschlossen</translation>
    </message>
    <message>
        <source>{}: asking the ruler…</source>
        <translation>{}: frage den Schiedsrichter…</translation>
    </message>
    <message>
        <source> (must pass)</source>
        <translation> (muss passen)</translation>
    </message>
    <message>
        <source>{0} to move{1}</source>
        <translation>{0} am Zug{1}</translation>
    </message>
    <message>
        <source>captured: Black {0}, White {1}</source>
        <translation>geschlagen: Schwarz {0}, Weiß {1}</translation>
    </message>
    <message>
        <source>{} to move</source>
        <translation>{} am Zug</translation>
    </message>
    <message>
        <source>the board as the ruler reported it {} moves earlier</source>
        <translation>das Brett, wie der Schiedsrichter es {} Züge früher meldete</translation>
    </message>
    <message>
        <source>position not known</source>
        <translation>Stellung unbekannt</translation>
    </message>
    <message>
        <source>no ruler: attach the {} ruler to play (Game &gt; Rules)</source>
        <translation>kein Schiedsrichter: zum Spielen den {}-Schiedsrichter anhängen (Partie &gt; Regeln)</translation>
    </message>
    <message>
        <source>Attach the {} ruler to play (Game &gt; Rules)</source>
        <translation>Zum Spielen den {}-Schiedsrichter anhängen (Partie &gt; Regeln)</translation>
    </message>
</context>
<context>
    <name>Scoring</name>
    <message>
        <source>does not know final_status_list: no dead stones proposed</source>
        <translation>kennt final_status_list nicht: keine toten Steine vorgeschlagen</translation>
    </message>
    <message>
        <source>does not know final_score</source>
        <translation>kennt final_score nicht</translation>
    </message>
    <message>
        <source>final_status_list failed: {}</source>
        <translation>final_status_list fehlgeschlagen: {}</translation>
    </message>
    <message>
        <source>final_status_list: bad answer ({})</source>
        <translation>final_status_list: ungültige Antwort ({})</translation>
    </message>
    <message>
        <source>final_score failed: {}</source>
        <translation>final_score fehlgeschlagen: {}</translation>
    </message>
    <message>
        <source>{} is not running: no proposal</source>
        <translation>{} läuft nicht: kein Vorschlag</translation>
    </message>
    <message>
        <source>{0} not asked: {1}</source>
        <translation>{0} nicht gefragt: {1}</translation>
    </message>
    <message>
        <source>{0}: {1}; no proposal</source>
        <translation>{0}: {1}; kein Vorschlag</translation>
    </message>
    <message>
        <source>{}&apos;s dead stones arrived after your marking: not applied</source>
        <translation>Die toten Steine von {} kamen nach Ihrer Markierung: nicht übernommen</translation>
    </message>
    <message>
        <source>Click a group to mark it dead or alive.</source>
        <translation>Eine Gruppe anklicken, um sie tot oder lebendig zu markieren.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scoring&lt;/b&gt;</source>
        <translation>&lt;b&gt;Zählung&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Fläche</translation>
    </message>
    <message>
        <source>Territory</source>
        <translation>Gebiet</translation>
    </message>
    <message>
        <source>Prisoners</source>
        <translation>Gefangene</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Tot</translation>
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
        <source>Area scoring</source>
        <translation>Flächenzählung</translation>
    </message>
    <message>
        <source>Territory scoring</source>
        <translation>Gebietszählung</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <source>Area (Chinese)</source>
        <translation>Fläche (chinesisch)</translation>
    </message>
    <message>
        <source>Territory (Japanese)</source>
        <translation>Gebiet (japanisch)</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Write this result to the game (RE)</source>
        <translation>Dieses Ergebnis in die Partie schreiben (RE)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Result: {}</source>
        <translation>Ergebnis: {}</translation>
    </message>
    <message>
        <source>Asking {} for dead stones and its score…</source>
        <translation>Frage {} nach toten Steinen und seinem Ergebnis…</translation>
    </message>
</context>
<context>
    <name>Shell</name>
    <message>
        <source>Save Commands</source>
        <translation>Befehle speichern</translation>
    </message>
    <message>
        <source>GTP files (*.gtp);;All files (*)</source>
        <translation>GTP-Dateien (*.gtp);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Send File</source>
        <translation>Datei senden</translation>
    </message>
    <message>
        <source>Commands</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <source>Save &amp;Commands…</source>
        <translation>&amp;Befehle speichern…</translation>
    </message>
    <message>
        <source>Send &amp;File…</source>
        <translation>&amp;Datei senden…</translation>
    </message>
    <message>
        <source>Send &amp;Recent</source>
        <translation>&amp;Zuletzt gesendet</translation>
    </message>
    <message>
        <source>No program attached: {} not sent</source>
        <translation>Kein Programm angeschlossen: {} nicht gesendet</translation>
    </message>
    <message>
        <source>Could not read {}: {}</source>
        <translation>{} konnte nicht gelesen werden: {}</translation>
    </message>
    <message>
        <source>line {}: {}</source>
        <translation>Zeile {}: {}</translation>
    </message>
    <message>
        <source>{} was not sent: it holds commands that change the board ({}). The board would no longer be in sync with the program.</source>
        <translation>{} wurde nicht gesendet: die Datei enthält Befehle, die das Brett ändern ({}). Das Brett wäre nicht mehr mit dem Programm abgestimmt.</translation>
    </message>
    <message>
        <source>{} holds no commands</source>
        <translation>{} enthält keine Befehle</translation>
    </message>
    <message>
        <source>— sending {} commands from {} —</source>
        <translation>— sende {} Befehle aus {} —</translation>
    </message>
    <message>
        <source>Could not save the commands:
{}</source>
        <translation>Die Befehle konnten nicht gespeichert werden:
{}</translation>
    </message>
    <message>
        <source>GTP Shell</source>
        <translation>GTP-Shell</translation>
    </message>
    <message>
        <source>Save Log</source>
        <translation>Protokoll speichern</translation>
    </message>
    <message>
        <source>Log files (*.log *.txt);;All files (*)</source>
        <translation>Protokolldateien (*.log *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Timestamps</source>
        <translation>Zeitstempel</translation>
    </message>
    <message>
        <source>Command Numbers</source>
        <translation>Befehlsnummern</translation>
    </message>
    <message>
        <source>Show the GTP ids of commands and answers (12 name, =12)</source>
        <translation>Die GTP-IDs von Befehlen und Antworten zeigen (12 name, =12)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Save Log…</source>
        <translation>Protokoll speichern…</translation>
    </message>
    <message>
        <source>— program detached —</source>
        <translation>— Programm getrennt —</translation>
    </message>
    <message>
        <source>Close this log</source>
        <translation>Dieses Protokoll schließen</translation>
    </message>
    <message>
        <source>Could not save the log:
{}</source>
        <translation>Das Protokoll konnte nicht gespeichert werden:
{}</translation>
    </message>
    <message>
        <source>{} (detached)</source>
        <translation>{} (getrennt)</translation>
    </message>
    <message>
        <source>GTP command (Up/Down: history, Tab: complete)</source>
        <translation>GTP-Befehl (Auf/Ab: Verlauf, Tab: ergänzen)</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>{} more errors since, in the log.</source>
        <translation>{} weitere Fehler seitdem, im Protokoll.</translation>
    </message>
    <message>
        <source>gogui-py could not start.</source>
        <translation>gogui-py konnte nicht starten.</translation>
    </message>
    <message>
        <source>gogui-py met an unexpected error; it keeps running, but save your game under a new name to be safe.</source>
        <translation>gogui-py hatte einen unerwarteten Fehler; es läuft weiter, aber speichern Sie Ihre Partie sicherheitshalber unter einem neuen Namen.</translation>
    </message>
    <message>
        <source>The details were written to {}.</source>
        <translation>Die Einzelheiten wurden in {} geschrieben.</translation>
    </message>
    <message>
        <source>The crash log could not be written.</source>
        <translation>Das Absturzprotokoll konnte nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>TimeLeft</name>
    <message>
        <source>Set Time Left</source>
        <translation>Restzeit setzen</translation>
    </message>
    <message>
        <source>Periods left</source>
        <translation>Verbleibende Perioden</translation>
    </message>
    <message>
        <source>Moves left in period</source>
        <translation>Verbleibende Züge der Periode</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Restzeit</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Schwarz</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Weiß</translation>
    </message>
    <message>
        <source>Minutes and seconds (m:ss), h:mm:ss, or seconds</source>
        <translation>Minuten und Sekunden (m:ss), h:mm:ss oder Sekunden</translation>
    </message>
    <message>
        <source>main time</source>
        <translation>Hauptzeit</translation>
    </message>
    <message>
        <source>Empty while still in main time</source>
        <translation>Leer, solange noch in der Hauptzeit</translation>
    </message>
    <message>
        <source>Not a time: {}</source>
        <translation>Keine Zeit: {}</translation>
    </message>
    <message>
        <source>A time left cannot be negative</source>
        <translation>Eine Restzeit kann nicht negativ sein</translation>
    </message>
    <message>
        <source>Not a number of 1 or more: {}</source>
        <translation>Keine Zahl ab 1: {}</translation>
    </message>
    <message>
        <source>{} lost on time</source>
        <translation>{} hat die Zeit überschritten</translation>
    </message>
    <message>
        <source>{0} + {1} x {2} byo-yomi</source>
        <translation>{0} + {1} x {2} Byo-yomi</translation>
    </message>
    <message>
        <source>{0} + {1} moves / {2} Canadian</source>
        <translation>{0} + {1} Züge / {2} kanadisch</translation>
    </message>
    <message>
        <source>{} absolute</source>
        <translation>{} absolut</translation>
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
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <source>&amp;Black Stone</source>
        <translation>S&amp;chwarzer Stein</translation>
    </message>
    <message>
        <source>&amp;White Stone</source>
        <translation>&amp;Weißer Stein</translation>
    </message>
    <message>
        <source>&amp;Circle</source>
        <translation>&amp;Kreis</translation>
    </message>
    <message>
        <source>&amp;Square</source>
        <translation>&amp;Quadrat</translation>
    </message>
    <message>
        <source>&amp;Triangle</source>
        <translation>&amp;Dreieck</translation>
    </message>
    <message>
        <source>Cr&amp;oss</source>
        <translation>K&amp;reuz</translation>
    </message>
    <message>
        <source>S&amp;elect</source>
        <translation>&amp;Auswahl</translation>
    </message>
    <message>
        <source>&amp;Letter</source>
        <translation>&amp;Buchstabe</translation>
    </message>
    <message>
        <source>&amp;Number</source>
        <translation>&amp;Zahl</translation>
    </message>
    <message>
        <source>L&amp;abel…</source>
        <translation>B&amp;eschriftung…</translation>
    </message>
    <message>
        <source>A&amp;rrow</source>
        <translation>&amp;Pfeil</translation>
    </message>
    <message>
        <source>L&amp;ine</source>
        <translation>&amp;Linie</translation>
    </message>
    <message>
        <source>&amp;Dim</source>
        <translation>Abble&amp;nden</translation>
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
<context>
    <name>TreeMenu</name>
    <message>
        <source>Node Info</source>
        <translation>Knoten-Info</translation>
    </message>
    <message>
        <source>Subtree Statistics</source>
        <translation>Teilbaum-Statistik</translation>
    </message>
    <message>
        <source>Node Info: {}</source>
        <translation>Knoten-Info: {}</translation>
    </message>
    <message>
        <source>Subtree Statistics: {}</source>
        <translation>Teilbaum-Statistik: {}</translation>
    </message>
    <message>
        <source>Move {}: {}</source>
        <translation>Zug {}: {}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Node after move {}</source>
        <translation>Knoten nach Zug {}</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Children</source>
        <translation>Kinder</translation>
    </message>
    <message>
        <source>(no properties)</source>
        <translation>(keine Eigenschaften)</translation>
    </message>
    <message>
        <source>SGF properties</source>
        <translation>SGF-Eigenschaften</translation>
    </message>
    <message>
        <source>Subtree of</source>
        <translation>Teilbaum von</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Variations</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <source>Branch points</source>
        <translation>Verzweigungen</translation>
    </message>
    <message>
        <source>Maximum depth</source>
        <translation>Größte Tiefe</translation>
    </message>
    <message>
        <source>Most children</source>
        <translation>Meiste Kinder</translation>
    </message>
    <message>
        <source>Setup nodes</source>
        <translation>Aufstellungsknoten</translation>
    </message>
    <message>
        <source>Comments</source>
        <translation>Kommentare</translation>
    </message>
</context>
<context>
    <name>TreeView</name>
    <message>
        <source>Subtree hidden: {} nodes</source>
        <translation>Teilbaum ausgeblendet: {} Knoten</translation>
    </message>
    <message>
        <source>Move {0}: {1}</source>
        <translation>Zug {0}: {1}</translation>
    </message>
    <message>
        <source>Setup: </source>
        <translation>Aufstellung: </translation>
    </message>
    <message>
        <source>After move {0} · {1}</source>
        <translation>Nach Zug {0} · {1}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Empty node after move {}</source>
        <translation>Leerer Knoten nach Zug {}</translation>
    </message>
    <message>
        <source>
Mistake: {0} lost {1:.1f} % win rate</source>
        <translation>
Fehler: {0} verlor {1:.1f} % Gewinnchance</translation>
    </message>
</context>
<context>
    <name>Warnings</name>
    <message>
        <source>No warnings.</source>
        <translation>Keine Warnungen.</translation>
    </message>
    <message>
        <source>{} warning:</source>
        <translation>{} Warnung:</translation>
    </message>
    <message>
        <source>{} warnings:</source>
        <translation>{} Warnungen:</translation>
    </message>
    <message>
        <source>Copy to Clipboard</source>
        <translation>In die Zwischenablage kopieren</translation>
    </message>
</context>
</TS>
