@game-concepts
Feature: Setting a characteristic or stating a quality is not granting an ability (CR 113.12)
  113.12: "When an object 'gains' or 'has' an ability, that ability can be removed by another effect.
  If an effect defines a characteristic of the object ('[permanent] is [characteristic value]'),
  it's not granting an ability. ... if an effect states a quality of that object ('[creature] can't
  be blocked,' for example), it's neither granting an ability nor setting a characteristic."

  @cr-113.12 @cr-613.4c @src-cr-113.12 @src-cr-113.12-ex1
  Scenario: Under Muraganda Petroglyphs, a Runeclaw Bear enchanted by an Aura that gives it flying doesn't get +2/+2
    Muraganda Petroglyphs: "Creatures with no abilities get +2/+2." The example's Aura that says
    "Enchanted creature has flying" is Flight ("Enchant creature / Enchanted creature has flying.").
    Given alice controls Muraganda Petroglyphs as "petroglyphs"
    And alice controls Runeclaw Bear as "bear"
    And alice controls Grizzly Bears as "grizzly"
    And alice controls Flight as "flight"
    And "flight" is attached to "bear"
    Then "bear" has the ability "Flying"
    And "bear" is 2/2
    And "grizzly" is 4/4

  @cr-113.12 @cr-613.4c @cr-509.1b @src-cr-113.12 @src-cr-113.12-ex1
  Scenario: A Runeclaw Bear enchanted by an Aura that says "Enchanted creature can't be blocked" still gets +2/+2
    The example's Aura is Cloak of Mists ("Enchant creature / Enchanted creature can't be blocked.").
    It states a quality: the Bear has no ability, gets +2/+2, and can't be blocked.
    Given alice controls Muraganda Petroglyphs as "petroglyphs"
    And alice controls Runeclaw Bear as "bear"
    And alice controls Cloak of Mists as "cloak"
    And "cloak" is attached to "bear"
    And bob controls Walking Corpse as "corpse"
    Then "bear" has no abilities
    And "bear" is 4/4
    When alice attacks bob with "bear"
    And bob blocks "bear" with "corpse"
    Then the action is refused

  @cr-113.12 @cr-105.3 @cr-613.4c @src-cr-113.12 @src-cr-113.12-ex1
  Scenario: A Runeclaw Bear whose color is set to red still gets +2/+2
    No real Aura says exactly "Enchanted creature is red"; the effect that sets the Bear's color here is
    Chaoslace ("Target spell or permanent becomes red."), a characteristic-defining effect of a
    resolved spell rather than an Aura's. It grants no ability, so the Bear still gets +2/+2.
    Given alice controls Muraganda Petroglyphs as "petroglyphs"
    And alice controls Runeclaw Bear as "bear"
    And alice has Chaoslace in hand as "chaoslace"
    When alice casts "chaoslace" targeting "bear"
    And the top of the stack resolves
    Then "bear" is red
    And "bear" has no abilities
    And "bear" is 4/4
