@keywords @protection
Feature: Protection (CR 702.16)
  Protection from a quality: damage from sources with it is prevented, Auras and Equipment with
  it can't be attached, creatures with it can't block, and spells with it and abilities from
  sources with it can't target ("DEBT").

  @cr-702.16b @src-004-protection-targeting @src-cr-702.16b
  Scenario: A creature with protection from black can't be the target of a black spell
    Given alice controls White Knight as "knight"
    And bob has Murder in hand as "murder"
    When bob casts "murder" targeting "knight"
    Then the action is refused

  @cr-702.16b @src-004-protection-targeting @src-cr-702.16b
  Scenario: A creature with protection from white can't be the target of an ability from a white source
    Given alice controls Black Knight as "knight"
    And alice controls Mother of Runes as "mother"
    When alice activates the ability of "mother" targeting "knight"
    Then the action is refused

  @cr-702.16c @cr-704.5m @src-004-protection-auras @src-cr-702.16c
  Scenario: A black Aura on a creature that gains protection from black is put into its owner's graveyard
    Given alice controls Grizzly Bears as "bears"
    And alice controls Unholy Strength as "strength"
    And "strength" is attached to "bears"
    And alice controls Mother of Runes as "mother"
    When alice activates the ability of "mother" targeting "bears"
    And the top of the stack resolves
    And "mother" chooses black for "color"
    Then "strength" is in the graveyard
    And "bears" is 2/2

  @cr-702.16c @cr-303.4a @src-004-protection-auras @src-cr-702.16c
  Scenario: A black Aura can't target a creature with protection from black
    Given alice controls White Knight as "knight"
    And alice has Unholy Strength in hand as "strength"
    When alice casts "strength" targeting "knight"
    Then the action is refused

  @cr-702.16d @cr-704.5n @src-004-protection-equipment @src-cr-702.16d
  Scenario: A white Equipment on a creature that gains protection from white becomes unattached and stays on the battlefield
    Given alice controls Grizzly Bears as "bears"
    And alice controls Ancestral Blade as "blade"
    And "blade" is attached to "bears"
    And alice controls Mother of Runes as "mother"
    Then "bears" is 3/3
    When alice activates the ability of "mother" targeting "bears"
    And the top of the stack resolves
    And "mother" chooses white for "color"
    Then "blade" is not attached to anything
    And "blade" is on the battlefield
    And "bears" is 2/2

  @cr-702.16d @cr-702.16b @src-004-protection-equipment @src-cr-702.16d
  Scenario: A white Equipment can't be attached to a creature with protection from white by its equip ability
    Given alice controls Black Knight as "knight"
    And alice controls Ancestral Blade as "blade"
    When alice activates the ability of "blade" targeting "knight"
    Then the action is refused

  @cr-702.16e @src-004-protection-damage @src-cr-702.16e
  Scenario: Combat damage from a black creature to a creature with protection from black is prevented
    White Knight blocks Bog Wraith wearing Basilisk Collar: its 2 first-strike damage doesn't
    kill the 3/3 Wraith, and the Wraith's damage to the Knight is prevented, so neither
    deathtouch nor lifelink does anything.
    Given bob controls Bog Wraith as "wraith"
    And bob controls Basilisk Collar as "collar"
    And "collar" is attached to "wraith"
    And alice controls White Knight as "knight"
    And it is bob's precombat main phase
    When bob attacks alice with "wraith"
    And alice blocks "wraith" with "knight"
    And combat damage is dealt
    Then "wraith" has 2 damage marked on it
    When combat damage is dealt
    Then "knight" is on the battlefield
    And "knight" has no damage marked on it
    And bob has 20 life

  @cr-702.16e @src-cr-702.16e
  Scenario: Damage from a red spell to a creature with protection from each color is prevented... by targeting first
    Protection from each color also stops the targeting (702.16b), so the spell can't even be cast at it.
    Given alice controls Iridescent Angel as "angel"
    And bob has Shock in hand as "shock"
    When bob casts "shock" targeting "angel"
    Then the action is refused

  @cr-702.16f @src-004-protection-blocking @src-cr-702.16f
  Scenario: An attacking creature with protection from black can't be blocked by a black creature
    Given alice controls White Knight as "knight"
    And bob controls Typhoid Rats as "rats"
    When alice attacks bob with "knight"
    And bob blocks "knight" with "rats"
    Then the action is refused

  @cr-702.16f @src-cr-702.16f
  Scenario: A creature with protection from black can block a black creature
    Given bob controls Typhoid Rats as "rats"
    And alice controls White Knight as "knight"
    And it is bob's precombat main phase
    When bob attacks alice with "rats"
    And alice blocks "rats" with "knight"
    And combat damage is dealt
    Then "rats" is in the graveyard

  @cr-702.16g @src-004-protection-a-and-b @src-cr-702.16g
  Scenario Outline: Protection from black and from green stops blocks by a <color> creature but not by a red one
    Given alice controls Mirran Crusader as "crusader"
    And bob controls <blocker> as "blocker"
    When alice attacks bob with "crusader"
    And bob blocks "crusader" with "blocker"
    Then the action is <outcome>

    Examples:
      | color | blocker       | outcome  |
      | black | Typhoid Rats  | refused  |
      | green | Grizzly Bears | refused  |

  @cr-702.16g @src-004-protection-a-and-b @src-cr-702.16g
  Scenario: A creature with protection from black and from green can be blocked by a red creature
    Given alice controls Mirran Crusader as "crusader"
    And bob controls Raging Goblin as "goblin"
    When alice attacks bob with "crusader"
    And bob blocks "crusader" with "goblin"
    And combat damage is dealt
    Then "goblin" is in the graveyard

  @cr-702.16g @cr-613.1f @src-004-protection-a-and-b @src-cr-702.16g
  Scenario: A creature with protection from black and from green that loses protection from black keeps protection from green
    "Protection from black and from green" is two separate abilities (702.16g): after Cephalid Snitch's
    ability, a green spell still can't target Mirran Crusader, and a black one can.
    Given alice controls Mirran Crusader as "crusader"
    And bob controls Cephalid Snitch as "snitch"
    And bob has Giant Growth in hand as "growth"
    And bob has Murder in hand as "murder"
    When bob activates the ability of "snitch" targeting "crusader"
    And the top of the stack resolves
    Then "crusader" has exactly the abilities:
      | Double strike         |
      | Protection from green |
    When bob casts "growth" targeting "crusader"
    Then the action is refused
    When bob casts "murder" targeting "crusader"
    And the top of the stack resolves
    Then "crusader" is in the graveyard

  @cr-702.16h @src-004-protection-from-all @src-cr-702.16h
  Scenario: A creature with protection from each color can't be blocked by a blue creature
    Historical wording (2017 class): "protection from all colors"; today's Oracle and 702.16h say
    "protection from each color", the same rule.
    Given alice controls Iridescent Angel as "angel"
    And bob controls Wind Drake as "drake"
    When alice attacks bob with "angel"
    And bob blocks "angel" with "drake"
    Then the action is refused

  @cr-702.16h @src-004-protection-from-all @src-cr-702.16h
  Scenario: A creature with protection from each color can be blocked by a colorless artifact creature
    Given alice controls Iridescent Angel as "angel"
    And bob controls Ornithopter as "thopter"
    When alice attacks bob with "angel"
    And bob blocks "angel" with "thopter"
    And combat damage is dealt
    Then "thopter" is in the graveyard
    And bob has 20 life

  @cr-702.16h @cr-613.1f @src-004-protection-from-all @src-cr-702.16h
  Scenario: A creature with protection from each color that loses protection from black keeps protection from the other colors
    "Protection from each color" behaves as five separate protection abilities (702.16h): losing
    protection from black leaves protection from white, blue, red and green. (Moonlace first makes the
    blue Cephalid Snitch colorless, so its ability may target the Angel.)
    Given alice controls Iridescent Angel as "angel"
    And bob controls Cephalid Snitch as "snitch"
    And bob has Moonlace in hand as "moonlace"
    And bob has Shock in hand as "shock"
    And bob has Murder in hand as "murder"
    When bob casts "moonlace" targeting "snitch"
    And the top of the stack resolves
    Then "snitch" is colorless
    When bob activates the ability of "snitch" targeting "angel"
    And the top of the stack resolves
    Then "angel" has exactly the abilities:
      | Flying                |
      | Protection from white |
      | Protection from blue  |
      | Protection from red   |
      | Protection from green |
    When bob casts "shock" targeting "angel"
    Then the action is refused
    When bob casts "murder" targeting "angel"
    And the top of the stack resolves
    Then "angel" is in the graveyard

  @cr-702.16j @src-cr-702.16j
  Scenario: A creature with protection from everything can't be blocked even by a colorless creature
    Given alice controls Progenitus as "progenitus"
    And bob controls Darksteel Myr as "myr"
    When alice attacks bob with "progenitus"
    And bob blocks "progenitus" with "myr"
    Then the action is refused

  @cr-702.16j @src-cr-702.16j
  Scenario: A creature with protection from everything can't be the target of its own controller's spell
    Given alice controls Progenitus as "progenitus"
    And alice has Giant Growth in hand as "growth"
    When alice casts "growth" targeting "progenitus"
    Then the action is refused

  @cr-702.16j @cr-702.16e @src-cr-702.16j
  Scenario: Damage dealt to a creature with protection from everything by a colorless creature is prevented
    Given bob controls Darksteel Myr as "myr"
    And bob controls Bonesplitter as "bonesplitter"
    And "bonesplitter" is attached to "myr"
    And alice controls Progenitus as "progenitus"
    And it is bob's precombat main phase
    When bob attacks alice with "myr"
    And alice blocks "myr" with "progenitus"
    And combat damage is dealt
    Then "progenitus" has no damage marked on it
    And "myr" has 10 damage marked on it

  @cr-702.16k @src-004-protection-from-player @src-cr-702.16k
  Scenario: A creature with protection from a player can't be the target of that player's spells
    Given alice controls True-Name Nemesis as "nemesis"
    And "nemesis" chose bob for "player"
    And bob has Shock in hand as "shock"
    When bob casts "shock" targeting "nemesis"
    Then the action is refused

  @cr-702.16k @src-004-protection-from-player @src-cr-702.16k
  Scenario: A creature with protection from a player can't be blocked by that player's colorless creature
    Given alice controls True-Name Nemesis as "nemesis"
    And "nemesis" chose bob for "player"
    And bob controls Darksteel Myr as "myr"
    When alice attacks bob with "nemesis"
    And bob blocks "nemesis" with "myr"
    Then the action is refused
    When combat damage is dealt
    Then bob has 17 life

  @cr-702.16k @cr-702.16e @src-004-protection-from-player @src-cr-702.16k
  Scenario: Damage from the chosen player's creature to a creature with protection from that player is prevented
    Given bob controls Grizzly Bears as "bears"
    And alice controls True-Name Nemesis as "nemesis"
    And "nemesis" chose bob for "player"
    And it is bob's precombat main phase
    When bob attacks alice with "bears"
    And alice blocks "bears" with "nemesis"
    And combat damage is dealt
    Then "nemesis" is on the battlefield
    And "bears" is in the graveyard

  @cr-702.16k @src-cr-702.16k
  Scenario: A creature with protection from a player can be the target of its controller's spells
    Given alice controls True-Name Nemesis as "nemesis"
    And "nemesis" chose bob for "player"
    And alice has Giant Growth in hand as "growth"
    When alice casts "growth" targeting "nemesis"
    And the top of the stack resolves
    Then "nemesis" is 6/4

  @cr-702.16k @cr-303.4f @src-004-protection-from-player @src-cr-702.16k
  Scenario: A creature with protection from a player can't be enchanted by an Aura that player controls, even one that doesn't target it
    Bob's Copy Enchantment entering as a copy of Holy Strength is an Aura that doesn't target what it
    will enchant (303.4f); it still can't enchant a creature with protection from bob.
    Given it is bob's precombat main phase
    And bob controls Grizzly Bears as "bears"
    And bob controls Holy Strength as "strength"
    And "strength" is attached to "bears"
    And alice controls True-Name Nemesis as "nemesis"
    And "nemesis" chose bob for "player"
    And bob has Copy Enchantment in hand as "copy"
    When bob casts "copy"
    And the top of the stack resolves
    And "copy" chooses to copy "strength"
    And "copy" chooses to enchant "nemesis"
    Then the action is refused

  @cr-702.16k @cr-702.6a @src-004-protection-from-player @src-cr-702.16k
  Scenario: A creature with protection from its own controller can't be equipped by that player's Equipment
    True-Name Nemesis's controller may choose themselves; then their Equipment can't equip it.
    Given alice controls True-Name Nemesis as "nemesis"
    And "nemesis" chose alice for "player"
    And alice controls Bonesplitter as "bonesplitter"
    When alice activates the ability of "bonesplitter" targeting "nemesis"
    Then the action is refused
    And "bonesplitter" is not attached to anything
    And "nemesis" is 3/1

  @cr-702.16a @src-004-protection-card-type @src-cr-702.16a
  Scenario: A creature with protection from artifacts can't be blocked by an artifact creature
    Given alice controls Tel-Jilad Chosen as "chosen"
    And bob controls Darksteel Myr as "myr"
    When alice attacks bob with "chosen"
    And bob blocks "chosen" with "myr"
    Then the action is refused

  @cr-702.16a @cr-702.16b @src-004-protection-card-type @src-cr-702.16a
  Scenario: A creature with protection from artifacts can't be the target of an Equipment's equip ability
    Given alice controls Tel-Jilad Chosen as "chosen"
    And alice controls Bonesplitter as "bonesplitter"
    When alice activates the ability of "bonesplitter" targeting "chosen"
    Then the action is refused

  @cr-702.16a @src-cr-702.16a
  Scenario: A creature with protection from artifacts can be blocked by a creature that isn't an artifact
    Given alice controls Tel-Jilad Chosen as "chosen"
    And bob controls Grizzly Bears as "bears"
    When alice attacks bob with "chosen"
    And bob blocks "chosen" with "bears"
    And combat damage is dealt
    Then "chosen" is in the graveyard

  @cr-702.16a @cr-702.16b @src-004-protection-card-name @src-cr-702.16a
  Scenario: A player with protection from the chosen card name can't be the target of a spell with that name
    Runed Halo's protection quality is a card name because the ability says so ("the chosen card
    name"); Shock has that name.
    Given alice controls Runed Halo as "halo"
    And "halo" chose shock for "card_name"
    And bob has Shock in hand as "shock"
    When bob casts "shock" targeting alice
    Then the action is refused

  @cr-702.16a @cr-702.16b @src-004-protection-card-name @src-cr-702.16a
  Scenario: A player with protection from the card name Shock can be the target of a red spell with another name
    The quality is the name only: Lightning Bolt is red like Shock, but has another name.
    Given alice controls Runed Halo as "halo"
    And "halo" chose shock for "card_name"
    And bob has Lightning Bolt in hand as "bolt"
    When bob casts "bolt" targeting alice
    And the top of the stack resolves
    Then alice has 17 life

  @cr-702.16n @cr-704.5m @src-cr-702.16n
  Scenario: Protection from each color that "doesn't remove Auras" leaves a black Aura and itself attached
    Spectra Ward (white) gives the creature protection from each color, including black and
    white, but says the effect doesn't remove Auras: neither it nor Unholy Strength (black) is
    put into the graveyard.
    Given alice controls Grizzly Bears as "bears"
    And alice controls Unholy Strength as "strength"
    And "strength" is attached to "bears"
    And alice has Spectra Ward in hand as "ward"
    When alice casts "ward" targeting "bears"
    And the top of the stack resolves
    Then "ward" is attached to "bears"
    And "strength" is attached to "bears"
    And "bears" is 6/5
    And "bears" has the ability "Protection from each color"

  @cr-702.16p @cr-704.5m @src-cr-702.16p
  Scenario: Benevolent Blessing's protection doesn't remove its controller's Auras already attached, but removes an opponent's
    Bears are enchanted by alice's Unholy Strength and bob's Unholy Strength (both black); alice
    casts Benevolent Blessing on them choosing black. Her own Aura, already attached, stays; bob's
    is put into his graveyard.
    Given alice controls Grizzly Bears as "bears"
    And alice controls Unholy Strength as "hers"
    And "hers" is attached to "bears"
    And bob controls Unholy Strength as "his"
    And "his" is attached to "bears"
    And alice has Benevolent Blessing in hand as "blessing"
    When alice casts "blessing" targeting "bears"
    And the top of the stack resolves
    And "blessing" chooses black for "color"
    Then "blessing" is attached to "bears"
    And "hers" is attached to "bears"
    And "his" is in the graveyard
    And "bears" has the ability "Protection from black"

  @cr-702.16p @cr-702.16c @src-cr-702.16p
  Scenario: An Aura with the quality can't be attached after Benevolent Blessing's protection began
    Given alice controls Grizzly Bears as "bears"
    And alice controls Benevolent Blessing as "blessing"
    And "blessing" is attached to "bears"
    And "blessing" chose black for "color"
    And alice has Unholy Strength in hand as "strength"
    When alice casts "strength" targeting "bears"
    Then the action is refused

  @cr-702.16i @cr-702.16k @src-cr-702.16i
  Scenario: A player with protection from each of their opponents can't be the target of an opponent's spell
    Given alice controls Absolute Virtue as "virtue"
    And bob has Shock in hand as "shock"
    When bob casts "shock" targeting alice
    Then the action is refused

  @cr-702.16i @cr-702.16e @src-cr-702.16i
  Scenario: Combat damage an opponent's creature would deal to a player with protection from each of their opponents is prevented
    Given alice controls Absolute Virtue as "virtue"
    And bob controls Grizzly Bears as "bears"
    And it is bob's precombat main phase
    When bob attacks alice with "bears"
    And combat damage is dealt
    Then alice has 20 life

  @cr-702.16m @cr-702.16e @src-cr-702.16m
  Scenario: A creature with two instances of protection from green can't be blocked by green creatures and takes no damage from them, as with one
    Mirran Crusader has protection from green and gets another instance from Mother of Runes.
    Given alice controls Mirran Crusader as "crusader"
    And alice controls Mother of Runes as "mother"
    And bob controls Grizzly Bears as "bears"
    And bob controls Mogg Fanatic as "fanatic"
    When alice activates the ability of "mother" targeting "crusader"
    And the top of the stack resolves
    And "mother" chooses green for "color"
    And alice attacks bob with "crusader"
    And bob blocks "crusader" with "bears"
    Then the action is refused
    When bob blocks "crusader" with "fanatic"
    And combat damage is dealt
    And combat damage is dealt
    Then "fanatic" is in the graveyard
    And "crusader" has no damage marked on it
    And bob has 20 life
