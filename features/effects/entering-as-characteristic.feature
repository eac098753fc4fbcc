@effects
Feature: A resolving effect saying a permanent it puts onto the battlefield "is" something applies as it enters (CR 611.2e)
  611.2e: "If a resolving spell or ability both puts a nontoken permanent onto the battlefield and creates a
  continuous effect stating that the permanent 'is [characteristic],' ... that continuous effect applies
  simultaneously with the permanent entering the battlefield. ... If the continuous effect says the
  permanent 'becomes [characteristic]' or 'gains [an ability],' that effect applies after the permanent is
  on the battlefield."

  @cr-611.2e @cr-603.6a @cr-205.1b @cr-603.2e @cr-122.1 @src-cr-611.2e @src-cr-611.2e-ex1
  Scenario: Arbiter of the Ideal puts a creature card onto the battlefield as an enchantment: "whenever an enchantment enters" triggers
    Arbiter of the Ideal: "Inspired — Whenever this creature becomes untapped, reveal the top card of
    your library. If it's an artifact, creature, or land card, you may put it onto the battlefield with a
    manifestation counter on it. That permanent is an enchantment in addition to its other types." Alice
    untaps her tapped Arbiter with Dream's Grip ("Choose one — • Tap target permanent. • Untap target
    permanent."). Its ability reveals Grizzly Bears and puts it onto the battlefield: the Bears enters as
    an enchantment creature (it doesn't enter and then become one), so alice's Setessan Champion
    ("Constellation — Whenever an enchantment you control enters, put a +1/+1 counter on this creature
    and draw a card.") triggers.
    Given alice controls Arbiter of the Ideal as "arbiter"
    And "arbiter" is tapped
    And alice controls Setessan Champion as "champion"
    And alice has Forest in library as "forest"
    And alice has Grizzly Bears in library as "bears"
    And alice has Dream's Grip in hand as "grip"
    When alice casts "grip" targeting "arbiter"
    And alice chooses the second mode
    And the top of the stack resolves
    Then "arbiter" is untapped
    And "arbiter" triggered once
    When the top of the stack resolves
    And "arbiter" chooses yes for "may"
    Then "bears" is on the battlefield
    And "bears" has the card types creature and enchantment
    And "bears" has one manifestation counter on it
    And "champion" triggered once
    When the top of the stack resolves
    Then "champion" has one +1/+1 counter on it
    And "forest" is in hand
