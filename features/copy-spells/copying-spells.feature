@copy @copy-spells
Feature: Copying a spell (CR 707.10, 707.10a)
  To copy a spell means to put a copy of it onto the stack; the copy is not cast. It copies the
  spell's characteristics and every decision made for it — modes, targets, X, additional and
  alternative costs and the objects paid with — but not the mana spent, and not the choices made
  on resolution. Its owner and controller are the player who put it on the stack. It is a spell,
  though no card represents it, and it ceases to exist when it leaves the stack.

  @cr-707.10 @cr-707.10c @cr-700.2 @src-cr-707.10-ex1 @src-001-707.10-ex1 @src-004-copy-spell-decisions
  Scenario: Fork's copy of Emerald Charm is red and keeps the mode chosen for the original
    Given bob controls Grizzly Bears as "bears"
    And "bears" is tapped
    And alice controls Juggernaut as "juggernaut"
    And "juggernaut" is tapped
    And alice has Emerald Charm in hand as "charm"
    And alice has Fork in hand as "fork"
    When alice casts "charm" targeting "bears"
    And alice chooses the first mode
    And alice casts "fork" targeting "charm"
    And the top of the stack resolves
    And it creates "copy"
    And alice chooses "juggernaut" as the new target for "copy"
    Then "copy" is a spell on the stack
    And "copy" is a copy of a spell
    And "copy" is named "Emerald Charm"
    And "copy" is red
    And "copy" has the first mode chosen
    And "copy" targets "juggernaut"
    And "charm" is green
    And "charm" targets "bears"
    When the stack resolves
    Then "juggernaut" is untapped
    And "bears" is untapped
    And "copy" no longer exists

  @cr-707.10 @cr-603.2 @src-cr-707.10 @src-001-707.10 @src-004-copy-spell-not-cast
  Scenario: A copy of a spell is not cast, so Young Pyromancer doesn't trigger for it
    Given alice controls Young Pyromancer as "pyromancer"
    And alice controls Grizzly Bears as "bears"
    And alice has Giant Growth in hand as "growth"
    And alice has Fork in hand as "fork"
    When alice casts "growth" targeting "bears"
    Then the stack holds two objects
    When the top of the stack resolves
    And alice casts "fork" targeting "growth"
    Then the stack holds three objects
    When the top of the stack resolves
    And the top of the stack resolves
    And it creates "copy"
    And alice keeps the target of "copy"
    Then the stack holds two objects
    And "copy" is a copy of a spell
    And "growth" is not a copy of a spell
    When the stack resolves
    Then "bears" is 8/8

  @cr-707.10 @src-cr-707.10 @src-001-707.10 @src-004-copy-spell-owner-controller @src-004-copy-spell-is-spell
  Scenario: Bob's copy of Alice's Giant Growth is a spell owned and controlled by Bob
    Given alice controls Grizzly Bears as "bears"
    And bob controls Juggernaut as "juggernaut"
    And alice has Giant Growth in hand as "growth"
    And bob has Fork in hand as "fork"
    When alice casts "growth" targeting "bears"
    And bob casts "fork" targeting "growth"
    And the top of the stack resolves
    And it creates "copy"
    And bob chooses "juggernaut" as the new target for "copy"
    Then "copy" is a spell on the stack
    And "copy" is controlled by bob
    And "copy" is owned by bob
    And "growth" is controlled by alice
    When the stack resolves
    Then "juggernaut" is 8/6
    And "bears" is 5/5

  @cr-707.10 @cr-601.2b @src-cr-707.10-ex2 @src-001-707.10-ex2 @src-004-copy-spell-cost-objects
  Scenario: A copy of Fling deals damage equal to the power of the creature sacrificed for the original
    Given alice controls Juggernaut as "juggernaut"
    And alice has Fling in hand as "fling"
    And alice has Fork in hand as "fork"
    When alice casts "fling" targeting bob
    And alice sacrifices "juggernaut" to cast it
    And alice casts "fork" targeting "fling"
    And the top of the stack resolves
    And it creates "copy"
    And alice keeps the target of "copy"
    And the top of the stack resolves
    Then bob has 15 life
    And "juggernaut" is in the graveyard
    When the top of the stack resolves
    Then bob has 10 life

  @cr-707.10 @cr-601.2h @src-cr-707.10-ex3 @src-001-707.10-ex3
  Scenario: A copy of Dawnglow Infusion gains no life, whatever mana was spent on the original
    Given alice controls Forest as "forest"
    And alice controls Plains as "plains-1"
    And alice controls Plains as "plains-2"
    And alice has Dawnglow Infusion in hand as "dawnglow"
    And alice has Fork in hand as "fork"
    When alice taps "forest" for mana
    And alice taps "plains-1" for mana
    And alice taps "plains-2" for mana
    And alice casts "dawnglow" with X = 2 paying {G}{W}{W}
    And alice casts "fork" targeting "dawnglow"
    And the top of the stack resolves
    And it creates "copy"
    Then "copy" has X = 2
    When the top of the stack resolves
    Then alice has 20 life
    When the top of the stack resolves
    Then alice has 24 life

  @cr-707.10 @cr-107.3 @cr-601.2f @src-004-copy-spell-decisions-ex1
  Scenario: A copy of Fireball cast with X = 2 and a second target has X = 2 and both targets
    Given alice controls Mountain as "mountain-1"
    And alice controls Mountain as "mountain-2"
    And alice controls Mountain as "mountain-3"
    And alice controls Mountain as "mountain-4"
    And bob controls Juggernaut as "juggernaut"
    And alice has Fireball in hand as "fireball"
    And alice has Fork in hand as "fork"
    When alice taps "mountain-1" for mana
    And alice taps "mountain-2" for mana
    And alice taps "mountain-3" for mana
    And alice taps "mountain-4" for mana
    And alice casts "fireball" with X = 2 paying {R}{R}{R}{R} targeting "juggernaut" and bob
    And alice casts "fork" targeting "fireball"
    And the top of the stack resolves
    And it creates "copy"
    And alice keeps the targets of "copy"
    Then "copy" has X = 2
    And "copy" targets "juggernaut" and bob
    When the top of the stack resolves
    Then "juggernaut" has 1 damage marked on it
    And bob has 19 life
    When the top of the stack resolves
    Then "juggernaut" has 2 damage marked on it
    And bob has 18 life

  @cr-601.2f @cr-601.2h @src-004-copy-spell-decisions-ex1
  Scenario: Fireball with a second target costs one more, so three mana doesn't pay for X = 2 and two targets
    Given alice controls Mountain as "mountain-1"
    And alice controls Mountain as "mountain-2"
    And alice controls Mountain as "mountain-3"
    And bob controls Juggernaut as "juggernaut"
    And alice has Fireball in hand as "fireball"
    When alice taps "mountain-1" for mana
    And alice taps "mountain-2" for mana
    And alice taps "mountain-3" for mana
    And alice casts "fireball" with X = 2 paying {R}{R}{R} targeting "juggernaut" and bob
    Then the action is refused

  @cr-707.10 @cr-700.2 @src-004-copy-spell-decisions-ex2
  Scenario: A copy of Azorius Charm cast for its "Draw a card" mode draws a card
    Given alice has Grizzly Bears in library as "card-1"
    And alice has Juggernaut in library as "card-2"
    And alice has Azorius Charm in hand as "charm"
    And alice has Fork in hand as "fork"
    When alice casts "charm"
    And alice chooses the second mode
    And alice casts "fork" targeting "charm"
    And the top of the stack resolves
    And it creates "copy"
    Then "copy" has the second mode chosen
    When the top of the stack resolves
    Then alice has one card in hand
    When the top of the stack resolves
    Then alice has two cards in hand

  @cr-707.10 @cr-601.2h @src-004-copy-spell-decisions-ex3
  Scenario: A copy of Firespout deals no damage though green and red were spent on the original
    Given alice controls Forest as "forest"
    And alice controls Mountain as "mountain-1"
    And alice controls Mountain as "mountain-2"
    And bob controls Grizzly Bears as "bears"
    And alice has Firespout in hand as "firespout"
    And alice has Fork in hand as "fork"
    When alice taps "forest" for mana
    And alice taps "mountain-1" for mana
    And alice taps "mountain-2" for mana
    And alice casts "firespout" paying {R}{R}{G}
    And alice casts "fork" targeting "firespout"
    And the top of the stack resolves
    And it creates "copy"
    And the top of the stack resolves
    Then "bears" is on the battlefield
    And "bears" has 0 damage marked on it
    When the top of the stack resolves
    Then "bears" is in the graveyard

  @cr-707.10a @cr-704.5e @src-cr-707.10a @src-001-707.10a @src-004-copy-spell-ceases-to-exist
  Scenario: A copy of Giant Growth that resolves ceases to exist instead of staying in the graveyard
    Given alice controls Grizzly Bears as "bears"
    And alice has Giant Growth in hand as "growth"
    And alice has Fork in hand as "fork"
    When alice casts "growth" targeting "bears"
    And alice casts "fork" targeting "growth"
    And the top of the stack resolves
    And it creates "copy"
    And alice keeps the target of "copy"
    And the top of the stack resolves
    Then "copy" no longer exists
    And "bears" is 5/5
    And alice has one card in her graveyard

  @cr-707.10a @cr-701.6a @src-cr-707.10a @src-001-707.10a @src-004-copy-spell-ceases-to-exist @src-004-copy-spell-is-spell
  Scenario: A countered copy of a spell ceases to exist
    Given alice controls Grizzly Bears as "bears"
    And alice has Giant Growth in hand as "growth"
    And alice has Fork in hand as "fork"
    And bob has Cancel in hand as "cancel"
    When alice casts "growth" targeting "bears"
    And alice casts "fork" targeting "growth"
    And the top of the stack resolves
    And it creates "copy"
    And alice keeps the target of "copy"
    And bob casts "cancel" targeting "copy"
    And the top of the stack resolves
    Then "copy" no longer exists
    And "growth" is on the stack
    And the stack holds one object
    And bob has one card in his graveyard
    And alice has one card in her graveyard
    When the top of the stack resolves
    Then the stack is empty
    And "bears" is 5/5

  @cr-707.10 @cr-701.9a @src-004-copy-spell-resolution-choices @src-cr-707.10 @src-001-707.10
  Scenario: A copy of Careful Study makes its own choice of cards to discard as it resolves
    Given alice has Grizzly Bears in library as "card-1"
    And alice has Juggernaut in library as "card-2"
    And alice has Giant Growth in library as "card-3"
    And alice has Shock in library as "card-4"
    And alice has Careful Study in hand as "study"
    And alice has Fork in hand as "fork"
    When alice casts "study"
    And alice casts "fork" targeting "study"
    And the top of the stack resolves
    And it creates "copy"
    And the top of the stack resolves
    And alice discards "card-4" and "card-3" as "copy" resolves
    Then "card-4" is in the graveyard
    And "card-3" is in the graveyard
    When the top of the stack resolves
    And alice discards "card-1" and "card-2" as "study" resolves
    Then "card-1" is in the graveyard
    And "card-2" is in the graveyard
    And alice has no cards in her hand

  @cr-707.10 @cr-702.33d @src-cr-707.10 @src-001-707.10 @src-004-copy-spell-decisions
  Scenario: A copy of a kicked Burst Lightning is kicked too and deals 4 damage
    Given alice has Burst Lightning in hand as "bolt"
    And alice has Fork in hand as "fork"
    When alice casts "bolt" targeting bob
    And alice pays its kicker cost
    And alice casts "fork" targeting "bolt"
    And the top of the stack resolves
    And it creates "copy"
    And alice keeps the target of "copy"
    And the top of the stack resolves
    Then bob has 16 life
    When the top of the stack resolves
    Then bob has 12 life

  @cr-707.10 @cr-702.33d @src-cr-707.10 @src-001-707.10
  Scenario: A copy of an unkicked Burst Lightning deals 2 damage
    Given alice has Burst Lightning in hand as "bolt"
    And alice has Fork in hand as "fork"
    When alice casts "bolt" targeting bob
    And alice casts "fork" targeting "bolt"
    And the top of the stack resolves
    And it creates "copy"
    And alice keeps the target of "copy"
    And the stack resolves
    Then bob has 16 life

  @cr-707.10 @cr-707.10c @cr-603.3d @cr-115.1b @src-cr-707.10 @src-001-707.10
  Scenario: Dualcaster Mage's enters trigger targets a spell on the stack and copies it
    A triggered ability's targets are chosen as it is put on the stack (603.3d), and "target instant or
    sorcery spell" is a spell on the stack (115.1b), not a permanent.
    Given alice controls Grizzly Bears as "bears"
    And alice controls Runeclaw Bear as "bear"
    And alice has Giant Growth in hand as "growth"
    And alice has Dualcaster Mage in hand as "mage"
    When alice casts "growth" targeting "bears"
    And alice casts "mage"
    And the top of the stack resolves
    And "mage"'s ability targets "growth"
    Then "mage" is on the battlefield
    And "mage" triggered once
    And the stack holds two objects
    When the top of the stack resolves
    And it creates "copy"
    And alice chooses "bear" as the new target for "copy"
    Then "copy" is a copy of a spell
    And "copy" targets "bear"
    When the stack resolves
    Then "bear" is 5/5
    And "bears" is 5/5
