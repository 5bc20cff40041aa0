"""Scoring mode: dead stones, the count and the result."""
