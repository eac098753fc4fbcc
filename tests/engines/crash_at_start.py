"""Dies before reading anything, with a message on stderr."""
import sys

sys.stderr.write("fatal: cannot open card database cards.db\n")
sys.exit(3)
