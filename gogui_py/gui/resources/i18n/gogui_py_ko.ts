<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>Analysis</name>
    <message>
        <source>Side to move</source>
        <translation>둘 차례</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>백</translation>
    </message>
    <message>
        <source>Search commands</source>
        <translation>명령 검색</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>실행</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>지우기</translation>
    </message>
    <message>
        <source>Auto Run</source>
        <translation>자동 실행</translation>
    </message>
    <message>
        <source>Run the command again after every change of the position</source>
        <translation>국면이 바뀔 때마다 명령을 다시 실행</translation>
    </message>
    <message>
        <source>Answers and errors of analyze commands</source>
        <translation>분석 명령의 응답과 오류</translation>
    </message>
    <message>
        <source>Send Points</source>
        <translation>점 보내기</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>No attached program lists analyze commands</source>
        <translation>분석 명령을 제공하는 연결된 프로그램이 없습니다</translation>
    </message>
    <message>
        <source>{}: click points on the board, then Send Points</source>
        <translation>{}: 바둑판에서 점을 클릭한 다음 &apos;점 보내기&apos;</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>실행 중…</translation>
    </message>
    <message>
        <source>Analyze</source>
        <translation>분석</translation>
    </message>
    <message>
        <source>Save Parameters</source>
        <translation>매개변수 저장</translation>
    </message>
    <message>
        <source>GTP files (*.gtp);;All files (*)</source>
        <translation>GTP 파일 (*.gtp);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Snapshot of {0}: {1}</source>
        <translation>{0}의 스냅숏: {1}</translation>
    </message>
    <message>
        <source>Snapshot Parameters</source>
        <translation>매개변수 스냅숏</translation>
    </message>
    <message>
        <source>Restore Parameters: take a snapshot first</source>
        <translation>매개변수 복원: 먼저 스냅숏을 만드세요</translation>
    </message>
    <message>
        <source>Restore Parameters: no program is running</source>
        <translation>매개변수 복원: 실행 중인 프로그램이 없습니다</translation>
    </message>
    <message>
        <source>Restore Parameters</source>
        <translation>매개변수 복원</translation>
    </message>
    <message>
        <source>Save Parameters: cannot write {0}: {1}</source>
        <translation>매개변수 저장: {0}에 쓸 수 없습니다: {1}</translation>
    </message>
    <message>
        <source>Saved {0} to {1}</source>
        <translation>{0}을(를) {1}에 저장했습니다</translation>
    </message>
    <message>
        <source>Reattach With Parameters: {} is gone</source>
        <translation>매개변수로 다시 연결: {}이(가) 없어졌습니다</translation>
    </message>
    <message>
        <source>Reattaching {0} with {1}…</source>
        <translation>{0}을(를) {1}(으)로 다시 연결하는 중…</translation>
    </message>
    <message>
        <source>Reattach With Parameters</source>
        <translation>매개변수로 다시 연결</translation>
    </message>
    <message>
        <source>{}: no program is running</source>
        <translation>{}: 실행 중인 프로그램이 없습니다</translation>
    </message>
    <message>
        <source>{0}: {1} has not listed its analyze commands yet</source>
        <translation>{0}: {1}이(가) 아직 분석 명령을 알리지 않았습니다</translation>
    </message>
    <message>
        <source>{0}: {1} has no parameter commands</source>
        <translation>{0}: {1}에는 매개변수 명령이 없습니다</translation>
    </message>
    <message>
        <source>; {} refused (see the Analyze pane)</source>
        <translation>; {}개 거부됨 (분석 창 참고)</translation>
    </message>
    <message>
        <source> (values of {})</source>
        <translation> ({}의 값)</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} values sent to {3}{4}{5}</source>
        <translation>{0}: 값 {2}개 중 {1}개를 {3}에 보냈습니다{4}{5}</translation>
    </message>
    <message>
        <source>Reattach With Parameters: {} did not start; no parameters were sent</source>
        <translation>매개변수로 다시 연결: {}이(가) 시작되지 않았습니다. 매개변수를 보내지 않았습니다</translation>
    </message>
    <message>
        <source>Analyze Game cancelled</source>
        <translation>대국 분석 취소됨</translation>
    </message>
    <message>
        <source>Analyze Game done: {} positions</source>
        <translation>대국 분석 완료: 국면 {}개</translation>
    </message>
    <message>
        <source>Analyze Game stopped: {}</source>
        <translation>대국 분석 중지됨: {}</translation>
    </message>
    <message>
        <source>Analyze Game %v/%m</source>
        <translation>대국 분석 %v/%m</translation>
    </message>
    <message>
        <source>Positions of the line analysed; Analyze Game again resumes</source>
        <translation>이 수순에서 분석된 국면. 대국 분석을 다시 하면 이어서 진행</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>중지</translation>
    </message>
    <message>
        <source>Stop Analyze Game (what is analysed stays)</source>
        <translation>대국 분석 중지 (분석된 내용은 남음)</translation>
    </message>
    <message>
        <source>Win Rate</source>
        <translation>승률</translation>
    </message>
    <message>
        <source>Analyze Game: {}</source>
        <translation>대국 분석: {}</translation>
    </message>
    <message>
        <source>{} (the analyzer) is not running</source>
        <translation>{}(분석기)이(가) 실행 중이 아닙니다</translation>
    </message>
    <message>
        <source>attach an engine first</source>
        <translation>먼저 엔진을 연결하세요</translation>
    </message>
    <message>
        <source>Analyze Game: {0}/{1} positions</source>
        <translation>대국 분석: 국면 {0}/{1}</translation>
    </message>
    <message>
        <source>{}: click a point</source>
        <translation>{}: 점을 클릭하세요</translation>
    </message>
    <message>
        <source>{0}: {1} points sent</source>
        <translation>{0}: 점 {1}개 보냄</translation>
    </message>
    <message>
        <source>{} is not running</source>
        <translation>{}이(가) 실행 중이 아닙니다</translation>
    </message>
    <message>
        <source>{0}: {1} sent an invalid response (no = or ?): {2}</source>
        <translation>{0}: {1}이(가) 잘못된 응답을 보냈습니다 (= 또는 ? 없음): {2}</translation>
    </message>
    <message>
        <source>Waiting up to {} s for a valid answer…</source>
        <translation>올바른 응답을 최대 {}초 기다리는 중…</translation>
    </message>
    <message>
        <source>Analysis Settings</source>
        <translation>분석 설정</translation>
    </message>
    <message>
        <source>Centiseconds between two updates of the analysis</source>
        <translation>분석을 갱신하는 간격 (1/100초 단위)</translation>
    </message>
    <message>
        <source>Interval between updates:</source>
        <translation>갱신 간격:</translation>
    </message>
    <message>
        <source>Pause at:</source>
        <translation>일시 정지 (방문 수):</translation>
    </message>
    <message>
        <source>Pause after:</source>
        <translation>일시 정지 (시간):</translation>
    </message>
    <message>
        <source>Ponder: analyse until stopped (limits ignored)</source>
        <translation>계속 생각: 멈출 때까지 분석 (제한 무시)</translation>
    </message>
    <message>
        <source>Best {0} {1:.1f} % ({2} visits)</source>
        <translation>최선 {0} {1:.1f} % (방문 {2}회)</translation>
    </message>
    <message>
        <source>Analysis: {}</source>
        <translation>분석: {}</translation>
    </message>
    <message>
        <source>{} has no lz-analyze or kata-analyze: attach Leela Zero or KataGo, or choose an analyzer with the Analyzer toggle (magnifier) in the program strip</source>
        <translation>{}에는 lz-analyze나 kata-analyze가 없습니다. Leela Zero나 KataGo를 연결하거나 프로그램 막대의 분석기 토글(돋보기)로 분석기를 고르세요</translation>
    </message>
    <message>
        <source>Analysis paused after {} s</source>
        <translation>{}초 후 분석 일시 정지</translation>
    </message>
    <message>
        <source>Analysis paused at {} visits</source>
        <translation>방문 {}회에서 분석 일시 정지</translation>
    </message>
    <message>
        <source>Write Analysis to Record</source>
        <translation>분석을 기보에 쓰기</translation>
    </message>
    <message>
        <source>Comment lines: win rate, score lead, best move</source>
        <translation>설명 줄: 승률, 집 차이, 최선 수</translation>
    </message>
    <message>
        <source>Move annotations: bad move, doubtful, interesting</source>
        <translation>수 주석: 나쁜 수, 의문수, 흥미로운 수</translation>
    </message>
    <message>
        <source>BM when the mover lost more win rate than this</source>
        <translation>둔 쪽이 이보다 많은 승률을 잃으면 BM</translation>
    </message>
    <message>
        <source>DO when the mover lost more than this, up to the BM threshold</source>
        <translation>둔 쪽이 이보다 많이 잃으면 DO (BM 기준까지)</translation>
    </message>
    <message>
        <source>IT when a move the analyzer did not prefer gained more than this over its best</source>
        <translation>분석기가 선호하지 않은 수가 최선 수보다 이보다 많이 얻으면 IT</translation>
    </message>
    <message>
        <source>Bad move (BM), lost more than:</source>
        <translation>나쁜 수 (BM), 손실 기준:</translation>
    </message>
    <message>
        <source>Doubtful (DO), lost more than:</source>
        <translation>의문수 (DO), 손실 기준:</translation>
    </message>
    <message>
        <source>Interesting (IT), gained more than:</source>
        <translation>흥미로운 수 (IT), 이득 기준:</translation>
    </message>
    <message>
        <source>Writes into the analysed nodes of the current line, as one undo step. Writing again replaces the analysis written before; other comment text and annotations of your own stay.</source>
        <translation>현재 수순의 분석된 노드에 한 번의 실행 취소 단위로 씁니다. 다시 쓰면 전에 쓴 분석을 바꿉니다. 다른 설명 내용과 직접 단 주석은 남습니다.</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>쓰기</translation>
    </message>
    <message>
        <source>Write analysis</source>
        <translation>분석 쓰기</translation>
    </message>
    <message>
        <source>Analysis written to {} nodes</source>
        <translation>노드 {}개에 분석을 썼습니다</translation>
    </message>
    <message>
        <source>B win %</source>
        <translation>흑 승률 %</translation>
    </message>
    <message>
        <source>Black&apos;s win rate (%)</source>
        <translation>흑의 승률 (%)</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Vertex entry cancelled</source>
        <translation>좌표 입력 취소됨</translation>
    </message>
    <message>
        <source>Type a vertex, like D4 (Enter plays, Esc cancels)</source>
        <translation>좌표를 입력하세요, 예: D4 (Enter 착수, Esc 취소)</translation>
    </message>
    <message>
        <source>Vertex: {typed} (Enter plays, Esc cancels)</source>
        <translation>좌표: {typed} (Enter 착수, Esc 취소)</translation>
    </message>
    <message>
        <source>{text} is not a vertex: type a column letter and a row number, like D4</source>
        <translation>{text}은(는) 좌표가 아닙니다: 열 문자와 행 번호를 입력하세요, 예: D4</translation>
    </message>
    <message>
        <source>{text}: there is no column {letters} on this board (columns {first}-{last})</source>
        <translation>{text}: 이 바둑판에 {letters} 열이 없습니다 (열 {first}-{last})</translation>
    </message>
    <message>
        <source>{text}: there is no row {row} on this board (rows 1-{last})</source>
        <translation>{text}: 이 바둑판에 {row} 행이 없습니다 (행 1-{last})</translation>
    </message>
    <message>
        <source>{text} is not a point of this board</source>
        <translation>{text}은(는) 이 바둑판의 점이 아닙니다</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>빈 점</translation>
    </message>
    <message>
        <source>black stone</source>
        <translation>흑돌</translation>
    </message>
    <message>
        <source>white stone</source>
        <translation>백돌</translation>
    </message>
    <message>
        <source>Board, cursor {vertex}, {what}</source>
        <translation>바둑판, 커서 {vertex}, {what}</translation>
    </message>
    <message>
        <source>The board takes no moves now</source>
        <translation>지금은 바둑판에 착수할 수 없습니다</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>백</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>패스</translation>
    </message>
    <message>
        <source>{move}, suicide of {n}</source>
        <translation>{move}, 자충 {n}점</translation>
    </message>
    <message>
        <source>{move}, captured {n}</source>
        <translation>{move}, {n}점 따냄</translation>
    </message>
    <message>
        <source>Last move: {move}.</source>
        <translation>마지막 수: {move}.</translation>
    </message>
    <message>
        <source>No move here.</source>
        <translation>여기에는 수가 없습니다.</translation>
    </message>
    <message>
        <source>{color} to play.</source>
        <translation>{color} 차례.</translation>
    </message>
</context>
<context>
    <name>Bookmarks</name>
    <message>
        <source>Edit Bookmarks</source>
        <translation>책갈피 편집</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>이름 바꾸기(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>삭제(&amp;D)</translation>
    </message>
    <message>
        <source>{}, move {}</source>
        <translation>{}, {}수</translation>
    </message>
    <message>
        <source>, variation {}</source>
        <translation>, 변화 {}</translation>
    </message>
    <message>
        <source>Bookmarks need a saved file: save the game first.</source>
        <translation>책갈피에는 저장된 파일이 필요합니다: 먼저 대국을 저장하세요.</translation>
    </message>
    <message>
        <source>The game has unsaved changes: save it before setting a bookmark.</source>
        <translation>대국에 저장하지 않은 변경이 있습니다: 책갈피를 설정하기 전에 저장하세요.</translation>
    </message>
    <message>
        <source>Bookmarks can be set at the start of the game or at a move only.</source>
        <translation>책갈피는 대국 시작이나 수에만 설정할 수 있습니다.</translation>
    </message>
    <message>
        <source>Cannot set bookmark</source>
        <translation>책갈피를 설정할 수 없음</translation>
    </message>
    <message>
        <source>Add Bookmark</source>
        <translation>책갈피 추가</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>이름:</translation>
    </message>
    <message>
        <source>Bookmark added: {}</source>
        <translation>책갈피 추가됨: {}</translation>
    </message>
    <message>
        <source>{}: the bookmarked position is not in the file</source>
        <translation>{}: 책갈피 국면이 파일에 없습니다</translation>
    </message>
</context>
<context>
    <name>Clock</name>
    <message>
        <source>{0} lost on time: {1}</source>
        <translation>{0} 시간패: {1}</translation>
    </message>
</context>
<context>
    <name>Color</name>
    <message>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>백</translation>
    </message>
</context>
<context>
    <name>Comment</name>
    <message>
        <source>Comment</source>
        <translation>설명</translation>
    </message>
    <message>
        <source>Comment of move {n}</source>
        <translation>{n}수의 설명</translation>
    </message>
    <message>
        <source>Comment of the start</source>
        <translation>시작의 설명</translation>
    </message>
</context>
<context>
    <name>Display</name>
    <message>
        <source>Move {number}</source>
        <translation>{number}수</translation>
    </message>
    <message>
        <source>Captured: B {black}, W {white}</source>
        <translation>따낸 돌: 흑 {black}, 백 {white}</translation>
    </message>
    <message>
        <source>Komi {komi:g}</source>
        <translation>덤 {komi:g}</translation>
    </message>
    <message>
        <source>Last {move}</source>
        <translation>마지막 수 {move}</translation>
    </message>
    <message>
        <source>GTP stream was closed</source>
        <translation>GTP 스트림이 닫혔습니다</translation>
    </message>
    <message>
        <source>Black to play</source>
        <translation>흑 차례</translation>
    </message>
    <message>
        <source>White to play</source>
        <translation>백 차례</translation>
    </message>
    <message>
        <source>genmove: {answer}</source>
        <translation>genmove: {answer}</translation>
    </message>
    <message>
        <source>Waiting for the first command</source>
        <translation>첫 명령을 기다리는 중</translation>
    </message>
    <message>
        <source>Last command: {command}</source>
        <translation>마지막 명령: {command}</translation>
    </message>
</context>
<context>
    <name>Dock</name>
    <message>
        <source>Comment</source>
        <translation>설명</translation>
    </message>
    <message>
        <source>Game Tree</source>
        <translation>기보 트리</translation>
    </message>
    <message>
        <source>GTP Shell</source>
        <translation>GTP 셸</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>계가</translation>
    </message>
</context>
<context>
    <name>Editing</name>
    <message>
        <source>Click {} points for the handicap stones</source>
        <translation>치석을 놓을 점 {}개를 클릭하세요</translation>
    </message>
    <message>
        <source>1 more handicap stone</source>
        <translation>접바둑 돌 1개 더</translation>
    </message>
    <message>
        <source>{} more handicap stones</source>
        <translation>치석 {}개 남음</translation>
    </message>
    <message>
        <source>Handicap placed: White to play</source>
        <translation>치석 배치 완료: 백 차례</translation>
    </message>
    <message>
        <source>The computer is thinking</source>
        <translation>컴퓨터가 생각 중입니다</translation>
    </message>
    <message>
        <source>Setup stones cannot be sent to the ruler</source>
        <translation>배치한 돌은 규칙 프로그램에 보낼 수 없습니다</translation>
    </message>
    <message>
        <source>Drag from one point to another to draw an arrow</source>
        <translation>한 점에서 다른 점으로 끌어서 화살표를 그립니다</translation>
    </message>
    <message>
        <source>Drag from one point to another to draw a line</source>
        <translation>한 점에서 다른 점으로 끌어서 선을 그립니다</translation>
    </message>
    <message>
        <source>Label at {}:</source>
        <translation>{}의 레이블:</translation>
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
        <translation>서유럽</translation>
    </message>
    <message>
        <source>Chinese, GB2312, GBK</source>
        <translation>중국어 간체, GB2312, GBK</translation>
    </message>
    <message>
        <source>Traditional Chinese</source>
        <translation>중국어 번체</translation>
    </message>
    <message>
        <source>Japanese, cp932</source>
        <translation>일본어, cp932</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>일본어</translation>
    </message>
    <message>
        <source>Korean, cp949</source>
        <translation>한국어, cp949</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>러시아어</translation>
    </message>
    <message>
        <source>Cyrillic</source>
        <translation>키릴 문자</translation>
    </message>
    <message>
        <source>Central European</source>
        <translation>중앙 유럽</translation>
    </message>
    <message>
        <source>Reopen with Encoding</source>
        <translation>인코딩을 지정해 다시 열기</translation>
    </message>
    <message>
        <source>Preview of the file with this encoding:</source>
        <translation>이 인코딩으로 본 파일 미리 보기:</translation>
    </message>
    <message>
        <source>Encoding:</source>
        <translation>인코딩:</translation>
    </message>
    <message>
        <source>Not an encoding Python knows: choose one from the list or type a codec name such as cp1251, iso8859-2 or utf-16-le.</source>
        <translation>Python이 모르는 인코딩입니다: 목록에서 고르거나 cp1251, iso8859-2, utf-16-le 같은 코덱 이름을 입력하세요.</translation>
    </message>
</context>
<context>
    <name>Estimate</name>
    <message>
        <source>Estimating…</source>
        <translation>추정 중…</translation>
    </message>
    <message>
        <source>Estimate: {result}</source>
        <translation>형세 판단: {result}</translation>
    </message>
    <message>
        <source>Black {black}, White {white}, komi {komi} (area)</source>
        <translation>흑 {black}, 백 {white}, 덤 {komi} (계점)</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Export Position</source>
        <translation>국면 내보내기</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>형식(&amp;F):</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>좌표(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Markup (marks, labels, lines, arrows)</source>
        <translation>표시(&amp;M) (기호, 레이블, 선, 화살표)</translation>
    </message>
    <message>
        <source>Move &amp;numbers from</source>
        <translation>수 번호 시작(&amp;N)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>내보내기…</translation>
    </message>
    <message>
        <source>Exported {}</source>
        <translation>{} 내보냄</translation>
    </message>
    <message>
        <source>The clipboard&apos;s text is not SGF:
{}</source>
        <translation>클립보드의 텍스트가 SGF가 아닙니다:
{}</translation>
    </message>
</context>
<context>
    <name>FileOps</name>
    <message>
        <source>Game records ({0})</source>
        <translation>기보 파일 ({0})</translation>
    </message>
    <message>
        <source>SGF files (*.sgf *.SGF)</source>
        <translation>SGF 파일 (*.sgf *.SGF)</translation>
    </message>
    <message>
        <source>Tygem GIB, WBaduk NGF, Pandanet UGF ({0})</source>
        <translation>Tygem GIB, WBaduk NGF, Pandanet UGF ({0})</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>모든 파일 (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>저장하지 않은 변경</translation>
    </message>
    <message>
        <source>The game has unsaved changes. Save them first?</source>
        <translation>대국에 저장하지 않은 변경이 있습니다. 먼저 저장할까요?</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>열기</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation>파일을 열 수 없음</translation>
    </message>
    <message>
        <source>it was repaired when it was read (repairs: {})</source>
        <translation>읽을 때 고쳐졌습니다 (고친 곳: {}개)</translation>
    </message>
    <message>
        <source>it was read as {} and will be written as UTF-8</source>
        <translation>{}(으)로 읽었으며 UTF-8로 씁니다</translation>
    </message>
    <message>
        <source>Overwrite file?</source>
        <translation>파일을 덮어쓸까요?</translation>
    </message>
    <message>
        <source>.
Save over it anyway?</source>
        <translation>.
그래도 덮어쓸까요?</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>다른 이름으로 저장</translation>
    </message>
    <message>
        <source>Cannot save file</source>
        <translation>파일을 저장할 수 없음</translation>
    </message>
    <message>
        <source>The file holds a single game</source>
        <translation>이 파일에는 대국이 하나뿐입니다</translation>
    </message>
    <message>
        <source>No problems were found when the file was read</source>
        <translation>파일을 읽을 때 문제가 발견되지 않았습니다</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>이 파일</translation>
    </message>
    <message>
        <source>Problems repaired in {}</source>
        <translation>{}에서 고친 문제</translation>
    </message>
    <message>
        <source>Not found: {}</source>
        <translation>찾을 수 없음: {}</translation>
    </message>
    <message>
        <source>Go to Move</source>
        <translation>수로 이동</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>수 번호:</translation>
    </message>
    <message>
        <source>The game has no file to reopen</source>
        <translation>이 대국에는 다시 열 파일이 없습니다</translation>
    </message>
</context>
<context>
    <name>Find</name>
    <message>
        <source>Invalid regular expression: {}</source>
        <translation>잘못된 정규 표현식: {}</translation>
    </message>
    <message>
        <source>Find in Comments</source>
        <translation>설명에서 찾기</translation>
    </message>
    <message>
        <source>Regular expression, e.g. joseki|tesuji</source>
        <translation>정규 표현식, 예: 정석|맥</translation>
    </message>
    <message>
        <source>Case sensitive</source>
        <translation>대소문자 구분</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>이전</translation>
    </message>
    <message>
        <source>Find the previous comment that matches (Shift+Enter)</source>
        <translation>일치하는 이전 설명 찾기 (Shift+Enter)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>다음</translation>
    </message>
    <message>
        <source>Find the next comment that matches (Enter)</source>
        <translation>일치하는 다음 설명 찾기 (Enter)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>찾기:</translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <source>Black:</source>
        <translation>흑:</translation>
    </message>
    <message>
        <source>PB: name of the black player</source>
        <translation>PB: 흑 대국자의 이름</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>백:</translation>
    </message>
    <message>
        <source>PW: name of the white player</source>
        <translation>PW: 백 대국자의 이름</translation>
    </message>
    <message>
        <source>Rank:</source>
        <translation>기력:</translation>
    </message>
    <message>
        <source>BR: rank of the black player, e.g. 5d, 3k, 9p</source>
        <translation>BR: 흑의 기력 (예: 5d, 3k, 9p)</translation>
    </message>
    <message>
        <source>WR: rank of the white player, e.g. 5d, 3k, 9p</source>
        <translation>WR: 백의 기력 (예: 5d, 3k, 9p)</translation>
    </message>
    <message>
        <source>Game name:</source>
        <translation>대국 이름:</translation>
    </message>
    <message>
        <source>GN: name of the game, shown in the game list</source>
        <translation>GN: 대국 이름, 대국 목록에 표시됨</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>대회:</translation>
    </message>
    <message>
        <source>EV: tournament or event</source>
        <translation>EV: 대회 또는 행사</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>라운드:</translation>
    </message>
    <message>
        <source>RO: round number and type, e.g. 5 (final)</source>
        <translation>RO: 라운드 번호와 종류 (예: 5 (final))</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>날짜:</translation>
    </message>
    <message>
        <source>DT: date played, YYYY-MM-DD (partial dates and lists allowed)</source>
        <translation>DT: 대국 날짜, YYYY-MM-DD (일부만 쓴 날짜와 목록도 가능)</translation>
    </message>
    <message>
        <source>Place:</source>
        <translation>장소:</translation>
    </message>
    <message>
        <source>PC: where the game was played</source>
        <translation>PC: 대국한 장소</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>결과:</translation>
    </message>
    <message>
        <source>RE: B+R, W+3.5, B+T (time), W+F (forfeit), 0 (draw), Void, ?</source>
        <translation>RE: B+R, W+3.5, B+T (시간패), W+F (반칙패), 0 (무승부), Void, ?</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>규칙:</translation>
    </message>
    <message>
        <source>RU: rule set</source>
        <translation>RU: 규칙</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>시간:</translation>
    </message>
    <message>
        <source>TM: main time in seconds</source>
        <translation>TM: 기본 시간 (초)</translation>
    </message>
    <message>
        <source>Overtime:</source>
        <translation>초읽기:</translation>
    </message>
    <message>
        <source>OT: overtime system, e.g. 5x30 byo-yomi</source>
        <translation>OT: 초읽기 방식 (예: 5x30 byo-yomi)</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>출처:</translation>
    </message>
    <message>
        <source>SO: where the record comes from</source>
        <translation>SO: 기보의 출처</translation>
    </message>
    <message>
        <source>Annotator:</source>
        <translation>해설자:</translation>
    </message>
    <message>
        <source>AN: who commented the game</source>
        <translation>AN: 대국을 해설한 사람</translation>
    </message>
    <message>
        <source>User:</source>
        <translation>입력자:</translation>
    </message>
    <message>
        <source>US: who entered the record</source>
        <translation>US: 기보를 입력한 사람</translation>
    </message>
    <message>
        <source>Copyright:</source>
        <translation>저작권:</translation>
    </message>
    <message>
        <source>CP: copyright notice</source>
        <translation>CP: 저작권 표시</translation>
    </message>
    <message>
        <source>Comment:</source>
        <translation>설명:</translation>
    </message>
    <message>
        <source>GC: background information and summary of the game</source>
        <translation>GC: 대국의 배경 정보와 요약</translation>
    </message>
    <message>
        <source>Game Info</source>
        <translation>대국 정보</translation>
    </message>
    <message>
        <source>HA: number of handicap stones (0 = none)</source>
        <translation>HA: 치석 수 (0 = 없음)</translation>
    </message>
    <message>
        <source>KM: komi in points, added to White&apos;s score</source>
        <translation>KM: 덤(집 단위), 백의 점수에 더함</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>대국자</translation>
    </message>
    <message>
        <source>e.g. 5d</source>
        <translation>예: 5d</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>대국</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>오늘</translation>
    </message>
    <message>
        <source>Set the date to today&apos;s date</source>
        <translation>날짜를 오늘로 설정</translation>
    </message>
    <message>
        <source>Rules and result</source>
        <translation>규칙과 결과</translation>
    </message>
    <message>
        <source>Komi:</source>
        <translation>덤:</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <translation>접바둑:</translation>
    </message>
    <message>
        <source>seconds, e.g. 3600</source>
        <translation>초 (예: 3600)</translation>
    </message>
    <message>
        <source>e.g. 5x30 byo-yomi</source>
        <translation>예: 5x30 byo-yomi</translation>
    </message>
    <message>
        <source>Game comment</source>
        <translation>대국 설명</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>기보</translation>
    </message>
    <message>
        <source>Date: the SGF form is YYYY-MM-DD (e.g. 2024-03-09).</source>
        <translation>날짜: SGF 형식은 YYYY-MM-DD입니다 (예: 2024-03-09).</translation>
    </message>
    <message>
        <source>Result: the SGF form is B+R, W+3.5, B+T, W+F, 0 (draw), Void or ?.</source>
        <translation>결과: SGF 형식은 B+R, W+3.5, B+T, W+F, 0 (빅), Void 또는 ?입니다.</translation>
    </message>
    <message>
        <source>Time: the SGF form is a number of seconds (e.g. 3600).</source>
        <translation>시간: SGF 형식은 초 단위 숫자입니다 (예: 3600).</translation>
    </message>
</context>
<context>
    <name>GameList</name>
    <message>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>백</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>날짜</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>수</translation>
    </message>
    <message>
        <source>Game List</source>
        <translation>대국 목록</translation>
    </message>
    <message>
        <source>Filter: players, result, date, name…</source>
        <translation>필터: 대국자, 결과, 날짜, 이름…</translation>
    </message>
    <message>
        <source>{0} of {1} games shown</source>
        <translation>대국 {1}개 중 {0}개 표시</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>대국 1개</translation>
    </message>
    <message>
        <source>{} games</source>
        <translation>대국 {}개</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Command</source>
        <translation>명령</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>키</translation>
    </message>
    <message>
        <source>gogui-py User Manual</source>
        <translation>gogui-py 사용자 설명서</translation>
    </message>
    <message>
        <source>A board for programs that speak GTP (the Go Text Protocol).</source>
        <translation>GTP(Go Text Protocol)를 쓰는 프로그램을 위한 바둑판입니다.</translation>
    </message>
    <message>
        <source>About gogui-py</source>
        <translation>gogui-py 정보</translation>
    </message>
</context>
<context>
    <name>Import</name>
    <message>
        <source>Cannot import the position</source>
        <translation>국면을 가져올 수 없음</translation>
    </message>
    <message>
        <source>Imported a {}x{} position: {} black and {} white stones</source>
        <translation>{}x{} 국면을 가져왔습니다: 흑돌 {}개, 백돌 {}개</translation>
    </message>
    <message>
        <source>Position from Text</source>
        <translation>텍스트에서 국면</translation>
    </message>
    <message>
        <source>Paste a board diagram (GTP showboard, an ASCII export): X # @ are black stones, O white ones, . + empty points; coordinates are ignored.</source>
        <translation>바둑판 그림을 붙여 넣으세요 (GTP showboard, ASCII 내보내기): X # @는 흑돌, O는 백돌, . +는 빈 점입니다. 좌표는 무시됩니다.</translation>
    </message>
    <message>
        <source>Not a board diagram: {}</source>
        <translation>바둑판 그림이 아닙니다: {}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Export Position</source>
        <translation>국면 내보내기</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>내보낼 수 없음</translation>
    </message>
    <message>
        <source>Position copied</source>
        <translation>국면 복사됨</translation>
    </message>
    <message>
        <source>SGF copied</source>
        <translation>SGF 복사됨</translation>
    </message>
    <message>
        <source>Cannot paste SGF</source>
        <translation>SGF를 붙여 넣을 수 없음</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>클립보드에 텍스트가 없습니다.</translation>
    </message>
    <message>
        <source>{0} vs {1}</source>
        <translation>{0} 대 {1}</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>제목 없음</translation>
    </message>
    <message>
        <source>The computer is thinking</source>
        <translation>컴퓨터가 생각 중입니다</translation>
    </message>
    <message>
        <source>Terminate engine?</source>
        <translation>엔진을 종료할까요?</translation>
    </message>
    <message>
        <source>Terminate</source>
        <translation>종료</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>기다리기</translation>
    </message>
    <message>
        <source>Bad command line: {}</source>
        <translation>잘못된 명령줄: {}</translation>
    </message>
    <message>
        <source>Analyzer</source>
        <translation>분석기</translation>
    </message>
    <message>
        <source>Detach</source>
        <translation>분리</translation>
    </message>
    <message>
        <source>Ruler</source>
        <translation>규칙 프로그램</translation>
    </message>
    <message>
        <source>No program attached (Engine menu)</source>
        <translation>연결된 프로그램 없음 (엔진 메뉴)</translation>
    </message>
    <message>
        <source>Move {}</source>
        <translation>{}수</translation>
    </message>
    <message>
        <source>Black to play</source>
        <translation>흑 차례</translation>
    </message>
    <message>
        <source>White to play</source>
        <translation>백 차례</translation>
    </message>
    <message>
        <source>variation {}/{}</source>
        <translation>변화 {}/{}</translation>
    </message>
    <message>
        <source>{} variations</source>
        <translation>변화 {}개</translation>
    </message>
    <message>
        <source>Bad move</source>
        <translation>나쁜 수</translation>
    </message>
    <message>
        <source>Very bad move</source>
        <translation>매우 나쁜 수</translation>
    </message>
    <message>
        <source>Good move</source>
        <translation>좋은 수</translation>
    </message>
    <message>
        <source>Very good move</source>
        <translation>매우 좋은 수</translation>
    </message>
    <message>
        <source>Doubtful move</source>
        <translation>의문의 수</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>흥미로운 수</translation>
    </message>
    <message>
        <source>Good for Black</source>
        <translation>흑 유리</translation>
    </message>
    <message>
        <source>Very good for Black</source>
        <translation>흑 매우 유리</translation>
    </message>
    <message>
        <source>Good for White</source>
        <translation>백 유리</translation>
    </message>
    <message>
        <source>Very good for White</source>
        <translation>백 매우 유리</translation>
    </message>
    <message>
        <source>Even position</source>
        <translation>호각</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>불분명</translation>
    </message>
    <message>
        <source>Hotspot</source>
        <translation>요처</translation>
    </message>
    <message>
        <source>Nothing analysed on this line yet: Analyze Game first</source>
        <translation>이 수순은 아직 분석되지 않았습니다: 먼저 대국 분석</translation>
    </message>
    <message>
        <source>No comment (type here to add one)</source>
        <translation>설명 없음 (여기에 입력하여 추가)</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>백</translation>
    </message>
    <message>
        <source>captures: {}</source>
        <translation>따낸 돌: {}</translation>
    </message>
    <message>
        <source>Komi {}</source>
        <translation>덤 {}</translation>
    </message>
    <message>
        <source>handicap {}</source>
        <translation>접바둑 {}점</translation>
    </message>
    <message>
        <source>result {}</source>
        <translation>결과 {}</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>시간 제한 없음</translation>
    </message>
    <message>
        <source>Attached {}</source>
        <translation>{} 연결됨</translation>
    </message>
    <message>
        <source>Clock halted</source>
        <translation>시계 정지</translation>
    </message>
    <message>
        <source>Clock resumed</source>
        <translation>시계 재개</translation>
    </message>
    <message>
        <source>This game is played with a ruler</source>
        <translation>이 대국은 규칙 프로그램으로 둡니다</translation>
    </message>
    <message>
        <source>{} played an illegal move ({})</source>
        <translation>{}이(가) 잘못된 수를 두었습니다 ({})</translation>
    </message>
    <message>
        <source>The engine is busy; try again when it has moved</source>
        <translation>엔진이 작업 중입니다. 수를 둔 뒤에 다시 시도하세요</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>레이블</translation>
    </message>
    <message>
        <source>Scoring is for Go; the ruler gives the result of this game</source>
        <translation>계가는 바둑용입니다. 이 대국의 결과는 규칙 프로그램이 냅니다</translation>
    </message>
    <message>
        <source>Click dead stones to mark them, then Done</source>
        <translation>죽은 돌을 클릭해 표시한 다음 &apos;완료&apos;를 누르세요</translation>
    </message>
    <message>
        <source>Game over: {}</source>
        <translation>대국 종료: {}</translation>
    </message>
    <message>
        <source>The engine is thinking; open the game when it has moved</source>
        <translation>엔진이 생각 중입니다. 수를 둔 뒤에 대국을 여세요</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <source>New Match</source>
        <translation>새 대전</translation>
    </message>
    <message>
        <source>None (Go)</source>
        <translation>없음 (바둑)</translation>
    </message>
    <message>
        <source>A ruler referees another game (Othello, Gomoku, Hex...); none: Go</source>
        <translation>규칙 프로그램이 다른 게임(오델로, 오목, 헥스...)을 심판합니다. 없음: 바둑</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>찾아보기…</translation>
    </message>
    <message>
        <source>Swap colours every game</source>
        <translation>대국마다 색 바꾸기</translation>
    </message>
    <message>
        <source>The players (final_score)</source>
        <translation>대국 프로그램 (final_score)</translation>
    </message>
    <message>
        <source>Internal (area scoring)</source>
        <translation>내부 (계점)</translation>
    </message>
    <message>
        <source>Stop each pairing once an SPRT decides</source>
        <translation>SPRT가 결론을 내리면 각 대진을 멈춤</translation>
    </message>
    <message>
        <source>H0: the first program is at most elo0 stronger</source>
        <translation>H0: 첫 번째 프로그램이 많아야 elo0만큼 강함</translation>
    </message>
    <message>
        <source>H1: it is at least elo1 stronger</source>
        <translation>H1: 적어도 elo1만큼 강함</translation>
    </message>
    <message>
        <source>False-positive rate</source>
        <translation>위양성률</translation>
    </message>
    <message>
        <source>False-negative rate</source>
        <translation>위음성률</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>이름:</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>폴더:</translation>
    </message>
    <message>
        <source>Referee (ruler):</source>
        <translation>심판 (규칙 프로그램):</translation>
    </message>
    <message>
        <source>Board size:</source>
        <translation>바둑판 크기:</translation>
    </message>
    <message>
        <source>Komi:</source>
        <translation>덤:</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <translation>접바둑:</translation>
    </message>
    <message>
        <source>Games per pairing:</source>
        <translation>대진당 대국 수:</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>계가 방식:</translation>
    </message>
    <message>
        <source>Games at once:</source>
        <translation>동시 대국 수:</translation>
    </message>
    <message>
        <source>Programs (two: a playoff; more: all play all):</source>
        <translation>프로그램 (둘: 맞대결, 그 이상: 리그전):</translation>
    </message>
    <message>
        <source>The ruler</source>
        <translation>규칙 프로그램</translation>
    </message>
    <message>
        <source>Not for a game refereed by a ruler (it scores its game)</source>
        <translation>규칙 프로그램이 심판하는 대국에는 쓸 수 없습니다 (규칙 프로그램이 계산함)</translation>
    </message>
    <message>
        <source>Not for a game refereed by a ruler</source>
        <translation>규칙 프로그램이 심판하는 대국에는 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>Ruler&apos;s default</source>
        <translation>규칙 프로그램 기본값</translation>
    </message>
    <message>
        <source>Choose at least two programs.</source>
        <translation>프로그램을 둘 이상 고르세요.</translation>
    </message>
    <message>
        <source>The name must be a file name (no &apos;/&apos;, not starting with &apos;.&apos;).</source>
        <translation>이름은 파일 이름이어야 합니다 (&apos;/&apos; 없이, &apos;.&apos;로 시작하지 않음).</translation>
    </message>
    <message>
        <source>This match cannot be played: {}</source>
        <translation>이 대전은 진행할 수 없습니다: {}</translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}</source>
        <translation>{0}에 쓸 수 없습니다: {1}</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>바꾸기</translation>
    </message>
    <message>
        <source>{} exists. Replace it? Games already played in its folder are kept and counted (the match resumes).</source>
        <translation>{}이(가) 이미 있습니다. 바꿀까요? 그 폴더에서 이미 둔 대국은 남아서 집계됩니다 (대전이 이어짐).</translation>
    </message>
    <message>
        <source>Match folder</source>
        <translation>대전 폴더</translation>
    </message>
    <message>
        <source>Elo (first - second)</source>
        <translation>Elo (첫째 − 둘째)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>대국</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>백</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>수</translation>
    </message>
    <message>
        <source>&amp;Open in Board</source>
        <translation>바둑판에서 열기(&amp;O)</translation>
    </message>
    <message>
        <source>No game under way</source>
        <translation>진행 중인 대국 없음</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>대진</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>대국 수</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>승</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>패</translation>
    </message>
    <message>
        <source>Jigo</source>
        <translation>무승부</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <source>Void</source>
        <translation>무효</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>승률</translation>
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
        <translation>, {1}국 후 {0} 채택</translation>
    </message>
    <message>
        <source>done</source>
        <translation>완료</translation>
    </message>
    <message>
        <source>stopped or halted</source>
        <translation>중지 또는 중단됨</translation>
    </message>
    <message>
        <source>match file refused</source>
        <translation>대전 파일이 거부됨</translation>
    </message>
    <message>
        <source>folder in use</source>
        <translation>폴더가 사용 중</translation>
    </message>
    <message>
        <source>Matches — gogui-py</source>
        <translation>대전 — gogui-py</translation>
    </message>
    <message>
        <source>No match: New Match… or Open Match…</source>
        <translation>대전 없음: 새 대전… 또는 대전 열기…</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>대전</translation>
    </message>
    <message>
        <source>&amp;New Match…</source>
        <translation>새 대전(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open Match…</source>
        <translation>대전 열기(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>시작(&amp;S)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>중지(&amp;T)</translation>
    </message>
    <message>
        <source>Games at once</source>
        <translation>동시 대국 수</translation>
    </message>
    <message>
        <source>  Games at once: </source>
        <translation>  동시 대국 수: </translation>
    </message>
    <message>
        <source>Open Match</source>
        <translation>대전 열기</translation>
    </message>
    <message>
        <source>Match files (*.toml)</source>
        <translation>대전 파일 (*.toml)</translation>
    </message>
    <message>
        <source>Stop the match under way first.</source>
        <translation>먼저 진행 중인 대전을 멈추세요.</translation>
    </message>
    <message>
        <source>Match {} — gogui-py</source>
        <translation>대전 {} — gogui-py</translation>
    </message>
    <message>
        <source>Another run is playing this match (gogui-match run).</source>
        <translation>다른 실행이 이 대전을 진행하고 있습니다 (gogui-match run).</translation>
    </message>
    <message>
        <source>No record of game {0} ({1}).</source>
        <translation>{0}번 대국의 기보가 없습니다 ({1}).</translation>
    </message>
    <message>
        <source>status {}</source>
        <translation>상태 {}</translation>
    </message>
    <message>
        <source>runner ended: {}</source>
        <translation>실행 프로세스 종료: {}</translation>
    </message>
    <message>
        <source>&amp;Kill</source>
        <translation>강제 종료(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>재개(&amp;R)</translation>
    </message>
    <message>
        <source>not running</source>
        <translation>실행 중 아님</translation>
    </message>
    <message>
        <source>{0}/{1} games, {2} void, {3} under way · {4}</source>
        <translation>{0}/{1}국, 무효 {2}, 진행 중 {3} · {4}</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>대전</translation>
    </message>
    <message>
        <source>The match is running. Stop it? The games under way finish first; Start resumes it later.</source>
        <translation>대전이 진행 중입니다. 멈출까요? 진행 중인 대국은 먼저 끝납니다. 나중에 &apos;시작&apos;으로 이어서 할 수 있습니다.</translation>
    </message>
    <message>
        <source>Opening positions</source>
        <translation>시작 국면</translation>
    </message>
    <message>
        <source>SGF files (*.sgf);;All files (*)</source>
        <translation>SGF 파일 (*.sgf);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>Fixed (fixed_handicap)</source>
        <translation>고정 (fixed_handicap)</translation>
    </message>
    <message>
        <source>Free (place_free_handicap)</source>
        <translation>자유 (place_free_handicap)</translation>
    </message>
    <message>
        <source>Free: black&apos;s program chooses where its stones go</source>
        <translation>자유: 흑 프로그램이 치석을 놓을 곳을 고릅니다</translation>
    </message>
    <message>
        <source>Openings (main lines played first)</source>
        <translation>시작 국면 (주 수순을 먼저 둠)</translation>
    </message>
    <message>
        <source>Game n of a pairing starts from opening n (n/2 when colours swap), in turn</source>
        <translation>대진의 n번째 대국은 시작 국면 n에서 시작합니다 (색을 바꾸면 n/2). 차례로 돌아갑니다</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>추가…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>제거</translation>
    </message>
    <message>
        <source>Time limits</source>
        <translation>시간 제한</translation>
    </message>
    <message>
        <source>None (sudden death)</source>
        <translation>없음 (서든데스)</translation>
    </message>
    <message>
        <source>Byo-yomi</source>
        <translation>초읽기</translation>
    </message>
    <message>
        <source>Canadian</source>
        <translation>캐나다식</translation>
    </message>
    <message>
        <source>Over time loses the game</source>
        <translation>시간을 넘기면 시간패</translation>
    </message>
    <message>
        <source>Unchecked: time is only recorded, the game goes on</source>
        <translation>체크 해제 시: 시간은 기록만 되고 대국은 계속됩니다</translation>
    </message>
    <message>
        <source>Main time:</source>
        <translation>기본 시간:</translation>
    </message>
    <message>
        <source>Overtime:</source>
        <translation>초읽기:</translation>
    </message>
    <message>
        <source>Period:</source>
        <translation>한 기간의 시간:</translation>
    </message>
    <message>
        <source>Periods:</source>
        <translation>초읽기 횟수:</translation>
    </message>
    <message>
        <source>Moves per period:</source>
        <translation>한 기간의 수:</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Delete Node</source>
        <translation>노드 삭제(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Truncate</source>
        <translation>잘라내기(&amp;T)</translation>
    </message>
    <message>
        <source>Truncate &amp;Children</source>
        <translation>자식 노드 잘라내기(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Make Main Variation</source>
        <translation>주 변화로 만들기(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>흑(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>백(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Not Set</source>
        <translation>설정 안 함(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Go to Node</source>
        <translation>노드로 이동(&amp;G)</translation>
    </message>
    <message>
        <source>Move Variation &amp;Up</source>
        <translation>변화 위로(&amp;U)</translation>
    </message>
    <message>
        <source>Move Variation Do&amp;wn</source>
        <translation>변화 아래로(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Good Move (!)</source>
        <translation>좋은 수(&amp;G) (!)</translation>
    </message>
    <message>
        <source>&amp;Very Good Move (!!)</source>
        <translation>매우 좋은 수(&amp;V) (!!)</translation>
    </message>
    <message>
        <source>&amp;Bad Move (?)</source>
        <translation>나쁜 수(&amp;B) (?)</translation>
    </message>
    <message>
        <source>Ve&amp;ry Bad Move (??)</source>
        <translation>매우 나쁜 수(&amp;R) (??)</translation>
    </message>
    <message>
        <source>&amp;Interesting Move (!?)</source>
        <translation>흥미로운 수(&amp;I) (!?)</translation>
    </message>
    <message>
        <source>&amp;Doubtful Move (?!)</source>
        <translation>의문수(&amp;D) (?!)</translation>
    </message>
    <message>
        <source>Good &amp;for Black</source>
        <translation>흑 유리(&amp;F)</translation>
    </message>
    <message>
        <source>Good for &amp;White</source>
        <translation>백 유리(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Even Position</source>
        <translation>호각(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Unclear Position</source>
        <translation>불분명한 국면(&amp;U)</translation>
    </message>
    <message>
        <source>Move Var&amp;iation Up</source>
        <translation>변화 위로(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Keep Only Position</source>
        <translation>국면만 남기기(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Player to Move</source>
        <translation>둘 차례(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;No Move Annotation</source>
        <translation>수 주석 없음(&amp;N)</translation>
    </message>
    <message>
        <source>No &amp;Position Annotation</source>
        <translation>국면 주석 없음(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Hotspot</source>
        <translation>요점(&amp;H)</translation>
    </message>
    <message>
        <source>No Hotspo&amp;t</source>
        <translation>요점 없음(&amp;T)</translation>
    </message>
    <message>
        <source>Position Va&amp;lue…</source>
        <translation>국면 평가(&amp;L)…</translation>
    </message>
    <message>
        <source>N&amp;o Position Value</source>
        <translation>국면 평가 없음(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>주석(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Game Info…</source>
        <translation>대국 정보(&amp;G)…</translation>
    </message>
    <message>
        <source>Position Value</source>
        <translation>국면 평가</translation>
    </message>
    <message>
        <source>Value (positive: good for Black):</source>
        <translation>값 (양수: 흑 유리):</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>내보내기(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>인쇄(&amp;P)…</translation>
    </message>
    <message>
        <source>Copy Posi&amp;tion</source>
        <translation>국면 복사(&amp;T)</translation>
    </message>
    <message>
        <source>Copy S&amp;GF</source>
        <translation>SGF 복사(&amp;G)</translation>
    </message>
    <message>
        <source>Paste SG&amp;F as New Game</source>
        <translation>SGF를 새 대국으로 붙여 넣기(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Score</source>
        <translation>계가(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>도구(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation>규칙(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Matches…</source>
        <translation>대전(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>기권(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Interrupt Engine</source>
        <translation>엔진 중단(&amp;I)</translation>
    </message>
    <message>
        <source>Pause Engine &amp;Game</source>
        <translation>엔진 대국 일시 정지(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>없음(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;{} s</source>
        <translation>&amp;{}초</translation>
    </message>
    <message>
        <source>&amp;Delay Between Engine Moves</source>
        <translation>엔진 착수 간격(&amp;D)</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>환경 설정(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Detach</source>
        <translation>분리(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Reattach</source>
        <translation>다시 연결(&amp;R)</translation>
    </message>
    <message>
        <source>Attach {}</source>
        <translation>{} 연결</translation>
    </message>
    <message>
        <source>Attach &amp;Program…</source>
        <translation>프로그램 연결(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Edit Programs…</source>
        <translation>프로그램 편집(&amp;E)…</translation>
    </message>
    <message>
        <source>Reatta&amp;ch Program</source>
        <translation>프로그램 다시 연결(&amp;C)</translation>
    </message>
    <message>
        <source>Attach Program</source>
        <translation>프로그램 연결</translation>
    </message>
    <message>
        <source>Command line of a GTP engine:</source>
        <translation>GTP 엔진의 명령줄:</translation>
    </message>
    <message>
        <source>&amp;Regression Tests…</source>
        <translation>회귀 테스트(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Detach Ruler</source>
        <translation>규칙 프로그램 분리(&amp;D)</translation>
    </message>
    <message>
        <source>Re&amp;attach Ruler</source>
        <translation>규칙 프로그램 다시 연결(&amp;A)</translation>
    </message>
    <message>
        <source>Ruler &amp;Plays White</source>
        <translation>규칙 프로그램이 백(&amp;P)</translation>
    </message>
    <message>
        <source>Play {}</source>
        <translation>{} 두기</translation>
    </message>
    <message>
        <source>Attach &amp;Ruler…</source>
        <translation>규칙 프로그램 연결(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Edit Rulers…</source>
        <translation>규칙 프로그램 편집(&amp;E)…</translation>
    </message>
    <message>
        <source>Attach Ruler</source>
        <translation>규칙 프로그램 연결</translation>
    </message>
    <message>
        <source>Command line of a GTP ruler:</source>
        <translation>GTP 규칙 프로그램의 명령줄:</translation>
    </message>
    <message>
        <source>B&amp;oth</source>
        <translation>양쪽(&amp;O)</translation>
    </message>
    <message>
        <source>E&amp;ngine</source>
        <translation>엔진(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>새 대국(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>열기(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>다른 이름으로 저장(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>패스(&amp;P)</translation>
    </message>
    <message>
        <source>Computer Pl&amp;ay</source>
        <translation>컴퓨터 착수(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Beginning</source>
        <translation>처음(&amp;B)</translation>
    </message>
    <message>
        <source>Backward &amp;10</source>
        <translation>10수 뒤로(&amp;1)</translation>
    </message>
    <message>
        <source>Back&amp;ward</source>
        <translation>뒤로(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>앞으로(&amp;F)</translation>
    </message>
    <message>
        <source>Forwar&amp;d 10</source>
        <translation>10수 앞으로(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;End</source>
        <translation>끝(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Previous Variation</source>
        <translation>이전 변화(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next Variation</source>
        <translation>다음 변화(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;More</source>
        <translation>더 보기(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>대국(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Computer Color</source>
        <translation>컴퓨터 색(&amp;C)</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>이동(&amp;O)</translation>
    </message>
    <message>
        <source>Candidate &amp;Labels</source>
        <translation>후보 수 표시(&amp;L)</translation>
    </message>
    <message>
        <source>Next &amp;Pane</source>
        <translation>다음 창(&amp;P)</translation>
    </message>
    <message>
        <source>Pre&amp;vious Pane</source>
        <translation>이전 창(&amp;V)</translation>
    </message>
    <message>
        <source>Add Label</source>
        <translation>레이블 추가</translation>
    </message>
    <message>
        <source>&amp;Play Here</source>
        <translation>여기에 두기(&amp;P)</translation>
    </message>
    <message>
        <source>Board &amp;Tool</source>
        <translation>바둑판 도구(&amp;T)</translation>
    </message>
    <message>
        <source>Add &amp;Label…</source>
        <translation>레이블 추가(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Analyze Here</source>
        <translation>여기 분석(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Copy Vertex Name ({vertex})</source>
        <translation>좌표 이름 복사(&amp;C) ({vertex})</translation>
    </message>
    <message>
        <source>Copied {vertex}</source>
        <translation>{vertex} 복사됨</translation>
    </message>
    <message>
        <source>Boo&amp;kmarks</source>
        <translation>책갈피(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Add Bookmark…</source>
        <translation>책갈피 추가(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit Bookmarks…</source>
        <translation>책갈피 편집(&amp;E)…</translation>
    </message>
    <message>
        <source>C&amp;lock</source>
        <translation>시계(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Halt</source>
        <translation>정지(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>재개(&amp;R)</translation>
    </message>
    <message>
        <source>Set &amp;Time Left…</source>
        <translation>남은 시간 설정(&amp;T)…</translation>
    </message>
    <message>
        <source>Render Comments as &amp;Markdown</source>
        <translation>주석을 Markdown으로 표시(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Estimate Score</source>
        <translation>형세 판단(&amp;E)</translation>
    </message>
    <message>
        <source>Show who owns each point and the result, without an engine</source>
        <translation>엔진 없이 각 점의 소유와 결과를 표시</translation>
    </message>
    <message>
        <source>&amp;User Manual</source>
        <translation>사용자 설명서(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;About gogui-py</source>
        <translation>gogui-py 정보(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>가져오기(&amp;I)</translation>
    </message>
    <message>
        <source>Position from &amp;Text…</source>
        <translation>텍스트에서 국면(&amp;T)…</translation>
    </message>
    <message>
        <source>SGF from &amp;Clipboard</source>
        <translation>클립보드에서 SGF(&amp;C)</translation>
    </message>
    <message>
        <source>Go to &amp;Variation…</source>
        <translation>변화도로 이동(&amp;V)…</translation>
    </message>
    <message>
        <source>Find &amp;Next Comment</source>
        <translation>다음 주석 찾기(&amp;N)</translation>
    </message>
    <message>
        <source>Play Si&amp;ngle Move</source>
        <translation>한 수만 두기(&amp;N)</translation>
    </message>
    <message>
        <source>Delete &amp;Side Variations</source>
        <translation>곁가지 변화도 삭제(&amp;S)</translation>
    </message>
    <message>
        <source>Flip &amp;Horizontally</source>
        <translation>좌우 뒤집기(&amp;H)</translation>
    </message>
    <message>
        <source>Flip &amp;Vertically</source>
        <translation>상하 뒤집기(&amp;V)</translation>
    </message>
    <message>
        <source>Rotate &amp;Clockwise</source>
        <translation>시계 방향 회전(&amp;C)</translation>
    </message>
    <message>
        <source>Rotate C&amp;ounterclockwise</source>
        <translation>반시계 방향 회전(&amp;O)</translation>
    </message>
    <message>
        <source>Rotate &amp;180°</source>
        <translation>180° 회전(&amp;1)</translation>
    </message>
    <message>
        <source>&amp;Transpose</source>
        <translation>전치(&amp;T)</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>보통</translation>
    </message>
    <message>
        <source>flipped horizontally</source>
        <translation>좌우 뒤집음</translation>
    </message>
    <message>
        <source>flipped vertically</source>
        <translation>상하 뒤집음</translation>
    </message>
    <message>
        <source>rotated clockwise</source>
        <translation>시계 방향 회전</translation>
    </message>
    <message>
        <source>rotated counterclockwise</source>
        <translation>반시계 방향 회전</translation>
    </message>
    <message>
        <source>rotated 180°</source>
        <translation>180° 회전</translation>
    </message>
    <message>
        <source>transposed</source>
        <translation>전치</translation>
    </message>
    <message>
        <source>transposed on the other diagonal</source>
        <translation>다른 대각선으로 전치</translation>
    </message>
    <message>
        <source>Board &amp;Orientation</source>
        <translation>바둑판 방향(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Reset Orientation</source>
        <translation>방향 초기화(&amp;R)</translation>
    </message>
    <message>
        <source>This board cannot be shown that way</source>
        <translation>이 바둑판은 그렇게 표시할 수 없습니다</translation>
    </message>
    <message>
        <source>Board orientation: {name}</source>
        <translation>바둑판 방향: {name}</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>최근 파일(&amp;R)</translation>
    </message>
    <message>
        <source>No Recent Files</source>
        <translation>최근 파일 없음</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>메뉴 비우기(&amp;C)</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>테마(&amp;H)</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>시스템 따르기(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>밝게(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>어둡게(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Hide Subtree</source>
        <translation>하위 트리 숨기기(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Show Subtree</source>
        <translation>하위 트리 보이기(&amp;S)</translation>
    </message>
    <message>
        <source>Show &amp;All</source>
        <translation>모두 보이기(&amp;A)</translation>
    </message>
    <message>
        <source>Node &amp;Info…</source>
        <translation>노드 정보(&amp;I)…</translation>
    </message>
    <message>
        <source>Su&amp;btree Statistics…</source>
        <translation>하위 트리 통계(&amp;B)…</translation>
    </message>
    <message>
        <source>Scro&amp;ll to Current</source>
        <translation>현재 위치로 스크롤(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Analyze Commands</source>
        <translation>분석 명령(&amp;A)</translation>
    </message>
    <message>
        <source>A&amp;nalysis (lz-/kata-analyze)</source>
        <translation>분석(&amp;N) (lz-/kata-analyze)</translation>
    </message>
    <message>
        <source>&amp;Win Rate Graph</source>
        <translation>승률 그래프(&amp;W)</translation>
    </message>
    <message>
        <source>Show &amp;Ownership</source>
        <translation>영역 소유 표시(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Win Rate</source>
        <translation>승률(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Score Lead</source>
        <translation>집 차이(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Loss Against Best</source>
        <translation>최선 수 대비 손실(&amp;L)</translation>
    </message>
    <message>
        <source>Analysis &amp;Settings…</source>
        <translation>분석 설정(&amp;S)…</translation>
    </message>
    <message>
        <source>Analyze &amp;Game</source>
        <translation>대국 분석(&amp;G)</translation>
    </message>
    <message>
        <source>S&amp;top Analyze Game</source>
        <translation>대국 분석 중지(&amp;T)</translation>
    </message>
    <message>
        <source>Write Anal&amp;ysis to Record…</source>
        <translation>분석을 기보에 쓰기(&amp;Y)…</translation>
    </message>
    <message>
        <source>Snaps&amp;hot Parameters</source>
        <translation>매개변수 스냅숏(&amp;H)</translation>
    </message>
    <message>
        <source>Restore Para&amp;meters</source>
        <translation>매개변수 복원(&amp;M)</translation>
    </message>
    <message>
        <source>Sa&amp;ve Parameters…</source>
        <translation>매개변수 저장(&amp;V)…</translation>
    </message>
    <message>
        <source>Reattach W&amp;ith Parameters</source>
        <translation>매개변수로 다시 연결(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;No Variations</source>
        <translation>변화 없음(&amp;N)</translation>
    </message>
    <message>
        <source>Variations as &amp;Ghost Stones</source>
        <translation>변화를 흐린 돌로(&amp;G)</translation>
    </message>
    <message>
        <source>Variations as &amp;Letters</source>
        <translation>변화를 문자로(&amp;L)</translation>
    </message>
    <message>
        <source>No Move N&amp;umbers</source>
        <translation>수 번호 없음(&amp;U)</translation>
    </message>
    <message>
        <source>Last &amp;10 Moves</source>
        <translation>마지막 10수(&amp;1)</translation>
    </message>
    <message>
        <source>&amp;All Moves</source>
        <translation>모든 수(&amp;A)</translation>
    </message>
    <message>
        <source>Ne&amp;xt Earlier Variation</source>
        <translation>다음 앞선 변화(&amp;X)</translation>
    </message>
    <message>
        <source>P&amp;revious Earlier Variation</source>
        <translation>이전 앞선 변화(&amp;R)</translation>
    </message>
    <message>
        <source>B&amp;ack to Main Line</source>
        <translation>주 수순으로 돌아가기(&amp;A)</translation>
    </message>
    <message>
        <source>Go to &amp;Move…</source>
        <translation>수로 이동(&amp;M)…</translation>
    </message>
    <message>
        <source>F&amp;ind in Comments…</source>
        <translation>설명에서 찾기(&amp;I)…</translation>
    </message>
    <message>
        <source>Find Nex&amp;t</source>
        <translation>다음 찾기(&amp;T)</translation>
    </message>
    <message>
        <source>Find Previo&amp;us</source>
        <translation>이전 찾기(&amp;U)</translation>
    </message>
    <message>
        <source>Select &amp;Game of Collection…</source>
        <translation>기보 모음에서 대국 선택(&amp;G)…</translation>
    </message>
    <message>
        <source>Reopen with &amp;Encoding…</source>
        <translation>인코딩을 지정해 다시 열기(&amp;E)…</translation>
    </message>
    <message>
        <source>Show &amp;Repairs Made on Reading…</source>
        <translation>읽을 때 고친 내용 보기(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>좌표(&amp;C)</translation>
    </message>
    <message>
        <source>Sho&amp;w Last Move</source>
        <translation>마지막 수 표시(&amp;W)</translation>
    </message>
    <message>
        <source>Game &amp;Tree</source>
        <translation>기보 트리(&amp;T)</translation>
    </message>
    <message>
        <source>GTP &amp;Shell</source>
        <translation>GTP 셸(&amp;S)</translation>
    </message>
    <message>
        <source>Comm&amp;ent Panel</source>
        <translation>주석 패널(&amp;E)</translation>
    </message>
    <message>
        <source>The comment, programs, players, captures and clocks</source>
        <translation>주석, 프로그램, 대국자, 따낸 돌, 시계</translation>
    </message>
    <message>
        <source>Tool Ba&amp;rs</source>
        <translation>도구 모음(&amp;R)</translation>
    </message>
    <message>
        <source>Reset Window La&amp;yout</source>
        <translation>창 배치 초기화(&amp;Y)</translation>
    </message>
</context>
<context>
    <name>Navigation</name>
    <message>
        <source>Go to Variation</source>
        <translation>변화도로 이동</translation>
    </message>
    <message>
        <source>Variation (branch numbers from the root, e.g. 2.1;
empty: the main line):</source>
        <translation>변화 (루트부터의 가지 번호, 예: 2.1
비우면: 주 수순):</translation>
    </message>
    <message>
        <source>No variation {} in this game</source>
        <translation>이 대국에는 변화 {}이(가) 없습니다</translation>
    </message>
    <message>
        <source>No more comments: continued from the start</source>
        <translation>더 이상 설명 없음: 처음부터 계속</translation>
    </message>
    <message>
        <source>No other node has a comment</source>
        <translation>설명이 있는 다른 노드가 없습니다</translation>
    </message>
    <message>
        <source>Delete Side Variations</source>
        <translation>곁가지 변화도 삭제</translation>
    </message>
    <message>
        <source>All variations but the one through the current position will be deleted.
Edit &gt; Undo brings them back.</source>
        <translation>현재 국면을 지나는 변화를 빼고 모든 변화가 삭제됩니다.
편집 &gt; 실행 취소로 되돌릴 수 있습니다.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>삭제</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Fixed points</source>
        <translation>고정 위치</translation>
    </message>
    <message>
        <source>Chosen by the engine</source>
        <translation>엔진이 선택</translation>
    </message>
    <message>
        <source>Placed by me</source>
        <translation>직접 배치</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>시간 제한 없음</translation>
    </message>
    <message>
        <source>Absolute</source>
        <translation>절대 시간</translation>
    </message>
    <message>
        <source>Byo-yomi</source>
        <translation>초읽기</translation>
    </message>
    <message>
        <source>Canadian</source>
        <translation>캐나다식</translation>
    </message>
    <message>
        <source>Area scoring (Chinese)</source>
        <translation>계점 (중국식)</translation>
    </message>
    <message>
        <source>Territory scoring (Japanese)</source>
        <translation>계가 (일본식)</translation>
    </message>
    <message>
        <source>New {} Game</source>
        <translation>새 {} 대국</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>새 대국</translation>
    </message>
    <message>
        <source>Board size:</source>
        <translation>바둑판 크기:</translation>
    </message>
    <message>
        <source>Komi:</source>
        <translation>덤:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <translation>접바둑:</translation>
    </message>
    <message>
        <source>Handicap stones:</source>
        <translation>접바둑 돌:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>규칙:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>시간:</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>흑:</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>백:</translation>
    </message>
    <message>
        <source>Over {0}x{0}: GTP engines cannot play this size (record and edit only).</source>
        <translation>{0}x{0} 초과: GTP 엔진은 이 크기에서 둘 수 없습니다 (기록과 편집만 가능).</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>사람</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 분</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 초</translation>
    </message>
    <message>
        <source>byo-yomi periods, or moves per Canadian period</source>
        <translation>초읽기 횟수, 또는 캐나다식 한 기간의 수</translation>
    </message>
</context>
<context>
    <name>Play</name>
    <message>
        <source>{0} resigns: {1}</source>
        <translation>{0} 기권: {1}</translation>
    </message>
    <message>
        <source>{}
Terminate it? The game record is kept; you can attach it again.</source>
        <translation>{}
종료할까요? 기보는 남습니다. 나중에 다시 연결할 수 있습니다.</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>일시 정지됨</translation>
    </message>
    <message>
        <source>Resumed</source>
        <translation>재개됨</translation>
    </message>
    <message>
        <source>No engine command is running</source>
        <translation>실행 중인 엔진 명령이 없습니다</translation>
    </message>
    <message>
        <source>Interrupting {}…</source>
        <translation>{} 중단하는 중…</translation>
    </message>
    <message>
        <source>{} cannot be interrupted (no gogui-interrupt): wait for its answer</source>
        <translation>{}은(는) 중단할 수 없습니다 (gogui-interrupt 없음). 답을 기다리세요</translation>
    </message>
    <message>
        <source>{} cannot be interrupted.</source>
        <translation>{}을(를) 중단할 수 없습니다.</translation>
    </message>
    <message>
        <source>{} did not stop thinking.</source>
        <translation>{}이(가) 생각을 멈추지 않았습니다.</translation>
    </message>
    <message>
        <source>{0} placed {1} handicap stones</source>
        <translation>{0}이(가) 치석 {1}개를 놓았습니다</translation>
    </message>
    <message>
        <source>The engine did not place the handicap: {}</source>
        <translation>엔진이 치석을 놓지 않았습니다: {}</translation>
    </message>
    <message>
        <source>{} detached while thinking: no move was played</source>
        <translation>{}이(가) 생각하는 중에 분리되었습니다: 둔 수 없음</translation>
    </message>
    <message>
        <source>The computer is thinking</source>
        <translation>컴퓨터가 생각 중입니다</translation>
    </message>
    <message>
        <source>Engine not told: {}</source>
        <translation>엔진에 알리지 못함: {}</translation>
    </message>
    <message>
        <source>{0} refused the move: {1}</source>
        <translation>{0}이(가) 수를 거부했습니다: {1}</translation>
    </message>
    <message>
        <source>{0} was not told of the move: {1}</source>
        <translation>{0}에 수를 알리지 못했습니다: {1}</translation>
    </message>
    <message>
        <source>No engine attached</source>
        <translation>연결된 엔진 없음</translation>
    </message>
    <message>
        <source>{} is thinking…</source>
        <translation>{} 생각 중…</translation>
    </message>
    <message>
        <source>{0} played an illegal move ({1}); it no longer plays a colour</source>
        <translation>{0}이(가) 잘못된 수를 두었습니다 ({1}). 이제 어느 색도 두지 않습니다</translation>
    </message>
    <message>
        <source>{0} played {1}{2}</source>
        <translation>{0}이(가) {1}에 두었습니다{2}</translation>
    </message>
    <message>
        <source>counted by gogui-py, no stones removed</source>
        <translation>gogui-py가 계산, 죽은 돌 제거 없음</translation>
    </message>
    <message>
        <source>final_score of {}</source>
        <translation>{}의 final_score</translation>
    </message>
    <message>
        <source>counted by gogui-py</source>
        <translation>gogui-py가 계산</translation>
    </message>
    <message>
        <source>counted by gogui-py ({})</source>
        <translation>gogui-py가 계산 ({})</translation>
    </message>
    <message>
        <source>Game over: {0} ({1})</source>
        <translation>대국 종료: {0} ({1})</translation>
    </message>
    <message>
        <source>{0} answered “{1}” with something that is not a move:</source>
        <translation>{0}이(가) “{1}”에 수가 아닌 답을 보냈습니다:</translation>
    </message>
    <message>
        <source>{0} answered {1} with no move</source>
        <translation>{0}이(가) {1}에 수를 답하지 않았습니다</translation>
    </message>
    <message>
        <source>Engine Refused to Move</source>
        <translation>엔진이 수를 거부함</translation>
    </message>
    <message>
        <source>{0} refused to play: {1}</source>
        <translation>{0}이(가) 수를 거부했습니다: {1}</translation>
    </message>
    <message>
        <source>It no longer plays a colour: it is your turn. The game record is intact; Game &gt; Computer Color lets it play again.</source>
        <translation>이제 어느 색도 두지 않습니다. 당신 차례입니다. 기보는 그대로입니다. 대국 &gt; 컴퓨터 색에서 다시 두게 할 수 있습니다.</translation>
    </message>
    <message>
        <source>{0}; it no longer plays a colour</source>
        <translation>{0}. 이제 어느 색도 두지 않습니다</translation>
    </message>
    <message>
        <source>No move was played; the game record is intact.</source>
        <translation>수를 두지 않았습니다. 기보는 그대로입니다.</translation>
    </message>
    <message>
        <source>Invalid Response from Engine</source>
        <translation>엔진의 잘못된 응답</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>무승부</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Wood texture</source>
        <translation>나뭇결</translation>
    </message>
    <message>
        <source>Plain colour</source>
        <translation>단색</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>고대비</translation>
    </message>
    <message>
        <source>Slate (for the dark theme)</source>
        <translation>슬레이트 (어두운 테마용)</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>환경 설정</translation>
    </message>
    <message>
        <source>Restore &amp;Defaults…</source>
        <translation>기본값 복원(&amp;D)</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>바둑판</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>테마(&amp;H):</translation>
    </message>
    <message>
        <source>Board &amp;look:</source>
        <translation>바둑판 모양(&amp;L)</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>좌표 표시(&amp;C)</translation>
    </message>
    <message>
        <source>Mark the las&amp;t move</source>
        <translation>마지막 수 표시(&amp;T)</translation>
    </message>
    <message>
        <source>Move &amp;numbers:</source>
        <translation>수 번호(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Variations:</source>
        <translation>변화(&amp;V)</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>엔진</translation>
    </message>
    <message>
        <source>First in the program list</source>
        <translation>프로그램 목록의 첫 번째</translation>
    </message>
    <message>
        <source>No engine</source>
        <translation>엔진 없음</translation>
    </message>
    <message>
        <source>The engine a new window attaches (Engine &gt; Edit Programs…)</source>
        <translation>새 창이 연결하는 엔진 (엔진 &gt; 프로그램 편집…)</translation>
    </message>
    <message>
        <source>Default &amp;engine:</source>
        <translation>기본 엔진(&amp;E)</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>소리</translation>
    </message>
    <message>
        <source>Play &amp;sounds for moves and captures</source>
        <translation>착수와 따내기에 소리 재생(&amp;S)</translation>
    </message>
    <message>
        <source>Confirmations</source>
        <translation>확인</translation>
    </message>
    <message>
        <source>Ask before discarding unsaved changes (always)</source>
        <translation>저장하지 않은 변경을 버리기 전에 묻기 (항상)</translation>
    </message>
    <message>
        <source>Language (changes at the next start)</source>
        <translation>언어 (다음 시작 때 바뀜)</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>언어(&amp;G)</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>시스템 기본값</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>기본값 복원</translation>
    </message>
    <message>
        <source>Restore every preference of this dialog to its default?</source>
        <translation>이 대화 상자의 모든 설정을 기본값으로 되돌릴까요?</translation>
    </message>
    <message>
        <source>Ask before saving over a &amp;repaired or re-encoded file</source>
        <translation>고치거나 다시 인코딩한 파일에 덮어쓰기 전에 묻기(&amp;R)</translation>
    </message>
    <message>
        <source>Ask before stopping a running m&amp;atch</source>
        <translation>진행 중인 대전을 멈추기 전에 묻기(&amp;A)</translation>
    </message>
    <message>
        <source>No sound: {}</source>
        <translation>소리 없음: {}</translation>
    </message>
</context>
<context>
    <name>Programs</name>
    <message>
        <source>{0} refused {1}</source>
        <translation>{0}이(가) {1}을(를) 거부했습니다</translation>
    </message>
    <message>
        <source>{0} is not at the displayed position: {1}</source>
        <translation>{0}은(는) 표시된 국면에 있지 않습니다: {1}</translation>
    </message>
    <message>
        <source>Position: move {0} of {1}x{2}</source>
        <translation>국면: {0}수, {1}x{2}</translation>
    </message>
    <message>
        <source>Position: start of {0}x{1}</source>
        <translation>국면: 처음, {0}x{1}</translation>
    </message>
    <message>
        <source>the displayed position cannot be sent to it</source>
        <translation>표시된 국면을 보낼 수 없습니다</translation>
    </message>
    <message>
        <source>Position not set: {}</source>
        <translation>국면이 설정되지 않음: {}</translation>
    </message>
    <message>
        <source>Enter the command line that starts the program.</source>
        <translation>프로그램을 시작하는 명령줄을 입력하세요.</translation>
    </message>
    <message>
        <source>The command line does not parse: {}.</source>
        <translation>명령줄을 해석할 수 없습니다: {}.</translation>
    </message>
    <message>
        <source>Connects to {}</source>
        <translation>{}에 연결합니다</translation>
    </message>
    <message>
        <source>The working directory {} does not exist.</source>
        <translation>작업 디렉터리 {}이(가) 없습니다.</translation>
    </message>
    <message>
        <source>Runs {}</source>
        <translation>{}을(를) 실행합니다</translation>
    </message>
    <message>
        <source>in the working directory</source>
        <translation>작업 디렉터리에서</translation>
    </message>
    <message>
        <source>in the current folder</source>
        <translation>현재 폴더에서</translation>
    </message>
    <message>
        <source>{0} is not found {1}.</source>
        <translation>{1} {0}을(를) 찾을 수 없습니다.</translation>
    </message>
    <message>
        <source>{0} is not on PATH but is in the working directory: write ./{1}</source>
        <translation>{0}은(는) PATH에 없지만 작업 디렉터리에 있습니다: ./{1}(으)로 쓰세요</translation>
    </message>
    <message>
        <source>{} is not found on PATH.</source>
        <translation>PATH에서 {}을(를) 찾을 수 없습니다.</translation>
    </message>
    <message>
        <source>New Engine</source>
        <translation>새 엔진</translation>
    </message>
    <message>
        <source>Edit Engine</source>
        <translation>엔진 편집</translation>
    </message>
    <message>
        <source>New Ruler</source>
        <translation>새 규칙 프로그램</translation>
    </message>
    <message>
        <source>Edit Ruler</source>
        <translation>규칙 프로그램 편집</translation>
    </message>
    <message>
        <source>e.g. gnugo --mode gtp or &quot;/opt/my engine/run&quot; -v</source>
        <translation>예: gnugo --mode gtp 또는 &quot;/opt/my engine/run&quot; -v</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>찾아보기…</translation>
    </message>
    <message>
        <source>Choose the program&apos;s executable file</source>
        <translation>프로그램의 실행 파일 선택</translation>
    </message>
    <message>
        <source>the current folder</source>
        <translation>현재 폴더</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>선택…</translation>
    </message>
    <message>
        <source>Choose the folder the program runs in</source>
        <translation>프로그램을 실행할 폴더 선택</translation>
    </message>
    <message>
        <source>not known until attached</source>
        <translation>연결하기 전에는 알 수 없음</translation>
    </message>
    <message>
        <source>Restore Default Command</source>
        <translation>기본 명령 복원</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>레이블(&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation>명령(&amp;C):</translation>
    </message>
    <message>
        <source>&amp;Working directory:</source>
        <translation>작업 디렉터리(&amp;W):</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>프로그램:</translation>
    </message>
    <message>
        <source>Built-in entry: the program is kept up to date when the settings are loaded; the label, folder and arguments are yours.</source>
        <translation>내장 항목: 설정을 불러올 때 프로그램이 최신으로 유지됩니다. 레이블, 폴더, 인수는 마음대로 바꿀 수 있습니다.</translation>
    </message>
    <message>
        <source>Choose the Program</source>
        <translation>프로그램 선택</translation>
    </message>
    <message>
        <source>Choose the Working Directory</source>
        <translation>작업 디렉터리 선택</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>레이블</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>프로그램</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>명령</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>엔진</translation>
    </message>
    <message>
        <source>Rulers</source>
        <translation>규칙 프로그램</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>추가(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>편집(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>제거(&amp;R)</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>위로(&amp;U)</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>아래로(&amp;D)</translation>
    </message>
    <message>
        <source>Engine did not start</source>
        <translation>엔진이 시작되지 않음</translation>
    </message>
    <message>
        <source>Could not start {0}: {1}</source>
        <translation>{0}을(를) 시작할 수 없습니다: {1}</translation>
    </message>
    <message>
        <source>Engine stopped</source>
        <translation>엔진이 멈춤</translation>
    </message>
    <message>
        <source>{0}: {1}.
The game record is intact; attach the engine again from the Engine menu to go on.</source>
        <translation>{0}: {1}.
기보는 그대로입니다. 계속하려면 엔진 메뉴에서 엔진을 다시 연결하세요.</translation>
    </message>
    <message>
        <source>Starting {}…</source>
        <translation>{} 시작하는 중…</translation>
    </message>
    <message>
        <source>No program attached</source>
        <translation>연결된 프로그램 없음</translation>
    </message>
    <message>
        <source>&apos;{}&apos; changed the ruler&apos;s position: it is set back to the game</source>
        <translation>&apos;{}&apos;이(가) 규칙 프로그램의 국면을 바꿨습니다: 대국 국면으로 되돌립니다</translation>
    </message>
    <message>
        <source>&apos;{}&apos; changed the engine&apos;s position: it is set back to the game</source>
        <translation>&apos;{}&apos;이(가) 엔진의 국면을 바꿨습니다: 대국 국면으로 되돌립니다</translation>
    </message>
    <message>
        <source>Position: changed by a typed command</source>
        <translation>국면: 입력한 명령으로 바뀜</translation>
    </message>
    <message>
        <source>{0} plays {1} (click to change)</source>
        <translation>{0}이(가) {1} 담당 (클릭하여 변경)</translation>
    </message>
    <message>
        <source>{0} does not play {1} (click to change)</source>
        <translation>{0}은(는) {1} 담당 아님 (클릭하여 변경)</translation>
    </message>
    <message>
        <source>{} analyses (click to change)</source>
        <translation>{}이(가) 분석함 (클릭하여 변경)</translation>
    </message>
    <message>
        <source>{} does not analyse (click to change)</source>
        <translation>{}은(는) 분석 안 함 (클릭하여 변경)</translation>
    </message>
</context>
<context>
    <name>Record</name>
    <message>
        <source>Suicide is not allowed</source>
        <translation>자충수는 둘 수 없습니다</translation>
    </message>
    <message>
        <source>Ko: retake not allowed yet</source>
        <translation>패: 아직 되따낼 수 없습니다</translation>
    </message>
    <message>
        <source>Point {} is occupied</source>
        <translation>{}에 이미 돌이 있습니다</translation>
    </message>
    <message>
        <source>Point ({0}, {1}) is off the {2}x{3} board</source>
        <translation>점 ({0}, {1})은(는) {2}x{3} 바둑판 밖입니다</translation>
    </message>
    <message>
        <source>converted from {0}; Save writes a new SGF file</source>
        <translation>{0}에서 변환됨. 저장하면 새 SGF 파일에 씁니다</translation>
    </message>
    <message>
        <source>{} games in file, showing the first</source>
        <translation>파일에 대국 {}개, 첫 번째를 표시</translation>
    </message>
    <message>
        <source>{} problem repaired</source>
        <translation>문제 {}개 고침</translation>
    </message>
    <message>
        <source>{} problems repaired</source>
        <translation>문제 {}개 고침</translation>
    </message>
    <message>
        <source>{}: played with a ruler</source>
        <translation>{}: 규칙 프로그램과 함께 둔 대국</translation>
    </message>
    <message>
        <source>Opened {}</source>
        <translation>{} 열림</translation>
    </message>
    <message>
        <source>Saved {}</source>
        <translation>{} 저장됨</translation>
    </message>
    <message>
        <source>Saved {0} (UTF-8; read as {1})</source>
        <translation>{0} 저장됨 (UTF-8, 읽을 때 {1})</translation>
    </message>
    <message>
        <source>Handicap stones go on an empty game only</source>
        <translation>치석은 빈 대국에만 놓을 수 있습니다</translation>
    </message>
    <message>
        <source>Game {0} of {1}</source>
        <translation>대국 {0}/{1}</translation>
    </message>
    <message>
        <source>File &gt; More &gt; Reopen with Encoding to change</source>
        <translation>바꾸려면 파일 &gt; 더 보기 &gt; 인코딩을 지정해 다시 열기</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>Restore Unsaved Games</source>
        <translation>저장하지 않은 대국 복원</translation>
    </message>
    <message>
        <source>gogui-py ended without saving this game. Restore it?</source>
        <translation>gogui-py가 이 대국을 저장하지 않고 끝났습니다. 복원할까요?</translation>
    </message>
    <message>
        <source>gogui-py ended without saving these {} games. Restore the checked ones?</source>
        <translation>gogui-py가 이 대국 {}개를 저장하지 않고 끝났습니다. 체크한 대국을 복원할까요?</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>복원(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>버리기(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>나중에(&amp;N)</translation>
    </message>
    <message>
        <source>{}: no unsaved game to restore there</source>
        <translation>{}: 복원할 저장하지 않은 대국이 없습니다</translation>
    </message>
    <message>
        <source>Cannot restore {0}: {1}</source>
        <translation>{0}을(를) 복원할 수 없습니다: {1}</translation>
    </message>
    <message>
        <source> — paused: Game &gt; Pause (F6) goes on</source>
        <translation> — 일시 정지됨: 대국 &gt; 엔진 대국 일시 정지 (F6)로 계속</translation>
    </message>
    <message>
        <source>clock halted: Game &gt; Clock &gt; Resume</source>
        <translation>시계 정지됨: 대국 &gt; 시계 &gt; 재개</translation>
    </message>
    <message>
        <source>Restored {0} ({1} moves){2}</source>
        <translation>{0} 복원됨 ({1}수){2}</translation>
    </message>
    <message>
        <source>Cannot write the recovery file: {}</source>
        <translation>복구 파일을 쓸 수 없습니다: {}</translation>
    </message>
</context>
<context>
    <name>Regress</name>
    <message>
        <source>{} sets up no position from a record (no loadsgf)</source>
        <translation>{}은(는) 기보에서 국면을 설정하지 않습니다 (loadsgf 없음)</translation>
    </message>
    <message>
        <source>The engine is thinking; show the test when it has moved</source>
        <translation>엔진이 생각 중입니다. 수를 둔 뒤에 테스트를 표시하세요</translation>
    </message>
    <message>
        <source>{0}: {1} not opened</source>
        <translation>{0}: {1} 열지 않음</translation>
    </message>
    <message>
        <source> · not shown: {}</source>
        <translation> · 표시 안 함: {}</translation>
    </message>
    <message>
        <source> before move {}</source>
        <translation> {}수 전</translation>
    </message>
    <message>
        <source>not run yet</source>
        <translation>아직 실행 안 함</translation>
    </message>
    <message>
        <source>error: {}</source>
        <translation>오류: {}</translation>
    </message>
    <message>
        <source>engine answered {}</source>
        <translation>엔진 응답: {}</translation>
    </message>
    <message>
        <source>command line of a GTP engine</source>
        <translation>GTP 엔진의 명령줄</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>엔진:</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>명령:</translation>
    </message>
    <message>
        <source>Other command</source>
        <translation>다른 명령</translation>
    </message>
    <message>
        <source>none run</source>
        <translation>실행 없음</translation>
    </message>
    <message>
        <source>{0} test: {1}</source>
        <translation>테스트 {0}개: {1}</translation>
    </message>
    <message>
        <source>{0} tests: {1}</source>
        <translation>테스트 {0}개: {1}</translation>
    </message>
    <message>
        <source>{} not run</source>
        <translation>{}개 실행 안 함</translation>
    </message>
    <message>
        <source>no test run</source>
        <translation>실행한 테스트 없음</translation>
    </message>
    <message>
        <source> · engine restarted {}x</source>
        <translation> · 엔진 재시작 {}회</translation>
    </message>
    <message>
        <source> · {} problem</source>
        <translation> · 문제 {}개</translation>
    </message>
    <message>
        <source> · {} problems</source>
        <translation> · 문제 {}개</translation>
    </message>
    <message>
        <source>Regression Tests — gogui-py</source>
        <translation>회귀 테스트 — gogui-py</translation>
    </message>
    <message>
        <source>Add .tst files, choose the engine, then Run</source>
        <translation>.tst 파일을 추가하고 엔진을 고른 다음 &apos;실행&apos;</translation>
    </message>
    <message>
        <source>Regression</source>
        <translation>회귀 테스트</translation>
    </message>
    <message>
        <source>&amp;Add Files…</source>
        <translation>파일 추가(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Remove Files</source>
        <translation>파일 제거(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>실행(&amp;R)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>중지(&amp;T)</translation>
    </message>
    <message>
        <source>R&amp;erun Test</source>
        <translation>테스트 다시 실행(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Show on Board</source>
        <translation>바둑판에 표시(&amp;S)</translation>
    </message>
    <message>
        <source>Longest wait for one answer; then the test is an error</source>
        <translation>응답 하나를 기다리는 최대 시간. 넘으면 테스트는 오류</translation>
    </message>
    <message>
        <source>Engine processes at once (they share the files&apos; positions)</source>
        <translation>동시에 실행할 엔진 프로세스 수 (파일의 국면을 공유)</translation>
    </message>
    <message>
        <source> Timeout: </source>
        <translation> 시간 제한: </translation>
    </message>
    <message>
        <source>  Engines: </source>
        <translation>  엔진 수: </translation>
    </message>
    <message>
        <source>Select a test to see its command, answer and GTP log</source>
        <translation>테스트를 고르면 명령, 응답, GTP 로그를 볼 수 있습니다</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>표시:</translation>
    </message>
    <message>
        <source>Test files:</source>
        <translation>테스트 파일:</translation>
    </message>
    <message>
        <source>Add Regression Test Files</source>
        <translation>회귀 테스트 파일 추가</translation>
    </message>
    <message>
        <source>GTP test files (*.tst);;All (*)</source>
        <translation>GTP 테스트 파일 (*.tst);;모두 (*)</translation>
    </message>
    <message>
        <source>Add .tst files first</source>
        <translation>먼저 .tst 파일을 추가하세요</translation>
    </message>
    <message>
        <source>Reading the test files…</source>
        <translation>테스트 파일 읽는 중…</translation>
    </message>
    <message>
        <source>Rerunning {}…</source>
        <translation>{} 다시 실행하는 중…</translation>
    </message>
    <message>
        <source>Engine command: {}</source>
        <translation>엔진 명령: {}</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>멈추는 중…</translation>
    </message>
    <message>
        <source>{}: unreadable</source>
        <translation>{}: 읽을 수 없음</translation>
    </message>
    <message>
        <source>The run failed: {}</source>
        <translation>실행 실패: {}</translation>
    </message>
    <message>
        <source>Show on Board</source>
        <translation>바둑판에 표시</translation>
    </message>
    <message>
        <source>Rerun Test</source>
        <translation>테스트 다시 실행</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>테스트</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>명령</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>기대값</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>응답</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>시간</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>실행 안 함</translation>
    </message>
    <message>
        <source>All</source>
        <translation>모두</translation>
    </message>
    <message>
        <source>Unexpected</source>
        <translation>예상 밖</translation>
    </message>
    <message>
        <source>Known failure</source>
        <translation>알려진 실패</translation>
    </message>
    <message>
        <source>{file}, line {line}</source>
        <translation>{file}, {line}행</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>{0} plays Go only: attach an engine for {1} (Engine menu) and choose its colour in the Game menu</source>
        <translation>{0}은(는) 바둑만 둡니다: {1}용 엔진을 연결하고 (엔진 메뉴) 대국 메뉴에서 그 색을 고르세요</translation>
    </message>
    <message>
        <source>The record is a game of {0}: a new game of {1} starts</source>
        <translation>기보는 {0} 대국입니다. {1} 새 대국을 시작합니다</translation>
    </message>
    <message>
        <source>The open game is kept; start a new game to play {}</source>
        <translation>열린 대국은 남습니다. {}을(를) 두려면 새 대국을 시작하세요</translation>
    </message>
    <message>
        <source>The ruler plays {0} on {1}, the record on {2}</source>
        <translation>규칙 프로그램의 {0}은(는) {1}, 기보는 {2}입니다</translation>
    </message>
    <message>
        <source>{0} is played on {1}</source>
        <translation>{0}은(는) {1}에서 둡니다</translation>
    </message>
    <message>
        <source>No ruler for {} in Game &gt; Rules: attach one to see the positions</source>
        <translation>대국 &gt; 규칙에 {}용 규칙 프로그램이 없습니다: 국면을 보려면 하나를 연결하세요</translation>
    </message>
    <message>
        <source>Attaching the {0} ruler for {1}</source>
        <translation>{1}용 규칙 프로그램 {0} 연결하는 중</translation>
    </message>
    <message>
        <source>Warning: the engine plays {0}, the ruler {1}</source>
        <translation>경고: 엔진은 {0}, 규칙 프로그램은 {1}을(를) 둡니다</translation>
    </message>
    <message>
        <source>Waiting for the ruler…</source>
        <translation>규칙 프로그램을 기다리는 중…</translation>
    </message>
    <message>
        <source>The game is over: {}</source>
        <translation>대국이 끝났습니다: {}</translation>
    </message>
    <message>
        <source>It is {}&apos;s turn, played by the computer</source>
        <translation>{} 차례이며 컴퓨터가 둡니다</translation>
    </message>
    <message>
        <source>{} may not pass now</source>
        <translation>{}은(는) 지금 패스할 수 없습니다</translation>
    </message>
    <message>
        <source>{0} is not a legal move for {1}</source>
        <translation>{0}은(는) {1}의 올바른 수가 아닙니다</translation>
    </message>
    <message>
        <source>the ruler refused it: {}</source>
        <translation>규칙 프로그램이 거부했습니다: {}</translation>
    </message>
    <message>
        <source>The ruler refused {0}: {1}</source>
        <translation>규칙 프로그램이 {0}을(를) 거부했습니다: {1}</translation>
    </message>
    <message>
        <source>Engine not told: {}</source>
        <translation>엔진에 알리지 못함: {}</translation>
    </message>
    <message>
        <source>No engine attached</source>
        <translation>연결된 엔진 없음</translation>
    </message>
    <message>
        <source>{} has no move and passes</source>
        <translation>{}은(는) 둘 수가 없어 패스합니다</translation>
    </message>
    <message>
        <source>{} is not a legal move</source>
        <translation>{}은(는) 올바른 수가 아닙니다</translation>
    </message>
    <message>
        <source>{0} played an illegal move for {1} ({2}): it forfeits, {3}</source>
        <translation>{0}이(가) {1}의 잘못된 수를 두었습니다 ({2}): 반칙패, {3}</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>대국 종료</translation>
    </message>
    <message>
        <source>Game over: {}</source>
        <translation>대국 종료: {}</translation>
    </message>
    <message>
        <source>Starting ruler {}…</source>
        <translation>규칙 프로그램 {} 시작하는 중…</translation>
    </message>
    <message>
        <source>The ruler</source>
        <translation>규칙 프로그램</translation>
    </message>
    <message>
        <source>Ruler not answering</source>
        <translation>규칙 프로그램이 응답하지 않음</translation>
    </message>
    <message>
        <source>{0}: {1}.
It was detached; the game record is intact. Attach it again from Game &gt; Rules to go on.</source>
        <translation>{0}: {1}.
연결이 끊겼습니다. 기보는 그대로입니다. 계속하려면 대국 &gt; 규칙에서 다시 연결하세요.</translation>
    </message>
    <message>
        <source>Ruler error</source>
        <translation>규칙 프로그램 오류</translation>
    </message>
    <message>
        <source>{0} gave an answer that makes no sense: {1}.
The game record is intact.</source>
        <translation>{0}이(가) 말이 안 되는 응답을 했습니다: {1}.
기보는 그대로입니다.</translation>
    </message>
    <message>
        <source>Ruler {0} {1} attached: {2}</source>
        <translation>규칙 프로그램 {0} {1} 연결됨: {2}</translation>
    </message>
    <message>
        <source>Not a ruler</source>
        <translation>규칙 프로그램이 아님</translation>
    </message>
    <message>
        <source>the ruler</source>
        <translation>규칙 프로그램</translation>
    </message>
    <message>
        <source>Ruler did not start</source>
        <translation>규칙 프로그램이 시작되지 않음</translation>
    </message>
    <message>
        <source>Could not start {0}: {1}</source>
        <translation>{0}을(를) 시작할 수 없습니다: {1}</translation>
    </message>
    <message>
        <source>Ruler stopped</source>
        <translation>규칙 프로그램이 멈춤</translation>
    </message>
    <message>
        <source>{0}: {1}.
The game record is intact; attach the ruler again from Game &gt; Rules to go on.</source>
        <translation>{0}: {1}.
기보는 그대로입니다. 계속하려면 대국 &gt; 규칙에서 규칙 프로그램을 다시 연결하세요.</translation>
    </message>
    <message>
        <source>The ruler did not start a new game: {}</source>
        <translation>규칙 프로그램이 새 대국을 시작하지 않았습니다: {}</translation>
    </message>
    <message>
        <source>The ruler refused the position: {}</source>
        <translation>규칙 프로그램이 국면을 거부했습니다: {}</translation>
    </message>
    <message>
        <source>no ruler attached</source>
        <translation>연결된 규칙 프로그램 없음</translation>
    </message>
    <message>
        <source>{}: asking the ruler…</source>
        <translation>{}: 규칙 프로그램에 묻는 중…</translation>
    </message>
    <message>
        <source> (must pass)</source>
        <translation> (패스만 가능)</translation>
    </message>
    <message>
        <source>{0} to move{1}</source>
        <translation>{0} 차례{1}</translation>
    </message>
    <message>
        <source>captured: Black {0}, White {1}</source>
        <translation>따낸 돌: 흑 {0}, 백 {1}</translation>
    </message>
    <message>
        <source>{} to move</source>
        <translation>{} 차례</translation>
    </message>
    <message>
        <source>the board as the ruler reported it {} moves earlier</source>
        <translation>규칙 프로그램이 {}수 전에 알려 준 판</translation>
    </message>
    <message>
        <source>position not known</source>
        <translation>국면을 모름</translation>
    </message>
    <message>
        <source>no ruler: attach the {} ruler to play (Game &gt; Rules)</source>
        <translation>규칙 프로그램 없음: 두려면 {} 규칙 프로그램을 연결하세요 (대국 &gt; 규칙)</translation>
    </message>
    <message>
        <source>Attach the {} ruler to play (Game &gt; Rules)</source>
        <translation>두려면 {} 규칙 프로그램을 연결하세요 (대국 &gt; 규칙)</translation>
    </message>
</context>
<context>
    <name>Scoring</name>
    <message>
        <source>does not know final_status_list: no dead stones proposed</source>
        <translation>final_status_list를 모름: 죽은 돌 제안 없음</translation>
    </message>
    <message>
        <source>does not know final_score</source>
        <translation>final_score를 모름</translation>
    </message>
    <message>
        <source>final_status_list failed: {}</source>
        <translation>final_status_list 실패: {}</translation>
    </message>
    <message>
        <source>final_status_list: bad answer ({})</source>
        <translation>final_status_list: 잘못된 응답 ({})</translation>
    </message>
    <message>
        <source>final_score failed: {}</source>
        <translation>final_score 실패: {}</translation>
    </message>
    <message>
        <source>{} is not running: no proposal</source>
        <translation>{}이(가) 실행 중이 아님: 제안 없음</translation>
    </message>
    <message>
        <source>{0} not asked: {1}</source>
        <translation>{0}에 묻지 않음: {1}</translation>
    </message>
    <message>
        <source>{0}: {1}; no proposal</source>
        <translation>{0}: {1}. 제안 없음</translation>
    </message>
    <message>
        <source>{}&apos;s dead stones arrived after your marking: not applied</source>
        <translation>{}의 죽은 돌이 표시한 뒤에 도착: 적용하지 않음</translation>
    </message>
    <message>
        <source>Click a group to mark it dead or alive.</source>
        <translation>돌 무리를 클릭하여 죽은 돌/산 돌로 표시하세요.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scoring&lt;/b&gt;</source>
        <translation>&lt;b&gt;계가&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>계점</translation>
    </message>
    <message>
        <source>Territory</source>
        <translation>집</translation>
    </message>
    <message>
        <source>Prisoners</source>
        <translation>따낸 돌</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>죽은 돌</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>백</translation>
    </message>
    <message>
        <source>Area scoring</source>
        <translation>계점</translation>
    </message>
    <message>
        <source>Territory scoring</source>
        <translation>계가</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>덤</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>규칙:</translation>
    </message>
    <message>
        <source>Area (Chinese)</source>
        <translation>계점 (중국식)</translation>
    </message>
    <message>
        <source>Territory (Japanese)</source>
        <translation>계가 (일본식)</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>완료</translation>
    </message>
    <message>
        <source>Write this result to the game (RE)</source>
        <translation>이 결과를 대국에 쓰기 (RE)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Result: {}</source>
        <translation>결과: {}</translation>
    </message>
    <message>
        <source>Asking {} for dead stones and its score…</source>
        <translation>{}에 죽은 돌과 점수를 묻는 중…</translation>
    </message>
</context>
<context>
    <name>Shell</name>
    <message>
        <source>Save Commands</source>
        <translation>명령 저장</translation>
    </message>
    <message>
        <source>GTP files (*.gtp);;All files (*)</source>
        <translation>GTP 파일 (*.gtp);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Send File</source>
        <translation>파일 보내기</translation>
    </message>
    <message>
        <source>Commands</source>
        <translation>명령</translation>
    </message>
    <message>
        <source>Save &amp;Commands…</source>
        <translation>명령 저장(&amp;C)…</translation>
    </message>
    <message>
        <source>Send &amp;File…</source>
        <translation>파일 보내기(&amp;F)…</translation>
    </message>
    <message>
        <source>Send &amp;Recent</source>
        <translation>최근 보낸 명령(&amp;R)</translation>
    </message>
    <message>
        <source>No program attached: {} not sent</source>
        <translation>연결된 프로그램 없음: {} 보내지 않음</translation>
    </message>
    <message>
        <source>Could not read {}: {}</source>
        <translation>{}을(를) 읽을 수 없습니다: {}</translation>
    </message>
    <message>
        <source>line {}: {}</source>
        <translation>{}행: {}</translation>
    </message>
    <message>
        <source>{} was not sent: it holds commands that change the board ({}). The board would no longer be in sync with the program.</source>
        <translation>{}을(를) 보내지 않았습니다: 바둑판을 바꾸는 명령({})이 들어 있습니다. 바둑판이 프로그램과 맞지 않게 됩니다.</translation>
    </message>
    <message>
        <source>{} holds no commands</source>
        <translation>{}에 명령이 없습니다</translation>
    </message>
    <message>
        <source>— sending {} commands from {} —</source>
        <translation>— 명령 {}개를 {}에서 보내는 중 —</translation>
    </message>
    <message>
        <source>Could not save the commands:
{}</source>
        <translation>명령을 저장할 수 없습니다:
{}</translation>
    </message>
    <message>
        <source>GTP Shell</source>
        <translation>GTP 셸</translation>
    </message>
    <message>
        <source>Save Log</source>
        <translation>로그 저장</translation>
    </message>
    <message>
        <source>Log files (*.log *.txt);;All files (*)</source>
        <translation>로그 파일 (*.log *.txt);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Timestamps</source>
        <translation>타임스탬프</translation>
    </message>
    <message>
        <source>Command Numbers</source>
        <translation>명령 번호</translation>
    </message>
    <message>
        <source>Show the GTP ids of commands and answers (12 name, =12)</source>
        <translation>명령과 응답의 GTP ID 표시 (12 name, =12)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>지우기</translation>
    </message>
    <message>
        <source>Save Log…</source>
        <translation>로그 저장…</translation>
    </message>
    <message>
        <source>— program detached —</source>
        <translation>— 프로그램 분리됨 —</translation>
    </message>
    <message>
        <source>Close this log</source>
        <translation>이 로그 닫기</translation>
    </message>
    <message>
        <source>Could not save the log:
{}</source>
        <translation>로그를 저장할 수 없습니다:
{}</translation>
    </message>
    <message>
        <source>{} (detached)</source>
        <translation>{} (분리됨)</translation>
    </message>
    <message>
        <source>GTP command (Up/Down: history, Tab: complete)</source>
        <translation>GTP 명령 (위/아래: 기록, Tab: 자동 완성)</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>{} more errors since, in the log.</source>
        <translation>그 뒤로 오류 {}개가 더 있습니다 (로그 참고).</translation>
    </message>
    <message>
        <source>gogui-py could not start.</source>
        <translation>gogui-py를 시작할 수 없습니다.</translation>
    </message>
    <message>
        <source>gogui-py met an unexpected error; it keeps running, but save your game under a new name to be safe.</source>
        <translation>gogui-py에 예기치 않은 오류가 생겼습니다. 계속 실행되지만 안전을 위해 대국을 새 이름으로 저장하세요.</translation>
    </message>
    <message>
        <source>The details were written to {}.</source>
        <translation>자세한 내용은 {}에 기록했습니다.</translation>
    </message>
    <message>
        <source>The crash log could not be written.</source>
        <translation>충돌 로그를 쓸 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>TimeLeft</name>
    <message>
        <source>Set Time Left</source>
        <translation>남은 시간 설정</translation>
    </message>
    <message>
        <source>Periods left</source>
        <translation>남은 초읽기 횟수</translation>
    </message>
    <message>
        <source>Moves left in period</source>
        <translation>이번 기간에 남은 수</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>남은 시간</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>흑(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>백(&amp;W)</translation>
    </message>
    <message>
        <source>Minutes and seconds (m:ss), h:mm:ss, or seconds</source>
        <translation>분과 초 (m:ss), h:mm:ss, 또는 초</translation>
    </message>
    <message>
        <source>main time</source>
        <translation>기본 시간</translation>
    </message>
    <message>
        <source>Empty while still in main time</source>
        <translation>아직 기본 시간이면 비워 두세요</translation>
    </message>
    <message>
        <source>Not a time: {}</source>
        <translation>시간이 아닙니다: {}</translation>
    </message>
    <message>
        <source>A time left cannot be negative</source>
        <translation>남은 시간은 음수일 수 없습니다</translation>
    </message>
    <message>
        <source>Not a number of 1 or more: {}</source>
        <translation>1 이상의 숫자가 아닙니다: {}</translation>
    </message>
    <message>
        <source>{} lost on time</source>
        <translation>{} 시간패</translation>
    </message>
    <message>
        <source>{0} + {1} x {2} byo-yomi</source>
        <translation>{0} + {1} x {2} 초읽기</translation>
    </message>
    <message>
        <source>{0} + {1} moves / {2} Canadian</source>
        <translation>{0} + {1}수 / {2} 캐나다식</translation>
    </message>
    <message>
        <source>{} absolute</source>
        <translation>{} 절대 시간</translation>
    </message>
</context>
<context>
    <name>Toolbar</name>
    <message>
        <source>Play</source>
        <translation>착수</translation>
    </message>
    <message>
        <source>Black Stone</source>
        <translation>흑돌</translation>
    </message>
    <message>
        <source>White Stone</source>
        <translation>백돌</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>원</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>사각형</translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation>삼각형</translation>
    </message>
    <message>
        <source>Cross</source>
        <translation>엑스</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>선택</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>문자</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>숫자</translation>
    </message>
    <message>
        <source>Label…</source>
        <translation>레이블…</translation>
    </message>
    <message>
        <source>Arrow</source>
        <translation>화살표</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>선</translation>
    </message>
    <message>
        <source>Dim</source>
        <translation>흐리게</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>착수(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Black Stone</source>
        <translation>흑돌(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;White Stone</source>
        <translation>백돌(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Circle</source>
        <translation>원(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Square</source>
        <translation>사각형(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Triangle</source>
        <translation>삼각형(&amp;T)</translation>
    </message>
    <message>
        <source>Cr&amp;oss</source>
        <translation>엑스(&amp;O)</translation>
    </message>
    <message>
        <source>S&amp;elect</source>
        <translation>선택(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Letter</source>
        <translation>문자(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Number</source>
        <translation>숫자(&amp;N)</translation>
    </message>
    <message>
        <source>L&amp;abel…</source>
        <translation>레이블(&amp;A)…</translation>
    </message>
    <message>
        <source>A&amp;rrow</source>
        <translation>화살표(&amp;R)</translation>
    </message>
    <message>
        <source>L&amp;ine</source>
        <translation>선(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Dim</source>
        <translation>흐리게(&amp;D)</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>도구</translation>
    </message>
    <message>
        <source>Board tool: {}</source>
        <translation>바둑판 도구: {}</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>탐색</translation>
    </message>
</context>
<context>
    <name>Tree</name>
    <message>
        <source>Move {n}, {move}</source>
        <translation>{n}수, {move}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>시작</translation>
    </message>
    <message>
        <source>Setup after move {n}</source>
        <translation>{n}수 뒤 배치</translation>
    </message>
    <message>
        <source>Empty node after move {n}</source>
        <translation>{n}수 뒤 빈 노드</translation>
    </message>
    <message>
        <source>variation {i} of {n}</source>
        <translation>변화 {i}/{n}</translation>
    </message>
    <message>
        <source>{n} variations</source>
        <translation>변화 {n}개</translation>
    </message>
    <message>
        <source>commented</source>
        <translation>설명 있음</translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation>기보 트리</translation>
    </message>
</context>
<context>
    <name>TreeMenu</name>
    <message>
        <source>Node Info</source>
        <translation>노드 정보</translation>
    </message>
    <message>
        <source>Subtree Statistics</source>
        <translation>하위 트리 통계</translation>
    </message>
    <message>
        <source>Node Info: {}</source>
        <translation>노드 정보: {}</translation>
    </message>
    <message>
        <source>Subtree Statistics: {}</source>
        <translation>하위 트리 통계: {}</translation>
    </message>
    <message>
        <source>Move {}: {}</source>
        <translation>{}수: {}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>시작</translation>
    </message>
    <message>
        <source>Node after move {}</source>
        <translation>{}수 뒤 노드</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>노드</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>깊이</translation>
    </message>
    <message>
        <source>Children</source>
        <translation>자식 노드</translation>
    </message>
    <message>
        <source>(no properties)</source>
        <translation>(속성 없음)</translation>
    </message>
    <message>
        <source>SGF properties</source>
        <translation>SGF 속성</translation>
    </message>
    <message>
        <source>Subtree of</source>
        <translation>하위 트리 시작</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>노드 수</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>수</translation>
    </message>
    <message>
        <source>Variations</source>
        <translation>변화</translation>
    </message>
    <message>
        <source>Branch points</source>
        <translation>분기점</translation>
    </message>
    <message>
        <source>Maximum depth</source>
        <translation>최대 깊이</translation>
    </message>
    <message>
        <source>Most children</source>
        <translation>최대 자식 수</translation>
    </message>
    <message>
        <source>Setup nodes</source>
        <translation>배치 노드</translation>
    </message>
    <message>
        <source>Comments</source>
        <translation>설명</translation>
    </message>
</context>
<context>
    <name>TreeView</name>
    <message>
        <source>Subtree hidden: {} nodes</source>
        <translation>하위 트리 숨김: 노드 {}개</translation>
    </message>
    <message>
        <source>Move {0}: {1}</source>
        <translation>{0}수: {1}</translation>
    </message>
    <message>
        <source>Setup: </source>
        <translation>배치: </translation>
    </message>
    <message>
        <source>After move {0} · {1}</source>
        <translation>{0}수 뒤 · {1}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>시작</translation>
    </message>
    <message>
        <source>Empty node after move {}</source>
        <translation>{}수 뒤 빈 노드</translation>
    </message>
    <message>
        <source>
Mistake: {0} lost {1:.1f} % win rate</source>
        <translation>
실수: {0}이(가) 승률 {1:.1f} %를 잃음</translation>
    </message>
</context>
<context>
    <name>Warnings</name>
    <message>
        <source>No warnings.</source>
        <translation>경고 없음.</translation>
    </message>
    <message>
        <source>{} warning:</source>
        <translation>경고 {}개:</translation>
    </message>
    <message>
        <source>{} warnings:</source>
        <translation>경고 {}개:</translation>
    </message>
    <message>
        <source>Copy to Clipboard</source>
        <translation>클립보드에 복사</translation>
    </message>
</context>
</TS>
