"""Keyword abilities that are activated abilities, read by the template parser into the activated
ability they mean (spec["activation"], lowered by rules/cast_keywords.activated_abilities and
activated by rules/casting.activate) — branch kw3:

* outlast (702.107a): "Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on this creature.
  Activate only as a sorcery."
"""

from __future__ import annotations

from ..state.support import executes

executes("keyword", "outlast")
