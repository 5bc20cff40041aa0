"""KataGo's name for a record's rules (SGF ``RU``), for ``kata-set-rules``.

KataGo's GTP extensions (docs/GTP_Extensions.md of KataGo): ``kata-set-rules RULES``
takes one of the shorthand names of :data:`KATA_RULES` (or a JSON object, not used
here) and answers ``? Unknown rules`` for anything else; ``kata-get-rules`` answers the
rules in use as a JSON object. SGF FF[4] ``RU`` is free text; the values programs write
are mapped here (KGS: ``Japanese``, ``Chinese``, ``AGA``, ``New Zealand``; OGS: also
``Korean``, ``Ing``, ``NZ``; Tromp-Taylor, GOE ...). Case, spaces, ``_`` and ``-`` do
not matter. Ing's (GOE) rules have no shorthand: their area scoring, positional superko
and legal suicide are ``tromp-taylor``'s (KataGo reads ``goe``/``ing`` the same way).
"""

from __future__ import annotations

KATA_RULES = (
    "tromp-taylor",
    "chinese",
    "chinese-ogs",
    "chinese-kgs",
    "japanese",
    "korean",
    "stone-scoring",
    "aga",
    "bga",
    "new-zealand",
    "aga-button",
)
"""The shorthand rule names ``kata-set-rules`` takes."""

_ALIASES = {
    "japan": "japanese",
    "jp": "japanese",
    "korea": "korean",
    "china": "chinese",
    "cn": "chinese",
    "american": "aga",
    "french": "aga",  # KataGo: the same rules as aga
    "british": "bga",
    "nz": "new-zealand",
    "newzealand": "new-zealand",
    "tromptaylor": "tromp-taylor",
    "goe": "tromp-taylor",
    "ing": "tromp-taylor",
    "ings": "tromp-taylor",
    "ing-goe": "tromp-taylor",
    "sst": "tromp-taylor",
    "stone": "stone-scoring",
    "stonescoring": "stone-scoring",
    "agabutton": "aga-button",
}


def kata_rules_name(rules: str) -> str | None:
    """KataGo's ``kata-set-rules`` name (one of :data:`KATA_RULES`) for the SGF ``RU``
    text ``rules``, e.g. ``"New Zealand"`` -> ``"new-zealand"``, ``"GOE"`` ->
    ``"tromp-taylor"``; None when it is empty or unknown (send nothing then)."""
    key = "-".join(rules.strip().lower().replace("_", " ").replace("'", "").split())
    if not key:
        return None
    if key in KATA_RULES:
        return key
    return _ALIASES.get(key, _ALIASES.get(key.replace("-", "")))
