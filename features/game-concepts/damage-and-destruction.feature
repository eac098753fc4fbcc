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
