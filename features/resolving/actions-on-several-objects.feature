@resolving
Feature: Actions a resolving spell takes on several players or objects (CR 608.2f)
  608.2f: "Some spells and abilities include actions taken on multiple players and/or objects. In most
  cases, each such action is processed simultaneously. If the action can't be processed simultaneously,
  it's instead processed considering each affected player or object individually. ..."

  @cr-608.2f @cr-601.2c @cr-115.1 @cr-108.4 @src-cr-608.2f @src-cr-608.2f-ex1
  Scenario: Blatant Thievery gains control of the permanent chosen as target for each opponent
    Blatant Thievery: "For each opponent, gain control of target permanent that player controls." The
    example has its controller gain control of all the permanents chosen as targets simultaneously. The
    corpus's games have two players, so alice has one opponent and the spell one target, a permanent
    bob controls (601.2c): her own Grizzly Bears can't be chosen; bob's Runeclaw Bear can, and alice
    gains control of it as the spell resolves (with more opponents there would be one target each, all
    changing control at once: a multiplayer case, CR chapter 8).
    Given alice controls Grizzly Bears as "mine"
    And bob controls Runeclaw Bear as "runeclaw"
    And alice has Blatant Thievery in hand as "thievery"
    When alice casts "thievery" targeting "mine"
    Then the action is refused
    When alice casts "thievery" targeting "runeclaw"
    And the top of the stack resolves
    Then "runeclaw" is controlled by alice
    And "runeclaw" is owned by bob
    And "mine" is controlled by alice
    And "thievery" is in its owner's graveyard
