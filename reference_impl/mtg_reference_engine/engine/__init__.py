"""The engine on top: the fixture loop (engine), observation (observe), and the entry point the
harness reaches it through (adapter)."""
