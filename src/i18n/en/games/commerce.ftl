# Commerce: every message that names this game, its rules page (rules-commerce-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

## Commerce
commerce-option-stake = Stake in the poule
commerce-option-stake-help = Each player puts one counter into the poule each deal.
commerce-option-trade-price = Price of a card from the bank
commerce-option-trade-price-help = Trading for money: one counter per card to the banker.
commerce-option-cumulative = Losing banker pays both penalties
commerce-option-cumulative-help = A losing banker gives 1 to the winner and, with a point, sequence or tricon, 1 to each; off = the 1 to each replaces the 1 to the winner.
commerce-option-tours-help = Better a fixed number of tours, as at Quadrille; informational.
commerce-field-dealer-help = The dealer is the banker.
commerce-field-bought = Cards bought from the bank
commerce-field-banker-combination = The banker held a point, sequence or tricon
commerce-void-help = False pack, misdeal or faced card: new deal, nothing paid.

reason-bank_trade = card bought from the bank
reason-banker_combination = banker's combination
reason-banker_loses = banker loses
reason-banker_wins = banker wins

rules-commerce-intro = Three to twelve players; the banker sells cards, the best point, sequence or tricon takes the poule. Books: 000:14740-14893; 001:10740-10937; rules: the other-games-1 specification.
rules-commerce-payment-stake = The stake: each player puts 1 counter into the poule each deal (000:14748-14750; 001:10757-10759).
rules-commerce-payment-poule = The winner takes the poule; the banker wins equal points (000:14833-14837; 001:10862-10866).
rules-commerce-payment-bank_trade = Trading for money: 1 counter per card bought from the bank, to the banker (000:14795-14799, 14826-14831; 001:10814-10861).
rules-commerce-payment-banker_wins = The banker wins: 1 counter from each player who traded with the bank (000:14838-14841; 001:10867-10873).
rules-commerce-payment-banker_loses = The banker loses: he gives 1 counter to the winner (000:14851-14855; 001:10882-10888).
rules-commerce-payment-banker_combination = The banker who loses with a point, sequence or tricon also gives 1 counter to each player (000:14856-14860; 001:10902-10906).
