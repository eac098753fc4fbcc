@copy
Feature: Modifications and exceptions to the copying process (CR 707.9)
  Copy effects may include modifications or exceptions. An ability gained or a characteristic
  modified as part of the copying process becomes part of the copy's copiable values.

  @cr-707.9a @cr-707.4 @src-cr-707.9a-ex1 @src-000-707.9a-ex1 @src-cr-707.9a @src-000-707.9a
  Scenario: Unstable Shapeshifter becomes a copy of Quirion Elves that keeps the Shapeshifter's ability
    Given alice controls Unstable Shapeshifter as "shifter"
    And alice has Quirion Elves in hand as "elves"
    When alice casts "elves"
    And the top of the stack resolves
    And "elves" chooses green for "color"
    Then the stack holds one object
    When the top of the stack resolves
    Then "shifter" is named "Quirion Elves"
    And "shifter" is 1/1
    And "shifter" is green
    And "shifter" has exactly the abilities:
      | As this creature enters, choose a color.                                                                  |
      | {T}: Add {G}.                                                                                             |
      | {T}: Add one mana of the chosen color.                                                                    |
      | Whenever another creature enters, this creature becomes a copy of that creature, except it has this ability. |

  @cr-707.9a @cr-707.3 @src-cr-707.9a-ex1 @src-000-707.9a-ex1
  Scenario: Clone copying the Shapeshifter copies the ability the Shapeshifter gave itself
    Given alice controls Unstable Shapeshifter as "shifter"
    And alice has Quirion Elves in hand as "elves"
    And alice has Clone in hand as "clone"
    When alice casts "elves"
    And the top of the stack resolves
    And "elves" chooses green for "color"
    And the top of the stack resolves
    And alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "shifter"
    And "clone" chooses red for "color"
    Then "clone" is named "Quirion Elves"
    And "clone" is 1/1
    And "clone" has the ability "Whenever another creature enters, this creature becomes a copy of that creature, except it has this ability."
    And "clone" has the ability "{T}: Add one mana of the chosen color."

  @cr-707.4 @src-cr-707.4-ex1
  Scenario: Unstable Shapeshifter that becomes a copy still gets +3/+3 from Giant Growth
    Given alice controls Unstable Shapeshifter as "shifter"
    And alice has Giant Growth in hand as "growth"
    And bob has Grizzly Bears in hand as "bears"
    When alice casts "growth" targeting "shifter"
    And the top of the stack resolves
    Then "shifter" is 3/4
    When "bears" is put onto the battlefield under bob's control
    And the top of the stack resolves
    Then "shifter" is named "Grizzly Bears"
    And "shifter" is 5/5

  @cr-707.9b @src-cr-707.9b-ex1 @src-000-707.9b-ex1
  Scenario: Copy Artifact copying Juggernaut is an artifact creature enchantment named Juggernaut
    Given bob controls Juggernaut as "juggernaut"
    And alice has Copy Artifact in hand as "copy"
    When alice casts "copy"
    And the top of the stack resolves
    And "copy" chooses to copy "juggernaut"
    Then "copy" is named "Juggernaut"
    And "copy" has the card types artifact, creature and enchantment
    And "copy" has the subtypes Juggernaut
    And "copy" is 5/3
    And "copy" is colorless
    And "copy" has mana cost "{4}"
    And "copy" has the ability "This creature can't be blocked by Walls."

  @cr-707.9b @cr-707.3 @src-cr-707.9b
  Scenario: The enchantment type Copy Artifact added is copiable, so a copy of it is an enchantment too
    Given bob controls Juggernaut as "juggernaut"
    And alice has Copy Artifact in hand as "first"
    And alice has Copy Artifact in hand as "second"
    When alice casts "first"
    And the top of the stack resolves
    And "first" chooses to copy "juggernaut"
    And alice casts "second"
    And the top of the stack resolves
    And "second" chooses to copy "first"
    Then "second" is named "Juggernaut"
    And "second" has the card types artifact, creature and enchantment

  @cr-707.9c @cr-707.3 @src-cr-707.3-ex1 @src-cr-707.9c @src-000-707.9c @src-004-copy-perm-retain
  Scenario: Vesuvan Doppelganger copying Runeclaw Bear keeps its own blue color
    Given bob controls Runeclaw Bear as "bear"
    And alice has Vesuvan Doppelganger in hand as "doppelganger"
    When alice casts "doppelganger"
    And the top of the stack resolves
    And "doppelganger" chooses to copy "bear"
    Then "doppelganger" is named "Runeclaw Bear"
    And "doppelganger" is blue
    And "doppelganger" has mana cost "{1}{G}"
    And "doppelganger" is 2/2
    And "doppelganger" has exactly the abilities:
      | At the beginning of your upkeep, you may have this creature become a copy of target creature, except it doesn't copy that creature's color and it has this ability. |

  @cr-707.3 @cr-707.9c @src-cr-707.3-ex1
  Scenario: A Clone copying the Doppelganger is a 2/2 blue Bear named Runeclaw Bear with the upkeep ability
    Given bob controls Runeclaw Bear as "bear"
    And alice has Vesuvan Doppelganger in hand as "doppelganger"
    And alice has Clone in hand as "clone"
    When alice casts "doppelganger"
    And the top of the stack resolves
    And "doppelganger" chooses to copy "bear"
    And alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "doppelganger"
    Then "clone" is named "Runeclaw Bear"
    And "clone" is blue
    And "clone" has the subtypes Bear
    And "clone" is 2/2
    And "clone" has the ability "At the beginning of your upkeep, you may have this creature become a copy of target creature, except it doesn't copy that creature's color and it has this ability."

  @cr-707.9d @cr-604.3 @src-cr-707.9d-ex1 @src-000-707.9d-ex1 @src-cr-707.9d @src-000-707.9d @src-004-copy-perm-retain-ex1
  Scenario: Quicksilver Gargantuan copying Tarmogoyf is 7/7 and doesn't have Tarmogoyf's characteristic-defining ability
    Given bob controls Tarmogoyf as "goyf"
    And bob has Giant Growth in graveyard as "spent"
    And alice has Grizzly Bears in graveyard as "dead"
    And alice has Quicksilver Gargantuan in hand as "gargantuan"
    Then "goyf" is 2/3
    When alice casts "gargantuan"
    And the top of the stack resolves
    And "gargantuan" chooses to copy "goyf"
    Then "gargantuan" is named "Tarmogoyf"
    And "gargantuan" is 7/7
    And "gargantuan" has no abilities
    And "gargantuan" has mana cost "{1}{G}"

  @cr-707.9d @cr-707.2 @cr-604.3 @src-cr-707.9d @src-000-707.9d
  Scenario: A Clone copying Tarmogoyf copies the characteristic-defining ability and grows with the graveyards
    Given bob controls Tarmogoyf as "goyf"
    And bob has Giant Growth in graveyard as "spent"
    And alice has Clone in hand as "clone"
    When alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "goyf"
    Then "clone" is 1/2
    And "clone" has the ability "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1."

  @cr-707.9d @cr-702.73a @src-cr-707.9d-ex2 @src-000-707.9d-ex2
  Scenario: Glasspool Mimic copying a creature with changeling has changeling and every creature type
    Given alice controls Avian Changeling as "changeling"
    And alice has Glasspool Mimic // Glasspool Shore in hand as "mimic"
    When alice casts "mimic"
    And the top of the stack resolves
    And "mimic" chooses to copy "changeling"
    Then "mimic" is named "Avian Changeling"
    And "mimic" has the ability "Changeling"
    And "mimic" has the ability "Flying"
    And "mimic" has the creature types Shapeshifter, Rogue, Elf, Goblin, Time Lord and Zubera
    And "mimic" is white

  @cr-707.9e @src-cr-707.9e-ex1 @src-000-707.9e-ex1 @src-cr-707.9e @src-000-707.9e
  Scenario: Altered Ego copying a Clone that then copies a creature gets no additional counters
    The Clone on the battlefield copied nothing as it entered; two +1/+1 counters keep the 0/0
    alive. Counters are not copied (707.2).
    Given bob controls Clone as "clone"
    And "clone" has two +1/+1 counters on it
    And bob controls Grizzly Bears as "bears"
    And alice has Altered Ego in hand as "ego"
    When alice casts "ego" with X = 3
    And the top of the stack resolves
    And "ego" chooses to copy "clone"
    And "ego" chooses to copy "bears"
    Then "ego" is named "Grizzly Bears"
    And "ego" has no counters on it
    And "ego" is 2/2

  @cr-707.9e @cr-107.3m @src-cr-707.9e @src-000-707.9e
  Scenario: Altered Ego copying a creature directly enters with X additional +1/+1 counters
    Given bob controls Grizzly Bears as "bears"
    And alice has Altered Ego in hand as "ego"
    When alice casts "ego" with X = 3
    And the top of the stack resolves
    And "ego" chooses to copy "bears"
    Then "ego" is named "Grizzly Bears"
    And "ego" has three +1/+1 counters on it and no other counters
    And "ego" is 5/5

  @cr-707.9f @src-cr-707.9f-ex1 @src-000-707.9f-ex1 @src-cr-707.9f @src-000-707.9f
  Scenario: Moritte of the Frost copying an animated land enters as a noncreature permanent without counters or changeling
    Given alice controls Mishra's Factory as "factory"
    And alice has Moritte of the Frost in hand as "moritte"
    When alice activates the ability of "factory"
    And the top of the stack resolves
    Then "factory" is a creature
    When alice casts "moritte"
    And the top of the stack resolves
    And "moritte" chooses to copy "factory"
    Then "moritte" is named "Mishra's Factory"
    And "moritte" has the card type land
    And "moritte" has the supertypes legendary and snow
    And "moritte" has no counters on it
    And "moritte" does not have the ability "Changeling"
    And "moritte" has no power or toughness

  @cr-707.9f @src-cr-707.9f-ex1 @src-000-707.9f-ex1
  Scenario: The Moritte copy of a land doesn't get the counters or changeling when it becomes a creature later
    Given alice controls Mishra's Factory as "factory"
    And alice has Moritte of the Frost in hand as "moritte"
    When alice activates the ability of "factory"
    And the top of the stack resolves
    And alice casts "moritte"
    And the top of the stack resolves
    And "moritte" chooses to copy "factory"
    And alice activates the ability of "moritte"
    And the top of the stack resolves
    Then "moritte" is a creature
    And "moritte" is 2/2
    And "moritte" has no counters on it
    And "moritte" does not have the ability "Changeling"

  @cr-707.9f @src-cr-707.9f @src-000-707.9f
  Scenario: Moritte of the Frost copying a creature enters with two +1/+1 counters and has changeling
    Given alice controls Grizzly Bears as "bears"
    And alice has Moritte of the Frost in hand as "moritte"
    When alice casts "moritte"
    And the top of the stack resolves
    And "moritte" chooses to copy "bears"
    Then "moritte" is named "Grizzly Bears"
    And "moritte" has the supertypes legendary and snow
    And "moritte" has two +1/+1 counters on it and no other counters
    And "moritte" is 4/4
    And "moritte" has the ability "Changeling"
    And "moritte" has the creature types Bear, Elf and Shapeshifter

  @cr-707.9a @src-004-copy-perm-gain-ability-ex1 @src-004-copy-perm-gain-ability
  Scenario: Phantasmal Image copying a creature is an Illusion with the sacrifice trigger
    Given alice controls Grizzly Bears as "bears"
    And alice has Phantasmal Image in hand as "image"
    When alice casts "image"
    And the top of the stack resolves
    And "image" chooses to copy "bears"
    Then "image" is named "Grizzly Bears"
    And "image" has the subtypes Bear and Illusion
    And "image" is green
    And "image" has exactly the abilities:
      | When this creature becomes the target of a spell or ability, sacrifice it. |

  @cr-707.9a @cr-603.2 @src-004-copy-perm-gain-ability-ex1 @src-004-copy-perm-gain-ability @src-000-707.9a
  Scenario: The sacrifice trigger a Phantasmal Image gained as it copied triggers when a spell targets it
    The ability the copy effect's exception grants is part of the copy's copiable values (707.9a) and works
    like a printed one: Shock targeting the Image makes it trigger, the Image is sacrificed, and Shock is
    removed from the stack for lack of a legal target as it tries to resolve (608.2b).
    Given alice controls Grizzly Bears as "bears"
    And alice has Phantasmal Image in hand as "image"
    And bob has Shock in hand as "shock"
    When alice casts "image"
    And the top of the stack resolves
    And "image" chooses to copy "bears"
    And bob casts "shock" targeting "image"
    Then "image" triggered once
    And the stack holds two objects
    When the top of the stack resolves
    Then "image" is in the graveyard
    And "shock" is on the stack
    When the stack resolves
    Then "shock" is in the graveyard
    And alice has 20 life
    And "bears" has no damage marked on it

  @cr-707.9a @cr-603.2 @src-004-copy-perm-gain-ability @src-000-707.9a
  Scenario: The sacrifice trigger a Phantasmal Image gained as it copied triggers when an ability targets it
    Given bob controls Wall of Wood as "wall"
    And alice has Phantasmal Image in hand as "image"
    And bob controls Mogg Fanatic as "fanatic"
    When alice casts "image"
    And the top of the stack resolves
    And "image" chooses to copy "wall"
    And bob activates the ability of "fanatic" targeting "image"
    Then "image" triggered once
    When the stack resolves
    Then "image" is in the graveyard
    And "fanatic" is in the graveyard
    And "wall" has no damage marked on it

  @cr-205.3d @cr-707.9a @cr-707.2 @src-004-copy-perm-gain-ability @src-cr-707.2-ex1
  Scenario: Phantasmal Image copying an animated Mishra's Factory is a land that can't be an Illusion
    The copiable values of the animated Factory are those of a land (707.2). The exception "it's an
    Illusion in addition to its other types" can't add a creature type to a noncreature object (205.3d),
    and the Image doesn't become an Illusion later when the copied ability makes it a creature; it still
    has the granted sacrifice ability (707.9a).
    Given alice controls Mishra's Factory as "factory"
    And alice has Phantasmal Image in hand as "image"
    When alice activates the ability of "factory"
    And the top of the stack resolves
    And alice casts "image"
    And the top of the stack resolves
    And "image" chooses to copy "factory"
    Then "image" is named "Mishra's Factory"
    And "image" has the card type land
    And "image" has no subtypes
    And "image" has no power or toughness
    And "image" has the ability "When this creature becomes the target of a spell or ability, sacrifice it."
    When alice activates the ability of "image"
    And the top of the stack resolves
    Then "image" is a creature
    And "image" has the subtypes Assembly-Worker

  @cr-707.9a @cr-707.3 @src-004-copy-perm-gain-ability
  Scenario: A Clone copying a Phantasmal Image copies the ability the Image gained and its Illusion type
    Given alice controls Grizzly Bears as "bears"
    And alice has Phantasmal Image in hand as "image"
    And alice has Clone in hand as "clone"
    When alice casts "image"
    And the top of the stack resolves
    And "image" chooses to copy "bears"
    And alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "image"
    Then "clone" has the subtypes Bear and Illusion
    And "clone" has the ability "When this creature becomes the target of a spell or ability, sacrifice it."

  @cr-707.9b @src-004-copy-perm-modify-ex1 @src-004-copy-perm-modify @src-000-707.9b
  Scenario: Phyrexian Metamorph copying a creature is an artifact in addition to its other types
    Given bob controls Grizzly Bears as "bears"
    And alice has Phyrexian Metamorph in hand as "metamorph"
    When alice casts "metamorph"
    And the top of the stack resolves
    And "metamorph" chooses to copy "bears"
    Then "metamorph" is named "Grizzly Bears"
    And "metamorph" has the card types artifact and creature
    And "metamorph" is green
    And "metamorph" is 2/2

  @cr-707.9b @cr-707.3 @src-004-copy-perm-modify-ex1 @src-000-707.9b
  Scenario: A Clone copying the Metamorph is an artifact creature too
    Given bob controls Grizzly Bears as "bears"
    And alice has Phyrexian Metamorph in hand as "metamorph"
    And alice has Clone in hand as "clone"
    When alice casts "metamorph"
    And the top of the stack resolves
    And "metamorph" chooses to copy "bears"
    And alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "metamorph"
    Then "clone" has the card types artifact and creature

  @cr-707.9g @cr-603.12 @cr-707.9b @src-cr-707.9g @src-000-707.9g
  Scenario: Superior Spider-Man copying a creature card in a graveyard exiles that card
    Given alice has Grizzly Bears in graveyard as "bears"
    And alice has Superior Spider-Man in hand as "spidey"
    When alice casts "spidey"
    And the top of the stack resolves
    And "spidey" chooses to copy "bears"
    Then "spidey" is named "Superior Spider-Man"
    And "spidey" is 4/4
    And "spidey" has the subtypes Bear, Spider, Human and Hero
    And "spidey" is green
    And the stack holds one object
    When the top of the stack resolves
    Then "bears" is in exile

  @cr-707.9g @cr-707.9e @src-cr-707.9g @src-000-707.9g
  Scenario: When another copy effect applies after Superior Spider-Man's, its linked trigger doesn't trigger
    Superior Spider-Man copies a Clone card in a graveyard; as it then applies the replacement
    effect it gained from the Clone, it copies Grizzly Bears. That later copy effect means the
    "When you do, exile that card" ability linked to the first one doesn't trigger.
    Given alice has Clone in graveyard as "clone"
    And bob controls Grizzly Bears as "bears"
    And alice has Superior Spider-Man in hand as "spidey"
    When alice casts "spidey"
    And the top of the stack resolves
    And "spidey" chooses to copy "clone"
    And "spidey" chooses to copy "bears"
    Then "spidey" is named "Grizzly Bears"
    And "spidey" is 2/2
    And the stack is empty
    And "clone" is in the graveyard

  @cr-707.9d @cr-204 @src-cr-707.9d
  Scenario: Vesuvan Doppelganger copying Werewolf Ransacker doesn't copy its color indicator and stays blue only
    The copy effect doesn't copy color, so the color indicator of the back face (red) isn't copied
    either (707.9d): the Doppelganger is blue, not red.
    Given bob controls Afflicted Deserter // Werewolf Ransacker as "deserter"
    And "deserter" is transformed
    And alice has Vesuvan Doppelganger in hand as "doppelganger"
    When alice casts "doppelganger"
    And the top of the stack resolves
    And "doppelganger" chooses to copy "deserter"
    Then "doppelganger" is named "Werewolf Ransacker"
    And "doppelganger" is blue
    And "doppelganger" has mana cost ""
    And "doppelganger" is 5/4
    And "deserter" is red
