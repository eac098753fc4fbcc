@triggers
Feature: An ability triggers once for each occurrence in one event (CR 603.2c)
  603.2c: "An ability triggers only once each time its trigger event occurs. However, it can trigger
  repeatedly if one event contains multiple occurrences."

  @cr-603.2c @cr-701.8a @cr-603.10a @src-cr-603.2c @src-cr-603.2c-ex1
  Scenario: Armageddon destroys three lands and "Whenever a land is put into a graveyard from the battlefield" triggers three times
    The example's permanent is Akki Raider ("Whenever a land is put into a graveyard from the
    battlefield, this creature gets +1/+0 until end of turn."), the spell that destroys all lands
    Armageddon ("Destroy all lands."). Three lands go to the graveyard during its resolution: the
    ability triggers once for each, and Akki Raider (2/1) becomes 5/1.
    Given alice controls Akki Raider as "raider"
    And alice controls Forest as "forest"
    And alice controls Mountain as "mountain"
    And bob controls Plains as "plains"
    And alice has Armageddon in hand as "armageddon"
    When alice casts "armageddon"
    And the top of the stack resolves
    Then "forest" is in its owner's graveyard
    And "mountain" is in its owner's graveyard
    And "plains" is in its owner's graveyard
    And "raider" triggered 3 times
    And the stack holds three objects
    When the stack resolves
    Then "raider" is 5/1
