<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Analysis</name>
    <message>
        <source>Side to move</source>
        <translation>手番</translation>
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
        <source>Search commands</source>
        <translation>コマンドを検索</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Auto Run</source>
        <translation>自動実行</translation>
    </message>
    <message>
        <source>Run the command again after every change of the position</source>
        <translation>局面が変わるたびにコマンドを再実行</translation>
    </message>
    <message>
        <source>Answers and errors of analyze commands</source>
        <translation>解析コマンドの応答とエラー</translation>
    </message>
    <message>
        <source>Send Points</source>
        <translation>点を送信</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>No attached program lists analyze commands</source>
        <translation>解析コマンドを提供する接続中のプログラムはありません</translation>
    </message>
    <message>
        <source>{}: click points on the board, then Send Points</source>
        <translation>{}: 碁盤上の点をクリックしてから「点を送信」</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>実行中…</translation>
    </message>
    <message>
        <source>Analyze</source>
        <translation>解析</translation>
    </message>
    <message>
        <source>Save Parameters</source>
        <translation>パラメータを保存</translation>
    </message>
    <message>
        <source>GTP files (*.gtp);;All files (*)</source>
        <translation>GTP ファイル (*.gtp);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Snapshot of {0}: {1}</source>
        <translation>{0} のスナップショット: {1}</translation>
    </message>
    <message>
        <source>Snapshot Parameters</source>
        <translation>パラメータのスナップショット</translation>
    </message>
    <message>
        <source>Restore Parameters: take a snapshot first</source>
        <translation>パラメータを復元: 先にスナップショットを取ってください</translation>
    </message>
    <message>
        <source>Restore Parameters: no program is running</source>
        <translation>パラメータを復元: 実行中のプログラムがありません</translation>
    </message>
    <message>
        <source>Restore Parameters</source>
        <translation>パラメータを復元</translation>
    </message>
    <message>
        <source>Save Parameters: cannot write {0}: {1}</source>
        <translation>パラメータを保存: {0} に書き込めません: {1}</translation>
    </message>
    <message>
        <source>Saved {0} to {1}</source>
        <translation>{0} を {1} に保存しました</translation>
    </message>
    <message>
        <source>Reattach With Parameters: {} is gone</source>
        <translation>パラメータ付きで再接続: {} はもうありません</translation>
    </message>
    <message>
        <source>Reattaching {0} with {1}…</source>
        <translation>{0} を {1} で再接続中…</translation>
    </message>
    <message>
        <source>Reattach With Parameters</source>
        <translation>パラメータ付きで再接続</translation>
    </message>
    <message>
        <source>{}: no program is running</source>
        <translation>{}: 実行中のプログラムがありません</translation>
    </message>
    <message>
        <source>{0}: {1} has not listed its analyze commands yet</source>
        <translation>{0}: {1} はまだ解析コマンドを報告していません</translation>
    </message>
    <message>
        <source>{0}: {1} has no parameter commands</source>
        <translation>{0}: {1} にはパラメータコマンドがありません</translation>
    </message>
    <message>
        <source>; {} refused (see the Analyze pane)</source>
        <translation>；{} 件拒否（解析ペインを参照）</translation>
    </message>
    <message>
        <source> (values of {})</source>
        <translation>（{} の値）</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} values sent to {3}{4}{5}</source>
        <translation>{0}: {2} 個中 {1} 個の値{4}を {3} に送信しました{5}</translation>
    </message>
    <message>
        <source>Reattach With Parameters: {} did not start; no parameters were sent</source>
        <translation>パラメータ付きで再接続: {} が起動しませんでした。パラメータは送信されていません</translation>
    </message>
    <message>
        <source>Analyze Game cancelled</source>
        <translation>対局の解析を取り消しました</translation>
    </message>
    <message>
        <source>Analyze Game done: {} positions</source>
        <translation>対局の解析が完了: {} 局面</translation>
    </message>
    <message>
        <source>Analyze Game stopped: {}</source>
        <translation>対局の解析を中止しました: {}</translation>
    </message>
    <message>
        <source>Analyze Game %v/%m</source>
        <translation>対局を解析 %v/%m</translation>
    </message>
    <message>
        <source>Positions of the line analysed; Analyze Game again resumes</source>
        <translation>この手順の解析済みの局面。もう一度「対局を解析」で続きから再開</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop Analyze Game (what is analysed stays)</source>
        <translation>対局の解析を中止（解析済みの内容は残ります）</translation>
    </message>
    <message>
        <source>Win Rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Analyze Game: {}</source>
        <translation>対局を解析: {}</translation>
    </message>
    <message>
        <source>{} (the analyzer) is not running</source>
        <translation>{}（解析プログラム）は動作していません</translation>
    </message>
    <message>
        <source>attach an engine first</source>
        <translation>先にエンジンを接続してください</translation>
    </message>
    <message>
        <source>Analyze Game: {0}/{1} positions</source>
        <translation>対局を解析: {0}/{1} 局面</translation>
    </message>
    <message>
        <source>{}: click a point</source>
        <translation>{}: 点をクリックしてください</translation>
    </message>
    <message>
        <source>{0}: {1} points sent</source>
        <translation>{0}: {1} 個の点を送信しました</translation>
    </message>
    <message>
        <source>{} is not running</source>
        <translation>{} は実行されていません</translation>
    </message>
    <message>
        <source>{0}: {1} sent an invalid response (no = or ?): {2}</source>
        <translation>{0}: {1} が不正な応答を送りました（= も ? もない）: {2}</translation>
    </message>
    <message>
        <source>Waiting up to {} s for a valid answer…</source>
        <translation>有効な応答を最大 {} 秒待っています…</translation>
    </message>
    <message>
        <source>Analysis Settings</source>
        <translation>解析の設定</translation>
    </message>
    <message>
        <source>Centiseconds between two updates of the analysis</source>
        <translation>解析の更新間隔（1/100 秒単位）</translation>
    </message>
    <message>
        <source>Interval between updates:</source>
        <translation>更新間隔:</translation>
    </message>
    <message>
        <source>Pause at:</source>
        <translation>一時停止（探索数）:</translation>
    </message>
    <message>
        <source>Pause after:</source>
        <translation>一時停止（時間）:</translation>
    </message>
    <message>
        <source>Ponder: analyse until stopped (limits ignored)</source>
        <translation>継続思考: 止めるまで解析（制限は無視）</translation>
    </message>
    <message>
        <source>Best {0} {1:.1f} % ({2} visits)</source>
        <translation>最善 {0} {1:.1f} %（{2} 探索）</translation>
    </message>
    <message>
        <source>Analysis: {}</source>
        <translation>解析: {}</translation>
    </message>
    <message>
        <source>{} has no lz-analyze or kata-analyze: attach Leela Zero or KataGo, or choose an analyzer with the Analyzer toggle (magnifier) in the program strip</source>
        <translation>{} には lz-analyze も kata-analyze もありません。Leela Zero か KataGo を接続するか、プログラム欄の解析トグル（虫眼鏡）で解析プログラムを選んでください</translation>
    </message>
    <message>
        <source>Analysis paused after {} s</source>
        <translation>{} 秒で解析を一時停止しました</translation>
    </message>
    <message>
        <source>Analysis paused at {} visits</source>
        <translation>{} 探索で解析を一時停止しました</translation>
    </message>
    <message>
        <source>Write Analysis to Record</source>
        <translation>解析を棋譜に書き込む</translation>
    </message>
    <message>
        <source>Comment lines: win rate, score lead, best move</source>
        <translation>コメント行: 勝率、目差、最善手</translation>
    </message>
    <message>
        <source>Move annotations: bad move, doubtful, interesting</source>
        <translation>手の注釈: 悪手、疑問手、興味深い手</translation>
    </message>
    <message>
        <source>BM when the mover lost more win rate than this</source>
        <translation>着手側の勝率の損失がこの値を超えたら BM</translation>
    </message>
    <message>
        <source>DO when the mover lost more than this, up to the BM threshold</source>
        <translation>着手側の損失がこの値を超えたら DO（BM のしきい値まで）</translation>
    </message>
    <message>
        <source>IT when a move the analyzer did not prefer gained more than this over its best</source>
        <translation>解析で優先されなかった手が最善手よりこの値以上良かったら IT</translation>
    </message>
    <message>
        <source>Bad move (BM), lost more than:</source>
        <translation>悪手 (BM)、損失がこれ以上:</translation>
    </message>
    <message>
        <source>Doubtful (DO), lost more than:</source>
        <translation>疑問手 (DO)、損失がこれ以上:</translation>
    </message>
    <message>
        <source>Interesting (IT), gained more than:</source>
        <translation>興味深い手 (IT)、利得がこれ以上:</translation>
    </message>
    <message>
        <source>Writes into the analysed nodes of the current line, as one undo step. Writing again replaces the analysis written before; other comment text and annotations of your own stay.</source>
        <translation>現在の手順の解析済みノードに、1 回の取り消し単位で書き込みます。もう一度書き込むと前回の解析を置き換えます。その他のコメントや自分で付けた注釈は残ります。</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>書き込む</translation>
    </message>
    <message>
        <source>Write analysis</source>
        <translation>解析を書き込む</translation>
    </message>
    <message>
        <source>Analysis written to {} nodes</source>
        <translation>{} 個のノードに解析を書き込みました</translation>
    </message>
    <message>
        <source>B win %</source>
        <translation>黒勝率 %</translation>
    </message>
    <message>
        <source>Black&apos;s win rate (%)</source>
        <translation>黒の勝率（%）</translation>
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
        <translation>ブックマークの編集</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>名前を変更(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <source>{}, move {}</source>
        <translation>{}、{} 手目</translation>
    </message>
    <message>
        <source>, variation {}</source>
        <translation>、変化 {}</translation>
    </message>
    <message>
        <source>Bookmarks need a saved file: save the game first.</source>
        <translation>ブックマークには保存済みのファイルが必要です: 先に対局を保存してください。</translation>
    </message>
    <message>
        <source>The game has unsaved changes: save it before setting a bookmark.</source>
        <translation>対局に未保存の変更があります: ブックマークを設定する前に保存してください。</translation>
    </message>
    <message>
        <source>Bookmarks can be set at the start of the game or at a move only.</source>
        <translation>ブックマークは対局の開始局面か着手にのみ設定できます。</translation>
    </message>
    <message>
        <source>Cannot set bookmark</source>
        <translation>ブックマークを設定できません</translation>
    </message>
    <message>
        <source>Add Bookmark</source>
        <translation>ブックマークを追加</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名前:</translation>
    </message>
    <message>
        <source>Bookmark added: {}</source>
        <translation>ブックマークを追加しました: {}</translation>
    </message>
    <message>
        <source>{}: the bookmarked position is not in the file</source>
        <translation>{}: ブックマークの局面がファイルにありません</translation>
    </message>
</context>
<context>
    <name>Clock</name>
    <message>
        <source>{0} lost on time: {1}</source>
        <translation>{0} の時間切れ負け: {1}</translation>
    </message>
</context>
<context>
    <name>Color</name>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
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
        <translation>{number} 手目</translation>
    </message>
    <message>
        <source>Captured: B {black}, W {white}</source>
        <translation>アゲハマ: 黒 {black}、白 {white}</translation>
    </message>
    <message>
        <source>Komi {komi:g}</source>
        <translation>コミ {komi:g}</translation>
    </message>
    <message>
        <source>Last {move}</source>
        <translation>最終手 {move}</translation>
    </message>
    <message>
        <source>GTP stream was closed</source>
        <translation>GTP ストリームが閉じられました</translation>
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
        <source>genmove: {answer}</source>
        <translation>genmove: {answer}</translation>
    </message>
    <message>
        <source>Waiting for the first command</source>
        <translation>最初のコマンドを待っています</translation>
    </message>
    <message>
        <source>Last command: {command}</source>
        <translation>最後のコマンド: {command}</translation>
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
        <translation>置き石の位置を {} 箇所クリックしてください</translation>
    </message>
    <message>
        <source>1 more handicap stone</source>
        <translation>置き石あと 1 個</translation>
    </message>
    <message>
        <source>{} more handicap stones</source>
        <translation>置き石はあと {} 個</translation>
    </message>
    <message>
        <source>Handicap placed: White to play</source>
        <translation>置き石を置きました: 白番</translation>
    </message>
    <message>
        <source>The computer is thinking</source>
        <translation>コンピュータが思考中です</translation>
    </message>
    <message>
        <source>Setup stones cannot be sent to the ruler</source>
        <translation>配置した石はルールプログラムに送れません</translation>
    </message>
    <message>
        <source>Drag from one point to another to draw an arrow</source>
        <translation>点から点へドラッグして矢印を描きます</translation>
    </message>
    <message>
        <source>Drag from one point to another to draw a line</source>
        <translation>点から点へドラッグして線を描きます</translation>
    </message>
    <message>
        <source>Label at {}:</source>
        <translation>{} のラベル:</translation>
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
        <translation>西欧</translation>
    </message>
    <message>
        <source>Chinese, GB2312, GBK</source>
        <translation>簡体字中国語、GB2312、GBK</translation>
    </message>
    <message>
        <source>Traditional Chinese</source>
        <translation>繁体字中国語</translation>
    </message>
    <message>
        <source>Japanese, cp932</source>
        <translation>日本語、cp932</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>日本語</translation>
    </message>
    <message>
        <source>Korean, cp949</source>
        <translation>韓国語、cp949</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>ロシア語</translation>
    </message>
    <message>
        <source>Cyrillic</source>
        <translation>キリル文字</translation>
    </message>
    <message>
        <source>Central European</source>
        <translation>中欧</translation>
    </message>
    <message>
        <source>Reopen with Encoding</source>
        <translation>文字コードを指定して開き直す</translation>
    </message>
    <message>
        <source>Preview of the file with this encoding:</source>
        <translation>この文字コードでのファイルのプレビュー:</translation>
    </message>
    <message>
        <source>Encoding:</source>
        <translation>文字コード:</translation>
    </message>
    <message>
        <source>Not an encoding Python knows: choose one from the list or type a codec name such as cp1251, iso8859-2 or utf-16-le.</source>
        <translation>Python が知らない文字コードです: 一覧から選ぶか、cp1251、iso8859-2、utf-16-le などのコーデック名を入力してください。</translation>
    </message>
</context>
<context>
    <name>Estimate</name>
    <message>
        <source>Estimating…</source>
        <translation>推定中…</translation>
    </message>
    <message>
        <source>Estimate: {result}</source>
        <translation>形勢判断: {result}</translation>
    </message>
    <message>
        <source>Black {black}, White {white}, komi {komi} (area)</source>
        <translation>黒 {black}、白 {white}、コミ {komi}（計点）</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Export Position</source>
        <translation>局面のエクスポート</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>形式(&amp;F):</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>座標(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Markup (marks, labels, lines, arrows)</source>
        <translation>マーク(&amp;M)（記号、ラベル、線、矢印）</translation>
    </message>
    <message>
        <source>Move &amp;numbers from</source>
        <translation>手数の表示開始(&amp;N)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>エクスポート…</translation>
    </message>
    <message>
        <source>Exported {}</source>
        <translation>{} をエクスポートしました</translation>
    </message>
    <message>
        <source>The clipboard&apos;s text is not SGF:
{}</source>
        <translation>クリップボードのテキストは SGF ではありません:
{}</translation>
    </message>
</context>
<context>
    <name>FileOps</name>
    <message>
        <source>Game records ({0})</source>
        <translation>棋譜ファイル ({0})</translation>
    </message>
    <message>
        <source>SGF files (*.sgf *.SGF)</source>
        <translation>SGF ファイル (*.sgf *.SGF)</translation>
    </message>
    <message>
        <source>Tygem GIB, WBaduk NGF, Pandanet UGF ({0})</source>
        <translation>Tygem GIB、WBaduk NGF、Pandanet UGF ({0})</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <source>The game has unsaved changes. Save them first?</source>
        <translation>対局に未保存の変更があります。先に保存しますか？</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation>ファイルを開けません</translation>
    </message>
    <message>
        <source>it was repaired when it was read (repairs: {})</source>
        <translation>読み込み時に修復されました（修復 {} 件）</translation>
    </message>
    <message>
        <source>it was read as {} and will be written as UTF-8</source>
        <translation>{} として読み込まれ、UTF-8 で書き込まれます</translation>
    </message>
    <message>
        <source>Overwrite file?</source>
        <translation>ファイルを上書きしますか？</translation>
    </message>
    <message>
        <source>.
Save over it anyway?</source>
        <translation>。
それでも上書き保存しますか？</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>名前を付けて保存</translation>
    </message>
    <message>
        <source>Cannot save file</source>
        <translation>ファイルを保存できません</translation>
    </message>
    <message>
        <source>The file holds a single game</source>
        <translation>このファイルには対局が 1 つしかありません</translation>
    </message>
    <message>
        <source>No problems were found when the file was read</source>
        <translation>ファイルの読み込み時に問題は見つかりませんでした</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>このファイル</translation>
    </message>
    <message>
        <source>Problems repaired in {}</source>
        <translation>{} で修復した問題</translation>
    </message>
    <message>
        <source>Not found: {}</source>
        <translation>見つかりません: {}</translation>
    </message>
    <message>
        <source>Go to Move</source>
        <translation>指定の手へ移動</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>手数:</translation>
    </message>
    <message>
        <source>The game has no file to reopen</source>
        <translation>この対局には開き直すファイルがありません</translation>
    </message>
</context>
<context>
    <name>Find</name>
    <message>
        <source>Invalid regular expression: {}</source>
        <translation>正規表現が不正です: {}</translation>
    </message>
    <message>
        <source>Find in Comments</source>
        <translation>コメントを検索</translation>
    </message>
    <message>
        <source>Regular expression, e.g. joseki|tesuji</source>
        <translation>正規表現（例: 定石|手筋）</translation>
    </message>
    <message>
        <source>Case sensitive</source>
        <translation>大文字と小文字を区別</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>前へ</translation>
    </message>
    <message>
        <source>Find the previous comment that matches (Shift+Enter)</source>
        <translation>一致する前のコメントを検索 (Shift+Enter)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <source>Find the next comment that matches (Enter)</source>
        <translation>一致する次のコメントを検索 (Enter)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>検索:</translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <source>Black:</source>
        <translation>黒:</translation>
    </message>
    <message>
        <source>PB: name of the black player</source>
        <translation>PB: 黒の対局者の名前</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>白:</translation>
    </message>
    <message>
        <source>PW: name of the white player</source>
        <translation>PW: 白の対局者の名前</translation>
    </message>
    <message>
        <source>Rank:</source>
        <translation>段級位:</translation>
    </message>
    <message>
        <source>BR: rank of the black player, e.g. 5d, 3k, 9p</source>
        <translation>BR: 黒の段級位（例: 5d、3k、9p）</translation>
    </message>
    <message>
        <source>WR: rank of the white player, e.g. 5d, 3k, 9p</source>
        <translation>WR: 白の段級位（例: 5d、3k、9p）</translation>
    </message>
    <message>
        <source>Game name:</source>
        <translation>対局名:</translation>
    </message>
    <message>
        <source>GN: name of the game, shown in the game list</source>
        <translation>GN: 対局の名前。対局一覧に表示されます</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>棋戦:</translation>
    </message>
    <message>
        <source>EV: tournament or event</source>
        <translation>EV: 大会または棋戦</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>回戦:</translation>
    </message>
    <message>
        <source>RO: round number and type, e.g. 5 (final)</source>
        <translation>RO: 回戦の番号と種類（例: 5 (final)）</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>日付:</translation>
    </message>
    <message>
        <source>DT: date played, YYYY-MM-DD (partial dates and lists allowed)</source>
        <translation>DT: 対局日、YYYY-MM-DD（一部だけの日付やリストも可）</translation>
    </message>
    <message>
        <source>Place:</source>
        <translation>場所:</translation>
    </message>
    <message>
        <source>PC: where the game was played</source>
        <translation>PC: 対局が行われた場所</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>結果:</translation>
    </message>
    <message>
        <source>RE: B+R, W+3.5, B+T (time), W+F (forfeit), 0 (draw), Void, ?</source>
        <translation>RE: B+R、W+3.5、B+T（時間切れ）、W+F（反則）、0（持碁）、Void、?</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>ルール:</translation>
    </message>
    <message>
        <source>RU: rule set</source>
        <translation>RU: ルール</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>持ち時間:</translation>
    </message>
    <message>
        <source>TM: main time in seconds</source>
        <translation>TM: 持ち時間（秒）</translation>
    </message>
    <message>
        <source>Overtime:</source>
        <translation>秒読み:</translation>
    </message>
    <message>
        <source>OT: overtime system, e.g. 5x30 byo-yomi</source>
        <translation>OT: 秒読みの方式（例: 5x30 byo-yomi）</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>出典:</translation>
    </message>
    <message>
        <source>SO: where the record comes from</source>
        <translation>SO: 棋譜の出典</translation>
    </message>
    <message>
        <source>Annotator:</source>
        <translation>解説者:</translation>
    </message>
    <message>
        <source>AN: who commented the game</source>
        <translation>AN: 対局を解説した人</translation>
    </message>
    <message>
        <source>User:</source>
        <translation>入力者:</translation>
    </message>
    <message>
        <source>US: who entered the record</source>
        <translation>US: 棋譜を入力した人</translation>
    </message>
    <message>
        <source>Copyright:</source>
        <translation>著作権:</translation>
    </message>
    <message>
        <source>CP: copyright notice</source>
        <translation>CP: 著作権表示</translation>
    </message>
    <message>
        <source>Comment:</source>
        <translation>コメント:</translation>
    </message>
    <message>
        <source>GC: background information and summary of the game</source>
        <translation>GC: 対局の背景情報と概要</translation>
    </message>
    <message>
        <source>Game Info</source>
        <translation>対局情報</translation>
    </message>
    <message>
        <source>HA: number of handicap stones (0 = none)</source>
        <translation>HA: 置き石の数（0 = なし）</translation>
    </message>
    <message>
        <source>KM: komi in points, added to White&apos;s score</source>
        <translation>KM: コミ（目数）。白の得点に加算</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>対局者</translation>
    </message>
    <message>
        <source>e.g. 5d</source>
        <translation>例: 5d</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>今日</translation>
    </message>
    <message>
        <source>Set the date to today&apos;s date</source>
        <translation>日付を今日にする</translation>
    </message>
    <message>
        <source>Rules and result</source>
        <translation>ルールと結果</translation>
    </message>
    <message>
        <source>Komi:</source>
        <translation>コミ:</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <translation>置き石:</translation>
    </message>
    <message>
        <source>seconds, e.g. 3600</source>
        <translation>秒（例: 3600）</translation>
    </message>
    <message>
        <source>e.g. 5x30 byo-yomi</source>
        <translation>例: 5x30 byo-yomi</translation>
    </message>
    <message>
        <source>Game comment</source>
        <translation>対局のコメント</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <source>Date: the SGF form is YYYY-MM-DD (e.g. 2024-03-09).</source>
        <translation>日付: SGF の形式は YYYY-MM-DD です（例: 2024-03-09）。</translation>
    </message>
    <message>
        <source>Result: the SGF form is B+R, W+3.5, B+T, W+F, 0 (draw), Void or ?.</source>
        <translation>結果: SGF の形式は B+R、W+3.5、B+T、W+F、0（持碁）、Void、? です。</translation>
    </message>
    <message>
        <source>Time: the SGF form is a number of seconds (e.g. 3600).</source>
        <translation>時間: SGF の形式は秒数です（例: 3600）。</translation>
    </message>
</context>
<context>
    <name>GameList</name>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Game List</source>
        <translation>対局一覧</translation>
    </message>
    <message>
        <source>Filter: players, result, date, name…</source>
        <translation>絞り込み: 対局者、結果、日付、名前…</translation>
    </message>
    <message>
        <source>{0} of {1} games shown</source>
        <translation>{1} 局中 {0} 局を表示</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 局</translation>
    </message>
    <message>
        <source>{} games</source>
        <translation>{} 局</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>gogui-py User Manual</source>
        <translation>gogui-py ユーザーマニュアル</translation>
    </message>
    <message>
        <source>A board for programs that speak GTP (the Go Text Protocol).</source>
        <translation>GTP（Go Text Protocol）に対応したプログラムのための碁盤です。</translation>
    </message>
    <message>
        <source>About gogui-py</source>
        <translation>gogui-py について</translation>
    </message>
</context>
<context>
    <name>Import</name>
    <message>
        <source>Cannot import the position</source>
        <translation>局面をインポートできません</translation>
    </message>
    <message>
        <source>Imported a {}x{} position: {} black and {} white stones</source>
        <translation>{}x{} の局面をインポートしました: 黒石 {} 個、白石 {} 個</translation>
    </message>
    <message>
        <source>Position from Text</source>
        <translation>テキストから局面</translation>
    </message>
    <message>
        <source>Paste a board diagram (GTP showboard, an ASCII export): X # @ are black stones, O white ones, . + empty points; coordinates are ignored.</source>
        <translation>盤面図を貼り付けてください（GTP の showboard、ASCII エクスポート）: X # @ は黒石、O は白石、. + は空点です。座標は無視されます。</translation>
    </message>
    <message>
        <source>Not a board diagram: {}</source>
        <translation>盤面図ではありません: {}</translation>
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
        <source>{0} vs {1}</source>
        <translation>{0} 対 {1}</translation>
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
        <translation>ルールプログラム</translation>
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
        <translation>この対局はルールプログラムで打たれています</translation>
    </message>
    <message>
        <source>{} played an illegal move ({})</source>
        <translation>{} が不正な手を打ちました（{}）</translation>
    </message>
    <message>
        <source>The engine is busy; try again when it has moved</source>
        <translation>エンジンが処理中です。着手後にもう一度試してください</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>ラベル</translation>
    </message>
    <message>
        <source>Scoring is for Go; the ruler gives the result of this game</source>
        <translation>整地は囲碁用です。この対局の結果はルールプログラムが出します</translation>
    </message>
    <message>
        <source>Click dead stones to mark them, then Done</source>
        <translation>死石をクリックしてマークし、「完了」を押してください</translation>
    </message>
    <message>
        <source>Game over: {}</source>
        <translation>終局: {}</translation>
    </message>
    <message>
        <source>The engine is thinking; open the game when it has moved</source>
        <translation>エンジンが思考中です。着手後に対局を開いてください</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <source>New Match</source>
        <translation>新規対戦</translation>
    </message>
    <message>
        <source>None (Go)</source>
        <translation>なし（囲碁）</translation>
    </message>
    <message>
        <source>A ruler referees another game (Othello, Gomoku, Hex...); none: Go</source>
        <translation>ルールプログラムが別のゲーム（オセロ、五目並べ、ヘックスなど）を審判します。なし: 囲碁</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>Swap colours every game</source>
        <translation>対局ごとに先後を入れ替える</translation>
    </message>
    <message>
        <source>The players (final_score)</source>
        <translation>対局プログラム (final_score)</translation>
    </message>
    <message>
        <source>Internal (area scoring)</source>
        <translation>内部（計点）</translation>
    </message>
    <message>
        <source>Stop each pairing once an SPRT decides</source>
        <translation>SPRT の判定が出たら各組み合わせを終了</translation>
    </message>
    <message>
        <source>H0: the first program is at most elo0 stronger</source>
        <translation>H0: 1 番目のプログラムは強くても elo0 まで</translation>
    </message>
    <message>
        <source>H1: it is at least elo1 stronger</source>
        <translation>H1: 少なくとも elo1 強い</translation>
    </message>
    <message>
        <source>False-positive rate</source>
        <translation>偽陽性率</translation>
    </message>
    <message>
        <source>False-negative rate</source>
        <translation>偽陰性率</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名前:</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>フォルダ:</translation>
    </message>
    <message>
        <source>Referee (ruler):</source>
        <translation>審判（ルールプログラム）:</translation>
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
        <source>Handicap:</source>
        <translation>置き石:</translation>
    </message>
    <message>
        <source>Games per pairing:</source>
        <translation>組み合わせごとの対局数:</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>計算方法:</translation>
    </message>
    <message>
        <source>Games at once:</source>
        <translation>同時対局数:</translation>
    </message>
    <message>
        <source>Programs (two: a playoff; more: all play all):</source>
        <translation>プログラム（2 つ: 対抗戦、それ以上: 総当たり）:</translation>
    </message>
    <message>
        <source>The ruler</source>
        <translation>ルールプログラム</translation>
    </message>
    <message>
        <source>Not for a game refereed by a ruler (it scores its game)</source>
        <translation>ルールプログラムが審判する対局には使えません（ルールプログラムが計算します）</translation>
    </message>
    <message>
        <source>Not for a game refereed by a ruler</source>
        <translation>ルールプログラムが審判する対局には使えません</translation>
    </message>
    <message>
        <source>Ruler&apos;s default</source>
        <translation>ルールプログラムの既定値</translation>
    </message>
    <message>
        <source>Choose at least two programs.</source>
        <translation>プログラムを 2 つ以上選んでください。</translation>
    </message>
    <message>
        <source>The name must be a file name (no &apos;/&apos;, not starting with &apos;.&apos;).</source>
        <translation>名前はファイル名にしてください（「/」を含まず、「.」で始まらない）。</translation>
    </message>
    <message>
        <source>This match cannot be played: {}</source>
        <translation>この対戦は実行できません: {}</translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}</source>
        <translation>{0} に書き込めません: {1}</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>置き換える</translation>
    </message>
    <message>
        <source>{} exists. Replace it? Games already played in its folder are kept and counted (the match resumes).</source>
        <translation>{} は既にあります。置き換えますか？ フォルダ内の終わった対局は残り、集計されます（対戦は続きから再開します）。</translation>
    </message>
    <message>
        <source>Match folder</source>
        <translation>対戦フォルダ</translation>
    </message>
    <message>
        <source>Elo (first - second)</source>
        <translation>Elo（1 番目 − 2 番目）</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>対局</translation>
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
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>&amp;Open in Board</source>
        <translation>碁盤で開く(&amp;O)</translation>
    </message>
    <message>
        <source>No game under way</source>
        <translation>進行中の対局はありません</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>組み合わせ</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局数</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>Jigo</source>
        <translation>持碁</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>Void</source>
        <translation>無効</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>勝率</translation>
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
        <translation>、{1} 局で {0} を採択</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>stopped or halted</source>
        <translation>停止または中断</translation>
    </message>
    <message>
        <source>match file refused</source>
        <translation>対戦ファイルが拒否されました</translation>
    </message>
    <message>
        <source>folder in use</source>
        <translation>フォルダが使用中です</translation>
    </message>
    <message>
        <source>Matches — gogui-py</source>
        <translation>対戦 — gogui-py</translation>
    </message>
    <message>
        <source>No match: New Match… or Open Match…</source>
        <translation>対戦なし: 新規対戦… または 対戦を開く…</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>対戦</translation>
    </message>
    <message>
        <source>&amp;New Match…</source>
        <translation>新規対戦(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open Match…</source>
        <translation>対戦を開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>Games at once</source>
        <translation>同時対局数</translation>
    </message>
    <message>
        <source>  Games at once: </source>
        <translation>  同時対局数: </translation>
    </message>
    <message>
        <source>Open Match</source>
        <translation>対戦を開く</translation>
    </message>
    <message>
        <source>Match files (*.toml)</source>
        <translation>対戦ファイル (*.toml)</translation>
    </message>
    <message>
        <source>Stop the match under way first.</source>
        <translation>先に進行中の対戦を停止してください。</translation>
    </message>
    <message>
        <source>Match {} — gogui-py</source>
        <translation>対戦 {} — gogui-py</translation>
    </message>
    <message>
        <source>Another run is playing this match (gogui-match run).</source>
        <translation>別の実行がこの対戦を行っています (gogui-match run)。</translation>
    </message>
    <message>
        <source>No record of game {0} ({1}).</source>
        <translation>対局 {0} の棋譜がありません（{1}）。</translation>
    </message>
    <message>
        <source>status {}</source>
        <translation>状態 {}</translation>
    </message>
    <message>
        <source>runner ended: {}</source>
        <translation>実行プロセスが終了: {}</translation>
    </message>
    <message>
        <source>&amp;Kill</source>
        <translation>強制終了(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>再開(&amp;R)</translation>
    </message>
    <message>
        <source>not running</source>
        <translation>停止中</translation>
    </message>
    <message>
        <source>{0}/{1} games, {2} void, {3} under way · {4}</source>
        <translation>{0}/{1} 局、無効 {2}、進行中 {3} · {4}</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>対戦</translation>
    </message>
    <message>
        <source>The match is running. Stop it? The games under way finish first; Start resumes it later.</source>
        <translation>対戦が実行中です。停止しますか？ 進行中の対局は最後まで打たれます。後で「開始」で再開できます。</translation>
    </message>
    <message>
        <source>Opening positions</source>
        <translation>開始局面</translation>
    </message>
    <message>
        <source>SGF files (*.sgf);;All files (*)</source>
        <translation>SGF ファイル (*.sgf);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Fixed (fixed_handicap)</source>
        <translation>固定 (fixed_handicap)</translation>
    </message>
    <message>
        <source>Free (place_free_handicap)</source>
        <translation>自由 (place_free_handicap)</translation>
    </message>
    <message>
        <source>Free: black&apos;s program chooses where its stones go</source>
        <translation>自由: 黒のプログラムが置き石の位置を選びます</translation>
    </message>
    <message>
        <source>Openings (main lines played first)</source>
        <translation>開始局面（本線を先に打つ）</translation>
    </message>
    <message>
        <source>Game n of a pairing starts from opening n (n/2 when colours swap), in turn</source>
        <translation>組み合わせの n 局目は開始局面 n から始まります（先後を入れ替える場合は n/2）。順に繰り返します</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>追加…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>除外</translation>
    </message>
    <message>
        <source>Time limits</source>
        <translation>時間制限</translation>
    </message>
    <message>
        <source>None (sudden death)</source>
        <translation>なし（切れ負け）</translation>
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
        <source>Over time loses the game</source>
        <translation>時間切れは負け</translation>
    </message>
    <message>
        <source>Unchecked: time is only recorded, the game goes on</source>
        <translation>チェックなし: 時間は記録されるだけで、対局は続きます</translation>
    </message>
    <message>
        <source>Main time:</source>
        <translation>持ち時間:</translation>
    </message>
    <message>
        <source>Overtime:</source>
        <translation>秒読み:</translation>
    </message>
    <message>
        <source>Period:</source>
        <translation>1 期間の時間:</translation>
    </message>
    <message>
        <source>Periods:</source>
        <translation>秒読み回数:</translation>
    </message>
    <message>
        <source>Moves per period:</source>
        <translation>1 期間の手数:</translation>
    </message>
</context>
<context>
    <name>Menu</name>
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
        <source>&amp;Black</source>
        <translation>黒(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>白(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Not Set</source>
        <translation>未設定(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Go to Node</source>
        <translation>ノードへ移動(&amp;G)</translation>
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
        <source>&amp;Good Move (!)</source>
        <translation>好手(&amp;G) (!)</translation>
    </message>
    <message>
        <source>&amp;Very Good Move (!!)</source>
        <translation>妙手(&amp;V) (!!)</translation>
    </message>
    <message>
        <source>&amp;Bad Move (?)</source>
        <translation>悪手(&amp;B) (?)</translation>
    </message>
    <message>
        <source>Ve&amp;ry Bad Move (??)</source>
        <translation>大悪手(&amp;R) (??)</translation>
    </message>
    <message>
        <source>&amp;Interesting Move (!?)</source>
        <translation>興味深い手(&amp;I) (!?)</translation>
    </message>
    <message>
        <source>&amp;Doubtful Move (?!)</source>
        <translation>疑問手(&amp;D) (?!)</translation>
    </message>
    <message>
        <source>Good &amp;for Black</source>
        <translation>黒良し(&amp;F)</translation>
    </message>
    <message>
        <source>Good for &amp;White</source>
        <translation>白良し(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Even Position</source>
        <translation>互角(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Unclear Position</source>
        <translation>不明(&amp;U)</translation>
    </message>
    <message>
        <source>Move Var&amp;iation Up</source>
        <translation>変化を上へ(&amp;I)</translation>
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
        <source>&amp;No Move Annotation</source>
        <translation>手の注釈なし(&amp;N)</translation>
    </message>
    <message>
        <source>No &amp;Position Annotation</source>
        <translation>局面の注釈なし(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Hotspot</source>
        <translation>急所(&amp;H)</translation>
    </message>
    <message>
        <source>No Hotspo&amp;t</source>
        <translation>急所なし(&amp;T)</translation>
    </message>
    <message>
        <source>Position Va&amp;lue…</source>
        <translation>形勢値(&amp;L)…</translation>
    </message>
    <message>
        <source>N&amp;o Position Value</source>
        <translation>形勢値なし(&amp;O)</translation>
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
        <source>Paste SG&amp;F as New Game</source>
        <translation>SGF を新しい対局として貼り付け(&amp;F)</translation>
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
        <source>Pause Engine &amp;Game</source>
        <translation>エンジン対局を一時停止(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>なし(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;{} s</source>
        <translation>&amp;{} 秒</translation>
    </message>
    <message>
        <source>&amp;Delay Between Engine Moves</source>
        <translation>エンジン着手の間隔(&amp;D)</translation>
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
        <source>Reatta&amp;ch Program</source>
        <translation>プログラムを再接続(&amp;C)</translation>
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
        <translation>ルールプログラムを切断(&amp;D)</translation>
    </message>
    <message>
        <source>Re&amp;attach Ruler</source>
        <translation>ルールプログラムを再接続(&amp;A)</translation>
    </message>
    <message>
        <source>Ruler &amp;Plays White</source>
        <translation>ルールプログラムが白を持つ(&amp;P)</translation>
    </message>
    <message>
        <source>Play {}</source>
        <translation>{} を打つ</translation>
    </message>
    <message>
        <source>Attach &amp;Ruler…</source>
        <translation>ルールプログラムを接続(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Edit Rulers…</source>
        <translation>ルールプログラムを編集(&amp;E)…</translation>
    </message>
    <message>
        <source>Attach Ruler</source>
        <translation>ルールプログラムを接続</translation>
    </message>
    <message>
        <source>Command line of a GTP ruler:</source>
        <translation>GTP ルールプログラムのコマンドライン:</translation>
    </message>
    <message>
        <source>B&amp;oth</source>
        <translation>両方(&amp;O)</translation>
    </message>
    <message>
        <source>E&amp;ngine</source>
        <translation>エンジン(&amp;N)</translation>
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
        <source>Computer Pl&amp;ay</source>
        <translation>コンピュータが打つ(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Beginning</source>
        <translation>最初(&amp;B)</translation>
    </message>
    <message>
        <source>Backward &amp;10</source>
        <translation>10 手戻る(&amp;1)</translation>
    </message>
    <message>
        <source>Back&amp;ward</source>
        <translation>戻る(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>進む(&amp;F)</translation>
    </message>
    <message>
        <source>Forwar&amp;d 10</source>
        <translation>10 手進む(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;End</source>
        <translation>最後(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Previous Variation</source>
        <translation>前の変化(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next Variation</source>
        <translation>次の変化(&amp;N)</translation>
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
        <source>Copied {vertex}</source>
        <translation>{vertex} をコピーしました</translation>
    </message>
    <message>
        <source>Boo&amp;kmarks</source>
        <translation>ブックマーク(&amp;K)</translation>
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
        <source>Find &amp;Next Comment</source>
        <translation>次のコメントを検索(&amp;N)</translation>
    </message>
    <message>
        <source>Play Si&amp;ngle Move</source>
        <translation>一手だけ打つ(&amp;N)</translation>
    </message>
    <message>
        <source>Delete &amp;Side Variations</source>
        <translation>脇の変化図を削除(&amp;S)</translation>
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
        <source>Su&amp;btree Statistics…</source>
        <translation>サブツリー統計(&amp;B)…</translation>
    </message>
    <message>
        <source>Scro&amp;ll to Current</source>
        <translation>現在位置へスクロール(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Analyze Commands</source>
        <translation>解析コマンド(&amp;A)</translation>
    </message>
    <message>
        <source>A&amp;nalysis (lz-/kata-analyze)</source>
        <translation>解析(&amp;N) (lz-/kata-analyze)</translation>
    </message>
    <message>
        <source>&amp;Win Rate Graph</source>
        <translation>勝率グラフ(&amp;W)</translation>
    </message>
    <message>
        <source>Show &amp;Ownership</source>
        <translation>地の所有を表示(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Win Rate</source>
        <translation>勝率(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Score Lead</source>
        <translation>目差(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Loss Against Best</source>
        <translation>最善手との差(&amp;L)</translation>
    </message>
    <message>
        <source>Analysis &amp;Settings…</source>
        <translation>解析の設定(&amp;S)…</translation>
    </message>
    <message>
        <source>Analyze &amp;Game</source>
        <translation>対局を解析(&amp;G)</translation>
    </message>
    <message>
        <source>S&amp;top Analyze Game</source>
        <translation>対局の解析を中止(&amp;T)</translation>
    </message>
    <message>
        <source>Write Anal&amp;ysis to Record…</source>
        <translation>解析を棋譜に書き込む(&amp;Y)…</translation>
    </message>
    <message>
        <source>Snaps&amp;hot Parameters</source>
        <translation>パラメータのスナップショット(&amp;H)</translation>
    </message>
    <message>
        <source>Restore Para&amp;meters</source>
        <translation>パラメータを復元(&amp;M)</translation>
    </message>
    <message>
        <source>Sa&amp;ve Parameters…</source>
        <translation>パラメータを保存(&amp;V)…</translation>
    </message>
    <message>
        <source>Reattach W&amp;ith Parameters</source>
        <translation>パラメータ付きで再接続(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;No Variations</source>
        <translation>変化を表示しない(&amp;N)</translation>
    </message>
    <message>
        <source>Variations as &amp;Ghost Stones</source>
        <translation>変化を半透明の石で表示(&amp;G)</translation>
    </message>
    <message>
        <source>Variations as &amp;Letters</source>
        <translation>変化を文字で表示(&amp;L)</translation>
    </message>
    <message>
        <source>No Move N&amp;umbers</source>
        <translation>手数を表示しない(&amp;U)</translation>
    </message>
    <message>
        <source>Last &amp;10 Moves</source>
        <translation>最後の 10 手(&amp;1)</translation>
    </message>
    <message>
        <source>&amp;All Moves</source>
        <translation>すべての手(&amp;A)</translation>
    </message>
    <message>
        <source>Ne&amp;xt Earlier Variation</source>
        <translation>次の手前の変化(&amp;X)</translation>
    </message>
    <message>
        <source>P&amp;revious Earlier Variation</source>
        <translation>前の手前の変化(&amp;R)</translation>
    </message>
    <message>
        <source>B&amp;ack to Main Line</source>
        <translation>本線に戻る(&amp;A)</translation>
    </message>
    <message>
        <source>Go to &amp;Move…</source>
        <translation>指定の手へ移動(&amp;M)…</translation>
    </message>
    <message>
        <source>F&amp;ind in Comments…</source>
        <translation>コメントを検索(&amp;I)…</translation>
    </message>
    <message>
        <source>Find Nex&amp;t</source>
        <translation>次を検索(&amp;T)</translation>
    </message>
    <message>
        <source>Find Previo&amp;us</source>
        <translation>前を検索(&amp;U)</translation>
    </message>
    <message>
        <source>Select &amp;Game of Collection…</source>
        <translation>棋譜集から対局を選択(&amp;G)…</translation>
    </message>
    <message>
        <source>Reopen with &amp;Encoding…</source>
        <translation>文字コードを指定して開き直す(&amp;E)…</translation>
    </message>
    <message>
        <source>Show &amp;Repairs Made on Reading…</source>
        <translation>読み込み時の修復を表示(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>座標(&amp;C)</translation>
    </message>
    <message>
        <source>Sho&amp;w Last Move</source>
        <translation>最後の手を表示(&amp;W)</translation>
    </message>
    <message>
        <source>Game &amp;Tree</source>
        <translation>棋譜ツリー(&amp;T)</translation>
    </message>
    <message>
        <source>GTP &amp;Shell</source>
        <translation>GTP シェル(&amp;S)</translation>
    </message>
    <message>
        <source>Comm&amp;ent Panel</source>
        <translation>コメント欄(&amp;E)</translation>
    </message>
    <message>
        <source>The comment, programs, players, captures and clocks</source>
        <translation>コメント、プログラム、対局者、アゲハマ、時計</translation>
    </message>
    <message>
        <source>Tool Ba&amp;rs</source>
        <translation>ツールバー(&amp;R)</translation>
    </message>
    <message>
        <source>Reset Window La&amp;yout</source>
        <translation>ウィンドウ配置をリセット(&amp;Y)</translation>
    </message>
</context>
<context>
    <name>Navigation</name>
    <message>
        <source>Go to Variation</source>
        <translation>変化図へ移動</translation>
    </message>
    <message>
        <source>Variation (branch numbers from the root, e.g. 2.1;
empty: the main line):</source>
        <translation>変化（ルートからの分岐番号、例: 2.1。
空欄: 本線）:</translation>
    </message>
    <message>
        <source>No variation {} in this game</source>
        <translation>この対局に変化 {} はありません</translation>
    </message>
    <message>
        <source>No more comments: continued from the start</source>
        <translation>これ以上コメントはありません: 最初から続けます</translation>
    </message>
    <message>
        <source>No other node has a comment</source>
        <translation>他にコメントのあるノードはありません</translation>
    </message>
    <message>
        <source>Delete Side Variations</source>
        <translation>脇の変化図を削除</translation>
    </message>
    <message>
        <source>All variations but the one through the current position will be deleted.
Edit &gt; Undo brings them back.</source>
        <translation>現在の局面を通る変化以外のすべての変化が削除されます。
編集 &gt; 元に戻す で復元できます。</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
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
        <translation>{0}x{0} 超: GTP エンジンはこのサイズでは対局できません（記録と編集のみ）。</translation>
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
        <translation>{0} が投了: {1}</translation>
    </message>
    <message>
        <source>{}
Terminate it? The game record is kept; you can attach it again.</source>
        <translation>{}
終了しますか？ 棋譜は残ります。後で再接続できます。</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Resumed</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>No engine command is running</source>
        <translation>実行中のエンジンのコマンドはありません</translation>
    </message>
    <message>
        <source>Interrupting {}…</source>
        <translation>{} を中断中…</translation>
    </message>
    <message>
        <source>{} cannot be interrupted (no gogui-interrupt): wait for its answer</source>
        <translation>{} は中断できません（gogui-interrupt なし）。応答を待ってください</translation>
    </message>
    <message>
        <source>{} cannot be interrupted.</source>
        <translation>{} は中断できません。</translation>
    </message>
    <message>
        <source>{} did not stop thinking.</source>
        <translation>{} は思考を止めませんでした。</translation>
    </message>
    <message>
        <source>{0} placed {1} handicap stones</source>
        <translation>{0} が置き石を {1} 個置きました</translation>
    </message>
    <message>
        <source>The engine did not place the handicap: {}</source>
        <translation>エンジンが置き石を置きませんでした: {}</translation>
    </message>
    <message>
        <source>{} detached while thinking: no move was played</source>
        <translation>{} は思考中に切断されました。着手はありません</translation>
    </message>
    <message>
        <source>The computer is thinking</source>
        <translation>コンピュータが思考中です</translation>
    </message>
    <message>
        <source>Engine not told: {}</source>
        <translation>エンジンに伝えられませんでした: {}</translation>
    </message>
    <message>
        <source>{0} refused the move: {1}</source>
        <translation>{0} が着手を拒否しました: {1}</translation>
    </message>
    <message>
        <source>{0} was not told of the move: {1}</source>
        <translation>{0} に着手が伝わりませんでした: {1}</translation>
    </message>
    <message>
        <source>No engine attached</source>
        <translation>エンジンが接続されていません</translation>
    </message>
    <message>
        <source>{} is thinking…</source>
        <translation>{} が思考中…</translation>
    </message>
    <message>
        <source>{0} played an illegal move ({1}); it no longer plays a colour</source>
        <translation>{0} が不正な手を打ちました（{1}）。以後は手番を担当しません</translation>
    </message>
    <message>
        <source>{0} played {1}{2}</source>
        <translation>{0} が {1} に打ちました{2}</translation>
    </message>
    <message>
        <source>counted by gogui-py, no stones removed</source>
        <translation>gogui-py が計算、死石の除去なし</translation>
    </message>
    <message>
        <source>final_score of {}</source>
        <translation>{} の final_score</translation>
    </message>
    <message>
        <source>counted by gogui-py</source>
        <translation>gogui-py が計算</translation>
    </message>
    <message>
        <source>counted by gogui-py ({})</source>
        <translation>gogui-py が計算（{}）</translation>
    </message>
    <message>
        <source>Game over: {0} ({1})</source>
        <translation>終局: {0}（{1}）</translation>
    </message>
    <message>
        <source>{0} answered “{1}” with something that is not a move:</source>
        <translation>{0} は「{1}」に手ではない応答を返しました：</translation>
    </message>
    <message>
        <source>{0} answered {1} with no move</source>
        <translation>{0} は {1} に手を返しませんでした</translation>
    </message>
    <message>
        <source>Engine Refused to Move</source>
        <translation>エンジンが着手を拒否しました</translation>
    </message>
    <message>
        <source>{0} refused to play: {1}</source>
        <translation>{0} が着手を拒否しました：{1}</translation>
    </message>
    <message>
        <source>It no longer plays a colour: it is your turn. The game record is intact; Game &gt; Computer Color lets it play again.</source>
        <translation>以後は手番を担当しません。あなたの手番です。棋譜はそのままです。対局 &gt; コンピュータの手番 で再び打たせることができます。</translation>
    </message>
    <message>
        <source>{0}; it no longer plays a colour</source>
        <translation>{0}。以後は手番を担当しません</translation>
    </message>
    <message>
        <source>No move was played; the game record is intact.</source>
        <translation>手は打たれていません。棋譜はそのままです。</translation>
    </message>
    <message>
        <source>Invalid Response from Engine</source>
        <translation>エンジンの不正な応答</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>引き分け</translation>
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
        <translation>スレート（ダークテーマ用）</translation>
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
        <translation>テーマ(&amp;H):</translation>
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
        <translation>音が出せません: {}</translation>
    </message>
</context>
<context>
    <name>Programs</name>
    <message>
        <source>{0} refused {1}</source>
        <translation>{0} は {1} を拒否しました</translation>
    </message>
    <message>
        <source>{0} is not at the displayed position: {1}</source>
        <translation>{0} は表示中の局面にありません: {1}</translation>
    </message>
    <message>
        <source>Position: move {0} of {1}x{2}</source>
        <translation>局面: {0} 手目、{1}x{2}</translation>
    </message>
    <message>
        <source>Position: start of {0}x{1}</source>
        <translation>局面: 開始局面、{0}x{1}</translation>
    </message>
    <message>
        <source>the displayed position cannot be sent to it</source>
        <translation>表示中の局面を送れません</translation>
    </message>
    <message>
        <source>Position not set: {}</source>
        <translation>局面が設定されていません: {}</translation>
    </message>
    <message>
        <source>Enter the command line that starts the program.</source>
        <translation>プログラムを起動するコマンドラインを入力してください。</translation>
    </message>
    <message>
        <source>The command line does not parse: {}.</source>
        <translation>コマンドラインを解析できません: {}。</translation>
    </message>
    <message>
        <source>Connects to {}</source>
        <translation>{} に接続します</translation>
    </message>
    <message>
        <source>The working directory {} does not exist.</source>
        <translation>作業ディレクトリ {} がありません。</translation>
    </message>
    <message>
        <source>Runs {}</source>
        <translation>{} を実行します</translation>
    </message>
    <message>
        <source>in the working directory</source>
        <translation>作業ディレクトリに</translation>
    </message>
    <message>
        <source>in the current folder</source>
        <translation>現在のフォルダに</translation>
    </message>
    <message>
        <source>{0} is not found {1}.</source>
        <translation>{1}{0} が見つかりません。</translation>
    </message>
    <message>
        <source>{0} is not on PATH but is in the working directory: write ./{1}</source>
        <translation>{0} は PATH にありませんが作業ディレクトリにあります: ./{1} と書いてください</translation>
    </message>
    <message>
        <source>{} is not found on PATH.</source>
        <translation>{} が PATH に見つかりません。</translation>
    </message>
    <message>
        <source>New Engine</source>
        <translation>新規エンジン</translation>
    </message>
    <message>
        <source>Edit Engine</source>
        <translation>エンジンの編集</translation>
    </message>
    <message>
        <source>New Ruler</source>
        <translation>新規ルールプログラム</translation>
    </message>
    <message>
        <source>Edit Ruler</source>
        <translation>ルールプログラムの編集</translation>
    </message>
    <message>
        <source>e.g. gnugo --mode gtp or &quot;/opt/my engine/run&quot; -v</source>
        <translation>例: gnugo --mode gtp または &quot;/opt/my engine/run&quot; -v</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>Choose the program&apos;s executable file</source>
        <translation>プログラムの実行ファイルを選択</translation>
    </message>
    <message>
        <source>the current folder</source>
        <translation>現在のフォルダ</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <source>Choose the folder the program runs in</source>
        <translation>プログラムを実行するフォルダを選択</translation>
    </message>
    <message>
        <source>not known until attached</source>
        <translation>接続するまで不明</translation>
    </message>
    <message>
        <source>Restore Default Command</source>
        <translation>既定のコマンドに戻す</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>ラベル(&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation>コマンド(&amp;C):</translation>
    </message>
    <message>
        <source>&amp;Working directory:</source>
        <translation>作業ディレクトリ(&amp;W):</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>プログラム:</translation>
    </message>
    <message>
        <source>Built-in entry: the program is kept up to date when the settings are loaded; the label, folder and arguments are yours.</source>
        <translation>組み込みの項目: 設定の読み込み時にプログラムは最新に保たれます。ラベル、フォルダ、引数は自由に変更できます。</translation>
    </message>
    <message>
        <source>Choose the Program</source>
        <translation>プログラムを選択</translation>
    </message>
    <message>
        <source>Choose the Working Directory</source>
        <translation>作業ディレクトリを選択</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>ラベル</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>プログラム</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>Rulers</source>
        <translation>ルールプログラム</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>追加(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>編集(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>上へ(&amp;U)</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>下へ(&amp;D)</translation>
    </message>
    <message>
        <source>Engine did not start</source>
        <translation>エンジンが起動しませんでした</translation>
    </message>
    <message>
        <source>Could not start {0}: {1}</source>
        <translation>{0} を起動できませんでした: {1}</translation>
    </message>
    <message>
        <source>Engine stopped</source>
        <translation>エンジンが停止しました</translation>
    </message>
    <message>
        <source>{0}: {1}.
The game record is intact; attach the engine again from the Engine menu to go on.</source>
        <translation>{0}: {1}。
棋譜は無事です。続けるにはエンジンメニューからエンジンを再接続してください。</translation>
    </message>
    <message>
        <source>Starting {}…</source>
        <translation>{} を起動中…</translation>
    </message>
    <message>
        <source>No program attached</source>
        <translation>プログラムが接続されていません</translation>
    </message>
    <message>
        <source>&apos;{}&apos; changed the ruler&apos;s position: it is set back to the game</source>
        <translation>「{}」がルールプログラムの局面を変更しました: 対局の局面に戻します</translation>
    </message>
    <message>
        <source>&apos;{}&apos; changed the engine&apos;s position: it is set back to the game</source>
        <translation>「{}」がエンジンの局面を変更しました: 対局の局面に戻します</translation>
    </message>
    <message>
        <source>Position: changed by a typed command</source>
        <translation>局面: 入力したコマンドで変更されました</translation>
    </message>
    <message>
        <source>{0} plays {1} (click to change)</source>
        <translation>{0} が{1}を担当（クリックで変更）</translation>
    </message>
    <message>
        <source>{0} does not play {1} (click to change)</source>
        <translation>{0} は{1}を担当しない（クリックで変更）</translation>
    </message>
    <message>
        <source>{} analyses (click to change)</source>
        <translation>{} が解析する（クリックで変更）</translation>
    </message>
    <message>
        <source>{} does not analyse (click to change)</source>
        <translation>{} は解析しない（クリックで変更）</translation>
    </message>
</context>
<context>
    <name>Record</name>
    <message>
        <source>Suicide is not allowed</source>
        <translation>自殺手は禁止です</translation>
    </message>
    <message>
        <source>Ko: retake not allowed yet</source>
        <translation>コウ: まだ取り返せません</translation>
    </message>
    <message>
        <source>Point {} is occupied</source>
        <translation>{} には石があります</translation>
    </message>
    <message>
        <source>Point ({0}, {1}) is off the {2}x{3} board</source>
        <translation>点 ({0}, {1}) は {2}x{3} の碁盤の外です</translation>
    </message>
    <message>
        <source>converted from {0}; Save writes a new SGF file</source>
        <translation>{0} から変換。保存すると新しい SGF ファイルに書き込みます</translation>
    </message>
    <message>
        <source>{} games in file, showing the first</source>
        <translation>ファイルに {} 局あり、最初の対局を表示</translation>
    </message>
    <message>
        <source>{} problem repaired</source>
        <translation>{} 件の問題を修復</translation>
    </message>
    <message>
        <source>{} problems repaired</source>
        <translation>{} 件の問題を修復</translation>
    </message>
    <message>
        <source>{}: played with a ruler</source>
        <translation>{}: ルールプログラムを使った対局</translation>
    </message>
    <message>
        <source>Opened {}</source>
        <translation>{} を開きました</translation>
    </message>
    <message>
        <source>Saved {}</source>
        <translation>{} を保存しました</translation>
    </message>
    <message>
        <source>Saved {0} (UTF-8; read as {1})</source>
        <translation>{0} を保存しました（UTF-8。読み込み時は {1}）</translation>
    </message>
    <message>
        <source>Handicap stones go on an empty game only</source>
        <translation>置き石は空の対局にしか置けません</translation>
    </message>
    <message>
        <source>Game {0} of {1}</source>
        <translation>対局 {0}/{1}</translation>
    </message>
    <message>
        <source>File &gt; More &gt; Reopen with Encoding to change</source>
        <translation>変更するには ファイル &gt; その他 &gt; 文字コードを指定して開き直す</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>Restore Unsaved Games</source>
        <translation>未保存の対局を復元</translation>
    </message>
    <message>
        <source>gogui-py ended without saving this game. Restore it?</source>
        <translation>gogui-py はこの対局を保存せずに終了しました。復元しますか？</translation>
    </message>
    <message>
        <source>gogui-py ended without saving these {} games. Restore the checked ones?</source>
        <translation>gogui-py はこれら {} 局を保存せずに終了しました。チェックした対局を復元しますか？</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>復元(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>破棄(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>後で(&amp;N)</translation>
    </message>
    <message>
        <source>{}: no unsaved game to restore there</source>
        <translation>{}: 復元する未保存の対局はありません</translation>
    </message>
    <message>
        <source>Cannot restore {0}: {1}</source>
        <translation>{0} を復元できません: {1}</translation>
    </message>
    <message>
        <source> — paused: Game &gt; Pause (F6) goes on</source>
        <translation> — 一時停止中: 対局 &gt; エンジン対局を一時停止 (F6) で再開</translation>
    </message>
    <message>
        <source>clock halted: Game &gt; Clock &gt; Resume</source>
        <translation>時計停止中: 対局 &gt; 時計 &gt; 再開</translation>
    </message>
    <message>
        <source>Restored {0} ({1} moves){2}</source>
        <translation>{0} を復元しました（{1} 手）{2}</translation>
    </message>
    <message>
        <source>Cannot write the recovery file: {}</source>
        <translation>復元ファイルを書き込めません: {}</translation>
    </message>
</context>
<context>
    <name>Regress</name>
    <message>
        <source>{} sets up no position from a record (no loadsgf)</source>
        <translation>{} は棋譜から局面を設定しません（loadsgf なし）</translation>
    </message>
    <message>
        <source>The engine is thinking; show the test when it has moved</source>
        <translation>エンジンが思考中です。着手後にテストを表示してください</translation>
    </message>
    <message>
        <source>{0}: {1} not opened</source>
        <translation>{0}: {1} を開けませんでした</translation>
    </message>
    <message>
        <source> · not shown: {}</source>
        <translation> · 未表示: {}</translation>
    </message>
    <message>
        <source> before move {}</source>
        <translation> {} 手目の前</translation>
    </message>
    <message>
        <source>not run yet</source>
        <translation>未実行</translation>
    </message>
    <message>
        <source>error: {}</source>
        <translation>エラー: {}</translation>
    </message>
    <message>
        <source>engine answered {}</source>
        <translation>エンジンの応答: {}</translation>
    </message>
    <message>
        <source>command line of a GTP engine</source>
        <translation>GTP エンジンのコマンドライン</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>エンジン:</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>コマンド:</translation>
    </message>
    <message>
        <source>Other command</source>
        <translation>その他のコマンド</translation>
    </message>
    <message>
        <source>none run</source>
        <translation>実行なし</translation>
    </message>
    <message>
        <source>{0} test: {1}</source>
        <translation>テスト {0} 件: {1}</translation>
    </message>
    <message>
        <source>{0} tests: {1}</source>
        <translation>テスト {0} 件: {1}</translation>
    </message>
    <message>
        <source>{} not run</source>
        <translation>未実行 {}</translation>
    </message>
    <message>
        <source>no test run</source>
        <translation>実行したテストなし</translation>
    </message>
    <message>
        <source> · engine restarted {}x</source>
        <translation> · エンジン再起動 {} 回</translation>
    </message>
    <message>
        <source> · {} problem</source>
        <translation> · 問題 {} 件</translation>
    </message>
    <message>
        <source> · {} problems</source>
        <translation> · 問題 {} 件</translation>
    </message>
    <message>
        <source>Regression Tests — gogui-py</source>
        <translation>回帰テスト — gogui-py</translation>
    </message>
    <message>
        <source>Add .tst files, choose the engine, then Run</source>
        <translation>.tst ファイルを追加し、エンジンを選んで「実行」</translation>
    </message>
    <message>
        <source>Regression</source>
        <translation>回帰テスト</translation>
    </message>
    <message>
        <source>&amp;Add Files…</source>
        <translation>ファイルを追加(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Remove Files</source>
        <translation>ファイルを除外(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>実行(&amp;R)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>R&amp;erun Test</source>
        <translation>テストを再実行(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Show on Board</source>
        <translation>碁盤に表示(&amp;S)</translation>
    </message>
    <message>
        <source>Longest wait for one answer; then the test is an error</source>
        <translation>1 つの応答を待つ最長時間。超えるとテストはエラー</translation>
    </message>
    <message>
        <source>Engine processes at once (they share the files&apos; positions)</source>
        <translation>同時に動かすエンジンのプロセス数（ファイルの局面を共有）</translation>
    </message>
    <message>
        <source> Timeout: </source>
        <translation> タイムアウト: </translation>
    </message>
    <message>
        <source>  Engines: </source>
        <translation>  エンジン数: </translation>
    </message>
    <message>
        <source>Select a test to see its command, answer and GTP log</source>
        <translation>テストを選ぶと、そのコマンド、応答、GTP ログを表示します</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>表示:</translation>
    </message>
    <message>
        <source>Test files:</source>
        <translation>テストファイル:</translation>
    </message>
    <message>
        <source>Add Regression Test Files</source>
        <translation>回帰テストファイルを追加</translation>
    </message>
    <message>
        <source>GTP test files (*.tst);;All (*)</source>
        <translation>GTP テストファイル (*.tst);;すべて (*)</translation>
    </message>
    <message>
        <source>Add .tst files first</source>
        <translation>先に .tst ファイルを追加してください</translation>
    </message>
    <message>
        <source>Reading the test files…</source>
        <translation>テストファイルを読み込み中…</translation>
    </message>
    <message>
        <source>Rerunning {}…</source>
        <translation>{} を再実行中…</translation>
    </message>
    <message>
        <source>Engine command: {}</source>
        <translation>エンジンのコマンド: {}</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>停止中…</translation>
    </message>
    <message>
        <source>{}: unreadable</source>
        <translation>{}: 読み込めません</translation>
    </message>
    <message>
        <source>The run failed: {}</source>
        <translation>実行に失敗しました: {}</translation>
    </message>
    <message>
        <source>Show on Board</source>
        <translation>碁盤に表示</translation>
    </message>
    <message>
        <source>Rerun Test</source>
        <translation>テストを再実行</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>テスト</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>期待値</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>応答</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未実行</translation>
    </message>
    <message>
        <source>All</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>Unexpected</source>
        <translation>予期しない結果</translation>
    </message>
    <message>
        <source>Known failure</source>
        <translation>既知の失敗</translation>
    </message>
    <message>
        <source>{file}, line {line}</source>
        <translation>{file}、{line} 行目</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>{0} plays Go only: attach an engine for {1} (Engine menu) and choose its colour in the Game menu</source>
        <translation>{0} は囲碁専用です: {1} 用のエンジンを接続し（エンジンメニュー）、対局メニューでその色を選んでください</translation>
    </message>
    <message>
        <source>The record is a game of {0}: a new game of {1} starts</source>
        <translation>棋譜は {0} の対局です。{1} の新しい対局を始めます</translation>
    </message>
    <message>
        <source>The open game is kept; start a new game to play {}</source>
        <translation>開いている対局は残ります。{} を打つには新規対局を始めてください</translation>
    </message>
    <message>
        <source>The ruler plays {0} on {1}, the record on {2}</source>
        <translation>ルールプログラムの {0} は {1}、棋譜は {2} です</translation>
    </message>
    <message>
        <source>{0} is played on {1}</source>
        <translation>{0} は {1} で打たれます</translation>
    </message>
    <message>
        <source>No ruler for {} in Game &gt; Rules: attach one to see the positions</source>
        <translation>対局 &gt; ルール に {} のルールプログラムがありません: 局面を見るには接続してください</translation>
    </message>
    <message>
        <source>Attaching the {0} ruler for {1}</source>
        <translation>{1} 用のルールプログラム {0} を接続中</translation>
    </message>
    <message>
        <source>Warning: the engine plays {0}, the ruler {1}</source>
        <translation>警告: エンジンは {0}、ルールプログラムは {1} を打ちます</translation>
    </message>
    <message>
        <source>Waiting for the ruler…</source>
        <translation>ルールプログラムを待っています…</translation>
    </message>
    <message>
        <source>The game is over: {}</source>
        <translation>対局は終了しました: {}</translation>
    </message>
    <message>
        <source>It is {}&apos;s turn, played by the computer</source>
        <translation>{}の番です。コンピュータが打ちます</translation>
    </message>
    <message>
        <source>{} may not pass now</source>
        <translation>{} は今パスできません</translation>
    </message>
    <message>
        <source>{0} is not a legal move for {1}</source>
        <translation>{0} は{1}の合法手ではありません</translation>
    </message>
    <message>
        <source>the ruler refused it: {}</source>
        <translation>ルールプログラムが拒否しました: {}</translation>
    </message>
    <message>
        <source>The ruler refused {0}: {1}</source>
        <translation>ルールプログラムが {0} を拒否しました: {1}</translation>
    </message>
    <message>
        <source>Engine not told: {}</source>
        <translation>エンジンに伝えられませんでした: {}</translation>
    </message>
    <message>
        <source>No engine attached</source>
        <translation>エンジンが接続されていません</translation>
    </message>
    <message>
        <source>{} has no move and passes</source>
        <translation>{} は打つ手がないのでパスします</translation>
    </message>
    <message>
        <source>{} is not a legal move</source>
        <translation>{} は合法手ではありません</translation>
    </message>
    <message>
        <source>{0} played an illegal move for {1} ({2}): it forfeits, {3}</source>
        <translation>{0} が{1}の不正な手を打ちました（{2}）: 反則負け、{3}</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>終局</translation>
    </message>
    <message>
        <source>Game over: {}</source>
        <translation>終局: {}</translation>
    </message>
    <message>
        <source>Starting ruler {}…</source>
        <translation>ルールプログラム {} を起動中…</translation>
    </message>
    <message>
        <source>The ruler</source>
        <translation>ルールプログラム</translation>
    </message>
    <message>
        <source>Ruler not answering</source>
        <translation>ルールプログラムが応答しません</translation>
    </message>
    <message>
        <source>{0}: {1}.
It was detached; the game record is intact. Attach it again from Game &gt; Rules to go on.</source>
        <translation>{0}: {1}。
切断しました。棋譜は無事です。続けるには 対局 &gt; ルール から再接続してください。</translation>
    </message>
    <message>
        <source>Ruler error</source>
        <translation>ルールプログラムのエラー</translation>
    </message>
    <message>
        <source>{0} gave an answer that makes no sense: {1}.
The game record is intact.</source>
        <translation>{0} が意味をなさない応答を返しました: {1}。
棋譜は無事です。</translation>
    </message>
    <message>
        <source>Ruler {0} {1} attached: {2}</source>
        <translation>ルールプログラム {0} {1} を接続しました: {2}</translation>
    </message>
    <message>
        <source>Not a ruler</source>
        <translation>ルールプログラムではありません</translation>
    </message>
    <message>
        <source>the ruler</source>
        <translation>ルールプログラム</translation>
    </message>
    <message>
        <source>Ruler did not start</source>
        <translation>ルールプログラムが起動しませんでした</translation>
    </message>
    <message>
        <source>Could not start {0}: {1}</source>
        <translation>{0} を起動できませんでした: {1}</translation>
    </message>
    <message>
        <source>Ruler stopped</source>
        <translation>ルールプログラムが停止しました</translation>
    </message>
    <message>
        <source>{0}: {1}.
The game record is intact; attach the ruler again from Game &gt; Rules to go on.</source>
        <translation>{0}: {1}。
棋譜は無事です。続けるには 対局 &gt; ルール からルールプログラムを再接続してください。</translation>
    </message>
    <message>
        <source>The ruler did not start a new game: {}</source>
        <translation>ルールプログラムが新しい対局を始めませんでした: {}</translation>
    </message>
    <message>
        <source>The ruler refused the position: {}</source>
        <translation>ルールプログラムが局面を拒否しました: {}</translation>
    </message>
    <message>
        <source>no ruler attached</source>
        <translation>ルールプログラム未接続</translation>
    </message>
    <message>
        <source>{}: asking the ruler…</source>
        <translation>{}: ルールプログラムに問い合わせ中…</translation>
    </message>
    <message>
        <source> (must pass)</source>
        <translation>（パスのみ）</translation>
    </message>
    <message>
        <source>{0} to move{1}</source>
        <translation>{0}の番{1}</translation>
    </message>
    <message>
        <source>captured: Black {0}, White {1}</source>
        <translation>取った石: 黒 {0}、白 {1}</translation>
    </message>
    <message>
        <source>{} to move</source>
        <translation>{}の手番</translation>
    </message>
    <message>
        <source>the board as the ruler reported it {} moves earlier</source>
        <translation>ルールプログラムが {} 手前に報告した盤面</translation>
    </message>
    <message>
        <source>position not known</source>
        <translation>局面不明</translation>
    </message>
    <message>
        <source>no ruler: attach the {} ruler to play (Game &gt; Rules)</source>
        <translation>ルールプログラムなし: 打つには {} のルールプログラムを接続してください（対局 &gt; ルール）</translation>
    </message>
    <message>
        <source>Attach the {} ruler to play (Game &gt; Rules)</source>
        <translation>打つには {} のルールプログラムを接続してください（対局 &gt; ルール）</translation>
    </message>
</context>
<context>
    <name>Scoring</name>
    <message>
        <source>does not know final_status_list: no dead stones proposed</source>
        <translation>final_status_list に対応していません: 死石の提案なし</translation>
    </message>
    <message>
        <source>does not know final_score</source>
        <translation>final_score に対応していません</translation>
    </message>
    <message>
        <source>final_status_list failed: {}</source>
        <translation>final_status_list に失敗: {}</translation>
    </message>
    <message>
        <source>final_status_list: bad answer ({})</source>
        <translation>final_status_list: 不正な応答（{}）</translation>
    </message>
    <message>
        <source>final_score failed: {}</source>
        <translation>final_score に失敗: {}</translation>
    </message>
    <message>
        <source>{} is not running: no proposal</source>
        <translation>{} は実行されていません: 提案なし</translation>
    </message>
    <message>
        <source>{0} not asked: {1}</source>
        <translation>{0} に問い合わせていません: {1}</translation>
    </message>
    <message>
        <source>{0}: {1}; no proposal</source>
        <translation>{0}: {1}。提案なし</translation>
    </message>
    <message>
        <source>{}&apos;s dead stones arrived after your marking: not applied</source>
        <translation>{} の死石はマークの後に届きました: 適用しません</translation>
    </message>
    <message>
        <source>Click a group to mark it dead or alive.</source>
        <translation>石のグループをクリックすると死石/活き石を切り替えます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scoring&lt;/b&gt;</source>
        <translation>&lt;b&gt;整地&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>計点</translation>
    </message>
    <message>
        <source>Territory</source>
        <translation>地</translation>
    </message>
    <message>
        <source>Prisoners</source>
        <translation>アゲハマ</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>死石</translation>
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
        <source>Area scoring</source>
        <translation>計点</translation>
    </message>
    <message>
        <source>Territory scoring</source>
        <translation>計目</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>コミ</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>ルール:</translation>
    </message>
    <message>
        <source>Area (Chinese)</source>
        <translation>計点（中国ルール）</translation>
    </message>
    <message>
        <source>Territory (Japanese)</source>
        <translation>計目（日本ルール）</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Write this result to the game (RE)</source>
        <translation>この結果を対局に書き込む (RE)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Result: {}</source>
        <translation>結果: {}</translation>
    </message>
    <message>
        <source>Asking {} for dead stones and its score…</source>
        <translation>{} に死石と得点を問い合わせ中…</translation>
    </message>
</context>
<context>
    <name>Shell</name>
    <message>
        <source>Save Commands</source>
        <translation>コマンドを保存</translation>
    </message>
    <message>
        <source>GTP files (*.gtp);;All files (*)</source>
        <translation>GTP ファイル (*.gtp);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Send File</source>
        <translation>ファイルを送信</translation>
    </message>
    <message>
        <source>Commands</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>Save &amp;Commands…</source>
        <translation>コマンドを保存(&amp;C)…</translation>
    </message>
    <message>
        <source>Send &amp;File…</source>
        <translation>ファイルを送信(&amp;F)…</translation>
    </message>
    <message>
        <source>Send &amp;Recent</source>
        <translation>最近の送信(&amp;R)</translation>
    </message>
    <message>
        <source>No program attached: {} not sent</source>
        <translation>プログラムが接続されていません: {} は送信されませんでした</translation>
    </message>
    <message>
        <source>Could not read {}: {}</source>
        <translation>{} を読み込めませんでした: {}</translation>
    </message>
    <message>
        <source>line {}: {}</source>
        <translation>{} 行目: {}</translation>
    </message>
    <message>
        <source>{} was not sent: it holds commands that change the board ({}). The board would no longer be in sync with the program.</source>
        <translation>{} は送信されませんでした: 盤面を変えるコマンド（{}）が含まれています。盤面がプログラムと一致しなくなります。</translation>
    </message>
    <message>
        <source>{} holds no commands</source>
        <translation>{} にコマンドがありません</translation>
    </message>
    <message>
        <source>— sending {} commands from {} —</source>
        <translation>— {} 個のコマンドを {} から送信中 —</translation>
    </message>
    <message>
        <source>Could not save the commands:
{}</source>
        <translation>コマンドを保存できませんでした:
{}</translation>
    </message>
    <message>
        <source>GTP Shell</source>
        <translation>GTP シェル</translation>
    </message>
    <message>
        <source>Save Log</source>
        <translation>ログを保存</translation>
    </message>
    <message>
        <source>Log files (*.log *.txt);;All files (*)</source>
        <translation>ログファイル (*.log *.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Timestamps</source>
        <translation>タイムスタンプ</translation>
    </message>
    <message>
        <source>Command Numbers</source>
        <translation>コマンド番号</translation>
    </message>
    <message>
        <source>Show the GTP ids of commands and answers (12 name, =12)</source>
        <translation>コマンドと応答の GTP ID を表示（12 name、=12）</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Save Log…</source>
        <translation>ログを保存…</translation>
    </message>
    <message>
        <source>— program detached —</source>
        <translation>— プログラムを切断しました —</translation>
    </message>
    <message>
        <source>Close this log</source>
        <translation>このログを閉じる</translation>
    </message>
    <message>
        <source>Could not save the log:
{}</source>
        <translation>ログを保存できませんでした:
{}</translation>
    </message>
    <message>
        <source>{} (detached)</source>
        <translation>{}（切断済み）</translation>
    </message>
    <message>
        <source>GTP command (Up/Down: history, Tab: complete)</source>
        <translation>GTP コマンド（上/下: 履歴、Tab: 補完）</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>{} more errors since, in the log.</source>
        <translation>その後さらに {} 件のエラーがあります（ログを参照）。</translation>
    </message>
    <message>
        <source>gogui-py could not start.</source>
        <translation>gogui-py を起動できませんでした。</translation>
    </message>
    <message>
        <source>gogui-py met an unexpected error; it keeps running, but save your game under a new name to be safe.</source>
        <translation>gogui-py で予期しないエラーが発生しました。実行は続きますが、念のため対局を別の名前で保存してください。</translation>
    </message>
    <message>
        <source>The details were written to {}.</source>
        <translation>詳細は {} に書き込まれました。</translation>
    </message>
    <message>
        <source>The crash log could not be written.</source>
        <translation>クラッシュログを書き込めませんでした。</translation>
    </message>
</context>
<context>
    <name>TimeLeft</name>
    <message>
        <source>Set Time Left</source>
        <translation>残り時間を設定</translation>
    </message>
    <message>
        <source>Periods left</source>
        <translation>残りの秒読み回数</translation>
    </message>
    <message>
        <source>Moves left in period</source>
        <translation>この期間の残り手数</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>残り時間</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>黒(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>白(&amp;W)</translation>
    </message>
    <message>
        <source>Minutes and seconds (m:ss), h:mm:ss, or seconds</source>
        <translation>分と秒 (m:ss)、h:mm:ss、または秒数</translation>
    </message>
    <message>
        <source>main time</source>
        <translation>持ち時間</translation>
    </message>
    <message>
        <source>Empty while still in main time</source>
        <translation>まだ持ち時間内なら空欄</translation>
    </message>
    <message>
        <source>Not a time: {}</source>
        <translation>時間ではありません: {}</translation>
    </message>
    <message>
        <source>A time left cannot be negative</source>
        <translation>残り時間は負にできません</translation>
    </message>
    <message>
        <source>Not a number of 1 or more: {}</source>
        <translation>1 以上の数ではありません: {}</translation>
    </message>
    <message>
        <source>{} lost on time</source>
        <translation>{} の時間切れ負け</translation>
    </message>
    <message>
        <source>{0} + {1} x {2} byo-yomi</source>
        <translation>{0} + {1} x {2} 秒読み</translation>
    </message>
    <message>
        <source>{0} + {1} moves / {2} Canadian</source>
        <translation>{0} + {1} 手 / {2} カナダ式</translation>
    </message>
    <message>
        <source>{} absolute</source>
        <translation>{} 切れ負け</translation>
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
        <source>&amp;Play</source>
        <translation>着手(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Black Stone</source>
        <translation>黒石(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;White Stone</source>
        <translation>白石(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Circle</source>
        <translation>丸(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Square</source>
        <translation>四角(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Triangle</source>
        <translation>三角(&amp;T)</translation>
    </message>
    <message>
        <source>Cr&amp;oss</source>
        <translation>バツ(&amp;O)</translation>
    </message>
    <message>
        <source>S&amp;elect</source>
        <translation>選択(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Letter</source>
        <translation>文字(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Number</source>
        <translation>数字(&amp;N)</translation>
    </message>
    <message>
        <source>L&amp;abel…</source>
        <translation>ラベル(&amp;A)…</translation>
    </message>
    <message>
        <source>A&amp;rrow</source>
        <translation>矢印(&amp;R)</translation>
    </message>
    <message>
        <source>L&amp;ine</source>
        <translation>線(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Dim</source>
        <translation>暗くする(&amp;D)</translation>
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
        <translation>ノード情報</translation>
    </message>
    <message>
        <source>Subtree Statistics</source>
        <translation>サブツリー統計</translation>
    </message>
    <message>
        <source>Node Info: {}</source>
        <translation>ノード情報: {}</translation>
    </message>
    <message>
        <source>Subtree Statistics: {}</source>
        <translation>サブツリー統計: {}</translation>
    </message>
    <message>
        <source>Move {}: {}</source>
        <translation>{} 手目: {}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Node after move {}</source>
        <translation>{} 手目の後のノード</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>ノード</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深さ</translation>
    </message>
    <message>
        <source>Children</source>
        <translation>子ノード</translation>
    </message>
    <message>
        <source>(no properties)</source>
        <translation>（プロパティなし）</translation>
    </message>
    <message>
        <source>SGF properties</source>
        <translation>SGF プロパティ</translation>
    </message>
    <message>
        <source>Subtree of</source>
        <translation>サブツリーの起点</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>ノード数</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Variations</source>
        <translation>変化</translation>
    </message>
    <message>
        <source>Branch points</source>
        <translation>分岐点</translation>
    </message>
    <message>
        <source>Maximum depth</source>
        <translation>最大の深さ</translation>
    </message>
    <message>
        <source>Most children</source>
        <translation>子ノードの最大数</translation>
    </message>
    <message>
        <source>Setup nodes</source>
        <translation>配置ノード</translation>
    </message>
    <message>
        <source>Comments</source>
        <translation>コメント</translation>
    </message>
</context>
<context>
    <name>TreeView</name>
    <message>
        <source>Subtree hidden: {} nodes</source>
        <translation>サブツリーを非表示: {} ノード</translation>
    </message>
    <message>
        <source>Move {0}: {1}</source>
        <translation>{0} 手目: {1}</translation>
    </message>
    <message>
        <source>Setup: </source>
        <translation>配置: </translation>
    </message>
    <message>
        <source>After move {0} · {1}</source>
        <translation>{0} 手目の後 · {1}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Empty node after move {}</source>
        <translation>{} 手目の後の空ノード</translation>
    </message>
    <message>
        <source>
Mistake: {0} lost {1:.1f} % win rate</source>
        <translation>
失着: {0} が勝率を {1:.1f} % 失いました</translation>
    </message>
</context>
<context>
    <name>Warnings</name>
    <message>
        <source>No warnings.</source>
        <translation>警告はありません。</translation>
    </message>
    <message>
        <source>{} warning:</source>
        <translation>警告 {} 件:</translation>
    </message>
    <message>
        <source>{} warnings:</source>
        <translation>警告 {} 件:</translation>
    </message>
    <message>
        <source>Copy to Clipboard</source>
        <translation>クリップボードにコピー</translation>
    </message>
</context>
</TS>
