@keywords
Feature: Protection from qualities beyond a color, and Auras it doesn't remove (CR 702.16)

  @cr-702.16n @cr-702.16c @cr-704.5m @src-cr-702.16n @src-004-protection-auras
  Scenario: Benevolent Blessing keeps its controller's Aura already attached, and an opponent's Aura of the chosen color falls off
    Benevolent Blessing: "Enchanted creature has protection from the chosen color. This effect
    doesn't remove Auras and Equipment you control that are already attached to it." Holy
    Strength (alice's, white) stays; Pacifism (bob's, white) is put into its owner's graveyard.
    Given alice controls Grizzly Bears as "bears"
    And alice controls Holy Strength as "holy"
    And "holy" is attached to "bears"
    And bob controls Pacifism as "pacifism"
    And "pacifism" is attached to "bears"
    And alice has Benevolent Blessing in hand as "blessing"
    When alice casts "blessing" targeting "bears"
    And the top of the stack resolves
    And "blessing" chooses white for "color"
    Then "blessing" is attached to "bears"
    And "holy" is attached to "bears"
    And "pacifism" is in the graveyard
    And "bears" is 3/4

  @cr-702.16n @cr-702.16c @cr-704.5m @src-cr-702.16n @src-004-protection-auras
  Scenario: White Ward doesn't remove itself, and another white Aura falls off
    White Ward: "Enchanted creature has protection from white. This effect doesn't remove this
    Aura." Holy Strength, also white and also alice's, is put into its owner's graveyard.
    Given alice controls Grizzly Bears as "bears"
    And alice controls Holy Strength as "holy"
    And "holy" is attached to "bears"
    And alice has White Ward in hand as "ward"
    When alice casts "ward" targeting "bears"
    And the top of the stack resolves
    Then "ward" is attached to "bears"
    And "holy" is in the graveyard
    And "bears" is 2/2

  @cr-702.16a @cr-702.16b @cr-105.4 @src-cr-702.16a @src-cr-702.16b
  Scenario: A creature with protection from multicolored can't be the target of a multicolored source's ability, but can be of a monocolored spell
    Enemy of the Guildpact: "Protection from multicolored". Olivia Voldaren is black and red.
    Given alice controls Olivia Voldaren as "olivia"
    And bob controls Enemy of the Guildpact as "enemy"
    And bob controls Grizzly Bears as "bears"
    And alice has Lightning Bolt in hand as "bolt"
    When alice activates the ability of "olivia" targeting "enemy"
    Then the action is refused
    When alice activates the ability of "olivia" targeting "bears"
    And the top of the stack resolves
    Then "bears" has 1 damage marked on it
    When alice casts "bolt" targeting "enemy"
    And the top of the stack resolves
    Then "enemy" is in the graveyard

  @cr-702.16a @cr-702.16b @cr-105.4 @src-cr-702.16a @src-cr-702.16b
  Scenario: A creature with protection from monocolored can't be the target of a monocolored spell, but can be of a multicolored source's ability
    Guardian of the Guildpact: "Protection from monocolored".
    Given alice controls Olivia Voldaren as "olivia"
    And bob controls Guardian of the Guildpact as "guardian"
    And alice has Lightning Bolt in hand as "bolt"
    When alice casts "bolt" targeting "guardian"
    Then the action is refused
    When alice activates the ability of "olivia" targeting "guardian"
    And the top of the stack resolves
    Then "guardian" has 1 damage marked on it
    And "guardian" has the creature types Spirit and Vampire

  @cr-702.16a @cr-702.16f @cr-205.4a @src-cr-702.16a @src-cr-702.16f
  Scenario: A creature with protection from snow can't be blocked by a snow creature
    Ronom Hulk: "Protection from snow". Moritte of the Frost enters as a copy of Grizzly Bears,
    "except it's legendary and snow in addition to its other types".
    Given it is bob's precombat main phase
    And bob controls Ronom Hulk as "hulk"
    And alice controls Grizzly Bears as "bears"
    And alice has Moritte of the Frost in hand as "moritte"
    When "moritte" is put onto the battlefield under alice's control
    And "moritte" chooses to copy "bears"
    Then "moritte" has the supertypes legendary and snow
    When bob attacks alice with "hulk"
    And alice blocks "hulk" with "moritte"
    Then the action is refused
    When alice blocks "hulk" with "bears"
    And combat damage is dealt
    Then "bears" is in the graveyard
    And "hulk" has 2 damage marked on it

  @cr-702.16a @cr-702.16e @src-004-protection-card-type @src-cr-702.16e
  Scenario: Combat damage from an artifact creature to a creature with protection from artifacts is prevented
    Given it is bob's precombat main phase
    And bob controls Juggernaut as "juggernaut"
    And alice controls Tel-Jilad Chosen as "chosen"
    When bob attacks alice with "juggernaut"
    And alice blocks "juggernaut" with "chosen"
    And combat damage is dealt
    Then "chosen" is on the battlefield
    And "chosen" has no damage marked on it
    And "juggernaut" has 2 damage marked on it
    And alice has 20 life

  @cr-702.16k @cr-702.16e @cr-702.16c @cr-113.7a @src-cr-702.16k @src-004-protection-from-player
  Scenario: Damage from a source that left the battlefield to a player with protection from its controller is prevented
    Bob's Curse of the Pierced Heart enchants alice; its upkeep trigger is on the stack when Absolute
    Virtue ("You have protection from each of your opponents.") is put onto the battlefield under
    alice's control. The Curse can no longer enchant alice and is put into its owner's graveyard;
    the trigger still resolves, its source is the Curse as it last existed (controlled by bob, 113.7a),
    and the damage is prevented.
    Given it is alice's untap step
    And bob controls Curse of the Pierced Heart as "curse"
    And "curse" is attached to alice
    And alice has Absolute Virtue in hand as "virtue"
    When the phase ends
    Then the stack holds one object
    When "virtue" is put onto the battlefield under alice's control
    Then "curse" is in the graveyard
    When the stack resolves
    Then alice has 20 life

  @cr-702.16a @cr-702.16f @cr-105.2c @src-cr-702.16a @src-cr-702.16f
  Scenario: A creature given protection from colorless by Giver of Runes can't be blocked by a colorless creature
    Giver of Runes: "{T}: Another target creature you control gains protection from colorless or
    from the color of your choice until end of turn." Colorless is chosen; Darksteel Myr is a
    colorless artifact creature.
    Given alice controls Giver of Runes as "giver"
    And alice controls Grizzly Bears as "bears"
    And bob controls Darksteel Myr as "myr"
    And bob controls Runeclaw Bear as "runeclaw"
    When alice activates the ability of "giver" targeting "giver"
    Then the action is refused
    When alice activates the ability of "giver" targeting "bears"
    And the top of the stack resolves
    And "giver" chooses colorless for "color"
    Then "bears" has the ability "Protection from colorless"
    When alice attacks bob with "bears"
    And bob blocks "bears" with "myr"
    Then the action is refused
    When bob blocks "bears" with "runeclaw"
    And combat damage is dealt
    Then "runeclaw" is in the graveyard
    And "bears" is in the graveyard
