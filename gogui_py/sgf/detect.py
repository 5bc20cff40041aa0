"""Which charset an SGF file is in when it is not UTF-8 and has no usable ``CA``.

A general detector (charset_normalizer) guesses wrong on the short texts of game records:
a French comment "créé par TurboGo" in Latin-1 came out as Big5, ``PW[白]`` in GB2312
(bytes B0 D7) and a comment 盘面 (C5 CC C3 E6) as Central European. An SGF reader knows
more: FF[4] makes ISO-8859-1 the default charset ("CA": "Default value is 'ISO-8859-1'
aka 'Latin1'"), records come from a few charsets (GB2312/GBK, Big5, Shift_JIS, EUC-KR,
EUC-JP, a Latin code page, rarely Cyrillic or Greek) and some strings are in nearly every
record (白 黑 黒 백 흑, ranks 段 級 단 급, 目 先 手, komi and result words). So every
candidate (:data:`CANDIDATES`) decodes the file's non-ASCII text, the decoding gets a
plausibility score, and the best one wins by a margin.

**Sample.** Only the text around non-ASCII bytes matters: each *piece* is a run of
bytes 0x30-0x39 and 0x40-0xFF (digits, letters, brackets and every byte above ASCII)
holding a byte >= 0x80, so ``hörru`` or ``PW[°x]PB`` with the ASCII letters next to it. A
byte below 0x40 other than a digit is never inside a character of any candidate (trail
bytes of the double-byte charsets are >= 0x40, GB18030's four-byte forms use digits),
so the pieces, joined by newlines, decode as they do in the file. A piece longer than
:data:`PIECE_LIMIT` bytes is cut (decoded incrementally, a character cut in two left
out) and the rest of its run skipped; at most :data:`MAX_PIECES` pieces and
:data:`SAMPLE_LIMIT` bytes are taken. So the time spent here does not grow with the
file, and finding the pieces looks at each byte once at most (one regular expression
search and one match per piece; nothing tried from every offset: issue 10).

**Score**, in units of one non-ASCII byte explained (so candidates that read two bytes as
one character and those that read one byte as one are comparable): ``good - bad``.

- Double-byte candidates (a language each: GB18030 simplified Chinese, Big5 traditional,
  Shift_JIS and EUC-JP Japanese, EUC-KR/cp949 Korean), per character: +3 for a Go word of
  the language and +2 for one of its few hundred frequent characters
  (:mod:`gogui_py.sgf.common_chars`), +2 for kana in Japanese, +1 for CJK punctuation and
  full-width forms; 0 for other ideographs of the base charset (GB2312, Big5, JIS X 0208),
  the circled numbers and geometric shapes of Go commentary (①, △, ●) and Korean
  syllables of KS X 1001. Bad: 1 for an ideograph outside the base charset (GBK's,
  HKSCS's and cp932's additions, where the bytes of another charset land), for a hanja in
  Korean (rare in Korean records) and for a half-width katakana (one byte; Latin-1 text
  read as Shift_JIS is full of them); 2 for everything else (kana outside Japanese,
  Cyrillic and Greek of the CJK tables, box drawing, private use, compatibility and
  extension blocks, syllables outside KS X 1001, control characters).
- 8-bit code pages, per word (a run of letters) with non-ASCII letters: a Latin code page
  (cp1252, cp1250, cp1254, cp1257) wants accented letters among ASCII letters (at most
  ``2 * ascii + 1`` of them: "créé", "Müller", "Größe") with the case of a word (lower,
  Capitalised or UPPER): good by 1.5 per non-ASCII letter (an accented letter inside a
  word is strong evidence), else bad by 1 (mojibake of Chinese, "ÅÌÃæ", has neither
  ASCII letters nor a case); a lone letter ("à", or half of a mojibake pair) counts 0. A
  Cyrillic (cp1251, KOI8-R) or Greek (cp1253) code page counts only words wholly in its
  script, of three letters or more, with a case and a vowel ("Иванов"; Greek also wants
  its accent, as monotonic spelling has it); shorter words count 0. An all-capital word
  counts half: a code page that swaps the cases of another (KOI8-R and cp1251) reads
  ordinary lower-case words as capitals. Non-letters: the symbols of ordinary text
  (« » ° € …) count 0, rare ones (the currency sign, broken bar, cedilla, ordinal
  indicators, ƒ) bad 1, C1 controls bad 2.
- charset_normalizer's own guess on the sample adds :data:`VOTE`, one vote among the
  rest (half a frequent character), once the sample has :data:`VOTE_FULL` non-ASCII
  bytes: on fewer it guesses at random (that is where it failed in issue 15).

A candidate that cannot decode the sample is out. Ties go to the earlier candidate
(cp1252 first, the FF[4] default, then the CJK charsets by how common they are).

**Decision and confidence.** The best score wins if it beats cp1252's by
:data:`MARGIN` (one frequent character) and reads the sample differently; otherwise the
file is read as cp1252, "not sure" (unless the best was another Latin code page: among
those the default decides, it is no guess). The margin over the best candidate that
reads the sample differently (not counting the other Latin code pages when cp1252 wins)
gives the confidence: "sure" from ``max(6, T / 5)`` (``T``: non-ASCII bytes in the
sample), "fairly sure" from :data:`MARGIN`, else "not sure". :func:`guess` returns the
ranking; the caller decodes the whole file with the first candidate that decodes it
(cp1252 falls back to latin-1, which never fails).
"""

from __future__ import annotations

import codecs
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass
from typing import Final

from gogui_py.sgf.common_chars import FREQUENT, GO_TERMS, LATIN_SYMBOLS

PIECE_LIMIT: Final = 512
"""Bytes read of one piece (a long run is cut; its tail says nothing new)."""

SAMPLE_LIMIT: Final = 8_192
"""Bytes of pieces scored at most: detection time does not grow with the file."""

MAX_PIECES: Final = 1_024
"""Pieces scored at most (a file of isolated accented letters has one per letter)."""

MARGIN: Final = 1.5
"""Score a candidate needs over cp1252 (the FF[4] default) to be chosen."""

VOTE: Final = 1.0
"""Score added to charset_normalizer's guess, from :data:`VOTE_FULL` non-ASCII bytes."""

VOTE_FULL: Final = 32
"""Non-ASCII bytes from which charset_normalizer votes (on fewer it is noise)."""


@dataclass(frozen=True)
class Candidate:
    """A charset tried on files without CA: Python codec, family, name shown to users.

    ``family`` is a language for the double-byte charsets ("zh-hans", "zh-hant", "ja",
    "ko") or a script for the 8-bit code pages ("latin", "cyrillic", "greek").
    """

    codec: str
    family: str
    label: str


CANDIDATES: Final = (
    Candidate("cp1252", "latin", "ISO-8859-1 (Windows-1252)"),
    Candidate("gb18030", "zh-hans", "GB18030 (GB2312)"),
    Candidate("cp932", "ja", "Shift_JIS (cp932)"),
    Candidate("cp949", "ko", "EUC-KR (cp949)"),
    Candidate("big5hkscs", "zh-hant", "Big5 (Big5-HKSCS)"),
    Candidate("euc_jp", "ja", "EUC-JP"),
    Candidate("cp1250", "latin", "Windows-1250 (Central European)"),
    Candidate("cp1251", "cyrillic", "Windows-1251 (Cyrillic)"),
    Candidate("koi8_r", "cyrillic", "KOI8-R (Cyrillic)"),
    Candidate("cp1254", "latin", "Windows-1254 (Turkish)"),
    Candidate("cp1257", "latin", "Windows-1257 (Baltic)"),
    Candidate("cp1253", "greek", "Windows-1253 (Greek)"),
)
"""Candidates in order of preference on equal scores (cp1252 first: the FF[4] default)."""

LABELS: Final = {c.codec: c.label for c in CANDIDATES} | {"latin-1": "ISO-8859-1"}
"""Name shown to users for a codec :func:`guess` may return."""


@dataclass(frozen=True)
class Guess:
    """Result of :func:`guess`.

    Attributes:
        ranking: codecs to try on the whole file, best first (every candidate that
            decodes the sample; cp1252 always among them).
        confidence: "sure", "fairly sure" or "not sure", for ``ranking[0]``.
        scores: score of every candidate that decodes the sample (diagnostics, tests).
    """

    ranking: tuple[str, ...]
    confidence: str
    scores: dict[str, float]


_HIGH = re.compile(rb"[\x80-\xff]")
_RUN = re.compile(rb"[0-9@-\xff]*")
_WORD = re.compile(r"[^\W\d_¹²³¼½¾]+")  # letters (\w also has the numbers ¹ and ½)
_HIGH_BYTES = bytes(range(0x80, 0x100))
_CONTEXT = 64  # ASCII bytes kept before a piece's first non-ASCII byte


def _in_piece(byte: int) -> bool:
    """Whether a byte can belong to a piece: a digit, or 0x40 and above."""
    return byte >= 0x40 or 0x30 <= byte <= 0x39


@dataclass(frozen=True)
class Sample:
    """What :func:`take_sample` keeps of a file.

    Attributes:
        whole: the pieces read to their end, joined by newlines (decoded in one call).
        cut: pieces cut at :data:`PIECE_LIMIT` (maybe inside a character).
        high: the number of non-ASCII bytes in both.
    """

    whole: bytes
    cut: list[bytes]
    high: int


def take_sample(data: bytes) -> Sample:
    """The pieces of ``data`` to score (see the module docstring).

    One regular expression search finds each piece's first non-ASCII byte and one match
    its end; the rest of a cut piece is skipped, so every byte is looked at once at most.
    """
    whole: list[bytes] = []
    cut: list[bytes] = []
    size = high = pos = 0
    search, run = _HIGH.search, _RUN.match
    while size < SAMPLE_LIMIT and len(whole) + len(cut) < MAX_PIECES:
        found = search(data, pos)
        if found is None:
            break
        first = found.start()
        start = first
        floor = max(pos, first - _CONTEXT)
        while start > floor and _in_piece(data[start - 1]):
            start -= 1
        matched = run(data, first)
        assert matched is not None  # a pattern of * matches everywhere
        pos = matched.end()
        piece = data[start : min(pos, start + PIECE_LIMIT)]
        (cut if pos > start + PIECE_LIMIT else whole).append(piece)
        size += len(piece)
        high += len(piece) - len(piece.translate(None, _HIGH_BYTES))
    return Sample(b"\n".join(whole), cut, high)


def guess(data: bytes) -> Guess:
    """Rank the :data:`CANDIDATES` for ``data`` (not UTF-8, no usable CA)."""
    found = take_sample(data)
    vote = _library_vote(b"\n".join([found.whole, *found.cut]))
    weight = VOTE if found.high >= VOTE_FULL else 0.0  # a few bytes say nothing to it
    scores: dict[str, float] = {}
    texts: dict[str, str] = {}
    for candidate in CANDIDATES:
        text = _decode_sample(candidate.codec, found)
        if text is None:
            continue
        score = _score(text, candidate.family)
        scores[candidate.codec] = score + (weight if candidate.codec == vote else 0.0)
        texts[candidate.codec] = text
    # Candidates' order breaks ties: sorted() is stable.
    ranking = sorted(scores, key=lambda codec: -scores[codec])
    best = ranking[0]
    family = {c.codec: c.family for c in CANDIDATES}
    unsure = False
    if best != "cp1252" and (
        scores[best] - scores["cp1252"] < MARGIN or texts[best] == texts["cp1252"]
    ):
        # Among Latin code pages cp1252 is the FF[4] default, not a guess.
        unsure = texts[best] != texts["cp1252"] and family[best] != "latin"
        ranking.remove("cp1252")
        ranking.insert(0, best := "cp1252")
    rivals = [
        scores[c]
        for c in ranking[1:]
        if texts[c] != texts[best] and not (best == "cp1252" and family[c] == "latin")
    ]
    margin = scores[best] - max(rivals, default=float("-inf"))  # no rival: sure
    if unsure:
        confidence = "not sure"
    elif margin >= max(6.0, found.high / 5):
        confidence = "sure"
    elif margin >= MARGIN:
        confidence = "fairly sure"
    else:
        confidence = "not sure"
    return Guess(tuple(ranking), confidence, scores)


def _decode_sample(codec: str, found: Sample) -> str | None:
    """The sample decoded with ``codec``; None if it is not valid in it.

    cp1252 reads a sample it cannot (0x81, 0x8D...) as latin-1, as the whole file is then.
    """
    try:
        parts = [found.whole.decode(codec)]
        for piece in found.cut:
            parts.append(codecs.getincrementaldecoder(codec)().decode(piece, final=False))
    except UnicodeDecodeError:
        if codec != "cp1252":
            return None
        parts = [found.whole.decode("latin-1"), *(p.decode("latin-1") for p in found.cut)]
    return "\n".join(parts)


def _library_vote(sample_bytes: bytes) -> str | None:
    """charset_normalizer's guess among the candidates for the sample, if any."""
    # Imported here: it is slow to import and rarely needed (start-up speed).
    from charset_normalizer import from_bytes  # noqa: PLC0415

    best = from_bytes(sample_bytes, cp_isolation=[c.codec for c in CANDIDATES]).best()
    if best is None:
        return None
    # Looked up here, not at import: each lookup imports a codec module (start-up speed).
    by_python_name = {codecs.lookup(c.codec).name: c.codec for c in CANDIDATES}
    return by_python_name.get(codecs.lookup(str(best.encoding)).name)


def _score(text: str, family: str) -> float:
    if family in GO_TERMS:
        return _score_cjk(text, family)
    return _score_8bit(text, family)


def _score_cjk(text: str, language: str) -> float:
    """Score of a double-byte decoding (see the module docstring)."""
    go_terms, frequent = GO_TERMS[language], FREQUENT[language]
    good = bad = 0.0
    for char in text:
        code = ord(char)
        if code < 0x80:
            continue
        if char in go_terms:
            good += 3
        elif char in frequent:
            good += 2
        elif language == "ja" and (0x3041 <= code <= 0x3096 or 0x30A1 <= code <= 0x30FC):
            good += 2  # hiragana, katakana, the long vowel mark
        elif 0x3000 <= code <= 0x303F or 0xFF01 <= code <= 0xFF5E or char in _CJK_PUNCTUATION:
            good += 1  # CJK punctuation, full-width forms
        elif 0x4E00 <= code <= 0x9FFF:
            # Hanja are rare in Korean records; elsewhere an ideograph outside the base
            # charset (GBK's additions to GB2312, HKSCS's to Big5, cp932's to JIS) is.
            bad += 1 if language == "ko" or not _in_charset(char, _BASE[language]) else 0
        elif 0x2460 <= code <= 0x24FF or 0x25A0 <= code <= 0x25FF or char in "☆★":
            pass  # circled numbers, shapes: marks of Go commentary
        elif language == "ko" and 0xAC00 <= code <= 0xD7A3:
            bad += 0 if _in_charset(char, "euc_kr") else 2  # KS X 1001's 2,350 syllables
        elif language == "ja" and 0xFF61 <= code <= 0xFF9F:
            bad += 1  # half-width katakana: one byte each
        else:
            bad += 2
    return good - bad


_BASE: Final = {"zh-hans": "gb2312", "zh-hant": "big5", "ja": "shift_jis", "ko": "euc_kr"}


def _in_charset(char: str, codec: str) -> bool:
    """Whether ``char`` is in the charset of ``codec``."""
    try:
        char.encode(codec)
    except UnicodeEncodeError:
        return False
    return True


_CJK_PUNCTUATION: Final = "\u2018\u2019\u201c\u201d\u2026\u00b7\u2014"  # quotes … · —

_SCRIPTS: Final = {"cyrillic": (0x400, 0x4FF), "greek": (0x370, 0x3FF)}
_VOWELS: Final = frozenset("аеёиоуыэюяієїАЕЁИОУЫЭЮЯІЄЇαεηιουωάέήίόύώΑΕΗΙΟΥΩ")
_TONOS: Final = frozenset("άέήίόύώΐΰ")
_NOT_WORD_LETTERS: Final = frozenset("ªºµƒ")  # letters to Unicode, symbols in text


def _score_8bit(text: str, script: str) -> float:
    """Score of an 8-bit code page's decoding (see the module docstring)."""
    good = bad = 0.0
    for char in text:
        if char >= "\x80" and not char.isalpha():
            if char in LATIN_SYMBOLS:
                continue
            bad += 2 if unicodedata.category(char) == "Cc" else 1
    weight = 1.5 if script == "latin" else 1.0
    for word, count in Counter(_WORD.findall(text)).items():
        if word.isascii():
            continue
        high = count * sum(1 for char in word if char >= "\x80")
        plausible = _plausible_word(word, script)
        if plausible is None:
            continue
        if not plausible:
            bad += high
        elif len(word) > 1 and not any(char.islower() for char in word):
            good += weight * high / 2  # UPPER CASE: what a case-swapped reading gives
        else:
            good += weight * high
    return good - bad


def _plausible_word(word: str, script: str) -> bool | None:
    """Whether a word (letters, some not ASCII) reads as ``script``; None: can't say."""
    if any(char in _NOT_WORD_LETTERS for char in word) or not _has_case_shape(word):
        return len(word) == 1 and None
    if script == "latin":
        high = sum(1 for char in word if char >= "\x80")
        ascii_letters = len(word) - high
        if ascii_letters == 0:
            return None if len(word) == 1 else False  # "à", or a letter of mojibake
        return high <= 2 * ascii_letters + 1 and all(
            char < "\u0250" or "\u1e00" <= char <= "\u1eff" for char in word
        )
    low, top = _SCRIPTS[script]
    if not all(low <= ord(char) <= top for char in word):
        return False
    if len(word) < 3:
        return None  # "не", "на", "я": too short to tell
    if not any(char in _VOWELS for char in word):
        return False
    # Monotonic Greek accents every word of two syllables or more, but in capitals.
    return script != "greek" or word.isupper() or any(char in _TONOS for char in word)


def _has_case_shape(word: str) -> bool:
    """lower-case, UPPER-CASE or Capitalised (mojibake mixes cases at random)."""
    rest = word[1:]
    return (
        not any(char.isupper() for char in word)
        or not any(char.islower() for char in word)
        or not any(char.isupper() for char in rest)
    )


__all__ = ["CANDIDATES", "LABELS", "MARGIN", "Candidate", "Guess", "Sample", "guess", "take_sample"]
