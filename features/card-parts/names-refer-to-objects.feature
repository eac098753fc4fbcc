@card-parts
Feature: A name in rules text refers to a particular object (CR 201.5)
  201.5: "Text that refers to the object it's on by name means just that particular object and not
  any other objects with that name, regardless of any name changes caused by game effects." 201.5a:
  "If an ability's effect grants another ability to an object, and that second ability refers to
  that first ability's source by name, the name refers only to the specific object which is that
  first ability's source. [...] This is also true if the second ability is copied onto a new object."

  @cr-201.5a @cr-201.5 @cr-604.3 @cr-707.2 @cr-111.4 @src-cr-201.5a @src-cr-201.5a-ex1
  Scenario: Gutter Grime's Ooze token counts the slime counters on the Gutter Grime that created it only, and so does a copy of the token
    Gutter Grime: "Whenever a nontoken creature you control dies, put a slime counter on this
    enchantment, then create a green Ooze creature token with "This token's power and toughness are
    each equal to the number of slime counters on Gutter Grime."" alice's Gutter Grime has one slime
    counter, bob's has three. When alice's Grizzly Bears dies, her Gutter Grime gets a second counter
    and its Ooze is 2/2: it doesn't look at bob's Gutter Grime. A token copy of that Ooze (Spitting
    Image: "Create a token that's a copy of target creature.") has the same ability, referring to
    alice's Gutter Grime too (707.2). When bob's Runeclaw Bear dies, bob's Gutter Grime gets a fourth
    counter and its own Ooze is 4/4; alice's Oozes stay 2/2. When alice's Gutter Grime gets a third
    counter, both her Oozes are 3/3.
    Given alice controls Gutter Grime as "grime"
    And "grime" has one slime counter on it
    And bob controls Gutter Grime as "bob-grime"
    And "bob-grime" has three slime counters on it
    And alice controls Grizzly Bears as "bears"
    And alice controls Grizzly Bears as "bears-2"
    And bob controls Runeclaw Bear as "bob-bear"
    And alice has Shock in hand as "shock"
    And alice has Shock in hand as "shock-2"
    And alice has Shock in hand as "shock-3"
    And alice has Spitting Image in hand as "image"
    When alice casts "shock" targeting "bears"
    And the top of the stack resolves
    Then "bears" is in its owner's graveyard
    And "grime" triggered once
    And "bob-grime" triggered 0 times
    When the top of the stack resolves
    And it creates "ooze"
    Then "grime" has two slime counters on it
    And "bob-grime" has three slime counters on it
    And "ooze" is a token permanent
    And "ooze" is named "Ooze Token"
    And "ooze" is green
    And "ooze" has the card types creature
    And "ooze" has the subtypes Ooze
    And "ooze" is controlled by alice
    And "ooze" is 2/2
    When alice casts "image" targeting "ooze"
    And the top of the stack resolves
    And it creates "ooze-copy"
    Then "ooze-copy" is named "Ooze Token"
    And "ooze-copy" is 2/2
    When alice casts "shock-2" targeting "bob-bear"
    And the top of the stack resolves
    Then "bob-grime" triggered once
    When the top of the stack resolves
    And it creates "bob-ooze"
    Then "bob-grime" has four slime counters on it
    And "bob-ooze" is 4/4
    And "bob-ooze" is controlled by bob
    And "ooze" is 2/2
    And "ooze-copy" is 2/2
    When alice casts "shock-3" targeting "bears-2"
    And the top of the stack resolves
    And the top of the stack resolves
    And it creates "ooze-2"
    Then "grime" has three slime counters on it
    And "ooze" is 3/3
    And "ooze-copy" is 3/3
    And "ooze-2" is 3/3
    And "bob-ooze" is 4/4

  @cr-201.5b @cr-702.47c @cr-702.47a @cr-702.16b @cr-701.23a @src-cr-201.5b @src-cr-201.5b-ex2
  Scenario: Glacial Ray spliced onto Kodama's Reach: Kodama's Reach deals the 2 damage
    Glacial Ray: "Glacial Ray deals 2 damage to any target." and "Splice onto Arcane {1}{R}". Spliced
    onto Kodama's Reach (a green Arcane sorcery: "Search your library for up to two basic land cards,
    reveal those cards, put one onto the battlefield tapped and the other into your hand, then
    shuffle."), the gained text's "Glacial Ray" is read as "Kodama's Reach" (201.5b, 702.47c): the
    green spell deals the damage. It can't target Vodalian Zombie (protection from green, 702.16b); it
    can target Repentant Blacksmith (protection from red), and the damage kills it. Kodama's Reach's
    own text happens first (702.47b).
    Given alice has Kodama's Reach in hand as "reach"
    And alice has Glacial Ray in hand as "ray"
    And bob controls Vodalian Zombie as "zombie"
    And bob controls Repentant Blacksmith as "blacksmith"
    And alice has Forest in library as "forest"
    And alice has Forest in library as "forest-2"
    When alice casts "reach" splicing "ray" onto it targeting "zombie"
    Then the action is refused
    When alice casts "reach" splicing "ray" onto it targeting "blacksmith"
    Then "reach" is green
    And "reach" targets "blacksmith"
    When the top of the stack resolves
    And alice searches her library and finds "forest" for the battlefield and "forest-2" for her hand
    Then "blacksmith" is in its owner's graveyard
    And "forest" is on the battlefield
    And "forest" is tapped
    And "forest-2" is in its owner's hand
    And "reach" is in its owner's graveyard
    And "ray" is in its owner's hand

  @cr-201.5b @cr-201.5 @cr-707.9a @cr-707.4 @cr-608.2h @src-cr-201.5b @src-cr-201.5b-ex3
  Scenario: The Ever-Changing 'Dane becomes a copy of Runeclaw Bear and keeps its ability, read with the name Runeclaw Bear
    The Ever-Changing 'Dane: "{1}, Sacrifice another creature: The Ever-Changing 'Dane becomes a copy
    of the sacrificed creature, except it has this ability." Sacrificing Runeclaw Bear, it becomes a
    copy of Runeclaw Bear (its copiable values as it last existed, 608.2h) and has the ability, which is
    treated as saying "{1}, Sacrifice another creature: Runeclaw Bear becomes a copy of the sacrificed
    creature, except it has this ability." (201.5b). That name means this object only (201.5): activated
    again sacrificing Grizzly Bears, the 'Dane becomes a copy of Grizzly Bears, and bob's Runeclaw Bear
    is unchanged.
    Given alice controls The Ever-Changing 'Dane as "dane"
    And alice controls Runeclaw Bear as "bear"
    And alice controls Grizzly Bears as "bears"
    And bob controls Runeclaw Bear as "bob-bear"
    When alice activates the ability of "dane"
    And alice sacrifices "bear" to activate it
    Then "bear" is in its owner's graveyard
    When the top of the stack resolves
    Then "dane" is named "Runeclaw Bear"
    And "dane" is 2/2
    And "dane" is green
    And "dane" has mana cost "{1}{G}"
    And "dane" has the subtypes Bear
    And "dane" has no supertypes
    And "dane" has exactly the abilities:
      | {1}, Sacrifice another creature: Runeclaw Bear becomes a copy of the sacrificed creature, except it has this ability. |
    When alice activates the ability of "dane"
    And alice sacrifices "bears" to activate it
    And the top of the stack resolves
    Then "dane" is named "Grizzly Bears"
    And "dane" is 2/2
    And "dane" has exactly the abilities:
      | {1}, Sacrifice another creature: Grizzly Bears becomes a copy of the sacrificed creature, except it has this ability. |
    And "bob-bear" is named "Runeclaw Bear"
    And "bob-bear" is 2/2
    And "bob-bear" has no abilities

  @cr-201.5b @cr-201.5c @cr-613.1f @cr-609.4b @cr-701.19a @src-cr-201.5b @src-cr-201.5b-ex1
  Scenario: Quicksilver Elemental gains Skithiryx's "{B}{B}: Regenerate Skithiryx." and regenerates itself, not Skithiryx
    Quicksilver Elemental: "{U}: This creature gains all activated abilities of target creature until
    end of turn." and "You may spend blue mana as though it were mana of any color to pay the activation
    costs of this creature's abilities." It gains Skithiryx, the Blight Dragon's "{B}: Skithiryx gains
    haste until end of turn." and "{B}{B}: Regenerate Skithiryx.", each treated as saying Quicksilver
    Elemental (201.5b; "Skithiryx" is the shortened name, 201.5c). alice pays {B}{B} with {U}{U} (609.4b);
    the regeneration shield is Quicksilver Elemental's: Murder doesn't destroy it (it is tapped instead,
    701.19a), and Murder destroys Skithiryx.
    Given alice controls Quicksilver Elemental as "quicksilver"
    And alice controls Island as "island"
    And alice controls Island as "island-2"
    And alice controls Island as "island-3"
    And bob controls Skithiryx, the Blight Dragon as "skithiryx"
    And alice has Murder in hand as "murder"
    And alice has Murder in hand as "murder-2"
    When alice taps "island" for mana
    And alice activates the ability of "quicksilver" paying {U} targeting "skithiryx"
    And the top of the stack resolves
    Then "quicksilver" has the ability "{B}: Quicksilver Elemental gains haste until end of turn."
    And "quicksilver" has the ability "{B}{B}: Regenerate Quicksilver Elemental."
    And "skithiryx" has the ability "{B}{B}: Regenerate Skithiryx."
    When alice taps "island-2" for mana
    And alice taps "island-3" for mana
    And alice activates the third ability of "quicksilver" paying {U}{U}
    Then alice's mana pool is empty
    When the top of the stack resolves
    And alice casts "murder" targeting "quicksilver"
    And the top of the stack resolves
    Then "quicksilver" is on the battlefield
    And "quicksilver" is tapped
    When alice casts "murder-2" targeting "skithiryx"
    And the top of the stack resolves
    Then "skithiryx" is in its owner's graveyard
