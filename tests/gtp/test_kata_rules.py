"""The record's rules (SGF RU) for KataGo's ``kata-set-rules``: the name mapping, and
EngineSync telling an engine that lists the command (tests/engines/lz_engine.py --kata)."""

from __future__ import annotations

import json
import sys

import pytest

from gogui_py.go import BoardSize
from gogui_py.gtp import EngineSync, GtpClient, Position
from gogui_py.gtp.kata_rules import KATA_RULES, kata_rules_name
from tests.gtp.conftest import ENGINES, Traffic

SIZE = BoardSize.square(19)


def lz_argv(*flags: str) -> list[str]:
    return [sys.executable, str(ENGINES / "lz_engine.py"), *flags]


@pytest.mark.parametrize(
    ("ru", "name"),
    [
        ("Japanese", "japanese"),
        ("japanese", "japanese"),
        ("Chinese", "chinese"),
        ("AGA", "aga"),
        ("NZ", "new-zealand"),
        ("New Zealand", "new-zealand"),
        ("new_zealand", "new-zealand"),
        ("Korean", "korean"),
        ("GOE", "tromp-taylor"),
        ("Ing", "tromp-taylor"),
        ("Tromp-Taylor", "tromp-taylor"),
        ("Tromp Taylor", "tromp-taylor"),
        ("BGA", "bga"),
        ("Chinese-KGS", "chinese-kgs"),
        ("chinese_ogs", "chinese-ogs"),
        ("AGA button", "aga-button"),
        ("Stone Scoring", "stone-scoring"),
        ("  Japanese ", "japanese"),
    ],
)
def test_sgf_rules_map_to_katago_names(ru: str, name: str) -> None:
    assert kata_rules_name(ru) == name
    assert name in KATA_RULES


@pytest.mark.parametrize("ru", ["", "  ", "Cheating", "koPOSITIONALscoreAREA", "japanese 2"])
def test_empty_or_unknown_rules_have_no_name(ru: str) -> None:
    assert kata_rules_name(ru) is None


def test_every_katago_name_maps_to_itself() -> None:
    assert [kata_rules_name(name) for name in KATA_RULES] == list(KATA_RULES)


def rules_in_use(client: GtpClient) -> str:
    return str(json.loads(client.send("kata-get-rules"))["name"])


def test_an_engine_listing_kata_set_rules_gets_the_records_rules_once(traffic: Traffic) -> None:
    with GtpClient(lz_argv("--kata"), on_traffic=traffic, timeout=10) as client:
        sync = EngineSync(client)
        sync.sync(Position(SIZE, 6.5, rules="Japanese"))
        sent = traffic.sent_commands()
        assert "kata-set-rules japanese" in sent
        assert sent.index("kata-set-rules japanese") < sent.index("komi 6.5")
        assert rules_in_use(client) == "japanese"
        del traffic.entries[:]
        sync.sync(Position(SIZE, 6.5, rules="Japanese"))  # unchanged: nothing sent
        sync.sync(Position(SIZE, 6.5))  # no rules: nothing sent, the engine keeps them
        assert traffic.sent_commands() == []
        sync.sync(Position(SIZE, 7.5, rules="NZ"))  # another record
        assert traffic.sent_commands() == ["kata-set-rules new-zealand", "komi 7.5"]
        assert rules_in_use(client) == "new-zealand"


def test_unknown_rules_send_nothing_and_say_so(traffic: Traffic) -> None:
    with GtpClient(lz_argv("--kata"), on_traffic=traffic, timeout=10) as client:
        EngineSync(client).sync(Position(SIZE, 6.5, rules="Cheating"))
        assert not any(c.startswith("kata-set-rules") for c in traffic.sent_commands())
        assert any("Cheating" in text and "not sent" in text for text in traffic.of("warning"))
        assert rules_in_use(client) == "tromp-taylor"


def test_an_engine_without_kata_set_rules_is_not_told(traffic: Traffic) -> None:
    with GtpClient(lz_argv(), on_traffic=traffic, timeout=10) as client:
        EngineSync(client).sync(Position(SIZE, 6.5, rules="Japanese"))
        assert not any(c.startswith("kata-set-rules") for c in traffic.sent_commands())
        assert traffic.of("warning") == []
