"""Arbiter workstation for correspondence chess."""
__version__ = "0.1.0"
