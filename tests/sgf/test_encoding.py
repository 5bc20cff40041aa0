"""Byte-order marks, CA, detection and fallbacks of gogui_py.sgf.encoding / parse."""

from __future__ import annotations

import codecs
import time

import pytest

from gogui_py.sgf import parse
from gogui_py.sgf.encoding import charset_codec, decode, is_guess

SAMPLE = "(;GM[1]PB[柯洁]C[囲碁 bäduk 바둑];B[aa])"


@pytest.mark.parametrize(
    ("bom", "codec", "expected"),
    [
        (codecs.BOM_UTF8, "utf-8", "utf-8"),
        (codecs.BOM_UTF16_LE, "utf-16-le", "utf-16-le"),
        (codecs.BOM_UTF16_BE, "utf-16-be", "utf-16-be"),
        (codecs.BOM_UTF32_LE, "utf-32-le", "utf-32-le"),
        (codecs.BOM_UTF32_BE, "utf-32-be", "utf-32-be"),
    ],
)
def test_bom_wins_over_ca(bom: bytes, codec: str, expected: str) -> None:
    data = bom + SAMPLE.replace("GM[1]", "GM[1]CA[ISO-8859-1]").encode(codec)
    result = parse(data)
    assert result.encoding == expected
    assert result.games[0].properties["PB"] == ["柯洁"]
    assert result.warnings == []


@pytest.mark.parametrize("codec", ["utf-16-le", "utf-16-be", "utf-32-le", "utf-32-be"])
def test_wide_encodings_without_bom_are_recognised(codec: str) -> None:
    result = parse(SAMPLE.encode(codec))
    assert result.encoding == codec
    assert result.games[0].properties["C"] == ["囲碁 bäduk 바둑"]


@pytest.mark.parametrize(
    ("ca", "codec", "text"),
    [
        ("UTF8", "utf-8", "囲碁 bäduk"),
        ("utf-8", "utf-8", "囲碁 bäduk"),
        ("ISO8859_1", "cp1252", "bäduk €"),
        ("ISO-8859-1", "cp1252", "bäduk"),
        ("Latin1", "cp1252", "bäduk"),
        ("GB2312", "gb18030", "柯洁 围棋"),
        ("GBK", "gb18030", "柯洁"),
        ("gb18030", "gb18030", "柯洁"),
        ("Shift_JIS", "cp932", "囲碁"),
        ("SJIS", "cp932", "囲碁"),
        ("EUC-KR", "cp949", "바둑"),
        ("Big5", "big5hkscs", "圍棋"),
        ("EUC-JP", "euc_jp", "囲碁"),
        ("KOI8-R", "koi8_r", "Го"),
        ("windows-1251", "cp1251", "Го"),
        ("cp1250", "cp1250", "Łódź"),
    ],
)
def test_ca_aliases(ca: str, codec: str, text: str) -> None:
    data = f"(;PB[{text}]CA[{ca}]C[{text}];B[aa])".encode(codec)
    result = parse(data)
    assert result.encoding == codec
    assert result.games[0].properties == {"PB": [text], "CA": [ca], "C": [text]}
    assert result.warnings == []


def test_unknown_ca_is_ignored_with_warning_at_its_place() -> None:
    result = parse("(;GM[1]\n  CA[klingon]PB[bäduk])".encode())
    assert result.encoding == "utf-8"
    assert result.games[0].properties["PB"] == ["bäduk"]
    assert [(w.line, w.column) for w in result.warnings] == [(2, 6)]
    assert "klingon" in result.warnings[0].message


@pytest.mark.parametrize("ca", ["base64", "rot13", "UTF-16", "cp037", "utf-7"])
def test_non_text_wide_or_not_ascii_compatible_ca_is_ignored(ca: str) -> None:
    result = parse(f"(;CA[{ca}]C[ok])".encode())
    assert result.encoding == "utf-8"
    assert result.games[0].properties["C"] == ["ok"]
    assert len(result.warnings) == 1
    assert f"CA[{ca}]" in result.warnings[0].message


@pytest.mark.parametrize("ca", ["", " ", "\n  "])
def test_empty_ca_means_no_ca_quietly(ca: str) -> None:
    result = parse(f"(;CA[{ca}]C[bäduk])".encode())
    assert result.encoding == "utf-8"
    assert result.games[0].properties["C"] == ["bäduk"]
    assert result.warnings == []
    # Without CA, bytes that are not UTF-8 are still detected (and said so).
    latin = parse(f"(;CA[{ca}]C[bäduk, café])".encode("cp1252"))
    assert latin.games[0].properties["C"][0].startswith("bäduk, café")
    assert [w.message.startswith("not UTF-8 and no CA: read as") for w in latin.warnings] == [True]


@pytest.mark.parametrize(
    ("name", "codec"),
    [
        ("UTF-8", "utf-8"),
        ("u8", "utf-8"),
        ("Shift_JIS", "cp932"),
        ("ISO-8859-1", "cp1252"),
        ("euc-jp", "euc_jp"),
        ("", None),
        ("UTF-16", None),
        ("cp037", None),
        ("klingon", None),
    ],
)
def test_charset_codec(name: str, codec: str | None) -> None:
    assert charset_codec(name) == codec


def test_ca_outside_the_first_root_is_not_used() -> None:
    data = "(;C[CA[GB2312\\] in a comment];CA[GB2312]C[bäduk])".encode()
    result = parse(data)
    assert result.encoding == "utf-8"
    assert result.warnings == []


def test_no_ca_and_not_utf8_is_detected_with_warning() -> None:
    data = (
        "(;C[" + "这是从压长星定式演变而来的形。怎样攻击碰在黑壁上的白三子呢。" * 3 + "])"
    ).encode("gb18030")
    result = parse(data)
    assert result.encoding == "gb18030"
    assert result.games[0].properties["C"][0].startswith("这是从压长星定式")
    assert [w.message for w in result.warnings] == [
        "not UTF-8 and no CA: read as GB18030 (GB2312), sure"
    ]


def test_given_encoding_overrides_ca() -> None:
    data = "(;CA[UTF-8]C[bäduk])".encode("cp1252")
    result = parse(data, encoding="latin-1")
    assert result.encoding == "iso8859-1"
    assert result.games[0].properties["C"] == ["bäduk"]
    assert result.warnings == []


def test_given_encoding_that_does_not_fit_replaces_with_warning() -> None:
    result = parse(b"(;C[\xff\xfe ok])", encoding="utf-8")
    assert result.games[0].properties["C"] == ["\ufffd\ufffd ok"]
    assert len(result.warnings) == 1


def test_given_unknown_encoding_raises_lookup_error() -> None:
    with pytest.raises(LookupError):
        parse(b"(;)", encoding="no-such-codec")


def test_undecodable_bytes_fall_back_without_error() -> None:
    decoded = decode(bytes(range(256)) + b"(;)")
    assert decoded.text.endswith("(;)")
    assert decoded.warnings


def test_latin1_ca_with_bytes_unassigned_in_cp1252() -> None:
    result = parse(b"(;CA[ISO-8859-1]C[\x81 \xe9])")
    assert result.encoding == "latin-1"
    assert result.games[0].properties["C"] == ["\x81 é"]
    assert result.warnings == []


def test_ascii_tree_start_followed_by_nul_junk_is_not_utf16() -> None:
    # Found by the fuzz suite: NUL bytes after an 8-bit "(;" once made it UTF-16.
    result = parse(b"(;(\x00(\x00(\x00(\x00")
    assert result.games
    assert not result.encoding.startswith("utf-16")


@pytest.mark.parametrize(
    "data",
    [
        b"(;GM[1]" + b"A" * 65_000,  # a long run of letters, no value after it
        b"(;GM[1]C[" + b"x" * 65_000,  # a value never closed
        b"(;GM[1]" + b"AB[" * 20_000,  # values opened again and again
    ],
    ids=["letters", "unclosed", "openings"],
)
def test_finding_ca_is_linear_on_hostile_roots(data: bytes) -> None:
    """Issue 10: a 65 KB root with a long unclosed run took over 60 s (a regular
    expression tried at every offset); one pass now. Generous bound for a loaded machine."""
    start = time.perf_counter()
    result = decode(data)
    assert time.perf_counter() - start < 2.0
    assert result.encoding == "utf-8"


def test_guess_warning_names_no_front_end() -> None:
    """The core's text says what was guessed; the board and gogui-convert each add how
    to choose another encoding (is_guess tells them which warning it is)."""
    result = parse("(;C[caf\u00e9 cr\u00e8me br\u00fbl\u00e9e])".encode("cp1252"))
    (message,) = [w.message for w in result.warnings]
    assert message.startswith("not UTF-8 and no CA: read as ")
    assert "File >" not in message and "--encoding" not in message
    assert is_guess(message)
    assert not is_guess("unknown property XY kept")
