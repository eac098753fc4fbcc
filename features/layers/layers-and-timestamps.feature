@layers
Feature: One continuous effect overriding another: timestamps within a layer, layers across them (CR 613.9)
  613.9: "One continuous effect can override another. Sometimes the results of one effect determine
  whether another effect applies or what another effect does." Within a layer, independent effects
  apply in timestamp order (613.7), so the later of an ability-adding and an ability-removing effect
  wins (layer 6, 613.1f). Across layers, the layer order decides (613.1): a color-changing effect
  (layer 5) is applied before an effect that modifies power and toughness (layer 7c) looks at the
  creature's color, whatever their timestamps.

  @cr-613.9 @cr-613.7 @cr-613.7e @cr-613.1f @src-cr-613.9 @src-cr-613.9-ex1
  Scenario: An Aura that makes the creature lose flying, attached after an Aura that gives it flying, wins
    The example's two Auras are Flight ("Enchanted creature has flying.") and Grounded ("Enchanted
    creature loses flying."). Neither effect depends on the other; Grounded became attached later, so
    its effect has the later timestamp (613.7e) and applies last.
    Given alice controls Grizzly Bears as "bears"
    And alice controls Flight as "flight"
    And "flight" is attached to "bears"
    And alice has Grounded in hand as "grounded"
    When alice casts "grounded" targeting "bears"
    And the top of the stack resolves
    Then "grounded" is attached to "bears"
    And "flight" is attached to "bears"
    And "bears" does not have the ability "Flying"

  @cr-613.9 @cr-613.7 @cr-613.7e @cr-613.1f @src-cr-613.9 @src-cr-613.9-ex1
  Scenario: An Aura that gives flying, attached after an Aura that makes the creature lose flying, wins
    The same two Auras in the other order: Flight became attached later, so the creature has flying.
    Given alice controls Grizzly Bears as "bears"
    And alice controls Grounded as "grounded"
    And "grounded" is attached to "bears"
    And alice has Flight in hand as "flight"
    When alice casts "flight" targeting "bears"
    And the top of the stack resolves
    Then "flight" is attached to "bears"
    And "grounded" is attached to "bears"
    And "bears" has the ability "Flying"

  @cr-613.9 @cr-613.7 @cr-613.7b @cr-613.1f @cr-611.2a @src-cr-613.9 @src-cr-613.9-ex1
  Scenario: A creature with an Aura that gives it flying loses flying until end of turn to a later spell
    The example's effect with a duration, "Target creature loses flying until end of turn", is Emerald
    Charm's third mode. It is generated as the spell resolves (613.7b), after Flight's effect began,
    so it applies last and the creature doesn't have flying.
    Given alice controls Grizzly Bears as "bears"
    And alice controls Flight as "flight"
    And "flight" is attached to "bears"
    And alice has Emerald Charm in hand as "charm"
    When alice casts "charm" targeting "bears"
    And alice chooses the third mode
    And the top of the stack resolves
    Then "flight" is attached to "bears"
    And "bears" does not have the ability "Flying"

  @cr-613.9 @cr-613.7 @cr-613.7e @cr-613.1f @cr-611.2a @src-cr-613.9 @src-cr-613.9-ex1
  Scenario: An Aura that gives flying, attached after a creature lost flying until end of turn, wins
    Emerald Charm's third mode resolves first; Flight becomes attached afterwards, so its effect has
    the later timestamp and the creature has flying although the loss of flying still lasts.
    Given alice controls Grizzly Bears as "bears"
    And alice has Emerald Charm in hand as "charm"
    And alice has Flight in hand as "flight"
    When alice casts "charm" targeting "bears"
    And alice chooses the third mode
    And the top of the stack resolves
    And alice casts "flight" targeting "bears"
    And the top of the stack resolves
    Then "flight" is attached to "bears"
    And "bears" has the ability "Flying"

  @cr-613.9 @cr-613.7 @cr-613.7a @cr-613.1f @src-cr-613.9 @src-cr-613.9-ex1
  Scenario: A creature with an Aura that gives it flying loses flying to a later "All creatures lose flying"
    The example's non-Aura source, "All creatures lose flying", is Gravity Sphere. Its static ability's
    effect has Gravity Sphere's timestamp (613.7a), later than Flight's, so it applies last.
    Given alice controls Grizzly Bears as "bears"
    And alice controls Flight as "flight"
    And "flight" is attached to "bears"
    And alice has Gravity Sphere in hand as "sphere"
    When alice casts "sphere"
    And the top of the stack resolves
    Then "sphere" is on the battlefield
    And "bears" does not have the ability "Flying"

  @cr-613.9 @cr-613.7 @cr-613.7a @cr-613.7e @cr-613.1f @src-cr-613.9 @src-cr-613.9-ex1
  Scenario: An Aura that gives flying, attached after "All creatures lose flying" began, wins
    Gravity Sphere is on the battlefield first; Flight becomes attached later, so its effect has the
    later timestamp and the enchanted creature has flying. Every other creature still loses flying.
    Given bob controls Gravity Sphere as "sphere"
    And alice controls Grizzly Bears as "bears"
    And alice controls Wind Drake as "drake"
    And alice has Flight in hand as "flight"
    When alice casts "flight" targeting "bears"
    And the top of the stack resolves
    Then "bears" has the ability "Flying"
    And "drake" does not have the ability "Flying"

  @cr-613.9 @cr-613.1e @cr-613.4c @cr-105.3 @src-cr-613.9 @src-cr-613.9-ex2
  Scenario: A green creature made white after "White creatures get +1/+1" began gets +1/+1
    The example's "White creatures get +1/+1" is Crusade. Its "Enchanted creature is white" stands here
    as Purelace ("Target spell or permanent becomes white."): both are color-changing effects (layer 5)
    on one creature. Crusade's effect has the earlier timestamp, but it modifies power and toughness
    (layer 7c), so it looks at the creature's color after the color change: Grizzly Bears, green
    before, is white and gets +1/+1.
    Given alice controls Crusade as "crusade"
    And alice controls Grizzly Bears as "bears"
    And alice has Purelace in hand as "purelace"
    When alice casts "purelace" targeting "bears"
    And the top of the stack resolves
    Then "bears" is white
    And "bears" is 3/3

  @cr-613.9 @cr-613.1e @cr-613.4c @cr-105.3 @src-cr-613.9 @src-cr-613.9-ex2
  Scenario: A creature made white before "White creatures get +1/+1" began gets +1/+1 too
    Purelace (standing for the example's "Enchanted creature is white") resolves first; Crusade enters
    afterwards. The layers, not the timestamps, order the two effects: the result is the same.
    Given alice controls Grizzly Bears as "bears"
    And alice has Purelace in hand as "purelace"
    And alice has Crusade in hand as "crusade"
    When alice casts "purelace" targeting "bears"
    And the top of the stack resolves
    And alice casts "crusade"
    And the top of the stack resolves
    Then "bears" is white
    And "bears" is 3/3

  @cr-613.9 @cr-613.1e @cr-613.4c @cr-105.3 @cr-400.7a @src-cr-613.9
  Scenario: A creature spell made white becomes a white creature, and "White creatures get +1/+1" applies to it
    Purelace can target a spell (115.1a). The effect that made the Grizzly Bears spell white continues
    to apply to the permanent that spell becomes (400.7a), so Crusade's effect applies to it.
    Given alice controls Crusade as "crusade"
    And alice has Grizzly Bears in hand as "bears"
    And alice has Purelace in hand as "purelace"
    When alice casts "bears"
    And alice casts "purelace" targeting "bears"
    And the top of the stack resolves
    Then "bears" is white
    When the top of the stack resolves
    Then "bears" is on the battlefield
    And "bears" is white
    And "bears" is 3/3
