"""Analysis: analyze commands, their answers, streaming lz/kata-analyze (pure; go, gtp).

../shared/specs/analyze.md and gtp.md "Streaming analysis". No Qt, no game tree: the
GUI room fills wildcards from its position and draws what these modules return.

- :mod:`~gogui_py.analysis.commands`: :class:`AnalyzeCommand` definitions read from
  ``gogui-analyze_commands``, the built-in GNU Go list, user files; wildcard filling.
- :mod:`~gogui_py.analysis.answers`: :func:`parse_answer`, typed results per type.
- :mod:`~gogui_py.analysis.streaming`: :class:`AnalysisParser` for lz-analyze and
  kata-analyze lines, and the commands that start them.
- :mod:`~gogui_py.analysis.recorded`: win rates recorded in comments (analysis lines,
  engines' explanations) and the win-rate graph's series along a line of nodes.

Command line: ``python -m gogui_py.analysis commands|run ...`` (see ``__main__``).
"""

from gogui_py.analysis.answers import (
    Answer,
    AnswerError,
    BoardAnswer,
    GfxAnswer,
    Param,
    ParamAnswer,
    PointLabelsAnswer,
    PointListAnswer,
    RawAnswer,
    TextAnswer,
    VariationAnswer,
    find_points,
    param_line,
    parse_answer,
    parse_variation,
    variation_first_color,
)
from gogui_py.analysis.commands import (
    GNUGO_COMMANDS,
    AnalyzeCommand,
    AnalyzeType,
    CommandList,
    FillError,
    builtin_gnugo_commands,
    is_gnugo,
    merge_commands,
    parse_analyze_commands,
    program_commands,
    read_user_commands,
    user_commands_path,
)
from gogui_py.analysis.recorded import (
    COMMENT_TAG,
    EngineEstimate,
    LineSeries,
    RecordedAnalysis,
    analysis_line,
    line_numbers,
    parse_analysis_line,
    parse_explanation,
)
from gogui_py.analysis.streaming import (
    AnalysisParser,
    AnalysisUpdate,
    Candidate,
    Dialect,
    StreamCommand,
    analyze_command,
    genmove_analyze_command,
    streaming_dialect,
)

__all__ = [
    "COMMENT_TAG",
    "GNUGO_COMMANDS",
    "AnalysisParser",
    "AnalysisUpdate",
    "AnalyzeCommand",
    "AnalyzeType",
    "Answer",
    "AnswerError",
    "BoardAnswer",
    "Candidate",
    "CommandList",
    "Dialect",
    "EngineEstimate",
    "FillError",
    "GfxAnswer",
    "LineSeries",
    "Param",
    "ParamAnswer",
    "PointLabelsAnswer",
    "PointListAnswer",
    "RawAnswer",
    "RecordedAnalysis",
    "StreamCommand",
    "TextAnswer",
    "VariationAnswer",
    "analysis_line",
    "analyze_command",
    "builtin_gnugo_commands",
    "find_points",
    "genmove_analyze_command",
    "is_gnugo",
    "line_numbers",
    "merge_commands",
    "param_line",
    "parse_analysis_line",
    "parse_analyze_commands",
    "parse_answer",
    "parse_explanation",
    "parse_variation",
    "program_commands",
    "read_user_commands",
    "streaming_dialect",
    "user_commands_path",
    "variation_first_color",
]
