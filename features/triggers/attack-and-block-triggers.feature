@triggers @combat
Feature: Attack and block triggers look at the creatures as they are declared (CR 508.2a, 509.3f)
  508.2a: "Abilities that trigger on a creature attacking trigger only at the point the creature is
  declared as an attacker. They will not trigger if a creature attacks and then that creature's
  characteristics change to match the ability's trigger condition." 509.3f: "... If an ability
  triggers when a creature becomes blocked by a creature with certain characteristics, it will
  trigger only if the latter creature has those characteristics at the point it becomes a blocking
  creature. None of those abilities will trigger if the relevant creature's characteristics change
  to match the ability's trigger condition later on."

  @cr-508.2a @cr-508.3a @cr-611.2c @src-cr-508.2a @src-cr-508.2a-ex1
  Scenario: A creature that gains flying after it attacks doesn't trigger "Whenever a creature with flying attacks"
    The example's ability ("Whenever a green creature attacks, destroy that creature at end of
    combat"; a blue creature attacks and is later turned green) is written on no card; Gravity
    Well's "Whenever a creature with flying attacks, it loses flying until end of turn." is the same
    kind of trigger condition, on a quality a creature can gain after attacking. Grizzly Bears
    (without flying) attacks, then alice casts Jump ("Target creature gains flying until end of
    turn.") on it: it didn't have flying when it was declared as an attacker, so Gravity Well never
    triggers, and the Bears keep flying.
    Given bob controls Gravity Well as "well"
    And alice controls Grizzly Bears as "bears"
    And alice has Jump in hand as "jump"
    When alice attacks bob with "bears"
    Then "well" did not trigger
    When alice casts "jump" targeting "bears"
    And the top of the stack resolves
    Then "bears" has the ability "Flying"
    And "well" did not trigger
    And the stack is empty
    When bob declares no blockers
    And combat damage is dealt
    Then "bears" has the ability "Flying"
    And bob has 18 life

  @cr-508.2a @cr-508.3a @src-cr-508.2a
  Scenario: A creature with flying as it attacks triggers "Whenever a creature with flying attacks"
    Wind Drake ("Flying") has flying when it is declared as an attacker: Gravity Well triggers,
    and the Drake loses flying until end of turn.
    Given bob controls Gravity Well as "well"
    And alice controls Wind Drake as "drake"
    When alice attacks bob with "drake"
    Then "well" triggered once
    When the top of the stack resolves
    Then "drake" does not have the ability "Flying"

  @cr-509.3f @cr-509.3d @cr-105.3 @src-cr-509.3f @src-cr-509.3f-ex1
  Scenario: A black creature that blocks and is later turned white doesn't trigger "becomes blocked by a white creature"
    The example's creature ("Whenever this creature becomes blocked by a white creature, destroy that
    creature at end of combat") is closest to Phyrexian Slayer ("Flying / Whenever this creature
    becomes blocked by a white creature, destroy that creature. It can't be regenerated."), which
    destroys the blocker at once rather than at end of combat: what the example shows is whether it
    triggers. Vampire Nighthawk (black, flying) blocks it; then bob casts Purelace ("Target spell or
    permanent becomes white. (Mana symbols on that permanent remain unchanged.)") on the Nighthawk. It wasn't white when it became a blocking creature,
    so the ability doesn't trigger, and the Nighthawk stays on the battlefield, white.
    Given alice controls Phyrexian Slayer as "slayer"
    And bob controls Vampire Nighthawk as "nighthawk"
    And bob has Purelace in hand as "purelace"
    When alice attacks bob with "slayer"
    And bob blocks "slayer" with "nighthawk"
    Then "slayer" did not trigger
    When bob casts "purelace" targeting "nighthawk"
    And the top of the stack resolves
    Then "nighthawk" is white
    And "slayer" did not trigger
    And the stack is empty
    And "nighthawk" is on the battlefield

  @cr-509.3f @cr-509.3d @src-cr-509.3f
  Scenario: A white creature blocking triggers "becomes blocked by a white creature"
    Serra Angel (white, flying, 4/4) is white as it becomes a blocking creature: Phyrexian Slayer's
    ability triggers and destroys it before combat damage (the Slayer's 2 damage alone wouldn't).
    Given alice controls Phyrexian Slayer as "slayer"
    And bob controls Serra Angel as "angel"
    When alice attacks bob with "slayer"
    And bob blocks "slayer" with "angel"
    Then "slayer" triggered once
    When the top of the stack resolves
    Then "angel" is in the graveyard
