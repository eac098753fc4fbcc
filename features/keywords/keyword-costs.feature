@keywords
Feature: A keyword ability's cost and the variables an effect granting it defines (CR 702.1a, 702.1b)
  702.1a: "If an effect refers to a '[keyword ability] cost,' it refers only to the variable costs for
  that keyword." 702.1b: "An effect that grants an object a keyword ability may define a variable in that
  ability based on characteristics of that object or other information about the game state. For these
  abilities, the value of that variable is constantly reevaluated."

  @cr-702.1a @cr-702.97a @cr-613.1f @cr-602.2b @src-cr-702.1a @src-cr-702.1a-ex1
  Scenario: Under Varolz, the Scar-Striped, a creature card's scavenge cost is its mana cost; the ability also exiles it
    CR 702.1a example: Varolz, the Scar-Striped: "Each creature card in your graveyard has scavenge. The
    scavenge cost is equal to its mana cost." Grizzly Bears ({1}{G}, 2/2) in alice's graveyard has
    "Scavenge {1}{G}": its activation cost is {1}{G} plus "Exile this card from your graveyard" (702.97a).
    Paying {G} only is refused; paying {G}{G} exiles the card and puts two +1/+1 counters (its power) on
    the target. A creature card in bob's graveyard gets no scavenge from alice's Varolz.
    Given it is alice's precombat main phase
    And alice controls Varolz, the Scar-Striped as "varolz"
    And alice has Grizzly Bears in graveyard as "bears"
    And bob has Grizzly Bears in graveyard as "bobs-bears"
    And alice controls Forest as "forest-1"
    And alice controls Forest as "forest-2"
    Then "bears" has the ability "Scavenge {1}{G}"
    And "bobs-bears" does not have the ability "Scavenge {1}{G}"
    When alice taps "forest-1" for mana
    And alice activates the ability of "bears" paying {G} targeting "varolz"
    Then the action is refused
    When alice taps "forest-2" for mana
    And alice activates the ability of "bears" paying {G}{G} targeting "varolz"
    Then "bears" is in exile
    And alice's mana pool is empty
    When the top of the stack resolves
    Then "varolz" has two +1/+1 counters on it
    And "varolz" is 4/4

  @cr-702.1a @cr-702.97a @cr-611.3a @src-cr-702.1a @src-cr-702.1a-ex1
  Scenario: Once Varolz has left the battlefield, creature cards in the graveyard no longer have scavenge
    The scavenge Varolz grants is a static ability's effect (611.3a): it applies only while Varolz is on
    the battlefield.
    Given it is alice's precombat main phase
    And alice has Varolz, the Scar-Striped in graveyard as "varolz"
    And alice has Grizzly Bears in graveyard as "bears"
    And alice controls Runeclaw Bear as "runeclaw"
    Then "bears" does not have the ability "Scavenge {1}{G}"
    When alice activates the ability of "bears" targeting "runeclaw"
    Then the action is refused
    And "bears" is in the graveyard
