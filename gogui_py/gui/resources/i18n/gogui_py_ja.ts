<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Analysis</name>
    <message>
        <source>Search commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the command again after every change of the position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers and errors of analyze commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No attached program lists analyze commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{}: click points on the board, then Send Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GTP files (*.gtp);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapshot of {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapshot Parameters</source>
        <translation type="unfinished">パラメータのスナップショット</translation>
    </message>
    <message>
        <source>Restore Parameters: take a snapshot first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore Parameters: no program is running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore Parameters</source>
        <translation type="unfinished">パラメータを復元</translation>
    </message>
    <message>
        <source>Save Parameters: cannot write {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {0} to {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reattach With Parameters: {} is gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reattaching {0} with {1}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reattach With Parameters</source>
        <translation type="unfinished">パラメータ付きで再接続</translation>
    </message>
    <message>
        <source>{}: no program is running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} has not listed its analyze commands yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} has no parameter commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; {} refused (see the Analyze pane)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (values of {})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} of {2} values sent to {3}{4}{5}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reattach With Parameters: {} did not start; no parameters were sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyze Game cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyze Game done: {} positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyze Game stopped: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyze Game %v/%m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positions of the line analysed; Analyze Game again resumes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop Analyze Game (what is analysed stays)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win Rate</source>
        <translation type="unfinished">勝率</translation>
    </message>
    <message>
        <source>Analyze Game: attach an engine first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyze Game: {0}/{1} positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis: attach an engine first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{}: click a point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} points sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} is not running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Centiseconds between two updates of the analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interval between updates:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause at:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause after:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ponder: analyse until stopped (limits ignored)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best {0} {1:.1f} % ({2} visits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis paused after {} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis paused at {} visits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write Analysis to Record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comment lines: win rate, score lead, best move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move annotations: bad move, doubtful, interesting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BM when the mover lost more win rate than this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DO when the mover lost more than this, up to the BM threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IT when a move the analyzer did not prefer gained more than this over its best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad move (BM), lost more than:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doubtful (DO), lost more than:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interesting (IT), gained more than:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes into the analysed nodes of the current line, as one undo step. Writing again replaces the analysis written before; other comment text and annotations of your own stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis written to {} nodes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Vertex entry cancelled</source>
        <translation>座標の入力を取り消しました</translation>
    </message>
    <message>
        <source>Type a vertex, like D4 (Enter plays, Esc cancels)</source>
        <translation>座標を入力（例: D4、Enter で着手、Esc で取消）</translation>
    </message>
    <message>
        <source>Vertex: {typed} (Enter plays, Esc cancels)</source>
        <translation>座標: {typed}（Enter で着手、Esc で取消）</translation>
    </message>
    <message>
        <source>{text} is not a vertex: type a column letter and a row number, like D4</source>
        <translation>{text} は座標ではありません: 列の文字と行の番号を入力してください（例: D4）</translation>
    </message>
    <message>
        <source>{text}: there is no column {letters} on this board (columns {first}-{last})</source>
        <translation>{text}: この碁盤に {letters} 列はありません（列 {first}-{last}）</translation>
    </message>
    <message>
        <source>{text}: there is no row {row} on this board (rows 1-{last})</source>
        <translation>{text}: この碁盤に {row} 行はありません（行 1-{last}）</translation>
    </message>
    <message>
        <source>{text} is not a point of this board</source>
        <translation>{text} はこの碁盤の点ではありません</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空点</translation>
    </message>
    <message>
        <source>black stone</source>
        <translation>黒石</translation>
    </message>
    <message>
        <source>white stone</source>
        <translation>白石</translation>
    </message>
    <message>
        <source>Board, cursor {vertex}, {what}</source>
        <translation>碁盤、カーソル {vertex}、{what}</translation>
    </message>
    <message>
        <source>The board takes no moves now</source>
        <translation>今は碁盤に着手できません</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>{move}, suicide of {n}</source>
        <translation>{move}、自殺 {n} 子</translation>
    </message>
    <message>
        <source>{move}, captured {n}</source>
        <translation>{move}、{n} 子を取った</translation>
    </message>
    <message>
        <source>Last move: {move}.</source>
        <translation>最終手: {move}。</translation>
    </message>
    <message>
        <source>No move here.</source>
        <translation>ここに着手はありません。</translation>
    </message>
    <message>
        <source>{color} to play.</source>
        <translation>{color}の番。</translation>
    </message>
</context>
<context>
    <name>Bookmarks</name>
    <message>
        <source>Edit Bookmarks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{}, move {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, variation {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bookmarks need a saved file: save the game first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has unsaved changes: save it before setting a bookmark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bookmarks can be set at the start of the game or at a move only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot set bookmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Bookmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bookmark added: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{}: the bookmarked position is not in the file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Clock</name>
    <message>
        <source>{0} lost on time: {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Color</name>
    <message>
        <source>Black</source>
        <translation type="unfinished">黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished">白</translation>
    </message>
</context>
<context>
    <name>Comment</name>
    <message>
        <source>Comment</source>
        <translation>コメント</translation>
    </message>
    <message>
        <source>Comment of move {n}</source>
        <translation>{n} 手目のコメント</translation>
    </message>
    <message>
        <source>Comment of the start</source>
        <translation>開始局面のコメント</translation>
    </message>
</context>
<context>
    <name>Display</name>
    <message>
        <source>Move {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captured: B {black}, W {white}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Komi {komi:g}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last {move}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GTP stream was closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black to play</source>
        <translation type="unfinished">黒番</translation>
    </message>
    <message>
        <source>White to play</source>
        <translation type="unfinished">白番</translation>
    </message>
    <message>
        <source>genmove: {answer}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the first command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last command: {command}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Dock</name>
    <message>
        <source>Comment</source>
        <translation>コメント</translation>
    </message>
    <message>
        <source>Game Tree</source>
        <translation>棋譜ツリー</translation>
    </message>
    <message>
        <source>GTP Shell</source>
        <translation>GTP シェル</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>整地</translation>
    </message>
</context>
<context>
    <name>Editing</name>
    <message>
        <source>Click {} points for the handicap stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} more handicap stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handicap placed: White to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer is thinking</source>
        <translation type="unfinished">コンピュータが思考中です</translation>
    </message>
    <message>
        <source>Setup stones cannot be sent to the ruler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag from one point to another to draw a {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label at {}:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Encoding</name>
    <message>
        <source>Reopen with Encoding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview of the file with this encoding:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encoding:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not an encoding Python knows: choose one from the list or type a codec name such as cp1251, iso8859-2 or utf-16-le.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Estimate</name>
    <message>
        <source>Estimating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate: {result}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black {black}, White {white}, komi {komi} (area)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Export Position</source>
        <translation type="unfinished">局面のエクスポート</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Markup (marks, labels, lines, arrows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;numbers from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clipboard&apos;s text is not SGF:
{}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileOps</name>
    <message>
        <source>Game records ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SGF files (*.sgf *.SGF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tygem GIB, WBaduk NGF, Pandanet UGF ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has unsaved changes. Save them first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} problems were repaired when it was read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was read as {} and will be written as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overwrite file?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>.
Save over it anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds a single game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems were found when the file was read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems repaired in {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has no file to reopen</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Find</name>
    <message>
        <source>Invalid regular expression: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find in Comments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regular expression, e.g. joseki|tesuji</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Case sensitive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the previous comment that matches (Shift+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the next comment that matches (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <source>Game Info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HA: number of handicap stones (0 = none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KM: komi in points, added to White&apos;s score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished">対局</translation>
    </message>
    <message>
        <source>Today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the date to today&apos;s date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules and result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Komi:</source>
        <translation type="unfinished">コミ:</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <translation type="unfinished">置き石:</translation>
    </message>
    <message>
        <source>Game comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date: the SGF form is YYYY-MM-DD (e.g. 2024-03-09).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result: the SGF form is B+R, W+3.5, B+T, W+F, 0 (draw), Void or ?.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time: the SGF form is a number of seconds (e.g. 3600).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameList</name>
    <message>
        <source>Game List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter: players, result, date, name…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gogui-py User Manual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A board for programs that speak GTP (the Go Text Protocol).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About gogui-py</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Import</name>
    <message>
        <source>Cannot import the position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported a {}x{} position: {} black and {} white stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position from Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste a board diagram (GTP showboard, an ASCII export): X # @ are black stones, O white ones, . + empty points; coordinates are ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a board diagram: {}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Export Position</source>
        <translation>局面のエクスポート</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>エクスポートできません</translation>
    </message>
    <message>
        <source>Position copied</source>
        <translation>局面をコピーしました</translation>
    </message>
    <message>
        <source>SGF copied</source>
        <translation>SGF をコピーしました</translation>
    </message>
    <message>
        <source>Cannot paste SGF</source>
        <translation>SGF を貼り付けできません</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>クリップボードにテキストがありません。</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <source>The computer is thinking</source>
        <translation>コンピュータが思考中です</translation>
    </message>
    <message>
        <source>Terminate engine?</source>
        <translation>エンジンを終了しますか？</translation>
    </message>
    <message>
        <source>Terminate</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>待つ</translation>
    </message>
    <message>
        <source>Bad command line: {}</source>
        <translation>コマンドラインが不正です: {}</translation>
    </message>
    <message>
        <source>Analyzer</source>
        <translation>解析</translation>
    </message>
    <message>
        <source>Detach</source>
        <translation>切断</translation>
    </message>
    <message>
        <source>Ruler</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>No program attached (Engine menu)</source>
        <translation>プログラム未接続（エンジンメニュー）</translation>
    </message>
    <message>
        <source>Move {}</source>
        <translation>{} 手目</translation>
    </message>
    <message>
        <source>Black to play</source>
        <translation>黒番</translation>
    </message>
    <message>
        <source>White to play</source>
        <translation>白番</translation>
    </message>
    <message>
        <source>variation {}/{}</source>
        <translation>変化 {}/{}</translation>
    </message>
    <message>
        <source>{} variations</source>
        <translation>変化 {} 個</translation>
    </message>
    <message>
        <source>Bad move</source>
        <translation>悪手</translation>
    </message>
    <message>
        <source>Very bad move</source>
        <translation>大悪手</translation>
    </message>
    <message>
        <source>Good move</source>
        <translation>好手</translation>
    </message>
    <message>
        <source>Very good move</source>
        <translation>妙手</translation>
    </message>
    <message>
        <source>Doubtful move</source>
        <translation>疑問手</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>興味深い手</translation>
    </message>
    <message>
        <source>Good for Black</source>
        <translation>黒良し</translation>
    </message>
    <message>
        <source>Very good for Black</source>
        <translation>黒優勢</translation>
    </message>
    <message>
        <source>Good for White</source>
        <translation>白良し</translation>
    </message>
    <message>
        <source>Very good for White</source>
        <translation>白優勢</translation>
    </message>
    <message>
        <source>Even position</source>
        <translation>互角</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>Hotspot</source>
        <translation>急所</translation>
    </message>
    <message>
        <source>Nothing analysed on this line yet: Analyze Game first</source>
        <translation>この手順はまだ解析されていません: 先に「対局を解析」</translation>
    </message>
    <message>
        <source>No comment (type here to add one)</source>
        <translation>コメントなし（ここに入力して追加）</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>captures: {}</source>
        <translation>アゲハマ: {}</translation>
    </message>
    <message>
        <source>Komi {}</source>
        <translation>コミ {}</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>handicap {}</source>
        <translation>置き石 {}</translation>
    </message>
    <message>
        <source>result {}</source>
        <translation>結果 {}</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>時間制限なし</translation>
    </message>
    <message>
        <source>Attached {}</source>
        <translation>{} を接続しました</translation>
    </message>
    <message>
        <source>Clock halted</source>
        <translation>時計停止</translation>
    </message>
    <message>
        <source>Clock resumed</source>
        <translation>時計再開</translation>
    </message>
    <message>
        <source>This game is played with a ruler</source>
        <translation>この対局はルーラーで打たれています</translation>
    </message>
    <message>
        <source>No engine attached</source>
        <translation>エンジンが接続されていません</translation>
    </message>
    <message>
        <source>{} played an illegal move ({})</source>
        <translation>{} が不正な手を打ちました（{}）</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <source>New Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None (Go)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A ruler referees another game (Othello, Gomoku, Hex...); none: Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap colours every game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players (final_score)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Internal (area scoring)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop each pairing once an SPRT decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H0: the first program is at most elo0 stronger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H1: it is at least elo1 stronger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False-positive rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False-negative rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Referee (ruler):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board size:</source>
        <translation type="unfinished">碁盤のサイズ:</translation>
    </message>
    <message>
        <source>Komi:</source>
        <translation type="unfinished">コミ:</translation>
    </message>
    <message>
        <source>Games per pairing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games at once:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Programs (two: a playoff; more: all play all):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ruler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not for a game refereed by a ruler (it scores its game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruler&apos;s default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least two programs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name must be a file name (no &apos;/&apos;, not starting with &apos;.&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This match cannot be played: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} exists. Replace it? Games already played in its folder are kept and counted (the match resumes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elo (first - second)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open in Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game under way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, {0} accepted after {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches — gogui-py</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No match: New Match… or Open Match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Games at once: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match files (*.toml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the match under way first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match {} — gogui-py</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another run is playing this match (gogui-match run).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No record of game {0} ({1}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation type="unfinished">再開(&amp;R)</translation>
    </message>
    <message>
        <source>not running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}/{1} games, {2} void, {3} under way · {4}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is running. Stop it? The games under way finish first; Start resumes it later.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>Analyze Commands</source>
        <translation>解析コマンド</translation>
    </message>
    <message>
        <source>Analysis (lz-/kata-analyze)</source>
        <translation>解析 (lz-/kata-analyze)</translation>
    </message>
    <message>
        <source>Win Rate Graph</source>
        <translation>勝率グラフ</translation>
    </message>
    <message>
        <source>Show Ownership</source>
        <translation>地の所有を表示</translation>
    </message>
    <message>
        <source>Win Rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Score Lead</source>
        <translation>目差</translation>
    </message>
    <message>
        <source>Loss Against Best</source>
        <translation>最善手との差</translation>
    </message>
    <message>
        <source>Analysis Settings…</source>
        <translation>解析の設定…</translation>
    </message>
    <message>
        <source>Analyze Game</source>
        <translation>対局を解析</translation>
    </message>
    <message>
        <source>Stop Analyze Game</source>
        <translation>対局の解析を中止</translation>
    </message>
    <message>
        <source>Write Analysis to Record…</source>
        <translation>解析を棋譜に書き込む…</translation>
    </message>
    <message>
        <source>Snapshot Parameters</source>
        <translation>パラメータのスナップショット</translation>
    </message>
    <message>
        <source>Restore Parameters</source>
        <translation>パラメータを復元</translation>
    </message>
    <message>
        <source>Save Parameters…</source>
        <translation>パラメータを保存…</translation>
    </message>
    <message>
        <source>Reattach With Parameters</source>
        <translation>パラメータ付きで再接続</translation>
    </message>
    <message>
        <source>Good Move (!)</source>
        <translation>好手 (!)</translation>
    </message>
    <message>
        <source>Very Good Move (!!)</source>
        <translation>妙手 (!!)</translation>
    </message>
    <message>
        <source>Bad Move (?)</source>
        <translation>悪手 (?)</translation>
    </message>
    <message>
        <source>Very Bad Move (??)</source>
        <translation>大悪手 (??)</translation>
    </message>
    <message>
        <source>Interesting Move (!?)</source>
        <translation>興味深い手 (!?)</translation>
    </message>
    <message>
        <source>Doubtful Move (?!)</source>
        <translation>疑問手 (?!)</translation>
    </message>
    <message>
        <source>Good for Black</source>
        <translation>黒良し</translation>
    </message>
    <message>
        <source>Good for White</source>
        <translation>白良し</translation>
    </message>
    <message>
        <source>Even Position</source>
        <translation>互角</translation>
    </message>
    <message>
        <source>Unclear Position</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Delete Node</source>
        <translation>ノードを削除(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Truncate</source>
        <translation>以降を削除(&amp;T)</translation>
    </message>
    <message>
        <source>Truncate &amp;Children</source>
        <translation>子ノードを削除(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Make Main Variation</source>
        <translation>本線にする(&amp;M)</translation>
    </message>
    <message>
        <source>Move Variation &amp;Up</source>
        <translation>変化を上へ(&amp;U)</translation>
    </message>
    <message>
        <source>Move Variation Do&amp;wn</source>
        <translation>変化を下へ(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Keep Only Position</source>
        <translation>局面だけ残す(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Player to Move</source>
        <translation>手番(&amp;P)</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Not Set</source>
        <translation>未設定</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>注釈(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Game Info…</source>
        <translation>対局情報(&amp;G)…</translation>
    </message>
    <message>
        <source>Go to Node</source>
        <translation>ノードへ移動</translation>
    </message>
    <message>
        <source>Make Main Variation</source>
        <translation>本線にする</translation>
    </message>
    <message>
        <source>Move Variation Up</source>
        <translation>変化を上へ</translation>
    </message>
    <message>
        <source>Move Variation Down</source>
        <translation>変化を下へ</translation>
    </message>
    <message>
        <source>Truncate</source>
        <translation>以降を削除</translation>
    </message>
    <message>
        <source>Truncate Children</source>
        <translation>子ノードを削除</translation>
    </message>
    <message>
        <source>Delete Node</source>
        <translation>ノードを削除</translation>
    </message>
    <message>
        <source>No Move Annotation</source>
        <translation>手の注釈なし</translation>
    </message>
    <message>
        <source>No Position Annotation</source>
        <translation>局面の注釈なし</translation>
    </message>
    <message>
        <source>Hotspot</source>
        <translation>急所</translation>
    </message>
    <message>
        <source>No Hotspot</source>
        <translation>急所なし</translation>
    </message>
    <message>
        <source>Position Value…</source>
        <translation>形勢値…</translation>
    </message>
    <message>
        <source>No Position Value</source>
        <translation>形勢値なし</translation>
    </message>
    <message>
        <source>Position Value</source>
        <translation>形勢値</translation>
    </message>
    <message>
        <source>Value (positive: good for Black):</source>
        <translation>値（正: 黒良し）:</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>エクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>印刷(&amp;P)…</translation>
    </message>
    <message>
        <source>Copy Posi&amp;tion</source>
        <translation>局面をコピー(&amp;T)</translation>
    </message>
    <message>
        <source>Copy S&amp;GF</source>
        <translation>SGF をコピー(&amp;G)</translation>
    </message>
    <message>
        <source>Paste SGF as New &amp;Game</source>
        <translation>SGF を新しい対局として貼り付け(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Score</source>
        <translation>整地(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>ツール(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation>ルール(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Matches…</source>
        <translation>対戦(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>投了(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Interrupt Engine</source>
        <translation>エンジンを中断(&amp;I)</translation>
    </message>
    <message>
        <source>Pa&amp;use Engine Game</source>
        <translation>エンジン対局を一時停止(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Delay Between Engine Moves</source>
        <translation>エンジン着手の間隔(&amp;D)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>{} s</source>
        <translation>{} 秒</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>設定(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Detach</source>
        <translation>切断(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Reattach</source>
        <translation>再接続(&amp;R)</translation>
    </message>
    <message>
        <source>Attach {}</source>
        <translation>{} を接続</translation>
    </message>
    <message>
        <source>Attach &amp;Program…</source>
        <translation>プログラムを接続(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Edit Programs…</source>
        <translation>プログラムを編集(&amp;E)…</translation>
    </message>
    <message>
        <source>Reattach &amp;Program</source>
        <translation>プログラムを再接続(&amp;P)</translation>
    </message>
    <message>
        <source>Attach Program</source>
        <translation>プログラムを接続</translation>
    </message>
    <message>
        <source>Command line of a GTP engine:</source>
        <translation>GTP エンジンのコマンドライン:</translation>
    </message>
    <message>
        <source>&amp;Regression Tests…</source>
        <translation>回帰テスト(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Detach Ruler</source>
        <translation>ルールを切断(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Reattach Ruler</source>
        <translation>ルールを再接続(&amp;R)</translation>
    </message>
    <message>
        <source>Ruler &amp;Plays White</source>
        <translation>ルールが白を持つ(&amp;P)</translation>
    </message>
    <message>
        <source>Play {}</source>
        <translation>{} を打つ</translation>
    </message>
    <message>
        <source>Attach &amp;Ruler…</source>
        <translation>ルールを接続(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Edit Rulers…</source>
        <translation>ルールを編集(&amp;E)…</translation>
    </message>
    <message>
        <source>Attach Ruler</source>
        <translation>ルールを接続</translation>
    </message>
    <message>
        <source>Command line of a GTP ruler:</source>
        <translation>GTP ルールのコマンドライン:</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>両方</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>新規対局(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>パス(&amp;P)</translation>
    </message>
    <message>
        <source>Computer &amp;Play</source>
        <translation>コンピュータが打つ(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;More</source>
        <translation>その他(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Engine</source>
        <translation>エンジン(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>対局(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Computer Color</source>
        <translation>コンピュータの手番(&amp;C)</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>移動(&amp;O)</translation>
    </message>
    <message>
        <source>Beginning</source>
        <translation>最初</translation>
    </message>
    <message>
        <source>Backward 10</source>
        <translation>10 手戻る</translation>
    </message>
    <message>
        <source>Backward</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>進む</translation>
    </message>
    <message>
        <source>Forward 10</source>
        <translation>10 手進む</translation>
    </message>
    <message>
        <source>End</source>
        <translation>最後</translation>
    </message>
    <message>
        <source>Previous Variation</source>
        <translation>前の変化</translation>
    </message>
    <message>
        <source>Next Variation</source>
        <translation>次の変化</translation>
    </message>
    <message>
        <source>Candidate &amp;Labels</source>
        <translation>候補手のラベル(&amp;L)</translation>
    </message>
    <message>
        <source>Next &amp;Pane</source>
        <translation>次のペイン(&amp;P)</translation>
    </message>
    <message>
        <source>Pre&amp;vious Pane</source>
        <translation>前のペイン(&amp;V)</translation>
    </message>
    <message>
        <source>No Variations</source>
        <translation>変化を表示しない</translation>
    </message>
    <message>
        <source>Variations as Ghost Stones</source>
        <translation>変化を半透明の石で表示</translation>
    </message>
    <message>
        <source>Variations as Letters</source>
        <translation>変化を文字で表示</translation>
    </message>
    <message>
        <source>No Move Numbers</source>
        <translation>手数を表示しない</translation>
    </message>
    <message>
        <source>Last 10 Moves</source>
        <translation>最後の 10 手</translation>
    </message>
    <message>
        <source>All Moves</source>
        <translation>すべての手</translation>
    </message>
    <message>
        <source>Next Earlier Variation</source>
        <translation>次の手前の変化</translation>
    </message>
    <message>
        <source>Previous Earlier Variation</source>
        <translation>前の手前の変化</translation>
    </message>
    <message>
        <source>Back to Main Line</source>
        <translation>本線に戻る</translation>
    </message>
    <message>
        <source>Go to Move…</source>
        <translation>指定の手へ移動…</translation>
    </message>
    <message>
        <source>Find in Comments…</source>
        <translation>コメントを検索…</translation>
    </message>
    <message>
        <source>Find Next</source>
        <translation>次を検索</translation>
    </message>
    <message>
        <source>Find Previous</source>
        <translation>前を検索</translation>
    </message>
    <message>
        <source>Select Game of Collection…</source>
        <translation>棋譜集から対局を選択…</translation>
    </message>
    <message>
        <source>Reopen with Encoding…</source>
        <translation>文字コードを指定して開き直す…</translation>
    </message>
    <message>
        <source>Show Repairs Made on Reading…</source>
        <translation>読み込み時の修復を表示…</translation>
    </message>
    <message>
        <source>Coordinates</source>
        <translation>座標</translation>
    </message>
    <message>
        <source>Game Tree</source>
        <translation>棋譜ツリー</translation>
    </message>
    <message>
        <source>GTP Shell</source>
        <translation>GTP シェル</translation>
    </message>
    <message>
        <source>Add Label</source>
        <translation>ラベルを追加</translation>
    </message>
    <message>
        <source>&amp;Play Here</source>
        <translation>ここに打つ(&amp;P)</translation>
    </message>
    <message>
        <source>Board &amp;Tool</source>
        <translation>盤面ツール(&amp;T)</translation>
    </message>
    <message>
        <source>Add &amp;Label…</source>
        <translation>ラベルを追加(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Analyze Here</source>
        <translation>ここを解析(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Copy Vertex Name ({vertex})</source>
        <translation>座標名をコピー(&amp;C)（{vertex}）</translation>
    </message>
    <message>
        <source>Label at {vertex}:</source>
        <translation>{vertex} のラベル：</translation>
    </message>
    <message>
        <source>Copied {vertex}</source>
        <translation>{vertex} をコピーしました</translation>
    </message>
    <message>
        <source>&amp;Bookmarks</source>
        <translation>ブックマーク(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Add Bookmark…</source>
        <translation>ブックマークを追加(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit Bookmarks…</source>
        <translation>ブックマークを編集(&amp;E)…</translation>
    </message>
    <message>
        <source>C&amp;lock</source>
        <translation>時計(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Halt</source>
        <translation>停止(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>再開(&amp;R)</translation>
    </message>
    <message>
        <source>Set &amp;Time Left…</source>
        <translation>残り時間を設定(&amp;T)…</translation>
    </message>
    <message>
        <source>Render Comments as &amp;Markdown</source>
        <translation>コメントを Markdown で表示(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Estimate Score</source>
        <translation>形勢判断(&amp;E)</translation>
    </message>
    <message>
        <source>Show who owns each point and the result, without an engine</source>
        <translation>エンジンなしで各点の所有者と結果を表示</translation>
    </message>
    <message>
        <source>&amp;User Manual</source>
        <translation>ユーザーマニュアル(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;About gogui-py</source>
        <translation>gogui-py について(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>インポート(&amp;I)</translation>
    </message>
    <message>
        <source>Position from &amp;Text…</source>
        <translation>テキストから局面(&amp;T)…</translation>
    </message>
    <message>
        <source>SGF from &amp;Clipboard</source>
        <translation>クリップボードから SGF(&amp;C)</translation>
    </message>
    <message>
        <source>Go to &amp;Variation…</source>
        <translation>変化図へ移動(&amp;V)…</translation>
    </message>
    <message>
        <source>Find Next &amp;Comment</source>
        <translation>次のコメントを検索(&amp;C)</translation>
    </message>
    <message>
        <source>Delete &amp;Side Variations</source>
        <translation>脇の変化図を削除(&amp;S)</translation>
    </message>
    <message>
        <source>Play &amp;Single Move</source>
        <translation>一手だけ打つ(&amp;S)</translation>
    </message>
    <message>
        <source>Flip &amp;Horizontally</source>
        <translation>左右反転(&amp;H)</translation>
    </message>
    <message>
        <source>Flip &amp;Vertically</source>
        <translation>上下反転(&amp;V)</translation>
    </message>
    <message>
        <source>Rotate &amp;Clockwise</source>
        <translation>時計回りに回転(&amp;C)</translation>
    </message>
    <message>
        <source>Rotate C&amp;ounterclockwise</source>
        <translation>反時計回りに回転(&amp;O)</translation>
    </message>
    <message>
        <source>Rotate &amp;180°</source>
        <translation>180° 回転(&amp;1)</translation>
    </message>
    <message>
        <source>&amp;Transpose</source>
        <translation>転置(&amp;T)</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>通常</translation>
    </message>
    <message>
        <source>flipped horizontally</source>
        <translation>左右反転</translation>
    </message>
    <message>
        <source>flipped vertically</source>
        <translation>上下反転</translation>
    </message>
    <message>
        <source>rotated clockwise</source>
        <translation>時計回りに回転</translation>
    </message>
    <message>
        <source>rotated counterclockwise</source>
        <translation>反時計回りに回転</translation>
    </message>
    <message>
        <source>rotated 180°</source>
        <translation>180° 回転</translation>
    </message>
    <message>
        <source>transposed</source>
        <translation>転置</translation>
    </message>
    <message>
        <source>transposed on the other diagonal</source>
        <translation>もう一方の対角線で転置</translation>
    </message>
    <message>
        <source>Board &amp;Orientation</source>
        <translation>盤の向き(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Reset Orientation</source>
        <translation>向きをリセット(&amp;R)</translation>
    </message>
    <message>
        <source>This board cannot be shown that way</source>
        <translation>この盤はその向きで表示できません</translation>
    </message>
    <message>
        <source>Board orientation: {name}</source>
        <translation>盤の向き：{name}</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>No Recent Files</source>
        <translation>最近使ったファイルはありません</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>メニューをクリア(&amp;C)</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>テーマ(&amp;H)</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>システムに従う(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>ライト(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>ダーク(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Hide Subtree</source>
        <translation>サブツリーを隠す(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Show Subtree</source>
        <translation>サブツリーを表示(&amp;S)</translation>
    </message>
    <message>
        <source>Show &amp;All</source>
        <translation>すべて表示(&amp;A)</translation>
    </message>
    <message>
        <source>Node &amp;Info…</source>
        <translation>ノード情報(&amp;I)…</translation>
    </message>
    <message>
        <source>Subtree S&amp;tatistics…</source>
        <translation>サブツリー統計(&amp;T)…</translation>
    </message>
    <message>
        <source>S&amp;croll to Current</source>
        <translation>現在位置へスクロール(&amp;C)</translation>
    </message>
</context>
<context>
    <name>Navigation</name>
    <message>
        <source>Go to Variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variation (branch numbers from the root, e.g. 2.1;
empty: the main line):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No variation {} in this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No more comments: continued from the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No other node has a comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Side Variations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All variations but the one through the current position will be deleted.
Edit &gt; Undo brings them back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Fixed points</source>
        <translation>固定位置</translation>
    </message>
    <message>
        <source>Chosen by the engine</source>
        <translation>エンジンが選ぶ</translation>
    </message>
    <message>
        <source>Placed by me</source>
        <translation>自分で置く</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>時間制限なし</translation>
    </message>
    <message>
        <source>Absolute</source>
        <translation>切れ負け</translation>
    </message>
    <message>
        <source>Byo-yomi</source>
        <translation>秒読み</translation>
    </message>
    <message>
        <source>Canadian</source>
        <translation>カナダ式</translation>
    </message>
    <message>
        <source>Area scoring (Chinese)</source>
        <translation>計点（中国ルール）</translation>
    </message>
    <message>
        <source>Territory scoring (Japanese)</source>
        <translation>計目（日本ルール）</translation>
    </message>
    <message>
        <source>New {} Game</source>
        <translation>新規 {} 対局</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新規対局</translation>
    </message>
    <message>
        <source>Board size:</source>
        <translation>碁盤のサイズ:</translation>
    </message>
    <message>
        <source>Komi:</source>
        <translation>コミ:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <translation>置き石:</translation>
    </message>
    <message>
        <source>Handicap stones:</source>
        <translation>置き石の位置:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>ルール:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>持ち時間:</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>黒:</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>白:</translation>
    </message>
    <message>
        <source>Over {0}x{0}: GTP engines cannot play this size (record and edit only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation>人間</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>byo-yomi periods, or moves per Canadian period</source>
        <translation>秒読みの回数、またはカナダ式の 1 期間の手数</translation>
    </message>
</context>
<context>
    <name>Play</name>
    <message>
        <source>{0} resigns: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{}
Terminate it? The game record is kept; you can attach it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interrupting {}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} cannot be interrupted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} did not stop thinking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} placed {1} handicap stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine did not place the handicap: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer is thinking</source>
        <translation type="unfinished">コンピュータが思考中です</translation>
    </message>
    <message>
        <source>Engine not told: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} refused the move: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} was not told of the move: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No engine attached</source>
        <translation type="unfinished">エンジンが接続されていません</translation>
    </message>
    <message>
        <source>{} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} played an illegal move ({1}); it no longer plays a colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} played {1}{2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} resigns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counted by gogui-py, no stones removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final_score of {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counted by gogui-py</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counted by gogui-py ({})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: {0} ({1})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Wood texture</source>
        <translation>木目</translation>
    </message>
    <message>
        <source>Plain colour</source>
        <translation>単色</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>ハイコントラスト</translation>
    </message>
    <message>
        <source>Slate (for the dark theme)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Restore &amp;Defaults…</source>
        <translation>既定値に戻す(&amp;D)</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>碁盤</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board &amp;look:</source>
        <translation>碁盤の外観(&amp;L)</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>座標を表示(&amp;C)</translation>
    </message>
    <message>
        <source>Mark the las&amp;t move</source>
        <translation>最終手に印を付ける(&amp;T)</translation>
    </message>
    <message>
        <source>Move &amp;numbers:</source>
        <translation>手数(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Variations:</source>
        <translation>変化(&amp;V)</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>First in the program list</source>
        <translation>プログラム一覧の先頭</translation>
    </message>
    <message>
        <source>No engine</source>
        <translation>エンジンなし</translation>
    </message>
    <message>
        <source>The engine a new window attaches (Engine &gt; Edit Programs…)</source>
        <translation>新しいウィンドウが接続するエンジン（エンジン &gt; プログラムを編集…）</translation>
    </message>
    <message>
        <source>Default &amp;engine:</source>
        <translation>既定のエンジン(&amp;E)</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>サウンド</translation>
    </message>
    <message>
        <source>Play &amp;sounds for moves and captures</source>
        <translation>着手とアゲハマで音を鳴らす(&amp;S)</translation>
    </message>
    <message>
        <source>Confirmations</source>
        <translation>確認</translation>
    </message>
    <message>
        <source>Ask before discarding unsaved changes (always)</source>
        <translation>未保存の変更を破棄する前に確認（常に）</translation>
    </message>
    <message>
        <source>Language (changes at the next start)</source>
        <translation>言語（次回の起動時に変更）</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>言語(&amp;G)</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>システムの既定</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>既定値に戻す</translation>
    </message>
    <message>
        <source>Restore every preference of this dialog to its default?</source>
        <translation>このダイアログのすべての設定を既定値に戻しますか？</translation>
    </message>
    <message>
        <source>Ask before saving over a &amp;repaired or re-encoded file</source>
        <translation>修復または再エンコードしたファイルに上書き保存する前に確認(&amp;R)</translation>
    </message>
    <message>
        <source>Ask before stopping a running m&amp;atch</source>
        <translation>実行中の対戦を止める前に確認(&amp;A)</translation>
    </message>
    <message>
        <source>No sound: {}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Programs</name>
    <message>
        <source>Position: {0} of {1}x{2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position not set: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the command line that starts the program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command line does not parse: {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connects to {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The working directory {} does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the working directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the current folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is not found {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is not on PATH but is in the working directory: write ./{1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} is not found on PATH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. gnugo --mode gtp or &quot;/opt/my engine/run&quot; -v</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the program&apos;s executable file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the current folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the folder the program runs in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not known until attached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore Default Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Working directory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Program:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built-in entry: the program is kept up to date when the settings are loaded; the label, folder and arguments are yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the Program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the Working Directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine did not start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not start {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1}.
The game record is intact; attach the engine again from the Engine menu to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting {}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No program attached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;{0}&apos; changed the {1}&apos;s position: it is set back to the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position: changed by a typed command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} plays {1} (click to change)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} does not play {1} (click to change)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} analyses (click to change)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} does not analyse (click to change)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Record</name>
    <message>
        <source>converted from {0}; Save writes a new SGF file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} games in file, showing the first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} problem repaired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} problems repaired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{}: played with a ruler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handicap stones go on an empty game only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>Restore Unsaved Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gogui-py ended without saving this game. Restore it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gogui-py ended without saving these {} games. Restore the checked ones?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{}: no unsaved game to restore there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot restore {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — paused: Game &gt; Pause (F6) goes on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clock halted: Game &gt; Clock &gt; Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored {0} ({1} moves){2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the recovery file: {}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Regress</name>
    <message>
        <source>{} sets up no position from a record (no loadsgf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine is thinking; show the test when it has moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} not opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · not shown: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> before move {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>engine answered {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>command line of a GTP engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} test: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} tests: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no test run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · engine restarted {}x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · {} problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · {} problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regression Tests — gogui-py</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add .tst files, choose the engine, then Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;erun Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show on Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest wait for one answer; then the test is an error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine processes at once (they share the files&apos; positions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Timeout: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Engines: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a test to see its command, answer and GTP log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test files:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Regression Test Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GTP test files (*.tst);;All (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add .tst files first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the test files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rerunning {}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine command: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{}: unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run failed: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show on Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rerun Test</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>{0} plays Go only: attach an engine for {1} (Engine menu) and choose its colour in the Game menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The open game is kept; start a new game to play {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ruler plays {0} on {1}, the record on {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is played on {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No ruler for {} in Game &gt; Rules: attach one to see the positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attaching the {0} ruler for {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: the engine plays {0}, the ruler {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the ruler…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is {}&apos;s turn, played by the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} may not pass now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is not a legal move for {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ruler refused it: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ruler refused {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine not told: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No engine attached</source>
        <translation type="unfinished">エンジンが接続されていません</translation>
    </message>
    <message>
        <source>{} has no move and passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} is not a legal move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} played an illegal move for {1} ({2}): it forfeits, {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting ruler {}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ruler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruler not answering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1}.
It was detached; the game record is intact. Attach it again from Game &gt; Rules to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruler error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} gave an answer that makes no sense: {1}.
The game record is intact.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruler {0} {1} attached: {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a ruler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ruler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruler did not start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not start {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruler stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1}.
The game record is intact; attach the ruler again from Game &gt; Rules to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ruler did not start a new game: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ruler refused the position: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no ruler attached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{}: asking the ruler…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (must pass)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} to move{1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>captured: Black {0}, White {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Scoring</name>
    <message>
        <source>does not know final_status_list: no dead stones proposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not know final_score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final_status_list failed: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final_status_list: bad answer ({})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final_score failed: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} is not running: no proposal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} not asked: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1}; no proposal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{}&apos;s dead stones arrived after your marking: not applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a group to mark it dead or alive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Scoring&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Komi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation type="unfinished">ルール:</translation>
    </message>
    <message>
        <source>Area (Chinese)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Territory (Japanese)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write this result to the game (RE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking {} for dead stones and its score…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Shell</name>
    <message>
        <source>Save Commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GTP files (*.gtp);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;Commands…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send &amp;File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No program attached: {} not sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read {}: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line {}: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} was not sent: it holds commands that change the board ({}). The board would no longer be in sync with the program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} holds no commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— sending {} commands from {} —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the commands:
{}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GTP Shell</source>
        <translation type="unfinished">GTP シェル</translation>
    </message>
    <message>
        <source>Save Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log files (*.log *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timestamps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command Numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the GTP ids of commands and answers (12 name, =12)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— program detached —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close this log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the log:
{}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GTP command (Up/Down: history, Tab: complete)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>{} more errors since, in the log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gogui-py could not start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gogui-py met an unexpected error; it keeps running, but save your game under a new name to be safe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The details were written to {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The crash log could not be written.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TimeLeft</name>
    <message>
        <source>Set Time Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Periods left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves left in period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minutes and seconds (m:ss), h:mm:ss, or seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>main time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty while still in main time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a time: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A time left cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a number of 1 or more: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} lost on time</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Toolbar</name>
    <message>
        <source>Play</source>
        <translation>着手</translation>
    </message>
    <message>
        <source>Black Stone</source>
        <translation>黒石</translation>
    </message>
    <message>
        <source>White Stone</source>
        <translation>白石</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>丸</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>四角</translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation>三角</translation>
    </message>
    <message>
        <source>Cross</source>
        <translation>バツ</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>選択</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>文字</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>Label…</source>
        <translation>ラベル…</translation>
    </message>
    <message>
        <source>Arrow</source>
        <translation>矢印</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>線</translation>
    </message>
    <message>
        <source>Dim</source>
        <translation>暗くする</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>ツール</translation>
    </message>
    <message>
        <source>Board tool: {}</source>
        <translation>碁盤ツール: {}</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>ナビゲーション</translation>
    </message>
</context>
<context>
    <name>Tree</name>
    <message>
        <source>Move {n}, {move}</source>
        <translation>{n} 手目、{move}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Setup after move {n}</source>
        <translation>{n} 手目の後の配置</translation>
    </message>
    <message>
        <source>Empty node after move {n}</source>
        <translation>{n} 手目の後の空ノード</translation>
    </message>
    <message>
        <source>variation {i} of {n}</source>
        <translation>変化 {i}/{n}</translation>
    </message>
    <message>
        <source>{n} variations</source>
        <translation>変化 {n} 個</translation>
    </message>
    <message>
        <source>commented</source>
        <translation>コメントあり</translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation>棋譜ツリー</translation>
    </message>
</context>
<context>
    <name>TreeMenu</name>
    <message>
        <source>Node Info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subtree Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node Info: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subtree Statistics: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move {}: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished">開始</translation>
    </message>
    <message>
        <source>Node after move {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Children</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no properties)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SGF properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subtree of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Branch points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maximum depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most children</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comments</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TreeView</name>
    <message>
        <source>Subtree hidden: {} nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After move {0} · {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished">開始</translation>
    </message>
    <message>
        <source>Empty node after move {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Mistake: {0} lost {1:.1f} % win rate</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Warnings</name>
    <message>
        <source>No warnings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} warning:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} warnings:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy to Clipboard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
