"""The game state the rules build on: objects, zones and players (game), characteristics and the
layer system's machinery (613: layers — the registry of effect providers, not the providers), the
support registry of what the rules modules execute, and rules data (keywords, creature types).
Imports only the text package."""
