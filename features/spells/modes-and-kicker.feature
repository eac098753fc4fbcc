@spells
Feature: Modes chosen considering a choice made later in the announcement (CR 601.4)
  601.4: "While announcing the choices of any modes, alternative costs, and/or additional costs as
  described in rule 601.2b, some options may be available to a player only if other choices are made
  that would normally be made later in that rule's instructions. In that case, the spell's controller
  may consider any other choices to be made in that step. If any such choices could allow them to
  choose a particular mode, alternative cost, or additional cost, they may do so."

  @cr-601.4 @cr-601.2b @cr-700.2 @cr-702.33a @src-cr-601.4 @src-cr-601.4-ex1
  Scenario: Inscription of Abundance cast kicked with all three of its modes chosen
    CR 601.4 example: "Inscription of Abundance is a modal spell with kicker and the text 'Choose
    one. If this spell was kicked, choose any number instead.' When announcing the chosen modes for
    the spell, its controller may choose any number of modes, even though choosing to pay the kicker
    cost is normally done later in the announcement process." Alice announces all three modes and
    pays the kicker: Grizzly Bears gets two +1/+1 counters (4/4); alice gains life equal to the
    greatest power among creatures she controls, read as that mode is followed (4); then Grizzly
    Bears fights Hill Giant: the Giant is dealt 4 and dies, the Bears are dealt 3 and survive.
    Given alice controls Grizzly Bears as "bears"
    And bob controls Hill Giant as "giant"
    And alice has Inscription of Abundance in hand as "inscription"
    When alice casts "inscription" targeting "bears", alice, "bears" and "giant"
    And alice chooses the first mode
    And alice chooses the second mode
    And alice chooses the third mode
    And alice pays its kicker cost {2}{G}
    And the top of the stack resolves
    Then "bears" has two +1/+1 counters on it
    And "bears" is 4/4
    And "bears" has 3 damage marked on it
    And alice has 24 life
    And "giant" is in the graveyard
    And "inscription" is in the graveyard

  @cr-601.4 @cr-601.2b @cr-700.2 @src-cr-601.4 @src-cr-601.4-ex1
  Scenario: Inscription of Abundance not kicked can't be cast with two modes chosen
    The other side of the example: only a kicked Inscription of Abundance chooses any number of modes;
    without the kicker it says "Choose one", and announcing two modes is refused.
    Given alice controls Grizzly Bears as "bears"
    And alice has Inscription of Abundance in hand as "inscription"
    When alice casts "inscription" targeting "bears" and alice
    And alice chooses the first mode
    And alice chooses the second mode
    Then the action is refused
    And "inscription" is in its owner's hand
    And alice has 20 life
