@card-parts
Feature: Name stickers add a word to an object's name (CR 123.6)
  123.6: "A name sticker on a permanent or on a card in a zone other than the battlefield causes the word
  on that sticker to be added to the text of that object's name. This is a text-changing effect." 123.6b:
  "As a name sticker is placed on an object, that object's controller chooses a position in that object's
  name for the word in the name sticker to be added [...]" 123.6c: "To determine the name of an object
  with one or more name stickers, start with the object's copiable values, then apply each name sticker's
  effect and each other text-changing effect in timestamp order. The position of each name sticker will
  continue to be after the number of words that were before it in the object's name when it was placed."
  Unfinity's Baaallerina puts the stickers: "When this creature enters, you may put a name sticker on a
  nonland permanent you own."

  @cr-123.6b @cr-123.6 @cr-123.3 @src-cr-123.6b @src-cr-123.6b-ex1
  Scenario Outline: The controller of Bear Cub chooses where the word "Dark" goes: <name>
    The example's "effect that puts a name sticker" is Baaallerina's enters trigger. Alice has access to
    a name sticker "Dark" (123.2c) and puts it on her Bear Cub; she, its controller, chooses the position
    of the word: at the beginning, after the first word, or after the second (the end of the name).
    Given it is alice's precombat main phase
    And alice has access to the name sticker "Dark"
    And alice controls Bear Cub as "cub"
    And alice has Baaallerina in hand as "baa"
    When "baa" is put onto the battlefield under alice's control
    And the top of the stack resolves
    And alice chooses to put the name sticker "Dark" on "cub" as "baa" resolves
    And alice places the sticker's word <where> of "cub"'s name
    Then "cub" is named "<name>"
    And "cub" is 2/2

    Examples:
      | where                  | name          |
      | at the beginning       | Dark Bear Cub |
      | after the first word   | Bear Dark Cub |
      | after the second word  | Bear Cub Dark |

  @cr-123.6c @cr-707.2 @cr-613.1c @src-cr-123.6c @src-cr-123.6c-ex2
  Scenario: It That Betrays with "Eldrazi" after its third word becomes a copy of Seeker of the Way: "Seeker of the Eldrazi Way"
    The name sticker "Eldrazi" was put after the third word of It That Betrays: "It That Betrays Eldrazi".
    Cytoshape makes it a copy of Seeker of the Way until end of turn; the copy effect (layer 1) gives it
    the name "Seeker of the Way", and the sticker still goes after its third word.
    Given it is alice's precombat main phase
    And alice controls It That Betrays as "betrays"
    And "betrays" has a name sticker "Eldrazi" after its third word
    And bob controls Seeker of the Way as "seeker"
    And alice has Cytoshape in hand as "cytoshape"
    Then "betrays" is named "It That Betrays Eldrazi"
    When alice casts "cytoshape" targeting "betrays"
    And the top of the stack resolves
    And "cytoshape" chooses to copy "seeker"
    Then "betrays" is named "Seeker of the Eldrazi Way"
    And "betrays" is 2/2

  @cr-123.6c @cr-613.1c @cr-613.7a @src-cr-123.6c @src-cr-123.6c-ex3
  Scenario: Witness Protection's later name hides the name sticker: "Legitimate Businessperson"
    Grizzly Bears has a name sticker "Dark" after its first word ("Grizzly Dark Bears"). Witness
    Protection, cast later, names it Legitimate Businessperson; it is the later of the two text-changing
    effects, so the sticker's word is not part of its name (123.6c).
    Given it is alice's precombat main phase
    And alice controls Grizzly Bears as "bears"
    And "bears" has a name sticker "Dark" after its first word
    And alice has Witness Protection in hand as "protection"
    Then "bears" is named "Grizzly Dark Bears"
    When alice casts "protection" targeting "bears"
    And the top of the stack resolves
    Then "bears" is named "Legitimate Businessperson"
    And "bears" is 1/1
    And "bears" has the subtypes Citizen

  @cr-123.6c @cr-123.5 @cr-715.3 @cr-715.3b @cr-715.3d @cr-715.4 @cr-400.11a @cr-601.2f
  @src-cr-123.6c @src-cr-123.6c-ex1
  Scenario: Fae of Mana Wishes in exile is cast as its Adventure "Granted Mana" and comes back "Fae of Mana Wishes"
    The example's "effect [that] allows that player to cast Granted, its Adventure, from exile" is Savvy
    Trader's: "When this creature enters, exile target permanent card from your graveyard. You may play that
    card for as long as it remains exiled. / Spells you cast from anywhere other than your hand cost {1} less
    to cast." Fae of Wishes ("Flying / {1}{U}, Discard two cards: Return this creature to its owner's
    hand.", a 1/4 Faerie Wizard creature card) has the name sticker "Mana" after its second word: in alice's
    graveyard it is "Fae of Mana Wishes", and it keeps the sticker, its position and its timestamp as it
    moves to exile, a public zone (123.6c, an exception to 400.7). In exile it is a creature card (715.4), a
    permanent card Savvy Trader may exile; a permission to play the card lets alice cast it as its Adventure
    (715.3). Granted ({3}{U} Sorcery — Adventure: "You may reveal a noncreature card you own from outside the
    game and put it into your hand.") costs {1} less cast from exile: alice pays {2}{U} with the {U}{U}{U} of three Islands. On the stack it has
    only Granted's characteristics (715.3b): the sticker still goes after the second word, and a one-word
    name has fewer, so the word goes at the end: "Granted Mana". Alice reveals Lightning Bolt from her
    sideboard (Grizzly Bears, a creature card, can't be chosen) and puts it into her hand. Granted is exiled
    as it resolves (715.3d); the sticker's position is remembered: "Fae of Mana Wishes" again.
    Given it is alice's precombat main phase
    And alice has Fae of Wishes // Granted in graveyard as "fae"
    And "fae" has a name sticker "Mana" after its second word
    And alice has Savvy Trader in hand as "trader"
    And alice controls Island as "island-1"
    And alice controls Island as "island-2"
    And alice controls Island as "island-3"
    And alice has Lightning Bolt outside the game as "bolt"
    And alice has Divination outside the game as "divination"
    And alice has Grizzly Bears outside the game as "bears"
    Then "fae" is named "Fae of Mana Wishes"
    When alice casts "trader"
    And the top of the stack resolves
    And "trader"'s ability targets "fae"
    And the top of the stack resolves
    Then "fae" is in exile
    And "fae" is named "Fae of Mana Wishes"
    And "fae" is a creature
    When alice taps "island-1" for mana
    And alice taps "island-2" for mana
    And alice taps "island-3" for mana
    And alice casts "fae" as its Adventure Granted paying {U}{U}{U}
    Then "fae" is a spell on the stack
    And "fae" is named "Granted Mana"
    And "fae" is a sorcery
    And alice's mana pool is empty
    When the top of the stack resolves
    And "fae" chooses yes for "may"
    And alice reveals "bolt" from outside the game
    Then "bolt" is in its owner's hand
    And "divination" is outside the game
    And "bears" is outside the game
    And "fae" is in exile
    And "fae" is named "Fae of Mana Wishes"
    And "fae" is a creature
