"""The details pane's text for one test: its comments, command, expected and actual
answers, outcome, time, and the GTP exchange that led to it (as a ``.tst`` file and
gogui-regress's per-test page show them)."""

from __future__ import annotations

from gogui_py.gui.i18n import translate
from gogui_py.regress.model import Outcome, RegressTest, TestResult


def details_text(test: RegressTest, result: TestResult | None) -> str:
    """Plain text, one fact a line (module docstring)."""
    lines = [f"{test.key}   ({test.file}, line {test.line})"]
    position = test.position
    if position is not None:
        at = (
            translate("Regress", " before move {}").format(position.move)
            if position.move is not None
            else ""
        )
        lines.append(f"position: {position.sgf}{at}")
        lines.extend(f"  then: {command}" for command in position.commands)
    lines.append("")
    lines.extend(test.comments)
    lines.append(f"{test.number} {test.command}")
    if test.expectation is not None:
        lines.append(test.expectation.text)
    lines.append("")
    if result is None:
        lines.append(translate("Regress", "not run yet"))
        return "\n".join(lines)
    lines.append(f"answer:  {result.answer}")
    lines.append(f"outcome: {result.outcome}   ({result.seconds:.2f} s)")
    if result.outcome is Outcome.ERROR and result.error:
        lines.append(f"error:   {result.error}")
    if result.gtp_log:
        lines.append("")
        lines.append("GTP log:")
        lines.extend(result.gtp_log)
    return "\n".join(lines)
