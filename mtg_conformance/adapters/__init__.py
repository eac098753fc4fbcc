"""Adapters that plug third-party rules engines into the harness (entry points ``mtg_conformance.engines``)."""
