<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
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
        <source>Game</source>
        <translation>대국</translation>
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
</context>
<context>
    <name>Menu</name>
    <message>
        <source>Analyze Commands</source>
        <translation>분석 명령</translation>
    </message>
    <message>
        <source>Analysis (lz-/kata-analyze)</source>
        <translation>분석 (lz-/kata-analyze)</translation>
    </message>
    <message>
        <source>Win Rate Graph</source>
        <translation>승률 그래프</translation>
    </message>
    <message>
        <source>Show Ownership</source>
        <translation>영역 소유 표시</translation>
    </message>
    <message>
        <source>Win Rate</source>
        <translation>승률</translation>
    </message>
    <message>
        <source>Score Lead</source>
        <translation>집 차이</translation>
    </message>
    <message>
        <source>Loss Against Best</source>
        <translation>최선 수 대비 손실</translation>
    </message>
    <message>
        <source>Analysis Settings…</source>
        <translation>분석 설정…</translation>
    </message>
    <message>
        <source>Analyze Game</source>
        <translation>대국 분석</translation>
    </message>
    <message>
        <source>Stop Analyze Game</source>
        <translation>대국 분석 중지</translation>
    </message>
    <message>
        <source>Write Analysis to Record…</source>
        <translation>분석을 기보에 쓰기…</translation>
    </message>
    <message>
        <source>Snapshot Parameters</source>
        <translation>매개변수 스냅숏</translation>
    </message>
    <message>
        <source>Restore Parameters</source>
        <translation>매개변수 복원</translation>
    </message>
    <message>
        <source>Save Parameters…</source>
        <translation>매개변수 저장…</translation>
    </message>
    <message>
        <source>Reattach With Parameters</source>
        <translation>매개변수로 다시 연결</translation>
    </message>
    <message>
        <source>Good Move (!)</source>
        <translation>좋은 수 (!)</translation>
    </message>
    <message>
        <source>Very Good Move (!!)</source>
        <translation>매우 좋은 수 (!!)</translation>
    </message>
    <message>
        <source>Bad Move (?)</source>
        <translation>나쁜 수 (?)</translation>
    </message>
    <message>
        <source>Very Bad Move (??)</source>
        <translation>매우 나쁜 수 (??)</translation>
    </message>
    <message>
        <source>Interesting Move (!?)</source>
        <translation>흥미로운 수 (!?)</translation>
    </message>
    <message>
        <source>Doubtful Move (?!)</source>
        <translation>의문수 (?!)</translation>
    </message>
    <message>
        <source>Good for Black</source>
        <translation>흑 유리</translation>
    </message>
    <message>
        <source>Good for White</source>
        <translation>백 유리</translation>
    </message>
    <message>
        <source>Even Position</source>
        <translation>호각</translation>
    </message>
    <message>
        <source>Unclear Position</source>
        <translation>불분명한 국면</translation>
    </message>
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
        <source>Move Variation &amp;Up</source>
        <translation>변화 위로(&amp;U)</translation>
    </message>
    <message>
        <source>Move Variation Do&amp;wn</source>
        <translation>변화 아래로(&amp;W)</translation>
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
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>백</translation>
    </message>
    <message>
        <source>Not Set</source>
        <translation>설정 안 함</translation>
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
        <source>Go to Node</source>
        <translation>노드로 이동</translation>
    </message>
    <message>
        <source>Make Main Variation</source>
        <translation>주 변화로 만들기</translation>
    </message>
    <message>
        <source>Move Variation Up</source>
        <translation>변화 위로</translation>
    </message>
    <message>
        <source>Move Variation Down</source>
        <translation>변화 아래로</translation>
    </message>
    <message>
        <source>Truncate</source>
        <translation>잘라내기</translation>
    </message>
    <message>
        <source>Truncate Children</source>
        <translation>자식 노드 잘라내기</translation>
    </message>
    <message>
        <source>Delete Node</source>
        <translation>노드 삭제</translation>
    </message>
    <message>
        <source>No Move Annotation</source>
        <translation>수 주석 없음</translation>
    </message>
    <message>
        <source>No Position Annotation</source>
        <translation>국면 주석 없음</translation>
    </message>
    <message>
        <source>Hotspot</source>
        <translation>요점</translation>
    </message>
    <message>
        <source>No Hotspot</source>
        <translation>요점 없음</translation>
    </message>
    <message>
        <source>Position Value…</source>
        <translation>국면 평가…</translation>
    </message>
    <message>
        <source>No Position Value</source>
        <translation>국면 평가 없음</translation>
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
        <source>Paste SGF as New &amp;Game</source>
        <translation>SGF를 새 대국으로 붙여 넣기(&amp;G)</translation>
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
        <source>Pa&amp;use Engine Game</source>
        <translation>엔진 대국 일시 정지(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Delay Between Engine Moves</source>
        <translation>엔진 착수 간격(&amp;D)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>{} s</source>
        <translation>{}초</translation>
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
        <source>Reattach &amp;Program</source>
        <translation>프로그램 다시 연결(&amp;P)</translation>
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
        <source>&amp;Reattach Ruler</source>
        <translation>규칙 프로그램 다시 연결(&amp;R)</translation>
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
        <source>Both</source>
        <translation>양쪽</translation>
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
        <source>Computer &amp;Play</source>
        <translation>컴퓨터 착수(&amp;P)</translation>
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
        <source>&amp;Engine</source>
        <translation>엔진(&amp;E)</translation>
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
        <source>Beginning</source>
        <translation>처음</translation>
    </message>
    <message>
        <source>Backward 10</source>
        <translation>10수 뒤로</translation>
    </message>
    <message>
        <source>Backward</source>
        <translation>뒤로</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>앞으로</translation>
    </message>
    <message>
        <source>Forward 10</source>
        <translation>10수 앞으로</translation>
    </message>
    <message>
        <source>End</source>
        <translation>끝</translation>
    </message>
    <message>
        <source>Previous Variation</source>
        <translation>이전 변화</translation>
    </message>
    <message>
        <source>Next Variation</source>
        <translation>다음 변화</translation>
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
        <source>No Variations</source>
        <translation>변화 없음</translation>
    </message>
    <message>
        <source>Variations as Ghost Stones</source>
        <translation>변화를 흐린 돌로</translation>
    </message>
    <message>
        <source>Variations as Letters</source>
        <translation>변화를 문자로</translation>
    </message>
    <message>
        <source>No Move Numbers</source>
        <translation>수 번호 없음</translation>
    </message>
    <message>
        <source>Last 10 Moves</source>
        <translation>마지막 10수</translation>
    </message>
    <message>
        <source>All Moves</source>
        <translation>모든 수</translation>
    </message>
    <message>
        <source>Next Earlier Variation</source>
        <translation>다음 앞선 변화</translation>
    </message>
    <message>
        <source>Previous Earlier Variation</source>
        <translation>이전 앞선 변화</translation>
    </message>
    <message>
        <source>Back to Main Line</source>
        <translation>주 수순으로 돌아가기</translation>
    </message>
    <message>
        <source>Go to Move…</source>
        <translation>수로 이동…</translation>
    </message>
    <message>
        <source>Find in Comments…</source>
        <translation>설명에서 찾기…</translation>
    </message>
    <message>
        <source>Find Next</source>
        <translation>다음 찾기</translation>
    </message>
    <message>
        <source>Find Previous</source>
        <translation>이전 찾기</translation>
    </message>
    <message>
        <source>Select Game of Collection…</source>
        <translation>기보 모음에서 대국 선택…</translation>
    </message>
    <message>
        <source>Reopen with Encoding…</source>
        <translation>인코딩을 지정해 다시 열기…</translation>
    </message>
    <message>
        <source>Show Repairs Made on Reading…</source>
        <translation>읽을 때 고친 내용 보기…</translation>
    </message>
    <message>
        <source>Coordinates</source>
        <translation>좌표</translation>
    </message>
    <message>
        <source>Game Tree</source>
        <translation>기보 트리</translation>
    </message>
    <message>
        <source>GTP Shell</source>
        <translation>GTP 셸</translation>
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
</TS>
