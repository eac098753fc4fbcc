@layers
Feature: Switching a creature's power and toughness is applied last, in layer 7d (CR 613.4d)
  613.4d: "Effects that switch a creature's power and toughness are applied." This sublayer comes after
  every effect that sets or modifies power and toughness and after counters (layers 7a-7c), so a switch
  exchanges the values those leave; independent switches apply in timestamp order (613.7).

  @cr-613.4d @cr-613.4c @cr-613.7 @cr-602.2 @src-cr-613.4d @src-cr-613.4d-ex3
  Scenario: A 1/3 creature given +0/+1 and then switched twice is 1/4
    The example's 1/3 creature, its "+0/+1" effect and its two switch effects are all Windreaver, a
    1/3 creature with "{W}: This creature gets +0/+1 until end of turn." (its second ability) and
    "{U}: Switch this creature's power and toughness until end of turn." (its third ability),
    activated twice.
    Given alice controls Windreaver as "windreaver"
    When alice activates the second ability of "windreaver"
    And the top of the stack resolves
    Then "windreaver" is 1/4
    When alice activates the third ability of "windreaver"
    And the top of the stack resolves
    Then "windreaver" is 4/1
    When alice activates the third ability of "windreaver"
    And the top of the stack resolves
    Then "windreaver" is 1/4

  @cr-613.4d @cr-613.4c @cr-613.7 @src-cr-613.4d
  Scenario: A switch effect exchanges the power and toughness that a later +3/+3 effect leaves
    Twisted Image ("Switch target creature's power and toughness until end of turn. Draw a card.")
    makes Windreaver (1/3) a 3/1, and alice draws the top card of her library. Giant Growth's +3/+3
    has the later timestamp, but it is applied in layer 7c, before the switch (7d): 4/6 switched, 6/4.
    Given alice controls Windreaver as "windreaver"
    And alice has Grizzly Bears in library as "bears"
    And alice has Twisted Image in hand as "image"
    And alice has Giant Growth in hand as "growth"
    When alice casts "image" targeting "windreaver"
    And the top of the stack resolves
    Then "windreaver" is 3/1
    And "bears" is in its owner's hand
    When alice casts "growth" targeting "windreaver"
    And the top of the stack resolves
    Then "windreaver" is 6/4

  @cr-613.4d @cr-400.7 @cr-611.2c @src-cr-613.4d
  Scenario: A switched creature returned to its owner's hand comes back a new object, unswitched
    Windreaver's third ability switches it to 3/1; its fourth, "{U}: Return this creature to its
    owner's hand.", returns it. Cast again, it is a new object (400.7) that the switch effect, which
    applied only to the old one, doesn't affect: it is 1/3.
    Given alice controls Windreaver as "windreaver"
    When alice activates the third ability of "windreaver"
    And the top of the stack resolves
    Then "windreaver" is 3/1
    When alice activates the fourth ability of "windreaver"
    And the top of the stack resolves
    Then "windreaver" is in its owner's hand
    When alice casts "windreaver"
    And the top of the stack resolves
    Then "windreaver" is on the battlefield
    And "windreaver" is 1/3

  @cr-613.4d @cr-613.4c @cr-613.7 @cr-613.6 @src-cr-613.4d @src-cr-613.4d-ex1
  Scenario: A 1/3 creature given +0/+1 and switched is 4/1; a new +5/+0 effect makes it 4/6
    The example's 1/3 creature, its "+0/+1" effect and its switch effect are Windreaver, a 1/3 creature
    with "{W}: This creature gets +0/+1 until end of turn." (its second ability) and "{U}: Switch this
    creature's power and toughness until end of turn." (its third ability). The new effect that gives
    +5/+0 is Screaming Fury ("Target creature gets +5/+0 and gains haste until end of turn."), whose
    haste is applied in layer 6 (613.6). The +5/+0 is applied in layer 7c, before the switch (7d): the
    "unswitched" power and toughness is 6/4, so the creature is 4/6.
    Given alice controls Windreaver as "windreaver"
    And alice has Screaming Fury in hand as "fury"
    When alice activates the second ability of "windreaver"
    And the top of the stack resolves
    And alice activates the third ability of "windreaver"
    And the top of the stack resolves
    Then "windreaver" is 4/1
    When alice casts "fury" targeting "windreaver"
    And the top of the stack resolves
    Then "windreaver" is 4/6
    And "windreaver" has the ability "Haste"

  @cr-613.4d @cr-613.4c @cr-611.3a @src-cr-613.4d @src-cr-613.4d-ex2
  Scenario: A 1/3 creature given +0/+1 and switched is 4/1; when the +0/+1 effect ends first, it is 3/1
    The example's 1/3 creature and its switch effect are Windreaver ("{U}: Switch this creature's power
    and toughness until end of turn.", its third ability). The +0/+1 effect that ends before the switch
    effect is Veteran Armorer's static ability ("Other creatures you control get +0/+1."): it ends when
    Unsummon ("Return target creature to its owner's hand.") returns Veteran Armorer to its owner's hand
    (611.3a), while the switch lasts until end of turn. 1/3 switched is 3/1.
    Given alice controls Windreaver as "windreaver"
    And alice controls Veteran Armorer as "armorer"
    And alice has Unsummon in hand as "unsummon"
    Then "windreaver" is 1/4
    And "armorer" is 2/2
    When alice activates the third ability of "windreaver"
    And the top of the stack resolves
    Then "windreaver" is 4/1
    When alice casts "unsummon" targeting "armorer"
    And the top of the stack resolves
    Then "armorer" is in its owner's hand
    And "windreaver" is 3/1
