"""Bytes -> str for SGF files: byte-order marks, the ``CA`` property, detection.

Order of precedence (FF[4] spec, section "CA"; real-world files as collected in
../shared/corpus):

1. an encoding given by the caller;
2. a byte-order mark (UTF-8, UTF-16 LE/BE, UTF-32 LE/BE), or UTF-16/32 recognised
   by its pattern of NUL bytes;
3. ``CA[...]`` in the root node of the first game tree, read from the raw bytes
   so that properties written before ``CA`` are decoded with it too. If the
   bytes are not valid in that charset (``CA[MS_KANJI]`` on UTF-8 bytes), or the
   charset is unknown, it is ignored with a warning. An empty ``CA[]`` (or only
   white space) names no charset: it is read as no ``CA`` at all, quietly (FF[4]
   gives CA no "none" value; an empty value is what writers put for "not set");
4. UTF-8 if the bytes are valid UTF-8;
5. else a guess among the charsets of Go records, by the plausibility of each
   candidate's reading of the file's non-ASCII text (:mod:`gogui_py.sgf.detect`),
   ISO-8859-1 (cp1252, then latin-1, which never fails) when nothing is sure; a
   warning names the charset chosen and how sure the guess is.

Decoding never raises :class:`UnicodeDecodeError`: a caller-given encoding that
does not fit is applied with ``errors="replace"`` and a warning.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass, field
from typing import Final

from gogui_py.sgf.errors import SgfWarning

_BOMS: tuple[tuple[bytes, str], ...] = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)

# CA names (upper-cased, with "-", "_" and spaces removed) -> Python codec.
# Legacy charsets map to their Microsoft/modern supersets, which decode every
# file the narrower charset does.
_ALIASES: dict[str, str] = {
    "UTF8": "utf-8",
    "ASCII": "cp1252",
    "USASCII": "cp1252",
    "ISO88591": "cp1252",
    "LATIN1": "cp1252",
    "L1": "cp1252",
    "CP1252": "cp1252",
    "WINDOWS1252": "cp1252",
    "GB2312": "gb18030",
    "GBK": "gb18030",
    "GB18030": "gb18030",
    "CP936": "gb18030",
    "EUCCN": "gb18030",
    "SHIFTJIS": "cp932",
    "SJIS": "cp932",
    "MSKANJI": "cp932",
    "CP932": "cp932",
    "WINDOWS31J": "cp932",
    "EUCKR": "cp949",
    "CP949": "cp949",
    "UHC": "cp949",
    "KSC56011987": "cp949",
    "BIG5": "big5hkscs",
    "BIG5HKSCS": "big5hkscs",
    "CP950": "big5hkscs",
    "EUCJP": "euc_jp",
    "KOI8R": "koi8_r",
    "KOI8U": "koi8_u",
}

# Identifiers, and the bytes that end or escape inside a value: for finding CA in the
# first root node.
_LETTERS = re.compile(rb"[A-Za-z]+")
_VALUE_STOP = re.compile(rb"[\\\]]")
_ROOT_SCAN_LIMIT = 1 << 16


@dataclass
class Decoded:
    """Result of :func:`decode`: the text, the Python codec used, warnings."""

    text: str
    encoding: str
    warnings: list[SgfWarning] = field(default_factory=list)


def decode(data: bytes, encoding: str | None = None) -> Decoded:
    """Decode the bytes of an SGF file (see the module docstring for the order).

    Raises:
        LookupError: ``encoding`` is given but is not a text codec Python knows.
    """
    if encoding is not None:
        codec = _lookup(encoding) or _resolve(encoding)
        if codec is None:
            raise LookupError(f"unknown text encoding: {encoding!r}")
        return _decode_forced(data, codec, f"given encoding {encoding!r}")
    for bom, codec in _BOMS:
        if data.startswith(bom):
            return _decode_forced(data[len(bom) :], codec, "byte-order mark")
    wide = _wide_codec(data)
    if wide is not None:
        result = _decode_forced(data, wide, "NUL-byte pattern")
        if "(" in result.text:  # else the NULs were binary junk in an 8-bit file
            return result
    found = _find_ca(data)
    if found is None or not found[0]:
        return _decode_undeclared(data, "no CA")
    name, offset = found
    codec = charset_codec(name)
    if codec is not None:
        try:
            return Decoded(data.decode(codec), codec, [])
        except UnicodeDecodeError as exc:
            if codec == "cp1252":  # 0x81, 0x8D... are unassigned in cp1252, not in latin-1
                return Decoded(data.decode("latin-1"), "latin-1", [])
            problem = f"bytes are not valid {name} as CA says ({exc.reason}); CA ignored"
    elif _resolve(name) is not None:
        problem = f"charset CA[{name}] cannot be an SGF file's (not ASCII-compatible); ignored"
    else:
        problem = f"unknown charset CA[{name}] ignored"
    result = _decode_undeclared(data, "no usable CA")
    where = _position(data, offset, result.encoding)
    result.warnings.insert(0, SgfWarning(problem, *where))
    return result


def _decode_undeclared(data: bytes, why: str) -> Decoded:
    """UTF-8 if valid, else a guess (steps 4 and 5 of the module docstring).

    ``why`` says what CA was ("no CA", "no usable CA"), for the warning.
    """
    try:
        return Decoded(data.decode("utf-8"), "utf-8")
    except UnicodeDecodeError:
        return _detect(data, why)


# Every character SGF's structure and identifiers use: an SGF charset keeps them as ASCII.
_ASCII_PROBE = bytes(range(0x20, 0x7F)) + b"\t\n\r"


def charset_codec(name: str) -> str | None:
    """Python codec for the charset a ``CA`` value names, or None if it names none usable.

    ``name`` is the value as written (``"UTF-8"``, ``"Shift_JIS"``, ``"ISO-8859-1"``;
    case, ``-``, ``_`` and spaces do not matter). Legacy names map to their supersets
    (``ISO-8859-1`` -> ``cp1252``, ``GB2312`` -> ``gb18030``). Only ASCII-compatible
    charsets qualify (FF[4] "CA": the charset of SimpleText and Text; the rest of the file
    is ASCII): UTF-16/32 and EBCDIC give None (such files are recognised by their
    byte-order mark or NUL pattern, never by CA), as do an empty name and unknown names.
    """
    codec = _resolve(name) if name.strip() else None
    if codec is None:
        return None
    try:
        same = _ASCII_PROBE.decode(codec) == _ASCII_PROBE.decode("ascii")
    except UnicodeDecodeError:
        same = False
    return codec if same else None


def _resolve(name: str) -> str | None:
    """Python codec for a charset name, or None if unknown or not a text codec."""
    key = re.sub(r"[\s_\-]", "", name).upper()
    if key in _ALIASES:
        return _ALIASES[key]
    windows = re.fullmatch(r"(?:WINDOWS|CP)(125[0-8])", key)
    if windows is not None:
        return "cp" + windows.group(1)
    try:
        info = codecs.lookup(name.strip())
        b"((((".decode(info.name)  # LookupError for rot13, base64, zip ...
    except UnicodeDecodeError:
        pass
    except (LookupError, ValueError):
        return None
    return info.name


def _lookup(name: str) -> str | None:
    """Python's own codec for ``name`` (no aliasing to supersets), if a text codec."""
    try:
        info = codecs.lookup(name.strip())
    except LookupError:
        return None
    return info.name if _resolve(info.name) is not None else None


def _decode_forced(data: bytes, codec: str, why: str) -> Decoded:
    try:
        return Decoded(data.decode(codec), codec, [])
    except UnicodeDecodeError as exc:
        text = data.decode(codec, errors="replace")
        message = f"invalid {codec} bytes ({why}) replaced by U+FFFD: {exc.reason}"
        return Decoded(text, codec, [SgfWarning(message, 1, 1)])


def _wide_codec(data: bytes) -> str | None:
    """UTF-16/32 codec suggested by the NUL pattern of the first bytes, if any.

    An SGF start readable as 8-bit text (``(`` then ``;`` or a property letter, no NUL
    between) rules UTF-16/32 out: there every ASCII character has a NUL beside it.
    """
    start = data.find(b"(")
    if start >= 0:
        after = data[start + 1 : start + 64].lstrip(b" \t\r\n")
        if after[:1] == b";" or after[:1].isalpha():
            return None
    head = data[:400]
    nuls = head.count(0)
    if len(head) < 4 or nuls * 5 < len(head):  # SGF is mostly ASCII: many NULs
        return None
    quads = range(0, len(head) // 4 * 4, 4)
    # Code points stop at U+10FFFF: one byte of each UTF-32 unit is always 0 and
    # the next one at most 0x10.
    if nuls * 2 >= len(head):
        if all(head[i + 3] == 0 and head[i + 2] <= 0x10 for i in quads):
            return "utf-32-le"
        if all(head[i] == 0 and head[i + 1] <= 0x10 for i in quads):
            return "utf-32-be"
    pairs = len(head) // 2 * 2
    even_nuls = head[0:pairs:2].count(0)
    odd_nuls = head[1:pairs:2].count(0)
    if odd_nuls > pairs // 4 and even_nuls < odd_nuls // 4:
        return "utf-16-le"
    if even_nuls > pairs // 4 and odd_nuls < even_nuls // 4:
        return "utf-16-be"
    return None


def _find_ca(data: bytes) -> tuple[str, int] | None:
    """(CA value, byte offset of the value) in the first game's root node.

    One pass over at most :data:`_ROOT_SCAN_LIMIT` bytes, each looked at once: linear
    whatever the input (a regular expression tried at every offset was quadratic on a long
    run of letters or an unclosed value: 69 s for 65 KB).
    """
    start = data.find(b"(")
    if start < 0:
        return None
    end = min(len(data), start + _ROOT_SCAN_LIMIT)
    nodes = 0
    ident = b""
    i = start + 1
    while i < end:
        byte = data[i]
        if byte == 0x3B:  # ;
            nodes += 1
            if nodes > 1:
                return None
            ident, i = b"", i + 1
        elif byte in (0x28, 0x29):  # ( )
            return None
        elif byte == 0x5B:  # [
            close = _value_end(data, i + 1, end)
            if close < 0:
                return None
            if bytes(c for c in ident if 65 <= c <= 90) == b"CA":
                return data[i + 1 : close].strip().decode("latin-1"), i + 1
            ident, i = b"", close + 1  # a second value has no identifier
        elif (0x41 <= byte <= 0x5A) or (0x61 <= byte <= 0x7A):
            letters = _LETTERS.match(data, i, end)
            assert letters is not None
            ident, i = letters.group(), letters.end()
        else:
            if byte not in b" \t\r\n\v\f":
                ident = b""  # junk between an identifier and its value
            i += 1
    return None


def _value_end(data: bytes, i: int, end: int) -> int:
    """Offset of the ``]`` closing a value that starts at ``i`` (``\\`` escapes the next
    byte), or -1 when it is not closed before ``end``."""
    while True:
        found = _VALUE_STOP.search(data, i, end)
        if found is None:
            return -1
        if data[found.start()] == 0x5D:  # ]
            return found.start()
        i = found.start() + 2  # a backslash and the byte it escapes


GUESSED: Final = "not UTF-8 and "
"""Start of the warning for a file whose encoding was guessed (see :func:`is_guess`)."""


def is_guess(message: str) -> bool:
    """Whether a warning ``message`` says the file's encoding was guessed: the reader's
    front end adds how to choose another one (``--encoding`` in ``gogui-convert``, File >
    More > Reopen with Encoding in the board); the core's text names no front end."""
    return message.startswith(("not UTF-8:", GUESSED))


def _detect(data: bytes, why: str) -> Decoded:
    """The best candidate of :func:`gogui_py.sgf.detect.guess` that decodes the whole file."""
    # Imported here: rarely needed, and its tables and codecs cost start-up time (issue 10).
    from gogui_py.sgf.detect import LABELS, guess  # noqa: PLC0415

    found = guess(data)
    confidence = found.confidence
    for candidate in found.ranking:
        codec = candidate
        try:
            text = data.decode(codec)
        except UnicodeDecodeError:
            if codec != "cp1252":
                confidence = "not sure"  # the favourite failed past the sample
                continue
            codec, text = "latin-1", data.decode("latin-1")
        message = f"{GUESSED}{why}: read as {LABELS[codec]}, {confidence}"
        return Decoded(text, codec, [SgfWarning(message, 1, 1)])
    raise AssertionError("cp1252 is always ranked and latin-1 never fails")


def _position(data: bytes, offset: int, codec: str) -> tuple[int, int]:
    """1-based (line, column) of a byte offset, columns counted in characters."""
    line_start = data.rfind(b"\n", 0, offset) + 1
    line = data.count(b"\n", 0, offset) + 1
    return line, len(data[line_start:offset].decode(codec, errors="replace")) + 1
