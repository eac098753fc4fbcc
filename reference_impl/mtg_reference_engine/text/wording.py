"""Wordings the Oracle-text templates share (reference_impl/oracle.py and the template modules it
uses): how a card refers to itself once its own name is replaced (201.5)."""

#: "this creature", "this Aura", "this Siege"...: the object's own name, as modern Oracle words it.
SELF = (r"(?:this (?:creature|permanent|artifact|enchantment|land|aura|Aura|equipment|Equipment|planeswalker"
        r"|spell|battle|Siege))")
