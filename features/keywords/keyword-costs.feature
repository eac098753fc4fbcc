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

  @cr-702.1b @cr-702.30a @cr-118.12 @src-cr-702.1b @src-cr-702.1b-ex1
  Scenario: Volcano Hellion's echo {X} is paid with X equal to its controller's life total as the echo trigger resolves
    CR 702.1b example 1: Volcano Hellion: "This creature has echo {X}, where X is your life total." Alice
    has 10 life when its echo ability triggers at the beginning of her upkeep (it came under her control
    in bob's turn, 702.30a); in response bob's Lightning Bolt and Shock bring her to 5, so as the echo
    ability resolves the cost to pay is {5}: four mana doesn't pay it, five does (the sixth stays in her
    mana pool), and the Hellion stays.
    Given it is alice's untap step
    And alice has 10 life
    And alice controls Volcano Hellion as "hellion"
    And "hellion" entered the battlefield last turn
    And alice controls Mountain as "m1"
    And alice controls Mountain as "m2"
    And alice controls Mountain as "m3"
    And alice controls Mountain as "m4"
    And alice controls Mountain as "m5"
    And alice controls Mountain as "m6"
    And bob has Lightning Bolt in hand as "bolt"
    And bob has Shock in hand as "shock"
    When the step ends
    Then "hellion" triggered once
    When bob casts "bolt" targeting alice
    And bob casts "shock" targeting alice
    And the top of the stack resolves
    And the top of the stack resolves
    Then alice has 5 life
    And the stack holds one object
    When alice taps "m1" for mana
    And alice taps "m2" for mana
    And alice taps "m3" for mana
    And alice taps "m4" for mana
    And alice taps "m5" for mana
    And alice taps "m6" for mana
    And the top of the stack resolves
    And alice pays {R}{R}{R}{R} as the ability of "hellion" resolves
    Then the action is refused
    When the top of the stack resolves
    And alice pays {R}{R}{R}{R}{R} as the ability of "hellion" resolves
    Then "hellion" is on the battlefield
    And alice's mana pool holds {R}
    And the stack is empty
