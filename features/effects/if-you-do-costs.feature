@effects
Feature: "If you do" checks whether the player chose to pay, not what happened (CR 118.12)
  118.12: "Some spells, activated abilities, and triggered abilities read, '[Do something]. If [a player]
  [does, doesn't, or can't], [effect].' Or '[A player] may [do something]. If [that player] [does,
  doesn't, or can't], [effect].' The action [do something] is a cost, paid when the spell or ability
  resolves. The 'If [a player] [does, doesn't, or can't]' clause checks whether the player chose to pay
  an optional cost or started to pay a mandatory cost, regardless of what events actually occurred."

  @cr-118.12 @cr-614.1 @cr-708.8 @cr-702.37e @src-cr-118.12 @src-cr-118.12-ex2
  Scenario: Under Gather Specimens, Dermoplasm's morph creature enters under the opponent's control, and Dermoplasm still returns to its owner's hand
    CR 118.12 example 2: bob has cast Gather Specimens ("If a creature would enter the battlefield under
    an opponent's control this turn, it enters under your control instead."). Alice controls a
    face-down Dermoplasm ("When this creature is turned face up, you may put a creature card with a
    morph ability from your hand onto the battlefield face up. If you do, return this creature to its
    owner's hand."). She turns it face up and chooses to put Branchsnap Lorian (a creature card with
    morph) from her hand onto the battlefield; due to Gather Specimens it enters under bob's control.
    Since she chose to pay the cost, Dermoplasm is still returned to her hand.
    Given it is alice's precombat main phase
    And alice controls Dermoplasm as "dermoplasm"
    And "dermoplasm" is face down
    And alice has Branchsnap Lorian in hand as "lorian"
    And bob has Gather Specimens in hand as "specimens"
    When bob casts "specimens"
    And the top of the stack resolves
    And alice turns "dermoplasm" face up
    Then "dermoplasm" triggered once
    When the top of the stack resolves
    And alice chooses "lorian" from her hand as the ability of "dermoplasm" resolves
    Then "lorian" is on the battlefield
    And "lorian" is controlled by bob
    And "lorian" is face up
    And "dermoplasm" is in its owner's hand

  @cr-118.12 @cr-708.8 @src-cr-118.12 @src-cr-118.12-ex2
  Scenario: Dermoplasm's controller declines to put a creature card onto the battlefield: Dermoplasm stays
    The neighbouring case of CR 118.12 example 2: choosing no card, the player doesn't do it, so "if you
    do" is false and Dermoplasm stays on the battlefield; without Gather Specimens nothing changes who
    controls what.
    Given it is alice's precombat main phase
    And alice controls Dermoplasm as "dermoplasm"
    And "dermoplasm" is face down
    And alice has Branchsnap Lorian in hand as "lorian"
    When alice turns "dermoplasm" face up
    And the top of the stack resolves
    And alice chooses no card from her hand as the ability of "dermoplasm" resolves
    Then "dermoplasm" is on the battlefield
    And "dermoplasm" is face up
    And "lorian" is in its owner's hand
