<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Board</name>
    <message>
        <source>Vertex entry cancelled</source>
        <translation>已取消输入坐标</translation>
    </message>
    <message>
        <source>Type a vertex, like D4 (Enter plays, Esc cancels)</source>
        <translation>输入坐标，如 D4（回车落子，Esc 取消）</translation>
    </message>
    <message>
        <source>Vertex: {typed} (Enter plays, Esc cancels)</source>
        <translation>坐标：{typed}（回车落子，Esc 取消）</translation>
    </message>
    <message>
        <source>{text} is not a vertex: type a column letter and a row number, like D4</source>
        <translation>{text} 不是坐标：请输入列字母和行号，如 D4</translation>
    </message>
    <message>
        <source>{text}: there is no column {letters} on this board (columns {first}-{last})</source>
        <translation>{text}：棋盘上没有 {letters} 列（列 {first}-{last}）</translation>
    </message>
    <message>
        <source>{text}: there is no row {row} on this board (rows 1-{last})</source>
        <translation>{text}：棋盘上没有第 {row} 行（行 1-{last}）</translation>
    </message>
    <message>
        <source>{text} is not a point of this board</source>
        <translation>{text} 不在棋盘上</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>black stone</source>
        <translation>黑子</translation>
    </message>
    <message>
        <source>white stone</source>
        <translation>白子</translation>
    </message>
    <message>
        <source>Board, cursor {vertex}, {what}</source>
        <translation>棋盘，光标 {vertex}，{what}</translation>
    </message>
    <message>
        <source>The board takes no moves now</source>
        <translation>现在不能在棋盘上落子</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>停一手</translation>
    </message>
    <message>
        <source>{move}, suicide of {n}</source>
        <translation>{move}，自杀 {n} 子</translation>
    </message>
    <message>
        <source>{move}, captured {n}</source>
        <translation>{move}，提 {n} 子</translation>
    </message>
    <message>
        <source>Last move: {move}.</source>
        <translation>最后一手：{move}。</translation>
    </message>
    <message>
        <source>No move here.</source>
        <translation>此处无着手。</translation>
    </message>
    <message>
        <source>{color} to play.</source>
        <translation>轮到{color}。</translation>
    </message>
</context>
<context>
    <name>Comment</name>
    <message>
        <source>Comment</source>
        <translation>注释</translation>
    </message>
    <message>
        <source>Comment of move {n}</source>
        <translation>第 {n} 手的注释</translation>
    </message>
    <message>
        <source>Comment of the start</source>
        <translation>开局注释</translation>
    </message>
</context>
<context>
    <name>Dock</name>
    <message>
        <source>Comment</source>
        <translation>注释</translation>
    </message>
    <message>
        <source>Game Tree</source>
        <translation>棋谱树</translation>
    </message>
    <message>
        <source>GTP Shell</source>
        <translation>GTP 命令行</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>数子</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Export Position</source>
        <translation>导出局面</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>无法导出</translation>
    </message>
    <message>
        <source>Position copied</source>
        <translation>局面已复制</translation>
    </message>
    <message>
        <source>SGF copied</source>
        <translation>SGF 已复制</translation>
    </message>
    <message>
        <source>Cannot paste SGF</source>
        <translation>无法粘贴 SGF</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>剪贴板中没有文本。</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>The computer is thinking</source>
        <translation>电脑正在思考</translation>
    </message>
    <message>
        <source>Terminate engine?</source>
        <translation>终止引擎？</translation>
    </message>
    <message>
        <source>Terminate</source>
        <translation>终止</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>等待</translation>
    </message>
    <message>
        <source>Bad command line: {}</source>
        <translation>命令行有误：{}</translation>
    </message>
    <message>
        <source>Analyzer</source>
        <translation>分析器</translation>
    </message>
    <message>
        <source>Detach</source>
        <translation>断开</translation>
    </message>
    <message>
        <source>Ruler</source>
        <translation>规则程序</translation>
    </message>
    <message>
        <source>No program attached (Engine menu)</source>
        <translation>未连接程序（引擎菜单）</translation>
    </message>
    <message>
        <source>Move {}</source>
        <translation>第 {} 手</translation>
    </message>
    <message>
        <source>Black to play</source>
        <translation>黑方行棋</translation>
    </message>
    <message>
        <source>White to play</source>
        <translation>白方行棋</translation>
    </message>
    <message>
        <source>variation {}/{}</source>
        <translation>变化 {}/{}</translation>
    </message>
    <message>
        <source>{} variations</source>
        <translation>{} 个变化</translation>
    </message>
    <message>
        <source>Nothing analysed on this line yet: Analyze Game first</source>
        <translation>这条线上尚未分析：请先分析棋局</translation>
    </message>
    <message>
        <source>No comment (type here to add one)</source>
        <translation>无注释（在此输入以添加）</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>captures: {}</source>
        <translation>提子：{}</translation>
    </message>
    <message>
        <source>Komi {}</source>
        <translation>贴目 {}</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>棋局</translation>
    </message>
    <message>
        <source>handicap {}</source>
        <translation>让子 {}</translation>
    </message>
    <message>
        <source>result {}</source>
        <translation>结果 {}</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>不限时</translation>
    </message>
    <message>
        <source>Attached {}</source>
        <translation>已连接 {}</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>Analyze Commands</source>
        <translation>分析命令</translation>
    </message>
    <message>
        <source>Analysis (lz-/kata-analyze)</source>
        <translation>分析 (lz-/kata-analyze)</translation>
    </message>
    <message>
        <source>Win Rate Graph</source>
        <translation>胜率图</translation>
    </message>
    <message>
        <source>Show Ownership</source>
        <translation>显示归属</translation>
    </message>
    <message>
        <source>Win Rate</source>
        <translation>胜率</translation>
    </message>
    <message>
        <source>Score Lead</source>
        <translation>目差</translation>
    </message>
    <message>
        <source>Loss Against Best</source>
        <translation>与最佳手的差距</translation>
    </message>
    <message>
        <source>Analysis Settings…</source>
        <translation>分析设置…</translation>
    </message>
    <message>
        <source>Analyze Game</source>
        <translation>分析棋局</translation>
    </message>
    <message>
        <source>Stop Analyze Game</source>
        <translation>停止分析棋局</translation>
    </message>
    <message>
        <source>Write Analysis to Record…</source>
        <translation>将分析写入棋谱…</translation>
    </message>
    <message>
        <source>Snapshot Parameters</source>
        <translation>参数快照</translation>
    </message>
    <message>
        <source>Restore Parameters</source>
        <translation>恢复参数</translation>
    </message>
    <message>
        <source>Save Parameters…</source>
        <translation>保存参数…</translation>
    </message>
    <message>
        <source>Reattach With Parameters</source>
        <translation>带参数重新连接</translation>
    </message>
    <message>
        <source>Good Move (!)</source>
        <translation>好棋 (!)</translation>
    </message>
    <message>
        <source>Very Good Move (!!)</source>
        <translation>妙手 (!!)</translation>
    </message>
    <message>
        <source>Bad Move (?)</source>
        <translation>坏棋 (?)</translation>
    </message>
    <message>
        <source>Very Bad Move (??)</source>
        <translation>大恶手 (??)</translation>
    </message>
    <message>
        <source>Interesting Move (!?)</source>
        <translation>有趣的一手 (!?)</translation>
    </message>
    <message>
        <source>Doubtful Move (?!)</source>
        <translation>疑问手 (?!)</translation>
    </message>
    <message>
        <source>Good for Black</source>
        <translation>黑好</translation>
    </message>
    <message>
        <source>Good for White</source>
        <translation>白好</translation>
    </message>
    <message>
        <source>Even Position</source>
        <translation>均势</translation>
    </message>
    <message>
        <source>Unclear Position</source>
        <translation>局面不明</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Delete Node</source>
        <translation>删除节点(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Truncate</source>
        <translation>截断(&amp;T)</translation>
    </message>
    <message>
        <source>Truncate &amp;Children</source>
        <translation>截断子节点(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Make Main Variation</source>
        <translation>设为主变化(&amp;M)</translation>
    </message>
    <message>
        <source>Move Variation &amp;Up</source>
        <translation>变化上移(&amp;U)</translation>
    </message>
    <message>
        <source>Move Variation Do&amp;wn</source>
        <translation>变化下移(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Keep Only Position</source>
        <translation>只保留局面(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Player to Move</source>
        <translation>轮到谁下(&amp;P)</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Not Set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>标注(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Game Info…</source>
        <translation>棋局信息(&amp;G)…</translation>
    </message>
    <message>
        <source>Go to Node</source>
        <translation>转到节点</translation>
    </message>
    <message>
        <source>Make Main Variation</source>
        <translation>设为主变化</translation>
    </message>
    <message>
        <source>Move Variation Up</source>
        <translation>变化上移</translation>
    </message>
    <message>
        <source>Move Variation Down</source>
        <translation>变化下移</translation>
    </message>
    <message>
        <source>Truncate</source>
        <translation>截断</translation>
    </message>
    <message>
        <source>Truncate Children</source>
        <translation>截断子节点</translation>
    </message>
    <message>
        <source>Delete Node</source>
        <translation>删除节点</translation>
    </message>
    <message>
        <source>No Move Annotation</source>
        <translation>无着手标注</translation>
    </message>
    <message>
        <source>No Position Annotation</source>
        <translation>无局面标注</translation>
    </message>
    <message>
        <source>Hotspot</source>
        <translation>要点</translation>
    </message>
    <message>
        <source>No Hotspot</source>
        <translation>无要点</translation>
    </message>
    <message>
        <source>Position Value…</source>
        <translation>局面估值…</translation>
    </message>
    <message>
        <source>No Position Value</source>
        <translation>无局面估值</translation>
    </message>
    <message>
        <source>Position Value</source>
        <translation>局面估值</translation>
    </message>
    <message>
        <source>Value (positive: good for Black):</source>
        <translation>估值（正数：黑好）：</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>打印(&amp;P)…</translation>
    </message>
    <message>
        <source>Copy Posi&amp;tion</source>
        <translation>复制局面(&amp;T)</translation>
    </message>
    <message>
        <source>Copy S&amp;GF</source>
        <translation>复制 SGF(&amp;G)</translation>
    </message>
    <message>
        <source>Paste SGF as New &amp;Game</source>
        <translation>粘贴 SGF 为新棋局(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Score</source>
        <translation>数子(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation>规则(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Matches…</source>
        <translation>比赛(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>认输(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Interrupt Engine</source>
        <translation>中断引擎(&amp;I)</translation>
    </message>
    <message>
        <source>Pa&amp;use Engine Game</source>
        <translation>暂停引擎对局(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Delay Between Engine Moves</source>
        <translation>引擎着手间隔(&amp;D)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>{} s</source>
        <translation>{} 秒</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>首选项(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Detach</source>
        <translation>断开(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Reattach</source>
        <translation>重新连接(&amp;R)</translation>
    </message>
    <message>
        <source>Attach {}</source>
        <translation>连接 {}</translation>
    </message>
    <message>
        <source>Attach &amp;Program…</source>
        <translation>连接程序(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Edit Programs…</source>
        <translation>编辑程序(&amp;E)…</translation>
    </message>
    <message>
        <source>Reattach &amp;Program</source>
        <translation>重新连接程序(&amp;P)</translation>
    </message>
    <message>
        <source>Attach Program</source>
        <translation>连接程序</translation>
    </message>
    <message>
        <source>Command line of a GTP engine:</source>
        <translation>GTP 引擎的命令行：</translation>
    </message>
    <message>
        <source>&amp;Regression Tests…</source>
        <translation>回归测试(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Detach Ruler</source>
        <translation>断开规则程序(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Reattach Ruler</source>
        <translation>重新连接规则程序(&amp;R)</translation>
    </message>
    <message>
        <source>Ruler &amp;Plays White</source>
        <translation>规则程序执白(&amp;P)</translation>
    </message>
    <message>
        <source>Play {}</source>
        <translation>下 {}</translation>
    </message>
    <message>
        <source>Attach &amp;Ruler…</source>
        <translation>连接规则程序(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Edit Rulers…</source>
        <translation>编辑规则程序(&amp;E)…</translation>
    </message>
    <message>
        <source>Attach Ruler</source>
        <translation>连接规则程序</translation>
    </message>
    <message>
        <source>Command line of a GTP ruler:</source>
        <translation>GTP 规则程序的命令行：</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>双方</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>新棋局(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>停一手(&amp;P)</translation>
    </message>
    <message>
        <source>Computer &amp;Play</source>
        <translation>电脑下(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;More</source>
        <translation>更多(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Engine</source>
        <translation>引擎(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>对局(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Computer Color</source>
        <translation>电脑执子(&amp;C)</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>转到(&amp;O)</translation>
    </message>
    <message>
        <source>Beginning</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Backward 10</source>
        <translation>后退 10 手</translation>
    </message>
    <message>
        <source>Backward</source>
        <translation>后退</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>前进</translation>
    </message>
    <message>
        <source>Forward 10</source>
        <translation>前进 10 手</translation>
    </message>
    <message>
        <source>End</source>
        <translation>最后</translation>
    </message>
    <message>
        <source>Previous Variation</source>
        <translation>上一变化</translation>
    </message>
    <message>
        <source>Next Variation</source>
        <translation>下一变化</translation>
    </message>
    <message>
        <source>Candidate &amp;Labels</source>
        <translation>候选点标签(&amp;L)</translation>
    </message>
    <message>
        <source>Next &amp;Pane</source>
        <translation>下一窗格(&amp;P)</translation>
    </message>
    <message>
        <source>Pre&amp;vious Pane</source>
        <translation>上一窗格(&amp;V)</translation>
    </message>
    <message>
        <source>No Variations</source>
        <translation>不显示变化</translation>
    </message>
    <message>
        <source>Variations as Ghost Stones</source>
        <translation>变化显示为虚子</translation>
    </message>
    <message>
        <source>Variations as Letters</source>
        <translation>变化显示为字母</translation>
    </message>
    <message>
        <source>No Move Numbers</source>
        <translation>不显示手数</translation>
    </message>
    <message>
        <source>Last 10 Moves</source>
        <translation>最后 10 手</translation>
    </message>
    <message>
        <source>All Moves</source>
        <translation>全部手数</translation>
    </message>
    <message>
        <source>Next Earlier Variation</source>
        <translation>下一个较早变化</translation>
    </message>
    <message>
        <source>Previous Earlier Variation</source>
        <translation>上一个较早变化</translation>
    </message>
    <message>
        <source>Back to Main Line</source>
        <translation>回到主线</translation>
    </message>
    <message>
        <source>Go to Move…</source>
        <translation>转到第几手…</translation>
    </message>
    <message>
        <source>Find in Comments…</source>
        <translation>在注释中查找…</translation>
    </message>
    <message>
        <source>Find Next</source>
        <translation>查找下一个</translation>
    </message>
    <message>
        <source>Find Previous</source>
        <translation>查找上一个</translation>
    </message>
    <message>
        <source>Select Game of Collection…</source>
        <translation>选择合集中的棋局…</translation>
    </message>
    <message>
        <source>Reopen with Encoding…</source>
        <translation>以指定编码重新打开…</translation>
    </message>
    <message>
        <source>Show Repairs Made on Reading…</source>
        <translation>显示读取时的修复…</translation>
    </message>
    <message>
        <source>Coordinates</source>
        <translation>坐标</translation>
    </message>
    <message>
        <source>Game Tree</source>
        <translation>棋谱树</translation>
    </message>
    <message>
        <source>GTP Shell</source>
        <translation>GTP 命令行</translation>
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
        <translation>由引擎选择</translation>
    </message>
    <message>
        <source>Placed by me</source>
        <translation>由我放置</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>不限时</translation>
    </message>
    <message>
        <source>Absolute</source>
        <translation>包干</translation>
    </message>
    <message>
        <source>Byo-yomi</source>
        <translation>读秒</translation>
    </message>
    <message>
        <source>Canadian</source>
        <translation>加拿大读秒</translation>
    </message>
    <message>
        <source>Area scoring (Chinese)</source>
        <translation>数子法（中国规则）</translation>
    </message>
    <message>
        <source>Territory scoring (Japanese)</source>
        <translation>数目法（日本规则）</translation>
    </message>
    <message>
        <source>New {} Game</source>
        <translation>新 {} 棋局</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新棋局</translation>
    </message>
    <message>
        <source>Board size:</source>
        <translation>棋盘大小：</translation>
    </message>
    <message>
        <source>Komi:</source>
        <translation>贴目：</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <translation>让子：</translation>
    </message>
    <message>
        <source>Handicap stones:</source>
        <translation>让子位置：</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>规则：</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>时间：</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>黑方：</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>白方：</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>人</translation>
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
        <translation>读秒次数，或加拿大读秒每段的手数</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Wood texture</source>
        <translation>木纹</translation>
    </message>
    <message>
        <source>Plain colour</source>
        <translation>纯色</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>Restore &amp;Defaults…</source>
        <translation>恢复默认(&amp;D)</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>Board &amp;look:</source>
        <translation>棋盘外观(&amp;L)</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>显示坐标(&amp;C)</translation>
    </message>
    <message>
        <source>Mark the las&amp;t move</source>
        <translation>标记最后一手(&amp;T)</translation>
    </message>
    <message>
        <source>Move &amp;numbers:</source>
        <translation>手数(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Variations:</source>
        <translation>变化(&amp;V)</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>First in the program list</source>
        <translation>程序列表中的第一个</translation>
    </message>
    <message>
        <source>No engine</source>
        <translation>无引擎</translation>
    </message>
    <message>
        <source>The engine a new window attaches (Engine &gt; Edit Programs…)</source>
        <translation>新窗口连接的引擎（引擎 &gt; 编辑程序…）</translation>
    </message>
    <message>
        <source>Default &amp;engine:</source>
        <translation>默认引擎(&amp;E)</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>声音</translation>
    </message>
    <message>
        <source>Play &amp;sounds for moves and captures</source>
        <translation>落子和提子时播放声音(&amp;S)</translation>
    </message>
    <message>
        <source>Confirmations</source>
        <translation>确认</translation>
    </message>
    <message>
        <source>Ask before discarding unsaved changes (always)</source>
        <translation>放弃未保存的更改前询问（总是）</translation>
    </message>
    <message>
        <source>Language (changes at the next start)</source>
        <translation>语言（下次启动时生效）</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>语言(&amp;G)</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>恢复默认</translation>
    </message>
    <message>
        <source>Restore every preference of this dialog to its default?</source>
        <translation>将此对话框的所有设置恢复为默认值？</translation>
    </message>
    <message>
        <source>Ask before saving over a &amp;repaired or re-encoded file</source>
        <translation>覆盖已修复或重新编码的文件前询问(&amp;R)</translation>
    </message>
    <message>
        <source>Ask before stopping a running m&amp;atch</source>
        <translation>停止进行中的比赛前询问(&amp;A)</translation>
    </message>
</context>
<context>
    <name>Toolbar</name>
    <message>
        <source>Play</source>
        <translation>落子</translation>
    </message>
    <message>
        <source>Black Stone</source>
        <translation>黑子</translation>
    </message>
    <message>
        <source>White Stone</source>
        <translation>白子</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>圆</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>方块</translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation>三角</translation>
    </message>
    <message>
        <source>Cross</source>
        <translation>叉</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>选择</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>字母</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>Label…</source>
        <translation>标签…</translation>
    </message>
    <message>
        <source>Arrow</source>
        <translation>箭头</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>线</translation>
    </message>
    <message>
        <source>Dim</source>
        <translation>变暗</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Board tool: {}</source>
        <translation>棋盘工具：{}</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>导航</translation>
    </message>
</context>
<context>
    <name>Tree</name>
    <message>
        <source>Move {n}, {move}</source>
        <translation>第 {n} 手，{move}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Setup after move {n}</source>
        <translation>第 {n} 手后摆子</translation>
    </message>
    <message>
        <source>Empty node after move {n}</source>
        <translation>第 {n} 手后的空节点</translation>
    </message>
    <message>
        <source>variation {i} of {n}</source>
        <translation>第 {i} 个变化，共 {n} 个</translation>
    </message>
    <message>
        <source>{n} variations</source>
        <translation>{n} 个变化</translation>
    </message>
    <message>
        <source>commented</source>
        <translation>有注释</translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation>棋谱树</translation>
    </message>
</context>
</TS>
