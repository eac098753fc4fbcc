@targets
Feature: A triggered ability of an instant or sorcery card is targeted; the spell isn't (CR 115.1a)
  115.1a: "An instant or sorcery spell is targeted if its spell ability identifies something it will
  affect by using the phrase 'target [something],' ... (If an activated or triggered ability of an
  instant or sorcery uses the word target, that ability is targeted, but the spell is not.)"

  @cr-115.1a @cr-702.29c @cr-702.11b @cr-603.3d @src-cr-115.1a @src-cr-115.1a-ex1
  Scenario: Dirge of Dread's cycling trigger targets a creature; the sorcery it is on targets nothing
    The example's sorcery has "When you cycle this card, target creature gets -1/-1 until end of turn."
    No sorcery has exactly that line; the closest is Dirge of Dread, a sorcery ("All creatures gain fear
    until end of turn. (They can't be blocked except by artifact creatures and/or black creatures.)",
    "Cycling {1}{B}", "When you cycle this card, you may have target creature gain fear until end of
    turn."): its cycle trigger is targeted as the example's is, with fear instead of -1/-1 and a "you
    may". (Death Pulse has "When you cycle this card, you may have target creature get -1/-1 until end
    of turn." but is an instant whose own spell ability is targeted, so it can't show the second half.)
    Alice cycles Dirge of Dread: its triggered ability targets, so it can't target bob's hexproof
    Gladecover Scout (702.11b); it targets bob's Grizzly Bears, which gains fear. Then alice casts
    another Dirge of Dread: the spell targets nothing, so the hexproof Scout gains fear too.
    Given bob controls Gladecover Scout as "scout"
    And bob controls Grizzly Bears as "bears"
    And alice has Dirge of Dread in hand as "dirge"
    And alice has Dirge of Dread in hand as "dirge-2"
    And alice has Forest in library as "forest"
    When alice activates the ability of "dirge"
    And "dirge"'s ability targets "scout"
    Then the action is refused
    When alice activates the ability of "dirge"
    And "dirge"'s ability targets "bears"
    Then "dirge" is in its owner's graveyard
    And "dirge" triggered once
    When the top of the stack resolves
    And "dirge" chooses yes for "may"
    Then "bears" has the ability "Fear"
    And "scout" does not have the ability "Fear"
    When the top of the stack resolves
    Then "forest" is in hand
    When alice casts "dirge-2"
    And the top of the stack resolves
    Then "scout" has the ability "Fear"
    And "dirge-2" is in its owner's graveyard
