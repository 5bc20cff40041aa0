"""One term per language for "ruler" (a GTP program that owns the rules of another game):
the translations the user sees (the compiled ``.qm`` files) never mix two words for it."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QTranslator

from gogui_py.gui.i18n import I18N_DIR

RULER_TERMS: dict[str, tuple[str, tuple[str, ...]]] = {
    "de": ("Schiedsrichter", ("Regelwerk", "Regelprogramm")),
    "fr": ("arbitre", ()),
    "ja": ("ルールプログラム", ("ルーラー",)),
    "ko": ("규칙 프로그램", ("룰러",)),
    "zh_CN": ("规则程序", ("裁判程序",)),
}
"""Per language: the term for "ruler", and the other words once used for it (compared
ignoring case: French "Arbitre" starts a sentence)."""


def _ruler_sources(code: str) -> list[tuple[str, str]]:
    """(context, source) of the texts of the ``.ts`` file of ``code`` naming a ruler."""
    tree = ET.parse(I18N_DIR / f"gogui_py_{code}.ts")
    found: list[tuple[str, str]] = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            if "ruler" in source.lower():
                found.append((name, source))
    return found


@pytest.mark.parametrize("code", sorted(RULER_TERMS))
def test_ruler_has_one_term(code: str) -> None:
    term, others = RULER_TERMS[code]
    translator = QTranslator()
    assert translator.load(str(I18N_DIR / f"gogui_py_{code}.qm"))
    sources = _ruler_sources(code)
    assert len(sources) > 20
    mixed = []
    for context, source in sources:
        text = translator.translate(context, source)
        assert text, f"{source!r} untranslated"
        folded = text.casefold()
        if term.casefold() not in folded or any(o.casefold() in folded for o in others):
            mixed.append((source, text))
    assert mixed == []
