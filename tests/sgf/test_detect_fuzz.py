"""Property tests of charset guessing: realistic texts decode back exactly; the UTF-8, CA
and byte-order-mark paths are untouched by guessing.

The vocabularies below are written apart from gogui_py.sgf.common_chars (player names,
Go words, short comments), so the tests do not just read the detector's lists back.

Which lengths are sure (tried on 100,000 random texts of 1-3 words, none wrong): from 2
non-ASCII characters for the double-byte charsets (a name like 时越 or 형세, a word like
コミ), from 1 accented letter in a word for Latin, from one word for Cyrillic. A single
ideograph or syllable alone is not: its two bytes often read as a frequent character in
another charset too, and the guess then falls back to ISO-8859-1, "not sure" (白, 黑, 黒,
백, 흑 alone are sure: Go words weigh more).
"""

from __future__ import annotations

import codecs

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from gogui_py.sgf.encoding import decode
from tests.conftest import examples


def _words(text: str) -> list[str]:
    return text.split()


VOCABULARY: dict[str, list[str]] = {
    "gb18030": _words(
        "黑棋 白棋 中盘胜 贴目 打劫 这步棋很好 职业九段 业余五段 古力 柯洁 常昊 聂卫平 "
        "马晓春 罗洗河 孔杰 黑先 白后 形势 大场 定式 厚势 实地 死活 官子 收官 一手 好棋 恶手 "
        "缓着 失误 局面 比赛 冠军 围棋 对局 本局 讲解 白方 黑方 认输 数子 胜负 进攻 防守"
    ),
    "big5hkscs": _words(
        "黑棋 白棋 中盤勝 貼目 打劫 這步棋很好 職業九段 業餘五段 周俊勳 林海峰 "
        "王立誠 張栩 黑先 白後 形勢 大場 定式 厚勢 實地 死活 官子 收官 一手 好棋 惡手 局面 "
        "比賽 冠軍 圍棋 對局 本局 講解 白方 黑方 認輸 勝負 進攻 防守 台灣 棋院"
    ),
    "cp932": _words(
        "黒 白 中押し勝ち 半目勝ち コミ 六目半 本因坊 名人 棋聖 井山裕太 趙治勲 "
        "小林光一 依田紀基 これは 良い手 です 悪手 ここで 打つ べき 黒番 白番 先番 投了 "
        "日本棋院 手合 対局 解説 定石 死活 ヨセ 地合 まだ 難しい 形勢 互角 持ち時間 秒読み"
    ),
    "cp949": _words(
        "흑 백 불계승 반집승 덤 여섯집반 이세돌 박정환 신진서 최정 조훈현 이창호 좋은 "
        "수입니다 나쁜 수 여기서 두어야 합니다 흑번 백번 대국 해설 정석 사활 끝내기 형세 호각 "
        "바둑 기원 프로 아마 초읽기 시간 국수 명인 기성 결승 우승"
    ),
    "cp1252": _words(
        "Müller Jürgen Weiß Größe schön Schüler spät über für Köln Düsseldorf "
        "François Dupré créé élève très bien joué à demain Hélène Jérôme Noël José Peña "
        "Núñez Muñoz García Martínez señor año mañana Gómez Pérez Go partie coup noir blanc "
        "schwarz weiß Spiel Zug negro blanco jugada Søren Åsa Björn Ångström Eötvös café"
    ),
    "cp1251": _words(
        "Иван Петров Сергей Александр Динерштейн Наталья Кулешова Хорошая партия "
        "чёрные белые выиграли ход ошибка позиция Москва Россия турнир игра сильный "
        "слабый чемпион"
    ),
}
FULL_WIDTH_COMMA = "\uff0c"
SEPARATORS = {"gb18030": ["", " ", FULL_WIDTH_COMMA], "big5hkscs": ["", " ", FULL_WIDTH_COMMA]}
SURE_FROM = {"cp1252": 1, "cp1251": 3}  # non-ASCII characters; 2 for the others
PROPERTIES = ["PB", "PW", "C", "GN", "EV"]


@st.composite
def records(draw: st.DrawFn) -> tuple[str, str]:
    """(codec, SGF text) with a property of 1-4 words of that codec's vocabulary."""
    codec = draw(st.sampled_from(sorted(VOCABULARY)))
    words = draw(st.lists(st.sampled_from(VOCABULARY[codec]), min_size=1, max_size=4))
    separator = draw(st.sampled_from(SEPARATORS.get(codec, [" ", ", "])))
    ident = draw(st.sampled_from(PROPERTIES))
    return codec, f"(;GM[1]FF[4]SZ[19]{ident}[{separator.join(words)}];B[pd];W[dp])"


def _is_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


@settings(max_examples=examples(200), suppress_health_check=[HealthCheck.too_slow])
@given(records())
def test_realistic_text_without_ca_decodes_back_exactly(record: tuple[str, str]) -> None:
    codec, sgf = record
    assume(sum(1 for char in sgf if char > "\x7f") >= SURE_FROM.get(codec, 2))
    data = sgf.encode(codec)
    assume(not _is_utf8(data))  # 时越 in GB2312 is valid UTF-8 too: UTF-8 wins (step 4)
    decoded = decode(data)
    assert (decoded.text, decoded.encoding) == (sgf, codec)
    assert [w.message.split(": read as ")[0] for w in decoded.warnings] == ["not UTF-8 and no CA"]


CA_NAMES = {
    "gb18030": "GB2312",
    "big5hkscs": "Big5",
    "cp932": "Shift_JIS",
    "cp949": "EUC-KR",
    "cp1252": "ISO-8859-1",
    "cp1251": "windows-1251",
}


@settings(max_examples=examples(100), suppress_health_check=[HealthCheck.too_slow])
@given(records(), st.sampled_from(["ca", "utf-8", "utf-8-bom", "utf-16-bom"]))
def test_utf8_ca_and_bom_paths_do_not_guess(record: tuple[str, str], path: str) -> None:
    codec, sgf = record
    if path == "ca":
        sgf = sgf.replace("FF[4]", f"FF[4]CA[{CA_NAMES[codec]}]")
        data, expected = sgf.encode(codec), codec
    elif path == "utf-8":
        data, expected = sgf.encode(), "utf-8"
    elif path == "utf-8-bom":
        data, expected = codecs.BOM_UTF8 + sgf.encode(), "utf-8"
    else:
        data, expected = codecs.BOM_UTF16_LE + sgf.encode("utf-16-le"), "utf-16-le"
    decoded = decode(data)
    assert (decoded.text, decoded.encoding, decoded.warnings) == (sgf, expected, [])
