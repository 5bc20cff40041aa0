<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Analysis</name>
    <message>
        <source>Side to move</source>
        <translation>行棋方</translation>
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
        <source>Search commands</source>
        <translation>搜索命令</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Auto Run</source>
        <translation>自动运行</translation>
    </message>
    <message>
        <source>Run the command again after every change of the position</source>
        <translation>每次局面变化后再次运行该命令</translation>
    </message>
    <message>
        <source>Answers and errors of analyze commands</source>
        <translation>分析命令的回答和错误</translation>
    </message>
    <message>
        <source>Send Points</source>
        <translation>发送点</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>No attached program lists analyze commands</source>
        <translation>已连接的程序没有列出分析命令</translation>
    </message>
    <message>
        <source>{}: click points on the board, then Send Points</source>
        <translation>{}：在棋盘上点击各点，然后点“发送点”</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>运行中…</translation>
    </message>
    <message>
        <source>Analyze</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Save Parameters</source>
        <translation>保存参数</translation>
    </message>
    <message>
        <source>GTP files (*.gtp);;All files (*)</source>
        <translation>GTP 文件 (*.gtp);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Snapshot of {0}: {1}</source>
        <translation>{0} 的快照：{1}</translation>
    </message>
    <message>
        <source>Snapshot Parameters</source>
        <translation>参数快照</translation>
    </message>
    <message>
        <source>Restore Parameters: take a snapshot first</source>
        <translation>恢复参数：请先做快照</translation>
    </message>
    <message>
        <source>Restore Parameters: no program is running</source>
        <translation>恢复参数：没有运行中的程序</translation>
    </message>
    <message>
        <source>Restore Parameters</source>
        <translation>恢复参数</translation>
    </message>
    <message>
        <source>Save Parameters: cannot write {0}: {1}</source>
        <translation>保存参数：无法写入 {0}：{1}</translation>
    </message>
    <message>
        <source>Saved {0} to {1}</source>
        <translation>已将 {0} 保存到 {1}</translation>
    </message>
    <message>
        <source>Reattach With Parameters: {} is gone</source>
        <translation>带参数重新连接：{} 已不存在</translation>
    </message>
    <message>
        <source>Reattaching {0} with {1}…</source>
        <translation>正在以 {1} 重新连接 {0}…</translation>
    </message>
    <message>
        <source>Reattach With Parameters</source>
        <translation>带参数重新连接</translation>
    </message>
    <message>
        <source>{}: no program is running</source>
        <translation>{}：没有运行中的程序</translation>
    </message>
    <message>
        <source>{0}: {1} has not listed its analyze commands yet</source>
        <translation>{0}：{1} 尚未列出其分析命令</translation>
    </message>
    <message>
        <source>{0}: {1} has no parameter commands</source>
        <translation>{0}：{1} 没有参数命令</translation>
    </message>
    <message>
        <source>; {} refused (see the Analyze pane)</source>
        <translation>；{} 个被拒绝（见分析面板）</translation>
    </message>
    <message>
        <source> (values of {})</source>
        <translation>（{} 的值）</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} values sent to {3}{4}{5}</source>
        <translation>{0}：{2} 个值中的 {1} 个已发送给 {3}{4}{5}</translation>
    </message>
    <message>
        <source>Reattach With Parameters: {} did not start; no parameters were sent</source>
        <translation>带参数重新连接：{} 未能启动；未发送参数</translation>
    </message>
    <message>
        <source>Analyze Game cancelled</source>
        <translation>分析棋局已取消</translation>
    </message>
    <message>
        <source>Analyze Game done: {} positions</source>
        <translation>分析棋局完成：{} 个局面</translation>
    </message>
    <message>
        <source>Analyze Game stopped: {}</source>
        <translation>分析棋局已停止：{}</translation>
    </message>
    <message>
        <source>Analyze Game %v/%m</source>
        <translation>分析棋局 %v/%m</translation>
    </message>
    <message>
        <source>Positions of the line analysed; Analyze Game again resumes</source>
        <translation>本线已分析的局面；再次“分析棋局”可继续</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop Analyze Game (what is analysed stays)</source>
        <translation>停止分析棋局（已分析的保留）</translation>
    </message>
    <message>
        <source>Win Rate</source>
        <translation>胜率</translation>
    </message>
    <message>
        <source>Analyze Game: {}</source>
        <translation>分析对局：{}</translation>
    </message>
    <message>
        <source>{} (the analyzer) is not running</source>
        <translation>{}（分析程序）未在运行</translation>
    </message>
    <message>
        <source>attach an engine first</source>
        <translation>请先连接引擎</translation>
    </message>
    <message>
        <source>Analyze Game: {0}/{1} positions</source>
        <translation>分析棋局：{0}/{1} 个局面</translation>
    </message>
    <message>
        <source>{}: click a point</source>
        <translation>{}：点击一个点</translation>
    </message>
    <message>
        <source>{0}: {1} points sent</source>
        <translation>{0}：已发送 {1} 个点</translation>
    </message>
    <message>
        <source>{} is not running</source>
        <translation>{} 未在运行</translation>
    </message>
    <message>
        <source>{0}: {1} sent an invalid response (no = or ?): {2}</source>
        <translation>{0}：{1} 发送了无效的回答（没有 = 或 ?）：{2}</translation>
    </message>
    <message>
        <source>Waiting up to {} s for a valid answer…</source>
        <translation>最多等待 {} 秒以获得有效回答…</translation>
    </message>
    <message>
        <source>Analysis Settings</source>
        <translation>分析设置</translation>
    </message>
    <message>
        <source>Centiseconds between two updates of the analysis</source>
        <translation>两次分析更新之间的百分之一秒数</translation>
    </message>
    <message>
        <source>Interval between updates:</source>
        <translation>更新间隔：</translation>
    </message>
    <message>
        <source>Pause at:</source>
        <translation>暂停于：</translation>
    </message>
    <message>
        <source>Pause after:</source>
        <translation>暂停时间：</translation>
    </message>
    <message>
        <source>Ponder: analyse until stopped (limits ignored)</source>
        <translation>持续思考：一直分析直到停止（忽略限制）</translation>
    </message>
    <message>
        <source>Best {0} {1:.1f} % ({2} visits)</source>
        <translation>最佳 {0} {1:.1f} %（{2} 次访问）</translation>
    </message>
    <message>
        <source>Analysis: {}</source>
        <translation>分析：{}</translation>
    </message>
    <message>
        <source>{} has no lz-analyze or kata-analyze: attach Leela Zero or KataGo, or choose an analyzer with the Analyzer toggle (magnifier) in the program strip</source>
        <translation>{} 没有 lz-analyze 或 kata-analyze：请连接 Leela Zero 或 KataGo，或在程序栏中用分析开关（放大镜）选择分析程序</translation>
    </message>
    <message>
        <source>Analysis paused after {} s</source>
        <translation>分析在 {} 秒后暂停</translation>
    </message>
    <message>
        <source>Analysis paused at {} visits</source>
        <translation>分析在 {} 次访问时暂停</translation>
    </message>
    <message>
        <source>Write Analysis to Record</source>
        <translation>将分析写入棋谱</translation>
    </message>
    <message>
        <source>Comment lines: win rate, score lead, best move</source>
        <translation>注释行：胜率、领先目数、最佳着法</translation>
    </message>
    <message>
        <source>Move annotations: bad move, doubtful, interesting</source>
        <translation>着法标注：坏棋、疑问手、有趣的手</translation>
    </message>
    <message>
        <source>BM when the mover lost more win rate than this</source>
        <translation>落子方损失的胜率超过此值时标 BM</translation>
    </message>
    <message>
        <source>DO when the mover lost more than this, up to the BM threshold</source>
        <translation>落子方损失超过此值（至 BM 阈值）时标 DO</translation>
    </message>
    <message>
        <source>IT when a move the analyzer did not prefer gained more than this over its best</source>
        <translation>分析器未首选的着法比最佳着法多得超过此值时标 IT</translation>
    </message>
    <message>
        <source>Bad move (BM), lost more than:</source>
        <translation>坏棋 (BM)，损失超过：</translation>
    </message>
    <message>
        <source>Doubtful (DO), lost more than:</source>
        <translation>疑问手 (DO)，损失超过：</translation>
    </message>
    <message>
        <source>Interesting (IT), gained more than:</source>
        <translation>有趣的手 (IT)，多得超过：</translation>
    </message>
    <message>
        <source>Writes into the analysed nodes of the current line, as one undo step. Writing again replaces the analysis written before; other comment text and annotations of your own stay.</source>
        <translation>写入当前变化中已分析的节点，作为一步撤销。再次写入会替换之前写入的分析；其他注释文字和您自己的标注保留。</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>写入</translation>
    </message>
    <message>
        <source>Write analysis</source>
        <translation>写入分析</translation>
    </message>
    <message>
        <source>Analysis written to {} nodes</source>
        <translation>分析已写入 {} 个节点</translation>
    </message>
    <message>
        <source>B win %</source>
        <translation>黑胜率 %</translation>
    </message>
    <message>
        <source>Black&apos;s win rate (%)</source>
        <translation>黑方胜率（%）</translation>
    </message>
</context>
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
    <name>Bookmarks</name>
    <message>
        <source>Edit Bookmarks</source>
        <translation>编辑书签</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>重命名(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>{}, move {}</source>
        <translation>{}，第 {} 手</translation>
    </message>
    <message>
        <source>, variation {}</source>
        <translation>，变化 {}</translation>
    </message>
    <message>
        <source>Bookmarks need a saved file: save the game first.</source>
        <translation>书签需要已保存的文件：请先保存棋局。</translation>
    </message>
    <message>
        <source>The game has unsaved changes: save it before setting a bookmark.</source>
        <translation>棋局有未保存的更改：设置书签前请先保存。</translation>
    </message>
    <message>
        <source>Bookmarks can be set at the start of the game or at a move only.</source>
        <translation>书签只能设在棋局开始或某一手上。</translation>
    </message>
    <message>
        <source>Cannot set bookmark</source>
        <translation>无法设置书签</translation>
    </message>
    <message>
        <source>Add Bookmark</source>
        <translation>添加书签</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Bookmark added: {}</source>
        <translation>已添加书签：{}</translation>
    </message>
    <message>
        <source>{}: the bookmarked position is not in the file</source>
        <translation>{}：书签所指局面不在文件中</translation>
    </message>
</context>
<context>
    <name>Clock</name>
    <message>
        <source>{0} lost on time: {1}</source>
        <translation>{0} 超时负：{1}</translation>
    </message>
</context>
<context>
    <name>Color</name>
    <message>
        <source>Black</source>
        <translation>黑</translation>
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
    <name>Display</name>
    <message>
        <source>Move {number}</source>
        <translation>第 {number} 手</translation>
    </message>
    <message>
        <source>Captured: B {black}, W {white}</source>
        <translation>提子：黑 {black}，白 {white}</translation>
    </message>
    <message>
        <source>Komi {komi:g}</source>
        <translation>贴目 {komi:g}</translation>
    </message>
    <message>
        <source>Last {move}</source>
        <translation>最后一手 {move}</translation>
    </message>
    <message>
        <source>GTP stream was closed</source>
        <translation>GTP 数据流已关闭</translation>
    </message>
    <message>
        <source>Black to play</source>
        <translation>黑方走</translation>
    </message>
    <message>
        <source>White to play</source>
        <translation>白方走</translation>
    </message>
    <message>
        <source>genmove: {answer}</source>
        <translation>genmove：{answer}</translation>
    </message>
    <message>
        <source>Waiting for the first command</source>
        <translation>等待第一个命令</translation>
    </message>
    <message>
        <source>Last command: {command}</source>
        <translation>最后的命令：{command}</translation>
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
    <name>Editing</name>
    <message>
        <source>Click {} points for the handicap stones</source>
        <translation>点击 {} 个点放置让子</translation>
    </message>
    <message>
        <source>1 more handicap stone</source>
        <translation>还需 1 颗让子</translation>
    </message>
    <message>
        <source>{} more handicap stones</source>
        <translation>还需 {} 个让子</translation>
    </message>
    <message>
        <source>Handicap placed: White to play</source>
        <translation>让子已放好：白方走</translation>
    </message>
    <message>
        <source>The computer is thinking</source>
        <translation>电脑正在思考</translation>
    </message>
    <message>
        <source>Setup stones cannot be sent to the ruler</source>
        <translation>摆放的棋子不能发送给规则程序</translation>
    </message>
    <message>
        <source>Drag from one point to another to draw an arrow</source>
        <translation>从一个点拖到另一个点以绘制箭头</translation>
    </message>
    <message>
        <source>Drag from one point to another to draw a line</source>
        <translation>从一个点拖到另一个点以绘制直线</translation>
    </message>
    <message>
        <source>Label at {}:</source>
        <translation>{} 处的标签：</translation>
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
        <translation>简体中文，GB2312，GBK</translation>
    </message>
    <message>
        <source>Traditional Chinese</source>
        <translation>繁体中文</translation>
    </message>
    <message>
        <source>Japanese, cp932</source>
        <translation>日文，cp932</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>日文</translation>
    </message>
    <message>
        <source>Korean, cp949</source>
        <translation>韩文，cp949</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>俄文</translation>
    </message>
    <message>
        <source>Cyrillic</source>
        <translation>西里尔文</translation>
    </message>
    <message>
        <source>Central European</source>
        <translation>中欧</translation>
    </message>
    <message>
        <source>Reopen with Encoding</source>
        <translation>以其他编码重新打开</translation>
    </message>
    <message>
        <source>Preview of the file with this encoding:</source>
        <translation>以此编码预览文件：</translation>
    </message>
    <message>
        <source>Encoding:</source>
        <translation>编码：</translation>
    </message>
    <message>
        <source>Not an encoding Python knows: choose one from the list or type a codec name such as cp1251, iso8859-2 or utf-16-le.</source>
        <translation>不是 Python 认识的编码：请从列表中选择，或输入编解码器名称，如 cp1251、iso8859-2 或 utf-16-le。</translation>
    </message>
</context>
<context>
    <name>Estimate</name>
    <message>
        <source>Estimating…</source>
        <translation>正在估算…</translation>
    </message>
    <message>
        <source>Estimate: {result}</source>
        <translation>估算：{result}</translation>
    </message>
    <message>
        <source>Black {black}, White {white}, komi {komi} (area)</source>
        <translation>黑 {black}，白 {white}，贴目 {komi}（数子）</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Export Position</source>
        <translation>导出局面</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>坐标(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Markup (marks, labels, lines, arrows)</source>
        <translation>标记(&amp;M)（记号、标签、线、箭头）</translation>
    </message>
    <message>
        <source>Move &amp;numbers from</source>
        <translation>手数编号起始(&amp;N)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Exported {}</source>
        <translation>已导出 {}</translation>
    </message>
    <message>
        <source>The clipboard&apos;s text is not SGF:
{}</source>
        <translation>剪贴板中的文字不是 SGF：
{}</translation>
    </message>
</context>
<context>
    <name>FileOps</name>
    <message>
        <source>Game records ({0})</source>
        <translation>棋谱 ({0})</translation>
    </message>
    <message>
        <source>SGF files (*.sgf *.SGF)</source>
        <translation>SGF 文件 (*.sgf *.SGF)</translation>
    </message>
    <message>
        <source>Tygem GIB, WBaduk NGF, Pandanet UGF ({0})</source>
        <translation>Tygem GIB、WBaduk NGF、Pandanet UGF ({0})</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The game has unsaved changes. Save them first?</source>
        <translation>棋局有未保存的更改。先保存吗？</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation>无法打开文件</translation>
    </message>
    <message>
        <source>it was repaired when it was read (repairs: {})</source>
        <translation>读取时已修复（修复 {} 处）</translation>
    </message>
    <message>
        <source>it was read as {} and will be written as UTF-8</source>
        <translation>它按 {} 读取，将以 UTF-8 写入</translation>
    </message>
    <message>
        <source>Overwrite file?</source>
        <translation>覆盖文件？</translation>
    </message>
    <message>
        <source>.
Save over it anyway?</source>
        <translation>。
仍然覆盖吗？</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>另存为</translation>
    </message>
    <message>
        <source>Cannot save file</source>
        <translation>无法保存文件</translation>
    </message>
    <message>
        <source>The file holds a single game</source>
        <translation>该文件只有一局棋</translation>
    </message>
    <message>
        <source>No problems were found when the file was read</source>
        <translation>读取文件时未发现问题</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>该文件</translation>
    </message>
    <message>
        <source>Problems repaired in {}</source>
        <translation>{} 中修复的问题</translation>
    </message>
    <message>
        <source>Not found: {}</source>
        <translation>未找到：{}</translation>
    </message>
    <message>
        <source>Go to Move</source>
        <translation>转到手数</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>手数：</translation>
    </message>
    <message>
        <source>The game has no file to reopen</source>
        <translation>该棋局没有可重新打开的文件</translation>
    </message>
</context>
<context>
    <name>Find</name>
    <message>
        <source>Invalid regular expression: {}</source>
        <translation>无效的正则表达式：{}</translation>
    </message>
    <message>
        <source>Find in Comments</source>
        <translation>在注释中查找</translation>
    </message>
    <message>
        <source>Regular expression, e.g. joseki|tesuji</source>
        <translation>正则表达式，例如 joseki|tesuji</translation>
    </message>
    <message>
        <source>Case sensitive</source>
        <translation>区分大小写</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>上一个</translation>
    </message>
    <message>
        <source>Find the previous comment that matches (Shift+Enter)</source>
        <translation>查找上一条匹配的注释 (Shift+Enter)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一个</translation>
    </message>
    <message>
        <source>Find the next comment that matches (Enter)</source>
        <translation>查找下一条匹配的注释 (Enter)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>查找：</translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <source>Black:</source>
        <translation>黑方：</translation>
    </message>
    <message>
        <source>PB: name of the black player</source>
        <translation>PB：黑方对局者的姓名</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>白方：</translation>
    </message>
    <message>
        <source>PW: name of the white player</source>
        <translation>PW：白方对局者的姓名</translation>
    </message>
    <message>
        <source>Rank:</source>
        <translation>段位：</translation>
    </message>
    <message>
        <source>BR: rank of the black player, e.g. 5d, 3k, 9p</source>
        <translation>BR：黑方的段位，如 5d、3k、9p</translation>
    </message>
    <message>
        <source>WR: rank of the white player, e.g. 5d, 3k, 9p</source>
        <translation>WR：白方的段位，如 5d、3k、9p</translation>
    </message>
    <message>
        <source>Game name:</source>
        <translation>棋局名称：</translation>
    </message>
    <message>
        <source>GN: name of the game, shown in the game list</source>
        <translation>GN：棋局名称，显示在棋局列表中</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>赛事：</translation>
    </message>
    <message>
        <source>EV: tournament or event</source>
        <translation>EV：比赛或赛事</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>轮次：</translation>
    </message>
    <message>
        <source>RO: round number and type, e.g. 5 (final)</source>
        <translation>RO：轮次编号和类型，如 5 (final)</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>日期：</translation>
    </message>
    <message>
        <source>DT: date played, YYYY-MM-DD (partial dates and lists allowed)</source>
        <translation>DT：对局日期，YYYY-MM-DD（可用不完整日期和列表）</translation>
    </message>
    <message>
        <source>Place:</source>
        <translation>地点：</translation>
    </message>
    <message>
        <source>PC: where the game was played</source>
        <translation>PC：对局地点</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>结果：</translation>
    </message>
    <message>
        <source>RE: B+R, W+3.5, B+T (time), W+F (forfeit), 0 (draw), Void, ?</source>
        <translation>RE：B+R、W+3.5、B+T（超时）、W+F（判负）、0（和棋）、Void、?</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>规则：</translation>
    </message>
    <message>
        <source>RU: rule set</source>
        <translation>RU：规则</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>时间：</translation>
    </message>
    <message>
        <source>TM: main time in seconds</source>
        <translation>TM：基本时间（秒）</translation>
    </message>
    <message>
        <source>Overtime:</source>
        <translation>读秒：</translation>
    </message>
    <message>
        <source>OT: overtime system, e.g. 5x30 byo-yomi</source>
        <translation>OT：读秒方式，如 5x30 byo-yomi</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <source>SO: where the record comes from</source>
        <translation>SO：棋谱的来源</translation>
    </message>
    <message>
        <source>Annotator:</source>
        <translation>评注者：</translation>
    </message>
    <message>
        <source>AN: who commented the game</source>
        <translation>AN：评注棋局的人</translation>
    </message>
    <message>
        <source>User:</source>
        <translation>录入者：</translation>
    </message>
    <message>
        <source>US: who entered the record</source>
        <translation>US：录入棋谱的人</translation>
    </message>
    <message>
        <source>Copyright:</source>
        <translation>版权：</translation>
    </message>
    <message>
        <source>CP: copyright notice</source>
        <translation>CP：版权声明</translation>
    </message>
    <message>
        <source>Comment:</source>
        <translation>注释：</translation>
    </message>
    <message>
        <source>GC: background information and summary of the game</source>
        <translation>GC：棋局的背景信息和概要</translation>
    </message>
    <message>
        <source>Game Info</source>
        <translation>棋局信息</translation>
    </message>
    <message>
        <source>HA: number of handicap stones (0 = none)</source>
        <translation>HA：让子数（0 = 无）</translation>
    </message>
    <message>
        <source>KM: komi in points, added to White&apos;s score</source>
        <translation>KM：贴目，加到白方得分</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>对局者</translation>
    </message>
    <message>
        <source>e.g. 5d</source>
        <translation>如 5d</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>棋局</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>今天</translation>
    </message>
    <message>
        <source>Set the date to today&apos;s date</source>
        <translation>将日期设为今天</translation>
    </message>
    <message>
        <source>Rules and result</source>
        <translation>规则与结果</translation>
    </message>
    <message>
        <source>Komi:</source>
        <translation>贴目：</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <translation>让子：</translation>
    </message>
    <message>
        <source>seconds, e.g. 3600</source>
        <translation>秒，如 3600</translation>
    </message>
    <message>
        <source>e.g. 5x30 byo-yomi</source>
        <translation>如 5x30 byo-yomi</translation>
    </message>
    <message>
        <source>Game comment</source>
        <translation>棋局注释</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>棋谱</translation>
    </message>
    <message>
        <source>Date: the SGF form is YYYY-MM-DD (e.g. 2024-03-09).</source>
        <translation>日期：SGF 格式为 YYYY-MM-DD（如 2024-03-09）。</translation>
    </message>
    <message>
        <source>Result: the SGF form is B+R, W+3.5, B+T, W+F, 0 (draw), Void or ?.</source>
        <translation>结果：SGF 格式为 B+R、W+3.5、B+T、W+F、0（和棋）、Void 或 ?。</translation>
    </message>
    <message>
        <source>Time: the SGF form is a number of seconds (e.g. 3600).</source>
        <translation>时间：SGF 格式为秒数（如 3600）。</translation>
    </message>
</context>
<context>
    <name>GameList</name>
    <message>
        <source>Black</source>
        <translation>黑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Game List</source>
        <translation>棋局列表</translation>
    </message>
    <message>
        <source>Filter: players, result, date, name…</source>
        <translation>筛选：对局者、结果、日期、名称…</translation>
    </message>
    <message>
        <source>{0} of {1} games shown</source>
        <translation>显示 {0} 局，共 {1} 局</translation>
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
        <translation>命令</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>gogui-py User Manual</source>
        <translation>gogui-py 用户手册</translation>
    </message>
    <message>
        <source>A board for programs that speak GTP (the Go Text Protocol).</source>
        <translation>用于支持 GTP（围棋文本协议）程序的棋盘。</translation>
    </message>
    <message>
        <source>About gogui-py</source>
        <translation>关于 gogui-py</translation>
    </message>
</context>
<context>
    <name>Import</name>
    <message>
        <source>Cannot import the position</source>
        <translation>无法导入局面</translation>
    </message>
    <message>
        <source>Imported a {}x{} position: {} black and {} white stones</source>
        <translation>已导入 {}x{} 局面：{} 颗黑子和 {} 颗白子</translation>
    </message>
    <message>
        <source>Position from Text</source>
        <translation>从文本导入局面</translation>
    </message>
    <message>
        <source>Paste a board diagram (GTP showboard, an ASCII export): X # @ are black stones, O white ones, . + empty points; coordinates are ignored.</source>
        <translation>粘贴棋盘图（GTP showboard 或 ASCII 导出）：X # @ 为黑子，O 为白子，. + 为空点；坐标被忽略。</translation>
    </message>
    <message>
        <source>Not a board diagram: {}</source>
        <translation>不是棋盘图：{}</translation>
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
        <source>{0} vs {1}</source>
        <translation>{0} 对 {1}</translation>
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
        <source>Bad move</source>
        <translation>坏棋</translation>
    </message>
    <message>
        <source>Very bad move</source>
        <translation>大恶手</translation>
    </message>
    <message>
        <source>Good move</source>
        <translation>好棋</translation>
    </message>
    <message>
        <source>Very good move</source>
        <translation>妙手</translation>
    </message>
    <message>
        <source>Doubtful move</source>
        <translation>疑问手</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>有趣的手</translation>
    </message>
    <message>
        <source>Good for Black</source>
        <translation>黑方好</translation>
    </message>
    <message>
        <source>Very good for Black</source>
        <translation>黑方大优</translation>
    </message>
    <message>
        <source>Good for White</source>
        <translation>白方好</translation>
    </message>
    <message>
        <source>Very good for White</source>
        <translation>白方大优</translation>
    </message>
    <message>
        <source>Even position</source>
        <translation>局面均衡</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>局面不明</translation>
    </message>
    <message>
        <source>Hotspot</source>
        <translation>要点</translation>
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
    <message>
        <source>Clock halted</source>
        <translation>计时已暂停</translation>
    </message>
    <message>
        <source>Clock resumed</source>
        <translation>计时已继续</translation>
    </message>
    <message>
        <source>This game is played with a ruler</source>
        <translation>此棋局使用规则程序对弈</translation>
    </message>
    <message>
        <source>{} played an illegal move ({})</source>
        <translation>{} 下了非法着法（{}）</translation>
    </message>
    <message>
        <source>The engine is busy; try again when it has moved</source>
        <translation>引擎正忙；请在它下完后再试</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Scoring is for Go; the ruler gives the result of this game</source>
        <translation>数子只用于围棋；此棋局的结果由规则程序给出</translation>
    </message>
    <message>
        <source>Click dead stones to mark them, then Done</source>
        <translation>点击死子进行标记，然后点“完成”</translation>
    </message>
    <message>
        <source>Game over: {}</source>
        <translation>终局：{}</translation>
    </message>
    <message>
        <source>The engine is thinking; open the game when it has moved</source>
        <translation>引擎正在思考；请在它下完后再打开棋局</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <source>New Match</source>
        <translation>新建比赛</translation>
    </message>
    <message>
        <source>None (Go)</source>
        <translation>无（围棋）</translation>
    </message>
    <message>
        <source>A ruler referees another game (Othello, Gomoku, Hex...); none: Go</source>
        <translation>规则程序裁定其他棋类（黑白棋、五子棋、六贯棋…）；无：围棋</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Swap colours every game</source>
        <translation>每局交换颜色</translation>
    </message>
    <message>
        <source>The players (final_score)</source>
        <translation>由对局程序 (final_score)</translation>
    </message>
    <message>
        <source>Internal (area scoring)</source>
        <translation>内部（数子法）</translation>
    </message>
    <message>
        <source>Stop each pairing once an SPRT decides</source>
        <translation>一旦 SPRT 得出结论即停止该组对局</translation>
    </message>
    <message>
        <source>H0: the first program is at most elo0 stronger</source>
        <translation>H0：第一个程序最多强 elo0</translation>
    </message>
    <message>
        <source>H1: it is at least elo1 stronger</source>
        <translation>H1：它至少强 elo1</translation>
    </message>
    <message>
        <source>False-positive rate</source>
        <translation>假阳性率</translation>
    </message>
    <message>
        <source>False-negative rate</source>
        <translation>假阴性率</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>文件夹：</translation>
    </message>
    <message>
        <source>Referee (ruler):</source>
        <translation>裁判（规则程序）：</translation>
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
        <source>Handicap:</source>
        <translation>让子：</translation>
    </message>
    <message>
        <source>Games per pairing:</source>
        <translation>每组局数：</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>计分：</translation>
    </message>
    <message>
        <source>Games at once:</source>
        <translation>同时进行的对局：</translation>
    </message>
    <message>
        <source>Programs (two: a playoff; more: all play all):</source>
        <translation>程序（两个：对抗赛；更多：循环赛）：</translation>
    </message>
    <message>
        <source>The ruler</source>
        <translation>规则程序</translation>
    </message>
    <message>
        <source>Not for a game refereed by a ruler (it scores its game)</source>
        <translation>不适用于由规则程序裁定的棋局（由它计分）</translation>
    </message>
    <message>
        <source>Not for a game refereed by a ruler</source>
        <translation>不适用于由规则程序裁定的棋局</translation>
    </message>
    <message>
        <source>Ruler&apos;s default</source>
        <translation>规则程序的默认值</translation>
    </message>
    <message>
        <source>Choose at least two programs.</source>
        <translation>请至少选择两个程序。</translation>
    </message>
    <message>
        <source>The name must be a file name (no &apos;/&apos;, not starting with &apos;.&apos;).</source>
        <translation>名称必须是文件名（不含“/”，不以“.”开头）。</translation>
    </message>
    <message>
        <source>This match cannot be played: {}</source>
        <translation>此比赛无法进行：{}</translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}</source>
        <translation>无法写入 {0}：{1}</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>替换</translation>
    </message>
    <message>
        <source>{} exists. Replace it? Games already played in its folder are kept and counted (the match resumes).</source>
        <translation>{} 已存在。替换吗？其文件夹中已下完的对局会保留并计入（比赛继续）。</translation>
    </message>
    <message>
        <source>Match folder</source>
        <translation>比赛文件夹</translation>
    </message>
    <message>
        <source>Elo (first - second)</source>
        <translation>Elo（第一 − 第二）</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>棋局</translation>
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
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>&amp;Open in Board</source>
        <translation>在棋盘中打开(&amp;O)</translation>
    </message>
    <message>
        <source>No game under way</source>
        <translation>没有进行中的对局</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>对阵</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>负</translation>
    </message>
    <message>
        <source>Jigo</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Void</source>
        <translation>无效</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>胜率</translation>
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
        <translation>，{0} 在 {1} 后被接受</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>stopped or halted</source>
        <translation>已停止或中止</translation>
    </message>
    <message>
        <source>match file refused</source>
        <translation>比赛文件被拒绝</translation>
    </message>
    <message>
        <source>folder in use</source>
        <translation>文件夹正被使用</translation>
    </message>
    <message>
        <source>Matches — gogui-py</source>
        <translation>比赛 — gogui-py</translation>
    </message>
    <message>
        <source>No match: New Match… or Open Match…</source>
        <translation>没有比赛：新建比赛… 或 打开比赛…</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>比赛</translation>
    </message>
    <message>
        <source>&amp;New Match…</source>
        <translation>新建比赛(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open Match…</source>
        <translation>打开比赛(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>Games at once</source>
        <translation>同时进行的对局</translation>
    </message>
    <message>
        <source>  Games at once: </source>
        <translation>  同时进行的对局： </translation>
    </message>
    <message>
        <source>Open Match</source>
        <translation>打开比赛</translation>
    </message>
    <message>
        <source>Match files (*.toml)</source>
        <translation>比赛文件 (*.toml)</translation>
    </message>
    <message>
        <source>Stop the match under way first.</source>
        <translation>请先停止进行中的比赛。</translation>
    </message>
    <message>
        <source>Match {} — gogui-py</source>
        <translation>比赛 {} — gogui-py</translation>
    </message>
    <message>
        <source>Another run is playing this match (gogui-match run).</source>
        <translation>另一个进程正在进行此比赛 (gogui-match run)。</translation>
    </message>
    <message>
        <source>No record of game {0} ({1}).</source>
        <translation>没有第 {0} 局的棋谱（{1}）。</translation>
    </message>
    <message>
        <source>status {}</source>
        <translation>状态 {}</translation>
    </message>
    <message>
        <source>runner ended: {}</source>
        <translation>运行进程结束：{}</translation>
    </message>
    <message>
        <source>&amp;Kill</source>
        <translation>终止(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>继续(&amp;R)</translation>
    </message>
    <message>
        <source>not running</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>{0}/{1} games, {2} void, {3} under way · {4}</source>
        <translation>{0}/{1} 局，{2} 局无效，{3} 局进行中 · {4}</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>比赛</translation>
    </message>
    <message>
        <source>The match is running. Stop it? The games under way finish first; Start resumes it later.</source>
        <translation>比赛正在进行。停止吗？进行中的对局会先下完；“开始”可稍后继续。</translation>
    </message>
    <message>
        <source>Opening positions</source>
        <translation>开局局面</translation>
    </message>
    <message>
        <source>SGF files (*.sgf);;All files (*)</source>
        <translation>SGF 文件 (*.sgf);;所有文件 (*)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
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
        <translation>自由：由黑方程序选择让子的位置</translation>
    </message>
    <message>
        <source>Openings (main lines played first)</source>
        <translation>开局（先下主线）</translation>
    </message>
    <message>
        <source>Game n of a pairing starts from opening n (n/2 when colours swap), in turn</source>
        <translation>每组第 n 局从第 n 个开局开始（交换颜色时为 n/2），依次轮换</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Time limits</source>
        <translation>时间限制</translation>
    </message>
    <message>
        <source>None (sudden death)</source>
        <translation>无（包干制）</translation>
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
        <source>Over time loses the game</source>
        <translation>超时判负</translation>
    </message>
    <message>
        <source>Unchecked: time is only recorded, the game goes on</source>
        <translation>未勾选：只记录时间，对局继续</translation>
    </message>
    <message>
        <source>Main time:</source>
        <translation>基本时间：</translation>
    </message>
    <message>
        <source>Overtime:</source>
        <translation>读秒：</translation>
    </message>
    <message>
        <source>Period:</source>
        <translation>每段时长：</translation>
    </message>
    <message>
        <source>Periods:</source>
        <translation>读秒次数：</translation>
    </message>
    <message>
        <source>Moves per period:</source>
        <translation>每段手数：</translation>
    </message>
</context>
<context>
    <name>Menu</name>
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
        <source>&amp;Black</source>
        <translation>黑(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>白(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Not Set</source>
        <translation>未设置(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Go to Node</source>
        <translation>转到节点(&amp;G)</translation>
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
        <source>&amp;Good Move (!)</source>
        <translation>好棋(&amp;G) (!)</translation>
    </message>
    <message>
        <source>&amp;Very Good Move (!!)</source>
        <translation>妙手(&amp;V) (!!)</translation>
    </message>
    <message>
        <source>&amp;Bad Move (?)</source>
        <translation>坏棋(&amp;B) (?)</translation>
    </message>
    <message>
        <source>Ve&amp;ry Bad Move (??)</source>
        <translation>大恶手(&amp;R) (??)</translation>
    </message>
    <message>
        <source>&amp;Interesting Move (!?)</source>
        <translation>有趣的一手(&amp;I) (!?)</translation>
    </message>
    <message>
        <source>&amp;Doubtful Move (?!)</source>
        <translation>疑问手(&amp;D) (?!)</translation>
    </message>
    <message>
        <source>Good &amp;for Black</source>
        <translation>黑好(&amp;F)</translation>
    </message>
    <message>
        <source>Good for &amp;White</source>
        <translation>白好(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Even Position</source>
        <translation>均势(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Unclear Position</source>
        <translation>局面不明(&amp;U)</translation>
    </message>
    <message>
        <source>Move Var&amp;iation Up</source>
        <translation>变化上移(&amp;I)</translation>
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
        <source>&amp;No Move Annotation</source>
        <translation>无着手标注(&amp;N)</translation>
    </message>
    <message>
        <source>No &amp;Position Annotation</source>
        <translation>无局面标注(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Hotspot</source>
        <translation>要点(&amp;H)</translation>
    </message>
    <message>
        <source>No Hotspo&amp;t</source>
        <translation>无要点(&amp;T)</translation>
    </message>
    <message>
        <source>Position Va&amp;lue…</source>
        <translation>局面估值(&amp;L)…</translation>
    </message>
    <message>
        <source>N&amp;o Position Value</source>
        <translation>无局面估值(&amp;O)</translation>
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
        <source>Paste SG&amp;F as New Game</source>
        <translation>粘贴 SGF 为新棋局(&amp;F)</translation>
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
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
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
        <source>Pause Engine &amp;Game</source>
        <translation>暂停引擎对局(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>无(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;{} s</source>
        <translation>&amp;{} 秒</translation>
    </message>
    <message>
        <source>&amp;Delay Between Engine Moves</source>
        <translation>引擎着手间隔(&amp;D)</translation>
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
        <source>Reatta&amp;ch Program</source>
        <translation>重新连接程序(&amp;C)</translation>
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
        <source>Re&amp;attach Ruler</source>
        <translation>重新连接规则程序(&amp;A)</translation>
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
        <source>B&amp;oth</source>
        <translation>双方(&amp;O)</translation>
    </message>
    <message>
        <source>E&amp;ngine</source>
        <translation>引擎(&amp;N)</translation>
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
        <source>Computer Pl&amp;ay</source>
        <translation>电脑下(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Beginning</source>
        <translation>开始(&amp;B)</translation>
    </message>
    <message>
        <source>Backward &amp;10</source>
        <translation>后退 10 手(&amp;1)</translation>
    </message>
    <message>
        <source>Back&amp;ward</source>
        <translation>后退(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>前进(&amp;F)</translation>
    </message>
    <message>
        <source>Forwar&amp;d 10</source>
        <translation>前进 10 手(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;End</source>
        <translation>最后(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Previous Variation</source>
        <translation>上一变化(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next Variation</source>
        <translation>下一变化(&amp;N)</translation>
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
        <source>Add Label</source>
        <translation>添加标签</translation>
    </message>
    <message>
        <source>&amp;Play Here</source>
        <translation>在此落子(&amp;P)</translation>
    </message>
    <message>
        <source>Board &amp;Tool</source>
        <translation>棋盘工具(&amp;T)</translation>
    </message>
    <message>
        <source>Add &amp;Label…</source>
        <translation>添加标签(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Analyze Here</source>
        <translation>在此分析(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Copy Vertex Name ({vertex})</source>
        <translation>复制坐标名(&amp;C)（{vertex}）</translation>
    </message>
    <message>
        <source>Copied {vertex}</source>
        <translation>已复制 {vertex}</translation>
    </message>
    <message>
        <source>Boo&amp;kmarks</source>
        <translation>书签(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Add Bookmark…</source>
        <translation>添加书签(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit Bookmarks…</source>
        <translation>编辑书签(&amp;E)…</translation>
    </message>
    <message>
        <source>C&amp;lock</source>
        <translation>计时(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Halt</source>
        <translation>暂停(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>继续(&amp;R)</translation>
    </message>
    <message>
        <source>Set &amp;Time Left…</source>
        <translation>设置剩余时间(&amp;T)…</translation>
    </message>
    <message>
        <source>Render Comments as &amp;Markdown</source>
        <translation>以 Markdown 显示注释(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Estimate Score</source>
        <translation>形势判断(&amp;E)</translation>
    </message>
    <message>
        <source>Show who owns each point and the result, without an engine</source>
        <translation>不用引擎显示每个点的归属和结果</translation>
    </message>
    <message>
        <source>&amp;User Manual</source>
        <translation>用户手册(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;About gogui-py</source>
        <translation>关于 gogui-py(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>Position from &amp;Text…</source>
        <translation>从文本导入局面(&amp;T)…</translation>
    </message>
    <message>
        <source>SGF from &amp;Clipboard</source>
        <translation>从剪贴板导入 SGF(&amp;C)</translation>
    </message>
    <message>
        <source>Go to &amp;Variation…</source>
        <translation>转到变化(&amp;V)…</translation>
    </message>
    <message>
        <source>Find &amp;Next Comment</source>
        <translation>查找下一条注释(&amp;N)</translation>
    </message>
    <message>
        <source>Play Si&amp;ngle Move</source>
        <translation>只下一手(&amp;N)</translation>
    </message>
    <message>
        <source>Delete &amp;Side Variations</source>
        <translation>删除旁支变化(&amp;S)</translation>
    </message>
    <message>
        <source>Flip &amp;Horizontally</source>
        <translation>水平翻转(&amp;H)</translation>
    </message>
    <message>
        <source>Flip &amp;Vertically</source>
        <translation>垂直翻转(&amp;V)</translation>
    </message>
    <message>
        <source>Rotate &amp;Clockwise</source>
        <translation>顺时针旋转(&amp;C)</translation>
    </message>
    <message>
        <source>Rotate C&amp;ounterclockwise</source>
        <translation>逆时针旋转(&amp;O)</translation>
    </message>
    <message>
        <source>Rotate &amp;180°</source>
        <translation>旋转 180°(&amp;1)</translation>
    </message>
    <message>
        <source>&amp;Transpose</source>
        <translation>转置(&amp;T)</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>flipped horizontally</source>
        <translation>水平翻转</translation>
    </message>
    <message>
        <source>flipped vertically</source>
        <translation>垂直翻转</translation>
    </message>
    <message>
        <source>rotated clockwise</source>
        <translation>顺时针旋转</translation>
    </message>
    <message>
        <source>rotated counterclockwise</source>
        <translation>逆时针旋转</translation>
    </message>
    <message>
        <source>rotated 180°</source>
        <translation>旋转 180°</translation>
    </message>
    <message>
        <source>transposed</source>
        <translation>转置</translation>
    </message>
    <message>
        <source>transposed on the other diagonal</source>
        <translation>沿另一条对角线转置</translation>
    </message>
    <message>
        <source>Board &amp;Orientation</source>
        <translation>棋盘方向(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Reset Orientation</source>
        <translation>重置方向(&amp;R)</translation>
    </message>
    <message>
        <source>This board cannot be shown that way</source>
        <translation>棋盘无法以这种方式显示</translation>
    </message>
    <message>
        <source>Board orientation: {name}</source>
        <translation>棋盘方向：{name}</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>No Recent Files</source>
        <translation>没有最近的文件</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>清空菜单(&amp;C)</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>主题(&amp;H)</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Hide Subtree</source>
        <translation>隐藏子树(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Show Subtree</source>
        <translation>显示子树(&amp;S)</translation>
    </message>
    <message>
        <source>Show &amp;All</source>
        <translation>全部显示(&amp;A)</translation>
    </message>
    <message>
        <source>Node &amp;Info…</source>
        <translation>节点信息(&amp;I)…</translation>
    </message>
    <message>
        <source>Su&amp;btree Statistics…</source>
        <translation>子树统计(&amp;B)…</translation>
    </message>
    <message>
        <source>Scro&amp;ll to Current</source>
        <translation>滚动到当前(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Analyze Commands</source>
        <translation>分析命令(&amp;A)</translation>
    </message>
    <message>
        <source>A&amp;nalysis (lz-/kata-analyze)</source>
        <translation>分析(&amp;N) (lz-/kata-analyze)</translation>
    </message>
    <message>
        <source>&amp;Win Rate Graph</source>
        <translation>胜率图(&amp;W)</translation>
    </message>
    <message>
        <source>Show &amp;Ownership</source>
        <translation>显示归属(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Win Rate</source>
        <translation>胜率(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Score Lead</source>
        <translation>目差(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Loss Against Best</source>
        <translation>与最佳手的差距(&amp;L)</translation>
    </message>
    <message>
        <source>Analysis &amp;Settings…</source>
        <translation>分析设置(&amp;S)…</translation>
    </message>
    <message>
        <source>Analyze &amp;Game</source>
        <translation>分析棋局(&amp;G)</translation>
    </message>
    <message>
        <source>S&amp;top Analyze Game</source>
        <translation>停止分析棋局(&amp;T)</translation>
    </message>
    <message>
        <source>Write Anal&amp;ysis to Record…</source>
        <translation>将分析写入棋谱(&amp;Y)…</translation>
    </message>
    <message>
        <source>Snaps&amp;hot Parameters</source>
        <translation>参数快照(&amp;H)</translation>
    </message>
    <message>
        <source>Restore Para&amp;meters</source>
        <translation>恢复参数(&amp;M)</translation>
    </message>
    <message>
        <source>Sa&amp;ve Parameters…</source>
        <translation>保存参数(&amp;V)…</translation>
    </message>
    <message>
        <source>Reattach W&amp;ith Parameters</source>
        <translation>带参数重新连接(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;No Variations</source>
        <translation>不显示变化(&amp;N)</translation>
    </message>
    <message>
        <source>Variations as &amp;Ghost Stones</source>
        <translation>变化显示为虚子(&amp;G)</translation>
    </message>
    <message>
        <source>Variations as &amp;Letters</source>
        <translation>变化显示为字母(&amp;L)</translation>
    </message>
    <message>
        <source>No Move N&amp;umbers</source>
        <translation>不显示手数(&amp;U)</translation>
    </message>
    <message>
        <source>Last &amp;10 Moves</source>
        <translation>最后 10 手(&amp;1)</translation>
    </message>
    <message>
        <source>&amp;All Moves</source>
        <translation>全部手数(&amp;A)</translation>
    </message>
    <message>
        <source>Ne&amp;xt Earlier Variation</source>
        <translation>下一个较早变化(&amp;X)</translation>
    </message>
    <message>
        <source>P&amp;revious Earlier Variation</source>
        <translation>上一个较早变化(&amp;R)</translation>
    </message>
    <message>
        <source>B&amp;ack to Main Line</source>
        <translation>回到主线(&amp;A)</translation>
    </message>
    <message>
        <source>Go to &amp;Move…</source>
        <translation>转到第几手(&amp;M)…</translation>
    </message>
    <message>
        <source>F&amp;ind in Comments…</source>
        <translation>在注释中查找(&amp;I)…</translation>
    </message>
    <message>
        <source>Find Nex&amp;t</source>
        <translation>查找下一个(&amp;T)</translation>
    </message>
    <message>
        <source>Find Previo&amp;us</source>
        <translation>查找上一个(&amp;U)</translation>
    </message>
    <message>
        <source>Select &amp;Game of Collection…</source>
        <translation>选择合集中的棋局(&amp;G)…</translation>
    </message>
    <message>
        <source>Reopen with &amp;Encoding…</source>
        <translation>以指定编码重新打开(&amp;E)…</translation>
    </message>
    <message>
        <source>Show &amp;Repairs Made on Reading…</source>
        <translation>显示读取时的修复(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>坐标(&amp;C)</translation>
    </message>
    <message>
        <source>Sho&amp;w Last Move</source>
        <translation>显示最后一手(&amp;W)</translation>
    </message>
    <message>
        <source>Game &amp;Tree</source>
        <translation>棋谱树(&amp;T)</translation>
    </message>
    <message>
        <source>GTP &amp;Shell</source>
        <translation>GTP 命令行(&amp;S)</translation>
    </message>
    <message>
        <source>Comm&amp;ent Panel</source>
        <translation>注释面板(&amp;E)</translation>
    </message>
    <message>
        <source>The comment, programs, players, captures and clocks</source>
        <translation>注释、程序、对局者、提子与计时钟</translation>
    </message>
    <message>
        <source>Tool Ba&amp;rs</source>
        <translation>工具栏(&amp;R)</translation>
    </message>
    <message>
        <source>Reset Window La&amp;yout</source>
        <translation>重置窗口布局(&amp;Y)</translation>
    </message>
</context>
<context>
    <name>Navigation</name>
    <message>
        <source>Go to Variation</source>
        <translation>转到变化</translation>
    </message>
    <message>
        <source>Variation (branch numbers from the root, e.g. 2.1;
empty: the main line):</source>
        <translation>变化（从根开始的分支编号，如 2.1；
空：主线）：</translation>
    </message>
    <message>
        <source>No variation {} in this game</source>
        <translation>此棋局中没有变化 {}</translation>
    </message>
    <message>
        <source>No more comments: continued from the start</source>
        <translation>没有更多注释：已从开头继续</translation>
    </message>
    <message>
        <source>No other node has a comment</source>
        <translation>没有其他节点有注释</translation>
    </message>
    <message>
        <source>Delete Side Variations</source>
        <translation>删除旁支变化</translation>
    </message>
    <message>
        <source>All variations but the one through the current position will be deleted.
Edit &gt; Undo brings them back.</source>
        <translation>除经过当前局面的变化外，所有变化都将被删除。
编辑 &gt; 撤销可恢复。</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
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
        <source>Over {0}x{0}: GTP engines cannot play this size (record and edit only).</source>
        <translation>超过 {0}x{0}：GTP 引擎无法下此大小（仅记录和编辑）。</translation>
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
    <name>Play</name>
    <message>
        <source>{0} resigns: {1}</source>
        <translation>{0} 认输：{1}</translation>
    </message>
    <message>
        <source>{}
Terminate it? The game record is kept; you can attach it again.</source>
        <translation>{}
终止它吗？棋谱会保留；之后可再次连接。</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Resumed</source>
        <translation>已继续</translation>
    </message>
    <message>
        <source>No engine command is running</source>
        <translation>没有正在运行的引擎命令</translation>
    </message>
    <message>
        <source>Interrupting {}…</source>
        <translation>正在中断 {}…</translation>
    </message>
    <message>
        <source>{} cannot be interrupted (no gogui-interrupt): wait for its answer</source>
        <translation>{} 无法中断（没有 gogui-interrupt）：请等待它的回答</translation>
    </message>
    <message>
        <source>{} cannot be interrupted.</source>
        <translation>{} 无法被中断。</translation>
    </message>
    <message>
        <source>{} did not stop thinking.</source>
        <translation>{} 没有停止思考。</translation>
    </message>
    <message>
        <source>{0} placed {1} handicap stones</source>
        <translation>{0} 放置了 {1} 个让子</translation>
    </message>
    <message>
        <source>The engine did not place the handicap: {}</source>
        <translation>引擎没有放置让子：{}</translation>
    </message>
    <message>
        <source>{} detached while thinking: no move was played</source>
        <translation>{} 在思考时被断开：未落子</translation>
    </message>
    <message>
        <source>The computer is thinking</source>
        <translation>电脑正在思考</translation>
    </message>
    <message>
        <source>Engine not told: {}</source>
        <translation>未通知引擎：{}</translation>
    </message>
    <message>
        <source>{0} refused the move: {1}</source>
        <translation>{0} 拒绝了这手棋：{1}</translation>
    </message>
    <message>
        <source>{0} was not told of the move: {1}</source>
        <translation>{0} 未被告知这手棋：{1}</translation>
    </message>
    <message>
        <source>No engine attached</source>
        <translation>未连接引擎</translation>
    </message>
    <message>
        <source>{} is thinking…</source>
        <translation>{} 正在思考…</translation>
    </message>
    <message>
        <source>{0} played an illegal move ({1}); it no longer plays a colour</source>
        <translation>{0} 下了非法着法（{1}）；它不再执子</translation>
    </message>
    <message>
        <source>{0} played {1}{2}</source>
        <translation>{0} 下了 {1}{2}</translation>
    </message>
    <message>
        <source>counted by gogui-py, no stones removed</source>
        <translation>由 gogui-py 计算，未提取死子</translation>
    </message>
    <message>
        <source>final_score of {}</source>
        <translation>{} 的 final_score</translation>
    </message>
    <message>
        <source>counted by gogui-py</source>
        <translation>由 gogui-py 计算</translation>
    </message>
    <message>
        <source>counted by gogui-py ({})</source>
        <translation>由 gogui-py 计算（{}）</translation>
    </message>
    <message>
        <source>Game over: {0} ({1})</source>
        <translation>终局：{0}（{1}）</translation>
    </message>
    <message>
        <source>{0} answered “{1}” with something that is not a move:</source>
        <translation>{0} 对“{1}”的回答不是一手棋：</translation>
    </message>
    <message>
        <source>{0} answered {1} with no move</source>
        <translation>{0} 对 {1} 没有回答着法</translation>
    </message>
    <message>
        <source>Engine Refused to Move</source>
        <translation>引擎拒绝下棋</translation>
    </message>
    <message>
        <source>{0} refused to play: {1}</source>
        <translation>{0} 拒绝下棋：{1}</translation>
    </message>
    <message>
        <source>It no longer plays a colour: it is your turn. The game record is intact; Game &gt; Computer Color lets it play again.</source>
        <translation>它不再执子：轮到您下。棋谱完好无损；对局 &gt; 电脑执子 可让它重新下棋。</translation>
    </message>
    <message>
        <source>{0}; it no longer plays a colour</source>
        <translation>{0}；它不再执子</translation>
    </message>
    <message>
        <source>No move was played; the game record is intact.</source>
        <translation>没有落子；棋谱完好无损。</translation>
    </message>
    <message>
        <source>Invalid Response from Engine</source>
        <translation>引擎的回答无效</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>和棋</translation>
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
        <source>Slate (for the dark theme)</source>
        <translation>石板（用于深色主题）</translation>
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
        <source>T&amp;heme:</source>
        <translation>主题(&amp;H)：</translation>
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
    <message>
        <source>No sound: {}</source>
        <translation>无声音：{}</translation>
    </message>
</context>
<context>
    <name>Programs</name>
    <message>
        <source>{0} refused {1}</source>
        <translation>{0} 拒绝了 {1}</translation>
    </message>
    <message>
        <source>{0} is not at the displayed position: {1}</source>
        <translation>{0} 不在显示的局面：{1}</translation>
    </message>
    <message>
        <source>Position: move {0} of {1}x{2}</source>
        <translation>局面：第 {0} 手，{1}x{2}</translation>
    </message>
    <message>
        <source>Position: start of {0}x{1}</source>
        <translation>局面：开局，{0}x{1}</translation>
    </message>
    <message>
        <source>the displayed position cannot be sent to it</source>
        <translation>无法把显示的局面发送给它</translation>
    </message>
    <message>
        <source>Position not set: {}</source>
        <translation>局面未设置：{}</translation>
    </message>
    <message>
        <source>Enter the command line that starts the program.</source>
        <translation>输入启动该程序的命令行。</translation>
    </message>
    <message>
        <source>The command line does not parse: {}.</source>
        <translation>命令行无法解析：{}。</translation>
    </message>
    <message>
        <source>Connects to {}</source>
        <translation>连接到 {}</translation>
    </message>
    <message>
        <source>The working directory {} does not exist.</source>
        <translation>工作目录 {} 不存在。</translation>
    </message>
    <message>
        <source>Runs {}</source>
        <translation>运行 {}</translation>
    </message>
    <message>
        <source>in the working directory</source>
        <translation>在工作目录中</translation>
    </message>
    <message>
        <source>in the current folder</source>
        <translation>在当前文件夹中</translation>
    </message>
    <message>
        <source>{0} is not found {1}.</source>
        <translation>{1}找不到 {0}。</translation>
    </message>
    <message>
        <source>{0} is not on PATH but is in the working directory: write ./{1}</source>
        <translation>{0} 不在 PATH 中，但在工作目录中：请写 ./{1}</translation>
    </message>
    <message>
        <source>{} is not found on PATH.</source>
        <translation>在 PATH 中找不到 {}。</translation>
    </message>
    <message>
        <source>New Engine</source>
        <translation>新建引擎</translation>
    </message>
    <message>
        <source>Edit Engine</source>
        <translation>编辑引擎</translation>
    </message>
    <message>
        <source>New Ruler</source>
        <translation>新建规则程序</translation>
    </message>
    <message>
        <source>Edit Ruler</source>
        <translation>编辑规则程序</translation>
    </message>
    <message>
        <source>e.g. gnugo --mode gtp or &quot;/opt/my engine/run&quot; -v</source>
        <translation>例如 gnugo --mode gtp 或 &quot;/opt/my engine/run&quot; -v</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Choose the program&apos;s executable file</source>
        <translation>选择程序的可执行文件</translation>
    </message>
    <message>
        <source>the current folder</source>
        <translation>当前文件夹</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Choose the folder the program runs in</source>
        <translation>选择程序运行所在的文件夹</translation>
    </message>
    <message>
        <source>not known until attached</source>
        <translation>连接后才知道</translation>
    </message>
    <message>
        <source>Restore Default Command</source>
        <translation>恢复默认命令</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>标签(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation>命令(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Working directory:</source>
        <translation>工作目录(&amp;W)：</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>程序：</translation>
    </message>
    <message>
        <source>Built-in entry: the program is kept up to date when the settings are loaded; the label, folder and arguments are yours.</source>
        <translation>内置条目：加载设置时程序会保持最新；标签、文件夹和参数由您决定。</translation>
    </message>
    <message>
        <source>Choose the Program</source>
        <translation>选择程序</translation>
    </message>
    <message>
        <source>Choose the Working Directory</source>
        <translation>选择工作目录</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>程序</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Rulers</source>
        <translation>规则程序</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>添加(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>下移(&amp;D)</translation>
    </message>
    <message>
        <source>Engine did not start</source>
        <translation>引擎未能启动</translation>
    </message>
    <message>
        <source>Could not start {0}: {1}</source>
        <translation>无法启动 {0}：{1}</translation>
    </message>
    <message>
        <source>Engine stopped</source>
        <translation>引擎已停止</translation>
    </message>
    <message>
        <source>{0}: {1}.
The game record is intact; attach the engine again from the Engine menu to go on.</source>
        <translation>{0}：{1}。
棋谱完好；请从引擎菜单再次连接引擎以继续。</translation>
    </message>
    <message>
        <source>Starting {}…</source>
        <translation>正在启动 {}…</translation>
    </message>
    <message>
        <source>No program attached</source>
        <translation>未连接程序</translation>
    </message>
    <message>
        <source>&apos;{}&apos; changed the ruler&apos;s position: it is set back to the game</source>
        <translation>“{}”改变了规则程序的局面：已恢复为棋局的局面</translation>
    </message>
    <message>
        <source>&apos;{}&apos; changed the engine&apos;s position: it is set back to the game</source>
        <translation>“{}”改变了引擎的局面：已恢复为棋局的局面</translation>
    </message>
    <message>
        <source>Position: changed by a typed command</source>
        <translation>局面：被输入的命令改变</translation>
    </message>
    <message>
        <source>{0} plays {1} (click to change)</source>
        <translation>{0} 执{1}（点击更改）</translation>
    </message>
    <message>
        <source>{0} does not play {1} (click to change)</source>
        <translation>{0} 不执{1}（点击更改）</translation>
    </message>
    <message>
        <source>{} analyses (click to change)</source>
        <translation>{} 进行分析（点击更改）</translation>
    </message>
    <message>
        <source>{} does not analyse (click to change)</source>
        <translation>{} 不进行分析（点击更改）</translation>
    </message>
</context>
<context>
    <name>Record</name>
    <message>
        <source>Suicide is not allowed</source>
        <translation>不允许自杀</translation>
    </message>
    <message>
        <source>Ko: retake not allowed yet</source>
        <translation>劫：还不能提回</translation>
    </message>
    <message>
        <source>Point {} is occupied</source>
        <translation>{} 处已有棋子</translation>
    </message>
    <message>
        <source>Point ({0}, {1}) is off the {2}x{3} board</source>
        <translation>点 ({0}, {1}) 在 {2}x{3} 棋盘之外</translation>
    </message>
    <message>
        <source>converted from {0}; Save writes a new SGF file</source>
        <translation>由 {0} 转换；保存时写入新的 SGF 文件</translation>
    </message>
    <message>
        <source>{} games in file, showing the first</source>
        <translation>文件中有 {} 局，显示第一局</translation>
    </message>
    <message>
        <source>{} problem repaired</source>
        <translation>修复了 {} 个问题</translation>
    </message>
    <message>
        <source>{} problems repaired</source>
        <translation>修复了 {} 个问题</translation>
    </message>
    <message>
        <source>{}: played with a ruler</source>
        <translation>{}：使用规则程序对弈</translation>
    </message>
    <message>
        <source>Opened {}</source>
        <translation>已打开 {}</translation>
    </message>
    <message>
        <source>Saved {}</source>
        <translation>已保存 {}</translation>
    </message>
    <message>
        <source>Saved {0} (UTF-8; read as {1})</source>
        <translation>已保存 {0}（UTF-8；读取时为 {1}）</translation>
    </message>
    <message>
        <source>Handicap stones go on an empty game only</source>
        <translation>让子只能放在空棋局中</translation>
    </message>
    <message>
        <source>Game {0} of {1}</source>
        <translation>第 {0} 局，共 {1} 局</translation>
    </message>
    <message>
        <source>File &gt; More &gt; Reopen with Encoding to change</source>
        <translation>如需更改：文件 &gt; 更多 &gt; 以指定编码重新打开</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>Restore Unsaved Games</source>
        <translation>恢复未保存的棋局</translation>
    </message>
    <message>
        <source>gogui-py ended without saving this game. Restore it?</source>
        <translation>gogui-py 退出时未保存此棋局。要恢复吗？</translation>
    </message>
    <message>
        <source>gogui-py ended without saving these {} games. Restore the checked ones?</source>
        <translation>gogui-py 退出时未保存这 {} 局棋。恢复勾选的棋局吗？</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>丢弃(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>暂不(&amp;N)</translation>
    </message>
    <message>
        <source>{}: no unsaved game to restore there</source>
        <translation>{}：那里没有可恢复的未保存棋局</translation>
    </message>
    <message>
        <source>Cannot restore {0}: {1}</source>
        <translation>无法恢复 {0}：{1}</translation>
    </message>
    <message>
        <source> — paused: Game &gt; Pause (F6) goes on</source>
        <translation> — 已暂停：对局 &gt; 暂停 (F6) 继续</translation>
    </message>
    <message>
        <source>clock halted: Game &gt; Clock &gt; Resume</source>
        <translation>计时已暂停：对局 &gt; 计时 &gt; 继续</translation>
    </message>
    <message>
        <source>Restored {0} ({1} moves){2}</source>
        <translation>已恢复 {0}（{1} 手）{2}</translation>
    </message>
    <message>
        <source>Cannot write the recovery file: {}</source>
        <translation>无法写入恢复文件：{}</translation>
    </message>
</context>
<context>
    <name>Regress</name>
    <message>
        <source>{} sets up no position from a record (no loadsgf)</source>
        <translation>{} 没有从棋谱设置局面（无 loadsgf）</translation>
    </message>
    <message>
        <source>The engine is thinking; show the test when it has moved</source>
        <translation>引擎正在思考；等它下完后再显示测试</translation>
    </message>
    <message>
        <source>{0}: {1} not opened</source>
        <translation>{0}：未打开 {1}</translation>
    </message>
    <message>
        <source> · not shown: {}</source>
        <translation> · 未显示：{}</translation>
    </message>
    <message>
        <source> before move {}</source>
        <translation> 第 {} 手之前</translation>
    </message>
    <message>
        <source>not run yet</source>
        <translation>尚未运行</translation>
    </message>
    <message>
        <source>error: {}</source>
        <translation>错误：{}</translation>
    </message>
    <message>
        <source>engine answered {}</source>
        <translation>引擎回答 {}</translation>
    </message>
    <message>
        <source>command line of a GTP engine</source>
        <translation>GTP 引擎的命令行</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>引擎：</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>Other command</source>
        <translation>其他命令</translation>
    </message>
    <message>
        <source>none run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>{0} test: {1}</source>
        <translation>{0} 个测试：{1}</translation>
    </message>
    <message>
        <source>{0} tests: {1}</source>
        <translation>{0} 个测试：{1}</translation>
    </message>
    <message>
        <source>{} not run</source>
        <translation>{} 个未运行</translation>
    </message>
    <message>
        <source>no test run</source>
        <translation>没有运行测试</translation>
    </message>
    <message>
        <source> · engine restarted {}x</source>
        <translation> · 引擎重启 {} 次</translation>
    </message>
    <message>
        <source> · {} problem</source>
        <translation> · {} 个问题</translation>
    </message>
    <message>
        <source> · {} problems</source>
        <translation> · {} 个问题</translation>
    </message>
    <message>
        <source>Regression Tests — gogui-py</source>
        <translation>回归测试 — gogui-py</translation>
    </message>
    <message>
        <source>Add .tst files, choose the engine, then Run</source>
        <translation>添加 .tst 文件，选择引擎，然后运行</translation>
    </message>
    <message>
        <source>Regression</source>
        <translation>回归测试</translation>
    </message>
    <message>
        <source>&amp;Add Files…</source>
        <translation>添加文件(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Remove Files</source>
        <translation>移除文件(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>R&amp;erun Test</source>
        <translation>重新运行测试(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Show on Board</source>
        <translation>在棋盘上显示(&amp;S)</translation>
    </message>
    <message>
        <source>Longest wait for one answer; then the test is an error</source>
        <translation>等待一个回答的最长时间；超时则该测试为错误</translation>
    </message>
    <message>
        <source>Engine processes at once (they share the files&apos; positions)</source>
        <translation>同时运行的引擎进程数（它们共享文件中的局面）</translation>
    </message>
    <message>
        <source> Timeout: </source>
        <translation> 超时： </translation>
    </message>
    <message>
        <source>  Engines: </source>
        <translation>  引擎数： </translation>
    </message>
    <message>
        <source>Select a test to see its command, answer and GTP log</source>
        <translation>选择一个测试以查看其命令、回答和 GTP 日志</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <source>Test files:</source>
        <translation>测试文件：</translation>
    </message>
    <message>
        <source>Add Regression Test Files</source>
        <translation>添加回归测试文件</translation>
    </message>
    <message>
        <source>GTP test files (*.tst);;All (*)</source>
        <translation>GTP 测试文件 (*.tst);;所有 (*)</translation>
    </message>
    <message>
        <source>Add .tst files first</source>
        <translation>请先添加 .tst 文件</translation>
    </message>
    <message>
        <source>Reading the test files…</source>
        <translation>正在读取测试文件…</translation>
    </message>
    <message>
        <source>Rerunning {}…</source>
        <translation>正在重新运行 {}…</translation>
    </message>
    <message>
        <source>Engine command: {}</source>
        <translation>引擎命令：{}</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <source>{}: unreadable</source>
        <translation>{}：无法读取</translation>
    </message>
    <message>
        <source>The run failed: {}</source>
        <translation>运行失败：{}</translation>
    </message>
    <message>
        <source>Show on Board</source>
        <translation>在棋盘上显示</translation>
    </message>
    <message>
        <source>Rerun Test</source>
        <translation>重新运行测试</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>预期</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Unexpected</source>
        <translation>意外</translation>
    </message>
    <message>
        <source>Known failure</source>
        <translation>已知失败</translation>
    </message>
    <message>
        <source>{file}, line {line}</source>
        <translation>{file}，第 {line} 行</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>{0} plays Go only: attach an engine for {1} (Engine menu) and choose its colour in the Game menu</source>
        <translation>{0} 只下围棋：请为 {1} 连接引擎（引擎菜单），并在对局菜单中选择它的颜色</translation>
    </message>
    <message>
        <source>The record is a game of {0}: a new game of {1} starts</source>
        <translation>棋谱是{0}的对局：开始新的{1}对局</translation>
    </message>
    <message>
        <source>The open game is kept; start a new game to play {}</source>
        <translation>当前棋局保留；请新建棋局来下 {}</translation>
    </message>
    <message>
        <source>The ruler plays {0} on {1}, the record on {2}</source>
        <translation>规则程序在 {1} 上下 {0}，棋谱为 {2}</translation>
    </message>
    <message>
        <source>{0} is played on {1}</source>
        <translation>{0} 在 {1} 上下</translation>
    </message>
    <message>
        <source>No ruler for {} in Game &gt; Rules: attach one to see the positions</source>
        <translation>对局 &gt; 规则中没有 {} 的规则程序：请连接一个以查看局面</translation>
    </message>
    <message>
        <source>Attaching the {0} ruler for {1}</source>
        <translation>正在为 {1} 连接规则程序 {0}</translation>
    </message>
    <message>
        <source>Warning: the engine plays {0}, the ruler {1}</source>
        <translation>警告：引擎下 {0}，规则程序下 {1}</translation>
    </message>
    <message>
        <source>Waiting for the ruler…</source>
        <translation>等待规则程序…</translation>
    </message>
    <message>
        <source>The game is over: {}</source>
        <translation>棋局结束：{}</translation>
    </message>
    <message>
        <source>It is {}&apos;s turn, played by the computer</source>
        <translation>轮到{}，由电脑下</translation>
    </message>
    <message>
        <source>{} may not pass now</source>
        <translation>{} 现在不能停一手</translation>
    </message>
    <message>
        <source>{0} is not a legal move for {1}</source>
        <translation>{0} 不是{1}的合法着法</translation>
    </message>
    <message>
        <source>the ruler refused it: {}</source>
        <translation>规则程序拒绝了它：{}</translation>
    </message>
    <message>
        <source>The ruler refused {0}: {1}</source>
        <translation>规则程序拒绝了 {0}：{1}</translation>
    </message>
    <message>
        <source>Engine not told: {}</source>
        <translation>未通知引擎：{}</translation>
    </message>
    <message>
        <source>No engine attached</source>
        <translation>未连接引擎</translation>
    </message>
    <message>
        <source>{} has no move and passes</source>
        <translation>{} 无棋可下，停一手</translation>
    </message>
    <message>
        <source>{} is not a legal move</source>
        <translation>{} 不是合法着法</translation>
    </message>
    <message>
        <source>{0} played an illegal move for {1} ({2}): it forfeits, {3}</source>
        <translation>{0} 为{1}下了非法着法（{2}）：判负，{3}</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>终局</translation>
    </message>
    <message>
        <source>Game over: {}</source>
        <translation>终局：{}</translation>
    </message>
    <message>
        <source>Starting ruler {}…</source>
        <translation>正在启动规则程序 {}…</translation>
    </message>
    <message>
        <source>The ruler</source>
        <translation>规则程序</translation>
    </message>
    <message>
        <source>Ruler not answering</source>
        <translation>规则程序无响应</translation>
    </message>
    <message>
        <source>{0}: {1}.
It was detached; the game record is intact. Attach it again from Game &gt; Rules to go on.</source>
        <translation>{0}：{1}。
它已断开；棋谱完好。请从对局 &gt; 规则再次连接以继续。</translation>
    </message>
    <message>
        <source>Ruler error</source>
        <translation>规则程序错误</translation>
    </message>
    <message>
        <source>{0} gave an answer that makes no sense: {1}.
The game record is intact.</source>
        <translation>{0} 给出了无意义的回答：{1}。
棋谱完好。</translation>
    </message>
    <message>
        <source>Ruler {0} {1} attached: {2}</source>
        <translation>规则程序 {0} {1} 已连接：{2}</translation>
    </message>
    <message>
        <source>Not a ruler</source>
        <translation>不是规则程序</translation>
    </message>
    <message>
        <source>the ruler</source>
        <translation>规则程序</translation>
    </message>
    <message>
        <source>Ruler did not start</source>
        <translation>规则程序未能启动</translation>
    </message>
    <message>
        <source>Could not start {0}: {1}</source>
        <translation>无法启动 {0}：{1}</translation>
    </message>
    <message>
        <source>Ruler stopped</source>
        <translation>规则程序已停止</translation>
    </message>
    <message>
        <source>{0}: {1}.
The game record is intact; attach the ruler again from Game &gt; Rules to go on.</source>
        <translation>{0}：{1}。
棋谱完好；请从对局 &gt; 规则再次连接规则程序以继续。</translation>
    </message>
    <message>
        <source>The ruler did not start a new game: {}</source>
        <translation>规则程序没有开始新棋局：{}</translation>
    </message>
    <message>
        <source>The ruler refused the position: {}</source>
        <translation>规则程序拒绝了该局面：{}</translation>
    </message>
    <message>
        <source>no ruler attached</source>
        <translation>未连接规则程序</translation>
    </message>
    <message>
        <source>{}: asking the ruler…</source>
        <translation>{}：正在询问规则程序…</translation>
    </message>
    <message>
        <source> (must pass)</source>
        <translation>（必须停一手）</translation>
    </message>
    <message>
        <source>{0} to move{1}</source>
        <translation>{0}走{1}</translation>
    </message>
    <message>
        <source>captured: Black {0}, White {1}</source>
        <translation>提子：黑 {0}，白 {1}</translation>
    </message>
    <message>
        <source>{} to move</source>
        <translation>{}走</translation>
    </message>
    <message>
        <source>the board as the ruler reported it {} moves earlier</source>
        <translation>规则程序在 {} 步之前报告的棋盘</translation>
    </message>
    <message>
        <source>position not known</source>
        <translation>局面未知</translation>
    </message>
    <message>
        <source>no ruler: attach the {} ruler to play (Game &gt; Rules)</source>
        <translation>没有规则程序：要下棋请连接 {} 规则程序（对局 &gt; 规则）</translation>
    </message>
    <message>
        <source>Attach the {} ruler to play (Game &gt; Rules)</source>
        <translation>要下棋请连接 {} 规则程序（对局 &gt; 规则）</translation>
    </message>
</context>
<context>
    <name>Scoring</name>
    <message>
        <source>does not know final_status_list: no dead stones proposed</source>
        <translation>不支持 final_status_list：未提出死子</translation>
    </message>
    <message>
        <source>does not know final_score</source>
        <translation>不支持 final_score</translation>
    </message>
    <message>
        <source>final_status_list failed: {}</source>
        <translation>final_status_list 失败：{}</translation>
    </message>
    <message>
        <source>final_status_list: bad answer ({})</source>
        <translation>final_status_list：无效回答（{}）</translation>
    </message>
    <message>
        <source>final_score failed: {}</source>
        <translation>final_score 失败：{}</translation>
    </message>
    <message>
        <source>{} is not running: no proposal</source>
        <translation>{} 未在运行：没有建议</translation>
    </message>
    <message>
        <source>{0} not asked: {1}</source>
        <translation>未询问 {0}：{1}</translation>
    </message>
    <message>
        <source>{0}: {1}; no proposal</source>
        <translation>{0}：{1}；没有建议</translation>
    </message>
    <message>
        <source>{}&apos;s dead stones arrived after your marking: not applied</source>
        <translation>{} 的死子在您标记之后才到达：未采用</translation>
    </message>
    <message>
        <source>Click a group to mark it dead or alive.</source>
        <translation>点击一块棋以标记死活。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scoring&lt;/b&gt;</source>
        <translation>&lt;b&gt;数子&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>子数</translation>
    </message>
    <message>
        <source>Territory</source>
        <translation>目数</translation>
    </message>
    <message>
        <source>Prisoners</source>
        <translation>提子</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>死子</translation>
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
        <source>Area scoring</source>
        <translation>数子法</translation>
    </message>
    <message>
        <source>Territory scoring</source>
        <translation>数目法</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>贴目</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>规则：</translation>
    </message>
    <message>
        <source>Area (Chinese)</source>
        <translation>数子法（中国）</translation>
    </message>
    <message>
        <source>Territory (Japanese)</source>
        <translation>数目法（日本）</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Write this result to the game (RE)</source>
        <translation>将此结果写入棋局 (RE)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Result: {}</source>
        <translation>结果：{}</translation>
    </message>
    <message>
        <source>Asking {} for dead stones and its score…</source>
        <translation>正在向 {} 询问死子和得分…</translation>
    </message>
</context>
<context>
    <name>Shell</name>
    <message>
        <source>Save Commands</source>
        <translation>保存命令</translation>
    </message>
    <message>
        <source>GTP files (*.gtp);;All files (*)</source>
        <translation>GTP 文件 (*.gtp);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Send File</source>
        <translation>发送文件</translation>
    </message>
    <message>
        <source>Commands</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Save &amp;Commands…</source>
        <translation>保存命令(&amp;C)…</translation>
    </message>
    <message>
        <source>Send &amp;File…</source>
        <translation>发送文件(&amp;F)…</translation>
    </message>
    <message>
        <source>Send &amp;Recent</source>
        <translation>最近发送(&amp;R)</translation>
    </message>
    <message>
        <source>No program attached: {} not sent</source>
        <translation>未连接程序：{} 未发送</translation>
    </message>
    <message>
        <source>Could not read {}: {}</source>
        <translation>无法读取 {}：{}</translation>
    </message>
    <message>
        <source>line {}: {}</source>
        <translation>第 {} 行：{}</translation>
    </message>
    <message>
        <source>{} was not sent: it holds commands that change the board ({}). The board would no longer be in sync with the program.</source>
        <translation>{} 未发送：其中有改变棋盘的命令（{}）。棋盘将不再与程序同步。</translation>
    </message>
    <message>
        <source>{} holds no commands</source>
        <translation>{} 不含命令</translation>
    </message>
    <message>
        <source>— sending {} commands from {} —</source>
        <translation>— 正在发送 {} 条命令，来自 {} —</translation>
    </message>
    <message>
        <source>Could not save the commands:
{}</source>
        <translation>无法保存命令：
{}</translation>
    </message>
    <message>
        <source>GTP Shell</source>
        <translation>GTP 终端</translation>
    </message>
    <message>
        <source>Save Log</source>
        <translation>保存日志</translation>
    </message>
    <message>
        <source>Log files (*.log *.txt);;All files (*)</source>
        <translation>日志文件 (*.log *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Timestamps</source>
        <translation>时间戳</translation>
    </message>
    <message>
        <source>Command Numbers</source>
        <translation>命令编号</translation>
    </message>
    <message>
        <source>Show the GTP ids of commands and answers (12 name, =12)</source>
        <translation>显示命令和回答的 GTP 编号（12 name，=12）</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Save Log…</source>
        <translation>保存日志…</translation>
    </message>
    <message>
        <source>— program detached —</source>
        <translation>— 程序已断开 —</translation>
    </message>
    <message>
        <source>Close this log</source>
        <translation>关闭此日志</translation>
    </message>
    <message>
        <source>Could not save the log:
{}</source>
        <translation>无法保存日志：
{}</translation>
    </message>
    <message>
        <source>{} (detached)</source>
        <translation>{}（已断开）</translation>
    </message>
    <message>
        <source>GTP command (Up/Down: history, Tab: complete)</source>
        <translation>GTP 命令（上/下：历史，Tab：补全）</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>{} more errors since, in the log.</source>
        <translation>此后又有 {} 个错误，见日志。</translation>
    </message>
    <message>
        <source>gogui-py could not start.</source>
        <translation>gogui-py 无法启动。</translation>
    </message>
    <message>
        <source>gogui-py met an unexpected error; it keeps running, but save your game under a new name to be safe.</source>
        <translation>gogui-py 遇到意外错误；它仍在运行，但为安全起见请以新名称保存棋局。</translation>
    </message>
    <message>
        <source>The details were written to {}.</source>
        <translation>详细信息已写入 {}。</translation>
    </message>
    <message>
        <source>The crash log could not be written.</source>
        <translation>无法写入崩溃日志。</translation>
    </message>
</context>
<context>
    <name>TimeLeft</name>
    <message>
        <source>Set Time Left</source>
        <translation>设置剩余时间</translation>
    </message>
    <message>
        <source>Periods left</source>
        <translation>剩余读秒次数</translation>
    </message>
    <message>
        <source>Moves left in period</source>
        <translation>本时段剩余手数</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>剩余时间</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>黑(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>白(&amp;W)</translation>
    </message>
    <message>
        <source>Minutes and seconds (m:ss), h:mm:ss, or seconds</source>
        <translation>分和秒 (m:ss)、h:mm:ss 或秒数</translation>
    </message>
    <message>
        <source>main time</source>
        <translation>基本时间</translation>
    </message>
    <message>
        <source>Empty while still in main time</source>
        <translation>仍在基本时间内时留空</translation>
    </message>
    <message>
        <source>Not a time: {}</source>
        <translation>不是时间：{}</translation>
    </message>
    <message>
        <source>A time left cannot be negative</source>
        <translation>剩余时间不能为负</translation>
    </message>
    <message>
        <source>Not a number of 1 or more: {}</source>
        <translation>不是 1 或以上的数：{}</translation>
    </message>
    <message>
        <source>{} lost on time</source>
        <translation>{} 超时负</translation>
    </message>
    <message>
        <source>{0} + {1} x {2} byo-yomi</source>
        <translation>{0} + {1} x {2} 读秒</translation>
    </message>
    <message>
        <source>{0} + {1} moves / {2} Canadian</source>
        <translation>{0} + {1} 手 / {2} 加拿大读秒</translation>
    </message>
    <message>
        <source>{} absolute</source>
        <translation>{} 包干</translation>
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
        <source>&amp;Play</source>
        <translation>落子(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Black Stone</source>
        <translation>黑子(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;White Stone</source>
        <translation>白子(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Circle</source>
        <translation>圆(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Square</source>
        <translation>方块(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Triangle</source>
        <translation>三角(&amp;T)</translation>
    </message>
    <message>
        <source>Cr&amp;oss</source>
        <translation>叉(&amp;O)</translation>
    </message>
    <message>
        <source>S&amp;elect</source>
        <translation>选择(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Letter</source>
        <translation>字母(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Number</source>
        <translation>数字(&amp;N)</translation>
    </message>
    <message>
        <source>L&amp;abel…</source>
        <translation>标签(&amp;A)…</translation>
    </message>
    <message>
        <source>A&amp;rrow</source>
        <translation>箭头(&amp;R)</translation>
    </message>
    <message>
        <source>L&amp;ine</source>
        <translation>线(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Dim</source>
        <translation>变暗(&amp;D)</translation>
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
<context>
    <name>TreeMenu</name>
    <message>
        <source>Node Info</source>
        <translation>节点信息</translation>
    </message>
    <message>
        <source>Subtree Statistics</source>
        <translation>子树统计</translation>
    </message>
    <message>
        <source>Node Info: {}</source>
        <translation>节点信息：{}</translation>
    </message>
    <message>
        <source>Subtree Statistics: {}</source>
        <translation>子树统计：{}</translation>
    </message>
    <message>
        <source>Move {}: {}</source>
        <translation>第 {} 手：{}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Node after move {}</source>
        <translation>第 {} 手之后的节点</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Children</source>
        <translation>子节点</translation>
    </message>
    <message>
        <source>(no properties)</source>
        <translation>（无属性）</translation>
    </message>
    <message>
        <source>SGF properties</source>
        <translation>SGF 属性</translation>
    </message>
    <message>
        <source>Subtree of</source>
        <translation>子树起点</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Variations</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Branch points</source>
        <translation>分支点</translation>
    </message>
    <message>
        <source>Maximum depth</source>
        <translation>最大深度</translation>
    </message>
    <message>
        <source>Most children</source>
        <translation>最多子节点</translation>
    </message>
    <message>
        <source>Setup nodes</source>
        <translation>摆子节点</translation>
    </message>
    <message>
        <source>Comments</source>
        <translation>注释</translation>
    </message>
</context>
<context>
    <name>TreeView</name>
    <message>
        <source>Subtree hidden: {} nodes</source>
        <translation>子树已隐藏：{} 个节点</translation>
    </message>
    <message>
        <source>Move {0}: {1}</source>
        <translation>第 {0} 手：{1}</translation>
    </message>
    <message>
        <source>Setup: </source>
        <translation>摆子：</translation>
    </message>
    <message>
        <source>After move {0} · {1}</source>
        <translation>第 {0} 手之后 · {1}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Empty node after move {}</source>
        <translation>第 {} 手之后的空节点</translation>
    </message>
    <message>
        <source>
Mistake: {0} lost {1:.1f} % win rate</source>
        <translation>
失误：{0} 损失 {1:.1f} % 胜率</translation>
    </message>
</context>
<context>
    <name>Warnings</name>
    <message>
        <source>No warnings.</source>
        <translation>没有警告。</translation>
    </message>
    <message>
        <source>{} warning:</source>
        <translation>{} 个警告：</translation>
    </message>
    <message>
        <source>{} warnings:</source>
        <translation>{} 个警告：</translation>
    </message>
    <message>
        <source>Copy to Clipboard</source>
        <translation>复制到剪贴板</translation>
    </message>
</context>
</TS>
