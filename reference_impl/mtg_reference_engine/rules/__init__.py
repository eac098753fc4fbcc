"""The rules, one module per CR section or small group, named for it. Imports text and state.
Modules inside this package still import each other in circles (many lazily); none imports the
engine package."""
