@keywords @combat
Feature: Intimidate (CR 702.13)

  @cr-702.13b @cr-509.1b @src-004-intimidate @src-cr-702.13b
  Scenario: A creature with intimidate can't be blocked by a creature that shares no color with it and isn't an artifact
    Given alice controls Bladetusk Boar as "boar"
    And bob controls Grizzly Bears as "bears"
    When alice attacks bob with "boar"
    And bob blocks "boar" with "bears"
    Then the action is refused

  @cr-702.13b @src-004-intimidate @src-cr-702.13b
  Scenario: A creature with intimidate can be blocked by an artifact creature
    Given alice controls Bladetusk Boar as "boar"
    And bob controls Darksteel Myr as "myr"
    When alice attacks bob with "boar"
    And bob blocks "boar" with "myr"
    And combat damage is dealt
    Then bob has 20 life
    And "myr" is on the battlefield

  @cr-702.13b @src-004-intimidate @src-cr-702.13b
  Scenario: A creature with intimidate can be blocked by a creature that shares a color with it
    Given alice controls Bladetusk Boar as "boar"
    And bob controls Raging Goblin as "goblin"
    When alice attacks bob with "boar"
    And bob blocks "boar" with "goblin"
    And combat damage is dealt
    Then bob has 20 life
    And "goblin" is in the graveyard

  @cr-702.13c @cr-702.13b @src-cr-702.13c
  Scenario: A creature with two instances of intimidate can be blocked by a creature that shares a color with it, as with one
    Bladetusk Boar (red) has intimidate and gets another instance from Gruesome Deformity (a black
    Aura, which doesn't change the Boar's color): a green creature still can't block it, a red one can.
    Given alice controls Bladetusk Boar as "boar"
    And alice controls Gruesome Deformity as "deformity"
    And "deformity" is attached to "boar"
    And bob controls Grizzly Bears as "bears"
    And bob controls Mogg Fanatic as "fanatic"
    When alice attacks bob with "boar"
    And bob blocks "boar" with "bears"
    Then the action is refused
    When bob blocks "boar" with "fanatic"
    And combat damage is dealt
    Then bob has 20 life
    And "fanatic" is in the graveyard
