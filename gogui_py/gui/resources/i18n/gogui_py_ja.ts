<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
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
</TS>
