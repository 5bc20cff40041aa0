"""Analysis: GoGui analyze commands (the Analyze dock), their answers drawn on the board."""
