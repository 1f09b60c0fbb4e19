"""What `help` prints at the live table: the grammar in short, the commands, the session lines.

Every line fits in 79 columns, so an 80-column terminal shows it as written.
"""

from __future__ import annotations

__all__ = ["TABLE_HELP"]

TABLE_HELP = """\
Type each action as it happens, one a line, as in a hand file:
  3 raise 25    4 call    5 fold    6 allin    Alice bet 40    flop    turn Ks
or fast: leave out the seat when it is its turn, one letter for the verb
(f x c b r a: fold, check, call, bet or raise, all-in), min/max/pot to size:
  c    f    r 40    r min    b pot    a    4 r max
(in fixed limit a bare b, r or a is the one size; stud: each street's upcards
as they are dealt, 'fourth 1:Kh 2:3c 3:9d' ... 'seventh')
Commands:
  undo        take back the last action (or street marker)
  pots        the main and side pots with the seats that can win them
  stacks      every seat's stack behind and what it has in
  map         each seat: name, stack, in front, D/SB/BB, folded, all-in, away
  why         the last ruling's whole arithmetic and rule, and the options
              in full ('floorcli table --explain' shows them every action);
              right after 'next', how the button and blinds moved
  hand        the actions so far with their rulings
  rules       the active house-rule profile, every setting
  save FILE   write a hand file, or after 'next' the session file of every
              hand ('floorcli replay FILE' gives the same rulings); an
              existing file is replaced only with 'save FILE --force';
              'save' alone: to --save
At the end of a hand, and between hands:
  3 wins      seat 3 wins every pot it may win (then the next best: '5 wins')
  split 3 5   seats 3 and 5 split (odd chip to the first left of the button;
              stud, razz, high-low: the dealer names it, 'split 3 5 odd 3');
              name a pot with 'main', 'side' or 'side 2': '5 wins side 2'
  next        end the hand (also 'new hand'; 'next 3 wins'): stacks carried
              over, a player with nothing left busts, button and blinds
              moved as 'floorcli blinds' moves them ('undo' right after goes
              back to the hand's end); in stud, the next hand waits for its
              upcards: 'upcards 2:Kh 3:3c 5:9d' (meanwhile 'stacks' shows the
              stacks it will be dealt with)
  join 7 Gina 500   leave 3   away Alice   back 3   rebuy 3 500
              players come and go: right after 'next' the new hand is dealt
              again with the change; during a hand it waits for the next one
Tournaments (a table started with --levels FILE, TDA 2024 Rules 23, 29):
  level       the level of this hand; 'next level' applies from the next
              hand; 'level 3' deals this hand again at level 3 while there
              is no substantial action (Rule 36), else from the next hand
  bust 3      a player with no chips once the pots are awarded, and the
              place they finish in ('next' busts them too)
  clock 3     the player to act is on the clock: 25 s + a 5 s countdown
              (clock_seconds, clock_countdown); then 'time' (typed, or at
              the next line once it runs out): dead facing a bet, else check
  help        this list
  quit        leave (offers to save what is not saved yet)
Ctrl-C or end of input also leaves, the same way."""
