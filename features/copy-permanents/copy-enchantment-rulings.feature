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

  @cr-707.2 @cr-111.3 @src-002-copy-enchantment-token
  Scenario: Copy Enchantment copying a Role token copies the token's values and is not a token
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
    And "copy" has the subtypes Aura and Role
    And "copy" is colorless
    And "copy" is attached to "bear"

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
