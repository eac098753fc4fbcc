@copy
Feature: Copying double-faced permanents (CR 707.8, 707.8a)
  A copy of a double-faced permanent uses the copiable values of the face that's up (707.8). A
  token created as a copy of a double-faced permanent is itself double-faced, with the same face
  up (707.8a); a token that becomes a copy through a replacement effect (Clone's) is not.

  @cr-707.8 @src-cr-707.8 @src-004-copy-perm-double-faced
  Scenario: A Clone copying a transformed Afflicted Deserter is a Werewolf Ransacker
    Given bob controls Afflicted Deserter // Werewolf Ransacker as "deserter"
    And "deserter" is transformed
    And alice has Clone in hand as "clone"
    Then "deserter" is named "Werewolf Ransacker"
    When alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "deserter"
    Then "clone" is named "Werewolf Ransacker"
    And "clone" is 5/4
    And "clone" is red
    And "clone" has the subtypes Werewolf
    And "clone" has mana cost ""

  @cr-712.8e @cr-202.3b @cr-707.8 @src-cr-707.8
  Scenario: A transformed Afflicted Deserter has its front face's mana value; a Clone copying it has mana value 0
    While a double-faced permanent has its back face up, it has only the back face's characteristics,
    but its mana value is calculated using the mana cost of its front face; a permanent copying the back
    face has mana value 0 (712.8e).
    Given bob controls Afflicted Deserter // Werewolf Ransacker as "deserter"
    And "deserter" is transformed
    And alice has Clone in hand as "clone"
    Then "deserter" has mana cost ""
    And "deserter" has mana value 4
    When alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "deserter"
    Then "clone" has mana value 0
    And "deserter" has mana value 4

  @cr-707.8 @src-cr-707.8
  Scenario: A Clone copying an Afflicted Deserter with its front face up is an Afflicted Deserter
    Given bob controls Afflicted Deserter // Werewolf Ransacker as "deserter"
    And alice has Clone in hand as "clone"
    When alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "deserter"
    Then "clone" is named "Afflicted Deserter"
    And "clone" is 3/2
    And "clone" has mana cost "{3}{R}"

  @cr-707.8a @src-cr-707.8a-ex1 @src-cr-707.8a @src-004-copy-perm-double-faced
  Scenario: A token copy of a transformed Afflicted Deserter enters with its Werewolf Ransacker face up
    The 2017 judges' class text (004) gave such a token only the up face's values; since 707.8a the token is
    double-faced with both faces. That it can transform is not observed here.
    Given bob controls Afflicted Deserter // Werewolf Ransacker as "deserter"
    And "deserter" is transformed
    And alice has Dance of Many in hand as "dance"
    When alice casts "dance"
    And the top of the stack resolves
    And "dance"'s ability targets "deserter"
    And the top of the stack resolves
    And it creates "token"
    Then "token" is named "Werewolf Ransacker"
    And "token" is a token permanent
    And "token" is 5/4

  @cr-707.8a @src-cr-707.8a-ex1 @src-cr-707.8a
  Scenario: The token copy of a transformed Afflicted Deserter is a double-faced token
    Given bob controls Afflicted Deserter // Werewolf Ransacker as "deserter"
    And "deserter" is transformed
    And alice has Dance of Many in hand as "dance"
    When alice casts "dance"
    And the top of the stack resolves
    And "dance"'s ability targets "deserter"
    And the top of the stack resolves
    And it creates "token"
    Then "token" is double-faced with its back face up

  @cr-707.8a @src-cr-707.8a-ex2
  Scenario: A token copy of a Clone that enters as a copy of a double-faced permanent is not double-faced
    The Clone copied nothing as it entered; two +1/+1 counters keep the 0/0 alive.
    Given alice controls Clone as "clone"
    And "clone" has two +1/+1 counters on it
    And bob controls Afflicted Deserter // Werewolf Ransacker as "deserter"
    And "deserter" is transformed
    And alice has Dance of Many in hand as "dance"
    When alice casts "dance"
    And the top of the stack resolves
    And "dance"'s ability targets "clone"
    And the top of the stack resolves
    And it creates "token"
    And "token" chooses to copy "deserter"
    Then "token" is named "Werewolf Ransacker"
    And "token" is a token permanent
    And "token" is not double-faced

  @cr-707.3 @cr-710.2 @src-cr-707.3-ex2
  Scenario: Tomoya the Revealer becoming a copy of an unflipped Nezumi Shortfang has Stabwhisker the Odious's characteristics
    The CR example leaves open what makes Tomoya a copy; here it is Polymorphous Rush ("Any number
    of target creatures you control each become a copy of that creature until end of turn"). The
    copy's own flipped status applies to the values it copies (707.3); a flip card's mana cost and
    color don't change when it is flipped (710.1c).
    Given alice controls Jushi Apprentice // Tomoya the Revealer as "tomoya"
    And "tomoya" is flipped
    And bob controls Nezumi Shortfang // Stabwhisker the Odious as "nezumi"
    And alice has Polymorphous Rush in hand as "rush"
    Then "tomoya" is named "Tomoya the Revealer"
    And "tomoya" is 2/3
    When alice casts "rush" targeting "tomoya"
    And the top of the stack resolves
    And "rush" chooses to copy "nezumi"
    Then "tomoya" is named "Stabwhisker the Odious"
    And "tomoya" is 3/3
    And "tomoya" has the subtypes Rat and Shaman
    And "tomoya" has the supertype legendary
    And "tomoya" has mana cost "{1}{B}"
    And "tomoya" is black
    And "nezumi" is named "Nezumi Shortfang"
