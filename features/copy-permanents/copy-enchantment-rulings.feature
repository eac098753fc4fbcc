@copy
Feature: Copy Enchantment's rulings (CR 707.2, 707.3, 707.5)
  Copy Enchantment reads "You may have this enchantment enter as a copy of any enchantment on the
  battlefield." Its rulings restate the copy rules for permanents.

  @cr-707.2 @cr-707.5 @src-002-copy-enchantment-printed @src-002-copy-enchantment-etb
  Scenario: Copy Enchantment copies what is printed on Parallax Wave, not its status or counters, and enters with its own fade counters
    Given bob controls Parallax Wave as "wave"
    And "wave" is tapped
    And "wave" has two fade counters on it
    And alice has Copy Enchantment in hand as "copy"
    When alice casts "copy"
    And the top of the stack resolves
    And "copy" chooses to copy "wave"
    Then "copy" is named "Parallax Wave"
    And "copy" is white
    And "copy" has mana cost "{2}{W}{W}"
    And "copy" is untapped
    And "copy" has five fade counters on it and no other counters
    And "copy" has the ability "Remove a fade counter from this enchantment: Exile target creature."
    And "wave" has two fade counters on it

  @cr-707.3 @src-002-copy-enchantment-copy-of-copy
  Scenario: Copy Enchantment copying another Copy Enchantment enters as what that one copied
    Given bob controls Parallax Wave as "wave"
    And bob has Copy Enchantment in hand as "first"
    And alice has Copy Enchantment in hand as "second"
    When "first" is put onto the battlefield under bob's control
    And "first" chooses to copy "wave"
    And alice casts "second"
    And the top of the stack resolves
    And "second" chooses to copy "first"
    Then "second" is named "Parallax Wave"
    And "second" has five fade counters on it
    And "second" is controlled by alice

  @cr-707.5 @src-002-copy-enchantment-nothing
  Scenario: Copy Enchantment may copy nothing and enters as itself
    Given bob controls Parallax Wave as "wave"
    And alice has Copy Enchantment in hand as "copy"
    When alice casts "copy"
    And the top of the stack resolves
    And "copy" chooses to copy nothing
    Then "copy" is on the battlefield
    And "copy" is named "Copy Enchantment"
    And "copy" has exactly the abilities:
      | You may have this enchantment enter as a copy of any enchantment on the battlefield. |

  @cr-303.4f @cr-707.5 @src-002-copy-enchantment-aura
  Scenario: Copy Enchantment copying an Aura enchants what its controller chooses, even an opponent's creature with hexproof
    Given bob controls Grizzly Bears as "bears"
    And bob controls Pacifism as "pacifism"
    And "pacifism" is attached to "bears"
    And bob controls Gladecover Scout as "scout"
    And alice has Copy Enchantment in hand as "copy"
    When alice casts "copy"
    And the top of the stack resolves
    And "copy" chooses to copy "pacifism"
    And "copy" chooses to enchant "scout"
    Then "copy" is named "Pacifism"
    And "copy" is attached to "scout"
    And "pacifism" is attached to "bears"

  @cr-303.4f @cr-702.16c @src-002-copy-enchantment-aura
  Scenario: A copy of an Aura can't be attached to a creature with protection from one of its qualities
    Given bob controls Grizzly Bears as "bears"
    And bob controls Pacifism as "pacifism"
    And "pacifism" is attached to "bears"
    And bob controls Black Knight as "knight"
    And alice has Copy Enchantment in hand as "copy"
    When alice casts "copy"
    And the top of the stack resolves
    And "copy" chooses to copy "pacifism"
    And "copy" chooses to enchant "knight"
    Then the action is refused

  @cr-707.2 @cr-111.3 @cr-111.10j @src-002-copy-enchantment-token
  Scenario: Copy Enchantment copying a Role token copies the token's values and is not a token
    The Cursed Role token is defined by 111.10j: a colorless Aura Role enchantment token named Cursed
    with enchant creature and "Enchanted creature has base power and toughness 1/1."
    Given bob controls Grizzly Bears as "bears"
    And bob controls Cursed as "role"
    And "role" is a token
    And "role" is attached to "bears"
    And bob controls Runeclaw Bear as "bear"
    And alice has Copy Enchantment in hand as "copy"
    When alice casts "copy"
    And the top of the stack resolves
    And "copy" chooses to copy "role"
    And "copy" chooses to enchant "bear"
    Then "copy" is named "Cursed"
    And "copy" is a nontoken permanent
    And "copy" has the card type enchantment
    And "copy" has the subtypes Aura and Role
    And "copy" is colorless
    And "copy" has exactly the abilities:
      | Enchant creature                                     |
      | Enchanted creature has base power and toughness 1/1. |
    And "copy" is attached to "bear"
    And "bear" is 1/1
    And "bears" is 1/1

  @cr-707.5 @cr-614.12 @src-002-copy-enchantment-simultaneous
  Scenario: Copy Enchantment entering at the same time as Parallax Wave can't copy it
    Replenish returns both enchantment cards to the battlefield at the same time.
    Given alice has Copy Enchantment in graveyard as "copy"
    And alice has Parallax Wave in graveyard as "wave"
    And alice has Replenish in hand as "replenish"
    When alice casts "replenish"
    And the top of the stack resolves
    And "copy" chooses to copy "wave"
    Then the action is refused

  @cr-707.5 @cr-303.4f @src-002-copy-enchantment-aura
  Scenario: Copy Enchantment copying an Aura can't enchant a creature entering at the same time
    Replenish returns Copy Enchantment and Aegis of the Gods, an enchantment creature, at the same time:
    the copied Pacifism can't be attached to the Aegis, only to a creature already on the battlefield.
    Given alice has Copy Enchantment in graveyard as "copy"
    And alice has Aegis of the Gods in graveyard as "aegis"
    And bob controls Grizzly Bears as "bears"
    And bob controls Pacifism as "pacifism"
    And "pacifism" is attached to "bears"
    And alice has Replenish in hand as "replenish"
    When alice casts "replenish"
    And the top of the stack resolves
    And "copy" chooses to copy "pacifism"
    And "copy" chooses to enchant "aegis"
    Then the action is refused
    When the top of the stack resolves
    And "copy" chooses to copy "pacifism"
    And "copy" chooses to enchant "bears"
    Then "copy" is attached to "bears"
    And "aegis" is on the battlefield

  @cr-303.4g @cr-707.5 @cr-702.16c @src-002-copy-enchantment-aura
  Scenario: Copy Enchantment cast as a copy of an Aura with nothing it could enchant goes to its owner's graveyard
    The only creature has protection from each color from Spectra Ward, whose effect doesn't remove the
    Pacifism already attached but stops a new white Aura being attached (702.16c).
    Given bob controls Grizzly Bears as "bears"
    And bob controls Pacifism as "pacifism"
    And "pacifism" is attached to "bears"
    And bob controls Spectra Ward as "ward"
    And "ward" is attached to "bears"
    And alice has Copy Enchantment in hand as "copy"
    When alice casts "copy"
    And the top of the stack resolves
    And "copy" chooses to copy "pacifism"
    Then "copy" is in the graveyard
    And "pacifism" is attached to "bears"

  @cr-303.4g @cr-707.5 @src-002-copy-enchantment-aura
  Scenario: Copy Enchantment returned by Replenish as a copy of an Aura with nothing it could enchant stays in the graveyard
    Given bob controls Grizzly Bears as "bears"
    And bob controls Pacifism as "pacifism"
    And "pacifism" is attached to "bears"
    And bob controls Spectra Ward as "ward"
    And "ward" is attached to "bears"
    And alice has Copy Enchantment in graveyard as "copy"
    And alice has Replenish in hand as "replenish"
    When alice casts "replenish"
    And the top of the stack resolves
    And "copy" chooses to copy "pacifism"
    Then "copy" is in the graveyard
    And "replenish" is in the graveyard

  @cr-707.5 @cr-614.12 @src-002-copy-enchantment-simultaneous
  Scenario: Copy Enchantment entering with Parallax Wave may copy an enchantment already on the battlefield
    Given alice has Copy Enchantment in graveyard as "copy"
    And alice has Parallax Wave in graveyard as "wave"
    And bob controls Pacifism as "pacifism"
    And bob controls Grizzly Bears as "bears"
    And "pacifism" is attached to "bears"
    And alice has Replenish in hand as "replenish"
    When alice casts "replenish"
    And the top of the stack resolves
    And "copy" chooses to copy "pacifism"
    And "copy" chooses to enchant "bears"
    Then "copy" is named "Pacifism"
    And "copy" is attached to "bears"
    And "wave" is on the battlefield
    And "wave" has five fade counters on it

  @cr-202.3e @cr-107.3m @cr-707.5 @cr-707.9b @src-002-copy-enchantment-x
  Scenario: Copy Enchantment copying an enchantment with {X} in its mana cost enters as if X were 0
    The chosen permanent is a Copy Artifact that copied Chalice of the Void ({X}{X}), so it is an
    enchantment with {X} in its mana cost. Copy Enchantment gets Chalice's "enters with X charge
    counters" ability (707.5), and no X was chosen for the Copy Enchantment spell, so X is 0: it enters
    with no charge counters and its mana value is 0. (Chalice has one charge counter, so neither spell
    cast here, of mana value 2 and 3, is countered.)
    Given bob controls Chalice of the Void as "chalice"
    And "chalice" has one charge counter on it
    And alice has Copy Artifact in hand as "copy-artifact"
    And alice has Copy Enchantment in hand as "copy-enchantment"
    When alice casts "copy-artifact"
    And the top of the stack resolves
    And "copy-artifact" chooses to copy "chalice"
    And alice casts "copy-enchantment"
    And the top of the stack resolves
    And "copy-enchantment" chooses to copy "copy-artifact"
    Then "copy-enchantment" is named "Chalice of the Void"
    And "copy-enchantment" has mana cost "{X}{X}"
    And "copy-enchantment" has the card types artifact and enchantment
    And "copy-enchantment" has mana value 0
    And "copy-enchantment" has no counters on it
    And "chalice" has one charge counter on it

  @cr-707.5 @cr-603.6a @src-002-copy-enchantment-etb
  Scenario: Copy Enchantment copying Dress Down triggers Dress Down's enters ability
    Given bob controls Dress Down as "dress"
    And alice has Island in library as "card"
    And alice has Copy Enchantment in hand as "copy"
    When alice casts "copy"
    And the top of the stack resolves
    And "copy" chooses to copy "dress"
    Then "copy" is named "Dress Down"
    And "copy" triggered once
    When the top of the stack resolves
    Then alice has one card in hand

  @cr-707.5 @cr-614.12 @cr-707.6 @src-002-copy-enchantment-etb
  Scenario: Copy Enchantment copying Runed Halo makes the Halo's "as enters" choice anew
    Given bob controls Runed Halo as "halo"
    And "halo" chose shock for "card_name"
    And alice has Copy Enchantment in hand as "copy"
    And bob has Lightning Bolt in hand as "bolt"
    When alice casts "copy"
    And the top of the stack resolves
    And "copy" chooses to copy "halo"
    And "copy" chooses lightning bolt for "card_name"
    And bob casts "bolt" targeting alice
    Then the action is refused

  @cr-707.2 @cr-613.1e @src-002-copy-enchantment-printed
  Scenario: Copy Enchantment copying an enchanted enchantment creature copies neither the Aura on it nor noncopy effects
    Aegis of the Gods is an enchantment creature. Holy Strength is attached to it; Moonlace made it
    colorless and Giant Growth gave it +3/+3. Copy Enchantment copies only what is printed: a white 2/1.
    Given bob controls Aegis of the Gods as "aegis"
    And bob controls Holy Strength as "strength"
    And "strength" is attached to "aegis"
    And bob has Moonlace in hand as "moonlace"
    And bob has Giant Growth in hand as "growth"
    And alice has Copy Enchantment in hand as "copy"
    When bob casts "moonlace" targeting "aegis"
    And the top of the stack resolves
    And bob casts "growth" targeting "aegis"
    And the top of the stack resolves
    Then "aegis" is colorless
    And "aegis" is 6/6
    When alice casts "copy"
    And the top of the stack resolves
    And "copy" chooses to copy "aegis"
    Then "copy" is named "Aegis of the Gods"
    And "copy" is white
    And "copy" has the card types enchantment and creature
    And "copy" is 2/1
    And "strength" is attached to "aegis"
    And alice has the ability "Hexproof"
