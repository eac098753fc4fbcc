@copy-permanents
Feature: A token that's a copy of a nonexistent object is not created (CR 111.12)
  111.12: "If an effect instructs a player to create a token that is a copy of a nonexistent object, no
  token is created (see rule 707, "Copying Objects"). This does not apply to an effect that would use the
  last known information of an object." Mimic Vat: "Imprint — Whenever a nontoken creature dies, you may
  exile that card. If you do, return each other card exiled with this artifact to its owner's graveyard."
  and "{3}, {T}: Create a token that's a copy of a card exiled with this artifact. It gains haste. Exile it
  at the beginning of the next end step." (607.2a: the second ability refers to the cards the first exiled.)

  @cr-111.12 @cr-607.2a @src-cr-111.12 @src-cr-111.12-ex1
  Scenario: Mimic Vat with no card exiled with it creates no token
    No card has been exiled with Mimic Vat's triggered ability, so its activated ability creates nothing.
    (With a card exiled with it — Grizzly Bears, after it died — the same ability creates a token copy of
    that card with haste.)
    Given it is alice's precombat main phase
    And alice controls Mimic Vat as "vat"
    When alice activates the ability of "vat"
    And the top of the stack resolves
    Then the action created nothing
    And alice controls no creature tokens
    And "vat" is tapped
