@mana
Feature: Mana that can be spent only in some ways (CR 106.6, 106.6a)
  Some abilities that produce mana restrict how that mana can be spent; the restriction doesn't
  change the mana's type (106.6). Ancient Ziggurat's "{T}: Add one mana of any color. Spend this
  mana only to cast a creature spell." makes such mana. A replacement effect that increases the
  mana produced makes every mana produced carry the restriction (106.6a).

  @cr-106.6 @cr-601.2h @src-cr-106.6
  Scenario: Mana that can be spent only to cast a creature spell can't pay for an instant
    Given alice controls Ancient Ziggurat as "ziggurat"
    And alice has Lightning Bolt in hand as "bolt"
    When alice taps "ziggurat" for red mana
    Then alice's mana pool holds {R}
    When alice casts "bolt" paying {R} targeting bob
    Then the action is refused
    And "bolt" is in the hand
    And alice's mana pool holds {R}

  @cr-106.6 @cr-601.2h @src-cr-106.6
  Scenario: Mana that can be spent only to cast a creature spell pays for a creature spell
    Given alice controls Ancient Ziggurat as "ziggurat"
    And alice has Raging Goblin in hand as "goblin"
    When alice taps "ziggurat" for red mana
    And alice casts "goblin" paying {R}
    Then alice's mana pool is empty
    And "goblin" is on the stack

  @cr-106.6 @cr-605.3b @src-cr-106.6 @src-cr-106.6-ex1
  Scenario: Doubling Cube doubles the mana in a pool whose mana can be spent only on creature spells
    Example of 106.6: "A player's mana pool contains {R}{G} which can be spent only to cast creature
    spells. That player activates Doubling Cube's ability, which reads '{3}, {T}: Double the amount
    of each type of unspent mana you have.' The player's mana pool now has {R}{R}{G}{G} in it,
    {R}{G} of which can be spent on anything." The {3} is paid with mana from three Islands:
    the restricted mana can't pay an ability's cost.
    Given alice controls Ancient Ziggurat as "ziggurat1"
    And alice controls Ancient Ziggurat as "ziggurat2"
    And alice controls Island as "island1"
    And alice controls Island as "island2"
    And alice controls Island as "island3"
    And alice controls Doubling Cube as "cube"
    When alice taps "ziggurat1" for red mana
    And alice taps "ziggurat2" for green mana
    And alice taps "island1" for mana
    And alice taps "island2" for mana
    And alice taps "island3" for mana
    Then alice's mana pool holds {U}{U}{U}{R}{G}
    When alice activates the mana ability of "cube" paying {U}{U}{U}
    Then alice's mana pool holds {R}{R}{G}{G}
    And "cube" is tapped
    And the stack is empty

  @cr-106.6 @src-cr-106.6 @src-cr-106.6-ex1
  Scenario: The mana Doubling Cube adds to a pool of creature-only mana can be spent on anything
    The second half of the example of 106.6: of the {R}{R}{G}{G}, "{R}{G} ... can be spent on
    anything", so it pays for two instants, Lightning Bolt and Giant Growth.
    Given alice controls Ancient Ziggurat as "ziggurat1"
    And alice controls Ancient Ziggurat as "ziggurat2"
    And alice controls Island as "island1"
    And alice controls Island as "island2"
    And alice controls Island as "island3"
    And alice controls Doubling Cube as "cube"
    And alice controls Grizzly Bears as "bears"
    And alice has Lightning Bolt in hand as "bolt"
    And alice has Giant Growth in hand as "growth"
    When alice taps "ziggurat1" for red mana
    And alice taps "ziggurat2" for green mana
    And alice taps "island1" for mana
    And alice taps "island2" for mana
    And alice taps "island3" for mana
    And alice activates the mana ability of "cube" paying {U}{U}{U}
    And alice casts "bolt" paying {R} targeting bob
    Then "bolt" is on the stack
    When alice casts "growth" paying {G} targeting "bears"
    Then "growth" is on the stack
    And alice's mana pool holds {R}{G}

  @cr-106.6 @src-cr-106.6 @src-cr-106.6-ex1
  Scenario: After Doubling Cube, the original creature-only mana still can't pay for an instant
    The other {R}{G} of the example of 106.6 keeps its restriction: once the unrestricted {R}
    has paid for one Lightning Bolt (which resolves; mana stays in the pool until the step ends),
    the remaining {R} can't pay for a second one, but it and the remaining {G} pay for Grizzly
    Bears. (Which {R} pays for the first Lightning Bolt is no choice: only one can.)
    Given alice controls Ancient Ziggurat as "ziggurat1"
    And alice controls Ancient Ziggurat as "ziggurat2"
    And alice controls Island as "island1"
    And alice controls Island as "island2"
    And alice controls Island as "island3"
    And alice controls Doubling Cube as "cube"
    And alice has Lightning Bolt in hand as "bolt1"
    And alice has Lightning Bolt in hand as "bolt2"
    And alice has Grizzly Bears in hand as "bears"
    When alice taps "ziggurat1" for red mana
    And alice taps "ziggurat2" for green mana
    And alice taps "island1" for mana
    And alice taps "island2" for mana
    And alice taps "island3" for mana
    And alice activates the mana ability of "cube" paying {U}{U}{U}
    And alice casts "bolt1" paying {R} targeting bob
    And the top of the stack resolves
    Then bob has 17 life
    When alice casts "bolt2" paying {R} targeting bob
    Then the action is refused
    And "bolt2" is in the hand
    When alice casts "bears" paying {R}{G}
    Then "bears" is on the stack
    And alice's mana pool holds {G}

  @cr-106.6 @cr-602.2b @src-cr-106.6
  Scenario: Mana that can be spent only to cast a creature spell can't pay Doubling Cube's cost
    Given alice controls Ancient Ziggurat as "ziggurat1"
    And alice controls Ancient Ziggurat as "ziggurat2"
    And alice controls Ancient Ziggurat as "ziggurat3"
    And alice controls Doubling Cube as "cube"
    When alice taps "ziggurat1" for red mana
    And alice taps "ziggurat2" for green mana
    And alice taps "ziggurat3" for black mana
    And alice activates the mana ability of "cube" paying {B}{R}{G}
    Then the action is refused
    And "cube" is untapped
    And alice's mana pool holds {B}{R}{G}

  @cr-106.6a @cr-106.12b @src-cr-106.6a
  Scenario: Both mana Mana Reflection makes of Ancient Ziggurat's mana can be spent only on creature spells
    106.6a: when a replacement effect increases the amount of mana an ability produces, the
    ability's restriction applies to all the mana produced. With {R}{R} in the pool, Lightning
    Bolt can't be cast: neither {R} can pay for it.
    Given alice controls Ancient Ziggurat as "ziggurat"
    And alice controls Mana Reflection as "reflection"
    And alice has Lightning Bolt in hand as "bolt"
    When alice taps "ziggurat" for red mana
    Then alice's mana pool holds {R}{R}
    When alice casts "bolt" paying {R} targeting bob
    Then the action is refused
    And alice's mana pool holds {R}{R}

  @cr-106.6a @cr-106.12b @src-cr-106.6a
  Scenario: The mana Mana Reflection makes of Ancient Ziggurat's mana pays for a creature spell
    Given alice controls Ancient Ziggurat as "ziggurat"
    And alice controls Mana Reflection as "reflection"
    And alice has Raging Goblin in hand as "goblin1"
    And alice has Raging Goblin in hand as "goblin2"
    When alice taps "ziggurat" for red mana
    And alice casts "goblin1" paying {R}
    And the top of the stack resolves
    And alice casts "goblin2" paying {R}
    Then "goblin1" is on the battlefield
    And "goblin2" is on the stack
    And alice's mana pool is empty
