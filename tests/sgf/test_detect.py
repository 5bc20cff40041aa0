"""Charset of files without CA that are not UTF-8: gogui_py.sgf.detect via decode/parse."""

from __future__ import annotations

import time

import pytest

from gogui_py.sgf import parse
from gogui_py.sgf.detect import MAX_PIECES, PIECE_LIMIT, SAMPLE_LIMIT, guess, take_sample
from gogui_py.sgf.encoding import decode


def _warning(label: str, confidence: str, ca: str = "no CA") -> str:
    return f"not UTF-8 and {ca}: read as {label}, {confidence}"


# Each record written in its charset; decode() must give exactly the text back.
RECORDS = [
    # Issue 15: a French Latin-1 comment came out as Big5 (charset_normalizer's guess).
    ("cp1252", "(;FF[4]GM[1]SZ[19]C[créé par TurboGo];B[pd])"),
    ("big5hkscs", "(;GM[1]PB[黑]PW[白]C[這是一個很好的對局，黑棋中盤勝。];B[pd])"),  # noqa: RUF001
    ("big5hkscs", "(;GM[1]PB[周俊勳]BR[九段]PW[林海峰]WR[九段]RE[黑勝])"),
    ("cp932", "(;GM[1]PB[黒]PW[白]C[黒の中押し勝ちです。コミは六目半。];B[pd])"),
    ("cp932", "(;GM[1]PB[井山裕太]BR[九段]PW[趙治勲]WR[名誉名人]KM[6.5])"),
    ("cp949", "(;GM[1]PB[흑]PW[백]C[흑이 불계승했습니다. 좋은 대국이었습니다.];B[pd])"),
    ("cp949", "(;GM[1]PB[이세돌]BR[9단]PW[박정환]WR[9단]KM[6.5]RE[W+R])"),
    ("cp1252", "(;GM[1]PB[Jürgen Weiß]PW[Thomas Müller]C[Schöne Partie, großer Kampf.])"),
    ("cp1252", "(;GM[1]PB[François Dupré]PW[Hélène Noël]C[très bien joué, à demain])"),
    ("cp1252", "(;GM[1]PB[José Núñez]PW[Pedro Muñoz]C[¡Qué jugada! El señor García ganó.])"),
    ("cp1251", "(;GM[1]PB[Иван Петров]PW[Сергей Иванов]C[Хорошая партия, чёрные выиграли.])"),
    ("cp1251", "(;GM[1]PB[Александр Динерштейн]PW[Наталья Кулешова])"),
]


@pytest.mark.parametrize(
    ("codec", "sgf"), RECORDS, ids=[f"{c}-{i}" for i, (c, _) in enumerate(RECORDS)]
)
def test_record_without_ca_is_read_in_its_charset(codec: str, sgf: str) -> None:
    data = sgf.encode(codec)
    decoded = decode(data)
    assert decoded.text == sgf
    assert decoded.encoding == codec
    assert len(decoded.warnings) == 1
    assert decoded.warnings[0].message.startswith("not UTF-8 and no CA: read as ")


def test_french_latin1_comment_of_the_issue() -> None:
    result = parse(b"(;FF[4]GM[1]C[cr\xe9\xe9 par TurboGo])")
    assert result.encoding == "cp1252"
    assert result.games[0].properties["C"] == ["créé par TurboGo"]
    message = _warning("ISO-8859-1 (Windows-1252)", "fairly sure")
    assert [(w.message, w.line, w.column) for w in result.warnings] == [(message, 1, 1)]


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"(;GM[1]PW[\xb0\xd7]PB[GNU Go])", _warning("GB18030 (GB2312)", "fairly sure")),
        (
            "(;C[这是从压长星定式演变而来的形。怎样攻击碰在黑壁上的白三子呢。])".encode("gb18030"),
            _warning("GB18030 (GB2312)", "sure"),
        ),
        ("(;PB[井山裕太]PW[本因坊])".encode("cp932"), _warning("Shift_JIS (cp932)", "sure")),
        ("(;C[Иван])".encode("cp1251"), _warning("Windows-1251 (Cyrillic)", "fairly sure")),
        # One byte says next to nothing: the FF[4] default, and said to be a guess.
        (b"(;C[x \xa4 y])", _warning("ISO-8859-1 (Windows-1252)", "not sure")),
    ],
    ids=["gb-white", "gb-comment", "sjis", "cyrillic", "one-byte"],
)
def test_warning_names_the_charset_and_how_sure(data: bytes, message: str) -> None:
    assert [w.message for w in decode(data).warnings] == [message]


def test_unusable_ca_says_so_and_the_charset_is_still_guessed() -> None:
    result = parse(b"(;CA[klingon]PW[\xb0\xd7])")
    assert result.games[0].properties["PW"] == ["白"]
    assert [w.message for w in result.warnings] == [
        "unknown charset CA[klingon] ignored",
        _warning("GB18030 (GB2312)", "fairly sure", ca="no usable CA"),
    ]


def test_latin1_bytes_unassigned_in_cp1252_fall_back_to_latin1() -> None:
    result = decode(b"(;C[caf\xe9 \x81])")
    assert result.encoding == "latin-1"
    assert result.text == "(;C[café \x81])"
    assert result.warnings[0].message.startswith("not UTF-8 and no CA: read as ISO-8859-1,")


def test_given_encoding_skips_detection() -> None:
    """File > More > Reopen with Encoding calls decode() with the codec the user chose."""
    data = b"(;GM[1]PW[\xb0\xd7])"
    assert decode(data).encoding == "gb18030"
    forced = decode(data, "cp1252")
    assert (forced.text, forced.encoding, forced.warnings) == ("(;GM[1]PW[°\xd7])", "cp1252", [])
    assert parse(data, encoding="big5").games[0].properties["PW"] == ["啞"]


def test_a_favourite_that_fails_past_the_sample_gives_way() -> None:
    # More pieces than the sample holds, then a byte GB18030 cannot decode.
    data = b"(;C[" + "黑 白 ".encode("gb18030") * MAX_PIECES + b"\x80])"
    ranking = guess(data).ranking
    assert ranking[0] == "gb18030"
    result = decode(data)
    assert result.encoding == next(c for c in ranking[1:] if _decodes(data, c))
    assert result.text == data.decode(result.encoding)
    assert result.warnings[0].message.endswith(", not sure")


def _decodes(data: bytes, codec: str) -> bool:
    try:
        data.decode(codec)
    except UnicodeDecodeError:
        return False
    return True


def test_the_library_vote_does_not_override_a_clear_reading() -> None:
    """charset_normalizer took this comment (bytes C5 CC C3 E6) for cp1250."""
    decoded = decode(b"(;B[lf];C[\xc5\xcc\xc3\xe6\r\nB: 81 W: 78])")
    assert decoded.encoding == "gb18030"
    assert "盘面" in decoded.text


@pytest.mark.parametrize(
    "data",
    [
        b"(;GM[1]C[" + b"\xba\xda\xb0\xd7" * 1_000_000 + b"])",  # one long run
        b"(;GM[1]C[" + b"caf\xe9 " * 800_000 + b"])",  # many short pieces
        b"(;GM[1]" + b"\xe9A" * 2_000_000,  # high bytes and letters, never closed
        b"(;GM[1]C[" + b"x" * 4_000_000 + b"\xff])",  # the only high byte at the end
        b"(;GM[1]C[" + b"\x83" * 4_000_000,  # lead bytes without an end
    ],
    ids=["run", "pieces", "letters", "tail", "leads"],
)
def test_detection_is_bounded_on_hostile_input(data: bytes) -> None:
    """Issue 10: every loading step linear. The sample is bounded, so detection costs the
    same on 4 MB as on 4 KB; decoding the whole file is one C call. Generous bound for a
    loaded machine (about 0.05 s here)."""
    found = take_sample(data)
    assert len(found.whole) + sum(map(len, found.cut)) <= SAMPLE_LIMIT + PIECE_LIMIT + MAX_PIECES
    assert all(len(piece) <= PIECE_LIMIT for piece in found.cut)
    start = time.perf_counter()
    result = decode(data)
    assert time.perf_counter() - start < 2.0
    assert result.warnings and len(result.text) <= len(data)


def test_sample_keeps_the_ascii_letters_around_and_skips_the_rest() -> None:
    found = take_sample(b"(;C[kossa 6k*: h\xf6rru gnugo])")
    assert (found.whole, found.cut, found.high) == (b"h\xf6rru", [], 1)
    cut = take_sample(b"(;C[" + b"\xb0\xd7" * PIECE_LIMIT + b"])(;C[\xe9t\xe9])")
    assert cut.whole == b"C[\xe9t\xe9]"
    assert cut.cut == [b"C[" + b"\xb0\xd7" * (PIECE_LIMIT // 2 - 1)]
