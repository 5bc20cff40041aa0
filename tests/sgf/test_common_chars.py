"""The character lists of gogui_py.sgf.common_chars fit the charsets they score."""

from __future__ import annotations

import pytest

from gogui_py.sgf.common_chars import FREQUENT, GO_TERMS, LATIN_SYMBOLS

BASE_CHARSETS = {"zh-hans": "gb2312", "zh-hant": "big5", "ja": "shift_jis", "ko": "euc_kr"}


@pytest.mark.parametrize("language", sorted(BASE_CHARSETS))
def test_every_character_is_in_the_base_charset_of_its_language(language: str) -> None:
    codec = BASE_CHARSETS[language]
    outside = [c for c in FREQUENT[language] | GO_TERMS[language] if not _encodes(c, codec)]
    assert outside == []


@pytest.mark.parametrize("language", sorted(BASE_CHARSETS))
def test_a_few_hundred_frequent_characters_and_the_go_words_apart(language: str) -> None:
    assert 200 <= len(FREQUENT[language]) <= 1000
    assert not FREQUENT[language] & GO_TERMS[language]
    assert all(ord(c) > 0x2000 for c in FREQUENT[language] | GO_TERMS[language])


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("zh-hans", "白黑段级目先手"),
        ("zh-hant", "白黑段級目先手"),
        ("ja", "白黒段級目先手"),
        ("ko", "백흑단급"),
    ],
)
def test_the_strings_of_every_record_are_go_words(language: str, words: str) -> None:
    assert set(words) <= GO_TERMS[language]


def test_latin_symbols_are_non_letters_of_the_8_bit_code_pages() -> None:
    assert all(not c.isalpha() for c in LATIN_SYMBOLS)
    assert all(_encodes(c, "cp1252") or _encodes(c, "cp1251") for c in LATIN_SYMBOLS)


def _encodes(char: str, codec: str) -> bool:
    try:
        char.encode(codec)
    except UnicodeEncodeError:
        return False
    return True
