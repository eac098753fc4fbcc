@game-concepts
Feature: Damage doesn't destroy; the state-based action does (CR 120.5)
  120.5: "Damage dealt to a creature by a source with neither wither nor infect causes that much damage
  to be marked on that creature ... a creature with toughness greater than 0 that has damage marked on
  it equal to or greater than its toughness is destroyed (704.5g)."

  @cr-120.5 @cr-120.3e @cr-704.5g @src-cr-120.5 @src-cr-120.5-ex1
  Scenario: Lightning Bolt deals 3 damage to a 2/2 creature, which is then destroyed as a state-based action
    The example's 2/2 creature is Grizzly Bears. Lightning Bolt marks 3 damage on it; then, as
    state-based actions are checked, it is destroyed and put into its owner's graveyard. The stack is
    empty afterwards: neither the spell nor the damage destroyed it, and nothing else happens.
    Given alice has Lightning Bolt in hand as "bolt"
    And bob controls Grizzly Bears as "bears"
    When alice casts "bolt" targeting "bears"
    And the top of the stack resolves
    Then "bears" is in its owner's graveyard
    And "bolt" is in its owner's graveyard
    And the stack is empty

  @cr-701.19a @src-cr-701.19a
  Scenario: A regeneration shield is used up by the first destruction it replaces
    701.19a: "Regenerate [permanent]" means "The next time [permanent] would be destroyed this turn,
    instead remove all damage marked on it and its controller taps it. If it's an attacking or blocking
    creature, remove it from combat." Mending Touch gives one shield; the first Murder taps the Bears,
    the second destroys it.
    Given alice controls Grizzly Bears as "bears"
    And alice has Mending Touch in hand as "touch"
    And bob has Murder in hand as "first"
    And bob has Murder in hand as "second"
    When alice casts "touch" targeting "bears"
    And the top of the stack resolves
    And bob casts "first" targeting "bears"
    And the top of the stack resolves
    Then "bears" is on the battlefield
    And "bears" is tapped
    When bob casts "second" targeting "bears"
    And the top of the stack resolves
    Then "bears" is in the graveyard

  @cr-603.2 @cr-510.2 @src-cr-603.2
  Scenario: Thieving Magpie's ability triggers when it deals damage to an opponent, not when it deals damage to a creature
    Thieving Magpie: "Flying / Whenever this creature deals damage to an opponent, draw a card." Its
    combat damage to bob makes alice draw; blocked by Giant Spider (reach) it deals damage only to the
    Spider, and nothing triggers.
    Given alice controls Thieving Magpie as "magpie"
    And alice has Forest in library as "card-1"
    And alice has Island in library as "card-2"
    When alice attacks bob with "magpie"
    And bob declares no blockers
    And combat damage is dealt
    And the stack resolves
    Then bob has 19 life
    And alice has one card in her hand

  @cr-603.2 @src-cr-603.2
  Scenario: Thieving Magpie blocked by Giant Spider deals no damage to an opponent, so alice draws nothing
    Given alice controls Thieving Magpie as "magpie"
    And bob controls Giant Spider as "spider"
    And alice has Forest in library as "card-1"
    When alice attacks bob with "magpie"
    And bob blocks "magpie" with "spider"
    And combat damage is dealt
    Then "spider" has 1 damage marked on it
    And the stack is empty
    And alice has no cards in her hand

  @cr-701.19a @cr-514.2 @src-cr-514.2
  Scenario: A regeneration shield not used this turn ends in the cleanup step
    701.19a: regeneration replaces the next destruction "this turn"; 514.2: "this turn" effects end
    in the cleanup step. Mending Touch's shield on Grizzly Bears is unused when the turn ends, so
    bob's Murder in the next turn destroys the Bears.
    Given alice controls Grizzly Bears as "bears"
    And alice has Mending Touch in hand as "touch"
    And bob has Murder in hand as "murder"
    And bob has Forest in library as "card"
    When alice casts "touch" targeting "bears"
    And the top of the stack resolves
    And the game proceeds to the next turn's upkeep step
    And bob casts "murder" targeting "bears"
    And the top of the stack resolves
    Then "bears" is in the graveyard
