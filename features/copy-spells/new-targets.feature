@copy @copy-spells
Feature: Targets of copies of spells (CR 707.10c, 707.10d, 707.10e)
  An effect may let the copy's controller choose new targets: any number may stay unchanged,
  even illegal ones, and changed ones must be legal. Other effects make a copy for each player or
  object the spell could target, or name the copy's new target themselves.

  @cr-707.10c @cr-608.2b @src-cr-707.10c @src-001-707.10c @src-004-copy-spell-new-targets
  Scenario: A copy may keep a target that has become illegal, and then does nothing
    Given alice controls Grizzly Bears as "bears"
    And alice has Giant Growth in hand as "growth"
    And alice has Fork in hand as "fork"
    And bob has Shock in hand as "shock"
    When alice casts "growth" targeting "bears"
    And alice casts "fork" targeting "growth"
    And bob casts "shock" targeting "bears"
    And the top of the stack resolves
    Then "bears" is in the graveyard
    When the top of the stack resolves
    And it creates "copy"
    And alice keeps the target of "copy"
    Then "copy" targets "bears"
    When the top of the stack resolves
    Then "copy" no longer exists
    And the stack holds one object

  @cr-707.10c @cr-115.1 @src-cr-707.10c @src-001-707.10c @src-004-copy-spell-new-targets
  Scenario: A new target for a copy must be legal, so Fork can't send a copy of Giant Growth at a player
    Given alice controls Grizzly Bears as "bears"
    And alice has Giant Growth in hand as "growth"
    And alice has Fork in hand as "fork"
    When alice casts "growth" targeting "bears"
    And alice casts "fork" targeting "growth"
    And the top of the stack resolves
    And it creates "copy"
    And alice chooses bob as the new target for "copy"
    Then the action is refused

  @cr-707.10c @src-cr-707.10c @src-001-707.10c @src-004-copy-spell-new-targets
  Scenario: A copy of Fireball may change one of its targets and leave the other unchanged
    Given alice controls Mountain as "mountain-1"
    And alice controls Mountain as "mountain-2"
    And alice controls Mountain as "mountain-3"
    And alice controls Mountain as "mountain-4"
    And alice controls Mountain as "mountain-5"
    And bob controls Juggernaut as "juggernaut"
    And alice has Fireball in hand as "fireball"
    And alice has Fork in hand as "fork"
    When alice taps "mountain-1" for mana
    And alice taps "mountain-2" for mana
    And alice taps "mountain-3" for mana
    And alice taps "mountain-4" for mana
    And alice taps "mountain-5" for mana
    And alice casts "fireball" with X = 3 paying {R}{R}{R}{R}{R} targeting "juggernaut" and bob
    And alice casts "fork" targeting "fireball"
    And the top of the stack resolves
    And it creates "copy"
    And alice chooses "juggernaut" and alice as the new targets for "copy"
    Then "copy" targets "juggernaut" and alice
    When the top of the stack resolves
    Then alice has 19 life
    And "juggernaut" has 1 damage marked on it

  @cr-707.10d @src-cr-707.10d @src-001-707.10d @src-004-copy-spell-could-target
  Scenario: Zada copies Giant Growth for each other creature its controller controls, each copy targeting one of them
    Given alice controls Zada, Hedron Grinder as "zada"
    And alice controls Grizzly Bears as "bears"
    And alice controls Juggernaut as "juggernaut"
    And alice controls Chimeric Staff as "staff"
    And bob controls Runeclaw Bear as "runeclaw"
    And alice has Giant Growth in hand as "growth"
    When alice casts "growth" targeting "zada"
    And the top of the stack resolves
    And it creates "copy-1" and "copy-2"
    And alice puts the copies on the stack targeting "juggernaut", then "bears" in that order
    Then the stack holds three objects
    And "copy-1" targets "juggernaut"
    And "copy-2" targets "bears"
    When the stack resolves
    Then "zada" is 6/6
    And "bears" is 5/5
    And "juggernaut" is 8/6
    And "runeclaw" is 2/2

  @cr-707.10d @cr-702.16b @src-cr-707.10d @src-001-707.10d @src-004-copy-spell-could-target
  Scenario: Zada makes no copy of Giant Growth for a creature with protection from green
    Given alice controls Zada, Hedron Grinder as "zada"
    And alice controls Grizzly Bears as "bears"
    And alice controls Mirran Crusader as "crusader"
    And alice has Giant Growth in hand as "growth"
    When alice casts "growth" targeting "zada"
    And the top of the stack resolves
    And it creates "copy"
    Then the stack holds two objects
    And "copy" targets "bears"
    When the stack resolves
    Then "bears" is 5/5
    And "crusader" is 2/2

  @cr-707.10e @cr-614.1a @src-cr-707.10e @src-cr-707.10e-ex1 @src-001-707.10e @src-001-707.10e-ex1
  Scenario: With Anointed Procession, Frontline Heroism's copy of Moment of Triumph targets one of the two tokens
    Given alice controls Frontline Heroism as "heroism"
    And alice controls Anointed Procession as "procession"
    And alice controls Grizzly Bears as "bears"
    And alice has Moment of Triumph in hand as "moment"
    When alice casts "moment" targeting "bears"
    Then the stack holds two objects
    When the top of the stack resolves
    And it creates "soldier-1", "soldier-2" and "copy"
    And alice chooses "soldier-2" as the target of the copy
    Then "soldier-1" is on the battlefield
    And "soldier-2" is on the battlefield
    And "soldier-1" is named "Soldier Token"
    And "copy" targets "soldier-2"
    And "copy" is a copy of a spell
    And the stack holds two objects
    When the stack resolves
    Then "soldier-2" is 3/3
    And "soldier-1" is 1/1
    And "bears" is 4/4
    And alice has 24 life

  @cr-707.10d @cr-608.2b @cr-400.7 @src-cr-707.10d
  Scenario: Zada's copy targeting a creature that then left the battlefield and came back does nothing to it
    Each copy Zada makes targets one creature (707.10d). Unsummon returns the Grizzly Bears to its
    owner's hand and an effect puts it back onto the battlefield before the copy resolves: it is a
    new object (400.7), the copy's target is illegal (608.2b), and the Bears stays 2/2.
    Given alice controls Zada, Hedron Grinder as "zada"
    And alice controls Grizzly Bears as "bears"
    And alice has Giant Growth in hand as "growth"
    And bob has Unsummon in hand as "unsummon"
    When alice casts "growth" targeting "zada"
    And the top of the stack resolves
    And it creates "copy"
    Then "copy" targets "bears"
    When bob casts "unsummon" targeting "bears"
    And the top of the stack resolves
    And "bears" is put onto the battlefield under alice's control
    And the stack resolves
    Then the stack is empty
    And "bears" is 2/2
    And "zada" is 6/6
