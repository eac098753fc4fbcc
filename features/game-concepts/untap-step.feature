@turns
Feature: The untap step: permanents an effect keeps tapped, and the choice not to untap (CR 502.3, 611.2b)
  In their untap step the active player determines which of their permanents will untap, then
  untaps them all at once; an effect can keep a permanent from untapping, and "You may choose not to
  untap this creature during your untap step" lets its controller keep it tapped (502.3). An effect
  lasting "for as long as this creature remains tapped" ends once that creature untaps and doesn't
  start again when it is tapped later (611.2b). Sand Squid: "You may choose not to untap this creature
  during your untap step. {T}: Tap target creature. That creature doesn't untap during its
  controller's untap step for as long as this creature remains tapped." — the wording of Thalakos
  Dreamsower's effect (1998's example of 707.11: features/copy-permanents/names-and-face-down.feature).

  @cr-502.3 @cr-611.2b @src-cr-502.3 @src-cr-611.2b
  Scenario: A creature tapped by Sand Squid stays tapped while the Squid's controller keeps it tapped, and untaps after
    Given it is bob's precombat main phase
    And alice controls Sand Squid as "squid"
    And bob controls Grizzly Bears as "bears"
    And alice has Forest in library as "alice-1"
    And alice has Forest in library as "alice-2"
    And bob has Forest in library as "bob-1"
    When alice activates the ability of "squid" targeting "bears"
    And the top of the stack resolves
    Then "bears" is tapped
    And "squid" is tapped
    When the game proceeds to the next turn's upkeep step
    And alice chooses not to untap "squid"
    Then "squid" is tapped
    When the game proceeds to the next turn's upkeep step
    Then "bears" is tapped
    When the game proceeds to the next turn's upkeep step
    And alice chooses to untap "squid"
    Then "squid" is untapped
    When the game proceeds to the next turn's upkeep step
    Then "bears" is untapped

  @cr-611.2b @cr-502.3 @src-cr-611.2b
  Scenario: Once Sand Squid has untapped, tapping it again doesn't keep the creature it tapped from untapping
    The effect ended when the Squid untapped; tapping the Squid again for its ability, now targeting
    another creature, doesn't start it again (611.2b).
    Given it is bob's precombat main phase
    And alice controls Sand Squid as "squid"
    And bob controls Grizzly Bears as "bears"
    And bob controls Runeclaw Bear as "runeclaw"
    And alice has Forest in library as "alice-1"
    And bob has Forest in library as "bob-1"
    When alice activates the ability of "squid" targeting "bears"
    And the top of the stack resolves
    And the game proceeds to the next turn's upkeep step
    And alice chooses to untap "squid"
    Then "squid" is untapped
    And "bears" is tapped
    When alice activates the ability of "squid" targeting "runeclaw"
    And the top of the stack resolves
    And the game proceeds to the next turn's upkeep step
    Then "bears" is untapped
    And "runeclaw" is tapped

  @cr-611.2b @src-cr-611.2b
  Scenario: Sand Squid's effect does nothing when the Squid is untapped as its ability resolves
    611.2b: if the "for as long as" duration never starts, the effect does nothing. In response to
    the Squid's ability, alice's Emerald Charm ("Untap target permanent.") untaps the Squid: the
    Grizzly Bears is still tapped, but untaps in bob's next untap step, even though the Squid is
    tapped again by then (for its ability, tapping Runeclaw Bear, which stays tapped).
    Given it is bob's precombat main phase
    And alice controls Sand Squid as "squid"
    And bob controls Grizzly Bears as "bears"
    And bob controls Runeclaw Bear as "runeclaw"
    And alice has Emerald Charm in hand as "charm"
    And alice has Forest in library as "alice-1"
    And bob has Forest in library as "bob-1"
    When alice activates the ability of "squid" targeting "bears"
    And alice casts "charm" targeting "squid"
    And alice chooses the first mode
    And the top of the stack resolves
    Then "squid" is untapped
    When the top of the stack resolves
    Then "bears" is tapped
    And "squid" is untapped
    When alice activates the ability of "squid" targeting "runeclaw"
    And the top of the stack resolves
    And the game proceeds to the next turn's upkeep step
    And alice chooses not to untap "squid"
    And the game proceeds to the next turn's upkeep step
    Then "bears" is untapped
    And "runeclaw" is tapped
    And "squid" is tapped
