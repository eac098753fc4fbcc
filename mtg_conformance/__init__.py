"""mtg-conformance: conformance suite and fixture corpus for Magic: The Gathering rules engines."""

__version__ = "0.1.0"
