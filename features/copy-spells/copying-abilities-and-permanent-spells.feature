@copy @copy-spells
Feature: Copies of abilities and of permanent spells, and Fork today (CR 707.10b, 707.10f)
  A copy of an ability has the original's source and refers to that object. A copy of a
  permanent spell becomes a token as it resolves.

  @cr-707.10b @cr-707.10 @src-cr-707.10b @src-001-707.10b @src-004-copy-spell-is-spell
  Scenario: Lithoform Engine's copy of one Chimeric Staff's ability animates that Staff, not the other
    Given alice controls Chimeric Staff as "staff-a"
    And alice controls Chimeric Staff as "staff-b"
    And alice controls Lithoform Engine as "engine"
    When alice activates the ability of "staff-a" with X = 3
    And it creates "staff-ability"
    And alice activates the first ability of "engine" targeting "staff-ability"
    And the top of the stack resolves
    And it creates "copy"
    Then "copy" is an activated ability on the stack
    And "copy" is a copy of an ability
    And the source of "copy" is "staff-a"
    And "copy" has X = 3
    And "copy" is controlled by alice
    When the top of the stack resolves
    Then "staff-a" is 3/3
    And "staff-b" has no power or toughness
    And "copy" no longer exists

  @cr-707.10f @cr-608.3f @src-cr-707.10f @src-001-707.10f
  Scenario: Lithoform Engine's copy of a Grizzly Bears spell resolves as a token Grizzly Bears
    Given alice controls Lithoform Engine as "engine"
    And alice has Grizzly Bears in hand as "bears"
    When alice casts "bears"
    And alice activates the third ability of "engine" targeting "bears"
    And the top of the stack resolves
    And it creates "copy"
    Then "copy" is a spell on the stack
    And "copy" is named "Grizzly Bears"
    And "copy" is a creature
    When the top of the stack resolves
    Then "copy" is on the battlefield
    And "copy" is a token permanent
    And "copy" is 2/2
    And "copy" is controlled by alice
    And "bears" is on the stack
    When the top of the stack resolves
    Then "bears" is a nontoken permanent

  @cr-707.10 @cr-707.10c @src-003-errata-fork
  Scenario: Fork puts a copy on the stack whose new target is chosen as Fork resolves
    In 1998 Fork's errata read "Fork resolves as a copy of target instant or sorcery spell,
    except that it does not copy that spell's color. When you play Fork, choose all targets for
    the copy": Fork itself became the copy, and its targets were chosen as it was played, so a
    creature arriving after Fork was played could not be the copy's target. Today's Fork (707.10's
    example) copies the spell "except that the copy is red" and lets its controller choose new
    targets as Fork resolves (707.10c): the copy is a separate spell and Fork goes to the graveyard.
    Here the creature that enters after Fork is cast becomes the copy's target.
    Given alice has Shock in hand as "shock"
    And alice has Fork in hand as "fork"
    And alice has Grizzly Bears in hand as "bears"
    When alice casts "shock" targeting bob
    And alice casts "fork" targeting "shock"
    And "bears" is put onto the battlefield under bob's control
    And the top of the stack resolves
    And it creates "copy"
    And alice chooses "bears" as the new target for "copy"
    Then "fork" is in the graveyard
    And "copy" is a spell on the stack
    And "copy" is named "Shock"
    And "copy" is red
    And "copy" targets "bears"
    When the stack resolves
    Then "bears" is in the graveyard
    And bob has 18 life

  @cr-707.10g @cr-702.146a @src-cr-707.10g @src-001-707.10g
  Scenario: A copy of a disturbed Hook-Haunt Drifter spell has both faces, back face up, and resolves as a double-faced token
    Given alice controls Lithoform Engine as "engine"
    And alice has Baithook Angler // Hook-Haunt Drifter in graveyard as "angler"
    When alice casts "angler" transformed for its disturb cost
    Then "angler" is named "Hook-Haunt Drifter"
    When alice activates the third ability of "engine" targeting "angler"
    And the top of the stack resolves
    And it creates "copy"
    Then "copy" is a copy of a spell
    And "copy" is double-faced with its back face up
    And "copy" is named "Hook-Haunt Drifter"
    And "copy" is 1/2
    When the top of the stack resolves
    Then "copy" is on the battlefield
    And "copy" is a token permanent
    And "copy" is double-faced with its back face up
    And "copy" is named "Hook-Haunt Drifter"
    And "copy" has the ability "Flying"

  @cr-707.10g @src-cr-707.10g @src-001-707.10g
  Scenario: A copy of a Baithook Angler spell cast front face up is a double-faced Baithook Angler
    Given alice controls Lithoform Engine as "engine"
    And alice has Baithook Angler // Hook-Haunt Drifter in hand as "angler"
    When alice casts "angler"
    And alice activates the third ability of "engine" targeting "angler"
    And the top of the stack resolves
    And it creates "copy"
    Then "copy" is double-faced with its front face up
    And "copy" is named "Baithook Angler"
    When the top of the stack resolves
    Then "copy" is a token permanent
    And "copy" is double-faced with its front face up
    And "copy" is 2/1

  @cr-707.10b @cr-707.10c @src-cr-707.10b @src-001-707.10b
  Scenario: A copy of Olivia Voldaren's ability puts its counter on that Olivia, the ability's source
    Given alice controls Olivia Voldaren as "olivia"
    And alice controls Lithoform Engine as "engine"
    And bob controls Grizzly Bears as "bears"
    And bob controls Runeclaw Bear as "runeclaw"
    When alice activates the ability of "olivia" targeting "bears"
    And it creates "olivia-ability"
    And alice activates the first ability of "engine" targeting "olivia-ability"
    And the top of the stack resolves
    And it creates "copy"
    And alice chooses "runeclaw" as the new target for "copy"
    Then the source of "copy" is "olivia"
    And "copy" targets "runeclaw"
    When the top of the stack resolves
    Then "olivia" has one +1/+1 counter on it
    And "runeclaw" has the subtypes Bear and Vampire
    When the top of the stack resolves
    Then "olivia" has two +1/+1 counters on it
    And "bears" has the subtypes Bear and Vampire
    And "olivia" is 5/5

  @cr-707.10b @cr-707.10 @src-cr-707.10b @src-001-707.10b
  Scenario: A copy of Soulbright Flamekin's ability counts as the same ability for how many times it has resolved this turn
    The ability resolved twice; Lithoform Engine copies the third activation, and the copy resolving is
    the third time this ability has resolved this turn (707.10b), so it may add eight red mana. The
    original then resolves for the fourth time and adds nothing.
    Given alice controls Soulbright Flamekin as "flamekin"
    And alice controls Lithoform Engine as "engine"
    And alice controls Grizzly Bears as "bears"
    When alice activates the ability of "flamekin" targeting "bears"
    And the top of the stack resolves
    And alice activates the ability of "flamekin" targeting "bears"
    And the top of the stack resolves
    Then alice's mana pool is empty
    And "bears" has the ability "Trample"
    When alice activates the ability of "flamekin" targeting "bears"
    And it creates "third"
    And alice activates the first ability of "engine" targeting "third"
    And the top of the stack resolves
    And it creates "copy"
    And alice keeps the target of "copy"
    Then the source of "copy" is "flamekin"
    When the top of the stack resolves
    And "flamekin" chooses yes for "may"
    Then alice's mana pool holds {R}{R}{R}{R}{R}{R}{R}{R}
    When the top of the stack resolves
    Then alice's mana pool holds {R}{R}{R}{R}{R}{R}{R}{R}
    And the stack is empty

  @cr-707.10f @cr-707.10 @cr-107.3m @src-cr-707.10f @src-001-707.10f @src-cr-707.10
  Scenario: Lithoform Engine's copy of an Endless One cast with X = 3 becomes a token with three +1/+1 counters
    Given alice controls Lithoform Engine as "engine"
    And alice controls Forest as "forest-1"
    And alice controls Forest as "forest-2"
    And alice controls Forest as "forest-3"
    And alice has Endless One in hand as "endless"
    When alice taps "forest-1" for mana
    And alice taps "forest-2" for mana
    And alice taps "forest-3" for mana
    And alice casts "endless" with X = 3 paying {G}{G}{G}
    And alice activates the third ability of "engine" targeting "endless"
    And the top of the stack resolves
    And it creates "copy"
    Then "copy" has X = 3
    When the stack resolves
    Then "copy" is a token permanent
    And "copy" has three +1/+1 counters on it
    And "copy" is 3/3
    And "endless" has three +1/+1 counters on it
