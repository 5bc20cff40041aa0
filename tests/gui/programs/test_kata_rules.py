"""A record's rules reach a KataGo-like engine (tests/engines/lz_engine.py --kata, which
answers kata-set-rules and kata-get-rules): japanese for RU[Japanese], chinese when a
record with RU[Chinese] is opened next, nothing for a record without RU."""

from __future__ import annotations

import json
from pathlib import Path

from gogui_py.gtp.client import GtpClient
from gogui_py.gtp.sync import EngineSync
from gogui_py.gui.main_window import MainWindow
from gogui_py.gui.programs.positions import engine_position
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import fake_engine, wait_engine


def record(folder: Path, name: str, rules: str) -> Path:
    path = folder / name
    ru = f"RU[{rules}]" if rules else ""
    path.write_text(f"(;GM[1]FF[4]SZ[19]KM[6.5]{ru};B[pd];W[dp])", encoding="utf-8")
    return path


def engine_rules(qtbot: object, window: MainWindow) -> str:
    """The rules the engine uses once it is brought to the displayed position."""
    engine = window.session.engine
    assert engine is not None
    position = engine_position(window.controller.game)
    answers: list[object] = []

    def ask(client: GtpClient, sync: EngineSync) -> str:
        sync.sync(position)
        return client.send("kata-get-rules")

    engine.submit(ask, answers.append)
    qtbot.waitUntil(lambda: bool(answers), timeout=10000)  # type: ignore[attr-defined]
    return str(json.loads(str(answers[0]))["name"])


def test_the_records_rules_are_sent_to_a_katago_engine(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    japanese = record(tmp_path, "japanese.sgf", "Japanese")
    engine = fake_engine("lz_engine.py", "--kata")
    window = make_window("--program", engine, "--computer-none", str(japanese))
    wait_engine(qtbot, window)
    assert engine_rules(qtbot, window) == "japanese"
    window.controller.open_file(record(tmp_path, "chinese.sgf", "Chinese"))
    assert engine_rules(qtbot, window) == "chinese"


def test_a_record_without_rules_sends_none(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    plain = record(tmp_path, "plain.sgf", "")
    engine = fake_engine("lz_engine.py", "--kata")
    window = make_window("--program", engine, "--computer-none", str(plain))
    wait_engine(qtbot, window)
    assert engine_rules(qtbot, window) == "tromp-taylor"  # the engine's own, untouched
