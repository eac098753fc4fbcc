@keywords
Feature: Convoke pays the total cost, after cost reductions (CR 702.51)

  @cr-702.51b @cr-702.51a @cr-601.2f @src-cr-702.51b @src-cr-702.51b-ex1
  Scenario: Heartless Summoning reduces Siege Wurm to {3}{G}{G}; two green and three other creatures pay it all
    CR 702.51b example: "You control Heartless Summoning and cast Siege Wurm, a spell with convoke
    that costs {5}{G}{G}. The total cost to cast Siege Wurm is {3}{G}{G}. ... You may tap up to two
    green creatures and up to three other creatures to pay that cost, and the remainder is paid with
    mana." Heartless Summoning's "Creatures you control get -1/-1" makes the 2/2s 1/1s.
    Given alice controls Heartless Summoning as "summoning"
    And alice controls Grizzly Bears as "g1"
    And alice controls Grizzly Bears as "g2"
    And alice controls Gray Ogre as "o1"
    And alice controls Gray Ogre as "o2"
    And alice controls Gray Ogre as "o3"
    And alice has Siege Wurm in hand as "wurm"
    When alice casts "wurm" paying nothing
    And alice taps "g1", "g2", "o1", "o2" and "o3" to convoke
    Then "g1" is tapped
    And "g2" is tapped
    And "o1" is tapped
    And "o2" is tapped
    And "o3" is tapped
    And alice's mana pool is empty
    When the top of the stack resolves
    Then "wurm" is on the battlefield
    And "wurm" is 4/4

  @cr-702.51b @cr-702.51a @cr-601.2f @src-cr-702.51b @src-cr-702.51b-ex1
  Scenario: With Heartless Summoning, Siege Wurm's remainder after convoke is paid with mana
    CR 702.51b example: "... and the remainder is paid with mana." Two green creatures pay {G}{G},
    one other creature pays {1}, and two Forests pay the remaining {2}.
    Given alice controls Heartless Summoning as "summoning"
    And alice controls Forest as "f1"
    And alice controls Forest as "f2"
    And alice controls Grizzly Bears as "g1"
    And alice controls Grizzly Bears as "g2"
    And alice controls Gray Ogre as "o1"
    And alice has Siege Wurm in hand as "wurm"
    When alice taps "f1" for mana
    And alice taps "f2" for mana
    And alice casts "wurm" paying {G}{G}
    And alice taps "g1", "g2" and "o1" to convoke
    Then alice's mana pool is empty
    And "g1" is tapped
    And "g2" is tapped
    And "o1" is tapped
    When the top of the stack resolves
    Then "wurm" is on the battlefield

  @cr-702.51b @cr-702.51a @src-cr-702.51b @src-cr-702.51b-ex1
  Scenario: With Heartless Summoning, Siege Wurm can't be convoked by four nongreen creatures
    CR 702.51b example: "You may tap up to two green creatures and up to three other creatures":
    convoke applies only after the total cost {3}{G}{G} is determined, so a fourth nongreen creature
    pays for nothing. (Applying convoke to {5}{G}{G} before the reduction would let it pay.)
    Given alice controls Heartless Summoning as "summoning"
    And alice controls Grizzly Bears as "g1"
    And alice controls Grizzly Bears as "g2"
    And alice controls Gray Ogre as "o1"
    And alice controls Gray Ogre as "o2"
    And alice controls Gray Ogre as "o3"
    And alice controls Gray Ogre as "o4"
    And alice has Siege Wurm in hand as "wurm"
    When alice casts "wurm" paying nothing
    And alice taps "g1", "g2", "o1", "o2", "o3" and "o4" to convoke
    Then the action is refused
    And "wurm" is in the hand
    And "o4" is untapped
    And "g1" is untapped
