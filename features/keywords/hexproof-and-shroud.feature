@keywords @targeting
Feature: Hexproof and shroud (CR 702.11, 702.18)

  @cr-702.11b @cr-115.4 @src-004-hexproof @src-cr-702.11b
  Scenario: A permanent with hexproof can't be the target of a spell an opponent controls
    Given alice controls Gladecover Scout as "scout"
    And bob has Shock in hand as "shock"
    When bob casts "shock" targeting "scout"
    Then the action is refused

  @cr-702.11b @src-004-hexproof @src-cr-702.11b
  Scenario: A permanent with hexproof can be the target of its controller's spells
    Given alice controls Gladecover Scout as "scout"
    And alice has Giant Growth in hand as "growth"
    When alice casts "growth" targeting "scout"
    And the top of the stack resolves
    Then "scout" is 4/4

  @cr-702.11c @src-004-hexproof @src-cr-702.11c
  Scenario: A player with hexproof can't be the target of a spell an opponent controls
    Given alice controls Aegis of the Gods as "aegis"
    And bob has Shock in hand as "shock"
    When bob casts "shock" targeting alice
    Then the action is refused

  @cr-702.11c @src-cr-702.11c
  Scenario: A player with hexproof can be the target of their own spells
    Given alice controls Aegis of the Gods as "aegis"
    And alice has Shock in hand as "shock"
    When alice casts "shock" targeting alice
    And the top of the stack resolves
    Then alice has 18 life

  @cr-702.11c @src-cr-702.11c @smoke
  Scenario: A player whose permanent says "You have hexproof" has hexproof, and the opponent doesn't
    Given alice controls Aegis of the Gods as "aegis"
    Then alice has the ability "Hexproof"
    And bob does not have the ability "Hexproof"

  @cr-702.11d @src-cr-702.11d
  Scenario: A permanent with hexproof from black can't be the target of a black spell an opponent controls
    Given alice controls Knight of Grace as "knight"
    And bob has Murder in hand as "murder"
    When bob casts "murder" targeting "knight"
    Then the action is refused

  @cr-702.11d @src-cr-702.11d
  Scenario: A permanent with hexproof from black can be the target of a red spell an opponent controls
    Given alice controls Knight of Grace as "knight"
    And bob has Shock in hand as "shock"
    When bob casts "shock" targeting "knight"
    And the top of the stack resolves
    Then "knight" is in the graveyard

  @cr-702.18a @cr-115.4 @src-004-shroud @src-cr-702.18a
  Scenario: A permanent with shroud can't be the target of its own controller's spells
    Lightning Greaves gives the equipped creature shroud.
    Given alice controls Grizzly Bears as "bears"
    And alice controls Lightning Greaves as "greaves"
    And "greaves" is attached to "bears"
    And alice has Giant Growth in hand as "growth"
    When alice casts "growth" targeting "bears"
    Then the action is refused

  @cr-702.18a @cr-702.6a @src-004-shroud @src-cr-702.18a
  Scenario: An Equipment's equip ability can't target a creature with shroud
    Given alice controls Grizzly Bears as "bears"
    And alice controls Raging Goblin as "goblin"
    And alice controls Lightning Greaves as "greaves"
    And "greaves" is attached to "bears"
    And alice controls Bonesplitter as "bonesplitter"
    When alice activates the ability of "bonesplitter" targeting "bears"
    Then the action is refused
    When alice activates the ability of "bonesplitter" targeting "goblin"
    And the top of the stack resolves
    Then "bonesplitter" is attached to "goblin"

  @cr-702.11e @src-cr-702.11e
  Scenario: An effect that lets a player target creatures as though they didn't have hexproof also ignores hexproof from black
    Given alice controls Knight of Grace as "knight"
    And bob controls Glaring Spotlight as "spotlight"
    And bob has Murder in hand as "murder"
    When bob casts "murder" targeting "knight"
    And the top of the stack resolves
    Then "knight" is in the graveyard

  @cr-702.11e @cr-702.11b @src-cr-702.11e
  Scenario: An effect that lets a player target creatures as though they didn't have hexproof ignores hexproof
    Given alice controls Gladecover Scout as "scout"
    And bob controls Glaring Spotlight as "spotlight"
    And bob has Shock in hand as "shock"
    When bob casts "shock" targeting "scout"
    And the top of the stack resolves
    Then "scout" is in the graveyard

  @cr-702.11g @cr-702.11d @src-cr-702.11g
  Scenario: A creature with hexproof from each color can't be the target of a red spell an opponent controls
    Given alice controls Breaker of Creation as "breaker"
    And bob has Shock in hand as "shock"
    When bob casts "shock" targeting "breaker"
    Then the action is refused

  @cr-702.11g @cr-702.11d @src-cr-702.11g
  Scenario Outline: Hexproof from each color is one hexproof ability for each color: a <color> spell of an opponent can't target it
    Given alice controls Breaker of Creation as "breaker"
    And bob has <spell> in hand as "spell"
    When bob casts "spell" targeting "breaker"
    Then the action is refused

    Examples:
      | color | spell        |
      | white | Purelace     |
      | blue  | Unsummon     |
      | black | Murder       |
      | green | Giant Growth |

  @cr-702.11g @src-cr-702.11g
  Scenario: A creature with hexproof from each color can be the target of its controller's green spell
    Given alice controls Breaker of Creation as "breaker"
    And alice has Giant Growth in hand as "growth"
    When alice casts "growth" targeting "breaker"
    And the top of the stack resolves
    Then "breaker" is 11/7

  @cr-702.11f @cr-702.11d @src-cr-702.11f
  Scenario: After Veil of Summer resolves, a black spell an opponent controls can't target its caster's creature
    Given alice controls Grizzly Bears as "bears"
    And alice has Veil of Summer in hand as "veil"
    And bob has Murder in hand as "murder"
    When alice casts "veil"
    And the top of the stack resolves
    And bob casts "murder" targeting "bears"
    Then the action is refused

  @cr-702.11f @cr-702.11d @src-cr-702.11f
  Scenario: After Veil of Summer resolves, a blue spell an opponent controls can't target its caster's creature
    Given alice controls Grizzly Bears as "bears"
    And alice has Veil of Summer in hand as "veil"
    And bob has Unsummon in hand as "unsummon"
    When alice casts "veil"
    And the top of the stack resolves
    And bob casts "unsummon" targeting "bears"
    Then the action is refused

  @cr-702.11f @cr-702.11d @src-cr-702.11f
  Scenario: After Veil of Summer resolves, a red spell an opponent controls can still target its caster's creature
    Given alice controls Grizzly Bears as "bears"
    And alice has Veil of Summer in hand as "veil"
    And bob has Shock in hand as "shock"
    When alice casts "veil"
    And the top of the stack resolves
    And bob casts "shock" targeting "bears"
    And the top of the stack resolves
    Then "bears" is in the graveyard

  @cr-702.11f @cr-702.11d @src-cr-702.11f
  Scenario: After Veil of Summer resolves, its caster's own black spell can still target her creature
    Given alice controls Grizzly Bears as "bears"
    And alice has Veil of Summer in hand as "veil"
    And alice has Murder in hand as "murder"
    When alice casts "veil"
    And the top of the stack resolves
    And alice casts "murder" targeting "bears"
    And the top of the stack resolves
    Then "bears" is in the graveyard

  @cr-702.11f @cr-702.11d @cr-702.11c @src-cr-702.11f
  Scenario: After Veil of Summer resolves, a black spell an opponent controls can't target its caster
    Given alice has Veil of Summer in hand as "veil"
    And bob has Blood Pact in hand as "pact"
    When alice casts "veil"
    And the top of the stack resolves
    And bob casts "pact" targeting alice
    Then the action is refused

  @cr-702.11f @cr-702.11d @src-cr-702.11f
  Scenario: After Veil of Summer resolves, a black spell can still target the opponent who controls it
    Given alice has Veil of Summer in hand as "veil"
    And bob has Blood Pact in hand as "pact"
    And bob has Island in library as "card-1"
    And bob has Island in library as "card-2"
    When alice casts "veil"
    And the top of the stack resolves
    And bob casts "pact" targeting bob
    And the top of the stack resolves
    Then bob has 18 life
    And bob has two cards in hand

  @cr-702.11f @src-cr-702.11f
  Scenario: Hexproof from blue and from black granted by Veil of Summer is two abilities
    Given alice controls Grizzly Bears as "bears"
    And alice has Veil of Summer in hand as "veil"
    When alice casts "veil"
    And the top of the stack resolves
    Then "bears" has exactly the abilities:
      | Hexproof from blue  |
      | Hexproof from black |

  @cr-702.11f @cr-702.11d @src-cr-702.11f
  Scenario: Veil of Summer gives its caster hexproof from blue and hexproof from black
    702.11f: "hexproof from blue and from black" is two hexproof abilities; the player has both.
    Given alice has Veil of Summer in hand as "veil"
    When alice casts "veil"
    And the top of the stack resolves
    Then alice has the ability "Hexproof from blue"
    And alice has the ability "Hexproof from black"
    And bob does not have the ability "Hexproof from blue"

  @cr-702.11f @cr-611.2c @src-cr-702.11f @src-cr-611.2c
  Scenario: A creature that enters after Veil of Summer resolved can be the target of an opponent's black spell
    Given alice has Veil of Summer in hand as "veil"
    And alice has Grizzly Bears in hand as "bears"
    And bob has Murder in hand as "murder"
    When alice casts "veil"
    And the top of the stack resolves
    And "bears" is put onto the battlefield under alice's control
    And bob casts "murder" targeting "bears"
    And the top of the stack resolves
    Then "bears" is in the graveyard

  @cr-601.2i @cr-121.2 @src-cr-601.2i
  Scenario: Veil of Summer draws a card when an opponent has cast a black spell this turn
    Given alice controls Grizzly Bears as "bears"
    And alice has Veil of Summer in hand as "veil"
    And alice has Island in library as "card-1"
    And bob has Murder in hand as "murder"
    When bob casts "murder" targeting "bears"
    And the top of the stack resolves
    And alice casts "veil"
    And the top of the stack resolves
    Then alice has one card in hand
    And "card-1" is in the hand

  @cr-601.2i @src-cr-601.2i
  Scenario: Veil of Summer draws no card when an opponent has cast only a red spell this turn
    Given alice controls Grizzly Bears as "bears"
    And alice has Veil of Summer in hand as "veil"
    And alice has Island in library as "card-1"
    And bob has Shock in hand as "shock"
    When bob casts "shock" targeting "bears"
    And the top of the stack resolves
    And alice casts "veil"
    And the top of the stack resolves
    Then alice has no cards in hand
    And "card-1" is in the library

  @cr-601.2i @src-cr-601.2i
  Scenario: Veil of Summer draws no card when only its caster has cast a black spell this turn
    Given bob controls Grizzly Bears as "bears"
    And alice has Veil of Summer in hand as "veil"
    And alice has Island in library as "card-1"
    And alice has Murder in hand as "murder"
    When alice casts "murder" targeting "bears"
    And the top of the stack resolves
    And alice casts "veil"
    And the top of the stack resolves
    Then alice has no cards in hand

  @cr-101.2 @cr-611.2c @cr-701.6a @src-cr-101.2 @src-cr-611.2c
  Scenario: A spell cast after Veil of Summer resolved isn't countered by an opponent's Cancel
    Given alice controls Grizzly Bears as "bears"
    And alice has Veil of Summer in hand as "veil"
    And alice has Giant Growth in hand as "growth"
    And bob has Cancel in hand as "cancel"
    When alice casts "veil"
    And the top of the stack resolves
    And alice casts "growth" targeting "bears"
    And bob casts "cancel" targeting "growth"
    And the top of the stack resolves
    Then "growth" is on the stack
    And "cancel" is in the graveyard
    When the top of the stack resolves
    Then "bears" is 5/5

  @cr-101.2 @cr-701.6a @src-cr-101.2
  Scenario: A spell that says it can't be countered stays on the stack when Cancel resolves
    Given alice has Absolute Virtue in hand as "virtue"
    And bob has Cancel in hand as "cancel"
    When alice casts "virtue"
    And bob casts "cancel" targeting "virtue"
    And the top of the stack resolves
    Then "virtue" is on the stack
    When the top of the stack resolves
    Then "virtue" is on the battlefield

  @cr-601.2i @cr-121.2 @src-cr-601.2i
  Scenario: Veil of Summer draws a card when an opponent has cast a blue spell this turn
    Given alice controls Grizzly Bears as "bears"
    And alice has Veil of Summer in hand as "veil"
    And alice has Island in library as "card-1"
    And bob has Unsummon in hand as "unsummon"
    When bob casts "unsummon" targeting "bears"
    And the top of the stack resolves
    Then "bears" is in the hand
    When alice casts "veil"
    And the top of the stack resolves
    Then alice has two cards in hand
    And "card-1" is in the hand

  @cr-702.11h @cr-702.11b @src-cr-702.11h
  Scenario: A creature with two instances of hexproof can't be the target of an opponent's spell but can be its controller's, as with one
    Gladecover Scout has hexproof and gets another instance from Glaring Spotlight's ability.
    Given alice controls Gladecover Scout as "scout"
    And alice controls Glaring Spotlight as "spotlight"
    And bob has Shock in hand as "shock"
    And alice has Giant Growth in hand as "growth"
    When alice activates the ability of "spotlight"
    And the top of the stack resolves
    Then "spotlight" is in the graveyard
    When bob casts "shock" targeting "scout"
    Then the action is refused
    When alice casts "growth" targeting "scout"
    And the top of the stack resolves
    Then "scout" is 4/4

  @cr-702.18b @cr-702.18a @src-cr-702.18b
  Scenario: A creature with two instances of shroud can't be the target of any player's spell, as with one
    Grizzly Bears is equipped with two Lightning Greaves, each giving it shroud.
    Given alice controls Grizzly Bears as "bears"
    And alice controls Lightning Greaves as "greaves1"
    And alice controls Lightning Greaves as "greaves2"
    And "greaves1" is attached to "bears"
    And "greaves2" is attached to "bears"
    And alice has Giant Growth in hand as "growth"
    And bob has Shock in hand as "shock"
    When alice casts "growth" targeting "bears"
    Then the action is refused
    When bob casts "shock" targeting "bears"
    Then the action is refused
    And "bears" is 2/2
