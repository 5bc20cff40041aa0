"""GTP regression suites: a gogui-regress-compatible runner (issue 13). No Qt."""
